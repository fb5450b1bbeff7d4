#include "syntax/detail/class_scan.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define URI_CLASS_SCAN_SSSE3 1
#endif

namespace uri::detail {

#if defined(URI_CLASS_SCAN_SSSE3)

namespace {

// One bit a byte, set where the byte is out of the class.
__attribute__((target("ssse3"))) inline unsigned outOfClass(__m128i bytes, __m128i low,
                                                            __m128i high) noexcept
{
    const __m128i nibble = _mm_set1_epi8(0x0F);
    const __m128i lowNibbles = _mm_and_si128(bytes, nibble);
    const __m128i highNibbles = _mm_and_si128(_mm_srli_epi16(bytes, 4), nibble);
    const __m128i rows
        = _mm_and_si128(_mm_shuffle_epi8(low, lowNibbles), _mm_shuffle_epi8(high, highNibbles));
    return static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(rows, _mm_setzero_si128())));
}

} // namespace

bool wideScanAvailable() noexcept
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("ssse3") != 0;
}

__attribute__((target("ssse3"))) std::size_t
skipClassWide(const char *data, std::size_t from, std::size_t size, const NibbleTables &t) noexcept
{
    const __m128i low = _mm_load_si128(reinterpret_cast<const __m128i *>(t.low.data()));
    const __m128i high = _mm_load_si128(reinterpret_cast<const __m128i *>(t.high.data()));
    std::size_t i = from;
    for (; i + 16 <= size; i += 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + i));
        const unsigned out = outOfClass(bytes, low, high);
        if (out != 0)
            return i + static_cast<std::size_t>(__builtin_ctz(out));
    }
    if (i >= size)
        return size;
    // The last bytes: the sixteen that end the text, less those before i.
    const std::size_t start = size - 16;
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + start));
    const unsigned out = outOfClass(bytes, low, high) >> (i - start);
    return out != 0 ? i + static_cast<std::size_t>(__builtin_ctz(out)) : size;
}

#else

bool wideScanAvailable() noexcept
{
    return false;
}

// Not called while wideScanAvailable() is false; the same answer a byte at a time.
std::size_t skipClassWide(const char *data, std::size_t from, std::size_t size,
                          const NibbleTables &t) noexcept
{
    std::size_t i = from;
    for (; i < size; ++i) {
        const auto c = static_cast<unsigned char>(data[i]);
        if ((t.low[c & 15u] & t.high[c >> 4]) == 0)
            break;
    }
    return i;
}

#endif

} // namespace uri::detail
