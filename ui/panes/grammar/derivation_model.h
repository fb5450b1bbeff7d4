/**
 * @file derivation_model.h
 * @brief The derivation of the input (grammar.h) as a tree: each rule that
 * matched, with its text and span, and where a rejected input's grammar
 * stopped.
 */
#pragma once

#include "analysis/analysis.h"
#include "uriinspector/grammar.h"

#include <QAbstractItemModel>

#include <memory>
#include <unordered_map>
#include <vector>

namespace uri::ui {

/// A derivation with the analysis whose input it borrows.
struct ShownDerivation
{
    std::shared_ptr<const Analysis> analysis;
    Derivation derivation;
};

/**
 * @brief A tree model over one derivation: a row per rule node. Roles:
 * SpanRole (the node's span), RuleRole (its rule's name), CiteRole (where
 * the grammar's text defines it).
 */
class DerivationModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column {
        RuleColumn, ///< the rule's name
        TextColumn, ///< the characters it matched, escaped
        SpanColumn, ///< "offset+length" in bytes
        NoteColumn, ///< where the grammar stopped, at the node of a rejected input's
        ColumnCount
    };

    explicit DerivationModel(QObject *parent = nullptr);

    /// Show @p shown (null: nothing), replacing everything.
    void setDerivation(std::shared_ptr<const ShownDerivation> shown);
    [[nodiscard]] std::shared_ptr<const ShownDerivation> derivation() const { return m_shown; }

    /// The node of @p span, or else the deepest that holds its first byte.
    [[nodiscard]] QModelIndex indexForSpan(Span span) const;
    /// The node where the grammar stopped (the first failing component's), or invalid.
    [[nodiscard]] QModelIndex stopIndex() const;

    /// Texts changed language: headers and notes are emitted as changed.
    void retranslate();

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    /// Every node, parents before children; internalId() is the index here.
    struct Entry
    {
        const DerivationNode *node;
        int parent; ///< -1 for the root
        int row;    ///< its index among its parent's children
    };
    [[nodiscard]] QModelIndex indexOf(const DerivationNode *node) const;

    std::shared_ptr<const ShownDerivation> m_shown;
    std::vector<Entry> m_entries;
    /// Where each node's children start in m_entries (they are contiguous).
    std::vector<int> m_firstChild;
    std::unordered_map<const DerivationNode *, int> m_entryOf;
};

} // namespace uri::ui
