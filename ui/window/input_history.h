/**
 * @file input_history.h
 * @brief The inputs the user settled on, newest first, for File > Recent
 * Inputs, kept across sessions in the settings.
 */
#pragma once

#include <QStringList>

class QSettings;

namespace uri::ui {

class InputHistory
{
public:
    /// At most this many entries.
    static constexpr int kMax = 20;
    /// Inputs longer than this are neither kept nor saved.
    static constexpr qsizetype kMaxLength = 64 * 1024;

    /// Put @p uri first (an input that only extends or trims the newest entry
    /// replaces it: typing leaves one entry, not one per key). Empty and
    /// overlong inputs are not kept.
    void add(const QString &uri);
    void clear() { m_entries.clear(); }
    [[nodiscard]] const QStringList &entries() const { return m_entries; }
    [[nodiscard]] bool isEmpty() const { return m_entries.isEmpty(); }

    void load(const QSettings &settings);
    void save(QSettings &settings) const;

private:
    QStringList m_entries;
};

} // namespace uri::ui
