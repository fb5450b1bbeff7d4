/**
 * @file layers_model.h
 * @brief Double (triple...) percent-encoding, layer by layer: "%252F" ->
 * "%2F" -> "/" (RFC 3986 §2.4: "implementations must not percent-encode or
 * decode the same string more than once").
 */
#pragma once

#include "analysis/analysis.h"
#include "text/part_kind.h"
#include "uriinspector/percent.h"

#include "panes/encoding/two_level_model.h"

#include <memory>
#include <vector>

namespace uri::ui {

/**
 * @brief Tree model: each component that is encoded more than once (the
 * core percent view's layers), with the whole component at every layer,
 * and one child per place that was encoded more than once.
 *
 * Roles: SpanRole (in the main input), KindRole.
 */
class LayersModel : public TwoLevelModel
{
    Q_OBJECT

public:
    enum Column {
        PartColumn,   ///< the component, or the encoded text as written
        LayersColumn, ///< every layer, joined by arrows
        CountColumn,  ///< how many times it was encoded
        ColumnCount
    };

    /// At most this many places are listed per component.
    static constexpr int kMaxPlaces = 1000;

    /// One component's view.
    struct Source
    {
        PartKind kind = PartKind::Path;
        PercentView view;
    };

    explicit LayersModel(QObject *parent = nullptr);

    /// Show the layers of @p views over @p analysis (a model reset); only
    /// views with more than one layer of encoding are listed.
    void setViews(std::shared_ptr<const Analysis> analysis, std::vector<Source> views);

    /// The arrow-joined layers of @p text: decoded again and again (RFC 3986
    /// §2.1) until nothing changes, at most @p maxLayers decodings.
    [[nodiscard]] static QStringList layersOf(std::string_view text, std::size_t maxLayers);

    void retranslate();

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

protected:
    [[nodiscard]] int topRowCount() const override;
    [[nodiscard]] int childCount(int row) const override;
    [[nodiscard]] int columns() const override { return ColumnCount; }

private:
    struct Place
    {
        Span span;
        QStringList layers;
    };
    struct Row
    {
        PartKind kind = PartKind::Path;
        Span span;
        QStringList layers; ///< the whole component at each layer, escaped
        std::vector<Place> places;
    };

    std::shared_ptr<const Analysis> m_analysis;
    std::vector<Row> m_rows;
};

} // namespace uri::ui
