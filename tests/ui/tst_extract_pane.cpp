// The Extract pane: every URI of a pasted text, with its span, how
// it was written, its verdict; CSV and JSON export.
#include "panes/extract/extract_pane.h"

#include "analysis/roles.h"
#include "panes/extract/extract_model.h"
#include "panes/security/security_pane.h"
#include "window/language.h"
#include "window/main_window.h"

#include <QAbstractItemModelTester>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

using uri::Span;
using namespace uri::ui;

Q_DECLARE_METATYPE(QList<Span>)

namespace {

// A mail with a URI in <...> broken over two lines (RFC 3986 Appendix C), a
// bare URI before a full stop, a defanged one, one in parentheses and one
// after "URL:", and a bare www. name before a ";".
const char kMail[] = "Hello,\n"
                     "\n"
                     "please see <https://example.com/reports/2026/q3/summary\n"
                     "  ?id=42&lang=en> and the mirror at http://mirror.example.org/files/a.zip.\n"
                     "Do NOT click hxxp://evil[.]example/login (reported by the SOC),\n"
                     "or (http://example.net/wiki/Foo_(bar)), thanks!\n"
                     "Also <URL:ftp://ftp.example.com/pub/> and www.example.info/start; bye.\n";

QStringList column(const QAbstractItemModel &model, int col, int role = Qt::DisplayRole)
{
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r)
        out << model.index(r, col).data(role).toString();
    return out;
}

} // namespace

class TstExtractPane : public QObject
{
    Q_OBJECT

private slots:
    void modelTester();
    void mail();
    void latestTextWins();
    void csv();
    void json();
    void lineAndColumn();
    void openUri();
    void writeTable();
    void hostile();
    void large();
    void inMainWindow();
    void inspectKeepsThePaste();
};

void TstExtractPane::modelTester()
{
    ExtractModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setResult(extractLinks(kMail));
    model.setResult(extractLinks(std::string()));
    model.setResult(extractLinks("x http://a\xE2\x80\xAE/\x01 y\xFF http://b/"));
    model.setResult(nullptr);
    model.retranslate();
}

void TstExtractPane::mail()
{
    ExtractPane pane;
    pane.setText(QString::fromUtf8(kMail));
    QVERIFY(pane.waitForResult());
    const ExtractModel &m = *pane.model();
    QCOMPARE(
        column(m, ExtractModel::UriColumn),
        (QStringList{QStringLiteral("https://example.com/reports/2026/q3/summary?id=42&lang=en"),
                     QStringLiteral("http://mirror.example.org/files/a.zip"),
                     QStringLiteral("http://evil.example/login"),
                     QStringLiteral("http://example.net/wiki/Foo_(bar)"),
                     QStringLiteral("ftp://ftp.example.com/pub/"),
                     QStringLiteral("www.example.info/start")}));
    QList<Span> spans;
    for (int r = 0; r < m.rowCount(); ++r)
        spans << m.index(r, 0).data(SpanRole).value<Span>();
    QCOMPARE(spans, (QList<Span>{{20, 60}, {100, 37}, {152, 27}, {207, 33}, {261, 26}, {293, 22}}));
    QCOMPARE(column(m, ExtractModel::WhereColumn),
             (QStringList{QStringLiteral("3:13"), QStringLiteral("4:37"), QStringLiteral("5:14"),
                          QStringLiteral("6:5"), QStringLiteral("7:11"), QStringLiteral("7:43")}));
    QCOMPARE(column(m, ExtractModel::HowColumn),
             (QStringList{QStringLiteral("in <...>, line break removed"), QStringLiteral("bare"),
                          QStringLiteral("bare, defanged"), QStringLiteral("bare"),
                          QStringLiteral("in <URL:...>"), QStringLiteral("bare, no scheme")}));
    QCOMPARE(column(m, ExtractModel::HostColumn),
             (QStringList{QStringLiteral("example.com"), QStringLiteral("mirror.example.org"),
                          QStringLiteral("evil.example"), QStringLiteral("example.net"),
                          QStringLiteral("ftp.example.com"), QString()}));
    QCOMPARE(m.index(2, ExtractModel::UriColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Written defanged as: hxxp://evil[.]example/login"));
    QCOMPARE(pane.statusLabel()->text(), QStringLiteral("6 URI(s) found."));
}

void TstExtractPane::latestTextWins()
{
    ExtractPane pane;
    QSignalSpy shown(&pane, &ExtractPane::resultShown);
    pane.setText(QStringLiteral("http://first.example/"));
    pane.setText(QStringLiteral("a http://second.example/ b http://third.example/"));
    QVERIFY(pane.waitForResult());
    QCOMPARE(shown.count(), 1);
    QCOMPARE(column(*pane.model(), ExtractModel::UriColumn),
             (QStringList{QStringLiteral("http://second.example/"),
                          QStringLiteral("http://third.example/")}));
    QCOMPARE(pane.statusLabel()->text(), QStringLiteral("2 URI(s) found."));
    pane.setText(QString());
    QVERIFY(pane.waitForResult());
    QCOMPARE(pane.model()->rowCount(), 0);
    QCOMPARE(pane.statusLabel()->text(), QStringLiteral("0 URI(s) found."));
}

void TstExtractPane::csv()
{
    ExtractModel m;
    m.setResult(extractLinks(kMail));
    const QStringList lines = m.toCsv().split(QStringLiteral("\r\n"));
    QCOMPARE(lines.size(), 8); // header, six rows, "" after the last CRLF
    QCOMPARE(lines[0], QStringLiteral("uri,offset,length,line,column,how,verdict,host"));
    QCOMPARE(lines[1].section(QLatin1Char(','), 0, 5),
             QStringLiteral("https://example.com/reports/2026/q3/summary?id=42&lang=en,20,60,3,"
                            "13,angle-brackets;line-breaks"));
    QCOMPARE(lines[3].section(QLatin1Char(','), 0, 5),
             QStringLiteral("http://evil.example/login,152,27,5,14,defanged"));
    QCOMPARE(lines[5].section(QLatin1Char(','), 0, 5),
             QStringLiteral("ftp://ftp.example.com/pub/,261,26,7,11,angle-brackets;url-prefix"));
    QCOMPARE(lines[6], QStringLiteral("www.example.info/start,293,22,7,43,schemeless,none,"));
    QCOMPARE(lines[7], QString());

    // RFC 4180 §2: a field with "," is quoted
    m.setResult(extractLinks("see http://a.example/x,y ok"));
    QCOMPARE(m.toCsv().split(QStringLiteral("\r\n")).at(1),
             QStringLiteral("\"http://a.example/x,y\",4,20,1,5,bare,info,a.example"));
    // RFC 4180 §2 (7): DQUOTE doubled
    QCOMPARE(ExtractModel::csvField(QStringLiteral("a\"b")), QStringLiteral("\"a\"\"b\""));
    QCOMPARE(ExtractModel::csvField(QStringLiteral("a\nb")), QStringLiteral("\"a\nb\""));
    QCOMPARE(ExtractModel::csvField(QStringLiteral("ab")), QStringLiteral("ab"));
}

void TstExtractPane::json()
{
    ExtractModel m;
    m.setResult(extractLinks("go to hxxp://evil[.]example/\xC3\xA9 now"));
    QCOMPARE(m.toJson(),
             QStringLiteral("[\n"
                            "    {\n"
                            "        \"column\": 7,\n"
                            "        \"display\": \"http://evil.example/\\\\u{00E9}\",\n"
                            "        \"host\": \"evil.example\",\n"
                            "        \"how\": \"defanged\",\n"
                            "        \"length\": 24,\n"
                            "        \"line\": 1,\n"
                            "        \"offset\": 6,\n"
                            "        \"uri\": \"http://evil.example/\\u00e9\",\n"
                            "        \"verdict\": \"info\"\n"
                            "    }\n"
                            "]\n"));
    m.setResult(extractLinks("nothing here"));
    QCOMPARE(m.toJson(), QStringLiteral("[\n]\n"));
}

void TstExtractPane::lineAndColumn()
{
    // columns count characters, not bytes
    const auto r
        = extractLinks("\xC3\xA9\xC3\xA9 http://a.example/\n\xE2\x80\x94 http://b.example/");
    QCOMPARE(r->rows.size(), std::size_t(2));
    QCOMPARE(r->rows[0].line, std::size_t(1));
    QCOMPARE(r->rows[0].column, std::size_t(4));
    QCOMPARE(r->rows[1].line, std::size_t(2));
    QCOMPARE(r->rows[1].column, std::size_t(3));
    QCOMPARE(r->rows[1].found.span, (Span{27, 17}));
    // only the first URIs are analysed
    const auto bounded = extractLinks("http://a/ http://b/ http://c/", 2);
    QVERIFY(bounded->rows[1].analysed);
    QVERIFY(!bounded->rows[2].analysed);
    ExtractModel m;
    m.setResult(bounded);
    QCOMPARE(m.index(2, ExtractModel::VerdictColumn).data().toString(),
             QStringLiteral("not analysed"));
    QVERIFY(m.toCsv().endsWith(QStringLiteral("http://c/,20,9,1,21,bare,,\r\n")));
}

void TstExtractPane::openUri()
{
    ExtractPane pane;
    pane.resize(900, 600);
    pane.setText(QString::fromUtf8(kMail));
    QVERIFY(pane.waitForResult());
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QSignalSpy spy(&pane, &AnalysisPane::openUri);
    QTreeView *view = pane.view();
    const QModelIndex defanged = pane.model()->index(2, ExtractModel::UriColumn);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(defanged).center());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(defanged).center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("http://evil.example/login"));
    // selecting a row selects its characters in the text
    QCOMPARE(pane.editor()->textCursor().selectedText(),
             QStringLiteral("hxxp://evil[.]example/login"));
}

void TstExtractPane::writeTable()
{
    ExtractPane pane;
    pane.setText(QString::fromUtf8(kMail));
    QVERIFY(pane.waitForResult());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString csvPath = dir.filePath(QStringLiteral("uris.csv"));
    QVERIFY(pane.writeTable(csvPath, false));
    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(csv.readAll()), pane.model()->toCsv());
    const QString jsonPath = dir.filePath(QStringLiteral("uris.json"));
    QVERIFY(pane.writeTable(jsonPath, true));
    QFile json(jsonPath);
    QVERIFY(json.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(json.readAll()), pane.model()->toJson());
    QVERIFY(!pane.writeTable(dir.filePath(QStringLiteral("no/such/dir/x.csv")), false));
}

void TstExtractPane::hostile()
{
    ExtractModel m;
    std::string input = "a http://x.example/\xE2\x80\xAE"
                        "gpj.exe b <http://y.example/\x01> \xFF";
    input += '\0';
    input += " http://z.example/\xFF\x7F";
    m.setResult(extractLinks(input));
    QVERIFY(m.rowCount() >= 1);
    for (int r = 0; r < m.rowCount(); ++r) {
        for (int c = 0; c < ExtractModel::ColumnCount; ++c) {
            const QString text = m.index(r, c).data().toString();
            for (const QChar ch : text)
                QVERIFY2(ch.unicode() >= 0x20 && ch != QChar(0x202E), qPrintable(text));
        }
    }
    QCOMPARE(m.index(0, ExtractModel::UriColumn).data().toString(),
             QStringLiteral("http://x.example/\\u{202E}gpj.exe"));
    const QStringList uris = column(m, ExtractModel::UriColumn);
    QVERIFY2(uris.last().startsWith(QStringLiteral("http://z.example/")),
             qPrintable(uris.join(QLatin1Char(' '))));
    QVERIFY(!m.toCsv().contains(QChar(0x202E)));
    QVERIFY(!m.toJson().contains(QChar(0x202E)));
    QVERIFY(m.toJson().contains(QStringLiteral("\\u202e")));
}

void TstExtractPane::large()
{
    // 10 MB pasted: the window stays responsive (the work is off the UI thread)
    ExtractPane pane;
    QString text;
    text.reserve(10 * 1024 * 1024 + 64);
    const QString line = QStringLiteral("see http://h%1.example/p and more words here\n");
    while (text.size() < 10 * 1024 * 1024)
        text += line.arg(text.size() % 997);
    QElapsedTimer timer;
    timer.start();
    pane.setText(text);
    QVERIFY(pane.isBusy());
    QVERIFY(pane.waitForResult(120000));
    QVERIFY(pane.model()->rowCount() > 1000);
    QCOMPARE(pane.model()->index(1000, ExtractModel::VerdictColumn).data().toString(),
             QStringLiteral("not analysed"));
    QVERIFY2(
        pane.statusLabel()->text().endsWith(QStringLiteral("Only the first 1000 have a verdict.")),
        qPrintable(pane.statusLabel()->text()));
}

void TstExtractPane::inMainWindow()
{
    MainWindow window;
    auto *pane = qobject_cast<ExtractPane *>(window.pane(QStringLiteral("extractPane")));
    QVERIFY(pane);
    QCOMPARE(pane->title(), QStringLiteral("Extract"));
    pane->setText(QStringLiteral("x hxxp://evil[.]example/ y"));
    QVERIFY(pane->waitForResult());
    emit pane->openUri(pane->model()->index(0, 0).data(OpenUriRole).toString());
    QCOMPARE(window.uri(), QStringLiteral("http://evil.example/"));
}

// Extract > Inspect, as a person does it: paste a log into the window, pick
// a row with an IPv4 host in an unusual form (the verdict a combination rule
// raises, which crashed the window), press Inspect. The URI is inspected, its
// verdict shown, and the pasted text and its rows are still there.
void TstExtractPane::inspectKeepsThePaste()
{
    MainWindow window;
    window.setLanguage(Language::English);
    window.resize(MainWindow::defaultSize());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString log = QStringLiteral("GET http://0x7f.1/admin from 10.0.0.7\n"
                                       "then http://1 and http://127.1/\n"
                                       "see https://example.com/ok\n");
    window.openText(log); // several lines: they go to the Extract pane
    auto *pane = qobject_cast<ExtractPane *>(window.pane(QStringLiteral("extractPane")));
    QVERIFY(pane);
    QVERIFY(pane->waitForResult());
    QCOMPARE(pane->model()->rowCount(), 4);
    QPushButton *inspect = nullptr;
    for (QPushButton *button : pane->findChildren<QPushButton *>()) {
        if (button->text() == QLatin1String("&Inspect"))
            inspect = button;
    }
    QVERIFY(inspect);
    auto *security = qobject_cast<SecurityPane *>(window.pane(QStringLiteral("securityPane")));
    for (int row = 0; row < 3; ++row) {
        const QModelIndex index = pane->model()->index(row, ExtractModel::UriColumn);
        const QString uri = index.data(OpenUriRole).toString();
        QTreeView *view = pane->view();
        view->scrollTo(index);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
        QVERIFY(inspect->isEnabled());
        QTest::mouseClick(inspect, Qt::LeftButton);
        QVERIFY(window.waitForAnalysis());
        QCOMPARE(window.uri(), uri);
        window.dockOf(security)->raise();
        QCoreApplication::processEvents();
        QVERIFY2(security->verdictText().startsWith(QLatin1String("critical: ")),
                 qPrintable(uri + QStringLiteral(": ") + security->verdictText()));
        // the paste and its rows stay
        QCOMPARE(pane->editor()->toPlainText(), log);
        QCOMPARE(pane->model()->rowCount(), 4);
        window.dockOf(pane)->raise();
        QCoreApplication::processEvents();
    }
}

QTEST_MAIN(TstExtractPane)
#include "tst_extract_pane.moc"
