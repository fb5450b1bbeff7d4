/**
 * @file report.h
 * @brief The current inspection as a report: HTML, Markdown or JSON.
 *
 * A report carries the input, the components with their spans, the
 * diagnostics, the security verdict, destination and findings, the browser's
 * (URL Standard) view and the RFC 3986 §6.2 normalization. Every character
 * that comes from the input is escaped for the format, and control, bidi and
 * invisible characters (and, in HTML and Markdown, every non-ASCII one) are
 * written as visible escapes ("\u{202E}"): the report of a hostile link is
 * safe to open in a browser or an editor.
 */
#pragma once

#include "analysis/analysis.h"

#include <QCoreApplication>
#include <QString>

#include <string_view>

namespace uri::ui {

class Report
{
    Q_DECLARE_TR_FUNCTIONS(uri::ui::Report)

public:
    /// A complete HTML document (UTF-8, no script, a restrictive CSP).
    [[nodiscard]] static QString html(const Analysis &analysis);
    /// CommonMark with GitHub tables; input text in code spans.
    [[nodiscard]] static QString markdown(const Analysis &analysis);
    /// A JSON object; the input exactly ("input") and escaped
    /// ("input_escaped"); undefined components are null. ASCII only.
    [[nodiscard]] static QString json(const Analysis &analysis);

    /// @p text escaped for HTML (& < > " ') with control, bidi and invisible
    /// characters as visible escapes.
    [[nodiscard]] static QString htmlEscaped(const QString &text);
    /// @p text as a Markdown code span: a backtick fence longer than any run
    /// of backticks inside, "|" escaped for tables, controls as escapes.
    [[nodiscard]] static QString markdownCode(const QString &text);
    /// @p text as Markdown text: every ASCII punctuation character that
    /// Markdown could read as markup backslash-escaped.
    [[nodiscard]] static QString markdownText(const QString &text);
};

} // namespace uri::ui
