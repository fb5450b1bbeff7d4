// The URL Standard parser's fast path (performance): for every
// input it accepts, it must give exactly what the §4.4 state machine gives
// (URL record, spans, validation errors with their spans and messages,
// display host); and it takes the same inputs whether it scans 16 or 32 bytes
// at a time (syntax/detail/class_scan.h) or a byte or two at a time. Checked over the
// web-platform-tests inputs, every field of tests/data's tables, the two benchmark files and
// mutations of them.
#include "uriinspector/whatwg.h"

#include "whatwg/detail/whatwg_internal.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <fstream>
#include <iterator>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

using nlohmann::json;
using uri::whatwg::ParseResult;

std::string spanText(const uri::OptSpan &s)
{
    return s ? std::to_string(s->offset) + "+" + std::to_string(s->length) : "none";
}

// What differs between two results, or "" when they are the same.
std::string difference(const ParseResult &a, const ParseResult &b)
{
    if (a.input.data() != b.input.data() || a.input.size() != b.input.size())
        return "input";
    if (a.url != b.url)
        return "url: " + (a.url ? uri::whatwg::serialize(*a.url) : "failure") + " / "
               + (b.url ? uri::whatwg::serialize(*b.url) : "failure");
    if (a.kept != b.kept)
        return "kept";
    const uri::whatwg::UrlSpans &x = a.spans;
    const uri::whatwg::UrlSpans &y = b.spans;
    if (x != y) {
        return "spans: host " + spanText(x.host) + "/" + spanText(y.host) + " path "
               + spanText(x.path) + "/" + spanText(y.path) + " port " + spanText(x.port) + "/"
               + spanText(y.port) + " query " + spanText(x.query) + "/" + spanText(y.query)
               + " fragment " + spanText(x.fragment) + "/" + spanText(y.fragment);
    }
    if (a.diagnostics != b.diagnostics) {
        return "diagnostics: " + std::to_string(a.diagnostics.size()) + " / "
               + std::to_string(b.diagnostics.size());
    }
    if (a.displayHost() != b.displayHost())
        return "displayHost: " + std::string(a.displayHost()) + " / "
               + std::string(b.displayHost());
    if (a.baseFailed != b.baseFailed)
        return "baseFailed";
    return {};
}

std::vector<std::string> readLines(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::vector<std::string> lines;
    std::string line;
    while (std::getline(in, line)) {
        if (lines.empty() && line.rfind("\xEF\xBB\xBF", 0) == 0)
            line.erase(0, 3);
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        lines.push_back(line);
    }
    return lines;
}

// The wpt inputs and every tab-separated field of tests/data's tables.
std::vector<std::string> testDataInputs()
{
    std::vector<std::string> out;
    std::ifstream wpt(URI_TEST_DATA_DIR "/wpt_urltestdata.json");
    if (wpt) {
        for (const json &item : json::parse(wpt)) {
            if (item.is_object() && item.contains("input") && item["input"].is_string())
                out.push_back(item["input"].get<std::string>());
        }
    }
    for (const char *table :
         {"equivalent", "hosts", "normalize", "normalize_expectations", "parse_expectations",
          "parse_invalid", "parse_valid", "relativize", "resolve", "resolve_expectations"}) {
        for (const std::string &line :
             readLines(std::string(URI_TEST_DATA_DIR "/") + table + ".tsv")) {
            std::stringstream fields(line);
            std::string field;
            while (std::getline(fields, field, '\t'))
                out.push_back(field);
        }
    }
    return out;
}

std::vector<std::string> benchInputs(const char *name)
{
    return readLines(std::string(URI_BENCH_DATA_DIR "/") + name + ".txt");
}

// Texts put into an input to push it across the fast path's borders.
const std::vector<std::string> &insertions()
{
    static const std::vector<std::string> texts = {
        "%",    "%2",   "%41",  "%2e", "%2E%2e", "..",    ".",  "/",    "//",    "?", "#",
        "@",    ":",    ":8",   "[",   "]",      "\\",    "|",  "^",    "`",     "{", "\"",
        "'",    "<",    " ",    "\t",  "\n",     "_",     "-",  "0x",   "9",     "A", "\xC3\xA9",
        "\xFF", "xn--", "\x7F", "~",   ":65536", ":0443", "!",  "$",    "&",     "(", ")",
        "*",    "+",    ",",    ";",   "=",      "-.",    ".-", "a--b", "\"_\"",
    };
    return texts;
}

// Where to insert: the start, the end, and each place around a delimiter.
std::vector<std::size_t> insertionPoints(const std::string &s)
{
    std::set<std::size_t> points{0, s.size()};
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (std::string_view(":/?#.@").find(s[i]) != std::string_view::npos) {
            points.insert(i);
            points.insert(i + 1);
        }
    }
    return {points.begin(), points.end()};
}

} // namespace

class TstWhatwgFast : public QObject
{
    Q_OBJECT

private:
    // Compare both paths on @p input; counts the inputs the fast path took.
    void compare(const std::string &input, std::size_t &fast, std::size_t &failures)
    {
        ParseResult viaFast;
        const bool took = uri::whatwg::detail::parseFast(input, viaFast);
        const ParseResult viaMachine = uri::whatwg::detail::parseStateMachine(input);
        const ParseResult viaParse = uri::whatwg::parse(input);
        std::string why;
        if (took) {
            ++fast;
            why = difference(viaFast, viaMachine);
        } else if (viaFast.url || !viaFast.diagnostics.empty() || viaFast.spans.host) {
            why = "the fast path declined but wrote a result";
        }
        if (why.empty())
            why = difference(viaParse, viaMachine);
        // the scans of 16 or 32 bytes at a time take what the byte scans take
        ParseResult viaBytes;
        const bool tookBytes = uri::whatwg::detail::parseFast(
            input, viaBytes, uri::whatwg::detail::FastScans::Bytes);
        if (why.empty() && tookBytes != took)
            why = took ? "the byte scans declined" : "only the byte scans took it";
        if (why.empty() && took)
            why = difference(viaFast, viaBytes);
        if (!why.empty() && ++failures <= 10)
            qWarning("%s: %s", input.c_str(), why.c_str());
    }

private slots:
    void exactResults()
    {
        const std::string input = "HTTPS://Www.Example.COM:0443/a/./b/%2E%2e/c|d?x'y<#z`%g";
        ParseResult r;
        QVERIFY(uri::whatwg::detail::parseFast(input, r));
        QVERIFY(r.url.has_value());
        QCOMPARE(uri::whatwg::serialize(*r.url),
                 std::string("https://www.example.com/a/c|d?x%27y%3C#z%60%g"));
        QCOMPARE(r.spans.scheme, uri::OptSpan(uri::Span{0, 5}));
        QCOMPARE(r.spans.host, uri::OptSpan(uri::Span{8, 15}));
        QCOMPARE(r.spans.port, uri::OptSpan(uri::Span{24, 4}));
        QCOMPARE(r.spans.path, uri::OptSpan(uri::Span{28, 17}));
        QCOMPARE(r.spans.query, uri::OptSpan(uri::Span{46, 4}));
        QCOMPARE(r.spans.fragment, uri::OptSpan(uri::Span{51, 4}));
        QCOMPARE(std::string(r.displayHost()), std::string("www.example.com"));
        // "|" in the path, "<" in the query, "`" in the fragment, "%g"
        QCOMPARE(r.diagnostics.size(), std::size_t{4});
        QCOMPARE(r.diagnostics[0].span, (uri::Span{43, 1}));
        QCOMPARE(r.diagnostics[0].rule, std::string_view("path state"));
        QCOMPARE(r.diagnostics[1].span, (uri::Span{49, 1}));
        QCOMPARE(r.diagnostics[1].rule, std::string_view("query state"));
        QCOMPARE(r.diagnostics[2].span, (uri::Span{52, 1}));
        QCOMPARE(r.diagnostics[3].span, (uri::Span{53, 1}));
        QCOMPARE(r.diagnostics[3].message,
                 std::string("\"%\" is not followed by two hexadecimal digits; it stays a "
                             "literal \"%\"."));
        QCOMPARE(difference(r, uri::whatwg::detail::parseStateMachine(input)), std::string());
    }

    void exactFileResults()
    {
        // file host state: "localhost" is the empty host; path state: "C|"
        // becomes "C:", and ".." does not remove a lone drive letter (§4.2)
        const std::string input = "file://LocalHost/C|/a/../../b";
        ParseResult r;
        QVERIFY(uri::whatwg::detail::parseFast(input, r));
        QVERIFY(r.url.has_value());
        QCOMPARE(uri::whatwg::serialize(*r.url), std::string("file:///C:/b"));
        QCOMPARE(r.url->host, std::optional<uri::whatwg::Host>(uri::whatwg::Host{}));
        QCOMPARE(r.spans.host, uri::OptSpan(uri::Span{7, 9}));
        QCOMPARE(r.spans.path, uri::OptSpan(uri::Span{16, 13}));
        QCOMPARE(std::string(r.displayHost()), std::string());
        // "|" is not a URL code point
        QCOMPARE(r.diagnostics.size(), std::size_t{1});
        QCOMPARE(r.diagnostics[0].span, (uri::Span{18, 1}));
        QCOMPARE(difference(r, uri::whatwg::detail::parseStateMachine(input)), std::string());
    }

    void exactFilePathCopied()
    {
        // a file URL whose plain path is its serialization is copied whole;
        // "C:" is a Windows drive letter the path state leaves as it is
        // (URL Standard §4.4 path state, step 1.4.1)
        for (const std::string input : {"file://benchmark/v8/get-stats.js", "file:///C:/a/b.txt",
                                        "file://h/c:", "file://h"}) {
            ParseResult r;
            QVERIFY(uri::whatwg::detail::parseFast(input, r));
            QVERIFY(r.url.has_value());
            QCOMPARE(difference(r, uri::whatwg::detail::parseStateMachine(input)), std::string());
        }
        ParseResult drive;
        QVERIFY(uri::whatwg::detail::parseFast("file:///C:/a/b.txt", drive));
        QCOMPARE(drive.url->path.str(), std::string("/C:/a/b.txt"));
        ParseResult empty;
        QVERIFY(uri::whatwg::detail::parseFast("file://h", empty));
        QCOMPARE(empty.url->path.str(), std::string("/"));
    }

    void exactBackslashResults()
    {
        // path start and path states: a special URL's "\" is a "/" and
        // reported; a space is percent-encoded and reported (URL Standard §4.4)
        const std::string input = "http://example.com\\a b\\c?d\\e f#g\\h i";
        ParseResult r;
        QVERIFY(uri::whatwg::detail::parseFast(input, r));
        QVERIFY(r.url.has_value());
        QCOMPARE(uri::whatwg::serialize(*r.url),
                 std::string("http://example.com/a%20b/c?d\\e%20f#g\\h%20i"));
        QCOMPARE(r.spans.path, uri::OptSpan(uri::Span{18, 6}));
        QCOMPARE(r.diagnostics.size(), std::size_t{7});
        QCOMPARE(r.diagnostics[0].code, uri::DiagCode::WhatwgInvalidReverseSolidus);
        QCOMPARE(r.diagnostics[0].span, (uri::Span{18, 1}));
        QCOMPARE(r.diagnostics[0].rule, std::string_view("path start state"));
        QCOMPARE(r.diagnostics[2].code, uri::DiagCode::WhatwgInvalidReverseSolidus);
        QCOMPARE(r.diagnostics[2].span, (uri::Span{22, 1}));
        QCOMPARE(r.diagnostics[2].rule, std::string_view("path state"));
        QCOMPARE(difference(r, uri::whatwg::detail::parseStateMachine(input)), std::string());
    }

    void exactStd3HostResults()
    {
        // URL Standard §3.3: an ASCII domain with "_" fails strict UTS #46
        // ToASCII (UseSTD3ASCIIRules) and is still accepted, lowercased
        const std::string input = "https://Angels_Nest0.tripod.com/x";
        ParseResult r;
        QVERIFY(uri::whatwg::detail::parseFast(input, r));
        QVERIFY(r.url.has_value());
        QCOMPARE(uri::whatwg::serialize(*r.url), std::string("https://angels_nest0.tripod.com/x"));
        QCOMPARE(std::string(r.displayHost()), std::string("angels_nest0.tripod.com"));
        QCOMPARE(r.diagnostics.size(), std::size_t{1});
        QCOMPARE(r.diagnostics[0].code, uri::DiagCode::WhatwgDomainToAscii);
        QCOMPARE(r.diagnostics[0].span, (uri::Span{8, 23}));
        QCOMPARE(difference(r, uri::whatwg::detail::parseStateMachine(input)), std::string());
    }

    void declines_data()
    {
        QTest::addColumn<QString>("input");
        QTest::newRow("file drive letter host") << "file://C:/x";
        QTest::newRow("file drive letter host, bar") << "file://c|/x";
        QTest::newRow("file backslash") << "file:\\\\host\\x";
        QTest::newRow("not special") << "mailto:a@example.com";
        QTest::newRow("no slashes") << "http:example.com";
        QTest::newRow("third slash") << "http:///example.com";
        QTest::newRow("credentials") << "http://user@example.com/";
        QTest::newRow("credentials with colon") << "http://user:pw@example.com/";
        QTest::newRow("ipv4") << "http://127.0.0.1/";
        QTest::newRow("ends in a hex number") << "http://a.0x1f/";
        QTest::newRow("ipv6") << "http://[::1]/";
        QTest::newRow("underscore, hyphen last") << "http://a_b-.example/";
        QTest::newRow("underscore, empty label") << "http://a_b..example/";
        QTest::newRow("percent in host") << "http://a%41.example/";
        QTest::newRow("trailing dot") << "http://example.com./";
        QTest::newRow("punycode") << "http://xn--n3h.example/";
        QTest::newRow("empty host") << "http://:80/";
        QTest::newRow("bad port") << "http://example.com:8a/";
        QTest::newRow("port too big") << "http://example.com:65536/";
        QTest::newRow("backslash slashes") << "http:\\\\example.com\\path";
        QTest::newRow("trailing space") << "http://example.com/a ";
        QTest::newRow("tab") << "http://example.com/a\tb";
        QTest::newRow("leading space") << " http://example.com/";
        QTest::newRow("non-ASCII") << "http://example.com/\u00e9";
    }

    void declines()
    {
        QFETCH(QString, input);
        const std::string text = input.toStdString();
        ParseResult r;
        QVERIFY(!uri::whatwg::detail::parseFast(text, r));
        QVERIFY(!r.url.has_value());
        QVERIFY(r.diagnostics.empty());
    }

    void sameAsStateMachine()
    {
        std::size_t fast = 0;
        std::size_t failures = 0;
        std::size_t total = 0;
        for (const std::string &input : testDataInputs()) {
            compare(input, fast, failures);
            ++total;
        }
        QVERIFY(total > 1500);
        QVERIFY(fast > 200);
        for (const char *file : {"kasztp", "node_files"}) {
            for (const std::string &input : benchInputs(file)) {
                compare(input, fast, failures);
                ++total;
            }
        }
        QCOMPARE(failures, std::size_t{0});
        qInfo("fast path: %zu of %zu inputs", fast, total);
        // the two files hold 91,295 lines; most take the fast path
        QVERIFY(total > 90000);
        QVERIFY(fast > 80000);
    }

    // The places the scans of 16 or 32 bytes at a time look for, at every
    // place of a block and across two: labels of 0, 1, 62, 63 and 64 octets
    // (RFC 1034 §3.5: 63 at most), a capital, a hyphen, "_"; slashes, "\\",
    // "%", a space, "?" and the dot segments (§4.1: ".", "..", and ".x", which
    // is none) in a path of up to 40 segments, a segment beginning in every
    // place of a block.
    void blockBorders()
    {
        std::size_t fast = 0;
        std::size_t failures = 0;
        std::size_t total = 0;
        // the host is read 16 or 32 bytes at a time from byte 8 on: a lead of
        // up to 40 puts each of its dots at each place of two blocks
        for (std::size_t lead = 0; lead <= 40; ++lead) {
            for (const std::size_t length : {0u, 1u, 62u, 63u, 64u}) {
                for (const char *odd : {"", "A", "-", "_", "."}) {
                    const std::string label = std::string(length, 'b') + odd;
                    for (const std::string &host :
                         {std::string(lead, 'a') + "." + label + ".example",
                          std::string(lead, 'a') + label, label + "." + std::string(lead, 'c')}) {
                        compare("https://" + host + "/p", fast, failures);
                        compare("https://" + host, fast, failures);
                        total += 2;
                    }
                }
            }
        }
        // inputs of 16 to 31 bytes, read in blocks of 16: an empty label on
        // each side of the first block's end ("ws://" puts the host at byte 5)
        for (std::size_t lead = 0; lead <= 22; ++lead) {
            for (const char *rest : {"..b", ".b..c", "b.", "-.b", ".b.c"}) {
                compare("ws://" + std::string(lead, 'a') + rest, fast, failures);
                ++total;
            }
        }
        for (std::size_t segments = 1; segments <= 40; ++segments) {
            for (const char *odd : {"", "\\", "%41", " ", "?q", "#f", "%", "`", ".", "..", ".x"}) {
                for (std::size_t at = 0; at < segments; ++at) {
                    std::string path;
                    for (std::size_t s = 0; s < segments; ++s)
                        path += "/" + std::string(s % 3, 'x') + (s == at ? odd : "");
                    compare("http://example.com" + path, fast, failures);
                    ++total;
                }
            }
        }
        QCOMPARE(failures, std::size_t{0});
        qInfo("fast path: %zu of %zu inputs", fast, total);
        QVERIFY(fast > total / 2);
    }

    // Inserting into an input the fast path takes is what moves it across
    // the border; an input it declines mostly stays declined.
    void mutations()
    {
        std::set<std::string> sources;
        std::vector<std::string> candidates = testDataInputs();
        for (const char *file : {"kasztp", "node_files"}) {
            const std::vector<std::string> lines = benchInputs(file);
            for (std::size_t i = 0; i < lines.size(); i += 500)
                candidates.push_back(lines[i]);
        }
        for (const std::string &candidate : candidates) {
            ParseResult r;
            if (uri::whatwg::detail::parseFast(candidate, r))
                sources.insert(candidate);
        }
        QVERIFY(sources.size() > 300);
        std::size_t fast = 0;
        std::size_t failures = 0;
        for (const std::string &source : sources) {
            for (const std::size_t at : insertionPoints(source)) {
                for (const std::string &text : insertions()) {
                    std::string input = source;
                    input.insert(at, text);
                    compare(input, fast, failures);
                }
            }
        }
        QCOMPARE(failures, std::size_t{0});
        qInfo("fast path: %zu mutations of %zu inputs", fast, sources.size());
        QVERIFY(fast > 20000);
    }
};

QTEST_APPLESS_MAIN(TstWhatwgFast)
#include "tst_whatwg_fast.moc"
