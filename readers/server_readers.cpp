// The readers of the languages servers run (docs/readers.md, "Server-side
// readers"): one worker program per runtime (readers/workers/), spoken to
// through readers/detail/worker_process.h. Only the parsers are called:
// nothing is fetched and no name is resolved.
#include "readers/detail/reader_kit.h"
#include "readers/detail/worker_process.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <string_view>
#include <thread>
#include <unistd.h>
#include <unordered_map>

namespace uri::readers {

namespace {

namespace fs = std::filesystem;

struct ServerReaderInfo
{
    std::string_view id;
    std::string_view name;
    std::string_view mode;
    std::string_view library = {}; ///< where it is not the runtime's own
    bool noHostRejects = false;    ///< Reading::noHostRejects
};

// How a runtime's worker is found and started.
struct Runtime
{
    std::string_view language; ///< the key of languages()
    std::string_view library;  ///< Reading::library
    /// the runtime's program: an absolute path, a name searched on PATH, or
    /// "" where the worker is a program of its own (Go's, built)
    std::string_view program;
    std::string_view worker;                 ///< the worker's file in the readers' folder
    std::vector<std::string_view> arguments; ///< "{worker}" and "{dir}" are filled in
    std::vector<std::string_view> environment;
    /// what to install: the Debian package that brings the runtime
    std::string_view package;
    /// the package the worker is built with, where it is built
    std::string_view buildPackage;
    std::vector<ServerReaderInfo> readers;
};

const std::vector<Runtime> &runtimes()
{
    // a worker's memory: 1 GiB of address space, and each runtime's heap
    // kept well below it by its own flag
    static const std::vector<Runtime> all{
        {"python",
         "Python",
         "/usr/bin/python3", // Debian's, never the first python3 on PATH
         "reader.py",
         {"-I", "{worker}"},
         {},
         "python3 and python3-urllib3",
         "",
         {{"python-urllib", "Python urllib.parse",
           "urllib.parse.urlsplit(text): .hostname, .port, .username, .password"},
          {"python-urllib3", "Python urllib3", "urllib3.util.parse_url(text), as requests calls it",
           "urllib3"}}},
        {"node",
         "Node.js",
         "node",
         "reader.js",
         {"--no-deprecation", "--max-old-space-size=128", "{worker}"},
         {},
         "nodejs",
         "",
         {{"node-url-parse", "Node url.parse", "the legacy url.parse(text)"},
          {"node-url", "Node URL", "new URL(text), the WHATWG URL class"}}},
        {"php",
         "PHP",
         "php",
         "reader.php",
         {"-n", "-d", "display_errors=stderr", "-d", "memory_limit=128M", "{worker}"},
         {},
         "php-cli",
         "",
         {{"php-parse-url", "PHP parse_url", "parse_url($text)"},
          {"php-filter-var", "PHP filter_var",
           "filter_var($text, FILTER_VALIDATE_URL), then parse_url($text)"}}},
        {"go",
         "Go",
         "",
         "go-reader",
         {},
         {"GOMEMLIMIT=128MiB", "GOMAXPROCS=1"},
         "",
         "golang-go",
         {{"go-net-url", "Go net/url", "url.Parse(text): Hostname(), Port(), EscapedPath()"}}},
        {"java",
         "Java",
         "java",
         "UriReader.class",
         {"-Xshare:auto", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xmx128m",
          "-XX:CompressedClassSpaceSize=64m", "-XX:ReservedCodeCacheSize=32m", "-cp", "{dir}",
          "UriReader"},
         {},
         "default-jre-headless",
         "default-jdk-headless",
         {{"java-uri", "Java java.net.URI", "new java.net.URI(text), its raw parts", "", true},
          {"java-url", "Java java.net.URL", "new java.net.URL(text)"}}},
        {"ruby",
         "Ruby",
         "ruby",
         "reader.rb",
         {"--disable-gems", "{worker}"},
         {},
         "ruby",
         "",
         {{"ruby-uri", "Ruby URI", "URI.parse(text)"}}},
    };
    return all;
}

constexpr std::uint64_t kAddressSpace = std::uint64_t{1} << 30;
constexpr std::size_t kCachedTexts = 65536;

// The folder of the worker programs: $URI_INSPECTOR_READERS_DIR; beside an
// installed program (PREFIX/bin/.. /libexec/uri-inspector/readers, which is
// also where Debian's python3 finds the module's); the build tree's; the
// configured installation's.
fs::path workersDir()
{
    if (const char *dir = std::getenv("URI_INSPECTOR_READERS_DIR"); dir != nullptr && *dir != '\0')
        return dir;
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path beside = exe.parent_path().parent_path() / "libexec/uri-inspector/readers";
        if (fs::is_directory(beside, ec))
            return beside;
    }
#ifdef URI_READERS_BUILD_DIR
    if (fs::is_directory(URI_READERS_BUILD_DIR, ec))
        return URI_READERS_BUILD_DIR;
#endif
#ifdef URI_READERS_INSTALL_DIR
    return URI_READERS_INSTALL_DIR;
#else
    return {};
#endif
}

bool executable(const fs::path &path)
{
    return !path.empty() && ::access(path.c_str(), X_OK) == 0 && !fs::is_directory(path);
}

// @p name as an absolute path: itself, or the first on PATH (the usual one
// where none is set), or "".
fs::path findProgram(std::string_view name)
{
    if (name.empty() || name.front() == '/')
        return executable(fs::path(name)) ? fs::path(name) : fs::path();
    const char *path = std::getenv("PATH");
    std::string_view dirs = path != nullptr ? path : "/usr/local/bin:/usr/bin:/bin";
    while (!dirs.empty()) {
        const std::size_t colon = dirs.find(':');
        const std::string_view dir = dirs.substr(0, colon);
        if (!dir.empty() && executable(fs::path(dir) / name))
            return fs::path(dir) / name;
        dirs = colon == std::string_view::npos ? std::string_view() : dirs.substr(colon + 1);
    }
    return {};
}

std::string toHex(std::string_view bytes)
{
    static constexpr char digits[] = "0123456789abcdef";
    std::string out(bytes.size() * 2, '0');
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const auto b = static_cast<unsigned char>(bytes[i]);
        out[2 * i] = digits[b >> 4];
        out[2 * i + 1] = digits[b & 15];
    }
    return out;
}

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

std::optional<std::string> fromHex(std::string_view hex)
{
    if (hex.size() % 2 != 0)
        return std::nullopt;
    std::string out(hex.size() / 2, '\0');
    for (std::size_t i = 0; i < out.size(); ++i) {
        const int hi = hexDigit(hex[2 * i]);
        const int lo = hexDigit(hex[2 * i + 1]);
        if (hi < 0 || lo < 0)
            return std::nullopt;
        out[i] = static_cast<char>(hi * 16 + lo);
    }
    return out;
}

// One reader's answer in a reply: its parts, or its error.
struct Answer
{
    bool read = false;
    std::string error;
    std::array<std::optional<std::string>, kComponentCount> parts;
};

// What a runtime made of one text: an answer per reader, or why there is none.
struct Entry
{
    std::vector<Answer> answers;
    std::string failure;
};

// One reply line as answers for @p runtime's readers, or what is wrong with it.
std::string decodeReply(std::string_view line, const Runtime &runtime, Entry &entry)
{
    const nlohmann::json reply = nlohmann::json::parse(line, nullptr, false);
    if (!reply.is_object() || !reply.contains("readings") || !reply["readings"].is_object())
        return "no JSON object with \"readings\": " + std::string(line.substr(0, 60))
               + (line.size() > 60 ? "..." : "");
    const nlohmann::json &readings = reply["readings"];
    entry.answers.assign(runtime.readers.size(), Answer{});
    for (std::size_t i = 0; i < runtime.readers.size(); ++i) {
        const std::string id(runtime.readers[i].id);
        const auto it = readings.find(id);
        if (it == readings.end() || !it->is_object())
            return "no reading of " + id;
        Answer &a = entry.answers[i];
        if (const auto error = it->find("error"); error != it->end()) {
            if (!error->is_string())
                return "an error of " + id + " that is no string";
            a.error = error->get<std::string>();
            continue;
        }
        a.read = true;
        for (const Component c : kComponents) {
            const auto part = it->find(std::string(componentName(c)));
            if (part == it->end())
                return "no " + std::string(componentName(c)) + " in the reading of " + id;
            if (part->is_null())
                continue;
            const auto bytes = part->is_string() ? fromHex(part->get<std::string>()) : std::nullopt;
            if (!bytes)
                return "a " + std::string(componentName(c)) + " of " + id + " that is no hex";
            a.parts[static_cast<std::size_t>(c)] = *bytes;
        }
    }
    return {};
}

// One runtime's worker, shared by that runtime's readers: the process, and
// what it read of the last texts.
class RuntimeWorker
{
public:
    RuntimeWorker(const Runtime &runtime, const ServerOptions &options)
        : runtime_(runtime)
        , options_(options)
    {
        const fs::path dir = workersDir();
        const fs::path worker = dir / runtime.worker;
        const fs::path program = runtime.program.empty() ? worker : findProgram(runtime.program);
        const std::string name(runtime.library);
        if (program.empty()) {
            missing_ = name + " is not installed: Debian's package " + std::string(runtime.package)
                       + " brings it (apt install " + std::string(runtime.package) + ")";
            return;
        }
        if (!fs::exists(worker)) {
            missing_ = !runtime.buildPackage.empty()
                           ? "the " + name + " reader was not built: Debian's package "
                                 + std::string(runtime.buildPackage)
                                 + " was missing when URI Inspector was built"
                           : "the " + name + " reader's program " + std::string(runtime.worker)
                                 + " is not in " + (dir.empty() ? "its folder" : dir.string());
            return;
        }
        detail::WorkerCommand command;
        command.program = program.string();
        for (const std::string_view a : runtime.arguments) {
            command.arguments.emplace_back(a == "{worker}" ? worker.string()
                                           : a == "{dir}"  ? dir.string()
                                                           : std::string(a));
        }
        // a clean environment: nothing of the caller's reaches the worker
        command.environment
            = {"PATH=/usr/bin:/bin", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "HOME=/nonexistent"};
        for (const std::string_view e : runtime.environment)
            command.environment.emplace_back(e);
        command.addressSpace = kAddressSpace;
        process_ = std::make_unique<detail::WorkerProcess>(std::move(command));
    }

    [[nodiscard]] const Runtime &runtime() const { return runtime_; }
    [[nodiscard]] const std::string &missing() const { return missing_; }

    // Whether some of @p texts are still to be read (not cached, not refused).
    [[nodiscard]] bool needs(const std::vector<std::string_view> &texts)
    {
        const std::lock_guard lock(mutex_);
        return process_ != nullptr
               && std::any_of(texts.begin(), texts.end(), [&](std::string_view t) {
                      return t.size() <= options_.maxBytes && cache_.count(std::string(t)) == 0;
                  });
    }

    void readAhead(const std::vector<std::string_view> &texts)
    {
        const std::lock_guard lock(mutex_);
        readLocked(texts);
    }

    // The reading of reader @p index of this runtime, for @p text.
    Reading reading(std::size_t index, std::string_view text, Reading r)
    {
        if (!missing_.empty()) {
            detail::fail(r, Outcome::Refused, missing_);
            return r;
        }
        if (text.size() > options_.maxBytes) {
            detail::fail(r, Outcome::Refused,
                         "not given to the " + std::string(runtime_.library)
                             + " worker: " + std::to_string(text.size()) + " bytes, more than the "
                             + std::to_string(options_.maxBytes) + " a worker is given");
            return r;
        }
        const std::lock_guard lock(mutex_);
        auto it = cache_.find(std::string(text));
        if (it == cache_.end()) {
            readLocked({text});
            it = cache_.find(std::string(text));
        }
        if (const auto v = versions_.find(r.id); v != versions_.end())
            r.version = v->second;
        if (it == cache_.end()) {
            detail::fail(r, Outcome::Error, "the worker gave no reading");
            return r;
        }
        const Entry &entry = it->second;
        if (!entry.failure.empty()) {
            detail::fail(r, Outcome::Error, entry.failure);
            return r;
        }
        const Answer &a = entry.answers[index];
        if (!a.read) {
            detail::fail(r, Outcome::Error, a.error);
            return r;
        }
        r.parts = a.parts;
        return r;
    }

private:
    void readLocked(const std::vector<std::string_view> &texts)
    {
        if (process_ == nullptr)
            return;
        std::vector<std::string> requests;
        std::vector<std::string_view> asked;
        for (const std::string_view t : texts) {
            if (t.size() > options_.maxBytes || cache_.count(std::string(t)) != 0
                || std::find(asked.begin(), asked.end(), t) != asked.end())
                continue;
            asked.push_back(t);
            requests.push_back(toHex(t));
        }
        if (requests.empty())
            return;
        if (cache_.size() + requests.size() > kCachedTexts)
            cache_.clear();
        std::vector<Entry> entries(requests.size());
        const auto replies = process_->exchange(requests, options_.startLimit, options_.replyLimit,
                                                [&](std::string_view line, std::size_t i) {
                                                    return decodeReply(line, runtime_, entries[i]);
                                                });
        for (std::size_t i = 0; i < asked.size(); ++i) {
            if (!replies[i].error.empty())
                entries[i] = Entry{
                    {}, "the " + std::string(runtime_.library) + " worker: " + replies[i].error};
            cache_.insert_or_assign(std::string(asked[i]), std::move(entries[i]));
        }
        readVersions();
    }

    // {"versions": {reader id: version}} of the hello line
    void readVersions()
    {
        const nlohmann::json hello = nlohmann::json::parse(process_->hello(), nullptr, false);
        if (!hello.is_object() || !hello.contains("versions") || !hello["versions"].is_object())
            return;
        for (const auto &[id, version] : hello["versions"].items()) {
            if (version.is_string())
                versions_[id] = version.get<std::string>();
        }
    }

    const Runtime &runtime_;
    ServerOptions options_;
    std::string missing_;
    std::mutex mutex_;
    std::unique_ptr<detail::WorkerProcess> process_;
    std::unordered_map<std::string, Entry> cache_;
    std::unordered_map<std::string, std::string> versions_;
};

class ServerReader final : public Reader
{
public:
    ServerReader(std::shared_ptr<RuntimeWorker> worker, std::size_t index)
        : Reader(identityOf(worker->runtime(), index))
        , worker_(std::move(worker))
        , index_(index)
    {}

    Reading read(std::string_view text) const override
    {
        return worker_->reading(index_, text, identity());
    }

    [[nodiscard]] RuntimeWorker &worker() const { return *worker_; }

private:
    static Reading identityOf(const Runtime &runtime, std::size_t index)
    {
        const ServerReaderInfo &info = runtime.readers[index];
        Reading r = detail::makeIdentity(
            std::string(runtime.language), std::string(info.id), std::string(info.name),
            std::string(info.library.empty() ? runtime.library : info.library), "",
            std::string(info.mode));
        r.noHostRejects = info.noHostRejects;
        return r;
    }

    std::shared_ptr<RuntimeWorker> worker_;
    std::size_t index_;
};

} // namespace

std::vector<std::unique_ptr<Reader>> serverReaders(const ServerOptions &options)
{
    std::vector<std::unique_ptr<Reader>> out;
    for (const Runtime &runtime : runtimes()) {
        const auto worker = std::make_shared<RuntimeWorker>(runtime, options);
        for (std::size_t i = 0; i < runtime.readers.size(); ++i)
            out.push_back(std::make_unique<ServerReader>(worker, i));
    }
    return out;
}

bool installed(const Reader &reader)
{
    const auto *server = dynamic_cast<const ServerReader *>(&reader);
    return server == nullptr || server->worker().missing().empty();
}

bool outOfProcess(const Reader &reader)
{
    return dynamic_cast<const ServerReader *>(&reader) != nullptr;
}

std::vector<std::string> missingRuntimes()
{
    std::vector<std::string> out;
    for (const auto &r : serverReaders()) {
        if (installed(*r))
            continue;
        std::string why = r->read("").error;
        if (std::find(out.begin(), out.end(), why) == out.end())
            out.push_back(std::move(why));
    }
    return out;
}

void readAhead(const std::vector<const Reader *> &readers,
               const std::vector<std::string_view> &texts)
{
    std::vector<RuntimeWorker *> workers;
    for (const Reader *r : readers) {
        const auto *server = dynamic_cast<const ServerReader *>(r);
        if (server == nullptr || !server->worker().needs(texts))
            continue;
        if (std::find(workers.begin(), workers.end(), &server->worker()) == workers.end())
            workers.push_back(&server->worker());
    }
    if (workers.empty())
        return;
    // every runtime at once: the slowest, not their sum
    std::vector<std::thread> threads;
    threads.reserve(workers.size() - 1);
    for (std::size_t i = 1; i < workers.size(); ++i)
        threads.emplace_back([w = workers[i], &texts] { w->readAhead(texts); });
    workers.front()->readAhead(texts);
    for (std::thread &t : threads)
        t.join();
}

} // namespace uri::readers
