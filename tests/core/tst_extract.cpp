// extract(): URIs in free text (RFC 3986 Appendix C, draft-fielding-url-syntax-01
// Appendix B) with exact spans; refanging; unwrapping of redirect wrappers.
#include "uriinspector/extract.h"

#include "uriinspector/security_data.h"

#include <QtTest>

#include <random>
#include <string>
#include <vector>

using namespace uri;

namespace {

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

// "uri offset length" per URI, for comparison as one string list.
QStringList summary(const std::vector<ExtractedUri> &uris)
{
    QStringList out;
    for (const ExtractedUri &u : uris) {
        out << QStringLiteral("%1 %2 %3").arg(QString::fromStdString(u.uri)).arg(u.span.offset).arg(u.span.length);
    }
    return out;
}

// A phishing-style mail: every way a URI is written in text.
const char kMail[] = "From: it-support@example.com\n"
                     "Subject: Your mailbox (action needed)\n"
                     "\n"
                     "Hello,\n"
                     "\n"
                     "please log in at https://login.example.com/verify?user=jim. Then read\n"
                     "<URL:http://www.example.org/policy.html> and the FAQ (see\n"
                     "https://en.example.org/wiki/Foo_(bar)), or the mirror at\n"
                     "<ftp://ds.in\n"
                     " ternic.net/rfc>.\n"
                     "\n"
                     "IOCs: hxxps://evil[.]example/payload[.]exe and 10[.]0[.]0[.]1 -- also\n"
                     "www.example.net/about, \"https://quoted.example/a\".\n"
                     "Mail: mailto:jim@example.com; IPv6: http://[2001:db8::1]/x!\n";

} // namespace

class TstExtract : public QObject
{
    Q_OBJECT

private slots:
    void sampleMail();
    void draft01AppendixB();
    void delimiting_data();
    void delimiting();
    void refang_data();
    void refang();
    void unwrap_data();
    void unwrap();
    void unwrapChain();
    void notWrappers();
    void hostileText();
    void streamMatchesWhole_data();
    void streamMatchesWhole();
    void pieceEndsAtALineFeedTheScanReaches();
};

void TstExtract::sampleMail()
{
    const QByteArray mail(kMail);
    const std::vector<ExtractedUri> uris = extract(view(mail));
    const QStringList expected{
        "https://login.example.com/verify?user=jim 93 41",        // sentence period dropped
        "http://www.example.org/policy.html 151 34",              // <URL:...>, RFC 3986 App. C
        "https://en.example.org/wiki/Foo_(bar) 204 37",           // ")" closing the sentence dropped
        "ftp://ds.internic.net/rfc 262 27",                       // broken across lines
        "https://evil.example/payload.exe 299 36",                // defanged
        "www.example.net/about 363 21",                           // bare www name
        "https://quoted.example/a 387 24",                        // quotes are no part of it
        "mailto:jim@example.com 420 22",                          // ";" dropped
        "http://[2001:db8::1]/x 450 22",                          // "!" dropped
    };
    QCOMPARE(summary(uris), expected);
    // each span reads, in the mail, as the URI (apart from removed whitespace and defanging)
    QCOMPARE(mail.mid(93, 41), QByteArray("https://login.example.com/verify?user=jim"));
    QCOMPARE(mail.mid(262, 27), QByteArray("ftp://ds.in\n ternic.net/rfc"));
    QCOMPARE(mail.mid(299, 36), QByteArray("hxxps://evil[.]example/payload[.]exe"));

    QVERIFY(uris[1].angleBrackets);
    QVERIFY(uris[1].urlPrefix);
    QCOMPARE(uris[1].delimited, OptSpan(Span{146, 40}));
    QVERIFY(uris[3].lineBreaks);
    QCOMPARE(uris[3].delimited, OptSpan(Span{261, 29}));
    QVERIFY(uris[4].defanged);
    QCOMPARE(uris[4].defangs, (std::vector<Span>{{299, 5}, {311, 3}, {329, 3}}));
    QVERIFY(uris[5].schemeless);
    QVERIFY(!uris[0].defanged && !uris[0].angleBrackets && !uris[0].schemeless);

    ExtractOptions noDefanged;
    noDefanged.defanged = false;
    noDefanged.bareWww = false;
    // without refanging, "hxxps://..." is still a URI (of an unknown scheme)
    const std::vector<ExtractedUri> plain = extract(view(mail), noDefanged);
    QCOMPARE(plain.size(), std::size_t(8));
    QCOMPARE(plain[4].uri, std::string("hxxps://evil[.]example/payload[.]exe"));
}

// draft-fielding-url-syntax-01 Appendix B, its example verbatim.
void TstExtract::draft01AppendixB()
{
    const QByteArray text("Yes, Jim, I found it under <ftp://info.cern.ch/pub/www/doc;\n"
                          " type=d> but you can probably pick it up from <ftp://ds.in\n"
                          " ternic.net/rfc>. Note the warning in <http://ds.internic.\n"
                          " net/instructions/overview.html#WARNING>.");
    const QStringList expected{
        "ftp://info.cern.ch/pub/www/doc;type=d 28 39",
        "ftp://ds.internic.net/rfc 107 27",
        "http://ds.internic.net/instructions/overview.html#WARNING 158 59",
    };
    QCOMPARE(summary(extract(view(text))), expected);
}

void TstExtract::delimiting_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("expected");
    // RFC 3986 Appendix C
    QTest::newRow("angle brackets") << QByteArray("see <http://example.com/a b> now")
                                    << QStringList{"http://example.com/ab 5 22"};
    QTest::newRow("URL: prefix without brackets") << QByteArray("URL:http://example.com/")
                                                  << QStringList{"http://example.com/ 4 19"};
    QTest::newRow("hyphen at a line break") << QByteArray("<http://exam-\n ple.com/>")
                                            << QStringList{"http://exam-ple.com/ 1 22"};
    // trailing punctuation belongs to the sentence
    QTest::newRow("period") << QByteArray("Go to http://example.com/.") << QStringList{"http://example.com/ 6 19"};
    QTest::newRow("comma and question mark") << QByteArray("http://a.example/x?, http://b.example/y?")
                                             << QStringList{"http://a.example/x 0 18", "http://b.example/y 21 18"};
    QTest::newRow("parenthesis") << QByteArray("(http://example.com/)") << QStringList{"http://example.com/ 1 19"};
    QTest::newRow("balanced parenthesis kept") << QByteArray("http://example.com/a_(b)")
                                               << QStringList{"http://example.com/a_(b) 0 24"};
    QTest::newRow("ideographic full stop") << QByteArray("http://example.jp/\xE3\x80\x82")
                                           << QStringList{"http://example.jp/ 0 18"};
    // words followed by a colon are no URIs
    QTest::newRow("Note: and Re:") << QByteArray("Note: this. Re:that. C:\\temp") << QStringList{};
    QTest::newRow("known opaque schemes") << QByteArray("javascript:alert(1) data:,x tel:+1234")
                                          << QStringList{"javascript:alert(1) 0 19", "data:,x 20 7", "tel:+1234 28 9"};
    QTest::newRow("IRI") << QByteArray("https://b\xC3\xBC" "cher.example/ ok")
                         << QStringList{QString::fromUtf8("https://b\xC3\xBC" "cher.example/ 0 24")};
    QTest::newRow("no URI") << QByteArray("nothing to see here") << QStringList{};
}

void TstExtract::delimiting()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, expected);
    QCOMPARE(summary(extract(view(text))), expected);
}

void TstExtract::refang_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("hxxp and [.]") << QByteArray("hxxp://evil[.]example/") << QByteArray("http://evil.example/");
    QTest::newRow("hXXps and (.)") << QByteArray("hXXps://evil(.)example/") << QByteArray("https://evil.example/");
    QTest::newRow("[:] and [dot]") << QByteArray("https[:]//evil[dot]example") << QByteArray("https://evil.example");
    QTest::newRow("[://]") << QByteArray("http[://]evil.example") << QByteArray("http://evil.example");
    QTest::newRow("fxp") << QByteArray("fxp://files.example/") << QByteArray("ftp://files.example/");
    QTest::newRow("[at]") << QByteArray("user[at]evil.example") << QByteArray("user@evil.example");
    QTest::newRow("hxxp inside a word stays") << QByteArray("ahxxp: no") << QByteArray("ahxxp: no");
    QTest::newRow("not defanged") << QByteArray("https://example.com/[x]") << QByteArray("https://example.com/[x]");
}

void TstExtract::refang()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);
    QCOMPARE(QByteArray::fromStdString(uri::refang(view(text))), expected);
}

// The wrappers of resources/security/redirect_wrappers.txt, offline.
void TstExtract::unwrap_data()
{
    QTest::addColumn<QByteArray>("url");
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<QString>("encoding");
    QTest::newRow("Google /url") << QByteArray("https://www.google.com/url?sa=t&q=https%3A%2F%2Fevil.example%2Fa%3Fb%3Dc&usg=x")
                                 << QByteArray("https://evil.example/a?b=c") << "plain";
    QTest::newRow("Facebook l.php") << QByteArray("https://l.facebook.com/l.php?u=https%3A%2F%2Fevil.example%2F&h=AT0abc")
                                    << QByteArray("https://evil.example/") << "plain";
    QTest::newRow("YouTube redirect") << QByteArray("https://www.youtube.com/redirect?event=x&q=https%3A%2F%2Fevil.example%2F")
                                      << QByteArray("https://evil.example/") << "plain";
    QTest::newRow("LinkedIn") << QByteArray("https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Fevil.example%2F")
                              << QByteArray("https://evil.example/") << "plain";
    QTest::newRow("Safe Links") << QByteArray("https://nam02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fevil.example%2Fa%3Fb%3Dc&data=05%7C01&sdata=x&reserved=0")
                                << QByteArray("https://evil.example/a?b=c") << "plain";
    QTest::newRow("Proofpoint v2") << QByteArray("https://urldefense.proofpoint.com/v2/url?u=https-3A__evil.example_path_to-5Fpage&d=DwMFaQ&c=x&r=y&m=z&s=w&e=")
                                   << QByteArray("https://evil.example/path/to_page") << "proofpoint-v2";
    QTest::newRow("Proofpoint v3") << QByteArray("https://urldefense.com/v3/__https://evil.example/path?a=1*b=2__;Jg!!ABC!xyz$")
                                   << QByteArray("https://evil.example/path?a=1&b=2") << "proofpoint-v3";
    QTest::newRow("Slack") << QByteArray("https://slack-redir.net/link?url=https%3A%2F%2Fevil.example%2F")
                           << QByteArray("https://evil.example/") << "plain";
    QTest::newRow("Bing base64url") << QByteArray("https://www.bing.com/ck/a?!&&p=abc&u=a1aHR0cHM6Ly9leGFtcGxlLmNvbS8&ntb=1")
                                    << QByteArray("https://example.com/") << "bing-a1";
}

void TstExtract::unwrap()
{
    QFETCH(QByteArray, url);
    QFETCH(QByteArray, target);
    QFETCH(QString, encoding);
    const std::optional<Unwrapped> u = unwrapRedirect(view(url));
    QVERIFY(u.has_value());
    QCOMPARE(QByteArray::fromStdString(u->url), target);
    QCOMPARE(u->steps.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(u->steps[0].encoding), encoding);
}

// Safe Links around Proofpoint around Google: three steps, outermost first.
void TstExtract::unwrapChain()
{
    const std::string google = "https://www.google.com/url?q=https://evil.example/x";
    const std::string proofpoint = "https://urldefense.com/v3/__" + google + "__;!!A!b$";
    std::string encoded;
    for (const char c : proofpoint) {
        if (c == ':' || c == '/' || c == '?' || c == '=' || c == '&' || c == '!' || c == '$' || c == ';')
            encoded += "%" + QByteArray(1, c).toHex().toUpper().toStdString();
        else
            encoded += c;
    }
    const std::string safelinks = "https://eur01.safelinks.protection.outlook.com/?url=" + encoded + "&data=x";
    const std::optional<Unwrapped> u = unwrapRedirect(safelinks);
    QVERIFY(u.has_value());
    QCOMPARE(u->url, std::string("https://evil.example/x"));
    QCOMPARE(u->steps.size(), std::size_t(3));
    QCOMPARE(u->steps[0].wrapper, std::string("*.safelinks.protection.outlook.com"));
    QCOMPARE(u->steps[1].wrapper, std::string("urldefense.com"));
    QCOMPARE(u->steps[2].wrapper, std::string("*.google.com"));
    QCOMPARE(unwrapRedirect(safelinks, nullptr, 1)->url, proofpoint);
}

void TstExtract::notWrappers()
{
    QVERIFY(!unwrapRedirect("https://www.google.com/search?q=https://evil.example/"));
    QVERIFY(!unwrapRedirect("https://google.com.evil.example/url?q=https://x.example/"));
    QVERIFY(!unwrapRedirect("https://example.com/url?q=https://x.example/"));
    QVERIFY(!unwrapRedirect("not a url"));
    QVERIFY(!unwrapRedirect("https://www.bing.com/ck/a?u=a1%%%"));
}

void TstExtract::hostileText()
{
    QByteArray junk;
    for (int i = 0; i < 20000; ++i)
        junk += char(i * 7919 % 256);
    junk += "<http://a.example/";
    junk += QByteArray(10000, '<');
    for (const ExtractedUri &u : extract(view(junk)))
        QVERIFY(u.span.end() <= std::size_t(junk.size()));
    ExtractOptions few;
    few.maxUris = 2;
    QCOMPARE(extract("http://a.example/ http://b.example/ http://c.example/", few).size(), std::size_t(2));
}

void TstExtract::streamMatchesWhole_data()
{
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<bool>("longLines");
    for (unsigned seed = 1; seed <= 6; ++seed)
        QTest::addRow("seed %u", seed) << seed << (seed % 3 == 0);
}

// ExtractStream over a text fed in random pieces finds what extract() finds
// in the whole text, spans included: URIs in brackets broken across lines,
// brackets that never close, defanged forms that shrink ("[dot]" is one
// byte once refanged), "URL:" prefixes, bare "www." names, and lines longer
// than the window. The window is the smallest allowed (33 KiB), so that a
// text of a few hundred KiB is cut many times.
void TstExtract::streamMatchesWhole()
{
    QFETCH(unsigned, seed);
    QFETCH(bool, longLines);
    std::mt19937 random(seed);
    const auto pick = [&random](std::size_t n) {
        return static_cast<std::size_t>(random() % n);
    };
    const std::vector<std::string> pieces{
        "http://example.com/a/b?c=d#e",
        "see <URL:http://www.w3.org/Addressing/\n   rfc3986/> there",
        "<http://a.example/very-\nlong/path>",
        "hxxp://evil[.]example[dot]com/x",
        "hxxps[:]//login[.]bank[.]example[/]pay",
        "www.example.org/page",
        "Note: this is no URI",
        "mailto:someone@example.net",
        "a < b and c > d",
        "<",
        ">",
        "(see http://example.com/x_(y))",
        "\xE3\x80\x8Chttps://example.jp/\xE3\x80\x8D",
        "[dot][dot][dot][dot][dot][dot][dot][dot]",
        "word",
        " ",
        "\n",
        "\n\n",
        "\t",
    };
    std::string text;
    while (text.size() < 400000) {
        if (longLines && pick(200) == 0) {
            // a line longer than the window, with URIs in it
            for (int k = 0; k < 3000; ++k)
                text += pick(2) == 0 ? "http://x.example/" + std::to_string(k) + " " : "filler ";
            continue;
        }
        if (pick(400) == 0) {
            // a bracket broken across lines that closes just inside or just
            // outside its 8 KiB
            text += "<http://b.example/";
            const std::size_t length = 8100 + pick(160);
            for (std::size_t k = 0; k < length; ++k)
                text += k % 72 == 71 ? '\n' : 'x';
            text += ">";
            continue;
        }
        text += pieces[pick(pieces.size())];
        text += pick(4) == 0 ? "\n" : " ";
    }
    uri::ExtractOptions options;
    options.maxUris = std::size_t(-1);
    const std::vector<uri::ExtractedUri> whole = uri::extract(text, options);

    uri::ExtractStream stream(options, 0);
    std::vector<uri::ExtractedUri> streamed;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t size = std::min(text.size() - at, 1 + pick(pick(2) == 0 ? 64 : 100000));
        for (uri::ExtractedUri &u : stream.feed(std::string_view(text).substr(at, size)))
            streamed.push_back(std::move(u));
        at += size;
    }
    for (uri::ExtractedUri &u : stream.finish())
        streamed.push_back(std::move(u));

    QVERIFY(whole.size() > 1000);
    QCOMPARE(streamed.size(), whole.size());
    for (std::size_t k = 0; k < whole.size(); ++k) {
        if (!(streamed[k] == whole[k])) {
            QFAIL(qPrintable(QStringLiteral("URI %1 differs: %2 at %3, streamed %4 at %5")
                                 .arg(k)
                                 .arg(QString::fromStdString(whole[k].uri.substr(0, 80)))
                                 .arg(whole[k].span.offset)
                                 .arg(QString::fromStdString(streamed[k].uri.substr(0, 80)))
                                 .arg(streamed[k].span.offset)));
        }
    }
    // the stream is empty again: a second text's offsets count from 0
    const std::vector<uri::ExtractedUri> again = stream.feed("x http://a/ y");
    const std::vector<uri::ExtractedUri> rest = stream.finish();
    QVERIFY(again.empty());
    QCOMPARE(rest.size(), std::size_t{1});
    QCOMPARE(rest.front().span.offset, std::size_t{2});
}

// extractPiece() ends its scan at the first line feed it reaches at or after
// `until`, never at one inside a bracketed URI (RFC 3986 App. C); the piece is
// settled only with kExtractReach bytes after that line feed, or at the end of
// the text. Its spans count from the start of the piece.
void TstExtract::pieceEndsAtALineFeedTheScanReaches()
{
    const std::string text = "a http://x/ b\n<http://y/\nz> c\nd hxxp://w[.]example/\n";
    const std::size_t firstLf = text.find('\n');           // 13
    const std::size_t insideLf = text.find('\n', firstLf + 1); // in "<...>"
    const std::size_t thirdLf = text.find('\n', insideLf + 1);

    uri::ExtractedPiece piece = uri::extractPiece(text, 5, false);
    QCOMPARE(piece.stop, firstLf);
    QCOMPARE(piece.uris.size(), std::size_t(1));
    QCOMPARE(piece.uris[0].uri, "http://x/");
    QCOMPARE(piece.uris[0].span, (uri::Span{2, 9}));
    QVERIFY(!piece.settled); // less than kExtractReach after the stop

    // the cut asked for is the line feed inside the brackets: the scan goes on
    // to the one after "z> c"
    piece = uri::extractPiece(text, insideLf, true);
    QVERIFY(piece.settled);
    QCOMPARE(piece.stop, thirdLf);
    QCOMPARE(piece.uris.size(), std::size_t(2));
    QCOMPARE(piece.uris[1].uri, "http://y/z");
    QCOMPARE(piece.uris[1].span, (uri::Span{15, 11}));
    QVERIFY(piece.uris[1].lineBreaks);

    // with kExtractReach bytes after the stop it is settled
    const std::string padded = text + std::string(uri::kExtractReach, ' ');
    piece = uri::extractPiece(padded, insideLf, false);
    QVERIFY(piece.settled);
    QCOMPARE(piece.stop, thirdLf);

    // the next piece begins with that line feed, and counts from it; the
    // refanged URI keeps its span in the text as written
    piece = uri::extractPiece(std::string_view(padded).substr(thirdLf), 1, false);
    QVERIFY(piece.settled);
    QCOMPARE(piece.stop, text.size() - 1 - thirdLf);
    QCOMPARE(piece.uris.size(), std::size_t(1));
    QCOMPARE(piece.uris[0].uri, "http://w.example/");
    QCOMPARE(piece.uris[0].span, (uri::Span{3, 19}));
    QCOMPARE(piece.uris[0].defangs, (std::vector<uri::Span>{{3, 4}, {11, 3}}));
}

QTEST_APPLESS_MAIN(TstExtract)
#include "tst_extract.moc"
