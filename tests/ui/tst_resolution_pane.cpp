// The Resolution pane: the RFC 3986 §5.2.4 tables stepped row by row, the
// §5.4 examples, the spec generations side by side, the draft-01 Appendix C
// batch (read from the draft's own text), relativize, and the size limit.
#include "panes/resolution/resolution_pane.h"
#include "resolution_support.h"

#include "analysis/roles.h"
#include "common/palette.h"
#include "panes/resolution/algorithm_model.h"
#include "panes/resolution/resolution_batch_model.h"
#include "panes/resolution/resolution_dot_model.h"
#include "panes/resolution/resolution_specs_model.h"
#include "panes/resolution/resolution_steps_model.h"
#include "text/resolution_text.h"
#include "widgets/highlight_delegate.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QProcess>
#include <QProxyStyle>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTableView>
#include <QtTest>

#include <set>

using namespace uri;
using namespace uri::ui;

Q_DECLARE_METATYPE(uri::Spec)

namespace {

/// "label|output|input" for each row of the pane's remove_dot_segments table.
QStringList dotRows(const DotSegmentsModel *model)
{
    QStringList rows;
    for (int r = 0; r < model->rowCount(); ++r) {
        rows << model->index(r, DotSegmentsModel::StepColumn).data().toString() + QLatin1Char('|')
                    + model->index(r, DotSegmentsModel::OutputColumn).data().toString()
                    + QLatin1Char('|')
                    + model->index(r, DotSegmentsModel::InputColumn).data().toString();
    }
    return rows;
}

/// The references of the rows in @p rows of @p batch.
std::set<std::string> referencesOf(const ResolutionBatch &batch, const std::vector<int> &rows)
{
    std::set<std::string> out;
    for (int r : rows)
        out.insert(batch.examples[static_cast<std::size_t>(r)].reference);
    return out;
}

} // namespace

class TstResolutionPane : public QObject
{
    Q_OBJECT

private slots:
    void identity();
    void dotSegmentTables_data();
    void dotSegmentTables();
    void changedPartsMarked();
    void rulesInWords();
    void rfc3986Example();
    void branches();
    void branchesTellUndefinedFromEmpty_data();
    void branchesTellUndefinedFromEmpty();
    void wordsAreTheCommandLines_data();
    void wordsAreTheCommandLines();
    void errorShown();
    void hazards();
    void everySpec();
    void browser();
    void explanations_data();
    void explanations();
    void rfc3986Batch();
    void draft01BatchIsTheDraftsText();
    void draft01BatchMarksTheDifferingRows();
    void makeRelative();
    void tooLong();
    void longTextsNeverWidenThePane();
    void valueLinesFollowThePalette();
    void longBuffersMeasuredOnce();
    void modelTesters();
};

void TstResolutionPane::identity()
{
    ResolutionPane pane;
    QCOMPARE(pane.objectName(), QStringLiteral("resolutionPane"));
    QCOMPARE(pane.title(), QStringLiteral("Resolution"));
    // the resolution generations that the core accepts, in order, then what
    // a browser does (URL Standard §4.4)
    QStringList specs;
    for (int i = 0; i < pane.specBox()->count(); ++i)
        specs << fromBytes(specName(static_cast<Spec>(pane.specBox()->itemData(i).toInt())));
    QCOMPARE(specs, (QStringList{"rfc3986", "rfc3986-nonstrict", "rfc2396",
                                 "draft-fielding-url-syntax-01", "rfc1808", "rfc1630", "whatwg"}));
    QVERIFY(pane.baseEdit()->text().isEmpty());
    QVERIFY(pane.baseEdit()->placeholderText().contains(QStringLiteral("http://a/b/c/d;p?q")));
    QVERIFY(!pane.result());
}

void TstResolutionPane::dotSegmentTables_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("reference");
    QTest::addColumn<QStringList>("rows");

    // RFC 3986 §5.2.4, the two tables ("STEP  OUTPUT BUFFER  INPUT BUFFER"),
    // then step 3, which the tables do not print: "the output buffer is
    // returned as the result". The paths reach remove_dot_segments as they
    // are: an absolute-path reference, and a relative one merged with a base
    // whose path is empty and that has no authority (§5.2.3).
    QTest::newRow("/a/b/c/./../../g") << "http://a"
                                      << "/a/b/c/./../../g"
                                      << QStringList{"1||/a/b/c/./../../g",
                                                     "2E|/a|/b/c/./../../g",
                                                     "2E|/a/b|/c/./../../g",
                                                     "2E|/a/b/c|/./../../g",
                                                     "2B|/a/b/c|/../../g",
                                                     "2C|/a/b|/../g",
                                                     "2C|/a|/g",
                                                     "2E|/a/g|",
                                                     "3|/a/g|"};
    QTest::newRow("mid/content=5/../6") << "foo:"
                                        << "mid/content=5/../6"
                                        << QStringList{"1||mid/content=5/../6",
                                                       "2E|mid|/content=5/../6",
                                                       "2E|mid/content=5|/../6",
                                                       "2C|mid|/6",
                                                       "2E|mid/6|",
                                                       "3|mid/6|"};
}

void TstResolutionPane::dotSegmentTables()
{
    QFETCH(QString, base);
    QFETCH(QString, reference);
    QFETCH(QStringList, rows);

    ResolutionPane pane;
    test::setReference(pane, reference, Spec::Rfc3986);
    test::setBase(pane, base);
    DotSegmentsModel *model = pane.dotModel();
    // the whole table first
    QCOMPARE(dotRows(model), rows);
    QVERIFY(!pane.stepForwardAction()->isEnabled());

    pane.toStartAction()->trigger();
    QCOMPARE(dotRows(model), rows.mid(0, 1));
    QVERIFY(!pane.stepBackAction()->isEnabled());
    for (int step = 1; step < rows.size(); ++step) {
        QVERIFY(pane.stepForwardAction()->isEnabled());
        pane.stepForwardAction()->trigger();
        // after each step forward: exactly the RFC's rows so far
        QCOMPARE(dotRows(model), rows.mid(0, step + 1));
        // the current row is the last one, and only it
        for (int r = 0; r <= step; ++r)
            QCOMPARE(model->index(r, 0).data(CurrentRole).toBool(), r == step);
        QCOMPARE(pane.dotView()->currentIndex().row(), step);
    }
    QVERIFY(!pane.stepForwardAction()->isEnabled());
    pane.stepBackAction()->trigger();
    QCOMPARE(dotRows(model), rows.mid(0, rows.size() - 1));
    pane.toEndAction()->trigger();
    QCOMPARE(dotRows(model), rows);
    // every rule cites its section
    for (int r = 0; r < model->rowCount(); ++r) {
        QCOMPARE(model->index(r, DotSegmentsModel::StepColumn).data(CiteRole).toString(),
                 QStringLiteral("RFC 3986 §5.2.4"));
        QVERIFY(model->index(r, DotSegmentsModel::StepColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(QStringLiteral("RFC 3986 §5.2.4 ")));
    }
}

void TstResolutionPane::rulesInWords()
{
    // Each §5.2.4 row says which rule applied and what it did to the buffers
    // (the RFC's first table, "/a/b/c/./../../g").
    ResolutionPane pane;
    test::setReference(pane, QStringLiteral("/a/b/c/./../../g"), Spec::Rfc3986);
    test::setBase(pane, QStringLiteral("http://a"));
    const DotSegmentsModel *dots = pane.dotModel();
    QStringList words;
    for (int r = 0; r < dots->rowCount(); ++r)
        words << dots->index(r, DotSegmentsModel::RuleColumn).data().toString();
    QCOMPARE(words,
             (QStringList{
                 "1: the input buffer holds the path; the output buffer is empty",
                 "2E: the first segment of the input, \"/a\", moves to the end of the output",
                 "2E: the first segment of the input, \"/b\", moves to the end of the output",
                 "2E: the first segment of the input, \"/c\", moves to the end of the output",
                 "2B: the input starts with \"/./\"; it becomes \"/\"",
                 "2C: the input starts with \"/../\"; it becomes \"/\", and the last segment of "
                 "the output, \"/c\", is removed",
                 "2C: the input starts with \"/../\"; it becomes \"/\", and the last segment of "
                 "the output, \"/b\", is removed",
                 "2E: the first segment of the input, \"/g\", moves to the end of the output",
                 "3: the input is empty; the output buffer \"/a/g\" is the result"}));

    // 2A, 2D and a 2C with nothing left to remove: "../../g" against "a:" ("."
    // and ".." alone come from "./.." merged with an empty base path)
    test::setReference(pane, QStringLiteral("../../../g/."), Spec::Rfc3986);
    test::setBase(pane, QStringLiteral("http://a/b"));
    words.clear();
    for (int r = 0; r < dots->rowCount(); ++r)
        words << dots->index(r, DotSegmentsModel::RuleColumn).data().toString();
    QCOMPARE(
        words,
        (QStringList{"1: the input buffer holds the path; the output buffer is empty",
                     "2C: the input starts with \"/../\"; it becomes \"/\", and the output has no "
                     "segment to remove",
                     "2C: the input starts with \"/../\"; it becomes \"/\", and the output has no "
                     "segment to remove",
                     "2C: the input starts with \"/../\"; it becomes \"/\", and the output has no "
                     "segment to remove",
                     "2E: the first segment of the input, \"/g\", moves to the end of the output",
                     "2B: the input starts with \"/.\"; it becomes \"/\"",
                     "2E: the first segment of the input, \"/\", moves to the end of the output",
                     "3: the input is empty; the output buffer \"/g/\" is the result"}));

    // the §5.2.2 rows too, with the values they took
    const ResolutionStepsModel *steps = pane.stepsModel();
    QStringList meanings;
    for (int r = 0; r < steps->rowCount(); ++r)
        meanings << steps->index(r, ResolutionStepsModel::MeaningColumn).data().toString();
    QVERIFY2(meanings.contains(QStringLiteral(
                 "merge: the reference's path is appended to the base path up to its last "
                 "\"/\", \"/\"")),
             qPrintable(meanings.join(QLatin1Char('\n'))));
    QVERIFY2(meanings.contains(
                 QStringLiteral("T.scheme = Base.scheme: the target takes the base's scheme, "
                                "\"http\"")),
             qPrintable(meanings.join(QLatin1Char('\n'))));

    // an older generation says what each rewrite did to its one buffer
    pane.setSpec(Spec::Rfc2396);
    words.clear();
    for (int r = 0; r < dots->rowCount(); ++r)
        words << dots->index(r, DotSegmentsModel::RuleColumn).data().toString();
    QVERIFY2(words.contains(QStringLiteral("6d: removed the final \".\"")),
             qPrintable(words.join(QLatin1Char('\n'))));
}

void TstResolutionPane::changedPartsMarked()
{
    // RFC 3986 §5.2.4 first table: what each step changed in each buffer
    ResolutionPane pane;
    test::setReference(pane, "/a/b/c/./../../g");
    test::setBase(pane, QStringLiteral("http://a"));
    const DotSegmentsModel *model = pane.dotModel();
    const auto marks = [model](int row, int column) {
        return model->index(row, column).data(HighlightsRole).value<HighlightRanges>();
    };
    // 1: nothing changed yet
    QCOMPARE(marks(0, DotSegmentsModel::OutputColumn), HighlightRanges());
    // 2E: "/a" moved: it is new in the output, gone from the input's front
    QCOMPARE(marks(1, DotSegmentsModel::OutputColumn), (HighlightRanges{QPoint(0, 2)}));
    QCOMPARE(marks(1, DotSegmentsModel::InputColumn), (HighlightRanges{QPoint(0, 0)}));
    // 2E: "/b" appended after "/a"
    QCOMPARE(marks(2, DotSegmentsModel::OutputColumn), (HighlightRanges{QPoint(2, 2)}));
    // 2B: the output unchanged, the input's "/./" became "/"
    QCOMPARE(marks(4, DotSegmentsModel::OutputColumn), HighlightRanges());
    QCOMPARE(marks(4, DotSegmentsModel::InputColumn), (HighlightRanges{QPoint(0, 0)}));
    // 2C: "/c" removed from the end of the output
    QCOMPARE(marks(5, DotSegmentsModel::OutputColumn), (HighlightRanges{QPoint(4, 0)}));
    // the current row is bold (not colour alone) and marked with an arrow
    QVERIFY(!model->index(8, 0).data(Qt::DecorationRole).isNull());
    QVERIFY(model->index(7, 0).data(Qt::DecorationRole).isNull());
    QVERIFY(model->index(8, 2).data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(!model->index(7, 2).data(Qt::FontRole).value<QFont>().bold());
}

void TstResolutionPane::rfc3986Example()
{
    // RFC 3986 §5.4.1: "../g" = "http://a/b/g"
    ResolutionPane pane;
    test::setReference(pane, "../g");
    test::setBase(pane, QStringLiteral("http://a/b/c/d;p?q"));
    QVERIFY(pane.result());
    QCOMPARE(QString::fromStdString(pane.result()->target.value()), QStringLiteral("http://a/b/g"));
    QCOMPARE(pane.targetText(), QStringLiteral("http://a/b/g"));
    QVERIFY(pane.notesText().isEmpty());
    QCOMPARE(dotRows(pane.dotModel()),
             (QStringList{"1||/b/c/../g", "2E|/b|/c/../g", "2E|/b/c|/../g", "2C|/b|/g", "2E|/b/g|",
                          "3|/b/g|"}));
    // the inspect button opens the target
    QSignalSpy open(&pane, &AnalysisPane::openUri);
    const auto buttons = pane.findChildren<QPushButton *>();
    for (QPushButton *b : buttons) {
        if (b->text() == QStringLiteral("&Inspect"))
            b->click();
    }
    QCOMPARE(open.size(), 1);
    QCOMPARE(open.front().front().toString(), QStringLiteral("http://a/b/g"));
}

void TstResolutionPane::branches()
{
    // the §5.2.2 branch taken for each component
    ResolutionPane pane;
    test::setReference(pane, "../g");
    test::setBase(pane, QString::fromLatin1(ResolutionPane::kExampleBase));
    const ResolutionStepsModel *steps = pane.stepsModel();
    QStringList rows;
    for (int r = 0; r < steps->rowCount(); ++r) {
        rows << steps->index(r, ResolutionStepsModel::BranchColumn).data().toString()
                    + QLatin1Char('|')
                    + steps->index(r, ResolutionStepsModel::ComponentColumn).data().toString()
                    + QLatin1Char('|')
                    + steps->index(r, ResolutionStepsModel::ValueColumn).data().toString();
    }
    QCOMPARE(rows,
             (QStringList{"5.2.1||http://a/b/c/d;p?q", "merge|path|/b/c/../g",
                          "T.query = R.query|query|/b/g",
                          "T.authority = Base.authority|authority|//a/b/g",
                          "T.scheme = Base.scheme|scheme|http://a/b/g",
                          "T.fragment = R.fragment|fragment|http://a/b/g", "5.3||http://a/b/g"}));
    QCOMPARE(steps->index(1, ResolutionStepsModel::CiteColumn).data().toString(),
             QStringLiteral("RFC 3986 §5.2.3"));

    // an older generation lists its own steps
    pane.setSpec(Spec::Draft01);
    QCOMPARE(pane.result()->spec, Spec::Draft01);
    QCOMPARE(steps->index(0, ResolutionStepsModel::CiteColumn).data().toString(),
             QStringLiteral("draft-fielding-url-syntax-01 §6"));
    QCOMPARE(dotRows(pane.dotModel()), (QStringList{"6|/b/c/../g|../g", "6c|/b/g|/b/c/../g"}));
}

void TstResolutionPane::branchesTellUndefinedFromEmpty_data()
{
    QTest::addColumn<QString>("reference");
    QTest::addColumn<QStringList>("meanings"); // the rows of the branches that name a value

    const QString noQuery = QStringLiteral(
        "T.query = R.query: the reference's query is undefined: so is the target's (no \"?\")");
    const QString noFragment = QStringLiteral(
        "T.fragment = R.fragment: the reference's fragment is undefined: so is the target's (no "
        "\"#\"; a fragment never comes from the base)");
    // RFC 3986 §5.4.2: the query and the fragment are undefined, not ""
    QTest::newRow("../../../g") << QStringLiteral("../../../g") << QStringList{noQuery, noFragment};
    // "?" and "#" alone: defined and empty (§5.2.2 "defined(R.query)")
    QTest::newRow("g?#") << QStringLiteral("g?#")
                         << QStringList{QStringLiteral("T.query = R.query: the target takes the "
                                                       "reference's query, \"\""),
                                        QStringLiteral("T.fragment = R.fragment: the target takes "
                                                       "the reference's fragment, \"\"")};
    // the authority row quotes the authority, not the path
    QTest::newRow("//g") << QStringLiteral("//g")
                         << QStringList{QStringLiteral("R.authority defined: the reference has an "
                                                       "authority, \"g\": the target takes it, "
                                                       "with the reference's path and query"),
                                        noQuery, noFragment};
    QTest::newRow("//cdn.example.com/x.js")
        << QStringLiteral("//cdn.example.com/x.js")
        << QStringList{QStringLiteral("R.authority defined: the reference has an authority, "
                                      "\"cdn.example.com\": the target takes it, with the "
                                      "reference's path and query"),
                       noQuery, noFragment};
    QTest::newRow("g:h") << QStringLiteral("g:h")
                         << QStringList{QStringLiteral("R.scheme defined: the reference has a "
                                                       "scheme, \"g\": the target takes its "
                                                       "scheme, authority, path and query"),
                                        noQuery, noFragment};
    // no query in the reference: the base's, "q"
    QTest::newRow("#s") << QStringLiteral("#s")
                        << QStringList{QStringLiteral("T.query = Base.query: the reference has no "
                                                      "query: the target takes the base's, "
                                                      "\"q\""),
                                       QStringLiteral("T.fragment = R.fragment: the target takes "
                                                      "the reference's fragment, \"s\"")};
}

// What the Branches table says of each component is what the core's trace
// says (TraceStep::value): undefined and "" are told apart (RFC 3986 §5.2.2).
void TstResolutionPane::branchesTellUndefinedFromEmpty()
{
    QFETCH(QString, reference);
    QFETCH(QStringList, meanings);
    ResolutionPane pane;
    test::setReference(pane, reference.toUtf8().constData());
    test::setBase(pane, QString::fromLatin1(ResolutionPane::kExampleBase));
    const ResolutionStepsModel *steps = pane.stepsModel();
    QStringList rows;
    for (int r = 0; r < steps->rowCount(); ++r) {
        const QString meaning
            = steps->index(r, ResolutionStepsModel::MeaningColumn).data().toString();
        if (meaning.startsWith(QLatin1String("T.query"))
            || meaning.startsWith(QLatin1String("T.fragment"))
            || meaning.startsWith(QLatin1String("R.authority"))
            || meaning.startsWith(QLatin1String("R.scheme")))
            rows << meaning;
    }
    QCOMPARE(rows, meanings);
}

void TstResolutionPane::wordsAreTheCommandLines_data()
{
    QTest::addColumn<QString>("batch");
    QTest::newRow("RFC 3986 §5.4") << QStringLiteral("rfc3986");
    QTest::newRow("draft-01 Appendix C") << QStringLiteral("draft01");
}

// One wording for the trace (core/resolve/detail/wordings.h): for every row
// of RFC 3986 §5.4.1 and §5.4.2 and of draft-fielding-url-syntax-01
// Appendix C, each step the Branches and the dot-segment tables say in the
// English window is "RULE: DESCRIPTION" of `uri-inspect resolve --json`.
void TstResolutionPane::wordsAreTheCommandLines()
{
#ifndef URI_INSPECT_EXE
    QSKIP("built without the command line");
#else
    QFETCH(QString, batch);
    const bool draft01 = batch == QLatin1String("draft01");
    const ResolutionBatch &examples
        = draft01 ? ResolutionBatch::draft01() : ResolutionBatch::rfc3986();
    const Spec spec = draft01 ? Spec::Draft01 : Spec::Rfc3986;
    QProcess cli;
    cli.start(QStringLiteral(URI_INSPECT_EXE),
              {QStringLiteral("resolve"), QStringLiteral("--json"), QStringLiteral("--spec"),
               QString::fromLatin1(uri::specName(spec).data()), QStringLiteral("-")});
    QVERIFY(cli.waitForStarted());
    for (const ResolutionExample &example : examples.examples)
        cli.write(QByteArray::fromStdString(examples.base + '\t' + example.reference + '\n'));
    cli.closeWriteChannel();
    QVERIFY(cli.waitForFinished(60000));
    const QList<QByteArray> lines = cli.readAllStandardOutput().trimmed().split('\n');
    QCOMPARE(lines.size(), qsizetype(examples.examples.size()));

    int steps = 0;
    for (std::size_t i = 0; i < examples.examples.size(); ++i) {
        // "" (§5.4.1, C.1): an empty input line is no reference to the panes;
        // the batch table resolves it (rfc3986Batch, draft01BatchIsTheDraftsText)
        if (examples.examples[i].reference.empty())
            continue;
        const QJsonObject result = QJsonDocument::fromJson(lines[qsizetype(i)]).object();
        QStringList fromCli;
        for (const QJsonValue step : result.value(QLatin1String("trace")).toArray())
            fromCli << step[QLatin1String("rule")].toString() + QStringLiteral(": ")
                           + step[QLatin1String("description")].toString();
        ResolutionPane pane;
        test::setReference(pane, examples.examples[i].reference, spec);
        pane.setSpec(spec);
        test::setBase(pane, QString::fromStdString(examples.base));
        QStringList fromWindow;
        const ResolutionStepsModel *branches = pane.stepsModel();
        for (int r = 0; r < branches->rowCount(); ++r)
            fromWindow << branches->index(r, ResolutionStepsModel::MeaningColumn).data().toString();
        const DotSegmentsModel *dots = pane.dotModel();
        for (int r = 0; r < dots->rowCount(); ++r)
            fromWindow << dots->index(r, DotSegmentsModel::RuleColumn).data().toString();
        // the two tables split the trace; together they are the whole of it
        fromCli.sort();
        fromWindow.sort();
        QCOMPARE(fromWindow, fromCli);
        steps += int(fromCli.size());
    }
    QVERIFY(steps > int(examples.examples.size()) * 3);
#endif
}

void TstResolutionPane::errorShown()
{
    ResolutionPane pane;
    test::setReference(pane, "g");
    test::setBase(pane, QStringLiteral("a/b")); // no scheme
    QVERIFY(pane.result());
    QVERIFY(!pane.result()->target);
    QCOMPARE(pane.result()->error->code, ResolveErrorCode::RelativeBase);
    QVERIFY(pane.targetText().startsWith(QStringLiteral("Error: ")));
    QVERIFY(pane.targetText().contains(QStringLiteral("RFC 3986 §5.2.1")));
}

void TstResolutionPane::hazards()
{
    // RFC 3986 §5.2 applied literally: "f:/a" + ".//g" = "f://g", whose path
    // now reads as an authority
    ResolutionPane pane;
    test::setReference(pane, ".//g");
    test::setBase(pane, QStringLiteral("f:/a"));
    QCOMPARE(pane.targetText(), QStringLiteral("f://g"));
    QVERIFY(pane.result()->hasNote(ResolveNoteCode::PathLooksLikeAuthority));
    QVERIFY(pane.notesText().startsWith(QStringLiteral("Warning: Hazard: ")));
    QVERIFY(pane.notesText().contains(QStringLiteral("\"f:/.//g\"")));
}

void TstResolutionPane::everySpec()
{
    // RFC 3986 §5.4.2 "../../../g": RFC 3986 drops the ".." above the root,
    // its predecessors keep it
    ResolutionPane pane;
    test::setReference(pane, "../../../g");
    test::setBase(pane, QString::fromLatin1(ResolutionPane::kExampleBase));
    const SpecComparisonModel *model = pane.comparisonModel();
    QStringList targets;
    for (int r = 0; r < model->rowCount(); ++r)
        targets << model->index(r, SpecComparisonModel::TargetColumn).data().toString();
    // the last row: a browser (URL Standard §4.4), which drops them too
    QCOMPARE(targets, (QStringList{"http://a/g", "http://a/g", "http://a/../g", "http://a/../g",
                                   "http://a/../g", "http://a/../g", "http://a/g"}));
    QCOMPARE(model->differingRows(), (std::vector<int>{2, 3, 4, 5}));
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex target = model->index(r, SpecComparisonModel::TargetColumn);
        const bool differs = r >= 2 && r <= 5;
        QCOMPARE(target.data(DiffersRole).toBool(), differs);
        // marked by an icon and a word, not by colour alone
        QCOMPARE(!target.data(Qt::DecorationRole).isNull(), differs);
        QCOMPARE(model->index(r, SpecComparisonModel::DiffersColumn).data().toString(),
                 r == 0 ? QStringLiteral("reference")
                        : (differs ? QStringLiteral("differs") : QStringLiteral("same")));
        QCOMPARE(!target.data(Qt::ToolTipRole).toString().isEmpty(), differs);
    }
}

// What a browser does with the reference on a page at the base: the URL
// Standard's row of Every specification, and a choice of Rules.
void TstResolutionPane::browser()
{
    ResolutionPane pane;
    test::setReference(pane, "/%2e%2e/secret");
    test::setBase(pane, QStringLiteral("https://example.com/docs/v1/index.html"));
    const SpecComparisonModel *model = pane.comparisonModel();
    const int last = model->rowCount() - 1;
    QCOMPARE(model->index(last, SpecComparisonModel::SpecColumn).data().toString(),
             ResolutionText::specName(Spec::Whatwg));
    // "%2e%2e" is a dot segment to the URL Standard, not to RFC 3986 (§2.3)
    QCOMPARE(model->index(0, SpecComparisonModel::TargetColumn).data().toString(),
             QStringLiteral("https://example.com/%2e%2e/secret"));
    QCOMPARE(model->index(last, SpecComparisonModel::TargetColumn).data().toString(),
             QStringLiteral("https://example.com/secret"));
    QCOMPARE(model->index(last, SpecComparisonModel::DiffersColumn).data().toString(),
             QStringLiteral("differs"));
    QCOMPARE(model->index(last, SpecComparisonModel::TargetColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("WHATWG URL Standard gives \"https://example.com/secret\", RFC 3986 "
                            "gives \"https://example.com/%2e%2e/secret\"."));

    // Rules: the URL Standard; no steps, and the Algorithm tab says why
    pane.setSpec(Spec::Whatwg);
    QCOMPARE(pane.spec(), Spec::Whatwg);
    QCOMPARE(pane.targetText(), QStringLiteral("https://example.com/secret"));
    QCOMPARE(pane.stepsModel()->rowCount(), 0);
    pane.showAlgorithm();
    QCOMPARE(pane.algorithmModel()->rowCount(), 0);

    // a reference a browser refuses: the error, not a target
    test::setReference(pane, "http://[::1");
    QVERIFY(pane.result());
    QVERIFY(!pane.result()->target);
    QVERIFY2(pane.targetText().startsWith(QStringLiteral("Error: ")),
             qPrintable(pane.targetText()));
}

void TstResolutionPane::explanations_data()
{
    QTest::addColumn<QString>("reference");
    QTest::addColumn<Spec>("spec");
    QTest::addColumn<QString>("explanation");

    // RFC 3986 §5.4: where the other generations part from it, from the traces
    QTest::newRow("?y rfc2396")
        << "?y" << Spec::Rfc2396
        << "They part here: RFC 2396 §5.2 6a (All but the last segment of the base path is "
           "copied to a buffer.), giving \"/b/c/\", where RFC 3986 takes RFC 3986 §5.2.2 "
           "R.path == \"\" (The reference's path is empty: the target keeps the base path (and "
           "the base query unless the reference has one).), giving \"/b/c/d;p\".";
    QTest::newRow("../../../g rfc2396")
        << "../../../g" << Spec::Rfc2396
        << "They part here: RFC 2396 §5.2 6g (A buffer that still begins with \"..\" is an "
           "error; the segments are kept.), giving \"/../g\", where RFC 3986 takes RFC 3986 "
           "§5.2.4 2C (A prefix \"/../\" or \"/..\" of the input is replaced with \"/\", and the "
           "last segment of the output is removed.), giving \"\".";
    QTest::newRow("../../../g draft-01")
        << "../../../g" << Spec::Draft01
        << "draft-fielding-url-syntax-01 stops here; RFC 3986 goes on with RFC 3986 §5.2.4 2C "
           "(A prefix \"/../\" or \"/..\" of the input is replaced with \"/\", and the last "
           "segment of the output is removed.), giving \"\".";
    QTest::newRow("g?y/./x draft-01")
        << "g?y/./x" << Spec::Draft01
        << "Then draft-fielding-url-syntax-01 §6 6a (Every \"./\" that is a complete segment is "
           "removed.), giving \"/b/c/g?y/x\"; RFC 3986 has no such step.";
    QTest::newRow("http:g non-strict")
        << "http:g" << Spec::Rfc3986NonStrict
        << "They part here: RFC 3986 §5.2.2 R.scheme == Base.scheme (Non-strict: the reference's "
           "scheme is the base's, so it is ignored.), giving \"\", where RFC 3986 takes RFC 3986 "
           "§5.2.2 R.scheme defined (The reference has a scheme: the target takes its scheme, "
           "authority, path and query.), giving \"http:\".";
    QTest::newRow(";x rfc1808")
        << ";x" << Spec::Rfc1808
        << "They part here: RFC 1808 §4 5 (An empty path inherits the base path.), giving "
           "\"http://a/b/c/d\", where RFC 3986 takes RFC 3986 §5.2.3 merge (The reference's path "
           "is appended to the base path up to its last \"/\" (merge).), giving \"/b/c/;x\".";
    QTest::newRow(". rfc1630")
        << "." << Spec::Rfc1630
        << "The same kinds of step on different text; the target is made by RFC 1630 Partial "
           "(relative) form /. (Every \"/.\" is removed, recursively.), giving "
           "\"http://a/b/c\".";
}

void TstResolutionPane::explanations()
{
    QFETCH(QString, reference);
    QFETCH(Spec, spec);
    QFETCH(QString, explanation);
    const std::string ref = reference.toStdString();
    const ResolveResult strict = resolve(ResolutionPane::kExampleBase, ref, Spec::Rfc3986);
    const ResolveResult other = resolve(ResolutionPane::kExampleBase, ref, spec);
    QCOMPARE(explainDifference(strict, other), explanation);
    QCOMPARE(explainDifference(strict, strict), QString());
}

void TstResolutionPane::rfc3986Batch()
{
    ResolutionPane pane;
    pane.rfc3986BatchButton()->click();
    const ResolutionBatchModel *model = pane.batchModel();
    // RFC 3986 §5.4.1 (23 examples) and §5.4.2 (19)
    QCOMPARE(model->rowCount(), 42);
    QCOMPARE(model->columnCount(), ResolutionBatchModel::FirstSpecColumn + 6);
    const int strict = model->columnOf(Spec::Rfc3986);
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex cell = model->index(r, strict);
        QVERIFY2(
            cell.data(PassRole).toBool(),
            qPrintable(model->index(r, ResolutionBatchModel::ReferenceColumn).data().toString()));
        // a tick says "pass", not colour alone
        QVERIFY(cell.data().toString().startsWith(QStringLiteral("\u2713 ")));
    }
    QCOMPARE(model->passCount(Spec::Rfc3986), 42);
    QCOMPARE(model->failingRows(Spec::Rfc3986), std::vector<int>());
    // "http:g" = "http:g" (strict) / "http://a/b/c/g" (backward compatibility)
    QCOMPARE(model->passCount(Spec::Rfc3986NonStrict), 42);
    QCOMPARE(model->index(41, ResolutionBatchModel::ExpectedColumn).data().toString(),
             QStringLiteral("http:g (or http://a/b/c/g)"));
    QCOMPARE(model->headerData(strict, Qt::Horizontal).toString(),
             QStringLiteral("RFC 3986 (42/42)"));
    // the empty reference, as draft-01 writes it
    QCOMPARE(model->index(14, ResolutionBatchModel::ReferenceColumn).data().toString(),
             QStringLiteral("<> (empty)"));
    // RFC 2396 keeps ".." above the root: those fail, with a cross
    const ResolutionBatch &batch = ResolutionBatch::rfc3986();
    QCOMPARE(referencesOf(batch, model->failingRows(Spec::Rfc2396)),
             (std::set<std::string>{"?y", "../../../g", "../../../../g", "/./g", "/../g"}));
    QVERIFY(model->index(model->failingRows(Spec::Rfc2396).front(), model->columnOf(Spec::Rfc2396))
                .data()
                .toString()
                .startsWith(QStringLiteral("\u2717 ")));
}

void TstResolutionPane::draft01BatchIsTheDraftsText()
{
    // the embedded batch is draft-fielding-url-syntax-01 Appendix C as printed
    QFile file(QStringLiteral(URI_TEST_DATA_DIR "/draft-fielding-url-syntax-01.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    const qsizetype c = lines.lastIndexOf(QStringLiteral("C. Examples of Resolving Relative URLs"));
    const qsizetype d
        = lines.lastIndexOf(QStringLiteral("D. Embedding the Base URL in HTML documents"));
    QVERIFY(c >= 0 && d > c);
    const QRegularExpression contentBase(QStringLiteral("^ Content-Base: (\\S+)$"));
    const QRegularExpression example(
        QStringLiteral("^ (\\S+) = (\\(current document\\)\\S*|\\S+)$"));
    QString base;
    QStringList printed;
    for (qsizetype i = c; i < d; ++i) {
        if (const auto m = contentBase.match(lines[i]); m.hasMatch())
            base = m.captured(1);
        if (const auto m = example.match(lines[i]); m.hasMatch()) {
            const QString ref = m.captured(1) == QStringLiteral("<>") ? QString() : m.captured(1);
            printed << ref + QStringLiteral(" = ") + m.captured(2);
        }
    }
    const ResolutionBatch &batch = ResolutionBatch::draft01();
    QCOMPARE(QString::fromStdString(batch.base), base);
    QStringList embedded;
    for (const ResolutionExample &e : batch.examples)
        embedded << QString::fromStdString(e.reference) + QStringLiteral(" = ")
                        + QString::fromStdString(e.expected);
    QCOMPARE(embedded, printed);
    QCOMPARE(embedded.size(), 43);
}

void TstResolutionPane::draft01BatchMarksTheDifferingRows()
{
    ResolutionPane pane;
    pane.draft01BatchButton()->click();
    const ResolutionBatchModel *model = pane.batchModel();
    const ResolutionBatch &batch = ResolutionBatch::draft01();
    QCOMPARE(model->rowCount(), 43);
    // draft-01 gives its own Appendix C, "(current document)#s" included
    QCOMPARE(model->passCount(Spec::Draft01), 43);
    // the rows where draft-01 and RFC 3986 part, marked in the draft-01 column
    const std::set<std::string> differ{"?y",    "../../../g", "../../../../g", "/./g",
                                       "/../g", "g?y/./x",    "g?y/../x"};
    QCOMPARE(referencesOf(batch, model->differingRows(Spec::Draft01)), differ);
    // and exactly those fail under RFC 3986
    QCOMPARE(referencesOf(batch, model->failingRows(Spec::Rfc3986)), differ);
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex cell = model->index(r, model->columnOf(Spec::Draft01));
        const bool marked = differ.count(batch.examples[static_cast<std::size_t>(r)].reference) > 0;
        QCOMPARE(cell.data(DiffersRole).toBool(), marked);
        QCOMPARE(cell.data(Qt::FontRole).value<QFont>().bold(), marked);
    }
    // under non-strict RFC 3986 the two loophole rows part too
    QCOMPARE(referencesOf(batch, model->differingRows(Spec::Rfc3986NonStrict)),
             (std::set<std::string>{"http:g", "http:"}));
}

void TstResolutionPane::makeRelative()
{
    ResolutionPane pane;
    test::setBase(pane, QString::fromLatin1(ResolutionPane::kExampleBase));
    pane.setRelativeTarget(QStringLiteral("http://a/b/g"));
    QCOMPARE(pane.relativeReference(), std::optional<std::string>("../g"));
    QCOMPARE(pane.relativeReferenceText(), QStringLiteral("../g"));
    QCOMPARE(
        pane.relativeText(),
        QStringLiteral("Resolved against the base (RFC 3986 §5.2), it gives the target back."));
    pane.setRelativeTarget(QStringLiteral("g"));
    QVERIFY(!pane.relativeReference());
    QCOMPARE(pane.relativeReferenceText(), QString());
    QVERIFY(pane.relativeText().startsWith(QStringLiteral("Error: ")));
}

void TstResolutionPane::tooLong()
{
    ResolutionPane pane;
    test::setBase(pane, QString::fromLatin1(ResolutionPane::kExampleBase));
    test::setReference(pane, std::string(ResolutionPane::kMaxTracedInput + 1, 'a'), Spec::Rfc3986);
    QVERIFY(!pane.result());
    QVERIFY(pane.targetText().startsWith(QStringLiteral("Too long to trace")));
    QCOMPARE(pane.dotModel()->rowCount(), 0);
    QCOMPARE(pane.comparisonModel()->rowCount(), 0);
    test::setReference(pane, "g");
    QCOMPARE(pane.targetText(), QStringLiteral("http://a/b/c/g"));
}

// A target or a reference of 14,000 characters (a corpus input once did this)
// never widens the pane, whichever tab is shown: a label asked for its whole
// text's width, and the window grew to 100,000 pixels.
void TstResolutionPane::longTextsNeverWidenThePane()
{
    ResolutionPane pane;
    pane.resize(700, 500);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    test::setBase(pane, QString::fromLatin1(ResolutionPane::kExampleBase));
    const std::string path(14000, 'a');
    test::setReference(pane, "g/" + path, Spec::Rfc3986);
    QCOMPARE(pane.targetText(), QString::fromStdString("http://a/b/c/g/" + path));
    pane.setRelativeTarget(QString::fromStdString("http://a/b/" + path));
    QCOMPARE(pane.relativeReferenceText(), QString::fromStdString("../" + path));
    for (int t = 0; t < pane.tabs()->count(); ++t) {
        pane.tabs()->setCurrentIndex(t);
        QCoreApplication::processEvents();
        QVERIFY2(pane.width() == 700, qPrintable(pane.tabs()->tabText(t)));
    }
}

// The target and the reference read as text on the window's colour, light or
// dark, switched while shown; an error in the error colour.
void TstResolutionPane::valueLinesFollowThePalette()
{
    ResolutionPane pane;
    test::setBase(pane, QString::fromLatin1(ResolutionPane::kExampleBase));
    test::setReference(pane, "g");
    pane.setRelativeTarget(QStringLiteral("http://a/b/g"));
    auto *target = pane.findChild<QLineEdit *>(QStringLiteral("resolutionTarget"));
    auto *reference = pane.findChild<QLineEdit *>(QStringLiteral("relativeReference"));
    QVERIFY(target && reference);
    QCOMPARE(target->text(), QStringLiteral("http://a/b/c/g"));
    QCOMPARE(reference->text(), QStringLiteral("../g"));
    for (const QPalette &palette : {ComponentPalette::darkPalette(), QPalette()}) {
        pane.setPalette(palette);
        for (const QLineEdit *line : {target, reference}) {
            QCOMPARE(line->palette().color(QPalette::Base), pane.palette().color(QPalette::Window));
            QCOMPARE(line->palette().color(QPalette::Text), pane.palette().color(QPalette::Text));
        }
    }
    test::setBase(pane, QStringLiteral("g"));
    QCOMPARE(target->palette().color(QPalette::Text), ComponentPalette(pane.palette()).error());
}

namespace {

/// A style that counts the long cell texts it measures.
class CountingStyle : public QProxyStyle
{
public:
    QSize sizeFromContents(ContentsType type, const QStyleOption *option, const QSize &size,
                           const QWidget *widget) const override
    {
        if (type == CT_ItemViewItem) {
            const auto *item = qstyleoption_cast<const QStyleOptionViewItem *>(option);
            if (item && item->text.size() > 256)
                ++longTexts;
        }
        return QProxyStyle::sizeFromContents(type, option, size, widget);
    }
    mutable int longTexts = 0;
};

} // namespace

// The dot-segment table sizes its rows to their content; a reference of a
// hundred segments with a non-ASCII letter gives rows whose buffers hold
// hundreds of characters, which are shaped to be measured. The table asks
// for every row's size on every geometry change: each text is measured once.
void TstResolutionPane::longBuffersMeasuredOnce()
{
    ResolutionPane pane;
    CountingStyle style;
    pane.dotView()->setStyle(&style);
    pane.resize(1000, 700);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    pane.tabs()->setCurrentWidget(pane.dotView()->parentWidget());
    test::setBase(pane, QString::fromLatin1(ResolutionPane::kExampleBase));
    std::string reference;
    for (int i = 0; i < 100; ++i)
        reference += "seg\xC3\xA9ment/";
    reference += "../g";
    test::setReference(pane, reference, Spec::Rfc3986);
    QTest::qWait(50);
    QVERIFY(pane.dotModel()->rowCount() >= 3);
    QVERIFY2(style.longTexts > 0, "no long buffer met");
    // the same rows laid out again, as a resize or a step does
    style.longTexts = 0;
    pane.dotView()->verticalHeader()->resizeSections(QHeaderView::ResizeToContents);
    pane.dotView()->doItemsLayout();
    QCoreApplication::processEvents();
    QCOMPARE(style.longTexts, 0);
    pane.dotView()->setStyle(nullptr);
}

void TstResolutionPane::modelTesters()
{
    ResolutionPane pane;
    using Tester = QAbstractItemModelTester;
    const auto mode = Tester::FailureReportingMode::QtTest;
    Tester dots(pane.dotModel(), mode);
    Tester steps(pane.stepsModel(), mode);
    Tester specs(pane.comparisonModel(), mode);
    Tester batch(pane.batchModel(), mode);
    test::setBase(pane, QString::fromLatin1(ResolutionPane::kExampleBase));
    test::setReference(pane, "../../g;x=1/./y?q#f");
    pane.toStart();
    pane.stepForward();
    pane.stepForward();
    pane.stepBack();
    pane.toEnd();
    for (Spec spec : resolutionSpecs())
        pane.setSpec(spec);
    test::setReference(pane, "?y");
    test::setReference(pane, std::string(), Spec::Rfc3986);
    pane.loadRfc3986Batch();
    pane.loadDraft01Batch();
    pane.batchModel()->clear();
    test::setBase(pane, QString());
}

QTEST_MAIN(TstResolutionPane)
#include "tst_resolution_pane.moc"
