// The report of the current inspection: HTML, Markdown and JSON,
// safe to open for a hostile link.
#include "text/report.h"
#include "text/security_text.h"
#include "window/language.h"

#include "uriinspector/json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include "corpus_support.h"

#include <set>

using namespace uri::ui;

namespace {

// Where two JSON values first differ: its path, and the window's and the
// command line's values there.
std::string firstDifference(const uri::Json &window, const uri::Json &cli,
                            const std::string &path = "")
{
    if (window.type() == cli.type() && window.is_object()) {
        for (const auto &[key, value] : window.items()) {
            if (!cli.contains(key))
                return path + "/" + key + ": only in the window";
            if (value != cli[key])
                return firstDifference(value, cli[key], path + "/" + key);
        }
        for (const auto &[key, value] : cli.items()) {
            if (!window.contains(key))
                return path + "/" + key + ": only in the command line";
        }
    }
    if (window.type() == cli.type() && window.is_array() && window.size() == cli.size()) {
        for (std::size_t k = 0; k < window.size(); ++k) {
            if (window[k] != cli[k])
                return firstDifference(window[k], cli[k], path + "/" + std::to_string(k));
        }
    }
    return path + ": window " + window.dump() + ", command line " + cli.dump();
}

// RFC 3986 §7.6 Semantic Attacks
const QString kDeceptive
    = QStringLiteral("ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm");

std::shared_ptr<const Analysis> of(const QString &input)
{
    return analyze(input, uri::Spec::Rfc3986);
}

bool hasRawControls(const QString &text, bool allowNewline)
{
    for (const QChar c : text) {
        if (c == QLatin1Char('\n') && allowNewline)
            continue;
        if (c.unicode() < 0x20 || c.unicode() == 0x7F || c == QChar(0x202E) || c == QChar(0x200B))
            return true;
    }
    return false;
}

} // namespace

class TstReport : public QObject
{
    Q_OBJECT

private slots:
    void htmlEscapesScript();
    void htmlShowsBidiAsEscape();
    void htmlContents();
    void markdownCode_data();
    void markdownCode();
    void markdownText();
    void markdownContents();
    void json();
    void jsonHostile();
    void jsonEqualsCheck_data();
    void jsonEqualsCheck();
    void jsonEqualsCheckOnVectors();
    void japanese();
    void emptyInput();
};

void TstReport::htmlEscapesScript()
{
    const QString html = Report::html(*of(QStringLiteral("http://x/<script>alert(1)</script>")));
    QVERIFY(!html.contains(QStringLiteral("<script"), Qt::CaseInsensitive));
    QVERIFY(html.contains(
        QStringLiteral("<code>http://x/&lt;script&gt;alert(1)&lt;/script&gt;</code>")));
    QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>\n")));
    QVERIFY(
        html.contains(QStringLiteral("content=\"default-src 'none'; style-src 'unsafe-inline'\"")));
}

void TstReport::htmlShowsBidiAsEscape()
{
    const QString input = QStringLiteral("http://example.com/\u202Egpj.exe?\"a'=\x01");
    const QString html = Report::html(*of(input));
    QVERIFY(!html.contains(QChar(0x202E)));
    QVERIFY(!hasRawControls(html, true));
    QVERIFY(html.contains(
        QStringLiteral("<code>http://example.com/\\u{202E}gpj.exe?&quot;a&#39;=\\x01</code>")));
    QCOMPARE(Report::htmlEscaped(QStringLiteral("<a href=\"x\">&'\u2066\t")),
             QStringLiteral("&lt;a href=&quot;x&quot;&gt;&amp;&#39;\\u{2066}\\u{0009}"));
}

void TstReport::htmlContents()
{
    const QString html = Report::html(*of(kDeceptive));
    // the verdict, the banner and the A12 finding with its span
    QVERIFY(html.contains(QStringLiteral("Verdict: high: userinfo that looks like a host "
                                         "(A12)</span> This link goes to 10.0.0.1 (port 21), "
                                         "not to cnn.example.com: &quot;cnn.example.com&amp;story="
                                         "breaking_news&quot; before the &quot;@&quot; is only a "
                                         "user name (RFC 3986 §7.6).")));
    QVERIFY(html.contains(QStringLiteral(
        "<tr><td>high</td><td><code>A12</code></td><td><code>deceptive-userinfo</code></td>"
        "<td><code>cnn.example.com&amp;story=breaking_news</code></td><td>[6, 35]</td>"
        "<td>RFC 3986 §7.6</td>")));
    // components with spans; the browser's view; the normalization
    QVERIFY(html.contains(
        QStringLiteral("<tr><td>host</td><td><code>10.0.0.1</code></td><td>[42, 8]</td></tr>")));
    QVERIFY(html.contains(
        QStringLiteral("<tr><td>query</td><td>undefined</td><td>undefined</td></tr>")));
    QVERIFY(html.contains(QStringLiteral(
        "<tr><td>userinfo</td><td><code>cnn.example.com&amp;story=breaking_news</code></td>"
        "<td><code>cnn.example.com&amp;story%3Dbreaking_news</code></td><td>differs</td></tr>")));
    QVERIFY(html.contains(QStringLiteral(
        "<dt>Browser "
        "href</dt><dd><code>ftp://cnn.example.com&amp;story%3Dbreaking_news@10.0.0.1/"
        "top_story.htm</code></dd>")));
    QVERIFY(html.contains(QStringLiteral("<h2>Normalization (RFC 3986 §6.2)</h2>")));
}

void TstReport::markdownCode_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("code");
    QTest::newRow("plain") << QStringLiteral("http://a/") << QStringLiteral("`http://a/`");
    QTest::newRow("backtick inside") << QStringLiteral("a`b") << QStringLiteral("``a`b``");
    QTest::newRow("two backticks") << QStringLiteral("a``b`") << QStringLiteral("``` a``b` ```");
    QTest::newRow("leading backtick") << QStringLiteral("`x") << QStringLiteral("`` `x ``");
    QTest::newRow("pipe") << QStringLiteral("a|b") << QStringLiteral("`a\\|b`");
    QTest::newRow("empty") << QString() << QStringLiteral("`  `");
    QTest::newRow("controls") << QStringLiteral("a\nb\u202E")
                              << QStringLiteral("`a\\u{000A}b\\u{202E}`");
}

void TstReport::markdownCode()
{
    QFETCH(QString, text);
    QFETCH(QString, code);
    QCOMPARE(Report::markdownCode(text), code);
}

void TstReport::markdownText()
{
    QCOMPARE(Report::markdownText(QStringLiteral("a *b* [c](d) <e> `f` #1 a|b &amp;")),
             QStringLiteral("a \\*b\\* \\[c\\](d) \\<e\\> \\`f\\` #1 a\\|b \\&amp;"));
}

void TstReport::markdownContents()
{
    const QString md = Report::markdown(*of(QStringLiteral("http://x/<script>`a`|\u202E")));
    QVERIFY(!md.contains(QChar(0x202E)));
    QVERIFY(!hasRawControls(md, true));
    QVERIFY(md.startsWith(QStringLiteral("# URI Inspector report\n\n")));
    QVERIFY2(md.contains(QStringLiteral("- Input: ``http://x/<script>`a`\\|\\u{202E}``\n")),
             qPrintable(md));
    const QString deceptive = Report::markdown(*of(kDeceptive));
    QVERIFY2(deceptive.contains(QStringLiteral(
                 "| high | `A12` | `deceptive-userinfo` | "
                 "`cnn.example.com&story=breaking_news` | \\[6, 35\\] | RFC 3986 §7.6 | ")),
             qPrintable(deceptive));
    QVERIFY(deceptive.contains(
        QStringLiteral("| Severity | Check | Name | Where | Span \\[offset, length\\] | Citation | "
                       "Message |\n| --- | --- | --- | --- | --- | --- | --- |\n")));
}

void TstReport::json()
{
    // the inspection's JSON (docs/json.md), as `uri-inspect check --json` prints it
    const QString text = Report::json(*of(kDeceptive));
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(text.toUtf8(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(o.value(QStringLiteral("input")).toString(), kDeceptive);
    QCOMPARE(o.value(QStringLiteral("spec")).toString(), QStringLiteral("rfc3986"));
    const QJsonObject parse = o.value(QStringLiteral("parse")).toObject();
    QCOMPARE(parse.value(QStringLiteral("valid")).toBool(), true);
    QCOMPARE(
        parse.value(QStringLiteral("spans")).toObject().value(QStringLiteral("userinfo")).toArray(),
        (QJsonArray{6, 35}));
    QVERIFY(parse.value(QStringLiteral("query")).isNull()); // undefined, not ""
    QCOMPARE(o.value(QStringLiteral("verdict")).toString(), QStringLiteral("high"));
    QCOMPARE(
        o.value(QStringLiteral("destination")).toObject().value(QStringLiteral("ip")).toString(),
        QStringLiteral("10.0.0.1"));
    const QJsonArray findings = o.value(QStringLiteral("findings")).toArray();
    QCOMPARE(findings.size(), 4);
    const QJsonObject a12 = findings.at(2).toObject();
    QCOMPARE(a12.value(QStringLiteral("id")).toString(), QStringLiteral("A12"));
    QCOMPARE(a12.value(QStringLiteral("severity")).toString(), QStringLiteral("high"));
    QCOMPARE(a12.value(QStringLiteral("offset")).toInt(), 6);
    QCOMPARE(a12.value(QStringLiteral("length")).toInt(), 35);
    QCOMPARE(a12.value(QStringLiteral("details"))
                 .toObject()
                 .value(QStringLiteral("real_host"))
                 .toString(),
             QStringLiteral("10.0.0.1"));
    QCOMPARE(o.value(QStringLiteral("views"))
                 .toObject()
                 .value(QStringLiteral("whatwg"))
                 .toObject()
                 .value(QStringLiteral("href"))
                 .toString(),
             QStringLiteral("ftp://cnn.example.com&story%3Dbreaking_news@10.0.0.1/top_story.htm"));
    QCOMPARE(o.value(QStringLiteral("normalization"))
                 .toObject()
                 .value(QStringLiteral("steps"))
                 .toArray()
                 .size(),
             6);
}

void TstReport::jsonHostile()
{
    const QString input = QStringLiteral("http://a/\u202E\x01<script>");
    const QString text = Report::json(*of(input));
    for (const QChar c : text)
        QVERIFY(c.unicode() < 0x7F); // ASCII only: "\u202e" escapes
    QVERIFY(text.contains(QStringLiteral("\"input\": \"http://a/\\u202e\\u0001<script>\"")));
    QVERIFY(text.contains(
        QStringLiteral("\"input_escaped\": \"http://a/\\\\u{202E}\\\\x01<script>\"")));
    const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("input")).toString(), input);
}

void TstReport::jsonEqualsCheck_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("base");
    // RFC 3986 §7.6
    QTest::newRow("deceptive") << QByteArray("ftp://cnn.example.com&story=breaking_news@10.0.0.1/"
                                             "top_story.htm")
                               << QByteArray();
    QTest::newRow("hostile") << QByteArray("http://a/\xE2\x80\xAE\x01<script>\xFF") << QByteArray();
    // RFC 3986 §6.2.2 and a reference of §5.4.1, resolved against its base
    QTest::newRow("ladder and base")
        << QByteArray("HTTP://www.EXAMPLE.com:80/a/./b/../%63") << QByteArray("http://a/b/c/d;p?q");
    QTest::newRow("relative, with base")
        << QByteArray("../g?y#s") << QByteArray("http://a/b/c/d;p?q");
    // the libraries disagree on the host (docs/readers.md): P11 and the readers
    QTest::newRow("readers disagree")
        << QByteArray("http://foo@evil.com:80@google.com/") << QByteArray();
}

void TstReport::jsonEqualsCheck()
{
    // docs/json.md: the window's export and `check --json` write one object
#ifndef URI_INSPECT_EXE
    QSKIP("built without the command line");
#else
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, base);
    QStringList args{QStringLiteral("check"), QStringLiteral("--json"),
                     QStringLiteral("--normalize"), QStringLiteral("--readers")};
    std::optional<std::string> baseText;
    if (!base.isEmpty()) {
        args << QStringLiteral("--base") << QString::fromLatin1(base);
        baseText = base.toStdString();
    }
    args << QStringLiteral("-");
    QProcess cli;
    cli.start(QStringLiteral(URI_INSPECT_EXE), args);
    QVERIFY(cli.waitForStarted());
    cli.write(input + '\n');
    cli.closeWriteChannel();
    QVERIFY(cli.waitForFinished(60000));
    const uri::Json fromCli = uri::Json::parse(cli.readAllStandardOutput().toStdString());

    const auto analysis = analyze(input.toStdString(), uri::Spec::Rfc3986, 0, baseText);
    const uri::Json fromWindow = uri::Json::parse(Report::json(*analysis).toStdString());
    QCOMPARE(QString::fromStdString(fromWindow.dump(1)), QString::fromStdString(fromCli.dump(1)));
    QVERIFY(fromWindow.contains("verdict"));
    QVERIFY(fromWindow.contains("normalization"));
    QCOMPARE(fromWindow.contains("resolution"), !base.isEmpty());
    QVERIFY(fromWindow.contains("readers"));
#endif
}

// The window's JSON export equals `check --json --normalize --readers` (with
// --base B) on 1,000 inputs of the vectors of tests/data, without a base and
// against RFC 3986 §5.4's: 2,000 inspections; and the window's verdict line
// names the checks the command line's verdict_checks lists.
void TstReport::jsonEqualsCheckOnVectors()
{
#ifndef URI_INSPECT_EXE
    QSKIP("built without the command line");
#else
    // one input a line: no line breaks; each text once
    std::vector<QByteArray> inputs;
    {
        std::set<QByteArray> seen;
        for (const uri::test::CorpusInput &in : uri::test::vectorInputs()) {
            const QByteArray bytes = in.input.toUtf8();
            // the window analyses and exports no empty input (Export is
            // disabled: tst_main_window::exportReportIsEscaped)
            if (bytes.isEmpty() || bytes.contains('\n') || bytes.contains('\r')
                || !seen.insert(bytes).second)
                continue;
            inputs.push_back(bytes);
        }
    }
    QVERIFY(inputs.size() > 1000);
    std::vector<QByteArray> sample;
    for (std::size_t i = 0; sample.size() < 1000; ++i)
        sample.push_back(inputs[i * inputs.size() / 1000]);

    int compared = 0;
    for (const QByteArray &base : {QByteArray(), QByteArray("http://a/b/c/d;p?q")}) {
        QStringList args{QStringLiteral("check"),       QStringLiteral("--json"),
                         QStringLiteral("--normalize"), QStringLiteral("--readers"),
                         QStringLiteral("--jobs"),      QStringLiteral("1")};
        if (!base.isEmpty())
            args << QStringLiteral("--base") << QString::fromLatin1(base);
        args << QStringLiteral("-");
        QProcess cli;
        cli.start(QStringLiteral(URI_INSPECT_EXE), args);
        QVERIFY(cli.waitForStarted());
        for (const QByteArray &input : sample)
            cli.write(input + '\n');
        cli.closeWriteChannel();
        QVERIFY(cli.waitForFinished(600000));
        QList<QByteArray> lines = cli.readAllStandardOutput().split('\n');
        if (!lines.isEmpty() && lines.back().isEmpty())
            lines.removeLast();
        QCOMPARE(lines.size(), qsizetype(sample.size()));
        const std::optional<std::string> baseText
            = base.isEmpty() ? std::nullopt : std::optional<std::string>(base.toStdString());
        for (std::size_t i = 0; i < sample.size(); ++i) {
            const uri::Json fromCli = uri::Json::parse(lines[qsizetype(i)].toStdString());
            const auto analysis = analyze(sample[i].toStdString(), uri::Spec::Rfc3986, 0, baseText);
            const uri::Json fromWindow = uri::Json::parse(Report::json(*analysis).toStdString());
            QVERIFY2(
                fromWindow == fromCli,
                qPrintable(QStringLiteral("input \"%1\": %2")
                               .arg(QString::fromUtf8(sample[i]),
                                    QString::fromStdString(firstDifference(fromWindow, fromCli)))));
            // the verdict line names the checks that set the verdict (up to three)
            if (analysis->security && fromCli.contains("verdict_checks")) {
                const QString line = SecurityText::verdictLine(*analysis->security);
                int named = 0;
                for (const auto &id : fromCli["verdict_checks"]) {
                    if (named++ == 3)
                        break;
                    QVERIFY2(line.contains(QStringLiteral("(%1)").arg(
                                 QString::fromStdString(id.get<std::string>()))),
                             qPrintable(line));
                }
            }
            ++compared;
        }
    }
    QCOMPARE(compared, 2000);
#endif
}

// The Japanese window's report: its words without the word joiners that
// keep them together on screen, an input's own U+2060 still an escape.
void TstReport::japanese()
{
    LanguageManager language;
    QVERIFY(language.setLanguage(Language::Japanese));
    const auto analysis = of(QStringLiteral("http://a/b\u2060c?d"));
    const QString md = Report::markdown(*analysis);
    const QString html = Report::html(*analysis);
    QVERIFY(language.setLanguage(Language::English));
    for (const QString &text : {md, html}) {
        QVERIFY(!text.contains(QChar(0x2060)));
        QVERIFY2(text.contains(QStringLiteral("\\u{2060}")), qPrintable(text.left(400)));
    }
    QVERIFY2(md.contains(QStringLiteral("\u5165\u529b")), qPrintable(md.left(400))); // "input"
    QVERIFY(md.contains(QStringLiteral("\u30d0\u30a4\u30c8"))); // "bytes", a word of three
}

void TstReport::emptyInput()
{
    const auto analysis = of(QString());
    const Analysis &a = *analysis;
    QVERIFY(Report::html(a).contains(QStringLiteral("<dt>Input</dt><dd><code></code></dd>")));
    QVERIFY(!Report::markdown(a).isEmpty());
    const QJsonObject o = QJsonDocument::fromJson(Report::json(a).toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("input")).toString(), QString());
}

QTEST_MAIN(TstReport)
#include "tst_report.moc"
