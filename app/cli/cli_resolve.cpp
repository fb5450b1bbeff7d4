// uri-inspect resolve: reference resolution under every spec generation,
// with the trace of each (RFC 3986 §5.2 and its predecessors).
#include "cli.h"
#include "cli_args.h"
#include "cli_get.h"
#include "cli_jobs.h"
#include "cli_whatwg.h"

#include "uriinspector/resolve.h"
#include "uriinspector/utf8.h"

#include <algorithm>
#include <array>

namespace uri::cli {

namespace {

using json = nlohmann::ordered_json;

const std::string kResolveHelp
    = R"(usage: uri-inspect resolve [--spec S | --all-specs] [--trace] [--json | --get TEMPLATE]
                           [--color WHEN] [--jobs N]
                           [--] BASE REF... | -

Resolve each reference REF against the base URI BASE (RFC 3986 section 5.2,
or the rules of an older spec generation) and show the target. Nothing is
fetched.

options:
  --spec S       rfc3986 (default, strict), rfc3986-nonstrict (the 5.2.2
                 "http:g" loophole), rfc2396, draft-fielding-url-syntax-01
                 (or draft-01), rfc1808, rfc1630, or whatwg (the URL
                 Standard: what new URL(REF, BASE) gives; no trace)
  --all-specs    one result per spec generation (all but whatwg); those whose
                 target differs from rfc3986 are marked
  --trace        show every step: the 5.2.2 branch taken for each component,
                 the 5.2.3 merge, every remove_dot_segments step (5.2.4) with
                 its output and input buffers; older generations in their own
                 steps (JSON always has the trace)
  --json         one JSON object per base, reference (and spec): JSON Lines
  --color WHEN   auto (default: only on a terminal, not with NO_COLOR),
                 always or never
)" + getOptionHelp(" of the target, {target}")
      + std::string(kJobsHelp) + R"(  -h, --help     this text
  --             end of options: every later argument is a URI, "-" included

"-" as the only argument reads lines "BASE<TAB>REF" from standard input (a
final CR of a line and a UTF-8 byte order mark at the start are dropped).

JSON fields: base, reference, spec, target (null when it cannot be resolved),
differs_from_rfc3986 (with --all-specs), error ({code, cite, message} or
null), same_document, trace [{rule, rule_id, cite, description, output,
input}], notes [{code, severity, cite, message, alternative}],
base_diagnostics, reference_diagnostics (when they are invalid).

exit status: 0 all resolved, 1 some reference could not be resolved or an
input is invalid (or a line has no TAB), 2 usage error
)";

constexpr std::string_view kDimSgr = "2";
constexpr std::string_view kTargetSgr = "1";
constexpr std::string_view kErrorSgr = "1;31";
constexpr std::string_view kDiffersSgr = "1;33";

// Columns a shown string takes (one per code point: the escapes are ASCII).
std::size_t width(std::string_view text)
{
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

std::string padded(const std::string &text, std::size_t columns)
{
    const std::size_t w = width(text);
    return text + std::string(columns > w ? columns - w : 0, ' ');
}

std::string traceTable(const std::vector<TraceStep> &trace, const Style &style)
{
    std::vector<std::array<std::string, 4>> rows;
    rows.push_back({"step", "output", "input", "what happened"});
    for (const TraceStep &s : trace)
        rows.push_back({std::string(ruleLabel(s.rule)), escapeForDisplay(s.output),
                        escapeForDisplay(s.input), escapeForDisplay(s.description)});
    std::array<std::size_t, 3> widths{};
    for (const auto &row : rows) {
        for (std::size_t i = 0; i < widths.size(); ++i)
            widths[i] = std::max(widths[i], width(row[i]));
    }
    std::string out;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        std::string line = "    ";
        for (std::size_t i = 0; i < widths.size(); ++i)
            line += padded(rows[r][i], widths[i]) + "  ";
        line += rows[r][3];
        out += r == 0 ? style.paint(line, kDimSgr) : line;
        out += '\n';
    }
    return out;
}

std::string notesText(const ResolveResult &r, const Style &style)
{
    std::string out;
    if (r.error) {
        out += "  " + style.paint("error", kErrorSgr) + " "
               + std::string(resolveErrorName(r.error->code)) + ": "
               + escapeForDisplay(r.error->message) + "\n";
    }
    for (const ResolveNote &n : r.notes) {
        out += "  "
               + style.paint(severityName(n.severity),
                             n.severity == Severity::Info ? "1;36" : "1;33")
               + " " + std::string(resolveNoteName(n.code)) + ": " + escapeForDisplay(n.message)
               + "\n";
        if (n.alternative)
            out += "    instead: " + escapeForDisplay(*n.alternative) + "\n";
    }
    for (const Diagnostic &d : r.baseDiagnostics) {
        out += "  base " + std::string(severityName(d.severity)) + " "
               + std::string(diagCodeName(d.code)) + " at " + std::to_string(d.span.offset) + ": "
               + d.message + "\n";
    }
    for (const Diagnostic &d : r.referenceDiagnostics) {
        out += "  reference " + std::string(severityName(d.severity)) + " "
               + std::string(diagCodeName(d.code)) + " at " + std::to_string(d.span.offset) + ": "
               + d.message + "\n";
    }
    return out;
}

std::string targetText(const ResolveResult &r, const Style &style)
{
    if (!r.target)
        return style.paint("(cannot be resolved)", kErrorSgr);
    return style.paint(escapeForDisplay(*r.target), kTargetSgr);
}

std::string resolveText(const ResolveResult &r, bool trace, const Style &style)
{
    std::string out = "base       " + escapeForDisplay(r.base) + "\n";
    out += "reference  " + escapeForDisplay(r.reference) + "\n";
    out += "spec       " + std::string(specName(r.spec)) + "\n";
    out += "target     " + targetText(r, style)
           + (r.sameDocument ? style.paint("  (same document)", kDimSgr) : "") + "\n";
    out += notesText(r, style);
    if (trace && !r.trace.empty())
        out += traceTable(r.trace, style);
    return out;
}

std::string allSpecsText(const std::vector<ResolveResult> &results, bool trace, const Style &style)
{
    std::string out = "base       " + escapeForDisplay(results.front().base) + "\n";
    out += "reference  " + escapeForDisplay(results.front().reference) + "\n";
    const std::optional<std::string> &reference = results.front().target;
    std::size_t nameWidth = 0;
    for (const ResolveResult &r : results)
        nameWidth = std::max(nameWidth, specName(r.spec).size());
    for (const ResolveResult &r : results) {
        std::string line
            = "  " + padded(std::string(specName(r.spec)), nameWidth) + "  " + targetText(r, style);
        if (r.target != reference)
            line += "  " + style.paint("* differs from rfc3986", kDiffersSgr);
        out += line + "\n";
        if (trace) {
            out += notesText(r, style);
            out += traceTable(r.trace, style);
        }
    }
    if (!trace) {
        for (const ResolveResult &r : results) {
            const std::string notes = notesText(r, style);
            if (!notes.empty())
                out += "  [" + std::string(specName(r.spec)) + "]\n" + notes;
        }
    }
    return out;
}

} // namespace

namespace {

// What `resolve` does with one BASE and REF, as its options ask.
struct ResolveJob
{
    Spec spec = Spec::Rfc3986;
    bool allSpecs = false;
    bool asJson = false;
    bool trace = false;
    std::optional<std::string> tmpl; ///< --get
    Style style;

    /// The output for one BASE and REF, numbered @p index; whether it failed.
    bool run(const std::string &base, const std::string &reference, std::size_t index,
             std::string &out) const
    {
        if (!asJson && !tmpl && index > 0)
            out += '\n';
        if (tmpl)
            return getTarget(base, reference, out);
        if (!allSpecs && spec == Spec::Whatwg) {
            // The URL Standard resolves by parsing (cli_whatwg.cpp).
            const WhatwgResolution w = resolveWhatwg(base, reference, style);
            out += asJson ? jsonLine(w.json) : w.text;
            return !w.ok;
        }
        if (!allSpecs) {
            const ResolveResult r = resolve(base, reference, spec);
            out += asJson ? jsonLine(resolveJson(r, std::nullopt)) : resolveText(r, trace, style);
            return !r.ok();
        }
        return allSpecsOf(base, reference, out);
    }

    /// --get: the fields of the target (cli_get.h); an empty line when there is none.
    bool getTarget(const std::string &base, const std::string &reference, std::string &out) const
    {
        std::optional<std::string> target;
        if (spec == Spec::Whatwg) {
            const WhatwgResolution w = resolveWhatwg(base, reference, style);
            if (w.ok)
                target = w.json["target"].get<std::string>();
        } else if (const ResolveResult r = resolve(base, reference, spec); r.ok()) {
            target = r.target;
        }
        out += getLine(*tmpl, target.value_or(std::string()),
                       spec == Spec::Whatwg ? Spec::Whatwg : Spec::Rfc3986, target);
        return !target.has_value();
    }

    /// --all-specs: every generation that resolves.
    bool allSpecsOf(const std::string &base, const std::string &reference, std::string &out) const
    {
        std::vector<ResolveResult> results;
        for (Spec s : kAllSpecs) {
            if (resolveSupports(s))
                results.push_back(resolve(base, reference, s));
        }
        if (!asJson) {
            out += allSpecsText(results, trace, style);
        } else {
            for (const ResolveResult &r : results)
                out += jsonLine(resolveJson(r, r.target != results.front().target));
        }
        return std::any_of(results.begin(), results.end(),
                           [](const ResolveResult &r) { return !r.ok(); });
    }

    /// A line of standard input without a tab.
    bool badLine(const std::string &line, std::size_t index, std::string &out) const
    {
        if (!asJson && !tmpl && index > 0)
            out += '\n';
        const std::string message = "A line of standard input must be BASE<TAB>REF.";
        if (asJson) {
            json j;
            j["base"] = line;
            j["reference"] = nullptr;
            j["spec"] = allSpecs ? json(nullptr) : json(specName(spec));
            j["target"] = nullptr;
            j["error"] = {{"code", resolveErrorName(ResolveErrorCode::BadInput)},
                          {"cite", ""},
                          {"message", message}};
            j["same_document"] = false;
            j["trace"] = json::array();
            j["notes"] = json::array();
            j["base_diagnostics"] = json::array();
            j["reference_diagnostics"] = json::array();
            out += jsonLine(j);
        } else {
            out += "input      " + escapeForDisplay(line) + "\n  " + style.paint("error", kErrorSgr)
                   + " bad-input: " + message + "\n";
        }
        return true;
    }
};

} // namespace

int runResolve(const std::vector<std::string> &argv)
{
    const CommandSpec command{"resolve",
                              kResolveHelp,
                              {{"--json", false},
                               {"--spec", true},
                               {"--all-specs", false},
                               {"--trace", false},
                               {"--color", true},
                               {"--get", true},
                               kJobsOption}};
    ParsedArgs args;
    if (const std::optional<int> stop = parseArgs(argv, command, args))
        return *stop;
    const std::optional<Spec> spec = specFromOption(args, Spec::Rfc3986);
    if (!spec)
        return usageError("unknown spec '" + args.values["--spec"] + "'", command.name);
    const bool allSpecs = args.has("--all-specs");
    if (allSpecs && args.has("--spec"))
        return usageError("--spec and --all-specs exclude each other", command.name);
    if (!resolveSupports(*spec) && *spec != Spec::Whatwg) {
        return usageError("resolve does not implement '" + std::string(specName(*spec))
                              + "' here (the URL Standard parser resolves by itself)",
                          command.name);
    }

    const std::optional<Jobs> jobs = jobsFromOption(args);
    if (!jobs)
        return usageError(kJobsError, command.name);
    const bool fromStdin = onlyLineBatches(args.inputs); // "-" or -f FILE
    if (!fromStdin) {
        for (const InputArg &input : args.inputs) {
            if (!input.literal && input.text == "-")
                return usageError("\"-\" must be the only argument", command.name);
        }
        if (args.inputs.size() < 2)
            return usageError("resolve needs a BASE and at least one REF, or \"-\"", command.name);
    }

    const std::optional<std::string> tmpl
        = args.has("--get") ? std::optional(args.values["--get"]) : std::nullopt;
    if (tmpl) {
        if (const auto error = checkTemplate(*tmpl, true))
            return usageError(*error, command.name);
        if (allSpecs)
            return usageError("--get and --all-specs exclude each other", command.name);
    }
    const ResolveJob job{*spec,
                         allSpecs,
                         args.has("--json"),
                         args.has("--trace"),
                         tmpl,
                         Style{!args.has("--json") && colorFromOption(args)}};
    bool failed = false;
    if (fromStdin) {
        failed = runBatch(args.inputs, *jobs, [&] {
            return [&](const std::string &line, std::size_t index, std::string &out) {
                const std::size_t tab = line.find('\t');
                if (tab == std::string::npos)
                    return job.badLine(line, index, out);
                return job.run(line.substr(0, tab), line.substr(tab + 1), index, out);
            };
        });
    } else {
        std::string out;
        for (std::size_t i = 1; i < args.inputs.size(); ++i) {
            out.clear();
            failed = job.run(args.inputs[0].text, args.inputs[i].text, i - 1, out) || failed;
            writeOut(out);
        }
    }
    return failed ? kExitFlagged : kExitOk;
}

} // namespace uri::cli
