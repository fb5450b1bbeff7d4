// The host of a link: canonical form (catalog §2.3), registrable domain
// (libpsl, catalog §2.5), and the checks on what it is: N1..N10 (host
// class) and D1..D6 (domain and brand structure).
#include "security/detail/security_context.h"
#include "security/detail/security_index.h"
#include "text/detail/text.h"

#include <libpsl.h>

#include <arpa/inet.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <mutex>
#include <unordered_map>

namespace uri::security::detail {

using uri::detail::isAscii;
using uri::detail::lowerAscii;
using uri::detail::pctDecode;

namespace {

const psl_ctx_t *pslContext()
{
    // psl_latest(NULL): Debian's publicsuffix list (the newer of the
    // installed DAFSA and libpsl's built-in list). Never freed: it lives as
    // long as the process.
    static const psl_ctx_t *const ctx = [] {
        psl_ctx_t *latest = psl_latest(nullptr);
        return latest != nullptr ? static_cast<const psl_ctx_t *>(latest) : psl_builtin();
    }();
    return ctx;
}

// Whether one label is a PSL rule (cached: the TLDs of a batch repeat).
bool tldIsListed(const std::string &tld)
{
    thread_local std::unordered_map<std::string, bool> cache;
    const auto it = cache.find(tld);
    if (it != cache.end())
        return it->second;
    const bool listed
        = psl_is_public_suffix2(pslContext(), tld.c_str(), PSL_TYPE_ANY | PSL_TYPE_NO_STAR_RULE)
          != 0;
    if (cache.size() < 4096)
        cache.emplace(tld, listed);
    return listed;
}

bool suffixIsPrivate(const std::string &suffix)
{
    thread_local std::unordered_map<std::string, bool> cache;
    const auto it = cache.find(suffix);
    if (it != cache.end())
        return it->second;
    const psl_ctx_t *ctx = pslContext();
    const bool isPrivate
        = psl_is_public_suffix2(ctx, suffix.c_str(), PSL_TYPE_PRIVATE | PSL_TYPE_NO_STAR_RULE) != 0
          && psl_is_public_suffix2(ctx, suffix.c_str(), PSL_TYPE_ICANN | PSL_TYPE_NO_STAR_RULE)
                 == 0;
    if (cache.size() < 4096)
        cache.emplace(suffix, isPrivate);
    return isPrivate;
}

std::string lastLabel(std::string_view host)
{
    if (!host.empty() && host.back() == '.')
        host.remove_suffix(1);
    const std::size_t dot = host.find_last_of('.');
    return std::string(dot == std::string_view::npos ? host : host.substr(dot + 1));
}

std::vector<std::string_view> labelsOf(std::string_view host)
{
    std::vector<std::string_view> labels;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= host.size(); ++i) {
        if (i == host.size() || host[i] == '.') {
            labels.push_back(host.substr(start, i - start));
            start = i + 1;
        }
    }
    return labels;
}

// An IPv4 address spelled by labels (dotted, dashed or hex) in front of a
// wildcard-DNS domain: "127.0.0.1.nip.io", "app-10-0-0-1.sslip.io",
// "7f000001.nip.io".
std::optional<std::uint32_t> embeddedIpv4(std::string_view prefix)
{
    const auto dotted = [](std::string_view text, char sep) -> std::optional<std::uint32_t> {
        // the last four sep-separated decimal parts
        std::vector<std::string_view> parts;
        std::size_t start = 0;
        for (std::size_t i = 0; i <= text.size(); ++i) {
            if (i == text.size() || text[i] == sep || (sep == '-' && text[i] == '.')) {
                parts.push_back(text.substr(start, i - start));
                start = i + 1;
            }
        }
        if (parts.size() < 4)
            return std::nullopt;
        std::uint32_t value = 0;
        for (std::size_t k = parts.size() - 4; k < parts.size(); ++k) {
            const std::string_view p = parts[k];
            if (p.empty() || p.size() > 3)
                return std::nullopt;
            unsigned n = 0;
            for (const char c : p) {
                if (c < '0' || c > '9')
                    return std::nullopt;
                n = n * 10 + static_cast<unsigned>(c - '0');
            }
            if (n > 255)
                return std::nullopt;
            value = (value << 8) | n;
        }
        return value;
    };
    if (const auto v = dotted(prefix, '.'))
        return v;
    if (const auto v = dotted(prefix, '-'))
        return v;
    // the last label in 8 hex digits
    const std::size_t cut = prefix.find_last_of(".-");
    const std::string_view last = cut == std::string_view::npos ? prefix : prefix.substr(cut + 1);
    if (last.size() == 8 && std::all_of(last.begin(), last.end(), uri::detail::isHexDigit)) {
        std::uint32_t value = 0;
        for (const char c : last)
            value = (value << 4) | static_cast<std::uint32_t>(uri::detail::hexValue(c));
        return value;
    }
    return std::nullopt;
}

Address v4Mapped(std::uint32_t v4)
{
    Address a{};
    a[10] = 0xFF;
    a[11] = 0xFF;
    a[12] = static_cast<std::uint8_t>(v4 >> 24);
    a[13] = static_cast<std::uint8_t>(v4 >> 16);
    a[14] = static_cast<std::uint8_t>(v4 >> 8);
    a[15] = static_cast<std::uint8_t>(v4);
    return a;
}

std::string ipv4Text(std::uint32_t v4)
{
    return std::to_string(v4 >> 24) + "." + std::to_string((v4 >> 16) & 0xFF) + "."
           + std::to_string((v4 >> 8) & 0xFF) + "." + std::to_string(v4 & 0xFF);
}

Risk raise(Risk r)
{
    return r == Risk::Critical ? Risk::Critical : static_cast<Risk>(static_cast<int>(r) + 1);
}

// The class of an IPv4 address as N1..N6 (or N9 when public).
ClassRisk v4ClassRisk(const SecurityData &data, std::uint32_t v4, const AddressBlock **block)
{
    *block = data.addressBlock(v4Mapped(v4), false);
    if (*block != nullptr) {
        if (const std::optional<ClassRisk> cr = addressClassRisk((*block)->cls))
            return *cr;
    }
    return {Check::N9, Risk::Low};
}

bool isInternalClass(std::string_view cls)
{
    return cls == "loopback" || cls == "unspecified" || cls == "private" || cls == "shared"
           || cls == "link-local" || cls == "metadata";
}

} // namespace

// ---------------------------------------------------------------------------
// Shared helpers

std::optional<ClassRisk> addressClassRisk(std::string_view cls)
{
    if (cls == "loopback")
        return ClassRisk{Check::N1, Risk::High};
    if (cls == "unspecified")
        return ClassRisk{Check::N2, Risk::High};
    if (cls == "private" || cls == "shared")
        return ClassRisk{Check::N3, Risk::Medium};
    if (cls == "link-local")
        return ClassRisk{Check::N4, Risk::High};
    if (cls == "metadata")
        return ClassRisk{Check::N4, Risk::Critical};
    if (cls == "multicast" || cls == "broadcast")
        return ClassRisk{Check::N6, Risk::Medium};
    if (cls == "documentation" || cls == "benchmarking" || cls == "reserved" || cls == "special")
        return ClassRisk{Check::N6, Risk::Low};
    return std::nullopt;
}

PslFacts pslFacts(const std::string &host)
{
    // libpsl takes about a microsecond per lookup; the hosts of a batch
    // repeat, so the answers are kept per thread (bounded).
    thread_local std::unordered_map<std::string, PslFacts> cache;
    if (const auto it = cache.find(host); it != cache.end())
        return it->second;
    PslFacts f;
    const psl_ctx_t *ctx = pslContext();
    if (const char *reg = psl_registrable_domain(ctx, host.c_str())) {
        f.registrable = std::string(reg);
        // the public suffix is the registrable domain without its first label
        const std::size_t dot = f.registrable->find('.');
        if (dot != std::string::npos)
            f.suffix = f.registrable->substr(dot + 1);
    } else if (const char *suffix = psl_unregistrable_domain(ctx, host.c_str())) {
        f.suffix = std::string(suffix);
    }
    if (f.suffix)
        f.privateSuffix = f.suffix->find('.') != std::string::npos && suffixIsPrivate(*f.suffix);
    f.tldListed = tldIsListed(lastLabel(host));
    if (cache.size() >= 16384)
        cache.clear();
    cache.emplace(host, f);
    return f;
}

bool isProtectedHost(const SecurityData &data, std::string_view host, std::string *which)
{
    const SecurityIndex &index = SecurityIndex::of(data);
    std::string_view rest = host;
    if (!rest.empty() && rest.back() == '.')
        rest.remove_suffix(1);
    while (!rest.empty()) {
        if (index.protectedDomains.count(rest) > 0) {
            if (which != nullptr)
                *which = std::string(rest);
            return true;
        }
        const std::size_t dot = rest.find('.');
        if (dot == std::string_view::npos)
            break;
        rest.remove_prefix(dot + 1);
    }
    return false;
}

std::string addressText(const Address &a)
{
    const bool mapped
        = std::all_of(a.begin(), a.begin() + 10, [](std::uint8_t b) { return b == 0; })
          && a[10] == 0xFF && a[11] == 0xFF;
    if (mapped) {
        return std::to_string(a[12]) + "." + std::to_string(a[13]) + "." + std::to_string(a[14])
               + "." + std::to_string(a[15]);
    }
    std::array<char, INET6_ADDRSTRLEN> buffer{};
    if (inet_ntop(AF_INET6, a.data(), buffer.data(), buffer.size()) == nullptr)
        return {};
    return std::string(buffer.data());
}

std::string hostIpText(const HostFacts &h)
{
    if (h.canonical && h.canonical->kind == whatwg::HostKind::Ipv6) {
        std::string text = whatwg::serializeHost(*h.canonical);
        if (text.size() >= 2 && text.front() == '[')
            text = text.substr(1, text.size() - 2);
        return text;
    }
    return h.address ? addressText(*h.address) : std::string();
}

std::optional<Address> addressOf(const whatwg::Host &host)
{
    if (host.kind == whatwg::HostKind::Ipv4)
        return v4Mapped(host.ipv4);
    if (host.kind == whatwg::HostKind::Ipv6) {
        Address a{};
        for (std::size_t i = 0; i < 8; ++i) {
            a[2 * i] = static_cast<std::uint8_t>(host.ipv6[i] >> 8);
            a[2 * i + 1] = static_cast<std::uint8_t>(host.ipv6[i] & 0xFF);
        }
        return a;
    }
    return std::nullopt;
}

std::optional<whatwg::Host> canonicalHost(std::string_view host, bool special)
{
    whatwg::HostResult r = whatwg::parseHost(host, !special);
    return std::move(r.host);
}

bool hasHostLikeToken(std::string_view text, std::string *token)
{
    std::size_t i = 0;
    while (i < text.size()) {
        const auto isLabelChar = [](char c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                   || c == '-' || c == '.';
        };
        while (i < text.size() && !isLabelChar(text[i]))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && isLabelChar(text[i]))
            ++i;
        std::string_view t = text.substr(start, i - start);
        while (!t.empty() && (t.back() == '.' || t.back() == '-'))
            t.remove_suffix(1);
        while (!t.empty() && (t.front() == '.' || t.front() == '-'))
            t.remove_prefix(1);
        const std::size_t dot = t.find_last_of('.');
        if (dot == std::string_view::npos || dot == 0)
            continue;
        const std::string tld = lowerAscii(t.substr(dot + 1));
        if (tld.size() < 2
            || !std::all_of(tld.begin(), tld.end(), [](char c) { return c >= 'a' && c <= 'z'; }))
            continue;
        if (!tldIsListed(tld))
            continue;
        if (token != nullptr)
            *token = std::string(t);
        return true;
    }
    return false;
}

bool withinOneEdit(std::string_view a, std::string_view b)
{
    if (a == b)
        return false;
    if (a.size() > b.size())
        std::swap(a, b);
    if (b.size() - a.size() > 1)
        return false;
    std::size_t i = 0;
    while (i < a.size() && a[i] == b[i])
        ++i;
    if (a.size() == b.size()) {
        // one substitution, or one adjacent swap
        if (a.substr(i + 1) == b.substr(i + 1))
            return true;
        return i + 1 < a.size() && a[i] == b[i + 1] && a[i + 1] == b[i]
               && a.substr(i + 2) == b.substr(i + 2);
    }
    return a.substr(i) == b.substr(i + 1); // one insertion
}

// ---------------------------------------------------------------------------
// The canonical host

void prepareHost(Context &ctx)
{
    HostFacts &h = ctx.host;
    const bool wvHost = ctx.wv.url && ctx.wv.url->host && ctx.wv.spans.host;
    if (wvHost) {
        h.span = ctx.wv.spans.host;
    } else if (ctx.rv.host) {
        h.span = ctx.rv.host;
    }
    if (!h.span)
        return;
    h.present = true;
    h.raw = std::string(h.span->in(ctx.text));
    h.decoded = pctDecode(h.raw);
    h.bracketed = !h.raw.empty() && h.raw.front() == '[';
    h.nonAscii = !isAscii(h.raw) || !isAscii(h.decoded);

    if (wvHost && ctx.wv.url->host->kind != whatwg::HostKind::Opaque) {
        h.canonical = ctx.wv.url->host;
        h.fromWhatwgUrl = true;
    } else if (h.bracketed && ctx.rv.ipLiteralAddress) {
        // An IPv6 literal that the URL Standard rejects as a whole (a zone id,
        // RFC 6874): the address alone.
        h.canonical
            = canonicalHost("[" + std::string(ctx.rv.ipLiteralAddress->in(ctx.text)) + "]", true);
    } else if (!h.raw.empty()) {
        // An opaque host (ldap, gopher, redis...) or a URL the Standard
        // rejects: read the host as a browser's host parser would, since the
        // scheme's own client resolves the same name or address.
        h.canonical = canonicalHost(h.raw, true);
    }
    if (h.canonical) {
        h.ascii = whatwg::serializeHost(*h.canonical);
        h.address = addressOf(*h.canonical);
        if (h.address)
            h.block
                = ctx.data.addressBlock(*h.address, h.canonical->kind == whatwg::HostKind::Ipv6);
    }
    if (h.canonical && h.canonical->kind == whatwg::HostKind::Domain) {
        const std::string &name = h.canonical->name;
        h.hasAceLabel = name.rfind("xn--", 0) == 0 || name.find(".xn--") != std::string::npos;
        h.unicode = h.hasAceLabel
                        ? (wvHost && !ctx.wv.displayHost.empty() ? ctx.wv.displayHost
                                                                 : whatwg::domainToUnicode(name))
                        : name;
        h.specialClass = std::string(ctx.data.specialNameClass(name, &h.specialName));
        // Catalog N7: names of internal networks are classified before the
        // PSL (whose implicit "*" rule would name an owner for them); names
        // reserved for examples keep their PSL reading ("evil.example").
        const bool beforePsl = !h.specialClass.empty() && h.specialClass != "wildcard-ip"
                               && h.specialClass != "wildcard-loopback"
                               && h.specialClass != "reserved";
        if (!beforePsl && name.find('.') != std::string::npos) {
            PslFacts f = pslFacts(name);
            h.registrable = std::move(f.registrable);
            h.suffix = std::move(f.suffix);
            h.privateSuffix = f.privateSuffix;
            h.tldListed = f.tldListed;
        } else if (name.find('.') != std::string::npos) {
            h.tldListed = tldIsListed(lastLabel(name));
        }
    } else if (!h.canonical && !h.raw.empty()) {
        h.unicode = h.decoded;
    }
    if (h.nonAscii || h.hasAceLabel) {
        Span inner = *h.span;
        if (h.bracketed && inner.length >= 2)
            inner = {inner.offset + 1, inner.length - 2};
        IdnaOptions options;
        options.useStd3Rules = false; // the URL Standard's options (catalog §2.3)
        h.idna = idnaHost(ctx.text, inner, options);
    }
}

// ---------------------------------------------------------------------------
// N1..N10: host class

void checkHostClass(Context &ctx)
{
    const HostFacts &h = ctx.host;
    if (!h.present || !h.span)
        return;
    const Span span = *h.span;

    // N10 (RFC 6874): a zone identifier; the URL Standard rejects it.
    if (ctx.rv.zoneId) {
        const Span zone = *ctx.rv.zoneId;
        const Span withPercent = zone.offset >= 3 && ctx.text.substr(zone.offset - 3, 3) == "%25"
                                     ? Span{zone.offset - 3, zone.length + 3}
                                     : Span{zone.offset > 0 ? zone.offset - 1 : 0, zone.length + 1};
        ctx.add(Check::N10, Risk::Low, withPercent,
                "IPv6 zone identifier \"" + std::string(zone.in(ctx.text))
                    + "\": RFC 6874 allowed it, browsers reject it, libraries differ",
                {{"zone", std::string(zone.in(ctx.text))}}, View::Rfc3986);
    }

    if (h.address) {
        const std::string ip = hostIpText(h);
        if (h.block == nullptr) {
            ctx.add(Check::N9, Risk::Low, span,
                    "The host is the public IP address " + ip
                        + ": phishing links rarely need a raw address",
                    {{"ip", ip}}, View::Whatwg);
            return;
        }
        const AddressBlock &b = *h.block;
        const std::string &cls = b.cls;
        const bool embeds = cls == "mapped" || cls == "compatible" || cls == "nat64"
                            || cls == "6to4" || cls == "teredo";
        if (embeds) {
            const Address &a = *h.address;
            std::uint32_t v4 = (static_cast<std::uint32_t>(a[12]) << 24)
                               | (static_cast<std::uint32_t>(a[13]) << 16)
                               | (static_cast<std::uint32_t>(a[14]) << 8) | a[15];
            if (cls == "6to4") { // RFC 3056: bits 16-47
                v4 = (static_cast<std::uint32_t>(a[2]) << 24)
                     | (static_cast<std::uint32_t>(a[3]) << 16)
                     | (static_cast<std::uint32_t>(a[4]) << 8) | a[5];
            } else if (cls == "teredo") { // RFC 4380: the client address, inverted
                v4 = ~v4;
            }
            const AddressBlock *inner = nullptr;
            const ClassRisk innerRisk = v4ClassRisk(ctx.data, v4, &inner);
            const std::string v4text = ipv4Text(v4);
            const std::string innerClass = inner != nullptr ? inner->cls : "public";
            const Risk n5 = innerRisk.check == Check::N9 ? Risk::Medium : raise(innerRisk.risk);
            ctx.add(Check::N5, n5, span,
                    "IPv6 address " + ip + " embeds the IPv4 address " + v4text + " (" + b.name
                        + "), which is " + innerClass,
                    {{"ip", ip},
                     {"embedded_ipv4", v4text},
                     {"embedding", cls},
                     {"embedded_class", innerClass}},
                    View::Whatwg);
            if (innerRisk.check != Check::N9) {
                ctx.add(innerRisk.check, innerRisk.risk, span,
                        "The embedded IPv4 address " + v4text + " is " + innerClass + " ("
                            + (inner != nullptr ? inner->name : std::string()) + ")",
                        {{"ip", v4text},
                         {"block", inner != nullptr ? inner->cidr : std::string()},
                         {"class", innerClass}},
                        View::Decoded);
            }
            return;
        }
        if (const std::optional<ClassRisk> cr = addressClassRisk(cls)) {
            std::string what;
            switch (cr->check) {
            case Check::N1:
                what = "a loopback address: the link targets the machine that opens it";
                break;
            case Check::N2:
                what = "the unspecified address: connecting to it reaches local services";
                break;
            case Check::N3:
                what = "a private or shared address: the link targets the local network";
                break;
            case Check::N4:
                what = cls == "metadata" ? "a cloud metadata endpoint: it hands out credentials"
                                         : "a link-local address";
                break;
            default:
                what = "a special-purpose address";
                break;
            }
            ctx.add(cr->check, cr->risk, span,
                    "The host " + ip + " is " + what + " (" + b.cidr + ", " + b.name + ")",
                    {{"ip", ip}, {"block", b.cidr}, {"class", cls}}, View::Whatwg);
        }
        return;
    }

    if (!h.canonical || h.canonical->kind != whatwg::HostKind::Domain)
        return;
    const std::string &name = h.canonical->name;
    const std::string_view cls = h.specialClass;
    if (cls == "loopback") {
        ctx.add(Check::N1, Risk::High, span,
                "\"" + name + "\" is a loopback name: it targets the machine that opens the link",
                {{"name", h.specialName}, {"class", "loopback"}}, View::Whatwg);
        return;
    }
    if (cls == "metadata") {
        ctx.add(Check::N4, Risk::Critical, span,
                "\"" + name + "\" is a cloud metadata endpoint: it hands out credentials",
                {{"name", h.specialName}, {"class", "metadata"}}, View::Whatwg);
        return;
    }
    if (cls == "wildcard-ip" || cls == "wildcard-loopback") {
        std::optional<std::uint32_t> v4;
        if (cls == "wildcard-loopback") {
            v4 = 0x7F000001u;
        } else if (name.size() > h.specialName.size() + 1) {
            v4 = embeddedIpv4(
                std::string_view(name).substr(0, name.size() - h.specialName.size() - 1));
        }
        if (v4) {
            // High when the name leads inside (catalog N8), Low otherwise
            const AddressBlock *inner = ctx.data.addressBlock(v4Mapped(*v4), false);
            const std::string innerClass = inner != nullptr ? inner->cls : "public";
            const Risk risk = isInternalClass(innerClass) ? Risk::High : Risk::Low;
            ctx.add(Check::N8, risk, span,
                    "\"" + h.specialName + "\" is a wildcard DNS service: this name resolves to "
                        + ipv4Text(*v4) + " (" + innerClass + ")",
                    {{"service", h.specialName}, {"ip", ipv4Text(*v4)}, {"class", innerClass}},
                    View::Whatwg);
        }
        return;
    }
    const auto ipLikeLabel = [&] {
        for (const std::string_view l : labelsOf(name)) {
            if (!l.empty()
                && std::all_of(l.begin(), l.end(), [](char c) { return c >= '0' && c <= '9'; }))
                return true;
        }
        return false;
    };
    if (cls == "internal" || cls == "reserved" || cls == "special") {
        // Deviation: names reserved for tests and documentation (RFC 2606,
        // RFC 6761: "example", "test", "invalid") resolve nowhere, so they
        // are Info; names of private networks are Low (catalog N7).
        const Risk risk = ipLikeLabel() ? Risk::Medium : cls == "reserved" ? Risk::Info : Risk::Low;
        ctx.add(Check::N7, risk, span,
                "\"" + name + "\" ends in \"" + h.specialName
                    + "\", a name that only makes sense inside a network or is reserved",
                {{"suffix", h.specialName}, {"class", std::string(cls)}}, View::Whatwg);
        return;
    }
    if (name.find('.') == std::string::npos) {
        // Deviation: a single-label host is Low for a scheme a browser opens
        // (catalog N7) and Info for others (ssh://git@host, an intranet
        // server, is ordinary there).
        const Risk risk = ctx.special ? (ipLikeLabel() ? Risk::Medium : Risk::Low) : Risk::Info;
        ctx.add(Check::N7, risk, span,
                "\"" + name + "\" is a single-label name: it only resolves inside a network",
                {{"class", "single-label"}}, View::Whatwg);
    }
}

// ---------------------------------------------------------------------------
// D1..D6: domain and brand structure

namespace {

constexpr std::array<std::string_view, 10> kComboKeywords{"login",  "signin", "secure",  "account",
                                                          "verify", "update", "support", "billing",
                                                          "wallet", "auth"};

// The span of @p needle inside the host as written, or the whole host.
Span spanInHost(const Context &ctx, std::string_view needle)
{
    const Span host = *ctx.host.span;
    const std::size_t at = uri::detail::findI(host.in(ctx.text), needle);
    if (at == std::string_view::npos)
        return host;
    return {host.offset + at, needle.size()};
}

} // namespace

void checkDomain(Context &ctx)
{
    const HostFacts &h = ctx.host;
    if (!h.present || !h.span || !h.canonical || h.canonical->kind != whatwg::HostKind::Domain)
        return;
    const std::string &name = h.canonical->name;
    const Span span = *h.span;

    // D6: a TLD that the PSL does not know (special-use names are N7).
    if (h.specialClass.empty() && name.find('.') != std::string::npos && !h.tldListed) {
        const std::string tld = lastLabel(name);
        ctx.add(Check::D6, Risk::Low, spanInHost(ctx, tld),
                "The top-level domain \"" + tld + "\" is not in the Public Suffix List",
                {{"tld", tld}}, View::Whatwg);
    }
    if (!h.registrable)
        return;
    const std::string &reg = *h.registrable;
    const SecurityIndex &index = SecurityIndex::of(ctx.data);
    const std::string_view prefix
        = name.size() > reg.size() + 1
              ? std::string_view(name).substr(0, name.size() - reg.size() - 1)
              : std::string_view();
    const bool ownDomain = isProtectedHost(ctx.data, name);

    // D4: anyone can register under a private suffix (github.io, web.app).
    if (h.privateSuffix && h.suffix) {
        ctx.add(Check::D4, Risk::Info, span,
                "\"" + *h.suffix + "\" is a shared hosting suffix: the owner is the tenant \"" + reg
                    + "\", not the suffix's operator",
                {{"owner", reg}, {"suffix", *h.suffix}}, View::Whatwg);
    }

    // D1: a protected domain as labels left of the registrable domain
    // ("paypal.com.secure-login.evil.example"), or joined by "-".
    bool embedded = false;
    if (!prefix.empty() && !ownDomain) {
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
                const bool asLabels = dotted.find("." + p->domain + ".") != std::string::npos;
                const bool asDashes = dashed.find("-" + pDashed + "-") != std::string::npos;
                if (!asLabels && !asDashes)
                    continue;
                ctx.add(Check::D1, Risk::High, spanInHost(ctx, asLabels ? p->domain : pDashed),
                        "\"" + p->domain
                            + "\" appears inside the host, but the domain that owns it is \"" + reg
                            + "\"",
                        {{"embedded", p->domain}, {"registrable_domain", reg}}, View::Whatwg);
                embedded = true;
                break;
            }
            if (embedded)
                break;
        }
    }

    // D2: combo-squatting: brand + keyword, or brand-* / *-brand.
    const std::string_view regLabel = std::string_view(reg).substr(0, reg.find('.'));
    if (!ownDomain && index.allowDomains(ctx.data).count(reg) == 0) {
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
        if (!brandFound.empty() && regLabel != brandFound) {
            ctx.add(Check::D2, Risk::Medium, spanInHost(ctx, regLabel),
                    "\"" + reg + "\" combines the brand \"" + brandFound + "\""
                        + (keywordFound.empty() ? std::string() : " with \"" + keywordFound + "\"")
                        + " without being the brand's domain",
                    {{"brand", brandFound}, {"registrable_domain", reg}}, View::Whatwg);
        }
    }

    // D3: padding and depth that push the real domain out of sight.
    {
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
        if (labelsBelow >= 5 || longLabel || hyphens || comToken) {
            std::string why = labelsBelow >= 5
                                  ? std::to_string(labelsBelow) + " labels below \"" + reg + "\""
                              : longLabel ? "a label of 40 or more characters"
                              : hyphens   ? "a run of four or more hyphens"
                                          : "a \"com-\" or \"-com\" token";
            ctx.add(Check::D3, embedded ? Risk::Medium : Risk::Low, span,
                    "The host is padded (" + why + "), which pushes the real domain \"" + reg
                        + "\" out of a narrow address bar",
                    {{"registrable_domain", reg}}, View::Whatwg);
        }
    }

    // D5: a TLD that is also a file extension (Google's .zip and .mov).
    const std::string tld = lastLabel(name);
    if (tld == "zip" || tld == "mov") {
        const bool combined = ctx.has(Check::A12) || ctx.has(Check::U12);
        ctx.add(
            Check::D5, combined ? Risk::High : Risk::Low, spanInHost(ctx, "." + tld),
            "The top-level domain \"." + tld + "\" is also a file extension"
                + (combined ? ", here together with a deceptive userinfo or path" : std::string()),
            {{"tld", tld}}, View::Whatwg);
    }
}

} // namespace uri::security::detail
