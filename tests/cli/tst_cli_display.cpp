// The readable output of every command is safe to print (docs/cli.md): no
// control, bidi, default-ignorable (tags, variation selectors, the Hangul
// fillers, ...) or line-separator character reaches the terminal raw,
// written as itself or percent-encoded, in any component. The characters
// come from uri::isBidiOrInvisible(), the ICU-based definition that the
// security checks share.
#include "cli_test_support.h"

#include "uriinspector/utf8.h"

#include <QtTest>

#include <string>
#include <vector>

using clitest::Run;
using clitest::runCli;

namespace {

// Every code point that must never be printed raw, but "\n" and "\r" (they
// separate the lines of standard input; they are tested as arguments).
std::vector<char32_t> unsafeCodePoints()
{
    std::vector<char32_t> out;
    for (char32_t cp = 0; cp <= 0x10FFFF; ++cp) {
        if (cp == '\n' || cp == '\r' || (cp >= 0xD800 && cp <= 0xDFFF))
            continue;
        if (cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp < 0xA0) || uri::isBidiOrInvisible(cp))
            out.push_back(cp);
    }
    return out;
}

std::string utf8(char32_t cp)
{
    std::string out;
    uri::appendUtf8(out, cp);
    return out;
}

std::string percentEncoded(const std::string &bytes)
{
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    for (const char c : bytes) {
        const auto b = static_cast<unsigned char>(c);
        out += '%';
        out += kHex[b >> 4];
        out += kHex[b & 0xF];
    }
    return out;
}

// The first unsafe code point in @p out (without the line feeds that end
// its lines), or nothing.
QString firstUnsafe(const QByteArray &out)
{
    const std::string text = out.toStdString();
    for (std::size_t i = 0; i < text.size();) {
        const uri::Utf8Char ch = uri::decodeUtf8(text, i);
        const char32_t cp = ch.codePoint;
        if (ch.valid && cp != '\n'
            && (cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp < 0xA0) || uri::isBidiOrInvisible(cp)))
            return QString::fromStdString(uri::codePointName(cp) + " at byte " + std::to_string(i));
        if (!ch.valid)
            return QStringLiteral("an invalid byte at %1").arg(i);
        i += ch.length;
    }
    return {};
}

} // namespace

class TstCliDisplay : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void nothingRaw_data();
    void nothingRaw();
    void lineBreaksAsArguments();

private:
    QByteArray m_urls;  ///< one URL per line, each unsafe character in every component
    QByteArray m_pairs; ///< "BASE<TAB>REF" and "A<TAB>B" lines
    int m_count = 0;
};

void TstCliDisplay::initTestCase()
{
    const std::vector<char32_t> unsafe = unsafeCodePoints();
    m_count = static_cast<int>(unsafe.size());
    QVERIFY(m_count > 4000); // C0, C1, bidi, default-ignorables (ICU)
    std::string urls;
    std::string pairs;
    for (const char32_t cp : unsafe) {
        const std::string c = utf8(cp);
        const std::string e = percentEncoded(c);
        const std::string raw = "http://u" + c + "@a" + c + ".example/p" + c + "?q=" + c + "#" + c;
        const std::string encoded
            = "http://u" + e + "@a" + e + ".example/p" + e + "?q=" + e + "#" + e;
        urls += raw + "\n" + encoded + "\n";
        pairs += "http://a.example/b/\t" + raw + "\n";
    }
    m_urls = QByteArray::fromStdString(urls);
    m_pairs = QByteArray::fromStdString(pairs);
}

void TstCliDisplay::nothingRaw_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("pairs");
    QTest::newRow("parse") << QStringList{"parse", "--color", "never", "-"} << false;
    QTest::newRow("parse whatwg") << QStringList{"parse",   "--spec", "whatwg",
                                                 "--color", "never",  "-"}
                                  << false;
    QTest::newRow("check") << QStringList{"check", "--color", "never", "-"} << false;
    QTest::newRow("normalize") << QStringList{"normalize", "--color", "never", "-"} << false;
    QTest::newRow("decode") << QStringList{"decode", "--color", "never", "-"} << false;
    QTest::newRow("extract") << QStringList{"extract", "--check", "-"} << false;
    QTest::newRow("resolve") << QStringList{"resolve", "--color", "never", "--trace", "-"} << true;
    QTest::newRow("compare") << QStringList{"compare", "--color", "never", "-"} << true;
    QTest::newRow("encode") << QStringList{"encode", "--component", "query", "-"} << false;
}

void TstCliDisplay::nothingRaw()
{
    QFETCH(QStringList, args);
    QFETCH(bool, pairs);
    const Run r = runCli(args, pairs ? m_pairs : m_urls);
    QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(QString::fromUtf8(r.err)));
    QVERIFY(r.out.size() > m_count); // something was printed for every input
    const QString out = firstUnsafe(r.out);
    QVERIFY2(out.isEmpty(), qPrintable(QStringLiteral("standard output: ") + out));
    const QString err = firstUnsafe(r.err);
    QVERIFY2(err.isEmpty(), qPrintable(QStringLiteral("standard error: ") + err));
}

void TstCliDisplay::lineBreaksAsArguments()
{
    for (const char *input : {"http://a.example/p\nq?x=\r#\r\n", "http://a/%0A%0D"}) {
        for (const char *command : {"parse", "check", "normalize", "decode"}) {
            const Run r = runCli({command, "--color", "never", "--", input});
            // each line of the output is one line of the report: a raw CR or
            // a line feed inside a value would break it
            QVERIFY2(!r.out.contains('\r'), command);
            QVERIFY2(!r.out.contains("p\nq"), command);
        }
    }
}

QTEST_APPLESS_MAIN(TstCliDisplay)
#include "tst_cli_display.moc"
