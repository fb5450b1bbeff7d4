#include "panes/security/findings_model.h"

#include "analysis/roles.h"
#include "common/display_cells.h"
#include "text/security_text.h"

#include <QFontDatabase>

namespace uri::ui {

namespace {

const std::vector<security::Finding> kNoFindings;
const std::vector<security::NestedUrl> kNoNested;

QString latin1(std::string_view text)
{
    return QString::fromLatin1(text.data(), static_cast<qsizetype>(text.size()));
}

QString utf8(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace

// ---------------------------------------------------------------------------
// FindingsModel

namespace {

/// The columns' headers, in the order of FindingsModel::Column.
constexpr ColumnHeader kFindingsModelColumns[] = {
    {QT_TRANSLATE_NOOP("uri::ui::FindingsModel", "Severity")},  // SeverityColumn
    {QT_TRANSLATE_NOOP("uri::ui::FindingsModel", "Check")},     // IdColumn
    {QT_TRANSLATE_NOOP("uri::ui::FindingsModel", "Name")},      // NameColumn
    {QT_TRANSLATE_NOOP("uri::ui::FindingsModel", "Message")},   // MessageColumn
    {QT_TRANSLATE_NOOP("uri::ui::FindingsModel", "Where")},     // WhereColumn
    {QT_TRANSLATE_NOOP("uri::ui::FindingsModel", "Citation")},  // CiteColumn
    {QT_TRANSLATE_NOOP("uri::ui::FindingsModel", "Nested in")}, // NestedColumn
};
static_assert(std::size(kFindingsModelColumns) == FindingsModel::ColumnCount);

} // namespace

FindingsModel::FindingsModel(QObject *parent)
    : TableModel(kFindingsModelColumns, parent)
{}

void FindingsModel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    beginResetModel();
    m_analysis = std::move(analysis);
    endResetModel();
}

const std::vector<security::Finding> &FindingsModel::findings() const
{
    if (!m_analysis || !m_analysis->security)
        return kNoFindings;
    return m_analysis->security->findings;
}

QModelIndex FindingsModel::indexForSpan(Span span) const
{
    const auto &f = findings();
    for (std::size_t i = 0; i < f.size(); ++i) {
        if (f[i].span == span)
            return index(static_cast<int>(i), 0);
    }
    for (std::size_t i = 0; i < f.size(); ++i) {
        if (f[i].span.contains(span))
            return index(static_cast<int>(i), 0);
    }
    return {};
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(findings().size());
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const security::Finding &f = findings()[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return SecurityText::riskName(f.severity);
        case IdColumn:
            return latin1(f.id);
        case NameColumn:
            return SecurityText::checkTitle(f.check);
        case MessageColumn:
            return SecurityText::message(f);
        case WhereColumn:
            return escapedText(m_analysis->text(f.span), 96, Escape::NonAscii);
        case CiteColumn:
            return utf8(f.cite);
        case NestedColumn:
            return escapedText(f.nested, kShownValueBytes, Escape::NonAscii);
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == MessageColumn || index.column() == WhereColumn) {
            QString tip = SecurityText::message(f);
            for (const auto &[key, value] : f.details)
                tip += QLatin1Char('\n') + escapedText(key, kShownValueBytes, Escape::NonAscii)
                       + QStringLiteral(": ")
                       + escapedText(value, kShownValueBytes, Escape::NonAscii);
            return tip;
        }
        if (index.column() == NameColumn) // the stable name, as the CLI prints it
            return latin1(f.name) + QStringLiteral(" (") + utf8(f.cite) + QLatin1Char(')');
        if (index.column() == IdColumn) // the title too, where its column is hidden
            return SecurityText::checkTitle(f.check) + QStringLiteral(": ") + latin1(f.name)
                   + QStringLiteral(" (") + utf8(f.cite) + QLatin1Char(')');
        return {};
    case Qt::DecorationRole:
        if (index.column() == SeverityColumn)
            return SecurityText::verdictIcon(f.severity);
        return {};
    case Qt::FontRole:
        if (index.column() == WhereColumn || index.column() == IdColumn)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case SpanRole:
        return QVariant::fromValue(f.span);
    case CodeRole:
        return latin1(f.id);
    case CiteRole:
        return utf8(f.cite);
    case RiskRole:
        return static_cast<int>(f.severity);
    default:
        return {};
    }
}

// ---------------------------------------------------------------------------
// SecurityViewsModel

namespace {

/// The columns' headers, in the order of SecurityViewsModel::Column.
constexpr ColumnHeader kSecurityViewsModelColumns[] = {
    {QT_TRANSLATE_NOOP("uri::ui::SecurityViewsModel", "Component")},
    {QT_TRANSLATE_NOOP("uri::ui::SecurityViewsModel", "RFC 3986")},
    {QT_TRANSLATE_NOOP("uri::ui::SecurityViewsModel", "Browser (URL Standard)")},
    //: the parsers that split the authority at its first "@" and read
    //: the host with inet_aton() (docs/security-checks.md, P1)
    {QT_TRANSLATE_NOOP("uri::ui::SecurityViewsModel", "First \"@\" (legacy)"),
     QT_TRANSLATE_NOOP("uri::ui::SecurityViewsModel",
                       "How parsers that split the authority at its first \"@\" and read the "
                       "host with inet_aton() read the link: libraries after RFC 2396, many "
                       "filters and proxies (P1).")},
    {QT_TRANSLATE_NOOP("uri::ui::SecurityViewsModel", "Differs")},
};
static_assert(std::size(kSecurityViewsModelColumns) == SecurityViewsModel::ColumnCount);

} // namespace

SecurityViewsModel::SecurityViewsModel(QObject *parent)
    : TableModel(kSecurityViewsModelColumns, parent)
{}

void SecurityViewsModel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    beginResetModel();
    m_analysis = std::move(analysis);
    endResetModel();
}

const std::string *SecurityViewsModel::target() const
{
    return m_analysis && m_analysis->targetSecurity ? m_analysis->target.get() : nullptr;
}

const security::Views &SecurityViewsModel::shownViews(const Analysis &analysis)
{
    return analysis.targetSecurity ? analysis.targetSecurity->views : analysis.security->views;
}

std::optional<std::string_view> SecurityViewsModel::value(const security::ViewSummary &view,
                                                          int row)
{
    switch (row) {
    case SchemeRow:
        return view.part(view.scheme);
    case UserinfoRow:
        return view.part(view.userinfo);
    case HostRow:
        return view.part(view.host);
    case PortRow:
        return view.part(view.port);
    case PathRow:
        return view.part(view.path);
    case QueryRow:
        return view.part(view.query);
    default:
        return view.part(view.fragment);
    }
}

bool SecurityViewsModel::differs(const security::Views &views, int row)
{
    if (views.whatwg.failure)
        return true;
    return value(views.rfc3986, row) != value(views.whatwg, row) || legacyDiffers(views, row);
}

bool SecurityViewsModel::legacyDiffers(const security::Views &views, int row)
{
    return value(views.rfc3986, row) != value(views.legacy, row);
}

bool SecurityViewsModel::legacyDiffers(const security::Views &views)
{
    for (int row = 0; row < RowCount; ++row) {
        if (legacyDiffers(views, row))
            return true;
    }
    return false;
}

bool SecurityViewsModel::differs(int row) const
{
    if (!m_analysis || !m_analysis->security || row < 0 || row >= RowCount)
        return false;
    return differs(shownViews(*m_analysis), row);
}

bool SecurityViewsModel::legacyDiffers() const
{
    return m_analysis && m_analysis->security && legacyDiffers(shownViews(*m_analysis));
}

QString SecurityViewsModel::cell(const security::ViewSummary &view, int row) const
{
    if (view.failure)
        return tr("(failure)");
    const std::optional<std::string_view> v = value(view, row);
    if (!v)
        return tr("(none)");
    if (v->empty())
        return QStringLiteral("\"\"");
    return escapedText(*v, kShownValueBytes, Escape::NonAscii);
}

int SecurityViewsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_analysis || !m_analysis->security ? 0 : RowCount;
}

QVariant SecurityViewsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const security::Views &v = shownViews(*m_analysis);
    const int row = index.row();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ComponentColumn:
            switch (row) {
            case SchemeRow:
                return tr("scheme");
            case UserinfoRow:
                return tr("userinfo");
            case HostRow:
                return tr("host");
            case PortRow:
                return tr("port");
            case PathRow:
                return tr("path");
            case QueryRow:
                return tr("query");
            case FragmentRow:
                return tr("fragment");
            }
            return {};
        case Rfc3986Column:
            return cell(v.rfc3986, row);
        case WhatwgColumn:
            return cell(v.whatwg, row);
        case LegacyColumn:
            return cell(v.legacy, row);
        case DiffersColumn:
            return differs(row) ? tr("differs") : QString();
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == DiffersColumn && differs(row))
            return legacyDiffers(v, row)
                       ? tr("Parsers that split the authority at its first \"@\" read this "
                            "component otherwise than RFC 3986.")
                       : tr("RFC 3986 and a browser (the URL Standard) read this component "
                            "differently.");
        return {};
    case Qt::DecorationRole:
        if (index.column() == DiffersColumn && differs(row))
            return SecurityText::verdictIcon(security::Risk::Medium);
        return {};
    case Qt::FontRole:
        if (index.column() == Rfc3986Column || index.column() == WhatwgColumn
            || index.column() == LegacyColumn) {
            QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
            font.setBold(differs(row));
            return font;
        }
        return {};
    case ViewsDifferRole:
        return differs(row);
    default:
        return {};
    }
}

// ---------------------------------------------------------------------------
// NestedUrlModel

namespace {

/// The columns' headers, in the order of NestedUrlModel::Column.
constexpr ColumnHeader kNestedUrlModelColumns[] = {
    {QT_TRANSLATE_NOOP("uri::ui::NestedUrlModel", "Where")},              // PathColumn
    {QT_TRANSLATE_NOOP("uri::ui::NestedUrlModel", "Nested URL")},         // UrlColumn
    {QT_TRANSLATE_NOOP("uri::ui::NestedUrlModel", "Registrable domain")}, // DomainColumn
};
static_assert(std::size(kNestedUrlModelColumns) == NestedUrlModel::ColumnCount);

} // namespace

NestedUrlModel::NestedUrlModel(QObject *parent)
    : TableModel(kNestedUrlModelColumns, parent)
{}

void NestedUrlModel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    beginResetModel();
    m_analysis = std::move(analysis);
    endResetModel();
}

const std::vector<security::NestedUrl> &NestedUrlModel::nested() const
{
    if (!m_analysis || !m_analysis->security)
        return kNoNested;
    return m_analysis->security->nested;
}

int NestedUrlModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(nested().size());
}

QVariant NestedUrlModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const security::NestedUrl &n = nested()[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case PathColumn:
            return escapedText(n.path, kShownValueBytes, Escape::NonAscii);
        case UrlColumn:
            return escapedText(n.url, kShownValueBytes, Escape::NonAscii);
        case DomainColumn:
            return n.registrableDomain
                       ? escapedText(*n.registrableDomain, kShownValueBytes, Escape::NonAscii)
                       : tr("(none)");
        }
        return {};
    case Qt::ToolTipRole:
        return tr("Double-click to inspect this URL on its own.");
    case Qt::FontRole:
        if (index.column() == UrlColumn)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case SpanRole:
        return QVariant::fromValue(n.span);
    case OpenUriRole:
        return QString::fromStdString(n.url);
    default:
        return {};
    }
}

} // namespace uri::ui
