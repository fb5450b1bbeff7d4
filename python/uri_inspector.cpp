// The Python module uri_inspector (docs/python.md): each function returns
// the object that its `uri-inspect` command prints with --json, worded by
// the same functions (core/include/uriinspector/json.h, readers_json.h,
// documents_report.h), so that keys, values and their order are the
// command line's. check() and check_many() make their objects from the
// core's writers directly (PythonSink); the others write their command's
// text and read it back with json.loads's scanner.
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
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <fstream>
#include <iterator>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>
#include <utility>
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

// One JSON text of ours as Python objects: json.loads's own C scanner
// (json.scanner.c_make_scanner), called directly, without the two Python
// frames and the whitespace matches of json.loads around it; the text is a
// single document with nothing around it. Members keep their order, as
// dicts keep it. json.loads itself where the C scanner is missing.
py::object loads(const std::string &text)
{
    // handles that are never let go: a py::object would be released after
    // the interpreter has gone, at the program's exit
    static const py::handle jsonLoads
        = py::object(py::module_::import("json").attr("loads")).release();
    static const py::handle scanner = [] {
        py::object make = py::module_::import("json.scanner").attr("c_make_scanner");
        return make.is_none()
                   ? make.release()
                   : make(py::module_::import("json.decoder").attr("JSONDecoder")()).release();
    }();
    const py::str document(text);
    if (scanner.is_none())
        return jsonLoads(document);
    const py::tuple found = scanner(document, 0); // (the value, where it ends)
    return found[0];
}

// A document's values as Python objects, made as they come (JsonSink):
// what json.loads would make of its text, without the text. Keys are made
// once and kept: the writers' keys are a few hundred names.
class PythonSink final : public JsonSink
{
public:
    PythonSink() = default;
    PythonSink(const PythonSink &) = delete;
    PythonSink &operator=(const PythonSink &) = delete;
    ~PythonSink() override
    {
        for (const Open &o : m_open) {
            Py_XDECREF(o.key);
            Py_DECREF(o.container);
        }
        Py_XDECREF(m_key);
        Py_XDECREF(m_result);
    }

    void open(char bracket) override
    {
        PyObject *container = bracket == '{' ? PyDict_New() : PyList_New(0);
        check(container);
        m_open.push_back({container, m_key});
        m_key = nullptr;
    }
    void close(char) override
    {
        const Open done = m_open.back();
        m_open.pop_back();
        m_key = done.key;
        put(done.container);
    }
    void member(std::string_view key) override
    {
        const auto [it, added] = keys().try_emplace(std::string(key), nullptr);
        if (added) {
            it->second
                = PyUnicode_FromStringAndSize(key.data(), static_cast<Py_ssize_t>(key.size()));
            check(it->second);
            PyUnicode_InternInPlace(&it->second);
        }
        Py_INCREF(it->second);
        Py_XDECREF(m_key);
        m_key = it->second;
    }
    void null() override
    {
        Py_INCREF(Py_None);
        put(Py_None);
    }
    void boolean(bool value) override
    {
        PyObject *b = value ? Py_True : Py_False;
        Py_INCREF(b);
        put(b);
    }
    void integer(std::int64_t value) override { put(check(PyLong_FromLongLong(value))); }
    void unsignedInteger(std::uint64_t value) override
    {
        put(check(PyLong_FromUnsignedLongLong(value)));
    }
    void floating(double value) override { put(check(PyFloat_FromDouble(value))); }
    void string(std::string_view value) override
    {
        PyObject *s
            = PyUnicode_DecodeUTF8(value.data(), static_cast<Py_ssize_t>(value.size()), nullptr);
        if (s == nullptr) {
            // invalid UTF-8: replaced as the JSON text replaces it
            PyErr_Clear();
            const std::string replaced = jsonStringValue(value);
            s = PyUnicode_DecodeUTF8(replaced.data(), static_cast<Py_ssize_t>(replaced.size()),
                                     nullptr);
        }
        put(check(s));
    }

    /// The document, once it is whole.
    py::object take()
    {
        return py::reinterpret_steal<py::object>(std::exchange(m_result, nullptr));
    }

private:
    struct Open
    {
        PyObject *container;
        PyObject *key; // its key in the object around it, or null
    };

    static PyObject *check(PyObject *made)
    {
        if (made == nullptr)
            throw py::error_already_set();
        return made;
    }
    // the keys, for the interpreter's life (never let go: see loads())
    static std::unordered_map<std::string, PyObject *> &keys()
    {
        static auto *made = new std::unordered_map<std::string, PyObject *>;
        return *made;
    }
    // @p value (a new reference) into the open container, or as the result
    void put(PyObject *value)
    {
        if (m_open.empty()) {
            Py_XDECREF(m_result);
            m_result = value;
            return;
        }
        PyObject *top = m_open.back().container;
        const int failed
            = m_key != nullptr ? PyDict_SetItem(top, m_key, value) : PyList_Append(top, value);
        Py_DECREF(value);
        Py_XDECREF(m_key);
        m_key = nullptr;
        if (failed != 0)
            throw py::error_already_set();
    }

    std::vector<Open> m_open;
    PyObject *m_key = nullptr;
    PyObject *m_result = nullptr;
};

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
    /// the built-in tables and a file's, only when a file is given (a copy
    /// of the built-in tables costs more than an analysis)
    std::optional<security::SecurityData> data;
    std::vector<security::Blocklist> blocklists;
    InspectOptions options;

    CheckSetup(const py::object &base, const py::object &dataFile, const py::object &blocklistFiles,
               bool normalize)
    {
        if (!dataFile.is_none()) {
            data = security::SecurityData::builtin();
            std::string error;
            if (!data->loadFile(py::str(dataFile), false, &error))
                throw py::value_error(error);
            options.data = &*data;
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
    m->owned = readers::chosenReaders(spec); // every installed reader
    m->list = readers::pointers(m->owned);
    made.push_back(std::move(m));
    return made.back()->list;
}

// Pauses Python's cyclic collector while it lives: the objects made of
// JSON have no cycles, and the collector would otherwise walk every object
// made so far again and again as a batch's list grows.
class CollectorPause
{
public:
    CollectorPause()
        : m_gc(py::module_::import("gc"))
        , m_was(m_gc.attr("isenabled")().cast<bool>())
    {
        m_gc.attr("disable")();
    }
    CollectorPause(const CollectorPause &) = delete;
    CollectorPause &operator=(const CollectorPause &) = delete;
    ~CollectorPause()
    {
        if (m_was)
            m_gc.attr("enable")();
    }

private:
    py::module_ m_gc;
    bool m_was;
};

// The Python object of one analysis: made from the inspection directly, or
// (with the readers' matrix, which the text writer splices in) by its text.
py::object checkObject(const readers::ReadInspection &r)
{
    if (!r.readings) {
        PythonSink sink;
        writeInspectionJson(r.inspection, sink);
        return sink.take();
    }
    std::string line;
    readers::appendInspectionJsonLine(r.inspection, &*r.readings, line);
    line.pop_back(); // the newline
    return loads(line);
}

py::object check(const py::object &text, const py::object &base, bool withReaders,
                 const py::object &data, const py::object &blocklists, bool normalize)
{
    const std::string bytes = bytesOf(text, "text");
    const CheckSetup setup(base, data, blocklists, normalize);
    std::optional<readers::ReadInspection> result;
    {
        py::gil_scoped_release release;
        static const std::vector<const readers::Reader *> none;
        result = readers::inspect(bytes, setup.options,
                                  withReaders ? threadReaders(Spec::Rfc3986) : none);
    }
    return checkObject(*result);
}

py::list checkMany(const py::iterable &texts, int jobs, const py::object &base, bool withReaders,
                   const py::object &data, const py::object &blocklists, bool normalize)
{
    if (jobs < 0)
        throw py::value_error("jobs must be 0 (every core) or more");
    std::vector<std::string> inputs;
    for (const py::handle text : texts)
        inputs.push_back(bytesOf(text, "each text"));
    const CheckSetup setup(base, data, blocklists, normalize);

    // A pipeline: `jobs` threads analyse chunks of kChunk inputs (taken from
    // a shared counter, so that they stay busy whatever each link costs)
    // without the GIL, at most kWindow inputs ahead; this thread makes the
    // Python objects, in input order, as chunks are done.
    constexpr std::size_t kChunk = 16;
    constexpr std::size_t kWindow = 1024;
    const std::size_t n = inputs.size();
    const std::size_t chunks = (n + kChunk - 1) / kChunk;
    std::vector<std::optional<readers::ReadInspection>> results(n);
    std::vector<char> done(chunks, 0);
    std::mutex mutex;
    std::condition_variable changed;
    std::size_t made = 0; // inputs whose objects are made
    bool stop = false;
    std::exception_ptr failure;
    std::atomic<std::size_t> next{0};

    auto work = [&] {
        try {
            static const std::vector<const readers::Reader *> none;
            const std::vector<const readers::Reader *> &list
                = withReaders ? threadReaders(Spec::Rfc3986) : none;
            for (;;) {
                const std::size_t chunk = next.fetch_add(1);
                if (chunk >= chunks)
                    return;
                const std::size_t from = chunk * kChunk;
                {
                    std::unique_lock lock(mutex);
                    changed.wait(lock, [&] { return stop || from < made + kWindow; });
                    if (stop)
                        return;
                }
                for (std::size_t i = from; i < std::min(n, from + kChunk); ++i)
                    results[i] = readers::inspect(inputs[i], setup.options, list);
                const std::lock_guard lock(mutex);
                done[chunk] = 1;
                changed.notify_all();
            }
        } catch (...) {
            const std::lock_guard lock(mutex);
            if (!failure)
                failure = std::current_exception();
            stop = true;
            changed.notify_all();
        }
    };
    const std::size_t threads
        = std::min<std::size_t>(jobs > 0 ? static_cast<std::size_t>(jobs)
                                         : std::max(1U, std::thread::hardware_concurrency()),
                                std::max<std::size_t>(1, chunks));
    std::vector<std::thread> pool;
    for (std::size_t t = 0; t < threads; ++t)
        pool.emplace_back(work);
    // the workers stop and are joined however this thread leaves
    const auto finish = [&] {
        {
            const std::lock_guard lock(mutex);
            stop = true;
            changed.notify_all();
        }
        py::gil_scoped_release release;
        for (std::thread &t : pool)
            t.join();
        pool.clear();
    };

    py::list out;
    try {
        const CollectorPause pause;
        for (std::size_t chunk = 0; chunk < chunks; ++chunk) {
            {
                py::gil_scoped_release release;
                std::unique_lock lock(mutex);
                changed.wait(lock, [&] { return done[chunk] != 0 || failure; });
                if (failure)
                    break;
            }
            for (std::size_t i = chunk * kChunk; i < std::min(n, (chunk + 1) * kChunk); ++i) {
                out.append(checkObject(*results[i]));
                results[i].reset();
            }
            const std::lock_guard lock(mutex);
            made = std::min(n, (chunk + 1) * kChunk);
            changed.notify_all();
        }
    } catch (...) {
        finish();
        throw;
    }
    finish();
    if (failure)
        std::rethrow_exception(failure);
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
        if (!parsedBase->url)
            throw py::value_error("base " + whatwgBaseRefusal(*baseText, *parsedBase));
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
            uriparser, Boost.URL, QUrl, and the installed runtimes of
            Python, Node.js, PHP, Go, Java and Ruby): "readers", and P11
            when they disagree on the host
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
own RFC 3986 and URL Standard parsers, and the installed runtimes of Python,
Node.js, PHP, Go, Java and Ruby (each in a worker process that only
parses); each reading's components, error and library version, and P11 when
they disagree on the host.)");

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
