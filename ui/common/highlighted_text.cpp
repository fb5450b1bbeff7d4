#include "common/highlighted_text.h"

#include "common/display_cells.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace uri::ui {

HighlightedText highlightedText(std::string_view bytes, const std::vector<Span> &marks,
                                std::size_t maxBytes)
{
    HighlightedText out;
    // The shown range of each mark comes from the cells its ends fall in:
    // the byte offsets asked about, sorted, are answered in one walk.
    struct Query
    {
        std::size_t byte; ///< the cell holding this byte, or the first after it
        qsizetype start;  ///< where that cell starts in the shown text
        qsizetype end;    ///< and where it ends
    };
    std::vector<Query> queries;
    queries.reserve(2 * marks.size());
    for (const Span &mark : marks) {
        if (mark.offset > bytes.size())
            continue;
        queries.push_back({mark.offset, -1, -1});
        if (!mark.empty())
            queries.push_back({std::min(mark.end(), bytes.size()) - 1, -1, -1});
    }
    std::sort(queries.begin(), queries.end(),
              [](const Query &a, const Query &b) { return a.byte < b.byte; });
    std::size_t next = 0;
    // the bytes shown: a character across the cut is shown whole
    std::size_t shownBytes = 0;
    forEachDisplayCell(
        bytes, std::min(maxBytes, bytes.size()), false, [&](const DisplayCell &cell) {
            shownBytes = cell.bytes.end();
            const qsizetype start = out.text.size();
            out.text += cell.text;
            for (; next < queries.size() && queries[next].byte < cell.bytes.end(); ++next) {
                queries[next].start = start;
                queries[next].end = out.text.size();
            }
        });
    for (; next < queries.size(); ++next) // at the end, or past what is shown
        queries[next].start = queries[next].end = out.text.size();
    const auto answer = [&queries](std::size_t byte) {
        return *std::partition_point(queries.begin(), queries.end(),
                                     [byte](const Query &q) { return q.byte < byte; });
    };
    for (const Span &mark : marks) {
        if (mark.offset > bytes.size() || (shownBytes < bytes.size() && mark.offset >= shownBytes))
            continue; // not shown
        const Query first = answer(mark.offset);
        if (mark.empty()) {
            out.ranges.append(QPoint(static_cast<int>(first.start), 0));
            continue;
        }
        const Query last = answer(std::min(mark.end(), bytes.size()) - 1);
        out.ranges.append(
            QPoint(static_cast<int>(first.start), static_cast<int>(last.end - first.start)));
    }
    if (shownBytes < bytes.size()) {
        //: after the first part of a long text; %1 is a number of bytes
        out.text
            += QCoreApplication::translate("uri::ui::HighlightDelegate", "\u2026 (%1 more bytes)")
                   .arg(QLocale().toString(static_cast<qulonglong>(bytes.size() - shownBytes)));
    }
    return out;
}

MarkedText markedText(const HighlightedText &text, const QColor &fill)
{
    // the marks sorted by start; removals are a caret between characters
    HighlightRanges ranges = text.ranges;
    std::sort(ranges.begin(), ranges.end(),
              [](const QPoint &a, const QPoint &b) { return a.x() < b.x(); });
    MarkedText marked;
    QTextCharFormat mark;
    mark.setFontWeight(QFont::Bold);
    mark.setBackground(fill);
    QTextCharFormat underlined = mark;
    underlined.setFontUnderline(true);
    qsizetype at = 0;
    for (const QPoint &r : ranges) {
        if (r.x() < at)
            continue; // overlaps the previous mark
        marked.text += text.text.mid(at, r.x() - at);
        const auto start = static_cast<int>(marked.text.size());
        if (r.y() == 0) {
            marked.text += QChar(0x2038);
            marked.formats.push_back({start, 1, mark});
        } else {
            marked.text += text.text.mid(r.x(), r.y());
            marked.formats.push_back({start, r.y(), underlined});
        }
        at = r.x() + r.y();
    }
    marked.text += text.text.mid(at);
    return marked;
}

} // namespace uri::ui
