// Lookup structures derived from a SecurityData once, so that an analysis
// does hash lookups instead of scanning the tables: protected domains by
// label, their skeletons and one-deletion variants (U4), brand tokens (D2),
// the UTS #39 spoof checker configured with the catalog's allowed set (U5).
#pragma once

#include "data/detail/domain_suffixes.h"
#include "uriinspector/security_data.h"

#include <array>
#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

struct USpoofChecker;
struct USet;

namespace uri::security::detail {

/// A Bloom filter (two bits per key in 2^18) over the keys of the tables
/// that a host's suffixes, labels and skeletons are looked up in: most of
/// those names are in no table, and the filter says so from 32 KB without
/// touching a table's buckets and nodes. It never rules out a key it holds.
class KeyFilter
{
public:
    void add(std::string_view key)
    {
        const std::uint64_t h = StringHash{}(key);
        set(h);
        set(h >> 32);
    }
    [[nodiscard]] bool mayHold(std::string_view key) const
    {
        const std::uint64_t h = StringHash{}(key);
        return test(h) && test(h >> 32);
    }

private:
    static constexpr std::size_t kBits = std::size_t{1} << 18;
    void set(std::uint64_t h) { words_[(h % kBits) / 64] |= std::uint64_t{1} << (h % 64); }
    [[nodiscard]] bool test(std::uint64_t h) const
    {
        return (words_[(h % kBits) / 64] >> (h % 64) & 1U) != 0;
    }
    std::vector<std::uint64_t> words_ = std::vector<std::uint64_t>(kBits / 64);
};

/// The suffixes of one domain name (forEachDomainSuffix(): the name, then
/// each parent domain) that a table of names may hold, by the KeyFilter:
/// the tables of special, unstable, protected and widely used names are
/// then asked only for these, and each suffix is hashed once, not once per
/// table.
class DomainSuffixes
{
public:
    /// Calls @p visit with each suffix of @p name that may be in a table,
    /// longest first, until it returns true, as forEachDomainSuffix() does
    /// with every suffix. @p name is the name given to
    /// SecurityIndex::suffixesOf(), or any name when none was.
    /// @return whether @p visit returned true.
    template <class Visit>
    bool forEach(std::string_view name, Visit &&visit) const
    {
        if (m_every)
            return forEachDomainSuffix(name, visit);
        for (std::size_t i = 0; i < m_count; ++i) {
            if (visit(m_candidates[i]))
                return true;
        }
        return false;
    }
    /// Whether every suffix is visited (none were filtered).
    [[nodiscard]] bool every() const { return m_every; }

private:
    friend struct SecurityIndex;
    /// More candidates than this: every suffix is visited.
    static constexpr std::size_t kMax = 8;
    std::array<std::string_view, kMax> m_candidates{};
    std::size_t m_count = 0;
    bool m_every = true;
};

struct SecurityIndex
{
    explicit SecurityIndex(const SecurityData &data);
    ~SecurityIndex();
    SecurityIndex(const SecurityIndex &) = delete;
    SecurityIndex &operator=(const SecurityIndex &) = delete;

    /// The index of @p data: built once for SecurityData::builtin(), and per
    /// thread for other data (rebuilt when its tables change).
    [[nodiscard]] static const SecurityIndex &of(const SecurityData &data);

    StringSet protectedDomains;
    StringSet widelyUsedDomains;
    /// skeleton of a widely used registrable domain -> the domain
    StringMap<std::string> widelySkeletons;
    /// skeleton of a protected domain's first label (4 or more characters)
    /// -> the domain: the brand under another suffix (U4)
    StringMap<std::string> brandLabelSkeletons;
    /// the same for the widely used domains (5 or more characters)
    StringMap<std::string> widelyLabelSkeletons;
    StringMap<std::vector<const ProtectedDomain *>> byFirstLabel;
    std::set<std::string, std::less<>> brands; ///< brand tokens of 5 or more characters
    /// The brands that D2 looks for inside other hosts, each with its domain:
    /// the protected domains' brands of 5 or more characters and the widely
    /// used domains' of 6 or more.
    StringMap<std::string> brandTokens;
    /// The ASCII skeleton of each brand token -> the token ("paypa1" finds "paypal").
    StringMap<std::string> brandTokenSkeletons;
    /// The brand tokens by their first three and by their last three
    /// characters, for a brand glued to a word ("helpmetamask", "metamaskapp").
    StringMap<std::vector<std::string>> brandsByHead;
    StringMap<std::vector<std::string>> brandsByTail;
    /// The hosts of the redirect wrappers (redirect_wrappers.txt), lower case,
    /// and which lengths they have (those under 256).
    StringSet wrapperHosts;
    std::array<bool, 256> wrapperHostLength{};
    /// The page and host lines of downloads.txt by their host (the suffix of
    /// a "*." line), in the file's order (F1, F4).
    StringMap<std::vector<const DownloadHost *>> downloadHosts;
    std::size_t longestCpuName = 0; ///< of the data's cpuNames (F3)
    /// The lengths (bits 1..63) of the file types, processors' names and
    /// file-naming parameters of downloads.txt by their first character:
    /// most last segments of links end in no such name ("html"), and most
    /// parameters are none ("id"), told without hashing them (F1, F3).
    std::array<std::uint64_t, 128> downloadKeyLengths{};
    /// Whether @p key (lower case) may be a file type or a processor's name.
    [[nodiscard]] bool mayBeDownloadKey(std::string_view key) const
    {
        const auto first = static_cast<unsigned char>(key.empty() ? 0 : key.front());
        return first < downloadKeyLengths.size() && key.size() < 64
               && (downloadKeyLengths[first] >> key.size() & 1U) != 0;
    }
    /// The ASCII skeleton of @p text (each byte by asciiSkeleton).
    [[nodiscard]] std::string asciiSkeletonOf(std::string_view text) const;
    /// skeleton of a protected registrable domain -> the domain
    StringMap<std::string> skeletons;
    /// Protected domains whose brand has 5 or more characters, by the
    /// skeleton of their first label, for "one edit away" (U4).
    struct Near
    {
        std::string label;  ///< skeleton of the domain's first label
        std::string domain; ///< the protected domain
    };
    std::vector<Near> near;
    /// Two first characters (key) or two last characters (key | 1 << 16) of
    /// Near::label -> indexes into near. One edit of a label of 5 or more
    /// characters keeps its first two or its last two characters.
    std::unordered_map<std::uint32_t, std::vector<std::uint32_t>> nearByEnds;

    /// The keys of nearByEnds for @p label (at least 2 characters).
    [[nodiscard]] static std::uint32_t prefixKey(std::string_view label);
    [[nodiscard]] static std::uint32_t suffixKey(std::string_view label);
    /// skeleton of each printable ASCII character (after case folding)
    std::array<std::string, 128> asciiSkeleton;
    /// asciiSkeleton packed for asciiSkeletonOf(): the bytes of each skeleton
    /// of at most kPacked bytes, and their number (kLonger for the others,
    /// "%" is "\u00BA\u2044\u2080"); packed once they are filled.
    static constexpr std::size_t kPacked = 8;
    static constexpr std::uint8_t kLonger = 0xFF;
    std::array<std::array<char, kPacked>, 128> packedSkeleton{};
    std::array<std::uint8_t, 128> packedSize{};
    std::size_t maxAsciiSkeleton = 1; ///< the longest of asciiSkeleton
    bool packed = false;

    USpoofChecker *spoof = nullptr; ///< owned; null if ICU could not open it
    USet *allowed = nullptr;        ///< owned: recommended + inclusion - exclusions

    /// Calls @p visit with each label and hyphen-separated token of @p text
    /// ("www-paypal-com.x" -> www, paypal, com, x) until it returns true.
    /// @return whether @p visit returned true.
    template <class Visit>
    static bool forEachToken(std::string_view text, Visit &&visit)
    {
        std::size_t start = 0;
        for (std::size_t i = 0; i <= text.size(); ++i) {
            if (i == text.size() || text[i] == '.' || text[i] == '-') {
                if (i > start && visit(text.substr(start, i - start)))
                    return true;
                start = i + 1;
            }
        }
        return false;
    }
    [[nodiscard]] const StringSet &allowDomains(const SecurityData &data) const
    {
        return data.allowDomains;
    }

    /// The keys of every string-keyed table above, and of the data's
    /// allowDomains, specialNames and unstableHosts.
    KeyFilter keys;
    /// The keys of the tables of names that a host and its parent domains
    /// are looked up in (protected and widely used domains, special names,
    /// unstable hosts, the hosts of downloads.txt) alone: "com" is a key of
    /// keys (a brand's first three letters), not of these.
    KeyFilter nameKeys;
    /// @p table.find(@p key), asking the filter first.
    template <class Table>
    [[nodiscard]] auto find(const Table &table, std::string_view key) const
    {
        return keys.mayHold(key) ? table.find(key) : table.end();
    }
    /// Whether @p table holds @p key, asking the filter first.
    template <class Table>
    [[nodiscard]] bool holds(const Table &table, std::string_view key) const
    {
        return keys.mayHold(key) && table.find(key) != table.end();
    }
    /// The suffixes of @p name (lower case) that nameKeys may hold; they
    /// are views of @p name.
    [[nodiscard]] DomainSuffixes suffixesOf(std::string_view name) const
    {
        DomainSuffixes s;
        s.m_every = false;
        forEachDomainSuffix(name, [&](std::string_view domain) {
            if (!nameKeys.mayHold(domain))
                return false;
            if (s.m_count == DomainSuffixes::kMax) {
                s.m_every = true;
                return true;
            }
            s.m_candidates[s.m_count++] = domain;
            return false;
        });
        return s;
    }
    /// SecurityData::specialNameClass() through the filter.
    [[nodiscard]] std::string_view specialNameClass(const SecurityData &data, std::string_view host,
                                                    std::string *matched = nullptr) const;

    const SecurityData *source = nullptr;
    std::size_t signature = 0; ///< of the tables it was built from
    /// Distinct for every index built: what is kept per host (domain.cpp)
    /// holds for the index of this generation only.
    std::uint64_t generation = 0;
};

/// A cheap signature of the tables of @p data (what changes when a file is loaded).
[[nodiscard]] std::size_t tablesSignature(const SecurityData &data);

/// The skeleton of @p text (catalog §5.4 step 4: case-folded, diacritics
/// stripped from Latin, Greek and Cyrillic text, the supplemental mappings
/// of @p data, then UTS #39 with @p checker, lower case), with the spoof
/// checker given: the index builds its ASCII table with it (unicode.cpp).
[[nodiscard]] std::string skeletonWith(std::string_view text, const SecurityData &data,
                                       const USpoofChecker *checker);

} // namespace uri::security::detail
