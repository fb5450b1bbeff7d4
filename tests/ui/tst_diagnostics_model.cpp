// The diagnostics table: translated by code, a caret under the span.
#include "panes/diagnostics/diagnostics_model.h"

#include "analysis/roles.h"

#include <QAbstractItemModelTester>
#include <QtTest>

using uri::Span;
using namespace uri::ui;

Q_DECLARE_METATYPE(QList<Span>)

class TstDiagnosticsModel : public QObject
{
    Q_OBJECT

private slots:
    void modelTester();
    void rows_data();
    void rows();
    void caret_data();
    void caret();
};

void TstDiagnosticsModel::modelTester()
{
    DiagnosticsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setAnalysis(analyze(QStringLiteral("ht tp://a b/%zz?\u202E#[x]"), uri::Spec::Rfc3986));
    model.setAnalysis(analyze(QString(), uri::Spec::Rfc3986));
    model.setAnalysis(analyze(QStringLiteral("http://[::1%eth0]:x/"), uri::Spec::Rfc3986));
    model.retranslate();
}

void TstDiagnosticsModel::rows_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QStringList>("codes");
    QTest::addColumn<QList<Span>>("spans");
    QTest::addColumn<QStringList>("cites");

    QTest::newRow("valid") << QStringLiteral("http://a/b") << QStringList() << QList<Span>()
                           << QStringList();
    QTest::newRow("space in host")
        << QStringLiteral("http://a b/") << QStringList{QStringLiteral("whitespace")}
        << QList<Span>{{8, 1}} << QStringList{QStringLiteral("RFC 3986 §3.2.2")};
    QTest::newRow("bad percent") << QStringLiteral("/a%zz")
                                 << QStringList{QStringLiteral("pct-encoded-malformed")}
                                 << QList<Span>{{2, 3}}
                                 << QStringList{QStringLiteral("RFC 3986 §2.1")};
    QTest::newRow("password") << QStringLiteral("ftp://u:p@h/")
                              << QStringList{QStringLiteral("deprecated-password")}
                              << QList<Span>{{8, 1}}
                              << QStringList{QStringLiteral("RFC 3986 §3.2.1")};
}

void TstDiagnosticsModel::rows()
{
    QFETCH(QString, input);
    QFETCH(QStringList, codes);
    QFETCH(QList<Span>, spans);
    QFETCH(QStringList, cites);
    DiagnosticsModel model;
    model.setAnalysis(analyze(input, uri::Spec::Rfc3986));
    QStringList gotCodes;
    QList<Span> gotSpans;
    QStringList gotCites;
    for (int r = 0; r < model.rowCount(); ++r) {
        const QModelIndex index = model.index(r, 0);
        gotCodes << index.data(CodeRole).toString();
        gotSpans << index.data(SpanRole).value<Span>();
        gotCites << index.data(CiteRole).toString();
        QCOMPARE(model.index(r, DiagnosticsModel::CodeColumn).data().toString(), gotCodes.last());
        QCOMPARE(model.index(r, DiagnosticsModel::CiteColumn).data().toString(), gotCites.last());
        QVERIFY(!model.index(r, DiagnosticsModel::MessageColumn).data().toString().isEmpty());
    }
    QCOMPARE(gotCodes, codes);
    QCOMPARE(gotSpans, spans);
    QCOMPARE(gotCites, cites);
}

void TstDiagnosticsModel::caret_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("where");

    QTest::newRow("space") << QStringLiteral("http://a b/")
                           << QStringLiteral("http://a\u2423b/\n        ^");
    QTest::newRow("bad percent") << QStringLiteral("/a%zz") << QStringLiteral("/a%zz\n  ^^^");
    // the escape of a bidi override is underlined as a whole
    QTest::newRow("RLO") << QStringLiteral("/a\u202Eb")
                         << QStringLiteral("/a\\u{202E}b\n  ^^^^^^^^");
    QTest::newRow("long prefix") << QStringLiteral("/abcdefghijklmnopqrstuvwxyz%g")
                                 << QStringLiteral("...opqrstuvwxyz%g\n               ^^");
}

void TstDiagnosticsModel::caret()
{
    QFETCH(QString, input);
    QFETCH(QString, where);
    DiagnosticsModel model;
    model.setAnalysis(analyze(input, uri::Spec::Rfc3986));
    QVERIFY(model.rowCount() >= 1);
    QCOMPARE(model.index(0, DiagnosticsModel::WhereColumn).data().toString(), where);
}

QTEST_MAIN(TstDiagnosticsModel)
#include "tst_diagnostics_model.moc"
