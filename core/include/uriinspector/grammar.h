/**
 * @file grammar.h
 * @brief The derivation of a URI reference: which rules of a generation's
 * grammar matched which characters (docs/grammar.md).
 *
 * Each generation's grammar is data (resources/grammar/), its rules named as
 * its text names them. derive() matches the input against the start rule with
 * ABNF's semantics (RFC 5234 §3: an alternation or a repetition may match any
 * of its possible lengths, so `1.2.3.4x` is a reg-name although `1.2.3.4` is
 * an IPv4address), and records the tree of the rules that matched.
 *
 * It runs only when asked: parse() does not use it.
 */
#pragma once

#include "uriinspector/parse.h"
#include "uriinspector/span.h"
#include "uriinspector/spec.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uri {

/// One rule that matched, with the characters it matched.
struct DerivationNode
{
    std::string_view rule; ///< its name in the grammar (static storage)
    Span span;
    std::vector<DerivationNode> children;

    /// Set on the node of the rule where a rejected input's grammar stopped.
    struct Stop
    {
        std::size_t offset = 0; ///< the first character no alternative could take
        /// Each alternative of the rule, as its text writes it, and the offset
        /// of the first character it could not take.
        std::vector<std::pair<std::string_view, std::size_t>> alternatives;

        friend bool operator==(const Stop &, const Stop &) = default;
    };
    std::optional<Stop> stop;

    friend bool operator==(const DerivationNode &, const DerivationNode &) = default;
};

struct Derivation
{
    Spec spec = Spec::Rfc3986;
    /// The input matches the start rule. Otherwise the tree is that of the
    /// input with each component that fails its rule standing for itself,
    /// and the node of the first such component says where its rule stopped.
    bool accepted = false;
    DerivationNode root;
    /// Rejected: the offset at which the grammar stopped.
    std::optional<std::size_t> stop;
    /// Why no derivation was drawn ("" when one was): too long an input.
    std::string refusal;
};

/// The longest input derive() draws a derivation for.
inline constexpr std::size_t kMaxDerivationBytes = 64 * 1024;

/// Whether @p spec has a grammar for derive().
[[nodiscard]] bool deriveSupports(Spec spec);

/**
 * @brief The derivation of @p text under @p spec's grammar. For a rejected
 * input, the components are those of parse(text, spec) (its split, RFC 3986
 * Appendix B or the generation's own order), and each is matched against its
 * rule.
 */
[[nodiscard]] Derivation derive(std::string_view text, Spec spec = Spec::Rfc3986);
/// The same, for a ParseResult already made of the same text and spec.
[[nodiscard]] Derivation derive(const ParseResult &parsed);

/// The grammar's source ("RFC 3986 Appendix A") and start rule.
[[nodiscard]] std::string_view grammarSource(Spec spec);
[[nodiscard]] std::string_view grammarStartRule(Spec spec);

/// A rule's definition as the spec's text prints it, continuation lines and
/// comments included; "" for a name that is no rule of the grammar.
[[nodiscard]] std::string_view ruleDefinition(Spec spec, std::string_view rule);

/**
 * @brief How @p derivation disagrees with @p parsed, the parse of the same
 * text, or "" when it does not: for a valid input, the grammar matches it,
 * each component's span is the span of the one node of its rules (the
 * grammar's `component` lines) and the host's node is the alternative of its
 * host type (`hosttype` lines); for an invalid one, the grammar does not
 * match it and stops inside the span of the first error by offset, its ends
 * included. A refusal is a disagreement. tst_grammar checks it on every
 * vector and the fuzz corpus.
 *
 * @p atFirstError false asks only that the grammar stop no later than the
 * first error's end, which every input keeps (fuzz_parse): where an IP
 * literal has a character no rule allows, the parser reports that character
 * and does not judge the structure before it, so the grammar may stop
 * earlier (`[0:14444x]`: at the fifth digit of an h16, 15; the parser's
 * first error is the "x" at 16).
 */
[[nodiscard]] std::string derivationDisagreement(const ParseResult &parsed,
                                                 const Derivation &derivation,
                                                 bool atFirstError = true);

/// Where the spec's text defines a rule ("RFC 3986 §3.2.2"; the core rules
/// "RFC 5234 Appendix B.1"); "" for a name that is no rule of the grammar.
[[nodiscard]] std::string_view ruleCitation(Spec spec, std::string_view rule);

/// The rules from the root down to the deepest node whose span holds the
/// character at @p offset (the root's node first).
[[nodiscard]] std::vector<const DerivationNode *> derivationChain(const Derivation &derivation,
                                                                  std::size_t offset);

/// "RFC 3986 Appendix A: the input matches URI-reference", or "...: no
/// match: the grammar stopped at 10", or the refusal.
[[nodiscard]] std::string derivationSummary(const Derivation &derivation);

/// For the node where a rejected input's grammar stopped: `stopped at 10
/// ("x")` (or "(its end)"), then "; IP-literal got to 11, ..." for each
/// alternative of its rule; "" for another node.
[[nodiscard]] std::string derivationStopText(const DerivationNode &node, std::string_view input);

/**
 * @brief The derivation as an indented tree, one rule per line: its name,
 * offset+length and text. A rule with one child of the same span shares its
 * line ("pchar > unreserved > ALPHA"); under the node where a rejected
 * input's grammar stopped, derivationStopText(). The first line is
 * "derivation: " and derivationSummary(). The command line prints it; the
 * window says the same in its language (ui/text/grammar_text.h).
 */
[[nodiscard]] std::string derivationText(const Derivation &derivation, std::string_view input);

} // namespace uri
