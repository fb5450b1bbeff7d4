/**
 * @file percent.h
 * @brief Percent-encoding views of a component (RFC 3986 §2.1, §2.4): each
 * character's class, the decoded octets, their UTF-8 reading, and the layers
 * of a double encoding.
 *
 * RFC 3986 §2.4: "the components and subcomponents [...] must be separated
 * before the percent-encoded octets within those components can be safely
 * decoded". So a view is always of one component, split first (parse.h);
 * decodeComponents() makes one view per component of a reference.
 *
 * Every item carries the Span of the input characters it comes from: a decoded
 * octet points at its "%XX" triplet, a decoded character at all of its
 * triplets, a second-layer octet at "%25XX".
 *
 * @code
 *   input    /a%252Fb%C3%A9%FF
 *   layer 0  /a%252Fb%C3%A9%FF
 *   layer 1  /a%2Fb  U+00E9  \xFF          (decoded once: what the component means)
 *   layer 2  /a/b    U+00E9  \xFF          (decoded again: double-encoding)
 * @endcode
 *
 * Grammar violations (a "%" without two hexadecimal digits, a space) are the
 * parser's diagnostics; a view reports what decoding reveals.
 */
#pragma once

#include "uriinspector/diagnostic.h"
#include "uriinspector/encode_sets.h"
#include "uriinspector/parse.h"
#include "uriinspector/span.h"
#include "uriinspector/spec.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace uri {

/// RFC 3986 §2: what kind of character the input has at some place.
enum class CharClass : std::uint8_t {
    Unreserved, ///< §2.3 ALPHA / DIGIT / "-" / "." / "_" / "~"
    GenDelim,   ///< §2.2 ":" / "/" / "?" / "#" / "[" / "]" / "@"
    SubDelim,   ///< §2.2 "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
    PctEncoded, ///< §2.1 "%" HEXDIG HEXDIG
    NotAllowed, ///< any other byte: controls, space, "%" without two HEXDIG, other ASCII, non-ASCII
};

/// "unreserved", "gen-delim", "sub-delim", "pct-encoded", "not-allowed".
[[nodiscard]] std::string_view charClassName(CharClass cls);

/// The RFC 3986 §2 class of one octet as it would stand unencoded
/// (never PctEncoded).
[[nodiscard]] CharClass classOfOctet(unsigned char octet);

/// One character of a component as written.
struct CharView
{
    Span span;           ///< one byte, a "%XX" triplet, or a whole UTF-8 sequence
    CharClass charClass; ///< as written
    /// Whether it may stand as written in the component under the view's spec
    /// (a triplet always may, where the spec has encodings at all).
    bool allowed = false;

    // For a triplet only:
    unsigned char octet = 0;                      ///< the octet it encodes
    CharClass octetClass = CharClass::NotAllowed; ///< that octet's class
    /// Whether that octet may stand unencoded in the component. When not,
    /// the triplet is data that must stay encoded: decoding it changes the
    /// component (RFC 3986 §2.2, e.g. %2F in a path).
    bool octetAllowed = false;

    friend bool operator==(const CharView &, const CharView &) = default;
};

/// One character of the decoded octets, read as UTF-8 (RFC 3629).
struct DecodedChar
{
    Span span;               ///< the input it comes from: bytes and triplets
    std::size_t offset = 0;  ///< in the decoded octets
    std::size_t length = 1;  ///< octets: the sequence, or 1 for an invalid octet
    char32_t codePoint = 0;  ///< meaningful only when valid
    bool valid = false;      ///< false: an octet that starts or continues no valid sequence
    bool viaPercent = false; ///< at least one of its octets was percent-encoded

    friend bool operator==(const DecodedChar &, const DecodedChar &) = default;
};

/// One stage of repeated decoding.
struct DecodeLayer
{
    std::string octets;        ///< the component after this many decodings
    std::vector<Span> decoded; ///< the input spans of the triplets decoded to reach it

    friend bool operator==(const DecodeLayer &, const DecodeLayer &) = default;
};

/**
 * @brief Everything that the percent-encoding of one component means.
 * @note Owns its strings; spans refer to the input given to percentView().
 */
struct PercentView
{
    Component component = Component::Path;
    Spec spec = Spec::Rfc3986;
    Span span;                     ///< the component in the input
    std::vector<CharView> chars;   ///< the component as written, character by character
    std::string octets;            ///< decoded once (RFC 3986 §2.4)
    std::vector<DecodedChar> text; ///< octets read as UTF-8, invalid octets marked
    bool utf8Valid = true;         ///< every octet is part of a valid UTF-8 sequence
    /// layers[0] is the component as written, layers[1] decoded once; a
    /// layers[2] and more exist only for a double (triple...) encoding.
    std::vector<DecodeLayer> layers;
    std::vector<Diagnostic> diagnostics;

    /// More than one layer of encoding ("%252F").
    [[nodiscard]] bool doubleEncoded() const { return layers.size() > 2; }
    /// The decoded octets for display: invalid octets, controls, bidi and
    /// invisible characters as escapes (escapeForDisplay), nothing replaced.
    [[nodiscard]] std::string displayText() const;

    friend bool operator==(const PercentView &, const PercentView &) = default;
};

/// Layers beyond this many are not decoded (a bound on hostile input).
inline constexpr std::size_t kMaxDecodeLayers = 8;

/**
 * @brief The percent-encoding view of @p span of @p input, read as @p component.
 * @param spec which generation's table says what may stand unencoded
 * (encode_sets.h); the classes are always RFC 3986's.
 */
[[nodiscard]] PercentView percentView(std::string_view input, Span span, Component component,
                                      Spec spec = Spec::Rfc3986);

/// The views of a parsed reference: userinfo, host (a reg-name only), path,
/// query and fragment, those that are defined, in that order.
struct DecodeResult
{
    std::vector<PercentView> views;
    /// The parse's diagnostics, then each view's.
    std::vector<Diagnostic> diagnostics;
};

/// Split @p input (RFC 3986, parse.h) and view each component.
[[nodiscard]] DecodeResult decodeComponents(std::string_view input);

/// The components that have no percent-encoding of their own.
enum class PlainComponent : std::uint8_t {
    Scheme, ///< RFC 3986 §3.1
    Port,   ///< RFC 3986 §3.2.3
    IpHost, ///< RFC 3986 §3.2.2 IPv4address or IP-literal (with an RFC 6874 zone id)
};

/**
 * @brief The character view of @p component of @p parsed, by that
 * component's own rule: each character with its class and whether the rule
 * allows it there (for an IP-literal, a triplet only in an RFC 6874 zone id).
 * Nothing is decoded: `octets`, `layers` and `text` hold the text as written.
 * An empty view when @p parsed has no such component.
 */
[[nodiscard]] PercentView plainView(const ParseResult &parsed, PlainComponent component);

/// Decode every well-formed triplet of @p text once; anything else is kept.
[[nodiscard]] std::string percentDecode(std::string_view text);

} // namespace uri
