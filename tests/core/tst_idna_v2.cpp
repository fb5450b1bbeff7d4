// UTS #46 conformance of the URL Standard's host parser: Unicode's IdnaTestV2
// as web-platform-tests runs it (url/IdnaTestV2.window.js): each input is the
// host of `new URL("https://" + input + "/x")`, which either fails (output null)
// or gives output as host and hostname, "/x" as pathname, and
// "https://" + output + "/x" as href. The cases that are known to give
// something else are listed, each with its reason, in
// tests/data/idna_v2_expectations.tsv.
#include "uriinspector/whatwg.h"

#include "uriinspector/utf8.h"

#include "idna_test_support.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace {

using nlohmann::json;

// The test objects of IdnaTestV2.json, without the empty input, which wpt
// skips ("https:///x" cannot test the empty host).
const std::vector<json> &idnaCases()
{
    static const std::vector<json> cases = idnatest::idnaTestV2Cases();
    return cases;
}

using idnatest::Expectation;
using idnatest::jsonText;

// tests/data/idna_v2_expectations.tsv, keyed by the input as JSON.
const std::map<std::string, Expectation> &expectations()
{
    static const std::map<std::string, Expectation> out
        = idnatest::readExpectations("idna_v2_expectations.tsv");
    return out;
}

// What the URL Standard's parser gives for the case: the host, or null when
// it fails; `mismatch` says what else differs from the wpt harness's checks.
json ourOutput(const json &c, std::string &mismatch)
{
    const std::string input = c["input"].get<std::string>();
    const std::string href = "https://" + input + "/x";
    // An exact-size copy, so that ASan sees any read past the end.
    const std::string exact(href.data(), href.size());
    const uri::whatwg::ParseResult r = uri::whatwg::parse(exact);
    if (!r.url)
        return nullptr;
    const uri::whatwg::UrlFields f = uri::whatwg::fields(*r.url);
    if (f.host != f.hostname)
        mismatch += "host \"" + f.host + "\" is not hostname \"" + f.hostname + "\"; ";
    if (f.pathname != "/x")
        mismatch += "pathname \"" + uri::escapeForDisplay(f.pathname) + "\"; ";
    if (f.href != "https://" + f.hostname + "/x")
        mismatch += "href \"" + uri::escapeForDisplay(f.href) + "\"; ";
    return f.hostname;
}

} // namespace

class TstIdnaV2 : public QObject
{
    Q_OBJECT

private slots:
    void idnaTestV2_data();
    void idnaTestV2();
    void expectationsAreCases();
    void passRate();
};

void TstIdnaV2::idnaTestV2_data()
{
    QTest::addColumn<int>("index");
    const std::vector<json> &cases = idnaCases();
    QVERIFY2(cases.size() > 2000, "tests/data/IdnaTestV2.json is missing or incomplete");
    for (std::size_t i = 0; i < cases.size(); ++i) {
        std::string input = uri::escapeForDisplay(cases[i]["input"].get<std::string>());
        if (input.size() > 60) {
            std::size_t cut = 60; // not inside a UTF-8 sequence
            while (cut > 0 && (static_cast<unsigned char>(input[cut]) & 0xC0) == 0x80)
                --cut;
            input = input.substr(0, cut) + "...";
        }
        const std::string tag = std::to_string(i) + ": " + input;
        QTest::newRow(tag.c_str()) << int(i);
    }
}

// Every case gives the file's output, or exactly what its line of
// idna_v2_expectations.tsv says we give (an expected failure; a listed
// case that passes is an XPASS, which fails).
void TstIdnaV2::idnaTestV2()
{
    QFETCH(int, index);
    const json &c = idnaCases()[std::size_t(index)];
    std::string mismatch;
    const json ours = ourOutput(c, mismatch);
    if (ours != c["output"]) {
        mismatch += "gives " + jsonText(ours) + ", IdnaTestV2 expects " + jsonText(c["output"])
                    + (c.contains("comment") ? " (" + c["comment"].get<std::string>() + ")" : "");
    }
    // A host that UTS #46 rejects and that the URL Standard still accepts
    // (an ASCII domain, only lowercased) is not valid: strict ToASCII fails,
    // and the parser says so (domain-to-ASCII).
    if (c["output"].is_null() && !ours.is_null()) {
        const uri::whatwg::ParseResult r
            = uri::whatwg::parse("https://" + c["input"].get<std::string>() + "/x");
        const bool reported
            = std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [](const auto &d) {
                  return d.code == uri::DiagCode::WhatwgDomainToAscii;
              });
        QVERIFY2(reported, "accepted without a domain-to-ASCII validation error");
    }
    const auto listed = expectations().find(jsonText(c["input"]));
    if (listed != expectations().end()) {
        QCOMPARE(QString::fromStdString(listed->second.reference),
                 QString::fromStdString(jsonText(c["output"])));
        if (ours != c["output"]) {
            // the known difference must stay exactly what the file says
            QCOMPARE(QString::fromStdString(jsonText(ours)),
                     QString::fromStdString(listed->second.ours));
        }
        QEXPECT_FAIL("", listed->second.reason.c_str(), Abort);
    }
    QVERIFY2(mismatch.empty(), mismatch.c_str());
}

// Every line of idna_v2_expectations.tsv names a case and gives a reason.
void TstIdnaV2::expectationsAreCases()
{
    std::set<std::string> inputs;
    for (const json &c : idnaCases())
        inputs.insert(jsonText(c["input"]));
    for (const auto &[input, row] : expectations()) {
        QVERIFY2(inputs.count(input) == 1, ("no such case: " + input).c_str());
        QVERIFY2(!row.reason.empty(), ("no reason given: " + input).c_str());
    }
}

// How many cases pass, and how many are known differences; with the
// environment variable URI_IDNA_V2_FAILURES set to a file name, every case
// that does not pass is written there as a line of the expectations file
// (reason "?"), for reviewing the list.
void TstIdnaV2::passRate()
{
    std::size_t pass = 0;
    std::size_t listed = 0;
    std::vector<std::string> failures;
    for (const json &c : idnaCases()) {
        std::string mismatch;
        const json ours = ourOutput(c, mismatch);
        if (ours == c["output"] && mismatch.empty()) {
            ++pass;
            continue;
        }
        if (expectations().count(jsonText(c["input"])) != 0)
            ++listed;
        failures.push_back(jsonText(c["input"]) + "\t" + jsonText(c["output"]) + "\t"
                           + jsonText(ours) + "\t?");
    }
    qInfo("IdnaTestV2: %zu cases, %zu pass, %zu differ (%zu of them listed in "
          "idna_v2_expectations.tsv)",
          idnaCases().size(), pass, idnaCases().size() - pass, listed);
    const QByteArray dump = qgetenv("URI_IDNA_V2_FAILURES");
    if (!dump.isEmpty()) {
        std::ofstream out(dump.toStdString());
        for (const std::string &line : failures)
            out << line << '\n';
    }
    QCOMPARE(listed, failures.size());
}

QTEST_APPLESS_MAIN(TstIdnaV2)
#include "tst_idna_v2.moc"
