/**
 * @file resolution_support.h
 * @brief What the window does for a Resolution pane that a test shows on its
 * own: the window owns the base (MainWindow::setBase()), shows it on the
 * pane's line and inspects the input against it; the pane only shows the
 * inspection's resolutions.
 */
#pragma once

#include "analysis/analysis.h"
#include "common/span_mapping.h"
#include "panes/resolution/resolution_pane.h"

#include <QString>

#include <optional>
#include <string>

namespace uri::ui::test {

/// Give @p pane the base @p base as the window does: on its line, and its
/// input inspected again against it (as Analyzer::request() does).
inline void setBase(ResolutionPane &pane, const QString &base)
{
    pane.setBase(base);
    const Analysis &shown = *pane.analysis();
    pane.setAnalysis(
        analyze(std::string(shown.bytes()), shown.spec, 0,
                base.isEmpty() ? std::nullopt : std::optional(SpanMapping::inputBytes(base))));
}

/// Inspect @p reference against the base @p pane shows, as the window does
/// when the input changes.
inline void setReference(ResolutionPane &pane, std::string reference, Spec spec = Spec::Rfc3986)
{
    const QString base = pane.base();
    pane.setAnalysis(
        analyze(std::move(reference), spec, 0,
                base.isEmpty() ? std::nullopt : std::optional(SpanMapping::inputBytes(base))));
}

inline void setReference(ResolutionPane &pane, const char *reference, Spec spec = Spec::Rfc3986)
{
    setReference(pane, std::string(reference), spec);
}

inline void setReference(ResolutionPane &pane, const QString &reference, Spec spec = Spec::Rfc3986)
{
    setReference(pane, SpanMapping::inputBytes(reference), spec);
}

} // namespace uri::ui::test
