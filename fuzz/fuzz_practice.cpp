// libFuzzer harness for Practice's grading (uri::practice::grade()): the
// first two bytes choose the seed, the rest is the answer, given to one
// exercise of each topic as its text and, cut at newlines, as a split's five
// components (an empty line undefined). Invariants: a split is graded in its
// five components and the others in one field; right exactly when every
// field counts; a wrong resolution's step is a step of its trace; the same
// answer is graded the same twice; the first line of the feedback says
// right or not, and the expected answer is graded right.
#include "fuzz_support.h"

#include "uriinspector/practice.h"

#include <algorithm>
#include <array>

namespace p = uri::practice;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 2)
        return 0;
    const auto seed = static_cast<std::uint32_t>(data[0] | (data[1] << 8));
    const std::string_view in = fuzz::text(data + 2, size - 2);
    std::array<std::string_view, 5> lines{};
    std::string_view rest = in;
    for (std::string_view &line : lines) {
        const std::size_t newline = rest.find('\n');
        line = rest.substr(0, newline);
        rest = newline == std::string_view::npos ? std::string_view() : rest.substr(newline + 1);
    }
    p::Answer answer;
    answer.text = std::string(in);
    answer.components = {lines[0].empty() ? std::nullopt : std::optional(std::string(lines[0])),
                         lines[1].empty() ? std::nullopt : std::optional(std::string(lines[1])),
                         std::string(lines[2]),
                         lines[3].empty() ? std::nullopt : std::optional(std::string(lines[3])),
                         lines[4].empty() ? std::nullopt : std::optional(std::string(lines[4]))};
    for (const p::Topic topic : p::kAllTopics) {
        const std::array only{topic};
        const p::Exercise e = p::Sequence(seed, only).next();
        FUZZ_CHECK(e.topic == topic);
        const p::Grade g = p::grade(e, answer);
        FUZZ_CHECK(g.fields.size() == (topic == p::Topic::Split ? 5u : 1u));
        FUZZ_CHECK(g.right == std::all_of(g.fields.begin(), g.fields.end(), [](const auto &f) {
                       return p::counts(f.mark);
                   }));
        FUZZ_CHECK(!g.wrongStep || (!g.right && *g.wrongStep < g.trace.size()));
        const p::Grade again = p::grade(e, answer);
        FUZZ_CHECK(again.right == g.right && again.wrongStep == g.wrongStep);
        const std::vector<std::string> feedback = p::feedbackLines(e, g);
        FUZZ_CHECK(!feedback.empty() && (feedback.front() == "Right.") == g.right);

        p::Answer expected;
        expected.components = e.components;
        expected.text = topic == p::Topic::Equivalence ? (e.equivalent ? "yes" : "no") : e.expected;
        FUZZ_CHECK(p::grade(e, expected).right);
    }
    return 0;
}
