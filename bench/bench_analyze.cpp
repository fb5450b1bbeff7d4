// The full link-security analysis per URL, for BM_Analyze/ours/<file>
// beside BM_Parse/ours/<file>: the ratio of the two is the cost of the
// analysis in units of one parse. Likewise the derivation (grammar.h),
// BM_Derive/ours/<file>: what `parse --derivation` and the Grammar pane add.
#include "parsers.h"

#include "uriinspector/grammar.h"
#include "uriinspector/security.h"
#include "uriinspector/whatwg.h"

#include <benchmark/benchmark.h>

namespace uribench {

bool analyzeOurs(std::string_view line)
{
    // Data versions are the same for every URL of a batch: a caller asks for
    // them once (as uri-inspect check does per line, they cost a copy of ten
    // short strings).
    static const uri::security::AnalyzeOptions options = [] {
        uri::security::AnalyzeOptions o;
        o.versions = false;
        return o;
    }();
    uri::security::Assessment result = uri::security::analyze(line, options);
    benchmark::DoNotOptimize(result);
    return !result.verdict || *result.verdict == uri::security::Risk::Info;
}

bool deriveOurs(std::string_view line)
{
    uri::Derivation result = uri::derive(line);
    benchmark::DoNotOptimize(result);
    return result.accepted;
}

bool parseWhatwgOurs(std::string_view line)
{
    uri::whatwg::ParseResult result = uri::whatwg::parse(line);
    benchmark::DoNotOptimize(result);
    return !result.failure();
}

} // namespace uribench
