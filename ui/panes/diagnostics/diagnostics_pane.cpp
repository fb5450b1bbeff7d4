#include "panes/diagnostics/diagnostics_pane.h"

#include "analysis/roles.h"
#include "common/readable_view.h"
#include "panes/diagnostics/diagnostics_model.h"
#include "text/spec_names.h"

#include <QTreeView>
#include <QVBoxLayout>

namespace uri::ui {

DiagnosticsPane::DiagnosticsPane(QWidget *parent)
    : AnalysisPane(parent)
    , m_model(new DiagnosticsModel(this))
    , m_view(new QTreeView(this))
{
    setObjectName(QStringLiteral("diagnosticsPane"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setObjectName(QStringLiteral("diagnosticList"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    ReadableView::install(m_view, DiagnosticsModel::MessageColumn);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                chooseSpanOf(current);
                emit currentChanged();
            });
}

void DiagnosticsPane::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    m_hasInput = analysis && !analysis->bytes().empty();
    m_spec = analysis ? analysis->spec : Spec::Rfc3986;
    m_model->setAnalysis(std::move(analysis));
    updateEmptyText();
}

void DiagnosticsPane::updateEmptyText()
{
    ReadableView::of(m_view)->setEmptyText(
        m_hasInput ? tr("No problems: the input is valid under %1, with no warnings and no "
                        "notes.")
                         .arg(SpecNames::displayName(m_spec))
                   : tr("The input's errors, warnings and notes appear here, each with where "
                        "it is and the rule it comes from."));
}

void DiagnosticsPane::markSpan(Span span)
{
    markIndex(m_view, m_model->indexForSpan(span));
}

QString DiagnosticsPane::title() const
{
    return tr("Diagnostics");
}

void DiagnosticsPane::selectRelative(int step)
{
    const int rows = m_model->rowCount();
    if (rows == 0)
        return;
    const int current = m_view->currentIndex().row();
    const int next = current < 0 ? (step > 0 ? 0 : rows - 1) : (current + step + rows) % rows;
    m_view->setCurrentIndex(m_model->index(next, 0));
}

int DiagnosticsPane::count() const
{
    return m_model->rowCount();
}

void DiagnosticsPane::retranslateUi()
{
    m_model->retranslate();
    updateEmptyText();
}

} // namespace uri::ui
