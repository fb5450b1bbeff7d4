// The link-security analysis: one data-driven row per check of
// docs/security-checks.md, positive and negative (the catalog's
// false-positive traps are the negatives), asserting the check id, its
// severity and the exact span of the evidence; then the RFC 3986 §7.6
// example, negative controls, the verdict's combination rules, nesting,
// the destination, the views, display safety and data versions.
#include "uriinspector/security.h"

#include "uriinspector/security_data.h"

#include "security_test_support.h"

#include <QRegularExpression>
#include <QtTest>

#include <map>
#include <optional>
#include <set>
#include <string>

using namespace uri::security;

namespace {

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

QString describe(const Assessment &a)
{
    QStringList parts;
    for (const Finding &f : a.findings) {
        parts << QStringLiteral("%1 %2 [%3,%4]%5")
                     .arg(QString::fromLatin1(f.id.data(), int(f.id.size())),
                          QString::fromLatin1(riskName(f.severity).data(),
                                              int(riskName(f.severity).size())))
                     .arg(f.span.offset)
                     .arg(f.span.length)
                     .arg(f.nested.empty()
                              ? QString()
                              : QStringLiteral(" in ") + QString::fromStdString(f.nested));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace

class TstSecurity : public QObject
{
    Q_OBJECT

private slots:
    void checkTable();
    void registry_data();
    void registry();
    void familyNames();
    void checks_data();
    void checks();
    void everyCheckHasRows();
    void messages();
    void rfc3986Example();
    void longHostsStillLookedUp();
    void imitatedHost_data();
    void imitatedHost();
    void negativeControls_data();
    void negativeControls();
    void escalations_data();
    void escalations();
    void relativeOnAPage_data();
    void relativeOnAPage();
    void nestedPaths();
    void nestingBudget();
    void destination_data();
    void destination();
    void views();
    void display();
    void dataVersions();
    void userTables();
    void hostileInput_data();
    void hostileInput();
    void findingsLimited();
};

// The catalog has 77 checks, in its order (P11, F1..F4, K1 and C1..C7 last), each with a
// stable id and name.
void TstSecurity::checkTable()
{
    const std::vector<CheckInfo> &all = checkInfos();
    QCOMPARE(all.size(), std::size_t(77));
    std::set<std::string_view> ids;
    std::set<std::string_view> names;
    for (std::size_t i = 0; i < all.size(); ++i) {
        QCOMPARE(static_cast<std::size_t>(all[i].check), i);
        QVERIFY(ids.insert(all[i].id).second);
        QVERIFY(names.insert(all[i].name).second);
        QVERIFY(!all[i].cite.empty());
        QCOMPARE(checkFromId(all[i].id), std::optional<Check>(all[i].check));
    }
    QCOMPARE(checkInfo(Check::A12).name, std::string_view("deceptive-userinfo"));
    QCOMPARE(checkInfo(Check::P1).id, std::string_view("P1"));
    QCOMPARE(checkInfo(Check::P11).name, std::string_view("readers-disagree"));
    QCOMPARE(checkInfo(Check::P11).family, Family::ParserDifferential);
}

// The registry of checks (core/security/registry.cpp): one row per
// enumerator of Check, in catalog order (docs/security-checks.md §4).
void TstSecurity::registry_data()
{
    QTest::addColumn<int>("index");
    const std::vector<CheckInfo> &all = checkInfos();
    for (std::size_t i = 0; i < all.size(); ++i)
        QTest::newRow(all[i].id.data()) << int(i);
}

void TstSecurity::registry()
{
    QFETCH(int, index);
    // The catalog's ids, family by family, in its order; P11, F1..F4, K1 and C1..C7,
    // which came later, last (Check is append-only).
    const std::vector<std::pair<char, int>> families{{'A', 12}, {'P', 10}, {'N', 10}, {'U', 13},
                                                     {'D', 6},  {'R', 4},  {'S', 6},  {'L', 3}};
    std::vector<std::string> ids;
    for (const auto &[letter, count] : families) {
        for (int n = 1; n <= count; ++n)
            ids.push_back(std::string(1, letter) + std::to_string(n));
    }
    ids.emplace_back("P11");
    for (int n = 1; n <= 4; ++n)
        ids.push_back("F" + std::to_string(n));
    ids.emplace_back("K1");
    for (int n = 1; n <= 7; ++n)
        ids.push_back("C" + std::to_string(n));
    QCOMPARE(ids.size(), std::size_t(77));

    const std::vector<CheckInfo> &all = checkInfos();
    const CheckInfo &info = all[std::size_t(index)];
    // the id matches the enumerator order
    QCOMPARE(static_cast<int>(info.check), index);
    QCOMPARE(std::string(info.id), ids[std::size_t(index)]);
    QCOMPARE(&checkInfo(info.check), &info);
    // the slug is unique and in kebab-case
    const QString slug = QString::fromLatin1(info.name.data(), int(info.name.size()));
    QVERIFY2(QRegularExpression(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$")).match(slug).hasMatch(),
             qPrintable(slug));
    int same = 0;
    for (const CheckInfo &other : all)
        same += other.name == info.name ? 1 : 0;
    QCOMPARE(same, 1);
    // the family is the one of the id's letter
    const std::map<char, Family> byLetter{
        {'A', Family::Rfc3986},   {'P', Family::ParserDifferential},
        {'N', Family::HostClass}, {'U', Family::Unicode},
        {'D', Family::Domain},    {'R', Family::Redirect},
        {'S', Family::Scheme},    {'L', Family::Length},
        {'F', Family::Download},  {'K', Family::Blocklist},
        {'C', Family::Context}};
    QCOMPARE(info.family, byLetter.at(info.id.front()));
    // checkFromId finds it by id and by slug
    QCOMPARE(checkFromId(info.id), std::optional<Check>(info.check));
    QCOMPARE(checkFromId(info.name), std::optional<Check>(info.check));
    QVERIFY(!info.title.empty());
    QVERIFY(!info.cite.empty());
}

// The families' names are stable (JSON, translations).
void TstSecurity::familyNames()
{
    QCOMPARE(familyName(Family::Rfc3986), std::string_view("rfc3986"));
    QCOMPARE(familyName(Family::ParserDifferential), std::string_view("parser-differential"));
    QCOMPARE(familyName(Family::HostClass), std::string_view("host-class"));
    QCOMPARE(familyName(Family::Unicode), std::string_view("unicode"));
    QCOMPARE(familyName(Family::Domain), std::string_view("domain"));
    QCOMPARE(familyName(Family::Redirect), std::string_view("redirect"));
    QCOMPARE(familyName(Family::Scheme), std::string_view("scheme"));
    QCOMPARE(familyName(Family::Length), std::string_view("length"));
    QCOMPARE(familyName(Family::Download), std::string_view("download"));
    QCOMPARE(familyName(Family::Blocklist), std::string_view("blocklist"));
    QCOMPARE(familyName(Family::Context), std::string_view("context"));
    QCOMPARE(checkInfo(Check::C1).family, Family::Context);
    QCOMPARE(checkInfo(Check::P10).family, Family::ParserDifferential);
    QVERIFY(!checkFromId("A13"));
    QVERIFY(!checkFromId(""));
    // a value outside the enum reads no row past the table
    QVERIFY(checkInfo(static_cast<Check>(200)).id.empty());
}

namespace {

// One row per check and catalog example or trap (docs/security-checks.md
// §4 and §5): the input, the check id, the severity ("none": no finding of
// this id at the top level) and the span of the evidence.
struct Row
{
    const char *name;
    const char *input;
    const char *id;
    const char *severity;
    int offset;
    int length;
};

const Row kRows[] = {
    // A1 RFC 3986 §7
    {"A1 bit.ly (catalog)", "https://bit.ly/3xYzAbc", "A1", "info", 8, 6},
    {"A1 tunnel under a private suffix", "https://abc123.ngrok-free.app/login", "A1", "info", 8,
     21},
    {"A1 trap: shortener name in the path", "https://example.com/bit.ly", "A1", "none", -1, -1},
    // A2 RFC 3986 §7
    {"A2 port 25 (RFC 3986 7.2)", "http://example.com:25/", "A2", "high", 19, 2},
    {"A2 well-known port of another service", "http://example.com:143/", "A2", "high", 19, 3},
    {"A2 development port is info", "http://example.com:8080/", "A2", "info", 19, 4},
    {"A2 trap: ldap on 389", "ldap://ldap.example.com:389/", "A2", "none", -1, -1},
    {"A2 trap: ftp on 21", "ftp://ftp.example.com:21/", "A2", "none", -1, -1},
    {"A2 trap: smtp on 25", "smtp://mail.example.com:25", "A2", "none", -1, -1},
    // A3 RFC 3986 §7
    {"A3 header injection (catalog)", "http://example.com/%0d%0aSet-Cookie:%20s=1", "A3", "high",
     19, 6},
    {"A3 in the query", "https://example.com/?q=a%0d%0ab", "A3", "medium", 24, 6},
    {"A3 trap: mailto body is info", "mailto:?body=line1%0Aline2", "A3", "info", 18, 3},
    {"A3 trap: plain space encoding", "https://example.com/a%20b", "A3", "none", -1, -1},
    // A4 RFC 3986 §7
    {"A4 encoded slash in the path (catalog)", "https://example.com/%2F%2Fevil.example", "A4",
     "low", 20, 3},
    {"A4 encoded slash in the host", "http://good.example%2F.evil.example/", "A4", "high", 19, 3},
    {"A4 trap: encoded space", "https://example.com/a%20b", "A4", "none", -1, -1},
    // A5 RFC 3986 §7
    {"A5 NUL truncation (catalog)", "http://example.com/dl?f=a.pdf%00.jpg", "A5", "high", 29, 3},
    {"A5 trap: literal percent then 00", "http://example.com/dl?f=100%2500", "A5", "none", -1, -1},
    // A6 RFC 3986 §7
    {"A6 encoded traversal to /etc/passwd (catalog)",
     "http://example.com/static/%2e%2e/%2e%2e/etc/passwd", "A6", "high", 26, 13},
    {"A6 traversal inside the root", "http://example.com/a/b/../c", "A6", "medium", 23, 2},
    {"A6 file-like parameter", "https://example.com/?file=../../x", "A6", "medium", 26, 7},
    {"A6 trap: dots inside a word", "https://example.com/search?q=a..b", "A6", "none", -1, -1},
    {"A6 double-encoded slashes", "http://a.example/..%252f..%252fetc/passwd", "A6", "high", 16,
     25},
    {"A6 double-encoded dots", "http://a.example/%252e%252e/%252e%252e/etc/passwd", "A6", "high",
     16, 33},
    {"A6 trap: double-encoded space", "http://a.example/a%2520b/c", "A6", "none", -1, -1},
    // A7 RFC 3986 §7
    {"A7 double encoding (catalog)", "http://example.com/s/%252e%252e%252fadmin", "A7", "high", 21,
     15},
    {"A7 double-encoded slashes", "http://a.example/..%252f..%252fetc/passwd", "A7", "high", 19,
     12},
    {"A7 encoded unreserved in the host", "http://%65xample.com/", "A7", "medium", 7, 3},
    {"A7 trap: encoded reserved in a path", "https://example.com/a%2Cb", "A7", "none", -1, -1},
    {"A7 overlong UTF-8 dot", "http://example.com/%c0%ae%c0%ae/", "A7", "high", 19, 6},
    {"A7 trap: literal percent sign", "https://example.com/search?q=100%25", "A7", "none", -1, -1},
    // A8 RFC 3986 §7
    {"A8 AUX device (catalog)", "http://example.com/uploads/AUX.txt", "A8", "medium", 27, 7},
    {"A8 CON in a file URL", "file:///C:/x/CON", "A8", "high", 13, 3},
    {"A8 COM with a superscript digit", "http://example.com/COM\xC2\xB9.txt", "A8", "medium", 19,
     9},
    {"A8 8.3 short name", "http://example.com/PROGRA~1/x", "A8", "medium", 19, 8},
    {"A8 three dots", "http://example.com/a/.../b", "A8", "medium", 21, 3},
    {"A8 trailing dot on a web server", "https://github.com/thelaui/M.A.R.S.", "A8", "low", 27, 8},
    {"A8 alternate data stream", "http://example.com/x/file.txt::$DATA", "A8", "medium", 21, 15},
    {"A8 drive letter", "http://example.com/C:/windows", "A8", "medium", 19, 2},
    {"A8 /dev/ in a file URL", "file:///dev/null", "A8", "high", 8, 3},
    {"A8 /proc/self/", "http://example.com/proc/self/environ", "A8", "medium", 19, 4},
    {"A8 trap: a word starting with com", "http://example.com/compass/", "A8", "none", -1, -1},
    {"A8 trap: a word starting with aux", "http://example.com/auxiliary/", "A8", "none", -1, -1},
    {"A8 trap: drive letter in a file URL", "file:///C:/Users/", "A8", "none", -1, -1},
    {"A8 file URL to a sensitive file", "file:///etc/passwd", "A8", "high", 7, 11},
    {"A8 file URL to win.ini", "file:///C:/Windows/win.ini", "A8", "high", 7, 19},
    {"A8 trap: an ordinary file URL", "file:///home/user/report.pdf", "A8", "none", -1, -1},
    // A9 RFC 3986 §7
    {"A9 hex and short form (catalog)", "http://0x7f.1/", "A9", "high", 7, 6},
    {"A9 dword (catalog)", "http://2130706433/", "A9", "high", 7, 10},
    {"A9 short form (catalog)", "http://169.254.43518/", "A9", "high", 7, 13},
    {"A9 trap: canonical dotted quad", "http://127.0.0.1/", "A9", "none", -1, -1},
    // A10 RFC 3986 §7
    {"A10 password (catalog)", "https://user:hunter2@files.example.com/", "A10", "medium", 13, 7},
    {"A10 user name in http", "http://user@example.com/", "A10", "low", 7, 4},
    {"A10 trap: ssh git user is info", "ssh://git@github.com/org/repo.git", "A10", "info", 6, 3},
    {"A10 trap: anonymous ftp is info", "ftp://anonymous:guest@ftp.example.org/pub/", "A10", "info",
     16, 5},
    {"A10 trap: mailto has no userinfo", "mailto:user@example.com", "A10", "none", -1, -1},
    // A11 RFC 3986 §7
    {"A11 token in the fragment (catalog)",
     "https://example.com/cb#access_token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc", "A11",
     "medium", 23, 53},
    {"A11 OAuth code on a callback path",
     "https://example.com/oauth/callback?code=SplxlOBeZQQYbYS6WxSbIA", "A11", "medium", 35, 27},
    {"A11 trap: state and cache-busting v", "https://example.com/?state=abc123&v=2", "A11", "none",
     -1, -1},
    {"A11 trap: code off a callback path", "https://example.com/search?code=1234", "A11", "none",
     -1, -1},
    // A12 RFC 3986 §7
    {"A12 RFC 3986 7.6 example", "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
     "A12", "high", 6, 35},
    {"A12 host name in the userinfo", "https://www.paypal.com@evil.example/", "A12", "high", 8, 14},
    {"A12 trap: plain user name", "https://john@example.com/", "A12", "none", -1, -1},
    {"A12 trap: mailto address", "mailto:user@example.com", "A12", "none", -1, -1},
    // P1 parser differentials
    {"P1 backslash confusion (catalog)", "http://evil.example\\@good.example/", "P1", "high", 7,
     26},
    {"P1 first-at reading", "http://foo@evil.example:80@good.example/", "P1", "high", 11, 12},
    {"P1 protected host in one view only", "http://paypal.com\\@evil.example/", "P1", "critical", 7,
     24},
    {"P1 trap: case and default port only", "HTTPS://EXAMPLE.COM:443/Path", "P1", "none", -1, -1},
    // P2 parser differentials
    {"P2 backslashes in the path (catalog)", "http://example.com/files/..\\..\\windows\\win.ini",
     "P2", "medium", 27, 12},
    {"P2 backslash in the authority", "http:/\\evil.example/", "P2", "high", 6, 1},
    {"P2 trap: non-special scheme", "foo://x/a\\b", "P2", "none", -1, -1},
    // P3 parser differentials
    {"P3 newline inside the scheme (catalog)", " \tjava\nscript:alert(1)", "P3", "high", 6, 1},
    {"P3 trailing newline", "https://example.com/\n", "P3", "medium", 20, 1},
    {"P3 trap: nothing to strip", "https://example.com/", "P3", "none", -1, -1},
    // P4 parser differentials
    {"P4 no slashes (catalog)", "https:evil.example", "P4", "medium", 0, 6},
    {"P4 slash and backslash (catalog)", "http:/\\evil.example/", "P4", "medium", 0, 7},
    {"P4 three slashes", "http:///evil.example/", "P4", "medium", 0, 8},
    {"P4 trap: file URL with three slashes", "file:///etc/passwd", "P4", "none", -1, -1},
    {"P4 trap: two slashes", "https://example.com/", "P4", "none", -1, -1},
    // P5 parser differentials
    {"P5 two at signs (catalog)", "http://foo@evil.example:80@good.example/", "P5", "high", 10, 17},
    {"P5 at after fragment (catalog)", "http://1.1.1.1 &@2.2.2.2# @3.3.3.3/", "P5", "high", 16, 11},
    {"P5 trap: at in a query after the path", "https://example.com/?email=a@b.example", "P5",
     "none", -1, -1},
    // P6 parser differentials
    {"P6 two ports (catalog)", "http://127.0.0.1:11211:80/", "P6", "high", 17, 8},
    {"P6 above 65535", "http://example.com:65616/", "P6", "high", 19, 5},
    {"P6 leading zeros", "http://example.com:00080/", "P6", "low", 19, 5},
    {"P6 explicit default port is info", "HTTPS://EXAMPLE.COM:443/Path", "P6", "info", 20, 3},
    {"P6 trap: ordinary port", "http://example.com:8080/", "P6", "none", -1, -1},
    {"P6 second colon after a userinfo", "http://user@a.example:80:443/", "P6", "high", 22, 6},
    {"P6 trap: IPv6 literal with a port", "http://[::1]:8080/", "P6", "none", -1, -1},
    // P7 parser differentials
    {"P7 encoded host (catalog)", "http://%65%76%69%6c.example/", "P7", "medium", 7, 20},
    {"P7 encoded protected host", "http://%70aypal.com/", "P7", "high", 7, 12},
    {"P7 trap: encoding in the path", "http://example.com/%65", "P7", "none", -1, -1},
    // P8 parser differentials
    {"P8 inet_aton reads a prefix (catalog)", "http://127.0.0.1%09.evil.example/", "P8", "high", 7,
     25},
    {"P8 too many parts", "http://1.2.3.4.5/", "P8", "medium", 7, 9},
    {"P8 trailing dot", "http://127.0.0.1./", "P8", "medium", 7, 10},
    {"P8 trap: digits in a name", "http://123.example.com/", "P8", "none", -1, -1},
    {"P8 a name to RFC 3986, an address to a browser", "http://0/", "P8", "high", 7, 1},
    {"P8 public address in a short form", "http://8.8.2056/", "P8", "medium", 7, 8},
    {"P8 trap: canonical dotted quad", "http://127.0.0.1/", "P8", "none", -1, -1},
    // P9 parser differentials
    {"P9 javascript comment (catalog)", "javascript://example.com/%0aalert(1)", "P9", "high", 0,
     13},
    {"P9 ldap fragment (CVE-2021-45046)", "ldap://127.0.0.1#.evil.example/", "P9", "high", 16, 15},
    {"P9 jar wrapping http", "jar:http://example.com/a.jar!/", "P9", "high", 0, 9},
    {"P9 trap: plain ldap", "ldap://ldap.example.com/dc=example", "P9", "none", -1, -1},
    // P10 parser differentials
    // Low under a TLD whose language writes the letter (resources/security/tld_letters.txt)
    {"P10 deviation (catalog)", "https://xn--fa-hia.de/", "P10", "low", 8, 10},
    {"P10 deviation under .com", "https://xn--fa-hia.com/", "P10", "medium", 8, 10},
    {"P10 invalid A-label (catalog)", "https://xn--example-.com/", "P10", "medium", 8, 12},
    {"P10 symbol IDNA2008 rejects", "https://pay\xE2\x81\x84pal.example/", "P10", "medium", 11, 3},
    {"P10 trap: ordinary IDN", "https://xn--bcher-kva.de/", "P10", "none", -1, -1},
    // N1 host classes
    {"N1 IPv6 loopback (catalog)", "http://[::1]:6379/", "N1", "high", 7, 5},
    {"N1 localhost", "http://localhost:8080/", "N1", "high", 7, 9},
    {"N1 trap: 127 as a label", "http://127.example.com/", "N1", "none", -1, -1},
    // N2 host classes
    {"N2 zero (catalog)", "http://0/", "N2", "high", 7, 1},
    {"N2 unspecified dotted", "http://0.0.0.0:8080/", "N2", "high", 7, 7},
    {"N2 trap: zero as a label", "http://0.example.com/", "N2", "none", -1, -1},
    // N3 host classes
    {"N3 private (catalog)", "http://10.0.0.5:22/", "N3", "medium", 7, 8},
    {"N3 CGNAT", "http://100.64.1.2/", "N3", "medium", 7, 10},
    {"N3 trap: public neighbour", "http://11.0.0.5/", "N3", "none", -1, -1},
    // N4 host classes
    {"N4 metadata (catalog)", "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
     "N4", "critical", 7, 15},
    {"N4 link-local IPv6", "http://[fe80::1]/", "N4", "high", 7, 9},
    {"N4 metadata name", "http://metadata.google.internal/computeMetadata/v1/", "N4", "critical", 7,
     24},
    {"N4 trap: next to link-local", "http://169.255.0.1/", "N4", "none", -1, -1},
    // N5 host classes
    {"N5 IPv4-mapped metadata (catalog)", "http://[::ffff:169.254.169.254]/", "N5", "critical", 7,
     24},
    {"N5 IPv4-mapped public", "http://[::ffff:8.8.8.8]/", "N5", "medium", 7, 16},
    {"N5 NAT64 loopback", "http://[64:ff9b::7f00:1]/", "N5", "critical", 7, 17},
    {"N5 trap: ordinary IPv6", "http://[2001:4860::8888]/", "N5", "none", -1, -1},
    // N6 host classes
    {"N6 benchmarking (catalog)", "http://198.18.0.1/", "N6", "low", 7, 10},
    {"N6 multicast", "http://224.0.0.1/", "N6", "medium", 7, 9},
    {"N6 trap: public address", "http://8.8.8.8/", "N6", "none", -1, -1},
    // N7 host classes
    {"N7 mDNS (catalog)", "http://printer.local/", "N7", "low", 7, 13},
    {"N7 single label", "http://intranet/", "N7", "low", 7, 8},
    {"N7 reserved example name is info",
     "https://b\xC3\xBC"
     "cher.example/",
     "N7", "info", 8, 15},
    {"N7 trap: metadata name is N4", "http://metadata.google.internal/", "N7", "none", -1, -1},
    {"N7 trap: public name", "https://example.com/", "N7", "none", -1, -1},
    // N8 host classes
    {"N8 nip.io loopback (catalog)", "http://127.0.0.1.nip.io/", "N8", "high", 7, 16},
    {"N8 dashed public address", "http://app-8-8-8-8.sslip.io/", "N8", "low", 7, 20},
    {"N8 wildcard loopback domain", "http://foo.localtest.me/", "N8", "high", 7, 16},
    {"N8 trap: the service itself", "https://nip.io/", "N8", "none", -1, -1},
    // N9 host classes
    {"N9 public IPv4 (catalog is TEST-NET, N6)", "http://8.8.8.8/login", "N9", "low", 7, 7},
    {"N9 trap: private address", "http://10.0.0.1/", "N9", "none", -1, -1},
    // N10 host classes
    {"N10 zone id (catalog)", "http://[fe80::1%25eth0]/", "N10", "low", 15, 7},
    {"N10 trap: no zone", "http://[fe80::1]/", "N10", "none", -1, -1},
    // U1 Unicode and IDN
    {"U1 IDN is info",
     "https://b\xC3\xBC"
     "cher.de/",
     "U1", "info", 8, 10},
    {"U1 invalid A-label (catalog)", "https://xn--example-.com/", "U1", "medium", 8, 12},
    {"U1 trap: ASCII host", "https://example.com/", "U1", "none", -1, -1},
    // U2 Unicode and IDN
    {"U2 Latin and Cyrillic (catalog)", "https://p\xD0\xB0ypal.com/", "U2", "high", 8, 7},
    {"U2 trap: Han and Hiragana", "https://\xE4\xBE\x8B\xE3\x81\x88.jp/", "U2", "none", -1, -1},
    {"U2 trap: German IDN",
     "https://b\xC3\xBC"
     "cher.de/",
     "U2", "none", -1, -1},
    // Chrome's IDN display policy (Chromium idn_spoof_checker_unittest): the
    // prolonged sound mark after no kana, the iteration mark after no
    // Katakana, a Hiragana he among Katakana, a CJK stroke beside Latin
    {"U2 prolonged sound mark between Latin letters",
     "https://abc\xE3\x83\xBC"
     "def.jp/",
     "U2", "medium", 11, 3},
    {"U2 trap: prolonged sound mark after Katakana",
     "https://\xE3\x82\xAB\xE3\x83\xBC\xE9\x87\x8E\xE7\x90\x83.jp/", "U2", "none", -1, -1},
    {"U2 iteration mark after Hiragana", "https://\xE3\x81\x8B\xE3\x83\xBD.jp/", "U2", "medium", 11,
     3},
    {"U2 trap: iteration mark after Katakana", "https://\xE3\x82\xAB\xE3\x83\xBD.jp/", "U2", "none",
     -1, -1},
    {"U2 Hiragana he among Katakana", "https://\xE3\x82\xA2\xE3\x81\xB8\xE3\x82\xA2.jp/", "U2",
     "medium", 11, 3},
    {"U2 CJK one between Latin letters",
     "https://ip\xE4\xB8\x80"
     "address.com/",
     "U2", "medium", 10, 3},
    {"U2 trap: CJK one among Han", "https://\xE4\xB8\x80\xE4\xB8\x81\xE7\x9B\xAE.jp/", "U2", "none",
     -1, -1},
    // U3 Unicode and IDN
    // U4 tells what it imitates (critical here); U3 only that it is confusable
    {"U3 apple in Cyrillic (catalog)", "https://xn--80ak6aa92e.com/", "U3", "medium", 8, 14},
    {"U3 trap: a common word (Chromium's allowed whole-script confusables)",
     "https://\xD0\xBA\xD1\x83\xD1\x80\xD1\x81.com/", "U3", "none", -1, -1},
    {"U3 Bengali digits that read as 07", "https://\xE0\xA7\xA6\xE0\xA7\xAD.com/", "U3", "medium",
     8, 6},
    {"U3 trap: Cyrillic under .rf",
     "https://\xD0\xBF\xD1\x80\xD0\xB8\xD0\xBC\xD0\xB5\xD1\x80.\xD1\x80\xD1\x84/", "U3", "none", -1,
     -1},
    // U4 Unicode and IDN
    {"U4 skeleton of apple.com (catalog)", "https://www.xn--pple-43d.com/", "U4", "critical", 8,
     20},
    {"U4 digit one for l", "https://paypa1.com/", "U4", "critical", 8, 10},
    {"U4 one edit away", "https://gooogle.com/", "U4", "medium", 8, 11},
    {"U4 one edit away under another suffix", "https://weechat.org/", "U4", "low", 8, 11},
    {"U4 trap: one edit away in an institutions' registry", "http://tiswww.case.edu/php/chet/",
     "U4", "none", -1, -1},
    {"U4 trap: the protected domain", "https://google.com/", "U4", "none", -1, -1},
    {"U4 trap: a subdomain of it", "https://mail.google.com/", "U4", "none", -1, -1},
    {"U4 trap: a look-alike of a name reserved for documentation", "https://h2o.examp1e.net/", "U4",
     "none", -1, -1},
    // U5 Unicode and IDN
    {"U5 kra outside the profile", "https://\xC4\xB8iwi.example/", "U5", "medium", 8, 2},
    {"U5 u-umlaut under a TLD without it",
     "https://b\xC3\xBC"
     "cher.example/",
     "U5", "medium", 9, 2},
    {"U5 trap: u-umlaut under .de",
     "https://b\xC3\xBC"
     "cher.de/",
     "U5", "none", -1, -1},
    {"U5 thorn outside .is (catalog 5.4)",
     "https://ex\xC3\xBE"
     "ample.com/",
     "U5", "high", 10, 2},
    {"U5 trap: thorn under .is", "https://p\xC3\xBEu.is/", "U5", "none", -1, -1},
    {"U5 trap: German IDN",
     "https://b\xC3\xBC"
     "cher.de/",
     "U5", "none", -1, -1},
    // U6 Unicode and IDN
    {"U6 mixed numbers (catalog)", "https://0x\xD9\xA3.example/", "U6", "high", 8, 4},
    {"U6 trap: ASCII digits", "https://example123.com/", "U6", "none", -1, -1},
    {"U6 trap: Arabic-Indic digits, one system", "https://\xDB\xB0\xDB\xB1.example/", "U6", "none",
     -1, -1},
    // U7 Unicode and IDN
    {"U7 zero width space in the host (catalog)", "https://exa\xE2\x80\x8Bmple.com/", "U7", "high",
     11, 3},
    {"U7 soft hyphen in the path",
     "https://example.com/a\xC2\xAD"
     "b",
     "U7", "medium", 21, 2},
    {"U7 encoded zero width space", "https://example.com/a%E2%80%8Bb", "U7", "medium", 21, 9},
    {"U7 trap: encoded space", "https://example.com/a%20b", "U7", "none", -1, -1},
    // U8 Unicode and IDN
    {"U8 RLO file extension (catalog)",
     "https://example.com/invoice\xE2\x80\xAE"
     "fdp.exe",
     "U8", "critical", 27, 3},
    {"U8 encoded RLM", "https://example.com/a%E2%80%8Fb", "U8", "high", 21, 9},
    {"U8 trap: Arabic label", "https://\xD9\x85\xD8\xAB\xD8\xA7\xD9\x84.example/", "U8", "none", -1,
     -1},
    // U9 Unicode and IDN
    {"U9 fraction slash in the host (catalog)",
     "https://accounts.google.com\xE2\x81\x84signin.evil.example/", "U9", "high", 27, 3},
    {"U9 ideographic full stop",
     "https://example\xE3\x80\x82"
     "com/",
     "U9", "high", 15, 3},
    {"U9 division slash in the path",
     "https://example.com/a\xE2\x88\x95"
     "b",
     "U9", "medium", 21, 3},
    {"U9 katakana no between Latin letters (catalog 5.4)",
     "https://a\xE3\x83\x8E"
     "b.com/",
     "U9", "high", 9, 3},
    {"U9 trap: katakana no in Japanese", "https://\xE3\x82\xA2\xE3\x83\x8E\xE3\x82\xA2.jp/", "U9",
     "none", -1, -1},
    {"U9 trap: vitamin b6 in Katakana",
     "https://\xE3\x83\x93\xE3\x82\xBF\xE3\x83\x9F\xE3\x83\xB3"
     "b6.jp/",
     "U9", "none", -1, -1},
    {"U9 trap: real slash", "https://example.com/a/b", "U9", "none", -1, -1},
    {"U9 middle dot outside .cat", "https://l\xC2\xB7l.com/", "U9", "high", 9, 2},
    {"U9 trap: Catalan l.l under .cat", "https://l\xC2\xB7l.cat/", "U9", "none", -1, -1},
    // U10 Unicode and IDN
    {"U10 circled letters (catalog)",
     "https://\xE2\x93\x96\xE2\x93\x9E\xE2\x93\x9E\xE2\x93\x96\xE2\x93\x9B\xE2\x93\x94.com/", "U10",
     "medium", 8, 22},
    {"U10 circled digits to loopback (catalog)",
     "http://\xE2\x91\xA0\xE2\x91\xA1\xE2\x91\xA6.0.0.1/", "U10", "high", 7, 15},
    {"U10 trap: upper case umlaut",
     "https://B\xC3\x9C"
     "CHER.de/",
     "U10", "none", -1, -1},
    // U11 Unicode and IDN
    {"U11 repeated combining mark (catalog)",
     "https://a\xCC\x81\xCC\x81"
     "b.example/",
     "U11", "high", 8, 6},
    {"U11 trap: precomposed e acute", "https://caf\xC3\xA9.example/", "U11", "none", -1, -1},
    {"U11 trap: one combining acute", "https://cafe\xCC\x81.example/", "U11", "none", -1, -1},
    // U12 Unicode and IDN
    {"U12 zip trick in the userinfo (catalog)",
     "https://github.com\xE2\x88\x95kubernetes\xE2\x88\x95kubernetes\xE2\x88\x95"
     "archive\xE2\x88\x95refs\xE2\x88\x95tags\xE2\x88\x95@v1271.zip",
     "U12", "high", 8, 63},
    {"U12 URL look-alike in the path",
     "https://evil.example/https:\xE2\x88\x95\xE2\x88\x95paypal.com\xE2\x88\x95login", "U12",
     "medium", 20, 31},
    {"U12 trap: accented path", "https://example.com/caf\xC3\xA9", "U12", "none", -1, -1},
    // U13 Unicode and IDN
    {"U13 sharp s (catalog)", "https://xn--fa-hia.de/", "U13", "low", 8, 10},
    {"U13 sharp s under .com", "https://xn--fa-hia.com/", "U13", "medium", 8, 10},
    {"U13 trap: fass.de", "https://fass.de/", "U13", "none", -1, -1},
    // D1 domain structure
    {"D1 target embedding (catalog)", "https://paypal.com.secure-login.evil.example/", "D1", "high",
     8, 10},
    {"D1 joined with hyphens", "https://www-paypal-com.evil.example/", "D1", "high", 12, 10},
    {"D1 trap: the brand itself", "https://www.paypal.com/", "D1", "none", -1, -1},
    {"D1 trap: a product's server under a name starting with the TLD",
     "https://gitlab.common-lisp.net/mraskin/agnostic-lizard", "D1", "none", -1, -1},
    {"D1 a product's domain glued with a hyphen", "https://gitlab.com-verify.top/", "D1", "high", 8,
     10},
    {"D1 with a delimiter look-alike", "https://paypal.com\xE2\x88\x95login.evil.example/", "D1",
     "high", 8, 10},
    {"D1 trap: a division slash without a brand",
     "https://a\xE2\x88\x95"
     "b.evil.example/",
     "D1", "none", -1, -1},
    // D2 domain structure
    {"D2 combo-squatting (catalog)", "https://paypal-account-verify.com/", "D2", "medium", 8, 21},
    {"D2 trap: brand path", "https://www.paypal.com/signin", "D2", "none", -1, -1},
    {"D2 trap: a product's own server", "https://gitlab.acme-corp.net/group/project", "D2", "none",
     -1, -1},
    {"D2 trap: a product glued in a subdomain", "https://flocq.gitlabpages.inria.fr/", "D2", "none",
     -1, -1},
    {"D2 a product beside a keyword", "https://gitlab-login.acme.top/", "D2", "medium", 8, 12},
    {"D2 trap: a product as a private suffix's tenant", "https://gitlab.freedesktop.org/", "D2",
     "none", -1, -1},
    {"D2 trap: an account's pages named as the brand", "https://google.github.io/snappy/", "D2",
     "none", -1, -1},
    {"D2 a brand beside a keyword on an account suffix", "https://paypal-login.github.io/", "D2",
     "medium", 8, 12},
    {"D2 trap: a brand's own other domain", "https://android.googlesource.com/platform/art", "D2",
     "none", -1, -1},
    {"D2 trap: a widely used brand glued to a word", "https://www.mozillazine.org/", "D2", "none",
     -1, -1},
    {"D2 a widely used brand beside a keyword", "https://mozilla-login.example.top/", "D2",
     "medium", 8, 13},
    {"D2 a brand in the subdomain, a widely used one's label under another suffix",
     "https://celebration-binance.netlify.com/", "D2", "medium", 8, 19},
    // D3 domain structure
    {"D3 depth", "https://a.b.c.d.e.evil.example/", "D3", "low", 8, 22},
    {"D3 padding with embedding (catalog)",
     "https://www.paypal.com----------------security.evil.example/", "D3", "medium", 8, 51},
    {"D3 trap: www", "https://www.example.com/", "D3", "none", -1, -1},
    // D4 domain structure
    {"D4 private suffix (catalog)", "https://x.web.app/", "D4", "info", 8, 9},
    {"D4 trap: ordinary domain", "https://www.example.com/", "D4", "none", -1, -1},
    // D5 domain structure
    {"D5 zip alone", "https://example.zip/", "D5", "low", 15, 4},
    {"D5 zip with deceptive userinfo (catalog)",
     "https://github.com\xE2\x88\x95kubernetes\xE2\x88\x95kubernetes\xE2\x88\x95"
     "archive\xE2\x88\x95refs\xE2\x88\x95tags\xE2\x88\x95@v1271.zip",
     "D5", "high", 77, 4},
    {"D5 trap: a ccTLD that is an extension", "https://example.sh/", "D5", "none", -1, -1},
    // D6 domain structure
    {"D6 unknown TLD (catalog)", "https://paypal.com.evil/", "D6", "low", 19, 4},
    {"D6 trap: special-use name is N7", "http://printer.local/", "D6", "none", -1, -1},
    // R1 redirects and nesting
    {"R1 Google wrapper (catalog)", "https://www.google.com/url?q=https://evil.example/phish", "R1",
     "medium", 29, 26},
    {"R1 plain nested URL", "https://example.com/go?to=https://evil.example/", "R1", "medium", 26,
     21},
    {"R1 trap: relative next", "https://example.com/login?next=/account", "R1", "none", -1, -1},
    {"R1 trap: same site", "https://example.com/?url=https://www.example.com/x", "R1", "none", -1,
     -1},
    {"R1 OAuth request to another site",
     "https://accounts.example.com/o/"
     "authorize?client_id=1&response_type=code&scope=email&redirect_uri=https://app.example.org/"
     "cb",
     "R1", "low", 97, 26},
    {"R1 OAuth error forced by prompt=none",
     "https://login.example.com/oauth2/"
     "authorize?client_id=1&response_type=code&prompt=none&redirect_uri=https://evil.example/",
     "R1", "high", 99, 21},
    {"R1 OAuth error forced by an unknown response_type",
     "https://login.example.com/authorize?client_id=1&response_type=x&redirect_uri=https://"
     "evil.example/",
     "R1", "high", 77, 21},
    {"R1 route parameters in the fragment",
     "https://example.com/#/login?redirect=https://evil.example/", "R1", "medium", 37, 21},
    {"R1 trap: OAuth request back to its own site",
     "https://login.example.com/"
     "authorize?client_id=1&response_type=code&prompt=none&redirect_uri=https://app.example.com/"
     "cb",
     "R1", "none", -1, -1},
    // R2 redirects and nesting
    {"R2 Bing base64url (catalog)",
     "https://www.bing.com/ck/a?u=a1aHR0cHM6Ly9ldmlsLmV4YW1wbGUvcGhpc2g", "R2", "medium", 28, 37},
    {"R2 percent-encoded", "https://example.com/?url=https%3A%2F%2Fevil.example%2F", "R2", "medium",
     25, 29},
    {"R2 trap: encoded relative path", "https://example.com/login?returnTo=%2Fhome", "R2", "none",
     -1, -1},
    {"R2 double percent-encoded", "https://a.example/?url=https%253A%252F%252Fevil.example%252F",
     "R2", "medium", 23, 37},
    {"R2 Bing ad click in base64url",
     "https://www.bing.com/aclick?ld=e8&u=aHR0cHM6Ly9ldmlsLmV4YW1wbGUvcGF0aA", "R2", "medium", 36,
     34},
    {"R2 Bing a1 with padding",
     "https://www.bing.com/ck/a?!&&p=1&u=a1aHR0cHM6Ly9ldmlsLmV4YW1wbGUv%3D%3D&ntb=1", "R2",
     "medium", 35, 36},
    {"R2 trap: a literal percent twice", "https://example.com/search?q=100%2525", "R2", "none", -1,
     -1},
    // R3 redirects and nesting
    {"R3 URL in the path (catalog)", "http://evil.example/https://paypal.com/login", "R3", "medium",
     20, 24},
    {"R3 trap: http in a word", "https://example.com/docs/http-guide", "R3", "none", -1, -1},
    {"R3 the Wayback Machine's copy",
     "http://web.archive.org/web/20050923031939/http://fixedsys.org/", "R3", "info", 42, 20},
    {"R3 a web archive's latest copy", "https://web.archive.org/web/http://example.org/", "R3",
     "info", 28, 19},
    {"R3 an archive's path on another host",
     "http://evil.example/web/20050923031939/http://paypal.com/", "R3", "medium", 39, 18},
    // R4 redirects and nesting
    {"R4 encoded double slash (catalog)", "https://example.com/login?next=%2F%2Fevil.example", "R4",
     "high", 31, 18},
    {"R4 slash backslash", "https://example.com/login?next=/\\evil.example", "R4", "high", 31, 14},
    {"R4 trap: relative path", "https://example.com/login?next=/dashboard", "R4", "none", -1, -1},
    {"R4 three slashes", "https://example.com/login?next=///evil.example/", "R4", "high", 31, 16},
    {"R4 in a route of the fragment", "https://example.com/#/login?redirect=//evil.example", "R4",
     "high", 37, 14},
    {"R4 OAuth logout redirect",
     "https://example.com/logout?post_logout_redirect_uri=//evil.example", "R4", "high", 52, 14},
    {"R4 trap: scheme-relative to its own site",
     "https://example.com/login?next=//example.com/home", "R4", "none", -1, -1},
    {"R4 trap: encoded relative path", "https://example.com/login?returnTo=%2Fhome", "R4", "none",
     -1, -1},
    // S1 schemes
    {"S1 mixed case javascript (catalog)", "JaVaScRiPt:alert(1)", "S1", "critical", 0, 10},
    {"S1 data text/html (catalog)",
     "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", "S1", "critical", 0, 21},
    {"S1 trap: javascript in a path", "https://example.com/javascript:alert", "S1", "none", -1, -1},
    {"S1 trap: data image", "data:image/png;base64,iVBORw0KGgo=", "S1", "none", -1, -1},
    // S2 schemes
    {"S2 data image (catalog)", "data:image/png;base64,iVBORw0KGgo=", "S2", "info", 0, 21},
    {"S2 trap: https", "https://example.com/", "S2", "none", -1, -1},
    // S3 schemes
    {"S3 ms-msdt (catalog)", "ms-msdt:/id PCWDiagnostic /skip force", "S3", "critical", 0, 7},
    {"S3 remote file (catalog)", "file://attacker.example/share/doc.docx", "S3", "high", 0, 4},
    {"S3 UNC path", "\\\\host\\share\\doc.docx", "S3", "high", 0, 21},
    {"S3 trap: file as a word", "https://example.com/file", "S3", "none", -1, -1},
    // S4 schemes
    {"S4 gopher to redis (catalog)", "gopher://127.0.0.1:6379/_SET%20x%20y%0D%0A", "S4", "high", 0,
     6},
    {"S4 jndi lookup", "${jndi:ldap://x.example/a}", "S4", "high", 0, 7},
    {"S4 gopher to a public server", "gopher://gopher.floodgap.com/1/world", "S4", "low", 0, 6},
    {"S4 gopher to a single-label name", "gopher://redis/_x", "S4", "high", 0, 6},
    {"S4 gopher to another service's port", "gopher://example.org:6379/1/", "S4", "high", 0, 6},
    {"S4 gopher with a line break", "gopher://gopher.example.org/_SET%20x%0D%0A", "S4", "high", 0,
     6},
    {"S4 trap: https", "https://example.com/", "S4", "none", -1, -1},
    // S5 schemes
    {"S5 unknown scheme", "foo-bar://example.com/", "S5", "low", 0, 7},
    {"S5 upper case is info", "HTTPS://EXAMPLE.COM:443/Path", "S5", "info", 0, 5},
    {"S5 trap: lower case https", "https://example.com/", "S5", "none", -1, -1},
    // S6 schemes
    {"S6 https on port 80 (catalog)", "https://example.com:80/", "S6", "low", 20, 2},
    {"S6 cleartext http is info", "http://example.com/", "S6", "info", 0, 4},
    {"S6 trap: https", "https://example.com/", "S6", "none", -1, -1},
    // L2 length and shape
    {"L2 label over 63",
     "https://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.example.com/", "L2",
     "medium", 8, 64},
    {"L2 empty label", "https://a..example.com/", "L2", "medium", 10, 1},
    {"L2 trailing hyphen", "https://volans-.github.io/", "L2", "low", 8, 7},
    {"L2 hyphens in positions 3-4", "https://r3---sn-4g5e6nsz.googlevideo.com/videoplayback", "L2",
     "low", 8, 16},
    {"L2 trap: ordinary host", "https://example.com/", "L2", "none", -1, -1},
    // L3 length and shape
    {"L3 parameter pollution (catalog)",
     "https://example.com/login?next=/ok&next=https://evil.example", "L3", "medium", 35, 25},
    {"L3 trap: same value twice", "https://example.com/?a=1&a=1", "L3", "none", -1, -1},
    // F1..F4 downloads
    {"F1 a Windows program (catalog)", "https://example.com/files/setup.exe", "F1", "high", 26, 9},
    {"F1 a script for an interpreter", "https://example.com/install.sh", "F1", "medium", 20, 10},
    {"F1 JavaScript, a page's script", "https://example.com/js/widget.js", "F1", "low", 23, 9},
    {"F1 an archive", "https://example.com/dl/tool.zip", "F1", "low", 23, 8},
    {"F1 a name in a parameter", "https://example.com/get.php?id=7&filename=Setup.EXE", "F1",
     "high", 42, 9},
    {"F1 trailing dot and space", "https://example.com/a.exe.%20", "F1", "high", 20, 9},
    {"F1 trap: a page", "https://example.com/index.html", "F1", "none", -1, -1},
    {"F1 trap: a repository named like a script", "https://github.com/mozilla/pdf.js", "F1", "none",
     -1, -1},
    {"F1 trap: a server's script", "https://example.org/cgi-bin/search.pl?q=uri", "F1", "none", -1,
     -1},
    {"F1 trap: IIS's CGI program", "https://lists.example.org/scripts/wa.exe?A0=LIST", "F1", "none",
     -1, -1},
    {"F1 trap: an ISAPI extension with a query", "https://example.com/x/ne.dll?id", "F1", "none",
     -1, -1},
    {"F1 a code host's raw file", "https://github.com/o/r/blob/main/tool.exe?raw=true", "F1",
     "high", 33, 8},
    {"F2 invoice.pdf.exe (catalog)", "https://example.com/invoice.pdf.exe", "F2", "high", 20, 15},
    {"F2 padded with spaces", "https://example.com/scan.jpg%20%20%20%20.scr", "F2", "high", 20, 24},
    {"F2 trap: a zipped document", "https://example.com/report.pdf.zip", "F2", "none", -1, -1},
    {"F2 trap: a version number", "https://example.com/setup-1.2.exe", "F2", "none", -1, -1},
    {"F3 Mirai build from an address (catalog)", "http://198.51.100.7:8080/bins/x86", "F3", "high",
     30, 3},
    {"F3 a processor as the extension", "https://example.com/hiddenbin/boatnet.arm7", "F3", "high",
     30, 12},
    {"F3 a bare name at the root", "http://example.com/mips", "F3", "medium", 19, 4},
    {"F3 trap: a page about a processor", "https://example.com/docs/arm", "F3", "none", -1, -1},
    {"F3 trap: a code host's tree", "https://github.com/torvalds/linux/tree/master/arch/x86", "F3",
     "none", -1, -1},
    {"F4 a GitHub release (catalog)",
     "https://github.com/owner/repo/releases/download/v1.0/tool.zip", "F4", "info", 8, 10},
    {"F4 trap: a repository's page", "https://github.com/owner/repo", "F4", "none", -1, -1},
};

} // namespace

void TstSecurity::checks_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("severity");
    QTest::addColumn<int>("offset");
    QTest::addColumn<int>("length");
    for (const Row &r : kRows) {
        QTest::newRow(r.name) << QByteArray(r.input) << QString::fromLatin1(r.id)
                              << QString::fromLatin1(r.severity) << r.offset << r.length;
    }
    // L1 length and shape
    const QByteArray longUrl = QByteArray("https://example.com/?q=") + QByteArray(9000, 'A');
    QTest::newRow("L1 over 8000 octets (catalog)") << longUrl << "L1"
                                                   << "medium" << 0 << int(longUrl.size());
    const QByteArray mid = QByteArray("https://example.com/?q=") + QByteArray(3000, 'A');
    QTest::newRow("L1 over 2048 octets") << mid << "L1"
                                         << "low" << 0 << int(mid.size());
    QTest::newRow("L1 trap: an ordinary URL") << QByteArray("https://example.com/") << "L1"
                                              << "none" << -1 << -1;
}

void TstSecurity::checks()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, id);
    QFETCH(QString, severity);
    QFETCH(int, offset);
    QFETCH(int, length);

    const Assessment a = analyze(view(input));
    const std::optional<Check> check = checkFromId(id.toStdString());
    QVERIFY(check.has_value());
    bool found = false;
    for (const Finding &f : a.findings) {
        if (f.check != *check || !f.nested.empty())
            continue;
        if (severity == QLatin1String("none"))
            QFAIL(qPrintable(QStringLiteral("unexpected: ") + describe(a)));
        if (f.span.offset == std::size_t(offset) && f.span.length == std::size_t(length)) {
            QCOMPARE(
                QString::fromLatin1(riskName(f.severity).data(), int(riskName(f.severity).size())),
                severity);
            QCOMPARE(f.id, checkInfo(*check).id);
            QCOMPARE(f.name, checkInfo(*check).name);
            QVERIFY(!f.message.empty());
            found = true;
        }
    }
    if (severity != QLatin1String("none") && !found)
        QFAIL(qPrintable(QStringLiteral("missing; found: ") + describe(a)));
}

// Every check of the catalog has at least one positive and one negative row.
void TstSecurity::everyCheckHasRows()
{
    std::set<std::string> positive{"L1"}; // L1 rows are built in checks_data()
    std::set<std::string> negative{"L1"};
    for (const Row &r : kRows)
        (std::string_view(r.severity) == "none" ? negative : positive).insert(r.id);
    for (const CheckInfo &c : checkInfos()) {
        if (c.check == Check::P11)
            continue; // found by the readers layer: tests/readers/tst_readers.cpp
        if (c.check == Check::K1)
            continue; // needs the reviewer's lists: tests/core/tst_blocklist.cpp
        if (c.family == Family::Context)
            continue; // found by the documents layer: tests/documents/tst_documents.cpp
        QVERIFY2(positive.count(std::string(c.id)) == 1, c.id.data());
        QVERIFY2(negative.count(std::string(c.id)) == 1, c.id.data());
    }
}

// Every finding of the rows has a consistent message
// (security_test_support.h), and the catalogue's ids are unique.
void TstSecurity::messages()
{
    std::set<std::string_view> ids;
    for (const MessageInfo &m : messageCatalog()) {
        QVERIFY2(ids.insert(m.id).second, m.id.data());
        QVERIFY2(checkFromId(m.id.substr(0, m.id.find('.'))).has_value(), m.id.data());
    }
    for (const MessageInfo &m : escalationCatalog()) {
        QVERIFY2(ids.insert(m.id).second, m.id.data());
        QVERIFY2(m.id.substr(0, 12) == "combination.", m.id.data());
        QVERIFY2(m.text.find("{risk}") != std::string_view::npos, m.id.data());
    }
    std::set<std::string_view> used;
    for (const Row &r : kRows) {
        for (const Finding &f : analyze(r.input).findings) {
            const QString problem = securitytest::messageProblem(f);
            QVERIFY2(problem.isEmpty(),
                     qPrintable(QString::fromLatin1(r.name) + QStringLiteral(": ") + problem));
            used.insert(f.messageId);
        }
    }
    qInfo("%zu of %zu wordings appear in the rows", used.size(), ids.size());
}

// The tables are looked up by the host's parents no longer than a domain
// name can be (RFC 1035 §2.3.4: 253 characters), so that a host of 100,000
// labels costs time in proportion: a host of 401 characters still ends in
// the names of the tables.
void TstSecurity::longHostsStillLookedUp()
{
    std::string labels;
    for (int i = 0; i < 200; ++i)
        labels += "a.";
    const Assessment shortener = analyze("http://" + labels + "bit.ly/x");
    QVERIFY(shortener.has(Check::A1)); // unstable_hosts.txt
    QCOMPARE(shortener.find(Check::A1)->arguments.front().second, std::string("bit.ly"));
    const Assessment loopback = analyze("http://" + labels + "localhost/");
    QVERIFY(loopback.has(Check::N1)); // RFC 6761 §6.3: a subdomain of localhost
    QCOMPARE(loopback.destination.hostClass, std::string("loopback"));
    // a subdomain of a protected domain is its own (D1 does not fire)
    const Assessment own = analyze("http://" + labels + "paypal.com/");
    QVERIFY(!own.has(Check::D1));
    QCOMPARE(own.destination.registrableDomain, std::optional<std::string>("paypal.com"));
}

// RFC 3986 §7.6: "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm"
void TstSecurity::rfc3986Example()
{
    const QByteArray input("ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm");
    const Assessment a = analyze(view(input));
    const Finding *f = a.find(Check::A12);
    QVERIFY(f != nullptr);
    QCOMPARE(f->severity, Risk::High);
    QCOMPARE(f->span, (uri::Span{6, 35}));
    QCOMPARE(f->cite, std::string_view("RFC 3986 §7.6"));
    QCOMPARE(a.destination.host, std::optional<std::string>("10.0.0.1"));
    QCOMPARE(a.destination.ip, std::optional<std::string>("10.0.0.1"));
    QCOMPARE(a.destination.scheme, std::optional<std::string>("ftp"));
    QCOMPARE(a.destination.port, std::optional<std::uint16_t>(21));
    QCOMPARE(a.destination.hostClass, std::string("private"));
    QCOMPARE(a.verdict, std::optional<Risk>(Risk::High));
    QCOMPARE(a.display.userinfo, uri::OptSpan(uri::Span{6, 35}));
}

// A12 names the host that the userinfo imitates (RFC 3986 §7.6), for the
// window's banner: "This link goes to 10.0.0.1, not to cnn.example.com".
void TstSecurity::imitatedHost_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<bool>("a12");
    QTest::addColumn<QString>("imitated"); // "" when the detail is absent
    QTest::newRow("RFC 3986 7.6 example")
        << QByteArray("ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm") << true
        << "cnn.example.com";
    QTest::newRow("a host name in the userinfo")
        << QByteArray("https://www.paypal.com@evil.example/") << true << "www.paypal.com";
    QTest::newRow("slash look-alikes (the .zip trick)")
        << QByteArray("https://github.com\xE2\x88\x95\xE2\x88\x95"
                      "@v1271.zip")
        << true << "github.com";
    QTest::newRow("plain user name: no A12")
        << QByteArray("http://user@example.com/") << false << "";
    QTest::newRow("longer than 32 characters, no host in it")
        << QByteArray("http://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@example.com/") << true
        << "";
    QTest::newRow("an IP address, no host name")
        << QByteArray("http://10.0.0.1@evil.example/") << true << "";
}

void TstSecurity::imitatedHost()
{
    QFETCH(QByteArray, input);
    QFETCH(bool, a12);
    QFETCH(QString, imitated);
    const Assessment a = analyze(view(input));
    const Finding *f = a.find(Check::A12);
    QCOMPARE(f != nullptr, a12);
    if (f == nullptr)
        return;
    std::optional<std::string> detail;
    for (const auto &[key, value] : f->details) {
        if (key == "imitated_host")
            detail = value;
    }
    if (imitated.isEmpty())
        QCOMPARE(detail, std::optional<std::string>());
    else
        QCOMPARE(detail, std::optional<std::string>(imitated.toStdString()));
    // the other details stay as they were
    QCOMPARE(f->details.at(0).first, std::string("userinfo"));
    QCOMPARE(f->details.at(1).first, std::string("real_host"));
}

// Negative controls (docs/security-checks.md §5): nothing above info.
void TstSecurity::negativeControls_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("mailto address") << QByteArray("mailto:user@example.com");
    QTest::newRow("mailto with subject")
        << QByteArray("mailto:user@example.com?subject=Hello%20there");
    QTest::newRow("ssh git@host") << QByteArray("ssh://git@host");
    QTest::newRow("ssh git@github.com") << QByteArray("ssh://git@github.com/org/repo.git");
    QTest::newRow("git+ssh") << QByteArray("git+ssh://git@github.com/org/repo.git");
    QTest::newRow("anonymous ftp") << QByteArray("ftp://anonymous@ftp.example.org/pub/");
    QTest::newRow("anonymous ftp with password")
        << QByteArray("ftp://anonymous:guest@ftp.example.org/pub/");
    QTest::newRow("ftp without user") << QByteArray("ftp://ftp.example.org/pub/README");
    QTest::newRow("IDN muenchen.de") << QByteArray("https://m\xC3\xBC"
                                                   "nchen.de/");
    QTest::newRow("IDN espana.es") << QByteArray("https://espa\xC3\xB1"
                                                 "a.es/");
    QTest::newRow("IDN buecher.de") << QByteArray("https://b\xC3\xBC"
                                                  "cher.de/");
    QTest::newRow("Japanese reitei.tesuto")
        << QByteArray("https://\xE4\xBE\x8B\xE3\x81\x88.\xE3\x83\x86\xE3\x82\xB9\xE3\x83\x88/");
    QTest::newRow("Japanese nihongo.jp")
        << QByteArray("https://\xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9E.jp/");
    QTest::newRow("Japanese A-label") << QByteArray("https://xn--wgv71a119e.jp/");
    QTest::newRow("Cyrillic under .rf")
        << QByteArray("https://\xD0\xBF\xD1\x80\xD0\xB8\xD0\xBC\xD0\xB5\xD1\x80.\xD1\x80\xD1\x84/");
    QTest::newRow("HTTPS://EXAMPLE.COM:443/Path") << QByteArray("HTTPS://EXAMPLE.COM:443/Path");
    QTest::newRow("plain https") << QByteArray("https://www.example.com/index.html?lang=en#top");
    QTest::newRow("relative next parameter")
        << QByteArray("https://example.com/login?next=/account");
    QTest::newRow("literal percent in a query")
        << QByteArray("https://example.com/search?q=100%25");
    QTest::newRow("a code host's project") << QByteArray("https://github.com/owner/repo");
    QTest::newRow("a page about a processor") << QByteArray("https://example.com/docs/arm");
}

void TstSecurity::negativeControls()
{
    QFETCH(QByteArray, input);
    const Assessment a = analyze(view(input));
    for (const Finding &f : a.findings) {
        if (f.severity > Risk::Info)
            QFAIL(qPrintable(describe(a)));
    }
    QVERIFY(!a.verdict || *a.verdict == Risk::Info);
}

// Catalog §3: the verdict is the maximum, raised by the combination rules.
void TstSecurity::escalations_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<int>("escalations");
    // verdictChecks(): the checks that set the verdict, as both front ends name them
    QTest::addColumn<QString>("checks");
    // the rule's line, as the command line prints it (escalationCatalog())
    QTest::addColumn<QString>("line");
    // 1. userinfo together with an IP-literal host: Low (A10, N9) -> Medium
    QTest::newRow("rule 1 userinfo and IP")
        << QByteArray("https://user@8.8.8.8/") << "medium" << 1 << "A10 N9"
        << "userinfo together with an IP-address host: raised to medium";
    // 2. a protected domain in the path on another registrable domain: no
    // check of its own, so the findings it raised from (info)
    QTest::newRow("rule 2 brand in path")
        << QByteArray("https://evil.example/paypal.com/login") << "low" << 1 << "N7"
        << "the protected domain \"paypal.com\" in the userinfo or path of \"evil.example\": "
           "raised to low";
    // 3. an obfuscated IP of an internal class: class + 1 (N1 high -> critical);
    // no finding is critical: the rule's checks, then the high findings
    QTest::newRow("rule 3 hex loopback")
        << QByteArray("http://0x7f.1/") << "critical" << 1 << "A9 N1 P8"
        << "an obfuscated address of an internal class: raised to critical";
    QTest::newRow("rule 3 a single number")
        << QByteArray("http://1") << "critical" << 1 << "A9 N2 P8"
        << "an obfuscated address of an internal class: raised to critical";
    // (private is medium, + 1 is high: the A9 finding is high already)
    QTest::newRow("rule 3 octal private")
        << QByteArray("http://012.0.0.1/") << "high" << 0 << "A9 P8" << QString();
    // no combination
    QTest::newRow("plain loopback")
        << QByteArray("http://127.0.0.1/") << "high" << 0 << "N1" << QString();
    // 4. a program from an IP-literal host: F3 high -> critical
    QTest::newRow("rule 4 program from an address")
        << QByteArray("http://8.8.8.8/bins/mips") << "critical" << 1 << "F3 N9"
        << "a program downloaded from an IP-address host: raised to critical";
    QTest::newRow("no findings") << QByteArray("https://www.example.com/") << "none" << 0 << ""
                                 << QString();
}

void TstSecurity::escalations()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, verdict);
    QFETCH(int, escalations);
    QFETCH(QString, checks);
    QFETCH(QString, line);
    const Assessment a = analyze(view(input));
    const QString got = a.verdict ? QString::fromLatin1(riskName(*a.verdict).data(),
                                                        int(riskName(*a.verdict).size()))
                                  : QStringLiteral("none");
    QCOMPARE(got, verdict);
    QCOMPARE(int(a.escalations.size()), escalations);
    if (!a.escalations.empty()) {
        const Escalation &e = a.escalations.front();
        QCOMPARE(QString::fromStdString(e.message), line);
        QCOMPARE(riskName(e.raisedTo), riskName(*a.verdict));
        // the wording of the catalogue, its template filled with its arguments
        const auto &all = escalationCatalog();
        QVERIFY(std::any_of(all.begin(), all.end(), [&](const MessageInfo &m) {
            return m.id == e.messageId && m.text == e.messageTemplate;
        }));
        QCOMPARE(formatMessage(e.messageTemplate, e.arguments), e.message);
    }
    QStringList ids;
    for (const Check c : verdictChecks(a))
        ids << QString::fromLatin1(checkInfo(c).id.data(), int(checkInfo(c).id.size()));
    QCOMPARE(ids.join(QLatin1Char(' ')), checks);
    // a raised verdict names what raised it, and is never without a check
    QCOMPARE(a.raisedBy.empty() && !a.escalations.empty(),
             QByteArray(QTest::currentDataTag()) == "rule 2 brand in path");
}

void TstSecurity::relativeOnAPage_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("withoutBase"); // the A6 and P4 findings: "A6 escapes_root=yes"
    QTest::addColumn<QString>("onThePage");   // the same against the page's base
    // literal dot segments are resolved away before any request (RFC 3986
    // §5.2.4); a relative reference's own climb says nothing without a base
    QTest::newRow("../img/a.png") << QByteArray("../img/a.png") << "A6 escapes_root=yes"
                                  << "";
    QTest::newRow("../../../../etc/passwd")
        << QByteArray("../../../../etc/passwd") << "A6 escapes_root=yes"
        << "";
    // encoded dot segments stay in RFC 3986's target (§2.3, §5.2.4): judged
    // from the base's directory, /docs/v1/
    QTest::newRow("%2e%2e/x") << QByteArray("%2e%2e/x") << "A6 escapes_root=yes"
                              << "A6 escapes_root=no";
    QTest::newRow("%2e%2e/%2e%2e/%2e%2e/x")
        << QByteArray("%2e%2e/%2e%2e/%2e%2e/x") << "A6 escapes_root=yes"
        << "A6 escapes_root=yes";
    QTest::newRow("/%2e%2e/secret") << QByteArray("/%2e%2e/secret") << "A6 escapes_root=yes"
                                    << "A6 escapes_root=yes";
    // a network-path reference (RFC 3986 §4.2) is ordinary on a page; the
    // backslash forms are not
    QTest::newRow("//cdn.example.com/x.js") << QByteArray("//cdn.example.com/x.js") << "P4"
                                            << "";
    QTest::newRow("/\\evil.example/") << QByteArray("/\\evil.example/") << "P4"
                                      << "P4";
    // an absolute URI is judged as it is
    QTest::newRow("absolute") << QByteArray("http://a.example/../x") << "A6 escapes_root=yes"
                              << "A6 escapes_root=yes";
}

// With AnalyzeOptions::base, a relative reference is judged as the page at
// the base would request it.
void TstSecurity::relativeOnAPage()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, withoutBase);
    QFETCH(QString, onThePage);
    const auto findings = [](const Assessment &a) {
        QStringList out;
        for (const Finding &f : a.findings) {
            if (f.check != Check::A6 && f.check != Check::P4)
                continue;
            QString line = QString::fromLatin1(f.id.data(), int(f.id.size()));
            for (const auto &[key, value] : f.details) {
                if (key == "escapes_root")
                    line += QStringLiteral(" escapes_root=") + QString::fromStdString(value);
            }
            out << line;
        }
        return out.join(QLatin1Char(','));
    };
    QCOMPARE(findings(analyze(view(input))), withoutBase);
    AnalyzeOptions options;
    const std::string base = "https://example.com/docs/v1/index.html";
    options.base = base;
    QCOMPARE(findings(analyze(view(input), options)), onThePage);
}

// Catalog §2.6: nested URLs are analysed recursively; findings carry a path.
void TstSecurity::nestedPaths()
{
    const QByteArray input("https://a.example/?url=https%3A%2F%2Fb.example%2F%3Fnext%3D"
                           "javascript%253Aalert(1)");
    const Assessment a = analyze(view(input));
    QCOMPARE(a.nested.size(), std::size_t(2));
    QCOMPARE(a.nested[0].path, std::string("query.url"));
    QCOMPARE(a.nested[0].url, std::string("https://b.example/?next=javascript%3Aalert(1)"));
    QCOMPARE(a.nested[1].path, std::string("query.url -> query.next"));
    QCOMPARE(a.nested[1].url, std::string("javascript:alert(1)"));
    // the spans of findings in decoded text are the encoded value's span
    const uri::Span value{23, std::size_t(input.size()) - 23};
    QCOMPARE(a.nested[0].span, value);
    bool script = false;
    for (const Finding &f : a.findings) {
        if (f.check == Check::S1) {
            QCOMPARE(f.nested, std::string("query.url -> query.next"));
            QCOMPARE(f.severity, Risk::Critical);
            QCOMPARE(f.span, value);
            script = true;
        }
    }
    QVERIFY(script);
    // findings inside a nested URL keep their severity, and count for the verdict
    QCOMPARE(a.verdict, std::optional<Risk>(Risk::Critical));
    // a nested value written without encoding maps its spans exactly
    const QByteArray plain("https://www.google.com/url?q=https://127.0.0.1/admin");
    const Assessment b = analyze(view(plain));
    const Finding *loop = nullptr;
    for (const Finding &f : b.findings) {
        if (f.check == Check::N1)
            loop = &f;
    }
    QVERIFY(loop != nullptr);
    QCOMPARE(loop->nested, std::string("wrapper(*.google.com)"));
    QCOMPARE(loop->span, (uri::Span{37, 9}));
}

// Catalog §5.6: depth 5 and a budget on decoded bytes.
void TstSecurity::nestingBudget()
{
    std::string url = "https://evil.example/";
    for (int i = 0; i < 8; ++i) {
        std::string encoded;
        for (const char c : url) {
            if (c == ':' || c == '/' || c == '?' || c == '=' || c == '%' || c == '&')
                encoded += "%" + QByteArray(1, c).toHex().toUpper().toStdString();
            else
                encoded += c;
        }
        url = "https://hop" + std::to_string(i) + ".example/?url=" + encoded;
    }
    const Assessment a = analyze(url);
    QVERIFY(a.truncated);
    int deepest = 0;
    for (const NestedUrl &n : a.nested)
        deepest = std::max(deepest, n.depth);
    QCOMPARE(deepest, 5);

    AnalyzeOptions small;
    small.maxDecodedBytes = 10;
    const Assessment b = analyze("https://a.example/?url=https://b.example/", small);
    QVERIFY(b.truncated);
    QVERIFY(b.nested.empty());
}

void TstSecurity::destination_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("ip");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("registrable");
    QTest::newRow("registrable under co.uk")
        << QByteArray("https://user@WWW.Example.co.uk:8443/x") << "www.example.co.uk"
        << "" << 8443 << "example.co.uk";
    QTest::newRow("default port") << QByteArray("http://example.com/") << "example.com"
                                  << "" << 80 << "example.com";
    QTest::newRow("canonical IP of a short form") << QByteArray("http://0x7f.1/") << "127.0.0.1"
                                                  << "127.0.0.1" << 80 << "";
    QTest::newRow("IPv6") << QByteArray("http://[0:0::1]:8080/") << "[::1]"
                          << "::1" << 8080 << "";
    QTest::newRow("where a browser goes, not RFC 3986")
        << QByteArray("http://evil.example\\@good.example/") << "evil.example"
        << "" << 80 << "evil.example";
    QTest::newRow("internal name: no owner")
        << QByteArray("http://metadata.google.internal/") << "metadata.google.internal"
        << "" << 80 << "";
    QTest::newRow("IDN in ASCII") << QByteArray("https://b\xC3\xBC"
                                                "cher.de/")
                                  << "xn--bcher-kva.de"
                                  << "" << 443 << "xn--bcher-kva.de";
}

void TstSecurity::destination()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, host);
    QFETCH(QString, ip);
    QFETCH(int, port);
    QFETCH(QString, registrable);
    const Assessment a = analyze(view(input));
    QCOMPARE(QString::fromStdString(a.destination.host.value_or("")), host);
    QCOMPARE(QString::fromStdString(a.destination.ip.value_or("")), ip);
    QCOMPARE(int(a.destination.port.value_or(0)), port);
    QCOMPARE(QString::fromStdString(a.destination.registrableDomain.value_or("")), registrable);
    QCOMPARE(a.destination.addressUnknown, ip.isEmpty());
}

// Catalog §2.1: the views side by side.
void TstSecurity::views()
{
    using View = std::optional<std::string_view>;
    // Each component of each view, as text (undefined: nullopt).
    const auto parts = [](const ViewSummary &v) {
        return std::vector<View>{v.part(v.scheme),  v.part(v.userinfo), v.part(v.host),
                                 v.part(v.port),    v.part(v.path),     v.part(v.query),
                                 v.part(v.fragment)};
    };
    const Assessment a = analyze("http://evil.example\\@good.example/");
    QCOMPARE(a.views.rfc3986.part(a.views.rfc3986.host), View("good.example"));
    QCOMPARE(a.views.rfc3986.part(a.views.rfc3986.userinfo), View("evil.example\\"));
    QVERIFY(!a.views.whatwg.failure);
    QCOMPARE(a.views.whatwg.part(a.views.whatwg.host), View("evil.example"));
    QCOMPARE(a.views.whatwg.href, std::optional<std::string>("http://evil.example/@good.example/"));
    QCOMPARE(a.views.whatwg.part(a.views.whatwg.path), View("/@good.example/"));
    const Assessment b = analyze("http://foo@evil.example:80@good.example/");
    QCOMPARE(b.views.legacy.part(b.views.legacy.host), View("evil.example"));
    QCOMPARE(b.views.whatwg.part(b.views.whatwg.host), View("good.example"));
    const Assessment c = analyze("http://127.0.0.1:11211:80/");
    QVERIFY(c.views.whatwg.failure);
    QVERIFY(!c.destination.viaWhatwg);

    // Every component of the three views: RFC 3986's and the legacy ones in
    // the input, the URL Standard's in its href (its default port dropped,
    // its host lowered, its dot segments removed).
    const std::string input = "HTTPS://u:p@[::1]:8443/a/../b?q=1#f";
    const Assessment d = analyze(input);
    QCOMPARE(parts(d.views.rfc3986),
             (std::vector<View>{"HTTPS", "u:p", "[::1]", "8443", "/a/../b", "q=1", "f"}));
    QCOMPARE(parts(d.views.legacy),
             (std::vector<View>{"HTTPS", "u:p", "[::1]", "8443", "/a/../b", "q=1", "f"}));
    QCOMPARE(d.views.whatwg.href, std::optional<std::string>("https://u:p@[::1]:8443/b?q=1#f"));
    QCOMPARE(parts(d.views.whatwg),
             (std::vector<View>{"https", "u:p", "[::1]", "8443", "/b", "q=1", "f"}));
    const Assessment e = analyze("web+x://EX%41mple:443/.//p?");
    QCOMPARE(parts(e.views.whatwg), (std::vector<View>{"web+x", std::nullopt, "EX%41mple", "443",
                                                       "//p", "", std::nullopt}));
    QCOMPARE(parts(e.views.legacy), (std::vector<View>{"web+x", std::nullopt, "EX%41mple", "443",
                                                       "/.//p", "", std::nullopt}));
    const Assessment f = analyze("web+x:/.//not-a-host/#");
    QCOMPARE(f.views.whatwg.href, std::optional<std::string>("web+x:/.//not-a-host/#"));
    QCOMPARE(parts(f.views.whatwg),
             (std::vector<View>{"web+x", std::nullopt, std::nullopt, std::nullopt, "//not-a-host/",
                                std::nullopt, ""}));
    const Assessment g = analyze("https://user@example.com:443/");
    QCOMPARE(parts(g.views.whatwg), (std::vector<View>{"https", "user", "example.com", std::nullopt,
                                                       "/", std::nullopt, std::nullopt}));
    // the views borrow the input as the analysis does: a copy reads the same
    const Assessment copy = d;
    QCOMPARE(parts(copy.views.whatwg), parts(d.views.whatwg));
}

// Catalog §5.7: display safety is decided in the core.
void TstSecurity::display()
{
    // a homograph is shown in punycode
    const Assessment a = analyze("https://\xD0\xB0\xD1\x80\xD1\x80\xD3\x8F\xD0\xB5.com/");
    QVERIFY(a.display.hostAsPunycode);
    QCOMPARE(a.display.host, std::string("xn--80ak6aa92e.com"));
    QVERIFY(!a.display.reason.empty());
    // so is one written as an A-label (catalog §5.7), with the check that says why
    const Assessment alabel = analyze("https://xn--mtamask-d8a.com/");
    QVERIFY(alabel.display.hostAsPunycode);
    QCOMPARE(alabel.display.host, std::string("xn--mtamask-d8a.com"));
    QCOMPARE(alabel.display.reason, std::string("U4 confusable-protected-domain"));
    // an ordinary IDN in Unicode
    const Assessment b = analyze("https://b\xC3\xBC"
                                 "cher.de/");
    QVERIFY(!b.display.hostAsPunycode);
    QCOMPARE(b.display.host, std::string("b\xC3\xBC"
                                         "cher.de"));
    // and one written as an A-label: its Unicode form deceives nobody
    const Assessment b2 = analyze("https://xn--bcher-kva.de/");
    QVERIFY(!b2.display.hostAsPunycode);
    QCOMPARE(b2.display.host, std::string("b\xC3\xBC"
                                          "cher.de"));
    // invisible and bidi characters are escaped, right-to-left components isolated
    const Assessment c = analyze("https://example.com/invoice\xE2\x80\xAE"
                                 "fdp.exe");
    QCOMPARE(c.display.escape, (std::vector<uri::Span>{{27, 3}}));
    QCOMPARE(c.display.isolate, (std::vector<uri::Span>{{19, 18}}));
    QCOMPARE(c.display.safeText,
             std::string("https://example.com\xE2\x81\xA6/invoice<U+202E>fdp.exe\xE2\x81\xA9"));
    const Assessment d = analyze("https://exa\xE2\x80\x8Bmple.com/");
    QCOMPARE(d.display.safeText, std::string("https://exa<U+200B>mple.com/"));
    // the userinfo is marked (RFC 3986 §7.6)
    const Assessment e = analyze("https://www.paypal.com@evil.example/");
    QCOMPARE(e.display.userinfo, uri::OptSpan(uri::Span{8, 14}));
    // nothing to do for plain ASCII
    const Assessment f = analyze("https://example.com/a?b#c");
    QVERIFY(f.display.escape.empty());
    QVERIFY(f.display.isolate.empty());
    QCOMPARE(f.display.safeText, std::string("https://example.com/a?b#c"));
}

// Catalog §2.8: data versions in every analysis.
void TstSecurity::dataVersions()
{
    const Assessment a = analyze("https://example.com/");
    QVERIFY(!a.versions.icu.empty());
    QVERIFY(!a.versions.unicode.empty());
    QVERIFY(!a.versions.psl.empty());
    QCOMPARE(a.versions.pslDate.size(), std::size_t(10)); // YYYY-MM-DD
    QCOMPARE(a.versions.tables.size(), SecurityData::builtin().tables.size());
    QCOMPARE(a.versions.tables.size(), std::size_t(14));
    for (const auto &[file, version] : a.versions.tables) {
        QVERIFY(!file.empty());
        QVERIFY(version.size() >= 10 && version.substr(0, 10) >= "2026-11-22");
    }
    AnalyzeOptions quiet;
    quiet.versions = false;
    QVERIFY(analyze("https://example.com/", quiet).versions.icu.empty());
}

// A user's own protected domain (catalog §5.5: "Let users add their own organisation").
void TstSecurity::userTables()
{
    SecurityData data = SecurityData::builtin();
    std::string error;
    QVERIFY(data.load("protected_domains.txt",
                      "# source: test\n# date: 2026-11-22\nexample-bank.test\n", false, &error));
    AnalyzeOptions options;
    options.data = &data;
    const Assessment a = analyze("https://example-bank.test.login.evil.example/", options);
    QVERIFY(a.has(Check::D1));
    QVERIFY(!analyze("https://example-bank.test.login.evil.example/").has(Check::D1));
    QCOMPARE(a.versions.tables.back().first, std::string("protected_domains.txt"));
}

// No input stops the analysis or breaks its invariants.
void TstSecurity::hostileInput_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("NUL bytes") << QByteArray("http://a\0b/\0", 12);
    QTest::newRow("invalid UTF-8") << QByteArray("https://\xFF\xFE.example/\xC0\xAF");
    QTest::newRow("only delimiters") << QByteArray(":/?#[]@%");
    QTest::newRow("unterminated IPv6") << QByteArray("http://[::1/");
    QTest::newRow("many percent signs") << QByteArray(5000, '%');
    QTest::newRow("deep nesting") << QByteArray("https://a.example/?u=")
                                         + QByteArray("https%253A%252F%252F").repeated(200);
    QTest::newRow("huge") << QByteArray("https://example.com/") + QByteArray(100000, 'x');
    QTest::newRow("many invisible characters")
        << QByteArray("https://example.com/") + QByteArray("\xE2\x80\x8B").repeated(20000);
    // one right-to-left override after another, none followed by a delimiter:
    // each asks whether a "." follows in its segment (U8), once, not per override
    QTest::newRow("many bidi overrides")
        << QByteArray("http://a/") + QByteArray("%E2%80%AE").repeated(100000);
    QTest::newRow("many raw bidi overrides")
        << QByteArray("http://a/") + QByteArray("\xE2\x80\xAE").repeated(100000) + ".exe";
    QTest::newRow("many nested URLs")
        << QByteArray("https://a.example/?") + QByteArray("u=https://b.example/&").repeated(2000);
}

void TstSecurity::hostileInput()
{
    // (a bound per check keeps hostile input cheap: see findingsLimited)
    QFETCH(QByteArray, input);
    const Assessment a = analyze(view(input));
    QCOMPARE(a.input.size(), std::size_t(input.size()));
    for (const Finding &f : a.findings)
        QVERIFY2(f.span.end() <= std::size_t(input.size()), qPrintable(describe(a)));
    for (const uri::Span &s : a.display.escape)
        QVERIFY(s.end() <= std::size_t(input.size()));
    QVERIFY(a.findings.size() <= 64 * 32 * 257);
    QVERIFY(a.nested.size() <= 256);
}

void TstSecurity::findingsLimited()
{
    const Assessment a = analyze(std::string("https://example.com/") + std::string(3000, '\\'));
    QVERIFY(!a.findingsLimited); // one P2 finding covers the run
    std::string many = "https://example.com/";
    for (int i = 0; i < 100; ++i)
        many += "a\xE2\x80\x8B";
    const Assessment b = analyze(many);
    QVERIFY(b.findingsLimited);
    int u7 = 0;
    for (const Finding &f : b.findings)
        u7 += f.check == Check::U7 ? 1 : 0;
    QCOMPARE(u7, 32);
}

QTEST_APPLESS_MAIN(TstSecurity)
#include "tst_security.moc"
