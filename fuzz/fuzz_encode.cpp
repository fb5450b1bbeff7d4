// libFuzzer harness for percent-encoding. For each component under RFC 3986
// and RFC 2396, decode(encode(s)) is s (RFC 3986 §2.1: "%" itself is data
// and is encoded). The URL Standard's sets leave "%" as it is, so there only
// the pieces' spans are checked.
#include "fuzz_support.h"

#include "uriinspector/encode.h"
#include "uriinspector/percent.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view in = fuzz::text(data, size);
    for (const uri::Spec spec : {uri::Spec::Rfc3986, uri::Spec::Rfc2396, uri::Spec::Whatwg}) {
        for (const uri::Component component : uri::kAllComponents) {
            const uri::EncodeResult e = uri::encode(in, component, spec);
            if (spec != uri::Spec::Whatwg)
                fuzz::check(uri::percentDecode(e.encoded) == in);
            for (const uri::EncodedPiece &p : e.pieces)
                fuzz::check(p.span.end() <= in.size());
        }
    }
    return 0;
}
