/**
 * @file algorithm.h
 * @brief The resolution algorithm of every spec generation as its text
 * prints it, line by line, each line tagged with the trace rules
 * (ResolveRule) that execute it.
 *
 * The texts: RFC 3986 §5.2.2 (strict and non-strict), §5.2.3, §5.2.4 and
 * §5.3; draft-fielding-url-syntax-01 §6 (docs/specs/draft-fielding-url-syntax-01.txt);
 * RFC 2396 §5.2; RFC 1808 §4; RFC 1630 "Partial (relative) form"
 * (docs/specs/rfc1630-en.txt). The window shows RFC 3986 in the words of its
 * Japanese translation where it has the passage (ui/text/algorithm_text.h).
 *
 * Which lines a rule lights follows the control flow of the text:
 * - a statement is executed by the rule whose trace step records it
 *   (`T.query = Base.query;` by QueryFromBase); statements that one step
 *   records together are all its lines (SchemeDefined: `T.scheme = R.scheme;`,
 *   `T.authority = R.authority;`, `T.path = remove_dot_segments(R.path);`);
 * - a test (`if ...`, a step of an "otherwise" chain) is executed by every
 *   rule whose statement lies in its then- or else-branch, or after it in
 *   the chain: the test is evaluated on the way there. So the step of the
 *   branch taken lights every test above it (PathAbsolute: `if
 *   defined(R.scheme)`, `if defined(R.authority)`, `if (R.path == "")`,
 *   `if (R.path starts-with "/")` and `T.path = remove_dot_segments(R.path);`);
 * - a statement that appears in several branches (`T.query = R.query;`) is
 *   lit only in the branch the trace took (the tag names that branch's rule);
 * - `else`, `endif`, comments, headings and blank lines are never lit.
 * - The §5.2.2 test `if ((not strict) and (R.scheme == Base.scheme))` is
 *   executed only under the non-strict spec (Spec::Rfc3986NonStrict); under
 *   the strict one the text is shown, unlit.
 * - RFC 3986 §5.2.4: "While the input buffer is not empty" is tested by
 *   every 2A-2E step and, the last time, by step 3; step A's test by 2A-2E,
 *   B's by 2B-2E, and so on down the "otherwise" chain.
 * - RFC 3986 §5.3 (Component Recomposition, rule Recompose): the tests, the
 *   unconditional lines, and the scheme's appends (a target always has the
 *   base's or the reference's scheme, §5.2.1). Whether T's authority, query
 *   and fragment are defined is not in the trace, so their appends stay unlit.
 * - The older generations trace a step when it acts; their steps are lit by
 *   their own rule, and a step that only tests and passes on (RFC 1808 Step
 *   4 for a relative path) by the rule that comes next in the text. Step 6's
 *   rewriting steps (6a-6d, RFC 2396 6c-6g) have a row only when they removed
 *   something: one that found nothing is not lit.
 */
#pragma once

#include "uriinspector/resolve.h"
#include "uriinspector/spec.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace uri {

/// How a rule executes a line: it evaluates a test there, or it acts.
enum class LineRole : std::uint8_t {
    Tests, ///< the line's condition is evaluated (and the text goes on elsewhere)
    Does,  ///< the line is what the rule did
};

/// One rule that executes a line, in the context of the branch taken.
struct LineTag
{
    ResolveRule rule = ResolveRule::PreParse;
    LineRole role = LineRole::Does;
    /// The line runs only in a trace that also has this rule (the branch).
    std::optional<ResolveRule> after;
    /// ... and that has none of these.
    std::vector<ResolveRule> unless;
    /// ... and whose step of `rule` says these of the target's components
    /// are defined (TraceStep::defined, TargetDefined bits; RFC 3986 §5.3).
    std::uint8_t defined = 0;

    friend bool operator==(const LineTag &, const LineTag &) = default;
};

/// One line of an algorithm's text.
struct AlgorithmLine
{
    std::string text;          ///< as the spec prints it (ASCII)
    std::vector<LineTag> tags; ///< empty: never executed (comments, headings, else, endif)

    /// Whether a step of @p trace executes the line.
    [[nodiscard]] bool runs(const std::vector<TraceStep> &trace) const;
    /// How step @p step of @p trace executes the line; nullopt: it does not.
    [[nodiscard]] std::optional<LineRole> roleIn(const std::vector<TraceStep> &trace,
                                                 std::size_t step) const;
};

/// One section of an algorithm's text: its heading and its lines.
struct AlgorithmSection
{
    std::string heading;
    std::vector<AlgorithmLine> lines;
};

/// The text of @p spec's resolution algorithm, line by line, each line
/// tagged with the rules that execute it; empty for the URL Standard, which
/// resolves by parsing.
[[nodiscard]] std::vector<AlgorithmLine> algorithmLines(Spec spec);

/// RFC 3986's text in its sections: §5.2.2 (strict or not), §5.2.3, §5.2.4,
/// §5.3. A translation may replace a section's heading and lines.
[[nodiscard]] std::vector<AlgorithmSection> rfc3986Sections(bool strict);

/// The tags of RFC 3986 §5.2.4's paragraphs: step 1, step 2 (the loop
/// test), its cases A-E, step 3.
[[nodiscard]] std::vector<std::vector<LineTag>> removeDotSegmentsTags();

/// @p sections as RFC 3986 prints them: each heading, a blank line, its
/// lines indented by three spaces, a blank line between sections.
[[nodiscard]] std::vector<AlgorithmLine> layOutSections(std::vector<AlgorithmSection> sections);

} // namespace uri
