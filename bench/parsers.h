/**
 * @file parsers.h
 * @brief One function per implementation under test, all with one signature.
 *
 * Each function does what a caller of that library does to get every RFC 3986
 * component of one URI reference, keeps the result from being optimised away
 * (benchmark::DoNotOptimize), releases it, and returns whether the library
 * accepted the input. All of them are defined out of line in parsers.cpp, so
 * each pays the same call per URL, and the table scan is measured the same way.
 */
#pragma once

#include "uriinspector/readers.h"

#include <array>
#include <cstddef>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace uribench {

using ParseFunction = bool (*)(std::string_view line);

/// uri::parse(line): every component as a span, plus diagnostics.
bool parseOurs(std::string_view line);
/// uriParseSingleUriExA + uriFreeUriMembersA (uriparser 0.9).
bool parseUriparser(std::string_view line);
/// boost::urls::parse_uri_reference (Boost.URL 1.81).
bool parseBoostUrl(std::string_view line);
/// QUrl(QString::fromUtf8(line), QUrl::StrictMode).isValid() (Qt 6).
bool parseQUrl(std::string_view line);
/// uri::security::analyze(line): the whole link-security analysis;
/// true when nothing above info was found (bench_analyze.cpp).
bool analyzeOurs(std::string_view line);
/// uri::whatwg::parse(line): the URL Standard's view alone, the largest part
/// of the analysis (bench_analyze.cpp).
bool parseWhatwgOurs(std::string_view line);
/// Every reader of the readers layer (readers/: libcurl, uriparser,
/// Boost.URL, QUrl, ours), built once (bench_readers.cpp).
[[nodiscard]] const std::vector<std::unique_ptr<uri::readers::Reader>> &benchReaders();
/// @p reader's reading of @p line; true when the library read it.
bool readWith(const uri::readers::Reader &reader, std::string_view line);
/// readAll() with every reader: the matrix, its comparison and P11; true
/// when the readers agree on the host.
bool readMatrix(std::string_view line);
/// The floor: one lookup per byte in the parser's character table
/// (uri::charset::kTable), true when every byte may stand in a query.
bool scanTable(std::string_view line);

struct Implementation
{
    std::string_view name; ///< as in benchmark names: BM_Parse/<name>/<file>
    ParseFunction parse;
};

/// The parsers compared, in the order they are reported.
inline constexpr std::array<Implementation, 4> kParsers{{
    {"ours", &parseOurs},
    {"uriparser", &parseUriparser},
    {"boost_url", &parseBoostUrl},
    {"qurl", &parseQUrl},
}};

/// The parsers plus "table" (the scan), by name.
[[nodiscard]] std::optional<Implementation> findImplementation(std::string_view name);

} // namespace uribench
