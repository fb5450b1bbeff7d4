/**
 * @file diagram.h
 * @brief The anatomy drawn for a slide or a handout, without the window:
 * SVG whose labels stay text (a slide tool can edit them, the fonts named),
 * or PNG at twice the pixels; light or dark as the palette is.
 */
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

#include <optional>

namespace uri::ui {

class AnatomyView;

/// The width of a diagram in pixels: a 16:9 slide of 960x540.
inline constexpr int kDiagramWidth = 960;

enum class DiagramFormat { Svg, Png };

/// The format a file's name asks for (.svg or .png, any case); none for another.
[[nodiscard]] std::optional<DiagramFormat> diagramFormat(const QString &path);

/// What @p source draws (its models, at the normal zoom and kDiagramWidth
/// wide, nothing marked) as an SVG document, titled with @p input as the
/// window escapes it (every character visible, and XML).
[[nodiscard]] QByteArray diagramSvg(const AnatomyView &source, const QString &input);

/// The same drawing as an image of @p scale times kDiagramWidth pixels wide.
[[nodiscard]] QImage diagramImage(const AnatomyView &source, qreal scale = 2);

/// Write the diagram to @p path in the format its name says; false when the
/// name says no format or the file cannot be written.
bool writeDiagram(const QString &path, const AnatomyView &source, const QString &input);

} // namespace uri::ui
