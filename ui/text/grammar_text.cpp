#include "text/grammar_text.h"

#include "common/display_cells.h"
#include "uriinspector/utf8.h"

#include <QStringList>

namespace uri::ui {

namespace {

/// The character at @p offset of @p input, escaped, as the derivation quotes it.
QString characterAt(std::string_view input, std::size_t offset)
{
    return escapedText(input.substr(offset, decodeUtf8(input, offset).length));
}

// The headings of the sections that define the rules: RFC 3986 §2 to §4 (the
// Japanese ones the translation's), RFC 2396 §1.6 to §5, draft-01 §1.3 to
// §4.3.3, RFC 1808 §2.2 and RFC 1630's unnumbered ones (the grammar names
// them in its citations).
struct Section
{
    std::string_view cite;
    const char *title;
};
constexpr Section kSections[] = {
    {"RFC 3986 §2.1", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Percent-Encoding")},
    {"RFC 3986 §2.2", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Reserved Characters")},
    {"RFC 3986 §2.3", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Unreserved Characters")},
    {"RFC 3986 §3", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Syntax Components")},
    {"RFC 3986 §3.1", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Scheme")},
    {"RFC 3986 §3.2", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Authority")},
    {"RFC 3986 §3.2.1", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "User Information")},
    {"RFC 3986 §3.2.2", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Host")},
    {"RFC 3986 §3.2.3", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Port")},
    {"RFC 3986 §3.3", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Path")},
    {"RFC 3986 §3.4", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Query")},
    {"RFC 3986 §3.5", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Fragment")},
    {"RFC 3986 §4.1", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "URI Reference")},
    {"RFC 3986 §4.2", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Relative Reference")},
    {"RFC 3986 §4.3", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Absolute URI")},
    {"RFC 5234 Appendix B.1", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Core Rules")},
    {"RFC 2396 §1.6",
     QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Syntax Notation and Common Elements")},
    {"RFC 2396 §2",
     QT_TRANSLATE_NOOP("uri::ui::GrammarText", "URI Characters and Escape Sequences")},
    {"RFC 2396 §2.2", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Reserved Characters")},
    {"RFC 2396 §2.3", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Unreserved Characters")},
    {"RFC 2396 §2.4.1", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Escaped Encoding")},
    {"RFC 2396 §3", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "URI Syntactic Components")},
    {"RFC 2396 §3.1", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Scheme Component")},
    {"RFC 2396 §3.2", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Authority Component")},
    {"RFC 2396 §3.2.1",
     QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Registry-based Naming Authority")},
    {"RFC 2396 §3.2.2", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Server-based Naming Authority")},
    {"RFC 2396 §3.3", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Path Component")},
    {"RFC 2396 §3.4", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Query Component")},
    {"RFC 2396 §4", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "URI References")},
    {"RFC 2396 §4.1", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Fragment Identifier")},
    {"RFC 2396 §5", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Relative URI References")},
    {"RFC 1808 §2.2", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "BNF for Relative URLs")},
    {"draft-fielding-url-syntax-01 §1.3",
     QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Syntax Notation and Common Elements")},
    {"draft-fielding-url-syntax-01 §2",
     QT_TRANSLATE_NOOP("uri::ui::GrammarText", "URL Characters and Character Escaping")},
    {"draft-fielding-url-syntax-01 §2.1",
     QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Reserved Characters")},
    {"draft-fielding-url-syntax-01 §2.2",
     QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Unreserved Characters")},
    {"draft-fielding-url-syntax-01 §2.3.1",
     QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Escaped Encoding")},
    {"draft-fielding-url-syntax-01 §3",
     QT_TRANSLATE_NOOP("uri::ui::GrammarText", "URL References")},
    {"draft-fielding-url-syntax-01 §4.1", QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Scheme")},
    {"draft-fielding-url-syntax-01 §4.2",
     QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Opaque and Hierarchical URLs")},
    {"draft-fielding-url-syntax-01 §4.3.1",
     QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Server Component")},
    {"draft-fielding-url-syntax-01 §4.3.2",
     QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Path Component")},
    {"draft-fielding-url-syntax-01 §4.3.3",
     QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Query Component")},
    {"RFC 1630, BNF of Generic URI Syntax",
     QT_TRANSLATE_NOOP("uri::ui::GrammarText", "BNF of Generic URI Syntax")},
    {"RFC 1630, BNF for specific URL schemes",
     QT_TRANSLATE_NOOP("uri::ui::GrammarText", "BNF for specific URL schemes")},
    {"RFC 1630, Partial (relative) form (prose)",
     QT_TRANSLATE_NOOP("uri::ui::GrammarText", "Partial (relative) form (prose)")},
};

} // namespace

QString GrammarText::summary(const Derivation &d, std::string_view input)
{
    if (!d.refusal.empty()) {
        if (input.size() > kMaxDerivationBytes)
            return tr("The derivation is drawn for inputs of at most %1 bytes; this one has %2.")
                .arg(kMaxDerivationBytes)
                .arg(input.size());
        return tr("No derivation: the grammar needs too many steps for this input.");
    }
    const QString source = citation(grammarSource(d.spec));
    if (d.accepted)
        return tr("%1: the input matches %2").arg(source, grammarString(d.root.rule));
    return tr("%1: no match: the grammar stopped at %2").arg(source).arg(d.stop.value_or(0));
}

QString GrammarText::stop(const DerivationNode &node, std::string_view input)
{
    if (!node.stop)
        return {};
    const std::size_t offset = node.stop->offset;
    QString text = offset >= node.span.end()
                       ? tr("stopped at %1 (its end)").arg(offset)
                       : tr("stopped at %1 (\"%2\")").arg(offset).arg(characterAt(input, offset));
    QStringList alternatives;
    for (const auto &[alternative, reach] : node.stop->alternatives)
        alternatives << tr("%1 got to %2").arg(grammarString(alternative)).arg(reach);
    if (!alternatives.isEmpty())
        text += QStringLiteral("; ") + alternatives.join(QStringLiteral(", "));
    return text;
}

QString GrammarText::sectionTitle(std::string_view cite)
{
    for (const Section &section : kSections)
        if (section.cite == cite)
            return tr(section.title);
    return {};
}

QString GrammarText::citation(std::string_view cite)
{
    const std::size_t comma = cite.find(", ");
    const QString title = sectionTitle(cite);
    if (comma == std::string_view::npos || title.isEmpty())
        return grammarString(cite);
    return grammarString(cite.substr(0, comma + 2)) + title;
}

QString GrammarText::chain(const Derivation &d, std::size_t offset, std::string_view input)
{
    const std::vector<const DerivationNode *> nodes = derivationChain(d, offset);
    if (nodes.empty())
        return {};
    QStringList names;
    for (const DerivationNode *node : nodes)
        names << grammarString(node->rule);
    QString text = tr("The character \"%1\" at %2, from the start rule down:")
                       .arg(characterAt(input, offset))
                       .arg(offset)
                   + QLatin1Char('\n') + names.join(QStringLiteral(" > "));
    if (nodes.back()->stop)
        text += QLatin1Char('\n') + stop(*nodes.back(), input);
    for (const DerivationNode *node : nodes) {
        const std::string_view cite = ruleCitation(d.spec, node->rule);
        const QString title = sectionTitle(cite);
        text += QStringLiteral("\n\n") + grammarString(node->rule) + QStringLiteral("  ")
                + QStringLiteral("%1+%2").arg(node->span.offset).arg(node->span.length);
        if (cite.find(", ") != std::string_view::npos) // its heading is in it (RFC 1630)
            text += QStringLiteral("  (") + citation(cite) + QStringLiteral(")");
        else if (!cite.empty())
            text += QStringLiteral("  (") + grammarString(cite)
                    + (title.isEmpty() ? QString() : QStringLiteral(" ") + title)
                    + QStringLiteral(")");
        for (const QString &line :
             grammarString(ruleDefinition(d.spec, node->rule)).split(QLatin1Char('\n')))
            text += QStringLiteral("\n    ") + line;
    }
    return text;
}

} // namespace uri::ui
