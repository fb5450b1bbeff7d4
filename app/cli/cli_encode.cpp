// uri-inspect encode: text to the percent-encoded form of one component, with
// the character sets of each spec generation (RFC 3986 §2, RFC 2396 §2,
// draft-fielding-url-syntax-01 §2, RFC 1808 §2.2, RFC 1630).
#include "cli.h"
#include "cli_args.h"

#include "uriinspector/encode.h"
#include "uriinspector/utf8.h"

#include <iostream>

namespace uri::cli {

namespace {

using json = nlohmann::ordered_json;

constexpr std::string_view kEncodeHelp =
    R"(usage: uri-inspect encode --component C [--spec S] [--json] [--] TEXT... | -

Percent-encode each TEXT as data of one component: every character that may
not stand unencoded there becomes "%XX" (uppercase hexadecimal), a non-ASCII
character its UTF-8 octets (RFC 3986 section 2.5), and "%" itself "%25".

options:
  --component C  userinfo, reg-name (or host), path (keeps "/"),
                 path-segment (or segment: encodes "/"), query, fragment
  --spec S       whose character sets: rfc3986 (default; rfc3986-nonstrict is
                 the same), rfc2396 (its unreserved marks; the "unwise" set
                 always encoded), draft-fielding-url-syntax-01 or draft-01
                 ("~" unreserved, "+" reserved), rfc1808 (the RFC 1738 sets),
                 rfc1630 (its conventional encoding: ISO Latin-1 codes, "+"
                 for a space in a query), whatwg (the URL Standard's
                 percent-encode sets: userinfo, path, query, fragment; for
                 reg-name its component set)
  --json         one JSON object per input (JSON Lines)
  --color WHEN   auto, always or never: accepted as by every command; this
                 output has no colour
  -h, --help     this text
  --             end of options: every later argument is text, "-" included

Without --json each encoded text is printed on a line of its own, so that
the command works as a filter; problems go to standard error.

"-" reads one text per line from standard input.

JSON fields: input, component, spec, encoded, changes [{offset, length,
output, reason}] (reason: not-allowed, percent, non-ascii, latin1,
invalid-utf8, space-as-plus; offsets in bytes of the input), diagnostics
[{severity, code, offset, length, rule, cite, message}].

exit status: 0 all encoded, 1 some text could not be represented under the
spec (encode-unrepresentable) or is not UTF-8, 2 usage error
)";

json encodeJson(std::string_view input, const EncodeResult &r)
{
    json changes = json::array();
    for (const EncodedPiece &p : r.pieces) {
        changes.push_back({{"offset", p.span.offset},
                           {"length", p.span.length},
                           {"output", p.output},
                           {"reason", encodeReasonName(p.reason)}});
    }
    json diagnostics = json::array();
    for (const Diagnostic &d : r.diagnostics)
        diagnostics.push_back(diagnosticJson(d));
    json out;
    out["input"] = std::string(input);
    out["component"] = componentName(r.component);
    out["spec"] = specName(r.spec);
    out["encoded"] = r.encoded;
    out["changes"] = std::move(changes);
    out["diagnostics"] = std::move(diagnostics);
    return out;
}

} // namespace

int runEncode(const std::vector<std::string> &argv)
{
    const CommandSpec command{
        "encode",
        kEncodeHelp,
        {{"--json", false}, {"--component", true}, {"--spec", true}, {"--color", true}}};
    ParsedArgs args;
    if (const std::optional<int> stop = parseArgs(argv, command, args))
        return *stop;
    if (!args.has("--component"))
        return usageError("encode needs --component", command.name);
    const std::optional<Component> component = componentFromName(args.values["--component"]);
    if (!component)
        return usageError("unknown component '" + args.values["--component"] + "'", command.name);
    const std::optional<Spec> spec = specFromOption(args, Spec::Rfc3986);
    if (!spec)
        return usageError("unknown spec '" + args.values["--spec"] + "'", command.name);
    if (!encodeSupports(*spec)) {
        return usageError("encode does not implement the percent-encode sets of '"
                              + std::string(specName(*spec)) + "'",
                          command.name);
    }
    if (args.inputs.empty())
        return usageError("encode needs a text or \"-\"", command.name);

    const bool asJson = args.has("--json");
    bool allOk = true;
    forEachInput(args.inputs, [&](const std::string &text) {
        const EncodeResult r = encode(text, *component, *spec);
        allOk = allOk && r.diagnostics.empty();
        if (asJson) {
            writeOut(jsonLine(encodeJson(text, r)));
            return;
        }
        writeOut(r.encoded + "\n");
        for (const Diagnostic &d : r.diagnostics) {
            std::cerr << "uri-inspect: " << severityName(d.severity) << " " << diagCodeName(d.code)
                      << " [" << d.span.offset << "," << d.span.length << "] in \""
                      << escapeForDisplay(text) << "\": " << d.message << "\n";
        }
    });
    return allOk ? kExitOk : kExitFlagged;
}

} // namespace uri::cli
