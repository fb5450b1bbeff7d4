#include "analyzer.h"

#include <QtConcurrent/QtConcurrentRun>

namespace uri::ui {

namespace {

// Inputs up to this size are analysed at once (after the events queued now);
// larger ones wait for a pause in typing.
constexpr qsizetype kImmediateSize = 64 * 1024;
constexpr int kDebounceMs = 150;

} // namespace

Analyzer::Analyzer(QObject *parent)
    : QObject(parent)
    , m_current(analyze(std::string(), Spec::Rfc3986))
{
    m_debounce.setSingleShot(true);
    connect(&m_debounce, &QTimer::timeout, this, &Analyzer::start);
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
    m_debounce.start(text.size() <= kImmediateSize ? 0 : kDebounceMs);
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
    const std::optional<std::string> base
        = m_base.isEmpty() ? std::nullopt : std::optional(m_base.toStdString());
    m_watcher.setFuture(QtConcurrent::run(
        [text, spec, generation, base] { return analyze(text, spec, generation, base); }));
}

void Analyzer::onFinished()
{
    std::shared_ptr<const Analysis> result = m_watcher.result();
    if (result->generation != m_requested) {
        if (!m_debounce.isActive())
            start();
        return;
    }
    m_current = std::move(result);
    m_busy = false;
    emit analysisReady();
    emit busyChanged(false);
}

} // namespace uri::ui
