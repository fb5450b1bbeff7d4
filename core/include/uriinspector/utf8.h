/**
 * @file utf8.h
 * @brief Strict UTF-8 decoding of one sequence, and escaping for display.
 *
 * Strict means RFC 3629 §4: no overlong forms, no surrogates (U+D800 to
 * U+DFFF), nothing above U+10FFFF. An invalid byte is reported as such and
 * never replaced silently.
 */
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace uri {

struct Utf8Char
{
    char32_t codePoint = 0; ///< meaningful only when valid
    std::size_t length = 1; ///< bytes consumed: the sequence, or 1 for an invalid byte
    bool valid = false;
};

/// Decode the sequence that starts at @p pos (which must be < text.size()).
[[nodiscard]] Utf8Char decodeUtf8(std::string_view text, std::size_t pos);

/// Whether the whole of @p text is valid UTF-8.
[[nodiscard]] bool isValidUtf8(std::string_view text);

/// Characters that change how text around them is displayed: bidi formatting
/// (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069) and invisible ones
/// (U+00AD, U+034F, U+180E, U+200B-U+200D, U+2028, U+2029, U+2060-U+2064,
/// U+FEFF).
[[nodiscard]] bool isBidiOrInvisible(char32_t cp);

/**
 * @brief The text with everything that a terminal or a label could interpret
 * shown as a visible escape: C0 controls, DEL and C1 controls as `\xNN`
 * (`\t`, `\n`, `\r` by name), bidi and invisible characters as `\u{NNNN}`,
 * invalid UTF-8 bytes as `\xNN`, and a backslash as `\\`. Other characters,
 * non-ASCII included, are kept.
 */
[[nodiscard]] std::string escapeForDisplay(std::string_view text);

/// "U+00E9" for @p cp (at least four hex digits).
[[nodiscard]] std::string codePointName(char32_t cp);

} // namespace uri
