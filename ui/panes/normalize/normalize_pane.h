/**
 * @file normalize_pane.h
 * @brief The Normalize & Compare pane: the RFC 3986 §6.2 ladder of the
 * main input, rung by rung, and its comparison with a second URI (§6).
 */
#pragma once

#include "panes/analysis_pane.h"
#include "uriinspector/normalize.h"

#include <optional>

class QAction;
class QLabel;
class QLineEdit;
class QTableView;
class QTreeView;

namespace uri::ui {

class CompareModel;
class NormalizeModel;
class WrapLabel;

/**
 * @brief The pane "normalizePane".
 *
 * The ladder comes from Analysis::normalized (computed off the UI thread).
 * The comparison runs compare() on the UI thread; inputs longer than
 * kMaxComparedInput bytes are not compared (the pane says so).
 *
 * Clicking or activating a change of the ladder, or a difference of the
 * comparison, emits spanActivated() with its exact span of the main input.
 */
class NormalizePane : public AnalysisPane
{
    Q_OBJECT

public:
    static constexpr std::size_t kMaxComparedInput = 64 * 1024;

    explicit NormalizePane(QWidget *parent = nullptr);
    ~NormalizePane() override;

    void setAnalysis(std::shared_ptr<const Analysis> analysis) override;
    void markSpan(Span span) override;
    [[nodiscard]] QString title() const override;

    /// The second URI to compare the input with.
    void setCompareWith(const QString &other);
    [[nodiscard]] const std::optional<CompareResult> &compareResult() const { return m_compare; }
    /// "Equivalent from ... on" / "Not equivalent: ..." / why nothing was compared.
    [[nodiscard]] QString compareSummary() const;
    /// The normalized form line.
    [[nodiscard]] QString normalizedText() const;

    // The parts, for tests.
    [[nodiscard]] NormalizeModel *ladderModel() const { return m_ladder; }
    [[nodiscard]] CompareModel *compareModel() const { return m_differences; }
    [[nodiscard]] QTreeView *ladderView() const { return m_ladderView; }
    [[nodiscard]] QTableView *compareView() const { return m_compareView; }
    [[nodiscard]] WrapLabel *firstLine() const { return m_firstLine; }
    [[nodiscard]] WrapLabel *secondLine() const { return m_secondLine; }

protected:
    void retranslateUi() override;
    void changeEvent(QEvent *event) override;

private:
    void createWidgets();
    void updateLadder();
    void updateCompare();

    std::shared_ptr<const Analysis> m_analysis;
    std::optional<CompareResult> m_compare;
    bool m_tooLong = false;

    NormalizeModel *m_ladder = nullptr;
    CompareModel *m_differences = nullptr;

    QLabel *m_normalizedCaption = nullptr;
    QLineEdit *m_normalizedForm = nullptr;
    QAction *m_copyNormalized = nullptr; ///< copies the whole normalized form
    QTreeView *m_ladderView = nullptr;
    QLabel *m_compareCaption = nullptr;
    QLineEdit *m_compareEdit = nullptr;
    QLabel *m_summaryLabel = nullptr;
    QLabel *m_firstCaption = nullptr;
    WrapLabel *m_firstLine = nullptr;
    QLabel *m_secondCaption = nullptr;
    WrapLabel *m_secondLine = nullptr;
    QTableView *m_compareView = nullptr;
};

} // namespace uri::ui
