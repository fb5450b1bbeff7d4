// The tables' readability: columns sized to their content, the whole text
// of a cut cell in its tooltip, rows copied as tab-separated lines, and a
// sentence in place of an empty table.
#include "common/japanese_breaks.h"
#include "common/readable_view.h"

#include <QAction>
#include <QClipboard>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QStandardItemModel>
#include <QTreeView>
#include <QtTest>

#include <cstdlib>

using namespace uri::ui;

namespace {

/// A tree view that tells the options it draws its cells with.
class OptionsView : public QTreeView
{
public:
    void options(QStyleOptionViewItem *option) const { initViewItemOption(option); }
};

} // namespace

class TstReadableView : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void columnsFitTheirContent();
    void cutCellsHaveTheirTextAsTooltip();
    void wrappedCellsAreNeverCut();
    void rowsAreCopied();
    void japaneseWordsAreCopiedWhole();
    void emptyTableSaysWhy();

private:
    QStandardItemModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    ReadableView *m_readable = nullptr;
};

void TstReadableView::init()
{
    m_model = new QStandardItemModel(0, 3);
    m_model->setHorizontalHeaderLabels(
        {QStringLiteral("Code"), QStringLiteral("Where"), QStringLiteral("Message")});
    m_model->appendRow({new QStandardItem(QStringLiteral("A1")),
                        new QStandardItem(QString(300, QLatin1Char('w'))),
                        new QStandardItem(QStringLiteral("a long message that wraps: ")
                                          + QStringLiteral("word ").repeated(60))});
    m_model->appendRow({new QStandardItem(QStringLiteral("B22")),
                        new QStandardItem(QStringLiteral("tab\there")),
                        new QStandardItem(QStringLiteral("line\nbreak"))});
    m_view = new OptionsView;
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_readable = ReadableView::install(m_view, 2);
    m_view->resize(600, 300);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
    QCOMPARE(ReadableView::of(m_view), m_readable);
}

void TstReadableView::cleanup()
{
    delete m_view;
    delete m_model;
}

void TstReadableView::columnsFitTheirContent()
{
    QTRY_VERIFY(m_view->header()->sectionSize(0) > 0);
    QHeaderView *header = m_view->header();
    // the short column as wide as its widest cell (or its title)
    QCOMPARE(header->sectionSize(0),
             std::max(header->sectionSizeHint(0),
                      static_cast<QAbstractItemView *>(m_view)->sizeHintForColumn(0)));
    // the long one at most 40% of the view
    QCOMPARE(header->sectionSize(1),
             m_view->viewport()->width() * ReadableView::kMaxColumnPercent / 100);
    // the message takes the rest, and wraps
    QCOMPARE(header->sectionResizeMode(2), QHeaderView::Stretch);
    QVERIFY(m_view->wordWrap());
    QVERIFY(!m_view->uniformRowHeights());
    // the long message on several lines, the short one on one
    const int line = m_view->visualRect(m_model->index(1, 0)).height();
    QTRY_VERIFY2(m_view->visualRect(m_model->index(0, 2)).height() > 2 * line,
                 qPrintable(QString::number(m_view->visualRect(m_model->index(0, 2)).height())));
}

void TstReadableView::cutCellsHaveTheirTextAsTooltip()
{
    QTRY_VERIFY(m_view->header()->sectionSize(0) > 0);
    QCOMPARE(m_readable->toolTipFor(m_model->index(0, 1)), QString(300, QLatin1Char('w')));
    QCOMPARE(m_readable->toolTipFor(m_model->index(0, 0)), QString());
    // the wrapping column shows its text whole
    QCOMPARE(m_readable->toolTipFor(m_model->index(0, 2)), QString());
    // a cell's own tooltip wins
    m_model->item(0, 0)->setToolTip(QStringLiteral("the code"));
    QCOMPARE(m_readable->toolTipFor(m_model->index(0, 0)), QStringLiteral("the code"));
}

// A row is as high as its wrapped text, and that text is drawn whole: a cell
// given its row's height shows exactly what it shows with room to spare. (The
// style drew the text again at a width a few pixels off the one it measured:
// a line could break a word earlier, and a last line holding Japanese is
// taller than one of Latin letters, so the text was cut with "...".) The
// messages are the Japanese window's findings for
// http://foo@evil.com:80@google.com/ (with its word joiners), across widths
// of the view.
void TstReadableView::wrappedCellsAreNeverCut()
{
    m_model->removeRows(0, m_model->rowCount());
    const QStringList messages{
        QString::fromUtf16(
            u"userinfo\u300Cfoo@evil.com:80\u300D\u306F\u30DB\u30B9\u30C8\u306B\u898B\u3048"
            u"\u307E\u3059 (\u30DB\u30B9\u30C8\u540D\u300Cevil.com\u300D\u3092\u542B\u3080) "
            u"\u304C\u3001\u884C\u304D\u5148\u306F\u300Cgoogle.com\u300D\u3067\u3059 (RFC "
            u"3986 \u00A77.6)"),
        QString::fromUtf16(u"URL \u30E9\u30A4\u30D6\u30E9\u30EA\u306E\u9593\u3067\u30DB\u30B9"
                           u"\u30C8\u306E\u8AAD\u307F\u304C\u98DF\u3044\u9055\u3044\u307E\u3059: "
                           u"google.com (URL Standard); evil.com (Boost.URL)"),
        QString::fromUtf16(
            u"\u30AA\u30FC\u30BD\u30EA\u30C6\u30A3\u306B\u300C@\u300D\u304C\u8907\u6570\u3042"
            u"\u308A\u307E\u3059: \u30D6\u30E9\u30A6\u30B6\u30FC\u306F\u6700\u5F8C\u306E\u300C@"
            u"\u300D\u306E\u5F8C\u3092\u30DB\u30B9\u30C8\u3068\u3057 (RFC 3986 \u00A73.2.1)"),
    };
    for (const QString &message : messages) {
        m_model->appendRow({new QStandardItem(QStringLiteral("A12")),
                            new QStandardItem(QStringLiteral("foo@evil.com:80")),
                            new QStandardItem(keepJapaneseWordsTogether(message))});
    }
    // the dark pixels of the message cell of @p row drawn @p extra pixels
    // higher than its row, with the options the view draws it with
    const auto ink = [&](int row, int extra) {
        const QModelIndex index = m_model->index(row, 2);
        const QRect cell = m_view->visualRect(index);
        QImage image(cell.width(), cell.height() + extra, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        QStyleOptionViewItem option;
        static_cast<OptionsView *>(m_view)->options(&option);
        option.rect = image.rect();
        option.palette.setColor(QPalette::Text, Qt::black);
        m_view->itemDelegateForIndex(index)->paint(&painter, option, index);
        painter.end();
        int dark = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x)
                dark += qGray(image.pixel(x, y)) < 160 ? 1 : 0;
        }
        return dark;
    };
    int cells = 0;
    for (int width = 360; width <= 720; width += 3) {
        m_view->resize(width, 400);
        QCoreApplication::processEvents();
        m_readable->fitColumns();
        QCoreApplication::processEvents();
        for (int row = 0; row < m_model->rowCount(); ++row) {
            const int whole = ink(row, 200);
            QVERIFY(whole > 0);
            // a glyph cut is dozens of pixels; antialiasing moves one or two
            QVERIFY2(std::abs(ink(row, 0) - whole) <= whole / 100,
                     qPrintable(QStringLiteral("row %1 cut at a view %2 px wide (column %3 px)")
                                    .arg(row)
                                    .arg(width)
                                    .arg(m_view->header()->sectionSize(2))));
            ++cells;
        }
    }
    QCOMPARE(cells, 121 * 3);
}

void TstReadableView::rowsAreCopied()
{
    QVERIFY(m_readable->copyAction() != nullptr);
    QCOMPARE(m_readable->copyAction()->shortcut(), QKeySequence(QKeySequence::Copy));
    QVERIFY(m_view->actions().contains(m_readable->copyAction()));
    QCOMPARE(m_view->contextMenuPolicy(), Qt::ActionsContextMenu);

    // both rows, selected last first: copied in the order they are shown,
    // tabs and line breaks inside a cell made spaces
    m_view->selectionModel()->select(m_model->index(1, 0),
                                     QItemSelectionModel::Select | QItemSelectionModel::Rows);
    m_view->selectionModel()->select(m_model->index(0, 0),
                                     QItemSelectionModel::Select | QItemSelectionModel::Rows);
    const QString expected = QStringLiteral("A1\t") + QString(300, QLatin1Char('w'))
                             + QStringLiteral("\ta long message that wraps: ")
                             + QStringLiteral("word ").repeated(60)
                             + QStringLiteral("\nB22\ttab here\tline break");
    QCOMPARE(m_readable->selectedRowsText(), expected);
    m_readable->copyAction()->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), expected);

    // nothing selected: the current row
    m_view->selectionModel()->clearSelection();
    m_view->selectionModel()->setCurrentIndex(m_model->index(1, 2), QItemSelectionModel::NoUpdate);
    QCOMPARE(m_readable->selectedRowsText(), QStringLiteral("B22\ttab here\tline break"));
}

// A copy holds no word joiner of the Japanese translation (japanese_breaks.h),
// which a search of the pasted text would trip on; a U+2060 beside a Latin
// letter (a spoofed name) stays.
void TstReadableView::japaneseWordsAreCopiedWhole()
{
    const QString verdict = QStringLiteral("\u5224\u5b9a\u306f\u5371\u967a"); // judgement: danger
    const QString joined = keepJapaneseWordsTogether(verdict);
    QVERIFY2(joined.contains(QChar(kWordJoiner)), "the translation's joiners are in place");
    m_model->appendRow({new QStandardItem(QStringLiteral("C3")),
                        new QStandardItem(QStringLiteral("pay\u2060pal.com")),
                        new QStandardItem(joined)});
    m_view->selectionModel()->setCurrentIndex(
        m_model->index(2, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QCOMPARE(m_readable->selectedRowsText(), QStringLiteral("C3\tpay\u2060pal.com\t") + verdict);
    QCOMPARE(withoutWordJoiners(joined), verdict);
    QCOMPARE(withoutWordJoiners(QStringLiteral("\u2060\u5224\u2060")),
             QStringLiteral("\u2060\u5224\u2060"));
}

void TstReadableView::emptyTableSaysWhy()
{
    m_readable->setEmptyText(QStringLiteral("No problems: the input is valid."));
    QVERIFY(!m_readable->emptyTextShown());
    m_model->removeRows(0, m_model->rowCount());
    QTRY_VERIFY(m_readable->emptyTextShown());
    QCOMPARE(m_readable->emptyText(), QStringLiteral("No problems: the input is valid."));
    auto *label = m_view->viewport()->findChild<QLabel *>(QStringLiteral("emptyText"));
    QVERIFY(label != nullptr);
    QVERIFY(m_view->viewport()->rect().contains(label->geometry()));
    m_model->appendRow(new QStandardItem(QStringLiteral("C3")));
    QTRY_VERIFY(!m_readable->emptyTextShown());
    // no sentence: nothing shown
    m_readable->setEmptyText({});
    m_model->removeRows(0, m_model->rowCount());
    QTest::qWait(10);
    QVERIFY(!m_readable->emptyTextShown());
}

QTEST_MAIN(TstReadableView)
#include "tst_readable_view.moc"
