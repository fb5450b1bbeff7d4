#include "panes/resolution/resolution_steps_model.h"

#include "analysis/roles.h"
#include "common/highlighted_text.h"
#include "text/part_kind.h"
#include "text/resolution_text.h"

#include <QFontDatabase>

namespace uri::ui {

namespace {

/// The columns' headers, in the order of ResolutionStepsModel::Column.
constexpr ColumnHeader kResolutionStepsModelColumns[] = {
    //: the branch of RFC 3986 §5.2.2 (or the step of an older specification) taken
    {QT_TRANSLATE_NOOP("uri::ui::ResolutionStepsModel", "Branch")},    // BranchColumn
    {QT_TRANSLATE_NOOP("uri::ui::ResolutionStepsModel", "Component")}, // ComponentColumn
    {QT_TRANSLATE_NOOP("uri::ui::ResolutionStepsModel", "Result")},    // ValueColumn
    {QT_TRANSLATE_NOOP("uri::ui::ResolutionStepsModel", "Read")},      // ReadColumn
    {QT_TRANSLATE_NOOP("uri::ui::ResolutionStepsModel", "Meaning")},   // MeaningColumn
    {QT_TRANSLATE_NOOP("uri::ui::ResolutionStepsModel", "Section")},   // CiteColumn
};
static_assert(std::size(kResolutionStepsModelColumns) == ResolutionStepsModel::ColumnCount);

} // namespace

ResolutionStepsModel::ResolutionStepsModel(QObject *parent)
    : TableModel(kResolutionStepsModelColumns, parent)
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

int ResolutionStepsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_steps.size());
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

} // namespace uri::ui
