#include "uriinspector/encode.h"

#include "encoding/detail/pct_codec.h"
#include "uriinspector/utf8.h"

namespace uri {

namespace {

// Where each generation defines the rule that a component's characters follow.
std::string_view grammarCite(Component component, Spec spec)
{
    const bool host = component == Component::RegName;
    switch (spec) {
    case Spec::Rfc2396:
        return host ? "RFC 2396 §3.2.2" : "RFC 2396 §2.4";
    case Spec::Draft01:
        return host ? "draft-fielding-url-syntax-01 §4.3.1" : "draft-fielding-url-syntax-01 §2.3";
    case Spec::Rfc1808:
        return host ? "RFC 1738 §3.1" : "RFC 1808 §2.2";
    case Spec::Rfc1630:
        return component == Component::Userinfo ? "RFC 1630 BNF for specific URL schemes"
                                                : "RFC 1630 Conventional URI encoding scheme";
    case Spec::Whatwg:
        return "URL Standard §1.3";
    case Spec::Rfc3986:
    case Spec::Rfc3986NonStrict:
        break;
    }
    return "RFC 3986 §2.1";
}

} // namespace

std::string_view encodeReasonName(EncodeReason reason)
{
    switch (reason) {
    case EncodeReason::NotAllowed:
        return "not-allowed";
    case EncodeReason::Percent:
        return "percent";
    case EncodeReason::NonAscii:
        return "non-ascii";
    case EncodeReason::Latin1:
        return "latin1";
    case EncodeReason::InvalidUtf8:
        return "invalid-utf8";
    case EncodeReason::SpaceAsPlus:
        break;
    }
    return "space-as-plus";
}

EncodeResult encode(std::string_view text, Component component, Spec spec)
{
    EncodeResult r;
    r.component = component;
    r.spec = spec;
    r.encoded.reserve(text.size());
    const bool escapes = hasPercentEncoding(component, spec);
    const std::string_view rule = componentName(component);
    const std::string_view cite = grammarCite(component, spec);
    const bool rfc1630Query = spec == Spec::Rfc1630 && component == Component::Query;

    detail::DiagnosticSink sink(r.diagnostics);
    for (std::size_t i = 0; i < text.size();) {
        const auto b = static_cast<unsigned char>(text[i]);
        EncodedPiece piece;
        piece.span = {i, 1};
        bool unrepresentable = !escapes;
        if (b < 0x80) {
            if (mayStandUnencoded(b, component, spec)) {
                r.encoded += text[i];
                ++i;
                continue;
            }
            if (rfc1630Query && b == ' ') {
                piece.output = "+";
                piece.reason = EncodeReason::SpaceAsPlus;
                unrepresentable = false;
            } else {
                detail::appendPctEncoded(piece.output, b);
                piece.reason = b == '%' ? EncodeReason::Percent : EncodeReason::NotAllowed;
            }
        } else {
            const Utf8Char ch = decodeUtf8(text, i);
            piece.span.length = ch.length;
            if (!ch.valid) {
                detail::appendPctEncoded(piece.output, b);
                piece.reason = EncodeReason::InvalidUtf8;
                sink.add(DiagCode::InvalidUtf8, piece.span, "", "RFC 3629 §4");
            } else if (spec == Spec::Rfc1630 && ch.codePoint <= 0xFF) {
                detail::appendPctEncoded(piece.output, static_cast<unsigned char>(ch.codePoint));
                piece.reason = EncodeReason::Latin1;
            } else {
                for (std::size_t k = 0; k < ch.length; ++k)
                    detail::appendPctEncoded(piece.output, static_cast<unsigned char>(text[i + k]));
                piece.reason = EncodeReason::NonAscii;
                // RFC 1630 has a Latin-1 code only for U+0000 to U+00FF.
                unrepresentable = unrepresentable || spec == Spec::Rfc1630;
            }
        }
        if (unrepresentable) {
            sink.add(DiagCode::EncodeUnrepresentable, piece.span, rule, cite);
        }
        r.encoded += piece.output;
        i = piece.span.end();
        r.pieces.push_back(std::move(piece));
    }
    sink.finish(text, &detail::describeEncoding);
    return r;
}

} // namespace uri
