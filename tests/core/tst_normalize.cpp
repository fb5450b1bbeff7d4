// The RFC 3986 §6.2 normalization ladder: each rung's result and changes on
// the RFC's own examples, RFC 1630's, the parts mask, and the properties
// that matter: normalizing is idempotent and never changes what a URI
// identifies.
#include "uriinspector/normalize.h"

#include "encoding_test_support.h"
#include "parse_test_support.h"
#include "uriinspector/charset.h"
#include "uriinspector/parse.h"
#include "uriinspector/percent.h"

#include <QtTest>

#include <array>
#include <random>

using namespace uri;
using uri::test::qs;
using uri::test::spanText;
using uri::test::str;

namespace {

QStringList changesOf(const NormalizeStep &s)
{
    QStringList out;
    for (const NormalizeChange &c : s.changes)
        out << qs(changeKindName(c.kind)) + spanText(c.span) + QLatin1Char(' ') + qs(c.before)
                   + QLatin1String(" > ") + qs(c.after);
    return out;
}

// Inputs for the properties: every vector input and every example here.
QList<QByteArray> propertyInputs()
{
    QList<QByteArray> inputs;
    for (const char *file :
         {"normalize.tsv", "equivalent.tsv", "parse_valid.tsv", "parse_invalid.tsv"}) {
        for (const uri::test::TsvRow &row : uri::test::readTsv(file)) {
            inputs << row.fields.value(0);
            if (QByteArrayView(file) == "equivalent.tsv")
                inputs << row.fields.value(1);
        }
    }
    inputs << "HTTP://www.EXAMPLE.com/"
           << "example://a/./b/../b/%63/%7bfoo%7d"
           << "http://a/b%2Fc/%2e%2E/d?%2F#%2f"
           << "%%414"
           << "%4%31"
           << "%"
           << "s:%2E%2E/a"
           << "s:/%2E/%2E%2E//x"
           << "//h/%2E%2E//x"
           << "HTTP://h:0080"
           << "http://[V1.AB]/"
           << "http://%E6%97%A5%e6%9c%ac/"
           << "a/%2E%2E/b:c"
           << "s://h/a\xC3\xA9/%41\xFF";
    return inputs;
}

// How many times each reserved octet is percent-encoded in @p text.
std::map<int, int> encodedReserved(std::string_view text)
{
    std::map<int, int> counts;
    for (std::size_t i = 0; i + 2 < text.size(); ++i) {
        if (text[i] != '%')
            continue;
        bool ok = false;
        const int octet = QByteArray(text.data() + i + 1, 2).toInt(&ok, 16);
        if (ok && QByteArrayView(":/?#[]@!$&'()*+,;=").contains(char(octet)))
            ++counts[octet];
    }
    return counts;
}

} // namespace

class TstNormalize : public QObject
{
    Q_OBJECT

private slots:
    void ladder_data();
    void ladder();
    void changes_data();
    void changes();
    void protocolBasedNotPerformed();
    void dotSegmentsTrace();
    void parts_data();
    void parts();
    void invalidInput_data();
    void invalidInput();
    void schemeTable();
    void idempotent();
    void identifiesTheSame();
    void reservedStayEncoded_data();
    void reservedStayEncoded();
    void textAloneAgrees();
};

void TstNormalize::ladder_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("afterCase");
    QTest::addColumn<QString>("afterPercent");
    QTest::addColumn<QString>("afterPath");
    QTest::addColumn<QString>("afterScheme");

    // RFC 3986 §6.2.2.1 "HTTP://www.EXAMPLE.com/ is equivalent to http://www.example.com/"
    QTest::newRow("6.2.2.1 HTTP://www.EXAMPLE.com/")
        << QByteArray("HTTP://www.EXAMPLE.com/") << "http://www.example.com/"
        << "http://www.example.com/"
        << "http://www.example.com/"
        << "http://www.example.com/";
    // RFC 3986 §6.2.2: "example://a/./b/../b/%63/%7bfoo%7d" and
    // "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"
    // "are equivalent" to "example://a/b/c/%7Bfoo%7D"
    QTest::newRow("6.2.2 example://a/./b/../b/%63/%7bfoo%7d")
        << QByteArray("example://a/./b/../b/%63/%7bfoo%7d") << "example://a/./b/../b/%63/%7Bfoo%7D"
        << "example://a/./b/../b/c/%7Bfoo%7D"
        << "example://a/b/c/%7Bfoo%7D"
        << "example://a/b/c/%7Bfoo%7D";
    QTest::newRow("6.2.2 eXAMPLE://a/./b/../b/%63/%7bfoo%7d")
        << QByteArray("eXAMPLE://a/./b/../b/%63/%7bfoo%7d") << "example://a/./b/../b/%63/%7Bfoo%7D"
        << "example://a/./b/../b/c/%7Bfoo%7D"
        << "example://a/b/c/%7Bfoo%7D"
        << "example://a/b/c/%7Bfoo%7D";
    // §6.2.2.1 "%3a" and "%3A" are equivalent
    QTest::newRow("6.2.2.1 %3a") << QByteArray("/a%3ab") << "/a%3Ab"
                                 << "/a%3Ab"
                                 << "/a%3Ab"
                                 << "/a%3Ab";
    // §6.2.2.2 "%7E" is "~"
    QTest::newRow("6.2.2.2 %7Euser") << QByteArray("http://h/%7Euser") << "http://h/%7Euser"
                                     << "http://h/~user"
                                     << "http://h/~user"
                                     << "http://h/~user";
    // §6.2.3: "http://example.com", "http://example.com/", "http://example.com:/"
    // and "http://example.com:80/" are equivalent; the normal form is the second.
    QTest::newRow("6.2.3 http://example.com")
        << QByteArray("http://example.com") << "http://example.com"
        << "http://example.com"
        << "http://example.com"
        << "http://example.com/";
    QTest::newRow("6.2.3 http://example.com/")
        << QByteArray("http://example.com/") << "http://example.com/"
        << "http://example.com/"
        << "http://example.com/"
        << "http://example.com/";
    QTest::newRow("6.2.3 http://example.com:/")
        << QByteArray("http://example.com:/") << "http://example.com:/"
        << "http://example.com:/"
        << "http://example.com:/"
        << "http://example.com/";
    QTest::newRow("6.2.3 http://example.com:80/")
        << QByteArray("http://example.com:80/") << "http://example.com:80/"
        << "http://example.com:80/"
        << "http://example.com:80/"
        << "http://example.com/";
    // §6.2.3 for other schemes from the table; an unknown scheme keeps its port
    QTest::newRow("wss default port") << QByteArray("WSS://h:443") << "wss://h:443"
                                      << "wss://h:443"
                                      << "wss://h:443"
                                      << "wss://h/";
    QTest::newRow("ftp default port") << QByteArray("ftp://h:21/f") << "ftp://h:21/f"
                                      << "ftp://h:21/f"
                                      << "ftp://h:21/f"
                                      << "ftp://h/f";
    QTest::newRow("https:80 is no default") << QByteArray("https://h:80/") << "https://h:80/"
                                            << "https://h:80/"
                                            << "https://h:80/"
                                            << "https://h:80/";
    QTest::newRow("unknown scheme") << QByteArray("foo://h:80") << "foo://h:80"
                                    << "foo://h:80"
                                    << "foo://h:80"
                                    << "foo://h:80";
    QTest::newRow("ldap keeps empty path") << QByteArray("ldap://h:389") << "ldap://h:389"
                                           << "ldap://h:389"
                                           << "ldap://h:389"
                                           << "ldap://h";
    // §3.2.3: the port is a decimal number
    QTest::newRow("port 00080") << QByteArray("http://h:00080/") << "http://h:00080/"
                                << "http://h:00080/"
                                << "http://h:00080/"
                                << "http://h/";
    // RFC 1630 Example 1: "%2D encodes a hyphen character"
    QTest::newRow("1630 Example 1")
        << QByteArray("http://info.cern.ch/albert/bertram/marie%2Dclaude")
        << "http://info.cern.ch/albert/bertram/marie%2Dclaude"
        << "http://info.cern.ch/albert/bertram/marie-claude"
        << "http://info.cern.ch/albert/bertram/marie-claude"
        << "http://info.cern.ch/albert/bertram/marie-claude";
    // RFC 1630 Example 2: "the encoded slash does not have hierarchical significance"
    QTest::newRow("1630 Example 2")
        << QByteArray("http://info.cern.ch/albert/bertram%2Fmarie-claude")
        << "http://info.cern.ch/albert/bertram%2Fmarie-claude"
        << "http://info.cern.ch/albert/bertram%2Fmarie-claude"
        << "http://info.cern.ch/albert/bertram%2Fmarie-claude"
        << "http://info.cern.ch/albert/bertram%2Fmarie-claude";
    // Double encoding is data: only one layer is ever looked at, and "%25" stays
    // ("%25" is the triplet; "2f" after it is text, so its case stays)
    QTest::newRow("double encoding") << QByteArray("http://h/a%252fb") << "http://h/a%252fb"
                                     << "http://h/a%252fb"
                                     << "http://h/a%252fb"
                                     << "http://h/a%252fb";
    // Decoded dots are dot-segments once decoded (§6.2.2.2 before §6.2.2.3)
    QTest::newRow("%2E%2E") << QByteArray("http://h/a/b/%2E%2E/c") << "http://h/a/b/%2E%2E/c"
                            << "http://h/a/b/../c"
                            << "http://h/a/c"
                            << "http://h/a/c";
    // Decoded letters of a host are lowercase, as the host is case-insensitive
    QTest::newRow("examp%4Ce") << QByteArray("http://examp%4Ce.com/") << "http://examp%4Ce.com/"
                               << "http://example.com/"
                               << "http://example.com/"
                               << "http://example.com/";
    // IPv6 literals are case-insensitive hex
    QTest::newRow("IPv6") << QByteArray("http://[2001:DB8::A]:80") << "http://[2001:db8::a]:80"
                          << "http://[2001:db8::a]:80"
                          << "http://[2001:db8::a]:80"
                          << "http://[2001:db8::a]/";
    // An IP-literal has no pct-encoded outside its RFC 6874 zone id: a triplet
    // elsewhere in it keeps its meaning only as written, so it stays
    // ("[::1%41B]" is invalid; "[::1aB]" would be another, valid address).
    QTest::newRow("IP-literal triplet") << QByteArray("http://[::1%41B]/") << "http://[::1%41B]/"
                                        << "http://[::1%41B]/"
                                        << "http://[::1%41B]/"
                                        << "http://[::1%41B]/";
    QTest::newRow("IP-literal, no address") << QByteArray("//[%38F]") << "//[%38F]"
                                            << "//[%38F]"
                                            << "//[%38F]"
                                            << "//[%38F]";
    // inside the zone id (RFC 6874 §2: ZoneID = 1*( unreserved / pct-encoded ))
    // an encoded unreserved character is decoded, and the zone keeps its case
    QTest::newRow("zone id") << QByteArray("http://[FE80::A%25En%31]/")
                             << "http://[fe80::a%25En%31]/"
                             << "http://[fe80::a%25En1]/"
                             << "http://[fe80::a%25En1]/"
                             << "http://[fe80::a%25En1]/";
    // Empty components stay (§6.2.3: "should not remove delimiters when their
    // associated component is empty unless licensed to do so by the scheme")
    QTest::newRow("empty query, userinfo") << QByteArray("http://@h/?#") << "http://@h/?#"
                                           << "http://@h/?#"
                                           << "http://@h/?#"
                                           << "http://@h/?#";
    // Deviation (normalize.h): no path may start reading as an authority
    QTest::newRow("scheme:/.//a") << QByteArray("scheme:/.//a") << "scheme:/.//a"
                                  << "scheme:/.//a"
                                  << "scheme:/.//a"
                                  << "scheme:/.//a";
    QTest::newRow("s:/a/..//b") << QByteArray("s:/a/..//b") << "s:/a/..//b"
                                << "s:/a/..//b"
                                << "s:/.//b"
                                << "s:/.//b";
    QTest::newRow("relative ./a:b") << QByteArray("./a:b") << "./a:b"
                                    << "./a:b"
                                    << "./a:b"
                                    << "./a:b";
    QTest::newRow("relative a/../b:c") << QByteArray("a/../b:c") << "a/../b:c"
                                       << "a/../b:c"
                                       << "./b:c"
                                       << "./b:c";
    QTest::newRow("relative ../a/./b/..") << QByteArray("../a/./b/..") << "../a/./b/.."
                                          << "../a/./b/.."
                                          << "../a/"
                                          << "../a/";
    QTest::newRow("rootless after scheme") << QByteArray("s:a/./b/../c") << "s:a/./b/../c"
                                           << "s:a/./b/../c"
                                           << "s:a/c"
                                           << "s:a/c";
}

void TstNormalize::ladder()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, afterCase);
    QFETCH(QString, afterPercent);
    QFETCH(QString, afterPath);
    QFETCH(QString, afterScheme);
    const NormalizeResult r = normalize(str(input));
    QCOMPARE(r.steps.size(), kAllRungs.size());
    QCOMPARE(qs(r.step(Rung::SimpleString).result), QString::fromUtf8(input));
    QCOMPARE(qs(r.step(Rung::Case).result), afterCase);
    QCOMPARE(qs(r.step(Rung::PercentEncoding).result), afterPercent);
    QCOMPARE(qs(r.step(Rung::PathSegment).result), afterPath);
    QCOMPARE(qs(r.step(Rung::SchemeBased).result), afterScheme);
    QCOMPARE(qs(r.normalized), afterScheme);
    for (std::size_t i = 0; i < r.steps.size(); ++i)
        QCOMPARE(r.steps[i].rung, kAllRungs[i]);
}

void TstNormalize::changes_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("rung");
    QTest::addColumn<QStringList>("changes");

    const QByteArray rfc = "eXAMPLE://a/./b/../b/%63/%7bfoo%7d";
    QTest::newRow("case") << rfc << int(Rung::Case)
                          << QStringList{"lowercase-scheme[1,6] XAMPLE > xample",
                                         "uppercase-hex[25,3] %7b > %7B",
                                         "uppercase-hex[31,3] %7d > %7D"};
    QTest::newRow("percent") << rfc << int(Rung::PercentEncoding)
                             << QStringList{"decode-unreserved[21,3] %63 > c"};
    QTest::newRow("path") << rfc << int(Rung::PathSegment)
                          << QStringList{"remove-dot-segments[11,23] /./b/../b/c/%7Bfoo%7D > "
                                         "/b/c/%7Bfoo%7D"};
    QTest::newRow("simple string") << rfc << int(Rung::SimpleString) << QStringList{};
    QTest::newRow("host run") << QByteArray("http://WWW.Ex%41mple.COM/") << int(Rung::Case)
                              << QStringList{"lowercase-host[7,3] WWW > www",
                                             "lowercase-host[11,1] E > e",
                                             "lowercase-host[21,3] COM > com"};
    QTest::newRow("host decoded") << QByteArray("http://WWW.Ex%41mple.COM/")
                                  << int(Rung::PercentEncoding)
                                  << QStringList{"decode-unreserved[13,3] %41 > a"};
    QTest::newRow("ports") << QByteArray("http://h:00080") << int(Rung::SchemeBased)
                           << QStringList{"port-leading-zeros[9,5] 00080 > 80",
                                          "default-port[8,6] :80 > ",
                                          "empty-path-to-slash[14,0]  > /"};
    QTest::newRow("empty port") << QByteArray("http://h:/") << int(Rung::SchemeBased)
                                << QStringList{"empty-port[8,1] : > "};
    QTest::newRow("guard") << QByteArray("s:/a/..//b") << int(Rung::PathSegment)
                           << QStringList{"remove-dot-segments[2,8] /a/..//b > /.//b",
                                          "keep-path-prefix[2,0]  > /."};
}

void TstNormalize::changes()
{
    QFETCH(QByteArray, input);
    QFETCH(int, rung);
    QFETCH(QStringList, changes);
    const NormalizeResult r = normalize(str(input));
    QCOMPARE(changesOf(r.step(Rung(rung))), changes);
    QCOMPARE(r.step(Rung(rung)).changed(), !changes.isEmpty());
}

// RFC 3986 §6.2.4: explained, never performed (the tool never fetches).
void TstNormalize::protocolBasedNotPerformed()
{
    const NormalizeResult r = normalize("http://example.com/data");
    const NormalizeStep &p = r.step(Rung::ProtocolBased);
    QVERIFY(!p.performed);
    QVERIFY(p.changes.empty());
    QCOMPARE(p.result, r.normalized);
    QCOMPARE(rungCite(Rung::ProtocolBased), "RFC 3986 §6.2.4");
    QVERIFY(!rungDescription(Rung::ProtocolBased).empty());
    for (Rung rung : kAllRungs)
        QCOMPARE(r.step(rung).performed, rung != Rung::ProtocolBased);
}

// The path-segment rung carries the RFC 3986 §5.2.4 trace of remove_dot_segments.
void TstNormalize::dotSegmentsTrace()
{
    const NormalizeResult r = normalize("http://a/b/c/./../../g");
    const NormalizeStep &s = r.step(Rung::PathSegment);
    QStringList rules;
    for (const TraceStep &t : s.dotSegments)
        rules << qs(ruleLabel(t.rule));
    // RFC 3986 §5.2.4's own table for "/a/b/c/./../../g" runs 2E 2E 2E 2B 2C 2C 2E
    QCOMPARE(rules, (QStringList{"1", "2E", "2E", "2B", "2C", "2C", "2E", "3"}));
    QCOMPARE(qs(s.result), "http://a/g");
    QVERIFY(normalize("a/./b").step(Rung::PathSegment).dotSegments.empty());
}

void TstNormalize::parts_data()
{
    QTest::addColumn<int>("parts");
    QTest::addColumn<QString>("normalized");
    const QByteArray input = "HTTP://%41@EXAMPLE.ORG:080/../a?%41#%41";
    QTest::newRow("scheme") << int(kPartScheme) << "http://%41@EXAMPLE.ORG:080/../a?%41#%41";
    QTest::newRow("userinfo") << int(kPartUserinfo) << "HTTP://A@EXAMPLE.ORG:080/../a?%41#%41";
    QTest::newRow("host") << int(kPartHost) << "HTTP://%41@example.org:080/../a?%41#%41";
    QTest::newRow("port") << int(kPartPort) << "HTTP://%41@EXAMPLE.ORG/../a?%41#%41";
    QTest::newRow("path") << int(kPartPath) << "HTTP://%41@EXAMPLE.ORG:080/a?%41#%41";
    QTest::newRow("query") << int(kPartQuery) << "HTTP://%41@EXAMPLE.ORG:080/../a?A#%41";
    QTest::newRow("fragment") << int(kPartFragment) << "HTTP://%41@EXAMPLE.ORG:080/../a?%41#A";
    QTest::newRow("none") << 0 << "HTTP://%41@EXAMPLE.ORG:080/../a?%41#%41";
    QTest::newRow("all") << int(kAllParts) << "http://A@example.org/a?A#A";
}

void TstNormalize::parts()
{
    QFETCH(int, parts);
    QFETCH(QString, normalized);
    NormalizeOptions options;
    options.parts = PartMask(parts);
    QCOMPARE(qs(normalize("HTTP://%41@EXAMPLE.ORG:080/../a?%41#%41", options).normalized),
             normalized);
    QCOMPARE(qs(uri::normalized("HTTP://%41@EXAMPLE.ORG:080/../a?%41#%41", options)), normalized);
}

void TstNormalize::invalidInput_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("normalized");
    QTest::addColumn<QString>("diagnostics");
    // RFC 1630 Example 3: "illegal, as all % characters imply encodings, and
    // there is no decoding defined for "%*" or "%as""; they are left alone.
    QTest::newRow("1630 %*") << QByteArray("fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred")
                             << "fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred"
                             << "pct-encoded-malformed[36,3] RFC 3986 §2.1";
    QTest::newRow("1630 %as") << QByteArray("news:12345667123%asdghfh@info.cern.ch")
                              << "news:12345667123%asdghfh@info.cern.ch"
                              << "pct-encoded-malformed[16,3] RFC 3986 §2.1";
    // A stray "%" never becomes an encoding by decoding what follows it
    QTest::newRow("%%41") << QByteArray("/%%41") << "/%%41"
                          << "pct-encoded-malformed[1,1] RFC 3986 §2.1";
    QTest::newRow("%4%31") << QByteArray("/%4%31") << "/%4%31"
                           << "pct-encoded-malformed[1,2] RFC 3986 §2.1";
    QTest::newRow("%%7E") << QByteArray("/%%7E") << "/%~"
                          << "pct-encoded-malformed[1,1] RFC 3986 §2.1";
}

void TstNormalize::invalidInput()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, normalized);
    QFETCH(QString, diagnostics);
    const NormalizeResult r = normalize(str(input));
    QVERIFY(!r.valid);
    QCOMPARE(qs(r.normalized), normalized);
    QCOMPARE(uri::test::diagnosticsOf(r.diagnostics).join(QLatin1Char(';')), diagnostics);
}

void TstNormalize::schemeTable()
{
    // RFC 3986 §6.2.3 names http; the issue names http, https, ws, wss, ftp
    const std::vector<std::pair<std::string_view, int>> ports{
        {"http", 80}, {"https", 443}, {"ws", 80}, {"wss", 443}, {"ftp", 21}};
    for (const auto &[scheme, port] : ports) {
        const SchemeDefaults *d = schemeDefaults(scheme);
        QVERIFY(d != nullptr);
        QCOMPARE(int(d->defaultPort.value_or(0)), port);
        QVERIFY(d->emptyPathIsSlash);
        QVERIFY(!d->cite.empty());
    }
    QVERIFY(schemeDefaults("HTTPS") != nullptr);
    QVERIFY(schemeDefaults("foo") == nullptr);
    QVERIFY(knownSchemes().size() >= 5);
    for (const SchemeDefaults &d : knownSchemes()) {
        for (char c : d.scheme)
            QVERIFY(c >= 'a' && c <= 'z');
    }
}

// Property: normalizing a normal form changes nothing.
void TstNormalize::idempotent()
{
    for (const QByteArray &input : propertyInputs()) {
        const NormalizeResult once = normalize(str(input));
        const NormalizeResult twice = normalize(once.normalized);
        QVERIFY2(twice.normalized == once.normalized, input.constData());
        for (Rung rung : kAllRungs)
            QVERIFY2(!twice.step(rung).changed(), input.constData());
    }
}

// Property: the normal form identifies what the input does. It keeps every
// component defined or undefined as it was (but an empty path that becomes
// "/", RFC 3986 §6.2.3), the same authority, and the kind of path (absolute
// or not), so it never reads as another reference; and it decodes no
// reserved character (§2.2): every decoding is of an unreserved one, and
// every encoded reserved character is still there (unless its segment went
// with a "..").
void TstNormalize::identifiesTheSame()
{
    for (const QByteArray &input : propertyInputs()) {
        const std::string in = str(input);
        const NormalizeResult r = normalize(in);
        const ParseResult a = parse(in);
        const ParseResult b = parse(r.normalized);
        const char *name = input.constData();
        QVERIFY2(a.scheme.has_value() == b.scheme.has_value(), name);
        QVERIFY2(a.authority.has_value() == b.authority.has_value(), name);
        QVERIFY2(a.userinfo.has_value() == b.userinfo.has_value(), name);
        QVERIFY2(a.query.has_value() == b.query.has_value(), name);
        QVERIFY2(a.fragment.has_value() == b.fragment.has_value(), name);
        const bool absoluteBefore = a.text(a.path).starts_with('/');
        const bool absoluteAfter = b.text(b.path).starts_with('/');
        const bool emptyToSlash = a.path.empty() && b.text(b.path) == "/";
        QVERIFY2(absoluteBefore == absoluteAfter || emptyToSlash, name);
        if (a.valid())
            QVERIFY2(b.valid(), name);
        if (a.authority) {
            // The host is the same but for case and unreserved encodings.
            const QByteArray hostBefore = uri::test::qb(uri::percentDecode(a.text(*a.host)));
            const QByteArray hostAfter = uri::test::qb(uri::percentDecode(b.text(*b.host)));
            QVERIFY2(hostBefore.toLower() == hostAfter.toLower(), name);
        }
        for (const NormalizeChange &c : r.step(Rung::PercentEncoding).changes) {
            QVERIFY2(c.after.size() * 3 == c.before.size(), name);
            for (char ch : c.after)
                QVERIFY2(charset::is(ch, charset::kUnreserved), name);
        }
        const std::map<int, int> before = encodedReserved(in);
        const std::map<int, int> after = encodedReserved(r.normalized);
        if (!r.step(Rung::PathSegment).changed()) {
            QVERIFY2(before == after, name);
        } else {
            for (const auto &[octet, count] : after)
                QVERIFY2(count <= before.at(octet), name);
        }
    }
}

void TstNormalize::reservedStayEncoded_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("normalized");
    // RFC 3986 §2.2: "URIs that differ in the replacement of a reserved
    // character with its corresponding percent-encoded octet are not equivalent."
    QTest::newRow("%2F in a path") << QByteArray("http://h/a%2fb") << "http://h/a%2Fb";
    QTest::newRow("%2F%2E%2E") << QByteArray("http://h/a/%2F%2E%2E") << "http://h/a/%2F..";
    QTest::newRow("%3F %23 %26 %3D")
        << QByteArray("http://h/%3F?%23%26%3D#%23") << "http://h/%3F?%23%26%3D#%23";
    QTest::newRow("%40 %3A userinfo") << QByteArray("ftp://a%40b%3Ac@h/") << "ftp://a%40b%3Ac@h/";
    QTest::newRow("%25") << QByteArray("/100%25") << "/100%25";
    QTest::newRow("%20 %00 non-ascii") << QByteArray("/%20%00%c3%a9") << "/%20%00%C3%A9";
}

void TstNormalize::reservedStayEncoded()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, normalized);
    QCOMPARE(qs(normalize(str(input)).normalized), normalized);
}

// normalized() writes the text alone: it must give normalize()'s result for
// every input and parts mask. The inputs are the vectors, and
// references made of the pieces where the rungs interact: stray "%", hex
// digits next to triplets, dot segments spelled with "%2E", IP literals with
// zone ids, ports with leading zeros (fixed seed).
void TstNormalize::textAloneAgrees()
{
    QList<QByteArray> inputs = propertyInputs();
    const std::array<const char *, 28> pieces{"%",     "%41", "%2e",  "%2E", ".",    "..",  "/",
                                              "%7e",   "%25", "4",    "1",   "a",    "B",   ":",
                                              "HTTP:", "//",  "@",    "[",   "]",    "::1", "%25e",
                                              "?",     "#",   ":080", "%3A", "\xC3", "%4",  ":"};
    std::mt19937 random(20261124);
    for (int i = 0; i < 3000; ++i) {
        QByteArray text = i % 3 == 0 ? "http://" : i % 3 == 1 ? "s:" : "";
        const int n = 1 + int(random() % 12);
        for (int k = 0; k < n; ++k)
            text += pieces[random() % pieces.size()];
        inputs << text;
    }
    // Every part alone, every part but one, none and all.
    std::vector<PartMask> masks{0, kAllParts};
    for (PartMask bit = kPartScheme; bit <= kPartFragment; bit = PartMask(bit << 1)) {
        masks.push_back(bit);
        masks.push_back(PartMask(kAllParts & ~bit));
    }
    for (const QByteArray &input : inputs) {
        for (const PartMask parts : masks) {
            NormalizeOptions options;
            options.parts = parts;
            const std::string expected = normalize(str(input), options).normalized;
            QVERIFY2(uri::normalized(str(input), options) == expected,
                     (input + " parts " + QByteArray::number(parts)).constData());
        }
    }
}

QTEST_APPLESS_MAIN(TstNormalize)
#include "tst_normalize.moc"
