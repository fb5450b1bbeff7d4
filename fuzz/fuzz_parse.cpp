// libFuzzer harness for uri::parse (RFC 3986). Checks the invariants every
// input must keep: §5.3 recomposition gives back the input byte for byte,
// every span lies inside the input and the components come in order.
//
// Build: cmake --preset fuzz && cmake --build --preset fuzz
// Run:   build/fuzz/fuzz/fuzz_parse -max_total_time=60 fuzz/corpus/parse
#include "uriinspector/parse.h"

#include <cstdint>
#include <cstdlib>
#include <string>

namespace {

void check(bool condition)
{
    if (!condition)
        std::abort();
}

void checkSpan(const uri::OptSpan &span, std::size_t size)
{
    if (span)
        check(span->end() <= size);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    const uri::ParseResult r = uri::parse(text);
    check(r.recompose() == text);
    for (const uri::OptSpan &s : {r.scheme, r.authority, r.userinfo, r.user, r.password, r.host,
                                  r.port, uri::OptSpan(r.path), r.query, r.fragment, r.zoneId,
                                  r.ipLiteralAddress}) {
        checkSpan(s, size);
    }
    check(r.hostType.has_value() == r.host.has_value());
    if (r.authority && r.host)
        check(r.authority->contains(*r.host));
    if (r.query)
        check(r.query->offset >= r.path.end());
    check(r.diagnostics.size() <= uri::kMaxDiagnostics + 1);
    for (const uri::Diagnostic &d : r.diagnostics) {
        check(d.span.end() <= size);
        check(!d.message.empty());
    }
    for (const uri::Span &s : uri::pathSegments(r))
        check(r.path.contains(s));
    for (const uri::QueryParam &p : uri::queryParams(r))
        check(r.query->contains(p.whole));
    return 0;
}
