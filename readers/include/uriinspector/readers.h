/**
 * @file readers.h
 * @brief How real software reads a link: the same text through real URL
 * libraries, side by side (docs/readers.md).
 *
 * A checker and a fetcher that read one URL differently are the root of
 * many SSRF and open-redirect bugs (Orange Tsai, "A New Era of SSRF", Black
 * Hat USA 2017; Claroty Team82 and Snyk, "Exploiting URL Parsing
 * Confusion", 2022). Each Reader here calls one library's parser, and only
 * its parser: nothing is fetched and no name is resolved.
 *
 * @code
 *   http://foo@evil.com:80@google.com/
 *   the URL Standard   host google.com   userinfo foo@evil.com:80
 *   Boost.URL          host evil.com     port 80   path @google.com/
 *   libcurl            error: Port number was not a decimal number ...
 *   -> P11 readers-disagree (high): evil.com (Boost.URL); google.com (...)
 * @endcode
 *
 * This layer sits above the core (it uses uri::parse(), whatwg::parse() and
 * the security analysis) and has no Qt in it; QUrl's reader is in
 * qurl_reader.h, a library of its own.
 */
#pragma once

#include "uriinspector/inspection.h"
#include "uriinspector/parse.h"
#include "uriinspector/security.h"
#include "uriinspector/spec.h"
#include "uriinspector/whatwg.h"

#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace uri::readers {

/// The components every reading gives, the host first (the column that
/// matters most in a confusion).
enum class Component : std::uint8_t { Host, Scheme, Userinfo, Port, Path, Query, Fragment };
inline constexpr std::size_t kComponentCount = 7;
inline constexpr std::array<Component, kComponentCount> kComponents{
    Component::Host, Component::Scheme, Component::Userinfo, Component::Port,
    Component::Path, Component::Query,  Component::Fragment};

/// "host", "scheme", "userinfo", "port", "path", "query", "fragment".
[[nodiscard]] std::string_view componentName(Component component);

/// How one reading stands against the browser's.
enum class Difference : std::uint8_t {
    Same,     ///< the same text
    Spelling, ///< other text, the same meaning: "EXAMPLE.com", "0x7f.1" for 127.0.0.1, ":80"
    Meaning,  ///< another value, or defined in one reading and undefined in the other
};

/// "same", "spelling", "meaning".
[[nodiscard]] std::string_view differenceName(Difference difference);

/// What a library made of the text.
enum class Outcome : std::uint8_t {
    Read,    ///< the library accepted it: the components are its reading
    Error,   ///< the library rejected it: `error` has its words
    Refused, ///< not given to the library: `error` says why (a NUL byte for a C string API, say)
};

/// "read", "error", "refused".
[[nodiscard]] std::string_view outcomeName(Outcome outcome);

/// One library's reading of the text.
struct Reading
{
    /// The key of its language (languages()): "ours", "c", "cpp", "qt",
    /// "python", "node", "php", "go", "java", "ruby"
    std::string language;
    std::string id;       ///< stable: "curl", "uriparser", "qurl-strict", ...
    std::string name;     ///< for people: "libcurl", "QUrl (StrictMode)", "URL Standard"
    std::string library;  ///< "libcurl"
    std::string version;  ///< as found at run time where the library says it
    std::string mode;     ///< how it was called: "curl_url_set(CURLUPART_URL, 0)"
    bool browser = false; ///< the URL Standard's reading: the one the others are compared with
    /// The library reads no host where it cannot read one as a server's
    /// (java.net.URI's registry-based authority, RFC 2396 §3.2): a fetch
    /// with its reading fails, so its missing host is not "(no host)" for P11.
    bool noHostRejects = false;
    Outcome outcome = Outcome::Read;
    std::string error; ///< the library's own words, or the reason it was not asked
    /// In the library's own words, undefined (nullopt) where it says so;
    /// indexed by Component.
    std::array<std::optional<std::string>, kComponentCount> parts;
    /// Against the browser's reading, indexed by Component (all Same for the
    /// browser's own, and when either reading is not Read).
    std::array<Difference, kComponentCount> differs{};
    /// The host as the URL Standard's host parser canonicalises it (what a
    /// browser would connect to for this spelling), when the reading has one.
    std::optional<std::string> canonicalHost;

    [[nodiscard]] const std::optional<std::string> &part(Component c) const
    {
        return parts[static_cast<std::size_t>(c)];
    }
    [[nodiscard]] std::optional<std::string> &part(Component c)
    {
        return parts[static_cast<std::size_t>(c)];
    }
    [[nodiscard]] Difference difference(Component c) const
    {
        return differs[static_cast<std::size_t>(c)];
    }
    /// "libcurl 7.88.1"
    [[nodiscard]] std::string label() const;

    friend bool operator==(const Reading &, const Reading &) = default;
};

/// One library, called one way. read() must not throw; readAll() catches
/// what a reader throws all the same.
class Reader
{
public:
    virtual ~Reader() = default;
    Reader(const Reader &) = delete;
    Reader &operator=(const Reader &) = delete;

    /// Who reads: a reading with its id, name, library, version and mode, and
    /// no component.
    [[nodiscard]] const Reading &identity() const { return identity_; }
    [[nodiscard]] virtual Reading read(std::string_view text) const = 0;

protected:
    explicit Reader(Reading identity)
        : identity_(std::move(identity))
    {}

private:
    Reading identity_;
};

/// The readers of the URL Standard (first: the browser's reading), of this
/// project's RFC 3986 parser under @p spec, of libcurl (its default flags and
/// CURLU_NON_SUPPORT_SCHEME), of uriparser and of Boost.URL.
[[nodiscard]] std::vector<std::unique_ptr<Reader>> standardReaders(Spec spec = Spec::Rfc3986);

/// Every reader's reading of one text, compared with the browser's.
struct Matrix
{
    std::vector<Reading> readings;
    /// P11, when the libraries that read the text disagree on the host.
    std::optional<security::Finding> finding;

    /// The URL Standard's reading, or null when it is not in the matrix.
    [[nodiscard]] const Reading *browser() const;
    /// The reading of id @p id, or null.
    [[nodiscard]] const Reading *find(std::string_view id) const;
};

/**
 * @brief Runs every reader on @p text and compares their readings.
 *
 * A reader that throws gives an Error reading with what it threw. The
 * reading with CURLU_NON_SUPPORT_SCHEME is kept only where it differs from
 * libcurl's default one.
 */
[[nodiscard]] Matrix readAll(std::string_view text, const std::vector<const Reader *> &readers);

/**
 * @overload
 * @param made readings made already, taken as they are for the reader of
 * the same id (the window has parsed the text with this project's parsers
 * once, and passes ownReadings() of those parses).
 */
[[nodiscard]] Matrix readAll(std::string_view text, const std::vector<const Reader *> &readers,
                             std::vector<Reading> made);

/// The readings of this project's two readers from parses made already:
/// @p browser is whatwg::parse() of the text (no base), @p split is
/// uri::parse() of it under the generation of the RFC 3986 reader (a
/// Spec::Whatwg split counts as Spec::Rfc3986). The same readings as those
/// of the readers of standardReaders(split.spec).
[[nodiscard]] std::vector<Reading> ownReadings(const whatwg::ParseResult &browser,
                                               const ParseResult &split);

/// @overload with the readers of standardReaders(@p spec).
[[nodiscard]] Matrix readAll(std::string_view text, Spec spec = Spec::Rfc3986);

/// An inspection, and how real libraries read the same text.
struct ReadInspection
{
    Inspection inspection;
    /// Every reader's reading (none when no reader was given).
    std::optional<Matrix> readings;
};

/**
 * @brief inspect() @p text, and have @p readers read it: this project's own
 * readers from the inspection's views (each view is parsed once,
 * docs/design.md), the libraries on the text; their disagreement on the
 * host (P11, docs/security-checks.md §4.2) joins the inspection's security
 * analysis. The window, `uri-inspect check --readers` and the report read
 * an input this way.
 * @param addFinding false to leave P11 out of the security analysis (the
 * window's first step of a long input, which has not asked every reader yet)
 */
[[nodiscard]] ReadInspection inspect(std::string text, const InspectOptions &options,
                                     const std::vector<const Reader *> &readers,
                                     bool addFinding = true);

/// @p readers as the plain pointers readAll() takes.
[[nodiscard]] std::vector<const Reader *>
pointers(const std::vector<std::unique_ptr<Reader>> &readers);

/// A language readers are grouped and chosen by: its key (Reading::language,
/// `--readers=LIST`) and its name for people.
struct Language
{
    std::string_view key;  ///< "python"
    std::string_view name; ///< "Python"
};

/// Every language, in the order the window and the table group readers:
/// this project's own readers ("ours"), then C, C++, Qt, Python, Node.js,
/// PHP, Go, Java and Ruby.
[[nodiscard]] const std::vector<Language> &languages();
/// The name of language @p key ("Node.js" for "node"); @p key itself when
/// it is none.
[[nodiscard]] std::string_view languageName(std::string_view key);

/// How the readers that run in another process are run (docs/readers.md,
/// "Server-side readers").
struct ServerOptions
{
    /// from starting a worker to its hello line (a JVM on a loaded machine)
    std::chrono::milliseconds startLimit{10000};
    /// from a request (or the reply before it) to its reply
    std::chrono::milliseconds replyLimit{2000};
    /// a longer text is refused, not sent
    std::size_t maxBytes = std::size_t{1} << 20;
};

/**
 * @brief The readers of the languages servers run: Python's urllib.parse and
 * urllib3, Node.js's url.parse() and URL, PHP's parse_url() and
 * filter_var(), Go's net/url, Java's java.net.URI and java.net.URL, and
 * Ruby's URI.
 *
 * Each runtime is one worker program (readers/workers/), started on the
 * first read and kept running, with a clean environment and a memory limit;
 * a request that hangs, kills or confuses it costs that text an error
 * reading, and the worker is started again. A runtime that is not installed
 * gives refusals that name its Debian package. The readers of one call share
 * their workers; a second call starts its own.
 */
[[nodiscard]] std::vector<std::unique_ptr<Reader>> serverReaders(const ServerOptions &options = {});

/// Whether @p reader can read: false for a server-side reader whose runtime
/// or worker is missing (its readings are refusals that say what to install).
[[nodiscard]] bool installed(const Reader &reader);

/// Whether @p reader reads in a worker program of its runtime (a server-side
/// reader, serverReaders()) rather than in this process.
[[nodiscard]] bool outOfProcess(const Reader &reader);

/// Why the server-side readers that cannot read are missing, each runtime
/// once: "PHP is not installed: Debian's package php-cli brings it (apt
/// install php-cli)" (none when every runtime is there). The window and
/// `uri-inspect readers` say it under the versions.
[[nodiscard]] std::vector<std::string> missingRuntimes();

/**
 * @brief Has the server-side readers among @p readers read @p texts, every
 * runtime at once and each runtime's texts in one pipeline, so that their
 * read() of these texts answers from memory. readAll() does this for its
 * one text; a batch calls it per block of texts. Other readers are skipped.
 */
void readAhead(const std::vector<const Reader *> &readers,
               const std::vector<std::string_view> &texts);

/// Which readers to run, as `--readers=LIST` names them.
struct ReaderChoice
{
    /// language keys ("python") and reader ids ("curl"); empty: every
    /// installed reader
    std::vector<std::string> names;

    /// Whether a reader of identity @p identity is chosen: this project's
    /// own always are; named ones always are (a missing runtime then says
    /// how to install it); with no name, every installed one.
    [[nodiscard]] bool chooses(const Reading &identity, bool isInstalled) const;
};

/// The ids of every reader, in the order of the matrix.
[[nodiscard]] std::vector<std::string> readerIds();

/// LIST, comma-separated language keys and reader ids; nullopt with @p error
/// set for a name that is neither.
[[nodiscard]] std::optional<ReaderChoice> parseReaderChoice(std::string_view list,
                                                            std::string &error);

/// The readers of @p readers that @p choice chooses, in their order.
[[nodiscard]] std::vector<std::unique_ptr<Reader>>
choose(std::vector<std::unique_ptr<Reader>> readers, const ReaderChoice &choice);

} // namespace uri::readers
