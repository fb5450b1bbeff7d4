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

json spanOrNull(const OptSpan &span)
{
    if (!span)
        return nullptr;
    return json::array({span->offset, span->length});
}

// The URL API's getters (URL Standard §6.1), in the order of the Standard.
void addUrlFields(json &out, const whatwg::Url &url)
{
    const whatwg::UrlFields f = whatwg::fields(url);
    out["href"] = f.href;
    out["origin"] = f.origin;
    out["protocol"] = f.protocol;
    out["username"] = f.username;
    out["password"] = f.password;
    out["host"] = f.host;
    out["hostname"] = f.hostname;
    out["port"] = f.port;
    out["pathname"] = f.pathname;
    out["search"] = f.search;
    out["hash"] = f.hash;
}

} // namespace

json whatwgJson(const whatwg::ParseResult &r, const std::optional<std::string> &base)
{
    json out;
    out["input"] = std::string(r.input);
    out["spec"] = specName(Spec::Whatwg);
    out["base"] = base ? json(*base) : json(nullptr);
    out["failure"] = r.failure();
    out["valid"] = r.valid();
    if (r.url) {
        addUrlFields(out, *r.url);
        out["host_type"]
            = r.url->host ? json(whatwg::hostKindName(r.url->host->kind)) : json(nullptr);
        out["display_host"] = r.url->host ? json(r.displayHost()) : json(nullptr);
        out["spans"] = {
            {"scheme", spanOrNull(r.spans.scheme)},     {"username", spanOrNull(r.spans.username)},
            {"password", spanOrNull(r.spans.password)}, {"host", spanOrNull(r.spans.host)},
            {"port", spanOrNull(r.spans.port)},         {"path", spanOrNull(r.spans.path)},
            {"query", spanOrNull(r.spans.query)},       {"fragment", spanOrNull(r.spans.fragment)},
        };
    }
    json diagnostics = json::array();
    for (const Diagnostic &d : r.diagnostics)
        diagnostics.push_back(diagnosticJson(d));
    out["diagnostics"] = std::move(diagnostics);
    if (!base) {
        json differences = json::array();
        for (const whatwg::ViewDifference &d : whatwg::compareViews(uri::parse(r.input), r)) {
            differences.push_back({{"code", whatwg::viewDifferenceName(d.code)},
                                   {"component", d.component},
                                   {"rfc3986", d.rfc3986 ? json(*d.rfc3986) : json(nullptr)},
                                   {"whatwg", d.whatwg ? json(*d.whatwg) : json(nullptr)},
                                   {"message", d.message}});
        }
        out["differences"] = std::move(differences);
    }
    return out;
}

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
    const whatwg::ParseResult parsedBase = whatwg::parse(base);
    const whatwg::ParseResult r
        = parsedBase.url ? whatwg::parse(reference, &*parsedBase.url) : whatwg::ParseResult{};
    // the target and the error as the window has them (resolveBrowser())
    const ResolveResult resolved = resolveBrowser(base, reference, parsedBase, r);
    WhatwgResolution out;
    out.ok = resolved.ok();
    json error = nullptr;
    if (resolved.error) {
        // the code: "invalid-base", or the validation error that made the reference fail
        const Diagnostic *d = parsedBase.url ? whatwg::failureCause(r) : nullptr;
        const std::string_view code = !parsedBase.url ? std::string_view("invalid-base")
                                      : d != nullptr  ? diagCodeName(d->code)
                                                      : std::string_view("failure");
        error = {
            {"code", code}, {"cite", resolved.error->cite}, {"message", resolved.error->message}};
    }
    const std::optional<std::string> &target = resolved.target;
    const bool sameDocument = resolved.sameDocument;

    json baseDiagnostics = json::array();
    for (const Diagnostic &d : parsedBase.diagnostics)
        baseDiagnostics.push_back(diagnosticJson(d));
    json referenceDiagnostics = json::array();
    for (const Diagnostic &d : r.diagnostics)
        referenceDiagnostics.push_back(diagnosticJson(d));
    out.json["base"] = base;
    out.json["reference"] = reference;
    out.json["spec"] = specName(Spec::Whatwg);
    out.json["target"] = target ? json(*target) : json(nullptr);
    out.json["error"] = error;
    out.json["same_document"] = sameDocument;
    // the fields a script would read from new URL(reference, base), or failure
    out.json["failure"] = !out.ok;
    if (r.url && parsedBase.url)
        addUrlFields(out.json, *r.url);
    out.json["trace"] = json::array(); // the Standard's state machine has no steps to show
    out.json["notes"] = json::array();
    out.json["base_diagnostics"] = std::move(baseDiagnostics);
    out.json["reference_diagnostics"] = std::move(referenceDiagnostics);

    out.text = "base       " + escapeForDisplay(base) + "\n";
    out.text += "reference  " + escapeForDisplay(reference) + "\n";
    out.text += "spec       whatwg (new URL(reference, base))\n";
    out.text += "target     "
                + (target ? style.paint(escapeForDisplay(*target), "1")
                          : style.paint("(cannot be resolved)", "1;31"))
                + (sameDocument ? style.paint("  (same document)", kDimSgr) : "") + "\n";
    if (!error.is_null()) {
        out.text += "  " + style.paint("error", "1;31") + " " + error["code"].get<std::string>()
                    + ": " + escapeForDisplay(error["message"].get<std::string>()) + "\n";
    }
    for (const auto &[label, parsed] :
         {std::pair{"base", &parsedBase}, std::pair{"reference", &r}}) {
        for (const Diagnostic &d : parsed->diagnostics) {
            out.text += "  " + std::string(label) + " "
                        + style.paint(severityName(d.severity), severitySgr(d.severity)) + " "
                        + std::string(diagCodeName(d.code)) + " at " + std::to_string(d.span.offset)
                        + ": " + d.message + "\n";
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
        if (!parsedBase.url) {
            std::string why;
            for (const Diagnostic &d : parsedBase.diagnostics) {
                if (d.severity == Severity::Error)
                    why = ": " + std::string(diagCodeName(d.code)) + ", " + d.message;
            }
            return usageError("--base '" + escapeForDisplay(*base) + "' is no URL" + why, "parse");
        }
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
