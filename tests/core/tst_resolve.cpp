// RFC 3986 §5.2 reference resolution: the examples of §5.4, the tables of
// §5.2.4, exact traces of each §5.2.2 branch, the errors, notes and hazards,
// and relativize().
#include "uriinspector/resolve.h"

#include "resolve_test_support.h"

#include <QtTest>

#include <cstring>
#include <string>

using namespace uri;
using uri::test::bytes;
using uri::test::targetOf;
using uri::test::traceRows;
using uri::test::view;

Q_DECLARE_METATYPE(uri::Spec)

namespace {

constexpr const char *kBase = "http://a/b/c/d;p?q"; // RFC 3986 §5.4

QStringList noteCodes(const ResolveResult &r)
{
    QStringList codes;
    for (const ResolveNote &n : r.notes)
        codes << QString::fromUtf8(bytes(resolveNoteName(n.code)));
    return codes;
}

} // namespace

class TstResolve : public QObject
{
    Q_OBJECT

private slots:
    void rfc3986Examples_data();
    void rfc3986Examples();
    void rfc3986Traces_data();
    void rfc3986Traces();
    void removeDotSegmentsTables_data();
    void removeDotSegmentsTables();
    void removeDotSegmentsAnyPath_data();
    void removeDotSegmentsAnyPath();
    void errors_data();
    void errors();
    void errorMessages();
    void notes_data();
    void notes();
    void invalidInputDiagnostics();
    void catalogue();
    void traceBudget();
    void relativize_data();
    void relativize();
};

void TstResolve::rfc3986Examples_data()
{
    QTest::addColumn<QByteArray>("reference");
    QTest::addColumn<QByteArray>("strict");
    QTest::addColumn<QByteArray>("nonStrict");
    QTest::addColumn<bool>("sameDocument");

    const auto row = [](const char *ref, const char *target, const char *nonStrict = nullptr,
                        bool sameDocument = false) {
        QTest::newRow(qPrintable(QStringLiteral("\"%1\"").arg(QLatin1String(ref))))
            << QByteArray(ref) << QByteArray(target)
            << QByteArray(nonStrict != nullptr ? nonStrict : target) << sameDocument;
    };
    // RFC 3986 §5.4.1 Normal Examples
    row("g:h", "g:h");
    row("g", "http://a/b/c/g");
    row("./g", "http://a/b/c/g");
    row("g/", "http://a/b/c/g/");
    row("/g", "http://a/g");
    row("//g", "http://g");
    row("?y", "http://a/b/c/d;p?y");
    row("g?y", "http://a/b/c/g?y");
    row("#s", "http://a/b/c/d;p?q#s", nullptr, true);
    row("g#s", "http://a/b/c/g#s");
    row("g?y#s", "http://a/b/c/g?y#s");
    row(";x", "http://a/b/c/;x");
    row("g;x", "http://a/b/c/g;x");
    row("g;x?y#s", "http://a/b/c/g;x?y#s");
    row("", "http://a/b/c/d;p?q", nullptr, true);
    row(".", "http://a/b/c/");
    row("./", "http://a/b/c/");
    row("..", "http://a/b/");
    row("../", "http://a/b/");
    row("../g", "http://a/b/g");
    row("../..", "http://a/");
    row("../../", "http://a/");
    row("../../g", "http://a/g");
    // RFC 3986 §5.4.2 Abnormal Examples
    row("../../../g", "http://a/g");
    row("../../../../g", "http://a/g");
    row("/./g", "http://a/g");
    row("/../g", "http://a/g");
    row("g.", "http://a/b/c/g.");
    row(".g", "http://a/b/c/.g");
    row("g..", "http://a/b/c/g..");
    row("..g", "http://a/b/c/..g");
    row("./../g", "http://a/b/g");
    row("./g/.", "http://a/b/c/g/");
    row("g/./h", "http://a/b/c/g/h");
    row("g/../h", "http://a/b/c/h");
    row("g;x=1/./y", "http://a/b/c/g;x=1/y");
    row("g;x=1/../y", "http://a/b/c/y");
    row("g?y/./x", "http://a/b/c/g?y/./x");
    row("g?y/../x", "http://a/b/c/g?y/../x");
    row("g#s/./x", "http://a/b/c/g#s/./x");
    row("g#s/../x", "http://a/b/c/g#s/../x");
    // "http:g" = "http:g" ; for strict parsers
    //          / "http://a/b/c/g" ; for backward compatibility
    row("http:g", "http:g", "http://a/b/c/g");
}

void TstResolve::rfc3986Examples()
{
    QFETCH(QByteArray, reference);
    QFETCH(QByteArray, strict);
    QFETCH(QByteArray, nonStrict);
    QFETCH(bool, sameDocument);

    const ResolveResult s = resolve(kBase, view(reference), Spec::Rfc3986);
    QCOMPARE(targetOf(s), strict);
    QVERIFY(!s.error);
    QCOMPARE(s.sameDocument, sameDocument);
    QCOMPARE(s.trace.back().rule, ResolveRule::Recompose);
    QCOMPARE(bytes(s.trace.back().output), strict);

    const ResolveResult n = resolve(kBase, view(reference), Spec::Rfc3986NonStrict);
    QCOMPARE(targetOf(n), nonStrict);
    QVERIFY(!n.error);
}

void TstResolve::rfc3986Traces_data()
{
    QTest::addColumn<QByteArray>("base");
    QTest::addColumn<QByteArray>("reference");
    QTest::addColumn<uri::Spec>("spec");
    QTest::addColumn<QStringList>("trace");

    // RFC 3986 §5.2.2: R.path relative, so merge (§5.2.3) and remove_dot_segments
    QTest::newRow("merge: g") << QByteArray(kBase) << QByteArray("g") << Spec::Rfc3986
                              << QStringList{"5.2.1|http://a/b/c/d;p?q|g",
                                             "merge|/b/c/g|g",
                                             "1||/b/c/g",
                                             "2E|/b|/c/g",
                                             "2E|/b/c|/g",
                                             "2E|/b/c/g|",
                                             "3|/b/c/g|",
                                             "T.query = R.query|/b/c/g|",
                                             "T.authority = Base.authority|//a/b/c/g|a",
                                             "T.scheme = Base.scheme|http://a/b/c/g|http",
                                             "T.fragment = R.fragment|http://a/b/c/g|",
                                             "5.3|http://a/b/c/g|"};
    // RFC 3986 §5.2.2: defined(R.authority)
    QTest::newRow("R.authority defined: //g")
        << QByteArray(kBase) << QByteArray("//g") << Spec::Rfc3986
        << QStringList{"5.2.1|http://a/b/c/d;p?q|//g",
                       "R.authority defined|//g|",
                       "1||",
                       "3||",
                       "T.query = R.query|//g|",
                       "T.scheme = Base.scheme|http://g|http",
                       "T.fragment = R.fragment|http://g|",
                       "5.3|http://g|"};
    // RFC 3986 §5.2.2: R.path == "" with R.query defined
    QTest::newRow("R.path empty, R.query: ?y")
        << QByteArray(kBase) << QByteArray("?y") << Spec::Rfc3986
        << QStringList{"5.2.1|http://a/b/c/d;p?q|?y",
                       "R.path == \"\"|/b/c/d;p|",
                       "T.query = R.query|/b/c/d;p?y|y",
                       "T.authority = Base.authority|//a/b/c/d;p?y|a",
                       "T.scheme = Base.scheme|http://a/b/c/d;p?y|http",
                       "T.fragment = R.fragment|http://a/b/c/d;p?y|",
                       "5.3|http://a/b/c/d;p?y|"};
    // RFC 3986 §5.2.2: R.path == "" and R.query undefined: T.query = Base.query
    QTest::newRow("R.path empty, Base.query: #s")
        << QByteArray(kBase) << QByteArray("#s") << Spec::Rfc3986
        << QStringList{"5.2.1|http://a/b/c/d;p?q|#s",
                       "R.path == \"\"|/b/c/d;p|",
                       "T.query = Base.query|/b/c/d;p?q|q",
                       "T.authority = Base.authority|//a/b/c/d;p?q|a",
                       "T.scheme = Base.scheme|http://a/b/c/d;p?q|http",
                       "T.fragment = R.fragment|http://a/b/c/d;p?q#s|s",
                       "5.3|http://a/b/c/d;p?q#s|"};
    // RFC 3986 §5.2.2: defined(R.scheme)
    QTest::newRow("R.scheme defined: g:h")
        << QByteArray(kBase) << QByteArray("g:h") << Spec::Rfc3986
        << QStringList{"5.2.1|http://a/b/c/d;p?q|g:h",
                       "R.scheme defined|g:|h",
                       "1||h",
                       "2E|h|",
                       "3|h|",
                       "T.query = R.query|g:h|",
                       "T.fragment = R.fragment|g:h|",
                       "5.3|g:h|"};
    // RFC 3986 §5.2.2: R.path starts with "/"; §5.2.4 2B
    QTest::newRow("R.path absolute: /./g")
        << QByteArray(kBase) << QByteArray("/./g") << Spec::Rfc3986
        << QStringList{"5.2.1|http://a/b/c/d;p?q|/./g",
                       "R.path starts with \"/\"||/./g",
                       "1||/./g",
                       "2B||/g",
                       "2E|/g|",
                       "3|/g|",
                       "T.query = R.query|/g|",
                       "T.authority = Base.authority|//a/g|a",
                       "T.scheme = Base.scheme|http://a/g|http",
                       "T.fragment = R.fragment|http://a/g|",
                       "5.3|http://a/g|"};
    // RFC 3986 §5.2.3: "If the base URI has a defined authority component and an
    // empty path, then return a string consisting of "/" concatenated with the
    // reference's path"
    QTest::newRow("merge: base has authority and empty path")
        << QByteArray("http://a") << QByteArray("g") << Spec::Rfc3986
        << QStringList{"5.2.1|http://a|g",
                       "merge: base has authority and empty path|/g|g",
                       "1||/g",
                       "2E|/g|",
                       "3|/g|",
                       "T.query = R.query|/g|",
                       "T.authority = Base.authority|//a/g|a",
                       "T.scheme = Base.scheme|http://a/g|http",
                       "T.fragment = R.fragment|http://a/g|",
                       "5.3|http://a/g|"};
    // RFC 3986 §5.2.2 "if ((not strict) and (R.scheme == Base.scheme))"
    QTest::newRow("non-strict: http:g")
        << QByteArray(kBase) << QByteArray("http:g") << Spec::Rfc3986NonStrict
        << QStringList{"5.2.1|http://a/b/c/d;p?q|http:g",
                       "R.scheme == Base.scheme||g",
                       "merge|/b/c/g|g",
                       "1||/b/c/g",
                       "2E|/b|/c/g",
                       "2E|/b/c|/g",
                       "2E|/b/c/g|",
                       "3|/b/c/g|",
                       "T.query = R.query|/b/c/g|",
                       "T.authority = Base.authority|//a/b/c/g|a",
                       "T.scheme = Base.scheme|http://a/b/c/g|http",
                       "T.fragment = R.fragment|http://a/b/c/g|",
                       "5.3|http://a/b/c/g|"};
    // The literal algorithm's hazard (vectors README, disagreement 2): 2C on a
    // rootless path leaves its "/" first.
    QTest::newRow("hazard: foo:a/b + ../c")
        << QByteArray("foo:a/b") << QByteArray("../c") << Spec::Rfc3986
        << QStringList{"5.2.1|foo:a/b|../c",
                       "merge|a/../c|../c",
                       "1||a/../c",
                       "2E|a|/../c",
                       "2C||/c",
                       "2E|/c|",
                       "3|/c|",
                       "T.query = R.query|/c|",
                       "T.authority = Base.authority|/c|",
                       "T.scheme = Base.scheme|foo:/c|foo",
                       "T.fragment = R.fragment|foo:/c|",
                       "5.3|foo:/c|"};
    // ... and disagreement 1: 2B leaves "//g", an authority on reparsing
    QTest::newRow("hazard: f:/a + .//g")
        << QByteArray("f:/a") << QByteArray(".//g") << Spec::Rfc3986
        << QStringList{"5.2.1|f:/a|.//g",
                       "merge|/.//g|.//g",
                       "1||/.//g",
                       "2B||//g",
                       "2E|/|/g",
                       "2E|//g|",
                       "3|//g|",
                       "T.query = R.query|//g|",
                       "T.authority = Base.authority|//g|",
                       "T.scheme = Base.scheme|f://g|f",
                       "T.fragment = R.fragment|f://g|",
                       "5.3|f://g|"};
}

void TstResolve::rfc3986Traces()
{
    QFETCH(QByteArray, base);
    QFETCH(QByteArray, reference);
    QFETCH(uri::Spec, spec);
    QFETCH(QStringList, trace);
    QCOMPARE(traceRows(resolve(view(base), view(reference), spec).trace), trace);
}

void TstResolve::removeDotSegmentsTables_data()
{
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<QByteArray>("result");
    QTest::addColumn<QStringList>("trace");

    // RFC 3986 §5.2.4, the two tables "STEP OUTPUT BUFFER INPUT BUFFER", row by
    // row as printed; the tables stop at the last 2E, and our final row is
    // step 3, which returns the output buffer.
    QTest::newRow("/a/b/c/./../../g") << QByteArray("/a/b/c/./../../g") << QByteArray("/a/g")
                                      << QStringList{"1||/a/b/c/./../../g",
                                                     "2E|/a|/b/c/./../../g",
                                                     "2E|/a/b|/c/./../../g",
                                                     "2E|/a/b/c|/./../../g",
                                                     "2B|/a/b/c|/../../g",
                                                     "2C|/a/b|/../g",
                                                     "2C|/a|/g",
                                                     "2E|/a/g|",
                                                     "3|/a/g|"};
    QTest::newRow("mid/content=5/../6") << QByteArray("mid/content=5/../6") << QByteArray("mid/6")
                                        << QStringList{"1||mid/content=5/../6",
                                                       "2E|mid|/content=5/../6",
                                                       "2E|mid/content=5|/../6",
                                                       "2C|mid|/6",
                                                       "2E|mid/6|",
                                                       "3|mid/6|"};
}

void TstResolve::removeDotSegmentsTables()
{
    QFETCH(QByteArray, path);
    QFETCH(QByteArray, result);
    QFETCH(QStringList, trace);
    const DotSegmentsResult r = removeDotSegments(view(path));
    QCOMPARE(bytes(r.path), result);
    QCOMPARE(traceRows(r.trace), trace);
    QVERIFY(!r.truncated);
}

void TstResolve::removeDotSegmentsAnyPath_data()
{
    QTest::addColumn<QByteArray>("path");
    QTest::addColumn<QByteArray>("result");
    QTest::addColumn<QStringList>("rules");

    // RFC 3986 §5.2.4 applied literally to paths that are not merged paths
    // (vectors README, disagreement 12: peers give "" and "../../").
    QTest::newRow("empty") << QByteArray("") << QByteArray("") << QStringList{"1", "3"};
    QTest::newRow("/") << QByteArray("/") << QByteArray("/") << QStringList{"1", "2E", "3"};
    QTest::newRow(".") << QByteArray(".") << QByteArray("") << QStringList{"1", "2D", "3"};
    QTest::newRow("..") << QByteArray("..") << QByteArray("") << QStringList{"1", "2D", "3"};
    QTest::newRow("/.") << QByteArray("/.") << QByteArray("/") << QStringList{"1", "2B", "2E", "3"};
    QTest::newRow("/..") << QByteArray("/..") << QByteArray("/")
                         << QStringList{"1", "2C", "2E", "3"};
    QTest::newRow("../a") << QByteArray("../a") << QByteArray("a")
                          << QStringList{"1", "2A", "2E", "3"};
    QTest::newRow("./a") << QByteArray("./a") << QByteArray("a")
                         << QStringList{"1", "2A", "2E", "3"};
    QTest::newRow("abc/..") << QByteArray("abc/..") << QByteArray("/")
                            << QStringList{"1", "2E", "2C", "2E", "3"};
    QTest::newRow("../../abc/..") << QByteArray("../../abc/..") << QByteArray("/")
                                  << QStringList{"1", "2A", "2A", "2E", "2C", "2E", "3"};
    QTest::newRow("a//..") << QByteArray("a//..") << QByteArray("a/")
                           << QStringList{"1", "2E", "2E", "2C", "2E", "3"};
    QTest::newRow("%2E%2E not a dot segment")
        << QByteArray("/a/%2E%2E/b") << QByteArray("/a/%2E%2E/b")
        << QStringList{"1", "2E", "2E", "2E", "3"};
    QTest::newRow("...") << QByteArray("/a/.../b") << QByteArray("/a/.../b")
                         << QStringList{"1", "2E", "2E", "2E", "3"};
}

void TstResolve::removeDotSegmentsAnyPath()
{
    QFETCH(QByteArray, path);
    QFETCH(QByteArray, result);
    QFETCH(QStringList, rules);
    const DotSegmentsResult r = removeDotSegments(view(path));
    QCOMPARE(bytes(r.path), result);
    QStringList actual;
    for (const TraceStep &s : r.trace)
        actual << QString::fromUtf8(bytes(ruleLabel(s.rule)));
    QCOMPARE(actual, rules);
    QCOMPARE(bytes(r.trace.back().output), result);
}

void TstResolve::errors_data()
{
    QTest::addColumn<QByteArray>("base");
    QTest::addColumn<QByteArray>("reference");
    QTest::addColumn<uri::Spec>("spec");
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<QString>("error");
    QTest::addColumn<QString>("cite");

    // RFC 3986 §5.2.1: "a base URI is established ... the base URI is
    // required to be absolute"; the vectors' boost-url row "path/to/file.txt".
    for (Spec spec : kAllSpecs) {
        if (!resolveSupports(spec))
            continue;
        QTest::newRow(qPrintable(QStringLiteral("relative base, ")
                                 + QString::fromUtf8(bytes(specName(spec)))))
            << QByteArray("path/to/file.txt") << QByteArray("g/../h") << spec
            << QByteArray("<none>") << QStringLiteral("relative-base") << "RFC 3986 §5.2.1";
    }
    QTest::newRow("empty base, rfc3986") << QByteArray("") << QByteArray("g:h") << Spec::Rfc3986
                                         << QByteArray("<none>") << "relative-base"
                                         << "RFC 3986 §5.2.1";
    // RFC 1808 §4 Step 1 (draft-01 the same): "If the base URL is the empty
    // string (unknown), the embedded URL is interpreted as an absolute URL"
    QTest::newRow("empty base, rfc1808, absolute")
        << QByteArray("") << QByteArray("g:h") << Spec::Rfc1808 << QByteArray("g:h") << QString()
        << QString();
    QTest::newRow("empty base, draft-01, relative")
        << QByteArray("") << QByteArray("g") << Spec::Draft01 << QByteArray("<none>")
        << "relative-base"
        << "draft-fielding-url-syntax-01 §6";
    // Strict: an invalid base or reference is an error, resolved as split.
    QTest::newRow("invalid base, strict")
        << QByteArray("http://a b/c") << QByteArray("d") << Spec::Rfc3986
        << QByteArray("http://a b/d") << "invalid-base"
        << "RFC 3986 §5.2.1";
    QTest::newRow("invalid base, non-strict")
        << QByteArray("http://a b/c") << QByteArray("d") << Spec::Rfc3986NonStrict
        << QByteArray("http://a b/d") << QString() << QString();
    QTest::newRow("invalid reference, strict")
        << QByteArray(kBase) << QByteArray("g h") << Spec::Rfc3986 << QByteArray("http://a/b/c/g h")
        << "invalid-reference"
        << "RFC 3986 §4.1";
    QTest::newRow("invalid reference, rfc2396")
        << QByteArray(kBase) << QByteArray("g h") << Spec::Rfc2396 << QByteArray("http://a/b/c/g h")
        << QString() << QString();
    QTest::newRow("whatwg") << QByteArray(kBase) << QByteArray("g") << Spec::Whatwg
                            << QByteArray("<none>") << "not-implemented"
                            << "WHATWG URL Standard";
    // RFC 1630: no run of exactly three slashes in the context
    QTest::newRow("rfc1630 ///g") << QByteArray("magic://a/b/c//d/e/f") << QByteArray("///g")
                                  << Spec::Rfc1630 << QByteArray("<none>") << "no-matching-slashes"
                                  << "RFC 1630";
}

void TstResolve::errors()
{
    QFETCH(QByteArray, base);
    QFETCH(QByteArray, reference);
    QFETCH(uri::Spec, spec);
    QFETCH(QByteArray, target);
    QFETCH(QString, error);
    QFETCH(QString, cite);

    const ResolveResult r = resolve(view(base), view(reference), spec);
    QCOMPARE(targetOf(r), target);
    QCOMPARE(r.error ? QString::fromUtf8(bytes(resolveErrorName(r.error->code))) : QString(),
             error);
    QCOMPARE(r.error ? QString::fromUtf8(bytes(r.error->cite)) : QString(), cite);
    QCOMPARE(r.ok(), error.isEmpty() && target != "<none>");
}

// The one test that pins the English of each error code (docs/style.md C).
void TstResolve::errorMessages()
{
    QCOMPARE(resolve("a", "b").error->message,
             "The base has no scheme: RFC 3986 §5.2.1 requires an absolute URI as the base, so "
             "the reference cannot be resolved.");
    QCOMPARE(resolve("http://a b/", "c").error->message,
             "The base is not a valid absolute URI (RFC 3986 §4.3); the target shown is that of "
             "its Appendix B split.");
    QCOMPARE(resolve("http://a/", "c d").error->message,
             "The reference is not a valid URI-reference (RFC 3986 §4.1); the target shown is "
             "that of its Appendix B split.");
    QCOMPARE(resolve("http://a/", "c", Spec::Whatwg).error->message,
             "Resolution under the WHATWG URL Standard is not implemented here: the URL Standard "
             "parser resolves by itself.");
    QCOMPARE(resolve("magic://a/b", "///g", Spec::Rfc1630).error->message,
             "The partial URI starts with 3 consecutive slash(es), but the context URI has no run "
             "of exactly that many slashes: RFC 1630 gives no result.");
    QCOMPARE(uri::relativize("http://a/", "g").error->message,
             "The target has no scheme: only an absolute URI can be made relative to a base.");
    QCOMPARE(uri::relativize("http://a/", "http://a/../g").error->message,
             "No reference resolves to this target exactly (resolution removes dot segments, so "
             "a target that has them is never reached).");
    QCOMPARE(bytes(resolveErrorName(ResolveErrorCode::BadInput)), QByteArray("bad-input"));
}

void TstResolve::notes_data()
{
    QTest::addColumn<QByteArray>("base");
    QTest::addColumn<QByteArray>("reference");
    QTest::addColumn<uri::Spec>("spec");
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<QString>("note");
    QTest::addColumn<int>("severity");
    QTest::addColumn<QString>("cite");
    QTest::addColumn<QByteArray>("alternative");

    const int info = int(Severity::Info);
    const int warning = int(Severity::Warning);
    // Hazards of the literal RFC 3986 algorithm (vectors README 1 and 2); the
    // alternative is what uriparser, 4Suite and Boost.URL give.
    QTest::newRow("f:/a + .//g") << QByteArray("f:/a") << QByteArray(".//g") << Spec::Rfc3986
                                 << QByteArray("f://g") << "path-looks-like-authority" << warning
                                 << "RFC 3986 §3.3" << QByteArray("f:/.//g");
    QTest::newRow("foo:a/b + ../c")
        << QByteArray("foo:a/b") << QByteArray("../c") << Spec::Rfc3986 << QByteArray("foo:/c")
        << "rootless-path-made-absolute" << warning << "RFC 3986 §5.2.4" << QByteArray("foo:c");
    QTest::newRow("zz:abc + foo/../bar")
        << QByteArray("zz:abc") << QByteArray("foo/../bar") << Spec::Rfc3986
        << QByteArray("zz:/bar") << "rootless-path-made-absolute" << warning << "RFC 3986 §5.2.4"
        << QByteArray("zz:bar");
    QTest::newRow("scheme:a/b/c + ../../../..")
        << QByteArray("scheme:a/b/c") << QByteArray("../../../..") << Spec::Rfc3986
        << QByteArray("scheme:/") << "rootless-path-made-absolute" << warning << "RFC 3986 §5.2.4"
        << QByteArray("scheme:");
    // RFC 3986 §5.1: the base is "stripped of any fragment component"
    QTest::newRow("base fragment")
        << QByteArray("http://a/b/c/d;p?q#f") << QByteArray("g") << Spec::Rfc3986
        << QByteArray("http://a/b/c/g") << "base-fragment-ignored" << info << "RFC 3986 §5.1"
        << QByteArray();
    // RFC 3986 §5.4.2 against RFC 1808/2396 and Boost.URL (Errata 4547)
    QTest::newRow("../../../g") << QByteArray(kBase) << QByteArray("../../../g") << Spec::Rfc3986
                                << QByteArray("http://a/g") << "dot-segments-above-root" << info
                                << "RFC 3986 §5.2.4" << QByteArray();
    QTest::newRow("rfc2396 ../../../g")
        << QByteArray(kBase) << QByteArray("../../../g") << Spec::Rfc2396
        << QByteArray("http://a/../g") << "dot-segments-above-root" << info << "RFC 2396 §5.2"
        << QByteArray();
    // vectors README 4: %2E%2E is no dot segment for RFC 3986
    QTest::newRow("%2E%2E") << QByteArray(kBase) << QByteArray("%2E%2E") << Spec::Rfc3986
                            << QByteArray("http://a/b/c/%2E%2E") << "encoded-dot-segment" << warning
                            << "RFC 3986 §5.2.4" << QByteArray();
    // RFC 3986 §5.4.2 "http:g": strict, with what backward compatibility gives
    QTest::newRow("strict http:g")
        << QByteArray(kBase) << QByteArray("http:g") << Spec::Rfc3986 << QByteArray("http:g")
        << "scheme-loophole-available" << info << "RFC 3986 §5.2.2" << QByteArray("http://a/b/c/g");
    QTest::newRow("non-strict http:g")
        << QByteArray(kBase) << QByteArray("http:g") << Spec::Rfc3986NonStrict
        << QByteArray("http://a/b/c/g") << "scheme-loophole-applied" << info << "RFC 3986 §5.2.2"
        << QByteArray();
    QTest::newRow("rfc2396 http:g")
        << QByteArray(kBase) << QByteArray("http:g") << Spec::Rfc2396 << QByteArray("http:g")
        << "scheme-loophole-available" << info << "RFC 2396 §5.2" << QByteArray("http://a/b/c/g");
    // RFC 2396 §5.2 6a on an empty base path: the bug RFC 3986 §5.2.3 fixed
    QTest::newRow("rfc2396 http://a + g")
        << QByteArray("http://a") << QByteArray("g") << Spec::Rfc2396 << QByteArray("http://ag")
        << "path-joins-authority" << warning << "RFC 2396 §5.2" << QByteArray("http://a/g");
    QTest::newRow("rfc1630 http://a + g")
        << QByteArray("http://a") << QByteArray("g") << Spec::Rfc1630 << QByteArray("http://ag")
        << "path-joins-authority" << warning << "RFC 1630" << QByteArray("http://a/g");
    // RFC 1808 §4 Step 3: "If the embedded URL's <net_loc> is non-empty"
    QTest::newRow("rfc1808 ///g") << QByteArray("http://a/b/c/d;p?q#f") << QByteArray("///g")
                                  << Spec::Rfc1808 << QByteArray("http://a/g")
                                  << "empty-authority-inherited" << info << "RFC 1808 §4"
                                  << QByteArray();
    // RFC 2396 §5.2 step 2
    QTest::newRow("rfc2396 #s") << QByteArray(kBase) << QByteArray("#s") << Spec::Rfc2396
                                << QByteArray("http://a/b/c/d;p?q#s") << "current-document" << info
                                << "RFC 2396 §5.2" << QByteArray();
    QTest::newRow("rfc1630 empty") << QByteArray("magic://a/b/c//d/e/f") << QByteArray("")
                                   << Spec::Rfc1630 << QByteArray("magic://a/b/c//d/e/")
                                   << "empty-partial-uri" << info << "RFC 1630" << QByteArray();
    QTest::newRow("invalid reference note")
        << QByteArray(kBase) << QByteArray("g h") << Spec::Rfc3986NonStrict
        << QByteArray("http://a/b/c/g h") << "invalid-reference" << warning << "RFC 3986 §4.1"
        << QByteArray();
}

void TstResolve::notes()
{
    QFETCH(QByteArray, base);
    QFETCH(QByteArray, reference);
    QFETCH(uri::Spec, spec);
    QFETCH(QByteArray, target);
    QFETCH(QString, note);
    QFETCH(int, severity);
    QFETCH(QString, cite);
    QFETCH(QByteArray, alternative);

    const ResolveResult r = resolve(view(base), view(reference), spec);
    QCOMPARE(targetOf(r), target);
    const ResolveNote *found = nullptr;
    for (const ResolveNote &n : r.notes) {
        if (QString::fromUtf8(bytes(resolveNoteName(n.code))) == note)
            found = &n;
    }
    if (found == nullptr)
        QFAIL(qPrintable("no note " + note + " in " + noteCodes(r).join(',')));
    QCOMPARE(int(found->severity), severity);
    QCOMPARE(QString::fromUtf8(bytes(found->cite)), cite);
    QCOMPARE(found->alternative ? bytes(*found->alternative) : QByteArray(), alternative);
}

void TstResolve::invalidInputDiagnostics()
{
    // Diagnostics are attached only when the input is invalid.
    const ResolveResult r = resolve("http://a b/c", "g h", Spec::Rfc3986);
    QVERIFY(!r.baseDiagnostics.empty());
    QVERIFY(!r.referenceDiagnostics.empty());
    QCOMPARE(r.baseDiagnostics.front().code, DiagCode::Whitespace);
    QCOMPARE(r.baseDiagnostics.front().span, (Span{8, 1}));
    QCOMPARE(r.referenceDiagnostics.front().span, (Span{1, 1}));
    QCOMPARE(noteCodes(r), (QStringList{"invalid-base", "invalid-reference"}));

    const ResolveResult valid = resolve(kBase, "g");
    QVERIFY(valid.baseDiagnostics.empty());
    QVERIFY(valid.referenceDiagnostics.empty());
    QVERIFY(valid.notes.empty());
}

void TstResolve::catalogue()
{
    QSet<QByteArray> ids;
    const auto last = static_cast<int>(ResolveRule::Rfc1630Result);
    for (int i = 0; i <= last; ++i) {
        const auto rule = static_cast<ResolveRule>(i);
        const QByteArray id = bytes(ruleId(rule));
        QVERIFY2(!id.isEmpty() && !ids.contains(id), id.constData());
        ids.insert(id);
        QVERIFY(!ruleLabel(rule).empty());
        QVERIFY(!ruleCite(rule).empty());
        // The id names its generation; the cite names the same document.
        const QByteArray cite = bytes(ruleCite(rule));
        if (id.startsWith("rfc3986-"))
            QVERIFY(cite.startsWith("RFC 3986 §"));
        else if (id.startsWith("rfc2396-"))
            QCOMPARE(cite, "RFC 2396 §5.2");
        else if (id.startsWith("rfc1808-"))
            QCOMPARE(cite, "RFC 1808 §4");
        else if (id.startsWith("draft01-"))
            QCOMPARE(cite, "draft-fielding-url-syntax-01 §6");
        else
            QVERIFY2(id.startsWith("rfc1630-") && cite.startsWith("RFC 1630"), id.constData());
    }
    // The labels of the §5.2.4 tables
    QCOMPARE(bytes(ruleLabel(ResolveRule::Rule1)), QByteArray("1"));
    QCOMPARE(bytes(ruleLabel(ResolveRule::Rule2A)), QByteArray("2A"));
    QCOMPARE(bytes(ruleLabel(ResolveRule::Rule2E)), QByteArray("2E"));
    QCOMPARE(bytes(ruleLabel(ResolveRule::Rule3)), QByteArray("3"));

    QSet<QByteArray> errors;
    for (int i = 0; i <= int(ResolveErrorCode::BadInput); ++i) {
        const QByteArray name = bytes(resolveErrorName(static_cast<ResolveErrorCode>(i)));
        QVERIFY(!name.isEmpty() && name != "unknown" && !errors.contains(name));
        errors.insert(name);
    }
    QSet<QByteArray> notes;
    for (int i = 0; i <= int(ResolveNoteCode::TraceTruncated); ++i) {
        const QByteArray name = bytes(resolveNoteName(static_cast<ResolveNoteCode>(i)));
        QVERIFY(!name.isEmpty() && name != "unknown" && !notes.contains(name));
        notes.insert(name);
    }
}

void TstResolve::traceBudget()
{
    // 200 000 segments: a full trace would hold ~ 200 000 copies of 600 kB.
    std::string reference;
    for (int i = 0; i < 200000; ++i)
        reference += "a/";
    reference += "../b";
    std::string expected = "http://a/b/c/";
    for (int i = 0; i < 199999; ++i)
        expected += "a/";
    expected += "b";
    const ResolveResult r = resolve(kBase, reference);
    QVERIFY(r.ok());
    QVERIFY(*r.target == expected);
    QVERIFY(r.hasNote(ResolveNoteCode::TraceTruncated));
    std::size_t traced = 0;
    for (const TraceStep &s : r.trace)
        traced += s.description.size() + s.output.size() + s.input.size();
    QVERIFY(traced <= uri::traceBudget(std::strlen(kBase) + reference.size()));
    QVERIFY(r.trace.size() > 3); // the first rows are there

    const DotSegmentsResult d = removeDotSegments("/" + reference);
    QVERIFY(d.truncated);
    QVERIFY(d.path.ends_with("a/a/b"));
}

void TstResolve::relativize_data()
{
    QTest::addColumn<QByteArray>("base");
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<QByteArray>("reference");
    QTest::addColumn<QString>("error");

    // The RFC 3986 §5.4.1 targets, back to their shortest references
    QTest::newRow("g") << QByteArray(kBase) << QByteArray("http://a/b/c/g") << QByteArray("g")
                       << QString();
    QTest::newRow("?y") << QByteArray(kBase) << QByteArray("http://a/b/c/d;p?y") << QByteArray("?y")
                        << QString();
    QTest::newRow("#s") << QByteArray(kBase) << QByteArray("http://a/b/c/d;p?q#s")
                        << QByteArray("#s") << QString();
    QTest::newRow("base itself") << QByteArray(kBase) << QByteArray(kBase) << QByteArray("")
                                 << QString();
    QTest::newRow("no query: the last segment")
        << QByteArray(kBase) << QByteArray("http://a/b/c/d;p") << QByteArray("d;p") << QString();
    QTest::newRow("..") << QByteArray(kBase) << QByteArray("http://a/b/") << QByteArray("..")
                        << QString();
    QTest::newRow("/g") << QByteArray(kBase) << QByteArray("http://a/g") << QByteArray("/g")
                        << QString();
    QTest::newRow("//g") << QByteArray(kBase) << QByteArray("http://g") << QByteArray("//g")
                         << QString();
    QTest::newRow("g:h") << QByteArray(kBase) << QByteArray("g:h") << QByteArray("g:h")
                         << QString();
    // A colon in the first segment would read as a scheme (RFC 3986 §4.2)
    QTest::newRow("./g:h") << QByteArray(kBase) << QByteArray("http://a/b/c/g:h")
                           << QByteArray("./g:h") << QString();
    // The hazard: "../c" would give "foo:/c", so only the absolute form works
    QTest::newRow("rootless base")
        << QByteArray("foo:a/b") << QByteArray("foo:c") << QByteArray("foo:c") << QString();
    QTest::newRow("rootless sibling")
        << QByteArray("foo:a/b") << QByteArray("foo:a/c") << QByteArray("c") << QString();
    QTest::newRow("relative base")
        << QByteArray("a/b") << QByteArray("http://a/") << QByteArray() << "relative-base";
    QTest::newRow("relative target")
        << QByteArray(kBase) << QByteArray("g") << QByteArray() << "relative-target";
    QTest::newRow("dot segments") << QByteArray(kBase) << QByteArray("http://a/../g")
                                  << QByteArray() << "unreachable-target";
}

void TstResolve::relativize()
{
    QFETCH(QByteArray, base);
    QFETCH(QByteArray, target);
    QFETCH(QByteArray, reference);
    QFETCH(QString, error);

    const RelativizeResult r = uri::relativize(view(base), view(target));
    QCOMPARE(r.error ? QString::fromUtf8(bytes(resolveErrorName(r.error->code))) : QString(),
             error);
    QCOMPARE(r.reference ? bytes(*r.reference) : QByteArray(), reference);
    if (r.reference)
        QCOMPARE(targetOf(resolve(view(base), *r.reference)), target);
}

QTEST_APPLESS_MAIN(TstResolve)
#include "tst_resolve.moc"
