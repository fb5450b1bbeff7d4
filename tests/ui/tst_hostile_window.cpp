// The window under 1,000 hostile inputs: typed, pasted and dropped in turn,
// every pane raised in turn, every item model of the window watched by
// QAbstractItemModelTester, and the event loop timed: no model may break its
// contract, and no stall may reach a second (three under the sanitizers,
// which make the code two to three times slower: kMaxStallMs).
#include "widgets/uri_line_edit.h"
#include "window/main_window.h"

#include "corpus_support.h"

#include <QAbstractItemModel>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QMimeData>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <memory>
#include <vector>

using namespace uri::ui;

class TstHostileWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void thousandHostileInputs();
};

void TstHostileWindow::initTestCase()
{
    uri::test::quietOffscreenWindow();
}

void TstHostileWindow::thousandHostileInputs()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // every model of the window, checked on every change it reports
    const auto testers = uri::test::testEveryModel(window);
    QVERIFY(testers.size() >= 10);
    const QList<QDockWidget *> docks = window.findChildren<QDockWidget *>();
    QVERIFY(docks.size() >= 8);

    // the longest gap between two ticks of a 10 ms timer: a stalled event loop
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0;
    qint64 longest = 0;
    QTimer ticker;
    ticker.setInterval(10);
    connect(&ticker, &QTimer::timeout, this, [&] {
        const qint64 now = clock.elapsed();
        longest = std::max(longest, now - last);
        last = now;
    });
    ticker.start();

    QRandomGenerator random(3986); // the same inputs every run
    for (int i = 0; i < 1000; ++i) {
        const QString input = uri::test::hostileInput(random);
        docks[i % docks.size()]->raise();
        switch (i % 3) {
        case 0: // typed (the line's text set as an edit sets it)
            window.setUri(input);
            break;
        case 1: // pasted
            QApplication::clipboard()->setText(input);
            window.inputLine()->selectAll();
            window.inputLine()->paste();
            break;
        default: { // dropped
            QMimeData mime;
            mime.setText(input);
            QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton,
                                  Qt::NoModifier);
            QCoreApplication::sendEvent(&window, &enter);
            QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(&window, &drop);
            break;
        }
        }
        // every tenth input is waited for to the end; the others are replaced
        // while they are being analysed, as fast typing does
        if (i % 10 == 9)
            QVERIFY2(window.waitForAnalysis(), qPrintable(QStringLiteral("input %1").arg(i)));
        else
            QCoreApplication::processEvents();
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY(window.waitForAnalysis());
    qInfo("longest stall: %d ms", static_cast<int>(longest));
    QVERIFY2(longest < uri::test::kMaxStallMs,
             qPrintable(QStringLiteral("the event loop stalled %1 ms").arg(longest)));
}

QTEST_MAIN(TstHostileWindow)
#include "tst_hostile_window.moc"
