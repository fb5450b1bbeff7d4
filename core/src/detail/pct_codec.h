/**
 * @file pct_codec.h
 * @brief Percent-decoding that remembers where each octet came from, and the
 * small helpers that the encoding views, the encoder, IRIs, IDNA and the
 * normalizer share.
 */
#pragma once

#include "uriinspector/diagnostic.h"
#include "uriinspector/span.h"

#include <string>
#include <string_view>
#include <vector>

namespace uri::detail {

/// The value of a hexadecimal digit, or -1.
[[nodiscard]] int hexValue(char c);

/// Whether @p text has a pct-encoded triplet ("%" HEXDIG HEXDIG, RFC 3986 §2.1) at @p pos.
[[nodiscard]] bool isPctTriplet(std::string_view text, std::size_t pos);

/// The octet that the triplet at @p pos encodes; isPctTriplet() must hold.
[[nodiscard]] unsigned char tripletOctet(std::string_view text, std::size_t pos);

/// Append "%XX" (uppercase, RFC 3986 §2.1) for @p octet.
void appendPctEncoded(std::string &out, unsigned char octet);

/// Append the UTF-8 form of the scalar value @p cp.
void appendUtf8(std::string &out, char32_t cp);

/// Octets with the span of the input that each came from.
struct TracedOctets
{
    std::string octets;
    std::vector<Span> spans;       ///< spans[i]: one byte, or the triplet that octets[i] decodes
    std::vector<bool> fromTriplet; ///< fromTriplet[i]: octets[i] was percent-decoded
    std::size_t origin = 0;        ///< where the octets begin in the input (when there are none)

    /// The smallest span covering the sources of octets [from, from + length).
    [[nodiscard]] Span source(std::size_t from, std::size_t length) const;
};

/// The bytes of @p span in @p input, each with its own one-byte span.
[[nodiscard]] TracedOctets traceBytes(std::string_view input, Span span);

/**
 * @brief Decode every well-formed triplet of @p in once (RFC 3986 §2.4); a
 * "%" that starts no triplet stays as it is. With @p onlyAfterDecodedPercent,
 * only triplets whose "%" itself came from decoding "%25" are decoded (the
 * next layer of a double encoding).
 */
[[nodiscard]] TracedOctets decodeOnce(const TracedOctets &in, bool onlyAfterDecodedPercent = false);

/// Whether @p cp is a bidi formatting character: RFC 3987 §4.1 names LRM,
/// RLM, LRE, RLE, LRO, RLO and PDF; ALM (U+061C) and the isolates
/// (U+2066-U+2069), added to Unicode later, are treated the same.
[[nodiscard]] bool isBidiFormat(char32_t cp);

/**
 * @brief Append a diagnostic with the code's own severity; when the last one
 * has the same code and ends where @p span begins, it grows instead.
 */
void addDiagnostic(std::vector<Diagnostic> &out, DiagCode code, Span span, std::string_view rule,
                   std::string_view cite);

/// Write the English message of every diagnostic of @p diags that has none,
/// quoting @p text (the text that the spans refer to).
void describeAll(std::vector<Diagnostic> &diags, std::string_view text);

} // namespace uri::detail
