#include "cli_args.h"

#include <unistd.h>

#include <cstdlib>
#include <iostream>

namespace uri::cli {

int usageError(std::string_view message, std::string_view command)
{
    std::cerr << "uri-inspect: " << message << "\n";
    std::cerr << "Try 'uri-inspect " << command << (command.empty() ? "" : " ") << "--help'.\n";
    return kExitUsage;
}

std::optional<int> parseArgs(const std::vector<std::string> &argv, const CommandSpec &command,
                             ParsedArgs &out)
{
    bool optionsEnded = false;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string &a = argv[i];
        if (optionsEnded || a == "-" || a.empty() || a[0] != '-') {
            out.inputs.push_back({a, optionsEnded});
            continue;
        }
        if (a == "--") {
            optionsEnded = true;
            continue;
        }
        if (a == "-h" || a == "--help") {
            std::cout << command.help;
            return kExitOk;
        }
        const std::size_t eq = a.find('=');
        const std::string name = a.substr(0, eq);
        const OptionSpec *spec = nullptr;
        for (const OptionSpec &o : command.options) {
            if (o.name == name)
                spec = &o;
        }
        if (spec == nullptr)
            return usageError("unknown option '" + name + "'", command.name);
        if (!spec->takesValue) {
            if (eq != std::string::npos)
                return usageError("option '" + name + "' takes no value", command.name);
            out.values[name] = "";
            continue;
        }
        if (eq != std::string::npos) {
            out.values[name] = a.substr(eq + 1);
        } else if (i + 1 < argv.size()) {
            out.values[name] = argv[++i];
        } else {
            return usageError("option '" + name + "' needs a value", command.name);
        }
    }
    if (const auto color = out.values.find("--color");
        color != out.values.end() && color->second != "auto" && color->second != "always"
        && color->second != "never")
        return usageError("--color takes auto, always or never", command.name);
    return std::nullopt;
}

bool colorFromOption(const ParsedArgs &args)
{
    const auto it = args.values.find("--color");
    const std::string when = it == args.values.end() ? "auto" : it->second;
    if (when != "auto")
        return when == "always"; // parseArgs() let no other value through
    // no-color.org: NO_COLOR set and not empty; a terminal that says it is
    // "dumb" has no escape sequences
    const char *noColor = std::getenv("NO_COLOR");
    const char *term = std::getenv("TERM");
    return isatty(STDOUT_FILENO) != 0 && (noColor == nullptr || *noColor == '\0')
           && (term == nullptr || std::string_view(term) != "dumb");
}

std::optional<Spec> specFromOption(const ParsedArgs &args, Spec fallback)
{
    const auto it = args.values.find("--spec");
    if (it == args.values.end())
        return fallback;
    return specFromName(it->second);
}

void forEachInput(const std::vector<InputArg> &inputs,
                  const std::function<void(const std::string &)> &each)
{
    for (const InputArg &arg : inputs) {
        if (arg.literal || arg.text != "-") {
            each(arg.text);
            continue;
        }
        std::string line;
        bool first = true;
        while (std::getline(std::cin, line)) {
            if (first && line.rfind("\xEF\xBB\xBF", 0) == 0)
                line.erase(0, 3); // a UTF-8 byte order mark is no part of the first input
            first = false;
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            each(line);
        }
    }
}

void writeOut(std::string_view text)
{
    std::fwrite(text.data(), 1, text.size(), stdout);
}

} // namespace uri::cli
