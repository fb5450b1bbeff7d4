// `uri-inspector --screenshot FILE URI` writes a PNG of the window; help and
// version answer without a display.
#include "window/application.h"
#include "window/main_window.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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
    void textWithoutDisplay_data();
    void textWithoutDisplay();
    void baseOption();
    void tourOption_data();
    void tourOption();
    void exportWithoutDisplay_data();
    void exportWithoutDisplay();
    void exportErrors();
    void argumentKeepsInvalidUtf8();
};

namespace {

/// @p program with @p arguments, with no display and no platform chosen.
QProcess *runWithoutDisplay(QObject *parent, const QStringList &arguments,
                            const QString &program = QStringLiteral(URI_INSPECTOR_EXE))
{
    auto *process = new QProcess(parent);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    process->setProcessEnvironment(env);
    process->start(program, arguments);
    return process;
}

} // namespace

void TstScreenshot::writesPng_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::newRow("light") << QStringList();
    QTest::newRow("dark") << QStringList{QStringLiteral("--dark")};
    QTest::newRow("Japanese") << QStringList{QStringLiteral("--lang"), QStringLiteral("ja")};
    // the tour at the RFC 3986 §5.4 stop, its trace stepped to the end
    QTest::newRow("tour") << QStringList{QStringLiteral("--tour"), QStringLiteral("3")};
    // the Security pane's views tab, at the smallest size the guide checks
    QTest::newRow("views, 1024x700")
        << QStringList{QStringLiteral("--pane"), QStringLiteral("security:views"),
                       QStringLiteral("--size"), QStringLiteral("1024x700")};
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
    const qsizetype size = options.indexOf(QStringLiteral("--size"));
    QCOMPARE(image.size(), size < 0 ? uri::ui::MainWindow::defaultSize() : QSize(1024, 700));
}

void TstScreenshot::badOptionIsUsageError()
{
    for (const QStringList &options :
         {QStringList{QStringLiteral("--lang"), QStringLiteral("xx")},
          QStringList{QStringLiteral("--size"), QStringLiteral("1024")},
          QStringList{QStringLiteral("--size"), QStringLiteral("20x20")},
          QStringList{QStringLiteral("--pane"), QStringLiteral("security:algorithm"),
                      QStringLiteral("--screenshot"), QStringLiteral("unused.png")}}) {
        QProcess process;
        process.start(QStringLiteral(URI_INSPECTOR_EXE), options);
        QVERIFY(process.waitForFinished(60000));
        QVERIFY2(process.exitCode() == 2, qPrintable(options.join(QLatin1Char(' '))));
    }
}

void TstScreenshot::textWithoutDisplay_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("contains");
    QTest::newRow("help") << QStringLiteral("--help") << QStringLiteral("Usage: ")
                          << QStringLiteral("--tour <N>");
    QTest::newRow("help-all") << QStringLiteral("--help-all") << QStringLiteral("Usage: ")
                              << QStringLiteral("-platform NAME");
    QTest::newRow("version") << QStringLiteral("--version")
                             << QStringLiteral("uri-inspector " URI_INSPECTOR_VERSION "\n")
                             << QString();
}

// No X server, no Wayland, the xcb platform: a QApplication would abort.
void TstScreenshot::textWithoutDisplay()
{
    QFETCH(QString, option);
    QFETCH(QString, start);
    QFETCH(QString, contains);
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(URI_INSPECTOR_EXE), {option});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
    const QString out = QString::fromLocal8Bit(process.readAllStandardOutput());
    QVERIFY2(out.startsWith(start), qPrintable(out));
    QVERIFY2(out.contains(contains), qPrintable(out));
    QCOMPARE(process.readAllStandardError(), QByteArray());
}

// --base sets the Resolution pane's base (RFC 3986 §5.4's base here).
void TstScreenshot::baseOption()
{
    const uri::ui::CommandLine options = uri::ui::Application::parseCommandLine(
        {QStringLiteral("uri-inspector"), QStringLiteral("--base"),
         QStringLiteral("http://a/b/c/d;p?q"), QStringLiteral("../g")});
    QCOMPARE(options.exitCode, -1);
    QCOMPARE(options.base, std::optional<QString>(QStringLiteral("http://a/b/c/d;p?q")));
    QCOMPARE(options.uri, std::optional<QString>(QStringLiteral("../g")));
}

// --tour N opens the tour at stop N, 1 to Tour::kStopCount (6).
void TstScreenshot::tourOption_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<std::optional<int>>("tour");
    QTest::newRow("1") << QStringLiteral("1") << -1 << std::optional<int>(1);
    QTest::newRow("6") << QStringLiteral("6") << -1 << std::optional<int>(6);
    QTest::newRow("0") << QStringLiteral("0") << 2 << std::optional<int>();
    QTest::newRow("7") << QStringLiteral("7") << 2 << std::optional<int>();
    QTest::newRow("x") << QStringLiteral("x") << 2 << std::optional<int>();
}

void TstScreenshot::tourOption()
{
    QFETCH(QString, value);
    QFETCH(int, exitCode);
    QFETCH(std::optional<int>, tour);
    const uri::ui::CommandLine options = uri::ui::Application::parseCommandLine(
        {QStringLiteral("uri-inspector"), QStringLiteral("--tour"), value});
    QCOMPARE(options.exitCode, exitCode);
    QCOMPARE(options.tour, tour);
}

void TstScreenshot::exportWithoutDisplay_data()
{
    QTest::addColumn<QString>("uri");
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("blocklist"); // a file of tests/data/blocklists, or ""
    QTest::addColumn<int>("status");        // check's: 0, or 1 when flagged (low or above)
    // RFC 3986 §7.6: flagged
    QTest::newRow("deceptive") << QStringLiteral(
        "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm")
                               << QString() << QString() << 1;
    QTest::newRow("plain") << QStringLiteral("https://www.example.com/") << QString() << QString()
                           << 0;
    // RFC 3986 §5.4.1, with its base
    QTest::newRow("relative, with base")
        << QStringLiteral("g?y#s") << QStringLiteral("http://a/b/c/d;p?q") << QString() << 0;
    // an IPv4 address in a rare form: a verdict raised by a combination rule
    QTest::newRow("http://1") << QStringLiteral("http://1") << QString() << QString() << 1;
    // a blocklist's K1 (docs/security-checks.md §4.10), and one that names nothing here
    QTest::newRow("blocklisted") << QStringLiteral("https://cdn.evil.example/a.js") << QString()
                                 << QStringLiteral("hosts.txt") << 1;
    QTest::newRow("blocklist, not listed") << QStringLiteral("https://www.example.com/")
                                           << QString() << QStringLiteral("filters.txt") << 0;
}

// --export FILE: the window's report without a display, the JSON that of
// `uri-inspect check --json --normalize --readers`, with check's exit status.
void TstScreenshot::exportWithoutDisplay()
{
    QFETCH(QString, uri);
    QFETCH(QString, base);
    QFETCH(QString, blocklist);
    QFETCH(int, status);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStringList baseArgs;
    if (!base.isEmpty())
        baseArgs << QStringLiteral("--base") << base;
    if (!blocklist.isEmpty())
        baseArgs << QStringLiteral("--blocklist")
                 << QStringLiteral(URI_TEST_DATA_DIR "/blocklists/") + blocklist;
    for (const QString &suffix :
         {QStringLiteral("json"), QStringLiteral("html"), QStringLiteral("md")}) {
        const QString file = dir.filePath(QStringLiteral("report.") + suffix);
        QProcess *process = runWithoutDisplay(this, QStringList{QStringLiteral("--export"), file}
                                                        + baseArgs + QStringList{uri});
        QVERIFY(process->waitForFinished(60000));
        QCOMPARE(process->exitStatus(), QProcess::NormalExit);
        QVERIFY2(process->exitCode() == status, process->readAllStandardError().constData());
        QFile report(file);
        QVERIFY(report.open(QIODevice::ReadOnly));
        const QByteArray text = report.readAll();
        if (suffix == QLatin1String("html"))
            QVERIFY(text.contains("<html"));
        if (suffix == QLatin1String("md"))
            QVERIFY(text.startsWith("# "));
        if (suffix != QLatin1String("json"))
            continue;
#ifdef URI_INSPECT_EXE
        QProcess cli;
        cli.start(QStringLiteral(URI_INSPECT_EXE),
                  QStringList{QStringLiteral("check"), QStringLiteral("--json"),
                              QStringLiteral("--normalize"), QStringLiteral("--readers")}
                      + baseArgs + QStringList{QStringLiteral("--"), uri});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), status);
        const QJsonDocument fromCli = QJsonDocument::fromJson(cli.readAllStandardOutput());
        const QJsonDocument fromWindow = QJsonDocument::fromJson(text);
        QVERIFY(fromWindow.isObject());
        QCOMPARE(fromWindow.toJson(QJsonDocument::Indented),
                 fromCli.toJson(QJsonDocument::Indented));
#endif
    }
}

void TstScreenshot::exportErrors()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // an unknown format, and a folder that does not exist: usage and write errors
    for (const QString &file :
         {dir.filePath(QStringLiteral("report.txt")), dir.filePath(QStringLiteral("report")),
          dir.filePath(QStringLiteral("no/such/folder/report.json"))}) {
        QProcess *process = runWithoutDisplay(
            this, {QStringLiteral("--export"), file, QStringLiteral("http://example.com/")});
        QVERIFY(process->waitForFinished(60000));
        QCOMPARE(process->exitStatus(), QProcess::NormalExit);
        QCOMPARE(process->exitCode(), 2);
        QVERIFY2(!process->readAllStandardError().isEmpty(), qPrintable(file));
        QVERIFY(!QFileInfo::exists(file));
    }
    // a report is written alone: with --tour or --screenshot it is a usage error
    const QString file = dir.filePath(QStringLiteral("report.json"));
    for (const QStringList &with :
         {QStringList{QStringLiteral("--tour"), QStringLiteral("2")},
          QStringList{QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("shot.png"))}}) {
        QProcess *process
            = runWithoutDisplay(this, QStringList{QStringLiteral("--export"), file} + with
                                          + QStringList{QStringLiteral("http://example.com/")});
        QVERIFY(process->waitForFinished(60000));
        QCOMPARE(process->exitCode(), 2);
        QVERIFY(process->readAllStandardError().contains("--export writes a report alone"));
        QVERIFY(!QFileInfo::exists(file));
    }
}

// A URI argument that is not UTF-8 is inspected byte for byte, as the command
// line inspects it: "http://a/" and the bytes 0xFF 0xFE (RFC 3629 §3: never
// in UTF-8), 11 bytes, not two U+FFFD (17 bytes). The shell's printf makes
// the raw argument, which QProcess cannot pass.
void TstScreenshot::argumentKeepsInvalidUtf8()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("report.json"));
    QProcess *process = runWithoutDisplay(
        this,
        {QStringLiteral("-c"),
         QStringLiteral("exec \"$0\" --export \"$1\" \"$(printf 'http://a/\\377\\376')\""),
         QStringLiteral(URI_INSPECTOR_EXE), file},
        QStringLiteral("/bin/sh"));
    QVERIFY(process->waitForFinished(60000));
    QVERIFY2(process->exitCode() == 1, process->readAllStandardError().constData());
    QFile report(file);
    QVERIFY(report.open(QIODevice::ReadOnly));
    const QJsonObject json = QJsonDocument::fromJson(report.readAll()).object();
    QCOMPARE(json.value(QStringLiteral("input_escaped")).toString(),
             QStringLiteral("http://a/\\xFF\\xFE"));
    // the path "/" 0xFF 0xFE: 3 bytes at offset 8
    const QJsonObject spans
        = json.value(QStringLiteral("parse")).toObject().value(QStringLiteral("spans")).toObject();
    QCOMPARE(spans.value(QStringLiteral("path")).toArray(), (QJsonArray{8, 3}));
}

QTEST_MAIN(TstScreenshot)
#include "tst_screenshot.moc"
