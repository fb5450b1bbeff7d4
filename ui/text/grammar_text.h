/**
 * @file grammar_text.h
 * @brief The Grammar pane's sentences about a derivation (grammar.h), in the
 * window's language: in English, the words of `uri-inspect parse
 * --derivation` (derivationText()), which tst_grammar_pane compares.
 */
#pragma once

#include "uriinspector/grammar.h"

#include <QCoreApplication>
#include <QString>

#include <string_view>

namespace uri::ui {

/// A rule's name, a citation or a definition of a grammar (UTF-8, static storage).
[[nodiscard]] inline QString grammarString(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

class GrammarText
{
    Q_DECLARE_TR_FUNCTIONS(uri::ui::GrammarText)

public:
    /// "RFC 3986 Appendix A: the input matches URI-reference", or where
    /// the grammar stopped, or why no derivation was drawn.
    static QString summary(const Derivation &derivation, std::string_view input);
    /// "stopped at 10 ("x")" and how far each alternative got, for the node
    /// where a rejected input's grammar stopped; "" for another node.
    static QString stop(const DerivationNode &node, std::string_view input);
    /// The heading of the section a citation names ("RFC 3986 §3.2.2":
    /// "Host"), as the translation of the text gives it; "" when unknown.
    static QString sectionTitle(std::string_view cite);
    /// A citation in the window's language: RFC 1630's, which name a section
    /// by its heading ("RFC 1630, BNF of Generic URI Syntax"), with the
    /// heading translated; any other as it is.
    static QString citation(std::string_view cite);
    /**
     * @brief The chain of rules of the character at @p offset, from the
     * start rule down: on one line ("URI-reference > URI > ... > ALPHA"),
     * with where the grammar stopped when the last rule is that of a
     * rejected input; then each rule's name, span, where its text defines it
     * (with the section's heading) and its definition as the text prints it.
     */
    static QString chain(const Derivation &derivation, std::size_t offset, std::string_view input);
};

} // namespace uri::ui
