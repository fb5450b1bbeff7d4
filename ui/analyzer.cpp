#include "analyzer.h"

#include <QtConcurrent/QtConcurrentRun>

namespace uri::ui {

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
    // no pause: a text longer than UriLineEdit::kMaxEditableLength cannot be
    // typed into, only replaced whole, and while one analysis runs the
    // requests made meanwhile become one (onFinished()).
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
    const std::optional<std::string> base
        = m_base.isEmpty() ? std::nullopt : std::optional(m_base.toStdString());
    m_watcher.setFuture(QtConcurrent::run(
        [text, spec, generation, base] { return analyze(text, spec, generation, base); }));
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
    m_busy = false;
    emit analysisReady();
    emit busyChanged(false);
}

} // namespace uri::ui
