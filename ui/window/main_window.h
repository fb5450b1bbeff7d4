/**
 * @file main_window.h
 * @brief The window: input line, spec selector, anatomy, and the panes
 * (Components, Bytes, Diagnostics, Resolution, Normalize, Security, Readers,
 * Extract, Document, Encoding), all linked by one span selection.
 */
#pragma once

#include "analysis/roles.h" // Q_DECLARE_METATYPE(uri::Span) for the signals
#include "common/palette.h"
#include "uriinspector/practice.h"
#include "uriinspector/span.h"
#include "uriinspector/spec.h"
#include "window/input_history.h"
#include "window/language.h"
#include "window/theme.h"
#include "window/tour.h"

#include <QIcon>
#include <QMainWindow>
#include <QStringList>

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

class QAction;
class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QTimer;
class QTreeView;

namespace uri::ui {

class AnalysisPane;
class PracticeDock;
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
class MainWindow : public QMainWindow, public TourHost
{
    Q_OBJECT

public:
    /// The commands of the menus, each declared once in the table of
    /// main_window_actions.cpp (text, tip, keys, icon, handler, menu).
    enum class ActionId {
        Open,
        Export,
        ExportDiagram,
        ExportWorksheet,
        Quit,
        RememberInputs,
        ClearHistory,
        CopyUri,
        CopyEscaped,
        CopyDiagram,
        Clear,
        FocusInput,
        Blocklists,
        ZoomIn,
        ZoomOut,
        ZoomReset,
        NextDiagnostic,
        PreviousDiagnostic,
        SystemTheme,
        LightTheme,
        DarkTheme,
        SystemLanguage,
        English,
        Japanese,
        Documentation,
        Tour,
        Practice,
        About,
        AboutQt,
        Count
    };
    /// The menus, in the order of the menu bar; History, Theme and Language
    /// are submenus.
    enum class MenuId {
        File,
        History,
        Edit,
        Data,
        View,
        Theme,
        Language,
        Spec,
        Examples,
        Help,
        Count
    };

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// The size used for screenshots (and the first start).
    [[nodiscard]] static QSize defaultSize() { return {1280, 860}; }

    /// The application's icon: the PNGs of every hicolor size that
    /// resources/icons holds, embedded in uri_ui (ui/CMakeLists.txt).
    [[nodiscard]] static QIcon applicationIcon();

    /// Show and analyse @p uri.
    void setUri(const QString &uri) override;
    [[nodiscard]] QString uri() const override;

    /// The base the input is resolved against (RFC 3986 §5.1), "" for none:
    /// the window's, which the Resolution pane shows and edits.
    void setBase(const QString &base) override;
    [[nodiscard]] QString base() const override { return m_base; }

    /// Select the spec generation (ignored when the core does not parse it).
    void setSpec(Spec spec) override;
    [[nodiscard]] Spec spec() const override { return m_spec; }
    /// Whether @p spec can be chosen in this build.

    void setLanguage(Language language);
    [[nodiscard]] Language language() const { return m_language.language(); }

    /// The colours of the whole application (ThemeManager); View > Theme.
    void setTheme(Theme theme);
    [[nodiscard]] Theme theme() const;

    /// Whether the inputs (recent inputs, the last input, the Resolution
    /// base) are saved with the settings; off by default, as links under
    /// review may carry tokens (docs/guide.md, "Settings"). Turning it off
    /// removes what was saved.
    void setRememberInputs(bool remember);
    [[nodiscard]] bool remembersInputs() const;
    /// Forget the recent inputs, in memory and in the settings.
    void clearHistory();

    /// Help > Documentation (F1): the built-in guide, created on first use.
    HelpWindow *showDocumentation();
    /// Help > Tour: open the tour at @p stop (0-based), or move the open
    /// tour there (tour.h).
    Tour *startTour(int stop = 0);
    /// The open tour, or null.
    [[nodiscard]] Tour *tour() const { return m_tour; }
    /// Help > Practice: the practice dock (practice_dock.h), created on first
    /// use, started on the sequence of @p seed.
    PracticeDock *startPractice(std::uint32_t seed = 1);
    /// The practice dock, or null before the first startPractice().
    [[nodiscard]] PracticeDock *practice() const { return m_practice; }

    /// Wait (running the event loop) until the analysis of the current input
    /// is shown, and given to every pane, in view or not; false after
    /// @p timeoutMs.
    bool waitForAnalysis(int timeoutMs = 30000) override;
    [[nodiscard]] bool isAnalysing() const override;

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
    /// Open the file at @p path by its content (documents::sniff(), as
    /// `uri-inspect extract` reads it): a mail, an mbox, a page, a PDF or an
    /// image in the Document pane; a text (at most kMaxFileBytes) as
    /// openText() does. False with a message in the status bar when it
    /// cannot be read.
    bool openFile(const QString &path);
    static constexpr qint64 kMaxFileBytes = 10 * 1024 * 1024;
    /// The current inspection as a report (report.h), written to @p path; the
    /// format follows the suffix: .html, .md or .json.
    bool exportReport(const QString &path);
    /// The anatomy for a slide (widgets/diagram.h), written to @p path: SVG
    /// or PNG by the suffix. False with a message in the status bar when the
    /// name says neither, there is no input, or the file cannot be written.
    bool exportDiagram(const QString &path);
    /// The anatomy on the clipboard, as SVG (image/svg+xml) and as an image.
    void copyDiagram();
    /// File > Export Worksheet: @p count exercises of @p seed (over @p
    /// topics, all when empty) in the window's language, written to @p
    /// path: HTML or Markdown by the suffix (.html, .md), the answers on a
    /// page of their own. False with a message in the status bar when the
    /// name says neither or the file cannot be written.
    bool exportWorksheet(const QString &path, std::uint32_t seed, int count,
                         const std::vector<practice::Topic> &topics = {});

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
    [[nodiscard]] Analyzer *analyzer() const override { return m_analyzer; }
    /// The reviewer's blocklists (Data > Blocklists...), matched against every input.
    [[nodiscard]] BlocklistSet *blocklists() const { return m_blocklists; }
    /// Data > Blocklists...: the dialog that adds, removes and shows them.
    BlocklistDialog *showBlocklists();
    /// A command of the menus; a menu.
    [[nodiscard]] QAction *action(ActionId id) const;
    [[nodiscard]] QMenu *menu(MenuId id) const;
    /// The panes (components, bytes, diagnostics, resolution, ...), in the order they were added.
    [[nodiscard]] const std::vector<AnalysisPane *> &panes() const override { return m_panes; }
    /// The pane whose objectName() is @p name, or @p name + "Pane"
    /// ("readers" for "readersPane"), or null.
    [[nodiscard]] AnalysisPane *pane(const QString &name) const override;
    /// The dock holding @p pane.
    [[nodiscard]] QDockWidget *dockOf(const AnalysisPane *pane) const override;
    /// The window the tour docks into: this one.
    [[nodiscard]] QMainWindow *hostWindow() override { return this; }

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
    struct ActionRow;
    struct MenuRow;
    [[nodiscard]] static std::span<const ActionRow> actionRows();
    [[nodiscard]] static std::span<const MenuRow> menuRows();
    /// The pane of type @p P (there is one of each).
    template <class P>
    [[nodiscard]] P *paneOf() const
    {
        for (AnalysisPane *pane : m_panes) {
            if (auto *wanted = qobject_cast<P *>(pane))
                return wanted;
        }
        return nullptr;
    }

    void createActions();
    void createMenus();
    void addPaneActions();
    void addSpecActions();
    void addExampleMenus();
    void retranslateMenus();
    /// Check the choice of menu @p id whose data is @p value (a Theme, ...).
    void checkChoice(MenuId id, int value);
    void showAbout();
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
    /// Give the panes behind (m_behind), or @p pane if it is one of them,
    /// the current analysis and the selected span.
    void catchUp(AnalysisPane *pane = nullptr);
    /// Whether @p pane is given each analysis when it is ready (else when shown).
    [[nodiscard]] bool needsAnalysisNow(const AnalysisPane *pane) const;
    void selectDiagnostic(int step);
    void rebuildHistoryMenu();
    void openFileDialog();
    void exportReportDialog();
    void exportDiagramDialog();
    void exportWorksheetDialog();
    /// The analysis of the input as it is now: Ready when it is finished
    /// and there is an input to report on or draw.
    enum class InputState { Ready, Unfinished, Empty };
    InputState finishedInput();

    LanguageManager m_language;
    Analyzer *m_analyzer = nullptr;
    Spec m_spec = Spec::Rfc3986;
    QString m_base;
    std::optional<Span> m_selected;
    /// the generation of the analysis the panes show (Analysis::generation)
    std::optional<std::uint64_t> m_shownGeneration;
    /// the panes show a step whose server-side readings follow
    /// (Analysis::serverReadingsPending)
    bool m_shownReadingsPending = false;
    /// panes out of view not yet given the analysis of current() (catchUp())
    std::vector<AnalysisPane *> m_behind;
    /// panes whose dock is closed, or a tab behind another (visibilityChanged())
    std::vector<const AnalysisPane *> m_outOfView;
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
    std::vector<AnalysisPane *> m_panes;
    std::array<QAction *, static_cast<std::size_t>(ActionId::Count)> m_actions{};
    std::array<QMenu *, static_cast<std::size_t>(MenuId::Count)> m_menus{};
    BlocklistSet *m_blocklists = nullptr;
    BlocklistDialog *m_blocklistDialog = nullptr;
    InputHistory m_history;
    QTimer *m_historyTimer = nullptr;
    HelpWindow *m_help = nullptr;
    Tour *m_tour = nullptr;
    PracticeDock *m_practice = nullptr;
};

} // namespace uri::ui
