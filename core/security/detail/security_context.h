// The state one security analysis shares between its checks: the views of
// the input, the canonical host, the computations that several checks need
// (each done once per Context, on first use), and where findings go. The
// checks themselves, one function per catalog id, are in registry.h.
#pragma once

#include "security/detail/messages.h"
#include "security/detail/security_index.h"
#include "text/detail/text.h"

#include "uriinspector/idna.h"
#include "uriinspector/parse.h"
#include "uriinspector/security.h"
#include "uriinspector/security_data.h"
#include "uriinspector/whatwg.h"

#include <array>
#include <cstdint>
#include <forward_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace uri::security::detail {

// The text helpers the checks use, named here once for every check's file
// (core/text/detail/text.h).
using uri::detail::asciiLower;
using uri::detail::base64Decode;
using uri::detail::equalsI;
using uri::detail::findI;
using uri::detail::hexValue;
using uri::detail::isAscii;
using uri::detail::isHexDigit;
using uri::detail::isPctTriplet;
using uri::detail::pctDecode;
using uri::detail::startsWithI;
using uri::detail::tripletOctet;

using Details = std::vector<std::pair<std::string, std::string>>;
using Address = std::array<std::uint8_t, 16>;

/// What the analysis knows about the host (catalog §2.3: canonical before
/// classification).
struct HostFacts
{
    HostFacts() = default;
    HostFacts(const HostFacts &) = delete;
    HostFacts &operator=(const HostFacts &) = delete;

    bool present = false;
    OptSpan span;         ///< the host as written in the analysed text
    std::string_view raw; ///< its text (a view of the analysed text)
    /// Percent-decoded (RFC 3986 §3.2.2): raw itself when it has no "%",
    /// else a view of decodedText.
    std::string_view decoded;
    bool bracketed = false; ///< an IP-literal
    /// The URL Standard's host: the browser's view's own, or the host parser
    /// run on the RFC 3986 host (ownCanonical) when the URL as a whole fails;
    /// null when none.
    const whatwg::Host *canonical = nullptr;
    bool fromWhatwgUrl = false; ///< canonical comes from a successful URL parse
    /// Serialized canonical host ("" when none): a view of canonical->name for
    /// a domain, else of asciiText.
    std::string_view ascii;
    /// Domain to Unicode (equal to ascii when not an IDN): a view of
    /// canonical->name, of the URL's display host or of unicodeText.
    std::string_view unicode;
    // What the views above see when they own their text. A HostFacts is
    // never copied or moved once prepareHost() has filled it.
    std::string decodedText;
    std::optional<whatwg::Host> ownCanonical;
    std::string asciiText;
    std::string unicodeText;
    std::optional<Address> address; ///< an IP host; IPv4 as ::ffff:a.b.c.d
    const AddressBlock *block = nullptr;
    std::string specialClass;               ///< special_names.txt class ("" when none)
    std::string specialName;                ///< the entry that matched
    std::optional<std::string> registrable; ///< eTLD+1, none for IPs and special names
    std::optional<std::string> suffix;      ///< the public suffix of the host
    bool privateSuffix = false;             ///< the suffix is in the PSL's PRIVATE section
    bool tldListed = true;                  ///< the last label is a PSL rule (no "*" rule)
    bool nonAscii = false;                  ///< non-ASCII characters as written or decoded
    bool hasAceLabel = false;               ///< an "xn--" label
    /// The suffixes of the canonical domain name that a table of names may
    /// hold (views of canonical->name); every suffix when it is no domain.
    DomainSuffixes suffixes;
    /// UTS #46 label by label (idna.h), run only for IDNs.
    std::optional<IdnaResult> idna;
};

// The shapes of the shared computations ------------------------------------

/// The component of the text that a character or a finding is in.
enum class Where : std::uint8_t { Userinfo, Host, Path, Query, Fragment, Other };

/// "userinfo", "host", "path", "query", "fragment"; "text" for Other.
[[nodiscard]] std::string_view whereName(Where where);

/// The components of one reading of the text, in the order they are asked
/// (the first that holds an offset names it).
struct Places
{
    std::array<std::pair<Where, OptSpan>, 5> components;

    /// The component that holds @p offset, or Where::Other.
    [[nodiscard]] Where at(std::size_t offset) const;
};

/// What a non-ASCII character is to U8, U7 and U9, asked in this order.
enum class CharKind : std::uint8_t {
    BidiControl,        ///< U8
    Invisible,          ///< U7: default-ignorable or blank (not a bidi control)
    DelimiterLookalike, ///< U9: in the delimiter look-alikes of confusables.txt
    Other,
};

/// One non-ASCII character of the text, written raw or as percent-encoded
/// UTF-8 (RFC 3986 §2.5).
struct TextChar
{
    char32_t cp = 0;
    Span span; ///< as written
    bool viaPercent = false;
    Where where = Where::Other; ///< in the display places (displayPlaces())
    CharKind kind = CharKind::Other;
};

/// One parameter of the query or of the fragment, split at "&" and ";"
/// (application/x-www-form-urlencoded, catalog §5.6). An empty piece
/// ("a&&b") is a parameter with an empty key.
struct Param
{
    Span whole;
    Span key;
    OptSpan value;    ///< none without "="
    std::string name; ///< the key form-decoded ("+" is a space), lower case
    /// The value form-decoded, once (Context::valueOf()).
    mutable std::optional<std::string> decodedValue;
};

/// One label of the host as UTS #46 reads it (idna.h), with what the U
/// checks and P10 ask of it.
struct LabelFacts
{
    const IdnaLabel *label = nullptr;
    const std::string *unicode = nullptr; ///< ToUnicode, or the text when it gave nothing
    bool aceWritten = false;              ///< written as an A-label ("xn--")
    /// An A-label that is no valid Punycode, decodes to ASCII only or does not
    /// round-trip (U1, P10 (c)); such a label is checked for nothing else.
    bool invalidAce = false;
    /// A label with non-ASCII characters that is not invalidAce: the fields
    /// below are filled only for these.
    bool idn = false;
    std::u32string codePoints;
    std::int32_t spoofFlags = 0; ///< uspoof_check2()'s (UTS #39)
    /// The URestrictionLevel (UTS #39 §5.2) of the characters of the label
    /// that are inside the identifier profile (those outside are U5).
    std::int32_t restriction = 0;
    char32_t deviation = 0; ///< the first deviation character (U13, P10 (a)), or 0
    char32_t symbol = 0;    ///< the first character IDNA2008 disallows (P10 (b)), or 0
};

/// The labels of the host (catalog §5.4 steps 1-6), when UTS #46 ran on it.
struct HostLabels
{
    std::vector<LabelFacts> labels; ///< without the root label
    std::string tld;                ///< the last label, lower-case ASCII
    std::u32string tldUnicode;      ///< the last label's Unicode form
    bool anyIdn = false;            ///< a label is an IDN (LabelFacts::idn)
    bool anyError = false;          ///< UTS #46 reported an error for the host
};

/// The severity of an address class of special_addresses.txt and its check.
struct ClassRisk
{
    Check check = Check::N9;
    Risk risk = Risk::Low;
};

/// An IPv6 host that embeds an IPv4 address (N5), and that address's class.
struct EmbeddedIpv4
{
    std::uint32_t v4 = 0;
    const AddressBlock *block = nullptr; ///< of the IPv4 address; null when public
    ClassRisk risk;                      ///< N1..N4, N6, or N9 when public
};

/// The host's registrable domain against the protected domains (D1..D3,
/// U4, and the verdict's rule 2).
struct DomainFacts
{
    /// The host is a protected domain or a subdomain of one.
    bool ownDomain = false;
    /// The host is a widely used domain or a subdomain of one.
    bool widelyUsedOwn = false;
    /// The labels left of the registrable domain ("" when none).
    std::string_view prefix;
    /// The protected domain embedded in the prefix (D1), and how it is
    /// written there: as labels or joined by "-".
    const ProtectedDomain *embedded = nullptr;
    bool embeddedAsLabels = false;
    /// The protected domain is followed by "-", a letter or a digit inside a
    /// label ("apple.com-verify.example", "binance.com1234.example").
    bool embeddedGlued = false;
    /// The protected domain shows only once the host's look-alikes of "/"
    /// and "." are read as such ("paypal.com\u2215login.evil.example").
    bool embeddedViaLookalike = false;
};

/// How a name uses a brand (D2), each way with its wordings.
enum class BrandHow : std::uint8_t {
    Word,        ///< a token between hyphens ("secure-paypal")
    Lookalike,   ///< written with ASCII look-alikes ("micros0ft")
    Glued,       ///< glued to a word ("metamaskapp", "helpmetamask")
    OtherSuffix, ///< the registrable domain's label under another suffix ("opensea.cc")
    Subdomain,   ///< a whole label of the subdomain ("trustwallet.example.top")
};

/// What U4 makes of the host's registrable domain: confusable with which
/// protected or widely used domain, if any. The views are the index's.
struct ConfusableVerdict
{
    enum class Kind : std::uint8_t {
        None,
        SameSkeleton, ///< its skeleton, or its first label's, is the imitated domain's
        OneEdit,      ///< its first label is one edit or one swap from the imitated's
    };
    Kind kind = Kind::None;
    Risk risk = Risk::Info;
    bool widelyUsed = false; ///< SameSkeleton: a widely used domain, not a protected one
    std::string_view imitated;
};

/// What D2 makes of the host: the brand in its name, if any, and how. The
/// brand and its domain are views of the index; the spans are in the
/// canonical host name.
struct ComboVerdict
{
    bool found = false;
    std::string_view brand;
    std::string_view domain; ///< the brand's own
    BrandHow how = BrandHow::Word;
    bool inSubdomain = false; ///< Word, Lookalike, Glued: in a label of the subdomain
    Span label;               ///< the label the brand is in
    /// Lookalike: the token as written; Glued: the word glued to the brand;
    /// empty otherwise.
    Span word;
};

/// How the host reads when each of its non-ASCII letters is taken for the
/// ASCII letter it looks like: diacritics dropped, other scripts' look-alikes
/// mapped by their UTS #39 prototypes (catalog U4: "reads as").
struct ReadsAs
{
    /// The host read that way, lower-case ASCII; "" when the host is ASCII
    /// already or some letter looks like no ASCII one.
    std::string host;
    /// Its registrable domain read that way ("" when none).
    std::string registrable;
    char32_t first = 0;  ///< the first letter taken for another
    std::string firstAs; ///< the ASCII it is taken for
};

/// A data: URL (RFC 2397): its media type and payload (S1, S2).
struct DataUrl
{
    std::string type;    ///< lower case, "" when none is written
    std::string header;  ///< what precedes the ","
    std::string payload; ///< percent-decoded, and base64-decoded when it says so
};

/// A URL nested in the analysed one (catalog §2.6): in a redirect wrapper,
/// a parameter or the path. R1..R3 report them; the recursion analyses them.
struct NestedTarget
{
    enum class Kind : std::uint8_t { Wrapper, Param, Path };
    Kind kind = Kind::Param;
    std::string text;             ///< the URL, decoded
    Span span;                    ///< where it is written in the analysed text
    bool identity = false;        ///< text is span's text as written
    std::string path;             ///< "query.url", "wrapper(google)", "path"
    bool inRedirectParam = false; ///< a redirect parameter's value (the nested P4)
    /// The nested URL leaves the outer registrable domain (R1, R2).
    bool differs = false;
    /// Its structure was hidden (percent-encoded "://", base64): R2, not R1.
    bool encoded = false;
    std::string how;              ///< "plain", "percent-encoded", "base64", ...
    const Param *param = nullptr; ///< Kind::Param: the parameter
    std::string wrapper;          ///< Kind::Wrapper: its name
};

/// The nested URLs of the analysed text, in the order they are analysed.
struct NestedTargets
{
    bool wrapped = false; ///< a redirect wrapper: its target is the only one
    std::vector<NestedTarget> targets;
};

/// The file a link downloads, as its last path segment or a parameter
/// names it (F1..F3).
struct DownloadFile
{
    std::string name;      ///< percent-decoded, after its last "/" or "\\", up to a NUL
    Span span;             ///< where it is written in the analysed text
    std::string extension; ///< of the name's end, lower case, without "."
    /// Windows drops a name's trailing dots and spaces ("a.exe. ").
    std::size_t stemLength = 0;     ///< of the name before that extension's "."
    const FileType *type = nullptr; ///< downloads.txt's type of the extension, if any
    std::string parameter;          ///< the query parameter that names it ("" for the path)
};

/// What the link downloads and from where (F1..F4; download.cpp).
struct DownloadFacts
{
    /// A code host's page about a file or a project (a page line of
    /// downloads.txt): nothing is downloaded.
    bool page = false;
    /// A page line's parameter asks for the file itself ("?raw=true").
    bool fileByParam = false;
    /// The file the last path segment names, else the first file-naming
    /// parameter whose value has a type of downloads.txt.
    std::optional<DownloadFile> file;
    const DownloadHost *hosting = nullptr; ///< the host line that matched, if any
    std::string account;                   ///< the account the URL names there
    /// The segment before the last one, lower case ("bins" in "/bins/x86").
    std::string parent;
    /// A segment before the last one is "cgi-bin" or "scripts" (any case):
    /// the web server runs what lies there.
    bool underGateway = false;
    std::size_t segments = 0; ///< how many the path has
};

/// One analysis of one text (the input, or a nested URL).
struct Context
{
    /// @p rv and @p wv are the RFC 3986 and URL Standard views of @p text.
    Context(std::string_view text, const uri::ParseResult &rv, const whatwg::ParseResult &wv,
            const SecurityData &data, const AnalyzeOptions &options, Assessment &out);

    std::string_view text;
    const SecurityData &data;
    const SecurityIndex &index; ///< SecurityIndex::of(data), looked up once
    const AnalyzeOptions &options;
    Assessment &out;

    // Where this text sits in the top-level input: identity (offset base) or,
    // for a decoded nested value, every span becomes the value's span.
    std::size_t base = 0;
    bool identity = true;
    Span whole;
    std::string path; ///< "" or "query.url -> query.next"
    int depth = 0;
    bool inRedirectParam = false;  ///< this text is a redirect parameter's value
    bool staysOnSite = false;      ///< a nested reference to the outer registrable domain
    std::size_t *budget = nullptr; ///< decoded bytes left for nested URLs

    const uri::ParseResult &rv;    ///< RFC 3986's view of `text`
    const whatwg::ParseResult &wv; ///< the URL Standard's view of `text` (no base)
    std::string scheme;            ///< lower case, from the browser's view or RFC 3986's
    bool special = false;          ///< a special scheme of the URL Standard
    HostFacts host;
    std::optional<std::uint16_t> port; ///< the effective port

    /// Record a finding worded by @p message (security/detail/messages.h),
    /// whose placeholders @p arguments fill (their values made safe to print
    /// by escapeUnsafe()); @p span is in `text`.
    void add(Check check, Risk severity, Span span, const Message &message, Details arguments,
             Details details = {}, View view = View::Raw);
    /// The top-level span of @p span of `text`.
    [[nodiscard]] Span map(Span span) const;
    /// Whether a finding of @p check was recorded for this text.
    [[nodiscard]] bool has(Check check) const;

    // Shared computations, each done on first use (context.cpp) ----------

    /// @p span of `text` percent-decoded once (RFC 3986 §2.4): the checks
    /// that decode the same component share it (split first, then decode:
    /// RFC 3986 §7.3). The reference lives as long as the Context.
    [[nodiscard]] const std::string &decoded(Span span);
    /// The parameters of the query; none when it is empty or absent.
    [[nodiscard]] const std::vector<Param> &queryParams();
    /// The parameters of the fragment; none when it is empty or absent.
    [[nodiscard]] const std::vector<Param> &fragmentParams();
    /// The value of @p param form-decoded ("" without one), once.
    [[nodiscard]] const std::string &valueOf(const Param &param) const;
    /// The classes of `scheme` in schemes.txt (SchemeScript, ...), looked up once.
    [[nodiscard]] std::uint16_t schemeClass();

    std::size_t firstFinding = 0; ///< out.findings from here on belong to this text

    /// Findings recorded per check for this text (see kMaxPerCheck).
    std::array<std::uint16_t, kCheckCount> counts{};

    /// What the shared computations have computed so far: each is filled by
    /// its accessor (Context's above; nonAsciiChars(), hostLabels(),
    /// embeddedIpv4(), domainFacts(), confusableVerdict(), comboVerdict(),
    /// dataUrlOf(), nestedTargets()) the first time a check asks, and read
    /// by the checks after it.
    struct Shared
    {
        std::optional<std::uint16_t> schemeClass;
        std::optional<bool> textMayHaveNonAscii;
        std::optional<std::vector<TextChar>> nonAscii;
        std::forward_list<std::pair<Span, std::string>> decoded;
        std::optional<std::vector<Param>> queryParams;
        std::optional<std::vector<Param>> fragmentParams;
        std::optional<HostLabels> labels;
        bool embeddedIpv4Done = false;
        std::optional<EmbeddedIpv4> embeddedIpv4;
        std::optional<DomainFacts> domain;
        std::optional<ConfusableVerdict> confusable;
        std::optional<ComboVerdict> combo;
        std::optional<ReadsAs> readsAs;
        std::optional<DataUrl> dataUrl;
        std::optional<NestedTargets> nested;
        std::optional<DownloadFacts> download;
    } shared;
};

/// At most this many findings of one check per analysed text.
inline constexpr std::uint16_t kMaxPerCheck = 32;
/// At most this many nested URLs per analysis.
inline constexpr std::size_t kMaxNested = 256;

/// The canonical host, its address class, PSL facts and IDNA labels
/// (host.cpp): run before every check.
void prepareHost(Context &ctx);

/// prepareHost(), then every check of the registry (registry.cpp).
void runChecks(Context &ctx);

/// Analyse the URLs nested in @p ctx's text (nestedTargets()), each as a
/// Context of its own whose findings go to @p ctx's analysis (nested.cpp).
void analyzeNestedUrls(Context &ctx);

// Shared computations of the check families ---------------------------------
// Each fills its member of Context::Shared on first use.

/// Whether the text may hold a non-ASCII character, raw or percent-encoded
/// (unicode.cpp).
[[nodiscard]] bool textMayHaveNonAscii(Context &ctx);
/// The non-ASCII characters of the text with their places (U7, U8, U9;
/// unicode.cpp).
[[nodiscard]] const std::vector<TextChar> &nonAsciiChars(Context &ctx);
/// The host's labels as UTS #46 reads them (U1..U13, P10; unicode.cpp).
[[nodiscard]] const HostLabels &hostLabels(Context &ctx);
/// The IPv4 address an IPv6 host embeds, if any (N1..N6; host.cpp).
[[nodiscard]] const std::optional<EmbeddedIpv4> &embeddedIpv4(Context &ctx);
/// How the host reads, its non-ASCII letters taken for ASCII ones (U1, U4,
/// U5, the destination; unicode.cpp).
[[nodiscard]] const ReadsAs &readsAs(Context &ctx);
/// The host against the protected domains; only for a host with a
/// registrable domain (D1..D3, U4; domain.cpp).
[[nodiscard]] const DomainFacts &domainFacts(Context &ctx);
/// U4's verdict; only for a host with a registrable domain (unicode.cpp).
[[nodiscard]] const ConfusableVerdict &confusableVerdict(Context &ctx);
/// D2's verdict; only for a host with a registrable domain (domain.cpp).
[[nodiscard]] const ComboVerdict &comboVerdict(Context &ctx);
/// The data: URL; only when the scheme is "data" (S1, S2; schemes.cpp).
[[nodiscard]] const DataUrl &dataUrlOf(Context &ctx);
/// The nested URLs (R1..R3 and the recursion; nested.cpp).
[[nodiscard]] const NestedTargets &nestedTargets(Context &ctx);
/// What the link downloads and from where (F1..F4; download.cpp).
[[nodiscard]] const DownloadFacts &downloadFacts(Context &ctx);

// Shared helpers --------------------------------------------------------------

/// RFC 3986's components: userinfo, host, path, query, fragment (A3, A7).
[[nodiscard]] Places rfc3986Places(const Context &ctx);
/// The components as a reader meets them: the host and the userinfo as
/// the browser reads them (RFC 3986's when it has none), then RFC 3986's
/// path, query and fragment (the U checks).
[[nodiscard]] Places displayPlaces(const Context &ctx);
/// The userinfo of the URL Standard's view: from the user name to the end
/// of the password.
[[nodiscard]] OptSpan whatwgUserinfo(const Context &ctx);

/// One level higher, at most @p cap (catalog §3 combination rules).
[[nodiscard]] constexpr Risk raised(Risk risk, Risk cap = Risk::Critical)
{
    return risk >= cap ? risk : static_cast<Risk>(static_cast<int>(risk) + 1);
}

[[nodiscard]] std::optional<ClassRisk> addressClassRisk(std::string_view cls);
/// Loopback, unspecified, private, shared, link-local or metadata: a class
/// of special_addresses.txt that leads inside a network (N8, P8, U10).
[[nodiscard]] bool isInternalClass(std::string_view cls);

/// The 128-bit form of an IPv4 address (::ffff:a.b.c.d, RFC 4291 §2.5.5.2).
[[nodiscard]] Address v4Mapped(std::uint32_t v4);
/// "a.b.c.d".
[[nodiscard]] std::string ipv4Text(std::uint32_t v4);

/// Registrable domain and public suffix of a lower-case ASCII or UTF-8 host.
struct PslFacts
{
    std::optional<std::string> registrable;
    std::optional<std::string> suffix;
    bool privateSuffix = false;
    bool tldListed = true;
};
[[nodiscard]] PslFacts pslFacts(std::string_view host);

/// Whether @p host (lower case) is a protected domain or a subdomain of one
/// (of @p minLength characters or more: the registrable domain's length asks
/// whether the owner is listed, not a shared suffix above it such as
/// "netlify.app"); @p which is set to the protected domain.
[[nodiscard]] bool isProtectedHost(const SecurityData &data, std::string_view host,
                                   std::string *which = nullptr, std::size_t minLength = 0);
/// The same for the widely used domains.
[[nodiscard]] bool isWidelyUsedHost(const SecurityData &data, std::string_view host,
                                    std::string *which = nullptr, std::size_t minLength = 0);
/// Whether the analysed host's domain name, or a parent domain of
/// @p minLength characters or more, is in @p domains (the index's protected
/// or widely used domains): isProtectedHost() for the host, through the
/// suffixes HostFacts keeps.
[[nodiscard]] bool hostIsListed(const Context &ctx, const StringSet &domains,
                                std::size_t minLength);

/// "1.2.3.4" or "2001:db8::1" for an address of the 128-bit form.
[[nodiscard]] std::string addressText(const Address &address);
/// The IP of the host as text: dotted quad, or IPv6 without brackets.
[[nodiscard]] std::string hostIpText(const HostFacts &host);
/// The 128-bit form of a URL Standard IP host.
[[nodiscard]] std::optional<Address> addressOf(const whatwg::Host &host);

/// Parse @p host (as in a URL, percent-encoded, brackets for IPv6) with the
/// URL Standard's host parser; special: true for http and the like.
[[nodiscard]] std::optional<whatwg::Host> canonicalHost(std::string_view host, bool special);

/// UTS #39 skeleton with the catalog's supplements (unicode.cpp).
[[nodiscard]] std::string skeletonOf(std::string_view text, const SecurityData &data);

/// Levenshtein distance 1 or one adjacent swap (Damerau), the strings differing.
[[nodiscard]] bool withinOneEdit(std::string_view a, std::string_view b);

/// Whether @p text (lower case) has a host-like token: labels of
/// [a-z0-9-] joined by dots, the last a TLD of the PSL. Sets @p token.
[[nodiscard]] bool hasHostLikeToken(std::string_view text, std::string *token = nullptr);

/// The last label of @p host, without a final ".".
[[nodiscard]] std::string lastLabel(std::string_view host);

/// @p prefix and the octet in two upper-case hexadecimal digits: "0x0E"
/// (A3's names of controls), "\\xFF" (the display's escapes).
[[nodiscard]] std::string hexOctet(unsigned char octet, std::string_view prefix);

} // namespace uri::security::detail
