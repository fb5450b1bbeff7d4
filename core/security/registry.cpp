// The registry of checks: one row per id of docs/security-checks.md §4, in
// its order, with the function that runs the check. It is the one source of
// the checks' metadata (security.h: checkInfos(), checkInfo(),
// checkFromId()), and runChecks() runs its functions.
#include "security/detail/registry.h"

#include "text/detail/text.h"

#include <utility>
#include <vector>

namespace uri::security {

namespace detail {

namespace {

// The ids, slugs, titles and cites are stable: the window's translations and
// the JSON of `uri-inspect check` are keyed on them.
constexpr std::array<Registered, kCheckCount> kRegistry{{
    // §4.1 RFC 3986 section 7
    {Check::A1, "A1", "unstable-destination", Family::Rfc3986, unstableDestination,
     "Unstable or opaque destination (shortener, dynamic DNS, tunnel, IPFS)", "RFC 3986 §7.1"},
    {Check::A2, "A2", "port-protocol-mismatch", Family::Rfc3986, portProtocolMismatch,
     "Port of another protocol", "RFC 3986 §7.2"},
    {Check::A3, "A3", "protocol-delimiter", Family::Rfc3986, protocolDelimiter,
     "Encoded or raw line breaks and controls", "RFC 3986 §7.2"},
    {Check::A4, "A4", "encoded-delimiter", Family::Rfc3986, encodedDelimiter,
     "Encoded delimiter inside a component", "RFC 3986 §7.3"},
    {Check::A5, "A5", "nul-byte", Family::Rfc3986, nulByte, "NUL byte", "RFC 3986 §7.3"},
    {Check::A6, "A6", "dot-segment-traversal", Family::Rfc3986, dotSegmentTraversal,
     "Dot-segment traversal, literal or encoded", "RFC 3986 §5.2.4, §7.3"},
    {Check::A7, "A7", "multiple-encoding", Family::Rfc3986, multipleEncoding,
     "Multiple or malformed percent-encoding", "RFC 3986 §2.4, §7.3"},
    {Check::A8, "A8", "filesystem-special-name", Family::Rfc3986, filesystemSpecialName,
     "File-system special name", "RFC 3986 §7.3"},
    {Check::A9, "A9", "rare-ipv4-format", Family::Rfc3986, rareIpv4Format,
     "IPv4 address in a rare format", "RFC 3986 §7.4"},
    {Check::A10, "A10", "credentials-in-userinfo", Family::Rfc3986, credentialsInUserinfo,
     "Credentials in the userinfo", "RFC 3986 §7.5"},
    {Check::A11, "A11", "secret-in-query", Family::Rfc3986, secretInQuery,
     "Secret in the query or fragment", "RFC 3986 §7.5"},
    {Check::A12, "A12", "deceptive-userinfo", Family::Rfc3986, deceptiveUserinfo,
     "Userinfo that looks like a host", "RFC 3986 §7.6"},
    // §4.2 parser differentials
    {Check::P1, "P1", "parser-differential", Family::ParserDifferential, parserDifferential,
     "The views disagree on scheme, host or port", "URL Standard; Claroty/Snyk 2022"},
    {Check::P2, "P2", "backslash", Family::ParserDifferential, backslash,
     "Backslash in a special-scheme URL", "URL Standard (special authority slashes)"},
    {Check::P3, "P3", "stripped-whitespace", Family::ParserDifferential, strippedWhitespace,
     "Tab, newline, or leading/trailing control or space", "URL Standard §4.4 steps 1-3"},
    {Check::P4, "P4", "irregular-slashes", Family::ParserDifferential, irregularSlashes,
     "Irregular slashes or a scheme-relative form",
     "URL Standard (special authority ignore slashes)"},
    {Check::P5, "P5", "multiple-at", Family::ParserDifferential, multipleAt,
     "Several \"@\", or \"@\" after \"?\" or \"#\"", "RFC 3986 §3.2.1"},
    {Check::P6, "P6", "port-syntax", Family::ParserDifferential, portSyntax, "Port syntax anomaly",
     "RFC 3986 §3.2.3"},
    {Check::P7, "P7", "percent-encoded-host", Family::ParserDifferential, percentEncodedHost,
     "Percent-encoded host", "RFC 3986 §3.2.2"},
    {Check::P8, "P8", "ambiguous-numeric-host", Family::ParserDifferential, ambiguousNumericHost,
     "Numeric host read differently by the views", "URL Standard (ends in a number)"},
    {Check::P9, "P9", "scheme-mixup", Family::ParserDifferential, schemeMixup, "Scheme mixup",
     "Claroty/Snyk 2022; CVE-2021-45046"},
    {Check::P10, "P10", "idna-differential", Family::ParserDifferential, idnaDifferential,
     "IDNA processing differential", "UTS #46 §4, §6"},
    // §4.3 host class
    {Check::N1, "N1", "loopback", Family::HostClass, loopback, "Loopback address or name",
     "RFC 1122 §3.2.1.3; RFC 6761 §6.3"},
    {Check::N2, "N2", "unspecified-address", Family::HostClass, unspecifiedAddress,
     "Unspecified or \"this network\" address", "RFC 6890"},
    {Check::N3, "N3", "private-address", Family::HostClass, privateAddress,
     "Private or shared address space", "RFC 1918; RFC 6598; RFC 4193"},
    {Check::N4, "N4", "link-local-or-metadata", Family::HostClass, linkLocalOrMetadata,
     "Link-local address or cloud metadata endpoint", "RFC 3927"},
    {Check::N5, "N5", "ipv6-embeds-ipv4", Family::HostClass, ipv6EmbedsIpv4,
     "IPv6 address that embeds an IPv4 address", "RFC 4291 §2.5.5; RFC 6052"},
    {Check::N6, "N6", "special-purpose-address", Family::HostClass, specialPurposeAddress,
     "Other special-purpose address", "RFC 6890"},
    {Check::N7, "N7", "internal-name", Family::HostClass, internalName,
     "Name that only makes sense inside a network", "RFC 6761; RFC 6762; RFC 8375"},
    {Check::N8, "N8", "wildcard-dns-ip", Family::HostClass, wildcardDnsIp,
     "Wildcard-DNS name that embeds an IP", "PortSwigger SSRF notes"},
    {Check::N9, "N9", "public-ip-literal", Family::HostClass, publicIpLiteral,
     "Host is a public IP literal", "RFC 3986 §7.6"},
    {Check::N10, "N10", "ipv6-zone-id", Family::HostClass, ipv6ZoneId, "IPv6 zone identifier",
     "RFC 6874"},
    // §4.4 Unicode, IDN and display spoofing
    {Check::U1, "U1", "idn", Family::Unicode, idn,
     "Internationalized domain name, or an invalid A-label", "UTS #46 §4; RFC 5891 §5.4"},
    {Check::U2, "U2", "mixed-script", Family::Unicode, mixedScript, "Mixed-script label",
     "UTS #39 §5.2"},
    {Check::U3, "U3", "whole-script-confusable", Family::Unicode, wholeScriptConfusable,
     "Whole-script confusable label", "UTS #39 §4"},
    {Check::U4, "U4", "confusable-protected-domain", Family::Unicode, confusableProtectedDomain,
     "Confusable with a protected domain", "UTS #39 §4 (skeleton)"},
    {Check::U5, "U5", "outside-identifier-profile", Family::Unicode, outsideIdentifierProfile,
     "Character outside the identifier profile", "UTS #39 §3.1"},
    {Check::U6, "U6", "mixed-numbers", Family::Unicode, mixedNumbers,
     "Mixed numbering systems or digit look-alikes", "UTS #39 §5.3"},
    {Check::U7, "U7", "invisible-character", Family::Unicode, invisibleCharacter,
     "Invisible or blank character", "UTS #39 §3; Default_Ignorable_Code_Point"},
    {Check::U8, "U8", "bidi-control", Family::Unicode, bidiControl,
     "Bidi control or bidi-rule violation", "RFC 3987 §4.1-4.2; RFC 5893"},
    {Check::U9, "U9", "delimiter-lookalike", Family::Unicode, delimiterLookalike,
     "Delimiter look-alike", "UTS #46 mapping; UTS #39 confusables"},
    {Check::U10, "U10", "compatibility-mapped-host", Family::Unicode, compatibilityMappedHost,
     "Compatibility-mapped host", "UTS #46 §4"},
    {Check::U11, "U11", "combining-mark-abuse", Family::Unicode, combiningMarkAbuse,
     "Combining-mark abuse", "UTS #39 §5.4"},
    {Check::U12, "U12", "deceptive-non-ascii", Family::Unicode, deceptiveNonAscii,
     "Deceptive non-ASCII outside the host", "RFC 3986 §7.6"},
    {Check::U13, "U13", "deviation-character", Family::Unicode, deviationCharacter,
     "Deviation character", "UTS #46 §2.3"},
    // §4.5 domain and brand structure
    {Check::D1, "D1", "target-embedding", Family::Domain, targetEmbedding,
     "Protected domain embedded in a subdomain", "Chromium lookalikes (target embedding)"},
    {Check::D2, "D2", "combo-squatting", Family::Domain, comboSquatting,
     "Brand combined with a keyword", "Kintis et al., CCS 2017"},
    {Check::D3, "D3", "hostname-padding", Family::Domain, hostnamePadding,
     "Hostname padding or depth", "Chromium elision behaviour"},
    {Check::D4, "D4", "private-suffix-tenant", Family::Domain, privateSuffixTenant,
     "Owner is a tenant of a private suffix", "Public Suffix List (PRIVATE)"},
    {Check::D5, "D5", "file-extension-tld", Family::Domain, fileExtensionTld,
     "Top-level domain that looks like a file extension", "Rauch 2023"},
    {Check::D6, "D6", "unknown-tld", Family::Domain, unknownTld,
     "Top-level domain missing from the PSL", "Public Suffix List algorithm"},
    // §4.6 redirects and nesting
    {Check::R1, "R1", "nested-url", Family::Redirect, nestedUrl, "Nested URL in a parameter",
     "CWE-601"},
    {Check::R2, "R2", "encoded-nested-url", Family::Redirect, encodedNestedUrl,
     "Encoded nested URL", "CWE-601"},
    {Check::R3, "R3", "url-in-path", Family::Redirect, urlInPath, "URL embedded in the path",
     "CWE-601"},
    {Check::R4, "R4", "open-redirect-payload", Family::Redirect, openRedirectPayload,
     "Open-redirect payload", "URL Standard (relative resolution)"},
    // §4.7 schemes
    {Check::S1, "S1", "script-scheme", Family::Scheme, scriptScheme, "Script-capable scheme",
     "HTML Standard (javascript: URLs)"},
    {Check::S2, "S2", "data-url", Family::Scheme, dataUrl, "Other data: URL", "RFC 2397"},
    {Check::S3, "S3", "os-handler-scheme", Family::Scheme, osHandlerScheme,
     "Local resource or OS-handler scheme", "RFC 8089; CVE-2022-30190"},
    {Check::S4, "S4", "ssrf-gadget-scheme", Family::Scheme, ssrfGadgetScheme, "SSRF-gadget scheme",
     "OWASP SSRF Prevention"},
    {Check::S5, "S5", "unusual-scheme", Family::Scheme, unusualScheme,
     "Unknown or oddly written scheme", "RFC 7595"},
    {Check::S6, "S6", "cleartext-transport", Family::Scheme, cleartextTransport,
     "Cleartext or mismatched transport", "RFC 9110 §4.2.2"},
    // §4.8 length and shape
    {Check::L1, "L1", "excessive-length", Family::Length, excessiveLength, "Excessive URL length",
     "RFC 9110 §4.1"},
    {Check::L2, "L2", "dns-limits", Family::Length, dnsLimits, "DNS length or syntax limits",
     "RFC 1035 §2.3.4; RFC 5891 §4.2.3.1"},
    {Check::L3, "L3", "component-anomaly", Family::Length, componentAnomaly,
     "Component anomaly (length, count, pollution)", "OWASP HTTP Parameter Pollution"},
    // §4.2 again: found by the readers layer (readers/), which runs real URL
    // libraries; no function of the analysis runs it
    {Check::P11, "P11", "readers-disagree", Family::ParserDifferential, nullptr,
     "Real URL libraries disagree on the host", "Orange Tsai 2017; Claroty/Snyk 2022"},
    // §4.9 downloads
    {Check::F1, "F1", "dangerous-file-type", Family::Download, dangerousFileType,
     "Downloads a file of a dangerous type", "Chromium download file-type policy"},
    {Check::F2, "F2", "double-extension", Family::Download, doubleExtension,
     "File name with a second, deceptive extension", "MITRE ATT&CK T1036.007"},
    {Check::F3, "F3", "cpu-named-binary", Family::Download, cpuNamedBinary,
     "Program named after a processor (IoT botnet)", "Antonakakis et al., USENIX Security 2017"},
    {Check::F4, "F4", "public-hosting", Family::Download, publicHosting,
     "Served by a public file or code hosting service", "MITRE ATT&CK T1608.001"},
    // §4.10 the reviewer's blocklists (blocklist.cpp)
    {Check::K1, "K1", "blocklisted", Family::Blocklist, blocklisted, "Named by a loaded blocklist",
     "uBlock Origin static filter syntax; hosts(5)"},
    // §4.11 the context a link arrives in: found by the documents layer
    // (documents/), which reads the mail, page, PDF or image around it; no
    // function of the analysis runs them
    {Check::C1, "C1", "shown-target-mismatch", Family::Context, nullptr,
     "The text shown for the link names another site", "Thunderbird link text mismatch"},
    {Check::C2, "C2", "shown-https-target-http", Family::Context, nullptr,
     "The text shows https:, the link goes over http:", "SpamAssassin HTTPS_HTTP_MISMATCH"},
    {Check::C3, "C3", "sender-deception", Family::Context, nullptr,
     "The sender's name or reply address belongs to another owner",
     "RFC 5322 §3.6.2; SpamAssassin FromNameSpoof"},
    {Check::C4, "C4", "credential-form", Family::Context, nullptr,
     "Form that asks for a password or posts elsewhere", "HTML Standard (form submission)"},
    {Check::C5, "C5", "automatic-redirect", Family::Context, nullptr,
     "Automatic redirect (meta refresh, script)",
     "HTML Standard (shared declarative refresh steps)"},
    {Check::C6, "C6", "link-in-code", Family::Context, nullptr,
     "Link that arrives in a QR or other 2-D code", "ISO/IEC 18004 (QR Code)"},
    {Check::C7, "C7", "link-without-content", Family::Context, nullptr,
     "Link with nothing to see (no text, no image)", "HTML Standard (the a element)"},
}};

// The family that the letter of an id names (catalog §4: one sub-section per letter).
constexpr Family familyOfLetter(char letter)
{
    switch (letter) {
    case 'P':
        return Family::ParserDifferential;
    case 'N':
        return Family::HostClass;
    case 'U':
        return Family::Unicode;
    case 'D':
        return Family::Domain;
    case 'R':
        return Family::Redirect;
    case 'S':
        return Family::Scheme;
    case 'L':
        return Family::Length;
    case 'F':
        return Family::Download;
    case 'K':
        return Family::Blocklist;
    case 'C':
        return Family::Context;
    default:
        return Family::Rfc3986;
    }
}

// One row per enumerator of Check, in its order, with the family of its
// letter. (The functions' addresses are no constants under the sanitizers,
// so they are not compared here.)
constexpr bool registryInEnumOrder()
{
    for (std::size_t i = 0; i < kRegistry.size(); ++i) {
        const Registered &r = kRegistry[i];
        if (static_cast<std::size_t>(r.check) != i || r.id.empty() || r.slug.empty()
            || r.family != familyOfLetter(r.id.front()))
            return false;
    }
    return true;
}
static_assert(kCheckCount == 77, "the catalog has 77 checks");
static_assert(kRegistry.size() == kCheckCount, "one row per enumerator of Check");
static_assert(registryInEnumOrder(), "the rows of the registry follow the order of Check");

// Every row but P11's and the context family's has a function that
// analyze() runs. (Told by the check, not by comparing the function with
// null: the functions' addresses are no constants under the sanitizers.)
constexpr bool runByAnalysis(const Registered &r)
{
    return r.check != Check::P11 && r.family != Family::Context;
}

constexpr std::size_t kRunCount = [] {
    std::size_t n = 0;
    for (const Registered &r : kRegistry)
        n += runByAnalysis(r) ? 1 : 0;
    return n;
}();
static_assert(kRunCount == kCheckCount - 8,
              "every check but P11 and C1..C7 is run by the analysis");

// The functions of the registry in the order runChecks() runs them: the
// catalog's, with the R family moved to the end.
constexpr std::array<CheckFunction, kRunCount> runOrder()
{
    std::array<CheckFunction, kRunCount> order{};
    std::size_t n = 0;
    for (const Registered &r : kRegistry) {
        if (runByAnalysis(r) && r.family != Family::Redirect)
            order[n++] = r.run;
    }
    for (const Registered &r : kRegistry) {
        if (runByAnalysis(r) && r.family == Family::Redirect)
            order[n++] = r.run;
    }
    return order;
}
constexpr std::array<CheckFunction, kRunCount> kRunOrder = runOrder();

// Every function of kRunOrder, in order: direct calls, no loop.
template <std::size_t... I>
void runInOrder(Context &ctx, std::index_sequence<I...>)
{
    (kRunOrder[I](ctx), ...);
}

// What checkInfo() gives for a value outside Check (a bad cast).
constexpr Check kNoCheck = static_cast<Check>(0xFF);
constexpr Registered kUnknown{kNoCheck, {}, {}, Family::Rfc3986, nullptr, {}, {}};

} // namespace

const std::array<Registered, kCheckCount> &registry()
{
    return kRegistry;
}

const Registered &registered(Check check)
{
    const auto i = static_cast<std::size_t>(check);
    return i < kRegistry.size() ? kRegistry[i] : kUnknown;
}

// The order of the checks (kRunOrder): prepareHost() first, since every
// check reads the canonical host; then the registry's functions in catalog
// order, A1..L3, F1..F4 and K1, except the R family (R1..R4), which runs last,
// after S, L and F; then analyzeNestedUrls(), the recursion into the nested URLs (catalog
// §2.6), so that every finding of the outer text comes before those of the
// URLs nested in it. One check reads another's findings: D5 (a .zip or
// .mov TLD) is High when A12 or U12 fired, and both run before it. What
// several checks share (Context::Shared) is computed by whichever asks first.
void runChecks(Context &ctx)
{
    if (ctx.wv.url) {
        ctx.scheme = ctx.wv.url->scheme;
        ctx.special = ctx.wv.url->special();
        ctx.port = ctx.wv.url->port ? ctx.wv.url->port : whatwg::defaultPort(ctx.scheme);
    } else if (ctx.rv.scheme) {
        ctx.scheme = uri::detail::asciiLower(ctx.rv.text(*ctx.rv.scheme));
        ctx.special = whatwg::defaultPort(ctx.scheme).has_value() || ctx.scheme == "file";
    }
    if (ctx.scheme.empty() && ctx.rv.scheme)
        ctx.scheme = uri::detail::asciiLower(ctx.rv.text(*ctx.rv.scheme));
    if (!ctx.port) {
        const auto table = ctx.data.schemePorts.find(ctx.scheme);
        if (table != ctx.data.schemePorts.end() && !table->second.empty())
            ctx.port = table->second.front();
    }
    prepareHost(ctx);
    runInOrder(ctx, std::make_index_sequence<kRunCount>());
    analyzeNestedUrls(ctx);
}

} // namespace detail

std::string_view familyName(Family family)
{
    switch (family) {
    case Family::Rfc3986:
        return "rfc3986";
    case Family::ParserDifferential:
        return "parser-differential";
    case Family::HostClass:
        return "host-class";
    case Family::Unicode:
        return "unicode";
    case Family::Domain:
        return "domain";
    case Family::Redirect:
        return "redirect";
    case Family::Scheme:
        return "scheme";
    case Family::Length:
        return "length";
    case Family::Download:
        return "download";
    case Family::Blocklist:
        return "blocklist";
    case Family::Context:
        return "context";
    }
    return "rfc3986";
}

const std::vector<CheckInfo> &checkInfos()
{
    static const std::vector<CheckInfo> infos = [] {
        std::vector<CheckInfo> all;
        all.reserve(kCheckCount);
        for (const detail::Registered &r : detail::registry())
            all.push_back({r.check, r.id, r.slug, r.family, r.title, r.cite});
        return all;
    }();
    return infos;
}

const CheckInfo &checkInfo(Check check)
{
    static const CheckInfo unknown{detail::kUnknown.check, {}, {}, Family::Rfc3986, {}, {}};
    const auto i = static_cast<std::size_t>(check);
    const std::vector<CheckInfo> &all = checkInfos();
    return i < all.size() ? all[i] : unknown;
}

std::optional<Check> checkFromId(std::string_view id)
{
    for (const detail::Registered &r : detail::registry()) {
        if (r.id == id || r.slug == id)
            return r.check;
    }
    return std::nullopt;
}

} // namespace uri::security
