/**
 * @file resolution_pane.h
 * @brief The Resolution pane: the main input as a reference resolved
 * against a base (RFC 3986 §5.2 and its predecessors), traced step by step,
 * compared across the spec generations, made relative again, and the
 * documents' example tables run as batches.
 */
#pragma once

#include "panes/analysis_pane.h"
#include "uriinspector/resolve.h"
#include "uriinspector/resolve_examples.h"

#include <optional>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSplitter;
class QTabWidget;
class QTableView;
class QToolButton;

namespace uri::ui {

class AlgorithmModel;
class DotSegmentsModel;
class ResolutionBatchModel;
class ResolutionStepsModel;
class SpecComparisonModel;

/**
 * @brief The pane "resolutionPane".
 *
 * The reference is the main input (Analysis::bytes()) and the base is the
 * inspection's (Analysis::base): the window owns the base, inspects the
 * input against it, and the pane shows the inspection's resolutions; it
 * never resolves on its own. What the user types on the base line goes to
 * the window as baseEdited(). A base or reference longer than
 * kMaxTracedInput bytes is not resolved (the pane says so).
 */
class ResolutionPane : public AnalysisPane
{
    Q_OBJECT

public:
    /// The longest base or reference the pane resolves and traces.
    static constexpr std::size_t kMaxTracedInput = kMaxResolveBytes;
    /// The base of the examples of RFC 3986 §5.4 (and draft-01 Appendix C).
    static constexpr const char *kExampleBase = "http://a/b/c/d;p?q";

    explicit ResolutionPane(QWidget *parent = nullptr);
    ~ResolutionPane() override;

    void setAnalysis(std::shared_ptr<const Analysis> analysis) override;
    [[nodiscard]] QString title() const override;

    /// Show the window's @p base on the base line (no baseEdited()).
    void setBase(const QString &base);
    /// The base line's text.
    [[nodiscard]] QString base() const;
    /// Resolve under @p spec (one of resolutionSpecs()).
    void setSpec(Spec spec);
    [[nodiscard]] Spec spec() const;
    /// The target for "Make relative".
    void setRelativeTarget(const QString &target);

    /// The inspection the pane shows (never null).
    [[nodiscard]] const std::shared_ptr<const Analysis> &analysis() const { return m_analysis; }
    /// The result under the chosen spec; nullopt when nothing was resolved.
    [[nodiscard]] const std::optional<ResolveResult> &result() const { return m_result; }
    /// What the target line says: the target, the error, or why nothing was resolved.
    [[nodiscard]] QString targetText() const;
    /// The notes and hazards, one per line.
    [[nodiscard]] QString notesText() const;
    /// What "Make relative" says of the reference, or why there is none.
    [[nodiscard]] QString relativeText() const;
    /// The reference on its line, as shown ("<> (empty)" for the empty one;
    /// empty when there is none).
    [[nodiscard]] QString relativeReferenceText() const;
    /// The reference relativize() gave (nullopt: none).
    [[nodiscard]] const std::optional<std::string> &relativeReference() const { return m_relative; }

    // The parts, for tests.
    [[nodiscard]] DotSegmentsModel *dotModel() const { return m_dots; }
    [[nodiscard]] AlgorithmModel *algorithmModel() const { return m_algorithm; }
    [[nodiscard]] QTableView *algorithmView() const { return m_algorithmView; }
    [[nodiscard]] QTableView *stepsView() const { return m_stepsView; }
    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }
    /// The algorithm view's texts: the rule in words and the step's two buffers.
    [[nodiscard]] QString algorithmRuleText() const;
    [[nodiscard]] QString algorithmOutputText() const;
    [[nodiscard]] QString algorithmInputText() const;
    [[nodiscard]] ResolutionStepsModel *stepsModel() const { return m_steps; }
    [[nodiscard]] SpecComparisonModel *comparisonModel() const { return m_comparison; }
    [[nodiscard]] ResolutionBatchModel *batchModel() const { return m_batch; }
    [[nodiscard]] QLineEdit *baseEdit() const { return m_baseEdit; }
    [[nodiscard]] QComboBox *specBox() const { return m_specBox; }
    [[nodiscard]] QTableView *dotView() const { return m_dotView; }
    [[nodiscard]] QAction *stepForwardAction() const { return m_forward; }
    [[nodiscard]] QAction *stepBackAction() const { return m_back; }
    [[nodiscard]] QAction *toStartAction() const { return m_start; }
    [[nodiscard]] QAction *toEndAction() const { return m_end; }
    [[nodiscard]] QPushButton *rfc3986BatchButton() const { return m_rfc3986Button; }
    [[nodiscard]] QPushButton *draft01BatchButton() const { return m_draft01Button; }

signals:
    /// The user changed the base (typed, or chose the example base): the
    /// window inspects the input against @p base.
    void baseEdited(const QString &base);

public slots:
    void stepForward();
    void stepBack();
    void toStart();
    void toEnd();
    /// Show the Algorithm tab: the spec's text with the lines executed for
    /// this input. While it is shown, start, back, forward and end step
    /// through the whole trace (elsewhere through the path rewriting).
    void showAlgorithm();
    /// Make step @p step of the trace (0-based, clamped) the current one: the
    /// algorithm view, the branches table and the remove_dot_segments table
    /// follow.
    void setTraceStep(int step);
    /// Run RFC 3986 §5.4.1 and §5.4.2 as a batch.
    void loadRfc3986Batch();
    /// Run draft-fielding-url-syntax-01 Appendix C as a batch.
    void loadDraft01Batch();

protected:
    void retranslateUi() override;
    void changeEvent(QEvent *event) override;

private:
    void createWidgets();
    /// The tabs' pages: remove_dot_segments stepped, every generation,
    /// "Make relative", the batches (the algorithm's is createAlgorithmPage()).
    QWidget *createDotPage();
    QWidget *createSpecsPage();
    QWidget *createRelativePage();
    QWidget *createBatchPage();
    void connectWidgets();
    /// Follow, in the whole trace, the @p n th step that rewrites the path
    /// (the remove_dot_segments table) or that does not (the branches table).
    void followNth(bool pathRewrite, int n);
    void recompute();
    void updateTarget();
    void updateRelative();
    void updateStepActions();
    void updateBatchSummary();
    void loadBatch(const ResolutionBatch &batch);
    QWidget *createAlgorithmPage();
    /// Whether the actions step through the whole trace (the Algorithm tab is shown).
    [[nodiscard]] bool steppingTrace() const;
    void updateAlgorithm();
    void updateAlgorithmStep();
    /// The dot table or the branches table moved to trace step @p step.
    void followTable(int step);

    std::shared_ptr<const Analysis> m_analysis;
    std::optional<ResolveResult> m_result;
    /// The current step of the whole trace (-1: none), which the algorithm view shows.
    int m_traceStep = -1;
    /// Set while the tables are moved to m_traceStep (their signals are ours).
    bool m_syncing = false;
    /// Why nothing was resolved (no base, too long, ...); empty when resolved.
    enum class Idle { None, NoBase, NoReference, TooLong } m_idle = Idle::NoBase;
    std::optional<std::string> m_relative;
    std::optional<ResolveError> m_relativeError;
    bool m_relativeRoundTrip = false;

    DotSegmentsModel *m_dots = nullptr;
    ResolutionStepsModel *m_steps = nullptr;
    SpecComparisonModel *m_comparison = nullptr;
    ResolutionBatchModel *m_batch = nullptr;
    AlgorithmModel *m_algorithm = nullptr;

    QLabel *m_baseLabel = nullptr;
    QLineEdit *m_baseEdit = nullptr;
    QPushButton *m_exampleButton = nullptr;
    QLabel *m_specLabel = nullptr;
    QComboBox *m_specBox = nullptr;
    QLabel *m_targetCaption = nullptr;
    QLineEdit *m_targetLine = nullptr;
    QPushButton *m_openButton = nullptr;
    QLabel *m_notesLabel = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_stepsView = nullptr;
    QWidget *m_dotPage = nullptr;
    QWidget *m_algorithmPage = nullptr;
    QWidget *m_specsPage = nullptr;
    QWidget *m_relativePage = nullptr;
    QWidget *m_batchPage = nullptr;
    QLabel *m_algorithmTitle = nullptr;
    QLabel *m_algorithmPosition = nullptr;
    QTableView *m_algorithmView = nullptr;
    QSplitter *m_algorithmSplitter = nullptr;
    QLabel *m_ruleCaption = nullptr;
    QLabel *m_ruleLabel = nullptr;
    QLabel *m_outputCaption = nullptr;
    QLabel *m_outputLabel = nullptr;
    QLabel *m_inputCaption = nullptr;
    QLabel *m_inputLabel = nullptr;
    QLabel *m_dotCaption = nullptr;
    QLabel *m_positionLabel = nullptr;
    QTableView *m_dotView = nullptr;
    QAction *m_start = nullptr;
    QAction *m_back = nullptr;
    QAction *m_forward = nullptr;
    QAction *m_end = nullptr;
    QToolButton *m_startButton = nullptr;
    QToolButton *m_backButton = nullptr;
    QToolButton *m_forwardButton = nullptr;
    QToolButton *m_endButton = nullptr;
    QLabel *m_comparisonCaption = nullptr;
    QTableView *m_comparisonView = nullptr;
    QLabel *m_relativeCaption = nullptr;
    QLineEdit *m_relativeEdit = nullptr;
    QLabel *m_referenceCaption = nullptr;
    QLineEdit *m_referenceLine = nullptr;
    QLabel *m_relativeLabel = nullptr;
    QPushButton *m_rfc3986Button = nullptr;
    QPushButton *m_draft01Button = nullptr;
    QLabel *m_batchLabel = nullptr;
    QTableView *m_batchView = nullptr;
};

} // namespace uri::ui
