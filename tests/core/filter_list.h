// The links of an Adblock Plus filter list of whole URLs and hosts, as
// URLhaus's malware list is written (tests/data/realworld/README.md):
// shared by the core's real-world test and the window's corpus.
#pragma once

#include <string>
#include <string_view>

namespace uri::test {

/// The link one line of the list blocks: "||host/path^$all" is
/// "http://host/path", "||host^" and a bare "host" are "http://host/"; ""
/// for a comment ("!"), a header ("[Adblock Plus]") or an empty line.
inline std::string filterLineLink(std::string_view line)
{
    while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
        line.remove_suffix(1);
    if (line.empty() || line.front() == '!' || line.front() == '[' || line.front() == '#')
        return {};
    if (line.substr(0, 2) == "||")
        line.remove_prefix(2);
    // "^" ends the address ("^$all": the options after it)
    if (const std::size_t caret = line.find('^'); caret != std::string_view::npos)
        line = line.substr(0, caret);
    std::string link = "http://" + std::string(line);
    if (line.find('/') == std::string_view::npos)
        link += '/';
    return link;
}

} // namespace uri::test
