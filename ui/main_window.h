/**
 * @file main_window.h
 * @brief The window: input line, spec selector, anatomy, and the linked
 * Components, Bytes and Diagnostics panes.
 */
#pragma once

#include "language.h"
#include "uriinspector/span.h"
#include "uriinspector/spec.h"
#include "utils/palette.h"

#include <QMainWindow>

#include <optional>
#include <vector>

class QAction;
class QActionGroup;
class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QTreeView;

namespace uri::ui {

class Analyzer;
class AnatomyView;
class ByteModel;
class ByteView;
class ComponentTreeModel;
class DiagnosticsModel;
class UriLineEdit;

/**
 * @brief The main window of uri-inspector.
 *
 * Data flows one way: the input line's text goes to the Analyzer (off the UI
 * thread); its Analysis goes to the three models; the views read the models.
 * Selections flow through one path: every view's selection ends in
 * selectSpan(), which marks the span in all views and emits spanSelected().
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// The size used for screenshots (and the first start).
    [[nodiscard]] static QSize defaultSize() { return {1280, 860}; }

    /// Show and analyse @p uri.
    void setUri(const QString &uri);
    [[nodiscard]] QString uri() const;

    /// Select the spec generation (ignored when the core does not parse it).
    void setSpec(Spec spec);
    [[nodiscard]] Spec spec() const { return m_spec; }
    /// Whether @p spec can be chosen in this build.
    [[nodiscard]] static bool specAvailable(Spec spec);

    void setLanguage(Language language);
    [[nodiscard]] Language language() const { return m_language.language(); }

    /// Wait (running the event loop) until the analysis of the current input
    /// is shown; false after @p timeoutMs.
    bool waitForAnalysis(int timeoutMs = 30000);
    [[nodiscard]] bool isAnalysing() const;

    /// Restore and save geometry, dock layout and language (QSettings).
    void restoreSettings();
    void saveSettings() const;

    /// The span selected last (in every view), if any.
    [[nodiscard]] std::optional<Span> selectedSpan() const { return m_selected; }

    // The parts, for tests and for the application.
    [[nodiscard]] UriLineEdit *inputLine() const { return m_input; }
    [[nodiscard]] AnatomyView *anatomyView() const { return m_anatomy; }
    [[nodiscard]] QTreeView *componentView() const { return m_componentView; }
    [[nodiscard]] ByteView *byteView() const { return m_byteView; }
    [[nodiscard]] QTreeView *diagnosticsView() const { return m_diagnosticsView; }
    [[nodiscard]] ComponentTreeModel *componentModel() const { return m_componentModel; }
    [[nodiscard]] DiagnosticsModel *diagnosticsModel() const { return m_diagnosticsModel; }
    [[nodiscard]] ByteModel *byteModel() const { return m_byteModel; }
    [[nodiscard]] QComboBox *specSelector() const { return m_specBox; }
    [[nodiscard]] QLabel *stateLabel() const { return m_stateLabel; }
    [[nodiscard]] Analyzer *analyzer() const { return m_analyzer; }

public slots:
    /// The one selection path: mark @p span in every view, emit spanSelected().
    void selectSpan(uri::Span span);

signals:
    /// A span was selected in any view (and is now marked in all of them).
    void spanSelected(uri::Span span);
    /// The analysis of the current input is shown.
    void analysisShown();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createWidgets();
    void retranslateUi();
    void updateActions();
    void updateState();
    void applyComponentPalette();
    void requestAnalysis();
    void onAnalysisReady();
    void selectDiagnostic(int step);
    void onByteSelected(qulonglong offset);

    LanguageManager m_language;
    Analyzer *m_analyzer = nullptr;
    Spec m_spec = Spec::Rfc3986;
    std::optional<Span> m_selected;
    bool m_linking = false;
    ComponentPalette m_palette;

    // models
    ComponentTreeModel *m_componentModel = nullptr;
    DiagnosticsModel *m_diagnosticsModel = nullptr;
    ByteModel *m_byteModel = nullptr;

    // widgets
    QLabel *m_inputLabel = nullptr;
    UriLineEdit *m_input = nullptr;
    QLabel *m_specLabel = nullptr;
    QComboBox *m_specBox = nullptr;
    QLabel *m_stateLabel = nullptr;
    QLabel *m_stateIcon = nullptr;
    AnatomyView *m_anatomy = nullptr;
    QTreeView *m_componentView = nullptr;
    ByteView *m_byteView = nullptr;
    QTreeView *m_diagnosticsView = nullptr;
    QDockWidget *m_componentDock = nullptr;
    QDockWidget *m_byteDock = nullptr;
    QDockWidget *m_diagnosticsDock = nullptr;

    // menus and actions
    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_specMenu = nullptr;
    QMenu *m_examplesMenu = nullptr;
    std::vector<QMenu *> m_exampleGroupMenus;
    QMenu *m_helpMenu = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_copyUriAction = nullptr;
    QAction *m_copyEscapedAction = nullptr;
    QAction *m_clearAction = nullptr;
    QAction *m_focusInputAction = nullptr;
    QAction *m_nextDiagnosticAction = nullptr;
    QAction *m_previousDiagnosticAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_zoomResetAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QAction *m_systemLanguageAction = nullptr;
    QAction *m_englishAction = nullptr;
    QAction *m_japaneseAction = nullptr;
    QActionGroup *m_specGroup = nullptr;
    std::vector<QAction *> m_specActions;
    std::vector<QAction *> m_exampleActions;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
};

} // namespace uri::ui
