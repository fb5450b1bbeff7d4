// The server-side readers' cost as the window and a batch meet it
// (docs/readers.md, "Server-side readers"):
// - the first reading: a new set of workers started (every runtime at once)
//   and one link read by all of them, five times;
// - then a link at a time, warm, as the window asks (readAll() of one text,
//   every runtime at once): the median and the 99th percentile per link;
// - a batch in blocks of 256 (readAhead(), then readAll() of each), as
//   `uri-inspect readers -` reads: links per second.
// Only the ten server-side readers and the browser's (to compare with) run.
#include "bench_data.h"

#include "uriinspector/readers.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

std::vector<const uri::readers::Reader *>
withBrowser(const std::vector<std::unique_ptr<uri::readers::Reader>> &servers,
            const uri::readers::Reader *browser)
{
    std::vector<const uri::readers::Reader *> list{browser};
    for (const auto &r : servers)
        list.push_back(r.get());
    return list;
}

} // namespace

int main(int argc, char **argv)
{
    const std::optional<std::string> dir = uribench::takeDataArgument(argc, argv);
    const uribench::UrlFile file = uribench::loadUrlFile(uribench::dataDirectory(dir), "kasztp");
    const auto standard = uri::readers::standardReaders();
    const uri::readers::Reader *browser = standard.front().get();

    std::printf("first reading (workers started, one link), ms:");
    for (int i = 0; i < 5; ++i) {
        const Clock::time_point start = Clock::now();
        const auto servers = uri::readers::serverReaders();
        const uri::readers::Matrix m = uri::readers::readAll(
            file.lines[static_cast<std::size_t>(i)], withBrowser(servers, browser));
        std::printf(" %.1f", msSince(start));
        if (m.readings.size() != 11)
            return 1;
    }
    std::printf("\n");

    const auto servers = uri::readers::serverReaders();
    const auto list = withBrowser(servers, browser);
    (void)uri::readers::readAll("http://warm.example/", list);
    std::vector<double> each;
    for (std::size_t i = 0; i < 2000; ++i) {
        const Clock::time_point start = Clock::now();
        const uri::readers::Matrix m = uri::readers::readAll(file.lines[1000 + i], list);
        each.push_back(msSince(start));
        if (m.readings.empty())
            return 1;
    }
    std::sort(each.begin(), each.end());
    std::printf("a link at a time, warm (2,000 links): median %.2f ms, p99 %.2f ms\n",
                each[each.size() / 2], each[each.size() * 99 / 100]);

    const auto batchServers = uri::readers::serverReaders();
    const auto batchList = withBrowser(batchServers, browser);
    (void)uri::readers::readAll("http://warm.example/", batchList);
    const std::size_t n = std::min<std::size_t>(10000, file.lines.size() - 10000);
    const Clock::time_point start = Clock::now();
    std::size_t disagree = 0;
    for (std::size_t at = 0; at < n; at += 256) {
        const std::size_t end = std::min(n, at + 256);
        const std::vector<std::string_view> block(
            file.lines.begin() + static_cast<long>(10000 + at),
            file.lines.begin() + static_cast<long>(10000 + end));
        uri::readers::readAhead(batchList, block);
        for (const std::string_view line : block)
            disagree += uri::readers::readAll(line, batchList).finding ? 1 : 0;
    }
    const double ms = msSince(start);
    std::printf("a batch in blocks of 256: %zu links in %.0f ms, %.0f links/s (%zu disagree)\n", n,
                ms, static_cast<double>(n) * 1000.0 / ms, disagree);
    return 0;
}
