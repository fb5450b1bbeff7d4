#include "panes/diagnostics/diagnostics_model.h"

#include "analysis/roles.h"
#include "common/display_cells.h"
#include "text/diagnostic_text.h"

#include <QApplication>
#include <QFontDatabase>
#include <QStyle>

namespace uri::ui {

namespace {

/// The columns' headers, in the order of DiagnosticsModel::Column.
constexpr ColumnHeader kDiagnosticsModelColumns[] = {
    {QT_TRANSLATE_NOOP("uri::ui::DiagnosticsModel", "Severity")}, // SeverityColumn
    {QT_TRANSLATE_NOOP("uri::ui::DiagnosticsModel", "Where")},    // WhereColumn
    {QT_TRANSLATE_NOOP("uri::ui::DiagnosticsModel", "Message")},  // MessageColumn
    {QT_TRANSLATE_NOOP("uri::ui::DiagnosticsModel", "Rule")},     // RuleColumn
    {QT_TRANSLATE_NOOP("uri::ui::DiagnosticsModel", "Citation")}, // CiteColumn
    {QT_TRANSLATE_NOOP("uri::ui::DiagnosticsModel", "Code")},     // CodeColumn
};
static_assert(std::size(kDiagnosticsModelColumns) == DiagnosticsModel::ColumnCount);

} // namespace

DiagnosticsModel::DiagnosticsModel(QObject *parent)
    : TableModel(kDiagnosticsModelColumns, parent)
    , m_analysis(analyze(std::string(), Spec::Rfc3986))
{}

void DiagnosticsModel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    beginResetModel();
    m_analysis = analysis ? std::move(analysis) : uri::ui::analyze(std::string(), Spec::Rfc3986);
    endResetModel();
}

const std::vector<Diagnostic> &DiagnosticsModel::diagnostics() const
{
    return m_analysis->syntax.diagnostics;
}

QModelIndex DiagnosticsModel::indexForSpan(Span span) const
{
    const auto &d = diagnostics();
    for (std::size_t i = 0; i < d.size(); ++i) {
        if (d[i].span == span)
            return index(static_cast<int>(i), 0);
    }
    return {};
}

int DiagnosticsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(diagnostics().size());
}

QVariant DiagnosticsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Diagnostic &d = diagnostics()[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return DiagnosticText::severityName(d.severity);
        case MessageColumn:
            return DiagnosticText::message(d, m_analysis->bytes());
        case WhereColumn:
            return caretExcerpt(m_analysis->bytes(), d.span);
        case RuleColumn:
            return QString::fromUtf8(d.rule.data(), static_cast<qsizetype>(d.rule.size()));
        case CiteColumn:
            return QString::fromUtf8(d.cite.data(), static_cast<qsizetype>(d.cite.size()));
        case CodeColumn: {
            const std::string_view name = diagCodeName(d.code);
            return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
        }
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == MessageColumn || index.column() == WhereColumn)
            return DiagnosticText::message(d, m_analysis->bytes());
        return {};
    case Qt::DecorationRole:
        if (index.column() == SeverityColumn) {
            const QStyle *style = QApplication::style();
            switch (d.severity) {
            case Severity::Error:
                return style->standardIcon(QStyle::SP_MessageBoxCritical);
            case Severity::Warning:
                return style->standardIcon(QStyle::SP_MessageBoxWarning);
            case Severity::Info:
                return style->standardIcon(QStyle::SP_MessageBoxInformation);
            }
        }
        return {};
    case Qt::FontRole:
        if (index.column() == WhereColumn || index.column() == CodeColumn)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case SpanRole:
        return QVariant::fromValue(d.span);
    case CodeRole: {
        const std::string_view name = diagCodeName(d.code);
        return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
    }
    case SeverityRole:
        return static_cast<int>(d.severity);
    case CiteRole:
        return QString::fromUtf8(d.cite.data(), static_cast<qsizetype>(d.cite.size()));
    case RuleRole:
        return QString::fromUtf8(d.rule.data(), static_cast<qsizetype>(d.rule.size()));
    default:
        return {};
    }
}

} // namespace uri::ui
