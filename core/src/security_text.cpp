#include "detail/security_text.h"

#include "uriinspector/utf8.h"

#include <cstdint>

namespace uri::sectext {

std::string lowerAscii(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = lowerChar(c);
    return out;
}

bool equalsI(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (lowerChar(a[i]) != lowerChar(b[i]))
            return false;
    }
    return true;
}

bool startsWithI(std::string_view text, std::string_view prefix)
{
    return text.size() >= prefix.size() && equalsI(text.substr(0, prefix.size()), prefix);
}

bool endsWithI(std::string_view text, std::string_view suffix)
{
    return text.size() >= suffix.size() && equalsI(text.substr(text.size() - suffix.size()), suffix);
}

std::size_t findI(std::string_view text, std::string_view needle, std::size_t from)
{
    if (needle.empty())
        return from <= text.size() ? from : std::string_view::npos;
    for (std::size_t i = from; i + needle.size() <= text.size(); ++i) {
        if (equalsI(text.substr(i, needle.size()), needle))
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

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
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

void appendUtf8(std::string &out, char32_t cp)
{
    const auto u = static_cast<std::uint32_t>(cp);
    if (u < 0x80) {
        out += static_cast<char>(u);
    } else if (u < 0x800) {
        out += static_cast<char>(0xC0 | (u >> 6));
        out += static_cast<char>(0x80 | (u & 0x3F));
    } else if (u < 0x10000) {
        out += static_cast<char>(0xE0 | (u >> 12));
        out += static_cast<char>(0x80 | ((u >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (u & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (u >> 18));
        out += static_cast<char>(0x80 | ((u >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((u >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (u & 0x3F));
    }
}

bool isAscii(std::string_view text)
{
    for (const char c : text) {
        if (static_cast<unsigned char>(c) >= 0x80)
            return false;
    }
    return true;
}

} // namespace uri::sectext
