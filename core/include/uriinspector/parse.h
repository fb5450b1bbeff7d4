/**
 * @file parse.h
 * @brief Splitting and validating a URI reference (RFC 3986 §3, §4, App. A).
 *
 * The parser never refuses and never throws: every input, valid or not, is
 * split with the semantics of the regular expression of RFC 3986 Appendix B,
 * and then every component is checked against its ABNF rule. Each violation
 * becomes a Diagnostic with the span of the offending characters.
 *
 * Layout of the spans, for the example of RFC 3986 §3:
 *
 * @code
 *   foo://user:pw@example.com:8042/over/there?name=ferret#nose
 *   \_/   \______________________/\_________/ \_________/ \__/
 *    |         authority              path       query     fragment
 *  scheme \_____/ \_________/ \__/
 *         userinfo   host     port
 *         user:password
 * @endcode
 *
 * Delimiters are never inside a span: scheme excludes ":", authority excludes
 * "//", userinfo excludes "@", port excludes ":", query excludes "?",
 * fragment excludes "#", an IP-literal host includes its brackets. So the
 * recomposition of RFC 3986 §5.3 gives back the input byte for byte.
 */
#pragma once

#include "uriinspector/diagnostic.h"
#include "uriinspector/span.h"
#include "uriinspector/spec.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uri {

/// RFC 3986 §3.2.2: which alternative of `host` matched.
enum class HostType {
    RegName,   ///< reg-name (also the fallback for an invalid host)
    IPv4,      ///< IPv4address (dotted decimal, strict dec-octet)
    IPv6,      ///< IP-literal holding an IPv6address
    IPvFuture, ///< IP-literal holding an IPvFuture
};

/// RFC 3986 §4: what kind of reference the text is.
enum class Form {
    AbsoluteUri,     ///< absolute-URI (§4.3): scheme, no fragment
    UriWithFragment, ///< URI (§3) with a fragment
    NetworkPath,     ///< relative-ref starting with "//" (§4.2)
    AbsolutePath,    ///< relative-ref starting with "/" (§4.2)
    RelativePath,    ///< relative-ref with a relative path (§4.2)
    SameDocument,    ///< empty relative-ref, or "#fragment" only (§4.4)
};

/// A query parameter, split at "&" or ";" and then at the first "=".
/// Informational: RFC 3986 §3.4 gives the query no inner structure.
struct QueryParam
{
    Span whole;
    Span key;
    OptSpan value; ///< undefined when the parameter has no "="

    friend bool operator==(const QueryParam &, const QueryParam &) = default;
};

/**
 * @brief The components of one URI reference, as spans into the input.
 * @warning The result borrows the input: `input` and every text accessor
 * refer to the caller's string, which must outlive the result.
 */
struct ParseResult
{
    std::string_view input;
    Spec spec = Spec::Rfc3986;
    Form form = Form::SameDocument;

    OptSpan scheme;    ///< RFC 3986 §3.1, without ":"
    OptSpan authority; ///< RFC 3986 §3.2, without "//"
    OptSpan userinfo;  ///< RFC 3986 §3.2.1, without "@"
    OptSpan user;      ///< userinfo before its first ":"
    OptSpan password;  ///< userinfo after its first ":" (deprecated, §3.2.1)
    OptSpan host;      ///< RFC 3986 §3.2.2, brackets of an IP-literal included
    OptSpan port;      ///< RFC 3986 §3.2.3, without ":"
    Span path;         ///< RFC 3986 §3.3: always defined, possibly empty
    /// RFC 1808 §2.4.5 <params>, after the first ";" of the path (without it),
    /// under Spec::Rfc1808 only. It lies inside `path`, as userinfo lies inside
    /// authority, so that recomposition is the same for every generation.
    OptSpan params;
    OptSpan query;    ///< RFC 3986 §3.4, without "?"
    OptSpan fragment; ///< RFC 3986 §3.5, without "#"

    std::optional<HostType> hostType; ///< defined exactly when host is
    OptSpan ipLiteralAddress;         ///< inside the brackets, zone id excluded
    OptSpan zoneId;                   ///< RFC 6874 zone id, after "%25" (or "%")

    std::vector<Diagnostic> diagnostics;

    /// No diagnostic of severity Error.
    [[nodiscard]] bool valid() const;
    /// The text of a span of this result's input.
    [[nodiscard]] std::string_view text(Span span) const { return span.in(input); }
    /// RFC 3986 §5.3 Component Recomposition (equals `input` for every input).
    [[nodiscard]] std::string recompose() const;

    friend bool operator==(const ParseResult &, const ParseResult &) = default;
};

/**
 * @brief Split and validate @p text as a URI-reference.
 *
 * BNF:
 * @code
 *   URI-reference = URI / relative-ref
 *   URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 *   relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
 * @endcode
 * Spec: RFC 3986 §4.1 and Appendix A; the split is that of Appendix B.
 *
 * @param text any bytes: NUL, controls and invalid UTF-8 are diagnosed, and
 * the time taken is linear in the size of the text.
 * @param spec Spec::Rfc3986 or Spec::Rfc3986NonStrict (the grammar is the same);
 * or an older generation (Rfc2396, Draft01, Rfc1808, Rfc1630), split in the
 * order its text gives and checked against its own grammar, its rule names and
 * citations in the diagnostics. Spec::Whatwg is whatwg::parse()'s.
 * @return the components and every diagnostic (at most kMaxDiagnostics).
 */
[[nodiscard]] ParseResult parse(std::string_view text, Spec spec = Spec::Rfc3986);

/**
 * @brief What is wrong with the spans of @p result, or "" when nothing is:
 * every span and every diagnostic inside the input; scheme, authority, path,
 * query and fragment in the order of RFC 3986 §3; userinfo, host and port
 * inside the authority and in that order; user and password inside the
 * userinfo; the IP-literal's address and zone id inside the host; params
 * inside the path; a host type exactly with a host; and, but for the URL
 * Standard's split, the recomposition of §5.3 equal to the input.
 *
 * Every build without NDEBUG (the dev and asan presets) checks each result
 * of parse() with it and stops on a broken one.
 */
[[nodiscard]] std::string consistencyError(const ParseResult &result);

/// Whether parse() implements the grammar of @p spec.
[[nodiscard]] bool parseSupports(Spec spec);

/// The segments of the path (RFC 3986 §3.3), without their "/" delimiters.
/// "" has none, "/" has one empty segment, "a//b" has "a", "", "b". Under
/// RFC 1808 the segments end where its params begin.
[[nodiscard]] std::vector<Span> pathSegments(const ParseResult &result);

/// The same, one at a time: nothing is held (a huge path has many).
void forEachPathSegment(const ParseResult &result, const std::function<void(Span)> &each);

/// The parameters of the query, split at "&" and ";"; none for an empty or
/// undefined query.
[[nodiscard]] std::vector<QueryParam> queryParams(const ParseResult &result);

/// The same, one at a time.
void forEachQueryParam(const ParseResult &result,
                       const std::function<void(const QueryParam &)> &each);

/// The dot-separated labels of a reg-name host (RFC 3986 §3.2.2: a registered
/// name is often a DNS name, RFC 1034 §3.1); none for other hosts or for a
/// host of one label.
[[nodiscard]] std::vector<Span> hostLabels(const ParseResult &result);

/// The stable names used in JSON: "reg-name", "ipv4", "ipv6", "ipvfuture".
[[nodiscard]] std::string_view hostTypeName(HostType type);
/// "absolute-uri", "uri-with-fragment", "network-path", "absolute-path",
/// "relative-path", "same-document".
[[nodiscard]] std::string_view formName(Form form);

} // namespace uri
