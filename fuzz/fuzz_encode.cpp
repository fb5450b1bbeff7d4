// libFuzzer harness for percent-encoding and its views. For each component
// under RFC 3986 and RFC 2396, decode(encode(s)) is s (RFC 3986 §2.1: "%"
// itself is data and is encoded). The URL Standard's sets leave "%" as it
// is, so there only the pieces' spans are checked. The view of the whole
// input as each component (percentView) covers it character by character;
// its first layer is the input, its second the input decoded once (§2.4),
// each further layer shorter than the one before, at most kMaxDecodeLayers;
// its UTF-8 reading covers the decoded octets. decodeComponents() views the
// components in order, each inside the input, and so does plainView().
#include "fuzz_support.h"

#include "uriinspector/encode.h"
#include "uriinspector/percent.h"

namespace {

void checkView(std::string_view in, uri::Component component, uri::Spec spec)
{
    const uri::PercentView v = uri::percentView(in, uri::Span{0, in.size()}, component, spec);
    std::size_t at = 0;
    for (const uri::CharView &c : v.chars) {
        FUZZ_CHECK(c.span.offset == at && c.span.length > 0);
        at = c.span.end();
    }
    FUZZ_CHECK(at == in.size());
    FUZZ_CHECK(v.layers.size() >= 2 && v.layers.size() <= uri::kMaxDecodeLayers);
    FUZZ_CHECK(v.layers[0].octets == in);
    FUZZ_CHECK(v.layers[1].octets == v.octets && v.octets == uri::percentDecode(in));
    for (std::size_t i = 2; i < v.layers.size(); ++i)
        FUZZ_CHECK(v.layers[i].octets.size() < v.layers[i - 1].octets.size());
    for (const uri::DecodeLayer &layer : v.layers)
        for (const uri::Span &s : layer.decoded)
            FUZZ_CHECK(s.end() <= in.size());
    std::size_t offset = 0;
    for (const uri::DecodedChar &c : v.text) {
        FUZZ_CHECK(c.offset == offset && c.span.end() <= in.size());
        offset += c.length;
    }
    FUZZ_CHECK(offset == v.octets.size());
    for (const uri::Diagnostic &d : v.diagnostics)
        FUZZ_CHECK(d.span.end() <= in.size());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view in = fuzz::text(data, size);
    std::size_t from = 0;
    for (const uri::PercentView &v : uri::decodeComponents(in).views) {
        FUZZ_CHECK(v.span.offset >= from && v.span.end() <= in.size());
        from = v.span.end();
    }
    const uri::ParseResult parsed = uri::parse(in);
    for (const uri::PlainComponent c :
         {uri::PlainComponent::Scheme, uri::PlainComponent::Port, uri::PlainComponent::IpHost}) {
        const uri::PercentView v = uri::plainView(parsed, c);
        std::size_t at = v.span.offset;
        for (const uri::CharView &ch : v.chars) {
            FUZZ_CHECK(ch.span.offset == at);
            at = ch.span.end();
        }
        FUZZ_CHECK(at == v.span.end() && at <= in.size());
    }
    for (const uri::Spec spec : {uri::Spec::Rfc3986, uri::Spec::Rfc2396, uri::Spec::Whatwg}) {
        for (const uri::Component component : uri::kAllComponents) {
            const uri::EncodeResult e = uri::encode(in, component, spec);
            if (spec != uri::Spec::Whatwg)
                FUZZ_CHECK(uri::percentDecode(e.encoded) == in);
            for (const uri::EncodedPiece &p : e.pieces)
                FUZZ_CHECK(p.span.end() <= in.size());
            checkView(in, component, spec);
        }
    }
    return 0;
}
