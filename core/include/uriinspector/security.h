/**
 * @file security.h
 * @brief Link-security analysis: where a link really goes, and every trick
 * it uses, each shown on the characters that play it.
 *
 * The checks are those of the catalog docs/security-checks.md, by its
 * ids: A1..A12 (RFC 3986 §7), P1..P11 (parser differentials), N1..N10 (host
 * classes), U1..U13 (Unicode and IDN spoofing), D1..D6 (domain structure),
 * R1..R4 (redirects and nesting), S1..S6 (schemes), L1..L3 (length), F1..F4
 * (downloads), K1 (the reviewer's blocklists, blocklist.h), and C1..C7 (the
 * context a link arrives in: made by the documents layer, documents/). The
 * analysis follows the catalog's §2 principles:
 *
 * 1. three views: RFC 3986 (parse.h), the URL Standard (whatwg.h: what a
 *    browser does) and a legacy view (first "@", inet_aton());
 * 2. split first, then decode (RFC 3986 §7.3): decoded values are checked,
 *    never re-split;
 * 3. the host is canonicalised (percent-decoding, UTS #46, the URL
 *    Standard's IPv4 parser) before it is classified, by numeric value;
 * 4. every finding has the span of the input characters it concerns;
 * 5. the registrable domain (libpsl) says who owns the link;
 * 6. URLs nested in parameters, in the path or inside redirect wrappers are
 *    analysed recursively (depth and decoded-size budget), their findings
 *    carrying a path such as `query.url -> query.next`;
 * 7. nothing is fetched, no name is resolved (a hostname's final IP is
 *    unknown: DNS rebinding and CNAMEs can point anywhere);
 * 8. every analysis reports the versions of the data it used.
 *
 * The verdict is the highest severity, raised by the catalog's §3
 * combination rules.
 *
 * @code
 *   ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm
 *         \_____________________________________/ \______/
 *          A12 deceptive-userinfo (high)            N3 private-address (medium)
 *   destination: ftp to 10.0.0.1 port 21; verdict high
 * @endcode
 */
#pragma once

#include "uriinspector/parse.h"
#include "uriinspector/span.h"
#include "uriinspector/whatwg.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace uri::security {

struct SecurityData;
class Blocklist;

/// The catalog's severity scale (§3), lowest first.
enum class Risk : std::uint8_t {
    Info,     ///< context only
    Low,      ///< worth showing; common in benign links
    Medium,   ///< suspicious or risky in context
    High,     ///< strong deception or an SSRF-relevant target
    Critical, ///< runs code, reaches an OS handler or cloud credentials, or imitates a protected
              ///< brand
};

/// "info", "low", "medium", "high", "critical".
[[nodiscard]] std::string_view riskName(Risk risk);

/// Every check of the catalog, in its order. Stable: append only.
enum class Check : std::uint8_t {
    A1,
    A2,
    A3,
    A4,
    A5,
    A6,
    A7,
    A8,
    A9,
    A10,
    A11,
    A12,
    P1,
    P2,
    P3,
    P4,
    P5,
    P6,
    P7,
    P8,
    P9,
    P10,
    N1,
    N2,
    N3,
    N4,
    N5,
    N6,
    N7,
    N8,
    N9,
    N10,
    U1,
    U2,
    U3,
    U4,
    U5,
    U6,
    U7,
    U8,
    U9,
    U10,
    U11,
    U12,
    U13,
    D1,
    D2,
    D3,
    D4,
    D5,
    D6,
    R1,
    R2,
    R3,
    R4,
    S1,
    S2,
    S3,
    S4,
    S5,
    S6,
    L1,
    L2,
    L3,
    /// Found outside analyze(): the readers layer (readers/) runs real URL
    /// libraries and adds it with addFinding() when they disagree on the host.
    P11,
    F1,
    F2,
    F3,
    F4,
    K1,
    /// Found outside analyze(): the documents layer (documents/) looks at a
    /// link in what it arrives in (its shown text, its form, its message's
    /// sender) and makes these with makeFinding().
    C1,
    C2,
    C3,
    C4,
    C5,
    C6,
    C7,
};

/// How many checks the catalog has: one per enumerator of Check.
inline constexpr std::size_t kCheckCount = static_cast<std::size_t>(Check::C7) + 1;

/// The families of checks: the sub-sections of the catalog's §4, in its order.
enum class Family : std::uint8_t {
    Rfc3986,            ///< A1..A12, §4.1: RFC 3986 section 7
    ParserDifferential, ///< P1..P10, §4.2
    HostClass,          ///< N1..N10, §4.3
    Unicode,            ///< U1..U13, §4.4: Unicode, IDN and display spoofing
    Domain,             ///< D1..D6, §4.5: domain and brand structure
    Redirect,           ///< R1..R4, §4.6: redirects and nesting
    Scheme,             ///< S1..S6, §4.7
    Length,             ///< L1..L3, §4.8: length and shape
    Download,           ///< F1..F4, §4.9: what the link downloads
    Blocklist,          ///< K1, §4.10: the reviewer's own lists (blocklist.h)
    Context,            ///< C1..C7, §4.11: the link in what it arrives in (documents/)
};

/// "rfc3986", "parser-differential", "host-class", "unicode", "domain",
/// "redirect", "scheme", "length", "download", "blocklist", "context" (stable).
[[nodiscard]] std::string_view familyName(Family family);

/// The static facts about one check: a row of the registry of checks.
struct CheckInfo
{
    Check check;
    std::string_view id;    ///< "A12"
    std::string_view name;  ///< the slug, "deceptive-userinfo"
    Family family;          ///< Family::Rfc3986
    std::string_view title; ///< one English line
    std::string_view cite;  ///< the main reference, "RFC 3986 §7.6"
};

/// All 77 checks, in the order of Check: the catalog's, except P11,
/// F1..F4, K1 and C1..C7, which came later and are last.
[[nodiscard]] const std::vector<CheckInfo> &checkInfos();
/// The facts about @p check; for a value outside Check (a bad cast), an
/// entry whose strings are empty.
[[nodiscard]] const CheckInfo &checkInfo(Check check);
/// The check whose id ("A12") or slug ("deceptive-userinfo") is @p id.
[[nodiscard]] std::optional<Check> checkFromId(std::string_view id);

/// One wording of the findings' messages.
struct MessageInfo
{
    std::string_view id;   ///< "P8.dns-or-address"
    std::string_view text; ///< English, "{name}" where an argument goes
};

/// Every wording a finding can have, in the order of the catalog's checks.
[[nodiscard]] const std::vector<MessageInfo> &messageCatalog();

/// Every wording of the combination rules of docs/security-checks.md §3
/// (Escalation), apart from the findings' (their ids start "combination.").
[[nodiscard]] const std::vector<MessageInfo> &escalationCatalog();

/// @p text with each "{name}" replaced by the value of the argument of that
/// name; a placeholder without an argument stays as written.
[[nodiscard]] std::string
formatMessage(std::string_view text,
              const std::vector<std::pair<std::string, std::string>> &arguments);

/// Which view of the input a finding comes from (catalog §2.1).
enum class View : std::uint8_t {
    Raw,     ///< the characters as written
    Rfc3986, ///< the RFC 3986 split
    Whatwg,  ///< the URL Standard's parser (a browser)
    Legacy,  ///< first-"@" splitting, inet_aton()
    Decoded, ///< a component after percent-decoding (split first)
    Readers, ///< real URL libraries (P11, the readers layer)
};

/// "raw", "rfc3986", "whatwg", "legacy", "decoded", "readers".
[[nodiscard]] std::string_view viewName(View view);

/**
 * @brief One trick the link plays.
 *
 * The span is always in the text given to analyze(): for a finding inside a
 * nested URL whose text was decoded, the span is that of the whole encoded
 * value in the outer text.
 */
struct Finding
{
    Check check = Check::A1;
    std::string_view id;   ///< "A12" (static storage)
    std::string_view name; ///< "deceptive-userinfo" (static storage)
    Risk severity = Risk::Info;
    Span span;
    std::string_view cite; ///< "RFC 3986 §7.6" (static storage)
    std::string message;   ///< English, one line: messageTemplate with its arguments
    /// The message's stable id ("P8.dns-or-address", static storage): one
    /// per wording, for tools and translations (docs/json.md).
    std::string_view messageId;
    /// The English wording, "{name}" where an argument goes (static storage);
    /// the window translates it (messageCatalog()).
    std::string_view messageTemplate;
    /// The values of the template's placeholders, in its order: {"host", "0"};
    /// safe to print (uri::escapeUnsafe(): no control, bidi or invisible
    /// character, each shown as an escape).
    std::vector<std::pair<std::string, std::string>> arguments;
    /// Facts for the reader, in order: {"real_host", "10.0.0.1"}, ...
    std::vector<std::pair<std::string, std::string>> details;
    View view = View::Raw;
    /// Empty at the top level; "query.url", "query.url -> query.next" inside
    /// nested URLs; "wrapper(safelinks)" for a target unwrapped from a wrapper.
    std::string nested;

    friend bool operator==(const Finding &, const Finding &) = default;
};

/// Where a browser would go (catalog §2.5: "who owns this link").
struct Destination
{
    std::optional<std::string> scheme;      ///< lower case
    std::optional<std::string> host;        ///< as the browser sends it (ASCII, canonical IP form)
    std::optional<std::string> unicodeHost; ///< the host by UTS #46 ToUnicode, when it differs
    /// The host with each non-ASCII letter taken for the ASCII one it looks
    /// like ("xn--mtamask-d8a.com" reads as "metamask.com"), when it reads as ASCII.
    std::optional<std::string> readsAs;
    std::optional<std::string>
        ip; ///< canonical IPv4 dotted quad or IPv6 text, when the host is an IP
    std::optional<std::uint16_t> port; ///< explicit or the scheme's default
    std::optional<std::string>
        registrableDomain; ///< eTLD+1 (libpsl); none for IPs and special-use names
    std::optional<std::string> publicSuffix; ///< the suffix under which it is registered
    std::string
        hostClass; ///< "public", "loopback", "private", "metadata", "internal-name", ... or ""
    bool viaWhatwg = true; ///< from the URL Standard's view (false: it fails, RFC 3986's view)
    /// Always true for a name: no DNS lookup is done, so the address it
    /// resolves to is unknown (DNS rebinding, CNAMEs).
    bool addressUnknown = true;

    friend bool operator==(const Destination &, const Destination &) = default;
};

/// One parser's reading of the input: where it finds each component.
struct ViewSummary
{
    bool failure = false; ///< the URL Standard returns failure (never for RFC 3986)
    bool valid = false;   ///< no error at all in this view
    /// The analysed text, which the RFC 3986 and legacy views' spans index:
    /// borrowed, as Assessment::input is.
    std::string_view input;
    std::optional<std::string> href; ///< WHATWG only: the serialized URL, which its spans index
    /// Each component's place in text(); nothing where the view has none.
    /// userinfo is RFC 3986 userinfo, or WHATWG username[:password].
    OptSpan scheme, userinfo, host, port, path, query, fragment;

    /// What the spans index: `href` for the URL Standard's view, else `input`.
    [[nodiscard]] std::string_view text() const { return href ? std::string_view(*href) : input; }
    /// The text of one of the spans above; nothing for no span.
    [[nodiscard]] std::optional<std::string_view> part(const OptSpan &span) const
    {
        if (!span)
            return std::nullopt;
        return text().substr(span->offset, span->length);
    }

    friend bool operator==(const ViewSummary &, const ViewSummary &) = default;
};

struct Views
{
    ViewSummary rfc3986;
    ViewSummary whatwg;
    ViewSummary legacy; ///< first-"@" authority split and inet_aton() reading of the host

    friend bool operator==(const Views &, const Views &) = default;
};

/// Catalog §5.7: how to show the link safely, decided here, not in the UI.
struct DisplayAdvice
{
    std::string host; ///< the host to show: Unicode, or punycode when a U-check fired
    bool hostAsPunycode = false;
    /// Why punycode: the check's id and slug ("U4 confusable-protected-domain");
    /// "" when Unicode is safe.
    std::string reason;
    /// Spans that must be isolated (LRI ... PDI): components holding
    /// right-to-left text or bidi controls.
    std::vector<Span> isolate;
    /// Characters that must be shown as escapes: invisible, bidi controls,
    /// controls, delimiter look-alikes.
    std::vector<Span> escape;
    OptSpan userinfo; ///< to be drawn struck through or in another tone (RFC 3986 §7.6)
    /// The input with every span of `escape` replaced by "<U+XXXX>" (or
    /// "\xNN" for a byte) and each span of `isolate` wrapped in U+2066 (LRI) ... U+2069 (PDI).
    std::string safeText;

    friend bool operator==(const DisplayAdvice &, const DisplayAdvice &) = default;
};

/// The versions of every piece of data the analysis used (catalog §2.8).
struct DataVersions
{
    std::string icu;     ///< "72.1"
    std::string unicode; ///< "15.0"
    std::string psl;     ///< libpsl version
    std::string pslFile; ///< the list libpsl loaded, or "builtin"
    std::string pslDate; ///< its date, "2023-02-09"
    std::vector<std::pair<std::string, std::string>> tables; ///< {file, "date version"}

    friend bool operator==(const DataVersions &, const DataVersions &) = default;
};

/// What a combination rule of docs/security-checks.md §3 did to the verdict.
struct Escalation
{
    Risk raisedTo = Risk::Info;
    std::string message; ///< English, one line: messageTemplate with its arguments
    /// The wording's stable id ("combination.userinfo-with-address", static storage).
    std::string_view messageId;
    /// The English wording (escalationCatalog()), "{risk}" where the raised
    /// verdict's riskName() goes (static storage); the window translates it.
    std::string_view messageTemplate;
    /// The values of the template's placeholders, escaped as Finding::arguments.
    std::vector<std::pair<std::string, std::string>> arguments;

    friend bool operator==(const Escalation &, const Escalation &) = default;
};

/// A URL found nested inside the analysed one.
struct NestedUrl
{
    std::string path; ///< "query.url", "query.url -> query.next", "path", "wrapper"
    std::string url;  ///< decoded
    Span span;        ///< the span of its text in the analysed input
    int depth = 1;
    std::optional<std::string> registrableDomain;

    friend bool operator==(const NestedUrl &, const NestedUrl &) = default;
};

/**
 * @brief The security assessment of one link: its verdict, findings, views
 * and destination (docs/security-checks.md).
 * @warning It borrows the text given to analyze() (`input`, and the spans of
 * every finding refer to it), which must outlive it, as a ParseResult does.
 */
struct Assessment
{
    std::string_view input;
    std::optional<Risk> verdict; ///< nothing: no finding at all
    /// What the combination rules of §3 did to the verdict, one each.
    std::vector<Escalation> escalations;
    /// The checks whose findings a combination rule of §3 combined to raise
    /// the verdict, each once (empty when no rule raised it); see verdictChecks().
    std::vector<Check> raisedBy;
    Destination destination;
    Views views;
    std::vector<Finding> findings; ///< ordered by span, then catalog order
    std::vector<NestedUrl> nested;
    DisplayAdvice display;
    DataVersions versions;
    bool truncated = false; ///< the nesting depth, count or size budget stopped the recursion
    /// Some check fired more than 32 times in one text: the rest were not recorded.
    bool findingsLimited = false;

    [[nodiscard]] bool has(Check check) const;
    [[nodiscard]] const Finding *find(Check check) const;

    friend bool operator==(const Assessment &, const Assessment &) = default;
};

struct AnalyzeOptions
{
    /// The tables; SecurityData::builtin() when null.
    const SecurityData *data = nullptr;
    int maxDepth = 5;                          ///< catalog §5.6 (at most 256 nested URLs)
    std::size_t maxDecodedBytes = 1024 * 1024; ///< catalog §5.6
    /// Report data versions (costs a little; the CLI prints them once).
    bool versions = true;
    /// The base the link is resolved against (the page it is on), if known.
    /// A relative reference is then resolved before it is requested (RFC 3986
    /// §5.2): its literal dot segments never reach a server and how deep its
    /// encoded ones climb depends on the base's path (A6), and "//host" is a
    /// network-path reference, not a trick (P4). It must outlive the call.
    std::optional<std::string_view> base;
    /// The reviewer's lists (K1, blocklist.h), each matched in its own
    /// syntax; none when null. They must outlive the call.
    const std::vector<Blocklist> *blocklists = nullptr;
};

/**
 * @brief Analyse one link.
 * @param text any bytes: a URI, an IRI, a relative reference, junk. Leading
 * and trailing blanks are part of the evidence (P3).
 * @return the destination, the views, the findings and the verdict; never
 * throws for any input.
 */
[[nodiscard]] Assessment analyze(std::string_view text, const AnalyzeOptions &options = {});

/// The highest severity among the findings: the verdict before the
/// combination rules of catalog §3 (nothing: no finding).
[[nodiscard]] std::optional<Risk> findingsVerdict(const Assessment &analysis);

/**
 * @brief The checks that set the verdict, each once, in the order of the
 * findings: those of the findings of the verdict's severity; where a
 * combination rule of catalog §3 raised the verdict above every finding,
 * the checks it combined (Assessment::raisedBy) and those of the findings of
 * the highest severity. Never empty when there is a verdict: the window's
 * and the command line's verdict lines name these.
 */
[[nodiscard]] std::vector<Check> verdictChecks(const Assessment &analysis);

/**
 * @brief Analyse one link from its two views, parsed already: @p rfc is
 * uri::parse() of the text under Spec::Rfc3986 and @p browser is
 * whatwg::parse() of the same text, without a base. Nothing is parsed again
 * (the URLs nested in it are parsed on their own).
 */
[[nodiscard]] Assessment analyze(const uri::ParseResult &rfc, const whatwg::ParseResult &browser,
                                 const AnalyzeOptions &options = {});

/**
 * @brief A finding made outside analyze() (P11 by the readers layer), worded
 * by the message of catalogue id @p messageId (messageCatalog()).
 * @param arguments the template's values; unsafe characters are escaped.
 * @return the finding; its message is @p messageId itself when the
 * catalogue has no such id.
 */
[[nodiscard]] Finding makeFinding(Check check, Risk severity, Span span, std::string_view messageId,
                                  std::vector<std::pair<std::string, std::string>> arguments,
                                  std::vector<std::pair<std::string, std::string>> details,
                                  View view);

/// Adds @p finding to @p analysis in the order of its findings, and raises
/// the verdict to its severity.
void addFinding(Assessment &analysis, Finding finding);

/**
 * @brief Who owns @p host, a host as Destination::host gives it (ASCII,
 * lower case): its registrable domain by the Public Suffix List (catalog
 * §2.5), as Destination::registrableDomain says; nothing for an IP address
 * or a name without one ("localhost", a public suffix).
 */
[[nodiscard]] std::optional<std::string> registrableDomainOf(std::string_view host);

/// The data versions alone (ICU, Unicode, PSL, tables).
[[nodiscard]] DataVersions dataVersions(const SecurityData *data = nullptr);

/**
 * @brief The UTS #39 skeleton of @p text, as the U4 check computes it:
 * case-folded, diacritics removed from Latin, Greek and Cyrillic text, the
 * supplemental mappings of confusables.txt applied, then ICU's skeleton,
 * lower-cased. "g00gle" -> "google", "xn--pple-43d.com" is not decoded
 * here: pass Unicode.
 */
[[nodiscard]] std::string skeleton(std::string_view text, const SecurityData *data = nullptr);

} // namespace uri::security
