#include "panes/readers/readers_pane.h"

#include "analysis/roles.h"
#include "common/japanese_breaks.h"
#include "common/palette.h"
#include "panes/readers/readers_model.h"
#include "text/security_text.h"
#include "widgets/wrap_label.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace uri::ui {

namespace {

using readers::Outcome;

constexpr std::size_t kSummaryBytes = 400; // the finding's message in the summary line

QLabel *makeLabel(QWidget *parent, const char *name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QString::fromLatin1(name));
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QFont smaller(QFont font)
{
    font.setPointSizeF(font.pointSizeF() * 0.85);
    return font;
}

} // namespace

ReadersPane::ReadersPane(QWidget *parent)
    : AnalysisPane(parent)
    , m_model(new ReadersModel(this))
{
    setObjectName(QStringLiteral("readersPane"));

    m_summaryIcon = new QLabel(this);
    // it quotes hosts of the input: a long one wraps, not widening the window
    m_summaryLabel = new WrapLabel(this);
    m_summaryLabel->setObjectName(QStringLiteral("readersSummary"));
    QFont bold = m_summaryLabel->font();
    bold.setBold(true);
    m_summaryLabel->setFont(bold);
    m_versionsLabel = makeLabel(this, "readersVersions");
    m_versionsLabel->setFont(smaller(m_versionsLabel->font()));
    m_legendLabel = makeLabel(this, "readersLegend");
    m_legendLabel->setFont(smaller(m_legendLabel->font()));

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("readersView"));
    m_view->setModel(m_model);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setCornerButtonEnabled(false);
    m_view->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    // the row headers name each group's language
    m_view->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_view->horizontalHeader()->setHighlightSections(false);

    m_copyAction = new QAction(this);
    m_copyAction->setShortcut(QKeySequence::Copy);
    m_copyAction->setShortcutContext(Qt::WidgetShortcut);
    connect(m_copyAction, &QAction::triggered, this, &ReadersPane::copySelection);
    m_copyAllAction = new QAction(this);
    connect(m_copyAllAction, &QAction::triggered, this, [this] {
        QStringList lines;
        for (int row = 0; row < m_model->rowCount(); ++row)
            lines << m_model->rowText(row);
        QApplication::clipboard()->setText(withoutWordJoiners(lines.join(QLatin1Char('\n'))));
    });
    m_view->addActions({m_copyAction, m_copyAllAction});
    // Ctrl+C copies whole rows: QAbstractItemView would copy one cell's text
    m_view->installEventFilter(this);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);

    auto *summaryRow = new QHBoxLayout;
    summaryRow->addWidget(m_summaryIcon, 0, Qt::AlignTop);
    summaryRow->addWidget(m_summaryLabel, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(summaryRow);
    layout->addWidget(m_versionsLabel);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_legendLabel);

    retranslateUi();
    applyPalette();
    setAnalysis(nullptr);
}

ReadersPane::~ReadersPane() = default;

QString ReadersPane::title() const
{
    return tr("Readers");
}

void ReadersPane::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    m_analysis = std::move(analysis);
    m_model->setAnalysis(m_analysis);
    updateLayout();
    updateTexts();
    applyPalette();
}

QString ReadersPane::summaryText() const
{
    return m_summaryLabel->text();
}

QString ReadersPane::versionsText() const
{
    return m_versionsLabel->text();
}

QString ReadersPane::selectedText() const
{
    std::set<int> rows;
    for (const QModelIndex &index : m_view->selectionModel()->selectedIndexes())
        rows.insert(index.row());
    if (rows.empty() && m_view->currentIndex().isValid())
        rows.insert(m_view->currentIndex().row());
    QStringList lines;
    for (const int row : rows)
        lines << m_model->rowText(row);
    return withoutWordJoiners(lines.join(QLatin1Char('\n')));
}

void ReadersPane::copySelection() const
{
    const QString text = selectedText();
    if (!text.isEmpty())
        QApplication::clipboard()->setText(text);
}

bool ReadersPane::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view
        && (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)
        && static_cast<QKeyEvent *>(event)->matches(QKeySequence::Copy)) {
        event->accept();
        if (event->type() == QEvent::KeyPress)
            copySelection();
        return true;
    }
    return AnalysisPane::eventFilter(watched, event);
}

void ReadersPane::retranslateUi()
{
    m_copyAction->setText(tr("&Copy Row"));
    m_copyAllAction->setText(tr("Copy &All Rows"));
    m_legendLabel->setText(
        //: %1 and %2 are the marks of the cells (NOT EQUAL TO and ALMOST EQUAL TO, each
        //: with a space after it)
        tr("%1means something else than a browser's reading; %2is written otherwise with the "
           "same meaning. A cell's tooltip says what the difference means.")
            .arg(ReadersModel::kMeaningMark, ReadersModel::kSpellingMark));
    m_model->retranslate();
    updateLayout();
    updateTexts();
}

void ReadersPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    AnalysisPane::changeEvent(event);
}

void ReadersPane::updateLayout()
{
    // an error or a refusal spans the component columns, in its own words
    m_view->clearSpans();
    const int rows = m_model->rowCount();
    for (int row = 0; row < rows; ++row) {
        if (m_model->index(row, 0).data(OutcomeRole).toInt() != static_cast<int>(Outcome::Read))
            m_view->setSpan(row, ReadersModel::HostColumn, 1,
                            ReadersModel::ColumnCount - ReadersModel::HostColumn);
    }
    // each column fits its header and the values read (not the spanning
    // errors), up to kMaxColumnWidth; a longer value is elided
    // rows as compact as a tree's: the default of a table is much taller
    const int lineHeight
        = std::max(m_view->fontMetrics().height(),
                   QFontMetrics(QFontDatabase::systemFont(QFontDatabase::FixedFont)).height());
    m_view->verticalHeader()->setDefaultSectionSize(lineHeight + 6);

    QHeaderView *header = m_view->horizontalHeader();
    const int padding
        = m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) * 2 + 2;
    for (int column = 0; column < ReadersModel::ColumnCount; ++column) {
        int width = header->sectionSizeHint(column);
        for (int row = 0; row < rows; ++row) {
            const QModelIndex index = m_model->index(row, column);
            if (column != ReadersModel::ReaderColumn
                && index.data(OutcomeRole).toInt() != static_cast<int>(Outcome::Read))
                continue;
            width = std::max(width, m_view->sizeHintForIndex(index).width() + padding);
        }
        m_view->setColumnWidth(column, column == ReadersModel::ReaderColumn
                                           ? width
                                           : std::min(width, kMaxColumnWidth));
    }
}

void ReadersPane::updateTexts()
{
    // the server-side readers' versions are in the step that has their readings
    if (!m_analysis || !m_analysis->serverReadingsPending || m_versionsLabel->text().isEmpty())
        updateVersions();
    updateSummary();
}

void ReadersPane::updateVersions()
{
    // the versions found at run time, each library once
    std::vector<readers::Reading> readings;
    if (const readers::Matrix *m = m_model->matrix())
        readings = m->readings;
    else
        readings = readerIdentities(m_analysis ? m_analysis->spec : Spec::Rfc3986);
    // by language: "C: libcurl 7.88.1, uriparser 0.9.7; ..."
    QStringList groups;
    for (const readers::Language &language : readers::languages()) {
        QStringList labels;
        for (const readers::Reading &r : readings) {
            const QString label = QString::fromStdString(r.label());
            if (r.language == language.key && !labels.contains(label))
                labels << label;
        }
        if (!labels.isEmpty())
            //: %1 a language ("Python"), %2 its libraries with their versions
            groups << tr("%1: %2").arg(ReadersModel::languageTitle(std::string(language.key)),
                                       labels.join(QStringLiteral(", ")));
    }
    //: %1 the libraries by language, "C: libcurl 7.88.1, uriparser 0.9.7; Python: ..."
    QString versions = tr("Libraries: %1.").arg(groups.join(QStringLiteral("; ")));
    const std::vector<std::string> missing = readersNotInstalled();
    if (!missing.empty()) {
        QStringList why;
        for (const std::string &w : missing)
            why << QString::fromStdString(w);
        //: %1 why the readers of some languages are not run, in English
        versions += QLatin1Char('\n') + tr("Not run: %1.").arg(why.join(QStringLiteral("; ")));
    }
    m_versionsLabel->setText(versions);
}

void ReadersPane::updateSummary()
{
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    const readers::Matrix *m = m_model->matrix();
    m_legendLabel->setVisible(m != nullptr);
    m_summaryLabel->setToolTip({});
    if (m && m_analysis->serverReadingsPending) {
        m_summaryIcon->clear();
        m_summaryLabel->setText(tr("The libraries of the other languages are reading this link; "
                                   "their rows and the comparison of every host follow."));
        return;
    }
    if (!m) {
        m_summaryIcon->clear();
        if (m_analysis && m_analysis->partial)
            m_summaryLabel->setText(tr("Analysing..."));
        else if (m_analysis && m_analysis->bytes().size() > kMaxReadersBytes)
            m_summaryLabel->setText(
                tr("Not run: the input is over %1 MB (%2 bytes); real URL libraries read it "
                   "here up to %1 MB.")
                    .arg(kMaxReadersBytes / (1024 * 1024))
                    .arg(m_analysis->bytes().size()));
        else
            m_summaryLabel->setText(
                tr("Enter a URI to see how real URL libraries read it: one row per library, "
                   "grouped by language (this program's RFC 3986 and URL Standard parsers; "
                   "libcurl, uriparser, Boost.URL and QUrl; Python, Node.js, PHP, Go, Java and "
                   "Ruby, each run in a program of its own that only parses), one column per "
                   "component, each marked where it differs from a browser's reading."));
        return;
    }
    if (m->finding) {
        const security::Finding &f = *m->finding;
        m_summaryIcon->setPixmap(SecurityText::verdictIcon(f.severity).pixmap(iconSize, iconSize));
        QString message = SecurityText::message(f);
        m_summaryLabel->setToolTip(message.left(8 * 1024));
        if (message.size() > static_cast<qsizetype>(kSummaryBytes))
            message = message.left(static_cast<qsizetype>(kSummaryBytes)) + QStringLiteral("...");
        //: the readers' finding: %1 its check id ("P11"), %2 its severity, %3 its message
        m_summaryLabel->setText(
            tr("%1 (%2): %3")
                .arg(QString::fromLatin1(f.id.data(), static_cast<qsizetype>(f.id.size())),
                     SecurityText::riskName(f.severity), message));
        return;
    }
    const readers::Reading *browser = m->browser();
    if (browser && browser->outcome != Outcome::Read) {
        m_summaryIcon->setPixmap(
            style()->standardIcon(QStyle::SP_MessageBoxInformation).pixmap(iconSize, iconSize));
        m_summaryLabel->setText(tr("A browser (the URL Standard) rejects this link, so the "
                                   "other readings are not compared with it."));
        return;
    }
    m_summaryIcon->setPixmap(SecurityText::verdictIcon(std::nullopt).pixmap(iconSize, iconSize));
    m_summaryLabel->setText(tr("The libraries that read this link agree on its host."));
}

void ReadersPane::applyPalette()
{
    const ComponentPalette colours(palette());
    m_model->setComponentPalette(colours);
    const readers::Matrix *m = m_model->matrix();
    const bool finding = m && m->finding && !m_analysis->serverReadingsPending;
    QPalette summary = m_summaryLabel->palette();
    summary.setColor(QPalette::WindowText,
                     finding ? SecurityText::verdictColor(m->finding->severity, colours)
                             : colours.foreground());
    m_summaryLabel->setPalette(summary);
    for (QLabel *label : {m_versionsLabel, m_legendLabel}) {
        QPalette dim = label->palette();
        dim.setColor(QPalette::WindowText, colours.dimForeground());
        label->setPalette(dim);
    }
}

} // namespace uri::ui
