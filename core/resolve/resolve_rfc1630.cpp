// RFC 1630 "Partial (relative) form": the rules for the use of a partial
// name relative to the URI of the context, traced in their own words.
//
//   If the scheme parts are different, the whole absolute URI must be
//   given. Otherwise, the scheme is omitted, and:
//   If the partial URI starts with a non-zero number of consecutive
//   slashes, then everything from the context URI up to (but not
//   including) the first occurrence of exactly the same number of
//   consecutive slashes which has no greater number of consecutive
//   slashes anywhere to the right of it is taken to be the same and so
//   prepended to the partial URL to form the full URL. Otherwise:
//   The last part of the path of the context URI (anything following the
//   rightmost slash) is removed, and the given partial URI appended in its
//   place, and then:
//   Within the result, all occurrences of "xxx/../" or "/." are
//   recursively removed, where xxx, ".." and "." are complete path
//   elements.
#include "uriinspector/resolve.h"

#include "resolve/detail/resolve_support.h"
#include "resolve/detail/wordings.h"

namespace uri::detail {

namespace {

using R = ResolveRule;

/**
 * Where the first run of exactly @p n slashes starts in @p text.
 *
 * Deviation (interpretation): "which has no greater number of consecutive
 * slashes anywhere to the right of it" is read as "a run of exactly n, not
 * part of a longer run". Read as "no longer run anywhere further right in
 * the URI", the RFC's own example would fail: in magic://a/b/c//d/e/f the
 * "//" after "c" would push "/g" past it to magic://a/b/c//d/g, where the RFC
 * gives magic://a/g.
 */
std::optional<std::size_t> findSlashRun(std::string_view text, std::size_t n)
{
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] != '/') {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && text[end] == '/')
            ++end;
        if (end - i == n)
            return i;
        i = end;
    }
    return std::nullopt;
}

std::string joinPath(bool rooted, const std::vector<std::string> &a, std::size_t aEnd,
                     const std::vector<std::string> &b, std::size_t bFrom)
{
    std::string result = rooted ? "/" : "";
    bool first = true;
    const auto add = [&](const std::string &segment) {
        if (!first)
            result += '/';
        result += segment;
        first = false;
    };
    for (std::size_t i = 0; i < aEnd; ++i)
        add(a[i]);
    for (std::size_t i = bFrom; i < b.size(); ++i)
        add(b[i]);
    return result;
}

} // namespace

void resolveRfc1630(ResolveContext &ctx)
{
    TraceRecorder &trace = ctx.trace;
    const std::string_view reference = ctx.reference.input;
    const Components base = componentsOf(ctx.base);
    if (base.fragment) {
        ctx.note(ResolveNoteCode::BaseFragmentIgnored, Severity::Info, "RFC 1630",
                 "The fragment-id " + quoted(*base.fragment)
                     + " of the context is not part of its URI and is not used.");
    }
    // The context URI without its query and fragment: the text the slash
    // rule searches, and whose path loses its last part.
    const std::string_view context = ctx.base.input.substr(0, ctx.base.path.end());

    std::string_view partial = reference;
    if (ctx.reference.scheme) {
        const std::string_view scheme = ctx.reference.text(*ctx.reference.scheme);
        if (!equalsI(scheme, *base.scheme)) {
            trace.add(R::Rfc1630Scheme, {clause(wording::kSchemesDiffer)}, reference, reference);
            trace.add(R::Rfc1630Result, {clause(wording::kFullUrl, {{"target", reference}})},
                      reference, "");
            ctx.result.target = std::string(reference);
            return;
        }
        // The same scheme: the rules apply to the rest (the loophole that RFC
        // 1808 §5.2 and RFC 2396 §5.2 step 3 later warn about).
        partial.remove_prefix(scheme.size() + 1);
        trace.add(R::Rfc1630Scheme, {clause(wording::kSchemesSame, {{"scheme", scheme}})}, partial,
                  reference);
    }

    std::size_t slashes = 0;
    while (slashes < partial.size() && partial[slashes] == '/')
        ++slashes;
    if (slashes > 0) {
        const std::optional<std::size_t> run = findSlashRun(context, slashes);
        if (!run) {
            trace.add(R::Rfc1630Slashes,
                      {clause(wording::kNoSlashRun, {{"count", std::to_string(slashes)}})}, "",
                      partial);
            ctx.fail(ResolveErrorCode::NoMatchingSlashes, "RFC 1630",
                     "The partial URI starts with " + std::to_string(slashes)
                         + " consecutive slash(es), but the context URI has no run of exactly "
                           "that many slashes: RFC 1630 gives no result.");
            return;
        }
        const std::string target = std::string(context.substr(0, *run)) + std::string(partial);
        trace.add(R::Rfc1630Slashes,
                  {clause(wording::kSlashRun, {{"count", std::to_string(slashes)},
                                               {"prefix", context.substr(0, *run)}})},
                  target, partial);
        trace.add(R::Rfc1630Result, {clause(wording::kFullUrl, {{"target", target}})}, target, "");
        ctx.result.target = target;
        return;
    }

    if (partial.empty() || partial[0] == '#') {
        ctx.note(ResolveNoteCode::EmptyPartialUri, Severity::Info, "RFC 1630",
                 "RFC 1630 has no rule for an empty partial URI; applied as written, the last "
                 "part of the context path is removed. RFC 1808 §4 Step 2a later made the empty "
                 "reference the base itself.");
    }

    // "The last part of the path of the context URI (anything following the
    // rightmost slash) is removed, and the given partial URI appended in its
    // place". A path without a slash loses all of it.
    const std::size_t pathStart = ctx.base.path.offset;
    const std::string_view basePath = ctx.base.text(ctx.base.path);
    const std::size_t slash = basePath.rfind('/');
    const std::string_view directory
        = slash == std::string_view::npos ? std::string_view() : basePath.substr(0, slash + 1);
    const std::string_view lastPart
        = slash == std::string_view::npos ? basePath : basePath.substr(slash + 1);
    const std::string head(context.substr(0, pathStart));
    const std::string merged = head + std::string(directory) + std::string(partial);
    trace.add(R::Rfc1630LastPart,
              {clause(wording::kLastPart, {{"part", lastPart}, {"partial", partial}})}, merged,
              partial);

    // 'Within the result, all occurrences of "xxx/../" or "/." are recursively
    // removed, where xxx, ".." and "." are complete path elements.'
    // Deviation (interpretation): the rule applies to the path only (its
    // "path elements"), not to the authority, query or fragment; xxx is not
    // "..", and the "/" that roots the path begins no element. Removing the
    // leftmost occurrence each time is what a left-to-right stack does.
    const std::size_t partialPathEnd = std::min(partial.find_first_of("?#"), partial.size());
    const std::string path
        = std::string(directory) + std::string(partial.substr(0, partialPathEnd));
    const std::string tail(partial.substr(partialPathEnd));
    bool rooted = path.starts_with('/');
    std::vector<std::string> segments;
    {
        std::size_t start = rooted ? 1 : 0;
        while (true) {
            const std::size_t next = path.find('/', start);
            if (next == std::string::npos) {
                segments.push_back(path.substr(start));
                break;
            }
            segments.push_back(path.substr(start, next - start));
            start = next + 1;
        }
    }
    std::vector<std::string> stack;
    for (std::size_t i = 0; i < segments.size(); ++i) {
        const std::string &segment = segments[i];
        const bool afterSlash = rooted || !stack.empty();
        if (segment == "." && afterSlash) {
            std::string before;
            if (trace.recording())
                before = head + joinPath(rooted, stack, stack.size(), segments, i) + tail;
            if (rooted && stack.empty() && i + 1 == segments.size())
                rooted = false; // "/." was the whole path
            if (trace.recording()) {
                trace.add(R::Rfc1630SlashDot, {clause(wording::kRemoved, {{"segment", "/."}})},
                          head + joinPath(rooted, stack, stack.size(), segments, i + 1) + tail,
                          before);
            }
        } else if (segment == ".." && i + 1 < segments.size() && !stack.empty()
                   && stack.back() != "..") {
            if (trace.recording()) {
                const std::string before
                    = head + joinPath(rooted, stack, stack.size(), segments, i) + tail;
                const std::string removed = stack.back() + "/../";
                stack.pop_back();
                trace.add(R::Rfc1630DotDot, {clause(wording::kRemoved, {{"segment", removed}})},
                          head + joinPath(rooted, stack, stack.size(), segments, i + 1) + tail,
                          before);
            } else {
                stack.pop_back();
            }
        } else {
            stack.push_back(segment);
        }
    }
    const std::string resultPath = joinPath(rooted, stack, stack.size(), segments, segments.size());
    const std::string target = head + resultPath + tail;
    std::vector<TraceClause> full{clause(wording::kFullUrl, {{"target", target}})};
    if (base.authority && !resultPath.empty() && resultPath[0] != '/') {
        const std::string alternative = head + "/" + resultPath + tail;
        full.push_back(clause(wording::kHazardPathJoinsAuthority));
        ctx.note(ResolveNoteCode::PathJoinsAuthority, Severity::Warning, "RFC 1630",
                 "Hazard: the context has a host and no path, so the partial URI joins the host "
                 "in "
                     + quoted(target) + ". RFC 3986 §5.2.3 adds the \"/\".",
                 alternative);
    }
    trace.add(R::Rfc1630Result, std::move(full), target, "");
    ctx.result.target = target;
}

} // namespace uri::detail
