// The character tables of RFC 3986 §2 and Appendix A, checked over all 256
// byte values against the literal sets of the RFC (after Boost.URL's
// test_char_set).
#include "uriinspector/charset.h"

#include <QtTest>

#include <string_view>

using namespace uri::charset;

class TstCharset : public QObject
{
    Q_OBJECT

private slots:
    void table_data();
    void table();
};

void TstCharset::table_data()
{
    QTest::addColumn<int>("mask");
    QTest::addColumn<QByteArray>("members");

    const QByteArray alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    const QByteArray digit = "0123456789";
    const QByteArray unreserved = alpha + digit + "-._~";  // §2.3
    const QByteArray subDelims = "!$&'()*+,;=";             // §2.2
    const QByteArray genDelims = ":/?#[]@";                 // §2.2
    const QByteArray pchar = unreserved + subDelims + ":@"; // §3.3

    // RFC 3986 §2 and Appendix A
    QTest::newRow("ALPHA") << int(kAlpha) << alpha;
    QTest::newRow("DIGIT") << int(kDigit) << digit;
    QTest::newRow("HEXDIG") << int(kHexdig) << digit + "ABCDEFabcdef";
    QTest::newRow("unreserved") << int(kUnreserved) << unreserved;
    QTest::newRow("gen-delims") << int(kGenDelim) << genDelims;
    QTest::newRow("sub-delims") << int(kSubDelim) << subDelims;
    QTest::newRow("reserved") << int(kReserved) << genDelims + subDelims;
    QTest::newRow("scheme") << int(kScheme) << alpha + digit + "+-.";
    QTest::newRow("userinfo") << int(kUserinfo) << unreserved + subDelims + ":";
    QTest::newRow("reg-name") << int(kRegName) << unreserved + subDelims;
    QTest::newRow("pchar") << int(kPchar) << pchar;
    QTest::newRow("path") << int(kPath) << pchar + "/";
    QTest::newRow("query") << int(kQuery) << pchar + "/?";
    QTest::newRow("IPvFuture tail") << int(kIpvFuture) << unreserved + subDelims + ":";
}

void TstCharset::table()
{
    QFETCH(int, mask);
    QFETCH(QByteArray, members);
    for (int b = 0; b < 256; ++b) {
        const bool expected = members.contains(char(b));
        // any bit of the mask: "reserved" is the union of two classes
        const bool actual = (kTable[size_t(b)] & Mask(mask)) != 0;
        if (expected != actual)
            QFAIL(qPrintable(QStringLiteral("byte 0x%1").arg(b, 2, 16, QLatin1Char('0'))));
    }
}

QTEST_APPLESS_MAIN(TstCharset)
#include "tst_charset.moc"
