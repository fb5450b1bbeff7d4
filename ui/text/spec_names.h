/**
 * @file spec_names.h
 * @brief The names and one-line descriptions of the spec generations, as the
 * window shows them (one place for every pane).
 */
#pragma once

#include "uriinspector/spec.h"

#include <QCoreApplication>
#include <QString>

namespace uri::ui {

class SpecNames
{
    Q_DECLARE_TR_FUNCTIONS(uri::ui::SpecNames)

public:
    /// "RFC 3986", "RFC 3986 (non-strict)", ..., "WHATWG URL Standard".
    [[nodiscard]] static QString displayName(Spec spec);
    /// The generation in one sentence, with its year, for tooltips.
    [[nodiscard]] static QString description(Spec spec);
};

} // namespace uri::ui
