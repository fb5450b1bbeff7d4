// parse() under the generations before RFC 3986: each text's own split
// (RFC 1808 §2.4 and draft-01 §4 end the server at "/" only; RFC 1808 splits
// off <params>; RFC 1630 finds a scheme by "a colon ... before any slash"),
// its own character sets and host rules, and its own rule names and
// citations. Spans are as in tst_parse.cpp. The rows were worked out from
// the texts (tests/data/rfc1630-en.txt, tests/data/draft-fielding-url-syntax-01.txt;
// RFC 1808 and RFC 2396 from their published BNF): every row is one rule.
#include "uriinspector/parse.h"

#include "parse_test_support.h"

#include <QtTest>

using namespace uri;
using namespace uri::test;

namespace {

constexpr std::array kClassicSpecs{Spec::Rfc2396, Spec::Draft01, Spec::Rfc1808, Spec::Rfc1630};

QByteArray specTag(Spec spec)
{
    const std::string_view name = specName(spec);
    return QByteArray(name.data(), qsizetype(name.size()));
}

void row(Spec spec, const char *input, const QStringList &parts, const char *hostType,
         const char *form, const QStringList &diagnostics)
{
    QTest::newRow((specTag(spec) + ' ' + input).constData())
        << int(spec) << QByteArray(input) << parts << QString::fromLatin1(hostType)
        << QString::fromLatin1(form) << diagnostics;
}

} // namespace

class TstParseGenerations : public QObject
{
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void supported();
    void codeExamples_data();
    void codeExamples();
    void everyInputSplits_data();
    void everyInputSplits();
    void hostileInput_data();
    void hostileInput();
};

void TstParseGenerations::parse_data()
{
    QTest::addColumn<int>("spec");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("parts");
    QTest::addColumn<QString>("hostType");
    QTest::addColumn<QString>("form");
    QTest::addColumn<QStringList>("diagnostics");
    // clang-format off
    // RFC 2396 Appendix B's example
    row(Spec::Rfc2396, "http://www.ics.uci.edu/pub/ietf/uri/#Related", {"scheme[0,4]=http", "authority[7,15]=www.ics.uci.edu", "host[7,15]=www.ics.uci.edu", "path[22,14]=/pub/ietf/uri/", "fragment[37,7]=Related"},
        "reg-name", "uri-with-fragment", {});
    row(Spec::Rfc2396, "ftp://user:pw@ftp.is.co.za:21/rfc/rfc1808.txt", {"scheme[0,3]=ftp", "authority[6,23]=user:pw@ftp.is.co.za:21", "userinfo[6,7]=user:pw", "user[6,4]=user", "password[11,2]=pw", "host[14,12]=ftp.is.co.za", "port[27,2]=21", "path[29,16]=/rfc/rfc1808.txt"},
        "reg-name", "absolute-uri", {"deprecated-password[11,2] RFC 2396 §3.2.2"});
    // §3: no "/" after the scheme: an opaque_part, "?" and all
    row(Spec::Rfc2396, "mailto:mduerst@ifi.unizh.ch?subject=x", {"scheme[0,6]=mailto", "path[7,20]=mduerst@ifi.unizh.ch", "query[28,9]=subject=x"},
        "", "absolute-uri", {"opaque-no-query[27,10] RFC 2396 §3"});
    row(Spec::Rfc2396, "news:comp.infosystems.www.servers.unix", {"scheme[0,4]=news", "path[5,33]=comp.infosystems.www.servers.unix"},
        "", "absolute-uri", {});
    // RFC 3986 App. D.2: RFC 2396 did not allow nothing after "scheme:"
    row(Spec::Rfc2396, "foo:", {"scheme[0,3]=foo", "path[4,0]="},
        "", "absolute-uri", {"missing-path[3,1] RFC 2396 §3"});
    // §5: rel_path = rel_segment [ abs_path ] (App. C resolves "?y" all the same)
    row(Spec::Rfc2396, "?y", {"path[0,0]=", "query[1,1]=y"},
        "", "relative-path", {"missing-path[0,1] RFC 2396 §5"});
    row(Spec::Rfc2396, "g;x?y#s", {"path[0,3]=g;x", "query[4,1]=y", "fragment[6,1]=s"},
        "", "relative-path", {});
    // RFC 2732 came a year later
    row(Spec::Rfc2396, "http://[::1]:80/", {"scheme[0,4]=http", "authority[7,8]=[::1]:80", "host[7,5]=[::1]", "port[13,2]=80", "path[15,1]=/"},
        "reg-name", "absolute-uri", {"ip-literal-not-in-spec[7,5] RFC 2396 §3.2.2"});
    // §3.2: authority = server | reg_name: no hostname, so a reg_name, with no
    // userinfo, host or port
    row(Spec::Rfc2396, "http://a_b.example:80/x", {"scheme[0,4]=http", "authority[7,14]=a_b.example:80", "path[21,2]=/x"},
        "", "absolute-uri", {"registry-name[7,14] RFC 2396 §3.2.1"});
    // a hostname, but a port of no digits or a second "@": no server, and
    // reg_name's characters hold it all
    row(Spec::Rfc2396, "http://w3c.org:80path1/path2", {"scheme[0,4]=http", "authority[7,15]=w3c.org:80path1", "path[22,6]=/path2"},
        "", "absolute-uri", {"registry-name[7,15] RFC 2396 §3.2.1"});
    row(Spec::Rfc2396, "http://moo:21@moo:21@moo/", {"scheme[0,4]=http", "authority[7,17]=moo:21@moo:21@moo", "path[24,1]=/"},
        "", "absolute-uri", {"registry-name[7,17] RFC 2396 §3.2.1"});
    // neither: the server's rule says what is wrong
    row(Spec::Rfc2396, "http://w3c.org:8<0/", {"scheme[0,4]=http", "authority[7,11]=w3c.org:8<0", "host[7,7]=w3c.org", "port[15,3]=8<0", "path[18,1]=/"},
        "reg-name", "absolute-uri", {"port-char[16,1] RFC 2396 §3.2.2"});
    // §3.2.2: hostname = *( domainlabel "." ) toplabel [ "." ]
    row(Spec::Rfc2396, "http://www.example.com./", {"scheme[0,4]=http", "authority[7,16]=www.example.com.", "host[7,16]=www.example.com.", "path[23,1]=/"},
        "reg-name", "absolute-uri", {});
    // IPv4address = 1*digit "." ...: no range in RFC 2396
    row(Spec::Rfc2396, "http://999.1.2.3/", {"scheme[0,4]=http", "authority[7,9]=999.1.2.3", "host[7,9]=999.1.2.3", "path[16,1]=/"},
        "ipv4", "absolute-uri", {"hostnumber-range[7,9] RFC 2396 §3.2.2"});
    row(Spec::Rfc2396, "http://192.0.2.1/", {"scheme[0,4]=http", "authority[7,9]=192.0.2.1", "host[7,9]=192.0.2.1", "path[16,1]=/"},
        "ipv4", "absolute-uri", {});
    row(Spec::Rfc2396, "http://-a.example/", {"scheme[0,4]=http", "authority[7,10]=-a.example", "path[17,1]=/"},
        "", "absolute-uri", {"registry-name[7,10] RFC 2396 §3.2.1"});
    // toplabel = alpha | alpha *( alphanum | "-" ) alphanum
    row(Spec::Rfc2396, "http://1a.2b/", {"scheme[0,4]=http", "authority[7,5]=1a.2b", "path[12,1]=/"},
        "", "absolute-uri", {"registry-name[7,5] RFC 2396 §3.2.1"});
    // server = [ [ userinfo "@" ] hostport ]: an empty server has no host
    row(Spec::Rfc2396, "file:///etc/hosts", {"scheme[0,4]=file", "authority[7,0]=", "path[7,10]=/etc/hosts"},
        "", "absolute-uri", {});
    row(Spec::Rfc2396, "a:b/c", {"scheme[0,1]=a", "path[2,3]=b/c"},
        "", "absolute-uri", {});
    // §5: "./" before a first segment with ":"
    row(Spec::Rfc2396, "./a:b", {"path[0,5]=./a:b"},
        "", "relative-path", {});
    // §2.4.3 "unwise"
    row(Spec::Rfc2396, "http://a/b{c}", {"scheme[0,4]=http", "authority[7,1]=a", "host[7,1]=a", "path[8,5]=/b{c}"},
        "reg-name", "absolute-uri", {"path-char[10,1] RFC 2396 §3.3", "path-char[12,1] RFC 2396 §3.3"});
    // Appendix C's base: params are part of the segment
    row(Spec::Draft01, "http://a/b/c/d;p?q", {"scheme[0,4]=http", "authority[7,1]=a", "host[7,1]=a", "path[8,8]=/b/c/d;p", "query[17,1]=q"},
        "reg-name", "absolute-uri", {});
    row(Spec::Draft01, "g;x=1/../y", {"path[0,10]=g;x=1/../y"},
        "", "relative-path", {});
    // §E.3: port = *digit
    row(Spec::Draft01, "http://user:pass@host.example:/p", {"scheme[0,4]=http", "authority[7,23]=user:pass@host.example:", "userinfo[7,9]=user:pass", "user[7,4]=user", "password[12,4]=pass", "host[17,12]=host.example", "port[30,0]=", "path[30,2]=/p"},
        "reg-name", "absolute-uri", {"empty-port[29,1] draft-fielding-url-syntax-01 §4.3.1"});
    // §4.3.1: the server runs "up to ... the next slash"; "?" is no hostname's,
    // so this is no generic-URL, and §4.2's opaque-URL = scheme ":" *urlchar
    // takes it whole (a warning at the generic split's first error)
    row(Spec::Draft01, "http://host?q/p", {"scheme[0,4]=http", "authority[7,6]=host?q", "host[7,6]=host?q", "path[13,2]=/p"},
        "reg-name", "absolute-uri", {"not-generic-url[11,1] draft-fielding-url-syntax-01 §4.2"});
    // a relative reference has no opaque form: the error stays
    row(Spec::Draft01, "//host?q/p", {"authority[2,6]=host?q", "host[2,6]=host?q", "path[8,2]=/p"},
        "reg-name", "network-path", {"reg-name-char[6,1] draft-fielding-url-syntax-01 §4.3.1"});
    // nor a "%" without two hex digits, which no urlchar is (§2.3.1)
    row(Spec::Draft01, "http://host_a/%zz", {"scheme[0,4]=http", "authority[7,6]=host_a", "host[7,6]=host_a", "path[13,4]=/%zz"},
        "reg-name", "absolute-uri", {"reg-name-char[11,1] draft-fielding-url-syntax-01 §4.3.1", "pct-encoded-malformed[14,3] draft-fielding-url-syntax-01 §2.3.1"});
    // §4.1: scheme = 1*( alpha | digit | "+" | "-" | "." )
    row(Spec::Draft01, "2ftp://x/", {"scheme[0,4]=2ftp", "authority[7,1]=x", "host[7,1]=x", "path[8,1]=/"},
        "reg-name", "absolute-uri", {});
    // §4.1: a space ends the scheme characters, so no scheme
    row(Spec::Draft01, "a b:c", {"path[0,5]=a b:c"},
        "", "relative-path", {"whitespace[1,1] draft-fielding-url-syntax-01 §4.3.2", "path-noscheme-colon[3,1] draft-fielding-url-syntax-01 §4.3.2"});
    // §E.2: "~" added to the unreserved set
    row(Spec::Draft01, "http://a/~user/", {"scheme[0,4]=http", "authority[7,1]=a", "host[7,1]=a", "path[8,7]=/~user/"},
        "reg-name", "absolute-uri", {});
    // §4.3.1: no trailing "." after the toplabel: no generic-URL, an opaque-URL
    row(Spec::Draft01, "http://www.example.com./", {"scheme[0,4]=http", "authority[7,16]=www.example.com.", "host[7,16]=www.example.com.", "path[23,1]=/"},
        "reg-name", "absolute-uri", {"not-generic-url[7,16] draft-fielding-url-syntax-01 §4.2"});
    // §4.3.1: "A suitable representation for IPv6 addresses has not yet been determined"
    row(Spec::Draft01, "http://[::1]/", {"scheme[0,4]=http", "authority[7,5]=[::1]", "host[7,5]=[::1]", "path[12,1]=/"},
        "reg-name", "absolute-uri", {"ip-literal-not-in-spec[7,5] draft-fielding-url-syntax-01 §4.3.1"});
    // §4.3.1: "an empty user name and no password"
    row(Spec::Draft01, "ftp://@host.com/", {"scheme[0,3]=ftp", "authority[6,9]=@host.com", "userinfo[6,0]=", "user[6,0]=", "host[7,8]=host.com", "path[15,1]=/"},
        "reg-name", "absolute-uri", {});
    // §2.2 path = fsegment *( "/" segment ), fsegment = 1*pchar: no "//" after
    // the net_loc; an absolute URL is then only of the form scheme ":" *( uchar | reserved )
    row(Spec::Rfc1808, "//host//path", {"authority[2,4]=host", "host[2,4]=host", "path[6,6]=//path"},
        "reg-name", "network-path", {"fsegment-empty[7,1] RFC 1808 §2.2"});
    row(Spec::Rfc1808, "http://host//path", {"scheme[0,4]=http", "authority[7,4]=host", "host[7,4]=host", "path[11,6]=//path"},
        "reg-name", "absolute-uri", {"not-generic-rl[12,1] RFC 1808 §2.2"});
    // §5.1's base: params after the first ";" (§2.4.5)
    row(Spec::Rfc1808, "http://a/b/c/d;p?q#f", {"scheme[0,4]=http", "authority[7,1]=a", "host[7,1]=a", "path[8,8]=/b/c/d;p", "params[15,1]=p", "query[17,1]=q", "fragment[19,1]=f"},
        "reg-name", "uri-with-fragment", {});
    row(Spec::Rfc1808, "g;x?y#s", {"path[0,3]=g;x", "params[2,1]=x", "query[4,1]=y", "fragment[6,1]=s"},
        "", "relative-path", {});
    // §5.1: ";x" = <URL:http://a/b/c/d;x>
    row(Spec::Rfc1808, ";x", {"path[0,2]=;x", "params[1,1]=x"},
        "", "relative-path", {});
    // param = *( pchar | "/" )
    row(Spec::Rfc1808, "http://a/b;p=1/c?q", {"scheme[0,4]=http", "authority[7,1]=a", "host[7,1]=a", "path[8,8]=/b;p=1/c", "params[11,5]=p=1/c", "query[17,1]=q"},
        "reg-name", "absolute-uri", {});
    // §2.2: "~" is national
    row(Spec::Rfc1808, "http://a/~user/", {"scheme[0,4]=http", "authority[7,1]=a", "host[7,1]=a", "path[8,7]=/~user/"},
        "reg-name", "absolute-uri", {"path-char[9,1] RFC 1808 §2.2"});
    // RFC 1738 §3.1: port digits
    row(Spec::Rfc1808, "http://host:/", {"scheme[0,4]=http", "authority[7,5]=host:", "host[7,4]=host", "port[12,0]=", "path[12,1]=/"},
        "reg-name", "absolute-uri", {"port-missing[11,1] RFC 1738 §3.1"});
    row(Spec::Rfc1808, "http://host:8080/", {"scheme[0,4]=http", "authority[7,9]=host:8080", "host[7,4]=host", "port[12,4]=8080", "path[16,1]=/"},
        "reg-name", "absolute-uri", {});
    // §2.4.3: net_loc runs "up to ... the next slash"
    row(Spec::Rfc1808, "http://a?b/c", {"scheme[0,4]=http", "authority[7,3]=a?b", "host[7,3]=a?b", "path[10,2]=/c"},
        "reg-name", "absolute-uri", {"reg-name-char[8,1] RFC 1738 §3.1"});
    row(Spec::Rfc1808, "http://u:p@h.example/", {"scheme[0,4]=http", "authority[7,13]=u:p@h.example", "userinfo[7,3]=u:p", "user[7,1]=u", "password[9,1]=p", "host[11,9]=h.example", "path[20,1]=/"},
        "reg-name", "absolute-uri", {});
    // §2.4.4 before §2.4.5: the query keeps its ";"
    row(Spec::Rfc1808, "http://h.example/x?a=b/c;d", {"scheme[0,4]=http", "authority[7,9]=h.example", "host[7,9]=h.example", "path[16,2]=/x", "query[19,7]=a=b/c;d"},
        "reg-name", "absolute-uri", {});
    // examples of the "http" section
    row(Spec::Rfc1630, "http://info.cern.ch:8000/imaginary/test", {"scheme[0,4]=http", "authority[7,17]=info.cern.ch:8000", "host[7,12]=info.cern.ch", "port[20,4]=8000", "path[24,15]=/imaginary/test"},
        "reg-name", "absolute-uri", {});
    row(Spec::Rfc1630, "http://info.my.org/AboutUs/Index/Phonebook?dobbins", {"scheme[0,4]=http", "authority[7,11]=info.my.org", "host[7,11]=info.my.org", "path[18,24]=/AboutUs/Index/Phonebook", "query[43,7]=dobbins"},
        "reg-name", "absolute-uri", {});
    row(Spec::Rfc1630, "http://www.myu.edu/org/admin/people#andy", {"scheme[0,4]=http", "authority[7,11]=www.myu.edu", "host[7,11]=www.myu.edu", "path[18,17]=/org/admin/people", "fragment[36,4]=andy"},
        "reg-name", "uri-with-fragment", {});
    // "=" is reserved: search = xalphas [ "+" search ]
    row(Spec::Rfc1630, "http://x/?a=b", {"scheme[0,4]=http", "authority[7,1]=x", "host[7,1]=x", "path[8,1]=/", "query[10,3]=a=b"},
        "reg-name", "absolute-uri", {"query-char[11,1] RFC 1630, BNF of Generic URI Syntax"});
    row(Spec::Rfc1630, "http://x/search?a+b", {"scheme[0,4]=http", "authority[7,1]=x", "host[7,1]=x", "path[8,7]=/search", "query[16,3]=a+b"},
        "reg-name", "absolute-uri", {});
    // ialpha = alpha [ xalphas ], and "+" is no xalpha
    row(Spec::Rfc1630, "svn+ssh://x/", {"scheme[0,7]=svn+ssh", "authority[10,1]=x", "host[10,1]=x", "path[11,1]=/"},
        "reg-name", "absolute-uri", {"scheme-char[3,1] RFC 1630, BNF of Generic URI Syntax"});
    // the base of the partial-form examples
    row(Spec::Rfc1630, "magic://a/b/c//d/e/f", {"scheme[0,5]=magic", "authority[8,1]=a", "host[8,1]=a", "path[9,11]=/b/c//d/e/f"},
        "reg-name", "absolute-uri", {});
    row(Spec::Rfc1630, "../g", {"path[0,4]=../g"},
        "", "relative-path", {});
    // a slash before the colon: a partial form, and ":" is reserved
    row(Spec::Rfc1630, "a/b:c", {"path[0,5]=a/b:c"},
        "", "relative-path", {"path-char[3,1] RFC 1630, BNF of Generic URI Syntax"});
    // hostname = ialpha [ "." hostname ]
    row(Spec::Rfc1630, "http://1a.example/", {"scheme[0,4]=http", "authority[7,10]=1a.example", "host[7,10]=1a.example", "path[17,1]=/"},
        "reg-name", "absolute-uri", {"hostname-syntax[7,2] RFC 1630, BNF for specific URL schemes"});
    // "_" is safe
    row(Spec::Rfc1630, "http://my_host.example/", {"scheme[0,4]=http", "authority[7,15]=my_host.example", "host[7,15]=my_host.example", "path[22,1]=/"},
        "reg-name", "absolute-uri", {});
    // login; port = digits
    row(Spec::Rfc1630, "http://u-1:p.2@h.example:/p", {"scheme[0,4]=http", "authority[7,18]=u-1:p.2@h.example:", "userinfo[7,7]=u-1:p.2", "user[7,3]=u-1", "password[11,3]=p.2", "host[15,9]=h.example", "port[25,0]=", "path[25,2]=/p"},
        "reg-name", "absolute-uri", {"port-missing[24,1] RFC 1630, BNF for specific URL schemes"});
    // "~" is national
    row(Spec::Rfc1630, "http://x/a~b", {"scheme[0,4]=http", "authority[7,1]=x", "host[7,1]=x", "path[8,4]=/a~b"},
        "reg-name", "absolute-uri", {"path-char[10,1] RFC 1630, BNF of Generic URI Syntax"});
    // fragmentid = xalphas
    row(Spec::Rfc1630, "http://x/p#a+b", {"scheme[0,4]=http", "authority[7,1]=x", "host[7,1]=x", "path[8,2]=/p", "fragment[11,3]=a+b"},
        "reg-name", "uri-with-fragment", {"fragment-char[12,1] RFC 1630, BNF of Generic URI Syntax"});
    // clang-format on
}

void TstParseGenerations::parse()
{
    QFETCH(int, spec);
    QFETCH(QByteArray, input);
    QFETCH(QStringList, parts);
    QFETCH(QString, hostType);
    QFETCH(QString, form);
    QFETCH(QStringList, diagnostics);
    const ExactParse p(input, Spec(spec));
    QCOMPARE(p.result.spec, Spec(spec));
    QCOMPARE(partsOf(p.result), parts);
    QCOMPARE(hostTypeOf(p.result), hostType);
    QCOMPARE(formOf(p.result), form);
    QCOMPARE(diagnosticsOf(p.result), diagnostics);
    QCOMPARE(QByteArray::fromStdString(p.result.recompose()), input);
}

void TstParseGenerations::supported()
{
    for (const Spec spec : kAllSpecs)
        QCOMPARE(parseSupports(spec), spec != Spec::Whatwg);
}

// The codes of the older grammars: each example of the catalogue, written
// "spec: input", gives its code under that spec, with a message.
void TstParseGenerations::codeExamples_data()
{
    QTest::addColumn<int>("spec");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("code");
    for (const DiagCodeInfo *info = diagCodeInfoBegin(); info != diagCodeInfoEnd(); ++info) {
        if (info->code < DiagCode::HostnameSyntax)
            continue;
        const std::size_t colon = info->example.find(": ");
        QVERIFY(colon != std::string_view::npos);
        const std::optional<Spec> spec = specFromName(info->example.substr(0, colon));
        QVERIFY(spec.has_value());
        const std::string_view input = info->example.substr(colon + 2);
        QTest::newRow(info->name.data())
            << int(*spec) << QByteArray(input.data(), qsizetype(input.size())) << int(info->code);
    }
}

void TstParseGenerations::codeExamples()
{
    QFETCH(int, spec);
    QFETCH(QByteArray, input);
    QFETCH(int, code);
    const ExactParse p(input, Spec(spec));
    bool found = false;
    for (const Diagnostic &d : p.result.diagnostics) {
        if (d.code != DiagCode(code))
            continue;
        found = true;
        QCOMPARE(d.severity, diagCodeInfo(d.code).severity);
        QVERIFY(!d.rule.empty());
        QVERIFY(!d.message.empty());
    }
    QVERIFY2(found, qPrintable(codesOf(p.result)));
    // the same text is no such case for RFC 3986
    QVERIFY(!codesOf(ExactParse(input).result)
                 .contains(QString::fromLatin1(diagCodeName(DiagCode(code)).data())));
}

// Every input of the RFC 3986 tables, valid or not, under every older
// generation: recomposed byte for byte, each span inside the input and the
// nested ones inside theirs, diagnostics inside the input and citing the
// generation (or the character rules they share with RFC 3986).
void TstParseGenerations::everyInputSplits_data()
{
    QTest::addColumn<int>("spec");
    QTest::addColumn<QByteArray>("input");
    for (const char *file : {"parse_valid.tsv", "parse_invalid.tsv"}) {
        for (const TsvRow &r : readTsv(file)) {
            for (const Spec spec : kClassicSpecs) {
                QTest::addRow("%s:%d %s", file, r.line, specTag(spec).constData())
                    << int(spec) << r.fields.value(0);
            }
        }
    }
}

void TstParseGenerations::everyInputSplits()
{
    QFETCH(int, spec);
    QFETCH(QByteArray, input);
    const ExactParse p(input, Spec(spec));
    const ParseResult &r = p.result;
    QCOMPARE(QByteArray::fromStdString(r.recompose()), input);
    const auto inside = [](const OptSpan &inner, const OptSpan &outer) {
        return !inner || (outer && inner->offset >= outer->offset && inner->end() <= outer->end());
    };
    QVERIFY(r.path.end() <= std::size_t(input.size()));
    QVERIFY(inside(r.userinfo, r.authority));
    QVERIFY(inside(r.host, r.authority));
    QVERIFY(inside(r.port, r.authority));
    QVERIFY(inside(r.params, r.path));
    QCOMPARE(r.params.has_value() && Spec(spec) != Spec::Rfc1808, false);
    QCOMPARE(r.hostType.has_value(), r.host.has_value());
    const QByteArray generation = Spec(spec) == Spec::Draft01 ? QByteArray("draft-fielding")
                                                              : specTag(Spec(spec)).toUpper();
    for (const Diagnostic &d : r.diagnostics) {
        QVERIFY(d.span.end() <= std::size_t(input.size()));
        QVERIFY(!d.message.empty());
        const QByteArray cite(d.cite.data(), qsizetype(d.cite.size()));
        const bool ownCite
            = cite.startsWith(generation.left(3) == "RFC" ? "RFC " + generation.mid(3) : generation)
              || cite.startsWith("RFC 1738"); // RFC 1808's net_loc
        QVERIFY2(ownCite || d.code == DiagCode::TooManyDiagnostics, cite.constData());
    }
}

// Bytes no generation allows are diagnosed, never crash or hang.
void TstParseGenerations::hostileInput_data()
{
    QTest::addColumn<int>("spec");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("codes");
    for (const Spec spec : kClassicSpecs) {
        const QByteArray tag = specTag(spec);
        QTest::newRow((tag + " NUL").constData())
            << int(spec) << QByteArray("http://a/\0b", 11) << QString("control-char");
        QTest::newRow((tag + " bad UTF-8").constData())
            << int(spec) << QByteArray("http://a/\xC3(") << QString("invalid-utf8");
        QTest::newRow((tag + " RLO in host").constData()) << int(spec)
                                                          << QByteArray("http://ex\xE2\x80\xAE"
                                                                        "ample/")
                                                          << QString("non-ascii");
        QTest::newRow((tag + " 1 MB of @").constData())
            << int(spec) << (QByteArray("http://") + QByteArray(1 << 20, '@')) << QString();
    }
}

void TstParseGenerations::hostileInput()
{
    QFETCH(int, spec);
    QFETCH(QByteArray, input);
    QFETCH(QString, codes);
    const ExactParse p(input, Spec(spec));
    QCOMPARE(QByteArray::fromStdString(p.result.recompose()), input);
    // "http://@@@...": a reg_name under RFC 2396, an opaque-URL under draft-01
    QVERIFY(!p.result.valid() || Spec(spec) == Spec::Rfc2396 || Spec(spec) == Spec::Draft01);
    QVERIFY(p.result.diagnostics.size() <= kMaxDiagnostics + 1);
    if (!codes.isEmpty())
        QVERIFY2(codesOf(p.result).contains(codes), qPrintable(codesOf(p.result)));
}

QTEST_APPLESS_MAIN(TstParseGenerations)
#include "tst_parse_generations.moc"
