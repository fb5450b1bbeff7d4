// Reference resolution: the entry point, the strategy picked by Spec, and
// the catalogue of rules, errors and notes.
#include "uriinspector/resolve.h"

#include "resolve/detail/resolve_support.h"

#include <algorithm>
#include <array>

namespace uri {

namespace {

struct RuleInfo
{
    ResolveRule rule;
    std::string_view id;
    std::string_view label;
    std::string_view cite;
};

using R = ResolveRule;

constexpr std::string_view k3986Transform = "RFC 3986 §5.2.2";
constexpr std::string_view k3986Dots = "RFC 3986 §5.2.4";
constexpr std::string_view k2396 = "RFC 2396 §5.2";
constexpr std::string_view k1808 = "RFC 1808 §4";
constexpr std::string_view kDraft01 = "draft-fielding-url-syntax-01 §6";
constexpr std::string_view k1630 = "RFC 1630 Partial (relative) form";

// In enum order; ruleInfo() checks that the order holds.
constexpr std::array kRules{
    RuleInfo{R::PreParse, "rfc3986-pre-parse", "5.2.1", "RFC 3986 §5.2.1"},
    RuleInfo{R::SchemeLoophole, "rfc3986-scheme-loophole", "R.scheme == Base.scheme",
             k3986Transform},
    RuleInfo{R::SchemeDefined, "rfc3986-scheme-defined", "R.scheme defined", k3986Transform},
    RuleInfo{R::AuthorityDefined, "rfc3986-authority-defined", "R.authority defined",
             k3986Transform},
    RuleInfo{R::PathEmpty, "rfc3986-path-empty", "R.path == \"\"", k3986Transform},
    RuleInfo{R::PathAbsolute, "rfc3986-path-absolute", "R.path starts with \"/\"", k3986Transform},
    RuleInfo{R::Merge, "rfc3986-merge", "merge", "RFC 3986 §5.2.3"},
    RuleInfo{R::MergeEmptyBasePath, "rfc3986-merge-empty-base-path",
             "merge: base has authority and empty path", "RFC 3986 §5.2.3"},
    RuleInfo{R::QueryFromReference, "rfc3986-query-from-reference", "T.query = R.query",
             k3986Transform},
    RuleInfo{R::QueryFromBase, "rfc3986-query-from-base", "T.query = Base.query", k3986Transform},
    RuleInfo{R::AuthorityFromBase, "rfc3986-authority-from-base", "T.authority = Base.authority",
             k3986Transform},
    RuleInfo{R::SchemeFromBase, "rfc3986-scheme-from-base", "T.scheme = Base.scheme",
             k3986Transform},
    RuleInfo{R::FragmentFromReference, "rfc3986-fragment-from-reference", "T.fragment = R.fragment",
             k3986Transform},
    RuleInfo{R::Recompose, "rfc3986-recompose", "5.3", "RFC 3986 §5.3"},
    RuleInfo{R::Rule1, "rfc3986-1", "1", k3986Dots},
    RuleInfo{R::Rule2A, "rfc3986-2a", "2A", k3986Dots},
    RuleInfo{R::Rule2B, "rfc3986-2b", "2B", k3986Dots},
    RuleInfo{R::Rule2C, "rfc3986-2c", "2C", k3986Dots},
    RuleInfo{R::Rule2D, "rfc3986-2d", "2D", k3986Dots},
    RuleInfo{R::Rule2E, "rfc3986-2e", "2E", k3986Dots},
    RuleInfo{R::Rule3, "rfc3986-3", "3", k3986Dots},
    RuleInfo{R::Rfc2396Step1, "rfc2396-1", "1", k2396},
    RuleInfo{R::Rfc2396Step2, "rfc2396-2", "2", k2396},
    RuleInfo{R::Rfc2396Step3, "rfc2396-3", "3", k2396},
    RuleInfo{R::Rfc2396Step4, "rfc2396-4", "4", k2396},
    RuleInfo{R::Rfc2396Step5, "rfc2396-5", "5", k2396},
    RuleInfo{R::Rfc2396Step6a, "rfc2396-6a", "6a", k2396},
    RuleInfo{R::Rfc2396Step6b, "rfc2396-6b", "6b", k2396},
    RuleInfo{R::Rfc2396Step6c, "rfc2396-6c", "6c", k2396},
    RuleInfo{R::Rfc2396Step6d, "rfc2396-6d", "6d", k2396},
    RuleInfo{R::Rfc2396Step6e, "rfc2396-6e", "6e", k2396},
    RuleInfo{R::Rfc2396Step6f, "rfc2396-6f", "6f", k2396},
    RuleInfo{R::Rfc2396Step6g, "rfc2396-6g", "6g", k2396},
    RuleInfo{R::Rfc2396Step6h, "rfc2396-6h", "6h", k2396},
    RuleInfo{R::Rfc2396Step7, "rfc2396-7", "7", k2396},
    RuleInfo{R::Rfc1808Step1, "rfc1808-1", "1", k1808},
    RuleInfo{R::Rfc1808Step2, "rfc1808-2", "2", k1808},
    RuleInfo{R::Rfc1808Step2a, "rfc1808-2a", "2a", k1808},
    RuleInfo{R::Rfc1808Step2b, "rfc1808-2b", "2b", k1808},
    RuleInfo{R::Rfc1808Step2c, "rfc1808-2c", "2c", k1808},
    RuleInfo{R::Rfc1808Step3, "rfc1808-3", "3", k1808},
    RuleInfo{R::Rfc1808Step4, "rfc1808-4", "4", k1808},
    RuleInfo{R::Rfc1808Step5, "rfc1808-5", "5", k1808},
    RuleInfo{R::Rfc1808Step5a, "rfc1808-5a", "5a", k1808},
    RuleInfo{R::Rfc1808Step5b, "rfc1808-5b", "5b", k1808},
    RuleInfo{R::Rfc1808Step6, "rfc1808-6", "6", k1808},
    RuleInfo{R::Rfc1808Step6a, "rfc1808-6a", "6a", k1808},
    RuleInfo{R::Rfc1808Step6b, "rfc1808-6b", "6b", k1808},
    RuleInfo{R::Rfc1808Step6c, "rfc1808-6c", "6c", k1808},
    RuleInfo{R::Rfc1808Step6d, "rfc1808-6d", "6d", k1808},
    RuleInfo{R::Rfc1808Step7, "rfc1808-7", "7", k1808},
    RuleInfo{R::Draft01Step1, "draft01-1", "1", kDraft01},
    RuleInfo{R::Draft01Step2, "draft01-2", "2", kDraft01},
    RuleInfo{R::Draft01Step2a, "draft01-2a", "2a", kDraft01},
    RuleInfo{R::Draft01Step2b, "draft01-2b", "2b", kDraft01},
    RuleInfo{R::Draft01Step2c, "draft01-2c", "2c", kDraft01},
    RuleInfo{R::Draft01Step3, "draft01-3", "3", kDraft01},
    RuleInfo{R::Draft01Step4, "draft01-4", "4", kDraft01},
    RuleInfo{R::Draft01Step5, "draft01-5", "5", kDraft01},
    RuleInfo{R::Draft01Step6, "draft01-6", "6", kDraft01},
    RuleInfo{R::Draft01Step6a, "draft01-6a", "6a", kDraft01},
    RuleInfo{R::Draft01Step6b, "draft01-6b", "6b", kDraft01},
    RuleInfo{R::Draft01Step6c, "draft01-6c", "6c", kDraft01},
    RuleInfo{R::Draft01Step6d, "draft01-6d", "6d", kDraft01},
    RuleInfo{R::Draft01Step7, "draft01-7", "7", kDraft01},
    RuleInfo{R::Rfc1630Scheme, "rfc1630-scheme", "scheme", k1630},
    RuleInfo{R::Rfc1630Slashes, "rfc1630-slashes", "consecutive slashes", k1630},
    RuleInfo{R::Rfc1630LastPart, "rfc1630-last-part", "last part", k1630},
    RuleInfo{R::Rfc1630DotDot, "rfc1630-dot-dot", "xxx/../", k1630},
    RuleInfo{R::Rfc1630SlashDot, "rfc1630-slash-dot", "/.", k1630},
    RuleInfo{R::Rfc1630Result, "rfc1630-result", "result", k1630},
};

static_assert(kRules.size() == kResolveRuleCount, "kRules needs one row per ResolveRule");

constexpr bool rulesInEnumOrder()
{
    for (std::size_t i = 0; i < kRules.size(); ++i) {
        if (static_cast<std::size_t>(kRules[i].rule) != i)
            return false;
    }
    return true;
}
static_assert(rulesInEnumOrder(), "kRules must list every ResolveRule in enum order");

const RuleInfo &ruleInfo(ResolveRule rule)
{
    const auto index = static_cast<std::size_t>(rule);
    return kRules[std::min(index, kRules.size() - 1)];
}

constexpr std::array<std::string_view, kResolveErrorCount> kErrorNames{
    "relative-base",       "invalid-base",    "invalid-reference",  "not-implemented",
    "no-matching-slashes", "relative-target", "unreachable-target", "bad-input",
};

constexpr std::array<std::string_view, kResolveNoteCount> kNoteNames{
    "base-fragment-ignored",       "scheme-loophole-applied",
    "scheme-loophole-available",   "dot-segments-above-root",
    "encoded-dot-segment",         "path-looks-like-authority",
    "rootless-path-made-absolute", "path-joins-authority",
    "empty-authority-inherited",   "current-document",
    "empty-partial-uri",           "invalid-base",
    "invalid-reference",           "trace-truncated",
};

/// A spec generation's resolution strategy (docs/style.md A.3: selected by
/// Spec, never a copy of the code).
struct Strategy
{
    Spec spec;
    /// RFC 1808 and draft-01 Step 1: an empty base makes the reference absolute.
    bool acceptsEmptyBase;
    void (*run)(detail::ResolveContext &ctx, Spec spec);
};

constexpr std::array kStrategies{
    Strategy{Spec::Rfc3986, false,
             [](detail::ResolveContext &ctx, Spec) { detail::resolveRfc3986(ctx, true); }},
    Strategy{Spec::Rfc3986NonStrict, false,
             [](detail::ResolveContext &ctx, Spec) { detail::resolveRfc3986(ctx, false); }},
    Strategy{Spec::Rfc2396, false, &detail::resolveClassic},
    Strategy{Spec::Draft01, true, &detail::resolveClassic},
    Strategy{Spec::Rfc1808, true, &detail::resolveClassic},
    Strategy{Spec::Rfc1630, false,
             [](detail::ResolveContext &ctx, Spec) { detail::resolveRfc1630(ctx); }},
};

const Strategy *strategyFor(Spec spec)
{
    for (const Strategy &s : kStrategies) {
        if (s.spec == spec)
            return &s;
    }
    return nullptr;
}

ResolveResult resolveImpl(std::string_view base, std::string_view reference, Spec spec, bool quiet)
{
    ResolveResult result;
    result.base = std::string(base);
    result.reference = std::string(reference);
    result.spec = spec;

    const Strategy *strategy = strategyFor(spec);
    if (strategy == nullptr) {
        result.error = ResolveError{ResolveErrorCode::NotImplemented, "WHATWG URL Standard",
                                    "Resolution under the WHATWG URL Standard is not implemented "
                                    "here: the URL Standard parser resolves by itself."};
        return result;
    }

    // RFC 3986 §5.2.1: both are split by Appendix B; invalid text still splits.
    const ParseResult baseParsed = parse(base, Spec::Rfc3986);
    const ParseResult refParsed = parse(reference, Spec::Rfc3986);
    detail::TraceRecorder trace
        = quiet ? detail::TraceRecorder::off(result.trace)
                : detail::TraceRecorder(result.trace, traceBudget(base.size() + reference.size()));
    detail::ResolveContext ctx{baseParsed, refParsed, result, trace, quiet};

    const bool strict = spec == Spec::Rfc3986;
    if (!baseParsed.valid()) {
        result.baseDiagnostics = baseParsed.diagnostics;
        ctx.note(ResolveNoteCode::InvalidBase, Severity::Warning, "RFC 3986 §4.3",
                 "The base is not a valid URI by the RFC 3986 grammar (see its diagnostics); "
                 "it is resolved as split by Appendix B.");
    }
    if (!refParsed.valid()) {
        result.referenceDiagnostics = refParsed.diagnostics;
        ctx.note(ResolveNoteCode::InvalidReference, Severity::Warning, "RFC 3986 §4.1",
                 "The reference is not a valid URI-reference by the RFC 3986 grammar (see its "
                 "diagnostics); it is resolved as split by Appendix B.");
    }

    if (!baseParsed.scheme && !(strategy->acceptsEmptyBase && base.empty())) {
        ctx.fail(ResolveErrorCode::RelativeBase, "RFC 3986 §5.2.1",
                 "The base has no scheme: RFC 3986 §5.2.1 requires an absolute URI as the "
                 "base, so the reference cannot be resolved.");
        return result;
    }

    strategy->run(ctx, spec);

    if (strict && !result.error && !baseParsed.valid()) {
        ctx.fail(ResolveErrorCode::InvalidBase, "RFC 3986 §5.2.1",
                 "The base is not a valid absolute URI (RFC 3986 §4.3); the target shown is "
                 "that of its Appendix B split.");
    } else if (strict && !result.error && !refParsed.valid()) {
        ctx.fail(ResolveErrorCode::InvalidReference, "RFC 3986 §4.1",
                 "The reference is not a valid URI-reference (RFC 3986 §4.1); the target shown "
                 "is that of its Appendix B split.");
    }
    if (trace.truncated()) {
        ctx.note(ResolveNoteCode::TraceTruncated, Severity::Info, "",
                 "The trace stops after "
                     + std::to_string(traceBudget(base.size() + reference.size()))
                     + " bytes of text; the target is complete.");
    }
    return result;
}

} // namespace

std::string_view ruleId(ResolveRule rule)
{
    return ruleInfo(rule).id;
}

std::string_view ruleLabel(ResolveRule rule)
{
    return ruleInfo(rule).label;
}

std::string_view ruleCite(ResolveRule rule)
{
    return ruleInfo(rule).cite;
}

std::string_view resolveErrorName(ResolveErrorCode code)
{
    const auto index = static_cast<std::size_t>(code);
    return index < kErrorNames.size() ? kErrorNames[index] : std::string_view("unknown");
}

std::string_view resolveNoteName(ResolveNoteCode code)
{
    const auto index = static_cast<std::size_t>(code);
    return index < kNoteNames.size() ? kNoteNames[index] : std::string_view("unknown");
}

bool ResolveResult::hasNote(ResolveNoteCode code) const
{
    return std::any_of(notes.begin(), notes.end(),
                       [code](const ResolveNote &n) { return n.code == code; });
}

std::vector<ResolveResult> resolveEverySpec(std::string_view base, std::string_view reference)
{
    std::vector<ResolveResult> all;
    for (Spec spec : kAllSpecs) {
        if (resolveSupports(spec))
            all.push_back(resolve(base, reference, spec));
    }
    return all;
}

bool resolveSupports(Spec spec)
{
    return strategyFor(spec) != nullptr;
}

ResolveResult resolve(std::string_view base, std::string_view reference, Spec spec)
{
    return resolveImpl(base, reference, spec, false);
}

std::optional<std::string> resolveTarget(std::string_view base, std::string_view reference,
                                         Spec spec)
{
    if (spec != Spec::Rfc3986 && spec != Spec::Rfc3986NonStrict)
        return resolveImpl(base, reference, spec, true).target;
    // RFC 3986 §5.2.1: both split by Appendix B; a base without a scheme
    // cannot be resolved against.
    const ParseResult baseParsed = parse(base, Spec::Rfc3986);
    if (!baseParsed.scheme)
        return std::nullopt;
    return detail::resolvedRfc3986(baseParsed, parse(reference, Spec::Rfc3986),
                                   spec == Spec::Rfc3986);
}

} // namespace uri
