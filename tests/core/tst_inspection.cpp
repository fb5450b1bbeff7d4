// One inspection of one input: each view parsed once, the analyses on the
// parsed views, the derived facts, the resolution against a base, and the
// one JSON object (docs/json.md).
#include "uriinspector/inspection.h"

#include "parse_test_support.h"
#include "syntax/detail/development.h"
#include "uriinspector/json.h"

#include <QtTest>

#include <cstdint>
#include <limits>

#include <random>

#include <string>

using namespace uri;

Q_DECLARE_METATYPE(uri::Spec)

namespace {

// RFC 3986 §3
constexpr const char *kRfc3986Example = "foo://example.com:8042/over/there?name=ferret#nose";

std::vector<std::string> texts(const Inspection &in, const std::vector<Span> &spans)
{
    std::vector<std::string> out;
    for (const Span &s : spans)
        out.emplace_back(in.text(s));
    return out;
}

// A JsonSink that builds the document a reader of jsonLine()'s text gets:
// each string as jsonStringValue() gives it.
class TreeSink final : public JsonSink
{
public:
    void open(char bracket) override
    {
        m_open.push_back({bracket == '{' ? Json::object() : Json::array(), std::move(m_key)});
    }
    void close(char) override
    {
        Open done = std::move(m_open.back());
        m_open.pop_back();
        m_key = std::move(done.key);
        put(std::move(done.value));
    }
    void member(std::string_view key) override { m_key = jsonStringValue(key); }
    void null() override { put(nullptr); }
    void boolean(bool value) override { put(value); }
    void integer(std::int64_t value) override { put(value); }
    void unsignedInteger(std::uint64_t value) override { put(value); }
    void floating(double value) override { put(value); }
    void string(std::string_view value) override { put(jsonStringValue(value)); }
    Json result;

private:
    struct Open
    {
        Json value;
        std::string key;
    };
    void put(Json v)
    {
        if (m_open.empty())
            result = std::move(v);
        else if (m_open.back().value.is_object())
            m_open.back().value[m_key] = std::move(v);
        else
            m_open.back().value.push_back(std::move(v));
    }
    std::vector<Open> m_open;
    std::string m_key;
};

} // namespace

class TstInspection : public QObject
{
    Q_OBJECT

private slots:
    void viewsOfRfc3986();
    void viewsOfOtherGenerations_data();
    void viewsOfOtherGenerations();
    void eachViewParsedOnce_data();
    void eachViewParsedOnce();
    void derivedFacts();
    void analysesFollowTheViews();
    void deepLimit();
    void resolution();
    void browserSplitIsConsistent_data();
    void browserSplitIsConsistent();
    void consistencyErrorFindsBrokenSpans();
    void json();
    void streamedParseJson();
    void jsonLineIsDump();
    void sinkIsTheText();
    void hostileInput();
};

void TstInspection::viewsOfRfc3986()
{
    const Inspection in = inspect(kRfc3986Example);
    QCOMPARE(in.bytes(), std::string_view(kRfc3986Example));
    QCOMPARE(in.syntax.spec, Spec::Rfc3986);
    QVERIFY(!in.rfc3986Split); // the syntax view is RFC 3986's
    QCOMPARE(&in.rfc3986(), &in.syntax);
    QVERIFY(in.browser && in.browser->url);
    QCOMPARE(in.browser->input.data(), in.input->data()); // one copy of the bytes
    QCOMPARE(in.syntax.input.data(), in.input->data());
    QCOMPARE(in.text(*in.syntax.host), std::string_view("example.com"));
    QCOMPARE(in.errors, 0);
    QVERIFY(in.deep && in.security && in.normalization);
    QCOMPARE(in.security->input.data(), in.input->data());

    // a copy shares the bytes, so its views stay valid
    const Inspection copy = in;
    QCOMPARE(copy.text(*copy.syntax.scheme), std::string_view("foo"));
}

void TstInspection::viewsOfOtherGenerations_data()
{
    QTest::addColumn<Spec>("spec");
    QTest::newRow("rfc2396") << Spec::Rfc2396;
    QTest::newRow("draft-01") << Spec::Draft01;
    QTest::newRow("rfc1808") << Spec::Rfc1808;
    QTest::newRow("rfc1630") << Spec::Rfc1630;
    QTest::newRow("whatwg") << Spec::Whatwg;
}

void TstInspection::viewsOfOtherGenerations()
{
    QFETCH(Spec, spec);
    InspectOptions options;
    options.spec = spec;
    const Inspection in = inspect("http://a/b;p?q#f", options);
    QCOMPARE(in.syntax.spec, spec);
    QVERIFY(in.rfc3986Split);
    QCOMPARE(in.rfc3986().spec, Spec::Rfc3986);
    QCOMPARE(in.rfc3986().input.data(), in.input->data());
    QVERIFY(in.security); // on RFC 3986's split and the browser's
    const security::ViewSummary &rfc3986 = in.security->views.rfc3986;
    QCOMPARE(rfc3986.part(rfc3986.path), std::optional<std::string_view>("/b;p"));
}

void TstInspection::eachViewParsedOnce_data()
{
    QTest::addColumn<Spec>("spec");
    QTest::addColumn<int>("syntaxParses");
    QTest::newRow("rfc3986") << Spec::Rfc3986 << 1;
    QTest::newRow("rfc3986-nonstrict") << Spec::Rfc3986NonStrict << 1;
    QTest::newRow("rfc2396") << Spec::Rfc2396 << 2; // its own split and RFC 3986's
    QTest::newRow("whatwg") << Spec::Whatwg << 1;   // RFC 3986's; the browser's is the split
}

void TstInspection::eachViewParsedOnce()
{
    using detail::Parser;
    if (!detail::kDevelopmentChecks)
        QSKIP("parses are counted in development builds only (no NDEBUG)");
    QFETCH(Spec, spec);
    QFETCH(int, syntaxParses);
    InspectOptions options;
    options.spec = spec;
    const std::uint64_t syntax = detail::parseCount(Parser::Syntax);
    const std::uint64_t whatwg = detail::parseCount(Parser::Whatwg);
    const Inspection in = inspect("https://user@www.example.com:8080/a/./b?q=%7e#f", options);
    QVERIFY(in.security && in.normalization);
    QCOMPARE(detail::parseCount(Parser::Syntax) - syntax, std::uint64_t(syntaxParses));
    QCOMPARE(detail::parseCount(Parser::Whatwg) - whatwg, std::uint64_t(1));
}

void TstInspection::derivedFacts()
{
    const Inspection in = inspect("https://www.Example.co.uk/a//b;c?x=1&y#f");
    QCOMPARE(texts(in, in.segments), (std::vector<std::string>{"a", "", "b;c"}));
    QCOMPARE(in.params.size(), std::size_t(2));
    QCOMPARE(in.text(in.params[0].key), std::string_view("x"));
    QVERIFY(!in.params[1].value); // "y": no "="
    QCOMPARE(texts(in, in.hostLabels), (std::vector<std::string>{"www", "Example", "co", "uk"}));
    // the registrable domain by the Public Suffix List, found in the host as written
    QVERIFY(in.registrableDomain);
    QCOMPARE(in.text(*in.registrableDomain), std::string_view("Example.co.uk"));

    // RFC 3986 §3.2.2: an IP address has no labels and no registrable domain
    const Inspection ip = inspect("http://10.0.0.1/");
    QVERIFY(ip.hostLabels.empty());
    QVERIFY(!ip.registrableDomain);
}

void TstInspection::analysesFollowTheViews()
{
    // RFC 3986 §7.6
    const Inspection in
        = inspect("ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm");
    QVERIFY(in.security);
    QCOMPARE(in.security->verdict, std::optional(security::Risk::High));
    QCOMPARE(in.security->destination.ip, std::optional<std::string>("10.0.0.1"));
    // the same as analysing the text on its own
    const security::Assessment alone = security::analyze(in.bytes());
    QCOMPARE(in.security->findings, alone.findings);
    QCOMPARE(in.normalization->normalized, normalize(in.bytes()).normalized);
}

void TstInspection::deepLimit()
{
    InspectOptions options;
    options.maxDeepBytes = 8;
    const Inspection in = inspect("http://example.com/", options);
    QVERIFY(!in.deep);
    QVERIFY(!in.security);
    QVERIFY(!in.normalization);
    QVERIFY(in.browser); // the views are always there
    QVERIFY(!in.registrableDomain);

    options = {};
    options.security = false;
    const Inspection shallow = inspect("http://example.com/", options);
    QVERIFY(shallow.deep && !shallow.security && shallow.normalization);

    // the browser's reading can be left out, unless the security analysis
    // or the URL Standard's split needs it
    options.browser = false;
    QVERIFY(!inspect("http://example.com/", options).browser);
    options.security = true;
    QVERIFY(inspect("http://example.com/", options).browser);
    options.security = false;
    options.spec = Spec::Whatwg;
    const Inspection browser = inspect("http://example.com/", options);
    QVERIFY(browser.browser);
    QCOMPARE(browser.syntax.host, (OptSpan{Span{7, 11}}));
}

void TstInspection::resolution()
{
    // RFC 3986 §5.4.1: "../g" against http://a/b/c/d;p?q is http://a/b/g
    InspectOptions options;
    options.base = "http://a/b/c/d;p?q";
    const Inspection in = inspect("../g", options);
    QCOMPARE(in.base, options.base);
    // every generation, then what a browser does (URL Standard §4.4)
    QCOMPARE(in.resolutions.size(), std::size_t(7));
    QVERIFY(in.resolution(Spec::Rfc3986));
    QCOMPARE(in.resolution(Spec::Rfc3986)->target, std::optional<std::string>("http://a/b/g"));
    QCOMPARE(in.resolutions, resolveWithBrowser(*options.base, "../g"));
    const ResolveResult *browser = in.resolution(Spec::Whatwg);
    QVERIFY(browser);
    QCOMPARE(browser->target, std::optional<std::string>("http://a/b/g"));
    QVERIFY(browser->trace.empty());

    // where a browser parts from RFC 3986: "%2e%2e" is a dot segment to it
    const ResolveResult dots
        = resolveBrowser("https://example.com/docs/v1/index.html", "/%2e%2e/secret");
    QCOMPARE(dots.target, std::optional<std::string>("https://example.com/secret"));
    QVERIFY(!dots.error);
    // a base or a reference it refuses: the error, and no target
    const ResolveResult badBase = resolveBrowser("not a base", "g");
    QVERIFY(!badBase.target);
    QCOMPARE(badBase.error->code, ResolveErrorCode::InvalidBase);
    const ResolveResult badReference = resolveBrowser("http://a/", "http://[::1");
    QVERIFY(!badReference.target);
    QCOMPARE(badReference.error->code, ResolveErrorCode::InvalidReference);
    QVERIFY(!badReference.error->message.empty());
    // a same-document reference
    QVERIFY(resolveBrowser("http://a/b?q#f", "#g").sameDocument);

    options.maxResolveBytes = 4;
    QVERIFY(inspect("../g", options).resolutions.empty()); // too long to trace
}

void TstInspection::browserSplitIsConsistent_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("rfc3986 example") << QByteArray(kRfc3986Example);
    QTest::newRow("backslash") << QByteArray("https://evil.example\\@bank.example/p");
    QTest::newRow("credentials") << QByteArray("http://u:p@[::1]:8080/a?b#c");
    QTest::newRow("tab") << QByteArray(" http://ex\tample.com/ ");
    QTest::newRow("opaque") << QByteArray("mailto:a@b");
    QTest::newRow("relative") << QByteArray("/a/b"); // failure without a base
    QTest::newRow("empty") << QByteArray();
}

void TstInspection::browserSplitIsConsistent()
{
    QFETCH(QByteArray, input);
    InspectOptions options;
    options.spec = Spec::Whatwg;
    const Inspection in = inspect(input.toStdString(), options);
    QVERIFY(in.browser);
    QCOMPARE(in.syntax, browserSplit(*in.browser, in.bytes()));
    QCOMPARE(consistencyError(in.syntax), std::string());
    QCOMPARE(whatwg::consistencyError(*in.browser), std::string());
}

void TstInspection::consistencyErrorFindsBrokenSpans()
{
    const std::string text = "http://host:80/p";
    ParseResult r = parse(text);
    QCOMPARE(consistencyError(r), std::string());
    ParseResult outside = r;
    outside.port = Span{14, 2}; // "/p": not in the authority
    QCOMPARE(consistencyError(outside),
             std::string("userinfo, host and port must lie inside the authority"));
    ParseResult beyond = r;
    beyond.fragment = Span{16, 1};
    QVERIFY(!consistencyError(beyond).empty());
    ParseResult typeless = r;
    typeless.hostType.reset();
    QVERIFY(!consistencyError(typeless).empty());
    ParseResult moved = r;
    moved.path = Span{13, 3}; // "0/p": overlaps the authority
    QVERIFY(!consistencyError(moved).empty());
}

void TstInspection::json()
{
    InspectOptions options;
    options.base = "http://a/b/c/d;p?q";
    const Inspection in = inspect("g?y#s", options);
    const Json j = inspectionJson(in);
    QCOMPARE(j["input"], Json("g?y#s"));
    QCOMPARE(j["spec"], Json("rfc3986"));
    Json parse = parseJson(in.syntax);
    parse.erase("input");
    parse.erase("spec");
    QCOMPARE(j["parse"], parse);
    QCOMPARE(j["parse"]["fragment"], Json("s"));
    QCOMPARE(j["verdict"], Json("none"));
    QCOMPARE(j["normalization"]["normalized"], Json("g?y#s"));
    // RFC 3986 §5.4.1
    QCOMPARE(j["resolution"]["target"], Json("http://a/b/c/g?y#s"));
    QVERIFY(j["resolution"]["trace"].is_array());

    // no analysis: no security fields; no base: no resolution
    InspectOptions bare;
    bare.security = bare.normalization = false;
    const Json b = inspectionJson(inspect("g", bare));
    QVERIFY(!b.contains("verdict"));
    QVERIFY(!b.contains("normalization"));
    QVERIFY(!b.contains("resolution"));
}

// appendParseJsonLine() writes the bytes of jsonLine(parseJson()) without
// building the document: over every table input under every generation,
// and over long inputs whose strings go in pieces (invalid UTF-8, controls,
// quotes, backslashes and multi-byte characters across the pieces' ends).
void TstInspection::streamedParseJson()
{
    std::vector<std::string> inputs;
    for (const char *file : {"parse_valid.tsv", "parse_invalid.tsv"}) {
        for (const uri::test::TsvRow &row : uri::test::readTsv(file))
            inputs.push_back(row.fields.value(0).toStdString());
    }
    const std::string mixed("a\"b\\c\x01\x7F\xC3\xA9\xE2\x80\xAE\xFF\xC3/%41;", 19);
    for (int copies : {3000, 60000}) {
        std::string path = "http://h/";
        std::string query = "?";
        for (int i = 0; i < copies; ++i) {
            path += mixed;
            query += "k=v&" + mixed.substr(static_cast<std::size_t>(i % 19), 5);
        }
        inputs.push_back(path + query + "#f");
    }
    int drained = 0;
    for (const std::string &input : inputs) {
        for (Spec spec : kAllSpecs) {
            if (!parseSupports(spec))
                continue;
            const ParseResult r = parse(input, spec);
            const std::string expected = jsonLine(parseJson(r));
            std::string whole;
            appendParseJsonLine(r, whole);
            QVERIFY2(whole == expected, input.substr(0, 200).c_str());
            std::string pieces;
            std::string out = "x";
            appendParseJsonLine(r, out, [&](std::string &o) {
                pieces += o;
                o.clear();
                ++drained;
            });
            QVERIFY2(pieces + out == "x" + expected, input.substr(0, 200).c_str());
        }
    }
    QVERIFY(drained > 0); // the long inputs were written in several pieces
}

// jsonLine() writes what json::dump(-1, ' ', false, replace) writes, and
// appendInspectionJson() the same bytes as jsonLine(inspectionJson()): over
// the inspection of every table input (every member an inspection has),
// every byte alone, random bytes (invalid UTF-8, controls, quotes), the
// multi-byte forms at their limits, and numbers at theirs.
// writeInspectionJson()'s values are what jsonLine()'s text reads back as,
// invalid UTF-8 included (the Python module makes its objects from them).
void TstInspection::sinkIsTheText()
{
    std::vector<std::string> inputs;
    for (const uri::test::TsvRow &row : uri::test::readTsv("parse_invalid.tsv"))
        inputs.push_back(row.fields.value(0).toStdString());
    for (const char *s : {"http://a\xFF\xFE/\xC0\xAF?\xED\xA0\x80#\xF4\x90\x80\x80",
                          "http://xn--80ak6aa92e.com/\x00\x1F\x7F\"\\",
                          "http://\xD0\xB0pple.com@evil.example/\xE2\x80\xAE"})
        inputs.emplace_back(s);
    std::mt19937 random(11); // a fixed seed: the same inputs on every run
    for (int n = 0; n < 300; ++n) {
        std::string s = "http://";
        for (std::size_t i = random() % 24; i > 0; --i)
            s += static_cast<char>(random() % 256);
        inputs.push_back(std::move(s));
    }
    InspectOptions options;
    options.base = "http://a/b/c/d;p?q";
    for (const std::string &input : inputs) {
        const Inspection in = inspect(input, options);
        TreeSink sink;
        writeInspectionJson(in, sink);
        const Json read = Json::parse(jsonLine(inspectionJson(in)));
        QVERIFY2(sink.result == read, input.c_str());
        // the members in the text's order
        QCOMPARE(QString::fromStdString(jsonLine(sink.result)),
                 QString::fromStdString(jsonLine(read)));
    }
    QCOMPARE(jsonStringValue("a\xFF"
                             "b"),
             std::string("a\xEF\xBF\xBD"
                         "b"));
    QCOMPARE(jsonStringValue("\xE2\x80\xAE"), std::string("\xE2\x80\xAE"));
}

void TstInspection::jsonLineIsDump()
{
    const auto same = [](const Json &v) {
        const std::string expected = v.dump(-1, ' ', false, Json::error_handler_t::replace) + "\n";
        const std::string line = jsonLine(v);
        if (line != expected)
            qWarning("jsonLine %s\ndump     %s", line.c_str(), expected.c_str());
        return line == expected;
    };
    std::vector<std::string> inputs;
    for (const char *file : {"parse_valid.tsv", "parse_invalid.tsv"}) {
        for (const uri::test::TsvRow &row : uri::test::readTsv(file))
            inputs.push_back(row.fields.value(0).toStdString());
    }
    // links with findings of every kind (tests/data/realworld/README.md)
    for (const char *file : {"phishing_combo.txt", "phishing_idn.txt"}) {
        QFile f(QStringLiteral(URI_TEST_DATA_DIR "/realworld/") + QLatin1String(file));
        QVERIFY(f.open(QIODevice::ReadOnly));
        for (int n = 0; n < 300 && !f.atEnd(); ++n)
            inputs.push_back(f.readLine().trimmed().toStdString());
    }
    InspectOptions options;
    options.base = "http://a/b/c/d;p?q";
    for (const std::string &input : inputs) {
        const Inspection in = inspect(input, options);
        const Json tree = inspectionJson(in);
        QVERIFY2(same(tree), input.c_str());
        // and the text written without the tree
        std::string text = "x";
        appendInspectionJson(in, text);
        QVERIFY2(text + '\n' == "x" + jsonLine(tree), input.c_str());
    }
    QVERIFY(inputs.size() > 800);

    std::vector<std::string> strings;
    for (int b = 0; b < 256; ++b)
        strings.emplace_back(1, static_cast<char>(b));
    // the limits of RFC 3629 §4: overlongs, surrogates, above U+10FFFF, cut short
    for (const char *s : {"\xC2\x80", "\xC1\xBF", "\xDF\xBF", "\xE0\xA0\x80", "\xE0\x9F\xBF",
                          "\xED\x9F\xBF", "\xED\xA0\x80", "\xEF\xBF\xBF", "\xF0\x90\x80\x80",
                          "\xF0\x8F\xBF\xBF", "\xF4\x8F\xBF\xBF", "\xF4\x90\x80\x80", "\xE2\x80",
                          "a\xE2\x80\xAE"
                          "b\x7F\\\"\x1F\x01\x08\x0C"})
        strings.emplace_back(s);
    std::mt19937 random(7); // a fixed seed: the same strings on every run
    for (int n = 0; n < 3000; ++n) {
        std::string s(random() % 24, '\0');
        for (char &c : s) {
            // half the bytes ASCII, the rest anywhere: runs, escapes and breaks
            const auto r = static_cast<unsigned>(random());
            c = static_cast<char>((r & 1) != 0 ? 0x20 + (r >> 1) % 0x60 : (r >> 1) % 256);
        }
        strings.push_back(std::move(s));
    }
    Json all = Json::array();
    for (const std::string &s : strings) {
        QVERIFY(same(Json(s)));
        Json object = Json::object();
        object[s] = s;
        QVERIFY(same(object));
        all.push_back(std::move(object));
    }
    QVERIFY(same(all));
    const Json numbers = {0,
                          -1,
                          std::numeric_limits<std::int64_t>::min(),
                          std::numeric_limits<std::int64_t>::max(),
                          std::numeric_limits<std::uint64_t>::max(),
                          0.1,
                          -0.0,
                          1e300,
                          std::numeric_limits<double>::quiet_NaN(),
                          true,
                          false,
                          nullptr,
                          Json::array(),
                          Json::object()};
    QVERIFY(same(numbers));
}

void TstInspection::hostileInput()
{
    // NUL, invalid UTF-8, a bidi override, and 1 MB of "@": every view, no crash
    std::string text("http://a\0b/\xFF\xE2\x80\xAE", 15);
    text += std::string(1 << 20, '@');
    const Inspection in = inspect(text);
    QCOMPARE(in.bytes().size(), text.size());
    QVERIFY(in.browser);
    QVERIFY(in.errors > 0);
    QCOMPARE(consistencyError(in.syntax), std::string());
    const std::string line = jsonLine(inspectionJson(in));
    QVERIFY(line.size() > text.size());
}

QTEST_APPLESS_MAIN(TstInspection)
#include "tst_inspection.moc"
