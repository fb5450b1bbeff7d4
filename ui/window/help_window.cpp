#include "window/help_window.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

namespace uri::ui {

HelpWindow::HelpWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
{
    setObjectName(QStringLiteral("helpWindow"));
    m_browser = new QTextBrowser(this);
    // every link goes through follow(): nothing is fetched, nothing is
    // handed to another program
    m_browser->setOpenLinks(false);
    m_browser->setOpenExternalLinks(false);
    m_back = new QToolButton(this);
    m_back->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    m_back->setEnabled(false);
    m_home = new QToolButton(this);
    m_home->setIcon(style()->standardIcon(QStyle::SP_DirHomeIcon));
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note->hide();

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_back);
    bar->addWidget(m_home);
    bar->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_browser, 1);
    layout->addWidget(m_note);

    connect(m_browser, &QTextBrowser::anchorClicked, this, &HelpWindow::follow);
    connect(m_browser, &QTextBrowser::backwardAvailable, m_back, &QWidget::setEnabled);
    connect(m_back, &QToolButton::clicked, m_browser, &QTextBrowser::backward);
    connect(m_home, &QToolButton::clicked, this, [this] { open(home()); });
    retranslateUi();
    resize(900, 700);
    open(home());
}

QUrl HelpWindow::home()
{
    return QUrl(QStringLiteral("qrc:/docs/guide.md"));
}

void HelpWindow::open(const QUrl &url)
{
    m_note->hide();
    m_note->clear();
    QUrl document = url;
    document.setFragment(QString());
    if (document != m_browser->source().adjusted(QUrl::RemoveFragment))
        m_browser->setSource(document, QTextDocument::MarkdownResource);
    if (url.hasFragment())
        m_browser->scrollToAnchor(url.fragment());
}

QUrl HelpWindow::source() const
{
    return m_browser->source();
}

QString HelpWindow::note() const
{
    return m_note->isVisible() ? m_note->text() : QString();
}

void HelpWindow::follow(const QUrl &link)
{
    const QUrl target = m_browser->source().resolved(link);
    // an embedded document, or a place in the one shown
    if (target.scheme() == QLatin1String("qrc") && target.path().startsWith(QLatin1String("/docs/"))
        && target.path().endsWith(QLatin1String(".md"))) {
        open(target);
        return;
    }
    m_note->setText(tr("Not opened: %1. The documentation is local and the program never goes "
                       "on the network; copy the address to open it elsewhere.")
                        .arg(link.toString()));
    m_note->show();
}

void HelpWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    // the Markdown import takes the link colour from the palette of its time
    if (event->type() == QEvent::PaletteChange)
        m_browser->reload();
    QWidget::changeEvent(event);
}

void HelpWindow::retranslateUi()
{
    setWindowTitle(tr("URI Inspector Documentation"));
    m_back->setToolTip(tr("Back"));
    m_home->setToolTip(tr("The guide"));
}

} // namespace uri::ui
