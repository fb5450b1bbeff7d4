#include "widgets/diagram.h"

#include "common/display_cells.h"
#include "common/span_mapping.h"
#include "widgets/anatomy_view.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontInfo>
#include <QHash>
#include <QPainter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace uri::ui {

namespace {

// Whether XML 1.0 allows the character @p c (§2.2, the Char production):
// tab, line feed, carriage return, U+0020 to U+D7FF, U+E000 to U+FFFD and
// the planes above.
bool isXmlChar(char32_t c)
{
    return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF)
           || (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
}

// The SVG as a slide tool reads it. QSvgGenerator names the fonts as they
// were asked for ("Sans Serif", "Monospace": no font a slide tool knows):
// each is named instead as the font drawn, with the CSS generic family after
// it (SVG 1.1 §10.10). And it writes any character it draws, where XML 1.0
// has none for U+FFFE and U+FFFF: those become U+FFFD.
QByteArray forSlides(const QByteArray &svg)
{
    static const QRegularExpression kFamily(QStringLiteral("font-family=\"([^\"]*)\""));
    const QString text = QString::fromUtf8(svg);
    QHash<QString, QString> named;
    QString out;
    qsizetype last = 0;
    for (auto it = kFamily.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString asked = m.captured(1);
        auto found = named.constFind(asked);
        if (found == named.cend()) {
            const QFontInfo info{QFont(asked)};
            found = named.insert(asked, info.family() + QStringLiteral(", ")
                                            + (info.fixedPitch() ? QStringLiteral("monospace")
                                                                 : QStringLiteral("sans-serif")));
        }
        out += QStringView(text).mid(last, m.capturedStart(1) - last);
        out += found->toHtmlEscaped();
        last = m.capturedEnd(1);
    }
    out += QStringView(text).mid(last);
    QString xml;
    xml.reserve(out.size());
    for (const char32_t c : out.toUcs4())
        xml += QString::fromUcs4(isXmlChar(c) ? &c : U"\uFFFD", 1);
    return xml.toUtf8();
}

} // namespace

std::optional<DiagramFormat> diagramFormat(const QString &path)
{
    if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive))
        return DiagramFormat::Svg;
    if (path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
        return DiagramFormat::Png;
    return std::nullopt;
}

// Shown off screen, so that its fonts and layout are those of the window.
Diagram::Diagram(const AnatomyView &source)
    : m_view(std::make_unique<AnatomyView>())
{
    m_view->setAttribute(Qt::WA_DontShowOnScreen);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setModels(source.componentsModel(), source.diagnosticsModel());
    m_view->resize(kDiagramWidth, 100);
    m_view->show();
    // the height follows the wrapping at that width; the second layout is
    // at the same width, so the same wrapping
    m_view->resize(kDiagramWidth, static_cast<int>(std::ceil(m_view->contentSize().height())));
}

Diagram::~Diagram() = default;

QByteArray Diagram::svg(const QString &input) const
{
    QByteArray svg;
    QBuffer buffer(&svg);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(m_view->viewport()->size());
    generator.setViewBox(m_view->viewport()->rect());
    // the screen's resolution, so that a font of N points is as many
    // pixels in the SVG as in the layout (the generator's own is 72 dpi)
    generator.setResolution(m_view->logicalDpiX());
    // the input's controls and bidi characters as escapes; Qt 6.4 writes
    // the title unescaped, where an "&" or a "<" would make the SVG no XML
    generator.setTitle(escapedText(SpanMapping::inputBytes(input), 1000).toHtmlEscaped());
    generator.setDescription(QStringLiteral("URI Inspector"));
    {
        QPainter painter(&generator);
        m_view->viewport()->render(&painter);
    }
    return forSlides(svg);
}

QImage Diagram::image(qreal scale) const
{
    const QSize size = m_view->viewport()->size();
    const auto pixels = static_cast<double>(size.width()) * size.height();
    scale = std::max(1.0,
                     std::min(scale, std::sqrt(static_cast<double>(kDiagramMaxPixels) / pixels)));
    // rounded down: within kDiagramMaxPixels
    QImage image(static_cast<int>(size.width() * scale), static_cast<int>(size.height() * scale),
                 QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        m_view->viewport()->render(&painter);
    }
    return image;
}

QString Diagram::write(const QString &path, const QString &input) const
{
    const auto format = diagramFormat(path);
    if (!format) {
        return QCoreApplication::translate("uri::ui::Diagram",
                                           "a diagram is saved as SVG (.svg) or PNG (.png)");
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    if (*format == DiagramFormat::Svg) {
        file.write(svg(input));
    } else if (!image().save(&file, "PNG")) {
        file.cancelWriting();
        return QCoreApplication::translate("uri::ui::Diagram", "the PNG could not be encoded");
    }
    return file.commit() ? QString() : file.errorString();
}

} // namespace uri::ui
