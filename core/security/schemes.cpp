// Schemes (S1..S6, catalog §4.7) and length and shape (L1..L3, §4.8).
#include "security/detail/security_context.h"
#include "text/detail/text.h"

#include "uriinspector/charset.h"
#include "uriinspector/utf8.h"

#include <algorithm>
#include <map>

namespace uri::security::detail {

using uri::detail::base64Decode;
using uri::detail::findI;
using uri::detail::lowerAscii;
using uri::detail::pctDecode;

namespace {

constexpr std::size_t kPayloadShown = 200;

std::string shownPayload(const std::string &payload)
{
    std::string shown = escapeForDisplay(payload.substr(0, kPayloadShown));
    if (payload.size() > kPayloadShown)
        shown += "...";
    return shown;
}

OptSpan schemeSpan(const Context &ctx)
{
    return ctx.wv.spans.scheme ? ctx.wv.spans.scheme : ctx.rv.scheme;
}

// What follows "scheme:" in the text.
std::string_view restAfterScheme(const Context &ctx)
{
    const OptSpan s = schemeSpan(ctx);
    if (!s)
        return {};
    return ctx.text.substr(std::min(s->end() + 1, ctx.text.size()));
}

// data: URL (RFC 2397): its media type and payload.
void checkData(Context &ctx, Span scheme)
{
    std::string rest;
    for (const char c : restAfterScheme(ctx)) {
        if (c != '\t' && c != '\n' && c != '\r')
            rest += c;
    }
    const std::size_t comma = rest.find(',');
    const std::string header = comma == std::string::npos ? rest : rest.substr(0, comma);
    const std::string body = comma == std::string::npos ? std::string() : rest.substr(comma + 1);
    std::string type = lowerAscii(pctDecode(header.substr(0, header.find(';'))));
    type.erase(std::remove(type.begin(), type.end(), ' '), type.end());
    const bool base64 = findI(header, ";base64") != std::string::npos;
    std::string payload = pctDecode(body);
    if (base64) {
        std::string compact;
        for (const char c : payload) {
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
                compact += c;
        }
        payload = base64Decode(compact).value_or(payload);
    }
    const Span span{scheme.offset,
                    std::min(ctx.text.size(), scheme.end() + 1 + header.size()) - scheme.offset};
    if (ctx.data.dataScriptTypes.count(type) > 0) {
        ctx.add(Check::S1, Risk::Critical, span,
                "data: URL of type " + type + ", which can run script in the page that opens it",
                {{"media_type", type}, {"payload", shownPayload(payload)}}, View::Whatwg);
        return;
    }
    // Deviation: the catalog's S2 row says Low, its §3 scale Info; we follow §3.
    ctx.add(Check::S2, Risk::Info, span,
            "data: URL of type " + (type.empty() ? std::string("text/plain") : type) + " ("
                + std::to_string(payload.size()) + " bytes): the content is in the link itself",
            {{"media_type", type.empty() ? "text/plain" : type},
             {"bytes", std::to_string(payload.size())}},
            View::Whatwg);
}

} // namespace

void checkSchemes(Context &ctx)
{
    const std::string_view t = ctx.text;

    // S4: "${jndi:" anywhere (CVE-2021-44228), whatever the scheme.
    if (const std::size_t at
        = t.find("${") == std::string_view::npos ? std::string_view::npos : findI(t, "${jndi:");
        at != std::string_view::npos) {
        ctx.add(Check::S4, Risk::High, {at, 7},
                "\"${jndi:\" lookup string: log4j-style JNDI injection (CVE-2021-44228)", {},
                View::Raw);
    }
    // S3: a UNC path "\\host\share" (Windows opens it over SMB).
    const std::string_view kept = ctx.wv.kept.in(t);
    if (!ctx.rv.scheme && kept.size() > 2 && kept[0] == '\\' && kept[1] == '\\' && kept[2] != '\\'
        && kept[2] != '?' && kept[2] != '.') {
        ctx.add(Check::S3, Risk::High, ctx.wv.kept,
                "UNC path: Windows opens it over SMB and sends the user's NTLM credentials", {},
                View::Raw);
        return;
    }
    const OptSpan span = schemeSpan(ctx);
    if (!span || ctx.scheme.empty())
        return;
    const Span s = *span;
    const std::uint16_t cls = ctx.data.schemeClass(ctx.scheme);

    // S1: script-capable schemes, after the browser's clean-up (P3) and case folding.
    if ((cls & SchemeScript) != 0) {
        std::string payload;
        for (const char c : restAfterScheme(ctx)) {
            if (c != '\t' && c != '\n' && c != '\r')
                payload += c;
        }
        payload = pctDecode(payload);
        ctx.add(Check::S1, Risk::Critical, s,
                "\"" + ctx.scheme + ":\" runs its text as script in the page that opens the link",
                {{"scheme", ctx.scheme}, {"payload", shownPayload(payload)}}, View::Whatwg);
    } else if (ctx.scheme == "data") {
        checkData(ctx, s);
    }
    // S3: local files and OS handlers.
    if ((cls & SchemeOsHandlerCritical) != 0) {
        ctx.add(Check::S3, Risk::Critical, s,
                "\"" + ctx.scheme
                    + ":\" starts an operating-system handler that runs code "
                      "(ms-msdt: Follina, CVE-2022-30190)",
                {{"scheme", ctx.scheme}}, View::Whatwg);
    } else if (ctx.scheme == "file") {
        const bool remote = ctx.host.present && !ctx.host.raw.empty()
                            && !uri::detail::equalsI(ctx.host.raw, "localhost");
        ctx.add(Check::S3, Risk::High, s,
                remote ? "file: URL with the remote host \"" + ctx.host.raw
                             + "\": Windows fetches it over SMB and leaks NTLM credentials"
                       : std::string("file: URL: it opens a local file"),
                {{"scheme", "file"}, {"host", remote ? ctx.host.raw : std::string()}},
                View::Whatwg);
    } else if ((cls & SchemeOsHandler) != 0) {
        ctx.add(Check::S3, Risk::High, s,
                "\"" + ctx.scheme
                    + ":\" hands the link to a local application or browser internals",
                {{"scheme", ctx.scheme}}, View::Whatwg);
    }
    // S4: SSRF gadgets.
    if ((cls & SchemeSsrf) != 0) {
        ctx.add(Check::S4, Risk::High, s,
                "\"" + ctx.scheme
                    + ":\" can speak to other services (an SSRF gadget: it carries "
                      "raw protocol commands)",
                {{"scheme", ctx.scheme}}, View::Whatwg);
    }
    // S5: unknown, or oddly written.
    const std::string_view written = s.in(t);
    const bool oddCase = written != ctx.scheme;
    const bool leading = ctx.wv.kept.offset > 0;
    const bool validScheme = uri::charset::is(ctx.scheme[0], uri::charset::kAlpha)
                             && std::all_of(ctx.scheme.begin(), ctx.scheme.end(), [](char c) {
                                    return uri::charset::is(c, uri::charset::kScheme);
                                });
    if (!validScheme) {
        // no scheme at all ("${jndi:..."): nothing to say about it here
    } else if (cls == 0) {
        ctx.add(Check::S5, Risk::Low, s,
                "\"" + ctx.scheme + ":\" is not in the IANA URI scheme registry",
                {{"scheme", ctx.scheme}}, View::Rfc3986);
    } else if (oddCase || leading) {
        ctx.add(Check::S5, Risk::Info, s,
                "The scheme is written \"" + escapeForDisplay(written) + "\""
                    + (leading ? " after blanks" : "") + "; a browser reads \"" + ctx.scheme + "\"",
                {{"scheme", ctx.scheme}, {"written", escapeForDisplay(written)}}, View::Whatwg);
    }
    // S6: cleartext, or a mismatched transport.
    // 0 when no port is written: never 80 or 443 (and no optional for GCC
    // 12's -Wmaybe-uninitialized to misread at -O2)
    const std::uint16_t explicitPort = ctx.wv.url ? ctx.wv.url->port.value_or(0) : 0;
    if (ctx.scheme == "https" && explicitPort == 80) {
        ctx.add(Check::S6, Risk::Low, ctx.wv.spans.port.value_or(s),
                "https on port 80, the port of cleartext http", {{"port", "80"}}, View::Whatwg);
    } else if (ctx.scheme == "http" && explicitPort == 443) {
        ctx.add(Check::S6, Risk::Low, ctx.wv.spans.port.value_or(s),
                "http on port 443, the port of https", {{"port", "443"}}, View::Whatwg);
    } else if ((cls & SchemeCleartext) != 0) {
        ctx.add(Check::S6, Risk::Info, s, "\"" + ctx.scheme + ":\" travels in cleartext",
                {{"scheme", ctx.scheme}}, View::Whatwg);
    }
}

void checkLength(Context &ctx)
{
    const std::string_view t = ctx.text;
    // L1 (RFC 9110 §4.1: at least 8000 octets should work)
    const std::size_t raw = t.size();
    // The serialized URL is at most three times as long (percent-encoding):
    // serialize only when that can cross the first threshold.
    const std::size_t href
        = ctx.wv.url && raw * 3 > 2048 ? whatwg::serialize(*ctx.wv.url).size() : raw;
    const std::size_t longest = std::max(raw, href);
    if (longest > 2048) {
        const Risk risk = longest > 65536 ? Risk::High : longest > 8000 ? Risk::Medium : Risk::Low;
        ctx.add(Check::L1, risk, {0, t.size()},
                "The URL is " + std::to_string(raw) + " bytes long (" + std::to_string(href)
                    + " as a browser serializes it): long URLs hide the host and are cut in logs",
                {{"bytes", std::to_string(raw)}, {"whatwg_bytes", std::to_string(href)}},
                View::Raw);
    }

    // L2 (RFC 1035 §2.3.4, RFC 5891 §4.2.3.1): DNS limits of the ASCII host.
    const HostFacts &h = ctx.host;
    if (h.present && h.span && h.canonical && h.canonical->kind == whatwg::HostKind::Domain) {
        const std::string &name = h.canonical->name;
        const bool mapsDirectly = uri::detail::equalsI(h.raw, name);
        std::size_t reported = 0;
        if (name.size() > 253) {
            ctx.add(Check::L2, Risk::Medium, *h.span,
                    "The host is " + std::to_string(name.size()) + " octets long; DNS allows 253",
                    {{"length", std::to_string(name.size())}}, View::Whatwg);
            ++reported;
        }
        std::size_t start = 0;
        for (std::size_t i = 0; i <= name.size() && reported < 5; ++i) {
            if (i < name.size() && name[i] != '.')
                continue;
            const std::string_view label = std::string_view(name).substr(start, i - start);
            // An empty label has no characters: its span is the dot after it.
            const Span labelSpan
                = mapsDirectly ? Span{h.span->offset + start, label.empty() ? 1 : label.size()}
                               : *h.span;
            const bool root = i == name.size() && label.empty() && start > 0;
            std::string why;
            if (label.size() > 63)
                why = "a label of " + std::to_string(label.size()) + " octets (DNS allows 63)";
            else if (label.empty() && !root)
                why = "an empty label";
            else if (!label.empty() && (label.front() == '-' || label.back() == '-'))
                why = "a label that starts or ends with \"-\"";
            else if (label.size() >= 4 && label.substr(2, 2) == "--"
                     && label.substr(0, 4) != "xn--")
                why = "\"--\" in the third and fourth positions of a label that is no A-label";
            if (!why.empty()) {
                ctx.add(Check::L2, Risk::Medium, labelSpan,
                        "The host has " + why + ": a browser accepts it, DNS cannot resolve it",
                        {{"label", std::string(label)}}, View::Whatwg);
                ++reported;
            }
            start = i + 1;
        }
    }

    // L3: component anomalies.
    const OptSpan userinfo = ctx.rv.userinfo;
    if (userinfo && userinfo->length > 64) {
        ctx.add(Check::L3, Risk::Low, *userinfo,
                "The userinfo is " + std::to_string(userinfo->length) + " characters long",
                {{"component", "userinfo"}}, View::Rfc3986);
    }
    for (const auto &[name, span] : {std::pair<std::string_view, OptSpan>{"query", ctx.rv.query},
                                     {"fragment", ctx.rv.fragment}}) {
        if (span && span->length > 4096) {
            ctx.add(Check::L3, Risk::Low, *span,
                    "The " + std::string(name) + " is " + std::to_string(span->length)
                        + " characters long",
                    {{"component", std::string(name)}}, View::Rfc3986);
        }
    }
    const std::vector<QueryParam> params = queryParams(ctx.rv);
    if (params.size() > 100) {
        ctx.add(Check::L3, Risk::Low, *ctx.rv.query,
                "The query has " + std::to_string(params.size()) + " parameters",
                {{"parameters", std::to_string(params.size())}}, View::Rfc3986);
    }
    // HTTP parameter pollution: the same name twice with different values
    std::map<std::string, std::pair<std::string, bool>> seen; // name -> first value, reported
    for (const QueryParam &p : params) {
        const std::string key = lowerAscii(pctDecode(p.key.in(t), true));
        const std::string value = p.value ? pctDecode(p.value->in(t), true) : std::string();
        const auto [it, inserted] = seen.emplace(key, std::make_pair(value, false));
        if (inserted || it->second.second || it->second.first == value)
            continue;
        it->second.second = true;
        const bool redirect = ctx.data.redirectParams.count(key) > 0;
        ctx.add(Check::L3, redirect ? Risk::Medium : Risk::Low, p.whole,
                "The parameter \"" + key
                    + "\" appears again with another value: servers differ on "
                      "which one they take (parameter pollution)",
                {{"parameter", key}}, View::Rfc3986);
    }
}

} // namespace uri::security::detail
