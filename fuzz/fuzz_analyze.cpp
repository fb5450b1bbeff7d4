// libFuzzer harness for the link-security analysis. Invariants: every
// finding's span lies in the input and its message is not empty; the spans
// to isolate and escape lie in it too; a verdict exactly when there is a
// finding. For one input in eight (by its length, up to 1 KiB: the
// inspection costs three analyses' time under the sanitizers), the
// inspection's JSON written as text is, byte for byte, what json::dump()
// writes of its tree.
#include "fuzz_support.h"

#include "uriinspector/inspection.h"
#include "uriinspector/json.h"
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

    if (size % 8 != 0 || size > 1024)
        return 0;
    uri::InspectOptions inspectOptions;
    inspectOptions.dataVersions = false;
    const uri::Inspection inspection = uri::inspect(std::string(in), inspectOptions);
    std::string text;
    uri::appendInspectionJson(inspection, text);
    FUZZ_CHECK(text
               == uri::inspectionJson(inspection)
                      .dump(-1, ' ', false, uri::Json::error_handler_t::replace));
    return 0;
}
