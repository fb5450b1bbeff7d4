// libFuzzer harness for the URL Standard's parser, without and with a base
// ("INPUT\nBASE"). Invariants: every validation error's span lies in the
// input; where the fast path takes the input, it gives what the state
// machine gives (URL, spans, validation errors), and it takes the same
// inputs with the same results whether it scans sixteen bytes at a time or a
// byte or two at a time; a URL's href parses again
// to a URL whose href is the same (URL Standard §4.5: serializing is
// idempotent).
#include "fuzz_support.h"

#include "uriinspector/whatwg.h"
#include "whatwg/detail/whatwg_internal.h"

#include <string>

namespace {

void checkReparse(const uri::whatwg::ParseResult &r)
{
    if (!r.url)
        return;
    const std::string href = uri::whatwg::serialize(*r.url);
    const uri::whatwg::ParseResult again = uri::whatwg::parse(href);
    FUZZ_CHECK(again.url.has_value());
    FUZZ_CHECK(uri::whatwg::serialize(*again.url) == href);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view in = fuzz::text(data, size);
    const uri::whatwg::ParseResult alone = uri::whatwg::parse(in);
    for (const uri::Diagnostic &d : alone.diagnostics)
        FUZZ_CHECK(d.span.end() <= in.size());
    FUZZ_CHECK(uri::whatwg::consistencyError(alone).empty());
    uri::whatwg::ParseResult fast;
    const bool took = uri::whatwg::detail::parseFast(in, fast);
    uri::whatwg::ParseResult bytes;
    FUZZ_CHECK(uri::whatwg::detail::parseFast(in, bytes, uri::whatwg::detail::FastScans::Bytes)
               == took);
    if (took) {
        FUZZ_CHECK(fast.url == bytes.url);
        FUZZ_CHECK(fast.spans == bytes.spans);
        FUZZ_CHECK(fast.diagnostics == bytes.diagnostics);
        const uri::whatwg::ParseResult machine = uri::whatwg::detail::parseStateMachine(in);
        FUZZ_CHECK(fast.url == machine.url);
        FUZZ_CHECK(fast.spans == machine.spans);
        FUZZ_CHECK(fast.kept == machine.kept);
        FUZZ_CHECK(fast.diagnostics == machine.diagnostics);
        FUZZ_CHECK(fast.displayHost() == machine.displayHost());
    }
    checkReparse(alone);
    const auto [input, base] = fuzz::twoTexts(in);
    checkReparse(uri::whatwg::parseWithBase(input, base));
    return 0;
}
