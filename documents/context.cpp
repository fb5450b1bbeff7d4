// The context checks, family C of docs/security-checks.md (§4.11): what a
// link's document says about it that the link alone does not (its shown
// text, its form, how it is delivered) and what a message's headers say
// about its sender. Each finding is made with security::makeFinding() and
// worded by the core's catalogue (core/security/messages/context.h).
#include "detail/context.h"

#include "text/detail/text.h"

#include "uriinspector/extract.h"
#include "uriinspector/security_data.h"
#include "uriinspector/whatwg.h"

#include <algorithm>
#include <array>
#include <string_view>

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

// Mail services that send and track for their customers: a newsletter's
// link goes through their click tracker to wherever its sender chose,
// which the link does not say, and they send in the name of their
// customers (the services' documentation of their click tracking and
// sending; each seen in the benign corpus, tests/data/documents/benign/README.md).
constexpr std::array<std::string_view, 27> kMailServices{
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

// Two owners are one when they are the same registrable domain or two
// domains of one brand ("amazon.com", "amazon.co.uk").
bool sameOwner(const std::string &a, const std::string &b)
{
    if (a == b)
        return true;
    const std::string brand = brandOf(a);
    return !brand.empty() && brand == brandOf(b);
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
    // a parameter or the path holds a URL of the shown owner ("awstrack.me/L0/https:%2F%2F...")
    security::AnalyzeOptions options;
    options.versions = false;
    const security::Assessment a = security::analyze(finalUrl, options);
    for (const security::NestedUrl &n : a.nested) {
        if (n.registrableDomain && sameOwner(shownOwner, *n.registrableDomain))
            return;
    }
    const bool isProtected
        = !brandOf(shownOwner).empty()
          && security::SecurityData::builtin().allowDomains.count(shownOwner) == 0;
    const Span whole{0, link.written.size()};
    Arguments details{{"shown_owner", shownOwner}, {"target_owner", targetOwner}};
    if (finalUrl != *link.target)
        details.emplace_back("unwrapped", finalUrl);
    if (listed(kMailServices, targetOwner)) {
        out.push_back(made(Check::C1, isProtected ? Risk::Medium : Risk::Low, whole, "C1.tracker",
                           {{"shown", shownOwner}, {"target", targetOwner}}, std::move(details)));
        return;
    }
    const Risk risk = isProtected ? Risk::Critical : shown.explicit_ ? Risk::High : Risk::Medium;
    out.push_back(made(Check::C1, risk, whole, isProtected ? "C1.protected" : "C1.mismatch",
                       {{"shown", shownOwner}, {"target", targetOwner}}, std::move(details)));
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
        if (link.message && !link.partName.empty()) {
            out.push_back(made(Check::C4, Risk::Critical, whole, "C4.password-attachment",
                               {{"name", link.partName}, {"target", shown}}));
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
    if (link.message) {
        out.push_back(made(Check::C4, Risk::Low, whole, "C4.in-mail", {{"target", shown}}));
    } else if (target.scheme == "http") {
        out.push_back(made(Check::C4, Risk::Medium, whole, "C4.cleartext", {{"target", shown}}));
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
    if (link.message && !link.partName.empty()) {
        out.push_back(made(Check::C5, Risk::High, whole, "C5.attachment",
                           {{"name", link.partName}, {"target", target.host}}));
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
// Service", "Apple Support", "Microsoft account team").
constexpr std::array<std::string_view, 40> kServiceWords{
    "account",  "accounts", "alert",      "alerts",    "billing",      "care",          "center",
    "centre",   "com",      "customer",   "customers", "department",   "desk",          "help",
    "helpdesk", "inc",      "info",       "llc",       "ltd",          "mail",          "member",
    "members",  "no",       "noreply",    "notice",    "notification", "notifications", "official",
    "online",   "reply",    "resolution", "security",  "service",      "services",      "support",
    "team",     "the",      "update",     "updates",   "verification",
};

// C3.name-brand: the display name is a protected brand's and its service
// words ("PayPal Service", "paypal.com Security"), or names the brand's
// domain, and the From address's owner is none of the brand's domains. A
// name that says more ("Apple Insider", "Android Police") is a sender
// that writes about the brand, not one that signs as it; a brand that is
// an everyday word too ("chase", "target") counts only by its domain.
std::optional<std::string> brandNamed(std::string_view name, const std::string &owner)
{
    if (containsI(name, " via "))
        return std::nullopt; // a list's member: "'Bob' via dev"
    const security::SecurityData &data = security::SecurityData::builtin();
    const std::string lowerName = asciiLower(name);
    const std::vector<std::string> words = wordsOf(name);
    const std::string ownBrand = brandOf(owner);
    const std::string_view ownLabel = std::string_view(owner).substr(0, owner.find('.'));
    for (const security::ProtectedDomain &p : data.protectedDomains) {
        // the brand's own mail, also from its other country domains ("paypal.de")
        if (p.brand.size() < 4 || p.brand == ownBrand || p.brand == ownLabel)
            continue;
        const std::size_t at = lowerName.find(p.domain);
        const bool byDomain = at != std::string::npos && (at == 0 || lowerName[at - 1] != '@');
        const bool byWords = data.commonWords.count(p.brand) == 0 && !words.empty()
                             && std::find(words.begin(), words.end(), p.brand) != words.end()
                             && std::all_of(words.begin(), words.end(), [&](const std::string &w) {
                                    return w == p.brand || listed(kServiceWords, w)
                                           || std::all_of(w.begin(), w.end(), [](char c) {
                                                  return c >= '0' && c <= '9';
                                              });
                                });
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
    if ((link.source == Source::HtmlMetaRefresh || link.source == Source::HtmlScript)
        && isWeb(*target))
        automaticRedirect(link, *target, out);
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
    if (const std::optional<std::string> brand = brandNamed(m.fromName, owner))
        m.findings.push_back(made(Check::C3, Risk::High, nameSpan, "C3.name-brand",
                                  {{"brand", *brand}, {"address", m.fromAddress}, {"owner", owner}},
                                  {{"field", "from"}}));
    // Reply-To of another owner; a mailing list (List-Id) answers to itself
    if (m.listId.empty()) {
        for (const auto &[reply, span] : addressesIn(m.replyTo)) {
            const std::string replyOwner = ownerOf(domainOf(reply));
            if (sameOwner(replyOwner, owner))
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
