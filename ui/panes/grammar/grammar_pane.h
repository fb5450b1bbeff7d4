/**
 * @file grammar_pane.h
 * @brief The pane "grammarPane": the derivation of the input (grammar.h,
 * docs/grammar.md), the tree of the grammar's rules that matched, and for
 * the chosen character its chain of rules from the start rule down, each
 * with its definition as the text prints it.
 */
#pragma once

#include "panes/analysis_pane.h"
#include "panes/grammar/derivation_model.h"

#include <QFutureWatcher>

class QPlainTextEdit;
class QTreeView;

namespace uri::ui {

class WrapLabel;

/**
 * @brief The derivation of the main input under its spec's grammar (RFC
 * 3986's where the spec has none drawn). A derivation is made when the pane
 * is given an analysis, that is when it is shown: at once for an input of
 * up to kSyncBytes, else on a worker thread.
 */
class GrammarPane : public AnalysisPane
{
    Q_OBJECT

public:
    static constexpr std::size_t kSyncBytes = 4 * 1024;

    explicit GrammarPane(QWidget *parent = nullptr);

    void setAnalysis(std::shared_ptr<const Analysis> analysis) override;
    void markSpan(Span span) override;
    [[nodiscard]] QString title() const override;

    [[nodiscard]] DerivationModel *model() const { return m_model; }
    [[nodiscard]] QTreeView *view() const { return m_view; }
    /// What the pane says above the tree: the derivation's outcome.
    [[nodiscard]] QString summary() const;
    /// The chain of the chosen character (GrammarText::chain()), or "".
    [[nodiscard]] QString chainText() const;
    /// Whether the latest analysis's derivation is being made off the UI thread.
    [[nodiscard]] bool isBusy() const;

signals:
    /// The derivation of the latest analysis is shown.
    void derivationShown();

protected:
    void retranslateUi() override;

private:
    [[nodiscard]] static std::shared_ptr<const ShownDerivation>
    make(std::shared_ptr<const Analysis> analysis);
    void show(std::shared_ptr<const ShownDerivation> shown);
    void startMaking();
    void onMade();
    void showChain(std::size_t offset);
    void updateSummary();

    std::shared_ptr<const Analysis> m_analysis; ///< the latest (shown or being derived)
    QFutureWatcher<std::shared_ptr<const ShownDerivation>> m_watcher;
    DerivationModel *m_model = nullptr;
    WrapLabel *m_summary = nullptr;
    QTreeView *m_view = nullptr;
    QPlainTextEdit *m_chain = nullptr;
    std::optional<std::size_t> m_chainOffset;
};

} // namespace uri::ui
