// The one diagnostic sink (syntax/detail/diagnostic_sink.h).
#include "syntax/detail/diagnostic_sink.h"

#include <algorithm>
#include <utility>

namespace uri::detail {

bool isRunCode(DiagCode code)
{
    switch (code) {
    // the grammars of every generation: a character the rule does not allow
    case DiagCode::NonAscii:
    case DiagCode::InvalidUtf8:
    case DiagCode::ControlChar:
    case DiagCode::Whitespace:
    case DiagCode::SchemeChar:
    case DiagCode::UserinfoChar:
    case DiagCode::RegNameChar:
    case DiagCode::PortChar:
    case DiagCode::PathChar:
    case DiagCode::QueryChar:
    case DiagCode::FragmentChar:
    case DiagCode::Ipv6Char:
    // the URL Standard
    case DiagCode::WhatwgInvalidUrlUnit:
    case DiagCode::WhatwgDomainPercentEncoded:
    // the encoding views, the encoder and IRIs
    case DiagCode::DoubleEncoding:
    case DiagCode::DecodedInvalidUtf8:
    case DiagCode::DecodedControl:
    case DiagCode::DecodedBidiOrInvisible:
    case DiagCode::PctEncodedUnreserved:
    case DiagCode::PctEncodedDelimiter:
    case DiagCode::PctEncodedLowercase:
    case DiagCode::EncodeUnrepresentable:
    case DiagCode::IriNotUcschar:
    case DiagCode::IriPrivateUse:
    case DiagCode::IriBidiFormat:
        return true;
    default:
        return false;
    }
}

void DiagnosticSink::add(DiagCode code, Span span, std::string_view rule, std::string_view cite,
                         std::string message)
{
    if (!m_out.empty() && isRunCode(code)) {
        Diagnostic &prev = m_out.back();
        if (prev.code == code && prev.rule == rule && prev.span.end() == span.offset
            && prev.message == message) {
            prev.span.length += span.length;
            return;
        }
    }
    if (m_out.size() >= kMaxDiagnostics) {
        ++m_dropped;
        return;
    }
    if (m_out.capacity() == 0)
        m_out.reserve(4);
    m_out.push_back({diagCodeInfo(code).severity, code, span, rule, cite, std::move(message)});
}

void DiagnosticSink::add(Diagnostic diag)
{
    if (m_out.size() >= kMaxDiagnostics) {
        ++m_dropped;
        return;
    }
    m_out.push_back(std::move(diag));
}

void DiagnosticSink::finish(std::string_view text, Describer describe)
{
    if (m_dropped > 0) {
        const std::size_t from = m_out.empty() ? 0 : m_out.back().span.end();
        const std::size_t to = std::max(from, text.size());
        m_out.push_back({Severity::Info, DiagCode::TooManyDiagnostics, Span{from, to - from}, "",
                         "",
                         "After " + std::to_string(kMaxDiagnostics) + " diagnostics, "
                             + std::to_string(m_dropped) + " more were found and not recorded."});
        m_dropped = 0;
    }
    if (describe == nullptr)
        return;
    for (Diagnostic &d : m_out) {
        if (d.message.empty())
            d.message = describe(d, text);
    }
}

} // namespace uri::detail
