#include "cli_get.h"

#include "uriinspector/inspection.h"
#include "uriinspector/percent.h"
#include "uriinspector/security.h"
#include "uriinspector/utf8.h"
#include "uriinspector/whatwg.h"

#include <array>

namespace uri::cli {

namespace {

// trurl's fields (scheme, user, password, host, port, path, query,
// query:NAME, fragment) and ours.
constexpr std::array<std::string_view, 12> kFields{
    "scheme", "user",     "password",           "host",      "port",    "path",
    "query",  "fragment", "registrable_domain", "host_type", "verdict", "target"};

struct Field
{
    std::string_view name; ///< "host", or "query:NAME" with its NAME in `key`
    std::string_view key;
    bool decoded = false; ///< written "{:...}"
};

// The field written between "{" and "}".
Field fieldOf(std::string_view inside)
{
    Field f;
    if (!inside.empty() && inside.front() == ':') {
        f.decoded = true;
        inside.remove_prefix(1);
    }
    if (inside.rfind("query:", 0) == 0) {
        f.name = "query:";
        f.key = inside.substr(6);
        return f;
    }
    f.name = inside;
    return f;
}

bool known(const Field &f)
{
    if (f.name == "query:")
        return !f.key.empty();
    for (const std::string_view name : kFields) {
        if (name == f.name)
            return true;
    }
    return false;
}

std::string spanText(const ParseResult &r, const OptSpan &span)
{
    return span ? std::string(r.text(*span)) : std::string();
}

// The value of the first query parameter whose decoded name is @p key.
std::string queryValue(const ParseResult &r, std::string_view key)
{
    for (const QueryParam &p : queryParams(r)) {
        if (percentDecode(r.text(p.key)) == key)
            return spanText(r, p.value);
    }
    return {};
}

std::string valueOf(const Field &f, const GetSource &s)
{
    const ParseResult &r = *s.split;
    if (f.name == "scheme")
        return spanText(r, r.scheme);
    if (f.name == "user")
        return spanText(r, r.user);
    if (f.name == "password")
        return spanText(r, r.password);
    if (f.name == "host")
        return spanText(r, r.host);
    if (f.name == "port")
        return spanText(r, r.port);
    if (f.name == "path")
        return std::string(r.text(r.path));
    if (f.name == "query")
        return spanText(r, r.query);
    if (f.name == "query:")
        return queryValue(r, f.key);
    if (f.name == "fragment")
        return spanText(r, r.fragment);
    if (f.name == "host_type")
        return r.hostType ? std::string(hostTypeName(*r.hostType)) : std::string();
    if (f.name == "target")
        return s.target.value_or(std::string());
    return s.analysis ? s.analysis(f.name) : std::string(); // verdict, registrable_domain
}

} // namespace

std::optional<std::string> checkFields(std::string_view tmpl,
                                       const std::function<bool(std::string_view field)> &known)
{
    for (std::size_t i = 0; i < tmpl.size(); ++i) {
        if (tmpl[i] != '{')
            continue;
        if (i + 1 < tmpl.size() && tmpl[i + 1] == '{') {
            ++i;
            continue;
        }
        const std::size_t close = tmpl.find('}', i);
        if (close == std::string_view::npos)
            return "--get: a \"{\" is not closed (write \"{{\" for a \"{\")";
        const std::string_view inside = tmpl.substr(i + 1, close - i - 1);
        if (!known(inside))
            return "--get: unknown field {" + std::string(inside) + "}";
        i = close;
    }
    return std::nullopt;
}

std::string fillFields(std::string_view tmpl,
                       const std::function<std::string(std::string_view field)> &value)
{
    std::string out;
    for (std::size_t i = 0; i < tmpl.size(); ++i) {
        if (tmpl[i] != '{') {
            out += tmpl[i];
            continue;
        }
        if (i + 1 < tmpl.size() && tmpl[i + 1] == '{') {
            out += '{';
            ++i;
            continue;
        }
        const std::size_t close = tmpl.find('}', i); // checkFields() found it
        out += escapeUnsafe(value(tmpl.substr(i + 1, close - i - 1)));
        i = close;
    }
    return out;
}

std::optional<std::string> checkTemplate(std::string_view tmpl, bool allowTarget)
{
    return checkFields(tmpl, [allowTarget](std::string_view inside) {
        const Field f = fieldOf(inside);
        return known(f) && (f.name != "target" || allowTarget);
    });
}

std::string getLine(std::string_view tmpl, std::string_view text, Spec spec,
                    std::optional<std::string> target, const security::Assessment *analysis)
{
    // the URL Standard's fields are those of its URL record: its href read
    // as RFC 3986 reads it (a browser's host is lower case, its path
    // resolved); a failure gives no field
    std::string href;
    if (spec == Spec::Whatwg) {
        const whatwg::ParseResult browser = whatwg::parse(text);
        if (browser.failure())
            return "\n";
        href = whatwg::serialize(*browser.url);
        text = href;
    }
    const ParseResult split = parse(text, spec == Spec::Whatwg ? Spec::Rfc3986 : spec);
    return getLine(tmpl, text, split, std::move(target), analysis);
}

std::string getLine(std::string_view tmpl, const Inspection &inspection)
{
    return getLine(tmpl, inspection.bytes(), inspection.syntax, std::nullopt,
                   inspection.security ? &*inspection.security : nullptr);
}

std::string getLine(std::string_view tmpl, std::string_view text, const ParseResult &split,
                    std::optional<std::string> target, const security::Assessment *analysis)
{
    std::optional<security::Assessment> own;
    GetSource source{text, &split, {}, std::move(target)};
    source.analysis = [&](std::string_view field) -> std::string {
        if (analysis == nullptr) {
            security::AnalyzeOptions options;
            options.versions = false;
            analysis = &own.emplace(security::analyze(text, options));
        }
        if (field == "verdict")
            return analysis->verdict ? std::string(security::riskName(*analysis->verdict))
                                     : std::string("none");
        return analysis->destination.registrableDomain.value_or(std::string());
    };
    return expandTemplate(tmpl, source) + "\n";
}

std::string expandTemplate(std::string_view tmpl, const GetSource &source)
{
    return fillFields(tmpl, [&source](std::string_view inside) {
        const Field f = fieldOf(inside);
        const std::string value = valueOf(f, source);
        return f.decoded ? percentDecode(value) : value;
    });
}

std::string getOptionHelp(std::string_view whose)
{
    return std::string(R"(  --get TEMPLATE one line per input, TEMPLATE with its fields filled in:
                 {scheme} {user} {password} {host} {port} {path} {query}
                 {query:NAME} {fragment} {host_type} {registrable_domain}
                 {verdict})")
           + std::string(whose) + R"(; {:field} percent-decoded;
                 an undefined component is empty; "{{" is "{"
)";
}

int runGetBatch(const ParsedArgs &args, std::string_view command, Jobs jobs, const GetWork &work)
{
    const std::string &tmpl = args.values.at("--get");
    if (const auto error = checkTemplate(tmpl, false))
        return usageError(*error, command);
    const bool flagged = runBatch(args.inputs, jobs, [&] {
        return [&](const std::string &text, std::size_t, std::string &out) {
            return work(tmpl, text, out);
        };
    });
    return flagged ? kExitFlagged : kExitOk;
}

} // namespace uri::cli
