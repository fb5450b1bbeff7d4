// The Readers pane: real URL libraries side by side (docs/readers.md), each
// difference from a browser marked and told in words, P11 in the analysis.
#include "panes/readers/readers_pane.h"

#include "analysis/analyzer.h"
#include "analysis/roles.h"
#include "common/palette.h"
#include "panes/readers/readers_model.h"
#include "panes/security/findings_model.h"
#include "panes/security/security_pane.h"
#include "uriinspector/qurl_reader.h"
#include "window/main_window.h"

#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QLabel>
#include <QTableView>
#include <QtTest>

#include <algorithm>
#include <set>

Q_DECLARE_METATYPE(uri::Spec)

using namespace uri::ui;
using uri::readers::Component;
using uri::readers::Difference;
using uri::readers::Outcome;

namespace {

// Orange Tsai, "A New Era of SSRF" (Black Hat USA 2017): Boost.URL reads
// the first "@", a browser the last (URL Standard §4.4, authority state)
const QString kTsai = QStringLiteral("http://foo@evil.com:80@google.com/");
// URL Standard §3.5 (IPv4 parser): a hex part, and a last part for three bytes
const QString kHexIp = QStringLiteral("http://0x7f.1/");
// URL Standard §4.4: a backslash is a slash in a special URL; QUrl's
// TolerantMode reads it into the path
const QString kBackslash = QStringLiteral("http:/\\evil.com");

std::shared_ptr<const Analysis> of(const QString &text, uri::Spec spec = uri::Spec::Rfc3986)
{
    return analyze(text, spec);
}

QModelIndex cell(const ReadersModel &model, const char *id, Component component)
{
    const int row = model.rowOf(QString::fromLatin1(id));
    return row < 0 ? QModelIndex() : model.index(row, ReadersModel::column(component));
}

Difference differenceAt(const QModelIndex &index)
{
    return static_cast<Difference>(index.data(DifferenceRole).toInt());
}

} // namespace

class TstReadersPane : public QObject
{
    Q_OBJECT

private slots:
    void modelTester();
    void columns();
    void tsaiConfusion();
    void groupedByLanguage();
    void spellingOnly();
    void noHost();
    void errorsSpanTheComponents();
    void emptyInput();
    void tooLong();
    void findingJoinsTheSecurityAnalysis();
    void sameReadingsAsTheLibraries_data();
    void sameReadingsAsTheLibraries();
    void chosenGeneration();
    void copyRows();
    void colours();
    void inMainWindow();
    void longInputReadInTwoSteps();
    void longHostWrapsInTheSummary();
};

void TstReadersPane::modelTester()
{
    ReadersModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (const QString &input : {kTsai, kHexIp, kBackslash, QString()})
        model.setAnalysis(of(input));
}

void TstReadersPane::columns()
{
    ReadersModel model;
    QCOMPARE(model.columnCount(), 8);
    QCOMPARE(model.headerData(ReadersModel::ReaderColumn, Qt::Horizontal).toString(),
             QStringLiteral("Reader"));
    // the components in readers::kComponents order, the host first
    QStringList headers;
    for (int c = ReadersModel::HostColumn; c < ReadersModel::ColumnCount; ++c)
        headers << model.headerData(c, Qt::Horizontal).toString();
    QCOMPARE(headers, (QStringList{QStringLiteral("host"), QStringLiteral("scheme"),
                                   QStringLiteral("userinfo"), QStringLiteral("port"),
                                   QStringLiteral("path"), QStringLiteral("query"),
                                   QStringLiteral("fragment")}));
    QCOMPARE(ReadersModel::column(Component::Host), int(ReadersModel::HostColumn));
    QCOMPARE(ReadersModel::component(ReadersModel::FragmentColumn), Component::Fragment);
}

void TstReadersPane::tsaiConfusion()
{
    ReadersPane pane;
    pane.setAnalysis(of(kTsai));
    const ReadersModel &model = *pane.model();
    // the linked libraries and the six runtimes' (.ci/setup installs them);
    // curl-any-scheme reads as curl does: left out
    QCOMPARE(model.rowCount(), 17);
    QCOMPARE(model.index(0, ReadersModel::ReaderColumn).data().toString(),
             QStringLiteral("URL Standard (browsers)"));

    const QModelIndex boost = cell(model, "boost-url", Component::Host);
    QCOMPARE(boost.data(ValueRole).toString(), QStringLiteral("evil.com"));
    QCOMPARE(differenceAt(boost), Difference::Meaning);
    QCOMPARE(boost.data().toString(), ReadersModel::kMeaningMark + QStringLiteral("evil.com"));
    QCOMPARE(model.explanation(boost),
             QStringLiteral("Boost.URL would connect to evil.com, a browser to google.com."));
    QVERIFY(boost.data(Qt::ToolTipRole).toString().contains(model.explanation(boost)));
    QVERIFY(boost.data(Qt::FontRole).value<QFont>().bold());

    const QModelIndex browser = cell(model, "whatwg", Component::Host);
    QCOMPARE(browser.data().toString(), QStringLiteral("google.com"));
    QCOMPARE(differenceAt(browser), Difference::Same);
    QVERIFY(model.explanation(browser).isEmpty());

    // Boost.URL's other components, each told in words
    QCOMPARE(model.explanation(cell(model, "boost-url", Component::Path)),
             QStringLiteral("Boost.URL would ask for the path @google.com/, a browser for /."));
    QCOMPARE(model.explanation(cell(model, "boost-url", Component::Userinfo)),
             QStringLiteral("Boost.URL reads the credentials as foo, a browser as "
                            "foo%40evil.com:80."));
    const QModelIndex port = cell(model, "boost-url", Component::Port);
    QCOMPARE(differenceAt(port), Difference::Spelling);
    QCOMPARE(port.data().toString(), ReadersModel::kSpellingMark + QStringLiteral("80"));
    QCOMPARE(model.explanation(port),
             QStringLiteral("Boost.URL writes port 80, the scheme's default; a browser uses the "
                            "same port and leaves it out."));
    // undefined is not empty (RFC 3986 §5.3)
    QCOMPARE(cell(model, "boost-url", Component::Query).data().toString(),
             QStringLiteral("(undefined)"));
    QVERIFY(!cell(model, "boost-url", Component::Query).data(ValueRole).isValid());

    QVERIFY2(pane.summaryText().startsWith(QStringLiteral("P11 (high): ")),
             qPrintable(pane.summaryText()));
    QVERIFY(pane.summaryText().contains(QStringLiteral("evil.com (Boost.URL)")));
    QVERIFY(pane.versionsText().contains(QStringLiteral("libcurl ")));
    QVERIFY(pane.versionsText().contains(QStringLiteral("Boost.URL ")));
    QVERIFY(pane.versionsText().contains(QStringLiteral("uriparser ")));
    QVERIFY(pane.versionsText().contains(QStringLiteral("QUrl ")));
}

// The rows by language, each group named in the row header at its first
// row; the versions by language.
void TstReadersPane::groupedByLanguage()
{
    ReadersPane pane;
    pane.setAnalysis(of(QStringLiteral("http://127.0.0.1:11211:80/")));
    const ReadersModel &model = *pane.model();
    QStringList groups;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString header = model.headerData(row, Qt::Vertical).toString();
        if (!header.isEmpty())
            groups << header + QLatin1Char('@') + QString::number(row);
        QCOMPARE(model.headerData(row, Qt::Vertical, Qt::ToolTipRole).toString().isEmpty(), false);
    }
    // this program's 2, C's 2 (curl-any-scheme reads as curl does: left
    // out), C++'s 1, Qt's 2, then 2 per runtime and 1 for Go and Ruby
    QCOMPARE(groups, (QStringList{"This program@0", "C@2", "C++@4", "Qt@5", "Python@7", "Node.js@9",
                                  "PHP@11", "Go@13", "Java@14", "Ruby@16"}));
    QCOMPARE(model.rowCount(), 17);
    const QString versions = pane.versionsText();
    QVERIFY2(versions.contains(QStringLiteral("; Python: Python 3.")), qPrintable(versions));
    QVERIFY2(versions.contains(QStringLiteral(", urllib3 1.")), qPrintable(versions));
    QVERIFY2(versions.contains(QStringLiteral("; Go: Go go1.")), qPrintable(versions));
    QVERIFY2(!versions.contains(QStringLiteral("Not run")), qPrintable(versions));
    const QModelIndex php = cell(model, "php-parse-url", Component::Host);
    QCOMPARE(php.data(ValueRole).toString(), QStringLiteral("127.0.0.1:11211"));
    QVERIFY(
        pane.summaryText().contains(QStringLiteral("127.0.0.1:11211 (PHP parse_url, Go net/url)")));
}

void TstReadersPane::spellingOnly()
{
    ReadersPane pane;
    pane.setAnalysis(of(kHexIp));
    const ReadersModel &model = *pane.model();
    const QModelIndex host = cell(model, "uriparser", Component::Host);
    QCOMPARE(differenceAt(host), Difference::Spelling);
    QCOMPARE(host.data().toString(), ReadersModel::kSpellingMark + QStringLiteral("0x7f.1"));
    QCOMPARE(model.explanation(host),
             QStringLiteral("uriparser writes the host as 0x7f.1; a browser reads the same host, "
                            "127.0.0.1."));
    QCOMPARE(differenceAt(cell(model, "curl", Component::Host)), Difference::Same);
    QVERIFY(!model.matrix()->finding);
    QCOMPARE(pane.summaryText(),
             QStringLiteral("The libraries that read this link agree on its host."));
}

void TstReadersPane::noHost()
{
    ReadersModel model;
    model.setAnalysis(of(kBackslash));
    const QModelIndex host = cell(model, "qurl-tolerant", Component::Host);
    // marked as text too, not only by its colour
    QCOMPARE(host.data().toString(), QStringLiteral("\u2260 (undefined)"));
    QCOMPARE(differenceAt(host), Difference::Meaning);
    QCOMPARE(model.explanation(host),
             QStringLiteral("QUrl (TolerantMode) reads no host here; a browser goes to evil.com."));
    QVERIFY(model.matrix()->finding);
}

void TstReadersPane::errorsSpanTheComponents()
{
    ReadersPane pane;
    pane.setAnalysis(of(kTsai));
    const ReadersModel &model = *pane.model();
    const int curl = model.rowOf(QStringLiteral("curl"));
    QVERIFY(curl >= 0);
    const QModelIndex host = model.index(curl, ReadersModel::HostColumn);
    QCOMPARE(static_cast<Outcome>(host.data(OutcomeRole).toInt()), Outcome::Error);
    // libcurl's own words
    QVERIFY2(host.data().toString().startsWith(
                 QStringLiteral("error: \"Port number was not a decimal number")),
             qPrintable(host.data().toString()));
    QCOMPARE(host.data(Qt::ToolTipRole).toString(), host.data().toString());
    QCOMPARE(host.data(Qt::ForegroundRole).value<QColor>(),
             ComponentPalette(pane.palette()).dimForeground());
    for (int c = ReadersModel::HostColumn + 1; c < ReadersModel::ColumnCount; ++c)
        QVERIFY(model.index(curl, c).data().toString().isEmpty());
    QCOMPARE(pane.view()->columnSpan(curl, ReadersModel::HostColumn),
             ReadersModel::ColumnCount - ReadersModel::HostColumn);
    // a reading that was read spans nothing
    const int boost = model.rowOf(QStringLiteral("boost-url"));
    QCOMPARE(pane.view()->columnSpan(boost, ReadersModel::HostColumn), 1);
    // columns fit their values, not the spanning errors
    QVERIFY(pane.view()->columnWidth(ReadersModel::HostColumn) <= ReadersPane::kMaxColumnWidth);
}

void TstReadersPane::emptyInput()
{
    ReadersPane pane;
    pane.setAnalysis(of(QString()));
    QCOMPARE(pane.model()->rowCount(), 0);
    QVERIFY2(pane.summaryText().startsWith(
                 QStringLiteral("Enter a URI to see how real URL libraries read it")),
             qPrintable(pane.summaryText()));
    // the libraries are named all the same
    QVERIFY(pane.versionsText().contains(QStringLiteral("libcurl ")));
}

void TstReadersPane::tooLong()
{
    const std::string huge = "http://example.com/" + std::string(kMaxReadersBytes, 'a');
    const auto analysis = analyze(huge, uri::Spec::Rfc3986);
    QVERIFY(!analysis->readers);
    ReadersPane pane;
    pane.setAnalysis(analysis);
    QCOMPARE(pane.model()->rowCount(), 0);
    QVERIFY2(pane.summaryText().startsWith(QStringLiteral("Not run: the input is over 1 MB")),
             qPrintable(pane.summaryText()));
}

void TstReadersPane::findingJoinsTheSecurityAnalysis()
{
    const auto analysis = of(kTsai);
    QVERIFY(analysis->security);
    const auto &findings = analysis->security->findings;
    const auto p11 = std::find_if(findings.begin(), findings.end(), [](const auto &f) {
        return f.check == uri::security::Check::P11;
    });
    QVERIFY(p11 != findings.end());
    QCOMPARE(p11->severity, uri::security::Risk::High);
    QCOMPARE(QString::fromStdString(p11->message),
             QString::fromStdString(analysis->readers->finding->message));
    QVERIFY(analysis->security->verdict >= uri::security::Risk::High);

    // no P11 where the libraries agree
    const auto agreeing = of(kHexIp);
    for (const auto &f : agreeing->security->findings)
        QVERIFY(f.check != uri::security::Check::P11);
}

void TstReadersPane::sameReadingsAsTheLibraries_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<uri::Spec>("spec");
    QTest::newRow("tsai") << kTsai << uri::Spec::Rfc3986;
    QTest::newRow("hex ip") << kHexIp << uri::Spec::Rfc3986;
    QTest::newRow("backslash") << kBackslash << uri::Spec::Rfc3986;
    QTest::newRow("browser failure") << QStringLiteral("http://[::1/") << uri::Spec::Rfc3986;
    QTest::newRow("relative") << QStringLiteral("../a?b#c") << uri::Spec::Rfc3986;
    QTest::newRow("rfc2396") << QStringLiteral("http://a/b;p?q") << uri::Spec::Rfc2396;
    QTest::newRow("rfc1808") << QStringLiteral("http://u:p@a:8080/b;p?q#f") << uri::Spec::Rfc1808;
    QTest::newRow("whatwg") << QStringLiteral("HTTP://EXAMPLE.com:80/%7e") << uri::Spec::Whatwg;
}

void TstReadersPane::sameReadingsAsTheLibraries()
{
    // the analysis takes the URL Standard's and RFC 3986's readings from the
    // inspection's views (each parsed once): they must be what the readers
    // of readers/ read
    QFETCH(QString, input);
    QFETCH(uri::Spec, spec);
    const auto analysis = of(input, spec);
    QVERIFY(analysis->readers);
    const auto readers = uri::readers::chosenReaders(spec);
    const uri::readers::Matrix expected
        = uri::readers::readAll(input.toStdString(), uri::readers::pointers(readers));
    const uri::readers::Matrix &actual = *analysis->readers;
    QCOMPARE(actual.readings.size(), expected.readings.size());
    for (std::size_t i = 0; i < actual.readings.size(); ++i)
        QVERIFY2(actual.readings[i] == expected.readings[i], expected.readings[i].id.c_str());
    QCOMPARE(actual.finding.has_value(), expected.finding.has_value());
    if (expected.finding)
        QCOMPARE(QString::fromStdString(actual.finding->message),
                 QString::fromStdString(expected.finding->message));
}

void TstReadersPane::chosenGeneration()
{
    // the window's generation for this project's RFC 3986 reader
    ReadersModel model;
    model.setAnalysis(of(QStringLiteral("http://a/b;p?q"), uri::Spec::Rfc2396));
    const int row = model.rowOf(QStringLiteral("rfc2396"));
    QVERIFY(row >= 0);
    QCOMPARE(model.index(row, ReadersModel::ReaderColumn).data().toString(),
             QStringLiteral("RFC 2396"));
    QCOMPARE(model.rowOf(QStringLiteral("rfc3986")), -1);
    QVERIFY(model.index(row, ReadersModel::ReaderColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("rfc2396")));
}

void TstReadersPane::copyRows()
{
    ReadersPane pane;
    pane.setAnalysis(of(kTsai));
    const ReadersModel &model = *pane.model();
    const int boost = model.rowOf(QStringLiteral("boost-url"));
    const QString expected = QStringLiteral("Boost.URL\t") + ReadersModel::kMeaningMark
                             + QStringLiteral("evil.com\thttp\t") + ReadersModel::kMeaningMark
                             + QStringLiteral("foo\t") + ReadersModel::kSpellingMark
                             + QStringLiteral("80\t") + ReadersModel::kMeaningMark
                             + QStringLiteral("@google.com/\t(undefined)\t(undefined)");
    QCOMPARE(model.rowText(boost), expected);
    pane.view()->selectRow(boost);
    QCOMPARE(pane.selectedText(), expected);
    // Ctrl+C on the table
    QApplication::clipboard()->clear();
    pane.show();
    pane.view()->setFocus();
    QTest::keySequence(pane.view(), QKeySequence::Copy);
    if (QApplication::clipboard()->text().isEmpty())
        QSKIP("This platform has no clipboard");
    QCOMPARE(QApplication::clipboard()->text(), expected);
    // an error row: its words after the name
    const int curl = model.rowOf(QStringLiteral("curl"));
    QVERIFY(model.rowText(curl).startsWith(QStringLiteral("libcurl\terror: ")));
    QVERIFY(!model.rowText(curl).contains(QStringLiteral("\t\t")));
}

void TstReadersPane::colours()
{
    // colour is never the only signal: a mark and a tooltip go with it
    ReadersPane pane;
    pane.setAnalysis(of(kTsai));
    const ReadersModel &model = *pane.model();
    const ComponentPalette palette(pane.palette());
    const QModelIndex meaning = cell(model, "boost-url", Component::Host);
    const QModelIndex spelling = cell(model, "boost-url", Component::Port);
    const QModelIndex same = cell(model, "boost-url", Component::Scheme);
    QCOMPARE(meaning.data(Qt::BackgroundRole).value<QColor>(), palette.differenceBase());
    QCOMPARE(spelling.data(Qt::BackgroundRole).value<QColor>(), palette.noticeBase());
    QVERIFY(!same.data(Qt::BackgroundRole).isValid());
    QVERIFY(palette.differenceBase() != palette.noticeBase());
    // readable in both themes
    for (const QPalette &p : {QPalette(), ComponentPalette::darkPalette()}) {
        const ComponentPalette c(p);
        QVERIFY(ComponentPalette::contrast(c.foreground(), c.differenceBase()) >= 4.5);
        QVERIFY(ComponentPalette::contrast(c.foreground(), c.noticeBase()) >= 4.5);
        QVERIFY(ComponentPalette::contrast(c.dimForeground(), c.base()) >= 3.0);
    }
}

void TstReadersPane::inMainWindow()
{
    MainWindow window;
    auto *pane = qobject_cast<ReadersPane *>(window.pane(QStringLiteral("readers")));
    QVERIFY(pane);
    QCOMPARE(pane, window.pane(QStringLiteral("readersPane")));
    QVERIFY(window.dockOf(pane));
    QCOMPARE(pane->title(), QStringLiteral("Readers"));
    window.setUri(kTsai);
    QVERIFY(window.waitForAnalysis());
    QCOMPARE(pane->model()->rowCount(), 17);
    QVERIFY(pane->summaryText().contains(QStringLiteral("P11")));
    // the Security pane lists the finding, the verdict names it
    auto *security = qobject_cast<SecurityPane *>(window.pane(QStringLiteral("securityPane")));
    QVERIFY(security);
    QStringList ids;
    for (int r = 0; r < security->findingsModel()->rowCount(); ++r)
        ids << security->findingsModel()->index(r, FindingsModel::IdColumn).data().toString();
    QVERIFY2(ids.contains(QStringLiteral("P11")), qPrintable(ids.join(QLatin1Char(' '))));
    QVERIFY(security->verdictText().startsWith(QStringLiteral("critical"))); // P1 sets it
}

// Over 2 KiB the window repaints with the readers of this process, and the
// server-side readers' rows follow (analyzeInProcess(), withServerReadings()):
// the last step is analyze() of the same input, and only the panes that show
// readings are given it.
void TstReadersPane::longInputReadInTwoSteps()
{
    const std::set<std::string> inProcess{"ours", "c", "cpp", "qt"};
    const bool serverReaders = std::ranges::any_of(
        uri::readers::serverReaders(), [](const auto &r) { return uri::readers::installed(*r); });

    MainWindow window;
    auto *pane = qobject_cast<ReadersPane *>(window.pane(QStringLiteral("readersPane")));
    auto *security = qobject_cast<SecurityPane *>(window.pane(QStringLiteral("securityPane")));
    QVERIFY(pane && security);
    std::vector<std::shared_ptr<const Analysis>> steps;
    QStringList summaries;
    connect(window.analyzer(), &Analyzer::analysisReady, this, [&] {
        steps.push_back(window.analyzer()->current());
        summaries << pane->summaryText();
    });

    // kTsai alone: one step, whatever is installed
    window.setUri(kTsai);
    QVERIFY(window.waitForAnalysis());
    QCOMPARE(steps.size(), std::size_t{1});
    QVERIFY(!steps[0]->serverReadingsPending);

    steps.clear();
    summaries.clear();
    const QString input = kTsai + QString(3000, u'a');
    window.setUri(input);
    QVERIFY(window.waitForAnalysis());
    const std::shared_ptr<const Analysis> expected = analyze(input, uri::Spec::Rfc3986);
    QVERIFY(expected->readers && expected->security
            && expected->security->has(uri::security::Check::P11));
    if (!serverReaders) { // no runtime installed: nothing to wait for
        QCOMPARE(steps.size(), std::size_t{1});
        QVERIFY(!steps[0]->serverReadingsPending);
        return;
    }
    QCOMPARE(steps.size(), std::size_t{2});
    const Analysis &first = *steps[0];
    const Analysis &last = *steps[1];
    QCOMPARE(first.generation, last.generation);

    // the first step: this process's readers, and no P11 in the verdict yet
    QVERIFY(first.serverReadingsPending);
    QVERIFY(first.readers);
    for (const uri::readers::Reading &r : first.readers->readings)
        QVERIFY2(inProcess.contains(r.language), r.id.c_str());
    QVERIFY(first.readers->find("boost-url"));
    QVERIFY(first.security && !first.security->has(uri::security::Check::P11));
    QCOMPARE(summaries[0], QStringLiteral("The libraries of the other languages are reading this "
                                          "link; their rows and the comparison of every host "
                                          "follow."));

    // the last: the same inspection (not parsed again), every reading
    QVERIFY(!last.serverReadingsPending);
    QCOMPARE(last.input, first.input);
    QVERIFY(last.readers);
    QVERIFY(last.readers->find("python-urllib") || last.readers->find("node-url-parse"));
    QVERIFY(last.readers->readings == expected->readers->readings);
    QVERIFY(*last.security == *expected->security);
    QCOMPARE(last.security->find(uri::security::Check::P11)->message,
             expected->security->find(uri::security::Check::P11)->message);
    QVERIFY(summaries[1].startsWith(QStringLiteral("P11 (")));
    QCOMPARE(pane->model()->rowCount(), static_cast<int>(expected->readers->readings.size()));
    QVERIFY(security->verdictText().startsWith(QStringLiteral("critical")));
}

// P11 quotes the hosts of the input: a host of 300 letters wraps in the
// summary instead of widening the pane, and the window with it.
void TstReadersPane::longHostWrapsInTheSummary()
{
    ReadersPane pane;
    const QString host = QString(300, u'a') + QStringLiteral(".com");
    pane.setAnalysis(of(QStringLiteral("http://foo@evil.com:80@") + host + QLatin1Char('/')));
    QVERIFY(pane.summaryText().startsWith(QStringLiteral("P11 (")));
    QVERIFY(pane.summaryText().contains(host));
    const int wide = pane.summaryLabel()->fontMetrics().horizontalAdvance(host);
    QVERIFY2(pane.summaryLabel()->minimumSizeHint().width() < wide / 4,
             qPrintable(QString::number(pane.summaryLabel()->minimumSizeHint().width())));
    QVERIFY(pane.minimumSizeHint().width() < wide / 2);
}

QTEST_MAIN(TstReadersPane)
#include "tst_readers_pane.moc"
