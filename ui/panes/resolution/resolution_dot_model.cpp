#include "panes/resolution/resolution_dot_model.h"

#include "analysis/roles.h"
#include "common/highlighted_text.h"
#include "text/resolution_text.h"

#include <QApplication>
#include <QFont>
#include <QFontDatabase>
#include <QStyle>

#include <algorithm>

namespace uri::ui {

namespace {

std::size_t commonPrefix(std::string_view a, std::string_view b)
{
    const auto [ia, ib] = std::mismatch(a.begin(), a.end(), b.begin(), b.end());
    return static_cast<std::size_t>(ia - a.begin());
}

std::size_t commonSuffix(std::string_view a, std::string_view b, std::size_t limit)
{
    std::size_t n = 0;
    while (n < a.size() && n < b.size() && n < limit && a[a.size() - 1 - n] == b[b.size() - 1 - n])
        ++n;
    return n;
}

bool isRfc3986DotRule(ResolveRule rule)
{
    return rule >= ResolveRule::Rule1 && rule <= ResolveRule::Rule3;
}

} // namespace

namespace {

/// The columns' headers, in the order of DotSegmentsModel::Column: RFC 3986
/// §5.2.4's two buffers.
constexpr ColumnHeader kDotSegmentsModelColumns[] = {
    {QT_TRANSLATE_NOOP("uri::ui::DotSegmentsModel", "#")},
    //: the column of the rule labels (1, 2A ... 2E, 3), as RFC 3986 §5.2.4 prints it
    {QT_TRANSLATE_NOOP("uri::ui::DotSegmentsModel", "Step")},
    {QT_TRANSLATE_NOOP("uri::ui::DotSegmentsModel", "Output buffer")},
    {QT_TRANSLATE_NOOP("uri::ui::DotSegmentsModel", "Input buffer")},
    //: the column saying what each step's rule did, with the buffers' values
    {QT_TRANSLATE_NOOP("uri::ui::DotSegmentsModel", "What the rule did")},
};
static_assert(std::size(kDotSegmentsModelColumns) == DotSegmentsModel::ColumnCount);

} // namespace

DotSegmentsModel::DotSegmentsModel(QObject *parent)
    : TableModel(kDotSegmentsModelColumns, parent)
{}

void DotSegmentsModel::setTrace(std::vector<TraceStep> steps)
{
    beginResetModel();
    m_steps = std::move(steps);
    m_shown.assign(m_steps.size(), std::nullopt);
    m_current = stepCount() - 1;
    endResetModel();
    emit currentStepChanged(m_current);
}

void DotSegmentsModel::setCurrentStep(int step)
{
    if (m_steps.empty())
        return;
    step = std::clamp(step, 0, stepCount() - 1);
    if (step == m_current)
        return;
    const int old = m_current;
    if (step > old) {
        beginInsertRows({}, old + 1, step);
        m_current = step;
        endInsertRows();
    } else {
        beginRemoveRows({}, step + 1, old);
        m_current = step;
        endRemoveRows();
    }
    // the old and the new current row change their marks
    const int first = std::min(old, step);
    if (first >= 0)
        emit dataChanged(index(first, 0), index(m_current, ColumnCount - 1));
    emit currentStepChanged(m_current);
}

int DotSegmentsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_current + 1;
}

bool DotSegmentsModel::twoBuffers() const
{
    return !m_steps.empty() && isRfc3986DotRule(m_steps.front().rule);
}

std::vector<Span> DotSegmentsModel::changed(int row, bool output) const
{
    const TraceStep &step = m_steps[static_cast<std::size_t>(row)];
    if (row == 0 && (step.rule == ResolveRule::Rule1 || !twoBuffers()))
        return {};
    if (step.rule == ResolveRule::Rule3)
        return {};
    if (twoBuffers()) {
        // RFC 3986 §5.2.4: the output grows at its end (2E) or loses its last
        // segment (2C); the input loses or rewrites its beginning (2A-2E)
        const TraceStep &prev = m_steps[static_cast<std::size_t>(row - 1)];
        if (output) {
            const std::size_t p = commonPrefix(prev.output, step.output);
            if (step.output.size() > p)
                return {Span{p, step.output.size() - p}};
            if (prev.output.size() > p)
                return {Span{p, 0}};
            return {};
        }
        const std::size_t s = commonSuffix(prev.input, step.input, step.input.size());
        if (step.input.size() > s)
            return {Span{0, step.input.size() - s}};
        if (prev.input.size() > s)
            return {Span{0, 0}};
        return {};
    }
    // one buffer: the step rewrote `input` into `output`
    const std::string_view before = step.input;
    const std::string_view after = step.output;
    if (before.empty() || before == after)
        return {};
    const std::size_t p = commonPrefix(before, after);
    const std::size_t s = commonSuffix(before, after, std::min(before.size(), after.size()) - p);
    const std::string_view text = output ? after : before;
    const std::size_t length = text.size() - p - s;
    return {Span{p, length}};
}

const HighlightedText &DotSegmentsModel::shown(int row, bool output) const
{
    auto &cached = m_shown[static_cast<std::size_t>(row)];
    if (!cached) {
        const TraceStep &step = m_steps[static_cast<std::size_t>(row)];
        cached.emplace(highlightedText(step.output, changed(row, true)),
                       highlightedText(step.input, changed(row, false)));
    }
    return output ? cached->first : cached->second;
}

QVariant DotSegmentsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const TraceStep &step = m_steps[static_cast<std::size_t>(row)];
    const bool current = row == m_current;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NumberColumn:
            return QString::number(row + 1);
        case StepColumn:
            return ResolutionText::ruleLabel(step.rule);
        case OutputColumn:
            return shown(row, true).text;
        case InputColumn:
            return shown(row, false).text;
        case RuleColumn:
            return ResolutionText::stepInWords(step);
        }
        return {};
    case HighlightsRole:
        if (index.column() == OutputColumn)
            return QVariant::fromValue(shown(row, true).ranges);
        if (index.column() == InputColumn)
            return QVariant::fromValue(shown(row, false).ranges);
        return {};
    case Qt::DecorationRole:
        // an arrow marks the current step (not colour alone)
        if (current && index.column() == NumberColumn)
            return QApplication::style()->standardIcon(QStyle::SP_ArrowRight);
        return {};
    case Qt::ToolTipRole:
        return ResolutionText::ruleTitle(step.rule);
    case Qt::FontRole: {
        QFont font = index.column() == OutputColumn || index.column() == InputColumn
                         ? QFontDatabase::systemFont(QFontDatabase::FixedFont)
                         : QFont();
        font.setBold(current);
        return font;
    }
    case CiteRole:
        return ResolutionText::ruleCite(step.rule);
    case CurrentRole:
        return current;
    case RuleIdRole:
        return fromBytes(ruleId(step.rule));
    }
    return {};
}

QVariant DotSegmentsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    // one buffer (the specs before RFC 3986): what it holds and what the step read
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && !twoBuffers()
        && !m_steps.empty()) {
        if (section == OutputColumn)
            return tr("Buffer");
        if (section == InputColumn)
            return tr("Read");
    }
    return TableModel::headerData(section, orientation, role);
}

} // namespace uri::ui
