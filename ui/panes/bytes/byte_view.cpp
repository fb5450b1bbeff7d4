#include "panes/bytes/byte_view.h"

#include "analysis/roles.h"
#include "panes/bytes/byte_model.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHeaderView>
#include <QMouseEvent>
#include <QPainter>
#include <QStyledItemDelegate>

namespace uri::ui {

namespace {

constexpr qreal kPadding = 4;

/// Paints the hex and character cells byte by byte.
class ByteDelegate : public QStyledItemDelegate
{
public:
    explicit ByteDelegate(ByteView *view)
        : QStyledItemDelegate(view)
        , m_view(view)
    {}

    void paint(QPainter *p, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        if (index.column() == ByteModel::OffsetColumn) {
            QStyleOptionViewItem o = option;
            o.state &= ~QStyle::State_Selected;
            QStyledItemDelegate::paint(p, o, index);
            return;
        }
        const ComponentPalette &palette = m_view->componentPalette();
        const QByteArray kinds = index.data(ByteKindsRole).toByteArray();
        const Span row = index.data(SpanRole).value<Span>();
        const auto marked = m_view->markedSpan();
        const QString text = index.data().toString();
        p->save();
        p->setFont(m_view->font());
        for (int i = 0; i < kinds.size(); ++i) {
            const auto [x, w] = m_view->byteGeometry(index.column(), i);
            const QRectF cell(option.rect.left() + x, option.rect.top(), w, option.rect.height());
            const std::size_t offset = row.offset + static_cast<std::size_t>(i);
            const bool isMarked = marked && offset >= marked->offset && offset < marked->end();
            if (isMarked) {
                p->fillRect(cell, palette.highlight());
                p->setPen(option.palette.color(QPalette::HighlightedText));
            } else {
                if (kinds[i] != kDelimiterKind)
                    p->fillRect(cell, palette.fill(static_cast<PartKind>(kinds[i])));
                p->setPen(kinds[i] == kDelimiterKind ? palette.dimForeground()
                                                     : palette.foreground());
            }
            const QString glyphs = index.column() == ByteModel::HexColumn
                                       ? text.mid(i * 3 + (i >= 8 ? 1 : 0), 2)
                                       : text.mid(i, 1);
            p->drawText(cell, Qt::AlignCenter, glyphs);
        }
        p->restore();
    }

private:
    ByteView *m_view;
};

} // namespace

ByteView::ByteView(QWidget *parent)
    : QTableView(parent)
    , m_palette(palette())
{
    setItemDelegate(new ByteDelegate(this));
    setSelectionMode(QAbstractItemView::NoSelection);
    setShowGrid(false);
    setWordWrap(false);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setStretchLastSection(true);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    updateMetrics();
}

void ByteView::setByteModel(ByteModel *model)
{
    setModel(model);
    updateMetrics();
}

void ByteView::updateMetrics()
{
    const QFontMetricsF fm(font());
    m_charWidth = fm.horizontalAdvance(QLatin1Char('0'));
    verticalHeader()->setDefaultSectionSize(static_cast<int>(fm.height()) + 4);
    setColumnWidth(ByteModel::OffsetColumn, static_cast<int>(m_charWidth * 10 + 2 * kPadding));
    setColumnWidth(
        ByteModel::HexColumn,
        static_cast<int>(m_charWidth * (ByteModel::kBytesPerRow * 3 + 1) + 2 * kPadding));
}

std::pair<qreal, qreal> ByteView::byteGeometry(int column, int i) const
{
    if (column == ByteModel::HexColumn) {
        const qreal x = kPadding + m_charWidth * (i * 3 + (i >= 8 ? 1 : 0)) - m_charWidth / 2;
        return {std::max<qreal>(0, x), m_charWidth * 3};
    }
    return {kPadding + m_charWidth * i, m_charWidth};
}

void ByteView::markSpan(Span span)
{
    m_marked = span;
    if (model() && model()->rowCount() > 0) {
        const int row = std::min(ByteModel::rowOf(span.offset), model()->rowCount() - 1);
        scrollTo(model()->index(row, ByteModel::HexColumn));
    }
    viewport()->update();
}

std::optional<std::size_t> ByteView::byteAt(QPoint pos) const
{
    const QModelIndex index = indexAt(pos);
    if (!index.isValid() || index.column() == ByteModel::OffsetColumn)
        return std::nullopt;
    const Span row = index.data(SpanRole).value<Span>();
    const qreal x = pos.x() - visualRect(index).left();
    for (int i = 0; i < static_cast<int>(row.length); ++i) {
        const auto [bx, bw] = byteGeometry(index.column(), i);
        if (x >= bx && x < bx + bw)
            return row.offset + static_cast<std::size_t>(i);
    }
    return std::nullopt;
}

std::optional<QPoint> ByteView::pointForByte(std::size_t offset) const
{
    if (!model())
        return std::nullopt;
    const QModelIndex index = model()->index(ByteModel::rowOf(offset), ByteModel::HexColumn);
    if (!index.isValid())
        return std::nullopt;
    const QRect rect = visualRect(index);
    const auto [x, w]
        = byteGeometry(ByteModel::HexColumn, static_cast<int>(offset % ByteModel::kBytesPerRow));
    return QPoint(rect.left() + static_cast<int>(x + w / 2), rect.center().y());
}

void ByteView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        if (const auto offset = byteAt(event->position().toPoint())) {
            emit byteSelected(*offset);
            event->accept();
            return;
        }
    }
    QTableView::mousePressEvent(event);
}

void ByteView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        m_palette = ComponentPalette(palette());
        viewport()->update();
    } else if (event->type() == QEvent::FontChange) {
        updateMetrics();
    }
    QTableView::changeEvent(event);
}

} // namespace uri::ui
