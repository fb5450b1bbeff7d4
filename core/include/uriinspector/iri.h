/**
 * @file iri.h
 * @brief IRIs (RFC 3987): mapping an IRI to a URI (§3.1) and a URI to an
 * IRI (§3.2), piece by piece, with the span of each piece in the input.
 *
 * The input is UTF-8 text: RFC 3987 §3.1 step 1 (convert to UCS, normalized
 * to NFC) applies only to text in another encoding, so it is not performed;
 * the text is mapped as it is.
 */
#pragma once

#include "uriinspector/diagnostic.h"
#include "uriinspector/parse.h"
#include "uriinspector/span.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uri {

/// What the mapping did with one piece of the input.
enum class IriStep : std::uint8_t {
    Encoded, ///< §3.1 step 2: a non-ASCII character became its percent-encoded UTF-8 octets
    Decoded, ///< §3.2 step 2: triplets became the character that they encode
    /// §3.2 step 2: encodes "%", a reserved character or ASCII not allowed in a URI;
    /// or, in an invalid URI, a hex digit that would complete a "%" that is no
    /// triplet into one (RFC 3986 §2.4)
    KeptReserved,
    KeptInvalidUtf8, ///< §3.2 step 3: octets that are not UTF-8 stay encoded
    KeptUnsafe, ///< §3.2 step 4: not ucschar (iprivate in a query), a bidi format or invisible
};

/// "encoded", "decoded", "kept-reserved", "kept-invalid-utf8", "kept-unsafe".
[[nodiscard]] std::string_view iriStepName(IriStep step);

struct IriPiece
{
    Span span;          ///< in the input: a character, or a run of triplets
    std::string output; ///< what stands for it in the output
    IriStep step = IriStep::Encoded;
    char32_t codePoint = 0; ///< the character concerned, when it is one (0 otherwise)

    friend bool operator==(const IriPiece &, const IriPiece &) = default;
};

struct IriResult
{
    std::string output;
    std::vector<IriPiece> pieces; ///< every piece that was mapped or kept on purpose, in order
    /**
     * The alternative that RFC 3987 §3.1 allows for a host: iriToUri() with the
     * ireg-name converted by UTS #46 ToASCII instead of percent-encoded;
     * uriToIri() with "xn--" labels shown by ToUnicode. Set only when the host
     * changes and IDNA reports no error (idna.h).
     */
    std::optional<std::string> withIdnaHost;
    std::vector<Diagnostic> diagnostics; ///< spans in the input

    friend bool operator==(const IriResult &, const IriResult &) = default;
};

/// ucschar of RFC 3987 §2.2.
[[nodiscard]] bool isUcschar(char32_t cp);
/// iprivate of RFC 3987 §2.2 (allowed in the query only).
[[nodiscard]] bool isIprivate(char32_t cp);

/**
 * @brief RFC 3987 §3.1 Mapping of IRIs to URIs: every non-ASCII character
 * becomes its UTF-8 octets, percent-encoded; ASCII is left as it is.
 *
 * Characters that an IRI may not contain are mapped as well (so that the
 * result is ASCII) and reported: IriBidiFormat (§4.1), IriNotUcschar and
 * IriPrivateUse (§2.2), InvalidUtf8 for bytes that are not UTF-8 (each
 * encoded as it is).
 */
[[nodiscard]] IriResult iriToUri(std::string_view iri);
/// The same on @p parsed, the RFC 3986 split of the IRI: nothing is parsed again.
[[nodiscard]] IriResult iriToUri(const ParseResult &parsed);

/**
 * @brief RFC 3987 §3.2 Converting URIs to IRIs: decode the triplets except
 * those of "%", reserved characters and ASCII that a URI may not hold (step
 * 2); keep encoded what is not UTF-8 (step 3), and characters that are not
 * appropriate in an IRI (step 4): not ucschar (iprivate is, in a query), bidi
 * formatting (§4.1) and the invisible characters of utf8.h isBidiOrInvisible.
 */
[[nodiscard]] IriResult uriToIri(std::string_view uri);
/// The same on @p parsed, the RFC 3986 split of the URI: nothing is parsed again.
[[nodiscard]] IriResult uriToIri(const ParseResult &parsed);

} // namespace uri
