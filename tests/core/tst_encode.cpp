// Encoding text for one component with the character sets of each spec
// generation (RFC 3986 §2.1, §2.4, §2.5; RFC 2396 §2; draft-fielding-url-
// syntax-01 §2; RFC 1808 §2.2; RFC 1630 "Conventional URI encoding scheme").
#include "uriinspector/encode.h"

#include "encoding_test_support.h"
#include "uriinspector/parse.h"
#include "uriinspector/percent.h"

#include <QtTest>

using namespace uri;
using namespace uri::test;

class TstEncode : public QObject
{
    Q_OBJECT

private slots:
    void encode_data();
    void encode();
    void pieces();
    void roundTrip_data();
    void roundTrip();
    void validInItsComponent_data();
    void validInItsComponent();
    void message();
};

void TstEncode::encode_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("component");
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("encoded");
    QTest::addColumn<QStringList>("diagnostics");

    const auto row = [](const char *name, const QByteArray &text, const char *component,
                        const char *spec, const char *encoded, const QStringList &diags = {}) {
        QTest::newRow(name) << text << QString(component) << QString(spec) << QString(encoded)
                            << diags;
    };

    // RFC 3986 §2.1 ("%20" is a space), §2.4 ("%" as data is "%25"), §2.5 (UTF-8)
    row("3986 space", "a b", "path-segment", "rfc3986", "a%20b");
    row("3986 segment /", "a/b", "path-segment", "rfc3986", "a%2Fb");
    row("3986 path keeps /", "a/b c", "path", "rfc3986", "a/b%20c");
    row("3986 segment pchar", "!$&'()*+,;=:@-._~", "path-segment", "rfc3986", "!$&'()*+,;=:@-._~");
    row("3986 query", "a b&c=d/e?f#g", "query", "rfc3986", "a%20b&c=d/e?f%23g");
    row("3986 fragment #", "a#b", "fragment", "rfc3986", "a%23b");
    row("3986 userinfo @", "user:pw@x", "userinfo", "rfc3986", "user:pw%40x");
    row("3986 reg-name :", "h:80", "reg-name", "rfc3986", "h%3A80");
    row("3986 percent", "100%", "query", "rfc3986", "100%25");
    row("3986 already encoded is data", "%41", "query", "rfc3986", "%2541");
    row("3986 unwise", "{}|\\^[]`\"<>", "fragment", "rfc3986", "%7B%7D%7C%5C%5E%5B%5D%60%22%3C%3E");
    row("3986 e-acute", "caf\xC3\xA9", "path-segment", "rfc3986", "caf%C3%A9");
    row("3986 nihon", "\xE6\x97\xA5\xE6\x9C\xAC", "reg-name", "rfc3986", "%E6%97%A5%E6%9C%AC");
    row("3986 controls", QByteArray("\x00\t\x7F", 3), "query", "rfc3986", "%00%09%7F");
    row("3986 invalid UTF-8", "a\xFF", "query", "rfc3986", "a%FF",
        {"invalid-utf8[1,1] RFC 3629 §4"});
    row("3986 nonstrict is 3986", "a b~", "query", "rfc3986-nonstrict", "a%20b~");

    // RFC 2396 §2.3 mark, §2.4.3 unwise, §3.3, §3.4
    row("2396 tilde", "~a", "path-segment", "rfc2396", "~a");
    row("2396 unwise", "{a}", "path-segment", "rfc2396", "%7Ba%7D");
    row("2396 segment = ; reserved", "a=b;c", "path-segment", "rfc2396", "a%3Db%3Bc");
    row("2396 query reserved", "a=b&c+d", "query", "rfc2396", "a%3Db%26c%2Bd");
    row("2396 fragment uric", "a=b&c+d/?", "fragment", "rfc2396", "a=b&c+d/?");
    row("2396 hostname has no escaped", "ex_ample", "reg-name", "rfc2396", "ex%5Fample",
        {"encode-unrepresentable[2,1] RFC 2396 §3.2.2"});

    // draft-fielding-url-syntax-01 §2.2 (tilde), §4.3.3 (/ & = + reserved in a query)
    row("draft-01 tilde", "~a", "path-segment", "draft-01", "~a");
    row("draft-01 query +", "a+b&c", "query", "draft-01", "a%2Bb%26c");
    row("draft-01 query ? :", "a?b:c", "query", "draft-01", "a?b:c");
    row("draft-01 segment ;", "a;b", "path-segment", "draft-01", "a%3Bb");

    // RFC 1808 (RFC 1738 sets): "~" is national, "+" is safe
    row("1808 tilde", "~a", "path-segment", "rfc1808", "%7Ea");
    row("1808 query +", "a+b=c", "query", "rfc1808", "a+b=c");

    // RFC 1630: "+" is a space in a query, "~" national, "*" "!" reserved,
    // non-ASCII by its ISO Latin-1 code
    row("1630 search space", "a b+c", "query", "rfc1630", "a+b%2Bc");
    row("1630 path +", "a+b", "path-segment", "rfc1630", "a+b");
    row("1630 tilde", "~a", "path-segment", "rfc1630", "%7Ea");
    row("1630 star bang", "*!", "path-segment", "rfc1630", "%2A%21");
    row("1630 latin-1", "caf\xC3\xA9", "path-segment", "rfc1630", "caf%E9");
    row("1630 beyond latin-1", "\xE6\x97\xA5", "path-segment", "rfc1630", "%E6%97%A5",
        {"encode-unrepresentable[0,3] RFC 1630 Conventional URI encoding scheme"});
    row("1630 login has no escape", "a b", "userinfo", "rfc1630", "a%20b",
        {"encode-unrepresentable[1,1] RFC 1630 BNF for specific URL schemes"});
}

void TstEncode::encode()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, component);
    QFETCH(QString, spec);
    QFETCH(QString, encoded);
    QFETCH(QStringList, diagnostics);
    const EncodeResult r = uri::encode(str(text), *componentFromName(component.toStdString()),
                                       *specFromName(spec.toStdString()));
    QCOMPARE(qs(r.encoded), encoded);
    QCOMPARE(diagnosticsOf(r.diagnostics), diagnostics);
}

// Every changed character, with its span in the text and the reason.
void TstEncode::pieces()
{
    const EncodeResult r = uri::encode("a b\xC3\xA9%\xFF", Component::Path);
    QStringList got;
    for (const EncodedPiece &p : r.pieces)
        got << spanText(p.span) + qs(p.output) + QLatin1Char(' ') + qs(encodeReasonName(p.reason));
    QCOMPARE(got, (QStringList{"[1,1]%20 not-allowed", "[3,2]%C3%A9 non-ascii", "[5,1]%25 percent",
                               "[6,1]%FF invalid-utf8"}));
    const EncodeResult s = uri::encode("a b\xC3\xA9", Component::Query, Spec::Rfc1630);
    got.clear();
    for (const EncodedPiece &p : s.pieces)
        got << spanText(p.span) + qs(p.output) + QLatin1Char(' ') + qs(encodeReasonName(p.reason));
    QCOMPARE(got, (QStringList{"[1,1]+ space-as-plus", "[3,2]%E9 latin1"}));
}

void TstEncode::roundTrip_data()
{
    QTest::addColumn<int>("spec");
    for (Spec spec : {Spec::Rfc3986, Spec::Rfc2396, Spec::Draft01, Spec::Rfc1808})
        QTest::newRow(specName(spec).data()) << int(spec);
}

// Property: decoding the encoded text once gives the text back (RFC 3986
// §2.4), for every byte value and for every component; nothing is left
// unencoded that the spec does not allow.
void TstEncode::roundTrip()
{
    QFETCH(int, spec);
    std::string all;
    for (int b = 0; b < 256; ++b)
        all += char(b);
    const std::vector<std::string> texts{all, "%2F%25", "a\xC3\xA9\xE6\x97\xA5\xF0\x9F\x98\x80",
                                         "",  "%",      "%%41"};
    for (Component c : kAllComponents) {
        for (const std::string &text : texts) {
            const EncodeResult r = uri::encode(text, c, Spec(spec));
            QCOMPARE(qb(percentDecode(r.encoded)), qb(text));
            for (std::size_t i = 0; i < r.encoded.size(); ++i) {
                const auto b = static_cast<unsigned char>(r.encoded[i]);
                QVERIFY(b == '%' || mayStandUnencoded(b, c, Spec(spec)));
            }
        }
    }
}

void TstEncode::validInItsComponent_data()
{
    QTest::addColumn<QString>("component");
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<QString>("parsed"); // which component must hold exactly the encoded text
    QTest::newRow("userinfo") << "userinfo"
                              << "s://"
                              << "@h/"
                              << "userinfo";
    QTest::newRow("reg-name") << "reg-name"
                              << "s://"
                              << "/"
                              << "host";
    QTest::newRow("path-segment") << "path-segment"
                                  << "s://h/"
                                  << "/x"
                                  << "segment";
    QTest::newRow("query") << "query"
                           << "s://h/?"
                           << "#f"
                           << "query";
    QTest::newRow("fragment") << "fragment"
                              << "s://h/#"
                              << ""
                              << "fragment";
}

// Property: under RFC 3986 the encoded text, put in its place, is valid and
// stays exactly that component.
void TstEncode::validInItsComponent()
{
    QFETCH(QString, component);
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(QString, parsed);
    std::string all;
    for (int b = 0; b < 256; ++b)
        all += char(b);
    for (const std::string &text : {all, std::string("a:b@c/d?e#f[g]"), std::string("%25")}) {
        const EncodeResult r
            = uri::encode(text, *componentFromName(component.toStdString()), Spec::Rfc3986);
        const std::string uri = before.toStdString() + r.encoded + after.toStdString();
        const ParseResult p = parse(uri);
        QVERIFY2(p.valid(), uri.c_str());
        OptSpan span;
        if (parsed == "userinfo")
            span = p.userinfo;
        else if (parsed == "host")
            span = p.host;
        else if (parsed == "segment")
            span = pathSegments(p).front();
        else if (parsed == "query")
            span = p.query;
        else
            span = p.fragment;
        QVERIFY(span.has_value());
        QCOMPARE(qb(p.text(*span)), qb(r.encoded));
    }
}

void TstEncode::message()
{
    const EncodeResult r = uri::encode("a_b", Component::RegName, Spec::Rfc2396);
    QCOMPARE(qs(r.diagnostics.at(0).message),
             "\"_\" cannot be written in this component under the chosen spec; it was "
             "percent-encoded anyway.");
}

QTEST_APPLESS_MAIN(TstEncode)
#include "tst_encode.moc"
