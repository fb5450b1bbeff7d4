/**
 * @file byte_view.h
 * @brief The input bytes in hex and as characters, each byte tinted with the
 * colour of its component, the marked span highlighted.
 */
#pragma once

#include "common/palette.h"
#include "uriinspector/span.h"

#include <QTableView>

#include <cstddef>
#include <optional>

namespace uri::ui {

class ByteModel;

/**
 * @brief A table view over a ByteModel that marks a span of bytes (as
 * Wireshark's byte view marks a field) and reports the byte clicked.
 */
class ByteView : public QTableView
{
    Q_OBJECT

public:
    explicit ByteView(QWidget *parent = nullptr);

    void setByteModel(ByteModel *model);

    /// Highlight @p span and scroll to it, without emitting byteSelected().
    void markSpan(Span span);
    [[nodiscard]] std::optional<Span> markedSpan() const { return m_marked; }

    [[nodiscard]] const ComponentPalette &componentPalette() const { return m_palette; }

    /// The byte under @p pos (viewport coordinates), if any.
    [[nodiscard]] std::optional<std::size_t> byteAt(QPoint pos) const;
    /// The centre of byte @p offset in the hex column, in viewport coordinates.
    [[nodiscard]] std::optional<QPoint> pointForByte(std::size_t offset) const;

    /// The x of byte @p i of a row within a cell of @p column, and its width.
    [[nodiscard]] std::pair<qreal, qreal> byteGeometry(int column, int i) const;

signals:
    /// The user clicked byte @p offset.
    void byteSelected(qulonglong offset);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateMetrics();

    ComponentPalette m_palette;
    std::optional<Span> m_marked;
    qreal m_charWidth = 8;
};

} // namespace uri::ui
