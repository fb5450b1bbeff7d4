#include "uriinspector/parse.h"

#include "syntax/detail/development.h"

#include "syntax/detail/class_scan.h"
#include "syntax/detail/describe.h"
#include "syntax/detail/host_syntax.h"
#include "syntax/detail/parse_classic.h"
#include "uriinspector/charset.h"
#include "uriinspector/utf8.h"

#include <algorithm>

namespace uri {

namespace {

using namespace charset;
using detail::CharRule;

// The character rule of each component: which bytes may stand unencoded,
// which code reports the others, and the ABNF rule and section it cites.
constexpr CharRule kSchemeRule{kScheme, DiagCode::SchemeChar, false, "scheme", "RFC 3986 §3.1"};
constexpr CharRule kUserinfoRule{kUserinfo, DiagCode::UserinfoChar, true, "userinfo",
                                 "RFC 3986 §3.2.1"};
constexpr CharRule kRegNameRule{kRegName, DiagCode::RegNameChar, true, "reg-name",
                                "RFC 3986 §3.2.2"};
constexpr CharRule kPortRule{kDigit, DiagCode::PortChar, false, "port", "RFC 3986 §3.2.3"};
constexpr CharRule kPathRule{kPath, DiagCode::PathChar, true, "segment", "RFC 3986 §3.3"};
constexpr CharRule kQueryRule{kQuery, DiagCode::QueryChar, true, "query", "RFC 3986 §3.4"};
constexpr CharRule kFragmentRule{kQuery, DiagCode::FragmentChar, true, "fragment", "RFC 3986 §3.5"};
// RFC 6874 §2: ZoneID = 1*( unreserved / pct-encoded )
constexpr CharRule kZoneIdRule{kUnreserved, DiagCode::Ipv6ZoneId, true, "ZoneID", "RFC 6874 §2"};

constexpr std::string_view kHostCite = "RFC 3986 §3.2.2";

// Index of the first byte in [from, text.size()) that is one of @p Delims.
template <char... Delims>
std::size_t scanTo(std::string_view text, std::size_t from)
{
    std::size_t i = from;
    while (i < text.size()) {
        const char c = text[i];
        if (is(c, kGenDelim) && ((c == Delims) || ...))
            break;
        ++i;
    }
    return i;
}

class Parser
{
public:
    Parser(std::string_view text, ParseResult &result)
        : m_text(text)
        , m_r(result)
        , m_sink(text, result.diagnostics)
    {}

    void run();

private:
    void parseScheme(Span span);
    void parseAuthority(Span span);
    void parseIpLiteral(Span literal);
    void parseIpvFuture(Span inner);
    void classifyHost(bool checkChars);
    void parsePort(std::size_t colon, std::size_t end);
    void parsePath(Span span);
    void checkNoschemeColon();
    void classifyForm();

    std::string_view m_text;
    ParseResult &m_r;
    detail::DiagSink m_sink;
};

bool endsAt(std::string_view text, std::size_t i, char a, char b, char c)
{
    return i == text.size() || text[i] == a || text[i] == b || text[i] == c;
}

// URI-reference = URI / relative-ref   (RFC 3986 §4.1)
// Split by RFC 3986 Appendix B:
//   ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
// Each component is first scanned with its own class, which excludes its
// terminators, so a valid component is split and checked in one pass; only at
// the first other byte does the slower split-then-check path take over.
void Parser::run()
{
    const std::size_t n = m_text.size();
    std::size_t i = 0;

    // scheme ":"   (Appendix B group 2: one or more bytes before the first ':/?#')
    // One pass: a run of scheme characters (none of which is ":/?#"), and the
    // split only has to look further when the run stopped at another byte.
    const std::size_t run = detail::skipClass<kScheme>(m_text, 0);
    const std::size_t first = scanTo<':', '/', '?', '#'>(m_text, run);
    if (first < n && first > 0 && m_text[first] == ':') {
        if (first == run && is(m_text[0], kAlpha))
            m_r.scheme = Span{0, first}; // every byte checked already
        else
            parseScheme({0, first});
        i = first + 1;
    }

    // "//" authority   (group 4)
    if (n - i >= 2 && m_text[i] == '/' && m_text[i + 1] == '/') {
        // Fast path: reg-name [ ":" 1*DIGIT ], ended by "/?#" or the end.
        const std::size_t begin = i + 2;
        const std::size_t hostEnd = detail::skipClass<kRegName>(m_text, begin);
        std::size_t end = hostEnd;
        bool fast = true;
        if (end < n && m_text[end] == ':') {
            end = detail::skipClass<kDigit>(m_text, end + 1);
            fast = end > hostEnd + 1;
        }
        if (fast && endsAt(m_text, end, '/', '?', '#')) {
            m_r.authority = Span{begin, end - begin};
            m_r.host = Span{begin, hostEnd - begin};
            classifyHost(false);
            if (end > hostEnd)
                m_r.port = Span{hostEnd + 1, end - hostEnd - 1};
        } else {
            end = scanTo<'/', '?', '#'>(m_text, end);
            parseAuthority({begin, end - begin});
        }
        i = end;
    }

    // path   (group 5)
    const std::size_t pathRun = detail::skipClass<kPath>(m_text, i);
    if (endsAt(m_text, pathRun, '?', '#', '#')) {
        m_r.path = Span{i, pathRun - i};
        checkNoschemeColon();
        i = pathRun;
    } else {
        const std::size_t pathEnd = scanTo<'?', '#'>(m_text, pathRun);
        parsePath({i, pathEnd - i});
        i = pathEnd;
    }

    // [ "?" query ]   (group 7)
    if (i < n && m_text[i] == '?') {
        const std::size_t queryRun = detail::skipClass<kQuery>(m_text, i + 1);
        if (endsAt(m_text, queryRun, '#', '#', '#')) {
            m_r.query = Span{i + 1, queryRun - (i + 1)};
            i = queryRun;
        } else {
            const std::size_t end = scanTo<'#'>(m_text, queryRun);
            m_r.query = Span{i + 1, end - (i + 1)};
            m_sink.checkChars(*m_r.query, kQueryRule);
            i = end;
        }
    }

    // [ "#" fragment ]   (group 9)
    if (i < n) {
        m_r.fragment = Span{i + 1, n - (i + 1)};
        m_sink.checkChars(*m_r.fragment, kFragmentRule);
    }

    classifyForm();
    // finish() has nothing to do without diagnostics: none were dropped
    // either, as the first kMaxDiagnostics are kept
    if (!m_r.diagnostics.empty())
        m_sink.finish();
}

// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )   (RFC 3986 §3.1)
void Parser::parseScheme(Span span)
{
    m_r.scheme = span;
    const char c0 = m_text[span.offset];
    if (is(c0, kAlpha)) {
        m_sink.checkChars({span.offset + 1, span.length - 1}, kSchemeRule);
        return;
    }
    // A byte of a special class (control, space, non-ASCII) is reported as such;
    // any other first byte breaks the ALPHA rule.
    constexpr CharRule startRule{kAlpha, DiagCode::SchemeStart, false, "scheme", "RFC 3986 §3.1"};
    const std::size_t after = m_sink.checkOneChar(span.offset, span.end(), startRule);
    m_sink.checkChars({after, span.end() - after}, kSchemeRule);
}

// authority = [ userinfo "@" ] host [ ":" port ]   (RFC 3986 §3.2)
void Parser::parseAuthority(Span span)
{
    m_r.authority = span;
    const std::string_view auth = span.in(m_text);
    std::size_t hostBegin = span.offset;

    // userinfo = *( unreserved / pct-encoded / sub-delims / ":" )   (§3.2.1)
    // Deviation: "@" cannot occur in a valid authority; for an invalid one we
    // split at the last "@", as browsers do, and report the others.
    // memchr first: most authorities have no "@", and rfind() is a byte loop.
    const std::size_t at = auth.find('@') == std::string_view::npos ? auth.npos : auth.rfind('@');
    if (at != std::string_view::npos) {
        const Span userinfo{span.offset, at};
        m_r.userinfo = userinfo;
        hostBegin = span.offset + at + 1;
        m_sink.checkChars(userinfo, kUserinfoRule);
        const std::size_t colon = userinfo.in(m_text).find(':');
        if (colon == std::string_view::npos) {
            m_r.user = userinfo;
        } else {
            m_r.user = Span{userinfo.offset, colon};
            m_r.password = Span{userinfo.offset + colon + 1, userinfo.length - colon - 1};
            // §3.2.1: "Use of the format "user:password" in the userinfo field
            // is deprecated"; an empty password means none.
            if (!m_r.password->empty()) {
                m_sink.add(DiagCode::DeprecatedPassword, *m_r.password, "userinfo",
                           "RFC 3986 §3.2.1");
            }
        }
    }

    const std::size_t end = span.end();
    // host = IP-literal / IPv4address / reg-name   (§3.2.2)
    if (hostBegin < end && m_text[hostBegin] == '[') {
        const std::size_t close = m_text.substr(0, end).find(']', hostBegin);
        if (close == std::string_view::npos) {
            m_r.host = Span{hostBegin, end - hostBegin};
            const bool future = end - hostBegin > 1 && (m_text[hostBegin + 1] | 0x20) == 'v';
            m_r.hostType = future ? HostType::IPvFuture : HostType::IPv6;
            m_sink.add(DiagCode::IpLiteralUnterminated, *m_r.host, "IP-literal", kHostCite);
            return;
        }
        const std::size_t colon = m_text.substr(0, end).find(':', close + 1);
        const std::size_t hostEnd = colon == std::string_view::npos ? end : colon;
        if (hostEnd > close + 1) {
            m_sink.add(DiagCode::IpLiteralTrailing, {close + 1, hostEnd - close - 1}, "authority",
                       "RFC 3986 §3.2");
        }
        m_r.host = Span{hostBegin, hostEnd - hostBegin};
        parseIpLiteral({hostBegin, close + 1 - hostBegin});
        if (colon != std::string_view::npos)
            parsePort(colon, end);
        return;
    }

    // Deviation: a reg-name cannot contain ":", so the host ends at the first
    // one; for an invalid authority the rest is reported as part of the port.
    const std::size_t colon = m_text.substr(0, end).find(':', hostBegin);
    const std::size_t hostEnd = colon == std::string_view::npos ? end : colon;
    m_r.host = Span{hostBegin, hostEnd - hostBegin};
    classifyHost(true);
    if (colon != std::string_view::npos)
        parsePort(colon, end);
}

// host = IP-literal / IPv4address / reg-name   (RFC 3986 §3.2.2), for the
// host the caller has set, which is no IP-literal; @p checkChars is false
// when the caller has seen that every byte is a reg-name character already.
// The caller sets the span: passed as an argument, GCC wrote it to the stack
// in two halves and read it back whole for the result, a load that waited
// for both stores (16% of the parse of bench/data/kasztp.txt).
void Parser::classifyHost(bool checkChars)
{
    const Span host = *m_r.host;
    // §3.2.2: "If host matches the rule for IPv4address, then it should be
    // considered an IPv4 address literal and not a reg-name." Both IPv4
    // tests need a leading digit, which spares them for most names.
    const bool digitFirst = !host.empty() && is(m_text[host.offset], kDigit);
    if (digitFirst && detail::isIpv4Address(host.in(m_text))) {
        m_r.hostType = HostType::IPv4;
        return;
    }
    m_r.hostType = HostType::RegName;
    if (checkChars)
        m_sink.checkChars(host, kRegNameRule);
    // §7.4 Rare IP Address Formats
    if (digitFirst && detail::looksLikeNumericHost(host.in(m_text)))
        m_sink.add(DiagCode::RegNameNumeric, host, "reg-name", "RFC 3986 §7.4");
}

// port = *DIGIT   (RFC 3986 §3.2.3)
void Parser::parsePort(std::size_t colon, std::size_t end)
{
    const Span port{colon + 1, end - colon - 1};
    m_r.port = port;
    if (port.empty()) {
        // §3.2.3: "URI producers and normalizers should omit the port
        // component and its ":" delimiter if port is empty"
        m_sink.add(DiagCode::EmptyPort, {colon, 1}, "port", "RFC 3986 §3.2.3");
        return;
    }
    m_sink.checkChars(port, kPortRule);
}

// IP-literal = "[" ( IPv6address / IPvFuture  ) "]"   (RFC 3986 §3.2.2)
// IPv6addrz  = IPv6address "%25" ZoneID               (RFC 6874 §2)
void Parser::parseIpLiteral(Span literal)
{
    const Span inner{literal.offset + 1, literal.length - 2};
    if (inner.empty()) {
        m_r.hostType = HostType::IPv6;
        m_sink.add(DiagCode::Ipv6Empty, literal, "IP-literal", kHostCite);
        return;
    }
    if ((m_text[inner.offset] | 0x20) == 'v') {
        m_r.hostType = HostType::IPvFuture;
        m_r.ipLiteralAddress = inner;
        parseIpvFuture(inner);
        return;
    }

    m_r.hostType = HostType::IPv6;
    const std::size_t pct = inner.in(m_text).find('%');
    const Span address{inner.offset, pct == std::string_view::npos ? inner.length : pct};
    m_r.ipLiteralAddress = address;
    if (address.empty())
        m_sink.add(DiagCode::Ipv6Empty, literal, "IPv6address", kHostCite);
    else
        detail::checkIpv6Address(m_text, address, m_sink);

    if (pct == std::string_view::npos)
        return;
    const std::size_t zoneMark = inner.offset + pct;
    const Span zoneAndMark{zoneMark, inner.end() - zoneMark};
    const bool rfc6874
        = zoneAndMark.length >= 3 && m_text[zoneMark + 1] == '2' && m_text[zoneMark + 2] == '5';
    if (rfc6874) {
        m_r.zoneId = Span{zoneMark + 3, inner.end() - zoneMark - 3};
        m_sink.add(DiagCode::Ipv6ZoneId, zoneAndMark, "IPv6addrz", "RFC 6874 §2");
        m_sink.checkChars(*m_r.zoneId, kZoneIdRule);
    } else {
        m_r.zoneId = Span{zoneMark + 1, inner.end() - zoneMark - 1};
        m_sink.add(DiagCode::Ipv6ZoneIdUnencoded, zoneAndMark, "IPv6addrz", "RFC 6874 §2");
    }
}

// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )   (§3.2.2)
void Parser::parseIpvFuture(Span inner)
{
    const std::size_t end = inner.end();
    std::size_t i = inner.offset + 1;
    while (i < end && is(m_text[i], kHexdig))
        ++i;
    const auto fail = [&](std::size_t at) {
        const Span where = at < end ? Span{at, 1} : Span{inner.offset, inner.length};
        m_sink.add(DiagCode::IpvFutureSyntax, where, "IPvFuture", kHostCite);
    };
    if (i == inner.offset + 1)
        return fail(i); // no version digits
    if (i == end || m_text[i] != '.')
        return fail(i); // no "." after the version
    ++i;
    if (i == end)
        return fail(i); // nothing after the "."
    for (; i < end; ++i) {
        if (!is(m_text[i], kIpvFuture))
            return fail(i);
    }
}

// path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty
// (RFC 3986 §3.3). After the Appendix B split the path has the right shape
// for whichever rule applies; only its characters remain to be checked.
void Parser::parsePath(Span span)
{
    m_r.path = span;
    m_sink.checkChars(span, kPathRule);
    checkNoschemeColon();
}

void Parser::checkNoschemeColon()
{
    if (m_r.scheme || m_r.authority)
        return;
    const Span span = m_r.path;
    // path-noscheme = segment-nz-nc *( "/" segment )   (§4.2): the first
    // segment of a relative-path reference may not contain ":".
    const std::string_view path = span.in(m_text);
    const std::size_t firstEnd = std::min(path.find('/'), path.size());
    for (std::size_t i = 0; i < firstEnd; ++i) {
        if (path[i] == ':') {
            m_sink.add(DiagCode::PathNoschemeColon, {span.offset + i, 1}, "segment-nz-nc",
                       "RFC 3986 §4.2");
        }
    }
}

void Parser::classifyForm()
{
    m_r.form = detail::formOf(m_r);
}

} // namespace

bool parseSupports(Spec spec)
{
    return spec == Spec::Rfc3986 || spec == Spec::Rfc3986NonStrict || detail::isClassicSpec(spec);
}

ParseResult parse(std::string_view text, Spec spec)
{
    detail::countParse(detail::Parser::Syntax);
    ParseResult result;
    if (detail::isClassicSpec(spec)) {
        result = detail::parseClassic(text, spec);
    } else {
        result.input = text;
        result.spec = spec;
        Parser(text, result).run();
    }
    if constexpr (detail::kDevelopmentChecks)
        detail::checkInvariant(consistencyError(result), "uri::parse");
    return result;
}

namespace {

// "scheme [3, 4) is not inside the input [0, 5)" and the like.
std::string spanText(std::string_view name, Span s)
{
    return std::string(name) + " [" + std::to_string(s.offset) + ", " + std::to_string(s.end())
           + ")";
}

} // namespace

std::string consistencyError(const ParseResult &r)
{
    const Span all{0, r.input.size()};
    const std::pair<std::string_view, OptSpan> parts[] = {
        {"scheme", r.scheme},     {"authority", r.authority},
        {"userinfo", r.userinfo}, {"user", r.user},
        {"password", r.password}, {"host", r.host},
        {"port", r.port},         {"path", r.path},
        {"params", r.params},     {"query", r.query},
        {"fragment", r.fragment}, {"IP-literal address", r.ipLiteralAddress},
        {"zone id", r.zoneId},
    };
    for (const auto &[name, span] : parts) {
        if (span && !all.contains(*span))
            return spanText(name, *span) + " is not inside the input " + spanText("", all);
    }
    for (const Diagnostic &d : r.diagnostics) {
        if (!all.contains(d.span))
            return spanText(diagCodeName(d.code), d.span) + " is not inside the input";
    }
    // RFC 3986 §3: scheme ":" "//" authority path "?" query "#" fragment, in this order
    const std::pair<std::string_view, OptSpan> sequence[] = {
        {"scheme", r.scheme}, {"authority", r.authority}, {"path", r.path},
        {"query", r.query},   {"fragment", r.fragment},
    };
    std::optional<std::pair<std::string_view, Span>> previous;
    for (const auto &[name, span] : sequence) {
        if (!span)
            continue;
        if (previous && previous->second.end() > span->offset)
            return spanText(name, *span) + " begins before the end of "
                   + spanText(previous->first, previous->second);
        previous = {name, *span};
    }
    // §3.2: userinfo "@" host ":" port inside the authority; user and password in the userinfo
    const auto inside = [](const OptSpan &inner, const OptSpan &outer) {
        return !inner || (outer && outer->contains(*inner));
    };
    if (!inside(r.userinfo, r.authority) || !inside(r.host, r.authority)
        || !inside(r.port, r.authority))
        return "userinfo, host and port must lie inside the authority";
    if (r.userinfo && r.host && r.userinfo->end() >= r.host->offset)
        return "the userinfo must end before the host";
    if (r.host && r.port && r.host->end() >= r.port->offset)
        return "the host must end before the port";
    if (!inside(r.user, r.userinfo) || !inside(r.password, r.userinfo))
        return "user and password must lie inside the userinfo";
    if (!inside(r.ipLiteralAddress, r.host) || !inside(r.zoneId, r.host))
        return "the IP-literal's address and zone id must lie inside the host";
    if (!inside(r.params, OptSpan(r.path)))
        return "the params must lie inside the path";
    if (r.hostType.has_value() != r.host.has_value())
        return "a host type must be given exactly when there is a host";
    // §5.3: recomposition gives the input back (the URL Standard's split is not one)
    if (r.spec != Spec::Whatwg && r.recompose() != r.input)
        return "the recomposition of the components (RFC 3986 §5.3) is not the input";
    return {};
}

bool ParseResult::valid() const
{
    return std::none_of(diagnostics.begin(), diagnostics.end(),
                        [](const Diagnostic &d) { return d.severity == Severity::Error; });
}

// RFC 3986 §5.3 Component Recomposition
std::string ParseResult::recompose() const
{
    std::string out;
    out.reserve(input.size());
    if (scheme) {
        out += text(*scheme);
        out += ':';
    }
    if (authority) {
        out += "//";
        out += text(*authority);
    }
    out += text(path);
    if (query) {
        out += '?';
        out += text(*query);
    }
    if (fragment) {
        out += '#';
        out += text(*fragment);
    }
    return out;
}

void forEachPathSegment(const ParseResult &result, const std::function<void(Span)> &each)
{
    std::string_view path = result.text(result.path);
    if (result.params) // RFC 1808 §2.4.5: the params are not part of the path
        path = path.substr(0, result.params->offset - 1 - result.path.offset);
    if (path.empty())
        return;
    std::size_t begin = path.front() == '/' ? 1 : 0;
    while (true) {
        const std::size_t slash = std::min(path.find('/', begin), path.size());
        each({result.path.offset + begin, slash - begin});
        if (slash == path.size())
            break;
        begin = slash + 1;
    }
}

std::vector<Span> pathSegments(const ParseResult &result)
{
    std::vector<Span> segments;
    // one segment more than there are slashes: one allocation
    const std::string_view path = result.text(result.path);
    segments.reserve(static_cast<std::size_t>(std::count(path.begin(), path.end(), '/')) + 1);
    forEachPathSegment(result, [&segments](Span s) { segments.push_back(s); });
    return segments;
}

std::vector<Span> hostLabels(const ParseResult &result)
{
    std::vector<Span> labels;
    if (!result.host || result.hostType != HostType::RegName || result.host->empty())
        return labels;
    const std::string_view host = result.text(*result.host);
    std::size_t start = 0;
    for (std::size_t i = 0; i <= host.size(); ++i) {
        if (i == host.size() || host[i] == '.') {
            labels.push_back({result.host->offset + start, i - start});
            start = i + 1;
        }
    }
    if (labels.size() < 2)
        labels.clear(); // one label is the host itself
    return labels;
}

void forEachQueryParam(const ParseResult &result,
                       const std::function<void(const QueryParam &)> &each)
{
    if (!result.query || result.query->empty())
        return;
    const std::string_view query = result.text(*result.query);
    const std::size_t base = result.query->offset;
    std::size_t begin = 0;
    while (true) {
        const std::size_t end = std::min(query.find_first_of("&;", begin), query.size());
        const std::string_view piece = query.substr(begin, end - begin);
        QueryParam param;
        param.whole = {base + begin, end - begin};
        if (const std::size_t eq = piece.find('='); eq != std::string_view::npos) {
            param.key = {base + begin, eq};
            param.value = Span{base + begin + eq + 1, piece.size() - eq - 1};
        } else {
            param.key = param.whole;
        }
        each(param);
        if (end == query.size())
            break;
        begin = end + 1;
    }
}

std::vector<QueryParam> queryParams(const ParseResult &result)
{
    std::vector<QueryParam> params;
    forEachQueryParam(result, [&params](const QueryParam &p) { params.push_back(p); });
    return params;
}

std::string_view hostTypeName(HostType type)
{
    switch (type) {
    case HostType::RegName:
        return "reg-name";
    case HostType::IPv4:
        return "ipv4";
    case HostType::IPv6:
        return "ipv6";
    case HostType::IPvFuture:
        return "ipvfuture";
    }
    return "reg-name";
}

std::string_view formName(Form form)
{
    switch (form) {
    case Form::AbsoluteUri:
        return "absolute-uri";
    case Form::UriWithFragment:
        return "uri-with-fragment";
    case Form::NetworkPath:
        return "network-path";
    case Form::AbsolutePath:
        return "absolute-path";
    case Form::RelativePath:
        return "relative-path";
    case Form::SameDocument:
        return "same-document";
    }
    return "relative-path";
}

} // namespace uri
