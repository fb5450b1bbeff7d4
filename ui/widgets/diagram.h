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

#include <memory>
#include <optional>

namespace uri::ui {

class AnatomyView;

/// The width of a diagram in pixels: a 16:9 slide of 960x540.
inline constexpr int kDiagramWidth = 960;
/// The most pixels of a PNG: a long input's is drawn at fewer than twice
/// the pixels (never fewer than once) to stay within it.
inline constexpr qint64 kDiagramMaxPixels = 40'000'000;

enum class DiagramFormat { Svg, Png };

/// The format a file's name asks for (.svg or .png, any case); none for another.
[[nodiscard]] std::optional<DiagramFormat> diagramFormat(const QString &path);

/**
 * @brief What an AnatomyView draws (its models, at the normal zoom,
 * kDiagramWidth wide and as tall as the drawing, nothing marked), laid out
 * once and written as SVG, PNG or both.
 */
class Diagram
{
public:
    explicit Diagram(const AnatomyView &source);
    ~Diagram();
    Diagram(const Diagram &) = delete;
    Diagram &operator=(const Diagram &) = delete;

    /// The SVG document, titled with @p input as the window escapes it.
    /// Every character is one XML 1.0 allows: any other (U+FFFE, U+FFFF)
    /// is written as U+FFFD.
    [[nodiscard]] QByteArray svg(const QString &input) const;
    /// The drawing at @p scale times its pixels, or fewer within
    /// kDiagramMaxPixels.
    [[nodiscard]] QImage image(qreal scale = 2) const;
    /// Write to @p path in the format its name says: "" when written, else
    /// why not (the name says no format; the file's error).
    [[nodiscard]] QString write(const QString &path, const QString &input) const;

private:
    std::unique_ptr<AnatomyView> m_view;
};

} // namespace uri::ui
