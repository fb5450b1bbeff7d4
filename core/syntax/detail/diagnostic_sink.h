/**
 * @file diagnostic_sink.h
 * @brief The one place where diagnostics are collected: every grammar, the
 * URL Standard's parser and the encoding views report through a
 * DiagnosticSink, so that runs merge and the cap holds the same way for all.
 */
#pragma once

#include "uriinspector/diagnostic.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace uri::detail {

/**
 * @brief Appends diagnostics to a vector that the caller owns.
 *
 * - A diagnostic of a code that describes a run of characters (an invalid
 *   character, invalid UTF-8, a lowercase triplet, ...) that starts where the
 *   previous one of the same code, rule and message ends makes that one
 *   longer instead: "a b c" has one Whitespace diagnostic per space, "a   b"
 *   one for the three.
 * - At most kMaxDiagnostics are kept, so that memory stays linear in the
 *   input whatever it holds; finish() adds one TooManyDiagnostics with the
 *   number of the others.
 */
class DiagnosticSink
{
public:
    /// Writes the English message of a diagnostic over the text its spans refer to.
    using Describer = std::string (*)(const Diagnostic &diag, std::string_view text);

    explicit DiagnosticSink(std::vector<Diagnostic> &out)
        : m_out(out)
    {}

    /// Report @p code on @p span with the code's own severity.
    void add(DiagCode code, Span span, std::string_view rule, std::string_view cite,
             std::string message = {});

    /// Report a diagnostic made elsewhere (no merging; the cap holds).
    void add(Diagnostic diag);

    /// Call once at the end: the TooManyDiagnostics summary if some were
    /// dropped (its span runs from the last one kept to the end of @p text),
    /// then, with @p describe, the message of every diagnostic that has none.
    void finish(std::string_view text, Describer describe = nullptr);

    [[nodiscard]] std::vector<Diagnostic> &diagnostics() { return m_out; }

private:
    std::vector<Diagnostic> &m_out;
    std::size_t m_dropped = 0;
};

/// Whether diagnostics of @p code describe runs of characters (see DiagnosticSink).
[[nodiscard]] bool isRunCode(DiagCode code);

} // namespace uri::detail
