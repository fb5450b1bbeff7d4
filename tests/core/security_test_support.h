// The consistency of a finding's message (security/detail/messages.h), for
// tst_security and tst_realworld: its wording is one of the catalogue, of
// its own check's family; its arguments fill exactly the template's
// placeholders and are safe to print, and its English message is the
// template filled in.
#pragma once

#include "uriinspector/security.h"
#include "uriinspector/utf8.h"

#include <QRegularExpression>
#include <QString>

#include <set>
#include <string>

namespace securitytest {

/// What is wrong with @p f's message; empty when nothing is.
inline QString messageProblem(const uri::security::Finding &f)
{
    using uri::security::MessageInfo;
    const QString id = QString::fromLatin1(f.messageId.data(), qsizetype(f.messageId.size()));
    bool known = false;
    for (const MessageInfo &m : uri::security::messageCatalog())
        known = known || (m.id == f.messageId && m.text == f.messageTemplate);
    if (!known)
        return id + QStringLiteral(": not a wording of the catalogue");
    // a wording may serve several checks of its family (an embedded IPv4
    // address's class, N1..N6; a wrapper's target, R1 and R2)
    if (f.messageId.front() != f.id.front())
        return id + QStringLiteral(": another family's wording");
    static const QRegularExpression placeholder(QStringLiteral("\\{([a-z0-9_]+)\\}"));
    std::set<std::string> wanted;
    const QString text
        = QString::fromUtf8(f.messageTemplate.data(), qsizetype(f.messageTemplate.size()));
    for (const QRegularExpressionMatch &m : placeholder.globalMatch(text))
        wanted.insert(m.captured(1).toStdString());
    std::set<std::string> given;
    for (const auto &[key, value] : f.arguments) {
        if (!given.insert(key).second)
            return id + QStringLiteral(": argument given twice: ") + QString::fromStdString(key);
        if (uri::escapeUnsafe(value) != value)
            return id + QStringLiteral(": argument not safe to print: ")
                   + QString::fromStdString(key);
    }
    if (wanted != given)
        return id + QStringLiteral(": the arguments do not fill the placeholders");
    if (f.message != uri::security::formatMessage(f.messageTemplate, f.arguments))
        return id + QStringLiteral(": the message is not its template filled in");
    return {};
}

} // namespace securitytest
