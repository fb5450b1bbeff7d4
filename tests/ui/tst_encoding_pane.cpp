// The Encoding pane: percent views per component (RFC 3986 §2),
// double-encoding layers (§2.4), IRI and URI forms (RFC 3987 §3.1, §3.2),
// the host under UTS #46, and the encoder; every model under
// QAbstractItemModelTester (docs/style.md E).
#include "panes/encoding/encoding_pane.h"

#include "analysis/roles.h"
#include "panes/encoding/encoder_model.h"
#include "panes/encoding/encoding_model.h"
#include "panes/encoding/idna_model.h"
#include "panes/encoding/iri_model.h"
#include "panes/encoding/layers_model.h"
#include "window/main_window.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTreeView>
#include <QtTest>

using uri::Span;
using uri::Spec;
using namespace uri::ui;

Q_DECLARE_METATYPE(std::string)

class TstEncodingPane : public QObject
{
    Q_OBJECT

private slots:
    void modelTester_data();
    void modelTester();
    void userinfoDecoded();
    void doubleEncodingLayers();
    void queryInvalidUtf8();
    void pathClasses();
    void hostLabels();
    void iriForms();
    void encoder_data();
    void encoder();
    void rowClickEmitsSpan();
    void markSpanSelects();
    void hostileEscapedEverywhere();
    void tooLong();
    void manyCharactersAreCapped();
    void largestViewedInputIsLinear();
    void inMainWindow();
};

namespace {

const QString kExample = QStringLiteral("http://%E2%82%AC@example.com/a%252Fb?q=%C3");

// The bytes of a literal, NULs included.
template <std::size_t N>
std::string bytes(const char (&s)[N])
{
    return std::string(s, N - 1);
}

QString cell(const QAbstractItemModel &m, int row, int column, const QModelIndex &parent = {})
{
    return m.index(row, column, parent).data().toString();
}

QStringList column(const QAbstractItemModel &m, int col, const QModelIndex &parent = {})
{
    QStringList out;
    for (int r = 0; r < m.rowCount(parent); ++r)
        out << m.index(r, col, parent).data().toString();
    return out;
}

QList<Span> spans(const QAbstractItemModel &m, const QModelIndex &parent = {})
{
    QList<Span> out;
    for (int r = 0; r < m.rowCount(parent); ++r)
        out << m.index(r, 0, parent).data(SpanRole).value<Span>();
    return out;
}

// Every DisplayRole and ToolTipRole text of @p m, recursively.
QStringList allTexts(const QAbstractItemModel &m, const QModelIndex &parent = {})
{
    QStringList out;
    for (int r = 0; r < m.rowCount(parent); ++r) {
        for (int c = 0; c < m.columnCount(parent); ++c) {
            const QModelIndex i = m.index(r, c, parent);
            out << i.data().toString() << i.data(Qt::ToolTipRole).toString();
        }
        out << allTexts(m, m.index(r, 0, parent));
    }
    return out;
}

} // namespace

void TstEncodingPane::modelTester_data()
{
    QTest::addColumn<std::string>("input");
    QTest::newRow("empty") << std::string();
    QTest::newRow("example") << kExample.toStdString();
    QTest::newRow("RFC 3986 §3") << std::string(
        "foo://user:pw@example.com:8042/over/there?name=ferret#nose");
    QTest::newRow("IPv6 zone") << std::string("ftp://[fe80::1%25eth0]:21/a?b#c");
    QTest::newRow("idna error") << std::string("http://xn--a.-b.example/");
    QTest::newRow("hostile") << bytes("h\x01://u\xFF@a\xE2\x80\xAE/%00\0?%E2%80%AE#\x7F");
    QTest::newRow("triple") << std::string("a:/%2525252F");
}

void TstEncodingPane::modelTester()
{
    QFETCH(std::string, input);
    EncodingPane pane;
    QAbstractItemModelTester t1(pane.encodingModel(),
                                QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(pane.layersModel(),
                                QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t3(pane.iriModel(),
                                QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t4(pane.idnaModel(),
                                QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t5(pane.encoderModel(),
                                QAbstractItemModelTester::FailureReportingMode::QtTest);
    pane.setAnalysis(analyze(input, Spec::Rfc3986));
    pane.setAnalysis(analyze(std::string("a:b"), Spec::Rfc3986));
    pane.setAnalysis(analyze(input, Spec::Rfc3986));
    pane.encoderInput()->setText(QString::fromStdString(input));
    pane.componentChooser()->setCurrentIndex(3);
    pane.specChooser()->setCurrentIndex(4);
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&pane, &change);
    pane.encodingModel()->setComponentPalette(ComponentPalette(ComponentPalette::darkPalette()));
    QVERIFY(allTexts(*pane.encodingModel()).size() > 0 || input.empty());
}

void TstEncodingPane::userinfoDecoded()
{
    EncodingModel model;
    model.setAnalysis(analyze(kExample, Spec::Rfc3986));
    QCOMPARE(column(model, EncodingModel::PartColumn),
             (QStringList{QStringLiteral("scheme"), QStringLiteral("userinfo"),
                          QStringLiteral("host"), QStringLiteral("port"), QStringLiteral("path"),
                          QStringLiteral("query"), QStringLiteral("fragment")}));
    const QModelIndex userinfo = model.indexOfComponent(PartKind::Userinfo);
    QCOMPARE(userinfo.row(), 1);
    QCOMPARE(cell(model, 1, EncodingModel::WrittenColumn), QStringLiteral("%E2%82%AC"));
    // RFC 3986 §2.5: UTF-8 octets E2 82 AC are U+20AC EURO SIGN
    QCOMPARE(cell(model, 1, EncodingModel::DecodedColumn), QStringLiteral("\u20AC"));
    QCOMPARE(cell(model, 1, EncodingModel::HexColumn), QStringLiteral("E2 82 AC"));
    QCOMPARE(cell(model, 1, EncodingModel::Utf8Column), QStringLiteral("\u20AC"));
    QCOMPARE(cell(model, 1, EncodingModel::AllowedColumn), QStringLiteral("yes"));
    QCOMPARE(cell(model, 1, EncodingModel::WhyColumn), QString());
    QCOMPARE(userinfo.data(SpanRole).value<Span>(), (Span{7, 9}));

    QCOMPARE(column(model, EncodingModel::PartColumn, userinfo),
             (QStringList{QStringLiteral("%E2"), QStringLiteral("%82"), QStringLiteral("%AC")}));
    QCOMPARE(spans(model, userinfo), (QList<Span>{{7, 3}, {10, 3}, {13, 3}}));
    QCOMPARE(
        column(model, EncodingModel::DecodedColumn, userinfo),
        (QStringList{QStringLiteral("\\xE2"), QStringLiteral("\\x82"), QStringLiteral("\\xAC")}));
    QCOMPARE(column(model, EncodingModel::HexColumn, userinfo),
             (QStringList{QStringLiteral("E2"), QStringLiteral("82"), QStringLiteral("AC")}));
    QCOMPARE(column(model, EncodingModel::Utf8Column, userinfo),
             QStringList(3, QStringLiteral("U+20AC \u20AC")));
    QCOMPARE(column(model, EncodingModel::ClassColumn, userinfo),
             QStringList(3, QStringLiteral("pct-encoded (an octet a URI cannot hold as it is)")));
    QCOMPARE(column(model, EncodingModel::AllowedColumn, userinfo),
             QStringList(3, QStringLiteral("yes")));
    QCOMPARE(cell(model, 0, EncodingModel::WhyColumn, userinfo),
             QStringLiteral("encodes octet E2 of a non-ASCII character, which may appear only "
                            "percent-encoded (RFC 3986 §2.1, §2.5)"));
}

void TstEncodingPane::doubleEncodingLayers()
{
    EncodingPane pane;
    pane.setAnalysis(analyze(kExample, Spec::Rfc3986));
    const EncodingModel &model = *pane.encodingModel();
    const QModelIndex path = model.indexOfComponent(PartKind::Path);
    QCOMPARE(cell(model, path.row(), EncodingModel::WrittenColumn), QStringLiteral("/a%252Fb"));
    QCOMPARE(cell(model, path.row(), EncodingModel::DecodedColumn), QStringLiteral("/a%2Fb"));
    QCOMPARE(cell(model, path.row(), EncodingModel::WhyColumn),
             QStringLiteral("encoded 2 times: see Layers (RFC 3986 §2.4)"));
    QCOMPARE(cell(model, 2, EncodingModel::WhyColumn, path),
             QStringLiteral("encodes \"%\", which always introduces a percent-encoding: it must "
                            "stay encoded (RFC 3986 §2.4)"));

    // RFC 3986 §2.4: "%252F" -> "%2F" -> "/", reported as a double encoding
    const LayersModel &layers = *pane.layersModel();
    QCOMPARE(layers.rowCount(), 1);
    QCOMPARE(cell(layers, 0, LayersModel::PartColumn), QStringLiteral("path"));
    QCOMPARE(cell(layers, 0, LayersModel::LayersColumn),
             QStringLiteral("/a%252Fb \u2192 /a%2Fb \u2192 /a/b"));
    QCOMPARE(cell(layers, 0, LayersModel::CountColumn), QStringLiteral("2 time(s)"));
    const QModelIndex place = layers.index(0, 0);
    QCOMPARE(layers.rowCount(place), 1);
    QCOMPARE(cell(layers, 0, LayersModel::PartColumn, place), QStringLiteral("%252F"));
    QCOMPARE(cell(layers, 0, LayersModel::LayersColumn, place),
             QStringLiteral("%252F \u2192 %2F \u2192 /"));
    QCOMPARE(layers.index(0, 0, place).data(SpanRole).value<Span>(), (Span{30, 5}));
    QCOMPARE(LayersModel::layersOf("%2525252F", 8),
             (QStringList{QStringLiteral("%2525252F"), QStringLiteral("%25252F"),
                          QStringLiteral("%252F"), QStringLiteral("%2F"), QStringLiteral("/")}));
}

void TstEncodingPane::queryInvalidUtf8()
{
    EncodingModel model;
    model.setAnalysis(analyze(kExample, Spec::Rfc3986));
    const QModelIndex query = model.indexOfComponent(PartKind::Query);
    QCOMPARE(cell(model, query.row(), EncodingModel::WrittenColumn), QStringLiteral("q=%C3"));
    QCOMPARE(cell(model, query.row(), EncodingModel::HexColumn), QStringLiteral("71 3D C3"));
    // RFC 3629 §4: a lone C3 is no UTF-8; marked, never replaced by U+FFFD
    QCOMPARE(cell(model, query.row(), EncodingModel::Utf8Column), QStringLiteral("q=\\xC3"));
    QCOMPARE(cell(model, query.row(), EncodingModel::WhyColumn),
             QStringLiteral("not UTF-8: 1 octet(s) marked \\xNN (RFC 3986 §2.5)"));
    QCOMPARE(column(model, EncodingModel::Utf8Column, query),
             (QStringList{QStringLiteral("U+0071 q"), QStringLiteral("U+003D ="),
                          QStringLiteral("\\xC3 (not UTF-8)")}));
    QCOMPARE(spans(model, query), (QList<Span>{{37, 1}, {38, 1}, {39, 3}}));
    for (const QString &text : allTexts(model))
        QVERIFY2(!text.contains(QChar(0xFFFD)), qPrintable(text));
}

void TstEncodingPane::pathClasses()
{
    EncodingModel model;
    model.setAnalysis(analyze(QStringLiteral("foo://a/b;c=d"), Spec::Rfc3986));
    const QModelIndex path = model.indexOfComponent(PartKind::Path);
    QCOMPARE(column(model, EncodingModel::PartColumn, path),
             (QStringList{QStringLiteral("/"), QStringLiteral("b"), QStringLiteral(";"),
                          QStringLiteral("c"), QStringLiteral("="), QStringLiteral("d")}));
    QCOMPARE(spans(model, path), (QList<Span>{{7, 1}, {8, 1}, {9, 1}, {10, 1}, {11, 1}, {12, 1}}));
    // RFC 3986 §2.2 gen-delims and sub-delims, §2.3 unreserved
    QCOMPARE(column(model, EncodingModel::ClassColumn, path),
             (QStringList{QStringLiteral("gen-delim"), QStringLiteral("unreserved"),
                          QStringLiteral("sub-delim"), QStringLiteral("unreserved"),
                          QStringLiteral("sub-delim"), QStringLiteral("unreserved")}));
    QCOMPARE(column(model, EncodingModel::AllowedColumn, path),
             QStringList(6, QStringLiteral("yes")));
    const QString unreserved
        = QStringLiteral("unreserved: allowed unencoded in every component (RFC 3986 §2.3)");
    const QString subDelim
        = QStringLiteral("sub-delim: allowed unencoded in the path (RFC 3986 §2.2, §3.3)");
    QCOMPARE(
        column(model, EncodingModel::WhyColumn, path),
        (QStringList{QStringLiteral("\"/\" separates the segments of the path (RFC 3986 §3.3)"),
                     unreserved, subDelim, unreserved, subDelim, unreserved}));

    // Not allowed: "[" is a gen-delim that a path may not hold (RFC 3986 §3.3)
    model.setAnalysis(analyze(QStringLiteral("foo:a[ %"), Spec::Rfc3986));
    const QModelIndex path2 = model.indexOfComponent(PartKind::Path);
    QCOMPARE(column(model, EncodingModel::AllowedColumn, path2),
             (QStringList{QStringLiteral("yes"), QStringLiteral("no"), QStringLiteral("no"),
                          QStringLiteral("no")}));
    QCOMPARE(column(model, EncodingModel::WhyColumn, path2).mid(1),
             (QStringList{QStringLiteral("gen-delim \"[\" delimits components: in the path it "
                                         "must be percent-encoded as %5B (RFC 3986 §2.2, §3.3)"),
                          QStringLiteral("not allowed in a URI: percent-encode it as %20 (RFC "
                                         "3986 §2.1)"),
                          QStringLiteral("\"%\" not followed by two hexadecimal digits (RFC 3986 "
                                         "§2.1)")}));
    QCOMPARE(cell(model, path2.row(), EncodingModel::AllowedColumn),
             QStringLiteral("no (3 character(s))"));

    // The scheme has its own grammar (RFC 3986 §3.1): no "_"
    model.setAnalysis(analyze(QStringLiteral("a_b:c"), Spec::Rfc3986));
    const QModelIndex scheme = model.indexOfComponent(PartKind::Scheme);
    QCOMPARE(column(model, EncodingModel::AllowedColumn, scheme),
             (QStringList{QStringLiteral("yes"), QStringLiteral("no"), QStringLiteral("yes")}));
}

void TstEncodingPane::hostLabels()
{
    // The label of RFC 3492 §7.1-style Punycode; the value comes from ICU (uri-inspect decode).
    IdnaModel model;
    model.setAnalysis(analyze(QStringLiteral("http://xn--bcher-kva.example/"), Spec::Rfc3986));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(column(model, IdnaModel::PartColumn),
             (QStringList{QStringLiteral("host"), QStringLiteral("label 1"),
                          QStringLiteral("label 2")}));
    QCOMPARE(column(model, IdnaModel::WrittenColumn),
             (QStringList{QStringLiteral("xn--bcher-kva.example"), QStringLiteral("xn--bcher-kva"),
                          QStringLiteral("example")}));
    QCOMPARE(column(model, IdnaModel::AsciiColumn),
             (QStringList{QStringLiteral("xn--bcher-kva.example"), QStringLiteral("xn--bcher-kva"),
                          QStringLiteral("example")}));
    QCOMPARE(column(model, IdnaModel::UnicodeColumn),
             (QStringList{QStringLiteral("b\u00FCcher.example"), QStringLiteral("b\u00FCcher"),
                          QStringLiteral("example")}));
    QCOMPARE(column(model, IdnaModel::ErrorsColumn), QStringList(3, QStringLiteral("none")));
    QCOMPARE(spans(model), (QList<Span>{{7, 21}, {7, 13}, {21, 7}}));

    // A percent-encoded Unicode host (RFC 3986 §3.2.2) to Punycode
    model.setAnalysis(analyze(QStringLiteral("http://b%C3%BCcher.example/"), Spec::Rfc3986));
    QCOMPARE(cell(model, 1, IdnaModel::DecodedColumn), QStringLiteral("b\u00FCcher"));
    QCOMPARE(cell(model, 1, IdnaModel::AsciiColumn), QStringLiteral("xn--bcher-kva"));

    // An invalid label: ICU's error as text, the conversion shown as failed
    model.setAnalysis(analyze(QStringLiteral("http://-a.example/"), Spec::Rfc3986));
    QVERIFY(cell(model, 1, IdnaModel::ErrorsColumn) != QStringLiteral("none"));
    QVERIFY(cell(model, 1, IdnaModel::AsciiColumn).startsWith(QStringLiteral("failed: ")));
    QCOMPARE(cell(model, 2, IdnaModel::ErrorsColumn), QStringLiteral("none"));

    // No domain name: an IP literal (RFC 3986 §3.2.2)
    model.setAnalysis(analyze(QStringLiteral("http://[::1]/"), Spec::Rfc3986));
    QCOMPARE(model.rowCount(), 0);
}

void TstEncodingPane::iriForms()
{
    IriModel model;
    model.setAnalysis(analyze(kExample, Spec::Rfc3986));
    QCOMPARE(column(model, IriModel::FormColumn),
             (QStringList{QStringLiteral("IRI (RFC 3987 §3.2)"),
                          QStringLiteral("URI (RFC 3987 §3.1)")}));
    QCOMPARE(cell(model, 0, IriModel::OutputColumn),
             QStringLiteral("http://\u20AC@example.com/a%252Fb?q=%C3"));
    QCOMPARE(cell(model, 1, IriModel::OutputColumn), kExample);
    QCOMPARE(cell(model, 1, IriModel::StepColumn), QStringLiteral("unchanged"));
    const QModelIndex iri = model.indexOfForm(IriModel::Form::Iri);
    QCOMPARE(
        column(model, IriModel::FormColumn, iri),
        (QStringList{QStringLiteral("%E2%82%AC"), QStringLiteral("%25"), QStringLiteral("%C3")}));
    QCOMPARE(column(model, IriModel::OutputColumn, iri),
             (QStringList{QStringLiteral("\u20AC"), QStringLiteral("%25"), QStringLiteral("%C3")}));
    QCOMPARE(column(model, IriModel::StepColumn, iri),
             (QStringList{QStringLiteral("decoded"), QStringLiteral("left encoded: reserved"),
                          QStringLiteral("left encoded: not UTF-8")}));
    QCOMPARE(spans(model, iri), (QList<Span>{{7, 9}, {30, 3}, {39, 3}}));

    // RFC 3987 §4.1: an encoded bidi override stays encoded in the IRI
    model.setAnalysis(analyze(QStringLiteral("http://a/%E2%80%AEx"), Spec::Rfc3986));
    const QModelIndex bidi = model.indexOfForm(IriModel::Form::Iri);
    QCOMPARE(cell(model, 0, IriModel::OutputColumn), QStringLiteral("http://a/%E2%80%AEx"));
    QCOMPARE(cell(model, 0, IriModel::StepColumn, bidi), QStringLiteral("left encoded: unsafe"));
    QCOMPARE(cell(model, 0, IriModel::WhyColumn, bidi),
             QStringLiteral("U+202E is a bidi formatting or invisible character: it stays "
                            "encoded so that it cannot reorder or hide text (RFC 3987 §3.2 step "
                            "4, §4.1)"));

    // a hex digit that would complete a stray "%" stays encoded, and says why
    model.setAnalysis(analyze(QStringLiteral("http://a/%3%43"), Spec::Rfc3986));
    const QModelIndex stray = model.indexOfForm(IriModel::Form::Iri);
    QCOMPARE(cell(model, 0, IriModel::OutputColumn), QStringLiteral("http://a/%3%43"));
    QCOMPARE(cell(model, 0, IriModel::StepColumn, stray), QStringLiteral("left encoded: reserved"));
    QCOMPARE(cell(model, 0, IriModel::WhyColumn, stray),
             QStringLiteral("a hex digit right after a \"%\" that is no triplet: decoded, it "
                            "would make a triplet of that \"%\" and change the meaning (RFC 3986 "
                            "§2.4)"));

    // RFC 3987 §3.1 with the host: Unicode <-> Punycode
    model.setAnalysis(analyze(QStringLiteral("http://xn--bcher-kva.example/"), Spec::Rfc3986));
    QCOMPARE(cell(model, model.indexOfForm(IriModel::Form::IriUnicodeHost).row(),
                  IriModel::OutputColumn),
             QStringLiteral("http://b\u00FCcher.example/"));
    model.setAnalysis(analyze(QStringLiteral("http://b\u00FCcher.example/"), Spec::Rfc3986));
    QCOMPARE(cell(model, model.indexOfForm(IriModel::Form::Uri).row(), IriModel::OutputColumn),
             QStringLiteral("http://b%C3%BCcher.example/"));
    QCOMPARE(cell(model, model.indexOfForm(IriModel::Form::UriPunycodeHost).row(),
                  IriModel::OutputColumn),
             QStringLiteral("http://xn--bcher-kva.example/"));
}

void TstEncodingPane::encoder_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("component");
    QTest::addColumn<int>("spec");
    QTest::addColumn<QString>("encoded");
    QTest::addColumn<QStringList>("characters");
    QTest::addColumn<QStringList>("outputs");

    QTest::newRow("a b/c segment rfc3986")
        << QStringLiteral("a b/c") << int(uri::Component::PathSegment) << int(Spec::Rfc3986)
        << QStringLiteral("a%20b%2Fc") << QStringList{QStringLiteral("\u2423"), QStringLiteral("/")}
        << QStringList{QStringLiteral("%20"), QStringLiteral("%2F")};
    QTest::newRow("100% query rfc3986")
        << QStringLiteral("100%") << int(uri::Component::Query) << int(Spec::Rfc3986)
        << QStringLiteral("100%25") << QStringList{QStringLiteral("%")}
        << QStringList{QStringLiteral("%25")};
    // RFC 1630: "the plus sign is reserved as shorthand notation for a space"
    QTest::newRow("a b query rfc1630")
        << QStringLiteral("a b") << int(uri::Component::Query) << int(Spec::Rfc1630)
        << QStringLiteral("a+b") << QStringList{QStringLiteral("\u2423")}
        << QStringList{QStringLiteral("+")};
    QTest::newRow("euro fragment rfc3986")
        << QStringLiteral("\u20AC") << int(uri::Component::Fragment) << int(Spec::Rfc3986)
        << QStringLiteral("%E2%82%AC") << QStringList{QStringLiteral("\u20AC")}
        << QStringList{QStringLiteral("%E2%82%AC")};
}

void TstEncodingPane::encoder()
{
    QFETCH(QString, text);
    QFETCH(int, component);
    QFETCH(int, spec);
    QFETCH(QString, encoded);
    QFETCH(QStringList, characters);
    QFETCH(QStringList, outputs);

    EncodingPane pane;
    pane.componentChooser()->setCurrentIndex(pane.componentChooser()->findData(component));
    pane.specChooser()->setCurrentIndex(pane.specChooser()->findData(spec));
    QVERIFY(pane.componentChooser()->currentIndex() >= 0);
    QVERIFY(pane.specChooser()->currentIndex() >= 0);
    pane.encoderInput()->setText(text);
    QCOMPARE(pane.encoderOutput()->text(), encoded);
    const EncoderModel &model = *pane.encoderModel();
    QCOMPARE(column(model, EncoderModel::CharacterColumn), characters);
    QCOMPARE(column(model, EncoderModel::OutputColumn), outputs);
}

void TstEncodingPane::rowClickEmitsSpan()
{
    EncodingPane pane;
    pane.resize(900, 500);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    pane.setAnalysis(analyze(kExample, Spec::Rfc3986));
    QSignalSpy spy(&pane, &AnalysisPane::spanActivated);
    const EncodingModel &model = *pane.encodingModel();
    const QModelIndex userinfo = model.indexOfComponent(PartKind::Userinfo);
    const QModelIndex second = model.index(1, 0, userinfo);
    QTreeView *view = pane.characterView();
    view->scrollTo(second);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(second).center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<Span>(), (Span{10, 3}));
    const QModelIndex query = model.indexOfComponent(PartKind::Query);
    view->scrollTo(query);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(query).center());
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(0).value<Span>(), (Span{37, 5}));
}

void TstEncodingPane::markSpanSelects()
{
    EncodingPane pane;
    pane.setAnalysis(analyze(kExample, Spec::Rfc3986));
    QSignalSpy spy(&pane, &AnalysisPane::spanActivated);
    pane.markSpan(Span{39, 3});
    const QModelIndex current = pane.characterView()->currentIndex();
    QCOMPARE(current.data(SpanRole).value<Span>(), (Span{39, 3}));
    QCOMPARE(current.parent(), pane.encodingModel()->indexOfComponent(PartKind::Query));
    QCOMPARE(spy.count(), 0); // marking is not choosing
}

void TstEncodingPane::hostileEscapedEverywhere()
{
    // U+202E RIGHT-TO-LEFT OVERRIDE and NUL, raw and percent-encoded, in every component.
    const std::string input
        = bytes("h://u\xE2\x80\xAE%00@a%E2%80%AE/p\xE2\x80\xAE%00\0?q\0\xE2\x80\xAE#%E2%80%AE\0");
    QCOMPARE(input.size(), std::size_t{48});
    EncodingPane pane;
    pane.setAnalysis(analyze(input, Spec::Rfc3986));
    const QList<const QAbstractItemModel *> models{pane.encodingModel(), pane.layersModel(),
                                                   pane.iriModel(), pane.idnaModel()};
    int rows = 0;
    for (const QAbstractItemModel *m : models) {
        const QStringList texts = allTexts(*m);
        rows += static_cast<int>(texts.size());
        for (const QString &text : texts) {
            QVERIFY2(!text.contains(QChar(0x202E)), qPrintable(text));
            QVERIFY2(!text.contains(QChar(0)), qPrintable(text));
        }
    }
    QVERIFY(rows > 0);
    const EncodingModel &model = *pane.encodingModel();
    const int path = model.indexOfComponent(PartKind::Path).row();
    QCOMPARE(cell(model, path, EncodingModel::WrittenColumn),
             QStringLiteral("/p\\u{202E}%00\\x00"));
    QCOMPARE(cell(model, path, EncodingModel::DecodedColumn),
             QStringLiteral("/p\\u{202E}\\x00\\x00"));
    QCOMPARE(cell(model, path, EncodingModel::Utf8Column), QStringLiteral("/p\\u{202E}\\x00\\x00"));
    const int userinfo = model.indexOfComponent(PartKind::Userinfo).row();
    QCOMPARE(cell(model, userinfo, EncodingModel::DecodedColumn),
             QStringLiteral("u\\u{202E}\\x00"));
    const QModelIndex pathIndex = model.index(path, 0);
    QCOMPARE(column(model, EncodingModel::PartColumn, pathIndex),
             (QStringList{QStringLiteral("/"), QStringLiteral("p"), QStringLiteral("\\u{202E}"),
                          QStringLiteral("%00"), QStringLiteral("\\x00")}));
    QCOMPARE(column(model, EncodingModel::Utf8Column, pathIndex).mid(2),
             (QStringList{QStringLiteral("U+202E \\u{202E}"), QStringLiteral("U+0000 \\x00"),
                          QStringLiteral("U+0000 \\x00")}));

    // The encoder escapes too.
    pane.encoderInput()->setText(QStringLiteral("a\u202E") + QChar(0));
    for (const QString &text : allTexts(*pane.encoderModel())) {
        QVERIFY2(!text.contains(QChar(0x202E)), qPrintable(text));
        QVERIFY2(!text.contains(QChar(0)), qPrintable(text));
    }
    QCOMPARE(pane.encoderOutput()->text(), QStringLiteral("a%E2%80%AE%00"));
}

void TstEncodingPane::tooLong()
{
    // A 2 MiB paste is not viewed on the UI thread: a message says so.
    std::string input = "http://a/";
    input.resize(2 * 1024 * 1024, 'x');
    EncodingPane pane;
    QElapsedTimer timer;
    timer.start();
    pane.setAnalysis(analyze(input, Spec::Rfc3986));
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(pane.encodingModel()->rowCount(), 0);
    QCOMPARE(pane.iriModel()->rowCount(), 0);
    QCOMPARE(pane.idnaModel()->rowCount(), 0);
    QCOMPARE(pane.message(),
             QStringLiteral("Too long for this view (2097152 bytes): the encoding views are "
                            "computed for inputs of up to 1048576 bytes."));
    pane.setAnalysis(analyze(kExample, Spec::Rfc3986));
    QCOMPARE(pane.message(), QString());
    QCOMPARE(pane.encodingModel()->rowCount(), 7);
}

void TstEncodingPane::manyCharactersAreCapped()
{
    EncodingModel model;
    model.setAnalysis(analyze("a:" + std::string(1500, 'x'), Spec::Rfc3986));
    const QModelIndex path = model.indexOfComponent(PartKind::Path);
    QCOMPARE(model.rowCount(path), EncodingModel::kMaxChars + 1);
    QCOMPARE(cell(model, EncodingModel::kMaxChars, EncodingModel::PartColumn, path),
             QStringLiteral("500 more"));
    QVERIFY(!model.index(EncodingModel::kMaxChars, 0, path).data(SpanRole).isValid());
    QCOMPARE(cell(model, path.row(), EncodingModel::HexColumn).right(4), QStringLiteral(" ..."));
}

void TstEncodingPane::largestViewedInputIsLinear()
{
    // Larger than kSyncBytes, every byte a hostile encoding (a lone octet, NUL, a line
    // feed): computed off the UI thread while a message says so. (No bidi override here:
    // the core's security check is quadratic in their number.)
    std::string input = "http://a/";
    while (input.size() < 4 * EncodingPane::kSyncBytes)
        input += "%C3%00%0Ax";
    const auto analysis = analyze(input, Spec::Rfc3986);
    EncodingPane pane;
    pane.setAnalysis(analyze(kExample, Spec::Rfc3986));
    QSignalSpy shown(&pane, &EncodingPane::viewsShown);
    QElapsedTimer timer;
    timer.start();
    pane.setAnalysis(analysis);
    QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    QVERIFY(pane.isBusy());
    QCOMPARE(pane.message(),
             QStringLiteral("Computing the encoding views of %1 bytes...").arg(input.size()));
    // no spans of the previous input meanwhile
    QVERIFY(pane.encodingModel()->analysis()->bytes().empty());
    QCOMPARE(pane.layersModel()->rowCount(), 0);
    QVERIFY(shown.wait(60000));
    QVERIFY(!pane.isBusy());
    // a long input never widens the pane (the dock, the window)
    QVERIFY2(pane.minimumSizeHint().width() < 1000,
             qPrintable(QString::number(pane.minimumSizeHint().width())));
    QCOMPARE(pane.message(), QString());
    const QModelIndex path = pane.encodingModel()->indexOfComponent(PartKind::Path);
    QCOMPARE(pane.encodingModel()->rowCount(path), EncodingModel::kMaxChars + 1);
    QCOMPARE(pane.iriModel()->rowCount(), 2);
    QCOMPARE(pane.iriModel()->rowCount(pane.iriModel()->index(0, 0)), IriModel::kMaxPieces + 1);

    // A newer input while computing: only the newest is shown.
    pane.setAnalysis(analysis);
    pane.setAnalysis(analyze(input + "y", Spec::Rfc3986));
    pane.setAnalysis(analyze(kExample, Spec::Rfc3986));
    QVERIFY(!pane.isBusy());
    QCOMPARE(pane.encodingModel()->analysis()->bytes(), kExample.toStdString());
    QTest::qWait(50);
    QTRY_VERIFY_WITH_TIMEOUT(!pane.isBusy(), 60000);
    QCOMPARE(pane.encodingModel()->analysis()->bytes(), kExample.toStdString());
}

void TstEncodingPane::inMainWindow()
{
    MainWindow window;
    AnalysisPane *pane = window.pane(QStringLiteral("encodingPane"));
    QVERIFY(pane);
    QVERIFY(qobject_cast<EncodingPane *>(pane));
    QCOMPARE(pane->title(), QStringLiteral("Encoding"));
}

QTEST_MAIN(TstEncodingPane)
#include "tst_encoding_pane.moc"
