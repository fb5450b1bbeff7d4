/**
 * @file extract_model.h
 * @brief Every URI found in a pasted text (core extract()), with where it is,
 * how it was delimited or defanged, and its security verdict.
 */
#pragma once

#include "common/table_model.h"

#include "common/span_mapping.h"
#include "uriinspector/extract.h"
#include "uriinspector/security.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace uri::ui {

/// One URI found in the text.
struct ExtractRow
{
    ExtractedUri found;
    std::size_t line = 1;   ///< 1-based line of the span's first byte
    std::size_t column = 1; ///< 1-based column, in characters (code points)
    bool analysed = false;  ///< security::analyze() ran (the first kMaxAnalysed URIs only)
    std::optional<security::Risk> verdict; ///< when analysed: nothing means no finding
    std::optional<std::string> host;       ///< when analysed: the destination's host
};

/// What extractLinks() found in one text.
struct ExtractResult
{
    std::shared_ptr<const std::string> text; ///< the text, UTF-8
    SpanMapping mapping;                     ///< for selecting a span in the editor
    std::vector<ExtractRow> rows;
    bool limited = false; ///< extract() stopped at kMaxUris
    std::uint64_t generation = 0;
};

/// URIs kept at most (a bound on hostile text).
inline constexpr std::size_t kMaxUris = 100000;
/// URIs given a verdict at most: the first ones.
inline constexpr std::size_t kMaxAnalysed = 1000;

/**
 * @brief Run extract() (defanged forms too) over @p text, and
 * security::analyze() over the first @p maxAnalysed URIs, with the
 * reviewer's @p blocklists (K1) when given. Pure and thread-safe: the
 * Extract pane runs it off the UI thread.
 */
[[nodiscard]] std::shared_ptr<const ExtractResult>
extractLinks(std::string text, std::size_t maxAnalysed = kMaxAnalysed, std::uint64_t generation = 0,
             std::shared_ptr<const std::vector<security::Blocklist>> blocklists = nullptr);

/**
 * @brief One row per extracted URI.
 *
 * The URI is shown escaped (never interpreted). Roles: SpanRole (the URI's
 * span in the text, brackets excluded), OpenUriRole (QString: the URI itself,
 * refanged: what openUri() gets), RiskRole (int security::Risk, invalid
 * when not analysed or without finding).
 */
class ExtractModel : public TableModel
{
    Q_OBJECT

public:
    enum Column {
        UriColumn,     ///< the URI, escaped
        WhereColumn,   ///< "line:column"
        HowColumn,     ///< "<...>, line break removed, defanged"
        VerdictColumn, ///< "high", "no finding", "not analysed"
        HostColumn,    ///< where it goes
        ColumnCount
    };
    explicit ExtractModel(QObject *parent = nullptr);

    /// Show @p result (a model reset); null shows nothing.
    void setResult(std::shared_ptr<const ExtractResult> result);
    [[nodiscard]] std::shared_ptr<const ExtractResult> result() const { return m_result; }

    /// The stable words for how a URI was delimited: "angle-brackets",
    /// "url-prefix", "line-breaks", "hyphen-at-break", "defanged", "schemeless"
    /// (or "bare"), joined by ";".
    [[nodiscard]] static QString howKeys(const ExtractedUri &uri);
    /// @p field as one CSV field (RFC 4180 §2): quoted when it holds
    /// "," DQUOTE CR or LF, each DQUOTE doubled.
    [[nodiscard]] static QString csvField(const QString &field);

    /**
     * @brief The table as CSV (RFC 4180: CRLF line ends, a header row,
     * fields with `,` `"` CR or LF quoted, `"` doubled). Columns: uri
     * (escaped, as shown), offset, length, line, column, how, verdict
     * ("", "none" or the severity name), host (escaped).
     */
    [[nodiscard]] QString toCsv() const;
    /**
     * @brief The table as a JSON array, one object per URI: uri (exact),
     * display (escaped), offset, length, line, column, how, verdict (null
     * when not analysed, "none" without finding), host; every non-ASCII
     * character written as a \\u escape.
     */
    [[nodiscard]] QString toJson() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] QString howText(const ExtractedUri &uri) const;
    [[nodiscard]] QString verdictText(const ExtractRow &row) const;

    std::shared_ptr<const ExtractResult> m_result;
};

} // namespace uri::ui
