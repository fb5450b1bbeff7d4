// The JSON of the core's results (uriinspector/json.h, docs/json.md).
#include "uriinspector/json.h"

#include "uriinspector/utf8.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace uri {

using json = Json;

namespace {

/**
 * An object built member by member. ordered_json keeps an object's members
 * in a vector in the order they were added and finds a key by comparing it
 * with every member, and a vector that grows copies every key: the writers
 * below know how many members an object gets and never write a key twice,
 * so the room is reserved once and each member is appended directly.
 */
class Object
{
public:
    explicit Object(std::size_t members)
        : m_value(json::object())
    {
        map().reserve(members);
    }

    Object &add(std::string_view key, json value)
    {
        map().emplace_back(std::string(key), std::move(value));
        return *this;
    }

    [[nodiscard]] json take() { return std::move(m_value); }

private:
    json::object_t &map() { return m_value.get_ref<json::object_t &>(); }

    json m_value;
};

json arrayOf(std::size_t size)
{
    json a = json::array();
    a.get_ref<json::array_t &>().reserve(size);
    return a;
}

json textJson(const ParseResult &result, const OptSpan &span)
{
    if (!span)
        return nullptr;
    return std::string(result.text(*span));
}

// {key: value} of a list of string pairs (details, arguments, tables), in order.
json pairsJson(const std::vector<std::pair<std::string, std::string>> &pairs)
{
    Object out(pairs.size());
    for (const auto &[key, value] : pairs)
        out.add(key, value);
    return out.take();
}

json optText(const std::optional<std::string> &s)
{
    return s ? json(*s) : json(nullptr);
}

json optText(const std::optional<std::string_view> &s)
{
    return s ? json(*s) : json(nullptr);
}

json viewJson(const security::ViewSummary &v, bool whatwg)
{
    if (whatwg && v.failure)
        return Object(1).add("failure", true).take();
    Object out(9);
    if (whatwg)
        out.add("href", optText(v.href));
    out.add("valid", v.valid)
        .add("scheme", optText(v.part(v.scheme)))
        .add("userinfo", optText(v.part(v.userinfo)))
        .add("host", optText(v.part(v.host)))
        .add("port", optText(v.part(v.port)))
        .add("path", optText(v.part(v.path)))
        .add("query", optText(v.part(v.query)))
        .add("fragment", optText(v.part(v.fragment)));
    return out.take();
}

json spanList(const std::vector<Span> &spans)
{
    json out = arrayOf(spans.size());
    for (const Span &s : spans)
        out.push_back(spanJson(s));
    return out;
}

json versionsJson(const security::DataVersions &v)
{
    return Object(6)
        .add("icu", v.icu)
        .add("unicode", v.unicode)
        .add("libpsl", v.psl)
        .add("psl_list", v.pslFile)
        .add("psl_date", v.pslDate)
        .add("tables", pairsJson(v.tables))
        .take();
}

json errorJson(const std::optional<ResolveError> &error)
{
    if (!error)
        return nullptr;
    return Object(3)
        .add("code", resolveErrorName(error->code))
        .add("cite", error->cite)
        .add("message", error->message)
        .take();
}

json diagnosticsJson(const std::vector<Diagnostic> &diags)
{
    json out = arrayOf(diags.size());
    for (const Diagnostic &d : diags)
        out.push_back(diagnosticJson(d));
    return out;
}

// The members of parseJson() but "input" and "spec" (the inspection has them).
void addParse(Object &out, const ParseResult &r)
{
    const std::vector<Span> segmentList = pathSegments(r);
    json segments = arrayOf(segmentList.size());
    json segmentSpans = arrayOf(segmentList.size());
    for (const Span &s : segmentList) {
        segments.push_back(std::string(r.text(s)));
        segmentSpans.push_back(spanJson(s));
    }
    const std::vector<QueryParam> paramList = queryParams(r);
    json params = arrayOf(paramList.size());
    for (const QueryParam &p : paramList) {
        params.push_back(Object(3)
                             .add("key", std::string(r.text(p.key)))
                             .add("value", textJson(r, p.value))
                             .add("span", spanJson(p.whole))
                             .take());
    }
    const bool rfc1808 = r.spec == Spec::Rfc1808;
    Object spans(rfc1808 ? 13 : 12);
    spans.add("scheme", spanJson(r.scheme))
        .add("authority", spanJson(r.authority))
        .add("userinfo", spanJson(r.userinfo))
        .add("user", spanJson(r.user))
        .add("password", spanJson(r.password))
        .add("host", spanJson(r.host))
        .add("zone_id", spanJson(r.zoneId))
        .add("port", spanJson(r.port))
        .add("path", spanJson(r.path))
        .add("segments", std::move(segmentSpans))
        .add("query", spanJson(r.query))
        .add("fragment", spanJson(r.fragment));
    if (rfc1808)
        spans.add("params", spanJson(r.params)); // RFC 1808 §2.4.5

    out.add("valid", r.valid())
        .add("form", formName(r.form))
        .add("scheme", textJson(r, r.scheme))
        .add("authority", textJson(r, r.authority))
        .add("userinfo", textJson(r, r.userinfo))
        .add("user", textJson(r, r.user))
        .add("password", textJson(r, r.password))
        .add("host", textJson(r, r.host))
        .add("host_type", r.hostType ? json(hostTypeName(*r.hostType)) : json(nullptr))
        .add("zone_id", textJson(r, r.zoneId))
        .add("port", textJson(r, r.port))
        .add("path", std::string(r.text(r.path)))
        .add("segments", std::move(segments));
    if (rfc1808)
        out.add("params", textJson(r, r.params)); // RFC 1808 §2.4.5
    out.add("query", textJson(r, r.query))
        .add("query_params", std::move(params))
        .add("fragment", textJson(r, r.fragment))
        .add("spans", spans.take())
        .add("diagnostics", diagnosticsJson(r.diagnostics));
}
constexpr std::size_t kParseMembers = 20;

// The members of securityJson() but "input".
void addSecurity(Object &out, const security::Assessment &a)
{
    const security::Destination &d = a.destination;
    json destination
        = Object(11)
              .add("scheme", optText(d.scheme))
              .add("host", optText(d.host))
              .add("unicode_host", optText(d.unicodeHost))
              .add("reads_as", optText(d.readsAs))
              .add("ip", optText(d.ip))
              .add("port", d.port ? json(*d.port) : json(nullptr))
              .add("registrable_domain", optText(d.registrableDomain))
              .add("public_suffix", optText(d.publicSuffix))
              .add("host_class", d.hostClass.empty() ? json(nullptr) : json(d.hostClass))
              .add("view", d.viaWhatwg ? "whatwg" : "rfc3986")
              .add("address_known", !d.addressUnknown)
              .take();
    json views = Object(3)
                     .add("rfc3986", viewJson(a.views.rfc3986, false))
                     .add("whatwg", viewJson(a.views.whatwg, true))
                     .add("legacy", viewJson(a.views.legacy, false))
                     .take();
    json findings = arrayOf(a.findings.size());
    for (const security::Finding &f : a.findings)
        findings.push_back(findingJson(f));
    json nested = arrayOf(a.nested.size());
    for (const security::NestedUrl &n : a.nested) {
        nested.push_back(Object(6)
                             .add("path", n.path)
                             .add("url", n.url)
                             .add("offset", n.span.offset)
                             .add("length", n.span.length)
                             .add("depth", n.depth)
                             .add("registrable_domain", optText(n.registrableDomain))
                             .take());
    }
    const security::DisplayAdvice &disp = a.display;
    json display = Object(7)
                       .add("host", disp.host)
                       .add("host_as_punycode", disp.hostAsPunycode)
                       .add("reason", disp.reason.empty() ? json(nullptr) : json(disp.reason))
                       .add("userinfo", spanJson(disp.userinfo))
                       .add("isolate", spanList(disp.isolate))
                       .add("escape", spanList(disp.escape))
                       .add("safe_text", disp.safeText)
                       .take();
    const std::vector<security::Check> setBy = security::verdictChecks(a);
    json verdictChecks = arrayOf(setBy.size());
    for (const security::Check c : setBy)
        verdictChecks.push_back(std::string(security::checkInfo(c).id));
    json escalations = arrayOf(a.escalations.size());
    for (const security::Escalation &e : a.escalations)
        escalations.push_back(e.message);
    out.add("verdict", a.verdict ? json(security::riskName(*a.verdict)) : json("none"))
        .add("verdict_checks", std::move(verdictChecks))
        .add("destination", std::move(destination))
        .add("views", std::move(views))
        .add("findings", std::move(findings))
        .add("escalations", std::move(escalations))
        .add("nested", std::move(nested))
        .add("truncated", a.truncated)
        .add("findings_limited", a.findingsLimited)
        .add("display", std::move(display))
        .add("data_versions", versionsJson(a.versions));
}
constexpr std::size_t kSecurityMembers = 11;

// The members of normalizeJson() but "input".
void addNormalization(Object &out, const NormalizeResult &r)
{
    json steps = arrayOf(r.steps.size());
    for (const NormalizeStep &s : r.steps) {
        json changes = arrayOf(s.changes.size());
        for (const NormalizeChange &c : s.changes) {
            changes.push_back(Object(5)
                                  .add("kind", changeKindName(c.kind))
                                  .add("offset", c.span.offset)
                                  .add("length", c.span.length)
                                  .add("before", c.before)
                                  .add("after", c.after)
                                  .take());
        }
        Object step(7);
        step.add("rung", rungName(s.rung))
            .add("cite", rungCite(s.rung))
            .add("performed", s.performed)
            .add("result", s.performed ? json(s.result) : json(nullptr))
            .add("description", rungDescription(s.rung))
            .add("changes", std::move(changes));
        if (s.rung == Rung::PathSegment) {
            json dots = arrayOf(s.dotSegments.size());
            for (const TraceStep &t : s.dotSegments) {
                dots.push_back(Object(4)
                                   .add("rule", ruleLabel(t.rule))
                                   .add("rule_id", ruleId(t.rule))
                                   .add("output", t.output)
                                   .add("input", t.input)
                                   .take());
            }
            step.add("dot_segments", std::move(dots));
        }
        steps.push_back(step.take());
    }
    out.add("valid", r.valid)
        .add("normalized", r.normalized)
        .add("steps", std::move(steps))
        .add("diagnostics", diagnosticsJson(r.diagnostics));
}

} // namespace

json spanJson(const OptSpan &span)
{
    if (!span)
        return nullptr;
    json a = arrayOf(2);
    a.push_back(span->offset);
    a.push_back(span->length);
    return a;
}

json diagnosticJson(const Diagnostic &diag)
{
    return Object(7)
        .add("severity", severityName(diag.severity))
        .add("code", diagCodeName(diag.code))
        .add("offset", diag.span.offset)
        .add("length", diag.span.length)
        .add("rule", diag.rule)
        .add("cite", diag.cite)
        .add("message", diag.message)
        .take();
}

json parseJson(const ParseResult &r)
{
    Object out(2 + kParseMembers);
    out.add("input", std::string(r.input)).add("spec", specName(r.spec));
    addParse(out, r);
    return out.take();
}

namespace {

// What json::dump(-1, ' ', false, replace) writes, byte for byte, without
// its serializer's decoding of every character: runs of bytes that need no
// escape are copied whole. RFC 8259 §7: '"', '\\' and the controls
// U+0000..U+001F are escaped, as dump() does it (\b \f \n \r \t, the
// others \u00xx in lower case); U+007F and valid UTF-8 stay as they are.
// A string with invalid UTF-8 goes through dump() itself, whose
// replacement by U+FFFD is the reference.
constexpr std::array<char, 256> kEscapes = [] {
    std::array<char, 256> t{};
    for (std::size_t c = 0; c < 0x20; ++c)
        t[c] = 'u';
    t['\b'] = 'b';
    t['\f'] = 'f';
    t['\n'] = 'n';
    t['\r'] = 'r';
    t['\t'] = 't';
    t['"'] = '"';
    t['\\'] = '\\';
    for (std::size_t c = 0x80; c < 0x100; ++c)
        t[c] = '8'; // the start or a byte of a multi-byte sequence
    return t;
}();

// The string's characters, escaped, without its quotes.
void appendStringBody(std::string &out, std::string_view text)
{
    const std::size_t start = out.size();
    std::size_t run = 0;
    for (std::size_t i = 0; i < text.size();) {
        const char kind = kEscapes[static_cast<unsigned char>(text[i])];
        if (kind == 0) {
            ++i;
            continue;
        }
        if (kind == '8') {
            const Utf8Char ch = decodeUtf8(text, i);
            if (!ch.valid) {
                out.resize(start);
                const std::string dumped
                    = json(std::string(text)).dump(-1, ' ', false, json::error_handler_t::replace);
                out.append(dumped, 1, dumped.size() - 2);
                return;
            }
            i += ch.length;
            continue;
        }
        out.append(text.substr(run, i - run));
        out += '\\';
        if (kind == 'u') {
            static constexpr char kHex[] = "0123456789abcdef";
            const auto c = static_cast<unsigned char>(text[i]);
            out += "u00";
            out += kHex[c >> 4];
            out += kHex[c & 0xF];
        } else {
            out += kind;
        }
        run = ++i;
    }
    out.append(text.substr(run));
}

void appendString(std::string &out, std::string_view text)
{
    out += '"';
    appendStringBody(out, text);
    out += '"';
}

template <typename Integer>
void appendInteger(std::string &out, Integer n)
{
    std::array<char, 24> digits{};
    const auto [end, error] = std::to_chars(digits.data(), digits.data() + digits.size(), n);
    out.append(digits.data(), end);
}

// The compact text of @p v, as dump() writes it (see kEscapes).
void appendValue(std::string &out, const json &v)
{
    switch (v.type()) {
    case json::value_t::null:
        out += "null";
        return;
    case json::value_t::boolean:
        out += v.get_ref<const json::boolean_t &>() ? "true" : "false";
        return;
    case json::value_t::string:
        appendString(out, v.get_ref<const json::string_t &>());
        return;
    case json::value_t::number_integer:
        appendInteger(out, v.get_ref<const json::number_integer_t &>());
        return;
    case json::value_t::number_unsigned:
        appendInteger(out, v.get_ref<const json::number_unsigned_t &>());
        return;
    case json::value_t::array: {
        out += '[';
        bool first = true;
        for (const json &e : v.get_ref<const json::array_t &>()) {
            if (!first)
                out += ',';
            first = false;
            appendValue(out, e);
        }
        out += ']';
        return;
    }
    case json::value_t::object: {
        out += '{';
        bool first = true;
        for (const auto &[key, value] : v.get_ref<const json::object_t &>()) {
            if (!first)
                out += ',';
            first = false;
            appendString(out, key);
            out += ':';
            appendValue(out, value);
        }
        out += '}';
        return;
    }
    case json::value_t::number_float: // dump()'s shortest form of a double
    case json::value_t::binary:
    case json::value_t::discarded:
        break;
    }
    out += v.dump(-1, ' ', false, json::error_handler_t::replace);
}

// Writes JSON text as json::dump() (compact, invalid UTF-8 replaced) would,
// value by value, for appendParseJsonLine().
class LineWriter
{
public:
    LineWriter(std::string &out, const std::function<void(std::string &)> &drain)
        : m_out(out)
        , m_drain(drain)
    {}

    void open(char bracket)
    {
        m_out += bracket;
        m_first.push_back(true);
    }
    void close(char bracket)
    {
        m_out += bracket;
        m_first.pop_back();
    }
    // An array element follows.
    void element()
    {
        if (!m_first.back())
            m_out += ',';
        m_first.back() = false;
    }
    // A member named @p key (plain ASCII) follows.
    void member(std::string_view key)
    {
        element();
        m_out += '"';
        m_out += key;
        m_out += "\":";
    }
    void raw(std::string_view text) { m_out += text; }
    void value(const json &v)
    {
        appendValue(m_out, v);
        drainIfFull();
    }
    // A long string goes in pieces that each end after an ASCII byte: there
    // the UTF-8 decoder of dump() is between characters, so the pieces'
    // escapes (and replacements of invalid bytes) are the whole string's.
    void string(std::string_view text)
    {
        m_out += '"';
        while (!text.empty()) {
            std::size_t end = std::min(text.size(), kPiece);
            while (end < text.size() && static_cast<unsigned char>(text[end - 1]) >= 0x80)
                ++end;
            appendStringBody(m_out, text.substr(0, end));
            text.remove_prefix(end);
            drainIfFull();
        }
        m_out += '"';
    }
    void text(const ParseResult &r, const OptSpan &span)
    {
        if (span)
            string(r.text(*span));
        else
            raw("null");
    }
    void span(const OptSpan &s)
    {
        if (!s) {
            raw("null");
            return;
        }
        m_out += '[';
        m_out += std::to_string(s->offset);
        m_out += ',';
        m_out += std::to_string(s->length);
        m_out += ']';
        drainIfFull();
    }

private:
    static constexpr std::size_t kPiece = std::size_t{1} << 16;
    static constexpr std::size_t kDrainBytes = std::size_t{1} << 20;

    void drainIfFull()
    {
        if (m_drain && m_out.size() >= kDrainBytes)
            m_drain(m_out);
    }

    std::string &m_out;
    const std::function<void(std::string &)> &m_drain;
    std::vector<bool> m_first;
};

} // namespace

void appendParseJsonLine(const ParseResult &r, std::string &out,
                         const std::function<void(std::string &)> &drain)
{
    // The members of parseJson() and addParse(), in their order.
    LineWriter w(out, drain);
    const bool rfc1808 = r.spec == Spec::Rfc1808;
    w.open('{');
    w.member("input");
    w.string(r.input);
    w.member("spec");
    w.string(specName(r.spec));
    w.member("valid");
    w.raw(r.valid() ? "true" : "false");
    w.member("form");
    w.string(formName(r.form));
    const std::pair<std::string_view, const OptSpan *> components[]
        = {{"scheme", &r.scheme}, {"authority", &r.authority}, {"userinfo", &r.userinfo},
           {"user", &r.user},     {"password", &r.password},   {"host", &r.host}};
    for (const auto &[name, span] : components) {
        w.member(name);
        w.text(r, *span);
    }
    w.member("host_type");
    if (r.hostType)
        w.string(hostTypeName(*r.hostType));
    else
        w.raw("null");
    w.member("zone_id");
    w.text(r, r.zoneId);
    w.member("port");
    w.text(r, r.port);
    w.member("path");
    w.string(r.text(r.path));
    w.member("segments");
    w.open('[');
    forEachPathSegment(r, [&](Span s) {
        w.element();
        w.string(r.text(s));
    });
    w.close(']');
    if (rfc1808) {
        w.member("params"); // RFC 1808 §2.4.5
        w.text(r, r.params);
    }
    w.member("query");
    w.text(r, r.query);
    w.member("query_params");
    w.open('[');
    forEachQueryParam(r, [&](const QueryParam &p) {
        w.element();
        w.open('{');
        w.member("key");
        w.string(r.text(p.key));
        w.member("value");
        w.text(r, p.value);
        w.member("span");
        w.span(p.whole);
        w.close('}');
    });
    w.close(']');
    w.member("fragment");
    w.text(r, r.fragment);
    w.member("spans");
    w.open('{');
    for (const auto &[name, span] : components) {
        w.member(name);
        w.span(*span);
    }
    w.member("zone_id");
    w.span(r.zoneId);
    w.member("port");
    w.span(r.port);
    w.member("path");
    w.span(r.path);
    w.member("segments");
    w.open('[');
    forEachPathSegment(r, [&](Span s) {
        w.element();
        w.span(s);
    });
    w.close(']');
    w.member("query");
    w.span(r.query);
    w.member("fragment");
    w.span(r.fragment);
    if (rfc1808) {
        w.member("params");
        w.span(r.params);
    }
    w.close('}');
    w.member("diagnostics");
    w.open('[');
    for (const Diagnostic &d : r.diagnostics) {
        w.element();
        w.value(diagnosticJson(d));
    }
    w.close(']');
    w.close('}');
    out += '\n';
}

json findingJson(const security::Finding &f)
{
    return Object(12)
        .add("id", f.id)
        .add("name", f.name)
        .add("severity", security::riskName(f.severity))
        .add("offset", f.span.offset)
        .add("length", f.span.length)
        .add("cite", f.cite)
        .add("message", f.message)
        .add("message_id", f.messageId)
        .add("arguments", pairsJson(f.arguments))
        .add("nested", f.nested.empty() ? json(nullptr) : json(f.nested))
        .add("view", security::viewName(f.view))
        .add("details", pairsJson(f.details))
        .take();
}

json securityJson(const security::Assessment &a)
{
    Object out(1 + kSecurityMembers);
    out.add("input", std::string(a.input));
    addSecurity(out, a);
    return out.take();
}

json resolveJson(const ResolveResult &r, const std::optional<bool> &differs)
{
    json trace = arrayOf(r.trace.size());
    for (const TraceStep &s : r.trace) {
        trace.push_back(Object(6)
                            .add("rule", ruleLabel(s.rule))
                            .add("rule_id", ruleId(s.rule))
                            .add("cite", ruleCite(s.rule))
                            .add("description", s.description)
                            .add("output", s.output)
                            .add("input", s.input)
                            .take());
    }
    json notes = arrayOf(r.notes.size());
    for (const ResolveNote &n : r.notes) {
        notes.push_back(
            Object(5)
                .add("code", resolveNoteName(n.code))
                .add("severity", severityName(n.severity))
                .add("cite", n.cite)
                .add("message", n.message)
                .add("alternative", n.alternative ? json(*n.alternative) : json(nullptr))
                .take());
    }
    Object out(11);
    out.add("base", r.base)
        .add("reference", r.reference)
        .add("spec", specName(r.spec))
        .add("target", r.target ? json(*r.target) : json(nullptr));
    if (differs)
        out.add("differs_from_rfc3986", *differs);
    out.add("error", errorJson(r.error))
        .add("same_document", r.sameDocument)
        .add("trace", std::move(trace))
        .add("notes", std::move(notes))
        .add("base_diagnostics", diagnosticsJson(r.baseDiagnostics))
        .add("reference_diagnostics", diagnosticsJson(r.referenceDiagnostics));
    return out.take();
}

json normalizeJson(const NormalizeResult &r)
{
    Object out(5);
    out.add("input", r.input);
    addNormalization(out, r);
    return out.take();
}

json inspectionJson(const Inspection &in)
{
    Object out(7 + kSecurityMembers + 3);
    out.add("input", std::string(in.bytes()))
        .add("input_escaped", escapeForDisplay(in.bytes()))
        .add("spec", specName(in.spec));
    Object parse(kParseMembers);
    addParse(parse, in.syntax);
    out.add("parse", parse.take()).add("deep", in.deep);
    if (in.security)
        addSecurity(out, *in.security);
    if (in.normalization) {
        Object normalization(4);
        addNormalization(normalization, *in.normalization);
        out.add("normalization", normalization.take());
    }
    if (in.base) {
        const ResolveResult *r = in.resolution(in.spec);
        if (r == nullptr)
            r = in.resolution(Spec::Rfc3986);
        out.add("base", *in.base).add("resolution", r != nullptr ? resolveJson(*r) : json(nullptr));
    }
    return out.take();
}

std::string jsonLine(const json &value)
{
    std::string line;
    appendValue(line, value);
    line += '\n';
    return line;
}

} // namespace uri
