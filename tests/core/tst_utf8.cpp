// Strict UTF-8 decoding (RFC 3629 §4) and escaping for display.
#include "uriinspector/utf8.h"

#include <QtTest>

#include <string>

class TstUtf8 : public QObject
{
    Q_OBJECT

private slots:
    void decode_data();
    void decode();
    void escape_data();
    void escape();
    void columns_data();
    void columns();
};

void TstUtf8::decode_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<uint>("codePoint");
    QTest::addColumn<int>("length");

    QTest::newRow("ASCII") << QByteArray("a") << true << 0x61u << 1;
    QTest::newRow("NUL") << QByteArray("\0", 1) << true << 0x0u << 1;
    QTest::newRow("U+00E9") << QByteArray("\xC3\xA9") << true << 0xE9u << 2;
    QTest::newRow("U+20AC") << QByteArray("\xE2\x82\xAC") << true << 0x20ACu << 3;
    QTest::newRow("U+1F600") << QByteArray("\xF0\x9F\x98\x80") << true << 0x1F600u << 4;
    QTest::newRow("U+10FFFF") << QByteArray("\xF4\x8F\xBF\xBF") << true << 0x10FFFFu << 4;
    // RFC 3629 §4: what is not UTF-8
    QTest::newRow("lone continuation") << QByteArray("\x80") << false << 0u << 1;
    QTest::newRow("overlong C0") << QByteArray("\xC0\xAF") << false << 0u << 1;
    QTest::newRow("overlong E0") << QByteArray("\xE0\x80\xAF") << false << 0u << 1;
    QTest::newRow("overlong F0") << QByteArray("\xF0\x80\x80\xAF") << false << 0u << 1;
    QTest::newRow("surrogate") << QByteArray("\xED\xA0\x80") << false << 0u << 1;
    QTest::newRow("above U+10FFFF") << QByteArray("\xF4\x90\x80\x80") << false << 0u << 1;
    QTest::newRow("F5") << QByteArray("\xF5\x80\x80\x80") << false << 0u << 1;
    QTest::newRow("truncated") << QByteArray("\xE2\x82") << false << 0u << 1;
    QTest::newRow("bad continuation") << QByteArray("\xE2\x28\xA1") << false << 0u << 1;
    QTest::newRow("FF") << QByteArray("\xFF") << false << 0u << 1;
}

void TstUtf8::decode()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, valid);
    QFETCH(uint, codePoint);
    QFETCH(int, length);
    // An exact-size buffer, so that ASan sees any read past the end.
    const std::string exact(bytes.constData(), size_t(bytes.size()));
    const uri::Utf8Char ch = uri::decodeUtf8(exact, 0);
    QCOMPARE(ch.valid, valid);
    QCOMPARE(int(ch.length), length);
    if (valid)
        QCOMPARE(uint(ch.codePoint), codePoint);
    QCOMPARE(uri::isValidUtf8(exact), valid && int(exact.size()) == length);
}

void TstUtf8::escape_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("shown");

    QTest::newRow("plain") << QByteArray("http://a/b") << QByteArray("http://a/b");
    QTest::newRow("tab, LF, CR") << QByteArray("a\tb\nc\r") << QByteArray("a\\tb\\nc\\r");
    QTest::newRow("NUL") << QByteArray("a\0b", 3) << QByteArray("a\\x00b");
    QTest::newRow("ESC") << QByteArray("\x1b[31m") << QByteArray("\\x1B[31m");
    QTest::newRow("DEL") << QByteArray("\x7f") << QByteArray("\\x7F");
    QTest::newRow("backslash") << QByteArray("a\\b") << QByteArray("a\\\\b");
    QTest::newRow("C1 U+0085") << QByteArray("\xC2\x85") << QByteArray("\\u{0085}");
    QTest::newRow("RLO U+202E") << QByteArray("a\xE2\x80\xAE") << QByteArray("a\\u{202E}");
    QTest::newRow("ZWSP U+200B") << QByteArray("\xE2\x80\x8B") << QByteArray("\\u{200B}");
    QTest::newRow("BOM U+FEFF") << QByteArray("\xEF\xBB\xBF") << QByteArray("\\u{FEFF}");
    QTest::newRow("LS U+2028") << QByteArray("\xE2\x80\xA8") << QByteArray("\\u{2028}");
    QTest::newRow("e acute kept") << QByteArray("caf\xC3\xA9") << QByteArray("caf\xC3\xA9");
    QTest::newRow("invalid byte") << QByteArray("a\xFF") << QByteArray("a\\xFF");
}

void TstUtf8::escape()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, shown);
    const std::string exact(input.constData(), size_t(input.size()));
    QCOMPARE(QByteArray::fromStdString(uri::escapeForDisplay(exact)), shown);
}

void TstUtf8::columns_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("columns");
    QTest::newRow("ASCII") << QByteArray("http://a/") << 9;
    // UAX #11: wide and fullwidth take two columns
    QTest::newRow("CJK") << QByteArray("\xE6\x97\xA5\xE6\x9C\xAC") << 4;
    QTest::newRow("fullwidth A") << QByteArray("\xEF\xBC\xA1") << 2;
    QTest::newRow("Hangul syllable") << QByteArray("\xEA\xB0\x80") << 2;
    // UAX #29: a combining mark belongs to its base's cluster
    QTest::newRow("e + two acutes") << QByteArray("e\xCC\x81\xCC\x81") << 1;
    QTest::newRow("lone acute") << QByteArray("\xCC\x81") << 0;
    // UTS #51: emoji, modifiers, flags, ZWJ sequences, U+FE0F
    QTest::newRow("emoji") << QByteArray("\xF0\x9F\x98\x80") << 2;
    QTest::newRow("emoji and skin tone")
        << QByteArray("\xF0\x9F\x91\x8D\xF0\x9F\x8F\xBD") << 2;
    QTest::newRow("flag") << QByteArray("\xF0\x9F\x87\xAF\xF0\x9F\x87\xB5") << 2;
    QTest::newRow("family ZWJ sequence")
        << QByteArray("\xF0\x9F\x91\xA8\xE2\x80\x8D\xF0\x9F\x91\xA9\xE2\x80\x8D"
                      "\xF0\x9F\x91\xA7")
        << 2;
    QTest::newRow("heart + VS16") << QByteArray("\xE2\x9D\xA4\xEF\xB8\x8F") << 2;
    QTest::newRow("heart alone") << QByteArray("\xE2\x9D\xA4") << 1;
    QTest::newRow("Latin with diacritic") << QByteArray("m\xC4\x95tamask") << 8;
    QTest::newRow("invalid byte") << QByteArray("a\xFF") << 2;
}

void TstUtf8::columns()
{
    QFETCH(QByteArray, text);
    QFETCH(int, columns);
    QCOMPARE(uri::displayColumns(std::string_view(text.constData(), std::size_t(text.size()))),
             std::size_t(columns));
}

QTEST_APPLESS_MAIN(TstUtf8)
#include "tst_utf8.moc"
