// The ABNF of RFC 5234 §4 (and RFC 7405's %s, %i), read into the nodes of
// grammar/detail/abnf.h.
#include "grammar/detail/abnf.h"

#include <algorithm>
#include <optional>
#include <stdexcept>

namespace uri::grammar::detail {

namespace {

bool isRuleChar(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'
           || c == '_';
}

std::string lower(std::string_view name)
{
    std::string out(name);
    for (char &c : out)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return out;
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

/// @p lines less the indentation of the first one, and trailing blanks.
std::string unindented(std::string_view lines)
{
    std::size_t indent = 0;
    while (indent < lines.size() && (lines[indent] == ' ' || lines[indent] == '\t'))
        ++indent;
    std::string out;
    while (!lines.empty()) {
        const std::size_t nl = lines.find('\n');
        std::string_view line = lines.substr(0, nl);
        lines = nl == std::string_view::npos ? std::string_view{} : lines.substr(nl + 1);
        std::size_t cut = 0;
        while (cut < indent && cut < line.size() && (line[cut] == ' ' || line[cut] == '\t'))
            ++cut;
        if (!out.empty())
            out += '\n';
        out += trim(line.substr(cut)).empty() ? std::string_view{} : line.substr(cut);
        while (!out.empty() && (out.back() == ' ' || out.back() == '\r'))
            out.pop_back();
    }
    return out;
}

/// The name of the rule a line defines (RFC 5234 §2.2: `name = elements`),
/// or "" for a line that continues one.
std::string_view definedName(std::string_view line)
{
    const std::string_view t = trim(line);
    std::size_t i = 0;
    while (i < t.size() && isRuleChar(t[i]))
        ++i;
    if (i == 0 || (!(t[0] >= 'A' && t[0] <= 'Z') && !(t[0] >= 'a' && t[0] <= 'z')))
        return {};
    std::size_t j = i;
    while (j < t.size() && (t[j] == ' ' || t[j] == '\t'))
        ++j;
    return j < t.size() && t[j] == '=' ? t.substr(0, i) : std::string_view{};
}

/// The name of the rule a line of RFC 1630's BNF defines (`name elements`,
/// indented by one blank), or "" for a line that continues one.
std::string_view definedName1630(std::string_view line)
{
    if (line.size() < 2 || line[0] != ' ' || !isRuleChar(line[1]))
        return {};
    std::size_t i = 1;
    while (i < line.size() && line[i] != ' ')
        ++i;
    return line.substr(1, i - 1);
}

/// The words of @p line, split at blanks.
std::vector<std::string_view> words(std::string_view line)
{
    std::vector<std::string_view> out;
    line = trim(line);
    while (!line.empty()) {
        const std::size_t space = std::min(line.find(' '), line.size());
        out.push_back(line.substr(0, space));
        line = trim(line.substr(space));
    }
    return out;
}

/// The line without its comment (RFC 5234 §4 `comment`), quotes respected.
std::string_view withoutComment(std::string_view line)
{
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (line[i] == '"')
            quoted = !quoted;
        else if (line[i] == ';' && !quoted)
            return line.substr(0, i);
    }
    return line;
}

class Compiler
{
public:
    Compiler(Grammar &g, std::string_view body, std::size_t line)
        : m_g(g)
        , m_s(body)
        , m_line(line)
    {}

    std::uint32_t alternation()
    {
        const std::size_t begin = skip();
        std::vector<std::uint32_t> kids{concatenation()};
        while (skip() < m_s.size() && m_s[m_i] == separator()) {
            ++m_i;
            kids.push_back(concatenation());
        }
        return kids.size() == 1 ? kids[0] : add(Node::Kind::Alt, begin, std::move(kids));
    }

    void expectEnd()
    {
        if (skip() != m_s.size())
            fail("unexpected '" + std::string(1, m_s[m_i]) + "'");
    }

private:
    /// RFC 5234 §3.2 "/", or the "|" of RFC 2396 §1.6's BNF and RFC 1630's
    [[nodiscard]] char separator() const { return m_g.bnf || m_g.rfc1630 ? '|' : '/'; }

    /// Whether the element list ends here: at "|", or at the ")" or "]" that
    /// closes a group (in RFC 1630's BNF only "]", and only inside brackets).
    [[nodiscard]] bool atListEnd() const
    {
        const char c = m_s[m_i];
        if (m_g.rfc1630)
            return c == '|' || (c == ']' && m_depth > 0);
        return c == separator() || c == ')' || c == ']';
    }

    std::size_t skip()
    {
        while (m_i < m_s.size() && (m_s[m_i] == ' ' || m_s[m_i] == '\t' || m_s[m_i] == '\n'))
            ++m_i;
        return m_i;
    }

    [[noreturn]] void fail(const std::string &why) const
    {
        throw std::runtime_error("grammar line " + std::to_string(m_line) + ": " + why);
    }

    std::uint32_t add(Node::Kind kind, std::size_t begin, std::vector<std::uint32_t> kids = {})
    {
        Node node;
        node.kind = kind;
        node.kids = std::move(kids);
        node.text = trim(m_s.substr(begin, m_i - begin));
        m_g.nodes.push_back(std::move(node));
        return static_cast<std::uint32_t>(m_g.nodes.size() - 1);
    }

    std::uint32_t concatenation()
    {
        const std::size_t begin = skip();
        std::vector<std::uint32_t> kids;
        while (skip() < m_s.size() && !atListEnd())
            kids.push_back(m_g.rfc1630 ? element1630() : repetition());
        if (kids.empty() && !m_g.rfc1630) // RFC 1630's "void" is empty
            fail("an empty alternative");
        return kids.size() == 1 ? kids[0] : add(Node::Kind::Seq, begin, std::move(kids));
    }

    std::optional<std::uint32_t> number()
    {
        if (m_i >= m_s.size() || m_s[m_i] < '0' || m_s[m_i] > '9')
            return std::nullopt;
        std::uint32_t n = 0;
        while (m_i < m_s.size() && m_s[m_i] >= '0' && m_s[m_i] <= '9')
            n = n * 10 + static_cast<std::uint32_t>(m_s[m_i++] - '0');
        return n;
    }

    // RFC 5234 §3.6, §3.7: [n]*[m]element, or n element
    std::uint32_t repetition()
    {
        const std::size_t begin = m_i;
        const std::optional<std::uint32_t> low = number();
        std::uint32_t min = 1, max = 1;
        bool repeated = low.has_value();
        if (m_i < m_s.size() && m_s[m_i] == '*') {
            ++m_i;
            repeated = true;
            min = low.value_or(0);
            max = number().value_or(kUnbounded);
        } else if (low) {
            min = max = *low;
        }
        const std::uint32_t kid = element();
        if (!repeated)
            return kid;
        const std::uint32_t node = add(Node::Kind::Rep, begin, {kid});
        m_g.nodes[node].min = min;
        m_g.nodes[node].max = max;
        return node;
    }

    std::uint32_t element()
    {
        const std::size_t begin = m_i;
        if (m_i >= m_s.size())
            fail("an element is missing");
        const char c = m_s[m_i];
        if (c == '(' || c == '[') {
            ++m_i;
            const std::uint32_t inner = alternation();
            if (skip() >= m_s.size() || m_s[m_i] != (c == '(' ? ')' : ']'))
                fail(std::string("no closing ") + (c == '(' ? ")" : "]"));
            ++m_i;
            if (c == '(')
                return inner;
            const std::uint32_t node = add(Node::Kind::Rep, begin, {inner}); // §3.8
            m_g.nodes[node].min = 0;
            m_g.nodes[node].max = 1;
            return node;
        }
        if (c == '"'
            || (c == '%' && m_i + 1 < m_s.size()
                && (m_s[m_i + 1] == 's' || m_s[m_i + 1] == 'S' || m_s[m_i + 1] == 'i'
                    || m_s[m_i + 1] == 'I')))
            return quoted(begin);
        if (c == '%')
            return numeric(begin);
        if (c == '<' && m_g.bnf && m_s.substr(m_i, 3) == "<\">") { // RFC 822 §3.3
            m_i += 3;
            const std::uint32_t node = add(Node::Kind::Literal, begin);
            m_g.nodes[node].literal = "\"";
            m_g.nodes[node].caseSensitive = true;
            return node;
        }
        if (c == '<') { // §4 prose-val: here always the name of a rule
            const std::size_t end = m_s.find('>', m_i);
            if (end == std::string_view::npos)
                fail("no closing >");
            const std::string_view name = m_s.substr(m_i + 1, end - m_i - 1);
            m_i = end + 1;
            return reference(begin, name);
        }
        if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) {
            const std::size_t start = m_i;
            while (m_i < m_s.size() && isRuleChar(m_s[m_i]))
                ++m_i;
            return reference(begin, m_s.substr(start, m_i - start));
        }
        fail("unexpected '" + std::string(1, c) + "'");
    }

    // RFC 1630, "BNF of Generic URI Syntax": "[brackets] indicate optional
    // parts. Spaces are represented by the word "space", and the vertical line
    // character by "vline". Single letters stand for single letters. All words
    // of more than one letter below are entities described somewhere in this
    // description." A "[" or "]" that brackets nothing is the character
    // (national = { | } | vline | [ | ] | ...).
    std::uint32_t element1630()
    {
        const std::size_t begin = m_i;
        if (m_s[m_i] == '[') {
            ++m_i;
            if (skip() < m_s.size() && m_s[m_i] != '|') {
                ++m_depth;
                const std::uint32_t inner = alternation();
                --m_depth;
                if (skip() >= m_s.size() || m_s[m_i] != ']')
                    fail("no closing ]");
                ++m_i;
                const std::uint32_t node = add(Node::Kind::Rep, begin, {inner});
                m_g.nodes[node].min = 0;
                m_g.nodes[node].max = 1;
                return node;
            }
            m_i = begin;
        }
        std::size_t end = m_i + 1;
        while (end < m_s.size() && m_s[end] != ' ' && m_s[end] != '\t' && m_s[end] != '\n'
               && m_s[end] != '|' && m_s[end] != '[' && m_s[end] != ']')
            ++end;
        const std::string_view word = m_s.substr(m_i, end - m_i);
        m_i = end;
        std::string literal;
        if (word.size() == 1)
            literal = std::string(word);
        else if (word == "space")
            literal = " ";
        else if (word == "vline")
            literal = "|";
        else if (std::all_of(word.begin(), word.end(), isRuleChar))
            return reference(begin, word);
        else
            fail("unexpected '" + std::string(word) + "'");
        const std::uint32_t node = add(Node::Kind::Literal, begin);
        m_g.nodes[node].literal = std::move(literal);
        m_g.nodes[node].caseSensitive = true;
        return node;
    }

    std::uint32_t reference(std::size_t begin, std::string_view name)
    {
        const std::uint32_t node = add(Node::Kind::Rule, begin);
        m_g.nodes[node].literal = lower(name); // resolved when every rule is read
        return node;
    }

    // RFC 5234 §2.3 (case-insensitive) and RFC 7405 §2.2 (%s: sensitive); in
    // the BNF, exactly the characters quoted
    std::uint32_t quoted(std::size_t begin)
    {
        bool sensitive = m_g.bnf;
        if (m_s[m_i] == '%') {
            sensitive = m_s[m_i + 1] == 's' || m_s[m_i + 1] == 'S';
            m_i += 2;
        }
        if (m_i >= m_s.size() || m_s[m_i] != '"')
            fail("a quoted string expected");
        const std::size_t end = m_s.find('"', m_i + 1);
        if (end == std::string_view::npos)
            fail("no closing quote");
        std::string value(m_s.substr(m_i + 1, end - m_i - 1));
        m_i = end + 1;
        const std::uint32_t node = add(Node::Kind::Literal, begin);
        m_g.nodes[node].literal = std::move(value);
        m_g.nodes[node].caseSensitive = sensitive;
        return node;
    }

    // RFC 5234 §2.3, §3.4: %x41, %x41.42, %x41-5A (and %d, %b)
    std::uint32_t numeric(std::size_t begin)
    {
        ++m_i;
        if (m_i >= m_s.size())
            fail("a base expected after %");
        const char base = static_cast<char>(m_s[m_i] | 0x20);
        const int radix = base == 'x' ? 16 : base == 'd' ? 10 : base == 'b' ? 2 : 0;
        if (radix == 0)
            fail("unknown base %" + std::string(1, m_s[m_i]));
        ++m_i;
        auto value = [&] {
            unsigned v = 0;
            std::size_t digits = 0;
            for (; m_i < m_s.size(); ++m_i, ++digits) {
                const char d = static_cast<char>(m_s[m_i] | 0x20);
                const int x = d >= '0' && d <= '9'   ? d - '0'
                              : d >= 'a' && d <= 'f' ? d - 'a' + 10
                                                     : 99;
                if (x >= radix)
                    break;
                v = v * static_cast<unsigned>(radix) + static_cast<unsigned>(x);
            }
            if (digits == 0 || v > 255)
                fail("a byte value expected");
            return v;
        };
        const unsigned first = value();
        if (m_i < m_s.size() && m_s[m_i] == '-') {
            ++m_i;
            const unsigned last = value();
            const std::uint32_t node = add(Node::Kind::Class, begin);
            for (unsigned b = first; b <= last; ++b)
                m_g.nodes[node].bytes.set(b);
            return node;
        }
        std::string bytes(1, static_cast<char>(first));
        while (m_i < m_s.size() && m_s[m_i] == '.') {
            ++m_i;
            bytes += static_cast<char>(value());
        }
        const std::uint32_t node = add(Node::Kind::Literal, begin);
        m_g.nodes[node].literal = std::move(bytes);
        m_g.nodes[node].caseSensitive = true;
        return node;
    }

    Grammar &m_g;
    std::string_view m_s;
    std::size_t m_line;
    std::size_t m_i = 0;
    int m_depth = 0; ///< RFC 1630: the brackets open here
};

/// Whether @p node names @p rule, itself or in its elements (not through
/// other rules).
bool refersTo(const Grammar &g, std::uint32_t node, std::uint32_t rule)
{
    const Node &n = g.nodes[node];
    if (n.kind == Node::Kind::Rule)
        return n.rule == rule;
    return std::any_of(n.kids.begin(), n.kids.end(),
                       [&](std::uint32_t kid) { return refersTo(g, kid, rule); });
}

/// A sequence `X [ Y R ]` that ends by repeating its rule R: X's and Y's
/// elements (Y may be none).
struct Tail
{
    std::vector<std::uint32_t> x, y;
};

std::optional<Tail> tailOf(const Grammar &g, std::uint32_t node, std::uint32_t rule)
{
    const Node &n = g.nodes[node];
    if (n.kind != Node::Kind::Seq || n.kids.size() < 2)
        return std::nullopt;
    const Node &optional = g.nodes[n.kids.back()];
    if (optional.kind != Node::Kind::Rep || optional.min != 0 || optional.max != 1)
        return std::nullopt;
    Tail tail{{n.kids.begin(), n.kids.end() - 1}, {}};
    const Node &inner = g.nodes[optional.kids[0]];
    const auto isRule = [&](std::uint32_t k) {
        return g.nodes[k].kind == Node::Kind::Rule && g.nodes[k].rule == rule;
    };
    if (inner.kind == Node::Kind::Seq && inner.kids.size() >= 2 && isRule(inner.kids.back()))
        tail.y.assign(inner.kids.begin(), inner.kids.end() - 1);
    else if (!isRule(optional.kids[0]))
        return std::nullopt;
    for (const std::vector<std::uint32_t> *part : {&tail.x, &tail.y})
        for (std::uint32_t kid : *part)
            if (refersTo(g, kid, rule))
                return std::nullopt;
    return tail;
}

/// RFC 1630 repeats by recursion: xalphas = xalpha [ xalphas ], search =
/// xalphas [ + search ], path = void | xpalphas [ / path ]. Each such rule
/// becomes a repetition, `X *( Y X )` and `*( X Y ) ( B | X )`, which
/// matches the same strings: its node holds its parts in order, and neither
/// matching nor building recurses once per part.
void unrollTailRecursion(Grammar &g)
{
    const auto add = [&](Node::Kind kind, std::vector<std::uint32_t> kids, std::string_view text) {
        if (kind == Node::Kind::Seq && kids.size() == 1)
            return kids[0];
        Node node;
        node.kind = kind;
        node.kids = std::move(kids);
        node.text = text;
        if (kind == Node::Kind::Rep) {
            node.min = 0;
            node.max = kUnbounded;
        }
        g.nodes.push_back(std::move(node));
        return static_cast<std::uint32_t>(g.nodes.size() - 1);
    };
    const auto joined = [](std::vector<std::uint32_t> a, const std::vector<std::uint32_t> &b) {
        a.insert(a.end(), b.begin(), b.end());
        return a;
    };
    for (std::uint32_t r = 0; r < g.rules.size(); ++r) {
        const std::uint32_t body = g.rules[r].body;
        if (const std::optional<Tail> tail = tailOf(g, body, r)) { // R = X [ Y R ]
            const std::string_view text = g.nodes[g.nodes[body].kids.back()].text;
            const std::uint32_t again = add(Node::Kind::Seq, joined(tail->y, tail->x), text);
            const std::uint32_t loop = add(Node::Kind::Rep, {again}, text);
            g.nodes[body].kids.back() = loop;
            continue;
        }
        const Node &alt = g.nodes[body]; // R = B | X [ Y R ]
        if (alt.kind != Node::Kind::Alt)
            continue;
        std::optional<Tail> tail;
        std::size_t at = 0;
        for (std::size_t i = 0; i < alt.kids.size(); ++i) {
            if (std::optional<Tail> t = tailOf(g, alt.kids[i], r); t && !tail) {
                tail = std::move(t);
                at = i;
            } else if (refersTo(g, alt.kids[i], r)) {
                tail.reset();
                break;
            }
        }
        if (!tail)
            continue;
        const std::string_view text = g.nodes[alt.kids[at]].text;
        const std::uint32_t once = add(Node::Kind::Seq, joined(tail->x, tail->y), text);
        const std::uint32_t loop = add(Node::Kind::Rep, {once}, text);
        const std::uint32_t last = add(Node::Kind::Seq, tail->x, text);
        std::vector<std::uint32_t> ends = g.nodes[body].kids;
        ends[at] = last;
        const std::uint32_t choice = add(Node::Kind::Alt, std::move(ends), g.nodes[body].text);
        g.nodes[body].kind = Node::Kind::Seq;
        g.nodes[body].kids = {loop, choice};
    }
}

/// Which nodes match at most a bounded number of bytes, with no recursion:
/// pchar, pct-encoded, h16, dec-octet, IPv6address.
void markBounded(Grammar &g)
{
    for (bool changed = true; changed;) {
        changed = false;
        for (Node &node : g.nodes) {
            if (node.bounded)
                continue;
            bool bounded = false;
            switch (node.kind) {
            case Node::Kind::Class:
            case Node::Kind::Literal:
                bounded = true;
                break;
            case Node::Kind::Rule:
                bounded = g.nodes[g.rules[node.rule].body].bounded;
                break;
            case Node::Kind::Alt:
            case Node::Kind::Seq:
                bounded = std::all_of(node.kids.begin(), node.kids.end(),
                                      [&](std::uint32_t kid) { return g.nodes[kid].bounded; });
                break;
            case Node::Kind::Rep:
                bounded = node.max != kUnbounded && g.nodes[node.kids[0]].bounded;
                break;
            }
            if (bounded) {
                node.bounded = true;
                changed = true;
            }
        }
    }
}

/// Which nodes match exactly one byte, and which bytes: a rule's chain down
/// to such a byte is found without matching (RFC 5234 §3.4 value ranges and
/// their alternatives).
void markSingles(Grammar &g)
{
    for (Node &node : g.nodes) {
        if (node.kind == Node::Kind::Class) {
            node.single = true;
        } else if (node.kind == Node::Kind::Literal && node.literal.size() == 1) {
            node.single = true;
            const auto c = static_cast<unsigned char>(node.literal[0]);
            node.bytes.set(c);
            if (!node.caseSensitive && ((c | 0x20) >= 'a' && (c | 0x20) <= 'z'))
                node.bytes.set(c ^ 0x20);
        }
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (Node &node : g.nodes) {
            if (node.single)
                continue;
            std::bitset<256> bytes;
            bool single = false;
            if (node.kind == Node::Kind::Rule) {
                const Node &body = g.nodes[g.rules[node.rule].body];
                single = body.single;
                bytes = body.bytes;
            } else if (node.kind == Node::Kind::Alt) {
                single = true;
                for (std::uint32_t kid : node.kids) {
                    single = single && g.nodes[kid].single;
                    bytes |= g.nodes[kid].bytes;
                }
            } else if (node.kind == Node::Kind::Rep && node.min == 1 && node.max == 1) {
                single = g.nodes[node.kids[0]].single;
                bytes = g.nodes[node.kids[0]].bytes;
            }
            if (single) {
                node.single = true;
                node.bytes = bytes;
                changed = true;
            }
        }
    }
}

} // namespace

std::uint32_t Grammar::find(std::string_view name) const
{
    const auto it = byName.find(lower(name));
    return it == byName.end() ? kNoRule : it->second;
}

std::unique_ptr<const Grammar> compileGrammar(std::string text)
{
    auto g = std::make_unique<Grammar>();
    g->text = std::move(text);
    const std::string_view all = g->text;

    struct Pending
    {
        std::size_t line;
        std::string_view name;
        std::size_t begin, end; // the definition's lines in `all`
    };
    std::vector<Pending> pending;
    std::vector<std::pair<std::string_view, std::size_t>> componentLines;
    std::vector<std::pair<std::string_view, std::size_t>> hostTypeLines;
    std::vector<std::pair<std::string_view, std::size_t>> citeLines;
    std::vector<std::pair<std::string_view, std::size_t>> holdsLines;
    std::vector<std::pair<std::string_view, std::size_t>> trailingLines;
    std::vector<std::pair<std::string_view, std::size_t>> commitLines;
    std::size_t lineNumber = 0;
    bool inRule = false;
    for (std::size_t pos = 0; pos < all.size();) {
        std::size_t end = all.find('\n', pos);
        if (end == std::string_view::npos)
            end = all.size();
        const std::string_view line = all.substr(pos, end - pos);
        ++lineNumber;
        const std::string_view name = g->rfc1630 ? definedName1630(line) : definedName(line);
        if (line.starts_with(";@")) {
            const std::string_view directive = trim(line.substr(2));
            if (directive.starts_with("start "))
                g->start = trim(directive.substr(6));
            else if (directive.starts_with("source "))
                g->source = trim(directive.substr(7));
            else if (directive.starts_with("component "))
                componentLines.emplace_back(trim(directive.substr(10)), lineNumber);
            else if (directive.starts_with("hosttype "))
                hostTypeLines.emplace_back(trim(directive.substr(9)), lineNumber);
            else if (directive.starts_with("cite "))
                citeLines.emplace_back(trim(directive.substr(5)), lineNumber);
            else if (directive.starts_with("holds "))
                holdsLines.emplace_back(trim(directive.substr(6)), lineNumber);
            else if (directive.starts_with("trailing "))
                trailingLines.emplace_back(trim(directive.substr(9)), lineNumber);
            else if (directive.starts_with("commit "))
                commitLines.emplace_back(trim(directive.substr(7)), lineNumber);
            else if (directive.starts_with("prose "))
                g->prose = words(trim(directive.substr(6)));
            else if (directive.starts_with("text "))
                g->citePrefix = trim(directive.substr(5));
            else if (directive == "notation bnf")
                g->bnf = true;
            else if (directive == "notation rfc1630")
                g->rfc1630 = true;
            else
                throw std::runtime_error("grammar line " + std::to_string(lineNumber)
                                         + ": unknown directive");
            inRule = false;
        } else if (!name.empty()) {
            pending.push_back({lineNumber, name, pos, end});
            inRule = true;
        } else if (trim(line).empty() || line.starts_with(";")) {
            inRule = false;
        } else if (inRule) {
            pending.back().end = end;
        } else {
            throw std::runtime_error("grammar line " + std::to_string(lineNumber)
                                     + ": text outside a rule");
        }
        pos = end + 1;
    }

    for (const Pending &p : pending) {
        std::string body;
        std::string_view lines = all.substr(p.begin, p.end - p.begin);
        bool first = true;
        while (!lines.empty()) {
            std::size_t nl = lines.find('\n');
            std::string_view line = lines.substr(0, nl);
            lines = nl == std::string_view::npos ? std::string_view{} : lines.substr(nl + 1);
            if (g->rfc1630) {
                if (first) // the name, then the elements
                    line = line.substr(std::min(line.size(), 1 + p.name.size()));
            } else {
                line = withoutComment(line);
                if (first)
                    line = line.substr(line.find('=') + 1);
            }
            first = false;
            body += line;
            body += '\n';
        }
        g->bodies.push_back(std::move(body));
        const auto index = static_cast<std::uint32_t>(g->rules.size());
        if (!g->byName.emplace(lower(p.name), index).second)
            throw std::runtime_error("grammar line " + std::to_string(p.line) + ": "
                                     + std::string(p.name) + " defined twice");
        g->definitions.push_back(unindented(all.substr(p.begin, p.end - p.begin)));
        g->rules.push_back({p.name, 0, g->definitions.back(), {}});
        Compiler compiler(*g, g->bodies.back(), p.line);
        g->rules.back().body = compiler.alternation();
        compiler.expectEnd();
    }

    for (Node &node : g->nodes) {
        if (node.kind != Node::Kind::Rule)
            continue;
        node.rule = g->find(node.literal);
        if (node.rule == kNoRule)
            throw std::runtime_error("grammar: no rule " + node.literal);
    }
    if (g->find(g->start) == kNoRule)
        throw std::runtime_error("grammar: no start rule");
    auto ruleNamed = [&](std::string_view name, std::size_t number) {
        const std::uint32_t rule = g->find(name);
        if (rule == kNoRule)
            throw std::runtime_error("grammar line " + std::to_string(number) + ": no rule "
                                     + std::string(name));
        return rule;
    };
    for (const auto &[line, number] : componentLines) {
        const std::vector<std::string_view> names = words(line);
        std::vector<std::uint32_t> rules;
        for (std::size_t i = 1; i < names.size(); ++i)
            rules.push_back(ruleNamed(names[i], number));
        g->components.emplace_back(std::string(names.at(0)), std::move(rules));
    }
    // `cite CITATION: RULE...`, `holds RULE [CODE]: COMPONENT...`, `trailing COMPONENT: NEXT`,
    // `commit RULE "PREFIX": ALTERNATIVE`
    auto beforeColon = [](std::string_view line, std::size_t number) {
        const std::size_t colon = line.find(": ");
        if (colon == std::string_view::npos)
            throw std::runtime_error("grammar line " + std::to_string(number)
                                     + ": a directive with \": \" expected");
        return colon;
    };
    for (const auto &[line, number] : citeLines) {
        const std::size_t colon = beforeColon(line, number);
        for (const std::string_view name : words(line.substr(colon + 2)))
            g->rules[ruleNamed(name, number)].cite = line.substr(0, colon);
    }
    for (const auto &[line, number] : holdsLines) {
        const std::size_t colon = beforeColon(line, number);
        const std::vector<std::string_view> head = words(line.substr(0, colon));
        Grammar::Holder holder{ruleNamed(head.at(0), number),
                               head.size() > 1 ? std::string(head[1]) : std::string(),
                               {}};
        for (const std::string_view name : words(line.substr(colon + 2)))
            holder.components.emplace_back(name);
        g->holders.push_back(std::move(holder));
    }
    for (const auto &[line, number] : trailingLines) {
        const std::size_t colon = beforeColon(line, number);
        g->trailing.emplace_back(line.substr(0, colon), trim(line.substr(colon + 2)));
    }
    for (const auto &[line, number] : commitLines) {
        const std::size_t colon = beforeColon(line, number);
        const std::vector<std::string_view> head = words(line.substr(0, colon));
        const std::uint32_t alternative = ruleNamed(trim(line.substr(colon + 2)), number);
        Node &body = g->nodes[g->rules[ruleNamed(head.at(0), number)].body];
        const auto kid = std::find_if(body.kids.begin(), body.kids.end(), [&](std::uint32_t k) {
            return g->nodes[k].kind == Node::Kind::Rule && g->nodes[k].rule == alternative;
        });
        if (body.kind != Node::Kind::Alt || kid == body.kids.end() || head.size() != 2
            || head[1].size() < 3 || head[1].front() != '"' || head[1].back() != '"')
            throw std::runtime_error("grammar line " + std::to_string(number)
                                     + ": commit RULE \"PREFIX\": one of RULE's alternatives");
        body.commitPrefix = head[1].substr(1, head[1].size() - 2);
        body.commitKid = static_cast<std::uint32_t>(kid - body.kids.begin());
    }
    for (const auto &[line, number] : hostTypeLines) {
        const std::size_t space = line.find(' ');
        const std::uint32_t rule
            = space == std::string_view::npos ? kNoRule : g->find(trim(line.substr(space)));
        if (rule == kNoRule)
            throw std::runtime_error("grammar line " + std::to_string(number)
                                     + ": hosttype NAME RULE");
        g->hostTypes.emplace_back(std::string(line.substr(0, space)), rule);
    }
    if (g->rfc1630)
        unrollTailRecursion(*g);
    markSingles(*g);
    markBounded(*g);
    return g;
}

} // namespace uri::grammar::detail
