#include "panes/document/document_pane.h"

#include "analysis/roles.h"
#include "common/display_cells.h"
#include "common/japanese_breaks.h"
#include "common/readable_view.h"
#include "common/save_dialog.h"
#include "common/worker_pool.h"
#include "text/security_text.h"
#include "uriinspector/documents_report.h"
#include "uriinspector/json.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPen>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <mutex>

namespace uri::ui {

namespace {

/// Links kept at most: a bound on a hostile or huge mbox (each row holds
/// its record and findings); a notice says when it is reached.
constexpr std::size_t kMaxRows = 200000;
/// How often the links found so far join the table.
constexpr int kDrainMs = 100;

QString html(std::string_view bytes)
{
    return escapedText(bytes, 1U << 20, Escape::Unsafe).toHtmlEscaped();
}

QString html(const QString &text)
{
    return text.toHtmlEscaped();
}

// Lines of text for a <pre>: each line escaped (controls, bidi and invisible
// characters shown as escapes), the line feeds kept.
QString preHtml(std::string_view text)
{
    QStringList lines;
    for (std::size_t from = 0;;) {
        const std::size_t end = text.find('\n', from);
        lines.push_back(html(text.substr(from, end == std::string_view::npos ? end : end - from)));
        if (end == std::string_view::npos)
            break;
        from = end + 1;
    }
    return lines.join(QLatin1Char('\n'));
}

// Findings, one line each, as uri-inspect extract lists a record's context
// findings (documents::findingsText()), in the window's language:
// "C3 high: The sender's name says paypal, ...".
QStringList findingLines(const std::vector<security::Finding> &findings)
{
    QStringList lines;
    for (const security::Finding &f : findings)
        lines.push_back(
            QStringLiteral("%1 %2: %3")
                .arg(QString::fromLatin1(f.id.data(), static_cast<qsizetype>(f.id.size())),
                     SecurityText::riskName(f.severity), SecurityText::message(f)));
    return lines;
}

// A message in words (documents::messageText()) and its sender's findings.
QString messageWords(const documents::MessageRecord &m)
{
    QStringList lines{QString::fromStdString(documents::messageText(m))};
    for (const QString &line : findingLines(m.findings))
        lines.push_back(QStringLiteral("    ") + line);
    return lines.join(QLatin1Char('\n'));
}

/// A part or a document read again to show a link's picture: at most this
/// many bytes (Limits::messageBytes).
constexpr qint64 kPictureSourceBytes = qint64{50} << 20;

// @p image at most @p side pixels a side, @p place (in @p unit pixels a
// unit of the image) outlined; null for a null image.
QImage outlined(QImage image, const documents::Rect &place, double unit, int side)
{
    if (image.isNull() || image.width() <= 0 || image.height() <= 0)
        return {};
    const double scale = std::min(1.0, side / double(std::max(image.width(), image.height())));
    image = image
                .scaled(static_cast<int>(image.width() * scale),
                        static_cast<int>(image.height() * scale), Qt::KeepAspectRatio,
                        Qt::SmoothTransformation)
                .convertToFormat(QImage::Format_ARGB32);
    const double k = scale * unit;
    QPainter painter(&image);
    painter.setPen(QPen(QColor(0xd0, 0x30, 0x30), 3));
    painter.drawRect(
        QRectF(place.x1 * k, place.y1 * k, (place.x2 - place.x1) * k, (place.y2 - place.y1) * k));
    return image;
}

// The bytes @p link was read from, read again from the file: the document
// itself, or its MIME part (of its message, in an mbox); nothing when they
// cannot be had (the file changed or is gone, a bound).
std::optional<std::string> sourceBytes(const documents::DocumentInfo &info,
                                       const documents::LinkRecord &link)
{
    QFile file(QString::fromStdString(info.name));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    if (link.part.empty())
        return file.size() <= kPictureSourceBytes
                   ? std::optional<std::string>(file.readAll().toStdString())
                   : std::nullopt;
    std::string message;
    if (info.format == documents::Format::Mbox && link.message) {
        bool found = false;
        documents::MboxSplitter splitter([&](std::size_t n, std::string_view m, bool) {
            if (n == *link.message && !found) {
                message = std::string(m);
                found = true;
            }
        });
        while (!found && !file.atEnd()) {
            const QByteArray chunk = file.read(1 << 20);
            splitter.feed(
                std::string_view(chunk.constData(), static_cast<std::size_t>(chunk.size())));
        }
        if (!found)
            splitter.finish();
    } else if (info.format == documents::Format::Message && file.size() <= kPictureSourceBytes) {
        message = file.readAll().toStdString();
    }
    return message.empty() ? std::nullopt : documents::partBytes(message, link.part);
}

// Whether @p link stands on a PDF page's rectangle or in an image of its own
// (a code found on a PDF page is shown as the page's text).
bool hasPicture(const documents::LinkRecord &link)
{
    return (link.page && link.rect) || (link.image && link.image->format.rfind("pdf-", 0) != 0);
}

// What @p link stands on, its place outlined: the PDF page with its
// rectangle, or the image with its code; null when there is none. It reads
// the document's file again: a worker calls it.
QImage linkPicture(const documents::DocumentInfo &info, const documents::LinkRecord &link)
{
    if (!hasPicture(link))
        return {};
    const bool onPage = link.page && link.rect;
    const std::optional<std::string> bytes = sourceBytes(info, link);
    if (!bytes)
        return {};
    if (onPage) {
        constexpr int kPageSide = 480;
        const std::optional<documents::Picture> page
            = documents::drawPdfPage(*bytes, *link.page, kPageSide);
        if (!page)
            return {};
        const QImage image(page->data.data(), page->width, page->height, page->stride,
                           QImage::Format_RGB32);
        return outlined(image.copy(), *link.rect, page->scale, kPageSide);
    }
    // Qt reads it again (within its own bound of memory: stb_image read it once)
    return outlined(QImage::fromData(QByteArray::fromRawData(
                        bytes->data(), static_cast<qsizetype>(bytes->size()))),
                    link.image->position, 1, 240);
}

} // namespace

/// One reading: shared by the worker that reads and the pane that shows.
struct DocumentPane::Reading
{
    std::atomic<bool> cancel{false};
    std::atomic<std::size_t> bytes{0};
    std::size_t total = 0;
    // of a PDF: the page being read and the pages to read
    std::atomic<std::size_t> page{0};
    std::atomic<std::size_t> pages{0};
    std::mutex mutex;
    // found since the last drain(); the order's indexes count from the start
    std::vector<DocumentRow> rows;
    std::vector<documents::MessageRecord> messages;
    std::vector<documents::Notice> notices;
    std::vector<DocumentEntry> order;
};

DocumentPane::DocumentPane(QWidget *parent)
    : AnalysisPane(parent)
    , m_model(new DocumentModel(this))
{
    setObjectName(QStringLiteral("documentPane"));

    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_view = ReadableView::longTable(this, m_model, QStringLiteral("documentView"));
    // fixed widths: sizing to contents would measure every row of an mbox
    const int x = QFontMetrics(font()).horizontalAdvance(QLatin1Char('x'));
    m_view->header()->resizeSection(DocumentModel::WhereColumn, 32 * x);
    m_view->header()->resizeSection(DocumentModel::ShownColumn, 24 * x);
    m_view->header()->resizeSection(DocumentModel::TargetColumn, 36 * x);
    m_view->header()->resizeSection(DocumentModel::VerdictColumn, 15 * x);

    m_context = new QTextBrowser(this);
    m_context->setObjectName(QStringLiteral("documentContext"));
    m_context->setOpenLinks(false); // nothing is followed
    m_context->setOpenExternalLinks(false);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("documentStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("documentProgress"));
    m_progress->setVisible(false);
    m_openButton = new QPushButton(this);
    m_cancelButton = new QPushButton(this);
    m_cancelButton->setObjectName(QStringLiteral("documentCancel"));
    m_cancelButton->setVisible(false);
    m_exportButton = new QPushButton(this);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("documentSplitter"));
    splitter->addWidget(m_view);
    splitter->addWidget(m_context);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_status, 1);
    bar->addWidget(m_progress);
    bar->addWidget(m_cancelButton);
    bar->addWidget(m_openButton);
    bar->addWidget(m_exportButton);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_hint);
    layout->addWidget(splitter, 1);
    layout->addLayout(bar);

    m_drainTimer.setInterval(kDrainMs);
    connect(&m_drainTimer, &QTimer::timeout, this, &DocumentPane::drain);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &DocumentPane::onFinished);
    connect(&m_pictureWatcher, &QFutureWatcherBase::finished, this, &DocumentPane::showPicture);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &index) {
                showContext(index);
                // the link, inspected in every other pane; the document stays
                if (index.isValid())
                    emit openUri(index.siblingAtColumn(0).data(OpenUriRole).toString());
            });
    connect(m_cancelButton, &QPushButton::clicked, this, &DocumentPane::cancel);
    connect(m_openButton, &QPushButton::clicked, this, &DocumentPane::openRequested);
    connect(m_exportButton, &QPushButton::clicked, this, &DocumentPane::exportReport);

    retranslateUi();
}

DocumentPane::~DocumentPane()
{
    if (m_reading)
        m_reading->cancel = true;
    m_watcher.waitForFinished();
}

void DocumentPane::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    // The pane shows its own document, not the main input.
    Q_UNUSED(analysis);
}

QString DocumentPane::title() const
{
    return tr("Document");
}

void DocumentPane::setBlocklists(std::shared_ptr<const std::vector<security::Blocklist>> lists)
{
    m_blocklists = std::move(lists);
}

void DocumentPane::openDocument(const QString &path)
{
    if (m_reading) {
        m_reading->cancel = true;
        m_watcher.waitForFinished();
        drain();
    }
    m_model->clear();
    m_contents = DocumentContents{};
    m_contents.info.name = path.toStdString();
    m_cancelled = false;

    auto reading = std::make_shared<Reading>();
    reading->total = static_cast<std::size_t>(std::max<qint64>(0, QFileInfo(path).size()));
    m_reading = reading;
    // its format, by its content, as the reader will sniff it
    QFile file(path);
    if (file.open(QIODevice::ReadOnly))
        m_contents.info.format = documents::sniff(file.read(documents::kSniffBytes).toStdString());
    // absolute: a file named "-" is no standard input
    const std::string name = QFile::encodeName(QFileInfo(path).absoluteFilePath()).toStdString();
    const auto lists = m_blocklists;
    m_watcher.setFuture(QtConcurrent::run(workerPool(), [reading, name, lists] {
        std::size_t links = 0;
        std::size_t messages = 0;
        std::size_t notices = 0;
        documents::ReadOptions options;
        options.cancel = &reading->cancel;
        options.progress = [&reading](std::size_t bytes) { reading->bytes = bytes; };
        options.pageProgress = [&reading](std::size_t page, std::size_t pages) {
            reading->pages = pages;
            reading->page = page;
        };
        const std::vector<security::Blocklist> *blocklists
            = lists && !lists->empty() ? lists.get() : nullptr;
        documents::Handler handler;
        handler.link = [&](const documents::LinkRecord &link) {
            if (links >= kMaxRows) {
                if (links++ == kMaxRows)
                    handler.notice(documents::Notice{
                        0,
                        link.message,
                        {},
                        "More than " + std::to_string(kMaxRows)
                            + " links: the rest are not listed here (uri-inspect extract lists "
                              "them all)."});
                return;
            }
            DocumentRow row = inspectedRow(link, blocklists); // off the lock
            const std::lock_guard lock(reading->mutex);
            reading->rows.push_back(std::move(row));
            reading->order.push_back({DocumentEntry::Kind::Link, links++});
        };
        handler.message = [&](const documents::MessageRecord &m) {
            const std::lock_guard lock(reading->mutex);
            reading->messages.push_back(m);
            reading->order.push_back({DocumentEntry::Kind::Message, messages++});
        };
        handler.notice = [&](const documents::Notice &n) {
            const std::lock_guard lock(reading->mutex);
            reading->notices.push_back(n);
            reading->order.push_back({DocumentEntry::Kind::Notice, notices++});
        };
        documents::readFile(name, std::nullopt, options, handler);
    }));
    m_drainTimer.start();
    updateStatus();
    showSummary();
}

void DocumentPane::cancel()
{
    if (!m_reading || !m_watcher.isRunning())
        return;
    m_reading->cancel = true;
    m_cancelled = true;
    updateStatus();
}

bool DocumentPane::isBusy() const
{
    return m_watcher.isRunning() || m_drainTimer.isActive();
}

bool DocumentPane::waitForResult(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (isBusy() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return !isBusy();
}

bool DocumentPane::waitForPicture(int timeoutMs)
{
    const auto waiting
        = [this] { return m_pictureFor == m_contextNumber && m_pictureShownOn != m_contextNumber; };
    QDeadlineTimer deadline(timeoutMs);
    while (waiting() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return !waiting();
}

void DocumentPane::drain()
{
    if (!m_reading)
        return;
    std::vector<DocumentRow> rows;
    {
        const std::lock_guard lock(m_reading->mutex);
        rows.swap(m_reading->rows);
        for (documents::MessageRecord &m : m_reading->messages)
            m_contents.messages.push_back(std::move(m));
        for (documents::Notice &n : m_reading->notices)
            m_contents.notices.push_back(std::move(n));
        m_contents.order.insert(m_contents.order.end(), m_reading->order.begin(),
                                m_reading->order.end());
        m_reading->messages.clear();
        m_reading->notices.clear();
        m_reading->order.clear();
    }
    const bool wasEmpty = m_model->rowCount() == 0;
    m_model->append(std::move(rows));
    updateStatus();
    if (wasEmpty || !m_view->currentIndex().isValid())
        showSummary();
}

void DocumentPane::onFinished()
{
    m_drainTimer.stop();
    drain();
    updateStatus();
    showSummary();
    emit resultShown();
}

void DocumentPane::updateStatus()
{
    const bool running = m_watcher.isRunning();
    const int links = m_model->rowCount();
    const auto messages = static_cast<int>(m_contents.messages.size());
    m_progress->setVisible(running);
    m_cancelButton->setVisible(running);
    m_cancelButton->setEnabled(running && !m_cancelled);
    m_exportButton->setEnabled(!running && !m_contents.info.name.empty());
    if (running && m_reading) {
        const std::size_t total = m_reading->total;
        const std::size_t bytes = m_reading->bytes;
        const std::size_t pages = m_reading->pages;
        if (pages > 0) {
            m_progress->setRange(0, static_cast<int>(pages));
            m_progress->setValue(static_cast<int>(m_reading->page));
        } else if (total > 0 && bytes > 0) {
            m_progress->setRange(0, 1000);
            m_progress->setValue(
                static_cast<int>(std::min<std::size_t>(1000, bytes * 1000 / total)));
        } else {
            m_progress->setRange(0, 0); // busy: the size is not known
        }
    }
    if (m_contents.info.name.empty()) {
        m_status->setText(tr("No document open."));
        return;
    }
    QString text = messages > 0 ? tr("%n message(s), ", nullptr, messages) : QString();
    text += tr("%n link(s)", nullptr, links);
    if (!m_contents.notices.empty())
        text += tr(", %n notice(s)", nullptr, static_cast<int>(m_contents.notices.size()));
    if (running)
        text = (m_cancelled ? tr("Cancelling... ") : tr("Reading... ")) + text;
    else if (m_cancelled)
        text = tr("Cancelled: what was read is listed. ") + text;
    m_status->setText(text + QLatin1Char('.'));
}

void DocumentPane::showSummary()
{
    ++m_contextNumber; // a picture being drawn is not for it
    const DocumentContents &c = m_contents;
    if (c.info.name.empty()) {
        m_context->setHtml(
            QStringLiteral("<p>%1</p>")
                .arg(html(tr(
                    "Open or drop a mail message (.eml), an mbox, a web page, a PDF or an image: "
                    "every "
                    "link in it is listed with where it stands, what it shows and where it goes. "
                    "Nothing is fetched and nothing is run."))));
        return;
    }
    QString out = QStringLiteral("<h3>%1</h3>").arg(html(c.info.name));
    out += QStringLiteral("<p>%1</p>")
               .arg(html(tr("Read as: %1")
                             .arg(QString::fromLatin1(documents::formatName(c.info.format)))));
    constexpr std::size_t kShownMessages = 20;
    for (std::size_t i = 0; i < std::min(kShownMessages, c.messages.size()); ++i)
        out += QStringLiteral("<pre>%1</pre>")
                   .arg(preHtml(messageWords(c.messages[i]).toStdString()));
    if (c.messages.size() > kShownMessages)
        out += QStringLiteral("<p>%1</p>")
                   .arg(html(
                       tr("... and %1 more messages.").arg(c.messages.size() - kShownMessages)));
    if (!c.notices.empty()) {
        out += QStringLiteral("<h4>%1</h4><ul>").arg(html(tr("Notices")));
        for (const documents::Notice &n : c.notices)
            out += QStringLiteral("<li>%1</li>").arg(html(documents::noticeText(n, c.info.name)));
        out += QStringLiteral("</ul>");
    }
    m_context->setHtml(out);
}

void DocumentPane::showContext(const QModelIndex &index)
{
    const DocumentRow *row = index.isValid() ? m_model->row(index.row()) : nullptr;
    if (row == nullptr) {
        showSummary();
        return;
    }
    const documents::LinkRecord &link = row->link;
    const std::size_t number = ++m_contextNumber;
    QString out;
    // the sender of its message: what the reader sees before the link
    for (const documents::MessageRecord &m : m_contents.messages) {
        if (!link.message || m.number != *link.message || !m.part.empty())
            continue;
        out += QStringLiteral("<table>");
        const auto field = [&out](const QString &name, const std::string &value) {
            if (!value.empty())
                out += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                           .arg(html(name), html(value));
        };
        field(tr("From"), m.from);
        field(tr("Reply-To"), m.replyTo);
        field(tr("Return-Path"), m.returnPath);
        field(tr("Subject"), m.subject);
        field(tr("Date"), m.date);
        for (const std::string &a : m.authenticationResults)
            field(tr("Authentication-Results (as stated)"), a);
        out += QStringLiteral("</table>");
        for (const QString &line : findingLines(m.findings))
            out += QStringLiteral("<p>%1</p>").arg(html(line));
        break;
    }
    // where it stands and what it shows, as uri-inspect extract says it
    out += QStringLiteral("<pre>%1</pre>").arg(preHtml(documents::linkText(link)));
    out += QStringLiteral("<p><b>%1</b> %2</p>")
               .arg(html(tr("Verdict:")), html(SecurityText::verdictName(row->verdict)));
    for (const QString &line : findingLines(row->findings))
        out += QStringLiteral("<p>%1</p>").arg(html(line));
    // the text around it, the link marked
    if (!link.excerpt.empty() && link.excerptOffset + link.span.length <= link.excerpt.size()) {
        const std::string_view e = link.excerpt;
        out += QStringLiteral(
                   "<h4>%1</h4><pre>%2<b style=\"background:#ffe08a;color:#000\">%3</b>%4</pre>")
                   .arg(html(link.image ? tr("The code's text") : tr("Around it")),
                        preHtml(e.substr(0, link.excerptOffset)),
                        preHtml(e.substr(link.excerptOffset, link.span.length)),
                        preHtml(e.substr(link.excerptOffset + link.span.length)));
    }
    m_contextHtml = out;
    // the PDF page with the link's rectangle, the image with its code:
    // drawn by a worker, shown when it is done (showPicture())
    if (hasPicture(link)) {
        m_pictureFor = number;
        out += QStringLiteral("<p><i>%1</i></p>").arg(html(tr("Drawing the picture...")));
        m_pictureWatcher.setFuture(QtConcurrent::run(
            workerPool(), [info = m_contents.info, link] { return linkPicture(info, link); }));
    }
    m_context->setHtml(out);
}

void DocumentPane::showPicture()
{
    if (m_pictureFor != m_contextNumber)
        return; // another link was chosen meanwhile
    const QImage picture = m_pictureWatcher.result();
    QString out = m_contextHtml;
    if (!picture.isNull()) {
        m_context->document()->addResource(QTextDocument::ImageResource,
                                           QUrl(QStringLiteral("document:picture")), picture);
        out += QStringLiteral("<p><img src=\"document:picture\"></p>");
    }
    m_context->setHtml(out);
    m_pictureShownOn = m_pictureFor;
}

bool DocumentPane::writeReport(const QString &path) const
{
    const DocumentContents &c = m_contents;
    const std::vector<security::Blocklist> *blocklists
        = m_blocklists && !m_blocklists->empty() ? m_blocklists.get() : nullptr;
    std::string out;
    if (path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)) {
        // the records of uri-inspect extract --json --check, in document order
        for (const DocumentEntry &e : c.order) {
            if (e.kind == DocumentEntry::Kind::Link) {
                const DocumentRow *row = m_model->row(static_cast<int>(e.index));
                if (row == nullptr)
                    continue;
                const Inspection inspection = documents::inspectLink(row->link, blocklists);
                documents::appendLinkJsonLine(row->link, c.info, &inspection, out);
            } else if (e.kind == DocumentEntry::Kind::Message) {
                out += jsonLine(documents::messageJson(c.messages[e.index], c.info));
            } else {
                out += jsonLine(documents::noticeJson(c.notices[e.index], c.info));
            }
        }
    } else {
        const bool markdown = path.endsWith(QStringLiteral(".md"), Qt::CaseInsensitive);
        QString text;
        const auto cell = [markdown](const QString &s) {
            return markdown ? QString(s)
                                  .replace(QLatin1Char('|'), QStringLiteral("\\|"))
                                  .replace(QLatin1Char('\n'), QLatin1Char(' '))
                            : s.toHtmlEscaped();
        };
        // The word joiners that keep the Japanese translation's words together
        // on screen are left out of a file (japanese_breaks.h). Only the
        // translation's texts hold them: a value from the document is escaped
        // before (a U+2060 of its own stays the escape "\u{2060}").
        const QString name = QString::fromStdString(c.info.name);
        text += markdown ? QStringLiteral("# %1\n\n").arg(cell(name))
                         : QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">"
                                          "<title>%1</title></head><body><h1>%1</h1>\n")
                               .arg(cell(name));
        for (const documents::MessageRecord &m : c.messages)
            text
                += markdown
                       ? QStringLiteral("```\n%1\n```\n\n").arg(withoutWordJoiners(messageWords(m)))
                       : QStringLiteral("<pre>%1</pre>\n")
                             .arg(cell(withoutWordJoiners(messageWords(m))));
        const QStringList headers{withoutWordJoiners(tr("Where")), withoutWordJoiners(tr("Shown")),
                                  withoutWordJoiners(tr("Goes to")),
                                  withoutWordJoiners(tr("Verdict")),
                                  withoutWordJoiners(tr("Findings"))};
        if (markdown) {
            text += QStringLiteral("| %1 |\n|%2\n")
                        .arg(headers.join(QStringLiteral(" | ")),
                             QStringLiteral(" --- |").repeated(5));
        } else {
            text += QStringLiteral("<table border=\"1\"><tr><th>%1</th></tr>\n")
                        .arg(headers.join(QStringLiteral("</th><th>")));
        }
        for (int r = 0; r < m_model->rowCount(); ++r) {
            QStringList cells;
            for (int col = 0; col < DocumentModel::ColumnCount; ++col) {
                const QString value = m_model->index(r, col).data().toString();
                cells.push_back(
                    cell(col == DocumentModel::VerdictColumn ? withoutWordJoiners(value) : value));
            }
            text += markdown ? QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")))
                             : QStringLiteral("<tr><td>%1</td></tr>\n")
                                   .arg(cells.join(QStringLiteral("</td><td>")));
        }
        if (!markdown)
            text += QStringLiteral("</table>\n");
        for (const documents::Notice &n : c.notices) {
            const QString line = QString::fromStdString(documents::noticeText(n, c.info.name));
            text += markdown ? QStringLiteral("\n- %1").arg(cell(line))
                             : QStringLiteral("<p>%1</p>\n").arg(cell(line));
        }
        text += markdown ? QStringLiteral("\n") : QStringLiteral("</body></html>\n");
        out = text.toStdString();
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    const auto size = static_cast<qint64>(out.size());
    return file.write(out.data(), size) == size && file.commit();
}

void DocumentPane::exportReport()
{
    const QString path
        = askSavePath(this, tr("Export the Document's Links"), QStringLiteral("document-links"),
                      {{tr("HTML (*.html)"), QStringLiteral(".html")},
                       {tr("Markdown (*.md)"), QStringLiteral(".md")},
                       {tr("JSON Lines (*.json)"), QStringLiteral(".json")}});
    if (path.isEmpty())
        return;
    m_status->setText(writeReport(path) ? tr("Exported to %1.").arg(path)
                                        : tr("Cannot write %1.").arg(path));
}

void DocumentPane::retranslateUi()
{
    m_hint->setText(tr("A mail, an mbox, a web page, a PDF or an image with a QR code: every "
                       "link in it, with where it stands, what it shows and where it goes. "
                       "Choose a link to inspect it. Nothing is fetched."));
    m_openButton->setText(tr("&Open..."));
    m_openButton->setToolTip(tr("Open a document (File > Open)."));
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->setToolTip(tr("Stop reading: the links found so far stay listed."));
    m_exportButton->setText(tr("E&xport..."));
    m_exportButton->setToolTip(tr("Save the document's links as HTML, Markdown or JSON."));
    m_model->retranslate();
    ReadableView::of(m_view)->setEmptyText(
        tr("The links of an opened or dropped document appear here."));
    updateStatus();
    if (!m_view->currentIndex().isValid())
        showSummary();
}

} // namespace uri::ui
