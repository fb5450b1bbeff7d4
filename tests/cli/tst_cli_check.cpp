// uri-inspect check and extract: the command-line contract of docs/cli.md,
// run as a user runs it (QProcess): JSON Lines, exit status, batches.
#include "cli_test_support.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

using nlohmann::json;

namespace {

using clitest::lines;
using clitest::Run;
using clitest::runCli;

} // namespace

class TstCliCheck : public QObject
{
    Q_OBJECT

private slots:
    void jsonFields();
    void exitStatus_data();
    void exitStatus();
    void textForm();
    void userData();
    void blocklists();
    void batchNeverStops();
    void extractJson();
    void extractCheck();
    void extractEveryUriOfALongLog();
    void help();
};

// docs/cli.md: input, verdict, destination{scheme, host, ip, port,
// registrable_domain}, views{rfc3986, whatwg}, findings[{id, name, severity,
// offset, length, cite, message, nested}]
void TstCliCheck::jsonFields()
{
    const Run r = runCli(
        {"check", "--json", "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm"});
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 1);
    const json j = json::parse(out[0].toStdString());
    QCOMPARE(j["input"], "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm");
    QCOMPARE(j["verdict"], "high");
    QCOMPARE(j["destination"]["scheme"], "ftp");
    QCOMPARE(j["destination"]["host"], "10.0.0.1");
    QCOMPARE(j["destination"]["ip"], "10.0.0.1");
    QCOMPARE(j["destination"]["port"], 21);
    QVERIFY(j["destination"]["registrable_domain"].is_null());
    QCOMPARE(j["views"]["rfc3986"]["userinfo"], "cnn.example.com&story=breaking_news");
    QCOMPARE(j["views"]["whatwg"]["host"], "10.0.0.1");
    bool a12 = false;
    for (const json &f : j["findings"]) {
        for (const char *field :
             {"id", "name", "severity", "offset", "length", "cite", "message", "nested"})
            QVERIFY2(f.contains(field), field);
        if (f["id"] == "A12") {
            QCOMPARE(f["name"], "deceptive-userinfo");
            QCOMPARE(f["severity"], "high");
            QCOMPARE(f["offset"], 6);
            QCOMPARE(f["length"], 35);
            QCOMPARE(f["cite"], "RFC 3986 \xC2\xA7"
                                "7.6");
            QVERIFY(f["nested"].is_null());
            a12 = true;
        }
    }
    QVERIFY(a12);
    QVERIFY(j["data_versions"]["icu"].is_string());
    QVERIFY(j["data_versions"]["psl_date"].is_string());
    QCOMPARE(j["data_versions"]["tables"].size(), std::size_t(14));
    QVERIFY(j["display"]["safe_text"].is_string());
}

void TstCliCheck::exitStatus_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("status");
    QTest::newRow("nothing above info") << QStringList{"check", "https://example.com/"} << 0;
    QTest::newRow("info only") << QStringList{"check", "http://example.com/"} << 0;
    QTest::newRow("flagged") << QStringList{"check", "http://127.0.0.1/"} << 1;
    QTest::newRow("one of two flagged")
        << QStringList{"check", "https://example.com/", "javascript:alert(1)"} << 1;
    QTest::newRow("no input") << QStringList{"check"} << 2;
    QTest::newRow("unknown option") << QStringList{"check", "--nope", "x"} << 2;
    QTest::newRow("missing data file")
        << QStringList{"check", "--data", "/nonexistent/ports.txt", "x"} << 2;
    QTest::newRow("literal dash") << QStringList{"check", "--", "-"} << 0;
}

void TstCliCheck::exitStatus()
{
    QFETCH(QStringList, args);
    QFETCH(int, status);
    QCOMPARE(runCli(args).exitCode, status);
}

void TstCliCheck::textForm()
{
    const Run r = runCli({"check", "--color", "never", "https://exa\xE2\x80\x8Bmple.com/"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.contains("verdict     HIGH"));
    QVERIFY(r.out.contains("U7 invisible-character  [11,3]"));
    // the invisible character is never sent to the terminal as it is
    QVERIFY(!r.out.contains("\xE2\x80\x8B"));
    QVERIFY(r.out.contains("\\u{200B}"));

    // a verdict raised by a combination rule (catalog §3) names the checks it
    // combined and those of the highest findings, as the window's verdict line
    const Run raised = runCli({"check", "--color", "never", "http://1"});
    QCOMPARE(raised.exitCode, 1);
    QVERIFY2(raised.out.contains("verdict     CRITICAL (A9, N2, P8)\n"), raised.out.constData());

    // the first-"@" parsers' host, where it is not RFC 3986's (P1), as the
    // window's table shows their column only then
    const Run twoAts = runCli({"check", "--color", "never", "http://foo@evil.com:80@google.com/"});
    QVERIFY2(twoAts.out.contains(
                 "  legacy      host evil.com, port 80@google.com (split at the first \"@\")\n"),
             twoAts.out.constData());
    QVERIFY(!raised.out.contains("  legacy  "));
}

void TstCliCheck::userData()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("protected_domains.txt"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("# source: test\n# date: 2026-11-22\nexample-bank.test\n");
    f.close();
    const Run r
        = runCli({"check", "--json", "--data", path, "https://example-bank.test.evil.example/"});
    const json j = json::parse(lines(r.out).at(0).toStdString());
    bool d1 = false;
    for (const json &finding : j["findings"])
        d1 = d1 || finding["id"] == "D1";
    QVERIFY(d1);
}

// --blocklist FILE, repeatable (docs/cli.md; catalog §4.10 K1): each list
// summed up on standard error with its bad lines, K1 in the findings with
// its list, line and rule, the lists in data_versions; extract --check too.
void TstCliCheck::blocklists()
{
    const QString dir = QStringLiteral(URI_TEST_DATA_DIR "/blocklists/");
    const Run r = runCli({"check", "--json", "--blocklist", dir + "hosts.txt", "--blocklist",
                          dir + "urlhaus.csv", "http://cdn.evil.example/a.js",
                          "http://198.51.100.23:43210/i", "https://www.debian.org/"});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.err, QByteArray("uri-inspect: blocklist hosts.txt: 4 rules (hosts, severity high); "
                               "2 lines that block no link skipped; 2 malformed lines\n"
                               "  line 6: no address before the names\n"
                               "  line 7: not a host name\n"
                               "uri-inspect: blocklist urlhaus.csv: 2 rules (csv, severity high); "
                               "1 malformed lines\n"
                               "  line 8: the row has no URL column\n"));
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 3);
    const auto k1Of = [](const json &j) {
        for (const json &f : j["findings"]) {
            if (f["id"] == "K1")
                return f;
        }
        return json();
    };
    const json first = json::parse(out[0].toStdString());
    const json k1 = k1Of(first);
    QCOMPARE(k1["name"], "blocklisted");
    QCOMPARE(k1["severity"], "high");
    QCOMPARE(k1["message_id"], "K1.subdomain");
    QCOMPARE(k1["offset"], 7);
    QCOMPARE(k1["length"], 16);
    QCOMPARE(k1["details"]["list"], "hosts.txt");
    QCOMPARE(k1["details"]["line"], "3");
    QCOMPARE(k1["details"]["rule"], "0.0.0.0 evil.example ads.example # two names");
    QCOMPARE(first["data_versions"]["tables"]["hosts.txt"], "blocklist, hosts, 4 rules");
    const json second = k1Of(json::parse(out[1].toStdString()));
    QCOMPARE(second["message_id"], "K1.url");
    QCOMPARE(second["details"]["list"], "urlhaus.csv");
    QCOMPARE(second["details"]["line"], "6");
    QVERIFY(k1Of(json::parse(out[2].toStdString())).is_null());

    // a list that cannot be read is a usage error; --blocklist needs --check in extract
    QCOMPARE(runCli({"check", "--blocklist", "/nonexistent/list.txt", "x"}).exitCode, 2);
    QCOMPARE(runCli({"extract", "--blocklist", dir + "hosts.txt", "http://evil.example/"}).exitCode,
             2);
    const Run extracted = runCli({"extract", "--json", "--check", "--blocklist", dir + "hosts.txt",
                                  "see http://evil.example/x and https://www.debian.org/"});
    QCOMPARE(extracted.exitCode, 1);
    const QList<QByteArray> found = lines(extracted.out);
    QCOMPARE(found.size(), 2);
    QCOMPARE(json::parse(found[0].toStdString())["verdict"], "high");
    QCOMPARE(json::parse(found[1].toStdString())["verdict"], "none");
}

// A batch of 100,000 links never stops on a bad one (docs/cli.md): one JSON
// line per input line, junk included.
void TstCliCheck::batchNeverStops()
{
    QByteArray batch;
    const QList<QByteArray> kinds{"https://example.com/a",
                                  "http://0x7f.1/",
                                  "\xFF\xFE\xFD",
                                  "",
                                  "javascript:alert(1)",
                                  "%%%%",
                                  "http://[::1",
                                  "ldap://127.0.0.1#.x.example",
                                  "https://b\xC3\xBC"
                                  "cher.de/",
                                  "\\\\host\\share",
                                  "http://a\x01"
                                  "b/",
                                  "https://x.web.app/?url=https%3A%2F%2Fevil.example"};
#ifdef __SANITIZE_ADDRESS__
    const int n = 10000; // AddressSanitizer slows each analysis ~8x; the dev build runs 100,000
#else
    const int n = 100000;
#endif
    for (int i = 0; i < n; ++i) {
        batch += kinds[i % kinds.size()];
        batch += '\n';
    }
    const Run r = runCli({"check", "--json", "-"}, batch);
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), n);
    QVERIFY(json::parse(out.first().toStdString()).contains("verdict"));
    QVERIFY(json::parse(out.last().toStdString()).contains("verdict"));
    QVERIFY(r.err.isEmpty());
}

// docs/cli.md: "extract: one object per URI found: uri, offset, length".
void TstCliCheck::extractJson()
{
    const QByteArray text("Mail from support: please visit <URL:http://www.example.org/\n"
                          " policy.html>, or hxxps://evil[.]example/login.\n");
    const Run r = runCli({"extract", "--json"}, text);
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 2);
    const json a = json::parse(out[0].toStdString());
    QCOMPARE(a["uri"], "http://www.example.org/policy.html");
    QCOMPARE(a["offset"], 37);
    QCOMPARE(a["length"], 36);
    QCOMPARE(a["line_breaks"], true);
    QCOMPARE(a["url_prefix"], true);
    const json b = json::parse(out[1].toStdString());
    QCOMPARE(b["uri"], "https://evil.example/login");
    QCOMPARE(b["offset"], 79);
    QCOMPARE(b["length"], 28);
    QCOMPARE(b["defanged"], true);
}

void TstCliCheck::extractCheck()
{
    const Run r
        = runCli({"extract", "--json", "--check",
                  "see https://www.google.com/url?q=https://127.0.0.1/ and https://example.com/"});
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 2);
    const json a = json::parse(out[0].toStdString());
    QCOMPARE(a["unwrapped"]["url"], "https://127.0.0.1/");
    QCOMPARE(a["verdict"], "high");
    QCOMPARE(json::parse(out[1].toStdString())["verdict"], "none");
}

// A log is read a piece at a time (extractPiece()), the pieces searched on
// their own threads: every URI of it is written, in order, with its offset
// in the whole text, past the 100,000 at which one extract() of a text
// stops, and past the pieces' seams. The second URI of each line is broken
// across it in angle brackets (RFC 3986 App. C), so that one line feed in
// two, where a piece may be cut, is inside a URI.
void TstCliCheck::extractEveryUriOfALongLog()
{
    constexpr int kLines = 60000;
    QByteArray log;
    QList<qsizetype> offsets;
    for (int i = 0; i < kLines; ++i) {
        const QByteArray n = QByteArray::number(i);
        offsets.push_back(log.size() + 4);
        log += "get http://example.com/" + n + " then <URL:http://example.net/";
        offsets.push_back(log.size() - 19);
        log += "\n  " + n + "> ok\n";
    }
    const Run r = runCli({"extract", "--json", "-"}, log);
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 2 * kLines);
    for (int i = 0; i < kLines; ++i) {
        const json first = json::parse(out[2 * i].toStdString());
        const json second = json::parse(out[2 * i + 1].toStdString());
        QCOMPARE(first["uri"], "http://example.com/" + std::to_string(i));
        QCOMPARE(first["offset"].get<qsizetype>(), offsets[2 * i]);
        QCOMPARE(second["uri"], "http://example.net/" + std::to_string(i));
        QCOMPARE(second["offset"].get<qsizetype>(), offsets[2 * i + 1]);
        QCOMPARE(second["line_breaks"], true);
    }
}

void TstCliCheck::help()
{
    const Run check = runCli({"check", "--help"});
    QCOMPARE(check.exitCode, 0);
    QVERIFY(check.out.startsWith("usage: uri-inspect check"));
    const Run extract = runCli({"extract", "--help"});
    QCOMPARE(extract.exitCode, 0);
    QVERIFY(extract.out.startsWith("usage: uri-inspect extract"));
    const Run main = runCli({"--help"});
    QVERIFY(main.out.contains("\n  check "));
    QVERIFY(main.out.contains("\n  extract "));
}

QTEST_APPLESS_MAIN(TstCliCheck)
#include "tst_cli_check.moc"
