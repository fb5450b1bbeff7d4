// Small text helpers shared by the security analysis and extract():
// ASCII case, words, percent- and base64-decoding, UTF-8 code points.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uri::sectext {

[[nodiscard]] constexpr char lowerChar(char c)
{
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

[[nodiscard]] std::string lowerAscii(std::string_view text);

/// ASCII case-insensitive equality.
[[nodiscard]] bool equalsI(std::string_view a, std::string_view b);
[[nodiscard]] bool startsWithI(std::string_view text, std::string_view prefix);
[[nodiscard]] bool endsWithI(std::string_view text, std::string_view suffix);
/// ASCII case-insensitive search; npos when absent.
[[nodiscard]] std::size_t findI(std::string_view text, std::string_view needle,
                                std::size_t from = 0);

/// Words separated by spaces and tabs.
[[nodiscard]] std::vector<std::string_view> splitWords(std::string_view line);

[[nodiscard]] constexpr bool isHexDigit(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
[[nodiscard]] int hexValue(char c);

/// Decode each "%XX" once; with @p plusIsSpace, "+" is a space
/// (application/x-www-form-urlencoded).
[[nodiscard]] std::string pctDecode(std::string_view text, bool plusIsSpace = false);

/// Whether @p text has a well-formed "%XX".
[[nodiscard]] bool hasPctTriplet(std::string_view text);

/// Base64 (RFC 4648 §4) or base64url (§5), padding optional; nothing when a
/// character is outside the alphabet.
[[nodiscard]] std::optional<std::string> base64Decode(std::string_view text);

/// The code points of @p text (an invalid byte becomes U+FFFD), with the
/// byte offset of each.
struct CodePoint
{
    char32_t cp = 0;
    std::size_t offset = 0;
    std::size_t length = 1;
    bool valid = true;
};
[[nodiscard]] std::vector<CodePoint> codePoints(std::string_view text);

/// Append the UTF-8 form of @p cp.
void appendUtf8(std::string &out, char32_t cp);

[[nodiscard]] bool isAscii(std::string_view text);

} // namespace uri::sectext
