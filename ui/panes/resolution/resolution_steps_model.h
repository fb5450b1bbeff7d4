/**
 * @file resolution_steps_model.h
 * @brief The branches one resolution took: for RFC 3986 the §5.2.2 branch
 * for each component (and the §5.2.1 split, the §5.2.3 merge, the §5.3
 * recomposition); for an older generation its own numbered steps.
 */
#pragma once

#include "common/table_model.h"

#include "uriinspector/resolve.h"

#include <optional>
#include <vector>

namespace uri::ui {

enum class PartKind;

/**
 * @brief One row per trace step that is not path rewriting (those are in
 * DotSegmentsModel), in the order the rules fired.
 *
 * The meaning column is the translated summary of the rule, never the
 * core's English description; CiteRole cites the rule.
 */
class ResolutionStepsModel : public TableModel
{
    Q_OBJECT

public:
    enum Column {
        BranchColumn,    ///< the rule as its spec labels it: 'R.path starts with "/"', "6a"
        ComponentColumn, ///< the component it decides: "scheme", "path", ... or empty
        ValueColumn,     ///< the step's result (RFC 3986: the target recomposed so far)
        ReadColumn,      ///< what the step read
        MeaningColumn,   ///< what the rule did, with its values, translated
        CiteColumn,      ///< "RFC 3986 §5.2.2"
        ColumnCount
    };

    explicit ResolutionStepsModel(QObject *parent = nullptr);

    /// Show the steps of @p trace that are not path rewriting.
    void setTrace(const std::vector<TraceStep> &trace);
    [[nodiscard]] const std::vector<TraceStep> &steps() const { return m_steps; }

    /// The component @p rule decides, or nullopt (the split, the recomposition).
    [[nodiscard]] static std::optional<PartKind> componentOf(ResolveRule rule);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    std::vector<TraceStep> m_steps;
};

} // namespace uri::ui
