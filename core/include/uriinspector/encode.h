/**
 * @file encode.h
 * @brief Text to the percent-encoded form of one component, with the
 * character sets of each generation of the specification (encode_sets.h).
 *
 * RFC 3986 §2.4: "the only time when octets within a URI are percent-encoded
 * is during the process of producing the URI from its component parts". So
 * the input is data for one component, never a whole URI: every "%" in it is
 * data and becomes "%25".
 */
#pragma once

#include "uriinspector/diagnostic.h"
#include "uriinspector/encode_sets.h"
#include "uriinspector/span.h"
#include "uriinspector/spec.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace uri {

/// Why a character of the text was changed.
enum class EncodeReason : std::uint8_t {
    NotAllowed,  ///< it may not stand unencoded in the component under the spec
    Percent,     ///< "%" itself, which always introduces an encoding (RFC 3986 §2.4)
    NonAscii,    ///< a non-ASCII character: its UTF-8 octets (RFC 3986 §2.5)
    Latin1,      ///< RFC 1630: "two hexadecimal digits [...] giving the ISO Latin 1 code"
    InvalidUtf8, ///< a byte that is no part of a UTF-8 sequence, encoded as it is
    SpaceAsPlus, ///< RFC 1630 query: "the plus sign is reserved as shorthand notation for a space"
};

/// "not-allowed", "percent", "non-ascii", "latin1", "invalid-utf8", "space-as-plus".
[[nodiscard]] std::string_view encodeReasonName(EncodeReason reason);

/// One changed character.
struct EncodedPiece
{
    Span span;          ///< the character in the text: one byte or a UTF-8 sequence
    std::string output; ///< what it became ("%C3%A9", "+")
    EncodeReason reason = EncodeReason::NotAllowed;

    friend bool operator==(const EncodedPiece &, const EncodedPiece &) = default;
};

struct EncodeResult
{
    Component component = Component::Path;
    Spec spec = Spec::Rfc3986;
    std::string encoded;
    std::vector<EncodedPiece> pieces; ///< every character that changed, in order
    /// EncodeUnrepresentable where the spec's rule has no encoded form for a
    /// character (it is encoded all the same); InvalidUtf8 for bytes that are
    /// not UTF-8 (encoded as they are). Spans refer to the text.
    std::vector<Diagnostic> diagnostics;

    friend bool operator==(const EncodeResult &, const EncodeResult &) = default;
};

/**
 * @brief Percent-encode @p text as data of @p component under @p spec.
 *
 * Every byte that may not stand unencoded (encode_sets.h) becomes "%XX" with
 * uppercase digits (RFC 3986 §2.1). Non-ASCII characters become their UTF-8
 * octets (RFC 3986 §2.5, RFC 3987 §3.1), except under RFC 1630, whose
 * conventional encoding gives "the ISO Latin 1 code for that character": one
 * octet for U+0080 to U+00FF, and, as there is none for the others, their
 * UTF-8 octets with EncodeUnrepresentable. Under RFC 1630 a space in a query
 * becomes "+", and a "+" "%2B".
 *
 * Spec::Whatwg uses the URL Standard's percent-encode sets (encode_sets.h).
 */
[[nodiscard]] EncodeResult encode(std::string_view text, Component component,
                                  Spec spec = Spec::Rfc3986);

} // namespace uri
