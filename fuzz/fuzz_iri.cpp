// libFuzzer harness for the IRI mappings of RFC 3987. Invariants:
// - §3.1 gives ASCII, and leaves an ASCII input as it is;
// - the pieces of either mapping lie in the input, in order, apart;
// - §3.2 then §3.1 keeps the octets that the URI's triplets stand for
//   (decoding a triplet and encoding the character again changes at most
//   the case of its hex digits, RFC 3986 §2.1);
// - §3.2 of an ASCII URI is UTF-8 with no bidi formatting or invisible
//   character decoded into it (§3.2 step 4, §4.1).
#include "fuzz_support.h"

#include "text/detail/text.h"

#include "uriinspector/iri.h"
#include "uriinspector/percent.h"
#include "uriinspector/utf8.h"

namespace {

void checkPieces(const uri::IriResult &r, std::size_t size)
{
    std::size_t from = 0;
    for (const uri::IriPiece &p : r.pieces) {
        FUZZ_CHECK(p.span.offset >= from && p.span.end() <= size);
        from = p.span.end();
    }
    for (const uri::Diagnostic &d : r.diagnostics)
        FUZZ_CHECK(d.span.end() <= size);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view in = fuzz::text(data, size);

    const uri::IriResult toUri = uri::iriToUri(in);
    checkPieces(toUri, in.size());
    FUZZ_CHECK(uri::detail::isAscii(toUri.output));
    if (uri::detail::isAscii(in))
        FUZZ_CHECK(toUri.output == in);

    const uri::IriResult toIri = uri::uriToIri(in);
    checkPieces(toIri, in.size());
    if (uri::detail::isAscii(in)) {
        FUZZ_CHECK(uri::isValidUtf8(toIri.output));
        for (std::size_t i = 0; i < toIri.output.size();) {
            const uri::Utf8Char c = uri::decodeUtf8(toIri.output, i);
            FUZZ_CHECK(!uri::isBidiOrInvisible(c.codePoint));
            i += c.length;
        }
        const uri::IriResult back = uri::iriToUri(toIri.output);
        FUZZ_CHECK(uri::percentDecode(back.output) == uri::percentDecode(in));
    }
    return 0;
}
