#include "uriinspector/percent.h"

#include "encoding/detail/pct_codec.h"
#include "uriinspector/charset.h"
#include "uriinspector/utf8.h"

#include <algorithm>
#include <optional>

namespace uri {

namespace {

constexpr std::string_view kPctRule = "pct-encoded";

// Whether @p octet, decoded, would still be data of @p component: in a whole
// path "/" separates segments, so an encoded "/" is judged as part of a
// segment; in userinfo ":" separates the (deprecated) password.
bool octetMayStand(unsigned char octet, Component component, Spec spec)
{
    if (component == Component::Path)
        return mayStandUnencoded(octet, Component::PathSegment, spec);
    if (component == Component::Userinfo && octet == ':')
        return false;
    return mayStandUnencoded(octet, component, spec);
}

bool hasLowercaseHex(std::string_view triplet)
{
    return (triplet[1] >= 'a' && triplet[1] <= 'f') || (triplet[2] >= 'a' && triplet[2] <= 'f');
}

bool isControl(char32_t cp)
{
    return cp < 0x20 || (cp >= 0x7F && cp < 0xA0);
}

void viewChars(std::string_view input, PercentView &v, detail::DiagnosticSink &sink)
{
    const std::string_view s = input;
    const std::size_t end = v.span.end();
    v.chars.reserve(v.span.length); // at most one character per byte
    for (std::size_t i = v.span.offset; i < end;) {
        CharView c;
        if (detail::isPctTriplet(s.substr(0, end), i)) {
            // pct-encoded = "%" HEXDIG HEXDIG   (RFC 3986 §2.1)
            c.span = {i, 3};
            c.charClass = CharClass::PctEncoded;
            c.allowed = hasPercentEncoding(v.component, v.spec);
            c.octet = detail::tripletOctet(s, i);
            c.octetClass = classOfOctet(c.octet);
            c.octetAllowed = octetMayStand(c.octet, v.component, v.spec);
            if (hasLowercaseHex(s.substr(i, 3))) {
                // RFC 3986 §2.1: "should use uppercase hexadecimal digits"
                sink.add(DiagCode::PctEncodedLowercase, c.span, kPctRule, "RFC 3986 §2.1");
            }
            if (c.octetClass == CharClass::Unreserved) {
                // RFC 3986 §2.3: "should be decoded to their corresponding
                // unreserved characters by URI normalizers"
                sink.add(DiagCode::PctEncodedUnreserved, c.span, kPctRule, "RFC 3986 §2.3");
            } else if ((c.octetClass == CharClass::GenDelim || c.octetClass == CharClass::SubDelim)
                       && !c.octetAllowed) {
                // RFC 3986 §2.2: "URIs that differ in the replacement of a reserved
                // character with its corresponding percent-encoded octet are not
                // equivalent."
                sink.add(DiagCode::PctEncodedDelimiter, c.span, kPctRule, "RFC 3986 §2.2");
            }
        } else if (static_cast<unsigned char>(s[i]) >= 0x80) {
            const Utf8Char ch = decodeUtf8(s.substr(0, end), i);
            c.span = {i, ch.length};
            c.charClass = CharClass::NotAllowed;
        } else {
            const auto b = static_cast<unsigned char>(s[i]);
            c.span = {i, 1};
            c.charClass = classOfOctet(b);
            c.allowed = mayStandUnencoded(b, v.component, v.spec);
        }
        i = c.span.end();
        v.chars.push_back(c);
    }
}

void viewText(const detail::TracedOctets &once, PercentView &v, detail::DiagnosticSink &sink)
{
    const std::string_view s = once.octets;
    v.text.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        const Utf8Char ch = decodeUtf8(s, i);
        DecodedChar d;
        d.offset = i;
        d.length = ch.length;
        d.valid = ch.valid;
        d.codePoint = ch.valid ? ch.codePoint : 0;
        d.span = once.source(i, ch.length);
        for (std::size_t k = i; k < i + ch.length; ++k)
            d.viaPercent = d.viaPercent || once.fromTriplet[k];
        v.utf8Valid = v.utf8Valid && ch.valid;
        if (d.viaPercent) {
            if (!d.valid) {
                // RFC 3986 §2.5: new schemes encode characters as UTF-8 octets
                sink.add(DiagCode::DecodedInvalidUtf8, d.span, kPctRule, "RFC 3986 §2.5");
            } else if (isControl(d.codePoint)) {
                // RFC 3986 §7.3: "%00" "may require special handling"
                sink.add(DiagCode::DecodedControl, d.span, kPctRule, "RFC 3986 §7.3");
            } else if (isBidiOrInvisible(d.codePoint)) {
                sink.add(DiagCode::DecodedBidiOrInvisible, d.span, kPctRule, "RFC 3987 §4.1");
            }
        }
        v.text.push_back(d);
        i += ch.length;
    }
}

DecodeLayer layerOf(const detail::TracedOctets &t)
{
    DecodeLayer layer;
    layer.octets = t.octets;
    for (std::size_t i = 0; i < t.octets.size(); ++i) {
        if (t.fromTriplet[i])
            layer.decoded.push_back(t.spans[i]);
    }
    return layer;
}

} // namespace

std::string_view charClassName(CharClass cls)
{
    switch (cls) {
    case CharClass::Unreserved:
        return "unreserved";
    case CharClass::GenDelim:
        return "gen-delim";
    case CharClass::SubDelim:
        return "sub-delim";
    case CharClass::PctEncoded:
        return "pct-encoded";
    case CharClass::NotAllowed:
        break;
    }
    return "not-allowed";
}

CharClass classOfOctet(unsigned char octet)
{
    if (charset::is(octet, charset::kUnreserved))
        return CharClass::Unreserved;
    if (charset::is(octet, charset::kGenDelim))
        return CharClass::GenDelim;
    if (charset::is(octet, charset::kSubDelim))
        return CharClass::SubDelim;
    return CharClass::NotAllowed;
}

std::string PercentView::displayText() const
{
    return escapeForDisplay(octets);
}

PercentView percentView(std::string_view input, Span span, Component component, Spec spec)
{
    PercentView v;
    v.component = component;
    v.spec = spec;
    v.span = span;
    detail::DiagnosticSink sink(v.diagnostics);
    viewChars(input, v, sink);

    // RFC 3986 §2.4: decode once; then, layer by layer, only what a decoded
    // "%25" has turned into a new triplet.
    const detail::TracedOctets written = detail::traceBytes(input, span);
    detail::TracedOctets current = detail::decodeOnce(written);
    v.layers.push_back(layerOf(written));
    v.layers.push_back(layerOf(current));
    v.octets = current.octets;
    viewText(current, v, sink);

    std::vector<Diagnostic> doubles;
    detail::DiagnosticSink doublesSink(doubles);
    // a further layer needs a "%" that decoding "%25" made
    while (v.layers.size() < kMaxDecodeLayers && current.octets.find('%') != std::string::npos) {
        detail::TracedOctets next = detail::decodeOnce(current, true);
        if (next.octets == current.octets)
            break;
        // decodeOnce() marks only the triplets decoded in this round.
        DecodeLayer layer = layerOf(next);
        for (const Span &s : layer.decoded) {
            // RFC 3986 §2.4: "implementations must not percent-encode or decode
            // the same string more than once"
            doublesSink.add(DiagCode::DoubleEncoding, s, kPctRule, "RFC 3986 §2.4");
        }
        v.layers.push_back(std::move(layer));
        current = std::move(next);
    }
    // One diagnostic for each outermost encoding: "%25252F" is reported once,
    // with its whole span, not once per layer. In order of offset (longest
    // first), a span lies inside another exactly when an earlier, different
    // span reaches as far: one sweep, however many encodings there are.
    std::vector<std::size_t> order(doubles.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const Span &x = doubles[a].span;
        const Span &y = doubles[b].span;
        return x.offset != y.offset ? x.offset < y.offset : x.length > y.length;
    });
    std::vector<bool> outermost(doubles.size(), false);
    std::optional<std::size_t> reach; // the furthest end of the spans before this group
    for (std::size_t i = 0; i < order.size();) {
        const Span here = doubles[order[i]].span;
        std::size_t j = i;
        for (; j < order.size() && doubles[order[j]].span == here; ++j)
            outermost[order[j]] = !reach || *reach < here.end();
        reach = std::max(reach.value_or(0), here.end());
        i = j;
    }
    for (std::size_t i = 0; i < doubles.size(); ++i) {
        if (outermost[i])
            sink.add(doubles[i]);
    }
    std::stable_sort(
        v.diagnostics.begin(), v.diagnostics.end(),
        [](const Diagnostic &a, const Diagnostic &b) { return a.span.offset < b.span.offset; });
    sink.finish(input, &detail::describeEncoding);
    return v;
}

DecodeResult decodeComponents(std::string_view input)
{
    const ParseResult parsed = parse(input);
    DecodeResult r;
    r.diagnostics = parsed.diagnostics;
    const auto add = [&](const OptSpan &span, Component component) {
        if (!span)
            return;
        r.views.push_back(percentView(input, *span, component));
        const std::vector<Diagnostic> &d = r.views.back().diagnostics;
        r.diagnostics.insert(r.diagnostics.end(), d.begin(), d.end());
    };
    add(parsed.userinfo, Component::Userinfo);
    if (parsed.hostType == HostType::RegName)
        add(parsed.host, Component::RegName);
    add(parsed.path, Component::Path);
    add(parsed.query, Component::Query);
    add(parsed.fragment, Component::Fragment);
    return r;
}

std::string percentDecode(std::string_view text)
{
    return detail::pctDecode(text);
}

PercentView plainView(const ParseResult &r, PlainComponent component)
{
    PercentView v;
    const OptSpan where = component == PlainComponent::Scheme ? r.scheme
                          : component == PlainComponent::Port ? r.port
                                                              : r.host;
    if (!where)
        return v;
    const Span span = *where;
    const std::string_view text = span.in(r.input);
    v.span = span;
    v.octets = std::string(text);
    v.layers = {DecodeLayer{std::string(text), {}}};
    std::size_t i = 0;
    while (i < text.size()) {
        const auto b = static_cast<unsigned char>(text[i]);
        CharView c;
        const std::size_t at = span.offset + i;
        if (detail::isPctTriplet(text, i)) {
            c.span = {at, 3};
            c.charClass = CharClass::PctEncoded;
            c.octet = detail::tripletOctet(text, i);
            c.octetClass = classOfOctet(c.octet);
            // RFC 6874 §2: ZoneID = 1*( unreserved / pct-encoded ), after "%25"
            const bool inZone = r.zoneId && r.zoneId->contains(c.span);
            const bool zoneDelimiter = r.zoneId && at + 3 == r.zoneId->offset;
            c.allowed = component == PlainComponent::IpHost && (inZone || zoneDelimiter);
            c.octetAllowed = false;
        } else if (b >= 0x80) {
            const Utf8Char u = decodeUtf8(text, i);
            c.span = {at, u.length};
            c.charClass = CharClass::NotAllowed;
        } else {
            c.span = {at, 1};
            c.charClass = classOfOctet(b);
            switch (component) {
            case PlainComponent::Scheme:
                // RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
                c.allowed
                    = i == 0 ? charset::is(b, charset::kAlpha) : charset::is(b, charset::kScheme);
                break;
            case PlainComponent::Port:
                // RFC 3986 §3.2.3: port = *DIGIT
                c.allowed = charset::is(b, charset::kDigit);
                break;
            case PlainComponent::IpHost:
                if (r.hostType == HostType::IPv4) {
                    // RFC 3986 §3.2.2: IPv4address = dec-octet "." dec-octet "." ...
                    c.allowed = charset::is(b, charset::kDigit) || b == '.';
                } else {
                    // RFC 3986 §3.2.2: IP-literal = "[" ( IPv6address / IPvFuture ) "]"
                    const bool bracket = (i == 0 && b == '[') || (i + 1 == text.size() && b == ']');
                    const bool inZone = r.zoneId && r.zoneId->contains(c.span);
                    c.allowed = bracket
                                || (inZone ? charset::is(b, charset::kUnreserved)
                                           : charset::is(b, charset::kIpvFuture));
                }
                break;
            }
        }
        i += c.span.length;
        v.chars.push_back(c);
    }
    // The text as written, read as UTF-8 (nothing is decoded here).
    for (std::size_t k = 0; k < text.size();) {
        const Utf8Char u = decodeUtf8(text, k);
        DecodedChar d;
        d.span = {span.offset + k, u.length};
        d.offset = k;
        d.length = u.length;
        d.codePoint = u.codePoint;
        d.valid = u.valid;
        v.utf8Valid = v.utf8Valid && u.valid;
        v.text.push_back(d);
        k += u.length;
    }
    return v;
}

} // namespace uri
