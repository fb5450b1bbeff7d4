/**
 * @file corpus_support.h
 * @brief The inputs of the vectors of tests/data, as the window tests meet
 * them: every row of parse_valid, parse_invalid, hosts (as the host of an
 * http URL), resolve (each reference with its base; the bases and expected
 * targets alone), relativize, normalize, equivalent, readers_cases, the
 * inputs of WPT urltestdata.json with their bases, and the real-world
 * domain lists (as https://NAME/login); and generated hostile links. Also
 * what the tests that drive the whole window on them share: a quiet
 * offscreen platform and every item model under QAbstractItemModelTester.
 */
#pragma once

#include "../core/parse_test_support.h"

#include <QAbstractItemModel>
#include <QAbstractItemModelTester>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <initializer_list>
#include <memory>
#include <utility>
#include <vector>

namespace uri::test {

/// The longest the window's event loop may stall, in milliseconds: a
/// second; the sanitizers make the code two to three times slower, so their
/// build is held to three.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr qint64 kMaxStallMs = 3000;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr qint64 kMaxStallMs = 3000;
#else
inline constexpr qint64 kMaxStallMs = 1000;
#endif
#else
inline constexpr qint64 kMaxStallMs = 1000;
#endif

/// Settings under ~/.qttest, not the user's; and no line for each dock the
/// offscreen platform raises ("does not support propagateSizeHints()").
inline void quietOffscreenWindow()
{
    QStandardPaths::setTestModeEnabled(true);
    static QtMessageHandler previous = nullptr;
    previous = qInstallMessageHandler(
        [](QtMsgType type, const QMessageLogContext &context, const QString &message) {
            if (!message.contains(QLatin1String("propagateSizeHints")))
                previous(type, context, message);
        });
}

/// Every item model under @p window, checked on every change it reports
/// (failures reported to Qt Test).
inline std::vector<std::unique_ptr<QAbstractItemModelTester>> testEveryModel(QObject &window)
{
    std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
    for (QAbstractItemModel *model : window.findChildren<QAbstractItemModel *>()) {
        testers.push_back(std::make_unique<QAbstractItemModelTester>(
            model, QAbstractItemModelTester::FailureReportingMode::QtTest));
    }
    return testers;
}

struct CorpusInput
{
    QString source; ///< where it comes from: "parse_valid.tsv:12", "fuzz/corpus/parse/seed3"
    QString input;
    QString base; ///< the row's own base, if it has one
};

inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

#ifdef URI_FUZZ_DIR
/// Every file of fuzz/corpus and fuzz/regressions, sorted: the same order
/// on every machine.
inline QStringList fuzzFiles()
{
    QStringList files;
    for (const char *folder : {"corpus", "regressions"}) {
        QDirIterator it(QStringLiteral(URI_FUZZ_DIR "/") + QLatin1String(folder), QDir::Files,
                        QDirIterator::Subdirectories);
        QStringList inFolder;
        while (it.hasNext())
            inFolder << it.next();
        inFolder.sort();
        files << inFolder;
    }
    return files;
}
#endif

namespace detail {

/// The columns @p columns of every row of tests/data/@p name, with the base
/// of column @p baseColumn.
inline void addTsv(std::vector<CorpusInput> &out, const char *name,
                   std::initializer_list<int> columns, int baseColumn = -1)
{
    for (const TsvRow &row : readTsv(name)) {
        for (const int column : columns) {
            if (column >= row.fields.size())
                continue;
            CorpusInput in{QStringLiteral("%1:%2").arg(QLatin1String(name)).arg(row.line),
                           QString::fromUtf8(row.fields[column]), QString()};
            if (baseColumn >= 0 && baseColumn < row.fields.size())
                in.base = QString::fromUtf8(row.fields[baseColumn]);
            out.push_back(std::move(in));
        }
    }
}

/// One input a line of tests/data/@p name (comments skipped): what
/// @p toInput makes of the line (an empty string leaves it out), named
/// FILE:LINE.
template <class ToInput>
inline void addLines(std::vector<CorpusInput> &out, const QString &name, ToInput toInput)
{
    const QList<QByteArray> lines
        = readFile(QStringLiteral(URI_TEST_DATA_DIR "/") + name).split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        if (const QString input = toInput(QString::fromUtf8(line)); !input.isEmpty())
            out.push_back({QStringLiteral("%1:%2").arg(name).arg(i + 1), input, QString()});
    }
}

/// A list of domains: each as its login page.
inline void addHosts(std::vector<CorpusInput> &out, const QString &name)
{
    addLines(out, name,
             [](const QString &host) { return QStringLiteral("https://%1/login").arg(host); });
}

/// Chromium's IDN spoof-checker cases (chrome_idn_cases.tsv): each host as
/// written in the test and in its Unicode form.
inline void addChromeIdnCases(std::vector<CorpusInput> &out)
{
    const QList<QByteArray> lines
        = readFile(QStringLiteral(URI_TEST_DATA_DIR "/chrome_idn_cases.tsv")).split('\n');
    bool header = true;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i].isEmpty() || lines[i].startsWith('#'))
            continue;
        if (std::exchange(header, false))
            continue; // the line that names the columns
        const QList<QByteArray> fields = lines[i].split('\t');
        for (qsizetype column = 0; column < std::min<qsizetype>(2, fields.size()); ++column) {
            out.push_back({QStringLiteral("chrome_idn_cases.tsv:%1").arg(i + 1),
                           QStringLiteral("http://%1/").arg(QString::fromUtf8(fields[column])),
                           QString()});
        }
    }
}

/// Web-platform-tests urltestdata.json: every input with its base.
inline void addWpt(std::vector<CorpusInput> &out)
{
    const QJsonArray rows = QJsonDocument::fromJson(
                                readFile(QStringLiteral(URI_TEST_DATA_DIR "/wpt_urltestdata.json")))
                                .array();
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QJsonObject row = rows[i].toObject();
        if (!row.contains(QLatin1String("input")))
            continue; // a comment
        out.push_back({QStringLiteral("wpt_urltestdata.json:%1").arg(i),
                       row.value(QLatin1String("input")).toString(),
                       row.value(QLatin1String("base")).toString()});
    }
}

} // namespace detail

// The pieces of generated hostile links (docs/security-checks.md §4):
// delimiters in the wrong places, escapes and double escapes, dot segments,
// every IPv4 form of RFC 3986 §7.4 and the URL Standard's IPv4 parser, IPv6
// and zone ids, bidi and invisible characters, controls, a NUL, a
// replacement character (what bytes that are not UTF-8 become in a
// QString), IDNA, nesting, defangs and long runs.
inline const QStringList &hostilePieces()
{
    static const QStringList all{
        QStringLiteral("http://"),
        QStringLiteral("https://"),
        QStringLiteral("file:///"),
        QStringLiteral("javascript:"),
        QStringLiteral("mailto:"),
        QStringLiteral("//"),
        QStringLiteral("@"),
        QStringLiteral(":"),
        QStringLiteral(":80"),
        QStringLiteral("["),
        QStringLiteral("]"),
        QStringLiteral("?"),
        QStringLiteral("#"),
        QStringLiteral("\\"),
        QStringLiteral("/"),
        QStringLiteral("%"),
        QStringLiteral("%25"),
        QStringLiteral("%252F"),
        QStringLiteral("%C3"),
        QStringLiteral("%00"),
        QStringLiteral("%2e%2e/"),
        QStringLiteral("../"),
        QStringLiteral("./"),
        QStringLiteral("1"),
        QStringLiteral("0"),
        QStringLiteral("0x7f.1"),
        QStringLiteral("127.1"),
        QStringLiteral("2130706433"),
        QStringLiteral("0177.0.0.1"),
        QStringLiteral("192.0.2.7"),
        QStringLiteral("[::1]"),
        QStringLiteral("[::ffff:10.0.0.1]"),
        QStringLiteral("[::1%25eth0]"),
        QStringLiteral("[v7.x]"),
        QStringLiteral("xn--"),
        QStringLiteral("xn--mtamask-d8a.com"),
        QStringLiteral("paypal.com"),
        QStringLiteral("google.com"),
        QStringLiteral("evil.example"),
        QStringLiteral("user:pass"),
        QStringLiteral("\u202E"),
        QStringLiteral("\u2066"),
        QStringLiteral("\u200B"),
        QStringLiteral("\uFEFF"),
        QStringLiteral("\uFFFD"),
        QStringLiteral("\u0430"),
        QStringLiteral("\u0440"),
        QStringLiteral("\u3002"),
        QStringLiteral("\u4F8B\u3048"),
        QStringLiteral("\t"),
        QStringLiteral("\n"),
        QStringLiteral("\x01"),
        QString(QChar(0)),
        QStringLiteral("?url=http%3A%2F%2Fevil.example%2F"),
        QStringLiteral("?redirect_uri=https://evil.example/"),
        QStringLiteral("hxxp://a[.]b"),
        QStringLiteral(" "),
        QStringLiteral("a"),
        QStringLiteral("\u00e9"),
        QStringLiteral(";p"),
    };
    return all;
}

/// How hostileInput() builds a link: 1 to maxPieces pieces, one in
/// longRunOneIn of them repeated longRun to longRun * 5 times.
struct HostileShape
{
    int maxPieces = 24;
    int longRunOneIn = 20;
    int longRun = 200;
};

/// A hostile input of pieces of hostilePieces() (the same ones for the same
/// generator state).
inline QString hostileInput(QRandomGenerator &random, HostileShape shape = {})
{
    QString out;
    const int count = 1 + random.bounded(shape.maxPieces);
    for (int i = 0; i < count; ++i) {
        const QString &piece = hostilePieces()[random.bounded(hostilePieces().size())];
        out += random.bounded(shape.longRunOneIn) == 0
                   ? piece.repeated(shape.longRun + random.bounded(4 * shape.longRun))
                   : piece;
    }
    return out;
}

/// Every input of the vectors of tests/data, in a fixed order.
inline std::vector<CorpusInput> vectorInputs()
{
    std::vector<CorpusInput> all;
    detail::addTsv(all, "parse_valid.tsv", {0});
    detail::addTsv(all, "parse_invalid.tsv", {0});
    for (const TsvRow &row : readTsv("hosts.tsv"))
        all.push_back({QStringLiteral("hosts.tsv:%1").arg(row.line),
                       QStringLiteral("http://%1/").arg(QString::fromUtf8(row.fields[0])),
                       QString()});
    detail::addTsv(all, "resolve.tsv", {1}, 0);
    detail::addTsv(all, "resolve.tsv", {0, 2});
    detail::addTsv(all, "relativize.tsv", {0}, 1);
    detail::addTsv(all, "normalize.tsv", {0, 1});
    detail::addTsv(all, "equivalent.tsv", {0, 1});
    detail::addTsv(all, "readers_cases.tsv", {0});
    detail::addWpt(all);
    detail::addChromeIdnCases(all);
    for (const char *name : {"legit_top_sites.txt", "legit_idn.txt", "legit_eth_whitelist.txt",
                             "phishing_combo.txt", "phishing_idn.txt"})
        detail::addHosts(all, QStringLiteral("realworld/") + QLatin1String(name));
    return all;
}

} // namespace uri::test
