// libFuzzer harness for uri::normalize() and uri::compare(). Invariants:
// normalizing twice gives what normalizing once gave (RFC 3986 §6.2.2 is a
// normal form); normalized() gives the ladder's result; every text is equivalent to itself; the
// normal form of a valid reference is valid.
#include "fuzz_support.h"

#include "uriinspector/normalize.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view in = fuzz::text(data, size);
    const uri::NormalizeResult once = uri::normalize(in);
    FUZZ_CHECK(uri::normalized(in) == once.normalized);
    const uri::NormalizeResult twice = uri::normalize(once.normalized);
    FUZZ_CHECK(twice.normalized == once.normalized);
    if (once.valid)
        FUZZ_CHECK(twice.valid);
    FUZZ_CHECK(uri::compare(in, in).equivalent);
    return 0;
}
