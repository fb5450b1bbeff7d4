// --blocklist FILE: the reviewer's lists, loaded once for a whole batch.
#include "cli_blocklists.h"

#include "uriinspector/utf8.h"

#include <algorithm>

#include <iostream>

namespace uri::cli {

std::optional<int> loadBlocklists(const ParsedArgs &args, std::string_view command,
                                  std::vector<security::Blocklist> &lists)
{
    const auto given = args.lists.find("--blocklist");
    if (given == args.lists.end())
        return std::nullopt;
    for (const std::string &path : given->second) {
        std::string error;
        std::optional<security::Blocklist> list = security::Blocklist::load(path, &error);
        if (!list)
            return usageError(error, command);
        // the list's name is the file's: escaped, as every name on a terminal
        const std::string summary = security::blocklistSummary(*list);
        for (std::size_t at = 0; at <= summary.size();) {
            const std::size_t end = std::min(summary.find('\n', at), summary.size());
            std::cerr << (at == 0 ? "uri-inspect: blocklist " : "")
                      << escapeForDisplay(std::string_view(summary).substr(at, end - at)) << "\n";
            at = end + 1;
        }
        lists.push_back(std::move(*list));
    }
    return std::nullopt;
}

} // namespace uri::cli
