// uri-inspect extract over documents (docs/cli.md "extract", docs/documents.md):
// formats by content, the JSON records, --format, --base, standard input.
#include "cli_test_support.h"

#include <nlohmann/json.hpp>

#include <QtTest>

using clitest::lines;
using clitest::runCli;
using clitest::runCliPaused;
using json = nlohmann::json;

namespace {

QString dataFile(const char *name)
{
    return QStringLiteral(URI_TEST_DATA_DIR "/documents/") + QString::fromLatin1(name);
}

QByteArray contents(const char *name)
{
    QFile f(dataFile(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

std::vector<json> records(const QByteArray &out)
{
    std::vector<json> r;
    for (const QByteArray &line : lines(out))
        r.push_back(json::parse(line.toStdString()));
    return r;
}

} // namespace

class TstCliDocuments : public QObject
{
    Q_OBJECT

private slots:
    void messageRecords();
    void messageText();
    void checkNestsTheInspection();
    void standardInputBySniffing();
    void formatForced();
    void baseOfAPage();
    void mboxOnThreads();
    void pdfAndCodes();
    void progressLine();
    void usageErrors();
};

void TstCliDocuments::messageRecords()
{
    const clitest::Run run
        = runCli({"extract", "--json", "--file", dataFile("phish_paypal_qp.eml")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    const std::vector<json> r = records(run.out);
    QCOMPARE(r.size(), std::size_t{6});
    QCOMPARE(r[0]["record"], "message");
    QCOMPARE(r[0]["format"], "eml");
    QCOMPARE(r[0]["from_name"], "PayPal Service");
    QCOMPARE(r[0]["from_address"], "service@paypal-security-alerts.top");
    QCOMPARE(r[0]["reply_to"], "support@paypa1-help.com");
    QCOMPARE(r[0]["part"], nullptr);
    QCOMPARE(r[0]["authentication_results"].size(), std::size_t{1});
    const json &a = r[4];
    QCOMPARE(a["record"], "link");
    QCOMPARE(a["input"], 0);
    QCOMPARE(a["message"], 1);
    QCOMPARE(a["part"], "2");
    QCOMPARE(a["content_type"], "text/html");
    QCOMPARE(a["source"], "html-attribute");
    QCOMPARE(a["element"], "a");
    QCOMPARE(a["attribute"], "href");
    QCOMPARE(a["uri"],
             "https://paypal.com.account-verify.top/signin?session=abc123&next=%2Fsummary");
    QCOMPARE(a["written"], a["uri"]);
    QCOMPARE(a["target"], a["uri"]);
    QCOMPARE(a["shown"], "https://www.paypal.com/signin");
    QCOMPARE(a["has_image"], false);
    QCOMPARE(a["base"], nullptr);
    QCOMPARE(a["offset"], 46);
    QCOMPARE(a["length"], 79);
    QCOMPARE(r[1]["source"], "header");
    QCOMPARE(r[1]["attribute"], "List-Unsubscribe");
    QCOMPARE(r[1]["part"], nullptr);
    // the context checks (docs/security-checks.md §4.11): the link's, the sender's
    QCOMPARE(a["context_findings"].size(), std::size_t{1});
    const json &c1 = a["context_findings"][0];
    QCOMPARE(c1["id"], "C1");
    QCOMPARE(c1["name"], "shown-target-mismatch");
    QCOMPARE(c1["severity"], "critical");
    QCOMPARE(c1["message_id"], "C1.protected");
    QCOMPARE(c1["offset"], 0);
    QCOMPARE(c1["length"], 75); // in "written": "&amp;" decoded
    QCOMPARE(r[1]["context_findings"], json::array());
    QVERIFY(!a.contains("verdict")); // without --check: no inspection to weigh
    QCOMPARE(r[0]["list_id"], nullptr);
    QCOMPARE(r[0]["context_findings"].size(), std::size_t{2});
    QCOMPARE(r[0]["context_findings"][0]["message_id"], "C3.name-brand");
    QCOMPARE(r[0]["context_findings"][0]["severity"], "high");
    QCOMPARE(r[0]["context_findings"][1]["message_id"], "C3.reply-other");
}

void TstCliDocuments::messageText()
{
    const clitest::Run run = runCli({"extract", "--file", dataFile("phish_paypal_qp.eml")});
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> out = lines(run.out);
    QCOMPARE(out.size(), 15);
    QCOMPARE(out[0], QByteArray("message 1: PayPal Service <service@paypal-security-alerts.top>"));
    QCOMPARE(out[2], QByteArray("    C3 high: The sender's name says paypal, and the mail is from "
                                "service@paypal-security-alerts.top: paypal-security-alerts.top "
                                "is none of paypal's domains"));
    QCOMPARE(out[3], QByteArray("    C3 low: Replies go to support@paypa1-help.com, of another "
                                "owner than the From address's paypal-security-alerts.top"));
    QCOMPARE(out[10], QByteArray("https://paypal.com.account-verify.top/signin?session=abc123&next="
                                 "%2Fsummary  [46,79]"));
    QCOMPARE(out[11], QByteArray("    message 1, part 2 (text/html), <a href>, shown "
                                 "\"https://www.paypal.com/signin\""));
    QCOMPARE(out[12], QByteArray("    C1 critical: The text shows paypal.com, a protected domain, "
                                 "and the link goes to account-verify.top, another owner"));
}

// --check: each link's "check --json" object under "inspection", and the
// exit status of a flagged link.
void TstCliDocuments::checkNestsTheInspection()
{
    const clitest::Run run
        = runCli({"extract", "--json", "--check", "--file", dataFile("phish_paypal_qp.eml")});
    QCOMPARE(run.exitCode, 1);
    const std::vector<json> r = records(run.out);
    const json &inspection = r[4]["inspection"];
    QCOMPARE(inspection["input"], r[4]["uri"]);
    QVERIFY(inspection["verdict"] != "none");
    QVERIFY(!inspection["findings"].empty());
    // the link's verdict weighs its context findings too: C1 is critical
    QCOMPARE(r[4]["verdict"], "critical");
    QVERIFY(inspection["verdict"] != "critical");
    // the same object as `check --json` gives for the URI
    const clitest::Run check
        = runCli({"check", "--json", "--", QString::fromStdString(r[4]["uri"])});
    QCOMPARE(json::parse(check.out.toStdString()), inspection);
}

void TstCliDocuments::standardInputBySniffing()
{
    // an mbox on standard input: streamed, two messages
    const clitest::Run run = runCli({"extract", "--json", "-"}, contents("two.mbox"));
    QCOMPARE(run.exitCode, 0);
    const std::vector<json> r = records(run.out);
    QCOMPARE(r.front()["format"], "mbox");
    QCOMPARE(r.back()["message"], 2);
    QCOMPARE(r.back()["uri"], "https://second.example/");
    QCOMPARE(r.back()["document"], "-");
    // plain text stays text: today's records, with "record": "link"
    const clitest::Run text = runCli({"extract", "--json"}, "see https://a.example/ now\n");
    const std::vector<json> t = records(text.out);
    QCOMPARE(t.size(), std::size_t{1});
    QCOMPARE(t[0]["record"], "link");
    QCOMPARE(t[0]["uri"], "https://a.example/");
    QVERIFY(t[0].contains("angle_brackets"));
}

void TstCliDocuments::formatForced()
{
    // read as text, the HTML's <a> text is a URI of its own and the href too
    const clitest::Run run = runCli(
        {"extract", "--json", "--format", "text", "--file", dataFile("phish_paypal_qp.eml")});
    QCOMPARE(run.exitCode, 0);
    for (const json &r : records(run.out)) {
        QCOMPARE(r["record"], "link");
        QVERIFY(!r.contains("format"));
    }
}

void TstCliDocuments::baseOfAPage()
{
    const clitest::Run run
        = runCli({"extract", "--json", "--base", "https://site.example/dir/page.html", "--file",
                  dataFile("links.html")});
    QCOMPARE(run.exitCode, 0);
    const std::vector<json> r = records(run.out);
    QCOMPARE(r.size(), std::size_t{19});
    QCOMPARE(r[6]["written"], "../docs/a.html");
    QCOMPARE(r[6]["target"], "https://site.example/docs/a.html");
    QCOMPARE(r[6]["base"], "https://site.example/app/");
    QCOMPARE(r[6]["format"], "html");
}

// --jobs: the messages of an mbox read on several threads, the output byte
// for byte that of one thread, the exit status the same.
void TstCliDocuments::mboxOnThreads()
{
    QTemporaryDir dir;
    QByteArray mbox;
    for (int i = 1; i <= 300; ++i) {
        mbox += "From a@example.com Mon Dec  1 10:00:00 2026\nFrom: a@example.com\nSubject: "
                + QByteArray::number(i) + "\nContent-Type: text/html\n\n<p><a href=\"http://user@"
                + QByteArray::number(i) + ".example/\">https://bank.example/</a> "
                + QByteArray(i % 7 * 50, 'x') + "</p>\n\n";
    }
    const QString path = clitest::writeFile(dir, QStringLiteral("m.mbox"), mbox);
    const clitest::Run one
        = runCli({"extract", "--json", "--check", "--jobs", "1", "--file", path});
    QCOMPARE(lines(one.out).size(), 600);
    for (const char *jobs : {"2", "3"}) {
        const clitest::Run many
            = runCli({"extract", "--json", "--check", "--jobs", jobs, "--file", path});
        QCOMPARE(many.exitCode, one.exitCode);
        QVERIFY(many.out == one.out);
    }
    // the default: every core once 16 messages have been read
    const clitest::Run automatic = runCli({"extract", "--json", "--check", "--file", path});
    QVERIFY(automatic.out == one.out);
}

// The progress line: never in a pipe unless asked; with --progress, written
// over itself ("\r", erase to the end of the line) and cleared at the end.
// The line is written once 200 ms have passed: a pipe that pauses for
// longer shows it (not at once, so that a short run never flickers).
void TstCliDocuments::progressLine()
{
    const auto numbered = [](int from, int to) {
        QByteArray lines;
        for (int i = from; i < to; ++i)
            lines += "http://host" + QByteArray::number(i) + ".example/p\n";
        return lines;
    };
    const QByteArray first = numbered(0, 10);
    const QByteArray rest = numbered(10, 1000);
    const clitest::Run quiet = runCliPaused({"check", "-"}, first, 300, rest);
    QVERIFY(quiet.err.isEmpty());
    const clitest::Run no = runCliPaused({"check", "--no-progress", "-"}, first, 300, rest);
    QVERIFY(no.err.isEmpty());
    const clitest::Run shown
        = runCliPaused({"check", "--progress", "-"}, first, 300, rest, /*afterOutput=*/true);
    // a line every 256 lines once 200 ms have passed since the start: at 256
    // after the pause (and at 512 or 768 too when they come 200 ms later)
    static const QRegularExpression lines(
        QStringLiteral("^(\\ruri-inspect: 0\\.0 MB, (256|512|768) lines\x1b\\[K)+\\r\x1b\\[K$"));
    QVERIFY2(lines.match(QString::fromLatin1(shown.err)).hasMatch(), shown.err.constData());
    QCOMPARE(shown.out, quiet.out);
    QCOMPARE(shown.out.count("\nhttp://host"), 999); // each report begins with its URI
    // an mbox: the messages read so far
    const auto messages = [](int count) {
        QByteArray mbox;
        for (int i = 0; i < count; ++i)
            mbox += "From a@example.com Mon Dec  1 10:00:00 2026\nFrom: a@example.com\n"
                    "Subject: s\n\n<p><a href=\"https://a.example/\">x</a></p>\n\n";
        return mbox;
    };
    // (no output before its 4 KB: a pause long enough for a slow start)
    const clitest::Run documents = runCliPaused({"extract", "--check", "--progress", "--file", "-"},
                                                messages(2), 1000, messages(2));
    // the sniffer waits for its 4 KB, so the count is of the messages cut so
    // far; a slow start (ASan on a busy machine) may write a second line over
    // the first ("1 message", then "2 messages")
    static const QRegularExpression line(
        QStringLiteral("^(\\ruri-inspect: 0\\.0 MB, ([1-4] message|[2-4] messages)\x1b\\[K)+"
                       "\\r\x1b\\[K$"));
    QVERIFY2(line.match(QString::fromLatin1(documents.err)).hasMatch(), documents.err.constData());
    QCOMPARE(documents.out.count("\nhttps://a.example/  [12,18]\n"), 4); // each message's link
}

// A PDF's records carry their page and rectangle; a code's its image; the
// text says both; an image given on standard input is read by its content.
void TstCliDocuments::pdfAndCodes()
{
    const clitest::Run run = runCli({"extract", "--json", "--file", dataFile("invoice.pdf")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    const std::vector<json> r = records(run.out);
    QCOMPARE(r.size(), std::size_t{5});
    QCOMPARE(r[0]["format"], "pdf");
    QCOMPARE(r[0]["source"], "pdf-link");
    QCOMPARE(r[0]["element"], "Link");
    QCOMPARE(r[0]["attribute"], "URI");
    QCOMPARE(r[0]["page"], 1);
    QCOMPARE(r[0]["rect"], json::array({70.0, 130.0, 260.0, 147.0}));
    QCOMPARE(r[0]["shown"], "https://www.paypal.com/invoice");
    QCOMPARE(r[0]["image"], nullptr);
    QCOMPARE(r[1]["attribute"], "Launch");
    QCOMPARE(r[1]["uri"], "payload.exe");
    QCOMPARE(r[1]["target"], nullptr);
    QCOMPARE(r[4]["source"], "code");
    QCOMPARE(r[4]["page"], 2);
    QCOMPARE(r[4]["image"]["format"], "pdf-page");
    QCOMPARE(r[4]["image"]["symbology"], "QRCode");
    QCOMPARE(r[4]["image"]["text"], "https://drawn.example.net/pay");
    QCOMPARE(r[4]["rect"], json::array({200.0, 242.0, 325.0, 367.0}));

    QFile png(dataFile("qr_phish.png"));
    QVERIFY(png.open(QIODevice::ReadOnly));
    const clitest::Run code = runCli({"extract", "-"}, png.readAll());
    QCOMPARE(code.exitCode, 0);
    QCOMPARE(code.out, QByteArray("https://paypal.com.account-verify.top/qr?id=7  [0,45]\n"
                                  "    QRCode in the png image at 16,16-132,132 px\n"
                                  "    C6 low: The link arrives in a code (QRCode): its address is "
                                  "seen only once it is scanned\n"));
}

void TstCliDocuments::usageErrors()
{
    const clitest::Run format
        = runCli({"extract", "--format", "docx", "--file", dataFile("links.html")});
    QCOMPARE(format.exitCode, 2);
    QVERIFY(format.err.contains("--format takes text, eml, mbox, html, pdf or image"));
    const clitest::Run missing = runCli({"extract", "--file", "/nonexistent/x.eml"});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains("cannot read '/nonexistent/x.eml'"));
}

QTEST_GUILESS_MAIN(TstCliDocuments)
#include "tst_cli_documents.moc"
