/**
 * @file highlight_delegate.h
 * @brief Text cells with some of their characters marked: what a trace
 * step or a normalization rung changed, drawn bold and underlined on a soft
 * fill (never by colour alone), with a thin bar where characters were
 * removed.
 *
 * Models give the marks through HighlightsRole (analysis/roles.h); the text
 * is their Qt::DisplayRole, built with highlightedText()
 * (common/highlighted_text.h) so that the bytes of a URI are shown escaped,
 * never interpreted.
 */
#pragma once

#include "common/highlighted_text.h"

#include <QHash>
#include <QString>
#include <QStyledItemDelegate>

namespace uri::ui {

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
