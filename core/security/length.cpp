// Length and shape: L1..L3 (catalog §4.8). How long the URL, its host and
// its components are, and what its parameters repeat.
#include "security/detail/registry.h"
#include "security/detail/security_context.h"
#include "text/detail/text.h"

#include <algorithm>
#include <map>

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
        ctx.add(Check::L1, risk, {0, t.size()},
                "The URL is " + std::to_string(raw) + " bytes long (" + std::to_string(href)
                    + " as a browser serializes it): long URLs hide the host and are cut in logs",
                {{"bytes", std::to_string(raw)}, {"whatwg_bytes", std::to_string(href)}},
                View::Raw);
    }
}

// docs/security-checks.md §4.8 L2; RFC 1035 §2.3.4, RFC 5891 §4.2.3.1. The
// ASCII host breaks a DNS limit: longer than 253 octets, a label longer than
// 63, an empty label, a leading or trailing hyphen, "--" in positions 3-4
// of a label that is no A-label.
void dnsLimits(Context &ctx)
{
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
}

// docs/security-checks.md §4.8 L3; OWASP HTTP Parameter Pollution. A
// userinfo longer than 64 characters, a query or fragment longer than 4 kB,
// more than 100 query parameters, or a parameter name repeated with another
// value (parameter pollution).
void componentAnomaly(Context &ctx)
{
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
    const std::vector<Param> &params = ctx.queryParams();
    if (params.size() > 100) {
        ctx.add(Check::L3, Risk::Low, *ctx.rv.query,
                "The query has " + std::to_string(params.size()) + " parameters",
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
        ctx.add(Check::L3, redirect ? Risk::Medium : Risk::Low, p.whole,
                "The parameter \"" + key
                    + "\" appears again with another value: servers differ on "
                      "which one they take (parameter pollution)",
                {{"parameter", key}}, View::Rfc3986);
    }
}

} // namespace uri::security::detail
