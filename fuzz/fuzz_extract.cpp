// libFuzzer harness for uri::extract() (RFC 3986 Appendix C, defanged
// forms). Invariants: every URI's span and defang lies in the text, the URIs
// come in order without overlapping, and none is empty.
#include "fuzz_support.h"

#include "uriinspector/extract.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view in = fuzz::text(data, size);
    std::size_t after = 0;
    for (const uri::ExtractedUri &u : uri::extract(in)) {
        FUZZ_CHECK(u.span.end() <= in.size());
        FUZZ_CHECK(u.span.offset >= after);
        FUZZ_CHECK(!u.uri.empty());
        for (const uri::Span &d : u.defangs)
            FUZZ_CHECK(u.span.contains(d));
        after = u.span.end();
    }
    return 0;
}
