// The URL Standard §4.5 URL serializer, §4.7 origin, and the getters of the
// URL API (§6.1).
#include "uriinspector/whatwg.h"

namespace uri::whatwg {

namespace {

// URL Standard §4.5 URL path serializer, appended to @p out.
void appendPath(const Url &url, std::string &out)
{
    // 1. an opaque path is returned as it is
    if (url.opaquePath) {
        out += *url.opaquePath;
        return;
    }
    // 3. "/" before each segment: the list path is kept so (whatwg.h)
    out += url.path;
}

std::size_t pathSize(const Url &url)
{
    return url.opaquePath ? url.opaquePath->size() : url.path.size();
}

} // namespace

std::string serializePath(const Url &url)
{
    std::string out;
    out.reserve(pathSize(url));
    appendPath(url, out);
    return out;
}

namespace {

Span spanFrom(const std::string &out, std::size_t begin)
{
    return Span{begin, out.size() - begin};
}

// URL Standard §4.5 URL serializer; where each component went, when asked.
std::string serializeImpl(const Url &url, bool excludeFragment, UrlSpans *where)
{
    std::string out;
    // room for everything but the host's serialization and the port
    out.reserve(url.scheme.size() + 4 + url.username.size() + url.password.size() + 2
                + (url.host && url.host->kind != HostKind::Ipv6 ? url.host->name.size() : 41) + 6
                + 2 + pathSize(url) + (url.query ? url.query->size() + 1 : 0)
                + (url.fragment ? url.fragment->size() + 1 : 0));
    UrlSpans ignored;
    UrlSpans &at = where != nullptr ? *where : ignored;
    // 1. scheme ":"
    out += url.scheme;
    at.scheme = Span{0, url.scheme.size()};
    out += ':';
    // 2. "//" [ username [ ":" password ] "@" ] host [ ":" port ]
    if (url.host) {
        out += "//";
        if (url.includesCredentials()) {
            at.username = Span{out.size(), url.username.size()};
            out += url.username;
            if (!url.password.empty()) {
                out += ':';
                at.password = Span{out.size(), url.password.size()};
                out += url.password;
            }
            out += '@';
        }
        const std::size_t hostBegin = out.size();
        if (url.host->kind == HostKind::Domain || url.host->kind == HostKind::Opaque)
            out += url.host->name; // §3.6: a domain or opaque host serializes as itself
        else
            out += serializeHost(*url.host);
        at.host = spanFrom(out, hostBegin);
        if (url.port) {
            out += ':';
            const std::size_t portBegin = out.size();
            out += std::to_string(*url.port);
            at.port = spanFrom(out, portBegin);
        }
    }
    // 3. "/." keeps a path that begins with an empty segment from reading as
    // an authority ("web+demo:/.//not-a-host/"): a path of more than one
    // segment whose first is empty.
    if (!url.host && !url.opaquePath && url.path.starts_with("//"))
        out += "/.";
    // 4. the path
    const std::size_t pathBegin = out.size();
    appendPath(url, out);
    at.path = spanFrom(out, pathBegin);
    // 5. "?" query
    if (url.query) {
        out += '?';
        at.query = Span{out.size(), url.query->size()};
        out += *url.query;
    }
    // 6. "#" fragment
    if (!excludeFragment && url.fragment) {
        out += '#';
        at.fragment = Span{out.size(), url.fragment->size()};
        out += *url.fragment;
    }
    return out;
}

} // namespace

std::string serialize(const Url &url, bool excludeFragment)
{
    return serializeImpl(url, excludeFragment, nullptr);
}

std::string serialize(const Url &url, UrlSpans &where)
{
    where = UrlSpans{};
    return serializeImpl(url, false, &where);
}

std::string serializeOrigin(const Url &url)
{
    // URL Standard §4.7 origin, serialized as HTML's "serialization of an origin"
    if (url.scheme == "blob") {
        const std::string path = serializePath(url);
        const ParseResult inner = parse(path);
        if (inner.url && (inner.url->scheme == "http" || inner.url->scheme == "https"))
            return serializeOrigin(*inner.url);
        // A file URL's origin is opaque, as is every other.
        return "null";
    }
    if (url.scheme == "ftp" || url.scheme == "http" || url.scheme == "https" || url.scheme == "ws"
        || url.scheme == "wss") {
        std::string out = url.scheme + "://";
        if (url.host)
            out += serializeHost(*url.host);
        if (url.port)
            out += ":" + std::to_string(*url.port);
        return out;
    }
    return "null";
}

UrlFields fields(const Url &url)
{
    UrlFields f;
    f.href = serialize(url);
    f.origin = serializeOrigin(url);
    f.protocol = url.scheme + ":";
    f.username = url.username;
    f.password = url.password;
    if (url.host) {
        f.hostname = serializeHost(*url.host);
        f.host = f.hostname;
        if (url.port)
            f.host += ":" + std::to_string(*url.port);
    }
    if (url.port)
        f.port = std::to_string(*url.port);
    f.pathname = serializePath(url);
    if (url.query && !url.query->empty())
        f.search = "?" + *url.query;
    if (url.fragment && !url.fragment->empty())
        f.hash = "#" + *url.fragment;
    return f;
}

} // namespace uri::whatwg
