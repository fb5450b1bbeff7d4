// The Python module uri_inspector (docs/python.md): each function returns
// the object that its `uri-inspect` command prints with --json, written by
// the same functions (core/include/uriinspector/json.h, readers_json.h,
// documents_report.h) and read back by Python's json.loads, so that keys,
// values and their order are the command line's.
#include "uriinspector/documents.h"
#include "uriinspector/documents_report.h"
#include "uriinspector/extract.h"
#include "uriinspector/inspection.h"
#include "uriinspector/json.h"
#include "uriinspector/qurl_reader.h"
#include "uriinspector/readers.h"
#include "uriinspector/readers_json.h"
#include "uriinspector/security.h"
#include "uriinspector/security_data.h"
#include "uriinspector/utf8.h"
#include "uriinspector/whatwg.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <fstream>
#include <iterator>
#include <limits>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace py = pybind11;

namespace {

using namespace uri;

// Text as the command line gets it: the bytes of a bytes object as they
// are (invalid UTF-8 included), a str as UTF-8 (surrogate escapes, as
// os.fsdecode() makes them, back to their bytes).
std::string bytesOf(const py::handle &text, const char *what)
{
    if (py::isinstance<py::bytes>(text))
        return std::string(py::reinterpret_borrow<py::bytes>(text));
    if (py::isinstance<py::bytearray>(text))
        return std::string(py::reinterpret_borrow<py::bytearray>(text));
    if (py::isinstance<py::str>(text)) {
        const py::object encoded = text.attr("encode")("utf-8", "surrogateescape");
        return std::string(py::reinterpret_borrow<py::bytes>(encoded));
    }
    throw py::type_error(std::string(what) + " must be str or bytes, not "
                         + std::string(py::str(text.get_type().attr("__name__"))));
}

std::optional<std::string> optionalBytes(const py::object &text, const char *what)
{
    if (text.is_none())
        return std::nullopt;
    return bytesOf(text, what);
}

// One JSON text as Python objects (json.loads: C code, and the order of
// the members kept, as dicts keep it).
py::object loads(const std::string &text)
{
    static const py::object jsonLoads = py::module_::import("json").attr("loads");
    return jsonLoads(py::str(text));
}

// A JSON document as Python objects, by its jsonLine() text (invalid UTF-8
// replaced by U+FFFD, as the command line writes it).
py::object toPython(const Json &value)
{
    std::string text;
    appendJson(value, text);
    return loads(text);
}

// The names of `--spec` (specFromName()).
Spec specNamed(const std::string &name)
{
    const std::optional<Spec> spec = specFromName(name);
    if (!spec)
        throw py::value_error("unknown spec '" + name + "'");
    return *spec;
}

// What check() needs beyond the text: the tables and the lists, loaded once
// for a batch, as `uri-inspect check --data FILE --blocklist FILE` does.
struct CheckSetup
{
    security::SecurityData data = security::SecurityData::builtin();
    std::vector<security::Blocklist> blocklists;
    InspectOptions options;
    bool readers = false;

    CheckSetup(const py::object &base, bool withReaders, const py::object &dataFile,
               const py::object &blocklistFiles, bool normalize)
        : readers(withReaders)
    {
        if (!dataFile.is_none()) {
            std::string error;
            if (!data.loadFile(py::str(dataFile), false, &error))
                throw py::value_error(error);
            options.data = &data;
        }
        if (!blocklistFiles.is_none()) {
            if (py::isinstance<py::str>(blocklistFiles))
                throw py::type_error("blocklists must be a list of paths, not one str");
            for (const py::handle path : blocklistFiles) {
                std::string error;
                std::optional<security::Blocklist> list
                    = security::Blocklist::load(py::str(path), &error);
                if (!list)
                    throw py::value_error(error);
                blocklists.push_back(std::move(*list));
            }
            if (!blocklists.empty())
                options.blocklists = &blocklists;
        }
        options.normalization = normalize;
        options.maxDeepBytes = std::numeric_limits<std::size_t>::max(); // as check does
        options.base = optionalBytes(base, "base");
    }
    CheckSetup(const CheckSetup &) = delete;
    CheckSetup &operator=(const CheckSetup &) = delete;

    /// The `check --json` line of @p text, without its newline; each thread
    /// brings its own readers (their libraries' handles are not shared).
    void write(const std::string &text, const std::vector<const readers::Reader *> &list,
               std::string &out) const
    {
        const readers::ReadInspection inspected = readers::inspect(text, options, list);
        const std::optional<readers::Matrix> &matrix = inspected.readings;
        readers::appendInspectionJsonLine(inspected.inspection, matrix ? &*matrix : nullptr, out);
        if (!out.empty() && out.back() == '\n')
            out.pop_back();
    }
};

// The readers of this thread, made on first use (their libraries' handles
// are not shared between threads).
const std::vector<const readers::Reader *> &threadReaders(Spec spec)
{
    struct Made
    {
        Spec spec;
        std::vector<std::unique_ptr<readers::Reader>> owned;
        std::vector<const readers::Reader *> list;
    };
    thread_local std::vector<std::unique_ptr<Made>> made;
    for (const std::unique_ptr<Made> &m : made) {
        if (m->spec == spec)
            return m->list;
    }
    auto m = std::make_unique<Made>();
    m->spec = spec;
    m->owned = readers::allReaders(spec);
    m->list = readers::pointers(m->owned);
    made.push_back(std::move(m));
    return made.back()->list;
}

py::object check(const py::object &text, const py::object &base, bool withReaders,
                 const py::object &data, const py::object &blocklists, bool normalize)
{
    const std::string bytes = bytesOf(text, "text");
    const CheckSetup setup(base, withReaders, data, blocklists, normalize);
    std::string out;
    {
        py::gil_scoped_release release;
        static const std::vector<const readers::Reader *> none;
        setup.write(bytes, withReaders ? threadReaders(Spec::Rfc3986) : none, out);
    }
    return loads(out);
}

py::list checkMany(const py::iterable &texts, int jobs, const py::object &base, bool withReaders,
                   const py::object &data, const py::object &blocklists, bool normalize)
{
    if (jobs < 0)
        throw py::value_error("jobs must be 0 (every core) or more");
    std::vector<std::string> inputs;
    for (const py::handle text : texts)
        inputs.push_back(bytesOf(text, "each text"));
    const CheckSetup setup(base, withReaders, data, blocklists, normalize);
    std::vector<std::string> lines(inputs.size());
    {
        py::gil_scoped_release release;
        const std::size_t threads
            = std::min<std::size_t>(jobs > 0 ? static_cast<std::size_t>(jobs)
                                             : std::max(1U, std::thread::hardware_concurrency()),
                                    std::max<std::size_t>(1, inputs.size() / 64));
        // inputs taken in chunks of 64 from a shared counter: the threads
        // stay busy whatever each link costs, and the order is the input's
        std::atomic<std::size_t> next{0};
        std::exception_ptr failure;
        std::atomic<bool> failed{false};
        auto work = [&] {
            try {
                static const std::vector<const readers::Reader *> none;
                const std::vector<const readers::Reader *> &list
                    = withReaders ? threadReaders(Spec::Rfc3986) : none;
                for (;;) {
                    const std::size_t from = next.fetch_add(64);
                    if (from >= inputs.size() || failed)
                        return;
                    const std::size_t to = std::min(inputs.size(), from + 64);
                    for (std::size_t i = from; i < to; ++i)
                        setup.write(inputs[i], list, lines[i]);
                }
            } catch (...) {
                if (!failed.exchange(true))
                    failure = std::current_exception();
            }
        };
        std::vector<std::thread> pool;
        for (std::size_t t = 1; t < threads; ++t)
            pool.emplace_back(work);
        work();
        for (std::thread &t : pool)
            t.join();
        if (failure)
            std::rethrow_exception(failure);
    }
    py::list out;
    for (std::string &line : lines) {
        out.append(loads(line));
        std::string().swap(line);
    }
    return out;
}

py::object parseOne(const py::object &text, const std::string &specText, const py::object &base)
{
    const std::string bytes = bytesOf(text, "text");
    const Spec spec = specNamed(specText);
    if (spec != Spec::Whatwg) {
        if (!base.is_none())
            throw py::value_error("base is only valid with spec='whatwg'");
        std::string out;
        {
            py::gil_scoped_release release;
            appendParseJsonLine(parse(bytes, spec), out);
        }
        out.pop_back(); // the newline
        return loads(out);
    }
    const std::optional<std::string> baseText = optionalBytes(base, "base");
    std::optional<whatwg::ParseResult> parsedBase;
    if (baseText) {
        parsedBase = whatwg::parse(*baseText);
        if (!parsedBase->url) {
            std::string why;
            for (const Diagnostic &d : parsedBase->diagnostics) {
                if (d.severity == Severity::Error)
                    why = ": " + std::string(diagCodeName(d.code)) + ", " + d.message;
            }
            throw py::value_error("base '" + escapeForDisplay(*baseText) + "' is no URL" + why);
        }
    }
    Json json;
    {
        py::gil_scoped_release release;
        json = whatwgJson(whatwg::parse(bytes, parsedBase ? &*parsedBase->url : nullptr), baseText);
    }
    return toPython(json);
}

py::object resolveOne(const py::object &base, const py::object &reference,
                      const std::string &specText, bool trace)
{
    const std::string baseBytes = bytesOf(base, "base");
    const std::string referenceBytes = bytesOf(reference, "reference");
    const Spec spec = specNamed(specText);
    if (spec != Spec::Whatwg && !resolveSupports(spec)) {
        throw py::value_error("resolve does not implement '" + std::string(specName(spec))
                              + "' here (the URL Standard parser resolves by itself)");
    }
    Json json;
    {
        py::gil_scoped_release release;
        json = spec == Spec::Whatwg ? whatwgResolutionJson(baseBytes, referenceBytes)
                                    : resolveJson(resolve(baseBytes, referenceBytes, spec));
    }
    if (!trace)
        json.erase("trace");
    return toPython(json);
}

py::object normalizeOne(const py::object &text)
{
    const std::string bytes = bytesOf(text, "text");
    Json json;
    {
        py::gil_scoped_release release;
        json = normalizeJson(normalize(bytes));
    }
    return toPython(json);
}

py::object compareOne(const py::object &a, const py::object &b)
{
    const std::string aBytes = bytesOf(a, "a");
    const std::string bBytes = bytesOf(b, "b");
    Json json;
    {
        py::gil_scoped_release release;
        json = compareJson(compare(aBytes, bBytes));
    }
    return toPython(json);
}

py::object readersOne(const py::object &text, const std::string &specText)
{
    const std::string bytes = bytesOf(text, "text");
    const Spec spec = specNamed(specText);
    if (spec == Spec::Whatwg)
        throw py::value_error("spec: an RFC 3986 generation is needed (the URL Standard's "
                              "reading is always there)");
    Json json;
    {
        py::gil_scoped_release release;
        json = readersJson(bytes, readers::readAll(bytes, threadReaders(spec)));
    }
    return toPython(json);
}

// The records of `extract --json [--check]` over one input: a text, or the
// document of a file read as its first bytes say (documents::sniff()).
py::list extractOne(const py::object &text, const py::object &path, bool check,
                    const py::object &base, bool defanged)
{
    if (text.is_none() == path.is_none())
        throw py::type_error("extract takes a text or a path=, not both");
    std::string bytes;
    std::string name;
    if (!text.is_none()) {
        bytes = bytesOf(text, "text");
    } else {
        name = bytesOf(py::module_::import("os").attr("fsdecode")(path), "path");
        std::ifstream file(name, std::ios::binary);
        if (!file)
            throw py::value_error("cannot read '" + name + "'");
        bytes.assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
    }
    const std::optional<std::string> baseText = optionalBytes(base, "base");
    std::vector<std::string> records;
    {
        py::gil_scoped_release release;
        const documents::Format format
            = text.is_none() ? documents::sniff(bytes) : documents::Format::Text;
        if (format == documents::Format::Text) {
            // a UTF-8 byte order mark is no part of the text
            const std::string_view body = !text.is_none() || bytes.rfind("\xEF\xBB\xBF", 0) != 0
                                              ? std::string_view(bytes)
                                              : std::string_view(bytes).substr(3);
            ExtractOptions options;
            options.defanged = defanged;
            for (const ExtractedUri &u : extract(body, options)) {
                std::optional<security::Assessment> analysis;
                if (check)
                    analysis = checkExtracted(u.uri);
                records.push_back(jsonLine(extractedJson(u, 0, analysis ? &*analysis : nullptr)));
            }
        } else {
            documents::ReadOptions options;
            options.defanged = defanged;
            options.url = baseText;
            const documents::DocumentInfo document{0, name, format};
            documents::Handler handler;
            handler.link = [&](const documents::LinkRecord &r) {
                std::optional<Inspection> inspection;
                if (check)
                    inspection = documents::inspectLink(r);
                records.emplace_back();
                documents::appendLinkJsonLine(r, document, inspection ? &*inspection : nullptr,
                                              records.back());
            };
            handler.message = [&](const documents::MessageRecord &m) {
                records.push_back(jsonLine(documents::messageJson(m, document)));
            };
            handler.notice = [&](const documents::Notice &n) {
                records.push_back(jsonLine(documents::noticeJson(n, document)));
            };
            documents::read(bytes, format, options, handler);
        }
    }
    py::list out;
    for (std::string &line : records) {
        line.pop_back(); // the newline
        out.append(loads(line));
    }
    return out;
}

} // namespace

PYBIND11_MODULE(uri_inspector, m)
{
    m.doc() = R"(URI Inspector's analyses for Python programs (docs/python.md).

Each function returns the object that its uri-inspect command prints with
--json (docs/json.md), with the same keys, values and order: null is None
(an undefined component), "" is an empty one, a span is [offset, length]
in bytes of the input's UTF-8. Text may be str or bytes; bytes are taken
as they are, invalid UTF-8 included (written as U+FFFD in the strings, the
spans still counting the input's own bytes). Nothing is ever fetched.)";
    m.attr("__version__") = URI_INSPECTOR_VERSION;

    m.def(
        "check", &check, py::arg("text"), py::arg("base") = py::none(), py::arg("readers") = false,
        py::arg("data") = py::none(), py::arg("blocklists") = py::none(),
        py::arg("normalize") = false,
        R"(check(text, base=None, readers=False, data=None, blocklists=None, normalize=False) -> dict

Analyse a link without fetching it, as `uri-inspect check --json` does:
where a browser would really go (scheme, host, canonical IP, port,
registrable domain), how RFC 3986 and the URL Standard read it, and every
trick it plays, by the ids of the link-security catalog (A1-A12 RFC 3986
section 7, P1-P11 parser differentials, N1-N10 host classes, U1-U13 Unicode
and IDN spoofing, D1-D6 domain structure, R1-R4 redirects and nesting, S1-S6
schemes, L1-L3 length, F1-F4 downloads, K1 your blocklists), each with its
severity, span, citation and message. The "verdict" is the highest
severity, or None.

base        the page the link is on (--base): also resolve it against base
            under every generation ("base", "resolution")
readers     also read it with real URL libraries (--readers: libcurl,
            uriparser, Boost.URL, QUrl): "readers", and P11 when they
            disagree on the host
data        a table file loaded on top of the built-in tables (--data)
blocklists  paths of your own lists (--blocklist): hosts files, Adblock
            Plus filters, plain domains or URLs, URLhaus CSV; a match is K1
normalize   also climb the RFC 3986 section 6.2 ladder (--normalize)

Raises ValueError for a table or list that cannot be read (the command
line's message).)");

    m.def(
        "check_many", &checkMany, py::arg("texts"), py::arg("jobs") = 0,
        py::arg("base") = py::none(), py::arg("readers") = false, py::arg("data") = py::none(),
        py::arg("blocklists") = py::none(), py::arg("normalize") = false,
        R"(check_many(texts, jobs=0, base=None, readers=False, data=None, blocklists=None, normalize=False) -> list[dict]

check() of every text of an iterable, in its order, on `jobs` threads (0:
every core) with the GIL released: what `uri-inspect check --json --jobs N -`
prints for the same lines. The tables and lists are loaded once.)");

    m.def("parse", &parseOne, py::arg("text"), py::arg("spec") = "rfc3986",
          py::arg("base") = py::none(),
          R"(parse(text, spec="rfc3986", base=None) -> dict

Split a URI reference into the components of RFC 3986 section 3 and check it
against the ABNF of Appendix A, as `uri-inspect parse --json` does. Invalid
input is still split (Appendix B) and every violation is reported with its
byte offset and length.

spec  rfc3986 (default), rfc3986-nonstrict (the same grammar); rfc2396,
      draft-01, rfc1808 (with "params") or rfc1630, each split and checked
      by its own text's grammar; or whatwg: parse as a browser does (the URL
      Standard's basic URL parser), with the URL API's fields or "failure",
      every validation error with its span, and how RFC 3986 reads it
base  with spec="whatwg": parse against base, as new URL(text, base) does

Raises ValueError for an unknown spec, a base without spec="whatwg", or a
base that is no URL.)");

    m.def("resolve", &resolveOne, py::arg("base"), py::arg("reference"),
          py::arg("spec") = "rfc3986", py::arg("trace") = true,
          R"(resolve(base, reference, spec="rfc3986", trace=True) -> dict

Resolve a reference against a base, as `uri-inspect resolve --json` does:
the target (None when it cannot be resolved), the error, and the trace of
RFC 3986 section 5.2 (or of the chosen generation's algorithm) row by row.
spec="whatwg" gives what new URL(reference, base) gives. trace=False leaves
the "trace" member out.)");

    m.def("normalize", &normalizeOne, py::arg("text"),
          R"(normalize(text) -> dict

Climb the RFC 3986 section 6.2 ladder, as `uri-inspect normalize --json`
does: the normalized form and every rung (case, percent-encoding, dot
segments, scheme-based) with its result.)");

    m.def("compare", &compareOne, py::arg("a"), py::arg("b"),
          R"(compare(a, b) -> dict

Whether two URIs are equivalent by the RFC 3986 section 6.2 ladder, as
`uri-inspect compare --json` does: the first rung at which they become
equal, every rung's forms, and the components that differ.)");

    m.def("readers", &readersOne, py::arg("text"), py::arg("spec") = "rfc3986",
          R"(readers(text, spec="rfc3986") -> dict

How real URL libraries read the link, side by side, as `uri-inspect readers
--json` does: libcurl's URL API, uriparser, Boost.URL, QUrl, this project's
own RFC 3986 and URL Standard parsers; each reading's components, error and
library version, and P11 when they disagree on the host.)");

    m.def("extract", &extractOne, py::arg("text") = py::none(), py::kw_only(),
          py::arg("path") = py::none(), py::arg("check") = false, py::arg("base") = py::none(),
          py::arg("defanged") = true,
          R"(extract(text=None, *, path=None, check=False, base=None, defanged=True) -> list[dict]

Every URI in a text, or in the document at path (a mail, an mbox, an HTML
page, a PDF, an image with QR codes, or text, by its first bytes), as
`uri-inspect extract --json [--check]` prints them: one record per link (and
per message and notice in a document). check=True adds each link's verdict
(in a document, its check() object); base is a page's own URL; defanged=False
leaves defanged forms such as hxxp://example[.]com alone.)");
}
