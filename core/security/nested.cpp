// Redirects and nesting: R1..R4 (catalog §4.6 and §5.6). A URL nested in a
// parameter, in the path or inside a redirect wrapper is reported (R1..R3)
// and then analysed like the outer one (depth and size budget), its
// findings carrying its path (catalog §2.6).
#include "extract/detail/extract_internal.h"
#include "security/detail/registry.h"
#include "security/detail/security_context.h"
#include "security/detail/security_index.h"
#include "text/detail/text.h"

#include "uriinspector/charset.h"
#include "uriinspector/extract.h"
#include "uriinspector/utf8.h"

#include <algorithm>
#include <array>

namespace uri::security::detail {

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
    return asciiLower(text.substr(0, i));
}

// Does @p text read as a URL on its own: "scheme://...", a script or other
// dangerous scheme, or "//host"?
bool looksLikeUrl(std::string_view text, const SecurityData &data)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    // A scheme-relative reference (RFC 3986 §4.2) and the forms a browser
    // reads as one: "/\host", "\/host", "\\host", "///host", "/<tab>/host"
    // (URL Standard, special authority ignore slashes state)
    std::size_t slashes = 0;
    while (slashes < text.size()
           && (text[slashes] == '/' || text[slashes] == '\\'
               || (slashes == 1 && text[0] == '/' && (text[1] == '\t' || text[1] == '\n'))))
        ++slashes;
    if (slashes >= 2 && slashes < text.size()
        && (charset::is(text[slashes], charset::kAlpha)
            || charset::is(text[slashes], charset::kDigit)
            || static_cast<unsigned char>(text[slashes]) >= 0x80))
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

// The nested URL a parameter value carries, if any (R1, R2): @p raw as
// written, @p once form-decoded.
std::optional<Candidate> nestedUrlIn(std::string_view raw, const std::string &once,
                                     const SecurityData &data)
{
    if (looksLikeUrl(once, data)) {
        // encoded: only the decoding shows the URL's structure
        const bool encoded = !looksLikeUrl(raw, data);
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
std::optional<std::string> ownerOf(std::string_view url, const Context &ctx)
{
    const SecurityData &data = ctx.data;
    // a relative reference goes where it resolves against the outer URL
    const whatwg::ParseResult wv = whatwg::parse(url, ctx.wv.url ? &*ctx.wv.url : nullptr);
    if (!wv.url || !wv.url->host)
        return std::nullopt;
    const std::string host = whatwg::serializeHost(*wv.url->host);
    if (wv.url->host->kind != whatwg::HostKind::Domain)
        return host;
    if (!SecurityIndex::of(data).specialNameClass(data, host).empty())
        return host;
    const PslFacts f = pslFacts(host);
    return f.registrable ? f.registrable : std::optional<std::string>(host);
}

std::string childPath(const Context &ctx, const std::string &step)
{
    return ctx.path.empty() ? step : ctx.path + " -> " + step;
}

// Who owns the analysed text's host: its registrable domain, or the host.
std::optional<std::string_view> ownerOfHost(const HostFacts &h)
{
    if (h.registrable)
        return *h.registrable;
    return h.ascii.empty() ? std::nullopt : std::optional<std::string_view>(h.ascii);
}

// The parameters that may carry a nested URL: the query's, then the
// fragment's when it has any ("#u=..."), each with a value.
template <typename Visit>
void forEachValuedParam(Context &ctx, Visit visit)
{
    for (const Param &p : ctx.queryParams()) {
        if (p.value && !p.value->empty())
            visit(p, "query");
    }
    if (!ctx.rv.fragment || ctx.rv.fragment->in(ctx.text).find('=') == std::string_view::npos)
        return;
    for (const Param &p : ctx.fragmentParams()) {
        if (p.value && !p.value->empty())
            visit(p, "fragment");
    }
}

// Whether @p raw may hold a URL: a ":" (raw or "%3A"), a leading "/" or
// "\" (raw or "%2F", "%5C"), or base64 of one ("aHR0c", "Ly9"); nothing
// else needs decoding.
bool mayHoldUrl(std::string_view raw)
{
    return raw.find(':') != std::string_view::npos
           || uri::detail::findI(raw, "%3a") != std::string_view::npos
           || uri::detail::findI(raw, "%253a") != std::string_view::npos || raw.front() == '/'
           || raw.front() == '\\' || uri::detail::startsWithI(raw, "%2f")
           || uri::detail::startsWithI(raw, "%5c") || uri::detail::startsWithI(raw, "%252f")
           || uri::detail::startsWithI(raw, "%255c")
           || uri::detail::findI(raw, "ahr0c") != std::string_view::npos
           || uri::detail::findI(raw, "ly9") != std::string_view::npos;
}

// Whether a redirect wrapper may match the RFC 3986 host: unwrapParsed()
// tries a wrapper whose host the host is, or ends with after a "." (a "*."
// wrapper), case-insensitively. Most hosts are none of those, and then
// none of the wrappers need be tried.
bool mayBeWrapper(const Context &ctx)
{
    if (!ctx.rv.host)
        return false; // unwrapParsed() reads nothing either
    const std::string_view host = ctx.rv.host->in(ctx.text);
    const SecurityIndex &index = ctx.index;
    if (host.size() >= index.wrapperHostLength.size())
        return true;
    // the host from @p from on, if it is as long as some wrapper's host, in
    // lower case
    std::array<char, 256> buffer;
    const auto listed = [&](std::size_t from) {
        const std::size_t n = host.size() - from;
        if (!index.wrapperHostLength[n])
            return false;
        std::transform(host.begin() + static_cast<std::ptrdiff_t>(from), host.end(), buffer.begin(),
                       [](char c) { return uri::detail::asciiLower(c); });
        return index.wrapperHosts.find(std::string_view(buffer.data(), n))
               != index.wrapperHosts.end();
    };
    if (listed(0))
        return true;
    for (std::size_t dot = host.find('.'); dot != std::string_view::npos;
         dot = host.find('.', dot + 1)) {
        if (listed(dot + 1))
            return true;
    }
    return false;
}

// The redirect wrapper's target (Google, Facebook, Safe Links, Proofpoint, ...).
std::optional<NestedTarget> wrapperTarget(Context &ctx)
{
    if (!mayBeWrapper(ctx))
        return std::nullopt;
    const std::optional<UnwrapStep> step = uri::detail::unwrapParsed(ctx.rv, ctx.data);
    if (!step)
        return std::nullopt;
    std::optional<Span> valueSpan;
    if (!step->param.empty()) {
        for (const Param &p : ctx.queryParams()) {
            if (p.value && uri::detail::equalsI(p.key.in(ctx.text), step->param)) {
                valueSpan = p.value;
                break;
            }
        }
    }
    NestedTarget t;
    t.kind = NestedTarget::Kind::Wrapper;
    t.text = step->target;
    t.span = valueSpan.value_or(ctx.rv.path);
    t.identity = valueSpan && valueSpan->in(ctx.text) == step->target;
    t.path = childPath(ctx, "wrapper(" + step->wrapper + ")");
    t.inRedirectParam = true;
    // encoded: the URL's own structure was hidden ("https%3A%2F%2F",
    // base64), not merely some of its characters
    const std::string_view raw = valueSpan ? valueSpan->in(ctx.text) : std::string_view();
    t.encoded
        = step->encoding != "plain" || (leadingScheme(raw).empty() && raw.substr(0, 2) != "//");
    t.how = step->encoding;
    t.wrapper = step->wrapper;
    return t;
}

// The web archive (the archive lines of redirect_wrappers.txt) whose copy of
// the URL at @p target the link asks for: "web.archive.org/web/20050923031939/
// http://example.org/" is the Wayback Machine's copy of that page, as it was
// then. Between the archive's path and the URL, the time of the copy: digits
// (a prefix of YYYYMMDDhhmmss), with the Wayback Machine's replay modifier
// ("id_", "if_", ...) or "*" (every copy), archive.today's "newest", or
// nothing (the latest copy).
const RedirectWrapper *webArchiveOf(const Context &ctx, Span target)
{
    const HostFacts &h = ctx.host;
    if (ctx.data.webArchives.empty() || !h.canonical
        || h.canonical->kind != whatwg::HostKind::Domain)
        return nullptr;
    const std::string_view before
        = std::string_view(ctx.text).substr(ctx.rv.path.offset, target.offset - ctx.rv.path.offset);
    for (const RedirectWrapper &a : ctx.data.webArchives) {
        if (!a.matchesHost(h.canonical->name) || !startsWithI(before, a.path))
            continue;
        std::string_view time = before.substr(a.path.size());
        if (time.empty())
            return &a; // no time: the latest copy
        if (time.back() != '/')
            continue;
        time.remove_suffix(1);
        if (time == "*" || time == "newest" || time == "oldest")
            return &a;
        const std::size_t digits = std::min(time.find_first_not_of("0123456789"), time.size());
        const std::string_view modifier = time.substr(digits);
        const bool replay
            = modifier.empty() || modifier == "*"
              || (modifier.size() == 3 && modifier[2] == '_'
                  && uri::detail::isAsciiAlpha(static_cast<unsigned char>(modifier[0]))
                  && uri::detail::isAsciiAlpha(static_cast<unsigned char>(modifier[1])));
        if (digits >= 4 && digits <= 14 && replay)
            return &a;
    }
    return nullptr;
}

// The URL in the path ("/https://paypal.com/login", AMP "/amp/s/host/").
std::optional<NestedTarget> pathTarget(const Context &ctx)
{
    if (!ctx.rv.authority)
        return std::nullopt;
    const Span pathSpan = ctx.rv.path;
    const std::string_view path = pathSpan.in(ctx.text);
    std::size_t at = std::string_view::npos;
    bool amp = false;
    // from one "/" to the next (memchr)
    for (std::size_t i = path.find('/'); i != std::string_view::npos; i = path.find('/', i + 1)) {
        const std::string_view rest = path.substr(i + 1);
        const char first = rest.empty() ? '\0' : uri::detail::asciiLower(rest.front());
        if (first != 'h' && first != 'a')
            continue;
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
    if (at == std::string_view::npos)
        return std::nullopt;
    std::size_t end = ctx.rv.fragment ? ctx.rv.fragment->offset - 1 : ctx.text.size();
    if (ctx.rv.query && !amp)
        end = ctx.rv.query->end();
    NestedTarget t;
    t.kind = NestedTarget::Kind::Path;
    t.span = {pathSpan.offset + at, end - (pathSpan.offset + at)};
    t.text = std::string(t.span.in(ctx.text));
    t.identity = true;
    if (amp) {
        t.text = "https://" + t.text;
        t.identity = false;
    } else if (uri::detail::hasPctTriplet(t.text.substr(0, 12))) {
        t.text = pctDecode(t.text);
        t.identity = false;
    }
    t.path = childPath(ctx, "path");
    return t;
}

// An OAuth 2.0 authorization request (RFC 6749 §4.1.1, §4.2.1): a
// "client_id" beside a "response_type", or on an ".../authorize" path.
// Its "redirect_uri" is the client's own callback, normally on another
// site than the authorization server's.
struct OAuthRequest
{
    bool is = false;
    /// The wording of what makes the server answer with an error at once,
    /// which it sends to redirect_uri without any sign-in (RFC 6749
    /// §4.1.2.1; RFC 9700 §4.11.2, the authorization server as an open
    /// redirector): kR1OAuth when nothing does.
    const Message *wording = &msg::kR1OAuth;
    std::string responseType; ///< for kR1OAuthResponseType
};

OAuthRequest oauthRequest(Context &ctx)
{
    OAuthRequest r;
    const Param *clientId = nullptr;
    const Param *responseType = nullptr;
    const Param *scope = nullptr;
    const Param *prompt = nullptr;
    for (const Param &p : ctx.queryParams()) {
        if (p.name == "client_id")
            clientId = &p;
        else if (p.name == "response_type")
            responseType = &p;
        else if (p.name == "scope")
            scope = &p;
        else if (p.name == "prompt")
            prompt = &p;
    }
    if (clientId == nullptr)
        return r;
    const std::string path = asciiLower(ctx.rv.path.in(ctx.text));
    r.is = responseType != nullptr || path.find("authorize") != std::string::npos;
    if (!r.is)
        return r;
    if (prompt != nullptr && ctx.valueOf(*prompt) == "none")
        r.wording = &msg::kR1OAuthPromptNone;
    else if (scope != nullptr && ctx.valueOf(*scope).empty())
        r.wording = &msg::kR1OAuthEmptyScope;
    else if (responseType != nullptr) {
        // RFC 6749 §3.1.1 and OpenID Connect: "code", "token", "id_token", "none"
        std::string v = ctx.valueOf(*responseType);
        bool known = !v.empty();
        for (std::size_t at = 0; known && at < v.size();) {
            const std::size_t end = std::min(v.find(' ', at), v.size());
            const std::string_view word = std::string_view(v).substr(at, end - at);
            known = word == "code" || word == "token" || word == "id_token" || word == "none";
            at = end + 1;
        }
        if (!known) {
            r.wording = &msg::kR1OAuthResponseType;
            r.responseType = escapeForDisplay(v);
        }
    }
    return r;
}

// R1 and R2: a nested URL that leads to another site, @p check telling
// whether its structure was hidden.
void reportNested(Context &ctx, Check check)
{
    for (const NestedTarget &t : nestedTargets(ctx).targets) {
        if (t.kind == NestedTarget::Kind::Path || !t.differs || (check == Check::R2) != t.encoded)
            continue;
        if (t.kind == NestedTarget::Kind::Wrapper) {
            ctx.add(
                check, Risk::Medium, t.span, msg::kR1Wrapper,
                {{"wrapper", t.wrapper}, {"encoding", t.how}, {"target", escapeForDisplay(t.text)}},
                {{"target", t.text}, {"wrapper", t.wrapper}, {"encoding", t.how}, {"path", t.path}},
                View::Decoded);
            continue;
        }
        const std::string &key = t.param->name;
        if (key == "redirect_uri" || key == "post_logout_redirect_uri") {
            const OAuthRequest oauth = oauthRequest(ctx);
            if (oauth.is) {
                const bool abused = oauth.wording != &msg::kR1OAuth;
                Details arguments{{"target", escapeForDisplay(t.text)}};
                if (!oauth.responseType.empty())
                    arguments.emplace_back("response_type", oauth.responseType);
                ctx.add(check, abused ? Risk::High : Risk::Low, t.span, *oauth.wording,
                        std::move(arguments),
                        {{"parameter", key},
                         {"target", t.text},
                         {"encoding", t.how},
                         {"path", t.path},
                         {"oauth", std::string(oauth.wording->id)}},
                        View::Decoded);
                continue;
            }
        }
        Details arguments{{"parameter", key}, {"target", escapeForDisplay(t.text)}};
        if (t.encoded)
            arguments.emplace_back("encoding", t.how);
        ctx.add(check, Risk::Medium, t.span, t.encoded ? msg::kR2Encoded : msg::kR1Nested,
                std::move(arguments),
                {{"parameter", key}, {"target", t.text}, {"encoding", t.how}, {"path", t.path}},
                View::Decoded);
    }
}

// Analyse @p text as a URL nested at @p path; its findings go to @p
// parent's analysis.
void analyzeNested(Context &parent, const NestedTarget &t)
{
    const std::string_view text = t.text;
    const Span span = t.span;
    Assessment &out = parent.out;
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
    child.identity = t.identity && parent.identity;
    child.base = mapped.offset;
    child.whole = mapped;
    child.path = t.path;
    child.depth = parent.depth + 1;
    child.inRedirectParam = t.inRedirectParam;
    child.staysOnSite = !t.differs;
    child.budget = parent.budget;
    child.firstFinding = out.findings.size();

    NestedUrl nested;
    nested.path = t.path;
    nested.url = owned;
    nested.span = mapped;
    nested.depth = child.depth;
    const std::size_t index = out.nested.size();
    out.nested.push_back(nested);

    runChecks(child);
    if (const std::optional<std::string_view> owner = ownerOfHost(child.host))
        out.nested[index].registrableDomain = std::string(*owner);
}

} // namespace

const NestedTargets &nestedTargets(Context &ctx)
{
    if (ctx.shared.nested)
        return *ctx.shared.nested;
    NestedTargets &r = ctx.shared.nested.emplace();
    const std::optional<std::string_view> outer = ownerOfHost(ctx.host);
    const auto differs = [&](const std::string &url) {
        const std::optional<std::string> inner = ownerOf(url, ctx);
        return !inner || !outer || *inner != *outer;
    };
    if (std::optional<NestedTarget> t = wrapperTarget(ctx)) {
        // a wrapper's target is the one nested URL
        r.wrapped = true;
        t->differs = differs(t->text);
        r.targets.push_back(std::move(*t));
        return r;
    }
    forEachValuedParam(ctx, [&](const Param &p, std::string_view component) {
        const std::string_view raw = p.value->in(ctx.text);
        if (!mayHoldUrl(raw))
            return;
        std::optional<Candidate> c = nestedUrlIn(raw, ctx.valueOf(p), ctx.data);
        if (!c)
            return;
        NestedTarget t;
        t.kind = NestedTarget::Kind::Param;
        t.identity = c->text == raw;
        t.text = std::move(c->text);
        t.span = *p.value;
        t.path = childPath(ctx, std::string(component) + "." + p.name);
        t.inRedirectParam = ctx.data.redirectParams.count(p.name) > 0;
        t.differs = differs(t.text);
        t.encoded = c->encoded;
        t.how = std::move(c->how);
        t.param = &p;
        r.targets.push_back(std::move(t));
    });
    if (std::optional<NestedTarget> t = pathTarget(ctx))
        r.targets.push_back(std::move(*t));
    return r;
}

void analyzeNestedUrls(Context &ctx)
{
    for (const NestedTarget &t : nestedTargets(ctx).targets)
        analyzeNested(ctx, t);
}

// docs/security-checks.md §4.6 R1; CWE-601. A URL nested in a parameter or
// unwrapped from a redirect wrapper, written plainly, that leads to another
// registrable domain than the outer one.
void nestedUrl(Context &ctx)
{
    reportNested(ctx, Check::R1);
}

// docs/security-checks.md §4.6 R2; CWE-601. The same as R1 for a nested URL
// whose structure is hidden: percent-encoded once or twice, or base64.
void encodedNestedUrl(Context &ctx)
{
    reportNested(ctx, Check::R2);
}

// docs/security-checks.md §4.6 R3; CWE-601. A URL embedded in the path
// ("/https://paypal.com/login", AMP "/amp/s/host/").
void urlInPath(Context &ctx)
{
    for (const NestedTarget &t : nestedTargets(ctx).targets) {
        if (t.kind != NestedTarget::Kind::Path)
            continue;
        if (const RedirectWrapper *archive = webArchiveOf(ctx, t.span)) {
            ctx.add(Check::R3, Risk::Info, t.span, msg::kR3ArchivedCopy,
                    {{"target", escapeForDisplay(t.text)}, {"archive", archive->host}},
                    {{"target", t.text}, {"path", t.path}, {"archive", archive->host}},
                    View::Decoded);
            continue;
        }
        ctx.add(Check::R3, Risk::Medium, t.span, msg::kR3PathUrl,
                {{"target", escapeForDisplay(t.text)}}, {{"target", t.text}, {"path", t.path}},
                View::Decoded);
    }
}

// docs/security-checks.md §4.6 R4; URL Standard (relative resolution). A
// redirect parameter whose value, decoded once or twice, starts "//", "/\",
// "\\" or "/<tab>/" (another host), or "http:host" without slashes.
void openRedirectPayload(Context &ctx)
{
    if (nestedTargets(ctx).wrapped)
        return; // the wrapper's parameters are its own
    forEachValuedParam(ctx, [&](const Param &p, std::string_view) {
        if (ctx.data.redirectParams.count(p.name) == 0)
            return;
        const std::string &once = ctx.valueOf(p);
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
        // "//example.com/home" on example.com stays on the site
        const auto leaves = [&](const std::string &target) {
            const std::optional<std::string> inner = ownerOf(target, ctx);
            const std::optional<std::string_view> outer = ownerOfHost(ctx.host);
            return !inner || !outer || *inner != *outer;
        };
        const Message *wording = nullptr;
        Details arguments{{"parameter", p.name}};
        Risk risk = Risk::High;
        if (redirectShape(once)) {
            if (!leaves(once))
                return;
            wording = &msg::kR4Payload;
            arguments.emplace_back("start", escapeForDisplay(once.substr(0, 3)));
        } else {
            const std::string twice = pctDecode(once, true);
            if (twice != once && redirectShape(twice) && leaves(twice)) {
                wording = &msg::kR4DecodedTwice;
                arguments.emplace_back("start", escapeForDisplay(twice.substr(0, 3)));
            }
        }
        if (wording == nullptr) {
            // "http:evil.example": another host only when the base's scheme differs
            const std::string scheme = leadingScheme(once);
            if ((scheme == "http" || scheme == "https") && once.size() > scheme.size() + 1
                && once[scheme.size() + 1] != '/' && once[scheme.size() + 1] != '\\') {
                wording = &msg::kR4NoSlashes;
                arguments.emplace_back("scheme", scheme);
                risk = Risk::Medium;
            }
        }
        if (wording == nullptr)
            return;
        ctx.add(Check::R4, risk, *p.value, *wording, std::move(arguments),
                {{"parameter", p.name}, {"decoded", escapeForDisplay(once)}}, View::Decoded);
    });
}

} // namespace uri::security::detail
