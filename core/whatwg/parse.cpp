// The URL Standard §4.4 basic URL parser: its state machine, run on the code
// points of the input with the original offset of each kept, so that every
// component and every validation error has a span in the text as written.
#include "uriinspector/whatwg.h"

#include "syntax/detail/class_scan.h"
#include "syntax/detail/development.h"
#include "uriinspector/utf8.h"
#include "whatwg/detail/whatwg_internal.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstring>
#include <memory>

namespace uri::whatwg {

namespace {

using namespace uri::whatwg::detail;

constexpr std::string_view kCite = "URL Standard §4.4";

bool isSpecialScheme(std::string_view scheme)
{
    return scheme == "ftp" || scheme == "file" || scheme == "http" || scheme == "https"
           || scheme == "ws" || scheme == "wss";
}

// URL Standard §4.2 Windows drive letter: an ASCII alpha, then ":" or "|".
bool isWindowsDriveLetter(std::string_view s)
{
    return s.size() == 2 && isAsciiAlpha(static_cast<unsigned char>(s[0]))
           && (s[1] == ':' || s[1] == '|');
}

bool isNormalizedWindowsDriveLetter(std::string_view s)
{
    return isWindowsDriveLetter(s) && s[1] == ':';
}

// URL Standard §4.1 single-dot URL path segment: "." or "%2e"
bool isSingleDot(std::string_view s)
{
    return s == "." || equalsI(s, "%2e");
}

// URL Standard §4.1 double-dot URL path segment: "..", ".%2e", "%2e." or "%2e%2e"
bool isDoubleDot(std::string_view s)
{
    return s == ".." || equalsI(s, ".%2e") || equalsI(s, "%2e.") || equalsI(s, "%2e%2e");
}

// A list path is kept serialized ("/" before each segment, whatwg.h): its
// first segment (the path is not empty), and whether it has just one.
std::string_view firstSegment(std::string_view path)
{
    return path.substr(1, path.find('/', 1) - 1);
}

bool oneSegment(std::string_view path)
{
    return !path.empty() && path.find('/', 1) == std::string_view::npos;
}

// URL Standard §4.2 shorten a URL's path
void shorten(Url &url)
{
    if (url.scheme == "file" && oneSegment(url.path)
        && isNormalizedWindowsDriveLetter(firstSegment(url.path)))
        return;
    if (!url.path.empty())
        url.path.erase(url.path.rfind('/'));
}

// URL Standard §4.4 path state, step 1.4: append a segment to the path; the
// first segment of a file URL that is a Windows drive letter gets ":" for
// its "|" (step 1.4.1).
void appendToPath(Url &url, std::string_view segment, bool file)
{
    const bool first = url.path.empty();
    url.path += '/';
    url.path += segment;
    if (first && file && isWindowsDriveLetter(segment))
        url.path[2] = ':';
}

// URL Standard §4.4 path state, step 1 (at "/", "?", "#" or the end): what
// the buffer (one segment, percent-encoded) does to the path; the buffer is
// left empty.
void appendSegment(Url &url, std::string &buffer, bool slash)
{
    // only "." and ".." written as ".", "..", "%2e" and so on (at most 6 bytes)
    const bool maybeDots
        = !buffer.empty() && buffer.size() <= 6 && (buffer[0] == '.' || buffer[0] == '%');
    if (!maybeDots) {
        appendToPath(url, buffer, url.scheme == "file");
    } else if (isDoubleDot(buffer)) {
        shorten(url);
        if (!slash)
            url.path += '/'; // an empty segment
    } else if (isSingleDot(buffer) && !slash) {
        url.path += '/';
    } else if (!isSingleDot(buffer)) {
        appendToPath(url, buffer, url.scheme == "file");
    }
    buffer.clear();
}

// The two invalid-URL-unit messages of the path, query and fragment states.
constexpr std::string_view kNotUrlUnit
    = "Not a URL code point; it is percent-encoded (or kept, where the component's "
      "percent-encode set allows it).";
constexpr std::string_view kBadPercent
    = "\"%\" is not followed by two hexadecimal digits; it stays a literal \"%\".";
// The invalid-reverse-solidus messages of a special URL and of a file URL.
constexpr std::string_view kSpecialBackslash = "\"\\\" is read as \"/\" in a special URL.";
constexpr std::string_view kFileBackslash = "\"\\\" is read as \"/\" in a file URL.";

enum class State : std::uint8_t {
    SchemeStart,
    Scheme,
    NoScheme,
    SpecialRelativeOrAuthority,
    PathOrAuthority,
    Relative,
    RelativeSlash,
    SpecialAuthoritySlashes,
    SpecialAuthorityIgnoreSlashes,
    Authority,
    Host,
    Port,
    File,
    FileSlash,
    FileHost,
    PathStart,
    Path,
    OpaquePath,
    Query,
    Fragment,
};

class UrlParser
{
public:
    UrlParser(std::string_view input, const Url *base, ParseResult &result)
        : m_text(input)
        , m_base(base)
        , m_r(result)
        , m_sink(result.diagnostics)
    {}

    void run();

private:
    bool step(); // one run of the state machine; false on failure

    void prepare();
    [[nodiscard]] char32_t c() const { return cpAt(m_p); }
    [[nodiscard]] char32_t cpAt(std::ptrdiff_t i) const
    {
        return i < 0 ? kEof : m_in.at(static_cast<std::size_t>(i));
    }
    [[nodiscard]] std::size_t idx(std::ptrdiff_t i) const
    {
        return static_cast<std::size_t>(std::max<std::ptrdiff_t>(i, 0));
    }
    [[nodiscard]] std::ptrdiff_t size() const { return static_cast<std::ptrdiff_t>(m_in.size()); }
    /// "remaining starts with" @p ch (URL Standard §1.2).
    [[nodiscard]] bool remainingStartsWith(char32_t ch) const { return cpAt(m_p + 1) == ch; }
    [[nodiscard]] Span span(std::ptrdiff_t from, std::ptrdiff_t to) const
    {
        return m_in.span(idx(from), idx(to));
    }
    [[nodiscard]] bool startsWithWindowsDriveLetter(std::ptrdiff_t i) const;
    [[nodiscard]] bool special() const { return isSpecialScheme(m_url.scheme); }
    [[nodiscard]] bool isSpecialBackslash() const { return special() && c() == '\\'; }

    void error(DiagCode code, Span where, State state, std::string message);
    /// "decrease pointer by 1" and go on in @p state: the current code point
    /// is read again there
    void reconsume(State state)
    {
        m_state = state;
        --m_p;
    }
    /// The special relative or authority state and the special authority
    /// slashes state: "//" goes on in the special authority ignore slashes
    /// state; anything else is special-scheme-missing-following-solidus
    /// (@p consequence says what is read instead) and is read again in
    /// @p otherwise.
    void twoSlashesOr(State otherwise, std::string_view consequence);
    /// invalid-reverse-solidus at the current code point
    void reverseSolidus(std::string_view message);
    /// "set url's query to the empty string" and enter the query state (§4.4)
    void startQuery();
    /// "set url's fragment to the empty string" and enter the fragment state (§4.4)
    void startFragment();
    /// invalid-URL-unit checks of the path, query and fragment states
    void checkUrlUnit(State state);
    void notePathChar();
    bool parseHostBuffer(std::ptrdiff_t end);
    void copyAuthorityFromBase();
    void finishUserinfoSpans();

    std::string_view m_text;
    const Url *m_base;
    ParseResult &m_r;
    DiagnosticSink m_sink;
    CodePoints m_in;
    Url m_url;

    State m_state = State::SchemeStart;
    std::ptrdiff_t m_p = 0;
    std::ptrdiff_t m_bufStart = 0; // the raw buffer is [m_bufStart, m_p) in the states that use it
    std::string m_pathBuffer;      // the path state's buffer (percent-encoded)
    bool m_atSignSeen = false;
    bool m_insideBrackets = false;
    bool m_passwordTokenSeen = false;

    // for the spans
    std::optional<std::ptrdiff_t> m_authStart;
    std::optional<std::ptrdiff_t> m_passwordColon;
    std::optional<std::ptrdiff_t> m_lastAt;
    std::optional<std::ptrdiff_t> m_pathBegin;
    std::ptrdiff_t m_pathEnd = 0;
    std::ptrdiff_t m_queryStart = 0;
    std::ptrdiff_t m_fragmentStart = 0;
};

std::string_view stateName(State state)
{
    switch (state) {
    case State::SchemeStart:
        return "scheme start state";
    case State::Scheme:
        return "scheme state";
    case State::NoScheme:
        return "no scheme state";
    case State::SpecialRelativeOrAuthority:
        return "special relative or authority state";
    case State::PathOrAuthority:
        return "path or authority state";
    case State::Relative:
        return "relative state";
    case State::RelativeSlash:
        return "relative slash state";
    case State::SpecialAuthoritySlashes:
        return "special authority slashes state";
    case State::SpecialAuthorityIgnoreSlashes:
        return "special authority ignore slashes state";
    case State::Authority:
        return "authority state";
    case State::Host:
        return "host state";
    case State::Port:
        return "port state";
    case State::File:
        return "file state";
    case State::FileSlash:
        return "file slash state";
    case State::FileHost:
        return "file host state";
    case State::PathStart:
        return "path start state";
    case State::Path:
        return "path state";
    case State::OpaquePath:
        return "opaque path state";
    case State::Query:
        return "query state";
    case State::Fragment:
        return "fragment state";
    }
    return "basic URL parser";
}

void UrlParser::error(DiagCode code, Span where, State state, std::string message)
{
    m_sink.add(code, where, stateName(state), kCite, std::move(message));
}

void UrlParser::reverseSolidus(std::string_view message)
{
    error(DiagCode::WhatwgInvalidReverseSolidus, span(m_p, m_p + 1), m_state, std::string(message));
}

void UrlParser::twoSlashesOr(State otherwise, std::string_view consequence)
{
    if (c() == '/' && remainingStartsWith('/')) {
        m_state = State::SpecialAuthorityIgnoreSlashes;
        ++m_p;
        return;
    }
    error(DiagCode::WhatwgSpecialSchemeMissingFollowingSolidus, span(m_p, m_p), m_state,
          "\"" + m_url.scheme + ":\" is not followed by \"//\"; " + std::string(consequence));
    reconsume(otherwise);
}

void UrlParser::startQuery()
{
    m_url.query = std::string();
    m_queryStart = m_p + 1;
    m_state = State::Query;
}

void UrlParser::startFragment()
{
    m_url.fragment = std::string();
    m_fragmentStart = m_p + 1;
    m_state = State::Fragment;
}

bool UrlParser::startsWithWindowsDriveLetter(std::ptrdiff_t i) const
{
    // URL Standard §4.2 starts with a Windows drive letter
    if (size() - i < 2 || !isAsciiAlpha(cpAt(i)) || (cpAt(i + 1) != ':' && cpAt(i + 1) != '|'))
        return false;
    if (size() - i == 2)
        return true;
    const char32_t third = cpAt(i + 2);
    return third == '/' || third == '\\' || third == '?' || third == '#';
}

// Basic URL parser steps 1-3: strip leading and trailing C0 control or space,
// remove every ASCII tab or newline; keep the offsets of what is left.
void UrlParser::prepare()
{
    CodePoints all = CodePoints::decode(m_text);
    for (const CodePoint &cp : all.items) {
        if (cp.cp == 0xFFFD && cp.length == 1) {
            m_sink.add(DiagCode::WhatwgInvalidUrlUnit, Span{cp.offset, 1}, "basic URL parser",
                       kCite, "Bytes that are not UTF-8; they are read as U+FFFD.");
        }
    }
    std::size_t first = 0;
    std::size_t last = all.size();
    while (first < last && all.items[first].cp <= 0x20)
        ++first;
    while (last > first && all.items[last - 1].cp <= 0x20)
        --last;
    const std::size_t keptFrom = first < all.size() ? all.items[first].offset : m_text.size();
    const std::size_t keptTo
        = last > first ? all.items[last - 1].offset + all.items[last - 1].length : keptFrom;
    m_r.kept = Span{keptFrom, keptTo - keptFrom};
    if (first > 0) {
        m_sink.add(DiagCode::WhatwgInvalidUrlUnit, Span{0, keptFrom}, "basic URL parser", kCite,
                   "Leading C0 control or space; it is removed.");
    }
    if (last < all.size() && last >= first) {
        m_sink.add(DiagCode::WhatwgInvalidUrlUnit, Span{keptTo, m_text.size() - keptTo},
                   "basic URL parser", kCite, "Trailing C0 control or space; it is removed.");
    }
    m_in.items.reserve(last - first);
    for (std::size_t i = first; i < last; ++i) {
        const CodePoint &cp = all.items[i];
        if (cp.cp == '\t' || cp.cp == '\n' || cp.cp == '\r') {
            m_sink.add(DiagCode::WhatwgInvalidUrlUnit, Span{cp.offset, cp.length},
                       "basic URL parser", kCite, "ASCII tab or newline; it is removed.");
            continue;
        }
        m_in.items.push_back(cp);
    }
    m_in.endOffset = keptTo;
}

void UrlParser::checkUrlUnit(State state)
{
    const char32_t ch = c();
    // not a URL code point and not "%": invalid-URL-unit
    if (!isUrlCodePoint(ch) && ch != '%')
        error(DiagCode::WhatwgInvalidUrlUnit, span(m_p, m_p + 1), state, std::string(kNotUrlUnit));
    // "%" and remaining does not start with two ASCII hex digits: invalid-URL-unit
    if (ch == '%' && !(isAsciiHexDigit(cpAt(m_p + 1)) && isAsciiHexDigit(cpAt(m_p + 2))))
        error(DiagCode::WhatwgInvalidUrlUnit, span(m_p, m_p + 1), state, std::string(kBadPercent));
}

void UrlParser::notePathChar()
{
    if (!m_pathBegin)
        m_pathBegin = m_p;
    m_pathEnd = m_p + 1;
}

// Host parse the buffer [m_bufStart, end) with "url is not special".
bool UrlParser::parseHostBuffer(std::ptrdiff_t end)
{
    const std::optional<Host> host
        = detail::parseHost(m_in, idx(m_bufStart), idx(end), !special(), m_sink);
    if (!host)
        return false;
    m_url.host = *host;
    m_r.spans.host = span(m_bufStart, end);
    return true;
}

void UrlParser::copyAuthorityFromBase()
{
    m_url.username = m_base->username;
    m_url.password = m_base->password;
    m_url.host = m_base->host;
    m_url.port = m_base->port;
}

void UrlParser::finishUserinfoSpans()
{
    if (!m_atSignSeen || !m_authStart || !m_lastAt)
        return;
    if (m_passwordColon) {
        m_r.spans.username = span(*m_authStart, *m_passwordColon);
        m_r.spans.password = span(*m_passwordColon + 1, *m_lastAt);
    } else {
        m_r.spans.username = span(*m_authStart, *m_lastAt);
    }
}

void UrlParser::run()
{
    m_r.input = m_text;
    prepare();
    bool ok = true;
    for (;;) {
        if (!step()) {
            ok = false;
            break;
        }
        // If after a run pointer points to the EOF code point, go to the next
        // step. Otherwise, increase pointer by 1 and continue.
        if (m_p >= size())
            break;
        ++m_p;
    }
    if (ok) {
        m_r.spans.path = m_pathBegin
                             ? OptSpan(span(*m_pathBegin, std::max(*m_pathBegin, m_pathEnd)))
                             : OptSpan();
        if (m_url.host) {
            std::string shown = displayHost(*m_url.host);
            if (shown != m_url.host->name)
                m_r.renderedHost = std::move(shown);
        }
        m_r.url = std::move(m_url);
    } else {
        m_r.spans = UrlSpans{};
    }
    m_sink.finish(m_text);
}

bool UrlParser::step()
{
    const char32_t ch = c();
    switch (m_state) {
    case State::SchemeStart:
        // 1. ASCII alpha: scheme state; 2. otherwise: no scheme state
        if (isAsciiAlpha(ch)) {
            m_url.scheme += static_cast<char>(asciiLower(ch));
            m_state = State::Scheme;
        } else {
            reconsume(State::NoScheme);
        }
        return true;

    case State::Scheme:
        if (isAsciiAlpha(ch) || isAsciiDigit(ch) || ch == '+' || ch == '-' || ch == '.') {
            m_url.scheme += static_cast<char>(asciiLower(ch));
            return true;
        }
        if (ch == ':') {
            m_r.spans.scheme = span(0, m_p);
            if (m_url.scheme == "file") {
                if (!(remainingStartsWith('/') && cpAt(m_p + 2) == '/')) {
                    error(DiagCode::WhatwgSpecialSchemeMissingFollowingSolidus,
                          span(m_p + 1, m_p + 1), m_state, "\"file:\" is not followed by \"//\".");
                }
                m_state = State::File;
            } else if (special() && m_base != nullptr && m_base->scheme == m_url.scheme) {
                m_state = State::SpecialRelativeOrAuthority;
            } else if (special()) {
                m_state = State::SpecialAuthoritySlashes;
            } else if (remainingStartsWith('/')) {
                m_state = State::PathOrAuthority;
                ++m_p;
            } else {
                m_url.opaquePath = std::string();
                m_state = State::OpaquePath;
            }
            return true;
        }
        // Not a scheme after all: start over in the no scheme state.
        m_url.scheme.clear();
        m_r.spans.scheme.reset();
        m_state = State::NoScheme;
        m_p = -1;
        return true;

    case State::NoScheme:
        if (m_base == nullptr || (m_base->opaquePath && ch != '#')) {
            error(DiagCode::WhatwgMissingSchemeNonRelativeUrl, span(0, size()), m_state,
                  m_base == nullptr
                      ? "The input has no scheme (\"https:\", ...) and no base URL is given, so "
                        "it cannot be a relative reference."
                      : "The input has no scheme, and the base URL has an opaque path (like "
                        "\"mailto:\" or \"data:\"), so it cannot be resolved against it.");
            return false;
        }
        if (m_base->opaquePath && ch == '#') {
            m_url.scheme = m_base->scheme;
            m_url.opaquePath = m_base->opaquePath;
            m_url.query = m_base->query;
            startFragment();
        } else if (m_base->scheme != "file") {
            reconsume(State::Relative);
        } else {
            reconsume(State::File);
        }
        return true;

    case State::SpecialRelativeOrAuthority:
        twoSlashesOr(State::Relative, "the rest is read as relative to the base URL.");
        return true;

    case State::PathOrAuthority:
        if (ch == '/') {
            m_state = State::Authority;
        } else {
            reconsume(State::Path);
        }
        return true;

    case State::Relative:
        m_url.scheme = m_base->scheme;
        if (ch == '/') {
            m_state = State::RelativeSlash;
        } else if (isSpecialBackslash()) {
            reverseSolidus(kSpecialBackslash);
            m_state = State::RelativeSlash;
        } else {
            copyAuthorityFromBase();
            m_url.path = m_base->path;
            m_url.query = m_base->query;
            if (ch == '?') {
                startQuery();
            } else if (ch == '#') {
                startFragment();
            } else if (ch != kEof) {
                m_url.query.reset();
                shorten(m_url);
                reconsume(State::Path);
            }
        }
        return true;

    case State::RelativeSlash:
        if (special() && (ch == '/' || ch == '\\')) {
            if (ch == '\\')
                reverseSolidus(kSpecialBackslash);
            m_state = State::SpecialAuthorityIgnoreSlashes;
        } else if (ch == '/') {
            m_state = State::Authority;
        } else {
            copyAuthorityFromBase();
            reconsume(State::Path);
        }
        return true;

    case State::SpecialAuthoritySlashes:
        twoSlashesOr(State::SpecialAuthorityIgnoreSlashes, "a browser reads a host anyway.");
        return true;

    case State::SpecialAuthorityIgnoreSlashes:
        if (ch != '/' && ch != '\\') {
            reconsume(State::Authority);
        } else {
            error(DiagCode::WhatwgSpecialSchemeMissingFollowingSolidus, span(m_p, m_p + 1), m_state,
                  std::string("An extra \"") + static_cast<char>(ch)
                      + "\" before the host of a special URL; it is ignored.");
        }
        return true;

    case State::Authority:
        if (!m_authStart) {
            m_authStart = m_p;
            m_bufStart = m_p;
        }
        if (ch == '@') {
            error(DiagCode::WhatwgInvalidCredentials, span(m_bufStart, m_p + 1), m_state,
                  "The URL includes credentials: what stands before \"@\" is a username or "
                  "password, not the host.");
            std::string &first = m_passwordTokenSeen ? m_url.password : m_url.username;
            if (m_atSignSeen)
                first += "%40";
            m_atSignSeen = true;
            for (std::ptrdiff_t i = m_bufStart; i < m_p; ++i) {
                const char32_t cp = cpAt(i);
                if (cp == ':' && !m_passwordTokenSeen) {
                    m_passwordTokenSeen = true;
                    m_passwordColon = i;
                    continue;
                }
                percentEncode(cp, EncodeSet::Userinfo,
                              m_passwordTokenSeen ? m_url.password : m_url.username);
            }
            m_lastAt = m_p;
            m_bufStart = m_p + 1;
        } else if (ch == kEof || ch == '/' || ch == '?' || ch == '#' || isSpecialBackslash()) {
            if (m_atSignSeen && m_bufStart == m_p) {
                error(DiagCode::WhatwgHostMissing, span(*m_authStart, m_p), m_state,
                      "Credentials are followed by no host.");
                return false;
            }
            finishUserinfoSpans();
            // Decrease pointer by buffer's length + 1: the host state reads the buffer again.
            m_p = m_bufStart - 1;
            m_state = State::Host;
        }
        return true;

    case State::Host:
        if (ch == ':' && !m_insideBrackets) {
            if (m_bufStart == m_p) {
                error(DiagCode::WhatwgHostMissing, span(m_p, m_p), m_state,
                      "A port without a host.");
                return false;
            }
            if (!parseHostBuffer(m_p))
                return false;
            m_bufStart = m_p + 1;
            m_state = State::Port;
        } else if (ch == kEof || ch == '/' || ch == '?' || ch == '#' || isSpecialBackslash()) {
            const std::ptrdiff_t end = m_p;
            --m_p;
            if (special() && m_bufStart == end) {
                error(DiagCode::WhatwgHostMissing, span(end, end), m_state,
                      "A special URL (\"" + m_url.scheme + ":\") without a host.");
                return false;
            }
            if (!parseHostBuffer(end))
                return false;
            m_state = State::PathStart;
        } else {
            if (ch == '[')
                m_insideBrackets = true;
            if (ch == ']')
                m_insideBrackets = false;
        }
        return true;

    case State::Port:
        if (isAsciiDigit(ch))
            return true;
        if (ch == kEof || ch == '/' || ch == '?' || ch == '#' || isSpecialBackslash()) {
            m_r.spans.port = span(m_bufStart, m_p);
            if (m_bufStart < m_p) {
                std::uint32_t port = 0;
                for (std::ptrdiff_t i = m_bufStart; i < m_p; ++i)
                    port = std::min<std::uint32_t>(port * 10 + (cpAt(i) - '0'), 0x10000);
                if (port > 0xFFFF) {
                    error(DiagCode::WhatwgPortOutOfRange, span(m_bufStart, m_p), m_state,
                          "The port is greater than 65535.");
                    return false;
                }
                const auto value = static_cast<std::uint16_t>(port);
                if (defaultPort(m_url.scheme) == value)
                    m_url.port.reset();
                else
                    m_url.port = value;
            }
            reconsume(State::PathStart);
            return true;
        }
        error(DiagCode::WhatwgPortInvalid, span(m_p, m_p + 1), m_state,
              "A port consists of digits only; \"" + escapeForDisplay([&] {
                  std::string s;
                  appendUtf8(s, ch);
                  return s;
              }()) + "\" is not one.");
        return false;

    case State::File:
        m_url.scheme = "file";
        m_url.host = Host{};
        if (ch == '/' || ch == '\\') {
            if (ch == '\\')
                reverseSolidus(kFileBackslash);
            m_state = State::FileSlash;
        } else if (m_base != nullptr && m_base->scheme == "file") {
            m_url.host = m_base->host;
            m_url.path = m_base->path;
            m_url.query = m_base->query;
            if (ch == '?') {
                startQuery();
            } else if (ch == '#') {
                startFragment();
            } else if (ch != kEof) {
                m_url.query.reset();
                if (!startsWithWindowsDriveLetter(m_p)) {
                    shorten(m_url);
                } else {
                    error(DiagCode::WhatwgFileInvalidWindowsDriveLetter, span(m_p, m_p + 2),
                          m_state,
                          "A relative reference that starts with a Windows drive letter: the "
                          "path of the base URL is dropped.");
                    m_url.path.clear();
                }
                reconsume(State::Path);
            }
        } else {
            reconsume(State::Path);
        }
        return true;

    case State::FileSlash:
        if (ch == '/' || ch == '\\') {
            if (ch == '\\')
                reverseSolidus(kFileBackslash);
            m_state = State::FileHost;
            m_bufStart = m_p + 1;
        } else {
            if (m_base != nullptr && m_base->scheme == "file") {
                m_url.host = m_base->host;
                if (!startsWithWindowsDriveLetter(m_p) && !m_base->path.empty()
                    && isNormalizedWindowsDriveLetter(firstSegment(m_base->path))) {
                    m_url.path += '/';
                    m_url.path += firstSegment(m_base->path);
                }
            }
            reconsume(State::Path);
        }
        return true;

    case State::FileHost:
        if (ch == kEof || ch == '/' || ch == '\\' || ch == '?' || ch == '#') {
            const std::ptrdiff_t end = m_p;
            --m_p;
            std::string buffer;
            for (std::ptrdiff_t i = m_bufStart; i < end && buffer.size() <= 2; ++i)
                appendUtf8(buffer, cpAt(i));
            if (end - m_bufStart == 2 && isWindowsDriveLetter(buffer)) {
                error(DiagCode::WhatwgFileInvalidWindowsDriveLetterHost, span(m_bufStart, end),
                      m_state,
                      "A Windows drive letter where the host of a file URL belongs; it is read "
                      "as the first segment of the path.");
                // The buffer is not reset: the path state goes on with it.
                m_pathBuffer = buffer;
                m_pathBegin = m_bufStart;
                m_pathEnd = end;
                m_state = State::Path;
            } else if (m_bufStart == end) {
                m_url.host = Host{};
                m_state = State::PathStart;
            } else {
                if (!parseHostBuffer(end))
                    return false;
                // "localhost" is the empty host
                if (m_url.host->kind == HostKind::Domain && m_url.host->name == "localhost")
                    m_url.host = Host{};
                m_state = State::PathStart;
            }
        }
        return true;

    case State::PathStart:
        if (special()) {
            if (ch == '\\')
                reverseSolidus(kSpecialBackslash);
            m_state = State::Path;
            if (ch != '/' && ch != '\\')
                --m_p;
            else
                notePathChar();
        } else if (ch == '?') {
            startQuery();
        } else if (ch == '#') {
            startFragment();
        } else if (ch != kEof) {
            m_state = State::Path;
            if (ch != '/')
                --m_p;
            else
                notePathChar();
        }
        return true;

    case State::Path:
        if (ch == kEof || ch == '/' || isSpecialBackslash() || ch == '?' || ch == '#') {
            const bool slash = ch == '/' || isSpecialBackslash();
            if (slash)
                notePathChar();
            if (isSpecialBackslash()) {
                reverseSolidus(kSpecialBackslash);
            }
            appendSegment(m_url, m_pathBuffer, slash);
            if (ch == '?') {
                startQuery();
            }
            if (ch == '#') {
                startFragment();
            }
        } else {
            notePathChar();
            checkUrlUnit(m_state);
            percentEncode(ch, EncodeSet::Path, m_pathBuffer);
        }
        return true;

    case State::OpaquePath:
        if (ch == '?') {
            startQuery();
        } else if (ch == '#') {
            startFragment();
        } else if (ch == ' ') {
            notePathChar();
            error(DiagCode::WhatwgInvalidUrlUnit, span(m_p, m_p + 1), m_state,
                  "A space in an opaque path; it is kept, or encoded as %20 before \"?\" or "
                  "\"#\".");
            // A space before "?" or "#" is encoded, so that it survives serializing.
            if (remainingStartsWith('?') || remainingStartsWith('#'))
                *m_url.opaquePath += "%20";
            else
                *m_url.opaquePath += ' ';
        } else if (ch != kEof) {
            notePathChar();
            checkUrlUnit(m_state);
            percentEncode(ch, EncodeSet::C0Control, *m_url.opaquePath);
        }
        return true;

    case State::Query:
        if (ch == '#' || ch == kEof) {
            // Percent-encode after encoding (UTF-8) the buffer with the
            // special-query or query percent-encode set.
            const EncodeSet set = special() ? EncodeSet::SpecialQuery : EncodeSet::Query;
            for (std::ptrdiff_t i = m_queryStart; i < m_p; ++i)
                percentEncode(cpAt(i), set, *m_url.query);
            m_r.spans.query = span(m_queryStart, m_p);
            if (ch == '#') {
                startFragment();
            }
        } else {
            checkUrlUnit(m_state);
        }
        return true;

    case State::Fragment:
        if (ch != kEof) {
            checkUrlUnit(m_state);
            percentEncode(ch, EncodeSet::Fragment, *m_url.fragment);
        } else {
            m_r.spans.fragment = span(m_fragmentStart, m_p);
        }
        return true;
    }
    return true;
}

// ---------------------------------------------------------------------------
// The fast path
//
// Most links are "scheme://host[:port]/path?query#fragment" with a special
// scheme, an ASCII host name (or, for file, none) and printable ASCII. For them the state machine
// above does the same few steps for every code point, and its cost is in
// the decoding, the per-code-point dispatch and the per-character appends.
// fastParse() reads such an input on its bytes and produces the same
// ParseResult (URL record, spans, validation errors, display host); any
// other input (no "//", credentials, a host that is not such a name or
// ends in a number, a bad port, a byte outside U+0020..U+007E, a
// space at the end) is left to the state machine. tst_whatwg_fast compares
// both paths.
//
// fastParse() works in two phases. The first reads the input once, writes
// nothing and allocates nothing, and decides whether the input is one of
// these; the second writes the result, copying each component in one piece
// unless the component holds a byte to percent-encode or to report.

// Byte classes of the fast path, derived from the definitions the state
// machine uses, so that the two cannot disagree.
enum FastClass : std::uint8_t {
    kDecline = 1,         ///< outside U+0020..U+007E: left to the state machine
    kInvalidUnit = 2,     ///< §4.3: not a URL code point and not "%"
    kEncodePath = 4,      ///< §1.3 path percent-encode set
    kEncodeQuery = 8,     ///< §1.3 special-query percent-encode set
    kEncodeFragment = 16, ///< §1.3 fragment percent-encode set
    kPercent = 32,        ///< "%"
    kPathEnd = 64,        ///< "/", "\", "?" or "#": the end of a segment in the §4.4 path state
    kHash = 128,          ///< "#": the end of the §4.4 query state
    /// a byte that fastAppend() must look at, in each component
    kCheckPath = kInvalidUnit | kPercent | kEncodePath,
    kCheckQuery = kInvalidUnit | kPercent | kEncodeQuery,
    kCheckFragment = kInvalidUnit | kPercent | kEncodeFragment,
};

const std::array<std::uint8_t, 256> kFastClass = [] {
    std::array<std::uint8_t, 256> table{};
    table.fill(kDecline);
    for (char32_t c = 0x20; c < 0x7F; ++c) {
        unsigned bits = 0;
        if (!isUrlCodePoint(c) && c != '%')
            bits |= kInvalidUnit;
        if (inEncodeSet(c, EncodeSet::Path))
            bits |= kEncodePath;
        if (inEncodeSet(c, EncodeSet::SpecialQuery))
            bits |= kEncodeQuery;
        if (inEncodeSet(c, EncodeSet::Fragment))
            bits |= kEncodeFragment;
        if (c == '%')
            bits |= kPercent;
        // a special URL's "\" is a "/" (§4.4 path state)
        if (c == '/' || c == '\\' || c == '?' || c == '#')
            bits |= kPathEnd;
        if (c == '#')
            bits |= kHash;
        table[c] = static_cast<std::uint8_t>(bits);
    }
    return table;
}();

std::uint8_t fastClass(char ch)
{
    return kFastClass[static_cast<unsigned char>(ch)];
}

// Byte classes of the host names the fast path takes.
enum HostClass : std::uint8_t {
    kLdh = 1,    ///< a letter, digit or "-" (RFC 1034 §3.5)
    kUpper = 2,  ///< "A" to "Z": the name is not yet lowercase
    kHyphen = 4, ///< "-": the name needs the hyphen rules (UTS #46 §4.1 V2, V3)
    kDot = 8,    ///< the label separator
    /// ASCII that is neither a letter, digit, "-", "." nor a forbidden domain
    /// code point (URL Standard §3.2): "_", "~", "!" and the like, which
    /// strict UTS #46 ToASCII disallows (reportStd3Domain())
    kStd3 = 16,
};

const std::array<std::uint8_t, 256> kHostClass = [] {
    std::array<std::uint8_t, 256> table{};
    for (char32_t c = 0x21; c < 0x7F; ++c) {
        if (isAsciiAlpha(c) || isAsciiDigit(c) || c == '-')
            table[c] = kLdh;
        else if (c != '.' && !isForbiddenDomainCodePoint(c))
            table[c] = kStd3;
        if (c >= 'A' && c <= 'Z')
            table[c] = kLdh | kUpper;
    }
    table['-'] = kLdh | kHyphen;
    table['.'] = kDot;
    return table;
}();

// Two bytes looked up at once: the index of the pair at @p p (the first
// byte in the low half, whatever the machine's byte order).
std::size_t pairAt(const char *p)
{
    return static_cast<unsigned char>(p[0]) | (std::size_t{static_cast<unsigned char>(p[1])} << 8);
}

// Tables of byte pairs: for each pair, the classes of both bytes, kept to
// the bits a scan needs, with a bit that says the run ends at one of them.
// A scan then reads two bytes for one lookup and one test, half the work of
// a byte at a time on the names and paths of URLs.
struct PairTables
{
    /// kHostClass of both bytes; kPairEnds when either ends a label
    std::array<std::uint8_t, 65536> label;
    /// kCheckPath of both bytes; kPairEnds when either is kDecline or kPathEnd
    std::array<std::uint8_t, 65536> segment;
    static constexpr std::uint8_t kPairEnds = 128; // in neither table's classes
};

const PairTables &pairTables()
{
    static const std::unique_ptr<PairTables> tables = [] {
        constexpr std::uint8_t kEnds = PairTables::kPairEnds;
        // what one byte gives its pair, in each table
        std::array<std::uint8_t, 256> label{};
        std::array<std::uint8_t, 256> segment{};
        for (std::size_t c = 0; c < 256; ++c) {
            const std::uint8_t hc = kHostClass[c];
            label[c] = static_cast<std::uint8_t>(hc | ((hc & (kLdh | kStd3)) == 0 ? kEnds : 0));
            const std::uint8_t fc = kFastClass[c];
            segment[c] = static_cast<std::uint8_t>(
                (fc & kCheckPath) | ((fc & (kDecline | kPathEnd)) != 0 ? kEnds : 0));
        }
        // a pair's entry is what both of its bytes give; its first byte is
        // the low half (pairAt()), so each row is one table ORed with a
        // byte, eight bytes at a time
        auto t = std::make_unique<PairTables>();
        const auto fill = [](std::array<std::uint8_t, 65536> &pairs,
                             const std::array<std::uint8_t, 256> &bytes) {
            for (std::size_t hi = 0; hi < 256; ++hi) {
                const std::uint64_t second = bytes[hi] * 0x0101010101010101u;
                for (std::size_t lo = 0; lo < 256; lo += 8) {
                    std::uint64_t first;
                    std::memcpy(&first, bytes.data() + lo, 8);
                    first |= second;
                    std::memcpy(pairs.data() + (hi << 8) + lo, &first, 8);
                }
            }
        };
        fill(t->label, label);
        fill(t->segment, segment);
        return t;
    }();
    return *tables;
}

// The host name of the fast path, from byte @p from of @p in (not empty:
// the fast path's inputs have six bytes at least): labels of bytes of class
// kLdh or kStd3 separated by "."; their classes are added to @p seen.
struct HostScan
{
    std::size_t end;       ///< the first byte after the name
    std::size_t lastLabel; ///< where its last label begins
    bool labelsFit;        ///< no label before the last is empty or over 63 octets
};

HostScan scanHost(std::string_view in, std::size_t from, std::uint8_t &seen,
                  const PairTables &pairs)
{
    const char *const begin = in.data();
    const char *const end = begin + in.size();
    const char *const last = end - 1;
    std::uint8_t bits = seen;
    const char *p = begin + from;
    const char *label = p;
    bool fit = true;
    for (;;) {
        // two bytes at a time while two are left, then the byte that ends it
        for (; p < last; p += 2) {
            const std::uint8_t pc = pairs.label[pairAt(p)];
            if ((pc & PairTables::kPairEnds) != 0)
                break;
            bits |= pc;
        }
        for (; p != end; ++p) {
            const std::uint8_t hc = kHostClass[static_cast<unsigned char>(*p)];
            if ((hc & (kLdh | kStd3)) == 0)
                break;
            bits |= hc;
        }
        if (p == end || *p != '.')
            break;
        // RFC 1034 §3.5: a label of 1 to 63 octets
        if (static_cast<std::size_t>(p - label) - 1 >= 63)
            fit = false;
        label = ++p;
    }
    seen = bits;
    return {static_cast<std::size_t>(p - begin), static_cast<std::size_t>(label - begin), fit};
}

// UTS #46 §4.1 V2, V3 (CheckHyphens) on each label of @p name: no "-"
// first or last, and not "-" in both the third and fourth positions.
bool hasPlainHyphens(std::string_view name)
{
    std::size_t label = 0;
    for (std::size_t i = 0; i <= name.size(); ++i) {
        if (i < name.size() && name[i] != '.')
            continue;
        const std::size_t length = i - label;
        if (length != 0
            && (name[label] == '-' || name[i - 1] == '-'
                || (length >= 4 && name[label + 2] == '-' && name[label + 3] == '-')))
            return false;
        label = i + 1;
    }
    return true;
}

// URL Standard §4.2 special schemes.
enum class SpecialScheme : std::uint8_t { Ftp, File, Http, Https, Ws, Wss, None };

constexpr std::array<std::string_view, 6> kSpecialSchemes
    = {"ftp", "file", "http", "https", "ws", "wss"};

// Whether @p c is the ASCII letter @p lower in either case: setting bit 5
// makes an uppercase letter lowercase, and no other byte a letter.
bool isLetterI(char c, char lower)
{
    return (c | 0x20) == lower;
}

// The scheme start and scheme states on an input that begins with a special
// scheme and ":", for an input of at least 6 bytes: which scheme it is
// (inlined into scanFastWide() too, which is compiled for another target).
[[gnu::always_inline]] inline SpecialScheme matchSpecialScheme(std::string_view in)
{
    const char *p = in.data();
    if (isLetterI(p[0], 'h')) {
        if (!isLetterI(p[1], 't') || !isLetterI(p[2], 't') || !isLetterI(p[3], 'p'))
            return SpecialScheme::None;
        if (p[4] == ':')
            return SpecialScheme::Http;
        return isLetterI(p[4], 's') && p[5] == ':' ? SpecialScheme::Https : SpecialScheme::None;
    }
    if (isLetterI(p[0], 'f')) {
        if (isLetterI(p[1], 'i') && isLetterI(p[2], 'l') && isLetterI(p[3], 'e') && p[4] == ':')
            return SpecialScheme::File;
        if (isLetterI(p[1], 't') && isLetterI(p[2], 'p') && p[3] == ':')
            return SpecialScheme::Ftp;
        return SpecialScheme::None;
    }
    if (isLetterI(p[0], 'w') && isLetterI(p[1], 's')) {
        if (p[2] == ':')
            return SpecialScheme::Ws;
        return isLetterI(p[2], 's') && p[3] == ':' ? SpecialScheme::Wss : SpecialScheme::None;
    }
    return SpecialScheme::None;
}

// "/", or "\" which a special URL reads as "/" (URL Standard §4.4 host,
// port, path start and path states)
bool isSpecialSlash(char c)
{
    return c == '/' || c == '\\';
}

// The end of the authority in a special URL: "/", "\", "?" or "#"
// (URL Standard §4.4 host and port states).
bool endsAuthority(char c)
{
    return isSpecialSlash(c) || c == '?' || c == '#';
}

// From byte @p from of @p in, the first byte whose class has a bit of
// @p stop (or the end); the classes of the bytes before it are added to
// @p seen.
std::size_t scanUntil(std::string_view in, std::size_t from, unsigned stop, std::uint8_t &seen)
{
    const char *const begin = in.data();
    const char *const end = begin + in.size();
    std::uint8_t bits = seen;
    const char *p = begin + from;
    for (; p != end; ++p) {
        const std::uint8_t cls = fastClass(*p);
        if ((cls & stop) != 0)
            break;
        bits |= cls;
    }
    seen = bits;
    return static_cast<std::size_t>(p - begin);
}

// What the path scans find of a path's slashes (§4.4 path state), for
// pathIsItsSerialization().
struct PathMarks
{
    bool backslash = false;  ///< a "\" ends a segment
    bool dotSegment = false; ///< a segment begins with ".": it may be "." or ".."
};

// The path state of the fast path, from byte @p from of @p in (not empty,
// as for scanHost()), where a segment begins: segments that end at "/" or
// "\" (a special URL's), up to "?", "#", a byte of class kDecline or the
// end, which it returns. What it finds of the slashes goes to @p marks; the
// classes of the bytes before the end (kCheckPath of those read two at a
// time) are added to @p seen.
std::size_t scanPath(std::string_view in, std::size_t from, std::uint8_t &seen,
                     const PairTables &pairs, PathMarks &marks)
{
    const char *const begin = in.data();
    const char *const end = begin + in.size();
    const char *const last = end - 1;
    std::uint8_t bits = seen;
    const char *p = begin + from;
    if (p != end && *p == '.')
        marks.dotSegment = true;
    for (;;) {
        // two bytes at a time while two are left, then the byte that ends it
        // (the loop of scanHost(); a helper shared by both, inlined, cost
        // 22 more instructions per URL on kasztp with GCC 12)
        for (; p < last; p += 2) {
            const std::uint8_t pc = pairs.segment[pairAt(p)];
            if ((pc & PairTables::kPairEnds) != 0)
                break;
            bits |= pc;
        }
        for (; p != end; ++p) {
            const std::uint8_t cls = fastClass(*p);
            if ((cls & (kDecline | kPathEnd)) != 0)
                break;
            bits |= cls;
        }
        if (p == end || !isSpecialSlash(*p))
            break;
        if (*p == '\\')
            marks.backslash = true;
        ++p;
        if (p != end && *p == '.')
            marks.dotSegment = true;
    }
    seen = bits;
    return static_cast<std::size_t>(p - begin);
}

#if URI_WIDE_SCAN

// The scans of scanHost() and scanPath() 16 or 32 bytes at a time
// (syntax/detail/class_scan.h): each set of bytes they stop at or look for
// is looked up for a block at once, and the places of dots, slashes and the
// end come from bit masks. They give what the byte scans give, and of the
// classes seen what fastParse() asks of them (kUpper, kHyphen, kStd3 of a
// host; kCheckPath of a path). Inputs of 16 bytes or more (32 for blocks of
// 32): the last block is the bytes that end the input, less those already
// read.
using uri::detail::NibbleTables;
using uri::detail::nibbleTablesOf;
namespace ssse3 = uri::detail::ssse3;

struct WideTables
{
    NibbleTables hostStop;  ///< ends the name: neither a label's byte nor "."
    NibbleTables hostRare;  ///< kStd3, kUpper or kHyphen: in few names
    NibbleTables hostStd3;  ///< kStd3
    NibbleTables upper;     ///< kUpper
    NibbleTables pathStop;  ///< ends the path: kDecline, "?" or "#"
    NibbleTables pathCheck; ///< kCheckPath, "\\" among them (not a URL code point)
};

// (initialized after kHostClass and kFastClass, above it in this file; not
// a function's static, whose guard each parse would test)
const WideTables kWideTables{
    nibbleTablesOf(
        [](unsigned char c) { return (kHostClass[c] & (kLdh | kStd3)) == 0 && c != '.'; }),
    nibbleTablesOf(
        [](unsigned char c) { return (kHostClass[c] & (kStd3 | kUpper | kHyphen)) != 0; }),
    nibbleTablesOf([](unsigned char c) { return (kHostClass[c] & kStd3) != 0; }),
    nibbleTablesOf([](unsigned char c) { return (kHostClass[c] & kUpper) != 0; }),
    nibbleTablesOf(
        [](unsigned char c) { return (kFastClass[c] & kDecline) != 0 || c == '?' || c == '#'; }),
    nibbleTablesOf([](unsigned char c) { return (kFastClass[c] & kCheckPath) != 0; }),
};

// L blocks of sixteen bytes of an input from byte @p i on, or, near its
// end, the 16 L that end it less the first @p shift (read before): the bits
// of the bytes up to the first of a set that ends the scan (stop), and of a
// set or a byte among those before it (in(), is()). A scan reads 32 bytes at
// a time where the input has as many: most hosts and paths of links end in
// the first 32 bytes, and a loop that runs once or twice by turns costs more
// in mispredicted exits than a second block costs in lookups.
template <unsigned L>
struct Block
{
    static constexpr unsigned kWidth = 16 * L;
    static constexpr unsigned kAll = L == 1 ? 0xFFFFu : 0xFFFFFFFFu;

    __m128i bytes[L]; // NOLINT(modernize-avoid-c-arrays): std::array drops its attributes
    unsigned shift = 0;
    unsigned stop = 0; ///< the bytes of the set that ends the scan
    unsigned read = 0; ///< the bytes before the first of them

    [[gnu::target("ssse3"), gnu::always_inline]] unsigned all(const NibbleTables &set) const
    {
        unsigned bits = 0;
        for (unsigned l = 0; l < L; ++l)
            bits |= ssse3::inSet(bytes[l], set) << (16 * l);
        return bits >> shift;
    }
    [[gnu::target("ssse3"), gnu::always_inline]] unsigned in(const NibbleTables &set) const
    {
        return all(set) & read;
    }
    [[gnu::target("ssse3"), gnu::always_inline]] unsigned is(char c) const
    {
        unsigned bits = 0;
        for (unsigned l = 0; l < L; ++l)
            bits |= ssse3::equal(bytes[l], c) << (16 * l);
        return (bits >> shift) & read;
    }
    // the bit of the block's last byte in @p bits
    [[nodiscard]] unsigned lastOf(unsigned bits) const { return bits >> (kWidth - 1 - shift) & 1; }
};

template <unsigned L>
[[gnu::target("ssse3"), gnu::always_inline]] inline Block<L>
blockAt(std::string_view in, std::size_t i, const NibbleTables &stopSet)
{
    const std::size_t start = std::min(i, in.size() - Block<L>::kWidth);
    Block<L> b;
    for (unsigned l = 0; l < L; ++l)
        b.bytes[l] = ssse3::load(in.data() + start + 16 * l);
    b.shift = static_cast<unsigned>(i - start);
    b.stop = b.all(stopSet);
    const unsigned before = b.stop == 0 ? Block<L>::kAll : (1u << __builtin_ctz(b.stop)) - 1;
    b.read = before & (Block<L>::kAll >> b.shift);
    return b;
}

// The place of the lowest set bit of @p bits, counted from byte @p i.
std::size_t lowest(std::size_t i, unsigned bits)
{
    return i + static_cast<std::size_t>(__builtin_ctz(bits));
}

// Whether each label of the name in [from, to) of @p in before its last
// has 1 to 63 octets (RFC 1034 §3.5), a byte at a time.
bool labelsFitBytes(std::string_view in, std::size_t from, std::size_t to)
{
    std::size_t label = from;
    for (std::size_t i = from; i < to; ++i) {
        if (in[i] != '.')
            continue;
        if (i - label - 1 >= 63)
            return false;
        label = i + 1;
    }
    return true;
}

// scanHost() in blocks of 16 L bytes. A label is empty where a
// "." follows a "." or begins the name (the bit carried from block to
// block); a label of over 63 octets needs a longer name, whose labels are
// then counted a byte at a time. The places of the dots are not visited
// one by one: their number varies from block to block.
template <unsigned L>
[[gnu::target("ssse3")]] HostScan scanHostWide(std::string_view in, std::size_t from,
                                               std::uint8_t &seen, const WideTables &t)
{
    std::uint8_t bits = seen;
    std::size_t label = from;
    unsigned emptyLabel = 0;
    unsigned carried = 1;
    std::size_t end = in.size();
    for (std::size_t i = from; i < in.size(); i += Block<L>::kWidth) {
        const Block<L> b = blockAt<L>(in, i, t.hostStop);
        const unsigned dots = b.is('.');
        if (b.in(t.hostRare) != 0) {
            if (b.in(t.hostStd3) != 0)
                bits |= kStd3;
            if (b.in(t.upper) != 0)
                bits |= kUpper;
            if (b.is('-') != 0)
                bits |= kHyphen;
        }
        emptyLabel |= dots & (dots << 1 | carried);
        // the last label begins after the highest dot
        const std::size_t afterDot = i + 32 - static_cast<std::size_t>(__builtin_clz(dots | 1));
        label = dots != 0 ? afterDot : label;
        if (b.stop != 0) {
            end = lowest(i, b.stop);
            break;
        }
        carried = b.lastOf(dots);
        i -= b.shift; // the last block ends the input
    }
    seen = bits;
    const bool fit = emptyLabel == 0 && (end - from <= 63 || labelsFitBytes(in, from, end));
    return {end, label, fit};
}

// scanPath() in blocks of 16 L bytes: a segment begins after a
// slash, and at @p from (the bit carried into the first block).
template <unsigned L>
[[gnu::target("ssse3")]] std::size_t scanPathWide(std::string_view in, std::size_t from,
                                                  std::uint8_t &seen, const WideTables &t,
                                                  PathMarks &marks)
{
    std::size_t end = in.size();
    unsigned carried = 1;
    for (std::size_t i = from; i < in.size(); i += Block<L>::kWidth) {
        const Block<L> b = blockAt<L>(in, i, t.pathStop);
        unsigned slash = b.is('/');
        if (const unsigned check = b.in(t.pathCheck); check != 0) {
            const unsigned backslash = b.is('\\');
            if ((check & ~backslash) != 0)
                seen |= kCheckPath;
            if (backslash != 0)
                marks.backslash = true;
            slash |= backslash;
        }
        if ((b.is('.') & (slash << 1 | carried)) != 0)
            marks.dotSegment = true;
        if (b.stop != 0) {
            end = lowest(i, b.stop);
            break;
        }
        carried = b.lastOf(slash);
        i -= b.shift; // the last block ends the input
    }
    return end;
}

#endif

bool isHexByte(std::string_view in, std::size_t i)
{
    return i < in.size() && isAsciiHexDigit(static_cast<unsigned char>(in[i]));
}

// checkUrlUnit() of the state machine, on byte @p i of an all-ASCII input.
void fastCheckUnit(std::string_view in, std::size_t i, State state, DiagnosticSink &sink)
{
    if ((fastClass(in[i]) & kInvalidUnit) != 0) {
        sink.add(DiagCode::WhatwgInvalidUrlUnit, Span{i, 1}, stateName(state), kCite,
                 std::string(kNotUrlUnit));
    }
    if (in[i] == '%' && !(isHexByte(in, i + 1) && isHexByte(in, i + 2))) {
        sink.add(DiagCode::WhatwgInvalidUrlUnit, Span{i, 1}, stateName(state), kCite,
                 std::string(kBadPercent));
    }
}

// Check the units of [from, to) in @p state and append them to @p out,
// percent-encoding the bytes of class @p encode (URL Standard §1.3).
void fastAppend(std::string_view in, std::size_t from, std::size_t to, State state,
                std::uint8_t encode, DiagnosticSink &sink, std::string &out)
{
    constexpr std::string_view kHex = "0123456789ABCDEF";
    std::size_t run = from;
    for (std::size_t i = from; i < to; ++i) {
        const std::uint8_t cls = fastClass(in[i]);
        if ((cls & (kInvalidUnit | kPercent)) != 0)
            fastCheckUnit(in, i, state, sink);
        if ((cls & encode) != 0) {
            out.append(in.data() + run, i - run);
            const auto byte = static_cast<unsigned char>(in[i]);
            out += '%';
            out += kHex[byte >> 4];
            out += kHex[byte & 0xF];
            run = i + 1;
        }
    }
    out.append(in.data() + run, to - run);
}

// appendSegment() for a segment without a byte to encode or to report: with
// no "%", its only single-dot and double-dot forms (URL Standard §4.1) are
// "." and "..".
void appendPlainSegment(Url &url, const char *segment, std::size_t length, bool slash, bool file)
{
    if (length != 0 && length <= 2 && segment[0] == '.' && (length == 1 || segment[1] == '.')) {
        if (length == 2)
            shorten(url);
        if (!slash)
            url.path += '/'; // an empty segment
    } else {
        appendToPath(url, std::string_view(segment, length), file);
    }
}

// The end of the path segment that begins at @p from: the next "/" or "\"
// before @p pathEnd, or @p pathEnd.
std::size_t segmentEnd(std::string_view in, std::size_t from, std::size_t pathEnd)
{
    while (from != pathEnd && !isSpecialSlash(in[from]))
        ++from;
    return from;
}

// Whether the path of a special URL, written from @p authEnd to @p pathEnd
// with no byte to encode or report, is its own serialization (URL Standard
// §4.5 URL path serializer): it begins with "/", its slashes are "/" and
// not "\" (@p marks), and no segment is "." or ".." (looked for only when
// a segment begins with "."). An empty path is too ("/" is written for it).
bool pathIsItsSerialization(std::string_view in, std::size_t authEnd, std::size_t pathEnd,
                            const PathMarks &marks)
{
    if (pathEnd == authEnd)
        return true;
    if (in[authEnd] != '/' || marks.backslash)
        return false;
    for (std::size_t segment = authEnd + 1; marks.dotSegment;) {
        const std::size_t end = segmentEnd(in, segment, pathEnd);
        const std::size_t length = end - segment;
        if (length != 0 && length <= 2 && in[segment] == '.'
            && (length == 1 || in[segment + 1] == '.'))
            return false;
        if (end == pathEnd)
            break;
        segment = end + 1;
    }
    return true;
}

// What phase 1 of fastParse() finds: where each component begins and ends,
// and which classes of byte each holds.
struct FastScan
{
    std::string_view scheme;
    bool file = false;
    std::size_t hostStart = 0;
    std::size_t hostEnd = 0;
    std::uint8_t hostSeen = 0;
    bool emptyFileHost = false;
    std::size_t authEnd = 0; // after the port
    std::uint32_t port = 0;
    std::size_t pathStart = 0; // after a leading "/" or "\"
    std::size_t pathEnd = 0;
    std::uint8_t pathSeen = 0;
    PathMarks pathMarks;
    bool hasQuery = false;
    std::size_t queryEnd = 0;
    std::uint8_t querySeen = 0;
    bool hasFragment = false;
    std::uint8_t fragmentSeen = 0;
};

// Phase 1 of fastParse(): whether @p in is an input that the fast path
// takes, and if so its places in @p s; with the wide scans if @p Wide. It is
// inlined into a function of each kind, so that the wide scans are inlined
// into the one compiled for SSSE3.
template <bool Wide>
[[gnu::always_inline]] inline bool scanFastWith(std::string_view in, FastScan &s)
{
    const std::size_t n = in.size();
    // scheme start and scheme states: a special scheme and ":" ("ws://a" is
    // the shortest input of the fast path)
    if (n < 6)
        return false;
    // basic URL parser step 1: a trailing space is stripped (and any other
    // C0 control or space is declined below)
    if (in[n - 1] == ' ')
        return false;
    const SpecialScheme schemeId = matchSpecialScheme(in);
    if (schemeId == SpecialScheme::None)
        return false;
    // (the scheme's length from the table, not read back from s: a store
    // of 16 bytes that a load of 8 waits on)
    const std::string_view scheme = kSpecialSchemes[static_cast<std::size_t>(schemeId)];
    s.scheme = scheme;
    const std::size_t schemeEnd = scheme.size();
    s.file = schemeId == SpecialScheme::File;
    // scheme state (file) or special authority slashes state: "//"
    if (n - schemeEnd < 3 || in[schemeEnd + 1] != '/' || in[schemeEnd + 2] != '/')
        return false;

    // authority and host states (no "@"): the host up to ":", "/", "\", "?",
    // "#" or the end; the file host state: the same but ":". A file URL may
    // have the empty host ("file:///x"); otherwise the host must be ASCII
    // labels of 1 to 63 octets, at most 253 in all, with no hyphen that
    // UTS #46 §4.1 forbids and no forbidden domain code point: §3.3
    // lowercases such a name, and reports it as domain-to-ASCII when it has
    // a code point other than a letter, digit or "-". The empty host of a
    // special URL, a third "/", "@", "[", "%", a Windows drive letter, an
    // "xn--" label and the like fail this test.
    s.hostStart = schemeEnd + 3;
    HostScan hostScan{};
#if URI_WIDE_SCAN
    if constexpr (Wide)
        hostScan = in.size() >= 32 ? scanHostWide<2>(in, s.hostStart, s.hostSeen, kWideTables)
                                   : scanHostWide<1>(in, s.hostStart, s.hostSeen, kWideTables);
    else
#endif
        hostScan = scanHost(in, s.hostStart, s.hostSeen, pairTables());
    if (!hostScan.labelsFit)
        return false;
    s.hostEnd = hostScan.end;
    const std::size_t label = hostScan.lastLabel;
    if (s.hostEnd < n && !endsAuthority(in[s.hostEnd]) && (s.file || in[s.hostEnd] != ':'))
        return false;
    const std::size_t hostLength = s.hostEnd - s.hostStart;
    s.emptyFileHost = s.file && hostLength == 0;
    if (!s.emptyFileHost) {
        // UTS #46 §4.2: at most 253 octets; the last label as the others
        if (hostLength > 253 || s.hostEnd - label - 1 >= 63)
            return false;
        // UTS #46 §4.1 V2, V3: the hyphens of a name that has some
        if ((s.hostSeen & kHyphen) != 0 && !hasPlainHyphens(in.substr(s.hostStart, hostLength)))
            return false;
        // §3.5 ends in a number: only a last label that begins with a digit
        // can be a number ("0x1f" included); leave those to the IPv4 parser
        if (isAsciiDigit(static_cast<unsigned char>(in[label])))
            return false;
    }

    // port state: digits up to "/", "?", "#" or the end, at most 65535
    s.authEnd = s.hostEnd;
    if (s.authEnd < n && in[s.authEnd] == ':') {
        ++s.authEnd;
        while (s.authEnd < n && isAsciiDigit(static_cast<unsigned char>(in[s.authEnd]))) {
            s.port = std::min<std::uint32_t>(
                s.port * 10 + static_cast<std::uint32_t>(in[s.authEnd] - '0'), 0x10000);
            ++s.authEnd;
        }
        if (s.port > 0xFFFF)
            return false;
    }
    if (s.authEnd < n && !endsAuthority(in[s.authEnd]))
        return false;

    // path, query and fragment: printable ASCII (nothing is stripped or
    // removed, so that byte offsets are code point indexes). path start
    // state: a "/" or "\" is skipped; path state: a segment ends at "/" or
    // "\" (whose places are kept for phase 2), "?", "#" or the end.
    s.pathStart = s.authEnd < n && isSpecialSlash(in[s.authEnd]) ? s.authEnd + 1 : s.authEnd;
    std::size_t k = 0;
#if URI_WIDE_SCAN
    if constexpr (Wide)
        k = in.size() >= 32
                ? scanPathWide<2>(in, s.pathStart, s.pathSeen, kWideTables, s.pathMarks)
                : scanPathWide<1>(in, s.pathStart, s.pathSeen, kWideTables, s.pathMarks);
    else
#endif
        k = scanPath(in, s.pathStart, s.pathSeen, pairTables(), s.pathMarks);
    s.pathEnd = k;
    // query state: up to "#" or the end
    s.hasQuery = k < n && in[k] == '?';
    if (s.hasQuery)
        k = scanUntil(in, k + 1, kDecline | kHash, s.querySeen);
    s.queryEnd = k;
    // fragment state: up to the end
    s.hasFragment = k < n && in[k] == '#';
    if (s.hasFragment)
        k = scanUntil(in, k + 1, kDecline, s.fragmentSeen);
    return k == n; // else a byte of class kDecline
}

#if URI_WIDE_SCAN
[[gnu::target("ssse3")]] bool scanFastWide(std::string_view in, FastScan &s)
{
    return scanFastWith<true>(in, s);
}
#endif

bool scanFast(std::string_view in, FastScan &s, bool wide)
{
#if URI_WIDE_SCAN
    if (wide)
        return scanFastWide(in, s);
#endif
    return scanFastWith<false>(in, s);
}

// Phase 2 of fastParse(), the host: a domain, lowercased, or the empty host
// of a file URL.
void writeFastHost(std::string_view in, const FastScan &s, ParseResult &r, DiagnosticSink &sink)
{
    Host &host = r.url->host.emplace();
    if (s.emptyFileHost)
        return;
    const std::size_t hostLength = s.hostEnd - s.hostStart;
    r.spans.host = Span{s.hostStart, hostLength};
    const std::string_view hostText = in.substr(s.hostStart, hostLength);
    if ((s.hostSeen & kStd3) != 0)
        reportStd3Domain(hostText, Span{s.hostStart, hostLength}, sink);
    // file host state: "localhost" is the empty host
    if (s.file && equalsI(hostText, "localhost"))
        return;
    host.kind = HostKind::Domain;
    host.name = hostText;
    if ((s.hostSeen & kUpper) != 0) {
        for (char &ch : host.name)
            ch = uri::detail::asciiLower(ch);
    }
}

// Phase 2 of fastParse(), the path start and path states: the segments
// after the leading "/", each handled at its "/" or at the end of the path;
// a "\" is reported.
void writeFastPath(std::string_view in, const FastScan &s, Url &url, DiagnosticSink &sink)
{
    if (s.pathStart > s.authEnd && in[s.authEnd] == '\\') {
        sink.add(DiagCode::WhatwgInvalidReverseSolidus, Span{s.authEnd, 1},
                 stateName(State::PathStart), kCite, std::string(kSpecialBackslash));
    }
    // A plain path that is its own serialization is copied whole, a file
    // URL's too: the path state writes a first segment that is a Windows
    // drive letter with ":" for "|" (§4.4 path state, step 1.4.1), and a
    // plain path has no "|" (not a URL code point).
    const bool pathPlain = (s.pathSeen & kCheckPath) == 0;
    if (pathPlain && pathIsItsSerialization(in, s.authEnd, s.pathEnd, s.pathMarks)) {
        // (a special URL's empty path is one empty segment: "/")
        url.path = s.pathEnd == s.authEnd ? std::string_view("/")
                                          : in.substr(s.authEnd, s.pathEnd - s.authEnd);
        return;
    }
    url.path.reserve(s.pathEnd - s.authEnd + 1);
    std::string buffer;
    std::size_t segment = s.pathStart;
    for (;;) {
        const std::size_t end = segmentEnd(in, segment, s.pathEnd);
        const bool slash = end != s.pathEnd;
        if (pathPlain) {
            appendPlainSegment(url, in.data() + segment, end - segment, slash, s.file);
        } else {
            fastAppend(in, segment, end, State::Path, kEncodePath, sink, buffer);
            appendSegment(url, buffer, slash);
        }
        if (!slash)
            break;
        if (in[end] == '\\') {
            sink.add(DiagCode::WhatwgInvalidReverseSolidus, Span{end, 1}, stateName(State::Path),
                     kCite, std::string(kSpecialBackslash));
        }
        segment = end + 1;
    }
}

// The URL Standard's basic URL parser (no base) on @p in, for the inputs
// described above; false, with @p r untouched, for any other input.
bool fastParse(std::string_view in, ParseResult &r, bool wide)
{
    // Phase 1: is the input one that the fast path takes?
    FastScan s;
    if (!scanFast(in, s, wide))
        return false;

    // Phase 2: the input takes the fast path; write the result.
    const std::size_t n = in.size();
    r.input = in;
    r.kept = Span{0, n};
    DiagnosticSink sink(r.diagnostics);
    Url &url = r.url.emplace();
    url.scheme.append(s.scheme);
    r.spans.scheme = Span{0, s.scheme.size()};
    writeFastHost(in, s, r, sink);
    if (s.hostEnd < s.authEnd) {
        r.spans.port = Span{s.hostEnd + 1, s.authEnd - s.hostEnd - 1};
        if (s.authEnd > s.hostEnd + 1 && defaultPort(url.scheme) != s.port)
            url.port = static_cast<std::uint16_t>(s.port);
    }
    if (s.pathEnd > s.authEnd)
        r.spans.path = Span{s.authEnd, s.pathEnd - s.authEnd};
    writeFastPath(in, s, url, sink);
    // query state (special-query percent-encode set)
    if (s.hasQuery) {
        if ((s.querySeen & kCheckQuery) == 0)
            url.query.emplace(in.data() + s.pathEnd + 1, s.queryEnd - s.pathEnd - 1);
        else
            fastAppend(in, s.pathEnd + 1, s.queryEnd, State::Query, kEncodeQuery, sink,
                       url.query.emplace());
        r.spans.query = Span{s.pathEnd + 1, s.queryEnd - s.pathEnd - 1};
    }
    // fragment state
    if (s.hasFragment) {
        if ((s.fragmentSeen & kCheckFragment) == 0)
            url.fragment.emplace(in.data() + s.queryEnd + 1, n - s.queryEnd - 1);
        else
            fastAppend(in, s.queryEnd + 1, n, State::Fragment, kEncodeFragment, sink,
                       url.fragment.emplace());
        r.spans.fragment = Span{s.queryEnd + 1, n - s.queryEnd - 1};
    }
    // §4.8 the display host: domain to Unicode of a plain name is the name
    // (what domainToUnicode() returns for it), the empty host serializes as
    // "": displayHost() is the host's name, renderedHost stays empty
    // finish() adds a diagnostic only when the cap dropped some
    if (!r.diagnostics.empty())
        sink.finish(in);
    return true;
}

} // namespace

bool Url::special() const
{
    return isSpecialScheme(scheme);
}

bool Url::includesCredentials() const
{
    return !username.empty() || !password.empty();
}

std::optional<std::uint16_t> defaultPort(std::string_view scheme)
{
    if (scheme == "ftp")
        return 21;
    if (scheme == "http" || scheme == "ws")
        return 80;
    if (scheme == "https" || scheme == "wss")
        return 443;
    return std::nullopt;
}

ParseResult parse(std::string_view input, const Url *base)
{
    uri::detail::countParse(uri::detail::Parser::Whatwg);
    ParseResult result;
    if (base != nullptr || !fastParse(input, result, uri::detail::scansWide(input.size())))
        UrlParser(input, base, result).run();
    if constexpr (uri::detail::kDevelopmentChecks)
        uri::detail::checkInvariant(consistencyError(result), "uri::whatwg::parse");
    return result;
}

std::string consistencyError(const ParseResult &r)
{
    const Span all{0, r.input.size()};
    if (!all.contains(r.kept))
        return "the kept part is not inside the input";
    for (const Diagnostic &d : r.diagnostics) {
        if (!all.contains(d.span))
            return std::string(diagCodeName(d.code)) + " has a span outside the input";
    }
    // URL Standard §4.4: the components are read in this order, each after the last
    const std::pair<std::string_view, OptSpan> sequence[] = {
        {"scheme", r.spans.scheme}, {"username", r.spans.username}, {"password", r.spans.password},
        {"host", r.spans.host},     {"port", r.spans.port},         {"path", r.spans.path},
        {"query", r.spans.query},   {"fragment", r.spans.fragment},
    };
    std::size_t end = 0;
    std::string_view last = "the start";
    for (const auto &[name, span] : sequence) {
        if (!span)
            continue;
        if (!all.contains(*span))
            return std::string(name) + " is not inside the input";
        if (span->offset < end)
            return std::string(name) + " begins before the end of " + std::string(last);
        end = span->end();
        last = name;
    }
    if (r.failure() && r.spans != UrlSpans{})
        return "a failure has spans";
    return {};
}

ParseResult parseWithBase(std::string_view input, std::string_view base)
{
    const ParseResult parsedBase = parse(base);
    if (!parsedBase.url) {
        ParseResult result;
        result.input = input;
        result.baseFailed = true;
        return result;
    }
    return parse(input, &*parsedBase.url);
}

const Diagnostic *failureCause(const ParseResult &result)
{
    const Diagnostic *last = nullptr;
    for (const Diagnostic &d : result.diagnostics) {
        if (d.severity == Severity::Error)
            last = &d;
    }
    return last;
}

} // namespace uri::whatwg

namespace uri::whatwg::detail {

bool parseFast(std::string_view input, uri::whatwg::ParseResult &result, FastScans scans)
{
    return uri::whatwg::fastParse(
        input, result, scans == FastScans::AsParse && uri::detail::scansWide(input.size()));
}

uri::whatwg::ParseResult parseStateMachine(std::string_view input, const uri::whatwg::Url *base)
{
    uri::whatwg::ParseResult result;
    uri::whatwg::UrlParser(input, base, result).run();
    return result;
}

} // namespace uri::whatwg::detail
