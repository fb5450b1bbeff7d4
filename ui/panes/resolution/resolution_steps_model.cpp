#include "panes/resolution/resolution_steps_model.h"

#include "analysis/roles.h"
#include "common/highlighted_text.h"
#include "text/part_kind.h"
#include "text/resolution_text.h"

#include <QFontDatabase>

namespace uri::ui {

ResolutionStepsModel::ResolutionStepsModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void ResolutionStepsModel::setTrace(const std::vector<TraceStep> &trace)
{
    beginResetModel();
    m_steps.clear();
    for (const TraceStep &step : trace) {
        if (!isPathRewriteRule(step.rule))
            m_steps.push_back(step);
    }
    endResetModel();
}

std::optional<PartKind> ResolutionStepsModel::componentOf(ResolveRule rule)
{
    switch (rule) {
    case ResolveRule::SchemeLoophole:
    case ResolveRule::SchemeDefined:
    case ResolveRule::SchemeFromBase:
    case ResolveRule::Rfc2396Step3:
    case ResolveRule::Rfc1808Step2b:
    case ResolveRule::Rfc1808Step2c:
    case ResolveRule::Draft01Step2b:
    case ResolveRule::Draft01Step2c:
    case ResolveRule::Rfc1630Scheme:
        return PartKind::Scheme;
    case ResolveRule::AuthorityDefined:
    case ResolveRule::AuthorityFromBase:
    case ResolveRule::Rfc2396Step4:
    case ResolveRule::Rfc1808Step3:
    case ResolveRule::Draft01Step3:
    case ResolveRule::Rfc1630Slashes:
        return PartKind::Authority;
    case ResolveRule::PathEmpty:
    case ResolveRule::PathAbsolute:
    case ResolveRule::Merge:
    case ResolveRule::MergeEmptyBasePath:
    case ResolveRule::Rfc2396Step5:
    case ResolveRule::Rfc1808Step4:
    case ResolveRule::Rfc1808Step5:
    case ResolveRule::Rfc1808Step5a:
    case ResolveRule::Draft01Step4:
    case ResolveRule::Draft01Step5:
        return PartKind::Path;
    case ResolveRule::QueryFromReference:
    case ResolveRule::QueryFromBase:
    case ResolveRule::Rfc1808Step5b:
        return PartKind::Query;
    case ResolveRule::FragmentFromReference:
        return PartKind::Fragment;
    default:
        return std::nullopt;
    }
}

void ResolutionStepsModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int ResolutionStepsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_steps.size());
}

int ResolutionStepsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ResolutionStepsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TraceStep &step = m_steps[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case BranchColumn:
            return ResolutionText::ruleLabel(step.rule);
        case ComponentColumn:
            if (const auto kind = componentOf(step.rule))
                return PartNames::name(*kind);
            return QString();
        case ValueColumn:
            return highlightedText(step.output, {}).text;
        case ReadColumn:
            return highlightedText(step.input, {}).text;
        case MeaningColumn:
            return ResolutionText::stepInWords(step);
        case CiteColumn:
            return ResolutionText::ruleCite(step.rule);
        }
        return {};
    case Qt::ToolTipRole:
        return ResolutionText::ruleTitle(step.rule);
    case Qt::FontRole:
        if (index.column() == ValueColumn || index.column() == ReadColumn)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case CiteRole:
        return ResolutionText::ruleCite(step.rule);
    }
    return {};
}

QVariant ResolutionStepsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case BranchColumn:
        //: the branch of RFC 3986 §5.2.2 (or the step of an older specification) taken
        return tr("Branch");
    case ComponentColumn:
        return tr("Component");
    case ValueColumn:
        return tr("Result");
    case ReadColumn:
        return tr("Read");
    case MeaningColumn:
        return tr("Meaning");
    case CiteColumn:
        return tr("Section");
    }
    return {};
}

} // namespace uri::ui
