// A reader program in another process (docs/readers.md, "Server-side
// readers"): started on first use and kept running, spoken to in lines over
// a socket that is its standard input and output. Private to readers/.
//
// The protocol: the worker writes one line of hello when it is ready; then
// for each request line it reads it writes one reply line, in order. A reply
// that does not come in time, a worker that ends, and a reply the caller
// does not accept each cost that request an error and the worker its life;
// it is started again for the requests after it.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace uri::readers::detail {

/// How a worker is started.
struct WorkerCommand
{
    std::string program;                  ///< an absolute path: no PATH is searched
    std::vector<std::string> arguments;   ///< after argv[0]
    std::vector<std::string> environment; ///< its whole environment: "NAME=value"
    std::uint64_t addressSpace = 0;       ///< RLIMIT_AS in bytes, 0 for none
};

/// One request's answer: its line, or why there is none.
struct WorkerReply
{
    std::string line;  ///< without its "\n"
    std::string error; ///< not empty when there is no line
};

class WorkerProcess
{
public:
    explicit WorkerProcess(WorkerCommand command);
    ~WorkerProcess();
    WorkerProcess(const WorkerProcess &) = delete;
    WorkerProcess &operator=(const WorkerProcess &) = delete;

    /// Starts the worker unless it runs, and waits at most @p limit for its
    /// hello line; "" when it is ready, or why it is not.
    [[nodiscard]] std::string start(std::chrono::milliseconds limit);
    /// The worker's hello line ("" before the first start).
    [[nodiscard]] const std::string &hello() const { return hello_; }
    [[nodiscard]] bool running() const { return pid_ > 0; }
    /// How many times the worker was started.
    [[nodiscard]] int starts() const { return starts_; }

    /// Accepts the reply line to request @p index: "" when it is one, or
    /// what is wrong with it.
    using Check = std::function<std::string(std::string_view line, std::size_t index)>;

    /**
     * Sends every request (one line each, without "\n") and reads one reply
     * per request, writing while it reads (a batch is a pipeline). Each reply
     * must come within @p replyLimit of the one before it (or of the start).
     * A request whose reply fails gets the reason; the worker is stopped and
     * started again (within @p startLimit) for the requests after it.
     */
    [[nodiscard]] std::vector<WorkerReply> exchange(const std::vector<std::string> &requests,
                                                    std::chrono::milliseconds startLimit,
                                                    std::chrono::milliseconds replyLimit,
                                                    const Check &check);

    /// Kills the worker (SIGKILL) and reaps it; what became of it, as
    /// "exit status 1" or "signal SEGV", "" when it was not running.
    std::string stop();

private:
    /// Sends requests[first..] and reads their replies until one fails;
    /// returns the index after the last request it settled.
    std::size_t pipeline(const std::vector<std::string> &requests, std::size_t first,
                         std::vector<WorkerReply> &replies, std::chrono::milliseconds replyLimit,
                         const Check &check);
    /// Reads what the worker wrote to standard error (kept: the last 2 KiB).
    void drainErrors();
    /// Why the worker is gone: how it ended and its last line on standard error.
    std::string death();

    WorkerCommand command_;
    int pid_ = -1;
    int io_ = -1;    ///< our end of the socket
    int error_ = -1; ///< the read end of its standard error
    int starts_ = 0;
    std::string hello_;
    std::string input_;  ///< read, not yet a whole line
    std::string errors_; ///< the tail of its standard error
};

} // namespace uri::readers::detail
