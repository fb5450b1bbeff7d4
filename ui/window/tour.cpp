#include "window/tour.h"

#include "analysis/analyzer.h"
#include "panes/analysis_pane.h"
#include "panes/resolution/resolution_pane.h"
#include "text/spec_names.h"

#include <QAction>
#include <QCloseEvent>
#include <QEvent>
#include <QFont>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace uri::ui {

namespace {

/// One stop: what it says and what it sets in the window.
struct Stop
{
    const char *title; ///< English; translated by Tour::tr()
    const char *text;  ///< English; two to five sentences citing the section
    const char *uri;   ///< the input line
    const char *base;  ///< the Resolution pane's base ("" for none)
    Spec spec;         ///< the spec selector
    const char *pane;  ///< the pane raised (its objectName)
    bool trace;        ///< the remove_dot_segments tab, stepped
    /// The view of the pane brought to the front of its tabs (its
    /// objectName), or null: the tab the pane shows.
    const char *view;
    std::array<const char *, 3> tries; ///< other inputs to try (null: none)
};

// The texts are the tour of docs/guide.md, "Tour"; each cites the section
// its example comes from.
constexpr std::array<Stop, Tour::kStopCount> kStops{{
    // RFC 3986 §3: the example and its diagram
    {QT_TRANSLATE_NOOP("uri::ui::Tour", "The parts of a URI (RFC 3986 §3)"),
     QT_TRANSLATE_NOOP("uri::ui::Tour",
                       "RFC 3986 §3 draws this URI with a brace under each component: "
                       "scheme, authority, path, query and fragment. The anatomy draws it the "
                       "same way, with the host and the port under the authority. Click a "
                       "brace, or a row of the Components pane: the same characters are marked "
                       "in every view."),
     "foo://example.com:8042/over/there?name=ferret#nose",
     "",
     Spec::Rfc3986,
     "componentsPane",
     false,
     nullptr,
     {nullptr, nullptr, nullptr}},
    // RFC 3986 §3 and §5.3: a delimiter with nothing after it
    {QT_TRANSLATE_NOOP("uri::ui::Tour", "Undefined is not empty (RFC 3986 §5.3)"),
     QT_TRANSLATE_NOOP("uri::ui::Tour",
                       "In http://a/b? the \"?\" is there with nothing after it: the query is "
                       "empty. Without the \"?\" (http://a/b) the query is undefined, and "
                       "§5.3 writes the delimiter back only for a component that is "
                       "defined. The Components pane says which is which: (empty) or "
                       "(undefined). Try file:///x, whose authority is empty (§3.2), and "
                       "\"#\" alone, an empty fragment."),
     "http://a/b?",
     "",
     Spec::Rfc3986,
     "componentsPane",
     false,
     nullptr,
     {"http://a/b", "file:///x", "#"}},
    // RFC 3986 §5.4.1 Normal Examples, traced by §5.2.2 to §5.2.4
    {QT_TRANSLATE_NOOP("uri::ui::Tour", "Resolving a reference, step by step (RFC 3986 §5.4)"),
     QT_TRANSLATE_NOOP("uri::ui::Tour",
                       "§5.4 resolves its examples against the base http://a/b/c/d;p?q. "
                       "The reference ../../g is merged with the base path up to its last \"/\" "
                       "(§5.2.3), and remove_dot_segments (§5.2.4) removes each "
                       "\"..\" with the segment before it: the target is http://a/g. The "
                       "Resolution pane replays the steps; Step shows the next one. Try "
                       "g;x?y#s too."),
     "../../g",
     ResolutionPane::kExampleBase,
     Spec::Rfc3986,
     "resolutionPane",
     true,
     nullptr,
     {"g;x?y#s", "../../../g", nullptr}},
    // RFC 3986 §6.2.2 and §6.2.3
    {QT_TRANSLATE_NOOP("uri::ui::Tour", "The normalization ladder (RFC 3986 §6.2)"),
     QT_TRANSLATE_NOOP("uri::ui::Tour",
                       "Two URIs can differ in their characters and still identify the same "
                       "resource. §6.2 compares them on a ladder: case (§6.2.2.1), "
                       "percent-encoding (§6.2.2.2), dot segments (§6.2.2.3), then "
                       "the scheme's own rules such as its default port (§6.2.3). The "
                       "Normalize and Compare pane climbs it rung by rung, down to "
                       "http://www.example.com/a/c/%7Bfoo%7D."),
     "HTTP://www.EXAMPLE.com:80/a/./b/../%63/%7bfoo%7d",
     "",
     Spec::Rfc3986,
     "normalizePane",
     false,
     nullptr,
     {nullptr, nullptr, nullptr}},
    // RFC 3986 §7.6 Semantic Attacks
    {QT_TRANSLATE_NOOP("uri::ui::Tour", "A link that lies about its host (RFC 3986 §7.6)"),
     QT_TRANSLATE_NOOP("uri::ui::Tour",
                       "§7.6 warns of this link. cnn.example.com&story=breaking_news is "
                       "not the host: everything before the \"@\" is the userinfo, and the host "
                       "is 10.0.0.1. The anatomy hatches the userinfo and labels it \"NOT the "
                       "host\", and the Security pane says where the link really goes."),
     "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
     "",
     Spec::Rfc3986,
     "securityPane",
     false,
     "findingsView",
     {nullptr, nullptr, nullptr}},
    // URL Standard §4.4: "\" is a path separator in a special URL
    {QT_TRANSLATE_NOOP("uri::ui::Tour", "A browser reads a backslash as a slash (URL Standard)"),
     QT_TRANSLATE_NOOP("uri::ui::Tour",
                       "Browsers follow the WHATWG URL Standard, not RFC 3986. In a special "
                       "URL such as https, the URL Standard reads \"\\\" as \"/\": here the "
                       "browser goes to evil.example, while RFC 3986 reads \"evil.example\\\" "
                       "as userinfo and bank.example as the host. The Spec selector now says "
                       "WHATWG URL Standard; the Security pane shows both readings side by "
                       "side."),
     "https://evil.example\\@bank.example/p",
     "",
     Spec::Whatwg,
     "securityPane",
     false,
     "viewsView",
     {nullptr, nullptr, nullptr}},
}};

/// @p text as HTML where a long URI may break after a delimiter (U+200B,
/// a zero-width space, allows a line break: UAX #14 class ZW).
QString breakable(const QString &text)
{
    QString out;
    for (const QChar c : text) {
        out += QString(c).toHtmlEscaped();
        if (QStringView(u"/?#&@\\=").contains(c))
            out += QChar(0x200B);
    }
    return out;
}

/// The tab widget holding @p widget and the index of its page, if any.
std::pair<QTabWidget *, int> tabOf(QWidget *widget)
{
    for (QWidget *w = widget; w != nullptr; w = w->parentWidget()) {
        if (auto *tabs = qobject_cast<QTabWidget *>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                if (tabs->widget(i)->isAncestorOf(widget))
                    return {tabs, i};
            }
        }
    }
    return {nullptr, -1};
}

/// The view @p s brings to the front of its tabs: the trace's, or the one it
/// names; null for none.
QWidget *frontView(const TourHost &window, const Stop &s)
{
    AnalysisPane *pane = window.pane(QString::fromLatin1(s.pane));
    if (pane == nullptr)
        return nullptr;
    if (auto *resolution = qobject_cast<ResolutionPane *>(pane); resolution && s.trace)
        return resolution->dotView();
    return s.view != nullptr ? pane->findChild<QWidget *>(QString::fromLatin1(s.view)) : nullptr;
}

} // namespace

Tour::Tour(TourHost *host)
    : QDockWidget(host->hostWindow())
    , m_host(host)
{
    setObjectName(QStringLiteral("tourDock"));
    setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    m_autoStep = new QTimer(this);
    connect(m_autoStep, &QTimer::timeout, this, &Tour::autoStep);
    createWidgets();
    // connected after the window's own slot, so called after it: the panes
    // show the analysis before the tour looks at them
    connect(m_host->analyzer(), &Analyzer::analysisReady, this, &Tour::onAnalysisReady);
    // Esc leaves wherever the focus is in the window
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WindowShortcut);
    connect(escape, &QShortcut::activated, this, &Tour::leave);
    retranslateUi();
}

Tour::~Tour() = default;

void Tour::createWidgets()
{
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);

    m_position = new QLabel(content);
    m_position->setObjectName(QStringLiteral("tourPosition"));
    m_title = new QLabel(content);
    m_title->setObjectName(QStringLiteral("tourTitle"));
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::PlainText);
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_title->setFont(big);

    m_body = new QLabel(content);
    m_body->setObjectName(QStringLiteral("tourBody"));
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::RichText);
    m_body->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_tryLabel = new QLabel(content);
    m_tryLabel->setWordWrap(true);
    m_tryLabel->setTextFormat(Qt::RichText);
    // the inputs to try are the tour's own strings, never the user's
    connect(m_tryLabel, &QLabel::linkActivated, this, [this](const QString &link) {
        const auto &tries = kStops[static_cast<std::size_t>(m_stop)].tries;
        const auto i = static_cast<std::size_t>(link.toInt());
        if (i >= tries.size() || tries[i] == nullptr)
            return;
        m_waiting = true;
        m_autoStep->stop();
        m_shownUri = QString::fromUtf8(tries[i]);
        m_host->setUri(m_shownUri);
        retranslateUi(); // the stop's texts, its buttons
    });

    m_stepButton = new QPushButton(content);
    m_stepButton->setObjectName(QStringLiteral("tourStep"));
    connect(m_stepButton, &QPushButton::clicked, this, &Tour::step);

    m_changes = new QLabel(content);
    m_changes->setObjectName(QStringLiteral("tourChanges"));
    m_changes->setWordWrap(true);
    m_changes->setTextFormat(Qt::RichText);

    auto *text = new QScrollArea(content);
    text->setWidgetResizable(true);
    text->setFrameShape(QFrame::NoFrame);
    text->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *inner = new QWidget(text);
    auto *innerLayout = new QVBoxLayout(inner);
    innerLayout->setContentsMargins(0, 0, 0, 0);
    innerLayout->addWidget(m_title);
    innerLayout->addWidget(m_body);
    innerLayout->addWidget(m_tryLabel);
    innerLayout->addWidget(m_stepButton, 0, Qt::AlignLeft);
    innerLayout->addWidget(m_changes);
    innerLayout->addStretch(1);
    text->setWidget(inner);

    m_backButton = new QPushButton(content);
    m_backButton->setObjectName(QStringLiteral("tourBack"));
    m_nextButton = new QPushButton(content);
    m_nextButton->setObjectName(QStringLiteral("tourNext"));
    m_nextButton->setDefault(true);
    m_leaveButton = new QPushButton(content);
    m_leaveButton->setObjectName(QStringLiteral("tourLeave"));
    connect(m_backButton, &QPushButton::clicked, this, &Tour::back);
    connect(m_nextButton, &QPushButton::clicked, this, &Tour::next);
    connect(m_leaveButton, &QPushButton::clicked, this, &Tour::leave);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_backButton);
    buttons->addWidget(m_nextButton);
    buttons->addStretch(1);
    buttons->addWidget(m_leaveButton);

    layout->addWidget(m_position);
    layout->addWidget(text, 1);
    layout->addLayout(buttons);
    content->setMinimumWidth(300);
    setWidget(content);
}

ResolutionPane *Tour::resolutionPane() const
{
    return qobject_cast<ResolutionPane *>(m_host->pane(QStringLiteral("resolutionPane")));
}

void Tour::start(int stop)
{
    if (!m_active) {
        ResolutionPane *resolution = resolutionPane();
        m_saved.uri = m_host->uri();
        m_saved.base = m_host->base();
        m_saved.spec = m_host->spec();
        m_saved.resolutionSpec = resolution->spec();
        m_saved.layout = m_host->hostWindow()->saveState();
        m_saved.topRight = m_host->hostWindow()->corner(Qt::TopRightCorner);
        m_saved.bottomRight = m_host->hostWindow()->corner(Qt::BottomRightCorner);
        m_saved.tabs.clear();
        for (AnalysisPane *pane : m_host->panes()) {
            for (QTabWidget *tabs : pane->findChildren<QTabWidget *>())
                m_saved.tabs.emplace_back(tabs, tabs->currentIndex());
        }
        m_active = true;
        // the whole height on the right: beside the anatomy and the panes,
        // over neither
        m_host->hostWindow()->setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
        m_host->hostWindow()->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
        m_host->hostWindow()->addDockWidget(Qt::RightDockWidgetArea, this);
        m_host->hostWindow()->resizeDocks({this}, {360}, Qt::Horizontal);
    }
    show();
    raise();
    showStop(stop);
}

void Tour::showStop(int stop)
{
    m_stop = std::clamp(stop, 0, kStopCount - 1);
    const Stop &s = kStops[static_cast<std::size_t>(m_stop)];
    m_autoStep->stop();
    m_waiting = true; // until the analysis of what follows arrives
    m_host->setSpec(s.spec);
    ResolutionPane *resolution = resolutionPane();
    m_host->setBase(QString::fromUtf8(s.base));
    if (s.trace)
        resolution->setSpec(Spec::Rfc3986);
    m_shownUri = QString::fromUtf8(s.uri);
    m_host->setUri(m_shownUri);
    if (AnalysisPane *pane = m_host->pane(QString::fromLatin1(s.pane))) {
        QDockWidget *dock = m_host->dockOf(pane);
        dock->show();
        dock->raise();
    }
    if (const auto [tabs, index] = tabOf(frontView(*m_host, s)); tabs != nullptr)
        tabs->setCurrentIndex(index);
    retranslateUi(); // the stop's texts, its buttons
    emit stopShown(m_stop);
}

bool Tour::isSettled() const
{
    return !m_waiting && !m_autoStep->isActive();
}

bool Tour::showsItsOwnInput() const
{
    return m_active && m_host->uri() == m_shownUri;
}

void Tour::setAutoStepInterval(int ms)
{
    m_autoStepMs = std::max(0, ms);
    if (m_autoStepMs == 0)
        m_autoStep->stop();
    else if (m_autoStep->isActive())
        m_autoStep->start(m_autoStepMs);
}

void Tour::onAnalysisReady()
{
    // the latest request only: the window is no longer busy with it (Analyzer)
    if (!m_active || !m_waiting || m_host->isAnalysing())
        return;
    m_waiting = false;
    if (kStops[static_cast<std::size_t>(m_stop)].trace) {
        // the trace arrived with every step shown: replay it from the first
        resolutionPane()->toStartAction()->trigger();
        if (m_autoStepMs > 0 && resolutionPane()->stepForwardAction()->isEnabled())
            m_autoStep->start(m_autoStepMs);
    }
    updateButtons();
    if (isSettled())
        emit settled();
}

void Tour::autoStep()
{
    QAction *forward = resolutionPane()->stepForwardAction();
    if (forward->isEnabled())
        forward->trigger();
    if (!forward->isEnabled()) {
        m_autoStep->stop();
        emit settled();
    }
    updateButtons();
}

void Tour::step()
{
    m_autoStep->stop();
    ResolutionPane *resolution = resolutionPane();
    if (resolution->stepForwardAction()->isEnabled())
        resolution->stepForwardAction()->trigger();
    else // at the end: again from the first step
        resolution->toStartAction()->trigger();
    updateButtons();
}

void Tour::next()
{
    if (m_stop + 1 < kStopCount)
        showStop(m_stop + 1);
    else
        leave(); // Finish
}

void Tour::back()
{
    if (m_stop > 0)
        showStop(m_stop - 1);
}

void Tour::leave()
{
    if (!m_active)
        return;
    m_active = false;
    m_waiting = false;
    m_autoStep->stop();
    // out of the layout first: the layout restored is the one without the tour
    m_host->hostWindow()->removeDockWidget(this);
    m_host->hostWindow()->setCorner(Qt::TopRightCorner, m_saved.topRight);
    m_host->hostWindow()->setCorner(Qt::BottomRightCorner, m_saved.bottomRight);
    m_host->hostWindow()->restoreState(m_saved.layout);
    ResolutionPane *resolution = resolutionPane();
    for (const auto &[tabs, index] : m_saved.tabs) {
        if (tabs)
            tabs->setCurrentIndex(index);
    }
    m_host->setSpec(m_saved.spec);
    resolution->setSpec(m_saved.resolutionSpec);
    m_host->setBase(m_saved.base);
    m_host->setUri(m_saved.uri);
    // The window fits the anatomy's height to each input it shows
    // (MainWindow::fitAnatomy), the tour's too: once the user's input is
    // shown again, the layout is put back once more.
    m_host->waitForAnalysis();
    m_host->hostWindow()->restoreState(m_saved.layout);
    emit left();
    deleteLater();
}

void Tour::updateButtons()
{
    const Stop &s = kStops[static_cast<std::size_t>(m_stop)];
    m_backButton->setEnabled(m_stop > 0);
    m_stepButton->setVisible(s.trace);
    if (s.trace) {
        const bool more = resolutionPane()->stepForwardAction()->isEnabled();
        //: the trace of remove_dot_segments: show its next step, or again from the first
        m_stepButton->setText(more ? tr("&Step") : tr("&Replay"));
        m_stepButton->setEnabled(!m_waiting);
    }
}

void Tour::retranslateUi()
{
    setWindowTitle(tr("Tour"));
    const Stop &s = kStops[static_cast<std::size_t>(m_stop)];
    //: the tour's position, e.g. "Stop 3 of 6"
    m_position->setText(tr("Stop %1 of %2").arg(m_stop + 1).arg(kStopCount));
    m_title->setText(tr(s.title));
    m_body->setText(breakable(tr(s.text)));

    QStringList tries;
    for (std::size_t i = 0; i < s.tries.size(); ++i) {
        if (s.tries[i] != nullptr)
            tries << QStringLiteral("<a href=\"%1\"><tt>%2</tt></a>")
                         .arg(i)
                         .arg(breakable(QString::fromUtf8(s.tries[i])));
    }
    m_tryLabel->setVisible(!tries.isEmpty());
    //: followed by inputs to click, e.g. "Try: http://a/b, file:///x"
    m_tryLabel->setText(tr("Try:") + QLatin1Char(' ') + tries.join(QStringLiteral(", ")));

    // what the stop set in the window
    QString changes = QStringLiteral("<p>") + tr("In the window:") + QStringLiteral("</p><ul>");
    const auto item = [&changes](const QString &name, const QString &value) {
        changes += QStringLiteral("<li>%1 %2</li>").arg(name, value);
    };
    item(tr("URI:"), QStringLiteral("<tt>%1</tt>").arg(breakable(QString::fromUtf8(s.uri))));
    item(tr("Base:"), *s.base != '\0'
                          ? QStringLiteral("<tt>%1</tt>").arg(breakable(QString::fromUtf8(s.base)))
                          : tr("none"));
    item(tr("Spec:"), SpecNames::displayName(s.spec).toHtmlEscaped());
    if (AnalysisPane *pane = m_host->pane(QString::fromLatin1(s.pane))) {
        QString where = pane->title().toHtmlEscaped();
        if (const auto [tabs, index] = tabOf(frontView(*m_host, s)); tabs != nullptr)
            //: a pane and its tab, e.g. "Resolution, tab remove_dot_segments"
            where = tr("%1, tab %2").arg(where, tabs->tabText(index).toHtmlEscaped());
        item(tr("Pane:"), where);
    }
    changes += QStringLiteral("</ul>");
    m_changes->setText(changes);

    m_backButton->setText(tr("&Back"));
    m_nextButton->setText(m_stop + 1 < kStopCount ? tr("&Next") : tr("&Finish"));
    m_leaveButton->setText(tr("&Leave"));
    m_leaveButton->setToolTip(tr("Leave the tour (Esc): the input, base, spec and panes "
                                 "come back as they were"));
    updateButtons();
}

void Tour::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDockWidget::changeEvent(event);
}

void Tour::closeEvent(QCloseEvent *event)
{
    // the dock's close button
    leave();
    event->accept();
}

} // namespace uri::ui
