/**
 * @file highlighted_text.h
 * @brief A byte string shown escaped with some of its characters marked:
 * what a trace step or a normalization rung changed. Models give the marks
 * through HighlightsRole (analysis/roles.h); HighlightDelegate
 * (widgets/highlight_delegate.h) and WrapLabel draw them.
 */
#pragma once

#include "uriinspector/span.h"

#include <QColor>
#include <QList>
#include <QPoint>
#include <QString>
#include <QTextLayout>

#include <string_view>
#include <vector>

namespace uri::ui {

/// Each QPoint is one range of UTF-16 code units: x() its start, y() its
/// length; a length of 0 marks the place where characters were removed.
using HighlightRanges = QList<QPoint>;

/// A byte string shown escaped, with the byte spans marked in it.
struct HighlightedText
{
    QString text;
    HighlightRanges ranges;
};

/**
 * @brief @p bytes as it is shown (escaped like the rest of the window,
 * display_cells.h), with each of @p marks (byte spans of @p bytes) turned
 * into the range of the shown text that it covers. An empty span becomes an
 * empty range at its place (a removal).
 *
 * Past @p maxBytes the text is cut, and says how many bytes are left out;
 * marks there are dropped, and one across the cut ends at it.
 */
[[nodiscard]] HighlightedText highlightedText(std::string_view bytes,
                                              const std::vector<Span> &marks,
                                              std::size_t maxBytes = std::string_view::npos);

/// A highlighted text as a WrapLabel shows it.
struct MarkedText
{
    QString text;
    QList<QTextLayout::FormatRange> formats;
};

/// The same text for a WrapLabel: the marked characters bold and underlined
/// on a background of @p fill, a removal a caret (U+2038) there.
[[nodiscard]] MarkedText markedText(const HighlightedText &text, const QColor &fill);

} // namespace uri::ui
