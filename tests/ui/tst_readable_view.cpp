// The tables' readability: columns sized to their content, the whole text
// of a cut cell in its tooltip, rows copied as tab-separated lines, and a
// sentence in place of an empty table.
#include "utils/readable_view.h"

#include <QAction>
#include <QClipboard>
#include <QHeaderView>
#include <QLabel>
#include <QStandardItemModel>
#include <QTreeView>
#include <QtTest>

using namespace uri::ui;

class TstReadableView : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void columnsFitTheirContent();
    void cutCellsHaveTheirTextAsTooltip();
    void rowsAreCopied();
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
    m_view = new QTreeView;
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
