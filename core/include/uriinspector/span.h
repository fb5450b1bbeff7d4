/**
 * @file span.h
 * @brief A part of the input text, by byte offset and length.
 *
 * Every result of the core refers back to the text it was computed from
 * through Span values, so that any view can highlight any part of the input.
 * Offsets count bytes of the UTF-8 (or arbitrary) input, never characters.
 */
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace uri {

/// A half-open byte range [offset, offset + length) of an input text.
struct Span
{
    std::size_t offset = 0;
    std::size_t length = 0;

    [[nodiscard]] constexpr std::size_t end() const { return offset + length; }
    [[nodiscard]] constexpr bool empty() const { return length == 0; }
    [[nodiscard]] constexpr bool contains(const Span &other) const
    {
        return other.offset >= offset && other.end() <= end();
    }
    /// The characters of @p text that this span covers; @p text must be the input.
    [[nodiscard]] constexpr std::string_view in(std::string_view text) const
    {
        return text.substr(offset, length);
    }

    friend constexpr bool operator==(const Span &, const Span &) = default;
};

/// A component that may be undefined: no value is not the same as an empty span.
using OptSpan = std::optional<Span>;

} // namespace uri
