/**
 * @file diagnostics_pane.h
 * @brief The pane "diagnosticsPane": every diagnostic of the input under the
 * chosen generation, with its span, rule and citation.
 */
#pragma once

#include "panes/analysis_pane.h"

class QTreeView;

namespace uri::ui {

class DiagnosticsModel;

/**
 * @brief The diagnostics, linked to the other views by spans: choosing one
 * emits spanActivated(); markSpan() selects the diagnostic of a span.
 */
class DiagnosticsPane : public AnalysisPane
{
    Q_OBJECT

public:
    explicit DiagnosticsPane(QWidget *parent = nullptr);

    void setAnalysis(std::shared_ptr<const Analysis> analysis) override;
    void markSpan(Span span) override;
    [[nodiscard]] QString title() const override;

    /// Select the diagnostic @p step rows after the current one (wrapping:
    /// the first or the last when none is current).
    void selectRelative(int step);
    [[nodiscard]] int count() const;

    [[nodiscard]] DiagnosticsModel *model() const { return m_model; }
    [[nodiscard]] QTreeView *view() const { return m_view; }

signals:
    /// The current diagnostic changed (by the user or by markSpan()).
    void currentChanged();

protected:
    void retranslateUi() override;

private:
    /// What the empty list says: no input yet, or no problem in it.
    void updateEmptyText();

    DiagnosticsModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    bool m_hasInput = false;
    Spec m_spec = Spec::Rfc3986; ///< of the analysis shown
};

} // namespace uri::ui
