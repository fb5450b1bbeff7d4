#include "widgets/highlight_delegate.h"

#include "utils/display_cells.h"

#include <QApplication>
#include <QCoreApplication>
#include <QLocale>
#include <QPainter>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace uri::ui {

HighlightedText highlightedText(std::string_view bytes, const std::vector<Span> &marks,
                                std::size_t maxBytes)
{
    HighlightedText out;
    // The shown range of each mark comes from the cells its ends fall in:
    // the byte offsets asked about, sorted, are answered in one walk.
    struct Query
    {
        std::size_t byte; ///< the cell holding this byte, or the first after it
        qsizetype start;  ///< where that cell starts in the shown text
        qsizetype end;    ///< and where it ends
    };
    std::vector<Query> queries;
    queries.reserve(2 * marks.size());
    for (const Span &mark : marks) {
        if (mark.offset > bytes.size())
            continue;
        queries.push_back({mark.offset, -1, -1});
        if (!mark.empty())
            queries.push_back({std::min(mark.end(), bytes.size()) - 1, -1, -1});
    }
    std::sort(queries.begin(), queries.end(),
              [](const Query &a, const Query &b) { return a.byte < b.byte; });
    std::size_t next = 0;
    // the bytes shown: a character across the cut is shown whole
    std::size_t shownBytes = 0;
    forEachDisplayCell(
        bytes, std::min(maxBytes, bytes.size()), false, [&](const DisplayCell &cell) {
            shownBytes = cell.bytes.end();
            const qsizetype start = out.text.size();
            out.text += cell.text;
            for (; next < queries.size() && queries[next].byte < cell.bytes.end(); ++next) {
                queries[next].start = start;
                queries[next].end = out.text.size();
            }
        });
    for (; next < queries.size(); ++next) // at the end, or past what is shown
        queries[next].start = queries[next].end = out.text.size();
    const auto answer = [&queries](std::size_t byte) {
        return *std::partition_point(queries.begin(), queries.end(),
                                     [byte](const Query &q) { return q.byte < byte; });
    };
    for (const Span &mark : marks) {
        if (mark.offset > bytes.size() || (shownBytes < bytes.size() && mark.offset >= shownBytes))
            continue; // not shown
        const Query first = answer(mark.offset);
        if (mark.empty()) {
            out.ranges.append(QPoint(static_cast<int>(first.start), 0));
            continue;
        }
        const Query last = answer(std::min(mark.end(), bytes.size()) - 1);
        out.ranges.append(
            QPoint(static_cast<int>(first.start), static_cast<int>(last.end - first.start)));
    }
    if (shownBytes < bytes.size()) {
        //: after the first part of a long text; %1 is a number of bytes
        out.text
            += QCoreApplication::translate("uri::ui::HighlightDelegate", "\u2026 (%1 more bytes)")
                   .arg(QLocale().toString(static_cast<qulonglong>(bytes.size() - shownBytes)));
    }
    return out;
}

MarkedText markedText(const HighlightedText &text, const QColor &fill)
{
    // the marks sorted by start; removals are a caret between characters
    HighlightRanges ranges = text.ranges;
    std::sort(ranges.begin(), ranges.end(),
              [](const QPoint &a, const QPoint &b) { return a.x() < b.x(); });
    MarkedText marked;
    QTextCharFormat mark;
    mark.setFontWeight(QFont::Bold);
    mark.setBackground(fill);
    QTextCharFormat underlined = mark;
    underlined.setFontUnderline(true);
    qsizetype at = 0;
    for (const QPoint &r : ranges) {
        if (r.x() < at)
            continue; // overlaps the previous mark
        marked.text += text.text.mid(at, r.x() - at);
        const auto start = static_cast<int>(marked.text.size());
        if (r.y() == 0) {
            marked.text += QChar(0x2038);
            marked.formats.push_back({start, 1, mark});
        } else {
            marked.text += text.text.mid(r.x(), r.y());
            marked.formats.push_back({start, r.y(), underlined});
        }
        at = r.x() + r.y();
    }
    marked.text += text.text.mid(at);
    return marked;
}

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
