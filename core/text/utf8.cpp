#include "uriinspector/utf8.h"

#include <unicode/brkiter.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

#include <array>
#include <cstdint>
#include <memory>

namespace uri {

namespace {

constexpr std::array<char, 16> kHex{'0', '1', '2', '3', '4', '5', '6', '7',
                                    '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'};

void appendHexByte(std::string &out, unsigned char b)
{
    out += "\\x";
    out += kHex[b >> 4];
    out += kHex[b & 0xF];
}

} // namespace

Utf8Char decodeUtf8(std::string_view text, std::size_t pos)
{
    const auto byteAt = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char b0 = byteAt(pos);
    if (b0 < 0x80)
        return {b0, 1, true};

    // RFC 3629 §4: the lead byte fixes the length and the range of the second byte.
    std::size_t length = 0;
    char32_t cp = 0;
    unsigned char lo = 0x80;
    unsigned char hi = 0xBF;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        length = 2;
        cp = b0 & 0x1Fu;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
        length = 3;
        cp = b0 & 0x0Fu;
        if (b0 == 0xE0)
            lo = 0xA0; // no overlong three-byte forms
        if (b0 == 0xED)
            hi = 0x9F; // no surrogates
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        length = 4;
        cp = b0 & 0x07u;
        if (b0 == 0xF0)
            lo = 0x90; // no overlong four-byte forms
        if (b0 == 0xF4)
            hi = 0x8F; // nothing above U+10FFFF
    } else {
        return {0, 1, false};
    }
    if (pos + length > text.size())
        return {0, 1, false};
    for (std::size_t i = 1; i < length; ++i) {
        const unsigned char b = byteAt(pos + i);
        const unsigned char min = i == 1 ? lo : 0x80;
        const unsigned char max = i == 1 ? hi : 0xBF;
        if (b < min || b > max)
            return {0, 1, false};
        cp = (cp << 6) | (b & 0x3Fu);
    }
    return {cp, length, true};
}

bool isValidUtf8(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        const Utf8Char ch = decodeUtf8(text, i);
        if (!ch.valid)
            return false;
        i += ch.length;
    }
    return true;
}

void appendUtf8(std::string &out, char32_t cp)
{
    const auto put
        = [&](std::uint32_t v) { out += static_cast<char>(static_cast<unsigned char>(v)); };
    const auto u = static_cast<std::uint32_t>(cp);
    if (u < 0x80) {
        put(u);
    } else if (u < 0x800) {
        put(0xC0 | (u >> 6));
        put(0x80 | (u & 0x3F));
    } else if (u < 0x10000) {
        put(0xE0 | (u >> 12));
        put(0x80 | ((u >> 6) & 0x3F));
        put(0x80 | (u & 0x3F));
    } else {
        put(0xF0 | (u >> 18));
        put(0x80 | ((u >> 12) & 0x3F));
        put(0x80 | ((u >> 6) & 0x3F));
        put(0x80 | (u & 0x3F));
    }
}

bool isBidiControl(char32_t cp)
{
    return cp >= 0x061C && u_hasBinaryProperty(static_cast<UChar32>(cp), UCHAR_BIDI_CONTROL) != 0;
}

bool isDefaultIgnorable(char32_t cp)
{
    // U+00AD SOFT HYPHEN is the first
    return cp >= 0x00AD
           && u_hasBinaryProperty(static_cast<UChar32>(cp), UCHAR_DEFAULT_IGNORABLE_CODE_POINT)
                  != 0;
}

bool isBidiOrInvisible(char32_t cp)
{
    return isBidiControl(cp) || isDefaultIgnorable(cp) || cp == 0x2028 || cp == 0x2029;
}

namespace {

// The columns of one grapheme cluster [start, end) of @p s (displayColumns()).
std::size_t clusterColumns(const icu::UnicodeString &s, int32_t start, int32_t end)
{
    const UChar32 first = s.char32At(start);
    const auto category = static_cast<UCharCategory>(u_charType(first));
    if (category == U_NON_SPACING_MARK || category == U_ENCLOSING_MARK || category == U_FORMAT_CHAR)
        return 0;
    const auto width
        = static_cast<UEastAsianWidth>(u_getIntPropertyValue(first, UCHAR_EAST_ASIAN_WIDTH));
    if (width == U_EA_WIDE || width == U_EA_FULLWIDTH
        || u_hasBinaryProperty(first, UCHAR_EMOJI_PRESENTATION) != 0)
        return 2;
    // UTS #51 §4: U+FE0F asks for the emoji presentation of an emoji
    if (u_hasBinaryProperty(first, UCHAR_EMOJI) != 0
        && s.tempSubStringBetween(start, end).indexOf(static_cast<char16_t>(0xFE0F)) >= 0)
        return 2;
    return 1;
}

} // namespace

std::size_t displayColumns(std::string_view text)
{
    bool ascii = true;
    for (const char c : text)
        ascii = ascii && static_cast<unsigned char>(c) < 0x80;
    if (ascii)
        return text.size();
    const icu::UnicodeString s = icu::UnicodeString::fromUTF8(
        icu::StringPiece(text.data(), static_cast<int32_t>(text.size())));
    UErrorCode status = U_ZERO_ERROR;
    const std::unique_ptr<icu::BreakIterator> clusters(
        icu::BreakIterator::createCharacterInstance(icu::Locale::getRoot(), status));
    if (U_FAILURE(status)) { // no break data: one column per code point
        std::size_t columns = 0;
        for (int32_t i = 0; i < s.length(); i = s.moveIndex32(i, 1))
            ++columns;
        return columns;
    }
    clusters->setText(s);
    std::size_t columns = 0;
    for (int32_t start = clusters->first(), end = clusters->next(); end != icu::BreakIterator::DONE;
         start = end, end = clusters->next())
        columns += clusterColumns(s, start, end);
    return columns;
}

std::string codePointName(char32_t cp)
{
    std::string digits;
    for (char32_t v = cp; v != 0 || digits.size() < 4; v >>= 4)
        digits.insert(digits.begin(), kHex[v & 0xF]);
    return "U+" + digits;
}

namespace {

std::string escaped(std::string_view text, bool backslash)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const Utf8Char ch = decodeUtf8(text, i);
        const auto b = static_cast<unsigned char>(text[i]);
        if (!ch.valid) {
            appendHexByte(out, b);
        } else if (ch.codePoint == '\\') {
            out += backslash ? "\\\\" : "\\";
        } else if (ch.codePoint == '\t') {
            out += "\\t";
        } else if (ch.codePoint == '\n') {
            out += "\\n";
        } else if (ch.codePoint == '\r') {
            out += "\\r";
        } else if (ch.codePoint < 0x20 || ch.codePoint == 0x7F) {
            appendHexByte(out, b);
        } else if ((ch.codePoint >= 0x80 && ch.codePoint < 0xA0)
                   || isBidiOrInvisible(ch.codePoint)) {
            out += "\\u{" + codePointName(ch.codePoint).substr(2) + "}";
        } else {
            out.append(text.substr(i, ch.length));
        }
        i += ch.length;
    }
    return out;
}

} // namespace

std::string escapeForDisplay(std::string_view text)
{
    return escaped(text, true);
}

std::string escapeUnsafe(std::string_view text)
{
    return escaped(text, false);
}

} // namespace uri
