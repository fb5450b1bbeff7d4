// Linear growth of every uri-inspect subcommand, run as a user runs it: a
// line of 64 KiB against one of 256 KiB of an adversarial shape. Two
// doublings may take at most 6.25 times as much (2.5 per doubling) of:
// - CPU time, the child's (user and system), the best of two runs; a
//   256 KiB run under 150 ms passes whatever its ratio, so that start-up and
//   noise cannot fail the test;
// - memory, the child's own peak resident set (VmHWM) beyond that of a run
//   on an empty input; under 16 MiB beyond it passes whatever its ratio.
// URI_GROWTH_VERBOSE=1 in the environment prints every measure.
// tests/core/tst_growth.cpp does the same for the core's functions.
#include "cli_test_support.h"

#include <QTemporaryFile>
#include <QTest>

#include <fcntl.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <vector>

namespace {

constexpr int kSmall = 64 * 1024;
constexpr int kLarge = 256 * 1024;
constexpr double kMaxRatio = 6.25;
constexpr double kFloorSeconds = 0.150;
constexpr long kFloorKiB = 16 * 1024;

QByteArray grown(const QByteArray &prefix, const QByteArray &unit, int size)
{
    QByteArray out = prefix;
    while (out.size() + unit.size() <= size)
        out += unit;
    return out;
}

struct Cost
{
    double seconds = 0; ///< user and system CPU time
    long peakKiB = 0;   ///< the peak resident set of the program itself (VmHWM)
};

// The peak resident set of stopped process @p pid, from /proc (proc(5)).
long peakResidentKiB(pid_t pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').front().toLong();
    }
    return -1;
}

// One run of uri-inspect with @p args and @p input on its standard input,
// its output discarded; the exit status must be 0 or 1. The child's own
// peak is read from /proc when it stops on its way out (ptrace(2),
// PTRACE_O_TRACEEXIT): the ru_maxrss of wait4() would also count the
// memory of this process, which exec(2) carries over to the child.
Cost measured(const QStringList &args, const QByteArray &input)
{
    QTemporaryFile in;
    if (!in.open() || in.write(input) != input.size() || !in.flush())
        qFatal("cannot write the input to a temporary file");
    std::vector<QByteArray> owned{QByteArrayLiteral(URI_INSPECT_EXE)};
    for (const QString &a : args)
        owned.push_back(a.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &a : owned)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    const QByteArray inPath = QFile::encodeName(in.fileName());
    const int inFd = open(inPath.constData(), O_RDONLY | O_CLOEXEC);
    const int nullFd = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (inFd < 0 || nullFd < 0)
        qFatal("cannot open the input or /dev/null");

    const pid_t pid = fork();
    if (pid == 0) {
        // only async-signal-safe calls between fork() and exec()
        if (dup2(inFd, 0) < 0 || dup2(nullFd, 1) < 0 || dup2(nullFd, 2) < 0
            || ptrace(PTRACE_TRACEME, 0, nullptr, nullptr) != 0)
            _exit(126);
        execv(argv[0], argv.data());
        _exit(127);
    }
    close(inFd);
    close(nullFd);
    if (pid < 0)
        qFatal("cannot fork");

    Cost cost;
    int status = 0;
    rusage usage{};
    // stopped by SIGTRAP at the exec(), then at its exit, then gone
    while (wait4(pid, &status, 0, &usage) == pid && WIFSTOPPED(status)) {
        int deliver = 0;
        if (status >> 8 == (SIGTRAP | (PTRACE_EVENT_EXIT << 8)))
            cost.peakKiB = peakResidentKiB(pid);
        else if (WSTOPSIG(status) == SIGTRAP && cost.peakKiB == 0)
            ptrace(PTRACE_SETOPTIONS, pid, nullptr, PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL);
        else
            deliver = WSTOPSIG(status);
        ptrace(PTRACE_CONT, pid, nullptr, deliver);
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) > 1)
        qWarning("uri-inspect %s ended with status %d", qPrintable(args.join(QLatin1Char(' '))),
                 status);
    const auto seconds = [](const timeval &t) {
        return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6;
    };
    cost.seconds = seconds(usage.ru_utime) + seconds(usage.ru_stime);
    return cost;
}

// The better of two runs: the least time, the least memory.
Cost bestOfTwo(const QStringList &args, const QByteArray &input)
{
    const Cost a = measured(args, input);
    const Cost b = measured(args, input);
    return {std::min(a.seconds, b.seconds), std::min(a.peakKiB, b.peakKiB)};
}

} // namespace

class TstCliGrowth : public QObject
{
    Q_OBJECT

private slots:
    void linear_data();
    void linear();
    void boundedBatch_data();
    void boundedBatch();
    void hugeLineJson_data();
    void hugeLineJson();
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
        {"extract --check",
         QStringList{QStringLiteral("extract"), QStringLiteral("--check")} + json},
        {"readers", QStringList{QStringLiteral("readers")} + json},
        // standard input: "BASE<TAB>REFERENCE" lines, "BASE<TAB>TARGET",
        // "A<TAB>B" (linear() adds the first)
        {"resolve", QStringList{QStringLiteral("resolve"), QStringLiteral("--trace")} + json},
        {"relativize", QStringList{QStringLiteral("relativize")} + json},
        {"compare", QStringList{QStringLiteral("compare")} + json},
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
    const bool twoColumns = args.front() == QLatin1String("resolve")
                            || args.front() == QLatin1String("relativize")
                            || args.front() == QLatin1String("compare");
    const QByteArray base = twoColumns ? "http://x/y/z\t" : "";
    const QByteArray small = base + grown(prefix, unit, kSmall) + '\n';
    const QByteArray large = base + grown(prefix, unit, kLarge) + '\n';
    const QString what = QStringLiteral("uri-inspect ") + args.join(QLatin1Char(' '));
    const Cost empty = measured(args, base + '\n');
    const Cost a = bestOfTwo(args, small);
    const Cost b = bestOfTwo(args, large);

    QVERIFY2(empty.peakKiB > 0 && a.peakKiB > 0 && b.peakKiB > 0,
             "no peak resident set read from /proc for uri-inspect");
    const long grownA = std::max(a.peakKiB - empty.peakKiB, 1L);
    const long grownB = b.peakKiB - empty.peakKiB;
    const double memoryRatio = static_cast<double>(grownB) / static_cast<double>(grownA);
    const QString memoryWhy
        = QStringLiteral("%1: %2 KiB resident beyond an empty input for 64 KiB, %3 KiB for "
                         "256 KiB: %4 times")
              .arg(what)
              .arg(grownA)
              .arg(grownB)
              .arg(memoryRatio, 0, 'f', 1);
    if (qEnvironmentVariableIsSet("URI_GROWTH_VERBOSE") || memoryRatio > 4.5)
        qInfo("%s", qPrintable(memoryWhy));
    QVERIFY2(grownB < kFloorKiB || memoryRatio <= kMaxRatio, qPrintable(memoryWhy));

    if (b.seconds < kFloorSeconds)
        return;
    const double ratio = b.seconds / std::max(a.seconds, 1e-3);
    const QString why = QStringLiteral("%1: %2 s for 64 KiB, %3 s for 256 KiB: %4 times")
                            .arg(what)
                            .arg(a.seconds, 0, 'f', 3)
                            .arg(b.seconds, 0, 'f', 3)
                            .arg(ratio, 0, 'f', 1);
    if (ratio > 4.5)
        qInfo("%s", qPrintable(why));
    QVERIFY2(ratio <= kMaxRatio, qPrintable(why));
}

void TstCliGrowth::boundedBatch_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("lineCount");
    // --get: a short line out per line in, so that what is measured is the
    // input held, not the output of the chunks in flight
    const QStringList tail{QStringLiteral("--get"), QStringLiteral("{host}"),
                           QStringLiteral("--jobs"), QStringLiteral("2"), QStringLiteral("-")};
    for (const char *command : {"parse", "normalize", "resolve", "check"})
        QTest::newRow(command) << QStringList{QString::fromLatin1(command)} + tail << 10000;
    // extract reads its text a piece at a time: a line out per URI, all of
    // them, never the whole text held. Its pieces are 256 KiB: the smaller
    // text (3 MiB) already keeps both threads and their pieces in flight busy
    QTest::newRow("extract") << QStringList{QStringLiteral("extract"), QStringLiteral("--jobs"),
                                            QStringLiteral("2"), QStringLiteral("-")}
                             << 40000;
}

// A batch on several threads is streamed (cli_jobs.h): a few chunks in
// flight, never the whole input. Four times the lines may not cost more
// resident memory than a fraction of what holding them would.
void TstCliGrowth::boundedBatch()
{
    QFETCH(QStringList, args);
    QFETCH(int, lineCount);
    const bool resolve = args.front() == QLatin1String("resolve");
    const auto lines = [resolve](int count) {
        QByteArray out;
        for (int i = 0; i < count; ++i) {
            // a thousand hosts: the analysis keeps its answers per host, bounded
            const QByteArray n = QByteArray::number(i);
            out += QByteArray(resolve ? "http://a/b/c/d;p?q\t" : "") + "https://host"
                   + QByteArray::number(i % 1000) + ".example.com/a/b/../c/%7Euser/page" + n
                   + ".html?q=" + n + "#top\n";
        }
        return out;
    };
    const QByteArray small = lines(lineCount);
    const QByteArray large = lines(4 * lineCount);
    const Cost a = measured(args, small);
    const Cost b = measured(args, large);
    QVERIFY2(a.peakKiB > 0 && b.peakKiB > 0, "no peak resident set read from /proc");
    // Holding the extra lines alone would take their bytes and more.
    const long extraInputKiB = static_cast<long>((large.size() - small.size()) / 1024);
    const QString why = QStringLiteral("uri-inspect %1: %2 KiB resident for %3 KiB of input, "
                                       "%4 KiB for %5 KiB")
                            .arg(args.join(QLatin1Char(' ')))
                            .arg(a.peakKiB)
                            .arg(small.size() / 1024)
                            .arg(b.peakKiB)
                            .arg(large.size() / 1024);
    if (qEnvironmentVariableIsSet("URI_GROWTH_VERBOSE"))
        qInfo("%s", qPrintable(why));
    QVERIFY2(b.peakKiB - a.peakKiB < extraInputKiB / 2, qPrintable(why));
}

void TstCliGrowth::hugeLineJson_data()
{
    QTest::addColumn<QByteArray>("prefix");
    QTest::addColumn<QByteArray>("unit");
    QTest::newRow("path segments") << QByteArray("http://a/") << QByteArray("abcdefghij/");
    QTest::newRow("query parameters") << QByteArray("http://a/?") << QByteArray("k=v%41&");
    QTest::newRow("invalid bytes") << QByteArray("http://a/") << QByteArray("\xFF\"\\%/");
}

// `parse --json` of one 4 MiB line: its JSON (four times the input and
// more) is written as it is made, and the line is read at its own size, so
// the program grows by less than three bytes per input byte. Not under
// AddressSanitizer, whose shadow memory and quarantine are no program's.
void TstCliGrowth::hugeLineJson()
{
#if defined(__SANITIZE_ADDRESS__)
    QSKIP("AddressSanitizer's own memory would be measured");
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    QSKIP("AddressSanitizer's own memory would be measured");
#endif
#endif
    QFETCH(QByteArray, prefix);
    QFETCH(QByteArray, unit);
    const QStringList args{QStringLiteral("parse"), QStringLiteral("--json"), QStringLiteral("-")};
    const QByteArray line = grown(prefix, unit, 4 << 20) + '\n';
    const Cost empty = measured(args, "\n");
    const Cost huge = measured(args, line);
    const double perByte = static_cast<double>(huge.peakKiB - empty.peakKiB) * 1024.0
                           / static_cast<double>(line.size());
    const QString why = QStringLiteral("parse --json of a %1-byte line: %2 KiB resident, "
                                       "%3 KiB for an empty line: %4 bytes per input byte")
                            .arg(line.size())
                            .arg(huge.peakKiB)
                            .arg(empty.peakKiB)
                            .arg(perByte, 0, 'f', 2);
    if (qEnvironmentVariableIsSet("URI_GROWTH_VERBOSE"))
        qInfo("%s", qPrintable(why));
    QVERIFY2(perByte <= 3.0, qPrintable(why));
}

QTEST_APPLESS_MAIN(TstCliGrowth)
#include "tst_cli_growth.moc"
