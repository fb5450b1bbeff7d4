// Domain and brand structure: D1..D6 (catalog §4.5 and §5.5). The host's
// registrable domain (libpsl) against the protected domains of
// protected_domains.txt: who really owns the link, and how its name
// borrows a brand's.
#include "security/detail/host_memo.h"
#include "security/detail/registry.h"
#include "security/detail/security_context.h"
#include "security/detail/security_index.h"
#include "text/detail/text.h"

#include <algorithm>
#include <array>

namespace uri::security::detail {

namespace {

// Words that phishing names put beside a brand (Kintis et al., CCS 2017;
// the combos of the eth-phishing-detect blacklist).
constexpr std::array<std::string_view, 20> kComboKeywords{
    "login",    "signin",  "secure",  "security", "account", "verify",  "verification",
    "update",   "support", "billing", "wallet",   "auth",    "restore", "recovery",
    "giveaway", "airdrop", "bonus",   "promo",    "claim",   "helpdesk"};

// The host's name when it is a domain, or null (D6).
const whatwg::HostName *domainOf(const Context &ctx)
{
    const HostFacts &h = ctx.host;
    if (!h.present || !h.span || !h.canonical || h.canonical->kind != whatwg::HostKind::Domain)
        return nullptr;
    return &h.canonical->name;
}

// The host's name when it is a domain with a registrable domain, or null
// (D1..D5, and U4).
const whatwg::HostName *registeredDomainOf(const Context &ctx)
{
    return ctx.host.registrable ? domainOf(ctx) : nullptr;
}

// DomainFacts and the verdicts of U4 and D2 are functions of the canonical
// name alone (with the index) when the host is written in ASCII without
// A-labels: there is no look-alike delimiter to read and no letter for
// readsAs() to take for another, as in most of a batch's hosts, which
// repeat. They are kept per thread, for the index of one generation.
struct BrandEntry
{
    std::uint32_t prefixLength = 0;
    bool ownDomain = false;
    bool widelyUsedOwn = false;
    bool embeddedAsLabels = false;
    bool embeddedGlued = false;
    const ProtectedDomain *embedded = nullptr;
    ConfusableVerdict confusable;
    ComboVerdict combo;
};

HostMemo<BrandEntry> &brandMemo(const SecurityIndex &index)
{
    thread_local std::uint64_t generation = 0;
    thread_local HostMemo<BrandEntry> memo;
    if (generation != index.generation) {
        memo.clear();
        generation = index.generation;
    }
    return memo;
}

// Whether the brand facts of a host with a registrable domain are kept.
bool keptHost(const Context &ctx)
{
    return !ctx.host.nonAscii && !ctx.host.hasAceLabel;
}

void keep(const Context &ctx, std::string_view name, const DomainFacts &f,
          const ConfusableVerdict &confusable, const ComboVerdict &combo)
{
    const BrandEntry e{static_cast<std::uint32_t>(f.prefix.size()),
                       f.ownDomain,
                       f.widelyUsedOwn,
                       f.embeddedAsLabels,
                       f.embeddedGlued,
                       f.embedded,
                       confusable,
                       combo};
    brandMemo(ctx.index).insert(name, StringHash{}(name), e);
}

// Fills @p f and the verdicts from what was kept for @p name, if anything.
bool recall(Context &ctx, std::string_view name, DomainFacts &f)
{
    const BrandEntry *e = brandMemo(ctx.index).find(name, StringHash{}(name));
    if (e == nullptr)
        return false;
    f.ownDomain = e->ownDomain;
    f.widelyUsedOwn = e->widelyUsedOwn;
    f.prefix = std::string_view(name).substr(0, e->prefixLength);
    f.embedded = e->embedded;
    f.embeddedAsLabels = e->embeddedAsLabels;
    f.embeddedGlued = e->embeddedGlued;
    ctx.shared.confusable = e->confusable;
    ctx.shared.combo = e->combo;
    return true;
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
    const SecurityIndex &index = ctx.index;
    const std::string &reg = *ctx.host.registrable;
    std::string dotted;
    std::string dashed;
    const ProtectedDomain *found = nullptr;
    SecurityIndex::forEachToken(prefix, [&](std::string_view label) {
        const auto it = index.find(index.byFirstLabel, label);
        if (it == index.byFirstLabel.end())
            return false;
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
            if (*asLabels || asDashes) {
                found = p;
                return true;
            }
        }
        return false;
    });
    return found;
}

// A protected domain written from the start of a label of @p name and
// followed, inside a label, by "-", a letter or a digit: the domain with
// something glued to it, so that the registrable domain is another one.
const ProtectedDomain *gluedDomain(const Context &ctx, std::string_view name)
{
    const SecurityIndex &index = ctx.index;
    for (std::size_t at = 0; at < name.size();) {
        std::size_t end = at;
        while (end < name.size() && name[end] != '.' && name[end] != '-')
            ++end;
        const auto it = index.find(index.byFirstLabel, name.substr(at, end - at));
        if (it != index.byFirstLabel.end()) {
            for (const ProtectedDomain *p : it->second) {
                const std::size_t after = at + p->domain.size();
                // a product's server on a domain whose name starts with the
                // TLD's letters ("gitlab.common-lisp.net") glues nothing
                if (after < name.size() && name.substr(at, p->domain.size()) == p->domain
                    && name[after] != '.'
                    && (name[after] == '-' || ctx.data.productBrands.count(p->brand) == 0))
                    return p;
            }
        }
        const std::size_t dot = name.find('.', at);
        at = dot == std::string_view::npos ? name.size() : dot + 1;
    }
    return nullptr;
}

// The protected domain that the host shows as labels once each delimiter
// look-alike (U9: U+2215 DIVISION SLASH, U+2024 ONE DOT LEADER, ...) is read
// as the delimiter it imitates: "paypal.com\u2215login.evil.example" shows
// "paypal.com" although its labels are "paypal" and "com\u2215login".
const ProtectedDomain *lookalikeEmbedded(const Context &ctx)
{
    const HostFacts &h = ctx.host;
    if (!h.nonAscii || h.unicode.empty())
        return nullptr;
    std::string shown;
    bool changed = false;
    for (const uri::detail::CodePoint &c : uri::detail::codePoints(h.unicode)) {
        if (c.valid && ctx.data.delimLookalikes.count(c.cp) > 0) {
            shown += '.';
            changed = true;
        } else {
            shown.append(h.unicode, c.offset, c.length);
        }
    }
    if (!changed)
        return nullptr;
    shown = "." + uri::detail::asciiLower(shown) + ".";
    const SecurityIndex &index = ctx.index;
    const ProtectedDomain *found = nullptr;
    SecurityIndex::forEachToken(shown, [&](std::string_view label) {
        const auto it = index.find(index.byFirstLabel, label);
        if (it == index.byFirstLabel.end())
            return false;
        for (const ProtectedDomain *p : it->second) {
            if (*ctx.host.registrable != p->domain
                && shown.find("." + p->domain + ".") != std::string::npos) {
                found = p;
                return true;
            }
        }
        return false;
    });
    return found;
}

} // namespace

const DomainFacts &domainFacts(Context &ctx)
{
    if (ctx.shared.domain)
        return *ctx.shared.domain;
    DomainFacts &f = ctx.shared.domain.emplace();
    const whatwg::HostName *found = registeredDomainOf(ctx);
    if (found == nullptr)
        return f;
    const std::string_view name = *found;
    if (keptHost(ctx) && recall(ctx, name, f))
        return f;
    const std::string &reg = *ctx.host.registrable;
    // name is the canonical host's: the suffixes HostFacts keeps are its own
    f.ownDomain = hostIsListed(ctx, ctx.index.protectedDomains, reg.size());
    f.widelyUsedOwn = hostIsListed(ctx, ctx.index.widelyUsedDomains, reg.size());
    if (name.size() > reg.size() + 1)
        f.prefix = std::string_view(name).substr(0, name.size() - reg.size() - 1);
    if (!f.prefix.empty() && !f.ownDomain)
        f.embedded = embeddedDomain(ctx, f.prefix, &f.embeddedAsLabels);
    if (f.embedded == nullptr && !f.ownDomain) {
        f.embedded = gluedDomain(ctx, name);
        f.embeddedGlued = f.embedded != nullptr;
    }
    if (f.embedded == nullptr && !f.ownDomain) {
        f.embedded = lookalikeEmbedded(ctx);
        f.embeddedViaLookalike = f.embedded != nullptr;
    }
    return f;
}

// docs/security-checks.md §4.5 D1; Chromium lookalikes (target embedding).
// A protected domain written as labels (or joined by "-") left of a
// registrable domain that is not the brand's, or written whole with more
// glued to it ("apple.com-verify.example", "metamask.io-x.ru").
void targetEmbedding(Context &ctx)
{
    if (registeredDomainOf(ctx) == nullptr)
        return;
    const DomainFacts &f = domainFacts(ctx);
    if (f.embedded == nullptr)
        return;
    const ProtectedDomain &p = *f.embedded;
    std::string written = p.domain;
    if (!f.embeddedAsLabels && !f.embeddedGlued && !f.embeddedViaLookalike)
        std::replace(written.begin(), written.end(), '.', '-');
    const std::string &reg = *ctx.host.registrable;
    const Message &wording = f.embeddedGlued          ? msg::kD1Glued
                             : f.embeddedViaLookalike ? msg::kD1LookalikeDelimiters
                                                      : msg::kD1Embedded;
    ctx.add(Check::D1, Risk::High, spanInHost(ctx, written), wording,
            {{"domain", p.domain}, {"owner", reg}},
            {{"embedded", p.domain}, {"registrable_domain", reg}}, View::Whatwg);
}

namespace {

// Whether @p rest, what is glued to a brand, makes a combo on its own: a
// keyword, digits, or at most three characters ("metamaskapp", "binance4d",
// "uniswapv2"). A brand of 6 or more characters makes one with any word
// ("ledgerlive"); a shorter one ("apple") would with too many ("pineapple").
bool gluedCombo(std::string_view brand, std::string_view rest)
{
    if (brand.size() >= 6 || rest.size() <= 3)
        return true;
    if (rest.find_first_not_of("0123456789") == std::string_view::npos)
        return true;
    return std::any_of(kComboKeywords.begin(), kComboKeywords.end(),
                       [&](std::string_view k) { return rest == k; });
}

// A brand of the protected or widely used domains in a label (lower-case
// ASCII), and how: as a token between hyphens, glued to a word, or written
// with ASCII look-alikes ("micros0ft", "paypa1": the same skeleton). One
// edit away is U4's, for the whole label: inside a name, too many words are
// one edit from a brand ("trade", "tunes", "switch"). The brand and its
// domain are views of the index, the word one of the label.
struct BrandUse
{
    std::string_view brand;
    std::string_view domain; ///< the brand's own
    BrandHow how = BrandHow::Word;
    /// Lookalike: the token as written; Glued: the word glued to the brand.
    std::string_view word{};
};

// The D2 wording of @p use.
const Message &brandWording(const ComboVerdict &use)
{
    switch (use.how) {
    case BrandHow::Word:
        return use.inSubdomain ? msg::kD2WordInSubdomain : msg::kD2Word;
    case BrandHow::Lookalike:
        return use.inSubdomain ? msg::kD2LookalikeInSubdomain : msg::kD2Lookalike;
    case BrandHow::Glued:
        return use.inSubdomain ? msg::kD2GluedInSubdomain : msg::kD2Glued;
    case BrandHow::OtherSuffix:
        return msg::kD2OtherSuffix;
    case BrandHow::Subdomain:
        return msg::kD2Subdomain;
    }
    return msg::kD2Word;
}

std::optional<BrandUse> brandIn(const SecurityIndex &index, std::string_view label)
{
    std::optional<BrandUse> use;
    SecurityIndex::forEachToken(label, [&](std::string_view token) {
        if (const auto it = index.find(index.brandTokens, token); it != index.brandTokens.end())
            use = BrandUse{it->first, it->second, BrandHow::Word};
        return use.has_value();
    });
    if (use)
        return use;
    SecurityIndex::forEachToken(label, [&](std::string_view token) {
        if (token.size() < 5)
            return false;
        const std::string skel = index.asciiSkeletonOf(token);
        if (const auto it = index.find(index.brandTokenSkeletons, skel);
            it != index.brandTokenSkeletons.end()) {
            use = BrandUse{it->second, index.brandTokens.at(it->second), BrandHow::Lookalike,
                           token};
            return true;
        }
        // glued to a word, at the start or at the end of the token
        if (token.size() < 8)
            return false;
        if (const auto it = index.find(index.brandsByHead, token.substr(0, 3));
            it != index.brandsByHead.end()) {
            for (const std::string &b : it->second) {
                if (token.size() > b.size() && token.substr(0, b.size()) == b
                    && gluedCombo(b, token.substr(b.size()))) {
                    use = BrandUse{b, index.brandTokens.at(b), BrandHow::Glued,
                                   token.substr(b.size())};
                    return true;
                }
            }
        }
        if (const auto it = index.find(index.brandsByTail, token.substr(token.size() - 3));
            it != index.brandsByTail.end()) {
            for (const std::string &b : it->second) {
                const std::size_t at = token.size() - b.size();
                if (token.size() > b.size() && token.substr(at) == b
                    && gluedCombo(b, token.substr(0, at))) {
                    use = BrandUse{b, index.brandTokens.at(b), BrandHow::Glued,
                                   token.substr(0, at)};
                    return true;
                }
            }
        }
        return false;
    });
    return use;
}

// D2's search: the brand in the registrable domain's first label, else in
// a label of the subdomain. A brand that is an everyday word too
// (common_words.txt), or a brand of the widely used domains only, needs a
// keyword beside it: "canadagrain" names no brand, "target-login" does. So
// does a product's name (the product lines of protected_domains.txt) in a
// label of the subdomain or as the tenant of a private suffix:
// "gitlab.example.org" and "gitlab.freedesktop.org" are the
// organisation's own GitLab, "gitlab-login.example.top" is not. The tenant
// of an account suffix named as the brand ("google.github.io") is the
// brand's own account's pages.
ComboVerdict findCombo(const Context &ctx, const DomainFacts &facts)
{
    const SecurityIndex &index = ctx.index;
    const std::string_view name = ctx.host.canonical->name;
    // the registrable domain is a suffix of the name (pslFacts())
    const std::string_view reg = name.substr(name.size() - ctx.host.registrable->size());
    const std::string_view regLabel = reg.substr(0, reg.find('.'));
    const HostFacts &h = ctx.host;
    std::optional<bool> keyword;
    // whether the brand found counts, as said above
    const auto counts = [&](const BrandUse &found, bool inRegistrable) {
        if (found.how == BrandHow::OtherSuffix && h.privateSuffix && h.suffix
            && ctx.data.accountSuffixes.count(*h.suffix) > 0)
            return false;
        const bool product
            = ctx.data.productBrands.count(found.brand) > 0 && (!inRegistrable || h.privateSuffix);
        // a brand of the widely used domains only (no phishing target of
        // protected_domains.txt) is a word that sites borrow ("mozillazine",
        // "apacheweek", "springerlink"), unless written with look-alikes
        const bool popularOnly = found.how != BrandHow::Lookalike
                                 && !index.holds(index.protectedDomains, found.domain);
        if (!product && !popularOnly && ctx.data.commonWords.count(found.brand) == 0)
            return true;
        if (!keyword)
            keyword = std::any_of(
                kComboKeywords.begin(), kComboKeywords.end(),
                [&](std::string_view k) { return name.find(k) != std::string_view::npos; });
        return *keyword;
    };
    std::optional<BrandUse> use;
    std::string_view whereLabel = regLabel; // the label the brand is found in
    bool inSubdomain = false;
    if (const auto it = index.find(index.brandTokens, regLabel); it != index.brandTokens.end())
        use = BrandUse{it->first, it->second, BrandHow::OtherSuffix};
    else
        use = brandIn(index, regLabel);
    if (use && !counts(*use, true))
        use.reset();
    // a brand in a label of the subdomain ("trustwallet.example.top",
    // "binancepromo.example.com")
    std::string_view prefix = facts.prefix;
    while (!use && !prefix.empty()) {
        const std::size_t dot = prefix.find('.');
        const std::string_view label = prefix.substr(0, dot);
        prefix = dot == std::string_view::npos ? std::string_view() : prefix.substr(dot + 1);
        if (const auto it = index.find(index.brandTokens, label); it != index.brandTokens.end())
            use = BrandUse{it->first, it->second, BrandHow::Subdomain};
        else
            use = brandIn(index, label);
        if (use && !counts(*use, false))
            use.reset();
        if (use) {
            whereLabel = label;
            inSubdomain = use->how != BrandHow::Subdomain;
        }
    }
    if (!use)
        return {};
    const auto spanOf = [&](std::string_view part) {
        return Span{static_cast<std::size_t>(part.data() - name.data()), part.size()};
    };
    return {true,
            use->brand,
            use->domain,
            use->how,
            inSubdomain,
            spanOf(whereLabel),
            use->word.empty() ? Span{} : spanOf(use->word)};
}

} // namespace

// A brand of the protected or widely used domains inside a registrable
// domain that is not the brand's: its label under another suffix
// ("opensea.cc"), a word of the label ("secure-paypal"), glued to a word
// ("helpmetamask", "metamaskapp"), written with look-alikes
// ("login-micros0ft"); or in a label left of an unrelated registrable domain
// ("trustwallet.example.top").
const ComboVerdict &comboVerdict(Context &ctx)
{
    // domainFacts() brings a kept verdict for a host seen before
    const DomainFacts &facts = domainFacts(ctx);
    if (ctx.shared.combo)
        return *ctx.shared.combo;
    ComboVerdict &v = ctx.shared.combo.emplace();
    const std::string &reg = *ctx.host.registrable;
    const SecurityIndex &index = ctx.index;
    if (!facts.ownDomain && !facts.widelyUsedOwn && !index.holds(ctx.data.allowDomains, reg)
        && facts.embedded == nullptr)
        v = findCombo(ctx, facts);
    if (keptHost(ctx) && ctx.shared.confusable)
        keep(ctx, ctx.host.canonical->name, facts, *ctx.shared.confusable, v);
    return v;
}

// docs/security-checks.md §4.5 D2; Kintis et al., CCS 2017: a brand
// combined with a keyword (comboVerdict()).
void comboSquatting(Context &ctx)
{
    const whatwg::HostName *name = registeredDomainOf(ctx);
    if (name == nullptr)
        return;
    const ComboVerdict &use = comboVerdict(ctx);
    if (!use.found)
        return;
    const std::string &reg = *ctx.host.registrable;
    const std::string brand(use.brand);
    const std::string domain(use.domain);
    Details arguments{{"host", name->str()}, {"brand", brand}, {"brand_domain", domain}};
    if (use.word.length > 0)
        arguments.emplace_back("word", std::string(use.word.in(*name)));
    arguments.emplace_back("owner", reg);
    ctx.add(Check::D2, Risk::Medium, spanInHost(ctx, use.label.in(*name)), brandWording(use),
            std::move(arguments),
            {{"brand", brand}, {"brand_domain", domain}, {"registrable_domain", reg}},
            View::Whatwg);
}

// docs/security-checks.md §4.5 D3; Chromium elision behaviour. Five or more
// labels below the registrable domain, a label of 40 or more characters, a
// run of four hyphens or a "com-" token: padding that pushes the real
// domain out of a narrow address bar (Medium together with D1).
void hostnamePadding(Context &ctx)
{
    const whatwg::HostName *found = registeredDomainOf(ctx);
    if (found == nullptr)
        return;
    const std::string_view name = *found;
    const std::string &reg = *ctx.host.registrable;
    const DomainFacts &f = domainFacts(ctx);
    const std::string_view prefix = f.prefix;
    std::size_t labelsBelow
        = prefix.empty()
              ? 0
              : 1 + static_cast<std::size_t>(std::count(prefix.begin(), prefix.end(), '.'));
    bool longLabel = false;
    for (std::size_t start = 0; !longLabel;) { // from one dot to the next (memchr)
        const std::size_t dot = std::min(name.find('.', start), name.size());
        longLabel = dot - start >= 40;
        if (dot == name.size())
            break;
        start = dot + 1;
    }
    const bool hyphens = name.find("----") != std::string::npos;
    // "com-" / "-com" tokens, outside A-labels ("xn--comsignin-..." is Punycode)
    bool comToken = false;
    const bool hasCom = prefix.find("com") != std::string_view::npos;
    for (std::size_t start = 0, i = 0; hasCom && i <= prefix.size(); ++i) {
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
    const Message &wording = labelsBelow >= 5 ? msg::kD3Labels
                             : longLabel      ? msg::kD3LongLabel
                             : hyphens        ? msg::kD3Hyphens
                                              : msg::kD3ComToken;
    Details arguments;
    if (labelsBelow >= 5)
        arguments.emplace_back("labels", std::to_string(labelsBelow));
    arguments.emplace_back("owner", reg);
    ctx.add(Check::D3, f.embedded != nullptr ? Risk::Medium : Risk::Low, *ctx.host.span, wording,
            std::move(arguments), {{"registrable_domain", reg}}, View::Whatwg);
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
    ctx.add(Check::D4, Risk::Info, *h.span, msg::kD4PrivateSuffix,
            {{"suffix", *h.suffix}, {"owner", reg}}, {{"owner", reg}, {"suffix", *h.suffix}},
            View::Whatwg);
}

// docs/security-checks.md §4.5 D5; Rauch 2023. The TLD is also a file
// extension (.zip, .mov); High together with a deceptive userinfo or path,
// so it reads A12 and U12, which run before it (registry.cpp).
void fileExtensionTld(Context &ctx)
{
    const whatwg::HostName *found = registeredDomainOf(ctx);
    if (found == nullptr)
        return;
    const std::string tld = lastLabel(*found);
    if (tld != "zip" && tld != "mov")
        return;
    const bool combined = ctx.has(Check::A12) || ctx.has(Check::U12);
    ctx.add(Check::D5, combined ? Risk::High : Risk::Low, spanInHost(ctx, "." + tld),
            combined ? msg::kD5FileExtensionDeceptive : msg::kD5FileExtension, {{"tld", tld}},
            {{"tld", tld}}, View::Whatwg);
}

// docs/security-checks.md §4.5 D6; Public Suffix List algorithm. The TLD
// is not in the PSL (libpsl's implicit "*" rule would still name an
// owner); special-use names are N7.
void unknownTld(Context &ctx)
{
    const whatwg::HostName *found = domainOf(ctx);
    if (found == nullptr)
        return;
    const std::string_view name = *found;
    if (!ctx.host.specialClass.empty() || name.find('.') == std::string::npos || ctx.host.tldListed)
        return;
    const std::string tld = lastLabel(name);
    ctx.add(Check::D6, Risk::Low, spanInHost(ctx, tld), msg::kD6UnknownTld, {{"tld", tld}},
            {{"tld", tld}}, View::Whatwg);
}

} // namespace uri::security::detail
