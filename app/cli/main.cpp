// uri-inspect: the command-line companion of URI Inspector.
// The contract (subcommands, JSON fields, exit status) is in docs/cli.md.

#include "cli.h"
#include "cli_args.h"

#include <malloc.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

namespace {

constexpr std::string_view kMainHelp = R"(usage: uri-inspect <command> [options] [--] INPUT...

Takes URI references apart. Never fetches anything.

commands:
  parse     split URI references into components and check them against RFC 3986
  resolve   resolve references against a base, step by step, under any spec generation
  relativize  the reference that leads from a base to a target (the inverse of resolve)
  normalize the RFC 3986 section 6.2 normalization ladder, rung by rung
  compare   whether two URIs are equivalent, and from which rung of the ladder on
  encode    percent-encode text for one component, with any generation's sets
  decode    percent-decoding per component, UTF-8, IRI and IDNA (punycode) forms
  check     where a link really goes, and every trick it plays (security analysis)
  extract   every URI in free text (mails, reports), defanged forms and wrappers undone
  readers   how real URL libraries (C, C++, Qt, Python, Node.js, PHP, Go, Java, Ruby) read a link
  practice  exercises on URI syntax, asked and graded, or written as a worksheet

Each command reads its arguments, or lines of standard input where an
argument is "-". Run "uri-inspect <command> --help" for its options, and
"uri-inspect --version" for the version.

exit status: 0 all inputs valid, 1 some input invalid, 2 usage error or an
output that could not be written
)";

int dispatch(const std::string &command, const std::vector<std::string> &rest)
{
    using namespace uri::cli;
    if (command == "parse")
        return runParse(rest);
    if (command == "resolve")
        return runResolve(rest);
    if (command == "relativize")
        return runRelativize(rest);
    if (command == "normalize")
        return runNormalize(rest);
    if (command == "compare")
        return runCompare(rest);
    if (command == "encode")
        return runEncode(rest);
    if (command == "decode")
        return runDecode(rest);
    if (command == "check")
        return runCheck(rest);
    if (command == "extract")
        return runExtract(rest);
    if (command == "readers")
        return runReaders(rest);
    if (command == "practice")
        return runPractice(rest);
    return usageError("unknown command '" + command + "'", "");
}

// What was written must have reached standard output: a full disk or a
// closed pipe is reported, never taken for success.
int checkedOutput(int status)
{
    std::cout.flush();
    const bool failed = std::fflush(stdout) != 0 || std::ferror(stdout) != 0 || !std::cout;
    if (!failed)
        return status;
    const int error = errno;
    std::cerr << "uri-inspect: cannot write the output: "
              << (error != 0 ? std::strerror(error) : "write error") << "\n";
    return uri::cli::kExitUsage;
}

} // namespace

int main(int argc, char **argv)
{
    using namespace uri::cli;
    // Buffers of 256 KiB and more are mapped on their own and unmapped when
    // freed (mallopt(3)): a huge input's pieces and JSON do not stay
    // resident after use, as glibc's self-raising threshold would let them.
    mallopt(M_MMAP_THRESHOLD, 256 * 1024);
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty())
        return usageError("a command is needed", "");
    const std::string &command = args.front();
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (command == "-h" || command == "--help" || command == "help") {
        std::cout << kMainHelp;
        return checkedOutput(kExitOk);
    }
    if (command == "--version") {
        std::cout << "uri-inspect " URI_INSPECTOR_VERSION "\n";
        return checkedOutput(kExitOk);
    }
    return checkedOutput(dispatch(command, rest));
}
