#include "uriinspector/normalize.h"

#include "encoding/detail/pct_codec.h"
#include "resolve/detail/resolve_support.h"
#include "uriinspector/charset.h"
#include "uriinspector/parse.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace uri {

namespace {

// The reference being normalized: each component a list of pieces (a byte,
// or a "%XX" triplet), each piece remembering the input it came from, so
// that every change of every rung can point at the input. A rung that
// rewrites a whole component (the path's dot segments, the port) replaces
// its pieces with one text.
struct Piece
{
    Span src;
    std::array<char, 3> bytes{}; ///< the piece's text: 1 to 3 bytes
    std::uint8_t size = 0;
    bool triplet = false;

    [[nodiscard]] std::string_view text() const { return {bytes.data(), size}; }
    void setText(std::string_view text)
    {
        size = static_cast<std::uint8_t>(text.size());
        std::copy(text.begin(), text.end(), bytes.begin());
    }
};

struct Part
{
    bool defined = false;
    Span span; ///< the component in the input, or its insertion point
    std::vector<Piece> pieces;
    std::optional<std::string> whole; ///< set: the component's text, not the pieces'

    [[nodiscard]] std::string text() const
    {
        std::string out;
        appendTo(out);
        return out;
    }
    /// The length of text().
    [[nodiscard]] std::size_t length() const
    {
        if (whole)
            return whole->size();
        std::size_t n = 0;
        for (const Piece &p : pieces)
            n += p.size;
        return n;
    }
    void appendTo(std::string &out) const
    {
        if (whole) {
            out += *whole;
            return;
        }
        // each piece copied as three bytes, the next one written over the
        // bytes past its size: two bytes of room at the end
        std::size_t at = out.size();
        out.resize(at + length() + 2);
        char *to = out.data();
        for (const Piece &p : pieces) {
            to[at] = p.bytes[0];
            to[at + 1] = p.bytes[1];
            to[at + 2] = p.bytes[2];
            at += p.size;
        }
        out.resize(at);
    }
    void replace(std::string text)
    {
        pieces.clear();
        whole = std::move(text);
    }
};

struct Work
{
    Part scheme;
    Part userinfo;
    Part host;
    Part port;
    Part path;
    Part query;
    Part fragment;
    bool authority = false;
    OptSpan zoneId;
    bool ipLiteral = false; ///< the host is written in brackets (RFC 3986 §3.2.2)

    // RFC 3986 §5.3 Component Recomposition
    [[nodiscard]] std::string render() const
    {
        std::string out;
        out.reserve(scheme.length() + userinfo.length() + host.length() + port.length()
                    + path.length() + query.length() + fragment.length() + 16);
        if (scheme.defined) {
            scheme.appendTo(out);
            out += ':';
        }
        if (authority) {
            out += "//";
            if (userinfo.defined) {
                userinfo.appendTo(out);
                out += '@';
            }
            host.appendTo(out);
            if (port.defined) {
                out += ':';
                port.appendTo(out);
            }
        }
        path.appendTo(out);
        if (query.defined) {
            out += '?';
            query.appendTo(out);
        }
        if (fragment.defined) {
            out += '#';
            fragment.appendTo(out);
        }
        return out;
    }
};

Part makePart(std::string_view input, const OptSpan &span, std::size_t insertAt)
{
    Part p;
    p.defined = span.has_value();
    p.span = span ? *span : Span{insertAt, 0};
    if (!span)
        return p;
    const std::string_view s = input.substr(0, span->end());
    p.pieces.reserve(span->length);
    for (std::size_t i = span->offset; i < span->end();) {
        const bool triplet = detail::isPctTriplet(s, i);
        const std::size_t n = triplet ? 3 : 1;
        Piece &piece = p.pieces.emplace_back();
        piece.src = {i, n};
        piece.setText(s.substr(i, n));
        piece.triplet = triplet;
        i += n;
    }
    return p;
}

Work load(std::string_view input, const ParseResult &r)
{
    Work w;
    w.scheme = makePart(input, r.scheme, 0);
    w.authority = r.authority.has_value();
    const std::size_t authorityAt = r.authority ? r.authority->offset : r.path.offset;
    w.userinfo = makePart(input, r.userinfo, authorityAt);
    w.host = makePart(input, r.host, authorityAt);
    w.port = makePart(input, r.port, r.host ? r.host->end() : authorityAt);
    w.path = makePart(input, r.path, r.path.offset);
    w.path.defined = true;
    w.query = makePart(input, r.query, r.path.end());
    w.fragment = makePart(input, r.fragment, input.size());
    w.zoneId = r.zoneId;
    w.ipLiteral = r.host && r.host->length > 0 && input[r.host->offset] == '[';
    return w;
}

// Appends changes, merging a change with the one before when it has the same
// kind and continues it in the input.
class Recorder
{
public:
    explicit Recorder(std::vector<NormalizeChange> &out)
        : m_out(out)
    {}

    void add(Span span, std::string_view before, std::string_view after, ChangeKind kind)
    {
        if (!m_out.empty()) {
            NormalizeChange &last = m_out.back();
            if (last.kind == kind && !last.span.empty() && !span.empty()
                && last.span.end() == span.offset) {
                last.span.length += span.length;
                last.before += before;
                last.after += after;
                return;
            }
        }
        m_out.push_back({span, std::string(before), std::string(after), kind});
    }

private:
    std::vector<NormalizeChange> &m_out;
};

bool inZoneId(const Work &w, Span src)
{
    return w.zoneId && w.zoneId->contains(src);
}

// The parts in the order they are written, with their mask bit.
struct PartRef
{
    Part *part;
    PartMask bit;
};

std::array<PartRef, 7> partsInOrder(Work &w)
{
    return {PartRef{&w.scheme, kPartScheme},    PartRef{&w.userinfo, kPartUserinfo},
            PartRef{&w.host, kPartHost},        PartRef{&w.port, kPartPort},
            PartRef{&w.path, kPartPath},        PartRef{&w.query, kPartQuery},
            PartRef{&w.fragment, kPartFragment}};
}

// RFC 3986 §6.2.2.1 Case Normalization: "the scheme and host are
// case-insensitive and therefore should be normalized to lowercase";
// "all letters within a percent-encoding triplet [...] should be normalized
// to use uppercase letters for the digits A-F".
void caseRung(Work &w, PartMask parts, std::vector<NormalizeChange> &changes)
{
    Recorder rec(changes);
    for (const PartRef &ref : partsInOrder(w)) {
        if ((parts & ref.bit) == 0)
            continue;
        for (Piece &p : ref.part->pieces) {
            Piece now = p;
            ChangeKind kind = ChangeKind::UppercaseHex;
            char (*change)(char) = nullptr;
            if (p.triplet) {
                change = detail::asciiUpper;
            } else if (ref.bit == kPartScheme) {
                change = detail::asciiLower;
                kind = ChangeKind::LowercaseScheme;
            } else if (ref.bit == kPartHost && !inZoneId(w, p.src)) {
                // Deviation: an RFC 6874 zone id keeps its case (it names an
                // interface, which may be case-sensitive).
                change = detail::asciiLower;
                kind = ChangeKind::LowercaseHost;
            }
            if (change == nullptr)
                continue;
            for (std::size_t k = 0; k < now.size; ++k)
                now.bytes[k] = change(now.bytes[k]);
            if (now.text() != p.text()) {
                rec.add(p.src, p.text(), now.text(), kind);
                p = now;
            }
        }
    }
}

bool isStrayPercent(const Piece &p)
{
    return !p.triplet && p.text() == "%";
}

bool isRawHexdig(const Piece &p)
{
    return !p.triplet && p.size == 1 && charset::is(p.bytes[0], charset::kHexdig);
}

// Whether decoding pieces[i] to a hexadecimal digit would complete a triplet
// with a "%" that begins none ("%%41" must not become "%A", nor "%4%31" "%41").
bool wouldFormTriplet(const std::vector<Piece> &pieces, std::size_t i)
{
    if (i >= 1 && isStrayPercent(pieces[i - 1]))
        return true;
    return i >= 2 && isRawHexdig(pieces[i - 1]) && isStrayPercent(pieces[i - 2]);
}

// RFC 3986 §6.2.2.2 Percent-Encoding Normalization: "should be normalized by
// decoding any percent-encoded octet that corresponds to an unreserved
// character" (§2.3). Reserved characters stay encoded (§2.2).
void percentRung(Work &w, PartMask parts, std::vector<NormalizeChange> &changes)
{
    Recorder rec(changes);
    for (const PartRef &ref : partsInOrder(w)) {
        if ((parts & ref.bit) == 0 || ref.bit == kPartScheme || ref.bit == kPartPort)
            continue;
        std::vector<Piece> &pieces = ref.part->pieces;
        for (std::size_t i = 0; i < pieces.size(); ++i) {
            Piece &p = pieces[i];
            if (!p.triplet)
                continue;
            // An IP-literal has no pct-encoded but in its RFC 6874 zone id;
            // any other triplet in it ("%25" that starts the zone, or one of
            // an invalid literal) keeps its meaning only as written:
            // "[::1%41B]" must not become the address "[::1aB]".
            if (ref.bit == kPartHost && w.ipLiteral && !inZoneId(w, p.src))
                continue;
            char c = static_cast<char>(detail::tripletOctet(p.text(), 0));
            if (!charset::is(c, charset::kUnreserved))
                continue;
            if (charset::is(c, charset::kHexdig) && wouldFormTriplet(pieces, i))
                continue;
            // A decoded letter of the host is case-normalized with the host.
            if (ref.bit == kPartHost && !inZoneId(w, p.src))
                c = detail::asciiLower(c);
            rec.add(p.src, p.text(), std::string_view(&c, 1), ChangeKind::DecodeUnreserved);
            p.setText(std::string_view(&c, 1));
            p.triplet = false;
        }
    }
}

// The path of a relative-path reference or a rootless path, segment by
// segment (see the deviation in normalize.h).
std::string relativePathDotSegments(std::string_view path, bool hasScheme, bool &guarded)
{
    std::vector<std::string_view> segments;
    for (std::size_t start = 0;;) {
        const std::size_t slash = path.find('/', start);
        segments.push_back(path.substr(start, slash == path.npos ? path.npos : slash - start));
        if (slash == path.npos)
            break;
        start = slash + 1;
    }
    std::vector<std::string_view> out;
    bool directory = false; // ended by "." or "..": the result ends with "/"
    for (std::size_t i = 0; i < segments.size(); ++i) {
        const std::string_view seg = segments[i];
        const bool last = i + 1 == segments.size();
        directory = false;
        if (seg == ".") {
            directory = last;
        } else if (seg == "..") {
            if (!out.empty() && out.back() != "..") {
                out.pop_back();
                directory = last;
            } else {
                out.push_back(seg);
            }
        } else {
            out.push_back(seg);
        }
    }
    if (directory)
        out.emplace_back();
    std::string result;
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (i > 0)
            result += '/';
        result += out[i];
    }
    // An empty first segment would read as "//" authority or an absolute
    // path; a ":" in the first segment as a scheme (RFC 3986 §4.2).
    const bool emptyFirst = out.size() >= 2 && out.front().empty();
    const bool colonFirst
        = !hasScheme && !out.empty() && out.front().find(':') != std::string_view::npos;
    guarded = emptyFirst || colonFirst;
    if (guarded)
        result.insert(0, "./");
    return result;
}

// RFC 3986 §6.2.2.3 Path Segment Normalization: "URI normalizers should
// remove dot-segments by applying the remove_dot_segments algorithm to the
// path, as described in Section 5.2.4."
void pathRung(Work &w, PartMask parts, NormalizeStep &step)
{
    if ((parts & kPartPath) == 0)
        return;
    const std::string path = w.path.text();
    if (path.empty())
        return;
    std::string result;
    bool guarded = false;
    if (path.front() == '/') {
        DotSegmentsResult dots = removeDotSegments(path);
        result = std::move(dots.path);
        step.dotSegments = std::move(dots.trace);
        // Deviation (normalize.h): without an authority, "//" would read as one.
        if (!w.authority && result.starts_with("//")) {
            result.insert(0, "/.");
            guarded = true;
        }
    } else {
        result = relativePathDotSegments(path, w.scheme.defined, guarded);
    }
    if (result == path)
        return;
    Recorder rec(step.changes);
    rec.add(w.path.span, path, result, ChangeKind::RemoveDotSegments);
    if (guarded) {
        const std::string_view prefix = path.front() == '/' ? "/." : "./";
        step.changes.push_back(
            {{w.path.span.offset, 0}, "", std::string(prefix), ChangeKind::KeepPathPrefix});
    }
    w.path.replace(std::move(result));
}

bool allDigits(std::string_view s)
{
    return std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// RFC 3986 §6.2.3 Scheme-Based Normalization, and §3.2.3: "URI producers and
// normalizers should omit the port component and its ":" delimiter if port
// is empty or if its value would be the same as that of the scheme's default."
void schemeRung(Work &w, PartMask parts, std::vector<NormalizeChange> &changes)
{
    Recorder rec(changes);
    const SchemeDefaults *d = w.scheme.defined ? schemeDefaults(w.scheme.text()) : nullptr;
    if ((parts & kPartPort) != 0 && w.authority && w.port.defined) {
        const std::string port = w.port.text();
        const Span withColon{w.port.span.offset - 1, w.port.span.length + 1};
        if (port.empty()) {
            rec.add(withColon, ":", "", ChangeKind::EmptyPort);
            w.port.defined = false;
        } else if (allDigits(port)) {
            // §3.2.3: "port = *DIGIT", a number "in decimal"
            const std::size_t nonZero = port.find_first_not_of('0');
            const std::string value = nonZero == std::string::npos ? "0" : port.substr(nonZero);
            if (value != port) {
                rec.add(w.port.span, port, value, ChangeKind::PortLeadingZeros);
                w.port.replace(value);
            }
            if (d != nullptr && d->defaultPort && value == std::to_string(*d->defaultPort)) {
                rec.add(withColon, ":" + value, "", ChangeKind::DefaultPort);
                w.port.defined = false;
            }
        }
    }
    // §6.2.3: "an empty path component should be normalized to a path of "/""
    // for schemes whose specification says so.
    if ((parts & kPartPath) != 0 && d != nullptr && d->emptyPathIsSlash && w.authority
        && w.path.text().empty()) {
        const Span at{w.path.span.offset, 0};
        rec.add(at, "", "/", ChangeKind::EmptyPathToSlash);
        w.path.replace("/");
    }
}

// The normalized text alone (normalized()): each component written once,
// with the decisions of caseRung(), percentRung(), pathRung() and
// schemeRung() taken as it is written.
class TextWriter
{
public:
    TextWriter(const ParseResult &parsed, PartMask parts, std::string &out)
        : m_input(parsed.input)
        , m_zoneId(parsed.zoneId)
        , m_ipLiteral(parsed.host && parsed.host->length > 0
                      && parsed.input[parsed.host->offset] == '[')
        , m_parts(parts)
        , m_out(out)
    {}

    // §6.2.2.1 and §6.2.2.2 on one component, piece by piece as in load().
    void component(Span span, PartMask bit)
    {
        const std::string_view s = m_input.substr(0, span.end());
        if ((m_parts & bit) == 0) {
            m_out += s.substr(span.offset);
            return;
        }
        const bool lower = bit == kPartScheme || bit == kPartHost;
        const bool decoding = bit != kPartScheme && bit != kPartPort;
        // What the two pieces before were, for wouldFormTriplet().
        bool strayBefore = false;
        bool hexBefore = false;
        bool strayTwoBefore = false;
        for (std::size_t i = span.offset; i < span.end();) {
            const bool zone = m_zoneId && m_zoneId->contains({i, 1});
            if (s[i] != '%' && !zone) {
                // A run of bytes that are pieces of their own and that no rung
                // but the case of the scheme and host changes.
                std::size_t runEnd = s.find('%', i);
                if (runEnd == std::string_view::npos)
                    runEnd = s.size();
                if (bit == kPartHost && m_zoneId && m_zoneId->offset > i)
                    runEnd = std::min(runEnd, m_zoneId->offset);
                const std::size_t at = m_out.size();
                m_out += s.substr(i, runEnd - i);
                if (lower) {
                    for (std::size_t k = at; k < m_out.size(); ++k)
                        m_out[k] = detail::asciiLower(m_out[k]);
                }
                strayTwoBefore = runEnd - i == 1 && strayBefore;
                strayBefore = false;
                hexBefore = charset::is(s[runEnd - 1], charset::kHexdig);
                i = runEnd;
                continue;
            }
            const bool triplet = detail::isPctTriplet(s, i);
            const std::size_t n = triplet ? 3 : 1;
            const bool hostCase = bit == kPartHost && !(m_zoneId && m_zoneId->contains({i, n}));
            bool stray = false;
            bool hex = false;
            if (triplet) {
                char c = static_cast<char>(detail::tripletOctet(s, i));
                // An IP-literal's triplets outside its zone id stay (percentRung()).
                const bool decode = decoding && charset::is(c, charset::kUnreserved)
                                    && !(hostCase && m_ipLiteral)
                                    && !(charset::is(c, charset::kHexdig)
                                         && (strayBefore || (hexBefore && strayTwoBefore)));
                if (decode) {
                    c = hostCase ? detail::asciiLower(c) : c;
                    m_out += c;
                    hex = charset::is(c, charset::kHexdig);
                } else {
                    m_out += '%';
                    m_out += detail::asciiUpper(s[i + 1]);
                    m_out += detail::asciiUpper(s[i + 2]);
                }
            } else {
                const char c = s[i];
                m_out += bit == kPartScheme || hostCase ? detail::asciiLower(c) : c;
                stray = c == '%';
                hex = charset::is(c, charset::kHexdig);
            }
            strayTwoBefore = strayBefore;
            strayBefore = stray;
            hexBefore = hex;
            i += n;
        }
    }

private:
    std::string_view m_input;
    OptSpan m_zoneId;
    bool m_ipLiteral;
    PartMask m_parts;
    std::string &m_out;
};

constexpr std::array kSchemes{
    SchemeDefaults{"http", 80, true, "RFC 9110 §4.2.3"},
    SchemeDefaults{"https", 443, true, "RFC 9110 §4.2.3"},
    SchemeDefaults{"ws", 80, true, "RFC 6455 §3"},
    SchemeDefaults{"wss", 443, true, "RFC 6455 §3"},
    SchemeDefaults{"ftp", 21, true, "RFC 1738 §3.2"},
    SchemeDefaults{"gopher", 70, true, "RFC 4266 §2"},
    SchemeDefaults{"coap", 5683, true, "RFC 7252 §6.3"},
    SchemeDefaults{"coaps", 5684, true, "RFC 7252 §6.3"},
    SchemeDefaults{"telnet", 23, false, "RFC 4248 §2"},
    SchemeDefaults{"nntp", 119, false, "RFC 5538 §2.2"},
    SchemeDefaults{"news", 119, false, "RFC 5538 §2.1"},
    SchemeDefaults{"ldap", 389, false, "RFC 4516 §2"},
    SchemeDefaults{"imap", 143, false, "RFC 5092 §3"},
    SchemeDefaults{"pop", 110, false, "RFC 2384 §3"},
    SchemeDefaults{"rtsp", 554, false, "RFC 2326 §3.2"},
    SchemeDefaults{"sip", 5060, false, "RFC 3261 §19.1.2"},
    SchemeDefaults{"sips", 5061, false, "RFC 3261 §19.1.2"},
    SchemeDefaults{"wais", 210, false, "RFC 4156 §2"},
    SchemeDefaults{"prospero", 1525, false, "RFC 4157 §2"},
};

std::optional<std::string> textOf(const ParseResult &r, const OptSpan &span)
{
    if (!span)
        return std::nullopt;
    return std::string(r.text(*span));
}

} // namespace

std::string_view rungName(Rung rung)
{
    switch (rung) {
    case Rung::SimpleString:
        return "simple-string";
    case Rung::Case:
        return "case";
    case Rung::PercentEncoding:
        return "percent-encoding";
    case Rung::PathSegment:
        return "path-segment";
    case Rung::SchemeBased:
        return "scheme-based";
    case Rung::ProtocolBased:
        break;
    }
    return "protocol-based";
}

std::string_view rungCite(Rung rung)
{
    switch (rung) {
    case Rung::SimpleString:
        return "RFC 3986 §6.2.1";
    case Rung::Case:
        return "RFC 3986 §6.2.2.1";
    case Rung::PercentEncoding:
        return "RFC 3986 §6.2.2.2";
    case Rung::PathSegment:
        return "RFC 3986 §6.2.2.3";
    case Rung::SchemeBased:
        return "RFC 3986 §6.2.3";
    case Rung::ProtocolBased:
        break;
    }
    return "RFC 3986 §6.2.4";
}

std::string_view rungDescription(Rung rung)
{
    switch (rung) {
    case Rung::SimpleString:
        return "The text as it is: identical strings are equivalent.";
    case Rung::Case:
        return "Scheme and host in lowercase; the hexadecimal digits of percent-encodings in "
               "uppercase.";
    case Rung::PercentEncoding:
        return "Percent-encoded unreserved characters decoded; reserved ones stay encoded.";
    case Rung::PathSegment:
        return "Dot-segments removed from the path (remove_dot_segments).";
    case Rung::SchemeBased:
        return "By the scheme's own rules: an empty or default port omitted, an empty path "
               "made \"/\" where the scheme says they are the same.";
    case Rung::ProtocolBased:
        break;
    }
    return "Not performed: it would mean asking the server (following redirects, say), and "
           "this tool never touches the network.";
}

std::string_view changeKindName(ChangeKind kind)
{
    switch (kind) {
    case ChangeKind::LowercaseScheme:
        return "lowercase-scheme";
    case ChangeKind::LowercaseHost:
        return "lowercase-host";
    case ChangeKind::UppercaseHex:
        return "uppercase-hex";
    case ChangeKind::DecodeUnreserved:
        return "decode-unreserved";
    case ChangeKind::RemoveDotSegments:
        return "remove-dot-segments";
    case ChangeKind::KeepPathPrefix:
        return "keep-path-prefix";
    case ChangeKind::EmptyPort:
        return "empty-port";
    case ChangeKind::PortLeadingZeros:
        return "port-leading-zeros";
    case ChangeKind::DefaultPort:
        return "default-port";
    case ChangeKind::EmptyPathToSlash:
        break;
    }
    return "empty-path-to-slash";
}

std::span<const SchemeDefaults> knownSchemes()
{
    return kSchemes;
}

const SchemeDefaults *schemeDefaults(std::string_view scheme)
{
    for (const SchemeDefaults &d : kSchemes) {
        if (detail::equalsI(d.scheme, scheme))
            return &d;
    }
    return nullptr;
}

NormalizeResult normalize(std::string_view input, const NormalizeOptions &options)
{
    return normalize(parse(input), options);
}

NormalizeResult normalize(const ParseResult &parsed, const NormalizeOptions &options)
{
    NormalizeResult r;
    r.input = std::string(parsed.input);
    r.valid = parsed.valid();
    r.diagnostics = parsed.diagnostics;

    Work w = load(r.input, parsed);
    const PartMask parts = options.parts;
    for (Rung rung : kAllRungs) {
        NormalizeStep step;
        step.rung = rung;
        switch (rung) {
        case Rung::SimpleString:
            break;
        case Rung::Case:
            caseRung(w, parts, step.changes);
            break;
        case Rung::PercentEncoding:
            percentRung(w, parts, step.changes);
            break;
        case Rung::PathSegment:
            pathRung(w, parts, step);
            break;
        case Rung::SchemeBased:
            schemeRung(w, parts, step.changes);
            break;
        case Rung::ProtocolBased:
            step.performed = false;
            break;
        }
        // a rung that changed nothing has the result of the one before
        if (rung == Rung::SimpleString)
            step.result = r.input;
        else if (step.changes.empty())
            step.result = r.steps.back().result;
        else
            step.result = w.render();
        r.steps.push_back(std::move(step));
    }
    r.normalized = r.step(Rung::SchemeBased).result;
    return r;
}

std::string normalized(std::string_view input, const NormalizeOptions &options)
{
    return normalized(parse(input), options);
}

std::string normalized(const ParseResult &parsed, const NormalizeOptions &options)
{
    const PartMask parts = options.parts;
    std::string out;
    out.reserve(parsed.input.size() + 2);
    TextWriter write(parsed, parts, out);
    // RFC 3986 §5.3 Component Recomposition, each component normalized.
    if (parsed.scheme) {
        write.component(*parsed.scheme, kPartScheme);
        out += ':';
    }
    const SchemeDefaults *d = parsed.scheme ? schemeDefaults(parsed.text(*parsed.scheme)) : nullptr;
    if (parsed.authority) {
        out += "//";
        if (parsed.userinfo) {
            write.component(*parsed.userinfo, kPartUserinfo);
            out += '@';
        }
        if (parsed.host)
            write.component(*parsed.host, kPartHost);
        if (parsed.port) {
            const std::size_t colon = out.size();
            out += ':';
            write.component(*parsed.port, kPartPort);
            // §6.2.3 and §3.2.3, as in schemeRung()
            const std::string_view port = std::string_view(out).substr(colon + 1);
            if ((parts & kPartPort) != 0 && allDigits(port)) {
                const std::size_t nonZero = port.find_first_not_of('0');
                const std::string_view value
                    = nonZero == std::string_view::npos ? "0" : port.substr(nonZero);
                if (port.empty()
                    || (d != nullptr && d->defaultPort && value == std::to_string(*d->defaultPort)))
                    out.resize(colon);
                else
                    out.replace(colon + 1, out.npos, value);
            }
        }
    }
    const std::size_t pathAt = out.size();
    write.component(parsed.path, kPartPath);
    if ((parts & kPartPath) != 0 && out.size() > pathAt) {
        // §6.2.2.3, as in pathRung()
        if (out[pathAt] == '/') {
            std::vector<TraceStep> none;
            detail::TraceRecorder off = detail::TraceRecorder::off(none);
            detail::removeDotSegmentsInPlace(out, pathAt, off);
            if (!parsed.authority && std::string_view(out).substr(pathAt).starts_with("//"))
                out.insert(pathAt, "/.");
        } else {
            bool guarded = false;
            const std::string path = relativePathDotSegments(std::string_view(out).substr(pathAt),
                                                             parsed.scheme.has_value(), guarded);
            out.replace(pathAt, out.npos, path);
        }
    } else if ((parts & kPartPath) != 0 && d != nullptr && d->emptyPathIsSlash
               && parsed.authority) {
        // §6.2.3: an empty path is "/" for this scheme
        out += '/';
    }
    if (parsed.query) {
        out += '?';
        write.component(*parsed.query, kPartQuery);
    }
    if (parsed.fragment) {
        out += '#';
        write.component(*parsed.fragment, kPartFragment);
    }
    return out;
}

CompareResult compare(std::string_view a, std::string_view b)
{
    CompareResult c;
    const ParseResult ia = parse(a);
    const ParseResult ib = parse(b);
    c.a = normalize(ia);
    c.b = normalize(ib);
    for (Rung rung : kAllRungs) {
        if (!c.a.step(rung).performed)
            break;
        if (c.a.step(rung).result == c.b.step(rung).result) {
            c.equivalent = true;
            c.rung = rung;
            return c;
        }
    }
    // Which components still differ, and where they are in each input.
    const ParseResult na = parse(c.a.normalized);
    const ParseResult nb = parse(c.b.normalized);
    struct Pick
    {
        std::string_view name;
        OptSpan ParseResult::*span;
    };
    constexpr std::array picks{
        Pick{"scheme", &ParseResult::scheme}, Pick{"userinfo", &ParseResult::userinfo},
        Pick{"host", &ParseResult::host},     Pick{"port", &ParseResult::port},
        Pick{"query", &ParseResult::query},   Pick{"fragment", &ParseResult::fragment}};
    for (const Pick &p : picks) {
        std::optional<std::string> ta = textOf(na, na.*p.span);
        std::optional<std::string> tb = textOf(nb, nb.*p.span);
        if (p.name == "query") {
            // The path comes before the query in the text.
            const std::string pa(na.text(na.path));
            const std::string pb(nb.text(nb.path));
            if (pa != pb)
                c.differences.push_back({"path", ia.path, ib.path, pa, pb});
        }
        if (ta != tb)
            c.differences.push_back({p.name, ia.*p.span, ib.*p.span, std::move(ta), std::move(tb)});
    }
    return c;
}

} // namespace uri
