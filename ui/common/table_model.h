/**
 * @file table_model.h
 * @brief The base of the panes' table models: the column headers as a table
 * of source texts, the column count, and the answer to a change of language,
 * written once.
 */
#pragma once

#include <QAbstractTableModel>

#include <span>

namespace uri::ui {

/// One column's header: source texts in the model's translation context
/// (its class name, as tr() uses), marked with QT_TRANSLATE_NOOP.
struct ColumnHeader
{
    const char *text;
    const char *toolTip = nullptr; ///< none when null
};

/**
 * @brief A table model whose columns are a fixed table of headers.
 *
 * columnCount() and headerData() answer from the table, translated when
 * asked; retranslate() asks the views for every header and cell again. A
 * model with columns that change overrides them and calls these for the rest.
 */
class TableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    TableModel(std::span<const ColumnHeader> columns, QObject *parent);

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// The texts changed language: every header and every cell is new.
    virtual void retranslate();

protected:
    /// The views ask for every cell again, for @p roles (all when empty).
    void emitAllChanged(const QList<int> &roles = {});

private:
    std::span<const ColumnHeader> m_columns;
};

} // namespace uri::ui
