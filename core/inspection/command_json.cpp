// The JSON of the commands whose objects are not an inspection: `parse
// --spec whatwg`, `resolve --spec whatwg` and `compare` (docs/json.md).
#include "uriinspector/json.h"
#include "uriinspector/utf8.h"

#include <string>
#include <string_view>
#include <utility>

namespace uri {

namespace {

using json = Json;

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

json optText(const std::optional<std::string> &text)
{
    return text ? json(*text) : json(nullptr);
}

json diagnosticsJson(const std::vector<Diagnostic> &diags)
{
    json out = json::array();
    for (const Diagnostic &d : diags)
        out.push_back(diagnosticJson(d));
    return out;
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
            {"scheme", spanJson(r.spans.scheme)},     {"username", spanJson(r.spans.username)},
            {"password", spanJson(r.spans.password)}, {"host", spanJson(r.spans.host)},
            {"port", spanJson(r.spans.port)},         {"path", spanJson(r.spans.path)},
            {"query", spanJson(r.spans.query)},       {"fragment", spanJson(r.spans.fragment)},
        };
    }
    out["diagnostics"] = diagnosticsJson(r.diagnostics);
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

std::string whatwgBaseRefusal(std::string_view base, const whatwg::ParseResult &parsed)
{
    if (parsed.url)
        return {};
    const Diagnostic *cause = whatwg::failureCause(parsed);
    const std::string why
        = cause == nullptr ? std::string()
                           : ": " + std::string(diagCodeName(cause->code)) + ", " + cause->message;
    return "'" + escapeForDisplay(base) + "' is no URL" + why;
}

json whatwgResolutionJson(std::string_view base, std::string_view reference)
{
    const whatwg::ParseResult parsedBase = whatwg::parse(base);
    const whatwg::ParseResult r
        = parsedBase.url ? whatwg::parse(reference, &*parsedBase.url) : whatwg::ParseResult{};
    // the target and the error as the window has them (resolveBrowser())
    const ResolveResult resolved = resolveBrowser(base, reference, parsedBase, r);
    json out;
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

    out["base"] = std::string(base);
    out["reference"] = std::string(reference);
    out["spec"] = specName(Spec::Whatwg);
    out["target"] = target ? json(*target) : json(nullptr);
    out["error"] = error;
    out["same_document"] = sameDocument;
    // the fields a script would read from new URL(reference, base), or failure
    out["failure"] = !resolved.ok();
    if (r.url && parsedBase.url)
        addUrlFields(out, *r.url);
    out["trace"] = json::array(); // the Standard's state machine has no steps to show
    out["notes"] = json::array();
    out["base_diagnostics"] = diagnosticsJson(parsedBase.diagnostics);
    out["reference_diagnostics"] = diagnosticsJson(r.diagnostics);
    return out;
}

json compareJson(const CompareResult &c)
{
    json steps = json::array();
    for (Rung rung : kAllRungs) {
        const NormalizeStep &sa = c.a.step(rung);
        const NormalizeStep &sb = c.b.step(rung);
        if (!sa.performed)
            break;
        steps.push_back({{"rung", rungName(rung)},
                         {"a", sa.result},
                         {"b", sb.result},
                         {"equal", sa.result == sb.result}});
    }
    json differences = json::array();
    for (const ComponentDifference &d : c.differences) {
        differences.push_back({{"component", d.component},
                               {"a", spanJson(d.a)},
                               {"b", spanJson(d.b)},
                               {"a_normalized", optText(d.aNormalized)},
                               {"b_normalized", optText(d.bNormalized)}});
    }
    json out;
    out["a"] = c.a.input;
    out["b"] = c.b.input;
    out["equivalent"] = c.equivalent;
    out["rung"] = c.rung ? json(rungName(*c.rung)) : json(nullptr);
    out["cite"] = c.rung ? json(rungCite(*c.rung)) : json(nullptr);
    out["steps"] = std::move(steps);
    out["differences"] = std::move(differences);
    out["a_valid"] = c.a.valid;
    out["b_valid"] = c.b.valid;
    out["diagnostics_a"] = diagnosticsJson(c.a.diagnostics);
    out["diagnostics_b"] = diagnosticsJson(c.b.diagnostics);
    return out;
}

security::Assessment checkExtracted(std::string_view uri,
                                    const std::vector<security::Blocklist> *blocklists)
{
    security::AnalyzeOptions options;
    options.versions = false;
    options.blocklists = blocklists;
    return security::analyze(uri, options);
}

json extractedJson(const ExtractedUri &found, std::size_t input,
                   const security::Assessment *analysis)
{
    const std::optional<Unwrapped> unwrapped = unwrapRedirect(found.uri);
    json out;
    out["record"] = "link";
    out["uri"] = found.uri;
    out["offset"] = found.span.offset;
    out["length"] = found.span.length;
    out["input"] = input;
    out["delimited"] = found.delimited ? spanJson(*found.delimited) : json(nullptr);
    out["angle_brackets"] = found.angleBrackets;
    out["url_prefix"] = found.urlPrefix;
    out["line_breaks"] = found.lineBreaks;
    out["hyphen_at_break"] = found.hyphenAtBreak;
    out["defanged"] = found.defanged;
    json defangs = json::array();
    for (const Span &d : found.defangs)
        defangs.push_back(spanJson(d));
    out["defangs"] = std::move(defangs);
    out["schemeless"] = found.schemeless;
    if (unwrapped) {
        json steps = json::array();
        for (const UnwrapStep &s : unwrapped->steps)
            steps.push_back(
                {{"wrapper", s.wrapper}, {"encoding", s.encoding}, {"target", s.target}});
        out["unwrapped"] = {{"url", unwrapped->url}, {"steps", std::move(steps)}};
    } else {
        out["unwrapped"] = nullptr;
    }
    if (analysis != nullptr) {
        out["verdict"]
            = analysis->verdict ? json(security::riskName(*analysis->verdict)) : json("none");
        out["host"]
            = analysis->destination.host ? json(*analysis->destination.host) : json(nullptr);
        out["registrable_domain"] = analysis->destination.registrableDomain
                                        ? json(*analysis->destination.registrableDomain)
                                        : json(nullptr);
    }
    return out;
}

} // namespace uri
