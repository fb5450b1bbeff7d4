// uri-inspect normalize: the RFC 3986 §6.2 normalization ladder, rung by rung.
#include "cli.h"
#include "cli_args.h"
#include "cli_get.h"
#include "cli_jobs.h"

#include "uriinspector/normalize.h"
#include "uriinspector/utf8.h"

namespace uri::cli {

namespace {

using json = nlohmann::ordered_json;

const std::string kNormalizeHelp
    = R"(usage: uri-inspect normalize [--json | --get TEMPLATE] [--color WHEN] [--jobs N]
                             [--] URI... | -

Normalize each URI reference by the ladder of RFC 3986 section 6.2, one rung
at a time, and show what every rung changed and where:

  simple-string     6.2.1    the text as it is
  case              6.2.2.1  scheme and host lowercase, %-hex digits uppercase
  percent-encoding  6.2.2.2  percent-encoded unreserved characters decoded
  path-segment      6.2.2.3  dot-segments removed (remove_dot_segments)
  scheme-based      6.2.3    empty or default port omitted, empty path "/"
                             (http, https, ws, wss, ftp, ... where the
                             scheme's specification says so)
  protocol-based    6.2.4    explained, never performed: nothing is fetched

Reserved characters are never decoded ("%2F" stays), so the result always
identifies what the input does.

options:
  --json         one JSON object per input (JSON Lines)
  --color WHEN   auto (default: only on a terminal, not with NO_COLOR),
                 always or never
)" + getOptionHelp(" of the normalized URI")
      + std::string(kJobsHelp) + R"(  -h, --help     this text
  --             end of options: every later argument is a URI, "-" included

"-" reads one URI per line from standard input.

JSON fields: input, valid, normalized, steps [{rung, cite, performed, result
(null when not performed), description, changes [{kind, offset, length,
before, after}], dot_segments [{rule, rule_id, output, input}] (path-segment
only)}], diagnostics [{severity, code, offset, length, rule, cite, message}].
Offsets and lengths are bytes of the input.

exit status: 0 all valid, 1 some input invalid (it is normalized as split
all the same), 2 usage error
)";

constexpr std::string_view kDimSgr = "2";
constexpr std::string_view kChangedSgr = "1";

std::string normalizeText(const NormalizeResult &r, const Style &style)
{
    std::string out = escapeForDisplay(r.input) + "\n";
    out += r.valid ? style.paint("valid", "1;32") : style.paint("invalid", "1;31");
    out += " (rfc3986); normalized " + style.paint(escapeForDisplay(r.normalized), kChangedSgr)
           + "\n";
    for (const NormalizeStep &s : r.steps) {
        std::string name(rungName(s.rung));
        name.append(name.size() < 18 ? 18 - name.size() : 1, ' ');
        std::string cite(rungCite(s.rung));
        cite.append(cite.size() < 19 ? 19 - cite.size() : 1, ' ');
        std::string line = "  " + name + style.paint(cite, kDimSgr);
        if (!s.performed) {
            line += style.paint("not performed", kDimSgr);
            out += line + "\n      " + std::string(rungDescription(s.rung)) + "\n";
            continue;
        }
        line += s.changed() ? style.paint(escapeForDisplay(s.result), kChangedSgr)
                            : escapeForDisplay(s.result) + style.paint("  (unchanged)", kDimSgr);
        out += line + "\n";
        for (const NormalizeChange &c : s.changes) {
            out += "      " + std::string(changeKindName(c.kind)) + " "
                   + style.paint(spanText(c.span), kDimSgr) + "  \"" + escapeForDisplay(c.before)
                   + "\" -> \"" + escapeForDisplay(c.after) + "\"\n";
        }
    }
    for (const Diagnostic &d : r.diagnostics) {
        out += diagnosticLine(d);
    }
    return out;
}

} // namespace

int runNormalize(const std::vector<std::string> &argv)
{
    const CommandSpec command{"normalize",
                              kNormalizeHelp,
                              {{"--json", false}, {"--color", true}, {"--get", true}, kJobsOption}};
    ParsedArgs args;
    Jobs jobs;
    if (const std::optional<int> stop = parseBatchArgs(argv, command, args, jobs))
        return *stop;

    if (args.has("--get")) {
        // the fields of the normalized URI (cli_get.h)
        return runGetBatch(args, command.name, jobs,
                           [](const std::string &tmpl, const std::string &text, std::string &out) {
                               const ParseResult parsed = parse(text);
                               out += getLine(tmpl, normalized(parsed), Spec::Rfc3986);
                               return !parsed.valid();
                           });
    }
    const bool asJson = args.has("--json");
    const Style style{!asJson && colorFromOption(args)};
    const bool flagged = runBatch(args.inputs, jobs, [&] {
        return [&](const std::string &text, std::size_t index, std::string &out) {
            const NormalizeResult r = normalize(text);
            if (!asJson && index > 0)
                out += '\n';
            out += asJson ? jsonLine(normalizeJson(r)) : normalizeText(r, style);
            return !r.valid;
        };
    });
    return flagged ? kExitFlagged : kExitOk;
}

} // namespace uri::cli
