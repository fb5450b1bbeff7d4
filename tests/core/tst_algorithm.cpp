// The resolution algorithms' texts (uriinspector/algorithm.h): the lines
// each rule lights, checked for every RFC 3986 §5.4 example and every
// draft-01 Appendix C example; the tables of those examples
// (uriinspector/resolve_examples.h) against the texts that print them.
#include "uriinspector/algorithm.h"

#include "uriinspector/resolve_examples.h"

#include "resolve_test_support.h"

#include <QtTest>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <tuple>

using namespace uri;

Q_DECLARE_METATYPE(uri::Spec)

namespace {

/// The trimmed texts of @p rows of @p lines.
// The line's text as the view shows it.
QString textOf(const AlgorithmLine &line)
{
    return QString::fromStdString(line.text);
}

QStringList textsOf(const std::vector<AlgorithmLine> &lines, const std::vector<int> &rows)
{
    QStringList texts;
    for (int r : rows)
        texts << textOf(lines[static_cast<std::size_t>(r)]).trimmed();
    return texts;
}

std::vector<int> litRows(const std::vector<AlgorithmLine> &lines,
                         const std::vector<TraceStep> &trace)
{
    std::vector<int> rows;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].runs(trace))
            rows.push_back(static_cast<int>(i));
    }
    return rows;
}

std::vector<int> stepRows(const std::vector<AlgorithmLine> &lines,
                          const std::vector<TraceStep> &trace, std::size_t step,
                          std::optional<LineRole> only = std::nullopt)
{
    std::vector<int> rows;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const auto role = lines[i].roleIn(trace, step);
        if (role && (!only || *role == *only))
            rows.push_back(static_cast<int>(i));
    }
    return rows;
}

/// The first line of each lit paragraph of @p lines (a lit line after an unlit one).
QStringList litParagraphs(const std::vector<AlgorithmLine> &lines,
                          const std::vector<TraceStep> &trace)
{
    QStringList heads;
    bool before = false;
    for (const AlgorithmLine &line : lines) {
        const bool lit = line.runs(trace);
        if (lit && !before)
            heads << textOf(line).trimmed().left(24);
        before = lit;
    }
    return heads;
}

/// The row range [first, last) of the section whose heading starts with @p from,
/// up to the heading starting with @p to (or the end).
std::pair<int, int> section(const std::vector<AlgorithmLine> &lines, const QString &from,
                            const QString &to)
{
    int first = -1;
    int last = static_cast<int>(lines.size());
    for (int i = 0; i < static_cast<int>(lines.size()); ++i) {
        const QString text = textOf(lines[static_cast<std::size_t>(i)]);
        if (first < 0 && text.startsWith(from))
            first = i;
        else if (first >= 0 && !to.isEmpty() && text.startsWith(to)) {
            last = i;
            break;
        }
    }
    return {first, last};
}

int indentOf(const QString &text)
{
    int n = 0;
    while (n < text.size() && text[n] == QLatin1Char(' '))
        ++n;
    return n;
}

bool isIf(const QString &text)
{
    return text.trimmed().startsWith(QLatin1String("if "))
           || text.trimmed().startsWith(QLatin1String("if("));
}

bool isElse(const QString &text)
{
    return text.trimmed() == QLatin1String("else");
}

/// The row of the "if" that governs row @p row of [first, last): the nearest
/// line above it, less indented, that is an "if" (the then-branch) or an
/// "else" (then the "if" at the else's indentation above it); -1: none.
std::pair<int, bool> governingIf(const std::vector<AlgorithmLine> &lines, int first, int row)
{
    const int indent = indentOf(textOf(lines[static_cast<std::size_t>(row)]));
    for (int i = row - 1; i >= first; --i) {
        const QString text = textOf(lines[static_cast<std::size_t>(i)]);
        if (text.trimmed().isEmpty() || indentOf(text) >= indent)
            continue;
        if (isIf(text))
            return {i, true};
        if (isElse(text)) {
            for (int j = i - 1; j >= first; --j) {
                const QString t = textOf(lines[static_cast<std::size_t>(j)]);
                if (indentOf(t) == indentOf(text) && isIf(t))
                    return {j, false};
            }
        }
        return {-1, true};
    }
    return {-1, true};
}

const char *const kBase = "http://a/b/c/d;p?q";

} // namespace

class TstAlgorithm : public QObject
{
    Q_OBJECT

private slots:
    void everyRuleHasALine_data();
    void everyRuleHasALine();
    void rfc3986Examples_data();
    void rfc3986Examples();
    void rfc3986Lit_data();
    void rfc3986Lit();
    void nonStrictLoophole();
    void draft01Examples_data();
    void draft01Examples();
    void draft01Lit_data();
    void draft01Lit();
    void draft01TableAsPrinted();
    void rfc3986TableAsVectors();
};

void TstAlgorithm::everyRuleHasALine_data()
{
    QTest::addColumn<Spec>("spec");
    for (Spec spec : kAllSpecs) {
        if (!resolveSupports(spec))
            continue;
        QTest::newRow(std::string(specName(spec)).c_str()) << spec;
    }
}

// Every rule a generation can trace is the "Does" of some line of its text.
void TstAlgorithm::everyRuleHasALine()
{
    QFETCH(Spec, spec);
    const std::vector<AlgorithmLine> lines = algorithmLines(spec);
    QVERIFY(!lines.empty());
    std::set<ResolveRule> rules;
    for (const AlgorithmLine &line : lines) {
        for (const LineTag &tag : line.tags) {
            if (tag.role == LineRole::Does)
                rules.insert(tag.rule);
        }
    }
    std::set<std::string> missing;
    for (std::size_t i = 0; i < kResolveRuleCount; ++i) {
        const auto rule = static_cast<ResolveRule>(i);
        if (ruleCite(rule).starts_with(spec == Spec::Rfc3986 || spec == Spec::Rfc3986NonStrict
                                           ? "RFC 3986"
                                       : spec == Spec::Rfc2396 ? "RFC 2396"
                                       : spec == Spec::Rfc1808 ? "RFC 1808"
                                       : spec == Spec::Draft01 ? "draft-fielding"
                                                               : "RFC 1630")
            && !rules.count(rule))
            missing.insert(std::string(ruleId(rule)));
    }
    QCOMPARE(missing, std::set<std::string>{});
}

void TstAlgorithm::rfc3986Examples_data()
{
    QTest::addColumn<QString>("reference");
    QTest::addColumn<Spec>("spec");
    const ResolutionBatch &batch = ResolutionBatch::rfc3986();
    QCOMPARE(batch.examples.size(), std::size_t{42});
    // RFC 3986 §5.4.1 Normal Examples and §5.4.2 Abnormal Examples
    for (const ResolutionExample &example : batch.examples) {
        for (Spec spec : {Spec::Rfc3986, Spec::Rfc3986NonStrict}) {
            QTest::addRow("%s %s <%s>", example.section.c_str(),
                          spec == Spec::Rfc3986 ? "strict" : "non-strict",
                          example.reference.c_str())
                << QString::fromStdString(example.reference) << spec;
        }
    }
}

// The invariants of the lit lines, for every RFC 3986 §5.4 example.
void TstAlgorithm::rfc3986Examples()
{
    QFETCH(QString, reference);
    QFETCH(Spec, spec);
    const ResolveResult r = resolve(kBase, reference.toStdString(), spec);
    QVERIFY(!r.trace.empty());
    const std::vector<AlgorithmLine> lines = algorithmLines(spec);

    // every step lights a line it does
    for (std::size_t s = 0; s < r.trace.size(); ++s)
        QVERIFY2(!stepRows(lines, r.trace, s, LineRole::Does).empty(),
                 ruleId(r.trace[s].rule).data());
    // the lit lines are those of the steps, and no more
    std::set<int> ofSteps;
    for (std::size_t s = 0; s < r.trace.size(); ++s) {
        for (int row : stepRows(lines, r.trace, s))
            ofSteps.insert(row);
    }
    const std::vector<int> lit = litRows(lines, r.trace);
    QCOMPARE(std::set<int>(lit.begin(), lit.end()), ofSteps);
    // else, endif, comments and headings are never lit
    for (int row : lit) {
        const QString text = textOf(lines[static_cast<std::size_t>(row)]).trimmed();
        QVERIFY2(text != QLatin1String("else") && !text.startsWith(QLatin1String("endif"))
                     && !text.startsWith(QLatin1String("--"))
                     && !text.startsWith(QLatin1String("5.")),
                 qPrintable(text));
    }

    // §5.3: an append runs iff the target has that component, as its text
    // shows it (a path never holds "?" or "#"; "//" follows the scheme iff
    // there is an authority); strict and non-strict alike
    if (r.target) {
        const auto [from, to] = section(lines, QStringLiteral("5.3."), QString());
        QVERIFY(from >= 0);
        const auto appendRuns = [&, from = from, to = to](const QString &text) {
            for (int row = from; row < to; ++row) {
                if (textOf(lines[static_cast<std::size_t>(row)]).trimmed() == text)
                    return lines[static_cast<std::size_t>(row)].runs(r.trace);
            }
            return false;
        };
        const std::string &t = *r.target;
        const std::size_t colon = t.find(':');
        QCOMPARE(appendRuns(QStringLiteral("append authority to result;")),
                 t.compare(colon + 1, 2, "//") == 0);
        QCOMPARE(appendRuns(QStringLiteral("append query to result;")),
                 t.substr(0, t.find('#')).find('?') != std::string::npos);
        QCOMPARE(appendRuns(QStringLiteral("append fragment to result;")),
                 t.find('#') != std::string::npos);
    }

    // §5.2.2: the lit lines form one path through the if/else tree
    const auto [first, last] = section(lines, QStringLiteral("5.2.2."), QStringLiteral("5.2.3."));
    QVERIFY(first >= 0);
    const std::set<int> litSet(lit.begin(), lit.end());
    int litIn522 = 0;
    for (int row = first; row < last; ++row) {
        if (!litSet.count(row))
            continue;
        ++litIn522;
        const auto [ifRow, thenBranch] = governingIf(lines, first, row);
        if (ifRow < 0)
            continue;
        // its test ran, and the other branch did not
        QVERIFY2(litSet.count(ifRow), qPrintable(textOf(lines[static_cast<std::size_t>(row)])));
        const int ifIndent = indentOf(textOf(lines[static_cast<std::size_t>(ifRow)]));
        bool otherBranch = !thenBranch;
        for (int i = ifRow + 1; i < last; ++i) {
            const QString text = textOf(lines[static_cast<std::size_t>(i)]);
            if (!text.trimmed().isEmpty() && indentOf(text) <= ifIndent) {
                if (isElse(text) && indentOf(text) == ifIndent) {
                    otherBranch = thenBranch;
                    continue;
                }
                break;
            }
            if (otherBranch && indentOf(text) == ifIndent + 3)
                QVERIFY2(!litSet.count(i), qPrintable(text));
        }
    }
    QVERIFY(litIn522 >= 3); // the parse, a test and T.fragment at least

    // remove_dot_segments (§5.2.4) lit iff the trace has §5.2.4 rows
    const bool dots = std::any_of(r.trace.begin(), r.trace.end(), [](const TraceStep &step) {
        return step.rule >= ResolveRule::Rule1 && step.rule <= ResolveRule::Rule3;
    });
    const auto [d0, d1] = section(lines, QStringLiteral("5.2.4."), QStringLiteral("5.3."));
    QVERIFY(d0 >= 0);
    const bool dotsLit = std::any_of(lit.begin(), lit.end(),
                                     [d0 = d0, d1 = d1](int row) { return row > d0 && row < d1; });
    QCOMPARE(dotsLit, dots);
    // the §5.2.2 calls of remove_dot_segments: lit iff it ran
    bool callLit = false;
    for (int row = first; row < last; ++row) {
        if (litSet.count(row)
            && textOf(lines[static_cast<std::size_t>(row)])
                   .contains(QLatin1String("remove_dot_segments")))
            callLit = true;
    }
    QCOMPARE(callLit, dots);
    // the loophole's test is executed under the non-strict spec only
    const auto loophole = std::find_if(lines.begin(), lines.end(), [](const AlgorithmLine &line) {
        return textOf(line).contains(QLatin1String("(not strict)"));
    });
    QVERIFY(loophole != lines.end());
    QCOMPARE(loophole->runs(r.trace), spec == Spec::Rfc3986NonStrict);
}

void TstAlgorithm::rfc3986Lit_data()
{
    QTest::addColumn<QString>("reference");
    QTest::addColumn<QStringList>("lit");       // the lit lines of §5.2.2, in order
    QTest::addColumn<QStringList>("merge");     // the lit lines of §5.2.3
    QTest::addColumn<QStringList>("recompose"); // the lit lines of §5.3

    // §5.3: every test runs; an append runs where the target's component is
    // defined (the target's, not the reference's: "#s" keeps the base's query)
    const auto recomposed = [](bool authority, bool query, bool fragment) {
        QStringList l{QStringLiteral("result = \"\""), QStringLiteral("if defined(scheme) then"),
                      QStringLiteral("append scheme to result;"),
                      QStringLiteral("append \":\" to result;"),
                      QStringLiteral("if defined(authority) then")};
        if (authority)
            l << QStringLiteral("append \"//\" to result;")
              << QStringLiteral("append authority to result;");
        l << QStringLiteral("append path to result;") << QStringLiteral("if defined(query) then");
        if (query)
            l << QStringLiteral("append \"?\" to result;")
              << QStringLiteral("append query to result;");
        l << QStringLiteral("if defined(fragment) then");
        if (fragment)
            l << QStringLiteral("append \"#\" to result;")
              << QStringLiteral("append fragment to result;");
        l << QStringLiteral("return result;");
        return l;
    };
    const QStringList recompose = recomposed(true, false, false);
    const QString parse
        = QStringLiteral("(R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R);");
    const QString fragment = QStringLiteral("T.fragment = R.fragment;");
    // RFC 3986 §5.4.1 Normal Examples
    QTest::newRow("g:h") << QStringLiteral("g:h")
                         << QStringList{parse,
                                        QStringLiteral("if defined(R.scheme) then"),
                                        QStringLiteral("T.scheme    = R.scheme;"),
                                        QStringLiteral("T.authority = R.authority;"),
                                        QStringLiteral(
                                            "T.path      = remove_dot_segments(R.path);"),
                                        QStringLiteral("T.query     = R.query;"),
                                        fragment}
                         << QStringList{} << recomposed(false, false, false);
    QTest::newRow("//g") << QStringLiteral("//g")
                         << QStringList{parse,
                                        QStringLiteral("if defined(R.scheme) then"),
                                        QStringLiteral("if defined(R.authority) then"),
                                        QStringLiteral("T.authority = R.authority;"),
                                        QStringLiteral(
                                            "T.path      = remove_dot_segments(R.path);"),
                                        QStringLiteral("T.query     = R.query;"),
                                        QStringLiteral("T.scheme = Base.scheme;"),
                                        fragment}
                         << QStringList{} << recompose;
    // a relative-path reference: the tests down to its branch, then the base's authority and scheme
    const auto relative = [&](const QStringList &branch) {
        return QStringList{parse, QStringLiteral("if defined(R.scheme) then"),
                           QStringLiteral("if defined(R.authority) then"),
                           QStringLiteral("if (R.path == \"\") then")}
               + branch
               + QStringList{QStringLiteral("T.authority = Base.authority;"),
                             QStringLiteral("T.scheme = Base.scheme;"), fragment};
    };
    QTest::newRow("?y") << QStringLiteral("?y")
                        << relative({QStringLiteral("T.path = Base.path;"),
                                     QStringLiteral("if defined(R.query) then"),
                                     QStringLiteral("T.query = R.query;")})
                        << QStringList{} << recomposed(true, true, false);
    QTest::newRow("#s") << QStringLiteral("#s")
                        << relative({QStringLiteral("T.path = Base.path;"),
                                     QStringLiteral("if defined(R.query) then"),
                                     QStringLiteral("T.query = Base.query;")})
                        << QStringList{} << recomposed(true, true, true);
    QTest::newRow("/g") << QStringLiteral("/g")
                        << relative({QStringLiteral("if (R.path starts-with \"/\") then"),
                                     QStringLiteral("T.path = remove_dot_segments(R.path);"),
                                     QStringLiteral("T.query = R.query;")})
                        << QStringList{} << recompose;
    const QStringList merged = relative({QStringLiteral("if (R.path starts-with \"/\") then"),
                                         QStringLiteral("T.path = merge(Base.path, R.path);"),
                                         QStringLiteral("T.path = remove_dot_segments(T.path);"),
                                         QStringLiteral("T.query = R.query;")});
    const QStringList mergeLines{
        QStringLiteral("o  If the base URI has a defined authority component and an empty"),
        QStringLiteral("path, then return a string consisting of \"/\" concatenated with the"),
        QStringLiteral("reference's path; otherwise,"),
        QStringLiteral("o  return a string consisting of the reference's path component"),
        QStringLiteral("appended to all but the last segment of the base URI's path (i.e.,"),
        QStringLiteral("excluding any characters after the right-most \"/\" in the base URI"),
        QStringLiteral("path, or excluding the entire base URI path if it does not contain"),
        QStringLiteral("any \"/\" characters).")};
    QTest::newRow("g") << QStringLiteral("g") << merged << mergeLines << recompose;
    QTest::newRow("g;x?y#s") << QStringLiteral("g;x?y#s") << merged << mergeLines
                             << recomposed(true, true, true);
    // RFC 3986 §5.4.2 Abnormal Examples
    QTest::newRow("../../../g") << QStringLiteral("../../../g") << merged << mergeLines
                                << recompose;
}

// The lit lines of a handful of §5.4 examples, written out.
void TstAlgorithm::rfc3986Lit()
{
    QFETCH(QString, reference);
    QFETCH(QStringList, lit);
    QFETCH(QStringList, merge);
    QFETCH(QStringList, recompose);
    const ResolveResult r = resolve(kBase, reference.toStdString(), Spec::Rfc3986);
    const std::vector<AlgorithmLine> lines = algorithmLines(Spec::Rfc3986);
    const std::vector<int> rows = litRows(lines, r.trace);
    const auto within = [&](const QString &from, const QString &to) {
        const auto [first, last] = section(lines, from, to);
        std::vector<int> in;
        for (int row : rows) {
            if (row > first && row < last)
                in.push_back(row);
        }
        return textsOf(lines, in);
    };
    QCOMPARE(within(QStringLiteral("5.2.2."), QStringLiteral("5.2.3.")), lit);
    QCOMPARE(within(QStringLiteral("5.2.3."), QStringLiteral("5.2.4.")), merge);
    QCOMPARE(within(QStringLiteral("5.3."), QString()), recompose);
}

// RFC 3986 §5.4.2 "http:g": the non-strict reading undefines R.scheme.
void TstAlgorithm::nonStrictLoophole()
{
    const ResolveResult r = resolve(kBase, "http:g", Spec::Rfc3986NonStrict);
    const std::vector<AlgorithmLine> lines = algorithmLines(Spec::Rfc3986NonStrict);
    QCOMPARE(r.trace[1].rule, ResolveRule::SchemeLoophole);
    QCOMPARE(textsOf(lines, stepRows(lines, r.trace, 1)),
             (QStringList{QStringLiteral("if ((not strict) and (R.scheme == Base.scheme)) then"),
                          QStringLiteral("undefine(R.scheme);")}));
    // the branch after it does not test the loophole again
    QCOMPARE(r.trace[2].rule, ResolveRule::Merge);
    QCOMPARE(textsOf(lines, stepRows(lines, r.trace, 2, LineRole::Tests)).first(),
             QStringLiteral("if defined(R.scheme) then"));
    // strict: a scheme, the same text, the loophole unlit
    const ResolveResult strict = resolve(kBase, "http:g", Spec::Rfc3986);
    const std::vector<AlgorithmLine> strictLines = algorithmLines(Spec::Rfc3986);
    QCOMPARE(textsOf(strictLines, stepRows(strictLines, strict.trace, 1)),
             (QStringList{QStringLiteral("if defined(R.scheme) then"),
                          QStringLiteral("T.scheme    = R.scheme;"),
                          QStringLiteral("T.authority = R.authority;"),
                          QStringLiteral("T.path      = remove_dot_segments(R.path);")}));
}

void TstAlgorithm::draft01Examples_data()
{
    QTest::addColumn<QString>("reference");
    // draft-fielding-url-syntax-01 Appendix C.1 and C.2
    for (const ResolutionExample &example : ResolutionBatch::draft01().examples)
        QTest::addRow("%s <%s>", example.section.c_str(), example.reference.c_str())
            << QString::fromStdString(example.reference);
}

// The invariants for every draft-01 Appendix C example.
void TstAlgorithm::draft01Examples()
{
    QFETCH(QString, reference);
    const ResolveResult r = resolve(kBase, reference.toStdString(), Spec::Draft01);
    const std::vector<AlgorithmLine> lines = algorithmLines(Spec::Draft01);
    QVERIFY(!r.trace.empty());
    std::set<int> ofSteps;
    for (std::size_t s = 0; s < r.trace.size(); ++s) {
        const std::vector<int> does = stepRows(lines, r.trace, s, LineRole::Does);
        QVERIFY2(!does.empty(), ruleId(r.trace[s].rule).data());
        for (int row : stepRows(lines, r.trace, s))
            ofSteps.insert(row);
    }
    const std::vector<int> lit = litRows(lines, r.trace);
    QCOMPARE(std::set<int>(lit.begin(), lit.end()), ofSteps);
    // Step 6's text lit iff Step 6 ran; Step 7 whenever the reference is relative
    const auto has = [&r](ResolveRule rule) {
        return std::any_of(r.trace.begin(), r.trace.end(),
                           [rule](const TraceStep &step) { return step.rule == rule; });
    };
    const QStringList heads = litParagraphs(lines, r.trace);
    QCOMPARE(heads.contains(QStringLiteral("Step 6: The last segment").left(24)),
             has(ResolveRule::Draft01Step6));
    QCOMPARE(heads.contains(QStringLiteral("Step 7: The resulting URL").left(24)),
             has(ResolveRule::Draft01Step7));
    QVERIFY(heads.contains(QStringLiteral("Step 2: Both the base and").left(24)));
}

void TstAlgorithm::draft01Lit_data()
{
    QTest::addColumn<QString>("reference");
    QTest::addColumn<QStringList>("paragraphs"); // the first line of each lit paragraph

    const QString step1 = QStringLiteral("Step 1: The base URL is e");
    const QString step2 = QStringLiteral("Step 2: Both the base and");
    const QString a = QStringLiteral("a) If the URL reference i");
    const QString b = QStringLiteral("b) If the URL reference s");
    const QString c = QStringLiteral("c) Otherwise, the URL ref");
    const QString step3 = QStringLiteral("Step 3: If the URL refere");
    const QString step4 = QStringLiteral("Step 4: If the URL refere");
    const QString step5 = QStringLiteral("Step 5: If the URL refere");
    const QString step6 = QStringLiteral("Step 6: The last segment ");
    const QString step7 = QStringLiteral("Step 7: The resulting URL");
    const auto left = [](const QStringList &list) {
        QStringList out;
        for (const QString &s : list)
            out << s.left(24);
        return out;
    };
    // draft-fielding-url-syntax-01 Appendix C.1
    QTest::newRow("g:h") << QStringLiteral("g:h") << left({step1, step2, a, b});
    QTest::newRow("g") << QStringLiteral("g")
                       << left({step1, step2, a, b, c, step3, step4, step5, step6, step7});
    QTest::newRow("//g") << QStringLiteral("//g") << left({step1, step2, a, b, c, step3, step7});
    QTest::newRow("/g") << QStringLiteral("/g")
                        << left({step1, step2, a, b, c, step3, step4, step7});
    QTest::newRow("#s") << QStringLiteral("#s") << left({step1, step2, a});
    // Step 6 with nothing to remove, then 6c, then 6a and 6b
    QTest::newRow(";x") << QStringLiteral(";x")
                        << left({step1, step2, a, b, c, step3, step4, step5, step6, step7});
    QTest::newRow("../g") << QStringLiteral("../g")
                          << left({step1, step2, a, b, c, step3, step4, step5, step6,
                                   QStringLiteral("c) All occurrences of \"<s"), step7});
    QTest::newRow("./g/.") << QStringLiteral("./g/.")
                           << left({step1, step2, a, b, c, step3, step4, step5, step6,
                                    QStringLiteral("a) All occurrences of \"./"),
                                    QStringLiteral("b) If the path ends with "), step7});
}

// The lit paragraphs of a handful of Appendix C examples, written out.
void TstAlgorithm::draft01Lit()
{
    QFETCH(QString, reference);
    QFETCH(QStringList, paragraphs);
    const ResolveResult r = resolve(kBase, reference.toStdString(), Spec::Draft01);
    QCOMPARE(litParagraphs(algorithmLines(Spec::Draft01), r.trace), paragraphs);
}

// The draft-01 table is Appendix C as the draft prints it
// (tests/data/draft-fielding-url-syntax-01.txt): base, sections, rows.
void TstAlgorithm::draft01TableAsPrinted()
{
    QByteArray base;
    std::vector<std::tuple<std::string, std::string, std::string>> printed;
    for (const test::Example &e : test::draft01Examples(&base))
        printed.emplace_back(e.section.toStdString(), e.reference.toStdString(),
                             e.printed.toStdString());
    QCOMPARE(base.toStdString(), ResolutionBatch::draft01().base);
    std::vector<std::tuple<std::string, std::string, std::string>> table;
    for (const ResolutionExample &e : ResolutionBatch::draft01().examples) {
        QVERIFY(!e.alternative);
        table.emplace_back(e.section, e.reference, e.expected);
    }
    QCOMPARE(table.size(), std::size_t{43});
    QVERIFY(table == printed);
}

// Every row of the RFC 3986 table is a row of tests/data/resolve.tsv against
// the same base, with the same result under the strict reading (and the
// alternative of "http:g", RFC 3986 §5.4.2, under the non-strict one).
void TstAlgorithm::rfc3986TableAsVectors()
{
    const ResolutionBatch &batch = ResolutionBatch::rfc3986();
    const test::Tsv tsv = test::readTsv(test::dataFile("resolve.tsv"));
    QVERIFY2(tsv.error.isEmpty(), qPrintable(tsv.error));
    std::set<std::tuple<std::string, std::string, std::string, std::string>> rows;
    for (const std::vector<std::string> &f : tsv.rows)
        rows.emplace(f[0], f[1], f[2], f[3]);
    QCOMPARE(batch.examples.size(), std::size_t{42});
    for (const ResolutionExample &e : batch.examples) {
        QVERIFY2(rows.count({batch.base, e.reference, e.expected, "rfc3986-strict"}),
                 e.reference.c_str());
        if (e.alternative)
            QVERIFY2(rows.count({batch.base, e.reference, *e.alternative, "rfc3986-nonstrict"}),
                     e.reference.c_str());
    }
}

QTEST_APPLESS_MAIN(TstAlgorithm)

#include "tst_algorithm.moc"
