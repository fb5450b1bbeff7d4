/**
 * @file blocklist_set.h
 * @brief The reviewer's blocklists in the window (Data > Blocklists...):
 * loaded from files, analysed with every input (K1, docs/security-checks.md
 * §4.10), and kept across sessions only when the user asks.
 */
#pragma once

#include "uriinspector/blocklist.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

class QSettings;

namespace uri::ui {

class BlocklistSet : public QObject
{
    Q_OBJECT

public:
    using Lists = std::vector<security::Blocklist>;

    explicit BlocklistSet(QObject *parent = nullptr);

    /// Loads the list at @p path (its format detected) and adds it; the
    /// error, or an empty string. A path loaded already is read again.
    QString add(const QString &path);
    /// Adds a list read already (@p name names it in findings).
    void add(const QString &path, security::Blocklist list);
    void remove(int index);
    void clear();

    [[nodiscard]] int count() const { return int(m_paths.size()); }
    [[nodiscard]] const QStringList &paths() const { return m_paths; }
    /// The lists, in the order added: shared with the analyses that run on
    /// them (a change makes a new set; theirs stays as it was).
    [[nodiscard]] std::shared_ptr<const Lists> lists() const { return m_lists; }

    /// Whether the files' paths are saved in the settings (never their rules).
    [[nodiscard]] bool remembered() const { return m_remember; }
    void setRemembered(bool remember);
    /// Reads the saved paths when the user asked to keep them; the error of
    /// each that fails, one a line (the others load).
    QString load(QSettings &settings);
    void save(QSettings &settings) const;

signals:
    /// The set of lists changed.
    void changed();

private:
    void commit(Lists lists);

    QStringList m_paths;
    std::shared_ptr<const Lists> m_lists;
    bool m_remember = false;
};

} // namespace uri::ui
