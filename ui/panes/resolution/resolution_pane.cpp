#include "panes/resolution/resolution_pane.h"

#include "common/palette.h"
#include "common/readable_view.h"
#include "common/span_mapping.h"
#include "panes/resolution/algorithm_model.h"
#include "panes/resolution/hanging_indent_delegate.h"
#include "panes/resolution/resolution_batch_model.h"
#include "panes/resolution/resolution_dot_model.h"
#include "panes/resolution/resolution_specs_model.h"
#include "panes/resolution/resolution_steps_model.h"
#include "text/algorithm_text.h"
#include "text/resolution_text.h"
#include "widgets/highlight_delegate.h"
#include "widgets/wrap_label.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace uri::ui {

namespace {

std::string toBytes(const QString &text)
{
    return SpanMapping::inputBytes(text);
}

/// A table of @p model whose column @p wrapColumn wraps (-1: none, the last elides).
QTableView *makeTable(QWidget *parent, QAbstractItemModel *model, int wrapColumn = -1)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setItemDelegate(new HighlightDelegate(view));
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    ReadableView::install(view, wrapColumn);
    return view;
}

/// A read-only line for a value the pane computes (the target, the
/// reference): it scrolls, as the input line does, where a label asks for its
/// whole text's width (a 14,000-character target widened the window to
/// 100,000 pixels, slow to paint long after the target was gone). Without a
/// frame, on the window's colour (colourValueLine()), it reads as text.
QLineEdit *makeValueLine(QWidget *parent, const QString &name)
{
    auto *line = new QLineEdit(parent);
    line->setObjectName(name);
    line->setReadOnly(true);
    line->setFrame(false);
    return line;
}

/// @p line on @p pane's window colour, its text in @p text (the palette's when invalid).
void colourValueLine(QLineEdit *line, const QPalette &pane, const QColor &text = {})
{
    QPalette p = pane;
    p.setColor(QPalette::Base, p.color(QPalette::Window));
    if (text.isValid())
        p.setColor(QPalette::Text, text);
    line->setPalette(p);
}

QToolButton *makeButton(QWidget *parent, QAction *action)
{
    auto *button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    return button;
}

} // namespace

ResolutionPane::ResolutionPane(QWidget *parent)
    : AnalysisPane(parent)
    , m_analysis(analyze(std::string(), Spec::Rfc3986))
{
    setObjectName(QStringLiteral("resolutionPane"));
    m_dots = new DotSegmentsModel(this);
    m_steps = new ResolutionStepsModel(this);
    m_comparison = new SpecComparisonModel(this);
    m_batch = new ResolutionBatchModel(this);
    m_algorithm = new AlgorithmModel(this);
    createWidgets();
    retranslateUi();
    recompute();
}

ResolutionPane::~ResolutionPane() = default;

void ResolutionPane::createWidgets()
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    // base, example, spec
    auto *row = new QHBoxLayout;
    m_baseLabel = new QLabel(this);
    m_baseEdit = new QLineEdit(this);
    m_baseEdit->setObjectName(QStringLiteral("resolutionBase"));
    m_baseEdit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_baseEdit->setClearButtonEnabled(true);
    m_baseLabel->setBuddy(m_baseEdit);
    m_exampleButton = new QPushButton(this);
    m_specLabel = new QLabel(this);
    m_specBox = new QComboBox(this);
    m_specBox->setObjectName(QStringLiteral("resolutionSpec"));
    m_specLabel->setBuddy(m_specBox);
    // every generation, then what a browser does (URL Standard §4.4)
    for (Spec spec : resolutionSpecs())
        m_specBox->addItem(QString(), static_cast<int>(spec));
    m_specBox->addItem(QString(), static_cast<int>(Spec::Whatwg));
    row->addWidget(m_baseLabel);
    row->addWidget(m_baseEdit, 1);
    row->addWidget(m_exampleButton);
    row->addWidget(m_specLabel);
    row->addWidget(m_specBox);
    layout->addLayout(row);

    // the target (or the error) and the notes
    auto *targetRow = new QHBoxLayout;
    m_targetCaption = new QLabel(this);
    m_targetLine = makeValueLine(this, QStringLiteral("resolutionTarget"));
    m_targetCaption->setBuddy(m_targetLine);
    m_openButton = new QPushButton(this);
    targetRow->addWidget(m_targetCaption);
    targetRow->addWidget(m_targetLine, 1);
    targetRow->addWidget(m_openButton);
    layout->addLayout(targetRow);
    m_notesLabel = new WrapLabel(this); // they quote segments of the input
    layout->addWidget(m_notesLabel);

    m_tabs = new QTabWidget(this);
    layout->addWidget(m_tabs, 1);

    // §5.2.2 branches
    m_stepsView = makeTable(m_tabs, m_steps, ResolutionStepsModel::MeaningColumn);
    m_tabs->addTab(m_stepsView, QString());
    // §5.2.4 remove_dot_segments, stepped
    m_tabs->addTab(createDotPage(), QString());
    // the algorithm's text, the lines executed lit, stepped with the trace
    m_algorithmPage = createAlgorithmPage();
    m_tabs->addTab(m_algorithmPage, QString());

    // every generation
    m_tabs->addTab(createSpecsPage(), QString());
    // make relative
    m_tabs->addTab(createRelativePage(), QString());
    // batches
    m_tabs->addTab(createBatchPage(), QString());
    connectWidgets();
}

QWidget *ResolutionPane::createDotPage()
{
    auto *dotPage = new QWidget(m_tabs);
    m_dotPage = dotPage;
    auto *dotLayout = new QVBoxLayout(dotPage);
    dotLayout->setContentsMargins(0, 4, 0, 0);
    auto *stepRow = new QHBoxLayout;
    QStyle *style = QApplication::style();
    m_start = new QAction(QIcon::fromTheme(QStringLiteral("go-first"),
                                           style->standardIcon(QStyle::SP_MediaSkipBackward)),
                          QString(), this);
    m_back = new QAction(QIcon::fromTheme(QStringLiteral("go-previous"),
                                          style->standardIcon(QStyle::SP_MediaSeekBackward)),
                         QString(), this);
    m_forward = new QAction(QIcon::fromTheme(QStringLiteral("go-next"),
                                             style->standardIcon(QStyle::SP_MediaSeekForward)),
                            QString(), this);
    m_end = new QAction(QIcon::fromTheme(QStringLiteral("go-last"),
                                         style->standardIcon(QStyle::SP_MediaSkipForward)),
                        QString(), this);
    connect(m_start, &QAction::triggered, this, &ResolutionPane::toStart);
    connect(m_back, &QAction::triggered, this, &ResolutionPane::stepBack);
    connect(m_forward, &QAction::triggered, this, &ResolutionPane::stepForward);
    connect(m_end, &QAction::triggered, this, &ResolutionPane::toEnd);
    m_startButton = makeButton(dotPage, m_start);
    m_backButton = makeButton(dotPage, m_back);
    m_forwardButton = makeButton(dotPage, m_forward);
    m_endButton = makeButton(dotPage, m_end);
    m_positionLabel = new QLabel(dotPage);
    stepRow->addWidget(m_startButton);
    stepRow->addWidget(m_backButton);
    stepRow->addWidget(m_forwardButton);
    stepRow->addWidget(m_endButton);
    stepRow->addWidget(m_positionLabel, 1);
    dotLayout->addLayout(stepRow);
    m_dotCaption = new QLabel(dotPage);
    m_dotCaption->setWordWrap(true);
    dotLayout->addWidget(m_dotCaption);
    m_dotView = makeTable(dotPage, m_dots, DotSegmentsModel::RuleColumn);
    dotLayout->addWidget(m_dotView, 1);
    return dotPage;
}

QWidget *ResolutionPane::createSpecsPage()
{
    auto *specsPage = new QWidget(m_tabs);
    m_specsPage = specsPage;
    auto *specsLayout = new QVBoxLayout(specsPage);
    specsLayout->setContentsMargins(0, 4, 0, 0);
    m_comparisonCaption = new QLabel(specsPage);
    m_comparisonCaption->setWordWrap(true);
    specsLayout->addWidget(m_comparisonCaption);
    m_comparisonView = makeTable(specsPage, m_comparison);
    specsLayout->addWidget(m_comparisonView, 1);
    return specsPage;
}

QWidget *ResolutionPane::createRelativePage()
{
    auto *relativePage = new QWidget(m_tabs);
    m_relativePage = relativePage;
    auto *relativeLayout = new QGridLayout(relativePage);
    m_relativeCaption = new QLabel(relativePage);
    m_relativeEdit = new QLineEdit(relativePage);
    m_relativeEdit->setObjectName(QStringLiteral("relativeTarget"));
    m_relativeEdit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_relativeEdit->setClearButtonEnabled(true);
    m_relativeCaption->setBuddy(m_relativeEdit);
    // the reference on a line of its own, as the target: it may be long
    m_referenceCaption = new QLabel(relativePage);
    m_referenceLine = makeValueLine(relativePage, QStringLiteral("relativeReference"));
    colourValueLine(m_referenceLine, palette());
    m_referenceLine->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_referenceCaption->setBuddy(m_referenceLine);
    m_relativeLabel = new WrapLabel(relativePage);
    relativeLayout->addWidget(m_relativeCaption, 0, 0);
    relativeLayout->addWidget(m_relativeEdit, 0, 1);
    relativeLayout->addWidget(m_referenceCaption, 1, 0);
    relativeLayout->addWidget(m_referenceLine, 1, 1);
    relativeLayout->addWidget(m_relativeLabel, 2, 0, 1, 2);
    relativeLayout->setRowStretch(3, 1);
    return relativePage;
}

QWidget *ResolutionPane::createBatchPage()
{
    auto *batchPage = new QWidget(m_tabs);
    m_batchPage = batchPage;
    auto *batchLayout = new QVBoxLayout(batchPage);
    batchLayout->setContentsMargins(0, 4, 0, 0);
    auto *batchRow = new QHBoxLayout;
    m_rfc3986Button = new QPushButton(batchPage);
    m_draft01Button = new QPushButton(batchPage);
    m_batchLabel = new QLabel(batchPage);
    m_batchLabel->setWordWrap(true);
    batchRow->addWidget(m_rfc3986Button);
    batchRow->addWidget(m_draft01Button);
    batchRow->addWidget(m_batchLabel, 1);
    batchLayout->addLayout(batchRow);
    m_batchView = makeTable(batchPage, m_batch);
    batchLayout->addWidget(m_batchView, 1);
    return batchPage;
}

void ResolutionPane::connectWidgets()
{
    // the user's base goes to the window, which inspects the input against it
    connect(m_baseEdit, &QLineEdit::textEdited, this, &ResolutionPane::baseEdited);
    connect(m_baseEdit, &QLineEdit::textChanged, this, &ResolutionPane::recompute);
    connect(m_exampleButton, &QPushButton::clicked, this, [this] {
        setBase(QString::fromLatin1(kExampleBase));
        emit baseEdited(m_baseEdit->text());
    });
    connect(m_specBox, &QComboBox::currentIndexChanged, this, [this] { recompute(); });
    connect(m_openButton, &QPushButton::clicked, this, [this] {
        if (m_result && m_result->target)
            emit openUri(fromBytes(*m_result->target));
    });
    connect(m_relativeEdit, &QLineEdit::textChanged, this, [this] { updateRelative(); });
    connect(m_rfc3986Button, &QPushButton::clicked, this, &ResolutionPane::loadRfc3986Batch);
    connect(m_draft01Button, &QPushButton::clicked, this, &ResolutionPane::loadDraft01Batch);
    connect(m_dots, &DotSegmentsModel::currentStepChanged, this, [this](int step) {
        updateStepActions();
        // the remove_dot_segments table stepped: the trace follows
        if (m_syncing || step < 0 || !m_result)
            return;
        followNth(true, step);
    });
    connect(m_stepsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                // a row of the branches table chosen: the trace follows
                if (m_syncing || !current.isValid() || !m_result)
                    return;
                followNth(false, current.row());
            });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { updateStepActions(); });
}

void ResolutionPane::followNth(bool pathRewrite, int n)
{
    // the n-th step of the trace that is (not) a rewrite of the path
    int seen = -1;
    for (std::size_t i = 0; i < m_result->trace.size(); ++i) {
        if (isPathRewriteRule(m_result->trace[i].rule) == pathRewrite && ++seen == n) {
            followTable(static_cast<int>(i));
            return;
        }
    }
}

QWidget *ResolutionPane::createAlgorithmPage()
{
    auto *page = new QWidget(m_tabs);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 4, 0, 0);
    auto *stepRow = new QHBoxLayout;
    // the same actions as the remove_dot_segments tab's buttons
    for (QAction *action : {m_start, m_back, m_forward, m_end})
        stepRow->addWidget(makeButton(page, action));
    m_algorithmPosition = new QLabel(page);
    m_algorithmPosition->setObjectName(QStringLiteral("algorithmPosition"));
    stepRow->addWidget(m_algorithmPosition, 1);
    layout->addLayout(stepRow);
    m_algorithmTitle = new QLabel(page);
    m_algorithmTitle->setWordWrap(true);
    layout->addWidget(m_algorithmTitle);

    m_algorithmSplitter = new QSplitter(Qt::Horizontal, page);
    m_algorithmView = new QTableView(m_algorithmSplitter);
    m_algorithmView->setObjectName(QStringLiteral("algorithmView"));
    m_algorithmView->setModel(m_algorithm);
    m_algorithmView->setSelectionMode(QAbstractItemView::NoSelection);
    m_algorithmView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_algorithmView->setShowGrid(false);
    m_algorithmView->horizontalHeader()->hide();
    m_algorithmView->verticalHeader()->hide();
    m_algorithmView->setWordWrap(true);
    // a wrapped step goes on under its own text (RFC 3986 §5.2.4 2A-2E)
    m_algorithmView->setItemDelegateForColumn(AlgorithmModel::TextColumn,
                                              new HangingIndentDelegate(m_algorithmView));
    ReadableView::install(m_algorithmView, AlgorithmModel::TextColumn);

    // the step in words and the buffers beside the text: wrapped to the
    // panel's width, scrolled when the pane is lower than they are (1024x700)
    auto *side = new QScrollArea(m_algorithmSplitter);
    side->setObjectName(QStringLiteral("algorithmSide"));
    side->setWidgetResizable(true);
    side->setFrameShape(QFrame::NoFrame);
    side->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    side->setMinimumWidth(fontMetrics().averageCharWidth() * 20);
    auto *buffers = new QWidget(side);
    // each caption above its value, both as wide as the panel
    auto *column = new QVBoxLayout(buffers);
    const auto value = [buffers](const QString &name, bool fixed) {
        auto *label = new QLabel(buffers);
        label->setObjectName(name);
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        if (fixed)
            label->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        return label;
    };
    const auto caption = [buffers] {
        auto *label = new QLabel(buffers);
        label->setWordWrap(true);
        return label;
    };
    m_ruleCaption = caption();
    m_ruleLabel = value(QStringLiteral("algorithmRule"), false);
    m_outputCaption = caption();
    m_outputLabel = value(QStringLiteral("algorithmOutput"), true);
    m_inputCaption = caption();
    m_inputLabel = value(QStringLiteral("algorithmInput"), true);
    for (QLabel *label : {m_ruleCaption, m_ruleLabel, m_outputCaption, m_outputLabel,
                          m_inputCaption, m_inputLabel}) {
        if (label == m_outputCaption || label == m_inputCaption)
            column->addSpacing(fontMetrics().height() / 2);
        column->addWidget(label);
    }
    column->addStretch(1);
    m_algorithmSplitter->addWidget(m_algorithmView);
    side->setWidget(buffers);
    m_algorithmSplitter->addWidget(side);
    m_algorithmSplitter->setStretchFactor(0, 2);
    m_algorithmSplitter->setStretchFactor(1, 1);
    // two thirds for the text, one for the panel, whatever the table's size hint
    m_algorithmSplitter->setSizes({2000, 1000});
    layout->addWidget(m_algorithmSplitter, 1);
    return page;
}

QString ResolutionPane::title() const
{
    return tr("Resolution");
}

void ResolutionPane::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    m_analysis = analysis ? std::move(analysis) : analyze(std::string(), Spec::Rfc3986);
    recompute();
}

void ResolutionPane::setBase(const QString &base)
{
    if (m_baseEdit->text() == base)
        return;
    m_baseEdit->setText(base);
    m_baseEdit->setCursorPosition(0); // the base's start in view
}

QString ResolutionPane::base() const
{
    return m_baseEdit->text();
}

void ResolutionPane::setSpec(Spec spec)
{
    const int i = m_specBox->findData(static_cast<int>(spec));
    if (i >= 0)
        m_specBox->setCurrentIndex(i); // recomputes
}

Spec ResolutionPane::spec() const
{
    return static_cast<Spec>(m_specBox->currentData().toInt());
}

void ResolutionPane::setRelativeTarget(const QString &target)
{
    m_relativeEdit->setText(target);
}

void ResolutionPane::recompute()
{
    // the window's base, which the line shows; its inspection may be on its way
    const std::string base = toBytes(m_baseEdit->text());
    const std::string_view reference = m_analysis->bytes();
    const std::vector<TraceStep> oldTrace = m_result ? m_result->trace : std::vector<TraceStep>{};
    const int oldStep = m_traceStep;
    m_result.reset();
    if (base.empty())
        m_idle = Idle::NoBase;
    else if (!m_analysis->input || reference.empty())
        m_idle = Idle::NoReference;
    else if (base.size() > kMaxTracedInput || reference.size() > kMaxTracedInput)
        m_idle = Idle::TooLong;
    else
        m_idle = Idle::None;

    std::vector<ResolveResult> all;
    if (m_idle == Idle::None) {
        // the inspection's, once it is the one against this base
        if (m_analysis->base == base)
            all = m_analysis->resolutions;
        for (const ResolveResult &r : all) {
            if (r.spec == spec())
                m_result = r;
        }
    }
    m_syncing = true;
    m_steps->setTrace(m_result ? m_result->trace : std::vector<TraceStep>{});
    std::vector<TraceStep> path;
    if (m_result) {
        for (const TraceStep &step : m_result->trace) {
            if (isPathRewriteRule(step.rule))
                path.push_back(step);
        }
    }
    m_dots->setTrace(std::move(path));
    m_syncing = false;
    m_comparison->setResults(std::move(all));
    m_traceStep = -1;
    updateAlgorithm();
    if (m_result && !m_result->trace.empty()) {
        // the same trace again (the inspection of the same input): the same step
        const int last = static_cast<int>(m_result->trace.size()) - 1;
        setTraceStep(m_result->trace == oldTrace && oldStep >= 0 ? oldStep : last);
    }
    updateTarget();
    updateRelative();
    updateStepActions();
}

QString ResolutionPane::targetText() const
{
    switch (m_idle) {
    case Idle::NoBase:
        return tr("Enter a base URI to resolve the input against.");
    case Idle::NoReference:
        return tr("Type a URI reference in the input line: it is resolved against the base.");
    case Idle::TooLong:
        return tr("Too long to trace: the base and the reference may have at most %1 KiB each.")
            .arg(kMaxTracedInput / 1024);
    case Idle::None:
        break;
    }
    if (!m_result)
        return {};
    if (m_result->target && !m_result->error)
        return highlightedText(*m_result->target, {}).text;
    const QString error = m_result->error ? ResolutionText::errorText(*m_result->error) : QString();
    if (m_result->target) {
        //: %1 the target, %2 why it is not to be trusted
        return tr("%1 (error: %2)").arg(highlightedText(*m_result->target, {}).text, error);
    }
    return tr("Error: %1").arg(error);
}

QString ResolutionPane::notesText() const
{
    if (!m_result)
        return {};
    QStringList lines;
    for (const ResolveNote &note : m_result->notes) {
        // the severity in words: not by colour alone
        const QString prefix = note.severity == Severity::Info ? tr("Note:") : tr("Warning:");
        lines << prefix + QLatin1Char(' ') + ResolutionText::noteText(note);
    }
    return lines.join(QLatin1Char('\n'));
}

void ResolutionPane::updateTarget()
{
    // why nothing was resolved is a hint, shown as the empty line's placeholder
    const bool idle = m_idle != Idle::None;
    m_targetLine->setText(idle ? QString() : targetText());
    m_targetLine->setPlaceholderText(idle ? targetText() : QString());
    m_targetLine->setCursorPosition(0); // a long target shown from its scheme
    const bool failed = m_result && (!m_result->target || m_result->error);
    const ComponentPalette colours(palette());
    colourValueLine(m_targetLine, palette(), failed ? colours.error() : QColor());
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setBold(m_result.has_value());
    m_targetLine->setFont(idle ? QFont() : font);
    m_openButton->setEnabled(m_result && m_result->target);
    const QString notes = notesText();
    m_notesLabel->setText(notes);
    m_notesLabel->setVisible(!notes.isEmpty());
    QPalette notePalette = palette();
    if (m_result
        && std::any_of(m_result->notes.begin(), m_result->notes.end(),
                       [](const ResolveNote &n) { return n.severity != Severity::Info; }))
        notePalette.setColor(QPalette::WindowText, colours.warning());
    m_notesLabel->setPalette(notePalette);
}

void ResolutionPane::updateRelative()
{
    m_relative.reset();
    m_relativeError.reset();
    m_relativeRoundTrip = false;
    const std::string base = toBytes(m_baseEdit->text());
    const std::string target = toBytes(m_relativeEdit->text());
    if (!base.empty() && !target.empty() && base.size() <= kMaxTracedInput
        && target.size() <= kMaxTracedInput) {
        RelativizeResult r = relativize(base, target);
        m_relative = std::move(r.reference);
        m_relativeError = std::move(r.error);
        if (m_relative) {
            const ResolveResult back = resolve(base, *m_relative, Spec::Rfc3986);
            m_relativeRoundTrip = back.target == target;
        }
    }
    const QString reference = relativeReferenceText();
    m_referenceLine->setText(reference);
    m_referenceLine->setCursorPosition(0);
    m_referenceCaption->setVisible(!reference.isEmpty());
    m_referenceLine->setVisible(!reference.isEmpty());
    m_relativeLabel->setText(relativeText());
}

QString ResolutionPane::relativeReferenceText() const
{
    if (!m_relative)
        return {};
    return m_relative->empty() ? tr("<> (empty)") : highlightedText(*m_relative, {}).text;
}

QString ResolutionPane::relativeText() const
{
    if (m_baseEdit->text().isEmpty())
        return tr("Enter a base URI above.");
    if (m_relativeEdit->text().isEmpty())
        return tr("Enter the target URI to reach from the base.");
    if (m_relativeError)
        return tr("Error: %1").arg(ResolutionText::errorText(*m_relativeError));
    if (!m_relative)
        return tr("Too long: the base and the target may have at most %1 KiB each.")
            .arg(kMaxTracedInput / 1024);
    return m_relativeRoundTrip
               ? tr("Resolved against the base (RFC 3986 §5.2), it gives the target back.")
               : tr("Resolved against the base, it does not give the target back.");
}

void ResolutionPane::updateStepActions()
{
    if (steppingTrace()) {
        const int last = m_result ? static_cast<int>(m_result->trace.size()) - 1 : -1;
        m_start->setEnabled(m_traceStep > 0);
        m_back->setEnabled(m_traceStep > 0);
        m_forward->setEnabled(m_traceStep >= 0 && m_traceStep < last);
        m_end->setEnabled(m_traceStep >= 0 && m_traceStep < last);
    } else {
        m_start->setEnabled(m_dots->canStepBack());
        m_back->setEnabled(m_dots->canStepBack());
        m_forward->setEnabled(m_dots->canStepForward());
        m_end->setEnabled(m_dots->canStepForward());
    }
    if (m_dots->stepCount() == 0) {
        m_positionLabel->clear();
    } else {
        m_positionLabel->setText(
            tr("Step %1 of %2").arg(m_dots->currentStep() + 1).arg(m_dots->stepCount()));
        // the current row: selected (the palette's Highlight), bold and marked
        const QModelIndex current = m_dots->index(m_dots->currentStep(), 0);
        m_dotView->selectionModel()->setCurrentIndex(current, QItemSelectionModel::ClearAndSelect
                                                                  | QItemSelectionModel::Rows);
        m_dotView->scrollTo(current);
    }
    if (!m_result)
        m_dotCaption->clear();
    else if (m_dots->stepCount() == 0)
        m_dotCaption->setText(tr("The path is not rewritten for this reference: no "
                                 "remove_dot_segments (see the branches)."));
    else if (m_result->spec == Spec::Rfc3986 || m_result->spec == Spec::Rfc3986NonStrict)
        m_dotCaption->setText(tr("RFC 3986 §5.2.4 remove_dot_segments: the two buffers after "
                                 "each step, as in the tables of the RFC."));
    else
        m_dotCaption->setText(tr("%1 rewrites the path in one buffer: each step's result and "
                                 "what it read.")
                                  .arg(ResolutionText::specName(m_result->spec)));
}

bool ResolutionPane::steppingTrace() const
{
    return m_tabs->currentWidget() == m_algorithmPage;
}

void ResolutionPane::stepForward()
{
    if (steppingTrace())
        setTraceStep(m_traceStep + 1);
    else
        m_dots->stepForward();
}

void ResolutionPane::stepBack()
{
    if (steppingTrace())
        setTraceStep(m_traceStep - 1);
    else
        m_dots->stepBack();
}

void ResolutionPane::toStart()
{
    if (steppingTrace())
        setTraceStep(0);
    else
        m_dots->toStart();
}

void ResolutionPane::toEnd()
{
    if (steppingTrace())
        setTraceStep(m_result ? static_cast<int>(m_result->trace.size()) - 1 : -1);
    else
        m_dots->toEnd();
}

void ResolutionPane::showAlgorithm()
{
    m_tabs->setCurrentWidget(m_algorithmPage);
}

void ResolutionPane::setTraceStep(int step)
{
    if (!m_result || m_result->trace.empty())
        return;
    const std::vector<TraceStep> &trace = m_result->trace;
    step = std::clamp(step, 0, static_cast<int>(trace.size()) - 1);
    m_traceStep = step;
    m_algorithm->setCurrentStep(step);
    // the tables: the last path step and the last branch up to this step
    int paths = 0;
    int branches = 0;
    for (int i = 0; i <= step; ++i)
        ++(isPathRewriteRule(trace[static_cast<std::size_t>(i)].rule) ? paths : branches);
    m_syncing = true;
    if (m_dots->stepCount() > 0)
        m_dots->setCurrentStep(std::max(paths - 1, 0));
    if (branches > 0) {
        const QModelIndex row = m_steps->index(branches - 1, 0);
        m_stepsView->selectionModel()->setCurrentIndex(row, QItemSelectionModel::ClearAndSelect
                                                                | QItemSelectionModel::Rows);
        m_stepsView->scrollTo(row);
    }
    m_syncing = false;
    updateAlgorithmStep();
    updateStepActions();
}

void ResolutionPane::followTable(int step)
{
    // the table moved itself; only the trace and the other table follow
    setTraceStep(step);
}

void ResolutionPane::updateAlgorithm()
{
    const bool japanese = AlgorithmText::japanese();
    m_algorithm->setAlgorithm(AlgorithmText::lines(spec(), japanese),
                              m_result ? m_result->trace : std::vector<TraceStep>{});
    m_algorithmTitle->setText(AlgorithmText::title(spec(), japanese));
    if (m_traceStep >= 0)
        m_algorithm->setCurrentStep(m_traceStep);
    updateAlgorithmStep();
}

void ResolutionPane::updateAlgorithmStep()
{
    const bool shown
        = m_result && m_traceStep >= 0 && m_traceStep < static_cast<int>(m_result->trace.size());
    if (!shown) {
        m_algorithmPosition->setText(m_result ? QString() : targetText());
        for (QLabel *label : {m_ruleLabel, m_outputLabel, m_inputLabel})
            label->clear();
        return;
    }
    const std::vector<TraceStep> &trace = m_result->trace;
    const TraceStep &step = trace[static_cast<std::size_t>(m_traceStep)];
    //: %1 the step, %2 of so many, %3 its rule: "Step 5 of 14: RFC 3986 §5.2.4 2E"
    m_algorithmPosition->setText(
        tr("Step %1 of %2: %3 %4")
            .arg(m_traceStep + 1)
            .arg(trace.size())
            .arg(ResolutionText::ruleCite(step.rule), ResolutionText::ruleLabel(step.rule)));
    m_ruleLabel->setText(ResolutionText::stepInWords(step));
    const auto shownBytes = [](const std::string &bytes) {
        return bytes.empty() ? tr("(empty)") : highlightedText(bytes, {}).text;
    };
    m_outputLabel->setText(shownBytes(step.output));
    m_inputLabel->setText(shownBytes(step.input));
    // what the two buffers are, by the kind of rule (resolve.h ResolveRule)
    if (step.rule >= ResolveRule::Rule1 && step.rule <= ResolveRule::Rule3) {
        m_outputCaption->setText(tr("Output buffer (§5.2.4):"));
        m_inputCaption->setText(tr("Input buffer (§5.2.4):"));
    } else if (step.rule == ResolveRule::PreParse) {
        m_outputCaption->setText(tr("Base (without its fragment):"));
        m_inputCaption->setText(tr("Reference R:"));
    } else if (step.rule == ResolveRule::Recompose) {
        m_outputCaption->setText(tr("Target T (§5.3):"));
        m_inputCaption->setText(tr("Read:"));
    } else if (step.rule <= ResolveRule::Recompose) {
        m_outputCaption->setText(tr("T so far, recomposed (§5.3):"));
        m_inputCaption->setText(tr("Read:"));
    } else {
        m_outputCaption->setText(tr("Result of the step:"));
        m_inputCaption->setText(tr("Read:"));
    }
    // the first line of the current step in view
    const std::vector<int> rows = m_algorithm->currentRows();
    if (!rows.empty()) {
        m_algorithmView->scrollTo(m_algorithm->index(rows.back(), AlgorithmModel::TextColumn));
        m_algorithmView->scrollTo(m_algorithm->index(rows.front(), AlgorithmModel::TextColumn));
    }
}

QString ResolutionPane::algorithmRuleText() const
{
    return m_ruleLabel->text();
}

QString ResolutionPane::algorithmOutputText() const
{
    return m_outputLabel->text();
}

QString ResolutionPane::algorithmInputText() const
{
    return m_inputLabel->text();
}

void ResolutionPane::loadRfc3986Batch()
{
    loadBatch(ResolutionBatch::rfc3986());
}

void ResolutionPane::loadDraft01Batch()
{
    loadBatch(ResolutionBatch::draft01());
}

void ResolutionPane::loadBatch(const ResolutionBatch &batch)
{
    m_batch->setBatch(batch);
    m_tabs->setCurrentWidget(m_batchPage);
    updateBatchSummary();
}

void ResolutionPane::updateBatchSummary()
{
    const ResolutionBatch *batch = m_batch->batch();
    if (!batch) {
        m_batchLabel->setText(tr("Run a document's own table of examples under every "
                                 "specification."));
        return;
    }
    const Spec own = std::string_view(batch->id) == "draft01" ? Spec::Draft01 : Spec::Rfc3986;
    //: %1 the document, %2 its base, %3 its specification, %4 of %5 examples pass
    m_batchLabel->setText(
        tr("%1, base %2: %3 gives the document's result for %4 of %5.")
            .arg(fromBytes(batch->source), fromBytes(batch->base), ResolutionText::specName(own))
            .arg(m_batch->passCount(own))
            .arg(m_batch->rowCount()));
}

void ResolutionPane::changeEvent(QEvent *event)
{
    // the value lines' palettes were copied from the pane's: light to dark, they follow
    if (event->type() == QEvent::PaletteChange && m_targetLine) {
        updateTarget();
        colourValueLine(m_referenceLine, palette());
    }
    AnalysisPane::changeEvent(event);
}

void ResolutionPane::retranslateUi()
{
    m_baseLabel->setText(tr("&Base:"));
    m_baseEdit->setPlaceholderText(
        tr("An absolute URI, e.g. %1").arg(QString::fromLatin1(kExampleBase)));
    m_baseEdit->setToolTip(tr("The base URI the input is resolved against (RFC 3986 §5.1)"));
    m_exampleButton->setText(tr("RFC 3986 §5.4 base"));
    m_exampleButton->setToolTip(tr("Use %1, the base of the examples of RFC 3986 §5.4")
                                    .arg(QString::fromLatin1(kExampleBase)));
    m_specLabel->setText(tr("Rules:"));
    m_specBox->setToolTip(tr("The specification whose resolution algorithm is applied"));
    for (int i = 0; i < m_specBox->count(); ++i)
        m_specBox->setItemText(
            i, ResolutionText::specName(static_cast<Spec>(m_specBox->itemData(i).toInt())));
    m_targetCaption->setText(tr("Target:"));
    m_openButton->setText(tr("&Inspect"));
    m_openButton->setToolTip(tr("Inspect the target in the main view"));
    const QString noBase
        = tr("Enter a base URI above: the steps that resolve the input against it appear "
             "here.");
    ReadableView::of(m_stepsView)->setEmptyText(noBase);
    ReadableView::of(m_dotView)->setEmptyText(noBase);
    ReadableView::of(m_comparisonView)->setEmptyText(noBase);
    m_tabs->setTabText(m_tabs->indexOf(m_stepsView), tr("Branches (§5.2.2)"));
    m_tabs->setTabText(m_tabs->indexOf(m_dotPage), tr("remove_dot_segments (§5.2.4)"));
    //: the tab that shows the resolution algorithm's text, the lines executed lit
    m_tabs->setTabText(m_tabs->indexOf(m_algorithmPage), tr("Algorithm"));
    m_tabs->setTabToolTip(m_tabs->indexOf(m_algorithmPage),
                          tr("The specification's algorithm as its text prints it: the lines "
                             "executed for this input are tinted and marked with a dot, those of "
                             "the current step highlighted and marked with an arrow"));
    m_tabs->setTabText(m_tabs->indexOf(m_specsPage), tr("Every specification"));
    m_tabs->setTabText(m_tabs->indexOf(m_relativePage), tr("Make relative"));
    m_tabs->setTabText(m_tabs->indexOf(m_batchPage), tr("Examples"));
    m_ruleCaption->setText(tr("What the step did:"));
    ReadableView::of(m_algorithmView)->setEmptyText(noBase);
    m_start->setText(tr("To start"));
    m_start->setToolTip(tr("Show the first step only"));
    m_back->setText(tr("Step back"));
    m_back->setToolTip(tr("Hide the last step shown"));
    m_forward->setText(tr("Step forward"));
    m_forward->setToolTip(tr("Show the next step"));
    m_end->setText(tr("To end"));
    m_end->setToolTip(tr("Show every step"));
    m_comparisonCaption->setText(tr("The same reference against the same base under every "
                                    "specification; a target that differs from RFC 3986's is "
                                    "marked, and its tooltip says where they part."));
    m_relativeCaption->setText(tr("&Target:"));
    m_referenceCaption->setText(tr("&Reference:"));
    m_relativeEdit->setPlaceholderText(tr("An absolute URI to reach from the base"));
    m_rfc3986Button->setText(tr("Load RFC 3986 §5.4"));
    m_rfc3986Button->setToolTip(tr("The examples of RFC 3986 §5.4.1 and §5.4.2"));
    m_draft01Button->setText(tr("Load draft-01 Appendix C"));
    m_draft01Button->setToolTip(tr("The examples of draft-fielding-url-syntax-01 Appendix C"));
    m_dots->retranslate();
    m_steps->retranslate();
    updateAlgorithm(); // the Japanese text of RFC 3986, or the English
    m_comparison->retranslate();
    m_batch->retranslate();
    updateTarget();
    updateRelative();
    updateStepActions();
    updateBatchSummary();
}

} // namespace uri::ui
