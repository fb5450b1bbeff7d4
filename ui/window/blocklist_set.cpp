#include "window/blocklist_set.h"

#include <QFileInfo>
#include <QSettings>

namespace uri::ui {

namespace {

constexpr const char *kRememberKey = "blocklists/remember";
constexpr const char *kPathsKey = "blocklists/files";

} // namespace

BlocklistSet::BlocklistSet(QObject *parent)
    : QObject(parent)
    , m_lists(std::make_shared<const Lists>())
{}

QString BlocklistSet::add(const QString &path)
{
    std::string error;
    std::optional<security::Blocklist> list
        = security::Blocklist::load(QFile::encodeName(path).toStdString(), &error);
    if (!list)
        return tr("Cannot read the blocklist \"%1\".").arg(QFileInfo(path).fileName());
    add(path, std::move(*list));
    return {};
}

void BlocklistSet::add(const QString &path, security::Blocklist list)
{
    Lists next = *m_lists; // copies share their rules
    if (const qsizetype at = m_paths.indexOf(path); at >= 0) {
        next[std::size_t(at)] = std::move(list);
    } else {
        m_paths.push_back(path);
        next.push_back(std::move(list));
    }
    commit(std::move(next));
}

void BlocklistSet::remove(int index)
{
    if (index < 0 || index >= count())
        return;
    Lists next = *m_lists;
    next.erase(next.begin() + index);
    m_paths.removeAt(index);
    commit(std::move(next));
}

void BlocklistSet::clear()
{
    m_paths.clear();
    commit({});
}

void BlocklistSet::commit(Lists lists)
{
    m_lists = std::make_shared<const Lists>(std::move(lists));
    if (m_remember) {
        QSettings settings;
        save(settings);
    }
    emit changed();
}

void BlocklistSet::setRemembered(bool remember)
{
    m_remember = remember;
    QSettings settings;
    save(settings);
}

QString BlocklistSet::load(QSettings &settings)
{
    m_remember = settings.value(QLatin1String(kRememberKey), false).toBool();
    if (!m_remember)
        return {};
    QStringList errors;
    for (const QString &path : settings.value(QLatin1String(kPathsKey)).toStringList()) {
        if (const QString error = add(path); !error.isEmpty())
            errors.push_back(error);
    }
    return errors.join(QLatin1Char('\n'));
}

void BlocklistSet::save(QSettings &settings) const
{
    settings.setValue(QLatin1String(kRememberKey), m_remember);
    // the paths only when asked; forgetting removes them
    if (m_remember)
        settings.setValue(QLatin1String(kPathsKey), m_paths);
    else
        settings.remove(QLatin1String(kPathsKey));
}

} // namespace uri::ui
