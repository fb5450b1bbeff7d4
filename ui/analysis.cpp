#include "analysis.h"

#include <QString>

namespace uri::ui {

namespace {

// RFC 3986 §3.2.2: a reg-name is often a DNS name, labels separated by ".".
std::vector<Span> hostLabelsOf(const ParseResult &r)
{
    std::vector<Span> labels;
    if (!r.host || r.hostType != HostType::RegName || r.host->empty())
        return labels;
    const std::string_view host = r.text(*r.host);
    std::size_t start = 0;
    for (std::size_t i = 0; i <= host.size(); ++i) {
        if (i == host.size() || host[i] == '.') {
            labels.push_back({r.host->offset + start, i - start});
            start = i + 1;
        }
    }
    if (labels.size() < 2)
        labels.clear(); // one label is the host itself
    return labels;
}

// The URL Standard's reading, in the shape of a ParseResult, so that the
// anatomy, the tree and the bytes show the browser's split of the same text:
// each component is the span the basic URL parser read it from (URL Standard
// §4.4); its diagnostics are the Standard's validation errors.
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

// Where the reg-name ends with the registrable domain the security analysis
// found (ASCII, case-insensitively, at a label boundary).
OptSpan registrableDomainOf(const ParseResult &r, const std::optional<security::Analysis> &s)
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
    for (std::size_t i = 0; i < domain.size(); ++i) {
        const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
        if (lower(host[at + i]) != domain[i])
            return std::nullopt;
    }
    return Span{r.host->offset + at, domain.size()};
}

} // namespace

std::shared_ptr<const Analysis> analyze(std::string bytes, Spec spec, std::uint64_t generation)
{
    auto a = std::make_shared<Analysis>();
    a->input = std::make_shared<const std::string>(std::move(bytes));
    a->spec = spec;
    a->generation = generation;
    a->mapping = SpanMapping(*a->input);
    if (!a->input->empty()) {
        // the views every pane shows, whatever the spec selector says
        a->browser = whatwg::parse(*a->input);
        if (a->input->size() <= kMaxDeepAnalysisBytes) {
            a->security = security::analyze(*a->input);
            a->normalized = normalize(*a->input);
        }
    }
    if (spec == Spec::Whatwg) {
        if (!a->browser)
            a->browser = whatwg::parse(*a->input);
        a->result = browserSplit(*a->browser, *a->input);
    } else {
        a->result = parse(*a->input, spec);
    }
    a->segments = pathSegments(a->result);
    a->params = queryParams(a->result);
    a->hostLabels = hostLabelsOf(a->result);
    a->registrableDomain = registrableDomainOf(a->result, a->security);
    for (const Diagnostic &d : a->result.diagnostics) {
        switch (d.severity) {
        case Severity::Error:
            ++a->errors;
            break;
        case Severity::Warning:
            ++a->warnings;
            break;
        case Severity::Info:
            ++a->infos;
            break;
        }
    }
    return a;
}

std::shared_ptr<const Analysis> analyze(const QString &text, Spec spec, std::uint64_t generation)
{
    return analyze(text.toStdString(), spec, generation);
}

} // namespace uri::ui
