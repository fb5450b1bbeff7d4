#include "common/japanese_breaks.h"

#include <unicode/brkiter.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>

#include <memory>
#include <vector>

namespace uri::ui {

namespace {

// The scripts that break anywhere under UAX #14 (class ID): CJK symbols and
// punctuation, hiragana, katakana, the CJK ideographs and their
// compatibility forms, the halfwidth and fullwidth forms. Surrogates (the
// ideographs beyond the BMP) are left alone: a joiner never splits a pair.
bool breaksAnywhere(char16_t c)
{
    return (c >= 0x3000 && c <= 0x30FF) || (c >= 0x3400 && c <= 0x4DBF)
           || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF)
           || (c >= 0xFF00 && c <= 0xFFEF);
}

// One iterator per thread (tr() runs in the analyzer's thread too)
icu::BreakIterator *wordIterator()
{
    thread_local std::unique_ptr<icu::BreakIterator> iterator = [] {
        UErrorCode status = U_ZERO_ERROR;
        std::unique_ptr<icu::BreakIterator> it(
            icu::BreakIterator::createWordInstance(icu::Locale::getJapanese(), status));
        return U_SUCCESS(status) ? std::move(it) : nullptr;
    }();
    return iterator.get();
}

} // namespace

QString keepJapaneseWordsTogether(const QString &text)
{
    bool any = false;
    for (const QChar c : text)
        any = any || breaksAnywhere(c.unicode());
    icu::BreakIterator *words = any ? wordIterator() : nullptr;
    if (!words)
        return text;
    const icu::UnicodeString u(false, reinterpret_cast<const UChar *>(text.utf16()),
                               static_cast<int32_t>(text.size()));
    words->setText(u);
    std::vector<bool> boundary(static_cast<std::size_t>(text.size()) + 1, false);
    for (int32_t b = words->first(); b != icu::BreakIterator::DONE; b = words->next())
        boundary[static_cast<std::size_t>(b)] = true;
    QString out;
    out.reserve(text.size() + text.size() / 2);
    for (qsizetype i = 0; i < text.size(); ++i) {
        out.append(text[i]);
        if (i + 1 < text.size() && !boundary[static_cast<std::size_t>(i + 1)]
            && breaksAnywhere(text[i].unicode()) && breaksAnywhere(text[i + 1].unicode()))
            out.append(QChar(kWordJoiner));
    }
    // the iterator must not keep pointing at this text's buffer
    words->setText(icu::UnicodeString());
    return out;
}

QString withoutWordJoiners(QString text)
{
    qsizetype kept = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const bool joiner = text[i] == QChar(kWordJoiner) && kept > 0 && i + 1 < text.size()
                            && breaksAnywhere(text[kept - 1].unicode())
                            && breaksAnywhere(text[i + 1].unicode());
        if (!joiner)
            text[kept++] = text[i];
    }
    text.truncate(kept);
    return text;
}

} // namespace uri::ui
