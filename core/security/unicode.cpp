// Unicode, IDN and display spoofing: U1..U13 and P10 (catalog §4.4, §5.4),
// with ICU's UTS #39 spoof checker (uspoof), character properties, scripts
// and bidi classes; and the skeletons of U4.
#include "security/detail/security_context.h"
#include "security/detail/security_index.h"
#include "text/detail/text.h"

#include "uriinspector/utf8.h"

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>
#include <unicode/uspoof.h>
#include <unicode/ustring.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <functional>
#include <mutex>
#include <thread>

namespace uri::security::detail {

using uri::detail::isAscii;

namespace {

const UChar *uchars(const std::u16string &s)
{
    return reinterpret_cast<const UChar *>(s.data());
}

UChar *uchars(std::u16string &s)
{
    return reinterpret_cast<UChar *>(s.data());
}

int32_t length32(std::size_t n)
{
    return static_cast<int32_t>(std::min<std::size_t>(n, 0x7FFFFFFF));
}

// ICU string function with a result of unknown length (preflight, then fill).
std::u16string icuString(const std::function<int32_t(UChar *, int32_t, UErrorCode *)> &call)
{
    UErrorCode status = U_ZERO_ERROR;
    const int32_t needed = call(nullptr, 0, &status);
    if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status))
        return {};
    std::u16string out(static_cast<std::size_t>(needed), u'\0');
    status = U_ZERO_ERROR;
    call(uchars(out), needed, &status);
    if (U_FAILURE(status) && status != U_STRING_NOT_TERMINATED_WARNING)
        return {};
    return out;
}

std::u32string foldCase(const std::u32string &text)
{
    const std::u16string in = uri::detail::utf32ToUtf16(text);
    return uri::detail::utf16ToUtf32(icuString([&](UChar *dest, int32_t cap, UErrorCode *status) {
        return u_strFoldCase(dest, cap, uchars(in), length32(in.size()), U_FOLD_CASE_DEFAULT,
                             status);
    }));
}

std::u32string toLower(const std::u32string &text)
{
    const std::u16string in = uri::detail::utf32ToUtf16(text);
    return uri::detail::utf16ToUtf32(icuString([&](UChar *dest, int32_t cap, UErrorCode *status) {
        return u_strToLower(dest, cap, uchars(in), length32(in.size()), "", status);
    }));
}

std::u32string normalize(const std::u32string &text, const UNormalizer2 *n2)
{
    if (n2 == nullptr)
        return text;
    const std::u16string in = uri::detail::utf32ToUtf16(text);
    return uri::detail::utf16ToUtf32(icuString([&](UChar *dest, int32_t cap, UErrorCode *status) {
        return unorm2_normalize(n2, uchars(in), length32(in.size()), dest, cap, status);
    }));
}

const UNormalizer2 *nfd()
{
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *n = unorm2_getNFDInstance(&status);
    return U_SUCCESS(status) ? n : nullptr;
}

const UNormalizer2 *nfc()
{
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *n = unorm2_getNFCInstance(&status);
    return U_SUCCESS(status) ? n : nullptr;
}

const UNormalizer2 *nfkc()
{
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *n = unorm2_getNFKCInstance(&status);
    return U_SUCCESS(status) ? n : nullptr;
}

UScriptCode scriptOf(char32_t cp)
{
    UErrorCode status = U_ZERO_ERROR;
    const UScriptCode s = uscript_getScript(static_cast<UChar32>(cp), &status);
    return U_SUCCESS(status) ? s : USCRIPT_INVALID_CODE;
}

bool isLgcOrCommon(char32_t cp)
{
    const UScriptCode s = scriptOf(cp);
    return s == USCRIPT_LATIN || s == USCRIPT_GREEK || s == USCRIPT_CYRILLIC || s == USCRIPT_COMMON
           || s == USCRIPT_INHERITED;
}

bool isNonSpacingMark(char32_t cp)
{
    return u_charType(static_cast<UChar32>(cp)) == U_NON_SPACING_MARK;
}

// The skeleton, with the spoof checker given (the index builds its own ASCII
// table with it).
std::string skeletonWith(std::string_view text, const SecurityData &data, const USpoofChecker *sc)
{
    // Case-fold first (ICU skeletons are case-sensitive: "I" -> "l").
    std::u32string s = foldCase(uri::detail::toUtf32(text));
    // Chromium: strip diacritics when the text is Latin, Greek, Cyrillic only.
    if (std::all_of(s.begin(), s.end(), isLgcOrCommon)) {
        std::u32string stripped;
        for (const char32_t cp : normalize(s, nfd())) {
            if (!isNonSpacingMark(cp))
                stripped += cp;
        }
        s = normalize(stripped, nfc());
    }
    // The supplemental mappings of confusables.txt (palochka -> l, ...).
    std::u32string mapped;
    for (const char32_t cp : s) {
        const auto it = data.skeletonMap.find(cp);
        if (it == data.skeletonMap.end()) {
            mapped += cp;
        } else {
            for (const char c : it->second)
                mapped += static_cast<char32_t>(static_cast<unsigned char>(c));
        }
    }
    std::u32string skel = mapped;
    if (sc != nullptr) {
        const std::u16string in = uri::detail::utf32ToUtf16(mapped);
        const std::u16string out = icuString([&](UChar *dest, int32_t cap, UErrorCode *status) {
            return uspoof_getSkeleton(sc, 0, uchars(in), length32(in.size()), dest, cap, status);
        });
        if (!out.empty() || in.empty())
            skel = uri::detail::utf16ToUtf32(out);
    }
    // ICU maps "0" to "O": lower-case the skeleton.
    return uri::detail::fromUtf32(toLower(skel));
}

} // namespace

// ---------------------------------------------------------------------------
// The index

std::size_t tablesSignature(const SecurityData &data)
{
    std::size_t sig = data.tables.size();
    sig = sig * 31 + data.protectedDomains.size();
    sig = sig * 31 + data.allowDomains.size();
    sig = sig * 31 + data.skeletonMap.size();
    sig = sig * 31 + data.excludedRanges.size();
    for (const TableInfo &t : data.tables)
        sig = sig * 31 + std::hash<std::string>{}(t.file);
    return sig;
}

SecurityIndex::SecurityIndex(const SecurityData &data)
    : source(&data)
    , signature(tablesSignature(data))
{
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
    for (const ProtectedDomain &p : data.protectedDomains) {
        protectedDomains.insert(p.domain);
        // indexed by the first token ("example" for "example-bank.test"): D1
        // looks the tokens of a host up
        const std::string first = p.domain.substr(0, p.domain.find_first_of(".-"));
        byFirstLabel[first].push_back(&p);
        if (p.brand.size() >= 5)
            brands.insert(p.brand);
        std::string skel;
        for (const char c : p.domain) {
            const auto b = static_cast<unsigned char>(c);
            skel += b < 128 ? asciiSkeleton[b] : std::string(1, c);
        }
        skeletons.emplace(skel, p.domain);
        const std::string label = skel.substr(0, skel.find('.'));
        if (p.brand.size() >= 5 && label.size() >= 5) {
            const auto at = static_cast<std::uint32_t>(near.size());
            near.push_back({label, p.domain});
            nearByEnds[prefixKey(label)].push_back(at);
            nearByEnds[suffixKey(label)].push_back(at);
        }
    }
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

std::vector<std::string_view> SecurityIndex::tokensOf(std::string_view text) const
{
    std::vector<std::string_view> tokens;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == '.' || text[i] == '-') {
            if (i > start)
                tokens.push_back(text.substr(start, i - start));
            start = i + 1;
        }
    }
    return tokens;
}

std::string skeletonOf(std::string_view text, const SecurityData &data)
{
    const SecurityIndex &index = SecurityIndex::of(data);
    if (isAscii(text)) {
        std::string out;
        out.reserve(text.size() + 4);
        for (const char c : text)
            out += index.asciiSkeleton[static_cast<unsigned char>(c)];
        return out;
    }
    return skeletonWith(text, data, index.spoof);
}

// ---------------------------------------------------------------------------
// U1..U13

namespace {

// One character of the analysed text, read raw or through percent-encoding.
struct TextChar
{
    char32_t cp = 0;
    Span span;
    bool viaPercent = false;
};

// Every non-ASCII character of @p text, raw or percent-encoded UTF-8
// (RFC 3986 §2.5), with the span it was written as.
std::vector<TextChar> nonAsciiChars(std::string_view text)
{
    std::string octets;
    std::vector<Span> sources;
    octets.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 2 < text.size() && uri::detail::isHexDigit(text[i + 1])
            && uri::detail::isHexDigit(text[i + 2])) {
            octets += static_cast<char>(uri::detail::hexValue(text[i + 1]) * 16
                                        + uri::detail::hexValue(text[i + 2]));
            sources.push_back({i, 3});
            i += 2;
        } else {
            octets += text[i];
            sources.push_back({i, 1});
        }
    }
    std::vector<TextChar> out;
    for (const uri::detail::CodePoint &c : uri::detail::codePoints(octets)) {
        if (!c.valid || c.cp < 0x80)
            continue;
        const Span first = sources[c.offset];
        const Span last = sources[c.offset + c.length - 1];
        out.push_back({c.cp, {first.offset, last.end() - first.offset}, first.length == 3});
    }
    return out;
}

bool mayHaveNonAscii(std::string_view text)
{
    // A byte of 0x80 or more, looked for eight bytes at a time.
    const char *const data = text.data();
    const std::size_t n = text.size();
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, data + i, 8);
        if ((word & 0x8080808080808080ULL) != 0)
            return true;
    }
    for (; i < n; ++i) {
        if (static_cast<unsigned char>(data[i]) >= 0x80)
            return true;
    }
    // Or "%8" to "%F": a percent-encoded byte of 0x80 or more (RFC 3986 §2.1).
    for (const void *at = std::memchr(data, '%', n); at != nullptr;) {
        const std::size_t pct = static_cast<std::size_t>(static_cast<const char *>(at) - data);
        if (pct + 1 < n) {
            const char h = data[pct + 1];
            if ((h >= '8' && h <= '9') || (h >= 'a' && h <= 'f') || (h >= 'A' && h <= 'F'))
                return true;
        }
        at = pct + 1 < n ? std::memchr(data + pct + 1, '%', n - pct - 1) : nullptr;
    }
    return false;
}

// Blank-looking characters that are not default-ignorable (catalog U7).
bool isBlank(char32_t cp)
{
    return cp == 0x2800 || cp == 0x00A0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A)
           || cp == 0x205F || cp == 0x3000;
}

bool isInvisible(char32_t cp)
{
    if (isBidiControl(cp))
        return false;
    return u_hasBinaryProperty(static_cast<UChar32>(cp), UCHAR_DEFAULT_IGNORABLE_CODE_POINT) != 0
           || isBlank(cp);
}

bool isDeviation(char32_t cp)
{
    return cp == 0x00DF || cp == 0x03C2 || cp == 0x200C || cp == 0x200D;
}

// RFC 5892: IDNA2008 has no symbols or punctuation (apart from the hyphen
// and the CONTEXTO characters); UTS #46 keeps some (U+2044, U+2215).
bool idna2008Disallowed(char32_t cp)
{
    if (cp < 0x80 || cp == 0x00B7 || cp == 0x0375 || cp == 0x05F3 || cp == 0x05F4 || cp == 0x30FB)
        return false;
    switch (u_charType(static_cast<UChar32>(cp))) {
    case U_MATH_SYMBOL:
    case U_CURRENCY_SYMBOL:
    case U_MODIFIER_SYMBOL:
    case U_OTHER_SYMBOL:
    case U_DASH_PUNCTUATION:
    case U_START_PUNCTUATION:
    case U_END_PUNCTUATION:
    case U_INITIAL_PUNCTUATION:
    case U_FINAL_PUNCTUATION:
    case U_OTHER_PUNCTUATION:
    case U_CONNECTOR_PUNCTUATION:
        return true;
    default:
        return false;
    }
}

std::string cpName(char32_t cp)
{
    std::array<char, 128> buffer{};
    UErrorCode status = U_ZERO_ERROR;
    u_charName(static_cast<UChar32>(cp), U_UNICODE_CHAR_NAME, buffer.data(),
               static_cast<int32_t>(buffer.size()), &status);
    std::string name = U_SUCCESS(status) ? std::string(buffer.data()) : std::string();
    return codePointName(cp) + (name.empty() ? "" : " " + name);
}

enum class Where { Scheme, Userinfo, Host, Port, Path, Query, Fragment, Other };

struct Places
{
    OptSpan userinfo;
    OptSpan host;
    OptSpan path;
    OptSpan query;
    OptSpan fragment;
};

Where whereIs(const Places &p, Span s)
{
    const auto in
        = [&](const OptSpan &c) { return c && s.offset >= c->offset && s.offset < c->end(); };
    if (in(p.host))
        return Where::Host;
    if (in(p.userinfo))
        return Where::Userinfo;
    if (in(p.path))
        return Where::Path;
    if (in(p.query))
        return Where::Query;
    if (in(p.fragment))
        return Where::Fragment;
    return Where::Other;
}

std::string_view whereName(Where w)
{
    switch (w) {
    case Where::Scheme:
        return "scheme";
    case Where::Userinfo:
        return "userinfo";
    case Where::Host:
        return "host";
    case Where::Port:
        return "port";
    case Where::Path:
        return "path";
    case Where::Query:
        return "query";
    case Where::Fragment:
        return "fragment";
    case Where::Other:
        break;
    }
    return "text";
}

// The span of code point @p cp inside @p within (as written), or @p within.
Span charSpanIn(std::string_view text, Span within, char32_t cp)
{
    std::string utf8;
    appendUtf8(utf8, cp);
    const std::size_t at = within.in(text).find(utf8);
    if (at == std::string_view::npos)
        return within;
    return {within.offset + at, utf8.size()};
}

struct SpoofResult
{
    int32_t flags = 0;
    URestrictionLevel level = USPOOF_ASCII;
};

SpoofResult spoofCheck(const SecurityIndex &index, const std::string &label)
{
    SpoofResult r;
    if (index.spoof == nullptr)
        return r;
    UErrorCode status = U_ZERO_ERROR;
    USpoofCheckResult *result = uspoof_openCheckResult(&status);
    r.flags = uspoof_check2UTF8(index.spoof, label.data(), length32(label.size()), result, &status);
    r.level = uspoof_getCheckResultRestrictionLevel(result, &status);
    uspoof_closeCheckResult(result);
    if (U_FAILURE(status))
        r.flags = 0;
    return r;
}

Places placesOf(const Context &ctx)
{
    Places p;
    p.host = ctx.host.span;
    if (ctx.rv.userinfo)
        p.userinfo = ctx.rv.userinfo;
    if (ctx.wv.spans.username || ctx.wv.spans.password) {
        const Span a = ctx.wv.spans.username.value_or(*ctx.wv.spans.password);
        const Span b = ctx.wv.spans.password.value_or(a);
        p.userinfo = Span{a.offset, b.end() - a.offset};
    }
    p.path = ctx.rv.path;
    p.query = ctx.rv.query;
    p.fragment = ctx.rv.fragment;
    return p;
}

} // namespace

void checkUnicode(Context &ctx)
{
    const SecurityIndex &index = SecurityIndex::of(ctx.data);
    const HostFacts &h = ctx.host;
    const Places places = placesOf(ctx);

    // U7, U8, U9 on every character as written or decoded (split first: each
    // is judged by the component it is in).
    if (mayHaveNonAscii(ctx.text)) {
        const std::vector<TextChar> chars = nonAsciiChars(ctx.text);
        // The next delimiter and the next "." after a position: the characters
        // come in text order, so each is searched for again only once passed
        // (linear, however many overrides a segment holds).
        constexpr std::size_t kNone = std::string_view::npos;
        std::size_t nextStop = 0;
        std::size_t nextDot = 0;
        bool searched = false;
        const auto disguisesFrom = [&](std::size_t at) {
            if (!searched || (nextStop != kNone && at > nextStop))
                nextStop = ctx.text.find_first_of("/?#&", at);
            if (!searched || (nextDot != kNone && at > nextDot))
                nextDot = ctx.text.find('.', at);
            searched = true;
            return nextDot != kNone && (nextStop == kNone || nextDot < nextStop);
        };
        for (std::size_t i = 0; i < chars.size(); ++i) {
            const TextChar &c = chars[i];
            const Where where = whereIs(places, c.span);
            const bool hostOrUser = where == Where::Host || where == Where::Userinfo;
            const std::string how = c.viaPercent ? " (percent-encoded)" : "";
            if (isBidiControl(c.cp)) {
                // Critical when it disguises a file extension: a right-to-left
                // override followed by a "." in the same segment.
                bool disguises = false;
                if ((c.cp == 0x202E || c.cp == 0x2067 || c.cp == 0x202B)
                    && (where == Where::Path || where == Where::Query || where == Where::Fragment))
                    disguises = disguisesFrom(c.span.end());
                ctx.add(
                    Check::U8, disguises ? Risk::Critical : Risk::High, c.span,
                    "Bidi control " + cpName(c.cp) + how + " in the "
                        + std::string(whereName(where))
                        + (disguises
                               ? ": it reverses the text after it and disguises a file extension"
                               : ": it reorders how the link is displayed (RFC 3987 §4.1)"),
                    {{"code_point", codePointName(c.cp)},
                     {"component", std::string(whereName(where))}},
                    c.viaPercent ? View::Decoded : View::Raw);
                continue;
            }
            if (isInvisible(c.cp)) {
                ctx.add(Check::U7, hostOrUser ? Risk::High : Risk::Medium, c.span,
                        "Invisible or blank character " + cpName(c.cp) + how + " in the "
                            + std::string(whereName(where))
                            + (where == Where::Host
                                   ? ": IDNA may delete it, so the host is not what it looks like"
                                   : ""),
                        {{"code_point", codePointName(c.cp)},
                         {"component", std::string(whereName(where))}},
                        c.viaPercent ? View::Decoded : View::Raw);
                continue;
            }
            const auto d = ctx.data.delimLookalikes.find(c.cp);
            if (d != ctx.data.delimLookalikes.end()) {
                const DelimLookalike &dl = d->second;
                const Risk risk = hostOrUser ? Risk::High : Risk::Medium;
                std::string what
                    = dl.cls == DelimClass::Mapped
                          ? "UTS #46 maps it to \"" + std::string(1, dl.ascii) + "\""
                      : dl.cls == DelimClass::Kept
                          ? "it looks like \"" + std::string(1, dl.ascii) + "\" but is no delimiter"
                      : dl.cls == DelimClass::Disallowed
                          ? "it looks like \"" + std::string(1, dl.ascii)
                                + "\"; UTS #46 disallows it"
                          : "it looks like \"" + std::string(1, dl.ascii) + "\"";
                ctx.add(Check::U9, risk, c.span,
                        "Delimiter look-alike " + cpName(c.cp) + how + " in the "
                            + std::string(whereName(where)) + ": " + what,
                        {{"code_point", codePointName(c.cp)},
                         {"looks_like", std::string(1, dl.ascii)},
                         {"component", std::string(whereName(where))}},
                        c.viaPercent ? View::Decoded : View::Raw);
            }
        }
    }

    // U12: URL- or brand-like text made with non-ASCII look-alikes outside
    // the host (the ".zip" trick in the userinfo, "https:" and U+2215 slashes in a path).
    {
        const auto probe = [&](const OptSpan &span, Where where) {
            if (!span || span->empty() || !mayHaveNonAscii(span->in(ctx.text)))
                return;
            const std::string decoded = uri::detail::pctDecode(span->in(ctx.text));
            if (isAscii(decoded))
                return;
            std::string mapped;
            for (const uri::detail::CodePoint &c : uri::detail::codePoints(decoded)) {
                const auto d = ctx.data.delimLookalikes.find(c.cp);
                if (d != ctx.data.delimLookalikes.end())
                    mapped += d->second.ascii;
                else
                    appendUtf8(mapped, c.cp);
            }
            const std::string skel = skeletonOf(mapped, ctx.data);
            std::string brand;
            for (const std::string &p : index.protectedDomains) {
                if (skel.find(p) != std::string::npos && decoded.find(p) == std::string::npos) {
                    brand = p;
                    break;
                }
            }
            const bool urlLike = mapped.find("://") != std::string::npos
                                 && decoded.find("://") == std::string::npos;
            const bool slashes = mapped != decoded
                                 && (mapped.find('/') != std::string::npos
                                     || mapped.find('@') != std::string::npos);
            std::string token;
            const bool hostLike = slashes && hasHostLikeToken(mapped, &token);
            if (brand.empty() && !urlLike && !hostLike)
                return;
            ctx.add(Check::U12, where == Where::Userinfo ? Risk::High : Risk::Medium, *span,
                    "The " + std::string(whereName(where)) + " imitates "
                        + (!brand.empty() ? "\"" + brand + "\""
                           : urlLike      ? "a URL"
                                          : "a host \"" + token + "\"")
                        + " with non-ASCII look-alikes; the real host is elsewhere",
                    {{"reads_as", mapped}, {"component", std::string(whereName(where))}},
                    View::Decoded);
        };
        probe(places.userinfo, Where::Userinfo);
        probe(places.path, Where::Path);
        probe(places.query, Where::Query);
        probe(places.fragment, Where::Fragment);
    }

    // RFC 3987 §4.2: a path segment with right-to-left characters must not
    // hold left-to-right ones, and must start and end with them (U8).
    if (mayHaveNonAscii(ctx.rv.path.in(ctx.text))) {
        for (const Span seg : pathSegments(ctx.rv)) {
            const std::string decoded = uri::detail::pctDecode(seg.in(ctx.text));
            bool rtl = false;
            bool ltr = false;
            std::vector<UCharDirection> dirs;
            for (const uri::detail::CodePoint &c : uri::detail::codePoints(decoded)) {
                if (isBidiControl(c.cp))
                    continue; // reported as such above
                const UCharDirection d = u_charDirection(static_cast<UChar32>(c.cp));
                dirs.push_back(d);
                rtl = rtl || d == U_RIGHT_TO_LEFT || d == U_RIGHT_TO_LEFT_ARABIC;
                ltr = ltr || d == U_LEFT_TO_RIGHT;
            }
            if (!rtl)
                continue;
            const auto isR = [](UCharDirection d) {
                return d == U_RIGHT_TO_LEFT || d == U_RIGHT_TO_LEFT_ARABIC;
            };
            if (ltr || !isR(dirs.front()) || !isR(dirs.back())) {
                ctx.add(
                    Check::U8, Risk::High, seg,
                    "Path segment with right-to-left text breaks the bidi rule of RFC 3987 §4.2 "
                    "(mixed with left-to-right text, or not starting and ending right-to-left)",
                    {{"component", "path"}}, View::Decoded);
            }
        }
    }

    if (!h.present || !h.span || !h.idna)
        return;

    // Host labels (catalog §5.4 steps 1-6).
    const IdnaResult &idna = *h.idna;
    std::vector<const IdnaLabel *> labels;
    for (const IdnaLabel &l : idna.labels) {
        if (!l.root)
            labels.push_back(&l);
    }
    if (labels.empty())
        return;
    const std::string tld = uri::detail::lowerAscii(
        labels.back()->ascii.empty() ? labels.back()->text : labels.back()->ascii);
    const std::u32string tldUnicode = uri::detail::toUtf32(labels.back()->unicode);
    bool anyIdn = false;
    bool anyError = !idna.ok();
    const auto hasError = [](const IdnaLabel &l, DiagCode code) {
        return std::find(l.errors.begin(), l.errors.end(), code) != l.errors.end();
    };

    for (const IdnaLabel *lp : labels) {
        const IdnaLabel &l = *lp;
        const Span labelSpan = l.span;
        const std::string lowerText = uri::detail::lowerAscii(l.text);
        const bool aceWritten = lowerText.rfind("xn--", 0) == 0;
        const std::string &uni = l.unicode.empty() ? l.text : l.unicode;

        // U1 / P10 (c): an A-label that is no valid Punycode, decodes to
        // ASCII only, or does not round-trip.
        if (aceWritten) {
            const bool bad = hasError(l, DiagCode::IdnaPunycode)
                             || hasError(l, DiagCode::IdnaInvalidAceLabel) || isAscii(uni)
                             || uri::detail::lowerAscii(l.ascii) != lowerText;
            if (bad) {
                ctx.add(Check::U1, Risk::Medium, labelSpan,
                        "Invalid A-label \"" + l.text
                            + "\": it is no valid Punycode, decodes to ASCII "
                              "only, or does not round-trip (UTS #46 §4)",
                        {{"label", l.text}, {"unicode", uni}}, View::Whatwg);
                ctx.add(Check::P10, Risk::Medium, labelSpan,
                        "Invalid A-label \"" + l.text
                            + "\": ICU rejects it, other implementations "
                              "(Node 20) accept it",
                        {{"label", l.text}}, View::Whatwg);
                continue;
            }
        }
        if (isAscii(uni))
            continue;
        anyIdn = true;
        const std::u32string u = uri::detail::toUtf32(uni);
        SpoofResult spoof = spoofCheck(index, uni);
        // UTS #39 §5.2 puts a label with any character outside the identifier
        // profile at "unrestricted"; that character is U5 (or U7, U9). The
        // restriction level of U2 is that of the other characters.
        if ((spoof.flags & USPOOF_CHAR_LIMIT) != 0 && index.allowed != nullptr) {
            std::u32string inProfile;
            for (const char32_t cp : u) {
                if (cp < 0x80 || uset_contains(index.allowed, static_cast<UChar32>(cp)))
                    inProfile += cp;
            }
            spoof.level = spoofCheck(index, uri::detail::fromUtf32(inProfile)).level;
        }

        // U8: the Bidi Rule (RFC 5893) fails for this label.
        if (hasError(l, DiagCode::IdnaBidi)) {
            ctx.add(Check::U8, Risk::High, labelSpan,
                    "Host label \"" + uni + "\" breaks the Bidi Rule of RFC 5893", {{"label", uni}},
                    View::Whatwg);
        }

        // U2: mixed scripts beyond HIGHLY_RESTRICTIVE (UTS #39 §5.2), or
        // non-ASCII Latin letters mixed with another script (Chromium).
        bool nonAsciiLatin = false;
        bool otherScript = false;
        for (const char32_t cp : u) {
            const UScriptCode s = scriptOf(cp);
            nonAsciiLatin = nonAsciiLatin || (s == USCRIPT_LATIN && cp >= 0x80);
            otherScript = otherScript
                          || (u_isalpha(static_cast<UChar32>(cp)) && s != USCRIPT_LATIN
                              && s != USCRIPT_COMMON && s != USCRIPT_INHERITED);
        }
        const bool mixed
            = spoof.level > USPOOF_HIGHLY_RESTRICTIVE
              || (spoof.level != USPOOF_ASCII && spoof.level != USPOOF_SINGLE_SCRIPT_RESTRICTIVE
                  && nonAsciiLatin && otherScript);
        if (mixed) {
            ctx.add(Check::U2, Risk::High, labelSpan,
                    "Host label \"" + uni
                        + "\" mixes scripts (UTS #39 restriction level worse than "
                          "highly restrictive)",
                    {{"label", uni}}, View::Whatwg);
        }

        // U3: every letter is a Latin look-alike of one non-Latin script.
        if (spoof.level == USPOOF_SINGLE_SCRIPT_RESTRICTIVE && lp != labels.back()) {
            for (const WholeScriptSet &set : ctx.data.wholeScript) {
                std::size_t letters = 0;
                bool all = true;
                for (const char32_t cp : u) {
                    if (!u_isalpha(static_cast<UChar32>(cp)))
                        continue;
                    ++letters;
                    const char *shortName = uscript_getShortName(scriptOf(cp));
                    if (shortName == nullptr || set.script != shortName
                        || set.letters.count(cp) == 0) {
                        all = false;
                        break;
                    }
                }
                if (letters == 0 || !all)
                    continue;
                bool tldAllowed
                    = std::find(set.tlds.begin(), set.tlds.end(), tld) != set.tlds.end();
                for (const char32_t cp : tldUnicode) {
                    const char *shortName = uscript_getShortName(scriptOf(cp));
                    tldAllowed = tldAllowed || (shortName != nullptr && set.script == shortName);
                }
                if (tldAllowed)
                    continue;
                ctx.add(Check::U3, Risk::High, labelSpan,
                        "Host label \"" + uni + "\" is written only with " + set.script
                            + " letters that look like Latin ones (whole-script confusable)",
                        {{"label", uni},
                         {"script", set.script},
                         {"looks_like", skeletonOf(uni, ctx.data)}},
                        View::Whatwg);
                break;
            }
        }

        // U5: a character outside the identifier profile.
        if ((spoof.flags & USPOOF_CHAR_LIMIT) != 0 && index.allowed != nullptr) {
            for (const char32_t cp : u) {
                if (cp < 0x80 || uset_contains(index.allowed, static_cast<UChar32>(cp)))
                    continue;
                if (ctx.data.delimLookalikes.count(cp) > 0 || isInvisible(cp) || isBidiControl(cp))
                    continue; // reported as U9, U7 or U8
                ctx.add(Check::U5, Risk::High, charSpanIn(ctx.text, labelSpan, cp),
                        "Host label \"" + uni + "\" has " + cpName(cp)
                            + ", which is outside the identifier profile of UTS #39",
                        {{"code_point", codePointName(cp)}, {"label", uni}}, View::Whatwg);
            }
        }

        // U5 (catalog §5.4 step 3): letters that only one ccTLD's language
        // uses: thorn and eth outside .is and .fo, schwa outside .az.
        if (u.size() > 1) {
            for (const char32_t cp : u) {
                const bool icelandic = (cp == 0x00FE || cp == 0x00F0) && tld != "is" && tld != "fo";
                const bool schwa = cp == 0x0259 && tld != "az";
                if (!icelandic && !schwa)
                    continue;
                ctx.add(Check::U5, Risk::High, charSpanIn(ctx.text, labelSpan, cp),
                        "Host label \"" + uni + "\" has " + cpName(cp)
                            + ", which is allowed only under ."
                            + (schwa ? std::string("az") : std::string("is and .fo"))
                            + " (it imitates another letter)",
                        {{"code_point", codePointName(cp)}, {"label", uni}}, View::Whatwg);
                break;
            }
        }

        // U9 (catalog §5.4 step 5): kana and CJK strokes that look like "/"
        // between text that is not Japanese on both sides (Chromium: on one
        // side only would block "{vitamin in Katakana}b6").
        {
            const auto japanese = [](char32_t cp) {
                const UScriptCode s = scriptOf(cp);
                return s == USCRIPT_HIRAGANA || s == USCRIPT_KATAKANA || s == USCRIPT_HAN
                       || cp == 0x30FC || cp == 0x30FB;
            };
            for (std::size_t i = 0; i < u.size(); ++i) {
                if (ctx.data.slashLike.count(u[i]) == 0)
                    continue;
                const bool before = i > 0 && !japanese(u[i - 1]);
                const bool after = i + 1 < u.size() && !japanese(u[i + 1]);
                if (!before || !after)
                    continue;
                ctx.add(Check::U9, Risk::High, charSpanIn(ctx.text, labelSpan, u[i]),
                        "Host label \"" + uni + "\" has " + cpName(u[i])
                            + " next to non-Japanese text, where it reads as \"/\"",
                        {{"code_point", codePointName(u[i])},
                         {"looks_like", "/"},
                         {"component", "host"}},
                        View::Whatwg);
                break;
            }
        }

        // U6: mixed numbering systems, or digits and digit look-alikes only.
        {
            bool onlyDigits = true;
            bool lookalike = false;
            for (const char32_t cp : u) {
                const bool digit = (cp >= '0' && cp <= '9') || u_isdigit(static_cast<UChar32>(cp));
                const bool like = ctx.data.digitLookalikes.count(cp) > 0;
                lookalike = lookalike || like || (digit && cp >= 0x80);
                onlyDigits = onlyDigits && (digit || like || cp == '-');
            }
            if ((spoof.flags & USPOOF_MIXED_NUMBERS) != 0 || (onlyDigits && lookalike)) {
                ctx.add(Check::U6, Risk::High, labelSpan,
                        "Host label \"" + uni
                            + "\" mixes numbering systems or is made of digit look-alikes",
                        {{"label", uni}}, View::Whatwg);
            }
        }

        // U11: combining-mark abuse.
        {
            bool abuse = (spoof.flags & (USPOOF_INVISIBLE | USPOOF_HIDDEN_OVERLAY)) != 0
                         || hasError(l, DiagCode::IdnaLeadingCombiningMark);
            for (std::size_t i = 1; i < u.size() && !abuse; ++i) {
                if (!isNonSpacingMark(u[i]))
                    continue;
                // the kana voiced sound marks belong after kana only
                if (u[i] == 0x3099 || u[i] == 0x309A) {
                    const UScriptCode s = scriptOf(u[i - 1]);
                    abuse = s != USCRIPT_HIRAGANA && s != USCRIPT_KATAKANA;
                    continue;
                }
                abuse = u[i - 1] == 0x0131 || !isLgcOrCommon(u[i - 1]);
            }
            if (abuse) {
                ctx.add(Check::U11, Risk::High, labelSpan,
                        "Host label \"" + uni
                            + "\" abuses combining marks (repeated, hidden overlay, "
                              "leading, or after a character they do not belong to)",
                        {{"label", uni}}, View::Whatwg);
            }
        }

        // U13 and P10 (a): deviation characters; (b) what IDNA2008 rejects.
        {
            char32_t deviation = 0;
            char32_t symbol = 0;
            for (const char32_t cp : u) {
                if (deviation == 0 && isDeviation(cp))
                    deviation = cp;
                if (symbol == 0 && idna2008Disallowed(cp))
                    symbol = cp;
            }
            if (deviation != 0) {
                ctx.add(Check::U13, Risk::Medium, labelSpan,
                        "Host label \"" + uni + "\" has the deviation character "
                            + cpName(deviation)
                            + ": transitional and nontransitional IDNA give different hosts",
                        {{"code_point", codePointName(deviation)}, {"label", uni}}, View::Whatwg);
                ctx.add(Check::P10, Risk::Medium, labelSpan,
                        "Transitional processing (IDNA2003, old browsers) and nontransitional "
                        "processing (UTS #46, the URL Standard) map \""
                            + uni + "\" differently",
                        {{"label", uni}}, View::Whatwg);
            }
            if (symbol != 0 && l.ok()) {
                ctx.add(Check::P10, Risk::Medium, charSpanIn(ctx.text, labelSpan, symbol),
                        "UTS #46 accepts " + cpName(symbol)
                            + ", which strict IDNA2008 (RFC 5892) rejects",
                        {{"code_point", codePointName(symbol)}, {"label", uni}}, View::Whatwg);
            }
        }

        // An A-label hides characters that the character scan above could
        // not see: look for U7 and U9 in its Unicode form.
        if (aceWritten) {
            for (const char32_t cp : u) {
                const auto d = ctx.data.delimLookalikes.find(cp);
                if (d != ctx.data.delimLookalikes.end()) {
                    ctx.add(Check::U9, Risk::High, labelSpan,
                            "The A-label \"" + l.text + "\" decodes to the delimiter look-alike "
                                + cpName(cp),
                            {{"code_point", codePointName(cp)},
                             {"looks_like", std::string(1, d->second.ascii)},
                             {"component", "host"}},
                            View::Whatwg);
                } else if (isInvisible(cp)) {
                    ctx.add(Check::U7, Risk::High, labelSpan,
                            "The A-label \"" + l.text + "\" decodes to the invisible character "
                                + cpName(cp),
                            {{"code_point", codePointName(cp)}, {"component", "host"}},
                            View::Whatwg);
                }
            }
        }
    }

    // U10: the UTS #46 mapping changes more than case (fullwidth, circled,
    // mathematical letters and digits).
    {
        const std::string decoded = uri::detail::pctDecode(h.raw);
        std::string mappedFrom;
        for (const uri::detail::CodePoint &c : uri::detail::codePoints(decoded)) {
            if (c.cp < 0x80 || isInvisible(c.cp) || isBidiControl(c.cp)
                || ctx.data.delimLookalikes.count(c.cp) > 0)
                continue;
            const std::u32string one(1, c.cp);
            if (normalize(one, nfkc()) != one) {
                mappedFrom = codePointName(c.cp);
                break;
            }
        }
        if (!mappedFrom.empty()) {
            const bool internalIp
                = h.block != nullptr
                  && (h.block->cls == "loopback" || h.block->cls == "private"
                      || h.block->cls == "shared" || h.block->cls == "link-local"
                      || h.block->cls == "metadata" || h.block->cls == "unspecified");
            ctx.add(
                Check::U10, internalIp ? Risk::High : Risk::Medium, *h.span,
                "The host is written with compatibility characters (" + mappedFrom
                    + "...) that UTS #46 maps: it becomes \""
                    + (h.ascii.empty() ? idna.ascii : h.ascii) + "\"",
                {{"mapped_host", h.ascii.empty() ? idna.ascii : h.ascii}, {"first", mappedFrom}},
                View::Whatwg);
        }
    }

    // U1: an IDN, shown in both forms.
    if (anyIdn && !anyError) {
        ctx.add(Check::U1, Risk::Info, *h.span,
                "Internationalized domain name: \"" + idna.unicode + "\" is sent as \"" + idna.ascii
                    + "\"",
                {{"unicode", idna.unicode}, {"ascii", idna.ascii}}, View::Whatwg);
    } else if (anyIdn) {
        ctx.add(Check::U1, Risk::Medium, *h.span,
                "Internationalized domain name with IDNA errors: \"" + idna.unicode + "\"",
                {{"unicode", idna.unicode}, {"ascii", idna.ascii}}, View::Whatwg);
    }
}

// U4: the registrable domain, by skeleton, against the protected domains.
void checkConfusableDomain(Context &ctx)
{
    const HostFacts &h = ctx.host;
    if (!h.present || !h.span || !h.registrable || !h.canonical
        || h.canonical->kind != whatwg::HostKind::Domain)
        return;
    const std::string &reg = *h.registrable;
    if (isProtectedHost(ctx.data, h.canonical->name) || ctx.data.allowDomains.count(reg) > 0)
        return;
    const SecurityIndex &index = SecurityIndex::of(ctx.data);
    std::string regUnicode = reg;
    if (reg.rfind("xn--", 0) == 0 || reg.find(".xn--") != std::string::npos)
        regUnicode = whatwg::domainToUnicode(reg);
    const std::string skel = skeletonOf(regUnicode, ctx.data);
    const bool nonAscii = !isAscii(regUnicode);
    if (const auto it = index.skeletons.find(skel); it != index.skeletons.end()) {
        if (it->second != reg) {
            ctx.add(Check::U4, Risk::Critical, *h.span,
                    "\"" + regUnicode + "\" looks exactly like the protected domain \"" + it->second
                        + "\" (same UTS #39 skeleton)",
                    {{"imitates", it->second}, {"registrable_domain", reg}, {"skeleton", skel}},
                    View::Whatwg);
        }
        return;
    }
    // One edit or one adjacent swap away from a protected domain's label.
    const std::string_view label = std::string_view(skel).substr(0, skel.find('.'));
    if (label.size() < 4)
        return;
    for (const std::uint32_t key :
         {SecurityIndex::prefixKey(label), SecurityIndex::suffixKey(label)}) {
        const auto it = index.nearByEnds.find(key);
        if (it == index.nearByEnds.end())
            continue;
        for (const std::uint32_t i : it->second) {
            const SecurityIndex::Near &n = index.near[i];
            if (!withinOneEdit(label, n.label) || reg == n.domain)
                continue;
            ctx.add(Check::U4, nonAscii ? Risk::High : Risk::Medium, *h.span,
                    "\"" + regUnicode + "\" is one character away from the protected domain \""
                        + n.domain + "\"",
                    {{"imitates", n.domain}, {"registrable_domain", reg}}, View::Whatwg);
            return;
        }
    }
}

} // namespace uri::security::detail
