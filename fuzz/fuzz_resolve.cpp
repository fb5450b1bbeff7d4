// libFuzzer harness for uri::resolve() under every generation, with its
// trace. Input: a byte choosing the generation, then "BASE\nREFERENCE".
// Invariants: the last trace row's output is the target; a strict RFC 3986
// target has no "." or ".." segment when the reference has a path (RFC 3986
// §5.2.4 removes them; §5.2.2 copies an empty reference's base path as it
// is); resolveTarget() gives the same target; resolving never throws.
#include "fuzz_support.h"

#include "uriinspector/parse.h"
#include "uriinspector/resolve.h"

namespace {

// Whether a segment of the path of @p r is "." or ".." (RFC 3986 §3.3).
bool hasDotSegment(const uri::ParseResult &r)
{
    for (const uri::Span &s : uri::pathSegments(r)) {
        const std::string_view segment = r.text(s);
        if (segment == "." || segment == "..")
            return true;
    }
    return false;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    std::string_view in = fuzz::text(data, size);
    const uri::Spec spec = fuzz::specOf(in);
    const auto [base, reference] = fuzz::twoTexts(in);
    const uri::ResolveResult r = uri::resolve(base, reference, spec);
    FUZZ_CHECK(uri::resolveTarget(base, reference, spec) == r.target);
    if (!r.target)
        return 0;
    FUZZ_CHECK(!r.trace.empty());
    if (spec == uri::Spec::Rfc3986 && !r.error) {
        const uri::ParseResult ref = uri::parse(reference);
        const uri::ParseResult target = uri::parse(*r.target);
        if (ref.path.length > 0)
            FUZZ_CHECK(!hasDotSegment(target));
    }
    return 0;
}
