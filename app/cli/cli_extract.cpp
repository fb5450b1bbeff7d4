// uri-inspect extract: every URI in free text (RFC 3986 Appendix C,
// draft-fielding-url-syntax-01 Appendix B), defanged forms refanged, and
// redirect wrappers unwrapped.
#include "cli.h"
#include "cli_args.h"
#include "cli_jobs.h"

#include "uriinspector/extract.h"
#include "uriinspector/security.h"
#include "uriinspector/utf8.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace uri::cli {

namespace {

using json = nlohmann::ordered_json;

constexpr std::string_view kExtractHelp
    = R"(usage: uri-inspect extract [--json] [--check] [--no-defanged] [--file FILE] [--jobs N]
                           [--] [TEXT... | -]

Find every URI in free text (a mail, a chat log, a threat report): URIs in
angle brackets, with or without "URL:", broken across lines (RFC 3986
Appendix C, draft-fielding-url-syntax-01 Appendix B), bare URIs without their
trailing punctuation, "www." names, and defanged forms (hxxp, [.], [:]),
which are refanged. Known redirect wrappers (Google, Facebook, Safe Links,
Proofpoint, Slack, Bing, ...) are unwrapped, offline.

With no argument, or "-", the whole of standard input is one text, and the
offsets count its bytes; each other argument is a text of its own (an
argument that names an existing file is still text: a note on standard
error says so). --file FILE reads FILE as one text ("-": standard input).
A text is searched a piece at a time, its URIs written as they are found:
a log of any length is never held whole.

options:
  --json          one JSON object per URI found (JSON Lines)
  --check         analyse each URI as "uri-inspect check" does, and add its verdict
  --no-defanged   do not look for defanged URIs
  --file FILE     read the text of FILE, as -f FILE does (before any TEXT
                  argument); for extract a file is one text, not one per line
  --color WHEN    auto, always or never: accepted as by every command; this
                  output has no colour
  --jobs N        work on N threads, the output in input order (default:
                  every core once a piece of the text holds more than 4096 URIs)
  -h, --help      this text

exit status: 0 (with --check: nothing above info), 1 with --check when some
URI is flagged, 2 usage error
)";

// One URI found in input number @p inputIndex, as a line of text or JSON,
// analysed with @p check; whether it is risky.
bool describeFound(const ExtractedUri &u, std::size_t inputIndex, bool check, bool asJson,
                   std::string &output)
{
    bool risky = false;
    const std::optional<Unwrapped> unwrapped = unwrapRedirect(u.uri);
    std::optional<security::Analysis> analysis;
    if (check) {
        security::AnalyzeOptions ao;
        ao.versions = false;
        analysis = security::analyze(u.uri, ao);
        risky = analysis->verdict && *analysis->verdict > security::Risk::Info;
    }
    if (asJson) {
        json out;
        out["uri"] = u.uri;
        out["offset"] = u.span.offset;
        out["length"] = u.span.length;
        out["input"] = inputIndex;
        out["delimited"] = u.delimited ? spanJson(*u.delimited) : json(nullptr);
        out["angle_brackets"] = u.angleBrackets;
        out["url_prefix"] = u.urlPrefix;
        out["line_breaks"] = u.lineBreaks;
        out["hyphen_at_break"] = u.hyphenAtBreak;
        out["defanged"] = u.defanged;
        json defangs = json::array();
        for (const Span &d : u.defangs)
            defangs.push_back(spanJson(d));
        out["defangs"] = std::move(defangs);
        out["schemeless"] = u.schemeless;
        if (unwrapped) {
            json steps = json::array();
            for (const UnwrapStep &s : unwrapped->steps)
                steps.push_back(
                    {{"wrapper", s.wrapper}, {"encoding", s.encoding}, {"target", s.target}});
            out["unwrapped"] = {{"url", unwrapped->url}, {"steps", std::move(steps)}};
        } else {
            out["unwrapped"] = nullptr;
        }
        if (analysis) {
            out["verdict"]
                = analysis->verdict ? json(security::riskName(*analysis->verdict)) : json("none");
            out["host"]
                = analysis->destination.host ? json(*analysis->destination.host) : json(nullptr);
            out["registrable_domain"] = analysis->destination.registrableDomain
                                            ? json(*analysis->destination.registrableDomain)
                                            : json(nullptr);
        }
        output += jsonLine(out);
    } else {
        std::string line = escapeForDisplay(u.uri) + "  [" + std::to_string(u.span.offset) + ","
                           + std::to_string(u.span.length) + "]";
        if (u.defanged)
            line += "  (defanged)";
        if (u.lineBreaks)
            line += "  (line breaks removed)";
        if (u.hyphenAtBreak)
            line += "  (hyphen at a line break: it may not belong to the URI)";
        if (unwrapped)
            line += "\n    unwrapped: " + escapeForDisplay(unwrapped->url);
        if (analysis) {
            line += "\n    verdict: "
                    + std::string(analysis->verdict ? security::riskName(*analysis->verdict)
                                                    : "none");
            if (analysis->destination.host)
                line += ", goes to " + escapeForDisplay(*analysis->destination.host);
        }
        output += line + "\n";
    }
    return risky;
}

} // namespace

int runExtract(const std::vector<std::string> &argv)
{
    const CommandSpec command{"extract",
                              kExtractHelp,
                              {{"--json", false},
                               {"--check", false},
                               {"--no-defanged", false},
                               {"--file", true},
                               {"--color", true},
                               kJobsOption}};
    ParsedArgs args;
    if (const std::optional<int> stop = parseArgs(argv, command, args))
        return *stop;
    const std::optional<Jobs> jobs = jobsFromOption(args);
    if (!jobs)
        return usageError(kJobsError, command.name);
    const bool asJson = args.has("--json");
    const bool check = args.has("--check");
    ExtractOptions options;
    options.defanged = !args.has("--no-defanged");
    // --file is -f/--url-file (parseArgs()), but a file here is one text
    std::vector<InputArg> inputs = args.inputs;
    if (args.has("--file")) {
        const std::string &file = args.values["--file"];
        if (file != "-" && !std::ifstream(file))
            return usageError("cannot read '" + file + "': " + std::strerror(errno), command.name);
        inputs.insert(inputs.begin(), {file, false, true});
    }
    for (const InputArg &in : inputs) {
        std::error_code error;
        if (!in.literal && !in.file && in.text != "-"
            && std::filesystem::is_regular_file(in.text, error))
            std::cerr << "uri-inspect: note: '" << escapeForDisplay(in.text)
                      << "' names a file but is read as text; use --file to read the file\n";
    }
    if (inputs.empty())
        inputs.push_back({"-", false});

    bool flagged = false;
    std::size_t inputIndex = 0;
    const auto describe = [&](const std::vector<ExtractedUri> &found) {
        if (found.empty())
            return;
        flagged = runIndexed(found.size(), *jobs,
                             [&] {
                                 return [&](std::size_t i, std::string &out) {
                                     return describeFound(found[i], inputIndex, check, asJson, out);
                                 };
                             })
                  || flagged;
    };
    // A text is read and searched a piece at a time (ExtractStream), its URIs
    // written as they are found: a log of any length is never held whole.
    for (const InputArg &in : inputs) {
        ExtractStream extractor(options);
        // a file or standard input loses a UTF-8 byte order mark, which is no
        // part of the text: its first bytes wait until it can be told
        std::string start;
        bool started = !readsText(in);
        const auto begin = [&] {
            started = true;
            if (start.rfind("\xEF\xBB\xBF", 0) == 0)
                start.erase(0, 3);
            describe(extractor.feed(start));
            start = std::string();
        };
        forEachBlock(in, std::size_t{256} << 10, [&](std::string_view bytes) {
            if (started) {
                describe(extractor.feed(bytes));
                return;
            }
            start.append(bytes);
            if (start.size() >= 3)
                begin();
        });
        if (!started)
            begin(); // a text of fewer than three bytes
        describe(extractor.finish());
        ++inputIndex;
    }
    return flagged ? kExitFlagged : kExitOk;
}

} // namespace uri::cli
