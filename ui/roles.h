/**
 * @file roles.h
 * @brief The custom item data roles of the models in ui/models/.
 *
 * Views and delegates read these roles only; they never call the core and
 * never look at the input text to find structure in it.
 */
#pragma once

#include "uriinspector/span.h"

#include <QMetaType>
#include <Qt>

Q_DECLARE_METATYPE(uri::Span)

namespace uri::ui {

enum Role {
    /// uri::Span (QVariant::fromValue) of the item in the input bytes; an
    /// invalid QVariant when the item is undefined (no span at all).
    SpanRole = Qt::UserRole + 1,
    /// QString: the stable diagnostic code ("path-char", see diagnostic.h).
    CodeRole,
    /// int: a uri::Severity of a diagnostic.
    SeverityRole,
    /// QString: the citation, e.g. "RFC 3986 §3.3".
    CiteRole,
    /// QString: the ABNF rule a diagnostic refers to, e.g. "segment".
    RuleRole,
    /// int: the PartKind of a component tree node (part_kind.h).
    KindRole,
    /// bool: whether the component is defined (undefined is not empty).
    DefinedRole,
    /// QByteArray: for a row of the byte model, the PartKind of each byte,
    /// or kDelimiterKind for a delimiter that belongs to no component.
    ByteKindsRole,
};

/// In ByteKindsRole: a byte that is a delimiter (":", "//", "?", "#", "@").
inline constexpr char kDelimiterKind = static_cast<char>(0x7F);

} // namespace uri::ui
