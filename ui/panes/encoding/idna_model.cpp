#include "panes/encoding/idna_model.h"

#include "analysis/roles.h"
#include "common/display_cells.h"
#include "text/diagnostic_text.h"
#include "text/part_kind.h"

#include <QFontDatabase>

#include <algorithm>

namespace uri::ui {

namespace {

constexpr std::size_t kShownBytes = 256;
constexpr std::size_t kExcerptBytes = 64;

} // namespace

namespace {

/// The columns' headers, in the order of IdnaModel::Column.
constexpr ColumnHeader kIdnaModelColumns[] = {
    {QT_TRANSLATE_NOOP("uri::ui::IdnaModel", "Part")},             // PartColumn
    {QT_TRANSLATE_NOOP("uri::ui::IdnaModel", "Written")},          // WrittenColumn
    {QT_TRANSLATE_NOOP("uri::ui::IdnaModel", "Decoded")},          // DecodedColumn
    {QT_TRANSLATE_NOOP("uri::ui::IdnaModel", "ASCII (Punycode)")}, // AsciiColumn
    {QT_TRANSLATE_NOOP("uri::ui::IdnaModel", "Unicode")},          // UnicodeColumn
    {QT_TRANSLATE_NOOP("uri::ui::IdnaModel", "Errors")},           // ErrorsColumn
};
static_assert(std::size(kIdnaModelColumns) == IdnaModel::ColumnCount);

} // namespace

IdnaModel::IdnaModel(QObject *parent)
    : TableModel(kIdnaModelColumns, parent)
{}

void IdnaModel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    std::optional<IdnaResult> host = analysis ? computeHost(*analysis) : std::nullopt;
    setHost(std::move(analysis), std::move(host));
}

std::optional<IdnaResult> IdnaModel::computeHost(const Analysis &analysis)
{
    if (analysis.bytes().size() > kMaxViewBytes)
        return std::nullopt;
    const ParseResult &r = analysis.syntax;
    // RFC 3986 §3.2.2: only a reg-name may be a domain name; IP literals are not.
    if (r.host && !r.host->empty() && r.hostType == HostType::RegName)
        return idnaHost(analysis.bytes(), *r.host);
    return std::nullopt;
}

void IdnaModel::setHost(std::shared_ptr<const Analysis> analysis, std::optional<IdnaResult> host)
{
    beginResetModel();
    m_analysis = std::move(analysis);
    m_tooLong = m_analysis && m_analysis->bytes().size() > kMaxViewBytes;
    m_result = m_analysis ? std::move(host) : std::nullopt;
    endResetModel();
}

void IdnaModel::setComponentPalette(const ComponentPalette &palette)
{
    m_palette = palette;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::ForegroundRole});
}

int IdnaModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_result)
        return 0;
    return 1 + static_cast<int>(std::min<std::size_t>(m_result->labels.size(), kMaxLabels));
}

QString IdnaModel::errorsText(const std::vector<DiagCode> &codes, Span span) const
{
    if (codes.empty())
        return tr("none");
    const QString excerpt = escapedText(m_analysis->text(span), kExcerptBytes);
    QStringList out;
    for (DiagCode code : codes)
        out << DiagnosticText::message(code, excerpt);
    return out.join(QLatin1Char('\n'));
}

QVariant IdnaModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.model() != this || !m_result)
        return {};
    const IdnaResult &r = *m_result;
    const bool whole = index.row() == 0;
    const IdnaLabel *label = whole ? nullptr : &r.labels[static_cast<std::size_t>(index.row() - 1)];
    const Span span = whole ? r.span : label->span;
    const bool ok = whole ? r.ok() : label->ok();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case PartColumn:
            if (whole)
                return PartNames::name(PartKind::Host);
            if (label->root)
                //: the empty label after a final "." of a host name
                return tr("root");
            return PartNames::name(PartKind::HostLabel, index.row());
        case WrittenColumn:
            return escapedText(m_analysis->text(span), kShownBytes);
        case DecodedColumn:
            return escapedText(whole ? r.decoded : label->text, kShownBytes);
        case AsciiColumn:
        case UnicodeColumn: {
            const std::string &text = index.column() == AsciiColumn
                                          ? (whole ? r.ascii : label->ascii)
                                          : (whole ? r.unicode : label->unicode);
            const QString shown = escapedText(text, kShownBytes);
            //: UTS #46 processing failed; %1 is what ICU gave all the same
            return ok ? shown : tr("failed: %1").arg(shown);
        }
        case ErrorsColumn:
            if (whole) {
                if (r.ok())
                    return tr("none");
                //: %n errors on the labels and on the whole name
                return tr("%n error(s)", nullptr, static_cast<int>(r.diagnostics.size()));
            }
            return errorsText(label->errors, label->span);
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == ErrorsColumn && whole && !r.ok()) {
            QStringList out;
            for (const Diagnostic &d : r.diagnostics)
                out << DiagnosticText::message(d, m_analysis->bytes());
            return out.join(QLatin1Char('\n'));
        }
        if (index.column() == AsciiColumn)
            return tr("UTS #46 ToASCII (Punycode, RFC 3492)");
        if (index.column() == UnicodeColumn)
            return tr("UTS #46 ToUnicode");
        return {};
    case Qt::FontRole:
        if (index.column() != PartColumn && index.column() != ErrorsColumn)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case Qt::ForegroundRole:
        if (!ok && index.column() != PartColumn)
            return m_palette.error();
        return {};
    case SpanRole:
        return QVariant::fromValue(span);
    default:
        return {};
    }
}

} // namespace uri::ui
