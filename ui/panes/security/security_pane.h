/**
 * @file security_pane.h
 * @brief The Security pane: where the link really goes (a verdict banner in
 * plain words), every trick it plays (the findings, each linked to its
 * characters), the browser's reading beside RFC 3986's, and the URLs nested
 * in it.
 */
#pragma once

#include "panes/analysis_pane.h"

#include <memory>

class QFrame;
class QLabel;
class QPushButton;
class QTabWidget;
class QTreeView;

namespace uri::ui {

class FindingsModel;
class NestedUrlModel;
class SecurityViewsModel;

/**
 * @brief The pane "securityPane": shows Analysis::security.
 *
 * Below the verdict, three tabs: the findings, the views (how RFC 3986, a
 * browser and, where they differ, the first-"@" parsers read the link) and
 * the nested URLs, each titled with its count.
 *
 * Clicking a finding (or moving to it with the keyboard) emits
 * spanActivated() with the finding's exact span; double-clicking a nested
 * URL, or its Inspect button, emits openUri() with the decoded URL.
 */
class SecurityPane : public AnalysisPane
{
    Q_OBJECT

public:
    enum Tab { FindingsTab, ViewsTab, NestedTab };

    explicit SecurityPane(QWidget *parent = nullptr);
    ~SecurityPane() override;

    void setAnalysis(std::shared_ptr<const Analysis> analysis) override;
    [[nodiscard]] bool showsReadings() const override { return true; }
    void markSpan(Span span) override;
    [[nodiscard]] QString title() const override;

    /// The banner's sentence ("This link goes to ...").
    [[nodiscard]] QString bannerText() const;
    /// The verdict's word ("high", "no finding").
    [[nodiscard]] QString verdictText() const;
    /// Bring one of the tabs to the front (the tour shows the views).
    void showTab(Tab tab);

    // The parts, for tests.
    [[nodiscard]] FindingsModel *findingsModel() const { return m_findings; }
    [[nodiscard]] SecurityViewsModel *viewsModel() const { return m_views; }
    [[nodiscard]] NestedUrlModel *nestedModel() const { return m_nested; }
    [[nodiscard]] QTreeView *findingsView() const { return m_findingsView; }
    [[nodiscard]] QTreeView *viewsView() const { return m_viewsView; }
    [[nodiscard]] QTreeView *nestedView() const { return m_nestedView; }
    [[nodiscard]] QPushButton *inspectButton() const { return m_inspectButton; }
    [[nodiscard]] QLabel *adviceLabel() const { return m_adviceLabel; }
    [[nodiscard]] QLabel *versionsLabel() const { return m_versionsLabel; }
    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }

protected:
    void retranslateUi() override;
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    /// The tabs' titles, with their counts; the views' of the input, or of
    /// the target against the base.
    void updateTabTitles();
    void updateVersionsLine();
    /// The findings' columns that earn their width: the check's title and
    /// citation only in a wide pane (the tooltip of its id has both, most
    /// messages cite), the nested path only when a finding is in a nested URL.
    void updateColumns();
    void updateTexts();
    void applyPalette();
    void openNested(const QModelIndex &index);
    void updateActions();

    std::shared_ptr<const Analysis> m_analysis;
    FindingsModel *m_findings = nullptr;
    SecurityViewsModel *m_views = nullptr;
    NestedUrlModel *m_nested = nullptr;

    QFrame *m_banner = nullptr;
    QLabel *m_verdictIcon = nullptr;
    QLabel *m_verdictLabel = nullptr;
    QLabel *m_bannerLabel = nullptr;
    QLabel *m_notesLabel = nullptr;
    QLabel *m_adviceLabel = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTreeView *m_findingsView = nullptr;
    QTreeView *m_viewsView = nullptr;
    QTreeView *m_nestedView = nullptr;
    QPushButton *m_inspectButton = nullptr;
    QLabel *m_versionsLabel = nullptr;
};

} // namespace uri::ui
