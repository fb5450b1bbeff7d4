// Data > Blocklists...: the reviewer's lists in the window (catalog §4.10
// K1). Lists added and removed in the dialog, their bad lines shown, typed
// links matched with the words of the core, and the lists kept across
// sessions only when asked.
#include "analysis/analyzer.h"
#include "panes/extract/extract_model.h"
#include "panes/extract/extract_pane.h"
#include "panes/security/findings_model.h"
#include "panes/security/security_pane.h"
#include "widgets/uri_line_edit.h"
#include "window/blocklist_dialog.h"
#include "window/blocklist_set.h"
#include "window/main_window.h"

#include "uriinspector/blocklist.h"
#include "uriinspector/security.h"

#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QtTest>

#include <memory>

using namespace uri;
using namespace uri::ui;

namespace {

QString dataFile(const char *name)
{
    return QStringLiteral(URI_TEST_DATA_DIR "/blocklists/") + QLatin1String(name);
}

// Types @p text into the window's input, as a person would, and waits.
void typeUri(MainWindow &window, const QString &text)
{
    window.inputLine()->setFocus();
    window.inputLine()->selectAll();
    QTest::keyClick(window.inputLine(), Qt::Key_Delete);
    QTest::keyClicks(window.inputLine(), text);
    QVERIFY(window.waitForAnalysis());
}

// The K1 row of the Security pane's findings: its message, or "".
QString k1Message(MainWindow &window)
{
    auto *pane = window.findChild<SecurityPane *>();
    if (pane == nullptr)
        return QStringLiteral("(no Security pane)");
    for (FindingsModel *model : pane->findChildren<FindingsModel *>()) {
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, FindingsModel::IdColumn).data().toString() == QLatin1String("K1"))
                return model->index(row, FindingsModel::MessageColumn).data().toString();
        }
    }
    return {};
}

} // namespace

class TstBlocklists : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void dialogShowsLists();
    void dialogFollowsLanguage();
    void typedLinksMatched_data();
    void typedLinksMatched();
    void extractPaneMatches();
    void removedListMatchesNothing();
    void rememberedOnlyWhenAsked();
    void cleanupTestCase();

private:
    std::unique_ptr<MainWindow> m_window; ///< typedLinksMatched()'s, one for every row
};

void TstBlocklists::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // settings under ~/.qttest, not the user's
    QCoreApplication::setOrganizationName(QStringLiteral("uri-inspector-test"));
    QSettings().clear();
}

void TstBlocklists::dialogShowsLists()
{
    MainWindow window;
    window.setLanguage(Language::English);
    BlocklistDialog *dialog = window.showBlocklists();
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->addFile(dataFile("hosts.txt")), QString());
    QCOMPARE(dialog->addFile(dataFile("filters.txt")), QString());
    QTableWidget *table = dialog->table();
    QCOMPARE(table->rowCount(), 2);
    // name, format, rules, skipped (localhost, ip6-localhost), not read (lines 6, 7)
    const QStringList hosts{QStringLiteral("hosts.txt"), QStringLiteral("hosts file"),
                            QStringLiteral("4"), QStringLiteral("2"), QStringLiteral("2")};
    for (int c = 0; c < hosts.size(); ++c)
        QCOMPARE(table->item(0, c)->text(), hosts[c]);
    QCOMPARE(table->item(1, 1)->text(), QStringLiteral("Adblock Plus filters"));
    QCOMPARE(table->item(1, 2)->text(), QStringLiteral("13")); // 11 rules, 2 exceptions
    QCOMPARE(table->item(1, 4)->text(), QStringLiteral("3"));
    table->selectRow(0);
    QCOMPARE(dialog->problemsView()->toPlainText(),
             QStringLiteral("line 6: no address before the names\nline 7: not a host name"));
    table->selectRow(1);
    QCOMPARE(dialog->problemsView()->toPlainText(),
             QStringLiteral("line 15: the option $unknownopt is not run\n"
                            "line 16: regular-expression filters are not run\n"
                            "line 22: the filter matches every URL"));
    // URI_BLOCKLIST_DIALOG_PNG=FILE: the dialog as drawn, to look at
    if (const QString png = qEnvironmentVariable("URI_BLOCKLIST_DIALOG_PNG"); !png.isEmpty())
        QVERIFY(dialog->grab().save(png));
    // a file that cannot be read: said, and the lists stay
    QCOMPARE(dialog->addFile(dataFile("none.txt")),
             QStringLiteral("Cannot read the blocklist \"none.txt\"."));
    QVERIFY(dialog->errorLabel()->isVisibleTo(dialog));
    QCOMPARE(table->rowCount(), 2);
}

// View > Language while the dialog is open: its words follow, the lists stay.
void TstBlocklists::dialogFollowsLanguage()
{
    MainWindow window;
    window.setLanguage(Language::English);
    BlocklistDialog *dialog = window.showBlocklists();
    QCOMPARE(dialog->addFile(dataFile("hosts.txt")), QString());
    dialog->table()->selectRow(0);
    const auto tr = [](const char *text) {
        return QCoreApplication::translate("uri::ui::BlocklistDialog", text);
    };
    window.setLanguage(Language::Japanese);
    QVERIFY(tr("Blocklists") != QStringLiteral("Blocklists")); // the catalogue is loaded
    QCOMPARE(dialog->windowTitle(), tr("Blocklists"));
    QCOMPARE(dialog->table()->horizontalHeaderItem(2)->text(), tr("Rules"));
    QCOMPARE(dialog->table()->item(0, 1)->text(), tr("hosts file"));
    QCOMPARE(dialog->rememberBox()->text(),
             tr("Re&member these lists (their file paths) in the next session"));
    QVERIFY(dialog->problemsView()->toPlainText().startsWith(tr("line %1: %2").arg(6).left(3)));
    QCOMPARE(dialog->table()->rowCount(), 1);
    QCOMPARE(dialog->table()->currentRow(), 0);
    window.setLanguage(Language::English);
    QCOMPARE(dialog->windowTitle(), QStringLiteral("Blocklists"));
    QCOMPARE(dialog->table()->item(0, 1)->text(), QStringLiteral("hosts file"));
    QCOMPARE(dialog->problemsView()->toPlainText(),
             QStringLiteral("line 6: no address before the names\nline 7: not a host name"));
}

// Every row of the core's cases (tests/data/blocklists/cases.tsv), its
// list loaded alone.
void TstBlocklists::typedLinksMatched_data()
{
    QTest::addColumn<QString>("list");
    QTest::addColumn<QString>("uri");
    QTest::addColumn<int>("line"); // 0: no K1
    QFile file(dataFile("cases.tsv"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    int rows = 0;
    for (const QString &row :
         QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (row.startsWith(QLatin1Char('#')))
            continue;
        const QStringList f = row.split(QLatin1Char('\t'));
        QCOMPARE(f.size(), 6);
        QTest::addRow("%s: %s", qPrintable(f[0]), qPrintable(f[5])) << f[0] << f[1] << f[2].toInt();
        ++rows;
    }
    QVERIFY(rows > 50);
}

// Each link typed into the window: the Security pane's K1 says what the
// core says with the same list, word for word.
void TstBlocklists::typedLinksMatched()
{
    QFETCH(QString, list);
    QFETCH(QString, uri);
    QFETCH(int, line);
    if (!m_window) {
        m_window = std::make_unique<MainWindow>();
        m_window->setLanguage(Language::English);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    MainWindow &window = *m_window;
    if (window.blocklists()->paths() != QStringList{dataFile(qPrintable(list))}) {
        window.blocklists()->clear();
        QCOMPARE(window.blocklists()->add(dataFile(qPrintable(list))), QString());
    }
    typeUri(window, uri);
    const QString shown = k1Message(window);
    QCOMPARE(shown.isEmpty(), line == 0);
    if (line != 0)
        QVERIFY2(shown.contains(QStringLiteral("(line %1: ").arg(line)), qPrintable(shown));
    // the core, with the same list: the same words
    security::AnalyzeOptions options;
    options.blocklists = window.blocklists()->lists().get();
    const std::string bytes = uri.toStdString();
    const security::Assessment core = security::analyze(bytes, options);
    const security::Finding *k1 = core.find(security::Check::K1);
    QCOMPARE(k1 ? QString::fromStdString(k1->message) : QString(), shown);
    const security::Finding *windowK1
        = window.analyzer()->current()->security->find(security::Check::K1);
    QCOMPARE(windowK1 ? windowK1->severity : security::Risk::Info,
             k1 ? k1->severity : security::Risk::Info);
}

void TstBlocklists::cleanupTestCase()
{
    m_window.reset();
}

// The Extract pane's verdicts use the same lists, as `extract --check
// --blocklist` does.
void TstBlocklists::extractPaneMatches()
{
    MainWindow window;
    window.setLanguage(Language::English);
    auto *extract = window.findChild<ExtractPane *>();
    QVERIFY(extract);
    extract->setText(QStringLiteral("see http://evil.example/x and https://www.debian.org/"));
    QVERIFY(extract->waitForResult());
    const auto verdictOf = [extract](int row) {
        auto *model = extract->findChild<ExtractModel *>();
        return model->index(row, ExtractModel::VerdictColumn).data().toString();
    };
    const QString listed = verdictOf(0);
    const QString other = verdictOf(1);
    QVERIFY(listed != QLatin1String("high"));
    QCOMPARE(window.blocklists()->add(dataFile("hosts.txt")), QString());
    QVERIFY(extract->waitForResult());
    QCOMPARE(verdictOf(0), QStringLiteral("high"));
    QCOMPARE(verdictOf(1), other);
}

void TstBlocklists::removedListMatchesNothing()
{
    MainWindow window;
    window.setLanguage(Language::English);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.blocklists()->add(dataFile("hosts.txt")), QString());
    typeUri(window, QStringLiteral("http://evil.example/"));
    QVERIFY(!k1Message(window).isEmpty());
    // removed in the dialog: the input is matched again at once
    BlocklistDialog *dialog = window.showBlocklists();
    dialog->table()->selectRow(0);
    window.blocklists()->remove(0);
    QVERIFY(window.waitForAnalysis());
    QCOMPARE(k1Message(window), QString());
    QCOMPARE(dialog->table()->rowCount(), 0);
}

// The lists' paths are saved only when the user ticks the box, and removed
// from the settings when they untick it; their rules never are.
void TstBlocklists::rememberedOnlyWhenAsked()
{
    QSettings().clear();
    {
        MainWindow window;
        window.restoreSettings();
        QCOMPARE(window.blocklists()->add(dataFile("hosts.txt")), QString());
        window.saveSettings();
        QVERIFY(!QSettings().contains(QStringLiteral("blocklists/files")));
        window.showBlocklists()->rememberBox()->setChecked(true);
        QCOMPARE(QSettings().value(QStringLiteral("blocklists/files")).toStringList(),
                 QStringList{dataFile("hosts.txt")});
    }
    {
        MainWindow window;
        window.restoreSettings();
        QCOMPARE(window.blocklists()->paths(), QStringList{dataFile("hosts.txt")});
        QVERIFY(window.showBlocklists()->rememberBox()->isChecked());
        window.showBlocklists()->rememberBox()->setChecked(false);
        QVERIFY(!QSettings().contains(QStringLiteral("blocklists/files")));
    }
    MainWindow window;
    window.restoreSettings();
    QCOMPARE(window.blocklists()->count(), 0);
}

QTEST_MAIN(TstBlocklists)
#include "tst_blocklists.moc"
