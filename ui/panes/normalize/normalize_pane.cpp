#include "panes/normalize/normalize_pane.h"

#include "analysis/roles.h"
#include "common/readable_view.h"
#include "panes/normalize/compare_model.h"
#include "panes/normalize/normalize_model.h"
#include "text/resolution_text.h"
#include "widgets/highlight_delegate.h"
#include "widgets/wrap_label.h"
#include "window/theme.h"

#include <QAction>
#include <QClipboard>
#include <QFontDatabase>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

namespace uri::ui {

NormalizePane::NormalizePane(QWidget *parent)
    : AnalysisPane(parent)
    , m_analysis(analyze(std::string(), Spec::Rfc3986))
{
    setObjectName(QStringLiteral("normalizePane"));
    m_ladder = new NormalizeModel(this);
    m_differences = new CompareModel(this);
    createWidgets();
    retranslateUi();
}

NormalizePane::~NormalizePane() = default;

void NormalizePane::createWidgets()
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("normalizeSplitter"));
    layout->addWidget(splitter);

    // the ladder
    auto *ladderPage = new QWidget(splitter);
    auto *ladderLayout = new QGridLayout(ladderPage);
    ladderLayout->setContentsMargins(0, 0, 0, 0);
    m_normalizedCaption = new QLabel(ladderPage);
    // A read-only line, not a selectable label: a label lays the whole text
    // out again for every size hint, which made each key in a long input
    // wait for it; a line's size hint does not depend on its text.
    m_normalizedForm = new QLineEdit(ladderPage);
    m_normalizedForm->setObjectName(QStringLiteral("normalizedForm"));
    m_normalizedForm->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_normalizedForm->setReadOnly(true);
    m_normalizedForm->setFrame(false);
    m_normalizedForm->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    // A long form is shown in part (a line lays its whole text out); this
    // copies it whole, as it is shown (escaped).
    m_copyNormalized = m_normalizedForm->addAction(themeIcon("edit-copy", QStyle::SP_FileIcon),
                                                   QLineEdit::TrailingPosition);
    m_copyNormalized->setObjectName(QStringLiteral("copyNormalized"));
    connect(m_copyNormalized, &QAction::triggered, this, [this] {
        if (m_analysis->normalization)
            QGuiApplication::clipboard()->setText(
                highlightedText(m_analysis->normalization->normalized, {}).text);
    });
    m_ladderView = new QTreeView(ladderPage);
    m_ladderView->setModel(m_ladder);
    m_ladderView->setItemDelegate(new HighlightDelegate(m_ladderView));
    m_ladderView->setAllColumnsShowFocus(true);
    m_ladderView->setUniformRowHeights(true);
    m_ladderView->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ladderView->header()->setStretchLastSection(true);
    ladderLayout->addWidget(m_normalizedCaption, 0, 0);
    ladderLayout->addWidget(m_normalizedForm, 0, 1);
    ladderLayout->addWidget(m_ladderView, 1, 0, 1, 2);
    ladderLayout->setColumnStretch(1, 1);

    // the comparison
    auto *comparePage = new QWidget(splitter);
    auto *compareLayout = new QGridLayout(comparePage);
    compareLayout->setContentsMargins(0, 0, 0, 0);
    m_compareCaption = new QLabel(comparePage);
    m_compareEdit = new QLineEdit(comparePage);
    m_compareEdit->setObjectName(QStringLiteral("compareWith"));
    m_compareEdit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_compareEdit->setClearButtonEnabled(true);
    m_compareCaption->setBuddy(m_compareEdit);
    m_summaryLabel = new QLabel(comparePage);
    m_summaryLabel->setObjectName(QStringLiteral("compareSummary"));
    m_summaryLabel->setWordWrap(true);
    m_summaryLabel->setTextFormat(Qt::PlainText);
    m_firstCaption = new QLabel(comparePage);
    m_secondCaption = new QLabel(comparePage);
    // the two URIs, wrapped wherever a long one needs (a label would widen the window)
    m_firstLine = new WrapLabel(comparePage);
    m_secondLine = new WrapLabel(comparePage);
    for (QLabel *line : {m_firstLine, m_secondLine})
        line->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_compareView = new QTableView(comparePage);
    m_compareView->setModel(m_differences);
    m_compareView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_compareView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_compareView->verticalHeader()->hide();
    ReadableView::install(m_compareView);
    compareLayout->addWidget(m_compareCaption, 0, 0);
    compareLayout->addWidget(m_compareEdit, 0, 1);
    compareLayout->addWidget(m_summaryLabel, 1, 0, 1, 2);
    compareLayout->addWidget(m_firstCaption, 2, 0);
    compareLayout->addWidget(m_firstLine, 2, 1);
    compareLayout->addWidget(m_secondCaption, 3, 0);
    compareLayout->addWidget(m_secondLine, 3, 1);
    compareLayout->addWidget(m_compareView, 4, 0, 1, 2);
    compareLayout->setColumnStretch(1, 1);
    compareLayout->setRowStretch(4, 1);

    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    connect(m_compareEdit, &QLineEdit::textChanged, this, [this] { updateCompare(); });
    // a change or a difference chosen: its span (the row's first column)
    const auto choose
        = [this](const QModelIndex &index) { chooseSpanOf(index.siblingAtColumn(0)); };
    // a click selects the span too; where a click already activates, once
    const auto clicked = [this, choose](const QModelIndex &index) {
        if (!style()->styleHint(QStyle::SH_ItemView_ActivateItemOnSingleClick, nullptr, this))
            choose(index);
    };
    connect(m_ladderView, &QTreeView::activated, this, choose);
    connect(m_ladderView, &QTreeView::clicked, this, clicked);
    connect(m_compareView, &QTableView::activated, this, choose);
    connect(m_compareView, &QTableView::clicked, this, clicked);
}

QString NormalizePane::title() const
{
    return tr("Normalize and Compare");
}

void NormalizePane::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    m_analysis = analysis ? std::move(analysis) : analyze(std::string(), Spec::Rfc3986);
    updateLadder();
    updateCompare();
}

void NormalizePane::updateLadder()
{
    m_ladder->setResult(m_analysis->normalization);
    m_ladderView->expandAll();
    m_normalizedForm->setText(normalizedText());
    m_copyNormalized->setEnabled(m_analysis->normalization.has_value());
    m_normalizedForm->setCursorPosition(0);
}

QString NormalizePane::normalizedText() const
{
    if (!m_analysis->normalization) {
        if (m_analysis->partial)
            return tr("Analysing...");
        if (m_analysis->bytes().empty())
            return tr("Type a URI in the input line.");
        return tr("The input is %1 bytes long; the ladder is shown for inputs up to %2 bytes.")
            .arg(QLocale().toString(static_cast<qulonglong>(m_analysis->bytes().size())),
                 QLocale().toString(static_cast<qulonglong>(kMaxDeepAnalysisBytes)));
    }
    return highlightedText(m_analysis->normalization->normalized, {},
                           NormalizeModel::kMaxShownBytes)
        .text;
}

void NormalizePane::setCompareWith(const QString &other)
{
    m_compareEdit->setText(other); // compares
}

void NormalizePane::changeEvent(QEvent *event)
{
    // the marks' fill is the palette's
    if (event->type() == QEvent::PaletteChange && m_firstLine)
        updateCompare();
    AnalysisPane::changeEvent(event);
}

void NormalizePane::updateCompare()
{
    m_compare.reset();
    const std::string other = m_compareEdit->text().toUtf8().toStdString();
    const std::string_view input = m_analysis->bytes();
    m_tooLong = input.size() > kMaxComparedInput || other.size() > kMaxComparedInput;
    if (!other.empty() && !input.empty() && !m_tooLong)
        m_compare = compare(input, other);
    m_differences->setResult(m_compare);
    m_summaryLabel->setText(compareSummary());

    std::vector<Span> first;
    std::vector<Span> second;
    if (m_compare) {
        for (const ComponentDifference &d : m_compare->differences) {
            if (d.a)
                first.push_back(*d.a);
            if (d.b)
                second.push_back(*d.b);
        }
    }
    const QColor fill = HighlightDelegate::markFill(palette());
    const auto show = [&](WrapLabel *line, std::string_view bytes, const std::vector<Span> &marks) {
        const MarkedText marked
            = m_compare ? markedText(highlightedText(bytes, marks), fill) : MarkedText();
        line->setMarkedText(marked.text, marked.formats);
    };
    show(m_firstLine, input, first);
    show(m_secondLine, other, second);
    m_firstCaption->setVisible(m_compare.has_value());
    m_secondCaption->setVisible(m_compare.has_value());
    m_compareView->setVisible(m_compare && !m_compare->equivalent);
}

QString NormalizePane::compareSummary() const
{
    if (m_tooLong)
        return tr("Too long to compare: each URI may have at most %1 KiB.")
            .arg(kMaxComparedInput / 1024);
    if (!m_compare)
        return tr("Enter a second URI to compare the input with (RFC 3986 §6).");
    if (m_compare->equivalent && m_compare->rung) {
        if (*m_compare->rung == Rung::SimpleString)
            return tr("Equivalent: the same string, character for character (%1).")
                .arg(fromBytes(rungCite(Rung::SimpleString)));
        //: %1 a rung of the ladder ("Scheme-based normalization"), %2 its section
        return tr("Equivalent from the rung \"%1\" (%2) on.")
            .arg(NormalizeModel::rungTitle(*m_compare->rung),
                 fromBytes(rungCite(*m_compare->rung)));
    }
    QStringList parts;
    for (const ComponentDifference &d : m_compare->differences)
        parts << componentName(d.component);
    return tr("Not equivalent by RFC 3986 §6.2.1 to §6.2.3: they still differ in %1 (marked "
              "below). §6.2.4 would need the network.")
        .arg(parts.join(QStringLiteral(", ")));
}

void NormalizePane::markSpan(Span span)
{
    // select the changes of exactly that span (without activating them again)
    if (const QModelIndexList found = m_ladder->changesAt(span); !found.isEmpty())
        markIndex(m_ladderView, found.front());
}

void NormalizePane::retranslateUi()
{
    m_normalizedCaption->setText(tr("Normalized:"));
    m_normalizedForm->setToolTip(tr("The result of RFC 3986 §6.2.2 and §6.2.3"));
    m_copyNormalized->setText(tr("Copy the normalized form"));
    m_copyNormalized->setToolTip(tr("Copy the whole normalized form"));
    m_compareCaption->setText(tr("Compare &with:"));
    m_compareEdit->setPlaceholderText(tr("A second URI"));
    m_firstCaption->setText(tr("This URI:"));
    m_secondCaption->setText(tr("Other URI:"));
    m_ladder->retranslate();
    m_differences->retranslate();
    m_normalizedForm->setText(normalizedText());
    m_copyNormalized->setEnabled(m_analysis->normalization.has_value());
    m_normalizedForm->setCursorPosition(0);
    m_summaryLabel->setText(compareSummary());
}

} // namespace uri::ui
