#include "common/palette.h"

#include <algorithm>
#include <cmath>

namespace uri::ui {

namespace {

// Okabe-Ito
const QColor kOrange(0xE6, 0x9F, 0x00);
const QColor kSkyBlue(0x56, 0xB4, 0xE9);
const QColor kBluishGreen(0x00, 0x9E, 0x73);
const QColor kYellow(0xF0, 0xE4, 0x42);
const QColor kBlue(0x00, 0x72, 0xB2);
const QColor kVermillion(0xD5, 0x5E, 0x00);
const QColor kReddishPurple(0xCC, 0x79, 0xA7);
const QColor kGrey(0x99, 0x99, 0x99);

double channel(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &c)
{
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

QColor blend(const QColor &over, const QColor &under, double alpha)
{
    return QColor::fromRgbF(
        static_cast<float>(over.redF() * alpha + under.redF() * (1 - alpha)),
        static_cast<float>(over.greenF() * alpha + under.greenF() * (1 - alpha)),
        static_cast<float>(over.blueF() * alpha + under.blueF() * (1 - alpha)));
}

} // namespace

ComponentPalette::ComponentPalette(const QPalette &palette)
    : m_dark(isDark(palette))
    , m_base(palette.color(QPalette::Active, QPalette::Base))
    , m_text(palette.color(QPalette::Active, QPalette::Text))
{
    m_dim = blend(m_text, m_base, 0.6);
    m_highlight = palette.color(QPalette::Active, QPalette::Highlight);
    m_warning = adjusted(kOrange, 3.0);
    m_error = adjusted(kVermillion, 4.5);
    m_validBase = blend(kBluishGreen, m_base, m_dark ? 0.22 : 0.12);
    m_invalidBase = blend(kVermillion, m_base, m_dark ? 0.25 : 0.12);
    m_differenceBase = blend(kVermillion, m_base, m_dark ? 0.38 : 0.24);
    m_noticeBase = blend(kYellow, m_base, m_dark ? 0.14 : 0.18);
}

const ComponentPalette &ComponentPalette::of(const QPalette &palette)
{
    // each contrast is a few pow() calls: not once per cell
    thread_local ComponentPalette cached{palette};
    thread_local qint64 key = palette.cacheKey();
    if (palette.cacheKey() != key) {
        cached = ComponentPalette(palette);
        key = palette.cacheKey();
    }
    return cached;
}

bool ComponentPalette::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightnessF()
           < palette.color(QPalette::WindowText).lightnessF();
}

double ComponentPalette::contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor ComponentPalette::hue(PartKind kind)
{
    switch (kind) {
    case PartKind::Scheme:
        return kReddishPurple;
    case PartKind::Authority:
        return kBlue;
    case PartKind::Userinfo:
    case PartKind::User:
    case PartKind::Password:
        return kOrange;
    case PartKind::Host:
    case PartKind::HostLabel:
    case PartKind::RegistrableDomain:
    case PartKind::IpAddress:
    case PartKind::ZoneId:
        return kBluishGreen;
    case PartKind::Port:
        return kSkyBlue;
    case PartKind::Path:
    case PartKind::Segment:
    case PartKind::PathParams:
        return kVermillion;
    case PartKind::Query:
    case PartKind::Param:
    case PartKind::ParamKey:
    case PartKind::ParamValue:
        return kYellow;
    case PartKind::Fragment:
    case PartKind::More:
        return kGrey;
    }
    return kGrey;
}

QColor ComponentPalette::adjusted(const QColor &hue, double minContrast) const
{
    // Move the hue towards Text (darker on light Base, lighter on dark Base)
    // until it stands out enough from Base.
    QColor c = hue;
    for (int step = 1; step <= 20 && contrast(c, m_base) < minContrast; ++step)
        c = blend(m_text, hue, step / 20.0);
    return c;
}

QColor ComponentPalette::line(PartKind kind) const
{
    return adjusted(hue(kind), 3.0);
}

QColor ComponentPalette::text(PartKind kind) const
{
    return adjusted(hue(kind), 4.5);
}

QColor ComponentPalette::fill(PartKind kind) const
{
    return blend(hue(kind), m_base, m_dark ? 0.30 : 0.22);
}

QPalette ComponentPalette::darkPalette()
{
    QPalette p;
    const QColor window(0x2B, 0x2B, 0x2B);
    const QColor base(0x1E, 0x1E, 0x1E);
    const QColor text(0xE6, 0xE6, 0xE6);
    const QColor disabled(0x80, 0x80, 0x80);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
    p.setColor(QPalette::ToolTipBase, QColor(0x3A, 0x3A, 0x3A));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9A, 0x9A, 0x9A));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xFF, 0x80, 0x80));
    p.setColor(QPalette::Light, QColor(0x4A, 0x4A, 0x4A));
    p.setColor(QPalette::Midlight, QColor(0x3E, 0x3E, 0x3E));
    p.setColor(QPalette::Mid, QColor(0x30, 0x30, 0x30));
    p.setColor(QPalette::Dark, QColor(0x18, 0x18, 0x18));
    p.setColor(QPalette::Shadow, QColor(0x0C, 0x0C, 0x0C));
    p.setColor(QPalette::Highlight, QColor(0x3D, 0x7E, 0xC6));
    p.setColor(QPalette::HighlightedText, QColor(0xFF, 0xFF, 0xFF));
    p.setColor(QPalette::Link, QColor(0x7A, 0xB8, 0xF5));
    p.setColor(QPalette::LinkVisited, QColor(0xC5, 0x9C, 0xE8));
    p.setColor(QPalette::Disabled, QPalette::Text, disabled);
    p.setColor(QPalette::Disabled, QPalette::WindowText, disabled);
    p.setColor(QPalette::Disabled, QPalette::ButtonText, disabled);
    return p;
}

} // namespace uri::ui
