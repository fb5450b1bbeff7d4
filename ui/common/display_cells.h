/**
 * @file display_cells.h
 * @brief Input bytes as visible cells: one cell per character, with every
 * character that could be interpreted shown as an escape.
 *
 * A link under review must never be interpreted by the window: a bidi
 * override would reorder the text around it, a control character could be
 * invisible, and a non-ASCII letter can look like an ASCII one. So each such
 * character becomes a visible escape (`\x07`, `\u{202E}`), and views mark
 * escapes so that they cannot be mistaken for typed backslashes (which are
 * shown as `\\`).
 */
#pragma once

#include "uriinspector/span.h"

#include <QString>

#include <functional>
#include <string_view>
#include <vector>

namespace uri::ui {

/// One character of the input (or one invalid byte), as shown.
struct DisplayCell
{
    enum class Kind {
        Plain,    ///< printable ASCII, shown as itself
        Escape,   ///< control, bidi, invisible, space or invalid byte: an escape
        NonAscii, ///< a printable non-ASCII character, shown as an escape
    };

    Span bytes;   ///< the bytes of the input this cell stands for
    QString text; ///< what is drawn (ASCII only when escaping non-ASCII)
    Kind kind = Kind::Plain;
    char32_t codePoint = 0; ///< the character; 0xFFFD for an invalid byte
    bool valid = true;      ///< false for a byte that is not UTF-8
};

/**
 * @brief Calls @p visit(const DisplayCell &) for each cell of the first
 * @p maxBytes bytes of @p text, in order. The cell is reused between calls:
 * copy what is kept.
 * @param escapeNonAscii as for displayCells().
 */
void forEachDisplayCell(std::string_view text, std::size_t maxBytes, bool escapeNonAscii,
                        const std::function<void(const DisplayCell &)> &visit);

/**
 * @brief The cells of the first @p maxBytes bytes of @p text.
 * @param escapeNonAscii whether printable non-ASCII characters become
 * escapes too (the anatomy and the diagnostics do this; the tree does not).
 */
[[nodiscard]] std::vector<DisplayCell> displayCells(std::string_view text, std::size_t maxBytes,
                                                    bool escapeNonAscii);

/// Which characters escapedText() writes as escapes.
enum class Escape {
    /// Those that could be misread (uri::escapeForDisplay): controls, bidi
    /// and invisible characters, invalid bytes; letters of any script show.
    Unsafe,
    /// Every character but printable ASCII, as displayCells() escapes it, a
    /// space as U+2423 and a backslash as "\\\\": nothing left unseen (the
    /// security views, where a look-alike letter is the point).
    NonAscii,
};

/**
 * @brief @p bytes safe to show, with the characters that @p escape names
 * escaped; cut at a character after @p maxBytes bytes, with "...".
 */
[[nodiscard]] QString escapedText(std::string_view bytes, std::size_t maxBytes = 256,
                                  Escape escape = Escape::Unsafe);

/// The character @p codePoint as UTF-16, whatever it is: U+FEFF too, which
/// QString::fromUcs4() takes for a byte order mark and drops at the start.
[[nodiscard]] QString characterText(char32_t codePoint);

/**
 * @brief Two lines: the input around @p span, escaped, and a line of carets
 * under the characters of the span (one caret for an empty span).
 */
[[nodiscard]] QString caretExcerpt(std::string_view input, Span span);

} // namespace uri::ui
