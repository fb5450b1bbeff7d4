#include "panes/normalize/compare_model.h"

#include "analysis/roles.h"
#include "common/highlighted_text.h"
#include "text/part_kind.h"
#include "text/resolution_text.h"

#include <QFontDatabase>

namespace uri::ui {

QString componentName(std::string_view component)
{
    static constexpr std::pair<std::string_view, PartKind> kNames[]
        = {{"scheme", PartKind::Scheme},    {"userinfo", PartKind::Userinfo},
           {"host", PartKind::Host},        {"port", PartKind::Port},
           {"path", PartKind::Path},        {"query", PartKind::Query},
           {"fragment", PartKind::Fragment}};
    for (const auto &[name, kind] : kNames) {
        if (name == component)
            return PartNames::name(kind);
    }
    return fromBytes(component);
}

namespace {

/// The columns' headers, in the order of CompareModel::Column.
constexpr ColumnHeader kCompareModelColumns[] = {
    {QT_TRANSLATE_NOOP("uri::ui::CompareModel", "Component")}, // ComponentColumn
    {QT_TRANSLATE_NOOP("uri::ui::CompareModel", "This URI")},  // FirstColumn
    {QT_TRANSLATE_NOOP("uri::ui::CompareModel", "Other URI")}, // SecondColumn
};
static_assert(std::size(kCompareModelColumns) == CompareModel::ColumnCount);

} // namespace

CompareModel::CompareModel(QObject *parent)
    : TableModel(kCompareModelColumns, parent)
{}

void CompareModel::setResult(std::optional<CompareResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    endResetModel();
}

int CompareModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_result ? 0 : static_cast<int>(m_result->differences.size());
}

QVariant CompareModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ComponentDifference &d = m_result->differences[static_cast<std::size_t>(index.row())];
    const auto text = [](const std::optional<std::string> &value) {
        //: a component that the reference does not have (not the same as empty)
        return value ? QStringLiteral("\"%1\"").arg(highlightedText(*value, {}).text)
                     : tr("(undefined)");
    };
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ComponentColumn:
            return componentName(d.component);
        case FirstColumn:
            return text(d.aNormalized);
        case SecondColumn:
            return text(d.bNormalized);
        }
        return {};
    case Qt::FontRole:
        if (index.column() != ComponentColumn)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case Qt::ToolTipRole:
        return tr("Normalized, the two still differ here. Activate to select it in the input.");
    case SpanRole:
        return d.a ? QVariant::fromValue(*d.a) : QVariant();
    case SecondSpanRole:
        return d.b ? QVariant::fromValue(*d.b) : QVariant();
    }
    return {};
}

} // namespace uri::ui
