// PDF documents, read by poppler through its GLib interface: each page's
// link annotations with the text under them, the URIs of its text, and the
// 2-D codes of its images and of the page as drawn (docs/documents.md).
// Nothing is run (no JavaScript, no form) and nothing is fetched.
#include "documents/detail/context.h"

#include <cairo.h>
#include <poppler.h>

#include <algorithm>
#include <cmath>
#include <memory>

namespace uri::documents::detail {

namespace {

// poppler's messages about a damaged file: poppler-glib hands them to
// g_log() in its own domain ("Syntax error at position 535: Unknown
// operator 'Tx'"), which a handler of ours takes; it is one for the
// process, so the document being read is the thread's own.
struct PopplerMessages
{
    std::vector<std::string> texts;
    std::size_t dropped = 0;
};
thread_local PopplerMessages *t_messages = nullptr;

void onPopplerLog(const gchar *, GLogLevelFlags, const gchar *message, gpointer)
{
    if (t_messages == nullptr || message == nullptr)
        return; // not ours to tell: dropped, as poppler-glib's own INFO level is by default
    std::string text = "PDF: " + std::string(message) + ".";
    // poppler says "at position -1" of what it cannot place
    if (const std::size_t at = text.find(" at position -1"); at != std::string::npos)
        text.erase(at, 15);
    std::vector<std::string> &texts = t_messages->texts;
    if (std::find(texts.begin(), texts.end(), text) != texts.end())
        return; // the same message of each pass over the page
    if (texts.size() >= 10) {
        ++t_messages->dropped;
        return;
    }
    texts.push_back(std::move(text));
}

// Takes the messages of one document's reading on this thread; they become
// notices of @p context when flushed, and at the end (without a context,
// they are dropped).
class MessageScope
{
public:
    explicit MessageScope(const PartContext *context)
        : m_context(context)
        , m_outer(t_messages)
    {
        static const bool installed = [] {
            g_log_set_handler("Poppler", static_cast<GLogLevelFlags>(G_LOG_LEVEL_MASK),
                              &onPopplerLog, nullptr);
            return true;
        }();
        (void)installed;
        t_messages = &m_messages;
    }
    ~MessageScope()
    {
        flush();
        if (m_messages.dropped > 0 && m_context != nullptr)
            m_context->notice("PDF: " + std::to_string(m_messages.dropped) + " more messages.");
        t_messages = m_outer;
    }
    void flush()
    {
        for (std::string &text : m_messages.texts) {
            if (m_context != nullptr)
                m_context->notice(std::move(text));
        }
        m_messages.texts.clear();
    }
    MessageScope(const MessageScope &) = delete;
    MessageScope &operator=(const MessageScope &) = delete;

private:
    const PartContext *m_context;
    PopplerMessages *m_outer;
    PopplerMessages m_messages;
};

struct UnrefDeleter
{
    void operator()(gpointer p) const { g_object_unref(p); }
};
template <typename T>
using GObjectPtr = std::unique_ptr<T, UnrefDeleter>;

struct GFreeDeleter
{
    void operator()(gpointer p) const { g_free(p); }
};
using GText = std::unique_ptr<char, GFreeDeleter>;

struct SurfaceDeleter
{
    void operator()(cairo_surface_t *s) const { cairo_surface_destroy(s); }
};
using Surface = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;

// @p area of @p page drawn at @p scale pixels a point on white, @p w x @p h
// pixels of cairo's RGB24 (B, G, R and an unused byte on a little-endian
// machine: all of Debian's amd64 and arm64); null when cairo cannot make it.
Surface drawArea(PopplerPage *page, const Rect &area, double scale, int w, int h)
{
    Surface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h));
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS)
        return nullptr;
    cairo_t *cr = cairo_create(surface.get());
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_scale(cr, scale, scale);
    cairo_translate(cr, -area.x1, -area.y1);
    poppler_page_render(page, cr);
    cairo_destroy(cr);
    cairo_surface_flush(surface.get());
    return surface;
}

std::string text(const char *s)
{
    return s == nullptr ? std::string() : std::string(s);
}

// What a reader sees of a text: its words, one space between them.
std::string collapsed(std::string_view s)
{
    std::string out;
    for (const char c : trimmed(s)) {
        if (isSpace(c)) {
            if (!out.empty() && out.back() != ' ')
                out += ' ';
        } else {
            out += c;
        }
    }
    return out;
}

bool holds(const Rect &r, double x, double y)
{
    return x >= r.x1 && x <= r.x2 && y >= r.y1 && y <= r.y2;
}

// A page's text (poppler_page_get_text()) and where each of its characters
// stands (poppler_page_get_text_layout(): one rectangle per character).
class PageText
{
public:
    explicit PageText(PopplerPage *page)
        : m_text(detail::text(GText(poppler_page_get_text(page)).get()))
    {
        PopplerRectangle *rects = nullptr;
        guint count = 0;
        if (poppler_page_get_text_layout(page, &rects, &count) != 0) {
            m_rects.assign(rects, rects + count);
            g_free(rects);
        }
    }

    [[nodiscard]] const std::string &text() const { return m_text; }

    // The extent of the characters in @p span (bytes of the text's UTF-8);
    // nothing when the layout does not cover them.
    [[nodiscard]] std::optional<Rect> extent(Span span) const
    {
        const char *begin = m_text.data();
        const auto first
            = static_cast<std::size_t>(g_utf8_pointer_to_offset(begin, begin + span.offset));
        const auto last = static_cast<std::size_t>(
            g_utf8_pointer_to_offset(begin, begin + span.offset + span.length));
        if (last <= first || last > m_rects.size())
            return std::nullopt;
        Rect r{m_rects[first].x1, m_rects[first].y1, m_rects[first].x2, m_rects[first].y2};
        for (std::size_t i = first + 1; i < last; ++i) {
            r.x1 = std::min(r.x1, m_rects[i].x1);
            r.y1 = std::min(r.y1, m_rects[i].y1);
            r.x2 = std::max(r.x2, m_rects[i].x2);
            r.y2 = std::max(r.y2, m_rects[i].y2);
        }
        return r;
    }

    // The characters whose middle lies inside @p area, in the text's order:
    // what a reader sees of the page there.
    [[nodiscard]] std::string inside(const Rect &area) const
    {
        std::string out;
        std::size_t i = 0;
        for (const char *p = m_text.data(), *end = p + m_text.size(); p < end && i < m_rects.size();
             ++i) {
            const char *next = g_utf8_find_next_char(p, end);
            if (next == nullptr)
                next = end;
            const PopplerRectangle &r = m_rects[i];
            if (holds(area, (r.x1 + r.x2) / 2, (r.y1 + r.y2) / 2))
                out.append(p, static_cast<std::size_t>(next - p));
            else if (!out.empty() && out.back() != ' ')
                out += ' '; // a gap between the parts inside
            p = next;
        }
        return out;
    }

private:
    std::string m_text;
    std::vector<PopplerRectangle> m_rects;
};

class PageReader
{
public:
    PageReader(PopplerPage *page, std::size_t number, PartContext &context)
        : m_page(page)
        , m_context(context)
        , m_text(page)
    {
        poppler_page_get_size(page, &m_width, &m_height);
        // a page of no size, or of a size that is no number, is not drawn
        m_drawable
            = std::isfinite(m_width) && std::isfinite(m_height) && m_width >= 1 && m_height >= 1;
        m_context.page = number;
        m_context.links = 0;
    }

    void read()
    {
        links();
        pageText();
        if (m_drawable)
            drawn(images());
    }

private:
    // PDF 1.7 (ISO 32000-1) §12.5.6.5 link annotations and §12.6.4 their
    // actions: URI (§12.6.4.7), Launch (§12.6.4.5), GoToR (§12.6.4.3);
    // a JavaScript action's script (§12.6.4.16) is searched as text.
    void links()
    {
        // poppler lists them last first
        GList *mapping = g_list_reverse(poppler_page_get_link_mapping(m_page));
        for (GList *l = mapping; l != nullptr; l = l->next) {
            const auto *link = static_cast<PopplerLinkMapping *>(l->data);
            // the annotation's rectangle has its origin at the bottom left
            const Rect rect{link->area.x1, m_height - link->area.y2, link->area.x2,
                            m_height - link->area.y1};
            m_annotations.push_back(rect);
            if (!action(link->action, rect))
                break;
        }
        poppler_page_free_link_mapping(mapping);
    }

    bool action(const PopplerAction *action, const Rect &rect)
    {
        if (action == nullptr)
            return true;
        LinkRecord r = m_context.record(Source::PdfLink);
        r.element = "Link";
        switch (action->type) {
        case POPPLER_ACTION_URI:
            r.attribute = "URI";
            r.written = text(action->uri.uri);
            break;
        case POPPLER_ACTION_LAUNCH:
            r.attribute = "Launch";
            r.written = text(action->launch.file_name);
            break;
        case POPPLER_ACTION_GOTO_REMOTE:
            r.attribute = "GoToR";
            r.written = text(action->goto_remote.file_name);
            break;
        case POPPLER_ACTION_JAVASCRIPT: {
            PartContext own = m_context;
            own.place = [&rect](LinkRecord &found) {
                found.element = "Link";
                found.attribute = "JavaScript";
                found.rect = rect;
            };
            const std::string script = text(action->javascript.script);
            own.text = script;
            readText(script, Source::PdfLink, own);
            m_context.links = own.links;
            return true;
        }
        default:
            return true; // within the document: a page, a named action
        }
        r.rect = rect;
        r.span = Span{0, r.written.size()};
        r.base = m_context.url;
        r.target = resolveTarget(r.written, m_context.url);
        const std::string shown = collapsed(m_text.inside(rect));
        if (!shown.empty())
            r.shown = shown;
        return m_context.emit(std::move(r));
    }

    // The URIs of the page's text that no link annotation covers (viewers
    // link them: pdf.js, Evince, Acrobat); the ones under a link are that
    // link's shown text.
    void pageText()
    {
        if (m_text.text().empty())
            return;
        Handler uncovered;
        uncovered.notice = m_context.handler->notice;
        uncovered.link = [&](const LinkRecord &found) {
            const std::optional<Rect> &r = found.rect;
            if (r) {
                const double x = (r->x1 + r->x2) / 2;
                const double y = (r->y1 + r->y2) / 2;
                for (const Rect &a : m_annotations) {
                    if (holds(a, x, y))
                        return;
                }
            }
            if (m_context.handler->link)
                m_context.handler->link(found);
        };
        PartContext own = m_context;
        own.handler = &uncovered;
        own.place = [this](LinkRecord &found) { found.rect = m_text.extent(found.span); };
        own.text = m_text.text();
        readText(m_text.text(), Source::PdfText, own);
        m_context.links = own.links;
    }

    // The places of the page's images, each drawn alone at up to 8 pixels a
    // point (a code scaled down on the page is still read). The image is
    // drawn, not taken whole: poppler scales an image down as it reads it
    // to draw it, while its image of full size may be of any size the PDF
    // declares. Images under 18 points a side (a phone reads no code that
    // small) and past the 16 largest are left to the page as drawn.
    std::vector<std::string> images()
    {
        std::vector<Rect> areas;
        GList *mapping = poppler_page_get_image_mapping(m_page);
        for (GList *l = mapping; l != nullptr; l = l->next) {
            const PopplerRectangle &a = static_cast<PopplerImageMapping *>(l->data)->area;
            const Rect area{std::max(0.0, a.x1), std::max(0.0, a.y1), std::min(m_width, a.x2),
                            std::min(m_height, a.y2)};
            if (area.x2 - area.x1 >= 18 && area.y2 - area.y1 >= 18
                && std::find(areas.begin(), areas.end(), area) == areas.end())
                areas.push_back(area);
        }
        poppler_page_free_image_mapping(mapping);
        const auto size = [](const Rect &r) { return (r.x2 - r.x1) * (r.y2 - r.y1); };
        std::stable_sort(areas.begin(), areas.end(),
                         [&](const Rect &a, const Rect &b) { return size(a) > size(b); });
        areas.resize(std::min<std::size_t>(areas.size(), 16));
        std::vector<std::string> read;
        for (const Rect &area : areas) {
            const double scale = std::min(8.0, std::sqrt(1e6 / size(area)));
            for (std::string &t : drawCodes(area, scale, "pdf-image", read))
                read.push_back(std::move(t));
        }
        return read;
    }

    // The page as drawn, for a code made of drawn squares: 2 pixels a point
    // (144 dpi), at most 4 megapixels.
    void drawn(const std::vector<std::string> &skip)
    {
        const Rect page{0, 0, m_width, m_height};
        drawCodes(page, std::min(2.0, std::sqrt(4e6 / (m_width * m_height))), "pdf-page", skip);
    }

    // The codes of @p area of the page drawn at @p scale pixels a point.
    std::vector<std::string> drawCodes(const Rect &area, double scale, const char *format,
                                       const std::vector<std::string> &skip)
    {
        const int w = std::max(1, static_cast<int>((area.x2 - area.x1) * scale));
        const int h = std::max(1, static_cast<int>((area.y2 - area.y1) * scale));
        const Surface surface = drawArea(m_page, area, scale, w, h);
        if (!surface)
            return {};
        const Pixels pixels{cairo_image_surface_get_data(surface.get()), w, h,
                            cairo_image_surface_get_stride(surface.get()), Pixels::Layout::Bgrx};
        CodeImage code;
        code.format = format;
        code.width = w;
        code.height = h;
        return readCodes(pixels, code, m_context, skip, [&](const Rect &p) {
            return Rect{area.x1 + p.x1 / scale, area.y1 + p.y1 / scale, area.x1 + p.x2 / scale,
                        area.y1 + p.y2 / scale};
        });
    }

    PopplerPage *m_page;
    PartContext &m_context;
    const PageText m_text;
    double m_width = 0;
    double m_height = 0;
    bool m_drawable = false;
    std::vector<Rect> m_annotations;
};

} // namespace

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
// fontconfig, which poppler asks for the fonts a page names, keeps what it
// loads unreachable until the process ends: not a leak of ours (LeakSanitizer
// reads this hook in every program that reads a PDF)
extern "C" const char *__lsan_default_suppressions()
{
    return "leak:libfontconfig.so\n";
}
// ... and says nothing of it at exit: standard error is the program's
extern "C" const char *__lsan_default_options()
{
    return "print_suppressions=0";
}
#endif
#endif

void readPdf(std::string_view bytes, PartContext &context)
{
    MessageScope messages(&context);
    std::unique_ptr<GBytes, void (*)(GBytes *)> data(g_bytes_new_static(bytes.data(), bytes.size()),
                                                     &g_bytes_unref);
    GError *error = nullptr;
    GObjectPtr<PopplerDocument> document(
        poppler_document_new_from_bytes(data.get(), nullptr, &error));
    if (!document) {
        messages.flush(); // the causes first
        const bool encrypted = error != nullptr && error->domain == POPPLER_ERROR
                               && error->code == POPPLER_ERROR_ENCRYPTED;
        context.notice(encrypted
                           ? std::string("The PDF is encrypted with a password; it is not read.")
                           : "The PDF could not be read ("
                                 + text(error != nullptr ? error->message : nullptr) + ").");
        if (error != nullptr)
            g_error_free(error);
        return;
    }
    const int pages = poppler_document_get_n_pages(document.get());
    const int read = std::min(pages, static_cast<int>(context.limits->pdfPages));
    for (int i = 0; i < read && !context.cancelled(); ++i) {
        if (context.pageProgress != nullptr && *context.pageProgress)
            (*context.pageProgress)(static_cast<std::size_t>(i) + 1,
                                    static_cast<std::size_t>(read));
        GObjectPtr<PopplerPage> page(poppler_document_get_page(document.get(), i));
        if (page)
            PageReader(page.get(), static_cast<std::size_t>(i) + 1, context).read();
    }
    if (pages > read) {
        context.page.reset();
        context.notice("The PDF has " + std::to_string(pages) + " pages; only the first "
                       + std::to_string(read) + " are read.");
    }
}

} // namespace uri::documents::detail

namespace uri::documents {

using namespace detail;

std::optional<Picture> drawPdfPage(std::string_view bytes, std::size_t number, int maxSide)
{
    MessageScope messages(nullptr); // poppler's complaints: the page was read once already
    std::unique_ptr<GBytes, void (*)(GBytes *)> data(g_bytes_new_static(bytes.data(), bytes.size()),
                                                     &g_bytes_unref);
    GObjectPtr<PopplerDocument> document(
        poppler_document_new_from_bytes(data.get(), nullptr, nullptr));
    if (!document || number < 1
        || number > static_cast<std::size_t>(poppler_document_get_n_pages(document.get())))
        return std::nullopt;
    GObjectPtr<PopplerPage> page(
        poppler_document_get_page(document.get(), static_cast<int>(number) - 1));
    double width = 0;
    double height = 0;
    if (!page)
        return std::nullopt;
    poppler_page_get_size(page.get(), &width, &height);
    if (!(width > 0 && height > 0 && width < 1e5 && height < 1e5))
        return std::nullopt;
    Picture picture;
    picture.scale = std::min(4.0, std::max(1, maxSide) / std::max(width, height));
    picture.width = std::max(1, static_cast<int>(width * picture.scale));
    picture.height = std::max(1, static_cast<int>(height * picture.scale));
    const Surface surface = drawArea(page.get(), Rect{0, 0, width, height}, picture.scale,
                                     picture.width, picture.height);
    if (!surface)
        return std::nullopt;
    picture.stride = cairo_image_surface_get_stride(surface.get());
    const unsigned char *pixels = cairo_image_surface_get_data(surface.get());
    picture.data.assign(pixels, pixels
                                    + static_cast<std::size_t>(picture.stride)
                                          * static_cast<std::size_t>(picture.height));
    return picture;
}

} // namespace uri::documents
