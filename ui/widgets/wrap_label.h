/**
 * @file wrap_label.h
 * @brief A label for sentences that quote the input: it wraps a word too long
 * for its line (a 250-character host) instead of asking for its width.
 */
#pragma once

#include <QLabel>
#include <QTextLayout>

namespace uri::ui {

/**
 * @brief A word-wrapped plain-text QLabel whose lines may also break inside a
 * word that does not fit a line alone (QTextOption::WrapAtWordBoundaryOrAnywhere).
 *
 * A QLabel asks its layout for the width of its longest word: a sentence
 * naming a 250-character host widened the Security pane, and the window with
 * it, beyond the screen, where it stayed, slow to paint, after the text was
 * gone. This label asks for a dozen characters' width at least and wraps the
 * rest. Its text is copied whole from its context menu (it is not selectable
 * in part).
 */
class WrapLabel : public QLabel
{
    Q_OBJECT

public:
    explicit WrapLabel(QWidget *parent = nullptr);

    /// Show @p text with @p formats over it (marks); setText() of another text drops them.
    void setMarkedText(const QString &text, const QList<QTextLayout::FormatRange> &formats);
    /// The formats of the text shown (none when it was set by setText()).
    [[nodiscard]] QList<QTextLayout::FormatRange> formats() const;

    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    /// Break the text into @p layout's lines @p width wide; their height.
    int layOut(QTextLayout &layout, int width) const;
    /// The width of the text's longest line unbroken.
    [[nodiscard]] int naturalWidth() const;
    /// The frame and margins around the text, across and down.
    [[nodiscard]] QSize chrome() const;

    QList<QTextLayout::FormatRange> m_formats;
    /// The text m_formats were given with.
    QString m_formatted;
    /// The last heightForWidth(): layouts ask it again and again of a text
    /// that may be a 64 KB URI.
    mutable struct
    {
        QString text;
        QFont font;
        int width = -1;
        int height = 0;
    } m_lastHeight;
};

} // namespace uri::ui
