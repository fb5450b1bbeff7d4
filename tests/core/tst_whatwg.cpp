// The URL Standard's basic URL parser: the web-platform-tests
// urltestdata.json, every validation error with its span, spans into the
// original input, the host parser and the two views of one input.
#include "uriinspector/whatwg.h"

#include "uriinspector/json.h"
#include "uriinspector/parse.h"
#include "uriinspector/utf8.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <algorithm>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <string>

namespace {

using nlohmann::json;
using uri::whatwg::ParseResult;
using uri::whatwg::Url;

// The cases of urltestdata.json (its strings are comments and are skipped).
const std::vector<json> &wptCases()
{
    static const std::vector<json> cases = [] {
        std::vector<json> out;
        std::ifstream in(URI_TEST_DATA_DIR "/wpt_urltestdata.json");
        if (!in)
            return out;
        const json all = json::parse(in);
        for (const json &item : all) {
            if (item.is_object())
                out.push_back(item);
        }
        return out;
    }();
    return cases;
}

// One case is known by its input and base, both as JSON text.
std::string caseKey(const json &input, const json &base)
{
    return input.dump() + "\t" + base.dump();
}

// tests/data/wpt_expectations.tsv: "input<TAB>base<TAB>reason", input and
// base written as JSON (strings, or null for no base); "#" starts a comment.
const std::map<std::string, std::string> &wptExpectations()
{
    static const std::map<std::string, std::string> expectations = [] {
        std::map<std::string, std::string> out;
        std::ifstream in(URI_TEST_DATA_DIR "/wpt_expectations.tsv");
        std::string line;
        while (std::getline(in, line)) {
            if (line.empty() || line[0] == '#')
                continue;
            const std::size_t tab1 = line.find('\t');
            const std::size_t tab2 = line.find('\t', tab1 + 1);
            if (tab1 == std::string::npos || tab2 == std::string::npos) {
                out["malformed line: " + line] = "";
                continue;
            }
            const json input = json::parse(line.substr(0, tab1));
            const json base = json::parse(line.substr(tab1 + 1, tab2 - tab1 - 1));
            out[caseKey(input, base)] = line.substr(tab2 + 1);
        }
        return out;
    }();
    return expectations;
}

std::string shown(std::string_view text, std::size_t limit = 60)
{
    std::string out = uri::escapeForDisplay(text.substr(0, limit));
    if (text.size() > limit)
        out += "...";
    return out;
}

// Parse as `new URL(input, base)` does: a base that fails is a failure.
std::optional<Url> parseLikeTheUrlConstructor(const std::string &input,
                                              const std::optional<std::string> &base)
{
    std::optional<Url> baseUrl;
    if (base) {
        const ParseResult parsedBase = uri::whatwg::parse(*base);
        if (!parsedBase.url)
            return std::nullopt;
        baseUrl = parsedBase.url;
    }
    return uri::whatwg::parse(input, baseUrl ? &*baseUrl : nullptr).url;
}

// Spans lie inside the input, and in the order of the components.
bool spansConsistent(const ParseResult &r)
{
    const uri::OptSpan order[]
        = {r.spans.scheme, r.spans.username, r.spans.password, r.spans.host,
           r.spans.port,   r.spans.path,     r.spans.query,    r.spans.fragment};
    std::size_t at = 0;
    for (const uri::OptSpan &s : order) {
        if (!s)
            continue;
        if (s->offset < at || s->end() > r.input.size())
            return false;
        at = s->end();
    }
    for (const uri::Diagnostic &d : r.diagnostics) {
        if (d.span.end() > r.input.size())
            return false;
    }
    return true;
}

QString spanText(const uri::OptSpan &span)
{
    if (!span)
        return QStringLiteral("-");
    return QString::number(span->offset) + QLatin1Char(',') + QString::number(span->length);
}

struct ErrorRow
{
    const char *tag;
    const char *input;
    const char *base; // "": no base
    const char *code;
    int offset;
    int length;
    bool failure;
};

// One row per name of the Standard's table (§1.1), with the span we report.
// Inputs are the Standard's own examples where it gives one.
const ErrorRow kErrorRows[] = {
    {"domain-to-ASCII", "https://exa%23mple.org", "", "domain-to-ASCII", 8, 14, true},
    {"domain-to-ASCII accepted", "https://a_b.example/", "", "domain-to-ASCII", 8, 11, false},
    {"domain-percent-encoded", "https://exam%70le.org", "", "domain-percent-encoded", 12, 3, false},
    {"host-invalid-code-point", "foo://exa[mple.org", "", "host-invalid-code-point", 9, 1, true},
    {"IPv4-empty-part", "https://127.0.0.1./", "", "IPv4-empty-part", 17, 1, false},
    {"IPv4-too-few-parts", "https://1.2.3/", "", "IPv4-too-few-parts", 8, 5, false},
    {"IPv4-too-many-parts", "https://1.2.3.4.5/", "", "IPv4-too-many-parts", 8, 9, true},
    {"IPv4-non-numeric-part", "https://test.42", "", "IPv4-non-numeric-part", 8, 4, true},
    {"IPv4-non-decimal-part", "https://127.0.0x0.1", "", "IPv4-non-decimal-part", 14, 3, false},
    {"IPv4-out-of-range-part", "https://255.255.4000.1", "", "IPv4-out-of-range-part", 16, 4, true},
    {"IPv4-out-of-range-part last", "http://1.256/", "", "IPv4-out-of-range-part", 9, 3, false},
    {"IPv4-non-ASCII-input", "https://\xEF\xBC\x91\xEF\xBC\x92\xEF\xBC\x97.0.0.1/", "",
     "IPv4-non-ASCII-input", 8, 15, false},
    {"IPv6-unclosed", "https://[::1", "", "IPv6-unclosed", 8, 4, true},
    {"IPv6-invalid-compression", "https://[:1]", "", "IPv6-invalid-compression", 9, 1, true},
    {"IPv6-too-many-pieces", "https://[1:2:3:4:5:6:7:8:9]", "", "IPv6-too-many-pieces", 25, 1,
     true},
    {"IPv6-multiple-compression", "https://[1::1::1]", "", "IPv6-multiple-compression", 13, 2,
     true},
    {"IPv6-invalid-code-point", "https://[1:2:3!:4]", "", "IPv6-invalid-code-point", 14, 1, true},
    {"IPv6-invalid-code-point at end", "https://[1:2:3:]", "", "IPv6-invalid-code-point", 15, 0,
     true},
    {"IPv6-too-few-pieces", "https://[1:2:3]", "", "IPv6-too-few-pieces", 9, 5, true},
    {"IPv6-piece-leading-zero", "https://[::01]", "", "IPv6-piece-leading-zero", 11, 2, false},
    {"IPv4-in-IPv6-too-many-pieces", "https://[1:1:1:1:1:1:1:127.0.0.1]", "",
     "IPv4-in-IPv6-too-many-pieces", 23, 9, true},
    {"IPv4-in-IPv6-invalid-code-point", "https://[ffff::127.00.0.1]", "",
     "IPv4-in-IPv6-invalid-code-point", 19, 2, true},
    {"IPv4-in-IPv6-out-of-range-part", "https://[ffff::127.0.0.4000]", "",
     "IPv4-in-IPv6-out-of-range-part", 23, 4, true},
    {"IPv4-in-IPv6-too-few-parts", "https://[ffff::127.0.0]", "", "IPv4-in-IPv6-too-few-parts", 15,
     7, true},
    {"invalid-URL-unit", "https://example.org/>", "", "invalid-URL-unit", 20, 1, false},
    {"invalid-URL-unit leading space", "  https://example.org ", "", "invalid-URL-unit", 0, 2,
     false},
    {"invalid-URL-unit newline", "ht\ntps://example.org", "", "invalid-URL-unit", 2, 1, false},
    {"invalid-URL-unit percent", "https://example.org/%s", "", "invalid-URL-unit", 20, 1, false},
    {"special-scheme-missing-following-solidus", "https:example.org", "",
     "special-scheme-missing-following-solidus", 6, 0, false},
    {"special-scheme-missing-following-solidus extra", "https:///example.org", "",
     "special-scheme-missing-following-solidus", 8, 1, false},
    {"missing-scheme-non-relative-URL", "example", "", "missing-scheme-non-relative-URL", 0, 7,
     true},
    {"invalid-reverse-solidus", "https://example.org\\path", "", "invalid-reverse-solidus", 19, 1,
     false},
    {"invalid-credentials", "https://user@example.org", "", "invalid-credentials", 8, 5, false},
    {"host-missing", "https://:443", "", "host-missing", 8, 0, true},
    {"host-missing after credentials", "https://user:pass@", "", "host-missing", 8, 10, true},
    {"port-out-of-range", "https://example.org:70000", "", "port-out-of-range", 20, 5, true},
    {"port-invalid", "https://example.org:7z", "", "port-invalid", 21, 1, true},
    {"file-invalid-Windows-drive-letter", "C|/x", "file:///a/b",
     "file-invalid-Windows-drive-letter", 0, 2, false},
    {"file-invalid-Windows-drive-letter-host", "file://c:", "",
     "file-invalid-Windows-drive-letter-host", 7, 2, false},
};

} // namespace

class TstWhatwg : public QObject
{
    Q_OBJECT

private slots:
    void wpt_data();
    void wpt();
    void wptExpectationsAreCases();
    void validationErrors_data();
    void validationErrors();
    void everyCodeHasARow();
    void catalogueExamples_data();
    void catalogueExamples();
    void spans_data();
    void spans();
    void fields_data();
    void fields();
    void hosts_data();
    void hosts();
    void plainNames_data();
    void plainNames();
    void uts46_data();
    void uts46();
    void views_data();
    void views();
    void tooManyDiagnostics();
    void baseRefusal();
};

// ---------------------------------------------------------------------------
// web-platform-tests url/resources/urltestdata.json (via ada-url/ada)

void TstWhatwg::wpt_data()
{
    QTest::addColumn<int>("index");
    const std::vector<json> &cases = wptCases();
    QVERIFY2(!cases.empty(), "tests/data/wpt_urltestdata.json is missing or empty");
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const std::string tag
            = std::to_string(i) + ": " + shown(cases[i]["input"].get<std::string>());
        QTest::newRow(tag.c_str()) << int(i);
    }
}

// Every case gives what urltestdata.json expects, as the WPT harness checks
// `new URL(input, base)`: failure, or href, origin and every getter.
void TstWhatwg::wpt()
{
    QFETCH(int, index);
    const json &c = wptCases()[std::size_t(index)];
    const std::string input = c["input"].get<std::string>();
    const std::optional<std::string> base
        = c["base"].is_null() ? std::nullopt : std::optional(c["base"].get<std::string>());

    // An exact-size copy, so that ASan sees any read past the end.
    const std::string exact(input.data(), input.size());
    const std::optional<Url> url = parseLikeTheUrlConstructor(exact, base);

    std::string mismatch;
    if (c.contains("failure")) {
        if (url)
            mismatch = "expected failure, got " + uri::whatwg::serialize(*url);
    } else if (!url) {
        mismatch = "unexpected failure";
    } else {
        const uri::whatwg::UrlFields f = uri::whatwg::fields(*url);
        const std::pair<const char *, const std::string *> getters[]
            = {{"href", &f.href},         {"origin", &f.origin},     {"protocol", &f.protocol},
               {"username", &f.username}, {"password", &f.password}, {"host", &f.host},
               {"hostname", &f.hostname}, {"port", &f.port},         {"pathname", &f.pathname},
               {"search", &f.search},     {"hash", &f.hash}};
        for (const auto &[name, value] : getters) {
            if (c.contains(name) && c[name].get<std::string>() != *value) {
                mismatch += std::string(name) + ": \"" + shown(*value, 200) + "\", expected \""
                            + shown(c[name].get<std::string>(), 200) + "\"; ";
            }
        }
        // URL Standard goals: a parse-then-serialize result does not change
        // when it is parsed and serialized again.
        const ParseResult again = uri::whatwg::parse(f.href);
        if (!again.url || uri::whatwg::serialize(*again.url) != f.href)
            mismatch += "href does not reparse to itself; ";
    }
    const ParseResult whole = uri::whatwg::parse(exact);
    if (!spansConsistent(whole))
        mismatch += "spans out of bounds or out of order; ";

    const auto expected = wptExpectations().find(caseKey(c["input"], c["base"]));
    if (expected != wptExpectations().end())
        QEXPECT_FAIL("", expected->second.c_str(), Abort);
    QVERIFY2(mismatch.empty(), mismatch.c_str());
}

// Every line of wpt_expectations.tsv names a case of urltestdata.json, so a
// stale line fails here, and a listed case that passes fails wpt() (XPASS).
void TstWhatwg::wptExpectationsAreCases()
{
    std::set<std::string> keys;
    for (const json &c : wptCases())
        keys.insert(caseKey(c["input"], c["base"]));
    for (const auto &[key, reason] : wptExpectations()) {
        QVERIFY2(keys.count(key) == 1, ("no such case: " + key).c_str());
        QVERIFY2(!reason.empty(), ("no reason given: " + key).c_str());
    }
}

// ---------------------------------------------------------------------------
// Validation errors (the rows are kErrorRows above)

void TstWhatwg::validationErrors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("base"); // empty: no base
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("offset");
    QTest::addColumn<int>("length");
    QTest::addColumn<bool>("failure");
    for (const ErrorRow &row : kErrorRows) {
        QTest::newRow(row.tag) << QByteArray(row.input) << QByteArray(row.base)
                               << QString::fromLatin1(row.code) << row.offset << row.length
                               << row.failure;
    }
}

void TstWhatwg::validationErrors()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, base);
    QFETCH(QString, code);
    QFETCH(int, offset);
    QFETCH(int, length);
    QFETCH(bool, failure);

    std::optional<Url> baseUrl;
    if (!base.isEmpty()) {
        baseUrl = uri::whatwg::parse(base.toStdString()).url;
        QVERIFY(baseUrl);
    }
    const std::string text = input.toStdString();
    const ParseResult r = uri::whatwg::parse(text, baseUrl ? &*baseUrl : nullptr);
    QCOMPARE(r.failure(), failure);
    const std::optional<uri::DiagCode> wanted = uri::diagCodeFromName(code.toStdString());
    QVERIFY(wanted);
    QStringList found;
    bool matched = false;
    for (const uri::Diagnostic &d : r.diagnostics) {
        found << QString::fromStdString(std::string(uri::diagCodeName(d.code))) + QLatin1Char('@')
                     + spanText(d.span);
        if (d.code == *wanted && d.span == uri::Span{std::size_t(offset), std::size_t(length)}) {
            matched = true;
            QVERIFY(d.cite.rfind("URL Standard §", 0) == 0);
            QVERIFY(!d.rule.empty());
            QVERIFY(!d.message.empty());
            QCOMPARE(d.severity, uri::diagCodeInfo(d.code).severity);
        }
    }
    QVERIFY2(matched, qPrintable(found.join(QStringLiteral(" "))));
    // A failure always has an Error diagnostic to show for it.
    if (failure) {
        QVERIFY(std::any_of(r.diagnostics.begin(), r.diagnostics.end(),
                            [](const auto &d) { return d.severity == uri::Severity::Error; }));
    }
}

// Each of the Standard's names has a row above, and the code's name is the
// Standard's own spelling (case included).
void TstWhatwg::everyCodeHasARow()
{
    const QStringList standardNames = {"domain-to-ASCII",
                                       "domain-percent-encoded",
                                       "host-invalid-code-point",
                                       "IPv4-empty-part",
                                       "IPv4-too-few-parts",
                                       "IPv4-too-many-parts",
                                       "IPv4-non-numeric-part",
                                       "IPv4-non-decimal-part",
                                       "IPv4-out-of-range-part",
                                       "IPv4-non-ASCII-input",
                                       "IPv6-unclosed",
                                       "IPv6-invalid-compression",
                                       "IPv6-too-many-pieces",
                                       "IPv6-multiple-compression",
                                       "IPv6-invalid-code-point",
                                       "IPv6-too-few-pieces",
                                       "IPv6-piece-leading-zero",
                                       "IPv4-in-IPv6-too-many-pieces",
                                       "IPv4-in-IPv6-invalid-code-point",
                                       "IPv4-in-IPv6-out-of-range-part",
                                       "IPv4-in-IPv6-too-few-parts",
                                       "invalid-URL-unit",
                                       "special-scheme-missing-following-solidus",
                                       "missing-scheme-non-relative-URL",
                                       "invalid-reverse-solidus",
                                       "invalid-credentials",
                                       "host-missing",
                                       "port-out-of-range",
                                       "port-invalid",
                                       "file-invalid-Windows-drive-letter",
                                       "file-invalid-Windows-drive-letter-host"};
    for (const QString &name : standardNames) {
        QVERIFY2(uri::diagCodeFromName(name.toStdString()), qPrintable(name));
        QVERIFY2(std::any_of(std::begin(kErrorRows), std::end(kErrorRows),
                             [&](const ErrorRow &row) { return name == row.code; }),
                 qPrintable("no validationErrors row for " + name));
    }
    // Every Whatwg code is one of those names.
    int whatwgCodes = 0;
    for (const uri::DiagCodeInfo *i = uri::diagCodeInfoBegin(); i != uri::diagCodeInfoEnd(); ++i) {
        if (i->code >= uri::DiagCode::WhatwgDomainToAscii
            && i->code <= uri::DiagCode::WhatwgFileInvalidWindowsDriveLetterHost) {
            ++whatwgCodes;
            QVERIFY2(standardNames.contains(QString::fromStdString(std::string(i->name))),
                     i->name.data());
        }
    }
    QCOMPARE(whatwgCodes, int(standardNames.size()));
}

// The example of each URL Standard code in the catalogue (docs/diagnostics.md)
// produces that code. "X (base B)" means X against the base URL B.
void TstWhatwg::catalogueExamples_data()
{
    QTest::addColumn<int>("code");
    for (const uri::DiagCodeInfo *i = uri::diagCodeInfoBegin(); i != uri::diagCodeInfoEnd(); ++i) {
        if (i->code >= uri::DiagCode::WhatwgDomainToAscii
            && i->code <= uri::DiagCode::WhatwgFileInvalidWindowsDriveLetterHost)
            QTest::newRow(i->name.data()) << int(i->code);
    }
}

void TstWhatwg::catalogueExamples()
{
    QFETCH(int, code);
    const uri::DiagCodeInfo &info = uri::diagCodeInfo(uri::DiagCode(code));
    std::string example(info.example);
    // \xNN in the example stands for a byte (the table is ASCII).
    std::string bytes;
    for (std::size_t i = 0; i < example.size(); ++i) {
        if (example[i] == '\\' && i + 3 < example.size() && example[i + 1] == 'x') {
            bytes += char(std::stoi(example.substr(i + 2, 2), nullptr, 16));
            i += 3;
        } else {
            bytes += example[i];
        }
    }
    std::optional<Url> base;
    const std::size_t marker = bytes.find(" (base ");
    if (marker != std::string::npos) {
        base = uri::whatwg::parse(bytes.substr(marker + 7, bytes.size() - marker - 8)).url;
        QVERIFY(base);
        bytes.erase(marker);
    }
    const ParseResult r = uri::whatwg::parse(bytes, base ? &*base : nullptr);
    QVERIFY2(std::any_of(r.diagnostics.begin(), r.diagnostics.end(),
                         [&](const uri::Diagnostic &d) { return int(d.code) == code; }),
             bytes.c_str());
}

// ---------------------------------------------------------------------------
// Spans refer to the original input, also across stripped and removed code points

void TstWhatwg::spans_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("scheme");
    QTest::addColumn<QString>("username");
    QTest::addColumn<QString>("password");
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("port");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("fragment");

    QTest::newRow("whatwg.h diagram")
        << QByteArray(" https://us er@EXAMPLE.com:443/a/../b?q#f") << "1,5"
        << "9,5"
        << "-"
        << "15,11"
        << "27,3"
        << "30,7"
        << "38,1"
        << "40,1";
    QTest::newRow("all components")
        << QByteArray("https://user:pw@EXAMPLE.com:8080/a/b?q#f") << "0,5"
        << "8,4"
        << "13,2"
        << "16,11"
        << "28,4"
        << "32,4"
        << "37,1"
        << "39,1";
    QTest::newRow("leading space, tab in the host, newline in the path")
        << QByteArray(" \thttp://ex\tample.com/p\n/q?x#y ") << "2,4"
        << "-"
        << "-"
        << "9,12"
        << "-"
        << "21,5"
        << "27,1"
        << "29,1";
    QTest::newRow("backslash ends the host of a special URL")
        << QByteArray("https://evil.example\\@bank.example/") << "0,5"
        << "-"
        << "-"
        << "8,12"
        << "-"
        << "20,15"
        << "-"
        << "-";
    QTest::newRow("userinfo up to the last @") << QByteArray("http://a@b:c@d/") << "0,4"
                                               << "7,3"
                                               << "11,1"
                                               << "13,1"
                                               << "-"
                                               << "14,1"
                                               << "-"
                                               << "-";
    QTest::newRow("default port still has its span") << QByteArray("http://h:80") << "0,4"
                                                     << "-"
                                                     << "-"
                                                     << "7,1"
                                                     << "9,2"
                                                     << "-"
                                                     << "-"
                                                     << "-";
    QTest::newRow("opaque path") << QByteArray("mailto:a@b?subject=x") << "0,6"
                                 << "-"
                                 << "-"
                                 << "-"
                                 << "-"
                                 << "7,3"
                                 << "11,9"
                                 << "-";
    QTest::newRow("file drive letter as host") << QByteArray("file://C|/x") << "0,4"
                                               << "-"
                                               << "-"
                                               << "-"
                                               << "-"
                                               << "7,4"
                                               << "-"
                                               << "-";
    QTest::newRow("empty query and fragment") << QByteArray("http://h/?#") << "0,4"
                                              << "-"
                                              << "-"
                                              << "7,1"
                                              << "-"
                                              << "8,1"
                                              << "10,0"
                                              << "11,0";
}

void TstWhatwg::spans()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, scheme);
    QFETCH(QString, username);
    QFETCH(QString, password);
    QFETCH(QString, host);
    QFETCH(QString, port);
    QFETCH(QString, path);
    QFETCH(QString, query);
    QFETCH(QString, fragment);
    const std::string text = input.toStdString();
    const ParseResult r = uri::whatwg::parse(text);
    QVERIFY(r.url);
    QCOMPARE(spanText(r.spans.scheme), scheme);
    QCOMPARE(spanText(r.spans.username), username);
    QCOMPARE(spanText(r.spans.password), password);
    QCOMPARE(spanText(r.spans.host), host);
    QCOMPARE(spanText(r.spans.port), port);
    QCOMPARE(spanText(r.spans.path), path);
    QCOMPARE(spanText(r.spans.query), query);
    QCOMPARE(spanText(r.spans.fragment), fragment);
    QVERIFY(spansConsistent(r));
}

// ---------------------------------------------------------------------------
// The serializer and the getters

void TstWhatwg::fields_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("base");
    QTest::addColumn<QString>("href");
    QTest::addColumn<QString>("origin");
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("display");

    // whatwg.h's diagram
    QTest::newRow("header example") << QByteArray(" https://us er@EXAMPLE.com:443/a/../b?q#f")
                                    << QByteArray() << "https://us%20er@example.com/b?q#f"
                                    << "https://example.com"
                                    << "example.com"
                                    << "example.com";
    QTest::newRow("numeric host") << QByteArray("http://0x7f.1/") << QByteArray()
                                  << "http://127.0.0.1/"
                                  << "http://127.0.0.1"
                                  << "127.0.0.1"
                                  << "127.0.0.1";
    QTest::newRow("IPv6 compressed") << QByteArray("http://[0:0:0:0:0:ffff:7f00:1]:8080/")
                                     << QByteArray() << "http://[::ffff:7f00:1]:8080/"
                                     << "http://[::ffff:7f00:1]:8080"
                                     << "[::ffff:7f00:1]:8080"
                                     << "[::ffff:7f00:1]";
    // U+2603 SNOWMAN
    QTest::newRow("IDNA") << QByteArray("http://\xE2\x98\x83.example/") << QByteArray()
                          << "http://xn--n3h.example/"
                          << "http://xn--n3h.example"
                          << "xn--n3h.example" << QString::fromUtf8("\xE2\x98\x83.example");
    QTest::newRow("relative with base")
        << QByteArray("../c?x") << QByteArray("http://h/a/b/") << "http://h/a/c?x"
        << "http://h"
        << "h"
        << "h";
    QTest::newRow("slash-dot keeps a path from reading as a host")
        << QByteArray("web+demo:/.//not-a-host/") << QByteArray() << "web+demo:/.//not-a-host/"
        << "null"
        << ""
        << "";
    QTest::newRow("file") << QByteArray("file:///C|/demo") << QByteArray() << "file:///C:/demo"
                          << "null"
                          << ""
                          << "";
}

void TstWhatwg::fields()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, base);
    QFETCH(QString, href);
    QFETCH(QString, origin);
    QFETCH(QString, host);
    QFETCH(QString, display);
    std::optional<Url> baseUrl;
    if (!base.isEmpty())
        baseUrl = uri::whatwg::parse(base.toStdString()).url;
    const std::string text = input.toStdString();
    const ParseResult r = uri::whatwg::parse(text, baseUrl ? &*baseUrl : nullptr);
    QVERIFY(r.url);
    const uri::whatwg::UrlFields f = uri::whatwg::fields(*r.url);
    QCOMPARE(QString::fromStdString(f.href), href);
    QCOMPARE(QString::fromStdString(f.origin), origin);
    QCOMPARE(QString::fromStdString(f.host), host);
    QCOMPARE(QString::fromUtf8(r.displayHost()), display);
}

// ---------------------------------------------------------------------------
// The host parser: the parse-serialize table of URL Standard §3 (isOpaque false and true)

void TstWhatwg::hosts_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("domainView"); // isOpaque false; "failure"
    QTest::addColumn<QString>("opaqueView"); // isOpaque true
    QTest::addColumn<QString>("kind");       // of the domain view

    QTest::newRow("EXAMPLE.COM") << QByteArray("EXAMPLE.COM") << "example.com"
                                 << "EXAMPLE.COM"
                                 << "domain";
    QTest::newRow("example%2Ecom") << QByteArray("example%2Ecom") << "example.com"
                                   << "example%2Ecom"
                                   << "domain";
    QTest::newRow("fass.example") << QByteArray("fa\xC3\x9F.example") << "xn--fa-hia.example"
                                  << "fa%C3%9F.example"
                                  << "domain";
    QTest::newRow("0") << QByteArray("0") << "0.0.0.0"
                       << "0"
                       << "ipv4";
    QTest::newRow("%30") << QByteArray("%30") << "0.0.0.0"
                         << "%30"
                         << "ipv4";
    QTest::newRow("0x") << QByteArray("0x") << "0.0.0.0"
                        << "0x"
                        << "ipv4";
    QTest::newRow("0xffffffff") << QByteArray("0xffffffff") << "255.255.255.255"
                                << "0xffffffff"
                                << "ipv4";
    QTest::newRow("[0:0::1]") << QByteArray("[0:0::1]") << "[::1]"
                              << "[::1]"
                              << "ipv6";
    QTest::newRow("[0:0::1%5D") << QByteArray("[0:0::1%5D") << "failure"
                                << "failure"
                                << "";
    QTest::newRow("[0:0::%31]") << QByteArray("[0:0::%31]") << "failure"
                                << "failure"
                                << "";
    QTest::newRow("09") << QByteArray("09") << "failure"
                        << "09"
                        << "";
    QTest::newRow("example.255") << QByteArray("example.255") << "failure"
                                 << "example.255"
                                 << "";
    QTest::newRow("example^example") << QByteArray("example^example") << "failure"
                                     << "failure"
                                     << "";
    // More IPv4 forms (URL Standard §3.5 IPv4 parser)
    QTest::newRow("octal") << QByteArray("0300.0250.01.01") << "192.168.1.1"
                           << "0300.0250.01.01"
                           << "ipv4";
    QTest::newRow("two parts") << QByteArray("127.1") << "127.0.0.1"
                               << "127.1"
                               << "ipv4";
    QTest::newRow("one number") << QByteArray("2130706433") << "127.0.0.1"
                                << "2130706433"
                                << "ipv4";
    QTest::newRow("trailing dot") << QByteArray("1.2.3.4.") << "1.2.3.4"
                                  << "1.2.3.4."
                                  << "ipv4";
    QTest::newRow("too big") << QByteArray("4294967296") << "failure"
                             << "4294967296"
                             << "";
    // IPv6 serialization (RFC 5952: the first longest run of two or more zeros)
    QTest::newRow("longest run") << QByteArray("[0:f:0:0:f:f:0:0]") << "[0:f::f:f:0:0]"
                                 << "[0:f::f:f:0:0]"
                                 << "ipv6";
    QTest::newRow("no single-zero compression")
        << QByteArray("[1:0:1:0:1:0:1:0]") << "[1:0:1:0:1:0:1:0]"
        << "[1:0:1:0:1:0:1:0]"
        << "ipv6";
    QTest::newRow("IPv4 tail") << QByteArray("[::ffff:192.168.0.1]") << "[::ffff:c0a8:1]"
                               << "[::ffff:c0a8:1]"
                               << "ipv6";
}

void TstWhatwg::hosts()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, domainView);
    QFETCH(QString, opaqueView);
    QFETCH(QString, kind);
    const std::string text = input.toStdString();
    const uri::whatwg::HostResult asDomain = uri::whatwg::parseHost(text, false);
    const uri::whatwg::HostResult asOpaque = uri::whatwg::parseHost(text, true);
    auto view = [](const uri::whatwg::HostResult &h) {
        return h.host ? QString::fromStdString(uri::whatwg::serializeHost(*h.host))
                      : QStringLiteral("failure");
    };
    QCOMPARE(view(asDomain), domainView);
    QCOMPARE(view(asOpaque), opaqueView);
    if (asDomain.host)
        QCOMPARE(QString::fromLatin1(uri::whatwg::hostKindName(asDomain.host->kind)), kind);
    else
        QVERIFY(!asDomain.diagnostics.empty());
}

// Names of letters, digits and hyphens skip ICU (whatwg/host.cpp isPlainLdhName);
// these rows sit on each edge of that shortcut: the validation error is the one
// strict UTS #46 ToASCII gives (CheckHyphens, VerifyDnsLength, STD3).
void TstWhatwg::plainNames_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("domain");
    QTest::addColumn<bool>("error"); // domain-to-ASCII reported

    const QByteArray label63(63, 'a');
    QTest::newRow("upper case") << QByteArray("A-B.Example") << "a-b.example" << false;
    QTest::newRow("63 octets") << label63 + ".example" << QString::fromLatin1(label63 + ".example")
                               << false;
    QTest::newRow("64 octets") << label63 + "a.example"
                               << QString::fromLatin1(label63 + "a.example") << true;
    QTest::newRow("hyphens 3 and 4") << QByteArray("ab--c.example") << "ab--c.example" << true;
    QTest::newRow("leading hyphen") << QByteArray("-ab.example") << "-ab.example" << true;
    QTest::newRow("trailing hyphen") << QByteArray("ab-.example") << "ab-.example" << true;
    QTest::newRow("empty label") << QByteArray("a..b") << "a..b" << true;
    QTest::newRow("underscore") << QByteArray("a_b.example") << "a_b.example" << true;
    QTest::newRow("punycode") << QByteArray("XN--NXASMQ6B.example") << "xn--nxasmq6b.example"
                              << false;
    QTest::newRow("bad punycode") << QByteArray("xn--a.example") << "xn--a.example" << true;
}

void TstWhatwg::plainNames()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, domain);
    QFETCH(bool, error);
    const uri::whatwg::DomainResult result = uri::whatwg::domainToAscii(input.toStdString());
    QVERIFY(result.domain.has_value());
    QCOMPARE(QString::fromStdString(*result.domain), domain);
    QCOMPARE(!result.errors.empty(), error);
    if (!error) // ToUnicode of a name without punycode only lowercases it
        QCOMPARE(QString::fromStdString(uri::whatwg::domainToUnicode(input.toStdString())),
                 input.startsWith("XN--") ? QStringLiteral("\u03B2\u03CC\u03BB\u03BF\u03C3.example")
                                          : domain);
}

// UTS #46 as revision 33 (Unicode 16.0) has it, on top of ICU 72. An ASCII
// domain is only lowercased (URL Standard 2026 §3.3 domain parser, as
// whatwg-url 17 does; Node 20 still fails these), so a bad "xn--" label in
// it is accepted, with a domain-to-ASCII validation error; in a non-ASCII
// domain, ToASCII decides and the same label fails the URL.
void TstWhatwg::uts46_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("href");  // "failure"
    QTest::addColumn<bool>("reported"); // a domain-to-ASCII validation error

    // UTS #46 §4 step 4.1: "xn--" decodes to the empty label
    QTest::newRow("xn-- ASCII") << QByteArray("http://xn--/") << "http://xn--/" << true;
    QTest::newRow("xn-- non-ASCII") << QByteArray("https://xn--.\xC3\xA9/") << "failure" << true;
    // "xn--a" decodes to U+0080, whose status is disallowed (§4.1 criterion 7)
    QTest::newRow("xn--a ASCII") << QByteArray("https://xn--a/") << "https://xn--a/" << true;
    QTest::newRow("xn--a.xn--zca ASCII")
        << QByteArray("https://xn--a.xn--zca/") << "https://xn--a.xn--zca/" << true;
    QTest::newRow("xn--a non-ASCII") << QByteArray("https://xn--a.\xC3\x9F/") << "failure" << true;
    // "xn--abc-" decodes to ASCII only (§4 step 4.1)
    QTest::newRow("ASCII-only A-label non-ASCII")
        << QByteArray("https://xn--abc-.\xC3\xA9/") << "failure" << true;
    // "xn---abc" is no valid Punycode (RFC 3492 §6.2: "-" is no digit)
    QTest::newRow("invalid Punycode non-ASCII")
        << QByteArray("https://xn---abc.\xC3\xA9/") << "failure" << true;
    // "xn--1ug" decodes to U+200D alone (CheckJoiners, RFC 5892 Appendix A.2)
    QTest::newRow("xn--1ug ASCII")
        << QByteArray("https://xn--1ug.example/") << "https://xn--1ug.example/" << true;
    QTest::newRow("xn--1ug non-ASCII")
        << QByteArray("https://xn--1ug.\xC3\xA9/") << "failure" << true;
    // "xn--zn7c" decodes to U+FFFD, which is disallowed
    QTest::newRow("xn--zn7c ASCII")
        << QByteArray("https://xn--zn7c.com/") << "https://xn--zn7c.com/" << true;
    QTest::newRow("xn--zn7c non-ASCII")
        << QByteArray("https://xn--zn7c.\xC3\xA9/") << "failure" << true;
    // "xn--xn---epa" decodes to "xn--\u00E9" (§4.1 criterion 4, which ICU 72 lacks)
    QTest::newRow("A-label of an xn-- label")
        << QByteArray("https://xn--xn---epa.\xC3\xA9/") << "failure" << true;
    // a valid A-label beside a U-label
    QTest::newRow("valid A-label non-ASCII")
        << QByteArray("https://\xC3\xA9.xn--zca/") << "https://xn--9ca.xn--zca/" << false;
    // UTS #46 §5 mapping changes of revision 33: U+1E9E to U+00DF, not "ss";
    // U+10A0 to U+2D00; U+2132 to U+214E; U+3164 ignored
    QTest::newRow("U+1E9E") << QByteArray("https://FA\xE1\xBA\x9E.de/") << "https://xn--fa-hia.de/"
                            << false;
    QTest::newRow("U+10A0") << QByteArray("https://\xE1\x82\xA0.example/")
                            << "https://xn--rkj.example/" << false;
    QTest::newRow("U+2132") << QByteArray("https://\xE2\x84\xB2.example/")
                            << "https://xn--73g.example/" << false;
    QTest::newRow("U+3164") << QByteArray("https://a\xE3\x85\xA4"
                                          "b.example/")
                            << "https://ab.example/" << false;
    // §4.1 criterion 9: "1.<U+064A>" is a Bidi domain name (RFC 5893 §1.4), so
    // RFC 5893 §2 applies to the label "1", which fails rule 1 (it begins with
    // EN, not L, R or AL); "a1" passes. (Node 20 checks only labels with an
    // RTL code point and accepts the first; whatwg-url fails it.)
    QTest::newRow("digit label in a Bidi domain name")
        << QByteArray("https://1.\xD9\x8A/") << "failure" << true;
    QTest::newRow("LTR label in a Bidi domain name")
        << QByteArray("https://a1.\xD9\x8A/") << "https://a1.xn--mhb/" << false;
}

void TstWhatwg::uts46()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, href);
    QFETCH(bool, reported);
    const std::string text = input.toStdString();
    const ParseResult r = uri::whatwg::parse(text);
    QCOMPARE(r.url ? QString::fromStdString(uri::whatwg::serialize(*r.url))
                   : QStringLiteral("failure"),
             href);
    const bool domainToAscii
        = std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [](const uri::Diagnostic &d) {
              return d.code == uri::DiagCode::WhatwgDomainToAscii;
          });
    QCOMPARE(domainToAscii, reported);
    // the host parser on its own says the same
    const std::size_t hostStart = text.find("//") + 2;
    const std::string host = text.substr(hostStart, text.find('/', hostStart) - hostStart);
    const uri::whatwg::HostResult h = uri::whatwg::parseHost(host);
    QCOMPARE(h.host.has_value(), r.url.has_value());
    // strict ToASCII (beStrict) fails exactly when the error is reported
    QCOMPARE(!uri::whatwg::domainToAscii(host, true).domain.has_value(), reported);
}

// ---------------------------------------------------------------------------
// The two views: RFC 3986 and the URL Standard on the same input

void TstWhatwg::views_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("differences");

    // the attacks the URL Standard's view exists for
    QTest::newRow("backslash before @")
        << QByteArray("https://evil.example\\@bank.example/") << "host-differs path-differs";
    QTest::newRow("slash backslash")
        << QByteArray("http:/\\evil.example/") << "host-differs path-differs";
    QTest::newRow("hex and short IPv4") << QByteArray("http://0x7f.1/") << "host-numeric";
    QTest::newRow("tab in the host") << QByteArray("http://a\tb.example/") << "host-differs";
    QTest::newRow("leading space") << QByteArray(" http://example.com/") << "scheme-differs";
    QTest::newRow("encoded dot segment") << QByteArray("http://h/a/%2e%2e/b") << "path-differs";
    QTest::newRow("space in the host") << QByteArray("http://exa mple.com/") << "whatwg-failure";
    // normalization only
    QTest::newRow("same") << QByteArray("https://example.com/a?b#c") << "";
    QTest::newRow("case, default port, dot segment") << QByteArray("HTTP://EXAMPLE.com:80/a/./b")
                                                     << "host-normalized port-normalized "
                                                        "path-normalized";
    QTest::newRow("empty path") << QByteArray("http://example.com") << "path-normalized";
    QTest::newRow("percent-encoding") << QByteArray("http://h/a b") << "path-normalized";
    QTest::newRow("other port") << QByteArray("http://h:8080/") << "";
    QTest::newRow("opaque path") << QByteArray("mailto:a@b") << "";
}

void TstWhatwg::views()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, differences);
    const std::string text = input.toStdString();
    QStringList names;
    for (const uri::whatwg::ViewDifference &d : uri::whatwg::compareViews(text)) {
        names << QString::fromStdString(std::string(uri::whatwg::viewDifferenceName(d.code)));
        QVERIFY(!d.message.empty());
    }
    QCOMPARE(names.join(QLatin1Char(' ')), differences);
}

// A huge input keeps at most kMaxDiagnostics, then says how many it dropped.
void TstWhatwg::tooManyDiagnostics()
{
    std::string text = "http://h/";
    for (std::size_t i = 0; i < 3 * uri::kMaxDiagnostics; ++i)
        text += "a>"; // ">" is no URL code point, and not adjacent to the next one
    const ParseResult r = uri::whatwg::parse(text);
    QVERIFY(r.url);
    QCOMPARE(r.diagnostics.size(), uri::kMaxDiagnostics + 1);
    QCOMPARE(r.diagnostics.back().code, uri::DiagCode::TooManyDiagnostics);
}

// What the command line and the Python module say of a base that is no URL:
// the last error, and the base escaped for display.
void TstWhatwg::baseRefusal()
{
    const auto refusal = [](const std::string &base) {
        return uri::whatwgBaseRefusal(base, uri::whatwg::parse(base));
    };
    QCOMPARE(refusal("http://h/"), std::string());
    QCOMPARE(refusal("nope"),
             std::string("'nope' is no URL: missing-scheme-non-relative-URL, The input has no "
                         "scheme (\"https:\", ...) and no base URL is given, so it cannot be a "
                         "relative reference."));
    // the control character stripped (a validation error only), the port refused
    QCOMPARE(refusal("http://a:99999/\x01"),
             std::string("'http://a:99999/\\x01' is no URL: port-out-of-range, The port is "
                         "greater than 65535."));
}

QTEST_APPLESS_MAIN(TstWhatwg)
#include "tst_whatwg.moc"
