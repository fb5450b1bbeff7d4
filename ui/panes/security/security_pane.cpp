#include "panes/security/security_pane.h"

#include "analysis/roles.h"
#include "common/display_cells.h"
#include "common/palette.h"
#include "common/readable_view.h"
#include "panes/security/findings_model.h"
#include "text/security_text.h"
#include "widgets/wrap_label.h"

#include <QApplication>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTreeView>
#include <QVBoxLayout>

namespace uri::ui {

namespace {

/// A list of @p model whose column @p wrapColumn wraps (-1: none, the last elides).
QTreeView *makeTable(QAbstractItemModel *model, QWidget *parent, int wrapColumn = -1)
{
    auto *view = new QTreeView(parent);
    view->setModel(model);
    view->setRootIsDecorated(false);
    view->setAlternatingRowColors(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    ReadableView::install(view, wrapColumn);
    return view;
}

/// Halve the style's vertical margins and spacing of @p layout (its
/// widget's style): at 1024x700 the findings keep four rows in a Japanese
/// window too, whose lines are a third taller.
void tightenVertically(QBoxLayout *layout)
{
    const QStyle *style = layout->parentWidget()->style();
    const int margin = style->pixelMetric(QStyle::PM_LayoutTopMargin) / 2;
    const int side = style->pixelMetric(QStyle::PM_LayoutLeftMargin);
    layout->setContentsMargins(side, margin, side, margin);
    layout->setSpacing(style->pixelMetric(QStyle::PM_LayoutVerticalSpacing) / 2);
}

} // namespace

SecurityPane::SecurityPane(QWidget *parent)
    : AnalysisPane(parent)
    , m_findings(new FindingsModel(this))
    , m_views(new SecurityViewsModel(this))
    , m_nested(new NestedUrlModel(this))
{
    setObjectName(QStringLiteral("securityPane"));

    m_banner = new QFrame(this);
    m_banner->setObjectName(QStringLiteral("securityBanner"));
    m_banner->setFrameShape(QFrame::StyledPanel);
    m_banner->setAutoFillBackground(true);
    m_verdictIcon = new QLabel(m_banner);
    m_verdictLabel = new QLabel(m_banner);
    m_verdictLabel->setObjectName(QStringLiteral("verdictLabel"));
    m_verdictLabel->setTextFormat(Qt::PlainText);
    QFont verdictFont = m_verdictLabel->font();
    verdictFont.setBold(true);
    verdictFont.setPointSizeF(verdictFont.pointSizeF() * 1.2);
    m_verdictLabel->setFont(verdictFont);
    m_verdictLabel->setWordWrap(true); // it names the findings that set the verdict
    // the sentences quote the input's host and user name, whatever their length
    m_bannerLabel = new WrapLabel(m_banner);
    m_bannerLabel->setObjectName(QStringLiteral("bannerLabel"));
    m_notesLabel = new WrapLabel(m_banner);
    // the verdict line above the sentence, so that neither squeezes the other
    auto *verdictRow = new QHBoxLayout;
    verdictRow->addWidget(m_verdictIcon, 0, Qt::AlignTop);
    verdictRow->addWidget(m_verdictLabel, 1);
    auto *bannerLayout = new QVBoxLayout(m_banner);
    tightenVertically(bannerLayout);
    bannerLayout->addLayout(verdictRow);
    bannerLayout->addWidget(m_bannerLabel);
    bannerLayout->addWidget(m_notesLabel);

    m_adviceLabel = new WrapLabel(this);
    m_adviceLabel->setObjectName(QStringLiteral("adviceLabel"));

    // Findings, the views and the nested URLs as tabs: at 1024x700 the
    // findings keep the pane's whole height below the verdict (docs/guide.md)
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("securityTabs"));
    m_tabs->setDocumentMode(true);
    // a narrow pane scrolls its tabs: their titles never widen the pane
    m_tabs->tabBar()->setUsesScrollButtons(true);
    m_tabs->tabBar()->setElideMode(Qt::ElideRight);
    m_findingsView = makeTable(m_findings, m_tabs, FindingsModel::MessageColumn);
    m_findingsView->setObjectName(QStringLiteral("findingsView"));
    m_tabs->addTab(m_findingsView, QString());

    m_viewsView = makeTable(m_views, m_tabs);
    m_viewsView->setObjectName(QStringLiteral("viewsView"));
    m_tabs->addTab(m_viewsView, QString());

    auto *nestedBox = new QWidget(m_tabs);
    m_nestedView = makeTable(m_nested, nestedBox);
    m_nestedView->setObjectName(QStringLiteral("nestedView"));
    m_inspectButton = new QPushButton(nestedBox);
    m_inspectButton->setObjectName(QStringLiteral("inspectNestedButton"));
    auto *nestedLayout = new QVBoxLayout(nestedBox);
    nestedLayout->setContentsMargins(0, 0, 0, 0);
    nestedLayout->addWidget(m_nestedView);
    nestedLayout->addWidget(m_inspectButton, 0, Qt::AlignRight);
    m_tabs->addTab(nestedBox, QString());

    m_versionsLabel = new QLabel(this);
    m_versionsLabel->setObjectName(QStringLiteral("versionsLabel"));
    m_versionsLabel->setTextFormat(Qt::PlainText);
    // elided to the pane's width (updateVersionsLine()): it never widens the pane
    m_versionsLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    QFont small = m_versionsLabel->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    m_versionsLabel->setFont(small);

    auto *layout = new QVBoxLayout(this);
    tightenVertically(layout);
    layout->addWidget(m_banner);
    layout->addWidget(m_adviceLabel);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_versionsLabel);

    connect(m_findingsView, &QTreeView::clicked, this,
            [this](const QModelIndex &index) { chooseSpanOf(index.siblingAtColumn(0)); });
    connect(m_findingsView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                // a click is handled by clicked(): the keyboard moves here
                if (QApplication::mouseButtons() == Qt::NoButton)
                    chooseSpanOf(current.siblingAtColumn(0));
            });
    connect(m_nestedView, &QTreeView::doubleClicked, this, &SecurityPane::openNested);
    connect(m_inspectButton, &QPushButton::clicked, this,
            [this] { openNested(m_nestedView->currentIndex()); });
    connect(m_nestedView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &SecurityPane::updateActions);
    connect(m_nested, &QAbstractItemModel::modelReset, this, &SecurityPane::updateActions);

    retranslateUi();
    applyPalette();
    updateActions();
}

SecurityPane::~SecurityPane() = default;

QString SecurityPane::title() const
{
    return tr("Security");
}

void SecurityPane::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    m_analysis = std::move(analysis);
    m_findings->setAnalysis(m_analysis);
    m_views->setAnalysis(m_analysis);
    m_nested->setAnalysis(m_analysis);
    // the legacy reading only where it tells something (several "@": P1)
    m_viewsView->setColumnHidden(SecurityViewsModel::LegacyColumn, !m_views->legacyDiffers());
    updateTabTitles();
    updateColumns();
    updateTexts();
    applyPalette();
}

void SecurityPane::markSpan(Span span)
{
    markIndex(m_findingsView, m_findings->indexForSpan(span));
}

QString SecurityPane::bannerText() const
{
    return m_bannerLabel->text();
}

QString SecurityPane::verdictText() const
{
    return m_verdictLabel->text();
}

void SecurityPane::openNested(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const QString url = index.siblingAtColumn(0).data(OpenUriRole).toString();
    if (!url.isEmpty())
        emit openUri(url);
}

void SecurityPane::updateActions()
{
    m_inspectButton->setEnabled(m_nestedView->currentIndex().isValid());
}

void SecurityPane::retranslateUi()
{
    updateTabTitles();
    m_inspectButton->setText(tr("&Inspect"));
    m_inspectButton->setToolTip(tr("Inspect the selected nested URL on its own."));
    m_findings->retranslate();
    m_views->retranslate();
    m_nested->retranslate();
    updateTexts();
}

void SecurityPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    AnalysisPane::changeEvent(event);
}

void SecurityPane::updateTabTitles()
{
    const int findings = m_findings->rowCount();
    //: the Security pane's first tab; %n the number of findings
    m_tabs->setTabText(FindingsTab,
                       findings > 0 ? tr("Findings (%n)", nullptr, findings) : tr("Findings"));
    int differ = 0;
    for (int row = 0; row < m_views->rowCount(); ++row)
        differ += m_views->differs(row) ? 1 : 0;
    // short, so that the tab bar keeps its width: the target itself in the tooltip
    QString views = m_views->target() ? tr("RFC 3986 and the browser, on the target")
                                      : tr("RFC 3986 and the browser");
    if (differ > 0)
        //: a tab's title; %1 its name, %n the number of components the views read differently
        views = tr("%1 (%n differ)", nullptr, differ).arg(views);
    m_tabs->setTabText(ViewsTab, views);
    //: %1 the target a relative reference resolves to against the base
    m_tabs->setTabToolTip(ViewsTab,
                          m_views->target()
                              ? tr("The reference resolved against the "
                                   "base: %1")
                                    .arg(escapedText(*m_views->target(), 1024, Escape::NonAscii))
                              : QString());
    const int nested = m_nested->rowCount();
    m_tabs->setTabText(NestedTab,
                       nested > 0 ? tr("Nested URLs (%n)", nullptr, nested) : tr("Nested URLs"));
}

void SecurityPane::updateColumns()
{
    // below this width the message would wrap to three lines and more
    constexpr int kWideEnough = 900;
    m_findingsView->setColumnHidden(FindingsModel::NameColumn, width() < kWideEnough);
    m_findingsView->setColumnHidden(FindingsModel::CiteColumn, width() < kWideEnough);
    bool nested = false;
    for (int row = 0; row < m_findings->rowCount() && !nested; ++row)
        nested = !m_findings->index(row, FindingsModel::NestedColumn).data().toString().isEmpty();
    m_findingsView->setColumnHidden(FindingsModel::NestedColumn, !nested);
}

void SecurityPane::resizeEvent(QResizeEvent *event)
{
    AnalysisPane::resizeEvent(event);
    updateColumns();
    updateVersionsLine();
}

void SecurityPane::showTab(Tab tab)
{
    m_tabs->setCurrentIndex(tab);
}

void SecurityPane::updateTexts()
{
    const security::Assessment *s
        = m_analysis && m_analysis->security ? &*m_analysis->security : nullptr;
    // what the empty lists would hold, and why they are empty
    if (s) {
        ReadableView::of(m_findingsView)
            ->setEmptyText(tr("No findings: none of the link-security checks "
                              "(docs/security-checks.md) applies to this input."));
        ReadableView::of(m_nestedView)
            ->setEmptyText(tr("No nested URLs: no component of this input holds another URL."));
    } else {
        ReadableView::of(m_findingsView)
            ->setEmptyText(tr("The findings of the link-security checks appear here."));
        ReadableView::of(m_nestedView)
            ->setEmptyText(tr("URLs nested in the input (a redirect's target, say) appear "
                              "here."));
    }
    ReadableView::of(m_viewsView)
        ->setEmptyText(tr("How RFC 3986 and the browser each read the input appears here."));
    if (!s) {
        m_verdictIcon->clear();
        m_verdictLabel->clear();
        if (m_analysis && m_analysis->partial)
            m_bannerLabel->setText(tr("Analysing..."));
        else if (m_analysis && !m_analysis->bytes().empty())
            m_bannerLabel->setText(
                tr("The input is too long for the security analysis (%1 bytes; at most %2).")
                    .arg(QLocale().toString(static_cast<qulonglong>(m_analysis->bytes().size())),
                         QLocale().toString(static_cast<qulonglong>(kMaxSecurityBytes))));
        else
            m_bannerLabel->setText(tr("Enter a URI to see where it goes."));
        m_notesLabel->clear();
        m_notesLabel->hide();
        m_adviceLabel->clear();
        m_adviceLabel->hide();
        m_versionsLabel->clear();
        m_versionsLabel->setToolTip(QString());
        return;
    }
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_verdictIcon->setPixmap(SecurityText::verdictIcon(s->verdict).pixmap(iconSize, iconSize));
    m_verdictLabel->setText(SecurityText::verdictLine(*s));
    m_verdictLabel->setToolTip(tr("The verdict: the highest severity among the findings."));
    m_bannerLabel->setText(SecurityText::banner(*s, m_analysis->bytes()));
    // a relative reference with a base: where it goes from the page at the
    // base, as a browser resolves it (URL Standard §4.4), else RFC 3986 (§5.2)
    if (m_analysis->base && !m_analysis->rfc3986().scheme) {
        const ResolveResult *browser = m_analysis->resolution(Spec::Whatwg);
        const ResolveResult *rfc3986 = m_analysis->resolution(Spec::Rfc3986);
        const ResolveResult *resolved = browser && browser->ok() ? browser : rfc3986;
        if (resolved && resolved->target) {
            QString text = tr("Against the base, this reference goes to %1.")
                               .arg(escapedText(*resolved->target, 1024, Escape::NonAscii));
            if (resolved == browser && rfc3986 && rfc3986->target
                && *rfc3986->target != *browser->target)
                text += QLatin1Char(' ')
                        + tr("RFC 3986 resolves it to %1 (the Resolution pane says why).")
                              .arg(escapedText(*rfc3986->target, 1024, Escape::NonAscii));
            m_bannerLabel->setText(text);
        }
    }

    QStringList notes;
    for (const security::Escalation &e : s->escalations)
        notes << SecurityText::escalation(e);
    if (s->truncated)
        notes << tr("The nested URLs were not all analysed (depth or size budget).");
    if (s->findingsLimited)
        notes << tr("Some check fired too often: not every finding is listed.");
    m_notesLabel->setText(notes.join(QLatin1Char('\n')));
    m_notesLabel->setVisible(!notes.isEmpty());

    const security::DisplayAdvice &advice = s->display;
    // the reason is "<check id> <slug>" (security.h): named as the verdict line does
    QString reason = escapedText(advice.reason, 1024, Escape::NonAscii);
    if (const auto check
        = security::checkFromId(std::string_view(advice.reason).substr(0, advice.reason.find(' '))))
        reason = SecurityText::checkReference(*check);
    if (advice.host.empty() && advice.hostAsPunycode) {
        m_adviceLabel->setText(
            tr("The host cannot be shown safely, not even as punycode: %1").arg(reason));
        m_adviceLabel->show();
    } else if (advice.host.empty()) {
        m_adviceLabel->clear();
        m_adviceLabel->hide();
    } else {
        QString text = tr("Show the host as: %1")
                           .arg(escapedText(advice.host, kShownValueBytes, Escape::NonAscii));
        if (advice.hostAsPunycode)
            text += QLatin1Char(' ') + tr("(punycode: %1)").arg(reason);
        // where the userinfo plays the trick of RFC 3986 §7.6 (as the anatomy
        // marks it); on the same line, which a low window needs for its findings
        if (advice.userinfo
            && (s->has(security::Check::A12) || s->has(security::Check::P1)
                || s->has(security::Check::P5)))
            text += QLatin1Char(' ') + tr("(the user name before \"@\" is not the host)");
        m_adviceLabel->setText(text);
        m_adviceLabel->show();
    }

    const security::DataVersions &v = s->versions;
    QString how = tr("Data: ICU %1 (Unicode %2), libpsl %3, public suffix list of %4.")
                      .arg(escapedText(v.icu), escapedText(v.unicode), escapedText(v.psl),
                           v.pslDate.empty() ? tr("unknown date") : escapedText(v.pslDate));
    // how the analysis was made, as the data: beside them, not in the verdict
    if (s->destination.host && s->destination.addressUnknown && !s->destination.ip)
        how = tr("Nothing was looked up: the address this name resolves to is unknown.")
              + QLatin1Char(' ') + how;
    m_versionsLabel->setToolTip(how);
    updateVersionsLine();
}

void SecurityPane::updateVersionsLine()
{
    // small print: one line, the whole of it in the tooltip
    const QString how = m_versionsLabel->toolTip();
    m_versionsLabel->setText(m_versionsLabel->fontMetrics().elidedText(
        how, Qt::ElideRight, std::max(0, m_versionsLabel->contentsRect().width())));
}

void SecurityPane::applyPalette()
{
    const ComponentPalette colours(palette());
    const std::optional<security::Risk> verdict
        = m_analysis && m_analysis->security ? m_analysis->security->verdict : std::nullopt;
    QPalette verdictPalette = m_verdictLabel->palette();
    verdictPalette.setColor(QPalette::WindowText, SecurityText::verdictColor(verdict, colours));
    m_verdictLabel->setPalette(verdictPalette);

    QPalette bannerPalette = palette();
    const bool severe = verdict && *verdict >= security::Risk::High;
    const bool clean = m_analysis && m_analysis->security && !verdict;
    if (severe)
        bannerPalette.setColor(QPalette::Window, colours.invalidBase());
    else if (clean)
        bannerPalette.setColor(QPalette::Window, colours.validBase());
    else
        bannerPalette.setColor(QPalette::Window, colours.base());
    bannerPalette.setColor(QPalette::WindowText, colours.foreground());
    m_banner->setPalette(bannerPalette);

    QPalette dim = m_versionsLabel->palette();
    dim.setColor(QPalette::WindowText, colours.dimForeground());
    m_versionsLabel->setPalette(dim);
}

} // namespace uri::ui
