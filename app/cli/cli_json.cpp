#include "cli.h"

namespace uri::cli {

using json = nlohmann::ordered_json;

json spanJson(const OptSpan &span)
{
    if (!span)
        return nullptr;
    return json::array({span->offset, span->length});
}

json textJson(const ParseResult &result, const OptSpan &span)
{
    if (!span)
        return nullptr;
    return std::string(result.text(*span));
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
        {"scheme", spanJson(r.scheme)},
        {"authority", spanJson(r.authority)},
        {"userinfo", spanJson(r.userinfo)},
        {"user", spanJson(r.user)},
        {"password", spanJson(r.password)},
        {"host", spanJson(r.host)},
        {"zone_id", spanJson(r.zoneId)},
        {"port", spanJson(r.port)},
        {"path", spanJson(r.path)},
        {"segments", std::move(segmentSpans)},
        {"query", spanJson(r.query)},
        {"fragment", spanJson(r.fragment)},
    };
    if (r.spec == Spec::Rfc1808)
        out["spans"]["params"] = spanJson(r.params);
    out["diagnostics"] = std::move(diagnostics);
    return out;
}

std::string jsonLine(const json &value)
{
    std::string line = value.dump(-1, ' ', false, json::error_handler_t::replace);
    line += '\n';
    return line;
}

} // namespace uri::cli
