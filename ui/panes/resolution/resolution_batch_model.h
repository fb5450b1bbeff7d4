/**
 * @file resolution_batch_model.h
 * @brief A document's table of resolution examples, run under every spec
 * generation and checked against the document's own expected results.
 */
#pragma once

#include "common/table_model.h"

#include "uriinspector/resolve.h"
#include "uriinspector/resolve_examples.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace uri::ui {

/**
 * @brief One row per example: reference, expected result, then for each
 * spec of resolutionSpecs() its target marked pass or fail (a tick or a
 * cross, a tint, PassRole). A target that differs from RFC 3986's is also
 * bold with DiffersRole, as in SpecComparisonModel.
 */
class ResolutionBatchModel : public TableModel
{
    Q_OBJECT

public:
    enum Column {
        SectionColumn,   ///< "5.4.1"
        ReferenceColumn, ///< the reference, "<>" for the empty one
        ExpectedColumn,  ///< as the document prints it
        FirstSpecColumn, ///< then one column per spec, resolutionSpecs() order
    };

    explicit ResolutionBatchModel(QObject *parent = nullptr);

    /// Resolve every example of @p batch under every spec (a model reset).
    void setBatch(const ResolutionBatch &batch);
    void clear();
    [[nodiscard]] const ResolutionBatch *batch() const { return m_batch ? &*m_batch : nullptr; }

    /// The column of @p spec, or -1.
    [[nodiscard]] int columnOf(Spec spec) const;
    /// How many examples pass under @p spec.
    [[nodiscard]] int passCount(Spec spec) const;
    /// The rows whose target under @p spec differs from RFC 3986's.
    [[nodiscard]] std::vector<int> differingRows(Spec spec) const;
    /// The rows that fail under @p spec.
    [[nodiscard]] std::vector<int> failingRows(Spec spec) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Cell
    {
        ResolveResult result;
        bool pass = false;
        bool differs = false;
    };

    std::optional<ResolutionBatch> m_batch;
    std::vector<Spec> m_specs;
    std::vector<std::vector<Cell>> m_cells; ///< [row][spec]
};

} // namespace uri::ui
