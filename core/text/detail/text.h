/**
 * @file text.h
 * @brief The one home of the core's text primitives: ASCII case and classes,
 * hexadecimal digits and percent-encoded triplets, base64, code points, and
 * UTF-16 and UTF-32 conversion. Every module uses these; none keeps a copy.
 *
 * UTF-8 decoding and encoding, and the character properties (bidi controls,
 * default-ignorable and invisible characters), are public: uriinspector/utf8.h.
 */
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uri::detail {

// ASCII ---------------------------------------------------------------------
// Each class is defined once on code points; the char overloads read a byte
// as the code point of the same value (every byte above 0x7F is in none).

[[nodiscard]] constexpr bool isAsciiAlpha(char32_t c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
[[nodiscard]] constexpr bool isAsciiDigit(char32_t c)
{
    return c >= '0' && c <= '9';
}
/// HEXDIG (RFC 5234 B.1), either case.
[[nodiscard]] constexpr bool isAsciiHexDigit(char32_t c)
{
    return isAsciiDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
/// ASCII lowercase of a code point, a byte or a text; every other character
/// is left as it is (RFC 3986 §6.2.2.1, URL Standard "ASCII lowercase").
[[nodiscard]] constexpr char32_t asciiLower(char32_t c)
{
    return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}
/// The value of a hexadecimal digit, or -1.
[[nodiscard]] constexpr int hexValue(char32_t c)
{
    if (isAsciiDigit(c))
        return static_cast<int>(c - '0');
    if (c >= 'a' && c <= 'f')
        return static_cast<int>(c - 'a') + 10;
    if (c >= 'A' && c <= 'F')
        return static_cast<int>(c - 'A') + 10;
    return -1;
}

[[nodiscard]] constexpr char32_t codePointOf(char c)
{
    return static_cast<unsigned char>(c);
}
[[nodiscard]] constexpr bool isHexDigit(char c)
{
    return isAsciiHexDigit(codePointOf(c));
}
[[nodiscard]] constexpr int hexValue(char c)
{
    return hexValue(codePointOf(c));
}
[[nodiscard]] constexpr char asciiLower(char c)
{
    return static_cast<char>(asciiLower(codePointOf(c)));
}

[[nodiscard]] constexpr char asciiUpper(char c)
{
    return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
}

[[nodiscard]] std::string asciiLower(std::string_view text);
[[nodiscard]] std::string asciiUpper(std::string_view text);
// a text as a std::string or a literal takes the text overloads, never a byte's
[[nodiscard]] inline std::string asciiLower(const std::string &text)
{
    return asciiLower(std::string_view(text));
}
[[nodiscard]] inline std::string asciiLower(const char *text)
{
    return asciiLower(std::string_view(text));
}

/// ASCII case-insensitive equality (schemes, RFC 3986 §3.1; hosts, §3.2.2).
[[nodiscard]] inline bool equalsI(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (asciiLower(a[i]) != asciiLower(b[i]))
            return false;
    }
    return true;
}
[[nodiscard]] inline bool startsWithI(std::string_view text, std::string_view prefix)
{
    return text.size() >= prefix.size() && equalsI(text.substr(0, prefix.size()), prefix);
}
[[nodiscard]] inline bool endsWithI(std::string_view text, std::string_view suffix)
{
    return text.size() >= suffix.size()
           && equalsI(text.substr(text.size() - suffix.size()), suffix);
}
/// ASCII case-insensitive search; npos when absent.
[[nodiscard]] std::size_t findI(std::string_view text, std::string_view needle,
                                std::size_t from = 0);

[[nodiscard]] bool isAscii(std::string_view text);

/// The first byte of @p text from @p from that is below @p limit (at most
/// 128), or npos: C0 controls, tabs and line breaks found eight bytes at a time.
[[nodiscard]] std::size_t findByteBelow(std::string_view text, unsigned char limit,
                                        std::size_t from = 0);

/// Words separated by spaces, tabs and carriage returns.
[[nodiscard]] std::vector<std::string_view> splitWords(std::string_view line);

// Percent-encoding (RFC 3986 §2.1) ------------------------------------------

/// Whether @p text has a pct-encoded triplet ("%" HEXDIG HEXDIG) at @p pos.
[[nodiscard]] constexpr bool isPctTriplet(std::string_view text, std::size_t pos)
{
    return pos + 2 < text.size() && text[pos] == '%' && isHexDigit(text[pos + 1])
           && isHexDigit(text[pos + 2]);
}

/// The octet that the triplet at @p pos encodes; isPctTriplet() must hold.
[[nodiscard]] constexpr unsigned char tripletOctet(std::string_view text, std::size_t pos)
{
    return static_cast<unsigned char>(hexValue(text[pos + 1]) * 16 + hexValue(text[pos + 2]));
}

/// Append "%XX" (uppercase, RFC 3986 §2.1) for @p octet.
void appendPctEncoded(std::string &out, unsigned char octet);

/**
 * @brief Decode each well-formed triplet of @p text once (RFC 3986 §2.4; the
 * URL Standard's percent-decode, §1.3, is the same); a "%" that starts no
 * triplet stays. With @p plusIsSpace, "+" is a space
 * (application/x-www-form-urlencoded).
 */
[[nodiscard]] std::string pctDecode(std::string_view text, bool plusIsSpace = false);

/// Whether @p text has a well-formed triplet.
[[nodiscard]] bool hasPctTriplet(std::string_view text);

// Base64 --------------------------------------------------------------------

/// Base64 (RFC 4648 §4) or base64url (§5), padding optional; nothing when a
/// character is outside the alphabet.
[[nodiscard]] std::optional<std::string> base64Decode(std::string_view text);

// Code points ---------------------------------------------------------------

/// One code point of a UTF-8 text (an invalid byte is U+FFFD), with its bytes.
struct CodePoint
{
    char32_t cp = 0;
    std::size_t offset = 0;
    std::size_t length = 1;
    bool valid = true;
};

/// The code points of @p text, each with its byte offset.
[[nodiscard]] std::vector<CodePoint> codePoints(std::string_view text);

/// UTF-8 to UTF-16 and UTF-32 (an invalid byte becomes U+FFFD), and back
/// (an unpaired surrogate is kept as the code point it is).
[[nodiscard]] std::u16string toUtf16(std::string_view utf8);
[[nodiscard]] std::u32string toUtf32(std::string_view utf8);
[[nodiscard]] std::u16string utf32ToUtf16(std::u32string_view text);
[[nodiscard]] std::u32string utf16ToUtf32(std::u16string_view text);
[[nodiscard]] std::string fromUtf16(std::u16string_view utf16);
[[nodiscard]] std::string fromUtf32(std::u32string_view utf32);

} // namespace uri::detail
