/**
 * @file resolution_specs_model.h
 * @brief The same reference resolved under every spec generation, each
 * target that differs from RFC 3986's marked and explained.
 */
#pragma once

#include "common/table_model.h"

#include "uriinspector/resolve.h"

#include <vector>

namespace uri::ui {

/**
 * @brief Where two resolutions of the same reference part ways, from their
 * traces, in words: the first step at which the rules they applied differ
 * in kind (one merges where the other keeps the base path, one drops a ".."
 * the other keeps), or, when the same kinds of rule fired, the last step of
 * @p other that rewrote the target.
 *
 * @return an empty string when both give the same target (or error).
 */
[[nodiscard]] QString explainDifference(const ResolveResult &rfc3986, const ResolveResult &other);

/**
 * @brief One row per spec generation (resolutionSpecs()): its target, or
 * its error. A row whose target differs from RFC 3986's (strict) is marked
 * in three ways: a warning icon, the word in the Differs column and a
 * tinted background; its tooltip is explainDifference().
 */
class SpecComparisonModel : public TableModel
{
    Q_OBJECT

public:
    enum Column {
        SpecColumn,    ///< "RFC 2396"
        TargetColumn,  ///< the target, or the error
        DiffersColumn, ///< "differs" / "same" (compared with RFC 3986)
        ColumnCount
    };

    explicit SpecComparisonModel(QObject *parent = nullptr);

    /// Show @p results, one per spec of resolutionSpecs(), in that order
    /// (or none: an empty table).
    void setResults(std::vector<ResolveResult> results);
    [[nodiscard]] const std::vector<ResolveResult> &results() const { return m_results; }
    /// The rows whose target differs from RFC 3986's.
    [[nodiscard]] std::vector<int> differingRows() const;

    /// The explanations of the differences are worded again.
    void retranslate() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] bool differs(int row) const;

    std::vector<ResolveResult> m_results;
    std::vector<QString> m_explanations;
};

/// Whether two results give the same target (both none: the same error code).
[[nodiscard]] bool sameOutcome(const ResolveResult &a, const ResolveResult &b);

} // namespace uri::ui
