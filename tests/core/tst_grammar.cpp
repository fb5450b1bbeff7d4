// The derivation (uriinspector/grammar.h, docs/grammar.md): exact trees for
// the examples of RFC 3986 §1.1.2, §3 and §5.4, an IPv6 literal, an
// IPvFuture, a URN and invalid inputs; and its agreement with parse() on
// every vector of tests/data, the real links and the fuzz corpus
// (derivationDisagreement(): for an accepted input each component's span is
// its rule's node's span, for a rejected one the grammar stops inside the
// first error's span).
#include "uriinspector/grammar.h"
#include "uriinspector/json.h"

#include "../ui/corpus_support.h"

#include <QtTest>

#include <map>

using namespace uri;
using namespace uri::test;

namespace {

struct Input
{
    QString source;
    QByteArray bytes;
};

/// Every input of the window's corpus (tests/ui/corpus_support.h), the real
/// links, and every file of fuzz/corpus and fuzz/regressions as its bytes.
std::vector<Input> allInputs()
{
    std::vector<Input> all;
    for (const CorpusInput &in : vectorInputs()) {
        all.push_back({in.source, in.input.toUtf8()});
        if (!in.base.isEmpty())
            all.push_back({in.source + QStringLiteral(" (base)"), in.base.toUtf8()});
    }
    std::vector<CorpusInput> links;
    for (const char *name :
         {"realworld/benign_debian_homepages.txt", "realworld/urlhaus_filter_online.txt"})
        detail::addLines(links, QString::fromLatin1(name),
                         [](const QString &line) { return line; });
    for (const CorpusInput &in : links)
        all.push_back({in.source, in.input.toUtf8()});
    for (const QString &path : fuzzFiles())
        all.push_back({QDir(QStringLiteral(URI_FUZZ_DIR)).relativeFilePath(path), readFile(path)});
    return all;
}

void collect(const DerivationNode &node,
             std::multimap<std::string_view, const DerivationNode *> &out)
{
    out.emplace(node.rule, &node);
    for (const DerivationNode &child : node.children)
        collect(child, out);
}

/// tests/data/derivations/@p name: a derivation as derivationText() words it.
QString expected(const char *name)
{
    return QString::fromUtf8(
        readFile(QStringLiteral(URI_TEST_DATA_DIR "/derivations/") + QLatin1String(name)));
}

QString text(std::string_view input, Spec spec = Spec::Rfc3986)
{
    return QString::fromStdString(derivationText(derive(input, spec), input));
}

} // namespace

class TstGrammar : public QObject
{
    Q_OBJECT

private slots:
    // RFC 3986 §3: "foo://example.com:8042/over/there?name=ferret#nose"
    void section3Example()
    {
        QCOMPARE(text("foo://example.com:8042/over/there?name=ferret#nose"),
                 expected("rfc3986-section3-example.txt"));
    }

    // RFC 3986 §3: "urn:example:animal:ferret:nose", a path-rootless with colons
    void urn()
    {
        const Derivation d = derive("urn:example:animal:ferret:nose");
        QVERIFY(d.accepted);
        const std::vector<const DerivationNode *> chain = derivationChain(d, 11);
        QStringList names;
        for (const DerivationNode *node : chain)
            names << QString::fromUtf8(node->rule.data(), qsizetype(node->rule.size()));
        QCOMPARE(
            names.join(QLatin1String(" > ")),
            QStringLiteral("URI-reference > URI > hier-part > path-rootless > segment-nz > pchar"));
        QCOMPARE(chain.back()->span, (Span{11, 1})); // the ":" after "example"
    }

    // RFC 3986 §3.2.2 "[2001:db8::7]" (§1.1.2's ldap example): the chain of
    // each character, down to h16 and HEXDIG
    void ipv6Literal()
    {
        const std::string_view input = "ldap://[2001:db8::7]/c=GB?objectClass?one";
        const Derivation d = derive(input);
        QVERIFY(d.accepted);
        auto chainOf = [&](std::size_t offset) {
            QStringList names;
            for (const DerivationNode *node : derivationChain(d, offset))
                names << QStringLiteral("%1 %2+%3")
                             .arg(
                                 QString::fromUtf8(node->rule.data(), qsizetype(node->rule.size())))
                             .arg(node->span.offset)
                             .arg(node->span.length);
            return names.join(QLatin1String(" > "));
        };
        QCOMPARE(chainOf(14),
                 QStringLiteral("URI-reference 0+41 > URI 0+41 > hier-part 5+20 > authority 7+13 > "
                                "host 7+13 > IP-literal 7+13 > IPv6address 8+11 > h16 13+3 > "
                                "HEXDIG 14+1"));
        // "7" after "::" is no ls32 (h16 ":" h16, or an IPv4address) but the
        // lone h16 of [ *5( h16 ":" ) h16 ] "::" h16
        QCOMPARE(chainOf(18),
                 QStringLiteral("URI-reference 0+41 > URI 0+41 > hier-part 5+20 > "
                                "authority 7+13 > host 7+13 > IP-literal 7+13 > "
                                "IPv6address 8+11 > h16 18+1 > HEXDIG 18+1 > DIGIT 18+1"));
        QCOMPARE(chainOf(7).count(QLatin1Char('>')), 5); // "[" is IP-literal's own
        QVERIFY(chainOf(7).endsWith(QLatin1String("IP-literal 7+13")));
    }

    // RFC 3986 §3.2.2: IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
    void ipvFuture()
    {
        const Derivation d = derive("http://[v7.a:b]/");
        QVERIFY(d.accepted);
        const std::vector<const DerivationNode *> chain = derivationChain(d, 11);
        QCOMPARE(chain.size(), std::size_t(9));
        QCOMPARE(chain[5]->rule, std::string_view("IP-literal"));
        QCOMPARE(chain[6]->rule, std::string_view("IPvFuture"));
        QCOMPARE(chain[6]->span, (Span{8, 6}));
        QCOMPARE(chain[7]->rule, std::string_view("unreserved")); // "a"
        QCOMPARE(chain[8]->rule, std::string_view("ALPHA"));
        // the "." and the ":" are IPvFuture's own characters, in no rule below it
        QCOMPARE(derivationChain(d, 10).back()->rule, std::string_view("IPvFuture"));
        QCOMPARE(derivationChain(d, 12).back()->rule, std::string_view("IPvFuture"));
    }

    // RFC 5234 §3.2: alternatives are not ordered; "1.2.3.4x" is no
    // IPv4address followed by junk but a reg-name
    void alternativesBackOff()
    {
        const Derivation d = derive("http://1.2.3.4x/");
        QVERIFY(d.accepted);
        QCOMPARE(derivationChain(d, 7)[5]->rule, std::string_view("reg-name"));
        const Derivation v4 = derive("http://1.2.3.4/");
        QCOMPARE(derivationChain(v4, 7)[5]->rule, std::string_view("IPv4address"));
        QCOMPARE(derivationChain(v4, 7)[6]->rule, std::string_view("dec-octet"));
        // "a:80": no userinfo, as the "@" that [ userinfo "@" ] needs never comes
        const Derivation port = derive("http://a:80/");
        QCOMPARE(derivationChain(port, 9)[4]->rule, std::string_view("port"));
    }

    // RFC 3986 §5.4.1: every target of the normal examples is derived, and
    // its path is the node the path's shape calls for
    void section54Targets_data()
    {
        QTest::addColumn<QByteArray>("target");
        QTest::addColumn<QString>("pathRule");
        QTest::newRow("g") << QByteArray("http://a/b/c/g") << QStringLiteral("path-abempty");
        QTest::newRow("g;x?y#s") << QByteArray("http://a/b/c/g;x?y#s")
                                 << QStringLiteral("path-abempty");
        QTest::newRow("//g") << QByteArray("http://g") << QStringLiteral("path-abempty");
        QTest::newRow("g:h") << QByteArray("g:h") << QStringLiteral("path-rootless");
        QTest::newRow("mailto") << QByteArray("mailto:John.Doe@example.com")
                                << QStringLiteral("path-rootless");
        QTest::newRow("news") << QByteArray("news:comp.infosystems.www.servers.unix")
                              << QStringLiteral("path-rootless");
        QTest::newRow("tel") << QByteArray("tel:+1-816-555-1212")
                             << QStringLiteral("path-rootless");
        QTest::newRow("relative") << QByteArray("../g") << QStringLiteral("path-noscheme");
        QTest::newRow("absolute") << QByteArray("/g") << QStringLiteral("path-absolute");
        QTest::newRow("empty") << QByteArray("") << QStringLiteral("path-empty");
    }
    void section54Targets()
    {
        QFETCH(QByteArray, target);
        QFETCH(QString, pathRule);
        const std::string_view input(target.constData(), std::size_t(target.size()));
        const Derivation d = derive(input);
        QVERIFY(d.accepted);
        std::multimap<std::string_view, const DerivationNode *> nodes;
        collect(d.root, nodes);
        const std::string rule = pathRule.toStdString();
        QCOMPARE(nodes.count(rule), std::size_t(1));
        QCOMPARE(nodes.find(rule)->second->span, parse(input).path);
    }

    // An invalid port: the parser splits "8x" off as the port (Appendix B),
    // and port = *DIGIT stops at "x"
    void invalidPort() { QCOMPARE(text("http://a:8x/"), expected("invalid-port.txt")); }

    // An unterminated IP-literal: how far each alternative of host got
    void unterminatedLiteral()
    {
        const Derivation d = derive("http://[::1/x");
        QVERIFY(!d.accepted);
        QCOMPARE(d.stop, std::optional<std::size_t>(11));
        const DerivationNode *host = derivationChain(d, 7)[4];
        QCOMPARE(host->rule, std::string_view("host"));
        QVERIFY(host->stop);
        QCOMPARE(host->stop->alternatives.size(), std::size_t(3));
        QCOMPARE(host->stop->alternatives[0],
                 (std::pair<std::string_view, std::size_t>("IP-literal", 11)));
        QCOMPARE(host->stop->alternatives[1],
                 (std::pair<std::string_view, std::size_t>("IPv4address", 7)));
        QCOMPARE(host->stop->alternatives[2],
                 (std::pair<std::string_view, std::size_t>("reg-name", 7)));
        const Json json = derivationJson(d);
        QCOMPARE(json["accepted"], Json(false));
        QCOMPARE(json["rule"], Json("URI-reference"));
        QCOMPARE(json["span"], Json::array({0, 13}));
        QCOMPARE(json["children"][0]["rule"], Json("URI"));
    }

    // A scheme that starts with a digit: scheme = ALPHA ..., stopped at 0
    void badScheme()
    {
        const Derivation d = derive("1http://a/");
        QVERIFY(!d.accepted);
        QCOMPARE(d.stop, std::optional<std::size_t>(0));
    }

    // RFC 2396 Appendix A, with "|" between alternatives: Appendix B's example
    void rfc2396AppendixB()
    {
        QCOMPARE(text("http://www.ics.uci.edu/pub/ietf/uri/#Related", Spec::Rfc2396),
                 expected("rfc2396-appendix-b.txt"));
    }

    // The chains of the older grammars' own shapes; each agrees with its parse
    void olderChains_data()
    {
        QTest::addColumn<int>("spec");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("offset");
        QTest::addColumn<QString>("chain");
        // RFC 2396 Appendix A. §3: an opaque_part holds the "?" that Appendix B splits off
        QTest::newRow("rfc2396 opaque")
            << int(Spec::Rfc2396) << QByteArray("mailto:a@b.example?subject=x") << 18
            << QStringLiteral("URI-reference absoluteURI opaque_part uric reserved");
        // §3: "urn:" has no "/" after the scheme, so it is opaque too
        QTest::newRow("rfc2396 urn")
            << int(Spec::Rfc2396) << QByteArray("urn:example:animal:ferret:nose") << 11
            << QStringLiteral("URI-reference absoluteURI opaque_part uric reserved");
        // §5: rel_path = rel_segment [ abs_path ], the path the outer node
        QTest::newRow("rfc2396 rel_path")
            << int(Spec::Rfc2396) << QByteArray("g;x/y?q#f") << 3
            << QStringLiteral("URI-reference relativeURI rel_path abs_path");
        QTest::newRow("rfc2396 rel_segment")
            << int(Spec::Rfc2396) << QByteArray("g;x/y?q#f") << 1
            << QStringLiteral("URI-reference relativeURI rel_path rel_segment");
        // §3.2: authority = server | reg_name; a port of no digits is no
        // server, and reg_name's characters hold it all
        QTest::newRow("rfc2396 reg_name")
            << int(Spec::Rfc2396) << QByteArray("http://w3c.org:80path1/path2") << 14
            << QStringLiteral("URI-reference absoluteURI hier_part net_path authority reg_name");
        QTest::newRow("rfc2396 server")
            << int(Spec::Rfc2396) << QByteArray("http://a.example:80/") << 17
            << QStringLiteral("URI-reference absoluteURI hier_part net_path "
                              "authority server hostport port digit");
        // §3.2.2: IPv4address = 1*digit "." ... sets no range
        QTest::newRow("rfc2396 IPv4address")
            << int(Spec::Rfc2396) << QByteArray("http://999.1.2.3/") << 7
            << QStringLiteral("URI-reference absoluteURI hier_part net_path authority server "
                              "hostport host IPv4address digit");
        // §3.2.2: hostname = *( domainlabel "." ) toplabel [ "." ]
        QTest::newRow("rfc2396 toplabel")
            << int(Spec::Rfc2396) << QByteArray("http://www.example.com./") << 19
            << QStringLiteral("URI-reference absoluteURI hier_part net_path authority "
                              "server hostport host hostname toplabel alpha lowalpha");
        // §1.6: "a" is not "A": upalpha
        QTest::newRow("rfc2396 upalpha")
            << int(Spec::Rfc2396) << QByteArray("HTTP://A/") << 0
            << QStringLiteral("URI-reference absoluteURI scheme alpha upalpha");
        // RFC 1808 §2.2, whose net_loc is one rule (RFC 1738's login, which
        // parse() reads it by, is no rule of it). §5.1's base:
        // rel_path = [ path ] [ ";" params ] [ "?" query ]
        QTest::newRow("rfc1808 params")
            << int(Spec::Rfc1808) << QByteArray("http://a/b/c/d;p?q#f") << 15
            << QStringLiteral("URL absoluteURL generic-RL relativeURL net_path "
                              "abs_path rel_path params param pchar uchar "
                              "unreserved alpha lowalpha");
        QTest::newRow("rfc1808 query")
            << int(Spec::Rfc1808) << QByteArray("g;x?y#s") << 4
            << QStringLiteral("URL relativeURL rel_path query uchar unreserved "
                              "alpha lowalpha");
        QTest::newRow("rfc1808 net_loc") << int(Spec::Rfc1808) << QByteArray("http://a:80/") << 8
                                         << QStringLiteral("URL absoluteURL generic-RL relativeURL "
                                                           "net_path net_loc pchar");
        // fsegment = 1*pchar: "//" after the net_loc is no generic-RL, only
        // the other form of absoluteURL (the warning not-generic-rl)
        QTest::newRow("rfc1808 not generic")
            << int(Spec::Rfc1808) << QByteArray("http://host//path") << 7
            << QStringLiteral("URL absoluteURL uchar unreserved alpha "
                              "lowalpha");
        // draft-fielding-url-syntax-01 §4.2: absoluteURL = generic-URL |
        // opaque-URL, opaque-URL = scheme ":" *urlchar; "_" is no hostname's
        // (§4.3.1), so this is an opaque-URL (the warning not-generic-url)
        QTest::newRow("draft-01 opaque-URL")
            << int(Spec::Draft01) << QByteArray("http://under_score.example/") << 12
            << QStringLiteral("URL-reference absoluteURL opaque-URL urlchar unreserved mark");
        // §4.3.1: server = [ [ user [ ":" password ] "@" ] hostport ], its example
        QTest::newRow("draft-01 user")
            << int(Spec::Draft01) << QByteArray("ftp://foo:@host.com/") << 6
            << QStringLiteral("URL-reference absoluteURL generic-URL relativeURL net_path server "
                              "user unreserved alpha lowalpha");
        QTest::newRow("draft-01 hostnumber")
            << int(Spec::Draft01) << QByteArray("http://999.1.2.3/") << 7
            << QStringLiteral("URL-reference absoluteURL generic-URL relativeURL net_path server "
                              "hostport host hostnumber digit");
        // §4.3.2: segment = *pchar *( ";" param )
        QTest::newRow("draft-01 param")
            << int(Spec::Draft01) << QByteArray("g;x?y#s") << 2
            << QStringLiteral("URL-reference relativeURL rel_path path segment param pchar "
                              "unreserved alpha lowalpha");
        // "//" begins a server, as §4.3.1 reads it (commit), not an empty segment
        QTest::newRow("draft-01 net_path")
            << int(Spec::Draft01) << QByteArray("//a/b") << 2
            << QStringLiteral("URL-reference relativeURL net_path server hostport host hostname "
                              "toplabel alpha lowalpha");
        // RFC 1738's port is digits; RFC 1808's net_loc takes any pchar: the
        // parse's error is by RFC 1738 §3.1, and the grammar matches
        QTest::newRow("rfc1808 port by RFC 1738")
            << int(Spec::Rfc1808) << QByteArray("http://a:80x/") << 11
            << QStringLiteral("URL absoluteURL generic-RL "
                              "relativeURL net_path net_loc pchar "
                              "uchar unreserved alpha lowalpha");
        // RFC 1630, "BNF of Generic URI Syntax": fragmentaddress = uri [ # fragmentid ],
        // uri = scheme : path [ ? search ]; "@" is safe, an xalpha
        QTest::newRow("rfc1630 fragmentaddress")
            << int(Spec::Rfc1630) << QByteArray("mailto:a@b#c") << 8
            << QStringLiteral("prose-reference fragmentaddress uri path xpalphas xpalpha xalpha "
                              "safe");
        // search = xalphas [ + search ]: the "+" between xalphas is search's own
        QTest::newRow("rfc1630 search")
            << int(Spec::Rfc1630) << QByteArray("a:b?c+d") << 6
            << QStringLiteral("prose-reference fragmentaddress uri search xalphas xalpha alpha");
        // the login of the URL BNF, after the "//" of any scheme (the prose's rules)
        QTest::newRow("rfc1630 port")
            << int(Spec::Rfc1630) << QByteArray("http://info.cern.ch:8000/imaginary/test") << 21
            << QStringLiteral("prose-reference prose-uri prose-hier prose-net prose-login "
                              "prose-hostport port digits digit");
        // file:///x: an empty login, which the URL BNF's login cannot be
        QTest::newRow("rfc1630 empty login")
            << int(Spec::Rfc1630) << QByteArray("file:///x") << 8
            << QStringLiteral("prose-reference prose-uri prose-hier prose-net prose-abspath "
                              "prose-path xpalphas xpalpha xalpha alpha");
        // the partial form: no scheme, and slashes the path rule has not
        QTest::newRow("rfc1630 partial")
            << int(Spec::Rfc1630) << QByteArray("../g") << 3
            << QStringLiteral("prose-reference prose-uri prose-hier prose-path xpalphas xpalpha "
                              "xalpha alpha");
        // "+" where search = xalphas [ + search ] has none: the prose's xalphas between them
        QTest::newRow("rfc1630 leading +")
            << int(Spec::Rfc1630) << QByteArray("a?+b") << 3
            << QStringLiteral("prose-reference prose-uri prose-search xalphas xalpha alpha");
        QTest::newRow("rfc1630 ++")
            << int(Spec::Rfc1630) << QByteArray("a?b++c") << 2
            << QStringLiteral("prose-reference prose-uri prose-search xalphas xalpha alpha");
        QTest::newRow("rfc1630 empty fragment")
            << int(Spec::Rfc1630) << QByteArray("a#") << 0
            << QStringLiteral("prose-reference prose-uri prose-hier prose-path xpalphas xpalpha "
                              "xalpha alpha");
    }
    void olderChains()
    {
        QFETCH(int, spec);
        QFETCH(QByteArray, input);
        QFETCH(int, offset);
        QFETCH(QString, chain);
        const std::string_view bytes(input.constData(), std::size_t(input.size()));
        const ParseResult parsed = parse(bytes, Spec(spec));
        const Derivation d = derive(parsed);
        QVERIFY(d.accepted);
        QCOMPARE(derivationDisagreement(parsed, d), std::string());
        QStringList names;
        for (const DerivationNode *node : derivationChain(d, std::size_t(offset)))
            names << QString::fromUtf8(node->rule.data(), qsizetype(node->rule.size()));
        QCOMPARE(names.join(QLatin1Char(' ')), chain);
    }

    // Invalid under an older generation: where the grammar stops, at the
    // parser's first error
    void olderRejected_data()
    {
        QTest::addColumn<int>("spec");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("stop");
        QTest::newRow("rfc2396 IPv6 literal")
            << int(Spec::Rfc2396) << QByteArray("ldap://[2001:db8::7]/c=GB?objectClass?one") << 7;
        QTest::newRow("rfc2396 IPvFuture")
            << int(Spec::Rfc2396) << QByteArray("http://[v7.a:b]/") << 7;
        // §5: rel_path needs a segment before "?"
        QTest::newRow("rfc2396 ?y") << int(Spec::Rfc2396) << QByteArray("?y") << 0;
        QTest::newRow("rfc2396 space") << int(Spec::Rfc2396) << QByteArray("http://a/b c") << 10;
        QTest::newRow("rfc2396 port")
            << int(Spec::Rfc2396) << QByteArray("http://w3c.org:8<0/") << 16;
        QTest::newRow("draft-01 IPv6 literal")
            << int(Spec::Draft01) << QByteArray("http://[::1]/") << 7;
        // relative: no opaque-URL takes it, and "//" begins a server
        QTest::newRow("draft-01 //under_score")
            << int(Spec::Draft01) << QByteArray("//under_score/x") << 7;
        QTest::newRow("draft-01 fragment #") << int(Spec::Draft01) << QByteArray("a#b#c") << 3;
        QTest::newRow("rfc1808 //host//path")
            << int(Spec::Rfc1808) << QByteArray("//host//path") << 7; // fsegment-empty
        QTest::newRow("rfc1808 national ~")
            << int(Spec::Rfc1808) << QByteArray("http://a/~user") << 9;
        QTest::newRow("rfc1808 IPv6 literal")
            << int(Spec::Rfc1808) << QByteArray("http://[::1]/") << 7;
        QTest::newRow("rfc1808 IPvFuture")
            << int(Spec::Rfc1808) << QByteArray("http://[v7.a:b]/") << 7;
        QTest::newRow("rfc1808 fragment #") << int(Spec::Rfc1808) << QByteArray("a#b#c") << 3;
        // RFC 1630: no IP literal ("[" is national), in the login of the URL BNF
        QTest::newRow("rfc1630 IPv6 literal")
            << int(Spec::Rfc1630) << QByteArray("http://[::1]/") << 7;
        QTest::newRow("rfc1630 IPvFuture")
            << int(Spec::Rfc1630) << QByteArray("http://[v7.a:b]/") << 7;
        // ":" is reserved, in no xpalpha: a URN's path stops at its second
        QTest::newRow("rfc1630 urn")
            << int(Spec::Rfc1630) << QByteArray("urn:example:animal:ferret:nose") << 11;
        // RFC 3986 §3's example: "=" is in no search
        QTest::newRow("rfc1630 section 3 example")
            << int(Spec::Rfc1630)
            << QByteArray("foo://example.com:8042/over/there?name=ferret#nose") << 38;
        // scheme = ialpha = alpha [ xalphas ]
        QTest::newRow("rfc1630 scheme") << int(Spec::Rfc1630) << QByteArray("1a:b") << 0;
        // "~" is national: "do not appear in any productions"
        QTest::newRow("rfc1630 national ~")
            << int(Spec::Rfc1630) << QByteArray("http://a/~user") << 9;
        QTest::newRow("rfc1630 fragment #") << int(Spec::Rfc1630) << QByteArray("a#b#c") << 3;
        QTest::newRow("rfc1630 escape") << int(Spec::Rfc1630) << QByteArray("a%zz") << 2;
    }
    void olderRejected()
    {
        QFETCH(int, spec);
        QFETCH(QByteArray, input);
        QFETCH(int, stop);
        const std::string_view bytes(input.constData(), std::size_t(input.size()));
        const ParseResult parsed = parse(bytes, Spec(spec));
        const Derivation d = derive(parsed);
        QVERIFY(!d.accepted);
        QVERIFY(!parsed.valid());
        QCOMPARE(d.stop, std::optional<std::size_t>(std::size_t(stop)));
        QCOMPARE(derivationDisagreement(parsed, d), std::string());
    }

    // RFC 3986 §3's example under each generation with a grammar: the
    // components are the same nodes' spans
    void section3ExampleUnderEachGeneration_data()
    {
        QTest::addColumn<int>("spec");
        QTest::addColumn<QString>("hostChain");
        QTest::newRow("rfc3986") << int(Spec::Rfc3986)
                                 << QStringLiteral("URI-reference URI hier-part authority host "
                                                   "reg-name unreserved ALPHA");
        QTest::newRow("rfc2396") << int(Spec::Rfc2396)
                                 << QStringLiteral("URI-reference absoluteURI hier_part net_path "
                                                   "authority server hostport host hostname "
                                                   "domainlabel alphanum alpha lowalpha");
        QTest::newRow("draft-01") << int(Spec::Draft01)
                                  << QStringLiteral("URL-reference absoluteURL generic-URL "
                                                    "relativeURL net_path server hostport host "
                                                    "hostname domainlabel alphanum alpha lowalpha");
        QTest::newRow("rfc1808") << int(Spec::Rfc1808)
                                 << QStringLiteral("URL absoluteURL generic-RL relativeURL "
                                                   "net_path net_loc pchar uchar unreserved alpha "
                                                   "lowalpha");
    }
    void section3ExampleUnderEachGeneration()
    {
        QFETCH(int, spec);
        QFETCH(QString, hostChain);
        const std::string_view input = "foo://example.com:8042/over/there?name=ferret#nose";
        const ParseResult parsed = parse(input, Spec(spec));
        const Derivation d = derive(parsed);
        QVERIFY(d.accepted);
        QCOMPARE(derivationDisagreement(parsed, d), std::string());
        QStringList names;
        for (const DerivationNode *node : derivationChain(d, 6))
            names << QString::fromUtf8(node->rule.data(), qsizetype(node->rule.size()));
        QCOMPARE(names.join(QLatin1Char(' ')), hostChain);
    }

    void rulesAsPrinted()
    {
        QCOMPARE(ruleDefinition(Spec::Rfc3986, "host"),
                 std::string_view("host          = IP-literal / IPv4address / reg-name"));
        QCOMPARE(
            ruleDefinition(Spec::Rfc3986, "segment-nz-nc"),
            std::string_view("segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / \"@\" )\n"
                             "              ; non-zero-length segment without any colon \":\""));
        QCOMPARE(ruleDefinition(Spec::Rfc3986, "no-such-rule"), std::string_view());
        QCOMPARE(ruleDefinition(Spec::Rfc2396, "authority"),
                 std::string_view("authority     = server | reg_name"));
        QCOMPARE(ruleCitation(Spec::Rfc2396, "reg_name"), std::string_view("RFC 2396 §3.2.1"));
        QCOMPARE(grammarSource(Spec::Rfc2396), std::string_view("RFC 2396 Appendix A"));
        QCOMPARE(ruleCitation(Spec::Rfc3986, "h16"), std::string_view("RFC 3986 §3.2.2"));
        QCOMPARE(ruleCitation(Spec::Rfc3986, "HEXDIG"), std::string_view("RFC 5234 Appendix B.1"));
        QCOMPARE(ruleCitation(Spec::Rfc3986, "URI-reference"), std::string_view("RFC 3986 §4.1"));
        // every rule of Appendix A says where the RFC defines it
        for (const char *rule :
             {"URI",          "hier-part",     "scheme",        "authority",     "userinfo",
              "host",         "port",          "IP-literal",    "IPvFuture",     "IPv6address",
              "ls32",         "IPv4address",   "dec-octet",     "reg-name",      "path",
              "path-abempty", "path-absolute", "path-noscheme", "path-rootless", "path-empty",
              "segment",      "segment-nz",    "segment-nz-nc", "pchar",         "query",
              "fragment",     "pct-encoded",   "unreserved",    "reserved",      "gen-delims",
              "sub-delims",   "relative-ref",  "relative-part", "absolute-URI",  "ALPHA",
              "DIGIT"})
            QVERIFY2(!ruleCitation(Spec::Rfc3986, rule).empty(), rule);
        // and every rule of RFC 2396's
        for (const char *rule :
             {"URI-reference", "absoluteURI", "relativeURI", "hier_part",     "opaque_part",
              "uric_no_slash", "net_path",    "abs_path",    "rel_path",      "rel_segment",
              "scheme",        "authority",   "reg_name",    "server",        "userinfo",
              "hostport",      "host",        "hostname",    "domainlabel",   "toplabel",
              "IPv4address",   "port",        "path",        "path_segments", "segment",
              "param",         "pchar",       "query",       "fragment",      "uric",
              "reserved",      "unreserved",  "mark",        "escaped",       "hex",
              "alphanum",      "alpha",       "lowalpha",    "upalpha",       "digit"})
            QVERIFY2(ruleCitation(Spec::Rfc2396, rule).starts_with("RFC 2396 §"), rule);
    }

    // RFC 1630's BNF, in its own notation: a rule's name, then its elements;
    // lines indented further continue it; "[" and "]" that bracket nothing,
    // ";" and "(" are characters
    void rfc1630AsPrinted()
    {
        QCOMPARE(grammarSource(Spec::Rfc1630),
                 std::string_view("RFC 1630, BNF of Generic URI Syntax"));
        QCOMPARE(grammarStartRule(Spec::Rfc1630), std::string_view("prose-reference"));
        QCOMPARE(ruleDefinition(Spec::Rfc1630, "national"),
                 std::string_view("national               { | } | vline | [ | ] | \\ | ^ | ~"));
        QCOMPARE(ruleDefinition(Spec::Rfc1630, "hex"),
                 std::string_view("hex                    digit | a | b | c | d | e | f | A | B | "
                                  "C |\n                       D | E | F"));
        QCOMPARE(ruleDefinition(Spec::Rfc1630, "void"), std::string_view("void"));
        // the URL BNF's xpalphas, where the generic one prints [ xpalpha ]
        QCOMPARE(ruleDefinition(Spec::Rfc1630, "xpalphas"),
                 std::string_view("xpalphas               xpalpha [ xpalphas ]"));
        QCOMPARE(ruleCitation(Spec::Rfc1630, "xpalphas"),
                 std::string_view("RFC 1630, BNF for specific URL schemes"));
        for (const char *rule : {"fragmentaddress", "uri",    "scheme",   "path",        "search",
                                 "fragmentid",      "xalpha", "xalphas",  "xpalpha",     "ialpha",
                                 "alpha",           "digit",  "safe",     "extra",       "reserved",
                                 "escape",          "hex",    "national", "punctuation", "void"})
            QCOMPARE(ruleCitation(Spec::Rfc1630, rule),
                     std::string_view("RFC 1630, BNF of Generic URI Syntax"));
        // xalphas = xalpha [ xalphas ] is one node of its xalphas, not a nest
        const Derivation d = derive("abcd:x", Spec::Rfc1630);
        QVERIFY(d.accepted);
        const std::vector<const DerivationNode *> chain = derivationChain(d, 3);
        QCOMPARE(chain.size(), std::size_t(8)); // fragmentaddress uri scheme ialpha xalphas ...
        QCOMPARE(chain[5]->rule, std::string_view("xalphas"));
        QCOMPARE(chain[5]->span, (Span{1, 3}));
        QCOMPARE(chain[5]->children.size(), std::size_t(3));
    }

    // RFC 1630's example base, "magic://a/b/c//d/e/f": its login, and a path
    // with "//" that its path rule has not (path = void | xpalphas [ / path ])
    void rfc1630PartialFormBase()
    {
        QCOMPARE(text("magic://a/b/c//d/e/f", Spec::Rfc1630), expected("rfc1630-magic.txt"));
    }

    void tooLong()
    {
        const std::string input = "http://a/" + std::string(kMaxDerivationBytes, 'a');
        const Derivation d = derive(input);
        QVERIFY(!d.refusal.empty());
        QVERIFY(d.root.rule.empty());
    }

    // A long input is derived without a deep stack: a path of 60,000
    // segments, and a query of 20,000 percent-encoded bytes
    void longInputs()
    {
        std::string input = "http://a";
        for (int i = 0; i < 30000; ++i)
            input += "/b";
        Derivation d = derive(input);
        QVERIFY(d.accepted);
        QCOMPARE(d.root.children[0].children[1].children[1].children.size(), std::size_t(30000));
        input = "http://a/?";
        for (int i = 0; i < 20000; ++i)
            input += "%41";
        d = derive(input);
        QVERIFY(d.accepted);
        QCOMPARE(d.root.children[0].children[2].children.size(), std::size_t(20000));
        // RFC 1630 repeats by recursion (xpalphas xpalpha [ xpalphas ]), and
        // the prose's path and search too
        input = "http://a";
        for (int i = 0; i < 30000; ++i)
            input += "/b";
        d = derive(input, Spec::Rfc1630);
        QVERIFY(d.accepted);
        std::multimap<std::string_view, const DerivationNode *> nodes;
        collect(d.root, nodes);
        QCOMPARE(nodes.count("prose-path"), std::size_t(1));
        QCOMPARE(nodes.find("prose-path")->second->children.size(), std::size_t(30000));
        input = "a?";
        for (int i = 0; i < 15000; ++i)
            input += "%41+";
        d = derive(input, Spec::Rfc1630);
        QVERIFY(d.accepted);
        nodes.clear();
        collect(d.root, nodes);
        QCOMPARE(nodes.count("prose-search"), std::size_t(1));
        QCOMPARE(nodes.count("escape"), std::size_t(15000));
        // a host of 30,000 labels: read as ialpha, once (resources/grammar/rfc1630.bnf)
        input = "http://a";
        for (int i = 0; i < 30000; ++i)
            input += ".a";
        d = derive(input, Spec::Rfc1630);
        QVERIFY(d.accepted);
        QCOMPARE(derivationChain(d, 7)[6]->rule, std::string_view("prose-host"));
    }

    void agreesWithTheParser_data()
    {
        QTest::addColumn<int>("spec");
        for (const Spec spec : kAllSpecs)
            if (deriveSupports(spec) && spec != Spec::Rfc3986NonStrict) // the same grammar
                QTest::newRow(specName(spec).data()) << int(spec);
    }
    void agreesWithTheParser()
    {
        QFETCH(int, spec);
        static const std::vector<Input> inputs = allInputs();
        QVERIFY(inputs.size() > 10000);
        int checked = 0, accepted = 0;
        QStringList failures;
        for (const Input &in : inputs) {
            const std::string_view bytes(in.bytes.constData(), std::size_t(in.bytes.size()));
            if (bytes.size() > kMaxDerivationBytes)
                continue;
            const ParseResult r = parse(bytes, Spec(spec));
            const Derivation d = derive(r);
            ++checked;
            accepted += d.accepted ? 1 : 0;
            if (const std::string why = derivationDisagreement(r, d); !why.empty())
                failures << QStringLiteral("%1 %2: %3")
                                .arg(in.source, shown(bytes), QString::fromStdString(why));
        }
        qInfo("%d inputs derived, %d accepted", checked, accepted);
        if (!failures.isEmpty())
            QFAIL(qPrintable(
                QStringLiteral("%1 disagreements, the first ones:\n").arg(failures.size())
                + failures.mid(0, 20).join(QLatin1Char('\n'))));
    }
};

QTEST_APPLESS_MAIN(TstGrammar)
#include "tst_grammar.moc"
