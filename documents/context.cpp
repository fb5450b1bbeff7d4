// The context checks, family C of docs/security-checks.md (§4.11): what a
// link's document says about it that the link alone does not (its shown
// text, its form, how it is delivered) and what a message's headers say
// about its sender. Each finding is made with security::makeFinding() and
// worded by the core's catalogue (core/security/messages/context.h).
#include "detail/context.h"

#include "text/detail/text.h"

#include "uriinspector/extract.h"
#include "uriinspector/percent.h"
#include "uriinspector/security.h"
#include "uriinspector/security_data.h"
#include "uriinspector/whatwg.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <unordered_map>

namespace uri::documents {

namespace {

using security::Check;
using security::Finding;
using security::Risk;
using Arguments = std::vector<std::pair<std::string, std::string>>;
using uri::detail::asciiLower;
using uri::detail::equalsI;

bool startsWithI(std::string_view s, std::string_view prefix)
{
    return s.size() >= prefix.size() && equalsI(s.substr(0, prefix.size()), prefix);
}

bool containsI(std::string_view s, std::string_view what)
{
    return asciiLower(s).find(what) != std::string::npos;
}

// Free mail services: a Reply-To there, under a From of an organisation,
// is SpamAssassin's FREEMAIL_FORGED_REPLYTO (rules/20_freemail.cf; the
// domains are among those of its 20_freemail_domains.cf).
constexpr std::array<std::string_view, 30> kFreemail{
    "gmail.com",  "googlemail.com", "yahoo.com",      "yahoo.co.uk",  "yahoo.co.jp",
    "ymail.com",  "outlook.com",    "hotmail.com",    "live.com",     "msn.com",
    "aol.com",    "icloud.com",     "me.com",         "mail.com",     "gmx.com",
    "gmx.de",     "gmx.net",        "web.de",         "mail.ru",      "yandex.ru",
    "yandex.com", "proton.me",      "protonmail.com", "tutanota.com", "zoho.com",
    "qq.com",     "163.com",        "126.com",        "naver.com",    "rediffmail.com",
};

// Mail services that send and track for their customers, and mail gateways
// that rewrite links: a link goes through their tracker or rewrite to
// wherever its sender chose, which the link does not say, and they send in
// the name of their customers (the services' documentation of their click
// tracking, link rewriting and sending).
constexpr std::array<std::string_view, 36> kMailServices{
    "list-manage.com",      // Mailchimp
    "mandrillapp.com",      // Mailchimp Transactional
    "sendgrid.net",         // Twilio SendGrid
    "hubspotlinks.com",     // HubSpot
    "hs-sites.com",         // HubSpot
    "klclick.com",          // Klaviyo
    "klclick1.com",         // Klaviyo
    "klclick2.com",         // Klaviyo
    "klclick3.com",         // Klaviyo
    "rs6.net",              // Constant Contact
    "createsend1.com",      // Campaign Monitor
    "cmail19.com",          // Campaign Monitor
    "cmail20.com",          // Campaign Monitor
    "exacttarget.com",      // Salesforce Marketing Cloud
    "exct.net",             // Salesforce Marketing Cloud
    "mjt.lu",               // Mailjet
    "sendibt2.com",         // Brevo
    "sendibt3.com",         // Brevo
    "mlsend.com",           // MailerLite
    "pstmrk.it",            // Postmark
    "awstrack.me",          // Amazon SES
    "mailgun.org",          // Mailgun
    "sparkpostmail.com",    // SparkPost
    "convertkit-mail2.com", // Kit
    "beehiiv.com",          // beehiiv
    "substack.com",         // Substack
    "customeriomail.com",   // Customer.io
    "spgo.io",              // SparkPost
    "pardot.com",           // Salesforce Account Engagement
    "iterable.com",         // Iterable
    "mimecastprotect.com",  // Mimecast URL Protect (a gateway's rewrite)
    "mimecast.com",         // Mimecast URL Protect
    "cudasvc.com",          // Barracuda Link Protection
    "shopifyemail.com",     // Shopify, for its shops
    "xero.com",             // Xero, for its customers' invoices
    "eventbrite.com",       // Eventbrite, for its organisers
};

template <std::size_t N>
bool listed(const std::array<std::string_view, N> &table, std::string_view domain)
{
    return std::find(table.begin(), table.end(), domain) != table.end();
}

// The owner of a host: its registrable domain, else the host itself (an IP
// address, a name under a top-level domain the PSL does not know).
std::string ownerOf(const std::string &host)
{
    return security::registrableDomainOf(host).value_or(asciiLower(host));
}

// The brand whose domain @p owner is (protected_domains.txt), "" for none:
// a domain line's brand; an allow line's domain (a brand's other domain:
// "facebookmail.com") belongs to the brand its first label starts with.
// Nothing else: "paypal.top" is anyone's.
std::string brandOf(std::string_view owner)
{
    const security::SecurityData &data = security::SecurityData::builtin();
    for (const security::ProtectedDomain &p : data.protectedDomains) {
        if (p.domain == owner)
            return p.brand;
    }
    const std::string_view label = owner.substr(0, owner.find('.'));
    const bool allowed = data.allowDomains.count(std::string(owner)) != 0;
    std::string best;
    for (const security::ProtectedDomain &p : data.protectedDomains) {
        if (allowed && label.substr(0, p.brand.size()) == p.brand && p.brand.size() > best.size())
            best = p.brand;
    }
    return best;
}

// The company of a brand of protected_domains.txt whose products are
// brands of their own there ("gmail" is Google's); the brand itself for
// the others.
std::string_view companyOf(std::string_view brand)
{
    struct Product
    {
        std::string_view brand;
        std::string_view company;
    };
    static constexpr std::array<Product, 15> kProducts{{
        {"gmail", "google"},
        {"youtube", "google"},
        {"android", "google"},
        {"outlook", "microsoft"},
        {"hotmail", "microsoft"},
        {"sharepoint", "microsoft"},
        {"azure", "microsoft"},
        {"icloud", "apple"},
        {"quickbooks", "intuit"},
        {"turbotax", "intuit"},
        {"chatgpt", "openai"},
        {"facebook", "meta"},
        {"instagram", "meta"},
        {"whatsapp", "meta"},
        {"xfinity", "comcast"},
    }};
    for (const Product &p : kProducts) {
        if (p.brand == brand)
            return p.company;
    }
    return brand;
}

// Two owners are one when they are the same registrable domain or domains
// of one company's brands ("amazon.com", "amazon.co.uk"; "gmail.com",
// "google.com").
bool sameOwner(const std::string &a, const std::string &b)
{
    if (a == b)
        return true;
    const std::string brand = brandOf(a);
    const std::string other = brandOf(b);
    return !brand.empty() && !other.empty() && companyOf(brand) == companyOf(other);
}

Finding made(Check check, Risk risk, Span span, std::string_view id, Arguments arguments,
             Arguments details = {})
{
    return security::makeFinding(check, risk, span, id, std::move(arguments), std::move(details),
                                 security::View::Raw);
}

// What a shown text says it links to: a URL ("https://www.paypal.com/x")
// or a bare host ("www.paypal.com", "paypal.com/login").
struct ShownUrl
{
    std::string host;
    bool https = false;     ///< written with "https://"
    bool explicit_ = false; ///< written with a scheme
};

// The shown text as a URL or a host, or nothing: the whole text must be
// one, as Thunderbird's link text check asks (mail/modules/PhishingDetector:
// a text that merely mentions a host is not compared). A bare host counts
// only when it begins with "www." or is a protected or widely used domain:
// file names ("report.zip", "main.py") are hosts by their shape too.
std::optional<ShownUrl> shownUrl(std::string_view shown)
{
    std::string_view s = detail::trimmed(shown);
    // one pair of <...> or "..." around it (RFC 3986 Appendix C)
    if (s.size() >= 2
        && ((s.front() == '<' && s.back() == '>') || (s.front() == '"' && s.back() == '"')))
        s = detail::trimmed(s.substr(1, s.size() - 2));
    while (!s.empty() && (s.back() == '.' || s.back() == ',' || s.back() == ':'))
        s.remove_suffix(1);
    if (s.empty() || s.size() > 2048
        || std::any_of(s.begin(), s.end(), [](char c) { return detail::isSpace(c); }))
        return std::nullopt;
    ShownUrl out;
    if (startsWithI(s, "http://") || startsWithI(s, "https://")) {
        const whatwg::ParseResult r = whatwg::parse(s);
        if (!r.url || !r.url->host)
            return std::nullopt;
        out.host = whatwg::serializeHost(*r.url->host);
        out.https = r.url->scheme == "https";
        out.explicit_ = true;
        return out;
    }
    const std::size_t end = s.find_first_of("/?#:");
    const std::string_view host = s.substr(0, end);
    if (host.find('.') == std::string_view::npos || host.front() == '.' || host.back() == '.'
        || !std::all_of(host.begin(), host.end(), [](char c) {
               return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                      || c == '.' || c == '-';
           }))
        return std::nullopt;
    out.host = asciiLower(host);
    const std::optional<std::string> owner = security::registrableDomainOf(out.host);
    if (!owner)
        return std::nullopt;
    const security::SecurityData &data = security::SecurityData::builtin();
    const auto in = [&](const std::vector<security::ProtectedDomain> &list) {
        return std::any_of(list.begin(), list.end(),
                           [&](const security::ProtectedDomain &p) { return p.domain == *owner; });
    };
    if (!startsWithI(out.host, "www.") && !in(data.protectedDomains) && !in(data.widelyUsed))
        return std::nullopt;
    return out;
}

struct Target
{
    std::string scheme;
    std::string host;
};

std::optional<Target> targetOf(const std::string &url)
{
    const whatwg::ParseResult r = whatwg::parse(url);
    if (!r.url)
        return std::nullopt;
    Target t{r.url->scheme, r.url->host ? whatwg::serializeHost(*r.url->host) : std::string()};
    return t;
}

bool isWeb(const Target &t)
{
    return (t.scheme == "http" || t.scheme == "https") && !t.host.empty();
}

// Whether a tracker's @p url leads to the shown site, @p host of @p owner:
// a parameter is its name (a gateway's rewrite,
// "mimecastprotect.com/s/...?domain=github.com"), or its path or query
// hold a URL of that owner, percent-encoded or not
// ("awstrack.me/L0/https:%2F%2Fwww.example.org%2F").
bool leadsTo(std::string_view url, std::string_view host, const std::string &owner)
{
    const std::size_t authority = url.find("//");
    const std::size_t after
        = url.find_first_of("/?#", authority == std::string_view::npos ? 0 : authority + 2);
    if (after == std::string_view::npos)
        return false;
    const std::string rest = asciiLower(percentDecode(url.substr(after)));
    for (std::size_t at = rest.find("//"); at != std::string::npos; at = rest.find("//", at + 2)) {
        const std::size_t end = rest.find_first_of("/?#:&\\", at + 2);
        const std::string named
            = rest.substr(at + 2, end == std::string::npos ? end : end - at - 2);
        if (!named.empty() && sameOwner(ownerOf(named), owner))
            return true;
    }
    for (std::size_t at = rest.find('='); at != std::string::npos; at = rest.find('=', at + 1)) {
        const std::size_t end = rest.find_first_of("&#", at + 1);
        const std::string_view value
            = std::string_view(rest).substr(at + 1, end == std::string::npos ? end : end - at - 1);
        if (value == host || value == owner)
            return true;
    }
    return false;
}

// C1 (Thunderbird's link text mismatch; SpamAssassin's HTTPS_HTTP_MISMATCH
// and rspamd's PHISHED_URL compare the same registrable domains): the shown
// text names a site, the link goes to another owner. Known redirect
// wrappers (Safe Links, Proofpoint ...) are taken off first, and a URL
// nested in the target that goes to the shown owner is where it leads.
void shownTargetMismatch(const LinkRecord &link, const ShownUrl &shown, const Target &target,
                         std::vector<Finding> &out)
{
    const std::string shownOwner = ownerOf(shown.host);
    std::string finalUrl = *link.target;
    Target leads = target;
    if (const std::optional<Unwrapped> inner = unwrapRedirect(finalUrl)) {
        if (const std::optional<Target> t = targetOf(inner->url); t && isWeb(*t)) {
            finalUrl = inner->url;
            leads = *t;
        }
    }
    const std::string targetOwner = ownerOf(leads.host);
    if (sameOwner(shownOwner, targetOwner))
        return;
    const bool leadsThere = leadsTo(finalUrl, shown.host, shownOwner);
    const security::SecurityData &data = security::SecurityData::builtin();
    const bool tracker
        = listed(kMailServices, targetOwner) || data.unstableHosts.count(targetOwner) != 0;
    if (tracker && leadsThere)
        return;
    const bool isProtected
        = !brandOf(shownOwner).empty() && data.allowDomains.count(shownOwner) == 0;
    const Span whole{0, link.written.size()};
    Arguments details{{"shown_owner", shownOwner}, {"target_owner", targetOwner}};
    if (finalUrl != *link.target)
        details.emplace_back("unwrapped", finalUrl);
    const Arguments arguments{{"shown", shownOwner}, {"target", targetOwner}};
    if (tracker) {
        out.push_back(made(Check::C1, isProtected ? Risk::Medium : Risk::Low, whole, "C1.tracker",
                           arguments, std::move(details)));
        return;
    }
    // another owner's redirect that names the shown site: no promise of
    // where it goes ("evil.top/x?ref=https://www.paypal.com/"), and a
    // protected domain shown so is as bad as any
    if (leadsThere && !isProtected) {
        out.push_back(
            made(Check::C1, Risk::Low, whole, "C1.redirect", arguments, std::move(details)));
        return;
    }
    const Risk risk = isProtected ? Risk::Critical : shown.explicit_ ? Risk::High : Risk::Medium;
    out.push_back(made(Check::C1, risk, whole, isProtected ? "C1.protected" : "C1.mismatch",
                       arguments, std::move(details)));
}

// An attachment's name: its file name, else its MIME path ("part 2").
std::string attachmentName(const LinkRecord &link)
{
    return link.partName.empty() ? "part " + link.part : link.partName;
}

// Whose page a link is on: the owner of its base, if it has one.
std::optional<std::string> pageOwner(const LinkRecord &link)
{
    if (!link.base)
        return std::nullopt;
    const std::optional<Target> t = targetOf(*link.base);
    if (!t || t->host.empty())
        return std::nullopt;
    return ownerOf(t->host);
}

// C4: a form that asks for a password, posts in clear or to another owner.
void credentialForm(const LinkRecord &link, const Target &target, std::vector<Finding> &out)
{
    const Span whole{0, link.written.size()};
    const std::string shown = target.host.empty() ? *link.target : target.host;
    const std::optional<std::string> page = pageOwner(link);
    const bool elsewhere = page && !target.host.empty() && !sameOwner(*page, ownerOf(target.host));
    if (link.asksPassword) {
        if (link.message && link.attachment) {
            out.push_back(made(Check::C4, Risk::Critical, whole, "C4.password-attachment",
                               {{"name", attachmentName(link)}, {"target", shown}}));
        } else if (target.scheme == "http") {
            out.push_back(made(Check::C4, Risk::High, whole, "C4.cleartext", {{"target", shown}}));
        } else if (link.message || elsewhere) {
            out.push_back(made(Check::C4, Risk::High, whole, "C4.password", {{"target", shown}}));
        } else if (!page) {
            // a page of no known site (a file opened alone) asking for a password
            out.push_back(made(Check::C4, Risk::Medium, whole, "C4.password", {{"target", shown}}));
        }
        return;
    }
    if (target.scheme == "http") {
        out.push_back(made(Check::C4, Risk::Medium, whole, "C4.cleartext", {{"target", shown}}));
    } else if (link.message) {
        out.push_back(made(Check::C4, Risk::Low, whole, "C4.in-mail", {{"target", shown}}));
    } else if (elsewhere) {
        out.push_back(made(Check::C4, Risk::Low, whole, "C4.other-site",
                           {{"target", shown}, {"page", *page}}));
    }
}

// C5: the page goes on by itself (meta refresh, a script's location).
void automaticRedirect(const LinkRecord &link, const Target &target, std::vector<Finding> &out)
{
    const Span whole{0, link.written.size()};
    const std::optional<std::string> page = pageOwner(link);
    if (page && sameOwner(*page, ownerOf(target.host)))
        return; // to the page's own site
    if (link.message && link.attachment) {
        out.push_back(made(Check::C5, Risk::High, whole, "C5.attachment",
                           {{"name", attachmentName(link)}, {"target", target.host}}));
        return;
    }
    const bool refresh = link.source == Source::HtmlMetaRefresh;
    out.push_back(made(Check::C5, Risk::Medium, whole, refresh ? "C5.refresh" : "C5.script",
                       {{"target", target.host}}));
}

// The addresses of a header value ("A <a@x.example>, b@y.example"): each
// word with an "@" between address characters; with its place in @p value.
std::vector<std::pair<std::string, Span>> addressesIn(std::string_view value)
{
    const auto isAddressChar = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
               || c == '.' || c == '-' || c == '_' || c == '+' || c == '%';
    };
    std::vector<std::pair<std::string, Span>> out;
    for (std::size_t at = value.find('@'); at != std::string_view::npos && out.size() < 16;
         at = value.find('@', at + 1)) {
        std::size_t from = at;
        while (from > 0 && isAddressChar(value[from - 1]))
            --from;
        std::size_t to = at + 1;
        while (to < value.size() && isAddressChar(value[to]))
            ++to;
        while (to > at + 1 && value[to - 1] == '.')
            --to;
        if (from < at && to > at + 1
            && value.substr(at + 1, to - at - 1).find('.') != std::string_view::npos)
            out.emplace_back(asciiLower(value.substr(from, to - from)), Span{from, to - from});
    }
    return out;
}

std::string domainOf(const std::string &address)
{
    const std::size_t at = address.rfind('@');
    return at == std::string::npos ? std::string() : address.substr(at + 1);
}

// The words of a display name, lower case: runs of ASCII letters and digits.
std::vector<std::string> wordsOf(std::string_view name)
{
    std::vector<std::string> words;
    std::string word;
    for (const char c : name) {
        const char l = asciiLower(c);
        if ((l >= 'a' && l <= 'z') || (l >= '0' && l <= '9')) {
            word += l;
        } else if (!word.empty()) {
            words.push_back(std::move(word));
            word.clear();
        }
    }
    if (!word.empty())
        words.push_back(std::move(word));
    return words;
}

// The words a brand's own mail signs with besides its name ("PayPal
// Service", "Apple Support", "Microsoft account team", "Microsoft Office
// 365", "Apple ID").
constexpr std::array<std::string_view, 51> kServiceWords{
    "account",    "accounts",     "alert",      "alerts",   "banking",      "billing",
    "care",       "center",       "centre",     "com",      "customer",     "customers",
    "department", "desk",         "electronic", "help",     "helpdesk",     "id",
    "inc",        "info",         "llc",        "ltd",      "mail",         "member",
    "members",    "no",           "noreply",    "notice",   "notification", "notifications",
    "office",     "official",     "onedrive",   "online",   "outlook",      "payments",
    "prime",      "reply",        "resolution", "security", "service",      "services",
    "signature",  "support",      "team",       "teams",    "the",          "update",
    "updates",    "verification", "wallet",
};

bool isNameChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '@'
           || c == '_';
}

// Whether @p text (lower case) holds @p domain as a whole name: not inside
// a longer name or an address ("me.com" is not in "jane.doe@acme.com").
bool holdsName(std::string_view text, std::string_view domain)
{
    for (std::size_t at = text.find(domain); at != std::string_view::npos;
         at = text.find(domain, at + 1)) {
        const std::size_t end = at + domain.size();
        if ((at == 0 || !isNameChar(text[at - 1]))
            && (end == text.size() || !isNameChar(text[end])))
            return true;
    }
    return false;
}

// Whether @p words are @p brand, written in one word or in up to three
// ("Wells Fargo", "Bank of America"), and the words a brand signs with.
bool signsAs(const std::vector<std::string> &words, std::string_view brand)
{
    for (std::size_t i = 0; i < words.size(); ++i) {
        std::string joined;
        for (std::size_t j = i; j < std::min(words.size(), i + 3); ++j) {
            joined += words[j];
            if (joined != brand)
                continue;
            for (std::size_t k = 0; k < words.size(); ++k) {
                const std::string &w = words[k];
                const bool digits
                    = std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; });
                if ((k < i || k > j) && !digits && !listed(kServiceWords, w))
                    return false;
            }
            return true;
        }
    }
    return false;
}

// Whether @p owner is @p brand's name under a country's suffix: its mail
// of another country ("paypal.de", "amazon.co.uk"); "paypal.top" is anyone's.
bool countryDomainOf(std::string_view owner, std::string_view brand)
{
    const std::size_t dot = owner.find('.');
    const std::size_t last = owner.rfind('.');
    return dot != std::string_view::npos && owner.substr(0, dot) == brand
           && owner.size() - last - 1 == 2;
}

// The UTS #39 skeleton of each protected brand's name, made once.
const std::unordered_map<std::string, std::string> &brandSkeletons()
{
    static const std::unordered_map<std::string, std::string> skeletons = [] {
        std::unordered_map<std::string, std::string> out;
        for (const security::ProtectedDomain &p :
             security::SecurityData::builtin().protectedDomains)
            out.emplace(p.brand, security::skeleton(p.brand));
        return out;
    }();
    return skeletons;
}

// C3.name-brand: the display name is a protected brand's and the words it
// signs with ("PayPal Service", "Wells Fargo Online"), also in lookalike
// letters (their UTS #39 skeletons: "PayPal" with a Cyrillic a U+0430, "PayPa1",
// "Rnicrosoft"), or names the brand's domain ("paypal.com Security"), and
// the From address's owner is none of the company's domains. A name that says more ("Apple
// Insider", "Android Police") is a sender that writes about the brand, not one that signs as it; a
// brand that is an everyday word too ("chase", "target") counts only by its domain; a list's member
// ("'Bob' via dev", with a List-Id) is the list's to name.
std::optional<std::string> brandNamed(std::string_view name, const std::string &owner, bool list)
{
    if (list && containsI(name, " via "))
        return std::nullopt;
    const security::SecurityData &data = security::SecurityData::builtin();
    const std::string lowerName = asciiLower(name);
    const std::vector<std::string> words = wordsOf(name);
    const std::vector<std::string> lookalikeWords = wordsOf(security::skeleton(name));
    const std::string ownBrand = brandOf(owner);
    for (const security::ProtectedDomain &p : data.protectedDomains) {
        if (p.brand.size() < 4 || (!ownBrand.empty() && companyOf(p.brand) == companyOf(ownBrand))
            || countryDomainOf(owner, p.brand))
            continue;
        const bool byDomain = holdsName(lowerName, p.domain);
        const bool byWords
            = data.commonWords.count(p.brand) == 0
              && (signsAs(words, p.brand) || signsAs(lookalikeWords, brandSkeletons().at(p.brand)));
        if (byDomain || byWords)
            return p.brand;
    }
    return std::nullopt;
}

} // namespace

std::optional<Risk> highest(const std::vector<Finding> &findings)
{
    std::optional<Risk> top;
    for (const Finding &f : findings)
        top = top ? std::max(*top, f.severity) : f.severity;
    return top;
}

namespace detail {

void contextChecks(LinkRecord &link)
{
    if (!link.target)
        return;
    const std::optional<Target> target = targetOf(*link.target);
    if (!target)
        return;
    std::vector<Finding> &out = link.findings;
    const Span whole{0, link.written.size()};
    const bool anchor = (link.element == "a" || link.element == "area") && link.attribute == "href";
    // a PDF link annotation shows the page's text under its rectangle
    if ((anchor || link.source == Source::PdfLink) && link.shown && isWeb(*target)) {
        if (const std::optional<ShownUrl> shown = shownUrl(*link.shown)) {
            shownTargetMismatch(link, *shown, *target, out);
            // C2: SpamAssassin's HTTPS_HTTP_MISMATCH, by its name. The page
            // shown itself fetched in clear is Medium; a hop in clear through
            // another host (a click tracker) is Low
            if (shown->https && target->scheme == "http")
                out.push_back(made(Check::C2,
                                   target->host == shown->host ? Risk::Medium : Risk::Low, whole,
                                   "C2.downgrade", {{"target", target->host}}));
        }
    }
    if ((link.element == "form" && link.attribute == "action") || link.attribute == "formaction")
        credentialForm(link, *target, out);
    // by itself: a refresh, a script that runs as the page loads (not a
    // click's handler)
    const bool onLoad = link.source == Source::HtmlScript
                        && (link.element == "script" || link.attribute == "onload"
                            || link.attribute == "onpageshow");
    if ((link.source == Source::HtmlMetaRefresh || onLoad) && isWeb(*target))
        automaticRedirect(link, *target, out);
    // a frame loads as the page opens: an attached page that frames a site
    // shows that site's page (a sign-in form) as its own. Pages on the web
    // frame other sites all the time (players, maps, ads): only in an
    // attachment
    const bool frame
        = (link.element == "iframe" || link.element == "frame") && link.attribute == "src";
    if (frame && link.message && link.attachment && isWeb(*target))
        out.push_back(made(Check::C5, Risk::High, whole, "C5.frame",
                           {{"name", attachmentName(link)}, {"target", target->host}}));
    if (link.source == Source::Code && link.image) {
        const std::string &symbology = link.image->symbology;
        out.push_back(
            link.message
                ? made(Check::C6, Risk::Medium, whole, "C6.in-mail", {{"symbology", symbology}})
                : made(Check::C6, Risk::Low, whole, "C6.code", {{"symbology", symbology}}));
    }
    // C7: nothing to see, yet there to be followed
    if (anchor && !link.shown && !link.hasImage && isWeb(*target))
        out.push_back(made(Check::C7, Risk::Low, whole, "C7.nothing", {}));
}

void senderChecks(MessageRecord &m)
{
    const std::string fromDomain = asciiLower(domainOf(m.fromAddress));
    if (fromDomain.empty())
        return;
    const std::string owner = ownerOf(fromDomain);
    // a platform that sends on behalf of its users (a calendar, a document's
    // comments, a code host) names them and lets replies go to them
    const bool platform
        = (!brandOf(owner).empty() && !listed(kFreemail, owner)) || listed(kMailServices, owner);
    const std::size_t nameAt = m.fromName.empty() ? std::string::npos : m.from.find(m.fromName);
    const Span nameSpan
        = nameAt == std::string::npos ? Span{0, m.from.size()} : Span{nameAt, m.fromName.size()};
    // FromNameSpoof's check_fromname_contains_email and _owners_differ: the
    // name holds another owner's address ("'Bob' via List" names a list's
    // member: low)
    for (const auto &[named, span] : addressesIn(m.fromName)) {
        const std::string namedOwner = ownerOf(domainOf(named));
        if (named == asciiLower(m.fromAddress) || sameOwner(namedOwner, owner))
            continue;
        const bool via = containsI(m.fromName, " via ");
        m.findings.push_back(made(
            Check::C3, via || platform ? Risk::Low : Risk::High,
            nameAt == std::string::npos ? nameSpan : Span{nameAt + span.offset, span.length},
            "C3.name-address", {{"named", named}, {"address", m.fromAddress}, {"owner", owner}},
            {{"field", "from"}}));
        break;
    }
    if (const std::optional<std::string> brand = brandNamed(m.fromName, owner, !m.listId.empty()))
        m.findings.push_back(made(Check::C3, Risk::High, nameSpan, "C3.name-brand",
                                  {{"brand", *brand}, {"address", m.fromAddress}, {"owner", owner}},
                                  {{"field", "from"}}));
    // Reply-To of another owner; a mailing list (List-Id) answers to itself
    if (m.listId.empty()) {
        for (const auto &[reply, span] : addressesIn(m.replyTo)) {
            const std::string replyOwner = ownerOf(domainOf(reply));
            // a free mail address is anyone's, whoever runs the service
            if (listed(kFreemail, replyOwner) ? replyOwner == owner : sameOwner(replyOwner, owner))
                continue;
            const bool freemail = listed(kFreemail, replyOwner) && !listed(kFreemail, owner);
            m.findings.push_back(made(Check::C3, freemail && !platform ? Risk::Medium : Risk::Low,
                                      span, freemail ? "C3.reply-freemail" : "C3.reply-other",
                                      {{"reply", reply}, {"owner", owner}},
                                      {{"field", "reply_to"}}));
            break;
        }
    }
    const std::vector<std::pair<std::string, Span>> bounce = addressesIn(m.returnPath);
    if (!bounce.empty()) {
        const std::string bounceOwner = ownerOf(domainOf(bounce.front().first));
        if (!sameOwner(bounceOwner, owner))
            m.findings.push_back(made(
                Check::C3, Risk::Info, bounce.front().second, "C3.return-path",
                {{"bounce", bounce.front().first}, {"owner", owner}}, {{"field", "return_path"}}));
    }
}

} // namespace detail

} // namespace uri::documents
