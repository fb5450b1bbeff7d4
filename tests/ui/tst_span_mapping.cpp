// Byte offsets of the UTF-8 input to QString (UTF-16) indices and back
// (docs/style.md C: one place, tested with non-ASCII, bidi and invalid UTF-8).
#include "common/span_mapping.h"

#include <QtTest>

using uri::Span;
using uri::ui::SpanMapping;
using uri::ui::Utf16Range;

Q_DECLARE_METATYPE(Span)
Q_DECLARE_METATYPE(Utf16Range)

class TstSpanMapping : public QObject
{
    Q_OBJECT

private slots:
    void decode_data();
    void decode();
    void toUtf16_data();
    void toUtf16();
    void toBytes_data();
    void toBytes();
    void roundTrip_data();
    void roundTrip();
    void asciiCostsNothing();
    void inputTextKeepsEveryByte_data();
    void inputTextKeepsEveryByte();
};

void TstSpanMapping::decode_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("text");

    QTest::newRow("ASCII") << QByteArray("http://a/b") << QStringLiteral("http://a/b");
    QTest::newRow("U+00E9") << QByteArray("caf\xC3\xA9") << QStringLiteral("caf\u00E9");
    QTest::newRow("U+1F600") << QByteArray("a\xF0\x9F\x98\x80z")
                             << (QStringLiteral("a") + QChar(0xD83D) + QChar(0xDE00) + u'z');
    QTest::newRow("RLO U+202E") << QByteArray("/a\xE2\x80\xAE"
                                              "b")
                                << QStringLiteral("/a\u202Eb");
    // each invalid byte is one U+FFFD
    QTest::newRow("invalid FF") << QByteArray("a\xFF"
                                              "b")
                                << QStringLiteral("a\uFFFDb");
    QTest::newRow("truncated E2 82") << QByteArray("a\xE2\x82") << QStringLiteral("a\uFFFD\uFFFD");
    QTest::newRow("overlong C0 AF") << QByteArray("\xC0\xAF") << QStringLiteral("\uFFFD\uFFFD");
    // U+FEFF is a character like any other, first or not (QString::fromUcs4()
    // would take it for a byte order mark; found by fuzz_window)
    QTest::newRow("U+FEFF first") << QByteArray("\xEF\xBB\xBFy")
                                  << (QChar(0xFEFF) + QStringLiteral("y"));
    QTest::newRow("U+FEFF inside")
        << QByteArray("x\xEF\xBB\xBFy") << (QStringLiteral("x") + QChar(0xFEFF) + u'y');
}

void TstSpanMapping::decode()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, text);
    const std::string_view view(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    QCOMPARE(SpanMapping::decode(view), text);
    QCOMPARE(SpanMapping(view).utf16Size(), text.size());
    QCOMPARE(SpanMapping(view).byteSize(), static_cast<std::size_t>(bytes.size()));
}

void TstSpanMapping::toUtf16_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<Span>("span");
    QTest::addColumn<Utf16Range>("range");

    QTest::newRow("ASCII") << QByteArray("http://a/b") << Span{7, 1} << Utf16Range{7, 1};
    QTest::newRow("after U+00E9") << QByteArray("\xC3\xA9"
                                                "ab")
                                  << Span{2, 2} << Utf16Range{1, 2};
    QTest::newRow("U+00E9 whole") << QByteArray("x\xC3\xA9y") << Span{1, 2} << Utf16Range{1, 1};
    // a span that starts or ends inside a character covers the whole character
    QTest::newRow("inside U+00E9") << QByteArray("x\xC3\xA9y") << Span{2, 1} << Utf16Range{1, 1};
    QTest::newRow("U+1F600 is two units")
        << QByteArray("a\xF0\x9F\x98\x80z") << Span{1, 4} << Utf16Range{1, 2};
    QTest::newRow("after U+1F600")
        << QByteArray("a\xF0\x9F\x98\x80z") << Span{5, 1} << Utf16Range{3, 1};
    QTest::newRow("RLO") << QByteArray("/a\xE2\x80\xAE"
                                       "b")
                         << Span{2, 3} << Utf16Range{2, 1};
    QTest::newRow("after RLO") << QByteArray("/a\xE2\x80\xAE"
                                             "b")
                               << Span{5, 1} << Utf16Range{3, 1};
    QTest::newRow("invalid FF") << QByteArray("a\xFF"
                                              "b")
                                << Span{1, 2} << Utf16Range{1, 2};
    QTest::newRow("empty at end") << QByteArray("a\xC3\xA9") << Span{3, 0} << Utf16Range{2, 0};
    QTest::newRow("Japanese") << QByteArray("/\xE6\x97\xA5\xE6\x9C\xAC") << Span{4, 3}
                              << Utf16Range{2, 1};
}

void TstSpanMapping::toUtf16()
{
    QFETCH(QByteArray, bytes);
    QFETCH(Span, span);
    QFETCH(Utf16Range, range);
    const SpanMapping mapping(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    const Utf16Range got = mapping.toUtf16(span);
    QCOMPARE(got.start, range.start);
    QCOMPARE(got.length, range.length);
}

void TstSpanMapping::toBytes_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<Utf16Range>("range");
    QTest::addColumn<Span>("span");

    QTest::newRow("ASCII") << QByteArray("http://a/b") << Utf16Range{0, 4} << Span{0, 4};
    QTest::newRow("U+00E9") << QByteArray("x\xC3\xA9y") << Utf16Range{1, 2} << Span{1, 3};
    // half a surrogate pair selects the whole character
    QTest::newRow("low surrogate")
        << QByteArray("a\xF0\x9F\x98\x80z") << Utf16Range{2, 1} << Span{1, 4};
    QTest::newRow("RLO and after") << QByteArray("/a\xE2\x80\xAE"
                                                 "b")
                                   << Utf16Range{2, 2} << Span{2, 4};
    QTest::newRow("invalid bytes") << QByteArray("a\xFF\xFE"
                                                 "b")
                                   << Utf16Range{2, 1} << Span{2, 1};
}

void TstSpanMapping::toBytes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(Utf16Range, range);
    QFETCH(Span, span);
    const SpanMapping mapping(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    QCOMPARE(mapping.toBytes(range), span);
}

void TstSpanMapping::roundTrip_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("mixed") << QByteArray("h\xC3\xA9\xF0\x9F\x98\x80\xE2\x80\xAE"
                                         "a\xFF"
                                         "b");
    QTest::newRow("Japanese IRI") << QByteArray("http://\xE4\xBE\x8B.jp/\xE6\x97\xA5?q");
}

void TstSpanMapping::roundTrip()
{
    // every character's span maps to its units in decode() and back
    QFETCH(QByteArray, bytes);
    const std::string_view view(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    const SpanMapping mapping(view);
    const QString text = SpanMapping::decode(view);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const Span span = mapping.toBytes({i, 1});
        const Utf16Range back = mapping.toUtf16(span);
        QVERIFY2(back.start <= i && i < back.start + back.length, qPrintable(QString::number(i)));
    }
    QCOMPARE(mapping.toUtf16(view.size()), text.size());
    QCOMPARE(mapping.toByte(text.size()), view.size());
}

void TstSpanMapping::asciiCostsNothing()
{
    const std::string big(10 * 1024 * 1024, 'a');
    const SpanMapping mapping(big);
    QCOMPARE(mapping.toUtf16(Span{5'000'000, 10}), (Utf16Range{5'000'000, 10}));
}

void TstSpanMapping::inputTextKeepsEveryByte_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("text");
    // the case: an argument that is not UTF-8 (RFC 3629 §3: 0xFF
    // and 0xFE never appear; a lone continuation byte; a truncated sequence)
    QTest::newRow("0xFF 0xFE") << QByteArray("http://a/\xFF\xFE")
                               << QStringLiteral("http://a/\xDCFF\xDCFE");
    QTest::newRow("continuation") << QByteArray("x\x80y") << QStringLiteral("x\xDC80y");
    QTest::newRow("truncated") << QByteArray("\xE2\x80") << QStringLiteral("\xDCE2\xDC80");
    // an encoded surrogate is not UTF-8 either (RFC 3629 §3): three bytes kept
    QTest::newRow("CESU surrogate")
        << QByteArray("\xED\xA0\x80") << QStringLiteral("\xDCED\xDCA0\xDC80");
    QTest::newRow("U+FEFF") << QByteArray("\xEF\xBB\xBF") << QString(QChar(0xFEFF));
    QTest::newRow("valid") << QByteArray("h\xC3\xA9\xF0\x9F\x98\x80")
                           << QStringLiteral("h\u00E9\U0001F600");
}

void TstSpanMapping::inputTextKeepsEveryByte()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, text);
    const std::string_view view(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    const QString shown = SpanMapping::inputText(view);
    QCOMPARE(shown, text);
    QCOMPARE(SpanMapping::inputBytes(shown), std::string(view));
    // one unit per invalid byte, as decode() has one U+FFFD: the mapping
    // indexes both
    QCOMPARE(shown.size(), SpanMapping::decode(view).size());
    QCOMPARE(SpanMapping(view).utf16Size(), shown.size());
}

QTEST_MAIN(TstSpanMapping)
#include "tst_span_mapping.moc"
