// Practice (uriinspector/practice.h, docs/practice.md): the sequence of a
// seed held still (tests/data/practice/), every generated answer graded right
// by the grader, and the grading of right, wrong, undefined-for-empty and
// case-insensitive answers, the step of a resolution where an answer went
// wrong, and the worksheets.
#include "uriinspector/parse.h"
#include "uriinspector/practice.h"

#include <QtTest>

#include <fstream>

using namespace uri;
using namespace uri::practice;

namespace {

QString q(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

std::vector<std::string> lines(const QString &path)
{
    std::ifstream in(path.toStdString());
    std::vector<std::string> out;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line[0] != '#')
            out.push_back(line);
    }
    return out;
}

// A split exercise of @p uri, its answer what parse() splits (the generator's way).
Exercise splitOf(const std::string &uri)
{
    Exercise e;
    e.topic = Topic::Split;
    e.uri = uri;
    const ParseResult p = parse(e.uri);
    const auto text = [&](const OptSpan &span) -> std::optional<std::string> {
        return span ? std::optional(std::string(p.text(*span))) : std::nullopt;
    };
    e.components = {text(p.scheme), text(p.authority), std::string(p.text(p.path)), text(p.query),
                    text(p.fragment)};
    return e;
}

Answer split(std::optional<std::string> scheme, std::optional<std::string> authority,
             std::string path, std::optional<std::string> query,
             std::optional<std::string> fragment)
{
    Answer a;
    a.components = {std::move(scheme), std::move(authority), std::move(path), std::move(query),
                    std::move(fragment)};
    return a;
}

Exercise resolution(const char *reference, Spec spec = Spec::Rfc3986)
{
    Exercise e;
    e.topic = Topic::Resolve;
    e.base = "http://a/b/c/d;p?q";
    e.uri = reference;
    e.spec = spec;
    e.expected = *resolveTarget(e.base, e.uri, spec);
    return e;
}

Answer text(const char *answer)
{
    Answer a;
    a.text = answer;
    return a;
}

QStringList marks(const Grade &g)
{
    QStringList out;
    for (const FieldMark &f : g.fields)
        out << q(f.field) + QLatin1Char(' ') + q(markName(f.mark));
    return out;
}

QStringList feedback(const Exercise &e, const Grade &g)
{
    QStringList out;
    for (const std::string &line : feedbackLines(e, g))
        out << q(line);
    return out;
}

} // namespace

class TstPractice : public QObject
{
    Q_OBJECT

private slots:
    void sequenceHeldStill_data();
    void sequenceHeldStill();
    void sameSeedSameSequence();
    void topicsChosen();
    void everyExpectedAnswerIsRight();
    void below();
    void splitGrades_data();
    void splitGrades();
    void splitFeedback();
    void resolveGrades_data();
    void resolveGrades();
    void normalizeGrades();
    void equivalenceGrades();
    void destinationGrades();
    void hostileAnswers();
    void delimitedAnswers();
    void worksheets();
};

void TstPractice::sequenceHeldStill_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<uint>("seed");
    QTest::newRow("seed 1") << QStringLiteral("seed-1.tsv") << 1u;
    QTest::newRow("seed 2026") << QStringLiteral("seed-2026.tsv") << 2026u;
}

void TstPractice::sequenceHeldStill()
{
    QFETCH(QString, file);
    QFETCH(uint, seed);
    const std::vector<std::string> expected
        = lines(QStringLiteral(URI_TEST_DATA_DIR "/practice/") + file);
    QCOMPARE(expected.size(), std::size_t{40});
    const std::vector<Exercise> list = exercises(seed, expected.size());
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Exercise &e = list[i];
        const std::string row = std::to_string(i + 1) + "\t" + std::string(topicName(e.topic))
                                + "\t" + e.source + "\t" + e.uri + "\t" + e.base + "\t" + e.other
                                + "\t" + answerText(e);
        QCOMPARE(q(row), q(expected[i]));
    }
}

void TstPractice::sameSeedSameSequence()
{
    const std::vector<Exercise> a = exercises(77, 60);
    QVERIFY(a == exercises(77, 60));
    QVERIFY(a != exercises(78, 60));
    // the first exercises of a longer run are those of a shorter one
    const std::vector<Exercise> b = exercises(77, 20);
    QVERIFY(std::equal(b.begin(), b.end(), a.begin()));
}

void TstPractice::topicsChosen()
{
    const std::array only{Topic::Resolve, Topic::Destination};
    int resolve = 0;
    for (const Exercise &e : exercises(5, 100, only)) {
        QVERIFY(e.topic == Topic::Resolve || e.topic == Topic::Destination);
        resolve += e.topic == Topic::Resolve ? 1 : 0;
    }
    QVERIFY(resolve > 30 && resolve < 70);
    QCOMPARE(topicFromName("equivalence"), std::optional(Topic::Equivalence));
    QCOMPARE(topicFromName("equivalent"), std::nullopt);
}

// The answer the core gives is graded right, for every exercise of 40 seeds.
void TstPractice::everyExpectedAnswerIsRight()
{
    std::array<int, kAllTopics.size()> seen{};
    for (std::uint32_t seed = 0; seed < 40; ++seed) {
        for (const Exercise &e : exercises(seed, 25)) {
            ++seen[static_cast<std::size_t>(e.topic)];
            Answer a;
            a.components = e.components;
            a.text = e.topic == Topic::Equivalence ? (e.equivalent ? "yes" : "no") : e.expected;
            const Grade g = grade(e, a);
            if (!g.right)
                QFAIL(qPrintable(q(questionText(e)) + QStringLiteral(": ") + marks(g).join(',')));
            QVERIFY(!g.wrongStep);
            QCOMPARE(feedback(e, g).front(), QStringLiteral("Right."));
            QVERIFY(!answerText(e).empty());
            QVERIFY(!hintText(e).empty());
        }
    }
    for (int n : seen)
        QVERIFY(n > 100);
}

void TstPractice::below()
{
    Sequence s(9);
    std::array<int, 7> counts{};
    for (int i = 0; i < 7000; ++i)
        ++counts[s.below(7)];
    for (int n : counts)
        QVERIFY(n > 850 && n < 1150);
    // a range just above 2^31: half the generator's outputs are drawn again
    Sequence big(9);
    const std::uint32_t n = (1u << 31) + 1;
    std::uint32_t high = 0;
    for (int i = 0; i < 1000; ++i) {
        const std::uint32_t x = big.below(n);
        QVERIFY(x < n);
        high += x >= (1u << 30) ? 1 : 0;
    }
    QVERIFY(high > 420 && high < 580); // half of [0, n) lies at 2^30 or above
}

void TstPractice::splitGrades_data()
{
    QTest::addColumn<QByteArray>("uri");
    QTest::addColumn<QStringList>("answer"); // five fields; "(undefined)"
    QTest::addColumn<QStringList>("marks");
    const QString u = QStringLiteral("(undefined)");
    QTest::newRow("right") << QByteArray("foo://example.com:8042/over/there?name=ferret#nose")
                           << QStringList{"foo", "example.com:8042", "/over/there", "name=ferret",
                                          "nose"}
                           << QStringList{"scheme right", "authority right", "path right",
                                          "query right", "fragment right"};
    QTest::newRow("undefined for empty, empty for undefined")
        << QByteArray("http://a/?") << QStringList{"http", "a", "/", u, ""}
        << QStringList{"scheme right", "authority right", "path right", "query undefined-for-empty",
                       "fragment empty-for-undefined"};
    QTest::newRow("missing and extra")
        << QByteArray("urn:example:animal:ferret:nose")
        << QStringList{u, "example", "animal:ferret:nose", u, u}
        << QStringList{"scheme missing", "authority extra", "path wrong", "query right",
                       "fragment right"};
    QTest::newRow("case: scheme, host and hex digits, not userinfo or path")
        << QByteArray("HTTP://User@EXAMPLE.org:8080/a%7eb/C?%2f")
        << QStringList{"http", "User@example.ORG:8080", "/a%7Eb/C", "%2F", u}
        << QStringList{"scheme right-ignoring-case", "authority right-ignoring-case",
                       "path right-ignoring-case", "query right-ignoring-case", "fragment right"};
    QTest::newRow("case of userinfo and path counts")
        << QByteArray("http://User@a/C") << QStringList{"http", "user@a", "/c", u, u}
        << QStringList{"scheme right", "authority wrong", "path wrong", "query right",
                       "fragment right"};
    QTest::newRow("IP literal host")
        << QByteArray("ldap://[2001:DB8::7]/c=GB?objectClass?one")
        << QStringList{"ldap", "[2001:db8::7]", "/c=GB", "objectClass?one", u}
        << QStringList{"scheme right", "authority right-ignoring-case", "path right", "query right",
                       "fragment right"};
}

void TstPractice::splitGrades()
{
    QFETCH(QByteArray, uri);
    QFETCH(QStringList, answer);
    QFETCH(QStringList, marks);
    const Exercise e = splitOf(uri.toStdString());
    Answer a;
    std::array<std::optional<std::string>, 5> fields;
    for (int i = 0; i < 5; ++i) {
        if (answer[i] != QStringLiteral("(undefined)"))
            fields[static_cast<std::size_t>(i)] = answer[i].toStdString();
    }
    a.components = {fields[0], fields[1], fields[2].value_or(""), fields[3], fields[4]};
    QCOMPARE(::marks(grade(e, a)), marks);
}

void TstPractice::splitFeedback()
{
    const Exercise e = splitOf("HTTP://a/?");
    const Grade g = grade(e, split("http", "a", "/", std::nullopt, ""));
    QVERIFY(!g.right);
    QCOMPARE(
        feedback(e, g),
        (QStringList{
            QStringLiteral("Not quite."),
            QStringLiteral("scheme: right; case does not matter there (RFC 3986 \u00a76.2.2.1), "
                           "and the text has \"HTTP\"."),
            QStringLiteral("query: defined and empty: its \"?\" is there (RFC 3986 \u00a75.3)."),
            QStringLiteral("fragment: undefined, not empty: there is no \"#\" for it (RFC "
                           "3986 \u00a75.3)."),
        }));
    QCOMPARE(q(answerText(e)), QStringLiteral("scheme \"HTTP\", authority \"a\", path \"/\", "
                                              "query \"\", fragment undefined"));
    QVERIFY(q(hintText(e)).endsWith(QStringLiteral(": here 4 of the five are defined.")));
}

void TstPractice::resolveGrades_data()
{
    QTest::addColumn<QByteArray>("reference");
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QByteArray>("answer");
    QTest::addColumn<QString>("mark");
    QTest::addColumn<QString>("step"); // the rule's label, "" for none
    const QString rfc = QStringLiteral("rfc3986");
    QTest::newRow("right") << QByteArray("../g") << rfc << QByteArray("http://a/b/g") << "right"
                           << "";
    QTest::newRow("case of scheme and host")
        << QByteArray("../g") << rfc << QByteArray("HTTP://A/b/g") << "right-ignoring-case"
        << "";
    QTest::newRow("case of the path counts")
        << QByteArray("../g") << rfc << QByteArray("http://a/B/g") << "wrong"
        << "merge";
    QTest::newRow(".. not applied: 2C")
        << QByteArray("../g") << rfc << QByteArray("http://a/b/c/g") << "wrong"
        << "2C";
    QTest::newRow("dots kept: 2C")
        << QByteArray("../g") << rfc << QByteArray("http://a/b/c/../g") << "wrong"
        << "2C";
    QTest::newRow("./ kept: 2B") << QByteArray("./g") << rfc << QByteArray("http://a/b/c/./g")
                                 << "wrong"
                                 << "2B";
    QTest::newRow("the base's last segment kept: merge")
        << QByteArray("g") << rfc << QByteArray("http://a/b/c/d;p/g") << "wrong"
        << "merge";
    QTest::newRow("the dot after .. : 2C, not 2B")
        << QByteArray("../.") << rfc << QByteArray("http://a/b/c/") << "wrong"
        << "2C";
    QTest::newRow("the base's query kept")
        << QByteArray("g") << rfc << QByteArray("http://a/b/c/g?q") << "wrong"
        << "T.query = R.query";
    QTest::newRow("the query of an empty path")
        << QByteArray("#s") << rfc << QByteArray("http://a/b/c/d;p#s") << "wrong"
        << "T.query = Base.query";
    QTest::newRow("a network-path reference")
        << QByteArray("//g") << rfc << QByteArray("http://a/g") << "wrong"
        << "R.authority defined";
    QTest::newRow("relative left: the scheme")
        << QByteArray("g") << rfc << QByteArray("/b/c/g") << "wrong"
        << "T.authority = Base.authority";
    QTest::newRow("case does not hide the fragment")
        << QByteArray("g#s") << rfc << QByteArray("HTTP://A/b/c/g#t") << "wrong"
        << "T.fragment = R.fragment";
    QTest::newRow("too far up: 2C")
        << QByteArray("../../../g") << rfc << QByteArray("http://a/../g") << "wrong"
        << "2C";
    QTest::newRow("draft-01: stopped after step 6")
        << QByteArray("../g") << QStringLiteral("draft-01") << QByteArray("http://a/b/c/../g")
        << "wrong"
        << "6c";
}

void TstPractice::resolveGrades()
{
    QFETCH(QByteArray, reference);
    QFETCH(QString, spec);
    QFETCH(QByteArray, answer);
    QFETCH(QString, mark);
    QFETCH(QString, step);
    const Exercise e = resolution(reference.constData(), *specFromName(spec.toStdString()));
    const Grade g = grade(e, text(answer.constData()));
    QCOMPARE(q(markName(g.fields.at(0).mark)), mark);
    QCOMPARE(g.wrongStep ? q(ruleLabel(g.trace.at(*g.wrongStep).rule)) : QString(), step);
}

void TstPractice::normalizeGrades()
{
    Exercise e;
    e.topic = Topic::Normalize;
    e.uri = "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"; // RFC 3986 §6.2.2
    e.expected = "example://a/b/c/%7Bfoo%7D";
    QVERIFY(grade(e, text("example://a/b/c/%7Bfoo%7D")).right);
    QVERIFY(grade(e, text("  example://a/b/c/%7Bfoo%7D\n")).right);
    const Grade notNormal = grade(e, text("example://a/b/%63/%7Bfoo%7D"));
    QCOMPARE(marks(notNormal), QStringList{"answer not-normal"});
    QCOMPARE(feedback(e, notNormal),
             (QStringList{QStringLiteral("Not quite."),
                          QStringLiteral("Equivalent, but not yet normal: the percent-encoding "
                                         "rung makes it \"example://a/b/c/%7Bfoo%7D\".")}));
    const Grade wrong = grade(e, text("example://a/b/c/{foo}"));
    QCOMPARE(marks(wrong), QStringList{"answer wrong"});
    QCOMPARE(feedback(e, wrong).at(1),
             QStringLiteral("answer: \"example://a/b/c/{foo}\" is wrong; it is "
                            "\"example://a/b/c/%7Bfoo%7D\"."));
    QCOMPARE(q(hintText(e)),
             QStringLiteral("These rungs of the ladder change it: case (RFC 3986 \u00a76.2.2.1), "
                            "percent-encoding (RFC 3986 \u00a76.2.2.2), path-segment (RFC 3986 "
                            "\u00a76.2.2.3)."));
}

void TstPractice::equivalenceGrades()
{
    Exercise e;
    e.topic = Topic::Equivalence;
    e.uri = "http://example.com/data"; // RFC 3986 §6.2.4
    e.other = "http://example.com/data/";
    e.equivalent = false;
    QVERIFY(grade(e, text("No")).right);
    QVERIFY(grade(e, text("n")).right);
    const Grade wrong = grade(e, text("yes"));
    QVERIFY(!wrong.right);
    QCOMPARE(feedback(e, wrong).last(),
             QStringLiteral("The answer is no: after the ladder they still differ in path."));
    QVERIFY(!grade(e, text("maybe")).right);
    e.other = "HTTP://example.com:80/data";
    e.equivalent = true;
    QVERIFY(grade(e, text("YES")).right);
    QCOMPARE(q(answerText(e)),
             QStringLiteral("yes, from the scheme-based rung on (RFC 3986 \u00a76.2.3)"));
}

void TstPractice::destinationGrades()
{
    Exercise e;
    e.topic = Topic::Destination;
    e.uri = "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm"; // RFC 3986 §7.6
    e.claimed = "cnn.example.com";
    e.expected = "10.0.0.1";
    QVERIFY(grade(e, text("10.0.0.1")).right);
    const Grade wrong = grade(e, text("cnn.example.com"));
    QVERIFY(!wrong.right);
    const QStringList lines = feedback(e, wrong);
    QVERIFY(lines.contains(QStringLiteral("The answer is \"10.0.0.1\", not \"cnn.example.com\".")));
    QVERIFY(std::any_of(lines.begin(), lines.end(), [](const QString &line) {
        return line.startsWith(QStringLiteral("A12 deceptive-userinfo: "));
    }));

    Exercise idn;
    idn.topic = Topic::Destination;
    idn.uri = "https://b\u0430nk.example/login";
    idn.claimed = "bank.example";
    idn.expected = "xn--bnk-6cd.example";
    idn.expectedAlt = "b\u0430nk.example";
    QVERIFY(grade(idn, text("xn--bnk-6cd.example")).right);
    QVERIFY(grade(idn, text("b\u0430nk.example")).right);
    QCOMPARE(marks(grade(idn, text("XN--BNK-6CD.example."))),
             QStringList{"answer right-ignoring-case"});
    QVERIFY(!grade(idn, text("bank.example")).right);
}

// Bytes no one means to answer: NUL, invalid UTF-8, a bidi override, a
// megabyte, to every topic; graded wrong, quoted escaped and clipped.
void TstPractice::hostileAnswers()
{
    const std::string huge(1 << 20, 'a');
    const std::array<std::string, 4> answers{std::string("a\0b", 3), "\xff\xfe\x80",
                                             "http://a/\u202egnp.exe", huge};
    for (const Exercise &e : exercises(17, 10)) {
        for (const std::string &text : answers) {
            Answer a;
            a.text = text;
            a.components = {text, text, text, text, text};
            const Grade g = grade(e, a);
            QVERIFY(!g.right);
            for (const FieldMark &f : g.fields)
                QVERIFY(!f.given || f.given->size() <= kMaxShownBytes + 3);
            for (const std::string &line : feedbackLines(e, g)) {
                QVERIFY(line.find('\0') == std::string::npos);
                QVERIFY(line.find("\u202e") == std::string::npos);
                QVERIFY(line.size() < 4 * kMaxShownBytes);
            }
        }
    }
    QCOMPARE(clippedForDisplay(std::string(1023, 'a') + "\u00e9x").size(), std::size_t{1023 + 3});
}

void TstPractice::delimitedAnswers()
{
    QVERIFY(componentsFromDelimited("http:", "//a", "/b", "?", "")
            == (Components{"http", "a", "/b", "", std::nullopt}));
    QVERIFY(componentsFromDelimited("", "", "g", "", "#")
            == (Components{std::nullopt, std::nullopt, "g", std::nullopt, ""}));
    QVERIFY(componentsFromDelimited("", "//", "", "", "")
            == (Components{std::nullopt, "", "", std::nullopt, std::nullopt}));
}

void TstPractice::worksheets()
{
    const std::vector<Exercise> list = exercises(3, 4);
    const std::vector<WorksheetItem> items = worksheetItems(list);
    const QString md = q(worksheet(items, 3, WorksheetFormat::Markdown));
    QVERIFY(md.startsWith(QStringLiteral(
        "# URI practice\n\nSeed 3: 4 exercises. The answers are on the last page.\n")));
    const qsizetype answers = md.indexOf(QStringLiteral("\n---\n\n# Answers\n\n"));
    QVERIFY(answers > 0);
    for (std::size_t i = 0; i < items.size(); ++i) {
        // the question before the rule, the answer after it
        const QString n = QString::number(i + 1);
        const qsizetype heading = md.indexOf(QStringLiteral("## ") + n + QStringLiteral(". "));
        QVERIFY(heading >= 0 && heading < answers);
        QVERIFY(md.indexOf(QLatin1Char('\n') + n + QStringLiteral(". "), answers) > answers);
    }
    QCOMPARE(md.count(QStringLiteral("Your answer:")), 4);

    WorksheetWords words;
    words.title = "\u7df4\u7fd2";
    const QString html = q(worksheet(items, 3, WorksheetFormat::Html, words));
    QVERIFY(html.contains(QStringLiteral("<title>\u7df4\u7fd2</title>")));
    const qsizetype section = html.indexOf(QStringLiteral("<section class=\"answers\">"));
    QVERIFY(section > html.lastIndexOf(QStringLiteral("<div class=\"blank\">")));
    QVERIFY(html.contains(QStringLiteral(".answers { break-before: page;")));
    QCOMPARE(html.mid(section).count(QStringLiteral("<li>")), 4);

    // markup in a URI is text, in both formats
    WorksheetItem hostile{"Split", "Split \"<b>*x*</b>\"", "generated", "a & b"};
    const QString h = q(worksheet(std::span(&hostile, 1), 0, WorksheetFormat::Html));
    QVERIFY(h.contains(QStringLiteral("Split &quot;&lt;b&gt;*x*&lt;/b&gt;&quot;")));
    QVERIFY(h.contains(QStringLiteral("<li>a &amp; b</li>")));
    const QString m = q(worksheet(std::span(&hostile, 1), 0, WorksheetFormat::Markdown));
    QVERIFY(m.contains(QStringLiteral("Split \"\\<b\\>\\*x\\*\\</b\\>\"")));
}

QTEST_APPLESS_MAIN(TstPractice)
#include "tst_practice.moc"
