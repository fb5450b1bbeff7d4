// libFuzzer harness for uri::resolve() under every generation, with its
// trace. Input: a byte choosing the generation, then "BASE\nREFERENCE".
// Invariants: the last trace row's output is the target; a strict RFC 3986
// target has no "." or ".." segment when the reference has a path (RFC 3986
// §5.2.4 removes them; §5.2.2 copies an empty reference's base path as it
// is); resolving never throws.
#include "fuzz_support.h"

#include "uriinspector/parse.h"
#include "uriinspector/resolve.h"

namespace {

bool hasDotSegment(std::string_view path)
{
    std::size_t start = 0;
    while (start <= path.size()) {
        std::size_t end = path.find('/', start);
        if (end == std::string_view::npos)
            end = path.size();
        const std::string_view segment = path.substr(start, end - start);
        if (segment == "." || segment == "..")
            return true;
        start = end + 1;
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
    if (!r.target)
        return 0;
    fuzz::check(!r.trace.empty());
    if (spec == uri::Spec::Rfc3986 && !r.error) {
        const uri::ParseResult ref = uri::parse(reference);
        const uri::ParseResult target = uri::parse(*r.target);
        if (ref.path.length > 0)
            fuzz::check(!hasDotSegment(target.text(target.path)));
    }
    return 0;
}
