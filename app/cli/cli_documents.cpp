// uri-inspect extract over mail, mbox and HTML documents: a record per link,
// per message and per notice (docs/cli.md "extract", docs/json.md).
#include "cli_documents.h"

#include "cli_pool.h"

#include "uriinspector/documents_report.h"
#include "uriinspector/extract.h"
#include "uriinspector/inspection.h"
#include "uriinspector/json.h"
#include "uriinspector/utf8.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <iostream>
#include <limits>
#include <memory>
#include <optional>
#include <utility>

#include <sys/stat.h>

namespace uri::cli {

namespace {

using documents::LinkRecord;
using documents::MessageRecord;
using documents::Notice;

class DocumentWriter
{
public:
    DocumentWriter(const std::string &path, documents::Format format,
                   const documents::ReadOptions &options, const DocumentOutput &output)
        : m_document{options.document, path, format}
        , m_output(output)
    {}

    void link(const LinkRecord &r);
    void message(const MessageRecord &m);
    void notice(const Notice &n);
    /// Where the records are written from now on.
    void writeTo(std::string &out) { m_out = &out; }
    /// Whether some link was flagged since the last call.
    bool takeFlagged() { return std::exchange(m_flagged, false); }
    /// The handler that writes here.
    [[nodiscard]] documents::Handler handler();

private:
    documents::DocumentInfo m_document;
    DocumentOutput m_output;
    bool m_flagged = false;
    std::string *m_out = nullptr;
};

documents::Handler DocumentWriter::handler()
{
    documents::Handler h;
    h.link = [this](const LinkRecord &r) { link(r); };
    h.message = [this](const MessageRecord &m) { message(m); };
    h.notice = [this](const Notice &n) { notice(n); };
    return h;
}

void DocumentWriter::link(const LinkRecord &r)
{
    std::optional<Inspection> inspection;
    if (m_output.check) {
        inspection = documents::inspectLink(r, m_output.blocklists);
        const std::optional<security::Risk> verdict = documents::linkVerdict(r, *inspection);
        m_flagged = m_flagged || (verdict && *verdict > security::Risk::Info);
    }
    const Inspection *checked = inspection ? &*inspection : nullptr;
    if (m_output.json)
        documents::appendLinkJsonLine(r, m_document, checked, *m_out);
    else
        *m_out += documents::linkText(r, checked) + documents::findingsText(r.findings) + '\n';
}

void DocumentWriter::message(const MessageRecord &m)
{
    if (m_output.check) {
        const std::optional<security::Risk> sender = documents::highest(m.findings);
        m_flagged = m_flagged || (sender && *sender > security::Risk::Info);
    }
    if (m_output.json)
        *m_out += jsonLine(documents::messageJson(m, m_document));
    else
        *m_out += documents::messageText(m) + documents::findingsText(m.findings) + '\n';
}

void DocumentWriter::notice(const Notice &n)
{
    if (m_output.json) {
        *m_out += jsonLine(documents::noticeJson(n, m_document));
        return;
    }
    // one write, so that the notes of several threads do not mix
    const std::string line = "uri-inspect: " + documents::noticeText(n, m_document.name) + '\n';
    if (m_output.progress != nullptr)
        m_output.progress->note(line);
    else
        std::cerr << line;
}

// One message of an mbox, read and written by a worker.
struct MessageItem : PoolItemResult
{
    std::size_t number = 0;
    std::string bytes;
    bool cut = false;

    void recycle()
    {
        if (bytes.capacity() > kKeptOutput)
            bytes = std::string();
        bytes.clear();
        clearResult();
    }
};

// Messages read before an automatic run starts its workers.
constexpr std::size_t kInlineMessages = 16;

} // namespace

bool extractDocument(const std::string &name, std::string head, int fd, documents::Format format,
                     const documents::ReadOptions &options, const DocumentOutput &output,
                     std::size_t &bytesRead)
{
    DocumentWriter writer(name, format, options, output);
    std::string out;
    writer.writeTo(out);
    documents::Handler handler = writer.handler();
    // each link written as it is found (a long page, a slow --check)
    handler.link = [&](const LinkRecord &r) {
        writer.link(r);
        writeOut(out);
        out.clear();
    };
    if (format != documents::Format::Mbox) {
        // read whole: its size, when it is a file, else what was read of it
        struct stat st
        {
        };
        const std::size_t size = fd >= 0 && ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode)
                                     ? static_cast<std::size_t>(st.st_size)
                                     : head.size();
        // a long PDF: the page being read, its share of the bytes read
        documents::ReadOptions own = options;
        if (output.progress != nullptr && output.progress->shown())
            own.pageProgress = [&, before = bytesRead](std::size_t page, std::size_t pages) {
                output.progress->update(before + size * (page - 1) / pages,
                                        "page " + withCommas(page) + " of " + withCommas(pages));
            };
        bytesRead += size;
        documents::readStream(std::move(head), fd, format, own, handler);
        writeOut(out);
        return writer.takeFlagged();
    }
    // an mbox, a message at a time; on several threads, its messages read in
    // turn by the workers, written in their order (cli_pool.h)
    using Pool = OrderedPool<MessageItem>;
    std::optional<Pool> pool;
    documents::MboxSplitter split([&](std::size_t number, std::string_view message, bool cut) {
        if (output.progress != nullptr)
            output.progress->update(bytesRead,
                                    withCommas(number) + (number == 1 ? " message" : " messages"));
        if (!pool && output.jobs.count > 1
            && (!output.jobs.automatic || number > kInlineMessages)) {
            pool.emplace(output.jobs.count, 4, [&]() -> Pool::Work {
                auto own = std::make_shared<DocumentWriter>(name, format, options, output);
                return [own, &options](MessageItem &item) {
                    own->writeTo(item.out);
                    documents::readMboxMessage(item.number, item.bytes, item.cut, options,
                                               own->handler());
                    item.flagged = own->takeFlagged();
                };
            });
        }
        if (!pool) {
            documents::readMboxMessage(number, message, cut, options, handler);
            writeOut(out);
            out.clear();
            return;
        }
        std::unique_ptr<MessageItem> item = pool->take();
        item->number = number;
        item->bytes.assign(message);
        item->cut = cut;
        pool->submit(std::move(item));
    });
    bytesRead += head.size();
    split.feed(head);
    head = std::string();
    forEachBlock(fd, std::size_t{256} << 10, [&](std::string_view bytes) {
        bytesRead += bytes.size();
        split.feed(bytes);
    });
    split.finish();
    bool flagged = writer.takeFlagged();
    if (pool)
        flagged = pool->finish() || flagged;
    return flagged;
}

} // namespace uri::cli
