#include "panes/bytes/bytes_pane.h"

#include "panes/bytes/byte_model.h"
#include "panes/bytes/byte_view.h"

#include <QVBoxLayout>

namespace uri::ui {

BytesPane::BytesPane(QWidget *parent)
    : AnalysisPane(parent)
    , m_model(new ByteModel(this))
    , m_view(new ByteView(this))
{
    setObjectName(QStringLiteral("bytesPane"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setObjectName(QStringLiteral("byteView"));
    m_view->setByteModel(m_model);
    connect(m_view, &ByteView::byteSelected, this, &BytesPane::byteActivated);
}

void BytesPane::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    m_model->setAnalysis(std::move(analysis));
}

void BytesPane::markSpan(Span span)
{
    m_view->markSpan(span);
}

QString BytesPane::title() const
{
    return tr("Bytes");
}

void BytesPane::retranslateUi()
{
    m_model->retranslate();
}

} // namespace uri::ui
