/**
 * @file two_level_model.h
 * @brief The index arithmetic of a tree model with two levels: rows, and
 * rows under each of them (a component and its characters, a layer and its
 * places). A child's internal id is its parent's row + 1; a top row's is 0.
 */
#pragma once

#include <QAbstractItemModel>

namespace uri::ui {

class TwoLevelModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    using QAbstractItemModel::QAbstractItemModel;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;

protected:
    /// How many rows the top level has.
    [[nodiscard]] virtual int topRowCount() const = 0;
    /// How many rows stand under top row @p row.
    [[nodiscard]] virtual int childCount(int row) const = 0;
    /// How many columns every row has.
    [[nodiscard]] virtual int columns() const = 0;

    /// Whether @p index is a top row (else a child of top row parentRow(index)).
    [[nodiscard]] static bool isTop(const QModelIndex &index) { return index.internalId() == 0; }
    [[nodiscard]] static int parentRow(const QModelIndex &child)
    {
        return static_cast<int>(child.internalId() - 1);
    }
};

} // namespace uri::ui
