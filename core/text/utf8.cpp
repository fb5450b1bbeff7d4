#include "uriinspector/utf8.h"

#include <unicode/uchar.h>

#include <array>
#include <cstdint>

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

std::string codePointName(char32_t cp)
{
    std::string digits;
    for (char32_t v = cp; v != 0 || digits.size() < 4; v >>= 4)
        digits.insert(digits.begin(), kHex[v & 0xF]);
    return "U+" + digits;
}

std::string escapeForDisplay(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const Utf8Char ch = decodeUtf8(text, i);
        const auto b = static_cast<unsigned char>(text[i]);
        if (!ch.valid) {
            appendHexByte(out, b);
        } else if (ch.codePoint == '\\') {
            out += "\\\\";
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

} // namespace uri
