// The Normalize & Compare pane: the RFC 3986 §6.2 ladder rung by rung with
// what each rung changed, and the comparison with a second URI (§6).
#include "panes/normalize/normalize_pane.h"

#include "analysis/roles.h"
#include "panes/normalize/compare_model.h"
#include "panes/normalize/normalize_model.h"
#include "widgets/highlight_delegate.h"
#include "widgets/wrap_label.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QClipboard>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QTreeView>
#include <QtTest>

using namespace uri;
using namespace uri::ui;

namespace {

std::shared_ptr<const Analysis> input(const char *text)
{
    return analyze(std::string(text), Spec::Rfc3986);
}

QString resultOf(const NormalizeModel *model, Rung rung)
{
    return model->rungIndex(rung, NormalizeModel::ResultColumn).data().toString();
}

HighlightRanges marksOf(const NormalizeModel *model, Rung rung)
{
    return model->rungIndex(rung, NormalizeModel::ResultColumn)
        .data(HighlightsRole)
        .value<HighlightRanges>();
}

QList<Span> changeSpans(const NormalizeModel *model, Rung rung)
{
    const QModelIndex parent = model->rungIndex(rung);
    QList<Span> spans;
    for (int r = 0; r < model->rowCount(parent); ++r)
        spans << model->index(r, 0, parent).data(SpanRole).value<Span>();
    return spans;
}

} // namespace

class TstNormalizePane : public QObject
{
    Q_OBJECT

private slots:
    void identity();
    void ladderRfc3986Example();
    void ladderSchemeBased();
    void longInputShownInPart();
    void cutAtACharacter();
    void compareEquivalent();
    void compareDifferent();
    void longUrisNeverWidenThePane();
    void spanActivation();
    void compareActivation();
    void markSpan();
    void modelTesters();
};

void TstNormalizePane::identity()
{
    NormalizePane pane;
    QCOMPARE(pane.objectName(), QStringLiteral("normalizePane"));
    QCOMPARE(pane.title(), QStringLiteral("Normalize and Compare"));
    QCOMPARE(pane.ladderModel()->rowCount(), 0);
}

void TstNormalizePane::ladderRfc3986Example()
{
    // RFC 3986 §6.2.2: "example://a/./b/../b/%63/%7bfoo%7d" is equivalent to
    // "eXAMPLE://a/./b/../b/%63/%7bfoo%7d" and "example://a/b/c/%7Bfoo%7D"
    NormalizePane pane;
    pane.setAnalysis(input("example://a/./b/../b/%63/%7bfoo%7d"));
    const NormalizeModel *model = pane.ladderModel();
    QCOMPARE(model->rowCount(), 6);
    QStringList names;
    QStringList cites;
    for (Rung rung : kAllRungs) {
        names << model->rungIndex(rung).data().toString();
        cites << model->rungIndex(rung, NormalizeModel::CiteColumn).data().toString();
    }
    QCOMPARE(names, (QStringList{"Simple string comparison", "Case normalization",
                                 "Percent-encoding normalization", "Path segment normalization",
                                 "Scheme-based normalization (no change)",
                                 "Protocol-based normalization"}));
    QCOMPARE(cites, (QStringList{"RFC 3986 §6.2.1", "RFC 3986 §6.2.2.1", "RFC 3986 §6.2.2.2",
                                 "RFC 3986 §6.2.2.3", "RFC 3986 §6.2.3", "RFC 3986 §6.2.4"}));
    // the §6.2.2 rungs, each from the result of the one before
    QCOMPARE(resultOf(model, Rung::SimpleString),
             QStringLiteral("example://a/./b/../b/%63/%7bfoo%7d"));
    QCOMPARE(resultOf(model, Rung::Case), QStringLiteral("example://a/./b/../b/%63/%7Bfoo%7D"));
    QCOMPARE(resultOf(model, Rung::PercentEncoding),
             QStringLiteral("example://a/./b/../b/c/%7Bfoo%7D"));
    QCOMPARE(resultOf(model, Rung::PathSegment), QStringLiteral("example://a/b/c/%7Bfoo%7D"));
    QCOMPARE(resultOf(model, Rung::SchemeBased), QStringLiteral("example://a/b/c/%7Bfoo%7D"));
    QCOMPARE(pane.normalizedText(), QStringLiteral("example://a/b/c/%7Bfoo%7D"));
    // what each rung changed, marked in its result
    QCOMPARE(marksOf(model, Rung::SimpleString), HighlightRanges());
    QCOMPARE(marksOf(model, Rung::Case), (HighlightRanges{QPoint(25, 3), QPoint(31, 3)}));
    QCOMPARE(marksOf(model, Rung::PercentEncoding), (HighlightRanges{QPoint(21, 1)}));
    QCOMPARE(marksOf(model, Rung::PathSegment), (HighlightRanges{QPoint(11, 14)}));
    QCOMPARE(marksOf(model, Rung::SchemeBased), HighlightRanges());
    // and each change, with the span of the input it concerns
    QCOMPARE(changeSpans(model, Rung::Case), (QList<Span>{{25, 3}, {31, 3}}));
    QCOMPARE(changeSpans(model, Rung::PercentEncoding), (QList<Span>{{21, 3}}));
    QCOMPARE(changeSpans(model, Rung::PathSegment), (QList<Span>{{11, 23}}));
    const QModelIndex caseRung = model->rungIndex(Rung::Case);
    QCOMPARE(model->index(0, NormalizeModel::RungColumn, caseRung).data().toString(),
             QStringLiteral("hexadecimal digits uppercased"));
    QCOMPARE(model->index(0, NormalizeModel::ResultColumn, caseRung).data().toString(),
             QStringLiteral("\"%7b\" \u2192 \"%7B\""));
    // §6.2.4 is explained, not performed
    const QModelIndex protocol
        = model->rungIndex(Rung::ProtocolBased, NormalizeModel::ResultColumn);
    QVERIFY(!protocol.data(PerformedRole).toBool());
    QVERIFY(protocol.data().toString().startsWith(QStringLiteral("Not performed: ")));
    QVERIFY(protocol.data(HighlightsRole).isNull());
}

void TstNormalizePane::ladderSchemeBased()
{
    // RFC 3986 §6.2.3: the default port goes (a removal, marked where it was)
    // and HTTP's empty path is "/"
    NormalizePane pane;
    pane.setAnalysis(input("HTTP://Www.Example.COM:80"));
    const NormalizeModel *model = pane.ladderModel();
    QCOMPARE(resultOf(model, Rung::Case), QStringLiteral("http://www.example.com:80"));
    QCOMPARE(marksOf(model, Rung::Case),
             (HighlightRanges{QPoint(0, 4), QPoint(7, 1), QPoint(11, 1), QPoint(19, 3)}));
    QCOMPARE(resultOf(model, Rung::SchemeBased), QStringLiteral("http://www.example.com/"));
    QCOMPARE(marksOf(model, Rung::SchemeBased), (HighlightRanges{QPoint(22, 0), QPoint(22, 1)}));
}

void TstNormalizePane::longInputShownInPart()
{
    // Past NormalizeModel::kMaxShownBytes a rung's text is cut and says how
    // much is left out; its marks stop at the cut. The normalized form is
    // shown in part too, and copied whole.
    static_assert(NormalizeModel::kMaxShownBytes == 4096);
    std::string text = "http://a/";
    for (int i = 0; i < 1500; ++i)
        text += "x%7e";
    QCOMPARE(text.size(), std::size_t{6009});
    NormalizePane pane;
    pane.setAnalysis(input(text.c_str()));
    const NormalizeModel *model = pane.ladderModel();
    const QString rest = QStringLiteral("\u2026 (%1 more bytes)").arg(QLocale().toString(1913));
    QCOMPARE(resultOf(model, Rung::SimpleString),
             QString::fromStdString(text.substr(0, 4096)) + rest);
    // "%7e" at 10, 14, ... 4094: the last one is cut after two characters
    const HighlightRanges marks = marksOf(model, Rung::Case);
    QCOMPARE(marks.size(), 1022);
    QCOMPARE(marks.front(), QPoint(10, 3));
    QCOMPARE(marks.back(), QPoint(4094, 2));
    // the delegate sizes such a cell without measuring it: the same width
    // as the text measured in bold (monospaced), and its margins
    {
        QTreeView view;
        view.setModel(const_cast<NormalizeModel *>(model));
        HighlightDelegate delegate;
        QStyleOptionViewItem option;
        option.initFrom(&view);
        option.widget = &view;
        const QModelIndex cell = model->rungIndex(Rung::Case, NormalizeModel::ResultColumn);
        QFont bold = cell.data(Qt::FontRole).value<QFont>();
        bold.setBold(true);
        QCOMPARE(QFontMetricsF(bold).horizontalAdvance(QLatin1Char('i')),
                 QFontMetricsF(bold).horizontalAdvance(QLatin1Char('W')));
        const int measured = QFontMetrics(bold).horizontalAdvance(cell.data().toString());
        const int width = delegate.sizeHint(option, cell).width();
        QVERIFY2(width >= measured && width <= measured + 24,
                 qPrintable(QStringLiteral("%1 for %2").arg(width).arg(measured)));
    }
    // the percent-encoding rung decodes each "%7E": 1,500 changes, 2 bytes each
    std::string normalized = "http://a/";
    for (int i = 0; i < 1500; ++i)
        normalized += "x~";
    QCOMPARE(resultOf(model, Rung::PercentEncoding), QString::fromStdString(normalized));
    QCOMPARE(pane.normalizedText(), QString::fromStdString(normalized));
    // a form longer than the cut is shown in part and copied whole
    std::string longer = "http://a/";
    for (int i = 0; i < 1000; ++i)
        longer += "segment/";
    pane.setAnalysis(input(longer.c_str()));
    QCOMPARE(pane.normalizedText(),
             QString::fromStdString(longer.substr(0, 4096))
                 + QStringLiteral("\u2026 (%1 more bytes)").arg(QLocale().toString(3913)));
    auto *copy = pane.findChild<QAction *>(QStringLiteral("copyNormalized"));
    QVERIFY(copy);
    QVERIFY(copy->isEnabled());
    QGuiApplication::clipboard()->clear();
    copy->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), QString::fromStdString(longer));
}

void TstNormalizePane::cutAtACharacter()
{
    // A character across the cut is shown whole, and the note counts the
    // bytes after it; a mark that starts after the cut is not shown.
    const std::string text = std::string(4095, 'a') + "\xC3\xA9" + std::string(10, 'b');
    const HighlightedText shown = highlightedText(text, {{4095, 2}, {4100, 1}}, 4096);
    QCOMPARE(shown.text,
             QString(4095, u'a') + QChar(0xE9)
                 + QStringLiteral("\u2026 (%1 more bytes)").arg(QLocale().toString(10)));
    QCOMPARE(shown.ranges, (HighlightRanges{QPoint(4095, 1)}));
    // uncut, as before
    QCOMPARE(highlightedText("a\x01"
                             "b",
                             {{1, 1}})
                 .text,
             QStringLiteral("a\\x01b"));
    QCOMPARE(highlightedText("a\x01"
                             "b",
                             {{1, 1}})
                 .ranges,
             (HighlightRanges{QPoint(1, 4)}));
    QCOMPARE(highlightedText("", {{0, 0}}).ranges, (HighlightRanges{QPoint(0, 0)}));
}

void TstNormalizePane::compareEquivalent()
{
    NormalizePane pane;
    pane.setAnalysis(input("http://example.com"));
    pane.setCompareWith(QStringLiteral("http://example.com:80/"));
    QVERIFY(pane.compareResult());
    QVERIFY(pane.compareResult()->equivalent);
    QCOMPARE(pane.compareResult()->rung, std::optional<Rung>(Rung::SchemeBased));
    QCOMPARE(pane.compareSummary(),
             QStringLiteral("Equivalent from the rung \"Scheme-based normalization\" "
                            "(RFC 3986 §6.2.3) on."));
    QCOMPARE(pane.compareModel()->rowCount(), 0);

    pane.setCompareWith(QStringLiteral("http://example.com"));
    QCOMPARE(pane.compareResult()->rung, std::optional<Rung>(Rung::SimpleString));
    pane.setCompareWith(QString());
    QVERIFY(!pane.compareResult());
}

void TstNormalizePane::compareDifferent()
{
    NormalizePane pane;
    pane.setAnalysis(input("http://a/b"));
    pane.setCompareWith(QStringLiteral("HTTP://A/c?x"));
    QVERIFY(!pane.compareResult()->equivalent);
    const CompareModel *model = pane.compareModel();
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->index(0, CompareModel::ComponentColumn).data().toString(),
             QStringLiteral("path"));
    QCOMPARE(model->index(0, CompareModel::FirstColumn).data().toString(),
             QStringLiteral("\"/b\""));
    QCOMPARE(model->index(0, CompareModel::SecondColumn).data().toString(),
             QStringLiteral("\"/c\""));
    QCOMPARE(model->index(1, CompareModel::FirstColumn).data().toString(),
             QStringLiteral("(undefined)"));
    QCOMPARE(model->index(0, 0).data(SpanRole).value<Span>(), (Span{8, 2}));
    QVERIFY(model->index(1, 0).data(SpanRole).isNull()); // no query in the first
    QCOMPARE(model->index(1, 0).data(SecondSpanRole).value<Span>(), (Span{11, 1}));
    QVERIFY(pane.compareSummary().contains(QStringLiteral("path, query")));
    // the differing spans are marked in both lines, bold and underlined
    const auto marked = [](const WrapLabel *line) {
        QStringList texts;
        for (const QTextLayout::FormatRange &f : line->formats()) {
            if (f.format.fontWeight() == QFont::Bold && f.format.fontUnderline())
                texts << line->text().mid(f.start, f.length);
        }
        return texts;
    };
    QCOMPARE(pane.firstLine()->text(), QStringLiteral("http://a/b"));
    QCOMPARE(marked(pane.firstLine()), QStringList{QStringLiteral("/b")});
    QCOMPARE(pane.secondLine()->text(), QStringLiteral("HTTP://A/c?x"));
    QCOMPARE(marked(pane.secondLine()), (QStringList{QStringLiteral("/c"), QStringLiteral("x")}));
}

// Two URIs of 3,000 characters compared: their lines wrap, the pane (and
// the window) keeps its width.
void TstNormalizePane::longUrisNeverWidenThePane()
{
    NormalizePane pane;
    pane.resize(700, 500);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    const QString path(3000, QLatin1Char('a'));
    pane.setAnalysis(analyze(QStringLiteral("http://example.com/") + path, Spec::Rfc3986));
    pane.setCompareWith(QStringLiteral("http://example.com/b") + path);
    QCoreApplication::processEvents();
    QVERIFY(!pane.compareResult()->equivalent);
    QVERIFY(pane.firstLine()->isVisible());
    QCOMPARE(pane.width(), 700);
    QVERIFY(pane.firstLine()->width() < 700);
    QCOMPARE(pane.firstLine()->text(), QStringLiteral("http://example.com/") + path);
}

void TstNormalizePane::spanActivation()
{
    NormalizePane pane;
    pane.resize(900, 600);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    pane.setAnalysis(input("example://a/./b/../b/%63/%7bfoo%7d"));
    QSignalSpy spy(&pane, &AnalysisPane::spanActivated);
    const QModelIndex change = pane.ladderModel()->index(1, NormalizeModel::ResultColumn,
                                                         pane.ladderModel()->rungIndex(Rung::Case));
    QTreeView *view = pane.ladderView();
    view->scrollTo(change);
    const QRect rect = view->visualRect(change);
    QVERIFY(rect.isValid());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.front().front().value<Span>(), (Span{31, 3}));
    // a rung row has no span of its own
    const QRect rungRect = view->visualRect(pane.ladderModel()->rungIndex(Rung::Case));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rungRect.center());
    QCOMPARE(spy.size(), 1);
    // the keyboard: Enter activates the current change
    view->setCurrentIndex(
        pane.ladderModel()->index(0, 0, pane.ladderModel()->rungIndex(Rung::PercentEncoding)));
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(spy.size(), 2);
    QCOMPARE(spy.back().front().value<Span>(), (Span{21, 3}));
}

void TstNormalizePane::compareActivation()
{
    NormalizePane pane;
    pane.resize(900, 600);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    pane.setAnalysis(input("http://a/b"));
    pane.setCompareWith(QStringLiteral("http://a/c"));
    QSignalSpy spy(&pane, &AnalysisPane::spanActivated);
    QTableView *view = pane.compareView();
    const QRect rect = view->visualRect(pane.compareModel()->index(0, CompareModel::FirstColumn));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
    QCOMPARE(spy.size(), 1);
    QCOMPARE(spy.front().front().value<Span>(), (Span{8, 2}));
}

void TstNormalizePane::markSpan()
{
    NormalizePane pane;
    pane.setAnalysis(input("example://a/./b/../b/%63/%7bfoo%7d"));
    QSignalSpy spy(&pane, &AnalysisPane::spanActivated);
    pane.markSpan(Span{21, 3});
    const QModelIndex current = pane.ladderView()->currentIndex();
    QCOMPARE(current.data(SpanRole).value<Span>(), (Span{21, 3}));
    QCOMPARE(current.parent().data(RungRole).toInt(), static_cast<int>(Rung::PercentEncoding));
    QCOMPARE(spy.size(), 0); // marking is not activating
}

void TstNormalizePane::modelTesters()
{
    NormalizePane pane;
    using Tester = QAbstractItemModelTester;
    const auto mode = Tester::FailureReportingMode::QtTest;
    Tester ladder(pane.ladderModel(), mode);
    Tester differences(pane.compareModel(), mode);
    pane.setAnalysis(input("HTTP://Www.Example.COM:0080/%7euser/./a/../b?%3a#%7E"));
    pane.setCompareWith(QStringLiteral("http://www.example.com/~user/b?%3A#~"));
    pane.setCompareWith(QStringLiteral("ftp://x/"));
    pane.setAnalysis(input("a/./b/../../c"));
    pane.setAnalysis(analyze(std::string(), Spec::Rfc3986));
    pane.setAnalysis(input("scheme:/.//a"));
}

QTEST_MAIN(TstNormalizePane)
#include "tst_normalize_pane.moc"
