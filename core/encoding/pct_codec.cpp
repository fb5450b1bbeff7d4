#include "encoding/detail/pct_codec.h"

#include "syntax/detail/describe.h"
#include "uriinspector/utf8.h"

#include <algorithm>
#include <array>

namespace uri::detail {

namespace {

constexpr std::size_t kExcerptBytes = 24;

std::string quoted(std::string_view bytes)
{
    std::size_t end = bytes.size();
    const bool cut = end > kExcerptBytes;
    if (cut) {
        end = kExcerptBytes;
        while (end > 0 && (static_cast<unsigned char>(bytes[end]) & 0xC0) == 0x80)
            --end;
    }
    return "\"" + escapeForDisplay(bytes.substr(0, end)) + (cut ? "...\"" : "\"");
}

std::string encodingMessage(const Diagnostic &d, std::string_view text)
{
    const std::string_view bytes = d.span.in(text);
    switch (d.code) {
    case DiagCode::DoubleEncoding:
        return quoted(bytes) + " was percent-encoded more than once: decoding it once gives "
               + quoted(pctDecode(bytes)) + ", which is itself an encoding. Decode it once only.";
    case DiagCode::DecodedInvalidUtf8:
        return quoted(bytes) + " decodes to octets that are not UTF-8; they are kept as bytes.";
    case DiagCode::DecodedControl:
        return quoted(bytes)
               + " decodes to a control character; a program that decodes it "
                 "may read it as the end of a line or of a string.";
    case DiagCode::DecodedBidiOrInvisible:
        return quoted(bytes)
               + " decodes to a bidi formatting or invisible character, which "
                 "changes how the text around it is displayed.";
    case DiagCode::PctEncodedUnreserved:
        return quoted(bytes)
               + " encodes unreserved characters; URI producers should not "
                 "encode them, and normalizers decode them.";
    case DiagCode::PctEncodedDelimiter:
        return quoted(bytes)
               + " encodes a character that delimits this component; it is "
                 "data here, and the URI with the character unencoded is a different URI.";
    case DiagCode::PctEncodedLowercase:
        return quoted(bytes)
               + " uses lowercase hexadecimal digits; uppercase is the normal "
                 "form.";
    case DiagCode::EncodeUnrepresentable:
        return quoted(bytes)
               + " cannot be written in this component under the chosen spec; "
                 "it was percent-encoded anyway.";
    case DiagCode::IriNotUcschar:
        return "Non-ASCII " + quoted(bytes)
               + " is not a character that an IRI may contain "
                 "(RFC 3987 ucschar); it was percent-encoded.";
    case DiagCode::IriPrivateUse:
        return "The private-use character " + quoted(bytes)
               + " may appear only in the "
                 "query of an IRI.";
    case DiagCode::IriBidiFormat:
        return quoted(bytes)
               + " is a bidirectional formatting character, which an IRI must "
                 "not contain.";
    default:
        break;
    }
    return describe(d, text);
}

} // namespace

Span TracedOctets::source(std::size_t from, std::size_t length) const
{
    if (length == 0) {
        const std::size_t at = from < spans.size() ? spans[from].offset
                               : spans.empty()     ? origin
                                                   : spans.back().end();
        return {at, 0};
    }
    std::size_t begin = spans[from].offset;
    std::size_t end = spans[from].end();
    for (std::size_t i = from; i < from + length; ++i) {
        begin = std::min(begin, spans[i].offset);
        end = std::max(end, spans[i].end());
    }
    return {begin, end - begin};
}

TracedOctets traceBytes(std::string_view input, Span span)
{
    TracedOctets out;
    out.octets = std::string(span.in(input));
    out.spans.reserve(span.length);
    for (std::size_t i = 0; i < span.length; ++i)
        out.spans.push_back({span.offset + i, 1});
    out.fromTriplet.assign(span.length, false);
    out.origin = span.offset;
    return out;
}

TracedOctets decodeOnce(const TracedOctets &in, bool onlyAfterDecodedPercent)
{
    TracedOctets out;
    out.origin = in.origin;
    out.octets.reserve(in.octets.size());
    out.spans.reserve(in.octets.size());
    out.fromTriplet.reserve(in.octets.size());
    const std::string_view s = in.octets;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (isPctTriplet(s, i) && (!onlyAfterDecodedPercent || in.fromTriplet[i])) {
            out.octets += static_cast<char>(tripletOctet(s, i));
            out.spans.push_back(in.source(i, 3));
            out.fromTriplet.push_back(true);
            i += 2;
        } else {
            out.octets += s[i];
            out.spans.push_back(in.spans[i]);
            out.fromTriplet.push_back(false);
        }
    }
    return out;
}

std::string describeEncoding(const Diagnostic &diag, std::string_view text)
{
    return encodingMessage(diag, text);
}

} // namespace uri::detail
