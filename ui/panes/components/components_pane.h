/**
 * @file components_pane.h
 * @brief The pane "componentsPane": the component tree of the input (RFC 3986
 * §3), each node with its text, decoded text and span.
 */
#pragma once

#include "panes/analysis_pane.h"

class QTreeView;

namespace uri::ui {

class ComponentPalette;
class ComponentTreeModel;

/**
 * @brief The tree of the input's components, linked to every other view by
 * spans: choosing a node emits spanActivated(); markSpan() selects the node
 * of a span.
 */
class ComponentsPane : public AnalysisPane
{
    Q_OBJECT

public:
    explicit ComponentsPane(QWidget *parent = nullptr);

    void setAnalysis(std::shared_ptr<const Analysis> analysis) override;
    void markSpan(Span span) override;
    [[nodiscard]] QString title() const override;

    /// The colours of the components (from the window's palette).
    void setComponentPalette(const ComponentPalette &palette);
    /// The span of the innermost component holding the byte at @p offset, as
    /// a packet analyser selects the field of a byte; the byte alone when none does.
    [[nodiscard]] Span spanAtByte(std::size_t offset) const;

    [[nodiscard]] ComponentTreeModel *model() const { return m_model; }
    [[nodiscard]] QTreeView *view() const { return m_view; }

protected:
    void retranslateUi() override;

private:
    ComponentTreeModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
};

} // namespace uri::ui
