/**
 * @file describe.h
 * @brief Collecting diagnostics while parsing, and writing their messages.
 */
#pragma once

#include "syntax/detail/diagnostic_sink.h"
#include "uriinspector/charset.h"
#include "uriinspector/diagnostic.h"

#include <array>
#include <string_view>
#include <vector>

namespace uri::detail {

/// Which bytes a component allows, and how a violation is reported.
struct CharRule
{
    charset::Mask allowed; ///< bytes that may stand unencoded
    DiagCode code;         ///< reported for a disallowed printable ASCII byte
    bool pctEncoded;       ///< whether pct-encoded is an alternative of the rule
    std::string_view rule; ///< the ABNF rule, for Diagnostic::rule
    std::string_view cite; ///< for Diagnostic::cite
    /// The table @p allowed is looked up in: the classes of RFC 3986, or those
    /// of an older generation (parse_classic.cpp).
    const std::array<charset::Mask, 256> *table = &charset::kTable;
    std::string_view escapeCite = "RFC 3986 §2.1"; ///< where the generation defines "%" HEX HEX
};

/// Whether every byte of @p text is allowed by @p rule (a "%" only as "%"
/// HEXDIG HEXDIG, where the rule allows pct-encoded): checkChars() would
/// report nothing.
[[nodiscard]] bool fitsRule(std::string_view text, const CharRule &rule);

/**
 * @brief The sink of a grammar: the one DiagnosticSink, plus the check of
 * every character of a component against its rule; finish() writes the messages.
 */
class DiagSink : public DiagnosticSink
{
public:
    DiagSink(std::string_view text, std::vector<Diagnostic> &out)
        : DiagnosticSink(out)
        , m_text(text)
    {}

    /// Check every byte of @p span against @p rule.
    void checkChars(Span span, const CharRule &rule);

    /// Check the one character at @p pos (before @p end) against @p rule;
    /// returns the offset after it.
    std::size_t checkOneChar(std::size_t pos, std::size_t end, const CharRule &rule);

    /// Write the English message of every diagnostic; call once at the end.
    void finish();

private:
    std::string_view m_text;
};

/// The English message for @p diag over @p text.
[[nodiscard]] std::string describe(const Diagnostic &diag, std::string_view text);

} // namespace uri::detail
