/**
 * @file resolution_dot_model.h
 * @brief The path rewriting of one resolution as a table to step through:
 * RFC 3986 §5.2.4 remove_dot_segments as the RFC prints it (STEP, OUTPUT
 * BUFFER, INPUT BUFFER), or an older generation's Step 6.
 */
#pragma once

#include "common/table_model.h"

#include "common/highlighted_text.h"
#include "uriinspector/resolve.h"

#include <optional>
#include <utility>
#include <vector>

namespace uri::ui {

/**
 * @brief One row per step revealed so far: rows 0 to currentStep() of the
 * trace. Stepping forward reveals the next row, as the tables of RFC 3986
 * §5.2.4 grow; the current row is the last one (bold, marked with an
 * arrow, CurrentRole).
 *
 * The part of each buffer that the step changed is in HighlightsRole
 * (highlight_delegate.h); a removal is an empty range at its place. The
 * step label's tooltip and CiteRole cite the rule.
 */
class DotSegmentsModel : public TableModel
{
    Q_OBJECT

public:
    enum Column {
        NumberColumn, ///< 1, 2, ... with an arrow on the current row
        StepColumn,   ///< the rule as its spec labels it: "1", "2E", "3", "6c"
        OutputColumn, ///< the output buffer after the step (RFC 3986), or the buffer
        InputColumn,  ///< the input buffer after the step (RFC 3986), or what the step read
        RuleColumn,   ///< what the rule did, with its values ("2C: the input starts with ...")
        ColumnCount
    };

    explicit DotSegmentsModel(QObject *parent = nullptr);

    /// Show @p steps (path rewriting steps only, see isPathRewriteRule()),
    /// all of them revealed (the current step is the last).
    void setTrace(std::vector<TraceStep> steps);
    [[nodiscard]] const std::vector<TraceStep> &trace() const { return m_steps; }

    [[nodiscard]] int stepCount() const { return static_cast<int>(m_steps.size()); }
    /// The index of the current (last revealed) step; -1 without steps.
    [[nodiscard]] int currentStep() const { return m_current; }
    /// Reveal steps 0 to @p step (clamped to the trace).
    void setCurrentStep(int step);
    [[nodiscard]] bool canStepForward() const { return m_current + 1 < stepCount(); }
    [[nodiscard]] bool canStepBack() const { return m_current > 0; }

    void stepForward() { setCurrentStep(m_current + 1); }
    void stepBack() { setCurrentStep(m_current - 1); }
    void toStart() { setCurrentStep(0); }
    void toEnd() { setCurrentStep(stepCount() - 1); }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    void currentStepChanged(int step);

private:
    /// Whether the trace has two buffers (RFC 3986 §5.2.4) or one (older specs).
    [[nodiscard]] bool twoBuffers() const;
    /// The byte spans of row @p row's output (or input) that the step changed.
    [[nodiscard]] std::vector<Span> changed(int row, bool output) const;

    /// Row @p row's output (or input) as shown, its changed spans marked:
    /// built once per trace, as a table measures each row many times.
    [[nodiscard]] const HighlightedText &shown(int row, bool output) const;

    std::vector<TraceStep> m_steps;
    /// shown(): {output, input} per row, built on first use
    mutable std::vector<std::optional<std::pair<HighlightedText, HighlightedText>>> m_shown;
    int m_current = -1;
};

} // namespace uri::ui
