// uri_bench: throughput of uri::parse against uriparser, Boost.URL and QUrl
// on the URL lists of bench/data/. See README.md.
//
//   uri_bench [--data=DIR] [--benchmark_...]
//
// Benchmarks are named BM_Parse/<impl>/<file>, BM_Scan/table/<file>,
// BM_Analyze/ours/<file>, BM_Derive/ours/<file>,
// BM_Reader/<id>/<file>, BM_Readers/matrix/<file>, BM_Resolve/<impl>/<file>
// and BM_Normalize/<impl>/<file>, so
// that two runs with --benchmark_format=json compare by name. One iteration
// parses every line of the file once; items are URLs, bytes are their bytes.

#include "bench_data.h"
#include "parsers.h"

#include <benchmark/benchmark.h>

#include <cstdint>
#include <exception>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

template <class Parse>
void runOverFile(benchmark::State &state, const uribench::UrlFile &file, Parse parse)
{
    std::size_t accepted = 0;
    for (auto _ : state) {
        accepted = 0;
        for (const std::string_view line : file.lines)
            accepted += parse(line) ? 1 : 0;
        benchmark::DoNotOptimize(accepted);
    }
    const auto iterations = static_cast<std::int64_t>(state.iterations());
    state.SetItemsProcessed(iterations * static_cast<std::int64_t>(file.lines.size()));
    state.SetBytesProcessed(iterations * static_cast<std::int64_t>(file.bytes));
    // How many lines the implementation accepted: not a speed, a sanity check.
    state.counters["accepted"] = static_cast<double>(accepted);
}

void add(const std::string &name, const uribench::UrlFile &file, uribench::ParseFunction parse)
{
    benchmark::RegisterBenchmark(name.c_str(), [&file, parse](benchmark::State &state) {
        runOverFile(state, file, parse);
    })->Unit(file.lines.size() < 1000 ? benchmark::kMicrosecond : benchmark::kMillisecond);
}

// Each line of @p file resolved against kResolveBase.
void registerResolve(const uribench::UrlFile &file)
{
    for (const uribench::Implementation &impl : uribench::kResolvers)
        add("BM_Resolve/" + std::string(impl.name) + "/" + file.name, file, impl.parse);
}

void registerFile(const uribench::UrlFile &file)
{
    const auto add = [&file](const std::string &name, uribench::ParseFunction parse) {
        ::add(name, file, parse);
    };
    add("BM_Scan/table/" + file.name, &uribench::scanTable);
    for (const uribench::Implementation &impl : uribench::kParsers)
        add("BM_Parse/" + std::string(impl.name) + "/" + file.name, impl.parse);
    // The security analysis and the URL Standard's view it runs.
    add("BM_ParseWhatwg/ours/" + file.name, &uribench::parseWhatwgOurs);
    add("BM_Analyze/ours/" + file.name, &uribench::analyzeOurs);
    add("BM_Derive/ours/" + file.name, &uribench::deriveOurs);
    // How real libraries read each URL (docs/readers.md): each reader, then
    // the whole matrix that `check --readers` and the window run.
    for (const auto &reader : uribench::benchReaders()) {
        const uri::readers::Reader *r = reader.get();
        benchmark::RegisterBenchmark(("BM_Reader/" + r->identity().id + "/" + file.name).c_str(),
                                     [&file, r](benchmark::State &state) {
                                         runOverFile(state, file, [r](std::string_view line) {
                                             return uribench::readWith(*r, line);
                                         });
                                     })
            ->Unit(benchmark::kMillisecond);
    }
    add("BM_Readers/matrix/" + file.name, &uribench::readMatrix);
    registerResolve(file);
    for (const uribench::Implementation &impl : uribench::kNormalizers)
        add("BM_Normalize/" + std::string(impl.name) + "/" + file.name, impl.parse);
}

} // namespace

int main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);

    const std::optional<std::string> dataArgument = uribench::takeDataArgument(argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 2;

    // Loaded before any benchmark runs and kept alive until the end.
    std::vector<uribench::UrlFile> files;
    try {
        const std::string dir = uribench::dataDirectory(dataArgument);
        for (const std::string_view name : uribench::kFileNames)
            files.push_back(uribench::loadUrlFile(dir, name));
        files.push_back(uribench::loadUrlFile(dir, uribench::kRfc3986Examples));
    } catch (const std::exception &e) {
        std::cerr << "uri_bench: " << e.what()
                  << " (give the data directory with --data=DIR or URI_BENCH_DATA)\n";
        return 2;
    }
    for (const uribench::UrlFile &file : files) {
        if (file.name == uribench::kRfc3986Examples)
            registerResolve(file);
        else
            registerFile(file);
    }

    benchmark::AddCustomContext("uri_bench.data", uribench::dataDirectory(dataArgument));
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
