#include "widgets/wrap_label.h"

#include "common/japanese_breaks.h"

#include <QClipboard>
#include <QContextMenuEvent>
#include <QGuiApplication>
#include <QMenu>
#include <QPainter>
#include <QStyle>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace uri::ui {

namespace {

/// The label's text for a QTextLayout, which breaks lines at U+2028, not at "\n".
QString layoutText(QString text)
{
    return text.replace(QLatin1Char('\n'), QChar::LineSeparator);
}

} // namespace

WrapLabel::WrapLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(true); // QLabel's height-for-width size policy
}

void WrapLabel::setMarkedText(const QString &text, const QList<QTextLayout::FormatRange> &formats)
{
    m_formats = formats;
    m_formatted = text;
    m_lastHeight.width = -1; // bold marks are wider
    setText(text);
    updateGeometry(); // the same text, other formats: other widths
    update();
}

QList<QTextLayout::FormatRange> WrapLabel::formats() const
{
    return text() == m_formatted ? m_formats : QList<QTextLayout::FormatRange>();
}

QSize WrapLabel::chrome() const
{
    const QMargins m = contentsMargins();
    return {m.left() + m.right() + 2 * margin(), m.top() + m.bottom() + 2 * margin()};
}

int WrapLabel::layOut(QTextLayout &layout, int width) const
{
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    option.setTextDirection(layoutDirection());
    option.setAlignment(QStyle::visualAlignment(layoutDirection(), alignment()));
    layout.setTextOption(option);
    layout.setFont(font());
    layout.setFormats(formats());
    const qreal lineWidth = std::max(1, width);
    qreal y = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(lineWidth);
        line.setPosition(QPointF(0, y));
        y += line.height();
    }
    layout.endLayout();
    return static_cast<int>(std::ceil(y));
}

int WrapLabel::heightForWidth(int width) const
{
    if (text().isEmpty())
        return chrome().height();
    if (m_lastHeight.width == width && m_lastHeight.text == text() && m_lastHeight.font == font())
        return m_lastHeight.height;
    QTextLayout layout(layoutText(text()));
    const int height = layOut(layout, width - chrome().width()) + chrome().height();
    m_lastHeight = {text(), font(), width, height};
    return height;
}

int WrapLabel::naturalWidth() const
{
    const QFontMetrics metrics = fontMetrics();
    int widest = 0;
    for (const QString &line : text().split(QLatin1Char('\n')))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

QSize WrapLabel::sizeHint() const
{
    // as QLabel: lines of about 80 characters at most
    const int width = std::min(naturalWidth(), 80 * fontMetrics().averageCharWidth());
    return {width + chrome().width(), heightForWidth(width + chrome().width())};
}

QSize WrapLabel::minimumSizeHint() const
{
    // a dozen characters: the words that do not fit are broken, not the
    // layout; as QLabel, the height of the lines unbroken (the layout gives
    // the height for the width it sets)
    const int natural = naturalWidth();
    const int width = std::min(natural, 12 * fontMetrics().averageCharWidth());
    return {width + chrome().width(), heightForWidth(natural + chrome().width())};
}

void WrapLabel::paintEvent(QPaintEvent * /*event*/)
{
    QPainter painter(this);
    drawFrame(&painter);
    const QRect area = contentsRect().adjusted(margin(), margin(), -margin(), -margin());
    QTextLayout layout(layoutText(text()));
    const int height = layOut(layout, area.width());
    // squeezed below its height, the first lines are shown
    const int room = std::max(0, area.height() - height);
    qreal top = area.top();
    if (alignment() & Qt::AlignVCenter)
        top += room / 2.0;
    else if (alignment() & Qt::AlignBottom)
        top += room;
    painter.setPen(palette().color(foregroundRole()));
    layout.draw(&painter, QPointF(area.left(), top));
}

void WrapLabel::contextMenuEvent(QContextMenuEvent *event)
{
    if (text().isEmpty())
        return;
    QMenu menu(this);
    menu.addAction(tr("&Copy"), this,
                   [this] { QGuiApplication::clipboard()->setText(withoutWordJoiners(text())); });
    menu.exec(event->globalPos());
}

} // namespace uri::ui
