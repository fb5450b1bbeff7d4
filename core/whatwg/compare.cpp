// The two views of one input: scheme, host, port and path as RFC 3986 splits
// them (uri::parse) and as the URL Standard parses them, each difference named.
#include "uriinspector/whatwg.h"

#include "text/detail/text.h"
#include "uriinspector/resolve.h"
#include "uriinspector/utf8.h"

#include <algorithm>

namespace uri::whatwg {

namespace {

std::string quoted(std::string_view s)
{
    return "\"" + escapeForDisplay(s) + "\"";
}

std::string quotedOrNone(const std::optional<std::string> &s)
{
    return s ? quoted(std::string_view(*s)) : std::string("none");
}

ViewDifference difference(ViewDifferenceCode code, std::string_view component,
                          std::optional<std::string> rfc, std::optional<std::string> whatwg,
                          std::string message)
{
    return ViewDifference{code, component, std::move(rfc), std::move(whatwg), std::move(message)};
}

} // namespace

std::string_view viewDifferenceName(ViewDifferenceCode code)
{
    switch (code) {
    case ViewDifferenceCode::WhatwgFailure:
        return "whatwg-failure";
    case ViewDifferenceCode::SchemeDiffers:
        return "scheme-differs";
    case ViewDifferenceCode::HostDiffers:
        return "host-differs";
    case ViewDifferenceCode::HostNumeric:
        return "host-numeric";
    case ViewDifferenceCode::HostNormalized:
        return "host-normalized";
    case ViewDifferenceCode::PortDiffers:
        return "port-differs";
    case ViewDifferenceCode::PortNormalized:
        return "port-normalized";
    case ViewDifferenceCode::PathDiffers:
        return "path-differs";
    case ViewDifferenceCode::PathNormalized:
        return "path-normalized";
    }
    return "host-differs";
}

std::vector<ViewDifference> compareViews(const uri::ParseResult &rfc, const ParseResult &whatwg,
                                         CompareParts parts)
{
    std::vector<ViewDifference> out;
    if (!whatwg.url) {
        std::string why;
        for (const Diagnostic &d : whatwg.diagnostics) {
            if (d.severity == Severity::Error)
                why = " (" + std::string(diagCodeName(d.code)) + ")";
        }
        out.push_back(difference(ViewDifferenceCode::WhatwgFailure, "url", std::string(rfc.input),
                                 std::nullopt,
                                 "The URL Standard rejects this input" + why
                                     + ", so a browser does not go anywhere with it; RFC 3986 "
                                       "still splits it into components."));
        return out;
    }
    const Url &url = *whatwg.url;

    // scheme: RFC 3986 §3.1 schemes are case-insensitive; the Standard lowercases
    // (URL Standard §4.4 scheme state), so equal ignoring case is the same scheme.
    if (!rfc.scheme || !uri::detail::equalsI(rfc.text(*rfc.scheme), url.scheme)) {
        const std::optional<std::string> rfcScheme
            = rfc.scheme ? std::optional(uri::detail::asciiLower(rfc.text(*rfc.scheme)))
                         : std::nullopt;
        out.push_back(difference(ViewDifferenceCode::SchemeDiffers, "scheme", rfcScheme, url.scheme,
                                 rfcScheme ? "RFC 3986 reads the scheme " + quotedOrNone(rfcScheme)
                                                 + ", the URL Standard \"" + url.scheme + "\"."
                                           : "RFC 3986 reads no scheme (a relative reference); "
                                             "the URL Standard reads \""
                                                 + url.scheme + "\"."));
    }

    // host: a domain and an opaque host serialize as their name (URL Standard
    // §3.6), compared without a copy when they agree
    const bool sameHost
        = rfc.host && url.host && !rfc.host->empty()
          && (url.host->kind == HostKind::Domain || url.host->kind == HostKind::Opaque)
          && rfc.text(*rfc.host) == url.host->name;
    const std::optional<std::string> rfcHost
        = rfc.host && !sameHost ? std::optional(std::string(rfc.text(*rfc.host))) : std::nullopt;
    const std::optional<std::string> urlHost
        = url.host && !sameHost ? std::optional(serializeHost(*url.host)) : std::nullopt;
    const bool rfcNoHost = !rfcHost || rfcHost->empty();
    const bool urlNoHost = !urlHost || urlHost->empty();
    if (sameHost || (rfcNoHost && urlNoHost)) {
        // "file:/x" and "file:///x": no host either way
    } else if (rfcNoHost || urlNoHost) {
        out.push_back(difference(ViewDifferenceCode::HostDiffers, "host", rfcHost, urlHost,
                                 rfcNoHost ? "RFC 3986 reads no host; the URL Standard (a "
                                             "browser) goes to the host "
                                                 + quotedOrNone(urlHost) + "."
                                           : "RFC 3986 reads the host " + quotedOrNone(rfcHost)
                                                 + "; the URL Standard reads no host."));
    } else if (*rfcHost != *urlHost) {
        const HostResult reparsed = parseHost(*rfcHost, !url.special());
        const bool same = reparsed.host && serializeHost(*reparsed.host) == *urlHost;
        if (same && reparsed.host->kind == HostKind::Ipv4 && rfc.hostType != uri::HostType::IPv4) {
            out.push_back(difference(ViewDifferenceCode::HostNumeric, "host", rfcHost, urlHost,
                                     "RFC 3986 reads the registered name " + quotedOrNone(rfcHost)
                                         + "; the URL Standard reads it as the IPv4 address "
                                         + *urlHost + "."));
        } else if (same) {
            out.push_back(difference(ViewDifferenceCode::HostNormalized, "host", rfcHost, urlHost,
                                     "The same host: the URL Standard writes "
                                         + quotedOrNone(rfcHost) + " as " + quotedOrNone(urlHost)
                                         + "."));
        } else {
            out.push_back(difference(ViewDifferenceCode::HostDiffers, "host", rfcHost, urlHost,
                                     "RFC 3986 reads the host " + quotedOrNone(rfcHost)
                                         + "; the URL Standard (a browser) goes to "
                                         + quotedOrNone(urlHost) + "."));
        }
    }

    // port
    const std::optional<std::string> rfcPort
        = rfc.port ? std::optional(std::string(rfc.text(*rfc.port))) : std::nullopt;
    const std::optional<std::string> urlPort
        = url.port ? std::optional(std::to_string(*url.port)) : std::nullopt;
    if (rfcPort && !rfcPort->empty()) {
        const bool digits = std::all_of(rfcPort->begin(), rfcPort->end(),
                                        [](char c) { return c >= '0' && c <= '9'; });
        std::uint32_t value = 0;
        for (const char c : *rfcPort)
            value = std::min<std::uint32_t>(value * 10 + static_cast<std::uint32_t>(c - '0'),
                                            0x10000);
        const std::optional<std::uint16_t> effective
            = url.port ? url.port : defaultPort(url.scheme);
        if (digits && effective && value == *effective) {
            if (!url.port || *rfcPort != *urlPort) {
                out.push_back(difference(
                    ViewDifferenceCode::PortNormalized, "port", rfcPort, urlPort,
                    url.port ? "The same port, written " + quotedOrNone(rfcPort) + "."
                             : "Port " + *rfcPort
                                   + " is the default port "
                                     "of \""
                                   + url.scheme + "\"; the URL Standard leaves it out."));
            }
        } else {
            out.push_back(difference(ViewDifferenceCode::PortDiffers, "port", rfcPort, urlPort,
                                     "RFC 3986 reads the port " + quotedOrNone(rfcPort)
                                         + "; the URL Standard " + quotedOrNone(urlPort) + "."));
        }
    } else if (url.port) {
        out.push_back(
            difference(ViewDifferenceCode::PortDiffers, "port", rfcPort, urlPort,
                       "RFC 3986 reads no port; the URL Standard reads port " + *urlPort + "."));
    }

    if (parts == CompareParts::WherePathNot)
        return out;
    // path
    const std::string rfcPath(rfc.text(rfc.path));
    const std::string urlPath = serializePath(url);
    if (rfcPath != urlPath) {
        const bool emptyIsSlash = rfcPath.empty() && urlPath == "/" && url.special();
        const std::string rfcNormal = url.opaquePath
                                          ? uri::detail::pctDecode(rfcPath)
                                          : uri::detail::pctDecode(dotSegmentsRemoved(rfcPath));
        if (emptyIsSlash || rfcNormal == uri::detail::pctDecode(urlPath)) {
            out.push_back(difference(ViewDifferenceCode::PathNormalized, "path", rfcPath, urlPath,
                                     "The same path: the URL Standard writes " + quoted(rfcPath)
                                         + " as " + quoted(urlPath) + "."));
        } else {
            out.push_back(difference(ViewDifferenceCode::PathDiffers, "path", rfcPath, urlPath,
                                     "RFC 3986 reads the path " + quoted(rfcPath)
                                         + "; the URL Standard " + quoted(urlPath) + "."));
        }
    }
    return out;
}

std::vector<ViewDifference> compareViews(std::string_view input)
{
    return compareViews(uri::parse(input), parse(input));
}

} // namespace uri::whatwg
