// The wordings of the resolution trace (resolve.h: TraceStep::clauses), one
// URI_WORDING(name, text) each: `text` is the English template, where
// "{key}" stands for the argument of that key. The command line prints the
// clauses filled in and joined by "; " (TraceStep::description); the window
// translates the templates: lupdate reads them from this file (URI_TR_NOOP is
// its QT_TRANSLATE_NOOP, ui/CMakeLists.txt), in the context
// "uri::resolve::Wording".
//
// Arguments are values (components, segments, numbers) or the names the
// specifications give their components ("Base.query", "<server>"), never
// English words: a wording that changes with a condition is two wordings.
#pragma once

#include <string_view>

#ifndef URI_TR_NOOP
#define URI_TR_NOOP(context, text) text
#endif

namespace uri::detail::wording {

#define URI_WORDING(name, text) inline constexpr std::string_view name = text;

// The components as split (RFC 3986 §5.2.1; RFC 1808 and draft-01 Step 1,
// RFC 2396 step 1): one clause per defined component, one for the undefined
URI_WORDING(kComponent, URI_TR_NOOP("uri::resolve::Wording", "{component} = \"{value}\""))
URI_WORDING(kUndefined, URI_TR_NOOP("uri::resolve::Wording", "undefined: {components}"))

// RFC 3986 §5.2.2 and §5.2.3
URI_WORDING(kSchemeLoophole,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference's scheme \"{scheme}\" is the base's, and a non-strict "
                        "parser ignores it: undefine(R.scheme)"))
URI_WORDING(kSchemeDefined,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference has a scheme, \"{scheme}\": the target takes its scheme, "
                        "authority, path and query"))
URI_WORDING(kAuthorityDefined,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference has an authority, \"{authority}\": the target takes it, "
                        "with the reference's path and query"))
URI_WORDING(kPathEmpty, URI_TR_NOOP("uri::resolve::Wording",
                                    "the reference's path is empty: the target keeps the base path "
                                    "\"{path}\""))
URI_WORDING(kPathAbsolute,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference's path \"{path}\" starts with \"/\": it is the target's "
                        "path, once its dot segments are removed"))
URI_WORDING(kMerge,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference's path is appended to the base path up to its last \"/\", "
                        "\"{directory}\""))
URI_WORDING(kMergeEmptyBasePath,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the base has an authority and an empty path: the merged path is \"/\" "
                        "and \"{path}\""))
URI_WORDING(kQueryFromReference, URI_TR_NOOP("uri::resolve::Wording",
                                             "the target takes the reference's query, \"{query}\""))
URI_WORDING(kQueryFromReferenceUndefined,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference's query is undefined: so is the target's (no \"?\")"))
URI_WORDING(kQueryFromBase,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference has no query: the target takes the base's, \"{query}\""))
URI_WORDING(kQueryFromBaseUndefined,
            URI_TR_NOOP("uri::resolve::Wording",
                        "neither the reference nor the base has a query: the target's is "
                        "undefined (no \"?\")"))
URI_WORDING(kAuthorityFromBase,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the target takes the base's authority, \"{authority}\""))
URI_WORDING(kAuthorityFromBaseUndefined,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the base has no authority: the target's is undefined (no \"//\")"))
URI_WORDING(kSchemeFromBase, URI_TR_NOOP("uri::resolve::Wording",
                                         "the target takes the base's scheme, \"{scheme}\""))
URI_WORDING(kFragmentFromReference,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the target takes the reference's fragment, \"{fragment}\""))
URI_WORDING(kFragmentFromReferenceUndefined,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference's fragment is undefined: so is the target's (no \"#\"; a "
                        "fragment never comes from the base)"))
// RFC 3986 §5.3
URI_WORDING(kRecompose,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the components are put together (§5.3): the target is \"{target}\""))
URI_WORDING(kHazardMadeAbsolute,
            URI_TR_NOOP("uri::resolve::Wording", "hazard: the rootless path became absolute"))
URI_WORDING(kHazardLooksLikeAuthority,
            URI_TR_NOOP("uri::resolve::Wording",
                        "hazard: the path begins with \"//\" and reparses as an authority"))

// RFC 3986 §5.2.4 remove_dot_segments
URI_WORDING(kRule1, URI_TR_NOOP("uri::resolve::Wording",
                                "the input buffer holds the path; the output buffer is empty"))
URI_WORDING(kRule2A, URI_TR_NOOP("uri::resolve::Wording",
                                 "the input starts with \"{prefix}\"; that prefix is removed"))
URI_WORDING(kRule2B, URI_TR_NOOP("uri::resolve::Wording",
                                 "the input starts with \"{prefix}\"; it becomes \"/\""))
URI_WORDING(kRule2C,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the input starts with \"{prefix}\"; it becomes \"/\", and the last "
                        "segment of the output, \"{segment}\", is removed"))
URI_WORDING(kRule2CNothing,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the input starts with \"{prefix}\"; it becomes \"/\", and the output has "
                        "no segment to remove"))
URI_WORDING(kRule2D,
            URI_TR_NOOP("uri::resolve::Wording", "the input is only \"{input}\"; it is removed"))
URI_WORDING(kRule2E,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the first segment of the input, \"{segment}\", moves to the end of the "
                        "output"))
URI_WORDING(kRule3, URI_TR_NOOP("uri::resolve::Wording",
                                "the input is empty; the output buffer \"{output}\" is the result"))

// RFC 1808 §4, draft-01 and RFC 2396 §5.2: Steps 1-7
URI_WORDING(kEmptyBaseRelative,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the base URL is the empty string, and the reference has no scheme"))
URI_WORDING(kEmptyBase,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the base URL is the empty string: the reference is interpreted as an "
                        "absolute URL"))
URI_WORDING(kInheritWhole,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the embedded URL is entirely empty: it inherits the entire base URL, and "
                        "we are done"))
URI_WORDING(kFragmentOnly,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference consists only of a fragment identifier: it refers to the "
                        "current document, and we are done"))
URI_WORDING(kEmptyReference,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference is empty: it refers to the current document, and we are "
                        "done"))
URI_WORDING(kAbsolute,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference starts with a scheme name \"{scheme}\": it is an absolute "
                        "URL, and we are done"))
URI_WORDING(kInheritScheme,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference inherits the scheme \"{scheme}\" of the base"))
URI_WORDING(kNetworkPathNonEmpty,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference's {component} \"{value}\" is non-empty: it is a network "
                        "path; skip to Step 7"))
URI_WORDING(kNetworkPathDefined,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference's {component} \"{value}\" is defined: it is a network "
                        "path; skip to Step 7"))
URI_WORDING(kInheritNetLoc,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference inherits the {component} \"{value}\" of the base"))
URI_WORDING(kInheritNoNetLoc,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the base has no {component}, and so the reference has none"))
URI_WORDING(kAbsolutePath,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference's path \"{path}\" is preceded by a slash: it is not "
                        "relative; skip to Step 7"))
URI_WORDING(kInheritPath,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference's path is empty: it inherits the base path \"{path}\""))
URI_WORDING(kOwnPart,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference's {component} \"{value}\" is non-empty: skip to Step 7"))
URI_WORDING(kInheritPart,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference's {component} is empty: it inherits the base's "
                        "{component} \"{value}\""))
URI_WORDING(kInheritNoPart,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the reference's {component} is empty, and the base has none"))
URI_WORDING(kCopyDirectory,
            URI_TR_NOOP("uri::resolve::Wording",
                        "all but the last segment of the base path \"{path}\" is copied to a "
                        "buffer"))
URI_WORDING(kAppendPath, URI_TR_NOOP("uri::resolve::Wording",
                                     "the reference's path \"{path}\" is appended to the buffer"))
URI_WORDING(kReplaceLastSegment,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the last segment \"{segment}\" of the base path is removed and the "
                        "reference's path \"{path}\" appended in its place"))
URI_WORDING(kReplaceLastSegmentWithQuery,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the last segment \"{segment}\" of the base path is removed and the "
                        "reference's path and query \"{path}\" appended in its place"))
URI_WORDING(kRemovedDotSlash,
            URI_TR_NOOP("uri::resolve::Wording", "removed {count} occurrence(s) of \"./\""))
URI_WORDING(kRemovedFinalDot, URI_TR_NOOP("uri::resolve::Wording", "removed the final \".\""))
URI_WORDING(kRemoved, URI_TR_NOOP("uri::resolve::Wording", "removed \"{segment}\""))
URI_WORDING(kRemovedFinal, URI_TR_NOOP("uri::resolve::Wording", "removed the final \"{segment}\""))
URI_WORDING(kLeadingDotDot,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the buffer still begins with \"..\": an error; the \"..\" segments are "
                        "retained"))
URI_WORDING(kNewPath, URI_TR_NOOP("uri::resolve::Wording", "the buffer is the new path"))
URI_WORDING(kRecombine,
            URI_TR_NOOP("uri::resolve::Wording", "the components are recombined: \"{target}\""))
URI_WORDING(kSlashWritten,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the \"/\" after the {component} is written, being no part of the path"))
URI_WORDING(kHazardPathJoinsAuthority,
            URI_TR_NOOP("uri::resolve::Wording", "hazard: the path joins the authority"))

// RFC 1630, "Partial form"
URI_WORDING(kSchemesDiffer,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the scheme parts are different: the whole absolute URI is given"))
URI_WORDING(kSchemesSame,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the scheme parts are the same (\"{scheme}\"): the scheme is omitted"))
URI_WORDING(kNoSlashRun,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the partial URI starts with {count} consecutive slash(es), and the "
                        "context URI has no run of exactly that many"))
URI_WORDING(kSlashRun,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the partial URI starts with {count} consecutive slash(es): everything of "
                        "the context URI before its first run of exactly as many, \"{prefix}\", "
                        "is prepended"))
URI_WORDING(kLastPart,
            URI_TR_NOOP("uri::resolve::Wording",
                        "the last part \"{part}\" of the context path is removed and the partial "
                        "URI \"{partial}\" appended in its place"))
URI_WORDING(kFullUrl, URI_TR_NOOP("uri::resolve::Wording", "the full URL: \"{target}\""))

#undef URI_WORDING

} // namespace uri::detail::wording
