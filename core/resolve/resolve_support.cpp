// What the resolution strategies share (detail/resolve_support.h).
#include "resolve/detail/resolve_support.h"

namespace uri::detail {

namespace {

std::optional<std::string> textOf(const ParseResult &parsed, const OptSpan &span)
{
    if (!span)
        return std::nullopt;
    return std::string(parsed.text(*span));
}

std::string valueOf(const std::optional<std::string> &value)
{
    return value ? quoted(*value) : std::string("undefined");
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

std::string describeComponents(const Components &c)
{
    return "scheme " + valueOf(c.scheme) + ", authority " + valueOf(c.authority) + ", path "
           + quoted(c.path) + ", query " + valueOf(c.query) + ", fragment " + valueOf(c.fragment);
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

void TraceRecorder::add(ResolveRule rule, std::string description, std::string_view output,
                        std::string_view input)
{
    if (!recording())
        return;
    const std::size_t size = description.size() + output.size() + input.size();
    if (m_used + size > m_budget) {
        m_truncated = true;
        return;
    }
    m_used += size;
    m_steps.push_back(
        {rule, std::move(description), std::string(output), std::string(input), std::nullopt, 0});
}

void TraceRecorder::add(ResolveRule rule, std::string description, std::string_view output,
                        std::string_view input, std::optional<std::string> value,
                        std::uint8_t defined)
{
    const std::size_t before = m_steps.size();
    add(rule, std::move(description), output, input);
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
