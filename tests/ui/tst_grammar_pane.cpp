// The Grammar pane (docs/grammar.md): the derivation's tree, the chain of the
// chosen character with each rule's definition and section, where a rejected
// input's grammar stopped, a long input derived off the UI thread, and the
// same words as `uri-inspect parse --derivation` on every vector.
#include "panes/grammar/grammar_pane.h"

#include "analysis/roles.h"
#include "corpus_support.h"
#include "panes/grammar/derivation_model.h"
#include "text/grammar_text.h"
#include "window/main_window.h"

#include <QAbstractItemModelTester>
#include <QDockWidget>
#include <QSignalSpy>
#include <QTreeView>
#include <QtTest>

using namespace uri;
using namespace uri::ui;

namespace {

QString rule(const QModelIndex &index)
{
    return index.siblingAtColumn(DerivationModel::RuleColumn).data().toString();
}

QString fromStd(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

class TstGrammarPane : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { uri::test::quietOffscreenWindow(); }

    // RFC 3986 §3's example: the tree, and the chain of a character of the host
    void section3Example()
    {
        GrammarPane pane;
        QAbstractItemModelTester tester(pane.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const std::string input = "foo://example.com:8042/over/there?name=ferret#nose";
        pane.setAnalysis(analyze(input, Spec::Rfc3986));
        QVERIFY(!pane.isBusy());
        QCOMPARE(pane.summary(),
                 QStringLiteral("RFC 3986 Appendix A: the input matches URI-reference"));
        QCOMPARE(pane.summary(), fromStd(derivationSummary(derive(input))));
        DerivationModel &model = *pane.model();
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex root = model.index(0, 0);
        QCOMPARE(rule(root), QStringLiteral("URI-reference"));
        QCOMPARE(model.rowCount(root), 1);
        const QModelIndex uriNode = model.index(0, 0, root);
        QCOMPARE(model.rowCount(uriNode), 4); // scheme, hier-part, query, fragment
        QCOMPARE(rule(model.index(2, 0, uriNode)), QStringLiteral("query"));
        QCOMPARE(model.index(2, DerivationModel::TextColumn, uriNode).data().toString(),
                 QStringLiteral("name=ferret"));
        QCOMPARE(model.index(2, DerivationModel::SpanColumn, uriNode).data().toString(),
                 QStringLiteral("34+11"));

        // the host's span from another view: its deepest node, reg-name
        pane.markSpan(Span{6, 11});
        QCOMPARE(rule(pane.view()->currentIndex()), QStringLiteral("reg-name"));
        QCOMPARE(pane.view()->currentIndex().data(SpanRole).value<Span>(), (Span{6, 11}));
        const QString chain = pane.chainText();
        QVERIFY2(chain.startsWith(
                     QStringLiteral("The character \"e\" at 6, from the start rule down:\n"
                                    "URI-reference > URI > hier-part > authority > host > "
                                    "reg-name > unreserved > ALPHA\n\n"
                                    "URI-reference  0+50  (RFC 3986 §4.1 URI Reference)\n"
                                    "    URI-reference = URI / relative-ref\n\n"
                                    "URI  0+50  (RFC 3986 §3 Syntax Components)\n"
                                    "    URI           = scheme \":\" hier-part [ \"?\" query ] "
                                    "[ \"#\" fragment ]\n\n")),
                 qPrintable(chain));
        QVERIFY(chain.contains(
            QStringLiteral("host  6+11  (RFC 3986 §3.2.2 Host)\n"
                           "    host          = IP-literal / IPv4address / reg-name\n\n"
                           "reg-name  6+11  (RFC 3986 §3.2.2 Host)\n"
                           "    reg-name      = *( unreserved / pct-encoded / sub-delims )\n\n"
                           "unreserved  6+1  (RFC 3986 §2.3 Unreserved Characters)\n")));
        QVERIFY(chain.endsWith(
            QStringLiteral("ALPHA  6+1  (RFC 5234 Appendix B.1 Core Rules)\n"
                           "    ALPHA          =  %x41-5A / %x61-7A   ; A-Z / a-z")));
    }

    // Choosing a rule in the tree chooses its span for the other views
    void choosingARuleChoosesItsSpan()
    {
        GrammarPane pane;
        pane.setAnalysis(analyze(std::string("http://a:80/"), Spec::Rfc3986));
        QSignalSpy chosen(&pane, &AnalysisPane::spanActivated);
        const QModelIndex port = pane.model()->indexForSpan(Span{9, 2});
        QCOMPARE(rule(port), QStringLiteral("port"));
        pane.view()->setCurrentIndex(port);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.first().first().value<Span>(), (Span{9, 2}));
        QVERIFY(pane.chainText().startsWith(QStringLiteral("The character \"8\" at 9")));
    }

    // A rejected input opens at the node where its grammar stopped, with the
    // command line's words
    void rejectedInput()
    {
        GrammarPane pane;
        const std::string input = "http://[::1/x";
        pane.setAnalysis(analyze(input, Spec::Rfc3986));
        QCOMPARE(pane.summary(),
                 QStringLiteral("RFC 3986 Appendix A: no match: the grammar stopped at 11"));
        const QModelIndex current = pane.view()->currentIndex();
        QCOMPARE(rule(current), QStringLiteral("host"));
        const QString note = current.siblingAtColumn(DerivationModel::NoteColumn).data().toString();
        QCOMPARE(note, QStringLiteral("stopped at 11 (its end); IP-literal got to 11, IPv4address "
                                      "got to 7, reg-name got to 7"));
        QVERIFY(pane.chainText().startsWith(
            QStringLiteral("The character \"[\" at 7, from the start rule down:\n"
                           "URI-reference > URI > hier-part > authority > host\n")
            + note + QStringLiteral("\n\n")));
        // an invalid port: the "x" is quoted
        pane.setAnalysis(analyze(std::string("http://a:8x/"), Spec::Rfc3986));
        QCOMPARE(pane.view()
                     ->currentIndex()
                     .siblingAtColumn(DerivationModel::NoteColumn)
                     .data()
                     .toString(),
                 QStringLiteral("stopped at 10 (\"x\")"));
        // the chain is that of the "x", which no rule below port took
        QVERIFY(pane.chainText().startsWith(
            QStringLiteral("The character \"x\" at 10, from the start rule down:\n"
                           "URI-reference > URI > hier-part > authority > port\n"
                           "stopped at 10 (\"x\")\n\n")));
    }

    // Over kSyncBytes the derivation is made on a worker thread; too long an
    // input gets the refusal
    void longInputs()
    {
        GrammarPane pane;
        QSignalSpy shown(&pane, &GrammarPane::derivationShown);
        const std::string input = "http://a/" + std::string(GrammarPane::kSyncBytes, 'b');
        pane.setAnalysis(analyze(input, Spec::Rfc3986));
        QVERIFY(pane.isBusy());
        QCOMPARE(pane.summary(), QStringLiteral("Drawing the derivation..."));
        QCOMPARE(pane.model()->rowCount(), 0);
        QVERIFY(shown.wait(30000));
        QVERIFY(!pane.isBusy());
        QCOMPARE(pane.summary(),
                 QStringLiteral("RFC 3986 Appendix A: the input matches URI-reference"));

        // two inputs in a row: the last one is shown
        const std::string second = "http://c/" + std::string(GrammarPane::kSyncBytes, 'd') + "%zz";
        pane.setAnalysis(analyze(input + "e", Spec::Rfc3986));
        pane.setAnalysis(analyze(second, Spec::Rfc3986));
        QTRY_VERIFY_WITH_TIMEOUT(!pane.isBusy(), 30000);
        QCOMPARE(pane.summary(), fromStd(derivationSummary(derive(second))));

        const std::string huge(kMaxDerivationBytes + 1, 'a');
        pane.setAnalysis(analyze(huge, Spec::Rfc3986));
        QVERIFY(!pane.isBusy());
        QCOMPARE(pane.summary(), QStringLiteral("The derivation is drawn for inputs of at most "
                                                "65536 bytes; this one has 65537."));
        QCOMPARE(pane.summary(), fromStd(derivationSummary(derive(huge))));
        QCOMPARE(pane.model()->rowCount(), 0);
    }

    // RFC 2396's grammar, and the headings of its sections in the chain;
    // draft-01's opaque-URL; RFC 1630's BNF and the rules of its prose
    void olderGenerations()
    {
        GrammarPane pane;
        pane.setAnalysis(analyze(std::string("http://w3c.org:80path1/path2"), Spec::Rfc2396));
        QCOMPARE(pane.summary(),
                 QStringLiteral("RFC 2396 Appendix A: the input matches URI-reference"));
        const QModelIndex root = pane.model()->index(0, 0);
        QCOMPARE(rule(root), QStringLiteral("URI-reference"));
        QCOMPARE(rule(pane.model()->index(0, 0, root)), QStringLiteral("absoluteURI"));
        pane.markSpan(Span{7, 15}); // the authority: its deepest node, reg_name
        QCOMPARE(rule(pane.view()->currentIndex()), QStringLiteral("reg_name"));
        QVERIFY2(pane.chainText().contains(
                     QStringLiteral("reg_name  7+15  (RFC 2396 §3.2.1 Registry-based Naming "
                                    "Authority)\n    reg_name      = 1*( unreserved | escaped | "
                                    "\"$\" | \",\" |")),
                 qPrintable(pane.chainText()));

        pane.setAnalysis(analyze(std::string("g;x?y#s"), Spec::Rfc1808));
        QCOMPARE(pane.summary(), QStringLiteral("RFC 1808 §2.2: the input matches URL"));

        // §4.2: "_" is no hostname's, so opaque-URL = scheme ":" *urlchar
        pane.setAnalysis(analyze(std::string("http://under_score.example/"), Spec::Draft01));
        QCOMPARE(pane.summary(),
                 QStringLiteral("draft-fielding-url-syntax-01: the input matches URL-reference"));
        pane.markSpan(Span{12, 1});
        QVERIFY2(pane.chainText().contains(
                     QStringLiteral("opaque-URL  0+27  (draft-fielding-url-syntax-01 §4.2 Opaque "
                                    "and Hierarchical URLs)\n    opaque-URL = scheme \":\" "
                                    "*urlchar")),
                 qPrintable(pane.chainText()));

        // a "//" login is the URL BNF's; the generic BNF has none, and the
        // rule that takes it is the prose's
        pane.setAnalysis(analyze(std::string("http://a/"), Spec::Rfc1630));
        QCOMPARE(pane.summary(), QStringLiteral("RFC 1630, BNF of Generic URI Syntax: the input "
                                                "matches prose-reference"));
        pane.markSpan(Span{7, 1});
        QVERIFY2(pane.chainText().startsWith(QStringLiteral(
                     "The character \"a\" at 7, from the start rule down:\nprose-reference > "
                     "prose-uri > prose-hier > prose-net > prose-login > prose-hostport > "
                     "prose-host > ialpha > alpha\n\nprose-reference  0+9  (RFC 1630, Partial "
                     "(relative) form (prose))\n    prose-reference        fragmentaddress | "
                     "prose-uri [ # prose-fragmentid ]")),
                 qPrintable(pane.chainText()));
        QVERIFY2(pane.chainText().contains(QStringLiteral(
                     "prose-login  7+1  (RFC 1630, Partial (relative) form (prose))\n    "
                     "prose-login            void | [ [ user ] [ : [ password ] ] @ ] "
                     "prose-hostport")),
                 qPrintable(pane.chainText()));
        // the last: alpha, its five lines as printed
        const QString alpha = fromStd(std::string(ruleDefinition(Spec::Rfc1630, "alpha")));
        QCOMPARE(alpha.count(QLatin1Char('\n')), 4);
        QVERIFY2(pane.chainText().endsWith(
                     QStringLiteral("\n\nalpha  7+1  (RFC 1630, BNF of Generic URI Syntax)\n    ")
                     + QString(alpha).replace(QLatin1Char('\n'), QStringLiteral("\n    "))),
                 qPrintable(pane.chainText().right(400)));
    }

    // The URL Standard has no grammar: RFC 3986's derivation, said so
    void urlStandard()
    {
        GrammarPane pane;
        pane.setAnalysis(analyze(std::string("http://a/"), Spec::Whatwg));
        QCOMPARE(pane.summary(),
                 QStringLiteral("The URL Standard defines no grammar, only its parser: the "
                                "derivation is RFC 3986's.\nRFC 3986 Appendix A: the input "
                                "matches URI-reference"));
    }

    // In the window: a tab of its own, given the analysis when shown, and
    // linked to the anatomy's selection
    void inMainWindow()
    {
        MainWindow window;
        auto *pane = qobject_cast<GrammarPane *>(window.pane(QStringLiteral("grammar")));
        QVERIFY(pane);
        QCOMPARE(pane->title(), QStringLiteral("Grammar"));
        window.show();
        window.dockOf(pane)->raise();
        window.setUri(QStringLiteral("http://[2001:db8::7]/c=GB?objectClass?one"));
        QVERIFY(window.waitForAnalysis());
        QCOMPARE(pane->summary(),
                 QStringLiteral("RFC 3986 Appendix A: the input matches URI-reference"));
        window.selectSpan(Span{18, 1});
        QVERIFY(pane->chainText().contains(
            QStringLiteral("IPv6address  8+11  (RFC 3986 §3.2.2 Host)")));
        QCOMPARE(rule(pane->view()->currentIndex()), QStringLiteral("DIGIT"));
    }

    // The window words a derivation as the command line does, on every
    // vector of tests/data: the summary and every stop
    void sameWordsAsTheCommandLine()
    {
        int compared = 0;
        for (const uri::test::CorpusInput &in : uri::test::vectorInputs())
            for (const Spec spec : {Spec::Rfc3986, Spec::Rfc2396, Spec::Rfc1808}) {
                const QByteArray bytes = in.input.toUtf8();
                const std::string_view input(bytes.constData(), std::size_t(bytes.size()));
                const Derivation d = derive(input, spec);
                QCOMPARE(GrammarText::summary(d, input), fromStd(derivationSummary(d)));
                std::vector<const DerivationNode *> pending{&d.root};
                while (!pending.empty()) {
                    const DerivationNode *node = pending.back();
                    pending.pop_back();
                    QCOMPARE(GrammarText::stop(*node, input),
                             fromStd(derivationStopText(*node, input)));
                    for (const DerivationNode &child : node->children)
                        pending.push_back(&child);
                }
                ++compared;
            }
        QVERIFY(compared > 3000);
    }
};

QTEST_MAIN(TstGrammarPane)
#include "tst_grammar_pane.moc"
