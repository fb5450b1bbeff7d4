/**
 * @file cli_args.h
 * @brief What every uri-inspect subcommand shares: options, inputs, exit codes.
 */
#pragma once

#include "uriinspector/spec.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uri::cli {

inline constexpr int kExitOk = 0;      ///< every input valid / ok
inline constexpr int kExitFlagged = 1; ///< some input invalid or flagged
inline constexpr int kExitUsage = 2;   ///< the command line itself is wrong

struct OptionSpec
{
    std::string_view name; ///< "--json"
    bool takesValue = false;
    /// Given more than once, every value is kept (ParsedArgs::lists).
    bool repeatable = false;
    /// A flag that takes a value only after "=": "--readers" or
    /// "--readers=python,node" (a value apart would be read as an input).
    bool valueAfterEquals = false;
};

struct CommandSpec
{
    std::string_view name;
    std::string_view help;
    std::vector<OptionSpec> options;
};

struct InputArg
{
    std::string text;
    bool literal = false; ///< after "--": "-" is then a URI, not standard input
    bool file = false;    ///< -f/--url-file: `text` names a file ("-": standard input)
};

struct ParsedArgs
{
    std::map<std::string, std::string, std::less<>> values; ///< option -> value ("" for flags)
    /// A repeatable option -> its values in the order given.
    std::map<std::string, std::vector<std::string>, std::less<>> lists;
    std::vector<InputArg> inputs;

    [[nodiscard]] bool has(std::string_view option) const { return values.count(option) > 0; }
};

/// Print "uri-inspect: message" and a hint to stderr; returns kExitUsage.
int usageError(std::string_view message, std::string_view command);

/// Parse @p argv with CLI11 ("--opt V", "--opt=V", flags, "--", "-h"/"--help",
/// and for every command "-f FILE"/"--url-file FILE", repeatable, whose
/// files come first among the inputs); a --color other than auto, always or
/// never, and a file that cannot be read, are usage errors. An option given
/// twice keeps its last value.
/// @return an exit status when the command should stop now (help printed,
/// or a usage error reported), nothing when it should go on.
[[nodiscard]] std::optional<int> parseArgs(const std::vector<std::string> &argv,
                                           const CommandSpec &command, ParsedArgs &out);

/// --color auto|always|never (auto: a terminal, NO_COLOR unset or empty, and
/// TERM not "dumb").
[[nodiscard]] bool colorFromOption(const ParsedArgs &args);

/// --spec NAME, or @p fallback; nothing for an unknown name.
[[nodiscard]] std::optional<Spec> specFromOption(const ParsedArgs &args, Spec fallback);

/// Whether every input is a batch of lines: "-" (not after "--") or a file
/// of -f, and there is at least one (compare and resolve read pairs so).
[[nodiscard]] bool onlyLineBatches(const std::vector<InputArg> &inputs);

/// Call @p each for every input: arguments as given, and "-" or a file of
/// -f as its lines (streamed: a batch of any length is never held whole; a
/// final CR and a leading UTF-8 byte order mark are dropped).
void forEachInput(const std::vector<InputArg> &inputs,
                  const std::function<void(const std::string &)> &each);

/// Call @p each with the bytes of @p arg as they are read, at most
/// @p blockSize at a time: a file of -f, standard input ("-"), or the
/// argument's own text.
/// Up to @p size bytes from @p fd (a read() that EINTR does not stop); 0 at
/// the end or on an error.
[[nodiscard]] std::size_t readFrom(int fd, char *to, std::size_t size);

/// Each block of up to @p blockSize bytes read from @p fd, to its end
/// (nothing for -1).
void forEachBlock(int fd, std::size_t blockSize, const std::function<void(std::string_view)> &each);

void forEachBlock(const InputArg &arg, std::size_t blockSize,
                  const std::function<void(std::string_view)> &each);

/// Whether @p arg is read from a file or standard input, not given as text.
[[nodiscard]] bool readsText(const InputArg &arg);

/// Write to standard output as it is (bytes, no locale).
void writeOut(std::string_view text);

} // namespace uri::cli
