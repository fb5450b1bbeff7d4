#include "panes/document/document_model.h"

#include "analysis/roles.h"
#include "common/display_cells.h"
#include "text/security_text.h"
#include "uriinspector/documents_report.h"

#include <QFontDatabase>
#include <QStringList>

namespace uri::ui {

namespace {

constexpr ColumnHeader kDocumentModelColumns[] = {
    {QT_TRANSLATE_NOOP("uri::ui::DocumentModel", "Where"),
     QT_TRANSLATE_NOOP("uri::ui::DocumentModel",
                       "Where the link stands: the message, the MIME part, the element and "
                       "attribute, the PDF page and rectangle, the code")}, // WhereColumn
    {QT_TRANSLATE_NOOP("uri::ui::DocumentModel", "Shown"),
     QT_TRANSLATE_NOOP("uri::ui::DocumentModel",
                       "What a reader sees for the link: its text, an image's alt text, the "
                       "PDF text under it")},                  // ShownColumn
    {QT_TRANSLATE_NOOP("uri::ui::DocumentModel", "Goes to")},  // TargetColumn
    {QT_TRANSLATE_NOOP("uri::ui::DocumentModel", "Verdict")},  // VerdictColumn
    {QT_TRANSLATE_NOOP("uri::ui::DocumentModel", "Findings")}, // FindingsColumn
};
static_assert(std::size(kDocumentModelColumns) == DocumentModel::ColumnCount);

QString findingIds(const std::vector<security::Finding> &findings)
{
    QStringList ids;
    for (const security::Finding &f : findings) {
        const QString id = QString::fromLatin1(f.id.data(), static_cast<qsizetype>(f.id.size()));
        if (!ids.contains(id))
            ids.push_back(id);
    }
    return ids.join(QStringLiteral(", "));
}

} // namespace

DocumentRow inspectedRow(const documents::LinkRecord &link,
                         const std::vector<security::Blocklist> *blocklists)
{
    const Inspection inspection = documents::inspectLink(link, blocklists);
    DocumentRow row;
    row.link = link;
    // the context findings first: the link in what it arrives in
    row.findings = link.findings;
    if (inspection.security) {
        row.verdict = documents::linkVerdict(link, inspection);
        row.host = inspection.security->destination.host;
        row.findings.insert(row.findings.end(), inspection.security->findings.begin(),
                            inspection.security->findings.end());
    }
    return row;
}

DocumentModel::DocumentModel(QObject *parent)
    : TableModel(kDocumentModelColumns, parent)
{}

void DocumentModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

void DocumentModel::append(std::vector<DocumentRow> rows)
{
    if (rows.empty())
        return;
    const int first = static_cast<int>(m_rows.size());
    beginInsertRows({}, first, first + static_cast<int>(rows.size()) - 1);
    for (DocumentRow &r : rows)
        m_rows.push_back(std::move(r));
    endInsertRows();
}

const DocumentRow *DocumentModel::row(int index) const
{
    return index >= 0 && static_cast<std::size_t>(index) < m_rows.size()
               ? &m_rows[static_cast<std::size_t>(index)]
               : nullptr;
}

int DocumentModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant DocumentModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const DocumentRow &row = m_rows[static_cast<std::size_t>(index.row())];
    const documents::LinkRecord &link = row.link;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case WhereColumn:
            return QString::fromStdString(documents::originText(link));
        case ShownColumn:
            return link.shown ? escapedText(*link.shown, kShownValueBytes, Escape::Unsafe)
                              : QString();
        case TargetColumn:
            return escapedText(documents::linkUri(link), kShownValueBytes, Escape::NonAscii);
        case VerdictColumn:
            return SecurityText::verdictName(row.verdict);
        case FindingsColumn:
            return findingIds(row.findings);
        }
        return {};
    case Qt::ToolTipRole:
        switch (index.column()) {
        case WhereColumn:
        case TargetColumn:
            // the words of uri-inspect extract, whole
            return QString::fromStdString(documents::linkText(link));
        case FindingsColumn: {
            QStringList lines;
            for (const security::Finding &f : row.findings)
                lines.push_back(SecurityText::message(f));
            return lines.join(QLatin1Char('\n'));
        }
        }
        return {};
    case Qt::DecorationRole:
        if (index.column() == VerdictColumn)
            return SecurityText::verdictIcon(row.verdict);
        return {};
    case Qt::FontRole:
        if (index.column() == TargetColumn)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case OpenUriRole:
        return QString::fromStdString(documents::linkUri(link));
    case RiskRole:
        if (row.verdict)
            return static_cast<int>(*row.verdict);
        return {};
    default:
        return {};
    }
}

} // namespace uri::ui
