/**
 * @file diagnostic.h
 * @brief Diagnostics: what is wrong (or notable) in an input, and where.
 *
 * Every diagnostic carries a stable code (serialized as a fixed string,
 * never renumbered or reused), the span of the offending characters, the
 * ABNF rule that was violated, a citation and an English message. The UI
 * translates by code and never shows the English message; the command line
 * prints it. docs/diagnostics.md lists every code with an example, and a
 * test keeps that table and kDiagCodeInfo in step.
 */
#pragma once

#include "uriinspector/span.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace uri {

enum class Severity : std::uint8_t {
    Info,    ///< worth knowing; the input is valid
    Warning, ///< valid by the grammar, but deprecated or misleading
    Error,   ///< the input violates the grammar of the chosen spec
};

/// Stable diagnostic codes. Append only; never renumber or reuse.
enum class DiagCode : std::uint16_t {
    SchemeStart,           ///< RFC 3986 §3.1: scheme must begin with ALPHA
    SchemeChar,            ///< RFC 3986 §3.1: character not allowed in scheme
    PathNoschemeColon,     ///< RFC 3986 §4.2: ":" in the first segment of a relative path
    UserinfoChar,          ///< RFC 3986 §3.2.1
    RegNameChar,           ///< RFC 3986 §3.2.2 reg-name
    PortChar,              ///< RFC 3986 §3.2.3
    PathChar,              ///< RFC 3986 §3.3
    QueryChar,             ///< RFC 3986 §3.4
    FragmentChar,          ///< RFC 3986 §3.5
    PctEncodedMalformed,   ///< RFC 3986 §2.1: "%" not followed by two HEXDIG
    NonAscii,              ///< RFC 3986 §2: a non-ASCII character (IRI, RFC 3987)
    InvalidUtf8,           ///< bytes that are not UTF-8 at all
    ControlChar,           ///< RFC 3986 §2: C0 control or DEL
    Whitespace,            ///< RFC 3986 §2 / Appendix C: a space
    IpLiteralUnterminated, ///< RFC 3986 §3.2.2: "[" without "]"
    IpLiteralTrailing,     ///< RFC 3986 §3.2.2: text between "]" and ":" port
    Ipv6Char,              ///< RFC 3986 §3.2.2 IPv6address: not HEXDIG, ":" or "."
    Ipv6H16Length,         ///< RFC 3986 §3.2.2 h16 = 1*4HEXDIG
    Ipv6GroupCount,        ///< RFC 3986 §3.2.2: wrong number of 16-bit pieces
    Ipv6DoubleColonTwice,  ///< RFC 3986 §3.2.2: "::" more than once
    Ipv6LoneColon,         ///< RFC 3986 §3.2.2: a leading or trailing single ":"
    Ipv6Ipv4Tail,          ///< RFC 3986 §3.2.2 ls32: a bad or misplaced IPv4 tail
    Ipv6Empty,             ///< RFC 3986 §3.2.2: "[]"
    Ipv6ZoneId,            ///< RFC 6874 zone identifier ("%25"): not RFC 3986
    Ipv6ZoneIdUnencoded,   ///< RFC 4007 "%zone" without the "%25" of RFC 6874
    IpvFutureSyntax,       ///< RFC 3986 §3.2.2 IPvFuture
    RegNameNumeric,        ///< RFC 3986 §3.2.2 / §7.4: digits and dots, yet no IPv4address
    DeprecatedPassword,    ///< RFC 3986 §3.2.1 / §7.5: "user:password" is deprecated
    EmptyPort,             ///< RFC 3986 §3.2.3 / §6.2.3: ":" with an empty port
    TooManyDiagnostics,    ///< the rest were not recorded (a cap keeps memory bounded)
    // The URL Standard's validation errors (§1.1), named as the Standard names them
    WhatwgDomainToAscii,              ///< domain-to-ASCII (failure when not ASCII, see table)
    WhatwgDomainPercentEncoded,       ///< domain-percent-encoded
    WhatwgHostInvalidCodePoint,       ///< host-invalid-code-point (failure)
    WhatwgIpv4EmptyPart,              ///< IPv4-empty-part
    WhatwgIpv4TooFewParts,            ///< IPv4-too-few-parts
    WhatwgIpv4TooManyParts,           ///< IPv4-too-many-parts (failure)
    WhatwgIpv4NonNumericPart,         ///< IPv4-non-numeric-part (failure)
    WhatwgIpv4NonDecimalPart,         ///< IPv4-non-decimal-part
    WhatwgIpv4OutOfRangePart,         ///< IPv4-out-of-range-part (failure but in the last part)
    WhatwgIpv4NonAsciiInput,          ///< IPv4-non-ASCII-input
    WhatwgIpv6Unclosed,               ///< IPv6-unclosed (failure)
    WhatwgIpv6InvalidCompression,     ///< IPv6-invalid-compression (failure)
    WhatwgIpv6TooManyPieces,          ///< IPv6-too-many-pieces (failure)
    WhatwgIpv6MultipleCompression,    ///< IPv6-multiple-compression (failure)
    WhatwgIpv6InvalidCodePoint,       ///< IPv6-invalid-code-point (failure)
    WhatwgIpv6TooFewPieces,           ///< IPv6-too-few-pieces (failure)
    WhatwgIpv6PieceLeadingZero,       ///< IPv6-piece-leading-zero
    WhatwgIpv4InIpv6TooManyPieces,    ///< IPv4-in-IPv6-too-many-pieces (failure)
    WhatwgIpv4InIpv6InvalidCodePoint, ///< IPv4-in-IPv6-invalid-code-point (failure)
    WhatwgIpv4InIpv6OutOfRangePart,   ///< IPv4-in-IPv6-out-of-range-part (failure)
    WhatwgIpv4InIpv6TooFewParts,      ///< IPv4-in-IPv6-too-few-parts (failure)
    WhatwgInvalidUrlUnit,             ///< invalid-URL-unit
    WhatwgSpecialSchemeMissingFollowingSolidus, ///< special-scheme-missing-following-solidus
    WhatwgMissingSchemeNonRelativeUrl,          ///< missing-scheme-non-relative-URL (failure)
    WhatwgInvalidReverseSolidus,                ///< invalid-reverse-solidus
    WhatwgInvalidCredentials,                   ///< invalid-credentials
    WhatwgHostMissing,                          ///< host-missing (failure)
    WhatwgPortOutOfRange,                       ///< port-out-of-range (failure)
    WhatwgPortInvalid,                          ///< port-invalid (failure)
    WhatwgFileInvalidWindowsDriveLetter,        ///< file-invalid-Windows-drive-letter
    WhatwgFileInvalidWindowsDriveLetterHost,    ///< file-invalid-Windows-drive-letter-host
    // Percent-encoding views, encoding, IRIs and IDNA
    DoubleEncoding,         ///< RFC 3986 §2.4: "%25" before two HEXDIG: encoded twice
    DecodedInvalidUtf8,     ///< RFC 3986 §2.5: the decoded octets are not UTF-8
    DecodedControl,         ///< RFC 3986 §7.3: decodes to a control character (%00, %0A)
    DecodedBidiOrInvisible, ///< RFC 3987 §4.1: decodes to a bidi formatting or invisible character
    PctEncodedUnreserved,   ///< RFC 3986 §2.3: an unreserved character, percent-encoded
    PctEncodedDelimiter, ///< RFC 3986 §2.2: an encoded delimiter, not equivalent to the delimiter
    PctEncodedLowercase, ///< RFC 3986 §2.1: lowercase hexadecimal digits
    EncodeUnrepresentable,    ///< the spec's rule for the component has no escape for the character
    IriNotUcschar,            ///< RFC 3987 §2.2: non-ASCII, but neither ucschar nor iprivate
    IriPrivateUse,            ///< RFC 3987 §2.2: iprivate outside the query
    IriBidiFormat,            ///< RFC 3987 §4.1: a bidi formatting character in an IRI
    IdnaEmptyLabel,           ///< UTS #46 (ICU UIDNA_ERROR_EMPTY_LABEL)
    IdnaLabelTooLong,         ///< UTS #46 (ICU UIDNA_ERROR_LABEL_TOO_LONG): over 63 octets
    IdnaDomainTooLong,        ///< UTS #46 (ICU UIDNA_ERROR_DOMAIN_NAME_TOO_LONG): over 253 octets
    IdnaLeadingHyphen,        ///< UTS #46 (ICU UIDNA_ERROR_LEADING_HYPHEN)
    IdnaTrailingHyphen,       ///< UTS #46 (ICU UIDNA_ERROR_TRAILING_HYPHEN)
    IdnaHyphen34,             ///< UTS #46 (ICU UIDNA_ERROR_HYPHEN_3_4): "--" in positions 3 and 4
    IdnaLeadingCombiningMark, ///< UTS #46 (ICU UIDNA_ERROR_LEADING_COMBINING_MARK)
    IdnaDisallowed,           ///< UTS #46 (ICU UIDNA_ERROR_DISALLOWED): a disallowed code point
    IdnaPunycode,    ///< UTS #46 (ICU UIDNA_ERROR_PUNYCODE): an "xn--" label that is no Punycode
    IdnaLabelHasDot, ///< UTS #46 (ICU UIDNA_ERROR_LABEL_HAS_DOT)
    IdnaInvalidAceLabel,     ///< UTS #46 (ICU UIDNA_ERROR_INVALID_ACE_LABEL)
    IdnaBidi,                ///< RFC 5893 (ICU UIDNA_ERROR_BIDI): the Bidi Rule
    IdnaContextJ,            ///< RFC 5892 A.1/A.2 (ICU UIDNA_ERROR_CONTEXTJ): ZWJ/ZWNJ rules
    IdnaContextOPunctuation, ///< RFC 5892 A.3-A.7 (ICU UIDNA_ERROR_CONTEXTO_PUNCTUATION)
    IdnaContextODigits,      ///< RFC 5892 A.8/A.9 (ICU UIDNA_ERROR_CONTEXTO_DIGITS)
    // The grammars before RFC 3986 (RFC 2396, draft-01, RFC 1808, RFC 1630)
    HostnameSyntax,     ///< RFC 2396 §3.2.2 and earlier: not hostname (nor hostnumber)
    RegistryName,       ///< RFC 2396 §3.2: no server, so the authority is a reg_name
    IpLiteralNotInSpec, ///< "[...]": RFC 2732 (1999) added IP-literals, RFC 3986 kept them
    OpaqueNoQuery,      ///< RFC 2396 §3: an opaque_part has no query; "?" belongs to it
    MissingPath,        ///< RFC 2396 §3, §5: "scheme:" or "?query" without a path
    PortMissing,        ///< RFC 1738 §3.1, RFC 1630: port = 1*digit, so ":" needs a port
    HostnumberRange,    ///< RFC 2396 §3.2.2 and earlier: an IPv4address with a part over 255
    FsegmentEmpty,      ///< RFC 1808 §2.2 fsegment = 1*pchar: a relative "//host//path"
    NotGenericRl,       ///< RFC 1808 §2.2: "scheme://host//path" is no generic-RL
    NotGenericUrl,      ///< draft-01 §4.2: no generic-URL, an opaque-URL = scheme ":" *urlchar
};

/// The number of DiagCode values: every table indexed by DiagCode has this
/// many rows (a static_assert checks it). Update it with every code appended.
inline constexpr std::size_t kDiagCodeCount = static_cast<std::size_t>(DiagCode::NotGenericUrl) + 1;

/// Diagnostics beyond this many are summarised by one TooManyDiagnostics.
inline constexpr std::size_t kMaxDiagnostics = 1000;

/// The static facts about one code.
struct DiagCodeInfo
{
    DiagCode code;
    std::string_view name;    ///< the stable string, e.g. "path-char"
    Severity severity;        ///< the severity it is always reported with
    std::string_view summary; ///< one English line for catalogues
    std::string_view example; ///< an input that produces it
};

struct Diagnostic
{
    Severity severity = Severity::Error;
    DiagCode code = DiagCode::PathChar;
    Span span;
    std::string_view rule; ///< the ABNF rule, e.g. "segment" (static storage)
    std::string_view cite; ///< e.g. "RFC 3986 §3.3" (static storage)
    std::string message;   ///< English, for the CLI and logs

    friend bool operator==(const Diagnostic &, const Diagnostic &) = default;
};

/// Every code, in enum order.
[[nodiscard]] const DiagCodeInfo *diagCodeInfoBegin();
[[nodiscard]] const DiagCodeInfo *diagCodeInfoEnd();
[[nodiscard]] const DiagCodeInfo &diagCodeInfo(DiagCode code);
[[nodiscard]] std::string_view diagCodeName(DiagCode code);
[[nodiscard]] std::optional<DiagCode> diagCodeFromName(std::string_view name);
[[nodiscard]] std::string_view severityName(Severity severity);

} // namespace uri
