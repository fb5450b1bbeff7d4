#include "panes/analysis_pane.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QItemSelectionModel>

namespace uri::ui {

void AnalysisPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void AnalysisPane::markIndex(QAbstractItemView *view, const QModelIndex &index)
{
    m_marking = true;
    if (index.isValid()) {
        view->scrollTo(index);
        view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect
                                                           | QItemSelectionModel::Rows);
    } else {
        view->selectionModel()->clearSelection();
    }
    m_marking = false;
}

void AnalysisPane::chooseSpanOf(const QModelIndex &index)
{
    if (m_marking)
        return;
    if (const QVariant span = index.data(SpanRole); span.isValid())
        emit spanActivated(span.value<Span>());
}

void AnalysisPane::linkSpans(QAbstractItemView *view)
{
    connect(view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &AnalysisPane::chooseSpanOf);
}

} // namespace uri::ui
