// The readers layer (docs/readers.md) per URL: each real library's reader
// alone, BM_Reader/<id>/<file>, and the whole matrix with its comparison and
// P11, BM_Readers/matrix/<file>, beside BM_Parse/ours/<file>.
#include "parsers.h"

#include "uriinspector/qurl_reader.h"

#include <benchmark/benchmark.h>

namespace uribench {

const std::vector<std::unique_ptr<uri::readers::Reader>> &benchReaders()
{
    static const auto readers = uri::readers::allReaders(uri::Spec::Rfc3986);
    return readers;
}

bool readWith(const uri::readers::Reader &reader, std::string_view line)
{
    uri::readers::Reading reading = reader.read(line);
    benchmark::DoNotOptimize(reading);
    return reading.outcome == uri::readers::Outcome::Read;
}

bool readMatrix(std::string_view line)
{
    static const std::vector<const uri::readers::Reader *> list
        = uri::readers::pointers(benchReaders());
    uri::readers::Matrix matrix = uri::readers::readAll(line, list);
    benchmark::DoNotOptimize(matrix);
    return !matrix.finding.has_value();
}

} // namespace uribench
