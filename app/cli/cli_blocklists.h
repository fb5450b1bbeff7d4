/**
 * @file cli_blocklists.h
 * @brief --blocklist FILE (repeatable), shared by check and extract --check:
 * the reviewer's lists (uriinspector/blocklist.h), each summed up on
 * standard error with its malformed lines.
 */
#pragma once

#include "cli_args.h"

#include "uriinspector/blocklist.h"

#include <optional>
#include <string_view>
#include <vector>

namespace uri::cli {

inline constexpr OptionSpec kBlocklistOption{"--blocklist", true, true};

/// Loads every --blocklist of @p args into @p lists, each summed up on
/// standard error; an exit status when a file cannot be read.
[[nodiscard]] std::optional<int> loadBlocklists(const ParsedArgs &args, std::string_view command,
                                                std::vector<security::Blocklist> &lists);

} // namespace uri::cli
