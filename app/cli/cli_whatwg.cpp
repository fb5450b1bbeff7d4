// uri-inspect parse --spec whatwg: the URL Standard's view of each input.
#include "cli_whatwg.h"

#include "uriinspector/inspection.h"
#include "uriinspector/utf8.h"

#include <algorithm>

namespace uri::cli {

namespace {

using json = nlohmann::ordered_json;

constexpr std::string_view kDimSgr = "2";
constexpr std::string_view kFieldSgr = "38;5;74";

// The severity whose severityName() is @p name.
Severity severityNamed(std::string_view name)
{
    for (const Severity s : {Severity::Info, Severity::Warning, Severity::Error}) {
        if (severityName(s) == name)
            return s;
    }
    return Severity::Error;
}

} // namespace

std::string whatwgText(const whatwg::ParseResult &r, const std::optional<std::string> &base,
                       const Style &style)
{
    std::string out;
    auto row = [&](std::string_view label, const std::string &value, const OptSpan &span = {}) {
        std::string line = "  " + std::string(label);
        line.append(label.size() < 12 ? 12 - label.size() : 1, ' ');
        line += value;
        if (span) {
            line += "  "
                    + style.paint("[" + std::to_string(span->offset) + ","
                                      + std::to_string(span->length) + "]",
                                  kDimSgr);
        }
        out += line + "\n";
    };
    auto quotedField = [&](const std::string &value) {
        return value.empty() ? style.paint("(empty)", kDimSgr)
                             : style.paint(escapeForDisplay(value), kFieldSgr);
    };

    out += escapeForDisplay(r.input) + "\n";
    if (base)
        row("base", escapeForDisplay(*base));
    std::size_t errors = 0;
    std::size_t warnings = 0;
    for (const Diagnostic &d : r.diagnostics) {
        errors += d.severity == Severity::Error ? 1 : 0;
        warnings += d.severity == Severity::Warning ? 1 : 0;
    }
    std::string verdict = r.failure() ? style.paint("failure", "1;31")
                                      : (r.valid() ? style.paint("valid", "1;32")
                                                   : style.paint("accepted", "1;33"));
    verdict += " (whatwg: the URL Standard)";
    if (errors + warnings > 0) {
        verdict += ", " + std::to_string(errors) + " error" + (errors == 1 ? "" : "s") + ", "
                   + std::to_string(warnings) + " warning" + (warnings == 1 ? "" : "s");
    }
    row("url", verdict);
    if (r.baseFailed)
        row("base", style.paint("the base URL itself fails", "1;31"));
    if (r.url) {
        const whatwg::UrlFields f = whatwg::fields(*r.url);
        row("href", quotedField(f.href));
        row("origin", quotedField(f.origin));
        row("protocol", quotedField(f.protocol), r.spans.scheme);
        row("username", quotedField(f.username), r.spans.username);
        row("password", quotedField(f.password), r.spans.password);
        row("host", quotedField(f.host));
        std::string hostname = quotedField(f.hostname);
        if (r.url->host)
            hostname += "  " + style.paint(whatwg::hostKindName(r.url->host->kind), kDimSgr);
        row("hostname", hostname, r.spans.host);
        if (r.url->host && r.displayHost() != f.hostname)
            row("displayed", style.paint(escapeForDisplay(r.displayHost()), kFieldSgr));
        row("port", quotedField(f.port), r.spans.port);
        row("pathname", quotedField(f.pathname), r.spans.path);
        row("search", quotedField(f.search), r.spans.query);
        row("hash", quotedField(f.hash), r.spans.fragment);
    }
    for (const Diagnostic &d : r.diagnostics)
        out += diagnosticBlock(d, r.input, style);
    if (!base) {
        const std::vector<whatwg::ViewDifference> differences
            = whatwg::compareViews(uri::parse(r.input), r);
        if (!differences.empty())
            out += "  RFC 3986 reads it differently:\n";
        for (const whatwg::ViewDifference &d : differences) {
            out += "    " + style.paint(whatwg::viewDifferenceName(d.code), "1") + ": " + d.message
                   + "\n";
        }
    }
    return out;
}

WhatwgResolution resolveWhatwg(const std::string &base, const std::string &reference,
                               const Style &style)
{
    WhatwgResolution out;
    out.json = whatwgResolutionJson(base, reference);
    out.ok = !out.json["failure"].get<bool>();
    const json &target = out.json["target"];
    const json &error = out.json["error"];
    const bool sameDocument = out.json["same_document"].get<bool>();
    out.text = "base       " + escapeForDisplay(base) + "\n";
    out.text += "reference  " + escapeForDisplay(reference) + "\n";
    out.text += "spec       whatwg (new URL(reference, base))\n";
    out.text += "target     "
                + (!target.is_null() ? style.paint(escapeForDisplay(target.get<std::string>()), "1")
                                     : style.paint("(cannot be resolved)", "1;31"))
                + (sameDocument ? style.paint("  (same document)", kDimSgr) : "") + "\n";
    if (!error.is_null()) {
        out.text += "  " + style.paint("error", "1;31") + " " + error["code"].get<std::string>()
                    + ": " + escapeForDisplay(error["message"].get<std::string>()) + "\n";
    }
    for (const auto &[label, key] :
         {std::pair{"base", "base_diagnostics"}, std::pair{"reference", "reference_diagnostics"}}) {
        for (const json &d : out.json[key]) {
            const std::string severity = d["severity"].get<std::string>();
            out.text += "  " + std::string(label) + " "
                        + style.paint(severity, severitySgr(severityNamed(severity))) + " "
                        + d["code"].get<std::string>() + " at "
                        + std::to_string(d["offset"].get<std::size_t>()) + ": "
                        + d["message"].get<std::string>() + "\n";
        }
    }
    return out;
}

int runParseWhatwg(const ParsedArgs &args, const Style &style, Jobs jobs)
{
    std::optional<std::string> base;
    std::optional<whatwg::Url> baseUrl;
    if (const auto it = args.values.find("--base"); it != args.values.end()) {
        base = it->second;
        const whatwg::ParseResult parsedBase = whatwg::parse(*base);
        if (!parsedBase.url)
            return usageError("--base " + whatwgBaseRefusal(*base, parsedBase), "parse");
        baseUrl = parsedBase.url;
    }
    const bool asJson = args.has("--json");
    const bool flagged = runBatch(args.inputs, jobs, [&] {
        return [&](const std::string &text, std::size_t, std::string &out) {
            const whatwg::ParseResult r = whatwg::parse(text, baseUrl ? &*baseUrl : nullptr);
            out += asJson ? jsonLine(whatwgJson(r, base)) : whatwgText(r, base, style) + "\n";
            return !r.valid();
        };
    });
    return flagged ? kExitFlagged : kExitOk;
}

} // namespace uri::cli
