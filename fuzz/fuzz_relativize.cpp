// libFuzzer harness for uri::relativize(): "BASE\nTARGET". Invariant: a
// reference it gives resolves against the base to the target (RFC 3986
// §5.2), in both modes.
#include "fuzz_support.h"

#include "uriinspector/resolve.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const auto [base, target] = fuzz::twoTexts(fuzz::text(data, size));
    for (const uri::RelativizeMode mode :
         {uri::RelativizeMode::Shortest, uri::RelativizeMode::PreferRelativePath}) {
        const uri::RelativizeResult r = uri::relativize(base, target, mode);
        if (!r.reference)
            continue;
        const uri::ResolveResult back = uri::resolve(base, *r.reference);
        FUZZ_CHECK(back.target.has_value());
        FUZZ_CHECK(*back.target == target);
    }
    return 0;
}
