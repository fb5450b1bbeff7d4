// The hosts of the URL Standard: §3.3 IDNA, §3.5 host parsing (IPv4, IPv6,
// opaque hosts) and §3.6 host serializing; plus the shared code-point input,
// percent-encode sets (§1.3).
#include "whatwg/detail/whatwg_internal.h"

#include "text/detail/text.h"
#include "uriinspector/parse.h"
#include "uriinspector/utf8.h"

#include <unicode/uchar.h>
#include <unicode/uidna.h>
#include <unicode/unorm2.h>

#include <algorithm>
#include <array>
#include <memory>

namespace uri::whatwg::detail {

namespace {

constexpr std::string_view kHostCite = "URL Standard §3.5";
constexpr std::string_view kIdnaCite = "URL Standard §3.3";

std::string quoted(const CodePoints &in, std::size_t from, std::size_t to)
{
    std::string text;
    for (std::size_t i = from; i < to && i < in.size(); ++i)
        appendUtf8(text, in.items[i].cp);
    return "\"" + escapeForDisplay(text) + "\"";
}

std::string quoted(std::string_view text)
{
    return "\"" + escapeForDisplay(text) + "\"";
}

} // namespace

// ---------------------------------------------------------------------------
// The input as code points

CodePoints CodePoints::decode(std::string_view text)
{
    CodePoints out;
    out.items.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const Utf8Char ch = decodeUtf8(text, i);
        out.items.push_back({ch.valid ? ch.codePoint : char32_t{0xFFFD}, i, ch.length});
        i += ch.length;
    }
    out.endOffset = text.size();
    return out;
}

std::size_t CodePoints::offsetOf(std::size_t i) const
{
    return i < items.size() ? items[i].offset : endOffset;
}

Span CodePoints::span(std::size_t from, std::size_t to) const
{
    if (from >= to || from >= items.size())
        return Span{offsetOf(from), 0};
    const CodePoint &last = items[std::min(to, items.size()) - 1];
    return Span{items[from].offset, last.offset + last.length - items[from].offset};
}

// ---------------------------------------------------------------------------
// URL Standard §1.3 percent-encoded bytes

bool inEncodeSet(char32_t c, EncodeSet set)
{
    // C0 control percent-encode set: C0 controls and all code points above U+007E (~)
    if (c < 0x20 || c > 0x7E)
        return true;
    auto among = [c](std::string_view chars) {
        return chars.find(static_cast<char>(c)) != std::string_view::npos;
    };
    switch (set) {
    case EncodeSet::C0Control:
        return false;
    case EncodeSet::Fragment:
        return among(" \"<>`");
    case EncodeSet::Query:
        return among(" \"#<>");
    case EncodeSet::SpecialQuery:
        return among(" \"#<>'");
    case EncodeSet::Path:
        return among(" \"#<>?^`{}");
    case EncodeSet::Userinfo:
        return among(" \"#<>?^`{}/:;=@[\\]|");
    }
    return true;
}

void percentEncode(char32_t c, EncodeSet set, std::string &out)
{
    if (!inEncodeSet(c, set)) {
        out += static_cast<char>(c);
        return;
    }
    std::string bytes;
    appendUtf8(bytes, c);
    for (const char byte : bytes)
        uri::detail::appendPctEncoded(out, static_cast<unsigned char>(byte));
}

bool isUrlCodePoint(char32_t c)
{
    if (c < 0x80) {
        return isAsciiAlpha(c) || isAsciiDigit(c)
               || std::string_view("!$&'()*+,-./:;=?@_~").find(static_cast<char>(c))
                      != std::string_view::npos;
    }
    if (c < 0xA0 || c > 0x10FFFD)
        return false;
    const bool surrogate = c >= 0xD800 && c <= 0xDFFF;
    const bool noncharacter = (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE;
    return !surrogate && !noncharacter;
}

bool isForbiddenHostCodePoint(char32_t c)
{
    return c == 0 || c == '\t' || c == '\n' || c == '\r'
           || (c < 0x80
               && std::string_view(" #/:<>?@[\\]^|").find(static_cast<char>(c))
                      != std::string_view::npos);
}

bool isForbiddenDomainCodePoint(char32_t c)
{
    return isForbiddenHostCodePoint(c) || c < 0x20 || c == '%' || c == 0x7F;
}

// ---------------------------------------------------------------------------
// Validation errors

// ---------------------------------------------------------------------------
// URL Standard §3.3 IDNA, through ICU's UTS #46

namespace {

struct IdnaCloser
{
    void operator()(UIDNA *idna) const { uidna_close(idna); }
};
using IdnaPtr = std::unique_ptr<UIDNA, IdnaCloser>;

IdnaPtr openIdna(bool beStrict)
{
    // CheckBidi, CheckJoiners, Transitional_Processing=false; UseSTD3ASCIIRules=beStrict.
    // CheckHyphens and VerifyDnsLength cannot be switched off in ICU: their
    // errors are filtered out below unless beStrict.
    std::uint32_t options = UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ | UIDNA_NONTRANSITIONAL_TO_ASCII
                            | UIDNA_NONTRANSITIONAL_TO_UNICODE;
    if (beStrict)
        options |= UIDNA_USE_STD3_RULES;
    UErrorCode status = U_ZERO_ERROR;
    IdnaPtr idna(uidna_openUTS46(options, &status));
    return U_SUCCESS(status) ? std::move(idna) : nullptr;
}

const UIDNA *idna(bool beStrict)
{
    static const IdnaPtr lenient = openIdna(false);
    static const IdnaPtr strict = openIdna(true);
    return beStrict ? strict.get() : lenient.get();
}

constexpr std::uint32_t kHyphenErrors
    = UIDNA_ERROR_LEADING_HYPHEN | UIDNA_ERROR_TRAILING_HYPHEN | UIDNA_ERROR_HYPHEN_3_4;
constexpr std::uint32_t kDnsLengthErrors
    = UIDNA_ERROR_EMPTY_LABEL | UIDNA_ERROR_LABEL_TOO_LONG | UIDNA_ERROR_DOMAIN_NAME_TOO_LONG;

std::uint32_t relevantErrors(std::uint32_t errors, bool beStrict)
{
    return beStrict ? errors : errors & ~(kHyphenErrors | kDnsLengthErrors);
}

// Errors of the UTS #46 steps below that ICU 72 lacks, beside ICU's own
// UIDNA_ERROR_* bits (which end at 0x4000).
constexpr std::uint32_t kErrorXnULabel = 0x10000;        ///< UTS #46 §4.1 criterion 4
constexpr std::uint32_t kErrorAsciiALabel = 0x20000;     ///< §4 step 4.1: empty or ASCII only
constexpr std::uint32_t kErrorALabelRoundTrip = 0x40000; ///< RFC 5891 §5.3

std::string idnaErrorWords(std::uint32_t errors)
{
    struct Bit
    {
        std::uint32_t bit;
        std::string_view words;
    };
    constexpr std::array kBits{
        Bit{UIDNA_ERROR_EMPTY_LABEL, "an empty label"},
        Bit{UIDNA_ERROR_LABEL_TOO_LONG, "a label longer than 63 bytes"},
        Bit{UIDNA_ERROR_DOMAIN_NAME_TOO_LONG, "a name longer than 253 bytes"},
        Bit{UIDNA_ERROR_LEADING_HYPHEN, "a label that begins with \"-\""},
        Bit{UIDNA_ERROR_TRAILING_HYPHEN, "a label that ends with \"-\""},
        Bit{UIDNA_ERROR_HYPHEN_3_4, "\"--\" in the third and fourth positions of a label"},
        Bit{UIDNA_ERROR_LEADING_COMBINING_MARK, "a label that begins with a combining mark"},
        Bit{UIDNA_ERROR_DISALLOWED, "a code point that IDNA disallows"},
        Bit{UIDNA_ERROR_PUNYCODE, "an \"xn--\" label that is not valid Punycode"},
        Bit{UIDNA_ERROR_LABEL_HAS_DOT, "a label that contains a dot"},
        Bit{UIDNA_ERROR_INVALID_ACE_LABEL, "an \"xn--\" label that does not decode to a valid "
                                           "label"},
        Bit{UIDNA_ERROR_BIDI, "a violation of the Bidi rule (RFC 5893)"},
        Bit{UIDNA_ERROR_CONTEXTJ, "a zero-width joiner or non-joiner where it is not allowed"},
        Bit{UIDNA_ERROR_CONTEXTO_PUNCTUATION, "punctuation where it is not allowed"},
        Bit{UIDNA_ERROR_CONTEXTO_DIGITS, "a mix of Arabic-Indic digit sets"},
        Bit{kErrorAsciiALabel, "an \"xn--\" label that decodes to nothing or to ASCII only"},
        Bit{kErrorXnULabel, "an \"xn--\" label that decodes to a label beginning with \"xn--\""},
        Bit{kErrorALabelRoundTrip, "an \"xn--\" label that does not encode back to itself"},
    };
    std::string out;
    for (const Bit &b : kBits) {
        if ((errors & b.bit) == 0)
            continue;
        if (!out.empty())
            out += "; ";
        out += b.words;
    }
    return out;
}

using IdnaFunction = int32_t (*)(const UIDNA *, const UChar *, int32_t, UChar *, int32_t,
                                 UIDNAInfo *, UErrorCode *);

// ICU's preflighting convention: @p fill(buffer, capacity, status) writes
// into @p out, and says how long the result is when @p out is too short;
// one more call with that length then fits. Nothing when ICU fails.
template <typename Fill>
std::optional<std::u16string> icuString(std::size_t capacity, Fill fill)
{
    std::u16string out(capacity, u'\0');
    for (int attempt = 0; attempt < 2; ++attempt) {
        UErrorCode status = U_ZERO_ERROR;
        const int32_t length = fill(out.data(), static_cast<int32_t>(out.size()), status);
        if (status == U_BUFFER_OVERFLOW_ERROR) {
            out.assign(static_cast<std::size_t>(length) + 1, u'\0');
            continue;
        }
        if (U_FAILURE(status))
            return std::nullopt;
        out.resize(static_cast<std::size_t>(length));
        return out;
    }
    return std::nullopt;
}

// Run ToASCII or ToUnicode; nothing when ICU itself fails.
std::optional<std::u16string> runIdna(IdnaFunction function, const UIDNA *idna,
                                      const std::u16string &input, std::uint32_t &errors)
{
    if (idna == nullptr || input.size() > 0x7FFFFFF)
        return std::nullopt;
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    std::optional<std::u16string> out
        = icuString(input.size() + 16, [&](UChar *buffer, int32_t capacity, UErrorCode &status) {
              info = UIDNA_INFO_INITIALIZER;
              return function(idna, input.data(), static_cast<int32_t>(input.size()), buffer,
                              capacity, &info, &status);
          });
    if (out)
        errors = info.errors;
    return out;
}

// ---------------------------------------------------------------------------
// UTS #46 as revision 33 (Unicode 16.0) has it, where ICU 72 (Unicode 15.0)
// lags behind. ICU runs the processing (§4); these steps run on the same
// input around it and add their errors to ICU's. The bidi criterion is ICU's
// own: §4.1 criterion 9 applies RFC 5893 §2 to every label of a Bidi domain
// name (one with an R, AL or AN code point, RFC 5893 §1.4), which is what ICU
// checks, so "1.<Arabic letter>" fails (rule 1: the label "1" begins with EN).

// UTS #46 §5 IDNA Mapping Table: the code points assigned in Unicode 15.0
// whose status or mapping changed between ICU 72's table and revision 33
// (Unicode 16.0; its IdnaTestV2 tests most of them). Each is now mapped (a
// range to the range that starts at `to`) or ignored (`to` 0); ICU 72
// disallows them, or maps U+1E9E to "ss". (U+1806 MONGOLIAN TODO SOFT
// HYPHEN, valid in today's table, cannot be added this way: ICU 72 disallows
// it, and no mapping makes it valid.)
struct Remap
{
    char32_t first;
    char32_t last;
    char32_t to;
};
constexpr std::array kRevision33Remaps{
    Remap{0x04C0, 0x04C0, 0x04CF},    // CYRILLIC LETTER PALOCHKA
    Remap{0x10A0, 0x10C5, 0x2D00},    // GEORGIAN CAPITAL LETTER AN..HOE, to Nuskhuri
    Remap{0x115F, 0x1160, 0},         // HANGUL CHOSEONG FILLER, HANGUL JUNGSEONG FILLER
    Remap{0x17B4, 0x17B5, 0},         // KHMER VOWEL INHERENT AQ, AA
    Remap{0x180E, 0x180E, 0},         // MONGOLIAN VOWEL SEPARATOR
    Remap{0x1E9E, 0x1E9E, 0x00DF},    // LATIN CAPITAL LETTER SHARP S, to U+00DF, no longer "ss"
    Remap{0x2061, 0x2063, 0},         // FUNCTION APPLICATION..INVISIBLE SEPARATOR
    Remap{0x206A, 0x206F, 0},         // INHIBIT SYMMETRIC SWAPPING..NOMINAL DIGIT SHAPES
    Remap{0x2132, 0x2132, 0x214E},    // TURNED CAPITAL F
    Remap{0x2183, 0x2183, 0x2184},    // ROMAN NUMERAL REVERSED ONE HUNDRED
    Remap{0x3164, 0x3164, 0},         // HANGUL FILLER
    Remap{0xFFA0, 0xFFA0, 0},         // HALFWIDTH HANGUL FILLER
    Remap{0x1D173, 0x1D17A, 0},       // MUSICAL SYMBOL BEGIN BEAM..END PHRASE
    Remap{0x2F868, 0x2F868, 0x36FC},  // CJK COMPATIBILITY IDEOGRAPH-2F868
    Remap{0x2F874, 0x2F874, 0x5F53},  // CJK COMPATIBILITY IDEOGRAPH-2F874
    Remap{0x2F91F, 0x2F91F, 0x243AB}, // CJK COMPATIBILITY IDEOGRAPH-2F91F
    Remap{0x2F95F, 0x2F95F, 0x7AEE},  // CJK COMPATIBILITY IDEOGRAPH-2F95F
    Remap{0x2F9BF, 0x2F9BF, 0x45D7},  // CJK COMPATIBILITY IDEOGRAPH-2F9BF
};

const Remap *revision33Remap(char32_t c)
{
    for (const Remap &r : kRevision33Remaps) {
        if (c >= r.first && c <= r.last)
            return &r;
    }
    return nullptr;
}

// UTS #46 §4 Processing step 1 (Map) for the code points of kRevision33Remaps,
// before ICU maps the others.
std::u16string mapRevision33(const std::u16string &name)
{
    if (std::all_of(name.begin(), name.end(), [](char16_t u) { return u < 0x80; }))
        return name;
    std::u32string out;
    bool changed = false;
    for (const char32_t c : uri::detail::utf16ToUtf32(name)) {
        const Remap *r = revision33Remap(c);
        if (r == nullptr) {
            out += c;
            continue;
        }
        changed = true;
        if (r->to != 0)
            out += r->to + (c - r->first);
    }
    return changed ? uri::detail::utf32ToUtf16(out) : name;
}

// @p text through the ICU normalizer @p normalizer; nothing when ICU fails.
std::optional<std::u16string> normalized(const UNormalizer2 *normalizer, std::u16string_view text)
{
    if (normalizer == nullptr || text.size() > 0x7FFFFFF)
        return std::nullopt;
    return icuString(
        text.size() * 3 + 16, [&](UChar *buffer, int32_t capacity, UErrorCode &status) {
            return unorm2_normalize(normalizer, text.data(), static_cast<int32_t>(text.size()),
                                    buffer, capacity, &status);
        });
}

// ICU's UTS #46 mapping (§5 IDNA Mapping Table, nontransitional, and NFC:
// §4 Processing steps 1 and 2), which maps a disallowed code point to U+FFFD.
const UNormalizer2 *uts46Mapping()
{
    static const UNormalizer2 *const normalizer = [] {
        UErrorCode status = U_ZERO_ERROR;
        const UNormalizer2 *n = unorm2_getInstance(nullptr, "uts46", UNORM2_COMPOSE, &status);
        return U_SUCCESS(status) ? n : nullptr;
    }();
    return normalizer;
}

const UNormalizer2 *nfc()
{
    static const UNormalizer2 *const normalizer = [] {
        UErrorCode status = U_ZERO_ERROR;
        const UNormalizer2 *n = unorm2_getNFCInstance(&status);
        return U_SUCCESS(status) ? n : nullptr;
    }();
    return normalizer;
}

// RFC 3492 §6.2 decoding procedure, with the Bootstring parameters of §5 and
// the overflow checks of §6.4 (ICU 72 has no public Punycode decoder). Nothing
// when @p input is not valid Punycode; a code point that is no Unicode scalar
// value fails too.
std::optional<std::u32string> decodePunycode(std::u16string_view input)
{
    constexpr std::uint64_t kBase = 36;
    constexpr std::uint64_t kTmin = 1;
    constexpr std::uint64_t kTmax = 26;
    constexpr std::uint64_t kSkew = 38;
    constexpr std::uint64_t kDamp = 700;
    constexpr std::uint64_t kMaxInt = 0x7FFFFFFF;
    auto digitValue = [](char16_t c) -> std::uint64_t {
        if (c >= u'a' && c <= u'z')
            return static_cast<std::uint64_t>(c - u'a');
        if (c >= u'A' && c <= u'Z')
            return static_cast<std::uint64_t>(c - u'A');
        if (c >= u'0' && c <= u'9')
            return static_cast<std::uint64_t>(c - u'0') + 26;
        return kBase;
    };
    // §6.1 bias adaptation function
    auto adapt = [](std::uint64_t delta, std::uint64_t numPoints, bool firstTime) {
        delta = firstTime ? delta / kDamp : delta / 2;
        delta += delta / numPoints;
        std::uint64_t k = 0;
        while (delta > ((kBase - kTmin) * kTmax) / 2) {
            delta /= kBase - kTmin;
            k += kBase;
        }
        return k + (kBase - kTmin + 1) * delta / (delta + kSkew);
    };
    std::u32string output;
    // the basic code points before the last delimiter, then the delimiter
    std::size_t in = 0;
    const std::size_t delimiter = input.rfind(u'-');
    if (delimiter != std::u16string_view::npos) {
        for (std::size_t j = 0; j < delimiter; ++j) {
            if (input[j] >= 0x80)
                return std::nullopt;
            output += static_cast<char32_t>(input[j]);
        }
        in = delimiter > 0 ? delimiter + 1 : 0;
    }
    std::uint64_t n = 0x80; // initial_n
    std::uint64_t i = 0;
    std::uint64_t bias = 72; // initial_bias
    while (in < input.size()) {
        const std::uint64_t oldi = i;
        std::uint64_t w = 1;
        for (std::uint64_t k = kBase;; k += kBase) {
            if (in >= input.size())
                return std::nullopt;
            const std::uint64_t digit = digitValue(input[in++]);
            if (digit >= kBase)
                return std::nullopt;
            i += digit * w;
            if (i > kMaxInt)
                return std::nullopt;
            const std::uint64_t t = k <= bias ? kTmin : k >= bias + kTmax ? kTmax : k - bias;
            if (digit < t)
                break;
            w *= kBase - t;
            if (w > kMaxInt)
                return std::nullopt;
        }
        const std::uint64_t points = output.size() + 1;
        bias = adapt(i - oldi, points, oldi == 0);
        n += i / points;
        i %= points;
        if (n > 0x10FFFF || (n >= 0xD800 && n <= 0xDFFF))
            return std::nullopt;
        output.insert(output.begin() + static_cast<std::ptrdiff_t>(i), static_cast<char32_t>(n));
        ++i;
    }
    return output;
}

// RFC 5892 Appendix A.1 (ZERO WIDTH NON-JOINER) and A.2 (ZERO WIDTH JOINER),
// the CheckJoiners criterion (UTS #46 §4.1 criterion 8): whether the joiner
// at @p at of @p label is in a context that allows it.
bool joinerAllowed(const std::u32string &label, std::size_t at)
{
    constexpr std::uint8_t kVirama = 9; // Canonical_Combining_Class
    // A.1 and A.2 rule 1: right after a virama
    if (at > 0 && u_getCombiningClass(static_cast<UChar32>(label[at - 1])) == kVirama)
        return true;
    if (label[at] == 0x200D)
        return false;
    // A.1 rule 2: (Joining_Type:{L,D})(Joining_Type:T)* ZWNJ (Joining_Type:T)*(Joining_Type:{R,D})
    auto joiningType = [&label](std::size_t i) {
        return u_getIntPropertyValue(static_cast<UChar32>(label[i]), UCHAR_JOINING_TYPE);
    };
    std::size_t before = at;
    while (before > 0 && joiningType(before - 1) == U_JT_TRANSPARENT)
        --before;
    std::size_t after = at + 1;
    while (after < label.size() && joiningType(after) == U_JT_TRANSPARENT)
        ++after;
    if (before == 0 || after == label.size())
        return false;
    const std::int32_t left = joiningType(before - 1);
    const std::int32_t right = joiningType(after);
    return (left == U_JT_LEFT_JOINING || left == U_JT_DUAL_JOINING)
           && (right == U_JT_RIGHT_JOINING || right == U_JT_DUAL_JOINING);
}

// Whether the status of @p c is valid or deviation (UTS #46 §5): the mapping
// leaves it alone, and neither revision 33 nor ICU (U+FFFD) disallows it.
bool validOrDeviation(char32_t c)
{
    if (c == 0xFFFD || revision33Remap(c) != nullptr)
        return false;
    const std::u16string one = uri::detail::utf32ToUtf16(std::u32string(1, c));
    const std::optional<std::u16string> mapped = normalized(uts46Mapping(), one);
    return mapped && *mapped == one;
}

// UTS #46 §4 Processing step 4.1 on @p label, a label of the mapped name that
// begins with "xn--": its errors, and in @p words why it fails.
std::uint32_t checkALabel(std::u16string_view label, bool beStrict, std::string &words)
{
    const std::string shown = "\"" + escapeForDisplay(uri::detail::fromUtf16(label)) + "\"";
    // UTS #46 §4 Processing step 4.1: an A-label is ASCII
    if (std::any_of(label.begin(), label.end(), [](char16_t u) { return u >= 0x80; })) {
        words = shown + " has a code point that is not ASCII";
        return UIDNA_ERROR_PUNYCODE;
    }
    // §4 step 4.1: it decodes as Punycode (RFC 3492; IgnoreInvalidPunycode=false)
    const std::optional<std::u32string> decoded = decodePunycode(label.substr(4));
    if (!decoded) {
        words = shown + " is not valid Punycode (RFC 3492)";
        return UIDNA_ERROR_PUNYCODE;
    }
    const std::string unicode = uri::detail::fromUtf32(*decoded);
    const std::string as = shown + " decodes to \"" + escapeForDisplay(unicode) + "\"";
    // §4 step 4.1: to a label that is neither empty nor ASCII only
    if (decoded->empty()) {
        words = shown + " decodes to the empty label";
        return kErrorAsciiALabel;
    }
    if (std::all_of(decoded->begin(), decoded->end(), [](char32_t c) { return c < 0x80; })) {
        words = as + ", which is ASCII only";
        return kErrorAsciiALabel;
    }
    // §4 step 4.1: that meets the validity criteria of §4.1 (Nontransitional Processing)
    const std::u16string u16 = uri::detail::utf32ToUtf16(*decoded);
    UErrorCode status = U_ZERO_ERROR;
    // §4.1 criterion 1: in Normalization Form C
    if (nfc() != nullptr
        && !unorm2_isNormalized(nfc(), u16.data(), static_cast<int32_t>(u16.size()), &status)) {
        words = as + ", which is not in Normalization Form C";
        return UIDNA_ERROR_INVALID_ACE_LABEL;
    }
    // §4.1 criterion 2, with CheckHyphens (beStrict): no "--" in the third and
    // fourth positions; criterion 3, with CheckHyphens: neither beginning nor
    // ending with "-"; criterion 4, without CheckHyphens: not beginning with "xn--"
    if (beStrict) {
        if (decoded->size() >= 4 && (*decoded)[2] == '-' && (*decoded)[3] == '-') {
            words = as + ", which has \"--\" in the third and fourth positions";
            return UIDNA_ERROR_HYPHEN_3_4;
        }
        if (decoded->front() == '-' || decoded->back() == '-') {
            words = as + ", which begins or ends with \"-\"";
            return decoded->front() == '-' ? UIDNA_ERROR_LEADING_HYPHEN
                                           : UIDNA_ERROR_TRAILING_HYPHEN;
        }
    } else if (unicode.size() >= 4 && equalsI(std::string_view(unicode).substr(0, 4), "xn--")) {
        words = as + ", which begins with \"xn--\" itself";
        return kErrorXnULabel;
    }
    // §4.1 criterion 5: no U+002E FULL STOP
    if (unicode.find('.') != std::string::npos) {
        words = as + ", which has a \".\" in it";
        return UIDNA_ERROR_LABEL_HAS_DOT;
    }
    // §4.1 criterion 6: not beginning with a combining mark (General_Category=Mark)
    if ((U_GET_GC_MASK(static_cast<UChar32>(decoded->front())) & U_GC_M_MASK) != 0) {
        words = as + ", which begins with the combining mark " + codePointName(decoded->front());
        return UIDNA_ERROR_LEADING_COMBINING_MARK;
    }
    // §4.1 criterion 7: every code point valid or deviation (U+FFFD is disallowed)
    for (const char32_t c : *decoded) {
        if (!validOrDeviation(c)) {
            words = as + ", in which " + codePointName(c) + " is not valid (UTS #46 §5)";
            return UIDNA_ERROR_DISALLOWED;
        }
    }
    // §4.1 criterion 8: CheckJoiners (RFC 5892 Appendix A)
    for (std::size_t i = 0; i < decoded->size(); ++i) {
        const char32_t c = (*decoded)[i];
        if ((c == 0x200C || c == 0x200D) && !joinerAllowed(*decoded, i)) {
            words = as + ", in which " + codePointName(c)
                    + " stands where RFC 5892 Appendix A does not allow it";
            return UIDNA_ERROR_CONTEXTJ;
        }
    }
    // §4.1 criterion 9: CheckBidi concerns the whole name; ICU checks the decoded labels.
    // RFC 5891 §5.3: the U-label must encode back to the A-label, ignoring case
    // (ICU's Punycode encoder, through its ToASCII of the one label).
    std::uint32_t ignored = 0;
    const std::optional<std::u16string> again
        = runIdna(uidna_labelToASCII, idna(beStrict), u16, ignored);
    if (!again || !equalsI(uri::detail::fromUtf16(*again), uri::detail::fromUtf16(label))) {
        words = as + ", which encodes back to \""
                + (again ? escapeForDisplay(uri::detail::fromUtf16(*again)) : std::string()) + "\"";
        return kErrorALabelRoundTrip;
    }
    return 0;
}

// UTS #46 §4 Processing steps 1-3 on @p name (mapped as kRevision33Remaps and
// ICU's mapping say), then step 4.1 on every label that begins with "xn--":
// the errors, and in @p words why the first such label fails.
std::uint32_t checkALabels(const std::u16string &name, bool beStrict, std::string &words)
{
    const std::optional<std::u16string> mapped = normalized(uts46Mapping(), name);
    if (!mapped)
        return 0; // ICU's own processing reports the failure
    std::uint32_t errors = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= mapped->size(); ++i) {
        if (i < mapped->size() && (*mapped)[i] != u'.')
            continue;
        const std::u16string_view label(mapped->data() + start, i - start);
        start = i + 1;
        if (label.substr(0, 4) != u"xn--")
            continue;
        std::string labelWords;
        const std::uint32_t labelErrors = checkALabel(label, beStrict, labelWords);
        if (labelErrors != 0 && words.empty())
            words = labelWords;
        errors |= labelErrors;
    }
    return errors;
}

// UTS #46 ToASCII or ToUnicode (@p function) of @p name with the URL
// Standard's options (the strict ones with @p beStrict), as revision 33 has
// it: ICU 72 with the steps above. Nothing when ICU itself fails; @p words
// explains an error of an "xn--" label.
std::optional<std::u16string> runUts46(IdnaFunction function, bool beStrict,
                                       const std::u16string &name, std::uint32_t &errors,
                                       std::string &words)
{
    const std::u16string input = mapRevision33(name);
    std::optional<std::u16string> out = runIdna(function, idna(beStrict), input, errors);
    if (out)
        errors |= checkALabels(input, beStrict, words);
    return out;
}

enum class DomainFailure : std::uint8_t { None, ToAscii, Empty, Forbidden };

struct DomainOutcome
{
    std::string ascii; ///< the result (meaningful unless failure)
    DomainFailure failure = DomainFailure::None;
    bool strictFailed = false;       ///< strict ToASCII failed: domain-to-ASCII
    std::uint32_t strictErrors = 0;  ///< ICU's errors of the strict run
    std::uint32_t relaxedErrors = 0; ///< ICU's relevant errors of the relaxed run
    std::string strictDetail;        ///< why an "xn--" label fails the strict run
    std::string relaxedDetail;       ///< why an "xn--" label fails the relaxed run
    std::size_t forbiddenIndex = 0;  ///< for Forbidden: the byte of `ascii`
};

// URL Standard §3.3 domain parser ToASCII: nothing when ICU itself fails.
std::optional<std::string> domainParserToAscii(const std::u16string &domain, bool beStrict,
                                               std::uint32_t &errors, std::string &detail)
{
    std::uint32_t all = 0;
    const std::optional<std::u16string> result
        = runUts46(uidna_nameToASCII, beStrict, domain, all, detail);
    errors = relevantErrors(all, beStrict);
    if (!result)
        return std::nullopt;
    return uri::detail::fromUtf16(*result);
}

} // namespace

// Whether UTS #46 ToASCII with the strict flags (UseSTD3ASCIIRules, CheckHyphens,
// VerifyDnsLength) would give back `domain` lowercased, without errors, so that ICU
// need not run: every label is 1-63 letters, digits and hyphens (STD3, RFC 1034
// §3.5), with no hyphen first, last or in positions 3 and 4 (UTS #46 §4.1 V2, V3),
// hence no "xn--" label to decode; the name is at most 253 octets (UTS #46 §4.2).
// Such a name has no bidi or joiner to check. Most hosts of real links are this.
bool isPlainLdhName(std::string_view domain)
{
    if (domain.empty() || domain.size() > 253)
        return false;
    // one pass; `label` is where the current label starts
    std::size_t label = 0;
    const std::size_t n = domain.size();
    for (std::size_t i = 0; i <= n; ++i) {
        const char c = i < n ? domain[i] : '.';
        if (c == '.') {
            const std::size_t length = i - label;
            if (length == 0 || length > 63 || domain[label] == '-' || domain[i - 1] == '-'
                || (length >= 4 && domain[label + 2] == '-' && domain[label + 3] == '-'))
                return false;
            label = i + 1;
        } else if (!isAsciiAlpha(static_cast<unsigned char>(c))
                   && !isAsciiDigit(static_cast<unsigned char>(c)) && c != '-') {
            return false;
        }
    }
    return true;
}

namespace {

// URL Standard §3.3 domain parser (called "domain to ASCII" before 2026).
DomainOutcome runDomainParser(std::string_view domain, bool beStrict)
{
    DomainOutcome outcome;
    if (isPlainLdhName(domain)) {
        // strict and relaxed ToASCII agree: the name lowercased, no validation error
        outcome.ascii = uri::detail::asciiLower(domain);
        return outcome;
    }
    const std::u16string utf16 = uri::detail::toUtf16(domain);
    // 1.-2. strict ToASCII; a failure is a domain-to-ASCII validation error, no more
    const std::optional<std::string> strict
        = domainParserToAscii(utf16, true, outcome.strictErrors, outcome.strictDetail);
    outcome.strictFailed = !strict || outcome.strictErrors != 0;
    // 3. beStrict: the strict result decides
    if (beStrict) {
        if (outcome.strictFailed) {
            outcome.failure = DomainFailure::ToAscii;
            outcome.relaxedErrors = outcome.strictErrors;
            outcome.relaxedDetail = outcome.strictDetail;
        } else {
            outcome.ascii = *strict;
        }
        return outcome;
    }
    if (uri::detail::isAscii(domain)) {
        // 5. an ASCII string is lowercased, whatever ToASCII says (web compatibility)
        outcome.ascii = uri::detail::asciiLower(domain);
    } else {
        // 6. otherwise relaxed ToASCII; its failure is the host's failure
        const std::optional<std::string> relaxed
            = domainParserToAscii(utf16, false, outcome.relaxedErrors, outcome.relaxedDetail);
        if (!relaxed || outcome.relaxedErrors != 0) {
            outcome.failure = DomainFailure::ToAscii;
            return outcome;
        }
        outcome.ascii = *relaxed;
    }
    // 7. the empty string: failure
    if (outcome.ascii.empty()) {
        outcome.failure = DomainFailure::Empty;
        return outcome;
    }
    // 8. a forbidden domain code point: failure
    for (std::size_t i = 0; i < outcome.ascii.size(); ++i) {
        if (isForbiddenDomainCodePoint(static_cast<unsigned char>(outcome.ascii[i]))) {
            outcome.failure = DomainFailure::Forbidden;
            outcome.forbiddenIndex = i;
            return outcome;
        }
    }
    return outcome;
}

// ICU's error words for @p errors, then why an "xn--" label fails (@p detail).
std::string errorWords(std::uint32_t errors, const std::string &detail)
{
    const std::string words = idnaErrorWords(errors);
    if (detail.empty())
        return words;
    return words.empty() ? detail : words + "; " + detail;
}

std::string failureWords(const DomainOutcome &outcome)
{
    switch (outcome.failure) {
    case DomainFailure::None:
        return {};
    case DomainFailure::ToAscii: {
        const std::string words = errorWords(outcome.relaxedErrors, outcome.relaxedDetail);
        return "UTS #46 ToASCII fails (" + (words.empty() ? "ICU could not process it" : words)
               + ")";
    }
    case DomainFailure::Empty:
        return "IDNA maps it to the empty string";
    case DomainFailure::Forbidden: {
        const char bad = outcome.ascii[outcome.forbiddenIndex];
        return "it contains \"" + escapeForDisplay(std::string(1, bad)) + "\" ("
               + codePointName(static_cast<unsigned char>(bad))
               + "), a forbidden domain code point";
    }
    }
    return {};
}

// The domain-to-ASCII validation error of the domain @p bytes (as written,
// percent-decoded), whose domain parser gave @p outcome.
void reportDomainToAscii(std::string_view bytes, const DomainOutcome &outcome, bool asciiDomain,
                         Span where, DiagnosticSink &sink)
{
    std::string message = "The host " + quoted(bytes) + " is not a valid domain";
    const std::string strictWords = errorWords(outcome.strictErrors, outcome.strictDetail);
    if (!strictWords.empty())
        message += " (strict UTS #46 ToASCII: " + strictWords + ")";
    if (outcome.failure != DomainFailure::None)
        message += "; the URL is rejected: " + failureWords(outcome) + ".";
    else if (asciiDomain)
        message += "; as an ASCII host it is still accepted, lowercased.";
    else
        message += "; relaxed ToASCII still accepts it.";
    sink.add(DiagCode::WhatwgDomainToAscii, where, "domain parser", kIdnaCite, std::move(message));
}

// ---------------------------------------------------------------------------
// URL Standard §3.5 IPv4

// A part of the ASCII domain, by byte offset and length.
struct Part
{
    std::size_t offset = 0;
    std::size_t length = 0;
};

// Strictly split @p text on ".".
std::vector<Part> splitOnDots(std::string_view text)
{
    std::vector<Part> parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == '.') {
            parts.push_back({start, i - start});
            start = i + 1;
        }
    }
    return parts;
}

struct Ipv4Number
{
    std::uint64_t value = 0; ///< saturates above 2^40: only "> 255" and "< 256^n" matter
    bool validationError = false;
};

// URL Standard §3.5 IPv4 number parser.
std::optional<Ipv4Number> parseIpv4Number(std::string_view input)
{
    // 1. the empty string: failure
    if (input.empty())
        return std::nullopt;
    Ipv4Number out;
    unsigned radix = 10;
    // 4. "0x" / "0X": hexadecimal
    if (input.size() >= 2 && input[0] == '0' && (input[1] == 'x' || input[1] == 'X')) {
        out.validationError = true;
        input.remove_prefix(2);
        radix = 16;
    } else if (input.size() >= 2 && input[0] == '0') {
        // 5. a leading "0": octal
        out.validationError = true;
        input.remove_prefix(1);
        radix = 8;
    }
    // 6. nothing left ("0x"): (0, true)
    if (input.empty())
        return out;
    constexpr std::uint64_t kSaturated = std::uint64_t{1} << 40;
    for (const char ch : input) {
        const int value = hexValue(ch);
        if (value < 0)
            return std::nullopt;
        const auto digit = static_cast<unsigned>(value);
        // 7. a code point that is not a radix-R digit: failure
        if (digit >= radix)
            return std::nullopt;
        out.value = std::min(kSaturated, out.value * radix + digit);
    }
    return out;
}

// URL Standard §3.5 ends in a number checker.
bool endsInANumber(std::string_view input)
{
    std::vector<Part> parts = splitOnDots(input);
    if (parts.back().length == 0) {
        if (parts.size() == 1)
            return false;
        parts.pop_back();
    }
    const std::string_view last = input.substr(parts.back().offset, parts.back().length);
    if (!last.empty()
        && std::all_of(last.begin(), last.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
        return true;
    return parseIpv4Number(last).has_value();
}

class HostParser
{
public:
    HostParser(const CodePoints &in, std::size_t from, std::size_t to, DiagnosticSink &sink)
        : m_in(in)
        , m_from(from)
        , m_to(to)
        , m_sink(sink)
        , m_whole(in.span(from, to))
    {}

    std::optional<Host> run(bool isOpaque);

private:
    std::optional<Host> parseDomain();
    std::optional<std::uint32_t> parseIpv4(std::string_view ascii);
    std::optional<std::array<std::uint16_t, 8>> parseIpv6(std::size_t from, std::size_t to);
    std::optional<Host> parseOpaque();

    Span partSpan(std::size_t offset, std::size_t length) const;
    void error(DiagCode code, Span span, std::string_view rule, std::string message)
    {
        m_sink.add(code, span, rule, kHostCite, std::move(message));
    }

    const CodePoints &m_in;
    std::size_t m_from;
    std::size_t m_to;
    DiagnosticSink &m_sink;
    Span m_whole;
    // The original bytes of each byte of the percent-decoded domain, when the
    // ASCII domain maps one to one onto it; empty otherwise.
    std::vector<Span> m_byteSpans;
};

Span HostParser::partSpan(std::size_t offset, std::size_t length) const
{
    if (m_byteSpans.empty())
        return m_whole;
    if (length == 0) {
        return Span{offset < m_byteSpans.size() ? m_byteSpans[offset].offset : m_whole.end(), 0};
    }
    const Span &first = m_byteSpans[offset];
    const Span &last = m_byteSpans[offset + length - 1];
    return Span{first.offset, last.end() - first.offset};
}

// URL Standard §3.5 host parser
std::optional<Host> HostParser::run(bool isOpaque)
{
    // 1. "[" ... "]": an IPv6 address
    if (m_from < m_to && m_in.at(m_from) == '[') {
        if (m_to - m_from < 2 || m_in.at(m_to - 1) != ']') {
            error(DiagCode::WhatwgIpv6Unclosed, m_whole, "host parser",
                  quoted(m_in, m_from, m_to)
                      + " opens an IPv6 address with \"[\" but does not "
                        "close it with \"]\".");
            return std::nullopt;
        }
        const auto address = parseIpv6(m_from + 1, m_to - 1);
        if (!address)
            return std::nullopt;
        Host host;
        host.kind = HostKind::Ipv6;
        host.ipv6 = *address;
        return host;
    }
    // 2. a URL that is not special: the opaque-host parser
    if (isOpaque)
        return parseOpaque();
    return parseDomain();
}

std::optional<Host> HostParser::parseDomain()
{
    // 4. UTF-8 decode without BOM the percent-decoding of the input
    std::string bytes;
    std::vector<Span> byteSpans;
    for (std::size_t i = m_from; i < m_to; ++i) {
        const char32_t c = m_in.at(i);
        if (c == '%' && i + 2 < m_to && isAsciiHexDigit(m_in.at(i + 1))
            && isAsciiHexDigit(m_in.at(i + 2))) {
            bytes += static_cast<char>(hexValue(m_in.at(i + 1)) * 16 + hexValue(m_in.at(i + 2)));
            byteSpans.push_back(m_in.span(i, i + 3));
            i += 2;
            continue;
        }
        const std::size_t before = bytes.size();
        appendUtf8(bytes, c);
        for (std::size_t b = before; b < bytes.size(); ++b)
            byteSpans.push_back(m_in.span(i, i + 1));
    }

    // 4. a percent-encoded byte: domain-percent-encoded
    for (std::size_t i = m_from; i + 2 < m_to; ++i) {
        if (m_in.at(i) == '%' && isAsciiHexDigit(m_in.at(i + 1))
            && isAsciiHexDigit(m_in.at(i + 2))) {
            error(DiagCode::WhatwgDomainPercentEncoded, m_in.span(i, i + 3), "host parser",
                  "A percent-encoded byte in the host; it is decoded before IDNA.");
            i += 2;
        }
    }

    // 6. the domain parser with beStrict false
    const DomainOutcome outcome = runDomainParser(bytes, false);
    const bool asciiDomain = uri::detail::isAscii(bytes);
    if (asciiDomain && outcome.ascii.size() == bytes.size())
        m_byteSpans = std::move(byteSpans);
    if (outcome.strictFailed || outcome.failure != DomainFailure::None)
        reportDomainToAscii(bytes, outcome, asciiDomain, m_whole, m_sink);
    if (outcome.failure != DomainFailure::None)
        return std::nullopt;

    // 8. ends in a number: the IPv4 parser
    if (endsInANumber(outcome.ascii)) {
        if (!asciiDomain) {
            error(DiagCode::WhatwgIpv4NonAsciiInput, m_whole, "host parser",
                  "IDNA turns " + quoted(bytes) + " into the IPv4 address " + quoted(outcome.ascii)
                      + ".");
        }
        const auto address = parseIpv4(outcome.ascii);
        if (!address)
            return std::nullopt;
        Host host;
        host.kind = HostKind::Ipv4;
        host.ipv4 = *address;
        return host;
    }
    // 9. a domain
    Host host;
    host.kind = HostKind::Domain;
    host.name = outcome.ascii;
    return host;
}

// URL Standard §3.5 IPv4 parser
std::optional<std::uint32_t> HostParser::parseIpv4(std::string_view ascii)
{
    constexpr std::string_view kRule = "IPv4 parser";
    // 1. strictly split on "."
    std::vector<Part> parts = splitOnDots(ascii);
    // 2. the last part is empty: IPv4-empty-part
    if (parts.back().length == 0) {
        error(DiagCode::WhatwgIpv4EmptyPart,
              partSpan(parts.back().offset > 0 ? parts.back().offset - 1 : 0, 1), kRule,
              "The IPv4 address " + quoted(ascii) + " ends with \".\".");
        if (parts.size() > 1)
            parts.pop_back();
    }
    // 3. fewer than four parts: IPv4-too-few-parts
    if (parts.size() < 4) {
        error(DiagCode::WhatwgIpv4TooFewParts, m_whole, kRule,
              "The IPv4 address " + quoted(ascii) + " has " + std::to_string(parts.size())
                  + (parts.size() == 1 ? " part" : " parts")
                  + "; the last one fills the remaining bytes.");
    }
    // 4. more than four parts: IPv4-too-many-parts, failure
    if (parts.size() > 4) {
        error(DiagCode::WhatwgIpv4TooManyParts, m_whole, kRule,
              "The host " + quoted(ascii)
                  + " ends in a number, so it is read as an IPv4 "
                    "address, but it has "
                  + std::to_string(parts.size()) + " parts where at most four are allowed.");
        return std::nullopt;
    }
    // 5. parse each part
    std::vector<std::uint64_t> numbers;
    for (const Part &part : parts) {
        const std::string_view text = ascii.substr(part.offset, part.length);
        const std::optional<Ipv4Number> number = parseIpv4Number(text);
        if (!number) {
            error(DiagCode::WhatwgIpv4NonNumericPart, partSpan(part.offset, part.length), kRule,
                  "The host " + quoted(ascii)
                      + " ends in a number, so it is read as an IPv4 "
                        "address, but its part "
                      + quoted(text) + " is not a number.");
            return std::nullopt;
        }
        if (number->validationError) {
            error(DiagCode::WhatwgIpv4NonDecimalPart, partSpan(part.offset, part.length), kRule,
                  "The IPv4 address part " + quoted(text) + " is read as "
                      + (text.size() >= 2 && (text[1] == 'x' || text[1] == 'X') ? "hexadecimal"
                                                                                : "octal")
                      + ": it is " + std::to_string(number->value) + ".");
        }
        numbers.push_back(number->value);
    }
    // 6. a number above 255: IPv4-out-of-range-part
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        if (numbers[i] > 255) {
            const std::string_view text = ascii.substr(parts[i].offset, parts[i].length);
            error(DiagCode::WhatwgIpv4OutOfRangePart, partSpan(parts[i].offset, parts[i].length),
                  kRule,
                  "The IPv4 address part " + quoted(text) + " exceeds 255"
                      + (i + 1 == numbers.size() ? "; as the last part it fills the remaining "
                                                   "bytes of the address, if it fits."
                                                 : ": the address is rejected."));
        }
    }
    // 7. any but the last above 255: failure
    for (std::size_t i = 0; i + 1 < numbers.size(); ++i) {
        if (numbers[i] > 255)
            return std::nullopt;
    }
    // 8. the last >= 256^(5 - n): failure
    const std::uint64_t limit = std::uint64_t{1} << (8 * (5 - numbers.size()));
    if (numbers.back() >= limit)
        return std::nullopt;
    // 9.-12. the last number, plus each of the others times 256^(3 - i)
    std::uint64_t ipv4 = numbers.back();
    for (std::size_t i = 0; i + 1 < numbers.size(); ++i)
        ipv4 += numbers[i] << (8 * (3 - i));
    return static_cast<std::uint32_t>(ipv4);
}

// URL Standard §3.5 IPv6 parser, on code points [from, to) (inside the brackets)
std::optional<std::array<std::uint16_t, 8>> HostParser::parseIpv6(std::size_t from, std::size_t to)
{
    constexpr std::string_view kRule = "IPv6 parser";
    std::array<std::uint16_t, 8> address{};
    std::size_t pieceIndex = 0;
    std::optional<std::size_t> compress;
    std::size_t pointer = from;
    auto c = [&] { return pointer < to ? m_in.at(pointer) : kEof; };
    auto here = [&] { return m_in.span(pointer, std::min(pointer + 1, to)); };
    auto shown = [&] { return quoted(m_in, from, to); };

    // 5. a leading ":" must be "::"
    if (c() == ':') {
        if (pointer + 1 >= to || m_in.at(pointer + 1) != ':') {
            error(DiagCode::WhatwgIpv6InvalidCompression, here(), kRule,
                  "The IPv6 address " + shown()
                      + " begins with a single \":\"; only \"::\" may "
                        "begin it.");
            return std::nullopt;
        }
        pointer += 2;
        ++pieceIndex;
        compress = pieceIndex;
    }
    // 6. each piece
    while (c() != kEof) {
        if (pieceIndex == 8) {
            error(DiagCode::WhatwgIpv6TooManyPieces, m_in.span(pointer, to), kRule,
                  "The IPv6 address " + shown() + " has more than eight 16-bit pieces.");
            return std::nullopt;
        }
        if (c() == ':') {
            if (compress) {
                error(DiagCode::WhatwgIpv6MultipleCompression, m_in.span(pointer - 1, pointer + 1),
                      kRule, "The IPv6 address " + shown() + " uses \"::\" more than once.");
                return std::nullopt;
            }
            ++pointer;
            ++pieceIndex;
            compress = pieceIndex;
            continue;
        }
        unsigned value = 0;
        std::size_t length = 0;
        const std::size_t pieceStart = pointer;
        while (length < 4 && isAsciiHexDigit(c())) {
            const char32_t h = c();
            value = value * 0x10 + static_cast<unsigned>(hexValue(h));
            ++pointer;
            ++length;
        }
        if (c() == '.') {
            // An IPv4 address in the last 32 bits
            if (length == 0) {
                error(DiagCode::WhatwgIpv4InIpv6InvalidCodePoint, here(), kRule,
                      "The IPv4 part of the IPv6 address " + shown()
                          + " begins with \".\" instead of a number.");
                return std::nullopt;
            }
            pointer -= length;
            const std::size_t ipv4Start = pointer;
            if (pieceIndex > 6) {
                error(DiagCode::WhatwgIpv4InIpv6TooManyPieces, m_in.span(pointer, to), kRule,
                      "The IPv6 address " + shown()
                          + " has more than six 16-bit pieces before "
                            "its IPv4 part.");
                return std::nullopt;
            }
            int numbersSeen = 0;
            while (c() != kEof) {
                std::optional<unsigned> ipv4Piece;
                if (numbersSeen > 0) {
                    if (c() == '.' && numbersSeen < 4) {
                        ++pointer;
                    } else {
                        error(DiagCode::WhatwgIpv4InIpv6InvalidCodePoint, here(), kRule,
                              "The IPv4 part of the IPv6 address " + shown()
                                  + (c() == '.' ? " has more than four numbers."
                                                : " has a character other than a digit or \".\"."));
                        return std::nullopt;
                    }
                }
                if (!isAsciiDigit(c())) {
                    error(DiagCode::WhatwgIpv4InIpv6InvalidCodePoint, here(), kRule,
                          "The IPv4 part of the IPv6 address " + shown()
                              + " has an empty number or a character other than a digit.");
                    return std::nullopt;
                }
                const std::size_t numberStart = pointer;
                while (isAsciiDigit(c())) {
                    const auto number = static_cast<unsigned>(c() - '0');
                    if (!ipv4Piece) {
                        ipv4Piece = number;
                    } else if (*ipv4Piece == 0) {
                        error(DiagCode::WhatwgIpv4InIpv6InvalidCodePoint,
                              m_in.span(numberStart, pointer + 1), kRule,
                              "A number of the IPv4 part of the IPv6 address " + shown()
                                  + " has a leading zero.");
                        return std::nullopt;
                    } else {
                        *ipv4Piece = *ipv4Piece * 10 + number;
                    }
                    if (*ipv4Piece > 255) {
                        std::size_t numberEnd = pointer;
                        while (isAsciiDigit(m_in.at(numberEnd)) && numberEnd < to)
                            ++numberEnd;
                        error(DiagCode::WhatwgIpv4InIpv6OutOfRangePart,
                              m_in.span(numberStart, numberEnd), kRule,
                              "A number of the IPv4 part of the IPv6 address " + shown()
                                  + " exceeds 255.");
                        return std::nullopt;
                    }
                    ++pointer;
                }
                address[pieceIndex]
                    = static_cast<std::uint16_t>(address[pieceIndex] * 0x100 + *ipv4Piece);
                ++numbersSeen;
                if (numbersSeen == 2 || numbersSeen == 4)
                    ++pieceIndex;
            }
            if (numbersSeen != 4) {
                error(DiagCode::WhatwgIpv4InIpv6TooFewParts, m_in.span(ipv4Start, to), kRule,
                      "The IPv4 part of the IPv6 address " + shown()
                          + " has fewer than four numbers.");
                return std::nullopt;
            }
            break;
        }
        if (c() == ':') {
            ++pointer;
            if (c() == kEof) {
                error(DiagCode::WhatwgIpv6InvalidCodePoint, here(), kRule,
                      "The IPv6 address " + shown() + " ends with a single \":\".");
                return std::nullopt;
            }
        } else if (c() != kEof) {
            error(DiagCode::WhatwgIpv6InvalidCodePoint, here(), kRule,
                  "The IPv6 address " + shown() + " contains " + quoted(m_in, pointer, pointer + 1)
                      + ", which is neither a hexadecimal digit nor \":\"" + ".");
            return std::nullopt;
        }
        if (length > 1 && value < (1u << (4 * (length - 1)))) {
            error(DiagCode::WhatwgIpv6PieceLeadingZero, m_in.span(pieceStart, pieceStart + length),
                  kRule,
                  "The IPv6 address piece " + quoted(m_in, pieceStart, pieceStart + length)
                      + " has a leading zero.");
        }
        address[pieceIndex] = static_cast<std::uint16_t>(value);
        ++pieceIndex;
    }
    // 7. move the pieces after "::" to the end
    if (compress) {
        std::size_t swaps = pieceIndex - *compress;
        pieceIndex = 7;
        while (pieceIndex != 0 && swaps > 0) {
            std::swap(address[pieceIndex], address[*compress + swaps - 1]);
            --pieceIndex;
            --swaps;
        }
    } else if (pieceIndex != 8) {
        // 8. no "::" and fewer than eight pieces
        error(DiagCode::WhatwgIpv6TooFewPieces, m_in.span(from, to), kRule,
              "The IPv6 address " + shown() + " has " + std::to_string(pieceIndex)
                  + " pieces and no \"::\"; it needs eight.");
        return std::nullopt;
    }
    return address;
}

// URL Standard §3.5 opaque-host parser
std::optional<Host> HostParser::parseOpaque()
{
    constexpr std::string_view kRule = "opaque-host parser";
    // 1. a forbidden host code point: host-invalid-code-point, failure
    for (std::size_t i = m_from; i < m_to; ++i) {
        if (isForbiddenHostCodePoint(m_in.at(i))) {
            error(DiagCode::WhatwgHostInvalidCodePoint, m_in.span(i, i + 1), kRule,
                  quoted(m_in, i, i + 1) + " (" + codePointName(m_in.at(i))
                      + ") may not appear in the host of a URL that is not special.");
            return std::nullopt;
        }
    }
    Host host;
    std::string encoded;
    for (std::size_t i = m_from; i < m_to; ++i) {
        const char32_t c = m_in.at(i);
        // 2. not a URL code point and not "%": invalid-URL-unit
        if (!isUrlCodePoint(c) && c != '%') {
            error(DiagCode::WhatwgInvalidUrlUnit, m_in.span(i, i + 1), kRule,
                  "Not a URL code point; it is percent-encoded.");
        }
        // 3. "%" without two hex digits: invalid-URL-unit
        if (c == '%'
            && !(i + 2 < m_to && isAsciiHexDigit(m_in.at(i + 1))
                 && isAsciiHexDigit(m_in.at(i + 2)))) {
            error(DiagCode::WhatwgInvalidUrlUnit, m_in.span(i, i + 1), kRule,
                  "\"%\" is not followed by two hexadecimal digits.");
        }
        // 4. UTF-8 percent-encode using the C0 control percent-encode set
        percentEncode(c, EncodeSet::C0Control, encoded);
    }
    host.name = encoded;
    host.kind = host.name.empty() ? HostKind::Empty : HostKind::Opaque;
    return host;
}

} // namespace

std::optional<Host> parseHost(const CodePoints &in, std::size_t from, std::size_t to, bool isOpaque,
                              DiagnosticSink &sink)
{
    return HostParser(in, from, to, sink).run(isOpaque);
}

void reportStd3Domain(std::string_view domain, Span where, DiagnosticSink &sink)
{
    DomainOutcome outcome;
    outcome.strictFailed = true;
    outcome.strictErrors = UIDNA_ERROR_DISALLOWED;
    reportDomainToAscii(domain, outcome, true, where, sink);
}

std::string displayHost(const Host &host)
{
    if (host.kind != HostKind::Domain)
        return uri::whatwg::serializeHost(host);
    // URL Standard §4.8: render a domain by running domain to Unicode
    return uri::whatwg::domainToUnicode(host.name);
}

} // namespace uri::whatwg::detail

namespace uri::whatwg {

using namespace uri::whatwg::detail;

HostResult parseHost(std::string_view input, bool isOpaque)
{
    HostResult result;
    const CodePoints in = CodePoints::decode(input);
    uri::detail::DiagnosticSink sink(result.diagnostics);
    result.host = detail::parseHost(in, 0, in.size(), isOpaque, sink);
    sink.finish(input);
    return result;
}

namespace {

// URL Standard §3.6 IPv6 serializer
std::string serializeIpv6(const std::array<std::uint16_t, 8> &address)
{
    // Find the IPv6 address compressed piece index: the first longest run of
    // more than one 0 piece.
    std::optional<std::size_t> compress;
    std::size_t longest = 1;
    for (std::size_t i = 0; i < 8;) {
        if (address[i] != 0) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < 8 && address[end] == 0)
            ++end;
        if (end - i > longest) {
            longest = end - i;
            compress = i;
        }
        i = end;
    }
    std::string out;
    bool ignore0 = false;
    for (std::size_t i = 0; i < 8; ++i) {
        if (ignore0 && address[i] == 0)
            continue;
        ignore0 = false;
        if (compress == i) {
            out += i == 0 ? "::" : ":";
            ignore0 = true;
            continue;
        }
        constexpr std::string_view kHex = "0123456789abcdef";
        std::string piece;
        unsigned value = address[i];
        do {
            piece.insert(piece.begin(), kHex[value & 0xF]);
            value >>= 4;
        } while (value != 0);
        out += piece;
        if (i != 7)
            out += ':';
    }
    return out;
}

} // namespace

std::string serializeHost(const Host &host)
{
    switch (host.kind) {
    case HostKind::Ipv4: {
        // URL Standard §3.6 IPv4 serializer
        std::string out;
        for (int shift = 24; shift >= 0; shift -= 8) {
            out += std::to_string((host.ipv4 >> shift) & 0xFF);
            if (shift != 0)
                out += '.';
        }
        return out;
    }
    case HostKind::Ipv6:
        return "[" + serializeIpv6(host.ipv6) + "]";
    case HostKind::Domain:
    case HostKind::Opaque:
    case HostKind::Empty:
        return host.name.str();
    }
    return host.name.str();
}

DomainResult domainToAscii(std::string_view domain, bool beStrict)
{
    const DomainOutcome outcome = runDomainParser(domain, beStrict);
    DomainResult result;
    if (outcome.failure == DomainFailure::None)
        result.domain = outcome.ascii;
    result.errors = outcome.failure != DomainFailure::None
                        ? failureWords(outcome)
                        : errorWords(outcome.strictErrors, outcome.strictDetail);
    return result;
}

std::string domainToUnicode(std::string_view domain)
{
    // URL Standard §3.3 domain to Unicode: ToUnicode with the relaxed options;
    // if an error was recorded, the domain as it is.
    if (isPlainLdhName(domain)) {
        // no "xn--" label to decode: ToUnicode only maps to lowercase (UTS #46 §4)
        return uri::detail::asciiLower(domain);
    }
    std::uint32_t errors = 0;
    std::string detail;
    const std::optional<std::u16string> unicode
        = runUts46(uidna_nameToUnicode, false, uri::detail::toUtf16(domain), errors, detail);
    if (!unicode || relevantErrors(errors, false) != 0)
        return std::string(domain);
    return uri::detail::fromUtf16(*unicode);
}

std::string_view hostKindName(HostKind kind)
{
    switch (kind) {
    case HostKind::Domain:
        return "domain";
    case HostKind::Ipv4:
        return "ipv4";
    case HostKind::Ipv6:
        return "ipv6";
    case HostKind::Opaque:
        return "opaque";
    case HostKind::Empty:
        return "empty";
    }
    return "empty";
}

} // namespace uri::whatwg
