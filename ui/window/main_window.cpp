#include "window/main_window.h"

#include "analysis/analyzer.h"
#include "analysis/roles.h"
#include "common/display_cells.h"
#include "common/span_mapping.h"
#include "panes/analysis_pane.h"
#include "panes/bytes/byte_model.h"
#include "panes/bytes/byte_view.h"
#include "panes/bytes/bytes_pane.h"
#include "panes/components/component_tree_model.h"
#include "panes/components/components_pane.h"
#include "panes/diagnostics/diagnostics_model.h"
#include "panes/diagnostics/diagnostics_pane.h"
#include "panes/encoding/encoding_pane.h"
#include "panes/extract/extract_pane.h"
#include "panes/normalize/normalize_pane.h"
#include "panes/readers/readers_pane.h"
#include "panes/resolution/resolution_pane.h"
#include "panes/security/security_pane.h"
#include "text/report.h"
#include "text/spec_names.h"
#include "uriinspector/parse.h"
#include "uriinspector/whatwg.h"
#include "widgets/anatomy_view.h"
#include "widgets/uri_line_edit.h"
#include "window/blocklist_dialog.h"
#include "window/blocklist_set.h"
#include "window/examples.h"
#include "window/help_window.h"
#include "window/theme.h"
#include "window/tour.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEventLoop>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QResizeEvent>
#include <QSaveFile>
#include <QSettings>
#include <QShowEvent>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTimer>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

namespace uri::ui {

namespace {

// Menu texts treat "&" as a mnemonic marker; a URI's "&" must stay visible.
QString menuText(const QString &text)
{
    QString out = text;
    return out.replace(QLatin1Char('&'), QStringLiteral("&&"));
}

} // namespace

QIcon MainWindow::applicationIcon()
{
    // PNGs rather than the SVG: the Qt SVG icon engine may be absent. The
    // sizes are the usual hicolor ones (freedesktop.org Icon Theme
    // Specification); each file is named by the application id.
    QIcon icon;
    for (const int size : {16, 22, 24, 32, 48, 64, 128, 256}) {
        icon.addFile(QStringLiteral(":/icons/hicolor/%1x%1/apps/" URI_APP_ID ".png").arg(size),
                     QSize(size, size));
    }
    return icon;
}

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_palette(palette())
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(applicationIcon());
    m_analyzer = new Analyzer(this);
    m_blocklists = new BlocklistSet(this);
    // a list added or removed: the current input is matched again
    connect(m_blocklists, &BlocklistSet::changed, this, [this] {
        m_analyzer->setBlocklists(m_blocklists->lists());
        requestAnalysis();
        if (auto *extract = qobject_cast<ExtractPane *>(pane(QStringLiteral("extractPane"))))
            extract->setBlocklists(m_blocklists->lists());
    });
    createActions();
    createWidgets();
    createPanes();
    createMenus();

    connect(m_analyzer, &Analyzer::analysisReady, this, &MainWindow::onAnalysisReady);
    connect(m_analyzer, &Analyzer::busyChanged, this, &MainWindow::updateState);
    connect(m_input, &UriLineEdit::uriEdited, this, &MainWindow::requestAnalysis);

    // an input the user paused on for two seconds joins the history
    m_historyTimer = new QTimer(this);
    m_historyTimer->setSingleShot(true);
    m_historyTimer->setInterval(2000);
    connect(m_historyTimer, &QTimer::timeout, this, [this] {
        // the tour's examples are not the user's inputs
        if (m_tour == nullptr || !m_tour->showsItsOwnInput())
            addToHistory(uri());
    });
    connect(m_input, &UriLineEdit::uriEdited, m_historyTimer, qOverload<>(&QTimer::start));
    setAcceptDrops(true);

    // The one selection path: every view ends in selectSpan() (the panes'
    // spanActivated() is connected in addPane()).
    connect(m_input, &UriLineEdit::spanSelected, this, &MainWindow::selectSpan);
    connect(m_anatomy, &AnatomyView::spanSelected, this, &MainWindow::selectSpan);
    // queued: the anatomy reports from inside its own layout
    connect(m_anatomy, &AnatomyView::contentHeightChanged, this, &MainWindow::fitAnatomy,
            Qt::QueuedConnection);
    // as a packet analyser does: a clicked byte selects the innermost component holding it
    connect(m_bytes, &BytesPane::byteActivated, this, [this](qulonglong offset) {
        selectSpan(m_components->spanAtByte(static_cast<std::size_t>(offset)));
    });
    connect(m_diagnostics, &DiagnosticsPane::currentChanged, this, &MainWindow::updateActions);

    m_language.setLanguage(Language::System);
    applyComponentPalette();
    retranslateUi();
    updateState();
    updateActions();
    resize(defaultSize());
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    m_quitAction = new QAction(this);
    m_quitAction->setShortcuts(QKeySequence::Quit);
    m_quitAction->setIcon(themeIcon("application-exit", QStyle::SP_DialogCloseButton));
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_openAction = new QAction(this);
    m_openAction->setShortcuts(QKeySequence::Open);
    m_openAction->setIcon(themeIcon("document-open", QStyle::SP_DialogOpenButton));
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openFileDialog);
    m_exportAction = new QAction(this);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportAction->setIcon(themeIcon("document-save-as", QStyle::SP_DialogSaveButton));
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::exportReportDialog);
    m_blocklistsAction = new QAction(this);
    connect(m_blocklistsAction, &QAction::triggered, this, &MainWindow::showBlocklists);
    m_clearHistoryAction = new QAction(this);
    connect(m_clearHistoryAction, &QAction::triggered, this, &MainWindow::clearHistory);
    m_rememberInputsAction = new QAction(this);
    m_rememberInputsAction->setCheckable(true);
    connect(m_rememberInputsAction, &QAction::toggled, this, &MainWindow::setRememberInputs);

    m_copyUriAction = new QAction(this);
    m_copyUriAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyUriAction->setIcon(themeIcon("edit-copy", QStyle::SP_FileIcon));
    connect(m_copyUriAction, &QAction::triggered, this,
            [this] { QApplication::clipboard()->setText(uri()); });

    m_copyEscapedAction = new QAction(this);
    connect(m_copyEscapedAction, &QAction::triggered, this, [this] {
        QApplication::clipboard()->setText(
            escapedText(SpanMapping::inputBytes(uri()), static_cast<std::size_t>(-1) / 2));
    });

    m_clearAction = new QAction(this);
    m_clearAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backspace));
    m_clearAction->setIcon(themeIcon("edit-clear", QStyle::SP_LineEditClearButton));
    connect(m_clearAction, &QAction::triggered, this, [this] {
        setUri(QString());
        m_input->setFocus();
    });

    m_focusInputAction = new QAction(this);
    m_focusInputAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(m_focusInputAction, &QAction::triggered, this, [this] {
        m_input->setFocus();
        m_input->selectAll();
    });

    m_nextDiagnosticAction = new QAction(this);
    m_nextDiagnosticAction->setShortcut(QKeySequence(Qt::Key_F8));
    m_nextDiagnosticAction->setIcon(themeIcon("go-down", QStyle::SP_ArrowDown));
    connect(m_nextDiagnosticAction, &QAction::triggered, this, [this] { selectDiagnostic(1); });
    m_previousDiagnosticAction = new QAction(this);
    m_previousDiagnosticAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    m_previousDiagnosticAction->setIcon(themeIcon("go-up", QStyle::SP_ArrowUp));
    connect(m_previousDiagnosticAction, &QAction::triggered, this,
            [this] { selectDiagnostic(-1); });

    m_zoomInAction = new QAction(this);
    m_zoomInAction->setShortcuts(QKeySequence::ZoomIn);
    m_zoomInAction->setIcon(QIcon::fromTheme(QStringLiteral("zoom-in")));
    connect(m_zoomInAction, &QAction::triggered, this,
            [this] { m_anatomy->setZoom(m_anatomy->zoom() + 20); });
    m_zoomOutAction = new QAction(this);
    m_zoomOutAction->setShortcuts(QKeySequence::ZoomOut);
    m_zoomOutAction->setIcon(QIcon::fromTheme(QStringLiteral("zoom-out")));
    connect(m_zoomOutAction, &QAction::triggered, this,
            [this] { m_anatomy->setZoom(m_anatomy->zoom() - 20); });
    m_zoomResetAction = new QAction(this);
    m_zoomResetAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_zoomResetAction->setIcon(QIcon::fromTheme(QStringLiteral("zoom-original")));
    connect(m_zoomResetAction, &QAction::triggered, this, [this] { m_anatomy->setZoom(100); });

    m_languageGroup = new QActionGroup(this);
    m_systemLanguageAction = new QAction(m_languageGroup);
    m_englishAction = new QAction(m_languageGroup);
    m_japaneseAction = new QAction(m_languageGroup);
    for (QAction *a : m_languageGroup->actions())
        a->setCheckable(true);
    m_systemLanguageAction->setChecked(true);
    connect(m_systemLanguageAction, &QAction::triggered, this,
            [this] { setLanguage(Language::System); });
    connect(m_englishAction, &QAction::triggered, this, [this] { setLanguage(Language::English); });
    connect(m_japaneseAction, &QAction::triggered, this,
            [this] { setLanguage(Language::Japanese); });

    m_themeGroup = new QActionGroup(this);
    m_systemThemeAction = new QAction(m_themeGroup);
    m_lightThemeAction = new QAction(m_themeGroup);
    m_darkThemeAction = new QAction(m_themeGroup);
    for (QAction *a : m_themeGroup->actions())
        a->setCheckable(true);
    m_systemThemeAction->setChecked(true);
    connect(m_systemThemeAction, &QAction::triggered, this, [this] { setTheme(Theme::System); });
    connect(m_lightThemeAction, &QAction::triggered, this, [this] { setTheme(Theme::Light); });
    connect(m_darkThemeAction, &QAction::triggered, this, [this] { setTheme(Theme::Dark); });

    m_documentationAction = new QAction(this);
    m_documentationAction->setShortcuts(QKeySequence::HelpContents);
    m_documentationAction->setIcon(themeIcon("help-contents", QStyle::SP_DialogHelpButton));
    connect(m_documentationAction, &QAction::triggered, this, &MainWindow::showDocumentation);
    m_tourAction = new QAction(this);
    m_tourAction->setIcon(themeIcon("help-browser", QStyle::SP_DialogHelpButton));
    connect(m_tourAction, &QAction::triggered, this, [this] { startTour(0); });

    m_specGroup = new QActionGroup(this);
    for (Spec spec : kAllSpecs) {
        auto *action = new QAction(m_specGroup);
        action->setCheckable(true);
        action->setData(static_cast<int>(spec));
        action->setChecked(spec == m_spec);
        connect(action, &QAction::triggered, this, [this, spec] { setSpec(spec); });
        m_specActions.push_back(action);
    }

    for (const Example &example : Examples::all()) {
        auto *action = new QAction(this);
        const QString text = QString::fromUtf8(example.uri);
        connect(action, &QAction::triggered, this, [this, text] { setUri(text); });
        m_exampleActions.push_back(action);
    }

    m_aboutAction = new QAction(this);
    m_aboutAction->setIcon(themeIcon("help-about", QStyle::SP_MessageBoxInformation));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        QMessageBox::about(
            this, tr("About URI Inspector"),
            tr("<p><b>URI Inspector</b> %1</p><p>Takes URIs apart: what every character "
               "means under RFC 3986 and its predecessors. It never fetches a URI.</p>")
                .arg(QCoreApplication::applicationVersion()));
    });
    m_aboutQtAction = new QAction(this);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);

    // the window's own shortcuts work wherever the focus is
    addActions({m_quitAction, m_copyUriAction, m_clearAction, m_focusInputAction,
                m_nextDiagnosticAction, m_previousDiagnosticAction, m_zoomInAction, m_zoomOutAction,
                m_zoomResetAction});
}

void MainWindow::createWidgets()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 0);

    auto *row = new QHBoxLayout;
    m_inputLabel = new QLabel(central);
    m_input = new UriLineEdit(central);
    m_input->setObjectName(QStringLiteral("input"));
    m_inputLabel->setBuddy(m_input);
    m_specLabel = new QLabel(central);
    m_specBox = new QComboBox(central);
    m_specBox->setObjectName(QStringLiteral("spec"));
    m_specLabel->setBuddy(m_specBox);
    for (Spec spec : kAllSpecs)
        m_specBox->addItem(QString(), static_cast<int>(spec));
    connect(m_specBox, &QComboBox::activated, this,
            [this](int index) { setSpec(static_cast<Spec>(m_specBox->itemData(index).toInt())); });
    row->addWidget(m_inputLabel);
    row->addWidget(m_input, 1);
    row->addWidget(m_specLabel);
    row->addWidget(m_specBox);
    layout->addLayout(row);

    auto *stateRow = new QHBoxLayout;
    m_stateIcon = new QLabel(central);
    m_stateLabel = new QLabel(central);
    m_stateLabel->setObjectName(QStringLiteral("state"));
    m_stateLabel->setTextFormat(Qt::PlainText);
    stateRow->addWidget(m_stateIcon);
    stateRow->addWidget(m_stateLabel, 1);
    layout->addLayout(stateRow);

    m_anatomy = new AnatomyView(central);
    m_anatomy->setObjectName(QStringLiteral("anatomy"));
    layout->addWidget(m_anatomy, 1);
    setCentralWidget(central);

    statusBar();
}

void MainWindow::createPanes()
{
    // The lower half: Components (with Bytes behind it) beside Diagnostics,
    // and the analysis panes tabbed with Diagnostics, which stays in front.
    m_components = new ComponentsPane(this);
    m_bytes = new BytesPane(this);
    m_diagnostics = new DiagnosticsPane(this);
    QDockWidget *components = addPane(m_components, nullptr);
    QDockWidget *diagnostics = addPane(m_diagnostics, nullptr);
    splitDockWidget(components, diagnostics, Qt::Horizontal);
    addPane(m_bytes, components);
    m_anatomy->setModels(m_components->model(), m_diagnostics->model());

    auto *resolution = new ResolutionPane(this);
    connect(resolution, &ResolutionPane::baseChanged, this, &MainWindow::requestAnalysis);
    QDockWidget *last = addPane(resolution, diagnostics);
    last = addPane(new NormalizePane(this), last);
    last = addPane(new SecurityPane(this), last);
    last = addPane(new ReadersPane(this), last);
    last = addPane(new ExtractPane(this), last);
    addPane(new EncodingPane(this), last);
    components->raise();
    diagnostics->raise();

    // the docks share the lower half: the anatomy needs less than the panes
    resizeDocks({components, diagnostics}, {480, 800}, Qt::Horizontal);
    resizeDocks({components}, {480}, Qt::Vertical);
}

void MainWindow::fitAnatomy()
{
    if (!isVisible())
        return;
    // the docks below the anatomy: their height is what it does not take
    QDockWidget *below = nullptr;
    for (QDockWidget *dock : m_paneDocks) {
        if (dock->isVisible() && !dock->isFloating()
            && dockWidgetArea(dock) == Qt::BottomDockWidgetArea) {
            below = dock;
            break;
        }
    }
    if (below == nullptr)
        return;
    const int frame = m_anatomy->height() - m_anatomy->viewport()->height();
    // at most 2/5 of the window; of a low one (1024x700), 1/3, so that the
    // pane below keeps four findings (it scrolls beyond)
    constexpr int kLow = 800;
    const int most = height() < kLow ? height() / 3 : height() * 2 / 5;
    const int wanted = std::clamp(static_cast<int>(m_anatomy->contentSize().height()) + frame,
                                  m_anatomy->minimumSizeHint().height(), most);
    const int change = wanted - m_anatomy->height();
    if (std::abs(change) > 2) {
        // the size resizeDocks() sets is the dock's with the tab bar under it
        int tabs = 0;
        for (const QTabBar *bar : findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
            const QRect r = bar->geometry();
            if (bar->isVisible() && r.top() >= below->geometry().bottom()
                && r.top() <= below->geometry().bottom() + 4 && r.left() < below->geometry().right()
                && r.right() > below->geometry().left())
                tabs = std::max(tabs, r.height());
        }
        resizeDocks({below}, {below->height() + tabs - change}, Qt::Vertical);
    }
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    QMetaObject::invokeMethod(this, &MainWindow::fitAnatomy, Qt::QueuedConnection);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    QMetaObject::invokeMethod(this, &MainWindow::fitAnatomy, Qt::QueuedConnection);
}

QDockWidget *MainWindow::addPane(AnalysisPane *pane, QDockWidget *tabWith)
{
    auto *dock = new QDockWidget(this);
    dock->setObjectName(pane->objectName() + QStringLiteral("Dock"));
    dock->setWidget(pane);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    if (tabWith != nullptr)
        tabifyDockWidget(tabWith, dock);
    m_panes.push_back(pane);
    m_paneDocks.push_back(dock);
    connect(pane, &AnalysisPane::spanActivated, this, &MainWindow::selectSpan);
    connect(pane, &AnalysisPane::openUri, this, &MainWindow::setUri);
    connect(this, &MainWindow::spanSelected, pane, &AnalysisPane::markSpan);
    pane->setAnalysis(m_analyzer->current());
    return dock;
}

QTreeView *MainWindow::componentView() const
{
    return m_components->view();
}

ByteView *MainWindow::byteView() const
{
    return m_bytes->view();
}

QTreeView *MainWindow::diagnosticsView() const
{
    return m_diagnostics->view();
}

ComponentTreeModel *MainWindow::componentModel() const
{
    return m_components->model();
}

DiagnosticsModel *MainWindow::diagnosticsModel() const
{
    return m_diagnostics->model();
}

ByteModel *MainWindow::byteModel() const
{
    return m_bytes->model();
}

AnalysisPane *MainWindow::pane(const QString &name) const
{
    for (AnalysisPane *pane : m_panes) {
        // "readersPane", or "readers" for short
        if (pane->objectName() == name || pane->objectName() == name + QStringLiteral("Pane"))
            return pane;
    }
    return nullptr;
}

QDockWidget *MainWindow::dockOf(const AnalysisPane *pane) const
{
    for (std::size_t i = 0; i < m_panes.size(); ++i) {
        if (m_panes[i] == pane)
            return m_paneDocks[i];
    }
    return nullptr;
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_openAction);
    m_historyMenu = m_fileMenu->addMenu(QString());
    connect(m_historyMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildHistoryMenu);
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_copyUriAction);
    m_editMenu->addAction(m_copyEscapedAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_clearAction);
    m_editMenu->addAction(m_focusInputAction);

    m_dataMenu = menuBar()->addMenu(QString());
    m_dataMenu->addAction(m_blocklistsAction);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_zoomInAction);
    m_viewMenu->addAction(m_zoomOutAction);
    m_viewMenu->addAction(m_zoomResetAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_nextDiagnosticAction);
    m_viewMenu->addAction(m_previousDiagnosticAction);
    m_viewMenu->addSeparator();
    // each pane brought to the front (shown again if it was closed), the
    // first nine also by Ctrl+1 .. Ctrl+9; checked while it is shown
    for (std::size_t i = 0; i < m_paneDocks.size(); ++i) {
        QDockWidget *dock = m_paneDocks[i];
        auto *action = new QAction(this);
        action->setCheckable(true);
        action->setChecked(!dock->isHidden());
        if (i < 9)
            action->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + int(i))));
        connect(action, &QAction::triggered, dock, [action, dock] {
            action->setChecked(true);
            dock->show();
            dock->raise();
        });
        connect(dock->toggleViewAction(), &QAction::toggled, action, &QAction::setChecked);
        m_viewMenu->addAction(action);
        m_paneActions.push_back(action);
    }
    m_viewMenu->addSeparator();
    m_themeMenu = m_viewMenu->addMenu(QString());
    m_themeMenu->addActions(m_themeGroup->actions());
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());

    m_specMenu = menuBar()->addMenu(QString());
    for (QAction *action : m_specActions)
        m_specMenu->addAction(action);

    m_examplesMenu = menuBar()->addMenu(QString());
    const auto examples = Examples::all();
    for (auto group : {Example::Group::Rfc3986, Example::Group::Rfc1630, Example::Group::Hostile}) {
        QMenu *menu = m_examplesMenu->addMenu(QString());
        menu->setToolTipsVisible(true);
        menu->setProperty("group", static_cast<int>(group));
        m_exampleGroupMenus.push_back(menu);
        for (std::size_t i = 0; i < examples.size(); ++i) {
            if (examples[i].group == group)
                menu->addAction(m_exampleActions[i]);
        }
    }

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_documentationAction);
    m_helpMenu->addAction(m_tourAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("URI Inspector"));
    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    m_dataMenu->setTitle(tr("&Data"));
    m_blocklistsAction->setText(tr("&Blocklists..."));
    m_blocklistsAction->setStatusTip(
        tr("Match every link against your own lists of hosts and URLs (hosts files, Adblock "
           "Plus filters, URLhaus exports)"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_themeMenu->setTitle(tr("&Theme"));
    m_systemThemeAction->setText(tr("&System"));
    m_systemThemeAction->setStatusTip(tr("Use the colours of the desktop"));
    m_lightThemeAction->setText(tr("&Light"));
    m_lightThemeAction->setStatusTip(tr("Use light colours (the Fusion style)"));
    m_darkThemeAction->setText(tr("&Dark"));
    m_darkThemeAction->setStatusTip(tr("Use dark colours (the Fusion style)"));
    m_documentationAction->setText(tr("&Documentation"));
    m_documentationAction->setStatusTip(
        tr("Open the guide and the reference built into the program (no network)"));
    m_tourAction->setText(tr("&Tour"));
    m_tourAction->setStatusTip(
        tr("A first lesson in six stops: RFC 3986 and a browser's reading, in a few minutes"));
    m_rememberInputsAction->setText(tr("&Remember Inputs"));
    m_rememberInputsAction->setStatusTip(
        tr("Save the recent inputs, the last input and the base with the settings; off, "
           "nothing typed or pasted is written to disk"));
    m_specMenu->setTitle(tr("&Specification"));
    m_examplesMenu->setTitle(tr("E&xamples"));
    m_helpMenu->setTitle(tr("&Help"));

    m_openAction->setText(tr("&Open Text File..."));
    m_openAction->setStatusTip(
        tr("Open a text file: one line is inspected, several lines go to the Extract pane"));
    m_historyMenu->setTitle(tr("&Recent Inputs"));
    m_clearHistoryAction->setText(tr("&Clear Recent Inputs"));
    m_exportAction->setText(tr("&Export Report..."));
    m_exportAction->setStatusTip(
        tr("Save this inspection as HTML, Markdown or JSON (every character escaped)"));
    m_quitAction->setText(tr("&Quit"));
    m_quitAction->setStatusTip(tr("Close the window"));
    m_copyUriAction->setText(tr("&Copy URI"));
    m_copyUriAction->setStatusTip(tr("Copy the whole input to the clipboard"));
    m_copyEscapedAction->setText(tr("Copy URI with &Escapes"));
    m_copyEscapedAction->setStatusTip(
        tr("Copy the input with control, bidi and invisible characters as visible escapes"));
    m_clearAction->setText(tr("C&lear"));
    m_clearAction->setStatusTip(tr("Clear the input line"));
    m_focusInputAction->setText(tr("&Go to Input"));
    m_focusInputAction->setStatusTip(tr("Move the focus to the input line and select its text"));
    m_nextDiagnosticAction->setText(tr("&Next Diagnostic"));
    m_nextDiagnosticAction->setStatusTip(tr("Select the next diagnostic and its characters"));
    m_previousDiagnosticAction->setText(tr("&Previous Diagnostic"));
    m_previousDiagnosticAction->setStatusTip(
        tr("Select the previous diagnostic and its characters"));
    m_zoomInAction->setText(tr("Zoom &In"));
    m_zoomInAction->setStatusTip(tr("Draw the anatomy larger"));
    m_zoomOutAction->setText(tr("Zoom &Out"));
    m_zoomOutAction->setStatusTip(tr("Draw the anatomy smaller"));
    m_zoomResetAction->setText(tr("&Reset Zoom"));
    m_zoomResetAction->setStatusTip(tr("Draw the anatomy at its normal size"));
    m_systemLanguageAction->setText(tr("&System Language"));
    m_systemLanguageAction->setStatusTip(tr("Use the language of the system"));
    // Each language names itself, so that anyone can find their own.
    m_englishAction->setText(QStringLiteral("&English"));
    m_englishAction->setStatusTip(tr("Show the window in English"));
    m_japaneseAction->setText(QStringLiteral("\u65E5\u672C\u8A9E (&Japanese)"));
    m_japaneseAction->setStatusTip(tr("Show the window in Japanese"));
    m_aboutAction->setText(tr("&About URI Inspector"));
    m_aboutAction->setStatusTip(tr("Show the version and purpose of URI Inspector"));
    m_aboutQtAction->setText(tr("About &Qt"));
    m_aboutQtAction->setStatusTip(tr("Show the version of Qt"));

    for (QAction *action : m_specActions) {
        const auto spec = static_cast<Spec>(action->data().toInt());
        action->setText(menuText(SpecNames::displayName(spec)));
        action->setStatusTip(SpecNames::description(spec));
        action->setToolTip(SpecNames::description(spec));
    }
    for (int i = 0; i < m_specBox->count(); ++i) {
        const auto spec = static_cast<Spec>(m_specBox->itemData(i).toInt());
        m_specBox->setItemText(i, SpecNames::displayName(spec));
        m_specBox->setItemData(i, SpecNames::description(spec), Qt::ToolTipRole);
    }
    m_specBox->setToolTip(tr("The specification whose grammar the input is checked against"));

    const auto examples = Examples::all();
    for (std::size_t i = 0; i < examples.size(); ++i) {
        QAction *action = m_exampleActions[i];
        // shown escaped: a menu must not interpret a bidi override either
        action->setText(menuText(escapedText(examples[i].uri, 200)));
        action->setStatusTip(Examples::explanation(examples[i]));
        action->setToolTip(Examples::explanation(examples[i]));
    }
    for (QMenu *menu : m_exampleGroupMenus)
        menu->setTitle(
            Examples::groupName(static_cast<Example::Group>(menu->property("group").toInt())));

    m_inputLabel->setText(tr("&URI:"));
    m_input->setPlaceholderText(tr("Type or paste a URI reference"));
    m_input->setToolTip(tr("The URI reference to inspect. It is never fetched."));
    m_specLabel->setText(tr("S&pec:"));
    for (std::size_t i = 0; i < m_panes.size(); ++i) {
        m_paneDocks[i]->setWindowTitle(m_panes[i]->title());
        // in a menu "&" marks a mnemonic: a title keeps its "&" visible
        m_paneDocks[i]->toggleViewAction()->setText(menuText(m_panes[i]->title()));
        if (i < m_paneActions.size())
            m_paneActions[i]->setText(menuText(m_panes[i]->title()));
    }
    updateState();
}

void MainWindow::setUri(const QString &uri)
{
    m_input->setUri(uri); // emits uriEdited: requestAnalysis()
}

QString MainWindow::uri() const
{
    return m_input->uri();
}

void MainWindow::setSpec(Spec spec)
{
    m_spec = spec;
    for (QAction *action : m_specActions)
        action->setChecked(action->data().toInt() == static_cast<int>(spec));
    m_specBox->setCurrentIndex(m_specBox->findData(static_cast<int>(spec)));
    requestAnalysis();
}

void MainWindow::setLanguage(Language language)
{
    m_language.setLanguage(language);
    switch (language) {
    case Language::System:
        m_systemLanguageAction->setChecked(true);
        break;
    case Language::English:
        m_englishAction->setChecked(true);
        break;
    case Language::Japanese:
        m_japaneseAction->setChecked(true);
        break;
    }
    // LanguageChange arrives as a posted event; deliver it now
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
}

BlocklistDialog *MainWindow::showBlocklists()
{
    if (m_blocklistDialog == nullptr)
        m_blocklistDialog = new BlocklistDialog(m_blocklists, this);
    m_blocklistDialog->show();
    m_blocklistDialog->raise();
    m_blocklistDialog->activateWindow();
    return m_blocklistDialog;
}

void MainWindow::requestAnalysis()
{
    m_selected.reset();
    const auto *resolution = qobject_cast<ResolutionPane *>(pane(QStringLiteral("resolutionPane")));
    m_analyzer->request(m_input->uri(), m_spec, resolution ? resolution->base() : QString());
    updateState();
}

bool MainWindow::isAnalysing() const
{
    return m_analyzer->isBusy();
}

bool MainWindow::waitForAnalysis(int timeoutMs)
{
    if (m_analyzer->isBusy()) {
        // an event loop that sleeps until the analysis is ready: polling
        // processEvents() would spin a core the worker thread needs
        QEventLoop loop;
        connect(m_analyzer, &Analyzer::busyChanged, &loop, [&loop](bool busy) {
            if (!busy)
                loop.quit();
        });
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        loop.exec();
        if (m_analyzer->isBusy())
            return false;
    }
    QCoreApplication::processEvents();
    return true;
}

void MainWindow::onAnalysisReady()
{
    const auto analysis = m_analyzer->current();
    // The whole analysis after the views of the same input (Analyzer): a
    // span selected in between stays selected.
    const std::optional<Span> kept
        = m_shownGeneration == analysis->generation ? m_selected : std::nullopt;
    m_shownGeneration = analysis->generation;
    for (AnalysisPane *pane : m_panes)
        pane->setAnalysis(analysis);
    m_selected.reset();
    if (kept)
        selectSpan(*kept);
    updateState();
    updateActions();
}

void MainWindow::updateState()
{
    if (!m_stateLabel)
        return;
    const auto analysis = m_analyzer->current();
    const QLocale locale;
    QString text;
    UriLineEdit::SyntaxState state = UriLineEdit::Empty;
    QStyle::StandardPixmap icon = QStyle::SP_CustomBase;
    if (m_analyzer->isBusy()) {
        state = UriLineEdit::Busy;
        text = tr("Analysing %1 characters...")
                   .arg(locale.toString(static_cast<qlonglong>(m_input->uri().size())));
        icon = QStyle::SP_BrowserReload;
    } else if (analysis->bytes().empty()) {
        text = tr("Empty: type or paste a URI reference.");
    } else {
        //: the counts of diagnostics by severity, and the input's size
        const QString counts
            = tr("errors: %1, warnings: %2, notes: %3, bytes: %4")
                  .arg(locale.toString(analysis->errors), locale.toString(analysis->warnings),
                       locale.toString(analysis->infos),
                       locale.toString(static_cast<qulonglong>(analysis->bytes().size())));
        const std::optional<whatwg::ParseResult> &browser = analysis->browser;
        // a reference a browser reads only against the base (URL Standard
        // §4.4): how it reads it there
        const bool readAlone = !browser || !browser->failure();
        const ResolveResult *resolved = analysis->spec == Spec::Whatwg && !readAlone
                                            ? analysis->resolution(Spec::Whatwg)
                                            : nullptr;
        if (resolved && resolved->ok()) {
            state = UriLineEdit::Valid;
            text = tr("Against the base, a browser reads it as %1 (%2)")
                       .arg(escapedText(*resolved->target, 200), counts);
            icon = QStyle::SP_DialogApplyButton;
        } else if (analysis->spec == Spec::Whatwg && browser && !browser->failure()) {
            // URL Standard §4.4: validation errors do not stop a browser
            state = browser->valid() ? UriLineEdit::Valid : UriLineEdit::Invalid;
            text = tr("A browser reads it as %1 (%2)")
                       .arg(escapedText(whatwg::serialize(*browser->url), 200), counts);
            icon = browser->valid() ? QStyle::SP_DialogApplyButton : QStyle::SP_MessageBoxWarning;
        } else if (analysis->errors > 0) {
            state = UriLineEdit::Invalid;
            text = tr("Invalid under %1 (%2)").arg(SpecNames::displayName(analysis->spec), counts);
            icon = QStyle::SP_MessageBoxCritical;
        } else {
            state = UriLineEdit::Valid;
            text = tr("Valid under %1 (%2)").arg(SpecNames::displayName(analysis->spec), counts);
            icon = QStyle::SP_DialogApplyButton;
        }
        if (m_input->isTruncated())
            text += QLatin1Char(' ')
                    + tr("The line shows the first %1 characters, read-only; Clear to edit.")
                          .arg(locale.toString(
                              static_cast<qlonglong>(UriLineEdit::kMaxEditableLength)));
    }
    m_stateLabel->setText(text);
    const int size = m_stateLabel->fontMetrics().height();
    m_stateIcon->setPixmap(icon == QStyle::SP_CustomBase ? QPixmap()
                                                         : standardIcon(icon).pixmap(size, size));
    m_input->setSyntaxState(state, text);
}

void MainWindow::updateActions()
{
    const bool hasText = !m_input->uri().isEmpty();
    m_copyUriAction->setEnabled(hasText);
    m_copyEscapedAction->setEnabled(hasText);
    m_clearAction->setEnabled(hasText);
    const bool hasDiagnostics = m_diagnostics->count() > 0;
    m_nextDiagnosticAction->setEnabled(hasDiagnostics);
    m_previousDiagnosticAction->setEnabled(hasDiagnostics);
}

void MainWindow::selectDiagnostic(int step)
{
    dockOf(m_diagnostics)->raise();
    m_diagnostics->selectRelative(step);
}

void MainWindow::selectSpan(Span span)
{
    if (m_linking)
        return;
    m_linking = true;
    m_selected = span;
    m_input->markSpan(span);
    m_anatomy->markSpan(span);
    emit spanSelected(span); // every pane marks it (markSpan)
    m_linking = false;
    statusBar()->showMessage(tr("Selected bytes %1 to %2").arg(span.offset).arg(span.end()), 4000);
}

void MainWindow::applyComponentPalette()
{
    m_palette = ComponentPalette(palette());
    m_components->setComponentPalette(m_palette);
    m_input->setComponentPalette(m_palette);
}

void MainWindow::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::LanguageChange:
        retranslateUi();
        break;
    case QEvent::PaletteChange:
        applyComponentPalette();
        break;
    default:
        break;
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::rebuildHistoryMenu()
{
    m_historyMenu->clear();
    for (const QString &entry : m_history.entries()) {
        // shown escaped and shortened: a menu must not interpret a bidi override
        QAction *action
            = m_historyMenu->addAction(menuText(escapedText(SpanMapping::inputBytes(entry), 120)));
        action->setToolTip(escapedText(SpanMapping::inputBytes(entry), 2000));
        connect(action, &QAction::triggered, this, [this, entry] { setUri(entry); });
    }
    if (m_history.isEmpty())
        m_historyMenu->addAction(tr("(none yet)"))->setEnabled(false);
    m_historyMenu->addSeparator();
    m_historyMenu->addAction(m_rememberInputsAction);
    m_historyMenu->addAction(m_clearHistoryAction);
    m_clearHistoryAction->setEnabled(!m_history.isEmpty());
}

void MainWindow::openText(const QString &text)
{
    QString trimmed = text;
    while (trimmed.endsWith(QLatin1Char('\n')) || trimmed.endsWith(QLatin1Char('\r')))
        trimmed.chop(1);
    if (!trimmed.contains(QLatin1Char('\n'))) {
        setUri(trimmed);
        addToHistory(trimmed);
        return;
    }
    if (auto *extract = qobject_cast<ExtractPane *>(pane(QStringLiteral("extractPane")))) {
        extract->setText(text);
        if (QDockWidget *dock = dockOf(extract)) {
            dock->show();
            dock->raise();
        }
    }
}

bool MainWindow::openFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        statusBar()->showMessage(tr("Cannot read \"%1\": %2").arg(path, file.errorString()), 8000);
        return false;
    }
    if (file.size() > kMaxFileBytes) {
        statusBar()->showMessage(tr("\"%1\" is larger than %2 MB; open a smaller file.")
                                     .arg(path)
                                     .arg(kMaxFileBytes / (1024 * 1024)),
                                 8000);
        return false;
    }
    // invalid UTF-8 kept byte for byte (SpanMapping::inputText())
    openText(SpanMapping::inputText(file.read(kMaxFileBytes).toStdString()));
    return true;
}

void MainWindow::openFileDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Text File"), QString(), tr("Text files (*.txt *.log *.eml);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::exportReport(const QString &path)
{
    // the report of the input as it is now, whole: not of the one before,
    // nor of a long input's views alone
    if (!waitForAnalysis(60000)) {
        statusBar()->showMessage(tr("Not saved: the analysis of the input is not finished."), 8000);
        return false;
    }
    const auto analysis = m_analyzer->current();
    QString text;
    if (path.endsWith(QStringLiteral(".md"), Qt::CaseInsensitive))
        text = Report::markdown(*analysis);
    else if (path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive))
        text = Report::json(*analysis);
    else
        text = Report::html(*analysis);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        statusBar()->showMessage(tr("Cannot write \"%1\": %2").arg(path, file.errorString()), 8000);
        return false;
    }
    statusBar()->showMessage(tr("Report saved to \"%1\"").arg(path), 4000);
    return true;
}

void MainWindow::exportReportDialog()
{
    const QStringList filters{tr("HTML (*.html)"), tr("Markdown (*.md)"), tr("JSON (*.json)")};
    QString filter = filters.front();
    QString path
        = QFileDialog::getSaveFileName(this, tr("Export Report"), QStringLiteral("uri-report.html"),
                                       filters.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty()) // the format the user chose
        path += QStringList{
            QStringLiteral(".html"), QStringLiteral(".md"),
            QStringLiteral(".json")}[std::max<qsizetype>(0, filters.indexOf(filter))];
    exportReport(path);
}

namespace {

// A dropped local file is read; anything else dropped is text to inspect.
bool isDroppedFile(const QMimeData *mime)
{
    return mime->hasUrls() && mime->urls().size() == 1 && mime->urls().front().isLocalFile();
}

} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QMimeData *mime = event->mimeData();
    if (isDroppedFile(mime) || mime->hasText() || mime->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QMimeData *mime = event->mimeData();
    if (isDroppedFile(mime))
        openFile(mime->urls().front().toLocalFile());
    else if (mime->hasText()) // a link dragged from a browser: its text, as written
        openText(mime->text());
    else if (mime->hasUrls()) // never fetched: only its text is inspected
        openText(QString::fromUtf8(mime->urls().front().toEncoded()));
    else
        return;
    event->acceptProposedAction();
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    if (const QByteArray geometry = settings.value(QStringLiteral("window/geometry")).toByteArray();
        !geometry.isEmpty())
        restoreGeometry(geometry);
    if (const QByteArray state = settings.value(QStringLiteral("window/state")).toByteArray();
        !state.isEmpty())
        restoreState(state);
    if (const auto language = LanguageManager::fromCode(
            settings.value(QStringLiteral("language"), QStringLiteral("system")).toString()))
        setLanguage(*language);
    if (const auto theme = ThemeManager::fromCode(
            settings.value(QStringLiteral("theme"), QStringLiteral("system")).toString()))
        setTheme(*theme);
    const QSignalBlocker quiet(m_rememberInputsAction); // nothing to remove now
    m_rememberInputs = settings.value(QStringLiteral("privacy/rememberInputs"), false).toBool();
    m_rememberInputsAction->setChecked(m_rememberInputs);
    m_anatomy->setZoom(settings.value(QStringLiteral("anatomy/zoom"), 100).toInt());
    // the blocklists the user asked to keep (their paths only)
    if (const QString errors = m_blocklists->load(settings); !errors.isEmpty())
        statusBar()->showMessage(errors);
    if (const std::optional<Spec> spec
        = specFromName(settings.value(QStringLiteral("spec")).toString().toStdString()))
        setSpec(*spec);
    for (QSplitter *splitter : findChildren<QSplitter *>()) {
        if (!splitter->objectName().isEmpty())
            splitter->restoreState(
                settings.value(QStringLiteral("splitters/") + splitter->objectName())
                    .toByteArray());
    }
    if (!m_rememberInputs)
        return;
    if (auto *resolution = qobject_cast<ResolutionPane *>(pane(QStringLiteral("resolutionPane"))))
        resolution->setBase(settings.value(QStringLiteral("resolution/base")).toString());
    m_history.load(settings);
    const QString last = settings.value(QStringLiteral("input")).toString();
    if (!last.isEmpty() && last.size() <= kMaxRememberedLength)
        setUri(last);
}

namespace {

// The settings that hold what the user typed or pasted.
void removeSavedInputs(QSettings &settings)
{
    for (const char *key : {"history", "input", "resolution/base"})
        settings.remove(QLatin1String(key));
}

} // namespace

void MainWindow::setRememberInputs(bool remember)
{
    m_rememberInputs = remember;
    {
        const QSignalBlocker quiet(m_rememberInputsAction);
        m_rememberInputsAction->setChecked(remember);
    }
    QSettings settings;
    settings.setValue(QStringLiteral("privacy/rememberInputs"), remember);
    if (!remember)
        removeSavedInputs(settings);
}

void MainWindow::clearHistory()
{
    m_history.clear();
    QSettings settings;
    settings.remove(QStringLiteral("history"));
}

void MainWindow::setTheme(Theme theme)
{
    m_theme = theme;
    // a new style lays the docks out again from their size hints: the sizes
    // the user had (or the first start's) are kept
    QList<QDockWidget *> docks;
    QList<int> widths;
    for (QDockWidget *dock : m_paneDocks) {
        // the docks in front (a dock behind another's tab is "visible" too)
        if (dock->isVisible() && !dock->isFloating() && !dock->visibleRegion().isEmpty()) {
            docks << dock;
            widths << dock->width();
        }
    }
    const QByteArray layout = docks.isEmpty() ? saveState() : QByteArray();
    ThemeManager::apply(theme);
    if (docks.isEmpty()) {
        restoreState(layout); // not shown yet: the sizes it will show with
    } else {
        QTimer::singleShot(0, this,
                           [this, docks, widths] { resizeDocks(docks, widths, Qt::Horizontal); });
    }
    switch (theme) {
    case Theme::System:
        m_systemThemeAction->setChecked(true);
        break;
    case Theme::Light:
        m_lightThemeAction->setChecked(true);
        break;
    case Theme::Dark:
        m_darkThemeAction->setChecked(true);
        break;
    }
}

HelpWindow *MainWindow::showDocumentation()
{
    if (m_help == nullptr)
        m_help = new HelpWindow(this);
    m_help->show();
    m_help->raise();
    m_help->activateWindow();
    return m_help;
}

Tour *MainWindow::startTour(int stop)
{
    if (m_tour == nullptr) {
        m_tour = new Tour(this);
        connect(m_tour, &Tour::left, this, [this] { m_tour = nullptr; });
    }
    m_tour->start(stop);
    return m_tour;
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("language"), LanguageManager::code(m_language.language()));
    settings.setValue(QStringLiteral("anatomy/zoom"), m_anatomy->zoom());
    settings.setValue(QStringLiteral("theme"), ThemeManager::code(m_theme));
    settings.setValue(QStringLiteral("privacy/rememberInputs"), m_rememberInputs);
    settings.setValue(QStringLiteral("spec"),
                      QString::fromLatin1(specName(m_spec).data(),
                                          static_cast<qsizetype>(specName(m_spec).size())));
    if (m_rememberInputs) {
        m_history.save(settings);
        if (auto *resolution
            = qobject_cast<ResolutionPane *>(pane(QStringLiteral("resolutionPane")))) {
            const QString base = resolution->base();
            settings.setValue(QStringLiteral("resolution/base"),
                              base.size() <= kMaxRememberedLength ? base : QString());
        }
        const QString input = uri();
        settings.setValue(QStringLiteral("input"),
                          input.size() <= kMaxRememberedLength ? input : QString());
    } else {
        removeSavedInputs(settings);
    }
    for (const QSplitter *splitter : findChildren<QSplitter *>()) {
        if (!splitter->objectName().isEmpty())
            settings.setValue(QStringLiteral("splitters/") + splitter->objectName(),
                              splitter->saveState());
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_tour != nullptr) // the user's input and layout are what gets saved
        m_tour->leave();
    event->accept();
}

} // namespace uri::ui
