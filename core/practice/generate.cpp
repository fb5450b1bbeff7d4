// Practice: the sequence of exercises of a seed, the same on every build and
// machine, their answers from the core (practice.h, docs/practice.md).
#include "uriinspector/practice.h"

#include "practice/detail/common.h"
#include "text/detail/text.h"
#include "uriinspector/normalize.h"
#include "uriinspector/parse.h"
#include "uriinspector/resolve_examples.h"
#include "uriinspector/security.h"

#include <algorithm>
#include <cctype>
#include <utility>

namespace uri::practice {

using detail::componentsOf;
using detail::fill;

namespace {

// ---- The pools. Every URI below is either printed by the section named
// ---- beside it or a part from which the generator builds one.

struct Sourced
{
    const char *source;
    const char *uri;
};

// RFC 3986 §1.1.2 Examples, §3 and the references of §5.4.1.
constexpr std::array kSplitPrinted{
    Sourced{"RFC 3986 §1.1.2", "ftp://ftp.is.co.za/rfc/rfc1808.txt"},
    Sourced{"RFC 3986 §1.1.2", "http://www.ietf.org/rfc/rfc2396.txt"},
    Sourced{"RFC 3986 §1.1.2", "ldap://[2001:db8::7]/c=GB?objectClass?one"},
    Sourced{"RFC 3986 §1.1.2", "mailto:John.Doe@example.com"},
    Sourced{"RFC 3986 §1.1.2", "news:comp.infosystems.www.servers.unix"},
    Sourced{"RFC 3986 §1.1.2", "tel:+1-816-555-1212"},
    Sourced{"RFC 3986 §1.1.2", "telnet://192.0.2.16:80/"},
    Sourced{"RFC 3986 §1.1.2", "urn:oasis:names:specification:docbook:dtd:xml:4.1.2"},
    Sourced{"RFC 3986 §3", "foo://example.com:8042/over/there?name=ferret#nose"},
    Sourced{"RFC 3986 §3", "urn:example:animal:ferret:nose"},
    Sourced{"RFC 3986 §5.4.1", "g;x?y#s"},
    Sourced{"RFC 3986 §5.4.1", "//g"},
    Sourced{"RFC 3986 §5.4.1", "?y"},
    Sourced{"RFC 3986 §5.4.1", "#s"},
    Sourced{"RFC 3986 §5.4.1", "g:h"},
};

// The parts of generated references; nullptr is undefined.
constexpr std::array<const char *, 7> kSchemes{nullptr,  "http", "HTTPS", "foo",
                                               "mailto", "urn",  "file"};
constexpr std::array<const char *, 7> kAuthorities{
    nullptr,         nullptr,       "", "example.com", "user:pass@example.com:8080",
    "[2001:db8::7]", "EXAMPLE.org:"};
constexpr std::array<const char *, 6> kAuthorityPaths{"",           "/", "/a/b", "/over/there",
                                                      "/a%20b/c;p", "//"};
constexpr std::array<const char *, 6> kBarePaths{"",    "a/b",  "/a/b", "John.Doe@example.com",
                                                 "g;x", "./b:c"};
constexpr std::array<const char *, 6> kQueries{nullptr, nullptr, "", "q", "a=1&b=2", "x?y/z"};
constexpr std::array<const char *, 5> kFragments{nullptr, nullptr, "", "top", "s?t/u"};

// The bases of generated resolutions: that of RFC 3986 §5.4 and others
// with an empty path, a directory, a query, a path without authority.
constexpr std::array<std::string_view, 6> kBases{
    "http://a/b/c/d;p?q",  "http://example.com/docs/guide/index.html?lang=en",
    "https://example.org", "file:///usr/share/doc/",
    "foo:/x/y/z",          "http://a/b/"};
constexpr std::array<std::string_view, 8> kSegments{"..", ".", "g", "h", "..", "g;x", "", "."};

// URIs in normal form (scheme, host, path, query), which the generator
// takes apart again.
struct Clean
{
    std::string_view scheme;
    std::string_view host;
    std::string_view path;
    std::string_view query; // "" is none
};
constexpr std::array kClean{
    Clean{"http", "example.com", "/a/b/c", ""},
    Clean{"https", "www.example.org", "/~user/docs/", "lang=en"},
    Clean{"ftp", "ftp.example.net", "/pub/file.txt", ""},
    Clean{"http", "a", "/b/c/d", ""},
    Clean{"https", "example.com", "/search", "q=a%2Fb"},
    Clean{"http", "example.com", "/", ""},
    Clean{"https", "shop.example", "/items/42", "sort=price"},
};

// RFC 3986 §6.2.2 and §6.2.3 print these.
constexpr std::array kNormalPrinted{
    Sourced{"RFC 3986 §6.2.2", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"},
    Sourced{"RFC 3986 §6.2.3", "http://example.com"},
    Sourced{"RFC 3986 §6.2.3", "http://example.com:/"},
    Sourced{"RFC 3986 §6.2.3", "http://example.com:80/"},
};

struct Pair
{
    const char *source;
    const char *a;
    const char *b;
};
constexpr std::array kPairsPrinted{
    Pair{"RFC 3986 §6.2.2", "example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"},
    Pair{"RFC 3986 §6.2.3", "http://example.com", "http://example.com:80/"},
    Pair{"RFC 3986 §6.2.3", "http://example.com/", "http://example.com:/"},
    Pair{"RFC 3986 §6.2.4", "http://example.com/data", "http://example.com/data/"},
};

// The names a link shows and the places it may really lead (RFC 2606 and
// RFC 5737 names and addresses: none is anybody's).
constexpr std::array<std::string_view, 4> kClaimed{"bank.example", "mail.example.org",
                                                   "login.example.com", "shop.example.net"};
constexpr std::array<std::string_view, 4> kReal{"attacker.example", "203.0.113.7",
                                                "evil.example.net", "198.51.100.23"};

// §7.6 and its kin: "{c}" is the name the link shows, "{r}" where it leads.
constexpr std::array<std::string_view, 11> kTricks{
    "https://{c}@{r}/login",          // §7.6: the name is userinfo
    "https://{c}:443@{r}/",           // the same, with a port-like password
    "https://{c}.{r}/account",        // a subdomain of the real host
    "https://{r}/{c}/login",          // the name in the path
    "https://{r}/?next=https://{c}/", // the name in the query
    "https://{r}\\@{c}/",             // a backslash: the URL Standard reads "/"
    "https://{c}/account",            // honest
    "https://user@{c}/inbox",         // honest, with userinfo
    "http://{c}%2F@{r}/",             // an encoded slash in the userinfo
    "https://{c}#@{r}/",              // "@" after "#": honest
    "https://{c}?@{r}/",              // "@" after "?": honest
};
// Hosts in a form a reader does not recognise (RFC 3986 §7.4, the URL
// Standard's IPv4 parser).
constexpr std::array<std::string_view, 4> kNumeric{"http://3405803783/",
                                                   "http://0xcb.0x0.0x71.0x7/",
                                                   "http://0313.0.0161.07/", "http://203.113.7/"};

} // namespace

// ---- The sequence

Sequence::Sequence(std::uint32_t seed, std::span<const Topic> topics)
    : m_rng(seed)
    , m_topics(topics.begin(), topics.end())
{
    if (m_topics.empty())
        m_topics.assign(kAllTopics.begin(), kAllTopics.end());
}

std::uint32_t Sequence::below(std::uint32_t n)
{
    if (n == 0)
        return 0;
    // Rejection: of the 2^32 outputs, the last 2^32 mod n would favour the
    // low numbers, and are drawn again.
    constexpr std::uint64_t kRange = std::uint64_t{1} << 32;
    const std::uint64_t limit = kRange - kRange % n;
    std::uint64_t x = m_rng();
    while (x >= limit)
        x = m_rng();
    return static_cast<std::uint32_t>(x % n);
}

Exercise Sequence::next()
{
    switch (m_topics[below(static_cast<std::uint32_t>(m_topics.size()))]) {
    case Topic::Split:
        return split();
    case Topic::Resolve:
        return resolution();
    case Topic::Normalize:
        return normalForm();
    case Topic::Equivalence:
        return equivalence();
    case Topic::Destination:
        return destination();
    }
    return split();
}

Exercise Sequence::split()
{
    Exercise e;
    e.topic = Topic::Split;
    if (below(3) == 0) {
        const Sourced &s = pick(kSplitPrinted);
        e.source = s.source;
        e.uri = s.uri;
    } else {
        e.source = "generated";
        while (e.uri.empty()) {
            const char *scheme = pick(kSchemes);
            const char *authority = pick(kAuthorities);
            const char *path = authority ? pick(kAuthorityPaths) : pick(kBarePaths);
            const char *query = pick(kQueries);
            const char *fragment = pick(kFragments);
            if (authority && std::string_view(path) == "//")
                path = "/";
            if (!scheme && std::string_view(path) == "./b:c" && below(2) == 0)
                path = "b:c"; // a scheme after all: Appendix B takes "b" for one
            std::string text;
            if (scheme)
                text += std::string(scheme) + ":";
            if (authority)
                text += "//" + std::string(authority);
            text += path;
            if (query)
                text += "?" + std::string(query);
            if (fragment)
                text += "#" + std::string(fragment);
            e.uri = text;
        }
    }
    e.components = componentsOf(e.uri);
    return e;
}

Exercise Sequence::resolution()
{
    Exercise e;
    e.topic = Topic::Resolve;
    for (;;) {
        const std::uint32_t kind = below(5);
        if (kind <= 1) {
            const ResolutionBatch &batch = ResolutionBatch::rfc3986();
            const ResolutionExample &x = pick(batch.examples);
            e.source = "RFC 3986 §" + x.section;
            e.base = batch.base;
            e.uri = x.reference;
            e.spec = Spec::Rfc3986;
        } else if (kind == 2) {
            const ResolutionBatch &batch = ResolutionBatch::draft01();
            const ResolutionExample &x = pick(batch.examples);
            e.source = "draft-fielding-url-syntax-01 Appendix " + x.section;
            e.base = batch.base;
            e.uri = x.reference;
            e.spec = Spec::Draft01;
        } else {
            e.source = "generated";
            e.base = std::string(pick(kBases));
            e.spec = Spec::Rfc3986;
            std::string ref = below(5) == 0 ? "/" : "";
            const std::uint32_t segments = 1 + below(4);
            for (std::uint32_t i = 0; i < segments; ++i) {
                if (i > 0)
                    ref += "/";
                ref += pick(kSegments);
            }
            if (below(3) == 0)
                ref += "?y";
            if (below(4) == 0)
                ref += "#s";
            e.uri = ref;
        }
        const ResolveResult r = resolve(e.base, e.uri, e.spec);
        if (r.target) {
            e.expected = *r.target;
            return e;
        }
    }
}

namespace {

// The text of @p c with the changes @p changes (bits) that the ladder undoes.
std::string disguise(const Clean &c, unsigned changes, Sequence &rng)
{
    std::string scheme(c.scheme);
    std::string host(c.host);
    std::string path(c.path);
    std::string query(c.query);
    std::string port;
    if (changes & 1u) // §6.2.2.1: the scheme in capitals
        scheme = rng.below(2) == 0
                     ? uri::detail::asciiUpper(scheme)
                     : uri::detail::asciiUpper(scheme.substr(0, 1)) + scheme.substr(1);
    if (changes & 2u) // §6.2.2.1: the host in capitals
        host = rng.below(2) == 0 ? uri::detail::asciiUpper(host)
                                 : uri::detail::asciiUpper(host.substr(0, 1)) + host.substr(1);
    if (changes & 4u) { // §6.2.2.2: an unreserved character percent-encoded
        std::vector<std::size_t> letters;
        for (std::size_t i = 0; i < path.size(); ++i) {
            if ((path[i] >= 'a' && path[i] <= 'z') || (path[i] >= '0' && path[i] <= '9')
                || path[i] == '~')
                letters.push_back(i);
        }
        if (!letters.empty()) {
            const std::size_t at = letters[rng.below(static_cast<std::uint32_t>(letters.size()))];
            static constexpr char kHex[] = "0123456789ABCDEF";
            const auto byte = static_cast<unsigned char>(path[at]);
            std::string triplet{'%', kHex[byte >> 4], kHex[byte & 15]};
            if (rng.below(2) == 0)
                triplet = uri::detail::asciiLower(triplet);
            path.replace(at, 1, triplet);
        }
    }
    if (changes & 8u) { // §6.2.2.3: dot segments
        const std::size_t slash = path.find('/', 1);
        const std::string dots = rng.below(2) == 0 ? "/." : "/x/..";
        path.insert(slash == std::string::npos ? 0 : slash, dots);
    }
    if (changes & 16u) { // §6.2.3: the default port, or an empty one
        const SchemeDefaults *defaults = schemeDefaults(c.scheme);
        port = defaults && defaults->defaultPort && rng.below(2) == 0
                   ? ":" + std::to_string(*defaults->defaultPort)
                   : ":";
    }
    if ((changes & 32u) && path == "/") // §6.2.3: the empty path of http
        path.clear();
    if (changes & 64u) // §6.2.2.1: lower-case hexadecimal digits
        query = uri::detail::asciiLower(query);
    std::string text = scheme + "://" + host + port + path;
    if (!query.empty())
        text += "?" + query;
    return text;
}

// Changes that make another resource (the ladder does not undo them).
std::string nearMiss(const Clean &c, Sequence &rng)
{
    std::string path(c.path);
    std::string query(c.query);
    switch (rng.below(4)) {
    case 0: { // the path's case (§6.2.2.1: only scheme and host ignore it)
        const auto at = std::find_if(path.begin(), path.end(),
                                     [](char ch) { return ch >= 'a' && ch <= 'z'; });
        if (at != path.end())
            *at = uri::detail::asciiUpper(*at);
        else
            path += "A";
        break;
    }
    case 1: // a slash encoded (§2.2: reserved characters are not decoded)
        if (const std::size_t slash = path.find('/', 1); slash != std::string::npos)
            path.replace(slash, 1, "%2F");
        else
            path += "%2F";
        break;
    case 2: // a trailing slash (§6.2.4 leaves it alone)
        path += path.ends_with('/') ? "index" : "/";
        break;
    default: // an empty query (§6.2.3: "?" is not the same as none)
        if (query.empty())
            query = "?";
        else
            query.clear();
        break;
    }
    std::string text = std::string(c.scheme) + "://" + std::string(c.host) + path;
    if (query == "?")
        text += "?";
    else if (!query.empty())
        text += "?" + query;
    return text;
}

unsigned someChanges(Sequence &rng)
{
    unsigned changes = 0;
    const std::uint32_t count = 1 + rng.below(3);
    for (std::uint32_t i = 0; i < count; ++i)
        changes |= 1u << rng.below(7);
    return changes;
}

} // namespace

Exercise Sequence::normalForm()
{
    Exercise e;
    e.topic = Topic::Normalize;
    if (below(4) == 0) {
        const Sourced &s = pick(kNormalPrinted);
        e.source = s.source;
        e.uri = s.uri;
    } else {
        e.source = "generated";
        // one draw per statement: the order of a call's arguments is unspecified
        const Clean &c = pick(kClean);
        const unsigned changes = someChanges(*this);
        e.uri = disguise(c, changes, *this);
    }
    e.expected = normalized(e.uri);
    return e;
}

Exercise Sequence::equivalence()
{
    Exercise e;
    e.topic = Topic::Equivalence;
    if (below(4) == 0) {
        const Pair &p = pick(kPairsPrinted);
        e.source = p.source;
        e.uri = p.a;
        e.other = p.b;
    } else {
        e.source = "generated";
        const Clean &c = pick(kClean);
        const unsigned changes = someChanges(*this);
        e.uri = disguise(c, changes, *this);
        if (below(2) == 0) {
            const unsigned others = someChanges(*this);
            e.other = disguise(c, others, *this);
        } else {
            e.other = nearMiss(c, *this);
        }
        if (below(2) == 0)
            std::swap(e.uri, e.other);
    }
    e.equivalent = compare(e.uri, e.other).equivalent;
    return e;
}

Exercise Sequence::destination()
{
    Exercise e;
    e.topic = Topic::Destination;
    for (;;) {
        const std::uint32_t kind = below(9);
        if (kind == 0) {
            e.source = "RFC 3986 §7.6";
            e.uri = "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm";
            e.claimed = "cnn.example.com";
        } else if (kind == 1) {
            e.source = "generated";
            e.uri = std::string(pick(kNumeric));
            e.claimed.clear();
        } else if (kind == 2) {
            // a letter of another script that looks the same (UTS #39): the
            // first "a" is CYRILLIC SMALL LETTER A
            e.source = "generated";
            e.claimed = std::string(pick(kClaimed));
            std::string host = e.claimed;
            if (const std::size_t a = host.find('a'); a != std::string::npos)
                host.replace(a, 1, "\u0430");
            e.uri = "https://" + host + "/login";
        } else {
            e.source = "generated";
            e.claimed = std::string(pick(kClaimed));
            const std::string trick(pick(kTricks));
            const std::string_view real = pick(kReal);
            e.uri = fill(fill(trick, "c", e.claimed), "r", real);
        }
        security::AnalyzeOptions options;
        options.versions = false;
        const security::Assessment a = security::analyze(e.uri, options);
        if (!a.destination.host)
            continue;
        e.expected = *a.destination.host;
        e.expectedAlt = a.destination.unicodeHost.value_or(std::string());
        return e;
    }
}

std::vector<Exercise> exercises(std::uint32_t seed, std::size_t count,
                                std::span<const Topic> topics)
{
    Sequence sequence(seed, topics);
    std::vector<Exercise> out;
    out.reserve(count);
    for (std::size_t i = 0; i < count; ++i)
        out.push_back(sequence.next());
    return out;
}

} // namespace uri::practice
