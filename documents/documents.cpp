// A document's format from its content, and each format to its reader
// (docs/documents.md).
#include "uriinspector/documents.h"

#include "documents/detail/context.h"
#include "text/detail/text.h"
#include "uriinspector/extract.h"
#include "uriinspector/percent.h"
#include "uriinspector/utf8.h"
#include "uriinspector/whatwg.h"

#include <unicode/ucnv.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <functional>
#include <memory>
#include <unistd.h>

namespace uri::documents {

namespace {

using detail::isSpace;
using uri::detail::asciiLower;
using uri::detail::equalsI;

constexpr std::string_view kUtf8Bom = "\xEF\xBB\xBF";

// RFC 5322 §3.6: the header fields of a message, one of which a message
// that is not a fragment holds; a text that begins with "Note: ..." is not
// taken for one.
constexpr std::array<std::string_view, 10> kMessageFields{
    "from",     "to",          "subject",      "date",         "message-id",
    "received", "return-path", "mime-version", "delivered-to", "content-type"};

bool looksLikeMessage(std::string_view head)
{
    std::size_t fields = 0;
    bool known = false;
    std::size_t i = 0;
    while (i < head.size()) {
        const std::size_t eol = std::min(head.find('\n', i), head.size());
        std::string_view line = head.substr(i, eol - i);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        i = eol + 1;
        if (line.empty())
            break; // the end of the header
        if (line.front() == ' ' || line.front() == '\t') {
            if (fields == 0)
                return false; // a continuation of nothing
            continue;
        }
        // RFC 5322 §3.6.8: ftext is printable US-ASCII but ":"; a line that
        // is no field ends the header (a body without its empty line)
        const std::size_t colon = line.find(':');
        const bool field
            = colon != 0 && colon != std::string_view::npos
              && std::all_of(line.begin(), line.begin() + static_cast<std::ptrdiff_t>(colon),
                             [](char c) { return c >= 33 && c <= 126; });
        if (!field) {
            if (fields == 0)
                return false;
            break;
        }
        ++fields;
        const std::string name = asciiLower(line.substr(0, colon));
        known = known
                || std::find(kMessageFields.begin(), kMessageFields.end(), name)
                       != kMessageFields.end();
    }
    return (fields >= 2 || (fields == 1 && i < head.size())) && known;
}

// MIME Sniffing §7.1 "identifying a resource with an unknown MIME type":
// the HTML patterns, after white space, each followed by a tag-terminating
// byte (a space or ">").
constexpr std::array<std::string_view, 17> kHtmlPatterns{"<!doctype html",
                                                         "<html",
                                                         "<head",
                                                         "<script",
                                                         "<iframe",
                                                         "<h1",
                                                         "<div",
                                                         "<font",
                                                         "<table",
                                                         "<a",
                                                         "<style",
                                                         "<title",
                                                         "<b",
                                                         "<body",
                                                         "<br",
                                                         "<p",
                                                         "<!--"};

bool looksLikeHtml(std::string_view head)
{
    std::size_t i = 0;
    while (i < head.size() && isSpace(head[i]))
        ++i;
    // an XHTML page's XML declaration (`<?xml version="1.0"?>`) before its
    // doctype: what follows it decides
    if (head.substr(i, 5) == "<?xml") {
        const std::size_t end = head.find("?>", i);
        if (end == std::string_view::npos)
            return false;
        i = end + 2;
        while (i < head.size() && isSpace(head[i]))
            ++i;
    }
    for (const std::string_view pattern : kHtmlPatterns) {
        const std::size_t end = i + pattern.size();
        if (end < head.size() && equalsI(head.substr(i, pattern.size()), pattern)
            && (head[end] == ' ' || head[end] == '>'))
            return true;
    }
    return false;
}

// MIME Sniffing §6.1 "matching an image type pattern": the signatures of
// the images stb_image decodes (PNG, JPEG, GIF, BMP). "BM" alone begins
// texts too: a BMP's also has the size of its info header (bytes 14-17,
// little-endian: 12, 40, 52, 56, 64, 108 or 124).
bool isImage(std::string_view head)
{
    if (head.starts_with("\x89PNG\r\n\x1A\n") || head.starts_with("\xFF\xD8\xFF")
        || head.starts_with("GIF87a") || head.starts_with("GIF89a"))
        return true;
    if (!head.starts_with("BM") || head.size() < 18
        || head.substr(15, 3) != std::string_view("\0\0\0", 3))
        return false;
    constexpr std::string_view kInfoSizes("\x0C\x28\x34\x38\x40\x6C\x7C");
    return kInfoSizes.find(head[14]) != std::string_view::npos;
}

} // namespace

std::string_view formatName(Format format)
{
    switch (format) {
    case Format::Text:
        return "text";
    case Format::Message:
        return "eml";
    case Format::Mbox:
        return "mbox";
    case Format::Html:
        return "html";
    case Format::Pdf:
        return "pdf";
    case Format::Image:
        break;
    }
    return "image";
}

std::optional<Format> formatFromName(std::string_view name)
{
    for (const Format f :
         {Format::Text, Format::Message, Format::Mbox, Format::Html, Format::Pdf, Format::Image}) {
        if (formatName(f) == name)
            return f;
    }
    return std::nullopt;
}

std::string_view sourceName(Source source)
{
    switch (source) {
    case Source::Text:
        return "text";
    case Source::HtmlAttribute:
        return "html-attribute";
    case Source::HtmlSrcset:
        return "html-srcset";
    case Source::HtmlMetaRefresh:
        return "meta-refresh";
    case Source::HtmlScript:
        return "script";
    case Source::HtmlText:
        return "html-text";
    case Source::HtmlConditionalComment:
        return "conditional-comment";
    case Source::Header:
        return "header";
    case Source::PdfLink:
        return "pdf-link";
    case Source::PdfText:
        return "pdf-text";
    case Source::Code:
        break;
    }
    return "code";
}

std::string placeText(const std::optional<std::size_t> &message, const std::string &part,
                      const std::string &partName, const std::string &contentType,
                      const std::optional<std::size_t> &page)
{
    std::string out;
    const auto add = [&out](const std::string &what) { out += (out.empty() ? "" : ", ") + what; };
    if (message)
        add("message " + std::to_string(*message));
    if (!part.empty())
        add("part " + part);
    if (!partName.empty())
        out += " \"" + escapeForDisplay(partName) + "\"";
    if (!contentType.empty())
        out += " (" + contentType + ")";
    if (page)
        add("page " + std::to_string(*page));
    return out;
}

namespace {

std::string rectText(const Rect &r, std::string_view unit)
{
    const auto n = [](double v) { return std::to_string(std::lround(v)); };
    return n(r.x1) + "," + n(r.y1) + "-" + n(r.x2) + "," + n(r.y2) + " " + std::string(unit);
}

} // namespace

std::string originText(const LinkRecord &link)
{
    std::string what;
    if (link.image) {
        const CodeImage &image = *link.image;
        what = image.symbology
               + (image.format == "pdf-page"    ? " drawn on the page"
                  : image.format == "pdf-image" ? " in an image of the page"
                                                : " in the " + image.format + " image");
    } else if (!link.element.empty()) {
        what = "<" + link.element + (link.attribute.empty() ? "" : " " + link.attribute) + ">";
    } else {
        what = link.attribute.empty() ? std::string(sourceName(link.source)) : link.attribute;
    }
    if (link.rect)
        what += " at " + rectText(*link.rect, link.page ? "pt" : "px");
    if (!link.cidPart.empty())
        what += ", naming part " + link.cidPart;
    const std::string where
        = placeText(link.message, link.part, link.partName, link.contentType, link.page);
    return where.empty() ? what : where + ", " + what;
}

Format sniff(std::string_view head)
{
    head = head.substr(0, kSniffBytes);
    if (head.starts_with("%PDF-"))
        return Format::Pdf;
    if (isImage(head))
        return Format::Image;
    if (head.substr(0, 2) == "\xFF\xFE" || head.substr(0, 2) == "\xFE\xFF") {
        // UTF-16 (a page saved by some editors): its ASCII, one byte in two
        const std::size_t first = head[0] == '\xFF' ? 2 : 3;
        std::string ascii;
        for (std::size_t i = first; i < head.size(); i += 2)
            ascii += head[i];
        return looksLikeHtml(ascii) ? Format::Html : Format::Text;
    }
    if (head.substr(0, kUtf8Bom.size()) == kUtf8Bom)
        head.remove_prefix(kUtf8Bom.size());
    // an mbox (RFC 4155): a "From " line with a sender and a date, and a
    // message after it; a text that begins "From here..." is no mbox
    if (head.substr(0, 5) == "From ") {
        const std::size_t eol = head.find('\n');
        const std::string_view line = head.substr(0, eol);
        const bool dated = line.find_first_of("0123456789") != std::string_view::npos
                           && std::count(line.begin(), line.end(), ' ') >= 2;
        if (dated && eol != std::string_view::npos && looksLikeMessage(head.substr(eol + 1)))
            return Format::Mbox;
    }
    if (looksLikeMessage(head))
        return Format::Message;
    if (looksLikeHtml(head))
        return Format::Html;
    // a PDF after bytes of another program (a mail gateway's banner):
    // readers look for its header within the first 1024 bytes (ISO 32000-1
    // Annex H.3 note 13)
    if (const std::size_t at = head.substr(0, 1024).find("%PDF-");
        at != std::string_view::npos && at + 5 < head.size() && head[at + 5] >= '1'
        && head[at + 5] <= '2')
        return Format::Pdf;
    return Format::Text;
}

namespace detail {

LinkRecord PartContext::record(Source source) const
{
    LinkRecord r;
    r.document = document;
    r.message = message;
    r.messageId = messageId;
    r.subject = subject;
    r.part = part;
    r.partName = partName;
    r.attachment = attachment;
    r.contentType = contentType;
    r.source = source;
    r.page = page;
    r.image = image;
    return r;
}

bool PartContext::emit(LinkRecord link)
{
    if (links >= limits->linksPerPart) {
        if (links++ == limits->linksPerPart)
            notice("More than " + std::to_string(limits->linksPerPart)
                   + " links in this part; the rest are not listed.");
        return false;
    }
    ++links;
    if (place)
        place(link);
    // RFC 2392 §2: "cid:" and the Content-ID's addr-spec, %-encoded
    if (contentIds && link.written.size() > 4 && equalsI(link.written.substr(0, 4), "cid:")) {
        const auto named
            = contentIds->find(percentDecode(std::string_view(link.written).substr(4)));
        if (named != contentIds->end())
            link.cidPart = named->second;
    }
    if (link.span.end() <= text.size() && link.excerpt.empty()) {
        // whole UTF-8 characters: not from a continuation byte
        constexpr std::size_t kAround = 100;
        std::size_t from = link.span.offset - std::min(link.span.offset, kAround);
        while (from < link.span.offset && (static_cast<unsigned char>(text[from]) & 0xC0) == 0x80)
            ++from;
        std::size_t to = std::min(text.size(), link.span.end() + kAround);
        while (to > link.span.end() && to < text.size()
               && (static_cast<unsigned char>(text[to]) & 0xC0) == 0x80)
            --to;
        link.excerpt = std::string(text.substr(from, to - from));
        link.excerptOffset = link.span.offset - from;
    }
    contextChecks(link);
    if (handler->link)
        handler->link(link);
    return true;
}

void PartContext::notice(std::string sentence) const
{
    if (handler->notice)
        handler->notice(Notice{document, message, part, std::move(sentence)});
}

std::optional<std::string> resolveTarget(std::string_view written,
                                         const std::optional<std::string> &base)
{
    const whatwg::ParseResult r
        = base ? whatwg::parseWithBase(written, *base) : whatwg::parse(written);
    if (!r.url)
        return std::nullopt;
    return whatwg::serialize(*r.url);
}

std::optional<std::string> textTarget(const ExtractedUri &u)
{
    // a mail reader links a bare "www." name over http:, and nothing that
    // is relative: a text has no base
    return resolveTarget(u.schemeless ? "http://" + u.uri : u.uri, std::nullopt);
}

void readText(std::string_view text, Source source, PartContext &context, std::size_t offset)
{
    ExtractOptions options;
    options.defanged = context.defanged;
    options.maxUris = context.limits->linksPerPart + 1;
    for (const ExtractedUri &u : extract(text, options)) {
        LinkRecord r = context.record(source);
        r.written = u.uri;
        r.span = Span{offset + u.span.offset, u.span.length};
        r.defanged = u.defanged;
        r.target = textTarget(u);
        if (!context.emit(std::move(r)))
            break;
    }
}

std::string toUtf8(std::string_view bytes, std::string_view charset)
{
    std::string label = asciiLower(charset);
    const bool utf8 = isValidUtf8(bytes);
    if (utf8 && (label.empty() || label == "utf-8" || label == "utf8" || label == "us-ascii"))
        return std::string(bytes);
    // Encoding Standard §4.2: these labels are windows-1252 in a browser
    if (label.empty() || label == "us-ascii" || label == "ascii" || label == "iso-8859-1"
        || label == "latin1" || label == "l1")
        label = utf8 ? "utf-8" : "windows-1252";
    // (invalid UTF-8 declared as UTF-8: ICU's converter substitutes U+FFFD
    // for each bad sequence)
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<UConverter, void (*)(UConverter *)> from(ucnv_open(label.c_str(), &status),
                                                             &ucnv_close);
    if (U_FAILURE(status)) {
        status = U_ZERO_ERROR;
        from.reset(ucnv_open(utf8 ? "utf-8" : "windows-1252", &status));
        if (U_FAILURE(status))
            return std::string(bytes);
    }
    std::unique_ptr<UConverter, void (*)(UConverter *)> to(ucnv_open("utf-8", &status),
                                                           &ucnv_close);
    if (U_FAILURE(status))
        return std::string(bytes);
    std::string out(bytes.size() * 3 + 16, '\0');
    char *target = out.data();
    const char *source = bytes.data();
    ucnv_convertEx(to.get(), from.get(), &target, out.data() + out.size(), &source,
                   bytes.data() + bytes.size(), nullptr, nullptr, nullptr, nullptr, true, true,
                   &status);
    if (U_FAILURE(status))
        return std::string(bytes);
    out.resize(static_cast<std::size_t>(target - out.data()));
    return out;
}

std::string htmlCharset(std::string_view head)
{
    head = head.substr(0, 1024);
    if (head.substr(0, 3) == kUtf8Bom)
        return "utf-8";
    if (head.substr(0, 2) == "\xFE\xFF")
        return "utf-16be";
    if (head.substr(0, 2) == "\xFF\xFE")
        return "utf-16le";
    // <meta charset="..."> or <meta http-equiv="Content-Type" content="...; charset=...">
    const std::string lower = asciiLower(head);
    for (std::size_t at = lower.find("<meta"); at != std::string::npos;
         at = lower.find("<meta", at + 5)) {
        const std::size_t end = lower.find('>', at);
        const std::string_view tag = std::string_view(lower).substr(at, end - at);
        const std::size_t c = tag.find("charset");
        if (c == std::string_view::npos)
            continue;
        std::size_t i = c + 7;
        while (i < tag.size() && isSpace(tag[i]))
            ++i;
        if (i >= tag.size() || tag[i] != '=')
            continue;
        ++i;
        while (i < tag.size() && (isSpace(tag[i]) || tag[i] == '"' || tag[i] == '\''))
            ++i;
        std::size_t j = i;
        while (j < tag.size() && !isSpace(tag[j]) && tag[j] != '"' && tag[j] != '\''
               && tag[j] != ';' && tag[j] != '/')
            ++j;
        if (j > i)
            return std::string(tag.substr(i, j - i));
    }
    return {};
}

} // namespace detail

void read(std::string_view bytes, Format format, const ReadOptions &options, const Handler &handler)
{
    detail::PartContext context;
    context.handler = &handler;
    context.limits = &options.limits;
    context.document = options.document;
    context.url = options.url;
    context.defanged = options.defanged;
    context.cancel = options.cancel;
    if (bytes.size() > options.limits.messageBytes) {
        context.notice("The document is larger than "
                       + std::to_string(options.limits.messageBytes >> 20)
                       + " MB; only its start is read.");
        bytes = bytes.substr(0, options.limits.messageBytes);
    }
    switch (format) {
    case Format::Text:
        context.text = bytes;
        detail::readText(bytes, Source::Text, context);
        return;
    case Format::Html: {
        const std::string html = detail::toUtf8(bytes, detail::htmlCharset(bytes));
        context.text = html;
        detail::readHtml(html, context);
        return;
    }
    case Format::Message:
        detail::readMessage(bytes, options, handler);
        return;
    case Format::Pdf:
        context.pageProgress = &options.pageProgress;
        detail::readPdf(bytes, context);
        return;
    case Format::Image:
        detail::readImage(bytes, context);
        return;
    case Format::Mbox: {
        MboxSplitter split([&](std::size_t number, std::string_view message, bool cut) {
            if (!context.cancelled())
                readMboxMessage(number, message, cut, options, handler);
        });
        split.feed(bytes);
        split.finish();
        return;
    }
    }
}

void readMboxMessage(std::size_t number, std::string_view message, bool cut,
                     const ReadOptions &options, const Handler &handler)
{
    ReadOptions own = options;
    own.message = number;
    if (cut && handler.notice)
        handler.notice(Notice{options.document,
                              number,
                              {},
                              "The message is larger than "
                                  + std::to_string(options.limits.messageBytes >> 20)
                                  + " MB; only its start is read."});
    detail::readMessage(message, own, handler);
}

MboxSplitter::MboxSplitter(Each each, std::size_t maxMessageBytes)
    : m_each(std::move(each))
    , m_max(maxMessageBytes)
{}

void MboxSplitter::feed(std::string_view bytes)
{
    m_buffer.append(bytes);
    for (std::size_t from = nextBoundary(); from != std::string::npos; from = nextBoundary()) {
        if (m_skipping) {
            m_start = m_scanned = from + 1;
            m_skipping = false;
        } else {
            handOver(from + 1);
        }
    }
    // the bytes a boundary across the next ones needs ("\n\nFrom")
    constexpr std::size_t kTail = 8;
    if (!m_skipping && m_buffer.size() - m_start > m_max + 1024) {
        // too long: its start is handed over, its rest dropped (a notice says so)
        handOver(m_buffer.size());
        m_skipping = true;
    }
    if (m_skipping && m_buffer.size() - m_start > kTail)
        m_start = m_scanned = m_buffer.size() - kTail;
    // the messages handed over leave the buffer at once, not one by one: an
    // erase each would move the rest of a block for every message in it
    m_buffer.erase(0, m_start);
    m_scanned -= m_start;
    m_start = 0;
}

// RFC 4155 §2: the line feed before a "From " line that follows an empty
// line (CRLF lines too); npos when m_buffer holds none yet.
std::size_t MboxSplitter::nextBoundary()
{
    for (;;) {
        const std::size_t from = m_buffer.find("\nFrom ", m_scanned);
        if (from == std::string::npos) {
            m_scanned = m_buffer.size() - m_start > 7 ? m_buffer.size() - 7 : m_start;
            return std::string::npos;
        }
        m_scanned = from + 1;
        // the bytes before the current message are not looked at
        if (from >= m_start + 1
            && (m_buffer[from - 1] == '\n'
                || (m_buffer[from - 1] == '\r' && from >= m_start + 2
                    && m_buffer[from - 2] == '\n')))
            return from;
    }
}

void MboxSplitter::finish()
{
    if (!m_skipping && m_buffer.size() > m_start)
        handOver(m_buffer.size());
    m_buffer.clear();
    m_start = m_scanned = 0;
    m_skipping = false;
}

// Hands over m_buffer from m_start up to @p end as a message, without its
// "From " line.
void MboxSplitter::handOver(std::size_t end)
{
    std::string_view message = std::string_view(m_buffer).substr(m_start, end - m_start);
    if (message.substr(0, 5) == "From ") {
        const std::size_t eol = message.find('\n');
        message.remove_prefix(eol == std::string_view::npos ? message.size() : eol + 1);
    }
    const bool cut = message.size() > m_max;
    ++m_number;
    m_each(m_number, message.substr(0, m_max), cut);
    m_start = m_scanned = end;
}

namespace {

// Each block read from @p fd (none for -1), to its end or until @p each
// returns false.
void readBlocks(int fd, const std::function<bool(std::string_view)> &each)
{
    char buffer[65536];
    while (fd >= 0) {
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0 || !each(std::string_view(buffer, static_cast<std::size_t>(got))))
            return;
    }
}

// Appends what @p fd holds to @p bytes until it holds at least @p upTo bytes.
void readMore(int fd, std::string &bytes, std::size_t upTo)
{
    if (bytes.size() >= upTo)
        return;
    readBlocks(fd, [&](std::string_view block) {
        bytes.append(block);
        return bytes.size() < upTo;
    });
}

} // namespace

void readStream(std::string head, int fd, Format format, const ReadOptions &options,
                const Handler &handler)
{
    if (format == Format::Mbox) {
        // a message at a time: the mbox is never held whole
        const auto cancelled = [&options] {
            return options.cancel != nullptr && options.cancel->load(std::memory_order_relaxed);
        };
        MboxSplitter split([&](std::size_t number, std::string_view message, bool cut) {
            if (!cancelled())
                readMboxMessage(number, message, cut, options, handler);
        });
        std::size_t bytes = head.size();
        split.feed(head);
        head = std::string();
        readBlocks(fd, [&](std::string_view block) {
            split.feed(block);
            bytes += block.size();
            if (options.progress)
                options.progress(bytes);
            return !cancelled();
        });
        if (!cancelled())
            split.finish();
        return;
    }
    // read whole, then read through: no progress in bytes to tell
    readMore(fd, head, options.limits.messageBytes + 1); // read() says when it is cut
    read(head, format, options, handler);
}

bool readFile(const std::string &path, std::optional<Format> format, const ReadOptions &options,
              const Handler &handler)
{
    const bool standardInput = path == "-";
    const int fd = standardInput ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        if (handler.notice)
            handler.notice(Notice{options.document,
                                  std::nullopt,
                                  {},
                                  "Cannot open " + path + ": " + std::strerror(errno) + "."});
        return false;
    }
    std::string head;
    readMore(fd, head, kSniffBytes);
    const Format f = format.value_or(sniff(head));
    readStream(std::move(head), fd, f, options, handler);
    if (!standardInput)
        ::close(fd);
    return true;
}

} // namespace uri::documents
