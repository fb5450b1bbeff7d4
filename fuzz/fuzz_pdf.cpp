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
    const std::string_view in = fuzz::text(data, size);
    fuzz::readChecked(in, uri::documents::Format::Pdf, std::numeric_limits<std::size_t>::max(),
                      limits);
    // its first page drawn small, as the window shows a link on it
    if (const auto page = uri::documents::drawPdfPage(in, 1, 64)) {
        FUZZ_CHECK(page->width >= 1 && page->width <= 64 && page->height >= 1
                   && page->height <= 64);
        FUZZ_CHECK(page->data.size()
                   == static_cast<std::size_t>(page->stride)
                          * static_cast<std::size_t>(page->height));
    }
    return 0;
}
