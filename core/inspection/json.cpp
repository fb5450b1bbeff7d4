// The JSON of the core's results (uriinspector/json.h, docs/json.md).
#include "uriinspector/json.h"

#include "uriinspector/utf8.h"

#include <utility>

namespace uri {

using json = Json;

namespace {

json textJson(const ParseResult &result, const OptSpan &span)
{
    if (!span)
        return nullptr;
    return std::string(result.text(*span));
}

json optText(const std::optional<std::string> &s)
{
    return s ? json(*s) : json(nullptr);
}

json viewJson(const security::ViewSummary &v, bool whatwg)
{
    if (whatwg && v.failure)
        return {{"failure", true}};
    json out;
    if (whatwg)
        out["href"] = optText(v.href);
    out["valid"] = v.valid;
    out["scheme"] = optText(v.scheme);
    out["userinfo"] = optText(v.userinfo);
    out["host"] = optText(v.host);
    out["port"] = optText(v.port);
    out["path"] = optText(v.path);
    out["query"] = optText(v.query);
    out["fragment"] = optText(v.fragment);
    return out;
}

json spanList(const std::vector<Span> &spans)
{
    json out = json::array();
    for (const Span &s : spans)
        out.push_back(json::array({s.offset, s.length}));
    return out;
}

json versionsJson(const security::DataVersions &v)
{
    json tables = json::object();
    for (const auto &[file, version] : v.tables)
        tables[file] = version;
    return {{"icu", v.icu},          {"unicode", v.unicode},  {"libpsl", v.psl},
            {"psl_list", v.pslFile}, {"psl_date", v.pslDate}, {"tables", std::move(tables)}};
}

json errorJson(const std::optional<ResolveError> &error)
{
    if (!error)
        return nullptr;
    return {{"code", resolveErrorName(error->code)},
            {"cite", error->cite},
            {"message", error->message}};
}

} // namespace

json spanJson(const OptSpan &span)
{
    if (!span)
        return nullptr;
    return json::array({span->offset, span->length});
}

json diagnosticJson(const Diagnostic &diag)
{
    return {
        {"severity", severityName(diag.severity)},
        {"code", diagCodeName(diag.code)},
        {"offset", diag.span.offset},
        {"length", diag.span.length},
        {"rule", diag.rule},
        {"cite", diag.cite},
        {"message", diag.message},
    };
}

json parseJson(const ParseResult &r)
{
    json segments = json::array();
    json segmentSpans = json::array();
    for (const Span &s : pathSegments(r)) {
        segments.push_back(std::string(r.text(s)));
        segmentSpans.push_back(spanJson(s));
    }
    json params = json::array();
    for (const QueryParam &p : queryParams(r)) {
        params.push_back({{"key", std::string(r.text(p.key))},
                          {"value", textJson(r, p.value)},
                          {"span", spanJson(p.whole)}});
    }
    json diagnostics = json::array();
    for (const Diagnostic &d : r.diagnostics)
        diagnostics.push_back(diagnosticJson(d));

    json out;
    out["input"] = std::string(r.input);
    out["spec"] = specName(r.spec);
    out["valid"] = r.valid();
    out["form"] = formName(r.form);
    out["scheme"] = textJson(r, r.scheme);
    out["authority"] = textJson(r, r.authority);
    out["userinfo"] = textJson(r, r.userinfo);
    out["user"] = textJson(r, r.user);
    out["password"] = textJson(r, r.password);
    out["host"] = textJson(r, r.host);
    out["host_type"] = r.hostType ? json(hostTypeName(*r.hostType)) : json(nullptr);
    out["zone_id"] = textJson(r, r.zoneId);
    out["port"] = textJson(r, r.port);
    out["path"] = std::string(r.text(r.path));
    out["segments"] = std::move(segments);
    if (r.spec == Spec::Rfc1808)
        out["params"] = textJson(r, r.params); // RFC 1808 §2.4.5
    out["query"] = textJson(r, r.query);
    out["query_params"] = std::move(params);
    out["fragment"] = textJson(r, r.fragment);
    out["spans"] = {
        {"scheme", spanJson(r.scheme)},     {"authority", spanJson(r.authority)},
        {"userinfo", spanJson(r.userinfo)}, {"user", spanJson(r.user)},
        {"password", spanJson(r.password)}, {"host", spanJson(r.host)},
        {"zone_id", spanJson(r.zoneId)},    {"port", spanJson(r.port)},
        {"path", spanJson(r.path)},         {"segments", std::move(segmentSpans)},
        {"query", spanJson(r.query)},       {"fragment", spanJson(r.fragment)},
    };
    if (r.spec == Spec::Rfc1808)
        out["spans"]["params"] = spanJson(r.params);
    out["diagnostics"] = std::move(diagnostics);
    return out;
}

json securityJson(const security::Analysis &a)
{
    json out;
    out["input"] = std::string(a.input);
    out["verdict"] = a.verdict ? json(security::riskName(*a.verdict)) : json("none");
    const security::Destination &d = a.destination;
    out["destination"] = {
        {"scheme", optText(d.scheme)},
        {"host", optText(d.host)},
        {"unicode_host", optText(d.unicodeHost)},
        {"ip", optText(d.ip)},
        {"port", d.port ? json(*d.port) : json(nullptr)},
        {"registrable_domain", optText(d.registrableDomain)},
        {"public_suffix", optText(d.publicSuffix)},
        {"host_class", d.hostClass.empty() ? json(nullptr) : json(d.hostClass)},
        {"view", d.viaWhatwg ? "whatwg" : "rfc3986"},
        {"address_known", !d.addressUnknown},
    };
    out["views"] = {{"rfc3986", viewJson(a.views.rfc3986, false)},
                    {"whatwg", viewJson(a.views.whatwg, true)},
                    {"legacy", viewJson(a.views.legacy, false)}};
    json findings = json::array();
    for (const security::Finding &f : a.findings) {
        json details = json::object();
        for (const auto &[k, v] : f.details)
            details[k] = v;
        findings.push_back({
            {"id", f.id},
            {"name", f.name},
            {"severity", security::riskName(f.severity)},
            {"offset", f.span.offset},
            {"length", f.span.length},
            {"cite", f.cite},
            {"message", f.message},
            {"nested", f.nested.empty() ? json(nullptr) : json(f.nested)},
            {"view", security::viewName(f.view)},
            {"details", std::move(details)},
        });
    }
    out["findings"] = std::move(findings);
    out["escalations"] = a.escalations;
    json nested = json::array();
    for (const security::NestedUrl &n : a.nested) {
        nested.push_back({{"path", n.path},
                          {"url", n.url},
                          {"offset", n.span.offset},
                          {"length", n.span.length},
                          {"depth", n.depth},
                          {"registrable_domain", optText(n.registrableDomain)}});
    }
    out["nested"] = std::move(nested);
    out["truncated"] = a.truncated;
    out["findings_limited"] = a.findingsLimited;
    const security::DisplayAdvice &disp = a.display;
    out["display"] = {
        {"host", disp.host},
        {"host_as_punycode", disp.hostAsPunycode},
        {"reason", disp.reason.empty() ? json(nullptr) : json(disp.reason)},
        {"userinfo", spanJson(disp.userinfo)},
        {"isolate", spanList(disp.isolate)},
        {"escape", spanList(disp.escape)},
        {"safe_text", disp.safeText},
    };
    out["data_versions"] = versionsJson(a.versions);
    return out;
}

json resolveJson(const ResolveResult &r, const std::optional<bool> &differs)
{
    json trace = json::array();
    for (const TraceStep &s : r.trace) {
        trace.push_back({{"rule", ruleLabel(s.rule)},
                         {"rule_id", ruleId(s.rule)},
                         {"cite", ruleCite(s.rule)},
                         {"description", s.description},
                         {"output", s.output},
                         {"input", s.input}});
    }
    json notes = json::array();
    for (const ResolveNote &n : r.notes) {
        notes.push_back({{"code", resolveNoteName(n.code)},
                         {"severity", severityName(n.severity)},
                         {"cite", n.cite},
                         {"message", n.message},
                         {"alternative", n.alternative ? json(*n.alternative) : json(nullptr)}});
    }
    json baseDiagnostics = json::array();
    for (const Diagnostic &d : r.baseDiagnostics)
        baseDiagnostics.push_back(diagnosticJson(d));
    json referenceDiagnostics = json::array();
    for (const Diagnostic &d : r.referenceDiagnostics)
        referenceDiagnostics.push_back(diagnosticJson(d));

    json out;
    out["base"] = r.base;
    out["reference"] = r.reference;
    out["spec"] = specName(r.spec);
    out["target"] = r.target ? json(*r.target) : json(nullptr);
    if (differs)
        out["differs_from_rfc3986"] = *differs;
    out["error"] = errorJson(r.error);
    out["same_document"] = r.sameDocument;
    out["trace"] = std::move(trace);
    out["notes"] = std::move(notes);
    out["base_diagnostics"] = std::move(baseDiagnostics);
    out["reference_diagnostics"] = std::move(referenceDiagnostics);
    return out;
}

json normalizeJson(const NormalizeResult &r)
{
    json steps = json::array();
    for (const NormalizeStep &s : r.steps) {
        json changes = json::array();
        for (const NormalizeChange &c : s.changes) {
            changes.push_back({{"kind", changeKindName(c.kind)},
                               {"offset", c.span.offset},
                               {"length", c.span.length},
                               {"before", c.before},
                               {"after", c.after}});
        }
        json step;
        step["rung"] = rungName(s.rung);
        step["cite"] = rungCite(s.rung);
        step["performed"] = s.performed;
        step["result"] = s.performed ? json(s.result) : json(nullptr);
        step["description"] = rungDescription(s.rung);
        step["changes"] = std::move(changes);
        if (s.rung == Rung::PathSegment) {
            json dots = json::array();
            for (const TraceStep &t : s.dotSegments) {
                dots.push_back({{"rule", ruleLabel(t.rule)},
                                {"rule_id", ruleId(t.rule)},
                                {"output", t.output},
                                {"input", t.input}});
            }
            step["dot_segments"] = std::move(dots);
        }
        steps.push_back(std::move(step));
    }
    json diagnostics = json::array();
    for (const Diagnostic &d : r.diagnostics)
        diagnostics.push_back(diagnosticJson(d));
    json out;
    out["input"] = r.input;
    out["valid"] = r.valid;
    out["normalized"] = r.normalized;
    out["steps"] = std::move(steps);
    out["diagnostics"] = std::move(diagnostics);
    return out;
}

json inspectionJson(const Inspection &in)
{
    json out;
    out["input"] = std::string(in.bytes());
    out["input_escaped"] = escapeForDisplay(in.bytes());
    out["spec"] = specName(in.spec);
    json parse = parseJson(in.syntax);
    parse.erase("input");
    parse.erase("spec");
    out["parse"] = std::move(parse);
    out["deep"] = in.deep;
    if (in.security) {
        json security = securityJson(*in.security);
        security.erase("input");
        for (auto &[key, value] : security.items())
            out[key] = std::move(value);
    }
    if (in.normalization) {
        json normalization = normalizeJson(*in.normalization);
        normalization.erase("input");
        out["normalization"] = std::move(normalization);
    }
    if (in.base) {
        out["base"] = *in.base;
        const ResolveResult *r = in.resolution(in.spec);
        if (r == nullptr)
            r = in.resolution(Spec::Rfc3986);
        out["resolution"] = r != nullptr ? resolveJson(*r) : json(nullptr);
    }
    return out;
}

std::string jsonLine(const json &value)
{
    std::string line = value.dump(-1, ' ', false, json::error_handler_t::replace);
    line += '\n';
    return line;
}

} // namespace uri
