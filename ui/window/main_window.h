/**
 * @file main_window.h
 * @brief The window: input line, spec selector, anatomy, and the panes
 * (Components, Bytes, Diagnostics, Resolution, Normalize, Security, Readers,
 * Extract, Encoding), all linked by one span selection.
 */
#pragma once

#include "analysis/roles.h" // Q_DECLARE_METATYPE(uri::Span) for the signals
#include "common/palette.h"
#include "uriinspector/span.h"
#include "uriinspector/spec.h"
#include "window/input_history.h"
#include "window/language.h"
#include "window/theme.h"

#include <QIcon>
#include <QMainWindow>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

class QAction;
class QActionGroup;
class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QTimer;
class QTreeView;

namespace uri::ui {

class AnalysisPane;
class Analyzer;
class AnatomyView;
class BlocklistDialog;
class BlocklistSet;
class ByteModel;
class ByteView;
class BytesPane;
class ComponentTreeModel;
class ComponentsPane;
class DiagnosticsModel;
class DiagnosticsPane;
class HelpWindow;
class Tour;
class UriLineEdit;

/**
 * @brief The main window of uri-inspector.
 *
 * Data flows one way: the input line's text goes to the Analyzer (off the UI
 * thread); its Analysis (one Inspection of the input) goes to every pane;
 * the panes' views read their models. Selections flow through one path:
 * every view's selection ends in selectSpan(), which marks the span in the
 * input line and the anatomy and broadcasts spanSelected() to every pane.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// The size used for screenshots (and the first start).
    [[nodiscard]] static QSize defaultSize() { return {1280, 860}; }

    /// The application's icon: the PNGs of every hicolor size that
    /// resources/icons holds, embedded in uri_ui (ui/CMakeLists.txt).
    [[nodiscard]] static QIcon applicationIcon();

    /// Show and analyse @p uri.
    void setUri(const QString &uri);
    [[nodiscard]] QString uri() const;

    /// Select the spec generation (ignored when the core does not parse it).
    void setSpec(Spec spec);
    [[nodiscard]] Spec spec() const { return m_spec; }
    /// Whether @p spec can be chosen in this build.

    void setLanguage(Language language);
    [[nodiscard]] Language language() const { return m_language.language(); }

    /// The colours of the whole application (ThemeManager); View > Theme.
    void setTheme(Theme theme);
    [[nodiscard]] Theme theme() const { return m_theme; }

    /// Whether the inputs (recent inputs, the last input, the Resolution
    /// base) are saved with the settings; off by default, as links under
    /// review may carry tokens (docs/guide.md, "Settings"). Turning it off
    /// removes what was saved.
    void setRememberInputs(bool remember);
    [[nodiscard]] bool remembersInputs() const { return m_rememberInputs; }
    /// Forget the recent inputs, in memory and in the settings.
    void clearHistory();

    /// Help > Documentation (F1): the built-in guide, created on first use.
    HelpWindow *showDocumentation();
    /// Help > Tour: open the tour at @p stop (0-based), or move the open
    /// tour there (tour.h).
    Tour *startTour(int stop = 0);
    /// The open tour, or null.
    [[nodiscard]] Tour *tour() const { return m_tour; }
    [[nodiscard]] QAction *tourAction() const { return m_tourAction; }

    /// Wait (running the event loop) until the analysis of the current input
    /// is shown; false after @p timeoutMs.
    bool waitForAnalysis(int timeoutMs = 30000);
    [[nodiscard]] bool isAnalysing() const;

    /// Restore and save geometry, dock layout, language, theme, spec, and
    /// with remembersInputs() the last input, the Resolution base and the
    /// history of inputs (QSettings).
    void restoreSettings();
    void saveSettings() const;

    /// Inputs the user settled on, newest first (InputHistory).
    [[nodiscard]] const QStringList &history() const { return m_history.entries(); }
    /// Put @p uri first in the history (InputHistory::add()).
    void addToHistory(const QString &uri) { m_history.add(uri); }
    /// Inputs longer than this are neither kept in the history nor saved.
    static constexpr qsizetype kMaxRememberedLength = InputHistory::kMaxLength;

    /// Open dropped or loaded text: one line becomes the input; several lines
    /// (a mail, a log) go to the Extract pane, which lists every URI in them.
    void openText(const QString &text);
    /// Open a text file (at most kMaxFileBytes) as openText() does; false with
    /// a message in the status bar when it cannot be read.
    bool openFile(const QString &path);
    static constexpr qint64 kMaxFileBytes = 10 * 1024 * 1024;
    /// The current inspection as a report (report.h), written to @p path; the
    /// format follows the suffix: .html, .md or .json.
    bool exportReport(const QString &path);

    /// The span selected last (in every view), if any.
    [[nodiscard]] std::optional<Span> selectedSpan() const { return m_selected; }

    // The parts, for tests and for the application.
    [[nodiscard]] UriLineEdit *inputLine() const { return m_input; }
    [[nodiscard]] AnatomyView *anatomyView() const { return m_anatomy; }
    [[nodiscard]] QTreeView *componentView() const;
    [[nodiscard]] ByteView *byteView() const;
    [[nodiscard]] QTreeView *diagnosticsView() const;
    [[nodiscard]] ComponentTreeModel *componentModel() const;
    [[nodiscard]] DiagnosticsModel *diagnosticsModel() const;
    [[nodiscard]] ByteModel *byteModel() const;
    [[nodiscard]] QComboBox *specSelector() const { return m_specBox; }
    [[nodiscard]] QLabel *stateLabel() const { return m_stateLabel; }
    [[nodiscard]] Analyzer *analyzer() const { return m_analyzer; }
    /// The reviewer's blocklists (Data > Blocklists...), matched against every input.
    [[nodiscard]] BlocklistSet *blocklists() const { return m_blocklists; }
    /// Data > Blocklists...: the dialog that adds, removes and shows them.
    BlocklistDialog *showBlocklists();
    [[nodiscard]] QAction *blocklistsAction() const { return m_blocklistsAction; }
    /// The panes (components, bytes, diagnostics, resolution, ...), in the order they were added.
    [[nodiscard]] const std::vector<AnalysisPane *> &panes() const { return m_panes; }
    /// The pane whose objectName() is @p name, or @p name + "Pane"
    /// ("readers" for "readersPane"), or null.
    [[nodiscard]] AnalysisPane *pane(const QString &name) const;
    /// The dock holding @p pane.
    [[nodiscard]] QDockWidget *dockOf(const AnalysisPane *pane) const;

public slots:
    /// The one selection path: mark @p span in every view, emit spanSelected().
    void selectSpan(uri::Span span);

signals:
    /// A span was selected in any view (and is now marked in all of them).
    void spanSelected(uri::Span span);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createWidgets();
    void createPanes();
    /// Add @p pane as a dock, tabbed with @p tabWith (or on its own when null).
    QDockWidget *addPane(AnalysisPane *pane, QDockWidget *tabWith);
    void retranslateUi();
    void updateActions();
    void updateState();
    void applyComponentPalette();
    /// Give the anatomy the height of its drawing (at most 3/5 of the
    /// window), and the panes below the rest.
    void fitAnatomy();
    void requestAnalysis();
    void onAnalysisReady();
    void selectDiagnostic(int step);
    void rebuildHistoryMenu();
    void openFileDialog();
    void exportReportDialog();

    LanguageManager m_language;
    Analyzer *m_analyzer = nullptr;
    Spec m_spec = Spec::Rfc3986;
    std::optional<Span> m_selected;
    /// the generation of the analysis the panes show (Analysis::generation)
    std::optional<std::uint64_t> m_shownGeneration;
    bool m_linking = false;
    ComponentPalette m_palette;

    // widgets
    QLabel *m_inputLabel = nullptr;
    UriLineEdit *m_input = nullptr;
    QLabel *m_specLabel = nullptr;
    QComboBox *m_specBox = nullptr;
    QLabel *m_stateLabel = nullptr;
    QLabel *m_stateIcon = nullptr;
    AnatomyView *m_anatomy = nullptr;
    ComponentsPane *m_components = nullptr;
    BytesPane *m_bytes = nullptr;
    DiagnosticsPane *m_diagnostics = nullptr;
    std::vector<AnalysisPane *> m_panes;
    std::vector<QDockWidget *> m_paneDocks; ///< m_paneDocks[i] holds m_panes[i]
    /// View > the panes: m_paneActions[i] brings m_paneDocks[i] to the front
    std::vector<QAction *> m_paneActions;

    // menus and actions
    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_dataMenu = nullptr;
    QAction *m_blocklistsAction = nullptr;
    BlocklistSet *m_blocklists = nullptr;
    BlocklistDialog *m_blocklistDialog = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_specMenu = nullptr;
    QMenu *m_examplesMenu = nullptr;
    std::vector<QMenu *> m_exampleGroupMenus;
    QMenu *m_helpMenu = nullptr;
    QMenu *m_historyMenu = nullptr;
    InputHistory m_history;
    QTimer *m_historyTimer = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_clearHistoryAction = nullptr;
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
    QAction *m_documentationAction = nullptr;
    QAction *m_tourAction = nullptr;
    QAction *m_rememberInputsAction = nullptr;
    QMenu *m_themeMenu = nullptr;
    QActionGroup *m_themeGroup = nullptr;
    QAction *m_systemThemeAction = nullptr;
    QAction *m_lightThemeAction = nullptr;
    QAction *m_darkThemeAction = nullptr;
    Theme m_theme = Theme::System;
    bool m_rememberInputs = false;
    HelpWindow *m_help = nullptr;
    Tour *m_tour = nullptr;
};

} // namespace uri::ui
