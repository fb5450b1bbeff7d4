// Parser differentials: P1..P9 (catalog §4.2 and §5.2). The RFC 3986 view
// (parse.h), the URL Standard's view (whatwg.h) and a legacy view (first
// "@", glibc inet_aton()) of the same text, and the tricks that make them
// disagree. P10 (IDNA) is with the Unicode checks.
#include "security/detail/registry.h"
#include "security/detail/security_context.h"
#include "text/detail/text.h"

#include "uriinspector/charset.h"
#include "uriinspector/utf8.h"

#include <arpa/inet.h>

#include <algorithm>

namespace uri::security::detail {

namespace {

Span unionOf(const OptSpan &a, const OptSpan &b)
{
    if (!a)
        return b.value_or(Span{});
    if (!b)
        return *a;
    const std::size_t from = std::min(a->offset, b->offset);
    const std::size_t to = std::max(a->end(), b->end());
    return {from, to - from};
}

// The legacy host: the authority split at its FIRST "@" (some libraries and
// naive regular expressions do), up to a ":" port.
struct LegacySplit
{
    std::optional<std::string> host;
    OptSpan hostSpan;
};

// Where the authority candidate is: after "scheme://" (or a leading "//"),
// up to the first "/" (or "\" for a special scheme). "?" and "#" do not end
// it here: naive readings do not stop there either (catalog P5).
OptSpan authorityCandidate(const Context &ctx)
{
    const std::string_view t = ctx.text;
    std::size_t from = std::string_view::npos;
    if (ctx.rv.scheme) {
        const std::size_t colon = ctx.rv.scheme->end();
        if (t.substr(colon + 1, 2) == "//")
            from = colon + 3;
    } else if (t.substr(0, 2) == "//") {
        from = 2;
    }
    if (from == std::string_view::npos || from > t.size())
        return std::nullopt;
    std::size_t to = from;
    while (to < t.size() && t[to] != '/' && !(ctx.special && t[to] == '\\'))
        ++to;
    return Span{from, to - from};
}

LegacySplit legacySplit(const Context &ctx)
{
    LegacySplit out;
    if (!ctx.rv.authority)
        return out;
    const Span a = *ctx.rv.authority;
    const std::string_view text = a.in(ctx.text);
    const std::size_t at = text.find('@');
    if (at == std::string_view::npos)
        return out;
    std::string_view rest = text.substr(at + 1);
    std::size_t end = rest.find_first_of(":@");
    if (!rest.empty() && rest.front() == '[')
        end = rest.find(']') == std::string_view::npos ? rest.size() : rest.find(']') + 1;
    end = std::min(end, rest.size());
    out.host = asciiLower(pctDecode(rest.substr(0, end)));
    out.hostSpan = Span{a.offset + at + 1, end};
    return out;
}

// Whether @p v4 is in a block of an internal class (N1..N4).
bool isInternalAddress(const SecurityData &data, std::uint32_t v4)
{
    const AddressBlock *b = data.addressBlock(v4Mapped(v4), false);
    return b != nullptr && isInternalClass(b->cls);
}

// glibc inet_aton(): the legacy view of a numeric host (catalog §5.1: use it
// only to reproduce what legacy software does, never to decide).
std::optional<std::uint32_t> inetAton(const std::string &host)
{
    in_addr addr{};
    if (inet_aton(host.c_str(), &addr) == 0)
        return std::nullopt;
    return ntohl(addr.s_addr);
}

std::string hostText(const std::optional<std::string> &h)
{
    return h ? *h : std::string("(none)");
}

// The P1 wording of the difference @p d in @p component ("scheme", "host",
// "port"): which view reads none (hostText()), and for a host whether one
// reading is a protected domain.
const Message &disagreement(std::string_view component, const whatwg::ViewDifference &d,
                            bool protectedOne)
{
    if (component == "scheme") // the URL Standard always reads one
        return d.rfc3986 ? msg::kP1Scheme : msg::kP1SchemeNoRfc3986;
    if (component == "port")
        return !d.rfc3986 ? msg::kP1PortNoRfc3986 : !d.whatwg ? msg::kP1PortNoWhatwg : msg::kP1Port;
    if (protectedOne) {
        return !d.rfc3986  ? msg::kP1HostNoRfc3986Protected
               : !d.whatwg ? msg::kP1HostNoWhatwgProtected
                           : msg::kP1HostProtected;
    }
    return !d.rfc3986 ? msg::kP1HostNoRfc3986 : !d.whatwg ? msg::kP1HostNoWhatwg : msg::kP1Host;
}

} // namespace

// docs/security-checks.md §4.2 P1; catalog §2.1, §5.2. RFC 3986 and the URL
// Standard disagree on the scheme, the host or the port; or a first-"@"
// split (legacy parsers) reads another host than the browser's. Critical
// when one reading is a protected domain and the other is not.
void parserDifferential(Context &ctx)
{
    if (ctx.wv.failure())
        return; // a browser goes nowhere: P6, P8 and the others say why
    for (const whatwg::ViewDifference &d :
         whatwg::compareViews(ctx.rv, ctx.wv, whatwg::CompareParts::WherePathNot)) {
        OptSpan span;
        std::string what;
        Risk risk = Risk::High;
        switch (d.code) {
        case whatwg::ViewDifferenceCode::SchemeDiffers:
            span = unionOf(ctx.rv.scheme, ctx.wv.spans.scheme);
            what = "scheme";
            break;
        case whatwg::ViewDifferenceCode::HostDiffers: {
            span = unionOf(ctx.rv.host, ctx.wv.spans.host);
            what = "host";
            const std::string rvHost
                = d.rfc3986 ? asciiLower(pctDecode(*d.rfc3986)) : std::string();
            const std::string wvHost = d.whatwg ? *d.whatwg : std::string();
            const bool rvProtected = !rvHost.empty() && isProtectedHost(ctx.data, rvHost);
            const bool wvProtected = !wvHost.empty() && isProtectedHost(ctx.data, wvHost);
            if (rvProtected != wvProtected)
                risk = Risk::Critical;
            break;
        }
        case whatwg::ViewDifferenceCode::PortDiffers:
            span = unionOf(ctx.rv.port, ctx.wv.spans.port);
            what = "port";
            break;
        default:
            continue;
        }
        if (!span || (span->empty() && what != "host"))
            span = ctx.wv.kept;
        Details arguments;
        if (d.rfc3986)
            arguments.emplace_back("rfc3986", escapeForDisplay(*d.rfc3986));
        if (d.whatwg)
            arguments.emplace_back("whatwg", escapeForDisplay(*d.whatwg));
        ctx.add(
            Check::P1, risk, *span, disagreement(what, d, risk == Risk::Critical),
            std::move(arguments),
            {{"component", what}, {"rfc3986", hostText(d.rfc3986)}, {"whatwg", hostText(d.whatwg)}},
            View::Whatwg);
    }
    // The legacy first-"@" reading of the host.
    const LegacySplit legacy = legacySplit(ctx);
    if (legacy.host && ctx.rv.authority) {
        const std::string_view authority = ctx.rv.authority->in(ctx.text);
        const bool severalAt = std::count(authority.begin(), authority.end(), '@') >= 2;
        const std::string wvHost(ctx.host.ascii);
        if (severalAt && !wvHost.empty() && *legacy.host != wvHost) {
            const bool p1 = isProtectedHost(ctx.data, *legacy.host);
            const bool p2 = isProtectedHost(ctx.data, wvHost);
            ctx.add(Check::P1, p1 != p2 ? Risk::Critical : Risk::High, *legacy.hostSpan,
                    msg::kP1FirstAt, {{"legacy_host", *legacy.host}, {"whatwg_host", wvHost}},
                    {{"component", "host"}, {"legacy", *legacy.host}, {"whatwg", wvHost}},
                    View::Legacy);
        }
    }
}

// docs/security-checks.md §4.2 P2; URL Standard (special authority
// slashes). A backslash in a special-scheme URL, which a browser reads as
// "/": High before the host, Medium in the path.
void backslash(Context &ctx)
{
    if (!ctx.special)
        return;
    const std::string_view t = ctx.text;
    // The browser's authority ends with its host (and port); before that,
    // a backslash is an authority delimiter.
    // So does the RFC 3986 authority: a backslash inside either is in "the
    // authority" of one of the views.
    std::size_t authorityEnd = 0;
    if (ctx.wv.spans.port)
        authorityEnd = ctx.wv.spans.port->end();
    else if (ctx.wv.spans.host)
        authorityEnd = ctx.wv.spans.host->end();
    if (ctx.rv.authority)
        authorityEnd = std::max(authorityEnd, ctx.rv.authority->end());
    const std::size_t from = ctx.rv.scheme ? ctx.rv.scheme->end() + 1 : 0;
    const std::size_t to = ctx.rv.query      ? ctx.rv.query->offset
                           : ctx.rv.fragment ? ctx.rv.fragment->offset
                                             : t.size();
    OptSpan inAuthority;
    OptSpan inPath;
    for (std::size_t i = from; i < to && i < t.size(); ++i) {
        i = std::min(t.find('\\', i), t.size());
        if (i >= to)
            break;
        OptSpan &into = i < authorityEnd ? inAuthority : inPath;
        into = into ? Span{into->offset, i + 1 - into->offset} : Span{i, 1};
    }
    if (inAuthority) {
        ctx.add(Check::P2, Risk::High, *inAuthority, msg::kP2BeforeHost, {},
                {{"component", "authority"}}, View::Whatwg);
    }
    if (inPath) {
        ctx.add(Check::P2, Risk::Medium, *inPath, msg::kP2InPath, {}, {{"component", "path"}},
                View::Whatwg);
    }
}

// docs/security-checks.md §4.2 P3; URL Standard §4.4 steps 1-3. Tabs and
// newlines inside the URL, C0 controls and spaces around it, which a
// browser removes: High when that changes the scheme or the host.
void strippedWhitespace(Context &ctx)
{
    const std::string_view t = ctx.text;
    const Span kept = ctx.wv.kept;
    const auto changes = [&](Span run) {
        const auto touches = [&](const OptSpan &s) {
            return s && run.offset < s->end() + 1 && run.end() + 1 > s->offset;
        };
        return touches(ctx.wv.spans.scheme) || touches(ctx.wv.spans.host);
    };
    const auto report = [&](Span run, bool edge) {
        std::string names;
        for (const char c : run.in(t))
            names += (names.empty() ? "" : " ") + escapeForDisplay(std::string(1, c));
        const bool changing = !edge && changes(run);
        ctx.add(Check::P3, changing ? Risk::High : Risk::Medium, run,
                edge       ? msg::kP3Edges
                : changing ? msg::kP3InsideChangesHost
                           : msg::kP3Inside,
                {{"characters", names}}, {{"removed", names}}, View::Whatwg);
    };
    if (kept.offset > 0)
        report({0, kept.offset}, true);
    for (std::size_t i = kept.offset; i < kept.end();) {
        // tab, line feed and carriage return are all below U+000E
        i = std::min(uri::detail::findByteBelow(t, 0x0E, i), kept.end());
        if (i == kept.end())
            break;
        if (t[i] != '\t' && t[i] != '\n' && t[i] != '\r') {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < kept.end() && (t[j] == '\t' || t[j] == '\n' || t[j] == '\r'))
            ++j;
        report({i, j - i}, false);
        i = j;
    }
    if (kept.end() < t.size())
        report({kept.end(), t.size() - kept.end()}, true);
}

// docs/security-checks.md §4.2 P4; URL Standard (special authority ignore
// slashes). A special scheme followed by other than two slashes (or by
// backslashes), or a scheme-relative reference ("//host", "/\host").
void irregularSlashes(Context &ctx)
{
    const std::string_view t = ctx.text;
    const Risk risk = ctx.inRedirectParam ? Risk::High : Risk::Medium;
    if (ctx.rv.scheme) {
        if (!ctx.special || ctx.scheme == "file")
            return;
        const std::size_t after = ctx.rv.scheme->end() + 1;
        std::size_t n = 0;
        bool backslash = false;
        while (after + n < t.size()
               && (t[after + n] == '/' || t[after + n] == '\\' || t[after + n] == '\t'
                   || t[after + n] == '\n' || t[after + n] == '\r')) {
            backslash = backslash || t[after + n] == '\\';
            ++n;
        }
        std::size_t slashes = 0;
        for (std::size_t k = 0; k < n; ++k)
            slashes += t[after + k] == '/' || t[after + k] == '\\' ? 1 : 0;
        if (slashes == 2 && !backslash)
            return;
        const Span span{ctx.rv.scheme->offset, after + n - ctx.rv.scheme->offset};
        Details arguments{{"scheme", ctx.scheme}};
        if (slashes != 1)
            arguments.emplace_back("count", std::to_string(slashes));
        const Message &wording
            = slashes == 1 ? (backslash ? msg::kP4OneSlashAndBackslashes : msg::kP4OneSlash)
                           : (backslash ? msg::kP4SlashesAndBackslashes : msg::kP4Slashes);
        ctx.add(Check::P4, risk, span, wording, std::move(arguments),
                {{"slashes", std::to_string(slashes)}}, View::Whatwg);
        return;
    }
    // A relative reference: "//host", "/\host", "\/host", "\\host"; one
    // nested in a parameter that stays on the outer site misleads nobody
    if (ctx.staysOnSite)
        return;
    // on a page whose base is known, "//host" is a plain network-path
    // reference (RFC 3986 §4.2); the backslash forms stay tricks
    const bool onPage = ctx.depth == 0 && ctx.options.base.has_value();
    const std::size_t from = ctx.wv.kept.offset;
    const std::string_view head = t.substr(from, 2);
    if (head.size() == 2 && (head[0] == '/' || head[0] == '\\')
        && (head[1] == '/' || head[1] == '\\') && !(onPage && head == "//")) {
        ctx.add(Check::P4, risk, {from, 2}, msg::kP4SchemeRelative,
                {{"reference", std::string(head)}}, {{"form", std::string(head)}}, View::Whatwg);
    }
}

// docs/security-checks.md §4.2 P5; RFC 3986 §3.2.1. Several "@" in the
// authority (a browser splits at the last, others at the first), or an "@"
// after "?" or "#" before any "/".
void multipleAt(Context &ctx)
{
    if (ctx.text.find('@') == std::string_view::npos)
        return; // no "@" anywhere, so none in the authority either
    const OptSpan candidate = authorityCandidate(ctx);
    if (!candidate)
        return;
    const std::string_view text = candidate->in(ctx.text);
    const std::size_t first = text.find('@');
    if (first == std::string_view::npos)
        return;
    const std::size_t last = text.find_last_of('@');
    if (last != first) {
        ctx.add(Check::P5, Risk::High, {candidate->offset + first, last - first + 1},
                msg::kP5SeveralAt, {},
                {{"count", std::to_string(std::count(text.begin(), text.end(), '@'))}},
                View::Legacy);
        return;
    }
    const std::size_t qf = text.find_first_of("?#");
    if (qf != std::string_view::npos && qf < first) {
        ctx.add(Check::P5, Risk::High, {candidate->offset + qf, first - qf + 1},
                msg::kP5AtAfterDelimiter, {{"delimiter", std::string(1, text[qf])}}, {},
                View::Legacy);
    }
}

// docs/security-checks.md §4.2 P6; RFC 3986 §3.2.3. An empty port, several
// colons, a port that is no number, above 65535, 0, with leading zeros, or
// the scheme's default written out.
void portSyntax(Context &ctx)
{
    if (!ctx.rv.port)
        return;
    const Span port = *ctx.rv.port;
    const std::string_view text = port.in(ctx.text);
    if (ctx.host.bracketed && ctx.rv.zoneId)
        return;
    if (text.empty()) {
        ctx.add(Check::P6, Risk::Low, {port.offset > 0 ? port.offset - 1 : 0, 1}, msg::kP6Empty, {},
                {}, View::Rfc3986);
        return;
    }
    if (text.find(':') != std::string_view::npos) {
        ctx.add(Check::P6, Risk::High, port, msg::kP6SeveralColons, {{"port", std::string(text)}},
                {{"port", std::string(text)}}, View::Rfc3986);
        return;
    }
    if (!std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        ctx.add(Check::P6, Risk::Medium, port, msg::kP6NotANumber,
                {{"port", escapeForDisplay(text)}}, {{"port", escapeForDisplay(text)}},
                View::Rfc3986);
        return;
    }
    const std::string_view digits = text.substr(std::min(text.find_first_not_of('0'), text.size()));
    const bool big = digits.size() > 5 || (digits.size() == 5 && digits > "65535");
    if (big) {
        ctx.add(Check::P6, Risk::High, port, msg::kP6Above65535, {{"port", std::string(text)}},
                {{"port", std::string(text)}}, View::Rfc3986);
        return;
    }
    const unsigned long value = digits.empty() ? 0 : std::stoul(std::string(digits));
    if (value == 0) {
        ctx.add(Check::P6, Risk::High, port, msg::kP6Zero, {}, {{"port", std::string(text)}},
                View::Rfc3986);
        return;
    }
    if (text.size() > 1 && text[0] == '0') {
        ctx.add(Check::P6, Risk::Low, port, msg::kP6LeadingZeros,
                {{"port", std::string(text)}, {"number", std::to_string(value)}},
                {{"port", std::to_string(value)}}, View::Rfc3986);
        return;
    }
    const std::optional<std::uint16_t> def = whatwg::defaultPort(ctx.scheme);
    const auto table = ctx.data.schemePorts.find(ctx.scheme);
    const bool isDefault = (def && *def == value)
                           || (table != ctx.data.schemePorts.end() && !table->second.empty()
                               && table->second.front() == value);
    if (isDefault) {
        // Deviation: the catalog's §3 scale lists an explicit default port as
        // Info, its P6 row as Low; we follow §3.
        ctx.add(Check::P6, Risk::Info, port, msg::kP6Default, {{"port", std::to_string(value)}},
                {{"port", std::to_string(value)}}, View::Rfc3986);
    }
}

// docs/security-checks.md §4.2 P7; RFC 3986 §3.2.2. A percent-encoded
// reg-name, which a browser decodes while filters compare the text: High
// when it decodes to a protected domain or to delimiters.
void percentEncodedHost(Context &ctx)
{
    if (!ctx.rv.host || ctx.rv.hostType != HostType::RegName)
        return;
    const std::string_view raw = ctx.rv.host->in(ctx.text);
    if (!uri::detail::hasPctTriplet(raw))
        return;
    const std::string &decoded = ctx.decoded(*ctx.rv.host);
    const bool delimiters = decoded.find_first_of("/?#@:\\ ") != std::string::npos
                            || std::any_of(decoded.begin(), decoded.end(), [](char c) {
                                   return static_cast<unsigned char>(c) < 0x20;
                               });
    const std::string target
        = ctx.host.ascii.empty() ? asciiLower(decoded) : std::string(ctx.host.ascii);
    const bool protectedHost = isProtectedHost(ctx.data, target);
    ctx.add(Check::P7, delimiters || protectedHost ? Risk::High : Risk::Medium, *ctx.rv.host,
            msg::kP7PercentEncoded,
            {{"host", escapeForDisplay(target)}, {"written", std::string(raw)}},
            {{"decoded", escapeForDisplay(decoded)}, {"whatwg_host", std::string(ctx.host.ascii)}},
            View::Whatwg);
}

// docs/security-checks.md §4.2 P8; URL Standard (ends in a number), glibc
// inet_aton(). A numeric host that the views read differently: it ends in
// a number but is no IPv4 address, inet_aton() reads it and a browser does
// not, or the other way round.
void ambiguousNumericHost(Context &ctx)
{
    const HostFacts &h = ctx.host;
    if (!h.present || !h.span || h.bracketed)
        return;
    if (std::none_of(h.decoded.begin(), h.decoded.end(),
                     [](char c) { return c >= '0' && c <= '9'; }))
        return;
    const std::string host = asciiLower(h.decoded);
    // the URL Standard's "ends in a number" path that then fails
    bool endsInNumberFails = false;
    // When the browser's parse succeeded with a domain, its IPv4 parser did
    // not fail: only a failed or opaque URL needs the host parser again.
    if (!h.fromWhatwgUrl && (!h.canonical || h.canonical->kind != whatwg::HostKind::Ipv4)) {
        const whatwg::HostResult r = whatwg::parseHost(h.raw);
        for (const Diagnostic &d : r.diagnostics) {
            if (d.severity == Severity::Error
                && (d.code == DiagCode::WhatwgIpv4NonNumericPart
                    || d.code == DiagCode::WhatwgIpv4TooManyParts
                    || d.code == DiagCode::WhatwgIpv4OutOfRangePart))
                endsInNumberFails = true;
        }
    }
    const std::optional<std::uint32_t> legacy = inetAton(host);
    const bool legacyInternal = legacy && isInternalAddress(ctx.data, *legacy);
    Details details;
    if (legacy)
        details.emplace_back("inet_aton", ipv4Text(*legacy));
    if (endsInNumberFails) {
        Details arguments{{"host", escapeForDisplay(h.decoded)}};
        if (legacy)
            arguments.emplace_back("address", ipv4Text(*legacy));
        ctx.add(Check::P8, legacyInternal ? Risk::High : Risk::Medium, *h.span,
                legacy ? msg::kP8EndsInNumberLegacy : msg::kP8EndsInNumber, std::move(arguments),
                std::move(details), View::Legacy);
        return;
    }
    const bool wvIpv4 = h.canonical && h.canonical->kind == whatwg::HostKind::Ipv4;
    if (legacy && !wvIpv4) {
        ctx.add(Check::P8, legacyInternal ? Risk::High : Risk::Medium, *h.span, msg::kP8InetAton,
                {{"host", escapeForDisplay(h.decoded)}, {"address", ipv4Text(*legacy)}},
                std::move(details), View::Legacy);
        return;
    }
    if (wvIpv4 && !legacy) {
        ctx.add(Check::P8, Risk::Medium, *h.span, msg::kP8BrowserAddress,
                {{"host", escapeForDisplay(h.decoded)},
                 {"address", whatwg::serializeHost(*h.canonical)}},
                {{"whatwg", whatwg::serializeHost(*h.canonical)}}, View::Legacy);
        return;
    }
    // RFC 3986 §3.2.2: a host that is no dotted-decimal IPv4address is a
    // reg-name, looked up by name; the URL Standard reads "0", "0x7f.1" or
    // "2130706433" as an address
    if (wvIpv4 && ctx.rv.host && ctx.rv.hostType == uri::HostType::RegName) {
        const std::string address = whatwg::serializeHost(*h.canonical);
        const bool internal = isInternalAddress(ctx.data, h.canonical->ipv4);
        ctx.add(Check::P8, internal ? Risk::High : Risk::Medium, *h.span, msg::kP8DnsOrAddress,
                {{"host", escapeForDisplay(h.decoded)}, {"address", address}},
                {{"whatwg", address}}, View::Rfc3986);
    }
}

// docs/security-checks.md §4.2 P9; CVE-2021-45046. A scheme that looks
// hierarchical but is not: "javascript://" (a script comment), a fragment
// that LDAP clients read as part of the host, a scheme that wraps another URL.
void schemeMixup(Context &ctx)
{
    if (!ctx.rv.scheme)
        return;
    const std::string_view t = ctx.text;
    const Span scheme = *ctx.rv.scheme;
    const std::size_t after = scheme.end() + 1;
    const std::uint16_t cls = ctx.schemeClass();
    // javascript://host/%0a... : "//" starts a script comment
    if ((cls & SchemeScript) != 0 && t.substr(after, 2) == "//") {
        ctx.add(Check::P9, Risk::High, {scheme.offset, after + 2 - scheme.offset},
                msg::kP9ScriptComment, {{"scheme", ctx.scheme}}, {{"scheme", ctx.scheme}},
                View::Rfc3986);
        return;
    }
    // ldap://127.0.0.1#.evil.example (CVE-2021-45046)
    const std::string_view s = ctx.scheme; // compared by size first
    if ((s == "ldap" || s == "ldaps" || s == "rmi" || s == "iiop") && ctx.rv.fragment
        && !ctx.rv.fragment->empty()) {
        const std::string frag = asciiLower(ctx.decoded(*ctx.rv.fragment));
        std::string token;
        if (frag.front() == '.' || frag.front() == '@' || hasHostLikeToken(frag, &token)) {
            const Span span{ctx.rv.fragment->offset - 1, ctx.rv.fragment->length + 1};
            ctx.add(Check::P9, Risk::High, span, msg::kP9FragmentHost, {{"scheme", ctx.scheme}},
                    {{"fragment", frag}}, View::Legacy);
        }
        return;
    }
    // jar:http://...!/ , view-source:https://...
    if (s == "jar" || s == "view-source" || s == "feed" || s == "pcast") {
        std::size_t j = after;
        while (j < t.size() && (uri::charset::is(t[j], uri::charset::kScheme)))
            ++j;
        if (j > after && j < t.size() && t[j] == ':') {
            ctx.add(
                Check::P9, Risk::High, {scheme.offset, j + 1 - scheme.offset}, msg::kP9WrappedUrl,
                {{"scheme", ctx.scheme}, {"inner_scheme", std::string(t.substr(after, j - after))}},
                {{"inner_scheme", asciiLower(t.substr(after, j - after))}}, View::Rfc3986);
        }
    }
}

} // namespace uri::security::detail
