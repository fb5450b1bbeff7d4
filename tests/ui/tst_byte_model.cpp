// The byte table: sixteen bytes a row, each byte's component.
#include "panes/bytes/byte_model.h"

#include "analysis/roles.h"

#include <QAbstractItemModelTester>
#include <QtTest>

using uri::Span;
using namespace uri::ui;

class TstByteModel : public QObject
{
    Q_OBJECT

private slots:
    void modelTester();
    void rows();
    void kinds();
};

void TstByteModel::modelTester()
{
    ByteModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setAnalysis(analyze(QStringLiteral("foo://example.com:8042/over/there?name=ferret#nose"),
                              uri::Spec::Rfc3986));
    model.setAnalysis(analyze(QString(), uri::Spec::Rfc3986));
    model.setAnalysis(analyze(QStringLiteral("a\u00E9\u202E"), uri::Spec::Rfc3986));
    model.retranslate();
}

void TstByteModel::rows()
{
    ByteModel model;
    model.setAnalysis(
        analyze(QStringLiteral("http://example.com/caf\u00E9\u0007"), uri::Spec::Rfc3986));
    QCOMPARE(model.rowCount(), 2); // 25 bytes
    QCOMPARE(model.index(0, ByteModel::OffsetColumn).data().toString(), QStringLiteral("00000000"));
    QCOMPARE(model.index(1, ByteModel::OffsetColumn).data().toString(), QStringLiteral("00000010"));
    QCOMPARE(model.index(0, ByteModel::HexColumn).data().toString(),
             QStringLiteral("68 74 74 70 3a 2f 2f 65  78 61 6d 70 6c 65 2e 63"));
    QCOMPARE(model.index(1, ByteModel::HexColumn).data().toString(),
             QStringLiteral("6f 6d 2f 63 61 66 c3 a9  07"));
    QCOMPARE(model.index(1, ByteModel::TextColumn).data().toString(), QStringLiteral("om/caf..."));
    QCOMPARE(model.index(1, 0).data(SpanRole).value<Span>(), (Span{16, 9}));
}

void TstByteModel::kinds()
{
    ByteModel model;
    model.setAnalysis(analyze(QStringLiteral("ftp://u@h:1/p?q#f"), uri::Spec::Rfc3986));
    const QByteArray kinds = model.index(0, ByteModel::HexColumn).data(ByteKindsRole).toByteArray();
    QCOMPARE(kinds.size(), 16);
    auto k = [](PartKind kind) { return static_cast<char>(kind); };
    const char bytes[] = {
        k(PartKind::Scheme), k(PartKind::Scheme),    k(PartKind::Scheme),   kDelimiterKind,
        kDelimiterKind,      kDelimiterKind,         k(PartKind::Userinfo), k(PartKind::Authority),
        k(PartKind::Host),   k(PartKind::Authority), k(PartKind::Port),     k(PartKind::Path),
        k(PartKind::Path),   kDelimiterKind,         k(PartKind::Query),    kDelimiterKind};
    const QByteArray expected(bytes, sizeof bytes);
    QCOMPARE(kinds, expected);
}

QTEST_MAIN(TstByteModel)
#include "tst_byte_model.moc"
