/**
 * @file inspection.h
 * @brief One inspection of one input: every view of it, parsed once, and
 * every analysis of those views, in one object that the window, the command
 * line and the reports all read.
 *
 * @code
 *   bytes --+--> syntax    parse(bytes, spec)          the chosen generation's split
 *           +--> rfc3986   parse(bytes)                (syntax itself under RFC 3986)
 *           +--> browser   whatwg::parse(bytes)        what a browser reads
 *
 *   rfc3986 + browser --> security::analyze()          destination, findings, verdict
 *   rfc3986 ------------> normalize()                  the RFC 3986 §6.2 ladder
 *   base + bytes -------> resolve() per generation     when a base is given
 * @endcode
 *
 * Each view of the input is parsed exactly once; the analyses take the
 * parsed views, never the text. The derived facts (path segments, query
 * parameters, host labels, the registrable domain's span) are computed here
 * once, so that no reader derives them again. docs/design.md draws the flow.
 */
#pragma once

#include "uriinspector/normalize.h"
#include "uriinspector/parse.h"
#include "uriinspector/resolve.h"
#include "uriinspector/security.h"
#include "uriinspector/spec.h"
#include "uriinspector/whatwg.h"

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uri {

namespace security {
struct SecurityData;
}

/// The default of InspectOptions::maxDeepBytes.
inline constexpr std::size_t kMaxDeepBytes = std::size_t{1} << 20;
/// The default of InspectOptions::maxResolveBytes.
inline constexpr std::size_t kMaxResolveBytes = 64 * 1024;

/// What an inspection computes besides the views.
struct InspectOptions
{
    /// The generation of the `syntax` view; Spec::Whatwg gives the browser's split.
    Spec spec = Spec::Rfc3986;
    bool security = true;      ///< the link-security analysis
    bool normalization = true; ///< the RFC 3986 §6.2 ladder
    /// The URL Standard's reading (`browser`) under other specs too. It is
    /// made anyway under Spec::Whatwg, and for the security analysis.
    bool browser = true;
    /// The security analysis and the ladder run on inputs up to this size; a
    /// longer input gets its views only (a 10 MB paste would otherwise hold
    /// about a gigabyte of intermediate strings).
    std::size_t maxDeepBytes = kMaxDeepBytes;
    /// Resolve the input against this base under every generation.
    std::optional<std::string> base;
    /// Resolution is traced for a base and an input up to this size each.
    std::size_t maxResolveBytes = kMaxResolveBytes;
    /// The tables of the security analysis; SecurityData::builtin() when null.
    const security::SecurityData *data = nullptr;
    /// The reviewer's blocklists (K1, blocklist.h); none when null.
    const std::vector<security::Blocklist> *blocklists = nullptr;
    /// Report the versions of the data in the security analysis.
    bool dataVersions = true;
};

/**
 * @brief Every view and every analysis of one input.
 *
 * It owns the input's bytes (shared, immutable), and every view and result
 * points into them; copies share the bytes, so they stay valid as long as
 * any copy lives.
 */
struct Inspection
{
    std::shared_ptr<const std::string> input;
    Spec spec = Spec::Rfc3986;

    /// The split under `spec`; under Spec::Whatwg the URL Standard's reading
    /// in the same shape (each component the span the basic URL parser read it
    /// from, URL Standard §4.4; its validation errors as the diagnostics).
    ParseResult syntax;
    /// RFC 3986's split when `spec` is another generation (else see rfc3986()).
    std::optional<ParseResult> rfc3986Split;
    /// The URL Standard's reading of the same bytes, without a base: set for
    /// every non-empty input, whatever `spec` (and for "" when analysed),
    /// unless InspectOptions::browser is off: then under Spec::Whatwg, and
    /// where the security analysis ran, only.
    std::optional<whatwg::ParseResult> browser;

    // Facts derived from `syntax`
    std::vector<Span> segments;     ///< pathSegments(syntax)
    std::vector<QueryParam> params; ///< queryParams(syntax)
    std::vector<Span> hostLabels;   ///< hostLabels(syntax)
    /// Where the host as written ends with the registrable domain of the
    /// destination ("example.co.uk" in "www.Example.co.uk"); else nothing.
    OptSpan registrableDomain;
    int errors = 0; ///< diagnostics of `syntax` by severity
    int warnings = 0;
    int infos = 0;

    /// Whether the input was small enough for the security analysis and the ladder.
    bool deep = false;
    std::optional<security::Assessment> security;
    std::optional<NormalizeResult> normalization;

    /// The base given, and the input resolved against it under each generation
    /// of resolveSupports(), in kAllSpecs order (empty when either is too long).
    std::optional<std::string> base;
    std::vector<ResolveResult> resolutions;

    [[nodiscard]] std::string_view bytes() const
    {
        return input ? std::string_view(*input) : std::string_view{};
    }
    [[nodiscard]] std::string_view text(Span span) const { return span.in(bytes()); }
    /// RFC 3986's split of the input (the one security and the ladder read).
    [[nodiscard]] const ParseResult &rfc3986() const
    {
        return rfc3986Split ? *rfc3986Split : syntax;
    }
    /// The resolution under @p spec, or null.
    [[nodiscard]] const ResolveResult *resolution(Spec spec) const;
};

/**
 * @brief Inspect @p bytes: parse each view once, then run the analyses asked
 * for in @p options on the parsed views. Never throws for any input; safe to
 * call from any thread.
 */
[[nodiscard]] Inspection inspect(std::string bytes, const InspectOptions &options = {});

/**
 * @brief What a browser does with @p reference on a page at @p base (URL
 * Standard §4.4, `new URL(reference, base)`), as a resolution under
 * Spec::Whatwg: the href, or the error of the base or of the reference
 * (ResolveErrorCode::InvalidBase or InvalidReference with the parser's
 * validation error). The URL Standard resolves by parsing: there is no trace.
 */
[[nodiscard]] ResolveResult resolveBrowser(std::string_view base, std::string_view reference);
/// The same from the URL Standard's parses of the base and of the reference
/// against it (@p reference unused when the base failed): for a caller
/// that shows their diagnostics too (`uri-inspect resolve --spec whatwg`).
[[nodiscard]] ResolveResult resolveBrowser(std::string_view base, std::string_view reference,
                                           const whatwg::ParseResult &parsedBase,
                                           const whatwg::ParseResult &parsedReference);

/**
 * @brief The resolutions of an inspection: resolveEverySpec(), then
 * resolveBrowser() (kAllSpecs order: the URL Standard last).
 */
[[nodiscard]] std::vector<ResolveResult> resolveWithBrowser(std::string_view base,
                                                            std::string_view reference);

/**
 * @brief The URL Standard's reading @p browser of @p input in the shape of a
 * ParseResult (Spec::Whatwg): the spans the basic URL parser read each
 * component from, the host type of its host, and its validation errors.
 */
[[nodiscard]] ParseResult browserSplit(const whatwg::ParseResult &browser, std::string_view input);

} // namespace uri
