/**
 * @file cli_progress.h
 * @brief The progress line of a long batch on standard error (docs/cli.md):
 * what has been read, of how much when it is known, and what was found, at
 * most five times a second, on a terminal only unless asked
 * (`--progress`, `--no-progress`).
 */
#pragma once

#include "cli_args.h"

#include <chrono>
#include <cstddef>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uri::cli {

/// The help of --progress and --no-progress.
inline constexpr std::string_view kProgressHelp
    = R"(  --progress      show a progress line on standard error, even when it is
                 not a terminal
  --no-progress   never show it (default: shown when standard error is a
                 terminal)
)";

inline constexpr OptionSpec kProgressOption{"--progress", false};
inline constexpr OptionSpec kNoProgressOption{"--no-progress", false};

class Progress
{
public:
    /// Shown as --progress and --no-progress say, else when standard error
    /// is a terminal; @p total: the bytes the input holds, when known.
    Progress(const ParsedArgs &args, std::optional<std::size_t> total = std::nullopt);
    ~Progress();
    Progress(const Progress &) = delete;
    Progress &operator=(const Progress &) = delete;

    /// @p bytes read so far, and what was found: "40,000 lines",
    /// "120 messages, 2,760 links"; written when 200 ms have passed since
    /// the last line.
    void update(std::size_t bytes, std::string_view found);
    /// Whether the line is shown at all (the caller may skip its counting).
    [[nodiscard]] bool shown() const { return m_shown; }
    /// Clears the line, so that what follows on the terminal starts clean.
    void finish();
    /// Writes @p line (a note, with its line feed) to standard error, over
    /// the progress line, which the next update() writes again; from any
    /// thread.
    void note(const std::string &line);

    /// The size of the input @p in when it is a regular file (standard
    /// input redirected from one too); nothing for a pipe or a terminal.
    [[nodiscard]] static std::optional<std::size_t> sizeOf(const InputArg &in);

private:
    void clear();

    std::mutex m_mutex;
    bool m_shown = false;
    bool m_written = false;
    std::optional<std::size_t> m_total;
    std::chrono::steady_clock::time_point m_next;
};

/// The bytes of @p inputs when every one has a known size (an argument, a
/// regular file), with a line feed after each argument.
[[nodiscard]] std::optional<std::size_t> totalSize(const std::vector<InputArg> &inputs);

/// "1,234,567".
[[nodiscard]] std::string withCommas(std::size_t n);

} // namespace uri::cli
