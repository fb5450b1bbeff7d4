// uri_bench_count: parse one file once with one implementation, for counting
// instructions under callgrind (see README.md):
//
//   uri_bench_count [--data=DIR] [--warm] <impl> <file>
//
// --warm runs the same pass once before the counted one (outside parseAll),
// so that what is kept between calls (the PSL answers per host) is warm, as
// in a benchmark's repeated iterations over the file.
//
// impl: ours, uriparser, boost_url, qurl, table (the character-table scan),
// whatwg (uri::whatwg::parse), analyze (uri::security::analyze),
// resolve/<name> and normalize/<name> (BM_Resolve, BM_Normalize), readers
// (the readers' whole matrix), reader:<id> (one reader of it: curl,
// uriparser, boost-url, qurl-strict, ...), or none (load only); file:
// kasztp, node_files, rfc3986. Only parseAll() does the
// work being measured, so callgrind's --toggle-collect='uribench::parseAll*'
// counts it alone, without loading the file or starting up.

#include "bench_data.h"
#include "parsers.h"

#include <exception>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uribench {

// Not static, so that callgrind sees it under this name; noinline keeps it one
// function whatever the optimisation level.
[[gnu::noinline]] std::size_t parseAll(const UrlFile &file, ParseFunction parse);

std::size_t parseAll(const UrlFile &file, ParseFunction parse)
{
    std::size_t accepted = 0;
    for (const std::string_view line : file.lines)
        accepted += parse(line) ? 1 : 0;
    return accepted;
}

} // namespace uribench

namespace {

bool noParse(std::string_view /*line*/)
{
    return false;
}

// reader:<id>: the reader's function needs the reader, a plain function
// pointer cannot carry it
const uri::readers::Reader *gReader = nullptr;

bool readOne(std::string_view line)
{
    return uribench::readWith(*gReader, line);
}

int usage(const std::string &problem)
{
    std::cerr << "uri_bench_count: " << problem
              << "\nusage: uri_bench_count [--data=DIR] [--warm] "
                 "<ours|uriparser|boost_url|qurl|table|whatwg|analyze|resolve/NAME|normalize/NAME|"
                 "readers|reader:ID|none> <kasztp|node_files|rfc3986>\n";
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    std::optional<std::string> dataArgument;
    bool warm = false;
    std::vector<std::string> positional;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg.rfind("--data=", 0) == 0)
            dataArgument = arg.substr(7);
        else if (arg == "--warm")
            warm = true;
        else
            positional.push_back(arg);
    }
    if (positional.size() != 2)
        return usage("an implementation and a file are needed");

    uribench::ParseFunction parse = &noParse;
    if (positional[0] == "readers") {
        parse = &uribench::readMatrix;
    } else if (positional[0].rfind("reader:", 0) == 0) {
        for (const auto &r : uribench::benchReaders()) {
            if (r->identity().id == positional[0].substr(7))
                gReader = r.get();
        }
        if (gReader == nullptr)
            return usage("unknown reader '" + positional[0].substr(7) + "'");
        parse = &readOne;
    } else if (positional[0] != "none") {
        const auto impl = uribench::findImplementation(positional[0]);
        if (!impl)
            return usage("unknown implementation '" + positional[0] + "'");
        parse = impl->parse;
    }

    uribench::UrlFile file;
    try {
        file = uribench::loadUrlFile(uribench::dataDirectory(dataArgument), positional[1]);
    } catch (const std::exception &e) {
        return usage(e.what());
    }

    if (warm) {
        for (const std::string_view line : file.lines)
            parse(line);
    }
    const std::size_t accepted = uribench::parseAll(file, parse);
    std::cout << positional[0] << ' ' << file.name << ": " << file.lines.size() << " URLs, "
              << file.bytes << " bytes, " << accepted << " accepted\n";
    return 0;
}
