// libFuzzer harness for the HTML reader of the documents layer (gumbo):
// the invariants of fuzz_documents.h, and spans inside the page (a page in
// UTF-8 with no other charset declared is read as it is).
#include "fuzz_documents.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    // converted from another charset, a byte becomes at most 3 of UTF-8
    fuzz::readChecked(fuzz::text(data, size), uri::documents::Format::Html, 3 * size + 3);
    return 0;
}
