// IRIs (RFC 3987): §3.1 IRI to URI and §3.2 URI to IRI, with the RFC's own
// examples, the ucschar and iprivate ranges (§2.2) and bidi formatting
// characters (§4.1). Non-ASCII inputs are written as escapes.
#include "uriinspector/iri.h"

#include "encoding_test_support.h"

#include <QtTest>

using namespace uri;
using namespace uri::test;

class TstIri : public QObject
{
    Q_OBJECT

private slots:
    void iriToUri_data();
    void iriToUri();
    void uriToIri_data();
    void uriToIri();
    void pieces();
    void roundTrip_data();
    void roundTrip();
    void ranges_data();
    void ranges();
};

void TstIri::iriToUri_data()
{
    QTest::addColumn<QByteArray>("iri");
    QTest::addColumn<QString>("uri");
    QTest::addColumn<QString>("withIdnaHost"); // "" when not set
    QTest::addColumn<QStringList>("diagnostics");

    // RFC 3987 §3.1 examples
    QTest::newRow("3.1 resume host") << QByteArray("http://r\xC3\xA9sum\xC3\xA9.example.org")
                                     << "http://r%C3%A9sum%C3%A9.example.org"
                                     << "http://xn--rsum-bpad.example.org" << QStringList{};
    QTest::newRow("3.1 red%09rose") << QByteArray("http://www.example.org/red%09ros\xC3\xA9#red")
                                    << "http://www.example.org/red%09ros%C3%A9#red"
                                    << "" << QStringList{};
    QTest::newRow("ascii unchanged") << QByteArray("http://a/b?c#d") << "http://a/b?c#d"
                                     << "" << QStringList{};
    QTest::newRow("4-byte character") << QByteArray("/\xF0\x9F\x98\x80") << "/%F0%9F%98%80"
                                      << "" << QStringList{};
    // §2.2 iquery = *( ipchar / iprivate / "/" / "?" ): private use in a query only
    QTest::newRow("iprivate in query") << QByteArray("/a?\xEE\x80\x80") << "/a?%EE%80%80"
                                       << "" << QStringList{};
    QTest::newRow("iprivate in path") << QByteArray("/\xEE\x80\x80") << "/%EE%80%80"
                                      << "" << QStringList{"iri-private-use[1,3] RFC 3987 §2.2"};
    // §2.2: not ucschar: C1 controls, noncharacters, tags
    QTest::newRow("NEL U+0085") << QByteArray("/a\xC2\x85") << "/a%C2%85"
                                << "" << QStringList{"iri-not-ucschar[2,2] RFC 3987 §2.2"};
    QTest::newRow("U+FFFE") << QByteArray("/\xEF\xBF\xBE") << "/%EF%BF%BE"
                            << "" << QStringList{"iri-not-ucschar[1,3] RFC 3987 §2.2"};
    QTest::newRow("U+E0001 tag") << QByteArray("/\xF3\xA0\x80\x81") << "/%F3%A0%80%81"
                                 << "" << QStringList{"iri-not-ucschar[1,4] RFC 3987 §2.2"};
    // §4.1: "IRIs MUST NOT contain bidirectional formatting characters"
    QTest::newRow("RLO") << QByteArray("/a\xE2\x80\xAE"
                                       "b")
                         << "/a%E2%80%AEb"
                         << "" << QStringList{"iri-bidi-format[2,3] RFC 3987 §4.1"};
    QTest::newRow("LRM RLM") << QByteArray("/\xE2\x80\x8E\xE2\x80\x8F") << "/%E2%80%8E%E2%80%8F"
                             << "" << QStringList{"iri-bidi-format[1,6] RFC 3987 §4.1"};
    // Bytes that are not UTF-8 are not characters: encoded as they are
    QTest::newRow("invalid byte") << QByteArray("/a\xFF") << "/a%FF"
                                  << "" << QStringList{"invalid-utf8[2,1] RFC 3629 §4"};
    // A host that IDNA rejects keeps its percent-encoded form only
    QTest::newRow("host with RLO, no punycode form")
        << QByteArray("http://a\xE2\x80\xAE.example/") << "http://a%E2%80%AE.example/"
        << "" << QStringList{"iri-bidi-format[8,3] RFC 3987 §4.1"};
}

void TstIri::iriToUri()
{
    QFETCH(QByteArray, iri);
    QFETCH(QString, uri);
    QFETCH(QString, withIdnaHost);
    QFETCH(QStringList, diagnostics);
    const IriResult r = uri::iriToUri(str(iri));
    QCOMPARE(qs(r.output), uri);
    QCOMPARE(r.withIdnaHost ? qs(*r.withIdnaHost) : QString(), withIdnaHost);
    QCOMPARE(diagnosticsOf(r.diagnostics), diagnostics);
}

void TstIri::uriToIri_data()
{
    QTest::addColumn<QByteArray>("uri");
    QTest::addColumn<QByteArray>("iri");
    QTest::addColumn<QByteArray>("withIdnaHost"); // "" when not set
    QTest::addColumn<QStringList>("diagnostics");

    // RFC 3987 §3.2 examples
    QTest::newRow("3.2 Duerst") << QByteArray("http://www.example.org/D%C3%BCrst")
                                << QByteArray("http://www.example.org/D\xC3\xBCrst") << QByteArray()
                                << QStringList{};
    QTest::newRow("3.2 D%FCrst (Latin-1)")
        << QByteArray("http://www.example.org/D%FCrst")
        << QByteArray("http://www.example.org/D%FCrst") << QByteArray()
        << QStringList{"decoded-invalid-utf8[24,3] RFC 3987 §3.2"};
    QTest::newRow("3.2 natto and RLO")
        << QByteArray("http://xn--99zt52a.example.org/%e2%80%ae")
        << QByteArray("http://xn--99zt52a.example.org/%e2%80%ae")
        << QByteArray("http://\xE7\xB4\x8D\xE8\xB1\x86.example.org/%e2%80%ae")
        << QStringList{"decoded-bidi-or-invisible[31,9] RFC 3987 §4.1"};
    // Step 2: "%", reserved characters and ASCII not allowed in URIs stay encoded;
    // unreserved ones are decoded.
    QTest::newRow("reserved stay")
        << QByteArray("/%2F%3F%23%25%20%41%7E") << QByteArray("/%2F%3F%23%25%20A~") << QByteArray()
        << QStringList{};
    // An invalid URI's "%" that is no triplet: decoding the hex digits after
    // it would make a triplet that means another octet (RFC 3986 §2.4)
    QTest::newRow("stray % then %43")
        << QByteArray("/%3%43%41") << QByteArray("/%3%43A") << QByteArray() << QStringList{};
    QTest::newRow("stray %% then %34%31")
        << QByteArray("/%%34%31") << QByteArray("/%%341") << QByteArray() << QStringList{};
    // Step 4: invisible characters and non-ucschar stay encoded
    QTest::newRow("ZWSP stays") << QByteArray("/a%E2%80%8Bb") << QByteArray("/a%E2%80%8Bb")
                                << QByteArray()
                                << QStringList{"decoded-bidi-or-invisible[2,9] RFC 3987 §4.1"};
    QTest::newRow("NEL stays") << QByteArray("/%C2%85") << QByteArray("/%C2%85") << QByteArray()
                               << QStringList{};
    QTest::newRow("iprivate in query")
        << QByteArray("/%EE%80%80?%EE%80%80") << QByteArray("/%EE%80%80?\xEE\x80\x80")
        << QByteArray() << QStringList{};
    // Step 3: a sequence cut short is not UTF-8
    QTest::newRow("truncated") << QByteArray("/%E6%97") << QByteArray("/%E6%97") << QByteArray()
                               << QStringList{"decoded-invalid-utf8[1,6] RFC 3987 §3.2"};
    QTest::newRow("valid then invalid")
        << QByteArray("/%C3%A9%FF") << QByteArray("/\xC3\xA9%FF") << QByteArray()
        << QStringList{"decoded-invalid-utf8[7,3] RFC 3987 §3.2"};
}

void TstIri::uriToIri()
{
    QFETCH(QByteArray, uri);
    QFETCH(QByteArray, iri);
    QFETCH(QByteArray, withIdnaHost);
    QFETCH(QStringList, diagnostics);
    const IriResult r = uri::uriToIri(str(uri));
    QCOMPARE(qb(r.output), iri);
    QCOMPARE(r.withIdnaHost ? qb(*r.withIdnaHost) : QByteArray(), withIdnaHost);
    QCOMPARE(diagnosticsOf(r.diagnostics), diagnostics);
}

// Each piece carries its span in the input and what happened to it.
void TstIri::pieces()
{
    const IriResult r = uri::uriToIri("/%C3%BC%2F%FF%E2%80%AE");
    QStringList got;
    for (const IriPiece &p : r.pieces)
        got << spanText(p.span) + QLatin1Char(' ') + qs(iriStepName(p.step));
    QCOMPARE(got, (QStringList{"[1,6] decoded", "[7,3] kept-reserved", "[10,3] kept-invalid-utf8",
                               "[13,9] kept-unsafe"}));
    QCOMPARE(r.pieces.front().codePoint, char32_t(0xFC));
    QCOMPARE(r.pieces.back().codePoint, char32_t(0x202E));

    const IriResult u = uri::iriToUri("/a\xC3\xBC"
                                      "b\xE6\x97\xA5");
    got.clear();
    for (const IriPiece &p : u.pieces)
        got << spanText(p.span) + QLatin1Char(' ') + qs(p.output);
    QCOMPARE(got, (QStringList{"[2,2] %C3%BC", "[5,3] %E6%97%A5"}));
}

void TstIri::roundTrip_data()
{
    QTest::addColumn<QByteArray>("uri");
    QTest::newRow("Duerst") << QByteArray("http://www.example.org/D%C3%BCrst");
    QTest::newRow("nihongo query") << QByteArray("http://a/?q=%E6%97%A5%E6%9C%AC%E8%AA%9E");
    QTest::newRow("emoji fragment") << QByteArray("/#%F0%9F%98%80");
    QTest::newRow("reserved") << QByteArray("/a%2Fb%3F%25?x=%26#%23");
}

// Property (RFC 3987 §3.2): URI -> IRI -> URI gives the URI back when it
// holds UTF-8 in uppercase triplets and no encoded unreserved characters.
void TstIri::roundTrip()
{
    QFETCH(QByteArray, uri);
    const IriResult iri = uri::uriToIri(str(uri));
    QCOMPARE(qb(uri::iriToUri(iri.output).output), uri);
}

void TstIri::ranges_data()
{
    QTest::addColumn<uint>("cp");
    QTest::addColumn<bool>("ucschar");
    QTest::addColumn<bool>("iprivate");
    // ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / ...
    //         / %xE1000-EFFFD; iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
    const auto row = [](uint cp, bool u, bool p) {
        QTest::newRow(qPrintable(QStringLiteral("U+%1").arg(cp, 4, 16, QLatin1Char('0'))))
            << cp << u << p;
    };
    row(0x7F, false, false);
    row(0x9F, false, false);
    row(0xA0, true, false);
    row(0xD7FF, true, false);
    row(0xD800, false, false);
    row(0xE000, false, true);
    row(0xF8FF, false, true);
    row(0xF900, true, false);
    row(0xFDCF, true, false);
    row(0xFDD0, false, false);
    row(0xFDEF, false, false);
    row(0xFDF0, true, false);
    row(0xFFEF, true, false);
    row(0xFFF0, false, false);
    row(0x10000, true, false);
    row(0x1FFFD, true, false);
    row(0x1FFFE, false, false);
    row(0xDFFFD, true, false);
    row(0xE0000, false, false);
    row(0xE0FFF, false, false);
    row(0xE1000, true, false);
    row(0xEFFFD, true, false);
    row(0xF0000, false, true);
    row(0xFFFFD, false, true);
    row(0xFFFFE, false, false);
    row(0x100000, false, true);
    row(0x10FFFD, false, true);
    row(0x10FFFF, false, false);
}

void TstIri::ranges()
{
    QFETCH(uint, cp);
    QFETCH(bool, ucschar);
    QFETCH(bool, iprivate);
    QCOMPARE(isUcschar(char32_t(cp)), ucschar);
    QCOMPARE(isIprivate(char32_t(cp)), iprivate);
}

QTEST_APPLESS_MAIN(TstIri)
#include "tst_iri.moc"
