// The JSON of the core's results (uriinspector/json.h, docs/json.md).
#include "uriinspector/json.h"

#include "uriinspector/utf8.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace uri {

using json = Json;

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

/**
 * The two writers of every object below, with one interface: TextWriter
 * writes the compact text (jsonLine()'s bytes) as it goes, TreeWriter builds
 * the Json. An object's members are written in their order once, by one
 * template, so the tree and the text cannot differ. Inside an object each
 * value follows member(key); inside an array each follows element().
 */
class TextWriter
{
public:
    explicit TextWriter(std::string &out, const std::function<void(std::string &)> *drain = nullptr)
        : m_out(out)
        , m_drain(drain != nullptr && *drain ? drain : nullptr)
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
        drainIfFull();
    }
    void element()
    {
        if (!m_first.empty()) {
            if (!m_first.back())
                m_out += ',';
            m_first.back() = false;
        }
    }
    void member(std::string_view key)
    {
        element();
        appendString(m_out, key);
        m_out += ':';
    }
    void null() { m_out += "null"; }
    void boolean(bool b) { m_out += b ? "true" : "false"; }
    template <typename Integer>
    void number(Integer n)
    {
        appendInteger(m_out, n);
    }
    void value(const json &v)
    {
        appendValue(m_out, v);
        drainIfFull();
    }
    // A long string goes in pieces that each end after an ASCII byte: there
    // the UTF-8 decoder is between characters, so the pieces' escapes (and
    // replacements of invalid bytes) are the whole string's.
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

private:
    static constexpr std::size_t kPiece = std::size_t{1} << 16;
    static constexpr std::size_t kDrainBytes = std::size_t{1} << 20;

    void drainIfFull()
    {
        if (m_drain != nullptr && m_out.size() >= kDrainBytes)
            (*m_drain)(m_out);
    }

    std::string &m_out;
    const std::function<void(std::string &)> *m_drain;
    std::vector<bool> m_first;
};

class TreeWriter
{
public:
    void open(char bracket)
    {
        m_open.push_back({bracket == '{' ? json::object() : json::array(), std::move(m_key)});
    }
    void close(char)
    {
        Open done = std::move(m_open.back());
        m_open.pop_back();
        m_key = std::move(done.key);
        value(std::move(done.value));
    }
    void element() {}
    void member(std::string_view key) { m_key = key; }
    void null() { value(nullptr); }
    void boolean(bool b) { value(b); }
    template <typename Integer>
    void number(Integer n)
    {
        value(n);
    }
    void string(std::string_view text) { value(std::string(text)); }
    // ordered_json finds a key by comparing it with every member and copies
    // the keys as it grows: the writers never write a key twice, so a
    // member is appended directly
    void value(json v)
    {
        if (m_open.empty()) {
            m_result = std::move(v);
            return;
        }
        json &top = m_open.back().value;
        if (top.is_object())
            top.get_ref<json::object_t &>().emplace_back(std::move(m_key), std::move(v));
        else
            top.get_ref<json::array_t &>().push_back(std::move(v));
    }
    [[nodiscard]] json take() { return std::move(m_result); }

private:
    struct Open
    {
        json value;
        std::string key; // its key in the object around it
    };
    std::vector<Open> m_open;
    std::string m_key;
    json m_result;
};

// The third writer: each value handed to a JsonSink as it comes.
class SinkWriter
{
public:
    explicit SinkWriter(JsonSink &sink)
        : m_sink(sink)
    {}

    void open(char bracket) { m_sink.open(bracket); }
    void close(char bracket) { m_sink.close(bracket); }
    void element() {}
    void member(std::string_view key) { m_sink.member(key); }
    void null() { m_sink.null(); }
    void boolean(bool b) { m_sink.boolean(b); }
    template <typename Integer>
    void number(Integer n)
    {
        if constexpr (std::is_signed_v<Integer>)
            m_sink.integer(static_cast<std::int64_t>(n));
        else
            m_sink.unsignedInteger(static_cast<std::uint64_t>(n));
    }
    void string(std::string_view text) { m_sink.string(text); }
    void value(const json &v)
    {
        switch (v.type()) {
        case json::value_t::null:
            null();
            return;
        case json::value_t::boolean:
            boolean(v.get_ref<const json::boolean_t &>());
            return;
        case json::value_t::string:
            string(v.get_ref<const json::string_t &>());
            return;
        case json::value_t::number_integer:
            number(v.get_ref<const json::number_integer_t &>());
            return;
        case json::value_t::number_unsigned:
            number(v.get_ref<const json::number_unsigned_t &>());
            return;
        case json::value_t::number_float:
            m_sink.floating(v.get_ref<const json::number_float_t &>());
            return;
        case json::value_t::array:
            open('[');
            for (const json &e : v.get_ref<const json::array_t &>())
                value(e);
            close(']');
            return;
        case json::value_t::object:
            open('{');
            for (const auto &[key, member_value] : v.get_ref<const json::object_t &>()) {
                member(key);
                value(member_value);
            }
            close('}');
            return;
        case json::value_t::binary:
        case json::value_t::discarded:
            break;
        }
        null();
    }

private:
    JsonSink &m_sink;
};

template <typename W>
void put(W &w, std::string_view s)
{
    w.string(s);
}
template <typename W>
void put(W &w, const char *s)
{
    w.string(s);
}
template <typename W>
void put(W &w, const std::string &s)
{
    w.string(s);
}
template <typename W>
void put(W &w, bool b)
{
    w.boolean(b);
}
template <typename W>
void put(W &w, std::nullptr_t)
{
    w.null();
}
template <typename W, std::integral Integer>
requires(!std::same_as<Integer, bool>) void put(W &w, Integer n)
{
    w.number(n);
}
template <typename W, typename T>
void put(W &w, const std::optional<T> &o)
{
    if (o)
        put(w, *o);
    else
        w.null();
}
template <typename W, typename T>
void field(W &w, std::string_view key, const T &value)
{
    w.member(key);
    put(w, value);
}

// [offset, length], or null.
template <typename W>
void writeSpan(W &w, const OptSpan &span)
{
    if (!span) {
        w.null();
        return;
    }
    w.open('[');
    w.element();
    w.number(span->offset);
    w.element();
    w.number(span->length);
    w.close(']');
}

template <typename W>
void writeSpans(W &w, const std::vector<Span> &spans)
{
    w.open('[');
    for (const Span &s : spans) {
        w.element();
        writeSpan(w, s);
    }
    w.close(']');
}

// A component's text, or null when it is undefined.
template <typename W>
void writeText(W &w, const ParseResult &r, const OptSpan &span)
{
    if (span)
        w.string(r.text(*span));
    else
        w.null();
}

template <typename W>
void writeDiagnostic(W &w, const Diagnostic &d)
{
    w.open('{');
    field(w, "severity", severityName(d.severity));
    field(w, "code", diagCodeName(d.code));
    field(w, "offset", d.span.offset);
    field(w, "length", d.span.length);
    field(w, "rule", d.rule);
    field(w, "cite", d.cite);
    field(w, "message", d.message);
    w.close('}');
}

template <typename W>
void writeDiagnostics(W &w, const std::vector<Diagnostic> &diags)
{
    w.open('[');
    for (const Diagnostic &d : diags) {
        w.element();
        writeDiagnostic(w, d);
    }
    w.close(']');
}

// {key: value} of a list of string pairs (details, arguments, tables), in order.
template <typename W>
void writePairs(W &w, const std::vector<std::pair<std::string, std::string>> &pairs)
{
    w.open('{');
    for (const auto &[key, value] : pairs)
        field(w, key, value);
    w.close('}');
}

// The members of parseJson() but "input" and "spec" (the inspection has them).
template <typename W>
void writeParseMembers(W &w, const ParseResult &r)
{
    const bool rfc1808 = r.spec == Spec::Rfc1808;
    field(w, "valid", r.valid());
    field(w, "form", formName(r.form));
    const std::pair<std::string_view, const OptSpan *> components[]
        = {{"scheme", &r.scheme}, {"authority", &r.authority}, {"userinfo", &r.userinfo},
           {"user", &r.user},     {"password", &r.password},   {"host", &r.host}};
    for (const auto &[name, span] : components) {
        w.member(name);
        writeText(w, r, *span);
    }
    w.member("host_type");
    if (r.hostType)
        w.string(hostTypeName(*r.hostType));
    else
        w.null();
    w.member("zone_id");
    writeText(w, r, r.zoneId);
    w.member("port");
    writeText(w, r, r.port);
    field(w, "path", r.text(r.path));
    w.member("segments");
    w.open('[');
    forEachPathSegment(r, [&](Span s) {
        w.element();
        w.string(r.text(s));
    });
    w.close(']');
    if (rfc1808) {
        w.member("params"); // RFC 1808 §2.4.5
        writeText(w, r, r.params);
    }
    w.member("query");
    writeText(w, r, r.query);
    w.member("query_params");
    w.open('[');
    forEachQueryParam(r, [&](const QueryParam &p) {
        w.element();
        w.open('{');
        field(w, "key", r.text(p.key));
        w.member("value");
        writeText(w, r, p.value);
        w.member("span");
        writeSpan(w, p.whole);
        w.close('}');
    });
    w.close(']');
    w.member("fragment");
    writeText(w, r, r.fragment);
    w.member("spans");
    w.open('{');
    for (const auto &[name, span] : components) {
        w.member(name);
        writeSpan(w, *span);
    }
    w.member("zone_id");
    writeSpan(w, r.zoneId);
    w.member("port");
    writeSpan(w, r.port);
    w.member("path");
    writeSpan(w, r.path);
    w.member("segments");
    w.open('[');
    forEachPathSegment(r, [&](Span s) {
        w.element();
        writeSpan(w, s);
    });
    w.close(']');
    w.member("query");
    writeSpan(w, r.query);
    w.member("fragment");
    writeSpan(w, r.fragment);
    if (rfc1808) {
        w.member("params");
        writeSpan(w, r.params);
    }
    w.close('}');
    w.member("diagnostics");
    writeDiagnostics(w, r.diagnostics);
}

template <typename W>
void writeParse(W &w, const ParseResult &r)
{
    w.open('{');
    field(w, "input", r.input);
    field(w, "spec", specName(r.spec));
    writeParseMembers(w, r);
    w.close('}');
}

template <typename W>
void writeView(W &w, const security::ViewSummary &v, bool whatwg)
{
    w.open('{');
    if (whatwg && v.failure) {
        field(w, "failure", true);
        w.close('}');
        return;
    }
    if (whatwg)
        field(w, "href", v.href);
    field(w, "valid", v.valid);
    field(w, "scheme", v.part(v.scheme));
    field(w, "userinfo", v.part(v.userinfo));
    field(w, "host", v.part(v.host));
    field(w, "port", v.part(v.port));
    field(w, "path", v.part(v.path));
    field(w, "query", v.part(v.query));
    field(w, "fragment", v.part(v.fragment));
    w.close('}');
}

template <typename W>
void writeFinding(W &w, const security::Finding &f)
{
    w.open('{');
    field(w, "id", f.id);
    field(w, "name", f.name);
    field(w, "severity", security::riskName(f.severity));
    field(w, "offset", f.span.offset);
    field(w, "length", f.span.length);
    field(w, "cite", f.cite);
    field(w, "message", f.message);
    field(w, "message_id", f.messageId);
    w.member("arguments");
    writePairs(w, f.arguments);
    w.member("nested");
    if (f.nested.empty())
        w.null();
    else
        w.string(f.nested);
    field(w, "view", security::viewName(f.view));
    w.member("details");
    writePairs(w, f.details);
    w.close('}');
}

template <typename W>
void writeVersions(W &w, const security::DataVersions &v)
{
    w.open('{');
    field(w, "icu", v.icu);
    field(w, "unicode", v.unicode);
    field(w, "libpsl", v.psl);
    field(w, "psl_list", v.pslFile);
    field(w, "psl_date", v.pslDate);
    w.member("tables");
    writePairs(w, v.tables);
    w.close('}');
}

// A string, or null when it is empty.
template <typename W>
void writeNonEmpty(W &w, const std::string &s)
{
    if (s.empty())
        w.null();
    else
        w.string(s);
}

// The members of securityJson() but "input".
template <typename W>
void writeSecurityMembers(W &w, const security::Assessment &a)
{
    field(w, "verdict", a.verdict ? security::riskName(*a.verdict) : std::string_view("none"));
    w.member("verdict_checks");
    w.open('[');
    for (const security::Check c : security::verdictChecks(a)) {
        w.element();
        w.string(security::checkInfo(c).id);
    }
    w.close(']');

    const security::Destination &d = a.destination;
    w.member("destination");
    w.open('{');
    field(w, "scheme", d.scheme);
    field(w, "host", d.host);
    field(w, "unicode_host", d.unicodeHost);
    field(w, "reads_as", d.readsAs);
    field(w, "ip", d.ip);
    field(w, "port", d.port);
    field(w, "registrable_domain", d.registrableDomain);
    field(w, "public_suffix", d.publicSuffix);
    w.member("host_class");
    writeNonEmpty(w, d.hostClass);
    field(w, "view", d.viaWhatwg ? "whatwg" : "rfc3986");
    field(w, "address_known", !d.addressUnknown);
    w.close('}');

    w.member("views");
    w.open('{');
    w.member("rfc3986");
    writeView(w, a.views.rfc3986, false);
    w.member("whatwg");
    writeView(w, a.views.whatwg, true);
    w.member("legacy");
    writeView(w, a.views.legacy, false);
    w.close('}');

    w.member("findings");
    w.open('[');
    for (const security::Finding &f : a.findings) {
        w.element();
        writeFinding(w, f);
    }
    w.close(']');
    w.member("escalations");
    w.open('[');
    for (const security::Escalation &e : a.escalations) {
        w.element();
        w.string(e.message);
    }
    w.close(']');
    w.member("nested");
    w.open('[');
    for (const security::NestedUrl &n : a.nested) {
        w.element();
        w.open('{');
        field(w, "path", n.path);
        field(w, "url", n.url);
        field(w, "offset", n.span.offset);
        field(w, "length", n.span.length);
        field(w, "depth", n.depth);
        field(w, "registrable_domain", n.registrableDomain);
        w.close('}');
    }
    w.close(']');
    field(w, "truncated", a.truncated);
    field(w, "findings_limited", a.findingsLimited);

    const security::DisplayAdvice &disp = a.display;
    w.member("display");
    w.open('{');
    field(w, "host", disp.host);
    field(w, "host_as_punycode", disp.hostAsPunycode);
    w.member("reason");
    writeNonEmpty(w, disp.reason);
    w.member("userinfo");
    writeSpan(w, disp.userinfo);
    w.member("isolate");
    writeSpans(w, disp.isolate);
    w.member("escape");
    writeSpans(w, disp.escape);
    field(w, "safe_text", disp.safeText);
    w.close('}');
    w.member("data_versions");
    writeVersions(w, a.versions);
}

template <typename W>
void writeSecurity(W &w, const security::Assessment &a)
{
    w.open('{');
    field(w, "input", a.input);
    writeSecurityMembers(w, a);
    w.close('}');
}

// The members of normalizeJson() but "input".
template <typename W>
void writeNormalizationMembers(W &w, const NormalizeResult &r)
{
    field(w, "valid", r.valid);
    field(w, "normalized", r.normalized);
    w.member("steps");
    w.open('[');
    for (const NormalizeStep &s : r.steps) {
        w.element();
        w.open('{');
        field(w, "rung", rungName(s.rung));
        field(w, "cite", rungCite(s.rung));
        field(w, "performed", s.performed);
        w.member("result");
        if (s.performed)
            w.string(s.result);
        else
            w.null();
        field(w, "description", rungDescription(s.rung));
        w.member("changes");
        w.open('[');
        for (const NormalizeChange &c : s.changes) {
            w.element();
            w.open('{');
            field(w, "kind", changeKindName(c.kind));
            field(w, "offset", c.span.offset);
            field(w, "length", c.span.length);
            field(w, "before", c.before);
            field(w, "after", c.after);
            w.close('}');
        }
        w.close(']');
        if (s.rung == Rung::PathSegment) {
            w.member("dot_segments");
            w.open('[');
            for (const TraceStep &t : s.dotSegments) {
                w.element();
                w.open('{');
                field(w, "rule", ruleLabel(t.rule));
                field(w, "rule_id", ruleId(t.rule));
                field(w, "output", t.output);
                field(w, "input", t.input);
                w.close('}');
            }
            w.close(']');
        }
        w.close('}');
    }
    w.close(']');
    w.member("diagnostics");
    writeDiagnostics(w, r.diagnostics);
}

template <typename W>
void writeNormalization(W &w, const NormalizeResult &r)
{
    w.open('{');
    field(w, "input", r.input);
    writeNormalizationMembers(w, r);
    w.close('}');
}

template <typename W>
void writeResolve(W &w, const ResolveResult &r, const std::optional<bool> &differs)
{
    w.open('{');
    field(w, "base", r.base);
    field(w, "reference", r.reference);
    field(w, "spec", specName(r.spec));
    field(w, "target", r.target);
    if (differs)
        field(w, "differs_from_rfc3986", *differs);
    w.member("error");
    if (r.error) {
        w.open('{');
        field(w, "code", resolveErrorName(r.error->code));
        field(w, "cite", r.error->cite);
        field(w, "message", r.error->message);
        w.close('}');
    } else {
        w.null();
    }
    field(w, "same_document", r.sameDocument);
    w.member("trace");
    w.open('[');
    for (const TraceStep &s : r.trace) {
        w.element();
        w.open('{');
        field(w, "rule", ruleLabel(s.rule));
        field(w, "rule_id", ruleId(s.rule));
        field(w, "cite", ruleCite(s.rule));
        field(w, "description", s.description);
        field(w, "output", s.output);
        field(w, "input", s.input);
        w.close('}');
    }
    w.close(']');
    w.member("notes");
    w.open('[');
    for (const ResolveNote &n : r.notes) {
        w.element();
        w.open('{');
        field(w, "code", resolveNoteName(n.code));
        field(w, "severity", severityName(n.severity));
        field(w, "cite", n.cite);
        field(w, "message", n.message);
        field(w, "alternative", n.alternative);
        w.close('}');
    }
    w.close(']');
    w.member("base_diagnostics");
    writeDiagnostics(w, r.baseDiagnostics);
    w.member("reference_diagnostics");
    writeDiagnostics(w, r.referenceDiagnostics);
    w.close('}');
}

template <typename W>
void writeInspection(W &w, const Inspection &in)
{
    w.open('{');
    field(w, "input", in.bytes());
    field(w, "input_escaped", escapeForDisplay(in.bytes()));
    field(w, "spec", specName(in.spec));
    w.member("parse");
    w.open('{');
    writeParseMembers(w, in.syntax);
    w.close('}');
    field(w, "deep", in.deep);
    if (in.security)
        writeSecurityMembers(w, *in.security);
    if (in.normalization) {
        w.member("normalization");
        w.open('{');
        writeNormalizationMembers(w, *in.normalization);
        w.close('}');
    }
    if (in.base) {
        const ResolveResult *r = in.resolution(in.spec);
        if (r == nullptr)
            r = in.resolution(Spec::Rfc3986);
        field(w, "base", *in.base);
        w.member("resolution");
        if (r != nullptr)
            writeResolve(w, *r, std::nullopt);
        else
            w.null();
    }
    w.close('}');
}

// The Json that @p write writes.
template <typename Write>
json tree(const Write &write)
{
    TreeWriter w;
    write(w);
    return w.take();
}

} // namespace

json spanJson(const OptSpan &span)
{
    return tree([&](TreeWriter &w) { writeSpan(w, span); });
}

json diagnosticJson(const Diagnostic &diag)
{
    return tree([&](TreeWriter &w) { writeDiagnostic(w, diag); });
}

json parseJson(const ParseResult &r)
{
    return tree([&](TreeWriter &w) { writeParse(w, r); });
}

namespace {

json derivationNodeJson(const DerivationNode &node)
{
    json out = json::object();
    out["rule"] = std::string(node.rule);
    out["span"] = json::array({node.span.offset, node.span.length});
    if (node.stop) {
        json alternatives = json::array();
        for (const auto &[alternative, reach] : node.stop->alternatives)
            alternatives.push_back({{"alternative", std::string(alternative)}, {"reach", reach}});
        out["stop"] = {{"offset", node.stop->offset}, {"alternatives", std::move(alternatives)}};
    }
    json children = json::array();
    for (const DerivationNode &child : node.children)
        children.push_back(derivationNodeJson(child));
    out["children"] = std::move(children);
    return out;
}

} // namespace

json derivationJson(const Derivation &d)
{
    if (!d.refusal.empty())
        return {{"refusal", d.refusal}};
    json out = derivationNodeJson(d.root);
    out["accepted"] = d.accepted;
    out["source"] = std::string(grammarSource(d.spec));
    return out;
}

void appendParseJsonLine(const ParseResult &r, std::string &out,
                         const std::function<void(std::string &)> &drain)
{
    TextWriter w(out, &drain);
    writeParse(w, r);
    out += '\n';
}

json findingJson(const security::Finding &f)
{
    return tree([&](TreeWriter &w) { writeFinding(w, f); });
}

json securityJson(const security::Assessment &a)
{
    return tree([&](TreeWriter &w) { writeSecurity(w, a); });
}

json resolveJson(const ResolveResult &r, const std::optional<bool> &differs)
{
    return tree([&](TreeWriter &w) { writeResolve(w, r, differs); });
}

json normalizeJson(const NormalizeResult &r)
{
    return tree([&](TreeWriter &w) { writeNormalization(w, r); });
}

json inspectionJson(const Inspection &in)
{
    return tree([&](TreeWriter &w) { writeInspection(w, in); });
}

void appendInspectionJson(const Inspection &in, std::string &out)
{
    TextWriter w(out);
    writeInspection(w, in);
}

void writeInspectionJson(const Inspection &in, JsonSink &sink)
{
    SinkWriter w(sink);
    writeInspection(w, in);
}

std::string jsonStringValue(std::string_view text)
{
    if (isValidUtf8(text))
        return std::string(text);
    // what jsonLine() writes for it, read back
    const std::string dumped
        = json(std::string(text)).dump(-1, ' ', false, json::error_handler_t::replace);
    return json::parse(dumped).get<std::string>();
}

void appendJson(const json &value, std::string &out)
{
    appendValue(out, value);
}

std::string jsonLine(const json &value)
{
    std::string line;
    appendValue(line, value);
    line += '\n';
    return line;
}

} // namespace uri
