// One inspection of one input (uriinspector/inspection.h).
#include "uriinspector/inspection.h"

#include "text/detail/text.h"

#include <algorithm>

namespace uri {

namespace {

// Where the reg-name ends with the registrable domain the security analysis
// found (ASCII, case-insensitively, at a label boundary).
OptSpan registrableDomainOf(const ParseResult &r, const std::optional<security::Assessment> &s)
{
    if (!s || !s->destination.registrableDomain || !r.host || r.hostType != HostType::RegName)
        return std::nullopt;
    const std::string_view host = r.text(*r.host);
    const std::string &domain = *s->destination.registrableDomain;
    if (domain.empty() || domain.size() > host.size())
        return std::nullopt;
    const std::size_t at = host.size() - domain.size();
    if (at > 0 && host[at - 1] != '.')
        return std::nullopt;
    if (!detail::equalsI(host.substr(at), domain))
        return std::nullopt;
    return Span{r.host->offset + at, domain.size()};
}

} // namespace

ParseResult browserSplit(const whatwg::ParseResult &view, std::string_view input)
{
    ParseResult r;
    r.input = input;
    r.spec = Spec::Whatwg;
    const whatwg::UrlSpans &s = view.spans;
    r.scheme = s.scheme;
    r.user = s.username;
    r.password = s.password;
    if (s.username || s.password) {
        const Span first = s.username ? *s.username : *s.password;
        const Span last = s.password ? *s.password : *s.username;
        r.userinfo = Span{first.offset, last.end() - first.offset};
    }
    r.host = s.host;
    r.port = s.port;
    // the authority: from the first to the last of userinfo, host and port
    std::optional<std::size_t> from;
    std::size_t to = 0;
    for (const OptSpan &part : {r.userinfo, r.host, r.port}) {
        if (!part)
            continue;
        from = from ? std::min(*from, part->offset) : part->offset;
        to = std::max(to, part->end());
    }
    if (from)
        r.authority = Span{*from, to - *from};
    if (r.host && view.url && view.url->host) {
        switch (view.url->host->kind) {
        case whatwg::HostKind::Ipv4:
            r.hostType = HostType::IPv4;
            break;
        case whatwg::HostKind::Ipv6:
            r.hostType = HostType::IPv6;
            if (r.host->length >= 2)
                r.ipLiteralAddress = Span{r.host->offset + 1, r.host->length - 2};
            break;
        default:
            r.hostType = HostType::RegName;
            break;
        }
    } else if (r.host) {
        r.hostType = HostType::RegName;
    }
    // the path is always defined in a ParseResult: an empty one where the input has none
    const std::size_t pathAt = s.path        ? s.path->offset
                               : r.authority ? r.authority->end()
                               : r.scheme    ? r.scheme->end() + 1
                                             : view.kept.offset;
    r.path = s.path ? *s.path : Span{std::min(pathAt, input.size()), 0};
    r.query = s.query;
    r.fragment = s.fragment;
    if (r.scheme)
        r.form = r.fragment ? Form::UriWithFragment : Form::AbsoluteUri;
    else if (r.authority)
        r.form = Form::NetworkPath;
    else if (r.path.length > 0)
        r.form = input[r.path.offset] == '/' ? Form::AbsolutePath : Form::RelativePath;
    r.diagnostics = view.diagnostics;
    return r;
}

const ResolveResult *Inspection::resolution(Spec which) const
{
    for (const ResolveResult &r : resolutions) {
        if (r.spec == which)
            return &r;
    }
    return nullptr;
}

Inspection inspect(std::string bytes, const InspectOptions &options)
{
    Inspection in;
    in.input = std::make_shared<const std::string>(std::move(bytes));
    in.spec = options.spec;
    const std::string_view text = *in.input;

    // Each view once.
    if ((!text.empty() && options.browser) || options.spec == Spec::Whatwg)
        in.browser = whatwg::parse(text);
    if (options.spec == Spec::Whatwg)
        in.syntax = browserSplit(*in.browser, text);
    else
        in.syntax = parse(text, options.spec);
    if (options.spec != Spec::Rfc3986 && options.spec != Spec::Rfc3986NonStrict)
        in.rfc3986Split = parse(text);

    in.segments = pathSegments(in.syntax);
    in.params = queryParams(in.syntax);
    in.hostLabels = hostLabels(in.syntax);
    for (const Diagnostic &d : in.syntax.diagnostics) {
        switch (d.severity) {
        case Severity::Error:
            ++in.errors;
            break;
        case Severity::Warning:
            ++in.warnings;
            break;
        case Severity::Info:
            ++in.infos;
            break;
        }
    }

    // The analyses, on the parsed views.
    in.deep = text.size() <= options.maxDeepBytes;
    if (in.deep && options.security) {
        if (!in.browser)
            in.browser = whatwg::parse(text);
        security::AnalyzeOptions analyzeOptions;
        analyzeOptions.data = options.data;
        analyzeOptions.blocklists = options.blocklists;
        analyzeOptions.versions = options.dataVersions;
        if (options.base && !options.base->empty())
            analyzeOptions.base = *options.base; // the page the link is on
        in.security = security::analyze(in.rfc3986(), *in.browser, analyzeOptions);
    }
    if (in.deep && options.normalization)
        in.normalization = normalize(in.rfc3986());
    in.registrableDomain = registrableDomainOf(in.syntax, in.security);

    if (options.base) {
        in.base = options.base;
        if (!text.empty() && !options.base->empty() && text.size() <= options.maxResolveBytes
            && options.base->size() <= options.maxResolveBytes) {
            in.resolutions = resolveWithBrowser(*options.base, text);
        }
    }
    return in;
}

ResolveResult resolveBrowser(std::string_view base, std::string_view reference)
{
    const whatwg::ParseResult parsedBase = whatwg::parse(base);
    if (!parsedBase.url)
        return resolveBrowser(base, reference, parsedBase, whatwg::ParseResult{});
    return resolveBrowser(base, reference, parsedBase, whatwg::parse(reference, &*parsedBase.url));
}

ResolveResult resolveBrowser(std::string_view base, std::string_view reference,
                             const whatwg::ParseResult &parsedBase,
                             const whatwg::ParseResult &parsed)
{
    ResolveResult r;
    r.base = std::string(base);
    r.reference = std::string(reference);
    r.spec = Spec::Whatwg;
    if (!parsedBase.url) {
        const Diagnostic *d = whatwg::failureCause(parsedBase);
        r.error = ResolveError{
            ResolveErrorCode::InvalidBase,
            d != nullptr ? d->cite : std::string_view("URL Standard §4.4"),
            "The URL Standard rejects the base"
                + (d != nullptr ? " (" + std::string(diagCodeName(d->code)) + "): " + d->message
                                : std::string("."))};
        return r;
    }
    if (!parsed.url) {
        const Diagnostic *d = whatwg::failureCause(parsed);
        r.error = ResolveError{
            ResolveErrorCode::InvalidReference,
            d != nullptr ? d->cite : std::string_view("URL Standard §4.4"),
            d != nullptr ? d->message : std::string("The URL Standard rejects the reference.")};
        return r;
    }
    r.target = whatwg::serialize(*parsed.url);
    r.sameDocument
        = whatwg::serialize(*parsed.url, true) == whatwg::serialize(*parsedBase.url, true);
    return r;
}

std::vector<ResolveResult> resolveWithBrowser(std::string_view base, std::string_view reference)
{
    std::vector<ResolveResult> all = resolveEverySpec(base, reference);
    all.push_back(resolveBrowser(base, reference));
    return all;
}

} // namespace uri
