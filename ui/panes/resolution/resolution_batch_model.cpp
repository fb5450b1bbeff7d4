#include "panes/resolution/resolution_batch_model.h"

#include "analysis/roles.h"
#include "common/highlighted_text.h"
#include "common/palette.h"
#include "panes/resolution/resolution_specs_model.h"
#include "text/resolution_text.h"

#include <QApplication>
#include <QFontDatabase>

namespace uri::ui {

namespace {

/// The headers of the columns before the specs', in the order of
/// ResolutionBatchModel::Column.
constexpr ColumnHeader kResolutionBatchModelColumns[] = {
    {QT_TRANSLATE_NOOP("uri::ui::ResolutionBatchModel", "Section")},
    {QT_TRANSLATE_NOOP("uri::ui::ResolutionBatchModel", "Reference")},
    {QT_TRANSLATE_NOOP("uri::ui::ResolutionBatchModel", "Expected")},
};
static_assert(std::size(kResolutionBatchModelColumns) == ResolutionBatchModel::FirstSpecColumn);

} // namespace

ResolutionBatchModel::ResolutionBatchModel(QObject *parent)
    : TableModel(kResolutionBatchModelColumns, parent)
    , m_specs(resolutionSpecs())
{}

void ResolutionBatchModel::setBatch(const ResolutionBatch &batch)
{
    beginResetModel();
    m_batch = batch;
    m_cells.clear();
    for (const ResolutionExample &example : batch.examples) {
        std::vector<Cell> row;
        for (Spec spec : m_specs) {
            Cell cell;
            cell.result = resolve(batch.base, example.reference, spec);
            cell.pass = example.passes(cell.result, batch.base);
            row.push_back(std::move(cell));
        }
        for (Cell &cell : row)
            cell.differs = cell.result.target != row.front().result.target;
        m_cells.push_back(std::move(row));
    }
    endResetModel();
}

void ResolutionBatchModel::clear()
{
    beginResetModel();
    m_batch.reset();
    m_cells.clear();
    endResetModel();
}

int ResolutionBatchModel::columnOf(Spec spec) const
{
    for (std::size_t i = 0; i < m_specs.size(); ++i) {
        if (m_specs[i] == spec)
            return FirstSpecColumn + static_cast<int>(i);
    }
    return -1;
}

int ResolutionBatchModel::passCount(Spec spec) const
{
    const int column = columnOf(spec);
    int n = 0;
    for (int r = 0; column >= 0 && r < rowCount(); ++r)
        n += index(r, column).data(PassRole).toBool() ? 1 : 0;
    return n;
}

std::vector<int> ResolutionBatchModel::differingRows(Spec spec) const
{
    const int column = columnOf(spec);
    std::vector<int> rows;
    for (int r = 0; column >= 0 && r < rowCount(); ++r) {
        if (index(r, column).data(DiffersRole).toBool())
            rows.push_back(r);
    }
    return rows;
}

std::vector<int> ResolutionBatchModel::failingRows(Spec spec) const
{
    const int column = columnOf(spec);
    std::vector<int> rows;
    for (int r = 0; column >= 0 && r < rowCount(); ++r) {
        if (!index(r, column).data(PassRole).toBool())
            rows.push_back(r);
    }
    return rows;
}

int ResolutionBatchModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_cells.size());
}

int ResolutionBatchModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstSpecColumn + static_cast<int>(m_specs.size());
}

QVariant ResolutionBatchModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    const ResolutionExample &example = m_batch->examples[row];
    const int column = index.column();
    if (column < FirstSpecColumn) {
        switch (role) {
        case Qt::DisplayRole:
            if (column == SectionColumn)
                return QString::fromStdString(example.section);
            if (column == ReferenceColumn) {
                //: how draft-01 writes the empty reference
                return example.reference.empty() ? tr("<> (empty)")
                                                 : highlightedText(example.reference, {}).text;
            }
            if (example.alternative) {
                //: %1 the strict result, %2 the one the document allows for backward compatibility
                return tr("%1 (or %2)")
                    .arg(fromBytes(example.expected), fromBytes(*example.alternative));
            }
            // the document's own text ("(current document)#s"), not a URI to escape
            return fromBytes(example.expected);
        case Qt::FontRole:
            if (column != SectionColumn)
                return QFontDatabase::systemFont(QFontDatabase::FixedFont);
            return {};
        case Qt::ToolTipRole:
            if (column == ExpectedColumn && example.expectsCurrentDocument()) {
                return tr("The current document is the base, %1.").arg(fromBytes(m_batch->base));
            }
            return {};
        }
        return {};
    }
    const auto spec = static_cast<std::size_t>(column - FirstSpecColumn);
    const Cell &cell = m_cells[row][spec];
    switch (role) {
    case Qt::DisplayRole: {
        // a tick or a cross: pass or fail is never shown by colour alone
        const QString target = cell.result.target ? highlightedText(*cell.result.target, {}).text
                                                  : ResolutionText::noTarget();
        return (cell.pass ? QStringLiteral("\u2713 ") : QStringLiteral("\u2717 ")) + target;
    }
    case Qt::ToolTipRole: {
        QString text = cell.pass
                           ? tr("Pass: the document's result.")
                           : tr("Fail: the document gives %1.").arg(fromBytes(example.expected));
        if (cell.differs) {
            text += QLatin1Char('\n') + explainDifference(m_cells[row].front().result, cell.result);
        }
        return text;
    }
    case Qt::BackgroundRole: {
        const ComponentPalette &palette = ComponentPalette::of(QApplication::palette());
        QColor tint = cell.pass ? palette.validBase() : palette.invalidBase();
        return tint;
    }
    case Qt::FontRole: {
        QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        font.setBold(cell.differs);
        return font;
    }
    case PassRole:
        return cell.pass;
    case DiffersRole:
        return cell.differs;
    }
    return {};
}

QVariant ResolutionBatchModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && section >= FirstSpecColumn && section < columnCount()) {
        const Spec spec = m_specs[static_cast<std::size_t>(section - FirstSpecColumn)];
        if (role == Qt::DisplayRole) {
            if (!m_batch)
                return ResolutionText::specName(spec);
            //: %1 a specification, %2 of %3 examples pass under it
            return tr("%1 (%2/%3)")
                .arg(ResolutionText::specName(spec))
                .arg(passCount(spec))
                .arg(rowCount());
        }
        if (role == Qt::ToolTipRole) {
            return tr("The target under %1; a tick where it is the document's result, a cross "
                      "where it is not.")
                .arg(ResolutionText::specName(spec));
        }
        return {};
    }
    return TableModel::headerData(section, orientation, role);
}

} // namespace uri::ui
