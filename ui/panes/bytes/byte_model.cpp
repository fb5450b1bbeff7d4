#include "panes/bytes/byte_model.h"

#include "analysis/roles.h"

#include <QByteArray>
#include <QFontDatabase>

namespace uri::ui {

namespace {

bool inside(const OptSpan &span, std::size_t offset)
{
    return span && offset >= span->offset && offset < span->end();
}

} // namespace

namespace {

/// The columns' headers, in the order of ByteModel::Column.
constexpr ColumnHeader kByteModelColumns[] = {
    {QT_TRANSLATE_NOOP("uri::ui::ByteModel", "Offset")},     // OffsetColumn
    {QT_TRANSLATE_NOOP("uri::ui::ByteModel", "Hex")},        // HexColumn
    {QT_TRANSLATE_NOOP("uri::ui::ByteModel", "Characters")}, // TextColumn
};
static_assert(std::size(kByteModelColumns) == ByteModel::ColumnCount);

} // namespace

ByteModel::ByteModel(QObject *parent)
    : TableModel(kByteModelColumns, parent)
    , m_analysis(analyze(std::string(), Spec::Rfc3986))
{}

void ByteModel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    beginResetModel();
    m_analysis = analysis ? std::move(analysis) : uri::ui::analyze(std::string(), Spec::Rfc3986);
    endResetModel();
}

std::optional<PartKind> ByteModel::kindAt(std::size_t offset) const
{
    const ParseResult &r = m_analysis->syntax;
    if (inside(r.scheme, offset))
        return PartKind::Scheme;
    if (inside(r.userinfo, offset))
        return PartKind::Userinfo;
    if (inside(r.host, offset))
        return PartKind::Host;
    if (inside(r.port, offset))
        return PartKind::Port;
    if (inside(r.authority, offset))
        return PartKind::Authority; // "@" and ":" inside the authority
    if (inside(r.path, offset))
        return PartKind::Path;
    if (inside(r.query, offset))
        return PartKind::Query;
    if (inside(r.fragment, offset))
        return PartKind::Fragment;
    return std::nullopt;
}

int ByteModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    const std::size_t n = m_analysis->bytes().size();
    return static_cast<int>((n + kBytesPerRow - 1) / kBytesPerRow);
}

QVariant ByteModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const std::string_view bytes = m_analysis->bytes();
    const std::size_t start = static_cast<std::size_t>(index.row()) * kBytesPerRow;
    const std::string_view row = bytes.substr(start, kBytesPerRow);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case OffsetColumn:
            return QStringLiteral("%1").arg(start, 8, 16, QLatin1Char('0'));
        case HexColumn: {
            QString hex;
            for (std::size_t i = 0; i < row.size(); ++i) {
                if (i > 0)
                    hex += (i == kBytesPerRow / 2) ? QStringLiteral("  ") : QStringLiteral(" ");
                hex += QStringLiteral("%1").arg(static_cast<unsigned char>(row[i]), 2, 16,
                                                QLatin1Char('0'));
            }
            return hex;
        }
        case TextColumn: {
            QString text;
            for (char c : row) {
                const auto b = static_cast<unsigned char>(c);
                text += (b >= 0x21 && b < 0x7F) ? QChar(static_cast<char16_t>(b)) : QChar(u'.');
            }
            return text;
        }
        }
        return {};
    case Qt::FontRole:
        return QFontDatabase::systemFont(QFontDatabase::FixedFont);
    case SpanRole:
        return QVariant::fromValue(Span{start, row.size()});
    case ByteKindsRole: {
        QByteArray kinds(static_cast<qsizetype>(row.size()), kDelimiterKind);
        for (std::size_t i = 0; i < row.size(); ++i) {
            if (const auto kind = kindAt(start + i))
                kinds[static_cast<qsizetype>(i)] = static_cast<char>(*kind);
        }
        return kinds;
    }
    default:
        return {};
    }
}

} // namespace uri::ui
