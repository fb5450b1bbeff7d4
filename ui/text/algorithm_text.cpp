#include "text/algorithm_text.h"

#include <QFile>
#include <QStringList>

#include <algorithm>

namespace uri::ui {

namespace {

// --- the Japanese translation of RFC 3986 (docs/specs/rfc3986-ja.txt) ---

QStringList japaneseRfc3986()
{
    QFile file(QStringLiteral(":/specs/rfc3986-ja.txt"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
}

/// The index of the first line at or after @p from whose text, trimmed, starts with @p prefix.
qsizetype findLine(const QStringList &text, const QString &prefix, qsizetype from = 0)
{
    for (qsizetype i = std::max<qsizetype>(from, 0); i < text.size(); ++i) {
        if (text[i].trimmed().startsWith(prefix))
            return i;
    }
    return -1;
}

/// The heading line "5.2.2. ..." of the section that has line @p at.
QString headingBefore(const QStringList &text, const QString &number, qsizetype at)
{
    for (qsizetype i = at; i >= 0; --i) {
        if (text[i].startsWith(number + QLatin1Char(' ')))
            return text[i].trimmed();
    }
    return {};
}

/// Lines @p first to @p first + @p english.size() - 1 of @p text in place of
/// @p english's texts, with the pseudo-code's indentation (one space less);
/// nothing when a line of code (not a "--" comment) differs from the English.
std::optional<std::vector<AlgorithmLine>> translatedCode(const QStringList &text, qsizetype first,
                                                         std::vector<AlgorithmLine> english)
{
    if (first < 0 || first + static_cast<qsizetype>(english.size()) > text.size())
        return std::nullopt;
    for (std::size_t i = 0; i < english.size(); ++i) {
        QString line = text[first + static_cast<qsizetype>(i)];
        if (line.startsWith(QLatin1Char(' ')))
            line.remove(0, 1);
        const bool comment = line.trimmed().startsWith(QLatin1String("--"));
        if (!comment && line.trimmed() != QString::fromStdString(english[i].text).trimmed())
            return std::nullopt;
        english[i].text = line.trimmed().isEmpty() ? std::string() : line.toStdString();
    }
    return english;
}

/// RFC 3986's sections in the words of the Japanese translation where it
/// has the passage; the English where it does not, or where its code
/// differs from the English.
std::vector<AlgorithmLine> japaneseRfc3986Lines(bool strict)
{
    std::vector<AlgorithmSection> sections = rfc3986Sections(strict);
    const QStringList ja = japaneseRfc3986();
    const auto utf8 = [](const QString &text) { return text.toStdString(); };
    AlgorithmSection &transform = sections[0];
    AlgorithmSection &merge = sections[1];
    AlgorithmSection &dots = sections[2];
    AlgorithmSection &recompose = sections[3];
    // §5.2.2: the pseudo-code from its first comment to "T.fragment = R.fragment;"
    const qsizetype parse = findLine(ja, QStringLiteral("(R.scheme, R.authority"));
    if (auto code = translatedCode(ja, parse - 2, transform.lines)) {
        transform.lines = std::move(*code);
        transform.heading = utf8(headingBefore(ja, QStringLiteral("5.2.2."), parse));
    }
    // §5.2.3: the heading and its sentence; the two cases are not translated
    const qsizetype mergeHeading = findLine(ja, QStringLiteral("5.2.3."), parse);
    if (mergeHeading >= 0 && mergeHeading + 2 < ja.size()) {
        merge.heading = utf8(ja[mergeHeading].trimmed());
        merge.lines.erase(merge.lines.begin(), merge.lines.begin() + 3);
        merge.lines.insert(merge.lines.begin(),
                           AlgorithmLine{utf8(ja[mergeHeading + 2].trimmed()), {}});
    }
    // §5.2.4: steps 1, 2, its five cases and 3, one paragraph a line
    const qsizetype dotHeading = findLine(ja, QStringLiteral("5.2.4."), parse);
    const qsizetype step1 = findLine(ja, QStringLiteral("1. "), dotHeading);
    const std::vector<std::vector<LineTag>> tags = removeDotSegmentsTags();
    if (dotHeading >= 0 && step1 >= 0 && step1 + static_cast<qsizetype>(tags.size()) <= ja.size()
        && ja[step1 + static_cast<qsizetype>(tags.size()) - 1].trimmed().startsWith(
            QStringLiteral("3. "))) {
        dots.heading = utf8(ja[dotHeading].trimmed());
        dots.lines.clear();
        for (std::size_t i = 0; i < tags.size(); ++i) {
            const qsizetype n = step1 + static_cast<qsizetype>(i);
            // the translation numbers 2's cases 1-5 where the RFC has A-E
            const bool inner = i >= 2 && i + 1 < tags.size();
            dots.lines.push_back(AlgorithmLine{
                utf8((inner ? QStringLiteral("    ") : QString()) + ja[n].trimmed()), tags[i]});
        }
    }
    // §5.3: the same pseudo-code
    const qsizetype result = findLine(ja, QStringLiteral("result = \"\""), dotHeading);
    if (auto code = translatedCode(ja, result, recompose.lines)) {
        recompose.lines = std::move(*code);
        recompose.heading = utf8(headingBefore(ja, QStringLiteral("5.3."), result));
    }
    return layOutSections(std::move(sections));
}

} // namespace

bool AlgorithmText::japanese()
{
    //: "ja" where the window shows the Japanese translation of RFC 3986 in the algorithm view
    return tr("en", "algorithm text language") == QLatin1String("ja");
}

QString AlgorithmText::title(Spec spec, bool japanese)
{
    switch (spec) {
    case Spec::Rfc3986:
        return japanese ? tr("RFC 3986 §5.2.2-§5.3, strict (the Japanese translation; §5.2.3 "
                             "in English, which the translation omits)")
                        : tr("RFC 3986 §5.2.2-§5.3, strict");
    case Spec::Rfc3986NonStrict:
        return japanese ? tr("RFC 3986 §5.2.2-§5.3, non-strict (the Japanese translation; "
                             "§5.2.3 in English, which the translation omits)")
                        : tr("RFC 3986 §5.2.2-§5.3, non-strict");
    case Spec::Rfc2396:
        return tr("RFC 2396 §5.2 (English text)");
    case Spec::Rfc1808:
        return tr("RFC 1808 §4 (English text)");
    case Spec::Draft01:
        return tr("draft-fielding-url-syntax-01 §6 (English text)");
    case Spec::Rfc1630:
        return tr("RFC 1630, \"Partial (relative) form\" (English text)");
    case Spec::Whatwg:
        return tr("The URL Standard resolves by parsing the reference with the base (§4.4, the "
                  "basic URL parser): it has no algorithm of steps to show here.");
    }
    return {};
}

std::vector<AlgorithmLine> AlgorithmText::lines(Spec spec, bool japanese)
{
    if (japanese && (spec == Spec::Rfc3986 || spec == Spec::Rfc3986NonStrict))
        return japaneseRfc3986Lines(spec == Spec::Rfc3986);
    return algorithmLines(spec);
}

} // namespace uri::ui
