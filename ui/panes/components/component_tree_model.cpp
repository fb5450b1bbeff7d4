#include "panes/components/component_tree_model.h"

#include "analysis/roles.h"
#include "common/display_cells.h"
#include "uriinspector/percent.h"

#include <QFont>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QPalette>

namespace uri::ui {

namespace {

constexpr std::size_t kShownBytes = 256; // longest text shown in a cell

bool decodable(PartKind kind)
{
    switch (kind) {
    case PartKind::Scheme:
    case PartKind::Port:
    case PartKind::IpAddress:
    case PartKind::More:
        return false;
    default:
        return true;
    }
}

QString hostTypeText(HostType type)
{
    switch (type) {
    case HostType::RegName:
        return ComponentTreeModel::tr("registered name");
    case HostType::IPv4:
        return ComponentTreeModel::tr("IPv4 address");
    case HostType::IPv6:
        return ComponentTreeModel::tr("IPv6 address");
    case HostType::IPvFuture:
        return ComponentTreeModel::tr("IPvFuture address");
    }
    return {};
}

} // namespace

ComponentTreeModel::ComponentTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_analysis(analyze(std::string(), Spec::Rfc3986))
{
    build();
}

void ComponentTreeModel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    beginResetModel();
    m_analysis = analysis ? std::move(analysis) : uri::ui::analyze(std::string(), Spec::Rfc3986);
    build();
    endResetModel();
}

void ComponentTreeModel::setComponentPalette(const ComponentPalette &palette)
{
    m_palette = palette;
    emitAllChanged({Qt::DecorationRole});
}

int ComponentTreeModel::addNode(PartKind kind, OptSpan span, int parent, int ordinal)
{
    const int id = static_cast<int>(m_nodes.size());
    Node node{kind, span, parent, 0, ordinal, {}};
    if (parent < 0) {
        node.row = static_cast<int>(m_roots.size());
        m_roots.push_back(id);
    } else {
        node.row = static_cast<int>(m_nodes[static_cast<std::size_t>(parent)].children.size());
        m_nodes[static_cast<std::size_t>(parent)].children.push_back(id);
    }
    m_nodes.push_back(std::move(node));
    return id;
}

void ComponentTreeModel::build()
{
    m_nodes.clear();
    m_roots.clear();
    const Analysis &a = *m_analysis;
    const ParseResult &r = a.syntax;

    // Lists longer than kMaxChildren end with one "N more" node.
    auto addList = [this](PartKind kind, const auto &spans, int parent, auto spanOf) {
        const std::size_t shown = std::min<std::size_t>(spans.size(), kMaxChildren);
        for (std::size_t i = 0; i < shown; ++i)
            addNode(kind, spanOf(spans[i]), parent, static_cast<int>(i + 1));
        if (spans.size() > shown)
            addNode(PartKind::More, std::nullopt, parent, static_cast<int>(spans.size() - shown));
    };

    addNode(PartKind::Scheme, r.scheme, -1);
    const int authority = addNode(PartKind::Authority, r.authority, -1);
    if (r.authority) {
        if (r.userinfo) {
            const int userinfo = addNode(PartKind::Userinfo, r.userinfo, authority);
            if (r.password) {
                addNode(PartKind::User, r.user, userinfo);
                addNode(PartKind::Password, r.password, userinfo);
            }
        }
        const int host = addNode(PartKind::Host, r.host, authority);
        if (r.ipLiteralAddress)
            addNode(PartKind::IpAddress, r.ipLiteralAddress, host);
        if (r.zoneId)
            addNode(PartKind::ZoneId, r.zoneId, host);
        addList(PartKind::HostLabel, a.hostLabels, host, [](Span s) { return OptSpan(s); });
        if (a.registrableDomain && a.registrableDomain != r.host) // not the host itself
            addNode(PartKind::RegistrableDomain, a.registrableDomain, host);
        if (r.port)
            addNode(PartKind::Port, r.port, authority);
    }
    const int path = addNode(PartKind::Path, r.path, -1);
    addList(PartKind::Segment, a.segments, path, [](Span s) { return OptSpan(s); });
    if (r.params)
        addNode(PartKind::PathParams, r.params, path);
    const int query = addNode(PartKind::Query, r.query, -1);
    const std::size_t shownParams = std::min<std::size_t>(a.params.size(), kMaxChildren);
    for (std::size_t i = 0; i < shownParams; ++i) {
        const QueryParam &p = a.params[i];
        const int param = addNode(PartKind::Param, p.whole, query, static_cast<int>(i + 1));
        if (p.value) {
            addNode(PartKind::ParamKey, p.key, param);
            addNode(PartKind::ParamValue, p.value, param);
        }
    }
    if (a.params.size() > shownParams)
        addNode(PartKind::More, std::nullopt, query,
                static_cast<int>(a.params.size() - shownParams));
    addNode(PartKind::Fragment, r.fragment, -1);
}

QModelIndex ComponentTreeModel::indexOfNode(int node, int column) const
{
    if (node < 0)
        return {};
    return createIndex(m_nodes[static_cast<std::size_t>(node)].row, column,
                       static_cast<quintptr>(node));
}

const ComponentTreeModel::Node *ComponentTreeModel::nodeOf(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return nullptr;
    return &m_nodes[static_cast<std::size_t>(index.internalId())];
}

QModelIndex ComponentTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    const std::vector<int> *list = &m_roots;
    if (const Node *p = nodeOf(parent)) {
        if (parent.column() != 0)
            return {};
        list = &p->children;
    }
    if (row >= static_cast<int>(list->size()))
        return {};
    return indexOfNode((*list)[static_cast<std::size_t>(row)], column);
}

QModelIndex ComponentTreeModel::parent(const QModelIndex &child) const
{
    const Node *node = nodeOf(child);
    if (!node)
        return {};
    return indexOfNode(node->parent, 0);
}

int ComponentTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return static_cast<int>(m_roots.size());
    if (parent.column() != 0)
        return 0;
    const Node *node = nodeOf(parent);
    return node ? static_cast<int>(node->children.size()) : 0;
}

int ComponentTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QString ComponentTreeModel::notes(const Node &node) const
{
    const ParseResult &r = m_analysis->syntax;
    QStringList out;
    if (node.kind == PartKind::More)
        return PartNames::description(PartKind::More);
    if (!node.span) {
        switch (node.kind) {
        case PartKind::Scheme:
            return tr("undefined: no \":\" before the first \"/\", \"?\" or \"#\"");
        case PartKind::Authority:
            return tr("undefined: no \"//\"");
        case PartKind::Query:
            return tr("undefined: no \"?\"");
        case PartKind::Fragment:
            return tr("undefined: no \"#\"");
        default:
            return tr("undefined");
        }
    }
    if (node.span->empty())
        out << tr("empty");
    switch (node.kind) {
    case PartKind::Host:
        if (r.hostType)
            out << hostTypeText(*r.hostType);
        break;
    case PartKind::Userinfo:
        out << tr("not the host");
        break;
    case PartKind::Password:
        out << tr("deprecated: exposed to anyone who sees the link");
        break;
    default:
        break;
    }
    int errors = 0;
    for (const Diagnostic &d : r.diagnostics) {
        if (d.severity == Severity::Error && node.span->contains(d.span)
            && (d.span.length > 0 || !node.span->empty()))
            ++errors;
    }
    if (errors > 0)
        out << tr("errors: %1").arg(errors);
    return out.join(QStringLiteral("; "));
}

QVariant ComponentTreeModel::data(const QModelIndex &index, int role) const
{
    const Node *node = nodeOf(index);
    if (!node)
        return {};
    const Analysis &a = *m_analysis;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return PartNames::name(node->kind, node->ordinal);
        case TextColumn:
            if (node->kind == PartKind::More)
                return QString();
            if (!node->span)
                return tr("(undefined)");
            if (node->span->empty())
                return tr("(empty)");
            return escapedText(a.text(*node->span), kShownBytes);
        case DecodedColumn: {
            if (!node->span || !decodable(node->kind))
                return QString();
            const std::string_view raw = a.text(*node->span);
            if (raw.find('%') == std::string_view::npos)
                return QString();
            const std::string decoded = uri::percentDecode(raw.substr(0, kShownBytes * 3));
            return escapedText(decoded, kShownBytes);
        }
        case SpanColumn:
            if (!node->span)
                return QString();
            return QStringLiteral("[%1, %2)").arg(node->span->offset).arg(node->span->end());
        case NotesColumn:
            return notes(*node);
        }
        return {};
    case Qt::ToolTipRole:
        return PartNames::description(node->kind);
    case Qt::FontRole:
        if (index.column() == TextColumn || index.column() == DecodedColumn) {
            QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
            font.setItalic(!node->span || node->span->empty());
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        if (index.column() == TextColumn && (!node->span || node->span->empty()))
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::DecorationRole:
        if (index.column() == NameColumn && node->kind != PartKind::More)
            return node->span ? m_palette.line(node->kind) : m_palette.dimForeground();
        return {};
    case SpanRole:
        return node->span ? QVariant::fromValue(*node->span) : QVariant();
    case KindRole:
        return static_cast<int>(node->kind);
    case DefinedRole:
        return node->span.has_value();
    default:
        return {};
    }
}

Qt::ItemFlags ComponentTreeModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QVariant ComponentTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Component");
    case TextColumn:
        return tr("Text");
    case DecodedColumn:
        return tr("Decoded");
    case SpanColumn:
        return tr("Bytes");
    case NotesColumn:
        return tr("Notes");
    }
    return {};
}

QModelIndex ComponentTreeModel::indexForSpan(Span span) const
{
    int best = -1;
    std::size_t bestDepth = 0;
    bool bestExact = false;
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        const Node &n = m_nodes[i];
        if (!n.span || !n.span->contains(span))
            continue;
        if (n.span->empty() && !span.empty())
            continue;
        std::size_t depth = 0;
        for (int p = n.parent; p >= 0; p = m_nodes[static_cast<std::size_t>(p)].parent)
            ++depth;
        const bool exact = *n.span == span;
        // an exact match beats containment; deeper beats shallower
        if (best < 0 || (exact && !bestExact) || (exact == bestExact && depth > bestDepth)) {
            best = static_cast<int>(i);
            bestDepth = depth;
            bestExact = exact;
        }
    }
    return indexOfNode(best);
}

QModelIndex ComponentTreeModel::indexAtByte(std::size_t offset) const
{
    int best = -1;
    std::size_t bestDepth = 0;
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        const Node &n = m_nodes[i];
        if (!n.span || offset < n.span->offset || offset >= n.span->end())
            continue;
        std::size_t depth = 0;
        for (int p = n.parent; p >= 0; p = m_nodes[static_cast<std::size_t>(p)].parent)
            ++depth;
        if (best < 0 || depth > bestDepth) {
            best = static_cast<int>(i);
            bestDepth = depth;
        }
    }
    return indexOfNode(best);
}

void ComponentTreeModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    emitAllChanged({Qt::DisplayRole, Qt::ToolTipRole});
}

void ComponentTreeModel::emitAllChanged(const QList<int> &roles)
{
    // one range per parent: dataChanged() ranges must share a parent
    if (!m_roots.empty())
        emit dataChanged(indexOfNode(m_roots.front()), indexOfNode(m_roots.back(), ColumnCount - 1),
                         roles);
    for (const Node &n : m_nodes) {
        if (!n.children.empty())
            emit dataChanged(indexOfNode(n.children.front()),
                             indexOfNode(n.children.back(), ColumnCount - 1), roles);
    }
}

} // namespace uri::ui
