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
/// uri::derive(line): the parse and the RFC 3986 derivation (grammar.h);
/// true when the grammar matches the line (bench_analyze.cpp).
bool deriveOurs(std::string_view line);
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
/// The base of BM_Resolve: RFC 3986 §5.4's, against which every line of a
/// file is resolved as a reference.
inline constexpr std::string_view kResolveBase = "http://a/b/c/d;p?q";

// Resolution and normalization, strings in and a string out (bench_transform.cpp).

/// uri::resolveTarget(base, reference): the target alone.
bool resolveOurs(std::string_view reference);
/// uri::resolve(base, reference): the target with its trace and notes.
bool resolveOursTraced(std::string_view reference);
/// Both parsed (uriParseSingleUriExA), uriAddBaseUriExA (strict),
/// uriToStringA, uriFreeUriMembersA (uriparser 0.9).
bool resolveUriparser(std::string_view reference);
/// parse_uri, parse_uri_reference, boost::urls::resolve into a url (Boost.URL 1.81).
bool resolveBoostUrl(std::string_view reference);
/// QUrl(base).resolved(QUrl(reference)).toEncoded() (Qt 6).
bool resolveQUrl(std::string_view reference);
/// uri::normalized(line): the normalized text alone.
bool normalizeOurs(std::string_view line);
/// uri::normalize(line): the whole ladder, every rung's result and changes.
bool normalizeOursLadder(std::string_view line);
/// uriParseSingleUriExA, uriNormalizeSyntaxA (every part), uriToStringA.
bool normalizeUriparser(std::string_view line);
/// url(parse_uri_reference(line)).normalize() (Boost.URL 1.81).
bool normalizeBoostUrl(std::string_view line);
/// QUrl(line).adjusted(QUrl::NormalizePathSegments).toEncoded() (Qt 6).
bool normalizeQUrl(std::string_view line);

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

/// The resolvers compared: BM_Resolve/<name>/<file>.
inline constexpr std::array<Implementation, 5> kResolvers{{
    {"ours", &resolveOurs},
    {"ours_traced", &resolveOursTraced},
    {"uriparser", &resolveUriparser},
    {"boost_url", &resolveBoostUrl},
    {"qurl", &resolveQUrl},
}};

/// The normalizers compared: BM_Normalize/<name>/<file>.
inline constexpr std::array<Implementation, 5> kNormalizers{{
    {"ours", &normalizeOurs},
    {"ours_ladder", &normalizeOursLadder},
    {"uriparser", &normalizeUriparser},
    {"boost_url", &normalizeBoostUrl},
    {"qurl", &normalizeQUrl},
}};

/// The parsers plus "table" (the scan), "analyze", "whatwg", and
/// "resolve/<name>" and "normalize/<name>", by name.
[[nodiscard]] std::optional<Implementation> findImplementation(std::string_view name);

} // namespace uribench
