// The Document pane: a mail, an mbox, a page, a PDF or an image opened in
// the window lists what `uri-inspect extract --check` lists, link for link
// and verdict for verdict, over every document the documents layer is
// tested on (tests/data/documents and the corpora and kept crashers of
// fuzz_html, fuzz_mime, fuzz_pdf and fuzz_image); its JSON export is the
// command line's output byte for byte; a chosen link is inspected in every
// pane while the document stays; a long mbox shows progress and is
// cancelled with what was found kept; a dropped file is read as one opened.
#include "panes/document/document_pane.h"

#include "analysis/roles.h"
#include "panes/document/document_model.h"
#include "window/language.h"
#include "window/main_window.h"

#include "corpus_support.h"

#include <QDirIterator>
#include <QDockWidget>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QImage>
#include <QLabel>
#include <QMimeData>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeView>
#include <QUrl>

#include <QtTest>
#include <cmath>

#include <nlohmann/json.hpp>

using namespace uri::ui;
using json = nlohmann::json;

namespace {

QString dataFile(const char *name)
{
    return QStringLiteral(URI_TEST_DATA_DIR "/documents/") + QLatin1String(name);
}

// `uri-inspect extract --json --check --file PATH`: its output.
QByteArray cliRecords(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral(URI_INSPECT_EXE),
            {QStringLiteral("extract"), QStringLiteral("--json"), QStringLiteral("--check"),
             QStringLiteral("--file"), path});
    p.waitForFinished(300000);
    return p.readAllStandardOutput();
}

std::vector<json> lines(const QByteArray &out)
{
    std::vector<json> records;
    for (const QByteArray &line : out.split('\n')) {
        if (!line.isEmpty())
            records.push_back(json::parse(line.toStdString()));
    }
    return records;
}

// Every document the documents layer's tests and harnesses read.
QStringList documentFiles()
{
    QStringList files;
    for (const QString &root :
         {QStringLiteral(URI_TEST_DATA_DIR "/documents"), QStringLiteral(URI_FUZZ_DIR "/corpus"),
          QStringLiteral(URI_FUZZ_DIR "/regressions")}) {
        QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const bool fuzz = !path.startsWith(QStringLiteral(URI_TEST_DATA_DIR));
            const QString harness = QFileInfo(path).dir().dirName();
            if (!fuzz
                || QStringList{QStringLiteral("html"), QStringLiteral("mime"),
                               QStringLiteral("pdf"), QStringLiteral("image")}
                       .contains(harness))
                files << path;
        }
    }
    files.sort();
    return files;
}

DocumentPane *documentPane(MainWindow &window)
{
    return qobject_cast<DocumentPane *>(window.pane(QStringLiteral("document")));
}

// The picture the context view shows for the chosen link.
QImage picture(DocumentPane *pane)
{
    return pane->contextView()
        ->document()
        ->resource(QTextDocument::ImageResource, QUrl(QStringLiteral("document:picture")))
        .value<QImage>();
}

} // namespace

class TstDocumentPane : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void invoice();
    void sameAsTheCommandLine();
    void exportIsTheCommandLines();
    void exportInJapanese();
    void choosingALinkInspectsIt();
    void cancelKeepsWhatWasFound();
    void droppedFile();
    void textStaysWithExtract();
    void picturesOfPagesAndParts();
};

void TstDocumentPane::initTestCase()
{
    uri::test::quietOffscreenWindow();
}

// The invoice: its five links, their places and shown texts as the command
// line words them, the phishing link flagged.
void TstDocumentPane::invoice()
{
    MainWindow window;
    const auto testers = uri::test::testEveryModel(window);
    window.show();
    QVERIFY(window.openFile(dataFile("invoice.pdf")));
    DocumentPane *pane = documentPane(window);
    QVERIFY(window.dockOf(pane)->isVisible());
    QVERIFY(pane->waitForResult());
    const DocumentModel *model = pane->model();
    QCOMPARE(model->rowCount(), 5);
    QCOMPARE(model->index(0, DocumentModel::WhereColumn).data().toString(),
             QStringLiteral("page 1, <Link URI> at 70,130-260,147 pt"));
    QCOMPARE(model->index(0, DocumentModel::ShownColumn).data().toString(),
             QStringLiteral("https://www.paypal.com/invoice"));
    QCOMPARE(model->index(0, DocumentModel::TargetColumn).data().toString(),
             QStringLiteral("https://paypal.com.account-verify.top/invoice?id=42"));
    // the shown text names paypal.com (C1, critical) besides the link's own D1
    QCOMPARE(model->index(0, 0).data(RiskRole).toInt(),
             static_cast<int>(uri::security::Risk::Critical));
    QCOMPARE(model->index(0, DocumentModel::FindingsColumn).data().toString(),
             QStringLiteral("C1, D1"));
    QCOMPARE(model->index(4, DocumentModel::WhereColumn).data().toString(),
             QStringLiteral("page 2, QRCode drawn on the page at 200,242-325,367 pt"));
    QCOMPARE(pane->statusLabel()->text(), QStringLiteral("5 link(s)."));
    QVERIFY(!pane->progressBar()->isVisible());
    QVERIFY(pane->contextView()->toPlainText().contains(QStringLiteral("invoice.pdf")));
}

// Every document: the pane lists what the command line lists, link for
// link (the URI a reader goes to, the verdict), with as many messages and
// notices; and never crashes or hangs on the damaged ones.
void TstDocumentPane::sameAsTheCommandLine()
{
    const QStringList files = documentFiles();
    QVERIFY(files.size() >= 25);
    MainWindow window;
    const auto testers = uri::test::testEveryModel(window);
    window.show();
    DocumentPane *pane = documentPane(window);
    int documents = 0;
    int links = 0;
    for (const QString &path : files) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        if (uri::documents::sniff(file.read(uri::documents::kSniffBytes).toStdString())
            == uri::documents::Format::Text)
            continue; // a text goes to the Extract pane (textStaysWithExtract)
        ++documents;
        QVERIFY(window.openFile(path));
        QVERIFY2(pane->waitForResult(), qPrintable(path));
        std::vector<json> cliLinks;
        std::size_t cliMessages = 0;
        std::size_t cliNotices = 0;
        for (json &r : lines(cliRecords(path))) {
            if (r["record"] == "link")
                cliLinks.push_back(std::move(r));
            else if (r["record"] == "message")
                ++cliMessages;
            else
                ++cliNotices;
        }
        const DocumentModel *model = pane->model();
        QCOMPARE(static_cast<std::size_t>(model->rowCount()), cliLinks.size());
        QCOMPARE(pane->contents().messages.size(), cliMessages);
        QCOMPARE(pane->contents().notices.size(), cliNotices);
        for (int r = 0; r < model->rowCount(); ++r) {
            const json &cli = cliLinks[static_cast<std::size_t>(r)];
            QCOMPARE(model->index(r, 0).data(OpenUriRole).toString().toStdString(),
                     cli["uri"].get<std::string>());
            // "none" without a finding; its inspection's and its context findings' highest
            const json &verdict = cli["verdict"];
            const QVariant risk = model->index(r, 0).data(RiskRole);
            const std::string paneVerdict = risk.isValid() ? std::string(uri::security::riskName(
                                                static_cast<uri::security::Risk>(risk.toInt())))
                                                           : std::string("none");
            QCOMPARE(paneVerdict, verdict.is_string() ? verdict.get<std::string>() : "none");
        }
        links += model->rowCount();
        // every row chosen in turn shows its context
        for (int r = 0; r < std::min(model->rowCount(), 3); ++r) {
            pane->view()->setCurrentIndex(model->index(r, 0));
            QVERIFY(!pane->contextView()->toPlainText().isEmpty());
        }
    }
    qInfo("%d documents, %d links", documents, links);
    QVERIFY(documents >= 20);
}

void TstDocumentPane::exportIsTheCommandLines()
{
    MainWindow window;
    for (const char *name : {"qr_mail.eml", "phish_paypal_qp.eml", "links.html", "two.mbox"}) {
        const QString path = dataFile(name);
        QVERIFY(window.openFile(path));
        DocumentPane *pane = documentPane(window);
        QVERIFY(pane->waitForResult());
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("report.json"));
        QVERIFY(pane->writeReport(out));
        QFile written(out);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), cliRecords(path));
        // HTML and Markdown: every link's target in them
        const QString md = dir.filePath(QStringLiteral("report.md"));
        QVERIFY(pane->writeReport(md));
        QFile markdown(md);
        QVERIFY(markdown.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(markdown.readAll());
        QVERIFY(text.startsWith(QStringLiteral("# ")));
        for (int r = 0; r < pane->model()->rowCount(); ++r)
            QVERIFY(text.contains(
                pane->model()->index(r, DocumentModel::TargetColumn).data().toString()));
    }
}

// The Japanese export: the translation's words whole, without the word
// joiners that keep them together on screen, and the document's own U+2060
// in a shown text as the visible escape it is in the window (the link's goes
// to a host without it: UTS #46 maps it to nothing).
void TstDocumentPane::exportInJapanese()
{
    QTemporaryDir dir;
    const QString page = dir.filePath(QStringLiteral("page.html"));
    QFile file(page);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("<html><body><a href=\"http://pay\xe2\x81\xa0pal.com.example/x\">"
               "www.pay\xe2\x81\xa0pal.com</a></body></html>\n");
    file.close();
    LanguageManager language;
    QVERIFY(language.setLanguage(Language::Japanese));
    MainWindow window;
    QVERIFY(window.openFile(page));
    DocumentPane *pane = documentPane(window);
    QVERIFY(pane->waitForResult());
    QCOMPARE(pane->model()->rowCount(), 1);
    for (const char *name : {"links.md", "links.html"}) {
        const QString out = dir.filePath(QString::fromLatin1(name));
        QVERIFY(pane->writeReport(out));
        QFile written(out);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(written.readAll());
        QVERIFY2(!text.contains(QChar(0x2060)), name);
        QVERIFY2(text.contains(QStringLiteral("www.pay\\u{2060}pal.com")), qPrintable(text));
        // the headers "Goes to" and "Verdict", each one word
        QVERIFY2(text.contains(QStringLiteral("\u884c\u304d\u5148")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("\u5224\u5b9a")), qPrintable(text));
    }
    QVERIFY(language.setLanguage(Language::English));
}

// Choosing a row inspects its link in every pane; the document stays.
void TstDocumentPane::choosingALinkInspectsIt()
{
    MainWindow window;
    window.show();
    QVERIFY(window.openFile(dataFile("qr_mail.eml")));
    DocumentPane *pane = documentPane(window);
    QVERIFY(pane->waitForResult());
    QCOMPARE(pane->model()->rowCount(), 7);
    pane->view()->setCurrentIndex(pane->model()->index(1, 0));
    QVERIFY(window.waitForAnalysis());
    QCOMPARE(window.uri(), QStringLiteral("https://paypal.com.account-verify.top/qr?id=7"));
    QCOMPARE(pane->model()->rowCount(), 7);
    const QString context = pane->contextView()->toPlainText();
    QVERIFY(context.contains(QStringLiteral("Microsoft 365 <no-reply@m365-security-check.top>")));
    QVERIFY(context.contains(
        QStringLiteral("message 1, part 1.2 \"code.png\" (image/png), QRCode in the png image")));
    QVERIFY(context.contains(QStringLiteral("The code's text")));
}

// A long mbox: the progress shows, Cancel stops it, the links found stay.
void TstDocumentPane::cancelKeepsWhatWasFound()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long.mbox"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        for (int i = 0; i < 20000; ++i)
            file.write("From a@example.com Mon Dec  1 10:00:00 2026\nFrom: a@example.com\n"
                       "Subject: s\nContent-Type: text/html\n\n<p><a href=\"https://a.example/"
                       + QByteArray::number(i) + "\">x</a></p>\n\n");
    }
    MainWindow window;
    window.show();
    QVERIFY(window.openFile(path));
    DocumentPane *pane = documentPane(window);
    QVERIFY(pane->isBusy());
    QVERIFY(pane->cancelButton()->isVisible());
    QElapsedTimer clock;
    clock.start();
    while (pane->model()->rowCount() == 0 && clock.elapsed() < 30000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    QVERIFY(pane->model()->rowCount() > 0); // listed while it is read
    pane->cancelButton()->click();
    QVERIFY(pane->waitForResult());
    const int kept = pane->model()->rowCount();
    QVERIFY(kept > 0);
    QVERIFY2(kept < 20000, "the reading went on to the end");
    QVERIFY(pane->statusLabel()->text().startsWith(QStringLiteral("Cancelled")));
    QVERIFY(!pane->cancelButton()->isVisible());
}

void TstDocumentPane::droppedFile()
{
    MainWindow window;
    window.show();
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(dataFile("qr_phish.png"))});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &drop);
    QVERIFY(drop.isAccepted());
    DocumentPane *pane = documentPane(window);
    QVERIFY(pane->waitForResult());
    QCOMPARE(pane->model()->rowCount(), 1);
    QCOMPARE(pane->model()->index(0, DocumentModel::WhereColumn).data().toString(),
             QStringLiteral("QRCode in the png image at 16,16-132,132 px"));
    // chosen: the image, the code outlined
    pane->view()->setCurrentIndex(pane->model()->index(0, 0));
    QVERIFY(pane->waitForPicture());
    const QString html = pane->contextView()->toHtml();
    QVERIFY(html.contains(QStringLiteral("document:picture")));
    const QImage shown = picture(pane);
    QCOMPARE(shown.size(), QSize(148, 148));                      // under 240 pixels: as it is
    QCOMPARE(shown.pixelColor(16, 60), QColor(0xd0, 0x30, 0x30)); // the outline's left side
}

// A link of a PDF shows its page with its rectangle outlined; a code in an
// image attached to a mail, the image from its part.
void TstDocumentPane::picturesOfPagesAndParts()
{
    MainWindow window;
    DocumentPane *pane = documentPane(window);
    QVERIFY(window.openFile(dataFile("qr_mail.eml")));
    QVERIFY(pane->waitForResult());
    // row 1: the QR code of part 1.2 (code.png, 148x148 px) at 16,16-132,132
    pane->view()->setCurrentIndex(pane->model()->index(1, 0));
    QVERIFY(pane->waitForPicture());
    QImage shown = picture(pane);
    QCOMPARE(shown.size(), QSize(148, 148));
    QCOMPARE(shown.pixelColor(16, 60), QColor(0xd0, 0x30, 0x30));
    QCOMPARE(shown.pixelColor(70, 70).red(), shown.pixelColor(70, 70).blue()); // the code: gray
    // row 2: page 1 of the attached invoice.pdf (A4, 595x842 pt) at most 480
    // pixels high, its link annotation at 70,130-260,147 pt outlined
    pane->view()->setCurrentIndex(pane->model()->index(2, 0));
    QVERIFY(pane->waitForPicture());
    shown = picture(pane);
    const double scale = 480.0 / 842;
    QCOMPARE(shown.size(), QSize(int(595 * scale), int(842 * scale)));
    QCOMPARE(shown.pixelColor(int(std::lround(70 * scale)), int(138 * scale)),
             QColor(0xd0, 0x30, 0x30));
    QCOMPARE(shown.pixelColor(5, 5), QColor(Qt::white)); // the page's margin
    // the PDF opened alone: the same page
    QVERIFY(window.openFile(dataFile("invoice.pdf")));
    QVERIFY(pane->waitForResult());
    pane->view()->setCurrentIndex(pane->model()->index(0, 0));
    QVERIFY(pane->waitForPicture());
    QCOMPARE(picture(pane).size(), shown.size());
    // a link chosen while the page of another is drawn: its own rectangle
    // is shown (the Launch link at 70,230-200,247 pt), not the first one's
    pane->view()->setCurrentIndex(pane->model()->index(0, 0));
    pane->view()->setCurrentIndex(pane->model()->index(1, 0));
    QVERIFY(pane->waitForPicture());
    shown = picture(pane);
    QCOMPARE(shown.pixelColor(int(std::lround(70 * scale)), int(238 * scale)),
             QColor(0xd0, 0x30, 0x30));
    QVERIFY(shown.pixelColor(int(std::lround(70 * scale)), int(138 * scale))
            != QColor(0xd0, 0x30, 0x30));
}

// A text file is no document: it goes to the Extract pane as before.
void TstDocumentPane::textStaysWithExtract()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("log.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("see https://a.example/ and\nhttps://b.example/\n");
    file.close();
    MainWindow window;
    QVERIFY(window.openFile(path));
    QCOMPARE(documentPane(window)->model()->rowCount(), 0);
    QVERIFY(documentPane(window)->contents().info.name.empty());
}

QTEST_MAIN(TstDocumentPane)
#include "tst_document_pane.moc"
