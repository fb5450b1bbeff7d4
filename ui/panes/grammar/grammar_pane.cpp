#include "panes/grammar/grammar_pane.h"

#include "analysis/roles.h"
#include "common/readable_view.h"
#include "common/worker_pool.h"
#include "text/grammar_text.h"
#include "widgets/wrap_label.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace uri::ui {

GrammarPane::GrammarPane(QWidget *parent)
    : AnalysisPane(parent)
    , m_model(new DerivationModel(this))
    , m_summary(new WrapLabel(this))
    , m_view(new QTreeView(this))
    , m_chain(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("grammarPane"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_summary->setObjectName(QStringLiteral("grammarSummary"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setContentsMargins(4, 2, 4, 2);
    layout->addWidget(m_summary);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    m_view->setObjectName(QStringLiteral("derivationTree"));
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->header()->setStretchLastSection(true);
    ReadableView::install(m_view, DerivationModel::NoteColumn, true, false);
    m_view->setColumnWidth(DerivationModel::RuleColumn, 220);
    m_view->setColumnWidth(DerivationModel::TextColumn, 220);
    m_view->setColumnWidth(DerivationModel::SpanColumn, 70);
    splitter->addWidget(m_view);

    m_chain->setObjectName(QStringLiteral("grammarChain"));
    m_chain->setReadOnly(true);
    m_chain->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_chain->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    splitter->addWidget(m_chain);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);

    linkSpans(m_view);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                const QVariant span = current.data(SpanRole);
                if (span.isValid())
                    showChain(span.value<Span>().offset);
            });
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &GrammarPane::onMade);
    retranslateUi();
}

QString GrammarPane::title() const
{
    return tr("Grammar");
}

std::shared_ptr<const ShownDerivation> GrammarPane::make(std::shared_ptr<const Analysis> analysis)
{
    auto shown = std::make_shared<ShownDerivation>();
    // the URL Standard has no grammar, only its parser: RFC 3986's is shown
    const ParseResult &parsed
        = deriveSupports(analysis->spec) ? analysis->syntax : analysis->rfc3986();
    shown->derivation = derive(parsed);
    shown->analysis = std::move(analysis);
    return shown;
}

void GrammarPane::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    if (!analysis)
        return;
    m_analysis = std::move(analysis);
    if (m_analysis->bytes().size() <= kSyncBytes
        || m_analysis->bytes().size() > kMaxDerivationBytes) {
        show(make(m_analysis));
        return;
    }
    // Off the UI thread; meanwhile the tree of the previous input is gone.
    m_model->setDerivation(nullptr);
    m_chain->clear();
    updateSummary();
    if (!m_watcher.isRunning())
        startMaking();
}

void GrammarPane::startMaking()
{
    // the task holds the analysis: the pane may go before it ends
    m_watcher.setFuture(
        QtConcurrent::run(workerPool(), [analysis = m_analysis] { return make(analysis); }));
}

void GrammarPane::onMade()
{
    std::shared_ptr<const ShownDerivation> made = m_watcher.result();
    if (made->analysis == m_analysis)
        show(std::move(made));
    else if (isBusy())
        startMaking(); // a newer input arrived meanwhile
}

void GrammarPane::show(std::shared_ptr<const ShownDerivation> shown)
{
    m_model->setDerivation(std::move(shown));
    m_view->expandToDepth(2);
    m_chainOffset.reset();
    m_chain->clear();
    // A rejected input opens where its grammar stopped: at the rule, and at
    // the chain of the character it could not take (of the rule's first one
    // when the rule ran out of characters).
    if (const QModelIndex stop = m_model->stopIndex(); stop.isValid()) {
        markIndex(m_view, stop);
        const Span span = stop.data(SpanRole).value<Span>();
        const std::size_t at = *m_model->derivation()->derivation.stop;
        showChain(at < span.end() ? at : span.offset);
    }
    updateSummary();
    emit derivationShown();
}

bool GrammarPane::isBusy() const
{
    return m_analysis && (!m_model->derivation() || m_model->derivation()->analysis != m_analysis);
}

void GrammarPane::markSpan(Span span)
{
    const QModelIndex index = m_model->indexForSpan(span);
    markIndex(m_view, index);
    if (index.isValid())
        showChain(span.offset);
}

void GrammarPane::showChain(std::size_t offset)
{
    const std::shared_ptr<const ShownDerivation> shown = m_model->derivation();
    if (!shown)
        return;
    m_chainOffset = offset;
    m_chain->setPlainText(GrammarText::chain(shown->derivation, offset, shown->analysis->bytes()));
}

QString GrammarPane::summary() const
{
    return m_summary->text();
}

QString GrammarPane::chainText() const
{
    return m_chain->toPlainText();
}

void GrammarPane::updateSummary()
{
    const std::shared_ptr<const ShownDerivation> shown = m_model->derivation();
    if (!shown || shown->analysis != m_analysis) {
        m_summary->setText(m_analysis ? tr("Drawing the derivation...")
                                      : tr("The rules of the grammar that match each character "
                                           "of the input appear here."));
        return;
    }
    QString text = GrammarText::summary(shown->derivation, shown->analysis->bytes());
    if (shown->analysis->spec == Spec::Whatwg)
        text = tr("The URL Standard defines no grammar, only its parser: the derivation is "
                  "RFC 3986's.")
               + QLatin1Char('\n') + text;
    m_summary->setText(text);
}

void GrammarPane::retranslateUi()
{
    m_chain->setPlaceholderText(tr("Choose a character in the anatomy or the bytes, or a rule "
                                   "above: its chain of rules from the start rule down appears "
                                   "here, each with its definition as the text prints it."));
    m_model->retranslate();
    updateSummary();
    if (m_chainOffset)
        showChain(*m_chainOffset);
}

} // namespace uri::ui
