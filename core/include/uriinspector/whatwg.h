/**
 * @file whatwg.h
 * @brief The browser's view: the WHATWG URL Standard's basic URL parser,
 * host parser and serializer, and how its view differs from RFC 3986.
 *
 * Browsers follow the URL Standard (https://url.spec.whatwg.org/), not
 * RFC 3986, and the two disagree exactly where attackers live
 * (`https://evil.example\@bank.example`, `http:/\evil.example`,
 * `http://0x7f.1/`, tabs and newlines inside a URL). parse() runs the
 * Standard's state machine on the input and keeps, next to the URL record,
 * the span of the input that each component came from and every validation
 * error, named as the Standard names it (`invalid-reverse-solidus`, ...).
 *
 * Spans count bytes of the ORIGINAL input: the Standard first strips leading
 * and trailing C0 controls and spaces and removes every tab and newline; the
 * parser keeps the offset of every code point it reads, so that a span in
 * the result points at the text as the user wrote it (a span may therefore
 * cover a removed tab inside a component).
 *
 * @code
 *   " https://us er@EXAMPLE.com:443/a/../b?q#f"
 *     \___/   \___/ \_________/ \_/\_____/ | |
 *     scheme username   host   port path  | fragment
 *                                       query
 *   href: "https://us%20er@example.com/b?q#f"
 * @endcode
 *
 * Deviation: the Standard parses a string of scalar values; this parser takes
 * bytes. A byte that is not part of a UTF-8 sequence is read as U+FFFD (as a
 * browser's UTF-8 decoder reads it) and reported as invalid-URL-unit.
 * Only UTF-8 is supported as the query encoding (no legacy encodings).
 *
 * This follows the URL Standard as of its 2026-08 Review Draft (the edition
 * that web-platform-tests' urltestdata.json of that time tests): among
 * others, an ASCII domain is only lowercased, whatever IDNA says of it.
 * UTS #46 (IDNA) is ICU's, with the Standard's options, brought to
 * revision 33 (Unicode 16.0) where Debian 12's ICU 72 (Unicode 15.0) lags:
 * every "xn--" label is checked once more (it decodes as Punycode to a
 * label that is neither empty nor ASCII only, does not begin with "xn--",
 * meets the validity criteria and encodes back to itself), and the code
 * points whose mapping changed up to revision 33 are mapped the new way.
 * A host with a code point assigned after Unicode 15.0 still fails, as
 * ICU 72 holds it unassigned.
 */
#pragma once

#include "uriinspector/diagnostic.h"
#include "uriinspector/parse.h"
#include "uriinspector/small_string.h"
#include "uriinspector/span.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uri::whatwg {

/// URL Standard §3.1: which kind of host a URL has.
enum class HostKind : std::uint8_t {
    Domain, ///< a non-empty ASCII string, the result of domain to ASCII
    Ipv4,   ///< a 32-bit address (from decimal, octal, hex or short forms)
    Ipv6,   ///< eight 16-bit pieces
    Opaque, ///< a non-special URL's host, percent-encoded but otherwise as written
    Empty,  ///< the empty host ("file:///", "sc://")
};

/// A host's name: the domain of nearly every link fits in the record
/// (RFC 1034 §3.1 allows 253 bytes).
using HostName = SmallString<48>;

/// URL Standard §3.1 host.
struct Host
{
    // Provided, so that value-initialization (optional::emplace()) does not
    // zero the name's unused bytes before constructing the members.
    Host() noexcept {} // NOLINT(modernize-use-equals-default)

    HostKind kind = HostKind::Empty;
    HostName name;                       ///< the domain or opaque host; empty otherwise
    std::uint32_t ipv4 = 0;              ///< meaningful for Ipv4
    std::array<std::uint16_t, 8> ipv6{}; ///< meaningful for Ipv6

    friend bool operator==(const Host &, const Host &) = default;
};

/**
 * @brief URL Standard §4.1 URL record.
 *
 * The path is a list of segments, kept serialized (§4.5 URL path
 * serializer: "/" before each segment, so "" is the empty list and "/" one
 * empty segment; a segment never holds "/"), or (for URLs such as
 * `mailto:x` and `data:,`) one opaque string: then opaquePath is set and
 * path is empty.
 */
struct Url
{
    // Provided, as Host's: the record is 456 bytes, most of them the unused
    // room of its small strings.
    Url() noexcept {} // NOLINT(modernize-use-equals-default)

    std::string scheme;   ///< ASCII lowercase, without ":"
    std::string username; ///< percent-encoded
    std::string password; ///< percent-encoded
    std::optional<Host> host;
    std::optional<std::uint16_t> port; ///< null also when it was the scheme's default port
    /// the list path, serialized: "/a/b" is {"a", "b"}; most fit in the record
    SmallString<96> path;
    std::optional<std::string> opaquePath;
    std::optional<std::string> query;    ///< without "?"
    std::optional<std::string> fragment; ///< without "#"

    /// URL Standard §4.2: the scheme is ftp, file, http, https, ws or wss.
    [[nodiscard]] bool special() const;
    /// URL Standard §4.2: the username or the password is not empty.
    [[nodiscard]] bool includesCredentials() const;

    friend bool operator==(const Url &, const Url &) = default;
};

/// The values of the URL API's getters (URL Standard §6.1), and the origin.
struct UrlFields
{
    std::string href;
    std::string origin; ///< "null" for an opaque origin
    std::string protocol;
    std::string username;
    std::string password;
    std::string host;
    std::string hostname;
    std::string port;
    std::string pathname;
    std::string search;
    std::string hash;
};

/// Where each component of the URL came from in the original input.
/// A component that was copied from the base URL, or that the input does
/// not write, has no span; delimiters are never inside a span.
struct UrlSpans
{
    OptSpan scheme;   ///< without ":"
    OptSpan username; ///< the userinfo before its first ":"
    OptSpan password; ///< the userinfo after its first ":", up to the last "@"
    OptSpan host;     ///< as written: brackets included, before percent-decoding and IDNA
    OptSpan port;     ///< the digits after ":" (also when the port is the default one)
    OptSpan path;     ///< the path as written, leading "/" included
    OptSpan query;    ///< without "?"
    OptSpan fragment; ///< without "#"

    friend bool operator==(const UrlSpans &, const UrlSpans &) = default;
};

/**
 * @brief What the basic URL parser made of one input.
 * @warning The result borrows the input: `input` refers to the caller's
 * string, which must outlive the result.
 */
struct ParseResult
{
    std::string_view input;
    std::optional<Url> url; ///< nothing when the Standard returns failure
    Span kept;              ///< the input without leading and trailing C0 controls and spaces
    UrlSpans spans;
    /// Every validation error of the input, in the order the parser met
    /// them; a failure of the input comes with at least one Error.
    std::vector<Diagnostic> diagnostics;
    /// displayHost() when it is not the host's own name (an IP address, a
    /// domain that domain to Unicode changes); empty otherwise, so that a
    /// plain name is not copied.
    std::string renderedHost;
    /// parseWithBase() only: the base URL failed, so this fails too.
    bool baseFailed = false;

    [[nodiscard]] bool failure() const { return !url.has_value(); }
    /// The host as a browser renders it (§4.8): a domain through domain to
    /// Unicode ("xn--n3h" as U+2603), any other host serialized; empty when
    /// null. It refers to this result.
    [[nodiscard]] std::string_view displayHost() const
    {
        if (!renderedHost.empty() || !url || !url->host)
            return renderedHost;
        return url->host->name;
    }
    /// A valid URL string: neither failure nor any validation error.
    [[nodiscard]] bool valid() const { return url.has_value() && diagnostics.empty(); }
};

/**
 * @brief Run the basic URL parser of the URL Standard (§4.4) on @p input.
 *
 * Spec: URL Standard §4.4 "basic URL parser", without encoding, url or
 * state override (what `new URL(input, base)` runs).
 *
 * @param input any bytes; the time taken is linear in its size (apart from
 * the host, which IDNA limits).
 * @param base the base URL for a relative input, or null.
 * @return the URL or failure, the spans and every validation error (at
 * most kMaxDiagnostics).
 */
[[nodiscard]] ParseResult parse(std::string_view input, const Url *base = nullptr);

/**
 * @brief What is wrong with the spans of @p result, or "" when nothing is:
 * the kept part, every span and every diagnostic inside the input; the
 * components' spans in the order the basic URL parser reads them; no span
 * on a failure. Every build without NDEBUG checks each result of parse().
 */
[[nodiscard]] std::string consistencyError(const ParseResult &result);

/**
 * @brief What `new URL(input, base)` does: parse @p base on its own first;
 * if that fails, the result is failure with baseFailed set (the base's own
 * validation errors are not included: parse the base to see them).
 * This is how the URL Standard resolves a reference against a base.
 */
[[nodiscard]] ParseResult parseWithBase(std::string_view input, std::string_view base);

/// The validation error that made @p result a failure (its last error, URL
/// Standard §4.4), or null when it has none.
[[nodiscard]] const Diagnostic *failureCause(const ParseResult &result);

/// The result of the host parser on its own.
struct HostResult
{
    std::optional<Host> host; ///< nothing on failure
    /// Validation errors, with spans into the text given to parseHost().
    std::vector<Diagnostic> diagnostics;
};

/**
 * @brief URL Standard §3.5 host parser on @p input (bytes, as in a URL
 * between "//" and the port).
 * @param isOpaque true for a URL that is not special: then the host is an
 * opaque host or an IPv6 address.
 */
[[nodiscard]] HostResult parseHost(std::string_view input, bool isOpaque = false);

/// URL Standard §3.6 host serializer.
[[nodiscard]] std::string serializeHost(const Host &host);

/// URL Standard §4.5 URL serializer (href).
[[nodiscard]] std::string serialize(const Url &url, bool excludeFragment = false);
/// The href, and in @p where each component's place in it (the username and
/// the password only when the URL includes credentials; the path always).
[[nodiscard]] std::string serialize(const Url &url, UrlSpans &where);

/// URL Standard §4.5 URL path serializer (pathname).
[[nodiscard]] std::string serializePath(const Url &url);

/// URL Standard §4.7 origin, serialized (HTML): "scheme://host[:port]" or "null".
[[nodiscard]] std::string serializeOrigin(const Url &url);

/// Every getter of the URL API (URL Standard §6.1) at once.
[[nodiscard]] UrlFields fields(const Url &url);

/// The result of the domain parser.
struct DomainResult
{
    std::optional<std::string> domain; ///< the ASCII domain; nothing on failure
    /// Why it failed or, when it did not, why strict UTS #46 ToASCII fails
    /// (the domain-to-ASCII validation error); "" when neither.
    std::string errors;
};

/**
 * @brief URL Standard §3.3 domain parser (before 2026: "domain to ASCII").
 *
 * UTS #46 ToASCII (revision 33, on ICU 72) with CheckBidi, CheckJoiners,
 * nontransitional processing and IgnoreInvalidPunycode=false. With
 * @p beStrict, also CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength,
 * and that result decides. Without, an ASCII domain is just lowercased (the
 * strict result only reports), a non-ASCII domain goes through ToASCII with
 * the relaxed options; then the empty string or a forbidden domain code
 * point is a failure.
 * @param domain UTF-8 (an invalid byte is read as U+FFFD, which fails).
 */
[[nodiscard]] DomainResult domainToAscii(std::string_view domain, bool beStrict = false);

/// URL Standard §3.3 domain to Unicode (UTS #46 ToUnicode, relaxed options):
/// how a browser renders a domain; the domain unchanged if ToUnicode records an error.
[[nodiscard]] std::string domainToUnicode(std::string_view domain);

/// "domain", "ipv4", "ipv6", "opaque", "empty".
[[nodiscard]] std::string_view hostKindName(HostKind kind);

/// The default port of a special scheme (URL Standard §4.2), or nothing.
[[nodiscard]] std::optional<std::uint16_t> defaultPort(std::string_view scheme);

// ---------------------------------------------------------------------------
// The two views of one input

/// How the RFC 3986 view and the URL Standard's view of one input differ.
/// Stable: append only, never renumber; serialized by viewDifferenceName().
enum class ViewDifferenceCode : std::uint8_t {
    WhatwgFailure,  ///< the Standard rejects what RFC 3986 splits
    SchemeDiffers,  ///< a different scheme, or a scheme in one view only
    HostDiffers,    ///< a different host, or a host in one view only
    HostNumeric,    ///< a reg-name that the Standard reads as an IPv4 address
    HostNormalized, ///< the same host after the Standard's host parser (case, %, IDNA, IPv6 form)
    PortDiffers,    ///< a different port, or a port in one view only
    PortNormalized, ///< the same port, written with leading zeros or as the default port
    PathDiffers,    ///< a different path (backslashes, "%2e" segments, ...)
    PathNormalized, ///< the same path after percent-decoding, dot-segment removal or "" -> "/"
};

/// One difference between the views, for the security analysis.
struct ViewDifference
{
    ViewDifferenceCode code = ViewDifferenceCode::HostDiffers;
    std::string_view component;         ///< "scheme", "host", "port", "path" or "url"
    std::optional<std::string> rfc3986; ///< the RFC 3986 value; nothing when undefined
    std::optional<std::string> whatwg;  ///< the Standard's value; nothing when null
    std::string message;                ///< English

    friend bool operator==(const ViewDifference &, const ViewDifference &) = default;
};

/// "whatwg-failure", "scheme-differs", "host-differs", "host-numeric",
/// "host-normalized", "port-differs", "port-normalized", "path-differs",
/// "path-normalized".
[[nodiscard]] std::string_view viewDifferenceName(ViewDifferenceCode code);

/// Which components compareViews() compares.
enum class CompareParts : std::uint8_t {
    All,          ///< scheme, host, port and path
    WherePathNot, ///< scheme, host and port: where the URL goes, not what it asks for
};

/**
 * @brief Compare scheme, host, port and path of the same input under
 * RFC 3986 (@p rfc, from uri::parse()) and under the URL Standard
 * (@p whatwg, from whatwg::parse() without a base).
 * @return the differences, in the order scheme, host, port, path; a
 * WhatwgFailure alone when the Standard fails.
 */
[[nodiscard]] std::vector<ViewDifference> compareViews(const uri::ParseResult &rfc,
                                                       const ParseResult &whatwg,
                                                       CompareParts parts = CompareParts::All);

/// Parse @p input both ways (no base) and compare.
[[nodiscard]] std::vector<ViewDifference> compareViews(std::string_view input);

} // namespace uri::whatwg
