// uri-inspect normalize, compare, encode and decode: the command-line
// contract of docs/cli.md, run as a user runs it (QProcess), asserting JSON
// Lines, exit status and streams.
#include "uriinspector/diagnostic.h"

#include "cli_test_support.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <string>

using nlohmann::json;

namespace {

using clitest::lines;
using clitest::Run;
using clitest::runCli;

json only(const Run &r)
{
    const QList<QByteArray> out = lines(r.out);
    if (out.size() != 1)
        return json();
    return json::parse(out[0].toStdString());
}

} // namespace

class TstCliEncoding : public QObject
{
    Q_OBJECT

private slots:
    void normalizeJson();
    void normalizeInvalid();
    void normalizeText();
    void compareJson();
    void compareNotEquivalent();
    void compareStdin();
    void encodeFilter();
    void encodeJson();
    void encodeUnrepresentable();
    void encodeWhatwg();
    void decodeJson();
    void decodeHost();
    void decodeHostileBytes();
    void usage_data();
    void usage();
    void help_data();
    void help();
    void catalogueExamples_data();
    void catalogueExamples();
};

// RFC 3986 §6.2.2: example://a/./b/../b/%63/%7bfoo%7d
void TstCliEncoding::normalizeJson()
{
    const Run r = runCli({"normalize", "--json", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"});
    QCOMPARE(r.exitCode, 0);
    const json j = only(r);
    QCOMPARE(j["input"], "eXAMPLE://a/./b/../b/%63/%7bfoo%7d");
    QCOMPARE(j["valid"], true);
    QCOMPARE(j["normalized"], "example://a/b/c/%7Bfoo%7D");
    const json &steps = j["steps"];
    QCOMPARE(steps.size(), std::size_t(6));
    QCOMPARE(steps[0]["rung"], "simple-string");
    QCOMPARE(steps[0]["result"], "eXAMPLE://a/./b/../b/%63/%7bfoo%7d");
    QCOMPARE(steps[1]["rung"], "case");
    QCOMPARE(steps[1]["cite"], "RFC 3986 §6.2.2.1");
    QCOMPARE(steps[1]["result"], "example://a/./b/../b/%63/%7Bfoo%7D");
    QCOMPARE(steps[1]["changes"][0]["kind"], "lowercase-scheme");
    QCOMPARE(steps[1]["changes"][0]["offset"], 1);
    QCOMPARE(steps[1]["changes"][0]["length"], 6);
    QCOMPARE(steps[2]["rung"], "percent-encoding");
    QCOMPARE(steps[2]["result"], "example://a/./b/../b/c/%7Bfoo%7D");
    QCOMPARE(steps[3]["rung"], "path-segment");
    QCOMPARE(steps[3]["result"], "example://a/b/c/%7Bfoo%7D");
    QVERIFY(!steps[3]["dot_segments"].empty());
    QCOMPARE(steps[4]["rung"], "scheme-based");
    QCOMPARE(steps[5]["rung"], "protocol-based");
    QCOMPARE(steps[5]["performed"], false);
    QVERIFY(steps[5]["result"].is_null());
    QCOMPARE(j["diagnostics"].size(), std::size_t(0));
}

// RFC 1630 Example 3: invalid, still normalized as split, exit 1; a batch
// goes on after it.
void TstCliEncoding::normalizeInvalid()
{
    const Run r = runCli({"normalize", "--json", "-"},
                         "news:12345667123%asdghfh@info.cern.ch\nHTTP://A/\n");
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 2);
    const json a = json::parse(out[0].toStdString());
    QCOMPARE(a["valid"], false);
    QCOMPARE(a["normalized"], "news:12345667123%asdghfh@info.cern.ch");
    QCOMPARE(a["diagnostics"][0]["code"], "pct-encoded-malformed");
    QCOMPARE(a["diagnostics"][0]["offset"], 16);
    QCOMPARE(json::parse(out[1].toStdString())["normalized"], "http://a/");
}

void TstCliEncoding::normalizeText()
{
    const Run r = runCli({"normalize", "--color", "never", "http://example.com:80"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("normalized http://example.com/"));
    QVERIFY(r.out.contains("default-port [18,3]"));
    QVERIFY(r.out.contains("protocol-based"));
    QVERIFY(!r.out.contains('\x1b'));
}

// RFC 3986 §6.2.3: the four equivalent http URIs
void TstCliEncoding::compareJson()
{
    const Run r = runCli({"compare", "--json", "http://example.com", "http://example.com:80/"});
    QCOMPARE(r.exitCode, 0);
    const json j = only(r);
    QCOMPARE(j["a"], "http://example.com");
    QCOMPARE(j["b"], "http://example.com:80/");
    QCOMPARE(j["equivalent"], true);
    QCOMPARE(j["rung"], "scheme-based");
    QCOMPARE(j["cite"], "RFC 3986 §6.2.3");
    QCOMPARE(j["steps"].size(), std::size_t(5));
    QCOMPARE(j["steps"][4]["equal"], true);
    QCOMPARE(j["differences"].size(), std::size_t(0));
}

// RFC 1630 Example 2: "%2F" is no "/"
void TstCliEncoding::compareNotEquivalent()
{
    const Run r = runCli({"compare", "--json", "http://info.cern.ch/albert/bertram/marie-claude",
                          "http://info.cern.ch/albert/bertram%2Fmarie-claude"});
    QCOMPARE(r.exitCode, 1);
    const json j = only(r);
    QCOMPARE(j["equivalent"], false);
    QVERIFY(j["rung"].is_null());
    QCOMPARE(j["differences"].size(), std::size_t(1));
    QCOMPARE(j["differences"][0]["component"], "path");
    QCOMPARE(j["differences"][0]["a"], json::array({19, 28}));
    QCOMPARE(j["differences"][0]["b"], json::array({19, 30}));
}

void TstCliEncoding::compareStdin()
{
    const Run r = runCli({"compare", "--json", "-"},
                         "http://a/%7e\thttp://A/~\nno tab here\nhttp://a/?\thttp://a/\n");
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 3);
    QCOMPARE(json::parse(out[0].toStdString())["rung"], "percent-encoding");
    const json bad = json::parse(out[1].toStdString());
    QCOMPARE(bad["a"], "no tab here");
    QVERIFY(bad["b"].is_null());
    QVERIFY(bad["error"].is_string());
    QCOMPARE(json::parse(out[2].toStdString())["equivalent"], false);
}

// Without --json, encode is a filter: one encoded text per line.
void TstCliEncoding::encodeFilter()
{
    const Run r = runCli({"encode", "--component", "path-segment", "-"}, "a b/c\n100%\n\xC3\xA9\n");
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QByteArray("a%20b%2Fc\n100%25\n%C3%A9\n"));
    QCOMPARE(r.err, QByteArray());
}

// The URL Standard's percent-encode sets (§1.3): the fragment set encodes
// "`" but keeps "#", the query set encodes "#" and keeps "'", the path set
// keeps "[" "]" "|", the userinfo set encodes "@" and ":".
void TstCliEncoding::encodeWhatwg()
{
    const auto encoded = [](const char *component, const char *text) {
        return runCli({"encode", "--spec", "whatwg", "--component", component, text}).out;
    };
    QCOMPARE(encoded("fragment", "a`b#c d"), QByteArray("a%60b#c%20d\n"));
    QCOMPARE(encoded("query", "a#b'c<d>"), QByteArray("a%23b'c%3Cd%3E\n"));
    QCOMPARE(encoded("path", "/[a]|b^c{d}"), QByteArray("/[a]|b%5Ec%7Bd%7D\n"));
    QCOMPARE(encoded("path-segment", "a/b\\c"), QByteArray("a%2Fb%5Cc\n"));
    QCOMPARE(encoded("userinfo", "u@h:p"), QByteArray("u%40h%3Ap\n"));
    QCOMPARE(encoded("reg-name", "a&b$c"), QByteArray("a%26b%24c\n"));
    QCOMPARE(encoded("query", "100%\xC3\xA9"), QByteArray("100%25%C3%A9\n"));
}

void TstCliEncoding::encodeJson()
{
    const Run r
        = runCli({"encode", "--json", "--component", "query", "--spec", "rfc1630", "a b+c"});
    QCOMPARE(r.exitCode, 0);
    const json j = only(r);
    QCOMPARE(j["input"], "a b+c");
    QCOMPARE(j["component"], "query");
    QCOMPARE(j["spec"], "rfc1630");
    QCOMPARE(j["encoded"], "a+b%2Bc");
    QCOMPARE(j["changes"].size(), std::size_t(2));
    QCOMPARE(j["changes"][0]["reason"], "space-as-plus");
    QCOMPARE(j["changes"][0]["offset"], 1);
    QCOMPARE(j["changes"][1]["output"], "%2B");
}

void TstCliEncoding::encodeUnrepresentable()
{
    const Run r = runCli({"encode", "--component", "host", "--spec", "rfc2396", "a_b"});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out, QByteArray("a%5Fb\n"));
    QVERIFY(r.err.contains("encode-unrepresentable [1,1]"));
}

void TstCliEncoding::decodeJson()
{
    const Run r = runCli({"decode", "--json", "http://h/a%252Fb/%C3%A9%FF?q=%41"});
    QCOMPARE(r.exitCode, 0);
    const json j = only(r);
    QCOMPARE(j["valid"], true);
    const json &components = j["components"];
    QCOMPARE(components.size(), std::size_t(3)); // host, path, query
    QCOMPARE(components[0]["component"], "reg-name");
    const json &path = components[1];
    QCOMPARE(path["component"], "path");
    QCOMPARE(path["offset"], 8);
    QCOMPARE(path["written"], "/a%252Fb/%C3%A9%FF");
    QCOMPARE(path["octets_hex"], "2F 61 25 32 46 62 2F C3 A9 FF");
    QCOMPARE(path["utf8_valid"], false);
    QCOMPARE(path["text"], "/a%2Fb/\xC3\xA9\\xFF");
    QCOMPARE(path["invalid_utf8"], json::array({json::array({23, 3})}));
    QCOMPARE(path["double_encoded"], true);
    QCOMPARE(path["layers"].size(), std::size_t(3));
    QCOMPARE(path["layers"][2]["octets"], "/a/b/\xC3\xA9\\xFF");
    QCOMPARE(path["characters"][2]["class"], "pct-encoded");
    QCOMPARE(path["characters"][2]["octet"], "25");
    QCOMPARE(components[2]["characters"][2]["octet_class"], "unreserved");
    QCOMPARE(components[2]["characters"][2]["octet_allowed"], true);
    QCOMPARE(j["iri"]["text"], "http://h/a%252Fb/\xC3\xA9%FF?q=A");
    QCOMPARE(j["uri"]["text"], "http://h/a%252Fb/%C3%A9%FF?q=%41");
    QCOMPARE(j["host"]["ascii"], "h");
    std::vector<std::string> codes;
    for (const json &d : j["diagnostics"])
        codes.push_back(d["code"]);
    QCOMPARE(codes, (std::vector<std::string>{"double-encoding", "decoded-invalid-utf8",
                                              "pct-encoded-unreserved"}));
}

// The host by UTS #46: RFC 3492 sample (R), and an error on its label
void TstCliEncoding::decodeHost()
{
    const Run ok = runCli({"decode", "--json", "http://xn--d9juau41awczczp.example/"});
    QCOMPARE(ok.exitCode, 0);
    const json j = only(ok);
    QCOMPARE(j["host"]["ascii"], "xn--d9juau41awczczp.example");
    QCOMPARE(j["host"]["unicode"],
             "\xE3\x81\x9D\xE3\x81\xAE\xE3\x82\xB9\xE3\x83\x94\xE3\x83\xBC\xE3\x83\x89\xE3\x81\xA7"
             ".example");
    QCOMPARE(j["iri"]["with_unicode_host"],
             "http://\xE3\x81\x9D\xE3\x81\xAE\xE3\x82\xB9\xE3\x83\x94\xE3\x83\xBC\xE3\x83\x89"
             "\xE3\x81\xA7.example/");
    QCOMPARE(j["host"]["labels"].size(), std::size_t(2));

    const Run bad = runCli({"decode", "--json", "http://-a.example/"});
    QCOMPARE(bad.exitCode, 0); // IDNA errors are warnings: the URI is valid
    const json b = only(bad);
    QVERIFY(b["host"]["ascii"].is_null());
    QCOMPARE(b["host"]["labels"][0]["errors"], json::array({"idna-leading-hyphen"}));
    QCOMPARE(b["diagnostics"][0]["code"], "idna-leading-hyphen");
    QCOMPARE(b["diagnostics"][0]["offset"], 7);
    QCOMPARE(b["diagnostics"][0]["length"], 2);
}

// The readable form never sends a control, bidi or invalid byte to the terminal.
void TstCliEncoding::decodeHostileBytes()
{
    const Run r = runCli({"decode", "--color", "never", "/a%1B%5B31m%E2%80%AE%FF\x1b"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(!r.out.contains('\x1b'));
    QVERIFY(!r.out.contains("\xE2\x80\xAE"));
    QVERIFY(!r.out.contains('\xFF'));
    QVERIFY(r.out.contains("\\u{202E}"));
    QVERIFY(r.out.contains("\\x1B"));
}

void TstCliEncoding::usage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("normalize without input") << QStringList{"normalize"};
    QTest::newRow("compare one URI") << QStringList{"compare", "a"};
    QTest::newRow("compare three URIs") << QStringList{"compare", "a", "b", "c"};
    QTest::newRow("encode without --component") << QStringList{"encode", "x"};
    QTest::newRow("encode unknown component") << QStringList{"encode", "--component", "port", "x"};
    QTest::newRow("encode unknown spec")
        << QStringList{"encode", "--component", "query", "--spec", "rfc9999", "x"};
    QTest::newRow("decode bad option") << QStringList{"decode", "--spec", "rfc3986", "x"};
}

void TstCliEncoding::usage()
{
    QFETCH(QStringList, args);
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.startsWith("uri-inspect: "));
    QCOMPARE(r.out, QByteArray());
}

void TstCliEncoding::help_data()
{
    QTest::addColumn<QString>("command");
    for (const char *c : {"normalize", "compare", "encode", "decode"})
        QTest::newRow(c) << QString(c);
}

void TstCliEncoding::help()
{
    QFETCH(QString, command);
    const Run r = runCli({command, "--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("usage: uri-inspect " + command.toUtf8()));
    const Run main = runCli({"--help"});
    QVERIFY(main.out.contains("\n  " + command.toUtf8() + ' '));
}

void TstCliEncoding::catalogueExamples_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QByteArray>("example");
    bool ours = false;
    for (const uri::DiagCodeInfo *i = uri::diagCodeInfoBegin(); i != uri::diagCodeInfoEnd(); ++i) {
        ours = ours || i->code == uri::DiagCode::DoubleEncoding;
        if (i->code == uri::DiagCode::HostnameSyntax)
            break; // the older grammars' codes: tst_parse_generations
        if (!ours || i->example.empty())
            continue;
        // The catalogue writes bytes as \xNN.
        QByteArray example;
        for (std::size_t k = 0; k < i->example.size(); ++k) {
            if (i->example.substr(k, 2) == "\\x" && k + 3 < i->example.size()) {
                example += char(std::stoi(std::string(i->example.substr(k + 2, 2)), nullptr, 16));
                k += 3;
            } else {
                example += i->example[k];
            }
        }
        QTest::newRow(i->name.data()) << QString::fromLatin1(i->name.data()) << example;
    }
}

// Each code of the encoding views (docs/diagnostics.md) is reported by
// "decode" for the example input of the catalogue.
void TstCliEncoding::catalogueExamples()
{
    QFETCH(QString, code);
    QFETCH(QByteArray, example);
    const Run r = runCli({"decode", "--json", QString::fromUtf8(example)});
    const json j = only(r);
    bool found = false;
    for (const json &d : j["diagnostics"])
        found = found || d["code"] == code.toStdString();
    QVERIFY2(found, r.out.constData());
}

QTEST_APPLESS_MAIN(TstCliEncoding)
#include "tst_cli_encoding.moc"
