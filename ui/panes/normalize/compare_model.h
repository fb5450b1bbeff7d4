/**
 * @file compare_model.h
 * @brief Two references compared by the RFC 3986 §6.2 ladder: the
 * components in which they still differ after it.
 */
#pragma once

#include "common/table_model.h"

#include "uriinspector/normalize.h"

#include <optional>

namespace uri::ui {

/**
 * @brief One row per ComponentDifference of a CompareResult (none when the
 * two are equivalent). SpanRole is the component's span in the first
 * reference (the main input; an invalid QVariant when it is undefined
 * there), SecondSpanRole its span in the second.
 */
class CompareModel : public TableModel
{
    Q_OBJECT

public:
    enum Column {
        ComponentColumn, ///< "path"
        FirstColumn,     ///< its normalized text in the first reference
        SecondColumn,    ///< and in the second
        ColumnCount
    };

    explicit CompareModel(QObject *parent = nullptr);

    void setResult(std::optional<CompareResult> result);
    [[nodiscard]] const std::optional<CompareResult> &result() const { return m_result; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    std::optional<CompareResult> m_result;
};

/// The translated name of a component as compare() names it ("path").
[[nodiscard]] QString componentName(std::string_view component);

} // namespace uri::ui
