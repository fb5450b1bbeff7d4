/**
 * @file tour.h
 * @brief Help > Tour: a first lesson in a few minutes, six stops through the
 * window (RFC 3986 §3, §5.3, §5.4, §6.2, §7.6 and the URL Standard), each
 * setting the input, base, spec and pane it talks about. Leaving gives the
 * window back as it was (docs/guide.md, "Tour").
 */
#pragma once

#include "uriinspector/spec.h"

#include <QByteArray>
#include <QDockWidget>
#include <QPointer>
#include <QString>

#include <utility>
#include <vector>

class QLabel;
class QMainWindow;
class QPushButton;
class QTabWidget;
class QTimer;

namespace uri::ui {

class AnalysisPane;
class Analyzer;
class ResolutionPane;

/**
 * @brief What the tour asks of the window it guides: the input, its spec
 * and base, the panes and their docks, the analysis to wait for, and the
 * main window whose layout it docks into and gives back. MainWindow is one.
 */
class TourHost
{
public:
    virtual ~TourHost() = default;

    /// The window the tour docks into; its layout is saved and restored.
    [[nodiscard]] virtual QMainWindow *hostWindow() = 0;
    [[nodiscard]] virtual QString uri() const = 0;
    virtual void setUri(const QString &uri) = 0;
    [[nodiscard]] virtual Spec spec() const = 0;
    virtual void setSpec(Spec spec) = 0;
    [[nodiscard]] virtual QString base() const = 0;
    virtual void setBase(const QString &base) = 0;
    /// The panes, and the one called @p name ("resolution" or "resolutionPane").
    [[nodiscard]] virtual const std::vector<AnalysisPane *> &panes() const = 0;
    [[nodiscard]] virtual AnalysisPane *pane(const QString &name) const = 0;
    [[nodiscard]] virtual QDockWidget *dockOf(const AnalysisPane *pane) const = 0;
    /// The analyzer whose analysisReady() each stop waits for.
    [[nodiscard]] virtual Analyzer *analyzer() const = 0;
    [[nodiscard]] virtual bool isAnalysing() const = 0;
    virtual bool waitForAnalysis(int timeoutMs = 30000) = 0;
};

/**
 * @brief The tour: a dock on the right of the window, beside the anatomy,
 * never over it. Non-modal: the window stays usable while it is open.
 *
 * start() remembers the user's input, base, spec, pane layout (the window's
 * saveState()) and the tab each pane shows; leave() (Leave, Esc, the dock's close
 * button, Finish on the last stop) puts them back, removes the dock and
 * deletes it later. Each stop waits for the window's analysis of what it
 * set (Analyzer::analysisReady()) before it touches the panes' results: the
 * §5.4 stop rewinds the Resolution pane's trace to its first step once the
 * analysis of its input has arrived, then steps on by itself (and on Step).
 */
class Tour : public QDockWidget
{
    Q_OBJECT

public:
    /// The number of stops.
    static constexpr int kStopCount = 6;
    /// The default pause between two steps of the trace on the §5.4 stop.
    static constexpr int kDefaultAutoStepMs = 1500;

    explicit Tour(TourHost *host);
    ~Tour() override;

    /// Remember the window's state and show stop @p stop (0-based).
    void start(int stop = 0);
    /// Show stop @p stop (clamped); the state remembered by start() stays.
    void showStop(int stop);
    [[nodiscard]] int currentStop() const { return m_stop; }
    [[nodiscard]] bool isActive() const { return m_active; }
    /// Whether the stop's analysis has arrived and its trace has stopped moving.
    [[nodiscard]] bool isSettled() const;
    /// Whether the input line holds what the tour put there (not the user's).
    [[nodiscard]] bool showsItsOwnInput() const;

    /// The pause between two automatic steps of the §5.4 trace; 0: no
    /// automatic steps (only Step moves the trace).
    void setAutoStepInterval(int ms);
    [[nodiscard]] int autoStepInterval() const { return m_autoStepMs; }

    // The parts, for tests.
    [[nodiscard]] QLabel *titleLabel() const { return m_title; }
    [[nodiscard]] QLabel *positionLabel() const { return m_position; }
    [[nodiscard]] QLabel *bodyLabel() const { return m_body; }
    [[nodiscard]] QLabel *changesLabel() const { return m_changes; }
    [[nodiscard]] QPushButton *stepButton() const { return m_stepButton; }
    [[nodiscard]] QPushButton *backButton() const { return m_backButton; }
    [[nodiscard]] QPushButton *nextButton() const { return m_nextButton; }
    [[nodiscard]] QPushButton *leaveButton() const { return m_leaveButton; }

public slots:
    void next();
    void back();
    /// Put the window back as start() found it and close the tour.
    void leave();
    /// One step of the §5.4 trace (the Resolution pane's Step forward).
    void step();

signals:
    /// Stop @p stop is shown (its input set; its analysis may be pending).
    void stopShown(int stop);
    /// The stop's analysis arrived and the trace stopped moving.
    void settled();
    /// The tour was left; the window has its state back.
    void left();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createWidgets();
    void retranslateUi();
    void onAnalysisReady();
    void autoStep();
    void updateButtons();
    [[nodiscard]] ResolutionPane *resolutionPane() const;

    TourHost *m_host = nullptr;
    int m_stop = 0;
    bool m_active = false;
    /// the stop waits for the analysis of what it set
    bool m_waiting = false;
    int m_autoStepMs = kDefaultAutoStepMs;
    QString m_shownUri; ///< the input the tour set last
    QTimer *m_autoStep = nullptr;

    /// The window as start() found it.
    struct Saved
    {
        QString uri;
        QString base;
        Spec spec = Spec::Rfc3986;
        Spec resolutionSpec = Spec::Rfc3986; ///< the Resolution pane's own
        QByteArray layout;                   ///< QMainWindow::saveState()
        Qt::DockWidgetArea topRight = Qt::TopDockWidgetArea;
        Qt::DockWidgetArea bottomRight = Qt::BottomDockWidgetArea;
        /// The tab shown in each tab widget of the panes (the tour shows others).
        std::vector<std::pair<QPointer<QTabWidget>, int>> tabs;
    } m_saved;

    QLabel *m_title = nullptr;
    QLabel *m_position = nullptr;
    QLabel *m_body = nullptr;
    QLabel *m_changes = nullptr;
    QLabel *m_tryLabel = nullptr;
    QPushButton *m_stepButton = nullptr;
    QPushButton *m_backButton = nullptr;
    QPushButton *m_nextButton = nullptr;
    QPushButton *m_leaveButton = nullptr;
};

} // namespace uri::ui
