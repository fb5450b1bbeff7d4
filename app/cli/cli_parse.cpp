// uri-inspect parse: the components of RFC 3986 §3 and the diagnostics.
#include "cli.h"
#include "cli_args.h"
#include "cli_get.h"
#include "cli_jobs.h"
#include "cli_whatwg.h"

namespace uri::cli {

namespace {

const std::string kParseHelp
    = R"(usage: uri-inspect parse [--json | --get TEMPLATE] [--spec S] [--base URL] [--color WHEN]
                         [--derivation] [--jobs N] [--] URI... | -

Split each URI reference into the components of RFC 3986 section 3 and check
it against the ABNF of Appendix A. Invalid input is still split (Appendix B)
and every violation is reported with its byte offset and length.

With --spec whatwg, parse each input as a browser does (the WHATWG URL
Standard's basic URL parser): print the URL API's fields (href, protocol,
username, password, host, hostname, port, pathname, search, hash, origin) or
failure, every validation error with its span, and how RFC 3986 reads the
same input differently.

options:
  --json         one JSON object per input (JSON Lines); null = undefined
  --spec S       rfc3986 (default), rfc3986-nonstrict (the same grammar);
                 rfc2396, draft-01, rfc1808 (with "params") or rfc1630, each
                 split and checked by its own text's grammar; or whatwg
  --base URL     with --spec whatwg: resolve each input against URL, as
                 new URL(input, base) does
  --derivation   also the derivation: the tree of the grammar's rules that
                 matched, each with its offset+length and text; for an
                 invalid input, where the grammar stopped and how far each
                 alternative got. JSON: "derivation": {rule, span: [offset,
                 length], children}. Inputs up to 64 KiB; the grammar of
                 each spec but whatwg (RFC 1630's: its BNF, and its prose
                 as rules named prose-*)
  --color WHEN   auto (default: only on a terminal, not with NO_COLOR),
                 always or never
)" + getOptionHelp("")
      + std::string(kJobsHelp) + R"(  -h, --help     this text
  --             end of options: every later argument is a URI, "-" included

"-" reads one URI per line from standard input (a final CR of a line and a
UTF-8 byte order mark at the start are dropped).

exit status: 0 all valid, 1 some input invalid (for whatwg: a failure or any
validation error), 2 usage error (also: a --base that is no URL)
)";

} // namespace

int runParse(const std::vector<std::string> &argv)
{
    const CommandSpec command{"parse",
                              kParseHelp,
                              {{"--json", false},
                               {"--spec", true},
                               {"--base", true},
                               {"--color", true},
                               {"--get", true},
                               {"--derivation", false},
                               kJobsOption}};
    ParsedArgs args;
    if (const std::optional<int> stop = parseArgs(argv, command, args))
        return *stop;
    const std::optional<Spec> spec = specFromOption(args, Spec::Rfc3986);
    if (!spec)
        return usageError("unknown spec '" + args.values["--spec"] + "'", command.name);
    const bool whatwg = *spec == Spec::Whatwg;
    if (args.has("--base") && !whatwg)
        return usageError("--base is only valid with --spec whatwg", command.name);
    const bool derivation = args.has("--derivation");
    if (derivation && !deriveSupports(*spec))
        return usageError("--derivation: the URL Standard defines no grammar, only its parser",
                          command.name);
    if (derivation && args.has("--get"))
        return usageError("--derivation takes no --get", command.name);
    Jobs jobs;
    if (const std::optional<int> stop = checkBatch(args, command.name, jobs))
        return *stop;

    if (args.has("--get")) {
        // one line per input, from the fields of a template (cli_get.h)
        if (args.has("--base"))
            return usageError("--get takes no --base", command.name);
        return runGetBatch(args, command.name, jobs,
                           [&](const std::string &tmpl, const std::string &text, std::string &out) {
                               out += getLine(tmpl, text, *spec);
                               return whatwg ? whatwg::parse(text).failure()
                                             : !parse(text, *spec).valid();
                           });
    }
    const bool json = args.has("--json");
    const Style style{!json && colorFromOption(args)};
    if (whatwg)
        return runParseWhatwg(args, style, jobs); // the URL Standard's view (cli_whatwg.cpp)
    const bool flagged = runBatch(args.inputs, jobs, [&] {
        return [&](const std::string &text, std::size_t, std::string &out) {
            const ParseResult result = parse(text, *spec);
            if (derivation) {
                const Derivation tree = derive(result);
                if (json) {
                    Json object = parseJson(result);
                    object["derivation"] = derivationJson(tree);
                    out += jsonLine(object);
                } else {
                    out += parseText(result, style) + "\n" + derivationText(tree, text);
                }
            } else if (json) {
                appendParseJsonLine(result, out, drainInline);
            } else {
                out += parseText(result, style) + "\n";
            }
            return !result.valid();
        };
    });
    return flagged ? kExitFlagged : kExitOk;
}

} // namespace uri::cli
