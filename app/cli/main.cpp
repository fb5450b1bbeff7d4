// uri-inspect: the command-line companion of URI Inspector.
// The contract (subcommands, JSON fields, exit status) is in docs/cli.md.

#include "cli.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace uri;

constexpr int kExitOk = 0;
constexpr int kExitFlagged = 1;
constexpr int kExitUsage = 2;

constexpr std::string_view kMainHelp = R"(usage: uri-inspect <command> [options] [--] INPUT...

Takes URI references apart. Never fetches anything.

commands:
  parse     split URI references into components and check them against RFC 3986

Each command reads its arguments, or lines of standard input where an
argument is "-". Run "uri-inspect <command> --help" for its options.

exit status: 0 all inputs valid, 1 some input invalid, 2 usage error
)";

constexpr std::string_view kParseHelp = R"(usage: uri-inspect parse [--json] [--spec S] [--color WHEN] [--] URI... | -

Split each URI reference into the components of RFC 3986 section 3 and check
it against the ABNF of Appendix A. Invalid input is still split (Appendix B)
and every violation is reported with its byte offset and length.

options:
  --json         one JSON object per input (JSON Lines); null = undefined
  --spec S       rfc3986 (default) or rfc3986-nonstrict
  --color WHEN   auto (default: only on a terminal, not with NO_COLOR),
                 always or never
  -h, --help     this text
  --             end of options: every later argument is a URI, "-" included

"-" reads one URI per line from standard input (a final CR of a line and a
UTF-8 byte order mark at the start are dropped).

exit status: 0 all valid, 1 some input invalid, 2 usage error
)";

int usageError(std::string_view message, std::string_view command)
{
    std::cerr << "uri-inspect: " << message << "\n";
    std::cerr << "Try 'uri-inspect " << command << (command.empty() ? "" : " ") << "--help'.\n";
    return kExitUsage;
}

/// Calls @p each for every input: arguments as they are, and "-" as the lines
/// of standard input. Streaming: a batch of any length is never held whole.
void forEachInput(const std::vector<std::pair<std::string, bool>> &args,
                  const std::function<void(const std::string &)> &each)
{
    for (const auto &[arg, literal] : args) {
        if (literal || arg != "-") {
            each(arg);
            continue;
        }
        std::string line;
        bool first = true;
        while (std::getline(std::cin, line)) {
            if (first && line.rfind("\xEF\xBB\xBF", 0) == 0)
                line.erase(0, 3);
            first = false;
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            each(line);
        }
    }
}

enum class ColorMode { Auto, Always, Never };

bool useColor(ColorMode mode)
{
    if (mode != ColorMode::Auto)
        return mode == ColorMode::Always;
    const char *noColor = std::getenv("NO_COLOR");
    return isatty(STDOUT_FILENO) != 0 && (noColor == nullptr || *noColor == '\0');
}

int runParse(const std::vector<std::string> &argv)
{
    bool json = false;
    Spec spec = Spec::Rfc3986;
    ColorMode color = ColorMode::Auto;
    std::vector<std::pair<std::string, bool>> inputs; // text, literal (after "--")
    bool optionsEnded = false;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string &a = argv[i];
        if (optionsEnded || a == "-" || a.empty() || a[0] != '-') {
            inputs.emplace_back(a, optionsEnded);
        } else if (a == "--") {
            optionsEnded = true;
        } else if (a == "-h" || a == "--help") {
            std::cout << kParseHelp;
            return kExitOk;
        } else if (a == "--json") {
            json = true;
        } else if (a == "--spec" || a.rfind("--spec=", 0) == 0) {
            std::string name;
            if (a == "--spec") {
                if (i + 1 == argv.size())
                    return usageError("--spec needs a value", "parse");
                name = argv[++i];
            } else {
                name = a.substr(7);
            }
            const std::optional<Spec> s = specFromName(name);
            if (!s)
                return usageError("unknown spec '" + name + "'", "parse");
            if (!parseSupports(*s)) {
                return usageError("parse does not implement the grammar of '" + name
                                      + "' yet; use rfc3986",
                                  "parse");
            }
            spec = *s;
        } else if (a == "--color" || a.rfind("--color=", 0) == 0) {
            std::string when;
            if (a == "--color") {
                if (i + 1 == argv.size())
                    return usageError("--color needs a value", "parse");
                when = argv[++i];
            } else {
                when = a.substr(8);
            }
            if (when == "auto")
                color = ColorMode::Auto;
            else if (when == "always")
                color = ColorMode::Always;
            else if (when == "never")
                color = ColorMode::Never;
            else
                return usageError("--color takes auto, always or never", "parse");
        } else {
            return usageError("unknown option '" + a + "'", "parse");
        }
    }
    if (inputs.empty())
        return usageError("parse needs a URI or \"-\"", "parse");

    const cli::Style style{!json && useColor(color)};
    bool allValid = true;
    forEachInput(inputs, [&](const std::string &text) {
        const ParseResult result = parse(text, spec);
        allValid = allValid && result.valid();
        const std::string out = json ? cli::jsonLine(cli::parseJson(result))
                                     : cli::parseText(result, style) + "\n";
        std::fwrite(out.data(), 1, out.size(), stdout);
    });
    std::fflush(stdout);
    return allValid ? kExitOk : kExitFlagged;
}

} // namespace

int main(int argc, char **argv)
{
    std::ios::sync_with_stdio(false);
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty())
        return usageError("a command is needed", "");
    const std::string &command = args.front();
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (command == "-h" || command == "--help" || command == "help") {
        std::cout << kMainHelp;
        return kExitOk;
    }
    if (command == "parse")
        return runParse(rest);
    return usageError("unknown command '" + command + "'", "");
}
