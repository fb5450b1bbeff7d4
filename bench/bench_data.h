/**
 * @file bench_data.h
 * @brief The URL lists of bench/data/, loaded once, outside any timed loop.
 *
 * A file is read whole into one buffer; each line becomes a view into it,
 * without its line break, and a UTF-8 byte order mark at the start of the
 * file is dropped from the first line (kasztp.txt has one).
 */
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uribench {

/// The benchmark files, by the name used in benchmark names ("<name>.txt").
inline constexpr std::array<std::string_view, 2> kFileNames{"kasztp", "node_files"};
/// The 42 references of RFC 3986 §5.4.1 and §5.4.2, for BM_Resolve only.
inline constexpr std::string_view kRfc3986Examples = "rfc3986";

struct UrlFile
{
    std::string name;
    std::string buffer;                  ///< the file's bytes
    std::vector<std::string_view> lines; ///< views into buffer, without "\n"
    std::size_t bytes = 0;               ///< sum of the lines' sizes
};

/**
 * The data directory: @p fromArgument if given, else the environment variable
 * URI_BENCH_DATA, else the source tree's bench/data (URI_BENCH_DATA_DIR).
 */
[[nodiscard]] std::string dataDirectory(const std::optional<std::string> &fromArgument);

/// Takes "--data=DIR" out of @p argv (the other arguments kept in order,
/// @p argc lowered): DIR, or nothing when it is not given.
[[nodiscard]] std::optional<std::string> takeDataArgument(int &argc, char **argv);

/// Load "<dir>/<name>.txt"; throws std::runtime_error if it cannot be read.
[[nodiscard]] UrlFile loadUrlFile(const std::string &dir, std::string_view name);

} // namespace uribench
