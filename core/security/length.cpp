// Length and shape: L1..L3 (catalog §4.8). How long the URL, its host and
// its components are, and what its parameters repeat.
#include "security/detail/registry.h"
#include "security/detail/security_context.h"
#include "text/detail/text.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace uri::security::detail {

// docs/security-checks.md §4.8 L1; RFC 9110 §4.1. A URL longer than 2,048
// octets as written or as a browser serializes it (Medium above 8,000, High
// above 65,536): long URLs hide the host and are cut in logs.
void excessiveLength(Context &ctx)
{
    const std::string_view t = ctx.text;
    // RFC 9110 §4.1: at least 8000 octets should work
    const std::size_t raw = t.size();
    // The serialized URL is at most three times as long (percent-encoding):
    // serialize only when that can cross the first threshold.
    const std::size_t href
        = ctx.wv.url && raw * 3 > 2048 ? whatwg::serialize(*ctx.wv.url).size() : raw;
    const std::size_t longest = std::max(raw, href);
    if (longest > 2048) {
        const Risk risk = longest > 65536 ? Risk::High : longest > 8000 ? Risk::Medium : Risk::Low;
        ctx.add(Check::L1, risk, {0, t.size()}, msg::kL1LongUrl,
                {{"bytes", std::to_string(raw)}, {"serialized_bytes", std::to_string(href)}},
                {{"bytes", std::to_string(raw)}, {"whatwg_bytes", std::to_string(href)}},
                View::Raw);
    }
}

// docs/security-checks.md §4.8 L2; RFC 1035 §2.3.4, RFC 5891 §4.2.3.1. The
// ASCII host breaks a DNS limit: longer than 253 octets, a label longer than
// 63, an empty label (Medium: no resolver looks it up); or a host name's
// rule: a leading or trailing hyphen, "--" in positions 3-4 of a label that
// is no A-label (Low).
void dnsLimits(Context &ctx)
{
    const HostFacts &h = ctx.host;
    if (h.present && h.span && h.canonical && h.canonical->kind == whatwg::HostKind::Domain) {
        const std::string_view name = h.canonical->name;
        const bool mapsDirectly = h.raw == name || uri::detail::equalsI(h.raw, name);
        std::size_t reported = 0;
        if (name.size() > 253) {
            ctx.add(Check::L2, Risk::Medium, *h.span, msg::kL2LongHost,
                    {{"length", std::to_string(name.size())}},
                    {{"length", std::to_string(name.size())}}, View::Whatwg);
            ++reported;
        }
        for (std::size_t start = 0; start <= name.size() && reported < 5;) {
            const std::size_t i = std::min(name.find('.', start), name.size());
            const std::string_view label = std::string_view(name).substr(start, i - start);
            // An empty label has no characters: its span is the dot after it.
            const Span labelSpan
                = mapsDirectly ? Span{h.span->offset + start, label.empty() ? 1 : label.size()}
                               : *h.span;
            const bool root = i == name.size() && label.empty() && start > 0;
            const Message *wording = nullptr;
            // a hyphen where a host name may not have one (RFC 952, RFC 5891
            // §4.2.3.1) still resolves: GitHub accounts ("volans-.github.io")
            // and CDN names ("r3---sn-4g5e6nsz.googlevideo.com") have them
            Risk risk = Risk::Low;
            Details arguments;
            if (label.size() > 63) {
                wording = &msg::kL2LongLabel;
                risk = Risk::Medium;
                arguments.emplace_back("length", std::to_string(label.size()));
            } else if (label.empty() && !root) {
                wording = &msg::kL2EmptyLabel;
                risk = Risk::Medium;
            } else if (!label.empty() && (label.front() == '-' || label.back() == '-')) {
                wording = &msg::kL2Hyphen;
            } else if (label.size() >= 4 && label.substr(2, 2) == "--"
                       && label.substr(0, 4) != "xn--") {
                wording = &msg::kL2Hyphens34;
            }
            if (wording != nullptr) {
                ctx.add(Check::L2, risk, labelSpan, *wording, std::move(arguments),
                        {{"label", std::string(label)}}, View::Whatwg);
                ++reported;
            }
            start = i + 1;
        }
    }
}

// docs/security-checks.md §4.8 L3; OWASP HTTP Parameter Pollution. A
// userinfo longer than 64 characters, a query or fragment longer than 4 kB,
// more than 100 query parameters, or a parameter name repeated with another
// value (parameter pollution).
void componentAnomaly(Context &ctx)
{
    for (const auto &[name, span, limit] :
         {std::tuple<std::string_view, OptSpan, std::size_t>{"userinfo", ctx.rv.userinfo, 64},
          {"query", ctx.rv.query, 4096},
          {"fragment", ctx.rv.fragment, 4096}}) {
        if (span && span->length > limit) {
            ctx.add(Check::L3, Risk::Low, *span, msg::kL3LongComponent,
                    {{"component", std::string(name)}, {"length", std::to_string(span->length)}},
                    {{"component", std::string(name)}}, View::Rfc3986);
        }
    }
    const std::vector<Param> &params = ctx.queryParams();
    if (params.size() > 100) {
        ctx.add(Check::L3, Risk::Low, *ctx.rv.query, msg::kL3ManyParameters,
                {{"parameters", std::to_string(params.size())}},
                {{"parameters", std::to_string(params.size())}}, View::Rfc3986);
    }
    // HTTP parameter pollution: the same name twice with different values
    std::map<std::string, std::pair<std::string, bool>> seen; // name -> first value, reported
    for (const Param &p : params) {
        const std::string &key = p.name;
        const std::string &value = ctx.valueOf(p);
        const auto [it, inserted] = seen.emplace(key, std::make_pair(value, false));
        if (inserted || it->second.second || it->second.first == value)
            continue;
        it->second.second = true;
        const bool redirect = ctx.data.redirectParams.count(key) > 0;
        ctx.add(Check::L3, redirect ? Risk::Medium : Risk::Low, p.whole, msg::kL3Pollution,
                {{"parameter", key}}, {{"parameter", key}}, View::Rfc3986);
    }
}

} // namespace uri::security::detail
