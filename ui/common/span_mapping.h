/**
 * @file span_mapping.h
 * @brief The one place where byte offsets of the UTF-8 input become QString
 * (UTF-16) indices and back.
 *
 * The core reports every result as a Span of bytes; Qt widgets index text by
 * UTF-16 code units. A character may take one to four bytes and one or two
 * code units, and an invalid byte is shown as one U+FFFD. Everything in ui/
 * that turns a Span into a QString range (or back) goes through SpanMapping.
 */
#pragma once

#include "uriinspector/span.h"

#include <QString>

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace uri::ui {

/// A range of UTF-16 code units in a QString.
struct Utf16Range
{
    qsizetype start = 0;
    qsizetype length = 0;

    friend bool operator==(const Utf16Range &, const Utf16Range &) = default;
};

/**
 * @brief Maps between byte offsets of a UTF-8 text and UTF-16 indices of the
 * QString that decodes it (decode()).
 *
 * Memory is proportional to the number of non-ASCII characters: runs of ASCII
 * map one to one and are not stored, so a 10 MB ASCII input costs nothing.
 */
class SpanMapping
{
public:
    SpanMapping() = default;
    /// Builds the mapping of @p bytes (any bytes: invalid UTF-8 is allowed).
    explicit SpanMapping(std::string_view bytes);

    /**
     * @brief The QString for @p bytes that this mapping indexes: valid UTF-8
     * decoded, each invalid byte as one U+FFFD.
     */
    [[nodiscard]] static QString decode(std::string_view bytes);

    /**
     * @brief The input line's text for @p bytes, from which inputBytes()
     * gives the same bytes back: valid UTF-8 decoded, each invalid byte B as
     * the lone surrogate U+DC00 + B (PEP 383's "surrogateescape"), one code
     * unit, as decode() has one U+FFFD, so this mapping indexes it too. No
     * valid UTF-8 encodes a surrogate, so nothing else maps there.
     */
    [[nodiscard]] static QString inputText(std::string_view bytes);
    /// The bytes of inputText() back: each lone U+DC80 to U+DCFF as the byte
    /// it stands for, everything else as UTF-8 (any other lone surrogate as
    /// U+FFFD, as QString::toUtf8() has it).
    [[nodiscard]] static std::string inputBytes(QStringView text);

    /// Byte size of the text.
    [[nodiscard]] std::size_t byteSize() const { return m_byteSize; }
    /// UTF-16 length of decode(text).
    [[nodiscard]] qsizetype utf16Size() const { return m_utf16Size; }

    /**
     * @brief The UTF-16 index of the character that contains byte @p offset.
     * @param offset 0 to byteSize() (byteSize() gives utf16Size()); an offset
     * inside a multi-byte character gives that character's start.
     */
    [[nodiscard]] qsizetype toUtf16(std::size_t offset) const;

    /**
     * @brief The byte offset of the character that contains code unit @p index
     * (0 to utf16Size()); the second unit of a surrogate pair gives the
     * character's first byte.
     */
    [[nodiscard]] std::size_t toByte(qsizetype index) const;

    /// The UTF-16 range covering every character that @p span touches.
    [[nodiscard]] Utf16Range toUtf16(Span span) const;

    /// The byte span covering every character that @p range touches.
    [[nodiscard]] Span toBytes(Utf16Range range) const;

private:
    // One non-ASCII character (or invalid byte): where it starts in both
    // encodings and how long it is in each. Between two entries, and before
    // the first, bytes and code units correspond one to one.
    struct Entry
    {
        std::size_t byte;
        qsizetype utf16;
        std::uint8_t byteLength;
        std::uint8_t utf16Length;
    };
    std::vector<Entry> m_entries;
    std::size_t m_byteSize = 0;
    qsizetype m_utf16Size = 0;
};

} // namespace uri::ui
