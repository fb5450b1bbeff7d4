/**
 * @file security_text.h
 * @brief Translated words, icons and colours for the security analysis, and
 * the one function that turns hostile bytes into visible text for the
 * Security and Extract panes and the reports.
 */
#pragma once

#include "common/display_cells.h"

#include "uriinspector/security.h"

#include <QByteArray>
#include <QColor>
#include <QCoreApplication>
#include <QIcon>
#include <QString>

#include <optional>
#include <string_view>

namespace uri::ui {

class ComponentPalette;

class SecurityText
{
    Q_DECLARE_TR_FUNCTIONS(uri::ui::SecurityText)

public:
    /// "info", "low", "medium", "high", "critical", translated.
    static QString riskName(security::Risk risk);
    /// The catalog's title of @p check in one line, translated ("Userinfo
    /// that looks like a host" for A12).
    static QString checkTitle(security::Check check);
    /// The verdict in one word: riskName(), or "no finding" for nothing.
    static QString verdictName(std::optional<security::Risk> verdict);
    /// A standard icon for the verdict (critical/high: critical, medium:
    /// warning, low/info: information, none: apply).
    static QIcon verdictIcon(std::optional<security::Risk> verdict);
    /// The colour of the verdict's word: error (critical, high), warning
    /// (medium), the dim text (low, info), the text (none).
    static QColor verdictColor(std::optional<security::Risk> verdict,
                               const ComponentPalette &palette);

    /**
     * @brief The verdict and the findings that set it: "high: Dot-segment
     * traversal, literal or encoded (A6) and Excessive URL length (L1)"
     * (verdictName() alone when there is no finding): the checks of
     * security::verdictChecks(), as `uri-inspect check` names them, and when
     * a combination rule of the catalog's §3 raised the verdict, from what.
     */
    static QString verdictLine(const security::Assessment &analysis);
    /// A check as the verdict line names it: "dot-segment traversal, literal
    /// or encoded (A6)".
    static QString checkReference(security::Check check);
    /// @p finding's message in the window's language: its template
    /// translated (context "uri::security::Message"), its arguments filled in.
    static QString message(const security::Finding &finding);
    /// What a combination rule did to the verdict, in the window's language
    /// as message() words a finding.
    static QString escalation(const security::Escalation &escalation);
    /// @p value of a finding's argument @p key in the window's language:
    /// "class" ("loopback"), "encoding" ("base64"), "script" ("Cyrl", in
    /// Japanese the script's name); the English is the value itself, as the
    /// command line prints it. Empty for a value the window has no word for.
    static QString argumentWord(std::string_view key, std::string_view value);

    /**
     * @brief The banner sentence: where the link goes and, for deceptive
     * userinfo (A12, RFC 3986 §7.6), where it seems to go.
     * @param analysis the analysis of @p input.
     */
    static QString banner(const security::Assessment &analysis, std::string_view input);

private:
    // The banner's sentences, in its order.
    /// Where the link goes, and what before an "@" is only a user name (A12).
    static QString destinationSentence(const security::Assessment &analysis,
                                       std::string_view input);
    /// What the host's name looks like (UTS #39 skeleton), when it reads as another.
    static QString nameSentence(const security::Destination &d);
    /// Who owns the host: its registrable domain, or its IP address.
    static QString ownerSentence(const security::Destination &d);
    /// The first nested URL: a redirect wrapper's target, or a URL carried.
    static QString nestedSentence(const security::Assessment &analysis);

    /// @p messageTemplate translated, its placeholders filled with
    /// @p arguments; @p english (escaped) when there is no template.
    static QString worded(std::string_view messageTemplate,
                          const std::vector<std::pair<std::string, std::string>> &arguments,
                          const std::string &english);
};

/// How much of a value the security views show (escapedText() with
/// Escape::NonAscii) unless they say otherwise.
inline constexpr std::size_t kShownValueBytes = 512;

/// @p json with every character outside ASCII written as "\uXXXX" (valid
/// inside JSON strings, where only they can occur).
[[nodiscard]] QString asciiJson(const QByteArray &json);

} // namespace uri::ui
