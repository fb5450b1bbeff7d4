/**
 * @file practice.h
 * @brief Practice: exercises on URI syntax, the same sequence for the same
 * seed on every build and machine, graded by the core's own answers
 * (docs/practice.md).
 *
 * Five topics: split a URI into its components (RFC 3986 §3, Appendix B;
 * undefined is not empty, §5.3), resolve a reference (§5.2, the tables of
 * §5.4 and draft-fielding-url-syntax-01 Appendix C, and generated ones),
 * the normal form of a URI (the §6.2 ladder), whether two URIs are
 * equivalent (§6.2), and the host a link really reaches (§7.6 and its kin).
 *
 * Every expected answer is computed by the core (parse(), resolve(),
 * normalize(), compare(), security::analyze()), never written by hand: the
 * exercises teach what the rest of the tool shows.
 *
 * The sequence comes from std::mt19937, whose output the C++ standard fixes,
 * with this module's own reduction to a range (rejection sampling), not the
 * standard distributions, whose output differs between libraries; and one
 * draw per statement, since the order in which a call's arguments are
 * evaluated is unspecified (tests/data/practice/ holds two sequences still).
 *
 * The texts are English; the window words the same results in its language
 * (ui/text/practice_text.h) with the same English sentences.
 */
#pragma once

#include "uriinspector/normalize.h"
#include "uriinspector/resolve.h"
#include "uriinspector/security.h"
#include "uriinspector/spec.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace uri::practice {

/// The topics, in the order of the worksheet's legend and the score.
enum class Topic : std::uint8_t {
    Split,       ///< the five components (RFC 3986 §3, Appendix B)
    Resolve,     ///< reference resolution (RFC 3986 §5.2; §5.4; draft-01 Appendix C)
    Normalize,   ///< the normal form (RFC 3986 §6.2.2, §6.2.3)
    Equivalence, ///< whether two URIs are equivalent (RFC 3986 §6.2)
    Destination, ///< the host a link reaches (RFC 3986 §7.6 and its kin)
};

inline constexpr std::array kAllTopics{Topic::Split, Topic::Resolve, Topic::Normalize,
                                       Topic::Equivalence, Topic::Destination};

/// "split", "resolve", "normalize", "equivalence", "destination".
[[nodiscard]] std::string_view topicName(Topic topic);
[[nodiscard]] std::optional<Topic> topicFromName(std::string_view name);
/// "RFC 3986 §3", "RFC 3986 §5.2", ...: where the topic's rules are.
[[nodiscard]] std::string_view topicCite(Topic topic);
/// English: "Split", "Resolve", "Normal form", "Equivalence", "Where it goes".
[[nodiscard]] std::string_view topicTitle(Topic topic);

/// The five components of RFC 3986 §5.3, as Appendix B splits them:
/// nullopt is undefined; the path is always defined (§3.3).
struct Components
{
    std::optional<std::string> scheme;
    std::optional<std::string> authority;
    std::string path;
    std::optional<std::string> query;
    std::optional<std::string> fragment;

    friend bool operator==(const Components &, const Components &) = default;
};

/// The names of the five components, in order: "scheme", ..., "fragment".
inline constexpr std::array<std::string_view, 5> kComponentNames{"scheme", "authority", "path",
                                                                 "query", "fragment"};

/// The delimiter that marks each component as defined (RFC 3986 §5.3): the
/// scheme's ":" after it, "//", none for the path, "?" and "#".
inline constexpr std::array<std::string_view, 5> kComponentDelimiters{":", "//", "", "?", "#"};

/// One component of @p c by its index in kComponentNames.
[[nodiscard]] std::optional<std::string> component(const Components &c, std::size_t index);

/// One exercise, and its answer as the core gives it.
struct Exercise
{
    Topic topic = Topic::Split;
    /// Where it comes from: "RFC 3986 §5.4.1", "draft-fielding-url-syntax-01
    /// Appendix C.2", or "generated".
    std::string source;
    /// Split, Normalize, Destination: the URI; Resolve: the reference;
    /// Equivalence: the first URI.
    std::string uri;
    std::string base;  ///< Resolve: the base URI
    std::string other; ///< Equivalence: the second URI
    /// Destination: the name the link shows to a reader ("bank.example").
    std::string claimed;
    Spec spec = Spec::Rfc3986; ///< Resolve: the generation whose rules apply

    // The answer.
    Components components;   ///< Split
    std::string expected;    ///< Resolve: the target; Normalize: the normal form;
                             ///< Destination: the host (ASCII, as a browser sends it)
    std::string expectedAlt; ///< Destination: the host in Unicode, when it differs
    bool equivalent = false; ///< Equivalence

    friend bool operator==(const Exercise &, const Exercise &) = default;
};

/**
 * @brief The generator: a seed and the topics give one sequence, the same on
 * every build and machine.
 */
class Sequence
{
public:
    /// @p topics: those to draw from (empty: all).
    explicit Sequence(std::uint32_t seed, std::span<const Topic> topics = {});

    /// The next exercise.
    [[nodiscard]] Exercise next();

    /// A number in [0, n) from the generator, by rejection (n > 0): the same
    /// on every standard library.
    [[nodiscard]] std::uint32_t below(std::uint32_t n);

private:
    [[nodiscard]] Exercise split();
    [[nodiscard]] Exercise resolution();
    [[nodiscard]] Exercise normalForm();
    [[nodiscard]] Exercise equivalence();
    [[nodiscard]] Exercise destination();
    template <typename Items>
    const auto &pick(const Items &items)
    {
        return items[below(static_cast<std::uint32_t>(items.size()))];
    }

    std::mt19937 m_rng;
    std::vector<Topic> m_topics;
};

/// @p count exercises of @p seed (Sequence::next() @p count times).
[[nodiscard]] std::vector<Exercise> exercises(std::uint32_t seed, std::size_t count,
                                              std::span<const Topic> topics = {});

/// How one answered field compares with the expected one.
enum class Mark : std::uint8_t {
    Right,             ///< the same text
    RightIgnoringCase, ///< equal where RFC 3986 ignores case (scheme, host, %hh; §6.2.2.1)
    Wrong,
    EmptyForUndefined, ///< "" given where the component is undefined (§5.3)
    UndefinedForEmpty, ///< undefined given where the component is defined and empty
    Missing,           ///< undefined given where it is defined and not empty
    Extra,             ///< defined given where it is undefined, and not empty
    NotNormal,         ///< Normalize: equivalent, but a rung still changes it
};

/// "right", "right-ignoring-case", "wrong", "empty-for-undefined",
/// "undefined-for-empty", "missing", "extra", "not-normal".
[[nodiscard]] std::string_view markName(Mark mark);
/// Whether @p mark counts as right.
[[nodiscard]] constexpr bool counts(Mark mark)
{
    return mark == Mark::Right || mark == Mark::RightIgnoringCase;
}

/// One graded field: a component (Split) or the answer.
struct FieldMark
{
    std::string_view field; ///< "scheme" ... "fragment"; "answer" for the other topics
    Mark mark = Mark::Right;
    std::optional<std::string> given;
    std::optional<std::string> expected;

    friend bool operator==(const FieldMark &, const FieldMark &) = default;
};

/// A student's answer: the components for Split, the text for the others
/// ("yes" or "no" for Equivalence).
struct Answer
{
    Components components;
    std::string text;
};

/// The grade of one answer.
struct Grade
{
    bool right = false; ///< every field counts
    std::vector<FieldMark> fields;
    /// Resolve, wrong answers: the index in `trace` of the first step whose
    /// result the answer does not follow.
    std::optional<std::size_t> wrongStep;
    std::vector<TraceStep> trace; ///< Resolve: the trace of the resolution
    /// Normalize, Mark::NotNormal: the first rung that still changes the
    /// answer (its rungName()), and what it makes of it.
    std::string rung;
    std::string rungResult;
    /// Destination: the findings of the link-security analysis, as
    /// `uri-inspect check` gives them.
    std::vector<security::Finding> findings;
};

/// Grade @p answer to @p exercise. The answer is graded whole; the grade's
/// FieldMark::given holds it clipped (clippedForDisplay()).
[[nodiscard]] Grade grade(const Exercise &exercise, const Answer &answer);

/// The most of an answer the feedback quotes, in bytes.
inline constexpr std::size_t kMaxShownBytes = 1024;
/// @p text cut at kMaxShownBytes (not inside a UTF-8 sequence), with an
/// ellipsis where it was cut.
[[nodiscard]] std::string clippedForDisplay(std::string_view text);

/// Destination: whether the host the link reaches is the name it shows
/// (ASCII case ignored, RFC 3986 §3.2.2).
[[nodiscard]] bool reachesClaimed(const Exercise &exercise);

/// The answer a student gives in one line of text (the command line's form):
/// Split: "scheme:", "//authority", the path, "?query", "#fragment", each
/// present only when defined (its delimiter marks it, as in the URI itself);
/// otherwise the text itself.
[[nodiscard]] Components componentsFromDelimited(std::string_view scheme,
                                                 std::string_view authority, std::string_view path,
                                                 std::string_view query, std::string_view fragment);

// ---- The English wording, which the command line prints and the window's
// ---- translation follows (ui/text/practice_text.h).

/// Where the resolution rules of @p spec are: "RFC 3986 §5.2",
/// "draft-fielding-url-syntax-01 §6", ...
[[nodiscard]] std::string_view resolutionCite(Spec spec);
/// The question: "Split \"http://a/b\" into its five components (RFC 3986 §3).".
[[nodiscard]] std::string questionText(const Exercise &exercise);
/// What a hint tells, by topic: what to look at first, not the answer.
struct HintFacts
{
    std::size_t defined = 0;                 ///< Split: how many components are defined
    std::optional<ResolveRule> firstRule;    ///< Resolve: the first rule that applies
    std::vector<Rung> rungs;                 ///< Normalize: the rungs that change it
    std::vector<std::string_view> differing; ///< Equivalence: the components that differ as written
};
[[nodiscard]] HintFacts hintFacts(const Exercise &exercise);
/// The hint in words (hintFacts()).
[[nodiscard]] std::string hintText(const Exercise &exercise);
/// The expected answer on one line: `scheme "http", authority undefined, ...`.
[[nodiscard]] std::string answerText(const Exercise &exercise);
/// One line per field that does not count, and one for a right answer.
[[nodiscard]] std::vector<std::string> feedbackLines(const Exercise &exercise, const Grade &grade);
/// A component's value as the feedback shows it: "\"text\"" or "undefined".
[[nodiscard]] std::string quotedOrUndefined(const std::optional<std::string> &value);

/// The worksheet's formats.
enum class WorksheetFormat : std::uint8_t { Markdown, Html };

/// One exercise of a worksheet, worded (the window passes its translations).
struct WorksheetItem
{
    std::string topic;    ///< topicTitle()
    std::string question; ///< questionText()
    std::string source;   ///< Exercise::source
    std::string answer;   ///< answerText()
};

/// The English items of @p list.
[[nodiscard]] std::vector<WorksheetItem> worksheetItems(std::span<const Exercise> list);

/// The words of a worksheet around its items ("{seed}" and "{count}" are
/// filled in); the defaults are English.
struct WorksheetWords
{
    std::string title = "URI practice";
    std::string seedLine = "Seed {seed}: {count} exercises. The answers are on the last page.";
    std::string answersTitle = "Answers";
    std::string sourceLabel = "Source";
    std::string blank = "Your answer:";
};

/// @p items as a worksheet: the exercises with room for the answers, then
/// the answers on a page of their own (HTML: a page break before them;
/// Markdown: a rule and a heading).
[[nodiscard]] std::string worksheet(std::span<const WorksheetItem> items, std::uint32_t seed,
                                    WorksheetFormat format, const WorksheetWords &words = {});

} // namespace uri::practice
