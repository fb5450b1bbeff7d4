/**
 * @file palette.h
 * @brief The one source of colours: a hue per component, derived for the
 * current light or dark QPalette.
 *
 * The hues are those of Okabe and Ito ("Color Universal Design", 2008),
 * which stay apart for the common forms of colour blindness. From each hue
 * two colours are derived against the palette's Base: a line colour for
 * braces and labels with a contrast of at least 3:1 (WCAG 2.1 non-text
 * contrast), and a soft fill behind text that keeps Text readable.
 * Colour is never the only signal: every coloured part is labelled too.
 * Rebuild a ComponentPalette when the widget's palette changes.
 */
#pragma once

#include "text/part_kind.h"

#include <QColor>
#include <QPalette>

namespace uri::ui {

class ComponentPalette
{
public:
    ComponentPalette()
        : ComponentPalette(QPalette())
    {}
    explicit ComponentPalette(const QPalette &palette);
    /// The colours of @p palette, derived once per palette contents (by its
    /// cacheKey(), per thread): for a model's data(), asked for every cell.
    [[nodiscard]] static const ComponentPalette &of(const QPalette &palette);

    /// Whether @p palette is dark (its Window is darker than its WindowText).
    [[nodiscard]] static bool isDark(const QPalette &palette);

    /// The WCAG 2.1 contrast ratio of two colours (1 to 21).
    [[nodiscard]] static double contrast(const QColor &a, const QColor &b);

    /// A Fusion palette for a dark theme (for `--dark` and screenshots).
    [[nodiscard]] static QPalette darkPalette();

    [[nodiscard]] bool dark() const { return m_dark; }
    /// The Okabe-Ito hue of a kind, unadjusted.
    [[nodiscard]] static QColor hue(PartKind kind);
    /// For braces, outlines and labels: at least 3:1 against Base.
    [[nodiscard]] QColor line(PartKind kind) const;
    /// For text drawn in the component's colour: at least 4.5:1 against Base.
    [[nodiscard]] QColor text(PartKind kind) const;
    /// A soft background behind the component's text.
    [[nodiscard]] QColor fill(PartKind kind) const;
    /// Text, and delimiters or notes drawn less prominently.
    [[nodiscard]] QColor foreground() const { return m_text; }
    [[nodiscard]] QColor dimForeground() const { return m_dim; }
    [[nodiscard]] QColor base() const { return m_base; }
    /// The marked (selected) span.
    [[nodiscard]] QColor highlight() const { return m_highlight; }
    /// Warnings: deceptive userinfo, escapes of hidden characters.
    [[nodiscard]] QColor warning() const { return m_warning; }
    /// Errors (vermillion, adjusted).
    [[nodiscard]] QColor error() const { return m_error; }
    /// The state of the input line: a tint of Base for valid or invalid input.
    [[nodiscard]] QColor validBase() const { return m_validBase; }
    [[nodiscard]] QColor invalidBase() const { return m_invalidBase; }
    /// Differences, behind text (the Readers pane): a marked tint of Base
    /// (vermillion, stronger than invalidBase()) for "another meaning", and
    /// a light one (yellow) for "written otherwise, the same meaning".
    [[nodiscard]] QColor differenceBase() const { return m_differenceBase; }
    [[nodiscard]] QColor noticeBase() const { return m_noticeBase; }

private:
    [[nodiscard]] QColor adjusted(const QColor &hue, double minContrast) const;

    bool m_dark = false;
    QColor m_base;
    QColor m_text;
    QColor m_dim;
    QColor m_highlight;
    QColor m_warning;
    QColor m_error;
    QColor m_validBase;
    QColor m_invalidBase;
    QColor m_differenceBase;
    QColor m_noticeBase;
};

} // namespace uri::ui
