// The derivation of a URI reference under a generation's grammar
// (uriinspector/grammar.h, docs/grammar.md).
//
// The matcher has ABNF's semantics (RFC 5234 §3), not a PEG's: each rule at
// each offset matches a set of lengths, all of them, and a derivation picks,
// from the start rule down, an alternative and a split that reach the end.
// The sets of a rule of unbounded length are remembered per offset (those of
// pchar or h16 are cheaper to match again); a repetition is walked
// breadth-first, so that neither matching nor building recurses once per
// character, and a 64 KiB input needs no deep stack.
#include "uriinspector/grammar.h"

#include "grammar/detail/abnf.h"
#include "uriinspector/utf8.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <memory>
#include <queue>
#include <span>
#include <stdexcept>
#include <unordered_map>

namespace uri {

namespace grammar::detail {
std::span<const std::pair<std::string_view, std::string_view>> embeddedGrammars();
} // namespace grammar::detail

namespace {

using namespace grammar::detail;
using Ends = std::vector<std::uint32_t>; ///< offsets where a match ends, ascending

/// The grammar files of resources/grammar/ and the specs they describe.
struct GrammarFile
{
    Spec spec;
    std::string_view file;
};
constexpr GrammarFile kGrammarFiles[] = {
    {Spec::Rfc3986, "rfc3986.abnf"}, {Spec::Rfc3986NonStrict, "rfc3986.abnf"},
    {Spec::Rfc2396, "rfc2396.bnf"},  {Spec::Rfc1808, "rfc1808.bnf"},
    {Spec::Draft01, "draft01.bnf"},  {Spec::Rfc1630, "rfc1630.bnf"},
};

const Grammar *grammarFor(Spec spec)
{
    static const auto compiled = [] {
        std::vector<std::pair<Spec, std::shared_ptr<const Grammar>>> all;
        std::vector<std::pair<std::string_view, std::shared_ptr<const Grammar>>> byFile;
        for (const GrammarFile &entry : kGrammarFiles) {
            auto known = std::find_if(byFile.begin(), byFile.end(),
                                      [&](const auto &f) { return f.first == entry.file; });
            if (known == byFile.end()) {
                for (const auto &[name, text] : embeddedGrammars())
                    if (name == entry.file)
                        byFile.emplace_back(name, compileGrammar(std::string(text)));
                if (byFile.empty() || byFile.back().first != entry.file)
                    throw std::logic_error("no embedded grammar " + std::string(entry.file));
                known = byFile.end() - 1;
            }
            all.emplace_back(entry.spec, known->second);
        }
        return all;
    }();
    for (const auto &[s, g] : compiled)
        if (s == spec)
            return g.get();
    return nullptr;
}

void normalize(Ends &ends)
{
    std::sort(ends.begin(), ends.end());
    ends.erase(std::unique(ends.begin(), ends.end()), ends.end());
}

bool holds(const Ends &ends, std::uint32_t offset)
{
    return std::binary_search(ends.begin(), ends.end(), offset);
}

/// The sets of ends of one input, and the derivations built from them.
class Matcher
{
public:
    Matcher(const Grammar &g, std::string_view input)
        : m_g(g)
        , m_in(input)
        , m_wildcards(g.rules.size())
    {}

    /// A rule that matches exactly @p span and nothing else: a component that
    /// fails its rule stands for itself in the tree of a rejected input.
    void setWildcard(std::uint32_t rule, Span span) { m_wildcards[rule] = span; }

    /// More steps than the budget: the sets of a pathological grammar or input.
    [[nodiscard]] bool exhausted() const { return m_steps > kBudget; }

    /// The furthest offset that a terminal reached since resetReach().
    [[nodiscard]] std::uint32_t reach() const { return m_reach; }
    void resetReach(std::uint32_t offset) { m_reach = offset; }

    const Ends &ruleEnds(std::uint32_t rule, std::uint32_t pos)
    {
        const std::uint64_t key = (std::uint64_t{rule} << 32) | pos;
        const auto [it, inserted] = m_memo.try_emplace(key);
        Entry &entry = it->second; // stays valid: the map's nodes do not move
        if (!inserted) {
            m_reach = std::max(m_reach, entry.reach); // (a left recursion would find it empty)
            return entry.ends;
        }
        const std::uint32_t outer = m_reach;
        m_reach = pos;
        Ends ends;
        if (const std::optional<Span> &w = m_wildcards[rule]) {
            if (w->offset == pos && w->end() <= m_in.size()) {
                ends.push_back(static_cast<std::uint32_t>(w->end()));
                m_reach = static_cast<std::uint32_t>(w->end());
            }
        } else {
            ends = endsOf(m_g.rules[rule].body, pos);
        }
        entry.ends = std::move(ends);
        entry.reach = m_reach;
        m_reach = std::max(outer, m_reach);
        return entry.ends;
    }

    Ends endsOf(std::uint32_t node, std::uint32_t pos)
    {
        Ends out;
        collect(node, pos, out);
        normalize(out);
        return out;
    }

    /// The node of @p rule over [s, e), which the rule must match.
    DerivationNode buildRule(std::uint32_t rule, std::uint32_t s, std::uint32_t e)
    {
        DerivationNode node{m_g.rules[rule].name, Span{s, e - s}, {}, std::nullopt};
        if (!m_wildcards[rule])
            build(m_g.rules[rule].body, s, e, node.children);
        return node;
    }

    /// The named rules inside @p node's match of [s, e), appended to @p into.
    void build(std::uint32_t node, std::uint32_t s, std::uint32_t e,
               std::vector<DerivationNode> &into)
    {
        const Node &n = m_g.nodes[node];
        switch (n.kind) {
        case Node::Kind::Rule:
            into.push_back(buildRule(n.rule, s, e));
            return;
        case Node::Kind::Literal:
        case Node::Kind::Class:
            return;
        case Node::Kind::Alt:
            if (committed(n, s)) {
                build(n.kids[n.commitKid], s, e, into);
                return;
            }
            for (std::uint32_t kid : n.kids) {
                const Node &k = m_g.nodes[kid];
                if (k.single && !wildcard(kid) ? e == s + 1 && k.bytes[byte(s)]
                                               : holds(endsOf(kid, s), e)) {
                    build(kid, s, e, into);
                    return;
                }
            }
            return;
        case Node::Kind::Seq:
            buildSeq(n, 0, s, e, into);
            return;
        case Node::Kind::Rep:
            buildRep(n, s, e, into);
            return;
        }
    }

private:
    static constexpr std::size_t kBudget = 50'000'000;

    struct Entry
    {
        Ends ends;
        std::uint32_t reach = 0;
    };

    [[nodiscard]] unsigned char byte(std::uint32_t pos) const
    {
        return static_cast<unsigned char>(m_in[pos]);
    }

    [[nodiscard]] bool wildcard(std::uint32_t node) const
    {
        const Node &n = m_g.nodes[node];
        return n.kind == Node::Kind::Rule && m_wildcards[n.rule].has_value();
    }

    void advance(std::uint32_t to) { m_reach = std::max(m_reach, to); }

    /// Whether only one alternative of @p n is tried at @p pos (`;@ commit`).
    [[nodiscard]] bool committed(const Node &n, std::uint32_t pos) const
    {
        return !n.commitPrefix.empty() && m_in.substr(pos).starts_with(n.commitPrefix);
    }

    /// Appends the ends of @p node at @p pos to @p out (unsorted).
    void collect(std::uint32_t node, std::uint32_t pos, Ends &out)
    {
        if (++m_steps > kBudget)
            return;
        const Node &n = m_g.nodes[node];
        if (n.single && !wildcard(node)) {
            if (pos < m_in.size() && n.bytes[byte(pos)]) {
                out.push_back(pos + 1);
                advance(pos + 1);
            }
            return;
        }
        switch (n.kind) {
        case Node::Kind::Rule: {
            if (n.bounded && !m_wildcards[n.rule]) { // pchar, h16: matched again, not remembered
                collect(m_g.rules[n.rule].body, pos, out);
                return;
            }
            const Ends &ends = ruleEnds(n.rule, pos);
            out.insert(out.end(), ends.begin(), ends.end());
            return;
        }
        case Node::Kind::Literal: {
            std::uint32_t k = 0;
            while (k < n.literal.size() && pos + k < m_in.size()
                   && sameByte(n.literal[k], m_in[pos + k], n.caseSensitive))
                ++k;
            advance(pos + k);
            if (k == n.literal.size())
                out.push_back(pos + k);
            return;
        }
        case Node::Kind::Class: // always single
            return;
        case Node::Kind::Alt:
            if (committed(n, pos)) {
                collect(n.kids[n.commitKid], pos, out);
                return;
            }
            for (std::uint32_t kid : n.kids)
                collect(kid, pos, out);
            return;
        case Node::Kind::Seq: {
            // the leading elements of one byte each ("%" HEXDIG HEXDIG): no sets
            std::size_t i = 0;
            std::uint32_t at = pos;
            for (; i < n.kids.size(); ++i) {
                const Node &k = m_g.nodes[n.kids[i]];
                if (!k.single || wildcard(n.kids[i]))
                    break;
                if (at >= m_in.size() || !k.bytes[byte(at)])
                    return;
                advance(++at);
            }
            if (i == n.kids.size()) {
                out.push_back(at);
                return;
            }
            Ends cur{at};
            for (; i < n.kids.size() && !cur.empty(); ++i)
                cur = step(n.kids[i], cur);
            out.insert(out.end(), cur.begin(), cur.end());
            return;
        }
        case Node::Kind::Rep:
            collectRep(n, pos, out);
            return;
        }
    }

    static bool sameByte(char want, char got, bool caseSensitive)
    {
        if (want == got)
            return true;
        const auto w = static_cast<unsigned char>(want | 0x20);
        return !caseSensitive && w >= 'a' && w <= 'z'
               && w == static_cast<unsigned char>(got | 0x20);
    }

    /// The ends of @p node from each offset of @p from.
    Ends step(std::uint32_t node, const Ends &from)
    {
        Ends next;
        for (std::uint32_t p : from)
            collect(node, p, next);
        normalize(next);
        return next;
    }

    // RFC 5234 §3.6: min to max matches of the element, one after another.
    void collectRep(const Node &n, std::uint32_t pos, Ends &out)
    {
        const std::uint32_t kid = n.kids[0];
        const Node &k = m_g.nodes[kid];
        if (k.single && !wildcard(kid)) { // a run of bytes: every length from min to the run's
            std::uint32_t run = 0;
            const std::uint64_t limit = std::min<std::uint64_t>(n.max, m_in.size() - pos);
            while (run < limit && k.bytes[byte(pos + run)])
                ++run;
            advance(pos + run);
            for (std::uint32_t c = n.min; c <= run; ++c)
                out.push_back(pos + c);
            return;
        }
        Ends cur{pos};
        if (n.max != kUnbounded) {
            for (std::uint32_t count = 0;; ++count) {
                if (count >= n.min)
                    out.insert(out.end(), cur.begin(), cur.end());
                if (count == n.max || cur.empty())
                    return;
                cur = step(kid, cur);
            }
        }
        for (std::uint32_t count = 0; count < n.min && !cur.empty(); ++count)
            cur = step(kid, cur);
        // from min on, breadth-first in ascending order: each offset once
        std::priority_queue<std::uint32_t, std::vector<std::uint32_t>, std::greater<>> queue(
            std::greater<>{}, cur);
        std::uint32_t last = 0;
        bool any = false;
        Ends next;
        while (!queue.empty() && !exhausted()) {
            const std::uint32_t p = queue.top();
            queue.pop();
            if (any && p == last)
                continue;
            any = true;
            last = p;
            out.push_back(p);
            next.clear();
            collect(kid, p, next);
            for (std::uint32_t q : next)
                if (q > p)
                    queue.push(q);
        }
    }

    // RFC 5234 §3.1: the split of [s, e) among the elements, the first as long
    // as the rest allows.
    bool buildSeq(const Node &n, std::size_t i, std::uint32_t s, std::uint32_t e,
                  std::vector<DerivationNode> &into)
    {
        if (i == n.kids.size())
            return s == e;
        const Ends firsts = endsOf(n.kids[i], s);
        for (auto it = firsts.rbegin(); it != firsts.rend(); ++it) {
            const std::uint32_t q = *it;
            if (q > e || !restReaches(n, i + 1, q, e))
                continue;
            build(n.kids[i], s, q, into);
            return buildSeq(n, i + 1, q, e, into);
        }
        return false;
    }

    bool restReaches(const Node &n, std::size_t i, std::uint32_t from, std::uint32_t e)
    {
        Ends cur{from};
        for (; i < n.kids.size() && !cur.empty(); ++i) {
            cur = step(n.kids[i], cur);
            cur.erase(std::upper_bound(cur.begin(), cur.end(), e), cur.end());
        }
        return holds(cur, e);
    }

    // The matches of a repetition over [s, e): the fewest that tile it,
    // found breadth-first from s, then built one by one.
    void buildRep(const Node &n, std::uint32_t s, std::uint32_t e,
                  std::vector<DerivationNode> &into)
    {
        const std::uint32_t kid = n.kids[0];
        const Node &k = m_g.nodes[kid];
        if (k.single && !wildcard(kid)) {
            for (std::uint32_t p = s; p < e; ++p)
                build(kid, p, p + 1, into);
            return;
        }
        // states: (matches so far, capped, and the offset reached), breadth-first
        const bool bounded = n.max != kUnbounded;
        const std::uint32_t cap = bounded ? n.max : n.min; // unbounded: "n.min or more"
        const std::size_t width = std::size_t{e} - s + 1;
        const auto state
            = [&](std::uint32_t count, std::uint32_t pos) { return count * width + (pos - s); };
        std::vector<std::int64_t> parent((std::size_t{cap} + 1) * width, -1);
        std::vector<std::size_t> queue{state(0, s)};
        parent[queue[0]] = static_cast<std::int64_t>(queue[0]);
        std::optional<std::size_t> found;
        Ends ends;
        for (std::size_t head = 0; head < queue.size() && !exhausted(); ++head) {
            const std::size_t here = queue[head];
            const auto count = static_cast<std::uint32_t>(here / width);
            const auto pos = static_cast<std::uint32_t>(here % width + s);
            if (pos == e && count >= n.min) {
                found = here;
                break;
            }
            if (bounded && count == n.max)
                continue;
            ends.clear();
            collect(kid, pos, ends);
            for (std::uint32_t q : ends) {
                if (q > e || (q == pos && count >= n.min))
                    continue;
                const std::size_t next = state(std::min(count + 1, cap), q);
                if (parent[next] < 0) {
                    parent[next] = static_cast<std::int64_t>(here);
                    queue.push_back(next);
                }
            }
        }
        if (!found)
            return;
        std::vector<std::uint32_t> offsets;
        for (std::size_t at = *found;; at = static_cast<std::size_t>(parent[at])) {
            offsets.push_back(static_cast<std::uint32_t>(at % width + s));
            if (at == queue[0])
                break;
        }
        std::reverse(offsets.begin(), offsets.end());
        for (std::size_t i = 0; i + 1 < offsets.size(); ++i)
            build(kid, offsets[i], offsets[i + 1], into);
    }

    const Grammar &m_g;
    std::string_view m_in;
    std::vector<std::optional<Span>> m_wildcards;
    std::unordered_map<std::uint64_t, Entry> m_memo;
    std::uint32_t m_reach = 0;
    std::size_t m_steps = 0;
};

OptSpan componentSpan(const ParseResult &r, std::string_view name)
{
    if (name == "scheme")
        return r.scheme;
    if (name == "authority")
        return r.authority;
    if (name == "userinfo")
        return r.userinfo;
    if (name == "user")
        return r.user;
    if (name == "password")
        return r.password;
    if (name == "host")
        return r.host;
    if (name == "port")
        return r.port;
    if (name == "path")
        return r.path;
    if (name == "params")
        return r.params;
    if (name == "query")
        return r.query;
    if (name == "fragment")
        return r.fragment;
    return std::nullopt;
}

/// Whether @p name's empty @p span may have no node: an empty path that the
/// grammar leaves out (RFC 2396: net_path = "//" authority [ abs_path ];
/// parse() has a path always).
bool leftOutWhenEmpty(std::string_view name, const OptSpan &span)
{
    return span && span->empty() && name == "path";
}

/// A component of a rejected input that matches none of its rules.
struct Failure
{
    std::size_t component = 0; ///< its index in the grammar's list, outer before inner
    Span span;
    std::vector<std::uint32_t> rules; ///< those that got furthest
    std::uint32_t reach = 0;
};

std::optional<Failure> checkComponent(const Grammar &g, std::string_view input, Span span,
                                      const std::vector<std::uint32_t> &rules)
{
    Failure failure{0, span, {}, 0};
    for (std::uint32_t rule : rules) {
        Matcher m(g, input.substr(0, span.end()));
        const auto offset = static_cast<std::uint32_t>(span.offset);
        m.resetReach(offset);
        if (holds(m.ruleEnds(rule, offset), static_cast<std::uint32_t>(span.end())))
            return std::nullopt;
        if (m.reach() > failure.reach || failure.rules.empty()) {
            failure.rules.clear();
            failure.reach = m.reach();
        }
        if (m.reach() == failure.reach)
            failure.rules.push_back(rule);
    }
    return failure;
}

DerivationNode *findNode(DerivationNode &node, std::string_view rule, Span span)
{
    if (node.rule == rule && node.span == span)
        return &node;
    for (DerivationNode &child : node.children)
        if (child.span.contains(span))
            if (DerivationNode *found = findNode(child, rule, span))
                return found;
    return nullptr;
}

/// Where @p failure's rule stopped: the node gets what its rule matched of
/// the component's start, and how far each alternative got.
void markStop(const Grammar &g, std::string_view input, const Failure &failure,
              DerivationNode &node)
{
    const std::uint32_t rule = g.find(node.rule);
    const auto offset = static_cast<std::uint32_t>(failure.span.offset);
    Matcher m(g, input.substr(0, failure.span.end()));
    const Ends &ends = m.ruleEnds(rule, offset);
    if (!ends.empty() && ends.back() > offset)
        node.children = m.buildRule(rule, offset, ends.back()).children;
    DerivationNode::Stop stop;
    stop.offset = failure.reach;
    const Node &body = g.nodes[g.rules[rule].body];
    if (body.kind == Node::Kind::Alt) {
        for (std::uint32_t kid : body.kids) {
            m.resetReach(offset);
            (void)m.endsOf(kid, offset);
            stop.alternatives.emplace_back(g.nodes[kid].text, m.reach());
        }
    }
    node.stop = std::move(stop);
}

} // namespace

bool deriveSupports(Spec spec)
{
    return grammarFor(spec) != nullptr;
}

std::string_view grammarSource(Spec spec)
{
    const Grammar *g = grammarFor(spec);
    return g ? g->source : std::string_view{};
}

std::string_view grammarStartRule(Spec spec)
{
    const Grammar *g = grammarFor(spec);
    return g ? g->start : std::string_view{};
}

std::string_view ruleDefinition(Spec spec, std::string_view rule)
{
    const Grammar *g = grammarFor(spec);
    if (!g)
        return {};
    const std::uint32_t index = g->find(rule);
    return index == kNoRule ? std::string_view{} : g->rules[index].definition;
}

std::string_view ruleCitation(Spec spec, std::string_view rule)
{
    const Grammar *g = grammarFor(spec);
    if (!g)
        return {};
    const std::uint32_t index = g->find(rule);
    return index == kNoRule ? std::string_view{} : g->rules[index].cite;
}

Derivation derive(std::string_view text, Spec spec)
{
    if (!deriveSupports(spec) || text.size() > kMaxDerivationBytes) {
        Derivation d;
        d.spec = spec;
        d.refusal = !deriveSupports(spec)
                        ? "No grammar of " + std::string(specName(spec)) + " is drawn."
                        : "The derivation is drawn for inputs of at most "
                              + std::to_string(kMaxDerivationBytes) + " bytes; this one has "
                              + std::to_string(text.size()) + ".";
        return d;
    }
    return derive(parse(text, spec));
}

namespace {

bool hasDiagnostic(const ParseResult &parsed, std::string_view code)
{
    return std::any_of(parsed.diagnostics.begin(), parsed.diagnostics.end(),
                       [&](const Diagnostic &diag) { return diagCodeName(diag.code) == code; });
}

} // namespace

Derivation derive(const ParseResult &parsed)
{
    Derivation d;
    d.spec = parsed.spec;
    const std::string_view input = parsed.input;
    const Grammar *g = grammarFor(parsed.spec);
    if (!g || input.size() > kMaxDerivationBytes)
        return derive(input, parsed.spec); // its refusal
    const auto end = static_cast<std::uint32_t>(input.size());
    const std::uint32_t start = g->find(g->start);

    Matcher whole(*g, input);
    const bool accepted = holds(whole.ruleEnds(start, 0), end);
    if (whole.exhausted()) {
        d.refusal = "No derivation: the grammar needs too many steps for this input.";
        return d;
    }
    if (accepted) {
        d.accepted = true;
        d.root = whole.buildRule(start, 0, end);
        return d;
    }

    // Rejected: each component of the parser's split against its rules.
    std::vector<Failure> failures;
    for (std::size_t i = 0; i < g->components.size(); ++i) {
        const auto &[name, own] = g->components[i];
        // and those that hold it (RFC 2396's opaque_part), where the parse says
        // so (draft-01's opaque-URL only with not-generic-url: matched at a
        // port's offset, it would read "F02:30" as a scheme and go on)
        std::vector<std::uint32_t> rules = own;
        for (const Grammar::Holder &holder : g->holders)
            if (std::find(holder.components.begin(), holder.components.end(), name)
                    != holder.components.end()
                && (holder.code.empty() || hasDiagnostic(parsed, holder.code)))
                rules.push_back(holder.rule);
        if (const OptSpan span = componentSpan(parsed, name); span && !leftOutWhenEmpty(name, span))
            if (std::optional<Failure> failure = checkComponent(*g, input, *span, rules)) {
                failure->component = i;
                failures.push_back(std::move(*failure));
            }
    }
    // A component that holds a failing one fails by it (the authority of a bad
    // port, or of a bad host that is all of it): the inner one stands.
    const std::vector<Failure> all = failures;
    std::erase_if(failures, [&](const Failure &outer) {
        return std::any_of(all.begin(), all.end(), [&](const Failure &inner) {
            return inner.component > outer.component && outer.span.contains(inner.span);
        });
    });
    std::sort(failures.begin(), failures.end(),
              [](const Failure &a, const Failure &b) { return a.span.offset < b.span.offset; });

    Matcher stood(*g, input);
    for (const Failure &failure : failures)
        for (std::uint32_t rule : failure.rules)
            stood.setWildcard(rule, failure.span);
    if (!failures.empty() && holds(stood.ruleEnds(start, 0), end) && !stood.exhausted()) {
        d.root = stood.buildRule(start, 0, end);
        for (const Failure &failure : failures)
            for (std::uint32_t rule : failure.rules)
                if (DerivationNode *node = findNode(d.root, g->rules[rule].name, failure.span))
                    markStop(*g, input, failure, *node);
        d.stop = failures.front().reach;
        return d;
    }
    // The split itself is no derivation: the grammar stops where the start rule
    // got furthest, or earlier where the first component failed its rule
    // (":a\\" stops at the ":" that no path takes first; "1x:" at the scheme's
    // "1", though RFC 2396's relativeURI takes "1x").
    d.root = DerivationNode{g->rules[start].name, Span{0, input.size()}, {}, std::nullopt};
    whole.resetReach(0);
    (void)whole.endsOf(g->rules[start].body, 0);
    DerivationNode::Stop stop;
    stop.offset
        = failures.empty() ? whole.reach() : std::min(whole.reach(), failures.front().reach);
    d.root.stop = stop;
    d.stop = stop.offset;
    return d;
}

namespace {

void collectNodes(const DerivationNode &node, std::vector<const DerivationNode *> &out)
{
    out.push_back(&node);
    for (const DerivationNode &child : node.children)
        collectNodes(child, out);
}

std::string spanText(const OptSpan &span)
{
    return span ? std::to_string(span->offset) + "+" + std::to_string(span->length) : "undefined";
}

/// Whether @p diag is by a rule of @p g's own text (every one, without `text`).
bool ownDiagnostic(const Grammar &g, const Diagnostic &diag)
{
    return (g.citePrefix.empty() || diag.cite.starts_with(g.citePrefix))
           && std::find(g.prose.begin(), g.prose.end(), diagCodeName(diag.code)) == g.prose.end();
}

/// How a rejected input's stop disagrees with its errors, or "".
std::string stopDisagreement(const Grammar &g, const ParseResult &parsed, const Derivation &d,
                             bool atFirstError)
{
    // It stops at an error, and at none after the first of the grammar's own.
    std::vector<const Diagnostic *> stops;
    std::size_t firstOwn = std::numeric_limits<std::size_t>::max();
    for (const Diagnostic &diag : parsed.diagnostics) {
        if (diag.severity == Severity::Error)
            stops.push_back(&diag);
        if (diag.severity == Severity::Error && ownDiagnostic(g, diag))
            firstOwn = std::min(firstOwn, diag.span.offset);
        // A warning of its own text marks where one reading of the grammar
        // stops: RFC 1808's "//" path is no generic-RL, though the other form
        // of absoluteURL may take it.
        if (diag.severity == Severity::Warning && !g.citePrefix.empty() && ownDiagnostic(g, diag))
            stops.push_back(&diag);
    }
    // At an error of another text's rule, anywhere in its component: the
    // grammar may take more ("%3g" in RFC 1808's net_loc stops at the "g", RFC
    // 1738's hostname at the "%"), or less (RFC 1630's hostname stops at a
    // label's first character, where parse() reports the characters after it).
    const auto at = [&](const Diagnostic *e) {
        std::size_t begin = e->span.offset, end = e->span.end();
        if (!ownDiagnostic(g, *e))
            for (const OptSpan &c : {parsed.scheme, parsed.authority, OptSpan(parsed.path),
                                     parsed.query, parsed.fragment})
                if (c && c->contains(e->span)) {
                    begin = std::min(begin, c->offset);
                    end = std::max(end, c->end());
                }
        return e->span.offset <= firstOwn && (!atFirstError || *d.stop >= begin) && *d.stop <= end;
    };
    if (d.stop && std::any_of(stops.begin(), stops.end(), at))
        return {};
    const Diagnostic *first = *std::min_element(
        stops.begin(), stops.end(),
        [](const Diagnostic *a, const Diagnostic *b) { return a->span.offset < b->span.offset; });
    return "the grammar stopped at " + (d.stop ? std::to_string(*d.stop) : "none")
           + ", the first error (" + std::string(diagCodeName(first->code)) + " "
           + spanText(first->span) + ") elsewhere";
}

/// How an accepted input's nodes disagree with its components, or "".
std::string nodesDisagreement(const Grammar &g, const ParseResult &parsed, const Derivation &d)
{
    std::vector<const DerivationNode *> nodes;
    collectNodes(d.root, nodes);
    const auto nodesOf = [&](const std::vector<std::uint32_t> &rules) {
        std::vector<const DerivationNode *> found;
        for (const DerivationNode *node : nodes)
            for (std::uint32_t rule : rules)
                if (node->rule == g.rules[rule].name)
                    found.push_back(node);
        return found;
    };
    for (const auto &entry : g.components) {
        const std::string &component = entry.first; // (a lambda captures no binding in clang 14)
        const std::vector<std::uint32_t> &rules = entry.second;
        const OptSpan span = componentSpan(parsed, component);
        // the outermost nodes (pre-order puts an outer one first): RFC 2396's
        // rel_path = rel_segment [ abs_path ] nests one path in another
        std::vector<const DerivationNode *> found;
        for (const DerivationNode *node : nodesOf(rules))
            if (std::none_of(found.begin(), found.end(), [&](const DerivationNode *outer) {
                    return outer->span.contains(node->span);
                }))
                found.push_back(node);
        if (found.empty() && leftOutWhenEmpty(component, span))
            continue;
        // with no node of its own, a node that holds it, which the parser
        // splits further (RFC 2396's opaque_part, whose "?" Appendix B splits off)
        const auto holds = [&](const Grammar::Holder &holder) {
            if (std::find(holder.components.begin(), holder.components.end(), component)
                    == holder.components.end()
                || (!holder.code.empty() && !hasDiagnostic(parsed, holder.code)))
                return false;
            const std::vector<const DerivationNode *> held = nodesOf({holder.rule});
            return std::any_of(held.begin(), held.end(),
                               [&](const DerivationNode *n) { return n->span.contains(*span); });
        };
        if (found.empty() && span && std::any_of(g.holders.begin(), g.holders.end(), holds))
            continue;
        // or a node that runs on over a delimiter and the next component
        // (RFC 1808's rel_path holds the "?" and the query after the path)
        const auto trails = [&](const std::pair<std::string, std::string> &rule) {
            const OptSpan next = componentSpan(parsed, rule.second);
            return rule.first == component && next && found[0]->span.offset == span->offset
                   && next->offset == span->end() + 1 && next->end() == found[0]->span.end();
        };
        if (found.size() > 1 || (found.size() == 1) != span.has_value()
            || (span && found[0]->span != *span
                && std::none_of(g.trailing.begin(), g.trailing.end(), trails)))
            return component + " is " + spanText(span) + ", its rule's nodes "
                   + (found.empty() ? "none"
                                    : spanText(found[0]->span) + " (of "
                                          + std::to_string(found.size()) + ")");
        if (component == "host" && parsed.hostType) {
            const std::string_view type = hostTypeName(*parsed.hostType);
            const std::string_view got
                = found[0]->children.size() == 1 ? found[0]->children[0].rule : std::string_view{};
            for (const auto &[name, rule] : g.hostTypes)
                if (name == type && got != g.rules[rule].name)
                    return "the host is " + std::string(type) + ", its node "
                           + (got.empty() ? "none" : std::string(got));
        }
    }
    return {};
}

} // namespace

std::string derivationDisagreement(const ParseResult &parsed, const Derivation &d,
                                   bool atFirstError)
{
    if (!d.refusal.empty())
        return "refused: " + d.refusal;
    const Grammar &g = *grammarFor(parsed.spec);
    // An error cited elsewhere (RFC 1738's login, by which parse() reads RFC
    // 1808's net_loc) is no rule of this grammar, which may match past it.
    const bool ownErrors = std::any_of(
        parsed.diagnostics.begin(), parsed.diagnostics.end(),
        [&](const Diagnostic &e) { return e.severity == Severity::Error && ownDiagnostic(g, e); });
    if (d.accepted && ownErrors)
        return "invalid, but the grammar matches it";
    if (!d.accepted && !parsed.valid())
        return stopDisagreement(g, parsed, d, atFirstError);
    if (!d.accepted)
        return "valid, but the grammar stopped at " + std::to_string(d.stop.value_or(0));
    return nodesDisagreement(g, parsed, d);
}

std::vector<const DerivationNode *> derivationChain(const Derivation &derivation,
                                                    std::size_t offset)
{
    std::vector<const DerivationNode *> chain;
    const DerivationNode *node = &derivation.root;
    if (node->rule.empty() || offset >= node->span.end())
        return chain;
    while (node) {
        chain.push_back(node);
        const DerivationNode *next = nullptr;
        for (const DerivationNode &child : node->children)
            if (child.span.offset <= offset && offset < child.span.end()) {
                next = &child;
                break;
            }
        node = next;
    }
    return chain;
}

namespace {

void appendText(const DerivationNode &first, std::string_view input, int depth, std::string &out)
{
    const DerivationNode *node = &first;
    std::string names(node->rule);
    while (!node->stop && node->children.size() == 1 && node->children[0].span == node->span) {
        node = &node->children[0];
        names += " > ";
        names += node->rule;
    }
    out.append(static_cast<std::size_t>(depth) * 2, ' ');
    out += names + "  " + std::to_string(node->span.offset) + "+"
           + std::to_string(node->span.length);
    if (!node->span.empty()) {
        // at most 60 bytes, cut between characters
        const std::string_view text = node->span.in(input);
        std::size_t cut = 0;
        while (cut < text.size() && cut < 60)
            cut += decodeUtf8(text, cut).length;
        out += "  \"" + escapeForDisplay(text.substr(0, cut))
               + (cut < text.size() ? "\"..." : "\"");
    }
    out += '\n';
    if (node->stop) {
        out.append(static_cast<std::size_t>(depth) * 2 + 2, ' ');
        out += derivationStopText(*node, input) + '\n';
    }
    for (const DerivationNode &child : node->children)
        appendText(child, input, depth + 1, out);
}

} // namespace

std::string derivationSummary(const Derivation &derivation)
{
    if (!derivation.refusal.empty())
        return derivation.refusal;
    const std::string source(grammarSource(derivation.spec));
    return derivation.accepted ? source + ": the input matches " + std::string(derivation.root.rule)
                               : source + ": no match: the grammar stopped at "
                                     + std::to_string(derivation.stop.value_or(0));
}

std::string derivationStopText(const DerivationNode &node, std::string_view input)
{
    if (!node.stop)
        return {};
    const std::size_t offset = node.stop->offset;
    std::string out = "stopped at " + std::to_string(offset);
    if (offset >= node.span.end())
        out += " (its end)";
    else
        out += " (\"" + escapeForDisplay(input.substr(offset, decodeUtf8(input, offset).length))
               + "\")";
    for (std::size_t i = 0; i < node.stop->alternatives.size(); ++i) {
        const auto &[alternative, reach] = node.stop->alternatives[i];
        out += i == 0 ? "; " : ", ";
        out += std::string(alternative) + " got to " + std::to_string(reach);
    }
    return out;
}

std::string derivationText(const Derivation &derivation, std::string_view input)
{
    std::string out = "derivation: " + derivationSummary(derivation) + "\n";
    if (derivation.refusal.empty())
        appendText(derivation.root, input, 1, out);
    return out;
}

} // namespace uri
