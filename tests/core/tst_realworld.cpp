// The security analysis on real links (tests/data/realworld/README.md):
// how many phishing look-alikes and brand combos it flags at medium or
// above, and how many legitimate hosts and links it flags, with the
// legitimate IDNs apart, and how many real malware downloads it flags. It
// reports the rates (docs/security-checks.md, "Measured on real data") and
// fails when one misses its target.
#include "uriinspector/blocklist.h"
#include "uriinspector/security.h"
#include "uriinspector/security_data.h"

#include "filter_list.h"
#include "security_test_support.h"

#include <QtTest>

#include <cctype>
#include <fstream>
#include <set>
#include <string>
#include <vector>

using uri::security::analyze;
using uri::security::AnalyzeOptions;
using uri::security::Blocklist;
using uri::security::BlocklistFormat;
using uri::security::Check;
using uri::security::Finding;
using uri::security::Risk;
using uri::security::SecurityData;

namespace {

std::vector<std::string> domains(const char *file)
{
    std::vector<std::string> out;
    std::ifstream in(std::string(URI_TEST_DATA_DIR "/realworld/") + file);
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line[0] != '#')
            out.push_back(line);
    }
    return out;
}

struct Rate
{
    std::size_t hits = 0;
    std::size_t total = 0;
    std::vector<std::string> examples; ///< the first few hits
    QStringList messageProblems;       ///< security_test_support.h
    [[nodiscard]] double percent() const
    {
        return total == 0 ? 0.0 : 100.0 * double(hits) / double(total);
    }
};

// The share of @p file's domains whose verdict is @p atLeast or above.
Rate rate(const char *file, Risk atLeast, const SecurityData &data)
{
    AnalyzeOptions options;
    options.data = &data;
    options.versions = false;
    Rate r;
    for (const std::string &domain : domains(file)) {
        // a domain is read as its home page; a line with a scheme is a link
        const std::string url
            = domain.find("://") != std::string::npos ? domain : "https://" + domain + "/";
        const uri::security::Assessment a = analyze(url, options);
        ++r.total;
        for (const uri::security::Finding &f : a.findings) {
            if (const QString problem = securitytest::messageProblem(f); !problem.isEmpty())
                r.messageProblems << QString::fromStdString(domain) + QStringLiteral(": ")
                                         + problem;
        }
        if (a.verdict && *a.verdict >= atLeast) {
            ++r.hits;
            if (r.examples.size() < 5)
                r.examples.push_back(domain);
        }
    }
    qInfo("%-28s %5zu links, %6.2f%% at %s or above", file, r.total, r.percent(),
          atLeast == Risk::Medium ? "medium" : "high");
    return r;
}

// Whether the last segment of @p url names an executable or a script, by
// the test's own list (not downloads.txt's): Windows programs and scripts,
// Java and Android packages, Unix scripts and ELF files, and the Mirai
// family's names of processors, as an extension ("mirai.arm7") or alone.
bool namesProgram(const std::string &url)
{
    static const std::set<std::string> kExtensions{
        "exe",  "dll",    "scr",    "com",    "pif",     "cpl",    "sys",    "msi",
        "ps1",  "bat",    "cmd",    "vbs",    "vbe",     "js",     "jse",    "wsf",
        "hta",  "lnk",    "jar",    "apk",    "sh",      "py",     "pl",     "rb",
        "elf",  "x86",    "mips",   "mpsl",   "mipsel",  "arm",    "arm5",   "arm6",
        "arm7", "m68k",   "sh4",    "ppc",    "powerpc", "spc",    "sparc",  "i686",
        "i586", "x86_64", "armv4l", "armv5l", "armv6l",  "armv7l", "aarch64"};
    std::string path = url.substr(0, url.find_first_of("?#"));
    std::string last = path.substr(path.rfind('/') + 1);
    for (char &c : last)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const std::size_t dot = last.rfind('.');
    return kExtensions.count(dot == std::string::npos ? last : last.substr(dot + 1)) > 0;
}

QString examples(const Rate &r)
{
    QStringList out;
    for (const std::string &e : r.examples)
        out << QString::fromStdString(e);
    return out.join(QStringLiteral(", "));
}

} // namespace

class TstRealworld : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void phishingFlagged();
    void legitimateQuiet();
    void benignLinksQuiet();
    void malwareDownloadsFlagged();
    void malwareListAsBlocklist();

private:
    SecurityData m_withBrands;
};

void TstRealworld::initTestCase()
{
    QVERIFY2(!domains("phishing_idn.txt").empty(), "tests/data/realworld is missing");
    // the crypto brands, given as a user gives them (check --data)
    m_withBrands = SecurityData::builtin();
    std::string error;
    QVERIFY2(m_withBrands.loadFile(URI_TEST_DATA_DIR "/realworld/crypto_brands.txt", false, &error),
             error.c_str());
}

// Targets: 90% of the look-alikes and of the brand combos (with their
// brands given) at medium or above.
void TstRealworld::phishingFlagged()
{
    const Rate idn = rate("phishing_idn.txt", Risk::Medium, m_withBrands);
    QVERIFY2(idn.messageProblems.isEmpty(), qPrintable(idn.messageProblems.join(u'\n')));
    QVERIFY2(idn.percent() >= 90.0, qPrintable(QString::number(idn.percent())));
    const Rate combo = rate("phishing_combo.txt", Risk::Medium, m_withBrands);
    QVERIFY2(combo.messageProblems.isEmpty(), qPrintable(combo.messageProblems.join(u'\n')));
    QVERIFY2(combo.percent() >= 90.0, qPrintable(QString::number(combo.percent())));
    // without the brands, for the record: the bundled tables alone
    rate("phishing_idn.txt", Risk::Medium, SecurityData::builtin());
    rate("phishing_combo.txt", Risk::Medium, SecurityData::builtin());
}

// Targets: at most 0.5% of legitimate hosts at high or above; of legitimate
// IDNs none, and at most 2% at medium.
void TstRealworld::legitimateQuiet()
{
    const Rate eth = rate("legit_eth_whitelist.txt", Risk::High, m_withBrands);
    QVERIFY2(eth.messageProblems.isEmpty(), qPrintable(eth.messageProblems.join(u'\n')));
    QVERIFY2(eth.percent() <= 0.5, qPrintable(examples(eth)));
    const Rate top = rate("legit_top_sites.txt", Risk::High, SecurityData::builtin());
    QVERIFY2(top.messageProblems.isEmpty(), qPrintable(top.messageProblems.join(u'\n')));
    QVERIFY2(top.percent() <= 0.5, qPrintable(examples(top)));
    const Rate idnHigh = rate("legit_idn.txt", Risk::High, SecurityData::builtin());
    QVERIFY2(idnHigh.messageProblems.isEmpty(), qPrintable(idnHigh.messageProblems.join(u'\n')));
    QVERIFY2(idnHigh.hits == 0, qPrintable(examples(idnHigh)));
    const Rate idnMedium = rate("legit_idn.txt", Risk::Medium, SecurityData::builtin());
    QVERIFY2(idnMedium.percent() <= 2.0, qPrintable(examples(idnMedium)));
}

// Targets: of the home pages of every Debian package (ordinary links of
// open-source projects: self-hosted GitLab, GitHub Pages, the Wayback
// Machine, brands' own other domains), at most 0.1% at high or above and
// 0.3% at medium or above, with the bundled tables.
void TstRealworld::benignLinksQuiet()
{
    const Rate high = rate("benign_debian_homepages.txt", Risk::High, SecurityData::builtin());
    QVERIFY2(high.messageProblems.isEmpty(), qPrintable(high.messageProblems.join(u'\n')));
    QVERIFY2(high.total >= 20000, "tests/data/realworld/benign_debian_homepages.txt is short");
    QVERIFY2(high.percent() <= 0.1, qPrintable(examples(high)));
    const Rate medium = rate("benign_debian_homepages.txt", Risk::Medium, SecurityData::builtin());
    QVERIFY2(medium.percent() <= 0.3, qPrintable(examples(medium)));
}

// Target: 95% of the real malware links whose last segment names an
// executable or a script at medium or above (catalog F1..F3).
void TstRealworld::malwareDownloadsFlagged()
{
    AnalyzeOptions options;
    options.versions = false;
    std::size_t links = 0;
    std::size_t programs = 0;
    std::size_t flagged = 0;
    QStringList missed;
    for (const std::string &line : domains("urlhaus_filter_online.txt")) {
        const std::string url = uri::test::filterLineLink(line);
        if (url.empty())
            continue;
        ++links;
        if (!namesProgram(url))
            continue;
        ++programs;
        const uri::security::Assessment a = analyze(url, options);
        if (a.verdict && *a.verdict >= Risk::Medium)
            ++flagged;
        else if (missed.size() < 5)
            missed << QString::fromStdString(url);
    }
    QVERIFY2(links >= 6000, "tests/data/realworld/urlhaus_filter_online.txt is short");
    const double percent = programs == 0 ? 0.0 : 100.0 * double(flagged) / double(programs);
    qInfo("urlhaus_filter_online.txt %5zu links, %zu name a program, %6.2f%% of them at medium "
          "or above",
          links, programs, percent);
    QVERIFY2(programs >= 400, "too few programs among the malware links");
    QVERIFY2(percent >= 95.0, qPrintable(missed.join(QStringLiteral(", "))));
}

// The URLhaus list loaded as a reviewer loads it (--blocklist, catalog
// §4.10 K1): every link it names is K1, high, and none of the 30,086 benign
// home pages is (no false alarm on a real list).
void TstRealworld::malwareListAsBlocklist()
{
    std::vector<Blocklist> lists;
    const std::optional<Blocklist> list
        = Blocklist::load(URI_TEST_DATA_DIR "/realworld/urlhaus_filter_online.txt");
    QVERIFY(list.has_value());
    lists.push_back(*list);
    QCOMPARE(lists.front().format(), BlocklistFormat::Adblock);
    QCOMPARE(lists.front().malformed() + lists.front().unsupported(), std::size_t(0));
    AnalyzeOptions options;
    options.versions = false;
    options.blocklists = &lists;
    std::size_t links = 0;
    std::size_t named = 0;
    for (const std::string &line : domains("urlhaus_filter_online.txt")) {
        const std::string url = uri::test::filterLineLink(line);
        if (url.empty())
            continue;
        ++links;
        const uri::security::Assessment a = analyze(url, options);
        const Finding *k1 = a.find(Check::K1);
        named += k1 != nullptr && k1->severity == Risk::High ? 1 : 0;
    }
    QCOMPARE(lists.front().rules(), links);
    QCOMPARE(named, links);
    std::size_t benign = 0;
    QStringList falseAlarms;
    for (const std::string &url : domains("benign_debian_homepages.txt")) {
        ++benign;
        if (analyze(url, options).has(Check::K1))
            falseAlarms << QString::fromStdString(url);
    }
    qInfo("urlhaus_filter_online.txt as a blocklist: %zu of %zu links K1; %lld of %zu benign "
          "home pages",
          named, links, static_cast<long long>(falseAlarms.size()), benign);
    QVERIFY2(falseAlarms.isEmpty(), qPrintable(falseAlarms.join(QStringLiteral(", "))));
}

QTEST_APPLESS_MAIN(TstRealworld)
#include "tst_realworld.moc"
