/**
 * @file highlight_delegate.h
 * @brief Text cells with some of their characters marked: what a trace
 * step or a normalization rung changed, drawn bold and underlined on a soft
 * fill (never by colour alone), with a thin bar where characters were
 * removed.
 *
 * Models give the marks through HighlightsRole; the text is their
 * Qt::DisplayRole, built with highlightedText() so that the bytes of a URI
 * are shown escaped (display_cells.h), never interpreted.
 */
#pragma once

#include "uriinspector/span.h"

#include <QHash>
#include <QList>
#include <QPoint>
#include <QString>
#include <QStyledItemDelegate>
#include <QTextLayout>

#include <string_view>
#include <vector>

namespace uri::ui {

/// QVariant of HighlightRanges: the marked ranges of the cell's DisplayRole
/// text. Qt::UserRole + 64 and up are the panes' roles (roles.h has the
/// models' shared ones below).
inline constexpr int HighlightsRole = Qt::UserRole + 64;

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

/**
 * @brief Draws the DisplayRole text of a cell with the HighlightsRole
 * ranges bold, underlined and on a fill derived from the palette's
 * Highlight; a removal is a thin bar in the Highlight colour.
 */
class HighlightDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    /// The fill behind marked characters for @p palette (light or dark).
    [[nodiscard]] static QColor markFill(const QPalette &palette);

private:
    [[nodiscard]] QSize measure(const QStyleOptionViewItem &opt, bool bold) const;

    /// What a text measured in a font at a width came to: a table whose rows
    /// are sized to their content asks again on every geometry change, and a
    /// long text (a dot-segment buffer of thousands of characters) is shaped
    /// whole each time. Bounded: emptied when it holds kMaxSizes.
    struct SizeKey
    {
        QString text;
        QString font;
        int width = 0; ///< the cell's, when the text wraps
        bool bold = false;
        int features = 0; ///< QStyleOptionViewItem::features
        QSize decoration;
        friend bool operator==(const SizeKey &, const SizeKey &) = default;
    };
    friend size_t qHash(const SizeKey &key, size_t seed) noexcept
    {
        return qHashMulti(seed, key.text, key.font, key.width, key.bold, key.features,
                          key.decoration.width(), key.decoration.height());
    }
    static constexpr qsizetype kMaxSizes = 4096;
    mutable QHash<SizeKey, QSize> m_sizes;
};

} // namespace uri::ui
