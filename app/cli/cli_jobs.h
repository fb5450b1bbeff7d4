/**
 * @file cli_jobs.h
 * @brief A batch of lines on several threads, its output in input order
 * (--jobs, docs/cli.md).
 *
 * The main thread reads the inputs (forEachInput()) into chunks of lines,
 * hands them to the workers, and writes each chunk's output as soon as it
 * and every chunk before it are done. At most a few chunks per worker are
 * in flight, so memory stays bounded whatever the length of the batch.
 * Until kAutomaticThreshold lines have been read, an automatic run works
 * inline, line by line, as a run with --jobs 1 does throughout: a short or
 * interactive batch gets each answer at once (with a BlockWork, once its
 * block is read, except from a terminal).
 */
#pragma once

#include "cli_args.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace uri::cli {

/// The --jobs option as every batch command takes it.
inline constexpr OptionSpec kJobsOption{"--jobs", true};

/// The usage error of a bad --jobs value.
inline constexpr std::string_view kJobsError = "--jobs takes a number from 1 to 256";

/// Lines read before an automatic run starts its workers.
inline constexpr std::size_t kAutomaticThreshold = 4096;

struct Jobs
{
    unsigned count = 1;     ///< worker threads; 1: everything inline
    bool automatic = false; ///< no --jobs: every core, past kAutomaticThreshold lines
};

/// --jobs N (1 to 256), or automatic when absent; nothing for a bad value.
[[nodiscard]] std::optional<Jobs> jobsFromOption(const ParsedArgs &args);

/// The inputs and --jobs of a batch command: at least one input, and a good
/// --jobs into @p jobs; else the exit status of the usage error printed.
[[nodiscard]] std::optional<int> checkBatch(const ParsedArgs &args, std::string_view command,
                                            Jobs &jobs);

/// parseArgs() and then checkBatch(): the arguments of a batch command with
/// nothing to check between; the exit status if the command stops there.
[[nodiscard]] std::optional<int> parseBatchArgs(const std::vector<std::string> &argv,
                                                const CommandSpec &command, ParsedArgs &args,
                                                Jobs &jobs);

/// The help of --jobs.
inline constexpr std::string_view kJobsHelp
    = R"(  --jobs N       work on N threads, the output in input order (default:
                 every core once more than 4096 lines have been read)
)";

/// What one thread does with the input numbered @p index (from 0): append
/// its output to @p out and return whether the input is flagged (invalid,
/// risky: exit status 1).
using LineWork = std::function<bool(const std::string &input, std::size_t index, std::string &out)>;

/// What one thread does first with a block of consecutive inputs (up to 256),
/// before the LineWork of each: the server-side readers' workers read a block
/// in one exchange, every runtime at once, instead of a round trip an input.
/// It only prepares: what it fails at, the LineWork of each input meets again.
using BlockWork = std::function<void(const std::vector<std::string_view> &inputs)>;

/// The work of one thread: each input's, and each block's first (or none).
struct ThreadWork
{
    LineWork line;
    BlockWork block;
};

class Progress;

/**
 * @brief Run the work of @p makeWork (called once per thread, so that a
 * worker may own what is not shared: the readers' library handles) on every
 * input of @p inputs, and write the outputs in input order.
 *
 * An exception thrown by the work is thrown again here, after the output of
 * every input before it has been written, as a run without threads would.
 * @p progress, when given, is told the bytes and lines read. With a
 * BlockWork, an input answered inline (--jobs 1, or an automatic run's
 * first lines) is answered once its block is read, except when the standard
 * input is a terminal, where each line is answered as it comes.
 * @return whether any input was flagged.
 */
bool runBatch(const std::vector<InputArg> &inputs, Jobs jobs,
              const std::function<ThreadWork()> &makeWork, Progress *progress = nullptr);
/// runBatch() of work without a BlockWork.
bool runBatch(const std::vector<InputArg> &inputs, Jobs jobs,
              const std::function<LineWork()> &makeWork, Progress *progress = nullptr);

/**
 * @brief Write @p out now, and clear it, when the input being worked on is
 * answered inline (nothing before it waits to be written): a huge input's
 * output then never has to be held whole. In a worker it does nothing.
 */
void drainInline(std::string &out);

} // namespace uri::cli
