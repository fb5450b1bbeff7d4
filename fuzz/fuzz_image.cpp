// libFuzzer harness for the image reader of the documents layer (stb_image,
// zxing-cpp): the invariants of fuzz_documents.h, within images of 1
// megapixel: a code's link is a span of its text, its place inside the image.
#include "fuzz_documents.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    uri::documents::Limits limits;
    limits.imagePixels = 1'000'000;
    fuzz::readChecked(fuzz::text(data, size), uri::documents::Format::Image,
                      std::numeric_limits<std::size_t>::max(), limits);
    return 0;
}
