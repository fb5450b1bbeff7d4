// The catalogue of diagnostic codes: stable names, docs/diagnostics.md in
// step with the table, and each RFC 3986 code produced by its own example.
#include "uriinspector/diagnostic.h"

#include "uriinspector/parse.h"

#include <QtTest>

#include <set>
#include <string>

namespace {

// The examples write bytes as \xNN so that the table stays ASCII.
std::string unescapeExample(std::string_view text)
{
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 3 < text.size() && text[i + 1] == 'x') {
            out += char(std::stoi(std::string(text.substr(i + 2, 2)), nullptr, 16));
            i += 3;
        } else {
            out += text[i];
        }
    }
    return out;
}

QByteArray markdownCell(std::string_view text)
{
    QByteArray cell = QByteArray::fromStdString(std::string(text));
    cell.replace("|", "\\|");
    return cell;
}

// docs/diagnostics.md as the table says it must be.
QByteArray generatedDocs()
{
    QByteArray doc = "# Diagnostic codes\n\n"
                     "Every diagnostic of URI Inspector has one of these stable codes. A code is\n"
                     "never renumbered, renamed or reused. The command line prints the code with\n"
                     "the span, the ABNF rule, the citation and an English message; the window\n"
                     "translates by code. This file is checked against the table in\n"
                     "`core/syntax/diagnostic.cpp` by `tests/core/tst_diagnostics.cpp`; run that\n"
                     "test with `URI_WRITE_DOCS=1` to write it anew.\n\n"
                     "| code | severity | meaning | example input |\n"
                     "|---|---|---|---|\n";
    for (const uri::DiagCodeInfo *i = uri::diagCodeInfoBegin(); i != uri::diagCodeInfoEnd(); ++i) {
        doc += "| `" + markdownCell(i->name) + "` | " + markdownCell(uri::severityName(i->severity))
               + " | " + markdownCell(i->summary) + " | "
               + (i->example.empty() ? QByteArray() : "`" + markdownCell(i->example) + "`")
               + " |\n";
    }
    return doc;
}

} // namespace

class TstDiagnostics : public QObject
{
    Q_OBJECT

private slots:
    void namesAreStableAndUnique();
    void docsInStep();
    void rfc3986Examples_data();
    void rfc3986Examples();
};

void TstDiagnostics::namesAreStableAndUnique()
{
    std::set<std::string_view> names;
    int index = 0;
    for (const uri::DiagCodeInfo *i = uri::diagCodeInfoBegin(); i != uri::diagCodeInfoEnd(); ++i) {
        QCOMPARE(int(i->code), index++);
        QVERIFY2(names.insert(i->name).second, i->name.data());
        QCOMPARE(uri::diagCodeFromName(i->name), std::optional<uri::DiagCode>(i->code));
        for (char c : i->name) {
            QVERIFY((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '-');
        }
    }
    // Pinned names: these strings are a contract with scripts.
    QCOMPARE(uri::diagCodeName(uri::DiagCode::SchemeStart), "scheme-start");
    QCOMPARE(uri::diagCodeName(uri::DiagCode::PathNoschemeColon), "path-noscheme-colon");
    QCOMPARE(uri::diagCodeName(uri::DiagCode::Ipv6ZoneId), "ipv6-zone-id");
    QCOMPARE(uri::diagCodeName(uri::DiagCode::TooManyDiagnostics), "too-many-diagnostics");
}

void TstDiagnostics::docsInStep()
{
    const QString path = QStringLiteral(URI_DOCS_DIR "/diagnostics.md");
    const QByteArray expected = generatedDocs();
    if (qEnvironmentVariableIsSet("URI_WRITE_DOCS")) {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(expected);
    }
    QFile in(path);
    QVERIFY2(in.open(QIODevice::ReadOnly), "docs/diagnostics.md is missing");
    QCOMPARE(in.readAll(), expected);
}

void TstDiagnostics::rfc3986Examples_data()
{
    QTest::addColumn<int>("code");
    for (const uri::DiagCodeInfo *i = uri::diagCodeInfoBegin(); i != uri::diagCodeInfoEnd(); ++i) {
        if (i->code == uri::DiagCode::TooManyDiagnostics)
            break; // the RFC 3986 parser's codes come first
        QTest::newRow(i->name.data()) << int(i->code);
    }
}

// Each code of the RFC 3986 parser is produced by its own example, with the
// code's severity, a cite and a message.
void TstDiagnostics::rfc3986Examples()
{
    QFETCH(int, code);
    const uri::DiagCodeInfo &info = uri::diagCodeInfo(uri::DiagCode(code));
    const std::string input = unescapeExample(info.example);
    const uri::ParseResult r = uri::parse(input);
    bool found = false;
    for (const uri::Diagnostic &d : r.diagnostics) {
        if (d.code != info.code)
            continue;
        found = true;
        QCOMPARE(d.severity, info.severity);
        QVERIFY(!d.cite.empty());
        QVERIFY(!d.rule.empty());
        QVERIFY(!d.message.empty());
        QVERIFY(d.span.end() <= input.size());
    }
    QVERIFY2(found, input.c_str());
}

QTEST_APPLESS_MAIN(TstDiagnostics)
#include "tst_diagnostics.moc"
