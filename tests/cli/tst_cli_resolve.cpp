// uri-inspect resolve: the command-line contract of docs/cli.md,
// run as a user runs it (QProcess), asserting JSON Lines, exit status and
// the readable form.
#include "cli_test_support.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <string>

using nlohmann::json;

namespace {

using clitest::lines;
using clitest::Run;
using clitest::runCli;

json parseLine(const QByteArray &line)
{
    return json::parse(line.toStdString());
}

const QString kBase = QStringLiteral("http://a/b/c/d;p?q"); // RFC 3986 §5.4

} // namespace

class TstCliResolve : public QObject
{
    Q_OBJECT

private slots:
    void jsonFields();
    void traceJson();
    void notesAndHazards();
    void allSpecs();
    void stdinBatch();
    void exitStatus_data();
    void exitStatus();
    void endOfOptions();
    void textForm();
    void help();
    void relativizeVectors();
};

void TstCliResolve::jsonFields()
{
    const Run r = runCli({"resolve", "--json", kBase, "g", "?y", "#s"});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 3);
    const json g = parseLine(out[0]);
    QCOMPARE(g["base"], "http://a/b/c/d;p?q");
    QCOMPARE(g["reference"], "g");
    QCOMPARE(g["spec"], "rfc3986");
    QCOMPARE(g["target"], "http://a/b/c/g");
    QVERIFY(g["error"].is_null());
    QCOMPARE(g["same_document"], false);
    QVERIFY(g["trace"].is_array());
    QCOMPARE(g["notes"], json::array());
    QCOMPARE(g["base_diagnostics"], json::array());
    QCOMPARE(g["reference_diagnostics"], json::array());
    QVERIFY(!g.contains("differs_from_rfc3986"));
    QCOMPARE(parseLine(out[1])["target"], "http://a/b/c/d;p?y");
    QCOMPARE(parseLine(out[2])["target"], "http://a/b/c/d;p?q#s");
    QCOMPARE(parseLine(out[2])["same_document"], true);
}

void TstCliResolve::traceJson()
{
    // RFC 3986 §5.2.4, the first table, through the whole resolution
    const Run r = runCli({"resolve", "--json", "http://a/b/c/", "/a/b/c/./../../g"});
    QCOMPARE(r.exitCode, 0);
    const json j = parseLine(lines(r.out).at(0));
    QCOMPARE(j["target"], "http://a/a/g");
    QStringList rows;
    for (const json &s : j["trace"]) {
        rows << QString::fromStdString(s["rule"].get<std::string>() + "|"
                                       + s["output"].get<std::string>() + "|"
                                       + s["input"].get<std::string>());
        QVERIFY(s["description"].is_string());
        QVERIFY(s["rule_id"].get<std::string>().rfind("rfc3986-", 0) == 0);
        QVERIFY(s["cite"].get<std::string>().rfind("RFC 3986 §", 0) == 0);
    }
    const QStringList expected{"5.2.1|http://a/b/c/|/a/b/c/./../../g",
                               "R.path starts with \"/\"||/a/b/c/./../../g",
                               "1||/a/b/c/./../../g",
                               "2E|/a|/b/c/./../../g",
                               "2E|/a/b|/c/./../../g",
                               "2E|/a/b/c|/./../../g",
                               "2B|/a/b/c|/../../g",
                               "2C|/a/b|/../g",
                               "2C|/a|/g",
                               "2E|/a/g|",
                               "3|/a/g|",
                               "T.query = R.query|/a/g|",
                               "T.authority = Base.authority|//a/a/g|a",
                               "T.scheme = Base.scheme|http://a/a/g|http",
                               "T.fragment = R.fragment|http://a/a/g|",
                               "5.3|http://a/a/g|"};
    QCOMPARE(rows, expected);
}

void TstCliResolve::notesAndHazards()
{
    const Run r = runCli({"resolve", "--json", "f:/a", ".//g"});
    QCOMPARE(r.exitCode, 0); // a hazard note is no error
    const json j = parseLine(lines(r.out).at(0));
    QCOMPARE(j["target"], "f://g");
    QCOMPARE(j["notes"].size(), 1u);
    QCOMPARE(j["notes"][0]["code"], "path-looks-like-authority");
    QCOMPARE(j["notes"][0]["severity"], "warning");
    QCOMPARE(j["notes"][0]["alternative"], "f:/.//g");

    const Run invalid = runCli({"resolve", "--json", kBase, "g h"});
    QCOMPARE(invalid.exitCode, 1);
    const json k = parseLine(lines(invalid.out).at(0));
    QCOMPARE(k["target"], "http://a/b/c/g h");
    QCOMPARE(k["error"]["code"], "invalid-reference");
    QCOMPARE(k["error"]["cite"], "RFC 3986 §4.1");
    QCOMPARE(k["reference_diagnostics"][0]["code"], "whitespace");
    QCOMPARE(k["reference_diagnostics"][0]["offset"], 1);
}

void TstCliResolve::allSpecs()
{
    const Run r = runCli({"resolve", "--all-specs", "--json", kBase, "../../../g", "http:g"});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 12);
    QStringList specs;
    QStringList targets;
    QList<bool> differs;
    for (const QByteArray &line : out) {
        const json j = parseLine(line);
        specs << QString::fromStdString(j["spec"].get<std::string>());
        targets << QString::fromStdString(j["target"].get<std::string>());
        differs << j["differs_from_rfc3986"].get<bool>();
    }
    const QStringList generations{"rfc3986", "rfc3986-nonstrict",
                                  "rfc2396", "draft-fielding-url-syntax-01",
                                  "rfc1808", "rfc1630"};
    QCOMPARE(specs, generations + generations);
    QCOMPARE(targets.mid(0, 6), (QStringList{"http://a/g", "http://a/g", "http://a/../g",
                                             "http://a/../g", "http://a/../g", "http://a/../g"}));
    QCOMPARE(differs.mid(0, 6), (QList<bool>{false, false, true, true, true, true}));
    QCOMPARE(targets.mid(6), (QStringList{"http:g", "http://a/b/c/g", "http:g", "http:g", "http:g",
                                          "http://a/b/c/g"}));
    QCOMPARE(differs.mid(6), (QList<bool>{false, true, false, false, false, true}));
}

void TstCliResolve::stdinBatch()
{
    const QByteArray input = "http://a/b/c/d;p?q\tg\r\n"
                             "no tab here\n"
                             "relative\tg\n"
                             "\xEF\xBB\xBF"
                             "http://a/\t../x\n";
    const Run r = runCli({"resolve", "--json", "-"}, "\xEF\xBB\xBF" + input);
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 4);
    QCOMPARE(parseLine(out[0])["target"], "http://a/b/c/g");
    QCOMPARE(parseLine(out[1])["error"]["code"], "bad-input");
    QVERIFY(parseLine(out[1])["target"].is_null());
    QCOMPARE(parseLine(out[2])["error"]["code"], "relative-base");
    QVERIFY(parseLine(out[2])["target"].is_null());
    // Only the first byte order mark of the stream is dropped.
    QCOMPARE(parseLine(out[3])["base"], "\xEF\xBB\xBFhttp://a/");
}

void TstCliResolve::exitStatus_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("status");

    QTest::newRow("ok") << QStringList{"resolve", kBase, "g"} << 0;
    QTest::newRow("relative base") << QStringList{"resolve", "a/b", "g"} << 1;
    QTest::newRow("invalid base, strict") << QStringList{"resolve", "http://a b/", "g"} << 1;
    QTest::newRow("invalid base, non-strict")
        << QStringList{"resolve", "--spec", "rfc3986-nonstrict", "http://a b/", "g"} << 0;
    QTest::newRow("rfc1630 no run")
        << QStringList{"resolve", "--spec", "rfc1630", kBase, "///g"} << 1;
    QTest::newRow("draft-01 by its short name")
        << QStringList{"resolve", "--spec", "draft-01", kBase, "?y"} << 0;
    QTest::newRow("no arguments") << QStringList{"resolve"} << 2;
    QTest::newRow("no reference") << QStringList{"resolve", kBase} << 2;
    QTest::newRow("- with others") << QStringList{"resolve", kBase, "-"} << 2;
    QTest::newRow("unknown spec") << QStringList{"resolve", "--spec", "rfc9999", kBase, "g"} << 2;
    QTest::newRow("whatwg") << QStringList{"resolve", "--spec", "whatwg", kBase, "g"} << 0;
    QTest::newRow("whatwg, failing reference")
        << QStringList{"resolve", "--spec", "whatwg", kBase, "http://[::1"} << 1;
    QTest::newRow("--spec and --all-specs")
        << QStringList{"resolve", "--spec", "rfc2396", "--all-specs", kBase, "g"} << 2;
    QTest::newRow("unknown option") << QStringList{"resolve", "--nope", kBase, "g"} << 2;
}

void TstCliResolve::exitStatus()
{
    QFETCH(QStringList, args);
    QFETCH(int, status);
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, status);
    if (status == 2)
        QVERIFY(r.err.startsWith("uri-inspect: "));
}

void TstCliResolve::endOfOptions()
{
    // After "--", "-" is a reference and "--json" a relative path.
    const Run r = runCli({"resolve", "--json", "--", kBase, "-", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 2);
    QCOMPARE(parseLine(out[0])["target"], "http://a/b/c/-");
    QCOMPARE(parseLine(out[1])["target"], "http://a/b/c/--json");
}

void TstCliResolve::textForm()
{
    const Run r = runCli({"resolve", "--color", "never", "--trace", kBase, "../g"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("base       http://a/b/c/d;p?q\n"));
    QVERIFY(r.out.contains("reference  ../g\n"));
    QVERIFY(r.out.contains("spec       rfc3986\n"));
    QVERIFY(r.out.contains("target     http://a/b/g\n"));
    QVERIFY(r.out.contains("step"));
    QVERIFY(r.out.contains("2C "));
    QVERIFY(!r.out.contains('\x1b'));

    const Run all = runCli({"resolve", "--color", "never", "--all-specs", kBase, "?y"});
    QCOMPARE(all.exitCode, 0);
    QVERIFY(all.out.contains("rfc3986-nonstrict"));
    const QList<QByteArray> rows = lines(all.out);
    const auto rowOf = [&](const char *spec) {
        for (const QByteArray &row : rows) {
            if (row.startsWith(QByteArray("  ") + spec + ' '))
                return row;
        }
        return QByteArray();
    };
    QVERIFY(rowOf("rfc2396").contains("http://a/b/c/?y"));
    QVERIFY(rowOf("rfc2396").contains("differs"));
    QVERIFY(!rowOf("rfc1808").contains("differs"));

    // Control characters never reach the terminal.
    const Run hostile = runCli({"resolve", "--color", "never", kBase, "g\x1b[31m"});
    QVERIFY(!hostile.out.contains('\x1b'));
}

void TstCliResolve::help()
{
    const Run r = runCli({"resolve", "--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("usage: uri-inspect resolve"));
    QVERIFY(r.out.contains("--all-specs"));
    const Run main = runCli({"--help"});
    QVERIFY(main.out.contains("  resolve "));
}

// relativize, the inverse of resolve, on the vectors of
// tests/data/relativize.tsv (uriparser's FourSuite cases, its sources named
// per row): "domain_root_mode yes" allows an absolute path (the shortest
// reference), "no" prefers "../" runs.
void TstCliResolve::relativizeVectors()
{
    QFile file(QStringLiteral(URI_TEST_DATA_DIR "/relativize.tsv"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray shortest;
    QByteArray relativePath;
    QList<QByteArray> expectShortest;
    QList<QByteArray> expectRelativePath;
    bool header = true;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        if (header) { // target base expected_relative_ref domain_root_mode source
            header = false;
            continue;
        }
        const QList<QByteArray> f = line.split('\t');
        QVERIFY(f.size() >= 4);
        const QByteArray pair = f[1] + '\t' + f[0] + '\n';
        if (f[3] == "yes") {
            shortest += pair;
            expectShortest << f[2];
        } else {
            relativePath += pair;
            expectRelativePath << f[2];
        }
    }
    QVERIFY(expectShortest.size() + expectRelativePath.size() > 20);
    const auto check = [](const Run &r, const QList<QByteArray> &expected) {
        const QList<QByteArray> out = lines(r.out);
        QCOMPARE(out.size(), expected.size());
        for (qsizetype i = 0; i < out.size(); ++i) {
            const json j = json::parse(out[i].toStdString());
            QVERIFY2(!j["reference"].is_null(), out[i].constData());
            QCOMPARE(QByteArray::fromStdString(j["reference"].get<std::string>()), expected[i]);
        }
    };
    check(runCli({"relativize", "--json", "-"}, shortest), expectShortest);
    check(runCli({"relativize", "--json", "--mode", "relative-path", "-"}, relativePath),
          expectRelativePath);
    // a relative target has no reference (RFC 3986 §4.3)
    const Run relative = runCli({"relativize", "--json", "http://a/b/c/d", "g"});
    QCOMPARE(relative.exitCode, 1);
    QCOMPARE(json::parse(lines(relative.out)[0].toStdString())["error"]["code"], "relative-target");
    QCOMPARE(runCli({"relativize", "--mode", "nearest", "http://a/", "http://a/b"}).exitCode, 2);
}

QTEST_APPLESS_MAIN(TstCliResolve)
#include "tst_cli_resolve.moc"
