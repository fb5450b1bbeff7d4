/**
 * @file normalize.h
 * @brief The normalization ladder of RFC 3986 §6.2, one reported step per
 * rung, and comparison for equivalence (§6).
 *
 * @code
 *   rung              RFC 3986    example: HTTP://Www.Example.COM:80/%7euser/./a
 *   simple-string     §6.2.1      HTTP://Www.Example.COM:80/%7euser/./a
 *   case              §6.2.2.1    http://www.example.com:80/%7Euser/./a
 *   percent-encoding  §6.2.2.2    http://www.example.com:80/~user/./a
 *   path-segment      §6.2.2.3    http://www.example.com:80/~user/a
 *   scheme-based      §6.2.3      http://www.example.com/~user/a
 *   protocol-based    §6.2.4      (explained, never performed: no network)
 * @endcode
 *
 * Each rung starts from the result of the one before. Every change carries
 * the span of the input characters it concerns, so a view can show which
 * characters each rung rewrote.
 *
 * Normalization never changes what a reference identifies: only unreserved
 * characters are decoded (§2.3; "%2F" stays "%2F", §2.2), and a path is
 * never left in a form that reads differently:
 *
 * Deviation: RFC 3986 §5.2.4 applied literally to "scheme:/.//a" gives
 * "scheme://a", where "a" is an authority; when a reference has no authority
 * and the result begins with "//", "/." is kept in front of it (as uriparser
 * and Boost.URL do). The path of a relative-path reference (or a rootless
 * path after a scheme) is normalized segment by segment, because §5.2.4 is
 * defined for merged paths and would make it absolute ("a/.." would become
 * "/"): "." segments go, a ".." removes the segment before it and stays when
 * there is none (RFC 3986 §5.2 cannot resolve it without a base), and "./"
 * is kept in front when the first segment would be empty (read as "//") or,
 * without a scheme, hold a ":" (read as a scheme, RFC 3986 §4.2).
 */
#pragma once

#include "uriinspector/diagnostic.h"
#include "uriinspector/parse.h"
#include "uriinspector/resolve.h"
#include "uriinspector/span.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace uri {

/// The rungs of the RFC 3986 §6.2 ladder, in order.
enum class Rung : std::uint8_t {
    SimpleString,    ///< §6.2.1 Simple String Comparison: the text as it is
    Case,            ///< §6.2.2.1 Case Normalization
    PercentEncoding, ///< §6.2.2.2 Percent-Encoding Normalization
    PathSegment,     ///< §6.2.2.3 Path Segment Normalization (remove_dot_segments)
    SchemeBased,     ///< §6.2.3 Scheme-Based Normalization
    ProtocolBased,   ///< §6.2.4 Protocol-Based Normalization: explained, never performed
};

inline constexpr std::array kAllRungs{Rung::SimpleString, Rung::Case,        Rung::PercentEncoding,
                                      Rung::PathSegment,  Rung::SchemeBased, Rung::ProtocolBased};

/// "simple-string", "case", "percent-encoding", "path-segment", "scheme-based",
/// "protocol-based".
[[nodiscard]] std::string_view rungName(Rung rung);
/// "RFC 3986 §6.2.1", ...
[[nodiscard]] std::string_view rungCite(Rung rung);
/// One English sentence: what the rung does (for protocol-based: why not).
[[nodiscard]] std::string_view rungDescription(Rung rung);

/// What one change did.
enum class ChangeKind : std::uint8_t {
    LowercaseScheme,   ///< §6.2.2.1: the scheme is case-insensitive
    LowercaseHost,     ///< §6.2.2.1: the host is case-insensitive
    UppercaseHex,      ///< §6.2.2.1: "%3a" is "%3A"
    DecodeUnreserved,  ///< §6.2.2.2: "%7E" is "~"
    RemoveDotSegments, ///< §6.2.2.3: remove_dot_segments (§5.2.4)
    KeepPathPrefix,    ///< §6.2.2.3, see the deviation above: "/." or "./" kept in front
    EmptyPort,         ///< §6.2.3 / §3.2.3: ":" with an empty port omitted
    PortLeadingZeros,  ///< §6.2.3 / §3.2.3: the port is a decimal number: "0080" is "80"
    DefaultPort,       ///< §6.2.3: the scheme's default port omitted
    EmptyPathToSlash,  ///< §6.2.3: an empty path is "/" for this scheme
};

/// "lowercase-scheme", "lowercase-host", "uppercase-hex", "decode-unreserved",
/// "remove-dot-segments", "keep-path-prefix", "empty-port", "port-leading-zeros",
/// "default-port", "empty-path-to-slash".
[[nodiscard]] std::string_view changeKindName(ChangeKind kind);

struct NormalizeChange
{
    Span span;          ///< the input characters concerned; empty at an insertion point
    std::string before; ///< their text before this rung
    std::string after;  ///< and after it
    ChangeKind kind = ChangeKind::LowercaseScheme;

    friend bool operator==(const NormalizeChange &, const NormalizeChange &) = default;
};

struct NormalizeStep
{
    Rung rung = Rung::SimpleString;
    bool performed = true; ///< false for Rung::ProtocolBased only
    std::string result;    ///< the whole reference after this rung
    std::vector<NormalizeChange> changes;
    /// Rung::PathSegment: the remove_dot_segments trace (RFC 3986 §5.2.4)
    /// when the path is absolute; empty otherwise.
    std::vector<TraceStep> dotSegments;

    [[nodiscard]] bool changed() const { return !changes.empty(); }
    friend bool operator==(const NormalizeStep &, const NormalizeStep &) = default;
};

/// The parts a normalization may touch (uriparser's URI_NORMALIZE_* flags).
using PartMask = std::uint8_t;
inline constexpr PartMask kPartScheme = 1u << 0;
inline constexpr PartMask kPartUserinfo = 1u << 1;
inline constexpr PartMask kPartHost = 1u << 2;
inline constexpr PartMask kPartPort = 1u << 3;
inline constexpr PartMask kPartPath = 1u << 4;
inline constexpr PartMask kPartQuery = 1u << 5;
inline constexpr PartMask kPartFragment = 1u << 6;
inline constexpr PartMask kAllParts = 0x7F;

struct NormalizeOptions
{
    PartMask parts = kAllParts; ///< only these parts are normalized
};

/// The result of normalize(). Owns its strings; spans refer to `input`.
struct NormalizeResult
{
    std::string input;
    bool valid = true;                   ///< the input is a valid URI-reference (RFC 3986)
    std::string normalized;              ///< the result of the last rung performed (scheme-based)
    std::vector<NormalizeStep> steps;    ///< one per rung, in kAllRungs order
    std::vector<Diagnostic> diagnostics; ///< the parser's, for the input

    [[nodiscard]] const NormalizeStep &step(Rung rung) const
    {
        return steps[static_cast<std::size_t>(rung)];
    }
    friend bool operator==(const NormalizeResult &, const NormalizeResult &) = default;
};

/**
 * @brief Climb the RFC 3986 §6.2 ladder with @p input.
 *
 * Spec: RFC 3986 §6.2.1 to §6.2.4. An invalid reference is normalized as
 * split (Appendix B); its diagnostics come with the result. A "%" that
 * begins no triplet is left alone, and a decoded hexadecimal digit that would
 * complete a triplet with it stays encoded, so that normalizing never makes
 * a new percent-encoding.
 */
[[nodiscard]] NormalizeResult normalize(std::string_view input,
                                        const NormalizeOptions &options = {});

/// The same on @p parsed, the RFC 3986 split of the input (uri::parse()):
/// nothing is parsed again.
[[nodiscard]] NormalizeResult normalize(const ParseResult &parsed,
                                        const NormalizeOptions &options = {});

/**
 * @brief The normalized text alone: normalize(input, options).normalized
 * for every input, without the steps, changes and spans.
 *
 * The reference is parsed once and each component written once, each rung's
 * decision taken as it is written; remove_dot_segments (§5.2.4) runs in
 * place on the path.
 */
[[nodiscard]] std::string normalized(std::string_view input, const NormalizeOptions &options = {});

/// The same on @p parsed (uri::parse()): nothing is parsed again.
[[nodiscard]] std::string normalized(const ParseResult &parsed,
                                     const NormalizeOptions &options = {});

/// What a scheme's specification says about its normal form (§6.2.3).
struct SchemeDefaults
{
    std::string_view scheme; ///< lowercase
    std::optional<std::uint16_t> defaultPort;
    bool emptyPathIsSlash = false; ///< "http://a" and "http://a/" are the same resource
    std::string_view cite;         ///< where the scheme's specification says so
};

/// The schemes that scheme-based normalization knows.
[[nodiscard]] std::span<const SchemeDefaults> knownSchemes();
/// The defaults of @p scheme (any case), or null.
[[nodiscard]] const SchemeDefaults *schemeDefaults(std::string_view scheme);

/// A component in which two references still differ.
struct ComponentDifference
{
    std::string_view
        component; ///< "scheme", "userinfo", "host", "port", "path", "query", "fragment"
    OptSpan a;     ///< where it is in the first input (nullopt: undefined there)
    OptSpan b;     ///< and in the second
    std::optional<std::string> aNormalized; ///< its normalized text (nullopt: undefined)
    std::optional<std::string> bNormalized;

    friend bool operator==(const ComponentDifference &, const ComponentDifference &) = default;
};

struct CompareResult
{
    bool equivalent = false;
    /// The first rung at which the two are equal, or nullopt.
    std::optional<Rung> rung;
    NormalizeResult a;
    NormalizeResult b;
    /// When not equivalent: the components that differ after the last rung.
    std::vector<ComponentDifference> differences;

    friend bool operator==(const CompareResult &, const CompareResult &) = default;
};

/**
 * @brief Whether @p a and @p b are equivalent by the RFC 3986 §6.2 ladder,
 * and from which rung on.
 *
 * Spec: RFC 3986 §6.1 ("equivalent if they would identify the same
 * resource") as far as §6.2.1 to §6.2.3 can tell; §6.2.4 is not performed.
 */
[[nodiscard]] CompareResult compare(std::string_view a, std::string_view b);

} // namespace uri
