#include "uriinspector/idna.h"

#include "encoding/detail/pct_codec.h"
#include "uriinspector/utf8.h"

#include <unicode/uidna.h>

#include <array>
#include <cstdint>
#include <memory>

namespace uri {

namespace {

// ICU's error bits and our codes, with the rule each one enforces.
struct ErrorBit
{
    std::uint32_t bit;
    DiagCode code;
    std::string_view cite;
};

constexpr std::array kErrorBits{
    ErrorBit{UIDNA_ERROR_EMPTY_LABEL, DiagCode::IdnaEmptyLabel, "UTS #46 §4.2"},
    ErrorBit{UIDNA_ERROR_LABEL_TOO_LONG, DiagCode::IdnaLabelTooLong, "UTS #46 §4.2"},
    ErrorBit{UIDNA_ERROR_DOMAIN_NAME_TOO_LONG, DiagCode::IdnaDomainTooLong, "UTS #46 §4.2"},
    ErrorBit{UIDNA_ERROR_LEADING_HYPHEN, DiagCode::IdnaLeadingHyphen, "UTS #46 §4.1"},
    ErrorBit{UIDNA_ERROR_TRAILING_HYPHEN, DiagCode::IdnaTrailingHyphen, "UTS #46 §4.1"},
    ErrorBit{UIDNA_ERROR_HYPHEN_3_4, DiagCode::IdnaHyphen34, "UTS #46 §4.1"},
    ErrorBit{UIDNA_ERROR_LEADING_COMBINING_MARK, DiagCode::IdnaLeadingCombiningMark,
             "UTS #46 §4.1"},
    ErrorBit{UIDNA_ERROR_DISALLOWED, DiagCode::IdnaDisallowed, "UTS #46 §4.1"},
    ErrorBit{UIDNA_ERROR_PUNYCODE, DiagCode::IdnaPunycode, "RFC 3492 §6.2"},
    ErrorBit{UIDNA_ERROR_LABEL_HAS_DOT, DiagCode::IdnaLabelHasDot, "UTS #46 §4.1"},
    ErrorBit{UIDNA_ERROR_INVALID_ACE_LABEL, DiagCode::IdnaInvalidAceLabel, "UTS #46 §4"},
    ErrorBit{UIDNA_ERROR_BIDI, DiagCode::IdnaBidi, "RFC 5893 §2"},
    ErrorBit{UIDNA_ERROR_CONTEXTJ, DiagCode::IdnaContextJ, "RFC 5892 Appendix A.1"},
    ErrorBit{UIDNA_ERROR_CONTEXTO_PUNCTUATION, DiagCode::IdnaContextOPunctuation,
             "RFC 5892 Appendix A"},
    ErrorBit{UIDNA_ERROR_CONTEXTO_DIGITS, DiagCode::IdnaContextODigits, "RFC 5892 Appendix A.8"},
};

constexpr std::string_view kRule = "reg-name";

struct IdnaCloser
{
    void operator()(UIDNA *idna) const { uidna_close(idna); }
};
using IdnaPtr = std::unique_ptr<UIDNA, IdnaCloser>;

IdnaPtr openIdna(const IdnaOptions &o)
{
    std::uint32_t options = UIDNA_DEFAULT;
    if (!o.transitional)
        options |= UIDNA_NONTRANSITIONAL_TO_ASCII | UIDNA_NONTRANSITIONAL_TO_UNICODE;
    if (o.checkBidi)
        options |= UIDNA_CHECK_BIDI;
    if (o.checkJoiners)
        options |= UIDNA_CHECK_CONTEXTJ;
    if (o.checkContextO)
        options |= UIDNA_CHECK_CONTEXTO;
    if (o.useStd3Rules)
        options |= UIDNA_USE_STD3_RULES;
    UErrorCode status = U_ZERO_ERROR;
    IdnaPtr idna(uidna_openUTS46(options, &status));
    if (U_FAILURE(status))
        return nullptr;
    return idna;
}

using IcuFunction
    = int32_t (*)(const UIDNA *, const char *, int32_t, char *, int32_t, UIDNAInfo *, UErrorCode *);

struct Processed
{
    std::string text;
    std::uint32_t errors = 0;
};

// One ICU call, with a second one when the first buffer is too small.
Processed run(const UIDNA *idna, IcuFunction f, std::string_view in)
{
    Processed out;
    out.text.resize(in.size() * 4 + 64);
    for (int attempt = 0; attempt < 2; ++attempt) {
        UIDNAInfo info{};
        info.size = static_cast<int16_t>(sizeof(UIDNAInfo));
        UErrorCode status = U_ZERO_ERROR;
        const int32_t n = f(idna, in.data(), static_cast<int32_t>(in.size()), out.text.data(),
                            static_cast<int32_t>(out.text.size()), &info, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR) {
            out.text.resize(static_cast<std::size_t>(n));
            continue;
        }
        if (U_FAILURE(status)) {
            // Only an input too long for an int32_t gets here.
            out.text.clear();
            out.errors = UIDNA_ERROR_DOMAIN_NAME_TOO_LONG;
            return out;
        }
        out.text.resize(static_cast<std::size_t>(n));
        out.errors = info.errors;
        return out;
    }
    out.text.clear();
    out.errors = UIDNA_ERROR_DOMAIN_NAME_TOO_LONG;
    return out;
}

// UTS #46 §4 step 1 maps these full stops to "." before splitting into labels.
std::size_t separatorLength(std::string_view s, std::size_t i)
{
    if (s[i] == '.')
        return 1;
    const std::string_view rest = s.substr(i);
    for (std::string_view dot : {"\xE3\x80\x82", "\xEF\xBC\x8E", "\xEF\xBD\xA1"}) {
        if (rest.substr(0, 3) == dot)
            return 3;
    }
    return 0;
}

// The spans of the code points of a label that UTS #46 disallows on their own.
std::vector<Span> disallowedSpans(const UIDNA *idna, const detail::TracedOctets &host,
                                  std::size_t from, std::size_t length)
{
    constexpr std::size_t kMaxChecked = 256;
    std::vector<Span> spans;
    if (length > kMaxChecked)
        return spans;
    const std::string_view label = std::string_view(host.octets).substr(from, length);
    for (std::size_t i = 0; i < label.size();) {
        const Utf8Char ch = decodeUtf8(label, i);
        const Processed p = run(idna, uidna_labelToUnicodeUTF8, label.substr(i, ch.length));
        if ((p.errors & UIDNA_ERROR_DISALLOWED) != 0) {
            const Span s = host.source(from + i, ch.length);
            if (!spans.empty() && spans.back().end() == s.offset)
                spans.back().length += s.length;
            else
                spans.push_back(s);
        }
        i += ch.length;
    }
    return spans;
}

void addError(IdnaResult &r, const ErrorBit &e, Span span)
{
    r.diagnostics.push_back({diagCodeInfo(e.code).severity, e.code, span, kRule, e.cite, {}});
}

} // namespace

IdnaResult idnaHost(std::string_view input, Span host, const IdnaOptions &options)
{
    IdnaResult r;
    r.span = host;
    // RFC 3986 §3.2.2: non-ASCII in a reg-name is percent-encoded UTF-8.
    const detail::TracedOctets decoded = detail::decodeOnce(detail::traceBytes(input, host));
    r.decoded = decoded.octets;

    const IdnaPtr idna = openIdna(options);
    if (!idna)
        return r;

    const Processed toAscii = run(idna.get(), uidna_nameToASCII_UTF8, r.decoded);
    const Processed toUnicode = run(idna.get(), uidna_nameToUnicodeUTF8, r.decoded);
    r.ascii = toAscii.text;
    r.unicode = toUnicode.text;
    const std::uint32_t nameErrors = toAscii.errors | toUnicode.errors;

    // Labels, as UTS #46 §4 step 3 breaks the name into them (counted first:
    // a long name of many labels is laid out once, not moved as it grows).
    const std::string_view s = r.decoded;
    std::size_t separators = 0;
    for (std::size_t i = 0; i < s.size(); ++i)
        separators += separatorLength(s, i) != 0 ? 1 : 0;
    r.labels.reserve(separators + 1);
    std::uint32_t labelErrors = 0;
    for (std::size_t begin = 0;;) {
        std::size_t end = begin;
        std::size_t sep = 0;
        while (end < s.size() && (sep = separatorLength(s, end)) == 0)
            ++end;
        IdnaLabel label;
        label.span = decoded.source(begin, end - begin);
        label.text = std::string(s.substr(begin, end - begin));
        label.root = end == s.size() && begin == s.size() && begin > 0;
        if (!label.root) {
            const Processed a = run(idna.get(), uidna_labelToASCII_UTF8, label.text);
            const Processed u = run(idna.get(), uidna_labelToUnicodeUTF8, label.text);
            label.ascii = a.text;
            label.unicode = u.text;
            const std::uint32_t errors = a.errors | u.errors;
            labelErrors |= errors;
            for (const ErrorBit &e : kErrorBits) {
                if ((errors & e.bit) == 0)
                    continue;
                label.errors.push_back(e.code);
                std::vector<Span> where;
                if (e.bit == UIDNA_ERROR_DISALLOWED)
                    where = disallowedSpans(idna.get(), decoded, begin, end - begin);
                if (where.empty())
                    where.push_back(label.span);
                for (const Span &w : where)
                    addError(r, e, w);
            }
        }
        r.labels.push_back(std::move(label));
        if (end >= s.size())
            break;
        begin = end + sep;
    }
    // What only the whole name shows: its length, the Bidi Rule across labels.
    for (const ErrorBit &e : kErrorBits) {
        if ((nameErrors & e.bit) != 0 && (labelErrors & e.bit) == 0)
            addError(r, e, host);
    }
    detail::DiagnosticSink(r.diagnostics).finish(input, &detail::describeEncoding);
    return r;
}

} // namespace uri
