// The registry of checks: one function per id of the catalog
// (docs/security-checks.md §4), named by its slug, and the table that gives
// each its id, slug, family, title and citation (registry.cpp). The public
// checkInfos(), checkInfo() and checkFromId() of security.h read that table;
// runChecks() runs its functions.
#pragma once

#include "security/detail/security_context.h"

#include <array>
#include <string_view>

namespace uri::security::detail {

/// A check: it adds the findings of one catalog id to the context.
using CheckFunction = void (*)(Context &);

/// One row of the registry.
struct Registered
{
    Check check;
    std::string_view id;   ///< "A12"
    std::string_view slug; ///< "deceptive-userinfo"
    Family family;
    CheckFunction run; ///< deceptiveUserinfo
    std::string_view title;
    std::string_view cite;
};

/// The registry, one row per enumerator of Check, in its (the catalog's) order.
[[nodiscard]] const std::array<Registered, kCheckCount> &registry();
/// The row of @p check (an empty row for a value outside Check).
[[nodiscard]] const Registered &registered(Check check);

// §4.1 RFC 3986 section 7 (rfc3986.cpp)
void unstableDestination(Context &ctx);   // A1
void portProtocolMismatch(Context &ctx);  // A2
void protocolDelimiter(Context &ctx);     // A3
void encodedDelimiter(Context &ctx);      // A4
void nulByte(Context &ctx);               // A5
void dotSegmentTraversal(Context &ctx);   // A6
void multipleEncoding(Context &ctx);      // A7
void filesystemSpecialName(Context &ctx); // A8
void rareIpv4Format(Context &ctx);        // A9
void credentialsInUserinfo(Context &ctx); // A10
void secretInQuery(Context &ctx);         // A11
void deceptiveUserinfo(Context &ctx);     // A12

// §4.2 parser differentials (parsers.cpp; P10 in unicode.cpp)
void parserDifferential(Context &ctx);   // P1
void backslash(Context &ctx);            // P2
void strippedWhitespace(Context &ctx);   // P3
void irregularSlashes(Context &ctx);     // P4
void multipleAt(Context &ctx);           // P5
void portSyntax(Context &ctx);           // P6
void percentEncodedHost(Context &ctx);   // P7
void ambiguousNumericHost(Context &ctx); // P8
void schemeMixup(Context &ctx);          // P9
void idnaDifferential(Context &ctx);     // P10

// §4.3 host class (host.cpp)
void loopback(Context &ctx);              // N1
void unspecifiedAddress(Context &ctx);    // N2
void privateAddress(Context &ctx);        // N3
void linkLocalOrMetadata(Context &ctx);   // N4
void ipv6EmbedsIpv4(Context &ctx);        // N5
void specialPurposeAddress(Context &ctx); // N6
void internalName(Context &ctx);          // N7
void wildcardDnsIp(Context &ctx);         // N8
void publicIpLiteral(Context &ctx);       // N9
void ipv6ZoneId(Context &ctx);            // N10

// §4.4 Unicode, IDN and display spoofing (unicode.cpp)
void idn(Context &ctx);                       // U1
void mixedScript(Context &ctx);               // U2
void wholeScriptConfusable(Context &ctx);     // U3
void confusableProtectedDomain(Context &ctx); // U4
void outsideIdentifierProfile(Context &ctx);  // U5
void mixedNumbers(Context &ctx);              // U6
void invisibleCharacter(Context &ctx);        // U7
void bidiControl(Context &ctx);               // U8
void delimiterLookalike(Context &ctx);        // U9
void compatibilityMappedHost(Context &ctx);   // U10
void combiningMarkAbuse(Context &ctx);        // U11
void deceptiveNonAscii(Context &ctx);         // U12
void deviationCharacter(Context &ctx);        // U13

// §4.5 domain and brand structure (domain.cpp)
void targetEmbedding(Context &ctx);     // D1
void comboSquatting(Context &ctx);      // D2
void hostnamePadding(Context &ctx);     // D3
void privateSuffixTenant(Context &ctx); // D4
void fileExtensionTld(Context &ctx);    // D5
void unknownTld(Context &ctx);          // D6

// §4.6 redirects and nesting (nested.cpp)
void nestedUrl(Context &ctx);           // R1
void encodedNestedUrl(Context &ctx);    // R2
void urlInPath(Context &ctx);           // R3
void openRedirectPayload(Context &ctx); // R4

// §4.7 schemes (schemes.cpp)
void scriptScheme(Context &ctx);       // S1
void dataUrl(Context &ctx);            // S2
void osHandlerScheme(Context &ctx);    // S3
void ssrfGadgetScheme(Context &ctx);   // S4
void unusualScheme(Context &ctx);      // S5
void cleartextTransport(Context &ctx); // S6

// §4.8 length and shape (length.cpp)
void excessiveLength(Context &ctx);  // L1
void dnsLimits(Context &ctx);        // L2
void componentAnomaly(Context &ctx); // L3

// §4.9 downloads (download.cpp)
void dangerousFileType(Context &ctx); // F1
void doubleExtension(Context &ctx);   // F2
void cpuNamedBinary(Context &ctx);    // F3
void publicHosting(Context &ctx);     // F4

// §4.10 the reviewer's blocklists (blocklist.cpp)
void blocklisted(Context &ctx); // K1

} // namespace uri::security::detail
