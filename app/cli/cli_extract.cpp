// uri-inspect extract: every URI in free text (RFC 3986 Appendix C,
// draft-fielding-url-syntax-01 Appendix B), defanged forms refanged, and
// redirect wrappers unwrapped.
#include "cli.h"
#include "cli_args.h"
#include "cli_blocklists.h"
#include "cli_documents.h"
#include "cli_jobs.h"
#include "cli_pool.h"
#include "cli_progress.h"

#include "uriinspector/extract.h"
#include "uriinspector/security.h"
#include "uriinspector/utf8.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <unistd.h>

namespace uri::cli {

namespace {

using json = nlohmann::ordered_json;

constexpr std::string_view kExtractHelp
    = R"(usage: uri-inspect extract [--json] [--check [--blocklist FILE]...] [--no-defanged]
                           [--file FILE]... [--format FORMAT] [--base URL]
                           [--jobs N] [--] [TEXT... | -]

Find every URI in free text (a mail, a chat log, a threat report): URIs in
angle brackets, with or without "URL:", broken across lines (RFC 3986
Appendix C, draft-fielding-url-syntax-01 Appendix B), bare URIs without their
trailing punctuation, "www." names, and defanged forms (hxxp, [.], [:]),
which are refanged. Known redirect wrappers (Google, Facebook, Safe Links,
Proofpoint, Slack, Bing, ...) are unwrapped, offline.

A file, or standard input, is read by its content: a mail message (.eml),
an mbox (streamed, a message at a time), an HTML page, a PDF, an image
(PNG, JPEG, GIF, BMP), or text. In a message every part is read after its
transfer encoding and charset (its attached pages, PDFs and images too); in
a page every link is read as a browser reads it, with the text it shows and
its target resolved against the page's base (<base href>, a part's
Content-Location, or --base); in a PDF its link annotations with the text
under them, the URIs of its text, and its QR codes; in an image its QR
codes and other 2-D codes. Each link is one record: where it stands (the
message, the MIME part, the element and attribute, the page and rectangle,
the code), what it shows and where it goes. Nothing is fetched and nothing
is run.

With no argument, or "-", standard input is one document; each other
argument is a text of its own (an argument that names an existing file is
still text: a note on standard error says so). A text is searched a piece
at a time, its URIs written as they are found: a log of any length is never
held whole; offsets count bytes of the text, or of the decoded part.

options:
  --json          one JSON object per URI found (JSON Lines); in a document,
                  "record": "link" for a link, "message" for a message and
                  "notice" for what could not be read (docs/json.md)
  --check         analyse each URI as "uri-inspect check" does, and add its
                  verdict (in a document, its "check --json" object)
  --blocklist FILE
                  with --check: match each URI against a list of your own
                  (repeatable), as "uri-inspect check --blocklist" does
  --no-defanged   do not look for defanged URIs
  --file FILE     read FILE (repeatable; "-": standard input), as -f FILE
                  does, before any TEXT argument
  --format F      read every file and standard input as F: text, eml, mbox,
                  html, pdf or image, instead of by its content
  --base URL      a document's own URL: the base of its relative links
  --color WHEN    auto, always or never: accepted as by every command; this
                  output has no colour
  --jobs N        search and describe pieces of a text, or the messages of
                  an mbox, on N threads, the output in input order (default:
                  every core once a text runs past its first piece, 256 KiB,
                  or once 16 messages have been read)
  --progress      show a progress line on standard error, even when it is
                  not a terminal
  --no-progress   never show it (default: shown when standard error is a
                  terminal)
  -h, --help      this text

exit status: 0 (with --check: nothing above info), 1 with --check when some
URI is flagged, 2 usage error
)";

// One URI found in input number @p inputIndex, as a line of text or JSON,
// analysed with @p check; whether it is risky.
bool describeFound(const ExtractedUri &u, std::size_t inputIndex, bool check,
                   const std::vector<security::Blocklist> *blocklists, bool asJson,
                   std::string &output)
{
    bool risky = false;
    std::optional<security::Assessment> analysis;
    if (check) {
        analysis = checkExtracted(u.uri, blocklists);
        risky = analysis->verdict && *analysis->verdict > security::Risk::Info;
    }
    if (asJson) {
        output += jsonLine(extractedJson(u, inputIndex, analysis ? &*analysis : nullptr));
    } else {
        const std::optional<Unwrapped> unwrapped = unwrapRedirect(u.uri);
        std::string line = escapeForDisplay(u.uri) + "  [" + std::to_string(u.span.offset) + ","
                           + std::to_string(u.span.length) + "]";
        if (u.defanged)
            line += "  (defanged)";
        if (u.lineBreaks)
            line += "  (line breaks removed)";
        if (u.hyphenAtBreak)
            line += "  (hyphen at a line break: it may not belong to the URI)";
        if (unwrapped)
            line += "\n    unwrapped: " + escapeForDisplay(unwrapped->url);
        if (analysis) {
            line += "\n    verdict: "
                    + std::string(analysis->verdict ? security::riskName(*analysis->verdict)
                                                    : "none");
            if (analysis->destination.host)
                line += ", goes to " + escapeForDisplay(*analysis->destination.host);
        }
        output += line + "\n";
    }
    return risky;
}

// Every URI of @p found described into @p out; whether any is risky.
using DescribeAll = std::function<bool(const std::vector<ExtractedUri> &found, std::string &out)>;

// A text is cut at line feeds into pieces of at least this much...
constexpr std::size_t kPieceBytes = std::size_t{256} << 10;
// ... each given this much of the text after it, so that the first line
// feed its scan reaches after its end is settled (extractPiece()).
constexpr std::size_t kPieceTail = 2 * kExtractReach;
// Pieces read but not yet written, per worker.
constexpr std::size_t kPiecesPerWorker = 3;

// One piece of a text, searched and described by a worker.
struct TextPiece : PoolItemResult
{
    std::size_t offset = 0; ///< where text begins in the whole text
    std::string text;       ///< the piece and up to kPieceTail bytes after it
    std::size_t until = 0;  ///< the piece's own bytes: text[0, until)
    bool atEnd = false;     ///< the whole text ends with it
    std::size_t stop = 0;   ///< ExtractedPiece::stop of the worker's search
    bool settled = false;   ///< ExtractedPiece::settled of the worker's search

    void recycle()
    {
        if (text.capacity() > kKeptOutput)
            text = std::string(); // a long line's piece
        text.clear();
        settled = false;
        clearResult();
    }
};

/*
 * One text searched a piece at a time, its URIs written as they are found:
 * a log of any length is never held whole. The text is cut at line feeds
 * (extractPiece()); with workers, each piece is searched on its own, and the
 * writing thread checks, in order, that the scan of the whole text begins
 * the piece where its worker did. When it does not (a bracketed URI ran
 * across the cut), or when a piece could not be settled, the writing thread
 * searches the piece again from where the scan has got to.
 */
class TextSearch
{
public:
    TextSearch(const ExtractOptions &options, Jobs jobs, DescribeAll describe)
        : m_options(options)
        , m_jobs(jobs)
        , m_describe(std::move(describe))
    {}

    void feed(std::string_view bytes)
    {
        m_buffer.append(bytes);
        while (m_buffer.size() >= kPieceBytes + kPieceTail) {
            const std::size_t lf = m_buffer.find('\n', std::max(kPieceBytes, m_searched));
            if (lf == std::string::npos || lf + kPieceTail > m_buffer.size()) {
                m_searched = lf == std::string::npos ? m_buffer.size() : lf;
                return;
            }
            cut(lf, false);
        }
    }

    // The end of the text; whether some URI was flagged.
    bool finish()
    {
        cut(m_buffer.size(), true);
        if (m_pool)
            m_flagged = m_pool->finish() || m_flagged;
        return m_flagged;
    }

private:
    using Pool = OrderedPool<TextPiece>;

    // Hand over m_buffer up to @p until as a piece.
    void cut(std::size_t until, bool atEnd)
    {
        if (!m_pool && !atEnd && m_jobs.count > 1) {
            m_pool.emplace(
                m_jobs.count, kPiecesPerWorker,
                [this] { return [this](TextPiece &p) { search(p); }; },
                [this](TextPiece &p) { settle(p); });
        }
        std::unique_ptr<TextPiece> piece = m_pool ? m_pool->take() : std::move(m_inlinePiece);
        if (!piece)
            piece = std::make_unique<TextPiece>();
        piece->offset = m_offset;
        piece->text.assign(m_buffer, 0, atEnd ? std::string::npos : until + kPieceTail);
        piece->until = until;
        piece->atEnd = atEnd;
        m_buffer.erase(0, until);
        m_offset += until;
        m_searched = 0;
        if (m_pool) {
            m_pool->submit(std::move(piece));
            return;
        }
        // without workers, each piece is searched once, from where the scan
        // of the whole text has got to
        settle(*piece);
        m_flagged = piece->flagged || m_flagged;
        writeOut(piece->out);
        piece->recycle();
        m_inlinePiece = std::move(piece);
    }

    // The worker's part: the piece searched from its first byte, and described.
    void search(TextPiece &p) const
    {
        // the URIs of a piece (some 5,000) are let go once described; their
        // vector's memory is kept by the thread, not by the piece
        thread_local ExtractedPiece found;
        extractPiece(p.text, p.offset, p.until, p.atEnd, m_options, found);
        p.stop = found.stop;
        p.settled = found.settled;
        if (!p.settled)
            return;
        p.flagged = m_describe(found.uris, p.out);
    }

    // The writing thread's part, in order: the piece's output is kept, or
    // made again from where the scan of the whole text has got to.
    void settle(TextPiece &p)
    {
        // kept as the worker made it when the scan has reached the piece's
        // first line feed (with text carried over it is still before it)
        if (p.offset == m_reached && p.settled) {
            m_reached += p.stop;
            return;
        }
        p.out.clear();
        p.flagged = false;
        // the text from m_reached, a line feed: what was carried over before
        // this piece, or the piece from where the scan has got to
        std::string_view text;
        if (!m_carry.empty()) {
            m_carry += p.text;
            text = m_carry;
        } else {
            text = std::string_view(p.text).substr(std::min(m_reached - p.offset, p.text.size()));
        }
        const std::size_t next = p.offset + p.until; // where the next piece begins
        const std::size_t until = next > m_reached ? next - m_reached : 0;
        if (p.atEnd || text.size() >= m_retryAt) {
            extractPiece(text, m_reached, until, p.atEnd, m_options, m_found);
            if (m_found.settled) {
                p.flagged = m_describe(m_found.uris, p.out);
                m_reached += m_found.stop;
                m_carry.clear();
                m_retryAt = 0;
                return;
            }
            // no line feed settled (a run of bracketed URIs across line
            // feeds): try again on twice as much, so that such a text is
            // searched a few times, not once per piece
            m_retryAt = 2 * text.size();
        }
        m_carry = std::string(text.substr(0, until));
    }

    ExtractOptions m_options;
    Jobs m_jobs;
    DescribeAll m_describe;
    bool m_flagged = false;
    // the reading thread's
    std::string m_buffer;       ///< the text not yet handed over
    std::size_t m_offset = 0;   ///< where m_buffer begins in the whole text
    std::size_t m_searched = 0; ///< m_buffer has no line feed from kPieceBytes to here
    std::unique_ptr<TextPiece> m_inlinePiece; ///< without workers: the piece, filled again
    // the writing thread's
    std::size_t m_reached = 0;  ///< the line feed where the next piece's scan must begin
    std::string m_carry;        ///< the text from m_reached, when a piece did not settle
    std::size_t m_retryAt = 0;  ///< the size of m_carry worth a new try
    ExtractedPiece m_found;     ///< what it found, its memory used again
    std::optional<Pool> m_pool; ///< last: its workers stop before the rest goes
};

} // namespace

namespace {

// The first bytes of @p in (a file or standard input), for sniffing; the
// descriptor its rest is read from in @p fd (-1 when it cannot be opened).
std::string headOf(const InputArg &in, int &fd)
{
    fd = in.text == "-" ? STDIN_FILENO : ::open(in.text.c_str(), O_RDONLY | O_CLOEXEC);
    std::string head;
    char buffer[documents::kSniffBytes];
    while (fd >= 0 && head.size() < documents::kSniffBytes) {
        const std::size_t got = readFrom(fd, buffer, documents::kSniffBytes - head.size());
        if (got == 0)
            break;
        head.append(buffer, got);
    }
    return head;
}

} // namespace

int runExtract(const std::vector<std::string> &argv)
{
    const CommandSpec command{"extract",
                              kExtractHelp,
                              {{"--json", false},
                               {"--check", false},
                               {"--no-defanged", false},
                               {"--file", true, true},
                               {"--format", true},
                               {"--base", true},
                               {"--color", true},
                               kBlocklistOption,
                               kJobsOption,
                               kProgressOption,
                               kNoProgressOption}};
    ParsedArgs args;
    if (const std::optional<int> stop = parseArgs(argv, command, args))
        return *stop;
    const std::optional<Jobs> jobs = jobsFromOption(args);
    if (!jobs)
        return usageError(kJobsError, command.name);
    const bool asJson = args.has("--json");
    const bool check = args.has("--check");
    std::optional<documents::Format> format;
    if (args.has("--format")) {
        format = documents::formatFromName(args.values["--format"]);
        if (!format)
            return usageError("--format takes text, eml, mbox, html, pdf or image", command.name);
    }
    std::vector<security::Blocklist> blocklists;
    if (args.lists.count("--blocklist") > 0 && !check)
        return usageError("--blocklist needs --check", command.name);
    if (const std::optional<int> stop = loadBlocklists(args, command.name, blocklists))
        return *stop;
    const std::vector<security::Blocklist> *lists = blocklists.empty() ? nullptr : &blocklists;
    ExtractOptions options;
    options.defanged = !args.has("--no-defanged");
    // --file is a document, as -f/--url-file is here (parseArgs())
    std::vector<InputArg> inputs;
    for (const std::string &file : args.lists["--file"]) {
        if (file != "-" && !std::ifstream(file))
            return usageError("cannot read '" + file + "': " + std::strerror(errno), command.name);
        inputs.push_back({file, false, true});
    }
    inputs.insert(inputs.end(), args.inputs.begin(), args.inputs.end());
    for (const InputArg &in : inputs) {
        std::error_code error;
        if (!in.literal && !in.file && in.text != "-"
            && std::filesystem::is_regular_file(in.text, error))
            std::cerr << "uri-inspect: note: '" << escapeForDisplay(in.text)
                      << "' names a file but is read as text; use --file to read the file\n";
    }
    if (inputs.empty())
        inputs.push_back({"-", false});

    documents::ReadOptions documentOptions;
    documentOptions.defanged = options.defanged;
    if (args.has("--base"))
        documentOptions.url = args.values["--base"];
    Progress progress(args, totalSize(inputs));
    const DocumentOutput documentOutput{asJson, check, lists, *jobs, &progress};
    std::size_t bytesRead = 0; // of every input so far, for the progress line
    bool flagged = false;
    std::size_t inputIndex = 0;
    const DescribeAll describe = [&](const std::vector<ExtractedUri> &found, std::string &out) {
        bool risky = false;
        for (const ExtractedUri &u : found)
            risky = describeFound(u, inputIndex, check, lists, asJson, out) || risky;
        return risky;
    };
    for (const InputArg &in : inputs) {
        TextSearch search(options, *jobs, describe);
        if (!readsText(in)) {
            search.feed(in.text);
            flagged = search.finish() || flagged;
            ++inputIndex;
            continue;
        }
        // a file or standard input: a document by its first bytes
        int fd = -1;
        std::string head = headOf(in, fd);
        const documents::Format f = format.value_or(documents::sniff(head));
        if (f != documents::Format::Text) {
            documentOptions.document = inputIndex;
            flagged = extractDocument(in.text == "-" ? std::string("-") : in.text, std::move(head),
                                      fd, f, documentOptions, documentOutput, bytesRead)
                      || flagged;
        } else {
            // a UTF-8 byte order mark is no part of the text
            if (head.rfind("\xEF\xBB\xBF", 0) == 0)
                head.erase(0, 3);
            search.feed(head);
            bytesRead += head.size();
            forEachBlock(fd, std::size_t{256} << 10, [&](std::string_view bytes) {
                search.feed(bytes);
                bytesRead += bytes.size();
                progress.update(bytesRead, {});
            });
            flagged = search.finish() || flagged;
        }
        if (fd > STDIN_FILENO)
            ::close(fd);
        ++inputIndex;
    }
    progress.finish();
    return flagged ? kExitFlagged : kExitOk;
}

} // namespace uri::cli
