#include "panes/normalize/normalize_model.h"

#include "analysis/roles.h"
#include "common/highlighted_text.h"
#include "text/resolution_text.h"

#include <QFont>
#include <QFontDatabase>
#include <QPalette>

#include <algorithm>

namespace uri::ui {

namespace {

constexpr quintptr kTop = 0; ///< internalId of a rung row; a change row has its rung + 1

QString quotedBytes(std::string_view bytes)
{
    return QStringLiteral("\"%1\"").arg(
        highlightedText(bytes, {}, NormalizeModel::kMaxShownBytes).text);
}

} // namespace

NormalizeModel::NormalizeModel(QObject *parent)
    : QAbstractItemModel(parent)
{}

void NormalizeModel::setResult(std::optional<NormalizeResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    computeMarks();
    endResetModel();
}

void NormalizeModel::computeMarks()
{
    m_marks.clear();
    m_shown.clear();
    if (!m_result)
        return;
    struct Applied
    {
        Span span;
        long long delta;
    };
    std::vector<Applied> applied;
    std::string_view previous = m_result->input;
    for (const NormalizeStep &step : m_result->steps) {
        std::vector<NormalizeChange> changes = step.changes;
        std::stable_sort(changes.begin(), changes.end(),
                         [](const NormalizeChange &a, const NormalizeChange &b) {
                             return a.span.offset < b.span.offset;
                         });
        std::vector<Span> marks;
        bool consistent = true;
        long long rungDelta = 0;
        for (const NormalizeChange &c : changes) {
            // where the input characters of the change are in the text before this rung
            long long at = static_cast<long long>(c.span.offset);
            for (const Applied &e : applied) {
                if (e.span.end() <= c.span.offset)
                    at += e.delta;
            }
            if (at < 0 || static_cast<std::size_t>(at) > previous.size()
                || previous.substr(static_cast<std::size_t>(at), c.before.size()) != c.before) {
                consistent = false;
                break;
            }
            marks.push_back(Span{static_cast<std::size_t>(at + rungDelta), c.after.size()});
            rungDelta
                += static_cast<long long>(c.after.size()) - static_cast<long long>(c.before.size());
        }
        const std::string_view result = step.result;
        if (!consistent) {
            // the changes overlap in a way the spans cannot place: the changed middle
            marks.clear();
            const auto [ip, ir]
                = std::mismatch(previous.begin(), previous.end(), result.begin(), result.end());
            const auto p = static_cast<std::size_t>(ip - previous.begin());
            std::size_t s = 0;
            while (s < previous.size() - p && s < result.size() - p
                   && previous[previous.size() - 1 - s] == result[result.size() - 1 - s])
                ++s;
            if (previous != result)
                marks.push_back(Span{p, result.size() - p - s});
        }
        for (const NormalizeChange &c : changes) {
            applied.push_back({c.span, static_cast<long long>(c.after.size())
                                           - static_cast<long long>(c.before.size())});
        }
        for (Span &mark : marks)
            mark.length
                = std::min(mark.length, result.size() - std::min(mark.offset, result.size()));
        m_shown.push_back(highlightedText(step.result, marks, kMaxShownBytes));
        m_marks.push_back(std::move(marks));
        previous = step.result;
    }
}

std::vector<Span> NormalizeModel::changedInResult(Rung rung) const
{
    const auto i = static_cast<std::size_t>(rung);
    return i < m_marks.size() ? m_marks[i] : std::vector<Span>{};
}

QModelIndex NormalizeModel::rungIndex(Rung rung, int column) const
{
    return index(static_cast<int>(rung), column);
}

QModelIndexList NormalizeModel::changesAt(Span span) const
{
    QModelIndexList found;
    for (int r = 0; r < rowCount(); ++r) {
        const QModelIndex rungRow = index(r, 0);
        for (int c = 0; c < rowCount(rungRow); ++c) {
            const QModelIndex change = index(c, 0, rungRow);
            if (change.data(SpanRole).value<Span>() == span)
                found.append(change);
        }
    }
    return found;
}

QString NormalizeModel::rungTitle(Rung rung)
{
    switch (rung) {
    case Rung::SimpleString:
        return tr("Simple string comparison");
    case Rung::Case:
        return tr("Case normalization");
    case Rung::PercentEncoding:
        return tr("Percent-encoding normalization");
    case Rung::PathSegment:
        return tr("Path segment normalization");
    case Rung::SchemeBased:
        return tr("Scheme-based normalization");
    case Rung::ProtocolBased:
        return tr("Protocol-based normalization");
    }
    return {};
}

QString NormalizeModel::rungDescription(Rung rung)
{
    switch (rung) {
    case Rung::SimpleString:
        return tr("The text as it is, character for character.");
    case Rung::Case:
        return tr("The scheme and the host are lowercased, and the hexadecimal digits of "
                  "percent-encodings uppercased.");
    case Rung::PercentEncoding:
        return tr("Percent-encoded unreserved characters are decoded.");
    case Rung::PathSegment:
        return tr("Dot segments are removed from the path (remove_dot_segments).");
    case Rung::SchemeBased:
        return tr("What the scheme's specification says: the default port is omitted, an "
                  "empty path is \"/\".");
    case Rung::ProtocolBased:
        return tr("Not performed: it needs the network (following redirects, asking the "
                  "server), which this tool never uses.");
    }
    return {};
}

QString NormalizeModel::changeText(ChangeKind kind)
{
    switch (kind) {
    case ChangeKind::LowercaseScheme:
        return tr("scheme lowercased");
    case ChangeKind::LowercaseHost:
        return tr("host lowercased");
    case ChangeKind::UppercaseHex:
        return tr("hexadecimal digits uppercased");
    case ChangeKind::DecodeUnreserved:
        return tr("unreserved character decoded");
    case ChangeKind::RemoveDotSegments:
        return tr("dot segments removed");
    case ChangeKind::KeepPathPrefix:
        return tr("prefix kept so that the path reads the same");
    case ChangeKind::EmptyPort:
        return tr("empty port omitted");
    case ChangeKind::PortLeadingZeros:
        return tr("leading zeros of the port removed");
    case ChangeKind::DefaultPort:
        return tr("default port omitted");
    case ChangeKind::EmptyPathToSlash:
        return tr("empty path made \"/\"");
    }
    return {};
}

void NormalizeModel::retranslate()
{
    // the note after a cut text is translated
    if (m_result) {
        for (std::size_t i = 0; i < m_shown.size(); ++i)
            m_shown[i] = highlightedText(m_result->steps[i].result, m_marks[i], kMaxShownBytes);
    }
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    for (int r = 0; r < rowCount(); ++r) {
        const QModelIndex rungRow = index(r, 0);
        emit dataChanged(rungRow, index(r, ColumnCount - 1));
        if (const int n = rowCount(rungRow); n > 0)
            emit dataChanged(index(0, 0, rungRow), index(n - 1, ColumnCount - 1, rungRow));
    }
}

QModelIndex NormalizeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, kTop);
    return createIndex(row, column, static_cast<quintptr>(parent.row()) + 1);
}

QModelIndex NormalizeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kTop)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kTop);
}

int NormalizeModel::rowCount(const QModelIndex &parent) const
{
    if (!m_result)
        return 0;
    if (!parent.isValid())
        return static_cast<int>(m_result->steps.size());
    if (parent.internalId() != kTop || parent.column() != 0)
        return 0;
    return static_cast<int>(m_result->steps[static_cast<std::size_t>(parent.row())].changes.size());
}

int NormalizeModel::columnCount(const QModelIndex &parent) const
{
    Q_UNUSED(parent)
    return ColumnCount;
}

QVariant NormalizeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const bool isRung = index.internalId() == kTop;
    const auto rungRow
        = static_cast<std::size_t>(isRung ? index.row() : static_cast<int>(index.internalId() - 1));
    const NormalizeStep &step = m_result->steps[rungRow];
    if (isRung) {
        switch (role) {
        case Qt::DisplayRole:
            switch (index.column()) {
            case RungColumn:
                // not by colour alone: an unchanged rung says so
                return step.performed && !step.changed() && step.rung != Rung::SimpleString
                           ? tr("%1 (no change)").arg(rungTitle(step.rung))
                           : rungTitle(step.rung);
            case CiteColumn:
                return fromBytes(rungCite(step.rung));
            case ResultColumn:
                if (!step.performed)
                    return rungDescription(step.rung);
                return m_shown[rungRow].text;
            }
            return {};
        case HighlightsRole:
            if (index.column() == ResultColumn && step.performed)
                return QVariant::fromValue(m_shown[rungRow].ranges);
            return {};
        case Qt::ToolTipRole:
            return rungDescription(step.rung);
        case Qt::FontRole: {
            QFont font = index.column() == ResultColumn && step.performed
                             ? QFontDatabase::systemFont(QFontDatabase::FixedFont)
                             : QFont();
            font.setItalic(!step.performed);
            return font;
        }
        case Qt::ForegroundRole:
            if (!step.performed)
                return QPalette().color(QPalette::PlaceholderText);
            return {};
        case CiteRole:
            return fromBytes(rungCite(step.rung));
        case RungRole:
            return static_cast<int>(step.rung);
        case PerformedRole:
            return step.performed;
        case ChangedRole:
            return step.changed();
        }
        return {};
    }
    const NormalizeChange &change = step.changes[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case RungColumn:
            return changeText(change.kind);
        case CiteColumn:
            return fromBytes(rungCite(step.rung));
        case ResultColumn:
            // the text before the change and after it
            return QStringLiteral("%1 \u2192 %2")
                .arg(quotedBytes(change.before), quotedBytes(change.after));
        }
        return {};
    case Qt::ToolTipRole:
        return change.span.empty()
                   ? tr("At byte %1 of the input. Activate to select it.").arg(change.span.offset)
                   : tr("Bytes %1 to %2 of the input. Activate to select them.")
                         .arg(change.span.offset)
                         .arg(change.span.end() - 1);
    case Qt::FontRole:
        if (index.column() == ResultColumn)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case SpanRole:
        return QVariant::fromValue(change.span);
    case CiteRole:
        return fromBytes(rungCite(step.rung));
    case RungRole:
        return static_cast<int>(step.rung);
    }
    return {};
}

QVariant NormalizeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (section) {
    case RungColumn:
        //: a rung of the RFC 3986 §6.2 normalization ladder
        return tr("Rung");
    case CiteColumn:
        return tr("Section");
    case ResultColumn:
        return tr("Result");
    }
    return {};
}

} // namespace uri::ui
