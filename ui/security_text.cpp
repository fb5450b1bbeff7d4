#include "security_text.h"

#include "utils/display_cells.h"
#include "utils/palette.h"

#include <QString>

#include <QApplication>
#include <QStyle>

namespace uri::ui {

using security::Risk;

QString visibleText(std::string_view bytes, std::size_t maxBytes)
{
    const std::vector<DisplayCell> cells = displayCells(bytes, maxBytes, true);
    QString out;
    out.reserve(static_cast<qsizetype>(std::min(bytes.size(), maxBytes)));
    for (const DisplayCell &cell : cells)
        out += cell.text;
    if (bytes.size() > maxBytes)
        out += QStringLiteral("...");
    return out;
}

QString asciiJson(const QByteArray &json)
{
    const QString text = QString::fromUtf8(json);
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c.unicode() < 0x7F) {
            out += c;
        } else {
            out += QStringLiteral("\\u")
                   + QString::number(c.unicode(), 16).rightJustified(4, QLatin1Char('0'));
        }
    }
    return out;
}

QString SecurityText::riskName(Risk risk)
{
    switch (risk) {
    case Risk::Info:
        return tr("info");
    case Risk::Low:
        return tr("low");
    case Risk::Medium:
        return tr("medium");
    case Risk::High:
        return tr("high");
    case Risk::Critical:
        return tr("critical");
    }
    return {};
}

QString SecurityText::verdictName(std::optional<Risk> verdict)
{
    return verdict ? riskName(*verdict) : tr("no finding");
}

QIcon SecurityText::verdictIcon(std::optional<Risk> verdict)
{
    const QStyle *style = QApplication::style();
    if (!verdict)
        return style->standardIcon(QStyle::SP_DialogApplyButton);
    switch (*verdict) {
    case Risk::Critical:
    case Risk::High:
        return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case Risk::Medium:
        return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case Risk::Low:
    case Risk::Info:
        return style->standardIcon(QStyle::SP_MessageBoxInformation);
    }
    return {};
}

QColor SecurityText::verdictColor(std::optional<Risk> verdict, const ComponentPalette &palette)
{
    if (!verdict)
        return palette.foreground();
    switch (*verdict) {
    case Risk::Critical:
    case Risk::High:
        return palette.error();
    case Risk::Medium:
        return palette.warning();
    case Risk::Low:
    case Risk::Info:
        return palette.dimForeground();
    }
    return palette.foreground();
}

std::string_view SecurityText::imitatedHost(std::string_view userinfo)
{
    std::size_t end = 0;
    while (end < userinfo.size()) {
        const char c = userinfo[end];
        const bool hostChar = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
                              || (c >= '0' && c <= '9') || c == '-' || c == '.';
        if (!hostChar)
            break;
        ++end;
    }
    std::string_view token = userinfo.substr(0, end);
    while (!token.empty() && token.back() == '.')
        token.remove_suffix(1);
    if (token.find('.') == std::string_view::npos)
        return {};
    return token;
}

QString SecurityText::banner(const security::Analysis &analysis, std::string_view input)
{
    const security::Destination &d = analysis.destination;
    QString where;
    if (d.host && !d.host->empty()) {
        where = visibleText(*d.host);
        if (d.port)
            where = tr("%1 (port %2)").arg(where).arg(*d.port);
    }
    QString sentence;
    const security::Finding *deceptive = analysis.find(security::Check::A12);
    if (deceptive && !where.isEmpty()) {
        const std::string_view userinfo = deceptive->span.in(input);
        const std::string_view imitated = imitatedHost(userinfo);
        if (!imitated.empty()) {
            //: %1 the real host, %2 the host name written in the userinfo
            sentence = tr("This link goes to %1, not to %2: \"%3\" before the \"@\" is only a "
                          "user name (RFC 3986 §7.6).")
                           .arg(where, visibleText(imitated), visibleText(userinfo, 64));
        } else {
            sentence = tr("This link goes to %1: \"%2\" before the \"@\" is only a user name "
                          "(RFC 3986 §7.6).")
                           .arg(where, visibleText(userinfo, 64));
        }
    } else if (!where.isEmpty()) {
        const QString scheme = d.scheme ? visibleText(*d.scheme) : QString();
        sentence = scheme.isEmpty() ? tr("This link goes to %1.").arg(where)
                                    : tr("This %1 link goes to %2.").arg(scheme, where);
    } else if (d.scheme) {
        sentence = tr("This %1 link names no host.").arg(visibleText(*d.scheme));
    } else {
        sentence = tr("This reference names no scheme and no host: where it goes depends on "
                      "the base it is resolved against.");
    }
    if (!analysis.nested.empty()) {
        const security::NestedUrl &n = analysis.nested.front();
        sentence += QLatin1Char(' ')
                    + tr("It carries another URL (%1): %2.")
                          .arg(visibleText(n.path), visibleText(n.url, 256));
        if (analysis.nested.size() > 1)
            sentence += QLatin1Char(' ')
                        + tr("%n more nested URL(s).", nullptr,
                             static_cast<int>(analysis.nested.size() - 1));
    }
    if (d.registrableDomain)
        sentence
            += QLatin1Char(' ') + tr("It is owned by %1.").arg(visibleText(*d.registrableDomain));
    else if (d.ip)
        sentence
            += QLatin1Char(' ') + tr("The host is an IP address (%1).").arg(visibleText(*d.ip));
    return sentence;
}

} // namespace uri::ui
