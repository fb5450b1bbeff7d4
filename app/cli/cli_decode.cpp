// uri-inspect decode: what the percent-encodings of each component mean
// (RFC 3986 §2.4), the IRI forms (RFC 3987 §3) and the host under IDNA
// (UTS #46).
#include "cli.h"
#include "cli_args.h"

#include "uriinspector/idna.h"
#include "uriinspector/iri.h"
#include "uriinspector/percent.h"
#include "uriinspector/utf8.h"

#include <algorithm>
#include <array>

namespace uri::cli {

namespace {

using json = nlohmann::ordered_json;

constexpr std::string_view kDecodeHelp
    = R"(usage: uri-inspect decode [--json] [--color WHEN] [--] URI... | -

Split each URI reference (RFC 3986), then decode the percent-encodings of
each component on its own (section 2.4): the decoded bytes, their reading as
UTF-8 with invalid bytes marked (never replaced), the class of every
character (unreserved, gen-delim, sub-delim, pct-encoded, not-allowed) and
whether it may stand unencoded there, and, layer by layer, a double encoding
("%252F" -> "%2F" -> "/"). Then the IRI forms (RFC 3987 section 3.2 and
3.1) and the host in ASCII (Punycode) and Unicode by UTS #46 (ICU), label by
label, with ICU's errors.

options:
  --json         one JSON object per input (JSON Lines)
  --color WHEN   auto (default: only on a terminal, not with NO_COLOR),
                 always or never
  -h, --help     this text
  --             end of options: every later argument is a URI, "-" included

"-" reads one URI per line from standard input.

JSON fields: input, valid, components [{component, offset, length, written,
octets_hex, utf8_valid, text (the decoded octets; invalid bytes, controls,
bidi and invisible characters as escapes such as \xFF or \u{202E}),
invalid_utf8 [[offset, length]], characters [{offset, length, class,
allowed, octet, octet_class, octet_allowed}], layers [{octets, decoded
[[offset, length]]}], double_encoded}], iri {text, with_unicode_host, pieces
[{offset, length, step, output}]}, uri {text, with_punycode_host}, host
({offset, length, decoded, ascii, unicode (null when IDNA fails), labels
[{offset, length, text, ascii, unicode, errors}]} or null), diagnostics.
Offsets and lengths are bytes of the input.

exit status: 0 all valid, 1 some input invalid (error diagnostics), 2 usage
error
)";

constexpr std::string_view kDimSgr = "2";
constexpr std::string_view kWarnSgr = "1;33";

std::string hexOctets(std::string_view octets)
{
    static constexpr std::string_view kHex = "0123456789ABCDEF";
    std::string out;
    for (char c : octets) {
        const auto b = static_cast<unsigned char>(c);
        if (!out.empty())
            out += ' ';
        out += kHex[b >> 4];
        out += kHex[b & 0xF];
    }
    return out;
}

json spanPair(Span span)
{
    return json::array({span.offset, span.length});
}

struct Views
{
    DecodeResult decoded;
    IriResult toIri;
    IriResult toUri;
    std::optional<IdnaResult> host;
    std::vector<Diagnostic> diagnostics;
    bool valid = true;
};

Views viewsOf(std::string_view input)
{
    Views v;
    v.decoded = decodeComponents(input);
    v.toIri = uriToIri(input);
    v.toUri = iriToUri(input);
    const ParseResult parsed = parse(input);
    if (parsed.hostType == HostType::RegName && !parsed.host->empty())
        v.host = idnaHost(input, *parsed.host);

    // Every diagnostic once, whichever view found it.
    v.diagnostics = v.decoded.diagnostics;
    const auto merge = [&](const std::vector<Diagnostic> &more) {
        for (const Diagnostic &d : more) {
            const bool seen
                = std::any_of(v.diagnostics.begin(), v.diagnostics.end(), [&](const Diagnostic &e) {
                      return e.code == d.code && e.span == d.span;
                  });
            if (!seen)
                v.diagnostics.push_back(d);
        }
    };
    merge(v.toIri.diagnostics);
    merge(v.toUri.diagnostics);
    if (v.host)
        merge(v.host->diagnostics);
    std::stable_sort(
        v.diagnostics.begin(), v.diagnostics.end(),
        [](const Diagnostic &a, const Diagnostic &b) { return a.span.offset < b.span.offset; });
    v.valid = std::none_of(v.diagnostics.begin(), v.diagnostics.end(),
                           [](const Diagnostic &d) { return d.severity == Severity::Error; });
    return v;
}

// What jsonLine() writes for @p value, without the newline.
std::string dumped(const json &value)
{
    return value.dump(-1, ' ', false, json::error_handler_t::replace);
}

// Writes one JSON object member by member, straight to standard output, in
// the order given. A view's characters, one object each, are written as they
// are made: a line of megabytes would otherwise become a tree of millions of
// objects (8 GB for 10 MB).
class ObjectWriter
{
public:
    ObjectWriter() { writeOut("{"); }
    ~ObjectWriter() { writeOut("}"); }
    ObjectWriter(const ObjectWriter &) = delete;
    ObjectWriter &operator=(const ObjectWriter &) = delete;

    /// A member whose value is @p value.
    void member(std::string_view key, const json &value)
    {
        name(key);
        writeOut(dumped(value));
    }
    /// A member whose value the caller writes next.
    void name(std::string_view key)
    {
        writeOut(first_ ? "" : ",");
        first_ = false;
        writeOut(dumped(json(key)));
        writeOut(":");
    }

private:
    bool first_ = true;
};

json characterJson(const CharView &c)
{
    json ch;
    ch["offset"] = c.span.offset;
    ch["length"] = c.span.length;
    ch["class"] = charClassName(c.charClass);
    ch["allowed"] = c.allowed;
    if (c.charClass == CharClass::PctEncoded) {
        ch["octet"] = hexOctets(std::string(1, static_cast<char>(c.octet)));
        ch["octet_class"] = charClassName(c.octetClass);
        ch["octet_allowed"] = c.octetAllowed;
    } else {
        ch["octet"] = nullptr;
        ch["octet_class"] = nullptr;
        ch["octet_allowed"] = nullptr;
    }
    return ch;
}

void writeViewJson(std::string_view input, const PercentView &v)
{
    json invalid = json::array();
    for (const DecodedChar &d : v.text) {
        if (!d.valid)
            invalid.push_back(spanPair(d.span));
    }
    json layers = json::array();
    for (const DecodeLayer &l : v.layers) {
        json decoded = json::array();
        for (const Span &s : l.decoded)
            decoded.push_back(spanPair(s));
        layers.push_back({{"octets", escapeForDisplay(l.octets)}, {"decoded", std::move(decoded)}});
    }
    ObjectWriter out;
    out.member("component", componentName(v.component));
    out.member("offset", v.span.offset);
    out.member("length", v.span.length);
    out.member("written", std::string(v.span.in(input)));
    out.member("octets_hex", hexOctets(v.octets));
    out.member("utf8_valid", v.utf8Valid);
    out.member("text", v.displayText());
    out.member("invalid_utf8", invalid);
    out.name("characters");
    writeOut("[");
    for (std::size_t i = 0; i < v.chars.size(); ++i) {
        if (i > 0)
            writeOut(",");
        writeOut(dumped(characterJson(v.chars[i])));
    }
    writeOut("]");
    out.member("layers", layers);
    out.member("double_encoded", v.doubleEncoded());
}

json optText(const std::optional<std::string> &text)
{
    return text ? json(*text) : json(nullptr);
}

json hostJson(const IdnaResult &h)
{
    json labels = json::array();
    for (const IdnaLabel &l : h.labels) {
        json errors = json::array();
        for (DiagCode code : l.errors)
            errors.push_back(diagCodeName(code));
        labels.push_back({{"offset", l.span.offset},
                          {"length", l.span.length},
                          {"text", l.text},
                          {"ascii", l.ascii},
                          {"unicode", l.unicode},
                          {"root", l.root},
                          {"errors", std::move(errors)}});
    }
    json out;
    out["offset"] = h.span.offset;
    out["length"] = h.span.length;
    out["decoded"] = escapeForDisplay(h.decoded);
    out["ascii"] = h.ok() ? json(h.ascii) : json(nullptr);
    out["unicode"] = h.ok() ? json(h.unicode) : json(nullptr);
    out["labels"] = std::move(labels);
    return out;
}

// The `decode --json` line of one input (docs/cli.md), written as it is made.
void writeDecodeJson(std::string_view input, const Views &v)
{
    {
        ObjectWriter out;
        out.member("input", std::string(input));
        out.member("valid", v.valid);
        out.name("components");
        writeOut("[");
        for (std::size_t i = 0; i < v.decoded.views.size(); ++i) {
            if (i > 0)
                writeOut(",");
            writeViewJson(input, v.decoded.views[i]);
        }
        writeOut("]");
        json pieces = json::array();
        for (const IriPiece &p : v.toIri.pieces) {
            pieces.push_back({{"offset", p.span.offset},
                              {"length", p.span.length},
                              {"step", iriStepName(p.step)},
                              {"output", p.output}});
        }
        out.member("iri", {{"text", v.toIri.output},
                           {"with_unicode_host", optText(v.toIri.withIdnaHost)},
                           {"pieces", std::move(pieces)}});
        out.member("uri", {{"text", v.toUri.output},
                           {"with_punycode_host", optText(v.toUri.withIdnaHost)}});
        out.member("host", v.host ? hostJson(*v.host) : json(nullptr));
        json diagnostics = json::array();
        for (const Diagnostic &d : v.diagnostics)
            diagnostics.push_back(diagnosticJson(d));
        out.member("diagnostics", diagnostics);
    }
    writeOut("\n");
}

std::string characterLine(std::string_view input, const CharView &c)
{
    std::string line = "\"" + escapeForDisplay(c.span.in(input)) + "\" "
                       + std::string(charClassName(c.charClass));
    if (c.charClass == CharClass::PctEncoded) {
        line += " of " + hexOctets(std::string(1, static_cast<char>(c.octet))) + " ("
                + std::string(charClassName(c.octetClass)) + ")"
                + (c.octetAllowed ? ", may stand unencoded here" : ", must stay encoded here");
    } else {
        line += c.allowed ? ", allowed here" : ", not allowed here";
    }
    return line;
}

std::string decodeText(std::string_view input, const Views &v, const Style &style)
{
    std::string out = escapeForDisplay(input) + "\n";
    out += v.valid ? style.paint("valid", "1;32") : style.paint("invalid", "1;31");
    out += " (rfc3986)\n";
    for (const PercentView &view : v.decoded.views) {
        std::string name(componentName(view.component));
        name.append(name.size() < 10 ? 10 - name.size() : 1, ' ');
        out += "  " + name + "\"" + escapeForDisplay(view.span.in(input)) + "\"  "
               + style.paint(spanText(view.span), kDimSgr) + "\n";
        const bool encoded
            = std::any_of(view.chars.begin(), view.chars.end(), [](const CharView &c) {
                  return c.charClass == CharClass::PctEncoded || !c.allowed;
              });
        if (!encoded)
            continue;
        out += "    decoded   \"" + view.displayText() + "\"  "
               + (view.utf8Valid ? style.paint("UTF-8", kDimSgr)
                                 : style.paint("not UTF-8", kWarnSgr))
               + "\n";
        out += "    octets    " + hexOctets(view.octets) + "\n";
        for (const DecodedChar &d : view.text) {
            if (!d.valid) {
                out += "    " + style.paint("invalid", kWarnSgr) + "   octet "
                       + hexOctets(std::string_view(view.octets).substr(d.offset, d.length))
                       + " from " + spanText(d.span) + "\n";
            }
        }
        for (const CharView &c : view.chars) {
            if (c.charClass == CharClass::PctEncoded || !c.allowed)
                out += "    " + style.paint(spanText(c.span), kDimSgr) + "  "
                       + characterLine(input, c) + "\n";
        }
        if (view.doubleEncoded()) {
            for (std::size_t i = 0; i < view.layers.size(); ++i) {
                out += "    layer " + std::to_string(i) + "   \""
                       + escapeForDisplay(view.layers[i].octets) + "\""
                       + (i >= 2 ? style.paint("  (decoded again: double encoding)", kWarnSgr) : "")
                       + "\n";
            }
        }
    }
    out += "  IRI       " + escapeForDisplay(v.toIri.output);
    if (v.toIri.withIdnaHost)
        out += "  (host in Unicode: " + escapeForDisplay(*v.toIri.withIdnaHost) + ")";
    out += "\n";
    if (v.toUri.output != input || v.toUri.withIdnaHost) {
        out += "  URI       " + escapeForDisplay(v.toUri.output);
        if (v.toUri.withIdnaHost)
            out += "  (host in Punycode: " + escapeForDisplay(*v.toUri.withIdnaHost) + ")";
        out += "\n";
    }
    if (v.host) {
        const IdnaResult &h = *v.host;
        out += "  host      ascii "
               + (h.ok() ? escapeForDisplay(h.ascii) : style.paint("(fails)", kWarnSgr))
               + ", unicode "
               + (h.ok() ? escapeForDisplay(h.unicode) : style.paint("(fails)", kWarnSgr)) + "\n";
        if (h.labels.size() > 1 || !h.ok()) {
            for (const IdnaLabel &l : h.labels) {
                if (l.root)
                    continue;
                std::string line = "    label   \"" + escapeForDisplay(l.text) + "\" -> "
                                   + escapeForDisplay(l.ascii) + " / "
                                   + escapeForDisplay(l.unicode);
                for (DiagCode code : l.errors)
                    line += " " + style.paint(diagCodeName(code), kWarnSgr);
                out += line + "\n";
            }
        }
    }
    for (const Diagnostic &d : v.diagnostics) {
        out += diagnosticLine(d);
    }
    return out;
}

} // namespace

int runDecode(const std::vector<std::string> &argv)
{
    const CommandSpec command{"decode", kDecodeHelp, {{"--json", false}, {"--color", true}}};
    ParsedArgs args;
    if (const std::optional<int> stop = parseArgs(argv, command, args))
        return *stop;
    if (args.inputs.empty())
        return usageError("decode needs a URI or \"-\"", command.name);

    const bool asJson = args.has("--json");
    const Style style{!asJson && colorFromOption(args)};
    bool allValid = true;
    bool first = true;
    forEachInput(args.inputs, [&](const std::string &text) {
        const Views v = viewsOf(text);
        allValid = allValid && v.valid;
        if (!asJson && !first)
            writeOut("\n");
        first = false;
        if (asJson)
            writeDecodeJson(text, v);
        else
            writeOut(decodeText(text, v, style));
    });
    return allValid ? kExitOk : kExitFlagged;
}

} // namespace uri::cli
