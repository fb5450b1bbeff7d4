// Schemes: S1..S6 (catalog §4.7). The scheme classes of schemes.txt, the
// script-capable data: media types, and what the rest of the URL says
// about where the scheme's handler goes.
#include "security/detail/registry.h"
#include "security/detail/security_context.h"
#include "text/detail/text.h"

#include "uriinspector/charset.h"
#include "uriinspector/utf8.h"

#include <algorithm>

namespace uri::security::detail {

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

// What follows "scheme:" in the text, without the tabs and newlines a
// browser removes (P3).
std::string restAfterScheme(const Context &ctx)
{
    const OptSpan s = schemeSpan(ctx);
    std::string rest;
    if (!s)
        return rest;
    for (const char c : ctx.text.substr(std::min(s->end() + 1, ctx.text.size()))) {
        if (c != '\t' && c != '\n' && c != '\r')
            rest += c;
    }
    return rest;
}

// The scheme as written, when there is one to judge; S1..S6 look at it.
OptSpan judgedScheme(const Context &ctx)
{
    const OptSpan span = schemeSpan(ctx);
    if (!span || ctx.scheme.empty())
        return std::nullopt;
    return span;
}

// Whether a data: URL's media type can run script (S1) rather than not (S2).
bool isScriptData(Context &ctx)
{
    return ctx.data.dataScriptTypes.count(dataUrlOf(ctx).type) > 0;
}

// The span of a data: URL's scheme and header, up to the ",".
Span dataSpan(Context &ctx, Span scheme)
{
    return {scheme.offset,
            std::min(ctx.text.size(), scheme.end() + 1 + dataUrlOf(ctx).header.size())
                - scheme.offset};
}

} // namespace

const DataUrl &dataUrlOf(Context &ctx)
{
    if (ctx.shared.dataUrl)
        return *ctx.shared.dataUrl;
    DataUrl &d = ctx.shared.dataUrl.emplace();
    const std::string rest = restAfterScheme(ctx);
    const std::size_t comma = rest.find(',');
    d.header = comma == std::string::npos ? rest : rest.substr(0, comma);
    const std::string body = comma == std::string::npos ? std::string() : rest.substr(comma + 1);
    d.type = asciiLower(pctDecode(d.header.substr(0, d.header.find(';'))));
    d.type.erase(std::remove(d.type.begin(), d.type.end(), ' '), d.type.end());
    const bool base64 = findI(d.header, ";base64") != std::string::npos;
    d.payload = pctDecode(body);
    if (base64) {
        std::string compact;
        for (const char c : d.payload) {
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
                compact += c;
        }
        d.payload = base64Decode(compact).value_or(d.payload);
    }
    return d;
}

// docs/security-checks.md §4.7 S1; HTML Standard (javascript: URLs). A
// script-capable scheme (javascript:, vbscript:, ...) after the browser's
// clean-up and case folding, or a data: URL of a type that runs script
// (text/html, image/svg+xml, ...).
void scriptScheme(Context &ctx)
{
    const OptSpan span = judgedScheme(ctx);
    if (!span)
        return;
    if ((ctx.schemeClass() & SchemeScript) != 0) {
        const std::string payload = pctDecode(restAfterScheme(ctx));
        ctx.add(Check::S1, Risk::Critical, *span, msg::kS1Script, {{"scheme", ctx.scheme}},
                {{"scheme", ctx.scheme}, {"payload", shownPayload(payload)}}, View::Whatwg);
    } else if (ctx.scheme == "data" && isScriptData(ctx)) {
        const DataUrl &d = dataUrlOf(ctx);
        ctx.add(Check::S1, Risk::Critical, dataSpan(ctx, *span), msg::kS1ScriptData,
                {{"media_type", d.type}},
                {{"media_type", d.type}, {"payload", shownPayload(d.payload)}}, View::Whatwg);
    }
}

// docs/security-checks.md §4.7 S2; RFC 2397. A data: URL of any other type:
// the content is in the link itself.
void dataUrl(Context &ctx)
{
    const OptSpan span = judgedScheme(ctx);
    if (!span || ctx.scheme != "data" || (ctx.schemeClass() & SchemeScript) != 0
        || isScriptData(ctx))
        return;
    const DataUrl &d = dataUrlOf(ctx);
    const std::string type = d.type.empty() ? std::string("text/plain") : d.type;
    const std::string bytes = std::to_string(d.payload.size());
    // Deviation: the catalog's S2 row says Low, its §3 scale Info; we follow §3.
    ctx.add(Check::S2, Risk::Info, dataSpan(ctx, *span), msg::kS2Data,
            {{"media_type", type}, {"bytes", bytes}}, {{"media_type", type}, {"bytes", bytes}},
            View::Whatwg);
}

// docs/security-checks.md §4.7 S3; RFC 8089, CVE-2022-30190. A UNC path
// ("\\host\share"), a file: URL (a remote host leaks NTLM credentials), or
// a scheme that hands the link to an operating-system handler (Critical for
// ms-msdt:).
void osHandlerScheme(Context &ctx)
{
    const std::string_view t = ctx.text;
    const std::string_view kept = ctx.wv.kept.in(t);
    if (!ctx.rv.scheme && kept.size() > 2 && kept[0] == '\\' && kept[1] == '\\' && kept[2] != '\\'
        && kept[2] != '?' && kept[2] != '.') {
        ctx.add(Check::S3, Risk::High, ctx.wv.kept, msg::kS3Unc, {}, {}, View::Raw);
        return;
    }
    const OptSpan span = judgedScheme(ctx);
    if (!span)
        return;
    const Span s = *span;
    const std::uint16_t cls = ctx.schemeClass();
    if ((cls & SchemeOsHandlerCritical) != 0) {
        ctx.add(Check::S3, Risk::Critical, s, msg::kS3CodeHandler, {{"scheme", ctx.scheme}},
                {{"scheme", ctx.scheme}}, View::Whatwg);
    } else if (ctx.scheme == "file") {
        const bool remote = ctx.host.present && !ctx.host.raw.empty()
                            && !uri::detail::equalsI(ctx.host.raw, "localhost");
        ctx.add(Check::S3, Risk::High, s, remote ? msg::kS3FileRemote : msg::kS3FileLocal,
                remote ? Details{{"host", std::string(ctx.host.raw)}} : Details{},
                {{"scheme", "file"}, {"host", std::string(remote ? ctx.host.raw : "")}},
                View::Whatwg);
    } else if ((cls & SchemeOsHandler) != 0) {
        ctx.add(Check::S3, Risk::High, s, msg::kS3OsHandler, {{"scheme", ctx.scheme}},
                {{"scheme", ctx.scheme}}, View::Whatwg);
    }
}

// docs/security-checks.md §4.7 S4; OWASP SSRF Prevention, CVE-2021-44228.
// A "${jndi:" lookup string anywhere, and a scheme that speaks raw protocol
// commands to other services (gopher:, dict:, ldap:, ...).
void ssrfGadgetScheme(Context &ctx)
{
    const std::string_view t = ctx.text;
    if (const std::size_t at
        = t.find("${") == std::string_view::npos ? std::string_view::npos : findI(t, "${jndi:");
        at != std::string_view::npos) {
        // the lookup is an argument: a template holds no literal brace
        ctx.add(Check::S4, Risk::High, {at, 7}, msg::kS4Jndi, {{"lookup", "${jndi:"}}, {},
                View::Raw);
    }
    const OptSpan span = judgedScheme(ctx);
    if (!span || (ctx.schemeClass() & SchemeSsrf) == 0)
        return;
    // The gadget is armed when it can reach another service: a line break
    // to end a command ("%0D%0A": gopher://127.0.0.1:6379/_SET...), a port
    // that is not the scheme's own, or a host that is no public domain
    // (an address, a special-use or single-label name). A plain link to a
    // public server of the protocol ("gopher://gopher.floodgap.com/1/")
    // is a link of an old protocol, Low.
    const bool lineBreak = findI(t, "%0d") != std::string_view::npos
                           || findI(t, "%0a") != std::string_view::npos
                           || t.find_first_of("\r\n") != std::string_view::npos;
    const auto defaults = ctx.data.schemePorts.find(ctx.scheme);
    const bool ownPort
        = !ctx.port
          || (defaults != ctx.data.schemePorts.end()
              && std::find(defaults->second.begin(), defaults->second.end(), *ctx.port)
                     != defaults->second.end());
    const bool publicDomain = ctx.host.present && ctx.host.registrable
                              && ctx.host.specialClass.empty() && !ctx.host.address;
    if (!lineBreak && ownPort && publicDomain) {
        ctx.add(Check::S4, Risk::Low, *span, msg::kS4PublicServer,
                {{"scheme", ctx.scheme}, {"host", std::string(ctx.host.ascii)}},
                {{"scheme", ctx.scheme}}, View::Whatwg);
        return;
    }
    ctx.add(Check::S4, Risk::High, *span, msg::kS4SsrfGadget, {{"scheme", ctx.scheme}},
            {{"scheme", ctx.scheme}}, View::Whatwg);
}

// docs/security-checks.md §4.7 S5; RFC 7595. A scheme missing from the IANA
// registry snapshot (Low), or written with upper case or after blanks
// (Info: a browser normalises it).
void unusualScheme(Context &ctx)
{
    const OptSpan span = judgedScheme(ctx);
    if (!span)
        return;
    const Span s = *span;
    const std::string_view written = s.in(ctx.text);
    const bool oddCase = written != ctx.scheme;
    const bool leading = ctx.wv.kept.offset > 0;
    const bool validScheme = uri::charset::is(ctx.scheme[0], uri::charset::kAlpha)
                             && std::all_of(ctx.scheme.begin(), ctx.scheme.end(), [](char c) {
                                    return uri::charset::is(c, uri::charset::kScheme);
                                });
    if (!validScheme)
        return; // no scheme at all ("${jndi:..."): nothing to say about it here
    if (ctx.schemeClass() == 0) {
        ctx.add(Check::S5, Risk::Low, s, msg::kS5Unregistered, {{"scheme", ctx.scheme}},
                {{"scheme", ctx.scheme}}, View::Rfc3986);
    } else if (oddCase || leading) {
        const std::string shown = escapeForDisplay(written);
        ctx.add(Check::S5, Risk::Info, s, leading ? msg::kS5WrittenAfterBlanks : msg::kS5Written,
                {{"written", shown}, {"scheme", ctx.scheme}},
                {{"scheme", ctx.scheme}, {"written", shown}}, View::Whatwg);
    }
}

// docs/security-checks.md §4.7 S6; RFC 9110 §4.2.2. A cleartext scheme
// (http, ftp, ws, telnet: Info), or https on port 80 and http on port 443
// (Low).
void cleartextTransport(Context &ctx)
{
    const OptSpan span = judgedScheme(ctx);
    if (!span)
        return;
    const Span s = *span;
    // 0 when no port is written: never 80 or 443 (and no optional for GCC
    // 12's -Wmaybe-uninitialized to misread at -O2)
    const std::uint16_t explicitPort = ctx.wv.url ? ctx.wv.url->port.value_or(0) : 0;
    if (ctx.scheme == "https" && explicitPort == 80) {
        ctx.add(Check::S6, Risk::Low, ctx.wv.spans.port.value_or(s), msg::kS6HttpsPort80, {},
                {{"port", "80"}}, View::Whatwg);
    } else if (ctx.scheme == "http" && explicitPort == 443) {
        ctx.add(Check::S6, Risk::Low, ctx.wv.spans.port.value_or(s), msg::kS6HttpPort443, {},
                {{"port", "443"}}, View::Whatwg);
    } else if ((ctx.schemeClass() & SchemeCleartext) != 0) {
        ctx.add(Check::S6, Risk::Info, s, msg::kS6Cleartext, {{"scheme", ctx.scheme}},
                {{"scheme", ctx.scheme}}, View::Whatwg);
    }
}

} // namespace uri::security::detail
