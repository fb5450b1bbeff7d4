// Mail messages and mboxes, read by GMime 3: the MIME tree (RFC 2045,
// RFC 2046), transfer encodings undone, RFC 2047 words decoded, charsets
// converted; each text or HTML part to its reader (docs/documents.md).
#include "documents/detail/context.h"

#include "text/detail/text.h"

#include <gmime/gmime.h>

#include <map>
#include <memory>
#include <mutex>
#include <vector>

namespace uri::documents::detail {

namespace {

using uri::detail::equalsI;

// GLib's strings and objects, released when they go out of scope.
struct GFreeDeleter
{
    void operator()(char *p) const { g_free(p); }
};
using GString_ = std::unique_ptr<char, GFreeDeleter>;

struct UnrefDeleter
{
    void operator()(gpointer p) const { g_object_unref(p); }
};
template <typename T>
using GObjectPtr = std::unique_ptr<T, UnrefDeleter>;

std::string text(const char *s)
{
    return s == nullptr ? std::string() : std::string(s);
}

// What GMime's parser reported while it read one message.
struct Warnings
{
    std::vector<std::string> texts;
};

// The sentences of GMime's parser warnings that bear on what is read (the
// critical ones: another program may read those parts otherwise).
void onWarning(gint64 offset, GMimeParserWarning code, const gchar *item, gpointer data)
{
    auto *w = static_cast<Warnings *>(data);
    if (w->texts.size() >= 20)
        return;
    std::string what;
    switch (code) {
    case GMIME_WARN_TRUNCATED_MESSAGE:
        what = "The message is truncated";
        break;
    case GMIME_WARN_MALFORMED_MESSAGE:
        what = "The message is malformed";
        break;
    case GMIME_WARN_MALFORMED_MULTIPART:
        what = "A multipart holds no parts";
        break;
    case GMIME_CRIT_INVALID_HEADER_NAME:
        what = "A header name is invalid; other programs may read the message otherwise";
        break;
    case GMIME_CRIT_CONFLICTING_HEADER:
        what = "A header is given twice with different values; other programs may take the "
               "other one";
        break;
    case GMIME_CRIT_CONFLICTING_PARAMETER:
        what = "A header parameter is given twice with different values; other programs may "
               "take the other one";
        break;
    case GMIME_CRIT_MULTIPART_WITHOUT_BOUNDARY:
        what = "A multipart has no boundary; its parts are read as one";
        break;
    case GMIME_CRIT_NESTING_OVERFLOW:
        what = "The parts nest too deep; the deeper ones are not read";
        break;
    case GMIME_CRIT_PART_WITHOUT_HEADERS_OR_CONTENT:
        what = "A part has neither headers nor content";
        break;
    default:
        return; // duplicated or 8-bit headers and the like: read as they are
    }
    // where, and what (one line of it, at most 80 bytes)
    std::string shown = item == nullptr ? std::string() : std::string(trimmed(item));
    shown = shown.substr(0, std::min<std::size_t>(shown.find_first_of("\r\n"), 80));
    if (offset >= 0)
        what += " (byte " + std::to_string(offset) + (shown.empty() ? ")" : ": " + shown + ")");
    else if (!shown.empty())
        what += " (" + shown + ")";
    w->texts.push_back(what + ".");
}

class MessageReader
{
public:
    MessageReader(const ReadOptions &options, const Handler &handler)
        : m_options(options)
        , m_handler(handler)
    {}

    /// The message in @p bytes at @p path (the document's, or an attached
    /// message's bytes): GMime's warnings become notices, and bytes GMime
    /// cannot read as a message are searched as text.
    void read(std::string_view bytes, const std::string &path, std::size_t depth,
              PartContext context);

private:
    void message(GMimeMessage *message, std::size_t number, const std::string &path,
                 std::size_t depth);
    void headerLinks(GMimeMessage *message, PartContext context);
    void object(GMimeObject *object, const std::string &path, std::size_t depth,
                const PartContext &parent);
    void leaf(GMimePart *part, const std::string &path, std::size_t depth, PartContext context);

    const ReadOptions &m_options;
    const Handler &m_handler;
};

// The MIME path of the @p index-th (from 0) child of @p path: "1", "1.2".
std::string childPath(const std::string &path, int index)
{
    return (path.empty() ? std::string() : path + ".") + std::to_string(index + 1);
}

// The Content-IDs of the parts under @p object (RFC 2392), with their MIME
// paths as object() numbers them; not inside attached messages, whose
// cid: links name their own parts.
void contentIds(GMimeObject *object, const std::string &path, std::size_t depth,
                const Limits &limits, std::map<std::string, std::string> &out)
{
    if (depth > limits.nesting || out.size() >= limits.parts)
        return;
    if (GMIME_IS_MULTIPART(object)) {
        auto *multipart = GMIME_MULTIPART(object);
        const int count
            = std::min(g_mime_multipart_get_count(multipart), static_cast<int>(limits.parts));
        for (int i = 0; i < count; ++i)
            contentIds(g_mime_multipart_get_part(multipart, i), childPath(path, i), depth + 1,
                       limits, out);
        return;
    }
    if (const char *id = g_mime_object_get_content_id(object))
        out.emplace(id, path.empty() ? std::string("1") : path);
}

MessageRecord messageRecord(GMimeMessage *message)
{
    MessageRecord m;
    auto *object = GMIME_OBJECT(message);
    m.messageId = text(g_mime_message_get_message_id(message));
    m.subject = text(g_mime_message_get_subject(message));
    if (InternetAddressList *from = g_mime_message_get_from(message)) {
        m.from = text(GString_(internet_address_list_to_string(from, nullptr, FALSE)).get());
        if (internet_address_list_length(from) > 0) {
            InternetAddress *first = internet_address_list_get_address(from, 0);
            m.fromName = text(internet_address_get_name(first));
            if (INTERNET_ADDRESS_IS_MAILBOX(first))
                m.fromAddress
                    = text(internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(first)));
        }
    }
    if (InternetAddressList *replyTo = g_mime_message_get_reply_to(message))
        m.replyTo = text(GString_(internet_address_list_to_string(replyTo, nullptr, FALSE)).get());
    m.returnPath = trimmed(text(g_mime_object_get_header(object, "Return-Path")));
    m.date = trimmed(text(g_mime_object_get_header(object, "Date")));
    m.listId = trimmed(text(g_mime_object_get_header(object, "List-Id")));
    GMimeHeaderList *headers = g_mime_object_get_header_list(object);
    const int count = g_mime_header_list_get_count(headers);
    for (int i = 0; i < count; ++i) {
        GMimeHeader *h = g_mime_header_list_get_header_at(headers, i);
        if (equalsI(text(g_mime_header_get_name(h)), "Authentication-Results"))
            m.authenticationResults.emplace_back(trimmed(text(g_mime_header_get_value(h))));
    }
    return m;
}

void MessageReader::message(GMimeMessage *message, std::size_t number, const std::string &path,
                            std::size_t depth)
{
    MessageRecord record = messageRecord(message);
    record.document = m_options.document;
    record.number = number;
    record.part = path;
    PartContext context;
    context.handler = &m_handler;
    context.limits = &m_options.limits;
    context.document = m_options.document;
    context.message = number;
    context.messageId = record.messageId;
    context.subject = record.subject;
    context.url = m_options.url;
    context.defanged = m_options.defanged;
    context.cancel = m_options.cancel;
    senderChecks(record);
    if (m_handler.message)
        m_handler.message(record);
    if (GMimeObject *body = g_mime_message_get_mime_part(message)) {
        auto ids = std::make_shared<std::map<std::string, std::string>>();
        contentIds(body, path, depth, m_options.limits, *ids);
        context.contentIds = std::move(ids);
    }
    if (path.empty())
        headerLinks(message, context);
    if (GMimeObject *body = g_mime_message_get_mime_part(message))
        object(body, path, depth, context);
}

// RFC 2369 §3.2 List-Unsubscribe: angle-bracketed URLs, separated by commas.
void MessageReader::headerLinks(GMimeMessage *message, PartContext context)
{
    const std::string value
        = text(g_mime_object_get_header(GMIME_OBJECT(message), "List-Unsubscribe"));
    context.text = value;
    for (std::size_t open = value.find('<'); open != std::string::npos;
         open = value.find('<', open + 1)) {
        const std::size_t close = value.find('>', open + 1);
        if (close == std::string::npos)
            break;
        LinkRecord r = context.record(Source::Header);
        r.attribute = "List-Unsubscribe";
        r.written = trimmed(std::string_view(value).substr(open + 1, close - open - 1));
        r.span = Span{open + 1, close - open - 1};
        r.target = resolveTarget(r.written, std::nullopt);
        if (!context.emit(std::move(r)))
            break;
        open = close;
    }
}

void MessageReader::object(GMimeObject *object, const std::string &path, std::size_t depth,
                           const PartContext &parent)
{
    if (depth > m_options.limits.nesting) {
        parent.notice("Parts nest more than " + std::to_string(m_options.limits.nesting)
                      + " deep at " + path + "; the deeper ones are not read.");
        return;
    }
    if (GMIME_IS_MULTIPART(object)) {
        auto *multipart = GMIME_MULTIPART(object);
        const int count = g_mime_multipart_get_count(multipart);
        const int shown = std::min<int>(count, static_cast<int>(m_options.limits.parts));
        if (count > shown)
            parent.notice("More than " + std::to_string(shown) + " parts in " + path
                          + "; the rest are not read.");
        for (int i = 0; i < shown && !parent.cancelled(); ++i)
            this->object(g_mime_multipart_get_part(multipart, i), childPath(path, i), depth + 1,
                         parent);
        return;
    }
    const std::string own = path.empty() ? std::string("1") : path;
    if (GMIME_IS_MESSAGE_PART(object)) {
        if (GMimeMessage *inner = g_mime_message_part_get_message(GMIME_MESSAGE_PART(object)))
            message(inner, *parent.message, own, depth + 1);
        return;
    }
    if (GMIME_IS_PART(object))
        leaf(GMIME_PART(object), own, depth, parent);
}

std::once_flag gmimeInit;

// The message in @p bytes (GMime copies them), or null.
GObjectPtr<GMimeMessage> parseMessage(std::string_view bytes, GMimeParserOptions *options)
{
    std::call_once(gmimeInit, [] { g_mime_init(); });
    const GObjectPtr<GMimeStream> stream(
        g_mime_stream_mem_new_with_buffer(bytes.data(), bytes.size()));
    const GObjectPtr<GMimeParser> parser(g_mime_parser_new_with_stream(stream.get()));
    g_mime_parser_set_format(parser.get(), GMIME_FORMAT_MESSAGE);
    return GObjectPtr<GMimeMessage>(g_mime_parser_construct_message(parser.get(), options));
}

// A part's content with its transfer encoding undone, in memory.
GObjectPtr<GMimeStream> decodedContent(GMimeDataWrapper *content)
{
    GObjectPtr<GMimeStream> decoded(g_mime_stream_mem_new());
    g_mime_data_wrapper_write_to_stream(content, decoded.get());
    return decoded;
}

// The bytes of a memory stream (decodedContent()).
std::string_view bytesOf(GMimeStream *memory)
{
    GByteArray *array = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(memory));
    return {reinterpret_cast<const char *>(array->data), array->len};
}

void MessageReader::leaf(GMimePart *part, const std::string &path, std::size_t depth,
                         PartContext context)
{
    auto *object = GMIME_OBJECT(part);
    context.part = path;
    context.links = 0;
    context.partName = text(g_mime_part_get_filename(part));
    // RFC 2183 §2.2: "attachment"; a file name makes one of an inline part too
    context.attachment = equalsI(text(g_mime_object_get_disposition(object)), "attachment")
                         || !context.partName.empty();
    GMimeContentType *type = g_mime_object_get_content_type(object);
    context.contentType = text(GString_(g_mime_content_type_get_mime_type(type)).get());
    // RFC 2557 §4.2 Content-Location: the part's own URL, the base of its links
    if (const char *location = g_mime_object_get_header(object, "Content-Location")) {
        if (std::optional<std::string> url = resolveTarget(trimmed(location), std::nullopt))
            context.url = std::move(url);
    }
    GMimeDataWrapper *content = g_mime_part_get_content(part);
    if (content == nullptr)
        return;
    const gint64 encoded = g_mime_stream_length(g_mime_data_wrapper_get_stream(content));
    if (encoded > static_cast<gint64>(m_options.limits.partBytes)) {
        context.notice("The part is larger than " + std::to_string(m_options.limits.partBytes >> 20)
                       + " MB; it is not read.");
        return;
    }
    const GObjectPtr<GMimeStream> decoded = decodedContent(content);
    const std::string_view bytes = bytesOf(decoded.get());
    const std::string charset = text(g_mime_object_get_content_type_parameter(object, "charset"));
    // a text part by its label; another by its content (a PDF or an HTML
    // page sent as application/octet-stream), as a mail reader that opens
    // the attachment would read it
    const std::string &mimeType = context.contentType;
    const bool text = equalsI(mimeType.substr(0, 5), "text/");
    const Format format = equalsI(mimeType, "text/html") ? Format::Html
                          : text                         ? Format::Text
                                                         : sniff(bytes);
    switch (format) {
    case Format::Html: {
        const std::string html = toUtf8(bytes, charset.empty() ? htmlCharset(bytes) : charset);
        context.text = html;
        readHtml(html, context);
        break;
    }
    case Format::Text:
        if (text) {
            const std::string utf8 = toUtf8(bytes, charset);
            context.text = utf8;
            readText(utf8, Source::Text, context);
        }
        break;
    case Format::Mbox: // an mbox attached: not opened as a mail reader does not
        break;
    case Format::Message:
        // an attached message not labelled message/rfc822
        read(bytes, path, depth + 1, context);
        break;
    case Format::Pdf:
        readPdf(bytes, context);
        break;
    case Format::Image:
        readImage(bytes, context);
        break;
    }
}

// The part at @p path under @p object, whose own path is @p at, numbered
// as MessageReader::object() numbers them.
GMimePart *findPart(GMimeObject *object, const std::string &at, const std::string &path,
                    std::size_t depth)
{
    if (object == nullptr || depth > Limits{}.nesting)
        return nullptr;
    if (GMIME_IS_MULTIPART(object)) {
        auto *multipart = GMIME_MULTIPART(object);
        const int count = g_mime_multipart_get_count(multipart);
        for (int i = 0; i < count; ++i) {
            const std::string child = childPath(at, i);
            if (path == child || path.compare(0, child.size() + 1, child + ".") == 0)
                return findPart(g_mime_multipart_get_part(multipart, i), child, path, depth + 1);
        }
        return nullptr;
    }
    const std::string own = at.empty() ? std::string("1") : at;
    if (GMIME_IS_MESSAGE_PART(object)) {
        GMimeMessage *inner = g_mime_message_part_get_message(GMIME_MESSAGE_PART(object));
        return inner == nullptr
                   ? nullptr
                   : findPart(g_mime_message_get_mime_part(inner), own, path, depth + 1);
    }
    return GMIME_IS_PART(object) && own == path ? GMIME_PART(object) : nullptr;
}

void MessageReader::read(std::string_view bytes, const std::string &path, std::size_t depth,
                         PartContext context)
{
    context.part = path;
    std::unique_ptr<GMimeParserOptions, void (*)(GMimeParserOptions *)> parserOptions(
        g_mime_parser_options_new(), &g_mime_parser_options_free);
    Warnings warnings;
    g_mime_parser_options_set_warning_callback(parserOptions.get(), &onWarning, &warnings);
    const GObjectPtr<GMimeMessage> parsed = parseMessage(bytes, parserOptions.get());
    for (std::string &w : warnings.texts)
        context.notice(std::move(w));
    if (!parsed) {
        // its links are still there to see: the bytes are searched as text
        context.notice("No message could be read; its bytes are searched as text.");
        context.text = bytes;
        readText(bytes, Source::Text, context);
        return;
    }
    message(parsed.get(), *context.message, path, depth);
}

} // namespace

void readMessage(std::string_view bytes, const ReadOptions &options, const Handler &handler)
{
    PartContext context;
    context.handler = &handler;
    context.limits = &options.limits;
    context.document = options.document;
    context.message = options.message;
    context.url = options.url;
    context.defanged = options.defanged;
    context.cancel = options.cancel;
    MessageReader(options, handler).read(bytes, {}, 0, context);
}

} // namespace uri::documents::detail

namespace uri::documents {

using namespace detail;

std::optional<std::string> partBytes(std::string_view message, const std::string &path)
{
    const GObjectPtr<GMimeMessage> parsed = parseMessage(message, nullptr);
    if (!parsed)
        return std::nullopt;
    GMimePart *part = findPart(g_mime_message_get_mime_part(parsed.get()), {}, path, 0);
    GMimeDataWrapper *content = part == nullptr ? nullptr : g_mime_part_get_content(part);
    if (content == nullptr
        || g_mime_stream_length(g_mime_data_wrapper_get_stream(content))
               > static_cast<gint64>(Limits{}.partBytes))
        return std::nullopt;
    return std::string(bytesOf(decodedContent(content).get()));
}

} // namespace uri::documents
