#include "panes/grammar/derivation_model.h"

#include "analysis/roles.h"
#include "common/display_cells.h"
#include "text/grammar_text.h"

#include <QFont>
#include <QFontDatabase>

#include <algorithm>

namespace uri::ui {

namespace {

const char *const kHeaders[] = {
    QT_TRANSLATE_NOOP("uri::ui::DerivationModel", "Rule"),
    QT_TRANSLATE_NOOP("uri::ui::DerivationModel", "Text"),
    QT_TRANSLATE_NOOP("uri::ui::DerivationModel", "Span"),
    QT_TRANSLATE_NOOP("uri::ui::DerivationModel", "Note"),
};
static_assert(std::size(kHeaders) == DerivationModel::ColumnCount);

} // namespace

DerivationModel::DerivationModel(QObject *parent)
    : QAbstractItemModel(parent)
{}

void DerivationModel::setDerivation(std::shared_ptr<const ShownDerivation> shown)
{
    beginResetModel();
    m_shown = std::move(shown);
    m_entries.clear();
    m_firstChild.clear();
    m_entryOf.clear();
    if (m_shown && !m_shown->derivation.root.rule.empty()) {
        // breadth-first: the children of a node are contiguous
        m_entries.push_back({&m_shown->derivation.root, -1, 0});
        for (std::size_t i = 0; i < m_entries.size(); ++i) {
            m_firstChild.push_back(static_cast<int>(m_entries.size()));
            m_entryOf.emplace(m_entries[i].node, static_cast<int>(i));
            const std::vector<DerivationNode> &children = m_entries[i].node->children;
            for (std::size_t c = 0; c < children.size(); ++c)
                m_entries.push_back({&children[c], static_cast<int>(i), static_cast<int>(c)});
        }
    }
    endResetModel();
}

QModelIndex DerivationModel::indexOf(const DerivationNode *node) const
{
    const auto it = m_entryOf.find(node);
    if (it == m_entryOf.end())
        return {};
    return createIndex(m_entries[static_cast<std::size_t>(it->second)].row, 0,
                       static_cast<quintptr>(it->second));
}

QModelIndex DerivationModel::indexForSpan(Span span) const
{
    if (!m_shown)
        return {};
    const std::vector<const DerivationNode *> chain
        = derivationChain(m_shown->derivation, span.offset);
    for (auto it = chain.rbegin(); it != chain.rend(); ++it)
        if ((*it)->span == span)
            return indexOf(*it);
    return chain.empty() ? QModelIndex() : indexOf(chain.back());
}

QModelIndex DerivationModel::stopIndex() const
{
    if (!m_shown || !m_shown->derivation.stop)
        return {};
    for (const Entry &entry : m_entries)
        if (entry.node->stop && entry.node->stop->offset == *m_shown->derivation.stop)
            return indexOf(entry.node);
    return {};
}

void DerivationModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    // every note anew, the tree's expansion and selection kept
    emit layoutAboutToBeChanged();
    emit layoutChanged();
}

QModelIndex DerivationModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row == 0 && !m_entries.empty() ? createIndex(0, column, quintptr{0}) : QModelIndex();
    const auto p = static_cast<std::size_t>(parent.internalId());
    if (row >= static_cast<int>(m_entries[p].node->children.size()))
        return {};
    return createIndex(row, column, static_cast<quintptr>(m_firstChild[p] + row));
}

QModelIndex DerivationModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const int p = m_entries[static_cast<std::size_t>(child.internalId())].parent;
    if (p < 0)
        return {};
    return createIndex(m_entries[static_cast<std::size_t>(p)].row, 0, static_cast<quintptr>(p));
}

int DerivationModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return m_entries.empty() ? 0 : 1;
    if (parent.column() != 0)
        return 0;
    return static_cast<int>(
        m_entries[static_cast<std::size_t>(parent.internalId())].node->children.size());
}

int DerivationModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant DerivationModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const DerivationNode &node = *m_entries[static_cast<std::size_t>(index.internalId())].node;
    const std::string_view input = m_shown->analysis->bytes();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case RuleColumn:
            return grammarString(node.rule);
        case TextColumn:
            return escapedText(node.span.in(input));
        case SpanColumn:
            return QStringLiteral("%1+%2").arg(node.span.offset).arg(node.span.length);
        case NoteColumn:
            return GrammarText::stop(node, input);
        default:
            return {};
        }
    case Qt::FontRole:
        if (index.column() == TextColumn)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case SpanRole:
        return QVariant::fromValue(node.span);
    case RuleRole:
        return grammarString(node.rule);
    case CiteRole:
        return GrammarText::citation(ruleCitation(m_shown->derivation.spec, node.rule));
    default:
        return {};
    }
}

QVariant DerivationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0
        || section >= ColumnCount)
        return {};
    return tr(kHeaders[section]);
}

} // namespace uri::ui
