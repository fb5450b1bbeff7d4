// uri-inspect parse: the command-line contract of docs/cli.md, run as a user
// runs it (QProcess), asserting exact JSON Lines, exit status and streams.
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

} // namespace

class TstCliParse : public QObject
{
    Q_OBJECT

private slots:
    void jsonFields();
    void undefinedIsNull();
    void diagnosticsJson();
    void exitStatus_data();
    void exitStatus();
    void stdinBatch();
    void endOfOptions();
    void help();
    void textForm();
    void hostileBytes();
    void largeBatchNeverStops();
    void version();
    void writeErrorIsReported();
    void dumbTerminalHasNoColour();
    void everyCommandTakesColor();
    void extractReadsFiles();
    void urlFile();
    void get_data();
    void get();
    void derivation();
};

// RFC 3986 §3: foo://example.com:8042/over/there?name=ferret#nose
void TstCliParse::jsonFields()
{
    const Run r = runCli({"parse", "--json", "foo://example.com:8042/over/there?name=ferret#nose"});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 1);
    const json j = parseLine(out[0]);
    QCOMPARE(j["input"], "foo://example.com:8042/over/there?name=ferret#nose");
    QCOMPARE(j["spec"], "rfc3986");
    QCOMPARE(j["valid"], true);
    QCOMPARE(j["form"], "uri-with-fragment");
    QCOMPARE(j["scheme"], "foo");
    QCOMPARE(j["authority"], "example.com:8042");
    QVERIFY(j["userinfo"].is_null());
    QCOMPARE(j["host"], "example.com");
    QCOMPARE(j["host_type"], "reg-name");
    QCOMPARE(j["port"], "8042");
    QCOMPARE(j["path"], "/over/there");
    QCOMPARE(j["query"], "name=ferret");
    QCOMPARE(j["fragment"], "nose");
    QCOMPARE(j["spans"]["scheme"], json::array({0, 3}));
    QCOMPARE(j["spans"]["authority"], json::array({6, 16}));
    QCOMPARE(j["spans"]["host"], json::array({6, 11}));
    QCOMPARE(j["spans"]["port"], json::array({18, 4}));
    QCOMPARE(j["spans"]["path"], json::array({22, 11}));
    QCOMPARE(j["spans"]["query"], json::array({34, 11}));
    QCOMPARE(j["spans"]["fragment"], json::array({46, 4}));
    QCOMPARE(j["segments"], json::array({"over", "there"}));
    QCOMPARE(j["diagnostics"], json::array());
}

// docs/design.md: undefined is not empty, in JSON null vs "".
void TstCliParse::undefinedIsNull()
{
    const Run r = runCli({"parse", "--json", "http://h?", "http://h"});
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 2);
    const json empty = parseLine(out[0]);
    const json undefined = parseLine(out[1]);
    QCOMPARE(empty["query"], "");
    QCOMPARE(empty["spans"]["query"], json::array({9, 0}));
    QVERIFY(undefined["query"].is_null());
    QVERIFY(undefined["spans"]["query"].is_null());
    QCOMPARE(undefined["path"], "");
}

void TstCliParse::diagnosticsJson()
{
    // uriparser's FourSuite case: error at offset 10 of "http://www yahoo.com"
    const Run r = runCli({"parse", "--json", "http://www yahoo.com"});
    QCOMPARE(r.exitCode, 1);
    const json j = parseLine(lines(r.out).value(0));
    QCOMPARE(j["valid"], false);
    QCOMPARE(j["diagnostics"].size(), size_t(1));
    const json d = j["diagnostics"][0];
    QCOMPARE(d["severity"], "error");
    QCOMPARE(d["code"], "whitespace");
    QCOMPARE(d["offset"], 10);
    QCOMPARE(d["length"], 1);
    QCOMPARE(d["rule"], "reg-name");
    QCOMPARE(d["cite"], "RFC 3986 \xC2\xA7"
                        "3.2.2");
    QVERIFY(d["message"].get<std::string>().find("%20") != std::string::npos);
}

void TstCliParse::exitStatus_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("status");

    QTest::newRow("valid") << QStringList{"parse", "http://a/b"} << 0;
    QTest::newRow("one invalid of two") << QStringList{"parse", "http://a/b", "a b"} << 1;
    QTest::newRow("warning only stays valid") << QStringList{"parse", "ftp://u:p@h/"} << 0;
    QTest::newRow("no command") << QStringList{} << 2;
    QTest::newRow("unknown command") << QStringList{"frobnicate"} << 2;
    QTest::newRow("unknown option") << QStringList{"parse", "--frob", "x"} << 2;
    QTest::newRow("no input") << QStringList{"parse", "--json"} << 2;
    QTest::newRow("unknown spec") << QStringList{"parse", "--spec", "rfc9999", "x"} << 2;
    QTest::newRow("spec without value") << QStringList{"parse", "x", "--spec"} << 2;
    QTest::newRow("bad color") << QStringList{"parse", "--color=pink", "x"} << 2;
    QTest::newRow("flag with value") << QStringList{"parse", "--json=1", "x"} << 2;
}

void TstCliParse::exitStatus()
{
    QFETCH(QStringList, args);
    QFETCH(int, status);
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, status);
    if (status == 2) {
        QVERIFY(r.err.startsWith("uri-inspect: "));
        QVERIFY(r.out.isEmpty());
    }
}

void TstCliParse::stdinBatch()
{
    // A byte order mark before the first line and CRLF line ends are dropped.
    const Run r = runCli({"parse", "--json", "-"}, "\xEF\xBB\xBFhttp://a/\r\nb c\n\n");
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 3);
    QCOMPARE(parseLine(out[0])["input"], "http://a/");
    QCOMPARE(parseLine(out[0])["valid"], true);
    QCOMPARE(parseLine(out[1])["input"], "b c");
    QCOMPARE(parseLine(out[1])["valid"], false);
    QCOMPARE(parseLine(out[2])["input"], "");
    QCOMPARE(parseLine(out[2])["form"], "same-document");
}

void TstCliParse::endOfOptions()
{
    // After "--", "-" and "--json" are URIs, not standard input or an option.
    const Run r = runCli({"parse", "--json", "--", "-", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), 2);
    QCOMPARE(parseLine(out[0])["path"], "-");
    QCOMPARE(parseLine(out[1])["path"], "--json");
}

void TstCliParse::help()
{
    for (const QStringList &args : {QStringList{"--help"}, QStringList{"parse", "--help"}}) {
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("usage: uri-inspect"));
    }
}

void TstCliParse::textForm()
{
    // Not a terminal: no colour codes. Each component on its own line with its span.
    const Run r = runCli({"parse", "http://user@h:1/p?q#f"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(!r.out.contains('\x1b'));
    QVERIFY(r.out.startsWith("http://user@h:1/p?q#f\n"));
    QVERIFY(r.out.contains("  scheme      http  [0,4]\n"));
    QVERIFY(r.out.contains("    userinfo    user  [7,4]\n"));
    QVERIFY(r.out.contains("    host        h  reg-name  [12,1]\n"));
    QVERIFY(r.out.contains("  fragment    f  [20,1]\n"));
    const Run coloured = runCli({"parse", "--color=always", "http://h/"});
    QVERIFY(coloured.out.contains("\x1b[38;5;175mhttp\x1b[0m"));
}

void TstCliParse::hostileBytes()
{
    // NUL, ESC, bidi override and invalid UTF-8: the text form shows escapes,
    // never the raw bytes; JSON stays valid UTF-8 and the spans count bytes.
    const QByteArray hostile("http://a/\0\x1b[2J\xE2\x80\xAE\xFF", 18);
    const Run text = runCli({"parse", "-"}, hostile);
    QCOMPARE(text.exitCode, 1);
    QVERIFY(!text.out.contains('\0'));
    QVERIFY(!text.out.contains('\x1b'));
    QVERIFY(!text.out.contains("\xE2\x80\xAE"));
    QVERIFY(text.out.contains("\\x00\\x1B[2J\\u{202E}\\xFF"));
    const Run js = runCli({"parse", "--json", "-"}, hostile);
    const json j = parseLine(lines(js.out).value(0));
    QCOMPARE(j.at("diagnostics").size(), size_t(4));
    QCOMPARE(j.at("spans").at("path"), json::array({8, 10}));
    QCOMPARE(j.at("diagnostics").at(0).at("code"), "control-char");
    QCOMPARE(j.at("diagnostics").at(0).at("offset"), 9);
    QCOMPARE(j.at("diagnostics").at(0).at("length"), 2);
    QCOMPARE(j.at("diagnostics").at(1).at("code"), "path-char"); // the "[" of ESC [ 2 J
    QCOMPARE(j.at("diagnostics").at(1).at("offset"), 11);
    QCOMPARE(j.at("diagnostics").at(2).at("code"), "non-ascii");
    QCOMPARE(j.at("diagnostics").at(2).at("offset"), 14);
    QCOMPARE(j.at("diagnostics").at(2).at("length"), 3);
    QCOMPARE(j.at("diagnostics").at(3).at("code"), "invalid-utf8");
    QCOMPARE(j.at("diagnostics").at(3).at("offset"), 17);
}

// docs/cli.md: a bad input line never stops a batch.
void TstCliParse::largeBatchNeverStops()
{
    QByteArray batch;
    const int count = 100000;
    for (int i = 0; i < count; ++i) {
        if (i % 10 == 3)
            batch += QByteArray("http://bad host/\xFF\x01") + QByteArray::number(i) + "\n";
        else
            batch += "https://example.com/item/" + QByteArray::number(i) + "?q=" + "\n";
    }
    const Run r = runCli({"parse", "--json", "-"}, batch);
    QCOMPARE(r.exitCode, 1);
    const QList<QByteArray> out = lines(r.out);
    QCOMPARE(out.size(), count);
    QCOMPARE(parseLine(out.last())["input"], "https://example.com/item/99999?q=");
    QCOMPARE(parseLine(out[3])["valid"], false);
}

void TstCliParse::version()
{
    const Run r = runCli({"--version"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QByteArray("uri-inspect " URI_INSPECTOR_VERSION "\n"));
}

// A full disk is an error (exit 2 and a message), never a silent success.
void TstCliParse::writeErrorIsReported()
{
    if (!QFileInfo::exists(QStringLiteral("/dev/full")))
        QSKIP("no /dev/full here");
    QProcess p;
    p.setProgram(QStringLiteral(URI_INSPECT_EXE));
    p.setArguments({"parse", "--json", "http://a/"});
    p.setStandardOutputFile(QStringLiteral("/dev/full"));
    p.start();
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    QCOMPARE(p.readAllStandardError(),
             QByteArray("uri-inspect: cannot write the output: No space left on device\n"));
}

// --color auto on a terminal: colour, unless NO_COLOR is set or TERM is
// "dumb" (script(1) gives the command a terminal).
void TstCliParse::dumbTerminalHasNoColour()
{
    if (QStandardPaths::findExecutable(QStringLiteral("script")).isEmpty())
        QSKIP("script(1) is not installed");
    const auto onTerminal = [](const QString &term, bool noColor) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TERM"), term);
        if (noColor)
            env.insert(QStringLiteral("NO_COLOR"), QStringLiteral("1"));
        else
            env.remove(QStringLiteral("NO_COLOR"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral("script"),
                {QStringLiteral("-qec"),
                 QStringLiteral(URI_INSPECT_EXE) + QStringLiteral(" parse http://h/"),
                 QStringLiteral("/dev/null")});
        p.waitForFinished(60000);
        return p.readAllStandardOutput();
    };
    QVERIFY(onTerminal(QStringLiteral("xterm"), false).contains('\x1b'));
    QVERIFY(!onTerminal(QStringLiteral("dumb"), false).contains('\x1b'));
    QVERIFY(!onTerminal(QStringLiteral("xterm"), true).contains('\x1b'));
}

void TstCliParse::everyCommandTakesColor()
{
    for (const char *command :
         {"parse", "resolve", "normalize", "compare", "encode", "decode", "check", "extract"}) {
        const Run r = runCli({command, "--color", "never", "--help"});
        QVERIFY2(r.exitCode == 0, command);
        QVERIFY2(r.out.contains("--color"), command);
    }
}

// extract reads a file only with --file; a TEXT that names a file is text,
// and a note says so.
void TstCliParse::extractReadsFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = clitest::writeFile(dir, QStringLiteral("mail.txt"),
                                            "see http://a.example/x and hxxp://b[.]example\n");
    QVERIFY(!path.isEmpty());
    const Run text = runCli({"extract", path});
    QCOMPARE(text.exitCode, 0);
    QCOMPARE(text.out, QByteArray());
    QCOMPARE(text.err, "uri-inspect: note: '" + path.toUtf8()
                           + "' names a file but is read as text; use --file to read the file\n");
    const Run read = runCli({"extract", "--file", path});
    QCOMPARE(read.exitCode, 0);
    QCOMPARE(read.out, QByteArray("http://a.example/x  [4,18]\n"
                                  "http://b.example  [27,18]  (defanged)\n"));
    const Run missing = runCli({"extract", "--file", dir.filePath(QStringLiteral("none"))});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains("No such file or directory"));
}

// -f/--url-file on every command: the lines of a file, before the other
// inputs; "-" is standard input; a file that cannot be read is a usage error.
void TstCliParse::urlFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = clitest::writeFile(dir, QStringLiteral("urls.txt"),
                                            "\xEF\xBB\xBFhttp://a/\r\nhttp://b/\n");
    QVERIFY(!path.isEmpty());
    for (const char *command : {"parse", "check", "normalize", "decode"}) {
        const Run r = runCli({command, "--json", "http://c/", "-f", path});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, command); // check flags "http:"
        const QList<QByteArray> out = lines(r.out);
        QCOMPARE(out.size(), 3);
        QCOMPARE(parseLine(out[0])["input"], "http://a/");
        QCOMPARE(parseLine(out[1])["input"], "http://b/");
        QCOMPARE(parseLine(out[2])["input"], "http://c/");
    }
    const Run stdinFile = runCli({"parse", "--json", "--url-file", "-"}, "http://d/\n");
    QCOMPARE(lines(stdinFile.out).size(), 1);
    QCOMPARE(parseLine(lines(stdinFile.out)[0])["input"], "http://d/");
    const Run pairs = runCli({"compare", "--json", "-f", path, "-f", path});
    QCOMPARE(pairs.exitCode, 1); // "http://a/" alone is no pair
    const Run missing = runCli({"parse", "-f", dir.filePath(QStringLiteral("none"))});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.startsWith("uri-inspect: cannot read '"));
    const Run twice = runCli({"parse", "--json", "--spec", "rfc2396", "--spec", "rfc3986", "x"});
    QCOMPARE(parseLine(lines(twice.out)[0])["spec"], "rfc3986"); // the last one counts
}

void TstCliParse::get_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<int>("status");
    const QString every = QStringLiteral(
        "{scheme}|{user}|{password}|{host}|{port}|{path}|{query}|{query:b}|{:query:c}|{fragment}|"
        "{host_type}|{registrable_domain}|{verdict}|{{");
    QTest::newRow("every field")
        << QStringList{"parse", "--get", every,
                       "https://u:p@www.example.co.uk:8080/a%20b?b=1&c=x%2Fy#f"}
        << QByteArray("https|u|p|www.example.co.uk|8080|/a%20b|b=1&c=x%2Fy|1|x/y|f|reg-name|"
                      "example.co.uk|medium|{\n")
        << 0;
    // an undefined component is empty
    QTest::newRow("undefined") << QStringList{"parse", "--get", "[{host}][{port}][{query}]",
                                              "urn:isbn:0451450523"}
                               << QByteArray("[][][]\n") << 0;
    // decoded values are still escaped
    QTest::newRow("decoded, escaped")
        << QStringList{"parse", "--get", "{:path}", "http://a/%E2%80%AE%0A"}
        << QByteArray("/\\u{202E}\\n\n") << 0;
    QTest::newRow("browser's record")
        << QStringList{"parse",      "--spec",        "whatwg",
                       "--get",      "{host} {path}", "HTTP://EXAMPLE.COM/a/../b",
                       "http://[::1"}
        << QByteArray("example.com /b\n\n") << 1;
    // RFC 3986 §5.4.1
    QTest::newRow("resolve")
        << QStringList{"resolve", "--get", "{target} {path}", "http://a/b/c/d;p?q", "../g", "g?y#s"}
        << QByteArray("http://a/b/g /b/g\nhttp://a/b/c/g?y#s /b/c/g\n") << 0;
    // RFC 3986 §6.2.2 and §6.2.3
    QTest::newRow("normalize") << QStringList{"normalize", "--get", "{scheme}://{host}{path}",
                                              "HTTP://EXAMPLE.com:80/%7euser/./a/../b"}
                               << QByteArray("http://example.com/~user/b\n") << 0;
    QTest::newRow("check") << QStringList{"check", "--get", "{verdict} {registrable_domain}",
                                          "https://xn--mtamask-d8a.com/", "https://example.org/"}
                           << QByteArray("critical xn--mtamask-d8a.com\nnone example.org\n") << 1;
    // the verdict is the analysis's that the exit status and --json give:
    // with the tables of --data (opensea.cc is a combo of the brand of
    // opensea.io, a protected domain of that file only) and, with --base,
    // of the target
    QTest::newRow("check --data")
        << QStringList{"check", "--data",    URI_TEST_DATA_DIR "/realworld/crypto_brands.txt",
                       "--get", "{verdict}", "https://opensea.cc/"}
        << QByteArray("medium\n") << 1;
    // RFC 3986 §5.2.4: the page resolves "/../x" to /x before it asks
    QTest::newRow("check --base") << QStringList{"check", "--base",           "http://a/b/c/d",
                                                 "--get", "{verdict} {path}", "/../x"}
                                  << QByteArray("none /../x\n") << 0;
    QTest::newRow("unknown field")
        << QStringList{"parse", "--get", "{nope}", "x"} << QByteArray() << 2;
    QTest::newRow("target outside resolve")
        << QStringList{"parse", "--get", "{target}", "x"} << QByteArray() << 2;
    QTest::newRow("unclosed") << QStringList{"check", "--get", "{host", "x"} << QByteArray() << 2;
}

void TstCliParse::get()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, out);
    QFETCH(int, status);
    const Run r = runCli(args);
    QCOMPARE(r.out, out);
    QCOMPARE(r.exitCode, status);
}

QTEST_APPLESS_MAIN(TstCliParse)
#include "tst_cli_parse.moc"

// parse --derivation (docs/cli.md, docs/grammar.md): the tree after the
// components, the "derivation" member in JSON, and the usage errors
void TstCliParse::derivation()
{
    const Run text = runCli({"parse", "--derivation", "http://[::1/x"});
    QCOMPARE(text.exitCode, 1);
    QVERIFY(
        text.out.contains("\nderivation: RFC 3986 Appendix A: no match: the grammar stopped at 11\n"
                          "  URI-reference > URI  0+13  \"http://[::1/x\"\n"));
    QVERIFY(text.out.contains("      authority > host  7+4  \"[::1\"\n"
                              "        stopped at 11 (its end); IP-literal got to 11, IPv4address "
                              "got to 7, reg-name got to 7\n"
                              "      path-abempty  11+2  \"/x\"\n"));

    const Run j = runCli({"parse", "--derivation", "--json", "g:h"});
    QCOMPARE(j.exitCode, 0);
    const json object = parseLine(j.out.trimmed());
    QCOMPARE(object["valid"], json(true));
    const json expected = json::parse(
        "{\"rule\":\"URI-reference\",\"span\":[0,3],\"children\":[{\"rule\":\"URI\",\"span\":[0,3],"
        "\"c"
        "hildren\":[{\"rule\":\"scheme\",\"span\":[0,1],\"children\":[{\"rule\":\"ALPHA\",\"span\":"
        "[0,"
        "1],\"children\":[]}]},{\"rule\":\"hier-part\",\"span\":[2,1],\"children\":[{\"rule\":"
        "\"path"
        "-rootless\",\"span\":[2,1],\"children\":[{\"rule\":\"segment-nz\",\"span\":[2,1],\"childre"
        "n\":[{\"rule\":\"pchar\",\"span\":[2,1],\"children\":[{\"rule\":\"unreserved\",\"span\":["
        "2,1]"
        ",\"children\":[{\"rule\":\"ALPHA\",\"span\":[2,1],\"children\":[]}]}]}]}]}]}]}],\"accepte"
        "d\":true,\"source\":\"RFC 3986 Appendix A\"}");
    QCOMPARE(QByteArray::fromStdString(object["derivation"].dump()),
             QByteArray::fromStdString(expected.dump()));

    // RFC 2396's grammar: authority = server | reg_name, and the port of
    // "w3c.org:80path1" is no digits
    const Run rfc2396
        = runCli({"parse", "--derivation", "--spec", "rfc2396", "http://w3c.org:80path1/path2"});
    QCOMPARE(rfc2396.exitCode, 0);
    QVERIFY(rfc2396.out.contains(
        "\nderivation: RFC 2396 Appendix A: the input matches URI-reference\n"
        "  URI-reference > absoluteURI  0+28  \"http://w3c.org:80path1/path2\"\n"));
    QVERIFY(rfc2396.out.contains("    hier_part > net_path  5+23  \"//w3c.org:80path1/path2\"\n"
                                 "      authority > reg_name  7+15  \"w3c.org:80path1\"\n"));

    QCOMPARE(runCli({"parse", "--derivation", "--spec", "whatwg", "a:b"}).exitCode, 2);
    // draft-01 §4.2: opaque-URL = scheme ":" *urlchar takes what the generic split
    // refuses ("_" in a hostname), with the warning not-generic-url
    const Run draft01
        = runCli({"parse", "--derivation", "--spec", "draft-01", "http://under_score.example/"});
    QCOMPARE(draft01.exitCode, 0);
    QVERIFY2(draft01.out.contains(
                 "\nderivation: draft-fielding-url-syntax-01: the input matches URL-reference\n"
                 "  URL-reference > absoluteURL > opaque-URL  0+27  "
                 "\"http://under_score.example/\"\n"),
             draft01.out.constData());
    QVERIFY(draft01.out.contains("  warning not-generic-url at 12 (hostname, "
                                 "draft-fielding-url-syntax-01 §4.2)\n"));
    // RFC 1630: its generic BNF where it matches ("mailto:a" has no "//")
    const Run rfc1630 = runCli({"parse", "--derivation", "--spec", "rfc1630", "mailto:a"});
    QCOMPARE(rfc1630.exitCode, 0);
    QVERIFY2(rfc1630.out.contains("\nderivation: RFC 1630, BNF of Generic URI Syntax: the input "
                                  "matches prose-reference\n"
                                  "  prose-reference > fragmentaddress > uri  0+8  \"mailto:a\"\n"
                                  "    scheme > ialpha  0+6  \"mailto\"\n"),
             rfc1630.out.constData());
    QVERIFY(rfc1630.out.endsWith("    path > xpalphas > xpalpha > xalpha > alpha  7+1  \"a\"\n"));
    QCOMPARE(runCli({"parse", "--derivation", "--get", "{host}", "a:b"}).exitCode, 2);
}
