// Writes the PDF, image and QR code samples of tests/data/documents/ (see
// its README.md): phishing-shaped documents after published patterns (an
// invoice whose link shows one address and goes to another, a QR code that
// hides its address), made here so that every byte of them is known.
//
//   make_document_samples DIR
//
// The codes are encoded by zxing-cpp's MultiFormatWriter, the images
// written by stb_image_write; the PDFs are written by hand after ISO
// 32000-1 (§7.5 file structure, §12.5.6.5 link annotations, §8.9 images).
#define ZX_USE_UTF8 1
#include <ZXing/BarcodeFormat.h>
#include <ZXing/BitMatrix.h>
#include <ZXing/MultiFormatWriter.h>

#include <stb_image_write.h>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

namespace {

// The code's modules, one byte each (0 dark, 255 light), @p scale pixels a
// module, with a quiet zone of 4 modules.
struct Gray
{
    int width = 0;
    std::vector<unsigned char> pixels;
};

Gray encode(ZXing::BarcodeFormat format, const std::string &text, int scale)
{
    const ZXing::BitMatrix m = ZXing::MultiFormatWriter(format).setMargin(0).encode(text, 0, 0);
    const int quiet = 4;
    const int side = std::max(m.width(), m.height()) + 2 * quiet;
    Gray g{side * scale,
           std::vector<unsigned char>(static_cast<std::size_t>(side * scale * side * scale), 255)};
    for (int y = 0; y < m.height(); ++y)
        for (int x = 0; x < m.width(); ++x)
            if (m.get(x, y))
                for (int dy = 0; dy < scale; ++dy)
                    for (int dx = 0; dx < scale; ++dx)
                        g.pixels[static_cast<std::size_t>(((y + quiet) * scale + dy) * g.width
                                                          + (x + quiet) * scale + dx)]
                            = 0;
    return g;
}

bool writeFile(const std::string &path, const std::string &bytes)
{
    std::ofstream out(path, std::ios::binary);
    out << bytes;
    return static_cast<bool>(out);
}

// A PDF of the given objects (each "<< ... >>" or a stream, numbered from 1),
// object 1 the catalog.
std::string pdf(const std::vector<std::string> &objects)
{
    std::string out = "%PDF-1.7\n%\xE2\xE3\xCF\xD3\n";
    std::vector<std::size_t> offsets;
    for (std::size_t i = 0; i < objects.size(); ++i) {
        offsets.push_back(out.size());
        out += std::to_string(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
    }
    const std::size_t xref = out.size();
    out += "xref\n0 " + std::to_string(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (const std::size_t o : offsets) {
        char line[21];
        std::snprintf(line, sizeof line, "%010zu 00000 n \n", o);
        out += line;
    }
    out += "trailer\n<< /Size " + std::to_string(objects.size() + 1)
           + " /Root 1 0 R >>\nstartxref\n" + std::to_string(xref) + "\n%%EOF\n";
    return out;
}

std::string stream(const std::string &dictionary, const std::string &data)
{
    return "<< " + dictionary + " /Length " + std::to_string(data.size()) + " >>\nstream\n" + data
           + "\nendstream";
}

// A line of text at (x, y), in Helvetica 12.
std::string textAt(double x, double y, const std::string &text)
{
    return "BT /F1 12 Tf " + std::to_string(x) + " " + std::to_string(y) + " Td (" + text
           + ") Tj ET\n";
}

// The code drawn as squares of @p module points, its top left at (x, top).
std::string drawnCode(const std::string &text, double x, double top, double module)
{
    const ZXing::BitMatrix m
        = ZXing::MultiFormatWriter(ZXing::BarcodeFormat::QRCode).setMargin(0).encode(text, 0, 0);
    std::string ops = "0 g\n";
    for (int r = 0; r < m.height(); ++r)
        for (int c = 0; c < m.width(); ++c)
            if (m.get(c, r))
                ops += std::to_string(x + c * module) + " " + std::to_string(top - (r + 1) * module)
                       + " " + std::to_string(module) + " " + std::to_string(module) + " re f\n";
    return ops;
}

std::string invoicePdf()
{
    const Gray qr
        = encode(ZXing::BarcodeFormat::QRCode, "https://pay.example-invoice.top/qr/42", 4);
    const std::string page1 = textAt(72, 770, "Invoice 42 - payment due")
                              + textAt(72, 700, "https://www.paypal.com/invoice")
                              + textAt(72, 650, "Questions: https://help.example.com/faq")
                              + textAt(72, 600, "Open the attachment")
                              + "q 144 0 0 144 400 80 cm /Im1 Do Q\n";
    const std::string page2 = textAt(72, 770, "Or scan this code:")
                              + drawnCode("https://drawn.example.net/pay", 200, 600, 5);
    const std::string image(qr.pixels.begin(), qr.pixels.end());
    return pdf({
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R"
        " /Resources << /Font << /F1 7 0 R >> /XObject << /Im1 8 0 R >> >>"
        " /Annots [9 0 R 10 0 R] >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 6 0 R"
        " /Resources << /Font << /F1 7 0 R >> >> >>",
        stream("", page1),
        stream("", page2),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        stream("/Type /XObject /Subtype /Image /Width " + std::to_string(qr.width) + " /Height "
                   + std::to_string(qr.width) + " /ColorSpace /DeviceGray /BitsPerComponent 8",
               image),
        "<< /Type /Annot /Subtype /Link /Rect [70 695 260 712] /Border [0 0 0]"
        " /A << /S /URI /URI (https://paypal.com.account-verify.top/invoice?id=42) >> >>",
        "<< /Type /Annot /Subtype /Link /Rect [70 595 200 612] /Border [0 0 0]"
        " /A << /S /Launch /F (payload.exe) >> >>",
    });
}

std::string base64(const std::string &bytes)
{
    static const char *digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    for (std::size_t i = 0; i < bytes.size(); i += 3) {
        const auto byte = [&bytes](std::size_t at) {
            return at < bytes.size() ? static_cast<unsigned>(static_cast<unsigned char>(bytes[at]))
                                     : 0U;
        };
        const unsigned v = byte(i) << 16U | byte(i + 1) << 8U | byte(i + 2);
        out += digits[(v >> 18) & 63];
        out += digits[(v >> 12) & 63];
        out += i + 1 < bytes.size() ? digits[(v >> 6) & 63] : '=';
        out += i + 2 < bytes.size() ? digits[v & 63] : '=';
        if ((i / 3 + 1) % 19 == 0)
            out += "\n";
    }
    return out + "\n";
}

void appendBytes(void *context, void *data, int size)
{
    static_cast<std::string *>(context)->append(static_cast<const char *>(data),
                                                static_cast<std::size_t>(size));
}

std::string png(const Gray &g)
{
    std::string out;
    stbi_write_png_to_func(&appendBytes, &out, g.width, g.width, 1, g.pixels.data(), g.width);
    return out;
}

// A QR-code phishing mail ("quishing"): the code is an inline image the
// HTML shows by its Content-ID, the invoice a PDF attachment.
std::string qrMail(const std::string &qrPng, const std::string &invoice)
{
    return "From: \"Microsoft 365\" <no-reply@m365-security-check.top>\n"
           "To: victim@example.com\n"
           "Subject: Action required: re-validate your MFA\n"
           "Date: Tue, 01 Dec 2026 09:00:00 +0000\n"
           "Message-ID: <qr-1@m365-security-check.top>\n"
           "MIME-Version: 1.0\n"
           "Content-Type: multipart/mixed; boundary=\"outer\"\n\n"
           "--outer\n"
           "Content-Type: multipart/related; boundary=\"inner\"\n\n"
           "--inner\n"
           "Content-Type: text/html; charset=utf-8\n\n"
           "<html><body><p>Scan the code with your phone to keep access.</p>\n"
           "<img src=\"cid:code@m365\" alt=\"\"></body></html>\n"
           "--inner\n"
           "Content-Type: image/png; name=\"code.png\"\n"
           "Content-Transfer-Encoding: base64\n"
           "Content-ID: <code@m365>\n"
           "Content-Disposition: inline; filename=\"code.png\"\n\n"
           + base64(qrPng)
           + "--inner--\n"
             "--outer\n"
             "Content-Type: application/pdf; name=\"invoice.pdf\"\n"
             "Content-Transfer-Encoding: base64\n"
             "Content-Disposition: attachment; filename=\"invoice.pdf\"\n\n"
           + base64(invoice) + "--outer--\n";
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::cerr << "usage: make_document_samples DIR\n";
        return 2;
    }
    const std::string dir = std::string(argv[1]) + "/";
    bool ok = true;

    const Gray phish
        = encode(ZXing::BarcodeFormat::QRCode, "https://paypal.com.account-verify.top/qr?id=7", 4);
    const std::string phishPng = png(phish);
    ok = writeFile(dir + "qr_phish.png", phishPng) && ok;

    // the modules opaque black, the rest transparent black (0, 0, 0, 0)
    std::vector<unsigned char> rgba;
    for (const unsigned char v : phish.pixels)
        rgba.insert(rgba.end(), {0, 0, 0, static_cast<unsigned char>(255 - v)});
    std::string transparent;
    stbi_write_png_to_func(&appendBytes, &transparent, phish.width, phish.width, 4, rgba.data(),
                           phish.width * 4);
    ok = writeFile(dir + "qr_transparent.png", transparent) && ok;

    const Gray menu = encode(ZXing::BarcodeFormat::QRCode,
                             "Our menu: https://menu.example.com/today and the wifi", 6);
    std::string jpeg;
    stbi_write_jpg_to_func(&appendBytes, &jpeg, menu.width, menu.width, 1, menu.pixels.data(), 85);
    ok = writeFile(dir + "qr_menu.jpg", jpeg) && ok;

    const Gray matrix = encode(ZXing::BarcodeFormat::DataMatrix, "https://example.org/dm", 5);
    std::string bmp;
    stbi_write_bmp_to_func(&appendBytes, &bmp, matrix.width, matrix.width, 1, matrix.pixels.data());
    ok = writeFile(dir + "datamatrix.bmp", bmp) && ok;

    const std::string invoice = invoicePdf();
    ok = writeFile(dir + "invoice.pdf", invoice) && ok;
    ok = writeFile(dir + "invoice_truncated.pdf", invoice.substr(0, invoice.size() * 6 / 10)) && ok;
    ok = writeFile(dir + "qr_mail.eml", qrMail(phishPng, invoice)) && ok;
    if (!ok)
        std::cerr << "make_document_samples: cannot write to " << dir << "\n";
    return ok ? 0 : 1;
}
