// This project's own two readings: the URL Standard (what browsers and Node
// implement, core/whatwg) and RFC 3986 under a chosen generation (core/syntax).
#include "readers/detail/reader_kit.h"

#include "uriinspector/parse.h"
#include "uriinspector/whatwg.h"

#include <algorithm>

namespace uri::readers::detail {

namespace {

std::optional<std::string> textOf(const ParseResult &r, const OptSpan &span)
{
    if (!span)
        return std::nullopt;
    return std::string(r.text(*span));
}

// The first error's words: "code (rule, cite): message".
std::string firstError(const std::vector<Diagnostic> &diagnostics)
{
    const auto it = std::find_if(diagnostics.begin(), diagnostics.end(),
                                 [](const Diagnostic &d) { return d.severity == Severity::Error; });
    const Diagnostic &d = it != diagnostics.end() ? *it : diagnostics.front();
    return std::string(diagCodeName(d.code)) + " at " + std::to_string(d.span.offset) + " ("
           + std::string(d.cite) + "): " + d.message;
}

// What the URL Standard's parser made of the text.
Reading whatwgReadingOf(const whatwg::ParseResult &p)
{
    Reading r = whatwgIdentity();
    if (!p.url) {
        fail(r, Outcome::Error,
             p.diagnostics.empty() ? "failure" : "failure: " + firstError(p.diagnostics));
        return r;
    }
    const whatwg::Url &u = *p.url;
    r.part(Component::Scheme) = u.scheme;
    if (u.includesCredentials())
        r.part(Component::Userinfo) = u.username + (u.password.empty() ? "" : ":" + u.password);
    if (u.host)
        r.part(Component::Host) = whatwg::serializeHost(*u.host);
    if (u.port)
        r.part(Component::Port) = std::to_string(*u.port);
    r.part(Component::Path) = whatwg::serializePath(u);
    r.part(Component::Query) = u.query;
    r.part(Component::Fragment) = u.fragment;
    return r;
}

// What uri::parse() made of the text. It never refuses: an invalid
// reference is an Error reading that keeps the split (RFC 3986 Appendix B)
// beside the first error.
Reading rfc3986ReadingOf(const ParseResult &p)
{
    Reading r = rfc3986Identity(p.spec);
    r.part(Component::Scheme) = textOf(p, p.scheme);
    r.part(Component::Userinfo) = textOf(p, p.userinfo);
    r.part(Component::Host) = textOf(p, p.host);
    r.part(Component::Port) = textOf(p, p.port);
    r.part(Component::Path) = std::string(p.text(p.path));
    r.part(Component::Query) = textOf(p, p.query);
    r.part(Component::Fragment) = textOf(p, p.fragment);
    if (!p.valid()) {
        r.outcome = Outcome::Error;
        r.error = firstError(p.diagnostics);
    }
    return r;
}

class WhatwgReader final : public Reader
{
public:
    WhatwgReader()
        : Reader(whatwgIdentity())
    {}

    Reading read(std::string_view text) const override
    {
        return whatwgReadingOf(whatwg::parse(text));
    }
};

class Rfc3986Reader final : public Reader
{
public:
    explicit Rfc3986Reader(Spec spec)
        : Reader(rfc3986Identity(spec))
        , spec_(spec)
    {}

    Reading read(std::string_view text) const override
    {
        return rfc3986ReadingOf(parse(text, spec_));
    }

private:
    Spec spec_;
};

} // namespace

Reading whatwgIdentity()
{
    return makeIdentity("ours", "whatwg", "URL Standard", "URI Inspector", URI_INSPECTOR_VERSION,
                        "the URL Standard's basic URL parser, as browsers and Node run it, "
                        "without a base",
                        true);
}

Reading rfc3986Identity(Spec spec)
{
    if (spec == Spec::Whatwg)
        spec = Spec::Rfc3986;
    return makeIdentity("ours", std::string(spec == Spec::Rfc3986 ? "rfc3986" : specName(spec)),
                        spec == Spec::Rfc3986 ? "RFC 3986" : std::string(specName(spec)),
                        "URI Inspector", URI_INSPECTOR_VERSION,
                        "uri::parse() under " + std::string(specName(spec)));
}

std::unique_ptr<Reader> makeWhatwgReader()
{
    return std::make_unique<WhatwgReader>();
}

std::unique_ptr<Reader> makeRfc3986Reader(Spec spec)
{
    return std::make_unique<Rfc3986Reader>(spec == Spec::Whatwg ? Spec::Rfc3986 : spec);
}

} // namespace uri::readers::detail

namespace uri::readers {

std::vector<Reading> ownReadings(const whatwg::ParseResult &browser, const ParseResult &split)
{
    return {detail::whatwgReadingOf(browser), detail::rfc3986ReadingOf(split)};
}

} // namespace uri::readers
