/**
 * @file small_string.h
 * @brief A string that holds up to N bytes in itself and allocates only for
 * a longer text.
 *
 * The URL Standard's record keeps its host name and path as strings of
 * their own (whatwg.h). As std::string, which keeps 15 bytes in itself,
 * most of them took an allocation and a free for each parse: about a seventh
 * of the parse's time on a list of links (bench/README.md, "The URL record
 * without an allocation a field"). SmallString keeps the bytes of a common
 * host or path in the record, and reads as a std::string_view.
 */
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

namespace uri {

/// A byte string with room for @p N bytes in itself (no terminating NUL).
/// Only the operations the URL record needs; it reads as a string_view.
template <std::size_t N>
class SmallString
{
public:
    SmallString() noexcept = default;
    SmallString(std::string_view text) { append(text); } // NOLINT: as std::string's
    SmallString(const SmallString &other) { append(other.view()); }
    SmallString(SmallString &&other) noexcept { take(other); }
    ~SmallString() { release(); }

    SmallString &operator=(const SmallString &other)
    {
        if (this != &other)
            assign(other.view());
        return *this;
    }
    SmallString &operator=(SmallString &&other) noexcept
    {
        if (this != &other) {
            release();
            take(other);
        }
        return *this;
    }
    SmallString &operator=(std::string_view text)
    {
        assign(text);
        return *this;
    }

    [[nodiscard]] const char *data() const noexcept { return m_data; }
    [[nodiscard]] char *data() noexcept { return m_data; }
    [[nodiscard]] std::size_t size() const noexcept { return m_size; }
    [[nodiscard]] bool empty() const noexcept { return m_size == 0; }
    [[nodiscard]] std::size_t capacity() const noexcept { return m_capacity; }
    [[nodiscard]] std::string_view view() const noexcept { return {m_data, m_size}; }
    operator std::string_view() const noexcept { return view(); } // NOLINT: reads as one
    [[nodiscard]] std::string str() const { return std::string(view()); }

    [[nodiscard]] char *begin() noexcept { return m_data; }
    [[nodiscard]] char *end() noexcept { return m_data + m_size; }
    [[nodiscard]] const char *begin() const noexcept { return m_data; }
    [[nodiscard]] const char *end() const noexcept { return m_data + m_size; }
    [[nodiscard]] char &operator[](std::size_t i) noexcept { return m_data[i]; }
    [[nodiscard]] char operator[](std::size_t i) const noexcept { return m_data[i]; }
    [[nodiscard]] bool starts_with(std::string_view prefix) const noexcept
    {
        return view().starts_with(prefix);
    }
    [[nodiscard]] std::size_t rfind(char c) const noexcept { return view().rfind(c); }

    void reserve(std::size_t capacity)
    {
        if (capacity > m_capacity)
            grow(capacity, {});
    }
    /// Appends @p text, which may be a part of this string.
    SmallString &append(std::string_view text)
    {
        if (text.empty()) // its data() may be null, which memmove() may not read
            return *this;
        if (text.size() > m_capacity - m_size) {
            grow(std::max(m_size + text.size(), 2 * m_capacity), text);
        } else {
            move(m_data + m_size, text);
            m_size += text.size();
        }
        return *this;
    }
    SmallString &operator+=(std::string_view text) { return append(text); }
    SmallString &operator+=(char c) { return append(std::string_view(&c, 1)); }
    /// Keeps the bytes before @p at.
    void erase(std::size_t at) noexcept { m_size = std::min(at, m_size); }
    void clear() noexcept { m_size = 0; }

    friend bool operator==(const SmallString &a, const SmallString &b) noexcept
    {
        return a.view() == b.view();
    }
    friend bool operator==(const SmallString &a, std::string_view b) noexcept
    {
        return a.view() == b;
    }

private:
    void assign(std::string_view text)
    {
        // a text inside this string moves down to its start
        if (text.size() <= m_capacity) {
            move(m_data, text);
            m_size = text.size();
        } else {
            m_size = 0;
            grow(text.size(), text);
        }
    }
    /// The first and the last @p K bytes of @p n (K <= n <= 2 K) from @p from
    /// to @p to, all loaded before any is stored (as memmove()).
    template <std::size_t K>
    static void movePair(char *to, const char *from, std::size_t n) noexcept
    {
        char head[K];
        char tail[K];
        std::memcpy(head, from, K);
        std::memcpy(tail, from + n - K, K);
        std::memcpy(to, head, K);
        std::memcpy(to + n - K, tail, K);
    }

    /// memmove() of @p n bytes, n at most 32, without a call. Most host names
    /// and paths are that short; the calls of memmove() took 6 to 10% of the
    /// URL Standard parse's time (bench/README.md).
    static void moveShort(char *to, const char *from, std::size_t n) noexcept
    {
        if (n >= 16) {
            movePair<16>(to, from, n);
        } else if (n >= 8) {
            movePair<8>(to, from, n);
        } else if (n >= 4) {
            movePair<4>(to, from, n);
        } else if (n != 0) {
            const char first = from[0];
            const char middle = from[n / 2];
            const char last = from[n - 1];
            to[0] = first;
            to[n / 2] = middle;
            to[n - 1] = last;
        }
    }
    // Copies @p text to @p to, which may overlap it.
    static void move(char *to, std::string_view text) noexcept
    {
        if (text.size() <= 32)
            moveShort(to, text.data(), text.size());
        else
            std::memmove(to, text.data(), text.size());
    }
    // A buffer of @p capacity bytes that holds the bytes so far, then
    // @p extra (read before the old buffer is freed).
    void grow(std::size_t capacity, std::string_view extra)
    {
        auto bytes = std::make_unique_for_overwrite<char[]>(capacity);
        std::memcpy(bytes.get(), m_data, m_size);
        if (!extra.empty())
            std::memcpy(bytes.get() + m_size, extra.data(), extra.size());
        release();
        m_data = bytes.release();
        m_size += extra.size();
        m_capacity = capacity;
    }
    void take(SmallString &other) noexcept
    {
        if (other.m_data == other.m_inline) {
            m_data = m_inline;
            m_capacity = N;
            std::memcpy(m_inline, other.m_inline, other.m_size);
        } else {
            m_data = other.m_data;
            m_capacity = other.m_capacity;
            other.m_data = other.m_inline;
            other.m_capacity = N;
        }
        m_size = other.m_size;
        other.m_size = 0;
    }
    void release() noexcept
    {
        if (m_data != m_inline)
            delete[] m_data;
    }

    char *m_data = m_inline;
    std::size_t m_size = 0;
    std::size_t m_capacity = N;
    char m_inline[N];
};

} // namespace uri
