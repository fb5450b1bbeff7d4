// The URL Standard's host parser against real oracles: the reference
// implementation (npm whatwg-url, the Standard's own) and Node.js's built-in
// URL, through tests/oracles/hosts.js. Every generated host, and the real
// ones of tests/data/realworld, is parsed as
// `new URL("https://" + host + "/")`; a hostname that differs from
// whatwg-url's fails the test unless tests/data/oracle_expectations.tsv lists
// it with its reason. The differences with Node are reported (qInfo) only.
// Skipped when node or whatwg-url is not installed (.ci/setup installs both).
#include "uriinspector/whatwg.h"

#include "uriinspector/utf8.h"

#include "idna_test_support.h"

#include <nlohmann/json.hpp>

#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace {

using nlohmann::json;

// ---------------------------------------------------------------------------
// The hosts

struct Host
{
    std::string text;
    std::string kind; ///< which family of the generator it comes from
};

class HostList
{
public:
    void add(const std::string &text, const std::string &kind)
    {
        // one per line on the script's standard input
        if (text.find('\n') != std::string::npos || !m_seen.insert(text).second)
            return;
        m_hosts.push_back({text, kind});
    }
    [[nodiscard]] const std::vector<Host> &hosts() const { return m_hosts; }

private:
    std::vector<Host> m_hosts;
    std::set<std::string> m_seen;
};

// UTF-8 of code points (the sources are ASCII: non-ASCII text is written as
// code points).
std::string u8(std::initializer_list<char32_t> codePoints)
{
    std::string out;
    for (const char32_t c : codePoints)
        uri::appendUtf8(out, c);
    return out;
}

// Names of letters, digits, hyphens and every other ASCII character.
void addAsciiNames(HostList &list)
{
    const std::string label63(63, 'a');
    const std::string label50(50, 'b');
    for (const std::string &name : std::vector<std::string>{
             "example.com",
             "EXAMPLE.COM",
             "Example.Org.",
             "localhost",
             "a",
             "a.b.c.d.e.f",
             "www.example.co.uk",
             "a-b.example",
             "-ab.example",
             "ab-.example",
             "ab--cd.example",
             "a_b.example",
             "_dmarc.example",
             "a..b",
             ".example",
             "example..",
             "..",
             ".",
             "a.",
             label63 + ".example",
             label63 + "a.example",
             label50 + "." + label50 + "." + label50 + "." + label50 + "." + label50 + ".com",
             "xn--nxasmq6b.example",
             "XN--NXASMQ6B.EXAMPLE",
             "xn--bcher-kva.example",
             "xn--ls8h.la",
             "a.xn--p1ai",
             "xn--9ca",
             "Xn--9Ca.COM"})
        list.add(name, "ascii");
    for (int c = 0x01; c <= 0x7F; ++c) {
        const std::string one(1, static_cast<char>(c));
        list.add("a" + one + "b.example", "ascii");
        list.add(one + "b.example", "ascii");
        list.add("example." + one, "ascii");
    }
}

// Words of several scripts, compatibility forms, ignorables and joiners.
std::vector<std::string> idnWords()
{
    return {
        u8({'c', 'a', 'f', 0xE9}),                                     // cafe
        u8({'c', 'a', 'f', 'e', 0x301}),                               // cafe, NFD
        u8({'b', 0xFC, 'c', 'h', 'e', 'r'}),                           // buecher
        u8({'B', 0xDC, 'C', 'H', 'E', 'R'}),                           // upper case
        u8({'f', 'a', 0xDF}),                                          // sharp s (deviation)
        u8({'F', 'A', 0x1E9E}),                                        // capital sharp s
        u8({0x3BF, 0x3C5, 0x3C4, 0x3BF, 0x3C0, 0x3AF, 0x3B1}),         // Greek
        u8({0x3A3, 0x3C3, 0x3C2}),                                     // sigmas (deviation)
        u8({0x43F, 0x440, 0x438, 0x43C, 0x435, 0x440}),                // Cyrillic
        u8({0x41F, 0x420, 0x418, 0x41C, 0x415, 0x420}),                // Cyrillic capitals
        u8({0x5D3, 0x5D5, 0x5D2, 0x5DE, 0x5D4}),                       // Hebrew
        u8({0x645, 0x62B, 0x627, 0x644}),                              // Arabic
        u8({0x645, 0x6CC, 0x200C, 0x62E, 0x648, 0x627, 0x647, 0x645}), // Persian, ZWNJ
        u8({0x909, 0x926, 0x93E, 0x939, 0x930, 0x923}),                // Devanagari
        u8({0x915, 0x94D, 0x200D, 0x937}),                             // ZWJ after virama
        u8({0xE15, 0xE31, 0xE27, 0xE2D, 0xE22, 0xE48, 0xE32, 0xE07}),  // Thai
        u8({0x4F8B, 0x5B50}),                                          // Han
        u8({0x5317, 0x4EAC, 0x5927, 0x5B78}),                          // Han
        u8({0x30B3, 0x30DE, 0x30FC, 0x30B9}),                          // Katakana
        u8({0xFF7A, 0xFF8F, 0xFF70, 0xFF7D}),                          // halfwidth Katakana
        u8({0xC804, 0xC790, 0xC815, 0xBD80}),                          // Hangul
        u8({0x1100, 0x1161, 0x11A8}),                                  // Hangul jamo
        u8({0xB89, 0xBA4, 0xBBE, 0xBB0, 0xBA3, 0xBAE, 0xBCD}),         // Tamil
        u8({0x10DB, 0x10D0, 0x10D2, 0x10D0, 0x10DA, 0x10D8}),          // Georgian
        u8({0x10A0, 0x10A1}),                                          // Georgian capitals
        u8({0x1C90, 0x1C91}),                                          // Georgian Mtavruli
        u8({0x585, 0x580, 0x56B, 0x576, 0x561, 0x56F}),                // Armenian
        u8({0x121D, 0x1233, 0x120C}),                                  // Ethiopic
        u8({0xD8B, 0xDAF, 0xDCF, 0xDC4, 0xDBB, 0xDAB, 0xDBA}),         // Sinhala
        u8({0xF56, 0xF7C, 0xF51}),                                     // Tibetan
        u8({0x2603}),                                                  // snowman
        u8({0x1F600}),                                                 // emoji
        u8({0x2764, 0xFE0F}),                                          // variation selector
        u8({0x1F468, 0x200D, 0x1F469}),                                // emoji ZWJ sequence
        u8({0xFF25, 0xFF38, 0xFF21, 0xFF2D, 0xFF30, 0xFF2C, 0xFF25}),  // fullwidth
        u8({0x2260}),                                                  // not equal
        u8({0x3D, 0x338}),                                             // its decomposition
        u8({0x2474}),                                                  // (1)
        u8({0x2488}),                                                  // 1.
        u8({0x2100}),                                                  // a/c
        u8({0xBD}),                                                    // one half
        u8({0xFB01, 'x'}),                                             // fi ligature
        u8({0x2126, 0x212A}),                                          // Ohm, Kelvin
        u8({0x130}),                                                   // I with dot
        u8({'a', 0xAD, 'b'}),                                          // soft hyphen
        u8({'a', 0x200B, 'b'}),                                        // zero width space
        u8({'a', 0x2060, 'b'}),                                        // word joiner
        u8({'a', 0x3164, 'b'}),                                        // Hangul filler
        u8({0x2132, 0x2183}),                                          // revision-33 mappings
        u8({0x4C0, 'a'}),                                              // palochka
        u8({0x1806, 'a'}),                                             // Mongolian todo hyphen
        u8({0x301, 'a'}),                                              // leading mark
        u8({0xFFFD}),                                                  // replacement character
        u8({0x31EF}),                                                  // Unicode 15.1
        u8({0x2EBF0}),                                                 // Unicode 15.1
        u8({0x10D50, 0x10D51}),                                        // Unicode 16 (Garay)
        u8({0x1E5D0}),                                                 // Unicode 16 (Ol Onal)
        u8({0x11DB0}),                                                 // Unicode 17
    };
}

void addIdns(HostList &list)
{
    const std::vector<std::string> tlds{".com",
                                        ".example",
                                        "",
                                        u8({'.', 0x440, 0x444}),
                                        u8({0x3002, 'j', 'p'}),
                                        u8({0xFF0E, 'c', 'n'})};
    for (const std::string &word : idnWords()) {
        for (const std::string &tld : tlds)
            list.add(word + tld, "idn");
        list.add("www." + word + ".example", "idn");
    }
}

// "xn--" labels: the A-labels of the words above, and labels that are not.
void addALabels(HostList &list)
{
    std::vector<std::string> labels;
    for (const std::string &word : idnWords()) {
        const uri::whatwg::DomainResult r = uri::whatwg::domainToAscii(word);
        if (r.domain && r.domain->find("xn--") != std::string::npos) {
            labels.push_back(*r.domain);
            std::string upper = *r.domain;
            for (char &c : upper)
                c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
            labels.push_back(upper);
        }
    }
    for (const std::string &label : std::vector<std::string>{"xn--",
                                                             "xn--a",
                                                             "xn--abc-",
                                                             "xn---abc",
                                                             "xn--zn7c",
                                                             "xn--1ug",
                                                             "xn--0ug",
                                                             "xn--ab-j1t",
                                                             "xn--ab-m1t",
                                                             "xn--xn---epa",
                                                             "xn--ab---3ra",
                                                             "xn--zca",
                                                             "xn--ss",
                                                             "xn--a-ecp",
                                                             "xn--8c9bk9h",
                                                             "xn--8c9b",
                                                             "xn--tda74h",
                                                             "xn--a-xbb",
                                                             "xn--b-uca2v",
                                                             "xn--u-ccb",
                                                             "xn--acom-0w1b",
                                                             "xn--mhb",
                                                             "xn--4db",
                                                             "xn--4dbc",
                                                             "xn--0ca",
                                                             "xn--9ca",
                                                             "xn--zca.xn--zca",
                                                             "xn--a.xn--zca",
                                                             "xn--rkj",
                                                             "xn--ilj",
                                                             "xn--73g",
                                                             "xn--ls8h",
                                                             "xn--dfa",
                                                             "xn--a-0fa",
                                                             "xn--5a",
                                                             "xn--99999999",
                                                             "xn--zzzzzzzzzzzzzzzz",
                                                             "xn--ss-",
                                                             "xn--ss-a",
                                                             "xn--pokxncvks",
                                                             "xn--e1afmkfd",
                                                             "xn--p1ai"})
        labels.push_back(label);
    // labels of Punycode digits and hyphens, most of them no valid Punycode
    std::mt19937 random(46);
    const std::string alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-";
    for (int i = 0; i < 300; ++i) {
        std::string label = "xn--";
        const std::size_t length = 1 + random() % 10;
        for (std::size_t j = 0; j < length; ++j)
            label += alphabet[random() % alphabet.size()];
        labels.push_back(label);
    }
    for (const std::string &label : labels) {
        list.add(label, "a-label");
        list.add(label + ".example", "a-label");
        list.add(label + u8({'.', 0xE9}), "a-label"); // a U-label beside it
        list.add(u8({0xE9, '.'}) + label, "a-label");
    }
}

// ZERO WIDTH NON-JOINER and JOINER in and out of their contexts (RFC 5892
// Appendix A.1 and A.2).
void addJoiners(HostList &list)
{
    for (const std::string &label : std::vector<std::string>{
             u8({'a', 0x200C, 'b'}), u8({'a', 0x200D, 'b'}), u8({0x200C, 'a', 'b'}),
             u8({'a', 'b', 0x200D}), u8({0x200C}), u8({0x200D}), u8({0x915, 0x94D, 0x200C, 0x937}),
             u8({0x915, 0x200D, 0x937}), u8({0x628, 0x200C, 0x628}), u8({0x628, 0x200C, 0x627}),
             u8({0x627, 0x200C, 0x628}), u8({0x628, 0x64E, 0x200C, 0x64E, 0x628}),
             u8({0x628, 0x200C}), u8({0x200C, 0x628}), u8({0xA872, 0x200C, 0x628}),
             u8({0x628, 0x200D, 0x628}), u8({0xD15, 0xD4D, 0x200D}),
             u8({0x1F3F3, 0xFE0F, 0x200D, 0x1F308})}) {
        list.add(label + ".com", "joiner");
        list.add("a." + label, "joiner");
    }
}

// Labels of the bidi classes L, R, AL, AN, EN, NSM, ON, two by two
// (UTS #46 §4.1 criterion 9, RFC 5893 §2).
void addBidi(HostList &list)
{
    const std::vector<std::string> labels{"1",
                                          "a",
                                          "a1",
                                          "1a",
                                          "a-",
                                          "-",
                                          u8({0x5D0}),
                                          u8({0x5D0, '1'}),
                                          u8({'1', 0x5D0}),
                                          u8({0x5D0, 'a'}),
                                          u8({'a', 0x5D0}),
                                          u8({0x5D0, 0x5B7}),
                                          u8({0x5D0, '-', 0x5D1}),
                                          u8({0x5D0, '-'}),
                                          u8({0x5D0, 0x300}),
                                          u8({0x64A}),
                                          u8({0x64A, 0x661}),
                                          u8({0x64A, '1'}),
                                          u8({0x64A, 0x661, '1'}),
                                          u8({0x661}),
                                          u8({0x661, 0x64A}),
                                          u8({0x6F1, 0x64A}),
                                          u8({0x64A, 0x6F1}),
                                          u8({0xE9}),
                                          u8({'a', 0x301})};
    for (const std::string &a : labels) {
        for (const std::string &b : labels)
            list.add(a + "." + b, "bidi");
    }
}

// Hosts that end in a number (the IPv4 parser) and IPv6 addresses.
void addNumbers(HostList &list)
{
    for (const std::string &host :
         std::vector<std::string>{"0",
                                  "00",
                                  "123",
                                  "1.2.3.4",
                                  "1.2.3.4.",
                                  "1.2.3.4..",
                                  "1.2.3.4.5",
                                  "0x7f.0.0.1",
                                  "0X7F.1",
                                  "0177.0.0.1",
                                  "017.1",
                                  "09.1",
                                  "08",
                                  "2130706433",
                                  "4294967295",
                                  "4294967296",
                                  "0xffffffff",
                                  "0x100000000",
                                  "127.1",
                                  "127.0.1",
                                  "256.1",
                                  "1.256",
                                  "1.2.256",
                                  "1.2.3.256",
                                  "255.255.255.255",
                                  "a.1",
                                  "1.a",
                                  "example.123",
                                  "123.example",
                                  "1e3",
                                  "0x",
                                  "0x.0x",
                                  "0xg",
                                  "1..2",
                                  "1.2..3",
                                  "0.0.0.0",
                                  "00.00.00.00",
                                  "0x.0x.0x.0x",
                                  "18446744073709551616",
                                  "0000000000000000000000000000000000000000177.0.0.1",
                                  "1.0x",
                                  "a.0x",
                                  "a.09",
                                  "example.0x1G",
                                  u8({0xFF11, 0xFF12, 0xFF17, '.', '0', '.', '0', '.', '1'}),
                                  u8({0x661, 0x662, 0x667, '.', '0', '.', '0', '.', '1'}),
                                  u8({0x2460, '.', '1'}),
                                  u8({'1', 0x3002, '2', 0xFF0E, '3', 0xFF61, '4'}),
                                  "[::1]",
                                  "[1:2::]",
                                  "[::ffff:1.2.3.4]",
                                  "[::1",
                                  "[x]",
                                  "[::1]x",
                                  "[0:0::1]"})
        list.add(host, "number");
}

// Percent-encoded bytes, decoded before IDNA (URL Standard §3.5 step 4).
void addPercentEncoded(HostList &list)
{
    for (const std::string &host : std::vector<std::string>{"%41.com",
                                                            "ex%61mple.com",
                                                            "EX%41MPLE.COM",
                                                            "%C3%A9.com",
                                                            "%c3%a9.com",
                                                            "%E2%98%83.com",
                                                            "%F0%9F%98%80.com",
                                                            "%e2%80%8d.com",
                                                            "%e2%80%8c.com",
                                                            "%C3.com",
                                                            "%C3%28.com",
                                                            "%ZZ.com",
                                                            "%.com",
                                                            "%2e.com",
                                                            "a%2eb",
                                                            "a%2Eb%2E",
                                                            "%00.com",
                                                            "%20.com",
                                                            "%7f.com",
                                                            "%25.com",
                                                            "%2F.com",
                                                            "%3A.com",
                                                            "%40.com",
                                                            "xn--%7a%6e7c.com",
                                                            "%78%6e--%61",
                                                            "%58%4E--9ca",
                                                            "127.0.0.%31",
                                                            "0x%37f.1",
                                                            "%31%32%37.1",
                                                            "%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1",
                                                            "%D9%8A.1",
                                                            "1.%D9%8A",
                                                            "%C2%AD.com",
                                                            "%C2%AD",
                                                            "%E3%80%82com",
                                                            "%ef%bf%bd.com",
                                                            "%ED%A0%80.com"})
        list.add(host, "percent");
}

// Real hosts: the phishing look-alikes and legitimate IDNs of
// tests/data/realworld, in Unicode and as their A-labels would be sent.
void addRealHosts(HostList &list)
{
    for (const char *file : {"phishing_idn.txt", "legit_idn.txt", "legit_top_sites.txt"}) {
        std::ifstream in(std::string(URI_TEST_DATA_DIR "/realworld/") + file);
        std::string line;
        while (std::getline(in, line)) {
            if (!line.empty() && line[0] != '#')
                list.add(line, "real");
        }
    }
}

std::vector<Host> generatedHosts()
{
    HostList list;
    addAsciiNames(list);
    addIdns(list);
    addALabels(list);
    addJoiners(list);
    addBidi(list);
    addNumbers(list);
    addPercentEncoded(list);
    addRealHosts(list);
    for (const json &c : idnatest::idnaTestV2Cases())
        list.add(c["input"].get<std::string>(), "IdnaTestV2");
    return list.hosts();
}

// ---------------------------------------------------------------------------
// The oracles and us

// A hostname, or null for failure.
json ourHostname(const std::string &host)
{
    const uri::whatwg::ParseResult r = uri::whatwg::parse("https://" + host + "/");
    if (!r.url)
        return nullptr;
    return uri::whatwg::fields(*r.url).hostname;
}

using idnatest::Expectation;
using idnatest::jsonText;

// tests/data/oracle_expectations.tsv, keyed by the host as JSON.
std::map<std::string, Expectation> oracleExpectations()
{
    return idnatest::readExpectations("oracle_expectations.tsv");
}

// The host as the host parser reads it: percent-decoded (URL Standard §3.5
// step 4), as code points.
std::u32string decodedHost(const std::string &host)
{
    auto hex = [&host](std::size_t at) {
        return std::isxdigit(static_cast<unsigned char>(host[at])) != 0;
    };
    std::string bytes;
    for (std::size_t i = 0; i < host.size(); ++i) {
        if (host[i] == '%' && i + 2 < host.size() && hex(i + 1) && hex(i + 2)) {
            bytes += static_cast<char>(std::stoi(host.substr(i + 1, 2), nullptr, 16));
            i += 2;
        } else {
            bytes += host[i];
        }
    }
    std::u32string out;
    for (std::size_t i = 0; i < bytes.size();) {
        const uri::Utf8Char ch = uri::decodeUtf8(bytes, i);
        out += ch.valid ? ch.codePoint : char32_t{0xFFFD};
        i += ch.length;
    }
    return out;
}

// Why Node's URL differs from the Standard, as far as the host shows it.
std::string nodeDifferenceKind(const std::string &host, const json &node, const json &ours)
{
    const std::u32string text = decodedHost(host);
    std::string lower;
    for (const char32_t c : text)
        lower += c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c < 0x80 ? char(c) : '?';
    const bool ascii = std::all_of(text.begin(), text.end(), [](char32_t c) { return c < 0x80; });
    const bool aLabel = lower.find("xn--") != std::string::npos;
    if (ascii && aLabel && node.is_null() && !ours.is_null())
        return "ASCII domain with an \"xn--\" label: Node runs ToASCII on it (the URL Standard "
               "before 2026); the Standard only lowercases it";
    auto any = [&text](auto predicate) { return std::any_of(text.begin(), text.end(), predicate); };
    // UTS #46 §5: the code points whose status or mapping changed up to revision 33
    if (any([](char32_t c) {
            return c == 0x4C0 || (c >= 0x10A0 && c <= 0x10C5) || c == 0x115F || c == 0x1160
                   || c == 0x17B4 || c == 0x17B5 || c == 0x180E || c == 0x1E9E
                   || (c >= 0x2061 && c <= 0x2063) || (c >= 0x206A && c <= 0x206F) || c == 0x2132
                   || c == 0x2183 || c == 0x3164 || c == 0xFFA0 || (c >= 0x1D173 && c <= 0x1D17A)
                   || c == 0x2F868 || c == 0x2F874 || c == 0x2F91F || c == 0x2F95F || c == 0x2F9BF;
        }))
        return "UTS #46 revision 33 mapping table (U+1E9E to U+00DF, Georgian capitals, "
               "fillers ignored, ...): Node's table is older";
    if (!node.is_null() && ours.is_null() && aLabel)
        return "\"xn--\" label in a non-ASCII domain that decodes to nothing, to ASCII only or "
               "to a label beginning with \"xn--\" (UTS #46 §4 step 4.1, §4.1 criterion 4): "
               "Node accepts it";
    if (!node.is_null() && ours.is_null() && any([](char32_t c) {
            return (c >= 0x590 && c <= 0x8FF) || (c >= 0xFB1D && c <= 0xFDFF)
                   || (c >= 0xFE70 && c <= 0xFEFF) || (c >= 0x10800 && c <= 0x10FFF)
                   || (c >= 0x1E800 && c <= 0x1EFFF);
        }))
        return "Bidi domain name: Node applies RFC 5893 §2 only to labels with an R, AL or AN "
               "code point, UTS #46 §4.1 criterion 9 to every label";
    return "other";
}

} // namespace

class TstOracleHosts : public QObject
{
    Q_OBJECT

private slots:
    void compareWithOracles();
};

void TstOracleHosts::compareWithOracles()
{
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    if (node.isEmpty())
        QSKIP("node is not installed (.ci/setup installs Debian's nodejs)");
    const QString oracles = QStringLiteral(URI_ORACLES_DIR);
    if (!QFileInfo::exists(oracles + QStringLiteral("/node_modules/whatwg-url/package.json")))
        QSKIP("whatwg-url is not installed in tests/oracles (.ci/setup runs "
              "npm install --prefix tests/oracles)");

    const std::vector<Host> hosts = generatedHosts();
    QVERIFY2(hosts.size() >= 2000, "fewer than 2000 hosts");
    QByteArray input;
    for (const Host &h : hosts)
        input += QByteArray::fromStdString(h.text) + '\n';

    QProcess process;
    process.setWorkingDirectory(oracles);
    process.start(node, {oracles + QStringLiteral("/hosts.js")});
    QVERIFY2(process.waitForStarted(), "node does not start");
    process.write(input);
    process.closeWriteChannel();
    QVERIFY2(process.waitForFinished(300000), "hosts.js does not finish");
    const QList<QByteArray> lines = process.readAllStandardOutput().split('\n');
    QVERIFY2(!lines.isEmpty() && !lines.first().isEmpty(),
             ("hosts.js gives nothing: " + process.readAllStandardError()).constData());
    const json header = json::parse(lines.first().toStdString());
    if (header.contains("error")) {
        const std::string why = header["error"].get<std::string>() + " (.ci/setup installs it)";
        QSKIP(why.c_str());
    }
    QCOMPARE(process.exitCode(), 0);
    QVERIFY2(lines.size() >= qsizetype(hosts.size()) + 1, "hosts.js gives too few lines");
    const json &versions = header["versions"];
    qInfo("oracles: Node %s; whatwg-url %s with tr46 %s (UTS #46 of Unicode %s); %zu hosts",
          versions.value("node", "?").c_str(), versions.value("whatwgUrl", "?").c_str(),
          versions.value("tr46", "?").c_str(),
          versions["tr46Unicode"].is_string() ? versions["tr46Unicode"].get<std::string>().c_str()
                                              : "?",
          hosts.size());

    const std::map<std::string, Expectation> expected = oracleExpectations();
    std::set<std::string> generated;
    std::vector<std::string> unexpected;
    std::vector<std::string> stale;
    std::size_t whatwgDifferences = 0;
    std::map<std::string, std::size_t> nodeKinds;
    std::size_t nodeDifferences = 0;
    for (std::size_t i = 0; i < hosts.size(); ++i) {
        const Host &h = hosts[i];
        const json oracle = json::parse(lines[qsizetype(i) + 1].toStdString());
        const json ours = ourHostname(h.text);
        const std::string key = jsonText(h.text);
        generated.insert(key);
        const auto listed = expected.find(key);
        if (oracle["whatwgUrl"] != ours) {
            ++whatwgDifferences;
            if (listed == expected.end()) {
                unexpected.push_back(key + "\t" + jsonText(oracle["whatwgUrl"]) + "\t"
                                     + jsonText(ours) + "\t(" + h.kind + ")");
            } else if (listed->second.reference != jsonText(oracle["whatwgUrl"])
                       || listed->second.ours != jsonText(ours)) {
                stale.push_back(key + ": now whatwg-url " + jsonText(oracle["whatwgUrl"])
                                + ", ours " + jsonText(ours));
            }
        } else if (listed != expected.end()) {
            stale.push_back(key + ": no longer differs");
        }
        if (oracle["node"] != ours) {
            ++nodeDifferences;
            const std::string kind = nodeDifferenceKind(h.text, oracle["node"], ours);
            ++nodeKinds[kind];
            qInfo("Node differs: %s: Node %s, ours %s, whatwg-url %s [%s]", key.c_str(),
                  jsonText(oracle["node"]).c_str(), jsonText(ours).c_str(),
                  jsonText(oracle["whatwgUrl"]).c_str(), kind.c_str());
        }
    }
    for (const auto &[host, row] : expected) {
        if (generated.count(host) == 0)
            stale.push_back(host + ": no such generated host");
        if (row.reason.empty())
            stale.push_back(host + ": no reason given");
    }
    for (const auto &[kind, count] : nodeKinds)
        qInfo("Node differs on %zu hosts: %s", count, kind.c_str());
    qInfo("%zu hosts: %zu differ from whatwg-url (%zu listed in oracle_expectations.tsv), "
          "%zu from Node",
          hosts.size(), whatwgDifferences, whatwgDifferences - unexpected.size(), nodeDifferences);
    for (const std::string &line : unexpected)
        qWarning("not in oracle_expectations.tsv: %s", line.c_str());
    for (const std::string &line : stale)
        qWarning("oracle_expectations.tsv: %s", line.c_str());
    QVERIFY2(unexpected.empty(), "differences from whatwg-url that are not expected");
    QVERIFY2(stale.empty(), "stale lines in oracle_expectations.tsv");
}

QTEST_APPLESS_MAIN(TstOracleHosts)
#include "tst_oracle_hosts.moc"
