/**
 * @file analysis.h
 * @brief One analysis of one input: the core's results, held together with
 * the bytes they point into, ready for the models.
 *
 * An Analysis is computed off the UI thread (see Analyzer) and then shared,
 * read-only, by every model. It owns the input bytes, so the string_views of
 * the core's ParseResult stay valid as long as the Analysis lives.
 */
#pragma once

#include "uriinspector/normalize.h"
#include "uriinspector/parse.h"
#include "uriinspector/security.h"
#include "uriinspector/spec.h"
#include "uriinspector/whatwg.h"
#include "utils/span_mapping.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QString;

namespace uri::ui {

/// The security analysis and the normalization ladder run on inputs up to
/// this size; a longer input gets the split, the bytes and the browser's view
/// only (the panes say so). A 10 MB paste would otherwise hold about a
/// gigabyte of intermediate strings.
inline constexpr std::size_t kMaxDeepAnalysisBytes = std::size_t{1} << 20;

struct Analysis
{
    /// The input as UTF-8 bytes; `result` borrows it (never moved after parsing).
    std::shared_ptr<const std::string> input;
    Spec spec = Spec::Rfc3986;
    ParseResult result;
    std::vector<Span> segments;     ///< uri::pathSegments(result)
    std::vector<QueryParam> params; ///< uri::queryParams(result)
    /// The dot-separated labels of a reg-name host (RFC 3986 §3.2.2: "a
    /// registered name ... often ... DNS" labels); empty for other hosts.
    std::vector<Span> hostLabels;
    /// The registrable domain (security.destination) where the host as
    /// written ends with it, as in "www.example.co.uk"; else nothing.
    OptSpan registrableDomain;
    SpanMapping mapping;
    /// The URL Standard's reading of the same bytes: what a browser does with
    /// them (borrows `input`). Set for every non-empty input, whatever `spec`.
    std::optional<whatwg::ParseResult> browser;
    /// The link-security analysis (destination, views, findings); set for
    /// every non-empty input up to kMaxDeepAnalysisBytes.
    std::optional<security::Analysis> security;
    /// The RFC 3986 §6.2 normalization ladder; as `security`.
    std::optional<NormalizeResult> normalized;
    std::uint64_t generation = 0;
    int errors = 0;
    int warnings = 0;
    int infos = 0;

    [[nodiscard]] std::string_view bytes() const { return input ? *input : std::string_view{}; }
    [[nodiscard]] std::string_view text(Span span) const { return span.in(bytes()); }
};

/**
 * @brief Analyse @p bytes under @p spec. Safe to call from any thread.
 * @param generation a number the caller uses to drop stale results.
 */
[[nodiscard]] std::shared_ptr<const Analysis> analyze(std::string bytes, Spec spec,
                                                      std::uint64_t generation = 0);

/// The same for a QString (converted to UTF-8 here, so off the UI thread too).
[[nodiscard]] std::shared_ptr<const Analysis> analyze(const QString &text, Spec spec,
                                                      std::uint64_t generation = 0);

} // namespace uri::ui
