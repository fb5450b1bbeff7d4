#include "syntax/detail/host_syntax.h"

#include "uriinspector/charset.h"

namespace uri::detail {

namespace {

using namespace charset;

constexpr std::string_view kIpv6Rule = "IPv6address";
constexpr std::string_view kHostCite = "RFC 3986 §3.2.2";

// dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
bool isDecOctet(std::string_view s)
{
    if (s.empty() || s.size() > 3)
        return false;
    for (char c : s) {
        if (!is(c, kDigit))
            return false;
    }
    if (s.size() > 1 && s[0] == '0')
        return false; // no leading zero
    return s.size() < 3 || s <= "255";
}

bool isNumberLabel(std::string_view s)
{
    if (s.size() >= 2 && s[0] == '0' && (s[1] | 0x20) == 'x') {
        for (char c : s.substr(2)) {
            if (!is(c, kHexdig))
                return false;
        }
        return true;
    }
    if (s.empty())
        return false;
    for (char c : s) {
        if (!is(c, kDigit))
            return false;
    }
    return true;
}

} // namespace

bool isIpv4Address(std::string_view text)
{
    int octets = 0;
    std::size_t begin = 0;
    while (true) {
        const std::size_t dot = text.find('.', begin);
        const std::string_view part = text.substr(begin, dot - begin);
        if (!isDecOctet(part))
            return false;
        ++octets;
        if (dot == std::string_view::npos)
            return octets == 4;
        if (octets == 4)
            return false;
        begin = dot + 1;
    }
}

bool looksLikeNumericHost(std::string_view text)
{
    if (!text.empty() && text.back() == '.')
        text.remove_suffix(1);
    if (text.empty())
        return false;
    int labels = 0;
    std::size_t begin = 0;
    while (true) {
        const std::size_t dot = text.find('.', begin);
        if (!isNumberLabel(text.substr(begin, dot - begin)))
            return false;
        ++labels;
        if (dot == std::string_view::npos)
            return labels <= 4;
        begin = dot + 1;
    }
}

void checkIpv6Address(std::string_view text, Span address, DiagSink &sink)
{
    const std::size_t b = address.offset;
    const std::size_t e = address.end();

    // First the characters: only HEXDIG, ":" and "." (of an IPv4 tail) belong
    // here. With any other, the structure cannot be judged.
    bool badChar = false;
    for (std::size_t i = b; i < e; ++i) {
        const char c = text[i];
        if (!is(c, kHexdig) && c != ':' && c != '.') {
            constexpr CharRule rule{kHexdig, DiagCode::Ipv6Char, false, kIpv6Rule, kHostCite};
            i = sink.checkOneChar(i, e, rule) - 1;
            badChar = true;
        }
    }
    if (badChar)
        return;

    std::size_t pieces = 0;
    bool doubleColon = false;
    std::size_t i = b;
    if (text[i] == ':') {
        if (i + 1 < e && text[i + 1] == ':') {
            doubleColon = true;
            i += 2;
        } else {
            return sink.add(DiagCode::Ipv6LoneColon, {i, 1}, kIpv6Rule, kHostCite);
        }
    }
    while (i < e) {
        const std::size_t start = i;
        while (i < e && is(text[i], kHexdig))
            ++i;
        if (i < e && text[i] == '.') {
            // ls32 = ( h16 ":" h16 ) / IPv4address: an IPv4 tail ends the address.
            const std::size_t colon = text.substr(0, e).find(':', i);
            const std::size_t tailEnd = colon == std::string_view::npos ? e : colon;
            if (colon != std::string_view::npos
                || !isIpv4Address(text.substr(start, tailEnd - start))) {
                return sink.add(DiagCode::Ipv6Ipv4Tail, {start, tailEnd - start}, kIpv6Rule,
                                kHostCite);
            }
            pieces += 2;
            i = e;
            break;
        }
        if (i == start) // a ":" where a piece should be: ":::" or "::" then ":"
            return sink.add(DiagCode::Ipv6LoneColon, {i, 1}, kIpv6Rule, kHostCite);
        if (i - start > 4) // h16 = 1*4HEXDIG
            sink.add(DiagCode::Ipv6H16Length, {start, i - start}, kIpv6Rule, kHostCite);
        ++pieces;
        if (i == e)
            break;
        // text[i] == ':'
        if (i + 1 < e && text[i + 1] == ':') {
            if (doubleColon)
                return sink.add(DiagCode::Ipv6DoubleColonTwice, {i, 2}, kIpv6Rule, kHostCite);
            doubleColon = true;
            i += 2;
            continue;
        }
        ++i;
        if (i == e) // a trailing single ":"
            return sink.add(DiagCode::Ipv6LoneColon, {i - 1, 1}, kIpv6Rule, kHostCite);
    }
    if (doubleColon ? pieces > 7 : pieces != 8)
        sink.add(DiagCode::Ipv6GroupCount, address, kIpv6Rule, kHostCite);
}

} // namespace uri::detail
