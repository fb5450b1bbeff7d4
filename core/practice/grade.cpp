// Practice: grading an answer against the core's, and the step of a
// resolution where a wrong answer went wrong (practice.h, docs/practice.md).
#include "uriinspector/practice.h"

#include "practice/detail/common.h"
#include "text/detail/text.h"
#include "uriinspector/normalize.h"
#include "uriinspector/parse.h"
#include "uriinspector/security.h"

#include <algorithm>
#include <cctype>

namespace uri::practice {

using detail::componentsOf;

namespace {

// RFC 3986 §2.1: the hexadecimal digits of a triplet are case-insensitive.
std::string upperTriplets(std::string text)
{
    for (std::size_t i = 0; i + 2 < text.size(); ++i) {
        if (text[i] == '%' && uri::detail::isHexDigit(text[i + 1])
            && uri::detail::isHexDigit(text[i + 2])) {
            text[i + 1] = uri::detail::asciiUpper(text[i + 1]);
            text[i + 2] = uri::detail::asciiUpper(text[i + 2]);
            i += 2;
        }
    }
    return text;
}

// A component's text where RFC 3986 ignores case: the scheme (§3.1), the
// host (§3.2.2) and the hexadecimal digits of triplets (§2.1), as §6.2.2.1
// normalizes them.
std::string caseKey(std::size_t field, std::string_view text)
{
    if (field == 0)
        return uri::detail::asciiLower(text);
    std::string out = upperTriplets(std::string(text));
    if (field == 1) {
        const std::string reference = "//" + out;
        const ParseResult parsed = parse(reference);
        if (parsed.host) {
            const Span host = *parsed.host;
            std::string folded = uri::detail::asciiLower(parsed.text(host));
            out.replace(host.offset - 2, host.length, folded);
        }
    }
    return out;
}

// The whole reference as §6.2.2.1 leaves it (the case rung of the ladder).
std::string caseNormal(std::string_view text)
{
    return normalize(text).step(Rung::Case).result;
}

bool isRfc3986Family(ResolveRule rule)
{
    return rule <= ResolveRule::Rule3;
}

bool isDotRule(ResolveRule rule)
{
    return rule >= ResolveRule::Rule1 && rule <= ResolveRule::Rule3;
}

bool isRemoval(ResolveRule rule)
{
    switch (rule) {
    case ResolveRule::Rule2A:
    case ResolveRule::Rule2B:
    case ResolveRule::Rule2C:
    case ResolveRule::Rule2D:
    case ResolveRule::Rfc2396Step6c:
    case ResolveRule::Rfc2396Step6d:
    case ResolveRule::Rfc2396Step6e:
    case ResolveRule::Rfc2396Step6f:
    case ResolveRule::Rfc1808Step6a:
    case ResolveRule::Rfc1808Step6b:
    case ResolveRule::Rfc1808Step6c:
    case ResolveRule::Rfc1808Step6d:
    case ResolveRule::Draft01Step6a:
    case ResolveRule::Draft01Step6b:
    case ResolveRule::Draft01Step6c:
    case ResolveRule::Draft01Step6d:
        return true;
    default:
        return false;
    }
}

// The components (bits 1 << index of kComponentNames) a rule gives the target.
unsigned componentsSetBy(ResolveRule rule)
{
    constexpr unsigned scheme = 1, authority = 2, path = 4, query = 8, fragment = 16;
    switch (rule) {
    case ResolveRule::SchemeLoophole:
    case ResolveRule::SchemeFromBase:
    case ResolveRule::Rfc2396Step3:
    case ResolveRule::Rfc1808Step2c:
    case ResolveRule::Draft01Step2c:
    case ResolveRule::Rfc1630Scheme:
        return scheme;
    case ResolveRule::SchemeDefined:
    case ResolveRule::Rfc1808Step2b:
    case ResolveRule::Draft01Step2b:
        return scheme | authority | path | query | fragment;
    case ResolveRule::AuthorityDefined:
        return authority | path | query;
    case ResolveRule::AuthorityFromBase:
    case ResolveRule::Rfc2396Step4:
    case ResolveRule::Rfc1808Step3:
    case ResolveRule::Draft01Step3:
    case ResolveRule::Rfc1630Slashes:
        return authority;
    case ResolveRule::PathEmpty:
    case ResolveRule::PathAbsolute:
    case ResolveRule::Merge:
    case ResolveRule::MergeEmptyBasePath:
    case ResolveRule::Rfc2396Step5:
    case ResolveRule::Rfc2396Step6a:
    case ResolveRule::Rfc2396Step6b:
    case ResolveRule::Rfc1808Step4:
    case ResolveRule::Rfc1808Step6:
    case ResolveRule::Draft01Step4:
    case ResolveRule::Draft01Step6:
    case ResolveRule::Rfc1630LastPart:
        return path;
    case ResolveRule::Rfc1808Step5:
    case ResolveRule::Draft01Step5:
        return path | query;
    case ResolveRule::QueryFromReference:
    case ResolveRule::QueryFromBase:
    case ResolveRule::Rfc1808Step5b:
        return query;
    case ResolveRule::FragmentFromReference:
        return fragment;
    case ResolveRule::Rfc2396Step2:
    case ResolveRule::Rfc1808Step2a:
    case ResolveRule::Draft01Step2a:
        return path | query | fragment;
    default:
        return isRemoval(rule) ? path : 0;
    }
}

// RFC 3986 §5.2.4 on @p in, with the iterations [skipFrom, skipTo) done as
// 2E (the first segment moved as it is): the path of an answer that left
// those dot segments alone.
std::string dotsRemovedSkipping(std::string in, std::size_t skipFrom, std::size_t skipTo)
{
    std::string out;
    const auto dropLastSegment = [&out] {
        const std::size_t slash = out.rfind('/');
        out.erase(slash == std::string::npos ? 0 : slash);
    };
    for (std::size_t k = 0; !in.empty(); ++k) {
        if (k < skipFrom || k >= skipTo) {
            if (in.starts_with("../") || in.starts_with("./")) { // 2A
                in.erase(0, in.find('/') + 1);
                continue;
            }
            if (in.starts_with("/./") || in == "/.") { // 2B
                in.replace(0, in == "/." ? 2 : 3, "/");
                continue;
            }
            if (in.starts_with("/../") || in == "/..") { // 2C
                in.replace(0, in == "/.." ? 3 : 4, "/");
                dropLastSegment();
                continue;
            }
            if (in == "." || in == "..") { // 2D
                in.clear();
                continue;
            }
        }
        const std::size_t end = std::min(in.find('/', 1), in.size()); // 2E
        out += in.substr(0, end);
        in.erase(0, end);
    }
    return out;
}

// RFC 3986 §5.2.4: which step of remove_dot_segments, after the step
// @p pathStep that set the path, the answer's path @p given does not follow.
// First the removal (2A to 2D) that, left undone, gives the answer; then the
// first of those that, left undone with all after it, gives it. Otherwise a
// move (2E) only copies, so the blame goes to the last removal whose work
// the answer undid, before the first move the answer does not hold: it
// holds the output buffer as it was before that removal and, after it, what
// the removal took away (2C: the segment it dropped from the output; 2A,
// 2B, 2D: the dots it took from the input). With no removal to blame, the
// step that set the path is the one.
std::size_t dotStepBlame(const std::vector<TraceStep> &trace, std::size_t pathStep,
                         std::string_view given)
{
    const std::size_t rule1 = pathStep + 1;
    if (rule1 >= trace.size() || trace[rule1].rule != ResolveRule::Rule1)
        return pathStep;
    std::vector<std::size_t> iterations; // the steps 2A to 2E, one per iteration
    for (std::size_t i = rule1 + 1;
         i < trace.size() && isDotRule(trace[i].rule) && trace[i].rule != ResolveRule::Rule3; ++i)
        iterations.push_back(i);
    const std::string &merged = trace[rule1].input;
    for (const std::size_t skipTo : {std::size_t{1}, iterations.size()}) {
        for (std::size_t k = 0; k < iterations.size(); ++k) {
            if (isRemoval(trace[iterations[k]].rule)
                && dotsRemovedSkipping(merged, k, skipTo == 1 ? k + 1 : skipTo) == given)
                return iterations[k];
        }
    }
    std::optional<std::size_t> blamed;
    std::string before = trace[rule1].output; // the output buffer before the step
    std::string beforeInput = merged;         // and the input buffer
    for (const std::size_t i : iterations) {
        const TraceStep &step = trace[i];
        if (isRemoval(step.rule)) {
            std::size_t common = 0;
            while (common < step.input.size() && common < beforeInput.size()
                   && step.input[step.input.size() - 1 - common]
                          == beforeInput[beforeInput.size() - 1 - common])
                ++common;
            const std::string_view removed
                = std::string_view(beforeInput).substr(0, beforeInput.size() - common);
            const bool kept = step.rule == ResolveRule::Rule2C && !before.empty()
                                  ? given.starts_with(before)
                                  : given.starts_with(before)
                                        && given.substr(before.size()).starts_with(removed);
            if (kept)
                blamed = i;
        } else if (!given.starts_with(step.output)) {
            break;
        }
        before = step.output;
        beforeInput = step.input;
    }
    return blamed.value_or(pathStep);
}

std::optional<std::size_t> firstWrongStep(const std::vector<TraceStep> &trace,
                                          std::string_view given, std::string_view target)
{
    const Components a = componentsOf(given);
    const Components t = componentsOf(target);
    unsigned differing = 0;
    for (std::size_t f = 0; f < kComponentNames.size(); ++f) {
        // where RFC 3986 ignores case, so does the search for the wrong step
        const std::optional<std::string> x = component(a, f);
        const std::optional<std::string> y = component(t, f);
        if (x.has_value() != y.has_value() || (x && caseKey(f, *x) != caseKey(f, *y)))
            differing |= 1u << f;
    }
    if (differing == 0)
        return std::nullopt;
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const unsigned set = componentsSetBy(trace[i].rule) & differing;
        if (set == 0)
            continue;
        if (set != 4u)
            return i;
        // the path: the removals after this step, if it has any
        if (isRfc3986Family(trace[i].rule))
            return dotStepBlame(trace, i, a.path);
        // older generations: an answer that stopped at a state of the path
        // buffer went wrong at the next step that changed it
        for (std::size_t k = i; k < trace.size(); ++k) {
            if ((componentsSetBy(trace[k].rule) & 4u) == 0 || trace[k].output != a.path)
                continue;
            for (std::size_t j = k + 1; j < trace.size(); ++j) {
                if ((componentsSetBy(trace[j].rule) & 4u) != 0 && trace[j].output != a.path)
                    return j;
            }
        }
        return i;
    }
    return trace.empty() ? std::nullopt : std::optional<std::size_t>(trace.size() - 1);
}

// The answer without the blanks around it (ASCII only: the bytes of a
// UTF-8 character are never blanks, whatever the locale).
std::string trimmed(std::string_view text)
{
    constexpr std::string_view kBlanks = " \t\n\r\f\v";
    const std::size_t first = text.find_first_not_of(kBlanks);
    if (first == std::string_view::npos)
        return {};
    return std::string(text.substr(first, text.find_last_not_of(kBlanks) - first + 1));
}

std::optional<bool> yesNo(std::string_view text)
{
    const std::string t = uri::detail::asciiLower(trimmed(text));
    if (t == "yes" || t == "y" || t == "true" || t == "equivalent")
        return true;
    if (t == "no" || t == "n" || t == "false" || t == "not equivalent")
        return false;
    return std::nullopt;
}

FieldMark markField(std::size_t field, const std::optional<std::string> &given,
                    const std::optional<std::string> &expected)
{
    FieldMark m{kComponentNames[field], Mark::Right, given, expected};
    if (!expected && !given)
        return m;
    if (!expected)
        m.mark = given->empty() ? Mark::EmptyForUndefined : Mark::Extra;
    else if (!given)
        m.mark = expected->empty() ? Mark::UndefinedForEmpty : Mark::Missing;
    else if (*given == *expected)
        m.mark = Mark::Right;
    else if (caseKey(field, *given) == caseKey(field, *expected))
        m.mark = Mark::RightIgnoringCase;
    else
        m.mark = Mark::Wrong;
    return m;
}

} // namespace

// ---- Grading

std::string clippedForDisplay(std::string_view text)
{
    if (text.size() <= kMaxShownBytes)
        return std::string(text);
    std::size_t end = kMaxShownBytes;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end; // not inside a UTF-8 sequence
    return std::string(text.substr(0, end)) + "\u2026";
}

Components componentsFromDelimited(std::string_view scheme, std::string_view authority,
                                   std::string_view path, std::string_view query,
                                   std::string_view fragment)
{
    Components c;
    if (!scheme.empty())
        c.scheme
            = std::string(scheme.ends_with(':') ? scheme.substr(0, scheme.size() - 1) : scheme);
    if (!authority.empty())
        c.authority = std::string(authority.starts_with("//") ? authority.substr(2) : authority);
    c.path = std::string(path);
    if (!query.empty())
        c.query = std::string(query.starts_with('?') ? query.substr(1) : query);
    if (!fragment.empty())
        c.fragment = std::string(fragment.starts_with('#') ? fragment.substr(1) : fragment);
    return c;
}

Grade grade(const Exercise &exercise, const Answer &answer)
{
    Grade g;
    FieldMark m{"answer", Mark::Wrong, trimmed(answer.text), std::nullopt};
    switch (exercise.topic) {
    case Topic::Split:
        for (std::size_t f = 0; f < kComponentNames.size(); ++f)
            g.fields.push_back(
                markField(f, component(answer.components, f), component(exercise.components, f)));
        break;
    case Topic::Resolve: {
        m.expected = exercise.expected;
        const ResolveResult r = resolve(exercise.base, exercise.uri, exercise.spec);
        g.trace = r.trace;
        if (*m.given == exercise.expected)
            m.mark = Mark::Right;
        else if (caseNormal(*m.given) == caseNormal(exercise.expected))
            m.mark = Mark::RightIgnoringCase;
        else
            g.wrongStep = firstWrongStep(g.trace, *m.given, exercise.expected);
        g.fields.push_back(m);
        break;
    }
    case Topic::Normalize: {
        m.expected = exercise.expected;
        if (*m.given == exercise.expected) {
            m.mark = Mark::Right;
        } else {
            const NormalizeResult n = normalize(*m.given);
            if (n.normalized == exercise.expected) {
                m.mark = Mark::NotNormal;
                for (const NormalizeStep &step : n.steps) {
                    if (step.performed && step.changed()) {
                        g.rung = std::string(rungName(step.rung));
                        g.rungResult = step.result;
                        break;
                    }
                }
            }
        }
        g.fields.push_back(m);
        break;
    }
    case Topic::Equivalence: {
        m.expected = exercise.equivalent ? "yes" : "no";
        if (const std::optional<bool> said = yesNo(*m.given); said && *said == exercise.equivalent)
            m.mark = Mark::Right;
        g.fields.push_back(m);
        break;
    }
    case Topic::Destination: {
        m.expected = exercise.expected;
        std::string host = *m.given;
        if (host.ends_with('.') && !exercise.expected.ends_with('.'))
            host.pop_back();
        if (host == exercise.expected
            || (!exercise.expectedAlt.empty() && host == exercise.expectedAlt))
            m.mark = Mark::Right;
        else if (uri::detail::asciiLower(host) == uri::detail::asciiLower(exercise.expected))
            m.mark = Mark::RightIgnoringCase; // RFC 3986 §3.2.2: hosts ignore case
        security::AnalyzeOptions options;
        options.versions = false;
        const security::Assessment a = security::analyze(exercise.uri, options);
        g.findings = a.findings;
        g.fields.push_back(m);
        break;
    }
    }
    g.right = std::all_of(g.fields.begin(), g.fields.end(),
                          [](const FieldMark &f) { return counts(f.mark); });
    if (g.right)
        g.wrongStep.reset();
    for (FieldMark &f : g.fields) { // graded whole, shown clipped
        if (f.given)
            f.given = clippedForDisplay(*f.given);
    }
    return g;
}

} // namespace uri::practice
