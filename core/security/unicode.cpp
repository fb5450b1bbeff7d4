// Unicode, IDN and display spoofing: U1..U13 and P10 (catalog §4.4, §5.4),
// with ICU's UTS #39 spoof checker (uspoof), character properties, scripts
// and bidi classes; the skeletons of U4; and the two computations these
// checks share: the text's non-ASCII characters and the host's labels.
#include "data/detail/domain_suffixes.h"
#include "security/detail/registry.h"
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
#include <atomic>
#include <cstdint>
#include <cstring>
#include <functional>
#include <mutex>
#include <thread>
#include <type_traits>

namespace uri::security::detail {

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

} // namespace

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

// ---------------------------------------------------------------------------
// What the U checks share

namespace {

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

bool hasError(const IdnaLabel &l, DiagCode code)
{
    return std::find(l.errors.begin(), l.errors.end(), code) != l.errors.end();
}

URestrictionLevel restrictionOf(const LabelFacts &f)
{
    return static_cast<URestrictionLevel>(f.restriction);
}

// The host's labels that are IDNs (LabelFacts::idn), with their index.
template <typename Visit>
void forEachIdnLabel(Context &ctx, Visit visit)
{
    const HostLabels &labels = hostLabels(ctx);
    for (std::size_t i = 0; i < labels.labels.size(); ++i) {
        if (labels.labels[i].idn)
            visit(labels.labels[i], i);
    }
}

// The wordings of a finding on one character of the scan (nonAsciiChars):
// in a component, which "{component}" names, or elsewhere in the text (the
// scheme, the port); each for the character as written and for it written
// as percent-encoded UTF-8 (RFC 3986 §2.5).
struct CharWordings
{
    const Message &inComponent;
    const Message &inComponentEncoded;
    const Message &inText;
    const Message &inTextEncoded;

    [[nodiscard]] const Message &of(const TextChar &c) const
    {
        if (c.where == Where::Other)
            return c.viaPercent ? inTextEncoded : inText;
        return c.viaPercent ? inComponentEncoded : inComponent;
    }
};

// The arguments of CharWordings: the character, and its component unless
// it is elsewhere in the text.
Details charArguments(const TextChar &c)
{
    Details arguments{{"character", cpName(c.cp)}};
    if (c.where != Where::Other)
        arguments.emplace_back("component", std::string(whereName(c.where)));
    return arguments;
}

constexpr CharWordings kInvisible{msg::kU7Invisible, msg::kU7InvisibleEncoded,
                                  msg::kU7InvisibleInText, msg::kU7InvisibleInTextEncoded};
constexpr CharWordings kBidiReorders{msg::kU8Reorders, msg::kU8ReordersEncoded,
                                     msg::kU8ReordersInText, msg::kU8ReordersInTextEncoded};

// U9: what a delimiter look-alike of @p cls does (delim-mapped, delim-kept,
// delim-disallowed, delim-any of confusables.txt).
const CharWordings &delimiterWordings(DelimClass cls)
{
    static constexpr CharWordings mapped{msg::kU9Mapped, msg::kU9MappedEncoded,
                                         msg::kU9MappedInText, msg::kU9MappedInTextEncoded};
    static constexpr CharWordings kept{msg::kU9Kept, msg::kU9KeptEncoded, msg::kU9KeptInText,
                                       msg::kU9KeptInTextEncoded};
    static constexpr CharWordings disallowed{msg::kU9Disallowed, msg::kU9DisallowedEncoded,
                                             msg::kU9DisallowedInText,
                                             msg::kU9DisallowedInTextEncoded};
    static constexpr CharWordings any{msg::kU9LooksLike, msg::kU9LooksLikeEncoded,
                                      msg::kU9LooksLikeInText, msg::kU9LooksLikeInTextEncoded};
    switch (cls) {
    case DelimClass::Mapped:
        return mapped;
    case DelimClass::Kept:
        return kept;
    case DelimClass::Disallowed:
        return disallowed;
    case DelimClass::Any:
        break;
    }
    return any;
}

View viewOf(const TextChar &c)
{
    return c.viaPercent ? View::Decoded : View::Raw;
}

} // namespace

bool textMayHaveNonAscii(Context &ctx)
{
    if (!ctx.shared.textMayHaveNonAscii)
        ctx.shared.textMayHaveNonAscii = mayHaveNonAscii(ctx.text);
    return *ctx.shared.textMayHaveNonAscii;
}

const std::vector<TextChar> &nonAsciiChars(Context &ctx)
{
    if (ctx.shared.nonAscii)
        return *ctx.shared.nonAscii;
    std::vector<TextChar> &out = ctx.shared.nonAscii.emplace();
    if (!textMayHaveNonAscii(ctx))
        return out;
    // Every non-ASCII character, raw or percent-encoded UTF-8 (RFC 3986
    // §2.5), with the span it was written as.
    const std::string_view text = ctx.text;
    std::string octets;
    std::vector<Span> sources;
    octets.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (uri::detail::isPctTriplet(text, i)) {
            octets += static_cast<char>(uri::detail::tripletOctet(text, i));
            sources.push_back({i, 3});
            i += 2;
        } else {
            octets += text[i];
            sources.push_back({i, 1});
        }
    }
    const Places places = displayPlaces(ctx);
    for (const uri::detail::CodePoint &c : uri::detail::codePoints(octets)) {
        if (!c.valid || c.cp < 0x80)
            continue;
        const Span first = sources[c.offset];
        const Span last = sources[c.offset + c.length - 1];
        TextChar t;
        t.cp = c.cp;
        t.span = {first.offset, last.end() - first.offset};
        t.viaPercent = first.length == 3;
        t.where = places.at(t.span.offset);
        if (isBidiControl(c.cp))
            t.kind = CharKind::BidiControl;
        else if (isInvisible(c.cp))
            t.kind = CharKind::Invisible;
        else if (ctx.data.delimLookalikes.count(c.cp) > 0)
            t.kind = CharKind::DelimiterLookalike;
        out.push_back(t);
    }
    return out;
}

namespace {

// The ASCII that @p cp reads as: its letter without diacritics (NFD, the
// combining marks dropped), else its UTS #39 prototype the same way; "" when
// neither is ASCII.
std::string asciiReadingOf(char32_t cp, const SecurityData &data)
{
    const auto plain = [](const std::u32string &text) {
        std::string out;
        for (const char32_t c : normalize(text, nfd())) {
            if (isNonSpacingMark(c))
                continue;
            if (c >= 0x80)
                return std::string();
            out += uri::detail::asciiLower(static_cast<char>(c));
        }
        return out;
    };
    std::string ascii = plain(std::u32string(1, cp));
    if (ascii.empty()) {
        std::string one;
        appendUtf8(one, cp);
        ascii = plain(uri::detail::toUtf32(skeletonOf(one, data)));
    }
    return ascii;
}

} // namespace

const ReadsAs &readsAs(Context &ctx)
{
    if (ctx.shared.readsAs)
        return *ctx.shared.readsAs;
    ReadsAs &r = ctx.shared.readsAs.emplace();
    const HostFacts &h = ctx.host;
    if (!h.present || !h.canonical || h.canonical->kind != whatwg::HostKind::Domain
        || isAscii(h.unicode))
        return r;
    std::string host;
    for (const uri::detail::CodePoint &c : uri::detail::codePoints(h.unicode)) {
        if (c.cp < 0x80) {
            host += uri::detail::asciiLower(static_cast<char>(c.cp));
            continue;
        }
        const std::string ascii = asciiReadingOf(c.cp, ctx.data);
        if (ascii.empty())
            return r; // a letter that looks like no ASCII one: it reads as nothing
        if (r.first == 0) {
            r.first = c.cp;
            r.firstAs = ascii;
        }
        host += ascii;
    }
    r.host = std::move(host);
    // the registrable domain has as many labels read that way
    if (h.registrable) {
        const auto labels = static_cast<std::size_t>(
            std::count(h.registrable->begin(), h.registrable->end(), '.'));
        std::size_t at = r.host.size();
        for (std::size_t dots = 0; at > 0; --at) {
            if (r.host[at - 1] == '.' && dots++ == labels)
                break;
        }
        r.registrable = r.host.substr(at);
    }
    return r;
}

const HostLabels &hostLabels(Context &ctx)
{
    if (ctx.shared.labels)
        return *ctx.shared.labels;
    HostLabels &r = ctx.shared.labels.emplace();
    const HostFacts &h = ctx.host;
    if (!h.present || !h.span || !h.idna)
        return r;
    // Catalog §5.4 steps 1-6, label by label.
    const IdnaResult &idna = *h.idna;
    for (const IdnaLabel &l : idna.labels) {
        if (l.root)
            continue;
        LabelFacts f;
        f.label = &l;
        r.labels.push_back(std::move(f));
    }
    if (r.labels.empty())
        return r;
    const IdnaLabel &last = *r.labels.back().label;
    r.tld = uri::detail::asciiLower(last.ascii.empty() ? last.text : last.ascii);
    r.tldUnicode = uri::detail::toUtf32(last.unicode);
    r.anyError = !idna.ok();
    const SecurityIndex &index = ctx.index;
    for (LabelFacts &f : r.labels) {
        const IdnaLabel &l = *f.label;
        const std::string lowerText = uri::detail::asciiLower(l.text);
        f.aceWritten = lowerText.rfind("xn--", 0) == 0;
        f.unicode = l.unicode.empty() ? &l.text : &l.unicode;
        const std::string &uni = *f.unicode;
        // An A-label that is no valid Punycode, decodes to ASCII only, or
        // does not round-trip.
        if (f.aceWritten) {
            f.invalidAce = hasError(l, DiagCode::IdnaPunycode)
                           || hasError(l, DiagCode::IdnaInvalidAceLabel) || isAscii(uni)
                           || uri::detail::asciiLower(l.ascii) != lowerText;
            if (f.invalidAce)
                continue;
        }
        if (isAscii(uni))
            continue;
        f.idn = true;
        r.anyIdn = true;
        f.codePoints = uri::detail::toUtf32(uni);
        SpoofResult spoof = spoofCheck(index, uni);
        // UTS #39 §5.2 puts a label with any character outside the identifier
        // profile at "unrestricted"; that character is U5 (or U7, U9). The
        // restriction level of U2 is that of the other characters.
        if ((spoof.flags & USPOOF_CHAR_LIMIT) != 0 && index.allowed != nullptr) {
            std::u32string inProfile;
            for (const char32_t cp : f.codePoints) {
                if (cp < 0x80 || uset_contains(index.allowed, static_cast<UChar32>(cp)))
                    inProfile += cp;
            }
            spoof.level = spoofCheck(index, uri::detail::fromUtf32(inProfile)).level;
        }
        f.spoofFlags = spoof.flags;
        f.restriction = static_cast<std::int32_t>(spoof.level);
        for (const char32_t cp : f.codePoints) {
            if (f.deviation == 0 && isDeviation(cp))
                f.deviation = cp;
            if (f.symbol == 0 && idna2008Disallowed(cp))
                f.symbol = cp;
        }
    }
    return r;
}

// ---------------------------------------------------------------------------
// P10, U1..U13

namespace {

// Whether the languages of the host's TLD write @p letter (tld_letters.txt).
bool tldUses(Context &ctx, char32_t letter)
{
    const auto it = ctx.data.tldLetters.find(hostLabels(ctx).tld);
    return it != ctx.data.tldLetters.end() && it->second.count(letter) > 0;
}

} // namespace

// docs/security-checks.md §4.2 P10; UTS #46 §4 and §6, RFC 5891. IDNA
// implementations that read a label differently: (a) a deviation character,
// which transitional and nontransitional processing map apart; (b) a
// character UTS #46 accepts and strict IDNA2008 rejects; (c) an invalid
// A-label that ICU rejects and others accept.
void idnaDifferential(Context &ctx)
{
    for (const LabelFacts &f : hostLabels(ctx).labels) {
        const IdnaLabel &l = *f.label;
        const Span labelSpan = l.span;
        if (f.invalidAce) {
            ctx.add(Check::P10, Risk::Medium, labelSpan, msg::kP10InvalidALabel,
                    {{"label", l.text}}, {{"label", l.text}}, View::Whatwg);
            continue;
        }
        if (!f.idn)
            continue;
        const std::string &uni = *f.unicode;
        if (f.deviation != 0) {
            ctx.add(Check::P10, tldUses(ctx, f.deviation) ? Risk::Low : Risk::Medium, labelSpan,
                    msg::kP10Deviation, {{"label", uni}}, {{"label", uni}}, View::Whatwg);
        }
        if (f.symbol != 0 && l.ok()) {
            ctx.add(Check::P10, Risk::Medium, charSpanIn(ctx.text, labelSpan, f.symbol),
                    msg::kP10Idna2008Disallowed, {{"character", cpName(f.symbol)}},
                    {{"code_point", codePointName(f.symbol)}, {"label", uni}}, View::Whatwg);
        }
    }
}

// docs/security-checks.md §4.4 U1; UTS #46 §4, RFC 5891 §5.4. An
// internationalized domain name, shown in both forms (Info), with IDNA
// errors (Medium); and each invalid A-label (Medium).
void idn(Context &ctx)
{
    const HostLabels &labels = hostLabels(ctx);
    if (labels.labels.empty())
        return;
    for (const LabelFacts &f : labels.labels) {
        if (!f.invalidAce)
            continue;
        const IdnaLabel &l = *f.label;
        ctx.add(Check::U1, Risk::Medium, l.span, msg::kU1InvalidALabel, {{"label", l.text}},
                {{"label", l.text}, {"unicode", *f.unicode}}, View::Whatwg);
    }
    if (!labels.anyIdn)
        return;
    const IdnaResult &idna = *ctx.host.idna;
    if (!labels.anyError) {
        const ReadsAs &reads = readsAs(ctx);
        Details details{{"unicode", idna.unicode}, {"ascii", idna.ascii}};
        if (!reads.host.empty())
            details.emplace_back("reads_as", reads.host);
        Details arguments = details;
        ctx.add(Check::U1, Risk::Info, *ctx.host.span,
                reads.host.empty() ? msg::kU1Idn : msg::kU1IdnReadsAs, std::move(arguments),
                std::move(details), View::Whatwg);
    } else {
        ctx.add(Check::U1, Risk::Medium, *ctx.host.span, msg::kU1IdnaErrors,
                {{"unicode", idna.unicode}}, {{"unicode", idna.unicode}, {"ascii", idna.ascii}},
                View::Whatwg);
    }
}

namespace {

// Whether @p cp is used with @p script (its Script_Extensions, UAX #24).
bool usedWith(char32_t cp, UScriptCode script)
{
    return uscript_hasScript(static_cast<UChar32>(cp), script) != 0;
}

bool isKana(char32_t cp)
{
    return usedWith(cp, USCRIPT_KATAKANA);
}

bool isHiragana(char32_t cp)
{
    return usedWith(cp, USCRIPT_HIRAGANA);
}

bool isKanaOrHiragana(char32_t cp)
{
    return isKana(cp) || isHiragana(cp);
}

bool isCjk(char32_t cp)
{
    return isKanaOrHiragana(cp) || usedWith(cp, USCRIPT_HAN) || usedWith(cp, USCRIPT_BOPOMOFO);
}

// The CJK characters that look like Latin letters or punctuation
// (U+4E00 one, U+3127 Bopomofo i, U+4E28 a vertical stroke, U+4E03 seven, U+5341 ten,
// U+3007 ideographic zero, U+5DE5 work, ...: Chromium idn_spoof_checker.cc).
constexpr std::array<char32_t, 20> kCjkLatinLike{
    0x4E00, 0x3127, 0x4E28, 0x4E5B, 0x4E03, 0x4E05, 0x5341, 0x3007, 0x3112, 0x311A,
    0x311F, 0x3128, 0x3129, 0x3108, 0x31BA, 0x31B3, 0x5DE5, 0x31B2, 0x8BA0, 0x4E01};

// The kana that Chrome's policy looks at even in a Japanese-only label: the
// Hiragana and Katakana he, be, pe (which look alike), the Katakana middle
// dot, the prolonged sound mark and the iteration marks.
bool isKanaException(char32_t cp)
{
    return (cp >= 0x3078 && cp <= 0x307A) || (cp >= 0x30D8 && cp <= 0x30DA)
           || (cp >= 0x30FB && cp <= 0x30FE);
}

// Catalog §5.4 step 5, Chrome's IDN display policy (dangerous patterns): the
// first character of @p u used out of its context, or 0. The Katakana
// iteration marks after no Katakana; the prolonged sound mark after no kana;
// the Katakana middle dot beside a Latin letter; the kana he, be, pe of one
// kind in a label otherwise of the other; a CJK character that looks like a
// Latin letter beside a character that is not CJK.
char32_t outOfContext(const std::u32string &u)
{
    // the one character of [lo, hi], neither first nor last, in a label
    // otherwise all @p same; 0 when there is none
    const auto lone = [&u](bool (*same)(char32_t), char32_t lo, char32_t hi) -> char32_t {
        char32_t found = 0;
        for (std::size_t i = 0; i < u.size(); ++i) {
            if (u[i] >= lo && u[i] <= hi) {
                if (found != 0 || i == 0 || i + 1 == u.size())
                    return 0;
                found = u[i];
            } else if (!same(u[i])) {
                return 0;
            }
        }
        return found;
    };
    for (std::size_t i = 0; i < u.size(); ++i) {
        const char32_t cp = u[i];
        const bool first = i == 0;
        const char32_t before = first ? 0 : u[i - 1];
        const char32_t after = i + 1 < u.size() ? u[i + 1] : 0;
        if ((cp == 0x30FD || cp == 0x30FE) && (first || !isKana(before)))
            return cp;
        if (cp == 0x30FC && (first || !isKanaOrHiragana(before)))
            return cp;
        if (cp == 0x30FB && ((before >= 'a' && before <= 'z') || (after >= 'a' && after <= 'z')))
            return cp;
        if (std::find(kCjkLatinLike.begin(), kCjkLatinLike.end(), cp) != kCjkLatinLike.end()
            && ((!first && !isCjk(before)) || (after != 0 && !isCjk(after))))
            return cp;
    }
    if (const char32_t he = lone(&isKana, 0x3078, 0x307A); he != 0)
        return he;
    return lone(&isHiragana, 0x30D8, 0x30DA);
}

} // namespace

// docs/security-checks.md §4.4 U2; UTS #39 §5.2. A host label that mixes
// scripts beyond "highly restrictive", or non-ASCII Latin letters with
// another script (Chromium); and, in a label that mixes scripts or holds
// one of the kana Chrome's policy looks at, a character out of its context
// (outOfContext()): Medium, it imitates nothing by itself.
void mixedScript(Context &ctx)
{
    forEachIdnLabel(ctx, [&](const LabelFacts &f, std::size_t) {
        bool nonAsciiLatin = false;
        bool otherScript = false;
        for (const char32_t cp : f.codePoints) {
            const UScriptCode s = scriptOf(cp);
            nonAsciiLatin = nonAsciiLatin || (s == USCRIPT_LATIN && cp >= 0x80);
            otherScript = otherScript
                          || (u_isalpha(static_cast<UChar32>(cp)) && s != USCRIPT_LATIN
                              && s != USCRIPT_COMMON && s != USCRIPT_INHERITED);
        }
        const URestrictionLevel level = restrictionOf(f);
        const bool mixed = level > USPOOF_HIGHLY_RESTRICTIVE
                           || (level != USPOOF_ASCII && level != USPOOF_SINGLE_SCRIPT_RESTRICTIVE
                               && nonAsciiLatin && otherScript);
        if (mixed) {
            ctx.add(Check::U2, Risk::High, f.label->span, msg::kU2MixedScripts,
                    {{"label", *f.unicode}}, {{"label", *f.unicode}}, View::Whatwg);
            return;
        }
        // Chrome looks no further at a label of one script (Japanese, Chinese
        // and Korean counting as one each) without those kana
        const bool oneScript = level == USPOOF_ASCII || level == USPOOF_SINGLE_SCRIPT_RESTRICTIVE;
        if (oneScript && std::none_of(f.codePoints.begin(), f.codePoints.end(), &isKanaException))
            return;
        if (const char32_t cp = outOfContext(f.codePoints); cp != 0) {
            ctx.add(Check::U2, Risk::Medium, charSpanIn(ctx.text, f.label->span, cp),
                    msg::kU2OutOfContext, {{"label", *f.unicode}, {"character", cpName(cp)}},
                    {{"code_point", codePointName(cp)}, {"label", *f.unicode}}, View::Whatwg);
        }
    });
}

// docs/security-checks.md §4.4 U3; UTS #39 §4, Chromium IDN policy step 10.
// A label in one non-Latin script whose letters all look like Latin ones
// (wholescript lines of confusables.txt), under a TLD of another script.
// Medium: what it reads as decides more (U4 when that is a protected or a
// widely used domain); on its own it can be a word of that language, and the
// common words that read as no Latin one are not flagged ("\u043A\u0443\u0440\u0441", kurs:
// the wholescript-word lines, Chromium's allowed whole-script confusable words).
void wholeScriptConfusable(Context &ctx)
{
    const HostLabels &labels = hostLabels(ctx);
    forEachIdnLabel(ctx, [&](const LabelFacts &f, std::size_t i) {
        if (restrictionOf(f) != USPOOF_SINGLE_SCRIPT_RESTRICTIVE || i + 1 == labels.labels.size())
            return;
        for (const WholeScriptSet &set : ctx.data.wholeScript) {
            std::size_t letters = 0;
            bool all = true;
            // every character of a script, its digits too (Chrome's
            // [[:Beng:]] sets: "\u09E6\u09ED\u09E6\u09ED" reads as "0909"); the
            // common ones (ASCII digits, the hyphen) are no script's
            for (const char32_t cp : f.codePoints) {
                const UScriptCode script = scriptOf(cp);
                if (script == USCRIPT_COMMON || script == USCRIPT_INHERITED)
                    continue;
                ++letters;
                const char *shortName = uscript_getShortName(script);
                if (shortName == nullptr || set.script != shortName || set.letters.count(cp) == 0) {
                    all = false;
                    break;
                }
            }
            if (letters == 0 || !all || ctx.data.wholeScriptWords.count(*f.unicode) > 0)
                continue;
            bool tldAllowed
                = std::find(set.tlds.begin(), set.tlds.end(), labels.tld) != set.tlds.end();
            for (const char32_t cp : labels.tldUnicode) {
                const char *shortName = uscript_getShortName(scriptOf(cp));
                tldAllowed = tldAllowed || (shortName != nullptr && set.script == shortName);
            }
            if (tldAllowed)
                continue;
            const std::string &uni = *f.unicode;
            ctx.add(
                Check::U3, Risk::Medium, f.label->span, msg::kU3WholeScript,
                {{"label", uni}, {"script", set.script}},
                {{"label", uni}, {"script", set.script}, {"looks_like", skeletonOf(uni, ctx.data)}},
                View::Whatwg);
            break;
        }
    });
}

namespace {

// The wordings of U4 for one kind of imitated domain: when the domain
// reads as it letter by letter ("m\u0115tamask.com" reads as "metamask.com":
// U+0115 ... is not e, catalog U4), and when only their UTS #39 skeletons
// agree.
struct Imitation
{
    const Message &readsAs;
    const Message &sameSkeleton;
};

constexpr Imitation kProtectedDomain{msg::kU4ReadsAsProtected, msg::kU4SkeletonOfProtected};
constexpr Imitation kWidelyUsedDomain{msg::kU4ReadsAsWidelyUsed, msg::kU4SkeletonOfWidelyUsed};

// The Unicode form of an A-label's registrable domain (@p storage holds it),
// else @p reg itself.
std::string_view registrableUnicode(const std::string &reg, std::string &storage)
{
    if (reg.rfind("xn--", 0) != 0 && reg.find(".xn--") == std::string::npos)
        return reg;
    storage = whatwg::domainToUnicode(reg);
    return storage;
}

// The UTS #39 skeleton of @p regUnicode, the ASCII table's when it is ASCII.
std::string registrableSkeleton(const Context &ctx, std::string_view regUnicode)
{
    return isAscii(regUnicode) ? ctx.index.asciiSkeletonOf(regUnicode)
                               : skeletonOf(regUnicode, ctx.data);
}

} // namespace

// The first label of the public suffixes (of the PSL's ICANN section) whose
// registries admit only institutions, which vet who registers (.edu, .gov,
// .mil, .int; ac.uk, gov.uk, go.jp, gob.mx, gouv.fr, govt.nz, ...).
constexpr std::array<std::string_view, 9> kInstitutionRegistries{"edu", "gov", "mil",  "int", "ac",
                                                                 "go",  "gob", "gouv", "govt"};

// What the registrable domain imitates decides the severity (Chrome's IDN
// display policy shows all of these as punycode):
// - Critical: it has the skeleton of a protected domain, or its first label
//   has the skeleton of a protected domain's (the brand under another suffix);
// - High: the same against the widely used domains (widely_used.txt);
// - Medium (High when not ASCII): one edit or one swap from a protected
//   domain's first label, under the same suffix; Low under another; none
//   under an institutions' registry.
const ConfusableVerdict &confusableVerdict(Context &ctx)
{
    // domainFacts() brings a kept verdict for a host seen before
    const DomainFacts &own = domainFacts(ctx);
    if (ctx.shared.confusable)
        return *ctx.shared.confusable;
    ConfusableVerdict &v = ctx.shared.confusable.emplace();
    const std::string &reg = *ctx.host.registrable;
    if (own.ownDomain || ctx.data.allowDomains.count(reg) > 0)
        return v;
    const SecurityIndex &index = ctx.index;
    std::string decodedReg;
    const std::string_view regUnicode = registrableUnicode(reg, decodedReg);
    const std::string skel = registrableSkeleton(ctx, regUnicode);
    const std::string_view label = std::string_view(skel).substr(0, skel.find('.'));
    const auto imitates = [&v](Risk risk, const std::string &imitated,
                               bool widelyUsed) -> const ConfusableVerdict & {
        v = {ConfusableVerdict::Kind::SameSkeleton, risk, widelyUsed, imitated};
        return v;
    };
    // The skeleton and its first label are looked up in several tables: the
    // filter is asked once for each.
    const bool skelMayBeListed = index.keys.mayHold(skel);
    const bool labelMayBeListed = index.keys.mayHold(label);
    const auto lookUp = [](const auto &table, std::string_view key, bool mayBeListed) {
        return mayBeListed ? table.find(key) : table.end();
    };
    if (const auto it = lookUp(index.skeletons, skel, skelMayBeListed);
        it != index.skeletons.end()) {
        if (it->second != reg)
            imitates(Risk::Critical, it->second, false);
        return v; // the skeleton of the domain itself
    }
    // The brand's label under another suffix: a look-alike of it, not the
    // label itself (that is a combo of D2: "opensea.cc").
    const std::string_view written = regUnicode.substr(0, regUnicode.find('.'));
    const auto lookalikeOf = [&](const std::string &domain) {
        return domain != reg && written != std::string_view(domain).substr(0, domain.find('.'));
    };
    if (label.size() >= 4) {
        if (const auto it = lookUp(index.brandLabelSkeletons, label, labelMayBeListed);
            it != index.brandLabelSkeletons.end() && lookalikeOf(it->second))
            return imitates(Risk::Critical, it->second, false);
    }
    if (!own.widelyUsedOwn) {
        if (const auto it = lookUp(index.widelySkeletons, skel, skelMayBeListed);
            it != index.widelySkeletons.end() && it->second != reg)
            return imitates(Risk::High, it->second, true);
        if (const auto it = lookUp(index.widelyLabelSkeletons, label, labelMayBeListed);
            label.size() >= 5 && it != index.widelyLabelSkeletons.end() && lookalikeOf(it->second))
            return imitates(Risk::High, it->second, true);
    }
    // One edit or one adjacent swap away from a protected domain's label (a
    // label that is a brand's own, "paypal.cc", is D2's: no "paypay")
    if (label.size() < 4
        || lookUp(index.brandLabelSkeletons, label, labelMayBeListed)
               != index.brandLabelSkeletons.end())
        return v;
    for (const std::uint32_t key :
         {SecurityIndex::prefixKey(label), SecurityIndex::suffixKey(label)}) {
        const auto it = index.nearByEnds.find(key);
        if (it == index.nearByEnds.end())
            continue;
        for (const std::uint32_t i : it->second) {
            const SecurityIndex::Near &n = index.near[i];
            // lengths two or more apart are more than one edit apart
            if (label.size() > n.label.size() + 1 || n.label.size() > label.size() + 1
                || !withinOneEdit(label, n.label) || reg == n.domain)
                continue;
            // An ASCII name needs more than the edit: the brand's own
            // suffix ("gitlib.com" for gitlab.com). Under another one it
            // is as often a name of its own ("weechat.org", "welle.io"):
            // Low. A registry that admits only institutions (.edu, .gov,
            // ac.uk, go.jp, ...) admits no impersonator.
            Risk risk = Risk::High;
            if (isAscii(regUnicode)) {
                const std::string_view suffix = std::string_view(reg).substr(reg.find('.') + 1);
                const std::string_view registry = suffix.substr(0, suffix.find('.'));
                if (!ctx.host.privateSuffix
                    && std::find(kInstitutionRegistries.begin(), kInstitutionRegistries.end(),
                                 registry)
                           != kInstitutionRegistries.end())
                    return v;
                const std::string_view brandSuffix
                    = std::string_view(n.domain).substr(n.domain.find('.') + 1);
                risk = suffix == brandSuffix ? Risk::Medium : Risk::Low;
            }
            v = {ConfusableVerdict::Kind::OneEdit, risk, false, n.domain};
            return v;
        }
    }
    return v;
}

// docs/security-checks.md §4.4 U4; UTS #39 §4 (skeleton), Chromium
// lookalike heuristics: the registrable domain is confusable with a
// protected or widely used domain (confusableVerdict()).
void confusableProtectedDomain(Context &ctx)
{
    const HostFacts &h = ctx.host;
    if (!h.present || !h.span || !h.registrable || !h.canonical
        || h.canonical->kind != whatwg::HostKind::Domain)
        return;
    const ConfusableVerdict &v = confusableVerdict(ctx);
    if (v.kind == ConfusableVerdict::Kind::None)
        return;
    const std::string &reg = *h.registrable;
    std::string decodedReg;
    const std::string_view regUnicode = registrableUnicode(reg, decodedReg);
    const std::string imitated(v.imitated);
    const ReadsAs &reads = readsAs(ctx);
    if (v.kind == ConfusableVerdict::Kind::OneEdit) {
        Details details{{"imitates", imitated}, {"registrable_domain", reg}};
        if (!reads.registrable.empty())
            details.emplace_back("reads_as", reads.registrable);
        ctx.add(Check::U4, v.risk, *h.span, msg::kU4OneEdit,
                {{"domain", std::string(regUnicode)}, {"imitated", imitated}}, std::move(details),
                View::Whatwg);
        return;
    }
    const Imitation &wordings = v.widelyUsed ? kWidelyUsedDomain : kProtectedDomain;
    Details details{{"imitates", imitated},
                    {"registrable_domain", reg},
                    {"skeleton", registrableSkeleton(ctx, regUnicode)}};
    Details arguments{{"domain", std::string(regUnicode)}};
    const Message *wording = &wordings.sameSkeleton;
    if (!reads.registrable.empty()) {
        details.emplace_back("reads_as", reads.registrable);
        wording = &wordings.readsAs;
        arguments.insert(arguments.end(), {{"reads_as", reads.registrable},
                                           {"character", cpName(reads.first)},
                                           {"letter", reads.firstAs}});
    }
    arguments.emplace_back("imitated", imitated);
    ctx.add(Check::U4, v.risk, *h.span, *wording, std::move(arguments), std::move(details),
            View::Whatwg);
}

// docs/security-checks.md §4.4 U5; UTS #39 §3.1, catalog §5.4 step 3. A
// host character outside the identifier profile (recommended + inclusion -
// Chromium's exclusions), or a letter only one ccTLD's language uses
// (thorn and eth outside .is and .fo, schwa outside .az).
void outsideIdentifierProfile(Context &ctx)
{
    const SecurityIndex &index = ctx.index;
    const std::string &tld = hostLabels(ctx).tld;
    forEachIdnLabel(ctx, [&](const LabelFacts &f, std::size_t) {
        const Span labelSpan = f.label->span;
        const std::string &uni = *f.unicode;
        if ((f.spoofFlags & USPOOF_CHAR_LIMIT) != 0 && index.allowed != nullptr) {
            for (const char32_t cp : f.codePoints) {
                if (cp < 0x80 || uset_contains(index.allowed, static_cast<UChar32>(cp)))
                    continue;
                if (ctx.data.delimLookalikes.count(cp) > 0 || isInvisible(cp) || isBidiControl(cp))
                    continue; // reported as U9, U7 or U8
                // Medium: a rare or obsolete character imitates nothing by
                // itself (U4 says so when the label reads as a known domain)
                ctx.add(Check::U5, Risk::Medium, charSpanIn(ctx.text, labelSpan, cp),
                        msg::kU5OutsideProfile, {{"label", uni}, {"character", cpName(cp)}},
                        {{"code_point", codePointName(cp)}, {"label", uni}}, View::Whatwg);
            }
        }
        if (f.codePoints.size() <= 1)
            return;
        for (const char32_t cp : f.codePoints) {
            const bool icelandic = (cp == 0x00FE || cp == 0x00F0) && tld != "is" && tld != "fo";
            const bool schwa = cp == 0x0259 && tld != "az";
            if (!icelandic && !schwa)
                continue;
            ctx.add(Check::U5, Risk::High, charSpanIn(ctx.text, labelSpan, cp),
                    schwa ? msg::kU5OnlyAz : msg::kU5OnlyIsFo,
                    {{"label", uni}, {"character", cpName(cp)}},
                    {{"code_point", codePointName(cp)}, {"label", uni}}, View::Whatwg);
            break;
        }
        // Catalog U5, Chrome's IDN display policy: plain ASCII letters mixed
        // with a Latin letter whose diacritic the TLD's languages do not use
        // (tld_letters.txt; a generic TLD has none) read as the plain word.
        const auto letters = ctx.data.tldLetters.find(tld);
        bool asciiLetter = false;
        char32_t foreign = 0;
        for (const char32_t cp : f.codePoints) {
            if (cp < 0x80) {
                asciiLetter = asciiLetter || uri::detail::isAsciiAlpha(cp);
                continue;
            }
            if (foreign == 0 && scriptOf(cp) == USCRIPT_LATIN && u_isalpha(static_cast<UChar32>(cp))
                && (letters == ctx.data.tldLetters.end() || letters->second.count(cp) == 0))
                foreign = cp;
        }
        // a single label is a TLD itself or a name of an internal network:
        // no TLD's languages to read it by
        if (!asciiLetter || foreign == 0 || hostLabels(ctx).labels.size() < 2)
            return;
        std::string reading;
        for (const char32_t cp : f.codePoints) {
            const std::string ascii
                = cp < 0x80 ? std::string(1, static_cast<char>(cp)) : asciiReadingOf(cp, ctx.data);
            if (ascii.empty())
                return;
            reading += ascii;
        }
        Details arguments{{"label", uni},
                          {"reads_as", reading},
                          {"character", cpName(foreign)},
                          {"letter", asciiReadingOf(foreign, ctx.data)}};
        if (!tld.empty())
            arguments.emplace_back("tld", tld);
        ctx.add(Check::U5, Risk::Medium, charSpanIn(ctx.text, labelSpan, foreign),
                tld.empty() ? msg::kU5ForeignLetterNoTld : msg::kU5ForeignLetter,
                std::move(arguments),
                {{"code_point", codePointName(foreign)},
                 {"label", uni},
                 {"reads_as", reading},
                 {"tld", tld}},
                View::Whatwg);
    });
}

// docs/security-checks.md §4.4 U6; UTS #39 §5.3, Chromium IsDigitLookalike.
// A label that mixes numbering systems, or is made only of digits and digit
// look-alikes.
void mixedNumbers(Context &ctx)
{
    forEachIdnLabel(ctx, [&](const LabelFacts &f, std::size_t) {
        // Chrome's IsDigitLookalike: ASCII digits and digit look-alikes only,
        // one look-alike at least; a label of another script's own digits
        // ("\u06F0", Shan digits under .mm) is a number of that script
        bool onlyDigits = true;
        bool lookalike = false;
        for (const char32_t cp : f.codePoints) {
            const bool like = ctx.data.digitLookalikes.count(cp) > 0;
            lookalike = lookalike || like;
            onlyDigits = onlyDigits && ((cp >= '0' && cp <= '9') || like || cp == '-');
        }
        if ((f.spoofFlags & USPOOF_MIXED_NUMBERS) != 0 || (onlyDigits && lookalike)) {
            ctx.add(Check::U6, Risk::High, f.label->span, msg::kU6MixedNumbers,
                    {{"label", *f.unicode}}, {{"label", *f.unicode}}, View::Whatwg);
        }
    });
}

// docs/security-checks.md §4.4 U7; UTS #39 §3, Default_Ignorable_Code_Point.
// An invisible or blank character anywhere, raw or percent-encoded (High in
// the host or the userinfo), or hidden in an A-label.
void invisibleCharacter(Context &ctx)
{
    for (const TextChar &c : nonAsciiChars(ctx)) {
        if (c.kind != CharKind::Invisible)
            continue;
        const bool hostOrUser = c.where == Where::Host || c.where == Where::Userinfo;
        const Message &wording = c.where != Where::Host ? kInvisible.of(c)
                                 : c.viaPercent         ? msg::kU7InvisibleInHostEncoded
                                                        : msg::kU7InvisibleInHost;
        ctx.add(
            Check::U7, hostOrUser ? Risk::High : Risk::Medium, c.span, wording, charArguments(c),
            {{"code_point", codePointName(c.cp)}, {"component", std::string(whereName(c.where))}},
            viewOf(c));
    }
    // An A-label hides characters that the scan above cannot see.
    forEachIdnLabel(ctx, [&](const LabelFacts &f, std::size_t) {
        if (!f.aceWritten)
            return;
        for (const char32_t cp : f.codePoints) {
            if (ctx.data.delimLookalikes.count(cp) > 0 || !isInvisible(cp))
                continue; // U9
            ctx.add(Check::U7, Risk::High, f.label->span, msg::kU7ALabel,
                    {{"label", f.label->text}, {"character", cpName(cp)}},
                    {{"code_point", codePointName(cp)}, {"component", "host"}}, View::Whatwg);
        }
    });
}

// docs/security-checks.md §4.4 U8; RFC 3987 §4.1-4.2, RFC 5893. A bidi
// control anywhere (Critical when it disguises a file extension); a path
// segment that breaks the bidi rule of RFC 3987 §4.2; a host label that
// breaks the Bidi Rule of RFC 5893.
void bidiControl(Context &ctx)
{
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
    for (const TextChar &c : nonAsciiChars(ctx)) {
        if (c.kind != CharKind::BidiControl)
            continue;
        // Critical when it disguises a file extension: a right-to-left
        // override followed by a "." in the same segment.
        bool disguises = false;
        if ((c.cp == 0x202E || c.cp == 0x2067 || c.cp == 0x202B)
            && (c.where == Where::Path || c.where == Where::Query || c.where == Where::Fragment))
            disguises = disguisesFrom(c.span.end());
        const Message &wording = !disguises     ? kBidiReorders.of(c)
                                 : c.viaPercent ? msg::kU8DisguisesExtensionEncoded
                                                : msg::kU8DisguisesExtension;
        ctx.add(
            Check::U8, disguises ? Risk::Critical : Risk::High, c.span, wording, charArguments(c),
            {{"code_point", codePointName(c.cp)}, {"component", std::string(whereName(c.where))}},
            viewOf(c));
    }

    // RFC 3987 §4.2: a path segment with right-to-left characters must not
    // hold left-to-right ones, and must start and end with them.
    if (textMayHaveNonAscii(ctx) && mayHaveNonAscii(ctx.rv.path.in(ctx.text))) {
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
                ctx.add(Check::U8, Risk::High, seg, msg::kU8PathSegment, {},
                        {{"component", "path"}}, View::Decoded);
            }
        }
    }

    forEachIdnLabel(ctx, [&](const LabelFacts &f, std::size_t) {
        if (!hasError(*f.label, DiagCode::IdnaBidi))
            return;
        ctx.add(Check::U8, Risk::High, f.label->span, msg::kU8HostLabel, {{"label", *f.unicode}},
                {{"label", *f.unicode}}, View::Whatwg);
    });
}

namespace {

// RFC 5892 Appendix A: the CONTEXTO rules under which IDNA2008 allows a
// punctuation character in a label, where it is the language's own and no
// delimiter: A.3 MIDDLE DOT between two "l" (Catalan "l\u00B7l"), A.4 GREEK LOWER
// NUMERAL SIGN before Greek, A.5 and A.6 HEBREW GERESH and GERSHAYIM after
// Hebrew, A.9 KATAKANA MIDDLE DOT in a label with Hiragana, Katakana or Han.
// The middle dot only under .cat, the Catalan TLD, as Chrome's IDN display
// policy has it: elsewhere "l\u00B7l" reads as "l.l".
bool contextoAllowsIn(const std::u32string &label, std::size_t i, std::string_view tld)
{
    const auto scriptAt = [&](std::size_t j) {
        return j < label.size() ? scriptOf(label[j]) : USCRIPT_INVALID_CODE;
    };
    switch (label[i]) {
    case 0x00B7:
        return tld == "cat" && i > 0 && i + 1 < label.size() && (label[i - 1] | 0x20) == 'l'
               && (label[i + 1] | 0x20) == 'l';
    case 0x0375:
        return scriptAt(i + 1) == USCRIPT_GREEK;
    case 0x05F3:
    case 0x05F4:
        return i > 0 && scriptAt(i - 1) == USCRIPT_HEBREW;
    case 0x30FB:
        return std::any_of(label.begin(), label.end(), [](char32_t cp) {
            const UScriptCode s = scriptOf(cp);
            return s == USCRIPT_HIRAGANA || s == USCRIPT_KATAKANA || s == USCRIPT_HAN;
        });
    default:
        return false;
    }
}

// The same for a character of the host as written.
bool contextoAllows(Context &ctx, const TextChar &c)
{
    if (c.where != Where::Host || c.viaPercent)
        return false;
    const Span host = *ctx.host.span;
    std::string_view before = ctx.text.substr(host.offset, c.span.offset - host.offset);
    std::string_view after = ctx.text.substr(c.span.end(), host.end() - c.span.end());
    if (const std::size_t dot = before.rfind('.'); dot != std::string_view::npos)
        before.remove_prefix(dot + 1);
    after = after.substr(0, after.find('.'));
    const std::u32string head = uri::detail::toUtf32(before);
    const std::u32string label = head + c.cp + uri::detail::toUtf32(after);
    return contextoAllowsIn(label, head.size(), hostLabels(ctx).tld);
}

} // namespace

// docs/security-checks.md §4.4 U9; UTS #46 mapping, UTS #39 confusables,
// Chromium dangerous patterns. A character that looks like a delimiter
// ("/", ".", ":", "@", ...) anywhere (High in the host or the userinfo);
// kana and CJK strokes that read as "/" between non-Japanese text; and a
// delimiter look-alike hidden in an A-label.
void delimiterLookalike(Context &ctx)
{
    for (const TextChar &c : nonAsciiChars(ctx)) {
        if (c.kind != CharKind::DelimiterLookalike || contextoAllows(ctx, c))
            continue;
        const DelimLookalike &dl = ctx.data.delimLookalikes.find(c.cp)->second;
        const bool hostOrUser = c.where == Where::Host || c.where == Where::Userinfo;
        Details arguments = charArguments(c);
        arguments.emplace_back("looks_like", std::string(1, dl.ascii));
        ctx.add(Check::U9, hostOrUser ? Risk::High : Risk::Medium, c.span,
                delimiterWordings(dl.cls).of(c), std::move(arguments),
                {{"code_point", codePointName(c.cp)},
                 {"looks_like", std::string(1, dl.ascii)},
                 {"component", std::string(whereName(c.where))}},
                viewOf(c));
    }
    forEachIdnLabel(ctx, [&](const LabelFacts &f, std::size_t) {
        const Span labelSpan = f.label->span;
        const std::u32string &u = f.codePoints;
        // Catalog §5.4 step 5: kana and CJK strokes that look like "/" between
        // text that is not Japanese on both sides (Chromium: on one side only
        // would block "{vitamin in Katakana}b6").
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
            ctx.add(
                Check::U9, Risk::High, charSpanIn(ctx.text, labelSpan, u[i]), msg::kU9SlashInLabel,
                {{"label", *f.unicode}, {"character", cpName(u[i])}},
                {{"code_point", codePointName(u[i])}, {"looks_like", "/"}, {"component", "host"}},
                View::Whatwg);
            break;
        }
        // An A-label hides characters that the character scan cannot see.
        if (!f.aceWritten)
            return;
        for (std::size_t i = 0; i < u.size(); ++i) {
            const char32_t cp = u[i];
            const auto d = ctx.data.delimLookalikes.find(cp);
            if (d == ctx.data.delimLookalikes.end() || contextoAllowsIn(u, i, hostLabels(ctx).tld))
                continue;
            ctx.add(Check::U9, Risk::High, labelSpan, msg::kU9ALabel,
                    {{"label", f.label->text}, {"character", cpName(cp)}},
                    {{"code_point", codePointName(cp)},
                     {"looks_like", std::string(1, d->second.ascii)},
                     {"component", "host"}},
                    View::Whatwg);
        }
    });
}

// docs/security-checks.md §4.4 U10; UTS #46 §4. The host is written with
// compatibility characters (fullwidth, circled, mathematical) that UTS #46
// maps: High when it becomes an internal IP.
void compatibilityMappedHost(Context &ctx)
{
    const HostFacts &h = ctx.host;
    if (hostLabels(ctx).labels.empty())
        return;
    std::string mappedFrom;
    for (const uri::detail::CodePoint &c : uri::detail::codePoints(h.decoded)) {
        if (c.cp < 0x80 || isInvisible(c.cp) || isBidiControl(c.cp)
            || ctx.data.delimLookalikes.count(c.cp) > 0)
            continue;
        const std::u32string one(1, c.cp);
        if (normalize(one, nfkc()) != one) {
            mappedFrom = codePointName(c.cp);
            break;
        }
    }
    if (mappedFrom.empty())
        return;
    const bool internalIp = h.block != nullptr && isInternalClass(h.block->cls);
    const std::string mapped(h.ascii.empty() ? std::string_view(h.idna->ascii) : h.ascii);
    ctx.add(Check::U10, internalIp ? Risk::High : Risk::Medium, *h.span,
            msg::kU10CompatibilityMapped, {{"character", mappedFrom}, {"mapped_host", mapped}},
            {{"mapped_host", mapped}, {"first", mappedFrom}}, View::Whatwg);
}

// docs/security-checks.md §4.4 U11; UTS #39 §5.4, Chromium dangerous
// patterns. Combining marks repeated, overlaid, leading, after a dotless i,
// a generic mark (Combining Diacritical Marks, script Inherited) after a
// character outside Latin, Greek and Cyrillic, or a script's own mark after
// a letter of another script. The vowel signs and viramas of Devanagari,
// Tamil, Thai and the like belong after their own letters.
void combiningMarkAbuse(Context &ctx)
{
    forEachIdnLabel(ctx, [&](const LabelFacts &f, std::size_t) {
        const std::u32string &u = f.codePoints;
        bool abuse = (f.spoofFlags & (USPOOF_INVISIBLE | USPOOF_HIDDEN_OVERLAY)) != 0
                     || hasError(*f.label, DiagCode::IdnaLeadingCombiningMark);
        for (std::size_t i = 1; i < u.size() && !abuse; ++i) {
            if (!isNonSpacingMark(u[i]))
                continue;
            // the kana voiced sound marks belong after kana only
            if (u[i] == 0x3099 || u[i] == 0x309A) {
                const UScriptCode s = scriptOf(u[i - 1]);
                abuse = s != USCRIPT_HIRAGANA && s != USCRIPT_KATAKANA;
                continue;
            }
            const UScriptCode mark = scriptOf(u[i]);
            const UScriptCode base = scriptOf(u[i - 1]);
            if (u[i - 1] == 0x0131)
                abuse = true;
            else if (mark == USCRIPT_INHERITED || mark == USCRIPT_COMMON)
                abuse = !isLgcOrCommon(u[i - 1]) && base != USCRIPT_INHERITED;
            else
                abuse = mark != base && base != USCRIPT_INHERITED && base != USCRIPT_COMMON;
        }
        if (abuse) {
            ctx.add(Check::U11, Risk::High, f.label->span, msg::kU11CombiningMarks,
                    {{"label", *f.unicode}}, {{"label", *f.unicode}}, View::Whatwg);
        }
    });
}

// docs/security-checks.md §4.4 U12; RFC 3986 §7.6, Rauch 2023. URL- or
// brand-like text made with non-ASCII look-alikes outside the host: the
// ".zip" trick in the userinfo, "https:" and U+2215 slashes in a path.
void deceptiveNonAscii(Context &ctx)
{
    if (!textMayHaveNonAscii(ctx))
        return;
    const auto probe = [&](const OptSpan &span, Where where) {
        if (!span || span->empty() || !mayHaveNonAscii(span->in(ctx.text)))
            return;
        const std::string &decoded = ctx.decoded(*span);
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
        // in the order of protected_domains.txt: the first listed is named
        for (const ProtectedDomain &p : ctx.data.protectedDomains) {
            if (skel.find(p.domain) != std::string::npos
                && decoded.find(p.domain) == std::string::npos) {
                brand = p.domain;
                break;
            }
        }
        const bool urlLike
            = mapped.find("://") != std::string::npos && decoded.find("://") == std::string::npos;
        const bool slashes
            = mapped != decoded
              && (mapped.find('/') != std::string::npos || mapped.find('@') != std::string::npos);
        std::string token;
        const bool hostLike = slashes && hasHostLikeToken(mapped, &token);
        if (brand.empty() && !urlLike && !hostLike)
            return;
        Details arguments{{"component", std::string(whereName(where))}};
        const Message *wording = &msg::kU12ImitatesUrl;
        if (!brand.empty()) {
            wording = &msg::kU12ImitatesDomain;
            arguments.emplace_back("domain", brand);
        } else if (!urlLike) {
            wording = &msg::kU12ImitatesHost;
            arguments.emplace_back("host", token);
        }
        ctx.add(Check::U12, where == Where::Userinfo ? Risk::High : Risk::Medium, *span, *wording,
                std::move(arguments),
                {{"reads_as", mapped}, {"component", std::string(whereName(where))}},
                View::Decoded);
    };
    for (const auto &[where, span] : displayPlaces(ctx).components) {
        if (where != Where::Host)
            probe(span, where);
    }
}

// docs/security-checks.md §4.4 U13; UTS #46 §2.3, Chromium
// kDeviationCharacters. A deviation character (U+00DF, U+03C2, ZWNJ, ZWJ) in a
// label: transitional and nontransitional IDNA give different hosts.
void deviationCharacter(Context &ctx)
{
    forEachIdnLabel(ctx, [&](const LabelFacts &f, std::size_t) {
        if (f.deviation == 0)
            return;
        // Low where the TLD's language writes it (stra\u00DFe.de, tld_letters.txt)
        ctx.add(Check::U13, tldUses(ctx, f.deviation) ? Risk::Low : Risk::Medium, f.label->span,
                msg::kU13Deviation, {{"label", *f.unicode}, {"character", cpName(f.deviation)}},
                {{"code_point", codePointName(f.deviation)}, {"label", *f.unicode}}, View::Whatwg);
    });
}

} // namespace uri::security::detail
