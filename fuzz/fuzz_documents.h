// What the harnesses of the documents layer check of every record
// (docs/documents.md): a link has text, its target re-parses to itself, its
// MIME path is numbers and dots, and messages come in the order of their
// numbers.
#pragma once

#include "fuzz_support.h"

#include "uriinspector/documents.h"
#include "uriinspector/whatwg.h"

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

/// Reads @p in as @p format, checking every record; @p maxSpanEnd bounds the
/// spans (the decoded text a span counts in is at most this long).
inline void readChecked(std::string_view in, uri::documents::Format format, std::size_t maxSpanEnd)
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
    };
    handler.link = [&](const LinkRecord &l) {
        checkPath(l.part);
        FUZZ_CHECK(l.span.end() <= maxSpanEnd);
        if (l.target) {
            const uri::whatwg::ParseResult again = uri::whatwg::parse(*l.target);
            FUZZ_CHECK(again.url && uri::whatwg::serialize(*again.url) == *l.target);
        }
    };
    handler.notice = [&](const Notice &n) { FUZZ_CHECK(!n.text.empty()); };
    ReadOptions options;
    options.url = std::string("https://fuzz.example/dir/page.html");
    read(in, format, options, handler);
}

} // namespace fuzz
