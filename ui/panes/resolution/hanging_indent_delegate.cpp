#include "panes/resolution/hanging_indent_delegate.h"

#include <QApplication>
#include <QPainter>
#include <QStyle>
#include <QTextLayout>

namespace uri::ui {

namespace {

// How a line begins: its leading spaces, then a list marker ("2. ", "C.  ")
// when it has one; both counted in characters.
struct Lead
{
    qsizetype spaces = 0;
    qsizetype marker = 0;
};

Lead leadOf(const QString &text)
{
    Lead lead;
    while (lead.spaces < text.size() && text.at(lead.spaces) == QLatin1Char(' '))
        ++lead.spaces;
    // "1." to "99." or "A." to "Z.", then at least one space
    qsizetype i = lead.spaces;
    const auto at = [&text](qsizetype k) { return k < text.size() ? text.at(k) : QChar(); };
    if (at(i).isDigit() && at(i).unicode() < 0x80) {
        ++i;
        if (at(i).isDigit() && at(i).unicode() < 0x80)
            ++i;
    } else if (at(i) >= QLatin1Char('A') && at(i) <= QLatin1Char('Z')) {
        ++i;
    } else {
        return lead;
    }
    if (at(i) != QLatin1Char('.') || at(i + 1) != QLatin1Char(' '))
        return lead;
    i += 2;
    while (at(i) == QLatin1Char(' '))
        ++i;
    lead.marker = i - lead.spaces;
    return lead;
}

const QStyle *styleOf(const QStyleOptionViewItem &option)
{
    return option.widget != nullptr ? option.widget->style() : QApplication::style();
}

} // namespace

int HangingIndentDelegate::indentOf(const QString &text, const QFontMetrics &metrics)
{
    const Lead lead = leadOf(text);
    return metrics.horizontalAdvance(text.left(lead.spaces + lead.marker));
}

void HangingIndentDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                  const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const Lead lead = leadOf(opt.text);
    const int hang = opt.fontMetrics.horizontalAdvance(opt.text.left(lead.spaces + lead.marker));
    if (hang == 0 || hang >= opt.rect.width() / 2) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QStyle *style = styleOf(opt);
    const QString marker = opt.text.mid(lead.spaces, lead.marker).trimmed();
    const QRect cell = opt.rect;
    // the row's fill across the whole cell, then the text after its hang,
    // from the top so that the marker can stand beside its first line
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, opt.widget);
    opt.text = opt.text.mid(lead.spaces + lead.marker);
    opt.rect.setLeft(cell.left() + hang);
    opt.displayAlignment = (opt.displayAlignment & Qt::AlignHorizontal_Mask) | Qt::AlignTop;
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
    if (marker.isEmpty())
        return;
    // the marker in the hang, where the item view's style puts a text
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, opt.widget) + 1;
    const int left
        = cell.left() + opt.fontMetrics.horizontalAdvance(QString(lead.spaces, QLatin1Char(' ')));
    const QPalette::ColorGroup group
        = opt.state.testFlag(QStyle::State_Enabled) ? QPalette::Normal : QPalette::Disabled;
    painter->save();
    painter->setFont(opt.font);
    painter->setPen(opt.palette.color(group, opt.state.testFlag(QStyle::State_Selected)
                                                 ? QPalette::HighlightedText
                                                 : QPalette::Text));
    // on the first line's baseline, which a fallback font (the Japanese
    // prose's) may set lower than the marker's own font would
    QTextLayout layout(opt.text, opt.font);
    layout.beginLayout();
    QTextLine first = layout.createLine();
    first.setLineWidth(opt.rect.width());
    layout.endLayout();
    painter->drawText(QPointF(left + margin, cell.top() + first.ascent()), marker);
    painter->restore();
}

QSize HangingIndentDelegate::sizeHint(const QStyleOptionViewItem &option,
                                      const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const Lead lead = leadOf(opt.text);
    const int hang = opt.fontMetrics.horizontalAdvance(opt.text.left(lead.spaces + lead.marker));
    // a view that wraps gives the column's width; without one, one line
    if (hang == 0 || opt.rect.width() <= 0 || hang >= opt.rect.width() / 2)
        return QStyledItemDelegate::sizeHint(option, index);
    opt.text = opt.text.mid(lead.spaces + lead.marker);
    opt.rect.setWidth(opt.rect.width() - hang);
    QSize size = styleOf(opt)->sizeFromContents(QStyle::CT_ItemViewItem, &opt, QSize(), opt.widget);
    size.rwidth() += hang;
    return size;
}

} // namespace uri::ui
