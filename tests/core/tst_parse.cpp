// parse(): every component of RFC 3986 §3 with its exact span (undefined kept
// apart from empty), the host type, the form of §4, validity, and every
// diagnostic with its exact span and citation. Rows come from the examples of
// RFC 3986 §1.1.2, §3 and §4, then the boundary of each ABNF rule of
// Appendix A, valid and invalid.
//
// A row lists every defined component as "name[offset,length]=text" (see
// parse_test_support.h): a component not listed is undefined, and "query[5,0]="
// is an empty query. "address" is the inside of an IP-literal without its zone
// id, "zone" the RFC 6874 zone id. The spans were worked out apart from the
// parser, with the regular expression of RFC 3986 Appendix B.
#include "uriinspector/parse.h"

#include "parse_test_support.h"

#include <QtTest>

using namespace uri;
using namespace uri::test;

class TstParse : public QObject
{
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void recomposes_data() { parse_data(); }
    void recomposes();
    void pathSegments_data();
    void pathSegments();
    void queryParams_data();
    void queryParams();
    void codeExamples_data();
    void codeExamples();
};

void TstParse::parse_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("parts");
    QTest::addColumn<QString>("hostType");
    QTest::addColumn<QString>("form");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QStringList>("diagnostics");
    // clang-format off

    // RFC 3986 §1.1.2 Examples
    QTest::newRow("ftp://ftp.is.co.za/rfc/rfc1808.txt")
        << QByteArray("ftp://ftp.is.co.za/rfc/rfc1808.txt")
        << QStringList{"scheme[0,3]=ftp", "authority[6,12]=ftp.is.co.za",
                       "host[6,12]=ftp.is.co.za", "path[18,16]=/rfc/rfc1808.txt"}
        << QString("reg-name") << QString("absolute-uri") << true << QStringList{};
    QTest::newRow("http://www.ietf.org/rfc/rfc2396.txt")
        << QByteArray("http://www.ietf.org/rfc/rfc2396.txt")
        << QStringList{"scheme[0,4]=http", "authority[7,12]=www.ietf.org",
                       "host[7,12]=www.ietf.org", "path[19,16]=/rfc/rfc2396.txt"}
        << QString("reg-name") << QString("absolute-uri") << true << QStringList{};
    QTest::newRow("ldap://[2001:db8::7]/c=GB?objectClass?one")
        << QByteArray("ldap://[2001:db8::7]/c=GB?objectClass?one")
        << QStringList{"scheme[0,4]=ldap", "authority[7,13]=[2001:db8::7]",
                       "host[7,13]=[2001:db8::7]", "address[8,11]=2001:db8::7", "path[20,5]=/c=GB",
                       "query[26,15]=objectClass?one"}
        << QString("ipv6") << QString("absolute-uri") << true << QStringList{};
    QTest::newRow("mailto:John.Doe@example.com")
        << QByteArray("mailto:John.Doe@example.com")
        << QStringList{"scheme[0,6]=mailto", "path[7,20]=John.Doe@example.com"}
        << QString("") << QString("absolute-uri") << true << QStringList{};
    QTest::newRow("news:comp.infosystems.www.servers.unix")
        << QByteArray("news:comp.infosystems.www.servers.unix")
        << QStringList{"scheme[0,4]=news", "path[5,33]=comp.infosystems.www.servers.unix"}
        << QString("") << QString("absolute-uri") << true << QStringList{};
    QTest::newRow("tel:+1-816-555-1212")
        << QByteArray("tel:+1-816-555-1212")
        << QStringList{"scheme[0,3]=tel", "path[4,15]=+1-816-555-1212"}
        << QString("") << QString("absolute-uri") << true << QStringList{};
    QTest::newRow("telnet://192.0.2.16:80/")
        << QByteArray("telnet://192.0.2.16:80/")
        << QStringList{"scheme[0,6]=telnet", "authority[9,13]=192.0.2.16:80",
                       "host[9,10]=192.0.2.16", "port[20,2]=80", "path[22,1]=/"}
        << QString("ipv4") << QString("absolute-uri") << true << QStringList{};
    QTest::newRow("urn:oasis:names:specification:docbook:dtd:xml:4.1.2")
        << QByteArray("urn:oasis:names:specification:docbook:dtd:xml:4.1.2")
        << QStringList{"scheme[0,3]=urn",
                       "path[4,47]=oasis:names:specification:docbook:dtd:xml:4.1.2"}
        << QString("") << QString("absolute-uri") << true << QStringList{};

    // RFC 3986 §3 Syntax Components
    QTest::newRow("foo://example.com:8042/over/there?name=ferret#nose")
        << QByteArray("foo://example.com:8042/over/there?name=ferret#nose")
        << QStringList{"scheme[0,3]=foo", "authority[6,16]=example.com:8042",
                       "host[6,11]=example.com", "port[18,4]=8042", "path[22,11]=/over/there",
                       "query[34,11]=name=ferret", "fragment[46,4]=nose"}
        << QString("reg-name") << QString("uri-with-fragment") << true << QStringList{};
    QTest::newRow("urn:example:animal:ferret:nose")
        << QByteArray("urn:example:animal:ferret:nose")
        << QStringList{"scheme[0,3]=urn", "path[4,26]=example:animal:ferret:nose"}
        << QString("") << QString("absolute-uri") << true << QStringList{};

    // RFC 3986 §4.2 Relative Reference, §4.3 Absolute URI, §4.4 Same-Document Reference
    // network-path
    QTest::newRow("//example.com/path")
        << QByteArray("//example.com/path")
        << QStringList{"authority[2,11]=example.com", "host[2,11]=example.com", "path[13,5]=/path"}
        << QString("reg-name") << QString("network-path") << true << QStringList{};
    // network-path, empty authority
    QTest::newRow("///path")
        << QByteArray("///path")
        << QStringList{"authority[2,0]=", "host[2,0]=", "path[2,5]=/path"}
        << QString("reg-name") << QString("network-path") << true << QStringList{};
    // an empty authority: an empty reg-name
    QTest::newRow("//")
        << QByteArray("//")
        << QStringList{"authority[2,0]=", "host[2,0]=", "path[2,0]="}
        << QString("reg-name") << QString("network-path") << true << QStringList{};
    // absolute-path
    QTest::newRow("/absolute/path")
        << QByteArray("/absolute/path")
        << QStringList{"path[0,14]=/absolute/path"}
        << QString("") << QString("absolute-path") << true << QStringList{};
    QTest::newRow("/")
        << QByteArray("/")
        << QStringList{"path[0,1]=/"}
        << QString("") << QString("absolute-path") << true << QStringList{};
    // relative-path
    QTest::newRow("relative/path")
        << QByteArray("relative/path")
        << QStringList{"path[0,13]=relative/path"}
        << QString("") << QString("relative-path") << true << QStringList{};
    QTest::newRow(".")
        << QByteArray(".")
        << QStringList{"path[0,1]=."}
        << QString("") << QString("relative-path") << true << QStringList{};
    QTest::newRow("..")
        << QByteArray("..")
        << QStringList{"path[0,2]=.."}
        << QString("") << QString("relative-path") << true << QStringList{};
    QTest::newRow("g;x=1/../y")
        << QByteArray("g;x=1/../y")
        << QStringList{"path[0,10]=g;x=1/../y"}
        << QString("") << QString("relative-path") << true << QStringList{};
    // §4.2: a "./" keeps the colon out of the first segment
    QTest::newRow("./this:that")
        << QByteArray("./this:that")
        << QStringList{"path[0,11]=./this:that"}
        << QString("") << QString("relative-path") << true << QStringList{};
    // §4.2: ... "would be mistaken for a scheme name"
    QTest::newRow("this:that")
        << QByteArray("this:that")
        << QStringList{"scheme[0,4]=this", "path[5,4]=that"}
        << QString("") << QString("absolute-uri") << true << QStringList{};
    // a colon after the first segment
    QTest::newRow("a/b:c")
        << QByteArray("a/b:c")
        << QStringList{"path[0,5]=a/b:c"}
        << QString("") << QString("relative-path") << true << QStringList{};
    // §4.4: not same-document (it replaces the query of the base)
    QTest::newRow("?q")
        << QByteArray("?q")
        << QStringList{"path[0,0]=", "query[1,1]=q"}
        << QString("") << QString("relative-path") << true << QStringList{};
    QTest::newRow("?")
        << QByteArray("?")
        << QStringList{"path[0,0]=", "query[1,0]="}
        << QString("") << QString("relative-path") << true << QStringList{};
    // §4.4: the empty reference
    QTest::newRow("(empty)")
        << QByteArray("")
        << QStringList{"path[0,0]="}
        << QString("") << QString("same-document") << true << QStringList{};
    // §4.4: a fragment only
    QTest::newRow("#f")
        << QByteArray("#f")
        << QStringList{"path[0,0]=", "fragment[1,1]=f"}
        << QString("") << QString("same-document") << true << QStringList{};
    QTest::newRow("#")
        << QByteArray("#")
        << QStringList{"path[0,0]=", "fragment[1,0]="}
        << QString("") << QString("same-document") << true << QStringList{};

    // RFC 3986 §3.1 Scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
    QTest::newRow("a:")
        << QByteArray("a:")
        << QStringList{"scheme[0,1]=a", "path[2,0]="}
        << QString("") << QString("absolute-uri") << true << QStringList{};
    QTest::newRow("A+b-c.9:x")
        << QByteArray("A+b-c.9:x")
        << QStringList{"scheme[0,7]=A+b-c.9", "path[8,1]=x"}
        << QString("") << QString("absolute-uri") << true << QStringList{};
    QTest::newRow("1a:b")
        << QByteArray("1a:b")
        << QStringList{"scheme[0,2]=1a", "path[3,1]=b"}
        << QString("") << QString("absolute-uri") << false
        << QStringList{"scheme-start[0,1] RFC 3986 §3.1"};
    QTest::newRow("+a:b")
        << QByteArray("+a:b")
        << QStringList{"scheme[0,2]=+a", "path[3,1]=b"}
        << QString("") << QString("absolute-uri") << false
        << QStringList{"scheme-start[0,1] RFC 3986 §3.1"};
    QTest::newRow(".a:b")
        << QByteArray(".a:b")
        << QStringList{"scheme[0,2]=.a", "path[3,1]=b"}
        << QString("") << QString("absolute-uri") << false
        << QStringList{"scheme-start[0,1] RFC 3986 §3.1"};
    QTest::newRow("a_b:c")
        << QByteArray("a_b:c")
        << QStringList{"scheme[0,3]=a_b", "path[4,1]=c"}
        << QString("") << QString("absolute-uri") << false
        << QStringList{"scheme-char[1,1] RFC 3986 §3.1"};
    QTest::newRow("a~b!:c")
        << QByteArray("a~b!:c")
        << QStringList{"scheme[0,4]=a~b!", "path[5,1]=c"}
        << QString("") << QString("absolute-uri") << false
        << QStringList{"scheme-char[1,1] RFC 3986 §3.1", "scheme-char[3,1] RFC 3986 §3.1"};
    QTest::newRow("a b:c")
        << QByteArray("a b:c")
        << QStringList{"scheme[0,3]=a b", "path[4,1]=c"}
        << QString("") << QString("absolute-uri") << false
        << QStringList{"whitespace[1,1] RFC 3986 §3.1"};
    QTest::newRow("\\x01a:b")
        << QByteArray("\x01" "a:b")
        << QStringList{"scheme[0,2]=\\x01a", "path[3,1]=b"}
        << QString("") << QString("absolute-uri") << false
        << QStringList{"control-char[0,1] RFC 3986 §3.1"};
    QTest::newRow("\\xC3\\xA9:x")
        << QByteArray("\xC3\xA9:x")
        << QStringList{"scheme[0,2]=\xC3\xA9", "path[3,1]=x"}
        << QString("") << QString("absolute-uri") << false
        << QStringList{"non-ascii[0,2] RFC 3986 §3.1"};
    QTest::newRow("a\\xFF:x")
        << QByteArray("a\xFF:x")
        << QStringList{"scheme[0,2]=a\\xFF", "path[3,1]=x"}
        << QString("") << QString("absolute-uri") << false
        << QStringList{"invalid-utf8[1,1] RFC 3986 §3.1"};

    // RFC 3986 §4.2 path-noscheme = segment-nz-nc *( "/" segment )
    QTest::newRow(":a")
        << QByteArray(":a")
        << QStringList{"path[0,2]=:a"}
        << QString("") << QString("relative-path") << false
        << QStringList{"path-noscheme-colon[0,1] RFC 3986 §4.2"};
    QTest::newRow("::")
        << QByteArray("::")
        << QStringList{"path[0,2]=::"}
        << QString("") << QString("relative-path") << false
        << QStringList{"path-noscheme-colon[0,1] RFC 3986 §4.2",
                       "path-noscheme-colon[1,1] RFC 3986 §4.2"};
    QTest::newRow(":a/b:c")
        << QByteArray(":a/b:c")
        << QStringList{"path[0,6]=:a/b:c"}
        << QString("") << QString("relative-path") << false
        << QStringList{"path-noscheme-colon[0,1] RFC 3986 §4.2"};
    QTest::newRow("%3Aa")
        << QByteArray("%3Aa")
        << QStringList{"path[0,4]=%3Aa"}
        << QString("") << QString("relative-path") << true << QStringList{};
    QTest::newRow("./:a")
        << QByteArray("./:a")
        << QStringList{"path[0,4]=./:a"}
        << QString("") << QString("relative-path") << true << QStringList{};

    // RFC 3986 §3.2.1 User Information: split at the first ":" (user, password)
    QTest::newRow("//user@host")
        << QByteArray("//user@host")
        << QStringList{"authority[2,9]=user@host", "userinfo[2,4]=user", "user[2,4]=user",
                       "host[7,4]=host", "path[11,0]="}
        << QString("reg-name") << QString("network-path") << true << QStringList{};
    QTest::newRow("//user:pw@host")
        << QByteArray("//user:pw@host")
        << QStringList{"authority[2,12]=user:pw@host", "userinfo[2,7]=user:pw", "user[2,4]=user",
                       "password[7,2]=pw", "host[10,4]=host", "path[14,0]="}
        << QString("reg-name") << QString("network-path") << true
        << QStringList{"deprecated-password[7,2] RFC 3986 §3.2.1"};
    // an empty password is no password
    QTest::newRow("//user:@host")
        << QByteArray("//user:@host")
        << QStringList{"authority[2,10]=user:@host", "userinfo[2,5]=user:", "user[2,4]=user",
                       "password[7,0]=", "host[8,4]=host", "path[12,0]="}
        << QString("reg-name") << QString("network-path") << true << QStringList{};
    QTest::newRow("//:pw@host")
        << QByteArray("//:pw@host")
        << QStringList{"authority[2,8]=:pw@host", "userinfo[2,3]=:pw", "user[2,0]=",
                       "password[3,2]=pw", "host[6,4]=host", "path[10,0]="}
        << QString("reg-name") << QString("network-path") << true
        << QStringList{"deprecated-password[3,2] RFC 3986 §3.2.1"};
    QTest::newRow("//@host")
        << QByteArray("//@host")
        << QStringList{"authority[2,5]=@host", "userinfo[2,0]=", "user[2,0]=", "host[3,4]=host",
                       "path[7,0]="}
        << QString("reg-name") << QString("network-path") << true << QStringList{};
    QTest::newRow("//a:b:c@host")
        << QByteArray("//a:b:c@host")
        << QStringList{"authority[2,10]=a:b:c@host", "userinfo[2,5]=a:b:c", "user[2,1]=a",
                       "password[4,3]=b:c", "host[8,4]=host", "path[12,0]="}
        << QString("reg-name") << QString("network-path") << true
        << QStringList{"deprecated-password[4,3] RFC 3986 §3.2.1"};
    QTest::newRow("//u%40x!$&'()*+,;=~@host")
        << QByteArray("//u%40x!$&'()*+,;=~@host")
        << QStringList{"authority[2,22]=u%40x!$&'()*+,;=~@host",
                       "userinfo[2,17]=u%40x!$&'()*+,;=~", "user[2,17]=u%40x!$&'()*+,;=~",
                       "host[20,4]=host", "path[24,0]="}
        << QString("reg-name") << QString("network-path") << true << QStringList{};
    // Deviation (parse.cpp): the userinfo ends at the last "@"
    QTest::newRow("//a@b@host")
        << QByteArray("//a@b@host")
        << QStringList{"authority[2,8]=a@b@host", "userinfo[2,3]=a@b", "user[2,3]=a@b",
                       "host[6,4]=host", "path[10,0]="}
        << QString("reg-name") << QString("network-path") << false
        << QStringList{"userinfo-char[3,1] RFC 3986 §3.2.1"};
    QTest::newRow("//a b@host")
        << QByteArray("//a b@host")
        << QStringList{"authority[2,8]=a b@host", "userinfo[2,3]=a b", "user[2,3]=a b",
                       "host[6,4]=host", "path[10,0]="}
        << QString("reg-name") << QString("network-path") << false
        << QStringList{"whitespace[3,1] RFC 3986 §3.2.1"};
    QTest::newRow("//a%2@host")
        << QByteArray("//a%2@host")
        << QStringList{"authority[2,8]=a%2@host", "userinfo[2,3]=a%2", "user[2,3]=a%2",
                       "host[6,4]=host", "path[10,0]="}
        << QString("reg-name") << QString("network-path") << false
        << QStringList{"pct-encoded-malformed[3,2] RFC 3986 §2.1"};
    QTest::newRow("//a[b@host")
        << QByteArray("//a[b@host")
        << QStringList{"authority[2,8]=a[b@host", "userinfo[2,3]=a[b", "user[2,3]=a[b",
                       "host[6,4]=host", "path[10,0]="}
        << QString("reg-name") << QString("network-path") << false
        << QStringList{"userinfo-char[3,1] RFC 3986 §3.2.1"};

    // RFC 3986 §3.2.2 Host: reg-name = *( unreserved / pct-encoded / sub-delims )
    QTest::newRow("//example.com")
        << QByteArray("//example.com")
        << QStringList{"authority[2,11]=example.com", "host[2,11]=example.com", "path[13,0]="}
        << QString("reg-name") << QString("network-path") << true << QStringList{};
    QTest::newRow("//EXAMPLE.com:80")
        << QByteArray("//EXAMPLE.com:80")
        << QStringList{"authority[2,14]=EXAMPLE.com:80", "host[2,11]=EXAMPLE.com", "port[14,2]=80",
                       "path[16,0]="}
        << QString("reg-name") << QString("network-path") << true << QStringList{};
    QTest::newRow("//a-b.c_d~e!$&'()*+,;=")
        << QByteArray("//a-b.c_d~e!$&'()*+,;=")
        << QStringList{"authority[2,20]=a-b.c_d~e!$&'()*+,;=", "host[2,20]=a-b.c_d~e!$&'()*+,;=",
                       "path[22,0]="}
        << QString("reg-name") << QString("network-path") << true << QStringList{};
    QTest::newRow("//%41%42")
        << QByteArray("//%41%42")
        << QStringList{"authority[2,6]=%41%42", "host[2,6]=%41%42", "path[8,0]="}
        << QString("reg-name") << QString("network-path") << true << QStringList{};
    QTest::newRow("//ex%2")
        << QByteArray("//ex%2")
        << QStringList{"authority[2,4]=ex%2", "host[2,4]=ex%2", "path[6,0]="}
        << QString("reg-name") << QString("network-path") << false
        << QStringList{"pct-encoded-malformed[4,2] RFC 3986 §2.1"};
    QTest::newRow("//ex%zz.com")
        << QByteArray("//ex%zz.com")
        << QStringList{"authority[2,9]=ex%zz.com", "host[2,9]=ex%zz.com", "path[11,0]="}
        << QString("reg-name") << QString("network-path") << false
        << QStringList{"pct-encoded-malformed[4,3] RFC 3986 §2.1"};
    QTest::newRow("//a<b")
        << QByteArray("//a<b")
        << QStringList{"authority[2,3]=a<b", "host[2,3]=a<b", "path[5,0]="}
        << QString("reg-name") << QString("network-path") << false
        << QStringList{"reg-name-char[3,1] RFC 3986 §3.2.2"};
    QTest::newRow("//a b")
        << QByteArray("//a b")
        << QStringList{"authority[2,3]=a b", "host[2,3]=a b", "path[5,0]="}
        << QString("reg-name") << QString("network-path") << false
        << QStringList{"whitespace[3,1] RFC 3986 §3.2.2"};
    QTest::newRow("//h\\xC3\\xA9")
        << QByteArray("//h\xC3\xA9")
        << QStringList{"authority[2,3]=h\xC3\xA9", "host[2,3]=h\xC3\xA9", "path[5,0]="}
        << QString("reg-name") << QString("network-path") << false
        << QStringList{"non-ascii[3,2] RFC 3986 §3.2.2"};
    QTest::newRow("//a]b")
        << QByteArray("//a]b")
        << QStringList{"authority[2,3]=a]b", "host[2,3]=a]b", "path[5,0]="}
        << QString("reg-name") << QString("network-path") << false
        << QStringList{"reg-name-char[3,1] RFC 3986 §3.2.2"};
    // an empty host
    QTest::newRow("file:///etc/hosts")
        << QByteArray("file:///etc/hosts")
        << QStringList{"scheme[0,4]=file", "authority[7,0]=", "host[7,0]=",
                       "path[7,10]=/etc/hosts"}
        << QString("reg-name") << QString("absolute-uri") << true << QStringList{};

    // RFC 3986 §3.2.2 IPv4address: every dec-octet boundary
    QTest::newRow("//0.0.0.0")
        << QByteArray("//0.0.0.0")
        << QStringList{"authority[2,7]=0.0.0.0", "host[2,7]=0.0.0.0", "path[9,0]="}
        << QString("ipv4") << QString("network-path") << true << QStringList{};
    QTest::newRow("//9.9.9.9")
        << QByteArray("//9.9.9.9")
        << QStringList{"authority[2,7]=9.9.9.9", "host[2,7]=9.9.9.9", "path[9,0]="}
        << QString("ipv4") << QString("network-path") << true << QStringList{};
    QTest::newRow("//10.10.10.10")
        << QByteArray("//10.10.10.10")
        << QStringList{"authority[2,11]=10.10.10.10", "host[2,11]=10.10.10.10", "path[13,0]="}
        << QString("ipv4") << QString("network-path") << true << QStringList{};
    QTest::newRow("//99.99.99.99")
        << QByteArray("//99.99.99.99")
        << QStringList{"authority[2,11]=99.99.99.99", "host[2,11]=99.99.99.99", "path[13,0]="}
        << QString("ipv4") << QString("network-path") << true << QStringList{};
    QTest::newRow("//100.100.100.100")
        << QByteArray("//100.100.100.100")
        << QStringList{"authority[2,15]=100.100.100.100", "host[2,15]=100.100.100.100",
                       "path[17,0]="}
        << QString("ipv4") << QString("network-path") << true << QStringList{};
    QTest::newRow("//199.199.199.199")
        << QByteArray("//199.199.199.199")
        << QStringList{"authority[2,15]=199.199.199.199", "host[2,15]=199.199.199.199",
                       "path[17,0]="}
        << QString("ipv4") << QString("network-path") << true << QStringList{};
    QTest::newRow("//200.200.200.200")
        << QByteArray("//200.200.200.200")
        << QStringList{"authority[2,15]=200.200.200.200", "host[2,15]=200.200.200.200",
                       "path[17,0]="}
        << QString("ipv4") << QString("network-path") << true << QStringList{};
    QTest::newRow("//249.249.249.249")
        << QByteArray("//249.249.249.249")
        << QStringList{"authority[2,15]=249.249.249.249", "host[2,15]=249.249.249.249",
                       "path[17,0]="}
        << QString("ipv4") << QString("network-path") << true << QStringList{};
    QTest::newRow("//250.250.250.250")
        << QByteArray("//250.250.250.250")
        << QStringList{"authority[2,15]=250.250.250.250", "host[2,15]=250.250.250.250",
                       "path[17,0]="}
        << QString("ipv4") << QString("network-path") << true << QStringList{};
    QTest::newRow("//255.255.255.255")
        << QByteArray("//255.255.255.255")
        << QStringList{"authority[2,15]=255.255.255.255", "host[2,15]=255.255.255.255",
                       "path[17,0]="}
        << QString("ipv4") << QString("network-path") << true << QStringList{};
    QTest::newRow("//192.0.2.16:80")
        << QByteArray("//192.0.2.16:80")
        << QStringList{"authority[2,13]=192.0.2.16:80", "host[2,10]=192.0.2.16", "port[13,2]=80",
                       "path[15,0]="}
        << QString("ipv4") << QString("network-path") << true << QStringList{};

    // RFC 3986 §3.2.2 / §7.4: no IPv4address, so a reg-name (reported when it looks numeric)
    QTest::newRow("//256.0.0.0")
        << QByteArray("//256.0.0.0")
        << QStringList{"authority[2,9]=256.0.0.0", "host[2,9]=256.0.0.0", "path[11,0]="}
        << QString("reg-name") << QString("network-path") << true
        << QStringList{"reg-name-numeric[2,9] RFC 3986 §7.4"};
    QTest::newRow("//1.2.3.256")
        << QByteArray("//1.2.3.256")
        << QStringList{"authority[2,9]=1.2.3.256", "host[2,9]=1.2.3.256", "path[11,0]="}
        << QString("reg-name") << QString("network-path") << true
        << QStringList{"reg-name-numeric[2,9] RFC 3986 §7.4"};
    QTest::newRow("//01.2.3.4")
        << QByteArray("//01.2.3.4")
        << QStringList{"authority[2,8]=01.2.3.4", "host[2,8]=01.2.3.4", "path[10,0]="}
        << QString("reg-name") << QString("network-path") << true
        << QStringList{"reg-name-numeric[2,8] RFC 3986 §7.4"};
    QTest::newRow("//1.2.3")
        << QByteArray("//1.2.3")
        << QStringList{"authority[2,5]=1.2.3", "host[2,5]=1.2.3", "path[7,0]="}
        << QString("reg-name") << QString("network-path") << true
        << QStringList{"reg-name-numeric[2,5] RFC 3986 §7.4"};
    QTest::newRow("//1.2.3.4.")
        << QByteArray("//1.2.3.4.")
        << QStringList{"authority[2,8]=1.2.3.4.", "host[2,8]=1.2.3.4.", "path[10,0]="}
        << QString("reg-name") << QString("network-path") << true
        << QStringList{"reg-name-numeric[2,8] RFC 3986 §7.4"};
    // hexadecimal, and two parts, as inet_aton() reads them
    QTest::newRow("//0x7f.1")
        << QByteArray("//0x7f.1")
        << QStringList{"authority[2,6]=0x7f.1", "host[2,6]=0x7f.1", "path[8,0]="}
        << QString("reg-name") << QString("network-path") << true
        << QStringList{"reg-name-numeric[2,6] RFC 3986 §7.4"};
    // five numbers: no reader takes it for IPv4, so no info
    QTest::newRow("//1.2.3.4.5")
        << QByteArray("//1.2.3.4.5")
        << QStringList{"authority[2,9]=1.2.3.4.5", "host[2,9]=1.2.3.4.5", "path[11,0]="}
        << QString("reg-name") << QString("network-path") << true << QStringList{};
    // a label that is no number
    QTest::newRow("//1.2.3.a")
        << QByteArray("//1.2.3.a")
        << QStringList{"authority[2,7]=1.2.3.a", "host[2,7]=1.2.3.a", "path[9,0]="}
        << QString("reg-name") << QString("network-path") << true << QStringList{};

    // RFC 3986 §3.2.2 IPv6address: the nine alternatives
    // 6( h16 ":" ) ls32
    QTest::newRow("//[1:2:3:4:5:6:7:8]")
        << QByteArray("//[1:2:3:4:5:6:7:8]")
        << QStringList{"authority[2,17]=[1:2:3:4:5:6:7:8]", "host[2,17]=[1:2:3:4:5:6:7:8]",
                       "address[3,15]=1:2:3:4:5:6:7:8", "path[19,0]="}
        << QString("ipv6") << QString("network-path") << true << QStringList{};
    // 6( h16 ":" ) ls32, ls32 = IPv4address
    QTest::newRow("//[1:2:3:4:5:6:1.2.3.4]")
        << QByteArray("//[1:2:3:4:5:6:1.2.3.4]")
        << QStringList{"authority[2,21]=[1:2:3:4:5:6:1.2.3.4]", "host[2,21]=[1:2:3:4:5:6:1.2.3.4]",
                       "address[3,19]=1:2:3:4:5:6:1.2.3.4", "path[23,0]="}
        << QString("ipv6") << QString("network-path") << true << QStringList{};
    // "::" 5( h16 ":" ) ls32
    QTest::newRow("//[::2:3:4:5:6:7:8]")
        << QByteArray("//[::2:3:4:5:6:7:8]")
        << QStringList{"authority[2,17]=[::2:3:4:5:6:7:8]", "host[2,17]=[::2:3:4:5:6:7:8]",
                       "address[3,15]=::2:3:4:5:6:7:8", "path[19,0]="}
        << QString("ipv6") << QString("network-path") << true << QStringList{};
    // [ h16 ] "::" 4( h16 ":" ) ls32, h16 left out
    QTest::newRow("//[::3:4:5:6:7:8]")
        << QByteArray("//[::3:4:5:6:7:8]")
        << QStringList{"authority[2,15]=[::3:4:5:6:7:8]", "host[2,15]=[::3:4:5:6:7:8]",
                       "address[3,13]=::3:4:5:6:7:8", "path[17,0]="}
        << QString("ipv6") << QString("network-path") << true << QStringList{};
    // [ h16 ] "::" 4( h16 ":" ) ls32
    QTest::newRow("//[1::3:4:5:6:7:8]")
        << QByteArray("//[1::3:4:5:6:7:8]")
        << QStringList{"authority[2,16]=[1::3:4:5:6:7:8]", "host[2,16]=[1::3:4:5:6:7:8]",
                       "address[3,14]=1::3:4:5:6:7:8", "path[18,0]="}
        << QString("ipv6") << QString("network-path") << true << QStringList{};
    // [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
    QTest::newRow("//[1:2::4:5:6:7:8]")
        << QByteArray("//[1:2::4:5:6:7:8]")
        << QStringList{"authority[2,16]=[1:2::4:5:6:7:8]", "host[2,16]=[1:2::4:5:6:7:8]",
                       "address[3,14]=1:2::4:5:6:7:8", "path[18,0]="}
        << QString("ipv6") << QString("network-path") << true << QStringList{};
    // [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
    QTest::newRow("//[1:2:3::5:6:7:8]")
        << QByteArray("//[1:2:3::5:6:7:8]")
        << QStringList{"authority[2,16]=[1:2:3::5:6:7:8]", "host[2,16]=[1:2:3::5:6:7:8]",
                       "address[3,14]=1:2:3::5:6:7:8", "path[18,0]="}
        << QString("ipv6") << QString("network-path") << true << QStringList{};
    // [ *3( h16 ":" ) h16 ] "::" h16 ":" ls32
    QTest::newRow("//[1:2:3:4::6:7:8]")
        << QByteArray("//[1:2:3:4::6:7:8]")
        << QStringList{"authority[2,16]=[1:2:3:4::6:7:8]", "host[2,16]=[1:2:3:4::6:7:8]",
                       "address[3,14]=1:2:3:4::6:7:8", "path[18,0]="}
        << QString("ipv6") << QString("network-path") << true << QStringList{};
    // [ *4( h16 ":" ) h16 ] "::" ls32
    QTest::newRow("//[1:2:3:4:5::7:8]")
        << QByteArray("//[1:2:3:4:5::7:8]")
        << QStringList{"authority[2,16]=[1:2:3:4:5::7:8]", "host[2,16]=[1:2:3:4:5::7:8]",
                       "address[3,14]=1:2:3:4:5::7:8", "path[18,0]="}
        << QString("ipv6") << QString("network-path") << true << QStringList{};
    // [ *4( h16 ":" ) h16 ] "::" ls32, IPv4 tail
    QTest::newRow("//[1:2:3:4:5::1.2.3.4]")
        << QByteArray("//[1:2:3:4:5::1.2.3.4]")
        << QStringList{"authority[2,20]=[1:2:3:4:5::1.2.3.4]", "host[2,20]=[1:2:3:4:5::1.2.3.4]",
                       "address[3,18]=1:2:3:4:5::1.2.3.4", "path[22,0]="}
        << QString("ipv6") << QString("network-path") << true << QStringList{};
    // [ *5( h16 ":" ) h16 ] "::" h16
    QTest::newRow("//[1:2:3:4:5:6::8]")
        << QByteArray("//[1:2:3:4:5:6::8]")
        << QStringList{"authority[2,16]=[1:2:3:4:5:6::8]", "host[2,16]=[1:2:3:4:5:6::8]",
                       "address[3,14]=1:2:3:4:5:6::8", "path[18,0]="}
        << QString("ipv6") << QString("network-path") << true << QStringList{};
    // [ *6( h16 ":" ) h16 ] "::"
    QTest::newRow("//[1:2:3:4:5:6:7::]")
        << QByteArray("//[1:2:3:4:5:6:7::]")
        << QStringList{"authority[2,17]=[1:2:3:4:5:6:7::]", "host[2,17]=[1:2:3:4:5:6:7::]",
                       "address[3,15]=1:2:3:4:5:6:7::", "path[19,0]="}
        << QString("ipv6") << QString("network-path") << true << QStringList{};
    // [ *6( h16 ":" ) h16 ] "::", all left out
    QTest::newRow("//[::]")
        << QByteArray("//[::]")
        << QStringList{"authority[2,4]=[::]", "host[2,4]=[::]", "address[3,2]=::", "path[6,0]="}
        << QString("ipv6") << QString("network-path") << true << QStringList{};
    // IPv4-mapped
    QTest::newRow("//[::ffff:192.0.2.1]")
        << QByteArray("//[::ffff:192.0.2.1]")
        << QStringList{"authority[2,18]=[::ffff:192.0.2.1]", "host[2,18]=[::ffff:192.0.2.1]",
                       "address[3,16]=::ffff:192.0.2.1", "path[20,0]="}
        << QString("ipv6") << QString("network-path") << true << QStringList{};
    QTest::newRow("//[::1.2.3.4]")
        << QByteArray("//[::1.2.3.4]")
        << QStringList{"authority[2,11]=[::1.2.3.4]", "host[2,11]=[::1.2.3.4]",
                       "address[3,9]=::1.2.3.4", "path[13,0]="}
        << QString("ipv6") << QString("network-path") << true << QStringList{};
    QTest::newRow("//[ABCD:ef01:2345:6789:abcd:EF01:2345:6789]")
        << QByteArray("//[ABCD:ef01:2345:6789:abcd:EF01:2345:6789]")
        << QStringList{"authority[2,41]=[ABCD:ef01:2345:6789:abcd:EF01:2345:6789]",
                       "host[2,41]=[ABCD:ef01:2345:6789:abcd:EF01:2345:6789]",
                       "address[3,39]=ABCD:ef01:2345:6789:abcd:EF01:2345:6789", "path[43,0]="}
        << QString("ipv6") << QString("network-path") << true << QStringList{};
    QTest::newRow("http://[::1]:8080/")
        << QByteArray("http://[::1]:8080/")
        << QStringList{"scheme[0,4]=http", "authority[7,10]=[::1]:8080", "host[7,5]=[::1]",
                       "address[8,3]=::1", "port[13,4]=8080", "path[17,1]=/"}
        << QString("ipv6") << QString("absolute-uri") << true << QStringList{};

    // RFC 3986 §3.2.2 IPv6address: each violation
    QTest::newRow("//[::g]")
        << QByteArray("//[::g]")
        << QStringList{"authority[2,5]=[::g]", "host[2,5]=[::g]", "address[3,3]=::g", "path[7,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-char[5,1] RFC 3986 §3.2.2"};
    QTest::newRow("//[::1 ]")
        << QByteArray("//[::1 ]")
        << QStringList{"authority[2,6]=[::1 ]", "host[2,6]=[::1 ]", "address[3,4]=::1 ",
                       "path[8,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"whitespace[6,1] RFC 3986 §3.2.2"};
    QTest::newRow("//[12345::]")
        << QByteArray("//[12345::]")
        << QStringList{"authority[2,9]=[12345::]", "host[2,9]=[12345::]", "address[3,7]=12345::",
                       "path[11,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-h16-length[3,5] RFC 3986 §3.2.2"};
    QTest::newRow("//[1:2:3:4:5:6:7]")
        << QByteArray("//[1:2:3:4:5:6:7]")
        << QStringList{"authority[2,15]=[1:2:3:4:5:6:7]", "host[2,15]=[1:2:3:4:5:6:7]",
                       "address[3,13]=1:2:3:4:5:6:7", "path[17,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-group-count[3,13] RFC 3986 §3.2.2"};
    QTest::newRow("//[1:2:3:4:5:6:7:8:9]")
        << QByteArray("//[1:2:3:4:5:6:7:8:9]")
        << QStringList{"authority[2,19]=[1:2:3:4:5:6:7:8:9]", "host[2,19]=[1:2:3:4:5:6:7:8:9]",
                       "address[3,17]=1:2:3:4:5:6:7:8:9", "path[21,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-group-count[3,17] RFC 3986 §3.2.2"};
    QTest::newRow("//[1::2:3:4:5:6:7:8]")
        << QByteArray("//[1::2:3:4:5:6:7:8]")
        << QStringList{"authority[2,18]=[1::2:3:4:5:6:7:8]", "host[2,18]=[1::2:3:4:5:6:7:8]",
                       "address[3,16]=1::2:3:4:5:6:7:8", "path[20,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-group-count[3,16] RFC 3986 §3.2.2"};
    QTest::newRow("//[1:2:3:4:5:6:7:1.2.3.4]")
        << QByteArray("//[1:2:3:4:5:6:7:1.2.3.4]")
        << QStringList{"authority[2,23]=[1:2:3:4:5:6:7:1.2.3.4]",
                       "host[2,23]=[1:2:3:4:5:6:7:1.2.3.4]", "address[3,21]=1:2:3:4:5:6:7:1.2.3.4",
                       "path[25,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-group-count[3,21] RFC 3986 §3.2.2"};
    QTest::newRow("//[1::2::3]")
        << QByteArray("//[1::2::3]")
        << QStringList{"authority[2,9]=[1::2::3]", "host[2,9]=[1::2::3]", "address[3,7]=1::2::3",
                       "path[11,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-double-colon-twice[7,2] RFC 3986 §3.2.2"};
    QTest::newRow("//[:1::]")
        << QByteArray("//[:1::]")
        << QStringList{"authority[2,6]=[:1::]", "host[2,6]=[:1::]", "address[3,4]=:1::",
                       "path[8,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-lone-colon[3,1] RFC 3986 §3.2.2"};
    QTest::newRow("//[1::2:]")
        << QByteArray("//[1::2:]")
        << QStringList{"authority[2,7]=[1::2:]", "host[2,7]=[1::2:]", "address[3,5]=1::2:",
                       "path[9,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-lone-colon[7,1] RFC 3986 §3.2.2"};
    QTest::newRow("//[:::]")
        << QByteArray("//[:::]")
        << QStringList{"authority[2,5]=[:::]", "host[2,5]=[:::]", "address[3,3]=:::", "path[7,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-lone-colon[5,1] RFC 3986 §3.2.2"};
    QTest::newRow("//[::1.2.3]")
        << QByteArray("//[::1.2.3]")
        << QStringList{"authority[2,9]=[::1.2.3]", "host[2,9]=[::1.2.3]", "address[3,7]=::1.2.3",
                       "path[11,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-ipv4-tail[5,5] RFC 3986 §3.2.2"};
    QTest::newRow("//[::256.1.1.1]")
        << QByteArray("//[::256.1.1.1]")
        << QStringList{"authority[2,13]=[::256.1.1.1]", "host[2,13]=[::256.1.1.1]",
                       "address[3,11]=::256.1.1.1", "path[15,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-ipv4-tail[5,9] RFC 3986 §3.2.2"};
    QTest::newRow("//[::1.2.3.4:5]")
        << QByteArray("//[::1.2.3.4:5]")
        << QStringList{"authority[2,13]=[::1.2.3.4:5]", "host[2,13]=[::1.2.3.4:5]",
                       "address[3,11]=::1.2.3.4:5", "path[15,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-ipv4-tail[5,7] RFC 3986 §3.2.2"};
    QTest::newRow("//[]")
        << QByteArray("//[]")
        << QStringList{"authority[2,2]=[]", "host[2,2]=[]", "path[4,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-empty[2,2] RFC 3986 §3.2.2"};
    QTest::newRow("//[::1")
        << QByteArray("//[::1")
        << QStringList{"authority[2,4]=[::1", "host[2,4]=[::1", "path[6,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ip-literal-unterminated[2,4] RFC 3986 §3.2.2"};
    QTest::newRow("//[::1/p")
        << QByteArray("//[::1/p")
        << QStringList{"authority[2,4]=[::1", "host[2,4]=[::1", "path[6,2]=/p"}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ip-literal-unterminated[2,4] RFC 3986 §3.2.2"};
    QTest::newRow("//[::1]x")
        << QByteArray("//[::1]x")
        << QStringList{"authority[2,6]=[::1]x", "host[2,6]=[::1]x", "address[3,3]=::1",
                       "path[8,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ip-literal-trailing[7,1] RFC 3986 §3.2"};
    QTest::newRow("//[::1]x:80")
        << QByteArray("//[::1]x:80")
        << QStringList{"authority[2,9]=[::1]x:80", "host[2,6]=[::1]x", "address[3,3]=::1",
                       "port[9,2]=80", "path[11,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ip-literal-trailing[7,1] RFC 3986 §3.2"};
    QTest::newRow("//[::1]:")
        << QByteArray("//[::1]:")
        << QStringList{"authority[2,6]=[::1]:", "host[2,5]=[::1]", "address[3,3]=::1",
                       "port[8,0]=", "path[8,0]="}
        << QString("ipv6") << QString("network-path") << true
        << QStringList{"empty-port[7,1] RFC 3986 §3.2.3"};

    // RFC 6874 §2 zone identifiers: IPv6addrz = IPv6address "%25" ZoneID (not RFC 3986)
    QTest::newRow("//[fe80::1%25eth0]")
        << QByteArray("//[fe80::1%25eth0]")
        << QStringList{"authority[2,16]=[fe80::1%25eth0]", "host[2,16]=[fe80::1%25eth0]",
                       "address[3,7]=fe80::1", "zone[13,4]=eth0", "path[18,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-zone-id[10,7] RFC 6874 §2"};
    // an empty ZoneID (1*( unreserved / pct-encoded )): the one zone-id error covers it
    QTest::newRow("//[fe80::1%25]")
        << QByteArray("//[fe80::1%25]")
        << QStringList{"authority[2,12]=[fe80::1%25]", "host[2,12]=[fe80::1%25]",
                       "address[3,7]=fe80::1", "zone[13,0]=", "path[14,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-zone-id[10,3] RFC 6874 §2"};
    QTest::newRow("//[fe80::1%25a!b]")
        << QByteArray("//[fe80::1%25a!b]")
        << QStringList{"authority[2,15]=[fe80::1%25a!b]", "host[2,15]=[fe80::1%25a!b]",
                       "address[3,7]=fe80::1", "zone[13,3]=a!b", "path[17,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-zone-id[10,6] RFC 6874 §2", "ipv6-zone-id[14,1] RFC 6874 §2"};
    QTest::newRow("//[fe80::1%25a%2]")
        << QByteArray("//[fe80::1%25a%2]")
        << QStringList{"authority[2,15]=[fe80::1%25a%2]", "host[2,15]=[fe80::1%25a%2]",
                       "address[3,7]=fe80::1", "zone[13,3]=a%2", "path[17,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-zone-id[10,6] RFC 6874 §2",
                       "pct-encoded-malformed[14,2] RFC 3986 §2.1"};
    QTest::newRow("//[%25eth0]")
        << QByteArray("//[%25eth0]")
        << QStringList{"authority[2,9]=[%25eth0]", "host[2,9]=[%25eth0]", "address[3,0]=",
                       "zone[6,4]=eth0", "path[11,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-empty[2,9] RFC 3986 §3.2.2", "ipv6-zone-id[3,7] RFC 6874 §2"};
    QTest::newRow("//[fe80::1%eth0]")
        << QByteArray("//[fe80::1%eth0]")
        << QStringList{"authority[2,14]=[fe80::1%eth0]", "host[2,14]=[fe80::1%eth0]",
                       "address[3,7]=fe80::1", "zone[11,4]=eth0", "path[16,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-zone-id-unencoded[10,5] RFC 6874 §2"};
    QTest::newRow("//[fe80::1%]")
        << QByteArray("//[fe80::1%]")
        << QStringList{"authority[2,10]=[fe80::1%]", "host[2,10]=[fe80::1%]",
                       "address[3,7]=fe80::1", "zone[11,0]=", "path[12,0]="}
        << QString("ipv6") << QString("network-path") << false
        << QStringList{"ipv6-zone-id-unencoded[10,1] RFC 6874 §2"};

    // RFC 3986 §3.2.2 IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
    QTest::newRow("//[v1.x]")
        << QByteArray("//[v1.x]")
        << QStringList{"authority[2,6]=[v1.x]", "host[2,6]=[v1.x]", "address[3,4]=v1.x",
                       "path[8,0]="}
        << QString("ipvfuture") << QString("network-path") << true << QStringList{};
    // RFC 5234 §2.3: ABNF strings are case-insensitive
    QTest::newRow("//[V1.x]")
        << QByteArray("//[V1.x]")
        << QStringList{"authority[2,6]=[V1.x]", "host[2,6]=[V1.x]", "address[3,4]=V1.x",
                       "path[8,0]="}
        << QString("ipvfuture") << QString("network-path") << true << QStringList{};
    QTest::newRow("//[vFe.a:b!$&'()*+,;=-._~]")
        << QByteArray("//[vFe.a:b!$&'()*+,;=-._~]")
        << QStringList{"authority[2,24]=[vFe.a:b!$&'()*+,;=-._~]",
                       "host[2,24]=[vFe.a:b!$&'()*+,;=-._~]",
                       "address[3,22]=vFe.a:b!$&'()*+,;=-._~", "path[26,0]="}
        << QString("ipvfuture") << QString("network-path") << true << QStringList{};
    QTest::newRow("//[v1]")
        << QByteArray("//[v1]")
        << QStringList{"authority[2,4]=[v1]", "host[2,4]=[v1]", "address[3,2]=v1", "path[6,0]="}
        << QString("ipvfuture") << QString("network-path") << false
        << QStringList{"ipvfuture-syntax[3,2] RFC 3986 §3.2.2"};
    QTest::newRow("//[v.x]")
        << QByteArray("//[v.x]")
        << QStringList{"authority[2,5]=[v.x]", "host[2,5]=[v.x]", "address[3,3]=v.x", "path[7,0]="}
        << QString("ipvfuture") << QString("network-path") << false
        << QStringList{"ipvfuture-syntax[4,1] RFC 3986 §3.2.2"};
    QTest::newRow("//[vg.x]")
        << QByteArray("//[vg.x]")
        << QStringList{"authority[2,6]=[vg.x]", "host[2,6]=[vg.x]", "address[3,4]=vg.x",
                       "path[8,0]="}
        << QString("ipvfuture") << QString("network-path") << false
        << QStringList{"ipvfuture-syntax[4,1] RFC 3986 §3.2.2"};
    QTest::newRow("//[v1.]")
        << QByteArray("//[v1.]")
        << QStringList{"authority[2,5]=[v1.]", "host[2,5]=[v1.]", "address[3,3]=v1.", "path[7,0]="}
        << QString("ipvfuture") << QString("network-path") << false
        << QStringList{"ipvfuture-syntax[3,3] RFC 3986 §3.2.2"};
    QTest::newRow("//[v1.x%41]")
        << QByteArray("//[v1.x%41]")
        << QStringList{"authority[2,9]=[v1.x%41]", "host[2,9]=[v1.x%41]", "address[3,7]=v1.x%41",
                       "path[11,0]="}
        << QString("ipvfuture") << QString("network-path") << false
        << QStringList{"ipvfuture-syntax[7,1] RFC 3986 §3.2.2"};
    QTest::newRow("//[v1.x")
        << QByteArray("//[v1.x")
        << QStringList{"authority[2,5]=[v1.x", "host[2,5]=[v1.x", "path[7,0]="}
        << QString("ipvfuture") << QString("network-path") << false
        << QStringList{"ip-literal-unterminated[2,5] RFC 3986 §3.2.2"};

    // RFC 3986 §3.2.3 Port: port = *DIGIT
    QTest::newRow("//h:80")
        << QByteArray("//h:80")
        << QStringList{"authority[2,4]=h:80", "host[2,1]=h", "port[4,2]=80", "path[6,0]="}
        << QString("reg-name") << QString("network-path") << true << QStringList{};
    // no range in the grammar
    QTest::newRow("//h:65536")
        << QByteArray("//h:65536")
        << QStringList{"authority[2,7]=h:65536", "host[2,1]=h", "port[4,5]=65536", "path[9,0]="}
        << QString("reg-name") << QString("network-path") << true << QStringList{};
    QTest::newRow("//h:")
        << QByteArray("//h:")
        << QStringList{"authority[2,2]=h:", "host[2,1]=h", "port[4,0]=", "path[4,0]="}
        << QString("reg-name") << QString("network-path") << true
        << QStringList{"empty-port[3,1] RFC 3986 §3.2.3"};
    QTest::newRow("//h:8o")
        << QByteArray("//h:8o")
        << QStringList{"authority[2,4]=h:8o", "host[2,1]=h", "port[4,2]=8o", "path[6,0]="}
        << QString("reg-name") << QString("network-path") << false
        << QStringList{"port-char[5,1] RFC 3986 §3.2.3"};
    QTest::newRow("//h:-1")
        << QByteArray("//h:-1")
        << QStringList{"authority[2,4]=h:-1", "host[2,1]=h", "port[4,2]=-1", "path[6,0]="}
        << QString("reg-name") << QString("network-path") << false
        << QStringList{"port-char[4,1] RFC 3986 §3.2.3"};
    QTest::newRow("//h:1:2")
        << QByteArray("//h:1:2")
        << QStringList{"authority[2,5]=h:1:2", "host[2,1]=h", "port[4,3]=1:2", "path[7,0]="}
        << QString("reg-name") << QString("network-path") << false
        << QStringList{"port-char[5,1] RFC 3986 §3.2.3"};
    QTest::newRow("//h:%38%30")
        << QByteArray("//h:%38%30")
        << QStringList{"authority[2,8]=h:%38%30", "host[2,1]=h", "port[4,6]=%38%30", "path[10,0]="}
        << QString("reg-name") << QString("network-path") << false
        << QStringList{"port-char[4,1] RFC 3986 §3.2.3", "port-char[7,1] RFC 3986 §3.2.3"};

    // RFC 3986 §2.1 pct-encoded = "%" HEXDIG HEXDIG
    QTest::newRow("%41%7e%7E")
        << QByteArray("%41%7e%7E")
        << QStringList{"path[0,9]=%41%7e%7E"}
        << QString("") << QString("relative-path") << true << QStringList{};
    QTest::newRow("%")
        << QByteArray("%")
        << QStringList{"path[0,1]=%"}
        << QString("") << QString("relative-path") << false
        << QStringList{"pct-encoded-malformed[0,1] RFC 3986 §2.1"};
    QTest::newRow("%4")
        << QByteArray("%4")
        << QStringList{"path[0,2]=%4"}
        << QString("") << QString("relative-path") << false
        << QStringList{"pct-encoded-malformed[0,2] RFC 3986 §2.1"};
    QTest::newRow("%zz")
        << QByteArray("%zz")
        << QStringList{"path[0,3]=%zz"}
        << QString("") << QString("relative-path") << false
        << QStringList{"pct-encoded-malformed[0,3] RFC 3986 §2.1"};
    QTest::newRow("%as")
        << QByteArray("%as")
        << QStringList{"path[0,3]=%as"}
        << QString("") << QString("relative-path") << false
        << QStringList{"pct-encoded-malformed[0,3] RFC 3986 §2.1"};
    QTest::newRow("%%41")
        << QByteArray("%%41")
        << QStringList{"path[0,4]=%%41"}
        << QString("") << QString("relative-path") << false
        << QStringList{"pct-encoded-malformed[0,1] RFC 3986 §2.1"};
    QTest::newRow("/%2?x")
        << QByteArray("/%2?x")
        << QStringList{"path[0,3]=/%2", "query[4,1]=x"}
        << QString("") << QString("absolute-path") << false
        << QStringList{"pct-encoded-malformed[1,2] RFC 3986 §2.1"};
    QTest::newRow("?%")
        << QByteArray("?%")
        << QStringList{"path[0,0]=", "query[1,1]=%"}
        << QString("") << QString("relative-path") << false
        << QStringList{"pct-encoded-malformed[1,1] RFC 3986 §2.1"};
    QTest::newRow("#%g1")
        << QByteArray("#%g1")
        << QStringList{"path[0,0]=", "fragment[1,3]=%g1"}
        << QString("") << QString("same-document") << false
        << QStringList{"pct-encoded-malformed[1,3] RFC 3986 §2.1"};

    // RFC 3986 §3.3 Path, §3.4 Query, §3.5 Fragment
    QTest::newRow("/a:@!$&'()*+,;=-._~/%20")
        << QByteArray("/a:@!$&'()*+,;=-._~/%20")
        << QStringList{"path[0,23]=/a:@!$&'()*+,;=-._~/%20"}
        << QString("") << QString("absolute-path") << true << QStringList{};
    QTest::newRow("?a/b?c:@")
        << QByteArray("?a/b?c:@")
        << QStringList{"path[0,0]=", "query[1,7]=a/b?c:@"}
        << QString("") << QString("relative-path") << true << QStringList{};
    QTest::newRow("#a/b?c:@")
        << QByteArray("#a/b?c:@")
        << QStringList{"path[0,0]=", "fragment[1,7]=a/b?c:@"}
        << QString("") << QString("same-document") << true << QStringList{};
    QTest::newRow("#a#b")
        << QByteArray("#a#b")
        << QStringList{"path[0,0]=", "fragment[1,3]=a#b"}
        << QString("") << QString("same-document") << false
        << QStringList{"fragment-char[2,1] RFC 3986 §3.5"};
    QTest::newRow("?a#b#c")
        << QByteArray("?a#b#c")
        << QStringList{"path[0,0]=", "query[1,1]=a", "fragment[3,3]=b#c"}
        << QString("") << QString("relative-path") << false
        << QStringList{"fragment-char[4,1] RFC 3986 §3.5"};
    QTest::newRow("/a[b]")
        << QByteArray("/a[b]")
        << QStringList{"path[0,5]=/a[b]"}
        << QString("") << QString("absolute-path") << false
        << QStringList{"path-char[2,1] RFC 3986 §3.3", "path-char[4,1] RFC 3986 §3.3"};
    QTest::newRow("?a[b]")
        << QByteArray("?a[b]")
        << QStringList{"path[0,0]=", "query[1,4]=a[b]"}
        << QString("") << QString("relative-path") << false
        << QStringList{"query-char[2,1] RFC 3986 §3.4", "query-char[4,1] RFC 3986 §3.4"};
    QTest::newRow("#a[b]")
        << QByteArray("#a[b]")
        << QStringList{"path[0,0]=", "fragment[1,4]=a[b]"}
        << QString("") << QString("same-document") << false
        << QStringList{"fragment-char[2,1] RFC 3986 §3.5", "fragment-char[4,1] RFC 3986 §3.5"};
    QTest::newRow("/a<>\"{}|\\^`b")
        << QByteArray("/a<>\"{}|\\^`b")
        << QStringList{"path[0,12]=/a<>\"{}|\\\\^`b"}
        << QString("") << QString("absolute-path") << false
        << QStringList{"path-char[2,9] RFC 3986 §3.3"};

    // RFC 3986 §2 and Appendix C: characters that never stand in a URI
    QTest::newRow(" ")
        << QByteArray(" ")
        << QStringList{"path[0,1]= "}
        << QString("") << QString("relative-path") << false
        << QStringList{"whitespace[0,1] RFC 3986 §3.3"};
    QTest::newRow("/a b")
        << QByteArray("/a b")
        << QStringList{"path[0,4]=/a b"}
        << QString("") << QString("absolute-path") << false
        << QStringList{"whitespace[2,1] RFC 3986 §3.3"};
    QTest::newRow("/a  b c")
        << QByteArray("/a  b c")
        << QStringList{"path[0,7]=/a  b c"}
        << QString("") << QString("absolute-path") << false
        << QStringList{"whitespace[2,2] RFC 3986 §3.3", "whitespace[5,1] RFC 3986 §3.3"};
    QTest::newRow("?a b")
        << QByteArray("?a b")
        << QStringList{"path[0,0]=", "query[1,3]=a b"}
        << QString("") << QString("relative-path") << false
        << QStringList{"whitespace[2,1] RFC 3986 §3.4"};
    QTest::newRow("#a b")
        << QByteArray("#a b")
        << QStringList{"path[0,0]=", "fragment[1,3]=a b"}
        << QString("") << QString("same-document") << false
        << QStringList{"whitespace[2,1] RFC 3986 §3.5"};
    QTest::newRow("/a\\x07")
        << QByteArray("/a\x07")
        << QStringList{"path[0,3]=/a\\x07"}
        << QString("") << QString("absolute-path") << false
        << QStringList{"control-char[2,1] RFC 3986 §3.3"};
    QTest::newRow("/a\\x09b")
        << QByteArray("/a\x09" "b")
        << QStringList{"path[0,4]=/a\\tb"}
        << QString("") << QString("absolute-path") << false
        << QStringList{"control-char[2,1] RFC 3986 §3.3"};
    QTest::newRow("/a\\x0D\\x0A")
        << QByteArray("/a\x0D\x0A")
        << QStringList{"path[0,4]=/a\\r\\n"}
        << QString("") << QString("absolute-path") << false
        << QStringList{"control-char[2,2] RFC 3986 §3.3"};
    QTest::newRow("/a\\x00b")
        << QByteArray("/a\x00" "b", 4)
        << QStringList{"path[0,4]=/a\\x00b"}
        << QString("") << QString("absolute-path") << false
        << QStringList{"control-char[2,1] RFC 3986 §3.3"};
    QTest::newRow("\\x00")
        << QByteArray("\x00", 1)
        << QStringList{"path[0,1]=\\x00"}
        << QString("") << QString("relative-path") << false
        << QStringList{"control-char[0,1] RFC 3986 §3.3"};
    QTest::newRow("/a\\x7F")
        << QByteArray("/a\x7F")
        << QStringList{"path[0,3]=/a\\x7F"}
        << QString("") << QString("absolute-path") << false
        << QStringList{"control-char[2,1] RFC 3986 §3.3"};
    QTest::newRow("?\\x1F")
        << QByteArray("?\x1F")
        << QStringList{"path[0,0]=", "query[1,1]=\\x1F"}
        << QString("") << QString("relative-path") << false
        << QStringList{"control-char[1,1] RFC 3986 §3.4"};
    QTest::newRow("#\\x00")
        << QByteArray("#\x00", 2)
        << QStringList{"path[0,0]=", "fragment[1,1]=\\x00"}
        << QString("") << QString("same-document") << false
        << QStringList{"control-char[1,1] RFC 3986 §3.5"};
    QTest::newRow("/caf\\xC3\\xA9")
        << QByteArray("/caf\xC3\xA9")
        << QStringList{"path[0,6]=/caf\xC3\xA9"}
        << QString("") << QString("absolute-path") << false
        << QStringList{"non-ascii[4,2] RFC 3986 §3.3"};
    QTest::newRow("?q=\\xE2\\x82\\xAC")
        << QByteArray("?q=\xE2\x82\xAC")
        << QStringList{"path[0,0]=", "query[1,5]=q=\xE2\x82\xAC"}
        << QString("") << QString("relative-path") << false
        << QStringList{"non-ascii[3,3] RFC 3986 §3.4"};
    QTest::newRow("#\\xF0\\x9F\\x98\\x80")
        << QByteArray("#\xF0\x9F\x98\x80")
        << QStringList{"path[0,0]=", "fragment[1,4]=\xF0\x9F\x98\x80"}
        << QString("") << QString("same-document") << false
        << QStringList{"non-ascii[1,4] RFC 3986 §3.5"};
    QTest::newRow("/\\xFF")
        << QByteArray("/\xFF")
        << QStringList{"path[0,2]=/\\xFF"}
        << QString("") << QString("absolute-path") << false
        << QStringList{"invalid-utf8[1,1] RFC 3986 §3.3"};
    QTest::newRow("/\\xE2\\x82")
        << QByteArray("/\xE2\x82")
        << QStringList{"path[0,3]=/\\xE2\\x82"}
        << QString("") << QString("absolute-path") << false
        << QStringList{"invalid-utf8[1,2] RFC 3986 §3.3"};
    QTest::newRow("/\\xC0\\xAF")
        << QByteArray("/\xC0\xAF")
        << QStringList{"path[0,3]=/\\xC0\\xAF"}
        << QString("") << QString("absolute-path") << false
        << QStringList{"invalid-utf8[1,2] RFC 3986 §3.3"};
    QTest::newRow("/\\xC3\\xA9\\xFF")
        << QByteArray("/\xC3\xA9\xFF")
        << QStringList{"path[0,4]=/\xC3\xA9\\xFF"}
        << QString("") << QString("absolute-path") << false
        << QStringList{"non-ascii[1,2] RFC 3986 §3.3", "invalid-utf8[3,1] RFC 3986 §3.3"};
    // U+202E RIGHT-TO-LEFT OVERRIDE
    QTest::newRow("/a\\xE2\\x80\\xAEb")
        << QByteArray("/a\xE2\x80\xAE" "b")
        << QStringList{"path[0,6]=/a\\u{202E}b"}
        << QString("") << QString("absolute-path") << false
        << QStringList{"non-ascii[2,3] RFC 3986 §3.3"};
    QTest::newRow("//evil.com\\xE2\\x80\\xAEmoc.elgoog")
        << QByteArray("//evil.com\xE2\x80\xAEmoc.elgoog")
        << QStringList{"authority[2,21]=evil.com\\u{202E}moc.elgoog",
                       "host[2,21]=evil.com\\u{202E}moc.elgoog", "path[23,0]="}
        << QString("reg-name") << QString("network-path") << false
        << QStringList{"non-ascii[10,3] RFC 3986 §3.2.2"};

    // Every diagnostic, not only the first
    QTest::newRow("a_b://u@@h:x/%zz[?[#]")
        << QByteArray("a_b://u@@h:x/%zz[?[#]")
        << QStringList{"scheme[0,3]=a_b", "authority[6,6]=u@@h:x", "userinfo[6,2]=u@",
                       "user[6,2]=u@", "host[9,1]=h", "port[11,1]=x", "path[12,5]=/%zz[",
                       "query[18,1]=[", "fragment[20,1]=]"}
        << QString("reg-name") << QString("uri-with-fragment") << false
        << QStringList{"scheme-char[1,1] RFC 3986 §3.1", "userinfo-char[7,1] RFC 3986 §3.2.1",
                       "port-char[11,1] RFC 3986 §3.2.3",
                       "pct-encoded-malformed[13,3] RFC 3986 §2.1",
                       "path-char[16,1] RFC 3986 §3.3", "query-char[18,1] RFC 3986 §3.4",
                       "fragment-char[20,1] RFC 3986 §3.5"}; // clang-format on
}

void TstParse::parse()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, parts);
    QFETCH(QString, hostType);
    QFETCH(QString, form);
    QFETCH(bool, valid);
    QFETCH(QStringList, diagnostics);
    const ExactParse p(input);
    QCOMPARE(partsOf(p.result), parts);
    QCOMPARE(hostTypeOf(p.result), hostType);
    QCOMPARE(formOf(p.result), form);
    QCOMPARE(p.result.valid(), valid);
    QCOMPARE(diagnosticsOf(p.result), diagnostics);
}

// RFC 3986 §5.3 Component Recomposition gives back every row's input.
void TstParse::recomposes()
{
    QFETCH(QByteArray, input);
    const ExactParse p(input);
    QCOMPARE(QByteArray::fromStdString(p.result.recompose()), input);
}

// RFC 3986 §3.3: the segments of the path, without their "/" delimiters.
void TstParse::pathSegments_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("segments"); // "[offset,length]=text"

    // RFC 3986 §3.3
    QTest::newRow("(empty)") << QByteArray("") << QStringList{};
    QTest::newRow("/") << QByteArray("/") << QStringList{"[1,0]="};
    QTest::newRow("a") << QByteArray("a") << QStringList{"[0,1]=a"};
    QTest::newRow("a/") << QByteArray("a/") << QStringList{"[0,1]=a", "[2,0]="};
    QTest::newRow("/a/b/") << QByteArray("/a/b/") << QStringList{"[1,1]=a", "[3,1]=b", "[5,0]="};
    QTest::newRow("a//b") << QByteArray("a//b") << QStringList{"[0,1]=a", "[2,0]=", "[3,1]=b"};
    QTest::newRow("//") << QByteArray("//") << QStringList{};
    QTest::newRow("///") << QByteArray("///") << QStringList{"[3,0]="};
    QTest::newRow("//h") << QByteArray("//h") << QStringList{};
    QTest::newRow("//h/") << QByteArray("//h/") << QStringList{"[4,0]="};
    QTest::newRow("//h/a/b") << QByteArray("//h/a/b") << QStringList{"[4,1]=a", "[6,1]=b"};
    QTest::newRow("mailto:John.Doe@example.com")
        << QByteArray("mailto:John.Doe@example.com") << QStringList{"[7,20]=John.Doe@example.com"};
    QTest::newRow("http://h//x?y/z#/f")
        << QByteArray("http://h//x?y/z#/f") << QStringList{"[9,0]=", "[10,1]=x"};
    QTest::newRow("/a%2Fb/c") << QByteArray("/a%2Fb/c") << QStringList{"[1,5]=a%2Fb", "[7,1]=c"};
    QTest::newRow("../g;x/./") << QByteArray("../g;x/./")
                               << QStringList{"[0,2]=..", "[3,3]=g;x", "[7,1]=.", "[9,0]="};
}

void TstParse::pathSegments()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, segments);
    const ExactParse p(input);
    QStringList actual;
    for (const Span &segment : uri::pathSegments(p.result))
        actual << spanString(segment) + QLatin1Char('=') + shown(segment.in(p.text()));
    QCOMPARE(actual, segments);
}

// RFC 3986 §3.4 gives the query no inner structure; the parameters split at
// "&" and ";", then at the first "=", are informational. A parameter without
// "=" has an undefined value (not written).
void TstParse::queryParams_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("params"); // "whole[o,l]=text key[o,l]=text value[o,l]=text"

    // RFC 3986 §3.4
    QTest::newRow("/p") << QByteArray("/p") << QStringList{};
    QTest::newRow("/p?") << QByteArray("/p?") << QStringList{};
    QTest::newRow("?a=1&b=2") << QByteArray("?a=1&b=2")
                              << QStringList{"whole[1,3]=a=1 key[1,1]=a value[3,1]=1",
                                             "whole[5,3]=b=2 key[5,1]=b value[7,1]=2"};
    QTest::newRow("?a&b=") << QByteArray(
        "?a&b=") << QStringList{"whole[1,1]=a key[1,1]=a", "whole[3,2]=b= key[3,1]=b value[5,0]="};
    QTest::newRow("?a=1;b=2&c=3") << QByteArray("?a=1;b=2&c=3")
                                  << QStringList{"whole[1,3]=a=1 key[1,1]=a value[3,1]=1",
                                                 "whole[5,3]=b=2 key[5,1]=b value[7,1]=2",
                                                 "whole[9,3]=c=3 key[9,1]=c value[11,1]=3"};
    QTest::newRow("?=x") << QByteArray("?=x")
                         << QStringList{"whole[1,2]==x key[1,0]= value[2,1]=x"};
    QTest::newRow("?a=b=c") << QByteArray("?a=b=c")
                            << QStringList{"whole[1,5]=a=b=c key[1,1]=a value[3,3]=b=c"};
    QTest::newRow("?&") << QByteArray("?&")
                        << QStringList{"whole[1,0]= key[1,0]=", "whole[2,0]= key[2,0]="};
    QTest::newRow("?&&a") << QByteArray("?&&a")
                          << QStringList{"whole[1,0]= key[1,0]=", "whole[2,0]= key[2,0]=",
                                         "whole[3,1]=a key[3,1]=a"};
    QTest::newRow("?name=ferret#nose&x")
        << QByteArray("?name=ferret#nose&x")
        << QStringList{"whole[1,11]=name=ferret key[1,4]=name value[6,6]=ferret"};
    QTest::newRow("foo://example.com:8042/over/there?name=ferret#nose")
        << QByteArray("foo://example.com:8042/over/there?name=ferret#nose")
        << QStringList{"whole[34,11]=name=ferret key[34,4]=name value[39,6]=ferret"};
    QTest::newRow("ldap://[2001:db8::7]/c=GB?objectClass?one")
        << QByteArray("ldap://[2001:db8::7]/c=GB?objectClass?one")
        << QStringList{"whole[26,15]=objectClass?one key[26,15]=objectClass?one"};
}

void TstParse::queryParams()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, params);
    const ExactParse p(input);
    QStringList actual;
    for (const QueryParam &param : uri::queryParams(p.result)) {
        QString text = part("whole", param.whole, p.text()) + QLatin1Char(' ')
                       + part("key", param.key, p.text());
        if (param.value)
            text += QLatin1Char(' ') + part("value", *param.value, p.text());
        actual << text;
    }
    QCOMPARE(actual, params);
}

// The example input of each code in the catalogue (diagnostic.h) reports that
// code. The codes of parse() are those before too-many-diagnostics; the ones
// after it belong to other parsers.
void TstParse::codeExamples_data()
{
    QTest::addColumn<QByteArray>("example");
    QTest::addColumn<QString>("code");
    for (const DiagCodeInfo *info = diagCodeInfoBegin(); info != diagCodeInfoEnd(); ++info) {
        if (info->code >= DiagCode::TooManyDiagnostics)
            continue;
        const QByteArray name(info->name.data(), qsizetype(info->name.size()));
        const QByteArray example(info->example.data(), qsizetype(info->example.size()));
        QTest::newRow(name.constData()) << unescape(example) << QString::fromLatin1(name);
    }
}

void TstParse::codeExamples()
{
    QFETCH(QByteArray, example);
    QFETCH(QString, code);
    const ExactParse p(example);
    const QStringList codes = codesOf(p.result).split(QLatin1Char(','));
    QVERIFY2(codes.contains(code), qPrintable(codes.join(QLatin1Char(' '))));
}

QTEST_APPLESS_MAIN(TstParse)
#include "tst_parse.moc"
