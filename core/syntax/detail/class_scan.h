/**
 * @file class_scan.h
 * @brief The first byte out of a character class, sixteen bytes at a time.
 *
 * A component of RFC 3986 §3 is a run of one class (charset.h) up to its
 * delimiter. The parser scans it a byte at a time with one table lookup and
 * one branch each, and the branch that ends the run is mispredicted once a
 * component. Here sixteen bytes are classified at once (SSSE3's byte shuffle
 * looks the low and the high nibble of each byte up in two 16-byte tables)
 * and the first byte out of class is found by a bit scan, so a component
 * shorter than 16 bytes costs one predictable branch. Machines without
 * SSSE3 (chosen at run time) and other processors take the byte loop.
 * bench/README.md, "The RFC 3986 parse, sixteen bytes at a time".
 */
#pragma once

#include "uriinspector/charset.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace uri::detail {

/// A class as two 16-entry tables: byte c is in the class exactly when
/// low[c & 15] & high[c >> 4] is not zero. high[h] is the bit of row h (h < 8),
/// low[l] the rows whose byte (row << 4 | l) is in the class; every class
/// of charset.h is ASCII, so the rows 8 to 15 are empty.
struct NibbleTables
{
    alignas(16) std::array<std::uint8_t, 16> low{};
    alignas(16) std::array<std::uint8_t, 16> high{};
};

constexpr NibbleTables nibbleTables(charset::Mask mask)
{
    NibbleTables t;
    for (int h = 0; h < 8; ++h)
        t.high[static_cast<std::size_t>(h)] = static_cast<std::uint8_t>(1u << h);
    for (int b = 0; b < 128; ++b) {
        if (charset::is(static_cast<unsigned char>(b), mask))
            t.low[static_cast<std::size_t>(b & 15)] |= static_cast<std::uint8_t>(1u << (b >> 4));
    }
    return t;
}

/// Whether every byte of a class is ASCII, so that its nibble tables are exact.
constexpr bool isAsciiClass(charset::Mask mask)
{
    for (int b = 128; b < 256; ++b) {
        if (charset::is(static_cast<unsigned char>(b), mask))
            return false;
    }
    return true;
}

template <charset::Mask M>
inline constexpr NibbleTables kNibbleTables = [] {
    static_assert(isAsciiClass(M), "nibble tables hold ASCII classes only");
    return nibbleTables(M);
}();

/// Whether skipClassWide() may run here (SSSE3, read once at start-up).
[[nodiscard]] bool wideScanAvailable() noexcept;

/// wideScanAvailable(), read once. Code that runs before it is set (another
/// static initializer) reads false and scans a byte at a time.
inline const bool kWideScan = wideScanAvailable();

/// The first index in [from, size) whose byte is out of the class of @p t,
/// or size. Needs size >= 16 and wideScanAvailable(); reads only
/// [min(from, size - 16), size).
[[nodiscard]] std::size_t skipClassWide(const char *data, std::size_t from, std::size_t size,
                                        const NibbleTables &t) noexcept;

/// The same a byte at a time: what skipClassWide() must equal.
[[nodiscard]] inline std::size_t skipClassBytes(std::string_view text, std::size_t from,
                                                charset::Mask mask) noexcept
{
    std::size_t i = from;
    while (i < text.size() && charset::is(text[i], mask))
        ++i;
    return i;
}

/// The first index in [from, text.size()) whose byte is not in class @p M.
template <charset::Mask M>
[[nodiscard]] inline std::size_t skipClass(std::string_view text, std::size_t from) noexcept
{
    if (text.size() >= 16 && kWideScan)
        return skipClassWide(text.data(), from, text.size(), kNibbleTables<M>);
    return skipClassBytes(text, from, M);
}

} // namespace uri::detail
