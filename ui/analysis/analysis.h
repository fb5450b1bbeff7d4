/**
 * @file analysis.h
 * @brief One analysis of one input, as the window's models read it: the
 * core's Inspection (every view parsed once, every analysis of them) and
 * the map from its byte offsets to the UTF-16 positions of Qt's text.
 *
 * An Analysis is computed off the UI thread (see Analyzer) and then shared,
 * read-only, by every model and pane. It owns the input bytes, so the views
 * of the Inspection stay valid as long as the Analysis lives. It also holds
 * how real URL libraries read the input (readers.h, the Readers pane), whose
 * P11 finding joins the security analysis.
 */
#pragma once

#include "common/span_mapping.h"
#include "uriinspector/inspection.h"
#include "uriinspector/readers.h"
#include "uriinspector/spec.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class QString;

namespace uri::ui {

/// The normalization ladder runs on inputs up to this size (a 10 MB input
/// would hold about a gigabyte of intermediate strings); a longer input gets
/// the split, the bytes, the browser's view and the security analysis (the
/// Normalize pane says so).
inline constexpr std::size_t kMaxDeepAnalysisBytes = kMaxDeepBytes;

/// The security analysis runs on inputs up to this size, so that a 10 MB
/// paste or file gets its verdict, as `uri-inspect check` gives it (about
/// 1.5 s and 120 MB for 10 MB of ASCII; 8 s and 320 MB for 10 MB of dots,
/// "@", "%" and non-ASCII, in the debug build). A longer input gets no
/// verdict (the Security pane says so).
inline constexpr std::size_t kMaxSecurityBytes = std::size_t{16} << 20;

/// The real URL libraries (readers.h) read inputs up to this size: the
/// security analysis that takes their P11 finding stops there too, and a
/// 10 MB input keeps them busy for seconds (the Readers pane says so).
inline constexpr std::size_t kMaxReadersBytes = kMaxDeepAnalysisBytes;

struct Analysis : Inspection
{
    SpanMapping mapping; ///< byte offsets of the input to UTF-16 positions
    std::uint64_t generation = 0;
    /// Every reader's reading of the input (readers::chosenReaders(), this
    /// project's RFC 3986 reader under `spec`), for inputs of 1 to
    /// kMaxReadersBytes bytes; its finding, if any, is in `security` too.
    std::optional<readers::Matrix> readers;
    /// `readers` has the readings of the readers in this process only, and
    /// `security` no P11: analyzeInProcess()'s first step of an input the
    /// server-side readers take longer over. withServerReadings() of this
    /// analysis follows, with the same generation.
    bool serverReadingsPending = false;
    /// Only the views (the split under `spec`, its segments, parameters and
    /// labels; no browser's reading unless `spec` is the URL Standard's):
    /// what the window shows of a long input at once. analyze() of the same
    /// bytes follows, with the same generation.
    bool partial = false;
    /// A relative reference with a base goes nowhere on its own: where it
    /// goes is its target, RFC 3986's resolution against the base (§5.2).
    /// That text (on the heap, so that `targetSecurity` may borrow it) and
    /// its security analysis, whose views the Security pane shows; null and
    /// nothing for an absolute URI or without a base.
    std::shared_ptr<const std::string> target;
    std::optional<security::Assessment> targetSecurity;
};

/// The reviewer's blocklists an analysis matches links against (K1).
using BlocklistsPtr = std::shared_ptr<const std::vector<security::Blocklist>>;

/**
 * @brief Inspect @p bytes under @p spec (inspect(): each view parsed once),
 * resolved against @p base when one is given, the link (and its target)
 * matched against @p blocklists. Safe to call from any thread.
 * @param generation a number the caller uses to drop stale results.
 */
[[nodiscard]] std::shared_ptr<const Analysis>
analyze(std::string bytes, Spec spec, std::uint64_t generation = 0,
        const std::optional<std::string> &base = std::nullopt,
        const BlocklistsPtr &blocklists = nullptr);

/// The same for a QString (converted to UTF-8 here, so off the UI thread too).
[[nodiscard]] std::shared_ptr<const Analysis>
analyze(const QString &text, Spec spec, std::uint64_t generation = 0,
        const std::optional<std::string> &base = std::nullopt,
        const BlocklistsPtr &blocklists = nullptr);

/**
 * @brief analyze(), with the readers of this process only
 * (Analysis::serverReadingsPending) when server-side readers are installed:
 * their workers add a few milliseconds per KiB of input (bench/README.md,
 * "The window's latency"), which the window's first repaint does not wait
 * for. Safe to call from any thread.
 */
[[nodiscard]] std::shared_ptr<const Analysis>
analyzeInProcess(std::string bytes, Spec spec, std::uint64_t generation = 0,
                 const std::optional<std::string> &base = std::nullopt,
                 const BlocklistsPtr &blocklists = nullptr);

/**
 * @brief The rest of @p first, an analysis whose serverReadingsPending is
 * set: the same inspection (nothing is parsed again) with every reader's
 * reading, and their P11 in the security analysis; equal to analyze() of
 * the same input. Safe to call from any thread.
 */
[[nodiscard]] std::shared_ptr<const Analysis> withServerReadings(const Analysis &first);

/**
 * @brief The views of @p bytes only (Analysis::partial), for an input of at
 * most kMaxSecurityBytes bytes: a few milliseconds where analyze() takes
 * about 100 at 1 MiB. Safe to call from any thread.
 */
[[nodiscard]] std::shared_ptr<const Analysis> analyzeViews(std::string bytes, Spec spec,
                                                           std::uint64_t generation = 0);

/// Who reads in the Readers pane: the identity (readers::Reader::identity())
/// of every reader that analyze() runs under @p spec, in their order.
[[nodiscard]] std::vector<readers::Reading> readerIdentities(Spec spec = Spec::Rfc3986);

/// readers::missingRuntimes(), found once: the server-side readers that the
/// window does not run, and why.
[[nodiscard]] std::vector<std::string> readersNotInstalled();

} // namespace uri::ui
