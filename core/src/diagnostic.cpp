#include "uriinspector/diagnostic.h"

#include <array>
#include <cassert>

namespace uri {

namespace {

using enum DiagCode;
constexpr Severity E = Severity::Error;
constexpr Severity W = Severity::Warning;
constexpr Severity I = Severity::Info;

// One row per code, in enum order (checked below). docs/diagnostics.md is
// generated from this table and a test keeps the two in step.
constexpr std::array kInfo{
    DiagCodeInfo{SchemeStart, "scheme-start", E, "A scheme must begin with a letter.", "1http://x"},
    DiagCodeInfo{SchemeChar, "scheme-char", E,
                 "Only letters, digits, \"+\", \"-\" and \".\" may follow the first letter of a "
                 "scheme.",
                 "ht_tp://x"},
    DiagCodeInfo{PathNoschemeColon, "path-noscheme-colon", E,
                 "The first segment of a relative-path reference may not contain \":\" (it "
                 "would read as a scheme); write \"./\" before it.",
                 ":a/b"},
    DiagCodeInfo{UserinfoChar, "userinfo-char", E, "A character not allowed in userinfo.",
                 "http://a@b@c/"},
    DiagCodeInfo{RegNameChar, "reg-name-char", E, "A character not allowed in a registered name.",
                 "http://a<b/"},
    DiagCodeInfo{PortChar, "port-char", E, "A port consists of decimal digits only.",
                 "http://x:8o/"},
    DiagCodeInfo{PathChar, "path-char", E, "A character not allowed in a path segment.",
                 "/a[1]"},
    DiagCodeInfo{QueryChar, "query-char", E, "A character not allowed in a query.", "?a=[1]"},
    DiagCodeInfo{FragmentChar, "fragment-char", E, "A character not allowed in a fragment.",
                 "#a#b"},
    DiagCodeInfo{PctEncodedMalformed, "pct-encoded-malformed", E,
                 "\"%\" must be followed by two hexadecimal digits.", "/a%2"},
    DiagCodeInfo{NonAscii, "non-ascii", E,
                 "Non-ASCII characters must be percent-encoded in a URI (an IRI, RFC 3987, "
                 "allows them).",
                 "/caf\\xC3\\xA9"},
    DiagCodeInfo{InvalidUtf8, "invalid-utf8", E, "Bytes that are not valid UTF-8.", "/\\xFF"},
    DiagCodeInfo{ControlChar, "control-char", E,
                 "Control characters are not allowed anywhere in a URI.", "/a\\x07"},
    DiagCodeInfo{Whitespace, "whitespace", E,
                 "Spaces are not allowed in a URI; percent-encode them as %20.", "/a b"},
    DiagCodeInfo{IpLiteralUnterminated, "ip-literal-unterminated", E,
                 "An IP literal opened with \"[\" is not closed with \"]\".", "http://[::1/"},
    DiagCodeInfo{IpLiteralTrailing, "ip-literal-trailing", E,
                 "Only \":\" and a port may follow the \"]\" of an IP literal.",
                 "http://[::1]x/"},
    DiagCodeInfo{Ipv6Char, "ipv6-char", E,
                 "An IPv6 address consists of hexadecimal digits, \":\" and a dotted IPv4 tail.",
                 "http://[::g]/"},
    DiagCodeInfo{Ipv6H16Length, "ipv6-h16-length", E,
                 "Each 16-bit piece of an IPv6 address has one to four hexadecimal digits.",
                 "http://[12345::]/"},
    DiagCodeInfo{Ipv6GroupCount, "ipv6-group-count", E,
                 "An IPv6 address has eight 16-bit pieces, or fewer with one \"::\".",
                 "http://[1:2:3:4:5:6:7]/"},
    DiagCodeInfo{Ipv6DoubleColonTwice, "ipv6-double-colon-twice", E,
                 "\"::\" may appear only once in an IPv6 address.", "http://[1::2::3]/"},
    DiagCodeInfo{Ipv6LoneColon, "ipv6-lone-colon", E,
                 "A single \":\" must stand between two pieces of an IPv6 address.",
                 "http://[:1::]/"},
    DiagCodeInfo{Ipv6Ipv4Tail, "ipv6-ipv4-tail", E,
                 "An IPv4 address in an IPv6 address must be a valid dotted quad in its last 32 "
                 "bits.",
                 "http://[::1.2.3]/"},
    DiagCodeInfo{Ipv6Empty, "ipv6-empty", E, "An IP literal may not be empty.", "http://[]/"},
    DiagCodeInfo{Ipv6ZoneId, "ipv6-zone-id", E,
                 "An RFC 6874 zone identifier: an extension that RFC 3986 does not allow.",
                 "http://[fe80::1%25eth0]/"},
    DiagCodeInfo{Ipv6ZoneIdUnencoded, "ipv6-zone-id-unencoded", E,
                 "A zone identifier introduced by a bare \"%\" (RFC 4007 text form); RFC 6874 "
                 "requires \"%25\" and RFC 3986 allows neither.",
                 "http://[fe80::1%eth0]/"},
    DiagCodeInfo{IpvFutureSyntax, "ipvfuture-syntax", E,
                 "IPvFuture is \"v\", hexadecimal digits, \".\", then unreserved, sub-delims "
                 "or \":\".",
                 "http://[v1]/"},
    DiagCodeInfo{RegNameNumeric, "reg-name-numeric", I,
                 "A registered name of numbers and dots that is no IPv4address; browsers and "
                 "inet_aton() read it as an IPv4 address.",
                 "http://0x7f.1/"},
    DiagCodeInfo{DeprecatedPassword, "deprecated-password", W,
                 "\"user:password\" in userinfo is deprecated; a password in a URI is exposed.",
                 "ftp://user:secret@host/"},
    DiagCodeInfo{EmptyPort, "empty-port", I,
                 "The port is empty; producers should omit the \":\" too.", "http://host:/"},
    DiagCodeInfo{TooManyDiagnostics, "too-many-diagnostics", I,
                 "More diagnostics were found than are recorded.", ""},
};

constexpr bool tableInEnumOrder()
{
    for (std::size_t i = 0; i < kInfo.size(); ++i) {
        if (static_cast<std::size_t>(kInfo[i].code) != i)
            return false;
    }
    return true;
}
static_assert(tableInEnumOrder(), "kInfo must list every DiagCode in enum order");

} // namespace

const DiagCodeInfo *diagCodeInfoBegin()
{
    return kInfo.data();
}

const DiagCodeInfo *diagCodeInfoEnd()
{
    return kInfo.data() + kInfo.size();
}

const DiagCodeInfo &diagCodeInfo(DiagCode code)
{
    const auto index = static_cast<std::size_t>(code);
    assert(index < kInfo.size());
    return kInfo[index];
}

std::string_view diagCodeName(DiagCode code)
{
    return diagCodeInfo(code).name;
}

std::optional<DiagCode> diagCodeFromName(std::string_view name)
{
    for (const DiagCodeInfo &info : kInfo) {
        if (info.name == name)
            return info.code;
    }
    return std::nullopt;
}

std::string_view severityName(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return "info";
    case Severity::Warning:
        return "warning";
    case Severity::Error:
        return "error";
    }
    return "error";
}

} // namespace uri
