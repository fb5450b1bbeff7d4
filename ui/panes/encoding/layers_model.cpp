#include "panes/encoding/layers_model.h"

#include "analysis/roles.h"
#include "common/display_cells.h"

#include <QFontDatabase>

namespace uri::ui {

namespace {

constexpr std::size_t kShownBytes = 256;

QString arrowJoined(const QStringList &layers)
{
    return layers.join(QStringLiteral(" \u2192 "));
}

} // namespace

LayersModel::LayersModel(QObject *parent)
    : TwoLevelModel(parent)
{}

QStringList LayersModel::layersOf(std::string_view text, std::size_t maxLayers)
{
    QStringList out{escapedText(text, kShownBytes)};
    std::string current(text);
    for (std::size_t i = 0; i < maxLayers; ++i) {
        std::string next = percentDecode(current);
        if (next == current)
            break;
        out << escapedText(next, kShownBytes);
        current = std::move(next);
    }
    return out;
}

void LayersModel::setViews(std::shared_ptr<const Analysis> analysis, std::vector<Source> views)
{
    beginResetModel();
    m_analysis = std::move(analysis);
    m_rows.clear();
    for (const Source &source : views) {
        const PercentView &v = source.view;
        if (!v.doubleEncoded() || !m_analysis)
            continue;
        Row row;
        row.kind = source.kind;
        row.span = v.span;
        for (const DecodeLayer &layer : v.layers)
            row.layers << escapedText(layer.octets, kShownBytes);
        // RFC 3986 §2.4: the places decoded by the second decoding were encoded twice.
        const std::size_t maxLayers = v.layers.size() - 1;
        for (const Span &s : v.layers[2].decoded) {
            if (row.places.size() >= static_cast<std::size_t>(kMaxPlaces))
                break;
            row.places.push_back({s, layersOf(m_analysis->text(s), maxLayers)});
        }
        m_rows.push_back(std::move(row));
    }
    endResetModel();
}

void LayersModel::retranslate()
{
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(static_cast<int>(m_rows.size()) - 1, ColumnCount - 1),
                         {Qt::DisplayRole, Qt::ToolTipRole});
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

Qt::ItemFlags LayersModel::flags(const QModelIndex &index) const
{
    return index.isValid() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags;
}

QVariant LayersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PartColumn:
        return tr("Part");
    case LayersColumn:
        return tr("Layers");
    case CountColumn:
        return tr("Encoded");
    }
    return {};
}

QVariant LayersModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.model() != this)
        return {};
    const bool top = isTop(index);
    const Row &row = m_rows[static_cast<std::size_t>(top ? index.row() : parentRow(index))];
    const Place *place = top ? nullptr : &row.places[static_cast<std::size_t>(index.row())];
    const QStringList &layers = place ? place->layers : row.layers;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case PartColumn:
            return place ? layers.front() : PartNames::name(row.kind);
        case LayersColumn:
            return arrowJoined(layers);
        case CountColumn:
            //: how many times a text was percent-encoded
            return tr("%n time(s)", nullptr, static_cast<int>(layers.size() - 1));
        }
        return {};
    case Qt::ToolTipRole:
        return tr("Percent-encoded more than once: decoding once gives an encoding again. "
                  "A URI must not be encoded or decoded more than once (RFC 3986 §2.4).");
    case Qt::FontRole:
        if (index.column() == LayersColumn || (place && index.column() == PartColumn))
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case SpanRole:
        return QVariant::fromValue(place ? place->span : row.span);
    case KindRole:
        return static_cast<int>(row.kind);
    default:
        return {};
    }
}

int LayersModel::topRowCount() const
{
    return static_cast<int>(m_rows.size());
}

int LayersModel::childCount(int row) const
{
    return static_cast<int>(m_rows[static_cast<std::size_t>(row)].places.size());
}

} // namespace uri::ui
