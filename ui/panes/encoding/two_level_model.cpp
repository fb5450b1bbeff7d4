#include "panes/encoding/two_level_model.h"

namespace uri::ui {

QModelIndex TwoLevelModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= columns())
        return {};
    if (!parent.isValid())
        return row < topRowCount() ? createIndex(row, column, quintptr{0}) : QModelIndex();
    if (parent.model() != this || !isTop(parent) || parent.column() != 0)
        return {};
    if (row >= childCount(parent.row()))
        return {};
    return createIndex(row, column, static_cast<quintptr>(parent.row() + 1));
}

QModelIndex TwoLevelModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.model() != this || isTop(child))
        return {};
    return createIndex(parentRow(child), 0, quintptr{0});
}

int TwoLevelModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return topRowCount();
    if (parent.model() != this || !isTop(parent) || parent.column() != 0)
        return 0;
    return childCount(parent.row());
}

int TwoLevelModel::columnCount(const QModelIndex &) const
{
    return columns();
}

} // namespace uri::ui
