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
 * SSSE3 (chosen at run time) and other processors take the byte loop. The
 * URL Standard's fast path scans its host and path with the same steps
 * (namespace ssse3 below). bench/README.md, "The RFC 3986 parse, sixteen
 * bytes at a time" and "The URL Standard's fast path, sixteen bytes at a time".
 */
#pragma once

#include "uriinspector/charset.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace uri::detail {

/// A set of bytes as two 16-entry tables: byte c is in the set exactly when
/// low[c & 15] & high[c >> 4] is not zero. Each row (the bytes of one high
/// nibble) that the set holds in part has a bit of its own: high[row] is
/// that bit, and low[l] has it when byte (row << 4 | l) is in the set. The
/// rows it holds whole share one more bit, set in every low[l]; the rows it
/// does not touch have high[row] = 0.
struct NibbleTables
{
    alignas(16) std::array<std::uint8_t, 16> low{};
    alignas(16) std::array<std::uint8_t, 16> high{};
};

/// The tables of the bytes b (0 to 255) for which @p inSet(b) holds. Eight
/// bits hold at most eight rows in part, or seven and the whole rows: a set
/// that needs more is no constant expression (the throw).
template <class InSet>
constexpr NibbleTables nibbleTablesOf(InSet inSet)
{
    NibbleTables t;
    unsigned next = 0;
    std::array<unsigned, 16> count{};
    for (unsigned b = 0; b < 256; ++b)
        count[b >> 4] += inSet(static_cast<unsigned char>(b)) ? 1u : 0u;
    bool whole = false;
    for (unsigned row = 0; row < 16; ++row)
        whole = whole || count[row] == 16;
    for (unsigned row = 0; row < 16; ++row) {
        if (count[row] == 0 || count[row] == 16)
            continue;
        if (next == (whole ? 7u : 8u))
            throw "more rows in part than eight bits hold";
        const auto bit = static_cast<std::uint8_t>(1u << next++);
        t.high[row] = bit;
        for (unsigned l = 0; l < 16; ++l) {
            if (inSet(static_cast<unsigned char>(row << 4 | l)))
                t.low[l] |= bit;
        }
    }
    if (whole) {
        const auto bit = static_cast<std::uint8_t>(1u << next);
        for (unsigned row = 0; row < 16; ++row) {
            if (count[row] == 16)
                t.high[row] = bit;
        }
        for (std::uint8_t &l : t.low)
            l |= bit;
    }
    return t;
}

/// The tables of a class of charset.h.
constexpr NibbleTables nibbleTables(charset::Mask mask)
{
    return nibbleTablesOf([mask](unsigned char c) { return charset::is(c, mask); });
}

template <charset::Mask M>
inline constexpr NibbleTables kNibbleTables = nibbleTables(M);

/// Whether skipClassWide() may run here (SSSE3, read once at start-up).
[[nodiscard]] bool wideScanAvailable() noexcept;

/// wideScanAvailable(), read once. Code that runs before it is set (another
/// static initializer) reads false and scans a byte at a time.
inline const bool kWideScan = wideScanAvailable();

/// Whether a text of @p size bytes is scanned sixteen bytes at a time (or 32,
/// by the URL Standard's scans, when it holds 32): it holds one block, and
/// the processor has SSSE3.
[[nodiscard]] inline bool scansWide(std::size_t size) noexcept
{
    return size >= 16 && kWideScan;
}

/// The first index in [from, size) whose byte is out of the class of @p t,
/// or size. Needs scansWide(size); reads only
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
    if (scansWide(text.size()))
        return skipClassWide(text.data(), from, text.size(), kNibbleTables<M>);
    return skipClassBytes(text, from, M);
}

} // namespace uri::detail

#if defined(__x86_64__) || defined(__i386__)
#define URI_WIDE_SCAN 1
#include <tmmintrin.h>

/// The SSSE3 steps, for the scans of other parsers (whatwg/parse.cpp). Only
/// code compiled for SSSE3 (the target attribute) calls them, and only while
/// kWideScan is true.
namespace uri::detail::ssse3 {

/// The sixteen bytes at @p p.
[[gnu::target("ssse3")]] inline __m128i load(const char *p) noexcept
{
    return _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
}

/// One bit a byte of @p bytes (bit i for byte i), set where the byte is in
/// the set of @p t.
[[gnu::target("ssse3")]] inline unsigned inSet(__m128i bytes, const NibbleTables &t) noexcept
{
    const __m128i low = _mm_load_si128(reinterpret_cast<const __m128i *>(t.low.data()));
    const __m128i high = _mm_load_si128(reinterpret_cast<const __m128i *>(t.high.data()));
    const __m128i nibble = _mm_set1_epi8(0x0F);
    const __m128i rows
        = _mm_and_si128(_mm_shuffle_epi8(low, _mm_and_si128(bytes, nibble)),
                        _mm_shuffle_epi8(high, _mm_and_si128(_mm_srli_epi16(bytes, 4), nibble)));
    return static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(rows, _mm_setzero_si128())))
           ^ 0xFFFFu;
}

/// One bit a byte, set where the byte is @p c.
[[gnu::target("ssse3")]] inline unsigned equal(__m128i bytes, char c) noexcept
{
    return static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(c))));
}

} // namespace uri::detail::ssse3
#endif
