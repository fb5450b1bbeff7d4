/**
 * @file diagnostics_model.h
 * @brief The diagnostics of the analysed input as a table, translated by code.
 */
#pragma once

#include "common/table_model.h"

#include "analysis/analysis.h"

#include <memory>

namespace uri::ui {

/**
 * @brief One row per uri::Diagnostic, in the core's order.
 *
 * The message is DiagnosticText's translation of the code, never the core's
 * English message. The Where column shows the input around the span with a
 * line of carets under the offending characters. Roles: SpanRole, CodeRole,
 * SeverityRole, CiteRole, RuleRole (roles.h).
 */
class DiagnosticsModel : public TableModel
{
    Q_OBJECT

public:
    enum Column {
        SeverityColumn, ///< "error", "warning", "info" with an icon
        WhereColumn,    ///< the excerpt with carets (two lines, monospace)
        MessageColumn,  ///< translated by code
        RuleColumn,     ///< the ABNF rule
        CiteColumn,     ///< "RFC 3986 §3.3"
        CodeColumn,     ///< the stable code, "path-char"
        ColumnCount
    };

    explicit DiagnosticsModel(QObject *parent = nullptr);

    /// Show the diagnostics of @p analysis (a model reset).
    void setAnalysis(std::shared_ptr<const Analysis> analysis);

    /// The first diagnostic whose span equals @p span; invalid when none does.
    [[nodiscard]] QModelIndex indexForSpan(Span span) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] const std::vector<Diagnostic> &diagnostics() const;

    std::shared_ptr<const Analysis> m_analysis;
};

} // namespace uri::ui
