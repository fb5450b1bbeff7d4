// Resolution and normalization, strings in and a string out, for
// BM_Resolve/<impl>/<file> and BM_Normalize/<impl>/<file>. Every
// implementation parses both strings on every call, as a caller holding two
// strings must, and leaves the result where its library keeps a URI's text.
#include "parsers.h"

#include "uriinspector/normalize.h"
#include "uriinspector/resolve.h"

#include <benchmark/benchmark.h>
#include <boost/url/parse.hpp>
#include <boost/url/url.hpp>
#include <uriparser/Uri.h>

#include <QByteArray>
#include <QString>
#include <QUrl>

#include <string>

namespace uribench {

namespace {

// uriparser: parse one text; false (and nothing to free) when it fails.
bool uriparserParse(UriUriA &uri, std::string_view text)
{
    const char *errorPos = nullptr;
    return uriParseSingleUriExA(&uri, text.data(), text.data() + text.size(), &errorPos)
           == URI_SUCCESS;
}

// uriparser: the text of @p uri, in a string of exactly its size.
std::string uriparserText(const UriUriA &uri)
{
    int chars = 0;
    if (uriToStringCharsRequiredA(&uri, &chars) != URI_SUCCESS)
        return {};
    std::string text(static_cast<std::size_t>(chars) + 1, '\0');
    uriToStringA(text.data(), &uri, chars + 1, nullptr);
    text.resize(static_cast<std::size_t>(chars));
    return text;
}

QUrl qurlOf(std::string_view text)
{
    return QUrl(QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())));
}

} // namespace

bool resolveOurs(std::string_view reference)
{
    std::optional<std::string> target = uri::resolveTarget(kResolveBase, reference);
    benchmark::DoNotOptimize(target);
    return target.has_value();
}

bool resolveOursTraced(std::string_view reference)
{
    uri::ResolveResult result = uri::resolve(kResolveBase, reference);
    benchmark::DoNotOptimize(result);
    return result.target.has_value();
}

bool resolveUriparser(std::string_view reference)
{
    UriUriA base;
    if (!uriparserParse(base, kResolveBase))
        return false;
    UriUriA ref;
    if (!uriparserParse(ref, reference)) {
        uriFreeUriMembersA(&base);
        return false;
    }
    UriUriA target;
    const bool ok = uriAddBaseUriExA(&target, &ref, &base, URI_RESOLVE_STRICTLY) == URI_SUCCESS;
    if (ok) {
        std::string text = uriparserText(target);
        benchmark::DoNotOptimize(text);
        uriFreeUriMembersA(&target);
    }
    uriFreeUriMembersA(&ref);
    uriFreeUriMembersA(&base);
    return ok;
}

bool resolveBoostUrl(std::string_view reference)
{
    const auto base = boost::urls::parse_uri(kResolveBase);
    const auto ref = boost::urls::parse_uri_reference(reference);
    if (!base || !ref)
        return false;
    boost::urls::url target;
    const auto ok = boost::urls::resolve(*base, *ref, target);
    benchmark::DoNotOptimize(target.buffer());
    return ok.has_value();
}

bool resolveQUrl(std::string_view reference)
{
    const QByteArray target = qurlOf(kResolveBase).resolved(qurlOf(reference)).toEncoded();
    benchmark::DoNotOptimize(target);
    return !target.isEmpty();
}

bool normalizeOurs(std::string_view line)
{
    std::string text = uri::normalized(line);
    benchmark::DoNotOptimize(text);
    return true;
}

bool normalizeOursLadder(std::string_view line)
{
    uri::NormalizeResult result = uri::normalize(line);
    benchmark::DoNotOptimize(result);
    return result.valid;
}

bool normalizeUriparser(std::string_view line)
{
    UriUriA uri;
    if (!uriparserParse(uri, line))
        return false;
    const bool ok = uriNormalizeSyntaxA(&uri) == URI_SUCCESS;
    if (ok) {
        std::string text = uriparserText(uri);
        benchmark::DoNotOptimize(text);
    }
    uriFreeUriMembersA(&uri);
    return ok;
}

bool normalizeBoostUrl(std::string_view line)
{
    const auto parsed = boost::urls::parse_uri_reference(line);
    if (!parsed)
        return false;
    boost::urls::url url(*parsed);
    url.normalize();
    benchmark::DoNotOptimize(url.buffer());
    return true;
}

bool normalizeQUrl(std::string_view line)
{
    const QUrl url = qurlOf(line);
    const QByteArray text = url.adjusted(QUrl::NormalizePathSegments).toEncoded();
    benchmark::DoNotOptimize(text);
    return url.isValid();
}

} // namespace uribench
