#include "panes/extract/extract_model.h"

#include "uriinspector/blocklist.h"

#include "analysis/roles.h"
#include "text/security_text.h"

#include <QFontDatabase>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace uri::ui {

namespace {

QString stableVerdict(const ExtractRow &row)
{
    if (!row.analysed)
        return {};
    if (!row.verdict)
        return QStringLiteral("none");
    const std::string_view name = security::riskName(*row.verdict);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

} // namespace

std::shared_ptr<const ExtractResult>
extractLinks(std::string text, std::size_t maxAnalysed, std::uint64_t generation,
             std::shared_ptr<const std::vector<security::Blocklist>> blocklists)
{
    auto result = std::make_shared<ExtractResult>();
    result->generation = generation;
    auto shared = std::make_shared<const std::string>(std::move(text));
    result->text = shared;
    const std::string_view bytes = *shared;
    result->mapping = SpanMapping(bytes);

    ExtractOptions options;
    options.maxUris = kMaxUris;
    std::vector<ExtractedUri> found = extract(bytes, options);
    result->limited = found.size() >= kMaxUris;

    security::AnalyzeOptions analyzeOptions;
    analyzeOptions.versions = false;
    analyzeOptions.blocklists = blocklists && !blocklists->empty() ? blocklists.get() : nullptr;
    // one pass over the text for lines and columns: the URIs come in order
    std::size_t at = 0;
    std::size_t line = 1;
    std::size_t column = 1;
    result->rows.reserve(found.size());
    for (ExtractedUri &uri : found) {
        for (; at < uri.span.offset && at < bytes.size(); ++at) {
            const auto b = static_cast<unsigned char>(bytes[at]);
            if (b == '\n') {
                ++line;
                column = 1;
            } else if ((b & 0xC0) != 0x80) {
                ++column; // count characters: continuation bytes are not columns
            }
        }
        ExtractRow row;
        row.line = line;
        row.column = column;
        if (result->rows.size() < maxAnalysed) {
            const security::Assessment a = security::analyze(uri.uri, analyzeOptions);
            row.analysed = true;
            row.verdict = a.verdict;
            row.host = a.destination.host;
        }
        row.found = std::move(uri);
        result->rows.push_back(std::move(row));
    }
    return result;
}

QString ExtractModel::csvField(const QString &field)
{
    // RFC 4180 §2 (6), (7): quote a field holding "," DQUOTE CR or LF; double a DQUOTE
    if (!field.contains(QLatin1Char(',')) && !field.contains(QLatin1Char('"'))
        && !field.contains(QLatin1Char('\r')) && !field.contains(QLatin1Char('\n')))
        return field;
    QString quoted = field;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

namespace {

/// The columns' headers, in the order of ExtractModel::Column.
constexpr ColumnHeader kExtractModelColumns[] = {
    {QT_TRANSLATE_NOOP("uri::ui::ExtractModel", "URI")},         // UriColumn
    {QT_TRANSLATE_NOOP("uri::ui::ExtractModel", "Line:column")}, // WhereColumn
    {QT_TRANSLATE_NOOP("uri::ui::ExtractModel", "Delimited")},   // HowColumn
    {QT_TRANSLATE_NOOP("uri::ui::ExtractModel", "Verdict")},     // VerdictColumn
    {QT_TRANSLATE_NOOP("uri::ui::ExtractModel", "Goes to")},     // HostColumn
};
static_assert(std::size(kExtractModelColumns) == ExtractModel::ColumnCount);

} // namespace

ExtractModel::ExtractModel(QObject *parent)
    : TableModel(kExtractModelColumns, parent)
{}

void ExtractModel::setResult(std::shared_ptr<const ExtractResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    endResetModel();
}

QString ExtractModel::howKeys(const ExtractedUri &uri)
{
    QStringList keys;
    if (uri.angleBrackets)
        keys << QStringLiteral("angle-brackets");
    if (uri.urlPrefix)
        keys << QStringLiteral("url-prefix");
    if (uri.lineBreaks)
        keys << QStringLiteral("line-breaks");
    if (uri.hyphenAtBreak)
        keys << QStringLiteral("hyphen-at-break");
    if (uri.defanged)
        keys << QStringLiteral("defanged");
    if (uri.schemeless)
        keys << QStringLiteral("schemeless");
    if (keys.isEmpty())
        keys << QStringLiteral("bare");
    return keys.join(QLatin1Char(';'));
}

QString ExtractModel::howText(const ExtractedUri &uri) const
{
    QStringList parts;
    if (uri.angleBrackets)
        parts << (uri.urlPrefix ? tr("in <URL:...>") : tr("in <...>"));
    else if (uri.urlPrefix)
        parts << tr("after URL:");
    else
        parts << tr("bare");
    if (uri.lineBreaks)
        parts << tr("line break removed");
    if (uri.hyphenAtBreak)
        parts << tr("hyphen at a line break: it may not belong to the URI");
    if (uri.defanged)
        parts << tr("defanged");
    if (uri.schemeless)
        parts << tr("no scheme");
    return parts.join(QStringLiteral(", "));
}

QString ExtractModel::verdictText(const ExtractRow &row) const
{
    if (!row.analysed)
        return tr("not analysed");
    return SecurityText::verdictName(row.verdict);
}

int ExtractModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_result ? 0 : static_cast<int>(m_result->rows.size());
}

QVariant ExtractModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ExtractRow &row = m_result->rows[static_cast<std::size_t>(index.row())];
    const ExtractedUri &u = row.found;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case UriColumn:
            return escapedText(u.uri, kShownValueBytes, Escape::NonAscii);
        case WhereColumn:
            return QStringLiteral("%1:%2").arg(row.line).arg(row.column);
        case HowColumn:
            return howText(u);
        case VerdictColumn:
            return verdictText(row);
        case HostColumn:
            return row.host ? escapedText(*row.host, kShownValueBytes, Escape::NonAscii)
                            : QString();
        }
        return {};
    case Qt::ToolTipRole:
        switch (index.column()) {
        case WhereColumn:
            return tr("Line %1, column %2 (bytes %3 to %4)")
                .arg(row.line)
                .arg(row.column)
                .arg(u.span.offset)
                .arg(u.span.end());
        case UriColumn:
        case HowColumn:
            if (u.defanged)
                return tr("Written defanged as: %1")
                    .arg(escapedText(u.span.in(*m_result->text), kShownValueBytes,
                                     Escape::NonAscii));
            return tr("Double-click to inspect this URI.");
        case VerdictColumn:
            if (!row.analysed)
                return tr("Only the first %1 URIs get a verdict.").arg(kMaxAnalysed);
            return {};
        }
        return {};
    case Qt::DecorationRole:
        if (index.column() == VerdictColumn && row.analysed)
            return SecurityText::verdictIcon(row.verdict);
        return {};
    case Qt::FontRole:
        if (index.column() == UriColumn)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case SpanRole:
        return QVariant::fromValue(u.span);
    case OpenUriRole:
        return QString::fromStdString(u.uri);
    case RiskRole:
        if (row.analysed && row.verdict)
            return static_cast<int>(*row.verdict);
        return {};
    default:
        return {};
    }
}

QString ExtractModel::toCsv() const
{
    const QString crlf = QStringLiteral("\r\n");
    QString out = QStringLiteral("uri,offset,length,line,column,how,verdict,host") + crlf;
    if (!m_result)
        return out;
    for (const ExtractRow &row : m_result->rows) {
        const ExtractedUri &u = row.found;
        const QStringList fields{
            csvField(escapedText(u.uri, u.uri.size(), Escape::NonAscii)),
            QString::number(u.span.offset),
            QString::number(u.span.length),
            QString::number(row.line),
            QString::number(row.column),
            csvField(howKeys(u)),
            stableVerdict(row),
            csvField(row.host ? escapedText(*row.host, kShownValueBytes, Escape::NonAscii)
                              : QString()),
        };
        out += fields.join(QLatin1Char(',')) + crlf;
    }
    return out;
}

QString ExtractModel::toJson() const
{
    QJsonArray array;
    if (m_result) {
        for (const ExtractRow &row : m_result->rows) {
            const ExtractedUri &u = row.found;
            QJsonObject o;
            o.insert(QStringLiteral("uri"), QString::fromStdString(u.uri));
            o.insert(QStringLiteral("display"), escapedText(u.uri, u.uri.size(), Escape::NonAscii));
            o.insert(QStringLiteral("offset"), static_cast<qint64>(u.span.offset));
            o.insert(QStringLiteral("length"), static_cast<qint64>(u.span.length));
            o.insert(QStringLiteral("line"), static_cast<qint64>(row.line));
            o.insert(QStringLiteral("column"), static_cast<qint64>(row.column));
            o.insert(QStringLiteral("how"), howKeys(u));
            o.insert(QStringLiteral("verdict"),
                     row.analysed ? QJsonValue(stableVerdict(row)) : QJsonValue());
            o.insert(QStringLiteral("host"),
                     row.host ? QJsonValue(QString::fromStdString(*row.host)) : QJsonValue());
            array.append(o);
        }
    }
    return asciiJson(QJsonDocument(array).toJson(QJsonDocument::Indented));
}

} // namespace uri::ui
