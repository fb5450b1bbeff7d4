#include "window/input_history.h"

#include <QSettings>

namespace uri::ui {

void InputHistory::add(const QString &uri)
{
    if (uri.isEmpty() || uri.size() > kMaxLength)
        return;
    if (!m_entries.isEmpty()) {
        const QString &newest = m_entries.front();
        if (uri.startsWith(newest) || newest.startsWith(uri))
            m_entries.removeFirst(); // the same input, typed further or trimmed
    }
    m_entries.removeAll(uri);
    m_entries.prepend(uri);
    while (m_entries.size() > kMax)
        m_entries.removeLast();
}

void InputHistory::load(const QSettings &settings)
{
    m_entries.clear();
    for (const QString &entry : settings.value(QStringLiteral("history")).toStringList()) {
        if (!entry.isEmpty() && entry.size() <= kMaxLength && m_entries.size() < kMax)
            m_entries.append(entry);
    }
}

void InputHistory::save(QSettings &settings) const
{
    settings.setValue(QStringLiteral("history"), m_entries);
}

} // namespace uri::ui
