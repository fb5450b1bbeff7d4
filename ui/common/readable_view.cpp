#include "common/readable_view.h"

#include "common/japanese_breaks.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QPainter>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTextLayout>
#include <QTimer>
#include <QToolTip>
#include <QTreeView>

#include <algorithm>
#include <cmath>
#include <memory>
#include <set>
#include <vector>

namespace uri::ui {

namespace {

/// QTreeView measures a row without its columns' widths, so a wrapped text
/// would stay on one line: this delegate of the wrapping column measures it
/// at the width of its section, and draws it as it measured it. (The style
/// draws it again at the width of its first measure, rounded: a line can
/// break a word earlier there, and a last line of Japanese is taller than
/// one of Latin letters, so the style cut the text it had measured whole.)
class WrapDelegate : public QStyledItemDelegate
{
public:
    WrapDelegate(QTreeView *view, int column)
        : QStyledItemDelegate(view)
        , m_view(view)
        , m_column(column)
    {}

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        opt.features |= QStyleOptionViewItem::WrapText;
        // a valid rectangle, or the style measures one unbounded line
        opt.rect = QRect(0, 0, m_view->header()->sectionSize(m_column), 1 << 20);
        const QStyle *style = m_view->style();
        QSize size = style->sizeFromContents(QStyle::CT_ItemViewItem, &opt, QSize(), m_view);
        if (!hasDecoration(opt))
            size.setHeight(std::max(size.height(), lines(opt, opt.rect.width()).height));
        return size;
    }

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const Lines text = lines(opt, opt.rect.width());
        if (hasDecoration(opt) || text.height > opt.rect.height()) {
            // a row lower than its text (a long list has rows of one line): the style elides
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        // the cell without its text, then the text as sizeHint() measured it
        opt.text.clear();
        const QStyle *style = m_view->style();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, m_view);
        const QPalette::ColorGroup group = !(opt.state & QStyle::State_Enabled) ? QPalette::Disabled
                                           : !(opt.state & QStyle::State_Active)
                                               ? QPalette::Inactive
                                               : QPalette::Normal;
        painter->save();
        painter->setPen(opt.palette.color(group, opt.state & QStyle::State_Selected
                                                     ? QPalette::HighlightedText
                                                     : QPalette::Text));
        const int margin = textMargin();
        const qreal top = opt.rect.top() + (opt.rect.height() - text.height) / 2.0;
        text.layout->draw(painter, QPointF(opt.rect.left() + margin, top));
        painter->restore();
    }

private:
    struct Lines
    {
        std::unique_ptr<QTextLayout> layout;
        int height = 0;
    };

    [[nodiscard]] static bool hasDecoration(const QStyleOptionViewItem &opt)
    {
        return (opt.features
                & (QStyleOptionViewItem::HasDecoration | QStyleOptionViewItem::HasCheckIndicator))
               != 0;
    }

    [[nodiscard]] int textMargin() const
    {
        return m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 1;
    }

    /// The text of @p opt broken into lines @p width wide (less the style's margins).
    [[nodiscard]] Lines lines(const QStyleOptionViewItem &opt, int width) const
    {
        auto layout = std::make_unique<QTextLayout>(opt.text, opt.font);
        QTextOption option;
        option.setWrapMode(QTextOption::WordWrap);
        option.setTextDirection(opt.direction);
        layout->setTextOption(option);
        const qreal lineWidth = std::max(1, width - 2 * textMargin());
        qreal y = 0;
        layout->beginLayout();
        for (QTextLine line = layout->createLine(); line.isValid(); line = layout->createLine()) {
            line.setLineWidth(lineWidth);
            line.setPosition(QPointF(0, y));
            y += line.height();
        }
        layout->endLayout();
        return {std::move(layout), static_cast<int>(std::ceil(y))};
    }

    QTreeView *m_view;
    int m_column;
};

} // namespace

QTreeView *ReadableView::longTable(QWidget *parent, QAbstractItemModel *model, const QString &name)
{
    auto *view = new QTreeView(parent);
    view->setObjectName(name);
    view->setModel(model);
    view->setRootIsDecorated(false);
    view->setUniformRowHeights(true);
    view->setAlternatingRowColors(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->header()->setStretchLastSection(true);
    install(view, -1, true, false);
    return view;
}

ReadableView *ReadableView::install(QAbstractItemView *view, int wrapColumn, bool copyRows,
                                    bool fit)
{
    return new ReadableView(view, wrapColumn, copyRows, fit);
}

ReadableView *ReadableView::of(const QAbstractItemView *view)
{
    return view->findChild<ReadableView *>(QString(), Qt::FindDirectChildrenOnly);
}

ReadableView::ReadableView(QAbstractItemView *view, int wrapColumn, bool copyRows, bool fit)
    : QObject(view)
    , m_view(view)
    , m_wrapColumn(wrapColumn)
    , m_fitColumns(fit)
{
    view->installEventFilter(this);
    view->viewport()->installEventFilter(this);
    view->setTextElideMode(Qt::ElideRight);
    if (auto *table = qobject_cast<QTableView *>(view))
        table->setWordWrap(wrapColumn >= 0);
    if (auto *tree = qobject_cast<QTreeView *>(view)) {
        tree->setWordWrap(wrapColumn >= 0);
        // the tree's own delegate only, not a view's own (which measures itself)
        if (wrapColumn >= 0 && tree->itemDelegateForColumn(wrapColumn) == nullptr
            && tree->itemDelegate()->metaObject() == &QStyledItemDelegate::staticMetaObject)
            tree->setItemDelegateForColumn(wrapColumn, new WrapDelegate(tree, wrapColumn));
    }

    m_empty = new QLabel(view->viewport());
    m_empty->setObjectName(QStringLiteral("emptyText"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setTextFormat(Qt::PlainText);
    m_empty->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    m_empty->hide();

    if (copyRows) {
        m_copy = new QAction(view);
        m_copy->setObjectName(QStringLiteral("copyRows"));
        m_copy->setShortcut(QKeySequence::Copy);
        m_copy->setShortcutContext(Qt::WidgetShortcut);
        connect(m_copy, &QAction::triggered, this,
                [this] { QApplication::clipboard()->setText(selectedRowsText()); });
        view->addAction(m_copy);
        if (view->contextMenuPolicy() == Qt::DefaultContextMenu)
            view->setContextMenuPolicy(Qt::ActionsContextMenu);
    }
    retranslate();

    // a change of rows is followed once, after the model has settled
    auto *refit = new QTimer(this);
    refit->setSingleShot(true);
    refit->setInterval(0);
    connect(refit, &QTimer::timeout, this, [this] {
        fitColumns();
        updateEmptyText();
    });
    if (QAbstractItemModel *model = view->model()) {
        const auto later = [refit] { refit->start(); };
        connect(model, &QAbstractItemModel::modelReset, refit, later);
        connect(model, &QAbstractItemModel::rowsInserted, refit, later);
        connect(model, &QAbstractItemModel::rowsRemoved, refit, later);
        connect(model, &QAbstractItemModel::layoutChanged, refit, later);
        connect(model, &QAbstractItemModel::headerDataChanged, refit, later);
    }
    refit->start();

    // a tree measures its rows' heights once: again when the wrapping column
    // changes width
    if (auto *tree = qobject_cast<QTreeView *>(view); tree != nullptr && wrapColumn >= 0) {
        auto *relayout = new QTimer(this);
        relayout->setSingleShot(true);
        relayout->setInterval(0);
        connect(relayout, &QTimer::timeout, tree, [tree] {
            if (!tree->uniformRowHeights())
                tree->doItemsLayout();
        });
        connect(tree->header(), &QHeaderView::sectionResized, relayout,
                [relayout, wrapColumn](int section) {
                    if (section == wrapColumn)
                        relayout->start();
                });
    }
}

QHeaderView *ReadableView::header() const
{
    if (auto *table = qobject_cast<QTableView *>(m_view))
        return table->horizontalHeader();
    if (auto *tree = qobject_cast<QTreeView *>(m_view))
        return tree->header();
    return nullptr;
}

void ReadableView::fitColumns()
{
    QHeaderView *head = header();
    QAbstractItemModel *model = m_view ? m_view->model() : nullptr;
    if (!m_fitColumns || m_fitting || head == nullptr || model == nullptr)
        return;
    m_fitting = true;
    const int columns = model->columnCount();
    const int rows = model->rowCount();
    const int wrap = m_wrapColumn >= 0 ? m_wrapColumn : columns - 1;
    const int maxWidth = std::max(80, m_view->viewport()->width() * kMaxColumnPercent / 100);
    head->setStretchLastSection(wrap == columns - 1);
    std::vector<int> widths(static_cast<std::size_t>(std::max(columns, 0)), 0);
    int total = 0;
    for (int c = 0; c < columns; ++c) {
        if (head->isSectionHidden(c) || c == wrap)
            continue;
        const int wanted = std::max(head->sectionSizeHint(c), m_view->sizeHintForColumn(c));
        widths[static_cast<std::size_t>(c)] = std::min(wanted, maxWidth);
        total += widths[static_cast<std::size_t>(c)];
    }
    // the wrapping column keeps at least the share the others may take at most
    const int others = m_view->viewport()->width() * (100 - kMaxColumnPercent) / 100;
    for (int c = 0; c < columns; ++c) {
        if (head->isSectionHidden(c))
            continue;
        if (c == wrap) {
            head->setSectionResizeMode(c, QHeaderView::Stretch);
            continue;
        }
        int width = widths[static_cast<std::size_t>(c)];
        if (m_wrapColumn >= 0 && total > others)
            width = std::max(std::min(width, 48), width * others / total);
        head->setSectionResizeMode(c, QHeaderView::Interactive);
        head->resizeSection(c, width);
    }
    // rows as high as their wrapped text, while there are few
    const bool wrapRows = m_wrapColumn >= 0 && rows <= kMaxWrappedRows;
    if (auto *table = qobject_cast<QTableView *>(m_view)) {
        table->verticalHeader()->setSectionResizeMode(wrapRows ? QHeaderView::ResizeToContents
                                                               : QHeaderView::Interactive);
    }
    // (QTreeView keeps the row height it measured last: it lays out again)
    if (auto *tree = qobject_cast<QTreeView *>(m_view);
        tree != nullptr && tree->uniformRowHeights() == wrapRows) {
        tree->setUniformRowHeights(!wrapRows);
        tree->doItemsLayout();
    }
    m_fitting = false;
}

void ReadableView::setEmptyText(const QString &text)
{
    m_empty->setText(text);
    updateEmptyText();
}

QString ReadableView::emptyText() const
{
    return m_empty->text();
}

bool ReadableView::emptyTextShown() const
{
    return !m_empty->isHidden();
}

void ReadableView::updateEmptyText()
{
    const bool empty = m_view && m_view->model() && m_view->model()->rowCount() == 0;
    m_empty->setGeometry(m_view->viewport()->rect().adjusted(12, 12, -12, -12));
    m_empty->setVisible(empty && !m_empty->text().isEmpty());
}

QString ReadableView::selectedRowsText() const
{
    if (!m_view || !m_view->model())
        return {};
    const QAbstractItemModel *model = m_view->model();
    QModelIndexList rows;
    if (QItemSelectionModel *selection = m_view->selectionModel()) {
        std::set<std::pair<QModelIndex, int>> seen;
        for (const QModelIndex &index : selection->selectedIndexes()) {
            if (seen.insert({index.parent(), index.row()}).second)
                rows << index.siblingAtColumn(0);
        }
    }
    if (rows.isEmpty() && m_view->currentIndex().isValid())
        rows << m_view->currentIndex().siblingAtColumn(0);
    // in the order they are shown
    std::sort(rows.begin(), rows.end(), [this](const QModelIndex &a, const QModelIndex &b) {
        return m_view->visualRect(a).top() < m_view->visualRect(b).top();
    });
    QHeaderView *head = header();
    QStringList lines;
    for (const QModelIndex &row : rows) {
        QStringList cells;
        for (int c = 0; c < model->columnCount(row.parent()); ++c) {
            if (head != nullptr && head->isSectionHidden(c))
                continue;
            QString text = row.siblingAtColumn(c).data().toString();
            text.replace(QLatin1Char('\t'), QLatin1Char(' '));
            text.replace(QLatin1Char('\n'), QLatin1Char(' '));
            cells << text;
        }
        lines << cells.join(QLatin1Char('\t'));
    }
    return withoutWordJoiners(lines.join(QLatin1Char('\n')));
}

QString ReadableView::toolTipFor(const QModelIndex &index) const
{
    if (!index.isValid())
        return {};
    const QString own = index.data(Qt::ToolTipRole).toString();
    if (!own.isEmpty())
        return own;
    const QString text = index.data(Qt::DisplayRole).toString();
    if (text.isEmpty())
        return {};
    const QVariant fontValue = index.data(Qt::FontRole);
    const QFont font = fontValue.isValid() ? fontValue.value<QFont>() : m_view->font();
    const int margins = 2 * (m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1) + 4;
    const int decoration
        = index.data(Qt::DecorationRole).isValid() ? m_view->iconSize().width() + 4 : 0;
    const int needed = QFontMetrics(font).horizontalAdvance(text) + margins + decoration;
    const QRect cell = m_view->visualRect(index);
    const bool wrapped = index.column() == m_wrapColumn
                         && m_view->model()->rowCount(index.parent()) <= kMaxWrappedRows;
    if (needed <= cell.width() || wrapped)
        return {};
    return text;
}

bool ReadableView::eventFilter(QObject *watched, QEvent *event)
{
    // Only these: the view sends others (a focus-out) while it is destroyed,
    // when it is no QAbstractItemView any more
    const QEvent::Type type = event->type();
    if (type != QEvent::ToolTip && type != QEvent::Resize && type != QEvent::LanguageChange)
        return false;
    if (!m_view)
        return false;
    if (watched == m_view->viewport()) {
        if (event->type() == QEvent::ToolTip) {
            auto *help = static_cast<QHelpEvent *>(event);
            const QString tip = toolTipFor(m_view->indexAt(help->pos()));
            if (tip.isEmpty())
                QToolTip::hideText();
            else
                QToolTip::showText(help->globalPos(), tip, m_view->viewport());
            return true;
        }
        if (event->type() == QEvent::Resize) {
            updateEmptyText();
            fitColumns();
        }
    } else if (watched == m_view && event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    return false;
}

void ReadableView::retranslate()
{
    if (m_copy != nullptr) {
        //: copies the selected rows of a table, tab-separated
        m_copy->setText(tr("Copy Rows"));
        m_copy->setStatusTip(tr("Copy the selected rows, their cells separated by tabs"));
    }
}

} // namespace uri::ui
