// Blocklists: K1 (catalog §4.10). The reviewer's own indicator lists, read
// offline in the syntax of each (uriinspector/blocklist.h): hosts files,
// Adblock Plus / uBlock Origin network filters, plain domain or URL lists,
// URLhaus-style CSV. Rules are indexed by the host they name (one lookup
// for each suffix of the link's host), by the URL they name (one lookup),
// and, for the filters that name neither, by their longest literal token
// (one lookup for each token of the link).
#include "uriinspector/blocklist.h"

#include "uriinspector/whatwg.h"

#include "security/detail/registry.h"
#include "security/detail/security_context.h"
#include "text/detail/text.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <deque>
#include <fstream>
#include <sstream>

// Boost.Unordered's open-addressing map: a million keys in one array, no
// node to allocate, follow or free for each (bench/README.md, blocklists)
#include <boost/unordered/unordered_flat_map.hpp>

namespace uri::security {

namespace {

template <class Value>
using FlatMap = boost::unordered_flat_map<std::string_view, Value, StringHash, std::equal_to<>>;
using Map = FlatMap<std::uint32_t>;

// A rule that names a host (and its subdomains) or one URL: its line.
struct LineRule
{
    std::uint32_t line = 0;
    std::uint32_t offset = 0; ///< of the trimmed line in the list's text
    std::uint32_t length = 0;
    bool subdomainsOnly = false; ///< "*.example.com" in a plain list
    bool important = false;
};

// An Adblock Plus filter with a pattern: what follows its host ("||host^",
// "||host/path"), or the whole pattern ("/ads/*.exe", "|https://x/").
struct PatternRule
{
    LineRule where;
    std::string pattern;      ///< without anchors and options; lower case unless matchCase
    bool hostAnchor = false;  ///< "||": at the start of a label of the host
    bool startAnchor = false; ///< "|": at the start of the URL
    bool endAnchor = false;   ///< "|" at the end
    bool afterHost = false;   ///< keyed by its host: the pattern starts where the host ends
    bool matchCase = false;
    bool exception = false;
    std::vector<std::string> domains;    ///< domain=, from=, to=: the host must be under one
    std::vector<std::string> notDomains; ///< "~a.example" of those, and denyallow=
};

// The rules keyed by one host name.
struct HostEntry
{
    std::int32_t block = -1;    ///< a LineRule of hostRules
    std::int32_t except = -1;   ///< "@@||host^"
    std::int32_t patterns = -1; ///< a list of hostPatterns
};

bool isLabelChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

// Adblock Plus "^": a separator, any character but a letter, a digit or
// one of "_-.%" (the end of the URL counts as one, see globMatch()).
bool isSeparator(char c)
{
    const auto u = static_cast<unsigned char>(c);
    return !((u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || c == '_'
             || c == '-' || c == '.' || c == '%' || u >= 0x80);
}

bool isTokenChar(char c)
{
    const auto u = static_cast<unsigned char>(c);
    return (u >= 'a' && u <= 'z') || (u >= '0' && u <= '9') || c == '%';
}

// Adblock Plus pattern @p p against @p t from @p at: "*" any run, "^" a
// separator or the end; the pattern must match there, and reach the end of
// the text when @p toEnd. (Star backtracking: at most |p| * |t| steps.)
bool globMatch(std::string_view p, std::string_view t, std::size_t at, bool toEnd)
{
    std::size_t i = 0;
    std::size_t j = at;
    std::size_t star = std::string_view::npos;
    std::size_t starAt = 0;
    while (true) {
        if (i == p.size()) {
            if (!toEnd || j == t.size())
                return true;
        } else if (p[i] == '*') {
            star = i++;
            starAt = j;
            continue;
        } else if (j < t.size() && (p[i] == '^' ? isSeparator(t[j]) : p[i] == t[j])) {
            ++i;
            ++j;
            continue;
        } else if (j == t.size() && p[i] == '^') {
            ++i;
            continue;
        }
        if (star == std::string_view::npos || starAt >= t.size())
            return false;
        i = star + 1;
        j = ++starAt;
    }
}

// Calls @p each with the offset of each label of @p host, left to right,
// until it returns true; whether one did.
template <class Each>
bool anyLabel(std::string_view host, Each each)
{
    for (std::size_t at = 0; at < host.size();) {
        if (each(at))
            return true;
        const std::size_t dot = host.find('.', at);
        if (dot == std::string_view::npos)
            break;
        at = dot + 1;
    }
    return false;
}

// "example.com" under "com" and "example.com"; "a.example.*" (an entity of
// uBlock Origin's) under "a.example.<any suffix>".
bool underDomain(std::string_view host, std::string_view domain)
{
    if (domain.size() > 2 && domain.substr(domain.size() - 2) == ".*") {
        const std::string_view stem = domain.substr(0, domain.size() - 1); // "a.example."
        return anyLabel(host, [&](std::size_t at) { return host.substr(at, stem.size()) == stem; });
    }
    if (host.size() < domain.size() || host.substr(host.size() - domain.size()) != domain)
        return false;
    return host.size() == domain.size() || host[host.size() - domain.size() - 1] == '.';
}

bool isIpHost(std::string_view host)
{
    return !host.empty() && (host.front() == '[' || (host.back() >= '0' && host.back() <= '9'));
}

// The request types of uBlock Origin's and Adblock Plus's options; a link
// followed is a "document" (a top-level navigation).
constexpr std::array kTypes{
    "script",
    "image",
    "stylesheet",
    "css",
    "object",
    "xmlhttprequest",
    "xhr",
    "subdocument",
    "frame",
    "ping",
    "websocket",
    "webrtc",
    "media",
    "font",
    "other",
    "beacon",
    "popup",
    "popunder",
    "object-subrequest",
    "document",
    "doc",
    "all",
    "main_frame",
    "sub_frame",
};
// Options that do something else than block the request (rewrite, hide,
// relax): such a rule blocks nothing.
constexpr std::array kNotBlocking{
    "removeparam",   "queryprune",   "csp",           "permissions", "header",
    "replace",       "urltransform", "uritransform",  "urlskip",     "cname",
    "genericblock",  "generichide",  "ghide",         "elemhide",    "ehide",
    "specifichide",  "shide",        "redirect-rule", "empty",       "mp4",
    "inline-script", "inline-font",  "rewrite",       "sitekey",     "collapse",
    "badfilter",     "content",      "jsinject",      "urlblock",    "stealth",
    "cookie",        "network",      "extension",
};

template <std::size_t N>
bool among(const std::array<const char *, N> &names, std::string_view name)
{
    return std::any_of(names.begin(), names.end(),
                       [&](const char *n) { return name == std::string_view(n); });
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

// A "# severity: critical" (or "! severity:") comment.
std::optional<Risk> declaredSeverity(std::string_view comment)
{
    std::string lower = uri::detail::asciiLower(trim(comment));
    constexpr std::string_view kKey = "severity:";
    if (lower.rfind(kKey, 0) != 0)
        return std::nullopt;
    const std::string_view value = trim(std::string_view(lower).substr(kKey.size()));
    for (const Risk r : {Risk::Info, Risk::Low, Risk::Medium, Risk::High, Risk::Critical}) {
        if (value == riskName(r))
            return r;
    }
    return std::nullopt;
}

// A comment line: "!" and "[Adblock Plus 2.0]" in filter lists, "#" in
// every format, except a filter list's cosmetic filters ("##.ad", "#@#x").
bool isComment(std::string_view line, BlocklistFormat format)
{
    if (line.front() == '!' || line.front() == '[')
        return format == BlocklistFormat::Adblock || line.front() == '!';
    if (line.front() != '#')
        return false;
    return format != BlocklistFormat::Adblock || line.size() < 2
           || std::string_view("#@?$%").find(line[1]) == std::string_view::npos;
}

// The longest token a pattern rule is keyed by (a longer one keys none).
constexpr std::size_t kMaxToken = 64;

// A Bloom filter of the keys of one map, a 64-bit block per key (three bits
// in it): a link's lookups, most of which miss, touch one word of a table
// of two bytes a key instead of the map's buckets and nodes (Putze, Sanders
// and Singler, "Cache-, hash- and space-efficient Bloom filters", 2007).
class KeyFilter
{
public:
    template <class AnyMap>
    void build(const AnyMap &map)
    {
        m_words.clear();
        if (map.empty())
            return; // nothing to hold: mayHold() says so without hashing the key
        std::size_t words = 1;
        while (words * 4 < map.size())
            words *= 2;
        m_words.assign(words, 0);
        for (const auto &entry : map)
            m_words[slot(StringHash()(entry.first))] |= bits(StringHash()(entry.first));
    }
    [[nodiscard]] bool mayHold(std::string_view key) const
    {
        if (m_words.empty())
            return false;
        const std::size_t h = StringHash()(key);
        const std::uint64_t want = bits(h);
        return (m_words[slot(h)] & want) == want;
    }

private:
    [[nodiscard]] std::size_t slot(std::size_t h) const { return h & (m_words.size() - 1); }
    static std::uint64_t bits(std::size_t h)
    {
        const auto g = static_cast<std::uint64_t>(h);
        return (std::uint64_t{1} << ((g >> 40) & 63)) | (std::uint64_t{1} << ((g >> 46) & 63))
               | (std::uint64_t{1} << ((g >> 52) & 63));
    }
    std::vector<std::uint64_t> m_words;
};

// Whether the URL Standard's serializer would give @p url back unchanged
// (minus a fragment, which a rule never has): an http(s) URL with a
// lower-case name for its host, no port, userinfo, dot segment, percent
// sign or character that any encode set changes. Such rows (most of a
// URLhaus export) skip the parser.
bool isCanonicalUrl(std::string_view url)
{
    std::size_t at = 0;
    if (url.rfind("http://", 0) == 0)
        at = 7;
    else if (url.rfind("https://", 0) == 0)
        at = 8;
    else
        return false;
    const std::size_t slash = url.find('/', at);
    if (slash == std::string_view::npos || slash == at)
        return false;
    const std::string_view host = url.substr(at, slash - at);
    if (host.back() == '.' || host.front() == '.' || (host.back() >= '0' && host.back() <= '9')
        || host.find("..") != std::string_view::npos
        || !std::all_of(host.begin(), host.end(),
                        [](char c) { return isLabelChar(c) || c == '.'; }))
        return false;
    const std::string_view rest = url.substr(slash);
    if (rest.find("/.") != std::string_view::npos)
        return false;
    return std::all_of(rest.begin(), rest.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
               || std::string_view("-._~/!$&()*+,;=:@?").find(c) != std::string_view::npos;
    });
}

} // namespace

struct Blocklist::Impl
{
    std::string listName;
    std::string text;
    BlocklistFormat format = BlocklistFormat::Plain;
    Risk severity = Risk::High;
    std::size_t rules = 0;
    std::size_t exceptionCount = 0;
    std::size_t ignored = 0;
    std::size_t malformed = 0;
    std::size_t unsupported = 0;
    std::vector<BlocklistProblem> problems;

    std::deque<std::string> arena; ///< keys that are not views of text
    std::vector<LineRule> hostRules;
    std::vector<LineRule> urlRules;
    Map hosts;                                            ///< name -> index of hostEntries
    KeyFilter hostFilter;                                 ///< of hosts' keys
    std::vector<HostEntry> hostEntries;                   ///< by index
    std::vector<std::vector<std::uint32_t>> hostPatterns; ///< indexes of patterns
    Map urls;                                             ///< canonical URL -> urlRules
    KeyFilter urlFilter;                                  ///< of urls' keys
    std::vector<PatternRule> patterns;
    FlatMap<std::vector<std::uint32_t>> tokens; ///< token -> patterns (neither host- nor URL-keyed)
    KeyFilter tokenFilter;                      ///< of tokens' keys
    std::vector<std::uint32_t> untokened;       ///< patterns without a token to key them by
    /// the length of the shortest key of tokens: a shorter token of a URL is none
    std::size_t shortestToken = kMaxToken;
    bool anyException = false;
    std::string_view lastAddress; ///< the last hosts line's address, a valid one

    void problem(std::size_t line, BlocklistProblem::Kind kind, std::string reason)
    {
        (kind == BlocklistProblem::Kind::Malformed ? malformed : unsupported) += 1;
        if (problems.size() < kMaxProblems)
            problems.push_back({line, kind, std::move(reason)});
    }

    LineRule lineRule(std::size_t line, std::string_view trimmed) const
    {
        LineRule r;
        r.line = static_cast<std::uint32_t>(line);
        r.offset = static_cast<std::uint32_t>(trimmed.data() - text.data());
        r.length = static_cast<std::uint32_t>(trimmed.size());
        return r;
    }

    /// @p s, or a copy of it that lives as long as the list when it is not
    /// a view of the list's text.
    std::string_view keep(std::string_view s)
    {
        if (s.data() >= text.data() && s.data() + s.size() <= text.data() + text.size())
            return s;
        return arena.emplace_back(s);
    }

    HostEntry &entryOf(std::string_view host)
    {
        const auto [it, added]
            = hosts.try_emplace(host, static_cast<std::uint32_t>(hostEntries.size()));
        if (added)
            hostEntries.emplace_back();
        return hostEntries[it->second];
    }

    /// The canonical form of a host as a rule writes it: lower case, punycode,
    /// an IPv4 dotted quad or a bracketed IPv6; nothing when it is none.
    std::optional<std::string_view> canonicalHost(std::string_view name)
    {
        if (!name.empty() && name.back() == '.')
            name.remove_suffix(1);
        if (name.empty() || name.size() > 253)
            return std::nullopt;
        bool plain = true;
        for (const char c : name)
            plain = plain && (isLabelChar(c) || c == '.');
        if (plain && name.front() != '.' && name.find("..") == std::string_view::npos
            && !(name.back() >= '0' && name.back() <= '9'))
            return name; // the common case: a view of the text
        std::string bracketed;
        if (name.find(':') != std::string_view::npos && name.front() != '[')
            name = bracketed = "[" + std::string(name) + "]";
        const whatwg::HostResult parsed = whatwg::parseHost(name);
        if (!parsed.host || parsed.host->kind == whatwg::HostKind::Opaque
            || parsed.host->kind == whatwg::HostKind::Empty)
            return std::nullopt;
        std::string canonical = whatwg::serializeHost(*parsed.host);
        // a name the URL Standard allows but no DNS name is ("a$all.example")
        if (parsed.host->kind == whatwg::HostKind::Domain
            && !std::all_of(canonical.begin(), canonical.end(),
                            [](char c) { return isLabelChar(c) || c == '.'; }))
            return std::nullopt;
        return arena.emplace_back(std::move(canonical));
    }

    /// The URL Standard's serialization of @p url without its fragment.
    static std::optional<std::string> canonicalUrl(std::string_view url)
    {
        if (isCanonicalUrl(url))
            return std::string(url);
        const whatwg::ParseResult parsed = whatwg::parse(url);
        if (!parsed.url)
            return std::nullopt;
        return whatwg::serialize(*parsed.url, true);
    }

    void addHost(std::size_t line, std::string_view trimmed, std::string_view host,
                 bool subdomainsOnly = false)
    {
        const std::optional<std::string_view> key = canonicalHost(host);
        if (!key) {
            problem(line, BlocklistProblem::Kind::Malformed, "not a host name");
            return;
        }
        HostEntry &e = entryOf(keep(*key));
        // the first line that names the host keeps it, unless it named its
        // subdomains only ("*.a.example", then "a.example")
        if (e.block < 0 || (hostRules[std::size_t(e.block)].subdomainsOnly && !subdomainsOnly)) {
            e.block = static_cast<std::int32_t>(hostRules.size());
            LineRule r = lineRule(line, trimmed);
            r.subdomainsOnly = subdomainsOnly;
            hostRules.push_back(r);
        }
        ++rules;
    }

    void addUrl(std::size_t line, std::string_view trimmed, std::string_view url)
    {
        std::optional<std::string> href = canonicalUrl(url);
        if (!href) {
            problem(line, BlocklistProblem::Kind::Malformed, "not a URL");
            return;
        }
        const auto [it, added] = urls.try_emplace(arena.emplace_back(std::move(*href)),
                                                  static_cast<std::uint32_t>(urlRules.size()));
        if (added)
            urlRules.push_back(lineRule(line, trimmed));
        ++rules;
    }

    void addHostsLine(std::size_t line, std::string_view trimmed);
    void addPlainLine(std::size_t line, std::string_view trimmed);
    void addCsvLine(std::size_t line, std::string_view trimmed, std::size_t column);
    void addFilter(std::size_t line, std::string_view trimmed);
    /// The options of a filter ("$third-party,domain=..."), into @p r; false
    /// when the filter blocks no followed link (counted as ignored) or has
    /// an option that is not run (a problem of @p line).
    bool readOptions(std::size_t line, std::string_view options, PatternRule &r);
    /// A filter on a host ("||host^...", or a bare host name): its rule
    /// under that host; @p hostEnd is where the host ends in @p pattern.
    void addHostFilter(std::size_t line, PatternRule r, const std::string &pattern,
                       std::size_t hostEnd);
    void indexPattern(PatternRule rule);
    void parse();

    [[nodiscard]] bool patternMatches(const PatternRule &r, std::string_view host,
                                      std::string_view href, std::string_view lower,
                                      std::size_t hostAt) const;
    [[nodiscard]] std::optional<BlocklistMatch> find(std::string_view host, std::string_view href,
                                                     bool exceptions) const;
    [[nodiscard]] BlocklistMatch matchOf(const LineRule &r, std::string_view matched) const
    {
        BlocklistMatch m;
        m.list = listName;
        m.line = r.line;
        m.rule = std::string_view(text).substr(r.offset, r.length);
        m.matched = matched;
        m.severity = severity;
        return m;
    }
};

// "0.0.0.0 evil.example ads.example # comment": every name after the address.
// A hosts file's own names (localhost and its kin) block nothing.
void Blocklist::Impl::addHostsLine(std::size_t line, std::string_view trimmed)
{
    std::string_view rest = trimmed.substr(0, trimmed.find('#'));
    const auto next = [&rest] {
        rest = trim(rest);
        const std::size_t end = rest.find_first_of(" \t");
        const std::string_view word = rest.substr(0, end);
        rest = end == std::string_view::npos ? std::string_view() : rest.substr(end);
        return word;
    };
    const std::string_view address = next();
    if (rest.empty()) {
        addPlainLine(line, trimmed); // a name alone
        return;
    }
    // most lines start with the same address ("0.0.0.0"): it is parsed once
    if (address != lastAddress) {
        const std::optional<std::string_view> ip = canonicalHost(address);
        if (!ip || !isIpHost(*ip)) {
            problem(line, BlocklistProblem::Kind::Malformed, "no address before the names");
            return;
        }
        lastAddress = address;
    }
    using uri::detail::equalsI;
    for (std::string_view name = next(); !name.empty(); name = next()) {
        if (equalsI(name, "localhost") || equalsI(name, "localhost.localdomain")
            || equalsI(name, "local") || equalsI(name, "broadcasthost")
            || uri::detail::startsWithI(name, "ip6-") || name == "0.0.0.0") {
            ++ignored;
            continue;
        }
        addHost(line, trimmed, name);
    }
}

// A domain ("evil.example", "*.evil.example": its subdomains only) or a URL.
void Blocklist::Impl::addPlainLine(std::size_t line, std::string_view trimmed)
{
    if (const std::size_t hash = trimmed.find(" #"); hash != std::string_view::npos)
        trimmed = trim(trimmed.substr(0, hash));
    if (trimmed.find("://") != std::string_view::npos) {
        addUrl(line, trimmed, trimmed);
        return;
    }
    if (trimmed.find_first_of(" \t/?#") != std::string_view::npos) {
        problem(line, BlocklistProblem::Kind::Malformed, "neither a host name nor a URL");
        return;
    }
    if (trimmed.rfind("*.", 0) == 0) {
        addHost(line, trimmed, trimmed.substr(2), true);
        return;
    }
    addHost(line, trimmed, trimmed);
}

// A row of a URLhaus-style export: "id","dateadded","url",... (RFC 4180 quoting).
void Blocklist::Impl::addCsvLine(std::size_t line, std::string_view trimmed, std::size_t column)
{
    std::string field;
    std::size_t index = 0;
    std::size_t i = 0;
    while (i <= trimmed.size()) {
        field.clear();
        if (i < trimmed.size() && trimmed[i] == '"') {
            for (++i; i < trimmed.size(); ++i) {
                if (trimmed[i] == '"') {
                    if (i + 1 < trimmed.size() && trimmed[i + 1] == '"') {
                        field += '"';
                        ++i;
                        continue;
                    }
                    ++i;
                    break;
                }
                field += trimmed[i];
            }
            while (i < trimmed.size() && trimmed[i] != ',')
                ++i;
        } else {
            const std::size_t comma = std::min(trimmed.find(',', i), trimmed.size());
            field.assign(trimmed.substr(i, comma - i));
            i = comma;
        }
        if (index == column) {
            const std::string_view url = trim(field);
            if (url.find("://") != std::string_view::npos)
                addUrl(line, trimmed, url);
            else if (!url.empty() && url.find_first_of(" \t/?#") == std::string_view::npos)
                addHost(line, trimmed, url);
            else
                problem(line, BlocklistProblem::Kind::Malformed, "the URL column holds no URL");
            return;
        }
        ++index;
        ++i; // the ","
    }
    problem(line, BlocklistProblem::Kind::Malformed, "the row has no URL column");
}

// One Adblock Plus / uBlock Origin network filter (adblockplus.org
// "How to write filters"; uBlock Origin wiki "Static filter syntax").
bool Blocklist::Impl::readOptions(std::size_t line, std::string_view options, PatternRule &r)
{
    bool typed = false;       // a type option names what the rule is for
    bool forDocument = false; // ... and a navigation is among them
    bool notDocument = false; // "~document"
    bool thirdPartyOnly = false;
    while (!options.empty()) {
        const std::size_t comma = options.find(',');
        std::string option = uri::detail::asciiLower(options.substr(0, comma));
        options = comma == std::string_view::npos ? std::string_view() : options.substr(comma + 1);
        const bool negated = !option.empty() && option.front() == '~';
        std::string_view name = std::string_view(option).substr(negated ? 1 : 0);
        std::string_view value;
        if (const std::size_t eq = name.find('='); eq != std::string_view::npos) {
            value = name.substr(eq + 1);
            name = name.substr(0, eq);
        }
        const bool document
            = name == "document" || name == "doc" || name == "all" || name == "main_frame";
        if (among(kTypes, name) && value.empty()) {
            if (negated) {
                notDocument = notDocument || document;
            } else {
                typed = true;
                forDocument = forDocument || document;
            }
        } else if (name == "third-party" || name == "3p" || name == "strict3p") {
            thirdPartyOnly = !negated;
        } else if (name == "first-party" || name == "1p" || name == "strict1p") {
            thirdPartyOnly = negated;
        } else if ((name == "domain" || name == "from" || name == "to" || name == "denyallow")
                   && !value.empty()) {
            for (std::size_t at = 0; at <= value.size();) {
                const std::size_t bar = std::min(value.find('|', at), value.size());
                std::string_view domain = value.substr(at, bar - at);
                at = bar + 1;
                const bool no = !domain.empty() && domain.front() == '~';
                domain.remove_prefix(no ? 1 : 0);
                if (domain.empty())
                    continue;
                (no || name == "denyallow" ? r.notDomains : r.domains).emplace_back(domain);
            }
        } else if (name == "important") {
            r.where.important = true;
        } else if (name == "match-case") {
            r.matchCase = true;
        } else if (name == "redirect" || name == "method") {
            // redirect= blocks, then serves a stand-in; method= (GET navigations pass)
            if (name == "method" && value.find("get") == std::string_view::npos) {
                ++ignored;
                return false;
            }
        } else if (among(kNotBlocking, name)) {
            ++ignored;
            return false;
        } else {
            problem(line, BlocklistProblem::Kind::Unsupported,
                    "the option $" + std::string(name) + " is not run");
            return false;
        }
    }
    // a followed link is a first-party "document" request (see blocklist.h)
    if ((typed && !forDocument) || notDocument || thirdPartyOnly) {
        ++ignored;
        return false;
    }
    return true;
}

void Blocklist::Impl::addHostFilter(std::size_t line, PatternRule r, const std::string &pattern,
                                    std::size_t hostEnd)
{
    const std::string_view hostPart = std::string_view(pattern).substr(0, hostEnd);
    const std::string_view rest = std::string_view(pattern).substr(hostEnd);
    (r.exception ? exceptionCount : rules) += 1;
    anyException = anyException || r.exception;
    const bool wholeHost = (rest.empty() || rest == "^") && !r.endAnchor && r.domains.empty()
                           && r.notDomains.empty();
    const std::optional<std::string_view> key = canonicalHost(hostPart);
    if (!key) {
        problem(line, BlocklistProblem::Kind::Malformed, "not a host name");
        return;
    }
    HostEntry &e = entryOf(keep(*key));
    if (wholeHost) {
        std::int32_t &slot = r.exception ? e.except : e.block;
        if (slot < 0) {
            slot = static_cast<std::int32_t>(hostRules.size());
            hostRules.push_back(r.where);
        }
    } else {
        r.afterHost = true;
        r.pattern = rest;
        if (e.patterns < 0) {
            e.patterns = static_cast<std::int32_t>(hostPatterns.size());
            hostPatterns.emplace_back();
        }
        hostPatterns[std::size_t(e.patterns)].push_back(
            static_cast<std::uint32_t>(patterns.size()));
        patterns.push_back(std::move(r));
    }
}

void Blocklist::Impl::addFilter(std::size_t line, std::string_view trimmed)
{
    // cosmetic and scriptlet filters hide or run things in pages: no request
    for (const std::string_view cosmetic :
         {"##", "#@#", "#?#", "#$#", "#%#", "#+js", "$$", "#^#"}) {
        if (trimmed.find(cosmetic) != std::string_view::npos) {
            ++ignored;
            return;
        }
    }
    PatternRule r;
    r.where = lineRule(line, trimmed);
    std::string_view body = trimmed;
    if (body.rfind("@@", 0) == 0) {
        r.exception = true;
        body.remove_prefix(2);
    }
    // options: after the last "$" that is followed by option names only
    std::string_view options;
    if (const std::size_t dollar = body.rfind('$'); dollar != std::string_view::npos) {
        const std::string_view tail = body.substr(dollar + 1);
        const bool optionLike = !tail.empty() && std::all_of(tail.begin(), tail.end(), [](char c) {
            return isLabelChar(uri::detail::asciiLower(c)) || c == ',' || c == '=' || c == '~'
                   || c == '|' || c == '.' || c == '*' || c == '/' || c == ':';
        });
        if (optionLike && !(body.front() == '/' && tail.find('/') != std::string_view::npos)) {
            options = tail;
            body = body.substr(0, dollar);
        }
    }
    if (body.size() >= 2 && body.front() == '/' && body.back() == '/') {
        problem(line, BlocklistProblem::Kind::Unsupported,
                "regular-expression filters are not run");
        return;
    }
    if (!readOptions(line, options, r))
        return;
    if (body.rfind("||", 0) == 0) {
        r.hostAnchor = true;
        body.remove_prefix(2);
    } else if (body.rfind('|', 0) == 0) {
        r.startAnchor = true;
        body.remove_prefix(1);
    }
    if (!body.empty() && body.back() == '|') {
        r.endAnchor = true;
        body.remove_suffix(1);
    }
    if (body.empty() || body == "*") {
        problem(line, BlocklistProblem::Kind::Malformed, "the filter matches every URL");
        return;
    }
    // a host is in lower case whatever $match-case says of the rest
    std::string pattern = r.matchCase ? std::string(body) : uri::detail::asciiLower(body);
    if (r.hostAnchor) {
        const std::size_t end = std::min(pattern.find_first_of("^/:*|"), pattern.size());
        for (std::size_t i = 0; i < end; ++i)
            pattern[i] = uri::detail::asciiLower(pattern[i]);
    }
    // "||host^...", "||host/...", and a bare host name (uBlock Origin reads
    // "example.com" as "||example.com^")
    const std::size_t hostEnd = std::min(pattern.find_first_of("^/:*|"), pattern.size());
    const std::string_view hostPart = std::string_view(pattern).substr(0, hostEnd);
    const bool bareHost = !r.hostAnchor && !r.startAnchor && hostEnd == pattern.size()
                          && hostPart.find('.') != std::string_view::npos && hostPart.front() != '.'
                          && hostPart.back() != '.';
    if ((r.hostAnchor || bareHost) && hostEnd > 0
        && (bareHost
            || (hostEnd < pattern.size() && (pattern[hostEnd] == '^' || pattern[hostEnd] == '/')))
        && std::all_of(hostPart.begin(), hostPart.end(),
                       [](char c) { return isLabelChar(c) || c == '.'; })) {
        addHostFilter(line, std::move(r), pattern, hostEnd);
        return;
    }
    r.pattern = pattern;
    anyException = anyException || r.exception;
    (r.exception ? exceptionCount : rules) += 1;
    indexPattern(std::move(r));
}

// Keys a pattern rule by its longest token that every URL it matches holds
// whole: a run of letters, digits and "%" with an anchor or a separator on
// either side, never a "*".
void Blocklist::Impl::indexPattern(PatternRule rule)
{
    const std::string_view p = rule.pattern;
    std::string_view best;
    for (std::size_t i = 0; i < p.size();) {
        if (!isTokenChar(uri::detail::asciiLower(p[i]))) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < p.size() && isTokenChar(uri::detail::asciiLower(p[j])))
            ++j;
        const bool startOk = i > 0 ? p[i - 1] != '*' : (rule.hostAnchor || rule.startAnchor);
        const bool endOk = j < p.size() ? p[j] != '*' : rule.endAnchor;
        if (startOk && endOk && j - i > best.size() && j - i <= kMaxToken && !rule.matchCase)
            best = p.substr(i, j - i);
        i = j;
    }
    const auto index = static_cast<std::uint32_t>(patterns.size());
    if (best.empty()) {
        untokened.push_back(index);
    } else {
        tokens[arena.emplace_back(best)].push_back(index);
        shortestToken = std::min(shortestToken, best.size());
    }
    patterns.push_back(std::move(rule));
}

void Blocklist::Impl::parse()
{
    // the format: by the header, else by the first hundred rule lines
    std::size_t hostsVotes = 0;
    std::size_t filterVotes = 0;
    std::size_t csvVotes = 0;
    std::size_t plainVotes = 0;
    std::size_t csvColumn = 2; // URLhaus: id, dateadded, url, ...
    bool adblockHeader = false;
    std::size_t seen = 0;
    for (std::size_t at = 0; at < text.size() && seen < 100;) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        const std::string_view l = trim(std::string_view(text).substr(at, end - at));
        at = end + 1;
        if (l.empty())
            continue;
        if (l.front() == '[' || l.front() == '!') {
            adblockHeader = adblockHeader || l.rfind("[Adblock", 0) == 0 || l.front() == '!';
            continue;
        }
        if (isComment(l, BlocklistFormat::Plain)) {
            const std::string lower = uri::detail::asciiLower(trim(l.substr(1)));
            if (lower.rfind("id,", 0) == 0 && lower.find("url") != std::string::npos) {
                csvVotes += 1000;
                std::size_t column = 0;
                for (std::size_t f = 0; f < lower.size();) {
                    const std::size_t comma = std::min(lower.find(',', f), lower.size());
                    if (trim(std::string_view(lower).substr(f, comma - f)) == "url")
                        csvColumn = column;
                    f = comma + 1;
                    ++column;
                }
            }
            continue;
        }
        ++seen;
        const std::size_t space = l.find_first_of(" \t");
        if (l.front() == '"')
            ++csvVotes;
        else if (l.rfind("||", 0) == 0 || l.rfind("@@", 0) == 0 || l.front() == '|'
                 || l.find('#') != std::string_view::npos || l.find('^') != std::string_view::npos
                 || l.find('$') != std::string_view::npos)
            ++filterVotes;
        else if (space != std::string_view::npos && canonicalHost(l.substr(0, space))
                 && isIpHost(*canonicalHost(l.substr(0, space))))
            ++hostsVotes;
        else
            ++plainVotes;
    }
    if (adblockHeader)
        filterVotes += 1000;
    format = BlocklistFormat::Plain;
    std::size_t top = plainVotes;
    for (const auto &[votes, f] : {std::pair{hostsVotes, BlocklistFormat::Hosts},
                                   std::pair{filterVotes, BlocklistFormat::Adblock},
                                   std::pair{csvVotes, BlocklistFormat::Csv}}) {
        if (votes > top) {
            top = votes;
            format = f;
        }
    }
    arena.clear();

    std::size_t lines = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
    // the maps a format fills, grown once
    if (format != BlocklistFormat::Csv) {
        hosts.reserve(lines);
        hostEntries.reserve(lines);
        hostRules.reserve(lines);
    }
    if (format == BlocklistFormat::Csv || format == BlocklistFormat::Plain) {
        urls.reserve(lines);
        urlRules.reserve(lines);
    }
    std::size_t line = 0;
    for (std::size_t at = 0; at <= text.size();) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        const std::string_view l = trim(std::string_view(text).substr(at, end - at));
        at = end + 1;
        ++line;
        if (l.empty())
            continue;
        const bool comment = isComment(l, format);
        if (comment) {
            if (const auto declared = declaredSeverity(l.substr(1)))
                severity = *declared;
            continue;
        }
        if (l.find('\0') != std::string_view::npos) {
            problem(line, BlocklistProblem::Kind::Malformed, "a NUL byte");
            continue;
        }
        switch (format) {
        case BlocklistFormat::Hosts:
            addHostsLine(line, l);
            break;
        case BlocklistFormat::Adblock:
            addFilter(line, l);
            break;
        case BlocklistFormat::Csv:
            addCsvLine(line, l, csvColumn);
            break;
        case BlocklistFormat::Plain:
            addPlainLine(line, l);
            break;
        }
    }
    hostFilter.build(hosts);
    urlFilter.build(urls);
    tokenFilter.build(tokens);
}

bool Blocklist::Impl::patternMatches(const PatternRule &r, std::string_view host,
                                     std::string_view href, std::string_view lower,
                                     std::size_t hostAt) const
{
    for (const std::string &domain : r.notDomains) {
        if (underDomain(host, domain))
            return false;
    }
    if (!r.domains.empty()
        && std::none_of(r.domains.begin(), r.domains.end(),
                        [&](const std::string &domain) { return underDomain(host, domain); }))
        return false;
    const std::string_view t = r.matchCase ? href : lower;
    if (r.afterHost)
        return hostAt != std::string_view::npos
               && globMatch(r.pattern, t, hostAt + host.size(), r.endAnchor);
    if (r.startAnchor)
        return globMatch(r.pattern, t, 0, r.endAnchor);
    if (r.hostAnchor) {
        return hostAt != std::string_view::npos && anyLabel(host, [&](std::size_t at) {
                   return globMatch(r.pattern, t, hostAt + at, r.endAnchor);
               });
    }
    for (std::size_t at = 0; at < t.size(); ++at) {
        if (globMatch(r.pattern, t, at, r.endAnchor))
            return true;
    }
    return false;
}

std::optional<BlocklistMatch> Blocklist::Impl::find(std::string_view host, std::string_view href,
                                                    bool exceptions) const
{
    std::optional<BlocklistMatch> best;
    const auto consider
        = [&](const LineRule &r, std::string_view matched, bool subdomain, bool whole) {
              if (best && best->line <= r.line)
                  return;
              best = matchOf(r, matched);
              best->subdomain = subdomain;
              best->wholeHost = whole;
              best->important = r.important;
          };
    // where the serializer wrote the host: the end of the authority, before
    // its port (a userinfo may hold the host's name too)
    std::size_t hostAt = std::string_view::npos;
    if (!host.empty() && !href.empty()) {
        const std::size_t slashes = href.find("//");
        if (slashes != std::string_view::npos) {
            const std::size_t end = std::min(href.find_first_of("/?#", slashes + 2), href.size());
            const std::size_t at = href.substr(0, end).rfind(host);
            if (at != std::string_view::npos && at >= slashes + 2)
                hostAt = at;
        }
    }
    // the URL in lower case, made when a pattern is first tried
    std::optional<std::string> lowered;
    const auto lower = [&]() -> std::string_view {
        if (!lowered)
            lowered = uri::detail::asciiLower(href);
        return *lowered;
    };
    // the pattern rules of @p list that match; @p matched is what they name
    const auto tryPatterns
        = [&](const std::vector<std::uint32_t> &list, std::string_view matched, bool subdomain) {
              for (const std::uint32_t i : list) {
                  const PatternRule &r = patterns[i];
                  if (r.exception == exceptions && (!best || best->line > r.where.line)
                      && patternMatches(r, host, href, lower(), hostAt))
                      consider(r.where, matched, subdomain, false);
              }
          };
    // host rules: the host, then each of its parent domains (not an address's)
    if (!host.empty() && !hosts.empty()) {
        const bool ip = isIpHost(host);
        anyLabel(host, [&](std::size_t at) {
            const std::string_view suffix = host.substr(at);
            if (!hostFilter.mayHold(suffix))
                return ip;
            if (const auto it = hosts.find(suffix); it != hosts.end()) {
                const HostEntry &e = hostEntries[it->second];
                const std::int32_t rule = exceptions ? e.except : e.block;
                if (rule >= 0 && !(at == 0 && hostRules[std::size_t(rule)].subdomainsOnly))
                    consider(hostRules[std::size_t(rule)], suffix, at > 0, true);
                // "||host/path": the pattern from the end of the link's host
                if (e.patterns >= 0 && !href.empty())
                    tryPatterns(hostPatterns[std::size_t(e.patterns)], suffix, at > 0);
            }
            return ip;
        });
    }
    if (!exceptions && !href.empty() && urlFilter.mayHold(href)) {
        if (const auto it = urls.find(href); it != urls.end())
            consider(urlRules[it->second], href, false, false);
    }
    if (!href.empty() && (!tokens.empty() || !untokened.empty())) {
        tryPatterns(untokened, href, false);
        // each token of the URL, lower-cased as it is read (a rule's token
        // is at most kMaxToken long), looked up in the filter first
        std::array<char, kMaxToken> token{};
        for (std::size_t i = 0; i < href.size();) {
            std::size_t n = 0;
            for (char c;
                 i + n < href.size() && isTokenChar(c = uri::detail::asciiLower(href[i + n]));
                 ++n) {
                if (n < kMaxToken)
                    token[n] = c;
            }
            if (n == 0) {
                ++i;
                continue;
            }
            const std::string_view key(token.data(), std::min(n, kMaxToken));
            if (n >= shortestToken && n <= kMaxToken && tokenFilter.mayHold(key)) {
                if (const auto it = tokens.find(key); it != tokens.end())
                    tryPatterns(it->second, href, false);
            }
            i += n;
        }
    }
    return best;
}

Blocklist::Blocklist(std::shared_ptr<const Impl> impl)
    : d(std::move(impl))
{}

Blocklist Blocklist::parse(std::string name, std::string text)
{
    auto impl = std::make_shared<Impl>();
    impl->listName = std::move(name);
    impl->text = std::move(text);
    impl->parse();
    return Blocklist(std::move(impl));
}

std::optional<Blocklist> Blocklist::load(const std::string &path, std::string *error)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        if (error != nullptr)
            *error = "cannot read " + path;
        return std::nullopt;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad()) {
        if (error != nullptr)
            *error = "cannot read " + path;
        return std::nullopt;
    }
    const std::size_t slash = path.find_last_of('/');
    return parse(slash == std::string::npos ? path : path.substr(slash + 1), buffer.str());
}

const std::string &Blocklist::name() const
{
    return d->listName;
}
BlocklistFormat Blocklist::format() const
{
    return d->format;
}
Risk Blocklist::severity() const
{
    return d->severity;
}
std::size_t Blocklist::rules() const
{
    return d->rules;
}
std::size_t Blocklist::exceptions() const
{
    return d->exceptionCount;
}
std::size_t Blocklist::ignored() const
{
    return d->ignored;
}
std::size_t Blocklist::malformed() const
{
    return d->malformed;
}
std::size_t Blocklist::unsupported() const
{
    return d->unsupported;
}
const std::vector<BlocklistProblem> &Blocklist::problems() const
{
    return d->problems;
}

bool Blocklist::needsUrl() const
{
    return !d->urls.empty() || !d->patterns.empty();
}

bool Blocklist::excepts(std::string_view host, std::string_view href) const
{
    return d->anyException && d->find(host, href, true).has_value();
}

std::optional<BlocklistMatch> Blocklist::match(std::string_view host, std::string_view href,
                                               const std::vector<Blocklist> *exceptionsFrom) const
{
    std::optional<BlocklistMatch> m = d->find(host, href, false);
    if (!m || exceptionsFrom == nullptr)
        return m;
    // an "@@" exception lifts the block, unless the rule is "$important"
    if (m->important)
        return m;
    for (const Blocklist &other : *exceptionsFrom) {
        if (other.excepts(host, href))
            return std::nullopt;
    }
    return m;
}

std::string_view blocklistFormatName(BlocklistFormat format)
{
    switch (format) {
    case BlocklistFormat::Hosts:
        return "hosts";
    case BlocklistFormat::Adblock:
        return "adblock";
    case BlocklistFormat::Plain:
        return "plain";
    case BlocklistFormat::Csv:
        return "csv";
    }
    return "plain";
}

std::string blocklistSummary(const Blocklist &list, std::size_t maxLines)
{
    std::string out = list.name() + ": " + std::to_string(list.rules()) + " rules";
    if (list.exceptions() > 0)
        out += ", " + std::to_string(list.exceptions()) + " exceptions";
    out += " (" + std::string(blocklistFormatName(list.format())) + ", severity "
           + std::string(riskName(list.severity())) + ")";
    if (list.ignored() > 0)
        out += "; " + std::to_string(list.ignored()) + " lines that block no link skipped";
    if (list.malformed() > 0)
        out += "; " + std::to_string(list.malformed()) + " malformed lines";
    if (list.unsupported() > 0)
        out += "; " + std::to_string(list.unsupported()) + " unsupported lines";
    std::size_t shown = 0;
    for (const BlocklistProblem &p : list.problems()) {
        if (shown++ == maxLines) {
            out += "\n  ...";
            break;
        }
        out += "\n  line " + std::to_string(p.line) + ": " + p.reason;
    }
    return out;
}

namespace detail {

// docs/security-checks.md §4.10 K1. The link's host or URL is named by a
// loaded list, in the meaning of the list's syntax.
void blocklisted(Context &ctx)
{
    const std::vector<Blocklist> *lists = ctx.options.blocklists;
    if (lists == nullptr || lists->empty())
        return;
    const std::string_view host = ctx.host.ascii;
    // the href only for lists that look at more than the host
    std::string href;
    if (ctx.wv.url && std::any_of(lists->begin(), lists->end(), [](const Blocklist &l) {
            return l.needsUrl();
        }))
        href = whatwg::serialize(*ctx.wv.url, true);
    if (host.empty() && href.empty())
        return;
    const Span span = ctx.host.span && !ctx.host.span->empty() && !host.empty()
                          ? *ctx.host.span
                          : Span{0, ctx.text.size()};
    // one finding: the most severe list's match (the first list's among
    // equals), the other lists that name the link in its details
    std::optional<BlocklistMatch> top;
    const Blocklist *topList = nullptr;
    std::string others;
    for (const Blocklist &list : *lists) {
        std::optional<BlocklistMatch> m = list.match(host, href, lists);
        if (!m)
            continue;
        if (top && m->severity <= top->severity) {
            others += (others.empty() ? "" : "; ") + std::string(m->list) + " line "
                      + std::to_string(m->line);
            continue;
        }
        if (top)
            others = std::string(top->list) + " line " + std::to_string(top->line)
                     + (others.empty() ? "" : "; " + others);
        top = std::move(m);
        topList = &list;
    }
    if (!top)
        return;
    const std::string lineText = std::to_string(top->line);
    const std::string list(top->list);
    const std::string rule(top->rule);
    Details details{{"list", list},
                    {"line", lineText},
                    {"rule", rule},
                    {"format", std::string(blocklistFormatName(topList->format()))}};
    if (!others.empty())
        details.emplace_back("also", others);
    if (top->wholeHost) {
        ctx.add(Check::K1, top->severity, span, top->subdomain ? msg::kK1Subdomain : msg::kK1Host,
                {{"list", list},
                 {"host", std::string(top->matched)},
                 {"line", lineText},
                 {"rule", rule}},
                std::move(details));
    } else {
        ctx.add(Check::K1, top->severity, Span{0, ctx.text.size()}, msg::kK1Url,
                {{"list", list}, {"line", lineText}, {"rule", rule}}, std::move(details));
    }
}

} // namespace detail

} // namespace uri::security
