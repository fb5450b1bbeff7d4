/**
 * @file security_data.h
 * @brief The tables of the link-security catalog: protected domains,
 * shorteners, redirect wrappers and parameter names, ports, special-purpose
 * address blocks, special-use names, scheme classes, supplemental
 * confusables, and the file types and hosting services of downloads.
 *
 * Each table is a text file under resources/security/ with its source, date
 * and version in a header comment (`# source:`, `# date:`, `# version:`).
 * The build embeds every file into the library (cmake/EmbedFiles.cmake), so
 * SecurityData::builtin() needs no installed data path. A user file of the
 * same format extends (or replaces) a table: loadFile().
 *
 * @see security.h, which runs the checks over these tables.
 */
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace uri::security {

/// Hash for string keys that also finds by std::string_view (no copy).
struct StringHash
{
    using is_transparent = void;
    /// The keys are short (domain names, labels, parameter names), and the
    /// analysis looks up every suffix of a host in several tables: eight
    /// bytes at a time, one multiplication each, then a final mix (the
    /// constants are SplitMix64's). No table's order is ever shown.
    ///
    /// Not noexcept on purpose: libstdc++ then keeps each key's hash in its
    /// node, and a lookup compares hashes before it compares strings, where
    /// it would otherwise hash every key of the bucket it walks again.
    [[nodiscard]] std::size_t operator()(std::string_view text) const
    {
        constexpr std::uint64_t kMul = 0xBF58476D1CE4E5B9U;
        std::uint64_t h = 0x9E3779B97F4A7C15U ^ text.size();
        const char *p = text.data();
        std::size_t n = text.size();
        for (; n >= 8; p += 8, n -= 8) {
            std::uint64_t word = 0;
            std::memcpy(&word, p, 8);
            h = (h ^ word) * kMul;
            h ^= h >> 31;
        }
        if (n > 0) {
            // the last bytes: the last eight of a longer key (overlapping
            // the words above), or two reads that together cover them
            std::uint64_t word = 0;
            if (text.size() >= 8) {
                std::memcpy(&word, text.data() + text.size() - 8, 8);
            } else if (n >= 4) {
                std::uint32_t head = 0;
                std::uint32_t tail = 0;
                std::memcpy(&head, p, 4);
                std::memcpy(&tail, p + n - 4, 4);
                word = (std::uint64_t{head} << 32) | tail;
            } else {
                word = (std::uint64_t{static_cast<unsigned char>(p[0])} << 16)
                       | (std::uint64_t{static_cast<unsigned char>(p[n / 2])} << 8)
                       | static_cast<unsigned char>(p[n - 1]);
            }
            h = (h ^ word) * kMul;
            h ^= h >> 31;
        }
        h = (h ^ (h >> 30)) * 0x94D049BB133111EBU;
        return static_cast<std::size_t>(h ^ (h >> 31));
    }
};

/// A set and a map of strings that look up by std::string_view too.
using StringSet = std::unordered_set<std::string, StringHash, std::equal_to<>>;
template <typename T>
using StringMap = std::unordered_map<std::string, T, StringHash, std::equal_to<>>;

/// Where one table came from: what every analysis reports as its data versions.
struct TableInfo
{
    std::string file;    ///< "ports.txt", or the user file's path
    std::string source;  ///< the header's "# source:" text
    std::string date;    ///< "# date:"
    std::string version; ///< "# version:"
    bool builtin = true; ///< embedded at build time, not loaded from a user file

    friend bool operator==(const TableInfo &, const TableInfo &) = default;
};

/// One entry of protected_domains.txt.
struct ProtectedDomain
{
    std::string domain; ///< registrable domain, lower-case ASCII
    std::string brand;  ///< the token searched in other hosts ("paypal")

    friend bool operator==(const ProtectedDomain &, const ProtectedDomain &) = default;
};

/// How a redirect wrapper carries its target (redirect_wrappers.txt).
enum class WrapperEncoding : std::uint8_t {
    Plain,        ///< the parameter, percent-decoded
    ProofpointV2, ///< "-" for "%", "_" for "/", then percent-decoded
    ProofpointV3, ///< "__<url>__;<base64url>" in the path
    BingA1,       ///< "a1" + base64url
    Base64Url,    ///< base64url
};

struct RedirectWrapper
{
    std::string host;      ///< "l.facebook.com" or, with wildcard, the suffix
    bool wildcard = false; ///< "*.suffix": the suffix and every subdomain
    std::string path;      ///< lower case
    bool pathPrefix = false;
    std::string param; ///< empty when the path holds the target
    WrapperEncoding encoding = WrapperEncoding::Plain;

    /// Whether @p host (a host name, any case) is this one or, with
    /// wildcard, a subdomain of it.
    [[nodiscard]] bool matchesHost(std::string_view host) const;
};

/// Secret-looking parameter: its name, and how severe a value under it is.
enum class SecretLevel : std::uint8_t { Low, Medium, Callback };

struct SecretShape
{
    std::string name; ///< "jwt", "aws-access-key"
    SecretLevel level = SecretLevel::Medium;
    std::string prefix;        ///< "eyJ"
    std::size_t minLength = 0; ///< characters of [A-Za-z0-9_-] after the prefix
};

/// An IPv4 (mapped into ::ffff:0:0/96) or IPv6 block of special_addresses.txt.
struct AddressBlock
{
    std::array<std::uint8_t, 16> prefix{};
    int bits = 0; ///< prefix length on the 128-bit form (IPv4: 96 + its length)
    bool ipv4 = false;
    std::string cidr; ///< as written
    std::string cls;  ///< "loopback", "private", "metadata", ...
    std::string name; ///< the registry's name
};

/// Bits of a scheme's classes (schemes.txt).
enum SchemeClass : std::uint16_t {
    SchemeScript = 1u << 0,                ///< S1
    SchemeOsHandler = 1u << 1,             ///< S3, High
    SchemeOsHandlerCritical = 1u << 2,     ///< S3, Critical
    SchemeSsrf = 1u << 3,                  ///< S4
    SchemeCleartext = 1u << 4,             ///< S6
    SchemeHierarchicalLookalike = 1u << 5, ///< P9
    SchemeIana = 1u << 6,                  ///< in the IANA registry snapshot (S5)
};

/// Where a delimiter look-alike goes under UTS #46 (U9 classes a, b, c).
enum class DelimClass : std::uint8_t { Mapped, Kept, Disallowed, Any };

struct DelimLookalike
{
    DelimClass cls = DelimClass::Kept;
    char ascii = '/'; ///< the delimiter it looks like
};

/// One script's Latin look-alike letters (U3).
struct WholeScriptSet
{
    std::string script;            ///< ISO 15924 code, "Cyrl"
    std::vector<std::string> tlds; ///< TLDs (ASCII or A-labels) where the set is allowed
    std::set<char32_t> letters;
};

/// What a file type does when it is opened (downloads.txt, F1).
enum class FileClass : std::uint8_t {
    Program,        ///< runs code: executables, installers, shortcuts, Windows scripts
    Script,         ///< a script for an interpreter, which a browser may show as text
    DiskImage,      ///< mounted when opened; what it holds runs without the download's mark
    Android,        ///< installs an Android app
    Profile,        ///< changes the system's settings when installed
    ActiveDocument, ///< a document that can run macros or embedded code
    Archive,        ///< holds other files
};

/// A type line of downloads.txt: the class of an extension and its severity.
struct FileType
{
    FileClass cls = FileClass::Archive;
    /// The severity, as the value of security.h's Risk: 0 info, 1 low,
    /// 2 medium, 3 high, 4 critical.
    std::uint8_t risk = 1;

    friend bool operator==(const FileType &, const FileType &) = default;
};

/// What a hosting service serves at the URLs of a host line (downloads.txt, F4).
enum class HostingKind : std::uint8_t {
    Release, ///< a project's release download
    Raw,     ///< a file of a repository, served raw
    Archive, ///< a source archive of a repository
    Upload,  ///< an uploaded or stored file
};

/// A page or host line of downloads.txt: the URLs of one service.
struct DownloadHost
{
    std::string host;      ///< lower case: the host, or with wildcard the suffix
    bool wildcard = false; ///< "*.suffix": every subdomain of the suffix
    /// The pattern's segments: "*" (any one), "**" (any number) or a
    /// literal, lower case.
    std::vector<std::string> pattern;
    bool page = false; ///< a page about a file (a code host's view), not the file
    /// A page line's query parameter that makes it serve the file itself
    /// ("raw": GitHub's "blob/...?raw=true"), lower case; "" when none.
    std::string fileParam;
    HostingKind kind = HostingKind::Upload;
    std::string service; ///< "GitHub", "Google Drive"

    /// Whether @p segments (percent-decoded) match the pattern; @p account is
    /// set to the segments of the "*" before the first "**", joined by "/".
    [[nodiscard]] bool matchesPath(const std::vector<std::string_view> &segments,
                                   std::string *account = nullptr) const;
};

/**
 * @brief Every table the checks consult, with where each came from.
 *
 * A value: copy builtin() and load user files into the copy to change the
 * tables of one analysis (AnalyzeOptions::data).
 */
struct SecurityData
{
    std::vector<TableInfo> tables;

    // protected_domains.txt
    std::vector<ProtectedDomain> protectedDomains;
    /// The allow lines of protected_domains.txt and widely_used.txt.
    StringSet allowDomains;
    /// Their product lines: brands that are software an organisation runs
    /// under its own domain ("gitlab.example.org"), lower case.
    StringSet productBrands;
    /// Their accounts lines: private suffixes whose tenants are the accounts
    /// of the platform ("google.github.io" is the account "google"'s pages).
    StringSet accountSuffixes;

    // widely_used.txt: popular domains (a look-alike of one is High, not Critical)
    std::vector<ProtectedDomain> widelyUsed;

    // tld_letters.txt: TLD (lower-case ASCII or A-label) -> the letters its languages use
    StringMap<std::set<char32_t>> tldLetters;

    // common_words.txt: brands that are everyday words too (D2 needs a keyword beside them)
    StringSet commonWords;

    // unstable_hosts.txt: domain -> class (shortener, dyndns, tunnel, ipfs)
    StringMap<std::string> unstableHosts;

    // redirect_wrappers.txt, redirect_params.txt (lower case)
    std::vector<RedirectWrapper> wrappers;
    /// Its archive lines: web archives that serve a copy of a URL at
    /// PATH<timestamp>/<URL> (the host and the path of each; no parameter).
    std::vector<RedirectWrapper> webArchives;
    StringSet redirectParams;

    // secret_params.txt (names lower case)
    StringMap<SecretLevel> secretParams;
    std::vector<SecretShape> secretShapes;
    std::vector<std::vector<std::string>> sasGroups;

    // ports.txt
    std::set<std::uint16_t> badPorts;
    StringMap<std::vector<std::uint16_t>> schemePorts;
    StringMap<std::set<std::uint16_t>> exemptPorts;

    // special_addresses.txt, longest prefix first
    std::vector<AddressBlock> addressBlocks;

    // special_names.txt: name -> class
    StringMap<std::string> specialNames;

    // schemes.txt
    StringMap<std::uint16_t> schemeClasses;
    StringSet dataScriptTypes;

    // downloads.txt
    /// extension (lower case, no ".") -> its class and severity
    StringMap<FileType> fileTypes;
    StringSet cpuNames;     ///< processors' names (F3), lower case
    StringSet shownTypes;   ///< the types a double extension pretends (F2)
    StringSet gatewayTypes; ///< types a web server runs to answer (F1), lower case
    StringSet fileParams;   ///< query parameters that name the file (F1), lower case
    /// The page and host lines, in the file's order.
    std::vector<DownloadHost> downloadHosts;

    // confusables.txt
    std::unordered_map<char32_t, std::string> skeletonMap;
    std::vector<WholeScriptSet> wholeScript;
    /// Words of a whole-script set that are not U3 (UTF-8, lowercase): common
    /// words that read as no Latin word ("\u043a\u0443\u0440\u0441", kurs).
    std::set<std::string, std::less<>> wholeScriptWords;
    std::set<char32_t> digitLookalikes;
    std::unordered_map<char32_t, DelimLookalike> delimLookalikes;
    std::vector<std::pair<char32_t, char32_t>> excludedRanges;
    std::set<char32_t> slashLike;

    /// The tables embedded at build time (parsed once, on first use).
    [[nodiscard]] static const SecurityData &builtin();
    /// The lines of the embedded tables that could not be read (none: a test
    /// keeps it so; a table with a bad line is left out of builtin()).
    [[nodiscard]] static const std::vector<std::string> &builtinErrors();

    /**
     * @brief Add the lines of one table file to this data.
     * @param file which table: the file name decides ("ports.txt", a path
     * ending in it, or any name with a "# table: ports" header line).
     * @param text the file's content.
     * @param replace empty the table first (otherwise the lines extend it).
     * @param error set to "<file>:<line>: <what>" for the first bad line.
     * @return false, with nothing changed, when a line cannot be read.
     */
    bool load(std::string_view file, std::string_view text, bool replace, std::string *error);

    /// load() from a file on disk; false and @p error when it cannot be read.
    bool loadFile(const std::string &path, bool replace, std::string *error);

    /// The class of a scheme (0 when it is in no class), by its lower-case name.
    [[nodiscard]] std::uint16_t schemeClass(std::string_view scheme) const;

    /// The block of special_addresses.txt with the longest prefix holding
    /// @p address, or nothing. An IPv4 address is given as ::ffff:a.b.c.d
    /// with @p ipv6 false and matches the IPv4 blocks only; an IPv6 address
    /// (@p ipv6 true) matches the IPv6 blocks only (so ::ffff:a.b.c.d
    /// written as IPv6 is the IPv4-mapped block).
    [[nodiscard]] const AddressBlock *addressBlock(const std::array<std::uint8_t, 16> &address,
                                                   bool ipv6) const;

    /// The class of @p host in special_names.txt ("" when none): the entry for
    /// the host itself or for its longest listed suffix. @p matched is set to
    /// that entry's name.
    [[nodiscard]] std::string_view specialNameClass(std::string_view host,
                                                    std::string *matched = nullptr) const;

    /// The table names load() accepts, without ".txt".
    [[nodiscard]] static const std::vector<std::string_view> &tableNames();
};

} // namespace uri::security
