// A grammar as data: the rules of an ABNF text (RFC 5234 §4, with RFC 7405's
// %s and %i), compiled into a graph of nodes for the matcher of derive.cpp.
#pragma once

#include <bitset>
#include <cstdint>
#include <deque>
#include <limits>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace uri::grammar::detail {

inline constexpr std::uint32_t kUnbounded = std::numeric_limits<std::uint32_t>::max();
inline constexpr std::uint32_t kNoRule = std::numeric_limits<std::uint32_t>::max();

struct Node
{
    enum class Kind : std::uint8_t {
        Rule,    ///< a reference to rules[rule]
        Alt,     ///< RFC 5234 §3.2 alternatives
        Seq,     ///< §3.1 concatenation
        Rep,     ///< §3.6, §3.7 repetition, §3.8 optional ([x] is *1x)
        Literal, ///< §2.3 a quoted string, or %x41.42
        Class,   ///< §3.4 a value range, one byte
    };
    Kind kind = Kind::Seq;
    std::uint32_t rule = kNoRule;    ///< Rule
    std::uint32_t min = 0, max = 0;  ///< Rep
    std::string literal;             ///< Literal
    bool caseSensitive = false;      ///< Literal: %s"..." and %x
    std::bitset<256> bytes;          ///< Class; and `single`'s set
    std::vector<std::uint32_t> kids; ///< Alt, Seq; Rep: one
    std::string_view text;           ///< this element as written
    bool single = false;             ///< matches exactly one byte of `bytes`
    /// Its matches have a bounded length (no unbounded repetition, no
    /// recursion): cheaper to match again than to remember (derive.cpp).
    bool bounded = false;
    /// Alt, `;@ commit`: where the input goes on with this text, only the
    /// alternative kids[commitKid] is tried
    std::string_view commitPrefix;
    std::uint32_t commitKid = 0;
};

struct Rule
{
    std::string_view name;
    std::uint32_t body = 0;
    std::string_view definition; ///< the lines that define it, as written, unindented
    std::string_view cite;       ///< `;@ cite`: where the text defines it
};

struct Grammar
{
    std::string text;               ///< the source; every string_view points into it or `bodies`
    std::deque<std::string> bodies; ///< each rule's elements, comments removed
    std::deque<std::string> definitions; ///< each rule's lines, less the first one's indentation
    std::string_view source;
    std::string_view start;
    std::vector<Node> nodes;
    std::vector<Rule> rules;
    std::map<std::string, std::uint32_t, std::less<>> byName; ///< lower-case name (RFC 5234 §2.1)
    /// `;@ component NAME RULE...`: the rules whose node is parse()'s NAME.
    std::vector<std::pair<std::string, std::vector<std::uint32_t>>> components;
    /// `;@ hosttype NAME RULE`: the alternative of host that is hostTypeName() NAME.
    std::vector<std::pair<std::string, std::uint32_t>> hostTypes;
    /// `;@ holds RULE [CODE]: NAME...`: a node of RULE holds those components
    /// of parse(), which splits it further than the grammar does (where the
    /// parse has a diagnostic of CODE, if one is named).
    struct Holder
    {
        std::uint32_t rule = kNoRule;
        std::string code;
        std::vector<std::string> components;
    };
    std::vector<Holder> holders;
    /// `;@ trailing COMPONENT: NEXT`: a node of COMPONENT's rules may run on
    /// over one delimiter and NEXT.
    std::vector<std::pair<std::string, std::string>> trailing;
    /// `;@ text PREFIX`: the citations of the grammar's own rules; a
    /// diagnostic cited elsewhere is no rule of it ("" : every diagnostic is).
    std::string_view citePrefix;
    /// `;@ prose CODE...`: diagnostics the text's prose gives and its rules do
    /// not (draft-01 §4.3.2: a first relative segment with ":"), no rule of it
    std::vector<std::string_view> prose;
    /// `;@ notation bnf`: the BNF of RFC 2396 §1.6 and its kin, "|" between
    /// alternatives, quoted strings case-sensitive and <"> a double quote;
    /// otherwise ABNF.
    bool bnf = false;
    /// `;@ notation rfc1630`: the BNF of RFC 1630, "BNF of Generic URI Syntax":
    /// a rule is its name and its elements ("xalphas xalpha [ xalphas ]"),
    /// continued on lines indented further; a single character stands for
    /// itself, "space" and "vline" for " " and "|", a longer word for a rule;
    /// "|" between alternatives, [brackets] around an optional part, nothing
    /// else (no grouping, no repetition but by recursion, no comments in a
    /// rule: ";" and "(" are characters). A rule that repeats by recursion at
    /// its end (`R = X [ Y R ]`) is compiled as `X *( Y X )`.
    bool rfc1630 = false;

    [[nodiscard]] std::uint32_t find(std::string_view name) const;
};

/// Compiles an ABNF text. Throws std::runtime_error naming the line of an
/// error: the grammars are the project's own files, checked by the tests.
[[nodiscard]] std::unique_ptr<const Grammar> compileGrammar(std::string text);

} // namespace uri::grammar::detail
