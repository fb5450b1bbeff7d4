// URIs in free text (RFC 3986 Appendix C, draft-fielding-url-syntax-01
// Appendix B), refanging, and unwrapping of redirect wrappers.
#include "uriinspector/extract.h"

#include "uriinspector/charset.h"
#include "uriinspector/parse.h"
#include "uriinspector/security_data.h"

#include "extract/detail/extract_internal.h"
#include "text/detail/text.h"

#include <algorithm>
#include <array>
#include <iterator>

namespace uri {

namespace {

using detail::asciiLower;
using detail::equalsI;
using detail::startsWithI;

// ---------------------------------------------------------------------------
// Refanging with a map back to the original text

// The refanged text, and where each of its bytes comes from: a byte outside
// the replacements comes from one byte of the original, shifted by what the
// replacements before it took away; a byte of a replacement, from the whole
// defanged part. Only the replacements are stored, not a map per byte.
struct Refanged
{
    std::string text;
    std::vector<Span> defangs; ///< the replaced parts of the original
    std::vector<Span> with;    ///< per replacement: where it is in text

    void copy(std::string_view original, std::size_t from, std::size_t length)
    {
        text.append(original.substr(from, length));
    }
    void replace(std::string_view by, Span source)
    {
        with.push_back({text.size(), by.size()});
        text.append(by);
        defangs.push_back(source);
    }
    void clear()
    {
        text.clear();
        defangs.clear();
        with.clear();
    }
    /// Where byte @p at of text comes from: [start, end) of the original.
    [[nodiscard]] Span source(std::size_t at) const
    {
        // the last replacement that begins at or before it
        const auto k = std::upper_bound(with.begin(), with.end(), at,
                                        [](std::size_t a, const Span &w) { return a < w.offset; });
        if (k == with.begin())
            return {at, 1};
        const std::size_t index = static_cast<std::size_t>(k - with.begin()) - 1;
        const Span &w = with[index];
        const Span &d = defangs[index];
        if (at < w.end())
            return d;
        return {at - w.end() + d.end(), 1};
    }
    /// The first byte of text whose source begins at or after byte @p at of
    /// the original.
    [[nodiscard]] std::size_t at(std::size_t original) const
    {
        std::size_t low = 0;
        std::size_t high = text.size();
        while (low < high) {
            const std::size_t mid = low + (high - low) / 2;
            if (source(mid).offset < original)
                low = mid + 1;
            else
                high = mid;
        }
        return low;
    }
    /// The original span of [from, to) of text.
    [[nodiscard]] Span original(std::size_t from, std::size_t to) const
    {
        if (from >= to)
            return {from < text.size() ? source(from).offset : 0, 0};
        const std::size_t begin = source(from).offset;
        return {begin, source(to - 1).end() - begin};
    }
};

bool isAlnum(char c)
{
    return charset::is(c, charset::kAlpha) || charset::is(c, charset::kDigit);
}

// "[.]" -> ".", "hxxp:" -> "http:", ...: the replacement and the length
// of the defanged text at @p i, or nothing.
struct Defang
{
    std::string_view with;
    std::size_t length = 0;
};

std::optional<Defang> defangAt(std::string_view t, std::size_t i)
{
    struct Bracketed
    {
        std::string_view text;
        std::string_view with;
    };
    static constexpr std::array kBracketed{
        Bracketed{"[.]", "."},     Bracketed{"(.)", "."},   Bracketed{"{.}", "."},
        Bracketed{"[dot]", "."},   Bracketed{"(dot)", "."}, Bracketed{"{dot}", "."},
        Bracketed{"[://]", "://"}, Bracketed{"[:]", ":"},   Bracketed{"[/]", "/"},
        Bracketed{"[at]", "@"},    Bracketed{"[@]", "@"},   Bracketed{"(at)", "@"},
    };
    const char c = t[i];
    if (c == '[' || c == '(' || c == '{') {
        for (const Bracketed &b : kBracketed) {
            if (startsWithI(t.substr(i), b.text))
                return Defang{b.with, b.text.size()};
        }
        return std::nullopt;
    }
    // hxxp, hxxps, fxp: only as a scheme (before ":" or "[:]"), and not inside a word
    if ((c == 'h' || c == 'H' || c == 'f' || c == 'F') && (i == 0 || !isAlnum(t[i - 1]))) {
        struct Scheme
        {
            std::string_view text;
            std::string_view with;
        };
        static constexpr std::array kSchemes{Scheme{"hxxps", "https"}, Scheme{"hxxp", "http"},
                                             Scheme{"fxps", "ftps"}, Scheme{"fxp", "ftp"}};
        for (const Scheme &s : kSchemes) {
            if (!startsWithI(t.substr(i), s.text))
                continue;
            const std::string_view after = t.substr(i + s.text.size());
            if (!after.empty() && (after.front() == ':' || after.substr(0, 3) == "[:]"))
                return Defang{s.with, s.text.size()};
            return std::nullopt;
        }
    }
    return std::nullopt;
}

// refangWithMap() into @p r, whose memory is used again.
void refangInto(std::string_view text, bool enabled, Refanged &r)
{
    r.clear();
    r.text.reserve(text.size());
    if (!enabled) {
        r.text.append(text);
        return;
    }
    std::size_t copied = 0; // text before this is in r
    for (std::size_t i = 0; i < text.size();) {
        // a defanged part begins with one of these (defangAt())
        const char c = text[i];
        if (c == '[' || c == '(' || c == '{' || c == 'h' || c == 'H' || c == 'f' || c == 'F') {
            if (const std::optional<Defang> d = defangAt(text, i)) {
                r.copy(text, copied, i - copied);
                r.replace(d->with, {i, d->length});
                i += d->length;
                copied = i;
                continue;
            }
        }
        ++i;
    }
    r.copy(text, copied, text.size() - copied);
}

Refanged refangWithMap(std::string_view text, bool enabled)
{
    Refanged r;
    refangInto(text, enabled, r);
    return r;
}

// ---------------------------------------------------------------------------
// Where a URI ends

bool isSchemeChar(char c)
{
    return charset::is(c, charset::kScheme);
}

// Unicode white space and the CJK brackets that end a bare URI.
bool isStopCodePoint(char32_t cp)
{
    return cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028
           || cp == 0x2029 || cp == 0x202F || cp == 0x205F || cp == 0x3000
           || (cp >= 0x3008 && cp <= 0x3011) || cp == 0xFF08 || cp == 0xFF09 || cp == 0xFF1C
           || cp == 0xFF1E || cp == 0x201C || cp == 0x201D || cp == 0xAB || cp == 0xBB;
}

// Trailing punctuation that belongs to the sentence (ASCII and CJK).
bool isTrailingPunctuation(char32_t cp)
{
    return cp == '.' || cp == ',' || cp == ';' || cp == ':' || cp == '!' || cp == '?' || cp == '\''
           || cp == 0x3001 || cp == 0x3002 || cp == 0xFF0C || cp == 0xFF0E || cp == 0xFF01
           || cp == 0xFF1F || cp == 0x2019;
}

// The end (exclusive) of a bare URI that starts at @p from in @p t.
std::size_t bareEnd(std::string_view t, std::size_t from)
{
    std::size_t i = from;
    while (i < t.size()) {
        const auto b = static_cast<unsigned char>(t[i]);
        if (b <= 0x20 || b == 0x7F || b == '"' || b == '<' || b == '>' || b == '`')
            break;
        if (b >= 0x80) {
            const std::vector<detail::CodePoint> cps = detail::codePoints(t.substr(i, 4));
            if (!cps.empty() && cps.front().valid && isStopCodePoint(cps.front().cp))
                break;
            i += cps.empty() ? 1 : cps.front().length;
            continue;
        }
        ++i;
    }
    // Strip trailing punctuation and closing brackets that close nothing inside.
    for (bool changed = true; changed && i > from;) {
        changed = false;
        // the last code point
        std::size_t last = i - 1;
        while (last > from && (static_cast<unsigned char>(t[last]) & 0xC0) == 0x80)
            --last;
        const std::vector<detail::CodePoint> cps = detail::codePoints(t.substr(last, i - last));
        const char32_t cp = cps.empty() ? 0 : cps.front().cp;
        if (isTrailingPunctuation(cp)) {
            i = last;
            changed = true;
            continue;
        }
        const auto closes = [&](char open, char close) {
            if (cp != static_cast<char32_t>(close))
                return false;
            const std::string_view uri = t.substr(from, i - from);
            return std::count(uri.begin(), uri.end(), open)
                   < std::count(uri.begin(), uri.end(), close);
        };
        if (closes('(', ')') || closes('[', ']') || closes('{', '}')) {
            i = last;
            changed = true;
        }
    }
    return i;
}

// The scheme that starts at @p i and the index of its ":", when the text
// there reads as a URI: "scheme://x", or "scheme:x" for a known scheme.
std::optional<std::size_t> schemeColon(std::string_view t, std::size_t i)
{
    if (!charset::is(t[i], charset::kAlpha))
        return std::nullopt;
    if (i > 0 && (isSchemeChar(t[i - 1]) || static_cast<unsigned char>(t[i - 1]) >= 0x80))
        return std::nullopt;
    std::size_t j = i;
    while (j < t.size() && isSchemeChar(t[j]) && j - i < 40)
        ++j;
    if (j >= t.size() || t[j] != ':' || j - i < 2) // one letter: a drive letter, not a scheme
        return std::nullopt;
    const std::string_view after = t.substr(j + 1);
    if (after.substr(0, 2) == "//")
        return after.size() > 2 && static_cast<unsigned char>(after[2]) > 0x20 ? std::optional(j)
                                                                               : std::nullopt;
    if (after.empty() || static_cast<unsigned char>(after.front()) <= 0x20)
        return std::nullopt;
    const std::string scheme = asciiLower(t.substr(i, j - i));
    if (security::SecurityData::builtin().schemeClass(scheme) == 0)
        return std::nullopt;
    return j;
}

// "<...>" or "<URL:...>" at @p open: the URI inside with its whitespace removed.
struct Bracketed
{
    std::size_t contentFrom = 0;
    std::size_t contentTo = 0;
    std::size_t close = 0; ///< the ">"
    bool urlPrefix = false;
};

std::optional<Bracketed> bracketedAt(std::string_view t, std::size_t open)
{
    std::size_t i = open + 1;
    while (i < t.size() && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r'))
        ++i;
    Bracketed b;
    if (startsWithI(t.substr(i), "URL:")) {
        b.urlPrefix = true;
        i += 4;
        while (i < t.size() && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r'))
            ++i;
    }
    if (i >= t.size() || !schemeColon(t, i))
        return std::nullopt;
    b.contentFrom = i;
    const std::size_t limit = std::min(t.size(), open + kExtractMaxBracketed);
    for (std::size_t j = i; j < limit; ++j) {
        if (t[j] == '<')
            return std::nullopt;
        if (t[j] == '>') {
            b.close = j;
            b.contentTo = j;
            while (b.contentTo > b.contentFrom
                   && (t[b.contentTo - 1] == ' ' || t[b.contentTo - 1] == '\t'
                       || t[b.contentTo - 1] == '\n' || t[b.contentTo - 1] == '\r'))
                --b.contentTo;
            return b.contentTo > b.contentFrom ? std::optional(b) : std::nullopt;
        }
    }
    return std::nullopt;
}

// The defangs inside the URI. Refanged::replace() records them left to
// right, so they are sorted: a binary search, not a walk over all of them
// for each URI (a text of n defanged URIs would take time n squared).
void collectDefangs(const Refanged &r, ExtractedUri &u)
{
    auto d = std::lower_bound(r.defangs.begin(), r.defangs.end(), u.span.offset,
                              [](const Span &s, std::size_t at) { return s.offset < at; });
    for (; d != r.defangs.end() && d->offset < u.span.end(); ++d) {
        if (d->end() <= u.span.end())
            u.defangs.push_back(*d);
    }
    u.defanged = !u.defangs.empty();
}

} // namespace

std::string refang(std::string_view text)
{
    return refangWithMap(text, true).text;
}

namespace {

// RFC 3986 App. C delimiting over the refanged text of @p r, from its start:
// the URIs are appended to @p out, at most @p maxUris of them. With
// @p stopAt, the scan ends at the first line feed it reaches at or after
// that byte (a bare URI ends at white space, so none crosses it); the
// index of that line feed in r.text, or r.text.size() when it reached none.
std::size_t scanText(const Refanged &r, const ExtractOptions &options, std::size_t stopAt,
                     std::size_t maxUris, std::vector<ExtractedUri> &out)
{
    const std::string_view t = r.text;
    std::size_t i = 0;
    while (i < t.size() && out.size() < maxUris) {
        if (i >= stopAt && t[i] == '\n')
            return i;
        // RFC 3986 App. C: "<" URI ">", with whitespace from line breaks removed
        if (t[i] == '<') {
            if (const std::optional<Bracketed> b = bracketedAt(t, i)) {
                ExtractedUri u;
                bool sawBreak = false;
                for (std::size_t j = b->contentFrom; j < b->contentTo; ++j) {
                    const char c = t[j];
                    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                        u.lineBreaks = true;
                        if ((c == '\n' || c == '\r') && !u.uri.empty() && u.uri.back() == '-')
                            sawBreak = true;
                        continue;
                    }
                    u.uri += c;
                }
                u.hyphenAtBreak = sawBreak;
                u.angleBrackets = true;
                u.urlPrefix = b->urlPrefix;
                u.span = r.original(b->contentFrom, b->contentTo);
                u.delimited = r.original(i, b->close + 1);
                collectDefangs(r, u);
                out.push_back(std::move(u));
                i = b->close + 1;
                continue;
            }
        }
        // A bare URI: "scheme:" ...
        if (const std::optional<std::size_t> colon = schemeColon(t, i)) {
            const std::size_t end = bareEnd(t, i);
            if (end > *colon + 1) {
                ExtractedUri u;
                u.uri = std::string(t.substr(i, end - i));
                u.span = r.original(i, end);
                u.urlPrefix = i >= 4 && equalsI(t.substr(i - 4, 4), "URL:");
                collectDefangs(r, u);
                out.push_back(std::move(u));
                i = end;
                continue;
            }
        }
        // ... or a bare "www." name
        if (options.bareWww && (t[i] == 'w' || t[i] == 'W') && startsWithI(t.substr(i), "www.")
            && (i == 0 || (!isSchemeChar(t[i - 1]) && t[i - 1] != '@' && t[i - 1] != '/'))) {
            const std::size_t end = bareEnd(t, i);
            if (end > i + 4 && t.substr(i + 4, end - i - 4).find('.') != std::string_view::npos) {
                ExtractedUri u;
                u.uri = std::string(t.substr(i, end - i));
                u.span = r.original(i, end);
                u.schemeless = true;
                collectDefangs(r, u);
                out.push_back(std::move(u));
                i = end;
                continue;
            }
        }
        ++i;
    }
    return t.size();
}

// A piece's refanged text larger than this is let go after it, not kept
// for the next piece.
constexpr std::size_t kKeptRefanged = std::size_t{2} << 20;

void shiftSpans(std::vector<ExtractedUri> &uris, std::size_t by)
{
    for (ExtractedUri &u : uris) {
        u.span.offset += by;
        if (u.delimited)
            u.delimited->offset += by;
        for (Span &d : u.defangs)
            d.offset += by;
    }
}

} // namespace

std::vector<ExtractedUri> extract(std::string_view text, const ExtractOptions &options)
{
    std::vector<ExtractedUri> out;
    scanText(refangWithMap(text, options.defanged), options, std::string_view::npos,
             options.maxUris, out);
    return out;
}

void extractPiece(std::string_view text, std::size_t offset, std::size_t until, bool atEnd,
                  const ExtractOptions &options, ExtractedPiece &found)
{
    // the refanged text of a piece is kept for the next one on this thread,
    // not allocated and let go each time
    thread_local Refanged r;
    refangInto(text, options.defanged, r);
    const std::size_t size = r.text.size();
    // the refanged byte that begins at or after byte @p until of the text
    const std::size_t stopAt = r.at(until);
    found.uris.clear();
    const std::size_t stop = scanText(r, options, stopAt, std::size_t(-1), found.uris);
    // the scan of the whole text reaches this line feed too, in the same
    // state, when all it may read past a byte before it was read
    found.settled = atEnd || stop + kExtractReach <= size;
    found.stop = stop < size ? r.source(stop).offset : text.size();
    shiftSpans(found.uris, offset);
    if (size > kKeptRefanged)
        r = Refanged(); // a long line's text is not kept
}

ExtractedPiece extractPiece(std::string_view text, std::size_t until, bool atEnd,
                            const ExtractOptions &options)
{
    ExtractedPiece found;
    extractPiece(text, 0, until, atEnd, options, found);
    return found;
}

ExtractStream::ExtractStream(const ExtractOptions &options, std::size_t window)
    : m_options(options)
    , m_window(std::max(window, 4 * kExtractReach))
    , m_nextTry(m_window)
{}

std::vector<ExtractedUri> ExtractStream::feed(std::string_view more)
{
    m_text.append(more);
    std::vector<ExtractedUri> out;
    while (m_text.size() >= m_nextTry) {
        // the first m_nextTry bytes, as if no more had arrived yet
        ExtractedPiece piece;
        extractPiece(std::string_view(m_text).substr(0, m_nextTry), m_base,
                     m_nextTry - 2 * kExtractReach, false, m_options, piece);
        if (!piece.settled) {
            // no line feed far enough from the end for what is before it to
            // be settled (one long line): try again on twice as much, so that
            // a long line is scanned a few times, not once per piece
            m_nextTry *= 2;
            continue;
        }
        // the next piece begins with the line feed where this one stopped
        out.insert(out.end(), std::make_move_iterator(piece.uris.begin()),
                   std::make_move_iterator(piece.uris.end()));
        m_text.erase(0, piece.stop);
        m_base += piece.stop;
        m_nextTry = m_window;
    }
    return out;
}

std::vector<ExtractedUri> ExtractStream::finish()
{
    ExtractedPiece piece;
    extractPiece(m_text, m_base, m_text.size(), true, m_options, piece);
    m_base = 0;
    m_text.clear();
    m_nextTry = m_window;
    return std::move(piece.uris);
}

// ---------------------------------------------------------------------------
// Redirect wrappers

namespace {

// Proofpoint URL Defense v3: "__<url>__;<base64url of the replaced characters>".
// Each "*" stands for one character of the decoded text, "**" + c for a run
// of (index of c in the alphabet + 2) characters.
std::optional<std::string> proofpointV3(std::string_view path)
{
    constexpr std::string_view kRun
        = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const std::size_t start = path.find("__");
    if (start == std::string_view::npos)
        return std::nullopt;
    const std::size_t stop = path.find("__;", start + 2);
    if (stop == std::string_view::npos)
        return std::nullopt;
    const std::string_view encoded = path.substr(start + 2, stop - start - 2);
    std::string_view rest = path.substr(stop + 3);
    const std::size_t bang = std::min(rest.find('!'), rest.size());
    const std::optional<std::string> bytes = detail::base64Decode(rest.substr(0, bang));
    std::vector<detail::CodePoint> chars;
    if (bytes)
        chars = detail::codePoints(*bytes);
    std::size_t next = 0;
    std::string out;
    for (std::size_t i = 0; i < encoded.size(); ++i) {
        if (encoded[i] != '*') {
            out += encoded[i];
            continue;
        }
        std::size_t count = 1;
        if (i + 2 < encoded.size() && encoded[i + 1] == '*') {
            const std::size_t k = kRun.find(encoded[i + 2]);
            if (k == std::string_view::npos)
                return std::nullopt;
            count = k + 2;
            i += 2;
        }
        for (std::size_t c = 0; c < count; ++c) {
            if (next >= chars.size())
                return std::nullopt;
            out += bytes->substr(chars[next].offset, chars[next].length);
            ++next;
        }
    }
    return out;
}

std::string_view encodingName(security::WrapperEncoding e)
{
    switch (e) {
    case security::WrapperEncoding::Plain:
        return "plain";
    case security::WrapperEncoding::ProofpointV2:
        return "proofpoint-v2";
    case security::WrapperEncoding::ProofpointV3:
        return "proofpoint-v3";
    case security::WrapperEncoding::BingA1:
        return "bing-a1";
    case security::WrapperEncoding::Base64Url:
        return "base64url";
    }
    return "plain";
}

} // namespace

std::optional<UnwrapStep> unwrapOnce(std::string_view url, const security::SecurityData &data)
{
    return detail::unwrapParsed(parse(url), data);
}

std::optional<UnwrapStep> detail::unwrapParsed(const ParseResult &p,
                                               const security::SecurityData &data)
{
    if (!p.host || !p.scheme)
        return std::nullopt;
    const std::string_view host = p.text(*p.host);
    std::string path;
    bool pathLowered = false;
    for (const security::RedirectWrapper &w : data.wrappers) {
        if (!w.matchesHost(host))
            continue;
        if (!pathLowered) {
            path = asciiLower(p.text(p.path));
            pathLowered = true;
        }
        const std::string_view effectivePath = path.empty() ? std::string_view("/") : path;
        if (w.pathPrefix ? effectivePath.substr(0, w.path.size()) != w.path
                         : effectivePath != w.path)
            continue;
        UnwrapStep step;
        step.wrapper = (w.wildcard ? "*." : "") + w.host;
        step.encoding = std::string(encodingName(w.encoding));
        step.param = w.param;
        if (w.encoding == security::WrapperEncoding::ProofpointV3) {
            // the wrapped URL may hold "?" and "#": read the rest of the input
            const std::optional<std::string> target = proofpointV3(p.input.substr(p.path.offset));
            if (!target)
                continue;
            step.target = *target;
            return step;
        }
        std::optional<std::string_view> raw;
        for (const QueryParam &q : queryParams(p)) {
            if (q.value && equalsI(p.text(q.key), w.param)) {
                raw = p.text(*q.value);
                break;
            }
        }
        if (!raw)
            continue;
        switch (w.encoding) {
        case security::WrapperEncoding::Plain:
            step.target = detail::pctDecode(*raw, true);
            break;
        case security::WrapperEncoding::ProofpointV2: {
            std::string v(*raw);
            std::replace(v.begin(), v.end(), '-', '%');
            std::replace(v.begin(), v.end(), '_', '/');
            step.target = detail::pctDecode(v);
            break;
        }
        case security::WrapperEncoding::BingA1:
        case security::WrapperEncoding::Base64Url: {
            std::string_view v = *raw;
            if (w.encoding == security::WrapperEncoding::BingA1) {
                if (v.substr(0, 2) != "a1")
                    continue;
                v.remove_prefix(2);
            }
            const std::optional<std::string> decoded = detail::base64Decode(detail::pctDecode(v));
            if (!decoded)
                continue;
            step.target = *decoded;
            break;
        }
        case security::WrapperEncoding::ProofpointV3:
            break;
        }
        if (step.target.empty())
            continue;
        return step;
    }
    return std::nullopt;
}

std::optional<Unwrapped> unwrapRedirect(std::string_view url, const security::SecurityData *data,
                                        int maxDepth)
{
    const security::SecurityData &d = data != nullptr ? *data : security::SecurityData::builtin();
    Unwrapped result;
    std::string current(url);
    for (int depth = 0; depth < maxDepth; ++depth) {
        std::optional<UnwrapStep> step = unwrapOnce(current, d);
        if (!step)
            break;
        current = step->target;
        result.steps.push_back(std::move(*step));
    }
    if (result.steps.empty())
        return std::nullopt;
    result.url = current;
    return result;
}

} // namespace uri
