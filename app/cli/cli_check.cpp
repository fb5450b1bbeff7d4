// uri-inspect check: where a link really goes, and every trick it plays
// (the link-security catalog, core/include/uriinspector/security.h).
#include "cli.h"
#include "cli_args.h"

#include "uriinspector/security.h"
#include "uriinspector/security_data.h"
#include "uriinspector/utf8.h"

#include <algorithm>
#include <exception>
#include <iostream>

namespace uri::cli {

namespace {

using json = nlohmann::ordered_json;
using namespace uri::security;

constexpr std::string_view kCheckHelp
    = R"(usage: uri-inspect check [--json] [--data FILE] [--color WHEN] [--] URI... | -

Analyse each link without fetching it: where a browser would really go
(scheme, host, canonical IP, port, registrable domain), how RFC 3986 and the
URL Standard read it, and every trick it plays, by the ids of the link-security
catalog (A1-A12 RFC 3986 section 7, P1-P10 parser differentials, N1-N10 host
classes, U1-U13 Unicode and IDN spoofing, D1-D6 domain structure, R1-R4
redirects and nesting, S1-S6 schemes, L1-L3 length), each with its severity,
the span of the characters it concerns, a citation and a message. URLs nested
in parameters, in the path and in redirect wrappers are analysed too.

options:
  --json         one JSON object per input (JSON Lines)
  --data FILE    load a table file (e.g. your own protected_domains.txt) on top
                 of the built-in tables of resources/security/
  --color WHEN   auto (default), always or never
  -h, --help     this text
  --             end of options: every later argument is a URI, "-" included

"-" reads one URI per line from standard input; a bad line never stops a batch.

exit status: 0 nothing above info, 1 some input flagged (low or above),
2 usage error
)";

json optText(const std::optional<std::string> &s)
{
    return s ? json(*s) : json(nullptr);
}

json viewJson(const ViewSummary &v, bool whatwg)
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

json versionsJson(const DataVersions &v)
{
    json tables = json::object();
    for (const auto &[file, version] : v.tables)
        tables[file] = version;
    return {{"icu", v.icu},          {"unicode", v.unicode},  {"libpsl", v.psl},
            {"psl_list", v.pslFile}, {"psl_date", v.pslDate}, {"tables", std::move(tables)}};
}

json analysisJson(const Analysis &a)
{
    json out;
    out["input"] = a.input;
    out["verdict"] = a.verdict ? json(riskName(*a.verdict)) : json("none");
    const Destination &d = a.destination;
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
    for (const Finding &f : a.findings) {
        json details = json::object();
        for (const auto &[k, v] : f.details)
            details[k] = v;
        findings.push_back({
            {"id", f.id},
            {"name", f.name},
            {"severity", riskName(f.severity)},
            {"offset", f.span.offset},
            {"length", f.span.length},
            {"cite", f.cite},
            {"message", f.message},
            {"nested", f.nested.empty() ? json(nullptr) : json(f.nested)},
            {"view", viewName(f.view)},
            {"details", std::move(details)},
        });
    }
    out["findings"] = std::move(findings);
    out["escalations"] = a.escalations;
    json nested = json::array();
    for (const NestedUrl &n : a.nested) {
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
    const DisplayAdvice &disp = a.display;
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

// A caret line under @p span of the safe (escaped) input: approximate for
// escaped characters, exact for plain ASCII.
std::string caret(std::string_view input, Span span, const Style &style)
{
    if (span.offset > input.size())
        return {};
    const std::string before = escapeForDisplay(input.substr(0, span.offset));
    const std::string marked = escapeForDisplay(input.substr(span.offset, span.length));
    constexpr std::size_t kMaxWidth = 160;
    if (before.size() > kMaxWidth)
        return {};
    std::size_t width = 0;
    for (std::size_t i = 0; i < before.size();) {
        const Utf8Char ch = decodeUtf8(before, i);
        ++width;
        i += ch.length;
    }
    std::size_t carets = 0;
    for (std::size_t i = 0; i < marked.size();) {
        const Utf8Char ch = decodeUtf8(marked, i);
        ++carets;
        i += ch.length;
    }
    carets = std::clamp<std::size_t>(carets, 1, kMaxWidth);
    return "      " + std::string(width, ' ') + style.paint(std::string(carets, '^'), "1;31")
           + "\n";
}

std::string analysisText(const Analysis &a, const Style &style)
{
    std::string out = escapeForDisplay(a.input) + "\n";
    const Destination &d = a.destination;
    const std::string verdict = a.verdict ? upper(riskName(*a.verdict)) : "NONE";
    out += "  verdict     " + style.paint(verdict, a.verdict ? riskSgr(*a.verdict) : "1;32") + "\n";
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
    out += "  rfc3986     host " + escapeForDisplay(r.host.value_or("(none)"))
           + (r.userinfo ? ", userinfo " + escapeForDisplay(*r.userinfo) : "") + "\n";
    out += "  whatwg      "
           + (w.failure ? std::string("failure (a browser goes nowhere)")
                        : "href " + escapeForDisplay(w.href.value_or("")))
           + "\n";
    if (a.display.hostAsPunycode)
        out += "  display     show the host as " + a.display.host + " (" + a.display.reason + ")\n";
    for (const std::string &e : a.escalations)
        out += "  escalated   " + e + "\n";
    for (const Finding &f : a.findings) {
        out += "  "
               + style.paint("[" + std::string(riskName(f.severity)) + "]", riskSgr(f.severity))
               + " " + std::string(f.id) + " " + std::string(f.name) + "  ["
               + std::to_string(f.span.offset) + "," + std::to_string(f.span.length) + "]"
               + (f.nested.empty() ? "" : "  in " + f.nested) + "\n";
        const bool cited = f.message.find(std::string(f.cite)) != std::string::npos;
        out += "      " + f.message + (cited ? "" : " (" + std::string(f.cite) + ")") + "\n";
        if (f.nested.empty() || f.span.length > 0)
            out += caret(a.input, f.span, style);
    }
    if (a.findings.empty())
        out += "  no findings\n";
    if (a.truncated)
        out += "  (nested URLs beyond the depth or size budget were not analysed)\n";
    if (a.findingsLimited)
        out += "  (a check that fired more than 32 times is shown 32 times)\n";
    return out;
}

} // namespace

int runCheck(const std::vector<std::string> &argv)
{
    const CommandSpec command{
        "check", kCheckHelp, {{"--json", false}, {"--data", true}, {"--color", true}}};
    ParsedArgs args;
    if (const std::optional<int> stop = parseArgs(argv, command, args))
        return *stop;
    if (args.inputs.empty())
        return usageError("check needs a URI or \"-\"", command.name);
    SecurityData data = SecurityData::builtin();
    if (args.has("--data")) {
        std::string error;
        if (!data.loadFile(args.values["--data"], false, &error))
            return usageError(error, command.name);
    }
    AnalyzeOptions options;
    options.data = args.has("--data") ? &data : nullptr;

    const bool json = args.has("--json");
    const Style style{!json && colorFromOption(args)};
    bool flagged = false;
    forEachInput(args.inputs, [&](const std::string &text) {
        try {
            const Analysis a = analyze(text, options);
            flagged = flagged || (a.verdict && *a.verdict > Risk::Info);
            writeOut(json ? jsonLine(analysisJson(a)) : analysisText(a, style) + "\n");
        } catch (const std::exception &e) {
            // analyze() does not throw for input; this is memory exhaustion
            // or the like: report it and go on with the batch.
            flagged = true;
            const nlohmann::ordered_json err{{"input", text}, {"error", e.what()}};
            writeOut(json ? jsonLine(err) : "uri-inspect: " + std::string(e.what()) + "\n");
        }
    });
    return flagged ? kExitFlagged : kExitOk;
}

} // namespace uri::cli
