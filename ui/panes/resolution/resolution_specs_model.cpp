#include "panes/resolution/resolution_specs_model.h"

#include "analysis/roles.h"
#include "common/highlighted_text.h"
#include "common/palette.h"
#include "text/resolution_text.h"

#include <QApplication>
#include <QFontDatabase>
#include <QStyle>

#include <optional>

namespace uri::ui {

namespace {

/// What a step did, in words every generation shares; the rules of
/// different generations are compared by this.
enum class Kind {
    None,            ///< bookkeeping: parsing, inheriting, recombining
    CurrentDocument, ///< RFC 2396 step 2, RFC 1808 2a, draft-01 2a
    Absolute,        ///< the reference has a scheme
    Loophole,        ///< RFC 3986 non-strict: the scheme ignored
    NetworkPath,     ///< the reference has an authority
    AbsolutePath,    ///< a path beginning with "/"
    EmptyPath,       ///< the base path kept
    Merge,           ///< the base path's last segment replaced
    RemoveDot,       ///< a "." segment removed
    RemoveDotDot,    ///< a ".." removed with the segment before it
    DropAboveRoot,   ///< a ".." with no segment before it dropped (RFC 3986)
    KeepAboveRoot,   ///< a ".." with no segment before it kept (RFC 2396 6g)
    Params,          ///< RFC 1808 <params> inherited or kept
};

Kind kindOf(const std::vector<TraceStep> &trace, std::size_t i)
{
    const TraceStep &step = trace[i];
    const TraceStep *prev = i > 0 ? &trace[i - 1] : nullptr;
    const TraceStep *next = i + 1 < trace.size() ? &trace[i + 1] : nullptr;
    switch (step.rule) {
    case ResolveRule::SchemeDefined:
    case ResolveRule::Rfc1808Step1:
    case ResolveRule::Rfc1808Step2b:
    case ResolveRule::Draft01Step1:
    case ResolveRule::Draft01Step2b:
    case ResolveRule::Rfc1630Scheme:
        return Kind::Absolute;
    case ResolveRule::Rfc2396Step3:
        // "the reference starts with a scheme name": it is returned as it is
        return !step.input.empty() && step.output == step.input ? Kind::Absolute : Kind::None;
    case ResolveRule::SchemeLoophole:
        return Kind::Loophole;
    case ResolveRule::AuthorityDefined:
    case ResolveRule::Rfc1630Slashes:
        return Kind::NetworkPath;
    case ResolveRule::Rfc2396Step4:
        return next && next->rule == ResolveRule::Rfc2396Step7 ? Kind::NetworkPath : Kind::None;
    case ResolveRule::Rfc1808Step3:
        return next && next->rule == ResolveRule::Rfc1808Step7 ? Kind::NetworkPath : Kind::None;
    case ResolveRule::Draft01Step3:
        return next && next->rule == ResolveRule::Draft01Step7 ? Kind::NetworkPath : Kind::None;
    case ResolveRule::Rfc2396Step2:
    case ResolveRule::Rfc1808Step2a:
    case ResolveRule::Draft01Step2a:
        return Kind::CurrentDocument;
    case ResolveRule::PathAbsolute:
    case ResolveRule::Rfc2396Step5:
    case ResolveRule::Rfc1808Step4:
    case ResolveRule::Draft01Step4:
        return Kind::AbsolutePath;
    case ResolveRule::PathEmpty:
    case ResolveRule::Rfc1808Step5:
    case ResolveRule::Draft01Step5:
        return Kind::EmptyPath;
    case ResolveRule::Merge:
    case ResolveRule::MergeEmptyBasePath:
    case ResolveRule::Rfc2396Step6a:
    case ResolveRule::Rfc1808Step6:
    case ResolveRule::Draft01Step6:
    case ResolveRule::Rfc1630LastPart:
        return Kind::Merge;
    case ResolveRule::Rule2A:
        // "../" at the start: nothing above it to remove
        return prev && prev->input.rfind("..", 0) == 0 ? Kind::DropAboveRoot : Kind::RemoveDot;
    case ResolveRule::Rule2B:
    case ResolveRule::Rfc2396Step6c:
    case ResolveRule::Rfc2396Step6d:
    case ResolveRule::Rfc1808Step6a:
    case ResolveRule::Rfc1808Step6b:
    case ResolveRule::Draft01Step6a:
    case ResolveRule::Draft01Step6b:
    case ResolveRule::Rfc1630SlashDot:
        return Kind::RemoveDot;
    case ResolveRule::Rule2C:
        return prev && prev->output.empty() ? Kind::DropAboveRoot : Kind::RemoveDotDot;
    case ResolveRule::Rule2D:
        return prev && prev->input == ".." ? Kind::DropAboveRoot : Kind::RemoveDot;
    case ResolveRule::Rfc2396Step6e:
    case ResolveRule::Rfc2396Step6f:
    case ResolveRule::Rfc1808Step6c:
    case ResolveRule::Rfc1808Step6d:
    case ResolveRule::Draft01Step6c:
    case ResolveRule::Draft01Step6d:
    case ResolveRule::Rfc1630DotDot:
        return Kind::RemoveDotDot;
    case ResolveRule::Rfc2396Step6g:
        return Kind::KeepAboveRoot;
    case ResolveRule::Rfc1808Step5a:
        return Kind::Params;
    default:
        return Kind::None;
    }
}

/// The steps of @p trace that did something, with what they did.
std::vector<std::pair<std::size_t, Kind>> decisions(const std::vector<TraceStep> &trace)
{
    std::vector<std::pair<std::size_t, Kind>> out;
    for (std::size_t i = 0; i < trace.size(); ++i) {
        if (const Kind kind = kindOf(trace, i); kind != Kind::None)
            out.emplace_back(i, kind);
    }
    return out;
}

QString quoted(std::string_view text)
{
    return QStringLiteral("\"%1\"").arg(highlightedText(text, {}).text);
}

/// "RFC 2396 §5.2 6a (All but the last ...), giving "/b/c/""
QString describe(const TraceStep &step)
{
    return ResolutionText::tr("%1 %2 (%3), giving %4")
        .arg(ResolutionText::ruleCite(step.rule), ResolutionText::ruleLabel(step.rule),
             ResolutionText::ruleSummary(step.rule), quoted(step.output));
}

} // namespace

bool sameOutcome(const ResolveResult &a, const ResolveResult &b)
{
    if (a.target || b.target)
        return a.target == b.target;
    return a.error && b.error && a.error->code == b.error->code;
}

QString explainDifference(const ResolveResult &rfc3986, const ResolveResult &other)
{
    if (sameOutcome(rfc3986, other))
        return {};
    const QString name = ResolutionText::specName(other.spec);
    if (!other.target && other.error) {
        return ResolutionText::tr("%1 gives no target: %2")
            .arg(name, ResolutionText::errorText(*other.error));
    }
    if (!rfc3986.target && rfc3986.error) {
        return ResolutionText::tr("RFC 3986 gives no target (%1); %2 gives %3.")
            .arg(ResolutionText::errorText(*rfc3986.error), name, quoted(*other.target));
    }
    // the URL Standard resolves by parsing: no steps to set beside RFC 3986's
    if (other.trace.empty() || rfc3986.trace.empty()) {
        return ResolutionText::tr("%1 gives %2, RFC 3986 gives %3.")
            .arg(name, quoted(*other.target), quoted(*rfc3986.target));
    }
    const auto a = decisions(rfc3986.trace);
    const auto b = decisions(other.trace);
    for (std::size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
        const bool inA = i < a.size();
        const bool inB = i < b.size();
        if (inA && inB && a[i].second == b[i].second)
            continue;
        if (inA && inB) {
            //: %1 a step of the other specification, %2 RFC 3986's step at the same point
            return ResolutionText::tr("They part here: %1, where RFC 3986 takes %2.")
                .arg(describe(other.trace[b[i].first]), describe(rfc3986.trace[a[i].first]));
        }
        if (inB) {
            return ResolutionText::tr("Then %1; RFC 3986 has no such step.")
                .arg(describe(other.trace[b[i].first]));
        }
        return ResolutionText::tr("%1 stops here; RFC 3986 goes on with %2.")
            .arg(name, describe(rfc3986.trace[a[i].first]));
    }
    // the same kinds of step: the last one of `other` that made the target
    if (!b.empty()) {
        return ResolutionText::tr("The same kinds of step on different text; the target is "
                                  "made by %1.")
            .arg(describe(other.trace[b.back().first]));
    }
    return ResolutionText::tr("%1 gives %2, RFC 3986 gives %3.")
        .arg(name, quoted(*other.target), quoted(*rfc3986.target));
}

namespace {

/// The columns' headers, in the order of SpecComparisonModel::Column.
constexpr ColumnHeader kSpecComparisonModelColumns[] = {
    {QT_TRANSLATE_NOOP("uri::ui::SpecComparisonModel", "Specification")}, // SpecColumn
    {QT_TRANSLATE_NOOP("uri::ui::SpecComparisonModel", "Target")},        // TargetColumn
    {QT_TRANSLATE_NOOP("uri::ui::SpecComparisonModel", "From RFC 3986")}, // DiffersColumn
};
static_assert(std::size(kSpecComparisonModelColumns) == SpecComparisonModel::ColumnCount);

} // namespace

SpecComparisonModel::SpecComparisonModel(QObject *parent)
    : TableModel(kSpecComparisonModelColumns, parent)
{}

void SpecComparisonModel::setResults(std::vector<ResolveResult> results)
{
    beginResetModel();
    m_results = std::move(results);
    m_explanations.clear();
    for (const ResolveResult &r : m_results)
        m_explanations.push_back(m_results.empty() ? QString()
                                                   : explainDifference(m_results.front(), r));
    endResetModel();
}

bool SpecComparisonModel::differs(int row) const
{
    return row > 0 && !sameOutcome(m_results.front(), m_results[static_cast<std::size_t>(row)]);
}

std::vector<int> SpecComparisonModel::differingRows() const
{
    std::vector<int> rows;
    for (int r = 0; r < rowCount(); ++r) {
        if (differs(r))
            rows.push_back(r);
    }
    return rows;
}

void SpecComparisonModel::retranslate()
{
    for (std::size_t i = 0; i < m_results.size(); ++i)
        m_explanations[i] = explainDifference(m_results.front(), m_results[i]);
    TableModel::retranslate();
}

int SpecComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_results.size());
}

QVariant SpecComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const ResolveResult &r = m_results[static_cast<std::size_t>(row)];
    const bool marked = differs(row);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SpecColumn:
            return ResolutionText::specName(r.spec);
        case TargetColumn:
            if (r.target)
                return highlightedText(*r.target, {}).text;
            return r.error ? ResolutionText::noTarget() : QString();
        case DiffersColumn:
            if (row == 0)
                //: the row every other one is compared with
                return tr("reference");
            return marked ? tr("differs") : tr("same");
        }
        return {};
    case Qt::DecorationRole:
        if (index.column() == TargetColumn && marked)
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        return {};
    case Qt::ToolTipRole:
        if (marked)
            return m_explanations[static_cast<std::size_t>(row)];
        if (!r.target && r.error)
            return ResolutionText::errorText(*r.error);
        return {};
    case Qt::BackgroundRole:
        if (marked) {
            const ComponentPalette &palette = ComponentPalette::of(QApplication::palette());
            QColor tint = palette.warning();
            tint.setAlpha(48);
            return tint;
        }
        return {};
    case Qt::FontRole:
        if (index.column() == TargetColumn) {
            QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
            font.setBold(marked);
            return font;
        }
        return {};
    case DiffersRole:
        return marked;
    case SpecRole:
        return static_cast<int>(r.spec);
    }
    return {};
}

} // namespace uri::ui
