/**
 * @file examples.h
 * @brief The examples of the Examples menu, each with a one-line explanation.
 */
#pragma once

#include <QCoreApplication>
#include <QString>

#include <span>

namespace uri::ui {

struct Example
{
    enum class Group {
        Rfc3986, ///< RFC 3986 §1.1.2, §3 and §7.6
        Rfc1630, ///< RFC 1630's examples
        Hostile, ///< tricks: IPv6, zone ids, deceptive userinfo, controls
    };
    Group group;
    const char *uri;         ///< UTF-8; may hold controls and bidi characters
    const char *explanation; ///< English; translate with Examples::explanation()
};

class Examples
{
    Q_DECLARE_TR_FUNCTIONS(uri::ui::Examples)

public:
    [[nodiscard]] static std::span<const Example> all();
    [[nodiscard]] static QString groupName(Example::Group group);
    [[nodiscard]] static QString explanation(const Example &example);
};

} // namespace uri::ui
