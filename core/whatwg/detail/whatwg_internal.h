/**
 * @file whatwg_internal.h
 * @brief What the URL parser and the host parser of the URL Standard share:
 * the decoded input with the offset of every code point, the percent-encode
 * sets, and the collection of validation errors.
 */
#pragma once

#include "syntax/detail/diagnostic_sink.h"
#include "text/detail/text.h"
#include "uriinspector/diagnostic.h"
#include "uriinspector/whatwg.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace uri::whatwg::detail {

using uri::detail::asciiLower;
using uri::detail::DiagnosticSink;
using uri::detail::equalsI;
using uri::detail::hexValue;
using uri::detail::isAsciiAlpha;
using uri::detail::isAsciiDigit;
using uri::detail::isAsciiHexDigit;
using uri::whatwg::Host;
using uri::whatwg::HostKind;

/// The EOF code point of URL Standard §1.2 (no scalar value has it).
inline constexpr char32_t kEof = 0xFFFFFFFF;

/// One code point of the input and the bytes of the original text it came from.
struct CodePoint
{
    char32_t cp = 0;
    std::size_t offset = 0;
    std::size_t length = 0;
};

/**
 * @brief The input as the Standard's state machine sees it (a list of code
 * points, after any stripping), each with its place in the original text.
 */
class CodePoints
{
public:
    /// Decode all of @p text; bytes that are not UTF-8 become U+FFFD.
    static CodePoints decode(std::string_view text);

    std::vector<CodePoint> items;
    std::size_t endOffset = 0; ///< where a zero-length span at EOF points

    [[nodiscard]] std::size_t size() const { return items.size(); }
    /// The code point at @p i, or kEof past the end.
    [[nodiscard]] char32_t at(std::size_t i) const { return i < items.size() ? items[i].cp : kEof; }
    /// The original bytes of code points [from, to); zero-length at @p from when empty.
    [[nodiscard]] Span span(std::size_t from, std::size_t to) const;
    /// Original offset of code point @p i (endOffset past the end).
    [[nodiscard]] std::size_t offsetOf(std::size_t i) const;
};

/// URL Standard §1.3 percent-encode sets.
enum class EncodeSet : std::uint8_t {
    C0Control,    ///< C0 controls and everything above U+007E
    Fragment,     ///< C0 control + space " < > `
    Query,        ///< C0 control + space " # < >
    SpecialQuery, ///< query + '
    Path,         ///< query + ? ^ ` { }
    Userinfo,     ///< path + / : ; = @ [ \ ] |
};

/// Whether the ASCII code point @p c is in @p set (non-ASCII always is).
[[nodiscard]] bool inEncodeSet(char32_t c, EncodeSet set);

/// URL Standard §1.3 UTF-8 percent-encode @p c using @p set, appended to @p out.
void percentEncode(char32_t c, EncodeSet set, std::string &out);

/// URL Standard §4.3 URL code points (ASCII alphanumeric, !$&'()*+,-./:;=?@_~
/// and U+00A0 to U+10FFFD without surrogates and noncharacters).
[[nodiscard]] bool isUrlCodePoint(char32_t c);

/// Whether @p domain is a name that UTS #46 ToASCII (strict or relaxed)
/// and ToUnicode give back only lowercased, without errors: labels of 1-63
/// letters, digits and hyphens (RFC 1034 §3.5), no hyphen first, last or
/// in positions 3 and 4 (UTS #46 §4.1), at most 253 octets (UTS #46 §4.2).
[[nodiscard]] bool isPlainLdhName(std::string_view domain);

/**
 * @brief The domain-to-ASCII validation error that the host parser reports
 * (to @p sink, on @p where) for an ASCII @p domain (as written) whose
 * labels are 1-63 octets with no hyphen first, last or in positions 3 and 4,
 * at most 253 octets in all, made of letters, digits, "-" and at least one
 * other code point that is not a forbidden domain code point (URL Standard
 * §3.2): strict UTS #46 ToASCII disallows that code point (UseSTD3ASCIIRules,
 * UTS #46 §4.1 step 4.3 and the IDNA mapping table's disallowed_STD3_valid)
 * and finds nothing else, and the domain is still accepted, lowercased
 * (URL Standard §3.3 step 5).
 */
void reportStd3Domain(std::string_view domain, Span where, uri::detail::DiagnosticSink &sink);

/// URL Standard §3.2 forbidden host code point.
[[nodiscard]] bool isForbiddenHostCodePoint(char32_t c);
/// URL Standard §3.2 forbidden domain code point.
[[nodiscard]] bool isForbiddenDomainCodePoint(char32_t c);

/**
 * @brief URL Standard §3.5 host parser on code points [from, to) of @p in.
 * Errors go to @p sink with spans into the original text of @p in.
 */
[[nodiscard]] std::optional<Host> parseHost(const CodePoints &in, std::size_t from, std::size_t to,
                                            bool isOpaque, DiagnosticSink &sink);

/**
 * @brief The basic URL parser's fast path (whatwg/parse.cpp): for an input
 * it handles (no base), fills @p result exactly as the state machine would
 * and returns true; otherwise returns false and leaves @p result alone.
 * @p scans: as parse() reads the input (sixteen bytes at a time where the
 * processor can, syntax/detail/class_scan.h), or a byte or two at a time.
 */
enum class FastScans { AsParse, Bytes };
[[nodiscard]] bool parseFast(std::string_view input, uri::whatwg::ParseResult &result,
                             FastScans scans = FastScans::AsParse);

/// The basic URL parser's state machine alone, without the fast path (what
/// uri::whatwg::parse() runs for every input that parseFast() declines).
[[nodiscard]] uri::whatwg::ParseResult parseStateMachine(std::string_view input,
                                                         const uri::whatwg::Url *base = nullptr);

/// The host as a browser renders it (URL Standard §4.8): a domain through
/// domain to Unicode, anything else serialized.
[[nodiscard]] std::string displayHost(const Host &host);

} // namespace uri::whatwg::detail
