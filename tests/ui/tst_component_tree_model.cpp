// The component tree over the core's parse result (docs/style.md E: every
// model under QAbstractItemModelTester; rows from the RFC's own examples).
#include "panes/components/component_tree_model.h"

#include "analysis/roles.h"

#include <QAbstractItemModelTester>
#include <QtTest>

using uri::Span;
using namespace uri::ui;

class TstComponentTreeModel : public QObject
{
    Q_OBJECT

private slots:
    void modelTester_data();
    void modelTester();
    void topLevel_data();
    void topLevel();
    void children();
    void undefinedIsNotEmpty();
    void manyChildrenAreCapped();
    void lookup();
};

namespace {

QStringList column(const QAbstractItemModel &m, int col, const QModelIndex &parent = {})
{
    QStringList out;
    for (int r = 0; r < m.rowCount(parent); ++r)
        out << m.index(r, col, parent).data().toString();
    return out;
}

} // namespace

void TstComponentTreeModel::modelTester_data()
{
    QTest::addColumn<QString>("input");
    QTest::newRow("empty") << QString();
    QTest::newRow("RFC 3986 §3") << QStringLiteral(
        "foo://example.com:8042/over/there?name=ferret#nose");
    QTest::newRow("userinfo") << QStringLiteral("ftp://u:p@[fe80::1%25eth0]:21/a?b=c&d#e");
    QTest::newRow("urn") << QStringLiteral("urn:example:animal:ferret:nose");
    QTest::newRow("invalid") << QStringLiteral("ht tp://a b/%zz?\u202E");
}

void TstComponentTreeModel::modelTester()
{
    QFETCH(QString, input);
    ComponentTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setAnalysis(analyze(input, uri::Spec::Rfc3986));
    model.setAnalysis(analyze(QStringLiteral("a:b"), uri::Spec::Rfc3986));
    model.setAnalysis(analyze(input, uri::Spec::Rfc3986));
    model.retranslate();
    model.setComponentPalette(ComponentPalette(QPalette()));
}

void TstComponentTreeModel::topLevel_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QStringList>("texts");
    QTest::addColumn<QStringList>("spans");

    // RFC 3986 §3 Syntax Components
    QTest::newRow("foo://example.com:8042/over/there?name=ferret#nose")
        << QStringLiteral("foo://example.com:8042/over/there?name=ferret#nose")
        << QStringList{QStringLiteral("foo"), QStringLiteral("example.com:8042"),
                       QStringLiteral("/over/there"), QStringLiteral("name=ferret"),
                       QStringLiteral("nose")}
        << QStringList{QStringLiteral("[0, 3)"), QStringLiteral("[6, 22)"),
                       QStringLiteral("[22, 33)"), QStringLiteral("[34, 45)"),
                       QStringLiteral("[46, 50)")};
    QTest::newRow("urn:example:animal:ferret:nose")
        << QStringLiteral("urn:example:animal:ferret:nose")
        << QStringList{QStringLiteral("urn"), QStringLiteral("(undefined)"),
                       QStringLiteral("example:animal:ferret:nose"), QStringLiteral("(undefined)"),
                       QStringLiteral("(undefined)")}
        << QStringList{QStringLiteral("[0, 3)"), QString(), QStringLiteral("[4, 30)"), QString(),
                       QString()};
    // controls and bidi characters are shown as escapes
    QTest::newRow("bidi and bell")
        << QStringLiteral("/a\u202Eb\u0007")
        << QStringList{QStringLiteral("(undefined)"), QStringLiteral("(undefined)"),
                       QStringLiteral("/a\\u{202E}b\\x07"), QStringLiteral("(undefined)"),
                       QStringLiteral("(undefined)")}
        << QStringList{QString(), QString(), QStringLiteral("[0, 7)"), QString(), QString()};
}

void TstComponentTreeModel::topLevel()
{
    QFETCH(QString, input);
    QFETCH(QStringList, texts);
    QFETCH(QStringList, spans);
    ComponentTreeModel model;
    model.setAnalysis(analyze(input, uri::Spec::Rfc3986));
    QCOMPARE(
        column(model, ComponentTreeModel::NameColumn),
        (QStringList{QStringLiteral("scheme"), QStringLiteral("authority"), QStringLiteral("path"),
                     QStringLiteral("query"), QStringLiteral("fragment")}));
    QCOMPARE(column(model, ComponentTreeModel::TextColumn), texts);
    QCOMPARE(column(model, ComponentTreeModel::SpanColumn), spans);
}

void TstComponentTreeModel::children()
{
    ComponentTreeModel model;
    model.setAnalysis(analyze(QStringLiteral("ftp://u:p@www.example.com:21/a/b%20c?x=1&y#f"),
                              uri::Spec::Rfc3986));
    const QModelIndex authority = model.index(1, 0);
    QCOMPARE(
        column(model, 0, authority),
        (QStringList{QStringLiteral("userinfo"), QStringLiteral("host"), QStringLiteral("port")}));
    QCOMPARE(column(model, 1, authority),
             (QStringList{QStringLiteral("u:p"), QStringLiteral("www.example.com"),
                          QStringLiteral("21")}));
    const QModelIndex userinfo = model.index(0, 0, authority);
    QCOMPARE(column(model, 0, userinfo),
             (QStringList{QStringLiteral("user"), QStringLiteral("password")}));
    QVERIFY(model.index(0, ComponentTreeModel::NotesColumn, authority)
                .data()
                .toString()
                .contains(QStringLiteral("not the host")));
    const QModelIndex host = model.index(1, 0, authority);
    // the labels, then the registrable domain (libpsl: "com" is a public suffix)
    QCOMPARE(column(model, 1, host),
             (QStringList{QStringLiteral("www"), QStringLiteral("example"), QStringLiteral("com"),
                          QStringLiteral("example.com")}));
    QCOMPARE(model.index(3, 0, host).data().toString(), QStringLiteral("registrable domain"));
    QCOMPARE(model.index(1, ComponentTreeModel::NotesColumn, authority).data().toString(),
             QStringLiteral("registered name"));
    const QModelIndex path = model.index(2, 0);
    QCOMPARE(column(model, 1, path), (QStringList{QStringLiteral("a"), QStringLiteral("b%20c")}));
    QCOMPARE(column(model, ComponentTreeModel::DecodedColumn, path),
             (QStringList{QString(), QStringLiteral("b c")}));
    const QModelIndex query = model.index(3, 0);
    QCOMPARE(column(model, 0, query),
             (QStringList{QStringLiteral("parameter 1"), QStringLiteral("parameter 2")}));
    QCOMPARE(column(model, 1, model.index(0, 0, query)),
             (QStringList{QStringLiteral("x"), QStringLiteral("1")}));
    QCOMPARE(model.rowCount(model.index(1, 0, query)), 0); // "y" has no "="
    QCOMPARE(model.index(1, 0, query).data(SpanRole).value<Span>(), (Span{41, 1}));
    QCOMPARE(model.index(1, 0, query).data(KindRole).toInt(), static_cast<int>(PartKind::Param));
}

void TstComponentTreeModel::undefinedIsNotEmpty()
{
    // RFC 3986 §5.3: "?" with nothing after it is an empty query; no "?" is none
    ComponentTreeModel model;
    model.setAnalysis(analyze(QStringLiteral("http://a/?"), uri::Spec::Rfc3986));
    const QModelIndex query = model.index(3, 0);
    const QModelIndex fragment = model.index(4, 0);
    QCOMPARE(query.data(DefinedRole).toBool(), true);
    QCOMPARE(query.data(SpanRole).value<Span>(), (Span{10, 0}));
    QCOMPARE(model.index(3, ComponentTreeModel::TextColumn).data().toString(),
             QStringLiteral("(empty)"));
    QCOMPARE(fragment.data(DefinedRole).toBool(), false);
    QVERIFY(!fragment.data(SpanRole).isValid());
    QCOMPARE(model.index(4, ComponentTreeModel::TextColumn).data().toString(),
             QStringLiteral("(undefined)"));
    QCOMPARE(model.index(4, ComponentTreeModel::NotesColumn).data().toString(),
             QStringLiteral("undefined: no \"#\""));
}

void TstComponentTreeModel::manyChildrenAreCapped()
{
    QString input = QStringLiteral("/");
    for (int i = 0; i < 2000; ++i)
        input += QStringLiteral("s/");
    ComponentTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setAnalysis(analyze(input, uri::Spec::Rfc3986));
    const QModelIndex path = model.index(2, 0);
    QCOMPARE(model.rowCount(path), ComponentTreeModel::kMaxChildren + 1);
    QCOMPARE(model.index(ComponentTreeModel::kMaxChildren, 0, path).data().toString(),
             QStringLiteral("1501 more"));
}

void TstComponentTreeModel::lookup()
{
    ComponentTreeModel model;
    model.setAnalysis(analyze(QStringLiteral("foo://example.com:8042/over/there?name=ferret#nose"),
                              uri::Spec::Rfc3986));
    // exact spans find their node; others the deepest node holding them
    QCOMPARE(model.indexForSpan({6, 11}).data().toString(), QStringLiteral("host"));
    QCOMPARE(model.indexForSpan({18, 4}).data().toString(), QStringLiteral("port"));
    QCOMPARE(model.indexForSpan({7, 2}).data().toString(), QStringLiteral("label 1"));
    QCOMPARE(model.indexAtByte(29).data().toString(), QStringLiteral("segment 2"));
    QCOMPARE(model.indexAtByte(1).data().toString(), QStringLiteral("scheme"));
    QVERIFY(!model.indexAtByte(4).isValid()); // the "/" of "//" belongs to no component
}

QTEST_MAIN(TstComponentTreeModel)
#include "tst_component_tree_model.moc"
