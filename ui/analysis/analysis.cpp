#include "analysis/analysis.h"

#include "uriinspector/blocklist.h"
#include "uriinspector/qurl_reader.h"

#include <QString>

#include <map>
#include <mutex>

namespace uri::ui {

namespace {

using readers::Reader;
using readers::Reading;

// The readers of one generation (readers::chosenReaders()), built once: a
// Reader does not change, and its read() is const and thread-safe, so every
// analysis, on whichever worker thread, shares them.
const std::vector<std::unique_ptr<Reader>> &readersFor(Spec spec)
{
    static std::mutex mutex;
    static std::map<Spec, std::vector<std::unique_ptr<Reader>>> sets;
    const std::lock_guard lock(mutex);
    std::vector<std::unique_ptr<Reader>> &set = sets[spec];
    if (set.empty())
        set = readers::chosenReaders(spec); // every installed reader
    return set;                             // a map's elements stay where they are
}

// analyze() with @p chosen as its readers; P11 joins the security
// analysis only when they are every reader (@p every).
std::shared_ptr<const Analysis> analyzeWith(std::string bytes, Spec spec, std::uint64_t generation,
                                            const std::optional<std::string> &base,
                                            const BlocklistsPtr &blocklists,
                                            const std::vector<const Reader *> &chosen, bool every)
{
    InspectOptions options;
    options.blocklists = blocklists && !blocklists->empty() ? blocklists.get() : nullptr;
    options.spec = spec;
    // an empty input has nothing to analyse: the panes ask for one
    options.security = !bytes.empty() && bytes.size() <= kMaxSecurityBytes;
    options.normalization = !bytes.empty() && bytes.size() <= kMaxDeepAnalysisBytes;
    options.maxDeepBytes = kMaxSecurityBytes;
    options.base = base;
    // the readers too (their P11 finding joins the security analysis, which
    // the Security pane, the verdict and the report show)
    const bool read = !bytes.empty() && bytes.size() <= kMaxReadersBytes;
    readers::ReadInspection inspected = readers::inspect(
        std::move(bytes), options, read ? chosen : std::vector<const Reader *>{}, every);
    auto a = std::make_shared<Analysis>();
    static_cast<Inspection &>(*a) = std::move(inspected.inspection);
    a->readers = std::move(inspected.readings);
    a->serverReadingsPending = read && !every;
    a->mapping = SpanMapping(*a->input);
    a->generation = generation;
    // a relative reference with a base: the views of where it goes (RFC 3986 §5.2)
    if (a->security && a->base && !a->rfc3986().scheme) {
        const ResolveResult *resolved = a->resolution(Spec::Rfc3986);
        if (resolved && resolved->target) {
            a->target = std::make_shared<const std::string>(*resolved->target);
            security::AnalyzeOptions targetOptions;
            targetOptions.versions = false;
            targetOptions.blocklists = options.blocklists;
            a->targetSecurity = security::analyze(*a->target, targetOptions);
        }
    }
    return a;
}

} // namespace

std::shared_ptr<const Analysis> analyze(std::string bytes, Spec spec, std::uint64_t generation,
                                        const std::optional<std::string> &base,
                                        const BlocklistsPtr &blocklists)
{
    return analyzeWith(std::move(bytes), spec, generation, base, blocklists,
                       readers::pointers(readersFor(spec)), true);
}

std::shared_ptr<const Analysis> analyzeInProcess(std::string bytes, Spec spec,
                                                 std::uint64_t generation,
                                                 const std::optional<std::string> &base,
                                                 const BlocklistsPtr &blocklists)
{
    std::vector<const Reader *> inProcess;
    for (const std::unique_ptr<Reader> &reader : readersFor(spec)) {
        if (!readers::outOfProcess(*reader))
            inProcess.push_back(reader.get());
    }
    const bool every = inProcess.size() == readersFor(spec).size();
    return analyzeWith(std::move(bytes), spec, generation, base, blocklists, inProcess, every);
}

std::shared_ptr<const Analysis> withServerReadings(const Analysis &first)
{
    auto a = std::make_shared<Analysis>(first); // the views borrow `input` and `target`, shared
    a->serverReadingsPending = false;
    a->readers = readers::readAll(a->bytes(), readers::pointers(readersFor(a->spec)),
                                  first.readers ? first.readers->readings
                                                : std::vector<readers::Reading>{});
    if (a->readers->finding && a->security)
        security::addFinding(*a->security, *a->readers->finding);
    return a;
}

std::shared_ptr<const Analysis> analyzeViews(std::string bytes, Spec spec, std::uint64_t generation)
{
    InspectOptions options;
    options.spec = spec;
    options.security = options.normalization = options.browser = false;
    auto a = std::make_shared<Analysis>();
    static_cast<Inspection &>(*a) = inspect(std::move(bytes), options);
    a->mapping = SpanMapping(*a->input);
    a->generation = generation;
    a->partial = true;
    return a;
}

std::shared_ptr<const Analysis> analyze(const QString &text, Spec spec, std::uint64_t generation,
                                        const std::optional<std::string> &base,
                                        const BlocklistsPtr &blocklists)
{
    return analyze(SpanMapping::inputBytes(text), spec, generation, base, blocklists);
}

std::vector<std::string> readersNotInstalled()
{
    static const std::vector<std::string> missing = readers::missingRuntimes();
    return missing;
}

std::vector<readers::Reading> readerIdentities(Spec spec)
{
    std::vector<Reading> out;
    for (const std::unique_ptr<Reader> &reader : readersFor(spec))
        out.push_back(reader->identity());
    return out;
}

} // namespace uri::ui
