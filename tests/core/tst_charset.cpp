// The character tables of RFC 3986 §2 and Appendix A, checked over all 256
// byte values against the literal sets of the RFC (after Boost.URL's
// test_char_set).
#include "uriinspector/charset.h"

#include "syntax/detail/class_scan.h"

#include <QtTest>

#include <bit>
#include <string>
#include <string_view>

using namespace uri::charset;

class TstCharset : public QObject
{
    Q_OBJECT

private slots:
    void table_data();
    void table();
    void wideScan_data() { table_data(); }
    void wideScan();
};

void TstCharset::table_data()
{
    QTest::addColumn<int>("mask");
    QTest::addColumn<QByteArray>("members");

    const QByteArray alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    const QByteArray digit = "0123456789";
    const QByteArray unreserved = alpha + digit + "-._~";   // §2.3
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

// The parse's scan of sixteen bytes at a time (syntax/detail/class_scan.h)
// stops where the byte loop stops: the nibble tables hold each class exactly,
// and every run of members, cut by any other byte at any place and read from
// any start, ends at the same index, the last block (fewer than sixteen bytes
// left) included.
void TstCharset::wideScan()
{
    QFETCH(int, mask);
    QFETCH(QByteArray, members);
    if (std::popcount(unsigned(mask)) != 1)
        QSKIP("a union of classes: no component is scanned by it");
    const auto cls = Mask(mask);
    const uri::detail::NibbleTables t = uri::detail::nibbleTables(cls);
    QByteArray others;
    for (int b = 0; b < 256; ++b) {
        const bool member = members.contains(char(b));
        QCOMPARE((t.low[size_t(b & 15)] & t.high[size_t(b >> 4)]) != 0, member);
        if (!member)
            others += char(b);
    }
    if (!uri::detail::wideScanAvailable())
        QSKIP("no SSSE3 on this processor: the parse scans a byte at a time");

    const auto check = [&](const std::string &text, std::size_t from) {
        const std::size_t wide = uri::detail::skipClassWide(text.data(), from, text.size(), t);
        const std::size_t bytes = uri::detail::skipClassBytes(text, from, cls);
        if (wide != bytes) {
            QFAIL(qPrintable(QStringLiteral("%1 bytes from %2: %3, a byte at a time %4")
                                 .arg(text.size())
                                 .arg(from)
                                 .arg(wide)
                                 .arg(bytes)));
        }
    };
    for (const std::size_t size : {16u, 17u, 31u, 32u, 33u, 47u, 48u, 49u}) {
        std::string run(size, ' ');
        for (std::size_t i = 0; i < size; ++i)
            run[i] = members[qsizetype(i % size_t(members.size()))];
        for (std::size_t at = 0; at <= size; ++at) { // at == size: no other byte
            std::string text = run;
            if (at < size)
                text[at] = others[qsizetype((at * 7 + size) % size_t(others.size()))];
            for (std::size_t from = 0; from <= size; ++from)
                check(text, from);
        }
    }
    for (int b = 0; b < 256; ++b) { // every byte value, in the first and the last block
        for (const std::size_t at : {0u, 5u, 15u, 16u, 17u, 20u}) {
            std::string text(21, members[0]);
            text[at] = char(b);
            check(text, 0);
            check(text, at);
        }
    }
}

QTEST_APPLESS_MAIN(TstCharset)
#include "tst_charset.moc"
