// uri-inspect relativize: the reference that resolves from a base to a
// target (RFC 3986 §4.2 relative-ref, checked by §5.2 resolution).
#include "cli.h"
#include "cli_args.h"

#include "uriinspector/resolve.h"
#include "uriinspector/utf8.h"

namespace uri::cli {

namespace {

using json = nlohmann::ordered_json;

constexpr std::string_view kRelativizeHelp =
    R"(usage: uri-inspect relativize [--json] [--mode M] [--color WHEN] [--] BASE TARGET... | -

Write each TARGET as a reference relative to BASE: the shortest reference
(RFC 3986 section 4.2) that resolves back to TARGET against BASE (section
5.2, checked by resolving every candidate), the inverse of "resolve". A
target of another scheme or authority keeps them; a target with dot
segments, or a relative target or base, has no such reference.

options:
  --json         one JSON object per target (JSON Lines)
  --mode M       shortest (default: of any form) or relative-path ("../"
                 runs rather than an absolute path, as uriparser's
                 uriRemoveBaseUri without domainRootMode)
  --color WHEN   auto, always or never (this output has no colour)
  -h, --help     this text
  --             end of options: every later argument is a URI, "-" included

"-" as the only argument reads lines "BASE<TAB>TARGET" from standard input.

JSON fields: base, target, reference (or null), error ({code, cite,
message}, or null).

exit status: 0 every target relativized, 1 some could not be, 2 usage error
)";

json relativizeJson(const RelativizeResult &r)
{
    json out;
    out["base"] = r.base;
    out["target"] = r.target;
    out["reference"] = r.reference ? json(*r.reference) : json(nullptr);
    if (r.error) {
        out["error"] = {{"code", resolveErrorName(r.error->code)},
                        {"cite", r.error->cite},
                        {"message", r.error->message}};
    } else {
        out["error"] = nullptr;
    }
    return out;
}

std::string relativizeText(const RelativizeResult &r)
{
    if (r.reference)
        return escapeForDisplay(*r.reference) + "\n";
    return "error: " + escapeForDisplay(r.error ? r.error->message : std::string("no reference"))
           + " (" + escapeForDisplay(r.target) + " from " + escapeForDisplay(r.base) + ")\n";
}

} // namespace

int runRelativize(const std::vector<std::string> &argv)
{
    const CommandSpec command{
        "relativize", kRelativizeHelp, {{"--json", false}, {"--mode", true}, {"--color", true}}};
    ParsedArgs args;
    if (const std::optional<int> stop = parseArgs(argv, command, args))
        return *stop;
    RelativizeMode mode = RelativizeMode::Shortest;
    if (args.has("--mode")) {
        const std::string &m = args.values["--mode"];
        if (m == "relative-path")
            mode = RelativizeMode::PreferRelativePath;
        else if (m != "shortest")
            return usageError("--mode takes shortest or relative-path", command.name);
    }
    const bool fromLines = onlyLineBatches(args.inputs); // "-" or -f FILE
    if (!fromLines && args.inputs.size() < 2)
        return usageError("relativize needs a BASE and at least one TARGET, or \"-\"",
                          command.name);
    const bool asJson = args.has("--json");
    bool allOk = true;
    const auto handle = [&](const std::string &base, const std::string &target) {
        const RelativizeResult r = relativize(base, target, mode);
        allOk = allOk && r.reference.has_value();
        writeOut(asJson ? jsonLine(relativizeJson(r)) : relativizeText(r));
    };
    if (!fromLines) {
        for (std::size_t i = 1; i < args.inputs.size(); ++i)
            handle(args.inputs[0].text, args.inputs[i].text);
        return allOk ? kExitOk : kExitFlagged;
    }
    forEachInput(args.inputs, [&](const std::string &line) {
        const std::size_t tab = line.find('\t');
        if (tab != std::string::npos) {
            handle(line.substr(0, tab), line.substr(tab + 1));
            return;
        }
        allOk = false;
        const std::string message = "A line of standard input must be BASE<TAB>TARGET.";
        writeOut(asJson ? jsonLine(json{{"base", line}, {"target", nullptr}, {"error", message}})
                        : "error: " + message + "\n");
    });
    return allOk ? kExitOk : kExitFlagged;
}

} // namespace uri::cli
