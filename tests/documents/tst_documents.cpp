// The documents layer (documents/): formats by content, the records of a
// mail message, an mbox and an HTML page, exact; the bounds on hostile
// documents (docs/documents.md).
#include "uriinspector/documents.h"
#include "uriinspector/documents_report.h"

#include <QElapsedTimer>
#include <QTemporaryFile>
#include <QtTest>

#include <algorithm>
#include <deque>
#include <fstream>
#include <map>
#include <sstream>

using namespace uri;
using namespace uri::documents;

namespace {

std::string dataFile(const char *name)
{
    return std::string(URI_TEST_DATA_DIR) + "/documents/" + name;
}

std::string contents(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

struct Records
{
    std::vector<MessageRecord> messages;
    std::deque<LinkRecord> links; // (a page of 100,000 links: no block of all of them)
    std::vector<Notice> notices;
    Handler handler;

    Records()
    {
        handler.message = [this](const MessageRecord &m) { messages.push_back(m); };
        handler.link = [this](const LinkRecord &l) { links.push_back(l); };
        handler.notice = [this](const Notice &n) { notices.push_back(n); };
    }

    // the first link written so
    const LinkRecord *written(std::string_view text) const
    {
        for (const LinkRecord &l : links) {
            if (l.written == text)
                return &l;
        }
        return nullptr;
    }
};

// Findings in words: "C1 critical C1.protected", joined by "; ".
std::string findingWords(const std::vector<security::Finding> &findings)
{
    std::string out;
    for (const security::Finding &f : findings)
        out += (out.empty() ? "" : "; ") + std::string(f.id) + " "
               + std::string(security::riskName(f.severity)) + " " + std::string(f.messageId);
    return out;
}

Records readAs(const std::string &bytes, Format format, std::optional<std::string> url = {},
               Limits limits = {})
{
    Records r;
    ReadOptions options;
    options.url = std::move(url);
    options.limits = limits;
    read(bytes, format, options, r.handler);
    return r;
}

} // namespace

class TstDocuments : public QObject
{
    Q_OBJECT

private slots:
    void sniffsByContent_data();
    void sniffsByContent();
    void formatNames();
    void phishingMessage();
    void mboxStreamed();
    void mboxSplit();
    void pythonDigest();
    void pythonAttachedMessage();
    void pythonMalformed();
    void htmlEveryKindOfLink();
    void htmlSpansAreTheirText();
    void htmlCharacterReferences();
    void conditionalComments();
    void htmlCharsets();
    void deepPageIsBounded();
    void linksPerPartBounded();
    void pageOf100000Links();
    void messagesNestedTooDeep();
    void pdfInvoice();
    void pdfDamaged();
    void codesInImages_data();
    void codesInImages();
    void imageTooLarge();
    void detectorThatThrows();
    void quishingMessage();
    void originWords();
    void excerpts();
    void cancelStops();
    void hostileBytes_data();
    void hostileBytes();
    void contextOfPhishingMessage();
    void contextOfLinks_data();
    void contextOfLinks();
    void contextOfSenders_data();
    void contextOfSenders();
    void contextOfAttachedPage();
    void contextQuietOnBenignMail();
    void partsAndPagesReadAgain();
    void codeInADataImage();
    void linkLineIsLinkJson();
};

void TstDocuments::sniffsByContent_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<int>("format");
    const auto row = [](const char *name, const QByteArray &head, Format f) {
        QTest::newRow(name) << head << static_cast<int>(f);
    };
    row("mbox", "From someone@example.com Mon Dec  1 10:00:00 2026\nFrom: a@b\nSubject: x\n\nbody",
        Format::Mbox);
    row("'From here' is text", "From here we go to http://a.example/\nand on\n", Format::Text);
    row("message", "Received: by x\nFrom: a@example.com\nSubject: hi\n\nbody", Format::Message);
    row("one field and a body", "Content-Type: text/plain\n\nbody", Format::Message);
    row("'Note:' is text", "Note: see http://a.example/\nThanks\n", Format::Text);
    row("a field no message has", "X-Foo: 1\nX-Bar: 2\n\nbody", Format::Text);
    row("doctype", "<!DOCTYPE html><html>", Format::Html);
    row("BOM and white space", "\xEF\xBB\xBF  \n<html lang=en>", Format::Html);
    row("<p>", "<p>hello</p>", Format::Html);
    row("XHTML", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<!DOCTYPE html PUBLIC",
        Format::Html);
    row("XML", "<?xml version=\"1.0\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">",
        Format::Text);
    row("UTF-16LE page", QByteArray("\xFF\xFE<\0h\0t\0m\0l\0>\0", 14), Format::Html);
    row("UTF-16BE page", QByteArray("\xFE\xFF\0<\0p\0>\0x", 10), Format::Html);
    row("<pre> is no pattern", "<pre>x</pre>", Format::Text);
    row("<abbr> is not <a>", "<abbr>x</abbr>", Format::Text);
    row("PDF", "%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj", Format::Pdf);
    row("PDF after a banner", "scanned by gateway\n%PDF-1.4\n", Format::Pdf);
    row("a message that names %PDF-", "From: a@b\nSubject: %PDF-1.7\n\nx", Format::Message);
    row("'%PDF-' in a text", "the header %PDF-x is wrong", Format::Text);
    row("PNG", "\x89PNG\r\n\x1A\n\0\0\0\rIHDR", Format::Image);
    row("JPEG", "\xFF\xD8\xFF\xE0\0\x10JFIF", Format::Image);
    row("GIF", "GIF89a\x01\0\x01\0", Format::Image);
    row("BMP", QByteArray("BM\x36\0\0\0\0\0\0\0\x36\0\0\0\x28\0\0\0\x01\0", 20), Format::Image);
    row("'BM' begins a text", "BMW drivers: see https://a.example/ today", Format::Text);
    row("plain text", "see http://a.example/ now", Format::Text);
    row("empty", "", Format::Text);
}

void TstDocuments::sniffsByContent()
{
    QFETCH(QByteArray, head);
    QFETCH(int, format);
    QCOMPARE(static_cast<int>(sniff(head.toStdString())), format);
}

void TstDocuments::formatNames()
{
    for (const Format f :
         {Format::Text, Format::Message, Format::Mbox, Format::Html, Format::Pdf, Format::Image})
        QCOMPARE(formatFromName(formatName(f)), std::optional<Format>(f));
    QCOMPARE(formatName(Format::Message), std::string_view("eml"));
    QCOMPARE(formatName(Format::Image), std::string_view("image"));
    QVERIFY(!formatFromName("docx"));
}

// The sample of the issue: quoted-printable HTML whose link text names
// paypal.com while its href goes elsewhere; the href is whole (the soft line
// break is undone), its text is the link's shown text and no link of its own.
void TstDocuments::phishingMessage()
{
    const Records r = readAs(contents(dataFile("phish_paypal_qp.eml")), Format::Message);
    QCOMPARE(r.notices.size(), std::size_t{0});
    QCOMPARE(r.messages.size(), std::size_t{1});
    const MessageRecord &m = r.messages[0];
    QCOMPARE(m.number, std::size_t{1});
    QCOMPARE(m.messageId, std::string("20261201.1234@paypal-security-alerts.top"));
    QCOMPARE(m.subject, std::string("Your account has been limited \xE2\x9A\xA0")); // RFC 2047 B
    QCOMPARE(m.fromName, std::string("PayPal Service"));
    QCOMPARE(m.fromAddress, std::string("service@paypal-security-alerts.top"));
    QCOMPARE(m.replyTo, std::string("support@paypa1-help.com"));
    QCOMPARE(m.returnPath, std::string("<bounce@mailer.paypal-security-alerts.top>"));
    QCOMPARE(m.authenticationResults,
             std::vector<std::string>{"mx.example.net; spf=fail "
                                      "smtp.mailfrom=paypal-security-alerts.top; dkim=none"});

    QCOMPARE(r.links.size(), std::size_t{5});
    // RFC 2369 List-Unsubscribe, in the order written
    QCOMPARE(r.links[0].source, Source::Header);
    QCOMPARE(r.links[0].attribute, std::string("List-Unsubscribe"));
    QCOMPARE(r.links[0].written, std::string("mailto:unsub@paypal-security-alerts.top"));
    QCOMPARE(r.links[1].written, std::string("https://paypal-security-alerts.top/unsub?u=1"));
    // the text part
    QCOMPARE(r.links[2].part, std::string("1"));
    QCOMPARE(r.links[2].contentType, std::string("text/plain"));
    QCOMPARE(r.links[2].source, Source::Text);
    QCOMPARE(r.links[2].written, std::string("https://www.paypal.com/signin"));
    QCOMPARE(r.links[2].span.offset, std::size_t{26});
    // the HTML part: the <a>, whole, with its text as what it shows
    const LinkRecord &a = r.links[3];
    QCOMPARE(a.part, std::string("2"));
    QCOMPARE(a.contentType, std::string("text/html"));
    QCOMPARE(a.source, Source::HtmlAttribute);
    QCOMPARE(a.element, std::string("a"));
    QCOMPARE(a.attribute, std::string("href"));
    QCOMPARE(
        a.written,
        std::string("https://paypal.com.account-verify.top/signin?session=abc123&next=%2Fsummary"));
    QCOMPARE(a.target, a.written);
    QCOMPARE(a.shown, std::optional<std::string>("https://www.paypal.com/signin"));
    QCOMPARE(a.message, std::optional<std::size_t>(1));
    QCOMPARE(a.subject, m.subject);
    // its value holds "&amp;": the span is the value as written (79 bytes)
    QCOMPARE(a.span.length, std::size_t{79});
    QCOMPARE(r.links[4].element, std::string("img"));
    QCOMPARE(r.links[4].written, std::string("https://track.account-verify.top/o.gif"));
    QVERIFY(!r.links[4].shown); // alt=""
}

// An mbox read from a file, a message at a time; the messages numbered.
void TstDocuments::mboxStreamed()
{
    Records r;
    QVERIFY(readFile(dataFile("two.mbox"), std::nullopt, {}, r.handler));
    QCOMPARE(r.messages.size(), std::size_t{2});
    QCOMPARE(r.messages[1].number, std::size_t{2});
    QCOMPARE(r.messages[1].subject, std::string("second"));
    QCOMPARE(r.links.back().message, std::optional<std::size_t>(2));
    QCOMPARE(r.links.back().written, std::string("https://second.example/"));
    QCOMPARE(r.links.size(), std::size_t{6});

    // 10,000 messages through a file: every one read, in order
    QTemporaryFile file;
    QVERIFY(file.open());
    std::string mbox;
    for (int i = 1; i <= 10000; ++i) {
        mbox += "From sender@example.com Mon Dec  1 10:00:00 2026\nFrom: sender@example.com\n"
                "Subject: number "
                + std::to_string(i) + "\n\nhttps://example.com/" + std::to_string(i) + "\n\n";
    }
    file.write(mbox.data(), static_cast<qint64>(mbox.size()));
    file.flush();
    Records many;
    QVERIFY(readFile(file.fileName().toStdString(), std::nullopt, {}, many.handler));
    QCOMPARE(many.messages.size(), std::size_t{10000});
    QCOMPARE(many.links.size(), std::size_t{10000});
    QCOMPARE(many.links[9999].written, std::string("https://example.com/10000"));
    QCOMPARE(many.links[9999].message, std::optional<std::size_t>(10000));
    QCOMPARE(many.messages[4999].subject, std::string("number 5000"));
}

// RFC 4155 §2: a message begins at a "From " line after an empty line; the
// same messages whatever the bytes' pieces.
void TstDocuments::mboxSplit()
{
    const std::string mbox
        = "From a@example Mon Dec  1 10:00:00 2026\r\nSubject: one\r\n\r\n"
          "Hello\r\nFrom the start, a line of the body\r\n>From an escaped one\r\n\r\n"
          "From b@example Mon Dec  1 10:00:01 2026\nSubject: two\n\nbody\n\n"
          "From c@example Mon Dec  1 10:00:02 2026\nSubject: three\n\n"
          + std::string(300, 'x') + "\n";
    const auto split = [&](std::size_t piece, std::size_t max) {
        std::vector<std::pair<std::string, bool>> out;
        MboxSplitter s(
            [&](std::size_t number, std::string_view message, bool cut) {
                QCOMPARE(number, out.size() + 1);
                out.emplace_back(message, cut);
            },
            max);
        for (std::size_t at = 0; at < mbox.size(); at += piece)
            s.feed(std::string_view(mbox).substr(at, piece));
        s.finish();
        return out;
    };
    const auto whole = split(mbox.size(), 1000);
    QCOMPARE(whole.size(), std::size_t{3});
    QCOMPARE(whole[0].first,
             std::string("Subject: one\r\n\r\nHello\r\nFrom the start, a line of the "
                         "body\r\n>From an escaped one\r\n\r\n"));
    QCOMPARE(whole[1].first, std::string("Subject: two\n\nbody\n\n"));
    QVERIFY(!whole[2].second);
    for (const std::size_t piece :
         {std::size_t{1}, std::size_t{2}, std::size_t{7}, std::size_t{64}})
        QVERIFY(split(piece, 1000) == whole);
    // a message longer than the bound: its start, marked cut; the next one whole
    const std::string longFirst = "From a@example Mon Dec  1 10:00:00 2026\nSubject: long\n\n"
                                  + std::string(5000, 'y') + "\n\nFrom b@example Mon Dec  1\n"
                                  + "Subject: after\n\nhttps://after.example/\n";
    for (const std::size_t piece : {std::size_t{1}, std::size_t{100}, longFirst.size()}) {
        std::vector<std::pair<std::string, bool>> out;
        MboxSplitter s([&](std::size_t, std::string_view m, bool cut) { out.emplace_back(m, cut); },
                       1000);
        for (std::size_t at = 0; at < longFirst.size(); at += piece)
            s.feed(std::string_view(longFirst).substr(at, piece));
        s.finish();
        QCOMPARE(out.size(), std::size_t{2});
        QVERIFY(out[0].second);
        QCOMPARE(out[0].first.size(), std::size_t{1000});
        QCOMPARE(out[1].first, std::string("Subject: after\n\nhttps://after.example/\n"));
    }
}

// CPython's msg_02: a digest (multipart/digest) of five messages.
void TstDocuments::pythonDigest()
{
    const Records r = readAs(contents(dataFile("python/msg_02.txt")), Format::Message);
    QCOMPARE(r.messages.size(), std::size_t{6});
    QCOMPARE(r.messages[0].subject, std::string("Ppp digest, Vol 1 #2 - 5 msgs"));
    QCOMPARE(r.messages[1].part, std::string("3.1"));
    QCOMPARE(r.messages[1].subject, std::string("[Ppp] testing #1"));
    QCOMPARE(r.messages[5].part, std::string("3.5"));
    QCOMPARE(r.messages[5].fromAddress, std::string("barry@digicool.com"));
    QCOMPARE(r.links.size(), std::size_t{2});
    QCOMPARE(r.links[0].part, std::string("1"));
    QCOMPARE(r.links[1].part, std::string("4"));
    QCOMPARE(r.links[1].written, std::string("http://www.zzz.org/mailman/listinfo/ppp"));
}

// CPython's msg_16: a delivery report with the message it returns attached.
void TstDocuments::pythonAttachedMessage()
{
    const Records r = readAs(contents(dataFile("python/msg_16.txt")), Format::Message);
    QCOMPARE(r.messages.size(), std::size_t{2});
    QCOMPARE(r.messages[1].part, std::string("3"));
    QCOMPARE(r.messages[1].fromName, std::string("Ian T. Henry"));
    QCOMPARE(r.links.size(), std::size_t{3});
    QCOMPARE(r.links[1].written,
             std::string("mailto:scr-request@socal-raves.org?subject=unsubscribe"));
    // the attached message's body: its part, and the attached message's subject
    QCOMPARE(r.links[2].part, std::string("3"));
    QCOMPARE(r.links[2].subject, std::string("[scr] yeah for Ians!!"));
    QCOMPARE(r.links[2].written, std::string("http://www.socal-raves.org/"));
}

// CPython's msg_35 (the header runs into the body) and msg_37 (parts
// without headers): read, with what GMime saw said.
void TstDocuments::pythonMalformed()
{
    const Records r35 = readAs(contents(dataFile("python/msg_35.txt")), Format::Message);
    QCOMPARE(r35.messages.size(), std::size_t{1});
    QCOMPARE(r35.messages[0].subject, std::string("here's something interesting"));
    QCOMPARE(r35.notices.size(), std::size_t{2});
    QCOMPARE(r35.notices[0].text,
             std::string("A header name is invalid; other programs may read the message "
                         "otherwise (byte 80: counter to RFC 2822, there's no separating "
                         "newline here)."));
    QCOMPARE(r35.notices[1].text, std::string("The message is truncated."));
    const Records r37 = readAs(contents(dataFile("python/msg_37.txt")), Format::Message);
    QCOMPARE(r37.messages.size(), std::size_t{1});
    QVERIFY(!r37.notices.empty());
    QCOMPARE(r37.notices[1].text, std::string("A part has neither headers nor content (byte 95)."));
    // a message GMime cannot read (a first header name with a space): its
    // bytes searched as text, with a notice
    const Records bad
        = readAs("Return-Pa th: x\nFrom: a@b\n\nsee https://still.example/\n", Format::Message);
    QCOMPARE(bad.messages.size(), std::size_t{0});
    QCOMPARE(bad.notices.back().text,
             std::string("No message could be read; its bytes are searched as text."));
    QCOMPARE(bad.links.size(), std::size_t{1});
    QCOMPARE(bad.links[0].written, std::string("https://still.example/"));
    QCOMPARE(bad.links[0].message, std::optional<std::size_t>(1));
    // msg_19 is a digest's text without a header: text
    QCOMPARE(sniff(contents(dataFile("python/msg_19.txt"))), Format::Text);
    // msg_25 begins with an mbox "From " line
    QCOMPARE(sniff(contents(dataFile("python/msg_25.txt"))), Format::Mbox);
}

// Every kind of link of a page, resolved against its <base>, which is
// resolved against the page's own URL (HTML §2.4.1).
void TstDocuments::htmlEveryKindOfLink()
{
    const Records r = readAs(contents(dataFile("links.html")), Format::Html,
                             std::string("https://site.example/dir/page.html"));
    QCOMPARE(r.notices.size(), std::size_t{0});
    struct Expected
    {
        Source source;
        const char *element;
        const char *attribute;
        const char *written;
        const char *target;
        const char *shown;
    };
    const std::vector<Expected> expected{
        {Source::HtmlAttribute, "base", "href", "/app/", "https://site.example/app/", nullptr},
        {Source::HtmlMetaRefresh, "meta", "content", "https://evil.example/next",
         "https://evil.example/next", nullptr},
        {Source::HtmlScript, "script", "", "https://redirect.example/go?u=1",
         "https://redirect.example/go?u=1", nullptr},
        {Source::HtmlScript, "script", "", "/relative", "https://site.example/relative", nullptr},
        {Source::HtmlAttribute, "body", "background", "bg.png", "https://site.example/app/bg.png",
         nullptr},
        {Source::HtmlScript, "body", "onload", "https://onload.example/", "https://onload.example/",
         nullptr},
        {Source::HtmlAttribute, "a", "href", "../docs/a.html", "https://site.example/docs/a.html",
         "Docs"},
        {Source::HtmlAttribute, "a", "href", "https://example.com/spaced",
         "https://example.com/spaced", "Spaced text"},
        {Source::HtmlAttribute, "a", "href", "https://bank.example.net/",
         "https://bank.example.net/", "Bank of Example"},
        {Source::HtmlAttribute, "img", "src", "logo.png", "https://site.example/app/logo.png",
         "Bank of Example"},
        {Source::HtmlAttribute, "a", "href", "https://x.example/", "https://x.example/",
         "Tooltip only"},
        {Source::HtmlSrcset, "img", "srcset", "small.jpg", "https://site.example/app/small.jpg",
         nullptr},
        {Source::HtmlSrcset, "img", "srcset", "large.jpg", "https://site.example/app/large.jpg",
         nullptr},
        {Source::HtmlSrcset, "img", "srcset", "https://cdn.example/huge.jpg",
         "https://cdn.example/huge.jpg", nullptr},
        {Source::HtmlAttribute, "form", "action", "https://collect.example/post",
         "https://collect.example/post", nullptr},
        {Source::HtmlAttribute, "iframe", "src", "https://frame.example/", "https://frame.example/",
         nullptr},
        // text is no link: not resolved against the base; "www." over http:
        {Source::HtmlText, "", "", "www.plain-text.example", "http://www.plain-text.example/",
         nullptr},
        {Source::HtmlText, "", "", "http://defanged.example/x", "http://defanged.example/x",
         nullptr},
        {Source::HtmlAttribute, "a", "href", "https://svg.example/", "https://svg.example/", "svg"},
    };
    QCOMPARE(r.links.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const LinkRecord &l = r.links[i];
        const Expected &e = expected[i];
        const QByteArray row = QByteArray::number(static_cast<qulonglong>(i));
        QVERIFY2(l.source == e.source, row);
        QCOMPARE(l.element, std::string(e.element));
        QCOMPARE(l.attribute, std::string(e.attribute));
        QCOMPARE(l.written, std::string(e.written));
        QCOMPARE(l.target, std::optional<std::string>(e.target));
        QCOMPARE(l.shown, e.shown ? std::optional<std::string>(e.shown) : std::nullopt);
        QVERIFY(l.part.empty() && !l.message);
    }
    QVERIFY(r.links[8].hasImage);
    QVERIFY(r.written("http://defanged.example/x")->defanged);
    // the links of the page after the <base>: resolved against it
    QCOMPARE(r.links[4].base, std::optional<std::string>("https://site.example/app/"));
    // without the page's own URL, a relative <base> resolves nothing
    const Records bare = readAs(contents(dataFile("links.html")), Format::Html);
    QVERIFY(!bare.written("../docs/a.html")->target);
    QCOMPARE(bare.written("https://cdn.example/huge.jpg")->target,
             std::optional<std::string>("https://cdn.example/huge.jpg"));
}

// The span of a link whose value holds no character reference is the text
// it was read from, in the page.
void TstDocuments::htmlSpansAreTheirText()
{
    const std::string page = contents(dataFile("links.html"));
    const Records r = readAs(page, Format::Html, std::string("https://site.example/"));
    for (const LinkRecord &l : r.links) {
        QVERIFY(l.span.end() <= page.size());
        if (l.defanged)
            continue; // refanged: "hxxp://defanged[.]example/x" as written
        QCOMPARE(page.substr(l.span.offset, l.span.length), l.written);
    }
}

void TstDocuments::htmlCharacterReferences()
{
    const std::string page
        = R"(<p><a href="https://a.example/?x=1&amp;y=2&#x26;z=3">A&amp;B</a></p>)";
    const Records r = readAs(page, Format::Html);
    QCOMPARE(r.links.size(), std::size_t{1});
    QCOMPARE(r.links[0].written, std::string("https://a.example/?x=1&y=2&z=3"));
    QCOMPARE(r.links[0].shown, std::optional<std::string>("A&B"));
    // the span is the value as written
    QCOMPARE(page.substr(r.links[0].span.offset, r.links[0].span.length),
             std::string("https://a.example/?x=1&amp;y=2&#x26;z=3"));
}

// A link that only Outlook shows: a VML button in a conditional comment.
void TstDocuments::conditionalComments()
{
    const std::string page
        = "<html><body><!--[if mso]><v:roundrect xmlns:v=\"urn:schemas-microsoft-com:vml\" "
          "href=\"https://outlook-only.example/login\"><center>Sign in</center></v:roundrect>"
          "<![endif]--><!-- https://plain-comment.example/ --><a href=\"https://all.example/\">"
          "Sign in</a></body></html>";
    const Records r = readAs(page, Format::Html);
    QCOMPARE(r.links.size(), std::size_t{2});
    QCOMPARE(r.links[0].source, Source::HtmlConditionalComment);
    QCOMPARE(r.links[0].written, std::string("https://outlook-only.example/login"));
    QCOMPARE(page.substr(r.links[0].span.offset, r.links[0].span.length), r.links[0].written);
    QCOMPARE(r.links[1].written, std::string("https://all.example/"));
}

// A page in windows-1252 (its <meta>) or in ISO-8859-1 (windows-1252 in a
// browser, Encoding Standard §4.2) comes out in UTF-8.
void TstDocuments::htmlCharsets()
{
    // UTF-16 with its byte order mark
    const QString utf16
        = QStringLiteral("<html><a href=\"https://c.example/\">caf\u00e9</a></html>");
    std::string le("\xFF\xFE");
    for (const QChar c : utf16) {
        le += static_cast<char>(c.unicode() & 0xFF);
        le += static_cast<char>(c.unicode() >> 8);
    }
    QCOMPARE(sniff(le), Format::Html);
    const Records r16 = readAs(le, Format::Html);
    QCOMPARE(r16.links.size(), std::size_t{1});
    QCOMPARE(r16.links[0].shown, std::optional<std::string>("caf\xC3\xA9"));

    const std::string page
        = "<html><head><meta charset=\"windows-1252\"></head><body>"
          "<a href=\"https://a.example/\">Caf\xE9 \x93quoted\x94</a></body></html>";
    const Records r = readAs(page, Format::Html);
    QCOMPARE(r.links.size(), std::size_t{1});
    QCOMPARE(r.links[0].shown,
             std::optional<std::string>("Caf\xC3\xA9 \xE2\x80\x9Cquoted\xE2\x80\x9D"));
    const std::string latin1 = "<meta http-equiv=\"Content-Type\" content=\"text/html; "
                               "charset=ISO-8859-1\"><a href=\"https://b.example/\">\x80 \xE9</a>";
    const Records l = readAs(latin1, Format::Html);
    QCOMPARE(l.links.size(), std::size_t{1});
    QCOMPARE(l.links[0].shown, std::optional<std::string>("\xE2\x82\xAC \xC3\xA9"));
}

// 200,000 nested <div> would take gumbo minutes: the page is read by the
// HTML parser to the depth bound and as text after it, and says so.
void TstDocuments::deepPageIsBounded()
{
    std::string page = "<html><body>";
    for (int i = 0; i < 200000; ++i)
        page += "<div>";
    page += "<a href=\"https://deep.example/\">deep</a> see https://after.example/";
    QElapsedTimer timer;
    timer.start();
    const Records r = readAs(page, Format::Html);
    QVERIFY2(timer.elapsed() < 20000, "the bound keeps the parse short");
    QCOMPARE(r.notices.size(), std::size_t{1});
    QCOMPARE(r.notices[0].text,
             std::string("The page nests its elements more than 512 deep at byte 2567; the "
                         "rest is searched as text."));
    QCOMPARE(r.links.size(), std::size_t{2});
    QCOMPARE(r.links[0].source, Source::HtmlText);
    QCOMPARE(r.links[0].written, std::string("https://deep.example/"));
    QCOMPARE(page.substr(r.links[1].span.offset, r.links[1].span.length),
             std::string("https://after.example/"));
}

void TstDocuments::linksPerPartBounded()
{
    std::string page = "<html><body>";
    for (int i = 0; i < 50; ++i)
        page += "<a href=\"https://a.example/" + std::to_string(i) + "\">x</a>";
    Limits limits;
    limits.linksPerPart = 20;
    const Records r = readAs(page, Format::Html, std::nullopt, limits);
    QCOMPARE(r.links.size(), std::size_t{20});
    QCOMPARE(r.notices.size(), std::size_t{1});
    QCOMPARE(r.notices[0].text,
             std::string("More than 20 links in this part; the rest are not listed."));
}

// A page of 100,000 links: every one recorded, each span its href, and the
// reading grows with the page (four times the links: under eight times the
// time of the smaller page, the better of three runs each).
void TstDocuments::pageOf100000Links()
{
    const auto page = [](int links) {
        std::string html = "<!DOCTYPE html><html><body><ul>";
        for (int i = 0; i < links; ++i)
            html += "<li><a href=\"https://example.com/item/" + std::to_string(i) + "\">item "
                    + std::to_string(i) + "</a></li>\n";
        return html;
    };
    const auto fastest = [](const std::string &html, Records &out) {
        qint64 best = std::numeric_limits<qint64>::max();
        for (int run = 0; run < 3; ++run) {
            QElapsedTimer timer;
            timer.start();
            out = readAs(html, Format::Html);
            best = std::min(best, timer.nsecsElapsed());
        }
        return best;
    };
    const std::string big = page(100000);
    Records all;
    Records quarter;
    const qint64 bigTime = fastest(big, all);
    const qint64 smallTime = fastest(page(25000), quarter);
    QCOMPARE(all.links.size(), std::size_t{100000});
    QCOMPARE(all.notices.size(), std::size_t{0});
    QCOMPARE(all.links.back().written, std::string("https://example.com/item/99999"));
    QCOMPARE(all.links.back().shown, std::optional<std::string>("item 99999"));
    QCOMPARE(big.substr(all.links.back().span.offset, all.links.back().span.length),
             all.links.back().written);
    QVERIFY2(bigTime < 8 * smallTime,
             qPrintable(QStringLiteral("100,000 links: %1 ms, 25,000: %2 ms")
                            .arg(bigTime / 1000000)
                            .arg(smallTime / 1000000)));
}

// Messages attached to messages, 12 deep: read to the nesting bound.
void TstDocuments::messagesNestedTooDeep()
{
    std::string message = "From: inner@example.com\nSubject: 12\n\nhttps://innermost.example/\n";
    for (int depth = 11; depth >= 0; --depth) {
        message = "From: level" + std::to_string(depth)
                  + "@example.com\nSubject: " + std::to_string(depth)
                  + "\nMIME-Version: 1.0\nContent-Type: message/rfc822\n\n" + message;
    }
    const Records r = readAs(message, Format::Message);
    QVERIFY(r.messages.size() <= 10);
    QVERIFY(!r.notices.empty());
    QVERIFY(r.links.empty());
}

// Our invoice (tests/data/documents/README.md): a link annotation whose text
// names paypal.com, a Launch action, a URI in the text, a QR code in an
// image and one drawn as squares; exact places, in points from the top left.
void TstDocuments::pdfInvoice()
{
    const Records r = readAs(contents(dataFile("invoice.pdf")), Format::Pdf);
    QCOMPARE(r.notices.size(), std::size_t{0});
    QCOMPARE(r.links.size(), std::size_t{5});
    const LinkRecord &uri = r.links[0];
    QCOMPARE(uri.source, Source::PdfLink);
    QCOMPARE(uri.element, std::string("Link"));
    QCOMPARE(uri.attribute, std::string("URI"));
    QCOMPARE(uri.written, std::string("https://paypal.com.account-verify.top/invoice?id=42"));
    QCOMPARE(uri.target, std::optional<std::string>(uri.written));
    QCOMPARE(uri.shown, std::optional<std::string>("https://www.paypal.com/invoice"));
    QCOMPARE(findingWords(uri.findings), std::string("C1 critical C1.protected")); // §4.11
    QCOMPARE(uri.page, std::optional<std::size_t>(1));
    // /Rect [70 695 260 712] on a page 842 points high
    QCOMPARE(uri.rect, std::optional<Rect>(Rect{70, 130, 260, 147}));
    const LinkRecord &launch = r.links[1];
    QCOMPARE(launch.attribute, std::string("Launch"));
    QCOMPARE(launch.written, std::string("payload.exe"));
    QCOMPARE(launch.target, std::nullopt);
    QCOMPARE(launch.shown, std::optional<std::string>("Open the attachment"));
    const LinkRecord &text = r.links[2];
    QCOMPARE(text.source, Source::PdfText);
    QCOMPARE(text.written, std::string("https://help.example.com/faq"));
    QCOMPARE(text.shown, std::nullopt);
    QVERIFY(text.rect);
    // "Questions: " in Helvetica 12 is 60.7 points wide; the line's baseline is 192 from the top
    QCOMPARE(std::lround(text.rect->x1), 133L);
    QVERIFY(text.rect->y1 > 180 && text.rect->y1 < 192 && text.rect->y2 > 192);
    const LinkRecord &image = r.links[3];
    QCOMPARE(image.source, Source::Code);
    QCOMPARE(image.written, std::string("https://pay.example-invoice.top/qr/42"));
    QCOMPARE(image.page, std::optional<std::size_t>(1));
    QVERIFY(image.image);
    QCOMPARE(image.image->format, std::string("pdf-image"));
    QCOMPARE(image.image->symbology, std::string("QRCode"));
    QCOMPARE(image.image->width, 1000); // its 144 points drawn alone, at most 1 megapixel
    QCOMPARE(image.image->text, image.written);
    // drawn 144 points wide at (400, 618): the code after its quiet zone of 16 pixels
    QCOMPARE(std::lround(image.rect->x1), 416L);
    QCOMPARE(std::lround(image.rect->y1), 634L);
    const LinkRecord &drawn = r.links[4];
    QCOMPARE(drawn.written, std::string("https://drawn.example.net/pay"));
    QCOMPARE(drawn.page, std::optional<std::size_t>(2));
    QCOMPARE(drawn.image->format, std::string("pdf-page"));
    // 25 modules of 5 points from (200, 242)
    QCOMPARE(std::lround(drawn.rect->x1), 200L);
    QCOMPARE(std::lround(drawn.rect->y1), 242L);
    QCOMPARE(std::lround(drawn.rect->x2), 325L);
    QCOMPARE(std::lround(drawn.rect->y2), 367L);
}

// A PDF cut short, or bytes that are no PDF: a notice, no link, no line of
// poppler's on standard error.
void TstDocuments::pdfDamaged()
{
    const Records cut = readAs(contents(dataFile("invoice_truncated.pdf")), Format::Pdf);
    QCOMPARE(cut.links.size(), std::size_t{0});
    QVERIFY(!cut.notices.empty());
    QCOMPARE(cut.notices.back().text,
             std::string("The PDF could not be read (PDF document is damaged)."));
    const Records junk = readAs("%PDF-1.7\n1 0 obj << /Type /Catalog", Format::Pdf);
    QCOMPARE(junk.links.size(), std::size_t{0});
    QVERIFY(!junk.notices.empty());
    for (const Notice &n : junk.notices)
        QVERIFY2(n.text.starts_with("PDF: ") || n.text.starts_with("The PDF could not be read"),
                 n.text.c_str());
}

void TstDocuments::codesInImages_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("symbology");
    QTest::addColumn<QString>("written");
    QTest::addColumn<int>("offset");
    QTest::newRow("png") << "qr_phish.png"
                         << "png"
                         << "QRCode"
                         << "https://paypal.com.account-verify.top/qr?id=7" << 0;
    QTest::newRow("transparent png") << "qr_transparent.png"
                                     << "png"
                                     << "QRCode"
                                     << "https://paypal.com.account-verify.top/qr?id=7" << 0;
    QTest::newRow("jpeg, a sentence") << "qr_menu.jpg"
                                      << "jpeg"
                                      << "QRCode"
                                      << "https://menu.example.com/today" << 10;
    QTest::newRow("bmp, Data Matrix") << "datamatrix.bmp"
                                      << "bmp"
                                      << "DataMatrix"
                                      << "https://example.org/dm" << 0;
}

void TstDocuments::codesInImages()
{
    QFETCH(QString, file);
    QFETCH(QString, format);
    QFETCH(QString, symbology);
    QFETCH(QString, written);
    QFETCH(int, offset);
    const std::string bytes = contents(dataFile(file.toUtf8().constData()));
    QCOMPARE(sniff(bytes), Format::Image);
    const Records r = readAs(bytes, Format::Image);
    QCOMPARE(r.notices.size(), std::size_t{0});
    QCOMPARE(r.links.size(), std::size_t{1});
    const LinkRecord &l = r.links[0];
    QCOMPARE(l.source, Source::Code);
    QCOMPARE(QString::fromStdString(l.written), written);
    QCOMPARE(l.target, std::optional<std::string>(l.written));
    QCOMPARE(l.span.offset, static_cast<std::size_t>(offset));
    QCOMPARE(l.shown, std::nullopt);
    QCOMPARE(l.page, std::nullopt);
    QVERIFY(l.image);
    QCOMPARE(QString::fromStdString(l.image->format), format);
    QCOMPARE(QString::fromStdString(l.image->symbology), symbology);
    QCOMPARE(l.image->text.substr(l.span.offset, l.span.length), l.written);
    QCOMPARE(l.rect, std::optional<Rect>(l.image->position));
    // the code stands inside its quiet zone of 4 modules
    QVERIFY(l.rect->x1 > 0 && l.rect->y1 > 0);
    QVERIFY(l.rect->x2 < l.image->width && l.rect->y2 < l.image->height);
}

// An image over the bound of pixels is not decoded, said from its header;
// a cut image is a notice.
void TstDocuments::imageTooLarge()
{
    // a PNG header that says 10,000 x 5,000 pixels
    const std::string big("\x89PNG\r\n\x1A\n\0\0\0\rIHDR\0\0\x27\x10\0\0\x13\x88\x08\0\0\0\0"
                          "\0\0\0\0",
                          33);
    const Records r = readAs(big, Format::Image);
    QCOMPARE(r.notices.size(), std::size_t{1});
    QCOMPARE(r.notices[0].text, std::string("The image is 10000x5000 pixels, more than 40 "
                                            "megapixels; it is not decoded."));
    const std::string png = contents(dataFile("qr_phish.png"));
    const Records cut = readAs(png.substr(0, png.size() / 2), Format::Image);
    QCOMPARE(cut.links.size(), std::size_t{0});
    QCOMPARE(cut.notices.size(), std::size_t{1});
    QVERIFY(cut.notices[0].text.starts_with("The image could not be decoded ("));
}

// An image of 8x4 pixels on which zxing-cpp 1.4's Aztec detector throws
// std::out_of_range (found by fuzz_image, kept in
// fuzz/regressions/image/): the other formats are still looked for, and a
// notice names the one that failed.
void TstDocuments::detectorThatThrows()
{
    const std::string bmp = contents(dataFile("aztec_detector_throws.bmp"));
    QCOMPARE(sniff(bmp), Format::Image);
    const Records r = readAs(bmp, Format::Image);
    QCOMPARE(r.links.size(), std::size_t{0});
    QCOMPARE(r.notices.size(), std::size_t{1});
    const std::string &text = r.notices[0].text;
    QVERIFY2(text.starts_with("zxing-cpp failed while looking for Aztec codes in the image (")
                 && text.ends_with("); codes of the other kinds were looked for."),
             text.c_str());
}

// A QR-code phishing mail: the code an inline image (multipart/related, by
// its Content-ID), the invoice a PDF attachment; each read in its part.
void TstDocuments::quishingMessage()
{
    const Records r = readAs(contents(dataFile("qr_mail.eml")), Format::Message);
    QCOMPARE(r.notices.size(), std::size_t{0});
    QCOMPARE(r.links.size(), std::size_t{7});
    QCOMPARE(r.links[0].written, std::string("cid:code@m365"));
    QCOMPARE(r.links[0].cidPart, std::string("1.2")); // RFC 2392: the part of that Content-ID
    const LinkRecord &code = r.links[1];
    QCOMPARE(code.part, std::string("1.2"));
    QCOMPARE(code.partName, std::string("code.png"));
    QCOMPARE(code.contentType, std::string("image/png"));
    QCOMPARE(code.source, Source::Code);
    QCOMPARE(code.written, std::string("https://paypal.com.account-verify.top/qr?id=7"));
    QCOMPARE(code.message, std::optional<std::size_t>(1));
    const LinkRecord &pdf = r.links[2];
    QCOMPARE(pdf.part, std::string("2"));
    QCOMPARE(pdf.partName, std::string("invoice.pdf"));
    QCOMPARE(pdf.contentType, std::string("application/pdf"));
    QCOMPARE(pdf.source, Source::PdfLink);
    QCOMPARE(pdf.page, std::optional<std::size_t>(1));
    QCOMPARE(r.links[6].written, std::string("https://drawn.example.net/pay"));
}

// The words the CLI and the window give a link's place.
void TstDocuments::originWords()
{
    const Records mail = readAs(contents(dataFile("qr_mail.eml")), Format::Message);
    QCOMPARE(originText(mail.links[0]),
             std::string("message 1, part 1.1 (text/html), <img src>, naming part 1.2"));
    QCOMPARE(originText(mail.links[1]),
             std::string("message 1, part 1.2 \"code.png\" (image/png), QRCode in the png image "
                         "at 16,16-132,132 px"));
    QCOMPARE(originText(mail.links[2]),
             std::string("message 1, part 2 \"invoice.pdf\" (application/pdf), page 1, <Link "
                         "URI> at 70,130-260,147 pt"));
    QCOMPARE(originText(mail.links[6]),
             std::string("message 1, part 2 \"invoice.pdf\" (application/pdf), page 2, QRCode "
                         "drawn on the page at 200,242-325,367 pt"));
    const Records pdf = readAs(contents(dataFile("invoice.pdf")), Format::Pdf);
    QCOMPARE(originText(pdf.links[2]), std::string("page 1, pdf-text at 133,183-286,194 pt"));
    QCOMPARE(originText(pdf.links[3]),
             std::string("page 1, QRCode in an image of the page at 416,634-528,746 pt"));
    QCOMPARE(placeText(3, "2.1", {}, "text/plain"),
             std::string("message 3, part 2.1 (text/plain)"));
    QCOMPARE(placeText({}, {}, {}, {}), std::string());
}

// Each link carries the text around it, its span at excerptOffset.
void TstDocuments::excerpts()
{
    const Records mail = readAs(contents(dataFile("phish_paypal_qp.eml")), Format::Message);
    for (const LinkRecord &l : mail.links) {
        QVERIFY(!l.excerpt.empty());
        QVERIFY(l.excerpt.size() <= l.span.length + 200);
        QVERIFY(l.excerptOffset + l.span.length <= l.excerpt.size());
    }
    const LinkRecord *a = mail.written(
        "https://paypal.com.account-verify.top/signin?session=abc123&next=%2Fsummary");
    QVERIFY(a);
    // the href as written in the HTML source, its character reference kept
    QCOMPARE(a->excerpt.substr(a->excerptOffset, a->span.length),
             std::string("https://paypal.com.account-verify.top/signin?session=abc123&amp;next="
                         "%2Fsummary"));
    QVERIFY(a->excerpt.find("<a href=") != std::string::npos);
    const Records pdf = readAs(contents(dataFile("invoice.pdf")), Format::Pdf);
    QCOMPARE(pdf.links[0].excerpt, std::string()); // an action: its shown text says it
    QCOMPARE(pdf.links[2].excerpt.substr(pdf.links[2].excerptOffset, pdf.links[2].span.length),
             pdf.links[2].written);
    QVERIFY(pdf.links[2].excerpt.find("Questions: ") != std::string::npos);
    QCOMPARE(pdf.links[3].excerpt, pdf.links[3].image->text);
    // a multibyte character at the cut is left whole
    // (100 bytes before the URI begin in its second byte)
    const Records text
        = readAs("\xE3\x81\x82" + std::string(97, 'y') + " https://a.example/", Format::Text);
    QCOMPARE(text.links.size(), std::size_t{1});
    QCOMPARE(text.links[0].excerpt, std::string(97, 'y') + " https://a.example/");
    QCOMPARE(text.links[0].excerptOffset, std::size_t{98});
}

// ReadOptions::cancel stops at the next message; what was found stays.
void TstDocuments::cancelStops()
{
    const std::string mbox = contents(dataFile("two.mbox"));
    std::atomic<bool> cancel{true};
    Records none;
    ReadOptions options;
    options.cancel = &cancel;
    read(mbox, Format::Mbox, options, none.handler);
    QCOMPARE(none.messages.size(), std::size_t{0});
    cancel = false;
    Records first;
    first.handler.message = [&](const MessageRecord &m) {
        first.messages.push_back(m);
        cancel = true; // Cancel pressed while the first message is read
    };
    read(mbox, Format::Mbox, options, first.handler);
    QCOMPARE(first.messages.size(), std::size_t{1});
    QVERIFY(!first.links.empty());
    cancel = true;
    Records pdf;
    read(contents(dataFile("invoice.pdf")), Format::Pdf, options, pdf.handler);
    QCOMPARE(pdf.links.size(), std::size_t{0});
}

void TstDocuments::hostileBytes_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("format");
    QTest::newRow("garbage as a message")
        << QByteArray("\x00\xFF\x01:\n\n\x80\x80", 8) << static_cast<int>(Format::Message);
    QTest::newRow("NUL in a page") << QByteArray("<p><a href=\"https://a.example/\0x\">x\0</a>", 39)
                                   << static_cast<int>(Format::Html);
    QTest::newRow("invalid UTF-8 page")
        << QByteArray("<p><a href=\"https://a.example/\xC3\x28\">\xFF</a>")
        << static_cast<int>(Format::Html);
    QTest::newRow("truncated multipart")
        << QByteArray("From: a@b\nMIME-Version: 1.0\nContent-Type: multipart/mixed; "
                      "boundary=x\n\n--x\nContent-Type: text/html\n\n<a href=\"https://t.example/")
        << static_cast<int>(Format::Message);
    QTest::newRow("base64 of garbage")
        << QByteArray("From: a@b\nContent-Transfer-Encoding: base64\nContent-Type: text/html\n\n"
                      "!!!!****====\n")
        << static_cast<int>(Format::Message);
    QTest::newRow("empty mbox") << QByteArray("") << static_cast<int>(Format::Mbox);
    QTest::newRow("unclosed script") << QByteArray("<html><script>location='https://s.example/")
                                     << static_cast<int>(Format::Html);
    QTest::newRow("PDF header only") << QByteArray("%PDF-1.7\n") << static_cast<int>(Format::Pdf);
    QTest::newRow("empty PDF") << QByteArray() << static_cast<int>(Format::Pdf);
    QTest::newRow("PNG header only")
        << QByteArray("\x89PNG\r\n\x1A\n") << static_cast<int>(Format::Image);
    QTest::newRow("empty image") << QByteArray() << static_cast<int>(Format::Image);
    QTest::newRow("JPEG of garbage") << QByteArray("\xFF\xD8\xFF\xE0\xFF\xFF\xFF\xFF\x00\x00")
                                     << static_cast<int>(Format::Image);
}

// Bad bytes give records or notices, never a crash or a hang; what is
// recorded keeps its spans inside the part.
void TstDocuments::hostileBytes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, format);
    const Records r = readAs(bytes.toStdString(), static_cast<Format>(format));
    for (const LinkRecord &l : r.links)
        QVERIFY(!l.written.empty());
    QVERIFY(r.links.size() + r.notices.size() + r.messages.size() < 10);
}

// docs/security-checks.md §4.11, the catalog's example: the PayPal mail's
// link shows paypal.com and goes elsewhere; its sender signs as PayPal.
void TstDocuments::contextOfPhishingMessage()
{
    const Records r = readAs(contents(dataFile("phish_paypal_qp.eml")), Format::Message);
    QCOMPARE(r.messages.size(), std::size_t{1});
    const MessageRecord &m = r.messages[0];
    QCOMPARE(findingWords(m.findings), std::string("C3 high C3.name-brand; C3 low C3.reply-other"));
    QCOMPARE(m.findings[0].message,
             std::string("The sender's name says paypal, and the mail is from "
                         "service@paypal-security-alerts.top: paypal-security-alerts.top is none "
                         "of paypal's domains"));
    QCOMPARE(m.from, std::string("PayPal Service <service@paypal-security-alerts.top>"));
    QCOMPARE(m.findings[0].span, (Span{0, 14})); // "PayPal Service" in From
    QCOMPARE(m.findings[1].message,
             std::string("Replies go to support@paypa1-help.com, of another owner than the From "
                         "address's paypal-security-alerts.top"));
    QCOMPARE(m.findings[1].span, (Span{0, 23}));
    const LinkRecord &a = r.links[3];
    QCOMPARE(findingWords(a.findings), std::string("C1 critical C1.protected"));
    QCOMPARE(a.findings[0].message,
             std::string("The text shows paypal.com, a protected domain, and the link goes to "
                         "account-verify.top, another owner"));
    QCOMPARE(a.findings[0].span, (Span{0, a.written.size()}));
    // the text part's bare URI shows nothing but itself; the header's neither
    for (const std::size_t i : std::initializer_list<std::size_t>{0, 1, 2, 4})
        QCOMPARE(findingWords(r.links[i].findings), std::string());
}

// One row per context check of links, positive and negative: what the
// links of a page get, in document order.
void TstDocuments::contextOfLinks_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("expected");
    const QString none;
    QTest::newRow("C1 protected domain shown")
        << "<a href=\"https://paypal.com.account-verify.top/x\">https://www.paypal.com/signin</a>"
        << none << "C1 critical C1.protected";
    QTest::newRow("C1 URL of another owner shown")
        << "<a href=\"https://news-mailer.example.net/c/1\">https://www.example.org/</a>" << none
        << "C1 high C1.mismatch";
    QTest::newRow("C1 www name of another owner shown")
        << "<a href=\"https://evil.example.net/\">www.example.org</a>" << none
        << "C1 medium C1.mismatch";
    QTest::newRow("C1 <URL> in angle brackets")
        << "<a href=\"https://evil.example.net/\">&lt;https://www.example.org/&gt;</a>" << none
        << "C1 high C1.mismatch";
    QTest::newRow("C1 not: the same owner")
        << "<a href=\"https://click.e.example.org/x?id=1\">https://www.example.org</a>" << none
        << "";
    QTest::newRow("C1 not: two domains of one brand")
        << "<a href=\"https://www.amazon.co.uk/gp/css\">www.amazon.com</a>" << none << "";
    QTest::newRow("C1 the brand's name under another suffix is anyone's")
        << "<a href=\"https://www.paypal.top/signin\">www.paypal.com</a>" << none
        << "C1 critical C1.protected";
    QTest::newRow("C1 not: Safe Links around the shown URL")
        << "<a href=\"https://eur01.safelinks.protection.outlook.com/"
           "?url=https%3A%2F%2Fwww.example.org%2Fpage&amp;data=05%7C01&amp;reserved=0\">"
           "https://www.example.org/page</a>"
        << none << "";
    QTest::newRow("C1 low: another owner's redirect whose parameter goes there")
        << "<a href=\"https://r.example.net/c?u=https%3A%2F%2Fwww.example.org%2F\">"
           "www.example.org</a>"
        << none << "C1 low C1.redirect";
    QTest::newRow("C1 not: a tracker whose path goes there")
        << "<a href=\"https://abc.r.us-east-1.awstrack.me/L0/"
           "https:%2F%2Fwww.example.org%2Fsale/1/0100-x\">www.example.org</a>"
        << none << "";
    QTest::newRow("C1 not: a gateway's rewrite that names the site")
        << "<a href=\"https://url.us.m.mimecastprotect.com/s/F6rAbC?domain=github.com\">"
           "https://github.com/acme/repo/pull/1</a>"
        << none << "";
    QTest::newRow("C1 a protected domain named in a stranger's parameter")
        << "<a href=\"https://login.evil.example.net/signin?ref=https://www.paypal.com/\">"
           "https://www.paypal.com/signin</a>"
        << none << "C1 critical C1.protected";
    QTest::newRow("C1 not: one company's brands")
        << "<a href=\"https://mail.google.com/mail/u/0/\">gmail.com</a>" << none << "";
    QTest::newRow("C1 low: through a mail service's click tracker")
        << "<a href=\"https://example.us1.list-manage.com/track/click?u=1&amp;id=2\">"
           "www.example.org</a>"
        << none << "C1 low C1.tracker";
    QTest::newRow("C1 medium: a protected domain through a tracker")
        << "<a href=\"https://u123.ct.sendgrid.net/ls/click?upn=x\">www.paypal.com</a>" << none
        << "C1 medium C1.tracker";
    QTest::newRow("C1 not: words")
        << "<a href=\"https://evil.example.net/\">Sign in now</a>" << none << "";
    QTest::newRow("C1 not: a file name shaped as a host")
        << "<a href=\"https://files.example.net/r\">report.zip</a>" << none << "";
    QTest::newRow("C1 not: a mailto link")
        << "<a href=\"mailto:help@example.net\">https://www.paypal.com</a>" << none << "";
    QTest::newRow("C2 https shown, http link")
        << "<a href=\"http://www.example.org/login\">https://www.example.org/login</a>" << none
        << "C2 medium C2.downgrade";
    QTest::newRow("C2 low: a hop in clear through a click tracker")
        << "<a href=\"http://click.e.example.org/?qs=1\">https://www.example.org</a>" << none
        << "C2 low C2.downgrade";
    QTest::newRow("C4 password form to another site")
        << "<form action=\"https://collect.example.net/p\"><input name=u>"
           "<div><input type=\"PASSWORD\" name=p></div></form>"
        << "https://shop.example.org/"
        << "C4 high C4.password";
    QTest::newRow("C4 not: a login form of the page's own site")
        << "<form action=\"/login\"><input type=password name=p></form>"
        << "https://shop.example.org/account"
        << "";
    QTest::newRow("C4 password form over http")
        << "<form action=\"http://shop.example.org/login\"><input type=password></form>"
        << "https://shop.example.org/"
        << "C4 high C4.cleartext";
    QTest::newRow("C4 password form in a page of no site")
        << "<form action=\"https://collect.example.net/p\"><input type=password></form>" << none
        << "C4 medium C4.password";
    QTest::newRow("C4 search form over http")
        << "<form action=\"http://shop.example.org/search\"><input name=q></form>"
        << "https://shop.example.org/"
        << "C4 medium C4.cleartext";
    QTest::newRow("C4 low: a search form to another site")
        << "<form action=\"https://www.google.com/search\"><input name=q></form>"
        << "https://shop.example.org/"
        << "C4 low C4.other-site";
    // HTML §4.10.18.3: a submit button's formaction posts its form; a field
    // belongs to the form its form attribute names
    QTest::newRow("C4 a button's formaction posts the login form elsewhere")
        << "<form action=\"/login\"><input type=password name=p>"
           "<button formaction=\"https://collect.example.net/p\">Sign in</button></form>"
        << "https://shop.example.org/"
        << "C4 high C4.password";
    QTest::newRow("C4 a password field outside its form (form=)")
        << "<form id=f action=\"https://collect.example.net/p\"><input name=u></form>"
           "<p><input type=password form=f></p>"
        << "https://shop.example.org/"
        << "C4 high C4.password";
    QTest::newRow("C4 low: the password field inside belongs to another form")
        << "<form id=a action=\"https://www.google.com/search\"><input name=q>"
           "<input type=password form=b></form><form id=b action=\"/login\"></form>"
        << "https://shop.example.org/"
        << "C4 low C4.other-site";
    QTest::newRow("C5 meta refresh to another site")
        << "<meta http-equiv=\"refresh\" content=\"0; url=https://evil.example.net/\">"
        << "https://www.example.org/"
        << "C5 medium C5.refresh";
    QTest::newRow("C5 not: a refresh on the same site")
        << "<meta http-equiv=\"refresh\" content=\"5; url=/new\">"
        << "https://www.example.org/"
        << "";
    QTest::newRow("C5 script location")
        << "<script>window.location.href = \"https://evil.example.net/x\";</script>" << none
        << "C5 medium C5.script";
    QTest::newRow("C5 script location through a variable")
        << "<script>var next = 'https://evil.example.net/x';\n"
           "var nextPage = '/local';\ndocument.location = next;</script>"
        << none << "C5 medium C5.script";
    QTest::newRow("C5 not: a variable never given a string")
        << "<script>location.href = target;</script>" << none << "";
    QTest::newRow("C5 as the page loads")
        << "<body onload=\"location='https://evil.example.net/x'\"><p>Loading</p></body>" << none
        << "C5 medium C5.script";
    QTest::newRow("C5 not: a click's handler")
        << "<button onclick=\"location.href='https://github.com/acme/repo/edit/main/a.md'\">"
           "Edit</button>"
        << "https://docs.example.org/"
        << "";
    QTest::newRow("C7 a link with nothing to see")
        << "<p>Hi<a href=\"https://t.example.net/p\"></a></p>" << none << "C7 low C7.nothing";
    QTest::newRow("C7 not: an image is seen")
        << "<a href=\"https://www.example.org/\"><img src=\"logo.png\"></a>"
        << "https://www.example.org/"
        << "";
    QTest::newRow("C7 not: a named anchor")
        << "<a name=\"top\"></a><a href=\"#top\"></a>" << none << "";
}

void TstDocuments::contextOfLinks()
{
    QFETCH(QString, page);
    QFETCH(QString, url);
    QFETCH(QString, expected);
    const Records r = readAs(page.toStdString(), Format::Html,
                             url.isEmpty() ? std::nullopt : std::optional(url.toStdString()));
    std::vector<security::Finding> all;
    for (const LinkRecord &l : r.links) {
        all.insert(all.end(), l.findings.begin(), l.findings.end());
        for (const security::Finding &f : l.findings) {
            QCOMPARE(f.span, (Span{0, l.written.size()}));
            QCOMPARE(security::checkInfo(f.check).family, security::Family::Context);
            QVERIFY(!f.messageTemplate.empty()); // worded by the catalogue
        }
    }
    QCOMPARE(QString::fromStdString(findingWords(all)), expected);
}

// C3: the sender, by the headers of a message.
void TstDocuments::contextOfSenders_data()
{
    QTest::addColumn<QString>("headers");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a brand's name, another owner's address")
        << "From: \"PayPal Service\" <service@paypal-security-alerts.top>\n"
        << "C3 high C3.name-brand";
    QTest::newRow("a brand's name in lookalike letters (a Cyrillic a U+0430, a digit 1)")
        << "From: \"P\xD0\xB0yPa1 Service\" <service@paypal-security-alerts.top>\n"
        << "C3 high C3.name-brand";
    QTest::newRow("not: lookalike letters in a name that says more (a Cyrillic A U+0410)")
        << "From: \"\xD0\x90pple Insider\" <news@appleinsider.example.net>\n"
        << "";
    QTest::newRow("an address in the name")
        << "From: \"service@paypal.com\" <x@mailer.example.net>\n"
        << "C3 high C3.name-address; C3 high C3.name-brand";
    QTest::newRow("a list member in the name: via")
        << "From: \"'bob@example.org' via dev\" <dev@lists.example.net>\nList-Id: "
           "<dev.example.net>\n"
        << "C3 low C3.name-address";
    QTest::newRow("a free mail member of a list: via, no brand")
        << "From: \"'felix@gmail.com' via club\" <club@googlegroups.com>\n"
        << "C3 low C3.name-address";
    QTest::newRow("a newsletter platform's author replies at a free mail service")
        << "From: Build Weekly <build@mail.beehiiv.com>\nReply-To: build.weekly@gmail.com\n"
        << "C3 low C3.reply-freemail";
    QTest::newRow("a platform names its user")
        << "From: \"jane@example.org (Google Docs)\" <comments-noreply@docs.google.com>\n"
           "Reply-To: jane.doe@gmail.com\n"
        << "C3 low C3.name-address; C3 low C3.reply-freemail";
    QTest::newRow("not: the brand's other country domain") << "From: PayPal <service@paypal.de>\n"
                                                           << "";
    QTest::newRow("the brand's name under another suffix")
        << "From: \"PayPal Service\" <service@paypal.top>\n"
        << "C3 high C3.name-brand";
    QTest::newRow("a brand of several words")
        << "From: Wells Fargo Online <alerts@wf-secure.example.net>\n"
        << "C3 high C3.name-brand";
    QTest::newRow("a brand and its product words")
        << "From: Microsoft Office 365 <no-reply@m365.example.net>\n"
        << "C3 high C3.name-brand";
    QTest::newRow("not: one company's product")
        << "From: The Gmail Team <mail-noreply@google.com>\n"
        << "";
    QTest::newRow("not: a brand's domain inside a longer name")
        << "From: \"jane.doe@acme.example.com\" <jane.doe@acme.example.com>\n"
        << "";
    QTest::newRow("not: a brand's domain inside another")
        << "From: \"Olive.com Team\" <team@olive.com>\n"
        << "";
    QTest::newRow("not: the brand's other mail domain")
        << "From: Facebook <security@facebookmail.com>\n"
        << "";
    QTest::newRow("not: a sender that writes about the brand")
        << "From: Apple Insider <news@appleinsider.com>\n"
        << "";
    QTest::newRow("not: a brand that is an everyday word")
        << "From: Chase Miller <chase.miller@gmail.com>\n"
        << "";
    QTest::newRow("not: the address repeated as the name")
        << "From: \"news@example.org\" <news@example.org>\n"
        << "";
    QTest::newRow("Reply-To at a free mail service")
        << "From: Acme Billing <billing@acme-corp.example.com>\nReply-To: acme.billing@gmail.com\n"
        << "C3 medium C3.reply-freemail";
    QTest::newRow("not: Reply-To of a mailing list")
        << "From: Bob <bob@example.org>\nReply-To: dev@lists.example.net\nList-Id: "
           "<dev.lists.example.net>\n"
        << "";
    QTest::newRow("not: Reply-To of the same owner")
        << "From: Shop <news@shop.example.org>\nReply-To: care@example.org\n"
        << "";
    QTest::newRow("Return-Path at a mail service")
        << "From: Shop <news@example.org>\nReturn-Path: <bounces+123@em.sendgrid.net>\n"
        << "C3 info C3.return-path";
}

void TstDocuments::contextOfSenders()
{
    QFETCH(QString, headers);
    QFETCH(QString, expected);
    const Records r = readAs(headers.toStdString() + "Subject: s\n\nBody\n", Format::Message);
    QCOMPARE(r.messages.size(), std::size_t{1});
    const MessageRecord &m = r.messages[0];
    QCOMPARE(QString::fromStdString(findingWords(m.findings)), expected);
    for (const security::Finding &f : m.findings) {
        const auto field = std::find_if(f.details.begin(), f.details.end(),
                                        [](const auto &d) { return d.first == "field"; });
        QVERIFY(field != f.details.end());
        const std::string &value = field->second == "from"       ? m.from
                                   : field->second == "reply_to" ? m.replyTo
                                                                 : m.returnPath;
        QVERIFY(f.span.end() <= value.size());
        QVERIFY(f.span.length > 0);
    }
}

// An attached HTML page that asks for a password and goes on by itself:
// the shapes of credential-phishing attachments.
void TstDocuments::contextOfAttachedPage()
{
    const std::string mail
        = "From: Accounts <it@example.org>\nSubject: Voice message\nMIME-Version: 1.0\n"
          "Content-Type: multipart/mixed; boundary=b\n\n--b\nContent-Type: text/plain\n\n"
          "Open the attachment.\n--b\nContent-Type: text/html; name=\"voicemail.html\"\n"
          "Content-Disposition: attachment; filename=\"voicemail.html\"\n\n"
          "<meta http-equiv=refresh content=\"3;URL=https://evil.example.net/o365\">"
          "<form action=\"https://collect.example.net/p\" method=post>"
          "<input type=email><input type=password></form>\n--b--\n";
    const Records r = readAs(mail, Format::Message);
    std::vector<security::Finding> all;
    for (const LinkRecord &l : r.links)
        all.insert(all.end(), l.findings.begin(), l.findings.end());
    QCOMPARE(findingWords(all),
             std::string("C5 high C5.attachment; C4 critical C4.password-attachment"));
    QCOMPARE(all[1].message, std::string("The attached page voicemail.html asks for a password "
                                         "and sends it to collect.example.net"));
    QVERIFY(r.links[0].attachment);
    // an attachment by its Content-Disposition alone (RFC 2183), named by its path
    std::string unnamed = mail;
    const std::string named = "Content-Type: text/html; name=\"voicemail.html\"\n"
                              "Content-Disposition: attachment; filename=\"voicemail.html\"\n";
    QVERIFY(unnamed.find(named) != std::string::npos);
    unnamed.replace(unnamed.find(named), named.size(),
                    "Content-Type: text/html\nContent-Disposition: attachment\n");
    const Records u = readAs(unnamed, Format::Message);
    QCOMPARE(u.links.size(), std::size_t{2});
    QVERIFY(u.links[1].attachment);
    QCOMPARE(u.links[1].partName, std::string());
    QCOMPARE(findingWords(u.links[1].findings), std::string("C4 critical C4.password-attachment"));
    QCOMPARE(u.links[1].findings[0].message,
             std::string("The attached page part 2 asks for a password and sends it to "
                         "collect.example.net"));
    // a frame in an attached page: a site's page shown as its own (the same
    // frame in the mail's own HTML, which mail readers do not load, is quiet)
    const std::string framed
        = "From: Accounts <it@example.org>\nSubject: Invoice\nMIME-Version: 1.0\n"
          "Content-Type: multipart/mixed; boundary=b\n\n--b\nContent-Type: text/html\n\n"
          "<iframe src=\"https://player.example.com/v/1\"></iframe>\n--b\n"
          "Content-Type: text/html; name=\"invoice.htm\"\n\n"
          "<body style=margin:0><iframe src=\"https://login.example.net/o365\" "
          "style=\"width:100%;height:100%;border:0\"></iframe></body>\n--b--\n";
    const Records f = readAs(framed, Format::Message);
    QCOMPARE(f.links.size(), std::size_t{2});
    QCOMPARE(findingWords(f.links[0].findings), std::string());
    QCOMPARE(findingWords(f.links[1].findings), std::string("C5 high C5.frame"));
    QCOMPARE(f.links[1].findings[0].message,
             std::string("The attached page invoice.htm shows a page of login.example.net inside "
                         "itself as soon as it is opened (a frame)"));
}

// The false alarms: over the benign corpus (tests/data/documents/benign:
// newsletters through mail services, notifications, receipts, list mail,
// mail through Safe Links and Proofpoint), the context checks flag at
// most 1% of the links and 1% of the messages at medium or above.
void TstDocuments::contextQuietOnBenignMail()
{
    Records r;
    QVERIFY(readFile(dataFile("benign/benign.mbox"), std::nullopt, {}, r.handler));
    QVERIFY(r.messages.size() >= 300);
    QVERIFY(r.links.size() >= 5000);
    std::map<std::string, int> byMessage;
    std::size_t flaggedLinks = 0;
    for (const LinkRecord &l : r.links) {
        const std::optional<security::Risk> top = highest(l.findings);
        if (top && *top >= security::Risk::Medium) {
            ++flaggedLinks;
            for (const security::Finding &f : l.findings)
                ++byMessage[std::string(f.messageId)];
        }
    }
    std::size_t flaggedMessages = 0;
    for (const MessageRecord &m : r.messages) {
        const std::optional<security::Risk> top = highest(m.findings);
        if (top && *top >= security::Risk::Medium) {
            ++flaggedMessages;
            for (const security::Finding &f : m.findings)
                ++byMessage[std::string(f.messageId)];
        }
    }
    for (const auto &[id, n] : byMessage)
        qInfo("%s: %d", id.c_str(), n);
    qInfo("links flagged at medium or above: %zu of %zu; messages: %zu of %zu", flaggedLinks,
          r.links.size(), flaggedMessages, r.messages.size());
    QVERIFY(flaggedLinks * 100 <= r.links.size());
    QVERIFY(flaggedMessages * 100 <= r.messages.size());
}

// What the window shows a link on: a MIME part's bytes, a PDF page drawn.
void TstDocuments::partsAndPagesReadAgain()
{
    const std::string mail = contents(dataFile("qr_mail.eml"));
    const std::optional<std::string> png = partBytes(mail, "1.2");
    QVERIFY(png);
    QCOMPARE(png->substr(0, 8), std::string("\x89PNG\r\n\x1A\n"));
    QCOMPARE(sniff(*png), Format::Image);
    QCOMPARE(sniff(partBytes(mail, "2").value_or("")), Format::Pdf);
    QVERIFY(!partBytes(mail, "1")); // a multipart: no bytes of its own
    QVERIFY(!partBytes(mail, "3"));
    QVERIFY(!partBytes(mail, "1.2.1"));
    QVERIFY(!partBytes("garbage", "1.2"));

    const std::string pdf = contents(dataFile("invoice.pdf"));
    const std::optional<Picture> page = drawPdfPage(pdf, 1, 480);
    QVERIFY(page);
    QCOMPARE(page->height, 480); // A4, 842 points high
    QCOMPARE(page->width, static_cast<int>(595 * (480.0 / 842)));
    QCOMPARE(page->scale, 480.0 / 842);
    QVERIFY(page->stride >= page->width * 4);
    QCOMPARE(page->data.size(), static_cast<std::size_t>(page->stride * page->height));
    QVERIFY(drawPdfPage(pdf, 2, 480));
    // a PDF tells its pages as it reads them (the progress of a long one)
    std::vector<std::pair<std::size_t, std::size_t>> told;
    ReadOptions options;
    options.pageProgress = [&](std::size_t n, std::size_t of) { told.emplace_back(n, of); };
    Records ignored;
    read(pdf, Format::Pdf, options, ignored.handler);
    QCOMPARE(told, (std::vector<std::pair<std::size_t, std::size_t>>{{1, 2}, {2, 2}}));
    options.limits.pdfPages = 1;
    told.clear();
    read(pdf, Format::Pdf, options, ignored.handler);
    QCOMPARE(told, (std::vector<std::pair<std::size_t, std::size_t>>{{1, 1}}));
    QVERIFY(!drawPdfPage(pdf, 3, 480));
    QVERIFY(!drawPdfPage(pdf, 0, 480));
    QVERIFY(!drawPdfPage("%PDF-1.7\n", 1, 480));
}

// A QR code in a `data:` image of a mail's HTML (RFC 2397): read as one in
// an attached image, listed after the image, C6 in a message.
void TstDocuments::codeInADataImage()
{
    const QByteArray png = QByteArray::fromStdString(contents(dataFile("qr_phish.png")));
    const std::string page = "<p>Scan to pay:</p><img alt=\"code\" src=\"data:image/png;base64,"
                             + png.toBase64().toStdString()
                             + "\"><p><a href=\"https://www.example.org/help\">Help</a></p>";
    const Records alone = readAs(page, Format::Html);
    QCOMPARE(alone.links.size(), std::size_t{3});
    QCOMPARE(alone.links[0].element, std::string("img"));
    const LinkRecord &code = alone.links[1];
    QCOMPARE(code.source, Source::Code);
    QCOMPARE(code.written, std::string("https://paypal.com.account-verify.top/qr?id=7"));
    QCOMPARE(code.span, (Span{0, 45})); // in the code's text
    QVERIFY(code.image);
    QCOMPARE(code.image->format, std::string("png"));
    QCOMPARE(code.image->symbology, std::string("QRCode"));
    QCOMPARE(code.excerpt, code.image->text);
    QCOMPARE(findingWords(code.findings), std::string("C6 low C6.code"));
    QCOMPARE(alone.links[2].written, std::string("https://www.example.org/help"));
    // in a mail: C6 medium
    const Records mail = readAs(
        "From: a@example.org\nSubject: s\nContent-Type: text/html\n\n" + page, Format::Message);
    QCOMPARE(mail.links.size(), std::size_t{3});
    QCOMPARE(findingWords(mail.links[1].findings), std::string("C6 medium C6.in-mail"));
    // not base64, not an image, broken: no code, no crash
    for (const char *src : {"data:image/png,abc", "data:text/html;base64,PGE+",
                            "data:image/png;base64,%%%%", "data:image/png;base64,"})
        QCOMPARE(readAs(std::string("<img src=\"") + src + "\">", Format::Html).links.size(),
                 std::size_t{1});
}

QTEST_APPLESS_MAIN(TstDocuments)
// appendLinkJsonLine() writes jsonLine(linkJson()) without the inspection's
// tree: every link of a phishing mail, a PDF and the benign mbox, with and
// without `--check`'s inspection.
void TstDocuments::linkLineIsLinkJson()
{
    int checked = 0;
    for (const char *file : {"phish_paypal_qp.eml", "invoice.pdf", "benign/benign.mbox"}) {
        Records r;
        QVERIFY(readFile(dataFile(file), std::nullopt, {}, r.handler));
        DocumentInfo info;
        info.name = file;
        for (std::size_t i = 0; i < r.links.size(); i += 7) { // a sample of the 5,523
            const LinkRecord &l = r.links[i];
            const Inspection in = inspectLink(l);
            for (const Inspection *inspection : {static_cast<const Inspection *>(nullptr), &in}) {
                std::string line = "x";
                appendLinkJsonLine(l, info, inspection, line);
                QCOMPARE(line, "x" + jsonLine(linkJson(l, info, inspection)));
            }
            ++checked;
        }
    }
    QVERIFY(checked > 700);
}

#include "tst_documents.moc"
