// uri-inspect parse --spec whatwg [--base URL]: the URL Standard's view on
// the command line, run as a user runs it (QProcess).
#include "cli_test_support.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <string>

using nlohmann::json;

namespace {

using clitest::lines;
using clitest::Run;
using clitest::runCli;

json onlyLine(const Run &r)
{
    const QList<QByteArray> out = lines(r.out);
    if (out.size() != 1)
        return nullptr;
    return json::parse(out[0].toStdString());
}

} // namespace

class TstCliWhatwg : public QObject
{
    Q_OBJECT

private slots:
    void jsonFields();
    void failure();
    void validExitsZero();
    void base();
    void usageErrors_data();
    void usageErrors();
    void textForm();
    void stdinBatch();
    void resolve();
};

void TstCliWhatwg::jsonFields()
{
    const Run r = runCli(
        {"parse", "--spec", "whatwg", "--json", "https://user:pw@EXAMPLE.com:443/a/../b?q#f"});
    QCOMPARE(r.exitCode, 1); // invalid-credentials is a validation error
    const json j = onlyLine(r);
    QCOMPARE(j["input"], "https://user:pw@EXAMPLE.com:443/a/../b?q#f");
    QCOMPARE(j["spec"], "whatwg");
    QVERIFY(j["base"].is_null());
    QCOMPARE(j["failure"], false);
    QCOMPARE(j["valid"], false);
    QCOMPARE(j["href"], "https://user:pw@example.com/b?q#f");
    QCOMPARE(j["origin"], "https://example.com");
    QCOMPARE(j["protocol"], "https:");
    QCOMPARE(j["username"], "user");
    QCOMPARE(j["password"], "pw");
    QCOMPARE(j["host"], "example.com");
    QCOMPARE(j["hostname"], "example.com");
    QCOMPARE(j["port"], "");
    QCOMPARE(j["pathname"], "/b");
    QCOMPARE(j["search"], "?q");
    QCOMPARE(j["hash"], "#f");
    QCOMPARE(j["host_type"], "domain");
    QCOMPARE(j["spans"]["host"], json::array({16, 11}));
    QCOMPARE(j["spans"]["port"], json::array({28, 3}));
    QCOMPARE(j["diagnostics"].size(), 1u);
    const json &d = j["diagnostics"][0];
    QCOMPARE(d["severity"], "warning");
    QCOMPARE(d["code"], "invalid-credentials");
    QCOMPARE(d["offset"], 8);
    QCOMPARE(d["length"], 8);
    QCOMPARE(d["cite"], "URL Standard \xC2\xA7"
                        "4.4");
    QVERIFY(j["differences"].is_array());
}

void TstCliWhatwg::failure()
{
    const Run r = runCli({"parse", "--spec", "whatwg", "--json", "http://exa mple.com/"});
    QCOMPARE(r.exitCode, 1);
    const json j = onlyLine(r);
    QCOMPARE(j["failure"], true);
    QCOMPARE(j["valid"], false);
    QVERIFY(!j.contains("href"));
    QCOMPARE(j["diagnostics"][0]["code"], "domain-to-ASCII");
    QCOMPARE(j["diagnostics"][0]["severity"], "error");
    QCOMPARE(j["differences"][0]["code"], "whatwg-failure");
}

void TstCliWhatwg::validExitsZero()
{
    const Run r = runCli({"parse", "--spec", "whatwg", "--json", "https://example.com/a?b#c"});
    QCOMPARE(r.exitCode, 0);
    const json j = onlyLine(r);
    QCOMPARE(j["valid"], true);
    QCOMPARE(j["diagnostics"], json::array());
    QCOMPARE(j["differences"], json::array());
}

void TstCliWhatwg::base()
{
    const Run r = runCli({"parse", "--spec", "whatwg", "--base", "http://h/a/b", "--json", "../c",
                          "\\\\evil.example/x"});
    QCOMPARE(r.exitCode, 1); // the second has invalid-reverse-solidus
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 2);
    const json first = json::parse(out[0].toStdString());
    QCOMPARE(first["base"], "http://h/a/b");
    QCOMPARE(first["href"], "http://h/c");
    QVERIFY(!first.contains("differences"));
    const json second = json::parse(out[1].toStdString());
    QCOMPARE(second["href"], "http://evil.example/x");
    QCOMPARE(second["diagnostics"][0]["code"], "invalid-reverse-solidus");
}

void TstCliWhatwg::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message"); // its first line, where given
    // the words of whatwgBaseRefusal(), which the Python module says too
    QTest::newRow("base that fails")
        << QStringList{"parse", "--spec", "whatwg", "--base", "nope", "x"}
        << QByteArray("uri-inspect: --base 'nope' is no URL: missing-scheme-non-relative-URL, "
                      "The input has no scheme (\"https:\", ...) and no base URL is given, so "
                      "it cannot be a relative reference.");
    QTest::newRow("base without whatwg")
        << QStringList{"parse", "--base", "http://h/", "x"} << QByteArray();
    QTest::newRow("no input") << QStringList{"parse", "--spec", "whatwg"} << QByteArray();
}

void TstCliWhatwg::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY(r.err.startsWith("uri-inspect: "));
    if (!message.isEmpty())
        QCOMPARE(r.err.left(r.err.indexOf('\n')), message);
}

void TstCliWhatwg::textForm()
{
    const Run r = runCli(
        {"parse", "--spec", "whatwg", "--color", "never", "https://evil.example\\@bank.example/"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.contains("  href        https://evil.example/@bank.example/\n"));
    QVERIFY(r.out.contains("invalid-reverse-solidus"));
    QVERIFY(r.out.contains("host-differs"));
    QVERIFY(!r.out.contains("\x1b["));
}

void TstCliWhatwg::stdinBatch()
{
    const Run r = runCli({"parse", "--spec", "whatwg", "--json", "-"},
                         "https://a.example/\nnot a url\nhttp://[::1\n");
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 3);
    QCOMPARE(json::parse(out[0].toStdString())["failure"], false);
    QCOMPARE(json::parse(out[1].toStdString())["failure"], true);
    QCOMPARE(json::parse(out[2].toStdString())["diagnostics"][0]["code"], "IPv6-unclosed");
}

// resolve --spec whatwg: new URL(REF, BASE), in resolve's JSON fields.
void TstCliWhatwg::resolve()
{
    const Run r = runCli(
        {"resolve", "--spec", "whatwg", "--json", "http://a/b/c/d;p?q", "../g", "#s", "//[::1"});
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 3);
    const json up = json::parse(out[0].toStdString());
    QCOMPARE(up["spec"], "whatwg");
    QCOMPARE(up["target"], "http://a/b/g");
    QVERIFY(up["error"].is_null());
    QCOMPARE(up["same_document"], false);
    QCOMPARE(up["trace"], json::array());
    // the URL API's fields, as new URL("../g", base) gives them
    QCOMPARE(up["failure"], false);
    QCOMPARE(up["href"], "http://a/b/g");
    QCOMPARE(up["origin"], "http://a");
    QCOMPARE(up["protocol"], "http:");
    QCOMPARE(up["host"], "a");
    QCOMPARE(up["pathname"], "/b/g");
    QCOMPARE(up["search"], "");
    QCOMPARE(up["hash"], "");
    const json fragment = json::parse(out[1].toStdString());
    QCOMPARE(fragment["target"], "http://a/b/c/d;p?q#s");
    QCOMPARE(fragment["same_document"], true);
    const json failed = json::parse(out[2].toStdString());
    QVERIFY(failed["target"].is_null());
    QCOMPARE(failed["failure"], true);
    QVERIFY(!failed.contains("href"));
    QCOMPARE(failed["error"]["code"], "IPv6-unclosed");
    QCOMPARE(failed["reference_diagnostics"][0]["offset"], 2);
}

QTEST_APPLESS_MAIN(TstCliWhatwg)
#include "tst_cli_whatwg.moc"
