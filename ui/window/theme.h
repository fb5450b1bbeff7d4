/**
 * @file theme.h
 * @brief The window's colours: the desktop's own (System), or Qt's Fusion
 * style with a light or a dark palette.
 */
#pragma once

#include <QIcon>
#include <QString>
#include <QStyle>

#include <optional>

namespace uri::ui {

enum class Theme {
    System, ///< the style and palette the desktop gave at start
    Light,  ///< Fusion, its standard (light) palette
    Dark,   ///< Fusion, ComponentPalette::darkPalette()
};

/**
 * @brief Applies a theme to the whole application. The desktop's style and
 * palette are taken the first time a theme is applied (or captureSystem()
 * is called), before anything changes them, so that System can go back to
 * them.
 */
class ThemeManager
{
public:
    /// Remember the desktop's style and palette, once.
    static void captureSystem();
    static void apply(Theme theme);
    /// "system", "light", "dark" and back.
    [[nodiscard]] static QString code(Theme theme);
    [[nodiscard]] static std::optional<Theme> fromCode(const QString &code);
};

/**
 * @brief The application style's standard icon @p icon, kept until the
 * style changes: Fusion reads its icons from files on every call, and the
 * window asks for some on every key. On the UI thread only.
 */
[[nodiscard]] QIcon standardIcon(QStyle::StandardPixmap icon);

/// The desktop theme's icon @p name (freedesktop naming), or the style's
/// @p fallback where the theme has none.
[[nodiscard]] QIcon themeIcon(const char *name, QStyle::StandardPixmap fallback);

} // namespace uri::ui
