#include "parsers.h"

#include "uriinspector/charset.h"
#include "uriinspector/parse.h"

#include <benchmark/benchmark.h>
#include <boost/url/parse.hpp>
#include <uriparser/Uri.h>

#include <QString>
#include <QUrl>

namespace uribench {

bool parseOurs(std::string_view line)
{
    uri::ParseResult result = uri::parse(line);
    benchmark::DoNotOptimize(result);
    return result.valid();
}

// uriParseSingleUriExA is uriParseSingleUriA with the end given, so that no
// strlen() is added and, like the others, it gets a pointer and a length.
bool parseUriparser(std::string_view line)
{
    UriUriA uri;
    const char *errorPos = nullptr;
    const int status
        = uriParseSingleUriExA(&uri, line.data(), line.data() + line.size(), &errorPos);
    benchmark::DoNotOptimize(uri);
    benchmark::DoNotOptimize(errorPos);
    if (status != URI_SUCCESS)
        return false; // on failure uriparser has already freed what it allocated
    uriFreeUriMembersA(&uri);
    return true;
}

bool parseBoostUrl(std::string_view line)
{
    auto result = boost::urls::parse_uri_reference(line);
    benchmark::DoNotOptimize(result);
    return result.has_value();
}

bool parseQUrl(std::string_view line)
{
    const QUrl url(QString::fromUtf8(line.data(), static_cast<qsizetype>(line.size())),
                   QUrl::StrictMode);
    const bool valid = url.isValid();
    benchmark::DoNotOptimize(url);
    return valid;
}

bool scanTable(std::string_view line)
{
    std::size_t allowed = 0;
    for (const char c : line)
        allowed
            += (uri::charset::kTable[static_cast<unsigned char>(c)] & uri::charset::kQuery) != 0;
    return allowed == line.size();
}

std::optional<Implementation> findImplementation(std::string_view name)
{
    if (name == "table")
        return Implementation{"table", &scanTable};
    if (name == "analyze")
        return Implementation{"analyze", &analyzeOurs};
    if (name == "whatwg")
        return Implementation{"whatwg", &parseWhatwgOurs};
    for (const Implementation &impl : kParsers) {
        if (impl.name == name)
            return impl;
    }
    const auto prefixed = [name](std::string_view prefix,
                                 const auto &implementations) -> std::optional<Implementation> {
        if (!name.starts_with(prefix))
            return std::nullopt;
        for (const Implementation &impl : implementations) {
            if (impl.name == name.substr(prefix.size()))
                return Implementation{name, impl.parse};
        }
        return std::nullopt;
    };
    if (auto impl = prefixed("resolve/", kResolvers))
        return impl;
    return prefixed("normalize/", kNormalizers);
}

} // namespace uribench
