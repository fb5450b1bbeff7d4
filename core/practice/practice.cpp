// Practice: seeded exercises graded by the core's own answers (practice.h,
// docs/practice.md).
#include "uriinspector/practice.h"

#include "uriinspector/normalize.h"
#include "uriinspector/parse.h"
#include "uriinspector/resolve_examples.h"
#include "uriinspector/security.h"
#include "uriinspector/utf8.h"

#include <algorithm>
#include <cctype>
#include <utility>

namespace uri::practice {

namespace {

std::string lower(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string upper(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

std::string quoted(std::string_view text)
{
    return "\"" + escapeForDisplay(text) + "\"";
}

// "{name}" in @p text replaced by @p value, every time.
std::string fill(std::string text, std::string_view name, std::string_view value)
{
    const std::string key = "{" + std::string(name) + "}";
    for (std::size_t at = text.find(key); at != std::string::npos;
         at = text.find(key, at + value.size()))
        text.replace(at, key.size(), value);
    return text;
}

Components componentsOf(std::string_view text)
{
    const ParseResult parsed = parse(text);
    Components c;
    const auto get = [&](const OptSpan &span) -> std::optional<std::string> {
        if (!span)
            return std::nullopt;
        return std::string(parsed.text(*span));
    };
    c.scheme = get(parsed.scheme);
    c.authority = get(parsed.authority);
    c.path = std::string(parsed.text(parsed.path));
    c.query = get(parsed.query);
    c.fragment = get(parsed.fragment);
    return c;
}

// RFC 3986 §2.1: the hexadecimal digits of a triplet are case-insensitive.
std::string upperTriplets(std::string text)
{
    for (std::size_t i = 0; i + 2 < text.size(); ++i) {
        if (text[i] == '%' && std::isxdigit(static_cast<unsigned char>(text[i + 1]))
            && std::isxdigit(static_cast<unsigned char>(text[i + 2]))) {
            text[i + 1] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[i + 1])));
            text[i + 2] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[i + 2])));
            i += 2;
        }
    }
    return text;
}

// A component's text where RFC 3986 ignores case: the scheme (§3.1), the
// host (§3.2.2) and the hexadecimal digits of triplets (§2.1), as §6.2.2.1
// normalizes them.
std::string caseKey(std::size_t field, std::string_view text)
{
    if (field == 0)
        return lower(text);
    std::string out = upperTriplets(std::string(text));
    if (field == 1) {
        const std::string reference = "//" + out;
        const ParseResult parsed = parse(reference);
        if (parsed.host) {
            const Span host = *parsed.host;
            std::string folded = lower(parsed.text(host));
            out.replace(host.offset - 2, host.length, folded);
        }
    }
    return out;
}

// The whole reference as §6.2.2.1 leaves it (the case rung of the ladder).
std::string caseNormal(std::string_view text)
{
    return normalize(text).step(Rung::Case).result;
}

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

bool isRfc3986Family(ResolveRule rule)
{
    return rule <= ResolveRule::Rule3;
}

bool isDotRule(ResolveRule rule)
{
    return rule >= ResolveRule::Rule1 && rule <= ResolveRule::Rule3;
}

bool isRemoval(ResolveRule rule)
{
    switch (rule) {
    case ResolveRule::Rule2A:
    case ResolveRule::Rule2B:
    case ResolveRule::Rule2C:
    case ResolveRule::Rule2D:
    case ResolveRule::Rfc2396Step6c:
    case ResolveRule::Rfc2396Step6d:
    case ResolveRule::Rfc2396Step6e:
    case ResolveRule::Rfc2396Step6f:
    case ResolveRule::Rfc1808Step6a:
    case ResolveRule::Rfc1808Step6b:
    case ResolveRule::Rfc1808Step6c:
    case ResolveRule::Rfc1808Step6d:
    case ResolveRule::Draft01Step6a:
    case ResolveRule::Draft01Step6b:
    case ResolveRule::Draft01Step6c:
    case ResolveRule::Draft01Step6d:
        return true;
    default:
        return false;
    }
}

// The components (bits 1 << index of kComponentNames) a rule gives the target.
unsigned componentsSetBy(ResolveRule rule)
{
    constexpr unsigned scheme = 1, authority = 2, path = 4, query = 8, fragment = 16;
    switch (rule) {
    case ResolveRule::SchemeLoophole:
    case ResolveRule::SchemeFromBase:
    case ResolveRule::Rfc2396Step3:
    case ResolveRule::Rfc1808Step2c:
    case ResolveRule::Draft01Step2c:
    case ResolveRule::Rfc1630Scheme:
        return scheme;
    case ResolveRule::SchemeDefined:
    case ResolveRule::Rfc1808Step2b:
    case ResolveRule::Draft01Step2b:
        return scheme | authority | path | query | fragment;
    case ResolveRule::AuthorityDefined:
        return authority | path | query;
    case ResolveRule::AuthorityFromBase:
    case ResolveRule::Rfc2396Step4:
    case ResolveRule::Rfc1808Step3:
    case ResolveRule::Draft01Step3:
    case ResolveRule::Rfc1630Slashes:
        return authority;
    case ResolveRule::PathEmpty:
    case ResolveRule::PathAbsolute:
    case ResolveRule::Merge:
    case ResolveRule::MergeEmptyBasePath:
    case ResolveRule::Rfc2396Step5:
    case ResolveRule::Rfc2396Step6a:
    case ResolveRule::Rfc2396Step6b:
    case ResolveRule::Rfc1808Step4:
    case ResolveRule::Rfc1808Step6:
    case ResolveRule::Draft01Step4:
    case ResolveRule::Draft01Step6:
    case ResolveRule::Rfc1630LastPart:
        return path;
    case ResolveRule::Rfc1808Step5:
    case ResolveRule::Draft01Step5:
        return path | query;
    case ResolveRule::QueryFromReference:
    case ResolveRule::QueryFromBase:
    case ResolveRule::Rfc1808Step5b:
        return query;
    case ResolveRule::FragmentFromReference:
        return fragment;
    case ResolveRule::Rfc2396Step2:
    case ResolveRule::Rfc1808Step2a:
    case ResolveRule::Draft01Step2a:
        return path | query | fragment;
    default:
        return isRemoval(rule) ? path : 0;
    }
}

// RFC 3986 §5.2.4 on @p in, with the iterations [skipFrom, skipTo) done as
// 2E (the first segment moved as it is): the path of an answer that left
// those dot segments alone.
std::string dotsRemovedSkipping(std::string in, std::size_t skipFrom, std::size_t skipTo)
{
    std::string out;
    const auto dropLastSegment = [&out] {
        const std::size_t slash = out.rfind('/');
        out.erase(slash == std::string::npos ? 0 : slash);
    };
    for (std::size_t k = 0; !in.empty(); ++k) {
        if (k < skipFrom || k >= skipTo) {
            if (in.starts_with("../") || in.starts_with("./")) { // 2A
                in.erase(0, in.find('/') + 1);
                continue;
            }
            if (in.starts_with("/./") || in == "/.") { // 2B
                in.replace(0, in == "/." ? 2 : 3, "/");
                continue;
            }
            if (in.starts_with("/../") || in == "/..") { // 2C
                in.replace(0, in == "/.." ? 3 : 4, "/");
                dropLastSegment();
                continue;
            }
            if (in == "." || in == "..") { // 2D
                in.clear();
                continue;
            }
        }
        const std::size_t end = std::min(in.find('/', 1), in.size()); // 2E
        out += in.substr(0, end);
        in.erase(0, end);
    }
    return out;
}

// RFC 3986 §5.2.4: which step of remove_dot_segments, after the step
// @p pathStep that set the path, the answer's path @p given does not follow.
// First the removal (2A to 2D) that, left undone, gives the answer; then the
// first of those that, left undone with all after it, gives it. Otherwise a
// move (2E) only copies, so the blame goes to the last removal whose work
// the answer undid, before the first move the answer does not hold: it
// holds the output buffer as it was before that removal and, after it, what
// the removal took away (2C: the segment it dropped from the output; 2A,
// 2B, 2D: the dots it took from the input). With no removal to blame, the
// step that set the path is the one.
std::size_t dotStepBlame(const std::vector<TraceStep> &trace, std::size_t pathStep,
                         std::string_view given)
{
    const std::size_t rule1 = pathStep + 1;
    if (rule1 >= trace.size() || trace[rule1].rule != ResolveRule::Rule1)
        return pathStep;
    std::vector<std::size_t> iterations; // the steps 2A to 2E, one per iteration
    for (std::size_t i = rule1 + 1;
         i < trace.size() && isDotRule(trace[i].rule) && trace[i].rule != ResolveRule::Rule3; ++i)
        iterations.push_back(i);
    const std::string &merged = trace[rule1].input;
    for (const std::size_t skipTo : {std::size_t{1}, iterations.size()}) {
        for (std::size_t k = 0; k < iterations.size(); ++k) {
            if (isRemoval(trace[iterations[k]].rule)
                && dotsRemovedSkipping(merged, k, skipTo == 1 ? k + 1 : skipTo) == given)
                return iterations[k];
        }
    }
    std::optional<std::size_t> blamed;
    std::string before = trace[rule1].output; // the output buffer before the step
    std::string beforeInput = merged;         // and the input buffer
    for (const std::size_t i : iterations) {
        const TraceStep &step = trace[i];
        if (isRemoval(step.rule)) {
            std::size_t common = 0;
            while (common < step.input.size() && common < beforeInput.size()
                   && step.input[step.input.size() - 1 - common]
                          == beforeInput[beforeInput.size() - 1 - common])
                ++common;
            const std::string_view removed
                = std::string_view(beforeInput).substr(0, beforeInput.size() - common);
            const bool kept = step.rule == ResolveRule::Rule2C && !before.empty()
                                  ? given.starts_with(before)
                                  : given.starts_with(before)
                                        && given.substr(before.size()).starts_with(removed);
            if (kept)
                blamed = i;
        } else if (!given.starts_with(step.output)) {
            break;
        }
        before = step.output;
        beforeInput = step.input;
    }
    return blamed.value_or(pathStep);
}

std::optional<std::size_t> firstWrongStep(const std::vector<TraceStep> &trace,
                                          std::string_view given, std::string_view target)
{
    const Components a = componentsOf(given);
    const Components t = componentsOf(target);
    unsigned differing = 0;
    for (std::size_t f = 0; f < kComponentNames.size(); ++f) {
        if (component(a, f) != component(t, f))
            differing |= 1u << f;
    }
    if (differing == 0)
        return std::nullopt;
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const unsigned set = componentsSetBy(trace[i].rule) & differing;
        if (set == 0)
            continue;
        if (set != 4u)
            return i;
        // the path: the removals after this step, if it has any
        if (isRfc3986Family(trace[i].rule))
            return dotStepBlame(trace, i, a.path);
        // older generations: an answer that stopped at a state of the path
        // buffer went wrong at the next step that changed it
        for (std::size_t k = i; k < trace.size(); ++k) {
            if ((componentsSetBy(trace[k].rule) & 4u) == 0 || trace[k].output != a.path)
                continue;
            for (std::size_t j = k + 1; j < trace.size(); ++j) {
                if ((componentsSetBy(trace[j].rule) & 4u) != 0 && trace[j].output != a.path)
                    return j;
            }
        }
        return i;
    }
    return trace.empty() ? std::nullopt : std::optional<std::size_t>(trace.size() - 1);
}

} // namespace

std::string_view resolutionCite(Spec spec)
{
    switch (spec) {
    case Spec::Draft01:
        return "draft-fielding-url-syntax-01 §6";
    case Spec::Rfc2396:
        return "RFC 2396 §5.2";
    case Spec::Rfc1808:
        return "RFC 1808 §4";
    case Spec::Rfc1630:
        return "RFC 1630";
    default:
        return "RFC 3986 §5.2";
    }
}

namespace {

std::optional<bool> yesNo(std::string_view text)
{
    std::string t = lower(text);
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back())))
        t.pop_back();
    while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front())))
        t.erase(t.begin());
    if (t == "yes" || t == "y" || t == "true" || t == "equivalent")
        return true;
    if (t == "no" || t == "n" || t == "false" || t == "not equivalent")
        return false;
    return std::nullopt;
}

std::string trimmed(std::string_view text)
{
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    return std::string(text);
}

FieldMark markField(std::size_t field, const std::optional<std::string> &given,
                    const std::optional<std::string> &expected)
{
    FieldMark m{kComponentNames[field], Mark::Right, given, expected};
    if (!expected && !given)
        return m;
    if (!expected)
        m.mark = given->empty() ? Mark::EmptyForUndefined : Mark::Extra;
    else if (!given)
        m.mark = expected->empty() ? Mark::UndefinedForEmpty : Mark::Missing;
    else if (*given == *expected)
        m.mark = Mark::Right;
    else if (caseKey(field, *given) == caseKey(field, *expected))
        m.mark = Mark::RightIgnoringCase;
    else
        m.mark = Mark::Wrong;
    return m;
}

} // namespace

std::string_view topicName(Topic topic)
{
    static constexpr std::array<std::string_view, 5> kNames{"split", "resolve", "normalize",
                                                            "equivalence", "destination"};
    return kNames[static_cast<std::size_t>(topic)];
}

std::optional<Topic> topicFromName(std::string_view name)
{
    for (Topic topic : kAllTopics) {
        if (topicName(topic) == name)
            return topic;
    }
    return std::nullopt;
}

std::string_view topicCite(Topic topic)
{
    static constexpr std::array<std::string_view, 5> kCites{
        "RFC 3986 §3", "RFC 3986 §5.2", "RFC 3986 §6.2", "RFC 3986 §6.2", "RFC 3986 §7.6"};
    return kCites[static_cast<std::size_t>(topic)];
}

std::string_view topicTitle(Topic topic)
{
    static constexpr std::array<std::string_view, 5> kTitles{"Split", "Resolve", "Normal form",
                                                             "Equivalence", "Where it goes"};
    return kTitles[static_cast<std::size_t>(topic)];
}

std::optional<std::string> component(const Components &c, std::size_t index)
{
    switch (index) {
    case 0:
        return c.scheme;
    case 1:
        return c.authority;
    case 2:
        return c.path;
    case 3:
        return c.query;
    default:
        return c.fragment;
    }
}

std::string_view markName(Mark mark)
{
    static constexpr std::array<std::string_view, 8> kNames{"right",
                                                            "right-ignoring-case",
                                                            "wrong",
                                                            "empty-for-undefined",
                                                            "undefined-for-empty",
                                                            "missing",
                                                            "extra",
                                                            "not-normal"};
    return kNames[static_cast<std::size_t>(mark)];
}

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
        scheme = rng.below(2) == 0 ? upper(scheme) : upper(scheme.substr(0, 1)) + scheme.substr(1);
    if (changes & 2u) // §6.2.2.1: the host in capitals
        host = rng.below(2) == 0 ? upper(host) : upper(host.substr(0, 1)) + host.substr(1);
    if (changes & 4u) { // §6.2.2.2: an unreserved character percent-encoded
        std::vector<std::size_t> letters;
        for (std::size_t i = 0; i < path.size(); ++i) {
            if (std::isalnum(static_cast<unsigned char>(path[i])) || path[i] == '~')
                letters.push_back(i);
        }
        if (!letters.empty()) {
            const std::size_t at = letters[rng.below(static_cast<std::uint32_t>(letters.size()))];
            static constexpr char kHex[] = "0123456789ABCDEF";
            const auto byte = static_cast<unsigned char>(path[at]);
            std::string triplet{'%', kHex[byte >> 4], kHex[byte & 15]};
            if (rng.below(2) == 0)
                triplet = lower(triplet);
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
        query = lower(query);
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
        const auto at = std::find_if(path.begin(), path.end(), [](char ch) {
            return std::islower(static_cast<unsigned char>(ch)) != 0;
        });
        if (at != path.end())
            *at = static_cast<char>(std::toupper(static_cast<unsigned char>(*at)));
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
        e.uri = disguise(pick(kClean), someChanges(*this), *this);
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
        e.uri = disguise(c, someChanges(*this), *this);
        e.other = below(2) == 0 ? disguise(c, someChanges(*this), *this) : nearMiss(c, *this);
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
            host.replace(host.find('a'), 1, "\u0430");
            e.uri = "https://" + host + "/login";
        } else {
            e.source = "generated";
            e.claimed = std::string(pick(kClaimed));
            e.uri = fill(fill(std::string(pick(kTricks)), "c", e.claimed), "r", pick(kReal));
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

// ---- Grading

Components componentsFromDelimited(std::string_view scheme, std::string_view authority,
                                   std::string_view path, std::string_view query,
                                   std::string_view fragment)
{
    Components c;
    if (!scheme.empty())
        c.scheme
            = std::string(scheme.ends_with(':') ? scheme.substr(0, scheme.size() - 1) : scheme);
    if (!authority.empty())
        c.authority = std::string(authority.starts_with("//") ? authority.substr(2) : authority);
    c.path = std::string(path);
    if (!query.empty())
        c.query = std::string(query.starts_with('?') ? query.substr(1) : query);
    if (!fragment.empty())
        c.fragment = std::string(fragment.starts_with('#') ? fragment.substr(1) : fragment);
    return c;
}

Grade grade(const Exercise &exercise, const Answer &answer)
{
    Grade g;
    FieldMark m{"answer", Mark::Wrong, trimmed(answer.text), std::nullopt};
    switch (exercise.topic) {
    case Topic::Split:
        for (std::size_t f = 0; f < kComponentNames.size(); ++f)
            g.fields.push_back(
                markField(f, component(answer.components, f), component(exercise.components, f)));
        break;
    case Topic::Resolve: {
        m.expected = exercise.expected;
        const ResolveResult r = resolve(exercise.base, exercise.uri, exercise.spec);
        g.trace = r.trace;
        if (*m.given == exercise.expected)
            m.mark = Mark::Right;
        else if (caseNormal(*m.given) == caseNormal(exercise.expected))
            m.mark = Mark::RightIgnoringCase;
        else
            g.wrongStep = firstWrongStep(g.trace, *m.given, exercise.expected);
        g.fields.push_back(m);
        break;
    }
    case Topic::Normalize: {
        m.expected = exercise.expected;
        if (*m.given == exercise.expected) {
            m.mark = Mark::Right;
        } else {
            const NormalizeResult n = normalize(*m.given);
            if (n.normalized == exercise.expected) {
                m.mark = Mark::NotNormal;
                for (const NormalizeStep &step : n.steps) {
                    if (step.performed && step.changed()) {
                        g.rung = std::string(rungName(step.rung));
                        g.rungResult = step.result;
                        break;
                    }
                }
            }
        }
        g.fields.push_back(m);
        break;
    }
    case Topic::Equivalence: {
        m.expected = exercise.equivalent ? "yes" : "no";
        if (const std::optional<bool> said = yesNo(*m.given); said && *said == exercise.equivalent)
            m.mark = Mark::Right;
        g.fields.push_back(m);
        break;
    }
    case Topic::Destination: {
        m.expected = exercise.expected;
        std::string host = *m.given;
        if (host.ends_with('.') && !exercise.expected.ends_with('.'))
            host.pop_back();
        if (host == exercise.expected
            || (!exercise.expectedAlt.empty() && host == exercise.expectedAlt))
            m.mark = Mark::Right;
        else if (lower(host) == lower(exercise.expected))
            m.mark = Mark::RightIgnoringCase; // RFC 3986 §3.2.2: hosts ignore case
        security::AnalyzeOptions options;
        options.versions = false;
        const security::Assessment a = security::analyze(exercise.uri, options);
        g.findings = a.findings;
        g.fields.push_back(m);
        break;
    }
    }
    g.right = std::all_of(g.fields.begin(), g.fields.end(),
                          [](const FieldMark &f) { return counts(f.mark); });
    if (g.right)
        g.wrongStep.reset();
    return g;
}

// ---- Wording

std::string quotedOrUndefined(const std::optional<std::string> &value)
{
    return value ? quoted(*value) : std::string("undefined");
}

std::string questionText(const Exercise &e)
{
    switch (e.topic) {
    case Topic::Split:
        return "Split " + quoted(e.uri)
               + " into its five components (RFC 3986 §3); say which are undefined.";
    case Topic::Resolve:
        return "Resolve the reference " + quoted(e.uri) + " against the base " + quoted(e.base)
               + " by " + std::string(resolutionCite(e.spec)) + ".";
    case Topic::Normalize:
        return "Write the normal form of " + quoted(e.uri) + " (RFC 3986 §6.2.2 and §6.2.3).";
    case Topic::Equivalence:
        return "Are " + quoted(e.uri) + " and " + quoted(e.other)
               + " equivalent by the ladder of RFC 3986 §6.2? Answer yes or no.";
    case Topic::Destination:
        return "A link reads " + quoted(e.uri) + ". Which host does a browser connect to?";
    }
    return {};
}

HintFacts hintFacts(const Exercise &e)
{
    HintFacts facts;
    switch (e.topic) {
    case Topic::Split:
        for (std::size_t f = 0; f < kComponentNames.size(); ++f)
            facts.defined += component(e.components, f).has_value() ? 1 : 0;
        break;
    case Topic::Resolve:
        for (const TraceStep &step : resolve(e.base, e.uri, e.spec).trace) {
            if (step.rule != ResolveRule::PreParse && step.rule != ResolveRule::Rfc2396Step1
                && step.rule != ResolveRule::Rfc1808Step2
                && step.rule != ResolveRule::Draft01Step2) {
                facts.firstRule = step.rule;
                break;
            }
        }
        break;
    case Topic::Normalize:
        for (const NormalizeStep &step : normalize(e.uri).steps) {
            if (step.performed && step.changed())
                facts.rungs.push_back(step.rung);
        }
        break;
    case Topic::Equivalence: {
        const Components a = componentsOf(e.uri);
        const Components b = componentsOf(e.other);
        for (std::size_t f = 0; f < kComponentNames.size(); ++f) {
            if (component(a, f) != component(b, f))
                facts.differing.push_back(kComponentNames[f]);
        }
        break;
    }
    case Topic::Destination:
        break;
    }
    return facts;
}

std::string hintText(const Exercise &e)
{
    const HintFacts facts = hintFacts(e);
    switch (e.topic) {
    case Topic::Split:
        return "A component is defined when its delimiter is there, even with nothing after it "
               "(RFC 3986 §5.3, Appendix B): here "
               + std::to_string(facts.defined) + " of the five are defined.";
    case Topic::Resolve:
        if (!facts.firstRule)
            return "Split both first (RFC 3986 §5.2.1).";
        return "The first rule that applies is " + std::string(ruleLabel(*facts.firstRule)) + " ("
               + std::string(ruleCite(*facts.firstRule)) + ").";
    case Topic::Normalize: {
        std::string rungs;
        for (Rung rung : facts.rungs)
            rungs += (rungs.empty() ? "" : ", ") + std::string(rungName(rung)) + " ("
                     + std::string(rungCite(rung)) + ")";
        return rungs.empty() ? "No rung of the ladder changes it."
                             : "These rungs of the ladder change it: " + rungs + ".";
    }
    case Topic::Equivalence: {
        std::string parts;
        for (std::string_view part : facts.differing)
            parts += (parts.empty() ? "" : ", ") + std::string(part);
        return "As written they differ in: " + (parts.empty() ? std::string("nothing") : parts)
               + ". Climb the ladder with both, rung by rung.";
    }
    case Topic::Destination:
        return "The host is what follows \"//\" up to the next \"/\", \"?\" or \"#\"; in it, "
               "everything up to the last \"@\" is userinfo (RFC 3986 §3.2, §7.6). A browser "
               "also reads \"\\\" as \"/\" and numbers as IPv4 addresses.";
    }
    return {};
}

std::string answerText(const Exercise &e)
{
    switch (e.topic) {
    case Topic::Split: {
        std::string out;
        for (std::size_t f = 0; f < kComponentNames.size(); ++f) {
            out += (f == 0 ? "" : ", ") + std::string(kComponentNames[f]) + " "
                   + quotedOrUndefined(component(e.components, f));
        }
        return out;
    }
    case Topic::Resolve:
    case Topic::Normalize:
        return quoted(e.expected);
    case Topic::Equivalence: {
        const CompareResult c = compare(e.uri, e.other);
        if (c.equivalent)
            return "yes, from the " + std::string(rungName(*c.rung)) + " rung on ("
                   + std::string(rungCite(*c.rung)) + ")";
        std::string parts;
        for (const ComponentDifference &d : c.differences)
            parts += (parts.empty() ? "" : ", ") + std::string(d.component);
        return "no: after the ladder they still differ in " + parts;
    }
    case Topic::Destination: {
        std::string out = quoted(e.expected);
        if (!e.expectedAlt.empty())
            out += " (" + quoted(e.expectedAlt) + ")";
        if (!e.claimed.empty())
            out += lower(e.expected) == e.claimed ? ", the host it names"
                                                  : ", not " + quoted(e.claimed);
        return out;
    }
    }
    return {};
}

std::vector<std::string> feedbackLines(const Exercise &e, const Grade &g)
{
    std::vector<std::string> out;
    out.push_back(g.right ? "Right." : "Not quite.");
    for (std::size_t i = 0; i < g.fields.size(); ++i) {
        const FieldMark &f = g.fields[i];
        const std::string name(f.field);
        const std::string delim(e.topic == Topic::Split ? kComponentDelimiters[i] : "");
        switch (f.mark) {
        case Mark::Right:
            break;
        case Mark::RightIgnoringCase:
            out.push_back(name
                          + ": right; case does not matter there (RFC 3986 §6.2.2.1), and the "
                            "text has "
                          + quotedOrUndefined(f.expected) + ".");
            break;
        case Mark::Wrong:
            out.push_back(name + ": " + quotedOrUndefined(f.given) + " is wrong; it is "
                          + quotedOrUndefined(f.expected) + ".");
            break;
        case Mark::EmptyForUndefined:
            out.push_back(name + ": undefined, not empty: there is no \"" + delim
                          + "\" for it (RFC 3986 §5.3).");
            break;
        case Mark::UndefinedForEmpty:
            out.push_back(name + ": defined and empty: its \"" + delim
                          + "\" is there (RFC 3986 §5.3).");
            break;
        case Mark::Missing:
            out.push_back(name + ": it is " + quotedOrUndefined(f.expected) + ", not undefined.");
            break;
        case Mark::Extra:
            out.push_back(name + ": it is undefined, not " + quotedOrUndefined(f.given) + ".");
            break;
        case Mark::NotNormal:
            out.push_back("Equivalent, but not yet normal: the " + g.rung + " rung makes it "
                          + quoted(g.rungResult) + ".");
            break;
        }
    }
    if (g.wrongStep && *g.wrongStep < g.trace.size()) {
        const TraceStep &step = g.trace[*g.wrongStep];
        out.push_back("It went wrong at step " + std::to_string(*g.wrongStep + 1) + ", "
                      + std::string(ruleLabel(step.rule)) + " (" + std::string(ruleCite(step.rule))
                      + "): " + step.description + ".");
    }
    // the answer in words where the field's line does not give it all
    if (!g.right && (e.topic == Topic::Equivalence || e.topic == Topic::Destination))
        out.push_back("The answer is " + answerText(e) + ".");
    for (const security::Finding &f : g.findings)
        out.push_back(std::string(f.id) + " " + std::string(f.name) + ": " + f.message);
    return out;
}

std::vector<WorksheetItem> worksheetItems(std::span<const Exercise> list)
{
    std::vector<WorksheetItem> items;
    for (const Exercise &e : list)
        items.push_back(
            {std::string(topicTitle(e.topic)), questionText(e), e.source, answerText(e)});
    return items;
}

namespace {

std::string html(std::string_view text)
{
    std::string out;
    for (char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

// Markdown: the characters that would start markup are escaped.
std::string markdown(std::string_view text)
{
    std::string out;
    for (char c : text) {
        if (std::string_view("\\`*_[]<>#|").find(c) != std::string_view::npos)
            out += '\\';
        out += c;
    }
    return out;
}

} // namespace

std::string worksheet(std::span<const WorksheetItem> items, std::uint32_t seed,
                      WorksheetFormat format, const WorksheetWords &words)
{
    const std::string intro = fill(fill(words.seedLine, "seed", std::to_string(seed)), "count",
                                   std::to_string(items.size()));
    std::string out;
    if (format == WorksheetFormat::Markdown) {
        out += "# " + markdown(words.title) + "\n\n" + markdown(intro) + "\n";
        for (std::size_t i = 0; i < items.size(); ++i) {
            const WorksheetItem &item = items[i];
            out += "\n## " + std::to_string(i + 1) + ". " + markdown(item.topic) + "\n\n"
                   + markdown(item.question) + "\n\n" + markdown(words.blank) + "\n\n&nbsp;\n\n*"
                   + markdown(words.sourceLabel) + ": " + markdown(item.source) + "*\n";
        }
        out += "\n---\n\n# " + markdown(words.answersTitle) + "\n\n";
        for (std::size_t i = 0; i < items.size(); ++i)
            out += std::to_string(i + 1) + ". " + markdown(items[i].answer) + "\n";
        return out;
    }
    out += "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>" + html(words.title)
           + "</title>\n<style>\nbody { font-family: sans-serif; max-width: 46em; margin: 2em "
             "auto; }\n.blank { border-bottom: 1px solid #888; height: 3em; }\n.source { "
             "color: #666; font-size: small; }\n.answers { break-before: page; "
             "page-break-before: always; }\ncode { word-break: break-all; }\n</style>\n"
             "</head>\n<body>\n<h1>"
           + html(words.title) + "</h1>\n<p>" + html(intro) + "</p>\n<ol>\n";
    for (const WorksheetItem &item : items) {
        out += "<li><h2>" + html(item.topic) + "</h2>\n<p>" + html(item.question) + "</p>\n<p>"
               + html(words.blank) + "</p>\n<div class=\"blank\"></div>\n<p class=\"source\">"
               + html(words.sourceLabel) + ": " + html(item.source) + "</p></li>\n";
    }
    out += "</ol>\n<section class=\"answers\">\n<h1>" + html(words.answersTitle) + "</h1>\n<ol>\n";
    for (const WorksheetItem &item : items)
        out += "<li>" + html(item.answer) + "</li>\n";
    out += "</ol>\n</section>\n</body>\n</html>\n";
    return out;
}

} // namespace uri::practice
