/**
 * @file analyzer.h
 * @brief Runs the analysis of the current input off the UI thread.
 */
#pragma once

#include "analysis/analysis.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <optional>
#include <string>

namespace uri::ui {

/**
 * @brief Analyses the latest input on a worker thread (QtConcurrent), so
 * that a 10 MB paste never freezes the window.
 *
 * Results of inputs that were replaced while they were being analysed are
 * dropped: analysisReady() always carries the latest input's analysis. An
 * input over 2 KiB comes in steps while isBusy() stays true: over 64 KiB
 * (up to kMaxSecurityBytes) its views first (Analysis::partial); then,
 * when server-side readers are installed, the analysis with the readers of
 * this process (Analysis::serverReadingsPending); then the whole.
 */
class Analyzer : public QObject
{
    Q_OBJECT

public:
    explicit Analyzer(QObject *parent = nullptr);
    ~Analyzer() override;

    /// Analyse @p text under @p spec, resolved against @p base when it is not
    /// empty.
    void request(const QString &text, Spec spec, const QString &base = {});

    /// The reviewer's blocklists every later request is matched against.
    void setBlocklists(BlocklistsPtr lists) { m_blocklists = std::move(lists); }

    /// Whether an analysis is pending or running.
    [[nodiscard]] bool isBusy() const;

    /// The latest finished analysis (never null: an empty input at first).
    [[nodiscard]] std::shared_ptr<const Analysis> current() const { return m_current; }

signals:
    /// The analysis of the latest request is ready (see current()), or a
    /// step of it, when current() is partial or serverReadingsPending.
    void analysisReady();
    /// Emitted when isBusy() changes.
    void busyChanged(bool busy);

private:
    void start();
    /// withServerReadings() of current(), still the latest request's
    void startServerReadings();
    void onFinished();
    [[nodiscard]] std::optional<std::string> baseBytes() const;

    QTimer m_pending;
    QFutureWatcher<std::shared_ptr<const Analysis>> m_watcher;
    QString m_text;
    Spec m_spec = Spec::Rfc3986;
    QString m_base;
    BlocklistsPtr m_blocklists;
    std::uint64_t m_requested = 0; ///< generation of the latest request
    bool m_busy = false;
    std::shared_ptr<const Analysis> m_current;
};

} // namespace uri::ui
