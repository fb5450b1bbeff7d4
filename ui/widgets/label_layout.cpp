#include "widgets/label_layout.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>
#include <tuple>

namespace uri::ui::labels {

namespace {

struct Interval
{
    qreal lo;
    qreal hi;
};
using IntervalSet = std::vector<Interval>; ///< sorted and disjoint

/// What is left of [lo, hi] once @p taken (sorted by lo, each widened by
/// kGap) is removed.
IntervalSet freePartOf(qreal lo, qreal hi, const std::vector<Interval> &taken)
{
    IntervalSet free;
    qreal from = lo;
    for (const Interval &t : taken) {
        if (t.lo - kGap >= hi)
            break;
        if (t.lo - kGap > from)
            free.push_back({from, t.lo - kGap});
        from = std::max(from, t.hi + kGap);
    }
    if (from < hi)
        free.push_back({from, hi});
    return free;
}

/// How far a leader keeps from the ends of its brace, and from the edges of
/// its label.
qreal braceInset(const Brace &b)
{
    return std::min<qreal>(2, (b.x1 - b.x0) / 2);
}
qreal labelInset(qreal width)
{
    return std::min<qreal>(3, width / 2);
}

struct Candidate
{
    int row;
    qreal left;
    qreal width;
    qreal leaderX;
    qreal cost;
};

class Layout
{
public:
    Layout(const std::vector<Brace> &braces, qreal minX, qreal maxX)
        : m_braces(braces)
        , m_byX(braces.size())
        , m_minX(minX)
        , m_maxX(maxX)
        , m_placed(braces.size(), false)
    {
        std::iota(m_byX.begin(), m_byX.end(), std::size_t{0});
        std::sort(m_byX.begin(), m_byX.end(),
                  [&braces](std::size_t a, std::size_t b) { return braces[a].x0 < braces[b].x0; });
    }

    /// What is left of [minX, maxX] in @p row: room for labels.
    [[nodiscard]] IntervalSet freeIn(int row) const
    {
        if (static_cast<std::size_t>(row) >= m_rows.size())
            return {{m_minX, m_maxX}};
        return freePartOf(m_minX, m_maxX, m_rows[static_cast<std::size_t>(row)]);
    }

    /// What is left of [lo, hi] in rows 0 to @p rows - 1, less @p extra too.
    [[nodiscard]] IntervalSet freeAbove(qreal lo, qreal hi, int rows,
                                        std::optional<Interval> extra = {}) const
    {
        // the few intervals of each row near [lo, hi], by binary search: no
        // interval is wider than a label, at most maxX - minX
        std::vector<Interval> near;
        const std::size_t count = std::min(static_cast<std::size_t>(rows), m_rows.size());
        for (std::size_t r = 0; r < count; ++r) {
            const std::vector<Interval> &row = m_rows[r];
            auto it = std::lower_bound(row.begin(), row.end(), lo - kGap - (m_maxX - m_minX),
                                       [](const Interval &t, qreal x) { return t.lo < x; });
            for (; it != row.end() && it->lo - kGap < hi; ++it) {
                if (it->hi + kGap > lo)
                    near.push_back(*it);
            }
        }
        if (extra)
            near.push_back(*extra);
        std::sort(near.begin(), near.end(),
                  [](const Interval &a, const Interval &b) { return a.lo < b.lo; });
        return freePartOf(lo, hi, near);
    }

    /// Where the leader of brace @p i may pass on its way down to @p row:
    /// its brace less what the rows above hold.
    [[nodiscard]] IntervalSet leaderRoom(std::size_t i, int row,
                                         std::optional<Interval> extra = {}) const
    {
        const Brace &b = m_braces[i];
        const qreal inset = braceInset(b);
        return freeAbove(b.x0 + inset, b.x1 - inset, row, extra);
    }

    /// The places for a label @p width wide in @p row, nearest its centred
    /// place first: in each gap, the nearest and the two farthest.
    [[nodiscard]] std::vector<Candidate> placesIn(std::size_t i, int row, qreal width,
                                                  const IntervalSet &leaders) const
    {
        const Brace &b = m_braces[i];
        const qreal anchor = (b.x0 + b.x1) / 2;
        const qreal preferred = std::clamp(anchor - width / 2, m_minX, m_maxX - width);
        const qreal inset = labelInset(width);
        std::vector<Candidate> out;
        for (const Interval &gap : freeIn(row)) {
            if (gap.hi - gap.lo < width)
                continue;
            for (const Interval &leader : leaders) {
                const qreal lo = std::max(gap.lo, leader.lo - width + inset);
                const qreal hi = std::min(gap.hi - width, leader.hi - inset);
                if (lo > hi)
                    continue;
                const std::size_t first = out.size();
                for (const qreal left : {std::clamp(preferred, lo, hi), lo, hi}) {
                    if (std::any_of(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                                    [left](const Candidate &c) { return c.left == left; }))
                        continue;
                    const qreal leaderX = std::clamp(anchor, std::max(leader.lo, left + inset),
                                                     std::min(leader.hi, left + width - inset));
                    out.push_back({row, left, width, leaderX, std::abs(left - preferred)});
                }
            }
        }
        std::stable_sort(out.begin(), out.end(),
                         [](const Candidate &a, const Candidate &c) { return a.cost < c.cost; });
        return out;
    }

    /// How many braces not yet placed a label of brace @p i at @p c would
    /// leave no room for their leaders in that row, so that their labels
    /// could only go higher.
    [[nodiscard]] int blocked(std::size_t i, const Candidate &c) const
    {
        const Interval label{c.left, c.left + c.width};
        // the braces under the label (disjoint, so sorted by either end)
        auto it = std::lower_bound(m_byX.begin(), m_byX.end(), label.lo - kGap,
                                   [this](std::size_t j, qreal x) { return m_braces[j].x1 < x; });
        int count = 0;
        for (; it != m_byX.end() && m_braces[*it].x0 <= label.hi + kGap; ++it) {
            const std::size_t j = *it;
            if (j == i || m_placed[j])
                continue;
            // not blocked already, but by this label
            if (!leaderRoom(j, c.row + 1).empty() && leaderRoom(j, c.row + 1, label).empty())
                ++count;
        }
        return count;
    }

    /// The lowest row with room for @p width that blocks no other brace;
    /// failing that, the lowest that leaves the braces it blocks as many
    /// rows above it; failing that, the lowest row with room.
    [[nodiscard]] std::optional<Candidate> find(std::size_t i, qreal width) const
    {
        std::optional<Candidate> rowsAbove;
        std::optional<Candidate> fallback;
        for (int row = 0; row < kMaxRows; ++row) {
            const IntervalSet leaders = leaderRoom(i, row);
            if (leaders.empty())
                break; // the rows above close the way down
            for (const Candidate &c : placesIn(i, row, width, leaders)) {
                const int count = blocked(i, c);
                if (count == 0)
                    return c;
                if (!rowsAbove && count <= row)
                    rowsAbove = c;
                if (!fallback)
                    fallback = c;
            }
        }
        return rowsAbove ? rowsAbove : fallback;
    }

    /// The widest rooms a shortened label of brace @p i could take, widest first.
    [[nodiscard]] std::vector<qreal> rooms(std::size_t i) const
    {
        std::vector<qreal> out;
        for (int row = 0; row < kMaxRows; ++row) {
            const IntervalSet leaders = leaderRoom(i, row);
            if (leaders.empty())
                break;
            for (const Interval &gap : freeIn(row)) {
                for (const Interval &leader : leaders) {
                    if (std::min(gap.hi, leader.hi) - std::max(gap.lo, leader.lo) >= 0)
                        out.push_back(gap.hi - gap.lo);
                }
            }
        }
        std::sort(out.begin(), out.end(), std::greater<>());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    }

    void take(std::size_t i, const Candidate &c)
    {
        m_placed[i] = true;
        if (m_rows.size() <= static_cast<std::size_t>(c.row))
            m_rows.resize(static_cast<std::size_t>(c.row) + 1);
        insert(c.row, {c.left, c.left + c.width});
        // the leader crosses the rows above
        for (int r = 0; r < c.row; ++r)
            insert(r, {c.leaderX - 0.5, c.leaderX + 0.5});
    }

private:
    void insert(int row, Interval taken)
    {
        std::vector<Interval> &r = m_rows[static_cast<std::size_t>(row)];
        r.insert(std::upper_bound(r.begin(), r.end(), taken.lo,
                                  [](qreal x, const Interval &t) { return x < t.lo; }),
                 taken);
    }

    const std::vector<Brace> &m_braces;
    std::vector<std::size_t> m_byX; ///< the braces from left to right
    qreal m_minX;
    qreal m_maxX;
    std::vector<bool> m_placed;
    /// what each row holds, labels and leaders, sorted by their left ends
    std::vector<std::vector<Interval>> m_rows;
};

std::vector<Placement> placeFromTheRight(const std::vector<Brace> &braces, qreal minX, qreal maxX,
                                         const Shorten &shorten)
{
    std::vector<Placement> out(braces.size());
    // From the right: a label then tends to start at its brace and run to the
    // right, where the braces to its left leave room for their leaders.
    std::vector<std::size_t> order(braces.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&braces](std::size_t a, std::size_t b) {
        return braces[a].x1 > braces[b].x1;
    });
    Layout layout(braces, minX, maxX);
    for (const std::size_t i : order) {
        qreal width = braces[i].width;
        if (width > maxX - minX)
            width = shorten(i, maxX - minX);
        std::optional<Candidate> c;
        if (width > 0)
            c = layout.find(i, width);
        if (!c) {
            for (const qreal room : layout.rooms(i)) {
                const qreal shorter = room < width || width <= 0 ? shorten(i, room) : 0;
                if (shorter <= 0)
                    continue;
                if ((c = layout.find(i, shorter)))
                    break;
            }
        }
        if (!c)
            continue;
        layout.take(i, *c);
        out[i] = {true, c->row, c->left, c->width, c->leaderX};
    }
    return out;
}

} // namespace

std::vector<Placement> place(const std::vector<Brace> &braces, qreal minX, qreal maxX,
                             const Shorten &shorten)
{
    std::vector<Placement> fromRight = placeFromTheRight(braces, minX, maxX, shorten);
    const auto stacked = [](const std::vector<Placement> &layout) {
        return std::any_of(layout.begin(), layout.end(),
                           [](const Placement &p) { return p.shown && p.row > 0; });
    };
    if (!stacked(fromRight))
        return fromRight;
    // Where labels stack, in reading order if that shows as much: the first
    // part's label the highest ("segment 1" above "segment 2"). That is the
    // layout from the right of the mirror image, each label then running to
    // the left of its brace, where the braces to its right leave room for
    // their leaders.
    std::vector<Brace> mirror(braces.size());
    for (std::size_t i = 0; i < braces.size(); ++i)
        mirror[i] = {-braces[i].x1, -braces[i].x0, braces[i].width};
    std::vector<Placement> reading = placeFromTheRight(mirror, -maxX, -minX, shorten);
    for (Placement &p : reading) {
        p.left = -(p.left + p.width);
        p.leaderX = -p.leaderX;
    }
    // labels shown, of those shown whole, then the fewer sub-rows, then the
    // fewer pairs out of reading order (a label lower than one to its right)
    const auto score = [&braces](const std::vector<Placement> &layout) {
        int shown = 0;
        int whole = 0;
        int rows = 0;
        int inversions = 0;
        for (std::size_t i = 0; i < layout.size(); ++i) {
            if (!layout[i].shown)
                continue;
            ++shown;
            whole += layout[i].width >= braces[i].width ? 1 : 0;
            rows = std::max(rows, layout[i].row + 1);
            for (std::size_t j = 0; j < layout.size(); ++j) {
                inversions += layout[j].shown && braces[j].x0 > braces[i].x0
                                      && layout[j].row < layout[i].row
                                  ? 1
                                  : 0;
            }
        }
        return std::tuple(shown, whole, -rows, -inversions);
    };
    std::vector<Placement> &chosen = score(reading) >= score(fromRight) ? reading : fromRight;
    // the caller's texts as the chosen layout shortened them (the other
    // layout shortened others): each label shortened to its width again
    for (std::size_t i = 0; i < chosen.size(); ++i) {
        if (chosen[i].shown) // a whole one with room to spare: its whole text
            shorten(i, chosen[i].width < braces[i].width ? chosen[i].width : braces[i].width + 1);
    }
    return chosen;
}

} // namespace uri::ui::labels
