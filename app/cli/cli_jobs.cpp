// A batch of lines on several threads, written in input order (cli_jobs.h).
#include "cli_jobs.h"

#include <algorithm>
#include <charconv>
#include <condition_variable>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>

namespace uri::cli {

namespace {

// A chunk ends at whichever comes first.
constexpr std::size_t kChunkLines = 256;
constexpr std::size_t kChunkBytes = std::size_t{1} << 20;
// Chunks read but not yet written, per worker: enough to keep every worker
// busy while the main thread writes, few enough to bound memory.
constexpr std::size_t kChunksPerWorker = 4;
constexpr unsigned kMaxJobs = 256;
// A recycled chunk keeps the memory of its lines and its output up to this
// much: a chunk's output is often larger than malloc's threshold for mmap(),
// and mapping and unmapping it for every chunk costs more than the work (page
// faults, and every other thread's TLB flushed).
constexpr std::size_t kKeptCapacity = 4 * kChunkBytes;

// Whether this thread is answering an input inline (drainInline()).
thread_local bool tInline = false;

// Calls @p work with tInline set (and unset however it returns).
template <class Work>
bool inlineCall(const Work &work)
{
    struct Inline
    {
        Inline() { tInline = true; }
        ~Inline() { tInline = false; }
        Inline(const Inline &) = delete;
        Inline &operator=(const Inline &) = delete;
    } scope;
    return work();
}

// A run of consecutive items: lines read, or indices [first, first + count).
struct Chunk
{
    std::size_t first = 0; ///< the index of its first item
    std::size_t count = 0;
    /// the items, for a batch of lines: the first count of them (a recycled
    /// chunk keeps the strings of its earlier lines, to be written over)
    std::vector<std::string> lines;
    std::size_t bytes = 0;
    std::string out;
    bool flagged = false;
    std::exception_ptr error; ///< what the work threw, at the line it stopped
    bool done = false;

    void addLine(const std::string &line)
    {
        if (count < lines.size())
            lines[count].assign(line);
        else
            lines.push_back(line);
        ++count;
        bytes += line.size();
    }

    // Made ready to be filled again, keeping what memory is not too much.
    void recycle()
    {
        first = count = bytes = 0;
        if (out.capacity() > kKeptCapacity)
            out = std::string();
        out.clear();
        for (std::string &line : lines) {
            if (line.capacity() > kKeptCapacity)
                line = std::string();
        }
        flagged = false;
        error = nullptr;
        done = false;
    }
};

// What a worker does with item i of a chunk.
using ChunkWork = std::function<bool(const Chunk &chunk, std::size_t i, std::string &out)>;

class Pool
{
public:
    Pool(unsigned workers, const std::function<ChunkWork()> &makeWork)
        : m_limit(kChunksPerWorker * workers)
    {
        for (unsigned i = 0; i < workers; ++i)
            m_threads.emplace_back([this, work = makeWork()] { run(work); });
    }

    Pool(const Pool &) = delete;
    Pool &operator=(const Pool &) = delete;

    ~Pool()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_workAvailable.notify_all();
        for (std::thread &t : m_threads)
            t.join();
    }

    // An empty chunk: one already written, or a new one.
    std::unique_ptr<Chunk> take()
    {
        const std::lock_guard lock(m_mutex);
        if (m_free.empty())
            return std::make_unique<Chunk>();
        std::unique_ptr<Chunk> chunk = std::move(m_free.back());
        m_free.pop_back();
        return chunk;
    }

    // Queue @p chunk, first writing finished chunks while too many are in flight.
    void submit(std::unique_ptr<Chunk> chunk)
    {
        std::unique_lock lock(m_mutex);
        while (m_inFlight.size() >= m_limit)
            writeFront(lock);
        m_pending.push_back(chunk.get());
        m_inFlight.push_back(std::move(chunk));
        lock.unlock();
        m_workAvailable.notify_one();
    }

    // Write every chunk still in flight, in order; whether any line was flagged.
    bool finish()
    {
        std::unique_lock lock(m_mutex);
        while (!m_inFlight.empty())
            writeFront(lock);
        return m_flagged;
    }

private:
    // Wait until the oldest chunk is done, then write it without the lock.
    void writeFront(std::unique_lock<std::mutex> &lock)
    {
        m_chunkDone.wait(lock, [this] { return m_inFlight.front()->done; });
        std::unique_ptr<Chunk> chunk = std::move(m_inFlight.front());
        m_inFlight.pop_front();
        m_flagged = m_flagged || chunk->flagged;
        lock.unlock();
        writeOut(chunk->out);
        if (chunk->error)
            std::rethrow_exception(chunk->error);
        chunk->recycle();
        lock.lock();
        m_free.push_back(std::move(chunk));
    }

    void run(const ChunkWork &work)
    {
        for (;;) {
            Chunk *chunk = nullptr;
            {
                std::unique_lock lock(m_mutex);
                m_workAvailable.wait(lock, [this] { return m_stop || !m_pending.empty(); });
                if (m_stop)
                    return;
                chunk = m_pending.front();
                m_pending.pop_front();
            }
            for (std::size_t i = 0; i < chunk->count; ++i) {
                try {
                    chunk->flagged = work(*chunk, i, chunk->out) || chunk->flagged;
                } catch (...) {
                    chunk->error = std::current_exception();
                    break;
                }
            }
            {
                const std::lock_guard lock(m_mutex);
                chunk->done = true;
            }
            m_chunkDone.notify_all();
        }
    }

    std::size_t m_limit;
    std::mutex m_mutex;
    std::condition_variable m_workAvailable;
    std::condition_variable m_chunkDone;
    std::deque<std::unique_ptr<Chunk>> m_inFlight; ///< in input order, oldest first
    std::deque<Chunk *> m_pending;                 ///< not yet taken by a worker
    std::vector<std::unique_ptr<Chunk>> m_free;    ///< written, to be filled again
    bool m_stop = false;
    bool m_flagged = false;
    std::vector<std::thread> m_threads; ///< last: joined before the rest goes
};

} // namespace

void drainInline(std::string &out)
{
    if (!tInline)
        return;
    writeOut(out);
    out.clear();
}

std::optional<Jobs> jobsFromOption(const ParsedArgs &args)
{
    const auto it = args.values.find("--jobs");
    if (it == args.values.end())
        return Jobs{std::max(1u, std::thread::hardware_concurrency()), true};
    const std::string &text = it->second;
    unsigned count = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), count);
    if (error != std::errc() || end != text.data() + text.size() || count < 1 || count > kMaxJobs)
        return std::nullopt;
    return Jobs{count, false};
}

bool runBatch(const std::vector<InputArg> &inputs, Jobs jobs,
              const std::function<LineWork()> &makeWork)
{
    const LineWork inlineWork = makeWork();
    std::string out;
    bool flagged = false;
    std::size_t seen = 0;
    std::unique_ptr<Chunk> chunk;
    std::optional<Pool> pool;
    const auto makeChunkWork = [&makeWork]() -> ChunkWork {
        return [work = makeWork()](const Chunk &c, std::size_t i, std::string &o) {
            return work(c.lines[i], c.first + i, o);
        };
    };
    forEachInput(inputs, [&](const std::string &line) {
        const std::size_t index = seen++;
        if (!pool) {
            if (jobs.count <= 1 || (jobs.automatic && seen <= kAutomaticThreshold)) {
                out.clear();
                flagged = inlineCall([&] { return inlineWork(line, index, out); }) || flagged;
                writeOut(out);
                return;
            }
            pool.emplace(jobs.count, makeChunkWork);
        }
        if (!chunk) {
            chunk = pool->take();
            chunk->first = index;
        }
        chunk->addLine(line);
        if (chunk->count >= kChunkLines || chunk->bytes >= kChunkBytes)
            pool->submit(std::move(chunk));
    });
    if (!pool)
        return flagged;
    if (chunk)
        pool->submit(std::move(chunk));
    return pool->finish() || flagged;
}

bool runIndexed(std::size_t count, Jobs jobs, const std::function<IndexWork()> &makeWork)
{
    if (jobs.count <= 1 || (jobs.automatic && count <= kAutomaticThreshold)) {
        const IndexWork work = makeWork();
        std::string out;
        bool flagged = false;
        for (std::size_t i = 0; i < count; ++i) {
            out.clear();
            flagged = inlineCall([&] { return work(i, out); }) || flagged;
            writeOut(out);
        }
        return flagged;
    }
    Pool pool(jobs.count, [&makeWork]() -> ChunkWork {
        return [work = makeWork()](const Chunk &c, std::size_t i, std::string &o) {
            return work(c.first + i, o);
        };
    });
    for (std::size_t first = 0; first < count; first += kChunkLines) {
        std::unique_ptr<Chunk> chunk = pool.take();
        chunk->first = first;
        chunk->count = std::min(kChunkLines, count - first);
        pool.submit(std::move(chunk));
    }
    return pool.finish();
}

} // namespace uri::cli
