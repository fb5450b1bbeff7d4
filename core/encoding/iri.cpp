#include "uriinspector/iri.h"

#include "encoding/detail/pct_codec.h"
#include "uriinspector/charset.h"
#include "uriinspector/idna.h"
#include "uriinspector/parse.h"
#include "uriinspector/utf8.h"

#include <algorithm>

namespace uri {

namespace {

struct Sink
{
    std::string &out;
    std::vector<IriPiece> *pieces;       ///< null: output only
    detail::DiagnosticSink *diagnostics; ///< null: output only

    void piece(Span span, std::string output, IriStep step, char32_t cp)
    {
        out += output;
        if (pieces != nullptr)
            pieces->push_back({span, std::move(output), step, cp});
    }
    void diag(DiagCode code, Span span, std::string_view rule, std::string_view cite)
    {
        if (diagnostics != nullptr)
            diagnostics->add(code, span, rule, cite);
    }
};

bool inSpan(const OptSpan &span, std::size_t pos)
{
    return span && pos >= span->offset && pos < span->end();
}

// RFC 3987 §3.1 step 2 over [from, to) of @p iri.
void mapToUri(std::string_view iri, std::size_t from, std::size_t to, const OptSpan &query,
              Sink sink)
{
    for (std::size_t i = from; i < to;) {
        const auto b = static_cast<unsigned char>(iri[i]);
        if (b < 0x80) {
            sink.out += iri[i];
            ++i;
            continue;
        }
        const Utf8Char ch = decodeUtf8(iri.substr(0, to), i);
        const Span span{i, ch.length};
        std::string encoded;
        for (std::size_t k = i; k < i + ch.length; ++k)
            detail::appendPctEncoded(encoded, static_cast<unsigned char>(iri[k]));
        if (!ch.valid) {
            sink.diag(DiagCode::InvalidUtf8, span, "", "RFC 3629 §4");
        } else if (isBidiControl(ch.codePoint)) {
            // RFC 3987 §4.1: "IRIs MUST NOT contain bidirectional formatting characters"
            sink.diag(DiagCode::IriBidiFormat, span, "ucschar", "RFC 3987 §4.1");
        } else if (isIprivate(ch.codePoint)) {
            // iquery = *( ipchar / iprivate / "/" / "?" )   (RFC 3987 §2.2)
            if (!inSpan(query, i))
                sink.diag(DiagCode::IriPrivateUse, span, "iprivate", "RFC 3987 §2.2");
        } else if (!isUcschar(ch.codePoint)) {
            sink.diag(DiagCode::IriNotUcschar, span, "ucschar", "RFC 3987 §2.2");
        }
        sink.piece(span, std::move(encoded), IriStep::Encoded, ch.valid ? ch.codePoint : 0);
        i += ch.length;
    }
}

// Whether appending @p octet to @p out would complete a "%" that is not
// a triplet in the URI (only an invalid one has such a "%") into one: the
// IRI would mean another octet there (RFC 3986 §2.4), so the triplet that
// gives the hex digit stays encoded ("%3%43" must not become "%3C").
bool completesTriplet(std::string_view out, unsigned char octet)
{
    if (!charset::is(octet, charset::kHexdig))
        return false;
    const std::size_t n = out.size();
    return (n >= 1 && out[n - 1] == '%')
           || (n >= 2 && out[n - 2] == '%' && charset::is(out[n - 1], charset::kHexdig));
}

// RFC 3987 §3.2 steps 2 to 4 over [from, to) of @p uri.
void mapToIri(std::string_view uri, std::size_t from, std::size_t to, const OptSpan &query,
              Sink sink)
{
    const std::string_view s = uri.substr(0, to);
    for (std::size_t i = from; i < to;) {
        if (!detail::isPctTriplet(s, i)) {
            sink.out += s[i];
            ++i;
            continue;
        }
        // A run of triplets: the octets of one or more characters.
        std::string octets;
        std::size_t end = i;
        while (detail::isPctTriplet(s, end)) {
            octets += static_cast<char>(detail::tripletOctet(s, end));
            end += 3;
        }
        for (std::size_t k = 0; k < octets.size();) {
            const auto o = static_cast<unsigned char>(octets[k]);
            const std::size_t at = i + 3 * k;
            if (o < 0x80) {
                const Span span{at, 3};
                if (charset::is(o, charset::kUnreserved) && !completesTriplet(sink.out, o)) {
                    sink.piece(span, std::string(1, static_cast<char>(o)), IriStep::Decoded, o);
                } else {
                    // Step 2: "except those corresponding to "%", characters in
                    // "reserved", and characters in US-ASCII not allowed in URIs"
                    sink.piece(span, std::string(s.substr(at, 3)), IriStep::KeptReserved, o);
                }
                ++k;
                continue;
            }
            const Utf8Char ch = decodeUtf8(octets, k);
            const Span span{at, 3 * ch.length};
            const std::string written(s.substr(at, 3 * ch.length));
            if (!ch.valid) {
                // Step 3: "Re-percent-encode all octets produced in step 2 that
                // are not part of a strictly legal UTF-8 octet sequence."
                sink.diag(DiagCode::DecodedInvalidUtf8, span, "pct-encoded", "RFC 3987 §3.2");
                sink.piece(span, written, IriStep::KeptInvalidUtf8, 0);
            } else {
                const char32_t cp = ch.codePoint;
                const bool allowed = isUcschar(cp) || (isIprivate(cp) && inSpan(query, at));
                if (isBidiOrInvisible(cp)) {
                    sink.diag(DiagCode::DecodedBidiOrInvisible, span, "pct-encoded",
                              "RFC 3987 §4.1");
                }
                if (allowed && !isBidiOrInvisible(cp)) {
                    sink.piece(span, std::string(octets.substr(k, ch.length)), IriStep::Decoded,
                               cp);
                } else {
                    // Step 4: "Re-percent-encode all octets produced in step 3
                    // that in UTF-8 represent characters that are not appropriate"
                    sink.piece(span, written, IriStep::KeptUnsafe, cp);
                }
            }
            k += ch.length;
        }
        i = end;
    }
}

bool hasAceLabel(std::string_view host)
{
    for (std::size_t i = 0; i + 4 <= host.size(); ++i) {
        const bool atLabelStart = i == 0 || host[i - 1] == '.';
        if (atLabelStart && (host[i] == 'x' || host[i] == 'X')
            && (host[i + 1] == 'n' || host[i + 1] == 'N') && host[i + 2] == '-'
            && host[i + 3] == '-')
            return true;
    }
    return false;
}

// @p text mapped by @p map with its host @p host written as @p newHost (the
// other spelling of the host that RFC 3987 §3.1 and §3.2 offer).
using MapRange = void (*)(std::string_view, std::size_t, std::size_t, const OptSpan &, Sink);
std::string withHost(MapRange map, std::string_view text, Span host, const OptSpan &query,
                     std::string_view newHost)
{
    std::string out;
    map(text, 0, host.offset, query, {out, nullptr, nullptr});
    out += newHost;
    map(text, host.end(), text.size(), query, {out, nullptr, nullptr});
    return out;
}

bool hasEncodedOrNonAscii(std::string_view host)
{
    return std::any_of(host.begin(), host.end(),
                       [](char c) { return c == '%' || static_cast<unsigned char>(c) >= 0x80; });
}

// One direction of RFC 3987 §3.1 (IRI to URI) or §3.2 (URI to IRI): the
// input mapped by @p map, and, for a reg-name host that @p idnaApplies to,
// the whole with the host in its other IDNA spelling (@p form of the result).
IriResult convert(const ParseResult &parsed, MapRange map, bool (*idnaApplies)(std::string_view),
                  std::string IdnaResult::*form)
{
    const std::string_view text = parsed.input;
    IriResult r;
    detail::DiagnosticSink sink(r.diagnostics);
    map(text, 0, text.size(), parsed.query, {r.output, &r.pieces, &sink});
    if (parsed.hostType == HostType::RegName && idnaApplies(parsed.text(*parsed.host))) {
        const Span host = *parsed.host;
        const IdnaResult idna = idnaHost(text, host);
        if (idna.ok() && idna.*form != host.in(text))
            r.withIdnaHost = withHost(map, text, host, parsed.query, idna.*form);
    }
    sink.finish(text, &detail::describeEncoding);
    return r;
}

} // namespace

std::string_view iriStepName(IriStep step)
{
    switch (step) {
    case IriStep::Encoded:
        return "encoded";
    case IriStep::Decoded:
        return "decoded";
    case IriStep::KeptReserved:
        return "kept-reserved";
    case IriStep::KeptInvalidUtf8:
        return "kept-invalid-utf8";
    case IriStep::KeptUnsafe:
        break;
    }
    return "kept-unsafe";
}

// ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / ...
//         / %xD0000-DFFFD / %xE1000-EFFFD   (RFC 3987 §2.2)
bool isUcschar(char32_t cp)
{
    if (cp < 0x10000)
        return (cp >= 0xA0 && cp <= 0xD7FF) || (cp >= 0xF900 && cp <= 0xFDCF)
               || (cp >= 0xFDF0 && cp <= 0xFFEF);
    if (cp >= 0xE0000 && cp < 0xE1000)
        return false;
    return cp < 0xF0000 && (cp & 0xFFFF) <= 0xFFFD;
}

// iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD   (RFC 3987 §2.2)
bool isIprivate(char32_t cp)
{
    return (cp >= 0xE000 && cp <= 0xF8FF) || (cp >= 0xF0000 && cp <= 0xFFFFD)
           || (cp >= 0x100000 && cp <= 0x10FFFD);
}

IriResult iriToUri(std::string_view iri)
{
    return iriToUri(parse(iri));
}

IriResult iriToUri(const ParseResult &parsed)
{
    // RFC 3987 §3.1: "Systems accepting IRIs MAY convert the ireg-name
    // component of an IRI [...] using the ToASCII operation"; UTS #46 is the
    // current form of that operation.
    return convert(parsed, &mapToUri, &hasEncodedOrNonAscii, &IdnaResult::ascii);
}

IriResult uriToIri(std::string_view uri)
{
    return uriToIri(parse(uri));
}

IriResult uriToIri(const ParseResult &parsed)
{
    return convert(parsed, &mapToIri, &hasAceLabel, &IdnaResult::unicode);
}

} // namespace uri
