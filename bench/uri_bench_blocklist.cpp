// uri_bench_blocklist: the reviewer's blocklists (core/include/uriinspector/
// blocklist.h) at a million rules. See README.md.
//
//   uri_bench_blocklist [--data=DIR] [--benchmark_...]
//
// BM_BlocklistLoad/<format>: one iteration parses a list of 1,000,000 rules
// (generated, the same each run: hosts, Adblock Plus filters, plain domains,
// URLhaus CSV); its time is the load time.
// BM_BlocklistMatch/<format>/kasztp: one iteration matches every URL of
// kasztp.txt against that list (the canonical host and href computed before
// the loop, as the analysis has them); items are URLs.
// BM_Analyze/ours+hosts/kasztp and BM_Analyze/ours+adblock/kasztp: the whole
// analysis with the hosts list and with the Adblock list
// loaded, beside BM_Analyze/ours/kasztp without a list, in the same run.

#include "bench_data.h"

#include "uriinspector/blocklist.h"
#include "uriinspector/security.h"
#include "uriinspector/whatwg.h"

#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>
#include <exception>
#include <iostream>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace {

using uri::security::Blocklist;

constexpr std::size_t kRules = 1000000;

struct Request
{
    std::string host;
    std::string href;
};

// A made-up registrable name, the same for the same seed: 6 to 14 letters.
std::string name(std::mt19937_64 &rng)
{
    std::string out;
    const std::size_t n = 6 + rng() % 9;
    for (std::size_t i = 0; i < n; ++i)
        out += static_cast<char>('a' + rng() % 26);
    return out;
}

// A list of kRules rules in @p format. One rule in a thousand names a host
// of @p urls (one in fifty of those with its path), so that the match
// benchmarks meet hits as well as misses.
std::string makeList(std::string_view format, const std::vector<Request> &urls)
{
    std::mt19937_64 rng(20261202);
    constexpr std::array<std::string_view, 6> kTlds{".com", ".net", ".top", ".xyz", ".ru", ".info"};
    std::string text = format == "csv" ? "# id,dateadded,url,url_status,threat\n" : "";
    if (format == "adblock")
        text += "[Adblock Plus 2.0]\n";
    for (std::size_t i = 0; i < kRules; ++i) {
        std::string host;
        std::string path;
        if (i % 1000 == 0 && !urls.empty()) {
            const Request &r = urls[(i / 1000) % urls.size()];
            host = r.host;
            if (i % 50000 == 0 && r.href.size() > r.host.size() + 8)
                path = r.href.substr(r.href.find(r.host) + r.host.size());
        } else {
            host = (i % 3 == 0 ? name(rng) + "." : std::string()) + name(rng)
                   + std::string(kTlds[rng() % kTlds.size()]);
            if (i % 4 == 0)
                path = "/" + name(rng) + "/" + name(rng) + ".exe";
        }
        if (format == "hosts") {
            text += "0.0.0.0 " + host + "\n";
        } else if (format == "adblock") {
            text += "||" + host + path + (path.empty() ? "^" : "") + "\n";
        } else if (format == "plain") {
            text += path.empty() ? host + "\n" : "http://" + host + path + "\n";
        } else {
            text += "\"" + std::to_string(i) + "\",\"2026-12-02 00:00:00\",\"http://" + host
                    + (path.empty() ? "/" : path) + "\",\"online\",\"malware_download\"\n";
        }
    }
    return text;
}

std::vector<Request> requestsOf(const uribench::UrlFile &file)
{
    std::vector<Request> out;
    for (const std::string_view line : file.lines) {
        const auto parsed = uri::whatwg::parse(line);
        if (!parsed.url)
            continue;
        Request r;
        if (parsed.url->host)
            r.host = uri::whatwg::serializeHost(*parsed.url->host);
        r.href = uri::whatwg::serialize(*parsed.url, true);
        if (!r.host.empty())
            out.push_back(std::move(r));
    }
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    const std::optional<std::string> dataArgument = uribench::takeDataArgument(argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 2;

    uribench::UrlFile kasztp;
    try {
        kasztp = uribench::loadUrlFile(uribench::dataDirectory(dataArgument), "kasztp");
    } catch (const std::exception &e) {
        std::cerr << "uri_bench_blocklist: " << e.what()
                  << " (give the data directory with --data=DIR or URI_BENCH_DATA)\n";
        return 2;
    }
    const std::vector<Request> requests = requestsOf(kasztp);
    // every format's list, and the list loaded once for the match benchmarks
    std::vector<std::pair<std::string, std::string>> texts;
    std::vector<std::vector<Blocklist>> loaded;
    for (const std::string_view format : {"hosts", "adblock", "plain", "csv"}) {
        texts.emplace_back(format, makeList(format, requests));
        loaded.emplace_back();
        loaded.back().push_back(Blocklist::parse(std::string(format), texts.back().second));
    }

    for (std::size_t f = 0; f < texts.size(); ++f) {
        const std::string &format = texts[f].first;
        const std::string &text = texts[f].second;
        benchmark::RegisterBenchmark(("BM_BlocklistLoad/" + format).c_str(),
                                     [&text](benchmark::State &state) {
                                         std::size_t rules = 0;
                                         for (auto _ : state) {
                                             state.PauseTiming();
                                             std::string copy = text;
                                             state.ResumeTiming();
                                             const Blocklist list
                                                 = Blocklist::parse("list", std::move(copy));
                                             rules = list.rules();
                                             benchmark::DoNotOptimize(rules);
                                         }
                                         state.counters["rules"] = static_cast<double>(rules);
                                     })
            ->Unit(benchmark::kMillisecond)
            ->Iterations(3);
        const std::vector<Blocklist> &lists = loaded[f];
        benchmark::RegisterBenchmark(
            ("BM_BlocklistMatch/" + format + "/kasztp").c_str(),
            [&lists, &requests](benchmark::State &state) {
                std::size_t hits = 0;
                for (auto _ : state) {
                    hits = 0;
                    for (const Request &r : requests)
                        hits += lists.front().match(r.host, r.href, &lists) ? 1 : 0;
                    benchmark::DoNotOptimize(hits);
                }
                state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations())
                                        * static_cast<std::int64_t>(requests.size()));
                state.counters["hits"] = static_cast<double>(hits);
            })
            ->Unit(benchmark::kMillisecond);
    }
    // the analysis alone, then with the hosts list, then with the Adblock list
    using Lists = const std::vector<Blocklist> *;
    const std::array<std::pair<const char *, Lists>, 3> analyses{
        {{"BM_Analyze/ours/kasztp", nullptr},
         {"BM_Analyze/ours+hosts/kasztp", &loaded[0]},
         {"BM_Analyze/ours+adblock/kasztp", &loaded[1]}}};
    for (const auto &[name, withLists] : analyses) {
        benchmark::RegisterBenchmark(name, [lists = withLists, &kasztp](benchmark::State &state) {
            uri::security::AnalyzeOptions options;
            options.versions = false;
            options.blocklists = lists;
            for (auto _ : state) {
                for (const std::string_view line : kasztp.lines) {
                    uri::security::Assessment a = uri::security::analyze(line, options);
                    benchmark::DoNotOptimize(a);
                }
            }
            state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations())
                                    * static_cast<std::int64_t>(kasztp.lines.size()));
        })->Unit(benchmark::kMillisecond);
    }
    benchmark::AddCustomContext("uri_bench.data", uribench::dataDirectory(dataArgument));
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
