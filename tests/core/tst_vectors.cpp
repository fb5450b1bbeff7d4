// The RFC 3986 parsing vectors gathered from peer test suites (uriparser,
// Boost.URL, python rfc3986, Go net/url; see tests/data/README.md), run
// against parse().
//
// Each row must give its file's verdict, which is that of the RFC 3986 ABNF:
// parse_valid.tsv rows are valid with exactly the listed components,
// parse_invalid.tsv rows are invalid, and hosts.tsv rows follow their
// rfc3986_abnf and rfc3986_host_kind columns.
//
// A row where our verdict differs from the file's, or from what its source
// test expected (source_says: a peer's leniency or extension, such as zone
// ids), is listed in parse_expectations.tsv with what we do (the verdict and
// every diagnostic code) and the RFC 3986 text that decides. A listed row
// must give exactly that; a row that differs and is not listed fails, and so
// does a listed row that no longer differs or no longer exists: the list
// cannot go stale.
#include "uriinspector/parse.h"

#include "parse_test_support.h"

#include <QtTest>

#include <map>
#include <utility>

using namespace uri;
using namespace uri::test;

namespace {

/// "valid" or "invalid", followed by the diagnostic codes when @p withCodes.
QString verdictOf(const ParseResult &r, bool withCodes)
{
    QString verdict = r.valid() ? QStringLiteral("valid") : QStringLiteral("invalid");
    const QString codes = codesOf(r);
    if (withCodes && !codes.isEmpty())
        verdict += QLatin1Char(' ') + codes;
    return verdict;
}

/// What a source test expected of the whole reference: "valid", "invalid",
/// or "" when it tested another rule only (Boost's absolute-URI rule:
/// "not-absolute-URI" says nothing about URI-reference).
QString sourceVerdict(const QByteArray &sourceSays)
{
    const QList<QByteArray> says = sourceSays.split('/');
    if (says.contains("valid"))
        return QStringLiteral("valid");
    if (says.contains("invalid"))
        return QStringLiteral("invalid");
    return {};
}

QString optionalText(const ParseResult &r, const OptSpan &span)
{
    return span ? shown(r.text(*span)) : QStringLiteral("<undef>");
}

/// The seven component columns of parse_valid.tsv; the host keeps the
/// brackets of an IP-literal, as the ABNF rule host does.
QStringList vectorComponentsOf(const ParseResult &r)
{
    return {QStringLiteral("scheme=") + optionalText(r, r.scheme),
            QStringLiteral("userinfo=") + optionalText(r, r.userinfo),
            QStringLiteral("host=") + optionalText(r, r.host),
            QStringLiteral("port=") + optionalText(r, r.port),
            QStringLiteral("path=") + shown(r.text(r.path)),
            QStringLiteral("query=") + optionalText(r, r.query),
            QStringLiteral("fragment=") + optionalText(r, r.fragment)};
}

QString fieldText(const QByteArray &field)
{
    return field == "<undef>" ? QStringLiteral("<undef>")
                              : shown(std::string_view(field.constData(), size_t(field.size())));
}

} // namespace

class TstVectors : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void parseValid_data();
    void parseValid();
    void parseInvalid_data();
    void parseInvalid();
    void hosts_data();
    void hosts();
    void expectationsAreUsed();

private:
    static void addColumns();
    // Adds one row: the verdict expected is ours from parse_expectations.tsv
    // when the row is listed there, else @p fileVerdict.
    void addRow(const char *file, const TsvRow &row, const QByteArray &input,
                const QString &fileVerdict, const QString &source, const QStringList &components);

    struct Expectation
    {
        QString weSay; ///< our verdict and codes, as verdictOf(result, true)
        bool used = false;
    };
    /// parse_expectations.tsv, keyed by (file, input as unescaped)
    std::map<std::pair<QByteArray, QByteArray>, Expectation> m_expectations;
};

// parse_expectations.tsv: file, input, we_say, rfc3986_text
void TstVectors::initTestCase()
{
    for (const TsvRow &row : readTsv("parse_expectations.tsv")) {
        QVERIFY2(row.fields.size() == 4, qPrintable(QString::number(row.line)));
        QVERIFY2(!row.fields[3].isEmpty(), "each listed row quotes the RFC text that decides it");
        const auto key = std::make_pair(row.fields[0], row.fields[1]);
        QVERIFY2(!m_expectations.count(key), row.rawFirst.constData());
        m_expectations[key] = {QString::fromUtf8(row.fields[2]), false};
    }
}

void TstVectors::addColumns()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("verdict");     // ours when listed, else the file's
    QTest::addColumn<bool>("listed");         // in parse_expectations.tsv
    QTest::addColumn<QString>("fileVerdict"); // the RFC 3986 verdict of the file
    QTest::addColumn<QString>("source");      // what the source test expected, or ""
    QTest::addColumn<QStringList>("components");
}

void TstVectors::addRow(const char *file, const TsvRow &row, const QByteArray &input,
                        const QString &fileVerdict, const QString &source,
                        const QStringList &components)
{
    QString verdict = fileVerdict;
    const auto it = m_expectations.find({QByteArray(file), row.fields[0]});
    const bool listed = it != m_expectations.end();
    if (listed) {
        it->second.used = true;
        verdict = it->second.weSay;
    }
    const QByteArray name
        = QByteArray(file) + ':' + QByteArray::number(row.line) + ' ' + row.rawFirst;
    QTest::newRow(name.constData())
        << input << verdict << listed << fileVerdict << source << components;
}

// parse_valid.tsv: uri, scheme, userinfo, host, port, path, query, fragment,
// components_from, source_says, ...
void TstVectors::parseValid_data()
{
    addColumns();
    for (const TsvRow &row : readTsv("parse_valid.tsv")) {
        QStringList components;
        const char *names[] = {"scheme", "userinfo", "host", "port", "path", "query", "fragment"};
        for (int i = 0; i < 7; ++i)
            components << QLatin1String(names[i]) + QLatin1Char('=') + fieldText(row.fields[i + 1]);
        addRow("parse_valid.tsv", row, row.fields[0], QStringLiteral("valid"),
               sourceVerdict(row.fields[9]), components);
    }
}

// parse_invalid.tsv: uri, source_says, ...
void TstVectors::parseInvalid_data()
{
    addColumns();
    for (const TsvRow &row : readTsv("parse_invalid.tsv")) {
        addRow("parse_invalid.tsv", row, row.fields[0], QStringLiteral("invalid"),
               sourceVerdict(row.fields[1]), {});
    }
}

// hosts.tsv: host, tested_as (ipv4/ipv6/host), source_says, rfc3986_abnf,
// rfc3986_host_kind, ... An ipv6 row is tested as "//[host]", the others as
// "//host". A host is valid when the reference is valid and all of the text
// after "//" is its host, of kind rfc3986_host_kind. For an ipv4 row,
// source_says and rfc3986_abnf judge the rule IPv4address alone, and the
// kind says what the host is then (a reg-name when it is no IPv4address).
void TstVectors::hosts_data()
{
    addColumns();
    for (const TsvRow &row : readTsv("hosts.tsv")) {
        const QByteArray &host = row.fields[0];
        const QByteArray &testedAs = row.fields[1];
        const QByteArray &kind = row.fields[4];
        const QByteArray text = testedAs == "ipv6" ? "[" + host + "]" : host;
        const bool valid = kind != "invalid";
        QStringList components;
        if (valid) {
            components << QStringLiteral("host=") + fieldText(text)
                       << QStringLiteral("type=") + QString::fromLatin1(kind);
        }
        addRow("hosts.tsv", row, "//" + text,
               valid ? QStringLiteral("valid") : QStringLiteral("invalid"),
               testedAs == "ipv4" ? QString() : sourceVerdict(row.fields[2]), components);
    }
}

void TstVectors::parseValid()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, verdict);
    QFETCH(bool, listed);
    QFETCH(QString, fileVerdict);
    QFETCH(QString, source);
    QFETCH(QStringList, components);
    const ExactParse p(input);
    const QString ours = verdictOf(p.result, false);
    QCOMPARE(verdictOf(p.result, listed), verdict);
    if (p.result.valid())
        QCOMPARE(vectorComponentsOf(p.result), components);
    QVERIFY2(listed || source.isEmpty() || ours == source,
             "differs from its source test: list it in parse_expectations.tsv");
    QVERIFY2(!listed || ours != fileVerdict || ours != source,
             "listed in parse_expectations.tsv, yet agrees with the file and its source");
}

void TstVectors::parseInvalid()
{
    parseValid(); // the same checks; the components column is empty
}

void TstVectors::hosts()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, verdict);
    QFETCH(bool, listed);
    QFETCH(QString, fileVerdict);
    QFETCH(QString, source);
    QFETCH(QStringList, components);
    const ExactParse p(input);
    // A host is all of the text after "//": "//a:1" is a valid reference,
    // but "a:1" no host.
    const bool wholeHost = p.result.host == OptSpan{Span{2, p.text().size() - 2}};
    const QString ours = wholeHost ? verdictOf(p.result, false) : QStringLiteral("invalid");
    QCOMPARE(wholeHost ? verdictOf(p.result, listed) : ours, verdict);
    if (ours == QLatin1String("valid")) {
        const QStringList actual{QStringLiteral("host=") + shown(p.result.text(*p.result.host)),
                                 QStringLiteral("type=") + hostTypeOf(p.result)};
        QCOMPARE(actual, components);
    }
    QVERIFY2(listed || source.isEmpty() || ours == source,
             "differs from its source test: list it in parse_expectations.tsv");
    QVERIFY2(!listed || ours != fileVerdict || ours != source,
             "listed in parse_expectations.tsv, yet agrees with the file and its source");
}

// Every row of parse_expectations.tsv names a row of the vectors.
void TstVectors::expectationsAreUsed()
{
    for (const auto &[key, expectation] : m_expectations)
        QVERIFY2(expectation.used, (key.first + ' ' + key.second).constData());
}

QTEST_APPLESS_MAIN(TstVectors)
#include "tst_vectors.moc"
