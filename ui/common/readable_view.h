/**
 * @file readable_view.h
 * @brief What every table and list of the window does to stay readable:
 * columns sized to their content, one column that wraps, the whole text of a
 * cut cell in its tooltip, rows that can be copied, and a sentence in place
 * of an empty table saying what would appear there and why it is empty.
 */
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

class QAbstractItemModel;
class QAbstractItemView;
class QAction;
class QHeaderView;
class QLabel;
class QTreeView;

namespace uri::ui {

class ReadableView : public QObject
{
    Q_OBJECT

public:
    /// Columns a view sizes to their content take at most this share of its width.
    static constexpr int kMaxColumnPercent = 40;
    /// Rows are only sized to their wrapped text up to this many (beyond, one line each).
    static constexpr int kMaxWrappedRows = 500;

    /**
     * @brief Makes @p view readable (the helper is a child of the view).
     * @param wrapColumn the column that takes the width left and wraps its
     * text (-1: the last one, which then elides instead).
     * @param copyRows whether to add "Copy rows" (Ctrl+C and the context
     * menu); false where the view has a copy action of its own.
     * @param fit whether to size the columns to their content; false
     * where a cell may hold megabytes, which measuring would shape.
     */
    static ReadableView *install(QAbstractItemView *view, int wrapColumn = -1, bool copyRows = true,
                                 bool fitColumns = true);
    /**
     * @brief A table of rows too many to measure (a long text's URIs, an
     * mbox's links): a flat, read-only QTreeView named @p name over
     * @p model, one row selected at a time, rows of one height, the last
     * column stretched, made readable (install(), its columns not fitted).
     */
    static QTreeView *longTable(QWidget *parent, QAbstractItemModel *model, const QString &name);
    /// The helper installed on @p view, or null.
    [[nodiscard]] static ReadableView *of(const QAbstractItemView *view);

    /// What the view says while it has no rows (empty: nothing).
    void setEmptyText(const QString &text);
    [[nodiscard]] QString emptyText() const;
    /// Whether the empty text is showing.
    [[nodiscard]] bool emptyTextShown() const;

    /// The selected rows (or the current one), one line each, their cells
    /// separated by tabs, as "Copy rows" puts them on the clipboard.
    [[nodiscard]] QString selectedRowsText() const;
    [[nodiscard]] QAction *copyAction() const { return m_copy; }

    /// The text of the tooltip at @p index: the cell's own tooltip, else its
    /// whole text when the cell cuts it, else nothing.
    [[nodiscard]] QString toolTipFor(const class QModelIndex &index) const;

    /// Size the columns to their content again.
    void fitColumns();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    ReadableView(QAbstractItemView *view, int wrapColumn, bool copyRows, bool fit);
    [[nodiscard]] QHeaderView *header() const;
    void updateEmptyText();
    void retranslate();

    QPointer<QAbstractItemView> m_view;
    int m_wrapColumn;
    QAction *m_copy = nullptr;
    QLabel *m_empty = nullptr;
    bool m_fitColumns;
    bool m_fitting = false;
};

} // namespace uri::ui
