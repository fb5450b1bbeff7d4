// uri-inspect practice (docs/cli.md, docs/practice.md): a session's transcript
// held still (tests/data/practice/transcript-seed-1.txt), the JSON of the
// exercises against the core's sequence, worksheets, the end of the input,
// and the usage errors.
#include "cli_test_support.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QtTest>

using clitest::runCli;

class TstCliPractice : public QObject
{
    Q_OBJECT

private slots:
    void transcript();
    void json();
    void worksheets();
    void endOfInput();
    void usageErrors();
};

// Three answers: a split with an empty query for an undefined one, a hint
// then a resolution right but for case, a normal form a rung short.
void TstCliPractice::transcript()
{
    const clitest::Run run = runCli({"practice", "--seed", "1", "--count", "3", "--color", "never"},
                                    "mailto:\n//example.com\n/\n?\n\n\\hint\nHTTP://A/b/#s\n"
                                    "https://example.com/search?q=a%2fb\n");
    QCOMPARE(run.exitCode, 1);
    QFile expected(QStringLiteral(URI_TEST_DATA_DIR "/practice/transcript-seed-1.txt"));
    QVERIFY(expected.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(run.out), QString::fromUtf8(expected.readAll()));
    QCOMPARE(run.err, QByteArray());
}

// --json: the sequence of tests/data/practice/seed-2026.tsv, with the answers
void TstCliPractice::json()
{
    const clitest::Run run = runCli({"practice", "--seed", "2026", "--count", "40", "--json"});
    QCOMPARE(run.exitCode, 0);
    QFile file(QStringLiteral(URI_TEST_DATA_DIR "/practice/seed-2026.tsv"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QStringList rows;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (!line.isEmpty() && !line.startsWith('#'))
            rows << QString::fromUtf8(line);
    }
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), rows.size());
    int splits = 0;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const auto j = nlohmann::json::parse(lines[i].toStdString());
        const QStringList row = rows[i].split(QLatin1Char('\t'));
        QCOMPARE(QString::number(j["number"].get<int>()), row[0]);
        QCOMPARE(QString::fromStdString(j["topic"]), row[1]);
        QCOMPARE(QString::fromStdString(j["source"]), row[2]);
        QCOMPARE(QString::fromStdString(j["uri"]), row[3]);
        QCOMPARE(QString::fromStdString(j.value("base", "")), row[4]);
        QCOMPARE(QString::fromStdString(j.value("other", "")), row[5]);
        QCOMPARE(QString::fromStdString(j["answer"]), row[6]);
        if (j["topic"] == "split") {
            ++splits;
            // null for undefined, "" for empty
            QVERIFY(j["expected"].is_object());
            QVERIFY(j["expected"]["path"].is_string());
        } else if (j["topic"] == "equivalence") {
            QVERIFY(j["expected"].is_boolean());
        } else {
            QVERIFY(j["expected"].is_string());
        }
        if (j["topic"] == "resolve")
            QVERIFY(j["spec"] == "rfc3986" || j["spec"] == "draft-fielding-url-syntax-01");
    }
    QVERIFY(splits > 0);
}

void TstCliPractice::worksheets()
{
    const clitest::Run md
        = runCli({"practice", "--seed", "3", "--count", "4", "--worksheet", "md"});
    QCOMPARE(md.exitCode, 0);
    QVERIFY(md.out.startsWith("# URI practice\n\nSeed 3: 4 exercises."));
    QVERIFY(md.out.contains("\n---\n\n# Answers\n\n1. "));
    const clitest::Run html = runCli({"practice", "--seed", "3", "--count", "4", "--topic",
                                      "destination,split", "--worksheet", "html"});
    QCOMPARE(html.exitCode, 0);
    QVERIFY(html.out.startsWith("<!DOCTYPE html>"));
    QCOMPARE(html.out.count("<li><h2>Where it goes</h2>") + html.out.count("<li><h2>Split</h2>"),
             4);
}

// The end of the input stops the session: the exercises not asked are not right.
void TstCliPractice::endOfInput()
{
    const clitest::Run run = runCli({"practice", "--count", "3", "--color", "never"}, "mailto:\n");
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.contains("  scheme: mailto:\n  authority: \n\nscore 0/3 (stopped early)\n"));
    const clitest::Run quit = runCli({"practice", "--count", "3", "--color", "never"}, "\\quit\n");
    QVERIFY(quit.out.endsWith("score 0/3 (stopped early)\n"));
}

void TstCliPractice::usageErrors()
{
    for (const QStringList &args :
         {QStringList{"practice", "--seed", "2147483648"}, QStringList{"practice", "--seed", "-1"},
          QStringList{"practice", "--count", "0"}, QStringList{"practice", "--count", "1001"},
          QStringList{"practice", "--topic", "split,nope"},
          QStringList{"practice", "--worksheet", "pdf"},
          QStringList{"practice", "--worksheet", "md", "--json"},
          QStringList{"practice", "http://a/"}}) {
        const clitest::Run run = runCli(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith("uri-inspect: "), run.err.constData());
    }
}

QTEST_APPLESS_MAIN(TstCliPractice)
#include "tst_cli_practice.moc"
