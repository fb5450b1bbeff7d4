/**
 * @file resolve.h
 * @brief Reference resolution (RFC 3986 §5.2 and its predecessors), traced
 * step by step; remove_dot_segments on its own; and the reverse, relativize.
 *
 * Every spec generation resolves by its own text and records every step in
 * its own words: RFC 3986 names the §5.2.2 branch taken for each component,
 * the §5.2.3 merge and every §5.2.4 remove_dot_segments step with both
 * buffers, exactly like the tables of §5.2.4; RFC 2396 §5.2, RFC 1808 §4 and
 * draft-fielding-url-syntax-01 §6 name their Steps 1-7 (6a-6h), and RFC 1630
 * its "Partial (relative) form" rules.
 *
 * Nothing here throws for any input. A base or reference that is not valid
 * is still split by RFC 3986 Appendix B and resolved as split, with its
 * diagnostics attached; what cannot be resolved at all (a relative base)
 * gives no target and an error.
 *
 * Results own copies of their texts: they do not borrow the arguments.
 */
#pragma once

#include "uriinspector/diagnostic.h"
#include "uriinspector/spec.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uri {

/**
 * @brief Every rule a trace step can cite: one enumerator per rule of every
 * spec generation. Append only; the ids (ruleId()) are stable.
 *
 * For the RFC 3986 component rules, a step's `output` is the target as
 * recomposed (§5.3) from the components assigned so far and its `input` the
 * component the rule read. For the remove_dot_segments rules (Rule1 ..
 * Rule3) they are the output and input buffers of §5.2.4 after the step.
 * For the older generations, whose steps rewrite one string, `output` is the
 * string after the step and `input` the string (or component) it read.
 */
enum class ResolveRule : std::uint8_t {
    // RFC 3986 §5.2.1 - §5.3
    PreParse,              ///< §5.2.1: base and reference split into five components
    SchemeLoophole,        ///< §5.2.2 "if ((not strict) and (R.scheme == Base.scheme))"
    SchemeDefined,         ///< §5.2.2 "if defined(R.scheme)": T takes R's scheme, authority
    AuthorityDefined,      ///< §5.2.2 "if defined(R.authority)": T.authority = R.authority
    PathEmpty,             ///< §5.2.2 'if (R.path == "")': T.path = Base.path
    PathAbsolute,          ///< §5.2.2 'if (R.path starts-with "/")'
    Merge,                 ///< §5.2.2 merge(Base.path, R.path), §5.2.3 second case
    MergeEmptyBasePath,    ///< §5.2.3: base has an authority and an empty path: "/" + R.path
    QueryFromReference,    ///< §5.2.2 T.query = R.query
    QueryFromBase,         ///< §5.2.2 T.query = Base.query
    AuthorityFromBase,     ///< §5.2.2 T.authority = Base.authority
    SchemeFromBase,        ///< §5.2.2 T.scheme = Base.scheme
    FragmentFromReference, ///< §5.2.2 T.fragment = R.fragment
    Recompose,             ///< §5.3 Component Recomposition: output is the target
    // RFC 3986 §5.2.4 remove_dot_segments, the step labels of its tables
    Rule1,  ///< §5.2.4 1: input buffer = the path, output buffer empty
    Rule2A, ///< §5.2.4 2A: remove a prefix "../" or "./"
    Rule2B, ///< §5.2.4 2B: replace a prefix "/./" or "/." with "/"
    Rule2C, ///< §5.2.4 2C: replace "/../" or "/.." with "/", drop the last output segment
    Rule2D, ///< §5.2.4 2D: remove an input of only "." or ".."
    Rule2E, ///< §5.2.4 2E: move the first path segment to the output
    Rule3,  ///< §5.2.4 3: the output buffer is the result
    // RFC 2396 §5.2
    Rfc2396Step1,  ///< 1) the reference parsed into its components
    Rfc2396Step2,  ///< 2) empty path, no scheme, authority or query: the current document
    Rfc2396Step3,  ///< 3) a scheme: an absolute URI, done; else the base's scheme
    Rfc2396Step4,  ///< 4) an authority: a network-path; else the base's authority
    Rfc2396Step5,  ///< 5) a path beginning with "/": an absolute-path
    Rfc2396Step6a, ///< 6a) all but the last segment of the base path copied to a buffer
    Rfc2396Step6b, ///< 6b) the reference's path appended
    Rfc2396Step6c, ///< 6c) every "./" (complete segment) removed
    Rfc2396Step6d, ///< 6d) a final "." removed
    Rfc2396Step6e, ///< 6e) "<segment>/../" removed, leftmost first, until none is left
    Rfc2396Step6f, ///< 6f) a final "<segment>/.." removed
    Rfc2396Step6g, ///< 6g) a buffer still beginning with ".." is an error (kept here)
    Rfc2396Step6h, ///< 6h) the buffer is the new path
    Rfc2396Step7,  ///< 7) the components recombined
    // RFC 1808 §4
    Rfc1808Step1,  ///< Step 1: an empty base: the embedded URL is absolute
    Rfc1808Step2,  ///< Step 2: both URLs parsed (§2.4), <params> included
    Rfc1808Step2a, ///< Step 2a: an empty embedded URL inherits the entire base URL
    Rfc1808Step2b, ///< Step 2b: a scheme: an absolute URL, done
    Rfc1808Step2c, ///< Step 2c: otherwise the base's scheme
    Rfc1808Step3,  ///< Step 3: a non-empty <net_loc> skips to Step 7; else the base's
    Rfc1808Step4,  ///< Step 4: a path preceded by "/" skips to Step 7
    Rfc1808Step5,  ///< Step 5: an empty path inherits the base path
    Rfc1808Step5a, ///< Step 5a: <params> kept if non-empty, else the base's
    Rfc1808Step5b, ///< Step 5b: <query> kept if non-empty, else the base's
    Rfc1808Step6,  ///< Step 6: the base path's last segment replaced by the embedded path
    Rfc1808Step6a, ///< Step 6a: every "./" (complete segment) removed
    Rfc1808Step6b, ///< Step 6b: a final "." removed
    Rfc1808Step6c, ///< Step 6c: "<segment>/../" removed, leftmost first, until none is left
    Rfc1808Step6d, ///< Step 6d: a final "<segment>/.." removed
    Rfc1808Step7,  ///< Step 7: the components recombined
    // draft-fielding-url-syntax-01 §6
    Draft01Step1,  ///< Step 1: an empty base: the reference is absolute
    Draft01Step2,  ///< Step 2: both parsed (§4)
    Draft01Step2a, ///< Step 2a: empty, or only a fragment: the current document
    Draft01Step2b, ///< Step 2b: a scheme: an absolute URL, done
    Draft01Step2c, ///< Step 2c: otherwise the base's scheme
    Draft01Step3,  ///< Step 3: a non-empty <server> skips to Step 7; else the base's
    Draft01Step4,  ///< Step 4: a path preceded by "/" skips to Step 7
    Draft01Step5,  ///< Step 5: an empty path inherits the base path (and query)
    Draft01Step6,  ///< Step 6: the base path's last segment replaced by the reference path
    Draft01Step6a, ///< Step 6a: every "./" (complete segment) removed
    Draft01Step6b, ///< Step 6b: a final "." removed
    Draft01Step6c, ///< Step 6c: "<segment>/../" removed, leftmost first, until none is left
    Draft01Step6d, ///< Step 6d: a final "<segment>/.." removed
    Draft01Step7,  ///< Step 7: the components recombined
    // RFC 1630 "Partial (relative) form"
    Rfc1630Scheme,   ///< "If the scheme parts are different, the whole absolute URI must be given"
    Rfc1630Slashes,  ///< a partial URI starting with n consecutive slashes
    Rfc1630LastPart, ///< "The last part of the path of the context URI ... is removed"
    Rfc1630DotDot,   ///< 'all occurrences of "xxx/../" ... are recursively removed'
    Rfc1630SlashDot, ///< 'all occurrences of ... "/." are recursively removed'
    Rfc1630Result,   ///< the full URL
};

/// The number of ResolveRule values: every table indexed by ResolveRule has
/// this many rows (a static_assert checks it). Update it with every rule appended.
inline constexpr std::size_t kResolveRuleCount
    = static_cast<std::size_t>(ResolveRule::Rfc1630Result) + 1;

/// The stable id of a rule, e.g. "rfc3986-2c", "rfc1808-5a", "draft01-6c".
[[nodiscard]] std::string_view ruleId(ResolveRule rule);
/// The rule as its spec labels it: "2C", 'R.path starts with "/"', "6c".
[[nodiscard]] std::string_view ruleLabel(ResolveRule rule);
/// Where the rule is: "RFC 3986 §5.2.4", "RFC 1808 §4", ...
[[nodiscard]] std::string_view ruleCite(ResolveRule rule);

/// Bits of TraceStep::defined: the optional components of the target T of
/// RFC 3986 §5.2.2 (its scheme and path are always defined, §5.2.1).
enum TargetDefined : std::uint8_t {
    kTargetAuthority = 1,
    kTargetQuery = 2,
    kTargetFragment = 4,
};

/// One clause of what a trace step did: an English template, where "{key}"
/// stands for the argument of that key, and its arguments (values, or the
/// names the specifications give their components, never English words).
/// The templates are listed in core/resolve/detail/wordings.h; the window
/// translates them (context "uri::resolve::Wording") and fills in the same
/// arguments, so that it and the command line say the same.
struct TraceClause
{
    std::string_view text;
    std::vector<std::pair<std::string, std::string>> arguments;

    friend bool operator==(const TraceClause &, const TraceClause &) = default;
};

/// @p clause with its arguments filled in.
[[nodiscard]] std::string fillClause(const TraceClause &clause);

/// One row of a trace.
struct TraceStep
{
    ResolveRule rule = ResolveRule::Rule1;
    /// English: what the rule did, with the values: the clauses filled in
    /// (fillClause()) and joined by "; "
    std::string description;
    std::string output; ///< see ResolveRule for what the buffers hold
    std::string input;
    /// RFC 3986 §5.2.2 rules: the component the rule tested or gave T, as
    /// §5.2.2 names it (SchemeLoophole, SchemeDefined: R.scheme;
    /// AuthorityDefined: R.authority; PathEmpty: Base.path; PathAbsolute,
    /// Merge, MergeEmptyBasePath: R.path; QueryFromReference: R.query;
    /// QueryFromBase: Base.query; AuthorityFromBase: Base.authority;
    /// SchemeFromBase: Base.scheme; FragmentFromReference: R.fragment),
    /// std::nullopt where it is undefined, which is not "" (§5.2.2, §5.3).
    /// Unset for every other rule.
    std::optional<std::string> value;
    /// RFC 3986 §5.2.2 - §5.3 rules: which of T's authority, query and
    /// fragment are defined after this step (TargetDefined bits); for
    /// Recompose, the ones §5.3 appends.
    std::uint8_t defined = 0;
    /// What the rule did, as the clauses that `description` joins.
    std::vector<TraceClause> clauses;

    friend bool operator==(const TraceStep &, const TraceStep &) = default;
};

/// Why a resolution failed or is not to be trusted. Append only.
enum class ResolveErrorCode : std::uint8_t {
    RelativeBase,      ///< "relative-base": the base has no scheme (RFC 3986 §5.2.1)
    InvalidBase,       ///< "invalid-base": strict rfc3986 only; resolved as split anyway
    InvalidReference,  ///< "invalid-reference": strict rfc3986 only; resolved as split anyway
    NotImplemented,    ///< "not-implemented": Spec::Whatwg is resolved elsewhere
    NoMatchingSlashes, ///< "no-matching-slashes": RFC 1630, no run of that many slashes in the base
    RelativeTarget,    ///< "relative-target": relativize() needs an absolute target
    UnreachableTarget, ///< "unreachable-target": no reference resolves to the target exactly
    BadInput,          ///< "bad-input": not a BASE<TAB>REF line (command line only)
};

/// The number of ResolveErrorCode values (see kResolveRuleCount).
inline constexpr std::size_t kResolveErrorCount
    = static_cast<std::size_t>(ResolveErrorCode::BadInput) + 1;

struct ResolveError
{
    ResolveErrorCode code = ResolveErrorCode::RelativeBase;
    std::string_view cite; ///< e.g. "RFC 3986 §5.2.1" (static storage)
    std::string message;   ///< English, for the CLI and logs

    friend bool operator==(const ResolveError &, const ResolveError &) = default;
};

/// Notes and hazards about a resolution. Append only.
enum class ResolveNoteCode : std::uint8_t {
    BaseFragmentIgnored,      ///< "base-fragment-ignored" (RFC 3986 §5.1)
    SchemeLoopholeApplied,    ///< "scheme-loophole-applied": non-strict ignored R's scheme
    SchemeLoopholeAvailable,  ///< "scheme-loophole-available": a non-strict reader differs
    DotSegmentsAboveRoot,     ///< "dot-segments-above-root": more ".." than segments
    EncodedDotSegment,        ///< "encoded-dot-segment": "%2E" is no dot segment in §5.2.4
    PathLooksLikeAuthority,   ///< "path-looks-like-authority" (hazard): no authority, path "//..."
    RootlessPathMadeAbsolute, ///< "rootless-path-made-absolute" (hazard)
    PathJoinsAuthority,       ///< "path-joins-authority" (hazard): "http://a" + "g" = "http://ag"
    EmptyAuthorityInherited,  ///< "empty-authority-inherited": "//" with an empty <net_loc>
    CurrentDocument,          ///< "current-document": the spec calls it the current document
    EmptyPartialUri,          ///< "empty-partial-uri": RFC 1630 has no rule for it
    InvalidBase,      ///< "invalid-base": not a valid URI by RFC 3986 (diagnostics attached)
    InvalidReference, ///< "invalid-reference": not a valid URI-reference by RFC 3986
    TraceTruncated,   ///< "trace-truncated": traceBudget() reached; the result is whole
};

/// The number of ResolveNoteCode values (see kResolveRuleCount).
inline constexpr std::size_t kResolveNoteCount
    = static_cast<std::size_t>(ResolveNoteCode::TraceTruncated) + 1;

struct ResolveNote
{
    ResolveNoteCode code = ResolveNoteCode::BaseFragmentIgnored;
    Severity severity = Severity::Info; ///< Warning for hazards and invalid input
    std::string_view cite;              ///< static storage
    std::string message;                ///< English
    /// What common implementations give instead, where that differs.
    std::optional<std::string> alternative;

    friend bool operator==(const ResolveNote &, const ResolveNote &) = default;
};

/// The result of resolve(). Owns all its strings.
struct ResolveResult
{
    std::string base;
    std::string reference;
    Spec spec = Spec::Rfc3986;

    /// The resolved URI; nullopt when the reference cannot be resolved.
    std::optional<std::string> target;
    /// Set when the reference could not be resolved (then target is nullopt)
    /// or, in strict rfc3986, when base or reference is invalid (then the
    /// target is that of the Appendix B split).
    std::optional<ResolveError> error;
    /// The spec calls the reference one to the current document (RFC 3986
    /// §4.4 same-document reference; RFC 2396 §5.2 step 2; draft-01 2a).
    bool sameDocument = false;

    std::vector<ResolveNote> notes;
    std::vector<Diagnostic> baseDiagnostics;      ///< only when the base is invalid
    std::vector<Diagnostic> referenceDiagnostics; ///< only when the reference is invalid
    std::vector<TraceStep> trace;

    /// A target and no error.
    [[nodiscard]] bool ok() const { return target.has_value() && !error.has_value(); }
    [[nodiscard]] bool hasNote(ResolveNoteCode code) const;

    friend bool operator==(const ResolveResult &, const ResolveResult &) = default;
};

/// Traces stop recording (the result stays whole) after this many bytes of
/// text, plus four times the size of the inputs (so that the first rows of a
/// huge input are still there): a huge path cannot take quadratic memory.
inline constexpr std::size_t kMaxTraceBytes = std::size_t{1} << 20;

/// The trace budget for inputs of @p inputBytes bytes in all.
[[nodiscard]] constexpr std::size_t traceBudget(std::size_t inputBytes)
{
    return kMaxTraceBytes + 4 * inputBytes;
}

/**
 * @brief Resolve @p reference against @p base under the rules of @p spec.
 *
 * BNF:
 * @code
 *   URI-reference = URI / relative-ref
 *   absolute-URI  = scheme ":" hier-part [ "?" query ]
 * @endcode
 * Spec: RFC 3986 §5.2 (Spec::Rfc3986 strict, Spec::Rfc3986NonStrict with
 * the §5.2.2 backward-compatibility loophole), RFC 2396 §5.2, RFC 1808 §4,
 * draft-fielding-url-syntax-01 §6, RFC 1630 "Partial (relative) form".
 * https://www.rfc-editor.org/rfc/rfc3986#section-5.2
 *
 * @param base an absolute URI; a fragment is ignored with a note
 * @param reference any URI reference
 * @param spec the generation whose rules apply; Spec::Whatwg gives an error
 * result (the URL Standard parser resolves by itself)
 * @return the target (or an error), notes and hazards, the diagnostics of an
 * invalid base or reference, and the trace.
 */
[[nodiscard]] ResolveResult resolve(std::string_view base, std::string_view reference,
                                    Spec spec = Spec::Rfc3986);

/**
 * @brief The target alone: resolve(base, reference, spec).target for every
 * input, without the trace, notes or diagnostics.
 *
 * For Spec::Rfc3986 and Spec::Rfc3986NonStrict the target is written once,
 * remove_dot_segments (§5.2.4) running in place on it; the other
 * generations run resolve() with the trace off. As with resolve(), an
 * invalid base or reference is resolved as split by Appendix B: ask
 * parse() or resolve() whether it is valid.
 */
[[nodiscard]] std::optional<std::string>
resolveTarget(std::string_view base, std::string_view reference, Spec spec = Spec::Rfc3986);

/// resolve() under every generation that resolveSupports(), in kAllSpecs order:
/// the same reference read by each generation's rules.
[[nodiscard]] std::vector<ResolveResult> resolveEverySpec(std::string_view base,
                                                          std::string_view reference);

/// Whether resolve() implements @p spec (every generation but Spec::Whatwg).
[[nodiscard]] bool resolveSupports(Spec spec);

/// The result of removeDotSegments().
struct DotSegmentsResult
{
    std::string path;
    std::vector<TraceStep> trace; ///< Rule1, then a 2A..2E row per loop, then Rule3
    bool truncated = false;       ///< traceBudget() reached (the path is whole)

    friend bool operator==(const DotSegmentsResult &, const DotSegmentsResult &) = default;
};

/**
 * @brief RFC 3986 §5.2.4 remove_dot_segments, for any path, traced.
 *
 * Spec: RFC 3986 §5.2.4. The trace has the rows of the §5.2.4 tables: step
 * label, output buffer and input buffer after the step, and a final Rule3
 * row whose output is the result.
 */
[[nodiscard]] DotSegmentsResult removeDotSegments(std::string_view path);

/// RFC 3986 §5.2.4 remove_dot_segments on @p path, without the trace.
[[nodiscard]] std::string dotSegmentsRemoved(std::string_view path);

/// How relativize() writes a relative-path reference.
enum class RelativizeMode : std::uint8_t {
    Shortest,           ///< the shortest reference of any form
    PreferRelativePath, ///< "../" runs rather than an absolute path (uriparser's
                        ///< uriRemoveBaseUri with domainRootMode off)
};

/// The result of relativize().
struct RelativizeResult
{
    std::string base;
    std::string target;
    std::optional<std::string> reference;
    std::optional<ResolveError> error;

    friend bool operator==(const RelativizeResult &, const RelativizeResult &) = default;
};

/**
 * @brief The reference that resolves from @p base to @p target under
 * Spec::Rfc3986: the shortest one (or by @p mode), each candidate checked by
 * resolving it back.
 *
 * Spec: RFC 3986 §4.2 (relative-ref), §5.2 (checked by resolve()).
 * @return the reference, or an error when the target is relative or no
 * reference resolves to it exactly (e.g. its path has dot segments).
 */
[[nodiscard]] RelativizeResult relativize(std::string_view base, std::string_view target,
                                          RelativizeMode mode = RelativizeMode::Shortest);

/// "relative-base", "invalid-base", ... (the stable names of the codes).
[[nodiscard]] std::string_view resolveErrorName(ResolveErrorCode code);
/// "base-fragment-ignored", "path-looks-like-authority", ...
[[nodiscard]] std::string_view resolveNoteName(ResolveNoteCode code);

} // namespace uri
