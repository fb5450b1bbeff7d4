// The character sets of each spec generation (encode_sets.h), checked over
// all 256 byte values against sets typed here from each specification's own
// rules (after Boost.URL's test_char_set), and RFC 3986's against the
// parser's tables (charset.h).
#include "uriinspector/encode_sets.h"

#include "uriinspector/charset.h"
#include "whatwg/detail/whatwg_internal.h"

#include <QtTest>

using namespace uri;

namespace {

const QByteArray kAlnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

} // namespace

class TstEncodeSets : public QObject
{
    Q_OBJECT

private slots:
    void sets_data();
    void sets();
    void rfc3986MatchesParser_data();
    void rfc3986MatchesParser();
    void neverUnencoded_data();
    void neverUnencoded();
    void generationDifferences();
    void names();
    void whatwgMatchesParser();
};

void TstEncodeSets::sets_data()
{
    QTest::addColumn<int>("spec");
    QTest::addColumn<int>("component");
    QTest::addColumn<QByteArray>("members");

    const auto row = [](const char *name, Spec spec, Component c, const QByteArray &members) {
        QTest::newRow(name) << int(spec) << int(c) << kAlnum + members;
    };

    // RFC 2396 §2.3 unreserved = alphanum | mark; §2.2 reserved
    const QByteArray mark2396 = "-_.!~*'()";
    const QByteArray reserved2396 = ";/?:@&=+$,";
    row("rfc2396 userinfo (3.2.2)", Spec::Rfc2396, Component::Userinfo, mark2396 + ";:&=+$,");
    row("rfc2396 hostname (3.2.2)", Spec::Rfc2396, Component::RegName, "-.");
    row("rfc2396 path (3.3)", Spec::Rfc2396, Component::Path, mark2396 + ":@&=+$," + ";/");
    row("rfc2396 segment (3.3, / ; = ? reserved)", Spec::Rfc2396, Component::PathSegment,
        mark2396 + ":@&+$,");
    row("rfc2396 query (3.4, all reserved)", Spec::Rfc2396, Component::Query, mark2396);
    row("rfc2396 fragment (4.1, uric)", Spec::Rfc2396, Component::Fragment,
        mark2396 + reserved2396);

    // draft-fielding-url-syntax-01 §2.1, §2.2, §4.3
    const QByteArray markDraft = "$-_.!~*'(),";
    const QByteArray reservedDraft = ";/?:@&=+";
    row("draft-01 user:password (4.3.1)", Spec::Draft01, Component::Userinfo,
        markDraft + ";?&=+" + ":");
    row("draft-01 hostname (4.3.1)", Spec::Draft01, Component::RegName, "-.");
    row("draft-01 path (4.3.2)", Spec::Draft01, Component::Path, markDraft + ":@&=+" + ";/");
    row("draft-01 segment (4.3.2)", Spec::Draft01, Component::PathSegment, markDraft + ":@&=+");
    row("draft-01 query (4.3.3, / & = + reserved)", Spec::Draft01, Component::Query,
        markDraft + ";?:@");
    row("draft-01 fragment (urlchar)", Spec::Draft01, Component::Fragment,
        markDraft + reservedDraft);

    // RFC 1808 §2.2 with the sets of RFC 1738
    const QByteArray safeExtra = "$-_.+!*'(),";
    row("rfc1808 user:password (1738 3.1)", Spec::Rfc1808, Component::Userinfo,
        safeExtra + ";?&=" + ":");
    row("rfc1808 hostname (1738 3.1)", Spec::Rfc1808, Component::RegName, "-.");
    row("rfc1808 path", Spec::Rfc1808, Component::Path, safeExtra + ":@&=" + ";/");
    row("rfc1808 segment (pchar)", Spec::Rfc1808, Component::PathSegment, safeExtra + ":@&=");
    row("rfc1808 query", Spec::Rfc1808, Component::Query, safeExtra + ";/?:@&=");
    row("rfc1808 fragment", Spec::Rfc1808, Component::Fragment, safeExtra + ";/?:@&=");

    // RFC 1630 BNF: xalpha = alpha | digit | safe | extra | escape, without
    // "*" and "!" (reserved for schemes); login = alphanum2 ":" alphanum2
    const QByteArray xalpha = QByteArray("$-_@.&") + "\"'(),";
    row("rfc1630 login", Spec::Rfc1630, Component::Userinfo, "-_.+:");
    row("rfc1630 hostname (no @)", Spec::Rfc1630, Component::RegName, "$-_.&+\"'(),");
    row("rfc1630 path (xpalpha)", Spec::Rfc1630, Component::Path, xalpha + "+/");
    row("rfc1630 segment (xpalpha)", Spec::Rfc1630, Component::PathSegment, xalpha + "+");
    row("rfc1630 search (+ is a space)", Spec::Rfc1630, Component::Query, xalpha);
    row("rfc1630 fragmentid", Spec::Rfc1630, Component::Fragment, xalpha);
}

void TstEncodeSets::sets()
{
    QFETCH(int, spec);
    QFETCH(int, component);
    QFETCH(QByteArray, members);
    for (int b = 0; b < 256; ++b) {
        const bool expected = b < 128 && members.contains(char(b));
        if (mayStandUnencoded(static_cast<unsigned char>(b), Component(component), Spec(spec))
            != expected)
            QFAIL(qPrintable(QStringLiteral("byte 0x%1").arg(b, 2, 16, QLatin1Char('0'))));
    }
}

void TstEncodeSets::rfc3986MatchesParser_data()
{
    QTest::addColumn<int>("component");
    QTest::addColumn<int>("mask");
    using namespace charset;
    // RFC 3986 §3.2.1, §3.2.2, §3.3, §3.4, §3.5
    QTest::newRow("userinfo") << int(Component::Userinfo) << int(kUserinfo);
    QTest::newRow("reg-name") << int(Component::RegName) << int(kRegName);
    QTest::newRow("path") << int(Component::Path) << int(kPath);
    QTest::newRow("segment") << int(Component::PathSegment) << int(kPchar);
    QTest::newRow("query") << int(Component::Query) << int(kQuery);
    QTest::newRow("fragment") << int(Component::Fragment) << int(kQuery);
}

void TstEncodeSets::rfc3986MatchesParser()
{
    QFETCH(int, component);
    QFETCH(int, mask);
    for (Spec spec : {Spec::Rfc3986, Spec::Rfc3986NonStrict}) {
        for (int b = 0; b < 256; ++b) {
            const auto byte = static_cast<unsigned char>(b);
            QCOMPARE(mayStandUnencoded(byte, Component(component), spec),
                     charset::is(byte, charset::Mask(mask)));
        }
    }
}

void TstEncodeSets::neverUnencoded_data()
{
    QTest::addColumn<int>("spec");
    for (Spec spec : kAllSpecs)
        QTest::newRow(specName(spec).data()) << int(spec);
}

// "%" always introduces an encoding; controls, space, the delimiters around
// URIs (< > ") , "#" and bytes above 0x7F never stand unencoded, and neither
// do RFC 2396's "unwise" characters, in any generation of the RFCs. The URL
// Standard's sets (§1.3) let "#" stand in a fragment and the "unwise" ones
// in some components; controls, space, "<", ">", '"' and "%" never.
void TstEncodeSets::neverUnencoded()
{
    QFETCH(int, spec);
    const QByteArray never
        = Spec(spec) == Spec::Whatwg ? QByteArray("%<> \"") : QByteArray("%<># {}|\\^[]`", 13);
    for (Component c : kAllComponents) {
        for (int b = 0; b < 256; ++b) {
            const bool forbidden = b < 0x21 || b >= 0x7F || never.contains(char(b));
            if (forbidden)
                QVERIFY(!mayStandUnencoded(static_cast<unsigned char>(b), c, Spec(spec)));
        }
    }
}

// The changes that draft-fielding-url-syntax-01 §E.2 names, and RFC 1630's
// "+" for a space.
void TstEncodeSets::generationDifferences()
{
    const auto may = [](char c, Component comp, Spec spec) {
        return mayStandUnencoded(static_cast<unsigned char>(c), comp, spec);
    };
    // "The tilde "~" character was added to those in the "unreserved" set"
    QVERIFY(!may('~', Component::PathSegment, Spec::Rfc1630)); // "national"
    QVERIFY(!may('~', Component::PathSegment, Spec::Rfc1808));
    QVERIFY(may('~', Component::PathSegment, Spec::Draft01));
    QVERIFY(may('~', Component::PathSegment, Spec::Rfc2396));
    QVERIFY(may('~', Component::PathSegment, Spec::Rfc3986));
    // "The plus "+" character was added to those in the "reserved" set"
    QVERIFY(may('+', Component::Query, Spec::Rfc1808));
    QVERIFY(!may('+', Component::Query, Spec::Draft01));
    QVERIFY(!may('+', Component::Query, Spec::Rfc1630));
    // RFC 3986 §2.2 moved "$" "," "!" "*" "'" "(" ")" between sets; all stand in a segment
    for (char c : std::string_view("!$&'()*+,;=:@"))
        QVERIFY(may(c, Component::PathSegment, Spec::Rfc3986));
    QVERIFY(!hasPercentEncoding(Component::RegName, Spec::Rfc2396));
    QVERIFY(!hasPercentEncoding(Component::Userinfo, Spec::Rfc1630));
    QVERIFY(hasPercentEncoding(Component::RegName, Spec::Rfc3986));
    // URL Standard §1.3: the path set keeps "[" "]" "|"; the fragment set
    // encodes "`" but not "#"; the query set encodes "#" and "'" stands
    QVERIFY(encodeSupports(Spec::Whatwg));
    QVERIFY(may('[', Component::Path, Spec::Whatwg));
    QVERIFY(may('|', Component::Path, Spec::Whatwg));
    QVERIFY(!may('^', Component::Path, Spec::Whatwg));
    QVERIFY(may('^', Component::Query, Spec::Whatwg));
    QVERIFY(!may('`', Component::Fragment, Spec::Whatwg));
    QVERIFY(may('#', Component::Fragment, Spec::Whatwg));
    QVERIFY(!may('#', Component::Query, Spec::Whatwg));
    QVERIFY(may('\'', Component::Query, Spec::Whatwg));
    QVERIFY(!may(' ', Component::Query, Spec::Whatwg));
    QVERIFY(!may('@', Component::Userinfo, Spec::Whatwg));
    QVERIFY(!may('/', Component::PathSegment, Spec::Whatwg));
    QVERIFY(!may('$', Component::RegName, Spec::Whatwg));
}

void TstEncodeSets::names()
{
    for (Component c : kAllComponents)
        QCOMPARE(componentFromName(componentName(c)), std::optional<Component>(c));
    QCOMPARE(componentFromName("host"), std::optional<Component>(Component::RegName));
    QCOMPARE(componentFromName("segment"), std::optional<Component>(Component::PathSegment));
    QCOMPARE(componentFromName("scheme"), std::nullopt);
    QCOMPARE(componentName(Component::PathSegment), "path-segment");
}

// The URL Standard's table (encode_sets.h) says what the parser's own sets
// (whatwg/detail: URL Standard §1.3) say, byte for byte: what stands is
// what is in no set, but "%" and the additions noted there.
void TstEncodeSets::whatwgMatchesParser()
{
    using uri::whatwg::detail::EncodeSet;
    using uri::whatwg::detail::inEncodeSet;
    const auto standsIn = [](EncodeSet set, char32_t c) { return !inEncodeSet(c, set); };
    for (char32_t c = 0x21; c < 0x7F; ++c) {
        if (c == '%')
            continue;
        const auto b = static_cast<unsigned char>(c);
        QCOMPARE(mayStandUnencoded(b, Component::Userinfo, Spec::Whatwg),
                 standsIn(EncodeSet::Userinfo, c));
        QCOMPARE(mayStandUnencoded(b, Component::Path, Spec::Whatwg), standsIn(EncodeSet::Path, c));
        QCOMPARE(mayStandUnencoded(b, Component::PathSegment, Spec::Whatwg),
                 standsIn(EncodeSet::Path, c) && c != '/' && c != '\\');
        QCOMPARE(mayStandUnencoded(b, Component::Query, Spec::Whatwg),
                 standsIn(EncodeSet::Query, c));
        QCOMPARE(mayStandUnencoded(b, Component::Fragment, Spec::Whatwg),
                 standsIn(EncodeSet::Fragment, c));
        // the component set: the userinfo set and $ % & + ,
        QCOMPARE(mayStandUnencoded(b, Component::RegName, Spec::Whatwg),
                 standsIn(EncodeSet::Userinfo, c)
                     && std::string_view("$&+,").find(static_cast<char>(c))
                            == std::string_view::npos);
    }
    for (Component component : kAllComponents) {
        QVERIFY(!mayStandUnencoded(' ', component, Spec::Whatwg));
        QVERIFY(!mayStandUnencoded('%', component, Spec::Whatwg));
    }
}

QTEST_APPLESS_MAIN(TstEncodeSets)
#include "tst_encode_sets.moc"
