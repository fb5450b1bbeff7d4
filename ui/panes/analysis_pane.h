/**
 * @file analysis_pane.h
 * @brief The common face of the window's analysis panes (resolution,
 * encoding, normalization, security, extract): each is a dock of the main
 * window, fed with the same Analysis, linked to the same span selection.
 */
#pragma once

#include "analysis/analysis.h"
#include "analysis/roles.h" // Q_DECLARE_METATYPE(uri::Span), before moc meets the signals below
#include "uriinspector/span.h"

#include <QModelIndex>
#include <QWidget>

#include <memory>

class QAbstractItemView;

namespace uri::ui {

/**
 * @brief A pane of the main window that shows one view of the current
 * Analysis. Panes never parse the main input again: everything they show
 * comes from the Analysis (computed off the UI thread) or from the core
 * called on their own, small inputs (a base URI, a second URI to compare).
 */
class AnalysisPane : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;

    /// Show @p analysis, the main input's (never null; may be empty or unsupported).
    virtual void setAnalysis(std::shared_ptr<const Analysis> analysis) = 0;
    /// Whether the pane shows what the readers read (Analysis::readers, or the
    /// security analysis their P11 joins): the only panes given the last step
    /// of an analysis, withServerReadings(), whose views are the step before's.
    [[nodiscard]] virtual bool showsReadings() const { return false; }
    /// Mark @p span of the main input, when the pane shows it (selection linking).
    virtual void markSpan(Span span) { Q_UNUSED(span); }
    /// The pane's title, translated (the dock's title and its View menu entry).
    [[nodiscard]] virtual QString title() const = 0;

signals:
    /// The user chose @p span of the main input in this pane.
    void spanActivated(uri::Span span);
    /// The user asked to inspect @p uri in the main view (a nested URL, an
    /// extracted link, a resolved target).
    void openUri(const QString &uri);

protected:
    /// Set every visible text again (called on QEvent::LanguageChange).
    virtual void retranslateUi() = 0;
    void changeEvent(QEvent *event) override;

    /// Show @p index of @p view as the mark of a span: its row current,
    /// selected and scrolled to; nothing selected when @p index is invalid.
    /// The view's signals meanwhile are not the user's choice (marking()).
    void markIndex(QAbstractItemView *view, const QModelIndex &index);
    /// markIndex() is selecting: what the view reports is not the user's.
    [[nodiscard]] bool marking() const { return m_marking; }
    /// The user chose @p index: spanActivated() with its SpanRole, when it
    /// has one and markIndex() is not what chose it.
    void chooseSpanOf(const QModelIndex &index);
    /// Every change of @p view's current item by the user chooses its span
    /// (chooseSpanOf()).
    void linkSpans(QAbstractItemView *view);

private:
    bool m_marking = false;
};

} // namespace uri::ui
