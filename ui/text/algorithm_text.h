/**
 * @file algorithm_text.h
 * @brief The resolution algorithm of every spec generation as the window
 * shows it: the core's text (uriinspector/algorithm.h), each line tagged
 * with the trace rules that execute it; in Japanese, RFC 3986 in the words
 * of its Japanese translation (docs/specs/rfc3986-ja.txt, embedded as
 * :/specs/rfc3986-ja.txt) where the translation has the passage.
 */
#pragma once

#include "uriinspector/algorithm.h"
#include "uriinspector/spec.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace uri::ui {

class AlgorithmText
{
    Q_DECLARE_TR_FUNCTIONS(uri::ui::AlgorithmText)

public:
    /// The text of @p spec's resolution algorithm; in Japanese (@p japanese)
    /// RFC 3986's text is the translation's where it has the passage.
    [[nodiscard]] static std::vector<AlgorithmLine> lines(Spec spec, bool japanese);
    /// Whether the window's language shows the Japanese texts (a translated marker).
    [[nodiscard]] static bool japanese();
    /// "RFC 3986 §5.2.2-§5.3 (English text)", what the view shows.
    [[nodiscard]] static QString title(Spec spec, bool japanese);
};

} // namespace uri::ui
