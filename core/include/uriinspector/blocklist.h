/**
 * @file blocklist.h
 * @brief The reviewer's own indicator lists, read offline: hosts files,
 * Adblock Plus / uBlock Origin network filters, plain domain or URL lists
 * and URLhaus-style CSV exports (docs/security-checks.md §4.10, check K1).
 *
 * The format is detected per file. Each rule keeps the meaning of its
 * list's syntax: a domain rule (`||evil.example^`, a hosts-file line, a
 * plain domain) matches that host and its subdomains, as uBlock Origin
 * reads them; a rule with a path (`||github.com/evil/tool^`, a plain URL,
 * a CSV row) matches that path only, never the whole host. The link is
 * matched as a browser would request it when it is followed: a top-level
 * navigation (uBlock Origin's `document` request, first-party to itself),
 * so a rule for scripts or images only, or for third-party requests only,
 * does not match it, and an `@@` exception in any loaded list that matches
 * it (unless the rule is `$important`) lifts the block.
 *
 * Lines that are no rule (malformed, or of a syntax the matcher does not
 * run: regular expressions, cosmetic filters) are counted with their line
 * numbers, never fatal.
 *
 * @code
 *   auto list = Blocklist::parse("urlhaus.txt", text);
 *   AnalyzeOptions options;
 *   std::vector<Blocklist> lists{std::move(list)};
 *   options.blocklists = &lists;
 *   analyze("http://evil.example/x.exe", options); // K1, high
 * @endcode
 */
#pragma once

#include "uriinspector/security.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uri::security {

/// How a list's lines are written, detected per file.
enum class BlocklistFormat : std::uint8_t {
    Hosts,   ///< "0.0.0.0 evil.example" (an address, then names)
    Adblock, ///< Adblock Plus / uBlock Origin network filters ("||evil.example^$all")
    Plain,   ///< one domain or one URL a line
    Csv,     ///< URLhaus-style CSV export: the column "url" of each row
};

/// "hosts", "adblock", "plain", "csv" (stable: JSON and the window use them).
[[nodiscard]] std::string_view blocklistFormatName(BlocklistFormat format);

/// A line of a list that gave no rule, and why.
struct BlocklistProblem
{
    enum class Kind : std::uint8_t {
        Malformed,   ///< no rule of the list's syntax
        Unsupported, ///< a rule of a syntax the matcher does not run (a regular expression)
    };
    std::size_t line = 0; ///< 1-based
    Kind kind = Kind::Malformed;
    std::string reason; ///< English, one line: "not a host name"
};

/// The rule of a list that matched a link. Its views are of the list and
/// of the request given to Blocklist::match(): they live as long as both.
struct BlocklistMatch
{
    std::string_view list;    ///< the list's name (its file name)
    std::size_t line = 0;     ///< 1-based
    std::string_view rule;    ///< the line as written, trimmed
    std::string_view matched; ///< what the rule names: "evil.example", or the URL
    bool subdomain = false;   ///< a domain rule matched a subdomain of the name it gives
    bool wholeHost = false;   ///< the rule names a host (and its subdomains), not one URL
    bool important = false;   ///< "$important": no exception lifts it
    Risk severity = Risk::High;
};

/**
 * @brief One loaded list: its rules, indexed by host, URL and token.
 *
 * Immutable once parsed, and safe to share between threads; a copy shares
 * the rules of the original (a window's analyses on worker threads hold
 * copies while the user edits the set).
 */
class Blocklist
{
public:
    /// Reads @p text, a whole list; @p name names it in findings. Never
    /// throws for any bytes.
    [[nodiscard]] static Blocklist parse(std::string name, std::string text);
    /// Reads the file at @p path (named by its file name); nothing, and
    /// @p error set, when it cannot be read.
    [[nodiscard]] static std::optional<Blocklist> load(const std::string &path,
                                                       std::string *error = nullptr);

    [[nodiscard]] const std::string &name() const;
    [[nodiscard]] BlocklistFormat format() const;
    /// High, or what a comment line `# severity: critical` (`! severity:`) declares.
    [[nodiscard]] Risk severity() const;
    /// Blocking rules and exceptions loaded.
    [[nodiscard]] std::size_t rules() const;
    [[nodiscard]] std::size_t exceptions() const;
    /// Rules that do not block a request (cosmetic filters, `$removeparam`,
    /// `$redirect-rule`, `$csp`...) or a hosts file's own names ("localhost"),
    /// skipped by design.
    [[nodiscard]] std::size_t ignored() const;
    /// Every malformed or unsupported line (the first kMaxProblems of them kept).
    [[nodiscard]] std::size_t malformed() const;
    [[nodiscard]] std::size_t unsupported() const;
    [[nodiscard]] const std::vector<BlocklistProblem> &problems() const;
    static constexpr std::size_t kMaxProblems = 1000;

    /// The first blocking rule (by line) that matches a request for @p href
    /// (the URL Standard's serialization, fragment excluded, or "" when the
    /// URL fails: then only host rules apply) to @p host (canonical: lower
    /// case, punycode, an IPv4 dotted quad or a bracketed IPv6), unless an
    /// exception of @p exceptionsFrom (every loaded list, this one included)
    /// matches it.
    [[nodiscard]] std::optional<BlocklistMatch> match(std::string_view host, std::string_view href,
                                                      const std::vector<Blocklist> *exceptionsFrom
                                                      = nullptr) const;
    /// Whether a rule of this list looks at more than the host (a URL, a
    /// path, a pattern): without one, match() needs no href.
    [[nodiscard]] bool needsUrl() const;
    /// Whether an exception (`@@`) of this list matches the request.
    [[nodiscard]] bool excepts(std::string_view host, std::string_view href) const;

    struct Impl;

private:
    explicit Blocklist(std::shared_ptr<const Impl> impl);
    std::shared_ptr<const Impl> d;
};

/// One line per list for people: "urlhaus.txt: 6,254 rules (adblock)", then
/// "  line 17: not a host name" for each problem kept (at most @p maxLines).
[[nodiscard]] std::string blocklistSummary(const Blocklist &list, std::size_t maxLines = 20);

} // namespace uri::security
