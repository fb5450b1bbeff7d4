// Link-security analysis: the verdict with the combination rules of the
// catalog's §3, the destination, the views side by side, display advice and
// data versions. The checks and the order they run in are the registry's
// (registry.cpp).
#include "uriinspector/security.h"

#include "uriinspector/blocklist.h"
#include "uriinspector/security_data.h"
#include "uriinspector/utf8.h"

#include "security/detail/security_context.h"
#include "security/detail/security_index.h"
#include "text/detail/text.h"

#include <libpsl.h>
#include <unicode/uchar.h>
#include <unicode/uvernum.h>

#include <sys/stat.h>

#include <algorithm>
#include <ctime>
#include <map>

namespace uri::security {

namespace {

std::string dateOf(std::time_t t)
{
    std::tm tm{};
    gmtime_r(&t, &tm);
    std::array<char, 16> buffer{};
    std::strftime(buffer.data(), buffer.size(), "%Y-%m-%d", &tm);
    return std::string(buffer.data());
}

} // namespace

std::string_view riskName(Risk risk)
{
    switch (risk) {
    case Risk::Info:
        return "info";
    case Risk::Low:
        return "low";
    case Risk::Medium:
        return "medium";
    case Risk::High:
        return "high";
    case Risk::Critical:
        return "critical";
    }
    return "info";
}

std::string_view viewName(View view)
{
    switch (view) {
    case View::Raw:
        return "raw";
    case View::Rfc3986:
        return "rfc3986";
    case View::Whatwg:
        return "whatwg";
    case View::Legacy:
        return "legacy";
    case View::Decoded:
        return "decoded";
    case View::Readers:
        return "readers";
    }
    return "raw";
}

bool Assessment::has(Check check) const
{
    return find(check) != nullptr;
}

const Finding *Assessment::find(Check check) const
{
    for (const Finding &f : findings) {
        if (f.check == check)
            return &f;
    }
    return nullptr;
}

std::optional<Risk> findingsVerdict(const Assessment &analysis)
{
    std::optional<Risk> top;
    for (const Finding &f : analysis.findings)
        top = top ? std::max(*top, f.severity) : f.severity;
    return top;
}

std::vector<Check> verdictChecks(const Assessment &analysis)
{
    std::vector<Check> checks;
    const auto add = [&checks](Check c) {
        if (std::find(checks.begin(), checks.end(), c) == checks.end())
            checks.push_back(c);
    };
    if (!analysis.verdict)
        return checks;
    const std::optional<Risk> top = findingsVerdict(analysis);
    for (const Finding &f : analysis.findings) {
        if (f.severity == *analysis.verdict)
            add(f.check);
    }
    // Catalog §3: a combination rule raised the verdict above every finding
    if (top && *top < *analysis.verdict) {
        for (const Check c : analysis.raisedBy)
            add(c);
        for (const Finding &f : analysis.findings) {
            if (f.severity == *top)
                add(f.check);
        }
    }
    return checks;
}

namespace {

using detail::Context;

// The spans of the components from the host on, which an RFC 3986 split and
// the URL Standard's serialization name alike.
template <typename Spans>
void setHostOnward(ViewSummary &view, const Spans &spans)
{
    view.host = spans.host;
    view.port = spans.port;
    view.path = spans.path;
    view.query = spans.query;
    view.fragment = spans.fragment;
}

// The views are spans: of the input for RFC 3986 and legacy, of the href for
// the URL Standard. Nothing is copied but the href.
void fillViews(const Context &ctx, Views &v)
{
    const uri::ParseResult &r = ctx.rv;
    v.rfc3986.input = ctx.text;
    v.rfc3986.valid = r.valid();
    v.rfc3986.scheme = r.scheme;
    v.rfc3986.userinfo = r.userinfo;
    setHostOnward(v.rfc3986, r);

    v.whatwg.input = ctx.text;
    if (!ctx.wv.url) {
        v.whatwg.failure = true;
    } else {
        const whatwg::Url &u = *ctx.wv.url;
        v.whatwg.valid = ctx.wv.valid();
        whatwg::UrlSpans at;
        v.whatwg.href = whatwg::serialize(u, at);
        v.whatwg.scheme = at.scheme;
        if (at.username) // username [":" password]
            v.whatwg.userinfo
                = Span{at.username->offset, (at.password ? at.password->end() : at.username->end())
                                                - at.username->offset};
        setHostOnward(v.whatwg, at);
    }

    // Legacy: the authority split at its first "@", the host read by inet_aton().
    v.legacy.input = ctx.text;
    v.legacy.scheme = v.rfc3986.scheme;
    if (r.authority) {
        const Span a = *r.authority;
        const std::string_view text = a.in(ctx.text);
        const std::size_t at = text.find('@');
        std::size_t hostport = 0; // where host[:port] begins, in the authority
        if (at != std::string_view::npos) {
            v.legacy.userinfo = Span{a.offset, at};
            hostport = at + 1;
        }
        const std::string_view hp = text.substr(hostport);
        const std::size_t colon
            = !hp.empty() && hp.front() == '[' ? hp.find(':', hp.find(']')) : hp.find(':');
        const std::size_t hostLength = colon == std::string_view::npos ? hp.size() : colon;
        v.legacy.host = Span{a.offset + hostport, hostLength};
        if (colon != std::string_view::npos)
            v.legacy.port = Span{a.offset + hostport + colon + 1, hp.size() - colon - 1};
        v.legacy.valid = true;
    }
    v.legacy.path = v.rfc3986.path;
    v.legacy.query = v.rfc3986.query;
    v.legacy.fragment = v.rfc3986.fragment;
}

Destination destinationOf(Context &ctx, const Assessment &a)
{
    Destination d;
    const detail::HostFacts &h = ctx.host;
    d.viaWhatwg = ctx.wv.url.has_value();
    if (!ctx.scheme.empty())
        d.scheme = ctx.scheme;
    if (h.present) {
        d.host = h.ascii.empty() ? uri::detail::asciiLower(h.decoded) : std::string(h.ascii);
        if (!h.unicode.empty() && h.unicode != *d.host)
            d.unicodeHost = h.unicode;
        if (const detail::ReadsAs &reads = detail::readsAs(ctx); !reads.host.empty())
            d.readsAs = reads.host;
        if (h.address) {
            d.ip = detail::hostIpText(h);
            d.addressUnknown = false;
        }
        d.registrableDomain = h.registrable;
        d.publicSuffix = h.suffix;
        if (h.block != nullptr)
            d.hostClass = h.block->cls;
        else if (h.address)
            d.hostClass = "public";
        else if (!h.specialClass.empty())
            d.hostClass = h.specialClass;
        else if (h.canonical && h.canonical->kind == whatwg::HostKind::Domain)
            d.hostClass = h.canonical->name.view().find('.') == std::string_view::npos
                              ? "single-label"
                              : "public";
        // an IPv6 address that embeds IPv4 is what it embeds (N5)
        for (const Finding &f : a.findings) {
            if (f.check != Check::N5 || !f.nested.empty())
                continue;
            std::string embedded;
            std::string how;
            for (const auto &[k, v] : f.details) {
                if (k == "embedded_class")
                    embedded = v;
                if (k == "embedding")
                    how = v;
            }
            d.hostClass = embedded + " (" + how + ")";
        }
    }
    d.port = ctx.port;
    return d;
}

bool isUnicodeCheck(Check c)
{
    return (c >= Check::U1 && c <= Check::U13) || c == Check::P10;
}

// Catalog §5.7: display safety.
DisplayAdvice displayOf(const Context &ctx, const Assessment &a)
{
    DisplayAdvice d;
    const detail::HostFacts &h = ctx.host;
    bool punycode = false;
    std::string reason;
    for (const Finding &f : a.findings) {
        if (!f.nested.empty() || !isUnicodeCheck(f.check) || f.severity == Risk::Info)
            continue;
        if (h.span && (f.span.offset < h.span->offset || f.span.offset >= h.span->end()))
            continue;
        punycode = true;
        reason = std::string(f.id) + " " + std::string(f.name);
        break;
    }
    // written in Unicode, or an A-label whose Unicode form would deceive
    d.hostAsPunycode = punycode && (h.nonAscii || (!h.unicode.empty() && h.unicode != h.ascii));
    d.host = d.hostAsPunycode ? h.ascii : (h.unicode.empty() ? h.ascii : h.unicode);
    if (d.hostAsPunycode)
        d.reason = reason;
    d.userinfo = ctx.rv.userinfo;

    // Characters to escape: controls, invalid bytes, bidi controls, invisible
    // characters and delimiter look-alikes (the U7, U8 and U9 findings).
    const std::string_view t = ctx.text;
    // every byte from 0x20 to 0x7E, eight bytes at a time
    const bool printableAscii = uri::detail::isAscii(t)
                                && uri::detail::findByteBelow(t, 0x20) == std::string_view::npos
                                && t.find('\x7F') == std::string_view::npos;
    if (printableAscii) {
        d.safeText = std::string(t); // nothing to escape, no right-to-left text
        return d;
    }
    for (std::size_t i = 0; i < t.size();) {
        const Utf8Char ch = decodeUtf8(t, i);
        const bool control = ch.valid
                             && (ch.codePoint < 0x20 || ch.codePoint == 0x7F
                                 || (ch.codePoint >= 0x80 && ch.codePoint < 0xA0));
        if (!ch.valid || control)
            d.escape.push_back({i, ch.length});
        i += ch.length;
    }
    for (const Finding &f : a.findings) {
        if (!f.nested.empty())
            continue;
        if ((f.check == Check::U7 || f.check == Check::U8 || f.check == Check::U9)
            && f.span.length <= 12
            && t.substr(f.span.offset, f.span.length).find('%') == std::string_view::npos)
            d.escape.push_back(f.span);
    }
    std::sort(d.escape.begin(), d.escape.end(), [](Span x, Span y) { return x.offset < y.offset; });
    d.escape.erase(std::unique(d.escape.begin(), d.escape.end()), d.escape.end());

    // Components with right-to-left text or bidi controls are isolated.
    const auto hasRtl = [&](Span s) {
        for (const uri::detail::CodePoint &c : uri::detail::codePoints(s.in(t))) {
            const UCharDirection dir = u_charDirection(static_cast<UChar32>(c.cp));
            if (dir == U_RIGHT_TO_LEFT || dir == U_RIGHT_TO_LEFT_ARABIC
                || dir == U_RIGHT_TO_LEFT_EMBEDDING || dir == U_RIGHT_TO_LEFT_OVERRIDE
                || dir == U_RIGHT_TO_LEFT_ISOLATE || dir == U_POP_DIRECTIONAL_FORMAT
                || dir == U_POP_DIRECTIONAL_ISOLATE)
                return true;
        }
        return false;
    };
    if (!uri::detail::isAscii(t)) {
        for (const OptSpan &s :
             {ctx.rv.userinfo, ctx.rv.host, OptSpan(ctx.rv.path), ctx.rv.query, ctx.rv.fragment}) {
            if (s && !s->empty() && hasRtl(*s))
                d.isolate.push_back(*s);
        }
    }

    // The safe text: escapes, and LRI ... PDI around isolated components.
    std::string out;
    std::size_t e = 0;
    for (std::size_t i = 0; i < t.size();) {
        for (const Span &s : d.isolate) {
            if (s.offset == i)
                out += "\xE2\x81\xA6"; // U+2066 LEFT-TO-RIGHT ISOLATE
        }
        while (e < d.escape.size() && d.escape[e].end() <= i)
            ++e;
        if (e < d.escape.size() && d.escape[e].offset == i) {
            const Span s = d.escape[e];
            for (std::size_t k = s.offset; k < s.end();) {
                const Utf8Char ch = decodeUtf8(t, k);
                if (ch.valid)
                    out += "<" + codePointName(ch.codePoint) + ">";
                else
                    out += detail::hexOctet(static_cast<unsigned char>(t[k]), "\\x");
                k += ch.length;
            }
            i = s.end();
        } else {
            const Utf8Char ch = decodeUtf8(t, i);
            out += t.substr(i, ch.length);
            i += ch.length;
        }
        for (const Span &s : d.isolate) {
            if (s.end() == i)
                out += "\xE2\x81\xA9"; // U+2069 POP DIRECTIONAL ISOLATE
        }
    }
    d.safeText = std::move(out);
    return d;
}

// Catalog §3: the verdict and the combination rules.
void decideVerdict(Context &ctx, Assessment &a)
{
    std::optional<Risk> verdict;
    for (const Finding &f : a.findings) {
        if (!verdict || f.severity > *verdict)
            verdict = f.severity;
    }
    if (!verdict) {
        a.verdict = std::nullopt;
        return;
    }
    const auto topHas = [&](Check c) {
        return std::any_of(a.findings.begin(), a.findings.end(),
                           [&](const Finding &f) { return f.check == c && f.nested.empty(); });
    };
    // the top-level checks among @p checks that have a finding, as raisedBy
    const auto raisedBy = [&](std::initializer_list<Check> checks) {
        for (const Check c : checks) {
            if (topHas(c) && std::find(a.raisedBy.begin(), a.raisedBy.end(), c) == a.raisedBy.end())
                a.raisedBy.push_back(c);
        }
    };
    // a rule's line, worded as the findings are (Context::add(): values escaped)
    const auto escalate = [&](const detail::Message &wording, Risk to,
                              std::vector<std::pair<std::string, std::string>> arguments) {
        for (auto &[key, value] : arguments)
            value = escapeUnsafe(value);
        arguments.emplace_back("risk", std::string(riskName(to)));
        Escalation e;
        e.raisedTo = to;
        e.message = formatMessage(wording.text, arguments);
        e.messageId = wording.id;
        e.messageTemplate = wording.text;
        e.arguments = std::move(arguments);
        a.escalations.push_back(std::move(e));
    };
    // the checks that say the host is an address, of a rare form or a class
    const std::initializer_list<Check> addressChecks{Check::A9, Check::N1, Check::N2, Check::N3,
                                                     Check::N4, Check::N5, Check::N6, Check::N9};
    const detail::HostFacts &h = ctx.host;
    // 1. userinfo together with an IP-literal host
    if ((topHas(Check::A12) || topHas(Check::A10)) && h.address) {
        const Risk r = detail::raised(*verdict, Risk::High);
        if (r != *verdict) {
            escalate(detail::msg::kRaisedUserinfoWithAddress, r, {});
            raisedBy({Check::A12, Check::A10});
            raisedBy(addressChecks);
        }
        verdict = r;
    }
    // 2. a protected brand's domain in the userinfo or the path, on a
    // registrable domain that is not the brand's ("evil.example/paypal.com/")
    if (h.registrable && !detail::domainFacts(ctx).ownDomain) {
        std::string where
            = uri::detail::asciiLower(uri::detail::pctDecode(ctx.rv.path.in(ctx.text)));
        if (ctx.rv.userinfo)
            where
                += " "
                   + uri::detail::asciiLower(uri::detail::pctDecode(ctx.rv.userinfo->in(ctx.text)));
        std::string brand;
        std::size_t i = 0;
        while (i < where.size() && brand.empty()) {
            const auto isTokenChar = [](char c) {
                return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '-';
            };
            while (i < where.size() && !isTokenChar(where[i]))
                ++i;
            const std::size_t from = i;
            while (i < where.size() && isTokenChar(where[i]))
                ++i;
            const std::string token = where.substr(from, i - from);
            if (token.find('.') != std::string::npos)
                (void)detail::isProtectedHost(ctx.data, token, &brand);
        }
        if (!brand.empty()) {
            const Risk r = detail::raised(*verdict, Risk::High);
            if (r != *verdict) {
                escalate(detail::msg::kRaisedBrandInPath, r,
                         {{"brand", brand}, {"domain", *h.registrable}});
                raisedBy({Check::A12, Check::A10, Check::D1, Check::R3});
            }
            verdict = r;
        }
    }
    // 3. an obfuscated IP that is loopback, private or metadata: class + 1
    if ((topHas(Check::A9) || topHas(Check::N5) || topHas(Check::U10)) && h.block != nullptr) {
        std::optional<Risk> cls;
        for (const Finding &f : a.findings) {
            if (f.nested.empty()
                && (f.check == Check::N1 || f.check == Check::N2 || f.check == Check::N3
                    || f.check == Check::N4))
                cls = cls ? std::max(*cls, f.severity) : f.severity;
        }
        if (cls) {
            const Risk r = detail::raised(*cls, Risk::Critical);
            if (r > *verdict) {
                escalate(detail::msg::kRaisedObfuscatedInternal, r, {});
                raisedBy({Check::A9, Check::N5, Check::U10});
                raisedBy({Check::N1, Check::N2, Check::N3, Check::N4});
                verdict = r;
            }
        }
    }
    // 4. a program (F1 at High, F2, F3) downloaded from an IP-literal host:
    // one level higher, to Critical at most
    if (h.address && std::any_of(a.findings.begin(), a.findings.end(), [](const Finding &f) {
            return f.nested.empty()
                   && ((f.check == Check::F1 && f.severity >= Risk::High) || f.check == Check::F2
                       || f.check == Check::F3);
        })) {
        const Risk r = detail::raised(*verdict);
        if (r != *verdict) {
            escalate(detail::msg::kRaisedProgramFromAddress, r, {});
            raisedBy({Check::F1, Check::F2, Check::F3});
            raisedBy(addressChecks);
        }
        verdict = r;
    }
    a.verdict = verdict;
}

void sortAndDedupe(std::vector<Finding> &findings)
{
    // The top level first, then each nested URL; by span, then catalog order.
    std::stable_sort(findings.begin(), findings.end(), [](const Finding &x, const Finding &y) {
        if (x.nested.empty() != y.nested.empty())
            return x.nested.empty();
        if (x.nested != y.nested)
            return x.nested < y.nested;
        if (x.span.offset != y.span.offset)
            return x.span.offset < y.span.offset;
        if (x.check != y.check)
            return x.check < y.check;
        return x.span.length < y.span.length;
    });
    // The same check on the same span (two routes to one fact) is one finding.
    std::vector<Finding> out;
    out.reserve(findings.size());
    for (Finding &f : findings) {
        if (!out.empty() && out.back().check == f.check && out.back().span == f.span
            && out.back().nested == f.nested) {
            out.back().severity = std::max(out.back().severity, f.severity);
            continue;
        }
        out.push_back(std::move(f));
    }
    findings = std::move(out);
}

} // namespace

DataVersions dataVersions(const SecurityData *data)
{
    static const DataVersions fixed = [] {
        DataVersions v;
        v.icu = U_ICU_VERSION;
        UVersionInfo unicode{};
        u_getUnicodeVersion(unicode);
        v.unicode = std::to_string(unicode[0]) + "." + std::to_string(unicode[1]);
        v.psl = psl_get_version();
        const char *dist = psl_dist_filename();
        struct stat st
        {
        };
        const std::time_t builtin = psl_builtin_file_time();
        if (dist != nullptr && *dist != '\0' && stat(dist, &st) == 0 && st.st_mtime >= builtin) {
            v.pslFile = dist;
            v.pslDate = dateOf(st.st_mtime);
        } else {
            v.pslFile = "builtin";
            v.pslDate = dateOf(builtin);
        }
        return v;
    }();
    DataVersions v = fixed;
    const SecurityData &d = data != nullptr ? *data : SecurityData::builtin();
    for (const TableInfo &t : d.tables)
        v.tables.emplace_back(t.file, t.date + (t.version.empty() ? "" : " " + t.version));
    return v;
}

std::string skeleton(std::string_view text, const SecurityData *data)
{
    return detail::skeletonOf(text, data != nullptr ? *data : SecurityData::builtin());
}

Finding makeFinding(Check check, Risk severity, Span span, std::string_view messageId,
                    std::vector<std::pair<std::string, std::string>> arguments,
                    std::vector<std::pair<std::string, std::string>> details, View view)
{
    const CheckInfo &info = checkInfo(check);
    const std::vector<MessageInfo> &all = messageCatalog();
    const auto message = std::find_if(all.begin(), all.end(),
                                      [&](const MessageInfo &m) { return m.id == messageId; });
    Finding f;
    f.check = check;
    f.id = info.id;
    f.name = info.name;
    f.severity = severity;
    f.span = span;
    f.cite = info.cite;
    // as Context::add(): the values go into printed sentences
    for (auto &[key, value] : arguments)
        value = escapeUnsafe(value);
    if (message != all.end()) {
        f.messageId = message->id;
        f.messageTemplate = message->text;
        f.message = formatMessage(message->text, arguments);
    } else {
        f.message = std::string(messageId);
    }
    f.arguments = std::move(arguments);
    f.details = std::move(details);
    f.view = view;
    return f;
}

std::optional<std::string> registrableDomainOf(std::string_view host)
{
    // an IP literal ("[::1]", "10.0.0.1") has no owner by name
    if (host.empty() || host.front() == '['
        || host.find_first_not_of("0123456789.") == std::string_view::npos)
        return std::nullopt;
    const std::string name = uri::detail::asciiLower(host);
    if (name.find('.') == std::string::npos)
        return std::nullopt;
    return detail::pslFacts(name).registrable;
}

void addFinding(Assessment &analysis, Finding finding)
{
    analysis.verdict
        = analysis.verdict ? std::max(*analysis.verdict, finding.severity) : finding.severity;
    analysis.findings.push_back(std::move(finding));
    sortAndDedupe(analysis.findings);
}

Assessment analyze(std::string_view text, const AnalyzeOptions &options)
{
    return analyze(uri::parse(text), whatwg::parse(text), options);
}

Assessment analyze(const uri::ParseResult &rfc, const whatwg::ParseResult &browser,
                   const AnalyzeOptions &options)
{
    const SecurityData &data = options.data != nullptr ? *options.data : SecurityData::builtin();
    Assessment a;
    a.input = rfc.input;
    std::size_t budget = options.maxDecodedBytes;
    Context ctx(a.input, rfc, browser, data, options, a);
    ctx.budget = &budget;
    detail::runChecks(ctx);
    sortAndDedupe(a.findings);
    decideVerdict(ctx, a);
    a.destination = destinationOf(ctx, a);
    fillViews(ctx, a.views);
    a.display = displayOf(ctx, a);
    if (options.versions) {
        a.versions = dataVersions(&data);
        // catalog §2.8: the reviewer's lists are data the verdict used too
        if (options.blocklists != nullptr) {
            for (const Blocklist &list : *options.blocklists)
                a.versions.tables.emplace_back(
                    list.name(), "blocklist, " + std::string(blocklistFormatName(list.format()))
                                     + ", " + std::to_string(list.rules()) + " rules");
        }
    }
    return a;
}

} // namespace uri::security
