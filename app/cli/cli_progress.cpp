// The progress line of a long batch (cli_progress.h).
#include "cli_progress.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>

namespace uri::cli {

namespace {

constexpr std::chrono::milliseconds kInterval{200};

std::string megabytes(std::size_t bytes)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f MB", static_cast<double>(bytes) / 1e6);
    return text;
}

} // namespace

std::string withCommas(std::size_t n)
{
    std::string digits = std::to_string(n);
    for (std::size_t at = digits.size(); at > 3; at -= 3)
        digits.insert(at - 3, 1, ',');
    return digits;
}

Progress::Progress(const ParsedArgs &args, std::optional<std::size_t> total)
    : m_total(total)
    , m_next(std::chrono::steady_clock::now() + kInterval)
{
    m_shown = args.has("--progress") || (!args.has("--no-progress") && isatty(STDERR_FILENO) != 0);
}

Progress::~Progress()
{
    finish();
}

void Progress::update(std::size_t bytes, std::string_view found)
{
    if (!m_shown)
        return;
    const std::lock_guard lock(m_mutex);
    const auto now = std::chrono::steady_clock::now();
    if (now < m_next)
        return;
    m_next = now + kInterval;
    std::string line = "uri-inspect: " + megabytes(bytes);
    if (m_total && *m_total > 0) {
        line += " of " + megabytes(*m_total) + " ("
                + std::to_string(std::min<std::size_t>(100, bytes * 100 / *m_total)) + "%)";
    }
    if (!found.empty())
        line += ", " + std::string(found);
    // "\r" and "erase to the end of the line": the line is written over
    std::fputs(("\r" + line + "\033[K").c_str(), stderr);
    std::fflush(stderr);
    m_written = true;
}

void Progress::finish()
{
    const std::lock_guard lock(m_mutex);
    clear();
}

void Progress::note(const std::string &line)
{
    const std::lock_guard lock(m_mutex);
    clear();
    std::fputs(line.c_str(), stderr);
    std::fflush(stderr);
}

void Progress::clear()
{
    if (!m_written)
        return;
    std::fputs("\r\033[K", stderr);
    std::fflush(stderr);
    m_written = false;
}

std::optional<std::size_t> totalSize(const std::vector<InputArg> &inputs)
{
    std::size_t total = 0;
    for (const InputArg &in : inputs) {
        const std::optional<std::size_t> size
            = readsText(in) ? Progress::sizeOf(in) : std::optional<std::size_t>(in.text.size() + 1);
        if (!size)
            return std::nullopt;
        total += *size;
    }
    return total;
}

std::optional<std::size_t> Progress::sizeOf(const InputArg &in)
{
    struct stat st
    {
    };
    const int result = in.text == "-" ? ::fstat(STDIN_FILENO, &st) : ::stat(in.text.c_str(), &st);
    if (result != 0 || !S_ISREG(st.st_mode))
        return std::nullopt;
    return static_cast<std::size_t>(st.st_size);
}

} // namespace uri::cli
