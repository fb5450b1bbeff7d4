// The older spec generations, each by its own examples, exactly as printed:
// draft-fielding-url-syntax-01 Appendix C and D and the RFC 1630 examples
// are read from the texts themselves (tests/data), RFC 2396 Appendix C and
// RFC 1808 §5 are typed in below; plus exact traces in their own steps.
#include "uriinspector/resolve.h"

#include "resolve_test_support.h"

#include <QtTest>

#include <QRegularExpression>

using namespace uri;
using uri::test::bytes;
using uri::test::draft01Examples;
using uri::test::Example;
using uri::test::printedAs;
using uri::test::readLines;
using uri::test::targetOf;
using uri::test::traceRows;
using uri::test::view;

Q_DECLARE_METATYPE(uri::Spec)

namespace {} // namespace

class TstResolveGenerations : public QObject
{
    Q_OBJECT

private slots:
    void draft01AppendixC_data();
    void draft01AppendixC();
    void draft01AppendixComplete();
    void draft01AppendixD();
    void rfc1630Examples_data();
    void rfc1630Examples();
    void rfc2396AppendixC_data();
    void rfc2396AppendixC();
    void rfc1808Section5_data();
    void rfc1808Section5();
    void traces_data();
    void traces();
    void sameRulesEveryGeneration();
};

void TstResolveGenerations::draft01AppendixC_data()
{
    QTest::addColumn<QByteArray>("base");
    QTest::addColumn<QByteArray>("reference");
    QTest::addColumn<QByteArray>("printed");

    // draft-fielding-url-syntax-01 Appendix C.1 Normal Examples and C.2
    // Abnormal Examples, from the text
    QByteArray base;
    for (const Example &e : draft01Examples(&base)) {
        QTest::newRow(qPrintable(e.section + QLatin1Char(' ') + QString::fromUtf8(e.reference)))
            << base << e.reference << e.printed;
    }
}

void TstResolveGenerations::draft01AppendixC()
{
    QFETCH(QByteArray, base);
    QFETCH(QByteArray, reference);
    QFETCH(QByteArray, printed);
    QCOMPARE(base, "http://a/b/c/d;p?q");
    const ResolveResult r = resolve(view(base), view(reference), Spec::Draft01);
    QVERIFY(!r.error);
    QCOMPARE(printedAs(r, printed), printed);
}

void TstResolveGenerations::draft01AppendixComplete()
{
    // Every example of the appendix was read: 22 in C.1, 21 in C.2, among
    // them those where draft-01 differs from RFC 3986.
    QByteArray base;
    const QList<Example> examples = draft01Examples(&base);
    QCOMPARE(base, "http://a/b/c/d;p?q");
    QCOMPARE(std::count_if(examples.begin(), examples.end(),
                           [](const Example &e) { return e.section == "C.1"; }),
             22);
    QCOMPARE(std::count_if(examples.begin(), examples.end(),
                           [](const Example &e) { return e.section == "C.2"; }),
             21);
    QSet<QByteArray> strict;
    QSet<QByteArray> nonStrict;
    for (const Example &e : examples) {
        if (e.printed.startsWith('('))
            continue;
        if (targetOf(resolve(view(base), view(e.reference), Spec::Rfc3986)) != e.printed)
            strict.insert(e.reference);
        if (targetOf(resolve(view(base), view(e.reference), Spec::Rfc3986NonStrict)) != e.printed)
            nonStrict.insert(e.reference);
    }
    QCOMPARE(strict, (QSet<QByteArray>{"?y", "../../../g", "../../../../g", "/./g", "/../g",
                                       "g?y/./x", "g?y/../x"}));
    QCOMPARE(nonStrict - strict, (QSet<QByteArray>{"http:g", "http:"}));
}

void TstResolveGenerations::draft01AppendixD()
{
    // draft-01 Appendix D: <BASE href="..."> and <A href="../x">, "interpret
    // the given relative URL "../x" as representing the absolute URL <...>"
    const QStringList lines = readLines("draft-fielding-url-syntax-01.txt");
    const QRegularExpression baseHref(QStringLiteral("<BASE href=\"([^\"]+)\">"));
    const QRegularExpression anchor(QStringLiteral("<A href=\"([^\"]+)\">"));
    const QRegularExpression absolute(QStringLiteral("^ <(\\S+)>$"));
    QByteArray base;
    QByteArray reference;
    QByteArray target;
    for (const QString &line : lines) {
        if (const auto m = baseHref.match(line); m.hasMatch())
            base = m.captured(1).toUtf8();
        if (const auto m = anchor.match(line); m.hasMatch())
            reference = m.captured(1).toUtf8();
        if (const auto m = absolute.match(line); m.hasMatch() && !base.isEmpty())
            target = m.captured(1).toUtf8();
    }
    QCOMPARE(base, "http://www.ics.uci.edu/Test/a/b/c");
    QCOMPARE(reference, "../x");
    QCOMPARE(target, "http://www.ics.uci.edu/Test/a/x");
    QCOMPARE(targetOf(resolve(view(base), view(reference), Spec::Draft01)), target);
}

void TstResolveGenerations::rfc1630Examples_data()
{
    QTest::addColumn<QByteArray>("base");
    QTest::addColumn<QByteArray>("reference");
    QTest::addColumn<QByteArray>("target");

    // RFC 1630 "Partial (relative) form", Examples: "In the context of URI
    // magic://a/b/c//d/e/f the partial URIs would expand as follows: ... and
    // in the context of the URI magic://a/b/c//d/e/ the results would be
    // exactly the same."
    const QStringList lines = readLines("rfc1630-en.txt");
    const qsizetype first = lines.indexOf(QStringLiteral("In the context of URI"));
    const qsizetype second = lines.indexOf(QStringLiteral("and in the context of the URI"));
    QVERIFY(first > 0 && second > first);
    QVERIFY(lines[first + 2] == QStringLiteral("the partial URIs would expand as follows:"));
    QVERIFY(lines[second + 2] == QStringLiteral("the results would be exactly the same."));
    const QRegularExpression example(QStringLiteral("^(\\S+) (\\S+)$"));
    QList<QPair<QByteArray, QByteArray>> examples;
    for (qsizetype i = first + 3; i < second; ++i) {
        if (const auto m = example.match(lines[i]); m.hasMatch())
            examples.append({m.captured(1).toUtf8(), m.captured(2).toUtf8()});
    }
    QCOMPARE(examples.size(), 5);
    for (const QByteArray &base : {lines[first + 1].toUtf8(), lines[second + 1].toUtf8()}) {
        for (const auto &[reference, target] : examples)
            QTest::newRow(QByteArray(base + ' ' + reference).constData())
                << base << reference << target;
    }
}

void TstResolveGenerations::rfc1630Examples()
{
    QFETCH(QByteArray, base);
    QFETCH(QByteArray, reference);
    QFETCH(QByteArray, target);
    QVERIFY(base == "magic://a/b/c//d/e/f" || base == "magic://a/b/c//d/e/");
    const ResolveResult r = resolve(view(base), view(reference), Spec::Rfc1630);
    QVERIFY(!r.error);
    QCOMPARE(targetOf(r), target);
}

void TstResolveGenerations::rfc2396AppendixC_data()
{
    QTest::addColumn<QByteArray>("reference");
    QTest::addColumn<QByteArray>("printed");

    const auto row = [](const char *ref, const char *printed) {
        QTest::newRow(ref[0] == '\0' ? "<>" : ref) << QByteArray(ref) << QByteArray(printed);
    };
    // RFC 2396 Appendix C, base http://a/b/c/d;p?q (also the rows of
    // resolve.tsv whose source is "RFC 2396 Appendix C examples").
    // C.1 Normal Examples
    row("g:h", "g:h");
    row("g", "http://a/b/c/g");
    row("./g", "http://a/b/c/g");
    row("g/", "http://a/b/c/g/");
    row("/g", "http://a/g");
    row("//g", "http://g");
    row("?y", "http://a/b/c/?y");
    row("g?y", "http://a/b/c/g?y");
    row("#s", "(current document)#s");
    row("g#s", "http://a/b/c/g#s");
    row("g?y#s", "http://a/b/c/g?y#s");
    row(";x", "http://a/b/c/;x");
    row("g;x", "http://a/b/c/g;x");
    row("g;x?y#s", "http://a/b/c/g;x?y#s");
    row(".", "http://a/b/c/");
    row("./", "http://a/b/c/");
    row("..", "http://a/b/");
    row("../", "http://a/b/");
    row("../g", "http://a/b/g");
    row("../..", "http://a/");
    row("../../", "http://a/");
    row("../../g", "http://a/g");
    // C.2 Abnormal Examples
    row("", "(current document)");
    row("../../../g", "http://a/../g");
    row("../../../../g", "http://a/../../g");
    row("/./g", "http://a/./g");
    row("/../g", "http://a/../g");
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
    row("http:g", "http:g"); // "for validating parsers"; "http://a/b/c/g" is in a note
}

void TstResolveGenerations::rfc2396AppendixC()
{
    QFETCH(QByteArray, reference);
    QFETCH(QByteArray, printed);
    const ResolveResult r = resolve("http://a/b/c/d;p?q", view(reference), Spec::Rfc2396);
    QVERIFY(!r.error);
    QCOMPARE(printedAs(r, printed), printed);
}

void TstResolveGenerations::rfc1808Section5_data()
{
    QTest::addColumn<QByteArray>("reference");
    QTest::addColumn<QByteArray>("target");

    const auto row = [](const char *ref, const char *target) {
        QTest::newRow(ref[0] == '\0' ? "<>" : ref) << QByteArray(ref) << QByteArray(target);
    };
    // RFC 1808 §5, base <URL:http://a/b/c/d;p?q#f> (also the rows of
    // resolve.tsv whose source is "RFC 1808 section 5.1/5.2 examples").
    // §5.1 Normal Examples
    row("g:h", "g:h");
    row("g", "http://a/b/c/g");
    row("./g", "http://a/b/c/g");
    row("g/", "http://a/b/c/g/");
    row("/g", "http://a/g");
    row("//g", "http://g");
    row("?y", "http://a/b/c/d;p?y");
    row("g?y", "http://a/b/c/g?y");
    row("g?y/./x", "http://a/b/c/g?y/./x");
    row("#s", "http://a/b/c/d;p?q#s");
    row("g#s", "http://a/b/c/g#s");
    row("g#s/./x", "http://a/b/c/g#s/./x");
    row("g?y#s", "http://a/b/c/g?y#s");
    row(";x", "http://a/b/c/d;x");
    row("g;x", "http://a/b/c/g;x");
    row("g;x?y#s", "http://a/b/c/g;x?y#s");
    row(".", "http://a/b/c/");
    row("./", "http://a/b/c/");
    row("..", "http://a/b/");
    row("../", "http://a/b/");
    row("../g", "http://a/b/g");
    row("../..", "http://a/");
    row("../../", "http://a/");
    row("../../g", "http://a/g");
    // §5.2 Abnormal Examples
    row("", "http://a/b/c/d;p?q#f");
    row("../../../g", "http://a/../g");
    row("../../../../g", "http://a/../../g");
    row("/./g", "http://a/./g");
    row("/../g", "http://a/../g");
    row("g.", "http://a/b/c/g.");
    row(".g", "http://a/b/c/.g");
    row("g..", "http://a/b/c/g..");
    row("..g", "http://a/b/c/..g");
    row("./../g", "http://a/b/g");
    row("./g/.", "http://a/b/c/g/");
    row("g/./h", "http://a/b/c/g/h");
    row("g/../h", "http://a/b/c/h");
    row("http:g", "http:g");
    row("http:", "http:");
}

void TstResolveGenerations::rfc1808Section5()
{
    QFETCH(QByteArray, reference);
    QFETCH(QByteArray, target);
    const ResolveResult r = resolve("http://a/b/c/d;p?q#f", view(reference), Spec::Rfc1808);
    QVERIFY(!r.error);
    QCOMPARE(targetOf(r), target);
}

void TstResolveGenerations::traces_data()
{
    QTest::addColumn<QByteArray>("base");
    QTest::addColumn<QByteArray>("reference");
    QTest::addColumn<uri::Spec>("spec");
    QTest::addColumn<QStringList>("trace");

    const QByteArray base = "http://a/b/c/d;p?q";
    // draft-01 §6 Step 6 with the query in the path (Appendix C: "g?y/../x" =
    // "http://a/b/c/x"), then 6c "removed <segment>/../"
    QTest::newRow("draft-01 g?y/../x") << base << QByteArray("g?y/../x") << Spec::Draft01
                                       << QStringList{"2|http://a/b/c/d;p?q|g?y/../x",
                                                      "2c|http:|",
                                                      "3|http://a|a",
                                                      "6|/b/c/g?y/../x|g?y/../x",
                                                      "6c|/b/c/x|/b/c/g?y/../x",
                                                      "7|http://a/b/c/x|"};
    QTest::newRow("draft-01 ./g/.")
        << base << QByteArray("./g/.") << Spec::Draft01 << QStringList{"2|http://a/b/c/d;p?q|./g/.",
                                                                       "2c|http:|",
                                                                       "3|http://a|a",
                                                                       "6|/b/c/./g/.|./g/.",
                                                                       "6a|/b/c/g/.|/b/c/./g/.",
                                                                       "6b|/b/c/g/|/b/c/g/.",
                                                                       "7|http://a/b/c/g/|"};
    // draft-01 Step 2a: "(current document)#s"
    QTest::newRow("draft-01 #s") << base << QByteArray("#s") << Spec::Draft01
                                 << QStringList{"2|http://a/b/c/d;p?q|#s",
                                                "2a|http://a/b/c/d;p?q#s|#s"};
    // RFC 1808 §4 Step 5 and 5a: ";x" keeps its <params>, takes the base path
    QTest::newRow("rfc1808 ;x") << base + "#f" << QByteArray(";x") << Spec::Rfc1808
                                << QStringList{"2|http://a/b/c/d;p?q#f|;x",
                                               "2c|http:|",
                                               "3|http://a|a",
                                               "5|http://a/b/c/d|",
                                               "5a|http://a/b/c/d;x|x",
                                               "7|http://a/b/c/d;x|"};
    // RFC 1808 Step 2a: the empty URL inherits the entire base, fragment too
    QTest::newRow("rfc1808 <>") << base + "#f" << QByteArray("") << Spec::Rfc1808
                                << QStringList{"2|http://a/b/c/d;p?q#f|",
                                               "2a|http://a/b/c/d;p?q#f|"};
    // RFC 1808 Step 6c then 6d
    QTest::newRow("rfc1808 ../..")
        << base + "#f" << QByteArray("../..") << Spec::Rfc1808
        << QStringList{
               "2|http://a/b/c/d;p?q#f|../..", "2c|http:|",  "3|http://a|a", "6|/b/c/../..|../..",
               "6c|/b/..|/b/c/../..",          "6d|/|/b/..", "7|http://a/|"};
    // RFC 2396 §5.2 6a-6h, with 6g keeping the leading ".."
    QTest::newRow("rfc2396 ../../../g") << base << QByteArray("../../../g") << Spec::Rfc2396
                                        << QStringList{"1|http://a/b/c/d;p?q|../../../g",
                                                       "3|http:|",
                                                       "4|http://a|a",
                                                       "6a|/b/c/|/b/c/d;p",
                                                       "6b|/b/c/../../../g|../../../g",
                                                       "6e|/b/../../g|/b/c/../../../g",
                                                       "6e|/../g|/b/../../g",
                                                       "6g|/../g|/../g",
                                                       "6h|/../g|",
                                                       "7|http://a/../g|"};
    QTest::newRow("rfc2396 ?y") << base << QByteArray("?y") << Spec::Rfc2396
                                << QStringList{
                                       "1|http://a/b/c/d;p?q|?y", "3|http:|",  "4|http://a|a",
                                       "6a|/b/c/|/b/c/d;p",       "6b|/b/c/|", "6h|/b/c/|",
                                       "7|http://a/b/c/?y|"};
    QTest::newRow("rfc2396 http:g")
        << base << QByteArray("http:g") << Spec::Rfc2396
        << QStringList{"1|http://a/b/c/d;p?q|http:g", "3|http:g|http:g"};
    // RFC 1630: the consecutive-slashes rule, and the scheme rule
    QTest::newRow("rfc1630 //g") << QByteArray("magic://a/b/c//d/e/f") << QByteArray("//g")
                                 << Spec::Rfc1630
                                 << QStringList{"consecutive slashes|magic://g|//g",
                                                "result|magic://g|"};
    QTest::newRow("rfc1630 /g") << QByteArray("magic://a/b/c//d/e/f") << QByteArray("/g")
                                << Spec::Rfc1630
                                << QStringList{"consecutive slashes|magic://a/g|/g",
                                               "result|magic://a/g|"};
    QTest::newRow("rfc1630 g:h") << QByteArray("magic://a/b/c//d/e/f") << QByteArray("g:h")
                                 << Spec::Rfc1630 << QStringList{"scheme|g:h|g:h", "result|g:h|"};
    QTest::newRow("rfc1630 ../g") << QByteArray("magic://a/b/c//d/e/f") << QByteArray("../g")
                                  << Spec::Rfc1630
                                  << QStringList{
                                         "last part|magic://a/b/c//d/e/../g|../g",
                                         "xxx/../|magic://a/b/c//d/g|magic://a/b/c//d/e/../g",
                                         "result|magic://a/b/c//d/g|"};
    QTest::newRow("rfc1630 magic:./g/.")
        << QByteArray("magic://a/b/c//d/e/") << QByteArray("magic:./g/.") << Spec::Rfc1630
        << QStringList{"scheme|./g/.|magic:./g/.", "last part|magic://a/b/c//d/e/./g/.|./g/.",
                       "/.|magic://a/b/c//d/e/g/.|magic://a/b/c//d/e/./g/.",
                       "/.|magic://a/b/c//d/e/g|magic://a/b/c//d/e/g/.",
                       "result|magic://a/b/c//d/e/g|"};
}

void TstResolveGenerations::traces()
{
    QFETCH(QByteArray, base);
    QFETCH(QByteArray, reference);
    QFETCH(uri::Spec, spec);
    QFETCH(QStringList, trace);
    QCOMPARE(traceRows(resolve(view(base), view(reference), spec).trace), trace);
}

void TstResolveGenerations::sameRulesEveryGeneration()
{
    // Each generation cites only its own rules (a strategy per Spec, style A.3).
    const QList<QPair<Spec, QByteArray>> prefixes{
        {Spec::Rfc3986, "rfc3986-"}, {Spec::Rfc3986NonStrict, "rfc3986-"},
        {Spec::Rfc2396, "rfc2396-"}, {Spec::Draft01, "draft01-"},
        {Spec::Rfc1808, "rfc1808-"}, {Spec::Rfc1630, "rfc1630-"}};
    for (const auto &[spec, prefix] : prefixes) {
        for (const char *ref : {"g", "../../../g", "?y", "#s", "//g", "/./g", ";x", "g?y/../x"}) {
            const ResolveResult r = resolve("http://a/b/c/d;p?q", ref, spec);
            QVERIFY(!r.trace.empty());
            for (const TraceStep &s : r.trace)
                QVERIFY2(bytes(ruleId(s.rule)).startsWith(prefix), ruleId(s.rule).data());
            QCOMPARE(bytes(r.trace.back().output), targetOf(r));
        }
    }
}

QTEST_APPLESS_MAIN(TstResolveGenerations)
#include "tst_resolve_generations.moc"
