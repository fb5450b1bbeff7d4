// The reviewer's blocklists (uriinspector/blocklist.h, catalog §4.10 K1):
// each format detected, each rule matched in the meaning of its list's
// syntax, bad lines counted with their numbers, and the finding the
// analysis makes of a match.
#include "uriinspector/blocklist.h"

#include "uriinspector/security.h"
#include "uriinspector/whatwg.h"

#include <QtTest>

#include <random>
#include <string>
#include <vector>

using namespace uri::security;

namespace {

// A list of tests/data/blocklists, whole.
std::string dataFile(const QString &name)
{
    QFile file(QStringLiteral(URI_TEST_DATA_DIR "/blocklists/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return file.readAll().toStdString();
}

Blocklist dataList(const QString &name)
{
    return Blocklist::parse(name.toStdString(), dataFile(name));
}

// What matched, kept beyond the request (a BlocklistMatch views it).
struct Matched
{
    std::size_t line = 0;
    std::string list;
    std::string matched;
    bool subdomain = false;
    bool wholeHost = false;
};

// @p url matched with its canonical host and href, as the analysis hands
// them over.
std::optional<Matched> matchUrl(const Blocklist &list, const std::string &url,
                                const std::vector<Blocklist> *all = nullptr)
{
    const auto parsed = uri::whatwg::parse(url);
    const std::string host = parsed.url && parsed.url->host
                                 ? uri::whatwg::serializeHost(*parsed.url->host)
                                 : std::string();
    const std::string href = parsed.url ? uri::whatwg::serialize(*parsed.url, true) : "";
    const std::optional<BlocklistMatch> m = list.match(host, href, all);
    if (!m)
        return std::nullopt;
    return Matched{m->line, std::string(m->list), std::string(m->matched), m->subdomain,
                   m->wholeHost};
}

std::vector<std::size_t> problemLines(const Blocklist &list)
{
    std::vector<std::size_t> lines;
    for (const BlocklistProblem &p : list.problems())
        lines.push_back(p.line);
    return lines;
}

} // namespace

class TstBlocklist : public QObject
{
    Q_OBJECT
private slots:
    void formats_data();
    void formats();
    void cases_data();
    void cases();
    void badLines();
    void finding();
    void severityDeclared();
    void nestedAndExceptionsAcrossLists();
    void hostileLists();
    void summary();
};

void TstBlocklist::formats_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("format");
    for (const auto &[file, format] :
         {std::pair{"hosts.txt", "hosts"}, std::pair{"filters.txt", "adblock"},
          std::pair{"plain.txt", "plain"}, std::pair{"urlhaus.csv", "csv"}})
        QTest::newRow(file) << QString::fromStdString(dataFile(QLatin1String(file)))
                            << QString::fromLatin1(format);
    QTest::newRow("filters without a header") << "||a.example^\n||b.example^\nc.example\n"
                                              << "adblock";
    QTest::newRow("empty") << ""
                           << "plain";
}

void TstBlocklist::formats()
{
    QFETCH(QString, text);
    QFETCH(QString, format);
    const Blocklist list = Blocklist::parse("t.txt", text.toStdString());
    QCOMPARE(QString::fromLatin1(blocklistFormatName(list.format()).data()), format);
}

// Every row of tests/data/blocklists/cases.tsv, its list loaded alone.
void TstBlocklist::cases_data()
{
    QTest::addColumn<QString>("list");
    QTest::addColumn<QString>("url");
    QTest::addColumn<int>("line"); // 0: no match
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("matched");
    const QString cases = QString::fromStdString(dataFile(QStringLiteral("cases.tsv")));
    int rows = 0;
    for (const QString &row : cases.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (row.startsWith(QLatin1Char('#')))
            continue;
        const QStringList f = row.split(QLatin1Char('\t'));
        QCOMPARE(f.size(), 6);
        QTest::addRow("%s: %s", qPrintable(f[0]), qPrintable(f[5]))
            << f[0] << f[1] << f[2].toInt() << f[3] << f[4];
        ++rows;
    }
    QVERIFY(rows > 50);
}

void TstBlocklist::cases()
{
    QFETCH(QString, list);
    QFETCH(QString, url);
    QFETCH(int, line);
    QFETCH(QString, kind);
    QFETCH(QString, matched);
    std::vector<Blocklist> lists;
    lists.push_back(dataList(list));
    const auto m = matchUrl(lists.front(), url.toStdString(), &lists);
    QCOMPARE(m ? int(m->line) : 0, line);
    if (!m)
        return;
    QCOMPARE(QString::fromStdString(m->list), list);
    QCOMPARE(QString::fromStdString(m->matched), matched);
    const QString got = m->wholeHost
                            ? (m->subdomain ? QStringLiteral("subdomain") : QStringLiteral("host"))
                            : QStringLiteral("url");
    QCOMPARE(got, kind);
}

// Bad lines: counted, numbered, never fatal; what is no rule by design is
// counted apart.
void TstBlocklist::badLines()
{
    const Blocklist hosts = dataList(QStringLiteral("hosts.txt"));
    QCOMPARE(hosts.rules(), std::size_t(4));
    QCOMPARE(hosts.ignored(), std::size_t(2)); // localhost, ip6-localhost
    QCOMPARE(hosts.malformed(), std::size_t(2));
    QCOMPARE(problemLines(hosts), (std::vector<std::size_t>{6, 7}));
    QCOMPARE(hosts.problems()[0].reason, std::string("no address before the names"));
    QCOMPARE(hosts.problems()[1].reason, std::string("not a host name"));

    const Blocklist filters = dataList(QStringLiteral("filters.txt"));
    QCOMPARE(filters.rules(), std::size_t(11));
    QCOMPARE(filters.exceptions(), std::size_t(2));
    QCOMPARE(filters.ignored(), std::size_t(4)); // lines 9, 12, 13, 14
    QCOMPARE(filters.unsupported(), std::size_t(2));
    QCOMPARE(filters.malformed(), std::size_t(1));
    QCOMPARE(problemLines(filters), (std::vector<std::size_t>{15, 16, 22}));
    QCOMPARE(filters.problems()[0].reason, std::string("the option $unknownopt is not run"));
    QCOMPARE(filters.problems()[1].reason, std::string("regular-expression filters are not run"));

    const Blocklist plain = dataList(QStringLiteral("plain.txt"));
    QCOMPARE(plain.rules(), std::size_t(3));
    QCOMPARE(problemLines(plain), (std::vector<std::size_t>{5}));

    const Blocklist csv = dataList(QStringLiteral("urlhaus.csv"));
    QCOMPARE(csv.rules(), std::size_t(2));
    QCOMPARE(problemLines(csv), (std::vector<std::size_t>{8}));
}

// The finding: K1, high, on the host for a host rule, on the whole link for
// a URL rule, naming the list, the line and the rule.
void TstBlocklist::finding()
{
    std::vector<Blocklist> lists;
    lists.push_back(dataList(QStringLiteral("hosts.txt")));
    lists.push_back(dataList(QStringLiteral("plain.txt")));
    AnalyzeOptions options;
    options.blocklists = &lists;

    const std::string text = "http://cdn.evil.example/a.js";
    const Assessment a = analyze(text, options);
    const Finding *k = a.find(Check::K1);
    QVERIFY(k);
    QCOMPARE(k->severity, Risk::High);
    QCOMPARE(a.verdict, std::optional<Risk>(Risk::High));
    QCOMPARE(k->span, (uri::Span{7, 16}));
    QCOMPARE(k->messageId, std::string_view("K1.subdomain"));
    QCOMPARE(k->message, std::string("The list hosts.txt names evil.example, and this host is a "
                                     "subdomain of it (line 3: 0.0.0.0 evil.example ads.example "
                                     "# two names)"));
    QCOMPARE(k->name, std::string_view("blocklisted"));
    QCOMPARE(checkInfo(Check::K1).family, Family::Blocklist);
    const std::vector<std::pair<std::string, std::string>> details{
        {"list", "hosts.txt"},
        {"line", "3"},
        {"rule", "0.0.0.0 evil.example ads.example # two names"},
        {"format", "hosts"}};
    QCOMPARE(k->details, details);

    const std::string url = "http://203.0.113.9/bins/x86";
    const Assessment b = analyze(url, options);
    const Finding *u = b.find(Check::K1);
    QVERIFY(u);
    QCOMPARE(u->messageId, std::string_view("K1.url"));
    QCOMPARE(u->span, (uri::Span{0, url.size()}));
    QCOMPARE(u->message, std::string("The list plain.txt names this URL (line 4: "
                                     "http://203.0.113.9/bins/x86)"));

    // without lists, or on a link no list names: no K1
    QVERIFY(!analyze(text).has(Check::K1));
    QVERIFY(!analyze("https://www.debian.org/", options).has(Check::K1));
    // the same host in three lists: one finding, the most severe list's,
    // naming the others
    std::vector<Blocklist> three;
    three.push_back(Blocklist::parse("a.txt", "evil.test\n"));
    three.push_back(Blocklist::parse("b.txt", "# severity: critical\n\n0.0.0.0 evil.test\n"));
    three.push_back(Blocklist::parse("c.txt", "||evil.test^\n"));
    options.blocklists = &three;
    const Assessment c = analyze("https://evil.test/", options);
    QCOMPARE(std::count_if(c.findings.begin(), c.findings.end(),
                           [](const Finding &f) { return f.check == Check::K1; }),
             1);
    const Finding *k3 = c.find(Check::K1);
    QCOMPARE(k3->severity, Risk::Critical);
    QCOMPARE(k3->details.front().second, std::string("b.txt"));
    QCOMPARE(k3->details.back(),
             (std::pair<std::string, std::string>("also", "a.txt line 1; c.txt line 1")));
}

// "# severity: critical" (or "! severity:") sets the lists' findings' severity.
void TstBlocklist::severityDeclared()
{
    std::vector<Blocklist> lists;
    lists.push_back(Blocklist::parse("c.txt", "# severity: critical\nevil.test\n"));
    lists.push_back(Blocklist::parse("m.txt", "! Severity: Medium\n||ads.test^\n"));
    QCOMPARE(lists[0].severity(), Risk::Critical);
    QCOMPARE(lists[1].severity(), Risk::Medium);
    AnalyzeOptions options;
    options.blocklists = &lists;
    QCOMPARE(analyze("https://evil.test/", options).find(Check::K1)->severity, Risk::Critical);
    QCOMPARE(analyze("https://evil.test/", options).verdict, std::optional<Risk>(Risk::Critical));
    QCOMPARE(analyze("https://ads.test/", options).find(Check::K1)->severity, Risk::Medium);
    QCOMPARE(Blocklist::parse("x", "# severity: extreme\na.test\n").severity(), Risk::High);
}

// A URL nested in a redirect wrapper is matched too; an exception in one
// list lifts the block of another (as uBlock Origin applies them).
void TstBlocklist::nestedAndExceptionsAcrossLists()
{
    std::vector<Blocklist> lists;
    lists.push_back(Blocklist::parse("block.txt", "||evil.test^\n"));
    AnalyzeOptions options;
    options.blocklists = &lists;
    const Assessment a = analyze("https://www.google.com/url?q=https://evil.test/x", options);
    const Finding *k = a.find(Check::K1);
    QVERIFY(k);
    QVERIFY(!k->nested.empty());

    lists.push_back(Blocklist::parse("allow.txt", "@@||ok.evil.test^\n"));
    QVERIFY(analyze("https://evil.test/", options).has(Check::K1));
    QVERIFY(!analyze("https://ok.evil.test/", options).has(Check::K1));
}

// Any bytes: no crash, no hang, every line accounted for.
void TstBlocklist::hostileLists()
{
    std::mt19937 rng(7);
    std::string bytes(1 << 16, '\0');
    for (char &c : bytes)
        c = static_cast<char>(rng() & 0xFF);
    for (const std::string &text :
         {bytes, std::string("||\n@@\n|\n||^\n$$\n$\n^\n||a\xff.example^\n"),
          std::string("0.0.0.0 a\0b.example\n\xc3\x28\n", 23), std::string(1 << 20, '*'),
          std::string("||a.example/") + std::string(5000, '*') + "b|\n"}) {
        std::vector<Blocklist> lists;
        lists.push_back(Blocklist::parse("x", text));
        AnalyzeOptions options;
        options.blocklists = &lists;
        (void)analyze("http://a.example/" + std::string(2000, 'a'), options);
        (void)analyze("http://a\0b.example/", options);
    }
    // a NUL inside a line is no rule
    const Blocklist nul = Blocklist::parse("n", std::string("a.example\nb\0.example\n", 21));
    QCOMPARE(nul.rules(), std::size_t(1));
    QCOMPARE(problemLines(nul), (std::vector<std::size_t>{2}));
    QVERIFY(!Blocklist::load("/nonexistent/list.txt"));
}

void TstBlocklist::summary()
{
    const Blocklist hosts = dataList(QStringLiteral("hosts.txt"));
    QCOMPARE(blocklistSummary(hosts),
             std::string("hosts.txt: 4 rules (hosts, severity high); 2 lines that block no link "
                         "skipped; 2 malformed lines\n"
                         "  line 6: no address before the names\n"
                         "  line 7: not a host name"));
}

QTEST_APPLESS_MAIN(TstBlocklist)
#include "tst_blocklist.moc"
