#include "window/main_window.h"

#include "analysis/analyzer.h"
#include "analysis/roles.h"
#include "common/display_cells.h"
#include "common/save_dialog.h"
#include "common/span_mapping.h"
#include "panes/analysis_pane.h"
#include "panes/bytes/byte_model.h"
#include "panes/bytes/byte_view.h"
#include "panes/bytes/bytes_pane.h"
#include "panes/components/component_tree_model.h"
#include "panes/components/components_pane.h"
#include "panes/diagnostics/diagnostics_model.h"
#include "panes/diagnostics/diagnostics_pane.h"
#include "panes/document/document_pane.h"
#include "panes/encoding/encoding_pane.h"
#include "panes/extract/extract_pane.h"
#include "panes/grammar/grammar_pane.h"
#include "panes/normalize/normalize_pane.h"
#include "panes/readers/readers_pane.h"
#include "panes/resolution/resolution_pane.h"
#include "panes/security/security_pane.h"
#include "text/practice_text.h"
#include "text/report.h"
#include "text/spec_names.h"
#include "uriinspector/documents.h"
#include "uriinspector/parse.h"
#include "uriinspector/whatwg.h"
#include "widgets/anatomy_view.h"
#include "widgets/diagram.h"
#include "widgets/uri_line_edit.h"
#include "window/blocklist_dialog.h"
#include "window/blocklist_set.h"
#include "window/help_window.h"
#include "window/practice_dock.h"
#include "window/theme.h"
#include "window/tour.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEventLoop>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLocale>
#include <QMimeData>
#include <QResizeEvent>
#include <QSaveFile>
#include <QSettings>
#include <QShowEvent>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTimer>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <type_traits>
#include <vector>

namespace uri::ui {

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
        if (auto *extract = paneOf<ExtractPane>())
            extract->setBlocklists(m_blocklists->lists());
        if (auto *document = paneOf<DocumentPane>())
            document->setBlocklists(m_blocklists->lists());
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
    connect(paneOf<BytesPane>(), &BytesPane::byteActivated, this, [this](qulonglong offset) {
        selectSpan(paneOf<ComponentsPane>()->spanAtByte(static_cast<std::size_t>(offset)));
    });
    connect(paneOf<DiagnosticsPane>(), &DiagnosticsPane::currentChanged, this,
            &MainWindow::updateActions);

    m_language.setLanguage(Language::System);
    applyComponentPalette();
    retranslateUi();
    updateState();
    updateActions();
    resize(defaultSize());
}

namespace {

template <typename T>
bool holds(const std::vector<T *> &items, const std::type_identity_t<T> *item)
{
    return std::find(items.begin(), items.end(), item) != items.end();
}

} // namespace

MainWindow::~MainWindow()
{
    // the docks hide as QWidget's destructor deletes them, after this
    // window's members are gone
    for (const AnalysisPane *pane : m_panes)
        disconnect(dockOf(pane), &QDockWidget::visibilityChanged, this, nullptr);
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
    // its text (a browser's reading of up to 200 characters) never widens
    // the window: the row gives it its width, and the tooltip the whole text
    m_stateLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
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
    auto *componentsPane = new ComponentsPane(this);
    auto *diagnosticsPane = new DiagnosticsPane(this);
    QDockWidget *components = addPane(componentsPane, nullptr);
    QDockWidget *diagnostics = addPane(diagnosticsPane, nullptr);
    splitDockWidget(components, diagnostics, Qt::Horizontal);
    addPane(new BytesPane(this), components);
    m_anatomy->setModels(componentsPane->model(), diagnosticsPane->model());

    auto *resolution = new ResolutionPane(this);
    connect(resolution, &ResolutionPane::baseEdited, this, &MainWindow::setBase);
    QDockWidget *last = addPane(resolution, diagnostics);
    last = addPane(new NormalizePane(this), last);
    last = addPane(new SecurityPane(this), last);
    last = addPane(new ReadersPane(this), last);
    last = addPane(new ExtractPane(this), last);
    auto *document = new DocumentPane(this);
    connect(document, &DocumentPane::openRequested, this, &MainWindow::openFileDialog);
    last = addPane(document, last);
    last = addPane(new EncodingPane(this), last);
    addPane(new GrammarPane(this), last);
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
    for (const AnalysisPane *pane : m_panes) {
        QDockWidget *dock = dockOf(pane);
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
    connect(pane, &AnalysisPane::spanActivated, this, &MainWindow::selectSpan);
    connect(pane, &AnalysisPane::openUri, this, &MainWindow::setUri);
    // a pane behind marks the span once it has the analysis it is of (catchUp())
    connect(this, &MainWindow::spanSelected, pane, [this, pane](Span span) {
        if (!holds(m_behind, pane))
            pane->markSpan(span);
    });
    // a tab behind another is "visible" to Qt, moved out of the window; the
    // dock says when its tab is selected or unselected, shown or closed
    connect(dock, &QDockWidget::visibilityChanged, this, [this, pane](bool visible) {
        if (visible) {
            std::erase(m_outOfView, pane);
            catchUp(pane);
        } else if (!holds(m_outOfView, pane)) {
            m_outOfView.push_back(pane);
        }
    });
    pane->setAnalysis(m_analyzer->current());
    return dock;
}

bool MainWindow::needsAnalysisNow(const AnalysisPane *pane) const
{
    // Out of view (a tab behind another, a closed dock), its views would lay
    // themselves out for nobody on every key. The anatomy draws from the
    // Components and Diagnostics panes' models; a window not shown (a test,
    // an export) has nothing to wait for.
    return !holds(m_outOfView, pane) || !isVisible() || pane == paneOf<ComponentsPane>()
           || pane == paneOf<DiagnosticsPane>();
}

void MainWindow::catchUp(AnalysisPane *pane)
{
    const std::vector<AnalysisPane *> panes
        = pane == nullptr ? m_behind : std::vector<AnalysisPane *>{pane};
    for (AnalysisPane *p : panes) {
        const auto it = std::find(m_behind.begin(), m_behind.end(), p);
        if (it == m_behind.end())
            continue;
        m_behind.erase(it);
        p->setAnalysis(m_analyzer->current());
        if (m_selected)
            p->markSpan(*m_selected);
    }
}

QTreeView *MainWindow::componentView() const
{
    return paneOf<ComponentsPane>()->view();
}

ByteView *MainWindow::byteView() const
{
    return paneOf<BytesPane>()->view();
}

QTreeView *MainWindow::diagnosticsView() const
{
    return paneOf<DiagnosticsPane>()->view();
}

ComponentTreeModel *MainWindow::componentModel() const
{
    return paneOf<ComponentsPane>()->model();
}

DiagnosticsModel *MainWindow::diagnosticsModel() const
{
    return paneOf<DiagnosticsPane>()->model();
}

ByteModel *MainWindow::byteModel() const
{
    return paneOf<BytesPane>()->model();
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
    // QDockWidget::setWidget() made the dock the pane's parent (addPane())
    if (std::find(m_panes.begin(), m_panes.end(), pane) == m_panes.end())
        return nullptr;
    return qobject_cast<QDockWidget *>(pane->parentWidget());
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("URI Inspector"));
    retranslateMenus();
    for (int i = 0; i < m_specBox->count(); ++i) {
        const auto spec = static_cast<Spec>(m_specBox->itemData(i).toInt());
        m_specBox->setItemText(i, SpecNames::displayName(spec));
        m_specBox->setItemData(i, SpecNames::description(spec), Qt::ToolTipRole);
    }
    m_specBox->setToolTip(tr("The specification whose grammar the input is checked against"));

    m_inputLabel->setText(tr("&URI:"));
    m_input->setPlaceholderText(tr("Type or paste a URI reference"));
    m_input->setToolTip(tr("The URI reference to inspect. It is never fetched."));
    m_specLabel->setText(tr("S&pec:"));
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

void MainWindow::setBase(const QString &base)
{
    if (base == m_base)
        return;
    m_base = base;
    paneOf<ResolutionPane>()->setBase(base); // its line shows it
    requestAnalysis();
}

void MainWindow::setSpec(Spec spec)
{
    m_spec = spec;
    checkChoice(MenuId::Spec, static_cast<int>(spec));
    m_specBox->setCurrentIndex(m_specBox->findData(static_cast<int>(spec)));
    requestAnalysis();
}

void MainWindow::setLanguage(Language language)
{
    m_language.setLanguage(language);
    checkChoice(MenuId::Language, static_cast<int>(language));
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
    m_analyzer->request(m_input->uri(), m_spec, m_base);
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
    catchUp(); // whoever waits reads the panes next
    return true;
}

void MainWindow::onAnalysisReady()
{
    const auto analysis = m_analyzer->current();
    // The whole analysis after the views of the same input (Analyzer): a
    // span selected in between stays selected.
    const bool sameInput = m_shownGeneration == analysis->generation;
    const std::optional<Span> kept = sameInput ? m_selected : std::nullopt;
    // after the step with this process's readers, the same views: only the
    // panes that show readings change
    const bool readingsOnly = sameInput && m_shownReadingsPending;
    m_shownGeneration = analysis->generation;
    m_shownReadingsPending = analysis->serverReadingsPending;
    // A pane out of view is given it when it is shown (needsAnalysisNow())
    for (AnalysisPane *pane : m_panes) {
        if (readingsOnly && !pane->showsReadings())
            continue;
        if (needsAnalysisNow(pane)) {
            pane->setAnalysis(analysis);
            std::erase(m_behind, pane);
        } else if (!holds(m_behind, pane)) {
            m_behind.push_back(pane);
        }
    }
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
    m_stateLabel->setToolTip(text);
    const int size = m_stateLabel->fontMetrics().height();
    m_stateIcon->setPixmap(icon == QStyle::SP_CustomBase ? QPixmap()
                                                         : standardIcon(icon).pixmap(size, size));
    m_input->setSyntaxState(state, text);
}

void MainWindow::selectDiagnostic(int step)
{
    dockOf(paneOf<DiagnosticsPane>())->raise();
    paneOf<DiagnosticsPane>()->selectRelative(step);
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
    paneOf<ComponentsPane>()->setComponentPalette(m_palette);
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
    if (auto *extract = paneOf<ExtractPane>()) {
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
    // by its content, as uri-inspect extract reads it (documents::sniff())
    if (documents::sniff(file.peek(documents::kSniffBytes).toStdString())
        != documents::Format::Text) {
        auto *document = paneOf<DocumentPane>();
        document->openDocument(path);
        if (QDockWidget *dock = dockOf(document)) {
            dock->show();
            dock->raise();
        }
        return true;
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
        this, tr("Open"), QString(),
        tr("Documents and text (*.eml *.mbox *.html *.htm *.pdf *.png *.jpg *.jpeg *.gif *.bmp "
           "*.txt *.log);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

MainWindow::InputState MainWindow::finishedInput()
{
    // the input as it is now, whole: not the one before, nor a long input's
    // views alone
    if (!waitForAnalysis(60000))
        return InputState::Unfinished;
    return m_analyzer->current()->bytes().empty() ? InputState::Empty : InputState::Ready;
}

bool MainWindow::exportReport(const QString &path)
{
    if (const InputState state = finishedInput(); state != InputState::Ready) {
        statusBar()->showMessage(state == InputState::Unfinished
                                     ? tr("Not saved: the analysis of the input is not finished.")
                                     : tr("Not saved: there is no input to report on."),
                                 8000);
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
    const QString path = askSavePath(this, tr("Export Report"), QStringLiteral("uri-report"),
                                     {{tr("HTML (*.html)"), QStringLiteral(".html")},
                                      {tr("Markdown (*.md)"), QStringLiteral(".md")},
                                      {tr("JSON (*.json)"), QStringLiteral(".json")}});
    if (!path.isEmpty())
        exportReport(path);
}

bool MainWindow::exportDiagram(const QString &path)
{
    if (!diagramFormat(path)) {
        statusBar()->showMessage(tr("Not saved: a diagram is saved as SVG (.svg) or PNG (.png)."),
                                 8000);
        return false;
    }
    if (const InputState state = finishedInput(); state != InputState::Ready) {
        statusBar()->showMessage(state == InputState::Unfinished
                                     ? tr("Not saved: the analysis of the input is not finished.")
                                     : tr("Not saved: there is no input to draw."),
                                 8000);
        return false;
    }
    if (const QString error = Diagram(*m_anatomy).write(path, uri()); !error.isEmpty()) {
        statusBar()->showMessage(tr("Cannot write \"%1\": %2").arg(path, error), 8000);
        return false;
    }
    statusBar()->showMessage(tr("Diagram saved to \"%1\"").arg(path), 4000);
    return true;
}

void MainWindow::exportDiagramDialog()
{
    const QString path
        = askSavePath(this, tr("Export Diagram"), QStringLiteral("uri-diagram"),
                      {{tr("SVG, its labels as text (*.svg)"), QStringLiteral(".svg")},
                       {tr("PNG (*.png)"), QStringLiteral(".png")}});
    if (!path.isEmpty())
        exportDiagram(path);
}

bool MainWindow::exportWorksheet(const QString &path, std::uint32_t seed, int count,
                                 const std::vector<practice::Topic> &topics)
{
    std::optional<practice::WorksheetFormat> format;
    if (path.endsWith(QStringLiteral(".md"), Qt::CaseInsensitive))
        format = practice::WorksheetFormat::Markdown;
    else if (path.endsWith(QStringLiteral(".html"), Qt::CaseInsensitive))
        format = practice::WorksheetFormat::Html;
    if (!format || count < 1) {
        statusBar()->showMessage(
            tr("Not saved: a worksheet is saved as HTML (.html) or Markdown (.md)."), 8000);
        return false;
    }
    const std::vector<practice::Exercise> list
        = practice::exercises(seed, static_cast<std::size_t>(count), topics);
    const std::string text = practice::worksheet(PracticeText::worksheetItems(list), seed, *format,
                                                 PracticeText::worksheetWords());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(text.data(), static_cast<qint64>(text.size())) < 0 || !file.commit()) {
        statusBar()->showMessage(tr("Cannot write \"%1\": %2").arg(path, file.errorString()), 8000);
        return false;
    }
    statusBar()->showMessage(tr("Worksheet saved to \"%1\"").arg(path), 4000);
    return true;
}

void MainWindow::exportWorksheetDialog()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Export Worksheet"));
    auto *form = new QFormLayout(&dialog);
    auto *seed = new QSpinBox(&dialog);
    seed->setRange(0, PracticeDock::kMaxSeed);
    seed->setValue(m_practice != nullptr ? static_cast<int>(m_practice->seed()) : 1);
    auto *count = new QSpinBox(&dialog);
    count->setRange(1, 1000);
    count->setValue(20);
    form->addRow(tr("&Seed:"), seed);
    form->addRow(tr("&Exercises:"), count);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString path = askSavePath(this, tr("Export Worksheet"), QStringLiteral("uri-worksheet"),
                                     {{tr("HTML (*.html)"), QStringLiteral(".html")},
                                      {tr("Markdown (*.md)"), QStringLiteral(".md")}});
    if (!path.isEmpty())
        exportWorksheet(path, static_cast<std::uint32_t>(seed->value()), count->value(),
                        m_practice != nullptr ? m_practice->topics()
                                              : std::vector<practice::Topic>{});
}

void MainWindow::copyDiagram()
{
    if (const InputState state = finishedInput(); state != InputState::Ready) {
        statusBar()->showMessage(
            state == InputState::Unfinished
                ? tr("Nothing copied: the analysis of the input is not finished.")
                : tr("Nothing copied: there is no input to draw."),
            8000);
        return;
    }
    const Diagram diagram(*m_anatomy);
    auto *mime = new QMimeData;
    mime->setData(QStringLiteral("image/svg+xml"), diagram.svg(uri()));
    mime->setImageData(diagram.image());
    QApplication::clipboard()->setMimeData(mime);
    statusBar()->showMessage(tr("Diagram copied as SVG and PNG"), 4000);
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
    // nothing to remove now: not setRememberInputs()
    action(ActionId::RememberInputs)
        ->setChecked(settings.value(QStringLiteral("privacy/rememberInputs"), false).toBool());
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
    if (!remembersInputs())
        return;
    setBase(settings.value(QStringLiteral("resolution/base")).toString());
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
    action(ActionId::RememberInputs)->setChecked(remember);
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
    // a new style lays the docks out again from their size hints: the sizes
    // the user had (or the first start's) are kept
    QList<QDockWidget *> docks;
    QList<int> widths;
    for (const AnalysisPane *pane : m_panes) {
        QDockWidget *dock = dockOf(pane);
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
    checkChoice(MenuId::Theme, static_cast<int>(theme));
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

PracticeDock *MainWindow::startPractice(std::uint32_t seed)
{
    if (m_practice == nullptr)
        m_practice = new PracticeDock(this);
    m_practice->start(seed);
    return m_practice;
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
    settings.setValue(QStringLiteral("theme"), ThemeManager::code(this->theme()));
    settings.setValue(QStringLiteral("privacy/rememberInputs"), remembersInputs());
    settings.setValue(QStringLiteral("spec"),
                      QString::fromLatin1(specName(m_spec).data(),
                                          static_cast<qsizetype>(specName(m_spec).size())));
    if (remembersInputs()) {
        m_history.save(settings);
        settings.setValue(QStringLiteral("resolution/base"),
                          m_base.size() <= kMaxRememberedLength ? m_base : QString());
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
