// `uri-inspect readers` and `check --readers` (docs/cli.md), run as a user
// runs them.
#include "cli_test_support.h"

#include <nlohmann/json.hpp>

#include <QTemporaryDir>
#include <QTest>

using clitest::runCli;
using json = nlohmann::json;

class TstCliReaders : public QObject
{
    Q_OBJECT

private slots:
    void table();
    void agreeingTable();
    void jsonLines();
    void getTemplate();
    void getUsageErrors();
    void specOption();
    void checkWithReaders();
    void checkWithoutReaders();
    void batchWithNul();
    void serverSideReaders();
    void readersOption();
    void missingRuntimes();
};

// The text form: the libraries once, then the table with its marks and the
// P11 line.
void TstCliReaders::table()
{
    const auto r = runCli({"readers", "--readers=c,cpp,qt", "--color", "never",
                           "http://foo@evil.com:80@google.com/"});
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> lines = clitest::lines(r.out);
    QVERIFY(lines.size() >= 11);
    QVERIFY(lines[0].startsWith("libraries: URI Inspector "));
    QVERIFY(lines[0].contains(", libcurl 7."));
    QVERIFY(lines[0].contains(", uriparser 0."));
    QVERIFY(lines[0].contains(", Boost.URL 1."));
    QVERIFY(lines[0].contains(", Qt QUrl 6."));
    QCOMPARE(lines[2], QByteArray("http://foo@evil.com:80@google.com/"));
    QCOMPARE(lines[3].simplified(),
             QByteArray("reader host scheme userinfo port path query fragment"));
    QCOMPARE(lines[4].simplified(),
             QByteArray("URL Standard google.com http foo%40evil.com:80 - / - -"));
    QVERIFY(r.out.contains("  Boost.URL            *evil.com   http    *foo"));
    QVERIFY(r.out.contains("~80   *@google.com/"));
    QVERIFY(r.out.contains("  libcurl              error: Port number was not a decimal number "
                           "between 0 and 65535 (CURLUcode 4)\n"));
    QVERIFY(r.out.contains("  [high] P11 readers-disagree: URL libraries disagree on the host: "
                           "google.com (URL Standard); evil.com (Boost.URL)\n"));
}

void TstCliReaders::agreeingTable()
{
    const auto r
        = runCli({"readers", "--readers=c,cpp,qt", "--color", "never", "http://a.example"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("  the libraries that read it agree on the host\n"));
    // Boost.URL and uriparser read the empty path as written; a browser's is "/"
    QVERIFY(r.out.contains("  Boost.URL            a.example  http    -         -     ~\"\""));
    QVERIFY(!r.out.contains("libcurl (any scheme)"));
}

void TstCliReaders::jsonLines()
{
    const auto r
        = runCli({"readers", "--json", "--readers=c,cpp,qt", "http://0x7f.1/", "foo://x.example/"});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = clitest::lines(r.out);
    QCOMPARE(lines.size(), 2);
    const json a = json::parse(lines[0].toStdString());
    QCOMPARE(a["input"].get<std::string>(), std::string("http://0x7f.1/"));
    QCOMPARE(a["browser"].get<std::string>(), std::string("whatwg"));
    QCOMPARE(a["disagree"].get<bool>(), false);
    QVERIFY(a["finding"].is_null());
    QCOMPARE(a["readings"].size(), std::size_t(7));
    const json &uriparser = a["readings"][3]; // whatwg, rfc3986, curl, uriparser, ...
    QCOMPARE(uriparser["id"].get<std::string>(), std::string("uriparser"));
    QCOMPARE(uriparser["host"].get<std::string>(), std::string("0x7f.1"));
    QCOMPARE(uriparser["canonical_host"].get<std::string>(), std::string("127.0.0.1"));
    QVERIFY(uriparser["differs"] == json({{"host", "spelling"}}));
    QVERIFY(uriparser["userinfo"].is_null());

    // libcurl's default flags refuse the scheme; CURLU_NON_SUPPORT_SCHEME reads it
    const json b = json::parse(lines[1].toStdString());
    QCOMPARE(b["readings"].size(), std::size_t(8));
    QCOMPARE(b["readings"][2]["outcome"].get<std::string>(), std::string("error"));
    QCOMPARE(b["readings"][3]["id"].get<std::string>(), std::string("curl-any-scheme"));
    QCOMPARE(b["readings"][3]["host"].get<std::string>(), std::string("x.example"));
}

void TstCliReaders::getTemplate()
{
    auto r = runCli({"readers", "--readers=c,cpp,qt", "--get",
                     "{whatwg.host} {boost-url.host} {disagree} {{{hosts}}",
                     "http://foo@evil.com:80@google.com/"});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out, QByteArray("google.com evil.com yes {google.com evil.com}\n"));
    r = runCli({"readers", "--get", "{curl.outcome}|{curl.error}|{curl-any-scheme.host}",
                "http://a.example/", "foo://b.example/"});
    QCOMPARE(r.out, QByteArray("read||a.example\n"
                               "error|Unsupported URL scheme (CURLUcode 5)|b.example\n"));
}

void TstCliReaders::getUsageErrors()
{
    auto r = runCli({"readers", "--get", "{nobody.host}", "http://a/"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("--get: unknown field {nobody.host}"));
    r = runCli({"readers", "--get", "{curl.host", "http://a/"});
    QCOMPARE(r.exitCode, 2);
    r = runCli({"readers"});
    QCOMPARE(r.exitCode, 2);
}

// --spec: the generation of this project's RFC 3986 reading
void TstCliReaders::specOption()
{
    auto r = runCli({"readers", "--json", "--spec", "rfc1630", "http://a.example/b"});
    const json j = json::parse(r.out.toStdString());
    QCOMPARE(j["readings"][1]["id"].get<std::string>(), std::string("rfc1630"));
    r = runCli({"readers", "--spec", "whatwg", "http://a/"});
    QCOMPARE(r.exitCode, 2);
    r = runCli({"readers", "--spec", "nonsense", "http://a/"});
    QCOMPARE(r.exitCode, 2);
}

// check --readers: the matrix in the JSON, and P11 among the findings
void TstCliReaders::checkWithReaders()
{
    const auto r = runCli({"check", "--json", "--readers", "http://foo@127.0.0.1:80@google.com/"});
    QCOMPARE(r.exitCode, 1);
    const json j = json::parse(r.out.toStdString());
    QVERIFY(j.contains("readers"));
    QCOMPARE(j["readers"]["disagree"].get<bool>(), true);
    QCOMPARE(j["verdict"].get<std::string>(), std::string("critical"));
    bool p11 = false;
    for (const json &f : j["findings"]) {
        if (f["id"] == "P11") {
            p11 = true;
            QCOMPARE(f["severity"].get<std::string>(), std::string("critical"));
            QCOMPARE(f["message_id"].get<std::string>(),
                     std::string("P11.readers-disagree-internal"));
            QCOMPARE(f["offset"].get<int>(), 7);
        }
    }
    QVERIFY(p11);

    const auto text = runCli({"check", "--readers", "--color", "never", "http://0x7f.1/"});
    QVERIFY(text.out.contains("  readers\n"));
    QVERIFY(text.out.contains("  the libraries that read it agree on the host\n"));
}

void TstCliReaders::checkWithoutReaders()
{
    const auto r = runCli({"check", "--json", "http://foo@evil.com:80@google.com/"});
    const json j = json::parse(r.out.toStdString());
    QVERIFY(!j.contains("readers"));
    for (const json &f : j["findings"])
        QVERIFY(f["id"] != "P11");
}

// A batch: a NUL byte in a line is refused by libcurl, read by the others,
// and the batch goes on.
void TstCliReaders::batchWithNul()
{
    const QByteArray input("http://a\0b.example/\nhttp://c.example/\n", 38);
    const auto r = runCli({"readers", "--json", "-"}, input);
    const QList<QByteArray> lines = clitest::lines(r.out);
    QCOMPARE(lines.size(), 2);
    const json a = json::parse(lines[0].toStdString());
    QCOMPARE(a["readings"][2]["outcome"].get<std::string>(), std::string("refused"));
    const json b = json::parse(lines[1].toStdString());
    QCOMPARE(b["readings"][2]["host"].get<std::string>(), std::string("c.example"));
}

// Every installed runtime by default (.ci/setup installs all six): the
// libraries line names them, the table has their rows, P11 names them.
void TstCliReaders::serverSideReaders()
{
    const auto r = runCli({"readers", "--color", "never", "http://127.0.0.1:11211:80/"});
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> lines = clitest::lines(r.out);
    for (const char *runtime : {", Python 3.", ", urllib3 1.", ", Node.js v", ", PHP 8.",
                                ", Go go1.", ", Java ", ", Ruby 3."})
        QVERIFY2(lines[0].contains(runtime), runtime);
    QVERIFY(!r.out.contains("not read: "));
    QVERIFY(r.out.contains("  PHP parse_url        127.0.0.1:11211  http    -         80     /"));
    QVERIFY(r.out.contains("  Python urllib.parse  error: ValueError: Port could not be cast to "
                           "integer value as '11211:80'\n"));
    QVERIFY(r.out.contains("  [critical] P11 readers-disagree: URL libraries disagree on the "
                           "host: 127.0.0.1 (Boost.URL, Node url.parse); 127.0.0.1:11211 (PHP "
                           "parse_url, Go net/url); 127.0.0.1 is loopback\n"));
    // the reading of one runtime by its id in a template
    const auto g = runCli({"readers", "--get",
                           "{php-parse-url.host}|{php-parse-url.port}|"
                           "{go-net-url.host}|{ruby-uri.outcome}",
                           "http://127.0.0.1:11211:80/"});
    QCOMPARE(g.out, QByteArray("127.0.0.1:11211|80|127.0.0.1:11211|error\n"));
}

// --readers=LIST: languages and ids; this project's two readers always.
void TstCliReaders::readersOption()
{
    auto r = runCli({"readers", "--json", "--readers=python,curl", "http://a.example/"});
    QCOMPARE(r.exitCode, 0);
    const json j = json::parse(r.out.toStdString());
    std::vector<std::string> ids;
    for (const json &reading : j["readings"])
        ids.push_back(reading["id"].get<std::string>() + "/"
                      + reading["language"].get<std::string>());
    QCOMPARE(ids, (std::vector<std::string>{"whatwg/ours", "rfc3986/ours", "curl/c",
                                            "python-urllib/python", "python-urllib3/python"}));
    r = runCli({"readers", "--readers=cobol", "http://a/"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("--readers: no reader or language \"cobol\" (languages: c, cpp, qt, "
                           "python, node, php, go, java, ruby)"));
    // a value apart is an input: a bare --readers is every installed reader
    r = runCli({"check", "--json", "--readers", "http://127.0.0.1:11211:80/"});
    QCOMPARE(json::parse(r.out.toStdString())["readers"]["readings"].size(), std::size_t(17));
    r = runCli({"check", "--json", "--readers=go", "http://127.0.0.1:11211:80/"});
    const json go = json::parse(r.out.toStdString());
    QCOMPARE(go["readers"]["readings"].size(), std::size_t(3));
    QCOMPARE(go["readers"]["readings"][2]["host"].get<std::string>(),
             std::string("127.0.0.1:11211"));
    QCOMPARE(go["readers"]["readings"][2]["version"].get<std::string>().substr(0, 4),
             std::string("go1."));
}

// Runtimes that are not installed (none on PATH): a line names each and its
// Debian package, their readers do not run, and one named in --readers=LIST
// gives a refusal that says what to install.
void TstCliReaders::missingRuntimes()
{
    QTemporaryDir empty;
    QVERIFY(empty.isValid());
    const QByteArray path = qgetenv("PATH");
    qputenv("PATH", empty.path().toLocal8Bit());
    const auto r = runCli({"readers", "--color", "never", "http://a.example/"});
    const auto named = runCli({"readers", "--json", "--readers=php", "http://a.example/"});
    qputenv("PATH", path);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("\nnot read: Node.js is not installed: Debian's package nodejs brings "
                            "it (apt install nodejs)\nnot read: PHP is not installed: Debian's "
                            "package php-cli brings it (apt install php-cli)\n"),
             r.out.constData());
    QVERIFY(r.out.contains("not read: Ruby is not installed"));
    QVERIFY(!r.out.contains("  PHP parse_url "));
    // Debian's /usr/bin/python3, whatever PATH says; Go's reader is a program
    QVERIFY(r.out.contains("  Python urllib.parse  a.example"));
    QVERIFY(r.out.contains("  Go net/url           a.example"));
    const json j = json::parse(named.out.toStdString());
    QCOMPARE(j["readings"].size(), std::size_t(4));
    QCOMPARE(j["readings"][2]["outcome"].get<std::string>(), std::string("refused"));
    QCOMPARE(j["readings"][2]["error"].get<std::string>(),
             std::string("PHP is not installed: Debian's package php-cli brings it (apt install "
                         "php-cli)"));
}

QTEST_APPLESS_MAIN(TstCliReaders)
#include "tst_cli_readers.moc"
