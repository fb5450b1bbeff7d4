/**
 * @file label_layout.h
 * @brief Where the labels under one row of braces go: an interval layout in
 * stacked sub-rows, each label joined to its brace by a vertical leader.
 *
 * The anatomy draws a brace under each part of the input and its name under
 * the brace, as RFC 3986 §3 draws `\_/ scheme`. Names are often wider than
 * what they name ("segment 2" under ".."), so a name may be moved sideways or
 * down a sub-row, as long as:
 * - no two labels overlap, and no label leaves [minX, maxX];
 * - each label is joined to its brace by a vertical leader that starts inside
 *   the brace and crosses no other label on its way down;
 * - a label that fits nowhere is shortened (the caller elides its text), and
 *   only when not even a short form fits is it left out.
 */
#pragma once

#include <QtGlobal>

#include <functional>
#include <vector>

namespace uri::ui::labels {

/// One brace and the width of its label's text.
struct Brace
{
    qreal x0 = 0;    ///< the brace's left end
    qreal x1 = 0;    ///< its right end
    qreal width = 0; ///< the label's width, padding included
};

struct Placement
{
    bool shown = false; ///< false: no room anywhere, the label is left out
    int row = 0;        ///< the sub-row, 0 right under the braces
    qreal left = 0;     ///< the label's left edge
    qreal width = 0;    ///< its width: the requested one, or less when shortened
    qreal leaderX = 0;  ///< where its leader meets the brace (and the label)
};

/// Shortens label @p index to at most @p room wide; returns the new width,
/// or 0 when no short form is that narrow.
using Shorten = std::function<qreal(std::size_t index, qreal room)>;

inline constexpr int kMaxRows = 8;
/// Space kept between two labels, and between a label and another's leader.
inline constexpr qreal kGap = 4;

/// Places the labels of @p braces (disjoint braces of one tier on one line).
[[nodiscard]] std::vector<Placement> place(const std::vector<Brace> &braces, qreal minX, qreal maxX,
                                           const Shorten &shorten);

} // namespace uri::ui::labels
