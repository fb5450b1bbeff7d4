// The links of an HTML page, read by gumbo as a browser tokenizes it (HTML
// Living Standard §13.2): URL attributes, srcset candidates, meta refresh,
// script strings assigned to location, and URIs in the text (docs/documents.md).
#include "documents/detail/context.h"

#include "text/detail/text.h"
#include "uriinspector/extract.h"

#include <glib.h>
#include <gumbo.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <deque>
#include <functional>
#include <memory>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace uri::documents::detail {

namespace {

using uri::detail::asciiLower;
using uri::detail::equalsI;

// The elements whose end tag may be left out, or that have none (HTML
// §13.1.2.4 optional tags, §13.1.2 void elements): they do not deepen the
// tree of a page that leaves their end tags out.
constexpr std::array<std::string_view, 34> kNotNesting{
    "area", "base",   "br",       "col", "embed",    "hr",      "img",   "input", "link",
    "meta", "source", "track",    "wbr", "param",    "keygen",  "p",     "li",    "dt",
    "dd",   "option", "optgroup", "tr",  "td",       "th",      "tbody", "thead", "tfoot",
    "rb",   "rt",     "rtc",      "rp",  "colgroup", "caption", "html"};

// The elements whose content is raw text: no tag is read inside them.
constexpr std::array<std::string_view, 9> kRawText{
    "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "plaintext"};

bool isNameChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-'
           || c == ':';
}

// Where a page's elements would first nest deeper than @p maxDepth, by a
// scan of its tags that counts what tree construction would (closely, not
// exactly: it counts an open element per start tag that is not void and
// whose end tag is not optional); npos when they never do. A page of
// 100,000 nested <div> takes gumbo half a minute: its time grows with the
// depth at each tag.
std::size_t depthCut(std::string_view html, std::size_t maxDepth)
{
    std::size_t depth = 0;
    std::size_t i = 0;
    const std::size_t n = html.size();
    while ((i = html.find('<', i)) != std::string_view::npos) {
        const std::size_t lt = i;
        if (html.compare(i, 4, "<!--") == 0) {
            const std::size_t end = html.find("-->", i + 4);
            i = end == std::string_view::npos ? n : end + 3;
            continue;
        }
        const bool closing = i + 1 < n && html[i + 1] == '/';
        std::size_t j = i + (closing ? 2 : 1);
        std::string name;
        while (j < n && isNameChar(html[j]) && name.size() < 16)
            name += asciiLower(html[j++]);
        // to the ">" that ends the tag, outside quoted attribute values
        char quote = 0;
        while (j < n && (quote != 0 || html[j] != '>')) {
            if (quote == 0 && (html[j] == '"' || html[j] == '\''))
                quote = html[j];
            else if (html[j] == quote)
                quote = 0;
            ++j;
        }
        i = j;
        if (name.empty() || !std::isalpha(static_cast<unsigned char>(name[0])))
            continue;
        const bool notNesting
            = std::find(kNotNesting.begin(), kNotNesting.end(), name) != kNotNesting.end();
        if (closing) {
            if (!notNesting && depth > 0)
                --depth;
            continue;
        }
        if (std::find(kRawText.begin(), kRawText.end(), name) != kRawText.end()) {
            // raw text runs to its end tag
            std::size_t k = i;
            for (;;) {
                k = html.find("</", k);
                if (k == std::string_view::npos || k + 2 + name.size() > n) {
                    k = n;
                    break;
                }
                if (equalsI(html.substr(k + 2, name.size()), name))
                    break;
                k += 2;
            }
            i = k;
            continue;
        }
        if (!notNesting && i > 0 && html[i - 1] != '/' && ++depth > maxDepth)
            return lt;
    }
    return std::string_view::npos;
}

std::string_view piece(const GumboStringPiece &s)
{
    return s.data == nullptr ? std::string_view() : std::string_view(s.data, s.length);
}

const GumboAttribute *attribute(const GumboElement &e, const char *name)
{
    return gumbo_get_attribute(&e.attributes, name);
}

std::string collapsed(std::string_view text)
{
    std::string out;
    bool space = false;
    for (const char c : text) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f') {
            space = !out.empty();
            continue;
        }
        if (space)
            out += ' ';
        space = false;
        out += c;
    }
    return out;
}

// The value of an attribute as written: its place in the page and whether
// that text is its value to the letter (no character reference in it), so
// that a place inside the value can be counted from its start.
struct Written
{
    Span span;
    bool literal = false;
};

// Where @p text, a piece gumbo gives, stands in @p page: gumbo's pieces
// point into the page, but not those it makes up (an attribute written
// `name=` with no value), which then stand at @p otherwise, empty.
Span placeIn(std::string_view page, std::string_view text, std::size_t otherwise)
{
    const std::less_equal<const char *> before;
    if (text.data() == nullptr || !before(page.data(), text.data())
        || !before(text.data() + text.size(), page.data() + page.size()))
        return Span{otherwise, 0};
    return Span{static_cast<std::size_t>(text.data() - page.data()), text.size()};
}

Written writtenValue(const GumboAttribute &a, std::string_view page, std::size_t element)
{
    std::string_view original = piece(a.original_value);
    if (!original.empty() && (original.front() == '"' || original.front() == '\'')) {
        const char quote = original.front();
        original.remove_prefix(1);
        if (!original.empty() && original.back() == quote)
            original.remove_suffix(1);
    }
    const Span span = placeIn(page, original, element);
    return {span, span.length == original.size() && original == a.value};
}

// Whether the text before @p at in @p markup is `xmlns="` or `xmlns:x="`:
// what follows is an XML namespace's name.
bool isNamespaceValue(std::string_view markup, std::size_t at)
{
    std::size_t i = at;
    if (i > 0 && (markup[i - 1] == '"' || markup[i - 1] == '\''))
        --i;
    while (i > 0 && isSpace(markup[i - 1]))
        --i;
    if (i == 0 || markup[i - 1] != '=')
        return false;
    --i;
    while (i > 0 && isSpace(markup[i - 1]))
        --i;
    std::size_t start = i;
    while (start > 0 && (isNameChar(markup[start - 1])))
        --start;
    const std::string_view name = markup.substr(start, i - start);
    return name == "xmlns" || name.substr(0, 6) == "xmlns:";
}

// The URL attributes of HTML elements (HTML §4 "a valid URL potentially
// surrounded by spaces"; the legacy `background` of mail layouts).
struct UrlAttribute
{
    GumboTag tag;
    const char *name;
};
constexpr std::array kUrlAttributes{
    UrlAttribute{GUMBO_TAG_A, "href"},
    UrlAttribute{GUMBO_TAG_AREA, "href"},
    UrlAttribute{GUMBO_TAG_LINK, "href"},
    UrlAttribute{GUMBO_TAG_BASE, "href"},
    UrlAttribute{GUMBO_TAG_IMG, "src"},
    UrlAttribute{GUMBO_TAG_IFRAME, "src"},
    UrlAttribute{GUMBO_TAG_FRAME, "src"},
    UrlAttribute{GUMBO_TAG_EMBED, "src"},
    UrlAttribute{GUMBO_TAG_OBJECT, "data"},
    UrlAttribute{GUMBO_TAG_FORM, "action"},
    UrlAttribute{GUMBO_TAG_BUTTON, "formaction"},
    UrlAttribute{GUMBO_TAG_INPUT, "formaction"},
    UrlAttribute{GUMBO_TAG_INPUT, "src"},
    UrlAttribute{GUMBO_TAG_VIDEO, "src"},
    UrlAttribute{GUMBO_TAG_VIDEO, "poster"},
    UrlAttribute{GUMBO_TAG_AUDIO, "src"},
    UrlAttribute{GUMBO_TAG_SOURCE, "src"},
    UrlAttribute{GUMBO_TAG_TRACK, "src"},
    UrlAttribute{GUMBO_TAG_SCRIPT, "src"},
    UrlAttribute{GUMBO_TAG_BLOCKQUOTE, "cite"},
    UrlAttribute{GUMBO_TAG_Q, "cite"},
    UrlAttribute{GUMBO_TAG_DEL, "cite"},
    UrlAttribute{GUMBO_TAG_INS, "cite"},
    UrlAttribute{GUMBO_TAG_BODY, "background"},
    UrlAttribute{GUMBO_TAG_TABLE, "background"},
    UrlAttribute{GUMBO_TAG_TD, "background"},
    UrlAttribute{GUMBO_TAG_TH, "background"},
};

// HTML §2.3.1 "strip leading and trailing ASCII whitespace", with the offset
// of what is left.
std::string_view stripped(std::string_view s, std::size_t &offset)
{
    while (!s.empty() && isSpace(s.front())) {
        s.remove_prefix(1);
        ++offset;
    }
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

// The page being read: its records are gathered, then handed over in the
// order of the page (a link's own record is made at its end tag, when its
// text is known, after the images inside it).
class PageReader
{
public:
    PageReader(std::string_view page, PartContext &context)
        : m_page(page)
        , m_context(context)
    {}

    void run(const GumboNode *root);

private:
    struct Open
    {
        const GumboNode *node;
        unsigned child;
    };
    // An <a> or <area> with an href, whose text is being gathered.
    struct Anchor
    {
        std::size_t depth;
        LinkRecord record;
        std::string title;
        std::string text;
        std::string imageAlt;
        bool image = false;
    };

    void findBase(const GumboNode *root);
    [[nodiscard]] bool asksPassword(const GumboNode *node);
    void enter(const GumboNode *node, std::size_t depth);
    void leave(std::size_t depth);
    void text(const GumboNode *node);
    void conditionalComment(const GumboNode *node);
    void urlAttribute(const GumboNode *node, const GumboAttribute &a, std::size_t depth);
    void srcset(const GumboElement &e, const GumboAttribute &a);
    void metaRefresh(const GumboElement &e);
    void script(std::string_view code, Written where, const std::string &element,
                const std::string &attribute);
    [[nodiscard]] LinkRecord made(LinkRecord record, std::string_view written, Span span) const;
    void push(LinkRecord record);

    [[nodiscard]] Written valueOf(const GumboElement &e, const GumboAttribute &a) const
    {
        return writtenValue(a, m_page, placeIn(m_page, piece(e.original_tag), 0).offset);
    }

    std::string_view m_page;
    PartContext &m_context;
    std::optional<std::string> m_base;
    const GumboNode *m_root = nullptr;
    /// The forms that own a password field, found when a form is first met.
    std::optional<std::unordered_set<const GumboNode *>> m_passwordForms;
    std::unordered_map<std::string_view, const GumboNode *> m_ids; ///< with them
    std::vector<Anchor> m_anchors;
    /// Large records, many of them (a page of 100,000 links): a deque, which
    /// grows without moving them or asking for one block of all of them.
    std::deque<LinkRecord> m_records;
    /// The links of the codes of `data:` images, each after the image's
    /// place in the page (their spans count in the code's text).
    std::vector<std::pair<std::size_t, LinkRecord>> m_codes;

    void dataImage(std::string_view src, std::size_t at);
};

void PageReader::run(const GumboNode *root)
{
    m_root = root;
    findBase(root);
    std::vector<Open> stack{{root, 0}};
    while (!stack.empty()) {
        Open &top = stack.back();
        const GumboVector &children = top.node->type == GUMBO_NODE_DOCUMENT
                                          ? top.node->v.document.children
                                          : top.node->v.element.children;
        if (top.child >= children.length) {
            leave(stack.size());
            stack.pop_back();
            continue;
        }
        const auto *child = static_cast<const GumboNode *>(children.data[top.child++]);
        if (child->type == GUMBO_NODE_ELEMENT || child->type == GUMBO_NODE_TEMPLATE) {
            stack.push_back({child, 0});
            enter(child, stack.size());
        } else if (child->type == GUMBO_NODE_TEXT || child->type == GUMBO_NODE_CDATA) {
            text(child);
        } else if (child->type == GUMBO_NODE_COMMENT) {
            conditionalComment(child);
        }
    }
    // In the order of the source: the records' places are sorted, not the
    // records, which are large (a page of 100,000 links moved them n log n times).
    std::vector<std::pair<std::size_t, std::size_t>> order; // (offset, index)
    order.reserve(m_records.size());
    for (std::size_t i = 0; i < m_records.size(); ++i)
        order.emplace_back(m_records[i].span.offset, i);
    std::sort(order.begin(), order.end()); // by offset, then index: stable
    auto code = m_codes.begin();
    for (const auto &[offset, index] : order) {
        for (; code != m_codes.end() && code->first < offset; ++code)
            m_context.emit(std::move(code->second));
        if (!m_context.emit(std::move(m_records[index])))
            return;
    }
    for (; code != m_codes.end(); ++code)
        m_context.emit(std::move(code->second));
}

// A `data:` image (RFC 2397) in base64: a QR code in it is read as one in
// an attached image (mail layouts inline their images so).
void PageReader::dataImage(std::string_view src, std::size_t at)
{
    const std::size_t comma = src.find(',');
    if (comma == std::string_view::npos || src.size() < 11
        || !equalsI(src.substr(0, 11), "data:image/") || comma < 7
        || !equalsI(src.substr(comma - 7, 7), ";base64")
        || src.size() > m_context.limits->partBytes)
        return;
    const std::string encoded(src.substr(comma + 1));
    gsize size = 0;
    std::unique_ptr<guchar, void (*)(gpointer)> bytes(g_base64_decode(encoded.c_str(), &size),
                                                      &g_free);
    if (bytes == nullptr || size == 0)
        return;
    Handler collect;
    collect.link = [&](const LinkRecord &r) {
        LinkRecord code = r;
        code.findings.clear(); // made again when the page's records are handed over
        m_codes.emplace_back(at, std::move(code));
    };
    collect.notice = m_context.handler->notice;
    PartContext image = m_context;
    image.handler = &collect;
    image.links = 0;
    readImage(std::string_view(reinterpret_cast<const char *>(bytes.get()), size), image);
}

// HTML §2.4.1 the document base URL: the first <base> with an href, in tree
// order, parsed against the document's own URL.
void PageReader::findBase(const GumboNode *root)
{
    m_base = m_context.url;
    std::vector<const GumboNode *> stack{root};
    while (!stack.empty()) {
        const GumboNode *node = stack.back();
        stack.pop_back();
        const GumboVector *children = nullptr;
        if (node->type == GUMBO_NODE_DOCUMENT) {
            children = &node->v.document.children;
        } else if (node->type == GUMBO_NODE_ELEMENT || node->type == GUMBO_NODE_TEMPLATE) {
            const GumboElement &e = node->v.element;
            if (e.tag == GUMBO_TAG_BASE && e.tag_namespace == GUMBO_NAMESPACE_HTML) {
                if (const GumboAttribute *href = attribute(e, "href")) {
                    std::size_t offset = 0;
                    if (std::optional<std::string> base
                        = resolveTarget(stripped(href->value, offset), m_base))
                        m_base = std::move(base);
                    return;
                }
            }
            children = &e.children;
        }
        if (children == nullptr)
            continue;
        for (unsigned i = children->length; i-- > 0;)
            stack.push_back(static_cast<const GumboNode *>(children->data[i]));
    }
}

// An element, or a <template> (its content is read as the page's).
bool isElement(const GumboNode *node)
{
    return node->type == GUMBO_NODE_ELEMENT || node->type == GUMBO_NODE_TEMPLATE;
}

// HTML §4.10.18.3 the form owner of a form-associated element: with a form
// attribute, the first element of the page with that ID if it is a form
// (else none); without, its nearest form ancestor. (The parser's form
// element pointer, which also associates a control that a table pushed out
// of its form, is not kept by gumbo.) A form here is its own owner.
const GumboNode *formOwner(const GumboNode *node,
                           const std::unordered_map<std::string_view, const GumboNode *> &ids)
{
    const GumboElement &e = node->v.element;
    if (e.tag == GUMBO_TAG_FORM)
        return node;
    if (const GumboAttribute *form = attribute(e, "form")) {
        const auto found = ids.find(form->value);
        return found != ids.end() && found->second->v.element.tag == GUMBO_TAG_FORM ? found->second
                                                                                    : nullptr;
    }
    for (const GumboNode *up = node->parent; up != nullptr && isElement(up); up = up->parent) {
        if (up->v.element.tag == GUMBO_TAG_FORM)
            return up;
    }
    return nullptr;
}

// Whether the form owner of @p node (a form, or a button or input with a
// formaction) owns a password field (HTML §4.10.5.1.6, the Password state):
// an <input type=password> inside it or naming it by its form attribute.
// The page's elements are looked at once, up to a bound.
bool PageReader::asksPassword(const GumboNode *node)
{
    if (!m_passwordForms) {
        m_passwordForms.emplace();
        std::unordered_map<std::string_view, const GumboNode *> ids;
        std::vector<const GumboNode *> passwords;
        std::vector<const GumboNode *> stack{m_root};
        for (std::size_t budget = 100000; !stack.empty() && budget > 0; --budget) {
            const GumboNode *n = stack.back();
            stack.pop_back();
            const GumboVector *children = nullptr;
            if (n->type == GUMBO_NODE_DOCUMENT) {
                children = &n->v.document.children;
            } else if (isElement(n)) {
                const GumboElement &e = n->v.element;
                if (const GumboAttribute *id = attribute(e, "id"))
                    ids.emplace(id->value, n); // the first with it, in tree order
                const GumboAttribute *type = attribute(e, "type");
                if (e.tag == GUMBO_TAG_INPUT && type != nullptr && equalsI(type->value, "password"))
                    passwords.push_back(n);
                children = &e.children;
            } else {
                continue; // text, comments
            }
            for (unsigned i = children->length; i-- > 0;)
                stack.push_back(static_cast<const GumboNode *>(children->data[i]));
        }
        for (const GumboNode *p : passwords) {
            if (const GumboNode *owner = formOwner(p, ids))
                m_passwordForms->insert(owner);
        }
        m_ids = std::move(ids);
    }
    const GumboNode *owner = formOwner(node, m_ids);
    return owner != nullptr && m_passwordForms->count(owner) > 0;
}

std::string elementName(const GumboElement &e)
{
    if (e.tag != GUMBO_TAG_UNKNOWN)
        return gumbo_normalized_tagname(e.tag);
    // the tag name as written
    std::string_view tag = piece(e.original_tag);
    if (!tag.empty() && tag.front() == '<')
        tag.remove_prefix(1);
    return asciiLower(tag.substr(0, tag.find_first_of(" \t\n\r\f/>")));
}

void PageReader::enter(const GumboNode *node, std::size_t depth)
{
    const GumboElement &e = node->v.element;
    const bool foreign = e.tag_namespace != GUMBO_NAMESPACE_HTML;
    for (unsigned i = 0; i < e.attributes.length; ++i) {
        const auto &a = *static_cast<const GumboAttribute *>(e.attributes.data[i]);
        const std::string_view name = a.name;
        const bool url = foreign ? name == "href" // SVG <a>, <use>, <image> (xlink:href)
                                 : std::any_of(kUrlAttributes.begin(), kUrlAttributes.end(),
                                               [&](const UrlAttribute &u) {
                                                   return u.tag == e.tag && name == u.name;
                                               });
        if (url)
            urlAttribute(node, a, depth);
        else if (!foreign && name == "srcset"
                 && (e.tag == GUMBO_TAG_IMG || e.tag == GUMBO_TAG_SOURCE))
            srcset(e, a);
        else if (name.size() > 2 && name.substr(0, 2) == "on") // an event handler's code
            script(a.value, valueOf(e, a), elementName(e), a.name);
    }
    if (foreign)
        return;
    if (e.tag == GUMBO_TAG_META)
        metaRefresh(e);
    if (e.tag == GUMBO_TAG_IMG && !m_anchors.empty()) {
        Anchor &anchor = m_anchors.back();
        anchor.image = true;
        const GumboAttribute *alt = attribute(e, "alt");
        if (alt != nullptr && anchor.imageAlt.empty())
            anchor.imageAlt = collapsed(alt->value);
    }
    if (e.tag == GUMBO_TAG_SCRIPT && attribute(e, "src") == nullptr) {
        for (unsigned i = 0; i < e.children.length; ++i) {
            const auto *t = static_cast<const GumboNode *>(e.children.data[i]);
            if (t->type == GUMBO_NODE_TEXT) {
                const std::string_view code = piece(t->v.text.original_text);
                const Span span = placeIn(m_page, code, 0);
                script(t->v.text.text, {span, span.length == code.size()}, "script", "");
            }
        }
    }
}

void PageReader::leave(std::size_t depth)
{
    if (m_anchors.empty() || m_anchors.back().depth != depth)
        return;
    Anchor anchor = std::move(m_anchors.back());
    m_anchors.pop_back();
    // what a reader sees: the text, else the image's alt, else the tooltip
    std::string shown = collapsed(anchor.text);
    if (shown.empty())
        shown = std::move(anchor.imageAlt);
    if (shown.empty())
        shown = std::move(anchor.title);
    anchor.record.hasImage = anchor.image;
    if (!shown.empty())
        anchor.record.shown = std::move(shown);
    if (!m_anchors.empty()) // an <a> inside an <a>
        m_anchors.back().text += ' ' + anchor.text;
    push(std::move(anchor.record));
}

// Microsoft's conditional comments (`<!--[if mso]>`): a browser skips
// them, Outlook renders them (the VML buttons of mail layouts), so a link
// there is one that only some readers see. Its URIs are found as text.
void PageReader::conditionalComment(const GumboNode *node)
{
    const GumboText &t = node->v.text;
    const std::string_view inner = t.text;
    if (inner.substr(0, 3) != "[if")
        return;
    // the comment's text as written, after "<!--"
    const Span whole = placeIn(m_page, piece(t.original_text), 0);
    const std::size_t at = whole.length >= 4 ? whole.offset + 4 : whole.offset;
    ExtractOptions options;
    options.defanged = false;
    for (const ExtractedUri &u : extract(inner, options)) {
        if (isNamespaceValue(inner, u.span.offset))
            continue; // xmlns:v="urn:schemas-microsoft-com:vml" names, it links nothing
        LinkRecord r = m_context.record(Source::HtmlConditionalComment);
        r.written = u.uri;
        r.span = Span{at + u.span.offset, u.span.length};
        r.base = m_base;
        r.target = resolveTarget(u.uri, m_base);
        push(std::move(r));
    }
}

void PageReader::text(const GumboNode *node)
{
    const GumboText &t = node->v.text;
    if (!m_anchors.empty()) {
        if (m_anchors.back().text.size() < 4096)
            m_anchors.back().text.append(t.text);
        return;
    }
    const GumboNode *parent = node->parent;
    if (parent != nullptr && parent->type == GUMBO_NODE_ELEMENT
        && (parent->v.element.tag == GUMBO_TAG_SCRIPT || parent->v.element.tag == GUMBO_TAG_STYLE))
        return;
    const std::string_view decoded = t.text;
    const std::string_view original = piece(t.original_text);
    ExtractOptions options;
    options.defanged = m_context.defanged;
    for (const ExtractedUri &u : extract(decoded, options)) {
        LinkRecord r = m_context.record(Source::HtmlText);
        r.defanged = u.defanged;
        // its place in the page: exact when the text holds no character reference
        const Span whole = placeIn(m_page, original, 0);
        const Span span = original == decoded && whole.length == original.size()
                              ? Span{whole.offset + u.span.offset, u.span.length}
                              : whole;
        r.written = u.uri;
        r.span = span;
        r.target = textTarget(u);
        push(std::move(r));
    }
}

LinkRecord PageReader::made(LinkRecord record, std::string_view written, Span span) const
{
    record.written = std::string(written);
    record.span = span;
    record.base = m_base;
    record.target = resolveTarget(written, m_base);
    return record;
}

void PageReader::push(LinkRecord record)
{
    // one more than the bound: PartContext::emit() says that it was reached
    if (m_records.size() <= m_context.limits->linksPerPart)
        m_records.push_back(std::move(record));
}

void PageReader::urlAttribute(const GumboNode *node, const GumboAttribute &a, std::size_t depth)
{
    const GumboElement &e = node->v.element;
    LinkRecord r = m_context.record(Source::HtmlAttribute);
    r.element = elementName(e);
    r.attribute = a.name;
    const Written where = valueOf(e, a);
    std::size_t offset = where.span.offset;
    const std::string_view value = stripped(a.value, offset);
    r = made(std::move(r), value, where.literal ? Span{offset, value.size()} : where.span);
    const GumboAttribute *title = attribute(e, "title");
    if ((e.tag == GUMBO_TAG_A || e.tag == GUMBO_TAG_AREA) && r.attribute == "href") {
        // its text decides what it shows, at its end tag (leave())
        Anchor anchor{depth, std::move(r), title ? collapsed(title->value) : std::string(),
                      {},    {},           false};
        if (e.tag == GUMBO_TAG_AREA) {
            if (const GumboAttribute *alt = attribute(e, "alt"))
                anchor.imageAlt = collapsed(alt->value);
        }
        m_anchors.push_back(std::move(anchor));
        return;
    }
    if (e.tag == GUMBO_TAG_IMG) {
        if (const GumboAttribute *alt = attribute(e, "alt"); alt != nullptr && *alt->value != '\0')
            r.shown = collapsed(alt->value);
        if (r.attribute == "src")
            dataImage(value, r.span.offset);
    }
    if (!r.shown && title != nullptr && *title->value != '\0')
        r.shown = collapsed(title->value);
    if (e.tag == GUMBO_TAG_FORM || r.attribute == "formaction")
        r.asksPassword = asksPassword(node);
    push(std::move(r));
}

// HTML §4.8.4.3.1 srcset: image candidate strings, each a URL and an
// optional descriptor, separated by commas.
void PageReader::srcset(const GumboElement &e, const GumboAttribute &a)
{
    const Written where = valueOf(e, a);
    const std::string_view value = a.value;
    std::size_t i = 0;
    while (i < value.size()) {
        while (i < value.size() && (isSpace(value[i]) || value[i] == ','))
            ++i;
        const std::size_t start = i;
        while (i < value.size() && !isSpace(value[i]))
            ++i;
        std::string_view url = value.substr(start, i - start);
        // "If url ends with U+002C (,), remove all trailing commas from url"
        while (!url.empty() && url.back() == ',')
            url.remove_suffix(1);
        // the descriptors run to the next comma outside parentheses
        bool inParens = false;
        while (i < value.size() && (inParens || value[i] != ',')) {
            inParens = value[i] == '(' ? true : value[i] == ')' ? false : inParens;
            ++i;
        }
        if (url.empty())
            continue;
        LinkRecord r = m_context.record(Source::HtmlSrcset);
        r.element = elementName(e);
        r.attribute = a.name;
        if (const GumboAttribute *alt = attribute(e, "alt"); alt != nullptr && *alt->value != '\0')
            r.shown = collapsed(alt->value);
        push(made(std::move(r), url,
                  where.literal ? Span{where.span.offset + start, url.size()} : where.span));
    }
}

// HTML §4.2.5.3 the refresh state: "N; url=..." (the shared declarative
// refresh steps, step 11 onwards).
void PageReader::metaRefresh(const GumboElement &e)
{
    const GumboAttribute *equiv = attribute(e, "http-equiv");
    const GumboAttribute *content = attribute(e, "content");
    if (equiv == nullptr || content == nullptr || !equalsI(equiv->value, "refresh"))
        return;
    const std::string_view value = content->value;
    std::size_t i = 0;
    while (i < value.size() && isSpace(value[i]))
        ++i;
    while (i < value.size() && ((value[i] >= '0' && value[i] <= '9') || value[i] == '.'))
        ++i;
    while (i < value.size() && isSpace(value[i]))
        ++i;
    if (i < value.size() && (value[i] == ';' || value[i] == ','))
        ++i;
    while (i < value.size() && isSpace(value[i]))
        ++i;
    if (i >= value.size())
        return; // a refresh of the page itself
    std::size_t j = i;
    if (value.size() - i >= 3 && equalsI(value.substr(i, 3), "url")) {
        j = i + 3;
        while (j < value.size() && isSpace(value[j]))
            ++j;
        if (j < value.size() && value[j] == '=') {
            ++j;
            while (j < value.size() && isSpace(value[j]))
                ++j;
            i = j;
        }
    }
    std::string_view url = value.substr(i);
    if (!url.empty() && (url.front() == '"' || url.front() == '\'')) {
        const char quote = url.front();
        url.remove_prefix(1);
        ++i;
        url = url.substr(0, url.find(quote));
    }
    while (!url.empty() && isSpace(url.back()))
        url.remove_suffix(1);
    LinkRecord r = m_context.record(Source::HtmlMetaRefresh);
    r.element = "meta";
    r.attribute = "content";
    const Written where = valueOf(e, *content);
    push(made(std::move(r), url,
              where.literal ? Span{where.span.offset + i, url.size()} : where.span));
}

// A JavaScript string literal at @p code[@p at] (a quote), its value with
// the common escapes undone; the index after it in @p end.
std::optional<std::string> stringLiteral(std::string_view code, std::size_t at, std::size_t &end)
{
    const char quote = code[at];
    std::string out;
    for (std::size_t i = at + 1; i < code.size() && i < at + 8192; ++i) {
        const char c = code[i];
        if (c == quote) {
            end = i + 1;
            return out;
        }
        if (c == '\n')
            return std::nullopt;
        if (c == '\\' && i + 1 < code.size()) {
            ++i;
            out += code[i] == 'n' ? '\n' : code[i] == 't' ? '\t' : code[i];
            continue;
        }
        out += c;
    }
    return std::nullopt;
}

bool isIdentifierChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'
           || c == '$';
}

bool isQuote(char c)
{
    return c == '"' || c == '\'' || c == '`';
}

// Where the string literal last assigned to the variable @p name before
// @p before starts (`var u = "..."`, `u='...'`): its quote; npos when there
// is none.
std::size_t assignedLiteral(std::string_view code, std::string_view name, std::size_t before)
{
    std::size_t found = std::string_view::npos;
    for (std::size_t at = code.find(name); at != std::string_view::npos && at < before;
         at = code.find(name, at + 1)) {
        std::size_t i = at + name.size();
        if ((at > 0 && (isIdentifierChar(code[at - 1]) || code[at - 1] == '.'))
            || (i < code.size() && isIdentifierChar(code[i])))
            continue; // a part of another name, or a property
        while (i < code.size() && isSpace(code[i]))
            ++i;
        if (i >= code.size() || code[i] != '=' || (i + 1 < code.size() && code[i + 1] == '='))
            continue;
        for (++i; i < code.size() && isSpace(code[i]);)
            ++i;
        if (i < code.size() && isQuote(code[i]))
            found = i;
    }
    return found;
}

// The strings a script sends the page to, found as text (nothing is run):
// `location = "..."`, `location.href = "..."`, `location.replace("...")`,
// `location.assign("...")` and `window.open("...")`, with any object before
// `location` (window., document., top.); or a variable there, given a
// string before (`var u = "..."; location = u`).
void PageReader::script(std::string_view code, Written where, const std::string &element,
                        const std::string &attribute)
{
    for (const std::string_view word : {std::string_view("location"), std::string_view("open")}) {
        for (std::size_t at = code.find(word); at != std::string_view::npos;
             at = code.find(word, at + word.size())) {
            if (at > 0 && isIdentifierChar(code[at - 1]))
                continue;
            if (word == "open" && (at < 7 || code.substr(at - 7, 7) != "window."))
                continue;
            std::size_t i = at + word.size();
            auto skipSpaces = [&] {
                while (i < code.size() && isSpace(code[i]))
                    ++i;
            };
            const auto follows = [&](std::string_view s) {
                if (code.substr(i, s.size()) != s)
                    return false;
                i += s.size();
                return true;
            };
            skipSpaces();
            bool call = word == "open" && follows("(");
            if (word == "location") {
                if (follows(".href"))
                    skipSpaces();
                if (follows(".replace(") || follows(".assign("))
                    call = true;
                else if (!(i < code.size() && code[i] == '='
                           && (i + 1 >= code.size() || code[i + 1] != '=')))
                    continue;
                else
                    ++i;
            } else if (!call) {
                continue;
            }
            skipSpaces();
            if (i < code.size() && !isQuote(code[i]) && isIdentifierChar(code[i])) {
                std::size_t end = i;
                while (end < code.size() && isIdentifierChar(code[end]))
                    ++end;
                i = assignedLiteral(code, code.substr(i, end - i), at);
            }
            if (i >= code.size() || !isQuote(code[i]))
                continue;
            std::size_t end = i;
            const std::optional<std::string> value = stringLiteral(code, i, end);
            if (!value || value->empty())
                continue;
            LinkRecord r = m_context.record(Source::HtmlScript);
            r.element = element;
            r.attribute = attribute;
            const bool exact = where.literal && end - i - 2 == value->size();
            push(made(std::move(r), *value,
                      exact ? Span{where.span.offset + i + 1, value->size()} : where.span));
        }
    }
}

} // namespace

void readHtml(std::string_view html, PartContext &context)
{
    const std::size_t cut = depthCut(html, context.limits->htmlDepth);
    const std::string_view parsed = html.substr(0, cut);
    GumboOptions options = kGumboDefaultOptions;
    // no parse errors kept: each would copy the stack of open elements
    options.max_errors = 0;
    GumboOutput *output = gumbo_parse_with_options(&options, parsed.data(), parsed.size());
    if (output == nullptr) {
        context.notice("The HTML parser could not read this page.");
        return;
    }
    PageReader(parsed, context).run(output->document);
    gumbo_destroy_output(&options, output);
    if (cut != std::string_view::npos) {
        context.notice("The page nests its elements more than "
                       + std::to_string(context.limits->htmlDepth) + " deep at byte "
                       + std::to_string(cut) + "; the rest is searched as text.");
        readText(html.substr(cut), Source::HtmlText, context, cut);
    }
}

} // namespace uri::documents::detail
