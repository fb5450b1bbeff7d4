// Hosts under UTS #46 with ICU: to ASCII and to Unicode label by label,
// the RFC 3492 §7.1 sample strings round trip, and each of ICU's errors as a
// diagnostic on its label. Non-ASCII text is written as code points.
#include "uriinspector/idna.h"

#include "encoding_test_support.h"

#include <QtTest>

using namespace uri;
using namespace uri::test;

class TstIdna : public QObject
{
    Q_OBJECT

private slots:
    void punycodeSamples_data();
    void punycodeSamples();
    void errors_data();
    void errors();
    void labels();
    void options();
};

// RFC 3492 §7.1 Sample strings, as the RFC writes their Punycode (mixed-case
// annotations included). UTS #46 maps the uppercase letters to lowercase, so
// ToUnicode gives the lowercase string, and ToASCII of that string gives the
// Punycode in lowercase.
void TstIdna::punycodeSamples_data()
{
    QTest::addColumn<QByteArray>("ace");
    QTest::addColumn<QByteArray>("unicode");
    QTest::addColumn<QStringList>("errors");

    const auto row = [](const char *name, const char *ace, const QByteArray &unicode,
                        const QStringList &errors = {}) {
        QTest::newRow(name) << QByteArray(ace) << unicode << errors;
    };
    row("A Arabic (Egyptian)", "xn--egbpdaj6bu4bxfgehfvwxn",
        utf8({0x0644, 0x064A, 0x0647, 0x0645, 0x0627, 0x0628, 0x062A, 0x0643, 0x0644, 0x0645,
              0x0648, 0x0634, 0x0639, 0x0631, 0x0628, 0x064A, 0x061F}));
    row("B Chinese (simplified)", "xn--ihqwcrb4cv8a8dqg056pqjye",
        utf8({0x4ED6, 0x4EEC, 0x4E3A, 0x4EC0, 0x4E48, 0x4E0D, 0x8BF4, 0x4E2D, 0x6587}));
    row("C Chinese (traditional)", "xn--ihqwctvzc91f659drss3x8bo0yb",
        utf8({0x4ED6, 0x5011, 0x7232, 0x4EC0, 0x9EBD, 0x4E0D, 0x8AAA, 0x4E2D, 0x6587}));
    row("D Czech", "xn--Proprostnemluvesky-uyb24dma41a",
        utf8({0x0070, 0x0072, 0x006F, 0x010D, 0x0070, 0x0072, 0x006F, 0x0073,
              0x0074, 0x011B, 0x006E, 0x0065, 0x006D, 0x006C, 0x0075, 0x0076,
              0x00ED, 0x010D, 0x0065, 0x0073, 0x006B, 0x0079}));
    row("E Hebrew", "xn--4dbcagdahymbxekheh6e0a7fei0b",
        utf8({0x05DC, 0x05DE, 0x05D4, 0x05D4, 0x05DD, 0x05E4, 0x05E9, 0x05D5,
              0x05D8, 0x05DC, 0x05D0, 0x05DE, 0x05D3, 0x05D1, 0x05E8, 0x05D9,
              0x05DD, 0x05E2, 0x05D1, 0x05E8, 0x05D9, 0x05EA}));
    row("F Hindi (Devanagari)", "xn--i1baa7eci9glrd9b2ae1bj0hfcgg6iyaf8o0a1dig0cd",
        utf8({0x092F, 0x0939, 0x0932, 0x094B, 0x0917, 0x0939, 0x093F, 0x0928, 0x094D, 0x0926,
              0x0940, 0x0915, 0x094D, 0x092F, 0x094B, 0x0902, 0x0928, 0x0939, 0x0940, 0x0902,
              0x092C, 0x094B, 0x0932, 0x0938, 0x0915, 0x0924, 0x0947, 0x0939, 0x0948, 0x0902}));
    row("G Japanese (kanji and hiragana)", "xn--n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa",
        utf8({0x306A, 0x305C, 0x307F, 0x3093, 0x306A, 0x65E5, 0x672C, 0x8A9E, 0x3092, 0x8A71,
              0x3057, 0x3066, 0x304F, 0x308C, 0x306A, 0x3044, 0x306E, 0x304B}));
    // Longer than the 63 octets of a DNS label (RFC 1034 §3.1)
    row("H Korean (Hangul syllables)",
        "xn--989aomsvi5e83db1d2a355cv1e0vak1dwrv93d5xbh15a0dt30a5jpsd879ccm6fea98c",
        utf8({0xC138, 0xACC4, 0xC758, 0xBAA8, 0xB4E0, 0xC0AC, 0xB78C, 0xB4E4,
              0xC774, 0xD55C, 0xAD6D, 0xC5B4, 0xB97C, 0xC774, 0xD574, 0xD55C,
              0xB2E4, 0xBA74, 0xC5BC, 0xB9C8, 0xB098, 0xC88B, 0xC744, 0xAE4C}),
        {"idna-label-too-long"});
    row("I Russian (Cyrillic)", "xn--b1abfaaepdrnnbgefbaDotcwatmq2g4l",
        utf8({0x043F, 0x043E, 0x0447, 0x0435, 0x043C, 0x0443, 0x0436, 0x0435, 0x043E, 0x043D,
              0x0438, 0x043D, 0x0435, 0x0433, 0x043E, 0x0432, 0x043E, 0x0440, 0x044F, 0x0442,
              0x043F, 0x043E, 0x0440, 0x0443, 0x0441, 0x0441, 0x043A, 0x0438}));
    row("J Spanish", "xn--PorqunopuedensimplementehablarenEspaol-fmd56a",
        utf8({0x0070, 0x006F, 0x0072, 0x0071, 0x0075, 0x00E9, 0x006E, 0x006F, 0x0070, 0x0075,
              0x0065, 0x0064, 0x0065, 0x006E, 0x0073, 0x0069, 0x006D, 0x0070, 0x006C, 0x0065,
              0x006D, 0x0065, 0x006E, 0x0074, 0x0065, 0x0068, 0x0061, 0x0062, 0x006C, 0x0061,
              0x0072, 0x0065, 0x006E, 0x0065, 0x0073, 0x0070, 0x0061, 0x00F1, 0x006F, 0x006C}));
    row("K Vietnamese", "xn--TisaohkhngthchnitingVit-kjcr8268qyxafd2f1b9g",
        utf8({0x0074, 0x1EA1, 0x0069, 0x0073, 0x0061, 0x006F, 0x0068, 0x1ECD,
              0x006B, 0x0068, 0x00F4, 0x006E, 0x0067, 0x0074, 0x0068, 0x1EC3,
              0x0063, 0x0068, 0x1EC9, 0x006E, 0x00F3, 0x0069, 0x0074, 0x0069,
              0x1EBF, 0x006E, 0x0067, 0x0076, 0x0069, 0x1EC7, 0x0074}));
    row("L 3 nen B gumi kinpachi sensei", "xn--3B-ww4c5e180e575a65lsy2b",
        utf8({0x0033, 0x5E74, 0x0062, 0x7D44, 0x91D1, 0x516B, 0x5148, 0x751F}));
    row("M amuro namie -with-SUPER-MONKEYS", "xn---with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n",
        utf8({0x5B89, 0x5BA4, 0x5948, 0x7F8E, 0x6075, 0x002D, 0x0077, 0x0069,
              0x0074, 0x0068, 0x002D, 0x0073, 0x0075, 0x0070, 0x0065, 0x0072,
              0x002D, 0x006D, 0x006F, 0x006E, 0x006B, 0x0065, 0x0079, 0x0073}));
    row("N Hello-Another-Way- sorezore no basho", "xn--Hello-Another-Way--fc4qua05auwb3674vfr0b",
        utf8({0x0068, 0x0065, 0x006C, 0x006C, 0x006F, 0x002D, 0x0061, 0x006E, 0x006F,
              0x0074, 0x0068, 0x0065, 0x0072, 0x002D, 0x0077, 0x0061, 0x0079, 0x002D,
              0x305D, 0x308C, 0x305E, 0x308C, 0x306E, 0x5834, 0x6240}));
    row("O hitotsu yane no shita 2", "xn--2-u9tlzr9756bt3uc0v",
        utf8({0x3072, 0x3068, 0x3064, 0x5C4B, 0x6839, 0x306E, 0x4E0B, 0x0032}));
    row("P Maji de Koi suru 5 byou mae", "xn--MajiKoi5-783gue6qz075azm5e",
        utf8({0x006D, 0x0061, 0x006A, 0x0069, 0x3067, 0x006B, 0x006F, 0x0069, 0x3059, 0x308B,
              0x0035, 0x79D2, 0x524D}));
    row("Q pafii de runba", "xn--de-jg4avhby1noc0d",
        utf8({0x30D1, 0x30D5, 0x30A3, 0x30FC, 0x0064, 0x0065, 0x30EB, 0x30F3, 0x30D0}));
    row("R sono supiido de", "xn--d9juau41awczczp",
        utf8({0x305D, 0x306E, 0x30B9, 0x30D4, 0x30FC, 0x30C9, 0x3067}));
}

void TstIdna::punycodeSamples()
{
    QFETCH(QByteArray, ace);
    QFETCH(QByteArray, unicode);
    QFETCH(QStringList, errors);
    const IdnaResult toUnicode = idnaHost(str(ace));
    QCOMPARE(qb(toUnicode.unicode), unicode);
    QCOMPARE(codesOf(toUnicode.diagnostics), errors);
    const IdnaResult back = idnaHost(str(unicode));
    QCOMPARE(qb(back.ascii), ace.toLower());
    QCOMPARE(codesOf(back.diagnostics), errors);
    QCOMPARE(back.labels.size(), std::size_t(1));
}

void TstIdna::errors_data()
{
    QTest::addColumn<QByteArray>("host");
    QTest::addColumn<QStringList>("diagnostics");

    QTest::newRow("valid") << QByteArray("www.example.com") << QStringList{};
    QTest::newRow("root label") << QByteArray("example.com.") << QStringList{};
    // UTS #46 §4.2 ToASCII: VerifyDnsLength
    QTest::newRow("empty label") << QByteArray("a..b")
                                 << QStringList{"idna-empty-label[2,0] UTS #46 §4.2"};
    QTest::newRow("label of 64") << QByteArray(64, 'a')
                                 << QStringList{"idna-label-too-long[0,64] UTS #46 §4.2"};
    const QByteArray label63(63, 'a');
    QTest::newRow("name of 255") << label63 + '.' + label63 + '.' + label63 + '.' + label63
                                 << QStringList{"idna-domain-too-long[0,255] UTS #46 §4.2"};
    // UTS #46 §4.1 Validity Criteria: hyphens, combining marks, disallowed
    QTest::newRow("leading hyphen")
        << QByteArray("-a.example") << QStringList{"idna-leading-hyphen[0,2] UTS #46 §4.1"};
    QTest::newRow("trailing hyphen")
        << QByteArray("a-.example") << QStringList{"idna-trailing-hyphen[0,2] UTS #46 §4.1"};
    QTest::newRow("hyphens 3 and 4")
        << QByteArray("ab--c.example") << QStringList{"idna-hyphen-3-4[0,5] UTS #46 §4.1"};
    QTest::newRow("leading combining mark (U+0301)")
        << QByteArray("%CC%81a.example")
        << QStringList{"idna-leading-combining-mark[0,7] UTS #46 §4.1"};
    // STD3 rules: only letters, digits and "-" in ASCII; the span is the code point
    QTest::newRow("underscore") << QByteArray("ex_ample.com")
                                << QStringList{"idna-disallowed[2,1] UTS #46 §4.1"};
    QTest::newRow("space, encoded")
        << QByteArray("a%20b.com") << QStringList{"idna-disallowed[1,3] UTS #46 §4.1"};
    QTest::newRow("RLO U+202E") << QByteArray("a%E2%80%AEb.com")
                                << QStringList{"idna-disallowed[1,9] UTS #46 §4.1"};
    QTest::newRow("invalid UTF-8")
        << QByteArray("a%FFb.com") << QStringList{"idna-disallowed[1,3] UTS #46 §4.1"};
    // Punycode (RFC 3492 §6.2) and A-labels
    QTest::newRow("bad punycode") << QByteArray("xn--0.example")
                                  << QStringList{"idna-punycode[0,5] RFC 3492 §6.2"};
    QTest::newRow("A-label of nothing valid")
        << QByteArray("xn--abc.example") << QStringList{"idna-invalid-ace-label[0,7] UTS #46 §4"};
    // RFC 5892 Appendix A.1: ZERO WIDTH JOINER needs a virama before it
    QTest::newRow("ZWJ") << QByteArray("a%E2%80%8Db.example")
                         << QStringList{"idna-contextj[0,11] RFC 5892 Appendix A.1"};
    // RFC 5893 §2 the Bidi Rule: in a label and across the name
    QTest::newRow("RTL label ending in L")
        << QByteArray("%D7%90a.example") << QStringList{"idna-bidi[0,7] RFC 5893 §2"};
    QTest::newRow("digit-first label in a bidi name")
        << QByteArray("%D7%90.1a") << QStringList{"idna-bidi[0,9] RFC 5893 §2"};
    // Errors on two labels
    QTest::newRow("two labels") << QByteArray("-a.b_c")
                                << QStringList{"idna-leading-hyphen[0,2] UTS #46 §4.1",
                                               "idna-disallowed[4,1] UTS #46 §4.1"};
}

void TstIdna::errors()
{
    QFETCH(QByteArray, host);
    QFETCH(QStringList, diagnostics);
    const IdnaResult r = idnaHost(str(host));
    QCOMPARE(diagnosticsOf(r.diagnostics), diagnostics);
    QCOMPARE(r.ok(), diagnostics.isEmpty());
    for (const Diagnostic &d : r.diagnostics) {
        QVERIFY(r.span.contains(d.span));
        QCOMPARE(d.severity, Severity::Warning);
        QVERIFY(!d.message.empty());
    }
}

// Labels keep the span of the input they came from, percent-encodings and
// the full stops of UTS #46 §4 step 1 included.
void TstIdna::labels()
{
    const std::string input = "http://%E6%97%A5%E6%9C%AC\xE3\x80\x82jp./";
    const IdnaResult r = idnaHost(input, Span{7, input.size() - 8});
    QCOMPARE(qs(r.ascii), "xn--wgv71a.jp.");
    QCOMPARE(qb(r.unicode), utf8({0x65E5, 0x672C}) + ".jp.");
    QStringList got;
    for (const IdnaLabel &l : r.labels)
        got << spanText(l.span) + QLatin1Char(' ') + qs(l.ascii) + (l.root ? " root" : "");
    QCOMPARE(got, (QStringList{"[7,18] xn--wgv71a", "[28,2] jp", "[31,0]  root"}));
    QVERIFY(r.ok());
    QCOMPARE(qb(r.decoded), utf8({0x65E5, 0x672C, 0x3002}) + "jp.");
}

void TstIdna::options()
{
    // UTS #46 §4 nontransitional (the default) keeps sharp s; transitional maps it
    QCOMPARE(qs(idnaHost("fa%C3%9F.de").ascii), "xn--fa-hia.de");
    IdnaOptions transitional;
    transitional.transitional = true;
    QCOMPARE(qs(idnaHost("fa%C3%9F.de", transitional).ascii), "fass.de");
    // Without STD3 rules "_" is allowed (as in the URL Standard)
    IdnaOptions lax;
    lax.useStd3Rules = false;
    QVERIFY(idnaHost("ex_ample.com", lax).ok());
    // RFC 5892 CONTEXTO, when asked for: MIDDLE DOT only between two "l"
    IdnaOptions contextO;
    contextO.checkContextO = true;
    QCOMPARE(codesOf(idnaHost("a%C2%B7b", contextO).diagnostics),
             QStringList{"idna-contexto-punctuation"});
    QVERIFY(idnaHost("l%C2%B7l", contextO).ok());
    QVERIFY(idnaHost("a%C2%B7b").ok());
    // Arabic-Indic and extended Arabic-Indic digits in one label
    QVERIFY(codesOf(idnaHost("%D8%A7%D9%A0%DB%B0", contextO).diagnostics)
                .contains("idna-contexto-digits"));
}

QTEST_APPLESS_MAIN(TstIdna)
#include "tst_idna.moc"
