#include "window/language.h"

#include "common/japanese_breaks.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace uri::ui {

QString JapaneseTranslator::translate(const char *context, const char *sourceText,
                                      const char *disambiguation, int n) const
{
    return keepJapaneseWordsTogether(
        QTranslator::translate(context, sourceText, disambiguation, n));
}

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
{}

LanguageManager::~LanguageManager()
{
    removeTranslators();
}

QString LanguageManager::japaneseCatalog()
{
    return QStringLiteral(":/i18n/uri_inspector_ja.qm");
}

QString LanguageManager::code(Language language)
{
    switch (language) {
    case Language::System:
        return QStringLiteral("system");
    case Language::English:
        return QStringLiteral("en");
    case Language::Japanese:
        return QStringLiteral("ja");
    }
    return QStringLiteral("system");
}

std::optional<Language> LanguageManager::fromCode(const QString &code)
{
    for (Language l : {Language::System, Language::English, Language::Japanese}) {
        if (LanguageManager::code(l) == code)
            return l;
    }
    return std::nullopt;
}

Language LanguageManager::effectiveLanguage() const
{
    if (m_language != Language::System)
        return m_language;
    return QLocale::system().language() == QLocale::Japanese ? Language::Japanese
                                                             : Language::English;
}

void LanguageManager::removeTranslators()
{
    if (!m_installed)
        return;
    QCoreApplication::removeTranslator(&m_app);
    QCoreApplication::removeTranslator(&m_qt);
    m_installed = false;
}

bool LanguageManager::setLanguage(Language language)
{
    m_language = language;
    removeTranslators();
    if (effectiveLanguage() == Language::English) {
        // the source texts are English; tell widgets that the catalogue changed
        QEvent event(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &event);
        return true;
    }
    if (!m_app.load(japaneseCatalog()))
        return false;
    // Qt's own texts (context menus, standard buttons), where installed
    if (m_qt.load(QLocale(QLocale::Japanese), QStringLiteral("qtbase"), QStringLiteral("_"),
                  QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&m_qt);
    QCoreApplication::installTranslator(&m_app);
    m_installed = true;
    return true;
}

} // namespace uri::ui
