// libFuzzer harness for the MIME reader of the documents layer (GMime): a
// message, or an mbox when the first byte is odd; the invariants of
// fuzz_documents.h; a message's parts read again (partBytes()).
#include "fuzz_documents.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const bool mbox = (data[0] & 1) != 0;
    // a part is decoded (base64 shrinks, quoted-printable and charsets may
    // grow by 3 at most) from bytes of the input
    const std::string_view in = fuzz::text(data + 1, size - 1);
    fuzz::readChecked(in, mbox ? uri::documents::Format::Mbox : uri::documents::Format::Message,
                      3 * size + 3);
    // a part read again, as the window does to show an attached image or PDF
    if (!mbox) {
        for (const char *path : {"1", "2", "1.2", "2.1.1"}) {
            const auto bytes = uri::documents::partBytes(in, path);
            FUZZ_CHECK(!bytes || bytes->size() <= 3 * size + 3);
        }
    }
    return 0;
}
