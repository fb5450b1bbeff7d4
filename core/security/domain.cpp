// Domain and brand structure: D1..D6 (catalog §4.5 and §5.5). The host's
// registrable domain (libpsl) against the protected domains of
// protected_domains.txt: who really owns the link, and how its name
// borrows a brand's.
#include "security/detail/registry.h"
#include "security/detail/security_context.h"
#include "security/detail/security_index.h"
#include "text/detail/text.h"

#include <algorithm>
#include <array>

namespace uri::security::detail {

namespace {

constexpr std::array<std::string_view, 10> kComboKeywords{"login",  "signin", "secure",  "account",
                                                          "verify", "update", "support", "billing",
                                                          "wallet", "auth"};

// The host's name when it is a domain, or null (D6).
const std::string *domainOf(const Context &ctx)
{
    const HostFacts &h = ctx.host;
    if (!h.present || !h.span || !h.canonical || h.canonical->kind != whatwg::HostKind::Domain)
        return nullptr;
    return &h.canonical->name;
}

// The host's name when it is a domain with a registrable domain, or null
// (D1..D5, and U4).
const std::string *registeredDomainOf(const Context &ctx)
{
    return ctx.host.registrable ? domainOf(ctx) : nullptr;
}

// The span of @p needle inside the host as written, or the whole host.
Span spanInHost(const Context &ctx, std::string_view needle)
{
    const Span host = *ctx.host.span;
    const std::size_t at = uri::detail::findI(host.in(ctx.text), needle);
    if (at == std::string_view::npos)
        return host;
    return {host.offset + at, needle.size()};
}

// The protected domain written as labels left of the registrable domain
// ("paypal.com.secure-login.evil.example") or joined by "-"
// ("www-paypal-com.evil.example"), which is not that domain's own.
const ProtectedDomain *embeddedDomain(const Context &ctx, std::string_view prefix, bool *asLabels)
{
    const SecurityIndex &index = SecurityIndex::of(ctx.data);
    const std::string &reg = *ctx.host.registrable;
    std::string dotted;
    std::string dashed;
    for (const std::string_view label : index.tokensOf(prefix)) {
        const auto it = index.byFirstLabel.find(label);
        if (it == index.byFirstLabel.end())
            continue;
        if (dotted.empty()) {
            dotted = "." + std::string(prefix) + ".";
            dashed = dotted;
            std::replace(dashed.begin(), dashed.end(), '.', '-');
        }
        for (const ProtectedDomain *p : it->second) {
            if (reg == p->domain)
                continue;
            std::string pDashed = p->domain;
            std::replace(pDashed.begin(), pDashed.end(), '.', '-');
            *asLabels = dotted.find("." + p->domain + ".") != std::string::npos;
            const bool asDashes = dashed.find("-" + pDashed + "-") != std::string::npos;
            if (*asLabels || asDashes)
                return p;
        }
    }
    return nullptr;
}

} // namespace

const DomainFacts &domainFacts(Context &ctx)
{
    if (ctx.shared.domain)
        return *ctx.shared.domain;
    DomainFacts &f = ctx.shared.domain.emplace();
    const std::string *found = registeredDomainOf(ctx);
    if (found == nullptr)
        return f;
    const std::string &name = *found;
    const std::string &reg = *ctx.host.registrable;
    f.ownDomain = isProtectedHost(ctx.data, name);
    if (name.size() > reg.size() + 1)
        f.prefix = std::string_view(name).substr(0, name.size() - reg.size() - 1);
    if (!f.prefix.empty() && !f.ownDomain)
        f.embedded = embeddedDomain(ctx, f.prefix, &f.embeddedAsLabels);
    return f;
}

// docs/security-checks.md §4.5 D1; Chromium lookalikes (target embedding).
// A protected domain written as labels (or joined by "-") left of a
// registrable domain that is not the brand's.
void targetEmbedding(Context &ctx)
{
    if (registeredDomainOf(ctx) == nullptr)
        return;
    const DomainFacts &f = domainFacts(ctx);
    if (f.embedded == nullptr)
        return;
    const ProtectedDomain &p = *f.embedded;
    std::string written = p.domain;
    if (!f.embeddedAsLabels)
        std::replace(written.begin(), written.end(), '.', '-');
    const std::string &reg = *ctx.host.registrable;
    ctx.add(Check::D1, Risk::High, spanInHost(ctx, written),
            "\"" + p.domain + "\" appears inside the host, but the domain that owns it is \"" + reg
                + "\"",
            {{"embedded", p.domain}, {"registrable_domain", reg}}, View::Whatwg);
}

// docs/security-checks.md §4.5 D2; Kintis et al., CCS 2017. The
// registrable label combines a protected brand with a keyword (login,
// secure, ...) or a hyphen, without being the brand's domain.
void comboSquatting(Context &ctx)
{
    if (registeredDomainOf(ctx) == nullptr)
        return;
    const std::string &reg = *ctx.host.registrable;
    const SecurityIndex &index = SecurityIndex::of(ctx.data);
    if (domainFacts(ctx).ownDomain || index.allowDomains(ctx.data).count(reg) > 0)
        return;
    const std::string_view regLabel = std::string_view(reg).substr(0, reg.find('.'));
    std::string brandFound;
    std::string keywordFound;
    if (regLabel.find('-') != std::string_view::npos) {
        for (const std::string_view token : index.tokensOf(regLabel)) {
            if (token.size() >= 5 && index.brands.count(token) > 0) {
                brandFound = std::string(token);
                break;
            }
        }
    }
    for (const std::string_view k : kComboKeywords) {
        if (regLabel.find(k) != std::string_view::npos) {
            keywordFound = std::string(k);
            break;
        }
    }
    if (brandFound.empty() && !keywordFound.empty()) {
        for (const std::string &b : index.brands) {
            if (b.size() >= 5 && b != keywordFound && regLabel.find(b) != std::string_view::npos
                && regLabel != b) {
                brandFound = b;
                break;
            }
        }
    }
    if (brandFound.empty() || regLabel == brandFound)
        return;
    ctx.add(Check::D2, Risk::Medium, spanInHost(ctx, regLabel),
            "\"" + reg + "\" combines the brand \"" + brandFound + "\""
                + (keywordFound.empty() ? std::string() : " with \"" + keywordFound + "\"")
                + " without being the brand's domain",
            {{"brand", brandFound}, {"registrable_domain", reg}}, View::Whatwg);
}

// docs/security-checks.md §4.5 D3; Chromium elision behaviour. Five or more
// labels below the registrable domain, a label of 40 or more characters, a
// run of four hyphens or a "com-" token: padding that pushes the real
// domain out of a narrow address bar (Medium together with D1).
void hostnamePadding(Context &ctx)
{
    const std::string *found = registeredDomainOf(ctx);
    if (found == nullptr)
        return;
    const std::string &name = *found;
    const std::string &reg = *ctx.host.registrable;
    const DomainFacts &f = domainFacts(ctx);
    const std::string_view prefix = f.prefix;
    std::size_t labelsBelow
        = prefix.empty()
              ? 0
              : 1 + static_cast<std::size_t>(std::count(prefix.begin(), prefix.end(), '.'));
    bool longLabel = false;
    for (std::size_t start = 0, i = 0; i <= name.size(); ++i) {
        if (i == name.size() || name[i] == '.') {
            longLabel = longLabel || i - start >= 40;
            start = i + 1;
        }
    }
    const bool hyphens = name.find("----") != std::string::npos;
    // "com-" / "-com" tokens, outside A-labels ("xn--comsignin-..." is Punycode)
    bool comToken = false;
    for (std::size_t start = 0, i = 0; i <= prefix.size(); ++i) {
        if (i < prefix.size() && prefix[i] != '.')
            continue;
        const std::string_view label = prefix.substr(start, i - start);
        if (label.substr(0, 4) != "xn--")
            comToken = comToken || label.find("com-") != std::string_view::npos
                       || label.find("-com") != std::string_view::npos;
        start = i + 1;
    }
    if (labelsBelow < 5 && !longLabel && !hyphens && !comToken)
        return;
    const std::string why = labelsBelow >= 5
                                ? std::to_string(labelsBelow) + " labels below \"" + reg + "\""
                            : longLabel ? "a label of 40 or more characters"
                            : hyphens   ? "a run of four or more hyphens"
                                        : "a \"com-\" or \"-com\" token";
    ctx.add(Check::D3, f.embedded != nullptr ? Risk::Medium : Risk::Low, *ctx.host.span,
            "The host is padded (" + why + "), which pushes the real domain \"" + reg
                + "\" out of a narrow address bar",
            {{"registrable_domain", reg}}, View::Whatwg);
}

// docs/security-checks.md §4.5 D4; Public Suffix List (PRIVATE section).
// The suffix is a private one (github.io, web.app): anyone can register
// under it, so the owner is the tenant.
void privateSuffixTenant(Context &ctx)
{
    const HostFacts &h = ctx.host;
    if (registeredDomainOf(ctx) == nullptr || !h.privateSuffix || !h.suffix)
        return;
    const std::string &reg = *h.registrable;
    ctx.add(Check::D4, Risk::Info, *h.span,
            "\"" + *h.suffix + "\" is a shared hosting suffix: the owner is the tenant \"" + reg
                + "\", not the suffix's operator",
            {{"owner", reg}, {"suffix", *h.suffix}}, View::Whatwg);
}

// docs/security-checks.md §4.5 D5; Rauch 2023. The TLD is also a file
// extension (.zip, .mov); High together with a deceptive userinfo or path,
// so it reads A12 and U12, which run before it (registry.cpp).
void fileExtensionTld(Context &ctx)
{
    const std::string *found = registeredDomainOf(ctx);
    if (found == nullptr)
        return;
    const std::string tld = lastLabel(*found);
    if (tld != "zip" && tld != "mov")
        return;
    const bool combined = ctx.has(Check::A12) || ctx.has(Check::U12);
    ctx.add(Check::D5, combined ? Risk::High : Risk::Low, spanInHost(ctx, "." + tld),
            "The top-level domain \"." + tld + "\" is also a file extension"
                + (combined ? ", here together with a deceptive userinfo or path" : std::string()),
            {{"tld", tld}}, View::Whatwg);
}

// docs/security-checks.md §4.5 D6; Public Suffix List algorithm. The TLD
// is not in the PSL (libpsl's implicit "*" rule would still name an
// owner); special-use names are N7.
void unknownTld(Context &ctx)
{
    const std::string *found = domainOf(ctx);
    if (found == nullptr)
        return;
    const std::string &name = *found;
    if (!ctx.host.specialClass.empty() || name.find('.') == std::string::npos || ctx.host.tldListed)
        return;
    const std::string tld = lastLabel(name);
    ctx.add(Check::D6, Risk::Low, spanInHost(ctx, tld),
            "The top-level domain \"" + tld + "\" is not in the Public Suffix List", {{"tld", tld}},
            View::Whatwg);
}

} // namespace uri::security::detail
