#include "common/span_mapping.h"

#include "common/display_cells.h"
#include "uriinspector/utf8.h"

#include <algorithm>

namespace uri::ui {

namespace {

// PEP 383 "surrogateescape": an invalid byte B is kept as U+DC00 + B
constexpr char16_t kEscapedByteBase = 0xDC00;

// @p bytes as UTF-16: valid UTF-8 decoded, each invalid byte as the one
// code unit @p invalid gives for it (what SpanMapping indexes).
template <typename Invalid>
QString decodeWith(std::string_view bytes, Invalid invalid)
{
    QString out;
    out.reserve(static_cast<qsizetype>(bytes.size()));
    std::size_t i = 0;
    while (i < bytes.size()) {
        const auto b = static_cast<unsigned char>(bytes[i]);
        if (b < 0x80) {
            out.append(QChar(static_cast<char16_t>(b)));
            ++i;
            continue;
        }
        const Utf8Char ch = decodeUtf8(bytes, i);
        out.append(ch.valid ? characterText(ch.codePoint) : QString(invalid(b)));
        i += ch.length;
    }
    return out;
}

int utf16Units(char32_t cp)
{
    return cp >= 0x10000 ? 2 : 1;
}

} // namespace

SpanMapping::SpanMapping(std::string_view bytes)
    : m_byteSize(bytes.size())
{
    qsizetype u = 0;
    std::size_t i = 0;
    while (i < bytes.size()) {
        if (static_cast<unsigned char>(bytes[i]) < 0x80) {
            ++i;
            ++u;
            continue;
        }
        const Utf8Char ch = decodeUtf8(bytes, i);
        const int units = ch.valid ? utf16Units(ch.codePoint) : 1; // U+FFFD
        m_entries.push_back(
            {i, u, static_cast<std::uint8_t>(ch.length), static_cast<std::uint8_t>(units)});
        i += ch.length;
        u += units;
    }
    m_utf16Size = u;
}

QString SpanMapping::decode(std::string_view bytes)
{
    return decodeWith(bytes, [](unsigned char) { return QChar(QChar::ReplacementCharacter); });
}

QString SpanMapping::inputText(std::string_view bytes)
{
    // PEP 383: the byte (0x80 or above) kept as U+DC80 to U+DCFF
    return decodeWith(
        bytes, [](unsigned char b) { return QChar(static_cast<char16_t>(kEscapedByteBase + b)); });
}

std::string SpanMapping::inputBytes(QStringView text)
{
    std::string out;
    out.reserve(static_cast<std::size_t>(text.size()));
    qsizetype start = 0; // the run of text without an escaped byte
    const auto flush = [&](qsizetype end) {
        if (end > start) {
            const QByteArray utf8 = text.mid(start, end - start).toUtf8();
            out.append(utf8.constData(), static_cast<std::size_t>(utf8.size()));
        }
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t u = text[i].unicode();
        if (u >= kEscapedByteBase + 0x80 && u <= kEscapedByteBase + 0xFF
            && (i == 0 || !QChar::isHighSurrogate(text[i - 1].unicode()))) {
            flush(i);
            out.push_back(static_cast<char>(u - kEscapedByteBase));
            start = i + 1;
        }
    }
    flush(text.size());
    return out;
}

qsizetype SpanMapping::toUtf16(std::size_t offset) const
{
    offset = std::min(offset, m_byteSize);
    // the last entry that starts at or before offset
    auto it = std::upper_bound(m_entries.begin(), m_entries.end(), offset,
                               [](std::size_t o, const Entry &e) { return o < e.byte; });
    if (it == m_entries.begin())
        return static_cast<qsizetype>(offset);
    const Entry &e = *(it - 1);
    const std::size_t after = e.byte + e.byteLength;
    if (offset < after)
        return e.utf16;
    return e.utf16 + e.utf16Length + static_cast<qsizetype>(offset - after);
}

std::size_t SpanMapping::toByte(qsizetype index) const
{
    index = std::clamp<qsizetype>(index, 0, m_utf16Size);
    auto it = std::upper_bound(m_entries.begin(), m_entries.end(), index,
                               [](qsizetype i, const Entry &e) { return i < e.utf16; });
    if (it == m_entries.begin())
        return static_cast<std::size_t>(index);
    const Entry &e = *(it - 1);
    const qsizetype after = e.utf16 + e.utf16Length;
    if (index < after)
        return e.byte;
    return e.byte + e.byteLength + static_cast<std::size_t>(index - after);
}

Utf16Range SpanMapping::toUtf16(Span span) const
{
    const qsizetype start = toUtf16(span.offset);
    if (span.length == 0)
        return {start, 0};
    // the end is the end of the character holding the span's last byte
    const std::size_t last = std::min(span.end(), m_byteSize) - 1;
    const qsizetype lastStart = toUtf16(last);
    auto it = std::upper_bound(m_entries.begin(), m_entries.end(), last,
                               [](std::size_t o, const Entry &e) { return o < e.byte; });
    qsizetype lastLength = 1;
    if (it != m_entries.begin()) {
        const Entry &e = *(it - 1);
        if (last < e.byte + e.byteLength)
            lastLength = e.utf16Length;
    }
    return {start, lastStart + lastLength - start};
}

Span SpanMapping::toBytes(Utf16Range range) const
{
    const std::size_t start = toByte(range.start);
    if (range.length <= 0)
        return {start, 0};
    const qsizetype lastUnit = std::min(range.start + range.length, m_utf16Size) - 1;
    const std::size_t lastStart = toByte(lastUnit);
    auto it = std::upper_bound(m_entries.begin(), m_entries.end(), lastStart,
                               [](std::size_t o, const Entry &e) { return o < e.byte; });
    std::size_t lastLength = 1;
    if (it != m_entries.begin()) {
        const Entry &e = *(it - 1);
        if (lastStart < e.byte + e.byteLength)
            lastLength = e.byteLength;
    }
    return {start, lastStart + lastLength - start};
}

} // namespace uri::ui
