/**
 * @file extract.h
 * @brief Every URI in free text (a mail, a chat log, a report), defanged
 * forms undone, and redirect wrappers unwrapped, offline.
 *
 * Spec: RFC 3986 Appendix C "Delimiting a URI in Context" and
 * draft-fielding-url-syntax-01 Appendix B "Recommendations for Delimiting
 * URLs in Context":
 *
 * - a URI in angle brackets `<...>`, optionally with the prefix `URL:`
 *   (`<URL:http://example.com/>`), may contain whitespace where it was
 *   broken across lines; the whitespace is no part of the URI and is removed;
 * - "the interpreter of a URL containing a line break immediately after a
 *   hyphen [...] should be aware that the hyphen may or may not actually be
 *   part of the URL" (draft-01 App. B): such a URI is flagged;
 * - a URI without brackets ends at whitespace or at a character that cannot
 *   be in a URI (`"`, `<`, `>`), and trailing punctuation (`.`, `,`, `;`,
 *   `:`, `!`, `?`, `'`, and `)`, `]`, `}` that close nothing inside the URI)
 *   is taken to belong to the sentence, not to the URI.
 *
 * Defanged forms, as threat reports write them so that nobody clicks
 * (`hxxp://evil[.]example`, `https[:]//`, `[at]`), are found and refanged:
 * the result carries the real URI and marks that it was defanged.
 *
 * Deviation: a bare URI (no brackets) is recognised by `scheme://`, or by
 * `scheme:` followed by a non-space for a scheme in the IANA registry or in
 * the security tables (`mailto:`, `javascript:`, `data:`, `ms-msdt:`), and
 * `www.` host names are reported without a scheme; a word followed by a
 * colon ("Note: ...") is never taken for a URI.
 *
 * @see security.h, which analyses each extracted URI; security_data.h for
 * the wrapper table.
 */
#pragma once

#include "uriinspector/span.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uri {

namespace security {
struct SecurityData;
}

/// One URI found in a text.
struct ExtractedUri
{
    std::string uri; ///< the URI: line-break whitespace removed, defanged parts refanged
    Span span;       ///< the characters of the text it was read from (brackets excluded)
    OptSpan delimited; ///< the whole `<...>` or `<URL:...>` wrapper, when there is one
    bool angleBrackets = false; ///< RFC 3986 App. C `<...>`
    bool urlPrefix = false;     ///< draft-01 App. B / RFC 3986 App. C `URL:`
    bool lineBreaks = false;    ///< whitespace inside was removed
    bool hyphenAtBreak = false; ///< a line break right after "-" (draft-01 App. B)
    bool defanged = false;      ///< refanged from `hxxp`, `[.]`, `[:]`, ...
    bool schemeless = false;    ///< a bare `www.` name: no scheme written
    std::vector<Span> defangs;  ///< where the defanged parts are, in the text

    friend bool operator==(const ExtractedUri &, const ExtractedUri &) = default;
};

struct ExtractOptions
{
    bool defanged = true; ///< also find and refang defanged URIs
    bool bareWww = true;  ///< also report `www.example.com` without a scheme
    /// Stop after this many URIs (a bound on hostile input).
    std::size_t maxUris = 100000;
};

/**
 * @brief Every URI in @p text, in the order they appear.
 * @param text any bytes (UTF-8 expected); the time taken is linear in its size.
 * @return the URIs with their spans in @p text (bytes).
 */
[[nodiscard]] std::vector<ExtractedUri> extract(std::string_view text,
                                                const ExtractOptions &options = {});

/// A "<" further than this from its ">" delimits nothing (a bound on the
/// search over hostile text).
inline constexpr std::size_t kExtractMaxBracketed = 8192;

/// How far the search may read past a byte of the (refanged) text to settle
/// what begins there: kExtractMaxBracketed, and a scheme's name with room to
/// spare.
inline constexpr std::size_t kExtractReach = kExtractMaxBracketed + 64;

/// What extractPiece() found in one piece of a text.
struct ExtractedPiece
{
    std::vector<ExtractedUri> uris; ///< spans count from the start of the whole text
    /// the line feed where the scan ended, counted from the start of the
    /// piece (its size when it reached none): the next piece begins there
    std::size_t stop = 0;
    /// whether enough text followed the stop for these to be the URIs that
    /// the scan of the whole text finds there
    bool settled = false;
};

/**
 * @brief The URIs of one piece of a text, found without the rest of it, so
 * that the pieces of a long text can be searched one after another
 * (ExtractStream) or on several threads at once (uri-inspect extract --jobs).
 *
 * The scan begins at the start of @p piece, which must be the start of the
 * whole text or one of its line feeds, and ends at the first line feed it
 * reaches at or after byte @p until. When the scan of the whole text reaches
 * the piece's first byte too, and the result is settled, the two find the
 * same URIs there: a bare URI ends at white space, and a bracketed one within
 * kExtractMaxBracketed of its "<". About twice kExtractReach bytes after
 * @p until usually settle it. The scan of the next piece then begins at
 * ExtractedPiece::stop.
 *
 * @param atEnd whether @p piece runs to the end of the whole text (the result
 *              is then always settled).
 * @return the URIs with their spans in @p piece.
 */
[[nodiscard]] ExtractedPiece extractPiece(std::string_view piece, std::size_t until, bool atEnd,
                                          const ExtractOptions &options = {});

/**
 * @brief extractPiece() into @p found, whose memory is used again (a piece
 * of 256 KiB of a log holds some 5,000 URIs), of a piece that begins at byte
 * @p offset of the whole text: the spans count from the start of the whole
 * text, @p until and ExtractedPiece::stop from the start of the piece.
 */
void extractPiece(std::string_view piece, std::size_t offset, std::size_t until, bool atEnd,
                  const ExtractOptions &options, ExtractedPiece &found);

/**
 * @brief extract() of a text that arrives in pieces, a log of any length:
 * the same URIs, with spans counted from the start of the whole text, found
 * while only a window of the text is held.
 *
 * The text is cut at line feeds: a bare URI ends at white space, and a
 * bracketed one within 8 KiB of its "<", so a cut that the scan of the whole
 * text reaches, with 8 KiB of text after it read, changes nothing. A line
 * longer than the window is held whole until it ends. ExtractOptions::maxUris
 * does not apply: the URIs are handed over piece by piece.
 */
class ExtractStream
{
public:
    /// @p window: the text held before a cut is looked for (at least 33 KiB).
    explicit ExtractStream(const ExtractOptions &options = {},
                           std::size_t window = std::size_t{256} << 10);

    /// Add @p more to the text; the URIs that nothing after it can change.
    [[nodiscard]] std::vector<ExtractedUri> feed(std::string_view more);

    /// The end of the text: the URIs not yet handed over. The stream is
    /// then empty, ready for another text.
    [[nodiscard]] std::vector<ExtractedUri> finish();

private:
    ExtractOptions m_options;
    std::size_t m_window;
    std::size_t m_nextTry;  ///< the bytes of m_text to look for a cut in (doubled on a long line)
    std::string m_text;     ///< the text not yet settled
    std::size_t m_base = 0; ///< where m_text begins in the whole text
};

/**
 * @brief Undo the usual defanging: `hxxp`/`hxxps`/`fxp` schemes, `[.]`,
 * `(.)`, `{.}`, `[dot]`, `(dot)`, `[:]`, `[://]`, `[/]`, `[at]`, `[@]`.
 * Text that is not defanged is returned unchanged.
 */
[[nodiscard]] std::string refang(std::string_view text);

/// One redirect wrapper taken off.
struct UnwrapStep
{
    std::string wrapper; ///< the wrapper's host pattern, e.g. "*.safelinks.protection.outlook.com"
    std::string encoding; ///< "plain", "proofpoint-v2", "proofpoint-v3", "bing-a1", "base64url"
    std::string param;    ///< the parameter that held the target ("" for the path)
    std::string target;   ///< the URL it wrapped
};

/// The result of unwrapRedirect().
struct Unwrapped
{
    std::string url;               ///< the innermost target
    std::vector<UnwrapStep> steps; ///< outermost first
};

/**
 * @brief Take off redirect wrappers (Google /url, Facebook l.php, YouTube,
 * LinkedIn, Microsoft Safe Links, Proofpoint URL Defense v2 and v3, Slack,
 * Bing /ck/a), repeatedly, offline: nothing is fetched.
 * @param data the wrapper table (SecurityData::builtin() when null).
 * @param maxDepth wrappers taken off at most.
 * @return nothing when @p url is no known wrapper.
 */
[[nodiscard]] std::optional<Unwrapped> unwrapRedirect(std::string_view url,
                                                      const security::SecurityData *data = nullptr,
                                                      int maxDepth = 5);

/// One step of unwrapping only (no recursion); nothing when @p url is no wrapper.
[[nodiscard]] std::optional<UnwrapStep> unwrapOnce(std::string_view url,
                                                   const security::SecurityData &data);

} // namespace uri
