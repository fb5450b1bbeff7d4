// The Resolution pane's algorithm view: the lines the core's text lights
// (tests/core/tst_algorithm.cpp checks which), stepped with the trace; the
// tables that move the trace; the Japanese text of RFC 3986.
#include "text/algorithm_text.h"

#include "analysis/roles.h"
#include "common/palette.h"
#include "panes/resolution/algorithm_model.h"
#include "panes/resolution/hanging_indent_delegate.h"
#include "panes/resolution/resolution_batch_model.h"
#include "panes/resolution/resolution_dot_model.h"
#include "panes/resolution/resolution_pane.h"
#include "panes/resolution/resolution_steps_model.h"
#include "resolution_support.h"
#include "text/resolution_text.h"
#include "window/language.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QStandardItemModel>
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
// The line's text as the view shows it.
QString textOf(const AlgorithmLine &line)
{
    return QString::fromStdString(line.text);
}

const char *const kBase = "http://a/b/c/d;p?q";

} // namespace

class TstAlgorithmView : public QObject
{
    Q_OBJECT

private slots:
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

void TstAlgorithmView::stepping_data()
{
    QTest::addColumn<QString>("reference");
    QTest::addColumn<QStringList>("steps"); // rule id | first current line | output | input

    const QString parse
        = QStringLiteral("(R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R);");
    const QString test = QStringLiteral("if defined(R.scheme) then");
    const QString step1
        = QStringLiteral("1.  The input buffer is initialized with the now-appended path");
    const QString loop
        = QStringLiteral("2.  While the input buffer is not empty, loop as follows:");
    // RFC 3986 §5.4.2 and its §5.2.4 rows
    QTest::newRow("../../g")
        << QStringLiteral("../../g")
        << QStringList{
               QStringLiteral("rfc3986-pre-parse|") + parse
                   + QStringLiteral("|http://a/b/c/d;p?q|../../g"),
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
               QStringLiteral(
                   "rfc3986-fragment-from-reference|T.fragment = R.fragment;|http://a/g|(empty)"),
               QStringLiteral("rfc3986-recompose|result = \"\"|http://a/g|(empty)")};
    // RFC 3986 §5.4.1
    QTest::newRow("g;x?y#s")
        << QStringLiteral("g;x?y#s")
        << QStringList{
               QStringLiteral("rfc3986-pre-parse|") + parse
                   + QStringLiteral("|http://a/b/c/d;p?q|g;x?y#s"),
               QStringLiteral("rfc3986-merge|") + test + QStringLiteral("|/b/c/g;x|g;x"),
               QStringLiteral("rfc3986-1|") + step1 + QStringLiteral("|(empty)|/b/c/g;x"),
               QStringLiteral("rfc3986-2e|") + loop + QStringLiteral("|/b|/c/g;x"),
               QStringLiteral("rfc3986-2e|") + loop + QStringLiteral("|/b/c|/g;x"),
               QStringLiteral("rfc3986-2e|") + loop + QStringLiteral("|/b/c/g;x|(empty)"),
               QStringLiteral("rfc3986-3|") + loop + QStringLiteral("|/b/c/g;x|(empty)"),
               QStringLiteral("rfc3986-query-from-reference|T.query = R.query;|/b/c/g;x?y|y"),
               QStringLiteral(
                   "rfc3986-authority-from-base|T.authority = Base.authority;|//a/b/c/g;x?y|a"),
               QStringLiteral(
                   "rfc3986-scheme-from-base|T.scheme = Base.scheme;|http://a/b/c/g;x?y|http"),
               QStringLiteral("rfc3986-fragment-from-reference|T.fragment = "
                              "R.fragment;|http://a/b/c/g;x?y#s|s"),
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
            all << textOf(line);
        return all;
    };
    QVERIFY(texts().contains(
        QStringLiteral("   -- The URI reference is parsed into the five URI components")));

    QVERIFY(m_language.setLanguage(Language::Japanese));
    QCoreApplication::sendPostedEvents();
    QVERIFY(AlgorithmText::japanese());
    const QStringList ja = texts();
    // the comment of the parse, in Japanese ("URI \u53C2\u7167\u306F 5 \u3064...")
    QVERIFY(ja.contains(QStringLiteral("   -- URI \u53C2\u7167\u306F 5 \u3064\u306E URI "
                                       "\u69CB\u6210\u8981\u7D20\u306B\u69CB\u6587\u5206\u6790"
                                       "\u3055\u308C\u308B\u3002")));
    QVERIFY(!ja.contains(
        QStringLiteral("   -- The URI reference is parsed into the five URI components")));
    // the code is the code, and the step stays where it was: 2C, its line in Japanese
    QVERIFY(ja.contains(QStringLiteral("   if defined(R.scheme) then")));
    QCOMPARE(pane.algorithmModel()->currentStep(), 5);
    const std::vector<int> current = pane.algorithmModel()->currentRows();
    QVERIFY(!current.empty());
    const QString done = [&] {
        for (int row : current) {
            if (pane.algorithmModel()->lineState(row) == AlgorithmModel::LineState::CurrentDone)
                return textOf(pane.algorithmModel()->lines()[static_cast<std::size_t>(row)])
                    .trimmed();
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
    QVERIFY(texts().contains(
        QStringLiteral("   -- The URI reference is parsed into the five URI components")));
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
            const auto state
                = static_cast<AlgorithmModel::LineState>(i.data(LineStateRole).toInt());
            if (state == wanted)
                out << i.data(role).value<QColor>();
        }
        return out;
    };
    for (const QPalette &palette : {light, ComponentPalette::darkPalette(), light}) {
        QApplication::setPalette(palette);
        const ComponentPalette fresh(palette);
        const QList<QColor> run = colours(AlgorithmModel::LineState::Run, Qt::BackgroundRole);
        const QList<QColor> notRun = colours(AlgorithmModel::LineState::NotRun, Qt::ForegroundRole);
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
    const QString line
        = QStringLiteral("            ")
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
        const QImage image
            = view.viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
        // the first line, with its marker, and every line below it
        return std::tuple{
            leftmostInk(image, 2, lineHeight),
            leftmostInk(image, lineHeight + 4, std::min(rowHeight, image.height()) - 2), rowHeight};
    };
    int indent = 0;
    int lineHeight = 0;
    const auto [hangingFirst, hangingLeft, hangingHeight] = render(true, indent, lineHeight);
    const auto [plainFirst, plainLeft, plainHeight] = render(false, indent, lineHeight);
    // the marker "C." stands in the hang, where the plain delegate puts it
    QVERIFY2(std::abs(hangingFirst - plainFirst) <= 1,
             qPrintable(QStringLiteral("%1 and %2").arg(hangingFirst).arg(plainFirst)));
    QVERIFY2(hangingFirst < indent,
             qPrintable(QStringLiteral("%1, indent %2").arg(hangingFirst).arg(indent)));
    QVERIFY2(indent > 20, qPrintable(QString::number(indent)));
    // the text wraps onto at least three lines in both
    QVERIFY2(plainHeight >= 3 * lineHeight, qPrintable(QString::number(plainHeight)));
    QVERIFY2(hangingHeight >= plainHeight,
             qPrintable(QStringLiteral("%1 < %2").arg(hangingHeight).arg(plainHeight)));
    QVERIFY2(plainLeft < indent / 2,
             qPrintable(QStringLiteral("plain: %1, indent %2").arg(plainLeft).arg(indent)));
    QVERIFY2(hangingLeft >= indent,
             qPrintable(QStringLiteral("hanging: %1, indent %2").arg(hangingLeft).arg(indent)));
}

#include "tst_algorithm_view.moc"
