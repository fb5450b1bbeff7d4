// What the readers of each format share: where the records of one part go,
// with the fields every record of that part carries (docs/documents.md).
#pragma once

#include "uriinspector/documents.h"
#include "uriinspector/extract.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uri::documents::detail {

/// HTML §2.3.1 ASCII whitespace: TAB, LF, FF, CR, SPACE (also the white
/// space of a header value, where FF does not occur).
[[nodiscard]] constexpr bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

/// @p s without the ASCII whitespace at its ends.
[[nodiscard]] constexpr std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

/// The part being read: the fields its records carry, the handler, the bounds.
struct PartContext
{
    const Handler *handler = nullptr;
    const Limits *limits = nullptr;
    std::size_t document = 0;
    std::optional<std::size_t> message;
    std::string messageId;
    std::string subject;
    std::string part;
    std::string partName;
    bool attachment = false; ///< Content-Disposition: attachment, or a file name
    std::string contentType;
    /// The part's own URL: the document's, or a MIME part's Content-Location.
    std::optional<std::string> url;
    bool defanged = true;
    std::size_t links = 0;           ///< recorded so far in this part
    std::optional<std::size_t> page; ///< a PDF's page being read
    std::optional<CodeImage> image;  ///< the code whose text is being read
    /// Fills in where a record stands (its rect) from its span, before it
    /// is handed over: a PDF page's text knows where each character is.
    std::function<void(LinkRecord &)> place;
    /// The message's parts by Content-ID (RFC 2392), for its cid: links.
    std::shared_ptr<const std::map<std::string, std::string>> contentIds;
    /// What the spans of this part's records count in, for their excerpts.
    std::string_view text;
    const std::atomic<bool> *cancel = nullptr;
    /// ReadOptions::pageProgress, for a PDF read as the document itself.
    const std::function<void(std::size_t page, std::size_t pages)> *pageProgress = nullptr;

    /// Whether the reader was asked to stop (ReadOptions::cancel).
    [[nodiscard]] bool cancelled() const
    {
        return cancel != nullptr && cancel->load(std::memory_order_relaxed);
    }

    /// A record with this part's fields filled in.
    [[nodiscard]] LinkRecord record(Source source) const;
    /// Hands @p link over, unless the part's bound is reached (said once);
    /// whether more may follow.
    bool emit(LinkRecord link);
    void notice(std::string sentence) const;
};

/// The context checks of @p link (C1, C2, C4..C7 of docs/security-checks.md
/// §4.11; context.cpp), into its findings.
void contextChecks(LinkRecord &link);

/// The context checks of a message's sender (C3), into its findings.
void senderChecks(MessageRecord &message);

/// @p written resolved against @p base as the URL Standard does (a browser;
/// RFC 3986 §5 for the same inputs); nothing when it does not parse.
[[nodiscard]] std::optional<std::string> resolveTarget(std::string_view written,
                                                       const std::optional<std::string> &base);

/// Where a URI found in text goes: it is absolute (a text has no base), and
/// a bare "www." name goes over http: as mail readers link it.
[[nodiscard]] std::optional<std::string> textTarget(const ExtractedUri &u);

/// The URIs of a plain text part (extract()), each a record of @p source,
/// their spans counted from @p offset.
void readText(std::string_view text, Source source, PartContext &context, std::size_t offset = 0);

/// The links of an HTML page, its text in UTF-8 (html.cpp).
void readHtml(std::string_view html, PartContext &context);

/// @p bytes as UTF-8: kept when they are UTF-8, else converted from
/// @p charset (a MIME or `<meta>` label; windows-1252 when none is known),
/// through ICU; invalid bytes become U+FFFD.
[[nodiscard]] std::string toUtf8(std::string_view bytes, std::string_view charset);

/// The `charset` of an HTML page's byte order mark or `<meta>` within its
/// first 1024 bytes (HTML §13.2.3.2, prescan, simplified); "" when none.
[[nodiscard]] std::string htmlCharset(std::string_view head);

/// The links of a PDF (pdf.cpp): its link annotations, its pages' text, the
/// 2-D codes of its images and of its pages as drawn.
void readPdf(std::string_view bytes, PartContext &context);

/// The 2-D codes of a PNG, JPEG, GIF or BMP image (image.cpp).
void readImage(std::string_view bytes, PartContext &context);

/// Pixels in memory, rows of @p stride bytes.
struct Pixels
{
    enum class Layout : std::uint8_t { Gray, Rgb, Rgba, Bgrx };
    const unsigned char *data = nullptr;
    int width = 0;
    int height = 0;
    int stride = 0;
    Layout layout = Layout::Gray;
};

/// The 2-D codes in @p pixels, each code's text searched for URIs (records
/// of Source::Code carrying @p image, its format and size; its code's own
/// fields filled in); @p onPage gives a code's place on a PDF page from its
/// place in the pixels. The texts of the codes read, so that a caller that
/// reads the same codes again skips them.
std::vector<std::string> readCodes(const Pixels &pixels, CodeImage image, PartContext &context,
                                   const std::vector<std::string> &skip = {},
                                   const std::function<Rect(const Rect &)> &onPage = {});

/// The message in @p bytes (mime.cpp), numbered ReadOptions::message.
void readMessage(std::string_view bytes, const ReadOptions &options, const Handler &handler);

} // namespace uri::documents::detail
