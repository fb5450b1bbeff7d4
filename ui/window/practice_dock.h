/**
 * @file practice_dock.h
 * @brief Help > Practice: the window asks (practice.h), the student
 * answers, the window grades, with a hint on request, the step of a
 * resolution where a wrong answer went wrong, and a score per topic
 * (docs/practice.md). A dock on the right of the window, as the tour is; the
 * window's input is left alone until "Show in the window", so that the
 * panes do not give the answer away.
 */
#pragma once

#include "uriinspector/practice.h"

#include <QDockWidget>
#include <QString>

#include <array>
#include <memory>
#include <optional>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QStackedWidget;
class QToolButton;
class QTreeWidget;

namespace uri::ui {

class TourHost;

class PracticeDock : public QDockWidget
{
    Q_OBJECT

public:
    /// The seeds the seed box offers (a QSpinBox holds an int).
    static constexpr int kMaxSeed = 2147483647;
    /// The width the dock asks for when it starts, in pixels.
    static constexpr int kWidth = 380;

    explicit PracticeDock(TourHost *host);
    ~PracticeDock() override;

    /// Begin the sequence of @p seed over the topics ticked (all when none):
    /// the score starts again at 0.
    void start(std::uint32_t seed);
    [[nodiscard]] std::uint32_t seed() const;
    /// The topics ticked (all of them when none is).
    [[nodiscard]] std::vector<practice::Topic> topics() const;
    void setTopics(const std::vector<practice::Topic> &topics);

    [[nodiscard]] const practice::Exercise &exercise() const { return m_exercise; }
    /// 1-based.
    [[nodiscard]] int number() const { return m_number; }
    /// The grade of the last Check, if the exercise was checked.
    [[nodiscard]] const std::optional<practice::Grade> &grade() const { return m_grade; }
    /// The answer the widgets hold.
    [[nodiscard]] practice::Answer answer() const;
    /// Right and asked, per topic (kAllTopics order); an exercise counts at its first Check.
    [[nodiscard]] int right(practice::Topic topic) const;
    [[nodiscard]] int asked(practice::Topic topic) const;

    // The parts, for tests.
    [[nodiscard]] QSpinBox *seedBox() const { return m_seed; }
    [[nodiscard]] QLabel *titleLabel() const { return m_title; }
    [[nodiscard]] QLabel *questionLabel() const { return m_question; }
    [[nodiscard]] QLabel *feedbackLabel() const { return m_feedback; }
    [[nodiscard]] QLabel *scoreLabel() const { return m_score; }
    [[nodiscard]] QLineEdit *answerEdit() const { return m_answer; }
    /// Split: the line of component @p index (kComponentNames) and whether
    /// it is defined (the path has no box: it is always defined).
    [[nodiscard]] QLineEdit *componentEdit(std::size_t index) const { return m_parts[index]; }
    [[nodiscard]] QCheckBox *definedBox(std::size_t index) const { return m_defined[index]; }
    [[nodiscard]] QRadioButton *yesButton() const { return m_yes; }
    [[nodiscard]] QRadioButton *noButton() const { return m_no; }
    [[nodiscard]] QPushButton *checkButton() const { return m_check; }
    [[nodiscard]] QPushButton *hintButton() const { return m_hint; }
    [[nodiscard]] QPushButton *nextButton() const { return m_next; }
    [[nodiscard]] QPushButton *showButton() const { return m_show; }
    /// Resolve, once checked: the trace, the step where it went wrong selected.
    [[nodiscard]] QTreeWidget *traceView() const { return m_trace; }

public slots:
    void check();
    void showHint();
    void next();
    /// Put the exercise into the window (input, base, spec) and raise the
    /// pane that explains it: a resolution's trace at the step where the
    /// answer went wrong.
    void showInWindow();
    /// start() with the seed and topics of the dock's own boxes.
    void restart();

protected:
    void changeEvent(QEvent *event) override;
    /// Closing gives the window's right-hand corners back.
    void closeEvent(QCloseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void createWidgets();
    void retranslateUi();
    void showExercise();
    void showFeedback();
    void showScore();

    TourHost *m_host = nullptr;
    std::unique_ptr<practice::Sequence> m_sequence;
    std::uint32_t m_currentSeed = 1;
    practice::Exercise m_exercise;
    int m_number = 0;
    bool m_hinted = false;
    bool m_counted = false;
    std::optional<practice::Grade> m_grade;
    std::array<int, practice::kAllTopics.size()> m_right{};
    std::array<int, practice::kAllTopics.size()> m_asked{};
    /// The window's right-hand corners before the dock took them (the dock
    /// runs the full height of the window, as the tour does).
    std::optional<std::pair<Qt::DockWidgetArea, Qt::DockWidgetArea>> m_corners;

    QSpinBox *m_seed = nullptr;
    QLabel *m_seedLabel = nullptr;
    QToolButton *m_topicsButton = nullptr;
    std::array<QAction *, practice::kAllTopics.size()> m_topicActions{};
    QPushButton *m_restart = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_question = nullptr;
    QStackedWidget *m_pages = nullptr;
    std::array<QLabel *, 5> m_partLabels{};
    std::array<QLineEdit *, 5> m_parts{};
    std::array<QCheckBox *, 5> m_defined{};
    QLabel *m_definedHeader = nullptr;
    QLabel *m_splitNote = nullptr;
    QLineEdit *m_answer = nullptr;
    QRadioButton *m_yes = nullptr;
    QRadioButton *m_no = nullptr;
    QPushButton *m_hint = nullptr;
    QPushButton *m_check = nullptr;
    QPushButton *m_next = nullptr;
    QPushButton *m_show = nullptr;
    QLabel *m_hintText = nullptr;
    QLabel *m_feedback = nullptr;
    QTreeWidget *m_trace = nullptr;
    QLabel *m_score = nullptr;
};

} // namespace uri::ui
