// RFC 3986 §7 "Security Considerations" as checks: A1..A12 (catalog §4.1
// and §5.1). Split first, then decode (§7.3): every check looks at one
// component as split by parse(), and decodes only inside it.
#include "security/detail/security_context.h"
#include "security/detail/security_index.h"
#include "text/detail/text.h"

#include "uriinspector/charset.h"
#include "uriinspector/utf8.h"

#include <algorithm>
#include <array>
#include <charconv>

namespace uri::security::detail {

using uri::detail::equalsI;
using uri::detail::findI;
using uri::detail::hexValue;
using uri::detail::isHexDigit;
using uri::detail::isPctTriplet;
using uri::detail::lowerAscii;
using uri::detail::lowerChar;
using uri::detail::pctDecode;
using uri::detail::tripletOctet;

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
        return "0x" + std::string(1, "0123456789ABCDEF"[octet >> 4])
               + "0123456789ABCDEF"[octet & 15];
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

struct Component
{
    std::string_view name;
    OptSpan span;
};

std::array<Component, 5> componentsOf(const Context &ctx)
{
    return {Component{"userinfo", ctx.rv.userinfo}, Component{"host", ctx.rv.host},
            Component{"path", ctx.rv.path}, Component{"query", ctx.rv.query},
            Component{"fragment", ctx.rv.fragment}};
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

// ---------------------------------------------------------------------------

// A1 (RFC 3986 §7.1): a shortener, dynamic DNS, tunnel or IPFS gateway.
void checkA1(Context &ctx)
{
    const HostFacts &h = ctx.host;
    if (!h.present || !h.canonical || h.canonical->kind != whatwg::HostKind::Domain)
        return;
    std::string_view rest = h.canonical->name;
    while (!rest.empty()) {
        const auto it = ctx.data.unstableHosts.find(rest);
        if (it != ctx.data.unstableHosts.end()) {
            ctx.add(Check::A1, Risk::Info, *h.span,
                    "\"" + it->first + "\" is a " + it->second
                        + " service: where the link leads is decided elsewhere and can change",
                    {{"service", it->first}, {"class", it->second}}, View::Whatwg);
            return;
        }
        const std::size_t dot = rest.find('.');
        if (dot == std::string_view::npos)
            break;
        rest.remove_prefix(dot + 1);
    }
}

// A2 (RFC 3986 §7.2): an explicit port another protocol listens on.
void checkA2(Context &ctx)
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
    const std::string expected = defaults != ctx.data.schemePorts.end() && !defaults->second.empty()
                                     ? std::to_string(defaults->second.front())
                                     : std::string("unknown");
    Details details{{"port", std::to_string(port)}, {"scheme", ctx.scheme}, {"expected", expected}};
    if (ctx.data.badPorts.count(port) > 0) {
        ctx.add(
            Check::A2, Risk::High, *portSpan,
            "Port " + std::to_string(port)
                + " belongs to another protocol: browsers block it "
                  "(Fetch \"bad port\"), and a request there can smuggle commands (RFC 3986 §7.2)",
            std::move(details), View::Rfc3986);
    } else if (port >= 1 && port <= 1023) {
        ctx.add(Check::A2, Risk::Medium, *portSpan,
                "Port " + std::to_string(port) + " is a well-known port of another service, not "
                    + ctx.scheme + "'s (" + expected + ")",
                std::move(details), View::Rfc3986);
    } else if (port != 0) {
        ctx.add(Check::A2, Risk::Info, *portSpan,
                "Non-default port " + std::to_string(port) + " for " + ctx.scheme,
                std::move(details), View::Rfc3986);
    }
}

// A3 (§7.2) and A5 (§7.3): encoded or raw protocol delimiters and NUL.
void checkA3A5(Context &ctx)
{
    const std::string_view t = ctx.text;
    const bool strongScheme = ctx.scheme == "http" || ctx.scheme == "https"
                              || ctx.scheme == "gopher" || ctx.scheme == "ftp"
                              || ctx.scheme == "ldap" || ctx.scheme == "ldaps" || ctx.scheme == "ws"
                              || ctx.scheme == "wss";
    const bool benignScheme = ctx.scheme == "mailto" || ctx.scheme == "data";
    const auto locate = [&](std::size_t at) -> std::string_view {
        for (const Component &c : componentsOf(ctx)) {
            if (c.span && at >= c.span->offset && at < c.span->end())
                return c.name;
        }
        return "text";
    };
    const auto severityAt = [&](std::string_view where) {
        if (benignScheme)
            return Risk::Info;
        if (where == "query" || where == "fragment")
            return Risk::Medium;
        if (strongScheme && (where == "host" || where == "userinfo" || where == "path"))
            return Risk::High;
        return Risk::Medium;
    };
    std::size_t a3 = 0;
    std::size_t a5 = 0;
    for (std::size_t i = 0; i < t.size();) {
        // Only "%", NUL and the lead bytes of U+0085, U+2028, U+2029 matter.
        const char c0 = t[i];
        if (c0 != '%' && c0 != '\0' && c0 != '\xC2' && c0 != '\xE2') {
            ++i;
            continue;
        }
        // NUL: A5, raw or encoded
        if (t[i] == '\0' || (isPctTriplet(t, i) && tripletOctet(t, i) == 0)) {
            const std::size_t len = t[i] == '\0' ? 1 : 3;
            if (a5++ < kMaxPerComponent) {
                const std::string after = pctDecode(t.substr(i + len, 24));
                ctx.add(Check::A5, Risk::High, {i, len},
                        "NUL byte in the " + std::string(locate(i))
                            + ": software that stops at NUL sees a different text (truncation, RFC "
                              "3986 §7.3)",
                        {{"component", std::string(locate(i))}, {"after", escapeForDisplay(after)}},
                        len == 1 ? View::Raw : View::Decoded);
            }
            i += len;
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
            const std::string_view where = locate(i);
            if (a3++ < kMaxPerComponent) {
                const std::string after = pctDecode(t.substr(j, 24));
                ctx.add(Check::A3, severityAt(where), {i, j - i},
                        "Encoded line break or control (" + names + ") in the " + std::string(where)
                            + ": decoded before transmission, it splits the protocol message "
                              "(header or command injection, RFC 3986 §7.2)",
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
    // A space in the host (raw or %20)
    if (ctx.rv.host) {
        const std::string_view host = ctx.rv.host->in(t);
        for (std::size_t k = 0; k < host.size(); ++k) {
            const bool raw = host[k] == ' ';
            const bool enc = isPctTriplet(host, k) && tripletOctet(host, k) == 0x20;
            if (!raw && !enc)
                continue;
            ctx.add(Check::A3, strongScheme ? Risk::High : Risk::Medium,
                    {ctx.rv.host->offset + k, raw ? std::size_t(1) : std::size_t(3)},
                    "Space in the host: hosts cannot contain it; parsers cut the host there "
                    "differently",
                    {{"component", "host"}}, raw ? View::Raw : View::Decoded);
            break;
        }
    }
}

// A4 (§7.3): delimiters percent-encoded inside a component.
void checkA4(Context &ctx)
{
    const auto scan = [&](const OptSpan &span, std::string_view where, std::string_view set,
                          Risk risk) {
        if (!span)
            return;
        const std::string_view text = span->in(ctx.text);
        std::size_t found = 0;
        for (std::size_t i = 0; i + 2 < text.size() && found < kMaxPerComponent; ++i) {
            if (!isPctTriplet(text, i))
                continue;
            const char decoded = static_cast<char>(tripletOctet(text, i));
            if (set.find(decoded) == std::string_view::npos)
                continue;
            ++found;
            ctx.add(Check::A4, risk, {span->offset + i, 3},
                    "\"" + std::string(text.substr(i, 3)) + "\" is an encoded \""
                        + std::string(1, decoded) + "\" in the " + std::string(where)
                        + ": software that decodes before splitting reads a different structure "
                          "(RFC 3986 §7.3)",
                    {{"decoded", std::string(1, decoded)}, {"component", std::string(where)}},
                    View::Decoded);
        }
    };
    scan(ctx.rv.host, "host", "/\\?#@:", Risk::High);
    scan(ctx.rv.userinfo, "userinfo", "/\\?#@:", Risk::High);
    if (ctx.rv.authority || ctx.special)
        scan(ctx.rv.path, "path", "/\\", Risk::Low);
}

// A6: dot-segment traversal, literal or encoded.
constexpr std::array<std::string_view, 10> kSensitive{
    "/etc/passwd", "/etc/shadow", "/proc/self/", "win.ini", "/.git/",
    "/.env",       "web-inf/",    "boot.ini",    "/.ssh/",  "/windows/system32"};

std::string sensitiveTarget(std::string_view decoded)
{
    std::string d = lowerAscii(decoded);
    std::replace(d.begin(), d.end(), '\\', '/');
    for (const std::string_view s : kSensitive) {
        if (d.find(s) != std::string::npos)
            return std::string(s);
    }
    return {};
}

bool isDotDot(std::string_view segment)
{
    const std::string d = lowerAscii(pctDecode(segment));
    return d == "..";
}

// Whether @p text may hold a dot segment: "..", or "." next to "%2e".
bool mayHaveDotDot(std::string_view text)
{
    for (std::size_t i = 0; i + 1 < text.size(); ++i) {
        if (text[i] == '.' && text[i + 1] == '.')
            return true;
        if (text[i] == '%' && i + 2 < text.size() && text[i + 1] == '2'
            && (text[i + 2] == 'e' || text[i + 2] == 'E'))
            return true;
    }
    return false;
}

void checkA6(Context &ctx)
{
    if ((ctx.rv.authority || (ctx.rv.scheme == std::nullopt) || ctx.special)
        && mayHaveDotDot(ctx.rv.path.in(ctx.text))) {
        const Span path = ctx.rv.path;
        const std::string_view text = path.in(ctx.text);
        int depth = 0;
        bool escapes = false;
        std::optional<std::size_t> first;
        std::size_t lastEnd = 0;
        std::size_t start = 0;
        const auto separatorAt = [&](std::size_t i) {
            if (text[i] == '/' || text[i] == '\\')
                return std::size_t(1);
            if (isPctTriplet(text, i)) {
                const int v = tripletOctet(text, i);
                if (v == '/' || v == '\\')
                    return std::size_t(3);
            }
            return std::size_t(0);
        };
        for (std::size_t i = 0; i <= text.size();) {
            const std::size_t sep = i < text.size() ? separatorAt(i) : 1;
            if (sep == 0) {
                ++i;
                continue;
            }
            const std::string_view seg = text.substr(start, i - start);
            if (isDotDot(seg)) {
                if (!first)
                    first = start;
                lastEnd = i;
                --depth;
                escapes = escapes || depth < 0;
            } else if (!seg.empty() && lowerAscii(pctDecode(seg)) != ".") {
                ++depth;
            }
            i += sep;
            start = i;
        }
        if (first) {
            const std::string target = sensitiveTarget(pctDecode(text));
            const Risk risk = escapes || !target.empty() ? Risk::High : Risk::Medium;
            Details details{{"escapes_root", escapes ? "yes" : "no"}};
            if (!target.empty())
                details.emplace_back("target", target);
            ctx.add(Check::A6, risk, {path.offset + *first, lastEnd - *first},
                    std::string("Dot-segment traversal in the path")
                        + (escapes ? ", climbing above the root" : "")
                        + (target.empty() ? "" : ", aiming at " + target)
                        + ": a server that does not normalise the path may serve another file",
                    std::move(details), View::Raw);
        }
    }
    // ".." in query values: Low, unless the parameter names a file
    constexpr std::array<std::string_view, 13> kFileLike{
        "file", "path",     "template", "page", "include", "dir",     "folder",
        "doc",  "document", "filename", "load", "read",    "download"};
    if (!ctx.rv.query || !mayHaveDotDot(ctx.rv.query->in(ctx.text)))
        return;
    for (const QueryParam &p : queryParams(ctx.rv)) {
        if (!p.value)
            continue;
        const std::string value = pctDecode(p.value->in(ctx.text), true);
        if (value != ".." && value.find("../") == std::string::npos
            && value.find("..\\") == std::string::npos)
            continue;
        const std::string key = lowerAscii(pctDecode(p.key.in(ctx.text), true));
        const bool fileLike = std::find(kFileLike.begin(), kFileLike.end(), key) != kFileLike.end();
        const std::string target = sensitiveTarget(value);
        const Risk risk = !target.empty() ? Risk::High : fileLike ? Risk::Medium : Risk::Low;
        ctx.add(Check::A6, risk, *p.value,
                "Dot segments in the parameter \"" + key + "\""
                    + (target.empty() ? "" : ", aiming at " + target),
                {{"parameter", key}}, View::Decoded);
    }
}

// A7: multiple or malformed encoding.
void checkA7(Context &ctx)
{
    for (const Component &c : componentsOf(ctx)) {
        if (!c.span || c.span->empty())
            continue;
        const std::string_view text = c.span->in(ctx.text);
        if (text.find('%') == std::string_view::npos)
            continue;
        const std::size_t base = c.span->offset;
        // Double encoding: "%25" + two hex digits that decode to a delimiter,
        // a dot or "%" (a literal "100%25" is one level: catalog §5.1 trap).
        std::optional<Span> doubled;
        for (std::size_t i = 0; i + 4 < text.size(); ++i) {
            if (!isPctTriplet(text, i) || tripletOctet(text, i) != '%' || !isHexDigit(text[i + 3])
                || !isHexDigit(text[i + 4]))
                continue;
            const auto inner
                = static_cast<unsigned char>(hexValue(text[i + 3]) * 16 + hexValue(text[i + 4]));
            const bool suspicious = charset::is(inner, charset::kReserved) || inner == '.'
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
            ctx.add(Check::A7, dangerous ? Risk::High : Risk::Medium, *doubled,
                    "Double percent-encoding in the " + std::string(c.name) + ": decoded "
                        + std::to_string(rounds) + " times it reads \"" + escapeForDisplay(full)
                        + "\"" + (dangerous ? ", which holds delimiters or dot segments" : ""),
                    {{"rounds", std::to_string(rounds)},
                     {"decoded", escapeForDisplay(full)},
                     {"component", std::string(c.name)}},
                    View::Decoded);
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
                            "IIS-style \"%u\" encoding (" + std::string(text.substr(i, 6))
                                + "): not RFC 3986, decoded only by some servers",
                            {{"component", std::string(c.name)}}, View::Raw);
                    iisDone = true;
                } else if (!strayDone) {
                    ctx.add(
                        Check::A7, Risk::Low, {base + i, 1},
                        "A \"%\" that is not followed by two hexadecimal digits (RFC 3986 §2.1)",
                        {{"component", std::string(c.name)}}, View::Raw);
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
                    ctx.add(Check::A7, delim ? Risk::High : Risk::Medium, {base + i, len},
                            "Overlong UTF-8 (" + std::string(text.substr(i, len)) + ")"
                                + (cp >= 0 ? " for \""
                                                 + escapeForDisplay(
                                                     std::string(1, static_cast<char>(cp)))
                                                 + "\""
                                           : "")
                                + ": invalid UTF-8 that lenient decoders accept (CVE-2000-0884)",
                            {{"component", std::string(c.name)}}, View::Decoded);
                    overlongDone = true;
                    invalidDone = true;
                    i += len - 1;
                    continue;
                }
            }
            // Encoded unreserved characters ("%41"), except in the host (P7)
            if (!unreservedDone && c.name != "host"
                && charset::is(static_cast<unsigned char>(v), charset::kUnreserved)) {
                ctx.add(Check::A7, Risk::Low, {base + i, 3},
                        "\"" + std::string(text.substr(i, 3)) + "\" encodes the unreserved \""
                            + std::string(1, static_cast<char>(v))
                            + "\", which never needs encoding (RFC 3986 §2.3): a filter evasion",
                        {{"component", std::string(c.name)}}, View::Decoded);
                unreservedDone = true;
            }
        }
        // Invalid UTF-8 after decoding (legacy encodings are common: Low)
        if (!invalidDone) {
            const std::string decoded = pctDecode(text);
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
                        "The " + std::string(c.name) + " decodes to octets that are not UTF-8",
                        {{"component", std::string(c.name)}}, View::Decoded);
            }
        }
    }
}

// A8 (§7.3): names that file systems treat specially.
void checkA8(Context &ctx)
{
    if (!ctx.rv.authority && !ctx.special)
        return;
    const bool isFile = ctx.scheme == "file";
    const std::vector<Span> segments = pathSegments(ctx.rv);
    const std::string_view rawPath = ctx.rv.path.in(ctx.text);
    const auto add = [&](Span span, const std::string &why) {
        ctx.add(Check::A8, isFile ? Risk::High : Risk::Medium, span,
                "File-system special name in the path: " + why + " (RFC 3986 §7.3)",
                {{"segment", std::string(span.in(ctx.text))}}, View::Decoded);
    };
    if (rawPath.rfind("\\\\?\\", 0) == 0 || rawPath.rfind("\\\\.\\", 0) == 0
        || rawPath.rfind("//?/", 0) == 0 || rawPath.rfind("//./", 0) == 0) {
        add({ctx.rv.path.offset, 4}, "a Windows device or long-path prefix");
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
        const char f0 = lowerChar(raw[0]);
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
        const auto shown = [&d] { return std::string(d); };
        if (device) {
            add(seg, "\"" + shown() + "\" is a Windows device name");
            continue;
        }
        if (d.size() >= 3 && d.find_first_not_of('.') == std::string_view::npos) {
            add(seg, "\"" + shown() + "\" (three or more dots)");
            continue;
        }
        if (findI(d, "::$") != std::string_view::npos
            || findI(d, ":$data") != std::string_view::npos) {
            add(seg, "\"" + shown() + "\" names an NTFS alternate data stream");
            continue;
        }
        if (isFile && k > 0 && d.find(':') != std::string_view::npos && d.find(':') > 1) {
            add(seg, "\"" + shown() + "\" names an NTFS alternate data stream");
            continue;
        }
        if ((d.back() == '.' || d.back() == ' ')
            && d.find_first_not_of('.') != std::string_view::npos && d.find('.') < d.size() - 1) {
            add(seg, "\"" + escapeForDisplay(d) + "\" ends in a dot or space, which Windows drops");
            continue;
        }
        // 8.3 short names: up to six characters, "~", a digit
        if (const std::size_t tilde = d.find('~');
            tilde != std::string_view::npos && tilde >= 1 && tilde <= 6 && tilde + 1 < d.size()
            && d[tilde + 1] >= '1' && d[tilde + 1] <= '9'
            && std::all_of(d.begin(), d.begin() + static_cast<std::ptrdiff_t>(tilde), [](char ch) {
                   return charset::is(ch, charset::kAlpha) || charset::is(ch, charset::kDigit);
               })) {
            add(seg, "\"" + shown() + "\" is an 8.3 short name");
            continue;
        }
        if (!isFile && k == 0 && d.size() == 2 && charset::is(d[0], charset::kAlpha)
            && (d[1] == ':' || d[1] == '|')) {
            add(seg, "\"" + shown() + "\" is a drive letter");
            continue;
        }
        if (k + 1 < segments.size()
            && ((isFile && (equalsI(d, "dev") || equalsI(d, "proc")))
                || (equalsI(d, "proc")
                    && equalsI(pctDecode(segments[k + 1].in(ctx.text)), "self")))) {
            add(seg, "\"/" + shown() + "/\" is a POSIX device or process directory");
            continue;
        }
    }
}

// A9 (§7.4): an IPv4 address in a rare form.
void checkA9(Context &ctx)
{
    const HostFacts &h = ctx.host;
    if (!h.present || !h.canonical || h.canonical->kind != whatwg::HostKind::Ipv4)
        return;
    const std::string canonical = whatwg::serializeHost(*h.canonical);
    const std::string written = lowerAscii(h.decoded);
    if (written == canonical)
        return;
    std::string form;
    if (findI(written, "0x") != std::string::npos)
        form = "hexadecimal";
    else if (!written.empty() && written.back() == '.')
        form = "trailing dot";
    else if (written.find('.') == std::string::npos)
        form = "a single 32-bit number";
    else if (std::count(written.begin(), written.end(), '.') < 3)
        form = "fewer than four parts";
    else if (written.size() > 1 && (written[0] == '0' || written.find(".0") != std::string::npos))
        form = "octal (leading zeros)";
    else if (!uri::detail::isAscii(written))
        form = "compatibility digits";
    else
        form = "a non-canonical form";
    ctx.add(Check::A9, Risk::High, *h.span,
            "The host \"" + escapeForDisplay(h.decoded) + "\" is the IPv4 address " + canonical
                + " written in " + form + ": filters that compare text miss it (RFC 3986 §7.4)",
            {{"ip", canonical}, {"form", form}}, View::Whatwg);
}

// A10 (§7.5) and A12 (§7.6): credentials and deceptive userinfo.
void checkUserinfo(Context &ctx)
{
    OptSpan userinfo = ctx.rv.userinfo;
    OptSpan user = ctx.rv.user;
    OptSpan password = ctx.rv.password;
    if (!userinfo && (ctx.wv.spans.username || ctx.wv.spans.password)) {
        user = ctx.wv.spans.username;
        password = ctx.wv.spans.password;
        const Span a = user.value_or(*password);
        const Span b = password.value_or(a);
        userinfo = Span{a.offset, b.end() - a.offset};
    }
    if (!userinfo)
        return;
    const std::string_view text = userinfo->in(ctx.text);
    const std::string decoded = pctDecode(text);
    const std::string lower = lowerAscii(decoded);
    const std::string realHost = ctx.host.ascii.empty() ? ctx.host.raw : ctx.host.ascii;

    // A12: does the userinfo look like a host or a URL?
    std::string why;
    std::string token;
    if (hasHostLikeToken(lower, &token)) {
        why = "it holds the host name \"" + token + "\"";
    } else if (whatwg::HostResult r = whatwg::parseHost(lower.substr(0, lower.find(':')));
               r.host && r.host->kind == whatwg::HostKind::Ipv4
               && lower.find('.') != std::string::npos) {
        why = "it is an IP address";
    } else if (lower.find("http") != std::string::npos || lower.find("www") != std::string::npos) {
        why = "it holds \"http\" or \"www\"";
    } else if (lower.find('/') != std::string::npos || lower.find('\\') != std::string::npos) {
        why = "it holds a slash";
    } else if (text.find('%') != std::string_view::npos
               && text.find("%40") == std::string_view::npos) {
        why = "it is percent-encoded";
    } else if (decoded.size() > 32) {
        why = "it is longer than 32 characters";
    } else {
        const SecurityIndex &index = SecurityIndex::of(ctx.data);
        for (const std::string &b : index.brands) {
            if (lower.find(b) != std::string::npos) {
                why = "it holds the brand \"" + b + "\"";
                break;
            }
        }
        if (why.empty() && !uri::detail::isAscii(decoded)) {
            for (const uri::detail::CodePoint &c : uri::detail::codePoints(decoded)) {
                const auto d = ctx.data.delimLookalikes.find(c.cp);
                if (d != ctx.data.delimLookalikes.end() && d->second.ascii == '/') {
                    why = "it holds slash look-alikes";
                    break;
                }
            }
        }
    }
    if (!why.empty()) {
        ctx.add(Check::A12, Risk::High, *userinfo,
                "The userinfo \"" + escapeForDisplay(decoded) + "\" looks like a host (" + why
                    + "), but the link goes to \"" + realHost + "\" (RFC 3986 §7.6)",
                {{"userinfo", escapeForDisplay(decoded)}, {"real_host", realHost}}, View::Rfc3986);
    }

    // A10: a password, or a user name.
    const bool web = schemeIsWeb(ctx.scheme);
    const std::string userText = user ? pctDecode(user->in(ctx.text)) : std::string();
    if (password && !password->empty()) {
        const std::string pw = pctDecode(password->in(ctx.text));
        const bool anonymous = equalsI(userText, "anonymous") || equalsI(userText, "ftp");
        Risk risk = Risk::Medium;
        if (anonymous && !web) {
            risk = Risk::Info;
        } else {
            int classes = 0;
            classes
                += std::any_of(pw.begin(), pw.end(), [](char c) { return c >= 'a' && c <= 'z'; })
                       ? 1
                       : 0;
            classes
                += std::any_of(pw.begin(), pw.end(), [](char c) { return c >= 'A' && c <= 'Z'; })
                       ? 1
                       : 0;
            classes
                += std::any_of(pw.begin(), pw.end(), [](char c) { return c >= '0' && c <= '9'; })
                       ? 1
                       : 0;
            classes += std::any_of(pw.begin(), pw.end(),
                                   [](char c) {
                                       return !charset::is(c, charset::kAlpha)
                                              && !charset::is(c, charset::kDigit);
                                   })
                           ? 1
                           : 0;
            if (pw.size() >= 16 && classes >= 3)
                risk = Risk::High;
        }
        ctx.add(Check::A10, risk, *password,
                "The link carries a password in its userinfo (RFC 3986 §7.5: \"user:password\" is "
                "deprecated); anyone who sees the link has it",
                {{"user", userText}, {"password", maskSecret(pw)}}, View::Rfc3986);
    } else if (user && !user->empty()) {
        ctx.add(Check::A10, web ? Risk::Low : Risk::Info, *user,
                "The link names the user \"" + escapeForDisplay(userText) + "\" in its userinfo",
                {{"user", escapeForDisplay(userText)}}, View::Rfc3986);
    }
}

// A11: secrets in the query or the fragment.
struct Param
{
    Span whole;
    std::string key;      ///< decoded, lower case
    std::string_view raw; ///< the value as written
    std::string value;    ///< decoded, filled only for the parameters that matter
    OptSpan valueSpan;
};

std::vector<Param> paramsOf(std::string_view text, Span span)
{
    std::vector<Param> out;
    const std::string_view s = span.in(text);
    std::size_t start = 0;
    for (std::size_t i = 0; i <= s.size(); ++i) {
        if (i < s.size() && s[i] != '&' && s[i] != ';')
            continue;
        const std::string_view item = s.substr(start, i - start);
        if (!item.empty()) {
            Param p;
            p.whole = {span.offset + start, item.size()};
            const std::size_t eq = item.find('=');
            p.key = lowerAscii(pctDecode(item.substr(0, eq), true));
            if (eq != std::string_view::npos) {
                p.raw = item.substr(eq + 1);
                p.valueSpan = Span{span.offset + start + eq + 1, item.size() - eq - 1};
            }
            out.push_back(std::move(p));
        }
        start = i + 1;
    }
    return out;
}

bool looksRandom(std::string_view v)
{
    if (v.size() < 16)
        return false;
    const bool lower = std::any_of(v.begin(), v.end(), [](char c) { return c >= 'a' && c <= 'z'; });
    const bool upper = std::any_of(v.begin(), v.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
    const bool digit = std::any_of(v.begin(), v.end(), [](char c) { return c >= '0' && c <= '9'; });
    return (lower ? 1 : 0) + (upper ? 1 : 0) + (digit ? 1 : 0) >= 2;
}

void checkA11(Context &ctx)
{
    const auto callbackPath = [&] {
        const std::string_view path = ctx.rv.path.in(ctx.text);
        return findI(path, "callback") != std::string_view::npos
               || findI(path, "oauth") != std::string_view::npos
               || findI(path, "auth") != std::string_view::npos
               || findI(path, "redirect") != std::string_view::npos
               || findI(path, "/cb") != std::string_view::npos;
    };
    for (const OptSpan &component : {ctx.rv.query, ctx.rv.fragment}) {
        if (!component || component->empty())
            continue;
        std::vector<Param> params = paramsOf(ctx.text, *component);
        // Decode the values that a name or a shape makes worth a look.
        for (Param &p : params) {
            bool worth = ctx.data.secretParams.count(p.key) > 0;
            for (const std::vector<std::string> &group : ctx.data.sasGroups)
                worth = worth || std::find(group.begin(), group.end(), p.key) != group.end();
            for (const SecretShape &s : ctx.data.secretShapes)
                worth = worth || p.raw.substr(0, s.prefix.size()) == s.prefix;
            if (worth)
                p.value = pctDecode(p.raw, true);
        }
        // Azure SAS: "sv" and "sig" together
        for (const std::vector<std::string> &group : ctx.data.sasGroups) {
            const bool all = std::all_of(group.begin(), group.end(), [&](const std::string &k) {
                return std::any_of(params.begin(), params.end(),
                                   [&](const Param &p) { return p.key == k && !p.value.empty(); });
            });
            if (!all || group.empty())
                continue;
            const auto sig = std::find_if(params.begin(), params.end(),
                                          [&](const Param &p) { return p.key == group.back(); });
            ctx.add(Check::A11, Risk::Medium, sig->whole,
                    "An Azure shared access signature: the link itself grants access",
                    {{"parameter", sig->key}, {"kind", "azure-sas"}}, View::Decoded);
        }
        for (const Param &p : params) {
            if (p.value.empty())
                continue;
            const SecretShape *shape = nullptr;
            for (const SecretShape &s : ctx.data.secretShapes) {
                if (p.value.rfind(s.prefix, 0) != 0)
                    continue;
                const std::size_t tail = static_cast<std::size_t>(std::count_if(
                    p.value.begin() + static_cast<std::ptrdiff_t>(s.prefix.size()), p.value.end(),
                    [](char c) {
                        return charset::is(c, charset::kAlpha) || charset::is(c, charset::kDigit)
                               || c == '_' || c == '-' || c == '.';
                    }));
                if (tail >= s.minLength) {
                    shape = &s;
                    break;
                }
            }
            const auto named = ctx.data.secretParams.find(p.key);
            Risk risk = Risk::Info;
            std::string kind;
            if (shape != nullptr) {
                risk = Risk::Medium;
                kind = shape->name;
            } else if (named != ctx.data.secretParams.end()) {
                switch (named->second) {
                case SecretLevel::Medium:
                    risk = p.value.size() >= 6 ? Risk::Medium : Risk::Low;
                    break;
                case SecretLevel::Low:
                    risk = looksRandom(p.value) ? Risk::Medium : Risk::Low;
                    break;
                case SecretLevel::Callback:
                    if (!callbackPath())
                        continue;
                    risk = Risk::Medium;
                    break;
                }
                kind = "named " + p.key;
            } else {
                continue;
            }
            ctx.add(Check::A11, risk, p.whole,
                    "The parameter \"" + p.key + "\" carries what looks like a secret (" + kind
                        + "): links end up in logs, histories and Referer headers (RFC 3986 §7.5)",
                    {{"parameter", p.key}, {"kind", kind}, {"value", maskSecret(p.value)}},
                    View::Decoded);
        }
    }
}

} // namespace

void checkRfc3986(Context &ctx)
{
    checkA1(ctx);
    checkA2(ctx);
    checkA3A5(ctx);
    checkA4(ctx);
    checkA6(ctx);
    checkA7(ctx);
    checkA8(ctx);
    checkA9(ctx);
    checkUserinfo(ctx);
    checkA11(ctx);
}

} // namespace uri::security::detail
