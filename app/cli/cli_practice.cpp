// uri-inspect practice: exercises on URI syntax, asked on the terminal and
// graded, or written as a worksheet (docs/practice.md).
#include "cli.h"
#include "cli_args.h"

#include "uriinspector/practice.h"
#include "uriinspector/utf8.h"

#include <array>
#include <charconv>
#include <iostream>

#include <unistd.h>

namespace uri::cli {

namespace {

using json = nlohmann::ordered_json;
namespace p = uri::practice;

constexpr std::string_view kPracticeHelp =
    R"(usage: uri-inspect practice [--seed N] [--count N] [--topic LIST]
                            [--worksheet md|html | --json] [--color WHEN]

Ask exercises on URI syntax and grade the answers. The same seed gives the
same exercises on every machine, so a teacher can give a class one seed.
Topics: split (the five components of RFC 3986 section 3; undefined is not
empty), resolve (section 5.2, with the tables of 5.4 and of
draft-fielding-url-syntax-01 Appendix C), normalize (the ladder of 6.2),
equivalence (6.2), destination (the host a link reaches, 7.6).

Each question is printed and its answer read from standard input, one line
per answer; a split is answered in five lines, each component with its
delimiter as in a URI ("http:", "//host", the path, "?query", "#fragment"),
an empty line for an undefined one. "\hint" prints a hint and asks again;
"\quit" or the end of the input stops (a backslash is in no component of
RFC 3986, so no answer is taken for a command). The score per topic comes
last.

options:
  --seed N          the sequence (default 1), 0 to 2147483647, as in the window
  --count N         how many exercises (default 10, at most 1000)
  --topic LIST      only these topics, comma-separated (default: all)
  --worksheet FMT   write the exercises as a worksheet, md or html, with the
                    answers on a page of their own, and ask nothing
  --json            write the exercises and their answers as JSON Lines, and
                    ask nothing
  --color WHEN      auto (default: only on a terminal, not with NO_COLOR),
                    always or never
  -h, --help        this text

JSON fields: number, topic, source, question, uri, base (resolve), spec
(resolve), other (equivalence), claimed (destination), answer (the answer
in words), expected: the components {scheme, authority, path, query,
fragment} (null where undefined) for split, true or false for equivalence,
the text otherwise.

exit status: 0 every answer right (or a worksheet or JSON written), 1 some
answer wrong or not given, 2 usage error
)";

std::optional<std::uint32_t> number(std::string_view text, std::uint64_t max)
{
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value > max)
        return std::nullopt;
    return static_cast<std::uint32_t>(value);
}

json exerciseJson(const p::Exercise &e, std::size_t number)
{
    json out;
    out["number"] = number;
    out["topic"] = p::topicName(e.topic);
    out["source"] = e.source;
    out["question"] = p::questionText(e);
    out["uri"] = e.uri;
    if (e.topic == p::Topic::Resolve) {
        out["base"] = e.base;
        out["spec"] = specName(e.spec);
    }
    if (e.topic == p::Topic::Equivalence)
        out["other"] = e.other;
    if (e.topic == p::Topic::Destination)
        out["claimed"] = e.claimed.empty() ? json(nullptr) : json(e.claimed);
    out["answer"] = p::answerText(e);
    switch (e.topic) {
    case p::Topic::Split: {
        json c = json::object();
        for (std::size_t f = 0; f < p::kComponentNames.size(); ++f) {
            const std::optional<std::string> value = p::component(e.components, f);
            c[std::string(p::kComponentNames[f])] = value ? json(*value) : json(nullptr);
        }
        out["expected"] = c;
        break;
    }
    case p::Topic::Equivalence:
        out["expected"] = e.equivalent;
        break;
    default:
        out["expected"] = e.expected;
    }
    return out;
}

// One line of standard input; nothing at its end.
std::optional<std::string> readLine()
{
    std::string line;
    if (!std::getline(std::cin, line))
        return std::nullopt;
    if (line.ends_with('\r'))
        line.pop_back();
    return line;
}

struct Session
{
    const Style &style;
    std::array<int, p::kAllTopics.size()> asked{};
    std::array<int, p::kAllTopics.size()> right{};
    bool stopped = false;
    bool interactive = isatty(STDIN_FILENO) != 0;

    // The answer line for @p prompt, "\hint" answered with @p hint.
    std::optional<std::string> ask(std::string_view prompt, const std::string &hint)
    {
        for (;;) {
            writeOut(std::string(prompt));
            std::cout.flush();
            std::optional<std::string> line = readLine();
            if (!interactive || !line) // a transcript reads as a session would
                writeOut(line.value_or("") + "\n");
            if (!line || *line == "\\quit") {
                stopped = true;
                return std::nullopt;
            }
            if (*line != "\\hint")
                return line;
            writeOut("  " + style.paint("hint", "1;33") + " " + hint + "\n");
        }
    }

    void run(const p::Exercise &e, std::size_t number)
    {
        writeOut(
            "\n"
            + style.paint(std::to_string(number) + ". " + std::string(p::topicTitle(e.topic)), "1")
            + "  (" + e.source + ")\n" + p::questionText(e) + "\n");
        const std::string hint = p::hintText(e);
        p::Answer answer;
        if (e.topic == p::Topic::Split) {
            std::array<std::string, 5> lines;
            for (std::size_t f = 0; f < lines.size(); ++f) {
                const std::optional<std::string> line
                    = ask("  " + std::string(p::kComponentNames[f]) + ": ", hint);
                if (!line)
                    return;
                lines[f] = *line;
            }
            answer.components
                = p::componentsFromDelimited(lines[0], lines[1], lines[2], lines[3], lines[4]);
        } else {
            const std::optional<std::string> line = ask("  answer: ", hint);
            if (!line)
                return;
            answer.text = *line;
        }
        const p::Grade g = p::grade(e, answer);
        const auto topic = static_cast<std::size_t>(e.topic);
        ++asked[topic];
        right[topic] += g.right ? 1 : 0;
        const std::vector<std::string> lines = p::feedbackLines(e, g);
        for (std::size_t i = 0; i < lines.size(); ++i) {
            writeOut("  "
                     + (i == 0 ? style.paint(lines[i], g.right ? "1;32" : "1;31")
                               : escapeUnsafe(lines[i]))
                     + "\n");
        }
    }
};

} // namespace

int runPractice(const std::vector<std::string> &argv)
{
    const CommandSpec command{"practice",
                              kPracticeHelp,
                              {{"--seed", true},
                               {"--count", true},
                               {"--topic", true},
                               {"--worksheet", true},
                               {"--json", false},
                               {"--color", true}}};
    ParsedArgs args;
    if (const std::optional<int> stop = parseArgs(argv, command, args))
        return *stop;
    if (!args.inputs.empty())
        return usageError("practice takes no inputs: its answers come from standard input",
                          command.name);
    std::uint32_t seed = 1;
    if (args.has("--seed")) {
        const std::optional<std::uint32_t> value = number(args.values.at("--seed"), 0x7FFFFFFFu);
        if (!value)
            return usageError("--seed takes a number from 0 to 2147483647", command.name);
        seed = *value;
    }
    std::uint32_t count = 10;
    if (args.has("--count")) {
        const std::optional<std::uint32_t> value = number(args.values.at("--count"), 1000);
        if (!value || *value == 0)
            return usageError("--count takes a number from 1 to 1000", command.name);
        count = *value;
    }
    std::vector<p::Topic> topics;
    if (args.has("--topic")) {
        std::string_view list = args.values.at("--topic");
        while (!list.empty()) {
            const std::size_t comma = list.find(',');
            const std::string_view name = list.substr(0, comma);
            const std::optional<p::Topic> topic = p::topicFromName(name);
            if (!topic)
                return usageError("unknown topic '" + std::string(name)
                                      + "': split, resolve, normalize, equivalence or destination",
                                  command.name);
            topics.push_back(*topic);
            list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
        }
    }
    std::optional<p::WorksheetFormat> format;
    if (args.has("--worksheet")) {
        const std::string &value = args.values.at("--worksheet");
        if (value == "md" || value == "markdown")
            format = p::WorksheetFormat::Markdown;
        else if (value == "html")
            format = p::WorksheetFormat::Html;
        else
            return usageError("--worksheet takes md or html", command.name);
        if (args.has("--json"))
            return usageError("--worksheet and --json are two outputs: give one", command.name);
    }

    const std::vector<p::Exercise> list = p::exercises(seed, count, topics);
    if (format) {
        writeOut(p::worksheet(p::worksheetItems(list), seed, *format));
        return kExitOk;
    }
    if (args.has("--json")) {
        for (std::size_t i = 0; i < list.size(); ++i)
            writeOut(jsonLine(exerciseJson(list[i], i + 1)));
        return kExitOk;
    }
    const Style style{colorFromOption(args)};
    Session session{style};
    writeOut("Seed " + std::to_string(seed) + ", " + std::to_string(count)
             + " exercises. \"\\hint\" for a hint, \"\\quit\" to stop.\n");
    for (std::size_t i = 0; i < list.size() && !session.stopped; ++i)
        session.run(list[i], i + 1);
    int asked = 0;
    int right = 0;
    std::string score;
    for (p::Topic topic : p::kAllTopics) {
        const auto t = static_cast<std::size_t>(topic);
        asked += session.asked[t];
        right += session.right[t];
        if (session.asked[t] > 0)
            score += "  " + std::string(p::topicName(topic)) + " "
                     + std::to_string(session.right[t]) + "/" + std::to_string(session.asked[t])
                     + "\n";
    }
    writeOut("\n" + style.paint("score", "1") + " " + std::to_string(right) + "/"
             + std::to_string(count) + (asked < static_cast<int>(count) ? " (stopped early)" : "")
             + "\n" + score);
    return right == static_cast<int>(count) ? kExitOk : kExitFlagged;
}

} // namespace uri::cli
