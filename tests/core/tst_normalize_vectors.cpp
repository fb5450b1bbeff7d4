// The RFC 3986 rows of the shared normalization and equivalence vectors
// (tests/data/normalize.tsv, equivalent.tsv, copied unchanged; their sources
// are named in tests/data/README.md). Where we differ on purpose, the row is
// listed in tests/data/normalize_expectations.tsv with the RFC text that
// decides; the test keeps that list exact: every listed row gives exactly
// what it says and still differs, and every row that differs is listed.
#include "uriinspector/normalize.h"

#include "encoding_test_support.h"
#include "parse_test_support.h"
#include "uriinspector/parse.h"
#include "uriinspector/resolve.h"

#include <QtTest>

#include <map>

using namespace uri;
using uri::test::qb;
using uri::test::str;

namespace {

struct Expectation
{
    QByteArray weGive;
    QByteArray rfcText;
    bool used = false;
};

using Key = std::tuple<QByteArray, QByteArray, QByteArray>; // file, first, second

std::map<Key, Expectation> readExpectations()
{
    std::map<Key, Expectation> out;
    for (const uri::test::TsvRow &row : uri::test::readTsv("normalize_expectations.tsv")) {
        const Key key{row.fields.value(0), row.fields.value(1), row.fields.value(2)};
        if (out.count(key) != 0)
            qFatal("normalize_expectations.tsv line %d is listed twice", row.line);
        out[key] = {row.fields.value(3), row.fields.value(4), false};
    }
    return out;
}

std::optional<PartMask> uriparserMask(const QByteArray &normalization)
{
    const std::pair<const char *, PartMask> masks[]
        = {{"URI_NORMALIZE_SCHEME", kPartScheme},    {"URI_NORMALIZE_USER_INFO", kPartUserinfo},
           {"URI_NORMALIZE_HOST", kPartHost},        {"URI_NORMALIZE_PORT", kPartPort},
           {"URI_NORMALIZE_PATH", kPartPath},        {"URI_NORMALIZE_QUERY", kPartQuery},
           {"URI_NORMALIZE_FRAGMENT", kPartFragment}};
    for (const auto &[name, mask] : masks) {
        if (normalization.contains(QByteArray(name) + " only"))
            return mask;
    }
    return std::nullopt;
}

// The <roundtrip> rows (tests/data/README.md, from Boost.URL's tests): the
// normal form must reparse with the same authority (defined or not, and its
// text) and the same kind of path; RFC 3986 §5.2.4 and §5.3 can make
// "scheme:/a/..//evil" look like an authority.
QByteArray roundTrip(const std::string &input)
{
    const NormalizeResult r = normalize(input);
    const std::string &out = r.step(Rung::PathSegment).result;
    const ParseResult a = parse(input);
    const ParseResult b = parse(out);
    const bool sameAuthority = a.authority.has_value() == b.authority.has_value();
    const bool samePathKind = a.text(a.path).starts_with('/') == b.text(b.path).starts_with('/');
    const bool sameScheme = a.scheme.has_value() == b.scheme.has_value();
    if (sameAuthority && samePathKind && sameScheme)
        return "<roundtrip>";
    return "broken: " + qb(out);
}

// What we give for a row of normalize.tsv, by the operation it names.
QByteArray ours(const QByteArray &input, const QByteArray &normalization)
{
    const std::string in = str(input);
    if (normalization.startsWith("syntax-based")
        || normalization.startsWith("boost url::normalize() (scheme/host case")
        || normalization.startsWith("rfc3986(py) authority normalization")) {
        // RFC 3986 §6.2.2: case, percent-encoding and path segment normalization
        return qb(normalize(in).step(Rung::PathSegment).result);
    }
    if (normalization.startsWith("boost url::normalize() must keep"))
        return roundTrip(in);
    if (const std::optional<PartMask> mask = uriparserMask(normalization)) {
        NormalizeOptions options;
        options.parts = *mask;
        return qb(normalize(in, options).normalized);
    }
    if (normalization.startsWith("remove_dot_segments")) {
        // RFC 3986 §5.2.4 on the bare path: the function the ladder uses
        return qb(removeDotSegments(in).path);
    }
    if (normalization.startsWith("percent-encoding case normalization only"))
        return qb(normalize(in).step(Rung::Case).result); // §6.2.2.1
    if (normalization.startsWith("rfc3986(py) normalize_host")) {
        // A host alone: normalized as the authority of a network-path reference
        const QByteArray out = qb(normalize("//" + in).step(Rung::PathSegment).result);
        return out.mid(2);
    }
    return "unknown normalization: " + normalization;
}

} // namespace

class TstNormalizeVectors : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void normalizeRows_data();
    void normalizeRows();
    void equivalentRows_data();
    void equivalentRows();
    void expectationsAreExact();

private:
    std::map<Key, Expectation> m_expectations;
    QStringList m_unlisted;
};

void TstNormalizeVectors::initTestCase()
{
    m_expectations = readExpectations();
}

void TstNormalizeVectors::normalizeRows_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("expected");
    QTest::addColumn<QByteArray>("normalization");
    for (const uri::test::TsvRow &row : uri::test::readTsv("normalize.tsv")) {
        QTest::newRow(qPrintable(
            QStringLiteral("line %1: %2").arg(row.line).arg(QString::fromUtf8(row.rawFirst))))
            << row.fields.value(0) << row.fields.value(1) << row.fields.value(2);
    }
}

void TstNormalizeVectors::normalizeRows()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, expected);
    QFETCH(QByteArray, normalization);
    const QByteArray got = ours(input, normalization);
    QVERIFY2(!got.startsWith("unknown normalization"), got.constData());
    const auto it = m_expectations.find({"normalize.tsv", input, normalization});
    if (it == m_expectations.end()) {
        if (got != expected)
            m_unlisted << QString::fromUtf8("normalize.tsv\t" + input + '\t' + normalization + '\t'
                                            + got);
        QCOMPARE(got, expected);
        return;
    }
    it->second.used = true;
    QCOMPARE(got, it->second.weGive);
    QVERIFY2(got != expected, "listed in normalize_expectations.tsv but no longer differs");
    QVERIFY(!it->second.rfcText.isEmpty());
}

void TstNormalizeVectors::equivalentRows_data()
{
    QTest::addColumn<QByteArray>("a");
    QTest::addColumn<QByteArray>("b");
    QTest::addColumn<QByteArray>("expected");
    for (const uri::test::TsvRow &row : uri::test::readTsv("equivalent.tsv")) {
        QTest::newRow(qPrintable(
            QStringLiteral("line %1: %2").arg(row.line).arg(QString::fromUtf8(row.rawFirst))))
            << row.fields.value(0) << row.fields.value(1) << row.fields.value(2);
    }
}

// "yes"/"no" by RFC 3986 §6.2.1 to §6.2.3. uriparser's uriEqualsUri rows
// compare components without normalizing, and agree wherever the strings
// differ in their components.
void TstNormalizeVectors::equivalentRows()
{
    QFETCH(QByteArray, a);
    QFETCH(QByteArray, b);
    QFETCH(QByteArray, expected);
    const CompareResult c = compare(str(a), str(b));
    const QByteArray got = c.equivalent ? "yes" : "no";
    const auto it = m_expectations.find({"equivalent.tsv", a, b});
    if (it == m_expectations.end()) {
        if (got != expected)
            m_unlisted << QString::fromUtf8("equivalent.tsv\t" + a + '\t' + b + '\t' + got);
        QCOMPARE(got, expected);
        return;
    }
    it->second.used = true;
    QCOMPARE(got, it->second.weGive);
    QVERIFY2(got != expected, "listed in normalize_expectations.tsv but no longer differs");
    QVERIFY(!it->second.rfcText.isEmpty());
}

// Every listed row exists in its vector file (and was checked above).
void TstNormalizeVectors::expectationsAreExact()
{
    for (const QString &line : m_unlisted)
        qWarning("differs but is not listed: %s", qPrintable(line));
    QVERIFY(m_unlisted.isEmpty());
    for (const auto &[key, e] : m_expectations) {
        const auto &[file, first, second] = key;
        QVERIFY2(e.used, qPrintable(QString::fromUtf8(file + ": " + first + " | " + second
                                                      + " is listed but is no such row")));
    }
}

QTEST_APPLESS_MAIN(TstNormalizeVectors)
#include "tst_normalize_vectors.moc"
