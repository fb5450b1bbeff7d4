/**
 * @file documents.h
 * @brief The links of the documents they arrive in: a mail message, an
 * mbox, an HTML page, a PDF, an image with a QR code, and plain text, each
 * link with where it stands, the
 * text shown for it and the target a browser or a mail reader would go to
 * (docs/documents.md).
 *
 * A reviewer rarely gets a bare link: it comes in a reported mail or an
 * HTML attachment, and there the deception lives in the context (the text
 * of a link names one host and the link goes to another; the sender's name
 * is a brand's and its address is not; a QR code hides its address until
 * it is scanned). This layer reads those formats with Debian's libraries
 * (GMime for MIME messages and mbox, gumbo for HTML as a browser tokenizes
 * it, poppler for PDF, stb_image and zxing-cpp for images and their codes)
 * and hands every link over as a record.
 *
 * Safe by construction: nothing is fetched (no remote image, style, font or
 * entity: the libraries are only given bytes), nothing is run (no script,
 * no form); sizes, nesting and counts are bounded, and what a bound cuts is
 * said in a Notice while the rest is still read.
 *
 * This layer sits above the core (it uses extract() for text, and the URL
 * Standard's parser to resolve a link against its document's base) and has
 * no Qt in it.
 */
#pragma once

#include "uriinspector/security.h"
#include "uriinspector/span.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uri::documents {

/// What a document is, found from its content (sniff()), never its name.
enum class Format : std::uint8_t {
    Text,    ///< plain text: extract() as before
    Message, ///< one RFC 5322 / MIME message (.eml)
    Mbox,    ///< many messages, each after a "From " line
    Html,    ///< an HTML page
    Pdf,     ///< a PDF document: its link annotations, its text, its codes
    Image,   ///< a PNG, JPEG, GIF or BMP image: the 2-D codes (QR ...) it shows
};

/// "text", "eml", "mbox", "html", "pdf", "image": the names of
/// `uri-inspect extract --format`.
[[nodiscard]] std::string_view formatName(Format format);
/// The Format of a name formatName() gives; nothing for another name.
[[nodiscard]] std::optional<Format> formatFromName(std::string_view name);

/**
 * @brief The format of a document from its first bytes (after a UTF-8 byte
 * order mark):
 * - a PDF begins with "%PDF-", or holds "%PDF-1" or "%PDF-2" within its
 *   first 1024 bytes and is none of the formats below (PDF readers look
 *   that far: ISO 32000-1 Annex H.3 note 13);
 * - an image begins with the signature of PNG, JPEG, GIF or BMP (MIME
 *   Sniffing Standard §6.1);
 * - an mbox (RFC 4155) begins with a "From " line that holds a date, and a
 *   message after it;
 * - a message (RFC 5322 §2.2) with header fields, one of them From, To,
 *   Subject, Date, Message-ID, Received, Return-Path, Delivered-To,
 *   MIME-Version or Content-Type, up to an empty line or a line that is no
 *   field;
 * - an HTML page with one of the HTML patterns of the MIME Sniffing
 *   Standard §7.1 ("<!DOCTYPE HTML", "<html", "<body", "<p", "<!--" ...)
 *   after white space, and after an XML declaration (XHTML);
 * - anything else is text.
 */
[[nodiscard]] Format sniff(std::string_view head);

/// The bytes of the start of a document that sniff() looks at.
inline constexpr std::size_t kSniffBytes = 4096;

/// The bounds a document is read within (each reported when reached).
struct Limits
{
    std::size_t messageBytes = std::size_t{50} << 20; ///< a message of an mbox, or the document
    std::size_t partBytes = std::size_t{50} << 20;    ///< one part, after transfer decoding
    std::size_t nesting = 8;                          ///< messages and multiparts inside each other
    std::size_t parts = 1000;                         ///< the parts of one message
    std::size_t linksPerPart = 100000;                ///< links recorded from one part
    /// An HTML page whose elements nest deeper is read by the HTML parser
    /// up to that point and as text after it: the parser's time grows with
    /// the depth of every tag (browsers cap the depth too: Chromium's
    /// parser at 512).
    std::size_t htmlDepth = 512;
    std::size_t imagePixels = 40'000'000; ///< an image larger is not decoded
    std::size_t pdfPages = 500;           ///< the pages of a PDF that are read
};

/// A rectangle: on a PDF page in points (1/72 inch) from the page's top
/// left corner, as a viewer shows the page; in an image in pixels from its
/// top left corner.
struct Rect
{
    double x1 = 0;
    double y1 = 0;
    double x2 = 0;
    double y2 = 0;
    friend bool operator==(const Rect &, const Rect &) = default;
};

/// The image a 2-D code was read from.
struct CodeImage
{
    /// "png", "jpeg", "gif", "bmp"; "pdf-image" for an image of a PDF page,
    /// "pdf-page" for the page itself, drawn (a code drawn with lines).
    std::string format;
    int width = 0;  ///< pixels
    int height = 0; ///< pixels
    /// The code's kind as zxing-cpp names it: "QRCode", "DataMatrix", "Aztec", ...
    std::string symbology;
    Rect position; ///< where the code stands in the image, in pixels
    /// The code's whole text (a link is found in it as in a text).
    std::string text;
};

/// Where in its document a link was found: what the `source` of a record says.
enum class Source : std::uint8_t {
    Text,            ///< a URI in plain text (extract())
    HtmlAttribute,   ///< an HTML attribute that holds a URL (element and attribute named)
    HtmlSrcset,      ///< one candidate of a `srcset`
    HtmlMetaRefresh, ///< `<meta http-equiv="refresh" content="N; url=...">`
    HtmlScript,      ///< a string a script assigns to `location` or opens (found as text)
    HtmlText,        ///< a URI in the text of a page, outside any link
    /// a URI in a conditional comment (`<!--[if mso]>...<![endif]-->`):
    /// browsers skip it, Outlook shows it (its VML buttons)
    HtmlConditionalComment,
    Header,  ///< a message header: List-Unsubscribe
    PdfLink, ///< a PDF link annotation's action (URI, Launch, GoToR)
    PdfText, ///< a URI in the text of a PDF page, outside any link (viewers link it)
    Code,    ///< a URI in the text of a 2-D code (a QR code) in an image
};

/// "text", "html-attribute", "html-srcset", "meta-refresh", "script",
/// "html-text", "conditional-comment", "header", "pdf-link", "pdf-text",
/// "code".
[[nodiscard]] std::string_view sourceName(Source source);

/// One message: of an mbox (numbered from 1), the document itself, or a
/// message attached to one (message/rfc822).
struct MessageRecord
{
    std::size_t document = 0; ///< the input, numbered from 0
    std::size_t number = 1;   ///< in an mbox, from 1; else 1
    std::string part;         ///< the MIME path of an attached message ("2"); "" for the top
    std::string messageId;    ///< without its angle brackets
    std::string subject;      ///< RFC 2047 words decoded
    std::string from;         ///< as decoded: "Display Name <addr@example>"
    std::string fromName;     ///< the display name of the first From address
    std::string fromAddress;  ///< its address
    std::string replyTo;
    std::string returnPath;
    std::string date;
    /// Authentication-Results as stated by the headers (never verified).
    std::vector<std::string> authenticationResults;
    std::string listId; ///< List-Id (RFC 2919): the mailing list it came through, if any
    /// The context checks' findings about its sender (C3,
    /// docs/security-checks.md §4.11): each span is in the field it
    /// concerns, its detail "field" names it ("from", "reply_to", "return_path").
    std::vector<security::Finding> findings;
};

/// One link of a document.
struct LinkRecord
{
    std::size_t document = 0;           ///< the input, numbered from 0
    std::optional<std::size_t> message; ///< the message's number, in a message or an mbox
    std::string messageId;              ///< the message's Message-ID, in a message
    std::string subject;                ///< the message's subject, in a message
    std::string part;     ///< the MIME path ("1.2"), "" for a document that is not MIME
    std::string partName; ///< the part's file name (an attachment), if it has one
    /// The part is an attachment: its Content-Disposition says so (RFC
    /// 2183), or it has a file name.
    bool attachment = false;
    std::string contentType; ///< "text/html"; "" for a document that is not MIME
    Source source = Source::Text;
    std::string element;   ///< "a", "img", "form", "meta", "script"; "" elsewhere
    std::string attribute; ///< "href", "src", "action", ...; the header's name for a header
    /// The link as written, after transfer decoding and character
    /// references; for text, the URI extract() gives (refanged, without line breaks).
    std::string written;
    /// What a reader sees for it: the text of an `<a>`, else its `title`;
    /// an image's `alt`, else its `title`; nothing when the link has none.
    std::optional<std::string> shown;
    bool hasImage = false;           ///< an `<a>` with an image inside (shown by the image)
    std::optional<std::string> base; ///< the base it is resolved against, if any
    /// The target as a browser reads it (URL Standard, against the base);
    /// nothing when it is relative with no base, or when it fails to parse.
    std::optional<std::string> target;
    /// Where @ref written stands in the decoded part (bytes of its UTF-8
    /// text): for an attribute, its value as written, before character
    /// references are decoded.
    Span span;
    bool defanged = false;           ///< a text URI refanged from hxxp, [.], ...
    std::optional<std::size_t> page; ///< in a PDF, its page, from 1
    /// On a PDF page: a link annotation's rectangle, a text URI's extent,
    /// a code's place; in an image: the code's place.
    std::optional<Rect> rect;
    std::optional<CodeImage> image; ///< for Source::Code, the code and its image
    /// The text around the link in what @ref span counts in (the part's
    /// decoded text, the HTML source, a PDF page's text, a code's text, a
    /// header's value): up to 100 bytes on each side, whole UTF-8
    /// characters; empty for a PDF action (its shown text is its context).
    std::string excerpt;
    std::size_t excerptOffset = 0; ///< where @ref span begins in @ref excerpt
    /// For a `cid:` link (RFC 2392: an inline image of the message), the
    /// MIME path of the part whose Content-ID it names; "" when none does.
    std::string cidPart;
    /// A form's `action` (or a button's `formaction`): the form holds a
    /// password field (`<input type=password>`).
    bool asksPassword = false;
    /// The context checks' findings about the link in what it arrives in
    /// (C1, C2, C4..C7, docs/security-checks.md §4.11), their spans in
    /// @ref written; the link's own analysis is apart (documents_report.h).
    std::vector<security::Finding> findings;
};

/// The highest severity of @p findings; nothing when there is none.
[[nodiscard]] std::optional<security::Risk> highest(const std::vector<security::Finding> &findings);

/// Something a document could not be read through, or a bound that was
/// reached; the rest of the document is still read.
struct Notice
{
    std::size_t document = 0;
    std::optional<std::size_t> message;
    std::string part;
    std::string text; ///< one sentence, for the user
};

/// Where a link or a notice stands, in words (the CLI and the window say it
/// alike): "message 2, part 1.2 \"a.html\" (text/html)", "page 3"; "" for
/// a plain document.
[[nodiscard]] std::string placeText(const std::optional<std::size_t> &message,
                                    const std::string &part, const std::string &partName,
                                    const std::string &contentType,
                                    const std::optional<std::size_t> &page = std::nullopt);

/// Where @p link was found in its document and in what, in words:
/// "message 1, part 2 (text/html), <a href>", "page 1, <Link URI> at
/// 70,130-260,147 pt", "QRCode in the png image at 16,16-164,164 px".
[[nodiscard]] std::string originText(const LinkRecord &link);

/// Where the records go, in document order, as they are found (an mbox of
/// any size is never held whole).
struct Handler
{
    std::function<void(const MessageRecord &)> message;
    std::function<void(const LinkRecord &)> link;
    std::function<void(const Notice &)> notice;
};

struct ReadOptions
{
    std::size_t document = 0; ///< the number the records carry
    /// The number of a message read as Format::Message: its place in the
    /// mbox it was cut from (MboxSplitter).
    std::size_t message = 1;
    /// The document's own URL (what a browser's address bar would say): the
    /// base of its relative links, under a `<base href>` that it may hold.
    std::optional<std::string> url;
    Limits limits;
    bool defanged = true; ///< text: also find defanged URIs (ExtractOptions)
    /// When it becomes true (from another thread: a Cancel button), reading
    /// stops at the next message, part or page; what was found stays found.
    const std::atomic<bool> *cancel = nullptr;
    /// readStream(), readFile() of an mbox: told the bytes read so far as
    /// they are read (another format is read whole before it is read through).
    std::function<void(std::size_t bytes)> progress;
    /// A PDF read as a document (not one attached to a message): told the
    /// page about to be read, from 1, and the pages that will be read.
    std::function<void(std::size_t page, std::size_t pages)> pageProgress;
};

/**
 * @brief Cuts an mbox (RFC 4155) into its messages without reading them, as
 * its bytes arrive, so that the messages can be read one after another or on
 * several threads (each as Format::Message, ReadOptions::message its number).
 *
 * A message begins at a "From " line at the start of the mbox or after an
 * empty line (RFC 4155 §2: each message is followed by an empty line; a
 * line of a body that begins with "From " is written ">From "). The "From "
 * line is left out of the message. A message longer than @p maxMessageBytes
 * is handed over cut to that length, with `cut` set.
 */
class MboxSplitter
{
public:
    using Each = std::function<void(std::size_t number, std::string_view message, bool cut)>;

    explicit MboxSplitter(Each each, std::size_t maxMessageBytes = Limits{}.messageBytes);

    void feed(std::string_view bytes);
    /// The end of the mbox: the last message.
    void finish();
    /// The messages handed over so far.
    [[nodiscard]] std::size_t messages() const { return m_number; }

private:
    std::size_t nextBoundary();
    void handOver(std::size_t end);

    Each m_each;
    std::size_t m_max;
    std::string m_buffer;      ///< the current message from m_start, at its "From " line
    std::size_t m_start = 0;   ///< where in m_buffer the current message starts
    std::size_t m_scanned = 0; ///< m_buffer has no boundary before here
    std::size_t m_number = 0;
    bool m_skipping = false; ///< the current message was cut: its rest is dropped
};

/// Reads @p bytes as @p format, the records to @p handler.
void read(std::string_view bytes, Format format, const ReadOptions &options,
          const Handler &handler);

/// Reads @p message, the message numbered @p number of an mbox as
/// MboxSplitter gives it (@p cut: it was cut to Limits::messageBytes, which
/// a notice says).
void readMboxMessage(std::size_t number, std::string_view message, bool cut,
                     const ReadOptions &options, const Handler &handler);

/**
 * @brief Reads a document of @p format whose first bytes are @p head and
 * whose rest, when @p fd is not -1, is read from @p fd (a file or a pipe):
 * an mbox is streamed a message at a time; another format is read whole,
 * up to Limits::messageBytes.
 */
void readStream(std::string head, int fd, Format format, const ReadOptions &options,
                const Handler &handler);

/**
 * @brief readStream() of the file at @p path, its format sniffed from its
 * first kSniffBytes unless @p format is given.
 * @return false, with a notice, when the file cannot be opened.
 */
bool readFile(const std::string &path, std::optional<Format> format, const ReadOptions &options,
              const Handler &handler);

/// Pixels for a reviewer to look at: rows of @ref stride bytes, 4 bytes a
/// pixel (blue, green, red and an unused byte: Qt's QImage::Format_RGB32).
struct Picture
{
    int width = 0;
    int height = 0;
    int stride = 0;
    double scale = 1; ///< pixels a point of the page
    std::vector<unsigned char> data;
};

/**
 * @brief Page @p page (from 1) of the PDF in @p bytes, drawn at most
 * @p maxSide pixels a side (and 4 pixels a point), for the window to show a
 * link's rectangle on it; nothing when the PDF or the page cannot be read.
 * Nothing is fetched: a PDF is only given its own bytes.
 */
[[nodiscard]] std::optional<Picture> drawPdfPage(std::string_view bytes, std::size_t page,
                                                 int maxSide);

/// The decoded bytes (transfer encoding undone) of the part of the message
/// in @p message whose MIME path is @p path, as LinkRecord::part names it;
/// nothing when it has none.
[[nodiscard]] std::optional<std::string> partBytes(std::string_view message,
                                                   const std::string &path);

} // namespace uri::documents
