// RFC 3986 §5.2: Relative Resolution, followed literally, branch by branch,
// with every step traced. Where the literal result is a known hazard, a note
// says so and what common implementations give instead; the target stays
// the RFC's.
#include "uriinspector/resolve.h"

#include "resolve/detail/resolve_support.h"
#include "resolve/detail/wordings.h"

#include <algorithm>
#include <cstring>

namespace uri {

namespace detail {

namespace {

using R = ResolveRule;

// "%2E", "%2e" and "." all read as a dot: the segment is ".", ".." or neither.
bool isEncodedDotSegment(std::string_view segment)
{
    if (segment.find('%') == std::string_view::npos)
        return false;
    std::size_t dots = 0;
    for (std::size_t i = 0; i < segment.size();) {
        if (segment[i] == '.') {
            ++i;
        } else if (segment.substr(i, 3) == "%2E" || segment.substr(i, 3) == "%2e") {
            i += 3;
        } else {
            return false;
        }
        ++dots;
    }
    return dots == 1 || dots == 2;
}

bool hasEncodedDotSegment(std::string_view path)
{
    std::size_t start = 0;
    while (start <= path.size()) {
        const std::size_t end = std::min(path.find('/', start), path.size());
        if (isEncodedDotSegment(path.substr(start, end - start)))
            return true;
        start = end + 1;
    }
    return false;
}

} // namespace

// RFC 3986 §5.2.4 Remove Dot Segments, in place: the input buffer is
// buffer[r, size) and the output buffer buffer[start, w). Every rule moves
// r forward at least as far as w, so the output never overwrites input that
// is still to be read.
void removeDotSegmentsInPlace(std::string &buffer, std::size_t start, TraceRecorder &trace,
                              std::size_t *aboveRoot)
{
    const std::size_t end = buffer.size();
    std::size_t w = start;
    std::size_t r = start;
    std::size_t above = 0;
    const auto out = [&] { return std::string_view(buffer).substr(start, w - start); };
    const auto in = [&] { return std::string_view(buffer).substr(r); };
    // RFC 3986 §5.2.4 1
    if (trace.recording())
        trace.add(R::Rule1, {clause(wording::kRule1)}, out(), in());
    // RFC 3986 §5.2.4 2: while the input buffer is not empty
    while (r < end) {
        const std::string_view rest = in();
        if (rest.starts_with("../") || rest.starts_with("./")) {
            // RFC 3986 §5.2.4 2A
            const bool dotDot = rest[1] == '.';
            above += dotDot ? 1 : 0;
            r += dotDot ? 3 : 2;
            if (trace.recording())
                trace.add(R::Rule2A,
                          {clause(wording::kRule2A, {{"prefix", dotDot ? "../" : "./"}})}, out(),
                          in());
        } else if (rest.starts_with("/./") || rest == "/.") {
            // RFC 3986 §5.2.4 2B: "/./x" -> "/x", "/." -> "/"
            const bool last = rest.size() == 2;
            r += last ? 1 : 2;
            buffer[r] = '/';
            if (trace.recording())
                trace.add(R::Rule2B, {clause(wording::kRule2B, {{"prefix", last ? "/." : "/./"}})},
                          out(), in());
        } else if (rest.starts_with("/../") || rest == "/..") {
            // RFC 3986 §5.2.4 2C: "/../x" -> "/x", "/.." -> "/", and the last
            // segment of the output, with the "/" before it if any, removed
            const bool last = rest.size() == 3;
            r += last ? 2 : 3;
            buffer[r] = '/';
            const std::string_view before = out();
            const std::size_t slash = before.rfind('/');
            std::string removed;
            if (before.empty()) {
                ++above;
            } else {
                if (trace.recording())
                    removed = before.substr(slash == std::string_view::npos ? 0 : slash);
                w = slash == std::string_view::npos ? start : start + slash;
            }
            if (trace.recording()) {
                const std::string_view prefix = last ? "/.." : "/../";
                trace.add(R::Rule2C,
                          {before.empty() ? clause(wording::kRule2CNothing, {{"prefix", prefix}})
                                          : clause(wording::kRule2C,
                                                   {{"prefix", prefix}, {"segment", removed}})},
                          out(), in());
            }
        } else if (rest == "." || rest == "..") {
            // RFC 3986 §5.2.4 2D
            const bool dotDot = rest.size() == 2;
            above += dotDot ? 1 : 0;
            r = end;
            if (trace.recording())
                trace.add(R::Rule2D, {clause(wording::kRule2D, {{"input", rest}})}, out(), in());
        } else {
            // RFC 3986 §5.2.4 2E: the first segment, with its initial "/" if any
            const std::size_t n = std::min(rest.find('/', rest[0] == '/' ? 1 : 0), rest.size());
            if (w != r)
                std::memmove(buffer.data() + w, buffer.data() + r, n);
            w += n;
            r += n;
            if (trace.recording())
                trace.add(R::Rule2E,
                          {clause(wording::kRule2E, {{"segment", out().substr(w - start - n)}})},
                          out(), in());
        }
    }
    // RFC 3986 §5.2.4 3
    if (trace.recording())
        trace.add(R::Rule3, {clause(wording::kRule3, {{"output", out()}})}, out(), in());
    buffer.resize(w);
    if (aboveRoot != nullptr)
        *aboveRoot = above;
}

std::string removeDotSegmentsTraced(std::string_view path, TraceRecorder &trace,
                                    std::size_t *aboveRoot)
{
    std::string buffer(path);
    removeDotSegmentsInPlace(buffer, 0, trace, aboveRoot);
    return buffer;
}

namespace {

// RFC 3986 §5.2.1: the components of the base and of the reference, as the
// first step of the trace names them.
std::vector<TraceClause> splitClauses(const Components &base, const Components &ref)
{
    const auto named = [](std::string_view prefix, const Components &c) {
        const auto name = [prefix](std::string_view component) {
            return std::string(prefix) + std::string(component);
        };
        return std::vector<NamedComponent>{{name("scheme"), c.scheme},
                                           {name("authority"), c.authority},
                                           {name("path"), c.path},
                                           {name("query"), c.query},
                                           {name("fragment"), c.fragment}};
    };
    std::vector<NamedComponent> both = named("Base.", base);
    for (NamedComponent &c : named("R.", ref))
        both.push_back(std::move(c));
    return componentClauses(both);
}

// The notes of the literal algorithm's hazards on target @p t, whose path
// came from remove_dot_segments(@p dotInput); each also a clause of the
// recomposition step.
void noteHazards(ResolveContext &ctx, const Components &t,
                 const std::optional<std::string> &dotInput, const std::string &target,
                 std::vector<TraceClause> &recomposed)
{
    // Hazards of the literal algorithm (tests/data/README.md,
    // "resolve_expectations.tsv"): §5.2.4 turns a rootless path absolute
    // ("foo:a/b" + "../c" gives "foo:/c"), and a path starting "//" with no
    // authority reparses with one ("f:/a" + ".//g" gives "f://g", §3.3). The
    // target stays the RFC's; the notes give what uriparser, 4Suite and
    // Boost.URL give instead.
    std::string safePath = t.path;
    const bool madeAbsolute
        = dotInput && !dotInput->empty() && !dotInput->starts_with('/') && t.path.starts_with('/');
    if (madeAbsolute)
        safePath.erase(0, 1);
    const bool looksLikeAuthority = !t.authority && safePath.starts_with("//");
    if (looksLikeAuthority)
        safePath.insert(0, "/.");
    if (madeAbsolute || looksLikeAuthority) {
        Components safe = t;
        safe.path = safePath;
        const std::string alternative = recompose(safe);
        if (madeAbsolute) {
            ctx.note(ResolveNoteCode::RootlessPathMadeAbsolute, Severity::Warning,
                     "RFC 3986 §5.2.4",
                     "Hazard: the rootless path " + quoted(*dotInput)
                         + " came out of remove_dot_segments absolute (" + quoted(t.path)
                         + "): 2C removes a segment with no \"/\" before it and leaves the "
                           "following \"/\" first. uriparser, 4Suite and Boost.URL keep the path "
                           "rootless.",
                     alternative);
            recomposed.push_back(clause(wording::kHazardMadeAbsolute));
        }
        if (looksLikeAuthority) {
            ctx.note(ResolveNoteCode::PathLooksLikeAuthority, Severity::Warning, "RFC 3986 §3.3",
                     "Hazard: the target has no authority but its path begins with \"//\", so "
                         + quoted(target)
                         + " reparses with an authority (§3.3: such a path cannot begin with "
                           "\"//\"). uriparser, 4Suite and Boost.URL put \"/.\" before the path.",
                     alternative);
            recomposed.push_back(clause(wording::kHazardLooksLikeAuthority));
        }
    }
}

// The notes on how others read the reference: ".." above the root
// (@p above of them), encoded dot segments, and under the strict reading a
// scheme the non-strict one would ignore.
void noteReadings(ResolveContext &ctx, bool strict, const Components &base, const Components &ref,
                  std::size_t above, const std::string &target)
{
    if (above > 0) {
        ctx.note(ResolveNoteCode::DotSegmentsAboveRoot, Severity::Info, "RFC 3986 §5.2.4",
                 std::to_string(above)
                     + " \"..\" segment(s) found no segment left to remove and were dropped "
                       "(RFC 3986 §5.4.2: \"../../../g\" = \"http://a/g\"). RFC 1808 and RFC 2396 "
                       "kept them (\"http://a/../g\"); Boost.URL keeps them, citing RFC Errata "
                       "4547.");
    }
    if (hasEncodedDotSegment(ref.path)) {
        ctx.note(ResolveNoteCode::EncodedDotSegment, Severity::Warning, "RFC 3986 §5.2.4",
                 "The reference has a percent-encoded dot segment (\"%2E\"): remove_dot_segments "
                 "sees only literal dots, so it stays; Boost.URL 1.81 and browsers (the WHATWG URL "
                 "Standard) treat it as \".\" or \"..\", a path traversal this target does not "
                 "show.");
    }
    if (strict && !ctx.quiet && ctx.reference.scheme && equalsI(*ref.scheme, *base.scheme)) {
        const std::optional<std::string> other
            = resolveTarget(ctx.base.input, ctx.reference.input, Spec::Rfc3986NonStrict);
        if (other && *other != target) {
            ctx.note(ResolveNoteCode::SchemeLoopholeAvailable, Severity::Info, "RFC 3986 §5.2.2",
                     "The reference repeats the base's scheme; a non-strict parser (§5.2.2, for "
                     "backward compatibility) ignores it and gives "
                         + quoted(*other) + ".",
                     *other);
        }
    }
}

// RFC 3986 §5.2.2 for a reference with a path but no scheme or authority:
// the path that remove_dot_segments is given, its own when it starts with
// "/", else merged with the base's (§5.2.3); the trace step that says so.
std::string pathToRemoveDots(const Components &base, const Components &ref, TraceRecorder &trace,
                             const std::string &partialTarget, std::uint8_t defined)
{
    if (ref.path.starts_with('/')) {
        // RFC 3986 §5.2.2 'if (R.path starts-with "/")'
        trace.add(R::PathAbsolute, {clause(wording::kPathAbsolute, {{"path", ref.path}})},
                  partialTarget, ref.path, ref.path, defined);
        return ref.path;
    }
    if (base.authority && base.path.empty()) {
        // RFC 3986 §5.2.3 "If the base URI has a defined authority
        // component and an empty path, then return a string consisting
        // of "/" concatenated with the reference's path"
        const std::string merged = "/" + ref.path;
        trace.add(R::MergeEmptyBasePath,
                  {clause(wording::kMergeEmptyBasePath, {{"path", ref.path}})}, merged, ref.path,
                  ref.path, defined);
        return merged;
    }
    // RFC 3986 §5.2.3 "return a string consisting of the reference's
    // path component appended to all but the last segment of the base
    // URI's path"
    const std::size_t slash = base.path.rfind('/');
    const std::string directory
        = slash == std::string::npos ? std::string() : base.path.substr(0, slash + 1);
    const std::string merged = directory + ref.path;
    trace.add(R::Merge, {clause(wording::kMerge, {{"directory", directory}})}, merged, ref.path,
              ref.path, defined);
    return merged;
}

} // namespace

// RFC 3986 §5.2.2 Transform References, with §5.2.3 Merge Paths
void resolveRfc3986(ResolveContext &ctx, bool strict)
{
    Components base = componentsOf(ctx.base);
    Components ref = componentsOf(ctx.reference);
    TraceRecorder &trace = ctx.trace;

    // RFC 3986 §5.1: a base is "stripped of any fragment component prior to its use"
    if (base.fragment) {
        ctx.note(ResolveNoteCode::BaseFragmentIgnored, Severity::Info, "RFC 3986 §5.1",
                 "The fragment " + quoted(*base.fragment)
                     + " of the base is ignored: a base URI is stripped of its fragment.");
        base.fragment.reset();
    }
    const std::string baseText = recompose(base);
    if (trace.recording())
        trace.add(R::PreParse, splitClauses(base, ref), baseText, ctx.reference.input);

    // RFC 3986 §5.2.2 "if ((not strict) and (R.scheme == Base.scheme))"
    // Deviation: schemes compare case-insensitively (§3.1), so "HTTP:g" is
    // also the same scheme as "http".
    if (!strict && ref.scheme && equalsI(*ref.scheme, *base.scheme)) {
        const std::string scheme = *ref.scheme;
        ref.scheme.reset();
        trace.add(R::SchemeLoophole, {clause(wording::kSchemeLoophole, {{"scheme", scheme}})}, "",
                  recompose(ref), scheme, 0);
        ctx.note(ResolveNoteCode::SchemeLoopholeApplied, Severity::Info, "RFC 3986 §5.2.2",
                 "The scheme " + quoted(scheme)
                     + " of the reference equals the base's and is ignored (the non-strict "
                       "backward-compatibility reading); a strict parser takes the reference "
                       "as an absolute URI.");
    }

    Components t;
    // the bits of TraceStep::defined: T's optional components defined so far
    const auto defined = [&t]() {
        return static_cast<std::uint8_t>((t.authority ? kTargetAuthority : 0)
                                         | (t.query ? kTargetQuery : 0)
                                         | (t.fragment ? kTargetFragment : 0));
    };
    std::size_t above = 0;
    std::optional<std::string> dotInput; // the path given to remove_dot_segments
    const auto removeDots = [&](std::string_view path) {
        dotInput = std::string(path);
        return removeDotSegmentsTraced(path, trace, &above);
    };
    const auto query = [&](const std::optional<std::string> &value, R rule) {
        t.query = value;
        if (trace.recording()) {
            const bool fromBase = rule == R::QueryFromBase;
            trace.add(
                rule,
                {value ? clause(fromBase ? wording::kQueryFromBase : wording::kQueryFromReference,
                                {{"query", *value}})
                       : clause(fromBase ? wording::kQueryFromBaseUndefined
                                         : wording::kQueryFromReferenceUndefined)},
                recompose(t), value.value_or(""), value, defined());
        }
    };

    if (ref.scheme) {
        // RFC 3986 §5.2.2 "if defined(R.scheme)"
        t.scheme = ref.scheme;
        t.authority = ref.authority;
        if (trace.recording()) {
            trace.add(R::SchemeDefined,
                      {clause(wording::kSchemeDefined, {{"scheme", *ref.scheme}})}, recompose(t),
                      ref.path, ref.scheme, defined());
        }
        t.path = removeDots(ref.path);
        query(ref.query, R::QueryFromReference);
    } else {
        if (ref.authority) {
            // RFC 3986 §5.2.2 "if defined(R.authority)"
            t.authority = ref.authority;
            if (trace.recording()) {
                trace.add(R::AuthorityDefined,
                          {clause(wording::kAuthorityDefined, {{"authority", *ref.authority}})},
                          recompose(t), ref.path, ref.authority, defined());
            }
            t.path = removeDots(ref.path);
            query(ref.query, R::QueryFromReference);
        } else {
            if (ref.path.empty()) {
                // RFC 3986 §5.2.2 'if (R.path == "")'
                t.path = base.path;
                trace.add(R::PathEmpty, {clause(wording::kPathEmpty, {{"path", base.path}})},
                          recompose(t), ref.path, base.path, defined());
                if (ref.query)
                    query(ref.query, R::QueryFromReference);
                else
                    query(base.query, R::QueryFromBase);
            } else {
                // the target so far is in the trace only
                const std::string sofar = trace.recording() ? recompose(t) : std::string();
                t.path = removeDots(pathToRemoveDots(base, ref, trace, sofar, defined()));
                query(ref.query, R::QueryFromReference);
            }
            // RFC 3986 §5.2.2 T.authority = Base.authority
            t.authority = base.authority;
            if (trace.recording()) {
                trace.add(R::AuthorityFromBase,
                          {base.authority ? clause(wording::kAuthorityFromBase,
                                                   {{"authority", *base.authority}})
                                          : clause(wording::kAuthorityFromBaseUndefined)},
                          recompose(t), base.authority.value_or(""), base.authority, defined());
            }
        }
        // RFC 3986 §5.2.2 T.scheme = Base.scheme
        t.scheme = base.scheme;
        if (trace.recording()) {
            trace.add(R::SchemeFromBase,
                      {clause(wording::kSchemeFromBase, {{"scheme", base.scheme.value_or("")}})},
                      recompose(t), base.scheme.value_or(""), base.scheme, defined());
        }
    }
    // RFC 3986 §5.2.2 T.fragment = R.fragment
    t.fragment = ref.fragment;
    if (trace.recording()) {
        trace.add(R::FragmentFromReference,
                  {ref.fragment
                       ? clause(wording::kFragmentFromReference, {{"fragment", *ref.fragment}})
                       : clause(wording::kFragmentFromReferenceUndefined)},
                  recompose(t), ref.fragment.value_or(""), ref.fragment, defined());
    }

    const std::string target = recompose(t);
    std::vector<TraceClause> recomposed{clause(wording::kRecompose, {{"target", target}})};

    noteHazards(ctx, t, dotInput, target, recomposed);
    noteReadings(ctx, strict, base, ref, above, target);
    trace.add(R::Recompose, std::move(recomposed), target, "", std::nullopt, defined());
    ctx.result.target = target;
    // RFC 3986 §4.4: the target, aside from its fragment, is the base URI
    Components withoutFragment = t;
    withoutFragment.fragment.reset();
    ctx.result.sameDocument = recompose(withoutFragment) == baseText;
}

// RFC 3986 §5.2.2 and §5.2.3 for the target alone, written once into one
// string: the same branches as resolveRfc3986(), without components as
// owned strings, trace or notes. remove_dot_segments runs in place on the
// path as written into the target.
std::string resolvedRfc3986(const ParseResult &base, const ParseResult &ref, bool strict)
{
    const auto text = [](const ParseResult &p, const OptSpan &span) {
        return span ? std::optional<std::string_view>(p.text(*span)) : std::nullopt;
    };
    const std::string_view baseScheme = base.text(*base.scheme);
    const std::optional<std::string_view> baseAuthority = text(base, base.authority);
    const std::string_view basePath = base.text(base.path);
    const std::string_view refPath = ref.text(ref.path);
    std::optional<std::string_view> query = text(ref, ref.query);
    // RFC 3986 §5.2.2 "if ((not strict) and (R.scheme == Base.scheme))"
    // (case-insensitively, as in resolveRfc3986())
    const bool refScheme = ref.scheme && (strict || !equalsI(ref.text(*ref.scheme), baseScheme));

    std::string t;
    t.reserve(base.input.size() + ref.input.size() + 2);
    const auto authority = [&t](std::optional<std::string_view> value) {
        if (value) {
            t += "//";
            t += *value;
        }
    };
    bool dots = true;
    t += refScheme ? ref.text(*ref.scheme) : baseScheme;
    t += ':';
    std::size_t pathStart = 0;
    if (refScheme || ref.authority) {
        // "if defined(R.scheme)" / "if defined(R.authority)"
        authority(text(ref, ref.authority));
        pathStart = t.size();
        t += refPath;
    } else {
        authority(baseAuthority);
        pathStart = t.size();
        if (refPath.empty()) {
            // 'if (R.path == "")': T.path = Base.path, unchanged
            t += basePath;
            dots = false;
            if (!query)
                query = text(base, base.query);
        } else if (refPath.front() == '/') {
            t += refPath;
        } else if (baseAuthority && basePath.empty()) {
            // §5.2.3: "/" + R.path
            t += '/';
            t += refPath;
        } else {
            // §5.2.3: R.path appended to the base path up to its last "/"
            const std::size_t slash = basePath.rfind('/');
            if (slash != std::string_view::npos)
                t += basePath.substr(0, slash + 1);
            t += refPath;
        }
    }
    if (dots) {
        std::vector<TraceStep> none;
        TraceRecorder off = TraceRecorder::off(none);
        removeDotSegmentsInPlace(t, pathStart, off);
    }
    if (query) {
        t += '?';
        t += *query;
    }
    if (ref.fragment) {
        t += '#';
        t += ref.text(*ref.fragment);
    }
    return t;
}

} // namespace detail

DotSegmentsResult removeDotSegments(std::string_view path)
{
    DotSegmentsResult result;
    detail::TraceRecorder trace(result.trace, traceBudget(path.size()));
    result.path = detail::removeDotSegmentsTraced(path, trace);
    result.truncated = trace.truncated();
    return result;
}

std::string dotSegmentsRemoved(std::string_view path)
{
    std::vector<TraceStep> none;
    detail::TraceRecorder trace = detail::TraceRecorder::off(none);
    return detail::removeDotSegmentsTraced(path, trace);
}

} // namespace uri
