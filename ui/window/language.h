/**
 * @file language.h
 * @brief Installing the translations of the window: the system's language,
 * English, or Japanese.
 */
#pragma once

#include <QObject>
#include <QTranslator>

namespace uri::ui {

/**
 * @brief The Japanese catalogue, whose texts wrap between words: every
 * translation passes through keepJapaneseWordsTogether() (japanese_breaks.h).
 */
class JapaneseTranslator : public QTranslator
{
    Q_OBJECT

public:
    using QTranslator::QTranslator;
    [[nodiscard]] QString translate(const char *context, const char *sourceText,
                                    const char *disambiguation = nullptr,
                                    int n = -1) const override;
};

enum class Language {
    System,   ///< follow QLocale::system()
    English,  ///< the source texts
    Japanese, ///< resources/translations/uri_inspector_ja.ts
};

/**
 * @brief Installs and removes the application's translators. Changing the
 * language sends QEvent::LanguageChange to every widget, whose
 * retranslateUi() then sets its texts again.
 */
class LanguageManager : public QObject
{
    Q_OBJECT

public:
    explicit LanguageManager(QObject *parent = nullptr);
    ~LanguageManager() override;

    /// Install the translations for @p language; false if they could not be loaded.
    bool setLanguage(Language language);
    [[nodiscard]] Language language() const { return m_language; }
    /// The language in effect (System resolved to English or Japanese).
    [[nodiscard]] Language effectiveLanguage() const;

    /// The resource path of the compiled Japanese translation.
    [[nodiscard]] static QString japaneseCatalog();

    /// "en", "ja", "system" and back.
    [[nodiscard]] static QString code(Language language);
    [[nodiscard]] static std::optional<Language> fromCode(const QString &code);

private:
    void removeTranslators();

    Language m_language = Language::English;
    JapaneseTranslator m_app;
    JapaneseTranslator m_qt;
    bool m_installed = false;
};

} // namespace uri::ui
