// uri-inspect check: where a link really goes, and every trick it plays
// (the link-security catalog, core/include/uriinspector/security.h).
#include "cli.h"
#include "cli_args.h"
#include "cli_blocklists.h"
#include "cli_get.h"
#include "cli_jobs.h"
#include "cli_progress.h"

#include "uriinspector/inspection.h"
#include "uriinspector/qurl_reader.h"
#include "uriinspector/readers_json.h"
#include "uriinspector/security.h"
#include "uriinspector/security_data.h"
#include "uriinspector/utf8.h"

#include <algorithm>
#include <exception>
#include <iostream>
#include <limits>

namespace uri::cli {

namespace {

using namespace uri::security;

const std::string kCheckHelp
    = R"(usage: uri-inspect check [--json | --get TEMPLATE] [--data FILE] [--blocklist FILE]...
                          [--base URI] [--normalize] [--readers[=LIST]] [--color WHEN] [--jobs N]
                          [--] URI... | -

Analyse each link without fetching it: where a browser would really go
(scheme, host, canonical IP, port, registrable domain), how RFC 3986 and the
URL Standard read it, and every trick it plays, by the ids of the link-security
catalog (A1-A12 RFC 3986 section 7, P1-P11 parser differentials, N1-N10 host
classes, U1-U13 Unicode and IDN spoofing, D1-D6 domain structure, R1-R4
redirects and nesting, S1-S6 schemes, L1-L3 length, F1-F4 downloads, K1
your blocklists), each with its severity, the span of the characters it
concerns, a citation and a message. URLs nested in parameters, in the path and in redirect wrappers are
analysed too.

options:
  --json         one JSON object per input (JSON Lines): the inspection of
                 docs/json.md, the same object as the window's JSON export
  --data FILE    load a table file (e.g. your own protected_domains.txt) on top
                 of the built-in tables of resources/security/
  --blocklist FILE
                 match each link against a list of your own (repeatable): a
                 hosts file, Adblock Plus / uBlock Origin network filters,
                 plain domains or URLs, or a URLhaus CSV export, detected per
                 file. A match is K1 blocklisted (high, or what the list
                 declares in a "# severity: critical" line) naming the list,
                 its line and the rule. Each list is summed up on standard
                 error, with the numbers of its malformed lines
  --base URI     the page the links are on: also resolve each input against
                 URI under every generation (the "base" and "resolution"
                 fields of --json), and judge a relative reference as that
                 page would request it (A6: literal "../" is resolved away;
                 P4: "//host" is a network-path reference)
  --normalize    also climb the RFC 3986 section 6.2 ladder ("normalization")
  --readers[=LIST]
                 also read each link with real URL libraries (see
                 "uri-inspect readers"): every installed one, or those LIST
                 names (c, cpp, qt, python, node, php, go, java, ruby, or
                 reader ids); the "readers" field of --json, and P11
                 readers-disagree when they disagree on the host
  --color WHEN   auto (default), always or never
)" + getOptionHelp("")
      + std::string(kJobsHelp) + std::string(kProgressHelp) + R"(  -h, --help     this text
  --             end of options: every later argument is a URI, "-" included

"-" reads one URI per line from standard input; a bad line never stops a batch.

exit status: 0 nothing above info, 1 some input flagged (low or above),
2 usage error
)";

std::string_view riskSgr(Risk r)
{
    switch (r) {
    case Risk::Critical:
        return "1;37;41";
    case Risk::High:
        return "1;31";
    case Risk::Medium:
        return "1;33";
    case Risk::Low:
        return "1;36";
    case Risk::Info:
        return "2";
    }
    return "1";
}

std::string upper(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
    return out;
}

std::string analysisText(const Inspection &in, const Style &style)
{
    const Assessment &a = *in.security;
    std::string out = escapeForDisplay(a.input) + "\n";
    const Destination &d = a.destination;
    const std::string verdict = a.verdict ? upper(riskName(*a.verdict)) : "NONE";
    out += "  verdict     " + style.paint(verdict, a.verdict ? riskSgr(*a.verdict) : "1;32");
    // the checks that set it, as the window's verdict line names them
    std::string setBy;
    for (const Check c : verdictChecks(a))
        setBy += (setBy.empty() ? "" : ", ") + std::string(checkInfo(c).id);
    out += (setBy.empty() ? "" : " (" + setBy + ")") + "\n";
    std::string goes = "  goes to     ";
    if (d.host) {
        goes += (d.scheme ? *d.scheme + " " : "") + "host " + escapeForDisplay(a.display.host);
        if (d.ip && *d.ip != *d.host && "[" + *d.ip + "]" != *d.host)
            goes += " (" + *d.ip + ")";
        if (d.port)
            goes += " port " + std::to_string(*d.port);
        if (!d.hostClass.empty())
            goes += ", " + d.hostClass;
        if (d.registrableDomain)
            goes += "; owned by " + *d.registrableDomain;
        if (d.addressUnknown)
            goes += "; its address is unknown (no DNS lookup)";
    } else {
        goes += d.scheme ? *d.scheme + ": (no host)" : "(a relative reference: nowhere on its own)";
    }
    out += goes + "\n";
    const ViewSummary &r = a.views.rfc3986;
    const ViewSummary &w = a.views.whatwg;
    out += "  rfc3986     host " + escapeForDisplay(r.part(r.host).value_or("(none)"))
           + (r.userinfo ? ", userinfo " + escapeForDisplay(*r.part(r.userinfo)) : "") + "\n";
    out += "  whatwg      "
           + (w.failure ? std::string("failure (a browser goes nowhere)")
                        : "href " + escapeForDisplay(w.href.value_or("")))
           + "\n";
    // parsers that split the authority at its first "@" (P1), where they
    // read another host than RFC 3986
    const ViewSummary &l = a.views.legacy;
    if (l.part(l.host) != r.part(r.host))
        out += "  legacy      host " + escapeForDisplay(l.part(l.host).value_or("(none)"))
               + (l.port ? ", port " + escapeForDisplay(*l.part(l.port)) : "")
               + " (split at the first \"@\")\n";
    if (a.display.hostAsPunycode)
        out += "  display     show the host as " + a.display.host + " (" + a.display.reason + ")\n";
    for (const security::Escalation &e : a.escalations)
        out += "  escalated   " + e.message + "\n";
    for (const Finding &f : a.findings) {
        out += "  "
               + style.paint("[" + std::string(riskName(f.severity)) + "]", riskSgr(f.severity))
               + " " + std::string(f.id) + " " + std::string(f.name) + "  ["
               + std::to_string(f.span.offset) + "," + std::to_string(f.span.length) + "]"
               + (f.nested.empty() ? "" : "  in " + f.nested) + "\n";
        const bool cited = f.message.find(std::string(f.cite)) != std::string::npos;
        out += "      " + f.message + (cited ? "" : " (" + std::string(f.cite) + ")") + "\n";
        if (f.nested.empty() || f.span.length > 0)
            out += caretLines(a.input, f.span, style);
    }
    if (a.findings.empty())
        out += "  no findings\n";
    if (in.normalization)
        out += "  normalized  " + escapeForDisplay(in.normalization->normalized) + "\n";
    if (in.base) {
        const ResolveResult *resolved = in.resolution(Spec::Rfc3986);
        out += "  resolved    "
               + (resolved && resolved->target ? escapeForDisplay(*resolved->target)
                                               : std::string("(not resolved: see resolve)"))
               + " (against " + escapeForDisplay(*in.base) + ")\n";
    }
    if (a.truncated)
        out += "  (nested URLs beyond the depth or size budget were not analysed)\n";
    if (a.findingsLimited)
        out += "  (a check that fired more than 32 times is shown 32 times)\n";
    return out;
}

} // namespace

int runCheck(const std::vector<std::string> &argv)
{
    const CommandSpec command{"check",
                              kCheckHelp,
                              {{"--json", false},
                               {"--data", true},
                               {"--base", true},
                               {"--normalize", false},
                               {"--color", true},
                               {"--get", true},
                               {"--readers", false, false, true},
                               kBlocklistOption,
                               kJobsOption,
                               kProgressOption,
                               kNoProgressOption}};
    ParsedArgs args;
    Jobs jobs;
    if (const std::optional<int> stop = parseBatchArgs(argv, command, args, jobs))
        return *stop;
    SecurityData data = SecurityData::builtin();
    if (args.has("--data")) {
        std::string error;
        if (!data.loadFile(args.values["--data"], false, &error))
            return usageError(error, command.name);
    }
    std::vector<Blocklist> blocklists;
    if (const std::optional<int> stop = loadBlocklists(args, command.name, blocklists))
        return *stop;
    InspectOptions options;
    options.data = args.has("--data") ? &data : nullptr;
    options.blocklists = blocklists.empty() ? nullptr : &blocklists;
    options.normalization = args.has("--normalize");
    options.maxDeepBytes = std::numeric_limits<std::size_t>::max(); // every line, however long
    if (args.has("--base"))
        options.base = args.values["--base"];

    if (args.has("--get")) {
        // one line per input, from the fields of a template (cli_get.h)
        options.normalization = false;
        return runGetBatch(args, command.name, jobs,
                           [&](const std::string &tmpl, const std::string &text, std::string &out) {
                               const Inspection in = inspect(text, options);
                               out += getLine(tmpl, in);
                               return in.security->verdict && *in.security->verdict > Risk::Info;
                           });
    }
    const bool json = args.has("--json");
    const Style style{!json && colorFromOption(args)};
    // the readers run only when asked: they cost more than the analysis;
    // each thread has its own (their libraries' handles are not shared)
    const bool withReaders = args.has("--readers");
    std::optional<readers::ReaderChoice> choice;
    if (withReaders) {
        std::string error;
        choice = readerChoiceFromOption(args, error);
        if (!choice)
            return usageError("--readers: " + error, command.name);
    }
    Progress progress(args, totalSize(args.inputs));
    const bool flagged = runBatch(
        args.inputs, jobs,
        [&]() -> ThreadWork {
            auto libraries = std::make_shared<std::vector<std::unique_ptr<readers::Reader>>>(
                withReaders ? readers::chosenReaders(Spec::Rfc3986, *choice)
                            : std::vector<std::unique_ptr<readers::Reader>>{});
            const std::vector<const readers::Reader *> readerList = readers::pointers(*libraries);
            // the server-side readers' runtimes read a block in one exchange
            BlockWork ahead;
            if (withReaders) {
                ahead = [libraries, readerList](const std::vector<std::string_view> &texts) {
                    readers::readAhead(readerList, texts);
                };
            }
            LineWork line = [&, libraries, readerList](const std::string &text, std::size_t,
                                                       std::string &out) {
                try {
                    const readers::ReadInspection inspected
                        = readers::inspect(text, options, readerList);
                    const Inspection &in = inspected.inspection;
                    const std::optional<readers::Matrix> &matrix = inspected.readings;
                    const Assessment &a = *in.security;
                    if (json) {
                        readers::appendInspectionJsonLine(in, matrix ? &*matrix : nullptr, out);
                    } else {
                        out += analysisText(in, style)
                               + (matrix ? "  readers\n" + readersTable(*matrix, style) : "")
                               + "\n";
                    }
                    return a.verdict && *a.verdict > Risk::Info;
                } catch (const std::exception &e) {
                    // inspect() does not throw for input; this is memory exhaustion
                    // or the like: report it and go on with the batch.
                    const nlohmann::ordered_json err{{"input", text}, {"error", e.what()}};
                    out += json ? jsonLine(err) : "uri-inspect: " + std::string(e.what()) + "\n";
                    return true;
                }
            };
            return ThreadWork{std::move(line), std::move(ahead)};
        },
        &progress);
    return flagged ? kExitFlagged : kExitOk;
}

} // namespace uri::cli
