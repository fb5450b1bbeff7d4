// uri-inspect extract over mail, mbox and HTML documents: a record per link,
// per message and per notice (docs/cli.md "extract", docs/json.md).
#include "cli_documents.h"

#include "cli_pool.h"

#include "uriinspector/extract.h"
#include "uriinspector/inspection.h"
#include "uriinspector/json.h"
#include "uriinspector/utf8.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <iostream>
#include <limits>
#include <memory>
#include <optional>
#include <utility>

namespace uri::cli {

namespace {

using json = nlohmann::ordered_json;
using documents::LinkRecord;
using documents::MessageRecord;
using documents::Notice;

json orNull(const std::optional<std::string> &s)
{
    return s ? json(*s) : json(nullptr);
}

json orNull(const std::optional<std::size_t> &n)
{
    return n ? json(*n) : json(nullptr);
}

json orNull(const std::string &s)
{
    return s.empty() ? json(nullptr) : json(s);
}

// [x1, y1, x2, y2], to a hundredth of a point or pixel.
json rectJson(const documents::Rect &r)
{
    const auto n = [](double v) { return std::round(v * 100) / 100; };
    return json::array({n(r.x1), n(r.y1), n(r.x2), n(r.y2)});
}

json codeJson(const documents::CodeImage &image)
{
    return json{{"format", image.format},
                {"width", image.width},
                {"height", image.height},
                {"symbology", image.symbology},
                {"position", rectJson(image.position)},
                {"text", image.text}};
}

class DocumentWriter
{
public:
    DocumentWriter(const std::string &path, documents::Format format,
                   const documents::ReadOptions &options, const DocumentOutput &output)
        : m_path(path)
        , m_format(format)
        , m_options(options)
        , m_output(output)
    {
        m_inspect.normalization = false;
        m_inspect.blocklists = output.blocklists;
        m_inspect.maxDeepBytes = std::numeric_limits<std::size_t>::max();
    }

    void link(const LinkRecord &r);
    void message(const MessageRecord &m);
    void notice(const Notice &n);
    /// Where the records are written from now on.
    void writeTo(std::string &out) { m_out = &out; }
    /// Whether some link was flagged since the last call.
    bool takeFlagged() { return std::exchange(m_flagged, false); }
    /// The handler that writes here.
    [[nodiscard]] documents::Handler handler();

private:
    json head(std::string_view record) const;

    std::string m_path;
    documents::Format m_format;
    const documents::ReadOptions &m_options;
    DocumentOutput m_output;
    InspectOptions m_inspect;
    bool m_flagged = false;
    std::string *m_out = nullptr;
};

documents::Handler DocumentWriter::handler()
{
    documents::Handler h;
    h.link = [this](const LinkRecord &r) { link(r); };
    h.message = [this](const MessageRecord &m) { message(m); };
    h.notice = [this](const Notice &n) { notice(n); };
    return h;
}

json DocumentWriter::head(std::string_view record) const
{
    json out;
    out["record"] = record;
    out["input"] = m_options.document;
    out["document"] = m_path;
    out["format"] = documents::formatName(m_format);
    return out;
}

void DocumentWriter::link(const LinkRecord &r)
{
    // the URI a reader goes to: the target, or what is written when it has none
    const std::string &uri = r.target ? *r.target : r.written;
    const std::optional<Unwrapped> unwrapped = unwrapRedirect(uri);
    std::optional<Inspection> inspection;
    if (m_output.check) {
        inspection = inspect(uri, m_inspect);
        const security::Assessment &a = *inspection->security;
        m_flagged = m_flagged || (a.verdict && *a.verdict > security::Risk::Info);
    }
    if (m_output.json) {
        json out = head("link");
        out["uri"] = uri;
        out["offset"] = r.span.offset;
        out["length"] = r.span.length;
        out["message"] = orNull(r.message);
        out["message_id"] = orNull(r.messageId);
        out["subject"] = orNull(r.subject);
        out["part"] = orNull(r.part);
        out["part_name"] = orNull(r.partName);
        out["content_type"] = orNull(r.contentType);
        out["source"] = documents::sourceName(r.source);
        out["element"] = orNull(r.element);
        out["attribute"] = orNull(r.attribute);
        out["written"] = r.written;
        out["shown"] = orNull(r.shown);
        out["has_image"] = r.hasImage;
        out["base"] = orNull(r.base);
        out["target"] = orNull(r.target);
        out["defanged"] = r.defanged;
        out["page"] = orNull(r.page);
        out["rect"] = r.rect ? rectJson(*r.rect) : json(nullptr);
        out["image"] = r.image ? codeJson(*r.image) : json(nullptr);
        out["unwrapped"] = unwrapped ? json(unwrapped->url) : json(nullptr);
        if (inspection)
            out["inspection"] = inspectionJson(*inspection);
        *m_out += jsonLine(out);
        return;
    }
    std::string line = escapeForDisplay(uri) + "  [" + std::to_string(r.span.offset) + ","
                       + std::to_string(r.span.length) + "]";
    line += "\n    " + documents::originText(r);
    if (r.shown)
        line += ", shown \"" + escapeForDisplay(*r.shown) + "\"";
    if (r.defanged)
        line += "  (defanged)";
    if (r.target && *r.target != r.written)
        line += "\n    written: " + escapeForDisplay(r.written);
    if (unwrapped)
        line += "\n    unwrapped: " + escapeForDisplay(unwrapped->url);
    if (inspection) {
        const security::Assessment &a = *inspection->security;
        line
            += "\n    verdict: " + std::string(a.verdict ? security::riskName(*a.verdict) : "none");
        if (a.destination.host)
            line += ", goes to " + escapeForDisplay(*a.destination.host);
    }
    *m_out += line + '\n';
}

void DocumentWriter::message(const MessageRecord &m)
{
    if (m_output.json) {
        json out = head("message");
        out["message"] = m.number;
        out["part"] = orNull(m.part);
        out["message_id"] = orNull(m.messageId);
        out["subject"] = m.subject;
        out["from"] = m.from;
        out["from_name"] = m.fromName;
        out["from_address"] = m.fromAddress;
        out["reply_to"] = orNull(m.replyTo);
        out["return_path"] = orNull(m.returnPath);
        out["date"] = orNull(m.date);
        out["authentication_results"] = m.authenticationResults;
        *m_out += jsonLine(out);
        return;
    }
    *m_out += "message " + std::to_string(m.number) + (m.part.empty() ? "" : ", part " + m.part)
              + ": " + (m.from.empty() ? std::string("(no From)") : escapeForDisplay(m.from))
              + "\n    Subject: " + escapeForDisplay(m.subject) + '\n';
}

void DocumentWriter::notice(const Notice &n)
{
    if (m_output.json) {
        json out = head("notice");
        out["message"] = orNull(n.message);
        out["part"] = orNull(n.part);
        out["text"] = n.text;
        *m_out += jsonLine(out);
        return;
    }
    // one write, so that the notes of several threads do not mix
    const std::string where = documents::placeText(n.message, n.part, {}, {});
    const std::string line = "uri-inspect: " + escapeForDisplay(m_path)
                             + (where.empty() ? "" : ", " + where) + ": " + n.text + '\n';
    if (m_output.progress != nullptr)
        m_output.progress->note(line);
    else
        std::cerr << line;
}

// One message of an mbox, read and written by a worker.
struct MessageItem : PoolItemResult
{
    std::size_t number = 0;
    std::string bytes;
    bool cut = false;

    void recycle()
    {
        if (bytes.capacity() > kKeptOutput)
            bytes = std::string();
        bytes.clear();
        clearResult();
    }
};

// Messages read before an automatic run starts its workers.
constexpr std::size_t kInlineMessages = 16;

} // namespace

bool extractDocument(const std::string &name, std::string head, int fd, documents::Format format,
                     const documents::ReadOptions &options, const DocumentOutput &output,
                     std::size_t &bytesRead)
{
    DocumentWriter writer(name, format, options, output);
    std::string out;
    writer.writeTo(out);
    documents::Handler handler = writer.handler();
    // each link written as it is found (a long page, a slow --check)
    handler.link = [&](const LinkRecord &r) {
        writer.link(r);
        writeOut(out);
        out.clear();
    };
    if (format != documents::Format::Mbox) {
        bytesRead += head.size();
        documents::readStream(std::move(head), fd, format, options, handler);
        writeOut(out);
        return writer.takeFlagged();
    }
    // an mbox, a message at a time; on several threads, its messages read in
    // turn by the workers, written in their order (cli_pool.h)
    using Pool = OrderedPool<MessageItem>;
    std::optional<Pool> pool;
    documents::MboxSplitter split([&](std::size_t number, std::string_view message, bool cut) {
        if (output.progress != nullptr)
            output.progress->update(bytesRead,
                                    withCommas(number) + (number == 1 ? " message" : " messages"));
        if (!pool && output.jobs.count > 1
            && (!output.jobs.automatic || number > kInlineMessages)) {
            pool.emplace(output.jobs.count, 4, [&]() -> Pool::Work {
                auto own = std::make_shared<DocumentWriter>(name, format, options, output);
                return [own, &options](MessageItem &item) {
                    own->writeTo(item.out);
                    documents::readMboxMessage(item.number, item.bytes, item.cut, options,
                                               own->handler());
                    item.flagged = own->takeFlagged();
                };
            });
        }
        if (!pool) {
            documents::readMboxMessage(number, message, cut, options, handler);
            writeOut(out);
            out.clear();
            return;
        }
        std::unique_ptr<MessageItem> item = pool->take();
        item->number = number;
        item->bytes.assign(message);
        item->cut = cut;
        pool->submit(std::move(item));
    });
    bytesRead += head.size();
    split.feed(head);
    head = std::string();
    forEachBlock(fd, std::size_t{256} << 10, [&](std::string_view bytes) {
        bytesRead += bytes.size();
        split.feed(bytes);
    });
    split.finish();
    bool flagged = writer.takeFlagged();
    if (pool)
        flagged = pool->finish() || flagged;
    return flagged;
}

} // namespace uri::cli
