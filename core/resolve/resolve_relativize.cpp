// relativize(): the reference that resolves from a base to a target under
// RFC 3986. Every form of relative-ref (§4.2) that could work is written out,
// each is resolved back with the §5.2 algorithm, and the shortest one that
// gives the target exactly wins. The check makes the hazards of the literal
// algorithm (rootless paths, "//" paths) harmless: a candidate that falls
// into one simply does not resolve back.
#include "uriinspector/resolve.h"

#include "resolve/detail/resolve_support.h"

#include <algorithm>

namespace uri {

namespace {

/// The forms of RFC 3986 §4.2, in the order that breaks ties.
enum class RefForm : std::uint8_t {
    Fragment,     ///< "" or "#f": same path and query (§4.4 same-document)
    Query,        ///< "?q": same path
    RelativePath, ///< "../x" (written as uriparser writes it)
    ShortPath,    ///< "..", "." : the shortest spelling of a relative path
    AbsolutePath, ///< "/x" (§4.2 path-absolute)
    NetworkPath,  ///< "//host/x" (§4.2 network-path)
    Absolute,     ///< the target itself
};

struct Candidate
{
    std::string text;
    RefForm form;
};

std::vector<std::string> splitSegments(std::string_view path)
{
    std::vector<std::string> segments;
    std::size_t start = 0;
    while (true) {
        const std::size_t slash = path.find('/', start);
        if (slash == std::string_view::npos) {
            segments.emplace_back(path.substr(start));
            return segments;
        }
        segments.emplace_back(path.substr(start, slash - start));
        start = slash + 1;
    }
}

/// RFC 3986 §4.2: a relative-path reference whose first segment has a ":"
/// would read as a scheme, and one that begins with "/" as another form.
std::string protect(std::string path)
{
    const std::size_t firstEnd = std::min(path.find('/'), path.size());
    if (path.starts_with('/') || path.substr(0, firstEnd).find(':') != std::string::npos)
        path.insert(0, "./");
    return path;
}

/// Relative paths from the directory that §5.2.3 merge starts from.
void addRelativePaths(const detail::Components &base, const std::string &targetPath,
                      const std::string &suffix, std::vector<Candidate> &out)
{
    std::string directory;
    if (base.authority && base.path.empty()) {
        directory = "/"; // RFC 3986 §5.2.3 first case
    } else {
        const std::size_t slash = base.path.rfind('/');
        if (slash != std::string::npos)
            directory = base.path.substr(0, slash + 1);
    }
    if (directory.empty()) {
        // merge() returns the reference's path itself
        if (!targetPath.empty() && !targetPath.starts_with('/'))
            out.push_back({protect(targetPath) + suffix, RefForm::RelativePath});
        return;
    }
    const bool rooted = directory.starts_with('/');
    if (rooted != targetPath.starts_with('/'))
        return;
    std::vector<std::string> dir
        = splitSegments(std::string_view(directory).substr(rooted ? 1 : 0));
    dir.pop_back(); // the directory ends with "/": its last "segment" is empty
    const std::vector<std::string> target
        = splitSegments(std::string_view(targetPath).substr(rooted ? 1 : 0));

    std::size_t common = 0;
    while (common < dir.size() && common + 1 < target.size() && dir[common] == target[common])
        ++common;
    const std::size_t ups = dir.size() - common;
    std::string rest;
    for (std::size_t i = common; i < target.size(); ++i) {
        if (i > common)
            rest += '/';
        rest += target[i];
    }
    std::string upward;
    for (std::size_t i = 0; i < ups; ++i)
        upward += "../";

    if (ups == 0) {
        out.push_back(
            {(rest.empty() ? std::string("./") : protect(rest)) + suffix, RefForm::RelativePath});
        if (rest.empty())
            out.push_back({"." + suffix, RefForm::ShortPath});
        return;
    }
    out.push_back({upward + rest + suffix, RefForm::RelativePath});
    if (rest.empty())
        out.push_back({upward.substr(0, upward.size() - 1) + suffix, RefForm::ShortPath});
}

} // namespace

RelativizeResult relativize(std::string_view base, std::string_view target, RelativizeMode mode)
{
    RelativizeResult result{std::string(base), std::string(target), std::nullopt, std::nullopt};
    const ParseResult baseParsed = parse(base, Spec::Rfc3986);
    const ParseResult targetParsed = parse(target, Spec::Rfc3986);
    if (!baseParsed.scheme) {
        result.error = ResolveError{ResolveErrorCode::RelativeBase, "RFC 3986 §5.2.1",
                                    "The base has no scheme: RFC 3986 §5.2.1 requires an absolute "
                                    "URI as the base."};
        return result;
    }
    if (!targetParsed.scheme) {
        result.error = ResolveError{ResolveErrorCode::RelativeTarget, "RFC 3986 §4.3",
                                    "The target has no scheme: only an absolute URI can be made "
                                    "relative to a base."};
        return result;
    }
    detail::Components b = detail::componentsOf(baseParsed);
    b.fragment.reset(); // RFC 3986 §5.1
    const detail::Components t = detail::componentsOf(targetParsed);

    const std::string fragment = t.fragment ? "#" + *t.fragment : std::string();
    const std::string suffix = (t.query ? "?" + *t.query : std::string()) + fragment;
    const bool sameScheme = b.scheme == t.scheme;
    const bool sameAuthority = sameScheme && b.authority == t.authority;

    std::vector<Candidate> candidates;
    if (sameAuthority && b.path == t.path) {
        if (b.query == t.query)
            candidates.push_back({fragment, RefForm::Fragment});
        if (t.query)
            candidates.push_back({"?" + *t.query + fragment, RefForm::Query});
    }
    if (sameAuthority) {
        addRelativePaths(b, t.path, suffix, candidates);
        if (t.path.starts_with('/') && !t.path.starts_with("//"))
            candidates.push_back({t.path + suffix, RefForm::AbsolutePath});
    }
    if (sameScheme && t.authority)
        candidates.push_back({"//" + *t.authority + t.path + suffix, RefForm::NetworkPath});
    candidates.push_back({std::string(target), RefForm::Absolute});

    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate &x, const Candidate &y) { return x.form < y.form; });
    const Candidate *best = nullptr;
    for (const Candidate &c : candidates) {
        if (mode == RelativizeMode::PreferRelativePath && c.form == RefForm::ShortPath)
            continue;
        if (resolveTarget(base, c.text, Spec::Rfc3986) != target)
            continue;
        if (mode == RelativizeMode::PreferRelativePath) {
            best = &c;
            break;
        }
        if (best == nullptr || c.text.size() < best->text.size())
            best = &c;
    }
    if (best == nullptr) {
        result.error = ResolveError{ResolveErrorCode::UnreachableTarget, "RFC 3986 §5.2",
                                    "No reference resolves to this target exactly (resolution "
                                    "removes dot segments, so a target that has them is never "
                                    "reached)."};
        return result;
    }
    result.reference = best->text;
    return result;
}

} // namespace uri
