// RFC 1808 §4, draft-fielding-url-syntax-01 §6 and RFC 2396 §5.2: the three
// generations that resolve with the same string rewriting ("./" removed,
// then "<segment>/../" leftmost first), as one algorithm driven by a table of
// what each text says differently. Each step is traced under the
// generation's own step number and in its own words.
//
// Deviation (all three): the components come from the RFC 3986 Appendix B
// split. The older parsing orders (RFC 1808 §2.4, draft-01 §4) agree with it
// on every valid input; they differ on text that none of them allows, e.g.
// RFC 1808 §2.4.3 ends <net_loc> only at "/", not at "?" or "#".
//
// The path is kept with the "/" that precedes it, as RFC 1808 §2.4.6
// allows ("Often this is done by simply storing the preceding slash along
// with the path"); RFC 2396's path includes it anyway.
#include "uriinspector/resolve.h"

#include "resolve/detail/resolve_support.h"
#include "resolve/detail/wordings.h"

#include <array>

namespace uri::detail {

namespace {

using R = ResolveRule;

/// The operations of the common algorithm; each generation names them.
enum class Op : std::uint8_t {
    EmptyBase,             ///< 1808/draft-01 Step 1
    Parse,                 ///< 1808/draft-01 Step 2, 2396 step 1
    EmptyReference,        ///< 1808/draft-01 Step 2a, 2396 step 2
    Absolute,              ///< 1808/draft-01 Step 2b, 2396 step 3
    InheritScheme,         ///< 1808/draft-01 Step 2c, 2396 step 3
    NetLoc,                ///< 1808/draft-01 Step 3, 2396 step 4
    AbsolutePath,          ///< 1808/draft-01 Step 4, 2396 step 5
    EmptyPath,             ///< 1808/draft-01 Step 5
    Params,                ///< 1808 Step 5a
    Query,                 ///< 1808 Step 5b, draft-01 Step 5
    Merge,                 ///< 1808/draft-01 Step 6, 2396 6a
    Append,                ///< 2396 6b
    DotSlash,              ///< 1808/draft-01 6a, 2396 6c
    TrailingDot,           ///< 1808/draft-01 6b, 2396 6d
    SegmentDotDot,         ///< 1808/draft-01 6c, 2396 6e
    TrailingSegmentDotDot, ///< 1808/draft-01 6d, 2396 6f
    LeadingDotDot,         ///< 2396 6g
    NewPath,               ///< 2396 6h
    Recombine,             ///< Step 7
    Count,
};

constexpr std::size_t kOps = static_cast<std::size_t>(Op::Count);

enum class EmptyReference : std::uint8_t {
    /// RFC 1808 Step 2a: "If the embedded URL is entirely empty, it inherits
    /// the entire base URL (i.e., is set equal to the base URL)".
    InheritBase,
    /// draft-01 Step 2a: "entirely empty, or consists only of a fragment
    /// identifier"; RFC 2396 step 2: "the path component is empty and the
    /// scheme, authority, and query components are undefined": a reference
    /// to the current document.
    CurrentDocument,
};

struct Generation
{
    Spec spec;
    std::string_view name;
    std::string_view cite;
    std::string_view netLocName; ///< "<net_loc>", "<server>", "authority"
    EmptyReference emptyReference;
    /// 1808 and draft-01 Step 3: "If the ... <net_loc> is non-empty"; 2396
    /// step 4: "If the authority component is defined".
    bool netLocNonEmpty;
    /// RFC 1808 §2.4.5: <params> after the first ";" of the path.
    bool params;
    /// draft-01: Steps 5 and 6 take the query with the path (see resolveClassic).
    bool queryWithPath;
    /// 1808 and draft-01 Step 5: an empty path inherits the base path.
    bool inheritEmptyPath;
    /// 1808 §2.4.6, draft-01 §4.3.2: the "/" between <net_loc> and the path is
    /// not part of the path, so Step 7 writes it.
    bool slashNotInPath;
    std::array<std::optional<ResolveRule>, kOps> rules;
};

constexpr std::optional<ResolveRule> kNone = std::nullopt;

constexpr Generation kRfc1808{Spec::Rfc1808,
                              "RFC 1808",
                              "RFC 1808 §4",
                              "<net_loc>",
                              EmptyReference::InheritBase,
                              true,
                              true,
                              false,
                              true,
                              true,
                              {R::Rfc1808Step1, R::Rfc1808Step2, R::Rfc1808Step2a, R::Rfc1808Step2b,
                               R::Rfc1808Step2c, R::Rfc1808Step3, R::Rfc1808Step4, R::Rfc1808Step5,
                               R::Rfc1808Step5a, R::Rfc1808Step5b, R::Rfc1808Step6, kNone,
                               R::Rfc1808Step6a, R::Rfc1808Step6b, R::Rfc1808Step6c,
                               R::Rfc1808Step6d, kNone, kNone, R::Rfc1808Step7}};

constexpr Generation kDraft01{Spec::Draft01,
                              "draft-fielding-url-syntax-01",
                              "draft-fielding-url-syntax-01 §6",
                              "<server>",
                              EmptyReference::CurrentDocument,
                              true,
                              false,
                              true,
                              true,
                              true,
                              {R::Draft01Step1, R::Draft01Step2, R::Draft01Step2a, R::Draft01Step2b,
                               R::Draft01Step2c, R::Draft01Step3, R::Draft01Step4, R::Draft01Step5,
                               kNone, R::Draft01Step5, R::Draft01Step6, kNone, R::Draft01Step6a,
                               R::Draft01Step6b, R::Draft01Step6c, R::Draft01Step6d, kNone, kNone,
                               R::Draft01Step7}};

constexpr Generation kRfc2396{Spec::Rfc2396,
                              "RFC 2396",
                              "RFC 2396 §5.2",
                              "authority",
                              EmptyReference::CurrentDocument,
                              false,
                              false,
                              false,
                              false,
                              false,
                              {kNone, R::Rfc2396Step1, R::Rfc2396Step2, R::Rfc2396Step3,
                               R::Rfc2396Step3, R::Rfc2396Step4, R::Rfc2396Step5, kNone, kNone,
                               kNone, R::Rfc2396Step6a, R::Rfc2396Step6b, R::Rfc2396Step6c,
                               R::Rfc2396Step6d, R::Rfc2396Step6e, R::Rfc2396Step6f,
                               R::Rfc2396Step6g, R::Rfc2396Step6h, R::Rfc2396Step7}};

const Generation &generationFor(Spec spec)
{
    switch (spec) {
    case Spec::Rfc1808:
        return kRfc1808;
    case Spec::Draft01:
        return kDraft01;
    default:
        return kRfc2396;
    }
}

/// The components as an older generation sees them.
struct Parts
{
    std::optional<std::string> scheme;
    std::optional<std::string> netLoc;
    std::string path; ///< with its preceding "/", if any
    std::optional<std::string> params;
    std::optional<std::string> query;
    std::optional<std::string> fragment;
};

Parts partsOf(const ParseResult &parsed, const Generation &g)
{
    Components c = componentsOf(parsed);
    Parts p{c.scheme, c.authority, c.path, std::nullopt, c.query, c.fragment};
    if (g.params) {
        // RFC 1808 §2.4.5: "the substring after the first (left-most) semicolon
        // ";" and up to the end of the parse string is the parameters"
        const std::size_t semicolon = p.path.find(';');
        if (semicolon != std::string::npos) {
            p.params = p.path.substr(semicolon + 1);
            p.path.erase(semicolon);
        }
    }
    return p;
}

bool nonEmpty(const std::optional<std::string> &value)
{
    return value && !value->empty();
}

/// The parts as the spec names them, for the trace: "Base.scheme",
/// "R.<server>" (the name of Generation::netLocName), "Base.<params>".
std::vector<NamedComponent> namedParts(std::string_view prefix, const Parts &p, const Generation &g)
{
    const auto name
        = [prefix](std::string_view part) { return std::string(prefix) + std::string(part); };
    std::vector<NamedComponent> named{
        {name("scheme"), p.scheme}, {name(g.netLocName), p.netLoc}, {name("path"), p.path}};
    if (g.params)
        named.emplace_back(name("<params>"), p.params);
    named.emplace_back(name("query"), p.query);
    named.emplace_back(name("fragment"), p.fragment);
    return named;
}

/// 1808 Step 5a, 5b, draft-01 Step 5: the base's <params> or <query>, if any.
TraceClause inheritPart(std::string_view name, const std::optional<std::string> &value)
{
    if (!value)
        return clause(wording::kInheritNoPart, {{"component", name}});
    return clause(wording::kInheritPart, {{"component", name}, {"value", *value}});
}

/// Step 7 (RFC 2396 §5.2 7 gives it as pseudocode).
std::string recombine(const Parts &t, const Generation &g, bool *slashAdded = nullptr)
{
    std::string result;
    if (t.scheme)
        result += *t.scheme + ":";
    if (t.netLoc)
        result += "//" + *t.netLoc;
    std::string rest = t.path;
    if (t.params)
        rest += ";" + *t.params;
    const bool addSlash = g.slashNotInPath && t.netLoc && !rest.empty() && rest[0] != '/';
    if (addSlash)
        result += '/';
    if (slashAdded != nullptr)
        *slashAdded = addSlash;
    result += rest;
    if (t.query)
        result += "?" + *t.query;
    if (t.fragment)
        result += "#" + *t.fragment;
    return result;
}

/**
 * @brief The path of Step 6 as its segments, with the "/" that roots it
 * apart: that "/" begins no segment, so "/../g" keeps its ".." (RFC 1808
 * §5.2 "../../../g" = "http://a/../g").
 */
struct SegmentPath
{
    bool rooted = false;
    std::vector<std::string> segments; ///< k "/" inside give k + 1 segments

    static SegmentPath of(std::string_view path)
    {
        SegmentPath p;
        p.rooted = path.starts_with('/');
        if (p.rooted)
            path.remove_prefix(1);
        std::size_t start = 0;
        while (true) {
            const std::size_t slash = path.find('/', start);
            if (slash == std::string_view::npos) {
                p.segments.emplace_back(path.substr(start));
                break;
            }
            p.segments.emplace_back(path.substr(start, slash - start));
            start = slash + 1;
        }
        return p;
    }

    [[nodiscard]] std::string text() const { return join(segments, 0, segments.size()); }

    [[nodiscard]] std::string join(const std::vector<std::string> &parts, std::size_t from,
                                   std::size_t to, const std::vector<std::string> *more = nullptr,
                                   std::size_t moreFrom = 0) const
    {
        std::string result = rooted ? "/" : "";
        bool first = true;
        for (std::size_t i = from; i < to; ++i) {
            if (!first)
                result += '/';
            result += parts[i];
            first = false;
        }
        if (more != nullptr) {
            for (std::size_t i = moreFrom; i < more->size(); ++i) {
                if (!first)
                    result += '/';
                result += (*more)[i];
                first = false;
            }
        }
        return result;
    }
};

class ClassicResolver
{
public:
    ClassicResolver(ResolveContext &ctx, const Generation &g)
        : m_ctx(ctx)
        , m_g(g)
        , m_base(partsOf(ctx.base, g))
        , m_ref(partsOf(ctx.reference, g))
    {}

    void run();

private:
    void row(Op op, std::vector<TraceClause> clauses, std::string_view output,
             std::string_view input)
    {
        const std::optional<ResolveRule> rule = m_g.rules[static_cast<std::size_t>(op)];
        if (rule)
            m_ctx.trace.add(*rule, std::move(clauses), output, input);
    }
    void row(Op op, TraceClause clause, std::string_view output, std::string_view input)
    {
        row(op, std::vector<TraceClause>{std::move(clause)}, output, input);
    }
    [[nodiscard]] bool has(Op op) const
    {
        return m_g.rules[static_cast<std::size_t>(op)].has_value();
    }

    void emptyBase();
    bool emptyReference();
    void absoluteReference();
    bool networkPath(Parts &t);
    bool absolutePath(Parts &t);
    bool emptyPath(Parts &t);
    void finish(Parts t);
    std::string mergeAndRemoveDots();

    ResolveContext &m_ctx;
    const Generation &m_g;
    Parts m_base;
    Parts m_ref;
};

void ClassicResolver::run()
{
    if (m_ctx.base.input.empty()) {
        emptyBase();
        return;
    }
    if (m_ctx.trace.recording()) {
        std::vector<NamedComponent> both = namedParts("Base.", m_base, m_g);
        for (NamedComponent &c : namedParts("R.", m_ref, m_g))
            both.push_back(std::move(c));
        row(Op::Parse, componentClauses(both), std::string(m_ctx.base.input),
            m_ctx.reference.input);
    }
    if (emptyReference())
        return;
    if (m_ref.scheme) {
        absoluteReference();
        return;
    }

    Parts t;
    t.scheme = m_base.scheme;
    row(Op::InheritScheme, clause(wording::kInheritScheme, {{"scheme", *t.scheme}}),
        recombine(t, m_g), "");
    if (!networkPath(t) && !absolutePath(t) && !emptyPath(t)) {
        t.path = mergeAndRemoveDots();
        t.params = m_ref.params;
        t.query = m_g.queryWithPath ? std::nullopt : m_ref.query; // draft-01: in the path now
    }
    finish(t);
}

// RFC 1808 / draft-01 Step 1: "If the base URL is the empty string (unknown),
// the embedded URL is interpreted as an absolute URL and we are done."
void ClassicResolver::emptyBase()
{
    const std::string_view reference = m_ctx.reference.input;
    if (!m_ref.scheme) {
        row(Op::EmptyBase, clause(wording::kEmptyBaseRelative), "", reference);
        m_ctx.fail(ResolveErrorCode::RelativeBase, m_g.cite,
                   "The base URL is empty and the reference is relative: it cannot be made "
                   "absolute.");
        return;
    }
    row(Op::EmptyBase, clause(wording::kEmptyBase), reference, reference);
    m_ctx.result.target = std::string(reference);
}

// RFC 1808 Step 2a (the empty reference is the base), draft-01 Step 2a and
// RFC 2396 step 2 (a reference to the current document); whether it was one.
bool ClassicResolver::emptyReference()
{
    const std::string_view reference = m_ctx.reference.input;
    if (m_g.emptyReference == EmptyReference::InheritBase && reference.empty()) {
        const std::string baseText(m_ctx.base.input);
        row(Op::EmptyReference, clause(wording::kInheritWhole), baseText, reference);
        m_ctx.result.target = baseText;
        return true;
    }
    if (m_base.fragment) {
        m_ctx.note(ResolveNoteCode::BaseFragmentIgnored, Severity::Info, m_g.cite,
                   "The fragment " + quoted(*m_base.fragment)
                       + " of the base is not used: fragments are not inherited.");
    }
    if (m_g.emptyReference != EmptyReference::CurrentDocument || m_ref.scheme || m_ref.netLoc
        || !m_ref.path.empty() || m_ref.query || m_ref.params)
        return false;
    Parts t = m_base;
    t.fragment = m_ref.fragment;
    const std::string target = recombine(t, m_g);
    row(Op::EmptyReference,
        clause(m_ref.fragment ? wording::kFragmentOnly : wording::kEmptyReference), target,
        reference);
    m_ctx.note(ResolveNoteCode::CurrentDocument, Severity::Info, m_g.cite,
               "A reference to the current document: following it should not retrieve "
               "anything again.");
    m_ctx.result.target = target;
    m_ctx.result.sameDocument = true;
    return true;
}

// 1808/draft-01 Step 2b, 2396 step 3: "interpreted as an absolute URL and we
// are done" (no dot segment is removed).
void ClassicResolver::absoluteReference()
{
    const std::string_view reference = m_ctx.reference.input;
    row(Op::Absolute, clause(wording::kAbsolute, {{"scheme", *m_ref.scheme}}), reference,
        reference);
    m_ctx.result.target = std::string(reference);
    if (m_ctx.quiet || m_ref.netLoc || !equalsI(*m_ref.scheme, *m_base.scheme))
        return;
    // The loophole of RFC 1630 that 1808 §5.2, draft-01 C.2 and 2396 step 3
    // tell parsers to avoid (2396 allows it for compatibility).
    const std::optional<std::string> other
        = resolveTarget(m_ctx.base.input, reference.substr(m_ref.scheme->size() + 1), m_g.spec);
    if (other && *other != reference) {
        m_ctx.note(ResolveNoteCode::SchemeLoopholeAvailable, Severity::Info, m_g.cite,
                   "The reference repeats the base's scheme. Older parsers (the loophole of RFC "
                   "1630) drop it and resolve the rest, giving "
                       + quoted(*other) + "; " + std::string(m_g.name) + " says to avoid that.",
                   *other);
    }
}

// 1808/draft-01 Step 3, 2396 step 4: the reference's net_loc and the rest of
// it (then Step 7), or the base's net_loc; whether @p t is complete.
bool ClassicResolver::networkPath(Parts &t)
{
    const std::string netLocName(m_g.netLocName);
    if (m_g.netLocNonEmpty ? nonEmpty(m_ref.netLoc) : m_ref.netLoc.has_value()) {
        t.netLoc = m_ref.netLoc;
        t.path = m_ref.path;
        t.params = m_ref.params;
        t.query = m_ref.query;
        row(Op::NetLoc,
            clause(m_g.netLocNonEmpty ? wording::kNetworkPathNonEmpty
                                      : wording::kNetworkPathDefined,
                   {{"component", netLocName}, {"value", *m_ref.netLoc}}),
            recombine(t, m_g), *m_ref.netLoc);
        return true;
    }
    t.netLoc = m_base.netLoc;
    row(Op::NetLoc,
        m_base.netLoc ? clause(wording::kInheritNetLoc,
                               {{"component", netLocName}, {"value", *m_base.netLoc}})
                      : clause(wording::kInheritNoNetLoc, {{"component", netLocName}}),
        recombine(t, m_g), m_base.netLoc.value_or(""));
    if (m_ref.netLoc) {
        m_ctx.note(ResolveNoteCode::EmptyAuthorityInherited, Severity::Info, m_g.cite,
                   "The reference's \"//\" has an empty " + netLocName + ", and "
                       + std::string(m_g.name)
                       + " takes the base's only when it is non-empty; RFC 3986 keeps the empty "
                         "authority.");
    }
    return false;
}

// 1808/draft-01 Step 4, 2396 step 5: an absolute path (then Step 7);
// whether @p t is complete.
bool ClassicResolver::absolutePath(Parts &t)
{
    if (!m_ref.path.starts_with('/'))
        return false;
    t.path = m_ref.path;
    t.params = m_ref.params;
    t.query = m_ref.query;
    row(Op::AbsolutePath, clause(wording::kAbsolutePath, {{"path", m_ref.path}}), recombine(t, m_g),
        m_ref.path);
    return true;
}

// 1808/draft-01 Step 5: an empty path takes the base's, and its params
// (1808 5a) and query (1808 5b) unless the reference has its own; whether
// @p t is complete.
//
// draft-01 Step 5 reads "path" as rel_path = [ path ] [ "?" query ] (§4.2):
// Appendix C resolves "?y" to "http://a/b/c/?y" (Step 6, not Step 5) and
// "g?y/../x" to "http://a/b/c/x". "?" with nothing after it is an empty
// query (§4.3.3), which Step 5 then replaces by the base's.
bool ClassicResolver::emptyPath(Parts &t)
{
    if (!m_g.inheritEmptyPath || !m_ref.path.empty()
        || (m_g.queryWithPath && nonEmpty(m_ref.query)))
        return false;
    t.path = m_base.path;
    row(Op::EmptyPath, clause(wording::kInheritPath, {{"path", m_base.path}}), recombine(t, m_g),
        m_ref.path);
    if (m_g.params) {
        // RFC 1808 Step 5a
        if (nonEmpty(m_ref.params)) {
            t.params = m_ref.params;
            t.query = m_ref.query;
            row(Op::Params,
                clause(wording::kOwnPart, {{"component", "<params>"}, {"value", *m_ref.params}}),
                recombine(t, m_g), *m_ref.params);
            return true;
        }
        t.params = m_base.params;
        row(Op::Params, inheritPart("<params>", m_base.params), recombine(t, m_g),
            m_base.params.value_or(""));
    }
    // RFC 1808 Step 5b, draft-01 Step 5
    if (nonEmpty(m_ref.query)) {
        t.query = m_ref.query;
        row(Op::Query,
            clause(wording::kOwnPart, {{"component", "<query>"}, {"value", *m_ref.query}}),
            recombine(t, m_g), *m_ref.query);
    } else {
        t.query = m_base.query;
        row(Op::Query, inheritPart("<query>", m_base.query), recombine(t, m_g),
            m_base.query.value_or(""));
    }
    return true;
}

// 1808/draft-01 Step 6, 2396 step 6
std::string ClassicResolver::mergeAndRemoveDots()
{
    TraceRecorder &trace = m_ctx.trace;
    const std::size_t slash = m_base.path.rfind('/');
    const std::string directory
        = slash == std::string::npos ? std::string() : m_base.path.substr(0, slash + 1);
    const std::string lastSegment
        = slash == std::string::npos ? m_base.path : m_base.path.substr(slash + 1);
    std::string appended = m_ref.path;
    if (m_g.queryWithPath && m_ref.query)
        appended += "?" + *m_ref.query;

    if (has(Op::Append)) {
        // RFC 2396 6a, 6b
        row(Op::Merge, clause(wording::kCopyDirectory, {{"path", m_base.path}}), directory,
            m_base.path);
        row(Op::Append, clause(wording::kAppendPath, {{"path", appended}}), directory + appended,
            appended);
    } else {
        row(Op::Merge,
            clause(m_g.queryWithPath && m_ref.query ? wording::kReplaceLastSegmentWithQuery
                                                    : wording::kReplaceLastSegment,
                   {{"segment", lastSegment}, {"path", appended}}),
            directory + appended, appended);
    }

    SegmentPath p = SegmentPath::of(directory + appended);
    std::vector<std::string> &segs = p.segments;

    // 1808/draft-01 6a, 2396 6c: 'All occurrences of "./", where "." is a
    // complete path segment, are removed.'
    {
        std::vector<std::string> kept;
        std::size_t removed = 0;
        for (std::size_t i = 0; i < segs.size(); ++i) {
            if (segs[i] == "." && i + 1 < segs.size())
                ++removed;
            else
                kept.push_back(std::move(segs[i]));
        }
        segs = std::move(kept);
        if (removed > 0 && trace.recording()) {
            const std::string before = SegmentPath::of(directory + appended).text();
            row(Op::DotSlash,
                clause(wording::kRemovedDotSlash, {{"count", std::to_string(removed)}}), p.text(),
                before);
        }
    }
    // 1808/draft-01 6b, 2396 6d: 'If the path ends with "." as a complete path
    // segment, that "." is removed.'
    if (segs.back() == ".") {
        const std::string before = p.text();
        segs.back().clear();
        row(Op::TrailingDot, clause(wording::kRemovedFinalDot), p.text(), before);
    }
    // 1808/draft-01 6c, 2396 6e: 'All occurrences of "<segment>/../", where
    // <segment> is a complete path segment not equal to "..", are removed ...
    // iteratively, removing the leftmost matching pattern on each iteration'.
    // A stack removes the same patterns in the same order, in linear time.
    {
        std::vector<std::string> stack;
        for (std::size_t i = 0; i < segs.size(); ++i) {
            if (segs[i] == ".." && i + 1 < segs.size() && !stack.empty() && stack.back() != "..") {
                const std::string removed = stack.back() + "/../";
                if (trace.recording()) {
                    const std::string before = p.join(stack, 0, stack.size(), &segs, i);
                    stack.pop_back();
                    row(Op::SegmentDotDot, clause(wording::kRemoved, {{"segment", removed}}),
                        p.join(stack, 0, stack.size(), &segs, i + 1), before);
                } else {
                    stack.pop_back();
                }
            } else {
                stack.push_back(std::move(segs[i]));
            }
        }
        segs = std::move(stack);
    }
    // 1808/draft-01 6d, 2396 6f: 'If the path ends with "<segment>/..", where
    // <segment> is a complete path segment not equal to "..", that
    // "<segment>/.." is removed.'
    if (segs.size() >= 2 && segs.back() == ".." && segs[segs.size() - 2] != "..") {
        const std::string before = p.text();
        const std::string removed = segs[segs.size() - 2] + "/..";
        segs.pop_back();
        segs.back().clear();
        row(Op::TrailingSegmentDotDot, clause(wording::kRemovedFinal, {{"segment", removed}}),
            p.text(), before);
    }

    std::string path = p.text();
    if (segs.front() == "..") {
        if (has(Op::LeadingDotDot)) {
            // RFC 2396 6g: "If the resulting buffer string still begins with one or
            // more complete path segments of "..", then the reference is considered
            // to be in error." Of the three handlings it offers, we retain them, as
            // its Appendix C does ("../../../g" = "http://a/../g").
            row(Op::LeadingDotDot, clause(wording::kLeadingDotDot), path, path);
        }
        m_ctx.note(ResolveNoteCode::DotSegmentsAboveRoot, Severity::Info, m_g.cite,
                   "The path still begins with \"..\" (more \"..\" than the base path has "
                   "segments); "
                       + std::string(m_g.name)
                       + " keeps them (\"http://a/../g\"), RFC 3986 §5.2.4 drops them "
                         "(\"http://a/g\").");
    }
    // RFC 2396 6h
    row(Op::NewPath, clause(wording::kNewPath), path, "");
    return path;
}

// 1808/draft-01/2396 Step 7
void ClassicResolver::finish(Parts t)
{
    t.fragment = m_ref.fragment;
    bool slashAdded = false;
    const std::string target = recombine(t, m_g, &slashAdded);
    std::vector<TraceClause> clauses{clause(wording::kRecombine, {{"target", target}})};
    if (slashAdded)
        clauses.push_back(clause(wording::kSlashWritten, {{"component", m_g.netLocName}}));
    if (t.netLoc && !t.path.empty() && t.path[0] != '/' && !slashAdded) {
        Parts safe = t;
        safe.path.insert(0, "/");
        const std::string alternative = recombine(safe, m_g);
        clauses.push_back(clause(wording::kHazardPathJoinsAuthority));
        m_ctx.note(ResolveNoteCode::PathJoinsAuthority, Severity::Warning, m_g.cite,
                   "Hazard: the base has an authority and an empty path, so the merged path "
                       + quoted(t.path) + " has no \"/\" before it and joins the authority in "
                       + quoted(target) + ". RFC 3986 §5.2.3 adds the \"/\".",
                   alternative);
    }
    row(Op::Recombine, std::move(clauses), target, "");
    m_ctx.result.target = target;
}

} // namespace

void resolveClassic(ResolveContext &ctx, Spec spec)
{
    ClassicResolver(ctx, generationFor(spec)).run();
}

} // namespace uri::detail
