// Percent-encoding views (RFC 3986 §2.1, §2.4): each character's class, the
// decoded octets and their UTF-8 reading with invalid octets marked, double
// encoding layer by layer, and what decoding reveals (controls, bidi).
#include "uriinspector/percent.h"

#include "encoding_test_support.h"
#include "uriinspector/encode.h"
#include "uriinspector/idna.h"
#include "uriinspector/iri.h"
#include "uriinspector/normalize.h"

#include <QtTest>

#include <cstring>
#include <memory>

using namespace uri;
using namespace uri::test;

namespace {

// "text class allowed" per character; a triplet adds "octetClass octetAllowed".
QStringList charsOf(std::string_view input, const PercentView &v)
{
    QStringList out;
    for (const CharView &c : v.chars) {
        QString s = qs(escapeForDisplay(c.span.in(input))) + QLatin1Char(' ')
                    + qs(charClassName(c.charClass)) + (c.allowed ? " yes" : " no");
        if (c.charClass == CharClass::PctEncoded)
            s += QLatin1String(" -> ") + qs(charClassName(c.octetClass))
                 + (c.octetAllowed ? " yes" : " no");
        out << s;
    }
    return out;
}

QString hex(std::string_view octets)
{
    return QString::fromLatin1(qb(octets).toHex(' ').toUpper());
}

} // namespace

class TstPercent : public QObject
{
    Q_OBJECT

private slots:
    void classes_data();
    void classes();
    void decoded_data();
    void decoded();
    void layers_data();
    void layers();
    void diagnostics_data();
    void diagnostics();
    void spansCoverTheComponent_data();
    void spansCoverTheComponent();
    void otherGenerations();
    void messages();
    void percentDecodeOnce();
    void exactBuffers_data();
    void exactBuffers();
};

void TstPercent::classes_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("component");
    QTest::addColumn<QStringList>("chars");

    // RFC 3986 §2.2, §2.3: "a/b" as a path: "/" is a gen-delim the path allows
    QTest::newRow("path a/b") << QByteArray("a/b") << int(Component::Path)
                              << QStringList{"a unreserved yes", "/ gen-delim yes",
                                             "b unreserved yes"};
    // §2.2: an encoded "/" is data of its segment; decoding it changes the path
    QTest::newRow("path a%2Fb") << QByteArray("a%2Fb") << int(Component::Path)
                                << QStringList{"a unreserved yes",
                                               "%2F pct-encoded yes -> gen-delim no",
                                               "b unreserved yes"};
    // §2.3: "%7E" encodes an unreserved character: it may stand unencoded
    QTest::newRow("segment %7E") << QByteArray("%7E") << int(Component::PathSegment)
                                 << QStringList{"%7E pct-encoded yes -> unreserved yes"};
    QTest::newRow("query ?&=") << QByteArray("?&=") << int(Component::Query)
                               << QStringList{"? gen-delim yes", "& sub-delim yes",
                                              "= sub-delim yes"};
    QTest::newRow("reg-name : @") << QByteArray("a:@") << int(Component::RegName)
                                  << QStringList{"a unreserved yes", ": gen-delim no",
                                                 "@ gen-delim no"};
    // §3.2.1: ":" separates the deprecated password, so "%3A" must stay
    QTest::newRow("userinfo a:%3A") << QByteArray("a:%3A") << int(Component::Userinfo)
                                    << QStringList{"a unreserved yes", ": gen-delim yes",
                                                   "%3A pct-encoded yes -> gen-delim no"};
    QTest::newRow("fragment # space %")
        << QByteArray("# %") << int(Component::Fragment)
        << QStringList{"# gen-delim no", "  not-allowed no", "% not-allowed no"};
    // A non-ASCII character is one item, all of its bytes.
    QTest::newRow("path e-acute") << QByteArray("\xC3\xA9") << int(Component::Path)
                                  << QStringList{qs("\xC3\xA9 not-allowed no")};
    QTest::newRow("path invalid byte")
        << QByteArray("\xFF") << int(Component::Path) << QStringList{"\\xFF not-allowed no"};
    QTest::newRow("path %C3%A9") << QByteArray("%C3%A9") << int(Component::Path)
                                 << QStringList{"%C3 pct-encoded yes -> not-allowed no",
                                                "%A9 pct-encoded yes -> not-allowed no"};
}

void TstPercent::classes()
{
    QFETCH(QByteArray, text);
    QFETCH(int, component);
    QFETCH(QStringList, chars);
    const std::string input = str(text);
    const PercentView v = percentView(input, {0, input.size()}, Component(component));
    QCOMPARE(charsOf(input, v), chars);
}

void TstPercent::decoded_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("octets");
    QTest::addColumn<bool>("utf8Valid");
    QTest::addColumn<QStringList>("invalid"); // spans of the invalid octets in the input
    QTest::addColumn<QString>("display");

    QTest::newRow("ascii") << QByteArray("a%20b") << "61 20 62" << true << QStringList{} << "a b";
    // RFC 3986 §2.5: non-ASCII characters as UTF-8 octets
    QTest::newRow("%C3%A9") << QByteArray("caf%C3%A9") << "63 61 66 C3 A9" << true << QStringList{}
                            << qs("caf\xC3\xA9");
    QTest::newRow("raw and encoded mixed")
        << QByteArray("\xC3%A9") << "C3 A9" << true << QStringList{} << qs("\xC3\xA9");
    // Invalid UTF-8 after decoding: marked, never replaced (RFC 3629 §4)
    QTest::newRow("latin-1 %E9") << QByteArray("caf%E9") << "63 61 66 E9" << false
                                 << QStringList{"[3,3]"} << "caf\\xE9";
    QTest::newRow("%C3%28 bad continuation")
        << QByteArray("%C3%28") << "C3 28" << false << QStringList{"[0,3]"} << "\\xC3(";
    QTest::newRow("%ED%A0%80 surrogate")
        << QByteArray("%ED%A0%80") << "ED A0 80" << false << QStringList{"[0,3]", "[3,3]", "[6,3]"}
        << "\\xED\\xA0\\x80";
    QTest::newRow("%C0%AF overlong slash") << QByteArray("%C0%AF") << "C0 AF" << false
                                           << QStringList{"[0,3]", "[3,3]"} << "\\xC0\\xAF";
    QTest::newRow("%F4%90%80%80 above U+10FFFF")
        << QByteArray("%F4%90%80%80") << "F4 90 80 80" << false
        << QStringList{"[0,3]", "[3,3]", "[6,3]", "[9,3]"} << "\\xF4\\x90\\x80\\x80";
    QTest::newRow("%E2%82 truncated") << QByteArray("a%E2%82") << "61 E2 82" << false
                                      << QStringList{"[1,3]", "[4,3]"} << "a\\xE2\\x82";
    // Controls and bidi characters are shown as escapes
    QTest::newRow("%00 %0A") << QByteArray("%00%0A") << "00 0A" << true << QStringList{}
                             << "\\x00\\n";
    QTest::newRow("RLO %E2%80%AE")
        << QByteArray("a%E2%80%AEb") << "61 E2 80 AE 62" << true << QStringList{} << "a\\u{202E}b";
    // A "%" without two hexadecimal digits is no encoding: it stays (§2.1)
    QTest::newRow("%* stays") << QByteArray("asdf%*.fred") << "61 73 64 66 25 2A 2E 66 72 65 64"
                              << true << QStringList{} << "asdf%*.fred";
}

void TstPercent::decoded()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, octets);
    QFETCH(bool, utf8Valid);
    QFETCH(QStringList, invalid);
    QFETCH(QString, display);
    const std::string input = str(text);
    const PercentView v = percentView(input, {0, input.size()}, Component::Path);
    QCOMPARE(hex(v.octets), octets);
    QCOMPARE(v.utf8Valid, utf8Valid);
    QStringList bad;
    std::size_t octetCount = 0;
    for (const DecodedChar &d : v.text) {
        if (!d.valid)
            bad << spanText(d.span);
        QCOMPARE(d.offset, octetCount);
        octetCount += d.length;
    }
    QCOMPARE(octetCount, v.octets.size());
    QCOMPARE(bad, invalid);
    QCOMPARE(qs(v.displayText()), display);
}

void TstPercent::layers_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("layers");
    QTest::addColumn<QStringList>("decodedLast"); // input spans decoded to reach the last layer

    // RFC 3986 §2.4: "%252F" -> "%2F" -> "/"
    QTest::newRow("%252F") << QByteArray("a%252Fb") << QStringList{"a%252Fb", "a%2Fb", "a/b"}
                           << QStringList{"[1,5]"};
    QTest::newRow("%25252F triple")
        << QByteArray("%25252F") << QStringList{"%25252F", "%252F", "%2F", "/"}
        << QStringList{"[0,7]"};
    QTest::newRow("%2541") << QByteArray("%2541") << QStringList{"%2541", "%41", "A"}
                           << QStringList{"[0,5]"};
    QTest::newRow("%2525") << QByteArray("%2525") << QStringList{"%2525", "%25", "%"}
                           << QStringList{"[0,5]"};
    // Single encodings: one layer of decoding only
    QTest::newRow("%25 alone") << QByteArray("100%25") << QStringList{"100%25", "100%"}
                               << QStringList{"[3,3]"};
    QTest::newRow("%2F") << QByteArray("a%2Fb") << QStringList{"a%2Fb", "a/b"}
                         << QStringList{"[1,3]"};
    // "%%41": the "%" is stray, not decoded from "%25": "%A" is not decoded again
    QTest::newRow("%%41") << QByteArray("%%41") << QStringList{"%%41", "%A"}
                          << QStringList{"[1,3]"};
    // "%25%32F": "2" encoded too; still a second layer ("%2F" from decoding)
    QTest::newRow("%25%32F") << QByteArray("%25%32F") << QStringList{"%25%32F", "%2F", "/"}
                             << QStringList{"[0,7]"};
}

void TstPercent::layers()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, layers);
    QFETCH(QStringList, decodedLast);
    const std::string input = str(text);
    const PercentView v = percentView(input, {0, input.size()}, Component::Path);
    QStringList got;
    for (const DecodeLayer &l : v.layers)
        got << qs(l.octets);
    QCOMPARE(got, layers);
    QStringList spans;
    for (const Span &s : v.layers.back().decoded)
        spans << spanText(s);
    QCOMPARE(spans, decodedLast);
    QCOMPARE(v.doubleEncoded(), layers.size() > 2);
    QVERIFY(v.layers.front().decoded.empty());
}

void TstPercent::diagnostics_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("diagnostics");

    QTest::newRow("plain") << QByteArray("http://example.com/a/b?c#d") << QStringList{};
    // RFC 3986 §2.4 double encoding, each layer's triplets
    QTest::newRow("double /") << QByteArray("http://h/a%252Fb")
                              << QStringList{"double-encoding[10,5] RFC 3986 §2.4"};
    QTest::newRow("triple /") << QByteArray("/%25252F")
                              << QStringList{"double-encoding[1,7] RFC 3986 §2.4"};
    // §2.3, §2.1
    QTest::newRow("%7euser") << QByteArray("http://h/%7euser")
                             << QStringList{"pct-encoded-lowercase[9,3] RFC 3986 §2.1",
                                            "pct-encoded-unreserved[9,3] RFC 3986 §2.3"};
    QTest::newRow("%41%42 merged")
        << QByteArray("/%41%42") << QStringList{"pct-encoded-unreserved[1,6] RFC 3986 §2.3"};
    // §2.2: "%2F" in a path, "%40" in userinfo, "%3F" in a segment: delimiters as data
    QTest::newRow("bertram%2Fmarie")
        << QByteArray("http://info.cern.ch/albert/bertram%2Fmarie-claude")
        << QStringList{"pct-encoded-delimiter[34,3] RFC 3986 §2.2"};
    QTest::newRow("user%40host") << QByteArray("ftp://a%40b@h/")
                                 << QStringList{"pct-encoded-delimiter[7,3] RFC 3986 §2.2"};
    QTest::newRow("%26 in a query is allowed") << QByteArray("?a%26b") << QStringList{};
    // §7.3: controls; RFC 3987 §4.1: bidi formatting and invisible characters
    QTest::newRow("CRLF") << QByteArray("/a%0D%0Ab")
                          << QStringList{"decoded-control[2,6] RFC 3986 §7.3"};
    QTest::newRow("NUL") << QByteArray("/a%00")
                         << QStringList{"decoded-control[2,3] RFC 3986 §7.3"};
    QTest::newRow("RLO") << QByteArray("/a%E2%80%AEgpj.exe")
                         << QStringList{"decoded-bidi-or-invisible[2,9] RFC 3987 §4.1"};
    QTest::newRow("LRI and PDI") << QByteArray("/%E2%81%A6x%E2%81%A9")
                                 << QStringList{"decoded-bidi-or-invisible[1,9] RFC 3987 §4.1",
                                                "decoded-bidi-or-invisible[11,9] RFC 3987 §4.1"};
    QTest::newRow("ZWSP") << QByteArray("/a%E2%80%8Bb")
                          << QStringList{"decoded-bidi-or-invisible[2,9] RFC 3987 §4.1"};
    QTest::newRow("ALM") << QByteArray("/%D8%9C")
                         << QStringList{"decoded-bidi-or-invisible[1,6] RFC 3987 §4.1"};
    // Raw bidi characters are the parser's concern (non-ascii), not decoding's
    QTest::newRow("raw RLO") << QByteArray("/a\xE2\x80\xAE")
                             << QStringList{"non-ascii[2,3] RFC 3986 §3.3"};
    // §2.5: decoded octets that are not UTF-8
    QTest::newRow("%E9") << QByteArray("/caf%E9")
                         << QStringList{"decoded-invalid-utf8[4,3] RFC 3986 §2.5"};
    QTest::newRow("%C0%AF") << QByteArray("/%C0%AF")
                            << QStringList{"decoded-invalid-utf8[1,6] RFC 3986 §2.5"};
    // RFC 1630 Example 3: the parser reports "%*" and "%as"
    QTest::newRow("rfc1630 %*") << QByteArray("fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred")
                                << QStringList{"pct-encoded-malformed[36,3] RFC 3986 §2.1"};
    QTest::newRow("rfc1630 %as") << QByteArray("news:12345667123%asdghfh@info.cern.ch")
                                 << QStringList{"pct-encoded-malformed[16,3] RFC 3986 §2.1"};
}

void TstPercent::diagnostics()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, diagnostics);
    const DecodeResult r = decodeComponents(str(input));
    QCOMPARE(diagnosticsOf(r.diagnostics), diagnostics);
}

void TstPercent::spansCoverTheComponent_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("all components") << QByteArray("s://u%41:p@h%42.c/p%43/%2F?q%44#f%45");
    QTest::newRow("non-ascii and invalid") << QByteArray("/\xC3\xA9%C3%A9\xFF%FF%E2%80");
    QTest::newRow("double") << QByteArray("/%25252F%2541?%2525#%25%32%46");
    QTest::newRow("empty components") << QByteArray("s://@:/?#");
}

// Property: the characters of a view tile its component exactly, and every
// decoded character and layer span lies inside it (so a view can highlight
// them).
void TstPercent::spansCoverTheComponent()
{
    QFETCH(QByteArray, input);
    const std::string text = str(input);
    const DecodeResult r = decodeComponents(text);
    QVERIFY(!r.views.empty());
    for (const PercentView &v : r.views) {
        std::size_t at = v.span.offset;
        for (const CharView &c : v.chars) {
            QCOMPARE(c.span.offset, at);
            QVERIFY(c.span.length > 0);
            at = c.span.end();
        }
        QCOMPARE(at, v.span.end());
        for (const DecodedChar &d : v.text)
            QVERIFY(v.span.contains(d.span));
        for (const DecodeLayer &l : v.layers) {
            for (const Span &s : l.decoded)
                QVERIFY(v.span.contains(s));
        }
        for (const Diagnostic &d : v.diagnostics)
            QVERIFY(v.span.contains(d.span));
    }
}

// The allowed sets follow the Spec value (encode_sets.h).
void TstPercent::otherGenerations()
{
    const std::string input = "a~b+c";
    const auto allowedOf = [&](Spec spec, Component c) {
        QStringList out;
        for (const CharView &ch : percentView(input, {0, input.size()}, c, spec).chars)
            out << QString(ch.allowed ? "y" : "n");
        return out.join(QString());
    };
    QCOMPARE(allowedOf(Spec::Rfc3986, Component::Query), "yyyyy");
    QCOMPARE(allowedOf(Spec::Rfc1630, Component::Query), "ynyny"); // "~" national, "+" a space
    QCOMPARE(allowedOf(Spec::Draft01, Component::Query), "yyyny"); // "+" reserved in a query
    QCOMPARE(allowedOf(Spec::Rfc1808, Component::Query), "ynyyy"); // "~" national
    // RFC 2396's hostname has no escaped: a triplet is not allowed in it
    const std::string host = "a%41";
    const PercentView v = percentView(host, {0, host.size()}, Component::RegName, Spec::Rfc2396);
    QVERIFY(!v.chars.back().allowed);
}

// The one test that pins the English wording of each code of the views.
void TstPercent::messages()
{
    const auto messageOf = [](std::string_view input) {
        const DecodeResult r = decodeComponents(input);
        return r.diagnostics.empty() ? QString() : qs(r.diagnostics.front().message);
    };
    QCOMPARE(messageOf("/%252F"),
             "\"%252F\" was percent-encoded more than once: decoding it once gives \"%2F\", "
             "which is itself an encoding. Decode it once only.");
    QCOMPARE(messageOf("/%E9"), "\"%E9\" decodes to octets that are not UTF-8; they are kept as "
                                "bytes.");
    QCOMPARE(messageOf("/%0A"), "\"%0A\" decodes to a control character; a program that decodes "
                                "it may read it as the end of a line or of a string.");
    QCOMPARE(messageOf("/%E2%80%AE"),
             "\"%E2%80%AE\" decodes to a bidi formatting or invisible character, which changes "
             "how the text around it is displayed.");
    QCOMPARE(messageOf("/%41"), "\"%41\" encodes unreserved characters; URI producers should not "
                                "encode them, and normalizers decode them.");
    QCOMPARE(messageOf("/a%2Fb"),
             "\"%2F\" encodes a character that delimits this component; it is data here, and "
             "the URI with the character unencoded is a different URI.");
    QCOMPARE(messageOf("/%2f"), "\"%2f\" uses lowercase hexadecimal digits; uppercase is the "
                                "normal form.");
}

void TstPercent::percentDecodeOnce()
{
    QCOMPARE(percentDecode("a%252Fb%2f%zz%"), "a%2Fb/%zz%");
    QCOMPARE(percentDecode(""), "");
}

void TstPercent::exactBuffers_data()
{
    QTest::addColumn<QByteArray>("input");
    for (const char *text :
         {"%", "/%", "/%4", "/a%E2%8", "/%E2%80", "http://h%", "http://%C3", "//%25%2", "?%%",
          "#%252", "http://xn--", "http://a.%E3%80", "s:/a/.."}) {
        QTest::newRow(text) << QByteArray(text);
    }
    QTest::newRow("truncated UTF-8") << QByteArray("/\xE6\x97");
    QTest::newRow("truncated 4-byte") << QByteArray("\xF0\x9F");
}

// Every entry point on input copied into a heap buffer of exactly its size,
// inputs that end inside a triplet or a UTF-8 sequence: under ASan a read
// past the end fails (docs/style.md E, after ada's tests).
void TstPercent::exactBuffers()
{
    QFETCH(QByteArray, input);
    const std::size_t size = std::size_t(input.size());
    const std::unique_ptr<char[]> buffer(new char[size]);
    std::memcpy(buffer.get(), input.constData(), size);
    const std::string_view text(buffer.get(), size);
    const DecodeResult d = decodeComponents(text);
    for (Component c : kAllComponents) {
        (void)percentView(text, {0, size}, c);
        (void)uri::encode(text, c);
    }
    (void)iriToUri(text);
    (void)uriToIri(text);
    (void)idnaHost(text);
    (void)normalize(text);
    QVERIFY(d.views.size() >= 1);
}

QTEST_APPLESS_MAIN(TstPercent)
#include "tst_percent.moc"
