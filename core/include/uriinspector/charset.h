/**
 * @file charset.h
 * @brief The character classes of RFC 3986 §2 and Appendix A as 256-entry tables.
 *
 * Each class is a bit; a byte's bits come from one constexpr table built from
 * the literal sets of the RFC, so that a component is checked with one table
 * lookup per byte. "%" is in no set: pct-encoded is checked on its own.
 */
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace uri {

namespace charset {

using Mask = std::uint16_t;

inline constexpr Mask kAlpha = 1u << 0;      ///< ALPHA = %x41-5A / %x61-7A
inline constexpr Mask kDigit = 1u << 1;      ///< DIGIT = %x30-39
inline constexpr Mask kHexdig = 1u << 2;     ///< HEXDIG = DIGIT / "A"-"F" (case-insensitive)
inline constexpr Mask kUnreserved = 1u << 3; ///< §2.3 ALPHA / DIGIT / "-" / "." / "_" / "~"
inline constexpr Mask kGenDelim = 1u << 4;   ///< §2.2 ":" / "/" / "?" / "#" / "[" / "]" / "@"
inline constexpr Mask kSubDelim = 1u << 5;   ///< §2.2 "!" / "$" / "&" / "'" / "(" / ")" /
                                             ///<      "*" / "+" / "," / ";" / "="
inline constexpr Mask kScheme = 1u << 6;     ///< §3.1 ALPHA / DIGIT / "+" / "-" / "."
inline constexpr Mask kUserinfo = 1u << 7;   ///< §3.2.1 unreserved / sub-delims / ":"
inline constexpr Mask kRegName = 1u << 8;    ///< §3.2.2 unreserved / sub-delims
inline constexpr Mask kPchar = 1u << 9;      ///< §3.3 unreserved / sub-delims / ":" / "@"
inline constexpr Mask kPath = 1u << 10;      ///< pchar / "/" (a path, segments and slashes)
inline constexpr Mask kQuery = 1u << 11;     ///< §3.4/§3.5 pchar / "/" / "?"
inline constexpr Mask kIpvFuture = 1u << 12; ///< §3.2.2 unreserved / sub-delims / ":"
inline constexpr Mask kReserved = kGenDelim | kSubDelim; ///< §2.2

namespace build {

constexpr bool isIn(char c, std::string_view set)
{
    return set.find(c) != std::string_view::npos;
}

constexpr std::array<Mask, 256> makeTable()
{
    constexpr std::string_view genDelims = ":/?#[]@";
    constexpr std::string_view subDelims = "!$&'()*+,;=";
    std::array<Mask, 256> table{};
    for (int b = 0; b < 256; ++b) {
        const char c = static_cast<char>(b);
        Mask m = 0;
        const bool alpha = (b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z');
        const bool digit = b >= '0' && b <= '9';
        if (alpha)
            m |= kAlpha;
        if (digit)
            m |= kDigit;
        if (digit || (b >= 'A' && b <= 'F') || (b >= 'a' && b <= 'f'))
            m |= kHexdig;
        const bool unreserved = alpha || digit || isIn(c, "-._~");
        const bool sub = isIn(c, subDelims);
        if (unreserved)
            m |= kUnreserved;
        if (b < 128 && isIn(c, genDelims))
            m |= kGenDelim;
        if (b < 128 && sub)
            m |= kSubDelim;
        if (alpha || digit || isIn(c, "+-."))
            m |= kScheme;
        if (unreserved || sub || c == ':')
            m |= kUserinfo | kIpvFuture;
        if (unreserved || sub)
            m |= kRegName;
        if (unreserved || sub || c == ':' || c == '@')
            m |= kPchar | kPath | kQuery;
        if (c == '/')
            m |= kPath | kQuery;
        if (c == '?')
            m |= kQuery;
        table[static_cast<std::size_t>(b)] = m;
    }
    return table;
}

} // namespace build

inline constexpr std::array<Mask, 256> kTable = build::makeTable();

/// Whether byte @p c belongs to every class in @p mask.
[[nodiscard]] constexpr bool is(unsigned char c, Mask mask)
{
    return (kTable[c] & mask) == mask;
}
[[nodiscard]] constexpr bool is(char c, Mask mask)
{
    return is(static_cast<unsigned char>(c), mask);
}

/// Whether byte @p c belongs to at least one class in @p mask (kReserved is
/// the union of gen-delims and sub-delims, RFC 3986 §2.2).
[[nodiscard]] constexpr bool isAny(unsigned char c, Mask mask)
{
    return (kTable[c] & mask) != 0;
}

} // namespace charset
} // namespace uri
