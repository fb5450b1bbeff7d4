// The Context of one analysis: where findings go, and the computations
// that several checks share (decoded components, parameters, places).
#include "security/detail/registry.h"
#include "security/detail/security_context.h"
#include "text/detail/text.h"
#include "uriinspector/utf8.h"

#include <algorithm>

namespace uri::security::detail {

namespace {

// The parameters of @p span of @p text: split at "&" and ";", every piece
// kept (an empty one too), the key form-decoded and lower-cased.
std::vector<Param> paramsOf(std::string_view text, const OptSpan &span)
{
    std::vector<Param> params;
    if (!span || span->empty())
        return params;
    const std::string_view s = span->in(text);
    std::size_t begin = 0;
    while (true) {
        std::size_t end = begin;
        while (end < s.size() && s[end] != '&' && s[end] != ';')
            ++end;
        const std::string_view piece = s.substr(begin, end - begin);
        const std::size_t eq = piece.find('=');
        Param p;
        p.whole = {span->offset + begin, piece.size()};
        p.key = {span->offset + begin, std::min(eq, piece.size())};
        if (eq != std::string_view::npos)
            p.value = Span{span->offset + begin + eq + 1, piece.size() - eq - 1};
        p.name = uri::detail::pctDecode(p.key.in(text), true);
        for (char &c : p.name) // lower case in place, not in a second copy
            c = uri::detail::asciiLower(c);
        params.push_back(std::move(p));
        if (end == s.size())
            break;
        begin = end + 1;
    }
    return params;
}

} // namespace

Context::Context(std::string_view text_, const uri::ParseResult &rv_,
                 const whatwg::ParseResult &wv_, const SecurityData &data_,
                 const AnalyzeOptions &options_, Assessment &out_)
    : text(text_)
    , data(data_)
    , index(SecurityIndex::of(data_))
    , options(options_)
    , out(out_)
    , whole{0, text_.size()}
    , rv(rv_)
    , wv(wv_)
{}

Span Context::map(Span span) const
{
    if (identity)
        return {base + span.offset, span.length};
    return whole;
}

void Context::add(Check check, Risk severity, Span span, const Message &message, Details arguments,
                  Details details, View view)
{
    // A bound on hostile input: a text with 100,000 invisible characters gets
    // the first kMaxPerCheck findings of U7, and a note that there were more.
    std::uint16_t &count = counts[static_cast<std::size_t>(check) % kCheckCount];
    if (count >= kMaxPerCheck) {
        out.findingsLimited = true;
        return;
    }
    ++count;
    const Registered &info = registered(check);
    Finding f;
    f.check = check;
    f.id = info.id;
    f.name = info.slug;
    f.severity = severity;
    f.span = map(span);
    f.cite = info.cite;
    // the values go into sentences that are printed: nothing in them may
    // act on a terminal or a label (escapeUnsafe() leaves escapes as they are)
    for (auto &[key, value] : arguments) {
        if (!std::all_of(value.begin(), value.end(), [](char c) { return c >= 0x20 && c < 0x7F; }))
            value = escapeUnsafe(value);
    }
    f.message = formatMessage(message.text, arguments);
    f.messageId = message.id;
    f.messageTemplate = message.text;
    f.arguments = std::move(arguments);
    f.details = std::move(details);
    f.view = view;
    f.nested = path;
    out.findings.push_back(std::move(f));
}

bool Context::has(Check check) const
{
    for (std::size_t i = firstFinding; i < out.findings.size(); ++i) {
        if (out.findings[i].check == check && out.findings[i].nested == path)
            return true;
    }
    return false;
}

const std::string &Context::decoded(Span span)
{
    for (const auto &[s, d] : shared.decoded) {
        if (s == span)
            return d;
    }
    shared.decoded.emplace_front(span, uri::detail::pctDecode(span.in(text)));
    return shared.decoded.front().second;
}

const std::vector<Param> &Context::queryParams()
{
    if (!shared.queryParams)
        shared.queryParams = paramsOf(text, rv.query);
    return *shared.queryParams;
}

const std::vector<Param> &Context::fragmentParams()
{
    if (!shared.fragmentParams) {
        // a single-page application's route: "#/login?next=...", the
        // parameters after its "?"
        OptSpan params = rv.fragment;
        if (params) {
            const std::string_view f = params->in(text);
            const std::size_t q = f.find('?');
            if (q != std::string_view::npos && q < f.find('='))
                params = Span{params->offset + q + 1, params->length - q - 1};
        }
        shared.fragmentParams = paramsOf(text, params);
    }
    return *shared.fragmentParams;
}

const std::string &Context::valueOf(const Param &param) const
{
    if (!param.decodedValue) {
        param.decodedValue
            = param.value ? uri::detail::pctDecode(param.value->in(text), true) : std::string();
    }
    return *param.decodedValue;
}

std::uint16_t Context::schemeClass()
{
    if (!shared.schemeClass)
        shared.schemeClass = data.schemeClass(scheme);
    return *shared.schemeClass;
}

// ---------------------------------------------------------------------------
// Places

std::string_view whereName(Where where)
{
    switch (where) {
    case Where::Userinfo:
        return "userinfo";
    case Where::Host:
        return "host";
    case Where::Path:
        return "path";
    case Where::Query:
        return "query";
    case Where::Fragment:
        return "fragment";
    case Where::Other:
        break;
    }
    return "text";
}

Where Places::at(std::size_t offset) const
{
    for (const auto &[where, span] : components) {
        if (span && offset >= span->offset && offset < span->end())
            return where;
    }
    return Where::Other;
}

Places rfc3986Places(const Context &ctx)
{
    return {{{{Where::Userinfo, ctx.rv.userinfo},
              {Where::Host, ctx.rv.host},
              {Where::Path, ctx.rv.path},
              {Where::Query, ctx.rv.query},
              {Where::Fragment, ctx.rv.fragment}}}};
}

Places displayPlaces(const Context &ctx)
{
    const OptSpan userinfo = whatwgUserinfo(ctx);
    return {{{{Where::Host, ctx.host.span},
              {Where::Userinfo, userinfo ? userinfo : ctx.rv.userinfo},
              {Where::Path, ctx.rv.path},
              {Where::Query, ctx.rv.query},
              {Where::Fragment, ctx.rv.fragment}}}};
}

OptSpan whatwgUserinfo(const Context &ctx)
{
    const OptSpan &user = ctx.wv.spans.username;
    const OptSpan &password = ctx.wv.spans.password;
    if (!user && !password)
        return std::nullopt;
    const Span a = user.value_or(*password);
    const Span b = password.value_or(a);
    return Span{a.offset, b.end() - a.offset};
}

std::string hexOctet(unsigned char octet, std::string_view prefix)
{
    std::string triplet; // "%XX" (RFC 3986 §2.1)
    uri::detail::appendPctEncoded(triplet, octet);
    return std::string(prefix) + triplet.substr(1);
}

} // namespace uri::security::detail
