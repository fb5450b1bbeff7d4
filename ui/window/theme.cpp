#include "window/theme.h"

#include "common/palette.h"

#include <QApplication>
#include <QHash>
#include <QPalette>
#include <QPointer>
#include <QStyle>
#include <QStyleFactory>

namespace uri::ui {

namespace {

struct SystemLook
{
    bool captured = false;
    QString style; ///< QStyle::name()
    QPalette palette;
};

SystemLook &systemLook()
{
    static SystemLook look;
    return look;
}

} // namespace

void ThemeManager::captureSystem()
{
    SystemLook &look = systemLook();
    if (look.captured)
        return;
    look.captured = true;
    look.style = QApplication::style()->name();
    look.palette = QApplication::palette();
}

void ThemeManager::apply(Theme theme)
{
    captureSystem();
    const SystemLook &look = systemLook();
    switch (theme) {
    case Theme::System:
        QApplication::setStyle(QStyleFactory::create(look.style));
        QApplication::setPalette(look.palette);
        return;
    case Theme::Light: {
        QStyle *fusion = QStyleFactory::create(QStringLiteral("Fusion"));
        QApplication::setStyle(fusion);
        QApplication::setPalette(fusion->standardPalette());
        return;
    }
    case Theme::Dark:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(ComponentPalette::darkPalette());
        return;
    }
}

QString ThemeManager::code(Theme theme)
{
    switch (theme) {
    case Theme::System:
        return QStringLiteral("system");
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    }
    return {};
}

std::optional<Theme> ThemeManager::fromCode(const QString &code)
{
    for (const Theme theme : {Theme::System, Theme::Light, Theme::Dark}) {
        if (code == ThemeManager::code(theme))
            return theme;
    }
    return std::nullopt;
}

QIcon standardIcon(QStyle::StandardPixmap icon)
{
    static QPointer<QStyle> style;
    static QHash<QStyle::StandardPixmap, QIcon> icons;
    if (style != QApplication::style()) {
        style = QApplication::style();
        icons.clear();
    }
    auto it = icons.find(icon);
    if (it == icons.end())
        it = icons.insert(icon, style->standardIcon(icon));
    return *it;
}

QIcon themeIcon(const char *name, QStyle::StandardPixmap fallback)
{
    return QIcon::fromTheme(QString::fromLatin1(name), standardIcon(fallback));
}

} // namespace uri::ui
