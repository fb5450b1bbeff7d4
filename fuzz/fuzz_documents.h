// What the harnesses of the documents layer check of every record
// (docs/documents.md): a link has text, its target re-parses to itself, its
// MIME path is numbers and dots, messages come in the order of their
// numbers; a PDF's page is within the pages read and a rectangle is finite
// and ordered; a code's link is a span of the code's text, inside its image;
// a context finding (family C) is worded by the catalogue and spans the
// link as written, or a part of the header field it names.
#pragma once

#include "fuzz_support.h"

#include "uriinspector/documents.h"
#include "uriinspector/whatwg.h"

#include <cmath>
#include <limits>
#include <string>

namespace fuzz {

inline void checkPath(const std::string &path)
{
    bool digit = false;
    for (const char c : path) {
        FUZZ_CHECK((c >= '0' && c <= '9') || (c == '.' && digit));
        digit = c != '.';
    }
    FUZZ_CHECK(path.empty() || digit);
}

inline void checkContextFinding(const uri::security::Finding &f, std::size_t textSize)
{
    FUZZ_CHECK(uri::security::checkInfo(f.check).family == uri::security::Family::Context);
    FUZZ_CHECK(!f.messageTemplate.empty() && !f.message.empty());
    FUZZ_CHECK(f.span.end() <= textSize);
}

inline void checkRect(const uri::documents::Rect &r)
{
    FUZZ_CHECK(std::isfinite(r.x1) && std::isfinite(r.y1) && std::isfinite(r.x2)
               && std::isfinite(r.y2));
    FUZZ_CHECK(r.x1 <= r.x2 && r.y1 <= r.y2);
}

/// Reads @p in as @p format within @p limits, checking every record;
/// @p maxSpanEnd bounds the spans (the decoded text a span counts in is at
/// most this long).
inline void readChecked(std::string_view in, uri::documents::Format format, std::size_t maxSpanEnd,
                        const uri::documents::Limits &limits = {})
{
    using namespace uri::documents;
    std::size_t lastMessage = 0;
    Handler handler;
    handler.message = [&](const MessageRecord &m) {
        // in order (an attached message has its container's number); a
        // message that could not be read leaves a notice and a gap
        FUZZ_CHECK(m.number >= 1 && m.number >= lastMessage);
        lastMessage = m.number;
        checkPath(m.part);
        for (const uri::security::Finding &f : m.findings) {
            const auto field = f.details.empty() ? std::string() : f.details.back().second;
            FUZZ_CHECK(field == "from" || field == "reply_to" || field == "return_path");
            checkContextFinding(f, field == "from"       ? m.from.size()
                                   : field == "reply_to" ? m.replyTo.size()
                                                         : m.returnPath.size());
        }
    };
    handler.link = [&](const LinkRecord &l) {
        checkPath(l.part);
        FUZZ_CHECK(l.span.end() <= maxSpanEnd);
        FUZZ_CHECK(!l.page || (*l.page >= 1 && *l.page <= limits.pdfPages));
        if (l.rect)
            checkRect(*l.rect);
        FUZZ_CHECK((l.source == Source::Code) == l.image.has_value());
        if (l.image) {
            FUZZ_CHECK(l.span.end() <= l.image->text.size());
            FUZZ_CHECK(l.image->width > 0 && l.image->height > 0);
            FUZZ_CHECK(
                static_cast<std::size_t>(l.image->width) * static_cast<std::size_t>(l.image->height)
                <= std::max<std::size_t>(limits.imagePixels, 4'000'000)); // a page drawn: 4 MP
            checkRect(l.image->position);
        }
        for (const uri::security::Finding &f : l.findings) {
            checkContextFinding(f, l.written.size());
            FUZZ_CHECK(f.span.offset == 0 && f.span.length == l.written.size());
        }
        if (l.target) {
            const uri::whatwg::ParseResult again = uri::whatwg::parse(*l.target);
            FUZZ_CHECK(again.url && uri::whatwg::serialize(*again.url) == *l.target);
        }
    };
    handler.notice = [&](const Notice &n) { FUZZ_CHECK(!n.text.empty()); };
    ReadOptions options;
    options.url = std::string("https://fuzz.example/dir/page.html");
    options.limits = limits;
    read(in, format, options, handler);
}

} // namespace fuzz
