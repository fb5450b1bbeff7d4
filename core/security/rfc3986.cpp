// RFC 3986 §7 "Security Considerations" as checks: A1..A12 (catalog §4.1
// and §5.1). Split first, then decode (§7.3): every check looks at one
// component as split by parse(), and decodes only inside it.
#include "data/detail/domain_suffixes.h"
#include "security/detail/registry.h"
#include "security/detail/security_context.h"
#include "security/detail/security_index.h"
#include "text/detail/text.h"

#include "uriinspector/charset.h"
#include "uriinspector/utf8.h"

#include <algorithm>
#include <array>
#include <charconv>

namespace uri::security::detail {

namespace {

constexpr std::size_t kMaxPerComponent = 10;

bool schemeIsWeb(std::string_view scheme)
{
    return scheme == "http" || scheme == "https" || scheme == "ws" || scheme == "wss";
}

std::string maskSecret(std::string_view value)
{
    if (value.size() <= 4)
        return std::string(value.size(), '*');
    return std::string(value.substr(0, 2)) + std::string(value.size() - 2, '*');
}

std::string controlName(int octet)
{
    switch (octet) {
    case 0x0D:
        return "CR";
    case 0x0A:
        return "LF";
    case 0x09:
        return "TAB";
    case 0x0B:
        return "VT";
    case 0x0C:
        return "FF";
    case 0x00:
        return "NUL";
    default:
        return hexOctet(static_cast<unsigned char>(octet), "0x");
    }
}

// A Unicode line separator as percent-encoded UTF-8 at @p i: its length.
std::size_t encodedLineSeparator(std::string_view text, std::size_t i)
{
    if (findI(text.substr(i, 6), "%C2%85") == 0)
        return 6;
    if (findI(text.substr(i, 9), "%E2%80%A8") == 0 || findI(text.substr(i, 9), "%E2%80%A9") == 0)
        return 9;
    return 0;
}

// Decode up to @p rounds times; the number of rounds that changed the text.
std::size_t decodeRounds(std::string &text, std::size_t rounds)
{
    std::size_t changed = 0;
    for (std::size_t r = 0; r < rounds; ++r) {
        std::string next = pctDecode(text);
        if (next == text)
            break;
        text = std::move(next);
        ++changed;
    }
    return changed;
}

// The wording of A1 for a class of unstable_hosts.txt.
const Message &unstableWording(std::string_view serviceClass)
{
    static constexpr std::array<std::pair<std::string_view, const Message *>, 5> kClasses{{
        {"shortener", &msg::kA1Shortener},
        {"dyndns", &msg::kA1Dyndns},
        {"tunnel", &msg::kA1Tunnel},
        {"ipfs", &msg::kA1Ipfs},
        {"paste", &msg::kA1Paste},
    }};
    for (const auto &[name, wording] : kClasses) {
        if (name == serviceClass)
            return *wording;
    }
    return msg::kA1Service; // a class that a custom data file adds
}

} // namespace

// docs/security-checks.md §4.1 A1; RFC 3986 §7.1. The host or one of its
// parent domains is a shortener, a dynamic DNS or tunnel provider or an
// IPFS gateway (unstable_hosts.txt): where the link leads is decided
// elsewhere.
void unstableDestination(Context &ctx)
{
    const HostFacts &h = ctx.host;
    if (!h.present || !h.canonical || h.canonical->kind != whatwg::HostKind::Domain)
        return;
    const SecurityIndex &index = ctx.index;
    h.suffixes.forEach(h.canonical->name, [&](std::string_view domain) {
        const auto it = index.find(ctx.data.unstableHosts, domain);
        if (it == ctx.data.unstableHosts.end())
            return false;
        const Message &wording = unstableWording(it->second);
        Details arguments{{"service", it->first}};
        if (&wording == &msg::kA1Service)
            arguments.emplace_back("class", it->second);
        ctx.add(Check::A1, Risk::Info, *h.span, wording, std::move(arguments),
                {{"service", it->first}, {"class", it->second}}, View::Whatwg);
        return true;
    });
}

// docs/security-checks.md §4.1 A2; RFC 3986 §7.2. An explicit port that is
// on the Fetch bad-port list, or a well-known port of another service.
void portProtocolMismatch(Context &ctx)
{
    const OptSpan portSpan = ctx.rv.port ? ctx.rv.port : ctx.wv.spans.port;
    if (!portSpan || portSpan->empty())
        return;
    const std::string_view text = portSpan->in(ctx.text);
    if (!std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return; // P6
    unsigned long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || value > 65535)
        return; // P6
    const auto port = static_cast<std::uint16_t>(value);
    const auto defaults = ctx.data.schemePorts.find(ctx.scheme);
    const auto exempt = ctx.data.exemptPorts.find(ctx.scheme);
    const bool isDefault = defaults != ctx.data.schemePorts.end()
                           && std::find(defaults->second.begin(), defaults->second.end(), port)
                                  != defaults->second.end();
    const bool isExempt = exempt != ctx.data.exemptPorts.end() && exempt->second.count(port) > 0;
    if (isDefault || isExempt)
        return; // an explicit default port is P6 (Info)
    const bool known = defaults != ctx.data.schemePorts.end() && !defaults->second.empty();
    const std::string expected
        = known ? std::to_string(defaults->second.front()) : std::string("unknown");
    Details details{{"port", std::to_string(port)}, {"scheme", ctx.scheme}, {"expected", expected}};
    if (ctx.data.badPorts.count(port) > 0) {
        ctx.add(Check::A2, Risk::High, *portSpan, msg::kA2BadPort, {{"port", std::to_string(port)}},
                std::move(details), View::Rfc3986);
    } else if (port >= 1 && port <= 1023) {
        Details arguments{{"port", std::to_string(port)}, {"scheme", ctx.scheme}};
        if (known)
            arguments.emplace_back("expected", expected);
        ctx.add(Check::A2, Risk::Medium, *portSpan,
                known ? msg::kA2WellKnownPort : msg::kA2WellKnownPortNoDefault,
                std::move(arguments), std::move(details), View::Rfc3986);
    } else if (port != 0) {
        ctx.add(Check::A2, Risk::Info, *portSpan, msg::kA2NonDefaultPort,
                {{"port", std::to_string(port)}, {"scheme", ctx.scheme}}, std::move(details),
                View::Rfc3986);
    }
}

namespace {

bool strongScheme(const Context &ctx)
{
    const std::string_view s = ctx.scheme; // compared by size first
    return s == "http" || s == "https" || s == "gopher" || s == "ftp" || s == "ldap" || s == "ldaps"
           || s == "ws" || s == "wss";
}

} // namespace

// docs/security-checks.md §4.1 A3; RFC 3986 §7.2. Percent-encoded CR, LF,
// TAB, VT or FF, and U+0085, U+2028 or U+2029 raw or encoded, which split a
// protocol message once decoded (header or command injection); a space in
// the host.
void protocolDelimiter(Context &ctx)
{
    const std::string_view t = ctx.text;
    const bool strong = strongScheme(ctx);
    const bool benignScheme
        = std::string_view(ctx.scheme) == "mailto" || std::string_view(ctx.scheme) == "data";
    const auto severityAt = [&](std::string_view where) {
        if (benignScheme)
            return Risk::Info;
        if (where == "query" || where == "fragment")
            return Risk::Medium;
        if (strong && (where == "host" || where == "userinfo" || where == "path"))
            return Risk::High;
        return Risk::Medium;
    };
    // Only "%" and the lead bytes of U+0085, U+2028, U+2029 (non-ASCII) start
    // a delimiter.
    const bool candidates = t.find('%') != std::string_view::npos || textMayHaveNonAscii(ctx);
    const Places places = rfc3986Places(ctx);
    // In ASCII text only "%" starts one: from each to the next (memchr).
    const bool ascii = candidates && uri::detail::isAscii(t);
    std::size_t a3 = 0;
    for (std::size_t i = 0; candidates && i < t.size();) {
        const char c0 = t[i];
        if (c0 != '%' && c0 != '\xC2' && c0 != '\xE2') {
            i = ascii ? std::min(t.find('%', i + 1), t.size()) : i + 1;
            continue;
        }
        // CR, LF, TAB, VT, FF percent-encoded; a run is one finding
        std::size_t j = i;
        std::string names;
        while (j < t.size()) {
            if (isPctTriplet(t, j)) {
                const int v = tripletOctet(t, j);
                if (v == 0x0D || v == 0x0A || v == 0x09 || v == 0x0B || v == 0x0C) {
                    names += (names.empty() ? "" : " ") + controlName(v);
                    j += 3;
                    continue;
                }
            }
            if (const std::size_t n = encodedLineSeparator(t, j)) {
                names += (names.empty() ? "" : " ") + std::string(n == 6 ? "NEL" : "LS/PS");
                j += n;
                continue;
            }
            break;
        }
        // U+0085, U+2028, U+2029 written raw
        if (j == i && i + 1 < t.size()) {
            const auto b0 = static_cast<unsigned char>(t[i]);
            const auto b1 = static_cast<unsigned char>(t[i + 1]);
            if (b0 == 0xC2 && b1 == 0x85) {
                names = "NEL";
                j = i + 2;
            } else if (b0 == 0xE2 && b1 == 0x80 && i + 2 < t.size()
                       && (static_cast<unsigned char>(t[i + 2]) == 0xA8
                           || static_cast<unsigned char>(t[i + 2]) == 0xA9)) {
                names = "LS/PS";
                j = i + 3;
            }
        }
        if (j > i) {
            const Where place = places.at(i);
            const std::string_view where = whereName(place);
            if (a3++ < kMaxPerComponent) {
                const std::string after = pctDecode(t.substr(j, 24));
                Details arguments{{"controls", names}};
                if (place != Where::Other)
                    arguments.emplace_back("component", std::string(where));
                ctx.add(Check::A3, severityAt(where), {i, j - i},
                        place == Where::Other ? msg::kA3EncodedControlText : msg::kA3EncodedControl,
                        std::move(arguments),
                        {{"decoded", names},
                         {"component", std::string(where)},
                         {"followed_by", escapeForDisplay(after)}},
                        View::Decoded);
            }
            i = j;
            continue;
        }
        ++i;
    }
    // A space in the host (raw or %20); memchr rules most hosts out
    if (ctx.rv.host
        && (ctx.rv.host->in(t).find(' ') != std::string_view::npos
            || ctx.rv.host->in(t).find('%') != std::string_view::npos)) {
        const std::string_view host = ctx.rv.host->in(t);
        for (std::size_t k = 0; k < host.size(); ++k) {
            if (host[k] != ' ' && host[k] != '%')
                continue; // neither a space nor the start of "%20"
            const bool raw = host[k] == ' ';
            const bool enc = isPctTriplet(host, k) && tripletOctet(host, k) == 0x20;
            if (!raw && !enc)
                continue;
            ctx.add(Check::A3, strong ? Risk::High : Risk::Medium,
                    {ctx.rv.host->offset + k, raw ? std::size_t(1) : std::size_t(3)},
                    msg::kA3HostSpace, {}, {{"component", "host"}},
                    raw ? View::Raw : View::Decoded);
            break;
        }
    }
}

// docs/security-checks.md §4.1 A4; RFC 3986 §7.3. A delimiter
// percent-encoded inside the host, the userinfo or a path segment: software
// that decodes before splitting reads another structure.
void encodedDelimiter(Context &ctx)
{
    const auto scan = [&](const OptSpan &span, std::string_view where, std::string_view set,
                          Risk risk) {
        if (!span)
            return;
        const std::string_view text = span->in(ctx.text);
        const std::size_t firstPercent = text.find('%');
        if (firstPercent == std::string_view::npos)
            return;
        std::size_t found = 0;
        for (std::size_t i = firstPercent; i + 2 < text.size() && found < kMaxPerComponent; ++i) {
            if (!isPctTriplet(text, i))
                continue;
            const char decoded = static_cast<char>(tripletOctet(text, i));
            if (set.find(decoded) == std::string_view::npos)
                continue;
            ++found;
            ctx.add(Check::A4, risk, {span->offset + i, 3}, msg::kA4EncodedDelimiter,
                    {{"encoded", std::string(text.substr(i, 3))},
                     {"character", std::string(1, decoded)},
                     {"component", std::string(where)}},
                    {{"decoded", std::string(1, decoded)}, {"component", std::string(where)}},
                    View::Decoded);
        }
    };
    scan(ctx.rv.host, "host", "/\\?#@:", Risk::High);
    scan(ctx.rv.userinfo, "userinfo", "/\\?#@:", Risk::High);
    if (ctx.rv.authority || ctx.special)
        scan(ctx.rv.path, "path", "/\\", Risk::Low);
}

// docs/security-checks.md §4.1 A5; RFC 3986 §7.3. A NUL byte, raw or "%00",
// in any component: software that stops at NUL reads a truncated text.
void nulByte(Context &ctx)
{
    const std::string_view t = ctx.text;
    if (t.find('\0') == std::string_view::npos && t.find("%00") == std::string_view::npos)
        return;
    const Places places = rfc3986Places(ctx);
    std::size_t found = 0;
    for (std::size_t i = 0; i < t.size() && found < kMaxPerComponent; ++i) {
        const bool raw = t[i] == '\0';
        if (!raw && !(isPctTriplet(t, i) && tripletOctet(t, i) == 0))
            continue;
        const std::size_t len = raw ? 1 : 3;
        const Where place = places.at(i);
        const std::string where(whereName(place));
        const std::string after = pctDecode(t.substr(i + len, 24));
        ++found;
        Details arguments;
        if (place != Where::Other)
            arguments.emplace_back("component", where);
        ctx.add(Check::A5, Risk::High, {i, len},
                place == Where::Other ? msg::kA5NulText : msg::kA5Nul, std::move(arguments),
                {{"component", where}, {"after", escapeForDisplay(after)}},
                raw ? View::Raw : View::Decoded);
        i += len - 1;
    }
}

namespace {

// Files whose disclosure gives an attacker accounts, keys or configuration
// (docs/security-checks.md §4.1 A6).
constexpr std::array<std::string_view, 14> kSensitive{
    "/etc/passwd", "/etc/shadow", "/etc/hosts", "/proc/self/",      "win.ini",
    "boot.ini",    "/.git/",      "/.env",      "web-inf/",         "/.ssh/",
    "/id_rsa",     "/.aws/",      "/.htpasswd", "/windows/system32"};

// Whether a file of kSensitive may start with @p c and @p next (lower
// case): a quick test before the comparisons.
constexpr bool maySensitiveStart(char c, char next)
{
    if (c == '/')
        return next == 'e' || next == 'p' || next == '.' || next == 'i' || next == 'w';
    return (c == 'w' && (next == 'i' || next == 'e')) || (c == 'b' && next == 'o');
}
static_assert(std::all_of(kSensitive.begin(), kSensitive.end(),
                          [](std::string_view s) { return maySensitiveStart(s[0], s[1]); }));

// The first file of kSensitive in @p decoded, compared without case and with
// "\\" read as "/"; one pass, as every file: URL's path goes through it (A8).
std::string sensitiveTarget(std::string_view decoded)
{
    const auto fold = [](char c) { return c == '\\' ? '/' : asciiLower(c); };
    for (std::size_t i = 0; i + 1 < decoded.size(); ++i) {
        const char c = fold(decoded[i]);
        if (c != '/' && c != 'w' && c != 'b')
            continue;
        const char next = fold(decoded[i + 1]);
        if (!maySensitiveStart(c, next))
            continue;
        for (const std::string_view s : kSensitive) {
            if (s[0] != c || s[1] != next || s.size() > decoded.size() - i)
                continue;
            std::size_t k = 2;
            while (k < s.size() && fold(decoded[i + k]) == s[k])
                ++k;
            if (k == s.size())
                return std::string(s);
        }
    }
    return {};
}

bool isDotDot(std::string_view segment)
{
    const std::string d = asciiLower(pctDecode(segment));
    return d == "..";
}

// Whether @p text may hold a dot segment: "..", or "." next to "%2e".
bool mayHaveDotDot(std::string_view text)
{
    // from one "." or "%" to the next (memchr): most paths have few
    constexpr std::size_t npos = std::string_view::npos;
    for (std::size_t i = text.find('.'); i != npos && i + 1 < text.size();
         i = text.find('.', i + 1)) {
        if (text[i + 1] == '.')
            return true;
    }
    for (std::size_t i = text.find('%'); i != npos && i + 2 < text.size();
         i = text.find('%', i + 1)) {
        if (text[i + 1] == '2' && (text[i + 2] == 'e' || text[i + 2] == 'E'))
            return true;
    }
    return false;
}

struct DotSegments
{
    std::optional<std::size_t> first; ///< where the first ".." segment starts
    std::size_t lastEnd = 0;          ///< where the last one ends
    bool escapes = false;             ///< the path climbs above its root
};

// The ".." segments of @p path (RFC 3986 §5.2.4), separated by "/", "\" or
// their encodings "%2F" and "%5C", and how deep they climb.
DotSegments scanDotSegments(std::string_view path)
{
    DotSegments out;
    int depth = 0;
    std::size_t start = 0;
    const auto separatorAt = [&](std::size_t i) {
        if (path[i] == '/' || path[i] == '\\')
            return std::size_t(1);
        if (isPctTriplet(path, i)) {
            const int v = tripletOctet(path, i);
            if (v == '/' || v == '\\')
                return std::size_t(3);
        }
        return std::size_t(0);
    };
    for (std::size_t i = 0; i <= path.size();) {
        const std::size_t sep = i < path.size() ? separatorAt(i) : 1;
        if (sep == 0) {
            ++i;
            continue;
        }
        const std::string_view seg = path.substr(start, i - start);
        if (isDotDot(seg)) {
            if (!out.first)
                out.first = start;
            out.lastEnd = i;
            --depth;
            out.escapes = out.escapes || depth < 0;
        } else if (!seg.empty() && asciiLower(pctDecode(seg)) != ".") {
            ++depth;
        }
        i += sep;
        start = i;
    }
    return out;
}

// The wording of a traversal in the path (A6): found in the path decoded
// @p twice, climbing above the root when it @p escapes, aiming at a
// sensitive file when it has a @p target.
const Message &pathTraversalWording(bool twice, bool escapes, bool target)
{
    if (twice) {
        if (escapes)
            return target ? msg::kA6DoublePathEscapesTarget : msg::kA6DoublePathEscapes;
        return target ? msg::kA6DoublePathTarget : msg::kA6DoublePath;
    }
    if (escapes)
        return target ? msg::kA6PathEscapesTarget : msg::kA6PathEscapes;
    return target ? msg::kA6PathTarget : msg::kA6Path;
}

// RFC 3986 §5.2.3: the path @p reference merged with the path of @p base
// (an absolute path stands alone).
std::string mergedWithBase(std::string_view base, std::string_view reference)
{
    if (reference.starts_with('/'))
        return std::string(reference);
    const uri::ParseResult b = uri::parse(base);
    const std::string_view basePath = b.path.in(b.input);
    if (b.authority && basePath.empty())
        return "/" + std::string(reference);
    const std::size_t slash = basePath.rfind('/');
    return std::string(slash == std::string_view::npos ? std::string_view()
                                                       : basePath.substr(0, slash + 1))
           + std::string(reference);
}

} // namespace

// docs/security-checks.md §4.1 A6; RFC 3986 §5.2.4, §7.3. ".." segments in
// the path, literal or encoded ("%2e%2e", "..%5c"), how deep they climb and
// whether they aim at a sensitive file; ".." in the value of a query
// parameter.
void dotSegmentTraversal(Context &ctx)
{
    // a relative reference on a page whose base is known is resolved before
    // it is requested (RFC 3986 §5.2, URL Standard §4.4)
    const bool onPage = ctx.depth == 0 && ctx.options.base && !ctx.rv.scheme && !ctx.rv.authority;
    const Span path = ctx.rv.path;
    const std::string_view raw = path.in(ctx.text);
    // there literal "../" never reaches a server: the resolution removes it
    // (§5.2.4), above the root too (§5.4.2); an encoded or backslashed one may
    const bool literalOnly
        = raw.find('%') == std::string_view::npos && raw.find('\\') == std::string_view::npos;
    if ((ctx.rv.authority || (ctx.rv.scheme == std::nullopt) || ctx.special)
        && !(onPage && literalOnly)) {
        // RFC 3986 §7.3: an application that decodes twice sees "%252e%252e"
        // and "..%252f" as dot segments too
        std::string once;
        DotSegments found;
        bool twice = false;
        if (mayHaveDotDot(raw))
            found = scanDotSegments(raw);
        if (!found.first && findI(raw, "%25") != std::string_view::npos) {
            once = pctDecode(raw);
            if (mayHaveDotDot(once)) {
                found = scanDotSegments(once);
                twice = found.first.has_value();
            }
        }
        if (found.first && onPage) {
            // how deep it climbs from the base's directory (§5.2.3 merge)
            const std::string merged = mergedWithBase(*ctx.options.base, twice ? once : raw);
            found.escapes = scanDotSegments(merged).escapes;
        }
        if (found.first) {
            const std::string target = sensitiveTarget(twice ? pctDecode(once) : ctx.decoded(path));
            const Risk risk = found.escapes || !target.empty() ? Risk::High : Risk::Medium;
            Details arguments;
            Details details{{"escapes_root", found.escapes ? "yes" : "no"}};
            if (!target.empty()) {
                arguments.emplace_back("target", target);
                details.emplace_back("target", target);
            }
            if (twice)
                details.emplace_back("encoding", "double");
            const Span span
                = twice ? path : Span{path.offset + *found.first, found.lastEnd - *found.first};
            ctx.add(Check::A6, risk, span,
                    pathTraversalWording(twice, found.escapes, !target.empty()),
                    std::move(arguments), std::move(details), View::Raw);
        }
    }
    // ".." in query values: Low, unless the parameter names a file
    constexpr std::array<std::string_view, 13> kFileLike{
        "file", "path",     "template", "page", "include", "dir",     "folder",
        "doc",  "document", "filename", "load", "read",    "download"};
    if (!ctx.rv.query || !mayHaveDotDot(ctx.rv.query->in(ctx.text)))
        return;
    for (const Param &p : ctx.queryParams()) {
        if (!p.value)
            continue;
        const std::string &value = ctx.valueOf(p);
        if (value != ".." && value.find("../") == std::string::npos
            && value.find("..\\") == std::string::npos)
            continue;
        const std::string &key = p.name;
        const bool fileLike = std::find(kFileLike.begin(), kFileLike.end(), key) != kFileLike.end();
        const std::string target = sensitiveTarget(value);
        const Risk risk = !target.empty() ? Risk::High : fileLike ? Risk::Medium : Risk::Low;
        Details arguments{{"parameter", key}};
        if (!target.empty())
            arguments.emplace_back("target", target);
        ctx.add(Check::A6, risk, *p.value,
                target.empty() ? msg::kA6Parameter : msg::kA6ParameterTarget, std::move(arguments),
                {{"parameter", key}}, View::Decoded);
    }
}

// docs/security-checks.md §4.1 A7; RFC 3986 §2.4, §7.3. Per component:
// double percent-encoding that hides a delimiter, overlong UTF-8, IIS
// "%uXXXX", a stray "%", encoded unreserved characters, and octets that
// are not UTF-8 once decoded.
void multipleEncoding(Context &ctx)
{
    for (const auto &[where, span] : rfc3986Places(ctx).components) {
        if (!span || span->empty())
            continue;
        const std::string_view text = span->in(ctx.text);
        if (text.find('%') == std::string_view::npos)
            continue;
        const std::string name(whereName(where));
        const std::size_t base = span->offset;
        // Double encoding: "%25" + two hex digits that decode to a delimiter,
        // a dot or "%" (a literal "100%25" is one level: catalog §5.1 trap).
        std::optional<Span> doubled;
        for (std::size_t i = 0; i + 4 < text.size(); ++i) {
            if (!isPctTriplet(text, i) || tripletOctet(text, i) != '%' || !isHexDigit(text[i + 3])
                || !isHexDigit(text[i + 4]))
                continue;
            const auto inner
                = static_cast<unsigned char>(hexValue(text[i + 3]) * 16 + hexValue(text[i + 4]));
            const bool suspicious = charset::isAny(inner, charset::kReserved) || inner == '.'
                                    || inner == '%' || inner == '\\' || inner < 0x20;
            if (!suspicious)
                continue;
            doubled = doubled ? Span{doubled->offset, base + i + 5 - doubled->offset}
                              : Span{base + i, 5};
        }
        if (doubled) {
            std::string full(text);
            const std::size_t rounds = decodeRounds(full, 5);
            const bool dangerous
                = full.find("../") != std::string::npos || full.find("..\\") != std::string::npos
                  || full.find("://") != std::string::npos || full.find('\0') != std::string::npos;
            Details arguments{{"rounds", std::to_string(rounds)},
                              {"decoded", escapeForDisplay(full)},
                              {"component", name}};
            ctx.add(Check::A7, dangerous ? Risk::High : Risk::Medium, *doubled,
                    dangerous ? msg::kA7DoubleEncodingDangerous : msg::kA7DoubleEncoding, arguments,
                    arguments, View::Decoded);
        }
        // Overlong UTF-8, IIS %uXXXX, invalid UTF-8, stray "%", encoded unreserved
        bool overlongDone = false;
        bool iisDone = false;
        bool strayDone = false;
        bool unreservedDone = false;
        bool invalidDone = false;
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (text[i] != '%')
                continue;
            if (!isPctTriplet(text, i)) {
                // IIS: %uXXXX
                if (!iisDone && i + 5 < text.size() && (text[i + 1] == 'u' || text[i + 1] == 'U')
                    && isHexDigit(text[i + 2]) && isHexDigit(text[i + 3]) && isHexDigit(text[i + 4])
                    && isHexDigit(text[i + 5])) {
                    const int v = hexValue(text[i + 2]) * 4096 + hexValue(text[i + 3]) * 256
                                  + hexValue(text[i + 4]) * 16 + hexValue(text[i + 5]);
                    const bool delim = v == '.' || v == '/' || v == '\\' || v == 0xFF0E
                                       || v == 0xFF0F || v == 0x2215;
                    ctx.add(Check::A7, delim ? Risk::High : Risk::Medium, {base + i, 6},
                            msg::kA7IisEncoding, {{"encoded", std::string(text.substr(i, 6))}},
                            {{"component", name}}, View::Raw);
                    iisDone = true;
                } else if (!strayDone) {
                    ctx.add(Check::A7, Risk::Low, {base + i, 1}, msg::kA7StrayPercent, {},
                            {{"component", name}}, View::Raw);
                    strayDone = true;
                }
                continue;
            }
            const int v = tripletOctet(text, i);
            // Overlong forms: C0/C1 lead bytes, E0 80-9F, F0 80-8F
            if (!overlongDone && (v == 0xC0 || v == 0xC1 || v == 0xE0 || v == 0xF0)
                && isPctTriplet(text, i + 3)) {
                const int v2 = tripletOctet(text, i + 3);
                const bool over = v == 0xC0 || v == 0xC1 || (v == 0xE0 && v2 >= 0x80 && v2 <= 0x9F)
                                  || (v == 0xF0 && v2 >= 0x80 && v2 <= 0x8F);
                if (over) {
                    std::size_t len = v >= 0xE0 ? (v >= 0xF0 ? 12 : 9) : 6;
                    len = std::min(len, text.size() - i);
                    // the code point the overlong form smuggles
                    int cp = -1;
                    if (v <= 0xC1)
                        cp = ((v & 0x1F) << 6) | (v2 & 0x3F);
                    else if (v == 0xE0 && isPctTriplet(text, i + 6))
                        cp = ((v2 & 0x3F) << 6) | (tripletOctet(text, i + 6) & 0x3F);
                    const bool delim = cp == '.' || cp == '/' || cp == '\\';
                    Details arguments{{"encoded", std::string(text.substr(i, len))}};
                    if (cp >= 0) {
                        arguments.emplace_back(
                            "character", escapeForDisplay(std::string(1, static_cast<char>(cp))));
                    }
                    ctx.add(Check::A7, delim ? Risk::High : Risk::Medium, {base + i, len},
                            cp >= 0 ? msg::kA7OverlongCharacter : msg::kA7Overlong,
                            std::move(arguments), {{"component", name}}, View::Decoded);
                    overlongDone = true;
                    invalidDone = true;
                    i += len - 1;
                    continue;
                }
            }
            // Encoded unreserved characters ("%41"): Medium in the host, where
            // no software needs them and allowlists compare text (P7 tells
            // what a browser makes of it)
            if (!unreservedDone
                && charset::is(static_cast<unsigned char>(v), charset::kUnreserved)) {
                ctx.add(Check::A7, where == Where::Host ? Risk::Medium : Risk::Low, {base + i, 3},
                        msg::kA7EncodedUnreserved,
                        {{"encoded", std::string(text.substr(i, 3))},
                         {"character", std::string(1, static_cast<char>(v))}},
                        {{"component", name}}, View::Decoded);
                unreservedDone = true;
            }
        }
        // Invalid UTF-8 after decoding (legacy encodings are common: Low)
        if (!invalidDone) {
            const std::string &decoded = ctx.decoded(*span);
            if (!isValidUtf8(decoded)) {
                std::size_t at = 0;
                for (const uri::detail::CodePoint &cp : uri::detail::codePoints(decoded)) {
                    if (!cp.valid) {
                        at = cp.offset;
                        break;
                    }
                }
                // the triplet that produced the bad octet
                std::size_t octet = 0;
                std::size_t pos = 0;
                for (std::size_t i = 0; i < text.size(); ++octet) {
                    if (octet == at) {
                        pos = i;
                        break;
                    }
                    i += isPctTriplet(text, i) ? 3 : 1;
                }
                ctx.add(Check::A7, Risk::Low,
                        {base + pos, isPctTriplet(text, pos) ? std::size_t(3) : std::size_t(1)},
                        msg::kA7InvalidUtf8, {{"component", name}}, {{"component", name}},
                        View::Decoded);
            }
        }
    }
}

// docs/security-checks.md §4.1 A8; RFC 3986 §7.3. Path segments that file
// systems treat specially: Windows device names, "...", NTFS streams,
// trailing dots, 8.3 names, drive letters, device prefixes, /dev/ and /proc/.
void filesystemSpecialName(Context &ctx)
{
    if (!ctx.rv.authority && !ctx.special)
        return;
    const bool isFile = std::string_view(ctx.scheme) == "file";
    // the segments' spans in a buffer kept per thread (no nested analysis
    // runs inside this check): one allocation per thread, not per URL
    thread_local std::vector<Span> segments;
    segments.clear();
    forEachPathSegment(ctx.rv, [](Span s) { segments.push_back(s); });
    const std::string_view rawPath = ctx.rv.path.in(ctx.text);
    const auto add = [&](Span span, const Message &wording, Details arguments,
                         Risk onServer = Risk::Medium) {
        ctx.add(Check::A8, isFile ? Risk::High : onServer, span, wording, std::move(arguments),
                {{"segment", std::string(span.in(ctx.text))}}, View::Decoded);
    };
    if (isFile) {
        // RFC 8089: a file: URL opens the path on the machine that follows it
        const std::string target = sensitiveTarget(ctx.decoded(ctx.rv.path));
        if (!target.empty()) {
            ctx.add(Check::A8, Risk::High, ctx.rv.path, msg::kA8SensitiveFile, {{"target", target}},
                    {{"target", target}}, View::Decoded);
        }
    }
    if (rawPath.rfind("\\\\?\\", 0) == 0 || rawPath.rfind("\\\\.\\", 0) == 0
        || rawPath.rfind("//?/", 0) == 0 || rawPath.rfind("//./", 0) == 0) {
        add({ctx.rv.path.offset, 4}, msg::kA8DevicePrefix, {});
    }
    for (std::size_t k = 0; k < segments.size(); ++k) {
        const Span seg = segments[k];
        const std::string_view raw = seg.in(ctx.text);
        if (raw.empty())
            continue;
        // Only a device-like stem (3 to 7 bytes, starting like CON, PRN, AUX,
        // NUL, COM, LPT), dots only, "~", ":", "$", "|", a trailing dot or
        // space, an encoding, or (for file: and /proc/) a short name can make
        // a special name: skip the rest without decoding or copying.
        const std::size_t stemEnd = std::min(raw.find('.'), raw.size());
        const char f0 = asciiLower(raw[0]);
        const bool deviceLike = stemEnd >= 3 && stemEnd <= 7
                                && (f0 == 'c' || f0 == 'p' || f0 == 'a' || f0 == 'n' || f0 == 'l');
        const bool candidate = deviceLike
                               || std::any_of(raw.begin(), raw.end(),
                                              [](char ch) {
                                                  return ch == '~' || ch == ':' || ch == '$'
                                                         || ch == '%' || ch == '|';
                                              })
                               || raw.back() == '.' || raw.back() == ' '
                               || (k == 0 && raw.size() == 2)
                               || (raw.size() <= 4 && (isFile || f0 == 'p'));
        if (!candidate)
            continue;
        // decoded only when it has to be (split first, then decode: RFC 3986 §7.3)
        std::string decodedStorage;
        std::string_view d = raw;
        if (raw.find('%') != std::string_view::npos) {
            decodedStorage = pctDecode(raw);
            d = decodedStorage;
        }
        if (d.empty())
            continue;
        std::string_view stem = d.substr(0, std::min(d.find('.'), d.size()));
        // superscript digits of COM and LPT (COM\u00B9 is COM1)
        char superscript = 0;
        for (const auto &[sup, digit] : {std::pair<std::string_view, char>{"\xC2\xB9", '1'},
                                         {"\xC2\xB2", '2'},
                                         {"\xC2\xB3", '3'}}) {
            if (stem.size() == 5 && stem.substr(3) == sup) {
                superscript = digit;
                stem = stem.substr(0, 3);
            }
        }
        const bool comLpt = (equalsI(stem.substr(0, 3), "com") || equalsI(stem.substr(0, 3), "lpt"))
                            && ((stem.size() == 3 && superscript != 0)
                                || (stem.size() == 4 && stem[3] >= '0' && stem[3] <= '9'));
        const bool device
            = (superscript == 0
               && (equalsI(stem, "con") || equalsI(stem, "prn") || equalsI(stem, "aux")
                   || equalsI(stem, "nul") || equalsI(stem, "conin$") || equalsI(stem, "conout$")))
              || comLpt;
        const auto named = [&d] { return Details{{"name", std::string(d)}}; };
        if (device) {
            add(seg, msg::kA8DeviceName, named());
            continue;
        }
        if (d.size() >= 3 && d.find_first_not_of('.') == std::string_view::npos) {
            add(seg, msg::kA8Dots, named());
            continue;
        }
        if (findI(d, "::$") != std::string_view::npos
            || findI(d, ":$data") != std::string_view::npos) {
            add(seg, msg::kA8DataStream, named());
            continue;
        }
        if (isFile && k > 0 && d.find(':') != std::string_view::npos && d.find(':') > 1) {
            add(seg, msg::kA8DataStream, named());
            continue;
        }
        if ((d.back() == '.' || d.back() == ' ')
            && d.find_first_not_of('.') != std::string_view::npos && d.find('.') < d.size() - 1) {
            // on a web server, mostly an abbreviation ("M.A.R.S.", "e.V."):
            // it matters where the path is a Windows file's name
            add(seg, msg::kA8TrailingDot, {{"name", escapeForDisplay(d)}}, Risk::Low);
            continue;
        }
        // 8.3 short names: up to six characters, "~", a digit
        if (const std::size_t tilde = d.find('~');
            tilde != std::string_view::npos && tilde >= 1 && tilde <= 6 && tilde + 1 < d.size()
            && d[tilde + 1] >= '1' && d[tilde + 1] <= '9'
            && std::all_of(d.begin(), d.begin() + static_cast<std::ptrdiff_t>(tilde), [](char ch) {
                   return charset::is(ch, charset::kAlpha) || charset::is(ch, charset::kDigit);
               })) {
            add(seg, msg::kA8ShortName, named());
            continue;
        }
        if (!isFile && k == 0 && d.size() == 2 && charset::is(d[0], charset::kAlpha)
            && (d[1] == ':' || d[1] == '|')) {
            add(seg, msg::kA8DriveLetter, named());
            continue;
        }
        if (k + 1 < segments.size()
            && ((isFile && (equalsI(d, "dev") || equalsI(d, "proc")))
                || (equalsI(d, "proc")
                    && equalsI(pctDecode(segments[k + 1].in(ctx.text)), "self")))) {
            add(seg, msg::kA8PosixDirectory, named());
            continue;
        }
    }
}

namespace {

// How an IPv4 address is written instead of the dotted quad (A9): the
// detail "form" and the wording.
struct Ipv4Form
{
    std::string_view form;
    const Message *wording;
};

Ipv4Form ipv4Form(const std::string &written)
{
    if (findI(written, "0x") != std::string::npos)
        return {"hexadecimal", &msg::kA9Hexadecimal};
    if (!written.empty() && written.back() == '.')
        return {"trailing dot", &msg::kA9TrailingDot};
    if (written.find('.') == std::string::npos)
        return {"a single 32-bit number", &msg::kA9SingleNumber};
    if (std::count(written.begin(), written.end(), '.') < 3)
        return {"fewer than four parts", &msg::kA9FewerParts};
    if (written.size() > 1 && (written[0] == '0' || written.find(".0") != std::string::npos))
        return {"octal (leading zeros)", &msg::kA9Octal};
    if (!uri::detail::isAscii(written))
        return {"compatibility digits", &msg::kA9CompatibilityDigits};
    return {"a non-canonical form", &msg::kA9NonCanonical};
}

} // namespace

// docs/security-checks.md §4.1 A9; RFC 3986 §7.4. The host is an IPv4
// address that the URL Standard's parser accepts in a form other than the
// canonical dotted quad (hex, octal, fewer parts, a trailing dot, ...).
void rareIpv4Format(Context &ctx)
{
    const HostFacts &h = ctx.host;
    if (!h.present || !h.canonical || h.canonical->kind != whatwg::HostKind::Ipv4)
        return;
    const std::string canonical = whatwg::serializeHost(*h.canonical);
    const std::string written = asciiLower(h.decoded);
    if (written == canonical)
        return;
    const Ipv4Form form = ipv4Form(written);
    ctx.add(Check::A9, Risk::High, *h.span, *form.wording,
            {{"host", escapeForDisplay(h.decoded)}, {"ip", canonical}},
            {{"ip", canonical}, {"form", std::string(form.form)}}, View::Whatwg);
}

namespace {

// The userinfo as A10 and A12 read it: RFC 3986's, or the URL Standard's
// when RFC 3986 finds none.
struct UserinfoSpans
{
    OptSpan userinfo;
    OptSpan user;
    OptSpan password;
};

UserinfoSpans userinfoSpans(const Context &ctx)
{
    if (ctx.rv.userinfo || (!ctx.wv.spans.username && !ctx.wv.spans.password))
        return {ctx.rv.userinfo, ctx.rv.user, ctx.rv.password};
    return {whatwgUserinfo(ctx), ctx.wv.spans.username, ctx.wv.spans.password};
}

// Which kinds of characters @p text has (A10 and A11 judge secrets by them).
struct CharClasses
{
    bool lower = false;
    bool upper = false;
    bool digit = false;
    bool other = false; ///< neither a letter nor a digit
};

CharClasses classesOf(std::string_view text)
{
    CharClasses c;
    for (const char ch : text) {
        c.lower = c.lower || (ch >= 'a' && ch <= 'z');
        c.upper = c.upper || (ch >= 'A' && ch <= 'Z');
        c.digit = c.digit || charset::is(ch, charset::kDigit);
        c.other
            = c.other || (!charset::is(ch, charset::kAlpha) && !charset::is(ch, charset::kDigit));
    }
    return c;
}

} // namespace

// docs/security-checks.md §4.1 A10; RFC 3986 §7.5, §3.2.1. A password in
// the userinfo (High when it looks like a real secret, Info for anonymous
// ftp), or a user name (Low in http(s), Info elsewhere).
void credentialsInUserinfo(Context &ctx)
{
    const auto [userinfo, user, password] = userinfoSpans(ctx);
    if (!userinfo)
        return;
    const bool web = schemeIsWeb(ctx.scheme);
    const std::string userText = user ? pctDecode(user->in(ctx.text)) : std::string();
    if (password && !password->empty()) {
        const std::string pw = pctDecode(password->in(ctx.text));
        const bool anonymous = equalsI(userText, "anonymous") || equalsI(userText, "ftp");
        Risk risk = Risk::Medium;
        if (anonymous && !web) {
            risk = Risk::Info;
        } else {
            const CharClasses c = classesOf(pw);
            const int classes
                = (c.lower ? 1 : 0) + (c.upper ? 1 : 0) + (c.digit ? 1 : 0) + (c.other ? 1 : 0);
            if (pw.size() >= 16 && classes >= 3)
                risk = Risk::High;
        }
        ctx.add(Check::A10, risk, *password, msg::kA10Password, {},
                {{"user", userText}, {"password", maskSecret(pw)}}, View::Rfc3986);
    } else if (user && !user->empty()) {
        const Details shown{{"user", escapeForDisplay(userText)}};
        ctx.add(Check::A10, web ? Risk::Low : Risk::Info, *user, msg::kA10User, shown, shown,
                View::Rfc3986);
    }
}

namespace {

bool looksRandom(std::string_view v)
{
    if (v.size() < 16)
        return false;
    const CharClasses c = classesOf(v);
    return (c.lower ? 1 : 0) + (c.upper ? 1 : 0) + (c.digit ? 1 : 0) >= 2;
}

// Whether the name or the shape of @p p's value makes it worth decoding (A11).
bool mayHoldSecret(const Context &ctx, const Param &p)
{
    if (ctx.data.secretParams.count(p.name) > 0)
        return true;
    for (const std::vector<std::string> &group : ctx.data.sasGroups) {
        if (std::find(group.begin(), group.end(), p.name) != group.end())
            return true;
    }
    const std::string_view raw = p.value ? p.value->in(ctx.text) : std::string_view();
    for (const SecretShape &s : ctx.data.secretShapes) {
        if (raw.substr(0, s.prefix.size()) == s.prefix)
            return true;
    }
    return false;
}

} // namespace

// docs/security-checks.md §4.1 A11; RFC 3986 §7.5. A query or fragment
// parameter whose name (secret_params.txt) or value shape (a JWT, an AWS or
// GitHub key, an Azure shared access signature) says that it carries a
// secret.
void secretInQuery(Context &ctx)
{
    const auto callbackPath = [&] {
        const std::string_view path = ctx.rv.path.in(ctx.text);
        return findI(path, "callback") != std::string_view::npos
               || findI(path, "oauth") != std::string_view::npos
               || findI(path, "auth") != std::string_view::npos
               || findI(path, "redirect") != std::string_view::npos
               || findI(path, "/cb") != std::string_view::npos;
    };
    for (const std::vector<Param> *params : {&ctx.queryParams(), &ctx.fragmentParams()}) {
        // Azure SAS: "sv" and "sig" together (a name of a group is worth decoding)
        for (const std::vector<std::string> &group : ctx.data.sasGroups) {
            const bool all = std::all_of(group.begin(), group.end(), [&](const std::string &k) {
                return std::any_of(params->begin(), params->end(), [&](const Param &p) {
                    return !p.whole.empty() && p.name == k && !ctx.valueOf(p).empty();
                });
            });
            if (!all || group.empty())
                continue;
            const auto sig = std::find_if(params->begin(), params->end(), [&](const Param &p) {
                return !p.whole.empty() && p.name == group.back();
            });
            ctx.add(Check::A11, Risk::Medium, sig->whole, msg::kA11AzureSas, {},
                    {{"parameter", sig->name}, {"kind", "azure-sas"}}, View::Decoded);
        }
        for (const Param &p : *params) {
            if (p.whole.empty() || !mayHoldSecret(ctx, p))
                continue;
            const std::string &value = ctx.valueOf(p);
            if (value.empty())
                continue;
            const SecretShape *shape = nullptr;
            for (const SecretShape &s : ctx.data.secretShapes) {
                if (value.rfind(s.prefix, 0) != 0)
                    continue;
                const std::size_t tail = static_cast<std::size_t>(std::count_if(
                    value.begin() + static_cast<std::ptrdiff_t>(s.prefix.size()), value.end(),
                    [](char c) {
                        return charset::is(c, charset::kAlpha) || charset::is(c, charset::kDigit)
                               || c == '_' || c == '-' || c == '.';
                    }));
                if (tail >= s.minLength) {
                    shape = &s;
                    break;
                }
            }
            const auto named = ctx.data.secretParams.find(p.name);
            Risk risk = Risk::Info;
            std::string kind;
            if (shape != nullptr) {
                risk = Risk::Medium;
                kind = shape->name;
            } else if (named != ctx.data.secretParams.end()) {
                switch (named->second) {
                case SecretLevel::Medium:
                    risk = value.size() >= 6 ? Risk::Medium : Risk::Low;
                    break;
                case SecretLevel::Low:
                    risk = looksRandom(value) ? Risk::Medium : Risk::Low;
                    break;
                case SecretLevel::Callback:
                    if (!callbackPath())
                        continue;
                    risk = Risk::Medium;
                    break;
                }
                kind = "named " + p.name;
            } else {
                continue;
            }
            Details arguments{{"parameter", p.name}};
            if (shape != nullptr)
                arguments.emplace_back("kind", kind);
            ctx.add(Check::A11, risk, p.whole,
                    shape != nullptr ? msg::kA11SecretShape : msg::kA11SecretNamed,
                    std::move(arguments),
                    {{"parameter", p.name}, {"kind", kind}, {"value", maskSecret(value)}},
                    View::Decoded);
        }
    }
}

// docs/security-checks.md §4.1 A12; RFC 3986 §7.6, RFC 9110 §4.2.4. A
// userinfo that looks like a host or a URL: a host name (then the detail
// "imitated_host" names it), an IP address, "http" or "www", a slash, a
// percent-encoding, more than 32 characters, a protected brand, or slash
// look-alikes (the ".zip" trick).
void deceptiveUserinfo(Context &ctx)
{
    const OptSpan userinfo = userinfoSpans(ctx).userinfo;
    if (!userinfo)
        return;
    const std::string_view text = userinfo->in(ctx.text);
    const std::string &decoded = ctx.decoded(*userinfo);
    const std::string lower = asciiLower(decoded);
    const std::string realHost(ctx.host.ascii.empty() ? ctx.host.raw : ctx.host.ascii);

    const Message *wording = nullptr;
    std::string token;
    std::string_view brand;
    const bool hostLike = hasHostLikeToken(lower, &token);
    if (hostLike) {
        wording = &msg::kA12HostName;
    } else if (whatwg::HostResult r = whatwg::parseHost(lower.substr(0, lower.find(':')));
               r.host && r.host->kind == whatwg::HostKind::Ipv4
               && lower.find('.') != std::string::npos) {
        wording = &msg::kA12IpAddress;
    } else if (lower.find("http") != std::string::npos || lower.find("www") != std::string::npos) {
        wording = &msg::kA12HttpWww;
    } else if (lower.find('/') != std::string::npos || lower.find('\\') != std::string::npos) {
        wording = &msg::kA12Slash;
    } else if (text.find('%') != std::string_view::npos
               && text.find("%40") == std::string_view::npos) {
        wording = &msg::kA12PercentEncoded;
    } else if (decoded.size() > 32) {
        wording = &msg::kA12Long;
    } else {
        const SecurityIndex &index = ctx.index;
        for (const std::string &b : index.brands) {
            if (lower.find(b) != std::string::npos) {
                wording = &msg::kA12Brand;
                brand = b;
                break;
            }
        }
        if (wording == nullptr && !uri::detail::isAscii(decoded)) {
            for (const uri::detail::CodePoint &c : uri::detail::codePoints(decoded)) {
                const auto d = ctx.data.delimLookalikes.find(c.cp);
                if (d != ctx.data.delimLookalikes.end() && d->second.ascii == '/') {
                    wording = &msg::kA12SlashLookalikes;
                    break;
                }
            }
        }
    }
    if (wording == nullptr)
        return;
    Details details{{"userinfo", escapeForDisplay(decoded)}, {"real_host", realHost}};
    if (hostLike)
        details.emplace_back("imitated_host", token); // what the window shows as "not to ..."
    Details arguments = details;
    if (wording == &msg::kA12Brand)
        arguments.emplace_back("brand", std::string(brand));
    ctx.add(Check::A12, Risk::High, *userinfo, *wording, std::move(arguments), std::move(details),
            View::Rfc3986);
}

} // namespace uri::security::detail
