/**
 * @file bytes_pane.h
 * @brief The pane "bytesPane": the input's bytes in hexadecimal and as text,
 * linked to the other views by spans.
 */
#pragma once

#include "panes/analysis_pane.h"

namespace uri::ui {

class ByteModel;
class ByteView;

/**
 * @brief The bytes of the input. markSpan() marks a span; clicking a byte
 * emits byteActivated() with its offset (the window selects the innermost
 * component holding it).
 */
class BytesPane : public AnalysisPane
{
    Q_OBJECT

public:
    explicit BytesPane(QWidget *parent = nullptr);

    void setAnalysis(std::shared_ptr<const Analysis> analysis) override;
    void markSpan(Span span) override;
    [[nodiscard]] QString title() const override;

    [[nodiscard]] ByteModel *model() const { return m_model; }
    [[nodiscard]] ByteView *view() const { return m_view; }

signals:
    /// The user clicked the byte at @p offset of the input.
    void byteActivated(qulonglong offset);

protected:
    void retranslateUi() override;

private:
    ByteModel *m_model = nullptr;
    ByteView *m_view = nullptr;
};

} // namespace uri::ui
