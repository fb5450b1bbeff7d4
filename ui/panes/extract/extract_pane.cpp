#include "panes/extract/extract_pane.h"

#include "analysis/roles.h"
#include "common/readable_view.h"
#include "common/span_mapping.h"
#include "common/worker_pool.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTextCursor>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace uri::ui {

namespace {

// Texts up to this size are extracted at once; larger ones wait for a pause in typing.
constexpr qsizetype kImmediateSize = 64 * 1024;
constexpr int kDebounceMs = 250;

} // namespace

ExtractPane::ExtractPane(QWidget *parent)
    : AnalysisPane(parent)
    , m_model(new ExtractModel(this))
{
    setObjectName(QStringLiteral("extractPane"));

    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_editor = new QPlainTextEdit(this);
    m_editor->setObjectName(QStringLiteral("extractEditor"));
    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);

    m_view = ReadableView::longTable(this, m_model, QStringLiteral("extractView"));
    // fixed widths: sizing to contents would measure every row of a huge text
    const int x = QFontMetrics(QFontDatabase::systemFont(QFontDatabase::FixedFont))
                      .horizontalAdvance(QLatin1Char('x'));
    m_view->header()->resizeSection(ExtractModel::UriColumn, 48 * x);
    m_view->header()->resizeSection(ExtractModel::WhereColumn, 12 * x);
    m_view->header()->resizeSection(ExtractModel::HowColumn, 30 * x);
    m_view->header()->resizeSection(ExtractModel::VerdictColumn, 16 * x);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("extractStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_inspectButton = new QPushButton(this);
    m_exportButton = new QPushButton(this);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("extractSplitter"));
    splitter->addWidget(m_editor);
    splitter->addWidget(m_view);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_inspectButton);
    buttons->addWidget(m_exportButton);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_hint);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);

    m_debounce.setSingleShot(true);
    connect(&m_debounce, &QTimer::timeout, this, &ExtractPane::start);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &ExtractPane::onFinished);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &ExtractPane::onTextChanged);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &ExtractPane::selectInEditor);
    connect(m_view, &QTreeView::doubleClicked, this, &ExtractPane::openRow);
    connect(m_inspectButton, &QPushButton::clicked, this,
            [this] { openRow(m_view->currentIndex()); });
    connect(m_exportButton, &QPushButton::clicked, this, &ExtractPane::exportTable);

    retranslateUi();
    updateStatus();
}

ExtractPane::~ExtractPane()
{
    m_watcher.waitForFinished();
}

void ExtractPane::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    // The pane works on its own text, not on the main input.
    Q_UNUSED(analysis);
}

QString ExtractPane::title() const
{
    return tr("Extract");
}

void ExtractPane::setText(const QString &text)
{
    m_editor->setPlainText(text);
}

void ExtractPane::setBlocklists(std::shared_ptr<const std::vector<security::Blocklist>> lists)
{
    m_blocklists = std::move(lists);
    onTextChanged();
}

bool ExtractPane::isBusy() const
{
    return m_busy;
}

bool ExtractPane::waitForResult(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (m_busy && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return !m_busy;
}

void ExtractPane::onTextChanged()
{
    ++m_requested;
    m_busy = true;
    const qsizetype size = m_editor->document()->characterCount();
    m_debounce.start(size <= kImmediateSize ? 0 : kDebounceMs);
    updateStatus();
}

void ExtractPane::start()
{
    if (m_watcher.isRunning())
        return; // onFinished() starts the latest request
    const QString text = m_editor->toPlainText();
    const std::uint64_t generation = m_requested;
    m_watcher.setFuture(QtConcurrent::run(workerPool(), [text, generation, lists = m_blocklists] {
        return extractLinks(SpanMapping::inputBytes(text), kMaxAnalysed, generation, lists);
    }));
}

void ExtractPane::onFinished()
{
    std::shared_ptr<const ExtractResult> result = m_watcher.result();
    if (result->generation != m_requested) {
        if (!m_debounce.isActive())
            start();
        return;
    }
    m_model->setResult(std::move(result));
    m_busy = false;
    updateStatus();
    emit resultShown();
}

void ExtractPane::updateStatus()
{
    const int rows = m_model->rowCount();
    m_inspectButton->setEnabled(m_view->currentIndex().isValid());
    m_exportButton->setEnabled(rows > 0 && !m_busy);
    if (m_busy) {
        m_status->setText(tr("Looking for URIs..."));
        return;
    }
    QString text = tr("%n URI(s) found.", nullptr, rows);
    const std::shared_ptr<const ExtractResult> result = m_model->result();
    if (result && result->limited)
        text += QLatin1Char(' ') + tr("Stopped after %1 URIs.").arg(kMaxUris);
    if (static_cast<std::size_t>(rows) > kMaxAnalysed)
        text += QLatin1Char(' ') + tr("Only the first %1 have a verdict.").arg(kMaxAnalysed);
    m_status->setText(text);
}

void ExtractPane::selectInEditor(const QModelIndex &index)
{
    m_inspectButton->setEnabled(index.isValid());
    const std::shared_ptr<const ExtractResult> result = m_model->result();
    if (!index.isValid() || !result)
        return;
    if (m_editor->toPlainText().size() != result->mapping.utf16Size())
        return; // the text changed since: the span is stale
    const Span span = index.siblingAtColumn(0).data(SpanRole).value<Span>();
    const Utf16Range range = result->mapping.toUtf16(span);
    QTextCursor cursor(m_editor->document());
    cursor.setPosition(static_cast<int>(range.start));
    cursor.setPosition(static_cast<int>(range.start + range.length), QTextCursor::KeepAnchor);
    m_editor->setTextCursor(cursor);
}

void ExtractPane::openRow(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const QString uri = index.siblingAtColumn(0).data(OpenUriRole).toString();
    if (!uri.isEmpty())
        emit openUri(uri);
}

bool ExtractPane::writeTable(const QString &path, bool json) const
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    const QByteArray bytes = (json ? m_model->toJson() : m_model->toCsv()).toUtf8();
    return file.write(bytes) == bytes.size();
}

void ExtractPane::exportTable()
{
    const QString csvFilter = tr("CSV (*.csv)");
    const QString jsonFilter = tr("JSON (*.json)");
    QString filter;
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Export the URIs"), QString(),
                                       csvFilter + QStringLiteral(";;") + jsonFilter, &filter);
    if (path.isEmpty())
        return;
    const bool json = filter == jsonFilter || path.endsWith(QStringLiteral(".json"));
    if (writeTable(path, json))
        m_status->setText(tr("Exported to %1.").arg(path));
    else
        m_status->setText(tr("Cannot write %1.").arg(path));
}

void ExtractPane::retranslateUi()
{
    m_hint->setText(tr("Paste any text (a mail, a log): every URI in it is listed, defanged "
                       "ones too. Nothing is fetched."));
    m_editor->setPlaceholderText(tr("Paste text here"));
    m_inspectButton->setText(tr("&Inspect"));
    m_inspectButton->setToolTip(tr("Inspect the selected URI in the main view."));
    m_exportButton->setText(tr("&Export..."));
    m_exportButton->setToolTip(tr("Save the table as CSV or JSON."));
    m_model->retranslate();
    ReadableView::of(m_view)->setEmptyText(
        tr("The URIs found in the text appear here; none has been found so far."));
    updateStatus();
}

} // namespace uri::ui
