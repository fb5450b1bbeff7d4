#include "syntax/detail/describe.h"

#include "uriinspector/parse.h"
#include "uriinspector/utf8.h"

#include <array>

namespace uri::detail {

namespace {

using namespace charset;

constexpr std::array<char, 16> kHex{'0', '1', '2', '3', '4', '5', '6', '7',
                                    '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'};

// Longest quoted excerpt of the input in a message.
constexpr std::size_t kExcerptBytes = 24;

std::string excerpt(std::string_view text)
{
    std::string_view shown = text;
    bool cut = false;
    if (shown.size() > kExcerptBytes) {
        // cut at a character boundary
        std::size_t end = kExcerptBytes;
        while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
            --end;
        shown = text.substr(0, end);
        cut = true;
    }
    return "\"" + escapeForDisplay(shown) + (cut ? "...\"" : "\"");
}

std::string percentEncoded(std::string_view bytes)
{
    std::string out;
    for (std::size_t i = 0; i < bytes.size() && i < kExcerptBytes; ++i) {
        const auto b = static_cast<unsigned char>(bytes[i]);
        out += '%';
        out += kHex[b >> 4];
        out += kHex[b & 0xF];
    }
    if (bytes.size() > kExcerptBytes)
        out += "...";
    return out;
}

std::string codePoints(std::string_view text)
{
    std::string out;
    int count = 0;
    for (std::size_t i = 0; i < text.size(); ++count) {
        const Utf8Char ch = decodeUtf8(text, i);
        if (count == 8) {
            out += " ...";
            break;
        }
        if (!out.empty())
            out += ' ';
        out += ch.valid ? codePointName(ch.codePoint) : "?";
        i += ch.length;
    }
    return out;
}

// Where a rule's characters stand, in words.
// The rule names of RFC 3986 come first, then those of RFC 2396, draft-01,
// RFC 1808 (with RFC 1738 §3.1) and RFC 1630.
std::string_view place(std::string_view rule)
{
    if (rule == "scheme" || rule == "ialpha")
        return "the scheme";
    if (rule == "userinfo")
        return "the userinfo";
    if (rule == "user")
        return "the user name";
    if (rule == "password")
        return "the password";
    if (rule == "reg-name" || rule == "hostname")
        return "the host";
    if (rule == "reg_name")
        return "the authority";
    if (rule == "port")
        return "the port";
    if (rule == "segment" || rule == "segment-nz-nc" || rule == "xpalphas")
        return "a path segment";
    if (rule == "params")
        return "the parameters";
    if (rule == "query" || rule == "search")
        return "the query";
    if (rule == "fragment" || rule == "fragmentid")
        return "the fragment";
    if (rule == "ZoneID")
        return "the zone identifier";
    if (rule == "IPv6address")
        return "the IPv6 address";
    return "this place";
}

bool allows(const CharRule &rule, unsigned char c)
{
    return ((*rule.table)[c] & rule.allowed) == rule.allowed;
}

} // namespace

bool fitsRule(std::string_view text, const CharRule &rule)
{
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (allows(rule, c))
            continue;
        if (c != '%' || !rule.pctEncoded || text.size() - i < 3 || !is(text[i + 1], kHexdig)
            || !is(text[i + 2], kHexdig))
            return false;
        i += 2;
    }
    return true;
}

std::size_t DiagSink::checkOneChar(std::size_t pos, std::size_t end, const CharRule &rule)
{
    const auto c = static_cast<unsigned char>(m_text[pos]);
    if (allows(rule, c))
        return pos + 1;
    // pct-encoded = "%" HEXDIG HEXDIG   (RFC 3986 §2.1)
    if (c == '%' && rule.pctEncoded) {
        if (end - pos >= 3 && is(m_text[pos + 1], kHexdig) && is(m_text[pos + 2], kHexdig))
            return pos + 3;
        std::size_t len = 1;
        while (len < 3 && pos + len < end && m_text[pos + len] != '%')
            ++len;
        add(DiagCode::PctEncodedMalformed, {pos, len}, "pct-encoded", rule.escapeCite);
        return pos + 1; // the bytes after "%" are checked on their own
    }
    std::size_t len = 1;
    DiagCode code = rule.code;
    if (c < 0x20 || c == 0x7F) {
        code = DiagCode::ControlChar;
    } else if (c == ' ') {
        code = DiagCode::Whitespace;
    } else if (c >= 0x80) {
        const Utf8Char ch = decodeUtf8(m_text.substr(0, end), pos);
        code = ch.valid ? DiagCode::NonAscii : DiagCode::InvalidUtf8;
        len = ch.length;
    }
    add(code, {pos, len}, rule.rule, rule.cite);
    return pos + len;
}

void DiagSink::checkChars(Span span, const CharRule &rule)
{
    const std::size_t end = span.end();
    std::size_t i = span.offset;
    while (i < end) {
        // The common case: a run of allowed bytes, one table lookup each.
        while (i < end && allows(rule, static_cast<unsigned char>(m_text[i])))
            ++i;
        if (i < end)
            i = checkOneChar(i, end, rule);
    }
}

void DiagSink::finish()
{
    DiagnosticSink::finish(m_text, &describe);
}

std::string describe(const Diagnostic &d, std::string_view text)
{
    const std::string_view bytes = d.span.in(text);
    const std::string where(place(d.rule));
    switch (d.code) {
    case DiagCode::SchemeStart:
        return excerpt(bytes)
               + " cannot begin a scheme: a scheme begins with a letter. Read as a "
                 "relative reference instead, the \":\" in its first segment is not allowed "
                 "either (RFC 3986 §4.2).";
    case DiagCode::SchemeChar:
        if (d.rule == "ialpha") { // RFC 1630: alpha [ xalphas ]
            return excerpt(bytes)
                   + " is not allowed in the scheme: after the first letter, "
                     "RFC 1630 allows letters, digits, escapes and $-_@.&!*\"'(),.";
        }
        return excerpt(bytes)
               + " is not allowed in the scheme: only letters, digits, \"+\", "
                 "\"-\" and \".\" are.";
    case DiagCode::UserinfoChar:
    case DiagCode::PathChar:
    case DiagCode::QueryChar:
    case DiagCode::FragmentChar:
        return excerpt(bytes) + " is not allowed in " + where + "; percent-encode it as "
               + percentEncoded(bytes) + ".";
    case DiagCode::RegNameChar:
        if (d.rule == "hostname") { // the older generations: no escapes in a hostname
            return excerpt(bytes)
                   + " is not allowed in a host name of this generation, "
                     "encoded or not: letters, digits, \"-\" and \".\" only"
                   + (d.cite.starts_with("RFC 1630") ? " (RFC 1630: and $-_@&!*\"'(),)." : ".");
        }
        return excerpt(bytes) + " is not allowed in " + where + "; percent-encode it as "
               + percentEncoded(bytes) + ".";
    case DiagCode::PortChar:
        return excerpt(bytes) + " is not allowed in the port: a port is decimal digits only.";
    case DiagCode::PathNoschemeColon:
        return "\":\" in the first segment of a relative-path reference would make it read as "
               "a scheme; write \"./\" before the path or percent-encode it as %3A.";
    case DiagCode::PctEncodedMalformed:
        return excerpt(bytes)
               + " is not a percent-encoding: \"%\" must be followed by two "
                 "hexadecimal digits (write %25 for a literal \"%\").";
    case DiagCode::NonAscii:
        return "Non-ASCII " + codePoints(bytes) + " in " + where
               + " must be percent-encoded in a URI, as " + percentEncoded(bytes)
               + " (an IRI, RFC 3987, may contain it).";
    case DiagCode::InvalidUtf8:
        return "Bytes " + escapeForDisplay(bytes) + " in " + where
               + " are not UTF-8; percent-encode them as " + percentEncoded(bytes) + ".";
    case DiagCode::ControlChar:
        return "Control character " + escapeForDisplay(bytes) + " in " + where
               + "; a URI cannot contain it, percent-encode it as " + percentEncoded(bytes) + ".";
    case DiagCode::Whitespace:
        return "Space in " + where + "; a URI cannot contain it, percent-encode it as "
               + percentEncoded(bytes) + ".";
    case DiagCode::Ipv6Char:
        return excerpt(bytes)
               + " is not allowed in an IPv6 address: only hexadecimal digits, "
                 "\":\" and the dots of an IPv4 tail are.";
    case DiagCode::Ipv6ZoneId:
        if (d.rule == "ZoneID") {
            return excerpt(bytes)
                   + " is not allowed in a zone identifier (RFC 6874: unreserved "
                     "characters and percent-encodings only).";
        }
        return "Zone identifier " + excerpt(bytes)
               + ": RFC 6874 extends the IP-literal with it, but it is not RFC 3986, and "
                 "browsers reject it.";
    case DiagCode::HostnameSyntax:
        return excerpt(bytes) + " is not a " + std::string(d.rule) + ": "
               + (d.rule == "hostname" && d.cite.starts_with("RFC 1630")
                      ? "each label begins with a letter (RFC 1630 has no IPv6 form either)."
                      : "labels of letters, digits and \"-\" that begin and end with a letter "
                        "or digit, and the last label begins with a letter.");
    case DiagCode::RegistryName:
        return "The authority " + excerpt(bytes)
               + " is no server ([ userinfo \"@\" ] a hostname or IPv4address [ \":\" "
                 "digits ]), so RFC 2396 reads it as a registry-based name (reg_name): it "
                 "has no userinfo, host or port.";
    case DiagCode::FsegmentEmpty:
        return "The path begins with an empty segment (\"//\" after the net_loc), and RFC "
               "1808's path begins with fsegment = 1*pchar: no relative URL has this shape.";
    case DiagCode::NotGenericRl:
        return "The path begins with an empty segment (\"//\" after the net_loc), and RFC "
               "1808's path begins with fsegment = 1*pchar: this is no generic-RL, only an "
               "absoluteURL of the form scheme \":\" *( uchar | reserved ), and it cannot be "
               "the base of a relative URL.";
    case DiagCode::NotGenericUrl:
        return "This is no generic-URL, only an opaque-URL = scheme \":\" *urlchar "
               "(draft-fielding-url-syntax-01 §4.2): valid, but with no server, path or query "
               "of the generic syntax, so it cannot be the base of a relative URL. The generic "
               "split fails at "
               + excerpt(bytes) + " in " + where + ":";
    case DiagCode::HostnumberRange:
        return excerpt(bytes) + " matches " + std::string(d.rule)
               + ", four runs of digits with no range, but no IPv4 address has a part over "
                 "255.";
    case DiagCode::IpLiteralNotInSpec:
        return excerpt(bytes)
               + " is an IP-literal: RFC 2732 added brackets for IPv6 in "
                 "1999 and RFC 3986 kept them, but this generation has no such host.";
    case DiagCode::OpaqueNoQuery:
        return "In RFC 2396 a URI without \"/\" after the scheme is opaque: " + excerpt(bytes)
               + " belongs to its opaque_part, not to a query.";
    case DiagCode::MissingPath:
        if (d.rule == "opaque_part") {
            return "Nothing follows \"scheme:\": RFC 2396 needs \"//\", \"/\" or at least "
                   "one character of an opaque_part.";
        }
        return "A relative reference needs a path segment before \"?\" in RFC 2396 "
               "(rel_path = rel_segment [ abs_path ]); RFC 3986 §4.2 allows \"?query\" alone.";
    case DiagCode::PortMissing:
        return "\":\" without a port: here port = 1*digit, so write the port or drop the "
               "\":\".";
    default:
        break;
    }
    return std::string(diagCodeInfo(d.code).summary) + " (" + excerpt(bytes) + ")";
}

} // namespace uri::detail
