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

/// Append the UTF-8 form of the scalar value @p cp (RFC 3629 §3).
void appendUtf8(std::string &out, char32_t cp);

/// The Unicode property Bidi_Control (ICU): ALM, LRM, RLM, LRE, RLE, PDF, LRO,
/// RLO and the isolates LRI, RLI, FSI, PDI. RFC 3987 §4.1 names the first
/// seven of the explicit ones; the others came to Unicode later.
[[nodiscard]] bool isBidiControl(char32_t cp);

/// The Unicode property Default_Ignorable_Code_Point (ICU): characters with no
/// visible glyph of their own (soft hyphen, zero-width space and joiners, word
/// joiner, variation selectors, tag characters, the Hangul fillers, ...).
[[nodiscard]] bool isDefaultIgnorable(char32_t cp);

/// Characters that change how text around them is displayed, or that cannot
/// be seen: isBidiControl(), isDefaultIgnorable(), and the line and paragraph
/// separators U+2028 and U+2029. The one definition that the escapes of
/// display, the window's stand-ins and the security checks share.
[[nodiscard]] bool isBidiOrInvisible(char32_t cp);

/**
 * @brief The text with everything that a terminal or a label could interpret
 * shown as a visible escape: C0 controls, DEL and C1 controls as `\xNN`
 * (`\t`, `\n`, `\r` by name), bidi and invisible characters as `\u{NNNN}`,
 * invalid UTF-8 bytes as `\xNN`, and a backslash as `\\`. Other characters,
 * non-ASCII included, are kept.
 */
[[nodiscard]] std::string escapeForDisplay(std::string_view text);

/// The escapes of escapeForDisplay() with a backslash kept as it is: text
/// that may already hold escapes comes out the same (idempotent). For values
/// that are put into sentences (the findings' messages).
[[nodiscard]] std::string escapeUnsafe(std::string_view text);

/**
 * @brief How many terminal columns @p text takes: per grapheme cluster
 * (UAX #29, ICU's character break iterator), 2 for an East Asian wide or
 * fullwidth character (UAX #11) or an emoji shown as emoji (UTS #51:
 * Emoji_Presentation, or U+FE0F after an emoji), 0 for a cluster that
 * starts with a combining mark or a format character, 1 otherwise.
 * Meant for text already passed through escapeForDisplay(); a byte that is
 * not UTF-8 counts 1.
 */
[[nodiscard]] std::size_t displayColumns(std::string_view text);

/// "U+00E9" for @p cp (at least four hex digits).
[[nodiscard]] std::string codePointName(char32_t cp);

} // namespace uri
