/**
 * @file encode_sets.h
 * @brief Which characters may stand unencoded in each component, for each
 * generation of the URI specification, as 256-entry tables.
 *
 * One table per Spec; each byte's entry has one bit per Component. The
 * tables are written as the literal sets of each specification, and the
 * percent-encoding views (percent.h) and the encoder (encode.h) look them up:
 * the generations differ in data, never in code.
 *
 * Letters and digits stand unencoded in every component of every generation;
 * "%" never does (it always introduces an encoding); no byte above 0x7F does.
 * The other sets, for text that is data of the component:
 *
 * - RFC 3986 §2.2, §2.3, §3: unreserved marks `- . _ ~`; userinfo:
 *   unreserved, sub-delims, `:`; reg-name: unreserved, sub-delims; segment:
 *   pchar (unreserved, sub-delims, `:` `@`), path also `/`; query and
 *   fragment: pchar, `/`, `?`.
 * - RFC 2396 §2.3, §3: marks `- _ . ! ~ * ' ( )`; userinfo: unreserved and
 *   `; : & = + $ ,`; hostname: `- .` only, no escapes; segment: pchar
 *   (`: @ & + $ ,`; "/", ";", "=" and "?" are reserved in a segment, §3.3),
 *   path also `; / =`; query: unreserved only (all of reserved is reserved
 *   in a query, §3.4); fragment: uric.
 * - draft-fielding-url-syntax-01 §2, §4.3: marks `$ - _ . ! ~ * ' ( ) ,`;
 *   user:password: unreserved, `; ? & = +`, `:`; hostname: `- .`; segment:
 *   pchar (`: @ & = +`), path also `; /`; query: unreserved, `; ? : @`
 *   ("/", "&", "=" and "+" are reserved, §4.3.3); fragment: urlchar.
 * - RFC 1808 §2.2 (the sets of RFC 1738): safe `$ - _ . +`, extra
 *   `! * ' ( ) ,`; user:password: also `; ? & =` and `:`; hostname: `- .`;
 *   segment: pchar (`: @ & =`), path also `; /`; query and fragment: uchar
 *   and reserved.
 * - RFC 1630 (BNF of generic URI syntax): safe `$ - _ @ . &`, extra
 *   `" ' ( ) ,`; login: `- _ . +` and `:`, no escapes; hostname: xalpha
 *   without `@`; segment: xpalpha (also `+`), path also `/`; query: xalpha
 *   (`+` means a space); fragment: xalpha.
 *
 * RFC 2396's "unwise" set (`{ } | \ ^ [ ] backquote`) and "delims"
 * (`< > # % "`) are in no set, nor are draft-01's and RFC 1630's "national"
 * characters (RFC 1630 counts `~` among them; draft-01 §E.2 added `~` to
 * unreserved and `+` to reserved). RFC 1630 reserves `*` and `!` "for use as
 * having special significance within specific schemes", so they are encoded
 * as data.
 *
 * - The URL Standard (Spec::Whatwg) §1.3 percent-encode sets, as its parser
 *   applies them: userinfo (the userinfo set), path (the path set),
 *   path-segment (the path set and "/" and "\", which a special URL's path
 *   reads as "/"), query (the query set), fragment (the fragment set), and
 *   reg-name, which the Standard never encodes as data, the component set
 *   (encodeURIComponent's).
 *
 * "%" is always encoded as data (its "%25"), under the URL Standard too.
 */
#pragma once

#include "uriinspector/spec.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace uri {

/// A component whose text may carry percent-encodings.
enum class Component : std::uint8_t {
    Userinfo,    ///< RFC 3986 §3.2.1 userinfo (user ":" password as one text)
    RegName,     ///< RFC 3986 §3.2.2 reg-name: a host that is no IP address
    Path,        ///< RFC 3986 §3.3 the whole path: "/" separates its segments
    PathSegment, ///< RFC 3986 §3.3 one segment: "/" is data and must be encoded
    Query,       ///< RFC 3986 §3.4
    Fragment,    ///< RFC 3986 §3.5
};

inline constexpr std::array kAllComponents{Component::Userinfo, Component::RegName,
                                           Component::Path,     Component::PathSegment,
                                           Component::Query,    Component::Fragment};

/// "userinfo", "reg-name", "path", "path-segment", "query", "fragment".
[[nodiscard]] std::string_view componentName(Component component);

/// The Component with that name; "host" and "segment" are accepted too.
[[nodiscard]] std::optional<Component> componentFromName(std::string_view name);

namespace encodeset {

/// One bit per Component.
using Bits = std::uint8_t;

[[nodiscard]] constexpr Bits bit(Component c)
{
    return static_cast<Bits>(1u << static_cast<unsigned>(c));
}

/// The punctuation that stands unencoded in each component (letters and
/// digits always do), written as the spec's literal sets.
struct Punctuation
{
    std::string_view userinfo;
    std::string_view regName;
    std::string_view path;
    std::string_view pathSegment;
    std::string_view query;
    std::string_view fragment;
};

namespace build {

constexpr std::array<Bits, 256> makeTable(const Punctuation &p)
{
    std::array<Bits, 256> table{};
    for (int b = 0; b < 128; ++b) {
        const char c = static_cast<char>(b);
        const bool alnum
            = (b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z') || (b >= '0' && b <= '9');
        const auto in = [&](std::string_view set) { return alnum || set.find(c) != set.npos; };
        Bits bits = 0;
        if (in(p.userinfo))
            bits |= bit(Component::Userinfo);
        if (in(p.regName))
            bits |= bit(Component::RegName);
        if (in(p.path))
            bits |= bit(Component::Path);
        if (in(p.pathSegment))
            bits |= bit(Component::PathSegment);
        if (in(p.query))
            bits |= bit(Component::Query);
        if (in(p.fragment))
            bits |= bit(Component::Fragment);
        table[static_cast<std::size_t>(b)] = bits;
    }
    return table;
}

} // namespace build

// RFC 3986 §2.3 unreserved marks "-" / "." / "_" / "~", §2.2 sub-delims
// "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=".
// userinfo = *( unreserved / pct-encoded / sub-delims / ":" )     §3.2.1
// reg-name = *( unreserved / pct-encoded / sub-delims )           §3.2.2
// pchar    = unreserved / pct-encoded / sub-delims / ":" / "@"    §3.3
// query    = *( pchar / "/" / "?" ), fragment the same            §3.4, §3.5
inline constexpr Punctuation kRfc3986Sets{
    "-._~!$&'()*+,;=:",  "-._~!$&'()*+,;=",     "-._~!$&'()*+,;=:@/",
    "-._~!$&'()*+,;=:@", "-._~!$&'()*+,;=:@/?", "-._~!$&'()*+,;=:@/?",
};

// RFC 2396 §2.3 mark = "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")"
// §3.2.2 userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )
// §3.2.2 hostname = *( domainlabel "." ) toplabel [ "." ]: alphanum and "-", no escaped
// §3.3 pchar = unreserved | escaped | ":" | "@" | "&" | "=" | "+" | "$" | ","
//      "Within a path segment, the characters "/", ";", "=", and "?" are reserved."
// §3.4 "Within a query component, the characters ";", "/", "?", ":", "@",
//      "&", "=", "+", ",", and "$" are reserved."
// §4.1 fragment = *uric, uric = reserved | unreserved | escaped
inline constexpr Punctuation kRfc2396Sets{
    "-_.!~*'();:&=+$,", "-.",        "-_.!~*'():@&=+$,;/",
    "-_.!~*'():@&+$,",  "-_.!~*'()", "-_.!~*'();/?:@&=+$,",
};

// draft-fielding-url-syntax-01 §2.2 mark = "$" | "-" | "_" | "." | "!" | "~" |
//      "*" | "'" | "(" | ")" | ","; §2.1 reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+"
// §4.3.1 user = *[ unreserved | escaped | ";" | "?" | "&" | "=" | "+" ], password alike
// §4.3.1 hostname: alphanum and "-" (no escaped)
// §4.3.2 pchar = unreserved | escaped | ":" | "@" | "&" | "=" | "+"
// §4.3.3 "Within a query component, the characters "/", "&", "=", and "+" are reserved."
// §3 fragment = *urlchar
inline constexpr Punctuation kDraft01Sets{
    "$-_.!~*'(),;?&=+:",   "-.", "$-_.!~*'(),:@&=+;/", "$-_.!~*'(),:@&=+", "$-_.!~*'(),;?:@",
    "$-_.!~*'(),;/?:@&=+",
};

// RFC 1808 §2.2 (the character sets of RFC 1738):
//   safe = "$" | "-" | "_" | "." | "+", extra = "!" | "*" | "'" | "(" | ")" | ","
//   reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="
//   pchar = uchar | ":" | "@" | "&" | "=", query and fragment = *( uchar | reserved )
// RFC 1738 §3.1 user and password = *[ uchar | ";" | "?" | "&" | "=" ]; hostname as above.
inline constexpr Punctuation kRfc1808Sets{
    "$-_.+!*'(),;?&=:",   "-.", "$-_.+!*'(),:@&=;/", "$-_.+!*'(),:@&=", "$-_.+!*'(),;/?:@&=",
    "$-_.+!*'(),;/?:@&=",
};

// RFC 1630 "BNF of Generic URI Syntax":
//   xalpha = alpha | digit | safe | extra | escape, xpalpha = xalpha | "+"
//   safe = $ | - | _ | @ | . | &, extra = ! | * | " | ' | ( | ) | ,
//   reserved = = | ; | / | # | ? | : | space; "*" and "!" are reserved for schemes
//   search = xalphas [ + search ] ("the plus sign is reserved as shorthand notation
//   for a space"); login = [ user [ : password ] @ ] hostport, user = alphanum2
//   (alpha | digit | - | _ | . | +), without escape.
inline constexpr Punctuation kRfc1630Sets{
    "-_.+:", "$-_.&+\"'(),", "$-_@.&+\"'(),/", "$-_@.&+\"'(),", "$-_@.&\"'(),", "$-_@.&\"'(),",
};

// URL Standard §1.3: the sets name what is encoded; here is what stands.
//   C0 control set: C0 controls and above U+007E
//   fragment set: C0 control set and space " < > `
//   query set: C0 control set and space " # < >
//   path set: query set and ? ^ ` { }
//   userinfo set: path set and / : ; = @ [ \ ] ^ |
//   component set: userinfo set and $ % & + ,
inline constexpr Punctuation kWhatwgSets{
    "!$&'()*+,-._~",                // userinfo
    "!'()*-._~",                    // reg-name: the component set
    "!$&'()*+,-./:;=@[\\]_|~",      // path
    "!$&'()*+,-.:;=@[]_|~",         // path-segment: and / and \ encoded
    "!$&'()*+,-./:;=?@[\\]^_`{|}~", // query
    "!#$&'()*+,-./:;=?@[\\]^_{|}~", // fragment
};

inline constexpr std::array<Bits, 256> kRfc3986 = build::makeTable(kRfc3986Sets);
inline constexpr std::array<Bits, 256> kWhatwg = build::makeTable(kWhatwgSets);
inline constexpr std::array<Bits, 256> kRfc2396 = build::makeTable(kRfc2396Sets);
inline constexpr std::array<Bits, 256> kDraft01 = build::makeTable(kDraft01Sets);
inline constexpr std::array<Bits, 256> kRfc1808 = build::makeTable(kRfc1808Sets);
inline constexpr std::array<Bits, 256> kRfc1630 = build::makeTable(kRfc1630Sets);

/// The table of @p spec (RFC 3986's for Rfc3986NonStrict).
[[nodiscard]] constexpr const std::array<Bits, 256> &table(Spec spec)
{
    switch (spec) {
    case Spec::Rfc2396:
        return kRfc2396;
    case Spec::Draft01:
        return kDraft01;
    case Spec::Rfc1808:
        return kRfc1808;
    case Spec::Rfc1630:
        return kRfc1630;
    case Spec::Whatwg:
        return kWhatwg;
    case Spec::Rfc3986:
    case Spec::Rfc3986NonStrict:
        break;
    }
    return kRfc3986;
}

} // namespace encodeset

/// Whether byte @p b may stand unencoded as data of @p component under @p spec.
[[nodiscard]] constexpr bool mayStandUnencoded(unsigned char b, Component component, Spec spec)
{
    return (encodeset::table(spec)[b] & encodeset::bit(component)) != 0;
}

/// Whether @p spec's rule for @p component has an encoded form at all
/// ("escaped" / pct-encoded). It has not for the hostname of RFC 2396,
/// draft-01 and RFC 1808 (alphanumerics and "-" only) nor for RFC 1630's
/// login (user and password are alphanum2).
[[nodiscard]] constexpr bool hasPercentEncoding(Component component, Spec spec)
{
    switch (spec) {
    case Spec::Rfc2396:
    case Spec::Draft01:
    case Spec::Rfc1808:
        return component != Component::RegName;
    case Spec::Rfc1630:
        return component != Component::Userinfo;
    case Spec::Rfc3986:
    case Spec::Rfc3986NonStrict:
    case Spec::Whatwg:
        break;
    }
    return true;
}

/// Whether encode() implements the sets of @p spec (every Spec does).
[[nodiscard]] constexpr bool encodeSupports(Spec)
{
    return true;
}

} // namespace uri
