#include "cli_args.h"

#include <unistd.h>

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string_view>
#include <vector>

namespace uri::cli {

int usageError(std::string_view message, std::string_view command)
{
    std::cerr << "uri-inspect: " << message << "\n";
    std::cerr << "Try 'uri-inspect " << command << (command.empty() ? "" : " ") << "--help'.\n";
    return kExitUsage;
}

namespace {

constexpr std::string_view kCommonHelp = R"(
options of every command:
  -f, --url-file FILE  read inputs from FILE, one per line ("-": standard
                       input), before the other inputs; repeatable
)";

} // namespace

std::optional<int> parseArgs(const std::vector<std::string> &argv, const CommandSpec &command,
                             ParsedArgs &out)
{
    // "--" ends the options: every later argument is an input, "-" included,
    // which is then a URI and not standard input
    const auto dashes = std::find(argv.begin(), argv.end(), "--");
    std::vector<std::string> reversed(std::make_reverse_iterator(dashes), argv.rend());
    // "--opt=VALUE" of a flag that takes a value only so: the value kept, the
    // flag left for CLI11
    for (const OptionSpec &o : command.options) {
        if (!o.valueAfterEquals)
            continue;
        const std::string prefix = std::string(o.name) + "=";
        for (std::string &arg : reversed) {
            if (arg.rfind(prefix, 0) == 0) {
                out.values[std::string(o.name)] = arg.substr(prefix.size());
                arg = std::string(o.name);
            }
        }
    }

    CLI::App app{std::string(command.help), "uri-inspect " + std::string(command.name)};
    app.set_help_flag(); // the command's own help text instead
    bool help = false;
    app.add_flag("-h,--help", help);
    std::deque<std::string> values;
    std::deque<std::vector<std::string>> lists;
    std::deque<bool> flags;
    std::vector<std::pair<std::string_view, CLI::Option *>> given;
    for (const OptionSpec &o : command.options) {
        CLI::Option *option = nullptr;
        if (o.repeatable) {
            option = app.add_option(std::string(o.name), lists.emplace_back())
                         ->allow_extra_args(false);
        } else if (o.takesValue) {
            option = app.add_option(std::string(o.name), values.emplace_back())
                         ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
        } else {
            option
                = app.add_flag(std::string(o.name), flags.emplace_back())->disable_flag_override();
        }
        given.emplace_back(o.name, option);
    }
    std::vector<std::string> files;
    app.add_option("-f,--url-file", files)->allow_extra_args(false);
    std::vector<std::string> inputs;
    app.add_option("inputs", inputs);
    try {
        app.parse(reversed);
    } catch (const CLI::ParseError &e) {
        return usageError(e.what(), command.name);
    }
    if (help) {
        std::cout << command.help << kCommonHelp;
        return kExitOk;
    }
    std::size_t value = 0;
    std::size_t list = 0;
    std::size_t flag = 0;
    for (std::size_t k = 0; k < command.options.size(); ++k) {
        if (command.options[k].repeatable) {
            if (given[k].second->count() > 0)
                out.lists[std::string(given[k].first)] = lists[list];
            ++list;
            continue;
        }
        const bool takesValue = command.options[k].takesValue;
        const std::size_t at = takesValue ? value++ : flag++;
        if (given[k].second->count() > 0)
            out.values.try_emplace(std::string(given[k].first),
                                   takesValue ? values[at] : std::string());
    }
    for (const std::string &file : files) {
        if (file != "-" && !std::ifstream(file))
            return usageError("cannot read '" + file + "': " + std::strerror(errno), command.name);
        out.inputs.push_back({file, false, true});
    }
    for (std::string &input : inputs)
        out.inputs.push_back({std::move(input), false});
    for (auto it = dashes == argv.end() ? dashes : dashes + 1; it != argv.end(); ++it)
        out.inputs.push_back({*it, true});
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

bool onlyLineBatches(const std::vector<InputArg> &inputs)
{
    return !inputs.empty() && std::all_of(inputs.begin(), inputs.end(), [](const InputArg &in) {
        return in.file || (!in.literal && in.text == "-");
    });
}

namespace {

// Calls @p each for every line that @p readSome (a read(2)-like function:
// the bytes there are now, 0 at the end) delivers. Lines are put together
// from blocks, and a line longer than a block only once, at its exact size,
// from pieces freed as they are copied: a huge line costs its size and a
// piece, where std::getline's doubling buffer costs up to three times it. A short line is answered
// as soon as it arrives (standard input may be a person typing).
void eachLine(const std::function<std::size_t(char *, std::size_t)> &readSome,
              const std::function<void(const std::string &)> &each)
{
    constexpr std::size_t kBlock = std::size_t{1} << 16;
    // Pieces of a long line: large enough for malloc to map each on its own
    // (main() fixes the threshold), so that each one copied into the line
    // goes back to the system at once.
    constexpr std::size_t kPiece = std::size_t{1} << 20;
    std::vector<char> block(kBlock);
    std::vector<std::string> pieces; // of the line not yet ended
    std::size_t piecesBytes = 0;
    std::string line;
    bool first = true;
    const auto emit = [&](std::string_view tail) {
        if (pieces.empty()) {
            line.assign(tail);
        } else {
            std::string whole;
            whole.reserve(piecesBytes + tail.size());
            for (std::string &piece : pieces) {
                whole += piece;
                std::string().swap(piece); // freed as soon as it is copied
            }
            whole += tail;
            pieces.clear();
            piecesBytes = 0;
            line = std::move(whole);
        }
        if (first && line.rfind("\xEF\xBB\xBF", 0) == 0)
            line.erase(0, 3); // a UTF-8 byte order mark is no part of the first input
        first = false;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        each(line);
    };
    while (const std::size_t got = readSome(block.data(), block.size())) {
        std::string_view data(block.data(), got);
        while (!data.empty()) {
            const std::size_t newline = data.find('\n');
            if (newline == std::string_view::npos) {
                if (pieces.empty() || pieces.back().size() + data.size() > kPiece) {
                    pieces.emplace_back();
                    pieces.back().reserve(kPiece);
                }
                pieces.back() += data;
                piecesBytes += data.size();
                break;
            }
            emit(data.substr(0, newline));
            data.remove_prefix(newline + 1);
        }
    }
    if (!pieces.empty())
        emit({}); // a last line without a newline
}

} // namespace

namespace {

// Where an input's bytes come from.
enum class Source { File, StandardInput, Argument };

Source sourceOf(const InputArg &arg)
{
    if (arg.file && arg.text != "-")
        return Source::File;
    if (arg.file || (!arg.literal && arg.text == "-"))
        return Source::StandardInput;
    return Source::Argument;
}

// read(2) of standard input: what has arrived, not a whole block; 0 at its end.
std::size_t readStandardInput(char *to, std::size_t size)
{
    return readFrom(STDIN_FILENO, to, size);
}

std::size_t readFile(std::ifstream &in, char *to, std::size_t size)
{
    in.read(to, static_cast<std::streamsize>(size));
    return static_cast<std::size_t>(in.gcount());
}

} // namespace

void forEachInput(const std::vector<InputArg> &inputs,
                  const std::function<void(const std::string &)> &each)
{
    for (const InputArg &arg : inputs) {
        switch (sourceOf(arg)) {
        case Source::File: {
            std::ifstream in(arg.text, std::ios::binary);
            eachLine([&in](char *to, std::size_t size) { return readFile(in, to, size); }, each);
            break;
        }
        case Source::StandardInput:
            eachLine(readStandardInput, each);
            break;
        case Source::Argument:
            each(arg.text);
            break;
        }
    }
}

std::size_t readFrom(int fd, char *to, std::size_t size)
{
    for (;;) {
        const ssize_t got = ::read(fd, to, size);
        if (got >= 0)
            return static_cast<std::size_t>(got);
        if (errno != EINTR)
            return 0;
    }
}

void forEachBlock(int fd, std::size_t blockSize, const std::function<void(std::string_view)> &each)
{
    std::vector<char> block(blockSize);
    while (fd >= 0) {
        const std::size_t got = readFrom(fd, block.data(), block.size());
        if (got == 0)
            return;
        each(std::string_view(block.data(), got));
    }
}

void forEachBlock(const InputArg &arg, std::size_t blockSize,
                  const std::function<void(std::string_view)> &each)
{
    const Source source = sourceOf(arg);
    if (source == Source::Argument) {
        for (std::size_t at = 0; at < arg.text.size(); at += blockSize)
            each(std::string_view(arg.text).substr(at, blockSize));
        return;
    }
    std::ifstream in;
    if (source == Source::File)
        in.open(arg.text, std::ios::binary);
    std::vector<char> block(blockSize);
    for (;;) {
        const std::size_t got = source == Source::File
                                    ? readFile(in, block.data(), block.size())
                                    : readStandardInput(block.data(), block.size());
        if (got == 0)
            return;
        each(std::string_view(block.data(), got));
    }
}

bool readsText(const InputArg &arg)
{
    return sourceOf(arg) != Source::Argument;
}

void writeOut(std::string_view text)
{
    std::fwrite(text.data(), 1, text.size(), stdout);
}

} // namespace uri::cli
