#include "window/practice_dock.h"

#include "panes/normalize/normalize_pane.h"
#include "panes/resolution/resolution_pane.h"
#include "text/practice_text.h"
#include "text/resolution_text.h"
#include "window/tour.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace uri::ui {

namespace p = uri::practice;

namespace {

enum Page { SplitPage, TextPage, YesNoPage };

QString utf8(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QLabel *wrappingLabel(QWidget *parent, const QString &name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

PracticeDock::PracticeDock(TourHost *host)
    : QDockWidget(host->hostWindow())
    , m_host(host)
{
    setObjectName(QStringLiteral("practiceDock"));
    setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    createWidgets();
    retranslateUi();
    host->hostWindow()->addDockWidget(Qt::RightDockWidgetArea, this);
}

PracticeDock::~PracticeDock() = default;

void PracticeDock::createWidgets()
{
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *body = new QWidget(scroll);
    auto *layout = new QVBoxLayout(body);

    auto *seedRow = new QHBoxLayout;
    m_seedLabel = new QLabel(body);
    m_seed = new QSpinBox(body);
    m_seed->setObjectName(QStringLiteral("practiceSeed"));
    m_seed->setRange(0, kMaxSeed);
    m_seed->setValue(1);
    m_seedLabel->setBuddy(m_seed);
    m_restart = new QPushButton(body);
    m_restart->setObjectName(QStringLiteral("practiceStart"));
    connect(m_restart, &QPushButton::clicked, this, &PracticeDock::restart);
    seedRow->addWidget(m_seedLabel);
    seedRow->addWidget(m_seed, 1);
    layout->addLayout(seedRow);

    // the topics in a menu: the dock stays narrow enough for 1024 pixels
    auto *topicRow = new QHBoxLayout;
    m_topicsButton = new QToolButton(body);
    m_topicsButton->setObjectName(QStringLiteral("practiceTopics"));
    m_topicsButton->setPopupMode(QToolButton::InstantPopup);
    m_topicsButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *menu = new QMenu(m_topicsButton);
    for (std::size_t t = 0; t < m_topicActions.size(); ++t) {
        m_topicActions[t] = menu->addAction(QString());
        m_topicActions[t]->setObjectName(QStringLiteral("practiceTopic_")
                                         + utf8(p::topicName(p::kAllTopics[t])));
        m_topicActions[t]->setCheckable(true);
        m_topicActions[t]->setChecked(true);
    }
    m_topicsButton->setMenu(menu);
    topicRow->addWidget(m_topicsButton, 1);
    topicRow->addWidget(m_restart);
    layout->addLayout(topicRow);

    m_title = wrappingLabel(body, QStringLiteral("practiceTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    layout->addWidget(m_title);
    m_question = wrappingLabel(body, QStringLiteral("practiceQuestion"));
    layout->addWidget(m_question);

    m_pages = new QStackedWidget(body);
    m_pages->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    auto *split = new QWidget(m_pages);
    auto *grid = new QGridLayout(split);
    grid->setContentsMargins(0, 0, 0, 0);
    // "defined" heads the column of boxes, which have no text of their own:
    // the rows stay narrow enough for the dock at 1024x700
    m_definedHeader = new QLabel(split);
    grid->addWidget(m_definedHeader, 0, 1, Qt::AlignHCenter);
    for (std::size_t f = 0; f < m_parts.size(); ++f) {
        const int row = static_cast<int>(f) + 1;
        m_partLabels[f] = new QLabel(split);
        grid->addWidget(m_partLabels[f], row, 0);
        // the box before the line: Tab goes left to right, row by row
        if (f != 2) { // RFC 3986 §3.3: the path is always defined
            m_defined[f] = new QCheckBox(split);
            m_defined[f]->setObjectName(QStringLiteral("practiceDefined_")
                                        + utf8(p::kComponentNames[f]));
            m_defined[f]->setChecked(true);
            grid->addWidget(m_defined[f], row, 1, Qt::AlignHCenter);
        }
        m_parts[f] = new QLineEdit(split);
        m_parts[f]->setObjectName(QStringLiteral("practicePart_") + utf8(p::kComponentNames[f]));
        m_partLabels[f]->setBuddy(m_parts[f]);
        if (m_defined[f] != nullptr)
            connect(m_defined[f], &QCheckBox::toggled, m_parts[f], &QLineEdit::setEnabled);
        grid->addWidget(m_parts[f], row, 2);
    }
    grid->setColumnStretch(2, 1);
    m_splitNote = wrappingLabel(split, QStringLiteral("practiceSplitNote"));
    grid->addWidget(m_splitNote, static_cast<int>(m_parts.size()) + 1, 0, 1, 3);
    grid->setRowStretch(static_cast<int>(m_parts.size()) + 2, 1);
    m_pages->addWidget(split);

    auto *textPage = new QWidget(m_pages);
    auto *textLayout = new QVBoxLayout(textPage);
    textLayout->setContentsMargins(0, 0, 0, 0);
    m_answer = new QLineEdit(textPage);
    m_answer->setObjectName(QStringLiteral("practiceAnswer"));
    textLayout->addWidget(m_answer);
    textLayout->addStretch();
    m_pages->addWidget(textPage);

    auto *yesNo = new QWidget(m_pages);
    auto *yesNoLayout = new QHBoxLayout(yesNo);
    yesNoLayout->setContentsMargins(0, 0, 0, 0);
    m_yes = new QRadioButton(yesNo);
    m_yes->setObjectName(QStringLiteral("practiceYes"));
    m_no = new QRadioButton(yesNo);
    m_no->setObjectName(QStringLiteral("practiceNo"));
    yesNoLayout->addWidget(m_yes);
    yesNoLayout->addWidget(m_no);
    yesNoLayout->addStretch();
    m_pages->addWidget(yesNo);
    layout->addWidget(m_pages);

    auto *buttons = new QHBoxLayout;
    m_hint = new QPushButton(body);
    m_hint->setObjectName(QStringLiteral("practiceHint"));
    m_check = new QPushButton(body);
    m_check->setObjectName(QStringLiteral("practiceCheck"));
    m_check->setDefault(true);
    m_next = new QPushButton(body);
    m_next->setObjectName(QStringLiteral("practiceNext"));
    connect(m_hint, &QPushButton::clicked, this, &PracticeDock::showHint);
    connect(m_check, &QPushButton::clicked, this, &PracticeDock::check);
    connect(m_next, &QPushButton::clicked, this, &PracticeDock::next);
    // two narrow rows: the dock is about 190 pixels wide at 1024x700
    buttons->addWidget(m_check);
    buttons->addWidget(m_next);
    layout->addLayout(buttons);
    layout->addWidget(m_hint, 0, Qt::AlignLeft);

    m_hintText = wrappingLabel(body, QStringLiteral("practiceHintText"));
    m_hintText->hide();
    layout->addWidget(m_hintText);
    m_feedback = wrappingLabel(body, QStringLiteral("practiceFeedback"));
    layout->addWidget(m_feedback);

    m_trace = new QTreeWidget(body);
    m_trace->setObjectName(QStringLiteral("practiceTrace"));
    m_trace->setRootIsDecorated(false);
    m_trace->setColumnCount(4);
    m_trace->setMinimumHeight(160);
    m_trace->header()->setStretchLastSection(true);
    m_trace->hide();
    layout->addWidget(m_trace);

    m_show = new QPushButton(body);
    m_show->setObjectName(QStringLiteral("practiceShow"));
    m_show->setEnabled(false);
    connect(m_show, &QPushButton::clicked, this, &PracticeDock::showInWindow);
    layout->addWidget(m_show, 0, Qt::AlignLeft);

    m_score = wrappingLabel(body, QStringLiteral("practiceScore"));
    layout->addWidget(m_score);
    layout->addStretch();
    scroll->setWidget(body);
    setWidget(scroll);
}

void PracticeDock::retranslateUi()
{
    setWindowTitle(tr("Practice"));
    // mnemonics not taken by the menu bar (File, Edit, Data, View,
    // Specification, Examples, Help) or the input line (URI, Spec)
    m_seedLabel->setText(tr("Seed:"));
    m_seed->setToolTip(tr("The same seed gives the same exercises on every machine: give a class "
                          "one seed."));
    m_restart->setText(tr("St&art"));
    for (std::size_t t = 0; t < m_topicActions.size(); ++t)
        m_topicActions[t]->setText(PracticeText::topicTitle(p::kAllTopics[t]));
    m_topicsButton->setText(tr("Topics"));
    m_topicsButton->setToolTip(
        tr("The topics to draw exercises from; Start begins again with them"));
    for (std::size_t f = 0; f < m_parts.size(); ++f) {
        m_partLabels[f]->setText(PracticeText::componentName(f));
        if (m_defined[f] != nullptr) {
            //: the box of a component that is there (unticked: undefined); %1 its name
            m_defined[f]->setAccessibleName(tr("%1 defined").arg(PracticeText::componentName(f)));
            m_defined[f]->setToolTip(m_defined[f]->accessibleName());
        }
    }
    //: the heading of the boxes that say a component is there (unticked: undefined)
    m_definedHeader->setText(tr("defined"));
    m_splitNote->setText(tr("Untick a component that is undefined; a ticked box with an empty "
                            "line is an empty component (RFC 3986 §5.3). Write each one "
                            "without its delimiter."));
    m_yes->setText(tr("&Yes"));
    m_no->setText(tr("N&o"));
    m_hint->setText(tr("Hi&nt"));
    m_check->setText(tr("Chec&k"));
    m_next->setText(tr("Nex&t"));
    m_show->setText(tr("Show in the &window"));
    m_show->setToolTip(tr("Inspect the exercise in the window, in the pane that explains it"));
    m_trace->setHeaderLabels({tr("Step"), tr("Rule"), tr("Output"), tr("Input")});
    if (m_number > 0) {
        showExercise();
        if (m_hinted)
            showHint();
        if (m_grade)
            showFeedback();
        showScore();
    }
}

void PracticeDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDockWidget::changeEvent(event);
}

void PracticeDock::keyPressEvent(QKeyEvent *event)
{
    // Return checks, wherever the focus is in the dock: a dock has no default
    // button, and the line edits, boxes and buttons pass Return on to it; in
    // the seed box it starts that seed
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        if (m_seed->hasFocus())
            restart();
        else
            check();
        event->accept();
        return;
    }
    QDockWidget::keyPressEvent(event);
}

void PracticeDock::closeEvent(QCloseEvent *event)
{
    if (m_corners) {
        m_host->hostWindow()->setCorner(Qt::TopRightCorner, m_corners->first);
        m_host->hostWindow()->setCorner(Qt::BottomRightCorner, m_corners->second);
        m_corners.reset();
    }
    QDockWidget::closeEvent(event);
}

void PracticeDock::start(std::uint32_t seed)
{
    m_currentSeed = seed;
    if (static_cast<std::uint64_t>(seed) <= static_cast<std::uint64_t>(kMaxSeed))
        m_seed->setValue(static_cast<int>(seed));
    const std::vector<p::Topic> chosen = topics();
    m_sequence = std::make_unique<p::Sequence>(seed, chosen);
    m_right.fill(0);
    m_asked.fill(0);
    m_number = 0;
    QMainWindow *window = m_host->hostWindow();
    if (!m_corners) {
        m_corners = {window->corner(Qt::TopRightCorner), window->corner(Qt::BottomRightCorner)};
        window->setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
        window->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    }
    show();
    raise();
    // wide enough for its rows, once the window has its size (after the
    // events of a --size or of the window's first showing)
    QTimer::singleShot(
        0, this, [this] { m_host->hostWindow()->resizeDocks({this}, {kWidth}, Qt::Horizontal); });
    next();
}

void PracticeDock::restart()
{
    start(static_cast<std::uint32_t>(m_seed->value()));
}

std::uint32_t PracticeDock::seed() const
{
    return m_currentSeed;
}

std::vector<p::Topic> PracticeDock::topics() const
{
    std::vector<p::Topic> out;
    for (std::size_t t = 0; t < m_topicActions.size(); ++t) {
        if (m_topicActions[t]->isChecked())
            out.push_back(p::kAllTopics[t]);
    }
    if (out.empty())
        out.assign(p::kAllTopics.begin(), p::kAllTopics.end());
    return out;
}

void PracticeDock::setTopics(const std::vector<p::Topic> &topics)
{
    for (std::size_t t = 0; t < m_topicActions.size(); ++t)
        m_topicActions[t]->setChecked(std::find(topics.begin(), topics.end(), p::kAllTopics[t])
                                      != topics.end());
}

int PracticeDock::right(p::Topic topic) const
{
    return m_right[static_cast<std::size_t>(topic)];
}

int PracticeDock::asked(p::Topic topic) const
{
    return m_asked[static_cast<std::size_t>(topic)];
}

void PracticeDock::next()
{
    if (!m_sequence)
        m_sequence = std::make_unique<p::Sequence>(m_currentSeed, topics());
    m_exercise = m_sequence->next();
    ++m_number;
    m_hinted = false;
    m_counted = false;
    m_grade.reset();
    for (std::size_t f = 0; f < m_parts.size(); ++f) {
        m_parts[f]->clear();
        if (m_defined[f] != nullptr)
            m_defined[f]->setChecked(true);
    }
    m_answer->clear();
    m_yes->setAutoExclusive(false);
    m_yes->setChecked(false);
    m_no->setChecked(false);
    m_yes->setAutoExclusive(true);
    m_hintText->hide();
    m_feedback->clear();
    m_trace->clear();
    m_trace->hide();
    m_show->setEnabled(false);
    showExercise();
    showScore();
    switch (m_exercise.topic) {
    case p::Topic::Split:
        m_parts[0]->setFocus();
        break;
    case p::Topic::Equivalence:
        m_yes->setFocus();
        break;
    default:
        m_answer->setFocus();
    }
}

void PracticeDock::showExercise()
{
    //: %1 the exercise's number, %2 its topic, %3 its source ("RFC 3986 §5.4.1")
    m_title->setText(
        tr("%1. %2 (%3)")
            .arg(m_number)
            .arg(PracticeText::topicTitle(m_exercise.topic), PracticeText::source(m_exercise)));
    m_question->setText(PracticeText::question(m_exercise));
    const int page = m_exercise.topic == p::Topic::Split         ? SplitPage
                     : m_exercise.topic == p::Topic::Equivalence ? YesNoPage
                                                                 : TextPage;
    // the stack as tall as the page shown, not as its tallest page
    for (int i = 0; i < m_pages->count(); ++i)
        m_pages->widget(i)->setSizePolicy(QSizePolicy::Preferred, i == page ? QSizePolicy::Preferred
                                                                            : QSizePolicy::Ignored);
    m_pages->setCurrentIndex(page);
    m_pages->updateGeometry();
}

p::Answer PracticeDock::answer() const
{
    p::Answer a;
    const auto part = [this](std::size_t f) -> std::optional<std::string> {
        if (m_defined[f] != nullptr && !m_defined[f]->isChecked())
            return std::nullopt;
        return m_parts[f]->text().toStdString();
    };
    a.components = {part(0), part(1), m_parts[2]->text().toStdString(), part(3), part(4)};
    if (m_exercise.topic == p::Topic::Equivalence)
        a.text = m_yes->isChecked() ? "yes" : m_no->isChecked() ? "no" : "";
    else
        a.text = m_answer->text().toStdString();
    return a;
}

void PracticeDock::showHint()
{
    m_hinted = true;
    m_hintText->setText(PracticeText::hint(m_exercise));
    m_hintText->show();
}

void PracticeDock::check()
{
    if (m_number == 0)
        return;
    m_grade = p::grade(m_exercise, answer());
    if (!m_counted) { // the first answer counts
        m_counted = true;
        const auto t = static_cast<std::size_t>(m_exercise.topic);
        ++m_asked[t];
        m_right[t] += m_grade->right ? 1 : 0;
    }
    showFeedback();
    showScore();
    m_show->setEnabled(true);
}

void PracticeDock::showFeedback()
{
    m_feedback->setText(PracticeText::feedback(m_exercise, *m_grade).join(QLatin1Char('\n')));
    m_trace->clear();
    if (m_exercise.topic != p::Topic::Resolve || m_grade->trace.empty()) {
        m_trace->hide();
        return;
    }
    QTreeWidgetItem *wrong = nullptr;
    for (std::size_t i = 0; i < m_grade->trace.size(); ++i) {
        const TraceStep &step = m_grade->trace[i];
        auto *item = new QTreeWidgetItem(m_trace, {QString::number(i + 1),
                                                   ResolutionText::ruleLabel(step.rule),
                                                   fromBytes(step.output), fromBytes(step.input)});
        item->setToolTip(1, ResolutionText::stepInWords(step));
        if (m_grade->wrongStep && *m_grade->wrongStep == i) {
            wrong = item;
            QFont font = item->font(1);
            font.setBold(true);
            for (int c = 0; c < 4; ++c)
                item->setFont(c, font);
        }
    }
    for (int c = 0; c < 3; ++c)
        m_trace->resizeColumnToContents(c);
    m_trace->show();
    if (wrong != nullptr) {
        m_trace->setCurrentItem(wrong);
        m_trace->scrollToItem(wrong);
    }
}

void PracticeDock::showScore()
{
    int right = 0;
    int asked = 0;
    QStringList topics;
    for (std::size_t t = 0; t < p::kAllTopics.size(); ++t) {
        right += m_right[t];
        asked += m_asked[t];
        if (m_asked[t] > 0) {
            //: %1 a topic, %2 the answers right, %3 those asked
            topics << tr("%1 %2/%3")
                          .arg(PracticeText::topicTitle(p::kAllTopics[t]))
                          .arg(m_right[t])
                          .arg(m_asked[t]);
        }
    }
    //: %1 the seed, %2 the answers right, %3 those checked, %4 per topic
    m_score->setText(tr("Seed %1: %2 of %3 right. %4")
                         .arg(m_currentSeed)
                         .arg(right)
                         .arg(asked)
                         .arg(topics.join(tr(", "))));
}

void PracticeDock::showInWindow()
{
    const p::Exercise &e = m_exercise;
    QString paneName;
    switch (e.topic) {
    case p::Topic::Split:
        paneName = QStringLiteral("components");
        break;
    case p::Topic::Resolve:
        paneName = QStringLiteral("resolution");
        break;
    case p::Topic::Normalize:
    case p::Topic::Equivalence:
        paneName = QStringLiteral("normalize");
        break;
    case p::Topic::Destination:
        paneName = QStringLiteral("security");
        break;
    }
    m_host->setSpec(Spec::Rfc3986);
    if (e.topic == p::Topic::Resolve)
        m_host->setBase(utf8(e.base));
    m_host->setUri(utf8(e.uri));
    AnalysisPane *pane = m_host->pane(paneName);
    if (pane == nullptr)
        return;
    if (QDockWidget *dock = m_host->dockOf(pane)) {
        dock->show();
        dock->raise();
    }
    if (auto *normalize = qobject_cast<NormalizePane *>(pane);
        normalize != nullptr && e.topic == p::Topic::Equivalence)
        normalize->setCompareWith(utf8(e.other));
    if (auto *resolution = qobject_cast<ResolutionPane *>(pane)) {
        resolution->setSpec(e.spec);
        resolution->showAlgorithm();
        if (m_host->waitForAnalysis() && m_grade && m_grade->wrongStep)
            resolution->setTraceStep(static_cast<int>(*m_grade->wrongStep));
    }
}

} // namespace uri::ui
