// libFuzzer harness for the reviewer's blocklists (uriinspector/blocklist.h,
// catalog §4.10 K1). The input is a list; its first six lines are then matched
// as a link. Invariants: every problem's line is a line of the list, in
// order; a match names a line of the list and its rule; the same request
// matches the same way twice; and the analysis with the list holds at most
// one K1 for the link itself.
#include "fuzz_support.h"

#include "uriinspector/blocklist.h"
#include "uriinspector/security.h"
#include "uriinspector/whatwg.h"

#include <algorithm>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view in = fuzz::text(data, size);
    std::vector<uri::security::Blocklist> lists;
    lists.push_back(uri::security::Blocklist::parse("fuzz.txt", std::string(in)));
    const uri::security::Blocklist &list = lists.front();
    const std::size_t lineCount
        = static_cast<std::size_t>(std::count(in.begin(), in.end(), '\n')) + 1;
    std::size_t previous = 0;
    for (const uri::security::BlocklistProblem &p : list.problems()) {
        FUZZ_CHECK(p.line >= 1 && p.line <= lineCount);
        FUZZ_CHECK(p.line >= previous);
        previous = p.line;
    }
    FUZZ_CHECK(list.problems().size() <= list.malformed() + list.unsupported());

    uri::security::AnalyzeOptions options;
    options.blocklists = &lists;
    options.versions = false;
    std::size_t start = 0;
    for (int n = 0; n < 6 && start <= in.size(); ++n) {
        const std::size_t end = std::min(in.find('\n', start), in.size());
        std::string_view line = in.substr(start, end - start);
        start = end + 1;
        if (line.size() > 512)
            continue;
        // the line as the link, and the line after "http://" (a list of names)
        for (const std::string link : {std::string(line), "http://" + std::string(line) + "/"}) {
            const uri::whatwg::ParseResult parsed = uri::whatwg::parse(link);
            const std::string host = parsed.url && parsed.url->host
                                         ? uri::whatwg::serializeHost(*parsed.url->host)
                                         : std::string();
            const std::string href = parsed.url ? uri::whatwg::serialize(*parsed.url, true) : "";
            const auto m = list.match(host, href, &lists);
            const auto again = list.match(host, href, &lists);
            FUZZ_CHECK(m.has_value() == again.has_value());
            if (m) {
                FUZZ_CHECK(m->line >= 1 && m->line <= lineCount);
                FUZZ_CHECK(m->line == again->line);
                FUZZ_CHECK(!m->rule.empty());
            }
            const uri::security::Assessment a = uri::security::analyze(link, options);
            std::size_t topLevel = 0;
            for (const uri::security::Finding &f : a.findings)
                topLevel += f.check == uri::security::Check::K1 && f.nested.empty() ? 1 : 0;
            FUZZ_CHECK(topLevel <= 1);
        }
    }
    return 0;
}
