// libFuzzer harness for the link-security analysis. Invariants: every
// finding's span lies in the input and its message is not empty; the spans
// to isolate and escape lie in it too; a verdict exactly when there is a
// finding.
#include "fuzz_support.h"

#include "uriinspector/security.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view in = fuzz::text(data, size);
    uri::security::AnalyzeOptions options;
    options.versions = false;
    const uri::security::Assessment a = uri::security::analyze(in, options);
    for (const uri::security::Finding &f : a.findings) {
        FUZZ_CHECK(f.span.end() <= in.size());
        FUZZ_CHECK(!f.message.empty());
        FUZZ_CHECK(!f.id.empty());
    }
    FUZZ_CHECK(a.verdict.has_value() == !a.findings.empty());
    for (const uri::Span &s : a.display.isolate)
        FUZZ_CHECK(s.end() <= in.size());
    for (const uri::Span &s : a.display.escape)
        FUZZ_CHECK(s.end() <= in.size());
    for (const uri::security::NestedUrl &n : a.nested)
        FUZZ_CHECK(n.span.end() <= in.size());
    return 0;
}
