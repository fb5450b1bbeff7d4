/**
 * @file extract_pane.h
 * @brief The Extract pane: paste any text (a mail, a log), get every URI in
 * it with where it is, how it was written and its verdict.
 */
#pragma once

#include "panes/analysis_pane.h"
#include "panes/extract/extract_model.h"

#include <QFutureWatcher>
#include <QTimer>

#include <memory>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeView;

namespace uri::ui {

/**
 * @brief The pane "extractPane".
 *
 * The text is the pane's own input, not the main one: extractLinks() runs
 * on it off the UI thread, after a pause in typing, and only the latest
 * text's result is shown. Selecting a row selects the URI in the text;
 * double-clicking it (or Inspect) emits openUri() with the URI, refanged.
 */
class ExtractPane : public AnalysisPane
{
    Q_OBJECT

public:
    explicit ExtractPane(QWidget *parent = nullptr);
    ~ExtractPane() override;

    void setAnalysis(std::shared_ptr<const Analysis> analysis) override;
    [[nodiscard]] QString title() const override;

    /// Replace the pasted text (as if typed).
    void setText(const QString &text);
    /// The reviewer's blocklists the links are matched against (K1), as
    /// the main input's are; the text is looked at again.
    void setBlocklists(std::shared_ptr<const std::vector<security::Blocklist>> lists);
    /// Whether an extraction is pending or running.
    [[nodiscard]] bool isBusy() const;
    /// Run the event loop until the latest text is extracted; false after @p timeoutMs.
    bool waitForResult(int timeoutMs = 30000);

    /// Ask for a file and write the table to it as CSV or JSON (by the filter chosen).
    void exportTable();
    /// Write the table to @p path: JSON when @p json, else CSV. False on an I/O error.
    bool writeTable(const QString &path, bool json) const;

    // The parts, for tests.
    [[nodiscard]] ExtractModel *model() const { return m_model; }
    [[nodiscard]] QTreeView *view() const { return m_view; }
    [[nodiscard]] QPlainTextEdit *editor() const { return m_editor; }
    [[nodiscard]] QLabel *statusLabel() const { return m_status; }

signals:
    /// The result for the latest text is shown.
    void resultShown();

protected:
    void retranslateUi() override;

private:
    void onTextChanged();
    void start();
    void onFinished();
    void updateStatus();
    void selectInEditor(const QModelIndex &index);
    void openRow(const QModelIndex &index);

    ExtractModel *m_model = nullptr;
    QTimer m_debounce;
    QFutureWatcher<std::shared_ptr<const ExtractResult>> m_watcher;
    std::uint64_t m_requested = 0;
    bool m_busy = false;
    std::shared_ptr<const std::vector<security::Blocklist>> m_blocklists;

    QLabel *m_hint = nullptr;
    QPlainTextEdit *m_editor = nullptr;
    QTreeView *m_view = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_inspectButton = nullptr;
    QPushButton *m_exportButton = nullptr;
};

} // namespace uri::ui
