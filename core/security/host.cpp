// The host of a link: its canonical form (catalog §2.3), its registrable
// domain (libpsl, catalog §2.5), the helpers on addresses and names that the
// checks share, and the checks on what the host is: N1..N10 (host class,
// catalog §4.3). D1..D6 are in domain.cpp.
#include "data/detail/domain_suffixes.h"
#include "security/detail/host_memo.h"
#include "security/detail/registry.h"
#include "security/detail/security_context.h"
#include "security/detail/security_index.h"
#include "text/detail/text.h"

#include <libpsl.h>

#include <arpa/inet.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <string>
#include <unordered_map>
#include <vector>

namespace uri::security::detail {

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

// @p compute(@p key), kept in @p cache (bounded): the names of a batch repeat.
template <typename Compute>
bool remembered(std::unordered_map<std::string, bool> &cache, const std::string &key,
                Compute compute)
{
    const auto it = cache.find(key);
    if (it != cache.end())
        return it->second;
    const bool answer = compute();
    if (cache.size() < 4096)
        cache.emplace(key, answer);
    return answer;
}

// Whether one label is a PSL rule.
bool tldIsListed(const std::string &tld)
{
    thread_local std::unordered_map<std::string, bool> cache;
    return remembered(cache, tld, [&] {
        return psl_is_public_suffix2(pslContext(), tld.c_str(),
                                     PSL_TYPE_ANY | PSL_TYPE_NO_STAR_RULE)
               != 0;
    });
}

bool suffixIsPrivate(const std::string &suffix)
{
    thread_local std::unordered_map<std::string, bool> cache;
    return remembered(cache, suffix, [&] {
        const psl_ctx_t *ctx = pslContext();
        return psl_is_public_suffix2(ctx, suffix.c_str(), PSL_TYPE_PRIVATE | PSL_TYPE_NO_STAR_RULE)
                   != 0
               && psl_is_public_suffix2(ctx, suffix.c_str(), PSL_TYPE_ICANN | PSL_TYPE_NO_STAR_RULE)
                      == 0;
    });
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
std::optional<std::uint32_t> ipv4InLabels(std::string_view prefix)
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

bool isInternalClass(std::string_view cls)
{
    return cls == "loopback" || cls == "unspecified" || cls == "private" || cls == "shared"
           || cls == "link-local" || cls == "metadata";
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

std::string lastLabel(std::string_view host)
{
    if (!host.empty() && host.back() == '.')
        host.remove_suffix(1);
    const std::size_t dot = host.find_last_of('.');
    return std::string(dot == std::string_view::npos ? host : host.substr(dot + 1));
}

namespace {

// What libpsl says of one host. The registrable domain and the suffix are
// suffixes of the host (psl_registrable_domain() returns a pointer into its
// argument), so an entry keeps their offsets.
struct PslEntry
{
    static constexpr std::uint32_t kNone = ~std::uint32_t{0};
    std::uint32_t registrable = kNone; // offset in the host, or kNone
    std::uint32_t suffix = kNone;
    bool privateSuffix = false;
    bool tldListed = true;
};

// libpsl takes some 9,000 instructions per registrable domain, and the hosts
// of a batch repeat: its answers are kept per thread.
using PslCache = HostMemo<PslEntry>;

} // namespace

PslFacts pslFacts(std::string_view host)
{
    thread_local PslCache cache;
    const std::uint64_t hash = StringHash{}(host);
    const auto factsOf = [&](const PslEntry &e) {
        PslFacts f;
        if (e.registrable != PslEntry::kNone)
            f.registrable = std::string(host.substr(e.registrable));
        if (e.suffix != PslEntry::kNone)
            f.suffix = std::string(host.substr(e.suffix));
        f.privateSuffix = e.privateSuffix;
        f.tldListed = e.tldListed;
        return f;
    };
    if (const PslEntry *known = cache.find(host, hash))
        return factsOf(*known);

    PslEntry e;
    const psl_ctx_t *ctx = pslContext();
    // libpsl reads a C string, and answers with a pointer into it
    const std::string text(host);
    const auto offsetOf = [&](const char *within) {
        const auto offset = static_cast<std::size_t>(within - text.c_str());
        return offset <= host.size() ? static_cast<std::uint32_t>(offset) : PslEntry::kNone;
    };
    if (const char *reg = psl_registrable_domain(ctx, text.c_str())) {
        e.registrable = offsetOf(reg);
        // the public suffix is the registrable domain without its first label
        if (const char *dot = std::strchr(reg, '.'))
            e.suffix = offsetOf(dot + 1);
    } else if (const char *suffix = psl_unregistrable_domain(ctx, text.c_str())) {
        e.suffix = offsetOf(suffix);
    }
    if (e.suffix != PslEntry::kNone) {
        const std::string_view suffix = host.substr(e.suffix);
        e.privateSuffix
            = suffix.find('.') != std::string::npos && suffixIsPrivate(std::string(suffix));
    }
    e.tldListed = tldIsListed(lastLabel(host));
    cache.insert(host, hash, e);
    return factsOf(e);
}

namespace {

// Whether @p host (lower case) is in @p domains or a subdomain of one of at
// least @p minLength characters.
bool isListedHost(const SecurityIndex &index, const StringSet &domains, std::string_view host,
                  std::string *which, std::size_t minLength)
{
    return forEachDomainSuffix(host, [&](std::string_view domain) {
        if (domain.size() < minLength || !index.holds(domains, domain))
            return false;
        if (which != nullptr)
            *which = std::string(domain);
        return true;
    });
}

} // namespace

bool isProtectedHost(const SecurityData &data, std::string_view host, std::string *which,
                     std::size_t minLength)
{
    const SecurityIndex &index = SecurityIndex::of(data);
    return isListedHost(index, index.protectedDomains, host, which, minLength);
}

bool isWidelyUsedHost(const SecurityData &data, std::string_view host, std::string *which,
                      std::size_t minLength)
{
    const SecurityIndex &index = SecurityIndex::of(data);
    return isListedHost(index, index.widelyUsedDomains, host, which, minLength);
}

bool hostIsListed(const Context &ctx, const StringSet &domains, std::size_t minLength)
{
    const HostFacts &h = ctx.host;
    if (h.canonical == nullptr)
        return false;
    return h.suffixes.forEach(h.canonical->name, [&](std::string_view domain) {
        return domain.size() >= minLength && ctx.index.holds(domains, domain);
    });
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
        const std::string tld = asciiLower(t.substr(dot + 1));
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
    h.raw = h.span->in(ctx.text);
    const bool percent = h.raw.find('%') != std::string_view::npos;
    if (percent) {
        h.decodedText = pctDecode(h.raw);
        h.decoded = h.decodedText;
    } else {
        h.decoded = h.raw; // nothing to decode
    }
    h.bracketed = !h.raw.empty() && h.raw.front() == '[';
    h.nonAscii = !isAscii(h.raw) || (percent && !isAscii(h.decoded));

    if (wvHost && ctx.wv.url->host->kind != whatwg::HostKind::Opaque) {
        h.canonical = &*ctx.wv.url->host;
        h.fromWhatwgUrl = true;
    } else if (h.bracketed && ctx.rv.ipLiteralAddress) {
        // An IPv6 literal that the URL Standard rejects as a whole (a zone id,
        // RFC 6874): the address alone.
        h.ownCanonical
            = canonicalHost("[" + std::string(ctx.rv.ipLiteralAddress->in(ctx.text)) + "]", true);
    } else if (!h.raw.empty()) {
        // An opaque host (ldap, gopher, redis...) or a URL the Standard
        // rejects: read the host as a browser's host parser would, since the
        // scheme's own client resolves the same name or address.
        h.ownCanonical = canonicalHost(h.raw, true);
    }
    if (h.ownCanonical)
        h.canonical = &*h.ownCanonical;
    if (h.canonical) {
        if (h.canonical->kind == whatwg::HostKind::Domain) {
            h.ascii = h.canonical->name; // as serializeHost() writes it
        } else {
            h.asciiText = whatwg::serializeHost(*h.canonical);
            h.ascii = h.asciiText;
        }
        h.address = addressOf(*h.canonical);
        if (h.address)
            h.block
                = ctx.data.addressBlock(*h.address, h.canonical->kind == whatwg::HostKind::Ipv6);
    }
    if (h.canonical && h.canonical->kind == whatwg::HostKind::Domain) {
        const std::string_view name = h.canonical->name;
        h.hasAceLabel = name.rfind("xn--", 0) == 0 || name.find(".xn--") != std::string::npos;
        if (!h.hasAceLabel) {
            h.unicode = name;
        } else if (wvHost && !ctx.wv.displayHost().empty()) {
            h.unicode = ctx.wv.displayHost();
        } else {
            h.unicodeText = whatwg::domainToUnicode(name);
            h.unicode = h.unicodeText;
        }
        const SecurityIndex &index = ctx.index;
        // The host parser lowers a domain: its suffixes are those looked up.
        if (std::none_of(name.begin(), name.end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
            h.suffixes = index.suffixesOf(name);
        if (h.suffixes.every()) {
            h.specialClass = std::string(index.specialNameClass(ctx.data, name, &h.specialName));
        } else {
            h.suffixes.forEach(name, [&](std::string_view domain) {
                const auto it = ctx.data.specialNames.find(domain);
                if (it == ctx.data.specialNames.end())
                    return false;
                h.specialName = it->first;
                h.specialClass = it->second;
                return true;
            });
        }
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

namespace {

// The classes of embedding blocks of special_addresses.txt (N5).
bool embedsIpv4(std::string_view cls)
{
    return cls == "mapped" || cls == "compatible" || cls == "nat64" || cls == "6to4"
           || cls == "teredo";
}

// The host when it is an address (N1..N6, N9, N10 look at it), or null.
const HostFacts *addressHost(const Context &ctx)
{
    const HostFacts &h = ctx.host;
    return h.present && h.span && h.address ? &h : nullptr;
}

// The host's name when it is a domain (N1, N4, N7, N8), or null.
const whatwg::HostName *domainName(const Context &ctx)
{
    const HostFacts &h = ctx.host;
    if (!h.present || !h.span || h.address || !h.canonical
        || h.canonical->kind != whatwg::HostKind::Domain)
        return nullptr;
    return &h.canonical->name;
}

// The finding of @p check (N1..N4, N6) for the host's address: the class of
// its block; for an IPv6 address that embeds an IPv4 address (N5), the
// class of the embedded address instead.
void addressClass(Context &ctx, Check check)
{
    const HostFacts *h = addressHost(ctx);
    if (h == nullptr || h->block == nullptr)
        return;
    const Span span = *h->span;
    if (const std::optional<EmbeddedIpv4> &e = embeddedIpv4(ctx)) {
        // an address outside every block is N9, so the block is known here
        if (e->risk.check != check || e->block == nullptr)
            return;
        const AddressBlock &inner = *e->block;
        const std::string v4text = ipv4Text(e->v4);
        ctx.add(check, e->risk.risk, span, msg::kN1EmbeddedClass,
                {{"address", v4text}, {"class", inner.cls}, {"block", inner.name}},
                {{"ip", v4text}, {"block", inner.cidr}, {"class", inner.cls}}, View::Decoded);
        return;
    }
    const AddressBlock &b = *h->block;
    const std::optional<ClassRisk> cr = addressClassRisk(b.cls);
    if (!cr || cr->check != check)
        return;
    const Message *wording = &msg::kN6SpecialAddress;
    switch (cr->check) {
    case Check::N1:
        wording = &msg::kN1LoopbackAddress;
        break;
    case Check::N2:
        wording = &msg::kN2UnspecifiedAddress;
        break;
    case Check::N3:
        wording = &msg::kN3PrivateAddress;
        break;
    case Check::N4:
        wording = b.cls == "metadata" ? &msg::kN4MetadataAddress : &msg::kN4LinkLocalAddress;
        break;
    default:
        break;
    }
    const std::string ip = hostIpText(*h);
    ctx.add(cr->check, cr->risk, span, *wording,
            {{"address", ip}, {"cidr", b.cidr}, {"block", b.name}},
            {{"ip", ip}, {"block", b.cidr}, {"class", b.cls}}, View::Whatwg);
}

// The finding of @p check for a host name of the special_names.txt class
// @p cls, worded by @p wording ("{name}" is the host).
void specialName(Context &ctx, Check check, Risk risk, std::string_view cls, const Message &wording)
{
    const whatwg::HostName *name = domainName(ctx);
    if (name == nullptr || ctx.host.specialClass != cls)
        return;
    ctx.add(check, risk, *ctx.host.span, wording, {{"name", name->str()}},
            {{"name", ctx.host.specialName}, {"class", std::string(cls)}}, View::Whatwg);
}

} // namespace

const std::optional<EmbeddedIpv4> &embeddedIpv4(Context &ctx)
{
    Context::Shared &s = ctx.shared;
    if (s.embeddedIpv4Done)
        return s.embeddedIpv4;
    s.embeddedIpv4Done = true;
    const HostFacts *h = addressHost(ctx);
    if (h == nullptr || h->block == nullptr || !embedsIpv4(h->block->cls))
        return s.embeddedIpv4;
    const Address &a = *h->address;
    std::uint32_t v4 = (static_cast<std::uint32_t>(a[12]) << 24)
                       | (static_cast<std::uint32_t>(a[13]) << 16)
                       | (static_cast<std::uint32_t>(a[14]) << 8) | a[15];
    if (h->block->cls == "6to4") { // RFC 3056: bits 16-47
        v4 = (static_cast<std::uint32_t>(a[2]) << 24) | (static_cast<std::uint32_t>(a[3]) << 16)
             | (static_cast<std::uint32_t>(a[4]) << 8) | a[5];
    } else if (h->block->cls == "teredo") { // RFC 4380: the client address, inverted
        v4 = ~v4;
    }
    EmbeddedIpv4 e;
    e.v4 = v4;
    e.risk = v4ClassRisk(ctx.data, v4, &e.block);
    s.embeddedIpv4 = e;
    return s.embeddedIpv4;
}

// docs/security-checks.md §4.3 N1; RFC 1122 §3.2.1.3, RFC 6761 §6.3. A
// loopback address (127.0.0.0/8, ::1, or embedded in IPv6) or name
// (localhost): the link targets the machine that opens it.
void loopback(Context &ctx)
{
    addressClass(ctx, Check::N1);
    specialName(ctx, Check::N1, Risk::High, "loopback", msg::kN1LoopbackName);
}

// docs/security-checks.md §4.3 N2; RFC 6890. The unspecified address or
// "this network" (0.0.0.0/8, ::), which reaches local services.
void unspecifiedAddress(Context &ctx)
{
    addressClass(ctx, Check::N2);
}

// docs/security-checks.md §4.3 N3; RFC 1918, RFC 6598, RFC 4193. A private
// or shared address (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7).
void privateAddress(Context &ctx)
{
    addressClass(ctx, Check::N3);
}

// docs/security-checks.md §4.3 N4; RFC 3927. A link-local address, or a
// cloud metadata endpoint by address (169.254.169.254) or name
// (metadata.google.internal): Critical, it hands out credentials.
void linkLocalOrMetadata(Context &ctx)
{
    addressClass(ctx, Check::N4);
    specialName(ctx, Check::N4, Risk::Critical, "metadata", msg::kN4MetadataName);
}

// docs/security-checks.md §4.3 N5; RFC 4291 §2.5.5, RFC 6052, RFC 3056,
// RFC 4380. An IPv6 address that embeds an IPv4 address (mapped,
// compatible, NAT64, 6to4, Teredo): the class of the embedded address plus one.
void ipv6EmbedsIpv4(Context &ctx)
{
    const std::optional<EmbeddedIpv4> &e = embeddedIpv4(ctx);
    if (!e)
        return;
    const HostFacts &h = ctx.host;
    const AddressBlock &b = *h.block;
    const std::string ip = hostIpText(h);
    const std::string v4text = ipv4Text(e->v4);
    const std::string innerClass = e->block != nullptr ? e->block->cls : "public";
    const Risk n5 = e->risk.check == Check::N9 ? Risk::Medium : raised(e->risk.risk);
    Details arguments{{"ipv6", ip}, {"ipv4", v4text}, {"block", b.name}};
    if (e->block != nullptr)
        arguments.emplace_back("class", innerClass);
    ctx.add(Check::N5, n5, *h.span,
            e->block != nullptr ? msg::kN5EmbedsIpv4 : msg::kN5EmbedsPublicIpv4,
            std::move(arguments),
            {{"ip", ip},
             {"embedded_ipv4", v4text},
             {"embedding", b.cls},
             {"embedded_class", innerClass}},
            View::Whatwg);
}

// docs/security-checks.md §4.3 N6; RFC 6890. Another special-purpose
// address: documentation, benchmarking, reserved (Low), multicast or
// broadcast (Medium).
void specialPurposeAddress(Context &ctx)
{
    addressClass(ctx, Check::N6);
}

// docs/security-checks.md §4.3 N7; RFC 6761, RFC 6762, RFC 8375. A name
// that only makes sense inside a network (.local, .internal, .home.arpa,
// ...) or is reserved (.test, .example), or a single-label name.
void internalName(Context &ctx)
{
    const whatwg::HostName *found = domainName(ctx);
    if (found == nullptr)
        return;
    const std::string_view name = *found;
    const std::string_view cls = ctx.host.specialClass;
    if (cls == "loopback" || cls == "metadata" || cls == "wildcard-ip"
        || cls == "wildcard-loopback")
        return; // N1, N4, N8
    const auto ipLikeLabel = [&] {
        for (const std::string_view l : labelsOf(name)) {
            if (!l.empty()
                && std::all_of(l.begin(), l.end(), [](char c) { return c >= '0' && c <= '9'; }))
                return true;
        }
        return false;
    };
    const Span span = *ctx.host.span;
    if (cls == "internal" || cls == "reserved" || cls == "special") {
        // Deviation: names reserved for tests and documentation (RFC 2606,
        // RFC 6761: "example", "test", "invalid") resolve nowhere, so they
        // are Info; names of private networks are Low (catalog N7).
        const Risk risk = ipLikeLabel() ? Risk::Medium : cls == "reserved" ? Risk::Info : Risk::Low;
        ctx.add(Check::N7, risk, span, msg::kN7InternalSuffix,
                {{"name", std::string(name)}, {"suffix", ctx.host.specialName}},
                {{"suffix", ctx.host.specialName}, {"class", std::string(cls)}}, View::Whatwg);
        return;
    }
    if (name.find('.') == std::string::npos) {
        // Deviation: a single-label host is Low for a scheme a browser opens
        // (catalog N7) and Info for others (ssh://git@host, an intranet
        // server, is ordinary there).
        const Risk risk = ctx.special ? (ipLikeLabel() ? Risk::Medium : Risk::Low) : Risk::Info;
        ctx.add(Check::N7, risk, span, msg::kN7SingleLabel, {{"name", std::string(name)}},
                {{"class", "single-label"}}, View::Whatwg);
    }
}

// docs/security-checks.md §4.3 N8; PortSwigger SSRF notes. A wildcard-DNS
// name (nip.io, sslip.io, localtest.me, ...) that spells an IPv4 address:
// High when that address leads inside.
void wildcardDnsIp(Context &ctx)
{
    const whatwg::HostName *found = domainName(ctx);
    const HostFacts &h = ctx.host;
    if (found == nullptr
        || (h.specialClass != "wildcard-ip" && h.specialClass != "wildcard-loopback"))
        return;
    const std::string_view name = *found;
    std::optional<std::uint32_t> v4;
    if (h.specialClass == "wildcard-loopback") {
        v4 = 0x7F000001u;
    } else if (name.size() > h.specialName.size() + 1) {
        v4 = ipv4InLabels(std::string_view(name).substr(0, name.size() - h.specialName.size() - 1));
    }
    if (!v4)
        return;
    // High when the name leads inside (catalog N8), Low otherwise
    const AddressBlock *inner = ctx.data.addressBlock(v4Mapped(*v4), false);
    const std::string innerClass = inner != nullptr ? inner->cls : "public";
    const Risk risk = isInternalClass(innerClass) ? Risk::High : Risk::Low;
    Details arguments{{"service", h.specialName}, {"address", ipv4Text(*v4)}};
    if (inner != nullptr)
        arguments.emplace_back("class", innerClass);
    ctx.add(
        Check::N8, risk, *h.span,
        inner != nullptr ? msg::kN8WildcardDns : msg::kN8WildcardDnsPublic, std::move(arguments),
        {{"service", h.specialName}, {"ip", ipv4Text(*v4)}, {"class", innerClass}}, View::Whatwg);
}

// docs/security-checks.md §4.3 N9; RFC 3986 §7.6. The host is a public IP
// literal: phishing links rarely need one.
void publicIpLiteral(Context &ctx)
{
    const HostFacts *h = addressHost(ctx);
    if (h == nullptr || h->block != nullptr)
        return;
    const std::string ip = hostIpText(*h);
    ctx.add(Check::N9, Risk::Low, *h->span, msg::kN9PublicAddress, {{"address", ip}}, {{"ip", ip}},
            View::Whatwg);
}

// docs/security-checks.md §4.3 N10; RFC 6874. An IPv6 zone identifier
// ("%25eth0"): RFC 6874 allowed it, the URL Standard rejects it.
void ipv6ZoneId(Context &ctx)
{
    if (!ctx.host.present || !ctx.host.span || !ctx.rv.zoneId)
        return;
    const Span zone = *ctx.rv.zoneId;
    const Span withPercent = zone.offset >= 3 && ctx.text.substr(zone.offset - 3, 3) == "%25"
                                 ? Span{zone.offset - 3, zone.length + 3}
                                 : Span{zone.offset > 0 ? zone.offset - 1 : 0, zone.length + 1};
    ctx.add(Check::N10, Risk::Low, withPercent, msg::kN10ZoneId,
            {{"zone", std::string(zone.in(ctx.text))}}, {{"zone", std::string(zone.in(ctx.text))}},
            View::Rfc3986);
}

} // namespace uri::security::detail
