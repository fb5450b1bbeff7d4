/**
 * @file document_model.h
 * @brief The links of a document (a mail, an mbox, a page, a PDF, an image
 * with a QR code) as the documents layer reads them, each with its verdict
 * (docs/documents.md): what the Document pane lists.
 */
#pragma once

#include "common/table_model.h"

#include "uriinspector/documents.h"
#include "uriinspector/documents_report.h"
#include "uriinspector/security.h"

#include <optional>
#include <string>
#include <vector>

namespace uri::ui {

/// One link of the document, inspected.
struct DocumentRow
{
    documents::LinkRecord link;
    std::optional<security::Risk> verdict; ///< nothing: no finding
    std::optional<std::string> host;       ///< where it goes (the destination's host)
    std::vector<security::Finding> findings;
};

/// What the document holds besides its links, in document order with them.
struct DocumentEntry
{
    enum class Kind : std::uint8_t { Link, Message, Notice };
    Kind kind = Kind::Link;
    std::size_t index = 0; ///< into the rows, the messages or the notices
};

/// Everything read from one document so far.
struct DocumentContents
{
    documents::DocumentInfo info;
    std::vector<DocumentRow> rows;
    std::vector<documents::MessageRecord> messages;
    std::vector<documents::Notice> notices;
    std::vector<DocumentEntry> order;
};

/// The link as a row: the security analysis of the URI a reader goes to,
/// as `uri-inspect extract --check` makes it. Thread-safe.
[[nodiscard]] DocumentRow inspectedRow(const documents::LinkRecord &link,
                                       const std::vector<security::Blocklist> *blocklists);

/**
 * @brief One row per link, in document order. The place and the URI are
 * worded as `uri-inspect extract` words them (documents_report.h); the
 * verdict as the Extract pane words it. Roles: OpenUriRole (the URI a
 * reader goes to), RiskRole (int security::Risk, invalid without finding).
 */
class DocumentModel : public TableModel
{
    Q_OBJECT

public:
    enum Column {
        WhereColumn,    ///< "message 1, part 2 (text/html), <a href>"
        ShownColumn,    ///< what a reader sees for it
        TargetColumn,   ///< the URI a reader goes to, escaped
        VerdictColumn,  ///< "high", "no finding"
        FindingsColumn, ///< the checks that fired: "A12, P8"
        ColumnCount
    };
    explicit DocumentModel(QObject *parent = nullptr);

    /// Empty the table: a new document.
    void clear();
    /// Append @p rows (links read since the last call).
    void append(std::vector<DocumentRow> rows);
    [[nodiscard]] const std::vector<DocumentRow> &rows() const { return m_rows; }
    [[nodiscard]] const DocumentRow *row(int index) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    std::vector<DocumentRow> m_rows;
};

} // namespace uri::ui
