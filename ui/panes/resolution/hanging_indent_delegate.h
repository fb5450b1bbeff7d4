/**
 * @file hanging_indent_delegate.h
 * @brief Text cells whose leading spaces and list marker ("2. ", "C.  ")
 * are a hanging indent: a line that wraps goes on under its own text, not
 * back at the cell's left edge, as the RFCs print their numbered steps
 * (RFC 3986 §5.2.4 2A-2E), and as the Japanese translation's wrapped prose
 * needs.
 */
#pragma once

#include <QStyledItemDelegate>

namespace uri::ui {

class HangingIndentDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    /// The width of @p text's leading spaces and list marker in @p metrics.
    [[nodiscard]] static int indentOf(const QString &text, const QFontMetrics &metrics);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem &option,
                                 const QModelIndex &index) const override;
};

} // namespace uri::ui
