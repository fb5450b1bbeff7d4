/**
 * @file pct_codec.h
 * @brief Percent-decoding that remembers where each octet came from, for the
 * encoding views, the encoder, IRIs and the normalizer.
 */
#pragma once

#include "syntax/detail/diagnostic_sink.h"
#include "text/detail/text.h"
#include "uriinspector/diagnostic.h"
#include "uriinspector/span.h"

#include <string>
#include <string_view>
#include <vector>

namespace uri::detail {

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

/// The English message of a diagnostic of the encoding views, the encoder,
/// IRIs or IDNA over @p text (a DiagnosticSink::Describer).
[[nodiscard]] std::string describeEncoding(const Diagnostic &diag, std::string_view text);

} // namespace uri::detail
