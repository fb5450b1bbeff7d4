// A batch of lines on several threads, written in input order (cli_jobs.h).
#include "cli_jobs.h"

#include "cli_pool.h"
#include "cli_progress.h"

#include <algorithm>
#include <charconv>
#include <memory>
#include <thread>

#include <unistd.h>

namespace uri::cli {

namespace {

// A chunk ends at whichever comes first.
constexpr std::size_t kChunkLines = 256;
constexpr std::size_t kChunkBytes = std::size_t{1} << 20;
// Chunks read but not yet written, per worker: enough to keep every worker
// busy while the main thread writes, few enough to bound memory.
constexpr std::size_t kChunksPerWorker = 4;
constexpr unsigned kMaxJobs = 256;

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

// A run of consecutive lines of a batch.
struct Chunk : PoolItemResult
{
    std::size_t first = 0; ///< the index of its first line
    std::size_t count = 0;
    /// the first count of them (a recycled chunk keeps the strings of its
    /// earlier lines, to be written over)
    std::vector<std::string> lines;
    std::size_t bytes = 0;

    /// Whether it holds as many lines or bytes as a chunk may.
    [[nodiscard]] bool full() const { return count >= kChunkLines || bytes >= kChunkBytes; }

    void addLine(const std::string &line)
    {
        if (count < lines.size())
            lines[count].assign(line);
        else
            lines.push_back(line);
        ++count;
        bytes += line.size();
    }

    // Made ready to be filled again, keeping what memory is not too much
    // (PoolItemResult::clearResult()).
    void recycle()
    {
        first = count = bytes = 0;
        clearResult();
        for (std::string &line : lines) {
            if (line.capacity() > kKeptOutput)
                line = std::string();
        }
    }
};

using Pool = OrderedPool<Chunk>;

// @p block on the first @p count of @p lines; what it throws is left to
// the LineWork of each line (BlockWork only prepares).
void runBlock(const BlockWork &block, const std::vector<std::string> &lines, std::size_t count)
{
    if (!block || count == 0)
        return;
    try {
        block(std::vector<std::string_view>(lines.begin(),
                                            lines.begin() + static_cast<std::ptrdiff_t>(count)));
    } catch (const std::exception &) {
    }
}

// The pool's work for a chunk: its block's work, then the work of each of its
// lines, in order, until one throws.
Pool::Work chunkWork(ThreadWork work)
{
    return [work = std::move(work)](Chunk &chunk) {
        runBlock(work.block, chunk.lines, chunk.count);
        for (std::size_t i = 0; i < chunk.count; ++i)
            chunk.flagged = work.line(chunk.lines[i], chunk.first + i, chunk.out) || chunk.flagged;
    };
}

} // namespace

void drainInline(std::string &out)
{
    if (!tInline)
        return;
    writeOut(out);
    out.clear();
}

std::optional<int> checkBatch(const ParsedArgs &args, std::string_view command, Jobs &jobs)
{
    if (args.inputs.empty())
        return usageError(std::string(command) + " needs a URI or \"-\"", command);
    const std::optional<Jobs> given = jobsFromOption(args);
    if (!given)
        return usageError(kJobsError, command);
    jobs = *given;
    return std::nullopt;
}

std::optional<int> parseBatchArgs(const std::vector<std::string> &argv, const CommandSpec &command,
                                  ParsedArgs &args, Jobs &jobs)
{
    if (const std::optional<int> stop = parseArgs(argv, command, args))
        return stop;
    return checkBatch(args, command.name, jobs);
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
              const std::function<LineWork()> &makeWork, Progress *progress)
{
    return runBatch(
        inputs, jobs,
        [&makeWork] {
            return ThreadWork{makeWork(), {}};
        },
        progress);
}

bool runBatch(const std::vector<InputArg> &inputs, Jobs jobs,
              const std::function<ThreadWork()> &makeWork, Progress *progress)
{
    std::size_t bytes = 0;
    const bool counting = progress != nullptr && progress->shown();
    const ThreadWork inlineWork = makeWork();
    std::string out;
    bool flagged = false;
    std::size_t seen = 0;
    std::unique_ptr<Chunk> chunk;
    std::optional<Pool> pool;
    const auto makeChunkWork = [&makeWork] { return chunkWork(makeWork()); };
    // inline, the lines of a block wait for it to be whole (not from a
    // terminal, where a line waits for its answer)
    const bool inlineBlocks = inlineWork.block && ::isatty(STDIN_FILENO) == 0;
    Chunk pending;
    const auto answerInline = [&](const std::string &line, std::size_t index) {
        out.clear();
        flagged = inlineCall([&] { return inlineWork.line(line, index, out); }) || flagged;
        writeOut(out);
    };
    const auto answerPending = [&] {
        runBlock(inlineWork.block, pending.lines, pending.count);
        for (std::size_t i = 0; i < pending.count; ++i)
            answerInline(pending.lines[i], pending.first + i);
        pending.recycle();
    };
    forEachInput(inputs, [&](const std::string &line) {
        const std::size_t index = seen++;
        if (counting) {
            bytes += line.size() + 1;
            if (seen % 256 == 0)
                progress->update(bytes, withCommas(seen) + " lines");
        }
        if (!pool) {
            if (jobs.count <= 1 || (jobs.automatic && seen <= kAutomaticThreshold)) {
                if (inlineBlocks) {
                    if (pending.count == 0)
                        pending.first = index;
                    pending.addLine(line);
                    if (pending.full())
                        answerPending();
                    return;
                }
                answerInline(line, index);
                return;
            }
            answerPending();
            pool.emplace(jobs.count, kChunksPerWorker, makeChunkWork);
        }
        if (!chunk) {
            chunk = pool->take();
            chunk->first = index;
        }
        chunk->addLine(line);
        if (chunk->full())
            pool->submit(std::move(chunk));
    });
    if (!pool) {
        answerPending();
        if (progress != nullptr)
            progress->finish();
        return flagged;
    }
    if (chunk)
        pool->submit(std::move(chunk));
    flagged = pool->finish() || flagged;
    if (progress != nullptr)
        progress->finish();
    return flagged;
}

} // namespace uri::cli
