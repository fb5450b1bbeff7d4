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

} // namespace

std::shared_ptr<const Analysis> analyze(std::string bytes, Spec spec, std::uint64_t generation)
{
    auto a = std::make_shared<Analysis>();
    a->input = std::make_shared<const std::string>(std::move(bytes));
    a->spec = spec;
    a->generation = generation;
    a->mapping = SpanMapping(*a->input);
    a->supported = parseSupports(spec);
    if (!a->supported)
        return a; // never fake a result for a grammar the core does not have
    a->result = parse(*a->input, spec);
    a->segments = pathSegments(a->result);
    a->params = queryParams(a->result);
    a->hostLabels = hostLabelsOf(a->result);
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
