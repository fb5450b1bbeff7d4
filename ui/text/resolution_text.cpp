#include "text/resolution_text.h"

#include "text/spec_names.h"

#include <algorithm>
#include <iterator>

namespace uri::ui {

QString fromBytes(std::string_view bytes)
{
    return QString::fromUtf8(bytes.data(), static_cast<qsizetype>(bytes.size()));
}

std::vector<Spec> resolutionSpecs()
{
    std::vector<Spec> specs;
    for (Spec spec : kAllSpecs) {
        if (resolveSupports(spec))
            specs.push_back(spec);
    }
    return specs;
}

bool isPathRewriteRule(ResolveRule rule)
{
    switch (rule) {
    case ResolveRule::Rule1:
    case ResolveRule::Rule2A:
    case ResolveRule::Rule2B:
    case ResolveRule::Rule2C:
    case ResolveRule::Rule2D:
    case ResolveRule::Rule2E:
    case ResolveRule::Rule3:
    case ResolveRule::Rfc2396Step6a:
    case ResolveRule::Rfc2396Step6b:
    case ResolveRule::Rfc2396Step6c:
    case ResolveRule::Rfc2396Step6d:
    case ResolveRule::Rfc2396Step6e:
    case ResolveRule::Rfc2396Step6f:
    case ResolveRule::Rfc2396Step6g:
    case ResolveRule::Rfc2396Step6h:
    case ResolveRule::Rfc1808Step6:
    case ResolveRule::Rfc1808Step6a:
    case ResolveRule::Rfc1808Step6b:
    case ResolveRule::Rfc1808Step6c:
    case ResolveRule::Rfc1808Step6d:
    case ResolveRule::Draft01Step6:
    case ResolveRule::Draft01Step6a:
    case ResolveRule::Draft01Step6b:
    case ResolveRule::Draft01Step6c:
    case ResolveRule::Draft01Step6d:
    case ResolveRule::Rfc1630LastPart:
    case ResolveRule::Rfc1630DotDot:
    case ResolveRule::Rfc1630SlashDot:
        return true;
    default:
        return false;
    }
}

QString ResolutionText::specName(Spec spec)
{
    return SpecNames::displayName(spec);
}

QString ResolutionText::ruleLabel(ResolveRule rule)
{
    return fromBytes(uri::ruleLabel(rule));
}

QString ResolutionText::ruleCite(ResolveRule rule)
{
    return fromBytes(uri::ruleCite(rule));
}

QString ResolutionText::ruleTitle(ResolveRule rule)
{
    //: %1 where the rule is ("RFC 3986 §5.2.4"), %2 its label ("2C"), %3 what it does
    return tr("%1 %2: %3").arg(ruleCite(rule), ruleLabel(rule), ruleSummary(rule));
}

QString ResolutionText::stepInWords(const TraceStep &step)
{
    QStringList clauses;
    for (const TraceClause &clause : step.clauses)
        clauses << clauseText(clause);
    //: %1 the rule's label ("2C"), %2 what it did: its clauses, joined
    return tr("%1: %2").arg(ruleLabel(step.rule),
                            //: between the clauses of what a step did
                            clauses.join(tr("; ")));
}

QString ResolutionText::clauseText(const TraceClause &clause)
{
    // the core's English template (core/resolve/detail/wordings.h), translated,
    // filled in by the function that fills the command line's
    const QByteArray translated
        = QCoreApplication::translate("uri::resolve::Wording", std::string(clause.text).c_str())
              .toUtf8();
    const TraceClause local{
        std::string_view(translated.constData(), static_cast<std::size_t>(translated.size())),
        clause.arguments};
    return fromBytes(fillClause(local));
}

namespace {

struct RuleSummary
{
    ResolveRule rule;
    const char *text; ///< QT_TRANSLATE_NOOP
};

// What each rule does, in a sentence (RFC 3986 §5.2, RFC 2396 §5.2, RFC 1808 §4,
// draft-fielding-url-syntax-01 §6, RFC 1630): one row a rule.
constexpr RuleSummary kRuleSummaries[] = {
    {ResolveRule::PreParse,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "The base and the reference are split into their five components.")},
    {ResolveRule::SchemeLoophole,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "Non-strict: the reference's scheme is the base's, so it is ignored.")},
    {ResolveRule::SchemeDefined,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "The reference has a scheme: the target takes its scheme, authority, path "
                       "and query.")},
    {ResolveRule::AuthorityDefined,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "The reference has an authority: the target takes its authority, path and "
                       "query.")},
    {ResolveRule::PathEmpty,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "The reference's path is empty: the target keeps the base path (and the "
                       "base query unless the reference has one).")},
    {ResolveRule::PathAbsolute,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "The reference's path starts with \"/\": it becomes the target path, dot "
                       "segments removed.")},
    {ResolveRule::Merge,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "The reference's path is appended to the base path up to its last \"/\" "
                       "(merge).")},
    {ResolveRule::MergeEmptyBasePath,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "The base has an authority and an empty path: the merged path is \"/\" and "
                       "the reference's path.")},
    {ResolveRule::QueryFromReference,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "The target takes the reference's query.")},
    {ResolveRule::QueryFromBase,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "The target takes the base's query.")},
    {ResolveRule::AuthorityFromBase,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "The target takes the base's authority.")},
    {ResolveRule::SchemeFromBase,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "The target takes the base's scheme.")},
    {ResolveRule::FragmentFromReference,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "The target takes the reference's fragment.")},
    {ResolveRule::Recompose, QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                                               "The components are put together into the target.")},
    {ResolveRule::Rule1,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "The input buffer holds the path; the output buffer is empty.")},
    {ResolveRule::Rule2A,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "A prefix \"../\" or \"./\" is removed from the input.")},
    {ResolveRule::Rule2B,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "A prefix \"/./\" or \"/.\" of the input is replaced with \"/\".")},
    {ResolveRule::Rule2C,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "A prefix \"/../\" or \"/..\" of the input is replaced with \"/\", and the "
                       "last segment of the output is removed.")},
    {ResolveRule::Rule2D,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "An input of only \".\" or \"..\" is removed.")},
    {ResolveRule::Rule2E,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "The first path segment of the input is moved to the end of the output.")},
    {ResolveRule::Rule3,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "The output buffer is the result.")},
    {ResolveRule::Rfc2396Step1,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "The reference is parsed into its components.")},
    {ResolveRule::Rfc2396Step2,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "An empty path and no scheme, authority or query: a reference to the "
                       "current document.")},
    {ResolveRule::Rfc2396Step3,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "A scheme makes the reference absolute, and we are done; otherwise it "
                       "inherits the base's scheme.")},
    {ResolveRule::Rfc2396Step4,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "An authority makes a network-path reference; otherwise it inherits the "
                       "base's authority.")},
    {ResolveRule::Rfc2396Step5,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "A path beginning with \"/\" is an absolute-path reference.")},
    {ResolveRule::Rfc2396Step6a,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "All but the last segment of the base path is copied to a buffer.")},
    {ResolveRule::Rfc2396Step6b,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "The reference's path is appended to the buffer.")},
    {ResolveRule::Rfc2396Step6c,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "Every \"./\" that is a complete segment is removed.")},
    {ResolveRule::Rfc2396Step6d,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "A final \".\" is removed.")},
    {ResolveRule::Rfc2396Step6e,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "\"<segment>/../\" is removed, leftmost first, until none is left.")},
    {ResolveRule::Rfc2396Step6f,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "A final \"<segment>/..\" is removed.")},
    {ResolveRule::Rfc2396Step6g,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "A buffer that still begins with \"..\" is an error; the segments are "
                       "kept.")},
    {ResolveRule::Rfc2396Step6h,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "The buffer is the new path.")},
    {ResolveRule::Rfc2396Step7,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "The components are recombined.")},
    {ResolveRule::Rfc1808Step1,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "The base is empty: the reference is taken as absolute.")},
    {ResolveRule::Rfc1808Step2,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "Both the base and the reference are parsed.")},
    {ResolveRule::Rfc1808Step2a,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "An empty embedded URL inherits the entire base URL.")},
    {ResolveRule::Rfc1808Step2b,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "A scheme makes the reference absolute, and we are done.")},
    {ResolveRule::Rfc1808Step2c,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "Otherwise the reference inherits the base's scheme.")},
    {ResolveRule::Rfc1808Step3,
     QT_TRANSLATE_NOOP(
         "uri::ui::ResolutionText",
         "A non-empty <net_loc> skips to Step 7; otherwise the base's is inherited.")},
    {ResolveRule::Rfc1808Step4,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "A path beginning with \"/\" skips to Step 7.")},
    {ResolveRule::Rfc1808Step5,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "An empty path inherits the base path.")},
    {ResolveRule::Rfc1808Step5a,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "The <params> are kept if not empty, otherwise the base's are inherited.")},
    {ResolveRule::Rfc1808Step5b,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "The <query> is kept if not empty, otherwise the base's is inherited.")},
    {ResolveRule::Rfc1808Step6,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "The last segment of the base path is replaced by the reference's path.")},
    {ResolveRule::Rfc1808Step6a,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "Every \"./\" that is a complete segment is removed.")},
    {ResolveRule::Rfc1808Step6b,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "A final \".\" is removed.")},
    {ResolveRule::Rfc1808Step6c,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "\"<segment>/../\" is removed, leftmost first, until none is left.")},
    {ResolveRule::Rfc1808Step6d,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "A final \"<segment>/..\" is removed.")},
    {ResolveRule::Rfc1808Step7,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "The components are recombined.")},
    {ResolveRule::Draft01Step1,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "The base is empty: the reference is taken as absolute.")},
    {ResolveRule::Draft01Step2,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "Both the base and the reference are parsed.")},
    {ResolveRule::Draft01Step2a,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "An empty reference, or only a fragment: the current document.")},
    {ResolveRule::Draft01Step2b,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "A scheme makes the reference absolute, and we are done.")},
    {ResolveRule::Draft01Step2c,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "Otherwise the reference inherits the base's scheme.")},
    {ResolveRule::Draft01Step3,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "A non-empty <server> skips to Step 7; otherwise the base's is inherited.")},
    {ResolveRule::Draft01Step4,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "A path beginning with \"/\" skips to Step 7.")},
    {ResolveRule::Draft01Step5,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "An empty path inherits the base path (and its query).")},
    {ResolveRule::Draft01Step6,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "The last segment of the base path is replaced by the reference's path.")},
    {ResolveRule::Draft01Step6a,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "Every \"./\" that is a complete segment is removed.")},
    {ResolveRule::Draft01Step6b,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "A final \".\" is removed.")},
    {ResolveRule::Draft01Step6c,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "\"<segment>/../\" is removed, leftmost first, until none is left.")},
    {ResolveRule::Draft01Step6d,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "A final \"<segment>/..\" is removed.")},
    {ResolveRule::Draft01Step7,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "The components are recombined.")},
    {ResolveRule::Rfc1630Scheme,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "The schemes differ: the whole absolute URI is given.")},
    {ResolveRule::Rfc1630Slashes,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "A partial URI starting with consecutive slashes takes the context URI up "
                       "to the first run of as many slashes.")},
    {ResolveRule::Rfc1630LastPart,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText",
                       "The last part of the context path is removed and the partial URI "
                       "appended in its place.")},
    {ResolveRule::Rfc1630DotDot,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "Every \"xxx/../\" is removed, recursively.")},
    {ResolveRule::Rfc1630SlashDot,
     QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "Every \"/.\" is removed, recursively.")},
    {ResolveRule::Rfc1630Result, QT_TRANSLATE_NOOP("uri::ui::ResolutionText", "The full URL.")},
};
static_assert(std::size(kRuleSummaries) == kResolveRuleCount);
// one row a value, in the order of the enum
constexpr bool inEnumOrder()
{
    for (std::size_t i = 0; i < std::size(kRuleSummaries); ++i) {
        if (static_cast<std::size_t>(kRuleSummaries[i].rule) != i)
            return false;
    }
    return true;
}
static_assert(inEnumOrder());

} // namespace

QString ResolutionText::ruleSummary(ResolveRule rule)
{
    const auto i = static_cast<std::size_t>(rule);
    return i < std::size(kRuleSummaries) ? tr(kRuleSummaries[i].text) : fromBytes(ruleId(rule));
}

QString ResolutionText::noteText(const ResolveNote &note)
{
    QString text;
    switch (note.code) {
    case ResolveNoteCode::BaseFragmentIgnored:
        text = tr("The base's fragment is ignored (RFC 3986 §5.1).");
        break;
    case ResolveNoteCode::SchemeLoopholeApplied:
        text = tr("Non-strict: the reference's scheme, the same as the base's, was ignored "
                  "(the §5.2.2 loophole).");
        break;
    case ResolveNoteCode::SchemeLoopholeAvailable:
        text = tr("A non-strict reader would ignore this scheme, the same as the base's, and "
                  "resolve differently (§5.2.2).");
        break;
    case ResolveNoteCode::DotSegmentsAboveRoot:
        text = tr("More \"..\" segments than the base path has: RFC 3986 drops the extra ones, "
                  "older specifications keep them.");
        break;
    case ResolveNoteCode::EncodedDotSegment:
        text = tr("\"%2E\" is not a dot segment for remove_dot_segments (§5.2.4), though a "
                  "normalizer decodes it (§6.2.2.2).");
        break;
    case ResolveNoteCode::PathLooksLikeAuthority:
        text = tr("Hazard: the target has no authority but its path begins with \"//\", so "
                  "it reads back with an authority (§3.3).");
        break;
    case ResolveNoteCode::RootlessPathMadeAbsolute:
        text = tr("Hazard: the base path was rootless; the target's path became absolute.");
        break;
    case ResolveNoteCode::PathJoinsAuthority:
        text = tr("Hazard: the base has an authority and an empty path, so the path runs into "
                  "the authority (\"http://a\" + \"g\" = \"http://ag\").");
        break;
    case ResolveNoteCode::EmptyAuthorityInherited:
        text = tr("\"//\" with an empty <net_loc>: the base's is inherited.");
        break;
    case ResolveNoteCode::CurrentDocument:
        text = tr("A reference to the current document: following it retrieves nothing "
                  "again.");
        break;
    case ResolveNoteCode::EmptyPartialUri:
        text = tr("RFC 1630 has no rule for an empty partial URI; applied as written, the "
                  "last part of the context path is removed.");
        break;
    case ResolveNoteCode::InvalidBase:
        text = tr("The base is not a valid URI (RFC 3986); it was resolved as split.");
        break;
    case ResolveNoteCode::InvalidReference:
        text = tr("The reference is not a valid URI reference (RFC 3986); it was resolved as "
                  "split.");
        break;
    case ResolveNoteCode::TraceTruncated:
        text = tr("The trace is too long and was cut; the target is complete.");
        break;
    }
    if (text.isEmpty())
        text = fromBytes(resolveNoteName(note.code));
    if (note.alternative) {
        //: %1 the note, %2 the target other implementations give
        text = tr("%1 Common implementations give \"%2\".").arg(text, fromBytes(*note.alternative));
    }
    return text;
}

QString ResolutionText::noTarget()
{
    return tr("(no target)");
}

QString ResolutionText::errorText(const ResolveError &error)
{
    switch (error.code) {
    case ResolveErrorCode::RelativeBase:
        return tr("The base has no scheme: a reference can only be resolved against an "
                  "absolute URI (RFC 3986 §5.2.1).");
    case ResolveErrorCode::InvalidBase:
        return tr("The base is not a valid URI (RFC 3986); the target is that of the split.");
    case ResolveErrorCode::InvalidReference:
        return tr("The reference is not a valid URI reference (RFC 3986); the target is that "
                  "of the split.");
    case ResolveErrorCode::NotImplemented:
        return tr("This specification resolves references in its own parser.");
    case ResolveErrorCode::NoMatchingSlashes:
        return tr("RFC 1630: the base has no run of as many consecutive slashes as the "
                  "reference starts with.");
    case ResolveErrorCode::RelativeTarget:
        return tr("The target is relative: only an absolute URI can be made relative.");
    case ResolveErrorCode::UnreachableTarget:
        return tr("No reference resolves to exactly this target from this base (for "
                  "example, its path has dot segments).");
    case ResolveErrorCode::BadInput:
        return tr("Not a base and a reference.");
    }
    return fromBytes(resolveErrorName(error.code));
}

} // namespace uri::ui
