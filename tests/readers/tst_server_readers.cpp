// The server-side readers (readers.h, serverReaders(); docs/readers.md,
// "Server-side readers"): Python, Node.js, PHP, Go, Java and Ruby read each
// link in worker programs of their own, run here for real.
//
// - What each runtime returns on every row of tests/data/readers_cases.tsv
//   is recorded in tests/data/server_readers_expectations.jsonl with the
//   runtimes' versions (Node.js's readings per major version). A runtime
//   update that changes a reading fails here with both readings and both
//   versions; regenerate on purpose with URI_READERS_REGENERATE=1.
// - Published confusions, asserted by hand from their sources.
// - Workers that hang, crash, print garbage or never start: test doubles in
//   tests/data/reader_doubles/.
#include "readers_test_support.h"

#include "uriinspector/qurl_reader.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <map>

using namespace uri;
using namespace uri::readers;
using namespace uri::readers_test;

namespace {

const char *const kExpectations = URI_TEST_DATA_DIR "/server_readers_expectations.jsonl";
const char *const kDoubles = URI_TEST_DATA_DIR "/reader_doubles";

const std::vector<std::unique_ptr<Reader>> &servers()
{
    static const auto readers = serverReaders();
    return readers;
}

// The server readers' readings of @p text, and the browser's to compare with.
Matrix readServers(std::string_view text)
{
    static const auto browser = standardReaders();
    std::vector<const Reader *> list{browser.front().get()};
    for (const auto &r : servers())
        list.push_back(r.get());
    return readAll(text, list);
}

// The key a reading is recorded under: its id, and for Node.js the major
// version ("node-url@v20"), whose readings are kept apart.
std::string recordKey(const Reading &r)
{
    if (r.language != "node")
        return r.id;
    return r.id + "@" + r.version.substr(0, r.version.find('.'));
}

struct Recorded
{
    Json header;
    std::vector<Json> rows;
};

Recorded loadRecorded()
{
    Recorded out;
    std::ifstream in(kExpectations);
    std::string line;
    if (std::getline(in, line))
        out.header = Json::parse(line);
    while (std::getline(in, line))
        out.rows.push_back(Json::parse(line));
    return out;
}

// Records the readings of this machine's runtimes, keeping those of other
// Node.js majors already in the file.
void regenerate()
{
    Recorded old = loadRecorded();
    Json header = Json::object();
    header["generated_by"] = "URI_READERS_REGENERATE=1 tst_server_readers";
    Json versions = old.header.is_object() && old.header.contains("versions")
                        ? old.header["versions"]
                        : Json::object();
    std::ofstream out(kExpectations, std::ios::binary);
    std::vector<Json> rows;
    for (const Case &c : loadCases()) {
        const Matrix m = readServers(c.input);
        Json readings = Json::object();
        for (const auto &row : old.rows) {
            if (row["input"] == c.escaped)
                readings = row["readings"];
        }
        for (const Reading &r : m.readings) {
            if (r.browser)
                continue;
            readings[recordKey(r)] = sanitized(recorded(r));
            versions[recordKey(r)] = r.version;
        }
        Json row = Json::object();
        row["input"] = c.escaped;
        row["readings"] = std::move(readings);
        rows.push_back(std::move(row));
    }
    header["versions"] = versions;
    out << header.dump() << "\n";
    for (const Json &row : rows)
        out << row.dump() << "\n";
}

// Sets an environment variable for the life of the object.
class ScopedEnv
{
public:
    ScopedEnv(const char *name, const QByteArray &value)
        : name_(name)
        , old_(qgetenv(name))
        , had_(qEnvironmentVariableIsSet(name))
    {
        qputenv(name, value);
    }
    ~ScopedEnv()
    {
        if (had_)
            qputenv(name_, old_);
        else
            qunsetenv(name_);
    }
    ScopedEnv(const ScopedEnv &) = delete;
    ScopedEnv &operator=(const ScopedEnv &) = delete;

private:
    const char *name_;
    QByteArray old_;
    bool had_;
};

const Reader *byId(const std::vector<std::unique_ptr<Reader>> &readers, std::string_view id)
{
    for (const auto &r : readers) {
        if (r->identity().id == id)
            return r.get();
    }
    return nullptr;
}

} // namespace

class TstServerReaders : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyRuntimeReads();
    void expectations_data();
    void expectations();
    void publishedConfusions_data();
    void publishedConfusions();
    void p11NamesLanguages();
    void choice();
    void misbehavingWorkers();
    void workerNeverReady();
    void runtimeNotInstalled();
    void hostileInput();
    void tenMegabytes();
};

void TstServerReaders::initTestCase()
{
    if (qEnvironmentVariableIsSet("URI_READERS_REGENERATE")) {
        regenerate();
        QSKIP("tests/data/server_readers_expectations.jsonl regenerated: review its diff, then "
              "run again without URI_READERS_REGENERATE");
    }
    // .ci/setup installs every runtime: a missing one is a failure here
    for (const auto &r : servers()) {
        const std::string why = installed(*r) ? std::string() : r->read("").error;
        QVERIFY2(installed(*r), (r->identity().id + ": " + why).c_str());
    }
}

// Every runtime reads an ordinary link, names its version, and agrees.
void TstServerReaders::everyRuntimeReads()
{
    const Matrix m = readServers("https://example.com/a/b?c=d#e");
    QCOMPARE(m.readings.size(), std::size_t(11));
    QVERIFY(!m.finding.has_value());
    for (const Reading &r : m.readings) {
        QVERIFY2(r.outcome == Outcome::Read, (r.id + ": " + r.error).c_str());
        QVERIFY2(!r.version.empty(), r.id.c_str());
        QCOMPARE(r.part(Component::Host).value_or("(none)"), std::string("example.com"));
        QCOMPARE(r.part(Component::Query).value_or("(none)"), std::string("c=d"));
        QCOMPARE(r.part(Component::Fragment).value_or("(none)"), std::string("e"));
        QCOMPARE(r.difference(Component::Host), Difference::Same);
    }
    QCOMPARE(m.find("python-urllib")->label(), "Python " + m.find("python-urllib")->version);
}

void TstServerReaders::expectations_data()
{
    QTest::addColumn<QString>("escaped");
    for (const Case &c : loadCases())
        QTest::newRow(c.escaped.c_str()) << QString::fromStdString(c.escaped);
}

// What each runtime returns, against what it returned when recorded.
void TstServerReaders::expectations()
{
    QFETCH(QString, escaped);
    const Recorded recordedFile = loadRecorded();
    const Json *row = nullptr;
    for (const Json &r : recordedFile.rows) {
        if (r["input"] == escaped.toStdString())
            row = &r;
    }
    QVERIFY2(row != nullptr,
             "no expectation recorded for this row: regenerate (URI_READERS_REGENERATE=1)");
    const Matrix m = readServers(unescape(escaped.toStdString()));
    const Json &expected = (*row)["readings"];
    for (const Reading &r : m.readings) {
        if (r.browser)
            continue;
        const std::string key = recordKey(r);
        const std::string then = recordedFile.header["versions"].value(key, std::string("?"));
        if (!expected.contains(key)) {
            const std::string message = "no reading of " + key + " recorded (" + r.label()
                                        + "): record this runtime's with URI_READERS_REGENERATE=1";
            QFAIL(message.c_str());
        }
        const Json now = sanitized(recorded(r));
        if (now == expected[key])
            continue;
        const std::string message = r.label() + " (" + r.id + ") now reads " + now.dump()
                                    + "; recorded with " + r.library + " " + then + ": "
                                    + expected[key].dump()
                                    + ". If the runtime changed, say so in docs/readers.md and "
                                      "regenerate tests/data/server_readers_expectations.jsonl "
                                      "with URI_READERS_REGENERATE=1.";
        QFAIL(message.c_str());
    }
}

void TstServerReaders::publishedConfusions_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QString>("component");
    QTest::addColumn<QString>("value"); // "(error)", "(none)" or the reader's words
    const auto row = [](const char *name, const char *input, const char *reader,
                        const char *component, const char *value) {
        QTest::newRow(name) << QString::fromUtf8(input) << reader << component
                            << QString::fromUtf8(value);
    };
    // Orange Tsai 2017: requests (urllib3) read 2.2.2.2; Python 3's
    // urlsplit cuts the fragment first and reads 2.2.2.2 too (the paper's
    // urllib and urllib2 that read 3.3.3.3 and 1.1.1.1 were Python 2's)
    const char *three = "http://1.1.1.1 &@2.2.2.2# @3.3.3.3/";
    row("Orange three hosts, urllib3", three, "python-urllib3", "host", "2.2.2.2");
    row("Orange three hosts, urlsplit", three, "python-urllib", "host", "2.2.2.2");
    // Orange Tsai 2017: two ports; parse_url takes the last as the port
    const char *ports = "http://127.0.0.1:11211:80/";
    row("Orange two ports, PHP port", ports, "php-parse-url", "port", "80");
    row("Orange two ports, Go port", ports, "go-net-url", "port", "80");
    row("Orange two ports, Python", ports, "python-urllib", "host", "(error)");
    row("Orange two ports, PHP host", ports, "php-parse-url", "host", "127.0.0.1:11211");
    // Orange Tsai 2017: several "@", and a space before the second; libcurl
    // 7.54 read the first host, parse_url, Node's url.parse and Go the last
    const char *ats = "http://foo@evil.com:80@google.com/";
    row("Orange several @, PHP", ats, "php-parse-url", "host", "google.com");
    row("Orange several @, Node url.parse", ats, "node-url-parse", "host", "google.com");
    row("Orange several @, Go", ats, "go-net-url", "host", "google.com");
    row("Orange space before @, PHP", "http://foo@127.0.0.1 @google.com/", "php-parse-url", "host",
        "google.com");
    // CVE-2016-10397 (PHP before 7.0.13 read the host after "#@"; fixed
    // since): today's parse_url reads the host before "#"
    row("CVE-2016-10397, PHP", "http://google.com#@evil.com/", "php-parse-url", "host",
        "google.com");
    // Claroty/Snyk 2022, scheme confusion: urllib3 supplies a missing
    // scheme's authority, urlsplit reads a path
    row("scheme confusion, urllib3", "google.com/abc", "python-urllib3", "host", "google.com");
    row("scheme confusion, urlsplit", "google.com/abc", "python-urllib", "host", "(none)");
    row("scheme confusion, urlsplit path", "google.com/abc", "python-urllib", "path",
        "google.com/abc");
    // Claroty/Snyk 2022, scheme mixup: FILTER_VALIDATE_URL accepts a
    // javascript: URL with an authority
    row("scheme mixup, filter_var", "javascript://google.com/%0Aalert(1)", "php-filter-var", "host",
        "google.com");
    // Claroty/Snyk 2022, slashes, backslashes and an encoded host: the URL
    // Standard (Node's URL) reads google.com where the RFC readers read a
    // path or keep the host encoded
    row("slashes, Node URL", "http:///google.com", "node-url", "host", "google.com");
    row("slashes, urlsplit", "http:///google.com", "python-urllib", "path", "/google.com");
    row("backslashes, Node URL", "https:/\\/\\google.com", "node-url", "host", "google.com");
    row("backslashes, PHP", "https:/\\/\\google.com", "php-parse-url", "host", "(none)");
    row("encoded host, Node URL", "http://%67%6f%6f%67%6c%65.com/", "node-url", "host",
        "google.com");
    row("encoded host, urlsplit", "http://%67%6f%6f%67%6c%65.com/", "python-urllib", "host",
        "%67%6f%6f%67%6c%65.com");
    // the URL Standard, a second implementation: Node's URL class reads what
    // the browser reads
    row("backslash, Node URL", "http://attacker.com\\@google.com", "node-url", "host",
        "attacker.com");
    row("several @, Node URL", "http://foo@evil.com:80@google.com/", "node-url", "host",
        "google.com");
}

void TstServerReaders::publishedConfusions()
{
    QFETCH(QString, input);
    QFETCH(QString, reader);
    QFETCH(QString, component);
    QFETCH(QString, value);
    const Matrix m = readServers(input.toStdString());
    const Reading *r = m.find(reader.toStdString());
    QVERIFY(r != nullptr);
    if (value == QLatin1String("(error)")) {
        QCOMPARE(outcomeName(r->outcome), std::string_view("error"));
        QVERIFY(!r->error.empty());
        return;
    }
    QVERIFY2(r->outcome == Outcome::Read, r->error.c_str());
    bool named = false;
    for (const Component c : kComponents) {
        if (componentName(c) == component.toStdString()) {
            QCOMPARE(QString::fromStdString(r->part(c).value_or("(none)")), value);
            named = true;
        }
    }
    QVERIFY2(named, qPrintable(component)); // the row names a component there is
}

// P11 names each host with the language and the function that reads it.
void TstServerReaders::p11NamesLanguages()
{
    const Matrix m = readServers("http://127.0.0.1:11211:80/");
    QVERIFY(m.finding.has_value());
    QCOMPARE(m.finding->severity, security::Risk::Critical);
    const std::string &message = m.finding->message;
    QVERIFY2(message.find("127.0.0.1:11211 (") != std::string::npos, message.c_str());
    QVERIFY2(message.find("PHP parse_url") != std::string::npos, message.c_str());
    QVERIFY2(message.find("Go net/url") != std::string::npos, message.c_str());
    QVERIFY2(message.find("Node url.parse") != std::string::npos, message.c_str());
}

// --readers=LIST: languages and ids; this project's two readers always.
void TstServerReaders::choice()
{
    std::string error;
    const auto python = parseReaderChoice("python,curl", error);
    QVERIFY(python.has_value());
    const auto chosen = chosenReaders(Spec::Rfc3986, *python);
    std::vector<std::string> ids;
    for (const auto &r : chosen)
        ids.push_back(r->identity().id);
    QCOMPARE(ids, (std::vector<std::string>{"whatwg", "rfc3986", "curl", "python-urllib",
                                            "python-urllib3"}));
    QVERIFY(!parseReaderChoice("python,cobol", error).has_value());
    QCOMPARE(error, std::string("no reader or language \"cobol\" (languages: c, cpp, qt, "
                                "python, node, php, go, java, ruby)"));
    QVERIFY(!parseReaderChoice(",", error).has_value());
    QCOMPARE(error, std::string("an empty list of readers"));
    // every installed reader: the linked ones and the six runtimes'
    QCOMPARE(chosenReaders(Spec::Rfc3986).size(), std::size_t(8 + 10));
}

// A worker that hangs, crashes, answers garbage or exits costs that link an
// error reading; the links after it are read by the worker started again.
void TstServerReaders::misbehavingWorkers()
{
    const ScopedEnv dir("URI_INSPECTOR_READERS_DIR", kDoubles);
    ServerOptions options;
    options.replyLimit = std::chrono::milliseconds(400);
    const auto readers = serverReaders(options);
    const Reader *python = byId(readers, "python-urllib");
    QVERIFY(python != nullptr && installed(*python));
    const std::vector<std::string_view> texts{"a",       "hang", "b",    "crash", "c",
                                              "garbage", "d",    "exit", "e"};
    readAhead({python}, texts);
    std::vector<std::string> got;
    for (const std::string_view t : texts) {
        const Reading r = python->read(t);
        got.push_back(r.outcome == Outcome::Read
                          ? "read " + *r.part(Component::Host)
                          : std::string(outcomeName(r.outcome)) + ": " + r.error);
    }
    const std::string worker = "error: the Python worker: ";
    QCOMPARE(got[0], std::string("read a"));
    QCOMPARE(got[1], worker + "no answer within 400 ms; the worker was stopped (signal KILL)");
    QCOMPARE(got[2], std::string("read b"));
    QCOMPARE(got[3], worker + "the worker ended while reading it: signal SEGV");
    QCOMPARE(got[4], std::string("read c"));
    QCOMPARE(got[5], worker
                         + "the worker answered what is no reading (no JSON object with "
                           "\"readings\": Traceback? no: this is not JSON); it was stopped");
    QCOMPARE(got[6], std::string("read d"));
    QCOMPARE(got[7], worker
                         + "the worker ended while reading it: exit status 3; its last "
                           "words: the double gives up");
    QCOMPARE(got[8], std::string("read e"));
    // the version the double said, the other reader's error in its words
    QCOMPARE(python->read("a").version, std::string("double-1"));
    const Reading other = byId(readers, "python-urllib3")->read("a");
    QCOMPARE(other.error, std::string("ValueError: double"));
    // read one by one, as the window does: the same
    QCOMPARE(python->read("hang").error,
             worker.substr(7) + "no answer within 400 ms; the worker was stopped (signal KILL)");
}

void TstServerReaders::workerNeverReady()
{
    const ScopedEnv dir("URI_INSPECTOR_READERS_DIR", QByteArray(kDoubles) + "/mute");
    ServerOptions options;
    options.startLimit = std::chrono::milliseconds(300);
    const auto readers = serverReaders(options);
    const Reading r = byId(readers, "python-urllib")->read("http://a/");
    QCOMPARE(outcomeName(r.outcome), std::string_view("error"));
    QCOMPARE(r.error, std::string("the Python worker: the worker could not start: not ready "
                                  "within 300 ms (signal KILL)"));
}

// A runtime that is not there: refusals that say what to install, and the
// others read on.
void TstServerReaders::runtimeNotInstalled()
{
    QTemporaryDir empty;
    QVERIFY(empty.isValid());
    std::vector<std::unique_ptr<Reader>> readers;
    {
        const ScopedEnv path("PATH", empty.path().toLocal8Bit());
        readers = serverReaders();
    }
    const Reader *php = byId(readers, "php-parse-url");
    QVERIFY(!installed(*php));
    const Reading r = php->read("http://a/");
    QCOMPARE(outcomeName(r.outcome), std::string_view("refused"));
    QCOMPARE(r.error,
             std::string("PHP is not installed: Debian's package php-cli brings it (apt install "
                         "php-cli)"));
    QCOMPARE(byId(readers, "ruby-uri")->read("x").error,
             std::string("Ruby is not installed: Debian's package ruby brings it (apt install "
                         "ruby)"));
    // Python is Debian's /usr/bin/python3, whatever PATH says; Go's worker is
    // a program of its own
    QVERIFY(installed(*byId(readers, "python-urllib")));
    QVERIFY(installed(*byId(readers, "go-net-url")));
    QCOMPARE(outcomeName(byId(readers, "go-net-url")->read("http://a/").outcome),
             std::string_view("read"));
    // not chosen by default, chosen when named
    QVERIFY(choose(serverReaders(), ReaderChoice{}).size() == 10);
}

// NUL, bytes that are not UTF-8, controls and bidi: every runtime gives its
// own reading or error, never a worker failure.
void TstServerReaders::hostileInput()
{
    for (const std::string &text :
         {std::string("http://a\0b.example/", 19),
          std::string("http://a\xff"
                      "b.example/"),
          std::string("http://example.com/\xe2\x80\xae"
                      "evil"),
          std::string("http://a.example/\r\nX: 1"), std::string(), std::string("\n\n\n")}) {
        const Matrix m = readServers(text);
        for (const Reading &r : m.readings) {
            const std::string where = r.id + ": " + r.error;
            QVERIFY2(r.error.find("worker") == std::string::npos, where.c_str());
        }
    }
}

void TstServerReaders::tenMegabytes()
{
    const std::string huge = "http://example.com/" + std::string(10 << 20, 'a');
    const Matrix m = readServers(huge);
    for (const Reading &r : m.readings) {
        if (r.browser)
            continue;
        QCOMPARE(outcomeName(r.outcome), std::string_view("refused"));
        QCOMPARE(r.error, "not given to the " + std::string(languageName(r.language))
                              + " worker: 10485779 bytes, more than the 1048576 a worker is "
                                "given");
    }
    // a link of the most a worker is given is read
    const std::string most = "http://example.com/" + std::string((1 << 20) - 19, 'a');
    const Matrix read = readServers(most);
    QCOMPARE(outcomeName(read.find("go-net-url")->outcome), std::string_view("read"));
    QCOMPARE(read.find("go-net-url")->part(Component::Path)->size(), std::size_t((1 << 20) - 18));
}

QTEST_GUILESS_MAIN(TstServerReaders)
#include "tst_server_readers.moc"
