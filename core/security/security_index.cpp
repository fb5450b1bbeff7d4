// The index of the security tables (security/detail/security_index.h):
// built once per set of tables, with ICU's spoof checker set up as catalog
// §5.4 says, and the skeletons of ASCII precomputed.
#include "security/detail/security_index.h"

#include "security/detail/security_context.h"
#include "text/detail/text.h"

#include <unicode/uset.h>
#include <unicode/uspoof.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <memory>

namespace uri::security::detail {

std::size_t tablesSignature(const SecurityData &data)
{
    std::size_t sig = data.tables.size();
    sig = sig * 31 + data.protectedDomains.size();
    sig = sig * 31 + data.widelyUsed.size();
    sig = sig * 31 + data.allowDomains.size();
    sig = sig * 31 + data.productBrands.size();
    sig = sig * 31 + data.accountSuffixes.size();
    sig = sig * 31 + data.specialNames.size();
    sig = sig * 31 + data.unstableHosts.size();
    sig = sig * 31 + data.skeletonMap.size();
    sig = sig * 31 + data.excludedRanges.size();
    sig = sig * 31 + data.wrappers.size();
    sig = sig * 31 + data.downloadHosts.size();
    sig = sig * 31 + data.cpuNames.size();
    sig = sig * 31 + data.fileTypes.size();
    sig = sig * 31 + data.fileParams.size();
    for (const TableInfo &t : data.tables)
        sig = sig * 31 + std::hash<std::string>{}(t.file);
    return sig;
}

SecurityIndex::SecurityIndex(const SecurityData &data)
    : source(&data)
    , signature(tablesSignature(data))
{
    static std::atomic<std::uint64_t> built{0};
    generation = ++built;
    UErrorCode status = U_ZERO_ERROR;
    spoof = uspoof_open(&status);
    if (U_FAILURE(status)) {
        spoof = nullptr;
    } else {
        // Catalog §5.4 step 2: HIGHLY_RESTRICTIVE; allowed = recommended +
        // inclusion - Chromium's exclusions; default checks + AUX_INFO.
        uspoof_setRestrictionLevel(spoof, USPOOF_HIGHLY_RESTRICTIVE);
        allowed = uset_openEmpty();
        uset_addAll(allowed, uspoof_getRecommendedSet(&status));
        uset_addAll(allowed, uspoof_getInclusionSet(&status));
        for (const auto &[lo, hi] : data.excludedRanges)
            uset_removeRange(allowed, static_cast<UChar32>(lo), static_cast<UChar32>(hi));
        uset_freeze(allowed);
        uspoof_setAllowedChars(spoof, allowed, &status);
        const int32_t checks = uspoof_getChecks(spoof, &status) | USPOOF_AUX_INFO;
        uspoof_setChecks(spoof, checks, &status);
        if (U_FAILURE(status)) {
            uspoof_close(spoof);
            spoof = nullptr;
        }
    }
    for (std::size_t c = 0; c < asciiSkeleton.size(); ++c) {
        if (c < 0x20 || c == 0x7F) {
            asciiSkeleton[c] = std::string(1, static_cast<char>(c));
            continue;
        }
        asciiSkeleton[c] = skeletonWith(std::string(1, static_cast<char>(c)), data, spoof);
    }
    for (std::size_t c = 0; c < asciiSkeleton.size(); ++c) {
        const std::string &k = asciiSkeleton[c];
        maxAsciiSkeleton = std::max(maxAsciiSkeleton, k.size());
        if (k.size() > kPacked) {
            packedSize[c] = kLonger;
            continue;
        }
        std::copy(k.begin(), k.end(), packedSkeleton[c].begin());
        packedSize[c] = static_cast<std::uint8_t>(k.size());
    }
    packed = true;
    for (const ProtectedDomain &p : data.protectedDomains) {
        protectedDomains.insert(p.domain);
        // indexed by the first token ("example" for "example-bank.test"): D1
        // looks the tokens of a host up
        const std::string first = p.domain.substr(0, p.domain.find_first_of(".-"));
        byFirstLabel[first].push_back(&p);
        if (p.brand.size() >= 5)
            brands.insert(p.brand);
        const std::string skel = asciiSkeletonOf(p.domain);
        skeletons.emplace(skel, p.domain);
        const std::string label = skel.substr(0, skel.find('.'));
        if (p.domain.substr(0, p.domain.find('.')).size() >= 4)
            brandLabelSkeletons.emplace(label, p.domain);
        if (p.brand.size() >= 5 && label.size() >= 5) {
            const auto at = static_cast<std::uint32_t>(near.size());
            near.push_back({label, p.domain});
            nearByEnds[prefixKey(label)].push_back(at);
            nearByEnds[suffixKey(label)].push_back(at);
        }
    }
    const auto addBrand = [this](const ProtectedDomain &p, std::size_t minimum) {
        if (p.brand.size() < minimum || brandTokens.count(p.brand) > 0
            || p.brand.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789")
                   != std::string::npos)
            return;
        brandTokens.emplace(p.brand, p.domain);
        brandTokenSkeletons.emplace(asciiSkeletonOf(p.brand), p.brand);
        brandsByHead[p.brand.substr(0, 3)].push_back(p.brand);
        brandsByTail[p.brand.substr(p.brand.size() - 3)].push_back(p.brand);
    };
    for (const ProtectedDomain &p : data.protectedDomains)
        addBrand(p, 5);
    for (const ProtectedDomain &w : data.widelyUsed)
        addBrand(w, 6);
    for (const ProtectedDomain &w : data.widelyUsed) {
        widelyUsedDomains.insert(w.domain);
        const std::string skel = asciiSkeletonOf(w.domain);
        widelySkeletons.emplace(skel, w.domain);
        if (w.domain.substr(0, w.domain.find('.')).size() >= 5)
            widelyLabelSkeletons.emplace(skel.substr(0, skel.find('.')), w.domain);
    }
    for (const RedirectWrapper &w : data.wrappers) {
        wrapperHosts.insert(uri::detail::asciiLower(w.host));
        if (w.host.size() < wrapperHostLength.size())
            wrapperHostLength[w.host.size()] = true;
    }
    const auto addKeys = [this](const auto &table) {
        for (const auto &entry : table) {
            if constexpr (std::is_same_v<std::decay_t<decltype(entry)>, std::string>)
                keys.add(entry);
            else
                keys.add(entry.first);
        }
    };
    addKeys(protectedDomains);
    addKeys(widelyUsedDomains);
    addKeys(widelySkeletons);
    addKeys(brandLabelSkeletons);
    addKeys(widelyLabelSkeletons);
    addKeys(byFirstLabel);
    addKeys(brandTokens);
    addKeys(brandTokenSkeletons);
    addKeys(brandsByHead);
    addKeys(brandsByTail);
    addKeys(skeletons);
    addKeys(data.allowDomains);
    addKeys(data.specialNames);
    addKeys(data.unstableHosts);
    for (const std::string &d : protectedDomains)
        nameKeys.add(d);
    for (const std::string &d : widelyUsedDomains)
        nameKeys.add(d);
    for (const auto &[name, cls] : data.specialNames)
        nameKeys.add(name);
    for (const auto &[host, cls] : data.unstableHosts)
        nameKeys.add(host);
    const auto addDownloadKey = [this](const std::string &key) {
        const auto first = static_cast<unsigned char>(key.empty() ? 0 : key.front());
        if (first < downloadKeyLengths.size() && key.size() < 64)
            downloadKeyLengths[first] |= std::uint64_t{1} << key.size();
    };
    for (const std::string &cpu : data.cpuNames) {
        longestCpuName = std::max(longestCpuName, cpu.size());
        addDownloadKey(cpu);
    }
    for (const auto &[extension, type] : data.fileTypes)
        addDownloadKey(extension);
    for (const std::string &param : data.fileParams)
        addDownloadKey(param);
    for (const DownloadHost &d : data.downloadHosts) {
        downloadHosts[d.host].push_back(&d);
        nameKeys.add(d.host);
    }
}

std::string_view SecurityIndex::specialNameClass(const SecurityData &data, std::string_view host,
                                                 std::string *matched) const
{
    // as SecurityData::specialNameClass(): hosts from the URL Standard's host
    // parser are lower case already, others are lowered here
    std::string lowered;
    if (std::any_of(host.begin(), host.end(), [](char c) { return c >= 'A' && c <= 'Z'; })) {
        lowered = uri::detail::asciiLower(host);
        host = lowered;
    }
    std::string_view cls;
    forEachDomainSuffix(host, [&](std::string_view domain) {
        const auto it = find(data.specialNames, domain);
        if (it == data.specialNames.end())
            return false;
        if (matched != nullptr)
            *matched = it->first;
        cls = it->second;
        return true;
    });
    return cls;
}

SecurityIndex::~SecurityIndex()
{
    if (spoof != nullptr)
        uspoof_close(spoof);
    if (allowed != nullptr)
        uset_close(allowed);
}

const SecurityIndex &SecurityIndex::of(const SecurityData &data)
{
    if (&data == &SecurityData::builtin()) {
        static const SecurityIndex builtinIndex(SecurityData::builtin());
        return builtinIndex;
    }
    thread_local std::unique_ptr<SecurityIndex> cached;
    if (!cached || cached->source != &data || cached->signature != tablesSignature(data))
        cached = std::make_unique<SecurityIndex>(data);
    return *cached;
}

std::string SecurityIndex::asciiSkeletonOf(std::string_view text) const
{
    // A label, a token or a domain is written on the stack, kPacked bytes
    // per character (of which packedSize count), then copied once.
    std::array<char, 512> buffer; // written before it is read
    if (packed && text.size() * std::max(kPacked, maxAsciiSkeleton) <= buffer.size()) {
        std::size_t n = 0;
        for (const char c : text) {
            const auto b = static_cast<unsigned char>(c);
            if (b >= 128) {
                buffer[n++] = c;
                continue;
            }
            if (packedSize[b] == kLonger) {
                const std::string &k = asciiSkeleton[b];
                std::memcpy(buffer.data() + n, k.data(), k.size());
                n += k.size();
                continue;
            }
            std::memcpy(buffer.data() + n, packedSkeleton[b].data(), kPacked);
            n += packedSize[b];
        }
        return std::string(buffer.data(), n);
    }
    // the exact size first: a short skeleton stays in the string's own buffer
    std::size_t size = 0;
    for (const char c : text) {
        const auto b = static_cast<unsigned char>(c);
        size += b >= 128 ? 1 : asciiSkeleton[b].size();
    }
    std::string skel(size, '\0');
    std::size_t n = 0;
    for (const char c : text) {
        const auto b = static_cast<unsigned char>(c);
        if (b >= 128) {
            skel[n++] = c;
            continue;
        }
        for (const char k : asciiSkeleton[b])
            skel[n++] = k;
    }
    return skel;
}

std::uint32_t SecurityIndex::prefixKey(std::string_view label)
{
    return (static_cast<std::uint32_t>(static_cast<unsigned char>(label[0])) << 8)
           | static_cast<unsigned char>(label[1]);
}

std::uint32_t SecurityIndex::suffixKey(std::string_view label)
{
    const std::size_t n = label.size();
    return (1u << 16) | (static_cast<std::uint32_t>(static_cast<unsigned char>(label[n - 2])) << 8)
           | static_cast<unsigned char>(label[n - 1]);
}

std::string skeletonOf(std::string_view text, const SecurityData &data)
{
    const SecurityIndex &index = SecurityIndex::of(data);
    if (isAscii(text))
        return index.asciiSkeletonOf(text);
    return skeletonWith(text, data, index.spoof);
}

} // namespace uri::security::detail
