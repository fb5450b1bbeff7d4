// The resolution algorithms' texts, each line tagged with the trace rules
// that execute it (uriinspector/algorithm.h says how a rule lights a line).
#include "uriinspector/algorithm.h"

#include <algorithm>
#include <initializer_list>
#include <utility>

namespace uri {

namespace {

using R = ResolveRule;
using Tags = std::vector<LineTag>;

Tags tagged(LineRole role, std::initializer_list<R> rules, std::optional<R> after = std::nullopt,
            std::vector<R> unless = {})
{
    Tags tags;
    for (R rule : rules)
        tags.push_back(LineTag{rule, role, after, unless});
    return tags;
}

Tags does(std::initializer_list<R> rules, std::optional<R> after = std::nullopt)
{
    return tagged(LineRole::Does, rules, after);
}

Tags tests(std::initializer_list<R> rules, std::optional<R> after = std::nullopt,
           std::optional<R> unless = std::nullopt)
{
    return tagged(LineRole::Tests, rules, after,
                  unless ? std::vector<R>{*unless} : std::vector<R>{});
}

Tags both(Tags a, const Tags &b)
{
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

void add(std::vector<AlgorithmLine> &lines, const char *text, Tags tags = {})
{
    lines.push_back(AlgorithmLine{text, std::move(tags)});
}

/// Every line of @p paragraph gets @p tags.
void addParagraph(std::vector<AlgorithmLine> &lines, std::initializer_list<const char *> paragraph,
                  const Tags &tags)
{
    for (const char *text : paragraph)
        add(lines, text, tags);
}

bool has(const std::vector<TraceStep> &trace, R rule)
{
    return std::any_of(trace.begin(), trace.end(),
                       [rule](const TraceStep &step) { return step.rule == rule; });
}

/// Whether @p step has every component of tag.defined defined.
bool definedIn(const LineTag &tag, const TraceStep &step)
{
    return (step.defined & tag.defined) == tag.defined;
}

bool applies(const LineTag &tag, const std::vector<TraceStep> &trace)
{
    const auto ranDefined
        = [&tag](const TraceStep &s) { return s.rule == tag.rule && definedIn(tag, s); };
    return (tag.defined == 0 || std::any_of(trace.begin(), trace.end(), ranDefined))
           && (!tag.after || has(trace, *tag.after))
           && std::none_of(tag.unless.begin(), tag.unless.end(),
                           [&trace](R rule) { return has(trace, rule); });
}

// RFC 3986 §5.2.2: the rules of the branches, one of which every resolution takes.
Tags testedByBranches(std::initializer_list<R> rules, std::optional<R> unless = std::nullopt)
{
    return tests(rules, std::nullopt, unless);
}

/// RFC 3986 §5.2.2 pseudo-code (the lines of the RFC, indented as printed).
std::vector<AlgorithmLine> transformReferences(bool strict)
{
    const std::initializer_list<R> branches
        = {R::SchemeDefined, R::AuthorityDefined,  R::PathEmpty, R::PathAbsolute,
           R::Merge,         R::MergeEmptyBasePath};
    std::vector<AlgorithmLine> l;
    add(l, "-- The URI reference is parsed into the five URI components");
    add(l, "--");
    add(l, "(R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R);", does({R::PreParse}));
    add(l, "");
    add(l, "-- A non-strict parser may ignore a scheme in the reference");
    add(l, "-- if it is identical to the base URI's scheme.");
    add(l, "--");
    // run by the non-strict reading only: strict, "(not strict)" is false at once
    add(l, "if ((not strict) and (R.scheme == Base.scheme)) then",
        strict ? Tags{}
               : both(tests({R::SchemeLoophole}), testedByBranches(branches, R::SchemeLoophole)));
    add(l, "   undefine(R.scheme);", does({R::SchemeLoophole}));
    add(l, "endif;");
    add(l, "");
    add(l, "if defined(R.scheme) then", testedByBranches(branches));
    add(l, "   T.scheme    = R.scheme;", does({R::SchemeDefined}));
    add(l, "   T.authority = R.authority;", does({R::SchemeDefined}));
    add(l, "   T.path      = remove_dot_segments(R.path);", does({R::SchemeDefined}));
    add(l, "   T.query     = R.query;", does({R::QueryFromReference}, R::SchemeDefined));
    add(l, "else");
    add(l, "   if defined(R.authority) then",
        testedByBranches(
            {R::AuthorityDefined, R::PathEmpty, R::PathAbsolute, R::Merge, R::MergeEmptyBasePath}));
    add(l, "      T.authority = R.authority;", does({R::AuthorityDefined}));
    add(l, "      T.path      = remove_dot_segments(R.path);", does({R::AuthorityDefined}));
    add(l, "      T.query     = R.query;", does({R::QueryFromReference}, R::AuthorityDefined));
    add(l, "   else");
    add(l, "      if (R.path == \"\") then",
        testedByBranches({R::PathEmpty, R::PathAbsolute, R::Merge, R::MergeEmptyBasePath}));
    add(l, "         T.path = Base.path;", does({R::PathEmpty}));
    add(l, "         if defined(R.query) then",
        both(tests({R::QueryFromReference}, R::PathEmpty), tests({R::QueryFromBase})));
    add(l, "            T.query = R.query;", does({R::QueryFromReference}, R::PathEmpty));
    add(l, "         else");
    add(l, "            T.query = Base.query;", does({R::QueryFromBase}));
    add(l, "         endif;");
    add(l, "      else");
    add(l, "         if (R.path starts-with \"/\") then",
        testedByBranches({R::PathAbsolute, R::Merge, R::MergeEmptyBasePath}));
    add(l, "            T.path = remove_dot_segments(R.path);", does({R::PathAbsolute}));
    add(l, "         else");
    add(l, "            T.path = merge(Base.path, R.path);",
        does({R::Merge, R::MergeEmptyBasePath}));
    add(l, "            T.path = remove_dot_segments(T.path);",
        does({R::Merge, R::MergeEmptyBasePath}));
    add(l, "         endif;");
    add(l, "         T.query = R.query;",
        both(both(does({R::QueryFromReference}, R::PathAbsolute),
                  does({R::QueryFromReference}, R::Merge)),
             does({R::QueryFromReference}, R::MergeEmptyBasePath)));
    add(l, "      endif;");
    add(l, "      T.authority = Base.authority;", does({R::AuthorityFromBase}));
    add(l, "   endif;");
    add(l, "   T.scheme = Base.scheme;", does({R::SchemeFromBase}));
    add(l, "endif;");
    add(l, "");
    add(l, "T.fragment = R.fragment;", does({R::FragmentFromReference}));
    return l;
}

/// RFC 3986 §5.2.3, the two cases of merge (an "otherwise" chain).
std::vector<AlgorithmLine> mergePaths()
{
    std::vector<AlgorithmLine> l;
    add(l, "The pseudocode above refers to a \"merge\" routine for merging a");
    add(l, "relative-path reference with the path of the base URI.  This is");
    add(l, "accomplished as follows:");
    add(l, "");
    addParagraph(l,
                 {"o  If the base URI has a defined authority component and an empty",
                  "   path, then return a string consisting of \"/\" concatenated with the",
                  "   reference's path; otherwise,"},
                 both(does({R::MergeEmptyBasePath}), tests({R::Merge})));
    add(l, "");
    addParagraph(l,
                 {"o  return a string consisting of the reference's path component",
                  "   appended to all but the last segment of the base URI's path (i.e.,",
                  "   excluding any characters after the right-most \"/\" in the base URI",
                  "   path, or excluding the entire base URI path if it does not contain",
                  "   any \"/\" characters)."},
                 does({R::Merge}));
    return l;
}

/// The tags of RFC 3986 §5.2.4's steps: 1, 2 (the loop test), A-E, 3.
std::vector<Tags> dotSegmentTags()
{
    return {does({R::Rule1}),
            tests({R::Rule2A, R::Rule2B, R::Rule2C, R::Rule2D, R::Rule2E, R::Rule3}),
            both(does({R::Rule2A}), tests({R::Rule2B, R::Rule2C, R::Rule2D, R::Rule2E})),
            both(does({R::Rule2B}), tests({R::Rule2C, R::Rule2D, R::Rule2E})),
            both(does({R::Rule2C}), tests({R::Rule2D, R::Rule2E})),
            both(does({R::Rule2D}), tests({R::Rule2E})),
            does({R::Rule2E}),
            does({R::Rule3})};
}

/// RFC 3986 §5.2.4 steps 1, 2A-2E and 3.
std::vector<AlgorithmLine> removeDotSegments()
{
    const std::vector<Tags> t = dotSegmentTags();
    std::vector<AlgorithmLine> l;
    addParagraph(l,
                 {"1.  The input buffer is initialized with the now-appended path",
                  "    components and the output buffer is initialized to the empty",
                  "    string."},
                 t[0]);
    add(l, "");
    add(l, "2.  While the input buffer is not empty, loop as follows:", t[1]);
    add(l, "");
    addParagraph(l,
                 {"    A.  If the input buffer begins with a prefix of \"../\" or \"./\",",
                  "        then remove that prefix from the input buffer; otherwise,"},
                 t[2]);
    add(l, "");
    addParagraph(l,
                 {"    B.  if the input buffer begins with a prefix of \"/./\" or \"/.\",",
                  "        where \".\" is a complete path segment, then replace that",
                  "        prefix with \"/\" in the input buffer; otherwise,"},
                 t[3]);
    add(l, "");
    addParagraph(l,
                 {"    C.  if the input buffer begins with a prefix of \"/../\" or \"/..\",",
                  "        where \"..\" is a complete path segment, then replace that",
                  "        prefix with \"/\" in the input buffer and remove the last",
                  "        segment and its preceding \"/\" (if any) from the output",
                  "        buffer; otherwise,"},
                 t[4]);
    add(l, "");
    addParagraph(l,
                 {"    D.  if the input buffer consists only of \".\" or \"..\", then remove",
                  "        that from the input buffer; otherwise,"},
                 t[5]);
    add(l, "");
    addParagraph(l,
                 {"    E.  move the first path segment in the input buffer to the end of",
                  "        the output buffer, including the initial \"/\" character (if",
                  "        any) and any subsequent characters up to, but not including,",
                  "        the next \"/\" character or the end of the input buffer."},
                 t[6]);
    add(l, "");
    addParagraph(
        l,
        {"3.  Finally, the output buffer is returned as the result of", "    remove_dot_segments."},
        t[7]);
    return l;
}

/// The recomposition pseudo-code of RFC 3986 §5.3 and RFC 2396 §5.2 step 7
/// (@p rule), as RFC 3986 prints it (@p rfc2396: as RFC 2396 does).
std::vector<AlgorithmLine> recomposition(R rule, bool rfc2396)
{
    const char *end = rfc2396 ? "" : ";";
    const std::string body = rfc2396 ? "    " : "   "; // as each RFC indents
    std::vector<AlgorithmLine> l;
    const auto line = [&](const std::string &text, Tags tags = {}) {
        l.push_back(AlgorithmLine{text, std::move(tags)});
    };
    const auto test = [&](const char *component) {
        line(rfc2396 ? std::string("if ") + component + " is defined then"
                     : std::string("if defined(") + component + ") then",
             tests({rule}));
    };
    // what the branch of a defined component does; RFC 3986's trace says
    // which are defined (TraceStep::defined), RFC 2396's does not
    const auto ifDefined = [&](std::uint8_t part) {
        return rfc2396 ? Tags{} : Tags{LineTag{rule, LineRole::Does, std::nullopt, {}, part}};
    };
    line("result = \"\"", does({rule}));
    line("");
    test("scheme");
    // a target always has a scheme: the base's or the reference's (RFC 3986 §5.2.1)
    line(body + std::string("append scheme to result") + end, does({rule}));
    line(body + std::string("append \":\" to result") + end, does({rule}));
    if (!rfc2396)
        line("endif;");
    line("");
    test("authority");
    line(body + std::string("append \"//\" to result") + end, ifDefined(kTargetAuthority));
    line(body + std::string("append authority to result") + end, ifDefined(kTargetAuthority));
    if (!rfc2396)
        line("endif;");
    line("");
    line(std::string("append path to result") + end, does({rule}));
    line("");
    test("query");
    line(body + std::string("append \"?\" to result") + end, ifDefined(kTargetQuery));
    line(body + std::string("append query to result") + end, ifDefined(kTargetQuery));
    if (!rfc2396)
        line("endif;");
    line("");
    test("fragment");
    line(body + std::string("append \"#\" to result") + end, ifDefined(kTargetFragment));
    line(body + std::string("append fragment to result") + end, ifDefined(kTargetFragment));
    if (!rfc2396)
        line("endif;");
    line("");
    line(std::string("return result") + end, does({rule}));
    return l;
}

void append(std::vector<AlgorithmLine> &to, std::vector<AlgorithmLine> lines, int indent = 0)
{
    const std::string pad(static_cast<std::size_t>(indent), ' ');
    for (AlgorithmLine &line : lines) {
        if (!line.text.empty())
            line.text.insert(0, pad);
        to.push_back(std::move(line));
    }
}

} // namespace

bool AlgorithmLine::runs(const std::vector<TraceStep> &trace) const
{
    return std::any_of(tags.begin(), tags.end(), [&](const LineTag &tag) {
        return has(trace, tag.rule) && applies(tag, trace);
    });
}

std::optional<LineRole> AlgorithmLine::roleIn(const std::vector<TraceStep> &trace,
                                              std::size_t step) const
{
    if (step >= trace.size())
        return std::nullopt;
    std::optional<LineRole> role;
    for (const LineTag &tag : tags) {
        if (tag.rule != trace[step].rule || !definedIn(tag, trace[step]) || !applies(tag, trace))
            continue;
        if (!role || tag.role == LineRole::Does)
            role = tag.role;
    }
    return role;
}

namespace {

// RFC 1808 §4 and draft-fielding-url-syntax-01 §6 (docs/specs/): the same
// seven steps, worded for an "embedded URL" or a "URL reference".
std::vector<AlgorithmLine> rfc1808(bool draft01)
{
    const auto r
        = [draft01](R rfc1808Rule, R draft01Rule) { return draft01 ? draft01Rule : rfc1808Rule; };
    const R step1 = r(R::Rfc1808Step1, R::Draft01Step1);
    const R step2 = r(R::Rfc1808Step2, R::Draft01Step2);
    const R step2a = r(R::Rfc1808Step2a, R::Draft01Step2a);
    const R step2b = r(R::Rfc1808Step2b, R::Draft01Step2b);
    const R step2c = r(R::Rfc1808Step2c, R::Draft01Step2c);
    const R step3 = r(R::Rfc1808Step3, R::Draft01Step3);
    const R step4 = r(R::Rfc1808Step4, R::Draft01Step4);
    const R step5 = r(R::Rfc1808Step5, R::Draft01Step5);
    const R step6 = r(R::Rfc1808Step6, R::Draft01Step6);
    const R step6a = r(R::Rfc1808Step6a, R::Draft01Step6a);
    const R step6b = r(R::Rfc1808Step6b, R::Draft01Step6b);
    const R step6c = r(R::Rfc1808Step6c, R::Draft01Step6c);
    const R step6d = r(R::Rfc1808Step6d, R::Draft01Step6d);
    const R step7 = r(R::Rfc1808Step7, R::Draft01Step7);

    std::vector<AlgorithmLine> l;
    add(l, draft01 ? "6. Resolving Relative URLs" : "4.  Resolving Relative URLs");
    add(l, "");
    add(l, "   The following steps are performed in order:");
    add(l, "");
    if (draft01) {
        addParagraph(l,
                     {"   Step 1: The base URL is established according to the rules of",
                      "           Section 5.  If the base URL is the empty string (unknown),",
                      "           the URL reference is interpreted as an absolute URL and",
                      "           we are done."},
                     both(does({step1}), tests({step2})));
        add(l, "");
        addParagraph(l,
                     {"   Step 2: Both the base and URL reference are parsed into their",
                      "           component parts as described in Section 4."},
                     does({step2}));
        add(l, "");
        addParagraph(l,
                     {"           a) If the URL reference is entirely empty, or consists only",
                      "              of a fragment identifier, it is interpreted as a reference",
                      "              to the current document and we are done."},
                     both(does({step2a}), tests({step2b, step2c})));
        add(l, "");
        addParagraph(l,
                     {"           b) If the URL reference starts with a scheme name, it is",
                      "              interpreted as an absolute URL and we are done."},
                     both(does({step2b}), tests({step2c})));
        add(l, "");
        addParagraph(l,
                     {"           c) Otherwise, the URL reference inherits the scheme of",
                      "              the base URL."},
                     does({step2c}));
        add(l, "");
        addParagraph(l,
                     {"   Step 3: If the URL reference's <server> is non-empty, we skip to",
                      "           Step 7.  Otherwise, the URL reference inherits the <server>",
                      "           (if any) of the base URL.  If the base URL's has no <server>",
                      "           component, then neither does the relative reference."},
                     does({step3}));
        add(l, "");
        addParagraph(l,
                     {"   Step 4: If the URL reference path is preceded by a slash \"/\", the",
                      "           path is not relative and we skip to Step 7."},
                     both(does({step4}), tests({step5, step6})));
        add(l, "");
        addParagraph(l,
                     {"   Step 5: If the URL reference path is empty (and not preceded by a",
                      "           slash), then the URL reference inherits the base URL path.",
                      "           If the URL reference's <query> is non-empty, we skip to",
                      "           step 7; otherwise, it inherits the <query> of the base",
                      "           URL (if any) and we skip to step 7."},
                     both(does({step5}), tests({step6})));
        add(l, "");
        addParagraph(l,
                     {"   Step 6: The last segment of the base URL's path (anything",
                      "           following the rightmost slash \"/\", or the entire path if no",
                      "           slash is present) is removed and the URL reference's path is",
                      "           appended in its place.  The following operations are",
                      "           then applied, in order, to the new path:"},
                     does({step6}));
    } else {
        addParagraph(l,
                     {"   Step 1: The base URL is established according to the rules of",
                      "           Section 3.  If the base URL is the empty string (unknown),",
                      "           the embedded URL is interpreted as an absolute URL and",
                      "           we are done."},
                     both(does({step1}), tests({step2})));
        add(l, "");
        addParagraph(l,
                     {"   Step 2: Both the base and embedded URLs are parsed into their",
                      "           component parts as described in Section 2.4."},
                     does({step2}));
        add(l, "");
        addParagraph(l,
                     {"           a) If the embedded URL is entirely empty, it inherits the",
                      "              entire base URL (i.e., is set equal to the base URL)",
                      "              and we are done."},
                     both(does({step2a}), tests({step2b, step2c})));
        add(l, "");
        addParagraph(l,
                     {"           b) If the embedded URL starts with a scheme name, it is",
                      "              interpreted as an absolute URL and we are done."},
                     both(does({step2b}), tests({step2c})));
        add(l, "");
        addParagraph(l,
                     {"           c) Otherwise, the embedded URL inherits the scheme of",
                      "              the base URL."},
                     does({step2c}));
        add(l, "");
        addParagraph(l,
                     {"   Step 3: If the embedded URL's <net_loc> is non-empty, we skip to",
                      "           Step 7.  Otherwise, the embedded URL inherits the <net_loc>",
                      "           (if any) of the base URL."},
                     does({step3}));
        add(l, "");
        addParagraph(l,
                     {"   Step 4: If the embedded URL path is preceded by a slash \"/\", the",
                      "           path is not relative and we skip to Step 7."},
                     both(does({step4}), tests({step5, step6})));
        add(l, "");
        addParagraph(l,
                     {"   Step 5: If the embedded URL path is empty (and not preceded by a",
                      "           slash), then the embedded URL inherits the base URL path,",
                      "           and"},
                     both(does({step5}), tests({step6})));
        add(l, "");
        addParagraph(l,
                     {"           a) if the embedded URL's <params> is non-empty, we skip to",
                      "              step 7; otherwise, it inherits the <params> of the base",
                      "              URL (if any) and"},
                     does({R::Rfc1808Step5a}));
        add(l, "");
        addParagraph(l,
                     {"           b) if the embedded URL's <query> is non-empty, we skip to",
                      "              step 7; otherwise, it inherits the <query> of the base",
                      "              URL (if any) and we skip to step 7."},
                     does({R::Rfc1808Step5b}));
        add(l, "");
        addParagraph(l,
                     {"   Step 6: The last segment of the base URL's path (anything",
                      "           following the rightmost slash \"/\", or the entire path if no",
                      "           slash is present) is removed and the embedded URL's path is",
                      "           appended in its place.  The following operations are",
                      "           then applied, in order, to the new path:"},
                     does({step6}));
    }
    add(l, "");
    addParagraph(l,
                 {"           a) All occurrences of \"./\", where \".\" is a complete path",
                  "              segment, are removed."},
                 does({step6a}));
    add(l, "");
    addParagraph(l,
                 {"           b) If the path ends with \".\" as a complete path segment,",
                  "              that \".\" is removed."},
                 does({step6b}));
    add(l, "");
    addParagraph(l,
                 {"           c) All occurrences of \"<segment>/../\", where <segment> is a",
                  "              complete path segment not equal to \"..\", are removed.",
                  "              Removal of these path segments is performed iteratively,",
                  "              removing the leftmost matching pattern on each iteration,",
                  "              until no matching pattern remains."},
                 does({step6c}));
    add(l, "");
    addParagraph(l,
                 {"           d) If the path ends with \"<segment>/..\", where <segment> is a",
                  "              complete path segment not equal to \"..\", that",
                  "              \"<segment>/..\" is removed."},
                 does({step6d}));
    add(l, "");
    addParagraph(l,
                 {"   Step 7: The resulting URL components, including any inherited from",
                  "           the base URL, are recombined to give the absolute form of",
                  draft01 ? "           the URL reference." : "           the embedded URL."},
                 does({step7}));
    return l;
}

// RFC 2396 §5.2, steps 1-7 (6a-6h), as RFC 2396 prints them.
std::vector<AlgorithmLine> rfc2396()
{
    std::vector<AlgorithmLine> l;
    add(l, "5.2. Resolving Relative References to Absolute Form");
    add(l, "");
    addParagraph(l,
                 {"   1) The URI reference is parsed into the potential four components and",
                  "      fragment identifier, as described in Section 4.3."},
                 does({R::Rfc2396Step1}));
    add(l, "");
    addParagraph(l,
                 {"   2) If the path component is empty and the scheme, authority, and",
                  "      query components are undefined, then it is a reference to the",
                  "      current document and we are done.  Otherwise, the reference URI's",
                  "      query and fragment components are defined as found (or not found)",
                  "      within the URI reference and not inherited from the base URI."},
                 both(does({R::Rfc2396Step2}), tests({R::Rfc2396Step3})));
    add(l, "");
    addParagraph(l,
                 {"   3) If the scheme component is defined, indicating that the reference",
                  "      starts with a scheme name, then the reference is interpreted as an",
                  "      absolute URI and we are done.  Otherwise, the reference URI's",
                  "      scheme is inherited from the base URI's scheme component."},
                 does({R::Rfc2396Step3}));
    add(l, "");
    // the loophole is allowed, not done: resolve() takes the scheme as given
    addParagraph(l,
                 {"      Due to a loophole in prior specifications [RFC1630], some parsers",
                  "      allow the scheme name to be present in a relative URI if it is the",
                  "      same as the base URI scheme.  Unfortunately, this can conflict",
                  "      with the correct parsing of non-hierarchical URI.  For backwards",
                  "      compatibility, an implementation may work around such references",
                  "      by removing the scheme if it matches that of the base URI and the",
                  "      scheme is known to always use the <hier_part> syntax.  The parser",
                  "      can then continue with the steps below for the remainder of the",
                  "      reference components.  Validating parsers should mark such a",
                  "      misformed relative reference as an error."},
                 {});
    add(l, "");
    addParagraph(l,
                 {"   4) If the authority component is defined, then the reference is a",
                  "      network-path and we skip to step 7.  Otherwise, the reference",
                  "      URI's authority is inherited from the base URI's authority",
                  "      component, which will also be undefined if the URI scheme does not",
                  "      use an authority component."},
                 does({R::Rfc2396Step4}));
    add(l, "");
    addParagraph(l,
                 {"   5) If the path component begins with a slash character (\"/\"), then",
                  "      the reference is an absolute-path and we skip to step 7."},
                 both(does({R::Rfc2396Step5}), tests({R::Rfc2396Step6a})));
    add(l, "");
    addParagraph(l,
                 {"   6) If we reach this point, then we have a relative-path reference",
                  "      that needs to be merged with the base URI's path.  Although there",
                  "      are many ways to do this, we will describe a simple method using a",
                  "      separate string buffer."},
                 does({R::Rfc2396Step6a}));
    add(l, "");
    addParagraph(l,
                 {"      a) All but the last segment of the base URI's path component is",
                  "         copied to the buffer.  In other words, any characters after the",
                  "         last (right-most) slash character, if any, are excluded."},
                 does({R::Rfc2396Step6a}));
    add(l, "");
    addParagraph(
        l,
        {"      b) The reference's path component is appended to the buffer", "         string."},
        does({R::Rfc2396Step6b}));
    add(l, "");
    addParagraph(l,
                 {"      c) All occurrences of \"./\", where \".\" is a complete path segment,",
                  "         are removed from the buffer string."},
                 does({R::Rfc2396Step6c}));
    add(l, "");
    addParagraph(l,
                 {"      d) If the buffer string ends with \".\" as a complete path segment,",
                  "         that \".\" is removed."},
                 does({R::Rfc2396Step6d}));
    add(l, "");
    addParagraph(l,
                 {"      e) All occurrences of \"<segment>/../\", where <segment> is a",
                  "         complete path segment not equal to \"..\", are removed from the",
                  "         buffer string.  Removal of these path segments is performed",
                  "         iteratively, removing the leftmost matching pattern on each",
                  "         iteration, until no matching pattern remains."},
                 does({R::Rfc2396Step6e}));
    add(l, "");
    addParagraph(l,
                 {"      f) If the buffer string ends with \"<segment>/..\", where <segment>",
                  "         is a complete path segment not equal to \"..\", that",
                  "         \"<segment>/..\" is removed."},
                 does({R::Rfc2396Step6f}));
    add(l, "");
    addParagraph(l,
                 {"      g) If the resulting buffer string still begins with one or more",
                  "         complete path segments of \"..\", then the reference is",
                  "         considered to be in error.  Implementations may handle this",
                  "         error by retaining these components in the resolved path (i.e.,",
                  "         treating them as part of the final URI), by removing them from",
                  "         the resolved path (i.e., discarding relative levels above the",
                  "         root), or by avoiding traversal of the reference."},
                 does({R::Rfc2396Step6g}));
    add(l, "");
    addParagraph(l,
                 {"      h) The remaining buffer string is the reference URI's new path",
                  "         component."},
                 does({R::Rfc2396Step6h}));
    add(l, "");
    addParagraph(l,
                 {"   7) The resulting URI components, including any inherited from the",
                  "      base URI, are recombined to give the absolute form of the URI",
                  "      reference.  Using pseudocode, this would be"},
                 does({R::Rfc2396Step7}));
    add(l, "");
    append(l, recomposition(R::Rfc2396Step7, true), 9);
    return l;
}

// RFC 1630 "Partial (relative) form" (docs/specs/rfc1630-en.txt)
std::vector<AlgorithmLine> rfc1630()
{
    std::vector<AlgorithmLine> l;
    add(l, "Partial (relative) form");
    add(l, "");
    add(l, "   The rules for the use of a partial name relative to the URI of the");
    add(l, "   context are:");
    add(l, "");
    // different schemes: the reference is the result (Rfc1630Result straight after)
    add(l, "      If the scheme parts are different, the whole absolute URI must",
        both(does({R::Rfc1630Scheme}), tagged(LineRole::Does, {R::Rfc1630Result}, std::nullopt,
                                              {R::Rfc1630Slashes, R::Rfc1630LastPart})));
    add(l, "      be given. Otherwise, the scheme is omitted, and:", does({R::Rfc1630Scheme}));
    add(l, "");
    addParagraph(l,
                 {"      If the partial URI starts with a non-zero number of consecutive",
                  "      slashes, then everything from the context URI up to (but not",
                  "      including) the first occurrence of exactly the same number of",
                  "      consecutive slashes which has no greater number of consecutive",
                  "      slashes anywhere to the right of it is taken to be the same and"},
                 both(does({R::Rfc1630Slashes}), tests({R::Rfc1630LastPart})));
    add(l, "      so prepended to the partial URL to form the full URL. Otherwise:",
        both(both(does({R::Rfc1630Slashes}), tests({R::Rfc1630LastPart})),
             does({R::Rfc1630Result}, R::Rfc1630Slashes)));
    add(l, "");
    addParagraph(l,
                 {"      The last part of the path of the context URI (anything following",
                  "      the rightmost slash) is removed, and the given partial URI",
                  "      appended in its place, and then:"},
                 does({R::Rfc1630LastPart}));
    add(l, "");
    addParagraph(l,
                 {"      Within the result, all occurrences of \"xxx/../\" or \"/.\" are",
                  "      recursively removed, where xxx, \"..\" and \".\" are complete path",
                  "      elements."},
                 both(does({R::Rfc1630DotDot, R::Rfc1630SlashDot}),
                      does({R::Rfc1630Result}, R::Rfc1630LastPart)));
    return l;
}

} // namespace

std::vector<std::vector<LineTag>> removeDotSegmentsTags()
{
    return dotSegmentTags();
}

std::vector<AlgorithmSection> rfc3986Sections(bool strict)
{
    return {{"5.2.2.  Transform References", transformReferences(strict)},
            {"5.2.3.  Merge Paths", mergePaths()},
            {"5.2.4.  Remove Dot Segments", removeDotSegments()},
            {"5.3.  Component Recomposition", recomposition(R::Recompose, false)}};
}

std::vector<AlgorithmLine> layOutSections(std::vector<AlgorithmSection> sections)
{
    std::vector<AlgorithmLine> l;
    for (AlgorithmSection &section : sections) {
        if (!l.empty())
            l.push_back(AlgorithmLine{});
        l.push_back(AlgorithmLine{std::move(section.heading), {}});
        l.push_back(AlgorithmLine{});
        append(l, std::move(section.lines), 3);
    }
    return l;
}

std::vector<AlgorithmLine> algorithmLines(Spec spec)
{
    switch (spec) {
    case Spec::Rfc3986:
        return layOutSections(rfc3986Sections(true));
    case Spec::Rfc3986NonStrict:
        return layOutSections(rfc3986Sections(false));
    case Spec::Rfc2396:
        return rfc2396();
    case Spec::Rfc1808:
        return rfc1808(false);
    case Spec::Draft01:
        return rfc1808(true);
    case Spec::Rfc1630:
        return rfc1630();
    case Spec::Whatwg:
        break;
    }
    return {};
}

} // namespace uri
