/**
 * @file resolve_support.h
 * @brief What the resolution strategies share: components as text, the
 * trace recorder with its byte budget, and the strategy entry points.
 */
#pragma once

#include "text/detail/text.h"
#include "uriinspector/parse.h"
#include "uriinspector/resolve.h"

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uri::detail {

/// The five components of RFC 3986 §3 (and a path that is always defined)
/// as owned text; undefined is nullopt, not "" (§5.3).
struct Components
{
    std::optional<std::string> scheme;
    std::optional<std::string> authority;
    std::string path;
    std::optional<std::string> query;
    std::optional<std::string> fragment;
};

/// The components of an Appendix B split.
[[nodiscard]] Components componentsOf(const ParseResult &parsed);

/// RFC 3986 §5.3 Component Recomposition.
[[nodiscard]] std::string recompose(const Components &c);

/// One clause of a trace step: the wording (detail/wordings.h) with its arguments.
[[nodiscard]] TraceClause
clause(std::string_view wording,
       std::initializer_list<std::pair<std::string_view, std::string_view>> arguments = {});

/// A component's name as its spec writes it ("Base.query", "R.<server>")
/// and its value (std::nullopt: undefined).
using NamedComponent = std::pair<std::string, std::optional<std::string_view>>;

/// The clauses of split components: wording::kComponent for each defined
/// one, in order, then one wording::kUndefined that names the rest.
[[nodiscard]] std::vector<TraceClause>
componentClauses(const std::vector<NamedComponent> &components);

/// @p text in double quotes, for descriptions.
[[nodiscard]] std::string quoted(std::string_view text);

/**
 * @brief Appends trace rows until the budget (traceBudget()) of text has been
 * recorded; after that it only remembers that it stopped. Callers that would build a
 * buffer just for the row ask recording() first.
 */
class TraceRecorder
{
public:
    TraceRecorder(std::vector<TraceStep> &steps, std::size_t budget)
        : m_steps(steps)
        , m_budget(budget)
    {}

    /// A recorder that records nothing: for callers that want the result alone.
    [[nodiscard]] static TraceRecorder off(std::vector<TraceStep> &steps)
    {
        TraceRecorder r(steps, 0);
        r.m_off = true;
        return r;
    }

    [[nodiscard]] bool recording() const { return !m_truncated && !m_off; }
    [[nodiscard]] bool truncated() const { return m_truncated; }

    void add(ResolveRule rule, std::vector<TraceClause> clauses, std::string_view output,
             std::string_view input);
    /// An RFC 3986 §5.2.2 - §5.3 step: with the component it tested or gave T
    /// (TraceStep::value) and the target's defined parts after it.
    void add(ResolveRule rule, std::vector<TraceClause> clauses, std::string_view output,
             std::string_view input, std::optional<std::string> value, std::uint8_t defined);

private:
    std::vector<TraceStep> &m_steps;
    std::size_t m_budget;
    std::size_t m_used = 0;
    bool m_truncated = false;
    bool m_off = false;
};

/// The base and reference as split, and where a strategy writes its result.
struct ResolveContext
{
    const ParseResult &base;
    const ParseResult &reference;
    ResolveResult &result;
    TraceRecorder &trace;
    /// No trace wanted and no second resolution for the notes' alternatives
    /// (resolveTarget(): keeps the work linear and the recursion flat).
    bool quiet = false;

    void note(ResolveNoteCode code, Severity severity, std::string_view cite, std::string message,
              std::optional<std::string> alternative = std::nullopt);
    void fail(ResolveErrorCode code, std::string_view cite, std::string message);
};

/// RFC 3986 §5.2.4 on buffer[start, size()), in place, with its trace rows:
/// the buffer ends with the result. @p aboveRoot counts the ".." that found
/// no segment to remove (2A "../", 2C on an empty output, 2D "..").
void removeDotSegmentsInPlace(std::string &buffer, std::size_t start, TraceRecorder &trace,
                              std::size_t *aboveRoot = nullptr);

/// The same on a copy of @p path.
[[nodiscard]] std::string removeDotSegmentsTraced(std::string_view path, TraceRecorder &trace,
                                                  std::size_t *aboveRoot = nullptr);

// The strategies, one per family of generations (resolve.cpp picks one by Spec).
void resolveRfc3986(ResolveContext &ctx, bool strict);
void resolveClassic(ResolveContext &ctx, Spec spec); ///< RFC 1808, RFC 2396, draft-01
void resolveRfc1630(ResolveContext &ctx);

/// The target of resolveRfc3986() alone (resolveTarget()): @p base has a
/// scheme.
[[nodiscard]] std::string resolvedRfc3986(const ParseResult &base, const ParseResult &reference,
                                          bool strict);

} // namespace uri::detail
