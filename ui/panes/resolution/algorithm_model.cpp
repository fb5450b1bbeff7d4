#include "panes/resolution/algorithm_model.h"

#include "analysis/roles.h"
#include "common/palette.h"
#include "text/resolution_text.h"

#include <QApplication>
#include <QFont>
#include <QFontDatabase>
#include <QPalette>
#include <QStringList>

#include <algorithm>
#include <functional>

namespace uri::ui {

AlgorithmModel::AlgorithmModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void AlgorithmModel::setAlgorithm(std::vector<AlgorithmLine> lines, std::vector<TraceStep> trace)
{
    beginResetModel();
    m_lines = std::move(lines);
    m_trace = std::move(trace);
    m_run.clear();
    for (const AlgorithmLine &line : m_lines)
        m_run.push_back(line.runs(m_trace));
    m_current = static_cast<int>(m_trace.size()) - 1;
    endResetModel();
    emit currentStepChanged(m_current);
}

void AlgorithmModel::setCurrentStep(int step)
{
    if (m_trace.empty())
        return;
    step = std::clamp(step, 0, static_cast<int>(m_trace.size()) - 1);
    if (step == m_current)
        return;
    m_current = step;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit currentStepChanged(m_current);
}

AlgorithmModel::LineState AlgorithmModel::lineState(int row) const
{
    if (row < 0 || row >= rowCount())
        return LineState::NotRun;
    const AlgorithmLine &line = m_lines[static_cast<std::size_t>(row)];
    if (m_current >= 0) {
        if (const auto role = line.roleIn(m_trace, static_cast<std::size_t>(m_current)))
            return *role == LineRole::Does ? LineState::CurrentDone : LineState::CurrentTested;
    }
    return m_run[static_cast<std::size_t>(row)] ? LineState::Run : LineState::NotRun;
}

std::vector<int> AlgorithmModel::rowsWhere(const std::function<bool(LineState)> &keep) const
{
    std::vector<int> rows;
    for (int r = 0; r < rowCount(); ++r) {
        if (keep(lineState(r)))
            rows.push_back(r);
    }
    return rows;
}

std::vector<int> AlgorithmModel::runRows() const
{
    // a line of the current step is executed too
    return rowsWhere([](LineState state) { return state != LineState::NotRun; });
}

std::vector<int> AlgorithmModel::currentRows() const
{
    return rowsWhere([](LineState state) {
        return state == LineState::CurrentTested || state == LineState::CurrentDone;
    });
}

void AlgorithmModel::retranslate()
{
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int AlgorithmModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_lines.size());
}

int AlgorithmModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AlgorithmModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const AlgorithmLine &line = m_lines[static_cast<std::size_t>(index.row())];
    const LineState state = lineState(index.row());
    const bool current = state == LineState::CurrentTested || state == LineState::CurrentDone;
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == TextColumn)
            return QString::fromStdString(line.text);
        // marks, not colour alone: an arrow on the current step, a dot on executed lines
        switch (state) {
        case LineState::CurrentDone:
            return QString(QChar(0x25B6)); // BLACK RIGHT-POINTING TRIANGLE
        case LineState::CurrentTested:
            return QString(QChar(0x25B7)); // WHITE RIGHT-POINTING TRIANGLE
        case LineState::Run:
            return QString(QChar(0x2022)); // BULLET
        case LineState::NotRun:
            return QString();
        }
        return {};
    case Qt::ToolTipRole: {
        QStringList rules;
        for (const LineTag &tag : line.tags) {
            const QString title = ResolutionText::ruleTitle(tag.rule);
            if (!rules.contains(title))
                rules << title;
        }
        if (rules.isEmpty())
            return {};
        return tr("Executed by:\n%1").arg(rules.join(QLatin1Char('\n')));
    }
    case Qt::FontRole: {
        QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        font.setBold(current);
        return font;
    }
    case Qt::BackgroundRole: {
        const QPalette palette = QApplication::palette();
        const QColor highlight = palette.color(QPalette::Active, QPalette::Highlight);
        if (state == LineState::CurrentDone)
            return highlight;
        if (state == LineState::CurrentTested) {
            // a test on the way: the highlight at half strength, the text in its own colour
            const QColor base = palette.color(QPalette::Active, QPalette::Base);
            return QColor::fromRgbF((highlight.redF() + base.redF()) / 2,
                                    (highlight.greenF() + base.greenF()) / 2,
                                    (highlight.blueF() + base.blueF()) / 2);
        }
        if (state == LineState::Run)
            return ComponentPalette::of(palette).validBase();
        return {};
    }
    case Qt::ForegroundRole: {
        const QPalette palette = QApplication::palette();
        if (state == LineState::CurrentDone)
            return palette.color(QPalette::Active, QPalette::HighlightedText);
        if (state == LineState::NotRun)
            return ComponentPalette::of(palette).dimForeground();
        return {};
    }
    case LineStateRole:
        return static_cast<int>(state);
    }
    return {};
}

} // namespace uri::ui
