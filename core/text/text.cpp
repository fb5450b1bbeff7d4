#include "text/detail/text.h"

#include "uriinspector/utf8.h"

#include <array>
#include <cstdint>
#include <cstring>

namespace uri::detail {

std::string asciiLower(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = asciiLower(c);
    return out;
}

std::string asciiUpper(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = asciiUpper(c);
    return out;
}

std::size_t findI(std::string_view text, std::string_view needle, std::size_t from)
{
    if (needle.empty())
        return from <= text.size() ? from : std::string_view::npos;
    if (from >= text.size() || needle.size() > text.size() - from)
        return std::string_view::npos;
    // Candidates are where the first character is, in either case; only they
    // compare the rest. memchr() finds them when the case does not matter.
    const char lower = asciiLower(needle.front());
    const char upper = asciiUpper(lower);
    const std::string_view rest = needle.substr(1);
    const std::size_t last = text.size() - needle.size(); // the last candidate
    for (std::size_t i = from; i <= last; ++i) {
        if (lower == upper) {
            const void *at = std::memchr(text.data() + i, lower, last - i + 1);
            if (at == nullptr)
                break;
            i = static_cast<std::size_t>(static_cast<const char *>(at) - text.data());
        } else if (text[i] != lower && text[i] != upper) {
            continue;
        }
        if (equalsI(text.substr(i + 1, rest.size()), rest))
            return i;
    }
    return std::string_view::npos;
}

std::vector<std::string_view> splitWords(std::string_view line)
{
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r'))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r')
            ++i;
        if (i > start)
            words.push_back(line.substr(start, i - start));
    }
    return words;
}

std::string pctDecode(std::string_view text, bool plusIsSpace)
{
    // Most text has nothing to decode: copy up to the first "%" (or "+") at once.
    const std::size_t first = plusIsSpace ? text.find_first_of("%+") : text.find('%');
    if (first == std::string_view::npos)
        return std::string(text);
    std::string out;
    out.reserve(text.size());
    out.append(text.data(), first);
    for (std::size_t i = first; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '%' && i + 2 < text.size() && isHexDigit(text[i + 1]) && isHexDigit(text[i + 2])) {
            out += static_cast<char>(hexValue(text[i + 1]) * 16 + hexValue(text[i + 2]));
            i += 2;
        } else if (c == '+' && plusIsSpace) {
            out += ' ';
        } else {
            out += c;
        }
    }
    return out;
}

bool hasPctTriplet(std::string_view text)
{
    for (std::size_t i = 0; i + 2 < text.size(); ++i) {
        if (text[i] == '%' && isHexDigit(text[i + 1]) && isHexDigit(text[i + 2]))
            return true;
    }
    return false;
}

std::optional<std::string> base64Decode(std::string_view text)
{
    while (!text.empty() && text.back() == '=')
        text.remove_suffix(1);
    std::string out;
    out.reserve(text.size() * 3 / 4);
    std::uint32_t buffer = 0;
    int bits = 0;
    for (const char c : text) {
        int v = -1;
        if (c >= 'A' && c <= 'Z')
            v = c - 'A';
        else if (c >= 'a' && c <= 'z')
            v = c - 'a' + 26;
        else if (c >= '0' && c <= '9')
            v = c - '0' + 52;
        else if (c == '+' || c == '-')
            v = 62;
        else if (c == '/' || c == '_')
            v = 63;
        if (v < 0)
            return std::nullopt;
        buffer = (buffer << 6) | static_cast<std::uint32_t>(v);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out += static_cast<char>((buffer >> bits) & 0xFF);
        }
    }
    if (bits >= 6) // one lone character carries no whole byte
        return std::nullopt;
    return out;
}

std::vector<CodePoint> codePoints(std::string_view text)
{
    std::vector<CodePoint> out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const Utf8Char ch = decodeUtf8(text, i);
        out.push_back({ch.valid ? ch.codePoint : U'\uFFFD', i, ch.length, ch.valid});
        i += ch.length;
    }
    return out;
}

bool isAscii(std::string_view text)
{
    // eight bytes at a time: a byte of 0x80 or more sets its top bit
    std::size_t i = 0;
    for (; i + 8 <= text.size(); i += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, text.data() + i, 8);
        if ((word & 0x8080808080808080U) != 0)
            return false;
    }
    for (; i < text.size(); ++i) {
        if (static_cast<unsigned char>(text[i]) >= 0x80)
            return false;
    }
    return true;
}

std::size_t findByteBelow(std::string_view text, unsigned char limit, std::size_t from)
{
    // Bit Twiddling Hacks' hasless(): (w - 0x0101..01 * limit) & ~w &
    // 0x8080..80 is not 0 exactly when a byte of w is below limit (<= 128)
    const std::uint64_t below = 0x0101010101010101U * limit;
    std::size_t i = from;
    for (; i + 8 <= text.size(); i += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, text.data() + i, 8);
        if (((word - below) & ~word & 0x8080808080808080U) != 0)
            break;
    }
    for (; i < text.size(); ++i) {
        if (static_cast<unsigned char>(text[i]) < limit)
            return i;
    }
    return std::string_view::npos;
}

void appendPctEncoded(std::string &out, unsigned char octet)
{
    static constexpr std::array<char, 16> kHex{'0', '1', '2', '3', '4', '5', '6', '7',
                                               '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'};
    out += '%';
    out += kHex[octet >> 4];
    out += kHex[octet & 0xF];
}

std::u32string toUtf32(std::string_view utf8)
{
    std::u32string out;
    out.reserve(utf8.size());
    for (std::size_t i = 0; i < utf8.size();) {
        const Utf8Char ch = decodeUtf8(utf8, i);
        out += ch.valid ? ch.codePoint : char32_t{0xFFFD};
        i += ch.length;
    }
    return out;
}

std::u16string utf32ToUtf16(std::u32string_view text)
{
    std::u16string out;
    out.reserve(text.size());
    for (const char32_t cp : text) {
        if (cp >= 0x10000) {
            out += static_cast<char16_t>(0xD800 + ((cp - 0x10000) >> 10));
            out += static_cast<char16_t>(0xDC00 + ((cp - 0x10000) & 0x3FF));
        } else {
            out += static_cast<char16_t>(cp);
        }
    }
    return out;
}

std::u32string utf16ToUtf32(std::u16string_view text)
{
    std::u32string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char16_t c = text[i];
        if (c >= 0xD800 && c <= 0xDBFF && i + 1 < text.size() && text[i + 1] >= 0xDC00
            && text[i + 1] <= 0xDFFF) {
            out += static_cast<char32_t>(0x10000 + ((c - 0xD800) << 10) + (text[i + 1] - 0xDC00));
            ++i;
        } else {
            out += static_cast<char32_t>(c);
        }
    }
    return out;
}

std::u16string toUtf16(std::string_view utf8)
{
    return utf32ToUtf16(toUtf32(utf8));
}

std::string fromUtf32(std::u32string_view utf32)
{
    std::string out;
    out.reserve(utf32.size());
    for (const char32_t cp : utf32)
        appendUtf8(out, cp);
    return out;
}

std::string fromUtf16(std::u16string_view utf16)
{
    return fromUtf32(utf16ToUtf32(utf16));
}

} // namespace uri::detail
