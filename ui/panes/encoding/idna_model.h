/**
 * @file idna_model.h
 * @brief The host of the main input as Punycode (A-labels) and as Unicode,
 * label by label, with ICU's UTS #46 errors as text (idna.h).
 */
#pragma once

#include "common/table_model.h"

#include "analysis/analysis.h"
#include "common/palette.h"
#include "uriinspector/idna.h"

#include <memory>
#include <optional>

namespace uri::ui {

/**
 * @brief Table model: the whole host (row 0), then one row per label. Only
 * a reg-name host is a domain name (RFC 3986 §3.2.2); for other hosts, and
 * without a host, the model is empty.
 *
 * Roles: SpanRole (the label in the main input, triplets included).
 */
class IdnaModel : public TableModel
{
    Q_OBJECT

public:
    enum Column {
        PartColumn,    ///< "host", "label 1", ...
        WrittenColumn, ///< as written in the input (escaped)
        DecodedColumn, ///< percent-decoded (escaped)
        AsciiColumn,   ///< UTS #46 ToASCII: Punycode
        UnicodeColumn, ///< UTS #46 ToUnicode
        ErrorsColumn,  ///< ICU's errors, translated
        ColumnCount
    };

    static constexpr std::size_t kMaxViewBytes = std::size_t{1} << 20;
    static constexpr int kMaxLabels = 500;

    explicit IdnaModel(QObject *parent = nullptr);

    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    /// UTS #46 processing of the reg-name host of @p analysis (none for other
    /// hosts, or when too long); safe to compute on any thread.
    [[nodiscard]] static std::optional<IdnaResult> computeHost(const Analysis &analysis);
    /// Show @p host, computed by computeHost(*analysis) (a model reset).
    void setHost(std::shared_ptr<const Analysis> analysis, std::optional<IdnaResult> host);
    [[nodiscard]] bool tooLong() const { return m_tooLong; }
    /// The result shown, when there is a reg-name host.
    [[nodiscard]] const std::optional<IdnaResult> &result() const { return m_result; }

    void setComponentPalette(const ComponentPalette &palette);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] QString errorsText(const std::vector<DiagCode> &codes, Span span) const;

    std::shared_ptr<const Analysis> m_analysis;
    std::optional<IdnaResult> m_result;
    bool m_tooLong = false;
    ComponentPalette m_palette;
};

} // namespace uri::ui
