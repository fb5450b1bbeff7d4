// Redirects and nesting: R1..R4 (catalog §4.6 and §5.6). A URL nested in a
// parameter, in the path or inside a redirect wrapper is analysed like the
// outer one (depth and size budget), its findings carrying its path.
#include "extract/detail/extract_internal.h"
#include "security/detail/security_context.h"
#include "text/detail/text.h"

#include "uriinspector/charset.h"
#include "uriinspector/extract.h"
#include "uriinspector/utf8.h"

#include <algorithm>

namespace uri::security::detail {

using uri::detail::base64Decode;
using uri::detail::lowerAscii;
using uri::detail::pctDecode;
using uri::detail::startsWithI;

namespace {

// "scheme:" at the start of @p text, lower case, or "".
std::string leadingScheme(std::string_view text)
{
    if (text.empty() || !charset::is(text[0], charset::kAlpha))
        return {};
    std::size_t i = 1;
    while (i < text.size() && charset::is(text[i], charset::kScheme))
        ++i;
    if (i >= text.size() || text[i] != ':')
        return {};
    return lowerAscii(text.substr(0, i));
}

// Does @p text read as a URL on its own: "scheme://...", a script or other
// dangerous scheme, or "//host"?
bool looksLikeUrl(std::string_view text, const SecurityData &data)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    if (text.size() > 2 && text[0] == '/' && text[1] == '/'
        && charset::is(text[2], charset::kAlpha))
        return true;
    if (text.size() > 2 && text[0] == '/' && text[1] == '/'
        && (charset::is(text[2], charset::kDigit) || static_cast<unsigned char>(text[2]) >= 0x80))
        return true;
    const std::string scheme = leadingScheme(text);
    if (scheme.empty())
        return false;
    const std::string_view rest = text.substr(scheme.size() + 1);
    if (rest.substr(0, 2) == "//" || rest.substr(0, 2) == "\\\\" || rest.substr(0, 2) == "/\\")
        return rest.size() > 2;
    const std::uint16_t cls = data.schemeClass(scheme);
    return (cls & (SchemeScript | SchemeOsHandler | SchemeOsHandlerCritical)) != 0
           || scheme == "data";
}

struct Candidate
{
    std::string text;
    bool encoded = false; ///< percent-decoding (beyond form decoding) or base64 was needed
    std::string how;      ///< "plain", "percent-encoded", "double percent-encoded", "base64"
};

// The nested URL a parameter value carries, if any (R1, R2).
std::optional<Candidate> nestedUrlIn(std::string_view raw, const SecurityData &data)
{
    const std::string once = pctDecode(raw, true);
    if (looksLikeUrl(once, data)) {
        const bool encoded = leadingScheme(raw).empty() && raw.substr(0, 2) != "//";
        return Candidate{once, encoded, encoded ? "percent-encoded" : "plain"};
    }
    const std::string twice = pctDecode(once, true);
    if (twice != once && looksLikeUrl(twice, data))
        return Candidate{twice, true, "double percent-encoded"};
    // base64 / base64url, possibly after a short prefix ("a1" for Bing)
    for (std::size_t skip = 0; skip <= 4 && skip < once.size(); ++skip) {
        const std::string_view tail = std::string_view(once).substr(skip);
        if (!startsWithI(tail, "aHR0c") && !startsWithI(tail, "Ly9"))
            continue;
        const std::optional<std::string> decoded = base64Decode(tail);
        if (decoded && looksLikeUrl(*decoded, data))
            return Candidate{*decoded, true, "base64"};
    }
    return std::nullopt;
}

// The registrable domain (or the host) a URL goes to, for "does it leave
// the outer site?".
std::optional<std::string> ownerOf(std::string_view url, const SecurityData &data)
{
    const whatwg::ParseResult wv = whatwg::parse(url);
    if (!wv.url || !wv.url->host)
        return std::nullopt;
    const std::string host = whatwg::serializeHost(*wv.url->host);
    if (wv.url->host->kind != whatwg::HostKind::Domain)
        return host;
    if (!data.specialNameClass(host).empty())
        return host;
    const PslFacts f = pslFacts(host);
    return f.registrable ? f.registrable : std::optional<std::string>(host);
}

std::string childPath(const Context &ctx, const std::string &step)
{
    return ctx.path.empty() ? step : ctx.path + " -> " + step;
}

struct Param
{
    Span whole;
    Span key;
    OptSpan value;
    std::string component; ///< "query" or "fragment"
};

std::vector<Param> paramsIn(std::string_view text, const OptSpan &span,
                            const std::string &component)
{
    std::vector<Param> out;
    if (!span || span->empty())
        return out;
    const std::string_view s = span->in(text);
    std::size_t start = 0;
    for (std::size_t i = 0; i <= s.size(); ++i) {
        if (i < s.size() && s[i] != '&' && s[i] != ';')
            continue;
        if (i > start) {
            const std::string_view item = s.substr(start, i - start);
            const std::size_t eq = item.find('=');
            Param p;
            p.whole = {span->offset + start, item.size()};
            p.key = {span->offset + start, std::min(eq, item.size())};
            if (eq != std::string_view::npos)
                p.value = Span{span->offset + start + eq + 1, item.size() - eq - 1};
            p.component = component;
            out.push_back(p);
        }
        start = i + 1;
    }
    return out;
}

// R4: open-redirect payload shapes in a redirect parameter.
void checkR4(Context &ctx, const Param &p, const std::string &key)
{
    const std::string_view raw = p.value->in(ctx.text);
    const std::string once = pctDecode(raw, true);
    const auto redirectShape = [](std::string_view v) {
        if (v.size() < 2)
            return false;
        const bool a = v[0] == '/' || v[0] == '\\';
        const bool b = v[1] == '/' || v[1] == '\\';
        if (a && b)
            return true;
        return v.size() >= 3 && v[0] == '/' && (v[1] == '\t' || v[1] == '\n' || v[1] == '\r')
               && v[2] == '/';
    };
    std::string why;
    Risk risk = Risk::High;
    if (redirectShape(once)) {
        why = "\"" + escapeForDisplay(once.substr(0, 3)) + "\" makes the target another host";
    } else {
        const std::string twice = pctDecode(once, true);
        if (twice != once && redirectShape(twice))
            why = "decoded twice it starts \"" + escapeForDisplay(twice.substr(0, 3))
                  + "\": another host for applications that decode twice";
    }
    if (why.empty()) {
        // "http:evil.example": another host only when the base's scheme differs
        const std::string scheme = leadingScheme(once);
        if ((scheme == "http" || scheme == "https") && once.size() > scheme.size() + 1
            && once[scheme.size() + 1] != '/' && once[scheme.size() + 1] != '\\') {
            why = "\"" + scheme
                  + ":host\" without slashes goes to another host from a page of the other scheme";
            risk = Risk::Medium;
        }
    }
    if (why.empty())
        return;
    ctx.add(Check::R4, risk, *p.value,
            "Open-redirect payload in the parameter \"" + key + "\": " + why,
            {{"parameter", key}, {"decoded", escapeForDisplay(once)}}, View::Decoded);
}

} // namespace

void analyzeNested(Context &parent, std::string_view text, Span span, bool identity,
                   const std::string &path, bool inRedirectParam)
{
    Analysis &out = parent.out;
    if (parent.depth + 1 > parent.options.maxDepth || parent.budget == nullptr
        || *parent.budget < text.size() || out.nested.size() >= kMaxNested) {
        out.truncated = true;
        return;
    }
    *parent.budget -= text.size();
    const std::string owned(text);
    const uri::ParseResult rv = uri::parse(owned);
    const whatwg::ParseResult wv = whatwg::parse(owned);
    Context child(owned, rv, wv, parent.data, parent.options, out);
    const Span mapped = parent.map(span);
    child.identity = identity && parent.identity;
    child.base = mapped.offset;
    child.whole = mapped;
    child.path = path;
    child.depth = parent.depth + 1;
    child.inRedirectParam = inRedirectParam;
    child.budget = parent.budget;
    child.firstFinding = out.findings.size();

    NestedUrl nested;
    nested.path = path;
    nested.url = owned;
    nested.span = mapped;
    nested.depth = child.depth;
    const std::size_t index = out.nested.size();
    out.nested.push_back(nested);

    runChecks(child);
    out.nested[index].registrableDomain
        = child.host.registrable
              ? child.host.registrable
              : (child.host.ascii.empty() ? std::nullopt : std::optional(child.host.ascii));
}

void checkNested(Context &ctx)
{
    const std::optional<std::string> outer
        = ctx.host.registrable
              ? ctx.host.registrable
              : (ctx.host.ascii.empty() ? std::nullopt : std::optional(ctx.host.ascii));
    const auto differs = [&](const std::string &url) {
        const std::optional<std::string> inner = ownerOf(url, ctx.data);
        return !inner || !outer || *inner != *outer;
    };

    // Redirect wrappers (Google, Facebook, Safe Links, Proofpoint, ...).
    if (const std::optional<UnwrapStep> step = uri::detail::unwrapParsed(ctx.rv, ctx.data)) {
        std::optional<Span> valueSpan;
        if (!step->param.empty()) {
            for (const Param &p : paramsIn(ctx.text, ctx.rv.query, "query")) {
                if (p.value && uri::detail::equalsI(p.key.in(ctx.text), step->param)) {
                    valueSpan = p.value;
                    break;
                }
            }
        }
        const Span span = valueSpan.value_or(ctx.rv.path);
        const bool identity = valueSpan && valueSpan->in(ctx.text) == step->target;
        const std::string path = childPath(ctx, "wrapper(" + step->wrapper + ")");
        if (differs(step->target)) {
            // encoded: the URL's own structure was hidden ("https%3A%2F%2F",
            // base64), not merely some of its characters
            const std::string_view raw = valueSpan ? valueSpan->in(ctx.text) : std::string_view();
            const bool encoded = step->encoding != "plain"
                                 || (leadingScheme(raw).empty() && raw.substr(0, 2) != "//");
            ctx.add(encoded ? Check::R2 : Check::R1, Risk::Medium, span,
                    "Redirect wrapper " + step->wrapper + " (" + step->encoding + ") leads to \""
                        + escapeForDisplay(step->target) + "\"",
                    {{"target", step->target},
                     {"wrapper", step->wrapper},
                     {"encoding", step->encoding},
                     {"path", path}},
                    View::Decoded);
        }
        analyzeNested(ctx, step->target, span, identity, path, true);
        return;
    }

    // Parameters in the query, and in a fragment that has parameters.
    std::vector<Param> params = paramsIn(ctx.text, ctx.rv.query, "query");
    if (ctx.rv.fragment && ctx.rv.fragment->in(ctx.text).find('=') != std::string_view::npos) {
        const std::vector<Param> f = paramsIn(ctx.text, ctx.rv.fragment, "fragment");
        params.insert(params.end(), f.begin(), f.end());
    }
    for (const Param &p : params) {
        if (!p.value || p.value->empty())
            continue;
        const std::string key = lowerAscii(pctDecode(p.key.in(ctx.text), true));
        const bool redirectName = ctx.data.redirectParams.count(key) > 0;
        if (redirectName)
            checkR4(ctx, p, key);
        const std::string_view raw = p.value->in(ctx.text);
        // A URL has a ":" (raw or "%3A"), or starts with "/" or "\" (raw or
        // "%2F", "%5C"), or is base64 of one ("aHR0c", "Ly9"); nothing else
        // needs decoding.
        const bool maybeUrl = raw.find(':') != std::string_view::npos
                              || uri::detail::findI(raw, "%3a") != std::string_view::npos
                              || raw.front() == '/' || raw.front() == '\\'
                              || uri::detail::startsWithI(raw, "%2f")
                              || uri::detail::startsWithI(raw, "%5c")
                              || uri::detail::findI(raw, "ahr0c") != std::string_view::npos
                              || uri::detail::findI(raw, "ly9") != std::string_view::npos;
        if (!maybeUrl)
            continue;
        const std::optional<Candidate> c = nestedUrlIn(raw, ctx.data);
        if (!c)
            continue;
        const std::string path = childPath(ctx, p.component + "." + key);
        if (differs(c->text)) {
            ctx.add(c->encoded ? Check::R2 : Check::R1, Risk::Medium, *p.value,
                    std::string(c->encoded ? "Encoded nested URL (" + c->how + ")"
                                           : std::string("Nested URL"))
                        + " in the parameter \"" + key + "\" leads to another site: \""
                        + escapeForDisplay(c->text) + "\"",
                    {{"parameter", key}, {"target", c->text}, {"encoding", c->how}, {"path", path}},
                    View::Decoded);
        }
        analyzeNested(ctx, c->text, *p.value, c->text == raw, path, redirectName);
    }

    // R3: a URL in the path ("/https://paypal.com/login", AMP "/amp/s/host/").
    if (ctx.rv.authority) {
        const Span pathSpan = ctx.rv.path;
        const std::string_view path = pathSpan.in(ctx.text);
        std::size_t at = std::string_view::npos;
        bool amp = false;
        for (std::size_t i = 0; i < path.size(); ++i) {
            if (path[i] != '/')
                continue;
            const std::string_view rest = path.substr(i + 1);
            if (startsWithI(rest, "http:/") || startsWithI(rest, "https:/")
                || startsWithI(rest, "http%3a") || startsWithI(rest, "https%3a")
                || startsWithI(rest, "http:\\") || startsWithI(rest, "https:\\")) {
                at = i + 1;
                break;
            }
            if (startsWithI(rest, "amp/s/") && rest.size() > 6) {
                at = i + 7;
                amp = true;
                break;
            }
        }
        if (at != std::string_view::npos) {
            std::size_t end = ctx.rv.fragment ? ctx.rv.fragment->offset - 1 : ctx.text.size();
            if (ctx.rv.query && !amp)
                end = ctx.rv.query->end();
            const Span span{pathSpan.offset + at, end - (pathSpan.offset + at)};
            std::string inner(span.in(ctx.text));
            bool identity = true;
            if (amp) {
                inner = "https://" + inner;
                identity = false;
            } else if (uri::detail::hasPctTriplet(inner.substr(0, 12))) {
                inner = pctDecode(inner);
                identity = false;
            }
            const std::string nestedPath = childPath(ctx, "path");
            ctx.add(Check::R3, Risk::Medium, span,
                    "The path holds another URL (\"" + escapeForDisplay(inner)
                        + "\"): a redirector or a deceptive path",
                    {{"target", inner}, {"path", nestedPath}}, View::Decoded);
            analyzeNested(ctx, inner, span, identity, nestedPath, false);
        }
    }
}

} // namespace uri::security::detail
