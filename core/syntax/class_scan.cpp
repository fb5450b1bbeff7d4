#include "syntax/detail/class_scan.h"

namespace uri::detail {

#if defined(__x86_64__) || defined(__i386__)

bool wideScanAvailable() noexcept
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("ssse3") != 0;
}

[[gnu::target("ssse3")]] std::size_t skipClassWide(const char *data, std::size_t from,
                                                   std::size_t size, const NibbleTables &t) noexcept
{
    std::size_t i = from;
    for (; i + 16 <= size; i += 16) {
        const unsigned out = ssse3::inSet(ssse3::load(data + i), t) ^ 0xFFFFu;
        if (out != 0)
            return i + static_cast<std::size_t>(__builtin_ctz(out));
    }
    if (i >= size)
        return size;
    // The last bytes: the sixteen that end the text, less those before i.
    const std::size_t start = size - 16;
    const unsigned out = (ssse3::inSet(ssse3::load(data + start), t) ^ 0xFFFFu) >> (i - start);
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
