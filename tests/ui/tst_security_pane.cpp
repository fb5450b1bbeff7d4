// The Security pane: the verdict banner, the findings linked to
// their spans, RFC 3986 beside the browser, nested URLs.
#include "panes/security/security_pane.h"

#include "analysis/roles.h"
#include "common/palette.h"
#include "panes/security/findings_model.h"
#include "text/security_text.h"
#include "window/main_window.h"

#include <QAbstractItemModelTester>
#include <QFrame>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTreeView>
#include <QtTest>

using uri::Span;
using namespace uri::ui;

namespace {

// RFC 3986 §7.6 Semantic Attacks
const QString kDeceptive
    = QStringLiteral("ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm");
const QString kWrapped = QStringLiteral("https://www.google.com/url?q=https://evil.example/login");

QStringList column(const QAbstractItemModel &model, int col, int role = Qt::DisplayRole)
{
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r)
        out << model.index(r, col).data(role).toString();
    return out;
}

} // namespace

class TstSecurityPane : public QObject
{
    Q_OBJECT

private slots:
    void modelTester();
    void banner_data();
    void banner();
    void findings();
    void clickFindingEmitsSpan();
    void markSpanSelectsFinding();
    void views();
    void nested();
    void hostile();
    void versionsAndAdvice();
    void longHostWrapsInsteadOfWidening();
    void colours();
    void imitatedHost_data();
    void imitatedHost();
    void inMainWindow();
    void relativeWithBase();
};

void TstSecurityPane::modelTester()
{
    FindingsModel findings;
    SecurityViewsModel views;
    NestedUrlModel nested;
    QAbstractItemModelTester t1(&findings, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&views, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t3(&nested, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QStringList inputs{kDeceptive,
                             QString(),
                             kWrapped,
                             QStringLiteral("http://ex\u202Eample.com/a\x01"
                                            "b"),
                             QStringLiteral("javascript:alert(1)"),
                             QStringLiteral("a b")};
    for (const QString &input : inputs) {
        const auto a = analyze(input, uri::Spec::Rfc3986);
        findings.setAnalysis(a);
        views.setAnalysis(a);
        nested.setAnalysis(a);
    }
    findings.retranslate();
    views.retranslate();
    nested.retranslate();
    findings.setAnalysis(nullptr);
    QCOMPARE(findings.rowCount(), 0);
}

void TstSecurityPane::banner_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("banner");

    // RFC 3986 §7.6: the userinfo imitates a host
    QTest::newRow("rfc3986-7.6")
        << kDeceptive << QStringLiteral("high: userinfo that looks like a host (A12)")
        << QStringLiteral("This link goes to 10.0.0.1 (port 21), not to cnn.example.com: "
                          "\"cnn.example.com&story=breaking_news\" before the \"@\" is only a "
                          "user name (RFC 3986 §7.6). The host is an IP address (10.0.0.1).");
    QTest::newRow("plain") << QStringLiteral("https://www.example.com/a")
                           << QStringLiteral("no finding")
                           << QStringLiteral("This https link goes to www.example.com (port "
                                             "443). It is owned by example.com.");
    QTest::newRow("wrapper")
        << kWrapped << QStringLiteral("medium: nested URL in a parameter (R1)")
        << QStringLiteral("This https link goes to www.google.com (port 443). It is owned by "
                          "google.com. It is a redirect wrapper (*.google.com): it sends the "
                          "browser on to https://evil.example/login.");
    // a wrapper around a deceptive link: where the browser is sent, plainly,
    // and the user name in terms of the wrapped URL, not of the wrapper
    QTest::newRow("safe links")
        << QStringLiteral("https://nam12.safelinks.protection.outlook.com/"
                          "?url=http%3A%2F%2Fwww.google.com%40evil.example%2F&data=x")
        << QStringLiteral("high: userinfo that looks like a host (A12)")
        << QStringLiteral("This https link goes to nam12.safelinks.protection.outlook.com "
                          "(port 443). It is owned by outlook.com. It is a redirect wrapper "
                          "(*.safelinks.protection.outlook.com): it sends the browser on to "
                          "http://www.google.com@evil.example/. That URL goes to evil.example, "
                          "not to www.google.com: \"www.google.com\" before its \"@\" is only a "
                          "user name (RFC 3986 §7.6).");
    // RFC 3986 and a browser both go to google.com; the first-"@" parsers
    // read evil.com (P1): the table shows their column
    QTest::newRow("first @")
        << QStringLiteral("http://foo@evil.com:80@google.com/")
        << QStringLiteral("critical: the views disagree on scheme, host or port (P1)")
        << QStringLiteral("This link goes to google.com (port 80), not to evil.com: "
                          "\"foo@evil.com:80\" before the \"@\" is only a user name (RFC 3986 "
                          "§7.6). It is owned by google.com.");
    // the verdict names the findings that set it
    QTest::newRow("traversal")
        << QStringLiteral("http://a.example/%2e%2e/%2e%2e/etc/passwd")
        << QStringLiteral("high: dot-segment traversal, literal or encoded (A6)")
        << QStringLiteral("This http link goes to a.example (port 80). It is owned by a.example.");
    // an A-label names what it reads as (UTS #39 §4)
    QTest::newRow("reads-as") << QStringLiteral("https://xn--mtamask-d8a.com/")
                              << QStringLiteral("critical: confusable with a protected domain (U4)")
                              << QStringLiteral("This https link goes to xn--mtamask-d8a.com "
                                                "(port 443). Its name, m\u0115tamask.com, looks "
                                                "like metamask.com but is another name: "
                                                "xn--mtamask-d8a.com. It is owned by "
                                                "xn--mtamask-d8a.com.");
    // the browser's host is what RFC 3986 calls the userinfo (the tour's
    // stop 6): both readings, each whole
    QTest::newRow("backslash") << QStringLiteral("https://evil.example\\@bank.example/p")
                               << QString()
                               << QStringLiteral(
                                      "A browser goes to evil.example (port 443). RFC "
                                      "3986 reads \"evil.example\\\" before the \"@\" as "
                                      "a user name and the host as bank.example: the "
                                      "two readings disagree (RFC 3986 §7.6). It is "
                                      "owned by evil.example.");
    // a host a browser refuses: said (URL Standard §4.4 failure)
    QTest::newRow("refused") << QStringLiteral("http://127.0.0.1%09foo.google.com") << QString()
                             << QStringLiteral("To RFC 3986, this link goes to "
                                               "127.0.0.1\\tfoo.google.com (port 80). A browser "
                                               "refuses it: the URL Standard's parser returns "
                                               "failure.");
    // whole-script Cyrillic: the name looks like apple.com and is another
    QTest::newRow("looks like") << QStringLiteral("https://\u0430\u0440\u0440\u04cf\u0435.com/")
                                << QStringLiteral(
                                       "critical: confusable with a protected domain (U4)")
                                << QStringLiteral(
                                       "This https link goes to xn--80ak6aa92e.com (port "
                                       "443). Its name, \u0430\u0440\u0440\u04cf\u0435.com, "
                                       "looks like apple.com but is another name: "
                                       "xn--80ak6aa92e.com. It is owned by "
                                       "xn--80ak6aa92e.com.");
    QTest::newRow("relative") << QStringLiteral("/a/b?c") << QStringLiteral("no finding")
                              << QStringLiteral("This reference names no scheme and no host: "
                                                "where it goes depends on the base it is "
                                                "resolved against.");
}

void TstSecurityPane::banner()
{
    QFETCH(QString, input);
    QFETCH(QString, verdict);
    QFETCH(QString, banner);
    SecurityPane pane;
    pane.setAnalysis(analyze(input, uri::Spec::Rfc3986));
    if (!verdict.isEmpty())
        QCOMPARE(pane.verdictText(), verdict);
    QCOMPARE(pane.bannerText(), banner);
}

void TstSecurityPane::findings()
{
    SecurityPane pane;
    pane.setAnalysis(analyze(kDeceptive, uri::Spec::Rfc3986));
    const FindingsModel &m = *pane.findingsModel();
    QCOMPARE(column(m, FindingsModel::IdColumn),
             (QStringList{QStringLiteral("S6"), QStringLiteral("A10"), QStringLiteral("A12"),
                          QStringLiteral("N3")}));
    QCOMPARE(column(m, FindingsModel::SeverityColumn),
             (QStringList{QStringLiteral("info"), QStringLiteral("info"), QStringLiteral("high"),
                          QStringLiteral("medium")}));
    QCOMPARE(
        column(m, FindingsModel::WhereColumn),
        (QStringList{QStringLiteral("ftp"), QStringLiteral("cnn.example.com&story=breaking_news"),
                     QStringLiteral("cnn.example.com&story=breaking_news"),
                     QStringLiteral("10.0.0.1")}));
    const QModelIndex a12 = m.index(2, 0);
    QCOMPARE(a12.data(SpanRole).value<Span>(), (Span{6, 35}));
    QCOMPARE(a12.data(RiskRole).toInt(), static_cast<int>(uri::security::Risk::High));
    QCOMPARE(a12.data(CodeRole).toString(), QStringLiteral("A12"));
    QCOMPARE(a12.data(CiteRole).toString(), QStringLiteral("RFC 3986 §7.6"));
    QCOMPARE(m.index(2, FindingsModel::NameColumn).data().toString(),
             QStringLiteral("Userinfo that looks like a host"));
    QCOMPARE(m.index(2, FindingsModel::NameColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("deceptive-userinfo (RFC 3986 §7.6)"));
    QCOMPARE(m.index(2, FindingsModel::CiteColumn).data().toString(),
             QStringLiteral("RFC 3986 §7.6"));
    QCOMPARE(m.index(3, 0).data(SpanRole).value<Span>(), (Span{42, 8}));
    QCOMPARE(m.indexForSpan(Span{6, 35}).row(), 1); // A10 comes first on the same span
    QCOMPARE(m.indexForSpan(Span{44, 2}).row(), 3);
    QVERIFY(!m.indexForSpan(Span{60, 1}).isValid());
}

void TstSecurityPane::clickFindingEmitsSpan()
{
    SecurityPane pane;
    pane.resize(1000, 700);
    pane.setAnalysis(analyze(kDeceptive, uri::Spec::Rfc3986));
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QSignalSpy spy(&pane, &AnalysisPane::spanActivated);
    QTreeView *view = pane.findingsView();
    const QModelIndex a12 = pane.findingsModel()->index(2, FindingsModel::IdColumn);
    QCOMPARE(a12.data().toString(), QStringLiteral("A12"));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(a12).center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<Span>(), (Span{6, 35}));
    // the keyboard moves to the next finding: N3
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(0).value<Span>(), (Span{42, 8}));
}

void TstSecurityPane::markSpanSelectsFinding()
{
    SecurityPane pane;
    pane.setAnalysis(analyze(kDeceptive, uri::Spec::Rfc3986));
    QSignalSpy spy(&pane, &AnalysisPane::spanActivated);
    pane.markSpan(Span{42, 8});
    QCOMPARE(pane.findingsView()->currentIndex().row(), 3);
    QCOMPARE(spy.count(), 0); // marking is not choosing
}

void TstSecurityPane::views()
{
    SecurityPane pane;
    pane.setAnalysis(analyze(kDeceptive, uri::Spec::Rfc3986));
    const SecurityViewsModel &m = *pane.viewsModel();
    QCOMPARE(m.rowCount(), 7);
    QCOMPARE(column(m, SecurityViewsModel::ComponentColumn),
             (QStringList{QStringLiteral("scheme"), QStringLiteral("userinfo"),
                          QStringLiteral("host"), QStringLiteral("port"), QStringLiteral("path"),
                          QStringLiteral("query"), QStringLiteral("fragment")}));
    QCOMPARE(
        column(m, SecurityViewsModel::Rfc3986Column),
        (QStringList{QStringLiteral("ftp"), QStringLiteral("cnn.example.com&story=breaking_news"),
                     QStringLiteral("10.0.0.1"), QStringLiteral("(none)"),
                     QStringLiteral("/top_story.htm"), QStringLiteral("(none)"),
                     QStringLiteral("(none)")}));
    QCOMPARE(m.index(SecurityViewsModel::UserinfoRow, SecurityViewsModel::WhatwgColumn)
                 .data()
                 .toString(),
             QStringLiteral("cnn.example.com&story%3Dbreaking_news"));
    QCOMPARE(column(m, SecurityViewsModel::DiffersColumn),
             (QStringList{QString(), QStringLiteral("differs"), QString(), QString(), QString(),
                          QString(), QString()}));
    QVERIFY(m.index(1, 0).data(ViewsDifferRole).toBool());
    QVERIFY(!m.index(2, 0).data(ViewsDifferRole).toBool());

    // undefined is not empty: "?" gives an empty query in both views
    pane.setAnalysis(analyze(QStringLiteral("http://a/?"), uri::Spec::Rfc3986));
    QCOMPARE(
        m.index(SecurityViewsModel::QueryRow, SecurityViewsModel::Rfc3986Column).data().toString(),
        QStringLiteral("\"\""));
    QCOMPARE(m.index(SecurityViewsModel::FragmentRow, SecurityViewsModel::Rfc3986Column)
                 .data()
                 .toString(),
             QStringLiteral("(none)"));

    // a browser reads "\" as "/": the host differs
    pane.setAnalysis(
        analyze(QStringLiteral("http://evil.example\\@bank.example/"), uri::Spec::Rfc3986));
    QVERIFY(m.differs(SecurityViewsModel::HostRow));
    QCOMPARE(
        m.index(SecurityViewsModel::HostRow, SecurityViewsModel::WhatwgColumn).data().toString(),
        QStringLiteral("evil.example"));
    // ... where the first-"@" parsers agree with RFC 3986: their column hidden
    QVERIFY(!m.legacyDiffers());
    QVERIFY(pane.viewsView()->isColumnHidden(SecurityViewsModel::LegacyColumn));

    // several "@": RFC 3986 and a browser read google.com, the first-"@"
    // parsers evil.com (P1): their column shown, the rows that differ marked
    pane.setAnalysis(
        analyze(QStringLiteral("http://foo@evil.com:80@google.com/"), uri::Spec::Rfc3986));
    QVERIFY(m.legacyDiffers());
    QVERIFY(!pane.viewsView()->isColumnHidden(SecurityViewsModel::LegacyColumn));
    QCOMPARE(column(m, SecurityViewsModel::LegacyColumn),
             (QStringList{QStringLiteral("http"), QStringLiteral("foo"), QStringLiteral("evil.com"),
                          QStringLiteral("80@google.com"), QStringLiteral("/"),
                          QStringLiteral("(none)"), QStringLiteral("(none)")}));
    QCOMPARE(column(m, SecurityViewsModel::WhatwgColumn).at(SecurityViewsModel::HostRow),
             QStringLiteral("google.com"));
    QCOMPARE(column(m, SecurityViewsModel::DiffersColumn),
             (QStringList{QString(), QStringLiteral("differs"), QStringLiteral("differs"),
                          QStringLiteral("differs"), QString(), QString(), QString()}));
}

void TstSecurityPane::nested()
{
    SecurityPane pane;
    pane.resize(1000, 700);
    pane.setAnalysis(analyze(kWrapped, uri::Spec::Rfc3986));
    const NestedUrlModel &m = *pane.nestedModel();
    QCOMPARE(m.rowCount(), 1);
    QCOMPARE(m.index(0, NestedUrlModel::PathColumn).data().toString(),
             QStringLiteral("wrapper(*.google.com)"));
    QCOMPARE(m.index(0, NestedUrlModel::UrlColumn).data().toString(),
             QStringLiteral("https://evil.example/login"));
    QCOMPARE(m.index(0, NestedUrlModel::DomainColumn).data().toString(),
             QStringLiteral("evil.example"));
    QCOMPARE(m.index(0, 0).data(SpanRole).value<Span>(), (Span{29, 26}));

    // each tab says what it holds
    const QTabWidget &tabs = *pane.tabs();
    QCOMPARE(tabs.tabText(SecurityPane::FindingsTab),
             QStringLiteral("Findings (%1)").arg(pane.findingsModel()->rowCount()));
    QCOMPARE(tabs.tabText(SecurityPane::ViewsTab), QStringLiteral("RFC 3986 and the browser"));
    QCOMPARE(tabs.tabText(SecurityPane::NestedTab), QStringLiteral("Nested URLs (1)"));
    pane.setAnalysis(
        analyze(QStringLiteral("http://foo@evil.com:80@google.com/"), uri::Spec::Rfc3986));
    QCOMPARE(tabs.tabText(SecurityPane::ViewsTab),
             QStringLiteral("RFC 3986 and the browser (3 differ)"));
    QCOMPARE(tabs.tabText(SecurityPane::NestedTab), QStringLiteral("Nested URLs"));
    pane.setAnalysis(analyze(kWrapped, uri::Spec::Rfc3986));

    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    pane.showTab(SecurityPane::NestedTab);
    QSignalSpy spy(&pane, &AnalysisPane::openUri);
    QVERIFY(!pane.inspectButton()->isEnabled());
    QTreeView *view = pane.nestedView();
    const QPoint at = view->visualRect(m.index(0, NestedUrlModel::UrlColumn)).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("https://evil.example/login"));
    QVERIFY(pane.inspectButton()->isEnabled());
    pane.inspectButton()->click();
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(0).toString(), QStringLiteral("https://evil.example/login"));
}

void TstSecurityPane::hostile()
{
    SecurityPane pane;
    // a bidi override in the host, a control character, NUL and invalid UTF-8
    std::string bytes = "http://ex\xE2\x80\xAE"
                        "ample.com/a\x01"
                        "b";
    bytes += '\0';
    bytes += "\xFF\xFE";
    pane.setAnalysis(analyze(bytes, uri::Spec::Rfc3986)); // the raw bytes, NUL and 0xFF included
    QCOMPARE(pane.verdictText(),
             QStringLiteral("high: bidi control or bidi-rule violation (U8) and NUL byte (A5)"));
    QVERIFY(!pane.bannerText().contains(QChar(0x202E)));
    QVERIFY2(
        pane.bannerText().startsWith(QStringLiteral(
            "To RFC 3986, this link goes to ex\\u{202E}ample.com (port 80). A browser refuses it")),
        qPrintable(pane.bannerText()));
    const FindingsModel &m = *pane.findingsModel();
    QVERIFY(m.rowCount() > 0);
    for (int r = 0; r < m.rowCount(); ++r) {
        for (int c = 0; c < FindingsModel::ColumnCount; ++c) {
            const QString text = m.index(r, c).data().toString();
            for (const QChar ch : text)
                QVERIFY2(ch.unicode() >= 0x20 && ch != QChar(0x202E) && ch.unicode() != 0x7F,
                         qPrintable(text));
        }
    }
    const int u8
        = static_cast<int>(column(m, FindingsModel::IdColumn).indexOf(QStringLiteral("U8")));
    QVERIFY(u8 >= 0);
    QCOMPARE(m.index(u8, FindingsModel::WhereColumn).data().toString(),
             QStringLiteral("\\u{202E}"));

    // 10 MB: the verdict of `uri-inspect check` (L1 and the rest), never a hang
    const QString huge = QStringLiteral("http://a/") + QString(10 * 1024 * 1024, QLatin1Char('%'));
    pane.setAnalysis(analyze(huge, uri::Spec::Rfc3986));
    QCOMPARE(pane.verdictText(), QStringLiteral("high: excessive URL length (L1)"));
    QCOMPARE(column(*pane.findingsModel(), FindingsModel::IdColumn),
             (QStringList{QStringLiteral("S6"), QStringLiteral("L1"), QStringLiteral("N7"),
                          QStringLiteral("A7")}));
    QCOMPARE(pane.bannerText(), QStringLiteral("This http link goes to a (port 80)."));

    // beyond kMaxSecurityBytes: said, with the figures in the locale's digits
    const QString huger = QStringLiteral("http://a/") + QString(16 * 1024 * 1024, QLatin1Char('a'));
    pane.setAnalysis(analyze(huger, uri::Spec::Rfc3986));
    QCOMPARE(pane.findingsModel()->rowCount(), 0);
    QCOMPARE(pane.bannerText(),
             QStringLiteral("The input is too long for the security analysis (16,777,225 bytes; "
                            "at most 16,777,216)."));
    QCOMPARE(pane.verdictText(), QString());
}

void TstSecurityPane::versionsAndAdvice()
{
    SecurityPane pane;
    pane.setAnalysis(analyze(kDeceptive, uri::Spec::Rfc3986));
    // one line, elided; the whole of it in the tooltip
    const QString versions = pane.versionsLabel()->toolTip();
    QVERIFY2(versions.startsWith(QStringLiteral("Data: ICU 72.1 (Unicode 15.0), libpsl 0.21.2")),
             qPrintable(versions));
    QVERIFY2(versions.endsWith(QStringLiteral("public suffix list of 2023-02-09.")),
             qPrintable(versions));
    QCOMPARE(pane.adviceLabel()->text(),
             QStringLiteral("Show the host as: 10.0.0.1 (the user name before \"@\" is not "
                            "the host)"));
    // a harmless user name is no trick (RFC 3986 §3.2.1)
    pane.setAnalysis(analyze(QStringLiteral("http://user@example.com/"), uri::Spec::Rfc3986));
    QCOMPARE(pane.adviceLabel()->text(), QStringLiteral("Show the host as: example.com"));
    // the advice names the check that asks for punycode
    pane.setAnalysis(analyze(QStringLiteral("https://xn--mtamask-d8a.com/"), uri::Spec::Rfc3986));
    QCOMPARE(pane.adviceLabel()->text(),
             QStringLiteral("Show the host as: xn--mtamask-d8a.com (punycode: confusable with a "
                            "protected domain (U4))"));
}

// The banner and the advice quote the host whole: a host of 250 characters
// (as the IDNA fuzz corpus has) wraps inside the host and leaves the pane,
// and the window, at their width (a label asked for the host's width, and the
// window grew beyond the screen).
void TstSecurityPane::longHostWrapsInsteadOfWidening()
{
    SecurityPane pane;
    pane.resize(600, 700);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    const QString label(120, QLatin1Char('a'));
    const QString host = label + QLatin1Char('.') + label + QStringLiteral(".example");
    pane.setAnalysis(analyze(QStringLiteral("http://www.paypal.com@") + host + QLatin1Char('/'),
                             uri::Spec::Rfc3986));
    QCoreApplication::processEvents();
    QCOMPARE(pane.width(), 600);
    for (const QLabel *line :
         {pane.findChild<QLabel *>(QStringLiteral("bannerLabel")), pane.adviceLabel()}) {
        QVERIFY(line->text().contains(host));
        QVERIFY(line->width() < 600);
        // every line of it shown: the host is broken, not cut
        QTRY_VERIFY2(line->height() >= line->heightForWidth(line->width()),
                     qPrintable(QStringLiteral("%1: %2 < %3")
                                    .arg(line->objectName())
                                    .arg(line->height())
                                    .arg(line->heightForWidth(line->width()))));
        QVERIFY(line->heightForWidth(line->width()) >= 3 * line->fontMetrics().height());
    }
}

void TstSecurityPane::colours()
{
    // the verdict's colour comes from the palette, in light and dark; the word is always there
    for (const QPalette &palette : {QPalette(), ComponentPalette::darkPalette()}) {
        SecurityPane pane;
        pane.setPalette(palette);
        pane.setAnalysis(analyze(kDeceptive, uri::Spec::Rfc3986));
        const ComponentPalette colours(pane.palette());
        auto *verdict = pane.findChild<QLabel *>(QStringLiteral("verdictLabel"));
        QVERIFY(verdict);
        QCOMPARE(verdict->text(), QStringLiteral("high: userinfo that looks like a host (A12)"));
        QCOMPARE(verdict->palette().color(QPalette::WindowText), colours.error());
        pane.setAnalysis(analyze(QStringLiteral("https://www.example.com/"), uri::Spec::Rfc3986));
        QCOMPARE(verdict->text(), QStringLiteral("no finding"));
        QCOMPARE(verdict->palette().color(QPalette::WindowText), colours.foreground());
        auto *banner = pane.findChild<QFrame *>(QStringLiteral("securityBanner"));
        QVERIFY(banner);
        QCOMPARE(banner->palette().color(QPalette::Window), colours.validBase());
    }
}

void TstSecurityPane::imitatedHost_data()
{
    // the banner names the host the userinfo imitates as the core's A12 found
    // it (its "imitated_host" detail); the window derives nothing itself
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("imitated");
    QTest::newRow("rfc3986-7.6") << QStringLiteral(
        "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm")
                                 << QStringLiteral("cnn.example.com");
    QTest::newRow("password") << QStringLiteral("http://www.bank.com.:pw@evil.example/")
                              << QStringLiteral("www.bank.com");
    // A12 for another reason: no host to name
    QTest::newRow("long") << QStringLiteral(
        "http://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@evil.example/")
                          << QString();
    QTest::newRow("no A12") << QStringLiteral("http://user:pass@example.com/") << QString();
}

void TstSecurityPane::imitatedHost()
{
    QFETCH(QString, input);
    QFETCH(QString, imitated);
    const auto a = analyze(input, uri::Spec::Rfc3986);
    QVERIFY(a->security);
    const QString banner = SecurityText::banner(*a->security, a->bytes());
    QVERIFY2(banner.contains(QStringLiteral("not to")) == !imitated.isEmpty(), qPrintable(banner));
    if (!imitated.isEmpty())
        QVERIFY2(banner.contains(QStringLiteral("not to ") + imitated + QLatin1Char(':')),
                 qPrintable(banner));
}

void TstSecurityPane::inMainWindow()
{
    MainWindow window;
    AnalysisPane *pane = window.pane(QStringLiteral("securityPane"));
    QVERIFY(pane);
    QCOMPARE(pane->title(), QStringLiteral("Security"));
    auto *security = qobject_cast<SecurityPane *>(pane);
    QVERIFY(security);
    window.setUri(kDeceptive);
    QVERIFY(window.waitForAnalysis());
    QCOMPARE(security->verdictText(),
             QStringLiteral("high: userinfo that looks like a host (A12)"));
    emit security->spanActivated(Span{6, 35});
    QCOMPARE(window.selectedSpan(), std::optional<Span>(Span{6, 35}));
}

// A relative reference on a page at a known base: where it goes from there,
// and no trick where there is none (the page's browser resolves it first).
void TstSecurityPane::relativeWithBase()
{
    const std::string base = "https://example.com/docs/v1/index.html";
    SecurityPane pane;
    pane.setAnalysis(analyze(QStringLiteral("../img/a.png"), uri::Spec::Rfc3986, 0, base));
    QCOMPARE(pane.bannerText(), QStringLiteral("Against the base, this reference goes to "
                                               "https://example.com/docs/img/a.png."));
    QCOMPARE(pane.verdictText(), QStringLiteral("no finding"));
    // the views are those of the target: no "(failure)" of the browser's
    const SecurityViewsModel &views = *pane.viewsModel();
    const auto cell
        = [&views](int row, int column) { return views.index(row, column).data().toString(); };
    QCOMPARE(cell(SecurityViewsModel::HostRow, SecurityViewsModel::WhatwgColumn),
             QStringLiteral("example.com"));
    QCOMPARE(cell(SecurityViewsModel::PathRow, SecurityViewsModel::Rfc3986Column),
             QStringLiteral("/docs/img/a.png"));
    QVERIFY(!views.differs(SecurityViewsModel::HostRow));
    pane.setAnalysis(
        analyze(QStringLiteral("//cdn.example.com/x.css"), uri::Spec::Rfc3986, 0, base));
    QCOMPARE(pane.bannerText(), QStringLiteral("Against the base, this reference goes to "
                                               "https://cdn.example.com/x.css."));
    QCOMPARE(pane.verdictText(), QStringLiteral("no finding"));
    // a script is what it is (F1: Windows runs a downloaded one), at Low
    pane.setAnalysis(
        analyze(QStringLiteral("//cdn.example.com/x.js"), uri::Spec::Rfc3986, 0, base));
    QCOMPARE(pane.verdictText(), QStringLiteral("low: downloads a file of a dangerous type (F1)"));
    // where a browser and RFC 3986 part ways, both are said
    pane.setAnalysis(analyze(QStringLiteral("/%2e%2e/secret"), uri::Spec::Rfc3986, 0, base));
    QCOMPARE(pane.bannerText(),
             QStringLiteral("Against the base, this reference goes to https://example.com/secret. "
                            "RFC 3986 resolves it to https://example.com/%2e%2e/secret (the "
                            "Resolution pane says why)."));
    QVERIFY2(pane.verdictText().contains(QStringLiteral("(A6)")), qPrintable(pane.verdictText()));
    // without a base, the reference alone
    pane.setAnalysis(analyze(QStringLiteral("../img/a.png"), uri::Spec::Rfc3986));
    QVERIFY(pane.bannerText().startsWith(QStringLiteral("This reference names no scheme")));
}

QTEST_MAIN(TstSecurityPane)
#include "tst_security_pane.moc"
