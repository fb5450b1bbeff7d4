#include "widgets/diagram.h"

#include "common/display_cells.h"
#include "common/span_mapping.h"
#include "widgets/anatomy_view.h"

#include <QBuffer>
#include <QFontInfo>
#include <QHash>
#include <QPainter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSvgGenerator>

#include <cmath>
#include <memory>

namespace uri::ui {

namespace {

// An anatomy laid out at the diagram's width and as tall as its drawing,
// shown off screen so that its fonts and layout are those of the window.
std::unique_ptr<AnatomyView> laidOut(const AnatomyView &source)
{
    auto view = std::make_unique<AnatomyView>();
    view->setAttribute(Qt::WA_DontShowOnScreen);
    view->setFrameShape(QFrame::NoFrame);
    view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->setModels(source.componentsModel(), source.diagnosticsModel());
    view->resize(kDiagramWidth, 100);
    view->show();
    // the height follows the wrapping at that width; a second pass is the
    // same width, so the same wrapping
    view->resize(kDiagramWidth, static_cast<int>(std::ceil(view->contentSize().height())));
    return view;
}

// QSvgGenerator names the fonts as they were asked for ("Sans Serif",
// "Monospace": no font a slide tool knows); each is named instead as the
// font drawn, with the CSS generic family after it (SVG 1.1 §10.10).
QByteArray withFontsNamed(const QByteArray &svg)
{
    static const QRegularExpression kFamily(QStringLiteral("font-family=\"([^\"]*)\""));
    QString text = QString::fromUtf8(svg);
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
    return out.toUtf8();
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

QByteArray diagramSvg(const AnatomyView &source, const QString &input)
{
    const auto view = laidOut(source);
    QByteArray svg;
    QBuffer buffer(&svg);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(view->viewport()->size());
    generator.setViewBox(view->viewport()->rect());
    // the screen's resolution, so that a font of N points is as many
    // pixels in the SVG as in the layout (the generator's own is 72 dpi)
    generator.setResolution(view->logicalDpiX());
    // the controls and bidi characters of the input as escapes (XML 1.0 has
    // no controls); Qt 6.4 writes the title unescaped, where an "&" or a "<"
    // would make the SVG no XML
    generator.setTitle(escapedText(SpanMapping::inputBytes(input), 1000).toHtmlEscaped());
    generator.setDescription(QStringLiteral("URI Inspector"));
    {
        QPainter painter(&generator);
        view->viewport()->render(&painter);
    }
    return withFontsNamed(svg);
}

QImage diagramImage(const AnatomyView &source, qreal scale)
{
    const auto view = laidOut(source);
    const QSize size = view->viewport()->size();
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        view->viewport()->render(&painter);
    }
    return image;
}

bool writeDiagram(const QString &path, const AnatomyView &source, const QString &input)
{
    const auto format = diagramFormat(path);
    if (!format)
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    if (*format == DiagramFormat::Svg) {
        file.write(diagramSvg(source, input));
    } else if (!diagramImage(source).save(&file, "PNG")) {
        file.cancelWriting();
        return false;
    }
    return file.commit();
}

} // namespace uri::ui
