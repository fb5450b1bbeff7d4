// The words and the JSON of a document's records (documents_report.h): the
// command line and the window call these, never words of their own.
#include "uriinspector/documents_report.h"

#include "uriinspector/extract.h"
#include "uriinspector/utf8.h"

#include <cmath>
#include <limits>

namespace uri::documents {

namespace {

// A member appended: an ordered_json's operator[] compares the key with
// every member before it, and no record writes a key twice.
void add(Json &object, std::string_view key, Json value)
{
    object.get_ref<Json::object_t &>().emplace_back(key, std::move(value));
}

Json orNull(const std::optional<std::string> &s)
{
    return s ? Json(*s) : Json(nullptr);
}

Json orNull(const std::optional<std::size_t> &n)
{
    return n ? Json(*n) : Json(nullptr);
}

Json orNull(const std::string &s)
{
    return s.empty() ? Json(nullptr) : Json(s);
}

// [x1, y1, x2, y2], to a hundredth of a point or pixel.
Json rectJson(const Rect &r)
{
    const auto n = [](double v) { return std::round(v * 100) / 100; };
    return Json::array({n(r.x1), n(r.y1), n(r.x2), n(r.y2)});
}

Json codeJson(const CodeImage &image)
{
    Json out = Json::object();
    add(out, "format", image.format);
    add(out, "width", image.width);
    add(out, "height", image.height);
    add(out, "symbology", image.symbology);
    add(out, "position", rectJson(image.position));
    add(out, "text", image.text);
    return out;
}

Json findingsJson(const std::vector<security::Finding> &findings)
{
    Json out = Json::array();
    for (const security::Finding &f : findings)
        out.push_back(findingJson(f));
    return out;
}

Json head(std::string_view record, const DocumentInfo &document)
{
    Json out = Json::object();
    add(out, "record", record);
    add(out, "input", document.input);
    add(out, "document", document.name);
    add(out, "format", formatName(document.format));
    return out;
}

} // namespace

const std::string &linkUri(const LinkRecord &link)
{
    return link.target ? *link.target : link.written;
}

Inspection inspectLink(const LinkRecord &link, const std::vector<security::Blocklist> *blocklists)
{
    InspectOptions options;
    options.normalization = false;
    options.blocklists = blocklists;
    options.maxDeepBytes = std::numeric_limits<std::size_t>::max();
    return inspect(linkUri(link), options);
}

namespace {

// linkJson() but "inspection", its last member.
Json linkFields(const LinkRecord &r, const DocumentInfo &document, const Inspection *inspection)
{
    const std::optional<Unwrapped> unwrapped = unwrapRedirect(linkUri(r));
    Json out = head("link", document);
    add(out, "uri", linkUri(r));
    add(out, "offset", r.span.offset);
    add(out, "length", r.span.length);
    add(out, "message", orNull(r.message));
    add(out, "message_id", orNull(r.messageId));
    add(out, "subject", orNull(r.subject));
    add(out, "part", orNull(r.part));
    add(out, "part_name", orNull(r.partName));
    add(out, "attachment", r.attachment);
    add(out, "content_type", orNull(r.contentType));
    add(out, "source", sourceName(r.source));
    add(out, "element", orNull(r.element));
    add(out, "attribute", orNull(r.attribute));
    add(out, "written", r.written);
    add(out, "shown", orNull(r.shown));
    add(out, "has_image", r.hasImage);
    add(out, "base", orNull(r.base));
    add(out, "target", orNull(r.target));
    add(out, "defanged", r.defanged);
    add(out, "page", orNull(r.page));
    add(out, "rect", r.rect ? rectJson(*r.rect) : Json(nullptr));
    add(out, "image", r.image ? codeJson(*r.image) : Json(nullptr));
    add(out, "cid_part", orNull(r.cidPart));
    add(out, "unwrapped", unwrapped ? Json(unwrapped->url) : Json(nullptr));
    add(out, "context_findings", findingsJson(r.findings));
    if (inspection != nullptr) {
        const std::optional<security::Risk> verdict = linkVerdict(r, *inspection);
        add(out, "verdict", verdict ? Json(security::riskName(*verdict)) : Json(nullptr));
    }
    return out;
}

} // namespace

Json linkJson(const LinkRecord &r, const DocumentInfo &document, const Inspection *inspection)
{
    Json out = linkFields(r, document, inspection);
    if (inspection != nullptr)
        add(out, "inspection", inspectionJson(*inspection));
    return out;
}

void appendLinkJsonLine(const LinkRecord &r, const DocumentInfo &document,
                        const Inspection *inspection, std::string &out)
{
    appendJson(linkFields(r, document, inspection), out);
    if (inspection != nullptr) {
        out.back() = ','; // the object's closing brace
        out += "\"inspection\":";
        appendInspectionJson(*inspection, out);
        out += '}';
    }
    out += '\n';
}

Json messageJson(const MessageRecord &m, const DocumentInfo &document)
{
    Json out = head("message", document);
    add(out, "message", m.number);
    add(out, "part", orNull(m.part));
    add(out, "message_id", orNull(m.messageId));
    add(out, "subject", m.subject);
    add(out, "from", m.from);
    add(out, "from_name", m.fromName);
    add(out, "from_address", m.fromAddress);
    add(out, "reply_to", orNull(m.replyTo));
    add(out, "return_path", orNull(m.returnPath));
    add(out, "date", orNull(m.date));
    add(out, "authentication_results", m.authenticationResults);
    add(out, "list_id", orNull(m.listId));
    add(out, "context_findings", findingsJson(m.findings));
    return out;
}

Json noticeJson(const Notice &n, const DocumentInfo &document)
{
    Json out = head("notice", document);
    add(out, "message", orNull(n.message));
    add(out, "part", orNull(n.part));
    add(out, "text", n.text);
    return out;
}

std::optional<security::Risk> linkVerdict(const LinkRecord &link, const Inspection &inspection)
{
    std::optional<security::Risk> verdict = highest(link.findings);
    if (const std::optional<security::Risk> own = inspection.security->verdict)
        verdict = verdict ? std::max(*verdict, *own) : own;
    return verdict;
}

std::string verdictText(const LinkRecord &link, const Inspection &inspection)
{
    const std::optional<security::Risk> verdict = linkVerdict(link, inspection);
    return verdict ? std::string(security::riskName(*verdict)) : std::string("none");
}

std::string findingsText(const std::vector<security::Finding> &findings)
{
    std::string out;
    for (const security::Finding &f : findings)
        out += "\n    " + std::string(f.id) + " " + std::string(security::riskName(f.severity))
               + ": " + f.message;
    return out;
}

std::string linkText(const LinkRecord &r, const Inspection *inspection)
{
    const std::string &uri = linkUri(r);
    std::string line = escapeForDisplay(uri) + "  [" + std::to_string(r.span.offset) + ","
                       + std::to_string(r.span.length) + "]";
    line += "\n    " + originText(r);
    if (r.shown)
        line += ", shown \"" + escapeForDisplay(*r.shown) + "\"";
    if (r.defanged)
        line += "  (defanged)";
    if (r.target && *r.target != r.written)
        line += "\n    written: " + escapeForDisplay(r.written);
    if (const std::optional<Unwrapped> unwrapped = unwrapRedirect(uri))
        line += "\n    unwrapped: " + escapeForDisplay(unwrapped->url);
    if (inspection != nullptr) {
        line += "\n    verdict: " + verdictText(r, *inspection);
        if (const auto &host = inspection->security->destination.host)
            line += ", goes to " + escapeForDisplay(*host);
    }
    return line;
}

std::string noticeText(const Notice &n, const std::string &documentName)
{
    const std::string where = placeText(n.message, n.part, {}, {});
    return escapeForDisplay(documentName) + (where.empty() ? "" : ", " + where) + ": " + n.text;
}

std::string messageText(const MessageRecord &m)
{
    return "message " + std::to_string(m.number) + (m.part.empty() ? "" : ", part " + m.part) + ": "
           + (m.from.empty() ? std::string("(no From)") : escapeForDisplay(m.from))
           + "\n    Subject: " + escapeForDisplay(m.subject);
}

} // namespace uri::documents
