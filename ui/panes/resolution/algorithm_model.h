/**
 * @file algorithm_model.h
 * @brief The resolution algorithm of the chosen spec generation, one row
 * per line of its text (algorithm_text.h), with the lines executed for this
 * input and the lines of the current trace step marked.
 */
#pragma once

#include "text/algorithm_text.h"
#include "uriinspector/resolve.h"

#include <QAbstractTableModel>

#include <functional>
#include <vector>

namespace uri::ui {

/**
 * @brief One row per line of the algorithm's text.
 *
 * A line that some step of the trace executes is tinted and marked with a
 * dot; the lines of the current step are bold and marked with an arrow: a
 * filled one, on the palette's Highlight, where the step acted; a hollow one,
 * on the Highlight at half strength, where it only evaluated a test. The tooltip names the rules
 * that execute the line.
 */
class AlgorithmModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        MarkColumn, ///< the marks: an arrow on the current step's lines, a dot on executed ones
        TextColumn, ///< the line, as the text prints it
        ColumnCount
    };
    /// How a line stands for this input and this step (LineStateRole).
    enum class LineState {
        NotRun,        ///< no step of the trace executes it
        Run,           ///< a step of the trace executes it
        CurrentTested, ///< the current step evaluates its test
        CurrentDone,   ///< the current step does what it says
    };

    explicit AlgorithmModel(QObject *parent = nullptr);

    /// Show @p lines, executed by @p trace; the current step is the last.
    void setAlgorithm(std::vector<AlgorithmLine> lines, std::vector<TraceStep> trace);
    [[nodiscard]] const std::vector<AlgorithmLine> &lines() const { return m_lines; }
    [[nodiscard]] const std::vector<TraceStep> &trace() const { return m_trace; }

    /// The current step (an index of the trace; -1 without a trace).
    [[nodiscard]] int currentStep() const { return m_current; }
    void setCurrentStep(int step);

    [[nodiscard]] LineState lineState(int row) const;
    /// The rows executed by the trace, and those of the current step.
    [[nodiscard]] std::vector<int> runRows() const;
    [[nodiscard]] std::vector<int> currentRows() const;

    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

signals:
    void currentStepChanged(int step);

private:
    [[nodiscard]] std::vector<int> rowsWhere(const std::function<bool(LineState)> &keep) const;

    std::vector<AlgorithmLine> m_lines;
    std::vector<TraceStep> m_trace;
    std::vector<bool> m_run;
    int m_current = -1;
};

} // namespace uri::ui
