// The grammars before RFC 3986, as one parser driven by a table of what each
// text says differently:
//
//   RFC 2396 (1998) Appendix A, split by its Appendix B (the regular
//     expression RFC 3986 kept);
//   draft-fielding-url-syntax-01 (1997) §2-§4, split in its order: fragment
//     (§3), scheme (§4.1), server (§4.3.1), query (§4.3.3), path (§4.3.2);
//   RFC 1808 (1995) §2.2, split by §2.4: fragment, scheme, net_loc, query,
//     params, path; the net_loc read as RFC 1738 §3.1's
//     "<user>:<password>@<host>:<port>";
//   RFC 1630 (1994), "BNF of Generic URI Syntax", with the "//" login of its
//     "BNF for specific URL schemes" and the partial-form rule (a scheme's
//     colon comes before any slash).
//
// The spans and codes are those of RFC 3986 (parse.h); each diagnostic
// carries the generation's own rule name and citation.
#include "syntax/detail/parse_classic.h"

#include "syntax/detail/describe.h"
#include "uriinspector/charset.h"

#include <algorithm>
#include <array>

namespace uri::detail {

namespace {

using charset::Mask;

// The character sets of the older texts that RFC 3986's classes do not
// cover. RFC 2396's sets equal RFC 3986's (its "mark" characters became
// unreserved or sub-delims), so RFC 2396 uses charset::kTable.
constexpr Mask k1630Xalpha = 1u << 0; // alpha | digit | safe | extra   (RFC 1630 generic BNF)
constexpr Mask k1630Path = 1u << 1;   // xpalpha = xalpha | "+", and "/"
constexpr Mask k1630Search = 1u << 2; // xalphas [ "+" search ]
constexpr Mask k1630User = 1u << 3;   // alphanum2 = alpha | digit | "-" | "_" | "." | "+"
constexpr Mask k1808User = 1u << 4;   // RFC 1738 §3.1: uchar | ";" | "?" | "&" | "="
constexpr Mask k1808Path = 1u << 5;   // pchar = uchar | ":" | "@" | "&" | "=", and "/"
constexpr Mask k1808Params = 1u << 6; // param = *( pchar | "/" ), and ";"
constexpr Mask k1808Query = 1u << 7;  // uchar | reserved
constexpr Mask kDraftUser = 1u << 8;  // unreserved | ";" | "?" | "&" | "=" | "+"
constexpr Mask kDraftPath = 1u << 9;  // pchar | ";" (params) | "/"
constexpr Mask kHostname = 1u << 10;  // alphanum | "-" | "." (domainlabel, toplabel)
constexpr Mask kDigits = 1u << 11;
constexpr Mask kAlphas = 1u << 12;

constexpr bool in(char c, std::string_view set)
{
    return set.find(c) != std::string_view::npos;
}

constexpr std::array<Mask, 256> makeClassicTable()
{
    std::array<Mask, 256> table{};
    for (int b = 0; b < 128; ++b) {
        const char c = static_cast<char>(b);
        const bool alpha = (b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z');
        const bool alnum = alpha || (b >= '0' && b <= '9');
        Mask m = 0;
        // RFC 1630: safe = $ - _ @ . &   extra = ! * " ' ( ) ,
        const bool xalpha = alnum || in(c, "$-_@.&!*\"'(),");
        if (xalpha)
            m |= k1630Xalpha | k1630Search | k1630Path;
        if (c == '+')
            m |= k1630Search | k1630Path;
        if (c == '/')
            m |= k1630Path;
        if (alnum || in(c, "-_.+"))
            m |= k1630User;
        // RFC 1808 §2.2: safe = $ - _ . +   extra = ! * ' ( ) ,
        const bool uchar = alnum || in(c, "$-_.+!*'(),");
        const bool pchar1808 = uchar || in(c, ":@&=");
        if (uchar || in(c, ";?&="))
            m |= k1808User;
        if (pchar1808 || c == '/')
            m |= k1808Path | k1808Params;
        if (c == ';')
            m |= k1808Params;
        if (uchar || in(c, ";/?:@&="))
            m |= k1808Query;
        // draft-01 §2.2: mark = $ - _ . ! ~ * ' ( ) ,
        const bool unreserved = alnum || in(c, "$-_.!~*'(),");
        if (unreserved || in(c, ";?&=+"))
            m |= kDraftUser;
        if (unreserved || in(c, ":@&=+;/"))
            m |= kDraftPath;
        if (alnum || in(c, "-."))
            m |= kHostname;
        if (b >= '0' && b <= '9')
            m |= kDigits;
        if (alpha)
            m |= kAlphas;
        table[static_cast<std::size_t>(b)] = m;
    }
    return table;
}

constexpr std::array<Mask, 256> kClassic = makeClassicTable();

bool isIn(char c, Mask mask)
{
    return (kClassic[static_cast<unsigned char>(c)] & mask) == mask;
}

/// How the scheme is told apart from a relative reference.
enum class SchemeSplit : std::uint8_t {
    AppendixB,        ///< RFC 2396 App. B: the bytes before the first of ":/?#"
    SchemeCharacters, ///< RFC 1808 §2.4.2, draft-01 §4.1: scheme characters, then ":"
    ColonBeforeSlash, ///< RFC 1630 partial form: "a colon ... before any slash"
};

/// How a host name is built.
enum class HostnameRule : std::uint8_t {
    Domain, ///< *( domainlabel "." ) toplabel   (RFC 1738 §3.1, draft-01, RFC 2396)
    Ialpha, ///< hostname = ialpha [ "." hostname ]   (RFC 1630)
};

/// What one generation's text says, component by component.
struct Grammar
{
    Spec spec;
    SchemeSplit schemeSplit;
    CharRule schemeRest;         ///< after the first character (checked only when it can fail)
    bool schemeAlphaFirst;       ///< scheme = alpha ...   (RFC 2396, RFC 1630)
    std::string_view serverEnds; ///< the bytes that end "//" server (the fragment is gone)
    bool userinfoWhole;          ///< one userinfo rule (RFC 2396) or user and password rules
    CharRule user;
    CharRule password;
    std::string_view passwordWarning; ///< cite of "user:password" is not recommended, or ""
    HostnameRule hostname;
    bool trailingDot; ///< RFC 2396 §3.2.2: hostname = ... toplabel [ "." ]
    std::string_view hostnumberRule;
    std::string_view hostCite;
    bool registryFallback; ///< RFC 2396 §3.2.1: authority = server | reg_name
    CharRule regName;      ///< the reg_name alternative (RFC 2396)
    bool portRequired;     ///< port = 1*digit (RFC 1738 §3.1, RFC 1630)
    CharRule port;
    bool params; ///< RFC 1808 §2.4.5
    CharRule path;
    CharRule paramsRule;
    CharRule query;
    CharRule fragment;
    std::string_view noschemeCite; ///< where ":" in a first relative segment is excluded, or ""
    std::string_view noschemeRule;
    bool rfc2396Paths; ///< RFC 2396 §3 opaque_part and §5 rel_path
    /// server = [ [ userinfo "@" ] hostport ]: an empty server has no host
    /// (RFC 2396 §3.2.2, draft-01 §4.3.1)
    bool serverOptional;
    /// path = fsegment *( "/" segment ), fsegment = 1*pchar (RFC 1808 §2.2)
    bool fsegment;
    /// absoluteURL = generic-URL | opaque-URL, opaque-URL = scheme ":" *urlchar
    /// (draft-01 §4.2): an absolute URL that the generic split rejects is read whole
    bool opaqueUrl = false;
};

constexpr std::string_view k2396Escape = "RFC 2396 §2.4.1";
constexpr std::string_view kDraftEscape = "draft-fielding-url-syntax-01 §2.3.1";
constexpr std::string_view k1808Escape = "RFC 1808 §2.2";
constexpr std::string_view k1630Generic = "RFC 1630, BNF of Generic URI Syntax";
constexpr std::string_view k1630Url = "RFC 1630, BNF for specific URL schemes";

using charset::kTable;
constexpr const std::array<Mask, 256> *kOld = &kClassic;

constexpr CharRule rule2396(Mask allowed, DiagCode code, std::string_view rule,
                            std::string_view cite)
{
    return {allowed, code, true, rule, cite, &kTable, k2396Escape};
}

constexpr Grammar kRfc2396{
    Spec::Rfc2396,
    SchemeSplit::AppendixB,
    {charset::kScheme, DiagCode::SchemeChar, false, "scheme", "RFC 2396 §3.1", &kTable,
     k2396Escape},
    true,
    "/?",
    true,
    rule2396(charset::kUserinfo, DiagCode::UserinfoChar, "userinfo", "RFC 2396 §3.2.2"),
    rule2396(charset::kUserinfo, DiagCode::UserinfoChar, "userinfo", "RFC 2396 §3.2.2"),
    "RFC 2396 §3.2.2",
    HostnameRule::Domain,
    true,
    "IPv4address",
    "RFC 2396 §3.2.2",
    true,
    // reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" ),
    // which is RFC 3986's pchar
    rule2396(charset::kPchar, DiagCode::RegNameChar, "reg_name", "RFC 2396 §3.2.1"),
    false,
    {charset::kDigit, DiagCode::PortChar, false, "port", "RFC 2396 §3.2.2", &kTable, k2396Escape},
    false,
    rule2396(charset::kPath, DiagCode::PathChar, "segment", "RFC 2396 §3.3"),
    {},
    rule2396(charset::kQuery, DiagCode::QueryChar, "query", "RFC 2396 §3.4"),
    rule2396(charset::kQuery, DiagCode::FragmentChar, "fragment", "RFC 2396 §4.1"),
    "RFC 2396 §5",
    "rel_segment",
    true,
    true,
    false,
};

constexpr CharRule ruleDraft(Mask allowed, const std::array<Mask, 256> *table, DiagCode code,
                             std::string_view rule, std::string_view cite)
{
    return {allowed, code, true, rule, cite, table, kDraftEscape};
}

constexpr Grammar kDraft01{
    Spec::Draft01,
    SchemeSplit::SchemeCharacters,
    {},
    false,
    "/", // §4.3.1: "up to, but not including, the next slash"
    false,
    ruleDraft(kDraftUser, kOld, DiagCode::UserinfoChar, "user",
              "draft-fielding-url-syntax-01 §4.3.1"),
    ruleDraft(kDraftUser, kOld, DiagCode::UserinfoChar, "password",
              "draft-fielding-url-syntax-01 §4.3.1"),
    "",
    HostnameRule::Domain,
    false,
    "hostnumber",
    "draft-fielding-url-syntax-01 §4.3.1",
    false,
    {},
    false, // §E.3: "The URL port is now *digit instead of 1*digit"
    {kDigits, DiagCode::PortChar, false, "port", "draft-fielding-url-syntax-01 §4.3.1", kOld,
     kDraftEscape},
    false,
    ruleDraft(kDraftPath, kOld, DiagCode::PathChar, "segment",
              "draft-fielding-url-syntax-01 §4.3.2"),
    {},
    // query = *urlchar, fragment = *urlchar: reserved | unreserved | escaped,
    // the set of RFC 3986's query
    ruleDraft(charset::kQuery, &kTable, DiagCode::QueryChar, "query",
              "draft-fielding-url-syntax-01 §4.3.3"),
    ruleDraft(charset::kQuery, &kTable, DiagCode::FragmentChar, "fragment",
              "draft-fielding-url-syntax-01 §3"),
    // §4.3.2: "path segments which contain a colon ":" character cannot be
    // used as the first component of a relative URL path"
    "draft-fielding-url-syntax-01 §4.3.2",
    "segment",
    false,
    true,
    false,
    true,
};

constexpr CharRule rule1808(Mask allowed, DiagCode code, std::string_view rule,
                            std::string_view cite)
{
    return {allowed, code, true, rule, cite, kOld, k1808Escape};
}

constexpr Grammar kRfc1808{
    Spec::Rfc1808,
    SchemeSplit::SchemeCharacters,
    {},
    false,
    "/", // §2.4.3: "up to, but not including, the next slash"
    false,
    rule1808(k1808User, DiagCode::UserinfoChar, "user", "RFC 1738 §3.1"),
    rule1808(k1808User, DiagCode::UserinfoChar, "password", "RFC 1738 §3.1"),
    "",
    HostnameRule::Domain,
    false,
    "hostnumber",
    "RFC 1738 §3.1",
    false,
    {},
    true,
    {kDigits, DiagCode::PortChar, false, "port", "RFC 1738 §3.1", kOld, k1808Escape},
    true,
    rule1808(k1808Path, DiagCode::PathChar, "segment", "RFC 1808 §2.2"),
    rule1808(k1808Params, DiagCode::PathChar, "params", "RFC 1808 §2.2"),
    rule1808(k1808Query, DiagCode::QueryChar, "query", "RFC 1808 §2.2"),
    rule1808(k1808Query, DiagCode::FragmentChar, "fragment", "RFC 1808 §2.2"),
    "",
    "",
    false,
    false,
    true,
};

constexpr CharRule rule1630(Mask allowed, DiagCode code, std::string_view rule,
                            std::string_view cite)
{
    return {allowed, code, true, rule, cite, kOld, k1630Generic};
}

constexpr Grammar kRfc1630{
    Spec::Rfc1630,
    SchemeSplit::ColonBeforeSlash,
    // scheme = ialpha = alpha [ xalphas ], and xalpha includes escape
    rule1630(k1630Xalpha, DiagCode::SchemeChar, "ialpha", k1630Generic),
    true,
    "/?", // httpaddress = h t t p : / / hostport [ / path ] [ ? search ]
    false,
    {k1630User, DiagCode::UserinfoChar, false, "user", k1630Url, kOld, k1630Generic},
    {k1630User, DiagCode::UserinfoChar, false, "password", k1630Url, kOld, k1630Generic},
    "",
    HostnameRule::Ialpha,
    false,
    "hostnumber",
    k1630Url,
    false,
    {},
    true,
    {kDigits, DiagCode::PortChar, false, "port", k1630Url, kOld, k1630Generic},
    false,
    rule1630(k1630Path, DiagCode::PathChar, "xpalphas", k1630Generic),
    {},
    rule1630(k1630Search, DiagCode::QueryChar, "search", k1630Generic),
    rule1630(k1630Xalpha, DiagCode::FragmentChar, "fragmentid", k1630Generic),
    "",
    "",
    false,
    false,
    false,
};

const Grammar *grammarFor(Spec spec)
{
    switch (spec) {
    case Spec::Rfc2396:
        return &kRfc2396;
    case Spec::Draft01:
        return &kDraft01;
    case Spec::Rfc1808:
        return &kRfc1808;
    case Spec::Rfc1630:
        return &kRfc1630;
    default:
        return nullptr;
    }
}

class ClassicParser
{
public:
    ClassicParser(std::string_view text, const Grammar &g, ParseResult &result)
        : m_text(text)
        , m_g(g)
        , m_r(result)
        , m_sink(text, result.diagnostics)
    {}

    void run();

private:
    std::size_t splitScheme(std::size_t end);
    void checkScheme(Span scheme);
    void parseServer(Span server);
    bool isServerHost(Span host) const;
    bool isRegName(Span host, std::size_t hostEnd, std::size_t end) const;
    void checkHost(Span host);
    std::optional<Span> badLabel(Span host) const;
    void parsePort(std::size_t colon, std::size_t end);
    void parsePath(Span path);
    void checkPathForms();
    void readOpaque(std::size_t end);

    std::string_view m_text;
    const Grammar &m_g;
    ParseResult &m_r;
    DiagSink m_sink;
};

// The first index in [from, end) whose byte is one of @p set, or end.
std::size_t findAny(std::string_view text, std::size_t from, std::size_t end, std::string_view set)
{
    const std::size_t i = text.substr(0, end).find_first_of(set, from);
    return i == std::string_view::npos ? end : i;
}

void ClassicParser::run()
{
    const std::size_t n = m_text.size();
    // The fragment first: "the substring after the first (left-most)
    // crosshatch" (draft-01 §3, RFC 1808 §2.4.1; RFC 2396 §4.1 and App. B).
    const std::size_t hash = std::min(m_text.find('#'), n);
    if (hash < n)
        m_r.fragment = Span{hash + 1, n - hash - 1};

    std::size_t i = splitScheme(hash);

    // "//" server (net_loc, authority, login)
    if (hash - i >= 2 && m_text[i] == '/' && m_text[i + 1] == '/') {
        const std::size_t end = findAny(m_text, i + 2, hash, m_g.serverEnds);
        parseServer({i + 2, end - i - 2});
        i = end;
    }

    // "?" query: "the substring after the first (left-most) question mark"
    // of what remains (RFC 1808 §2.4.4, draft-01 §4.3.3)
    const std::size_t question = findAny(m_text, i, hash, "?");
    if (question < hash)
        m_r.query = Span{question + 1, hash - question - 1};
    parsePath({i, question - i});

    if (m_r.query)
        m_sink.checkChars(*m_r.query, m_g.query);
    if (m_r.fragment)
        m_sink.checkChars(*m_r.fragment, m_g.fragment);
    checkPathForms();
    if (m_g.opaqueUrl && m_r.scheme)
        readOpaque(hash);
    m_r.form = formOf(m_r);
    m_sink.finish();
}

// The scheme, if any, of text before @p end; returns where the rest begins.
std::size_t ClassicParser::splitScheme(std::size_t end)
{
    std::size_t colon = end;
    switch (m_g.schemeSplit) {
    case SchemeSplit::AppendixB:
        // ^(([^:/?#]+):)?   (RFC 2396 Appendix B)
        colon = findAny(m_text, 0, end, ":/?#");
        break;
    case SchemeSplit::SchemeCharacters: {
        // "If the parse string contains a colon ":" after the first character
        // and before any characters not allowed as part of a scheme name"
        // (RFC 1808 §2.4.2, draft-01 §4.1): scheme = 1*( alpha | digit | "+" | "-" | "." )
        std::size_t run = 0;
        while (run < end && charset::is(m_text[run], charset::kScheme))
            ++run;
        colon = run;
        break;
    }
    case SchemeSplit::ColonBeforeSlash: {
        // "the latter must have a colon and that colon must occur before any
        // slash characters" (RFC 1630, Partial (relative) form)
        colon = findAny(m_text, 0, end, ":/");
        break;
    }
    }
    if (colon == 0 || colon >= end || m_text[colon] != ':')
        return 0;
    checkScheme({0, colon});
    return colon + 1;
}

void ClassicParser::checkScheme(Span scheme)
{
    m_r.scheme = scheme;
    if (m_g.schemeRest.rule.empty())
        return; // RFC 1808, draft-01: found only when every character fits
    std::size_t from = scheme.offset;
    if (m_g.schemeAlphaFirst && !charset::is(m_text[from], charset::kAlpha)) {
        const CharRule start{
            kAlphas, DiagCode::SchemeStart,    false, m_g.schemeRest.rule, m_g.schemeRest.cite,
            kOld,    m_g.schemeRest.escapeCite};
        from = m_sink.checkOneChar(from, scheme.end(), start);
    } else {
        ++from;
    }
    m_sink.checkChars({from, scheme.end() - from}, m_g.schemeRest);
}

void ClassicParser::parseServer(Span server)
{
    m_r.authority = server;
    if (server.empty() && m_g.serverOptional)
        return; // server = [ ... ]: nothing, and no host
    const std::size_t end = server.end();
    // Within user and password "@" is reserved (draft-01 §4.3.1), so a valid
    // server has at most one; like parse(), split an invalid one at the last.
    const std::size_t at = server.in(m_text).rfind('@');
    std::size_t hostBegin = server.offset;
    if (at != std::string_view::npos) {
        m_r.userinfo = Span{server.offset, at};
        hostBegin = server.offset + at + 1;
        const std::size_t colon = m_r.userinfo->in(m_text).find(':');
        if (colon == std::string_view::npos) {
            m_r.user = m_r.userinfo;
        } else {
            m_r.user = Span{server.offset, colon};
            m_r.password = Span{server.offset + colon + 1, at - colon - 1};
        }
    }

    // host [ ":" port ]; "[" begins no host of these generations, but an
    // RFC 2732 literal is kept whole so that its ":" do not end it.
    std::size_t hostEnd = findAny(m_text, hostBegin, end, ":");
    const bool literal = hostBegin < end && m_text[hostBegin] == '[';
    if (literal) {
        const std::size_t close = findAny(m_text, hostBegin, end, "]");
        hostEnd = findAny(m_text, std::min(close + 1, end), end, ":");
    }
    const Span host{hostBegin, hostEnd - hostBegin};
    m_r.host = host;
    m_r.hostType = HostType::RegName;

    if (m_g.registryFallback && !literal && isRegName(host, hostEnd, end)) {
        // RFC 2396 §3.2.1: authority = server | reg_name: one rule for it all,
        // with no userinfo, host or port
        m_r.userinfo = m_r.user = m_r.password = m_r.host = m_r.port = std::nullopt;
        m_r.hostType = std::nullopt;
        m_sink.add(DiagCode::RegistryName, server, "reg_name", m_g.regName.cite);
        m_sink.checkChars(server, m_g.regName);
        return;
    }

    if (m_r.userinfo) {
        if (m_g.userinfoWhole) {
            m_sink.checkChars(*m_r.userinfo, m_g.user);
        } else {
            m_sink.checkChars(*m_r.user, m_g.user);
            if (m_r.password)
                m_sink.checkChars(*m_r.password, m_g.password);
        }
        if (m_r.password && !m_r.password->empty() && !m_g.passwordWarning.empty()) {
            // RFC 2396 §3.2.2: "Some URL schemes use the format "user:password"
            // in the userinfo field. This practice is NOT RECOMMENDED"
            m_sink.add(DiagCode::DeprecatedPassword, *m_r.password, "userinfo",
                       m_g.passwordWarning);
        }
    }
    if (literal)
        m_sink.add(DiagCode::IpLiteralNotInSpec, host, "host", m_g.hostCite);
    else if (!host.empty() || m_r.userinfo || hostEnd < end)
        checkHost(host); // an empty server is allowed: server = [ ... ]
    if (hostEnd < end)
        parsePort(hostEnd, end);
}

// hostnumber = 1*digit "." 1*digit "." 1*digit "." 1*digit (the older texts
// set no range). Whether @p host is one, and whether each part is 0-255.
struct Hostnumber
{
    bool matches = false;
    bool inRange = false;
};

Hostnumber hostnumber(std::string_view host)
{
    Hostnumber result;
    int parts = 0;
    bool inRange = true;
    std::size_t i = 0;
    while (parts < 4) {
        const std::size_t begin = i;
        unsigned value = 0;
        while (i < host.size() && isIn(host[i], kDigits)) {
            value = std::min(value * 10 + unsigned(host[i] - '0'), 1000u);
            ++i;
        }
        if (i == begin)
            return result;
        inRange = inRange && value <= 255;
        ++parts;
        if (parts < 4) {
            if (i == host.size() || host[i] != '.')
                return result;
            ++i;
        }
    }
    result.matches = i == host.size();
    result.inRange = inRange;
    return result;
}

// The first label of @p host that breaks the generation's hostname rule, or
// nothing when it is a hostname.
std::optional<Span> ClassicParser::badLabel(Span host) const
{
    std::string_view name = host.in(m_text);
    if (m_g.trailingDot && name.size() > 1 && name.back() == '.')
        name.remove_suffix(1); // RFC 2396 §3.2.2: toplabel [ "." ]
    if (name.empty())
        return host;
    std::size_t begin = 0;
    while (true) {
        const std::size_t dot = std::min(name.find('.', begin), name.size());
        const std::string_view label = name.substr(begin, dot - begin);
        const bool top = dot == name.size();
        const Span span{host.offset + begin, label.size()};
        if (label.empty())
            return span;
        if (m_g.hostname == HostnameRule::Ialpha) {
            // RFC 1630: hostname = ialpha [ "." hostname ], ialpha = alpha [ xalphas ]
            if (!isIn(label.front(), kAlphas))
                return span;
            for (const char c : label) {
                if (!isIn(c, k1630Xalpha))
                    return span;
            }
        } else {
            // domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum
            // toplabel    = alpha | alpha *( alphanum | "-" ) alphanum
            const bool startOk = top ? isIn(label.front(), kAlphas)
                                     : isIn(label.front(), kHostname) && label.front() != '-';
            if (!startOk || label.back() == '-')
                return span;
            for (const char c : label) {
                if (!isIn(c, kHostname))
                    return span;
            }
        }
        if (top)
            return std::nullopt;
        begin = dot + 1;
    }
}

bool ClassicParser::isServerHost(Span host) const
{
    return hostnumber(host.in(m_text)).matches || !badLabel(host);
}

// RFC 2396 §3.2: authority = server | reg_name. Not a server: a host that is
// no hostname or IPv4address (reg_name's characters or not: its rule says
// what is wrong), or a userinfo or port that breaks its rule where reg_name's
// characters hold it all ("w3c.org:80path1", "a:1@b:1@c").
bool ClassicParser::isRegName(Span host, std::size_t hostEnd, std::size_t end) const
{
    const Span server = *m_r.authority;
    if (server.empty())
        return false;
    if (!isServerHost(host))
        return true;
    const bool fitsServer
        = (!m_r.userinfo || fitsRule(m_r.userinfo->in(m_text), m_g.user))
          && (hostEnd == end || fitsRule(m_text.substr(hostEnd + 1, end - hostEnd - 1), m_g.port));
    return !fitsServer && fitsRule(server.in(m_text), m_g.regName);
}

// host = hostname | hostnumber
void ClassicParser::checkHost(Span host)
{
    const Hostnumber number = hostnumber(host.in(m_text));
    if (number.matches) {
        // The grammar allows "999.1.2.3"; no IPv4 address has a part over 255.
        m_r.hostType = HostType::IPv4;
        if (!number.inRange)
            m_sink.add(DiagCode::HostnumberRange, host, m_g.hostnumberRule, m_g.hostCite);
        return;
    }
    const std::size_t before = m_r.diagnostics.size();
    const Mask allowed = m_g.hostname == HostnameRule::Ialpha ? k1630Xalpha : kHostname;
    m_sink.checkChars(host, {allowed, DiagCode::RegNameChar, false, "hostname", m_g.hostCite, kOld,
                             m_g.path.escapeCite});
    if (m_r.diagnostics.size() != before)
        return; // the characters are reported; the labels would only repeat it
    if (const std::optional<Span> label = badLabel(host)) {
        const bool top = label->end() >= host.end() - (m_g.trailingDot ? 1 : 0);
        const std::string_view rule = m_g.hostname == HostnameRule::Ialpha ? "hostname"
                                      : top                                ? "toplabel"
                                                                           : "domainlabel";
        m_sink.add(DiagCode::HostnameSyntax, label->empty() ? host : *label, rule, m_g.hostCite);
    }
}

void ClassicParser::parsePort(std::size_t colon, std::size_t end)
{
    const Span port{colon + 1, end - colon - 1};
    m_r.port = port;
    if (!port.empty())
        m_sink.checkChars(port, m_g.port);
    else if (m_g.portRequired)
        m_sink.add(DiagCode::PortMissing, {colon, 1}, "port", m_g.port.cite);
    else
        m_sink.add(DiagCode::EmptyPort, {colon, 1}, "port", m_g.port.cite);
}

void ClassicParser::parsePath(Span path)
{
    m_r.path = path;
    if (!m_g.params) {
        m_sink.checkChars(path, m_g.path);
        return;
    }
    // RFC 1808 §2.4.5: "If the parse string contains a semicolon ";", then
    // the substring after the first (left-most) semicolon and up to the end
    // of the parse string is the parameters"
    const std::size_t semicolon = findAny(m_text, path.offset, path.end(), ";");
    m_sink.checkChars({path.offset, semicolon - path.offset}, m_g.path);
    if (semicolon < path.end()) {
        m_r.params = Span{semicolon + 1, path.end() - semicolon - 1};
        m_sink.checkChars(*m_r.params, m_g.paramsRule);
    }
}

void ClassicParser::checkPathForms()
{
    const Span path = m_r.path;
    const std::string_view text = path.in(m_text);
    if (m_g.fsegment && m_r.authority && text.starts_with("//")) {
        // abs_path = "/" rel_path, and rel_path's path begins with fsegment = 1*pchar
        m_sink.add(m_r.scheme ? DiagCode::NotGenericRl : DiagCode::FsegmentEmpty,
                   {path.offset + 1, 1}, "fsegment", "RFC 1808 §2.2");
    }
    if (!m_g.noschemeCite.empty() && !m_r.scheme && !m_r.authority) {
        const std::size_t firstEnd = std::min(text.find('/'), text.size());
        for (std::size_t i = 0; i < firstEnd; ++i) {
            if (text[i] == ':') {
                m_sink.add(DiagCode::PathNoschemeColon, {path.offset + i, 1}, m_g.noschemeRule,
                           m_g.noschemeCite);
            }
        }
    }
    if (!m_g.rfc2396Paths || m_r.authority || (!text.empty() && text.front() == '/'))
        return;
    if (m_r.scheme) {
        // absoluteURI = scheme ":" ( hier_part | opaque_part )
        // opaque_part = uric_no_slash *uric   (RFC 2396 §3), and uric holds "?"
        if (m_r.query) {
            m_sink.add(DiagCode::OpaqueNoQuery, {m_r.query->offset - 1, m_r.query->length + 1},
                       "opaque_part", "RFC 2396 §3");
        } else if (text.empty()) {
            m_sink.add(DiagCode::MissingPath, {m_r.scheme->end(), 1}, "opaque_part", "RFC 2396 §3");
        }
    } else if (text.empty() && m_r.query) {
        // relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]
        // rel_path    = rel_segment [ abs_path ], rel_segment = 1*( ... )   (RFC 2396 §5)
        m_sink.add(DiagCode::MissingPath, {m_r.query->offset - 1, 1}, "rel_path", "RFC 2396 §5");
    }
}

// absoluteURL = generic-URL | opaque-URL, opaque-URL = scheme ":" *urlchar
// (draft-01 §4.2: "It is not necessary for all URLs within a given scheme to
// be restricted to the generic-URL syntax"). When the split by §4.3 has
// errors after the scheme and every character up to @p end (the fragment's
// "#") is a urlchar, the URL is an opaque-URL: those errors give way to one
// warning at the first, which says that the URL is no generic-URL and so no
// base for relative URLs. The components stay split as §4.3 splits them.
void ClassicParser::readOpaque(std::size_t end)
{
    const std::size_t begin = m_r.scheme->end() + 1;
    std::vector<Diagnostic> &all = m_r.diagnostics;
    const auto generic = [&](const Diagnostic &d) {
        return d.severity == Severity::Error && d.span.offset >= begin && d.span.end() <= end;
    };
    const auto first = std::find_if(all.begin(), all.end(), generic);
    if (first == all.end())
        return;
    // urlchar = reserved | unreserved | escaped (§2), the set of RFC 3986's query
    for (std::size_t i = begin; i < end; ++i) {
        if (m_text[i] == '%') {
            if (i + 2 >= end || !charset::is(m_text[i + 1], charset::kHexdig)
                || !charset::is(m_text[i + 2], charset::kHexdig))
                return;
            i += 2;
        } else if (!charset::is(m_text[i], charset::kQuery)) {
            return;
        }
    }
    Diagnostic opaque = *first;
    opaque.severity = diagCodeInfo(DiagCode::NotGenericUrl).severity;
    opaque.code = DiagCode::NotGenericUrl;
    opaque.cite = "draft-fielding-url-syntax-01 §4.2";
    opaque.message = describe(opaque, m_text) + " " + describe(*first, m_text);
    const auto at = first - all.begin();
    all.erase(std::remove_if(all.begin(), all.end(), generic), all.end());
    all.insert(all.begin() + at, std::move(opaque));
}

} // namespace

ParseResult parseClassic(std::string_view text, Spec spec)
{
    ParseResult result;
    result.input = text;
    result.spec = spec;
    if (const Grammar *g = grammarFor(spec))
        ClassicParser(text, *g, result).run();
    return result;
}

} // namespace uri::detail
