// `uri-inspector --screenshot FILE URI` writes a PNG of the window.
#include "main_window.h"

#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TstScreenshot : public QObject
{
    Q_OBJECT

private slots:
    void writesPng_data();
    void writesPng();
    void badOptionIsUsageError();
};

void TstScreenshot::writesPng_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::newRow("light") << QStringList();
    QTest::newRow("dark") << QStringList{QStringLiteral("--dark")};
    QTest::newRow("Japanese") << QStringList{QStringLiteral("--lang"), QStringLiteral("ja")};
}

void TstScreenshot::writesPng()
{
    QFETCH(QStringList, options);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("shot.png"));
    QProcess process;
    process.start(
        QStringLiteral(URI_INSPECTOR_EXE),
        options
            + QStringList{QStringLiteral("--screenshot"), file,
                          QStringLiteral(
                              "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm")});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
    QVERIFY(QFileInfo(file).size() > 0);
    QImage image(file);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), uri::ui::MainWindow::defaultSize());
}

void TstScreenshot::badOptionIsUsageError()
{
    QProcess process;
    process.start(QStringLiteral(URI_INSPECTOR_EXE),
                  {QStringLiteral("--lang"), QStringLiteral("xx")});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 2);
}

QTEST_MAIN(TstScreenshot)
#include "tst_screenshot.moc"
