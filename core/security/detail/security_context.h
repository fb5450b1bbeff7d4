// The state one security analysis shares between its check families
// (security_checks_*.cpp): the views of the input, the canonical host, and
// where findings go.
#pragma once

#include "uriinspector/idna.h"
#include "uriinspector/parse.h"
#include "uriinspector/security.h"
#include "uriinspector/security_data.h"
#include "uriinspector/whatwg.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace uri::security::detail {

using Details = std::vector<std::pair<std::string, std::string>>;
using Address = std::array<std::uint8_t, 16>;

/// What the analysis knows about the host (catalog §2.3: canonical before
/// classification).
struct HostFacts
{
    bool present = false;
    OptSpan span;           ///< the host as written in the analysed text
    std::string raw;        ///< its text
    std::string decoded;    ///< percent-decoded (RFC 3986 §3.2.2)
    bool bracketed = false; ///< an IP-literal
    /// The URL Standard's host: from the browser's view, or the host parser
    /// run on the RFC 3986 host when the URL as a whole fails.
    std::optional<whatwg::Host> canonical;
    bool fromWhatwgUrl = false;     ///< canonical comes from a successful URL parse
    std::string ascii;              ///< serialized canonical host ("" when none)
    std::string unicode;            ///< domain to Unicode (equal to ascii when not an IDN)
    std::optional<Address> address; ///< an IP host; IPv4 as ::ffff:a.b.c.d
    const AddressBlock *block = nullptr;
    std::string specialClass;               ///< special_names.txt class ("" when none)
    std::string specialName;                ///< the entry that matched
    std::optional<std::string> registrable; ///< eTLD+1, none for IPs and special names
    std::optional<std::string> suffix;      ///< the public suffix of the host
    bool privateSuffix = false;             ///< the suffix is in the PSL's PRIVATE section
    bool tldListed = true;                  ///< the last label is a PSL rule (no "*" rule)
    bool nonAscii = false;                  ///< non-ASCII characters as written or decoded
    bool hasAceLabel = false;               ///< an "xn--" label
    /// UTS #46 label by label (idna.h), run only for IDNs.
    std::optional<IdnaResult> idna;
};

/// One analysis of one text (the input, or a nested URL).
struct Context
{
    /// @p rv and @p wv are the RFC 3986 and URL Standard views of @p text.
    Context(std::string_view text, const uri::ParseResult &rv, const whatwg::ParseResult &wv,
            const SecurityData &data, const AnalyzeOptions &options, Analysis &out);

    std::string_view text;
    const SecurityData &data;
    const AnalyzeOptions &options;
    Analysis &out;

    // Where this text sits in the top-level input: identity (offset base) or,
    // for a decoded nested value, every span becomes the value's span.
    std::size_t base = 0;
    bool identity = true;
    Span whole;
    std::string path; ///< "" or "query.url -> query.next"
    int depth = 0;
    bool inRedirectParam = false;  ///< this text is a redirect parameter's value
    std::size_t *budget = nullptr; ///< decoded bytes left for nested URLs

    const uri::ParseResult &rv;    ///< RFC 3986's view of `text`
    const whatwg::ParseResult &wv; ///< the URL Standard's view of `text` (no base)
    std::string scheme;            ///< lower case, from the browser's view or RFC 3986's
    bool special = false;          ///< a special scheme of the URL Standard
    HostFacts host;
    std::optional<std::uint16_t> port; ///< the effective port

    /// Record a finding; @p span is in `text`.
    void add(Check check, Risk severity, Span span, std::string message, Details details = {},
             View view = View::Raw);
    /// The top-level span of @p span of `text`.
    [[nodiscard]] Span map(Span span) const;
    /// Whether a finding of @p check was recorded for this text.
    [[nodiscard]] bool has(Check check) const;
    /// The first finding of @p check recorded for this text, or null.
    [[nodiscard]] Finding *find(Check check);

    std::size_t firstFinding = 0; ///< out.findings from here on belong to this text

    /// Findings recorded per check for this text (see kMaxPerCheck).
    std::array<std::uint16_t, 64> counts{};
};

/// At most this many findings of one check per analysed text.
inline constexpr std::uint16_t kMaxPerCheck = 32;
/// At most this many nested URLs per analysis.
inline constexpr std::size_t kMaxNested = 256;

// The check families, in catalog order. Each adds its findings to the context.
void prepareHost(Context &ctx);           // security_host.cpp: canonical host, PSL, classes
void checkRfc3986(Context &ctx);          // A1..A12
void checkParsers(Context &ctx);          // P1..P10
void checkHostClass(Context &ctx);        // N1..N10
void checkUnicode(Context &ctx);          // U1..U3, U5..U13, P10
void checkConfusableDomain(Context &ctx); // U4
void checkDomain(Context &ctx);           // D1..D6
void checkNested(Context &ctx);           // R1..R4 (recursion)
void checkSchemes(Context &ctx);          // S1..S6
void checkLength(Context &ctx);           // L1..L3

/// Every check family on @p ctx, in order (security.cpp).
void runChecks(Context &ctx);

/// Analyse @p text as a URL nested at @p path (recursion for R1-R4 and the
/// redirect wrappers); its findings go to @p parent's analysis.
void analyzeNested(Context &parent, std::string_view text, Span span, bool identity,
                   const std::string &path, bool inRedirectParam);

// Shared helpers ------------------------------------------------------------

/// The severity of an address class of special_addresses.txt and its check.
struct ClassRisk
{
    Check check = Check::N9;
    Risk risk = Risk::Low;
};
[[nodiscard]] std::optional<ClassRisk> addressClassRisk(std::string_view cls);

/// Registrable domain and public suffix of a lower-case ASCII or UTF-8 host.
struct PslFacts
{
    std::optional<std::string> registrable;
    std::optional<std::string> suffix;
    bool privateSuffix = false;
    bool tldListed = true;
};
[[nodiscard]] PslFacts pslFacts(const std::string &host);

/// Whether @p host (lower case) is a protected domain or a subdomain of one;
/// @p which is set to the protected domain.
[[nodiscard]] bool isProtectedHost(const SecurityData &data, std::string_view host,
                                   std::string *which = nullptr);

/// "1.2.3.4" or "2001:db8::1" for an address of the 128-bit form.
[[nodiscard]] std::string addressText(const Address &address);
/// The IP of the host as text: dotted quad, or IPv6 without brackets.
[[nodiscard]] std::string hostIpText(const HostFacts &host);
/// The 128-bit form of a URL Standard IP host.
[[nodiscard]] std::optional<Address> addressOf(const whatwg::Host &host);

/// Parse @p host (as in a URL, percent-encoded, brackets for IPv6) with the
/// URL Standard's host parser; special: true for http and the like.
[[nodiscard]] std::optional<whatwg::Host> canonicalHost(std::string_view host, bool special);

/// UTS #39 skeleton with the catalog's supplements (security_unicode.cpp).
[[nodiscard]] std::string skeletonOf(std::string_view text, const SecurityData &data);

/// Levenshtein distance 1 or one adjacent swap (Damerau), the strings differing.
[[nodiscard]] bool withinOneEdit(std::string_view a, std::string_view b);

/// Whether @p text (lower case) has a host-like token: labels of
/// [a-z0-9-] joined by dots, the last a TLD of the PSL. Sets @p token.
[[nodiscard]] bool hasHostLikeToken(std::string_view text, std::string *token = nullptr);

} // namespace uri::security::detail
