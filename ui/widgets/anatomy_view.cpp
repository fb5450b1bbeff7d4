#include "widgets/anatomy_view.h"

#include "analysis/roles.h"
#include "common/display_cells.h"
#include "common/japanese_breaks.h"
#include "panes/components/component_tree_model.h"
#include "text/security_text.h"
#include "widgets/label_layout.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>
#include <QScrollBar>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace uri::ui {

namespace {

// A label as painted: without the word joiners that keep a Japanese word on
// one line (japanese_breaks.h). No label here is wrapped, and a joiner is
// not drawn; left in, it splits a word into one text item a character, and
// so into one <text> of an exported SVG a character (widgets/diagram.h).
QString painted(QString text)
{
    return text.remove(kWordJoiner);
}

constexpr qreal kMargin = 12;
constexpr qreal kBraceHeight = 10;
constexpr qreal kTierGap = 3;
constexpr qreal kLineGap = 14;
/// How much wider than its text a cell is drawn in a box (an escape, a
/// character outside ASCII): half of it on each side.
constexpr qreal kBoxPadding = 6;
constexpr int kMaxDiagSpans = 1000;
/// The longest host a summary line quotes, in bytes (the line is elided to the view).
constexpr std::size_t kSummaryBytes = 4096;

bool drawnAsBrace(PartKind kind)
{
    return kind != PartKind::ParamKey && kind != PartKind::ParamValue && kind != PartKind::More;
}

bool overlaps(Span part, Span cell)
{
    if (part.empty())
        return false;
    return cell.offset < part.end() && part.offset < cell.end();
}

QString codePointText(char32_t cp)
{
    return QStringLiteral("U+")
           + QString::number(static_cast<uint>(cp), 16)
                 .rightJustified(4, QLatin1Char('0'))
                 .toUpper();
}

} // namespace

AnatomyView::AnatomyView(QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_palette(palette())
{
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    viewport()->setBackgroundRole(QPalette::Base);
    viewport()->setAutoFillBackground(true);
    viewport()->setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    updateFonts();
    rebuild();
}

void AnatomyView::setModels(ComponentTreeModel *components, QAbstractItemModel *diagnostics)
{
    if (m_components)
        disconnect(m_components, nullptr, this, nullptr);
    if (m_diagnostics)
        disconnect(m_diagnostics, nullptr, this, nullptr);
    m_components = components;
    m_diagnostics = diagnostics;
    if (components) {
        connect(components, &QAbstractItemModel::modelReset, this, &AnatomyView::rebuild);
        connect(components, &QAbstractItemModel::dataChanged, this, &AnatomyView::rebuild);
    }
    // the diagnostics only underline: the layout stays
    if (diagnostics) {
        const auto underline = [this] {
            collectDiagnostics();
            viewport()->update();
        };
        connect(diagnostics, &QAbstractItemModel::modelReset, this, underline);
        connect(diagnostics, &QAbstractItemModel::dataChanged, this, underline);
    }
    rebuild();
}

ComponentTreeModel *AnatomyView::componentsModel() const
{
    return m_components;
}

QAbstractItemModel *AnatomyView::diagnosticsModel() const
{
    return m_diagnostics;
}

void AnatomyView::markSpan(Span span)
{
    m_marked = span;
    // scroll the first marked character into view
    for (const Item &item : m_items) {
        if (item.cell.bytes.offset >= span.offset || overlaps(span, item.cell.bytes)) {
            const Line &line = m_lines[static_cast<std::size_t>(item.line)];
            const int top = static_cast<int>(line.textTop);
            const int bottom = static_cast<int>(line.bottom);
            QScrollBar *bar = verticalScrollBar();
            if (top < bar->value() || bottom > bar->value() + viewport()->height())
                bar->setValue(top - static_cast<int>(kMargin));
            break;
        }
    }
    viewport()->update();
}

void AnatomyView::setZoom(int percent)
{
    m_zoom = std::clamp(percent, 50, 400);
    updateFonts();
    relayout();
}

void AnatomyView::updateFonts()
{
    m_bigFont = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const qreal base = font().pointSizeF() > 0 ? font().pointSizeF() : 10.0;
    m_bigFont.setPointSizeF(base * 1.9 * m_zoom / 100.0);
    m_boldBigFont = m_bigFont;
    m_boldBigFont.setBold(true);
    m_labelFont = font();
    m_labelFont.setPointSizeF(base * std::max(0.9, m_zoom / 100.0 * 0.95));
}

qreal AnatomyView::textHeight() const
{
    return QFontMetricsF(m_bigFont).height() + 6;
}

void AnatomyView::rebuild()
{
    m_parts.clear();
    m_items.clear();
    m_summary.clear();
    m_undefined.clear();
    m_inputNote.clear();
    m_warnings.clear();
    collectDiagnostics();
    if (!m_components) {
        relayout();
        return;
    }
    const auto analysis = m_components->analysis();
    const std::string_view bytes = analysis->bytes();
    if (bytes.empty()) {
        m_inputNote = tr("Type or paste a URI above, or choose one from the Examples menu.");
        relayout();
        return;
    }
    // RFC 3986 §7.6: a userinfo is marked as a trick ("NOT the host",
    // hatched, a warning) only where the analysis found one: it imitates a
    // host (A12), the views read another host (P1), or several "@" (P5);
    // without the analysis (an input too long for it) it is marked anyway.
    const auto &security = analysis->security;
    m_userinfoDeceptive = !security || security->has(security::Check::A12)
                          || security->has(security::Check::P1)
                          || security->has(security::Check::P5);
    PartTexts texts;
    collectParts(QModelIndex(), 0, bytes, texts);
    summarize(*analysis, texts);
    // One item per character; the empty parts get a dashed box where they are.
    // Letters beyond ASCII are drawn as they are (an IDN such as the .jp name
    // of U+4F8B U+3048, as its reader writes it) unless a Unicode check of
    // the catalog (§4.4) finds a trick above info, or the input is too long
    // to be analysed: then each is an escape, so that no look-alike passes
    // for ASCII.
    const bool escapeNonAscii = !security
                                || std::any_of(security->findings.begin(), security->findings.end(),
                                               [](const security::Finding &f) {
                                                   return f.severity > security::Risk::Info
                                                          && security::checkInfo(f.check).family
                                                                 == security::Family::Unicode;
                                               });
    buildItems(bytes, escapeNonAscii);
    relayout();
}

void AnatomyView::collectParts(const QModelIndex &parent, int tier, std::string_view bytes,
                               PartTexts &texts)
{
    // The structure comes from the model's roles only.
    const ComponentTreeModel &model = *m_components;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, 0, parent);
        const auto kind = static_cast<PartKind>(index.data(KindRole).toInt());
        const QString name = index.data(Qt::DisplayRole).toString();
        const QVariant spanValue = index.data(SpanRole);
        if (!spanValue.isValid()) {
            if (tier == 0)
                m_undefined << name;
            continue;
        }
        const Span span = spanValue.value<Span>();
        if (kind == PartKind::Host) {
            // from the bytes, not the table's cell, which cuts the end (its
            // registrable domain) of a long host; the line is shortened in
            // its middle when drawn (shownSummaryLines())
            texts.host = escapedText(bytes.substr(span.offset, span.length), kSummaryBytes);
            texts.hostNotes
                = model.index(row, ComponentTreeModel::NotesColumn, parent).data().toString();
        }
        if (kind == PartKind::Userinfo)
            texts.userinfo
                = model.index(row, ComponentTreeModel::TextColumn, parent).data().toString();
        if (drawnAsBrace(kind)) {
            QString label = name;
            if (span.empty())
                //: a brace label for a component that is present but empty
                label = tr("%1: empty").arg(name);
            else if (kind == PartKind::Userinfo && m_userinfoDeceptive)
                label = tr("userinfo: NOT the host");
            // below the labels it spans, so that the braces never overlap
            m_parts.push_back({kind, span, kind == PartKind::RegistrableDomain ? 3 : tier, label});
        }
        if (tier < 2)
            collectParts(model.index(row, 0, parent), tier + 1, bytes, texts);
    }
}

void AnatomyView::summarize(const Analysis &analysis, const PartTexts &texts)
{
    if (!texts.host.isEmpty()
        || m_parts.end() != std::find_if(m_parts.begin(), m_parts.end(), [](const Part &p) {
               return p.kind == PartKind::Host;
           })) {
        m_summary << tr("Host: %1 (%2)").arg(texts.host, texts.hostNotes);
    } else if (const OptSpan authority = analysis.syntax.authority; !authority) {
        m_summary << tr("No authority: this reference names no host.");
    } else if (authority->empty()) {
        // RFC 2396 §3.2.2: server = [ [ userinfo "@" ] hostport ]
        m_summary << tr("An empty authority: this reference names no host.");
    } else {
        // RFC 2396 §3.2: authority = server | reg_name
        m_summary << tr("No host: the authority is one registry-based name (reg_name), "
                        "which names no host.");
    }
    if (!texts.userinfo.isEmpty() && m_userinfoDeceptive) {
        m_warnings << m_summary.size();
        m_summary << tr("Before \"@\" is userinfo, not the host: %1").arg(texts.userinfo);
    }
    // The host with each non-ASCII letter read as the ASCII one it looks like
    // (UTS #39 skeleton, docs/security-checks.md §5.4 "Reads as"), said on
    // the host itself
    if (analysis.security && analysis.security->destination.readsAs) {
        const QString readsAs = escapedText(*analysis.security->destination.readsAs,
                                            kShownValueBytes, Escape::NonAscii);
        for (Part &part : m_parts) {
            if (part.kind == PartKind::Host)
                //: a brace label on the host; %1 "host", %2 the name it looks like
                part.label = tr("%1: reads as %2").arg(part.label, readsAs);
        }
        m_warnings << m_summary.size();
        m_summary << tr("The host reads as %1").arg(readsAs);
    }
    const std::string_view bytes = analysis.bytes();
    if (bytes.size() > kMaxDrawnBytes) {
        const QLocale locale;
        m_inputNote = tr("Showing the first %1 of %2 bytes.")
                          .arg(locale.toString(static_cast<qulonglong>(kMaxDrawnBytes)),
                               locale.toString(static_cast<qulonglong>(bytes.size())));
    }
}

void AnatomyView::buildItems(std::string_view bytes, bool escapeNonAscii)
{
    std::vector<DisplayCell> cells = displayCells(bytes, kMaxDrawnBytes, escapeNonAscii);
    std::vector<int> emptyParts;
    for (std::size_t i = 0; i < m_parts.size(); ++i) {
        if (m_parts[i].span.empty() && m_parts[i].tier < 2
            && m_parts[i].span.offset <= std::min(bytes.size(), kMaxDrawnBytes))
            emptyParts.push_back(static_cast<int>(i));
    }
    std::size_t nextEmpty = 0;
    const auto addEmptyBoxesAt = [&](std::size_t offset) {
        while (nextEmpty < emptyParts.size()
               && m_parts[static_cast<std::size_t>(emptyParts[nextEmpty])].span.offset <= offset) {
            Item box;
            box.cell.bytes
                = {m_parts[static_cast<std::size_t>(emptyParts[nextEmpty])].span.offset, 0};
            box.emptyPart = emptyParts[nextEmpty];
            m_items.push_back(box);
            ++nextEmpty;
        }
    };
    std::stable_sort(emptyParts.begin(), emptyParts.end(), [this](int a, int b) {
        return m_parts[static_cast<std::size_t>(a)].span.offset
               < m_parts[static_cast<std::size_t>(b)].span.offset;
    });
    // A sweep over the cells in byte order, with the parts that cover the
    // current cell: parts nest a few deep, so each cell looks at a few.
    std::vector<int> byStart;
    for (std::size_t i = 0; i < m_parts.size(); ++i) {
        if (!m_parts[i].span.empty())
            byStart.push_back(static_cast<int>(i));
    }
    std::stable_sort(byStart.begin(), byStart.end(), [this](int a, int b) {
        return m_parts[static_cast<std::size_t>(a)].span.offset
               < m_parts[static_cast<std::size_t>(b)].span.offset;
    });
    std::size_t nextStart = 0;
    std::vector<int> covering;
    for (DisplayCell &cell : cells) {
        addEmptyBoxesAt(cell.bytes.offset);
        Item item;
        item.cell = std::move(cell);
        const Span at = item.cell.bytes;
        while (nextStart < byStart.size()
               && m_parts[static_cast<std::size_t>(byStart[nextStart])].span.offset < at.end())
            covering.push_back(byStart[nextStart++]);
        std::erase_if(covering, [&](int i) {
            return m_parts[static_cast<std::size_t>(i)].span.end() <= at.offset;
        });
        int bestTier = -1;
        for (const int i : covering) {
            const Part &part = m_parts[static_cast<std::size_t>(i)];
            // the deepest part of tier 0 or 1; of two as deep, the first
            if (part.tier <= 1
                && (part.tier > bestTier || (part.tier == bestTier && i < item.topPart))) {
                bestTier = part.tier;
                item.topPart = i;
            }
            if (part.tier == 0)
                item.component = i;
            if (part.kind == PartKind::Userinfo && m_userinfoDeceptive)
                item.inUserinfo = true;
            if (part.kind == PartKind::Host)
                item.inHost = true;
        }
        m_items.push_back(std::move(item));
    }
    addEmptyBoxesAt(std::numeric_limits<std::size_t>::max());
}

void AnatomyView::collectDiagnostics()
{
    m_diagSpans.clear();
    if (!m_diagnostics)
        return;
    const int rows = std::min(m_diagnostics->rowCount(), kMaxDiagSpans);
    for (int row = 0; row < rows; ++row) {
        const QModelIndex index = m_diagnostics->index(row, 0);
        const QVariant span = index.data(SpanRole);
        if (span.isValid())
            m_diagSpans.emplace_back(span.value<Span>(),
                                     static_cast<Severity>(index.data(SeverityRole).toInt()));
    }
}

void AnatomyView::relayout()
{
    m_braces.clear();
    m_lines.clear();
    const qreal width = std::max<qreal>(viewport()->width() - 2 * kMargin,
                                        8 * QFontMetricsF(m_bigFont).averageCharWidth());
    layoutSummary();
    measureItems();
    const int lineCount = wrapItems(width);
    m_lines.assign(static_cast<std::size_t>(lineCount), Line{});
    buildBraces();
    placeLabels(width);
    placeLines();
    updateScrollRange();
}

void AnatomyView::layoutSummary()
{
    // summary lines and notes above the drawing
    const QFontMetricsF label(m_labelFont);
    qreal y = kMargin;
    y += static_cast<qreal>(m_summary.size()) * (label.height() + 4);
    if (!m_inputNote.isEmpty())
        y += label.height() + 4;
    if (!m_summary.isEmpty() || !m_inputNote.isEmpty())
        y += 8;
    m_summaryHeight = y;
}

void AnatomyView::measureItems()
{
    const QFontMetricsF big(m_bigFont);
    const QFontMetricsF bold(m_boldBigFont);
    // Most cells are one ASCII character: each is measured once per font
    // (shaping a string is what a long input's layout spends its time on).
    std::array<qreal, 128> bigAscii;
    std::array<qreal, 128> boldAscii;
    bigAscii.fill(-1);
    boldAscii.fill(-1);
    const auto advance = [&](const Item &item) {
        const QFontMetricsF &metrics = item.inHost ? bold : big;
        const QString &text = item.cell.text;
        if (text.size() != 1 || text.front().unicode() >= 128)
            return metrics.horizontalAdvance(text);
        qreal &known = (item.inHost ? boldAscii : bigAscii)[text.front().unicode()];
        if (known < 0)
            known = metrics.horizontalAdvance(text);
        return known;
    };
    for (Item &item : m_items) {
        if (item.emptyPart >= 0)
            item.width = std::max<qreal>(big.averageCharWidth() * 0.8, 6);
        else
            item.width
                = advance(item) + (item.cell.kind == DisplayCell::Kind::Plain ? 0 : kBoxPadding);
    }
}

// How good a line break after item @p i is: 0 none; then, from the best,
// between components (before "?" and "#" too), between segments and
// parameters ("/", "&", ";"), after "=", "@" or ":", after ".", "-" or
// "_" inside a name (RFC 3986 §3: the delimiters that split the parts);
// never after "?" or "#", nor inside the host.
int AnatomyView::breakRank(std::size_t i) const
{
    const Item &item = m_items[i];
    if (i + 1 < m_items.size() && m_items[i + 1].inHost && item.inHost)
        return 0;
    // "?" and "#" go with what they introduce: never the last of a line
    if (item.cell.text == QLatin1String("?") || item.cell.text == QLatin1String("#"))
        return 0;
    if (i + 1 < m_items.size() && m_items[i + 1].topPart != item.topPart)
        return 4; // between components
    if (item.cell.text.size() != 1)
        return 0;
    const QChar c = item.cell.text.front();
    if (i + 1 < m_items.size() && m_items[i + 1].cell.text.size() == 1
        && QStringLiteral("?#").contains(m_items[i + 1].cell.text.front()))
        return 4;
    if (QStringLiteral("/&;").contains(c))
        return 3;
    if (QStringLiteral("=@:").contains(c))
        return 2;
    return QStringLiteral(".-_").contains(c) ? 1 : 0;
}

std::size_t AnatomyView::wrapCut(std::size_t i, std::size_t lineStart, qreal width) const
{
    std::size_t cut = i;
    // a component (with the delimiter before it) that fits on a line
    // starts the next one, if this one is 40% full
    for (std::size_t j = i; j > lineStart + 1; --j) {
        if (m_items[j - 1].x - kMargin < width * 0.4)
            break;
        if (m_items[j].component == m_items[j - 1].component)
            continue;
        // the delimiters before a component go with it ("?query")
        while (j > lineStart + 1 && m_items[j - 1].component < 0)
            --j;
        int component = -1;
        qreal needed = 0;
        for (std::size_t k = j; k < m_items.size() && needed <= width; ++k) {
            const int c = m_items[k].component;
            if (component >= 0 && c != component)
                break;
            if (c >= 0)
                component = c;
            needed += m_items[k].width;
        }
        if (needed <= width)
            cut = j;
        break;
    }
    std::size_t cutAt = i;
    // else the best break in the last 40% of the line, the last of
    // the best: never inside a parameter where a "&" is at hand
    int best = 0;
    for (std::size_t j = i; cut == i && j > lineStart + 1; --j) {
        if (m_items[j - 1].x - kMargin < width * 0.6)
            break;
        if (const int rank = breakRank(j - 1); rank > best) {
            best = rank;
            cutAt = j;
        }
    }
    if (cut == i && best > 0)
        cut = cutAt;
    // a host that fits on one line is not cut
    if (cut == i && m_items[i].inHost && m_items[i - 1].inHost) {
        std::size_t hostStart = i;
        while (hostStart > lineStart && m_items[hostStart - 1].inHost)
            --hostStart;
        if (hostStart > lineStart)
            cut = hostStart;
    }
    return cut;
}

int AnatomyView::wrapItems(qreal width)
{
    // Wrap the items into lines, preferably after a delimiter and never
    // inside the host (a host cut in two is easy to misread).
    qreal x = 0;
    int line = 0;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < m_items.size(); ++i) {
        Item &item = m_items[i];
        if (i > lineStart && x + item.width > width) {
            const std::size_t cut = wrapCut(i, lineStart, width);
            ++line;
            x = 0;
            for (std::size_t j = cut; j < i; ++j) {
                m_items[j].line = line;
                m_items[j].x = kMargin + x;
                x += m_items[j].width;
            }
            lineStart = cut;
        }
        item.line = line;
        item.x = kMargin + x;
        x += item.width;
    }
    return m_items.empty() ? 0 : line + 1;
}

void AnatomyView::buildBraces()
{
    // braces: one piece per part and line. The items are in byte order, so
    // a part's items are the run that starts where its span does; an empty
    // part has only its box.
    std::vector<std::size_t> boxOf(m_parts.size(), m_items.size());
    for (std::size_t i = 0; i < m_items.size(); ++i) {
        if (m_items[i].emptyPart >= 0)
            boxOf[static_cast<std::size_t>(m_items[i].emptyPart)] = i;
    }
    for (std::size_t p = 0; p < m_parts.size(); ++p) {
        const Part &part = m_parts[p];
        int current = -1;
        bool labelled = false;
        std::size_t first = boxOf[p];
        std::size_t last = first == m_items.size() ? first : first + 1;
        if (!part.span.empty()) {
            first = static_cast<std::size_t>(std::partition_point(m_items.begin(), m_items.end(),
                                                                  [&](const Item &item) {
                                                                      return item.cell.bytes.end()
                                                                             <= part.span.offset;
                                                                  })
                                             - m_items.begin());
            last = first;
            while (last < m_items.size() && m_items[last].cell.bytes.offset < part.span.end())
                ++last;
        }
        for (std::size_t i = first; i < last; ++i) {
            const Item &item = m_items[i];
            if (item.emptyPart >= 0 && item.emptyPart != static_cast<int>(p))
                continue; // another part's box inside this one
            if (current < 0 || m_braces[static_cast<std::size_t>(current)].line != item.line) {
                if (current >= 0)
                    m_braces[static_cast<std::size_t>(current)].openRight = true;
                Brace brace;
                brace.part = static_cast<int>(p);
                brace.line = item.line;
                brace.x0 = item.x;
                brace.x1 = item.x + item.width;
                brace.openLeft = current >= 0;
                brace.labelled = !labelled;
                m_braces.push_back(brace);
                labelled = true;
                current = static_cast<int>(m_braces.size() - 1);
            } else {
                m_braces[static_cast<std::size_t>(current)].x1 = item.x + item.width;
            }
        }
        // a part that goes on past the drawn bytes is open on the right
        if (current >= 0 && part.span.end() > std::min<std::size_t>(kMaxDrawnBytes, part.span.end())
            && !m_items.empty() && m_items.back().cell.bytes.end() < part.span.end())
            m_braces[static_cast<std::size_t>(current)].openRight = true;
    }
}

void AnatomyView::placeLabels(qreal width)
{
    const QFontMetricsF label(m_labelFont);
    // labels: placed line by line and tier by tier (widgets/label_layout.h)
    std::vector<std::vector<std::size_t>> groups(m_lines.size() * kTiers);
    for (std::size_t i = 0; i < m_braces.size(); ++i) {
        const Brace &b = m_braces[i];
        if (b.labelled)
            groups[static_cast<std::size_t>(b.line) * kTiers
                   + static_cast<std::size_t>(m_parts[static_cast<std::size_t>(b.part)].tier)]
                .push_back(i);
    }
    const qreal maxRight = kMargin + width;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const std::vector<std::size_t> &group = groups[g];
        if (group.empty())
            continue;
        std::vector<labels::Brace> request;
        request.reserve(group.size());
        for (const std::size_t i : group) {
            Brace &b = m_braces[i];
            const Part &part = m_parts[static_cast<std::size_t>(b.part)];
            b.labelText = part.label;
            request.push_back(
                {b.x0, b.x1, QFontMetricsF(labelFontFor(part)).horizontalAdvance(part.label) + 8});
        }
        const auto shorten = [&](std::size_t k, qreal room) -> qreal {
            Brace &b = m_braces[group[k]];
            const Part &part = m_parts[static_cast<std::size_t>(b.part)];
            const QFontMetricsF metrics(labelFontFor(part));
            QString text = metrics.elidedText(part.label, Qt::ElideRight, room - 8);
            // "segment 12" may become "12" (its tooltip says the rest), any
            // other label one character and the ellipsis at least
            static const QRegularExpression ordinal(QStringLiteral("\\d+$"));
            if (const QRegularExpressionMatch number = ordinal.match(part.label);
                number.hasMatch() && text.size() < part.label.size() - number.capturedLength())
                text = number.captured();
            if (text.isEmpty() || (text.size() < 2 && !text.front().isDigit()))
                return 0;
            const qreal shortWidth = metrics.horizontalAdvance(text) + 8;
            if (shortWidth > room)
                return 0;
            b.labelText = text;
            return shortWidth;
        };
        const std::vector<labels::Placement> placed
            = labels::place(request, kMargin, maxRight, shorten);
        Line &l = m_lines[g / kTiers];
        int &rows = l.subRows[g % kTiers];
        for (std::size_t k = 0; k < group.size(); ++k) {
            Brace &b = m_braces[group[k]];
            const labels::Placement &at = placed[k];
            b.labelShown = at.shown;
            if (!at.shown) {
                b.labelText.clear();
                continue;
            }
            b.subRow = at.row;
            b.tipX = at.leaderX;
            b.labelRect = QRectF(at.left, 0, at.width, label.height());
            rows = std::max(rows, at.row + 1);
        }
    }
}

void AnatomyView::placeLines()
{
    const QFontMetricsF label(m_labelFont);
    // vertical positions
    qreal y = m_summaryHeight;
    std::vector<std::array<bool, kTiers>> tiersUsed(m_lines.size(), std::array<bool, kTiers>{});
    for (const Brace &b : m_braces)
        tiersUsed[static_cast<std::size_t>(b.line)]
                 [static_cast<std::size_t>(m_parts[static_cast<std::size_t>(b.part)].tier)]
            = true;
    for (std::size_t li = 0; li < m_lines.size(); ++li) {
        Line &l = m_lines[li];
        const std::array<bool, kTiers> &tierUsed = tiersUsed[li];
        l.textTop = y;
        y += textHeight() + 4;
        for (std::size_t t = 0; t < kTiers; ++t) {
            l.tierTop[t] = y;
            if (tierUsed[t])
                y += kBraceHeight + l.subRows[t] * (label.height() + 1) + kTierGap;
        }
        l.bottom = y;
        y += kLineGap;
    }
    for (Brace &b : m_braces) {
        const Line &l = m_lines[static_cast<std::size_t>(b.line)];
        const int tier = m_parts[static_cast<std::size_t>(b.part)].tier;
        b.labelRect.moveTop(l.tierTop[static_cast<std::size_t>(tier)] + kBraceHeight
                            + b.subRow * (label.height() + 1));
    }
    if (!m_undefined.isEmpty())
        y += label.height() + 4;
    m_contentHeight = y + kMargin;
}

void AnatomyView::updateScrollRange()
{
    const QFontMetricsF label(m_labelFont);
    QScrollBar *bar = verticalScrollBar();
    bar->setRange(0,
                  std::max(0, static_cast<int>(std::ceil(m_contentHeight)) - viewport()->height()));
    bar->setPageStep(viewport()->height());
    bar->setSingleStep(static_cast<int>(label.height()));
    updateGeometry();
    viewport()->update();
    if (const int height = static_cast<int>(std::ceil(m_contentHeight));
        height != m_reportedHeight) {
        m_reportedHeight = height;
        emit contentHeightChanged(height);
    }
}

QFont AnatomyView::labelFontFor(const Part &part) const
{
    QFont f = m_labelFont;
    f.setBold(part.tier == 0 || part.kind == PartKind::Host || part.kind == PartKind::Userinfo);
    return f;
}

void AnatomyView::drawBrace(QPainter &p, const Brace &b, qreal top) const
{
    // A horizontal curly brace, like the \_____/ under the RFC's diagram.
    const qreal x0 = b.x0 + 1.5;
    const qreal x1 = std::max(b.x1 - 1.5, x0 + 2);
    const qreal h = kBraceHeight - 2;
    const qreal r = std::min<qreal>(h / 2, (x1 - x0) / 4);
    const qreal yMid = top + h / 2;
    QPainterPath path;
    if (b.openLeft) {
        path.moveTo(x0, yMid);
    } else {
        path.moveTo(x0, top);
        path.quadTo(x0, yMid, x0 + r, yMid);
    }
    if (b.labelShown) {
        // the tip, where the leader to the label starts
        const qreal tip = std::clamp(b.tipX, x0 + r, x1 - r);
        path.lineTo(tip - r, yMid);
        path.quadTo(tip, yMid, tip, top + h);
        path.quadTo(tip, yMid, tip + r, yMid);
    }
    if (b.openRight) {
        path.lineTo(x1, yMid);
    } else {
        path.lineTo(x1 - r, yMid);
        path.quadTo(x1, yMid, x1, top);
    }
    p.drawPath(path);
}

void AnatomyView::paintEvent(QPaintEvent *)
{
    QPainter p(viewport());
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(0, -verticalScrollBar()->value());
    paintSummary(p);
    paintBackgrounds(p);
    paintCells(p);
    paintDiagnostics(p);
    paintBraces(p);
    paintUndefined(p);
}

AnatomyView::Visible AnatomyView::visible() const
{
    // Cells on lines outside the viewport are not drawn: a long input has
    // thousands, and shaping each for nothing is what a repaint spent.
    const qreal top = verticalScrollBar()->value();
    return {top, top + viewport()->height(), textHeight()};
}

bool AnatomyView::Visible::holds(const Line &line, bool withBraces) const
{
    const qreal lineBottom = withBraces ? line.bottom : line.textTop + textHeight;
    return lineBottom >= top && line.textTop <= bottom;
}

void AnatomyView::paintSummary(QPainter &p) const
{
    const QFontMetricsF label(m_labelFont);
    qreal y = kMargin;
    p.setFont(m_labelFont);
    const QStringList shown = shownSummaryLines();
    for (qsizetype i = 0; i < m_summary.size(); ++i) {
        QFont f = m_labelFont;
        f.setBold(true);
        p.setFont(f);
        const QRectF rect(kMargin, y, viewport()->width() - 2 * kMargin, label.height() + 2);
        if (m_warnings.contains(i))
            p.fillRect(rect.adjusted(-4, -1, 4, 1), m_palette.fill(PartKind::Userinfo));
        p.setPen(m_palette.foreground());
        p.drawText(rect, Qt::AlignLeft | Qt::AlignVCenter, painted(shown[i]));
        y += label.height() + 4;
    }
    if (!m_inputNote.isEmpty()) {
        QFont f = m_labelFont;
        f.setItalic(true);
        p.setFont(f);
        p.setPen(m_palette.dimForeground());
        p.drawText(QRectF(kMargin, y, viewport()->width() - 2 * kMargin, label.height() + 2),
                   Qt::AlignLeft | Qt::AlignVCenter, painted(m_inputNote));
    }
}

void AnatomyView::fillRuns(QPainter &p, const Visible &view,
                           const std::function<std::optional<QBrush>(const Item &)> &brushOf) const
{
    const qreal th = view.textHeight;
    std::optional<QRectF> run;
    QBrush runBrush;
    for (const Item &item : m_items) {
        const Line &line = m_lines[static_cast<std::size_t>(item.line)];
        if (!view.holds(line) || item.emptyPart >= 0)
            continue;
        const std::optional<QBrush> brush = brushOf(item);
        if (!brush)
            continue;
        const QRectF rect(item.x, line.textTop, item.width, th);
        if (run && run->top() == rect.top() && qAbs(run->right() - rect.left()) < 0.01
            && *brush == runBrush) {
            run->setRight(rect.right());
            continue;
        }
        if (run)
            p.fillRect(*run, runBrush);
        run = rect;
        runBrush = *brush;
    }
    if (run)
        p.fillRect(*run, runBrush);
}

void AnatomyView::paintBackgrounds(QPainter &p) const
{
    const Visible view = visible();
    // the cells' backgrounds: the part's colour, the hatch of a deceptive
    // userinfo, the marked span; each a rectangle per run of neighbouring
    // cells of a line (a fill per character made a long line's repaint slow)
    fillRuns(p, view, [&](const Item &item) -> std::optional<QBrush> {
        if (item.topPart < 0)
            return std::nullopt;
        return QBrush(m_palette.fill(m_parts[static_cast<std::size_t>(item.topPart)].kind));
    });
    QColor hatch = m_palette.warning();
    hatch.setAlpha(110);
    const QBrush hatchBrush(hatch, Qt::BDiagPattern);
    fillRuns(p, view, [&](const Item &item) -> std::optional<QBrush> {
        return item.inUserinfo ? std::optional(hatchBrush) : std::nullopt;
    });
    if (m_marked && !m_marked->empty()) {
        QColor h = m_palette.highlight();
        h.setAlpha(110);
        const QBrush marked(h);
        fillRuns(p, view, [&](const Item &item) -> std::optional<QBrush> {
            return overlaps(*m_marked, item.cell.bytes) ? std::optional(marked) : std::nullopt;
        });
    }
}

void AnatomyView::paintCells(QPainter &p) const
{
    const Visible view = visible();
    const qreal th = view.textHeight;
    const QFontMetricsF big(m_bigFont);
    // each font's baseline below a cell's top, its text centred in the cell's height
    const QFontMetricsF boldMetrics(m_boldBigFont);
    const qreal bigBaseline = (th - big.height()) / 2 + big.ascent();
    const qreal boldBaseline = (th - boldMetrics.height()) / 2 + boldMetrics.ascent();
    for (const Item &item : m_items) {
        const Line &line = m_lines[static_cast<std::size_t>(item.line)];
        if (!view.holds(line))
            continue;
        const QRectF rect(item.x, line.textTop, item.width, th);
        if (item.emptyPart >= 0) {
            const PartKind kind = m_parts[static_cast<std::size_t>(item.emptyPart)].kind;
            QPen pen(m_palette.line(kind), 1.5, Qt::DashLine);
            p.setPen(pen);
            p.setBrush(Qt::NoBrush);
            p.drawRect(rect.adjusted(1, 4, -1, -4));
            continue;
        }
        // an empty marked span: a caret before its cell
        if (m_marked && m_marked->empty() && m_marked->offset == item.cell.bytes.offset)
            p.fillRect(QRectF(item.x - 1, line.textTop, 2.5, th), m_palette.highlight());
        QColor textColour = m_palette.foreground();
        if (item.topPart < 0)
            textColour = m_palette.dimForeground(); // a delimiter
        if (item.cell.kind != DisplayCell::Kind::Plain) {
            QPen pen(m_palette.warning(), 1.2,
                     item.cell.kind == DisplayCell::Kind::NonAscii ? Qt::DashLine : Qt::SolidLine);
            p.setPen(pen);
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(rect.adjusted(1.5, 3, -1.5, -3), 3, 3);
        }
        // centred in its cell as measured in relayout(), from its baseline:
        // a rectangle and an alignment would lay each cell's text out again
        const qreal baseline = item.inHost ? boldBaseline : bigBaseline;
        const qreal inset = item.cell.kind == DisplayCell::Kind::Plain ? 0 : kBoxPadding / 2;
        p.setFont(item.inHost ? m_boldBigFont : m_bigFont);
        p.setPen(textColour);
        p.drawText(QPointF(item.x + inset, line.textTop + baseline), item.cell.text);
    }
}

void AnatomyView::paintDiagnostics(QPainter &p) const
{
    const Visible view = visible();
    const qreal th = view.textHeight;
    // diagnostics: a wavy line under errors, a dashed one under warnings
    for (const auto &[span, severity] : m_diagSpans) {
        if (severity == Severity::Info)
            continue;
        // the items from the first that ends past the span's start
        const std::size_t start = span.offset;
        const auto from
            = std::partition_point(m_items.begin(), m_items.end(), [start](const Item &item) {
                  return item.cell.bytes.end() <= start;
              });
        for (auto it = from; it != m_items.end() && it->cell.bytes.offset <= span.end(); ++it) {
            const Item &item = *it;
            if (item.emptyPart >= 0 || !view.holds(m_lines[static_cast<std::size_t>(item.line)])
                || !(overlaps(span, item.cell.bytes)
                     || (span.empty() && item.cell.bytes.offset == span.offset)))
                continue;
            const Line &line = m_lines[static_cast<std::size_t>(item.line)];
            const qreal base = line.textTop + th - 2;
            if (severity == Severity::Error) {
                QPainterPath wave;
                wave.moveTo(item.x, base);
                for (qreal x = item.x; x < item.x + item.width; x += 3)
                    wave.lineTo(std::min(x + 3, item.x + item.width),
                                base + ((static_cast<int>((x - item.x) / 3) % 2) ? -2.0 : 0.0));
                p.setPen(QPen(m_palette.error(), 1.5));
                p.setBrush(Qt::NoBrush);
                p.drawPath(wave);
            } else {
                p.setPen(QPen(m_palette.warning(), 1.5, Qt::DashLine));
                p.drawLine(QPointF(item.x, base), QPointF(item.x + item.width, base));
            }
        }
    }
}

void AnatomyView::paintBraces(QPainter &p) const
{
    // braces and their labels are drawn on lines in view only
    const Visible view = visible();
    const auto braceVisible = [&](const Brace &b) {
        return view.holds(m_lines[static_cast<std::size_t>(b.line)], true);
    };
    const qreal th = view.textHeight;
    // the host framed, so that it stands out from any userinfo before it
    for (const Brace &b : m_braces) {
        const Part &part = m_parts[static_cast<std::size_t>(b.part)];
        if (part.kind != PartKind::Host || part.span.empty() || !braceVisible(b))
            continue;
        const Line &line = m_lines[static_cast<std::size_t>(b.line)];
        p.setPen(QPen(m_palette.line(PartKind::Host), 2));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(
            QRectF(b.x0, line.textTop, b.x1 - b.x0, th).adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
    }

    // braces and labels
    for (const Brace &b : m_braces) {
        if (!braceVisible(b))
            continue;
        const Part &part = m_parts[static_cast<std::size_t>(b.part)];
        const Line &line = m_lines[static_cast<std::size_t>(b.line)];
        const QColor colour = m_palette.line(part.kind);
        const qreal top = line.tierTop[static_cast<std::size_t>(part.tier)];
        p.setPen(QPen(colour, part.tier == 0 ? 2.0 : 1.5));
        p.setBrush(Qt::NoBrush);
        drawBrace(p, b, top);
        if (!b.labelShown)
            continue;
        p.setFont(labelFontFor(part));
        if (part.kind == PartKind::Userinfo) {
            p.fillRect(b.labelRect, m_palette.fill(PartKind::Userinfo));
            p.setPen(m_palette.foreground());
        } else {
            p.setPen(m_palette.text(part.kind));
        }
        p.drawText(b.labelRect, Qt::AlignCenter, painted(b.labelText));
        // a dotted leader from the brace tip to a label moved down
        if (b.subRow > 0) {
            p.setPen(QPen(colour, 1, Qt::DotLine));
            p.drawLine(QPointF(b.tipX, top + kBraceHeight), QPointF(b.tipX, b.labelRect.top()));
        }
    }
}

void AnatomyView::paintUndefined(QPainter &p) const
{
    if (m_undefined.isEmpty())
        return;
    const QFontMetricsF label(m_labelFont);
    QFont f = m_labelFont;
    f.setItalic(true);
    p.setFont(f);
    p.setPen(m_palette.dimForeground());
    const qreal top = m_lines.empty() ? m_summaryHeight : m_lines.back().bottom + kLineGap;
    p.drawText(
        QRectF(kMargin, top, viewport()->width() - 2 * kMargin, label.height() + 2),
        Qt::AlignLeft | Qt::AlignVCenter,
        //: %1 lists the components that are not there at all
        painted(tr("Undefined (not even empty): %1").arg(m_undefined.join(QStringLiteral(", ")))));
}

void AnatomyView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    relayout();
}

int AnatomyView::itemAt(QPointF pos) const
{
    const qreal th = textHeight();
    for (std::size_t i = 0; i < m_items.size(); ++i) {
        const Item &item = m_items[i];
        const Line &line = m_lines[static_cast<std::size_t>(item.line)];
        if (QRectF(item.x, line.textTop, item.width, th).contains(pos))
            return static_cast<int>(i);
    }
    return -1;
}

int AnatomyView::braceAt(QPointF pos) const
{
    for (std::size_t i = 0; i < m_braces.size(); ++i) {
        const Brace &b = m_braces[i];
        const Part &part = m_parts[static_cast<std::size_t>(b.part)];
        const Line &line = m_lines[static_cast<std::size_t>(b.line)];
        const QRectF brace(b.x0, line.tierTop[static_cast<std::size_t>(part.tier)], b.x1 - b.x0,
                           kBraceHeight);
        if (brace.contains(pos) || (b.labelShown && b.labelRect.contains(pos)))
            return static_cast<int>(i);
    }
    return -1;
}

std::optional<Span> AnatomyView::spanAtByte(std::size_t offset) const
{
    std::optional<Span> best;
    int bestTier = -1;
    for (const Part &part : m_parts) {
        if (offset >= part.span.offset && offset < part.span.end() && part.tier > bestTier) {
            best = part.span;
            bestTier = part.tier;
        }
    }
    return best;
}

void AnatomyView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    const QPointF pos = event->position() + QPointF(0, verticalScrollBar()->value());
    std::optional<Span> span;
    if (const int i = itemAt(pos); i >= 0) {
        const Item &item = m_items[static_cast<std::size_t>(i)];
        if (item.emptyPart >= 0)
            span = m_parts[static_cast<std::size_t>(item.emptyPart)].span;
        else
            span = spanAtByte(item.cell.bytes.offset).value_or(item.cell.bytes);
    } else if (const int b = braceAt(pos); b >= 0) {
        span = m_parts[static_cast<std::size_t>(m_braces[static_cast<std::size_t>(b)].part)].span;
    }
    if (span) {
        markSpan(*span);
        emit spanSelected(*span);
    }
    event->accept();
}

QString AnatomyView::tooltipAt(QPointF pos) const
{
    // a summary line shortened to the view's width, whole
    const qreal row = QFontMetricsF(m_labelFont).height() + 4;
    if (const auto i = static_cast<qsizetype>(std::floor((pos.y() - kMargin) / row));
        pos.y() >= kMargin && i < m_summary.size()) {
        return shownSummaryLines().at(i) != summaryLine(i) ? m_summary[i] : QString();
    }
    if (const int i = itemAt(pos); i >= 0) {
        const Item &item = m_items[static_cast<std::size_t>(i)];
        if (item.emptyPart >= 0) {
            const Part &part = m_parts[static_cast<std::size_t>(item.emptyPart)];
            return tr("%1 is present but empty (not undefined).").arg(PartNames::name(part.kind))
                   + QLatin1Char('\n') + PartNames::description(part.kind);
        }
        QStringList in;
        for (const Part &part : m_parts) {
            if (overlaps(part.span, item.cell.bytes))
                in << part.label;
        }
        const QString character
            = item.cell.valid ? codePointText(item.cell.codePoint) : tr("an invalid UTF-8 byte");
        QString tip = tr("Bytes %1 to %2: %3")
                          .arg(item.cell.bytes.offset)
                          .arg(item.cell.bytes.end())
                          .arg(character);
        if (item.cell.kind == DisplayCell::Kind::Escape)
            tip += QLatin1Char('\n')
                   + tr("Shown as an escape: a control, bidi, invisible or space character.");
        else if (item.cell.kind == DisplayCell::Kind::NonAscii)
            tip += QLatin1Char('\n')
                   + tr("Shown as an escape: a non-ASCII character, which can look like an "
                        "ASCII one.");
        if (!in.isEmpty())
            tip += QLatin1Char('\n') + tr("In: %1").arg(in.join(QStringLiteral(" > ")));
        return tip;
    }
    if (const int b = braceAt(pos); b >= 0) {
        // the whole label, which may be shown elided
        const Part &part
            = m_parts[static_cast<std::size_t>(m_braces[static_cast<std::size_t>(b)].part)];
        return part.label + QLatin1Char('\n') + PartNames::description(part.kind);
    }
    return {};
}

bool AnatomyView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString tip
            = tooltipAt(QPointF(help->pos()) + QPointF(0, verticalScrollBar()->value()));
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, viewport());
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void AnatomyView::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::PaletteChange:
        m_palette = ComponentPalette(palette());
        viewport()->update();
        break;
    case QEvent::FontChange:
        updateFonts();
        relayout();
        break;
    case QEvent::LanguageChange:
        rebuild(); // the labels and notes are translated
        break;
    default:
        break;
    }
    QAbstractScrollArea::changeEvent(event);
}

std::optional<QPoint> AnatomyView::pointForByte(std::size_t offset) const
{
    for (const Item &item : m_items) {
        if (item.emptyPart < 0 && offset >= item.cell.bytes.offset
            && offset < item.cell.bytes.end()) {
            const Line &line = m_lines[static_cast<std::size_t>(item.line)];
            return QPoint(static_cast<int>(item.x + item.width / 2),
                          static_cast<int>(line.textTop + textHeight() / 2)
                              - verticalScrollBar()->value());
        }
    }
    return std::nullopt;
}

QStringList AnatomyView::braceLabels() const
{
    QStringList out;
    for (int tier = 0; tier < static_cast<int>(kTiers); ++tier) {
        for (const Part &part : m_parts) {
            if (part.tier == tier)
                out << part.label;
        }
    }
    return out;
}

QString AnatomyView::drawnText() const
{
    QString out;
    for (const Item &item : m_items)
        out += item.cell.text;
    return out;
}

QStringList AnatomyView::summaryLines() const
{
    return m_summary;
}

QStringList AnatomyView::shownSummaryLines() const
{
    QFont bold = m_labelFont;
    bold.setBold(true);
    const QFontMetricsF metrics(bold);
    const qreal width = viewport()->width() - 2 * kMargin;
    QStringList shown;
    // the middle goes: a host's end (its registrable domain) stays in view
    for (qsizetype i = 0; i < m_summary.size(); ++i)
        shown << metrics.elidedText(summaryLine(i), Qt::ElideMiddle, width);
    return shown;
}

QString AnatomyView::summaryLine(qsizetype i) const
{
    return m_warnings.contains(i) ? QStringLiteral("\u26A0 ") + m_summary[i] : m_summary[i];
}

std::vector<AnatomyView::LabelBox> AnatomyView::labelBoxes() const
{
    std::vector<LabelBox> out;
    for (const Brace &b : m_braces) {
        if (!b.labelled)
            continue;
        const Part &part = m_parts[static_cast<std::size_t>(b.part)];
        const qreal top = m_lines[static_cast<std::size_t>(b.line)]
                              .tierTop[static_cast<std::size_t>(part.tier)];
        LabelBox box;
        box.span = part.span;
        box.text = b.labelText;
        box.shown = b.labelShown;
        box.brace = QRectF(b.x0, top, b.x1 - b.x0, kBraceHeight);
        if (b.labelShown) {
            box.rect = b.labelRect;
            box.leader = QLineF(b.tipX, top + kBraceHeight, b.tipX, b.labelRect.top());
        }
        out.push_back(box);
    }
    return out;
}

std::vector<QRectF> AnatomyView::cellRects(Span span) const
{
    std::vector<QRectF> out;
    const qreal th = textHeight();
    for (const Item &item : m_items) {
        // an empty part's box belongs to the parts around it
        const std::size_t at = item.cell.bytes.offset;
        const bool inside = item.emptyPart < 0 ? overlaps(span, item.cell.bytes)
                            : span.empty()     ? at == span.offset
                                               : at > span.offset && at < span.end();
        if (inside)
            out.emplace_back(item.x, m_lines[static_cast<std::size_t>(item.line)].textTop,
                             item.width, th);
    }
    return out;
}

QSizeF AnatomyView::contentSize() const
{
    return {static_cast<qreal>(viewport()->width()), m_contentHeight};
}

QSize AnatomyView::sizeHint() const
{
    return {800,
            std::clamp(static_cast<int>(m_contentHeight) + 4, minimumSizeHint().height(), 480)};
}

QSize AnatomyView::minimumSizeHint() const
{
    return {200, 120};
}

} // namespace uri::ui
