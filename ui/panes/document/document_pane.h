/**
 * @file document_pane.h
 * @brief The Document pane: a mail, an mbox, a page, a PDF or an image
 * opened or dropped, its messages and every link in it with where it
 * stands, what it shows, where it goes and its verdict (docs/documents.md).
 */
#pragma once

#include "panes/analysis_pane.h"
#include "panes/document/document_model.h"

#include <QFutureWatcher>
#include <QTimer>

#include <memory>

class QLabel;
class QProgressBar;
class QPushButton;
class QTextBrowser;
class QTreeView;

namespace uri::ui {

/**
 * @brief The pane "documentPane".
 *
 * The document is the pane's own, not the main input: it is read off the UI
 * thread (documents::readFile(), each link inspected as `uri-inspect
 * extract --check` does) and its links are listed as they are found; a
 * large mbox or PDF shows its progress and can be cancelled, the links
 * found so far staying listed. Choosing a row inspects that link in every
 * other pane (openUri()) while the document stays loaded, and shows the
 * link's context below the table: its message's sender, where it stands,
 * and the text around it.
 */
class DocumentPane : public AnalysisPane
{
    Q_OBJECT

public:
    explicit DocumentPane(QWidget *parent = nullptr);
    ~DocumentPane() override;

    void setAnalysis(std::shared_ptr<const Analysis> analysis) override;
    [[nodiscard]] QString title() const override;

    /// Read the file at @p path, its format by its content (a reading in
    /// progress is cancelled first).
    void openDocument(const QString &path);
    /// Stop reading: what was found stays listed.
    void cancel();
    /// The reviewer's blocklists the links are matched against (K1).
    void setBlocklists(std::shared_ptr<const std::vector<security::Blocklist>> lists);
    /// Whether a document is being read.
    [[nodiscard]] bool isBusy() const;
    /// Run the event loop until the document is read; false after @p timeoutMs.
    bool waitForResult(int timeoutMs = 60000);
    /// Run the event loop until the chosen link's picture (its PDF page or
    /// image) is shown, or it has none; false after @p timeoutMs.
    bool waitForPicture(int timeoutMs = 60000);

    /// What was read of the document so far (its links are the model's).
    [[nodiscard]] const DocumentContents &contents() const { return m_contents; }
    /// The document's report: JSON Lines when @p path ends in .json (the
    /// records of `uri-inspect extract --json --check`), Markdown for .md,
    /// else HTML. False on an I/O error.
    bool writeReport(const QString &path) const;
    /// Ask for a file and write the report to it.
    void exportReport();

    // The parts, for tests.
    [[nodiscard]] DocumentModel *model() const { return m_model; }
    [[nodiscard]] QTreeView *view() const { return m_view; }
    [[nodiscard]] QTextBrowser *contextView() const { return m_context; }
    [[nodiscard]] QLabel *statusLabel() const { return m_status; }
    [[nodiscard]] QProgressBar *progressBar() const { return m_progress; }
    [[nodiscard]] QPushButton *cancelButton() const { return m_cancelButton; }

signals:
    /// The document is read (or its reading cancelled), everything shown.
    void resultShown();
    /// The user asked for a file to open (the window's File > Open).
    void openRequested();

protected:
    void retranslateUi() override;

private:
    struct Reading;

    void drain();
    void onFinished();
    void updateStatus();
    void showContext(const QModelIndex &index);
    void showSummary();
    void showPicture();

    DocumentModel *m_model = nullptr;
    DocumentContents m_contents;
    std::shared_ptr<Reading> m_reading;
    QFutureWatcher<void> m_watcher;
    // The chosen link's picture, drawn by a worker: a PDF page, or a part of
    // a message far into a large mbox, takes its time. Each context shown
    // has a number; a picture is shown only on the context it was drawn for.
    QFutureWatcher<QImage> m_pictureWatcher;
    QString m_contextHtml;            ///< the context shown, its picture aside
    std::size_t m_contextNumber = 0;  ///< of the context shown
    std::size_t m_pictureFor = 0;     ///< the context the picture being drawn is for
    std::size_t m_pictureShownOn = 0; ///< the context whose picture is shown
    QTimer m_drainTimer;
    bool m_cancelled = false;
    std::shared_ptr<const std::vector<security::Blocklist>> m_blocklists;

    QLabel *m_hint = nullptr;
    QTreeView *m_view = nullptr;
    QTextBrowser *m_context = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_openButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QPushButton *m_exportButton = nullptr;
};

} // namespace uri::ui
