// What the resolution strategies share (detail/resolve_support.h).
#include "resolve/detail/resolve_support.h"

#include "resolve/detail/wordings.h"

#include <algorithm>

namespace uri::detail {

namespace {

std::optional<std::string> textOf(const ParseResult &parsed, const OptSpan &span)
{
    if (!span)
        return std::nullopt;
    return std::string(parsed.text(*span));
}

} // namespace

Components componentsOf(const ParseResult &parsed)
{
    Components c;
    c.scheme = textOf(parsed, parsed.scheme);
    c.authority = textOf(parsed, parsed.authority);
    c.path = std::string(parsed.text(parsed.path));
    c.query = textOf(parsed, parsed.query);
    c.fragment = textOf(parsed, parsed.fragment);
    return c;
}

// RFC 3986 §5.3 Component Recomposition
std::string recompose(const Components &c)
{
    std::string result;
    if (c.scheme) {
        result += *c.scheme;
        result += ':';
    }
    if (c.authority) {
        result += "//";
        result += *c.authority;
    }
    result += c.path;
    if (c.query) {
        result += '?';
        result += *c.query;
    }
    if (c.fragment) {
        result += '#';
        result += *c.fragment;
    }
    return result;
}

TraceClause clause(std::string_view wording,
                   std::initializer_list<std::pair<std::string_view, std::string_view>> arguments)
{
    TraceClause c{wording, {}};
    c.arguments.reserve(arguments.size());
    for (const auto &[key, value] : arguments)
        c.arguments.emplace_back(std::string(key), std::string(value));
    return c;
}

std::vector<TraceClause> componentClauses(const std::vector<NamedComponent> &components)
{
    std::vector<TraceClause> clauses;
    std::string undefined;
    for (const auto &[name, value] : components) {
        if (value) {
            clauses.push_back(
                clause(wording::kComponent, {{"component", name}, {"value", *value}}));
        } else {
            undefined += undefined.empty() ? "" : ", ";
            undefined += name;
        }
    }
    if (!undefined.empty())
        clauses.push_back(clause(wording::kUndefined, {{"components", undefined}}));
    return clauses;
}

std::string quoted(std::string_view text)
{
    std::string result;
    result.reserve(text.size() + 2);
    result += '"';
    result += text;
    result += '"';
    return result;
}

void TraceRecorder::add(ResolveRule rule, std::vector<TraceClause> clauses, std::string_view output,
                        std::string_view input)
{
    if (!recording())
        return;
    std::string description;
    for (const TraceClause &c : clauses) {
        description += description.empty() ? "" : "; ";
        description += fillClause(c);
    }
    // the text of the description; its clauses hold the same values
    const std::size_t size = description.size() + output.size() + input.size();
    if (m_used + size > m_budget) {
        m_truncated = true;
        return;
    }
    m_used += size;
    m_steps.push_back({rule, std::move(description), std::string(output), std::string(input),
                       std::nullopt, 0, std::move(clauses)});
}

void TraceRecorder::add(ResolveRule rule, std::vector<TraceClause> clauses, std::string_view output,
                        std::string_view input, std::optional<std::string> value,
                        std::uint8_t defined)
{
    const std::size_t before = m_steps.size();
    add(rule, std::move(clauses), output, input);
    if (m_steps.size() == before)
        return; // not recorded
    m_steps.back().value = std::move(value);
    m_steps.back().defined = defined;
}

void ResolveContext::note(ResolveNoteCode code, Severity severity, std::string_view cite,
                          std::string message, std::optional<std::string> alternative)
{
    result.notes.push_back({code, severity, cite, std::move(message), std::move(alternative)});
}

void ResolveContext::fail(ResolveErrorCode code, std::string_view cite, std::string message)
{
    result.error = ResolveError{code, cite, std::move(message)};
}

} // namespace uri::detail

namespace uri {

std::string fillClause(const TraceClause &clause)
{
    std::string out;
    std::string_view rest = clause.text;
    while (!rest.empty()) {
        const std::size_t open = rest.find('{');
        const std::size_t close = rest.find('}', open);
        if (open == std::string_view::npos || close == std::string_view::npos) {
            out += rest;
            break;
        }
        out += rest.substr(0, open);
        const std::string_view key = rest.substr(open + 1, close - open - 1);
        const auto argument = std::find_if(clause.arguments.begin(), clause.arguments.end(),
                                           [key](const auto &a) { return a.first == key; });
        if (argument != clause.arguments.end())
            out += argument->second;
        else
            out += rest.substr(open, close - open + 1);
        rest.remove_prefix(close + 1);
    }
    return out;
}

} // namespace uri
