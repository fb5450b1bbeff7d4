#include "detail/pct_codec.h"

#include "detail/describe.h"
#include "uriinspector/utf8.h"

#include <algorithm>
#include <array>

namespace uri::detail {

namespace {

constexpr std::array<char, 16> kHex{'0', '1', '2', '3', '4', '5', '6', '7',
                                    '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'};

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

// What a run of triplets decodes to, shown safely.
std::string decodedShown(std::string_view bytes)
{
    std::string octets;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        if (isPctTriplet(bytes, i)) {
            octets += static_cast<char>(tripletOctet(bytes, i));
            i += 2;
        } else {
            octets += bytes[i];
        }
    }
    return quoted(octets);
}

std::string message(const Diagnostic &d, std::string_view text)
{
    const std::string_view bytes = d.span.in(text);
    switch (d.code) {
    case DiagCode::DoubleEncoding:
        return quoted(bytes) + " was percent-encoded more than once: decoding it once gives "
               + decodedShown(bytes) + ", which is itself an encoding. Decode it once only.";
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

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

bool isPctTriplet(std::string_view text, std::size_t pos)
{
    return pos + 2 < text.size() && text[pos] == '%' && hexValue(text[pos + 1]) >= 0
           && hexValue(text[pos + 2]) >= 0;
}

unsigned char tripletOctet(std::string_view text, std::size_t pos)
{
    return static_cast<unsigned char>(hexValue(text[pos + 1]) * 16 + hexValue(text[pos + 2]));
}

void appendPctEncoded(std::string &out, unsigned char octet)
{
    out += '%';
    out += kHex[octet >> 4];
    out += kHex[octet & 0xF];
}

void appendUtf8(std::string &out, char32_t cp)
{
    const auto put = [&](char32_t v) { out += static_cast<char>(static_cast<unsigned char>(v)); };
    if (cp < 0x80) {
        put(cp);
    } else if (cp < 0x800) {
        put(0xC0 | (cp >> 6));
        put(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        put(0xE0 | (cp >> 12));
        put(0x80 | ((cp >> 6) & 0x3F));
        put(0x80 | (cp & 0x3F));
    } else {
        put(0xF0 | (cp >> 18));
        put(0x80 | ((cp >> 12) & 0x3F));
        put(0x80 | ((cp >> 6) & 0x3F));
        put(0x80 | (cp & 0x3F));
    }
}

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

bool isBidiFormat(char32_t cp)
{
    return cp == 0x061C || cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E)
           || (cp >= 0x2066 && cp <= 0x2069);
}

void addDiagnostic(std::vector<Diagnostic> &out, DiagCode code, Span span, std::string_view rule,
                   std::string_view cite)
{
    if (!out.empty()) {
        Diagnostic &last = out.back();
        if (last.code == code && last.rule == rule && last.span.end() == span.offset
            && last.message.empty()) {
            last.span.length += span.length;
            return;
        }
    }
    out.push_back({diagCodeInfo(code).severity, code, span, rule, cite, {}});
}

void describeAll(std::vector<Diagnostic> &diags, std::string_view text)
{
    for (Diagnostic &d : diags) {
        if (d.message.empty())
            d.message = message(d, text);
    }
}

} // namespace uri::detail
