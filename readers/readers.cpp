// The matrix of readings: every reader run on one text, each reading
// compared with the browser's, and P11 when they disagree on the host
// (docs/security-checks.md §4.2 P11, docs/readers.md).
#include "uriinspector/readers.h"

#include "readers/detail/reader_kit.h"

#include "uriinspector/parse.h"
#include "uriinspector/percent.h"
#include "uriinspector/whatwg.h"

#include <algorithm>
#include <exception>
#include <map>
#include <utility>

namespace uri::readers {

std::string_view componentName(Component component)
{
    switch (component) {
    case Component::Host:
        return "host";
    case Component::Scheme:
        return "scheme";
    case Component::Userinfo:
        return "userinfo";
    case Component::Port:
        return "port";
    case Component::Path:
        return "path";
    case Component::Query:
        return "query";
    case Component::Fragment:
        return "fragment";
    }
    return "host";
}

std::string_view differenceName(Difference difference)
{
    switch (difference) {
    case Difference::Same:
        return "same";
    case Difference::Spelling:
        return "spelling";
    case Difference::Meaning:
        return "meaning";
    }
    return "same";
}

std::string_view outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Read:
        return "read";
    case Outcome::Error:
        return "error";
    case Outcome::Refused:
        return "refused";
    }
    return "read";
}

std::string Reading::label() const
{
    return version.empty() ? library : library + " " + version;
}

namespace detail {

Reading makeIdentity(std::string language, std::string id, std::string name, std::string library,
                     std::string version, std::string mode, bool browser)
{
    Reading r;
    r.language = std::move(language);
    r.id = std::move(id);
    r.name = std::move(name);
    r.library = std::move(library);
    r.version = std::move(version);
    r.mode = std::move(mode);
    r.browser = browser;
    return r;
}

void fail(Reading &reading, Outcome outcome, std::string why)
{
    reading.outcome = outcome;
    reading.error = std::move(why);
    reading.parts = {};
}

std::string cStringRefusal(std::string_view text, std::string_view api)
{
    const std::size_t nul = text.find('\0');
    if (nul == std::string_view::npos)
        return {};
    return "not given to " + std::string(api) + ": it takes a C string, which the NUL byte at "
           + std::to_string(nul) + " would end";
}

} // namespace detail

std::vector<std::unique_ptr<Reader>> standardReaders(Spec spec)
{
    std::vector<std::unique_ptr<Reader>> all;
    all.push_back(detail::makeWhatwgReader());
    all.push_back(detail::makeRfc3986Reader(spec));
    all.push_back(detail::makeCurlReader(false));
    all.push_back(detail::makeCurlReader(true));
    all.push_back(detail::makeUriparserReader());
    all.push_back(detail::makeBoostUrlReader());
    return all;
}

std::vector<const Reader *> pointers(const std::vector<std::unique_ptr<Reader>> &readers)
{
    std::vector<const Reader *> out;
    out.reserve(readers.size());
    for (const auto &r : readers)
        out.push_back(r.get());
    return out;
}

const Reading *Matrix::browser() const
{
    const auto it = std::find_if(readings.begin(), readings.end(),
                                 [](const Reading &r) { return r.browser; });
    return it != readings.end() ? &*it : nullptr;
}

const Reading *Matrix::find(std::string_view id) const
{
    const auto it = std::find_if(readings.begin(), readings.end(),
                                 [id](const Reading &r) { return r.id == id; });
    return it != readings.end() ? &*it : nullptr;
}

namespace {

std::string asciiLower(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    return out;
}

// The host as a browser would connect to it: the URL Standard's host parser
// (URL Standard §3.5) on the reader's spelling; a bare IPv6 address (QUrl
// and uriparser drop the brackets) gets its brackets back first, and a
// host with a port in it (PHP and Go read "127.0.0.1:11211" for two ports)
// stays as it is. When the
// host parser fails, the spelling percent-decoded and lowercased, so that
// "%41.com" and "A.com" still count as one host.
std::optional<std::string> canonicalHost(const std::optional<std::string> &host)
{
    if (!host || host->empty())
        return std::nullopt;
    const std::string &h = *host;
    if (h.find(':') != std::string::npos && h.front() != '[') {
        if (const whatwg::HostResult v6 = whatwg::parseHost("[" + h + "]"); v6.host)
            return whatwg::serializeHost(*v6.host);
    }
    const whatwg::HostResult parsed = whatwg::parseHost(h);
    if (parsed.host)
        return whatwg::serializeHost(*parsed.host);
    return asciiLower(percentDecode(h));
}

std::optional<long> portNumber(const std::optional<std::string> &port)
{
    if (!port || port->empty() || port->size() > 9)
        return std::nullopt;
    long n = 0;
    for (const char c : *port) {
        if (c < '0' || c > '9')
            return std::nullopt;
        n = n * 10 + (c - '0');
    }
    return n;
}

// How @p mine stands against the browser's @p theirs, component @p c
// (docs/readers.md, "Differences").
Difference compare(Component c, const Reading &mine, const Reading &theirs)
{
    const std::optional<std::string> &a = mine.part(c);
    const std::optional<std::string> &b = theirs.part(c);
    if (a == b)
        return Difference::Same;
    const std::string scheme = asciiLower(theirs.part(Component::Scheme).value_or(""));
    switch (c) {
    case Component::Host:
        return mine.canonicalHost == theirs.canonicalHost ? Difference::Spelling
                                                          : Difference::Meaning;
    case Component::Scheme:
        return a && b && asciiLower(*a) == asciiLower(*b) ? Difference::Spelling
                                                          : Difference::Meaning;
    case Component::Port: {
        // no port and the scheme's default port are one port (URL Standard §4.2)
        const auto fallback = whatwg::defaultPort(scheme);
        const auto number = [&](const std::optional<std::string> &p) -> std::optional<long> {
            if (const auto n = portNumber(p))
                return n;
            if (!p || p->empty())
                return fallback ? std::optional<long>(*fallback) : std::nullopt;
            return -1;
        };
        return number(a) == number(b) ? Difference::Spelling : Difference::Meaning;
    }
    case Component::Userinfo:
        // "@" with nothing before it is no credential for a browser either
        if (a.value_or("").empty() && b.value_or("").empty())
            return Difference::Spelling;
        break;
    case Component::Path:
        // a special URL's empty path is "/" (URL Standard §4.4, path start state)
        if (a && b && ((a->empty() && *b == "/") || (b->empty() && *a == "/"))
            && whatwg::defaultPort(scheme))
            return Difference::Spelling;
        break;
    case Component::Query:
    case Component::Fragment:
        break;
    }
    // RFC 3986 §6.2.2.2: the same octets, percent-encoded or not
    return a && b && percentDecode(*a) == percentDecode(*b) ? Difference::Spelling
                                                            : Difference::Meaning;
}

void compareWithBrowser(Matrix &m)
{
    // most readers spell the host as the browser does: canonicalise each
    // spelling once; the browser's own is the host serializer's, canonical
    // already (URL Standard §3.6)
    std::vector<std::pair<std::string, std::optional<std::string>>> seen;
    if (const Reading *b = m.browser(); b != nullptr && b->outcome == Outcome::Read) {
        if (const auto &host = b->part(Component::Host); host && !host->empty())
            seen.emplace_back(*host, *host);
    }
    for (Reading &r : m.readings) {
        const std::optional<std::string> &host = r.part(Component::Host);
        if (r.outcome != Outcome::Read || !host)
            continue;
        const auto it = std::find_if(seen.begin(), seen.end(),
                                     [&](const auto &s) { return s.first == *host; });
        if (it != seen.end()) {
            r.canonicalHost = it->second;
        } else {
            r.canonicalHost = canonicalHost(host);
            seen.emplace_back(*host, r.canonicalHost);
        }
    }
    const Reading *browser = m.browser();
    for (Reading &r : m.readings) {
        if (browser == nullptr || &r == browser || r.outcome != Outcome::Read
            || browser->outcome != Outcome::Read)
            continue;
        for (const Component c : kComponents)
            r.differs[static_cast<std::size_t>(c)] = compare(c, r, *browser);
    }
}

constexpr std::string_view kNoHost = "(no host)";
// the most readers P11 names beside the browser's own reading
constexpr std::size_t kNamedWithBrowser = 3;

// The class of an internal or special-purpose host ("loopback", "private",
// "link-local", "metadata", "internal-name", ...), or "" for a public one
// (docs/security-checks.md §4.3). A single-label name or a tenant of a
// private suffix is not internal enough for that.
std::string internalClass(const std::string &host)
{
    security::AnalyzeOptions options;
    options.versions = false;
    options.maxDepth = 0;
    const security::Assessment a = security::analyze("http://" + host + "/", options);
    const std::string &cls = a.destination.hostClass;
    if (cls == "public" || cls == "single-label" || cls == "private-suffix-tenant")
        return {};
    return cls;
}

// Whether a browser could connect to @p host, as the URL Standard's host
// serializer writes it: an IPv6 address, or letters, digits, "-", "_" and
// "." (an IPv4 address, or a name DNS could have: RFC 1123 §2.1, with the
// underscore that real names carry). A reader that reads no host where the
// browser's host could not be looked up (`https://"www.example/`) sends
// nobody elsewhere.
bool resolvable(std::string_view host)
{
    if (host.empty())
        return false;
    if (host.front() == '[')
        return true;
    return std::all_of(host.begin(), host.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
    });
}

// The readers of one host, for people: "URL Standard, Python urllib.parse +
// urllib3, PHP parse_url". Readers of one server-side language side by side
// share its word ("Python"), said once.
std::string readerNames(const std::vector<const Reading *> &by)
{
    const auto word = [](const Reading &r) -> std::string_view {
        static constexpr std::array<std::string_view, 6> servers{"python", "node", "php",
                                                                 "go",     "java", "ruby"};
        if (std::find(servers.begin(), servers.end(), r.language) == servers.end())
            return {};
        const std::string_view name = r.name;
        return name.substr(0, name.find(' '));
    };
    std::string out;
    for (std::size_t i = 0; i < by.size(); ++i) {
        const std::string_view shared = word(*by[i]);
        if (i > 0 && !shared.empty() && shared.size() < by[i]->name.size()
            && word(*by[i - 1]) == shared) {
            out += " + " + by[i]->name.substr(shared.size() + 1);
            continue;
        }
        out += (i == 0 ? "" : ", ") + by[i]->name;
    }
    return out;
}

// docs/security-checks.md §4.2 P11: the readers that read the text disagree
// on where it goes. A reading counts with its canonical host; one that reads
// no host counts as "(no host)" where a browser reads a host of a special
// scheme (the checker that sees no host lets the link through).
void findDisagreement(Matrix &m, std::string_view text)
{
    const Reading *browser = m.browser();
    const bool browserHasHost
        = browser != nullptr && browser->outcome == Outcome::Read && browser->canonicalHost
          && whatwg::defaultPort(asciiLower(browser->part(Component::Scheme).value_or("")))
          && resolvable(*browser->canonicalHost);
    std::vector<std::pair<std::string, std::vector<const Reading *>>> hosts;
    for (const Reading &r : m.readings) {
        if (r.outcome != Outcome::Read)
            continue;
        std::string key;
        if (r.canonicalHost)
            key = *r.canonicalHost;
        else if (browserHasHost && !r.noHostRejects)
            key = kNoHost;
        else
            continue;
        auto it = std::find_if(hosts.begin(), hosts.end(),
                               [&](const auto &h) { return h.first == key; });
        if (it == hosts.end())
            it = hosts.insert(hosts.end(), {key, {}});
        it->second.push_back(&r);
    }
    if (hosts.size() < 2)
        return;
    std::string readings;
    std::string list;
    std::string internalHost;
    std::string internal;
    for (const auto &[host, by] : hosts) {
        // the browser's many companions are counted, not named: the readers
        // that go elsewhere are the news (the matrix names every reader)
        const bool browsers
            = std::any_of(by.begin(), by.end(), [](const Reading *r) { return r->browser; });
        const std::string names
            = browsers && by.size() > kNamedWithBrowser
                  ? by.front()->name + " and " + std::to_string(by.size() - 1) + " other readers"
                  : readerNames(by);
        readings += (readings.empty() ? "" : "; ") + host + " (" + names + ")";
        list += (list.empty() ? "" : " ") + host;
        if (internal.empty() && host != kNoHost) {
            internal = internalClass(host);
            if (!internal.empty())
                internalHost = host;
        }
    }
    // the span: the authority as RFC 3986 splits it (where the readers cut
    // it otherwise), or else the whole text
    const ParseResult split = parse(text);
    const Span span
        = split.authority && split.authority->length > 0 ? *split.authority : Span{0, text.size()};
    std::vector<std::pair<std::string, std::string>> details{{"hosts", list}};
    if (internal.empty()) {
        m.finding = security::makeFinding(security::Check::P11, security::Risk::High, span,
                                          "P11.readers-disagree", {{"readings", readings}},
                                          std::move(details), security::View::Readers);
    } else {
        details.emplace_back("internal_host", internalHost);
        details.emplace_back("class", internal);
        m.finding = security::makeFinding(
            security::Check::P11, security::Risk::Critical, span, "P11.readers-disagree-internal",
            {{"readings", readings}, {"host", internalHost}, {"class", internal}},
            std::move(details), security::View::Readers);
    }
}

} // namespace

Matrix readAll(std::string_view text, const std::vector<const Reader *> &readers)
{
    return readAll(text, readers, {});
}

Matrix readAll(std::string_view text, const std::vector<const Reader *> &readers,
               std::vector<Reading> made)
{
    Matrix m;
    m.readings.reserve(readers.size());
    // the server-side readers' runtimes read the text at once, not in turn
    readAhead(readers, {text});
    for (const Reader *reader : readers) {
        const auto given = std::find_if(made.begin(), made.end(), [&](const Reading &r) {
            return r.id == reader->identity().id;
        });
        if (given != made.end()) {
            m.readings.push_back(std::move(*given));
            continue;
        }
        try {
            m.readings.push_back(reader->read(text));
        } catch (const std::exception &e) {
            Reading r = reader->identity();
            detail::fail(r, Outcome::Error, std::string("the reader failed: ") + e.what());
            m.readings.push_back(std::move(r));
        } catch (...) {
            Reading r = reader->identity();
            detail::fail(r, Outcome::Error, "the reader failed");
            m.readings.push_back(std::move(r));
        }
    }
    // libcurl's CURLU_NON_SUPPORT_SCHEME reading only where it says more
    const Reading *curl = m.find("curl");
    const auto other = std::find_if(m.readings.begin(), m.readings.end(),
                                    [](const Reading &r) { return r.id == "curl-any-scheme"; });
    if (curl != nullptr && other != m.readings.end() && curl->outcome == other->outcome
        && curl->parts == other->parts && curl->error == other->error)
        m.readings.erase(other);
    compareWithBrowser(m);
    findDisagreement(m, text);
    return m;
}

Matrix readAll(std::string_view text, Spec spec)
{
    const auto readers = standardReaders(spec);
    return readAll(text, pointers(readers));
}

ReadInspection inspect(std::string text, const InspectOptions &options,
                       const std::vector<const Reader *> &readers, bool addFinding)
{
    ReadInspection out{uri::inspect(std::move(text), options), std::nullopt};
    if (readers.empty())
        return out;
    const Inspection &in = out.inspection;
    std::vector<Reading> made;
    if (in.browser)
        made = ownReadings(*in.browser, in.spec == Spec::Whatwg ? in.rfc3986() : in.syntax);
    out.readings = readAll(in.bytes(), readers, std::move(made));
    if (addFinding && out.readings->finding && out.inspection.security)
        security::addFinding(*out.inspection.security, *out.readings->finding);
    return out;
}

} // namespace uri::readers
