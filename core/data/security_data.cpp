// The tables of the link-security catalog: parsing the files of
// resources/security/ (embedded at build time) and user files of the same
// format.
#include "uriinspector/security_data.h"

#include "data/detail/domain_suffixes.h"
#include "text/detail/text.h"

#include <arpa/inet.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <fstream>
#include <functional>
#include <span>
#include <sstream>
#include <utility>

namespace uri::security::detail {
// The files of resources/security/, written into a generated source by
// cmake/EmbedFiles.cmake (core/CMakeLists.txt): {file name, content}.
std::span<const std::pair<std::string_view, std::string_view>> embeddedSecurityFiles();
} // namespace uri::security::detail

namespace uri::security {

namespace {

// The fields of one line of a table, split at white space.
using Fields = std::vector<std::string_view>;

using uri::detail::asciiLower;
using uri::detail::splitWords;

enum class Table {
    ProtectedDomains,
    WidelyUsed,
    TldLetters,
    CommonWords,
    UnstableHosts,
    RedirectWrappers,
    RedirectParams,
    SecretParams,
    Ports,
    SpecialAddresses,
    SpecialNames,
    Schemes,
    Confusables,
    Downloads,
};

struct TableName
{
    std::string_view name;
    Table table;
};

constexpr std::array kTables{
    TableName{"protected_domains", Table::ProtectedDomains},
    TableName{"widely_used", Table::WidelyUsed},
    TableName{"tld_letters", Table::TldLetters},
    TableName{"common_words", Table::CommonWords},
    TableName{"unstable_hosts", Table::UnstableHosts},
    TableName{"redirect_wrappers", Table::RedirectWrappers},
    TableName{"redirect_params", Table::RedirectParams},
    TableName{"secret_params", Table::SecretParams},
    TableName{"ports", Table::Ports},
    TableName{"special_addresses", Table::SpecialAddresses},
    TableName{"special_names", Table::SpecialNames},
    TableName{"schemes", Table::Schemes},
    TableName{"confusables", Table::Confusables},
    TableName{"downloads", Table::Downloads},
};

std::optional<Table> tableFromName(std::string_view name)
{
    for (const TableName &t : kTables) {
        if (t.name == name)
            return t.table;
    }
    return std::nullopt;
}

// "ports.txt", "/home/me/ports.txt", "my-ports.txt" with "# table: ports".
std::optional<Table> tableOf(std::string_view file, std::string_view text)
{
    constexpr std::string_view kTableHeader = "# table:";
    std::size_t pos = 0;
    while (pos < text.size() && text[pos] == '#') {
        const std::size_t eol = std::min(text.find('\n', pos), text.size());
        const std::string_view line = text.substr(pos, eol - pos);
        if (line.substr(0, kTableHeader.size()) == kTableHeader) {
            const std::vector<std::string_view> words
                = splitWords(line.substr(kTableHeader.size()));
            if (!words.empty())
                return tableFromName(words.front());
        }
        pos = eol + 1;
    }
    std::string_view base = file;
    if (const std::size_t slash = base.find_last_of('/'); slash != std::string_view::npos)
        base = base.substr(slash + 1);
    if (base.size() > 4 && base.substr(base.size() - 4) == ".txt")
        base = base.substr(0, base.size() - 4);
    return tableFromName(base);
}

std::optional<std::uint32_t> parseNumber(std::string_view text)
{
    std::uint32_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

// "U+04CF" -> 0x4CF
std::optional<char32_t> parseCodePoint(std::string_view text)
{
    if (text.size() < 3 || text.substr(0, 2) != "U+")
        return std::nullopt;
    std::uint32_t value = 0;
    const auto [end, ec] = std::from_chars(text.data() + 2, text.data() + text.size(), value, 16);
    if (ec != std::errc() || end != text.data() + text.size() || value > 0x10FFFF)
        return std::nullopt;
    return static_cast<char32_t>(value);
}

// "1.2.3.0/24" or "fe80::/10" into the 128-bit form (IPv4 as ::ffff:a.b.c.d).
bool parseCidr(std::string_view text, AddressBlock &block)
{
    const std::size_t slash = text.find('/');
    if (slash == std::string_view::npos)
        return false;
    const std::string address(text.substr(0, slash));
    const std::optional<std::uint32_t> bits = parseNumber(text.substr(slash + 1));
    if (!bits)
        return false;
    block.prefix = {};
    if (address.find(':') == std::string::npos) {
        std::array<std::uint8_t, 4> v4{};
        if (inet_pton(AF_INET, address.c_str(), v4.data()) != 1 || *bits > 32)
            return false;
        block.prefix[10] = 0xFF;
        block.prefix[11] = 0xFF;
        std::copy(v4.begin(), v4.end(), block.prefix.begin() + 12);
        block.bits = 96 + static_cast<int>(*bits);
        block.ipv4 = true;
    } else {
        if (inet_pton(AF_INET6, address.c_str(), block.prefix.data()) != 1 || *bits > 128)
            return false;
        block.bits = static_cast<int>(*bits);
        block.ipv4 = false;
    }
    block.cidr = std::string(text);
    return true;
}

bool prefixMatches(const std::array<std::uint8_t, 16> &address, const AddressBlock &block)
{
    int bits = block.bits;
    for (std::size_t i = 0; i < 16 && bits > 0; ++i, bits -= 8) {
        const int take = std::min(bits, 8);
        const auto mask = static_cast<std::uint8_t>(0xFF << (8 - take));
        if ((address[i] & mask) != (block.prefix[i] & mask))
            return false;
    }
    return true;
}

std::optional<SecretLevel> secretLevelFromName(std::string_view name)
{
    if (name == "low")
        return SecretLevel::Low;
    if (name == "medium")
        return SecretLevel::Medium;
    if (name == "callback")
        return SecretLevel::Callback;
    return std::nullopt;
}

std::optional<WrapperEncoding> encodingFromName(std::string_view name)
{
    if (name == "plain")
        return WrapperEncoding::Plain;
    if (name == "proofpoint-v2")
        return WrapperEncoding::ProofpointV2;
    if (name == "proofpoint-v3")
        return WrapperEncoding::ProofpointV3;
    if (name == "bing-a1")
        return WrapperEncoding::BingA1;
    if (name == "base64url")
        return WrapperEncoding::Base64Url;
    return std::nullopt;
}

std::optional<std::uint16_t> schemeClassFromName(std::string_view name)
{
    if (name == "script")
        return SchemeScript;
    if (name == "os-handler")
        return SchemeOsHandler;
    if (name == "os-handler-critical")
        return SchemeOsHandlerCritical;
    if (name == "ssrf")
        return SchemeSsrf;
    if (name == "cleartext")
        return SchemeCleartext;
    if (name == "hierarchical-lookalike")
        return SchemeHierarchicalLookalike;
    return std::nullopt;
}

std::optional<FileClass> fileClassFromName(std::string_view name)
{
    constexpr std::array<std::pair<std::string_view, FileClass>, 7> kClasses{{
        {"program", FileClass::Program},
        {"script", FileClass::Script},
        {"disk-image", FileClass::DiskImage},
        {"android", FileClass::Android},
        {"profile", FileClass::Profile},
        {"active-document", FileClass::ActiveDocument},
        {"archive", FileClass::Archive},
    }};
    for (const auto &[n, cls] : kClasses) {
        if (n == name)
            return cls;
    }
    return std::nullopt;
}

// The value of security.h's Risk named @p name.
std::optional<std::uint8_t> riskFromName(std::string_view name)
{
    constexpr std::array<std::string_view, 5> kRisks{"info", "low", "medium", "high", "critical"};
    for (std::size_t i = 0; i < kRisks.size(); ++i) {
        if (kRisks[i] == name)
            return static_cast<std::uint8_t>(i);
    }
    return std::nullopt;
}

std::optional<HostingKind> hostingKindFromName(std::string_view name)
{
    if (name == "release")
        return HostingKind::Release;
    if (name == "raw")
        return HostingKind::Raw;
    if (name == "archive")
        return HostingKind::Archive;
    if (name == "upload")
        return HostingKind::Upload;
    return std::nullopt;
}

// A page or host line of downloads.txt: "HOST PATTERN [KIND SERVICE...]".
bool parseDownloadHost(const Fields &w, bool page, DownloadHost &out, std::string &what)
{
    std::string_view host = w[1];
    if (host.substr(0, 2) == "*.") {
        out.wildcard = true;
        host.remove_prefix(2);
    }
    out.host = asciiLower(host);
    out.page = page;
    const std::string_view pattern = w[2];
    if (pattern.empty() || pattern.front() != '/') {
        what = "a pattern starts with '/'";
        return false;
    }
    for (std::size_t i = 1; i <= pattern.size();) {
        const std::size_t slash = std::min(pattern.find('/', i), pattern.size());
        out.pattern.push_back(asciiLower(pattern.substr(i, slash - i)));
        i = slash + 1;
    }
    if (page) {
        if (w.size() > 3)
            out.fileParam = asciiLower(w[3]);
        return true;
    }
    const std::optional<HostingKind> kind = hostingKindFromName(w[3]);
    if (!kind) {
        what = "unknown kind '" + std::string(w[3]) + "'";
        return false;
    }
    out.kind = *kind;
    for (std::size_t i = 4; i < w.size(); ++i) {
        if (!out.service.empty())
            out.service += ' ';
        out.service += w[i];
    }
    return true;
}

// Whether segments[i..] match pattern[j..] ("*" one segment, "**" any number).
bool matchSegments(const std::vector<std::string> &pattern, std::size_t j, const Fields &segments,
                   std::size_t i)
{
    for (; j < pattern.size(); ++j, ++i) {
        const std::string &p = pattern[j];
        if (p == "**") {
            for (std::size_t k = i; k <= segments.size(); ++k) {
                if (matchSegments(pattern, j + 1, segments, k))
                    return true;
            }
            return false;
        }
        if (i >= segments.size() || (p != "*" && !uri::detail::equalsI(segments[i], p)))
            return false;
    }
    return i == segments.size();
}

// Port lists: "25", "512-515".
bool addPorts(const Fields &words, std::size_t from, const std::function<void(std::uint16_t)> &add)
{
    for (std::size_t i = from; i < words.size(); ++i) {
        const std::string_view w = words[i];
        const std::size_t dash = w.find('-');
        const std::optional<std::uint32_t> lo = parseNumber(w.substr(0, dash));
        const std::optional<std::uint32_t> hi
            = dash == std::string_view::npos ? lo : parseNumber(w.substr(dash + 1));
        if (!lo || !hi || *lo > *hi || *hi > 65535)
            return false;
        for (std::uint32_t p = *lo; p <= *hi; ++p)
            add(static_cast<std::uint16_t>(p));
    }
    return true;
}

// Code point lists: "U+0041 U+0042" or ranges "U+01CD-U+01DC".
bool addCodePoints(const Fields &words, std::size_t from, std::size_t to,
                   const std::function<void(char32_t, char32_t)> &add)
{
    for (std::size_t i = from; i < to; ++i) {
        const std::string_view w = words[i];
        const std::size_t dash = w.find('-');
        const std::optional<char32_t> lo = parseCodePoint(w.substr(0, dash));
        const std::optional<char32_t> hi
            = dash == std::string_view::npos ? lo : parseCodePoint(w.substr(dash + 1));
        if (!lo || !hi || *lo > *hi)
            return false;
        add(*lo, *hi);
    }
    return true;
}

void clearTable(SecurityData &d, Table table)
{
    switch (table) {
    case Table::ProtectedDomains:
        d.protectedDomains.clear();
        d.allowDomains.clear();
        d.productBrands.clear();
        d.accountSuffixes.clear();
        break;
    case Table::WidelyUsed:
        d.widelyUsed.clear();
        break;
    case Table::TldLetters:
        d.tldLetters.clear();
        break;
    case Table::CommonWords:
        d.commonWords.clear();
        break;
    case Table::UnstableHosts:
        d.unstableHosts.clear();
        break;
    case Table::RedirectWrappers:
        d.wrappers.clear();
        d.webArchives.clear();
        break;
    case Table::RedirectParams:
        d.redirectParams.clear();
        break;
    case Table::SecretParams:
        d.secretParams.clear();
        d.secretShapes.clear();
        d.sasGroups.clear();
        break;
    case Table::Ports:
        d.badPorts.clear();
        d.schemePorts.clear();
        d.exemptPorts.clear();
        break;
    case Table::SpecialAddresses:
        d.addressBlocks.clear();
        break;
    case Table::SpecialNames:
        d.specialNames.clear();
        break;
    case Table::Schemes:
        d.schemeClasses.clear();
        d.dataScriptTypes.clear();
        break;
    case Table::Downloads:
        d.fileTypes.clear();
        d.cpuNames.clear();
        d.shownTypes.clear();
        d.gatewayTypes.clear();
        d.fileParams.clear();
        d.downloadHosts.clear();
        break;
    case Table::Confusables:
        d.skeletonMap.clear();
        d.wholeScript.clear();
        d.wholeScriptWords.clear();
        d.digitLookalikes.clear();
        d.delimLookalikes.clear();
        d.excludedRanges.clear();
        d.slashLike.clear();
        break;
    }
}

// Whether the line has at least @p n fields; what is wrong when not.
bool need(const Fields &w, std::size_t n, std::string &what)
{
    if (w.size() >= n)
        return true;
    what = "too few fields";
    return false;
}

// One line of protected_domains.txt and widely_used.txt: "DOMAIN [BRAND]", or "allow", "product" or
// "accounts" and domains.
bool parseDomainsLine(SecurityData &d, Table table, const Fields &w, std::string &what)
{
    if (w[0] == "allow" || w[0] == "product" || w[0] == "accounts") {
        if (!need(w, 2, what))
            return false;
        StringSet &set = w[0] == "allow"     ? d.allowDomains
                         : w[0] == "product" ? d.productBrands
                                             : d.accountSuffixes;
        for (std::size_t i = 1; i < w.size(); ++i)
            set.insert(asciiLower(w[i]));
        return true;
    }
    ProtectedDomain p;
    p.domain = asciiLower(w[0]);
    if (w.size() > 1) {
        p.brand = asciiLower(w[1]);
    } else {
        const std::size_t dot = p.domain.find('.');
        p.brand = p.domain.substr(0, dot);
    }
    (table == Table::WidelyUsed ? d.widelyUsed : d.protectedDomains).push_back(std::move(p));
    return true;
}

// One line of common_words.txt: words.
bool parseCommonWordsLine(SecurityData &d, const Fields &w)
{
    for (const std::string_view word : w)
        d.commonWords.insert(asciiLower(word));
    return true;
}

// One line of tld_letters.txt: "TLD LETTERS...", the letters its registry allows.
bool parseTldLettersLine(SecurityData &d, const Fields &w, std::string &what)
{
    if (!need(w, 2, what))
        return false;
    std::set<char32_t> &letters = d.tldLetters[asciiLower(w[0])];
    for (std::size_t i = 1; i < w.size(); ++i) {
        for (const uri::detail::CodePoint &c : uri::detail::codePoints(w[i])) {
            if (!c.valid) {
                what = "a letter that is not UTF-8";
                return false;
            }
            letters.insert(c.cp);
        }
    }
    return true;
}

// One line of unstable_hosts.txt: "HOST WHY".
bool parseUnstableHostsLine(SecurityData &d, const Fields &w, std::string &what)
{
    if (!need(w, 2, what))
        return false;
    d.unstableHosts[asciiLower(w[0])] = std::string(w[1]);
    return true;
}

// One line of redirect_wrappers.txt: "HOST PATH PARAM ENCODING", or "archive HOST PATH".
bool parseRedirectWrapperLine(SecurityData &d, const Fields &w, std::string &what)
{
    // "archive HOST PATH": a web archive, its copies at PATH<time>/<URL>
    const bool archive = w[0] == "archive";
    if (!need(w, archive ? 3 : 4, what))
        return false;
    RedirectWrapper r;
    std::string_view host = w[archive ? 1 : 0];
    if (host.substr(0, 2) == "*.") {
        r.wildcard = true;
        host.remove_prefix(2);
    }
    r.host = asciiLower(host);
    std::string_view path = w[archive ? 2 : 1];
    if (!path.empty() && path.back() == '*') {
        r.pathPrefix = true;
        path.remove_suffix(1);
    }
    r.path = asciiLower(path);
    if (archive) {
        d.webArchives.push_back(std::move(r));
        return true;
    }
    r.param = w[2] == "-" ? std::string() : std::string(w[2]);
    const std::optional<WrapperEncoding> e = encodingFromName(w[3]);
    if (!e) {
        what = "unknown encoding '" + std::string(w[3]) + "'";
        return false;
    }
    r.encoding = *e;
    d.wrappers.push_back(std::move(r));
    return true;
}

// One line of redirect_params.txt: a parameter name.
bool parseRedirectParamLine(SecurityData &d, const Fields &w)
{
    d.redirectParams.insert(asciiLower(w[0]));
    return true;
}

// One line of secret_params.txt: "param NAME LEVEL", "shape NAME LEVEL PATTERN MIN" or "sas
// NAMES...".
bool parseSecretParamLine(SecurityData &d, const Fields &w, std::string &what)
{
    if (w[0] == "param") {
        if (!need(w, 3, what))
            return false;
        const std::optional<SecretLevel> level = secretLevelFromName(w[2]);
        if (!level) {
            what = "unknown level '" + std::string(w[2]) + "'";
            return false;
        }
        d.secretParams[asciiLower(w[1])] = *level;
        return true;
    }
    if (w[0] == "shape") {
        if (!need(w, 5, what))
            return false;
        const std::optional<SecretLevel> level = secretLevelFromName(w[2]);
        const std::optional<std::uint32_t> min = parseNumber(w[4]);
        if (!level || !min) {
            what = "bad shape";
            return false;
        }
        d.secretShapes.push_back({std::string(w[1]), *level, std::string(w[3]), *min});
        return true;
    }
    if (w[0] == "sas") {
        if (!need(w, 2, what))
            return false;
        std::vector<std::string> group;
        for (std::size_t i = 1; i < w.size(); ++i)
            group.push_back(asciiLower(w[i]));
        d.sasGroups.push_back(std::move(group));
        return true;
    }
    what = "unknown keyword '" + std::string(w[0]) + "'";
    return false;
}

// One line of ports.txt: "bad PORTS", or "default" or "exempt" and "SCHEME PORTS".
bool parsePortsLine(SecurityData &d, const Fields &w, std::string &what)
{
    if (w[0] == "bad") {
        if (!addPorts(w, 1, [&](std::uint16_t p) { d.badPorts.insert(p); })) {
            what = "bad port list";
            return false;
        }
        return true;
    }
    if (w[0] == "default" || w[0] == "exempt") {
        if (!need(w, 3, what))
            return false;
        const std::string scheme = asciiLower(w[1]);
        const bool isDefault = w[0] == "default";
        const bool ok = addPorts(w, 2, [&](std::uint16_t p) {
            if (isDefault)
                d.schemePorts[scheme].push_back(p);
            else
                d.exemptPorts[scheme].insert(p);
        });
        if (!ok)
            what = "bad port list";
        return ok;
    }
    what = "unknown keyword '" + std::string(w[0]) + "'";
    return false;
}

// One line of special_addresses.txt: "CIDR CLASS NAME...".
bool parseSpecialAddressLine(SecurityData &d, const Fields &w, std::string &what)
{
    if (!need(w, 3, what))
        return false;
    AddressBlock block;
    if (!parseCidr(w[0], block)) {
        what = "bad CIDR '" + std::string(w[0]) + "'";
        return false;
    }
    block.cls = std::string(w[1]);
    for (std::size_t i = 2; i < w.size(); ++i) {
        if (i > 2)
            block.name += ' ';
        block.name += w[i];
    }
    d.addressBlocks.push_back(std::move(block));
    std::stable_sort(d.addressBlocks.begin(), d.addressBlocks.end(),
                     [](const AddressBlock &a, const AddressBlock &b) { return a.bits > b.bits; });
    return true;
}

// One line of special_names.txt: "NAME CLASS".
bool parseSpecialNameLine(SecurityData &d, const Fields &w, std::string &what)
{
    if (!need(w, 2, what))
        return false;
    d.specialNames[asciiLower(w[0])] = std::string(w[1]);
    return true;
}

// One line of schemes.txt: "class CLASS SCHEMES", "iana" or "common" and schemes, or "data-script
// TYPES".
bool parseSchemesLine(SecurityData &d, const Fields &w, std::string &what)
{
    if (w[0] == "class") {
        if (!need(w, 3, what))
            return false;
        const std::optional<std::uint16_t> cls = schemeClassFromName(w[1]);
        if (!cls) {
            what = "unknown class '" + std::string(w[1]) + "'";
            return false;
        }
        for (std::size_t i = 2; i < w.size(); ++i)
            d.schemeClasses[asciiLower(w[i])] |= *cls;
        return true;
    }
    if (w[0] == "iana" || w[0] == "common") {
        for (std::size_t i = 1; i < w.size(); ++i)
            d.schemeClasses[asciiLower(w[i])] |= SchemeIana;
        return true;
    }
    if (w[0] == "data-script") {
        for (std::size_t i = 1; i < w.size(); ++i)
            d.dataScriptTypes.insert(asciiLower(w[i]));
        return true;
    }
    what = "unknown keyword '" + std::string(w[0]) + "'";
    return false;
}

// One line of downloads.txt: "type CLASS SEVERITY EXTENSIONS", "cpu", "shown", "param" or "gateway"
// and names, or a "page" or "host" line.
bool parseDownloadsLine(SecurityData &d, const Fields &w, std::string &what)
{
    const std::string_view key = w[0];
    if (key == "type") {
        if (!need(w, 4, what))
            return false;
        const std::optional<FileClass> cls = fileClassFromName(w[1]);
        const std::optional<std::uint8_t> risk = riskFromName(w[2]);
        if (!cls || !risk) {
            what = !cls ? "unknown class '" + std::string(w[1]) + "'"
                        : "unknown severity '" + std::string(w[2]) + "'";
            return false;
        }
        for (std::size_t i = 3; i < w.size(); ++i)
            d.fileTypes[asciiLower(w[i])] = FileType{*cls, *risk};
        return true;
    }
    if (key == "cpu" || key == "shown" || key == "param" || key == "gateway") {
        if (!need(w, 2, what))
            return false;
        StringSet &set = key == "cpu"       ? d.cpuNames
                         : key == "shown"   ? d.shownTypes
                         : key == "gateway" ? d.gatewayTypes
                                            : d.fileParams;
        for (std::size_t i = 1; i < w.size(); ++i)
            set.insert(asciiLower(w[i]));
        return true;
    }
    if (key == "page" || key == "host") {
        if (!need(w, key == "page" ? 3 : 5, what))
            return false;
        DownloadHost h;
        if (!parseDownloadHost(w, key == "page", h, what))
            return false;
        d.downloadHosts.push_back(std::move(h));
        return true;
    }
    what = "unknown keyword '" + std::string(key) + "'";
    return false;
}

// One line of confusables.txt: "map", "wholescript", "digit", "slash-like", "delim-*" or "exclude"
// and code points; or "wholescript-word" and words.
bool parseConfusablesLine(SecurityData &d, const Fields &w, std::string &what)
{
    const std::string_view key = w[0];
    bool ok = true;
    if (key == "map") {
        if (!need(w, 3, what))
            return false;
        const std::string target(w.back());
        ok = addCodePoints(w, 1, w.size() - 1, [&](char32_t lo, char32_t hi) {
            for (char32_t c = lo; c <= hi; ++c)
                d.skeletonMap[c] = target;
        });
    } else if (key == "wholescript") {
        if (!need(w, 4, what))
            return false;
        WholeScriptSet set;
        set.script = std::string(w[1]);
        if (w[2] != "-") {
            std::string_view tlds = w[2];
            while (!tlds.empty()) {
                const std::size_t comma = std::min(tlds.find(','), tlds.size());
                set.tlds.push_back(asciiLower(tlds.substr(0, comma)));
                tlds.remove_prefix(std::min(comma + 1, tlds.size()));
            }
        }
        ok = addCodePoints(w, 3, w.size(), [&](char32_t lo, char32_t hi) {
            for (char32_t c = lo; c <= hi; ++c)
                set.letters.insert(c);
        });
        if (ok)
            d.wholeScript.push_back(std::move(set));
    } else if (key == "wholescript-word") {
        if (!need(w, 2, what))
            return false;
        for (std::size_t i = 1; i < w.size(); ++i)
            d.wholeScriptWords.insert(std::string(w[i]));
    } else if (key == "digit" || key == "slash-like") {
        std::set<char32_t> &into = key == "digit" ? d.digitLookalikes : d.slashLike;
        ok = addCodePoints(w, 1, w.size(), [&](char32_t lo, char32_t hi) {
            for (char32_t c = lo; c <= hi; ++c)
                into.insert(c);
        });
    } else if (key == "delim-mapped" || key == "delim-kept" || key == "delim-disallowed"
               || key == "delim-any") {
        if (!need(w, 3, what))
            return false;
        const std::optional<char32_t> asCode = parseCodePoint(w.back());
        if (w.back().size() != 1 && (!asCode || *asCode >= 0x80)) {
            what = "the delimiter must be one ASCII character or U+XXXX";
            return false;
        }
        const DelimClass cls = key == "delim-mapped" ? DelimClass::Mapped
                               : key == "delim-kept" ? DelimClass::Kept
                               : key == "delim-any"  ? DelimClass::Any
                                                     : DelimClass::Disallowed;
        const char ascii = asCode ? static_cast<char>(*asCode) : w.back()[0];
        ok = addCodePoints(w, 1, w.size() - 1, [&](char32_t lo, char32_t hi) {
            for (char32_t c = lo; c <= hi; ++c)
                d.delimLookalikes[c] = {cls, ascii};
        });
    } else if (key == "exclude") {
        ok = addCodePoints(w, 1, w.size(), [&](char32_t lo, char32_t hi) {
            d.excludedRanges.emplace_back(lo, hi);
        });
    } else {
        what = "unknown keyword '" + std::string(key) + "'";
        return false;
    }
    if (!ok && what.empty())
        what = "bad code point list";
    return ok;
}

// One data line (comments already removed); false when it cannot be read.
bool parseLine(SecurityData &d, Table table, const Fields &w, std::string &what)
{
    switch (table) {
    case Table::ProtectedDomains:
    case Table::WidelyUsed:
        return parseDomainsLine(d, table, w, what);
    case Table::CommonWords:
        return parseCommonWordsLine(d, w);
    case Table::TldLetters:
        return parseTldLettersLine(d, w, what);
    case Table::UnstableHosts:
        return parseUnstableHostsLine(d, w, what);
    case Table::RedirectWrappers:
        return parseRedirectWrapperLine(d, w, what);
    case Table::RedirectParams:
        return parseRedirectParamLine(d, w);
    case Table::SecretParams:
        return parseSecretParamLine(d, w, what);
    case Table::Ports:
        return parsePortsLine(d, w, what);
    case Table::SpecialAddresses:
        return parseSpecialAddressLine(d, w, what);
    case Table::SpecialNames:
        return parseSpecialNameLine(d, w, what);
    case Table::Schemes:
        return parseSchemesLine(d, w, what);
    case Table::Downloads:
        return parseDownloadsLine(d, w, what);
    case Table::Confusables:
        return parseConfusablesLine(d, w, what);
    }
    return false;
}

std::string headerValue(std::string_view text, std::string_view key)
{
    // "# source: a b\n#   continued\n# date: ..." -> "a b continued"
    std::string value;
    bool inKey = false;
    std::size_t pos = 0;
    while (pos < text.size() && text[pos] == '#') {
        const std::size_t eol = std::min(text.find('\n', pos), text.size());
        std::string_view line = text.substr(pos, eol - pos);
        pos = eol + 1;
        line.remove_prefix(1);
        const bool continuation = line.substr(0, 3) == "   ";
        while (!line.empty() && line.front() == ' ')
            line.remove_prefix(1);
        if (inKey && continuation) {
            value += ' ';
            value += line;
            continue;
        }
        inKey = false;
        if (line.substr(0, key.size()) == key && line.substr(key.size(), 1) == ":") {
            std::string_view rest = line.substr(key.size() + 1);
            while (!rest.empty() && rest.front() == ' ')
                rest.remove_prefix(1);
            value = std::string(rest);
            inKey = true;
        }
    }
    return value;
}

} // namespace

bool DownloadHost::matchesPath(const Fields &segments, std::string *account) const
{
    if (!matchSegments(pattern, 0, segments, 0))
        return false;
    if (account != nullptr) {
        account->clear();
        // the "*" before the first "**" stand at the same places in the path
        for (std::size_t j = 0; j < pattern.size() && pattern[j] != "**"; ++j) {
            if (pattern[j] == "*") {
                if (!account->empty())
                    *account += '/';
                *account += segments[j];
            }
        }
    }
    return true;
}

bool RedirectWrapper::matchesHost(std::string_view name) const
{
    if (uri::detail::equalsI(name, host))
        return true;
    return wildcard && name.size() > host.size() && uri::detail::endsWithI(name, host)
           && name[name.size() - host.size() - 1] == '.';
}

const Fields &SecurityData::tableNames()
{
    static const std::vector<std::string_view> names = [] {
        std::vector<std::string_view> n;
        for (const TableName &t : kTables)
            n.push_back(t.name);
        return n;
    }();
    return names;
}

bool SecurityData::load(std::string_view file, std::string_view text, bool replace,
                        std::string *error)
{
    const std::optional<Table> table = tableOf(file, text);
    if (!table) {
        if (error != nullptr) {
            *error = std::string(file)
                     + ": unknown table (name the file after a table, e.g. protected_domains.txt, "
                       "or add a '# table: NAME' line)";
        }
        return false;
    }
    SecurityData copy = *this;
    if (replace)
        clearTable(copy, *table);
    std::size_t lineNumber = 0;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t eol = std::min(text.find('\n', pos), text.size());
        std::string_view line = text.substr(pos, eol - pos);
        pos = eol + 1;
        ++lineNumber;
        if (const std::size_t hash = line.find('#'); hash != std::string_view::npos)
            line = line.substr(0, hash);
        const std::vector<std::string_view> words = splitWords(line);
        if (words.empty())
            continue;
        std::string what;
        if (!parseLine(copy, *table, words, what)) {
            if (error != nullptr)
                *error = std::string(file) + ":" + std::to_string(lineNumber) + ": " + what;
            return false;
        }
    }
    TableInfo info;
    info.file = std::string(file);
    info.source = headerValue(text, "source");
    info.date = headerValue(text, "date");
    info.version = headerValue(text, "version");
    info.builtin = false;
    copy.tables.push_back(std::move(info));
    *this = std::move(copy);
    return true;
}

bool SecurityData::loadFile(const std::string &path, bool replace, std::string *error)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        if (error != nullptr)
            *error = path + ": cannot be read";
        return false;
    }
    std::ostringstream content;
    content << in.rdbuf();
    return load(path, content.str(), replace, error);
}

namespace {

struct Builtin
{
    SecurityData data;
    std::vector<std::string> errors;
};

const Builtin &builtinTables()
{
    static const Builtin builtin = [] {
        Builtin b;
        for (const auto &[name, text] : detail::embeddedSecurityFiles()) {
            std::string error;
            if (!b.data.load(name, text, false, &error))
                b.errors.push_back(error);
        }
        for (TableInfo &t : b.data.tables)
            t.builtin = true;
        return b;
    }();
    return builtin;
}

} // namespace

const SecurityData &SecurityData::builtin()
{
    return builtinTables().data;
}

const std::vector<std::string> &SecurityData::builtinErrors()
{
    return builtinTables().errors;
}

std::uint16_t SecurityData::schemeClass(std::string_view scheme) const
{
    const auto it = schemeClasses.find(scheme);
    return it == schemeClasses.end() ? 0 : it->second;
}

const AddressBlock *SecurityData::addressBlock(const std::array<std::uint8_t, 16> &address,
                                               bool ipv6) const
{
    for (const AddressBlock &b : addressBlocks) {
        if (b.ipv4 != ipv6 && prefixMatches(address, b))
            return &b;
    }
    return nullptr;
}

std::string_view SecurityData::specialNameClass(std::string_view host, std::string *matched) const
{
    // Hosts come lower case from the URL Standard's host parser; others are
    // lowered here.
    std::string lowered;
    std::string_view rest = host;
    if (std::any_of(host.begin(), host.end(), [](char c) { return c >= 'A' && c <= 'Z'; })) {
        lowered = asciiLower(host);
        rest = lowered;
    }
    std::string_view cls;
    detail::forEachDomainSuffix(rest, [&](std::string_view domain) {
        const auto it = specialNames.find(domain);
        if (it == specialNames.end())
            return false;
        if (matched != nullptr)
            *matched = it->first;
        cls = it->second;
        return true;
    });
    return cls;
}

} // namespace uri::security
