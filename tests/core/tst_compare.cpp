// Equivalence (RFC 3986 §6) by the §6.2 ladder: whether two references are
// equivalent, the first rung at which they become equal, and, when they
// never do, which components differ and where.
#include "uriinspector/normalize.h"

#include "encoding_test_support.h"

#include <QtTest>

using namespace uri;
using namespace uri::test;

class TstCompare : public QObject
{
    Q_OBJECT

private slots:
    void compare_data();
    void compare();
    void differences_data();
    void differences();
    void symmetric();
};

void TstCompare::compare_data()
{
    QTest::addColumn<QByteArray>("a");
    QTest::addColumn<QByteArray>("b");
    QTest::addColumn<QString>("rung"); // "" when not equivalent

    // RFC 3986 §6.2.1: the same string
    QTest::newRow("same") << QByteArray("http://a/b") << QByteArray("http://a/b")
                          << "simple-string";
    // §6.2.2.1
    QTest::newRow("HTTP://www.EXAMPLE.com/")
        << QByteArray("HTTP://www.EXAMPLE.com/") << QByteArray("http://www.example.com/") << "case";
    QTest::newRow("%3a %3A") << QByteArray("/a%3a") << QByteArray("/a%3A") << "case";
    // §6.2.2 "example://a/./b/../b/%63/%7bfoo%7d" and "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"
    QTest::newRow("6.2.2 both forms") << QByteArray("example://a/./b/../b/%63/%7bfoo%7d")
                                      << QByteArray("eXAMPLE://a/./b/../b/%63/%7bfoo%7d") << "case";
    QTest::newRow("6.2.2 normal form") << QByteArray("example://a/./b/../b/%63/%7bfoo%7d")
                                       << QByteArray("example://a/b/c/%7Bfoo%7D") << "path-segment";
    // §6.2.2.2
    QTest::newRow("%7Euser") << QByteArray("http://h/%7Euser") << QByteArray("http://h/~user")
                             << "percent-encoding";
    // §6.2.3: all four are equivalent
    QTest::newRow("6.2.3 no path, /")
        << QByteArray("http://example.com") << QByteArray("http://example.com/") << "scheme-based";
    QTest::newRow("6.2.3 :/ and /") << QByteArray("http://example.com:/")
                                    << QByteArray("http://example.com/") << "scheme-based";
    QTest::newRow("6.2.3 :80/ and no path") << QByteArray("http://example.com:80/")
                                            << QByteArray("http://example.com") << "scheme-based";
    QTest::newRow("6.2.3 :/ and :80/") << QByteArray("http://example.com:/")
                                       << QByteArray("http://example.com:80/") << "scheme-based";
    // RFC 1630 Example 1: "are identical, as the %2D encodes a hyphen character"
    QTest::newRow("1630 Example 1")
        << QByteArray("http://info.cern.ch/albert/bertram/marie-claude")
        << QByteArray("http://info.cern.ch/albert/bertram/marie%2Dclaude") << "percent-encoding";
    // RFC 1630 Example 2: "are NOT identical, as in the second case the
    // encoded slash does not have hierarchical significance"
    QTest::newRow("1630 Example 2")
        << QByteArray("http://info.cern.ch/albert/bertram/marie-claude")
        << QByteArray("http://info.cern.ch/albert/bertram%2Fmarie-claude") << "";
    // §2.2: reserved characters and their encodings are not equivalent
    QTest::newRow("? and %3F") << QByteArray("http://h/a?b") << QByteArray("http://h/a%3Fb") << "";
    // Double encoding is another URI
    QTest::newRow("%252F and %2F") << QByteArray("/a%252Fb") << QByteArray("/a%2Fb") << "";
    // Empty and undefined differ (§6.2.3 keeps delimiters of empty components)
    QTest::newRow("@ and no userinfo") << QByteArray("http://@h/") << QByteArray("http://h/") << "";
    QTest::newRow("? and no query") << QByteArray("http://h/?") << QByteArray("http://h/") << "";
    // The ports of https and http are not interchangeable
    QTest::newRow("https:80") << QByteArray("https://h:80/") << QByteArray("https://h/") << "";
    // Unknown scheme: "foo://h" and "foo://h/" may differ
    QTest::newRow("foo no path") << QByteArray("foo://h") << QByteArray("foo://h/") << "";
}

void TstCompare::compare()
{
    QFETCH(QByteArray, a);
    QFETCH(QByteArray, b);
    QFETCH(QString, rung);
    const CompareResult c = uri::compare(str(a), str(b));
    QCOMPARE(c.equivalent, !rung.isEmpty());
    QCOMPARE(c.rung ? qs(rungName(*c.rung)) : QString(), rung);
    QCOMPARE(c.differences.empty(), c.equivalent);
}

void TstCompare::differences_data()
{
    QTest::addColumn<QByteArray>("a");
    QTest::addColumn<QByteArray>("b");
    QTest::addColumn<QStringList>("differences"); // "component a-span b-span a-text | b-text"

    QTest::newRow("1630 Example 2")
        << QByteArray("http://info.cern.ch/albert/bertram/marie-claude")
        << QByteArray("http://info.cern.ch/albert/bertram%2Fmarie-claude")
        << QStringList{"path [19,28] [19,30] /albert/bertram/marie-claude | "
                       "/albert/bertram%2Fmarie-claude"};
    QTest::newRow("userinfo undefined")
        << QByteArray("https://@www.boost.org/") << QByteArray("HTTPS://www.boost.org/")
        << QStringList{"userinfo [8,0] - (empty) | -"};
    QTest::newRow("host and query")
        << QByteArray("http://a/?x") << QByteArray("http://b/?y")
        << QStringList{"host [7,1] [7,1] a | b", "query [10,1] [10,1] x | y"};
    QTest::newRow("scheme") << QByteArray("http://h/") << QByteArray("https://h/")
                            << QStringList{"scheme [0,4] [0,5] http | https"};
}

void TstCompare::differences()
{
    QFETCH(QByteArray, a);
    QFETCH(QByteArray, b);
    QFETCH(QStringList, differences);
    const CompareResult c = uri::compare(str(a), str(b));
    QVERIFY(!c.equivalent);
    QStringList got;
    const auto text = [](const std::optional<std::string> &t) {
        return !t ? QString("-") : t->empty() ? QString("(empty)") : qs(*t);
    };
    for (const ComponentDifference &d : c.differences) {
        got << qs(d.component) + QLatin1Char(' ') + (d.a ? spanText(*d.a) : QString("-"))
                   + QLatin1Char(' ') + (d.b ? spanText(*d.b) : QString("-")) + QLatin1Char(' ')
                   + text(d.aNormalized) + QLatin1String(" | ") + text(d.bNormalized);
    }
    QCOMPARE(got, differences);
}

// Property: compare(a, b) and compare(b, a) agree.
void TstCompare::symmetric()
{
    const std::vector<std::pair<std::string, std::string>> pairs{{"http://a/b", "HTTP://A/b"},
                                                                 {"http://a", "http://a:80/"},
                                                                 {"/a%2F", "/a/"},
                                                                 {"s:/.//a", "s://a"},
                                                                 {"a/../b:c", "b:c"}};
    for (const auto &[a, b] : pairs) {
        const CompareResult ab = uri::compare(a, b);
        const CompareResult ba = uri::compare(b, a);
        QCOMPARE(ab.equivalent, ba.equivalent);
        QCOMPARE(ab.rung, ba.rung);
        QCOMPARE(ab.differences.size(), ba.differences.size());
    }
}

QTEST_APPLESS_MAIN(TstCompare)
#include "tst_compare.moc"
