#include "panes/components/components_pane.h"

#include "analysis/roles.h"
#include "panes/components/component_tree_model.h"

#include <QHeaderView>
#include <QTreeView>
#include <QVBoxLayout>

namespace uri::ui {

ComponentsPane::ComponentsPane(QWidget *parent)
    : AnalysisPane(parent)
    , m_model(new ComponentTreeModel(this))
    , m_view(new QTreeView(this))
{
    setObjectName(QStringLiteral("componentsPane"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setObjectName(QStringLiteral("componentTree"));
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->header()->setStretchLastSection(true);
    m_view->setColumnWidth(ComponentTreeModel::NameColumn, 150);
    m_view->setColumnWidth(ComponentTreeModel::TextColumn, 200);
    m_view->setColumnWidth(ComponentTreeModel::DecodedColumn, 110);
    m_view->setColumnWidth(ComponentTreeModel::SpanColumn, 80);
    connect(m_model, &QAbstractItemModel::modelReset, m_view, [this] { m_view->expandToDepth(1); });
    linkSpans(m_view);
}

void ComponentsPane::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    m_model->setAnalysis(std::move(analysis));
}

void ComponentsPane::markSpan(Span span)
{
    markIndex(m_view, m_model->indexForSpan(span));
}

QString ComponentsPane::title() const
{
    return tr("Components");
}

void ComponentsPane::setComponentPalette(const ComponentPalette &palette)
{
    m_model->setComponentPalette(palette);
}

Span ComponentsPane::spanAtByte(std::size_t offset) const
{
    const QVariant span = m_model->indexAtByte(offset).data(SpanRole);
    return span.isValid() ? span.value<Span>() : Span{offset, 1};
}

void ComponentsPane::retranslateUi()
{
    m_model->retranslate();
}

} // namespace uri::ui
