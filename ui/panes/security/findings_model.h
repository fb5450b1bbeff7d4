/**
 * @file findings_model.h
 * @brief The security findings of the analysed input as a table.
 */
#pragma once

#include "common/table_model.h"

#include "analysis/analysis.h"

#include <memory>
#include <optional>
#include <string>

namespace uri::ui {

/**
 * @brief One row per security::Finding, in the core's order (by span, then
 * catalog order).
 *
 * The Where column shows the characters of the finding's span, escaped
 * (never interpreted). Roles: SpanRole (the finding's exact span), CodeRole
 * (the check id, "A12"), CiteRole, and RiskRole (int, a security::Risk).
 */
class FindingsModel : public TableModel
{
    Q_OBJECT

public:
    enum Column {
        SeverityColumn, ///< "high" with an icon
        IdColumn,       ///< "A12"
        NameColumn,     ///< "deceptive-userinfo"
        MessageColumn,  ///< the core's message, escaped
        WhereColumn,    ///< the span's text, escaped
        CiteColumn,     ///< "RFC 3986 §7.6"
        NestedColumn,   ///< "query.url", "" at the top level
        ColumnCount
    };

    explicit FindingsModel(QObject *parent = nullptr);

    /// Show the findings of @p analysis (a model reset); none without a security analysis.
    void setAnalysis(std::shared_ptr<const Analysis> analysis);

    /// The first finding whose span is @p span, else the first whose span
    /// contains it; invalid when none does.
    [[nodiscard]] QModelIndex indexForSpan(Span span) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] const std::vector<security::Finding> &findings() const;

    std::shared_ptr<const Analysis> m_analysis;
};

/**
 * @brief How RFC 3986, the browser (URL Standard) and the legacy parsers
 * (first "@", inet_aton(): security::Views::legacy) read the input, side by
 * side: one row per component, scheme to fragment, with a Differs column.
 *
 * An undefined component is shown as "(none)" and is not the same as an
 * empty one (""). ViewsDifferRole (bool) tells whether the views differ.
 * legacyDiffers() tells whether the legacy reading differs from RFC 3986's
 * anywhere (only a link with several "@" does): the pane shows its column
 * only then.
 *
 * A relative reference with a base goes nowhere on its own: then the views
 * are those of its target (Analysis::target), RFC 3986's resolution against
 * the base (§5.2), as each parser reads it.
 */
class SecurityViewsModel : public TableModel
{
    Q_OBJECT

public:
    enum Column {
        ComponentColumn,
        Rfc3986Column,
        WhatwgColumn,
        LegacyColumn,
        DiffersColumn,
        ColumnCount
    };
    enum Row { SchemeRow, UserinfoRow, HostRow, PortRow, PathRow, QueryRow, FragmentRow, RowCount };

    explicit SecurityViewsModel(QObject *parent = nullptr);

    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    [[nodiscard]] bool differs(int row) const;
    /// The legacy parsers read some component otherwise than RFC 3986.
    [[nodiscard]] bool legacyDiffers() const;
    /// The target whose views are shown, or null: the input's are.
    [[nodiscard]] const std::string *target() const;

    /// The views of @p analysis this model shows: its target's, when it has
    /// one, else the input's. It must have a security analysis.
    [[nodiscard]] static const security::Views &shownViews(const Analysis &analysis);
    /// The text of the component of @p row in @p view; nothing: undefined.
    [[nodiscard]] static std::optional<std::string_view> value(const security::ViewSummary &view,
                                                               int row);
    /// Whether the views read the component of @p row differently (a browser
    /// that fails differs everywhere).
    [[nodiscard]] static bool differs(const security::Views &views, int row);
    /// Whether the legacy reading of @p row differs from RFC 3986's.
    [[nodiscard]] static bool legacyDiffers(const security::Views &views, int row);
    /// Whether it does for some row.
    [[nodiscard]] static bool legacyDiffers(const security::Views &views);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] QString cell(const security::ViewSummary &view, int row) const;

    std::shared_ptr<const Analysis> m_analysis;
};

/**
 * @brief The URLs nested in the input (security::Assessment::nested): path,
 * URL (escaped), its registrable domain. Roles: SpanRole (the URL's text in
 * the input), OpenUriRole (QString: the decoded URL, to open as an inspection).
 */
class NestedUrlModel : public TableModel
{
    Q_OBJECT

public:
    enum Column { PathColumn, UrlColumn, DomainColumn, ColumnCount };

    explicit NestedUrlModel(QObject *parent = nullptr);

    void setAnalysis(std::shared_ptr<const Analysis> analysis);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] const std::vector<security::NestedUrl> &nested() const;

    std::shared_ptr<const Analysis> m_analysis;
};

} // namespace uri::ui
