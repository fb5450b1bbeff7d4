// libFuzzer harness for UTS #46 processing of a host (ICU). The first byte
// picks the options. Invariants:
// - every label and diagnostic lies in the host, the labels in order;
// - a host processed without error has an ASCII form (ToASCII) that is
//   processed again without error to itself, and whose ToUnicode is the
//   host's (UTS #46 §4.2, §4.3: ToASCII is idempotent, and ToUnicode of
//   either form is the same). Not when that form holds a "%": the host is
//   percent-decoded first (RFC 3986 §3.2.2), and would be decoded twice.
#include "fuzz_support.h"

#include "text/detail/text.h"
#include "uriinspector/idna.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    std::string_view in = fuzz::text(data, size);
    uri::IdnaOptions options;
    if (!in.empty()) {
        const auto bits = static_cast<unsigned char>(in.front());
        options.transitional = (bits & 1) != 0;
        options.checkBidi = (bits & 2) != 0;
        options.checkJoiners = (bits & 4) != 0;
        options.checkContextO = (bits & 8) != 0;
        options.useStd3Rules = (bits & 16) != 0;
        in.remove_prefix(1);
    }

    const uri::IdnaResult r = uri::idnaHost(in, options);
    std::size_t from = 0;
    for (const uri::IdnaLabel &label : r.labels) {
        FUZZ_CHECK(label.span.offset >= from && label.span.end() <= in.size());
        from = label.span.end();
    }
    for (const uri::Diagnostic &d : r.diagnostics)
        FUZZ_CHECK(d.span.end() <= in.size());

    if (r.ok() && r.ascii.find('%') == std::string::npos) {
        FUZZ_CHECK(uri::detail::isAscii(r.ascii));
        const uri::IdnaResult again = uri::idnaHost(r.ascii, options);
        FUZZ_CHECK(again.ok());
        FUZZ_CHECK(again.ascii == r.ascii);
        FUZZ_CHECK(again.unicode == r.unicode);
    }
    return 0;
}
