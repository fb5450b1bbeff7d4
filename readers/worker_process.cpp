// A reader program in another process: started, fed and stopped
// (readers/detail/worker_process.h).
#include "readers/detail/worker_process.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <string.h> // sigabbrev_np (glibc)

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

namespace uri::readers::detail {

namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kErrorTail = 2048;
// a reply carries seven parts in hex for each of two readers: a link of
// the most a worker is given (1 MiB) stays far below this
constexpr std::size_t kLongestReply = std::size_t{64} << 20;

void closeFd(int &fd)
{
    if (fd >= 0)
        ::close(fd);
    fd = -1;
}

int remainingMs(Clock::time_point deadline)
{
    const auto left
        = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    return static_cast<int>(std::max<std::chrono::milliseconds::rep>(left.count(), 0));
}

std::string lastLine(const std::string &text)
{
    std::size_t end = text.find_last_not_of("\r\n \t");
    if (end == std::string::npos)
        return {};
    const std::size_t begin = text.rfind('\n', end);
    return text.substr(begin == std::string::npos ? 0 : begin + 1,
                       end - (begin == std::string::npos ? 0 : begin + 1) + 1);
}

} // namespace

WorkerProcess::WorkerProcess(WorkerCommand command)
    : command_(std::move(command))
{}

WorkerProcess::~WorkerProcess()
{
    stop();
}

std::string WorkerProcess::start(std::chrono::milliseconds limit)
{
    if (running())
        return {};
    std::array<int, 2> sockets{-1, -1};
    std::array<int, 2> errors{-1, -1};
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sockets.data()) != 0)
        return std::string("could not make its socket: ") + std::strerror(errno);
    if (::pipe2(errors.data(), O_CLOEXEC) != 0) {
        const int e = errno;
        ::close(sockets[0]);
        ::close(sockets[1]);
        return std::string("could not make its pipe: ") + std::strerror(e);
    }
    // everything the child needs is made before fork(): between fork() and
    // execve() it calls only async-signal-safe functions
    std::vector<char *> argv;
    argv.push_back(command_.program.data());
    for (std::string &a : command_.arguments)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    std::vector<char *> envp;
    for (std::string &e : command_.environment)
        envp.push_back(e.data());
    envp.push_back(nullptr);
    const rlimit space{command_.addressSpace, command_.addressSpace};
    const rlimit noCore{0, 0};

    const pid_t pid = ::fork();
    if (pid < 0) {
        const int e = errno;
        for (int fd : {sockets[0], sockets[1], errors[0], errors[1]})
            ::close(fd);
        return std::string("could not start it: ") + std::strerror(e);
    }
    if (pid == 0) {
        ::dup2(sockets[1], STDIN_FILENO);
        ::dup2(sockets[1], STDOUT_FILENO);
        ::dup2(errors[1], STDERR_FILENO);
        ::close_range(3, ~0U, 0);
        if (command_.addressSpace > 0)
            ::setrlimit(RLIMIT_AS, &space);
        ::setrlimit(RLIMIT_CORE, &noCore);
        ::execve(argv[0], argv.data(), envp.data());
        ::_exit(127);
    }
    ::close(sockets[1]);
    ::close(errors[1]);
    pid_ = pid;
    io_ = sockets[0];
    error_ = errors[0];
    ::fcntl(io_, F_SETFL, ::fcntl(io_, F_GETFL) | O_NONBLOCK);
    ::fcntl(error_, F_SETFL, ::fcntl(error_, F_GETFL) | O_NONBLOCK);
    ++starts_;
    input_.clear();
    errors_.clear();

    // its hello line
    const Clock::time_point deadline = Clock::now() + limit;
    std::array<char, 4096> buffer{};
    for (;;) {
        if (const std::size_t nl = input_.find('\n'); nl != std::string::npos) {
            hello_ = input_.substr(0, nl);
            input_.erase(0, nl + 1);
            return {};
        }
        std::array<pollfd, 2> fds{pollfd{io_, POLLIN, 0}, pollfd{error_, POLLIN, 0}};
        const int ready = ::poll(fds.data(), fds.size(), remainingMs(deadline));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready == 0) {
            const std::string how = stop();
            return "not ready within " + std::to_string(limit.count()) + " ms (" + how + ")";
        }
        if (fds[1].revents != 0)
            drainErrors();
        if (fds[0].revents != 0) {
            const ssize_t got = ::recv(io_, buffer.data(), buffer.size(), 0);
            if (got > 0)
                input_.append(buffer.data(), static_cast<std::size_t>(got));
            else if (got == 0 || (errno != EAGAIN && errno != EINTR))
                return "it ended before it was ready: " + death();
        }
    }
}

void WorkerProcess::drainErrors()
{
    std::array<char, 4096> buffer{};
    for (;;) {
        const ssize_t got = ::read(error_, buffer.data(), buffer.size());
        if (got <= 0)
            break;
        errors_.append(buffer.data(), static_cast<std::size_t>(got));
    }
    if (errors_.size() > kErrorTail)
        errors_.erase(0, errors_.size() - kErrorTail);
}

std::string WorkerProcess::death()
{
    // give a worker that closed its end a moment to be gone, then make sure
    drainErrors();
    const std::string words = lastLine(errors_);
    const std::string how = stop();
    return how + (words.empty() ? "" : "; its last words: " + words);
}

std::string WorkerProcess::stop()
{
    if (pid_ <= 0)
        return {};
    ::kill(pid_, SIGKILL);
    int status = 0;
    while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    pid_ = -1;
    closeFd(io_);
    closeFd(error_);
    input_.clear();
    if (WIFEXITED(status))
        return "exit status " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) {
        const char *name = ::sigabbrev_np(WTERMSIG(status));
        return std::string("signal ") + (name != nullptr ? name : std::to_string(WTERMSIG(status)));
    }
    return "stopped";
}

std::vector<WorkerReply> WorkerProcess::exchange(const std::vector<std::string> &requests,
                                                 std::chrono::milliseconds startLimit,
                                                 std::chrono::milliseconds replyLimit,
                                                 const Check &check)
{
    std::vector<WorkerReply> replies(requests.size());
    std::size_t next = 0;
    while (next < requests.size()) {
        if (const std::string why = start(startLimit); !why.empty()) {
            for (std::size_t i = next; i < requests.size(); ++i)
                replies[i].error = "the worker could not start: " + why;
            break;
        }
        next = pipeline(requests, next, replies, replyLimit, check);
    }
    return replies;
}

std::size_t WorkerProcess::pipeline(const std::vector<std::string> &requests, std::size_t first,
                                    std::vector<WorkerReply> &replies,
                                    std::chrono::milliseconds replyLimit, const Check &check)
{
    std::string out;
    for (std::size_t i = first; i < requests.size(); ++i) {
        out += requests[i];
        out += '\n';
    }
    std::size_t sent = 0;
    std::size_t next = first; // the first request without its reply
    Clock::time_point deadline = Clock::now() + replyLimit;
    std::array<char, 65536> buffer{};
    for (;;) {
        // the whole lines read so far
        for (std::size_t nl = input_.find('\n'); nl != std::string::npos; nl = input_.find('\n')) {
            std::string line = input_.substr(0, nl);
            input_.erase(0, nl + 1);
            if (std::string wrong = check(line, next); !wrong.empty()) {
                replies[next].error
                    = "the worker answered what is no reading (" + wrong + "); it was stopped";
                stop();
                return next + 1;
            }
            replies[next].line = std::move(line);
            deadline = Clock::now() + replyLimit;
            if (++next == requests.size())
                return next;
        }
        std::array<pollfd, 2> fds{
            pollfd{io_, static_cast<short>(POLLIN | (sent < out.size() ? POLLOUT : 0)), 0},
            pollfd{error_, POLLIN, 0}};
        const int ready = ::poll(fds.data(), fds.size(), remainingMs(deadline));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready == 0) {
            const std::string how = stop();
            replies[next].error = "no answer within " + std::to_string(replyLimit.count())
                                  + " ms; the worker was stopped (" + how + ")";
            return next + 1;
        }
        if (fds[1].revents != 0)
            drainErrors();
        if ((fds[0].revents & POLLOUT) != 0) {
            const ssize_t put
                = ::send(io_, out.data() + sent, out.size() - sent, MSG_NOSIGNAL | MSG_DONTWAIT);
            if (put > 0)
                sent += static_cast<std::size_t>(put);
        }
        if ((fds[0].revents & (POLLIN | POLLHUP | POLLERR)) != 0) {
            const ssize_t got = ::recv(io_, buffer.data(), buffer.size(), MSG_DONTWAIT);
            if (got > 0) {
                input_.append(buffer.data(), static_cast<std::size_t>(got));
                if (input_.size() > kLongestReply) {
                    replies[next].error = "the worker answered a line of more than "
                                          + std::to_string(kLongestReply)
                                          + " bytes; it was stopped (" + stop() + ")";
                    return next + 1;
                }
            } else if (got == 0 || (errno != EAGAIN && errno != EINTR)) {
                replies[next].error = "the worker ended while reading it: " + death();
                return next + 1;
            }
        }
    }
}

} // namespace uri::readers::detail
