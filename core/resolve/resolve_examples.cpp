// The resolution examples of RFC 3986 §5.4 and draft-fielding-url-syntax-01
// Appendix C, as the documents print them: resources/resolve/examples.tsv,
// embedded at build time.
#include "uriinspector/resolve_examples.h"

#include <span>
#include <utility>

namespace uri::detail {
// cmake/EmbedFiles.cmake
std::span<const std::pair<std::string_view, std::string_view>> embeddedResolutionExamples();
} // namespace uri::detail

namespace uri {

namespace {

constexpr std::string_view kCurrentDocument = "(current document)";

// The next tab-separated field of @p line, removed from it.
std::string_view nextField(std::string_view &line)
{
    const std::size_t tab = line.find('\t');
    const std::string_view field = line.substr(0, tab);
    line = tab == std::string_view::npos ? std::string_view() : line.substr(tab + 1);
    return field;
}

// The rows of examples.tsv whose document is @p id; the file is the
// project's own, so a malformed row is a build mistake, kept out.
std::vector<ResolutionExample> examplesOf(std::string_view id)
{
    std::vector<ResolutionExample> out;
    std::string_view text = detail::embeddedResolutionExamples().front().second;
    bool header = true;
    while (!text.empty()) {
        const std::size_t newline = text.find('\n');
        std::string_view line = text.substr(0, newline);
        text = newline == std::string_view::npos ? std::string_view() : text.substr(newline + 1);
        if (line.empty() || line.front() == '#' || std::exchange(header, false))
            continue;
        if (nextField(line) != id)
            continue;
        ResolutionExample example;
        example.section = nextField(line);
        example.reference = nextField(line);
        example.expected = nextField(line);
        if (const std::string_view alternative = nextField(line); !alternative.empty())
            example.alternative = std::string(alternative);
        out.push_back(std::move(example));
    }
    return out;
}

} // namespace

const ResolutionBatch &ResolutionBatch::rfc3986()
{
    static const ResolutionBatch batch{"rfc3986", "RFC 3986 §5.4.1, §5.4.2", "http://a/b/c/d;p?q",
                                       examplesOf("rfc3986")};
    return batch;
}

const ResolutionBatch &ResolutionBatch::draft01()
{
    // "Content-Base: http://a/b/c/d;p?q"
    static const ResolutionBatch batch{"draft01", "draft-fielding-url-syntax-01 Appendix C",
                                       "http://a/b/c/d;p?q", examplesOf("draft01")};
    return batch;
}

bool ResolutionExample::passes(const ResolveResult &result, std::string_view base) const
{
    if (!result.target)
        return false;
    const std::string &target = *result.target;
    if (target == expected || (alternative && target == *alternative))
        return true;
    if (!expectsCurrentDocument())
        return false;
    // "(current document)#s": the document itself, with that fragment
    const std::string_view fragment = std::string_view(expected).substr(kCurrentDocument.size());
    const std::string_view document = base.substr(0, base.find('#'));
    if (target == std::string(document) + std::string(fragment))
        return true;
    const std::size_t hash = target.find('#');
    const std::string_view own
        = hash == std::string::npos ? std::string_view() : std::string_view(target).substr(hash);
    return result.sameDocument && own == fragment;
}

bool ResolutionExample::expectsCurrentDocument() const
{
    return expected.rfind(kCurrentDocument, 0) == 0;
}

} // namespace uri
