/**
 * @file encoding_model.h
 * @brief The percent-encoding of every component as a tree: component ->
 * characters, each with its RFC 3986 §2 class and whether it may stand as
 * written in that component, and why.
 *
 * The views come from the core (percent.h percentView) over the bytes of an
 * Analysis; scheme, port and IP-literal hosts, which the percent views do
 * not cover (they have no pct-encoded at all, or a grammar of their own),
 * are classified here from the core's character tables (charset.h).
 */
#pragma once

#include "analysis/analysis.h"
#include "common/palette.h"
#include "text/part_kind.h"
#include "uriinspector/percent.h"

#include "panes/encoding/two_level_model.h"

#include <memory>
#include <string_view>
#include <vector>

namespace uri::ui {

/**
 * @brief Tree model: the components of RFC 3986 §3 (scheme, userinfo, host,
 * port, path, query, fragment; always these seven rows, undefined ones
 * marked), each with one child per character as written.
 *
 * Roles: SpanRole (the characters in the main input), KindRole,
 * DefinedRole (roles.h).
 */
class EncodingModel : public TwoLevelModel
{
    Q_OBJECT

public:
    enum Column {
        PartColumn,    ///< component name, or the character as written
        WrittenColumn, ///< as written, escaped for display
        DecodedColumn, ///< percent-decoded once (RFC 3986 §2.4), escaped
        HexColumn,     ///< the decoded octets in hexadecimal
        Utf8Column,    ///< the octets read as UTF-8; invalid octets marked "\xNN"
        ClassColumn,   ///< RFC 3986 §2 class of a character
        AllowedColumn, ///< "yes" / "no": may it stand as written here
        WhyColumn,     ///< why, with the RFC section
        ColumnCount
    };

    /// Inputs longer than this are not viewed on the UI thread.
    static constexpr std::size_t kMaxViewBytes = std::size_t{1} << 20;
    /// At most this many characters are listed per component.
    static constexpr int kMaxChars = 1000;

    explicit EncodingModel(QObject *parent = nullptr);

    /// Show @p analysis (a model reset); views nothing when it is longer
    /// than kMaxViewBytes (see tooLong()).
    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    [[nodiscard]] std::shared_ptr<const Analysis> analysis() const { return m_analysis; }
    /// Whether the last analysis was too long to be viewed.
    [[nodiscard]] bool tooLong() const { return m_tooLong; }

    /// The colours of the Allowed column and decorations.
    void setComponentPalette(const ComponentPalette &palette);

    /// The percent view of component @p kind (null when it is undefined or
    /// has no percent-encoding: scheme, port, IP addresses).
    [[nodiscard]] const PercentView *percentViewOf(PartKind kind) const;

    /// Whether top-level row @p row has a character worth a look: one that is
    /// percent-encoded or may not stand as written.
    [[nodiscard]] bool isNotable(int row) const;

    /// The top-level row of @p kind (Scheme, Userinfo, Host, Port, Path, Query, Fragment).
    [[nodiscard]] QModelIndex indexOfComponent(PartKind kind) const;
    /// The deepest row whose span contains @p span (invalid if none).
    [[nodiscard]] QModelIndex indexForSpan(Span span) const;

    /// Texts changed language.
    void retranslate();

    /// One character as shown in a row of its own: escaped (escapedText), and a
    /// space as U+2423 OPEN BOX so that it cannot be missed.
    [[nodiscard]] static QString characterText(std::string_view bytes);

    /// "E2 82 AC": @p bytes in uppercase hexadecimal, cut after @p max bytes with "...".
    [[nodiscard]] static QString hexBytes(std::string_view bytes, std::size_t max = 64);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// One component's view (computed by computeViews()).
    struct Row
    {
        PartKind kind = PartKind::Scheme;
        OptSpan span;
        /// Whether percent-decoding applies (not for scheme, port, IP addresses).
        bool decodes = false;
        /// An IP-literal or IPv4address host: its own grammar (RFC 3986 §3.2.2).
        bool ipHost = false;
        PercentView view;
        /// For each listed character, the index in view.text of its UTF-8 reading (-1: none).
        std::vector<int> readings;
    };

    /// Everything the model shows of one analysis; safe to compute on any thread.
    struct Views
    {
        std::vector<Row> rows;
        bool tooLong = false;
    };

    /// The views of @p analysis (what setAnalysis() shows); may take long for
    /// large hostile inputs, so that the pane computes them off the UI thread.
    [[nodiscard]] static Views computeViews(const Analysis &analysis);

    /// Show @p views, computed by computeViews(*analysis) (a model reset).
    void setViews(std::shared_ptr<const Analysis> analysis, Views views);

protected:
    [[nodiscard]] int topRowCount() const override;
    [[nodiscard]] int childCount(int row) const override;
    [[nodiscard]] int columns() const override { return ColumnCount; }

    [[nodiscard]] static int shownChars(const Row &row);
    [[nodiscard]] QVariant componentData(const Row &row, int column, int role) const;
    [[nodiscard]] QVariant charData(const Row &row, int charIndex, int column, int role) const;
    [[nodiscard]] QString why(const Row &row, const CharView &c) const;
    [[nodiscard]] QString utf8Reading(const Row &row) const;
    [[nodiscard]] QString readingOf(const DecodedChar &d) const;
    void emitAllChanged(const QList<int> &roles);

    std::shared_ptr<const Analysis> m_analysis;
    std::vector<Row> m_rows;
    bool m_tooLong = false;
    ComponentPalette m_palette;
};

} // namespace uri::ui
