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
};

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
