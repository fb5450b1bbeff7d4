// Images and the 2-D codes they show (QR codes, Data Matrix, Aztec, PDF417):
// decoded by stb_image, read by zxing-cpp, each code's text searched for
// URIs as a text is (docs/documents.md).
#include "documents/detail/context.h"

#include <stb_image.h>

// zxing-cpp 1.4: Result::text() in UTF-8, as the next releases give it
#define ZX_USE_UTF8 1
#include <ZXing/BarcodeFormat.h>
#include <ZXing/DecodeHints.h>
#include <ZXing/ImageView.h>
#include <ZXing/ReadBarcode.h>

#include <algorithm>
#include <climits>
#include <exception>
#include <memory>
#include <string_view>
#include <utility>

namespace uri::documents::detail {

namespace {

ZXing::ImageFormat zxingLayout(Pixels::Layout layout)
{
    switch (layout) {
    case Pixels::Layout::Gray:
        return ZXing::ImageFormat::Lum;
    case Pixels::Layout::Rgb:
        return ZXing::ImageFormat::RGB;
    case Pixels::Layout::Rgba:
        return ZXing::ImageFormat::RGBX;
    case Pixels::Layout::Bgrx:
        break;
    }
    return ZXing::ImageFormat::BGRX;
}

// The bounding box of the code's four corners.
Rect boundingBox(const ZXing::Position &corners)
{
    const auto x = static_cast<double>(corners[0].x);
    const auto y = static_cast<double>(corners[0].y);
    Rect r{x, y, x, y};
    for (const ZXing::PointI &p : corners) {
        r.x1 = std::min<double>(r.x1, p.x);
        r.y1 = std::min<double>(r.y1, p.y);
        r.x2 = std::max<double>(r.x2, p.x);
        r.y2 = std::max<double>(r.y2, p.y);
    }
    return r;
}

// The name of the format of an image's bytes, as CodeImage::format says it.
std::string imageFormat(std::string_view bytes)
{
    if (bytes.starts_with("\x89PNG"))
        return "png";
    if (bytes.starts_with("\xFF\xD8"))
        return "jpeg";
    if (bytes.starts_with("GIF"))
        return "gif";
    return "bmp";
}

// The codes zxing-cpp finds in the image (@p where: "in the image", "on the
// page"). zxing-cpp 1.4 may throw on a damaged image (its Aztec detector
// reads past a row of a few pixels with std::vector::at): the formats are
// then read one at a time, so that one detector's failure costs only its
// own codes, and a notice names each that failed, or says that all did.
ZXing::Results readBarcodes(const ZXing::ImageView &view, const ZXing::DecodeHints &hints,
                            std::string_view where, PartContext &context)
{
    try {
        return ZXing::ReadBarcodes(view, hints);
    } catch (const std::exception &) {
    }
    ZXing::Results all;
    std::vector<std::pair<ZXing::BarcodeFormat, std::string>> failed;
    std::size_t tried = 0;
    for (const ZXing::BarcodeFormat format : hints.formats()) {
        ++tried;
        try {
            ZXing::DecodeHints one = hints;
            one.setFormats(format);
            ZXing::Results found = ZXing::ReadBarcodes(view, one);
            all.insert(all.end(), found.begin(), found.end());
        } catch (const std::exception &e) {
            failed.emplace_back(format, e.what());
        }
    }
    if (failed.size() == tried) {
        context.notice("zxing-cpp failed while looking for codes " + std::string(where) + " ("
                       + failed.front().second + "); no code was read.");
        return all;
    }
    for (const auto &[format, what] : failed) {
        context.notice("zxing-cpp failed while looking for " + std::string(ZXing::ToString(format))
                       + " codes " + std::string(where) + " (" + what
                       + "); codes of the other kinds were looked for.");
    }
    return all;
}

struct StbFree
{
    void operator()(unsigned char *p) const { stbi_image_free(p); }
};

} // namespace

std::vector<std::string> readCodes(const Pixels &pixels, CodeImage image, PartContext &context,
                                   const std::vector<std::string> &skip,
                                   const std::function<Rect(const Rect &)> &onPage)
{
    if (pixels.width <= 0 || pixels.height <= 0)
        return {};
    const ZXing::ImageView view(pixels.data, pixels.width, pixels.height,
                                zxingLayout(pixels.layout), pixels.stride);
    // the codes that hold text: the matrix codes (a linear code holds a
    // number: an article, a parcel)
    const auto hints = ZXing::DecodeHints()
                           .setFormats(ZXing::BarcodeFormat::MatrixCodes)
                           .setTryHarder(true)
                           .setTryRotate(true)
                           .setTryDownscale(true);
    std::vector<std::string> read;
    const std::string_view whereSaid = image.format == "pdf-page" ? "on the page" : "in the image";
    for (const ZXing::Result &code : readBarcodes(view, hints, whereSaid, context)) {
        if (!code.isValid())
            continue;
        std::string text = code.text();
        if (std::find(skip.begin(), skip.end(), text) != skip.end()
            || std::find(read.begin(), read.end(), text) != read.end())
            continue;
        read.push_back(text);
        PartContext own = context;
        own.links = 0;
        image.symbology = ZXing::ToString(code.format());
        image.position = boundingBox(code.position());
        image.text = text;
        own.image = image;
        own.text = text;
        const Rect where = onPage ? onPage(image.position) : image.position;
        own.place = [&where, outer = context.place](LinkRecord &r) {
            r.rect = where;
            if (outer)
                outer(r);
        };
        readText(text, Source::Code, own);
    }
    return read;
}

void readImage(std::string_view bytes, PartContext &context)
{
    if (bytes.size() > INT_MAX) {
        context.notice("The image is larger than 2 GB; it is not decoded.");
        return;
    }
    const auto *data = reinterpret_cast<const stbi_uc *>(bytes.data());
    const int size = static_cast<int>(bytes.size());
    int width = 0;
    int height = 0;
    int channels = 0;
    if (stbi_info_from_memory(data, size, &width, &height, &channels) == 0) {
        context.notice(std::string("The image could not be decoded (") + stbi_failure_reason()
                       + ").");
        return;
    }
    if (width <= 0 || height <= 0) {
        // a GIF may say 0 rows, and stb_image give it a buffer all the same
        context.notice("The image has no pixels (" + std::to_string(width) + "x"
                       + std::to_string(height) + ").");
        return;
    }
    const auto pixels = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
    if (pixels > context.limits->imagePixels) {
        context.notice("The image is " + std::to_string(width) + "x" + std::to_string(height)
                       + " pixels, more than "
                       + std::to_string(context.limits->imagePixels / 1'000'000)
                       + " megapixels; it is not decoded.");
        return;
    }
    // RGBA, laid over white: a code drawn on a transparent background has
    // black (0, 0, 0, 0) around its modules
    std::unique_ptr<unsigned char, StbFree> rgba(
        stbi_load_from_memory(data, size, &width, &height, &channels, 4));
    if (!rgba) {
        context.notice(std::string("The image could not be decoded (") + stbi_failure_reason()
                       + ").");
        return;
    }
    unsigned char *p = rgba.get();
    for (std::size_t i = 0; i < pixels; ++i, p += 4) {
        const unsigned alpha = p[3];
        for (int c = 0; c < 3; ++c)
            p[c] = static_cast<unsigned char>((p[c] * alpha + 255 * (255 - alpha)) / 255);
    }
    CodeImage image;
    image.format = imageFormat(bytes);
    image.width = width;
    image.height = height;
    readCodes(Pixels{rgba.get(), width, height, width * 4, Pixels::Layout::Rgba}, image, context);
}

} // namespace uri::documents::detail
