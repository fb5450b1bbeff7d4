#include "analysis/analyzer.h"

#include "common/after_repaint.h"
#include "common/worker_pool.h"

#include <QtConcurrent/QtConcurrentRun>

namespace uri::ui {

namespace {

// A longer input is shown in two steps: its views at once (analyzeViews()),
// then the whole analysis, which takes about 100 ms at 1 MiB
// (bench/README.md, "The window's latency").
constexpr std::size_t kStagedBytes = 64 * 1024;
// From this size on, the readers of other runtimes read the input after the
// first repaint (analyzeInProcess()): below it they add under 2 ms.
constexpr std::size_t kReadersStagedBytes = 2 * 1024;

} // namespace

Analyzer::Analyzer(QObject *parent)
    : QObject(parent)
    , m_current(analyze(std::string(), Spec::Rfc3986))
{
    m_pending.setSingleShot(true);
    connect(&m_pending, &QTimer::timeout, this, &Analyzer::start);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &Analyzer::onFinished);
}

Analyzer::~Analyzer()
{
    m_watcher.waitForFinished();
}

void Analyzer::request(const QString &text, Spec spec, const QString &base)
{
    m_text = text;
    m_spec = spec;
    m_base = base;
    ++m_requested;
    if (!m_busy) {
        m_busy = true;
        emit busyChanged(true);
    }
    // After the events queued now (a paste's several changes are one), with
    // no pause: while one analysis runs, the requests made meanwhile become
    // one (onFinished()), and a text longer than
    // UriLineEdit::kMaxEditableLength is only ever replaced whole.
    m_pending.start(0);
}

bool Analyzer::isBusy() const
{
    return m_busy;
}

void Analyzer::start()
{
    if (m_watcher.isRunning())
        return; // onFinished() starts the latest request
    const QString text = m_text;
    const Spec spec = m_spec;
    const std::uint64_t generation = m_requested;
    const std::optional<std::string> base = baseBytes();
    m_watcher.setFuture(
        QtConcurrent::run(workerPool(), [text, spec, generation, base, lists = m_blocklists] {
            std::string bytes = SpanMapping::inputBytes(text); // invalid UTF-8 kept
            if (bytes.size() > kStagedBytes && bytes.size() <= kMaxSecurityBytes)
                return analyzeViews(std::move(bytes), spec, generation);
            if (bytes.size() > kReadersStagedBytes)
                return analyzeInProcess(std::move(bytes), spec, generation, base, lists);
            return analyze(std::move(bytes), spec, generation, base, lists);
        }));
}

std::optional<std::string> Analyzer::baseBytes() const
{
    return m_base.isEmpty() ? std::nullopt : std::optional(SpanMapping::inputBytes(m_base));
}

void Analyzer::onFinished()
{
    std::shared_ptr<const Analysis> result = m_watcher.result();
    if (result->generation != m_requested) {
        if (!m_pending.isActive())
            start();
        return;
    }
    m_current = std::move(result);
    // the rest of the same request, from the same bytes; still busy
    if (m_current->partial) {
        const std::shared_ptr<const Analysis> views = m_current;
        const std::optional<std::string> base = baseBytes();
        m_watcher.setFuture(QtConcurrent::run(workerPool(), [views, base, lists = m_blocklists] {
            return analyzeInProcess(*views->input, views->spec, views->generation, base, lists);
        }));
        emit analysisReady();
        return;
    }
    if (m_current->serverReadingsPending) {
        emit analysisReady();
        // once the views have painted with it: neither the workers nor their
        // result are in the way of that paint
        afterRepaint(this, [this] { startServerReadings(); });
        return;
    }
    m_busy = false;
    emit analysisReady();
    emit busyChanged(false);
}

void Analyzer::startServerReadings()
{
    // unless a newer request replaces this one (start() takes it)
    if (m_watcher.isRunning() || m_current->generation != m_requested
        || !m_current->serverReadingsPending)
        return;
    const std::shared_ptr<const Analysis> first = m_current;
    m_watcher.setFuture(
        QtConcurrent::run(workerPool(), [first] { return withServerReadings(*first); }));
}

} // namespace uri::ui
