// Help > Practice (docs/practice.md): answers typed into the dock and
// graded, the step where a resolution went wrong in its trace and in the
// window, the score, the same words as `uri-inspect practice` on every
// exercise of many seeds, the worksheet byte for byte the command line's,
// Japanese, hostile answers, and the command line's --practice and --seed.
#include "window/practice_dock.h"

#include "corpus_support.h"
#include "panes/resolution/resolution_pane.h"
#include "text/practice_text.h"
#include "window/application.h"
#include "window/main_window.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace uri;
using namespace uri::ui;
namespace p = uri::practice;

namespace {

QString fromStd(const std::string &s)
{
    return QString::fromStdString(s);
}

QStringList fromStd(const std::vector<std::string> &lines)
{
    QStringList out;
    for (const std::string &line : lines)
        out << fromStd(line);
    return out;
}

// The next exercise of @p topic in the dock (Next until it comes).
void nextOf(PracticeDock &dock, p::Topic topic)
{
    for (int i = 0; i < 200 && dock.exercise().topic != topic; ++i)
        dock.next();
    QCOMPARE(dock.exercise().topic, topic);
}

// The expected answer of the dock's exercise, typed into its widgets.
void typeExpected(PracticeDock &dock)
{
    const p::Exercise &e = dock.exercise();
    if (e.topic == p::Topic::Split) {
        for (std::size_t f = 0; f < p::kComponentNames.size(); ++f) {
            const std::optional<std::string> value = p::component(e.components, f);
            if (QCheckBox *box = dock.definedBox(f))
                box->setChecked(value.has_value());
            dock.componentEdit(f)->setText(value ? fromStd(*value) : QString());
        }
    } else if (e.topic == p::Topic::Equivalence) {
        (e.equivalent ? dock.yesButton() : dock.noButton())->setChecked(true);
    } else {
        dock.answerEdit()->setText(fromStd(e.expected));
    }
}

} // namespace

class TstPracticeDock : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { uri::test::quietOffscreenWindow(); }
    void typedSplit();
    void undefinedAndEmpty();
    void wrongResolutionShowsItsStep();
    void equivalenceByButtons();
    void everyExpectedAnswerIsRightInTheWindow();
    void sameWordsAsTheCommandLine();
    void sameWordsOnRarePaths();
    void worksheetIsTheCommandLines();
    void japanese();
    void hostileAnswers();
    void commandLine();
};

// Seed 1 begins with a split of "mailto://example.com/" (tests/data/practice/seed-1.tsv)
void TstPracticeDock::typedSplit()
{
    MainWindow window;
    window.show();
    const Qt::DockWidgetArea topRight = window.corner(Qt::TopRightCorner);
    PracticeDock *dock = window.startPractice(1);
    QVERIFY(dock->isVisible());
    // the dock runs the window's full height, as the tour does
    QCOMPARE(window.corner(Qt::TopRightCorner), Qt::RightDockWidgetArea);
    QCOMPARE(dock->titleLabel()->text(), QStringLiteral("1. Split (generated)"));
    QCOMPARE(dock->questionLabel()->text(),
             QStringLiteral("Split \"mailto://example.com/\" into its five components (RFC 3986 "
                            "\u00a73); say which are undefined."));
    // the window's input is left alone: the panes would give the answer away
    QCOMPARE(window.uri(), QString());

    QTest::keyClicks(dock->componentEdit(0), QStringLiteral("mailto"));
    QTest::keyClicks(dock->componentEdit(1), QStringLiteral("example.com"));
    QTest::keyClicks(dock->componentEdit(2), QStringLiteral("/"));
    QTest::mouseClick(dock->definedBox(3), Qt::LeftButton);
    dock->definedBox(4)->click();
    QVERIFY(!dock->definedBox(3)->isChecked());
    QVERIFY(!dock->componentEdit(4)->isEnabled());
    QTest::keyClick(dock->componentEdit(2), Qt::Key_Return);
    QVERIFY(dock->grade() && dock->grade()->right);
    QCOMPARE(dock->feedbackLabel()->text(), QStringLiteral("Right."));
    QCOMPARE(dock->scoreLabel()->text(), QStringLiteral("Seed 1: 1 of 1 right. Split 1/1"));

    // checking again does not count twice; a hint says how many are defined
    dock->check();
    QCOMPARE(dock->asked(p::Topic::Split), 1);
    dock->hintButton()->click();
    QVERIFY(dock->findChild<QLabel *>(QStringLiteral("practiceHintText"))
                ->text()
                .endsWith(QStringLiteral("here 3 of the five are defined.")));

    // Show in the window: the input, and the Components pane raised
    dock->showButton()->click();
    QCOMPARE(window.uri(), QStringLiteral("mailto://example.com/"));

    // closing gives the corners back
    dock->close();
    QVERIFY(!dock->isVisible());
    QCOMPARE(window.corner(Qt::TopRightCorner), topRight);
}

void TstPracticeDock::undefinedAndEmpty()
{
    MainWindow window;
    PracticeDock *dock = window.startPractice(4);
    dock->setTopics({p::Topic::Split});
    dock->restart();
    // a split whose query or fragment is defined and empty
    for (int i = 0; i < 300; ++i) {
        const p::Components &c = dock->exercise().components;
        if ((c.query && c.query->empty()) || (c.fragment && c.fragment->empty()))
            break;
        dock->next();
    }
    const p::Components expected = dock->exercise().components;
    const std::size_t empty = expected.query && expected.query->empty() ? 3 : 4;
    typeExpected(*dock);
    dock->definedBox(empty)->setChecked(false);               // "undefined" for an empty component
    QTest::keyClick(dock->definedBox(empty), Qt::Key_Return); // Return checks from a box too
    QVERIFY(!dock->grade()->right);
    QCOMPARE(dock->grade()->fields.at(empty).mark, p::Mark::UndefinedForEmpty);
    const QString delimiter = empty == 3 ? QStringLiteral("?") : QStringLiteral("#");
    QVERIFY2(dock->feedbackLabel()->text().contains(
                 PracticeText::componentName(empty) + QStringLiteral(": defined and empty: its \"")
                 + delimiter + QStringLiteral("\" is there (RFC 3986 \u00a75.3).")),
             qPrintable(dock->feedbackLabel()->text()));
    QCOMPARE(dock->scoreLabel()->text(), QStringLiteral("Seed 4: 0 of 1 right. Split 0/1"));
}

// Seed 1's second exercise: "../.#s" against RFC 3986 §5.4's base
void TstPracticeDock::wrongResolutionShowsItsStep()
{
    MainWindow window;
    window.show();
    PracticeDock *dock = window.startPractice(1);
    dock->next();
    QCOMPARE(dock->exercise().uri, std::string("../.#s"));
    QVERIFY(dock->answerEdit()->isVisible());
    QTest::keyClicks(dock->answerEdit(), QStringLiteral("http://a/b/c/#s"));
    QTest::keyClick(dock->answerEdit(), Qt::Key_Return);
    QCOMPARE(dock->feedbackLabel()->text(),
             QStringLiteral("Not quite.\n"
                            "answer: \"http://a/b/c/#s\" is wrong; it is \"http://a/b/#s\".\n"
                            "It went wrong at step 6, 2C (RFC 3986 \u00a75.2.4): the input "
                            "starts with \"/../\"; it becomes \"/\", and the last segment of the "
                            "output, \"/c\", is removed."));
    QTreeWidget *trace = dock->traceView();
    QVERIFY(trace->isVisible());
    QCOMPARE(trace->currentItem()->text(0), QStringLiteral("6"));
    QCOMPARE(trace->currentItem()->text(1), QStringLiteral("2C"));
    QCOMPARE(trace->currentItem()->text(2), QStringLiteral("/b"));
    QVERIFY(trace->currentItem()->font(1).bold());

    dock->showButton()->click();
    QCOMPARE(window.uri(), QStringLiteral("../.#s"));
    auto *resolution = qobject_cast<ResolutionPane *>(window.pane(QStringLiteral("resolution")));
    QVERIFY(resolution);
    QCOMPARE(resolution->base(), QStringLiteral("http://a/b/c/d;p?q"));
    QVERIFY(resolution->algorithmRuleText().contains(QStringLiteral("2C")));

    // a right answer after a wrong one: right now, but the score keeps the first
    dock->answerEdit()->setText(QStringLiteral("HTTP://A/b/#s"));
    dock->check();
    QVERIFY(dock->grade()->right);
    QVERIFY(dock->feedbackLabel()->text().contains(
        QStringLiteral("answer: right; case does not matter there")));
    QVERIFY(!dock->grade()->wrongStep);
    for (int i = 0; i < dock->traceView()->topLevelItemCount(); ++i)
        QVERIFY(!dock->traceView()->topLevelItem(i)->font(1).bold());
    QCOMPARE(dock->right(p::Topic::Resolve), 0);
    QCOMPARE(dock->asked(p::Topic::Resolve), 1);
}

void TstPracticeDock::equivalenceByButtons()
{
    MainWindow window;
    window.show();
    PracticeDock *dock = window.startPractice(2);
    nextOf(*dock, p::Topic::Equivalence);
    QVERIFY(dock->yesButton()->isVisible());
    QVERIFY(!dock->answerEdit()->isVisible());
    // neither chosen: wrong
    dock->check();
    QVERIFY(!dock->grade()->right);
    (dock->exercise().equivalent ? dock->noButton() : dock->yesButton())->click();
    dock->check();
    QVERIFY(!dock->grade()->right);
    QVERIFY(dock->feedbackLabel()->text().contains(QStringLiteral("The answer is ")
                                                   + (dock->exercise().equivalent ? "yes" : "no")));
    (dock->exercise().equivalent ? dock->yesButton() : dock->noButton())->click();
    dock->check();
    QVERIFY(dock->grade()->right);

    // in the window: the first URI, and the second in Compare with
    dock->showButton()->click();
    QCOMPARE(window.uri(), fromStd(dock->exercise().uri));
    QCOMPARE(window.pane(QStringLiteral("normalize"))
                 ->findChild<QLineEdit *>(QStringLiteral("compareWith"))
                 ->text(),
             fromStd(dock->exercise().other));
}

// Whatever the core's test grades, the window grades too: 300 exercises
// answered through the widgets.
void TstPracticeDock::everyExpectedAnswerIsRightInTheWindow()
{
    MainWindow window;
    PracticeDock *dock = window.startPractice(11);
    for (int i = 0; i < 300; ++i) {
        typeExpected(*dock);
        dock->check();
        QVERIFY2(dock->grade()->right, qPrintable(dock->questionLabel()->text() + QLatin1Char('\n')
                                                  + dock->feedbackLabel()->text()));
        dock->next();
    }
    int asked = 0;
    for (p::Topic topic : p::kAllTopics) {
        QCOMPARE(dock->right(topic), dock->asked(topic));
        QVERIFY(dock->asked(topic) > 30);
        asked += dock->asked(topic);
    }
    QCOMPARE(asked, 300);
}

// The English of the window is that of `uri-inspect practice`: the question,
// the hint, the answer, and the feedback of a right and of wrong answers.
void TstPracticeDock::sameWordsAsTheCommandLine()
{
    p::Answer wrong;
    wrong.text = "x";
    wrong.components = {"x", std::nullopt, "", "", std::nullopt};
    p::Answer shouted;
    for (std::uint32_t seed = 0; seed < 30; ++seed) {
        for (const p::Exercise &e : p::exercises(seed, 20)) {
            QCOMPARE(PracticeText::question(e), fromStd(p::questionText(e)));
            QCOMPARE(PracticeText::hint(e), fromStd(p::hintText(e)));
            QCOMPARE(PracticeText::answer(e), fromStd(p::answerText(e)));
            p::Answer right;
            right.components = e.components;
            right.text
                = e.topic == p::Topic::Equivalence ? (e.equivalent ? "yes" : "no") : e.expected;
            shouted.components = e.components;
            if (shouted.components.scheme)
                shouted.components.scheme
                    = QString::fromStdString(*e.components.scheme).toUpper().toStdString();
            shouted.text = QString::fromStdString(right.text).toUpper().toStdString();
            for (const p::Answer &a : {right, wrong, shouted}) {
                const p::Grade g = p::grade(e, a);
                QCOMPARE(PracticeText::feedback(e, g), fromStd(p::feedbackLines(e, g)));
            }
        }
    }
}

// The parts only a hand-made pair reaches: the authority's userinfo, host and
// port, and a destination of another case than the name it shows.
void TstPracticeDock::sameWordsOnRarePaths()
{
    p::Exercise e;
    e.topic = p::Topic::Equivalence;
    e.uri = "http://u@a:8080/x";
    e.other = "http://v@b/x";
    e.equivalent = false;
    QCOMPARE(PracticeText::answer(e), fromStd(p::answerText(e)));
    QCOMPARE(PracticeText::answer(e),
             QStringLiteral("no: after the ladder they still differ in userinfo, host, port"));
    QCOMPARE(PracticeText::hint(e), fromStd(p::hintText(e)));
    p::Answer yes;
    yes.text = "yes";
    const p::Grade g = p::grade(e, yes);
    QCOMPARE(PracticeText::feedback(e, g), fromStd(p::feedbackLines(e, g)));

    p::Exercise d;
    d.topic = p::Topic::Destination;
    d.uri = "https://Bank.Example/";
    d.claimed = "bank.example";
    d.expected = "bank.example";
    QCOMPARE(PracticeText::answer(d), fromStd(p::answerText(d)));
    QVERIFY(PracticeText::answer(d).endsWith(QStringLiteral(", the host it names")));
}

void TstPracticeDock::worksheetIsTheCommandLines()
{
    QTemporaryDir dir;
    MainWindow window;
    for (const char *format : {"md", "html"}) {
        const QString path = dir.filePath(QStringLiteral("sheet.") + QLatin1String(format));
        QVERIFY(window.exportWorksheet(path, 7, 12));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray fromWindow = file.readAll();
#ifdef URI_INSPECT_EXE
        QProcess cli;
        cli.start(QStringLiteral(URI_INSPECT_EXE),
                  {QStringLiteral("practice"), QStringLiteral("--seed"), QStringLiteral("7"),
                   QStringLiteral("--count"), QStringLiteral("12"), QStringLiteral("--worksheet"),
                   QLatin1String(format)});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        QCOMPARE(fromWindow, cli.readAllStandardOutput());
#endif
        const std::vector<p::Exercise> list = p::exercises(7, 12);
        QCOMPARE(fromWindow,
                 QByteArray::fromStdString(p::worksheet(
                     p::worksheetItems(list), 7,
                     format[0] == 'm' ? p::WorksheetFormat::Markdown : p::WorksheetFormat::Html)));
    }
    // topics chosen in the dock go into the worksheet
    const QString path = dir.filePath(QStringLiteral("resolve.md"));
    QVERIFY(window.exportWorksheet(path, 7, 5, {p::Topic::Resolve}));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QCOMPARE(text.count(QStringLiteral(". Resolve\n")), 5);
    QVERIFY(!window.exportWorksheet(dir.filePath(QStringLiteral("sheet.txt")), 7, 5));
    QVERIFY(!window.exportWorksheet(dir.filePath(QStringLiteral("no/such/dir/sheet.md")), 7, 5));
}

void TstPracticeDock::japanese()
{
    MainWindow window;
    window.setLanguage(Language::Japanese);
    QCoreApplication::processEvents();
    PracticeDock *dock = window.startPractice(1);
    QCOMPARE(dock->windowTitle().remove(QChar(0x2060)), QStringLiteral("\u7df4\u7fd2"));
    const QString question = dock->questionLabel()->text();
    QVERIFY2(question.contains(QStringLiteral("\"mailto://example.com/\"")), qPrintable(question));
    QVERIFY2(question != fromStd(p::questionText(dock->exercise())), qPrintable(question));
    typeExpected(*dock);
    dock->check();
    QCOMPARE(dock->feedbackLabel()->text(),
             PracticeText::feedback(dock->exercise(), *dock->grade()).join(QLatin1Char('\n')));
    QVERIFY(dock->feedbackLabel()->text() != QStringLiteral("Right."));
    QVERIFY(dock->scoreLabel()->text().contains(QStringLiteral("1/1")));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sheet.html"));
    QVERIFY(window.exportWorksheet(path, 1, 3));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    QVERIFY(html.contains(QStringLiteral("<title>URI \u306e\u7df4\u7fd2</title>")));
    QVERIFY(!html.contains(QStringLiteral("Your answer:")));
    QVERIFY(html.contains(QStringLiteral("\u89e3\u7b54"))); // the answers' heading
    QVERIFY(!html.contains(QChar(0x2060))); // the window's word joiners stay on screen

    // back to English: the dock follows
    window.setLanguage(Language::English);
    QCoreApplication::processEvents();
    QCOMPARE(dock->windowTitle(), QStringLiteral("Practice"));
    QCOMPARE(dock->feedbackLabel()->text(), QStringLiteral("Right."));
}

// Answers no one means to give: NUL, controls, bidi overrides, invalid
// UTF-8, a megabyte: graded wrong, shown escaped, no crash.
void TstPracticeDock::hostileAnswers()
{
    MainWindow window;
    window.show();
    PracticeDock *dock = window.startPractice(3);
    const QString huge(1024 * 1024, QLatin1Char('a'));
    const QStringList answers{QString(QChar(0)) + QStringLiteral("x"),
                              QStringLiteral("http://a/\u202Egnp.exe"),
                              QStringLiteral("\x01\x7f\t"), QString::fromUtf8("\xff\xfe"), huge};
    for (int round = 0; round < 10; ++round) {
        for (const QString &answer : answers) {
            if (dock->exercise().topic == p::Topic::Split) {
                for (std::size_t f = 0; f < 5; ++f)
                    dock->componentEdit(f)->setText(answer);
            } else {
                dock->answerEdit()->setText(answer);
            }
            dock->check();
            QVERIFY(!dock->grade()->right);
            const QString feedback = dock->feedbackLabel()->text();
            QVERIFY(!feedback.contains(QChar(0x202E)));
            QVERIFY(!feedback.contains(QChar(0)));
        }
        dock->next();
    }
}

void TstPracticeDock::commandLine()
{
    const auto parse = [](const QStringList &args) {
        return Application::parseCommandLine(QStringList{QStringLiteral("uri-inspector")} + args);
    };
    QCOMPARE(parse({QStringLiteral("--practice")}).practice, std::optional<std::uint32_t>(1));
    QCOMPARE(parse({QStringLiteral("--practice"), QStringLiteral("--seed"), QStringLiteral("42")})
                 .practice,
             std::optional<std::uint32_t>(42));
    QCOMPARE(parse({QStringLiteral("--seed"), QStringLiteral("42")}).exitCode, 2);
    QCOMPARE(parse({QStringLiteral("--practice"), QStringLiteral("--seed"), QStringLiteral("x")})
                 .exitCode,
             2);
    QCOMPARE(parse({QStringLiteral("--practice"), QStringLiteral("--tour"), QStringLiteral("1")})
                 .exitCode,
             2);
    QCOMPARE(parse({}).practice, std::nullopt);
}

QTEST_MAIN(TstPracticeDock)
#include "tst_practice_dock.moc"
