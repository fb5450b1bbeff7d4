#include "widgets/highlight_delegate.h"

#include "analysis/roles.h"
#include "common/display_cells.h"

#include <QApplication>
#include <QCoreApplication>
#include <QLocale>
#include <QPainter>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace uri::ui {

QColor HighlightDelegate::markFill(const QPalette &palette)
{
    // a tint of Highlight over Base: Text stays readable on it (light and dark)
    const QColor base = palette.color(QPalette::Base);
    const QColor mark = palette.color(QPalette::Highlight);
    const auto mix = [](int a, int b) { return (a * 3 + b) / 4; };
    return QColor(mix(base.red(), mark.red()), mix(base.green(), mark.green()),
                  mix(base.blue(), mark.blue()));
}

void HighlightDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const
{
    const HighlightRanges ranges = index.data(HighlightsRole).value<HighlightRanges>();
    if (ranges.isEmpty()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
    const QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, opt.widget);
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, opt.widget) + 1;

    QTextCharFormat marked;
    marked.setFontWeight(QFont::Bold);
    marked.setFontUnderline(true);
    marked.setBackground(markFill(opt.palette));
    QList<QTextLayout::FormatRange> formats;
    for (const QPoint &r : ranges) {
        if (r.y() > 0)
            formats.append({r.x(), r.y(), marked});
    }
    QTextLayout layout(text, opt.font);
    layout.setFormats(formats);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    if (!line.isValid()) {
        layout.endLayout();
        return;
    }
    line.setLineWidth(1e6);
    layout.endLayout();

    painter->save();
    painter->setClipRect(textRect);
    const bool selected = opt.state & QStyle::State_Selected;
    painter->setPen(opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    const QPointF origin(textRect.left() + margin,
                         textRect.top() + (textRect.height() - line.height()) / 2);
    layout.draw(painter, origin);
    for (const QPoint &r : ranges) {
        if (r.y() != 0)
            continue;
        // a removal: a bar between the characters around it
        const qreal x = origin.x() + line.cursorToX(r.x());
        painter->fillRect(
            QRectF(x - 1, origin.y(), 2, line.height()),
            opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Highlight));
    }
    painter->restore();
}

QSize HighlightDelegate::sizeHint(const QStyleOptionViewItem &option,
                                  const QModelIndex &index) const
{
    if (const QVariant hint = index.data(Qt::SizeHintRole); hint.isValid())
        return hint.value<QSize>();
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    // marked characters are bold: room for all of them bold
    const bool bold = !index.data(HighlightsRole).value<HighlightRanges>().isEmpty();
    const bool wrap = (opt.features & QStyleOptionViewItem::WrapText) != 0;
    SizeKey key{opt.text,
                opt.font.key(),
                wrap ? opt.rect.width() : 0,
                bold,
                static_cast<int>(opt.features),
                opt.decorationSize};
    if (const auto found = m_sizes.constFind(key); found != m_sizes.cend())
        return *found;
    const QSize size = measure(opt, bold);
    if (m_sizes.size() >= kMaxSizes)
        m_sizes.clear();
    m_sizes.insert(std::move(key), size);
    return size;
}

QSize HighlightDelegate::measure(const QStyleOptionViewItem &option, bool bold) const
{
    QStyleOptionViewItem opt = option;
    QFont measured = opt.font;
    measured.setBold(bold || measured.bold());
    const QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    // A long run of ASCII in a font whose letters all advance alike (a rung
    // of the ladder, perhaps with the note of a cut after it) is its length
    // times one advance wide; measuring it would shape all of it, for every
    // size hint the view asks for. (Qt calls some monospaced fonts, Noto Sans
    // Mono among them, not of fixed pitch: the advances of a narrow and a
    // wide letter tell.)
    constexpr qsizetype kMeasuredLength = 256;
    const QString text = opt.text;
    const qsizetype ascii
        = std::find_if(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() < 0x20 || c.unicode() >= 0x7F; })
          - text.begin();
    const QFontMetricsF metrics(measured);
    const qreal advance = metrics.horizontalAdvance(QLatin1Char('W'));
    if (ascii > kMeasuredLength && text.size() - ascii <= kMeasuredLength
        && metrics.horizontalAdvance(QLatin1Char('i')) == advance
        && metrics.horizontalAdvance(QLatin1Char('.')) == advance) {
        opt.text = text.left(1);
        QSize size = style->sizeFromContents(QStyle::CT_ItemViewItem, &opt, QSize(), opt.widget);
        const qreal rest
            = advance * static_cast<qreal>(ascii - 1) + metrics.horizontalAdvance(text.mid(ascii));
        size.setWidth(size.width() + static_cast<int>(std::ceil(rest)));
        return size;
    }
    QSize size = style->sizeFromContents(QStyle::CT_ItemViewItem, &opt, QSize(), opt.widget);
    if (measured.bold() != opt.font.bold())
        size.setWidth(
            std::max(size.width(), QFontMetrics(measured).horizontalAdvance(opt.text) + 12));
    return size;
}

} // namespace uri::ui
