#include "panes/encoding/encoding_pane.h"

#include "common/readable_view.h"
#include "common/worker_pool.h"
#include "text/spec_names.h"

#include "analysis/roles.h"
#include "common/palette.h"
#include "common/span_mapping.h"
#include "panes/encoding/encoder_model.h"
#include "panes/encoding/encoding_model.h"
#include "panes/encoding/idna_model.h"
#include "panes/encoding/iri_model.h"
#include "panes/encoding/layers_model.h"

#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace uri::ui {

/// The views of one analysis, computed on any thread.
struct EncodingPane::Computed
{
    std::shared_ptr<const Analysis> analysis;
    EncodingModel::Views views;
    IriModel::Forms forms;
    std::optional<IdnaResult> host;
};

namespace {

// The components the encoder offers (encode_sets.h): a whole path keeps "/",
// which is no use for encoding data; a segment encodes it.
constexpr Component kEncoderComponents[]
    = {Component::Userinfo, Component::RegName, Component::PathSegment, Component::Query,
       Component::Fragment};

QTreeView *makeTree(QAbstractItemModel *model, QWidget *parent)
{
    auto *view = new QTreeView(parent);
    view->setModel(model);
    view->setUniformRowHeights(true);
    view->setAlternatingRowColors(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->header()->setSectionResizeMode(QHeaderView::Interactive);
    view->header()->setStretchLastSection(true);
    return view;
}

QTableView *makeTable(QAbstractItemModel *model, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setAlternatingRowColors(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->verticalHeader()->hide();
    ReadableView::install(view);
    return view;
}

QLabel *makeNote(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText); // input text is never interpreted as markup
    return label;
}

} // namespace

EncodingPane::EncodingPane(QWidget *parent)
    : AnalysisPane(parent)
    , m_encodingModel(new EncodingModel(this))
    , m_layersModel(new LayersModel(this))
    , m_iriModel(new IriModel(this))
    , m_idnaModel(new IdnaModel(this))
    , m_encoderModel(new EncoderModel(this))
{
    setObjectName(QStringLiteral("encodingPane"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_message = makeNote(this);
    m_message->hide();
    layout->addWidget(m_message);
    m_tabs = new QTabWidget(this);
    layout->addWidget(m_tabs);

    // Characters: component -> characters
    m_characterView = makeTree(m_encodingModel, this);
    m_characterView->setObjectName(QStringLiteral("encodingCharacters"));
    m_tabs->addTab(m_characterView, QString());

    // Layers of a double encoding
    auto *layersPage = new QWidget(this);
    auto *layersLayout = new QVBoxLayout(layersPage);
    m_layersNote = makeNote(layersPage);
    m_layersView = makeTree(m_layersModel, layersPage);
    layersLayout->addWidget(m_layersNote);
    layersLayout->addWidget(m_layersView);
    m_tabs->addTab(layersPage, QString());

    // IRI and URI forms
    auto *iriPage = new QWidget(this);
    auto *iriLayout = new QVBoxLayout(iriPage);
    m_iriNote = makeNote(iriPage);
    m_iriView = makeTree(m_iriModel, iriPage);
    iriLayout->addWidget(m_iriNote);
    iriLayout->addWidget(m_iriView);
    m_tabs->addTab(iriPage, QString());

    // Host, label by label
    auto *hostPage = new QWidget(this);
    auto *hostLayout = new QVBoxLayout(hostPage);
    m_hostNote = makeNote(hostPage);
    m_hostView = makeTable(m_idnaModel, hostPage);
    hostLayout->addWidget(m_hostNote);
    hostLayout->addWidget(m_hostView);
    m_tabs->addTab(hostPage, QString());

    // Encoder
    auto *encoderPage = new QWidget(this);
    auto *encoderLayout = new QVBoxLayout(encoderPage);
    auto *form = new QFormLayout;
    m_encoderInput = new QLineEdit(encoderPage);
    m_encoderInput->setObjectName(QStringLiteral("encoderInput"));
    m_encoderInput->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_componentBox = new QComboBox(encoderPage);
    m_componentBox->setObjectName(QStringLiteral("encoderComponent"));
    for (Component c : kEncoderComponents)
        m_componentBox->addItem(QString(), static_cast<int>(c));
    m_specBox = new QComboBox(encoderPage);
    m_specBox->setObjectName(QStringLiteral("encoderSpec"));
    for (Spec s : kAllSpecs) {
        // RFC 3986 non-strict differs in resolution only: its sets are RFC 3986's.
        if (encodeSupports(s) && s != Spec::Rfc3986NonStrict)
            m_specBox->addItem(QString(), static_cast<int>(s));
    }
    m_encoderOutput = new QLineEdit(encoderPage);
    m_encoderOutput->setObjectName(QStringLiteral("encoderOutput"));
    m_encoderOutput->setReadOnly(true);
    m_encoderOutput->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_textLabel = new QLabel(encoderPage);
    m_componentLabel = new QLabel(encoderPage);
    m_specLabel = new QLabel(encoderPage);
    m_outputLabel = new QLabel(encoderPage);
    m_textLabel->setBuddy(m_encoderInput);
    m_componentLabel->setBuddy(m_componentBox);
    m_specLabel->setBuddy(m_specBox);
    m_outputLabel->setBuddy(m_encoderOutput);
    form->addRow(m_textLabel, m_encoderInput);
    form->addRow(m_componentLabel, m_componentBox);
    form->addRow(m_specLabel, m_specBox);
    form->addRow(m_outputLabel, m_encoderOutput);
    encoderLayout->addLayout(form);
    m_encoderNotes = makeNote(encoderPage);
    encoderLayout->addWidget(m_encoderNotes);
    m_encoderView = makeTable(m_encoderModel, encoderPage);
    encoderLayout->addWidget(m_encoderView);
    m_tabs->addTab(encoderPage, QString());

    linkSpans(m_characterView);
    linkSpans(m_layersView);
    linkSpans(m_iriView);
    linkSpans(m_hostView);
    connect(m_encoderInput, &QLineEdit::textChanged, this, &EncodingPane::updateEncoder);
    connect(m_componentBox, &QComboBox::currentIndexChanged, this, &EncodingPane::updateEncoder);
    connect(m_specBox, &QComboBox::currentIndexChanged, this, &EncodingPane::updateEncoder);
    // A piece of the encoder's table marks its character in the encoder's own text.
    connect(m_encoderView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                const QVariant span = current.data(SpanRole);
                if (!span.isValid())
                    return;
                const Utf16Range range
                    = SpanMapping(m_encoderModel->text()).toUtf16(span.value<Span>());
                m_encoderInput->setSelection(static_cast<int>(range.start),
                                             static_cast<int>(range.length));
            });

    connect(&m_watcher, &QFutureWatcherBase::finished, this, &EncodingPane::onComputed);

    applyPalette();
    retranslateUi();
    updateEncoder();
    setAnalysis(analyze(std::string(), Spec::Rfc3986));
}

EncodingPane::~EncodingPane() = default;

QString EncodingPane::title() const
{
    return tr("Encoding");
}

std::shared_ptr<const EncodingPane::Computed>
EncodingPane::compute(std::shared_ptr<const Analysis> analysis)
{
    auto c = std::make_shared<Computed>();
    c->views = EncodingModel::computeViews(*analysis);
    c->forms = IriModel::computeForms(*analysis);
    c->host = IdnaModel::computeHost(*analysis);
    c->analysis = std::move(analysis);
    return c;
}

bool EncodingPane::isBusy() const
{
    // The models show another analysis (an empty one) while the latest is computed.
    return m_encodingModel->analysis() != m_analysis;
}

void EncodingPane::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    m_analysis = analysis ? std::move(analysis) : analyze(std::string(), Spec::Rfc3986);
    const std::size_t size = m_analysis->bytes().size();
    if (size <= kSyncBytes || size > EncodingModel::kMaxViewBytes) {
        // At once: small, or too long to be viewed at all (nothing to compute).
        m_pending.reset();
        showComputed(*compute(m_analysis));
        return;
    }
    // Off the UI thread. Meanwhile no view shows the spans of the previous input.
    // The views of a long input (Analysis::partial) are followed at once by
    // its whole analysis: that one is computed.
    m_pending = m_analysis->partial ? nullptr : m_analysis;
    showComputed(*compute(analyze(std::string(), m_analysis->spec)));
    if (m_pending && !m_watcher.isRunning())
        startPending();
    updateMessage();
}

void EncodingPane::startPending()
{
    std::shared_ptr<const Analysis> analysis = std::move(m_pending);
    m_pending.reset();
    m_watcher.setFuture(QtConcurrent::run(workerPool(), [analysis] { return compute(analysis); }));
}

void EncodingPane::onComputed()
{
    const std::shared_ptr<const Computed> computed = m_watcher.result();
    if (m_pending) {
        startPending(); // a newer input arrived meanwhile
        return;
    }
    if (computed->analysis == m_analysis)
        showComputed(*computed);
}

void EncodingPane::showComputed(const Computed &computed)
{
    m_encodingModel->setViews(computed.analysis, computed.views);
    std::vector<LayersModel::Source> sources;
    for (PartKind kind : {PartKind::Userinfo, PartKind::Host, PartKind::Path, PartKind::Query,
                          PartKind::Fragment}) {
        if (const PercentView *view = m_encodingModel->percentViewOf(kind))
            sources.push_back({kind, *view});
    }
    m_layersModel->setViews(computed.analysis, std::move(sources));
    m_iriModel->setForms(computed.analysis, computed.forms);
    m_idnaModel->setHost(computed.analysis, computed.host);
    // Components with encoded or disallowed characters open; the rest stay closed.
    for (int r = 0; r < m_encodingModel->rowCount(); ++r)
        m_characterView->setExpanded(m_encodingModel->index(r, 0), m_encodingModel->isNotable(r));
    m_layersView->expandAll();
    m_iriView->expandAll();
    for (int c = 0; c < EncodingModel::WhyColumn; ++c)
        m_characterView->resizeColumnToContents(c);
    for (int c = 0; c < LayersModel::CountColumn; ++c)
        m_layersView->resizeColumnToContents(c);
    for (int c = 0; c < IriModel::WhyColumn; ++c)
        m_iriView->resizeColumnToContents(c);
    m_hostView->resizeColumnsToContents();
    updateMessage();
    if (computed.analysis == m_analysis)
        emit viewsShown();
}

void EncodingPane::markSpan(Span span)
{
    // a span no character row has (a whole component) leaves the row as it is
    if (const QModelIndex index = m_encodingModel->indexForSpan(span); index.isValid())
        markIndex(m_characterView, index);
}

QString EncodingPane::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void EncodingPane::updateMessage()
{
    const Analysis &a = *m_analysis;
    QString text;
    if (isBusy()) {
        text = tr("Computing the encoding views of %1 bytes...").arg(a.bytes().size());
    } else if (m_encodingModel->tooLong()) {
        text = tr("Too long for this view (%1 bytes): the encoding views are computed for "
                  "inputs of up to %2 bytes.")
                   .arg(a.bytes().size())
                   .arg(EncodingModel::kMaxViewBytes);
    }
    m_message->setText(text);
    m_message->setHidden(text.isEmpty());

    // The notes of each tab, from the models.
    m_layersNote->setText(
        m_layersModel->rowCount() == 0
            ? tr("No component is percent-encoded more than once.")
            : tr("Percent-encoded more than once: decoding once gives an encoding again. "
                 "A URI must not be encoded or decoded more than once (RFC 3986 §2.4)."));
    m_iriNote->setText(tr("RFC 3987 §3.2 decodes the percent-encoded UTF-8 of a URI where it "
                          "is safe; bidi formatting and invisible characters, reserved "
                          "characters and octets that are not UTF-8 stay encoded. §3.1 "
                          "encodes every non-ASCII character of an IRI."));
    if (m_idnaModel->result())
        m_hostNote->setText(m_idnaModel->result()->ok()
                                ? tr("UTS #46 processing of the host: no error.")
                                : tr("UTS #46 processing of the host failed: see Errors."));
    else
        m_hostNote->setText(tr("No registered name: only a reg-name host is a domain name "
                               "(RFC 3986 §3.2.2)."));
}

void EncodingPane::updateEncoder()
{
    const auto component = static_cast<Component>(m_componentBox->currentData().toInt());
    const auto spec = static_cast<Spec>(m_specBox->currentData().toInt());
    m_encoderModel->setText(m_encoderInput->text(), component, spec);
    m_encoderOutput->setText(m_encoderModel->encoded());
    QStringList notes = m_encoderModel->notes();
    if (m_encoderModel->tooLong())
        notes.prepend(
            tr("Too long for the encoder (%1 bytes).").arg(m_encoderInput->text().toUtf8().size()));
    m_encoderNotes->setText(notes.join(QLatin1Char('\n')));
    m_encoderNotes->setHidden(notes.isEmpty());
    m_encoderView->resizeColumnsToContents();
}

void EncodingPane::applyPalette()
{
    const ComponentPalette palette(this->palette());
    m_encodingModel->setComponentPalette(palette);
    m_idnaModel->setComponentPalette(palette);
}

void EncodingPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    AnalysisPane::changeEvent(event);
}

void EncodingPane::retranslateUi()
{
    m_tabs->setTabText(0, tr("Characters"));
    m_tabs->setTabText(1, tr("Layers"));
    m_tabs->setTabText(2, tr("IRI and URI"));
    m_tabs->setTabText(3, tr("Host"));
    m_tabs->setTabText(4, tr("Encoder"));
    m_textLabel->setText(tr("&Text:"));
    m_componentLabel->setText(tr("&Component:"));
    m_specLabel->setText(tr("&Spec:"));
    m_outputLabel->setText(tr("Encoded:"));
    m_encoderInput->setPlaceholderText(tr("Text to encode as data of one component"));
    for (int i = 0; i < m_componentBox->count(); ++i)
        m_componentBox->setItemText(i, EncoderModel::componentText(static_cast<Component>(
                                           m_componentBox->itemData(i).toInt())));
    for (int i = 0; i < m_specBox->count(); ++i)
        m_specBox->setItemText(
            i, SpecNames::displayName(static_cast<Spec>(m_specBox->itemData(i).toInt())));
    m_encodingModel->retranslate();
    m_layersModel->retranslate();
    m_iriModel->retranslate();
    m_idnaModel->retranslate();
    m_encoderModel->retranslate();
    if (m_analysis)
        updateMessage();
    updateEncoder();
}

} // namespace uri::ui
