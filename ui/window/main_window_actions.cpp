// The window's menus and commands: each command is declared once, in
// actionRows(), and building, the menus and retranslation all loop over it.
#include "window/main_window.h"

#include "common/display_cells.h"
#include "common/span_mapping.h"
#include "panes/analysis_pane.h"
#include "panes/diagnostics/diagnostics_pane.h"
#include "text/spec_names.h"
#include "widgets/anatomy_view.h"
#include "widgets/uri_line_edit.h"
#include "window/examples.h"
#include "window/practice_dock.h"
#include "window/theme.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStyle>

namespace uri::ui {

namespace {

// Menu texts treat "&" as a mnemonic marker; a URI's "&" must stay visible.
QString menuText(const QString &text)
{
    QString out = text;
    return out.replace(QLatin1Char('&'), QStringLiteral("&&"));
}

constexpr auto kBar = MainWindow::MenuId::Count; ///< a menu of the menu bar itself

} // namespace

/// One menu: where it goes and its title.
struct MainWindow::MenuRow
{
    MenuId id;
    MenuId parent;        ///< kBar for a menu of the menu bar
    const char *title;    ///< QT_TRANSLATE_NOOP("uri::ui::MainWindow", ...)
    ActionId before;      ///< the command it comes before; Count: at the end
    bool separatorBefore; ///< a line above it
    bool exclusive;       ///< its checkable commands are one choice
};

/// One command: its text and tip, its keys and icon, what it does, its menu.
struct MainWindow::ActionRow
{
    enum Flag : unsigned {
        Checkable = 1,       ///< a choice (in an exclusive menu) or a switch
        SeparatorBefore = 2, ///< a line above it in its menu
        WindowWide = 4,      ///< its shortcut works wherever the focus is
        SelfNamed = 8,       ///< a language, named in itself: the text is not translated
    };
    ActionId id;
    MenuId menu;
    const char *text; ///< QT_TRANSLATE_NOOP("uri::ui::MainWindow", ...)
    const char *tip;  ///< the status tip, translated the same way
    QKeySequence::StandardKey standardKey;
    QKeyCombination key;             ///< when there is no standard key
    const char *icon;                ///< the freedesktop icon name, or null
    QStyle::StandardPixmap fallback; ///< the style's icon where the theme has none
    void (*handler)(MainWindow &, bool checked);
    unsigned flags;
    int data; ///< the Theme or Language a choice stands for
    QAction::MenuRole role;
    /// Every command, in ActionId order. A member: the handlers are the
    /// window's own and may use its private parts.
    static const ActionRow kRows[];
};

std::span<const MainWindow::MenuRow> MainWindow::menuRows()
{
    static constexpr MenuRow rows[] = {
        {MenuId::File, kBar, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&File"), ActionId::Count,
         false, false},
        {MenuId::History, MenuId::File, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Recent Inputs"),
         ActionId::Export, false, false},
        {MenuId::Edit, kBar, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Edit"), ActionId::Count,
         false, false},
        {MenuId::Data, kBar, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Data"), ActionId::Count,
         false, false},
        {MenuId::View, kBar, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&View"), ActionId::Count,
         false, false},
        {MenuId::Theme, MenuId::View, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Theme"),
         ActionId::Count, true, true},
        {MenuId::Language, MenuId::View, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Language"),
         ActionId::Count, false, true},
        {MenuId::Spec, kBar, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Specification"),
         ActionId::Count, false, true},
        {MenuId::Examples, kBar, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "E&xamples"),
         ActionId::Count, false, false},
        {MenuId::Help, kBar, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Help"), ActionId::Count,
         false, false},
    };
    static_assert(std::size(rows) == std::size_t(MenuId::Count));
    return rows;
}

namespace {
using K = QKeySequence;
constexpr QKeyCombination none{};
constexpr auto noIcon = QStyle::SP_CustomBase;
} // namespace

const MainWindow::ActionRow MainWindow::ActionRow::kRows[] = {
    {ActionId::Open, MenuId::File, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Open..."),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow",
                       "Open a file by its content: a mail, an mbox, a web page, a PDF or an "
                       "image goes to the Document pane; a text of one line is inspected, of "
                       "several lines goes to the Extract pane"),
     K::Open, none, "document-open", QStyle::SP_DialogOpenButton,
     [](MainWindow &w, bool) { w.openFileDialog(); }, 0, 0, QAction::NoRole},
    {ActionId::Export, MenuId::File, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Export Report..."),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow",
                       "Save this inspection as HTML, Markdown or JSON (every character "
                       "escaped)"),
     K::UnknownKey, Qt::CTRL | Qt::Key_E, "document-save-as", QStyle::SP_DialogSaveButton,
     [](MainWindow &w, bool) { w.exportReportDialog(); }, 0, 0, QAction::NoRole},
    {ActionId::ExportDiagram, MenuId::File,
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Export &Diagram..."),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow",
                       "Save the anatomy for a slide: SVG, whose labels stay text, or PNG"),
     K::UnknownKey, none, nullptr, noIcon, [](MainWindow &w, bool) { w.exportDiagramDialog(); }, 0,
     0, QAction::NoRole},
    {ActionId::ExportWorksheet, MenuId::File,
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Export &Worksheet..."),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow",
                       "Save exercises for a class, HTML or Markdown, the answers on a page of "
                       "their own"),
     K::UnknownKey, none, nullptr, noIcon, [](MainWindow &w, bool) { w.exportWorksheetDialog(); },
     0, 0, QAction::NoRole},
    {ActionId::Quit, MenuId::File, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Quit"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Close the window"), K::Quit, none,
     "application-exit", QStyle::SP_DialogCloseButton, [](MainWindow &w, bool) { w.close(); },
     SeparatorBefore | WindowWide, 0, QAction::QuitRole},
    // below the recent inputs themselves (rebuildHistoryMenu())
    {ActionId::RememberInputs, MenuId::History,
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Remember Inputs"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow",
                       "Save the recent inputs, the last input and the base with the "
                       "settings; off, nothing typed or pasted is written to disk"),
     K::UnknownKey, none, nullptr, noIcon,
     [](MainWindow &w, bool checked) { w.setRememberInputs(checked); }, Checkable, 0,
     QAction::NoRole},
    {ActionId::ClearHistory, MenuId::History,
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Clear Recent Inputs"), nullptr, K::UnknownKey, none,
     nullptr, noIcon, [](MainWindow &w, bool) { w.clearHistory(); }, 0, 0, QAction::NoRole},
    {ActionId::CopyUri, MenuId::Edit, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Copy URI"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Copy the whole input to the clipboard"),
     K::UnknownKey, Qt::CTRL | Qt::SHIFT | Qt::Key_C, "edit-copy", QStyle::SP_FileIcon,
     [](MainWindow &w, bool) { QApplication::clipboard()->setText(w.uri()); }, WindowWide, 0,
     QAction::NoRole},
    {ActionId::CopyEscaped, MenuId::Edit,
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Copy URI with &Escapes"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow",
                       "Copy the input with control, bidi and invisible characters as "
                       "visible escapes"),
     K::UnknownKey, none, nullptr, noIcon,
     [](MainWindow &w, bool) {
         QApplication::clipboard()->setText(
             escapedText(SpanMapping::inputBytes(w.uri()), static_cast<std::size_t>(-1) / 2));
     },
     0, 0, QAction::NoRole},
    {ActionId::CopyDiagram, MenuId::Edit, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Copy &Diagram"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow",
                       "Copy the anatomy to the clipboard as SVG and PNG, for a slide"),
     K::UnknownKey, none, nullptr, noIcon, [](MainWindow &w, bool) { w.copyDiagram(); }, 0, 0,
     QAction::NoRole},
    {ActionId::Clear, MenuId::Edit, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "C&lear"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Clear the input line"), K::UnknownKey,
     Qt::CTRL | Qt::SHIFT | Qt::Key_Backspace, "edit-clear", QStyle::SP_LineEditClearButton,
     [](MainWindow &w, bool) {
         w.setUri(QString());
         w.m_input->setFocus();
     },
     SeparatorBefore | WindowWide, 0, QAction::NoRole},
    {ActionId::FocusInput, MenuId::Edit, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Go to Input"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow",
                       "Move the focus to the input line and select its text"),
     K::UnknownKey, Qt::CTRL | Qt::Key_L, nullptr, noIcon,
     [](MainWindow &w, bool) {
         w.m_input->setFocus();
         w.m_input->selectAll();
     },
     WindowWide, 0, QAction::NoRole},
    {ActionId::Blocklists, MenuId::Data, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Blocklists..."),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow",
                       "Match every link against your own lists of hosts and URLs (hosts "
                       "files, Adblock Plus filters, URLhaus exports)"),
     K::UnknownKey, none, nullptr, noIcon, [](MainWindow &w, bool) { w.showBlocklists(); }, 0, 0,
     QAction::NoRole},
    {ActionId::ZoomIn, MenuId::View, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Zoom &In"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Draw the anatomy larger"), K::ZoomIn, none,
     "zoom-in", noIcon, [](MainWindow &w, bool) { w.m_anatomy->setZoom(w.m_anatomy->zoom() + 20); },
     WindowWide, 0, QAction::NoRole},
    {ActionId::ZoomOut, MenuId::View, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Zoom &Out"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Draw the anatomy smaller"), K::ZoomOut, none,
     "zoom-out", noIcon,
     [](MainWindow &w, bool) { w.m_anatomy->setZoom(w.m_anatomy->zoom() - 20); }, WindowWide, 0,
     QAction::NoRole},
    {ActionId::ZoomReset, MenuId::View, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Reset Zoom"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Draw the anatomy at its normal size"), K::UnknownKey,
     Qt::CTRL | Qt::Key_0, "zoom-original", noIcon,
     [](MainWindow &w, bool) { w.m_anatomy->setZoom(100); }, WindowWide, 0, QAction::NoRole},
    {ActionId::NextDiagnostic, MenuId::View,
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Next Diagnostic"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Select the next diagnostic and its characters"),
     K::UnknownKey, QKeyCombination(Qt::Key_F8), "go-down", QStyle::SP_ArrowDown,
     [](MainWindow &w, bool) { w.selectDiagnostic(1); }, SeparatorBefore | WindowWide, 0,
     QAction::NoRole},
    {ActionId::PreviousDiagnostic, MenuId::View,
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Previous Diagnostic"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Select the previous diagnostic and its characters"),
     K::UnknownKey, Qt::SHIFT | Qt::Key_F8, "go-up", QStyle::SP_ArrowUp,
     [](MainWindow &w, bool) { w.selectDiagnostic(-1); }, WindowWide, 0, QAction::NoRole},
    {ActionId::SystemTheme, MenuId::Theme, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&System"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Use the colours of the desktop"), K::UnknownKey,
     none, nullptr, noIcon, [](MainWindow &w, bool) { w.setTheme(Theme::System); }, Checkable,
     static_cast<int>(Theme::System), QAction::NoRole},
    {ActionId::LightTheme, MenuId::Theme, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Light"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Use light colours (the Fusion style)"),
     K::UnknownKey, none, nullptr, noIcon, [](MainWindow &w, bool) { w.setTheme(Theme::Light); },
     Checkable, static_cast<int>(Theme::Light), QAction::NoRole},
    {ActionId::DarkTheme, MenuId::Theme, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Dark"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Use dark colours (the Fusion style)"), K::UnknownKey,
     none, nullptr, noIcon, [](MainWindow &w, bool) { w.setTheme(Theme::Dark); }, Checkable,
     static_cast<int>(Theme::Dark), QAction::NoRole},
    {ActionId::SystemLanguage, MenuId::Language,
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&System Language"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Use the language of the system"), K::UnknownKey,
     none, nullptr, noIcon, [](MainWindow &w, bool) { w.setLanguage(Language::System); }, Checkable,
     static_cast<int>(Language::System), QAction::NoRole},
    // each language names itself, so that anyone can find their own
    {ActionId::English, MenuId::Language, "&English",
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Show the window in English"), K::UnknownKey, none,
     nullptr, noIcon, [](MainWindow &w, bool) { w.setLanguage(Language::English); },
     Checkable | SelfNamed, static_cast<int>(Language::English), QAction::NoRole},
    {ActionId::Japanese, MenuId::Language, "\u65E5\u672C\u8A9E (&Japanese)",
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Show the window in Japanese"), K::UnknownKey, none,
     nullptr, noIcon, [](MainWindow &w, bool) { w.setLanguage(Language::Japanese); },
     Checkable | SelfNamed, static_cast<int>(Language::Japanese), QAction::NoRole},
    {ActionId::Documentation, MenuId::Help,
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Documentation"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow",
                       "Open the guide and the reference built into the program (no network)"),
     K::HelpContents, none, "help-contents", QStyle::SP_DialogHelpButton,
     [](MainWindow &w, bool) { w.showDocumentation(); }, 0, 0, QAction::NoRole},
    {ActionId::Tour, MenuId::Help, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Tour"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow",
                       "A first lesson in six stops: RFC 3986 and a browser's reading, in a "
                       "few minutes"),
     K::UnknownKey, none, "help-browser", QStyle::SP_DialogHelpButton,
     [](MainWindow &w, bool) { w.startTour(0); }, 0, 0, QAction::NoRole},
    {ActionId::Practice, MenuId::Help, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&Practice"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow",
                       "Exercises graded as you answer: split, resolve, normalize, compare, "
                       "where a link goes"),
     K::UnknownKey, none, nullptr, noIcon,
     [](MainWindow &w, bool) {
         w.startPractice(w.practice() != nullptr ? w.practice()->seed() : 1);
     },
     0, 0, QAction::NoRole},
    {ActionId::About, MenuId::Help,
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "&About URI Inspector"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Show the version and purpose of URI Inspector"),
     K::UnknownKey, none, "help-about", QStyle::SP_MessageBoxInformation,
     [](MainWindow &w, bool) { w.showAbout(); }, SeparatorBefore, 0, QAction::AboutRole},
    {ActionId::AboutQt, MenuId::Help, QT_TRANSLATE_NOOP("uri::ui::MainWindow", "About &Qt"),
     QT_TRANSLATE_NOOP("uri::ui::MainWindow", "Show the version of Qt"), K::UnknownKey, none,
     nullptr, noIcon, [](MainWindow &, bool) { QApplication::aboutQt(); }, 0, 0,
     QAction::AboutQtRole},
};

std::span<const MainWindow::ActionRow> MainWindow::actionRows()
{
    static_assert(std::size(ActionRow::kRows) == std::size_t(ActionId::Count));
    return ActionRow::kRows;
}

QAction *MainWindow::action(ActionId id) const
{
    return m_actions[static_cast<std::size_t>(id)];
}

QMenu *MainWindow::menu(MenuId id) const
{
    return m_menus[static_cast<std::size_t>(id)];
}

void MainWindow::createActions()
{
    for (const ActionRow &row : actionRows()) {
        Q_ASSERT(action(row.id) == nullptr); // the rows are in ActionId order, once each
        auto *action = new QAction(this);
        m_actions[static_cast<std::size_t>(row.id)] = action;
        if (row.standardKey != QKeySequence::UnknownKey)
            action->setShortcuts(row.standardKey);
        else if (row.key != QKeyCombination())
            action->setShortcut(QKeySequence(row.key));
        if (row.icon != nullptr)
            action->setIcon(row.fallback == QStyle::SP_CustomBase
                                ? QIcon::fromTheme(QLatin1String(row.icon))
                                : themeIcon(row.icon, row.fallback));
        action->setCheckable((row.flags & ActionRow::Checkable) != 0);
        action->setData(row.data);
        action->setMenuRole(row.role);
        connect(action, &QAction::triggered, this,
                [this, handler = row.handler](bool checked) { handler(*this, checked); });
        // the window's own shortcuts work wherever the focus is
        if ((row.flags & ActionRow::WindowWide) != 0)
            addAction(action);
    }
}

void MainWindow::createMenus()
{
    for (const MenuRow &row : menuRows()) {
        QMenu *menu = row.parent == kBar ? menuBar()->addMenu(QString()) : new QMenu(this);
        m_menus[static_cast<std::size_t>(row.id)] = menu;
        if (row.exclusive)
            new QActionGroup(menu); // exclusive by default
    }
    for (const ActionRow &row : actionRows()) {
        QMenu *into = menu(row.menu);
        if ((row.flags & ActionRow::SeparatorBefore) != 0)
            into->addSeparator();
        into->addAction(action(row.id));
        if (auto *group = into->findChild<QActionGroup *>(QString(), Qt::FindDirectChildrenOnly))
            group->addAction(action(row.id));
    }
    connect(menu(MenuId::History), &QMenu::aboutToShow, this, &MainWindow::rebuildHistoryMenu);
    addPaneActions();
    addSpecActions();
    addExampleMenus();
    // the submenus last: those at the end of their menu follow what was added above
    for (const MenuRow &row : menuRows()) {
        if (row.parent == kBar)
            continue;
        QMenu *parent = menu(row.parent);
        QAction *before = row.before == ActionId::Count ? nullptr : action(row.before);
        if (row.separatorBefore)
            parent->insertSeparator(before);
        parent->insertMenu(before, menu(row.id));
    }
    checkChoice(MenuId::Theme, static_cast<int>(Theme::System));
    checkChoice(MenuId::Language, static_cast<int>(Language::System));
}

void MainWindow::addPaneActions()
{
    // each pane brought to the front (shown again if it was closed), the
    // first nine also by Ctrl+1 .. Ctrl+9; checked while it is shown
    QMenu *view = menu(MenuId::View);
    view->addSeparator();
    for (std::size_t i = 0; i < m_panes.size(); ++i) {
        QDockWidget *dock = dockOf(m_panes[i]);
        auto *action = new QAction(this);
        action->setCheckable(true);
        action->setChecked(!dock->isHidden());
        action->setProperty("pane", static_cast<int>(i));
        if (i < 9)
            action->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + int(i))));
        connect(action, &QAction::triggered, dock, [action, dock] {
            action->setChecked(true);
            dock->show();
            dock->raise();
        });
        connect(dock->toggleViewAction(), &QAction::toggled, action, &QAction::setChecked);
        view->addAction(action);
    }
}

void MainWindow::addSpecActions()
{
    QMenu *specs = menu(MenuId::Spec);
    auto *group = specs->findChild<QActionGroup *>(QString(), Qt::FindDirectChildrenOnly);
    for (Spec spec : kAllSpecs) {
        auto *action = new QAction(group);
        action->setCheckable(true);
        action->setData(static_cast<int>(spec));
        action->setChecked(spec == m_spec);
        connect(action, &QAction::triggered, this, [this, spec] { setSpec(spec); });
        specs->addAction(action);
    }
}

void MainWindow::addExampleMenus()
{
    const auto examples = Examples::all();
    for (auto group : {Example::Group::Rfc3986, Example::Group::Rfc1630, Example::Group::Hostile}) {
        QMenu *submenu = menu(MenuId::Examples)->addMenu(QString());
        submenu->setToolTipsVisible(true);
        submenu->setProperty("group", static_cast<int>(group));
        for (std::size_t i = 0; i < examples.size(); ++i) {
            if (examples[i].group != group)
                continue;
            QAction *action = submenu->addAction(QString());
            action->setData(static_cast<int>(i));
            const QString text = QString::fromUtf8(examples[i].uri);
            connect(action, &QAction::triggered, this, [this, text] { setUri(text); });
        }
    }
}

void MainWindow::retranslateMenus()
{
    for (const MenuRow &row : menuRows())
        menu(row.id)->setTitle(tr(row.title));
    for (const ActionRow &row : actionRows()) {
        QAction *action = this->action(row.id);
        action->setText((row.flags & ActionRow::SelfNamed) != 0 ? QString::fromUtf8(row.text)
                                                                : tr(row.text));
        action->setStatusTip(row.tip != nullptr ? tr(row.tip) : QString());
    }
    for (QAction *action : menu(MenuId::Spec)->actions()) {
        const auto spec = static_cast<Spec>(action->data().toInt());
        action->setText(menuText(SpecNames::displayName(spec)));
        action->setStatusTip(SpecNames::description(spec));
        action->setToolTip(SpecNames::description(spec));
    }
    const auto examples = Examples::all();
    for (QAction *groupAction : menu(MenuId::Examples)->actions()) {
        QMenu *submenu = groupAction->menu();
        submenu->setTitle(
            Examples::groupName(static_cast<Example::Group>(submenu->property("group").toInt())));
        for (QAction *action : submenu->actions()) {
            const Example &example = examples[static_cast<std::size_t>(action->data().toInt())];
            // shown escaped: a menu must not interpret a bidi override either
            action->setText(menuText(escapedText(example.uri, 200)));
            action->setStatusTip(Examples::explanation(example));
            action->setToolTip(Examples::explanation(example));
        }
    }
    for (AnalysisPane *pane : m_panes) {
        QDockWidget *dock = dockOf(pane);
        dock->setWindowTitle(pane->title());
        dock->toggleViewAction()->setText(menuText(pane->title()));
    }
    for (QAction *action : menu(MenuId::View)->actions()) {
        if (const QVariant pane = action->property("pane"); pane.isValid())
            action->setText(menuText(m_panes[static_cast<std::size_t>(pane.toInt())]->title()));
    }
}

void MainWindow::checkChoice(MenuId id, int value)
{
    for (QAction *action : menu(id)->actions()) {
        if (action->isCheckable() && action->data().toInt() == value)
            action->setChecked(true);
    }
}

Theme MainWindow::theme() const
{
    const QActionGroup *group = action(ActionId::SystemTheme)->actionGroup();
    const QAction *checked = group != nullptr ? group->checkedAction() : nullptr;
    return checked != nullptr ? static_cast<Theme>(checked->data().toInt()) : Theme::System;
}

bool MainWindow::remembersInputs() const
{
    return action(ActionId::RememberInputs)->isChecked();
}

void MainWindow::updateActions()
{
    const bool hasText = !m_input->uri().isEmpty();
    // an empty input is no inspection: nothing to copy, clear or report
    for (ActionId id :
         {ActionId::CopyUri, ActionId::CopyEscaped, ActionId::Clear, ActionId::Export})
        action(id)->setEnabled(hasText);
    const bool hasDiagnostics = paneOf<DiagnosticsPane>()->count() > 0;
    action(ActionId::NextDiagnostic)->setEnabled(hasDiagnostics);
    action(ActionId::PreviousDiagnostic)->setEnabled(hasDiagnostics);
}

void MainWindow::rebuildHistoryMenu()
{
    QMenu *history = menu(MenuId::History);
    history->clear();
    for (const QString &entry : m_history.entries()) {
        // shown escaped and shortened: a menu must not interpret a bidi override
        QAction *action
            = history->addAction(menuText(escapedText(SpanMapping::inputBytes(entry), 120)));
        action->setToolTip(escapedText(SpanMapping::inputBytes(entry), 2000));
        connect(action, &QAction::triggered, this, [this, entry] { setUri(entry); });
    }
    if (m_history.isEmpty())
        history->addAction(tr("(none yet)"))->setEnabled(false);
    history->addSeparator();
    for (const ActionRow &row : actionRows()) {
        if (row.menu == MenuId::History)
            history->addAction(action(row.id));
    }
    action(ActionId::ClearHistory)->setEnabled(!m_history.isEmpty());
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About URI Inspector"),
                       tr("<p><b>URI Inspector</b> %1</p><p>Takes URIs apart: what every character "
                          "means under RFC 3986 and its predecessors. It never fetches a URI.</p>")
                           .arg(QCoreApplication::applicationVersion()));
}

} // namespace uri::ui
