#include "window/examples.h"

#include <array>

namespace uri::ui {

namespace {

using G = Example::Group;

// Sources are ASCII only: controls, bidi and non-ASCII characters are escapes.
constexpr std::array kExamples{
    // RFC 3986 §1.1.2 Examples
    Example{G::Rfc3986, "ftp://ftp.is.co.za/rfc/rfc1808.txt",
            QT_TRANSLATE_NOOP("uri::ui::Examples", "RFC 3986 §1.1.2: a file on an FTP server.")},
    Example{G::Rfc3986, "http://www.ietf.org/rfc/rfc2396.txt",
            QT_TRANSLATE_NOOP("uri::ui::Examples", "RFC 3986 §1.1.2: a web page.")},
    Example{
        G::Rfc3986, "ldap://[2001:db8::7]/c=GB?objectClass?one",
        QT_TRANSLATE_NOOP("uri::ui::Examples",
                          "RFC 3986 §1.1.2: an IPv6 literal host and a query with \"?\" in it.")},
    Example{G::Rfc3986, "mailto:John.Doe@example.com",
            QT_TRANSLATE_NOOP("uri::ui::Examples",
                              "RFC 3986 §1.1.2: no authority; the \"@\" is in the path.")},
    Example{G::Rfc3986, "news:comp.infosystems.www.servers.unix",
            QT_TRANSLATE_NOOP("uri::ui::Examples", "RFC 3986 §1.1.2: a newsgroup, path only.")},
    Example{G::Rfc3986, "tel:+1-816-555-1212",
            QT_TRANSLATE_NOOP("uri::ui::Examples", "RFC 3986 §1.1.2: a telephone number.")},
    Example{G::Rfc3986, "telnet://192.0.2.16:80/",
            QT_TRANSLATE_NOOP("uri::ui::Examples", "RFC 3986 §1.1.2: an IPv4 host and a port.")},
    Example{G::Rfc3986, "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
            QT_TRANSLATE_NOOP("uri::ui::Examples",
                              "RFC 3986 §1.1.2: a URN; the colons are all in the path.")},
    // RFC 3986 §3 Syntax Components
    Example{
        G::Rfc3986, "foo://example.com:8042/over/there?name=ferret#nose",
        QT_TRANSLATE_NOOP("uri::ui::Examples", "RFC 3986 §3: the diagram of the five components.")},
    Example{G::Rfc3986, "urn:example:animal:ferret:nose",
            QT_TRANSLATE_NOOP("uri::ui::Examples", "RFC 3986 §3: the same diagram for a URN.")},
    // RFC 3986 §7.6 Semantic Attacks
    Example{G::Rfc3986, "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
            QT_TRANSLATE_NOOP("uri::ui::Examples",
                              "RFC 3986 §7.6: looks like cnn.example.com, but the host is "
                              "10.0.0.1.")},
    // RFC 1630
    Example{G::Rfc1630, "http://info.cern.ch/albert/bertram/marie-claude",
            QT_TRANSLATE_NOOP("uri::ui::Examples", "RFC 1630: a plain hierarchical URL.")},
    Example{G::Rfc1630, "http://info.cern.ch/albert/bertram/marie%2Dclaude",
            QT_TRANSLATE_NOOP("uri::ui::Examples",
                              "RFC 1630: the same, with \"-\" percent-encoded (equivalent).")},
    Example{G::Rfc1630, "http://info.cern.ch/albert/bertram%2Fmarie-claude",
            QT_TRANSLATE_NOOP("uri::ui::Examples",
                              "RFC 1630: an encoded \"/\" is data, not a separator (not "
                              "equivalent).")},
    Example{G::Rfc1630, "news:12345667123%asdghfh@info.cern.ch",
            QT_TRANSLATE_NOOP("uri::ui::Examples",
                              "RFC 1630: a news message id; its \"%\" is not an escape.")},
    Example{G::Rfc1630, "magic://a/b/c//d/e/f",
            QT_TRANSLATE_NOOP("uri::ui::Examples",
                              "RFC 1630: the base of its partial-form examples (note \"//\").")},
    Example{G::Rfc1630, "http://info.cern.ch:8000/imaginary/test",
            QT_TRANSLATE_NOOP("uri::ui::Examples", "RFC 1630: a port number.")},
    Example{G::Rfc1630, "http://www.myu.edu/org/admin/people#andy",
            QT_TRANSLATE_NOOP("uri::ui::Examples", "RFC 1630: a fragment identifier.")},
    Example{G::Rfc1630, "http://info.cern.ch/RDB/EMP?*%20where%20name%%3Ddobbins",
            QT_TRANSLATE_NOOP("uri::ui::Examples",
                              "RFC 1630: a search; \"%%\" is no valid escape in RFC 3986.")},
    // Hostile inputs
    Example{G::Hostile, "https://accounts.example.com@attacker.example/login",
            QT_TRANSLATE_NOOP("uri::ui::Examples",
                              "Deceptive userinfo: the host is attacker.example.")},
    Example{G::Hostile, "http://bank.example:secure@192.0.2.7/",
            QT_TRANSLATE_NOOP("uri::ui::Examples",
                              "Userinfo that looks like host and port; the host is 192.0.2.7.")},
    Example{
        G::Hostile, "http://[::ffff:192.0.2.1]:8080/",
        QT_TRANSLATE_NOOP("uri::ui::Examples", "IPv6: an IPv4-mapped address in an IP literal.")},
    Example{G::Hostile, "http://[fe80::1%25eth0]/",
            QT_TRANSLATE_NOOP("uri::ui::Examples",
                              "IPv6 zone id (RFC 6874): not allowed by RFC 3986.")},
    Example{G::Hostile, "http://[fe80::1%eth0]/",
            QT_TRANSLATE_NOOP("uri::ui::Examples",
                              "IPv6 zone id with a bare \"%\": allowed by no URI specification.")},
    Example{
        G::Hostile, "http://0x7f.1/",
        QT_TRANSLATE_NOOP("uri::ui::Examples", "A numeric host that browsers read as 127.0.0.1.")},
    Example{G::Hostile, "https://example.com/invoice\u202Efdp.exe",
            QT_TRANSLATE_NOOP("uri::ui::Examples",
                              "A right-to-left override: \"exe.pdf\" on screen, .exe in fact.")},
    Example{G::Hostile, "http://exa\u200Bmple.com/",
            QT_TRANSLATE_NOOP("uri::ui::Examples", "A zero-width space hidden in the host.")},
    Example{
        G::Hostile, "http://\xD0\xB0pple.example/",
        QT_TRANSLATE_NOOP("uri::ui::Examples", "A Cyrillic \"a\" that looks like the Latin one.")},
    Example{G::Hostile, "http://example.com/a\x07\x1b[31mred\ttab",
            QT_TRANSLATE_NOOP("uri::ui::Examples",
                              "Control characters: a bell, a terminal escape and a tab.")},
    Example{G::Hostile, "http://example.com/?#",
            QT_TRANSLATE_NOOP("uri::ui::Examples",
                              "An empty query and an empty fragment: defined, not undefined.")},
};

} // namespace

std::span<const Example> Examples::all()
{
    return kExamples;
}

QString Examples::groupName(Example::Group group)
{
    switch (group) {
    case Example::Group::Rfc3986:
        return tr("RFC &3986");
    case Example::Group::Rfc1630:
        return tr("RFC &1630");
    case Example::Group::Hostile:
        return tr("&Hostile");
    }
    return {};
}

QString Examples::explanation(const Example &example)
{
    return QCoreApplication::translate("uri::ui::Examples", example.explanation);
}

} // namespace uri::ui
