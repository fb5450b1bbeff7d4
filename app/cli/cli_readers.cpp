// uri-inspect readers: how real URL libraries read each link, side by side
// (the readers layer, readers/include/uriinspector/readers.h).
#include "cli.h"
#include "cli_args.h"
#include "cli_get.h"

#include "uriinspector/qurl_reader.h"
#include "uriinspector/readers_json.h"
#include "uriinspector/utf8.h"

#include <algorithm>

#include <unistd.h>

namespace uri::cli {

namespace {

using namespace uri::readers;

constexpr std::string_view kReadersHelp
    = R"(usage: uri-inspect readers [--json | --get TEMPLATE] [--readers=LIST] [--spec S]
                            [--color WHEN] [--] URI... | -

Read each link with real URL libraries, side by side, and mark where each
differs from the URL Standard (what browsers do). Linked in: libcurl's URL
API (with no flag, and with CURLU_NON_SUPPORT_SCHEME where that reads
otherwise), uriparser, Boost.URL, Qt's QUrl (TolerantMode and StrictMode),
and this project's RFC 3986 parser. Run by the languages servers run, each
in a worker program of its own: Python's urllib.parse.urlsplit and urllib3,
Node.js's url.parse and URL, PHP's parse_url and filter_var, Go's net/url,
Java's java.net.URI and java.net.URL, and Ruby's URI.parse. Each gives
host, scheme, userinfo, port, path, query and fragment, or its error in its
own words. Only the parsers are called: nothing is fetched, no name is
resolved.

When the libraries that read a link disagree on its host, the link gets the
finding P11 readers-disagree: high, critical when one of the hosts is an
internal or special-purpose address.

options:
  --json         one JSON object per input (JSON Lines): input and the
                 matrix of docs/json.md ("readers")
  --readers=LIST only these readers (this project's two always read):
                 comma-separated languages (c, cpp, qt, python, node, php,
                 go, java, ruby) or reader ids; without it, every installed
                 one, and a line names the runtimes that are not installed
  --spec S       the generation of this project's RFC 3986 reading (default
                 rfc3986; rfc3986-nonstrict, rfc2396, draft-fielding-url-syntax-01,
                 rfc1808, rfc1630)
  --get TEMPLATE one line per input, TEMPLATE with its fields filled in:
                 {READER.COMPONENT} (READER: whatwg, rfc3986, curl,
                 curl-any-scheme, uriparser, boost-url, qurl-tolerant,
                 qurl-strict, python-urllib, python-urllib3, node-url-parse,
                 node-url, php-parse-url, php-filter-var, go-net-url,
                 java-uri, java-url, ruby-uri; COMPONENT: host, scheme,
                 userinfo, port, path, query, fragment, outcome, error),
                 {disagree} (yes or no), {hosts} (the hosts read,
                 space-separated, when they differ); an undefined value is
                 empty; "{{" is "{"
  --color WHEN   auto (default), always or never
  -h, --help     this text
  --             end of options: every later argument is a URI, "-" included

"-" reads one URI per line from standard input; a bad line never stops a batch.

In the table, "*" marks a value that means something else than the URL
Standard's, "~" one written otherwise with the same meaning ("EXAMPLE.com",
"0x7f.1" for 127.0.0.1, ":80" for http).

exit status: 0 the libraries agree on every host, 1 they disagree on some
input's host, 2 usage error
)";

constexpr std::array<std::string_view, 9> kReaderFields{
    "host", "scheme", "userinfo", "port", "path", "query", "fragment", "outcome", "error"};

// The field between "{" and "}": "disagree", "hosts" or "READER.FIELD".
bool knownField(std::string_view field)
{
    if (field == "disagree" || field == "hosts")
        return true;
    const std::size_t dot = field.find('.');
    if (dot == std::string_view::npos)
        return false;
    const std::string_view reader = field.substr(0, dot);
    const std::string_view part = field.substr(dot + 1);
    static const std::vector<std::string> ids = readerIds();
    return std::find(ids.begin(), ids.end(), reader) != ids.end()
           && std::find(kReaderFields.begin(), kReaderFields.end(), part) != kReaderFields.end();
}

std::string fieldValue(std::string_view field, const Matrix &m)
{
    if (field == "disagree")
        return m.finding ? "yes" : "no";
    if (field == "hosts") {
        if (!m.finding)
            return {};
        const auto &d = m.finding->details;
        const auto it
            = std::find_if(d.begin(), d.end(), [](const auto &kv) { return kv.first == "hosts"; });
        return it != d.end() ? it->second : std::string();
    }
    const std::size_t dot = field.find('.');
    const Reading *r = m.find(field.substr(0, dot));
    // the reading with CURLU_NON_SUPPORT_SCHEME is dropped where it equals
    // libcurl's default one: then it reads what that one reads
    if (r == nullptr && field.substr(0, dot) == "curl-any-scheme")
        r = m.find("curl");
    if (r == nullptr)
        return {};
    const std::string_view part = field.substr(dot + 1);
    if (part == "outcome")
        return std::string(outcomeName(r->outcome));
    if (part == "error")
        return r->error;
    for (const Component c : kComponents) {
        if (componentName(c) == part)
            return r->part(c).value_or("");
    }
    return {};
}

// A cell of the table: escaped, at most kCellColumns columns wide.
constexpr std::size_t kCellColumns = 36;

std::string cell(std::string_view value)
{
    std::string text = escapeForDisplay(value);
    if (displayColumns(text) <= kCellColumns)
        return text;
    std::string cut;
    for (std::size_t i = 0; i < text.size();) {
        const Utf8Char ch = decodeUtf8(text, i);
        if (displayColumns(cut + text.substr(i, ch.length)) > kCellColumns - 3)
            break;
        cut += text.substr(i, ch.length);
        i += ch.length;
    }
    return cut + "...";
}

std::string padded(const std::string &text, std::size_t width)
{
    const std::size_t columns = displayColumns(text);
    return text + std::string(width > columns ? width - columns : 0, ' ');
}

} // namespace

std::string readersTable(const Matrix &m, const Style &style)
{
    std::string out;
    // the rows: a name, then one cell per component, or the error
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> header{"reader"};
    for (const Component c : kComponents)
        header.emplace_back(componentName(c));
    rows.push_back(header);
    std::vector<std::string> errors;
    for (const Reading &r : m.readings) {
        std::vector<std::string> row{r.name};
        if (r.outcome != Outcome::Read) {
            errors.push_back(std::string(outcomeName(r.outcome)) + ": " + escapeUnsafe(r.error));
            rows.push_back(row);
            continue;
        }
        errors.emplace_back();
        for (const Component c : kComponents) {
            const auto &v = r.part(c);
            const Difference d = r.difference(c);
            const std::string mark = d == Difference::Meaning    ? "*"
                                     : d == Difference::Spelling ? "~"
                                                                 : "";
            row.push_back(mark + (!v ? std::string("-") : v->empty() ? "\"\"" : cell(*v)));
        }
        rows.push_back(row);
    }
    std::vector<std::size_t> widths(header.size(), 0);
    for (const auto &row : rows) {
        for (std::size_t i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], displayColumns(row[i]));
    }
    for (std::size_t k = 0; k < rows.size(); ++k) {
        const auto &row = rows[k];
        std::string line = "  " + padded(row[0], widths[0]);
        if (k > 0 && !errors[k - 1].empty()) {
            line += "  " + style.paint(errors[k - 1], "2");
        } else {
            for (std::size_t i = 1; i < row.size(); ++i) {
                const bool meaning = !row[i].empty() && row[i].front() == '*';
                const std::string text = padded(row[i], widths[i]);
                line += "  " + (meaning ? style.paint(text, "1;31") : text);
            }
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        out += line + "\n";
    }
    if (m.finding) {
        const security::Finding &f = *m.finding;
        out += "  " + style.paint("[" + std::string(security::riskName(f.severity)) + "]", "1;31")
               + " " + std::string(f.id) + " " + std::string(f.name) + ": " + f.message + "\n";
    } else {
        out += "  the libraries that read it agree on the host\n";
    }
    return out;
}

namespace {

// "libraries: libcurl 7.88.1, ..." of the readings of @p m; and the
// runtimes that are not installed, when every installed reader was asked for.
std::string versionsLine(const Matrix &m, bool everyInstalled)
{
    std::string out = "libraries:";
    std::vector<std::string> seen;
    for (const Reading &r : m.readings) {
        const std::string label = r.label();
        if (std::find(seen.begin(), seen.end(), label) != seen.end())
            continue;
        out += (seen.empty() ? " " : ", ") + label;
        seen.push_back(label);
    }
    out += "\n";
    if (everyInstalled) {
        for (const std::string &why : missingRuntimes())
            out += "not read: " + why + "\n";
    }
    return out + "\n";
}

} // namespace

std::optional<ReaderChoice> readerChoiceFromOption(const ParsedArgs &args, std::string &error)
{
    const auto it = args.values.find("--readers");
    if (it == args.values.end() || it->second.empty())
        return ReaderChoice{};
    return parseReaderChoice(it->second, error);
}

int runReaders(const std::vector<std::string> &argv)
{
    const CommandSpec command{"readers",
                              kReadersHelp,
                              {{"--json", false},
                               {"--spec", true},
                               {"--color", true},
                               {"--get", true},
                               {"--readers", false, false, true}}};
    ParsedArgs args;
    if (const std::optional<int> stop = parseArgs(argv, command, args))
        return *stop;
    if (args.inputs.empty())
        return usageError("readers needs a URI or \"-\"", command.name);
    const std::optional<Spec> spec = specFromOption(args, Spec::Rfc3986);
    if (!spec || *spec == Spec::Whatwg)
        return usageError("--spec: an RFC 3986 generation is needed (the URL Standard's "
                          "reading is always there)",
                          command.name);
    const bool json = args.has("--json");
    const bool get = args.has("--get");
    if (get) {
        if (const auto error = checkFields(args.values["--get"], knownField))
            return usageError(*error, command.name);
    }
    std::string error;
    const std::optional<ReaderChoice> choice = readerChoiceFromOption(args, error);
    if (!choice)
        return usageError("--readers: " + error, command.name);
    const Style style{!json && !get && colorFromOption(args)};
    const auto readers = chosenReaders(*spec, *choice);
    const auto list = pointers(readers);
    bool disagree = false;
    bool first = true;
    // the inputs in blocks: the workers of the server-side readers read a
    // block in one pipeline, every runtime at once; one by one from a
    // terminal, where each line waits for its answer
    const std::size_t kBlock = ::isatty(STDIN_FILENO) != 0 ? 1 : 256;
    std::vector<std::string> block;
    const auto flush = [&] {
        readAhead(list, std::vector<std::string_view>(block.begin(), block.end()));
        for (const std::string &text : block) {
            const Matrix m = readAll(text, list);
            disagree = disagree || m.finding.has_value();
            if (json) {
                writeOut(jsonLine(readersJson(text, m)));
            } else if (get) {
                writeOut(fillFields(args.values["--get"],
                                    [&m](std::string_view field) { return fieldValue(field, m); })
                         + "\n");
            } else {
                writeOut((first ? versionsLine(m, choice->names.empty()) : std::string())
                         + escapeForDisplay(text) + "\n" + readersTable(m, style) + "\n");
            }
            first = false;
        }
        block.clear();
    };
    forEachInput(args.inputs, [&](const std::string &text) {
        block.push_back(text);
        if (block.size() == kBlock)
            flush();
    });
    flush();
    return disagree ? kExitFlagged : kExitOk;
}

} // namespace uri::cli
