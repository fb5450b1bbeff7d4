// The tables of the link-security catalog (resources/security/): embedded
// at build time, each with its source and date, extended by user files; and
// the lookups the checks make on them. Plus the skeleton of U4.
#include "uriinspector/security_data.h"

#include "security/detail/security_index.h"
#include "text/detail/text.h"
#include "uriinspector/security.h"

#include <QtTest>

#include <arpa/inet.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <type_traits>

using namespace uri::security;

namespace {

std::array<std::uint8_t, 16> v4(const char *text)
{
    std::array<std::uint8_t, 16> a{};
    a[10] = 0xFF;
    a[11] = 0xFF;
    inet_pton(AF_INET, text, a.data() + 12);
    return a;
}

std::array<std::uint8_t, 16> v6(const char *text)
{
    std::array<std::uint8_t, 16> a{};
    inet_pton(AF_INET6, text, a.data());
    return a;
}

} // namespace

class TstSecurityData : public QObject
{
    Q_OBJECT

private slots:
    void builtinTables();
    void lookups();
    void addressBlocks_data();
    void addressBlocks();
    void specialNames_data();
    void specialNames();
    void userFile();
    void badLines_data();
    void badLines();
    void skeleton_data();
    void skeleton();
    void indexFilter();
    void userTablesThroughIndex();
    void brandVerdictsKeptPerHost();
    void textScans();
};

// Every embedded file loads without an error and names its source and date.
void TstSecurityData::builtinTables()
{
    QVERIFY2(SecurityData::builtinErrors().empty(),
             SecurityData::builtinErrors().empty() ? ""
                                                   : SecurityData::builtinErrors().front().c_str());
    const SecurityData &d = SecurityData::builtin();
    QCOMPARE(d.tables.size(), SecurityData::tableNames().size());
    for (const TableInfo &t : d.tables) {
        QVERIFY(t.builtin);
        QVERIFY2(!t.source.empty(), t.file.c_str());
        // ISO dates, none older than the first release of the tables
        QVERIFY2(t.date.size() == 10 && t.date >= "2026-11-22", t.file.c_str());
        QVERIFY2(!t.version.empty(), t.file.c_str());
    }
    QVERIFY(d.protectedDomains.size() >= 200);
    QVERIFY(d.protectedDomains.size() <= 500);
}

void TstSecurityData::lookups()
{
    const SecurityData &d = SecurityData::builtin();
    // ports.txt: the Fetch bad ports (with 0 from 2025, 4190 and 6679 from 2024)
    for (const int bad : {0, 1, 25, 512, 513, 514, 515, 4190, 6000, 6665, 6669, 6679, 10080})
        QVERIFY2(d.badPorts.count(static_cast<std::uint16_t>(bad)) == 1,
                 qPrintable(QString::number(bad)));
    for (const int ok : {80, 443, 8080, 6670, 516})
        QVERIFY(d.badPorts.count(static_cast<std::uint16_t>(ok)) == 0);
    QCOMPARE(d.badPorts.size(), std::size_t(83)); // the catalog's A2 list
    QCOMPARE(d.schemePorts.at("http").front(), std::uint16_t(80));
    QCOMPARE(d.schemePorts.at("ldaps").front(), std::uint16_t(636));
    QVERIFY(d.exemptPorts.at("ftp").count(21) == 1);
    // schemes.txt
    QVERIFY(d.schemeClass("javascript") & SchemeScript);
    QVERIFY(d.schemeClass("ms-msdt") & SchemeOsHandlerCritical);
    QVERIFY(d.schemeClass("gopher") & SchemeSsrf);
    QVERIFY(d.schemeClass("gopher") & SchemeCleartext);
    QVERIFY(d.schemeClass("https") & SchemeIana);
    QCOMPARE(d.schemeClass("no-such-scheme"), std::uint16_t(0));
    QVERIFY(d.dataScriptTypes.count("image/svg+xml") == 1);
    // redirect_params.txt, redirect_wrappers.txt, secret_params.txt, unstable_hosts.txt
    QCOMPARE(d.redirectParams.size(), std::size_t(50));
    QVERIFY(d.redirectParams.count("relaystate") == 1);
    QVERIFY(d.redirectParams.count("post_logout_redirect_uri") == 1);
    QVERIFY(d.wrappers.size() >= 9);
    QCOMPARE(d.unstableHosts.at("bit.ly"), std::string("shortener"));
    QCOMPARE(d.unstableHosts.at("trycloudflare.com"), std::string("tunnel"));
    QVERIFY(d.secretParams.at("access_token") == SecretLevel::Medium);
    QVERIFY(d.secretParams.at("token") == SecretLevel::Low);
    // protected_domains.txt
    const auto paypal
        = std::find_if(d.protectedDomains.begin(), d.protectedDomains.end(),
                       [](const ProtectedDomain &p) { return p.domain == "paypal.com"; });
    QVERIFY(paypal != d.protectedDomains.end());
    QCOMPARE(paypal->brand, std::string("paypal"));
    // confusables.txt
    QCOMPARE(d.skeletonMap.at(U'\x04CF'), std::string("l"));
    QVERIFY(d.delimLookalikes.at(U'\x2044').cls == DelimClass::Kept);
    QCOMPARE(d.delimLookalikes.at(U'\xFF03').ascii, '#');
    QVERIFY(d.delimLookalikes.at(U'\x3002').cls == DelimClass::Mapped);
    QVERIFY(d.delimLookalikes.at(U'\x2024').cls == DelimClass::Disallowed);
    QVERIFY(d.digitLookalikes.count(U'\x03B8') == 1);
    QVERIFY(!d.wholeScript.empty());
    QCOMPARE(d.wholeScript[1].script, std::string("Cyrl"));
    // downloads.txt
    QVERIFY(d.fileTypes.at("exe").cls == FileClass::Program);
    QCOMPARE(d.fileTypes.at("exe").risk, std::uint8_t(3)); // high
    QVERIFY(d.fileTypes.at("js").cls == FileClass::Script);
    QVERIFY(d.fileTypes.at("iso").cls == FileClass::DiskImage);
    QVERIFY(d.fileTypes.at("apk").cls == FileClass::Android);
    QVERIFY(d.fileTypes.at("zip").cls == FileClass::Archive);
    QCOMPARE(d.fileTypes.at("zip").risk, std::uint8_t(1)); // low
    QVERIFY(d.fileTypes.count("html") == 0 && d.fileTypes.count("pdf") == 0);
    QVERIFY(d.cpuNames.count("mpsl") == 1 && d.cpuNames.count("arm7") == 1);
    QVERIFY(d.shownTypes.count("pdf") == 1);
    QVERIFY(d.fileParams.count("filename") == 1);
    const auto release
        = std::find_if(d.downloadHosts.begin(), d.downloadHosts.end(), [](const DownloadHost &h) {
              return h.host == "github.com" && !h.page && h.kind == HostingKind::Release;
          });
    QVERIFY(release != d.downloadHosts.end());
    QCOMPARE(release->service, std::string("GitHub"));
    std::string account;
    QVERIFY(release->matchesPath({"o", "r", "releases", "download", "v1", "x.exe"}, &account));
    QCOMPARE(account, std::string("o/r"));
    QVERIFY(!release->matchesPath({"o", "r", "blob", "main", "x.exe"}));
    // "**" matches no segment too
    QVERIFY(release->matchesPath({"o", "r", "releases", "download"}));
}

// special_addresses.txt: the longest prefix decides.
void TstSecurityData::addressBlocks_data()
{
    QTest::addColumn<QByteArray>("address");
    QTest::addColumn<bool>("ipv6");
    QTest::addColumn<QString>("cls");
    QTest::newRow("127.0.0.1") << QByteArray("127.0.0.1") << false << "loopback";
    QTest::newRow("169.254.169.254 metadata")
        << QByteArray("169.254.169.254") << false << "metadata";
    QTest::newRow("169.254.1.1 link-local") << QByteArray("169.254.1.1") << false << "link-local";
    QTest::newRow("100.100.100.200 metadata in shared space")
        << QByteArray("100.100.100.200") << false << "metadata";
    QTest::newRow("100.64.0.1 shared") << QByteArray("100.64.0.1") << false << "shared";
    QTest::newRow("192.0.0.9 within 192.0.0.0/24") << QByteArray("192.0.0.9") << false << "special";
    QTest::newRow("255.255.255.255") << QByteArray("255.255.255.255") << false << "broadcast";
    QTest::newRow("8.8.8.8 public") << QByteArray("8.8.8.8") << false << "";
    QTest::newRow("::1") << QByteArray("::1") << true << "loopback";
    QTest::newRow("::") << QByteArray("::") << true << "unspecified";
    QTest::newRow("::ffff:1.2.3.4 mapped") << QByteArray("::ffff:1.2.3.4") << true << "mapped";
    QTest::newRow("::1.2.3.4 compatible") << QByteArray("::1.2.3.4") << true << "compatible";
    QTest::newRow("2001:db8::1") << QByteArray("2001:db8::1") << true << "documentation";
    QTest::newRow("2001::1 Teredo") << QByteArray("2001::1") << true << "teredo";
    QTest::newRow("fd00:ec2::254 metadata") << QByteArray("fd00:ec2::254") << true << "metadata";
    QTest::newRow("fd12::1 private") << QByteArray("fd12::1") << true << "private";
    QTest::newRow("2606:4700::1 public") << QByteArray("2606:4700::1") << true << "";
}

void TstSecurityData::addressBlocks()
{
    QFETCH(QByteArray, address);
    QFETCH(bool, ipv6);
    QFETCH(QString, cls);
    const SecurityData &d = SecurityData::builtin();
    const AddressBlock *b
        = d.addressBlock(ipv6 ? v6(address.constData()) : v4(address.constData()), ipv6);
    QCOMPARE(b ? QString::fromStdString(b->cls) : QString(), cls);
}

void TstSecurityData::specialNames_data()
{
    QTest::addColumn<QByteArray>("host");
    QTest::addColumn<QString>("cls");
    QTest::newRow("localhost") << QByteArray("LOCALHOST") << "loopback";
    QTest::newRow("a.localhost") << QByteArray("a.localhost") << "loopback";
    QTest::newRow("metadata.google.internal before internal")
        << QByteArray("metadata.google.internal") << "metadata";
    QTest::newRow("x.internal") << QByteArray("x.internal") << "internal";
    QTest::newRow("printer.local.") << QByteArray("printer.local.") << "internal";
    QTest::newRow("home.arpa") << QByteArray("nas.home.arpa") << "internal";
    QTest::newRow("evil.example") << QByteArray("evil.example") << "reserved";
    QTest::newRow("IDN test TLD") << QByteArray("xn--r8jz45g.xn--zckzah") << "reserved";
    QTest::newRow("nip.io") << QByteArray("10.0.0.1.nip.io") << "wildcard-ip";
    QTest::newRow("example.com") << QByteArray("example.com") << "";
    QTest::newRow("notlocal") << QByteArray("notlocal") << "";
}

void TstSecurityData::specialNames()
{
    QFETCH(QByteArray, host);
    QFETCH(QString, cls);
    const std::string_view c = SecurityData::builtin().specialNameClass(host.toStdString());
    QCOMPARE(QString::fromUtf8(c.data(), int(c.size())), cls);
}

// A user file extends a table (catalog §7: "let users configure").
void TstSecurityData::userFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("my-brands.txt"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("# table: protected_domains\n# source: our brands\n# date: 2026-11-01\n# version: 7\n"
            "example-bank.test examplebank\nexample-bank.co.jp  # a comment\n");
    f.close();
    SecurityData d = SecurityData::builtin();
    const std::size_t before = d.protectedDomains.size();
    std::string error;
    QVERIFY2(d.loadFile(path.toStdString(), false, &error), error.c_str());
    QCOMPARE(d.protectedDomains.size(), before + 2);
    QCOMPARE(d.protectedDomains[before].brand, std::string("examplebank"));
    QCOMPARE(d.protectedDomains[before + 1].brand, std::string("example-bank"));
    const TableInfo &info = d.tables.back();
    QVERIFY(!info.builtin);
    QCOMPARE(info.source, std::string("our brands"));
    QCOMPARE(info.date, std::string("2026-11-01"));
    QCOMPARE(info.version, std::string("7"));
    // replace empties the table first
    QVERIFY(d.load("ports.txt", "bad 1\n", true, &error));
    QCOMPARE(d.badPorts.size(), std::size_t(1));
    QVERIFY(d.schemePorts.empty());
    // a missing file
    QVERIFY(!d.loadFile(dir.filePath(QStringLiteral("missing.txt")).toStdString(), false, &error));
    QVERIFY(error.find("cannot be read") != std::string::npos);
}

void TstSecurityData::badLines_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("error");
    QTest::newRow("unknown table")
        << QByteArray("stuff.txt") << QByteArray("x\n") << QByteArray("stuff.txt: unknown table");
    QTest::newRow("bad port") << QByteArray("ports.txt") << QByteArray("# c\nbad 70000\n")
                              << QByteArray("ports.txt:2: bad port list");
    QTest::newRow("bad CIDR") << QByteArray("special_addresses.txt")
                              << QByteArray("10.0.0.0/33 private x\n")
                              << QByteArray("special_addresses.txt:1: bad CIDR '10.0.0.0/33'");
    QTest::newRow("bad code point") << QByteArray("confusables.txt") << QByteArray("map U+XYZ l\n")
                                    << QByteArray("confusables.txt:1: bad code point list");
    QTest::newRow("unknown encoding")
        << QByteArray("redirect_wrappers.txt") << QByteArray("a.example / u rot13\n")
        << QByteArray("redirect_wrappers.txt:1: unknown encoding 'rot13'");
    QTest::newRow("unknown file class")
        << QByteArray("downloads.txt") << QByteArray("type virus high exe\n")
        << QByteArray("downloads.txt:1: unknown class 'virus'");
    QTest::newRow("unknown severity")
        << QByteArray("downloads.txt") << QByteArray("type program huge exe\n")
        << QByteArray("downloads.txt:1: unknown severity 'huge'");
    QTest::newRow("pattern without a slash")
        << QByteArray("downloads.txt") << QByteArray("host a.example x upload A\n")
        << QByteArray("downloads.txt:1: a pattern starts with '/'");
}

void TstSecurityData::badLines()
{
    QFETCH(QByteArray, file);
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, error);
    SecurityData d = SecurityData::builtin();
    const std::size_t tables = d.tables.size();
    std::string message;
    QVERIFY(!d.load(file.toStdString(), text.toStdString(), false, &message));
    QCOMPARE(QByteArray::fromStdString(message.substr(0, std::size_t(error.size()))), error);
    QCOMPARE(d.tables.size(), tables); // nothing changed
}

// U4 skeletons (catalog §4.4 U4 and §6 notes): case-folded, diacritics
// removed, supplements applied, ICU's skeleton, lower-cased.
void TstSecurityData::skeleton_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("skel");
    QTest::newRow("g00gle: 0 to O, lower-cased")
        << QByteArray("g00gle.com") << QByteArray("google.corn");
    QTest::newRow("paypa1") << QByteArray("paypa1.com") << QByteArray("paypal.corn");
    QTest::newRow("rnicrosoft equals microsoft")
        << QByteArray("microsoft.com") << QByteArray("rnicrosoft.corn");
    QTest::newRow("upper case folded first")
        << QByteArray("GOOGLE.COM") << QByteArray("google.corn");
    QTest::newRow("Cyrillic apple with palochka")
        << QByteArray("\xD0\xB0\xD1\x80\xD1\x80\xD3\x8F\xD0\xB5.com") << QByteArray("apple.corn");
    QTest::newRow("diacritics removed") << QByteArray("b\xC3\xBC"
                                                      "cher")
                                        << QByteArray("bucher");
    QTest::newRow("l with stroke") << QByteArray("pay\xC5\x82"
                                                 "pal")
                                   << QByteArray("paylpal");
}

void TstSecurityData::skeleton()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, skel);
    QCOMPARE(QByteArray::fromStdString(uri::security::skeleton(text.toStdString())), skel);
}

// The index's Bloom filter never rules out a key of a table it guards, and
// the special-name lookup through it answers as the data's own.
void TstSecurityData::indexFilter()
{
    const SecurityData &d = SecurityData::builtin();
    const detail::SecurityIndex &index = detail::SecurityIndex::of(d);
    std::size_t keys = 0;
    const auto every = [&](const auto &table) {
        for (const auto &entry : table) {
            std::string_view key;
            if constexpr (std::is_same_v<std::decay_t<decltype(entry)>, std::string>)
                key = entry;
            else
                key = entry.first;
            QVERIFY2(index.keys.mayHold(key), std::string(key).c_str());
            QVERIFY(index.holds(table, key));
            ++keys;
        }
    };
    every(index.protectedDomains);
    every(index.widelyUsedDomains);
    every(index.skeletons);
    every(index.widelySkeletons);
    every(index.brandLabelSkeletons);
    every(index.widelyLabelSkeletons);
    every(index.byFirstLabel);
    every(index.brandTokens);
    every(index.brandTokenSkeletons);
    every(index.brandsByHead);
    every(index.brandsByTail);
    every(d.allowDomains);
    every(d.specialNames);
    every(d.unstableHosts);
    QVERIFY(keys > 1000);
    for (const auto &[name, cls] : d.specialNames) {
        for (const std::string &host :
             {name, "a." + name, "A.B." + uri::detail::asciiUpper(name)}) {
            std::string viaIndex;
            std::string viaData;
            QCOMPARE(index.specialNameClass(d, host, &viaIndex),
                     d.specialNameClass(host, &viaData));
            QCOMPARE(viaIndex, viaData);
        }
    }
    // names in no table: the filter lets few through (2 bits of 2^18 per key)
    std::size_t passed = 0;
    for (int i = 0; i < 10000; ++i)
        passed += index.keys.mayHold("no-such-name-" + std::to_string(i) + ".example") ? 1 : 0;
    QVERIFY2(passed < 200, std::to_string(passed).c_str());
}

// A user file's names reach the checks: the index (and its filter) is
// rebuilt for data whose tables changed.
void TstSecurityData::userTablesThroughIndex()
{
    SecurityData d = SecurityData::builtin();
    AnalyzeOptions options;
    options.data = &d;
    const auto has = [&](const char *url, Check check) {
        const Assessment a = analyze(url, options);
        return std::any_of(a.findings.begin(), a.findings.end(),
                           [&](const Finding &f) { return f.check == check; });
    };
    QVERIFY(!has("http://x.go.example-short.test/", Check::A1));
    std::string error;
    QVERIFY2(d.load("unstable_hosts.txt", "example-short.test shortener\n", false, &error),
             error.c_str());
    QVERIFY(has("http://x.go.example-short.test/", Check::A1));
    QVERIFY(detail::SecurityIndex::of(d).keys.mayHold("example-short.test"));
    // downloads.txt: a type of the organisation's own, and a file host
    QVERIFY(!has("https://example.com/a.foo", Check::F1));
    QVERIFY(!has("https://files.example.test/x", Check::F4));
    QVERIFY2(d.load("downloads.txt",
                    "type program high foo\nhost *.example.test /** upload Example Files\n", false,
                    &error),
             error.c_str());
    QVERIFY(has("https://example.com/a.foo", Check::F1));
    QVERIFY(has("https://files.example.test/x", Check::F4));
}

// The verdicts of U4 and D2 for a host are kept per thread (domain.cpp):
// a host seen again gets the same findings, at the spans of its new
// writing, and never the verdict of another index's data.
void TstSecurityData::brandVerdictsKeptPerHost()
{
    const auto finding = [](const Assessment &a, Check check) {
        const Finding *f = a.find(check);
        return f == nullptr ? std::string("none")
                            : std::string(f->messageId) + " " + std::to_string(f->span.offset) + "+"
                                  + std::to_string(f->span.length) + " " + f->message;
    };
    const std::string d2 = "D2.lookalike 11+6 \"a.b.paypa1.com\" uses the brand \"paypal\" "
                           "(paypal.com) written with look-alike characters (\"paypa1\"), but "
                           "its owner is \"paypa1.com\"";
    const std::string u4 = " \"paypa1.com\" looks exactly like the protected domain "
                           "\"paypal.com\" (same UTS #39 skeleton)";
    for (int round = 0; round < 2; ++round) {
        const Assessment first = analyze("http://a.b.paypa1.com/");
        QCOMPARE(finding(first, Check::D2), d2);
        QCOMPARE(finding(first, Check::U4), "U4.skeleton-of-protected 7+14" + u4);
        // the same canonical host, written two bytes further on and in capitals
        const Assessment again = analyze("http://u@A.B.PAYPA1.com:81/");
        QCOMPARE(finding(again, Check::D2),
                 "D2.lookalike 13+6 \"a.b.paypa1.com\" uses the brand \"paypal\" "
                 "(paypal.com) written with look-alike characters (\"paypa1\"), but its owner "
                 "is \"paypa1.com\"");
        QCOMPARE(finding(again, Check::U4), "U4.skeleton-of-protected 9+14" + u4);
    }

    // A brand of a user's table, for the same host before and after it.
    SecurityData d = SecurityData::builtin();
    std::string error;
    QVERIFY2(d.load("protected_domains.txt", "zorblax.test zorblax\n", false, &error),
             error.c_str());
    AnalyzeOptions withBrand;
    withBrand.data = &d;
    const char *url = "http://zorblax-login.evil.example/";
    QCOMPARE(finding(analyze(url), Check::D2), std::string("none"));
    QCOMPARE(finding(analyze(url, withBrand), Check::D2),
             std::string("D2.word-in-subdomain 7+13 \"zorblax-login.evil.example\" uses the "
                         "brand \"zorblax\" (zorblax.test) as a word of its own in a subdomain, "
                         "but its owner is \"evil.example\""));
    QCOMPARE(finding(analyze(url), Check::D2), std::string("none"));
}

// findI(), the equalsI() family, findByteBelow() and isAscii() against a
// plain search, on random text.
void TstSecurityData::textScans()
{
    const auto lower = [](std::string text) {
        std::transform(text.begin(), text.end(), text.begin(),
                       [](char c) { return uri::detail::asciiLower(c); });
        return text;
    };
    std::mt19937 random(7);
    constexpr std::string_view kAlphabet = "aAbB%2e.\xc3\xa9";
    const auto randomText = [&](std::size_t maxLength) {
        std::string text(random() % (maxLength + 1), ' ');
        for (char &c : text)
            c = kAlphabet[random() % kAlphabet.size()];
        return text;
    };
    for (int i = 0; i < 20000; ++i) {
        const std::string text = randomText(12);
        const std::string needle = randomText(3);
        const std::size_t from = random() % 14;
        const std::size_t expected
            = from > text.size() ? std::string::npos : lower(text).find(lower(needle), from);
        QCOMPARE(uri::detail::findI(text, needle, from), expected);
        QCOMPARE(uri::detail::startsWithI(text, needle), lower(text).rfind(lower(needle), 0) == 0);
        QCOMPARE(
            uri::detail::endsWithI(text, needle),
            text.size() >= needle.size()
                && lower(text).compare(text.size() - needle.size(), needle.size(), lower(needle))
                       == 0);
    }
    // findByteBelow() and isAscii() against a byte at a time
    for (int i = 0; i < 20000; ++i) {
        std::string text(random() % 40, 'a');
        for (char &c : text)
            c = static_cast<char>(random() % 4 == 0 ? random() % 256 : 'a' + random() % 26);
        const auto limit = static_cast<unsigned char>(1 + random() % 128);
        const std::size_t from = random() % 42;
        std::size_t expected = std::string::npos;
        for (std::size_t k = from; k < text.size() && expected == std::string::npos; ++k) {
            if (static_cast<unsigned char>(text[k]) < limit)
                expected = k;
        }
        QCOMPARE(uri::detail::findByteBelow(text, limit, from), expected);
        QCOMPARE(uri::detail::isAscii(text), std::none_of(text.begin(), text.end(), [](char c) {
                     return static_cast<unsigned char>(c) >= 0x80;
                 }));
    }
    QCOMPARE(uri::detail::findI("..%2E%2e", "%2e", 3), std::size_t(5));
    QCOMPARE(uri::detail::findI("abc", "", 3), std::size_t(3));
    QCOMPARE(uri::detail::findI("abc", "", 4), std::string::npos);
}

QTEST_APPLESS_MAIN(TstSecurityData)
#include "tst_security_data.moc"
