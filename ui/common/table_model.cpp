#include "common/table_model.h"

#include <QCoreApplication>

namespace uri::ui {

TableModel::TableModel(std::span<const ColumnHeader> columns, QObject *parent)
    : QAbstractTableModel(parent)
    , m_columns(columns)
{}

int TableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_columns.size());
}

QVariant TableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0
        || static_cast<std::size_t>(section) >= m_columns.size())
        return QAbstractTableModel::headerData(section, orientation, role);
    const ColumnHeader &column = m_columns[static_cast<std::size_t>(section)];
    // the context tr() uses in the derived class: its qualified class name
    const char *context = metaObject()->className();
    if (role == Qt::DisplayRole)
        return QCoreApplication::translate(context, column.text);
    if (role == Qt::ToolTipRole && column.toolTip != nullptr)
        return QCoreApplication::translate(context, column.toolTip);
    return {};
}

void TableModel::retranslate()
{
    if (const int columns = columnCount(); columns > 0)
        emit headerDataChanged(Qt::Horizontal, 0, columns - 1);
    emitAllChanged();
}

void TableModel::emitAllChanged(const QList<int> &roles)
{
    const int rows = rowCount();
    const int columns = columnCount();
    if (rows > 0 && columns > 0)
        emit dataChanged(index(0, 0), index(rows - 1, columns - 1), roles);
}

} // namespace uri::ui
