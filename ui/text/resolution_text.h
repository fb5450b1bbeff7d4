/**
 * @file resolution_text.h
 * @brief Translated text for reference resolution: the spec generations,
 * every trace rule, the notes and the errors, chosen by their stable codes.
 *
 * What each trace step did is the core's wording (TraceStep::clauses,
 * core/resolve/detail/wordings.h), translated and filled in as the command
 * line fills it. The notes' and errors' English messages are for the command
 * line and logs; the window shows these translations, chosen by code, with the
 * values (the buffers, the target) quoted from the results.
 */
#pragma once

#include "uriinspector/resolve.h"
#include "uriinspector/spec.h"

#include <QCoreApplication>
#include <QString>

#include <string_view>
#include <vector>

namespace uri::ui {

class ResolutionText
{
    Q_DECLARE_TR_FUNCTIONS(uri::ui::ResolutionText)

public:
    /// "RFC 3986", "RFC 3986 (non-strict)", "draft-fielding-url-syntax-01", ...
    static QString specName(Spec spec);
    /// The rule as its spec labels it ("2C", "6a", 'R.path starts with "/"'): not translated.
    static QString ruleLabel(ResolveRule rule);
    /// Where the rule is: "RFC 3986 §5.2.4".
    static QString ruleCite(ResolveRule rule);
    /// What the rule does, in one translated sentence.
    static QString ruleSummary(ResolveRule rule);
    /// "RFC 3986 §5.2.4 2C: <summary>", for tooltips.
    static QString ruleTitle(ResolveRule rule);
    /// What the rule did in this step, with its values, as the core's trace
    /// words it (TraceStep::clauses), translated: "2C: the input starts with
    /// "/../"; it becomes "/", and the last segment of the output, "/c", is
    /// removed". In English it is the command line's description after the label.
    static QString stepInWords(const TraceStep &step);
    /// One clause of a step's wording, translated, its arguments filled in.
    static QString clauseText(const TraceClause &clause);
    /// The note, translated by code; with the alternative result when there is one.
    static QString noteText(const ResolveNote &note);
    /// The error, translated by code.
    static QString errorText(const ResolveError &error);
    /// "(no target)", where a target would be.
    static QString noTarget();
};

/// The spec generations that resolve() implements, in kAllSpecs order.
[[nodiscard]] std::vector<Spec> resolutionSpecs();

/// Whether @p rule is a step of the path rewriting that ends in the new
/// path: RFC 3986 §5.2.4 remove_dot_segments (1, 2A-2E, 3), RFC 2396 Step
/// 6a-6h, RFC 1808 and draft-01 Step 6 and 6a-6d, RFC 1630's path rules.
[[nodiscard]] bool isPathRewriteRule(ResolveRule rule);

/// A QString of bytes from the core (UTF-8, shown as they are).
[[nodiscard]] QString fromBytes(std::string_view bytes);

} // namespace uri::ui
