#include "cli.h"

#include "uriinspector/utf8.h"

#include <algorithm>
#include <vector>

namespace uri::cli {

namespace {

// Okabe-Ito hues as 256-colour SGR codes; each component also has its own
// label in the tree, so colour is never the only signal.
constexpr std::string_view kSchemeSgr = "38;5;175";
constexpr std::string_view kUserinfoSgr = "38;5;166";
constexpr std::string_view kHostSgr = "38;5;74";
constexpr std::string_view kPortSgr = "38;5;36";
constexpr std::string_view kPathSgr = "38;5;214";
constexpr std::string_view kQuerySgr = "38;5;178";
constexpr std::string_view kFragmentSgr = "38;5;245";
constexpr std::string_view kDimSgr = "2";

// Cut [from, to) of the input at UTF-8 character boundaries.
std::size_t charBoundary(std::string_view text, std::size_t pos)
{
    while (pos > 0 && pos < text.size() && (static_cast<unsigned char>(text[pos]) & 0xC0) == 0x80)
        --pos;
    return pos;
}

std::string valueText(const ParseResult &r, const OptSpan &span, const Style &style,
                      std::string_view sgr)
{
    if (!span)
        return style.paint("(undefined)", kDimSgr);
    if (span->empty())
        return style.paint("(empty)", kDimSgr);
    return style.paint(escapeForDisplay(r.text(*span)), sgr);
}

std::string spanText(const OptSpan &span)
{
    return span ? cli::spanText(*span) : "";
}

void row(std::string &out, int depth, std::string_view label, const std::string &value,
         const OptSpan &span, const Style &style, std::string_view note = {})
{
    std::string line(static_cast<std::size_t>(depth) * 2 + 2, ' ');
    line += label;
    line.append(label.size() < 12 ? 12 - label.size() : 1, ' ');
    line += value;
    if (!note.empty())
        line += "  " + style.paint(note, kDimSgr);
    if (span)
        line += "  " + style.paint(spanText(span), kDimSgr);
    out += line;
    out += '\n';
}

// The input, each component in its colour; delimiters plain.
std::string colouredInput(const ParseResult &r, const Style &style)
{
    if (!style.color)
        return escapeForDisplay(r.input);
    struct Part
    {
        OptSpan span;
        std::string_view sgr;
    };
    const std::vector<Part> parts{{r.scheme, kSchemeSgr},    {r.userinfo, kUserinfoSgr},
                                  {r.host, kHostSgr},        {r.port, kPortSgr},
                                  {r.path, kPathSgr},        {r.query, kQuerySgr},
                                  {r.fragment, kFragmentSgr}};
    std::string out;
    std::size_t pos = 0;
    for (const Part &p : parts) {
        if (!p.span || p.span->empty())
            continue;
        out += escapeForDisplay(r.input.substr(pos, p.span->offset - pos));
        out += style.paint(escapeForDisplay(r.text(*p.span)), p.sgr);
        pos = p.span->end();
    }
    out += escapeForDisplay(r.input.substr(pos));
    return out;
}

} // namespace

std::string caretLines(std::string_view input, Span span, const Style &style)
{
    constexpr std::size_t kContext = 32;
    const std::size_t from
        = charBoundary(input, span.offset > kContext ? span.offset - kContext : 0);
    const std::size_t spanEnd = std::min(span.end(), span.offset + 4 * kContext);
    const std::size_t to = charBoundary(input, std::min(input.size(), spanEnd + kContext));
    const std::string before = escapeForDisplay(input.substr(from, span.offset - from));
    const std::string marked = escapeForDisplay(input.substr(span.offset, spanEnd - span.offset));
    const std::string after = escapeForDisplay(input.substr(spanEnd, to - spanEnd));
    std::string out = "      " + std::string(from > 0 ? "..." : "") + before + marked + after
                      + (to < input.size() ? "..." : "") + "\n";
    const std::size_t pad = (from > 0 ? 3 : 0) + displayColumns(before);
    const std::size_t carets = std::max<std::size_t>(1, displayColumns(marked));
    out += "      " + std::string(pad, ' ') + style.paint(std::string(carets, '^'), "1;31")
           + (span.empty() ? " (here)" : "") + "\n";
    return out;
}

std::string_view severitySgr(Severity s)
{
    switch (s) {
    case Severity::Error:
        return "1;31";
    case Severity::Warning:
        return "1;33";
    case Severity::Info:
        return "1;36";
    }
    return "1";
}

std::string diagnosticBlock(const Diagnostic &d, std::string_view input, const Style &style)
{
    std::string out = "  " + style.paint(severityName(d.severity), severitySgr(d.severity)) + " "
                      + std::string(diagCodeName(d.code)) + " at " + std::to_string(d.span.offset)
                      + (d.span.length != 1 ? "+" + std::to_string(d.span.length) : "");
    if (!d.rule.empty())
        out += " (" + std::string(d.rule) + ", " + std::string(d.cite) + ")";
    return out + "\n    " + d.message + "\n" + caretLines(input, d.span, style);
}

std::string spanText(Span span)
{
    return "[" + std::to_string(span.offset) + "," + std::to_string(span.length) + "]";
}

std::string diagnosticLine(const Diagnostic &d)
{
    return "  " + std::string(severityName(d.severity)) + " " + std::string(diagCodeName(d.code))
           + " " + spanText(d.span) + ": " + escapeForDisplay(d.message) + "\n";
}

std::string Style::paint(std::string_view text, std::string_view sgr) const
{
    if (!color || text.empty())
        return std::string(text);
    return "\x1b[" + std::string(sgr) + "m" + std::string(text) + "\x1b[0m";
}

std::string parseText(const ParseResult &r, const Style &style)
{
    std::string out = colouredInput(r, style) + "\n";
    std::size_t errors = 0;
    std::size_t warnings = 0;
    for (const Diagnostic &d : r.diagnostics) {
        errors += d.severity == Severity::Error ? 1 : 0;
        warnings += d.severity == Severity::Warning ? 1 : 0;
    }
    std::string verdict = r.valid() ? style.paint("valid", "1;32") : style.paint("invalid", "1;31");
    verdict += " " + std::string(formName(r.form)) + " (" + std::string(specName(r.spec)) + ")";
    if (errors + warnings > 0) {
        verdict += ", " + std::to_string(errors) + " error" + (errors == 1 ? "" : "s") + ", "
                   + std::to_string(warnings) + " warning" + (warnings == 1 ? "" : "s");
    }
    row(out, 0, "reference", verdict, std::nullopt, style);
    row(out, 0, "scheme", valueText(r, r.scheme, style, kSchemeSgr), r.scheme, style);
    row(out, 0, "authority", valueText(r, r.authority, style, kHostSgr), r.authority, style);
    if (r.authority) {
        row(out, 1, "userinfo", valueText(r, r.userinfo, style, kUserinfoSgr), r.userinfo, style);
        if (r.userinfo) {
            row(out, 2, "user", valueText(r, r.user, style, kUserinfoSgr), r.user, style);
            row(out, 2, "password", valueText(r, r.password, style, kUserinfoSgr), r.password,
                style);
        }
        row(out, 1, "host", valueText(r, r.host, style, kHostSgr), r.host, style,
            r.hostType ? hostTypeName(*r.hostType) : "");
        if (r.zoneId)
            row(out, 2, "zone id", valueText(r, r.zoneId, style, kHostSgr), r.zoneId, style);
        row(out, 1, "port", valueText(r, r.port, style, kPortSgr), r.port, style);
    }
    row(out, 0, "path", valueText(r, r.path, style, kPathSgr), r.path, style);
    for (const Span &s : pathSegments(r))
        row(out, 1, "segment", valueText(r, s, style, kPathSgr), s, style);
    if (r.params)
        row(out, 1, "params", valueText(r, r.params, style, kPathSgr), r.params, style);
    row(out, 0, "query", valueText(r, r.query, style, kQuerySgr), r.query, style);
    for (const QueryParam &p : queryParams(r)) {
        std::string value = valueText(r, p.key, style, kQuerySgr);
        if (p.value)
            value += " = " + valueText(r, p.value, style, kQuerySgr);
        row(out, 1, "param", value, p.whole, style);
    }
    row(out, 0, "fragment", valueText(r, r.fragment, style, kFragmentSgr), r.fragment, style);

    for (const Diagnostic &d : r.diagnostics)
        out += diagnosticBlock(d, r.input, style);
    return out;
}

} // namespace uri::cli
