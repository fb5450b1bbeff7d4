/**
 * @file readers_pane.h
 * @brief The Readers pane: the link as real URL libraries read it (libcurl,
 * uriparser, Boost.URL, QUrl, this project's RFC 3986 and URL Standard
 * parsers), side by side, each difference from a browser marked and told in
 * words, and P11 when they disagree on the host (docs/readers.md).
 */
#pragma once

#include "panes/analysis_pane.h"

#include <memory>

class QAction;
class QLabel;
class QTableView;

namespace uri::ui {

class ReadersModel;

/**
 * @brief The pane "readersPane": shows Analysis::readers.
 *
 * Above the table, one line sums it up (the P11 finding with its severity,
 * or that the libraries agree on the host, or why nothing was read) and one
 * line lists the libraries' versions found at run time. A reading that is
 * an error spans the component columns. Ctrl+C or the context menu copies
 * the selected rows, tab-separated.
 */
class ReadersPane : public AnalysisPane
{
    Q_OBJECT

public:
    explicit ReadersPane(QWidget *parent = nullptr);
    ~ReadersPane() override;

    void setAnalysis(std::shared_ptr<const Analysis> analysis) override;
    [[nodiscard]] bool showsReadings() const override { return true; }
    [[nodiscard]] QString title() const override;

    /// The summary line above the table.
    [[nodiscard]] QString summaryText() const;
    /// The libraries and their versions.
    [[nodiscard]] QString versionsText() const;
    /// The selected rows (or the current one) as ReadersModel::rowText() lines.
    [[nodiscard]] QString selectedText() const;
    /// Copy selectedText() to the clipboard.
    void copySelection() const;

    /// The widest a component column grows to fit its content; longer
    /// values are elided, their tooltip has them whole.
    static constexpr int kMaxColumnWidth = 320;

    // The parts, for tests.
    [[nodiscard]] ReadersModel *model() const { return m_model; }
    [[nodiscard]] QTableView *view() const { return m_view; }
    [[nodiscard]] QLabel *summaryLabel() const { return m_summaryLabel; }

protected:
    void retranslateUi() override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateTexts();
    void updateVersions();
    void updateSummary();
    void updateLayout();
    void applyPalette();

    std::shared_ptr<const Analysis> m_analysis;
    ReadersModel *m_model = nullptr;
    QLabel *m_summaryIcon = nullptr;
    QLabel *m_summaryLabel = nullptr;
    QLabel *m_versionsLabel = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_legendLabel = nullptr;
    QAction *m_copyAction = nullptr;
    QAction *m_copyAllAction = nullptr;
};

} // namespace uri::ui
