/**
 * @file byte_model.h
 * @brief The input bytes, sixteen to a row: offset, hex and characters.
 *
 * @see component_tree_model.h; the two are linked by Span, as a packet
 * analyser links its protocol tree and its bytes.
 */
#pragma once

#include "common/table_model.h"

#include "analysis/analysis.h"
#include "text/part_kind.h"

#include <memory>
#include <optional>

namespace uri::ui {

/**
 * @brief A table of the input bytes. Roles: SpanRole (the bytes of the row),
 * ByteKindsRole (the component of each byte of the row), see roles.h.
 */
class ByteModel : public TableModel
{
    Q_OBJECT

public:
    enum Column {
        OffsetColumn, ///< the offset of the row's first byte, in hex
        HexColumn,    ///< the bytes in hex
        TextColumn,   ///< printable ASCII as itself, every other byte as "."
        ColumnCount
    };
    static constexpr int kBytesPerRow = 16;

    explicit ByteModel(QObject *parent = nullptr);

    void setAnalysis(std::shared_ptr<const Analysis> analysis);

    /// The row that holds byte @p offset.
    [[nodiscard]] static int rowOf(std::size_t offset)
    {
        return static_cast<int>(offset / kBytesPerRow);
    }

    /// The innermost component that byte @p offset belongs to, or nothing for
    /// a delimiter.
    [[nodiscard]] std::optional<PartKind> kindAt(std::size_t offset) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const Analysis> m_analysis;
};

} // namespace uri::ui
