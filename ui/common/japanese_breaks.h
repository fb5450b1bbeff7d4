/**
 * @file japanese_breaks.h
 * @brief Japanese text that wraps between words, never inside one.
 *
 * Unicode's line breaking (UAX #14) lets a line break between any two kana
 * or kanji, so a narrow label can end in the middle of a word. ICU's word
 * break iterator finds Japanese words with its dictionary; a WORD JOINER
 * (U+2060, which UAX #14 forbids breaking beside and which is not drawn) is
 * put between the characters of each word, and Qt's text layout then breaks
 * only between words. The window's Japanese translator applies it to every
 * translated text (language.h); the values quoted into a text are left as
 * they are.
 */
#pragma once

#include <QString>

namespace uri::ui {

/// U+2060 WORD JOINER.
inline constexpr char16_t kWordJoiner = u'\u2060';

/// @p text with a word joiner between the kana and kanji of each Japanese
/// word (ICU's word boundaries for the locale "ja"); other text, and a text
/// without kana or kanji, unchanged.
[[nodiscard]] QString keepJapaneseWordsTogether(const QString &text);

/// @p text without the word joiners keepJapaneseWordsTogether() puts in
/// (those between two kana or kanji): what a copy or a file holds, which the
/// window does not lay out. A U+2060 elsewhere (beside a Latin letter, as in
/// a spoofed name) stays.
[[nodiscard]] QString withoutWordJoiners(QString text);

} // namespace uri::ui
