#include "uriinspector/diagnostic.h"

#include <array>

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
    DiagCodeInfo{PathChar, "path-char", E, "A character not allowed in a path segment.", "/a[1]"},
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
                 "Only \":\" and a port may follow the \"]\" of an IP literal.", "http://[::1]x/"},
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
    // The URL Standard's validation errors (§1.1): the name is the Standard's own. Error
    // where the Standard's table says "Failure: Yes" (for domain-to-ASCII and
    // IPv4-out-of-range-part only under a condition), Warning where it says no.
    DiagCodeInfo{WhatwgDomainToAscii, "domain-to-ASCII", E,
                 "The host is no valid domain under strict UTS #46 ToASCII; a failure for a "
                 "non-ASCII host that relaxed ToASCII rejects too, or that has a forbidden "
                 "domain code point.",
                 "https://exa%23mple.org"},
    DiagCodeInfo{WhatwgDomainPercentEncoded, "domain-percent-encoded", W,
                 "The host of a special URL contains a percent-encoded byte; it is decoded.",
                 "https://exam%70le.org"},
    DiagCodeInfo{WhatwgHostInvalidCodePoint, "host-invalid-code-point", E,
                 "The opaque host of a URL that is not special contains a forbidden host code "
                 "point.",
                 "foo://exa[mple.org"},
    DiagCodeInfo{WhatwgIpv4EmptyPart, "IPv4-empty-part", W, "An IPv4 address ends with \".\".",
                 "https://127.0.0.1./"},
    DiagCodeInfo{WhatwgIpv4TooFewParts, "IPv4-too-few-parts", W,
                 "An IPv4 address has fewer than four parts.", "https://1.2.3/"},
    DiagCodeInfo{WhatwgIpv4TooManyParts, "IPv4-too-many-parts", E,
                 "A host that ends in a number has more than four parts.", "https://1.2.3.4.5/"},
    DiagCodeInfo{WhatwgIpv4NonNumericPart, "IPv4-non-numeric-part", E,
                 "A host that ends in a number has a part that is not a number.",
                 "https://test.42"},
    DiagCodeInfo{WhatwgIpv4NonDecimalPart, "IPv4-non-decimal-part", W,
                 "An IPv4 address part is written in hexadecimal (\"0x\") or octal (leading "
                 "\"0\").",
                 "https://127.0.0x0.1"},
    DiagCodeInfo{WhatwgIpv4OutOfRangePart, "IPv4-out-of-range-part", E,
                 "An IPv4 address part exceeds 255 (a failure, except for a last part that "
                 "still fits the remaining bytes).",
                 "https://255.255.4000.1"},
    DiagCodeInfo{WhatwgIpv4NonAsciiInput, "IPv4-non-ASCII-input", W,
                 "An IPv4 address comes from non-ASCII input through IDNA processing.",
                 "https://\\xE2\\x91\\xA0.\\xE2\\x91\\xA1.\\xE2\\x91\\xA2.\\xE2\\x91\\xA3"},
    DiagCodeInfo{WhatwgIpv6Unclosed, "IPv6-unclosed", E,
                 "An IPv6 address is missing the closing \"]\".", "https://[::1"},
    DiagCodeInfo{WhatwgIpv6InvalidCompression, "IPv6-invalid-compression", E,
                 "An IPv6 address begins with a single \":\".", "https://[:1]"},
    DiagCodeInfo{WhatwgIpv6TooManyPieces, "IPv6-too-many-pieces", E,
                 "An IPv6 address has more than eight pieces.", "https://[1:2:3:4:5:6:7:8:9]"},
    DiagCodeInfo{WhatwgIpv6MultipleCompression, "IPv6-multiple-compression", E,
                 "An IPv6 address uses \"::\" more than once.", "https://[1::1::1]"},
    DiagCodeInfo{WhatwgIpv6InvalidCodePoint, "IPv6-invalid-code-point", E,
                 "An IPv6 address contains something other than hexadecimal digits and \":\", "
                 "or ends unexpectedly.",
                 "https://[1:2:3!:4]"},
    DiagCodeInfo{WhatwgIpv6TooFewPieces, "IPv6-too-few-pieces", E,
                 "An IPv6 address without \"::\" has fewer than eight pieces.", "https://[1:2:3]"},
    DiagCodeInfo{WhatwgIpv6PieceLeadingZero, "IPv6-piece-leading-zero", W,
                 "A piece of an IPv6 address has a leading zero.", "https://[::01]"},
    DiagCodeInfo{WhatwgIpv4InIpv6TooManyPieces, "IPv4-in-IPv6-too-many-pieces", E,
                 "An IPv6 address has more than six pieces before its IPv4 part.",
                 "https://[1:1:1:1:1:1:1:127.0.0.1]"},
    DiagCodeInfo{WhatwgIpv4InIpv6InvalidCodePoint, "IPv4-in-IPv6-invalid-code-point", E,
                 "The IPv4 part of an IPv6 address has an empty part, a non-digit, a leading "
                 "zero or too many parts.",
                 "https://[ffff::127.00.0.1]"},
    DiagCodeInfo{WhatwgIpv4InIpv6OutOfRangePart, "IPv4-in-IPv6-out-of-range-part", E,
                 "A part of the IPv4 part of an IPv6 address exceeds 255.",
                 "https://[ffff::127.0.0.4000]"},
    DiagCodeInfo{WhatwgIpv4InIpv6TooFewParts, "IPv4-in-IPv6-too-few-parts", E,
                 "The IPv4 part of an IPv6 address has fewer than four parts.",
                 "https://[ffff::127.0.0]"},
    DiagCodeInfo{WhatwgInvalidUrlUnit, "invalid-URL-unit", W,
                 "A code point that is not a URL unit: it is percent-encoded, or removed if it "
                 "is a tab, a newline, or a leading or trailing C0 control or space.",
                 "https://example.org/>"},
    DiagCodeInfo{WhatwgSpecialSchemeMissingFollowingSolidus,
                 "special-scheme-missing-following-solidus", W,
                 "A special scheme is not followed by exactly \"//\".", "https:example.org"},
    DiagCodeInfo{WhatwgMissingSchemeNonRelativeUrl, "missing-scheme-non-relative-URL", E,
                 "The input has no scheme, and there is no base URL it could be relative to.",
                 "example"},
    DiagCodeInfo{WhatwgInvalidReverseSolidus, "invalid-reverse-solidus", W,
                 "A special URL uses \"\\\" where \"/\" belongs; it is read as \"/\".",
                 "https://example.org\\path"},
    DiagCodeInfo{WhatwgInvalidCredentials, "invalid-credentials", W,
                 "The input includes credentials (a username or password before \"@\").",
                 "https://user@example.org"},
    DiagCodeInfo{WhatwgHostMissing, "host-missing", E,
                 "A special URL, or userinfo or a port, without a host.", "https://:443"},
    DiagCodeInfo{WhatwgPortOutOfRange, "port-out-of-range", E, "The port is greater than 65535.",
                 "https://example.org:70000"},
    DiagCodeInfo{WhatwgPortInvalid, "port-invalid", E,
                 "The port contains something other than digits.", "https://example.org:7z"},
    DiagCodeInfo{WhatwgFileInvalidWindowsDriveLetter, "file-invalid-Windows-drive-letter", W,
                 "A relative reference that starts with a Windows drive letter, against a file "
                 "base URL: the base's path is dropped.",
                 "C|/x (base file:///a/b)"},
    DiagCodeInfo{WhatwgFileInvalidWindowsDriveLetterHost, "file-invalid-Windows-drive-letter-host",
                 W,
                 "A file URL's host is a Windows drive letter; it is read as the first path "
                 "segment.",
                 "file://c:"},
    // Percent-encoding views, encoding, IRIs and IDNA
    DiagCodeInfo{DoubleEncoding, "double-encoding", W,
                 "\"%25\" followed by two hexadecimal digits: the text was percent-encoded twice, "
                 "and decoding it twice gives another character.",
                 "/a%252Fb"},
    DiagCodeInfo{DecodedInvalidUtf8, "decoded-invalid-utf8", I,
                 "The percent-decoded octets are not UTF-8; they are shown as bytes, never "
                 "replaced.",
                 "/caf%E9"},
    DiagCodeInfo{DecodedControl, "decoded-control", W,
                 "A percent-encoding decodes to a control character (NUL, CR, LF, ...).",
                 "/a%0D%0Ab"},
    DiagCodeInfo{DecodedBidiOrInvisible, "decoded-bidi-or-invisible", W,
                 "A percent-encoding decodes to a bidi formatting or invisible character, which "
                 "changes how the text around it is shown.",
                 "/a%E2%80%AEb"},
    DiagCodeInfo{PctEncodedUnreserved, "pct-encoded-unreserved", I,
                 "An unreserved character is percent-encoded; normalizers decode it.", "/%7Euser"},
    DiagCodeInfo{PctEncodedDelimiter, "pct-encoded-delimiter", I,
                 "A percent-encoded delimiter of this component: it is data, and decoding it would "
                 "change the URI.",
                 "/a%2Fb"},
    DiagCodeInfo{PctEncodedLowercase, "pct-encoded-lowercase", I,
                 "Percent-encodings should use uppercase hexadecimal digits.", "/a%2fb"},
    DiagCodeInfo{EncodeUnrepresentable, "encode-unrepresentable", W,
                 "The chosen spec's rule for this component has no encoded form for the "
                 "character; the result is not valid under that spec.",
                 ""},
    DiagCodeInfo{IriNotUcschar, "iri-not-ucschar", E,
                 "A non-ASCII character that an IRI may not contain (neither ucschar nor "
                 "iprivate).",
                 "/a\\xC2\\x85"},
    DiagCodeInfo{IriPrivateUse, "iri-private-use", E,
                 "A private-use character is allowed only in the query of an IRI.",
                 "/\\xEE\\x80\\x80"},
    DiagCodeInfo{IriBidiFormat, "iri-bidi-format", E,
                 "IRIs must not contain bidirectional formatting characters.",
                 "/a\\xE2\\x80\\xAEb"},
    DiagCodeInfo{IdnaEmptyLabel, "idna-empty-label", W, "A label of the domain name is empty.",
                 "http://a..b/"},
    DiagCodeInfo{IdnaLabelTooLong, "idna-label-too-long", W,
                 "A label is longer than 63 octets in its ASCII form.", ""},
    DiagCodeInfo{IdnaDomainTooLong, "idna-domain-too-long", W,
                 "The domain name is longer than 253 octets in its ASCII form.", ""},
    DiagCodeInfo{IdnaLeadingHyphen, "idna-leading-hyphen", W, "A label begins with a hyphen.",
                 "http://-a.example/"},
    DiagCodeInfo{IdnaTrailingHyphen, "idna-trailing-hyphen", W, "A label ends with a hyphen.",
                 "http://a-.example/"},
    DiagCodeInfo{IdnaHyphen34, "idna-hyphen-3-4", W,
                 "A label has \"--\" in its third and fourth positions but is no valid A-label.",
                 "http://ab--c.example/"},
    DiagCodeInfo{IdnaLeadingCombiningMark, "idna-leading-combining-mark", W,
                 "A label begins with a combining mark.", "http://%CC%81a.example/"},
    DiagCodeInfo{IdnaDisallowed, "idna-disallowed", W,
                 "A code point that IDNA does not allow in a domain name.", "http://a_b.example/"},
    DiagCodeInfo{IdnaPunycode, "idna-punycode", W,
                 "A label that begins with \"xn--\" is not valid Punycode.",
                 "http://xn--0.example/"},
    DiagCodeInfo{IdnaLabelHasDot, "idna-label-has-dot", W,
                 "A label, once decoded or mapped, contains a dot.", ""},
    DiagCodeInfo{IdnaInvalidAceLabel, "idna-invalid-ace-label", W,
                 "An \"xn--\" label decodes to a label that is not valid, or to plain ASCII.",
                 "http://xn--abc.example/"},
    DiagCodeInfo{IdnaBidi, "idna-bidi", W,
                 "The domain name breaks the Bidi Rule for right-to-left labels.",
                 "http://%D7%90a.example/"},
    DiagCodeInfo{IdnaContextJ, "idna-contextj", W,
                 "A zero width joiner or non-joiner where the CONTEXTJ rules do not allow it.",
                 "http://a%E2%80%8Db.example/"},
    DiagCodeInfo{IdnaContextOPunctuation, "idna-contexto-punctuation", W,
                 "A punctuation character (middle dot, Greek keraia, Hebrew geresh, katakana "
                 "middle dot) where the CONTEXTO rules do not allow it.",
                 ""},
    DiagCodeInfo{IdnaContextODigits, "idna-contexto-digits", W,
                 "Arabic-Indic and extended Arabic-Indic digits are mixed in one label.", ""},
    // The grammars before RFC 3986; each example is for the generation named.
    DiagCodeInfo{HostnameSyntax, "hostname-syntax", E,
                 "Not a host name of this generation: labels of letters, digits and hyphens "
                 "that begin and end with a letter or digit, the last one beginning with a "
                 "letter (RFC 1630: labels that begin with a letter).",
                 "draft-01: //www.example.1a/"},
    DiagCodeInfo{RegistryName, "registry-name", W,
                 "RFC 2396: the authority is no server (userinfo, a hostname or IPv4address, "
                 "a port of digits), so it is read as a registry-based name (reg_name), "
                 "without userinfo, host or port.",
                 "rfc2396: http://a_b.example/"},
    DiagCodeInfo{IpLiteralNotInSpec, "ip-literal-not-in-spec", E,
                 "An IP-literal in brackets: RFC 2732 added it to RFC 2396 in 1999, and RFC "
                 "3986 kept it; this generation has no IPv6 address form.",
                 "rfc2396: http://[::1]/"},
    DiagCodeInfo{OpaqueNoQuery, "opaque-no-query", I,
                 "RFC 2396: an opaque URI (no \"/\" after the scheme) has no query; the \"?\" "
                 "and what follows belong to its opaque_part.",
                 "rfc2396: mailto:a@b.example?subject=x"},
    DiagCodeInfo{MissingPath, "missing-path", E,
                 "RFC 2396 needs a path here: \"scheme:\" must be followed by \"/\" or an "
                 "opaque part, and a relative reference by a segment before \"?\".",
                 "rfc2396: ?y"},
    DiagCodeInfo{PortMissing, "port-missing", E,
                 "\":\" without a port: this generation's port is one or more digits.",
                 "rfc1808: http://host:/"},
    DiagCodeInfo{HostnumberRange, "hostnumber-range", W,
                 "An IPv4address of the older texts, four runs of digits with no range: it "
                 "matches, but no IPv4 address has a part over 255.",
                 "rfc2396: http://999.1.2.3/"},
    DiagCodeInfo{FsegmentEmpty, "fsegment-empty", E,
                 "RFC 1808: the path after a net_loc begins with an empty segment, which its "
                 "grammar does not have (fsegment = 1*pchar), so this is no relative URL.",
                 "rfc1808: //host//path"},
    DiagCodeInfo{NotGenericRl, "not-generic-rl", W,
                 "RFC 1808: the path after the net_loc begins with an empty segment "
                 "(fsegment = 1*pchar), so this is no generic-RL, only an absoluteURL of the "
                 "form scheme \":\" *( uchar | reserved ), and no base for relative URLs.",
                 "rfc1808: http://host//path"},
    DiagCodeInfo{NotGenericUrl, "not-generic-url", W,
                 "draft-01: the generic-URL split fails here, and the whole is an "
                 "opaque-URL = scheme \":\" *urlchar (§4.2): valid, but no base for relative "
                 "URLs.",
                 "draft-01: http://under_score.example/"},
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
static_assert(kInfo.size() == kDiagCodeCount, "kInfo needs one row per DiagCode");

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
    // a value outside the enum (a cast from a number) gets a row of its own
    static constexpr DiagCodeInfo kUnknown{DiagCode::TooManyDiagnostics, "unknown", Severity::Error,
                                           "An unknown diagnostic code.", ""};
    const auto index = static_cast<std::size_t>(code);
    return index < kInfo.size() ? kInfo[index] : kUnknown;
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
