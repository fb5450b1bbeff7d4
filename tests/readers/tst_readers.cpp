// The readers layer (readers/include/uriinspector/readers.h): what real URL
// libraries read, the comparison with the browser's reading, and P11.
//
// Two kinds of rows:
// - published confusions, asserted by hand from their sources (the papers,
//   the libraries' own reports, the RFC texts): docs/readers.md, "Published
//   confusions", names each;
// - what each linked library actually returns on every row of that file,
//   recorded in tests/data/readers_expectations.jsonl with the libraries'
//   versions. A library update that changes a reading fails here with both
//   versions named; regenerate on purpose with URI_READERS_REGENERATE=1.
#include "readers_test_support.h"

#include "uriinspector/json.h"
#include "uriinspector/qurl_reader.h"
#include "uriinspector/readers_json.h"

#include <QFile>
#include <QTest>

#include <fstream>
#include <sstream>
#include <stdexcept>

using namespace uri;
using namespace uri::readers;
using namespace uri::readers_test;

namespace {

const char *const kExpectations = URI_TEST_DATA_DIR "/readers_expectations.jsonl";

const std::vector<std::unique_ptr<Reader>> &everyReader()
{
    static const auto readers = allReaders(Spec::Rfc3986);
    return readers;
}

Matrix readEvery(std::string_view text)
{
    return readAll(text, pointers(everyReader()));
}

// {library: version} of every reader.
Json versions()
{
    Json j = Json::object();
    for (const auto &r : everyReader())
        j[r->identity().library] = r->identity().version;
    return j;
}

void regenerate()
{
    std::ofstream out(kExpectations, std::ios::binary);
    Json header = Json::object();
    header["generated_by"] = "URI_READERS_REGENERATE=1 tst_readers";
    header["versions"] = versions();
    out << header.dump() << "\n";
    for (const Case &c : loadCases()) {
        const Matrix m = readEvery(c.input);
        Json row = Json::object();
        row["input"] = c.escaped;
        Json readings = Json::object();
        for (const Reading &r : m.readings)
            readings[r.id] = sanitized(recorded(r));
        row["readings"] = std::move(readings);
        out << row.dump() << "\n";
    }
}

std::string describe(const Json &reading)
{
    return reading.dump();
}

} // namespace

class TstReaders : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void expectations_data();
    void expectations();
    void publishedConfusions_data();
    void publishedConfusions();
    void p11Findings();
    void agreeingLink();
    void curlNonSupportScheme();
    void versionsAtRunTime();
    void throwingReader();
    void hostileInput();
    void tenMegabytes();
    void json();
    void addFindingRaisesVerdict();
};

void TstReaders::initTestCase()
{
    if (qEnvironmentVariableIsSet("URI_READERS_REGENERATE")) {
        regenerate();
        // compared with what was just written, nothing could fail: the
        // comparison is the next run's, after the diff is reviewed
        QSKIP("tests/data/readers_expectations.jsonl regenerated: review its diff, then run "
              "again without URI_READERS_REGENERATE");
    }
    QVERIFY2(QFile::exists(kExpectations), "tests/data/readers_expectations.jsonl is missing");
}

void TstReaders::expectations_data()
{
    QTest::addColumn<QString>("escaped");
    QTest::addColumn<QString>("source");
    for (const Case &c : loadCases())
        QTest::newRow(c.escaped.c_str())
            << QString::fromStdString(c.escaped) << QString::fromStdString(c.source);
}

// What each library returns, against what it returned when recorded.
void TstReaders::expectations()
{
    QFETCH(QString, escaped);
    std::ifstream in(kExpectations);
    std::string line;
    std::getline(in, line);
    const Json header = Json::parse(line);
    std::optional<Json> row;
    while (std::getline(in, line)) {
        Json j = Json::parse(line);
        if (j["input"] == escaped.toStdString()) {
            row = std::move(j);
            break;
        }
    }
    QVERIFY2(row.has_value(),
             "no expectation recorded for this row: regenerate (URI_READERS_REGENERATE=1)");
    const Matrix m = readEvery(unescape(escaped.toStdString()));
    const Json &expected = (*row)["readings"];
    for (const Reading &r : m.readings) {
        const Json now = sanitized(recorded(r));
        const Json was = expected.contains(r.id) ? expected[r.id] : Json(nullptr);
        if (now == was)
            continue;
        const std::string then = header["versions"].value(r.library, std::string("?"));
        const std::string message = r.label() + " (" + r.id + ") now reads " + describe(now)
                                    + "; recorded with " + r.library + " " + then + ": "
                                    + describe(was)
                                    + ". If the library changed on purpose, regenerate "
                                      "tests/data/readers_expectations.jsonl with "
                                      "URI_READERS_REGENERATE=1 and review its diff.";
        QFAIL(message.c_str());
    }
    // and no reading was lost (CURLU_NON_SUPPORT_SCHEME's is dropped where it
    // equals the default one, on both sides)
    for (const auto &[id, value] : expected.items()) {
        const std::string message = "the reading of " + id + " is gone";
        QVERIFY2(m.find(id) != nullptr, message.c_str());
    }
}

void TstReaders::publishedConfusions_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QString>("host"); // "(error)", "(none)" or the host in the reader's words
    const auto row = [](const char *name, const char *input, const char *reader, const char *host) {
        QTest::newRow(name) << QString::fromUtf8(input) << reader << QString::fromUtf8(host);
    };
    // Orange Tsai 2017: a browser takes the last "@" (URL Standard §4.4,
    // authority state); Boost.URL takes the first and reads the rest as a
    // path (docs/readers.md: Boost.URL's "Incorrect port number validation")
    row("orange several @, browser", "http://foo@evil.com:80@google.com/", "whatwg", "google.com");
    row("orange several @, Boost.URL", "http://foo@evil.com:80@google.com/", "boost-url",
        "evil.com");
    row("orange several @, libcurl", "http://foo@evil.com:80@google.com/", "curl", "(error)");
    // Orange Tsai 2017: "#" ends the authority for everyone
    row("orange # @, browser", "http://google.com#@evil.com/", "whatwg", "google.com");
    row("orange # @, libcurl", "http://google.com#@evil.com/", "curl", "google.com");
    row("orange # @, uriparser", "http://google.com#@evil.com/", "uriparser", "google.com");
    // the backslash: a slash to a browser (URL Standard §4.4, special
    // authority ignore slashes), userinfo to the RFC 3986 readers that accept
    // it (docs/readers.md: the url-parse and League URI reports)
    row("backslash, browser", "http://attacker.com\\@google.com", "whatwg", "attacker.com");
    row("backslash, libcurl", "http://attacker.com\\@google.com", "curl", "google.com");
    row("backslash, QUrl tolerant", "http://attacker.com\\@google.com", "qurl-tolerant",
        "google.com");
    row("backslash, uriparser", "http://attacker.com\\@google.com", "uriparser", "(error)");
    // CVE-2018-3774 (docs/readers.md): whatwg-url reads google.com
    row("CVE-2018-3774, browser", "http://google.com:80\\\\@yahoo.com/#what\\\\is going on",
        "whatwg", "google.com");
    // three slashes: a special URL skips them (URL Standard §4.4), libcurl too
    // (docs/readers.md: curl's empty-authority report), RFC 3986 reads an
    // empty authority
    row("three slashes, browser", "http:///foo.com/path", "whatwg", "foo.com");
    row("three slashes, libcurl", "http:///foo.com/path", "curl", "foo.com");
    row("three slashes, RFC 3986", "http:///foo.com/path", "rfc3986", "");
    row("three slashes, Boost.URL", "http:///foo.com/path", "boost-url", "");
    // the URL Standard's IPv4 parser reads hex and short forms (§3.5);
    // libcurl normalises them too; the RFC 3986 readers keep the spelling
    row("hex IPv4, browser", "http://0x7f.1/", "whatwg", "127.0.0.1");
    row("hex IPv4, libcurl", "http://0x7f.1/", "curl", "127.0.0.1");
    row("hex IPv4, uriparser", "http://0x7f.1/", "uriparser", "0x7f.1");
    // RFC 3986 §7.6: everyone reads 10.0.0.1
    row("RFC 3986 7.6, browser", "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
        "whatwg", "10.0.0.1");
    row("RFC 3986 7.6, uriparser",
        "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm", "uriparser",
        "10.0.0.1");
    // RFC 3986 §3.2.2: brackets are part of the host; uriparser and QUrl
    // give the address without them
    row("IPv6, browser", "ldap://[2001:db8::7]/c=GB?objectClass?one", "whatwg", "[2001:db8::7]");
    row("IPv6, Boost.URL", "ldap://[2001:db8::7]/c=GB?objectClass?one", "boost-url",
        "[2001:db8::7]");
    row("IPv6, uriparser", "ldap://[2001:db8::7]/c=GB?objectClass?one", "uriparser", "2001:db8::7");
    row("IPv6, QUrl", "ldap://[2001:db8::7]/c=GB?objectClass?one", "qurl-strict", "2001:db8::7");
}

void TstReaders::publishedConfusions()
{
    QFETCH(QString, input);
    QFETCH(QString, reader);
    QFETCH(QString, host);
    const Matrix m = readEvery(input.toStdString());
    const Reading *r = m.find(reader.toStdString());
    QVERIFY(r != nullptr);
    if (host == QLatin1String("(error)")) {
        QCOMPARE(outcomeName(r->outcome), std::string_view("error"));
        QVERIFY(!r->error.empty());
        return;
    }
    QCOMPARE(outcomeName(r->outcome), std::string_view("read"));
    const std::optional<std::string> &h = r->part(Component::Host);
    QCOMPARE(QString::fromStdString(h.value_or("(none)")), host);
}

void TstReaders::p11Findings()
{
    // Boost.URL reads evil.com, the browser google.com: high
    Matrix m = readEvery("http://foo@evil.com:80@google.com/");
    QVERIFY(m.finding.has_value());
    QCOMPARE(m.finding->id, std::string_view("P11"));
    QCOMPARE(m.finding->name, std::string_view("readers-disagree"));
    QCOMPARE(m.finding->severity, security::Risk::High);
    QCOMPARE(m.finding->message,
             std::string("URL libraries disagree on the host: google.com (URL Standard); "
                         "evil.com (Boost.URL)"));
    // the span: RFC 3986's authority, "foo@evil.com:80@google.com"
    QCOMPARE(m.finding->span.offset, std::size_t(7));
    QCOMPARE(m.finding->span.length, std::size_t(26));
    QCOMPARE(m.find("boost-url")->difference(Component::Host), Difference::Meaning);
    QCOMPARE(m.find("boost-url")->difference(Component::Port), Difference::Spelling);

    // one of the hosts is loopback: critical
    m = readEvery("http://foo@127.0.0.1:80@google.com/");
    QVERIFY(m.finding.has_value());
    QCOMPARE(m.finding->severity, security::Risk::Critical);
    QCOMPARE(m.finding->message,
             std::string("URL libraries disagree on the host: google.com (URL Standard); "
                         "127.0.0.1 (Boost.URL); 127.0.0.1 is loopback"));

    // a reader that sees no host where a browser goes somewhere
    m = readEvery("http:///foo.com/path");
    QVERIFY(m.finding.has_value());
    QCOMPARE(m.finding->message,
             std::string("URL libraries disagree on the host: foo.com (URL Standard, "
                         "libcurl); (no host) (RFC 3986, uriparser, Boost.URL, QUrl "
                         "(TolerantMode), QUrl (StrictMode))"));

    // the same host in other spellings is no disagreement
    QVERIFY(!readEvery("http://0x7f.1/").finding.has_value());
    QCOMPARE(readEvery("http://0x7f.1/").find("uriparser")->difference(Component::Host),
             Difference::Spelling);
    QVERIFY(!readEvery("HTTP://www.EXAMPLE.com:80/a/./b/../%63/%7bfoo%7d").finding);
    QVERIFY(!readEvery("https://b\xC3\xBC"
                       "cher.example/")
                 .finding);
    // a non-special URL without a host, read the same by all
    QVERIFY(!readEvery("mailto:John.Doe@example.com").finding);
    // readers that fail do not disagree: the two that read it read 2.2.2.2
    QVERIFY(!readEvery("http://1.1.1.1 &@2.2.2.2# @3.3.3.3/").finding.has_value());
}

// An ordinary link: every library reads it, and the same way.
void TstReaders::agreeingLink()
{
    const Matrix m = readEvery("https://example.com/a/b?c=d#e");
    QVERIFY(!m.finding.has_value());
    QCOMPARE(m.readings.size(), std::size_t(7)); // no CURLU_NON_SUPPORT_SCHEME row
    for (const Reading &r : m.readings) {
        QCOMPARE(outcomeName(r.outcome), std::string_view("read"));
        QCOMPARE(r.part(Component::Host).value_or(""), std::string("example.com"));
        QCOMPARE(r.part(Component::Path).value_or(""), std::string("/a/b"));
        QCOMPARE(r.part(Component::Query).value_or(""), std::string("c=d"));
        QCOMPARE(r.part(Component::Fragment).value_or(""), std::string("e"));
        QVERIFY(!r.part(Component::Port).has_value());
        QVERIFY(!r.part(Component::Userinfo).has_value());
        for (const Component c : kComponents)
            QCOMPARE(r.difference(c), Difference::Same);
    }
    QVERIFY(m.browser() != nullptr);
    QCOMPARE(m.browser()->id, std::string("whatwg"));
}

// CURLU_NON_SUPPORT_SCHEME: shown only where it reads otherwise.
void TstReaders::curlNonSupportScheme()
{
    const Matrix m = readEvery("foo://example.com/x");
    const Reading *curl = m.find("curl");
    const Reading *any = m.find("curl-any-scheme");
    QVERIFY(curl != nullptr && any != nullptr);
    QCOMPARE(outcomeName(curl->outcome), std::string_view("error"));
    QCOMPARE(curl->error, std::string("Unsupported URL scheme (CURLUcode 5)"));
    QCOMPARE(outcomeName(any->outcome), std::string_view("read"));
    QCOMPARE(any->part(Component::Host).value_or(""), std::string("example.com"));
    QVERIFY(readEvery("http://example.com/").find("curl-any-scheme") == nullptr);
}

void TstReaders::versionsAtRunTime()
{
    const Matrix m = readEvery("http://a/");
    for (const Reading &r : m.readings) {
        QVERIFY2(!r.version.empty(), r.id.c_str());
        QVERIFY2(!r.library.empty(), r.id.c_str());
        QVERIFY2(!r.mode.empty(), r.id.c_str());
    }
    QCOMPARE(QString::fromStdString(m.find("qurl-strict")->version),
             QString::fromLatin1(qVersion()));
}

namespace {

class ThrowingReader final : public Reader
{
public:
    ThrowingReader()
        : Reader([] {
            Reading r;
            r.id = "throws";
            r.name = r.library = "a reader that throws";
            return r;
        }())
    {}
    Reading read(std::string_view) const override { throw std::runtime_error("out of luck"); }
};

} // namespace

// A reader that throws never breaks the others.
void TstReaders::throwingReader()
{
    const auto standard = standardReaders();
    const ThrowingReader thrower;
    std::vector<const Reader *> list = pointers(standard);
    list.insert(list.begin() + 1, &thrower);
    const Matrix m = readAll("http://foo@evil.com:80@google.com/", list);
    const Reading *r = m.find("throws");
    QVERIFY(r != nullptr);
    QCOMPARE(outcomeName(r->outcome), std::string_view("error"));
    QCOMPARE(r->error, std::string("the reader failed: out of luck"));
    QCOMPARE(m.find("whatwg")->part(Component::Host).value_or(""), std::string("google.com"));
    QVERIFY(m.finding.has_value());
}

// NUL bytes and bytes that are not UTF-8: each reader reads or says why not.
void TstReaders::hostileInput()
{
    const std::string nul("http://a\0b.example/", 19);
    Matrix m = readEvery(nul);
    QCOMPARE(outcomeName(m.find("curl")->outcome), std::string_view("refused"));
    QCOMPARE(m.find("curl")->error,
             std::string("not given to curl_url_set(): it takes a C string, which the NUL byte "
                         "at 8 would end"));
    QCOMPARE(outcomeName(m.find("uriparser")->outcome), std::string_view("error"));
    QCOMPARE(m.find("uriparser")->error, std::string("URI_ERROR_SYNTAX at byte 8"));
    for (const Reading &r : m.readings)
        QVERIFY2(r.outcome == Outcome::Read || !r.error.empty(), r.id.c_str());

    m = readEvery("http://a\xFF"
                  "b.example/");
    QCOMPARE(outcomeName(m.find("qurl-tolerant")->outcome), std::string_view("refused"));
    QCOMPARE(m.find("qurl-tolerant")->error,
             std::string("not given to QUrl: it reads text (QString), and these bytes are not "
                         "UTF-8"));
    for (const Reading &r : m.readings)
        QVERIFY2(r.outcome == Outcome::Read || !r.error.empty(), r.id.c_str());
}

// 10 MB: every reader gives a reading or its words (no timing asserted:
// speed is bench/'s).
void TstReaders::tenMegabytes()
{
    std::string big = "http://example.com/";
    big.append(10 * 1024 * 1024, 'a');
    const Matrix m = readEvery(big);
    QCOMPARE(m.readings.size(), std::size_t(7));
    for (const Reading &r : m.readings)
        QVERIFY2(r.outcome == Outcome::Read || !r.error.empty(), r.id.c_str());
    QCOMPARE(m.find("whatwg")->part(Component::Path)->size(), std::size_t(10 * 1024 * 1024 + 1));
    QVERIFY(!m.finding.has_value());
}

void TstReaders::json()
{
    const Matrix m = readEvery("http://foo@evil.com:80@google.com/");
    const Json j = matrixJson(m);
    QCOMPARE(j["browser"].get<std::string>(), std::string("whatwg"));
    QCOMPARE(j["disagree"].get<bool>(), true);
    QCOMPARE(j["finding"]["id"].get<std::string>(), std::string("P11"));
    QCOMPARE(j["finding"]["severity"].get<std::string>(), std::string("high"));
    QCOMPARE(j["finding"]["view"].get<std::string>(), std::string("readers"));
    const Json *boost = nullptr;
    for (const Json &r : j["readings"]) {
        if (r["id"] == "boost-url")
            boost = &r;
    }
    QVERIFY(boost != nullptr);
    QCOMPARE((*boost)["host"].get<std::string>(), std::string("evil.com"));
    QCOMPARE((*boost)["path"].get<std::string>(), std::string("@google.com/"));
    QVERIFY((*boost)["query"].is_null());
    QCOMPARE((*boost)["differs"]["host"].get<std::string>(), std::string("meaning"));
    QCOMPARE((*boost)["differs"]["port"].get<std::string>(), std::string("spelling"));
    QVERIFY(!(*boost)["differs"].contains("scheme"));
    QCOMPARE((*boost)["outcome"].get<std::string>(), std::string("read"));
}

void TstReaders::addFindingRaisesVerdict()
{
    const std::string text = "http://foo@127.0.0.1:80@google.com/";
    security::Assessment a = security::analyze(text);
    const std::size_t before = a.findings.size();
    const Matrix m = readEvery(text);
    QVERIFY(m.finding.has_value());
    security::addFinding(a, *m.finding);
    QCOMPARE(a.findings.size(), before + 1);
    QCOMPARE(a.verdict, std::optional<security::Risk>(security::Risk::Critical));
    QVERIFY(a.has(security::Check::P11));
    QCOMPARE(security::checkInfo(security::Check::P11).id, std::string_view("P11"));
}

QTEST_APPLESS_MAIN(TstReaders)
#include "tst_readers.moc"
