// The Resolution pane's algorithm view: the lines of each generation's text
// that its rules light (ui/text/algorithm_text.h), checked for every RFC 3986 §5.4
// example and every draft-01 Appendix C example; the view stepped with the
// trace; the Japanese text of RFC 3986.
#include "text/algorithm_text.h"

#include "analysis/roles.h"
#include "common/palette.h"
#include "panes/resolution/algorithm_model.h"
#include "panes/resolution/hanging_indent_delegate.h"
#include "panes/resolution/resolution_batch_model.h"
#include "panes/resolution/resolution_dot_model.h"
#include "panes/resolution/resolution_pane.h"
#include "resolution_support.h"
#include "panes/resolution/resolution_steps_model.h"
#include "text/resolution_text.h"
#include "window/language.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QHeaderView>
#include <QStandardItemModel>
#include <QAction>
#include <QTabWidget>
#include <QTableView>
#include <QtTest>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <tuple>

using namespace uri;
using namespace uri::ui;

Q_DECLARE_METATYPE(uri::Spec)

namespace {

/// The trimmed texts of @p rows of @p lines.
QStringList textsOf(const std::vector<AlgorithmLine> &lines, const std::vector<int> &rows)
{
    QStringList texts;
    for (int r : rows)
        texts << lines[static_cast<std::size_t>(r)].text.trimmed();
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
            heads << line.text.trimmed().left(24);
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
        const QString &text = lines[static_cast<std::size_t>(i)].text;
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
    return text.trimmed().startsWith(QLatin1String("if ")) || text.trimmed().startsWith(QLatin1String("if("));
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
    const int indent = indentOf(lines[static_cast<std::size_t>(row)].text);
    for (int i = row - 1; i >= first; --i) {
        const QString &text = lines[static_cast<std::size_t>(i)].text;
        if (text.trimmed().isEmpty() || indentOf(text) >= indent)
            continue;
        if (isIf(text))
            return {i, true};
        if (isElse(text)) {
            for (int j = i - 1; j >= first; --j) {
                const QString &t = lines[static_cast<std::size_t>(j)].text;
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

class TstAlgorithmView : public QObject
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
    void stepping_data();
    void stepping();
    void tablesMoveTheTrace();
    void japanese();
    void modelTester();
    void coloursFollowThePalette();
    void wrappedLinesHangUnderTheirText();

private:
    LanguageManager m_language;
};

void TstAlgorithmView::everyRuleHasALine_data()
{
    QTest::addColumn<Spec>("spec");
    for (Spec spec : resolutionSpecs())
        QTest::newRow(qPrintable(ResolutionText::specName(spec))) << spec;
}

// Every rule a generation can trace is the "Does" of some line of its text.
void TstAlgorithmView::everyRuleHasALine()
{
    QFETCH(Spec, spec);
    const std::vector<AlgorithmLine> lines = AlgorithmText::lines(spec, false);
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

void TstAlgorithmView::rfc3986Examples_data()
{
    QTest::addColumn<QString>("reference");
    QTest::addColumn<Spec>("spec");
    const ResolutionBatch &batch = ResolutionBatch::rfc3986();
    QCOMPARE(batch.examples.size(), std::size_t{42});
    // RFC 3986 §5.4.1 Normal Examples and §5.4.2 Abnormal Examples
    for (const ResolutionExample &example : batch.examples) {
        for (Spec spec : {Spec::Rfc3986, Spec::Rfc3986NonStrict}) {
            QTest::addRow("%s %s <%s>", example.section,
                          spec == Spec::Rfc3986 ? "strict" : "non-strict",
                          example.reference.c_str())
                << QString::fromStdString(example.reference) << spec;
        }
    }
}

// The invariants of the lit lines, for every RFC 3986 §5.4 example.
void TstAlgorithmView::rfc3986Examples()
{
    QFETCH(QString, reference);
    QFETCH(Spec, spec);
    const ResolveResult r = resolve(kBase, reference.toStdString(), spec);
    QVERIFY(!r.trace.empty());
    const std::vector<AlgorithmLine> lines = AlgorithmText::lines(spec, false);

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
        const QString text = lines[static_cast<std::size_t>(row)].text.trimmed();
        QVERIFY2(text != QLatin1String("else") && !text.startsWith(QLatin1String("endif"))
                     && !text.startsWith(QLatin1String("--")) && !text.startsWith(QLatin1String("5.")),
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
                if (lines[static_cast<std::size_t>(row)].text.trimmed() == text)
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
        QVERIFY2(litSet.count(ifRow), qPrintable(lines[static_cast<std::size_t>(row)].text));
        const int ifIndent = indentOf(lines[static_cast<std::size_t>(ifRow)].text);
        bool otherBranch = !thenBranch;
        for (int i = ifRow + 1; i < last; ++i) {
            const QString &text = lines[static_cast<std::size_t>(i)].text;
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
    const bool dotsLit = std::any_of(lit.begin(), lit.end(), [d0 = d0, d1 = d1](int row) {
        return row > d0 && row < d1;
    });
    QCOMPARE(dotsLit, dots);
    // the §5.2.2 calls of remove_dot_segments: lit iff it ran
    bool callLit = false;
    for (int row = first; row < last; ++row) {
        if (litSet.count(row)
            && lines[static_cast<std::size_t>(row)].text.contains(QLatin1String("remove_dot_segments")))
            callLit = true;
    }
    QCOMPARE(callLit, dots);
    // the loophole's test is executed under the non-strict spec only
    const auto loophole = std::find_if(lines.begin(), lines.end(), [](const AlgorithmLine &line) {
        return line.text.contains(QLatin1String("(not strict)"));
    });
    QVERIFY(loophole != lines.end());
    QCOMPARE(loophole->runs(r.trace), spec == Spec::Rfc3986NonStrict);
}

void TstAlgorithmView::rfc3986Lit_data()
{
    QTest::addColumn<QString>("reference");
    QTest::addColumn<QStringList>("lit");     // the lit lines of §5.2.2, in order
    QTest::addColumn<QStringList>("merge");   // the lit lines of §5.2.3
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
    const QString parse = QStringLiteral("(R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R);");
    const QString fragment = QStringLiteral("T.fragment = R.fragment;");
    // RFC 3986 §5.4.1 Normal Examples
    QTest::newRow("g:h") << QStringLiteral("g:h")
                         << QStringList{parse,
                                        QStringLiteral("if defined(R.scheme) then"),
                                        QStringLiteral("T.scheme    = R.scheme;"),
                                        QStringLiteral("T.authority = R.authority;"),
                                        QStringLiteral("T.path      = remove_dot_segments(R.path);"),
                                        QStringLiteral("T.query     = R.query;"),
                                        fragment}
                         << QStringList{} << recomposed(false, false, false);
    QTest::newRow("//g") << QStringLiteral("//g")
                         << QStringList{parse,
                                        QStringLiteral("if defined(R.scheme) then"),
                                        QStringLiteral("if defined(R.authority) then"),
                                        QStringLiteral("T.authority = R.authority;"),
                                        QStringLiteral("T.path      = remove_dot_segments(R.path);"),
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
void TstAlgorithmView::rfc3986Lit()
{
    QFETCH(QString, reference);
    QFETCH(QStringList, lit);
    QFETCH(QStringList, merge);
    QFETCH(QStringList, recompose);
    const ResolveResult r = resolve(kBase, reference.toStdString(), Spec::Rfc3986);
    const std::vector<AlgorithmLine> lines = AlgorithmText::lines(Spec::Rfc3986, false);
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
void TstAlgorithmView::nonStrictLoophole()
{
    const ResolveResult r = resolve(kBase, "http:g", Spec::Rfc3986NonStrict);
    const std::vector<AlgorithmLine> lines = AlgorithmText::lines(Spec::Rfc3986NonStrict, false);
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
    const std::vector<AlgorithmLine> strictLines = AlgorithmText::lines(Spec::Rfc3986, false);
    QCOMPARE(textsOf(strictLines, stepRows(strictLines, strict.trace, 1)),
             (QStringList{QStringLiteral("if defined(R.scheme) then"),
                          QStringLiteral("T.scheme    = R.scheme;"),
                          QStringLiteral("T.authority = R.authority;"),
                          QStringLiteral("T.path      = remove_dot_segments(R.path);")}));
}

void TstAlgorithmView::draft01Examples_data()
{
    QTest::addColumn<QString>("reference");
    // draft-fielding-url-syntax-01 Appendix C.1 and C.2
    for (const ResolutionExample &example : ResolutionBatch::draft01().examples)
        QTest::addRow("%s <%s>", example.section, example.reference.c_str())
            << QString::fromStdString(example.reference);
}

// The invariants for every draft-01 Appendix C example.
void TstAlgorithmView::draft01Examples()
{
    QFETCH(QString, reference);
    const ResolveResult r = resolve(kBase, reference.toStdString(), Spec::Draft01);
    const std::vector<AlgorithmLine> lines = AlgorithmText::lines(Spec::Draft01, false);
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

void TstAlgorithmView::draft01Lit_data()
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
    QTest::newRow("../g")
        << QStringLiteral("../g")
        << left({step1, step2, a, b, c, step3, step4, step5, step6,
                 QStringLiteral("c) All occurrences of \"<s"), step7});
    QTest::newRow("./g/.")
        << QStringLiteral("./g/.")
        << left({step1, step2, a, b, c, step3, step4, step5, step6,
                 QStringLiteral("a) All occurrences of \"./"),
                 QStringLiteral("b) If the path ends with "), step7});
}

// The lit paragraphs of a handful of Appendix C examples, written out.
void TstAlgorithmView::draft01Lit()
{
    QFETCH(QString, reference);
    QFETCH(QStringList, paragraphs);
    const ResolveResult r = resolve(kBase, reference.toStdString(), Spec::Draft01);
    QCOMPARE(litParagraphs(AlgorithmText::lines(Spec::Draft01, false), r.trace), paragraphs);
}

void TstAlgorithmView::stepping_data()
{
    QTest::addColumn<QString>("reference");
    QTest::addColumn<QStringList>("steps"); // rule id | first current line | output | input

    const QString parse = QStringLiteral("(R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R);");
    const QString test = QStringLiteral("if defined(R.scheme) then");
    const QString step1 = QStringLiteral("1.  The input buffer is initialized with the now-appended path");
    const QString loop = QStringLiteral("2.  While the input buffer is not empty, loop as follows:");
    // RFC 3986 §5.4.2 and its §5.2.4 rows
    QTest::newRow("../../g")
        << QStringLiteral("../../g")
        << QStringList{QStringLiteral("rfc3986-pre-parse|") + parse + QStringLiteral("|http://a/b/c/d;p?q|../../g"),
                       QStringLiteral("rfc3986-merge|") + test + QStringLiteral("|/b/c/../../g|../../g"),
                       QStringLiteral("rfc3986-1|") + step1 + QStringLiteral("|(empty)|/b/c/../../g"),
                       QStringLiteral("rfc3986-2e|") + loop + QStringLiteral("|/b|/c/../../g"),
                       QStringLiteral("rfc3986-2e|") + loop + QStringLiteral("|/b/c|/../../g"),
                       QStringLiteral("rfc3986-2c|") + loop + QStringLiteral("|/b|/../g"),
                       QStringLiteral("rfc3986-2c|") + loop + QStringLiteral("|(empty)|/g"),
                       QStringLiteral("rfc3986-2e|") + loop + QStringLiteral("|/g|(empty)"),
                       QStringLiteral("rfc3986-3|") + loop + QStringLiteral("|/g|(empty)"),
                       QStringLiteral("rfc3986-query-from-reference|T.query = R.query;|/g|(empty)"),
                       QStringLiteral("rfc3986-authority-from-base|T.authority = Base.authority;|//a/g|a"),
                       QStringLiteral("rfc3986-scheme-from-base|T.scheme = Base.scheme;|http://a/g|http"),
                       QStringLiteral("rfc3986-fragment-from-reference|T.fragment = R.fragment;|http://a/g|(empty)"),
                       QStringLiteral("rfc3986-recompose|result = \"\"|http://a/g|(empty)")};
    // RFC 3986 §5.4.1
    QTest::newRow("g;x?y#s")
        << QStringLiteral("g;x?y#s")
        << QStringList{QStringLiteral("rfc3986-pre-parse|") + parse + QStringLiteral("|http://a/b/c/d;p?q|g;x?y#s"),
                       QStringLiteral("rfc3986-merge|") + test + QStringLiteral("|/b/c/g;x|g;x"),
                       QStringLiteral("rfc3986-1|") + step1 + QStringLiteral("|(empty)|/b/c/g;x"),
                       QStringLiteral("rfc3986-2e|") + loop + QStringLiteral("|/b|/c/g;x"),
                       QStringLiteral("rfc3986-2e|") + loop + QStringLiteral("|/b/c|/g;x"),
                       QStringLiteral("rfc3986-2e|") + loop + QStringLiteral("|/b/c/g;x|(empty)"),
                       QStringLiteral("rfc3986-3|") + loop + QStringLiteral("|/b/c/g;x|(empty)"),
                       QStringLiteral("rfc3986-query-from-reference|T.query = R.query;|/b/c/g;x?y|y"),
                       QStringLiteral("rfc3986-authority-from-base|T.authority = Base.authority;|//a/b/c/g;x?y|a"),
                       QStringLiteral("rfc3986-scheme-from-base|T.scheme = Base.scheme;|http://a/b/c/g;x?y|http"),
                       QStringLiteral("rfc3986-fragment-from-reference|T.fragment = R.fragment;|http://a/b/c/g;x?y#s|s"),
                       QStringLiteral("rfc3986-recompose|result = \"\"|http://a/b/c/g;x?y#s|(empty)")};
}

// Start, forward, back and end move the highlighted lines and the buffers;
// the branches table and the remove_dot_segments table follow.
void TstAlgorithmView::stepping()
{
    QFETCH(QString, reference);
    QFETCH(QStringList, steps);

    ResolutionPane pane;
    test::setReference(pane, reference.toStdString(), Spec::Rfc3986);
    test::setBase(pane, QString::fromLatin1(kBase));
    pane.showAlgorithm();
    QCOMPARE(pane.tabs()->currentWidget()->findChild<QTableView *>(QStringLiteral("algorithmView")),
             pane.algorithmView());
    AlgorithmModel *model = pane.algorithmModel();
    const std::vector<TraceStep> &trace = pane.result()->trace;
    QCOMPARE(trace.size(), static_cast<std::size_t>(steps.size()));

    const auto state = [&] {
        const std::vector<int> rows = model->currentRows();
        const QString firstLine = rows.empty()
                                      ? QString()
                                      : model->index(rows.front(), AlgorithmModel::TextColumn)
                                            .data()
                                            .toString()
                                            .trimmed();
        return fromBytes(ruleId(trace[static_cast<std::size_t>(model->currentStep())].rule))
               + QLatin1Char('|') + firstLine + QLatin1Char('|') + pane.algorithmOutputText()
               + QLatin1Char('|') + pane.algorithmInputText();
    };
    // at first, the end
    QCOMPARE(model->currentStep(), static_cast<int>(steps.size()) - 1);
    QCOMPARE(state(), steps.last());
    QVERIFY(!pane.stepForwardAction()->isEnabled());

    pane.toStartAction()->trigger();
    QCOMPARE(model->currentStep(), 0);
    QCOMPARE(state(), steps.first());
    QVERIFY(!pane.stepBackAction()->isEnabled());
    for (int s = 1; s < steps.size(); ++s) {
        QVERIFY(pane.stepForwardAction()->isEnabled());
        pane.stepForwardAction()->trigger();
        QCOMPARE(model->currentStep(), s);
        QCOMPARE(state(), steps[s]);
        // the current step's lines are marked, and they are lit lines
        for (int row : model->currentRows()) {
            const auto lineState = static_cast<AlgorithmModel::LineState>(
                model->index(row, 0).data(LineStateRole).toInt());
            QVERIFY(lineState == AlgorithmModel::LineState::CurrentDone
                    || lineState == AlgorithmModel::LineState::CurrentTested);
            QVERIFY(model->lines()[static_cast<std::size_t>(row)].runs(trace));
        }
        // the tables follow: the last branch and the last path step so far
        int branches = 0;
        int paths = 0;
        for (int i = 0; i <= s; ++i)
            ++(isPathRewriteRule(trace[static_cast<std::size_t>(i)].rule) ? paths : branches);
        QCOMPARE(pane.stepsView()->currentIndex().row(), branches - 1);
        QCOMPARE(pane.dotModel()->currentStep(), std::max(paths - 1, 0));
    }
    QVERIFY(!pane.stepForwardAction()->isEnabled());
    pane.stepBackAction()->trigger();
    QCOMPARE(state(), steps[steps.size() - 2]);
    pane.stepBackAction()->trigger();
    QCOMPARE(state(), steps[steps.size() - 3]);
    pane.toEndAction()->trigger();
    QCOMPARE(state(), steps.last());
    pane.toStartAction()->trigger();
    QCOMPARE(state(), steps.first());
}

// A row chosen in the branches table, or a step of the remove_dot_segments
// table, moves the algorithm view to that step.
void TstAlgorithmView::tablesMoveTheTrace()
{
    ResolutionPane pane;
    test::setReference(pane, std::string("../../g"), Spec::Rfc3986);
    test::setBase(pane, QString::fromLatin1(kBase));
    // branches: PreParse, Merge, QueryFromReference, AuthorityFromBase, ...
    pane.stepsView()->setCurrentIndex(pane.stepsModel()->index(3, 0));
    QCOMPARE(pane.algorithmModel()->currentStep(), 10);
    QCOMPARE(pane.algorithmOutputText(), QStringLiteral("//a/g"));
    // remove_dot_segments, stepped on its own tab: 1, 2E, 2E, 2C ...
    pane.tabs()->setCurrentIndex(1);
    pane.toStartAction()->trigger();
    QCOMPARE(pane.algorithmModel()->currentStep(), 2);
    pane.stepForwardAction()->trigger();
    pane.stepForwardAction()->trigger();
    pane.stepForwardAction()->trigger();
    QCOMPARE(pane.algorithmModel()->currentStep(), 5);
    QCOMPARE(pane.algorithmOutputText(), QStringLiteral("/b"));
    QCOMPARE(pane.algorithmInputText(), QStringLiteral("/../g"));
    QCOMPARE(pane.stepsView()->currentIndex().row(), 1); // the merge branch
}

// View > Language > Japanese: RFC 3986's text from its Japanese translation.
void TstAlgorithmView::japanese()
{
    ResolutionPane pane;
    test::setReference(pane, std::string("../../g"), Spec::Rfc3986);
    test::setBase(pane, QString::fromLatin1(kBase));
    pane.showAlgorithm();
    pane.setTraceStep(5); // 2C
    const auto texts = [&pane] {
        QStringList all;
        for (const AlgorithmLine &line : pane.algorithmModel()->lines())
            all << line.text;
        return all;
    };
    QVERIFY(texts().contains(QStringLiteral("   -- The URI reference is parsed into the five URI components")));

    QVERIFY(m_language.setLanguage(Language::Japanese));
    QCoreApplication::sendPostedEvents();
    QVERIFY(AlgorithmText::japanese());
    const QStringList ja = texts();
    // the comment of the parse, in Japanese ("URI \u53C2\u7167\u306F 5 \u3064...")
    QVERIFY(ja.contains(QStringLiteral("   -- URI \u53C2\u7167\u306F 5 \u3064\u306E URI "
                                       "\u69CB\u6210\u8981\u7D20\u306B\u69CB\u6587\u5206\u6790"
                                       "\u3055\u308C\u308B\u3002")));
    QVERIFY(!ja.contains(QStringLiteral("   -- The URI reference is parsed into the five URI components")));
    // the code is the code, and the step stays where it was: 2C, its line in Japanese
    QVERIFY(ja.contains(QStringLiteral("   if defined(R.scheme) then")));
    QCOMPARE(pane.algorithmModel()->currentStep(), 5);
    const std::vector<int> current = pane.algorithmModel()->currentRows();
    QVERIFY(!current.empty());
    const QString done = [&] {
        for (int row : current) {
            if (pane.algorithmModel()->lineState(row) == AlgorithmModel::LineState::CurrentDone)
                return pane.algorithmModel()->lines()[static_cast<std::size_t>(row)].text.trimmed();
        }
        return QString();
    }();
    // "3. \u5165\u529B\u30D0\u30C3\u30D5\u30A1..." (step C, numbered 3 by the translation)
    QVERIFY2(done.startsWith(QStringLiteral("3. \u5165\u529B\u30D0\u30C3\u30D5\u30A1")),
             qPrintable(done));
    // the same lines are lit in both languages: the same tags
    const std::vector<int> litJa = pane.algorithmModel()->runRows();
    QVERIFY(m_language.setLanguage(Language::English));
    QCoreApplication::sendPostedEvents();
    QVERIFY(!AlgorithmText::japanese());
    QVERIFY(texts().contains(QStringLiteral("   -- The URI reference is parsed into the five URI components")));
    QCOMPARE(pane.algorithmModel()->currentStep(), 5);
    QVERIFY(!litJa.empty());
}

void TstAlgorithmView::modelTester()
{
    ResolutionPane pane;
    QAbstractItemModelTester tester(pane.algorithmModel(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    test::setReference(pane, std::string("g;x?y#s"), Spec::Rfc3986);
    test::setBase(pane, QString::fromLatin1(kBase));
    pane.showAlgorithm();
    pane.toStart();
    pane.stepForward();
    pane.stepBack();
    pane.toEnd();
    for (Spec spec : resolutionSpecs())
        pane.setSpec(spec);
}

// The lines that ran are tinted with the palette's valid tint, and those that
// did not in its dim text: the colours follow the application's palette when
// the theme changes (ComponentPalette::of() keeps one per palette).
void TstAlgorithmView::coloursFollowThePalette()
{
    ResolutionPane pane;
    test::setReference(pane, std::string("g;x?y#s"), Spec::Rfc3986);
    test::setBase(pane, QString::fromLatin1(kBase));
    pane.showAlgorithm();
    pane.toEnd();
    const AlgorithmModel *model = pane.algorithmModel();
    const QPalette light = QApplication::palette();
    const auto colours = [&](AlgorithmModel::LineState wanted, int role) {
        QList<QColor> out;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex i = model->index(row, 0);
            const auto state = static_cast<AlgorithmModel::LineState>(
                i.data(LineStateRole).toInt());
            if (state == wanted)
                out << i.data(role).value<QColor>();
        }
        return out;
    };
    for (const QPalette &palette : {light, ComponentPalette::darkPalette(), light}) {
        QApplication::setPalette(palette);
        const ComponentPalette fresh(palette);
        const QList<QColor> run = colours(AlgorithmModel::LineState::Run, Qt::BackgroundRole);
        const QList<QColor> notRun
            = colours(AlgorithmModel::LineState::NotRun, Qt::ForegroundRole);
        QVERIFY(!run.isEmpty() && !notRun.isEmpty());
        for (const QColor &c : run)
            QCOMPARE(c, fresh.validBase());
        for (const QColor &c : notRun)
            QCOMPARE(c, fresh.dimForeground());
    }
    QVERIFY(ComponentPalette(light).validBase()
            != ComponentPalette(ComponentPalette::darkPalette()).validBase());
}

QTEST_MAIN(TstAlgorithmView)
namespace {

// The leftmost column of @p image, between rows @p top and @p bottom, whose
// colour is not the colour at its left edge: where the text begins.
int leftmostInk(const QImage &image, int top, int bottom)
{
    int left = image.width();
    for (int y = top; y < bottom; ++y) {
        const QRgb background = image.pixel(0, y);
        for (int x = 0; x < std::min(left, image.width()); ++x) {
            if (image.pixel(x, y) != background) {
                left = x;
                break;
            }
        }
    }
    return left;
}

} // namespace

// A step of RFC 3986 §5.2.4 that wraps goes on under its own text, after
// its indentation and its marker "C.", not at the cell's left edge; the
// plain delegate, which the view had before, starts the second line at the
// left. The marker stays where the plain delegate draws it.
void TstAlgorithmView::wrappedLinesHangUnderTheirText()
{
    const QString line = QStringLiteral("            ")
                         + QStringLiteral("C.  if the input buffer begins with a prefix of \"/../\" or \"/..\", "
                                          "where \"..\" is a complete path segment, then replace that "
                                          "prefix with \"/\" in the input buffer and remove the last segment "
                                          "and its preceding \"/\" (if any) from the output buffer; otherwise,");
    const auto render = [&line](bool hanging, int &indent, int &lineHeight) {
        QStandardItemModel model(1, 1);
        model.setData(model.index(0, 0), line);
        QTableView view;
        view.setModel(&model);
        view.horizontalHeader()->hide();
        view.verticalHeader()->hide();
        view.setShowGrid(false);
        view.setWordWrap(true);
        if (hanging)
            view.setItemDelegateForColumn(0, new HangingIndentDelegate(&view));
        view.resize(360, 400);
        view.setColumnWidth(0, 340);
        view.resizeRowsToContents();
        indent = HangingIndentDelegate::indentOf(line, view.fontMetrics());
        lineHeight = view.fontMetrics().lineSpacing();
        const int rowHeight = view.rowHeight(0);
        const QImage image = view.viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
        // the first line, with its marker, and every line below it
        return std::tuple{leftmostInk(image, 2, lineHeight),
                          leftmostInk(image, lineHeight + 4, std::min(rowHeight, image.height()) - 2),
                          rowHeight};
    };
    int indent = 0;
    int lineHeight = 0;
    const auto [hangingFirst, hangingLeft, hangingHeight] = render(true, indent, lineHeight);
    const auto [plainFirst, plainLeft, plainHeight] = render(false, indent, lineHeight);
    // the marker "C." stands in the hang, where the plain delegate puts it
    QVERIFY2(std::abs(hangingFirst - plainFirst) <= 1,
             qPrintable(QStringLiteral("%1 and %2").arg(hangingFirst).arg(plainFirst)));
    QVERIFY2(hangingFirst < indent, qPrintable(QStringLiteral("%1, indent %2").arg(hangingFirst).arg(indent)));
    QVERIFY2(indent > 20, qPrintable(QString::number(indent)));
    // the text wraps onto at least three lines in both
    QVERIFY2(plainHeight >= 3 * lineHeight, qPrintable(QString::number(plainHeight)));
    QVERIFY2(hangingHeight >= plainHeight, qPrintable(QStringLiteral("%1 < %2").arg(hangingHeight).arg(plainHeight)));
    QVERIFY2(plainLeft < indent / 2, qPrintable(QStringLiteral("plain: %1, indent %2").arg(plainLeft).arg(indent)));
    QVERIFY2(hangingLeft >= indent, qPrintable(QStringLiteral("hanging: %1, indent %2").arg(hangingLeft).arg(indent)));
}

#include "tst_algorithm_view.moc"
