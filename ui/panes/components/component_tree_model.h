/**
 * @file component_tree_model.h
 * @brief The components of the analysed input as a tree: scheme, authority
 * (userinfo, host, port), path (segments), query (parameters), fragment.
 *
 * @see byte_model.h for the bytes, linked to this tree by Span.
 */
#pragma once

#include "analysis/analysis.h"
#include "common/palette.h"
#include "text/part_kind.h"

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace uri::ui {

/**
 * @brief A tree model over one Analysis.
 *
 * The five components of RFC 3986 §3 are always the top-level rows, defined
 * or not: an undefined component has no SpanRole (an invalid QVariant) and
 * DefinedRole false, an empty one has a Span of length 0. Children are the
 * parts inside them. Roles: SpanRole, KindRole, DefinedRole (roles.h).
 */
class ComponentTreeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,    ///< "scheme", "segment 2", ...
        TextColumn,    ///< the raw text, escaped for display
        DecodedColumn, ///< the percent-decoded text, where it differs
        SpanColumn,    ///< "[offset, end)" in bytes
        NotesColumn,   ///< host type, undefined or empty, warnings
        ColumnCount
    };

    /// At most this many children (segments, parameters, labels) are listed.
    static constexpr int kMaxChildren = 500;

    explicit ComponentTreeModel(QObject *parent = nullptr);

    /// Show @p analysis (replaces everything: a model reset).
    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    /// The analysis shown (never null).
    [[nodiscard]] std::shared_ptr<const Analysis> analysis() const { return m_analysis; }

    /// The colours for DecorationRole swatches.
    void setComponentPalette(const ComponentPalette &palette);

    /**
     * @brief The deepest item whose span equals @p span, or else the deepest
     * one that contains it; an invalid index when none does.
     */
    [[nodiscard]] QModelIndex indexForSpan(Span span) const;

    /// The deepest defined item that contains byte @p offset (invalid if none).
    [[nodiscard]] QModelIndex indexAtByte(std::size_t offset) const;

    /// Texts changed language: headers and names are emitted as changed.
    void retranslate();

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Node
    {
        PartKind kind;
        OptSpan span;
        int parent = -1; ///< index into m_nodes; -1 for a top-level row
        int row = 0;     ///< row under its parent
        int ordinal = 0; ///< 1-based number of a segment, parameter or label;
                         ///< for PartKind::More, how many are not listed
        std::vector<int> children;
    };

    int addNode(PartKind kind, OptSpan span, int parent, int ordinal = 0);
    void build();
    void emitAllChanged(const QList<int> &roles);
    [[nodiscard]] QString notes(const Node &node) const;
    [[nodiscard]] QModelIndex indexOfNode(int node, int column = 0) const;
    [[nodiscard]] const Node *nodeOf(const QModelIndex &index) const;

    std::shared_ptr<const Analysis> m_analysis;
    std::vector<Node> m_nodes;
    std::vector<int> m_roots;
    ComponentPalette m_palette;
};

} // namespace uri::ui
