// Linear growth of every uri-inspect subcommand, run as a user runs it: a
// line of 64 KiB against one of 256 KiB of an adversarial shape. Two
// doublings may take at most 6.25 times as long (2.5 per doubling); the
// time is the child's CPU time (user and system), the best of two runs,
// and a 256 KiB run under 150 ms passes whatever its ratio, so that start-up
// and noise cannot fail the test. tests/core/tst_growth.cpp does the same
// for the core's functions.
#include "cli_test_support.h"

#include <QTest>

#include <sys/resource.h>
#include <sys/wait.h>

#include <algorithm>

namespace {

constexpr int kSmall = 64 * 1024;
constexpr int kLarge = 256 * 1024;
constexpr double kMaxRatio = 6.25;
constexpr double kFloorSeconds = 0.150;

double childrenSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    const auto seconds = [](const timeval &t) {
        return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6;
    };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

QByteArray grown(const QByteArray &prefix, const QByteArray &unit, int size)
{
    QByteArray out = prefix;
    while (out.size() + unit.size() <= size)
        out += unit;
    return out;
}

// The CPU time of one run of uri-inspect with @p args and @p input on its
// standard input; the exit status must be 0 or 1.
double timed(const QStringList &args, const QByteArray &input)
{
    const double before = childrenSeconds();
    const clitest::Run r = clitest::runCli(args, input);
    const double after = childrenSeconds();
    if (r.exitCode != 0 && r.exitCode != 1)
        qWarning("uri-inspect %s exited %d: %s", qPrintable(args.join(QLatin1Char(' '))),
                 r.exitCode, r.err.left(300).constData());
    return after - before;
}

} // namespace

class TstCliGrowth : public QObject
{
    Q_OBJECT

private slots:
    void linear_data();
    void linear();
};

void TstCliGrowth::linear_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("prefix");
    QTest::addColumn<QByteArray>("unit");
    const QStringList json{QStringLiteral("--json"), QStringLiteral("-")};
    const struct
    {
        const char *name;
        QByteArray prefix;
        QByteArray unit;
    } shapes[] = {
        {"escapes", "http://a/", "%252F%C3"},
        {"dot segments", "http://a/b/", "../"},
        {"at signs", "http://", "a@"},
        {"host labels", "http://", "a."},
        {"bidi", "http://a/",
         "\xE2\x80\xAE"
         "b"},
        {"nested", "http://a/?u=", "http%3A%2F%2Fb%2F%3Fu%3D"},
    };
    const struct
    {
        const char *name;
        QStringList args;
    } commands[] = {
        {"parse", QStringList{QStringLiteral("parse")} + json},
        {"parse whatwg",
         QStringList{QStringLiteral("parse"), QStringLiteral("--spec"), QStringLiteral("whatwg")}
             + json},
        {"normalize", QStringList{QStringLiteral("normalize")} + json},
        {"decode", QStringList{QStringLiteral("decode")} + json},
        {"encode", QStringList{QStringLiteral("encode"), QStringLiteral("--component"),
                               QStringLiteral("path")}
                       + json},
        {"check", QStringList{QStringLiteral("check")} + json},
        {"extract", QStringList{QStringLiteral("extract")} + json},
        {"readers", QStringList{QStringLiteral("readers")} + json},
        // standard input: "BASE<TAB>REFERENCE" lines (linear() adds the base)
        {"resolve", QStringList{QStringLiteral("resolve"), QStringLiteral("--trace")} + json},
    };
    for (const auto &command : commands) {
        for (const auto &shape : shapes) {
            const QByteArray name = QByteArray(command.name) + ": " + shape.name;
            QTest::newRow(name.constData()) << command.args << shape.prefix << shape.unit;
        }
    }
}

void TstCliGrowth::linear()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, prefix);
    QFETCH(QByteArray, unit);
    const QByteArray base = args.front() == QLatin1String("resolve") ? "http://x/y/z\t" : "";
    const QByteArray small = base + grown(prefix, unit, kSmall) + '\n';
    const QByteArray large = base + grown(prefix, unit, kLarge) + '\n';
    const double a = std::min(timed(args, small), timed(args, small));
    const double b = std::min(timed(args, large), timed(args, large));
    if (b < kFloorSeconds)
        return;
    const double ratio = b / std::max(a, 1e-3);
    const QString why
        = QStringLiteral("uri-inspect %1: %2 s for 64 KiB, %3 s for 256 KiB: %4 times")
              .arg(args.join(QLatin1Char(' ')))
              .arg(a, 0, 'f', 3)
              .arg(b, 0, 'f', 3)
              .arg(ratio, 0, 'f', 1);
    if (ratio > 4.5)
        qInfo("%s", qPrintable(why));
    QVERIFY2(ratio <= kMaxRatio, qPrintable(why));
}

QTEST_APPLESS_MAIN(TstCliGrowth)
#include "tst_cli_growth.moc"
