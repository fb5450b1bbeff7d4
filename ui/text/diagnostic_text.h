/**
 * @file diagnostic_text.h
 * @brief Translated text for diagnostics, chosen by their stable code.
 *
 * The core's English Diagnostic::message is for the command line and logs;
 * the window never shows it. It shows the translation of the code instead,
 * with the offending characters quoted (escaped, never interpreted).
 */
#pragma once

#include "uriinspector/diagnostic.h"

#include <QCoreApplication>
#include <QString>

#include <string_view>

namespace uri::ui {

class DiagnosticText
{
    Q_DECLARE_TR_FUNCTIONS(uri::ui::DiagnosticText)

public:
    /// The translated message for @p diag over @p input.
    static QString message(const Diagnostic &diag, std::string_view input);
    /// The translated message for @p code, with @p excerpt for "%1".
    static QString message(DiagCode code, const QString &excerpt);
    /// The text for a code that has no translation of its own yet.
    static QString fallback(DiagCode code, const QString &excerpt);
    /// "error", "warning", "info", translated.
    static QString severityName(Severity severity);
};

} // namespace uri::ui
