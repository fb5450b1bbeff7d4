#include "bench_data.h"

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <stdexcept>

namespace uribench {

std::string dataDirectory(const std::optional<std::string> &fromArgument)
{
    if (fromArgument)
        return *fromArgument;
    if (const char *env = std::getenv("URI_BENCH_DATA"); env != nullptr && *env != '\0')
        return env;
    return URI_BENCH_DATA_DIR;
}

std::optional<std::string> takeDataArgument(int &argc, char **argv)
{
    std::optional<std::string> dir;
    int kept = 1;
    for (int i = 1; i < argc; ++i) {
        constexpr std::string_view kData = "--data=";
        const std::string_view arg = argv[i];
        if (arg.substr(0, kData.size()) == kData)
            dir = std::string(arg.substr(kData.size()));
        else
            argv[kept++] = argv[i];
    }
    argc = kept;
    return dir;
}

UrlFile loadUrlFile(const std::string &dir, std::string_view name)
{
    UrlFile file;
    file.name = std::string(name);
    const std::string path = dir + "/" + file.name + ".txt";
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("cannot read " + path);
    file.buffer.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());

    std::string_view rest = file.buffer;
    constexpr std::string_view kBom = "\xEF\xBB\xBF";
    if (rest.substr(0, kBom.size()) == kBom)
        rest.remove_prefix(kBom.size());
    while (!rest.empty()) {
        const std::size_t newline = rest.find('\n');
        std::string_view line = rest.substr(0, newline);
        rest.remove_prefix(newline == std::string_view::npos ? rest.size() : newline + 1);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        file.lines.push_back(line);
        file.bytes += line.size();
    }
    return file;
}

} // namespace uribench
