// The peers' resolution vectors (tests/data/resolve.tsv, relativize.tsv).
// Every rfc3986-strict, rfc3986-nonstrict, rfc2396 and rfc1808 row gives its
// expected target, or is listed in resolve_expectations.tsv with the RFC 3986
// text that decides; every row's literal-algorithm columns match ours.
#include "uriinspector/resolve.h"

#include "resolve_test_support.h"

#include <QtTest>

#include <map>
#include <tuple>

using namespace uri;
using uri::test::bytes;
using uri::test::readTsv;
using uri::test::targetOf;
using uri::test::Tsv;
using uri::test::view;

Q_DECLARE_METATYPE(uri::Spec)

namespace {

struct Listed
{
    std::string weGive;
    std::string note;
};

using Key = std::tuple<std::string, std::string, std::string>; // base, reference, spec

std::map<Key, Listed> expectations(QString *error)
{
    const Tsv tsv = readTsv(uri::test::dataFile("resolve_expectations.tsv"));
    std::map<Key, Listed> listed;
    if (!tsv.error.isEmpty()) {
        *error = tsv.error;
        return listed;
    }
    const int base = tsv.column("base");
    const int reference = tsv.column("reference");
    const int spec = tsv.column("spec");
    const int weGive = tsv.column("we_give");
    const int note = tsv.column("note");
    for (const auto &row : tsv.rows) {
        listed[{row[std::size_t(base)], row[std::size_t(reference)], row[std::size_t(spec)]}]
            = {row[std::size_t(weGive)], row[std::size_t(note)]};
    }
    return listed;
}

/// Our Spec for a `spec` value of resolve.tsv, if we resolve by it.
std::optional<Spec> ourSpec(const std::string &vectorSpec)
{
    if (vectorSpec == "rfc3986-strict")
        return Spec::Rfc3986;
    if (vectorSpec == "rfc3986-nonstrict")
        return Spec::Rfc3986NonStrict;
    if (vectorSpec == "rfc2396")
        return Spec::Rfc2396;
    if (vectorSpec == "rfc1808")
        return Spec::Rfc1808;
    return std::nullopt;
}

QByteArray literal(const std::string &column)
{
    return column.rfind("<error", 0) == 0 ? QByteArray("<none>") : bytes(column);
}

} // namespace

class TstResolveVectors : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void vectors_data();
    void vectors();
    void literalColumns_data();
    void literalColumns();
    void expectationsCurrent();
    void relativize_data();
    void relativize();

private:
    Tsv m_resolve;
    std::map<Key, Listed> m_listed;
};

void TstResolveVectors::initTestCase()
{
    m_resolve = readTsv(uri::test::dataFile("resolve.tsv"));
    QVERIFY2(m_resolve.error.isEmpty(), qPrintable(m_resolve.error));
    QCOMPARE(m_resolve.rows.size(), std::size_t(399));
    QString error;
    m_listed = expectations(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TstResolveVectors::vectors_data()
{
    QTest::addColumn<QByteArray>("base");
    QTest::addColumn<QByteArray>("reference");
    QTest::addColumn<uri::Spec>("spec");
    QTest::addColumn<QByteArray>("expected");
    QTest::addColumn<bool>("listed");
    QTest::addColumn<QByteArray>("weGive");
    QTest::addColumn<QString>("note");

    const Tsv tsv = readTsv(uri::test::dataFile("resolve.tsv"));
    const auto col = [&](const char *name) { return std::size_t(tsv.column(name)); };
    std::size_t line = 1;
    for (const auto &row : tsv.rows) {
        ++line;
        const std::optional<Spec> spec = ourSpec(row[col("spec")]);
        if (!spec)
            continue;
        const std::string &base = row[col("base")];
        const std::string &reference = row[col("reference")];
        const auto it = m_listed.find({base, reference, std::string(specName(*spec))});
        const bool listed = it != m_listed.end();
        QTest::addRow("%zu %s: %s + %s", line, row[col("spec")].c_str(), base.c_str(),
                      reference.c_str())
            << bytes(base) << bytes(reference) << *spec << bytes(row[col("expected")]) << listed
            << (listed ? bytes(it->second.weGive) : QByteArray())
            << (listed ? QString::fromStdString(it->second.note) : QString());
    }
}

void TstResolveVectors::vectors()
{
    QFETCH(QByteArray, base);
    QFETCH(QByteArray, reference);
    QFETCH(uri::Spec, spec);
    QFETCH(QByteArray, expected);
    QFETCH(bool, listed);
    QFETCH(QByteArray, weGive);
    QFETCH(QString, note);

    const ResolveResult r = resolve(view(base), view(reference), spec);
    // The fast path gives the same target, or the same absence of one.
    QCOMPARE(resolveTarget(view(base), view(reference), spec), r.target);
    if (!listed) {
        QCOMPARE(targetOf(r), expected);
        return;
    }
    // A deliberate difference: the RFC's literal target, and a hazard note
    // whose alternative is what the row's source expects.
    QCOMPARE(targetOf(r), weGive);
    bool found = false;
    for (const ResolveNote &n : r.notes) {
        if (QString::fromUtf8(bytes(resolveNoteName(n.code))) == note) {
            found = true;
            QCOMPARE(n.severity, Severity::Warning);
            QCOMPARE(n.alternative ? bytes(*n.alternative) : QByteArray(), expected);
        }
    }
    QVERIFY2(found, qPrintable("no note " + note));
}

void TstResolveVectors::literalColumns_data()
{
    QTest::addColumn<QByteArray>("base");
    QTest::addColumn<QByteArray>("reference");
    QTest::addColumn<QByteArray>("strict");
    QTest::addColumn<QByteArray>("nonStrict");

    // rfc3986_strict / rfc3986_nonstrict: "a literal implementation of RFC
    // 3986 §5.2.1-5.2.4" (vectors README), for every row whatever its source
    const auto col = [&](const char *name) { return std::size_t(m_resolve.column(name)); };
    std::size_t line = 1;
    for (const auto &row : m_resolve.rows) {
        ++line;
        const std::string &strict = row[col("rfc3986_strict")];
        const std::string &nonStrict = row[col("rfc3986_nonstrict")];
        QTest::addRow("%zu: %s + %s", line, row[col("base")].c_str(), row[col("reference")].c_str())
            << bytes(row[col("base")]) << bytes(row[col("reference")]) << literal(strict)
            << literal(nonStrict == "=" ? strict : nonStrict);
    }
}

void TstResolveVectors::literalColumns()
{
    QFETCH(QByteArray, base);
    QFETCH(QByteArray, reference);
    QFETCH(QByteArray, strict);
    QFETCH(QByteArray, nonStrict);
    QCOMPARE(targetOf(resolve(view(base), view(reference), Spec::Rfc3986)), strict);
    QCOMPARE(targetOf(resolve(view(base), view(reference), Spec::Rfc3986NonStrict)), nonStrict);
}

void TstResolveVectors::expectationsCurrent()
{
    // Every listed row is a row of resolve.tsv, and still differs from it.
    QVERIFY(!m_listed.empty());
    const auto col = [&](const char *name) { return std::size_t(m_resolve.column(name)); };
    for (const auto &[key, listed] : m_listed) {
        const auto &[base, reference, spec] = key;
        bool found = false;
        for (const auto &row : m_resolve.rows) {
            const std::optional<Spec> rowSpec = ourSpec(row[col("spec")]);
            if (!rowSpec || specName(*rowSpec) != spec || row[col("base")] != base
                || row[col("reference")] != reference)
                continue;
            found = true;
            QVERIFY2(row[col("expected")] != listed.weGive, base.c_str());
        }
        QVERIFY2(found, qPrintable(QString::fromStdString(base + " + " + reference + " " + spec)));
    }
}

void TstResolveVectors::relativize_data()
{
    QTest::addColumn<QByteArray>("base");
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<QByteArray>("expected");
    QTest::addColumn<bool>("domainRoot");

    // uriparser uriRemoveBaseUri: domain_root_mode "yes" allows an absolute
    // path, which our Shortest mode picks whenever it is shorter; "no" writes
    // "../" runs, our PreferRelativePath mode.
    const Tsv tsv = readTsv(uri::test::dataFile("relativize.tsv"));
    QVERIFY2(tsv.error.isEmpty(), qPrintable(tsv.error));
    QCOMPARE(tsv.rows.size(), std::size_t(37));
    const auto col = [&](const char *name) { return std::size_t(tsv.column(name)); };
    std::size_t line = 1;
    for (const auto &row : tsv.rows) {
        ++line;
        QTest::addRow("%zu: %s from %s", line, row[col("target")].c_str(), row[col("base")].c_str())
            << bytes(row[col("base")]) << bytes(row[col("target")])
            << bytes(row[col("expected_relative_ref")]) << (row[col("domain_root_mode")] == "yes");
    }
}

void TstResolveVectors::relativize()
{
    QFETCH(QByteArray, base);
    QFETCH(QByteArray, target);
    QFETCH(QByteArray, expected);
    QFETCH(bool, domainRoot);

    const RelativizeResult r = uri::relativize(view(base), view(target),
                                               domainRoot ? RelativizeMode::Shortest
                                                          : RelativizeMode::PreferRelativePath);
    QVERIFY(!r.error);
    QCOMPARE(bytes(*r.reference), expected);

    // The shortest reference is never longer, and resolves back.
    const RelativizeResult shortest = uri::relativize(view(base), view(target));
    QVERIFY(shortest.reference);
    QVERIFY(shortest.reference->size() <= std::size_t(expected.size()));
    QCOMPARE(targetOf(resolve(view(base), *shortest.reference)), target);
}

QTEST_APPLESS_MAIN(TstResolveVectors)
#include "tst_resolve_vectors.moc"
