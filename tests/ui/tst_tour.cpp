// Help > Tour: each stop sets exactly the input, base, spec and pane it
// names; the §5.4 stop steps the trace; Back, Next, Leave, Esc and the
// dock's close button; the menu starts again at stop 1; leaving (midway or
// at the end) gives the user's input, base, spec and layout back; a
// language switch retranslates the open stop (docs/guide.md, "Tour").
#include "window/tour.h"

#include "common/japanese_breaks.h"
#include "panes/analysis_pane.h"
#include "panes/resolution/resolution_dot_model.h"
#include "panes/resolution/resolution_pane.h"
#include "widgets/anatomy_view.h"
#include "widgets/uri_line_edit.h"
#include "window/main_window.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QtTest>

Q_DECLARE_METATYPE(uri::Spec)
using namespace uri::ui;

class TstTour : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void stops_data();
    void stops();
    void traceStepsOnStep();
    void traceStepsByItself();
    void waitsForTheLatestAnalysis();
    void backNextFinish();
    void leaveButton();
    void escapeLeaves();
    void closeButtonLeaves();
    void menuStartsAtStopOne();
    void restoresUserState_data();
    void restoresUserState();
    void windowStaysUsable();
    void languageSwitchRetranslates();
    void tryLinks();

private:
    /// Open the tour at @p stop (0-based), without automatic steps, and wait
    /// until the stop's analysis has arrived.
    Tour *openAt(int stop);
    [[nodiscard]] ResolutionPane *resolution() const;
    [[nodiscard]] bool isRaised(const QString &paneName) const;

    MainWindow *m_window = nullptr;
};

namespace {

const QString kExampleBase = QStringLiteral("http://a/b/c/d;p?q");

// The label of the inputs to try ("Try: ...") of @p tour's stop.
QLabel *tryLabel(const Tour *tour)
{
    for (QLabel *label : tour->findChildren<QLabel *>()) {
        if (label->text().startsWith(QStringLiteral("Try:")))
            return label;
    }
    return nullptr;
}

// The tabs of @p pane (remove_dot_segments, Make relative, ...).
QTabWidget *tabsOf(const ResolutionPane *pane)
{
    QWidget *w = pane->dotView();
    while (w != nullptr && qobject_cast<QTabWidget *>(w) == nullptr)
        w = w->parentWidget();
    return qobject_cast<QTabWidget *>(w);
}

// The layout of @p window's panes, one line per dock: its area, whether it
// is shown, floating and raised, and where it is when it is in view. Not
// the bytes of saveState(): they also hold each tab group's minimum width,
// which follows what the panes show (a trace's texts), not the layout.
QStringList layoutOf(const MainWindow &window)
{
    QStringList out;
    for (const AnalysisPane *pane : window.panes()) {
        QDockWidget *dock = window.dockOf(pane);
        const bool inView = dock->isVisible() && !dock->visibleRegion().isEmpty();
        out << QStringLiteral("%1 area %2 shown %3 floating %4 in view %5 %6")
                   .arg(dock->objectName())
                   .arg(static_cast<int>(window.dockWidgetArea(dock)))
                   .arg(!dock->isHidden())
                   .arg(dock->isFloating())
                   .arg(inView)
                   .arg(inView ? QDebug::toString(dock->geometry()) : QString());
    }
    return out;
}

// Wait (with the event loop) until @p tour has settled.
bool settle(Tour *tour)
{
    return QTest::qWaitFor([tour] { return tour->isSettled(); }, 10000);
}

} // namespace

void TstTour::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("uri-inspector-test"));
    QSettings().clear();
}

void TstTour::init()
{
    m_window = new MainWindow;
    m_window->setLanguage(Language::English);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TstTour::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

ResolutionPane *TstTour::resolution() const
{
    return qobject_cast<ResolutionPane *>(m_window->pane(QStringLiteral("resolutionPane")));
}

bool TstTour::isRaised(const QString &paneName) const
{
    const QDockWidget *dock = m_window->dockOf(m_window->pane(paneName));
    return dock->isVisible() && !dock->visibleRegion().isEmpty();
}

Tour *TstTour::openAt(int stop)
{
    Tour *tour = m_window->startTour(stop);
    tour->setAutoStepInterval(0); // before the analysis can arrive
    if (!settle(tour))
        return nullptr;
    return tour;
}

void TstTour::stops_data()
{
    QTest::addColumn<int>("stop");
    QTest::addColumn<QString>("uri");
    QTest::addColumn<QString>("base");
    QTest::addColumn<uri::Spec>("spec");
    QTest::addColumn<QString>("pane");
    QTest::addColumn<QString>("title");

    // RFC 3986 §3, the example of its diagram
    QTest::newRow("§3 diagram") << 0
                                << QStringLiteral(
                                       "foo://example.com:8042/over/there?name=ferret#nose")
                                << QString() << uri::Spec::Rfc3986
                                << QStringLiteral("componentsPane")
                                << QStringLiteral("The parts of a URI (RFC 3986 §3)");
    // RFC 3986 §5.3: an empty query
    QTest::newRow("§5.3 undefined vs empty")
        << 1 << QStringLiteral("http://a/b?") << QString() << uri::Spec::Rfc3986
        << QStringLiteral("componentsPane")
        << QStringLiteral("Undefined is not empty (RFC 3986 §5.3)");
    // RFC 3986 §5.4.1 Normal Examples
    QTest::newRow("§5.4 trace") << 2 << QStringLiteral("../../g") << kExampleBase
                                << uri::Spec::Rfc3986 << QStringLiteral("resolutionPane")
                                << QStringLiteral(
                                       "Resolving a reference, step by step (RFC 3986 §5.4)");
    // RFC 3986 §6.2.2
    QTest::newRow("§6.2 ladder") << 3
                                 << QStringLiteral(
                                        "HTTP://www.EXAMPLE.com:80/a/./b/../%63/%7bfoo%7d")
                                 << QString() << uri::Spec::Rfc3986
                                 << QStringLiteral("normalizePane")
                                 << QStringLiteral("The normalization ladder (RFC 3986 §6.2)");
    // RFC 3986 §7.6
    QTest::newRow("§7.6 attack")
        << 4 << QStringLiteral("ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm")
        << QString() << uri::Spec::Rfc3986 << QStringLiteral("securityPane")
        << QStringLiteral("A link that lies about its host (RFC 3986 §7.6)");
    // URL Standard §4.4: a backslash in a special URL
    QTest::newRow("backslash") << 5 << QStringLiteral("https://evil.example\\@bank.example/p")
                               << QString() << uri::Spec::Whatwg << QStringLiteral("securityPane")
                               << QStringLiteral(
                                      "A browser reads a backslash as a slash (URL Standard)");
}

void TstTour::stops()
{
    QFETCH(int, stop);
    QFETCH(QString, uri);
    QFETCH(QString, base);
    QFETCH(uri::Spec, spec);
    QFETCH(QString, pane);
    QFETCH(QString, title);

    Tour *tour = openAt(stop);
    QVERIFY(tour);
    QCOMPARE(m_window->tour(), tour);
    QCOMPARE(tour->currentStop(), stop);
    QCOMPARE(m_window->uri(), uri);
    QCOMPARE(resolution()->base(), base);
    QCOMPARE(m_window->spec(), spec);
    QCOMPARE(m_window->specSelector()->currentData().toInt(), static_cast<int>(spec));
    QTRY_VERIFY(isRaised(pane));
    QCOMPARE(tour->titleLabel()->text(), title);
    QCOMPARE(tour->positionLabel()->text(), QStringLiteral("Stop %1 of 6").arg(stop + 1));
    QVERIFY(!tour->bodyLabel()->text().isEmpty());
    // what the stop changed, in words
    const QString changes = tour->changesLabel()->text();
    QVERIFY2(changes.contains(QStringLiteral("Spec: ")), qPrintable(changes));
    QVERIFY2(changes.contains(m_window->pane(pane)->title().toHtmlEscaped()), qPrintable(changes));
    QCOMPARE(tour->stepButton()->isVisible(), stop == 2);
    // the analysis shown is the stop's own
    QCOMPARE(m_window->anatomyView()->isVisible(), true);
    QVERIFY(!m_window->isAnalysing());
}

void TstTour::traceStepsOnStep()
{
    Tour *tour = openAt(2);
    QVERIFY(tour);
    ResolutionPane *pane = resolution();
    QVERIFY(pane->result().has_value());
    QCOMPARE(pane->result()->target, std::optional<std::string>("http://a/g"));
    // the remove_dot_segments tab, rewound to its first step
    const QTabWidget *tabs = tabsOf(pane);
    QVERIFY(tabs);
    QVERIFY(tabs->currentWidget()->isAncestorOf(pane->dotView()));
    QVERIFY(pane->dotView()->isVisible());
    DotSegmentsModel *dots = pane->dotModel();
    QCOMPARE(dots->stepCount(), 7);
    QCOMPARE(dots->currentStep(), 0);
    QCOMPARE(dots->rowCount(), 1);
    QCOMPARE(tour->stepButton()->text(), QStringLiteral("&Step"));
    QVERIFY(tour->stepButton()->isEnabled());
    QTest::mouseClick(tour->stepButton(), Qt::LeftButton);
    QCOMPARE(dots->currentStep(), 1);
    QCOMPARE(dots->rowCount(), 2);
    QTest::mouseClick(tour->stepButton(), Qt::LeftButton);
    QCOMPARE(dots->currentStep(), 2);
    for (int i = 0; i < 4; ++i)
        QTest::mouseClick(tour->stepButton(), Qt::LeftButton);
    QCOMPARE(dots->currentStep(), 6);
    // at the end the button replays the trace from its first step
    QCOMPARE(tour->stepButton()->text(), QStringLiteral("&Replay"));
    QTest::mouseClick(tour->stepButton(), Qt::LeftButton);
    QCOMPARE(dots->currentStep(), 0);
    QCOMPARE(tour->stepButton()->text(), QStringLiteral("&Step"));
}

void TstTour::traceStepsByItself()
{
    Tour *tour = m_window->startTour(2);
    tour->setAutoStepInterval(5);
    QSignalSpy settled(tour, &Tour::settled);
    DotSegmentsModel *dots = resolution()->dotModel();
    QSignalSpy steps(dots, &DotSegmentsModel::currentStepChanged);
    QVERIFY(settled.wait(10000));
    QCOMPARE(settled.count(), 1);
    QCOMPARE(dots->currentStep(), 6);
    // every step was shown, one after the other, from the first
    QList<int> shown;
    for (const QList<QVariant> &args : steps)
        shown << args.front().toInt();
    QVERIFY2(shown.size() >= 7, qPrintable(QDebug::toString(shown)));
    QCOMPARE(shown.mid(shown.size() - 7), QList<int>({0, 1, 2, 3, 4, 5, 6}));
}

void TstTour::waitsForTheLatestAnalysis()
{
    // stops passed before any analysis arrives: only the last one counts
    Tour *tour = m_window->startTour(0);
    tour->setAutoStepInterval(0);
    tour->next();
    tour->next();
    QVERIFY(!tour->isSettled());
    QVERIFY(settle(tour));
    QCOMPARE(tour->currentStop(), 2);
    QCOMPARE(resolution()->dotModel()->currentStep(), 0);
    QCOMPARE(resolution()->result()->reference, std::string("../../g"));
    // and on to the next stop before the trace's analysis: no rewind there
    tour->next();
    QVERIFY(settle(tour));
    QCOMPARE(m_window->uri(), QStringLiteral("HTTP://www.EXAMPLE.com:80/a/./b/../%63/%7bfoo%7d"));
}

void TstTour::backNextFinish()
{
    Tour *tour = openAt(0);
    QVERIFY(tour);
    QVERIFY(!tour->backButton()->isEnabled());
    QCOMPARE(tour->nextButton()->text(), QStringLiteral("&Next"));
    QTest::mouseClick(tour->nextButton(), Qt::LeftButton);
    QCOMPARE(tour->currentStop(), 1);
    QVERIFY(tour->backButton()->isEnabled());
    QTest::mouseClick(tour->backButton(), Qt::LeftButton);
    QCOMPARE(tour->currentStop(), 0);
    QCOMPARE(m_window->uri(), QStringLiteral("foo://example.com:8042/over/there?name=ferret#nose"));
    for (int i = 1; i < Tour::kStopCount; ++i)
        QTest::mouseClick(tour->nextButton(), Qt::LeftButton);
    QCOMPARE(tour->currentStop(), 5);
    QCOMPARE(tour->positionLabel()->text(), QStringLiteral("Stop 6 of 6"));
    QCOMPARE(tour->nextButton()->text(), QStringLiteral("&Finish"));
    QSignalSpy left(tour, &Tour::left);
    QTest::mouseClick(tour->nextButton(), Qt::LeftButton);
    QCOMPARE(left.count(), 1);
    QVERIFY(m_window->tour() == nullptr);
    QCOMPARE(m_window->uri(), QString());
    QCOMPARE(m_window->spec(), uri::Spec::Rfc3986);
}

void TstTour::leaveButton()
{
    Tour *tour = openAt(3);
    QVERIFY(tour);
    QPointer<Tour> guard(tour);
    QTest::mouseClick(tour->leaveButton(), Qt::LeftButton);
    QVERIFY(m_window->tour() == nullptr);
    QCOMPARE(m_window->uri(), QString());
    QTRY_VERIFY(guard.isNull()); // the dock goes away
    QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("tourDock")) == nullptr);
}

void TstTour::escapeLeaves()
{
    Tour *tour = openAt(4);
    QVERIFY(tour);
    QSignalSpy left(tour, &Tour::left);
    // wherever the focus is in the window
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    m_window->inputLine()->setFocus();
    QTest::keyClick(m_window->inputLine(), Qt::Key_Escape);
    QCOMPARE(left.count(), 1);
    QVERIFY(m_window->tour() == nullptr);
    QCOMPARE(m_window->uri(), QString());
}

void TstTour::closeButtonLeaves()
{
    Tour *tour = openAt(5);
    QVERIFY(tour);
    QSignalSpy left(tour, &Tour::left);
    QVERIFY(tour->close()); // as the dock's own close button does
    QCOMPARE(left.count(), 1);
    QVERIFY(m_window->tour() == nullptr);
    QCOMPARE(m_window->spec(), uri::Spec::Rfc3986);
}

void TstTour::menuStartsAtStopOne()
{
    QAction *action = m_window->action(MainWindow::ActionId::Tour);
    QCOMPARE(action->text(), QStringLiteral("&Tour"));
    action->trigger();
    Tour *tour = m_window->tour();
    QVERIFY(tour);
    QCOMPARE(tour->currentStop(), 0);
    tour->setAutoStepInterval(0);
    tour->next();
    tour->next();
    QVERIFY(settle(tour));
    // chosen again while open: back to stop 1, the same tour
    action->trigger();
    QCOMPARE(m_window->tour(), tour);
    QCOMPARE(tour->currentStop(), 0);
    QVERIFY(settle(tour));
    QCOMPARE(m_window->uri(), QStringLiteral("foo://example.com:8042/over/there?name=ferret#nose"));
    tour->next();
    tour->leave();
    QVERIFY(m_window->tour() == nullptr);
    // and after leaving: a new tour, at stop 1
    action->trigger();
    QVERIFY(m_window->tour());
    QCOMPARE(m_window->tour()->currentStop(), 0);
    QCOMPARE(m_window->tour()->positionLabel()->text(), QStringLiteral("Stop 1 of 6"));
    QCOMPARE(m_window->uri(), QStringLiteral("foo://example.com:8042/over/there?name=ferret#nose"));
}

void TstTour::restoresUserState_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<bool>("finish");
    QTest::newRow("left at stop 1") << 0 << false;
    QTest::newRow("left at the trace") << 2 << false;
    QTest::newRow("left at the browser's view") << 5 << false;
    QTest::newRow("finished") << 0 << true;
}

void TstTour::restoresUserState()
{
    QFETCH(int, from);
    QFETCH(bool, finish);

    // the user's own work: an input, a base, a spec, a layout, a tab
    const QString input = QStringLiteral("http://example.com/mine/../x?q=1#frag");
    const QString base = QStringLiteral("http://base.example/dir/page");
    m_window->setSpec(uri::Spec::Rfc2396);
    m_window->setBase(base);
    resolution()->setSpec(uri::Spec::Draft01);
    m_window->setUri(input);
    m_window->dockOf(m_window->pane(QStringLiteral("encodingPane")))->raise();
    m_window->dockOf(m_window->pane(QStringLiteral("bytesPane")))->raise();
    m_window->dockOf(m_window->pane(QStringLiteral("readersPane")))->close();
    QTabWidget *tabs = tabsOf(resolution());
    QVERIFY(tabs);
    tabs->setCurrentIndex(3);
    QVERIFY(m_window->waitForAnalysis());
    QTest::qWait(50); // the layout settles (MainWindow::fitAnatomy is queued)
    const QStringList layout = layoutOf(*m_window);
    std::vector<bool> raised;
    for (AnalysisPane *pane : m_window->panes())
        raised.push_back(isRaised(pane->objectName()));

    Tour *tour = openAt(from);
    QVERIFY(tour);
    QVERIFY(m_window->uri() != input);
    if (finish) {
        for (int i = from; i < Tour::kStopCount; ++i) {
            QVERIFY(settle(tour));
            tour->next();
        }
    } else {
        tour->leave();
    }
    QVERIFY(m_window->tour() == nullptr);
    QCOMPARE(m_window->uri(), input);
    QCOMPARE(resolution()->base(), base);
    QCOMPARE(resolution()->spec(), uri::Spec::Draft01);
    QCOMPARE(m_window->spec(), uri::Spec::Rfc2396);
    QCOMPARE(tabs->currentIndex(), 3);
    QVERIFY(m_window->waitForAnalysis());
    QTest::qWait(50);
    QCOMPARE(layoutOf(*m_window), layout);
    for (std::size_t i = 0; i < m_window->panes().size(); ++i)
        QCOMPARE(isRaised(m_window->panes()[i]->objectName()), raised[i]);
    QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("tourDock")) == nullptr
            || !m_window->findChild<QDockWidget *>(QStringLiteral("tourDock"))->isVisible());
    QVERIFY(!m_window->dockOf(m_window->pane(QStringLiteral("readersPane")))->isVisible());
    // the tour's examples did not join the user's recent inputs
    QVERIFY(!m_window->history().contains(QStringLiteral("../../g")));
}

void TstTour::windowStaysUsable()
{
    Tour *tour = openAt(0);
    QVERIFY(tour);
    // beside the anatomy, never over it
    const QRect anatomy(m_window->anatomyView()->mapTo(m_window, QPoint(0, 0)),
                        m_window->anatomyView()->size());
    const QRect panel(tour->mapTo(m_window, QPoint(0, 0)), tour->size());
    QVERIFY2(!anatomy.intersects(panel),
             qPrintable(QDebug::toString(QList<QRect>{anatomy, panel})));
    QVERIFY(!tour->isFloating());
    QCOMPARE(m_window->dockWidgetArea(tour), Qt::RightDockWidgetArea);
    // non-modal: the user types while the tour is open
    QVERIFY(QApplication::activeModalWidget() == nullptr);
    m_window->inputLine()->setFocus();
    m_window->inputLine()->selectAll();
    QTest::keyClicks(m_window->inputLine(), QStringLiteral("http://mine/"));
    QCOMPARE(m_window->uri(), QStringLiteral("http://mine/"));
    QVERIFY(m_window->waitForAnalysis());
    QCOMPARE(m_window->tour(), tour);
    QVERIFY(tour->isVisible());
}

void TstTour::languageSwitchRetranslates()
{
    Tour *tour = openAt(3);
    QVERIFY(tour);
    m_window->setLanguage(Language::Japanese);
    // "The normalization ladder (RFC 3986 §6.2)" in resources/translations
    // (the word joiners keep its words whole: japanese_breaks.h)
    QCOMPARE(tour->titleLabel()->text().remove(QChar(kWordJoiner)),
             QStringLiteral("\u6B63\u898F\u5316\u306E\u306F\u3057\u3054 (RFC 3986 \u00A76.2)"));
    QCOMPARE(tour->positionLabel()->text().remove(QChar(kWordJoiner)),
             QStringLiteral("6 \u304B\u6240\u4E2D 4 \u304B\u6240\u76EE"));
    QCOMPARE(tour->nextButton()->text().remove(QChar(kWordJoiner)),
             QStringLiteral("\u6B21\u3078(&N)"));
    QCOMPARE(tour->windowTitle().remove(QChar(kWordJoiner)), QStringLiteral("\u30C4\u30A2\u30FC"));
    QCOMPARE(tour->currentStop(), 3); // the same stop, retranslated
    m_window->setLanguage(Language::English);
    QCOMPARE(tour->titleLabel()->text(),
             QStringLiteral("The normalization ladder (RFC 3986 §6.2)"));
    QCOMPARE(tour->positionLabel()->text(), QStringLiteral("Stop 4 of 6"));
}

void TstTour::tryLinks()
{
    Tour *tour = openAt(1);
    QVERIFY(tour);
    QVERIFY(tryLabel(tour));
    emit tryLabel(tour)->linkActivated(QStringLiteral("1"));
    QCOMPARE(m_window->uri(), QStringLiteral("file:///x"));
    QVERIFY(settle(tour));
    QVERIFY(tour->showsItsOwnInput());
    // on the trace stop, a reference tried is traced from its first step
    tour->showStop(2);
    QVERIFY(settle(tour));
    QVERIFY(tryLabel(tour));
    emit tryLabel(tour)->linkActivated(QStringLiteral("0"));
    QCOMPARE(m_window->uri(), QStringLiteral("g;x?y#s"));
    QVERIFY(settle(tour));
    QCOMPARE(resolution()->result()->target, std::optional<std::string>("http://a/b/c/g;x?y#s"));
    QCOMPARE(resolution()->dotModel()->currentStep(), 0);
}

QTEST_MAIN(TstTour)
#include "tst_tour.moc"
