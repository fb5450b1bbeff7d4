// libFuzzer harness for the PDF reader of the documents layer (poppler): the
// invariants of fuzz_documents.h, within 4 pages and images of 1 megapixel
// (a page is drawn at up to 4), so that an input of a few KB that declares
// 500 pages stays a fraction of a second.
#include "fuzz_documents.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    uri::documents::Limits limits;
    limits.pdfPages = 4;
    limits.imagePixels = 1'000'000;
    // a page's text may be longer than the input (a compressed stream)
    fuzz::readChecked(fuzz::text(data, size), uri::documents::Format::Pdf,
                      std::numeric_limits<std::size_t>::max(), limits);
    return 0;
}
