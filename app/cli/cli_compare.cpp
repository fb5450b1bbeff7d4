// uri-inspect compare: are two URIs equivalent by the RFC 3986 §6.2 ladder,
// and from which rung on?
#include "cli.h"
#include "cli_args.h"

#include "uriinspector/normalize.h"
#include "uriinspector/utf8.h"

namespace uri::cli {

namespace {

using json = nlohmann::ordered_json;

constexpr std::string_view kCompareHelp =
    R"(usage: uri-inspect compare [--json] [--color WHEN] [--] A B | -

Tell whether the URI references A and B are equivalent (RFC 3986 section 6),
by climbing the normalization ladder of section 6.2 with both: simple-string
(6.2.1), case (6.2.2.1), percent-encoding (6.2.2.2), path-segment (6.2.2.3),
scheme-based (6.2.3). The answer names the first rung at which they become
equal; when they never do, the components that still differ, with their
place in each input. Protocol-based normalization (6.2.4) is not performed:
nothing is fetched.

options:
  --json         one JSON object per pair (JSON Lines)
  --color WHEN   auto (default: only on a terminal, not with NO_COLOR),
                 always or never
  -h, --help     this text
  --             end of options: every later argument is a URI, "-" included

"-" as the only argument reads lines "A<TAB>B" from standard input.

JSON fields: a, b, equivalent, rung (the first rung at which they are equal,
or null), cite, steps [{rung, a, b, equal}], differences [{component, a, b
([offset, length] in each input, or null where undefined), a_normalized,
b_normalized}], a_valid, b_valid, diagnostics_a, diagnostics_b; for a line
without TAB: a, b (null), equivalent (false), error.

exit status: 0 every pair equivalent and valid, 1 some pair not equivalent
(or an input invalid, or a line without TAB), 2 usage error
)";

constexpr std::string_view kDimSgr = "2";

std::string spanText(const OptSpan &span)
{
    return span ? cli::spanText(*span) : "undefined";
}

std::string quotedOrUndefined(const std::optional<std::string> &text)
{
    return text ? "\"" + escapeForDisplay(*text) + "\"" : std::string("undefined");
}

std::string compareText(const CompareResult &c, const Style &style)
{
    std::string out = "a  " + escapeForDisplay(c.a.input)
                      + (c.a.valid ? "" : style.paint("  (invalid)", "1;31")) + "\n";
    out += "b  " + escapeForDisplay(c.b.input)
           + (c.b.valid ? "" : style.paint("  (invalid)", "1;31")) + "\n";
    if (c.equivalent) {
        out += style.paint("equivalent", "1;32") + " from the " + std::string(rungName(*c.rung))
               + " rung on (" + std::string(rungCite(*c.rung)) + ")\n";
    } else {
        out += style.paint("not equivalent", "1;31")
               + " (RFC 3986 §6.2.1 to §6.2.3; §6.2.4 not performed)\n";
    }
    for (Rung rung : kAllRungs) {
        const NormalizeStep &sa = c.a.step(rung);
        const NormalizeStep &sb = c.b.step(rung);
        if (!sa.performed)
            break;
        std::string name(rungName(rung));
        name.append(name.size() < 18 ? 18 - name.size() : 1, ' ');
        const bool equal = sa.result == sb.result;
        out += "  " + name
               + (equal ? style.paint("equal    ", "1;32") : style.paint("different", kDimSgr))
               + "  " + escapeForDisplay(sa.result);
        if (!equal)
            out += style.paint("  |  ", kDimSgr) + escapeForDisplay(sb.result);
        out += "\n";
        if (equal)
            break;
    }
    for (const ComponentDifference &d : c.differences) {
        out += "  " + std::string(d.component) + " differs: a " + spanText(d.a) + " "
               + quotedOrUndefined(d.aNormalized) + ", b " + spanText(d.b) + " "
               + quotedOrUndefined(d.bNormalized) + "\n";
    }
    return out;
}

} // namespace

int runCompare(const std::vector<std::string> &argv)
{
    const CommandSpec command{"compare", kCompareHelp, {{"--json", false}, {"--color", true}}};
    ParsedArgs args;
    if (const std::optional<int> stop = parseArgs(argv, command, args))
        return *stop;
    const bool fromStdin = onlyLineBatches(args.inputs); // "-" or -f FILE
    if (!fromStdin && args.inputs.size() != 2)
        return usageError("compare needs two URIs A B, or \"-\"", command.name);

    const bool asJson = args.has("--json");
    const Style style{!asJson && colorFromOption(args)};
    bool allEquivalent = true;
    bool first = true;
    const auto separate = [&] {
        if (!asJson && !first)
            writeOut("\n");
        first = false;
    };
    const auto handle = [&](const std::string &a, const std::string &b) {
        separate();
        const CompareResult c = compare(a, b);
        allEquivalent = allEquivalent && c.equivalent && c.a.valid && c.b.valid;
        writeOut(asJson ? jsonLine(compareJson(c)) : compareText(c, style));
    };

    if (!fromStdin) {
        handle(args.inputs[0].text, args.inputs[1].text);
        return allEquivalent ? kExitOk : kExitFlagged;
    }
    forEachInput(args.inputs, [&](const std::string &line) {
        const std::size_t tab = line.find('\t');
        if (tab != std::string::npos) {
            handle(line.substr(0, tab), line.substr(tab + 1));
            return;
        }
        separate();
        allEquivalent = false;
        const std::string message = "A line of standard input must be A<TAB>B.";
        if (asJson) {
            json out;
            out["a"] = line;
            out["b"] = nullptr;
            out["equivalent"] = false;
            out["rung"] = nullptr;
            out["error"] = message;
            writeOut(jsonLine(out));
        } else {
            writeOut("input  " + escapeForDisplay(line) + "\n  " + style.paint("error", "1;31")
                     + " " + message + "\n");
        }
    });
    return allEquivalent ? kExitOk : kExitFlagged;
}

} // namespace uri::cli
