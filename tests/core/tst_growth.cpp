// Linear growth: every entry point of the core, on adversarial inputs of
// 64 KiB and 256 KiB, takes at most about linear time. Two doublings may
// take at most 2.5 x 2.5 = 6.25 times as long; a quadratic step gives 16.
// The CPU time of the thread is measured, the best of three runs, and an
// input whose 256 KiB run takes under 40 ms passes whatever its ratio, so
// that noise cannot fail the test (speed itself is bench/'s).
#include "uriinspector/encode.h"
#include "uriinspector/extract.h"
#include "uriinspector/iri.h"
#include "uriinspector/normalize.h"
#include "uriinspector/parse.h"
#include "uriinspector/percent.h"
#include "uriinspector/resolve.h"
#include "uriinspector/security.h"
#include "uriinspector/whatwg.h"

#include <QTest>

#include <algorithm>
#include <ctime>
#include <functional>
#include <string>

namespace {

constexpr std::size_t kSmall = 64 * 1024;
constexpr std::size_t kLarge = 256 * 1024;
constexpr double kMaxRatio = 6.25; // 2.5 per doubling, two doublings
constexpr double kFloorSeconds = 0.040;

double threadSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// @p prefix, then @p unit repeated to about @p size bytes, then @p suffix.
std::string grown(const std::string &prefix, const std::string &unit, const std::string &suffix,
                  std::size_t size)
{
    std::string out = prefix;
    while (out.size() + unit.size() + suffix.size() <= size)
        out += unit;
    return out + suffix;
}

double bestOfThree(const std::function<void(const std::string &)> &run, const std::string &input)
{
    double best = 1e9;
    for (int i = 0; i < 3; ++i) {
        const double start = threadSeconds();
        run(input);
        best = std::min(best, threadSeconds() - start);
    }
    return best;
}

struct Pattern
{
    const char *name;
    std::string prefix;
    std::string unit;
    std::string suffix;
};

// The adversarial shapes: repeated escapes and double encodings, "@", "[",
// dot segments, bidi controls, nested URLs, long host labels, defangs.
const std::vector<Pattern> &patterns()
{
    static const std::vector<Pattern> all{
        {"escapes", "http://a/", "%25", ""},
        {"double encoding", "http://a/", "%252F%C3", ""},
        {"at signs", "http://", "a@", "b/"},
        {"brackets", "http://[", "[", "]/"},
        {"dot segments", "http://a/b/", "../", "c"},
        {"dot and segment", "http://a/", "./a/../", "c"},
        {"bidi controls", "http://a/",
         "\xE2\x80\xAE"
         "b",
         ""},
        {"nested URLs", "http://a/?u=", "http%3A%2F%2Fb%2F%3Fu%3D", "x"},
        {"host labels", "http://", "a.", "com/"},
        {"long label", "http://", "a", ".com/"},
        {"defangs", "", "hxxp://a[.]b ", ""},
        {"query parameters", "http://a/?", "a=1&", ""},
    };
    return all;
}

} // namespace

class TstGrowth : public QObject
{
    Q_OBJECT

private slots:
    void linear_data();
    void linear();
};

void TstGrowth::linear_data()
{
    QTest::addColumn<QString>("entry");
    QTest::addColumn<int>("pattern");
    const char *entries[] = {"parse",   "whatwg", "resolve", "normalize", "analyze",
                             "extract", "encode", "decode",  "iri",       "relativize"};
    for (const char *entry : entries) {
        for (std::size_t p = 0; p < patterns().size(); ++p) {
            const std::string name = std::string(entry) + ": " + patterns()[p].name;
            QTest::newRow(name.c_str()) << QString::fromLatin1(entry) << int(p);
        }
    }
}

void TstGrowth::linear()
{
    QFETCH(QString, entry);
    QFETCH(int, pattern);
    const Pattern &p = patterns()[static_cast<std::size_t>(pattern)];
    std::function<void(const std::string &)> run;
    if (entry == QLatin1String("parse"))
        run = [](const std::string &s) { QVERIFY(uri::parse(s).input.size() == s.size()); };
    else if (entry == QLatin1String("whatwg"))
        run = [](const std::string &s) { (void)uri::whatwg::parse(s); };
    else if (entry == QLatin1String("resolve"))
        run = [](const std::string &s) { (void)uri::resolve("http://a/b/c/d;p?q", s); };
    else if (entry == QLatin1String("normalize"))
        run = [](const std::string &s) { (void)uri::normalize(s); };
    else if (entry == QLatin1String("analyze"))
        run = [](const std::string &s) { (void)uri::security::analyze(s); };
    else if (entry == QLatin1String("extract"))
        run = [](const std::string &s) { (void)uri::extract(s); };
    else if (entry == QLatin1String("encode"))
        run = [](const std::string &s) { (void)uri::encode(s, uri::Component::Path); };
    else if (entry == QLatin1String("decode"))
        run = [](const std::string &s) { (void)uri::decodeComponents(s); };
    else if (entry == QLatin1String("iri"))
        run = [](const std::string &s) { (void)uri::uriToIri(s); };
    else
        run = [](const std::string &s) { (void)uri::relativize("http://a/b/c/d", s); };

    const std::string small = grown(p.prefix, p.unit, p.suffix, kSmall);
    const std::string large = grown(p.prefix, p.unit, p.suffix, kLarge);
    const double a = bestOfThree(run, small);
    const double b = bestOfThree(run, large);
    if (b < kFloorSeconds)
        return;
    const double ratio = b / std::max(a, 1e-6);
    const QString why = QStringLiteral("%1 on %2: %3 s for 64 KiB, %4 s for 256 KiB: %5 times")
                            .arg(entry, QString::fromLatin1(p.name))
                            .arg(a, 0, 'f', 4)
                            .arg(b, 0, 'f', 4)
                            .arg(ratio, 0, 'f', 1);
    if (ratio > 4.5) // above linear (4) by more than noise: worth a look in the log
        qInfo("%s", qPrintable(why));
    QVERIFY2(ratio <= kMaxRatio, qPrintable(why));
}

QTEST_APPLESS_MAIN(TstGrowth)
#include "tst_growth.moc"
