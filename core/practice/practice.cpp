// Practice: the topics' names, the English wording of questions, hints,
// answers and feedback, and worksheets (practice.h, docs/practice.md).
#include "uriinspector/practice.h"

#include "practice/detail/common.h"
#include "text/detail/text.h"
#include "uriinspector/normalize.h"
#include "uriinspector/parse.h"
#include "uriinspector/utf8.h"

#include <algorithm>
#include <cctype>

namespace uri::practice {

namespace detail {

std::string quoted(std::string_view text)
{
    return "\"" + escapeForDisplay(text) + "\"";
}

// "{name}" in @p text replaced by @p value, every time.
std::string fill(std::string text, std::string_view name, std::string_view value)
{
    const std::string key = "{" + std::string(name) + "}";
    for (std::size_t at = text.find(key); at != std::string::npos;
         at = text.find(key, at + value.size()))
        text.replace(at, key.size(), value);
    return text;
}

Components componentsOf(std::string_view text)
{
    const ParseResult parsed = parse(text);
    Components c;
    const auto get = [&](const OptSpan &span) -> std::optional<std::string> {
        if (!span)
            return std::nullopt;
        return std::string(parsed.text(*span));
    };
    c.scheme = get(parsed.scheme);
    c.authority = get(parsed.authority);
    c.path = std::string(parsed.text(parsed.path));
    c.query = get(parsed.query);
    c.fragment = get(parsed.fragment);
    return c;
}

} // namespace detail

using detail::componentsOf;
using detail::fill;
using detail::quoted;

std::string_view topicName(Topic topic)
{
    static constexpr std::array<std::string_view, 5> kNames{"split", "resolve", "normalize",
                                                            "equivalence", "destination"};
    return kNames[static_cast<std::size_t>(topic)];
}

std::optional<Topic> topicFromName(std::string_view name)
{
    for (Topic topic : kAllTopics) {
        if (topicName(topic) == name)
            return topic;
    }
    return std::nullopt;
}

std::string_view topicCite(Topic topic)
{
    static constexpr std::array<std::string_view, 5> kCites{
        "RFC 3986 §3", "RFC 3986 §5.2", "RFC 3986 §6.2", "RFC 3986 §6.2", "RFC 3986 §7.6"};
    return kCites[static_cast<std::size_t>(topic)];
}

std::string_view topicTitle(Topic topic)
{
    static constexpr std::array<std::string_view, 5> kTitles{"Split", "Resolve", "Normal form",
                                                             "Equivalence", "Where it goes"};
    return kTitles[static_cast<std::size_t>(topic)];
}

std::optional<std::string> component(const Components &c, std::size_t index)
{
    switch (index) {
    case 0:
        return c.scheme;
    case 1:
        return c.authority;
    case 2:
        return c.path;
    case 3:
        return c.query;
    default:
        return c.fragment;
    }
}

std::string_view markName(Mark mark)
{
    static constexpr std::array<std::string_view, 8> kNames{"right",
                                                            "right-ignoring-case",
                                                            "wrong",
                                                            "empty-for-undefined",
                                                            "undefined-for-empty",
                                                            "missing",
                                                            "extra",
                                                            "not-normal"};
    return kNames[static_cast<std::size_t>(mark)];
}

bool reachesClaimed(const Exercise &e)
{
    return !e.claimed.empty()
           && uri::detail::asciiLower(e.expected) == uri::detail::asciiLower(e.claimed);
}

std::string_view resolutionCite(Spec spec)
{
    switch (spec) {
    case Spec::Draft01:
        return "draft-fielding-url-syntax-01 §6";
    case Spec::Rfc2396:
        return "RFC 2396 §5.2";
    case Spec::Rfc1808:
        return "RFC 1808 §4";
    case Spec::Rfc1630:
        return "RFC 1630";
    default:
        return "RFC 3986 §5.2";
    }
}

// ---- Wording

std::string quotedOrUndefined(const std::optional<std::string> &value)
{
    return value ? quoted(*value) : std::string("undefined");
}

std::string questionText(const Exercise &e)
{
    switch (e.topic) {
    case Topic::Split:
        return "Split " + quoted(e.uri)
               + " into its five components (RFC 3986 §3); say which are undefined.";
    case Topic::Resolve:
        return "Resolve the reference " + quoted(e.uri) + " against the base " + quoted(e.base)
               + " by " + std::string(resolutionCite(e.spec)) + ".";
    case Topic::Normalize:
        return "Write the normal form of " + quoted(e.uri) + " (RFC 3986 §6.2.2 and §6.2.3).";
    case Topic::Equivalence:
        return "Are " + quoted(e.uri) + " and " + quoted(e.other)
               + " equivalent by the ladder of RFC 3986 §6.2? Answer yes or no.";
    case Topic::Destination:
        return "A link reads " + quoted(e.uri) + ". Which host does a browser connect to?";
    }
    return {};
}

HintFacts hintFacts(const Exercise &e)
{
    HintFacts facts;
    switch (e.topic) {
    case Topic::Split:
        for (std::size_t f = 0; f < kComponentNames.size(); ++f)
            facts.defined += component(e.components, f).has_value() ? 1 : 0;
        break;
    case Topic::Resolve:
        for (const TraceStep &step : resolve(e.base, e.uri, e.spec).trace) {
            if (step.rule != ResolveRule::PreParse && step.rule != ResolveRule::Rfc2396Step1
                && step.rule != ResolveRule::Rfc1808Step2
                && step.rule != ResolveRule::Draft01Step2) {
                facts.firstRule = step.rule;
                break;
            }
        }
        break;
    case Topic::Normalize:
        for (const NormalizeStep &step : normalize(e.uri).steps) {
            if (step.performed && step.changed())
                facts.rungs.push_back(step.rung);
        }
        break;
    case Topic::Equivalence: {
        const Components a = componentsOf(e.uri);
        const Components b = componentsOf(e.other);
        for (std::size_t f = 0; f < kComponentNames.size(); ++f) {
            if (component(a, f) != component(b, f))
                facts.differing.push_back(kComponentNames[f]);
        }
        break;
    }
    case Topic::Destination:
        break;
    }
    return facts;
}

std::string hintText(const Exercise &e)
{
    const HintFacts facts = hintFacts(e);
    switch (e.topic) {
    case Topic::Split:
        return "A component is defined when its delimiter is there, even with nothing after it "
               "(RFC 3986 §5.3, Appendix B): here "
               + std::to_string(facts.defined) + " of the five are defined.";
    case Topic::Resolve:
        if (!facts.firstRule)
            return "Split both first (RFC 3986 §5.2.1).";
        return "The first rule that applies is " + std::string(ruleLabel(*facts.firstRule)) + " ("
               + std::string(ruleCite(*facts.firstRule)) + ").";
    case Topic::Normalize: {
        std::string rungs;
        for (Rung rung : facts.rungs)
            rungs += (rungs.empty() ? "" : ", ") + std::string(rungName(rung)) + " ("
                     + std::string(rungCite(rung)) + ")";
        return rungs.empty() ? "No rung of the ladder changes it."
                             : "These rungs of the ladder change it: " + rungs + ".";
    }
    case Topic::Equivalence: {
        std::string parts;
        for (std::string_view part : facts.differing)
            parts += (parts.empty() ? "" : ", ") + std::string(part);
        return "As written they differ in: " + (parts.empty() ? std::string("nothing") : parts)
               + ". Climb the ladder with both, rung by rung.";
    }
    case Topic::Destination:
        return "The host is what follows \"//\" up to the next \"/\", \"?\" or \"#\"; in it, "
               "everything up to the last \"@\" is userinfo (RFC 3986 §3.2, §7.6). A browser "
               "also reads \"\\\" as \"/\" and numbers as IPv4 addresses.";
    }
    return {};
}

std::string answerText(const Exercise &e)
{
    switch (e.topic) {
    case Topic::Split: {
        std::string out;
        for (std::size_t f = 0; f < kComponentNames.size(); ++f) {
            out += (f == 0 ? "" : ", ") + std::string(kComponentNames[f]) + " "
                   + quotedOrUndefined(component(e.components, f));
        }
        return out;
    }
    case Topic::Resolve:
    case Topic::Normalize:
        return quoted(e.expected);
    case Topic::Equivalence: {
        const CompareResult c = compare(e.uri, e.other);
        if (c.equivalent)
            return "yes, from the " + std::string(rungName(*c.rung)) + " rung on ("
                   + std::string(rungCite(*c.rung)) + ")";
        std::string parts;
        for (const ComponentDifference &d : c.differences)
            parts += (parts.empty() ? "" : ", ") + std::string(d.component);
        return "no: after the ladder they still differ in " + parts;
    }
    case Topic::Destination: {
        std::string out = quoted(e.expected);
        if (!e.expectedAlt.empty())
            out += " (" + quoted(e.expectedAlt) + ")";
        if (!e.claimed.empty())
            out += reachesClaimed(e) ? ", the host it names" : ", not " + quoted(e.claimed);
        return out;
    }
    }
    return {};
}

std::vector<std::string> feedbackLines(const Exercise &e, const Grade &g)
{
    std::vector<std::string> out;
    out.push_back(g.right ? "Right." : "Not quite.");
    for (std::size_t i = 0; i < g.fields.size(); ++i) {
        const FieldMark &f = g.fields[i];
        const std::string name(f.field);
        const std::string delim(e.topic == Topic::Split && i < kComponentDelimiters.size()
                                    ? kComponentDelimiters[i]
                                    : "");
        switch (f.mark) {
        case Mark::Right:
            break;
        case Mark::RightIgnoringCase:
            out.push_back(name
                          + ": right; case does not matter there (RFC 3986 §6.2.2.1), and the "
                            "text has "
                          + quotedOrUndefined(f.expected) + ".");
            break;
        case Mark::Wrong:
            out.push_back(name + ": " + quotedOrUndefined(f.given) + " is wrong; it is "
                          + quotedOrUndefined(f.expected) + ".");
            break;
        case Mark::EmptyForUndefined:
            out.push_back(name + ": undefined, not empty: there is no \"" + delim
                          + "\" for it (RFC 3986 §5.3).");
            break;
        case Mark::UndefinedForEmpty:
            out.push_back(name + ": defined and empty: its \"" + delim
                          + "\" is there (RFC 3986 §5.3).");
            break;
        case Mark::Missing:
            out.push_back(name + ": it is " + quotedOrUndefined(f.expected) + ", not undefined.");
            break;
        case Mark::Extra:
            out.push_back(name + ": it is undefined, not " + quotedOrUndefined(f.given) + ".");
            break;
        case Mark::NotNormal:
            out.push_back("Equivalent, but not yet normal: the " + g.rung + " rung makes it "
                          + quoted(g.rungResult) + ".");
            break;
        }
    }
    if (g.wrongStep && *g.wrongStep < g.trace.size()) {
        const TraceStep &step = g.trace[*g.wrongStep];
        out.push_back("It went wrong at step " + std::to_string(*g.wrongStep + 1) + ", "
                      + std::string(ruleLabel(step.rule)) + " (" + std::string(ruleCite(step.rule))
                      + "): " + step.description + ".");
    }
    // the answer in words where the field's line does not give it all
    if (!g.right && (e.topic == Topic::Equivalence || e.topic == Topic::Destination))
        out.push_back("The answer is " + answerText(e) + ".");
    for (const security::Finding &f : g.findings)
        out.push_back(std::string(f.id) + " " + std::string(f.name) + ": " + f.message);
    return out;
}

std::vector<WorksheetItem> worksheetItems(std::span<const Exercise> list)
{
    std::vector<WorksheetItem> items;
    for (const Exercise &e : list)
        items.push_back(
            {std::string(topicTitle(e.topic)), questionText(e), e.source, answerText(e)});
    return items;
}

namespace {

std::string html(std::string_view text)
{
    std::string out;
    for (char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

// Markdown: the characters that would start markup are escaped.
std::string markdown(std::string_view text)
{
    std::string out;
    for (char c : text) {
        if (std::string_view("\\`*_[]<>#|").find(c) != std::string_view::npos)
            out += '\\';
        out += c;
    }
    return out;
}

} // namespace

std::string worksheet(std::span<const WorksheetItem> items, std::uint32_t seed,
                      WorksheetFormat format, const WorksheetWords &words)
{
    const std::string intro = fill(fill(words.seedLine, "seed", std::to_string(seed)), "count",
                                   std::to_string(items.size()));
    std::string out;
    if (format == WorksheetFormat::Markdown) {
        out += "# " + markdown(words.title) + "\n\n" + markdown(intro) + "\n";
        for (std::size_t i = 0; i < items.size(); ++i) {
            const WorksheetItem &item = items[i];
            out += "\n## " + std::to_string(i + 1) + ". " + markdown(item.topic) + "\n\n"
                   + markdown(item.question) + "\n\n" + markdown(words.blank) + "\n\n&nbsp;\n\n*"
                   + markdown(words.sourceLabel) + ": " + markdown(item.source) + "*\n";
        }
        out += "\n---\n\n# " + markdown(words.answersTitle) + "\n\n";
        for (std::size_t i = 0; i < items.size(); ++i)
            out += std::to_string(i + 1) + ". " + markdown(items[i].answer) + "\n";
        return out;
    }
    out += "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>" + html(words.title)
           + "</title>\n<style>\nbody { font-family: sans-serif; max-width: 46em; margin: 2em "
             "auto; }\n.blank { border-bottom: 1px solid #888; height: 3em; }\n.source { "
             "color: #666; font-size: small; }\n.answers { break-before: page; "
             "page-break-before: always; }\ncode { word-break: break-all; }\n</style>\n"
             "</head>\n<body>\n<h1>"
           + html(words.title) + "</h1>\n<p>" + html(intro) + "</p>\n<ol>\n";
    for (const WorksheetItem &item : items) {
        out += "<li><h2>" + html(item.topic) + "</h2>\n<p>" + html(item.question) + "</p>\n<p>"
               + html(words.blank) + "</p>\n<div class=\"blank\"></div>\n<p class=\"source\">"
               + html(words.sourceLabel) + ": " + html(item.source) + "</p></li>\n";
    }
    out += "</ol>\n<section class=\"answers\">\n<h1>" + html(words.answersTitle) + "</h1>\n<ol>\n";
    for (const WorksheetItem &item : items)
        out += "<li>" + html(item.answer) + "</li>\n";
    out += "</ol>\n</section>\n</body>\n</html>\n";
    return out;
}

} // namespace uri::practice
