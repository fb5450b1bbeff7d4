/**
 * @file roles.h
 * @brief Every custom item data role of the window's models, in one enum.
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
    /// QVariant of HighlightRanges (widgets/highlight_delegate.h): the marked
    /// ranges of the cell's DisplayRole text.
    HighlightsRole,
    /// int: a security::Risk (a finding, or an extracted link's highest).
    RiskRole,
    /// QString: the URI a row opens as a new inspection, refanged and
    /// decoded: what the pane's openUri() gets.
    OpenUriRole,
    /// bool: the security views of the row's component differ.
    ViewsDifferRole,
    /// int: the readers::Difference of a component cell (Same in the reader
    /// column and in a reading that was not read).
    DifferenceRole,
    /// int: the readers::Outcome of a reader's row.
    OutcomeRole,
    /// QString: the component as the library wrote it, escaped, without a
    /// marker and not cut; an invalid QVariant when it is undefined.
    ValueRole,
    /// QString: the reader's stable id ("curl", "qurl-strict").
    ReaderIdRole,
    /// bool: the step of the resolution trace is the current one.
    CurrentRole,
    /// QString: the stable rule id of a resolution step, "rfc3986-2c".
    RuleIdRole,
    /// bool: a spec's target differs from RFC 3986's.
    DiffersRole,
    /// int: the uri::Spec of the row.
    SpecRole,
    /// bool: the spec's target is the one the example table expects.
    PassRole,
    /// int: the uri::Rung of the row (or of its parent).
    RungRole,
    /// bool: the rung was performed (not §6.2.4).
    PerformedRole,
    /// bool: the rung changed something.
    ChangedRole,
    /// uri::Span of the row in the second reference of a comparison.
    SecondSpanRole,
    /// int: the AlgorithmModel::LineState of a line of an algorithm.
    LineStateRole,
};

/// In ByteKindsRole: a byte that is a delimiter (":", "//", "?", "#", "@").
inline constexpr char kDelimiterKind = static_cast<char>(0x7F);

} // namespace uri::ui
