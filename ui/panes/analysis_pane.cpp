#include "panes/analysis_pane.h"

#include <QEvent>

namespace uri::ui {

void AnalysisPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace uri::ui
