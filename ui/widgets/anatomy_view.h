/**
 * @file anatomy_view.h
 * @brief The URI drawn large, each component in its colour with a labelled
 * brace under it, as in the diagram of RFC 3986 §3.
 */
#pragma once

#include "analysis/roles.h" // Q_DECLARE_METATYPE(uri::Span) for the signals
#include "common/display_cells.h"
#include "common/palette.h"
#include "text/part_kind.h"
#include "uriinspector/diagnostic.h"
#include "uriinspector/span.h"

#include <QAbstractScrollArea>
#include <QLineF>
#include <QPointer>

#include <array>
#include <functional>
#include <optional>
#include <vector>

class QAbstractItemModel;

namespace uri::ui {

class ComponentTreeModel;
struct Analysis;

/**
 * @brief Draws the input with its structure, read from the roles of a
 * ComponentTreeModel (and the spans of a diagnostics model).
 *
 * Tier 1 braces mark the components of RFC 3986 §3, tier 2 userinfo, host,
 * port, path segments and query parameters, tier 3 user and password and the
 * labels of a host name. An empty component gets a small dashed box and a
 * brace labelled "empty"; an undefined one gets no brace and is listed as
 * undefined. Userinfo is hatched and labelled "not the host", and the host is
 * framed, so that `http://bank.example@evil.example/` cannot be misread.
 * Control, bidi, invisible and non-ASCII characters are drawn as boxed
 * escapes. Labels never overlap: widgets/label_layout.h moves them sideways
 * or down, with a leader to their brace, and shortens them only when there
 * is no room (the brace's tooltip names it whole). Long inputs wrap before a
 * component that then fits on its line, else after a delimiter; past
 * kMaxDrawnBytes the rest is not drawn.
 */
class AnatomyView : public QAbstractScrollArea
{
    Q_OBJECT

public:
    /// Bytes beyond this are not drawn (a note says how many there are).
    static constexpr std::size_t kMaxDrawnBytes = 4096;
    /// Rows of braces: components (RFC 3986 §3), their parts, the parts'
    /// pieces, and the registrable domain below the host's labels.
    static constexpr std::size_t kTiers = 4;

    explicit AnatomyView(QWidget *parent = nullptr);

    /// The models to draw; @p diagnostics (SpanRole, SeverityRole) may be null.
    void setModels(ComponentTreeModel *components, QAbstractItemModel *diagnostics);

    /// The models it draws (setModels()).
    [[nodiscard]] ComponentTreeModel *componentsModel() const;
    [[nodiscard]] QAbstractItemModel *diagnosticsModel() const;

    /// Mark @p span (bytes) without emitting spanSelected().
    void markSpan(Span span);
    [[nodiscard]] std::optional<Span> markedSpan() const { return m_marked; }

    /// Text size in percent (100 is the default large size).
    void setZoom(int percent);
    [[nodiscard]] int zoom() const { return m_zoom; }

    /// The centre of the drawn cell holding byte @p offset, in viewport
    /// coordinates; nothing when that byte is not drawn.
    [[nodiscard]] std::optional<QPoint> pointForByte(std::size_t offset) const;
    /// The brace labels, tier by tier, in the order they are drawn.
    [[nodiscard]] QStringList braceLabels() const;
    /// The text of the drawn cells, escapes included.
    [[nodiscard]] QString drawnText() const;
    /// The summary lines above the drawing ("host: ...").
    [[nodiscard]] QStringList summaryLines() const;
    /// The same lines as drawn at the view's width: a warning with its sign,
    /// a line too long shortened in the middle (its whole in the tooltip).
    [[nodiscard]] QStringList shownSummaryLines() const;

    /// A brace's label as laid out, in content coordinates.
    struct LabelBox
    {
        Span span;          ///< the part it names
        QString text;       ///< as shown: elided when there was no room
        bool shown = false; ///< false: no room even for a short form
        QRectF rect;        ///< the label
        QRectF brace;       ///< the piece of the brace that carries it
        QLineF leader;      ///< from the brace down to the label's top edge
    };
    /// Every label, tier by tier and part by part.
    [[nodiscard]] std::vector<LabelBox> labelBoxes() const;
    /// The drawn cells of @p span, in content coordinates.
    [[nodiscard]] std::vector<QRectF> cellRects(Span span) const;
    /// The width of the drawing and the height of its content.
    [[nodiscard]] QSizeF contentSize() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    /// The user clicked a character or a brace; @p span is in bytes.
    void spanSelected(uri::Span span);
    /// The drawing needs @p height pixels now (its content, margins included).
    void contentHeightChanged(int height);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Part
    {
        PartKind kind;
        Span span;
        int tier;      ///< 0, 1 or 2
        QString label; ///< what the brace says
    };
    struct Item
    {
        DisplayCell cell;
        int emptyPart = -1;      ///< for the dashed box of an empty part: its index
        int topPart = -1;        ///< the innermost part of tier 0 or 1 holding it
        int component = -1;      ///< the part of tier 0 (RFC 3986 §3) holding it
        bool inUserinfo = false; ///< in a userinfo that deceives (hatched)
        bool inHost = false;
        int line = 0;
        qreal x = 0;
        qreal width = 0;
    };
    struct Brace
    {
        int part = 0;
        int line = 0;
        qreal x0 = 0;
        qreal x1 = 0;
        bool openLeft = false;
        bool openRight = false;
        bool labelled = false;   ///< the piece of its part that carries the label
        bool labelShown = false; ///< the label found room (widgets/label_layout.h)
        int subRow = 0;
        qreal tipX = 0;    ///< where the leader to the label leaves the brace
        QString labelText; ///< the label as shown: elided when there was no room
        QRectF labelRect;
    };
    struct Line
    {
        qreal textTop = 0;
        std::array<qreal, kTiers> tierTop{};
        std::array<int, kTiers> subRows{};
        qreal bottom = 0;
    };

    /// The parts and their items again, from the models: the braces'
    /// parts (collectParts()), the summary above them, one item a cell.
    void rebuild();
    /// What the summary says of the host and the userinfo.
    struct PartTexts
    {
        QString host;
        QString hostNotes;
        QString userinfo;
    };
    /// The parts under @p parent of the component tree, @p tier deep.
    void collectParts(const QModelIndex &parent, int tier, std::string_view bytes,
                      PartTexts &texts);
    void summarize(const Analysis &analysis, const PartTexts &texts);
    /// One item a display cell of @p bytes, and a box where an empty part is.
    void buildItems(std::string_view bytes, bool escapeNonAscii);
    void collectDiagnostics();
    /// The layout, in its phases: the summary above the drawing, each
    /// item's width, the items wrapped into lines, the braces of each part
    /// on each line, their labels, the lines' heights, the scroll range.
    void relayout();
    void layoutSummary();
    void measureItems();
    /// Wrap the items into lines @p width wide; the number of lines.
    int wrapItems(qreal width);
    /// Where the line that item @p i overflows is cut (an item index).
    [[nodiscard]] std::size_t wrapCut(std::size_t i, std::size_t lineStart, qreal width) const;
    [[nodiscard]] int breakRank(std::size_t i) const;
    void buildBraces();
    void placeLabels(qreal width);
    void placeLines();
    void updateScrollRange();
    void updateFonts();
    [[nodiscard]] qreal textHeight() const;
    [[nodiscard]] int itemAt(QPointF contentPos) const;
    [[nodiscard]] int braceAt(QPointF contentPos) const;
    [[nodiscard]] std::optional<Span> spanAtByte(std::size_t offset) const;
    /// Summary line @p i with the warning sign when it warns.
    [[nodiscard]] QString summaryLine(qsizetype i) const;
    [[nodiscard]] QString tooltipAt(QPointF contentPos) const;
    [[nodiscard]] QFont labelFontFor(const Part &part) const;
    void drawBrace(QPainter &p, const Brace &b, qreal top) const;
    /// The rows in the viewport: only the lines there are drawn.
    struct Visible
    {
        qreal top = 0;
        qreal bottom = 0;
        qreal textHeight = 0;
        /// Whether @p line (with its braces and labels, or its text alone) is in view.
        [[nodiscard]] bool holds(const Line &line, bool withBraces = false) const;
    };
    [[nodiscard]] Visible visible() const;
    /// The painting, in the order of its layers.
    void paintSummary(QPainter &p) const;
    void paintBackgrounds(QPainter &p) const;
    /// Fill the cells @p brushOf gives a brush, a rectangle per run of
    /// neighbouring cells of a line with the same brush.
    void fillRuns(QPainter &p, const Visible &view,
                  const std::function<std::optional<QBrush>(const Item &)> &brushOf) const;
    void paintCells(QPainter &p) const;
    void paintDiagnostics(QPainter &p) const;
    void paintBraces(QPainter &p) const;
    void paintUndefined(QPainter &p) const;

    QPointer<ComponentTreeModel> m_components;
    QPointer<QAbstractItemModel> m_diagnostics;
    ComponentPalette m_palette;
    int m_zoom = 100;
    QFont m_bigFont;
    QFont m_boldBigFont;
    QFont m_labelFont;

    QString m_inputNote;   ///< placeholder, truncation or "not parsed"
    QStringList m_summary; ///< lines above the drawing
    /// RFC 3986 §7.6: the userinfo is a trick (A12, P1 or P5), marked "NOT the host"
    bool m_userinfoDeceptive = false;
    /// The summary lines that warn (userinfo before "@", a host that reads as another)
    QList<qsizetype> m_warnings;
    std::vector<Part> m_parts;
    std::vector<Item> m_items;
    std::vector<Brace> m_braces;
    std::vector<Line> m_lines;
    std::vector<std::pair<Span, Severity>> m_diagSpans;
    QStringList m_undefined;
    qreal m_summaryHeight = 0;
    qreal m_contentHeight = 0;
    int m_reportedHeight = 0; ///< the last contentHeightChanged()
    std::optional<Span> m_marked;
};

} // namespace uri::ui
