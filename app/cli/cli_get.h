/**
 * @file cli_get.h
 * @brief `--get TEMPLATE` (docs/cli.md): one line per input made from the
 * fields of a template, as trurl's --get does, for scripts.
 */
#pragma once

#include "cli_args.h"
#include "cli_jobs.h"

#include "uriinspector/inspection.h"
#include "uriinspector/parse.h"
#include "uriinspector/security.h"
#include "uriinspector/spec.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace uri::cli {

/// The fields one input gives to a template.
struct GetSource
{
    /// The URI the component fields come from (the input, its normalized
    /// form, or the target of a resolution), and its split.
    std::string_view text;
    const ParseResult *split = nullptr;
    /// {verdict} and {registrable_domain}: asked for only when the template
    /// names them (they need the security analysis of `text`).
    std::function<std::string(std::string_view field)> analysis;
    std::optional<std::string> target; ///< {target}, for resolve
};

/// The fields of a template, for any command's --get: an error message when
/// @p tmpl has a "{" without its "}", or a field that @p known refuses.
[[nodiscard]] std::optional<std::string>
checkFields(std::string_view tmpl, const std::function<bool(std::string_view field)> &known);

/// @p tmpl with each "{field}" replaced by @p value of it, made safe to print
/// (uri::escapeUnsafe()); "{{" is a "{". @p tmpl has passed checkFields().
[[nodiscard]] std::string
fillFields(std::string_view tmpl, const std::function<std::string(std::string_view field)> &value);

/// An error message when @p tmpl has an unknown field, an unclosed "{", or
/// {target} where @p allowTarget is false; nothing when it is good.
[[nodiscard]] std::optional<std::string> checkTemplate(std::string_view tmpl, bool allowTarget);

/// One line of --get for the URI @p text read under @p spec (for
/// Spec::Whatwg the fields of the URL record: its href split by RFC 3986;
/// an empty line for a failure), with @p target for {target}; the security
/// analysis is run only when the template needs it, unless @p analysis
/// gives it (check: the analysis with its --data and --base, the one its
/// exit status and --json come from).
[[nodiscard]] std::string getLine(std::string_view tmpl, std::string_view text, Spec spec,
                                  std::optional<std::string> target = std::nullopt,
                                  const security::Assessment *analysis = nullptr);

/// One line of --get for the input of @p inspection (check): its split under
/// the inspection's spec and its security analysis, made already.
[[nodiscard]] std::string getLine(std::string_view tmpl, const Inspection &inspection);

/// One line of --get for @p text split already (@p split); the security
/// analysis is run only when the template needs it, unless @p analysis gives it.
[[nodiscard]] std::string getLine(std::string_view tmpl, std::string_view text,
                                  const ParseResult &split, std::optional<std::string> target,
                                  const security::Assessment *analysis);

/// The help of --get for a command whose fields are those of one URI: @p whose
/// says which ("" for the input's, " of the target" ...).
[[nodiscard]] std::string getOptionHelp(std::string_view whose);

/// The outcome of one input of a --get batch: its line appended to @p out,
/// whether it is flagged (the exit status) returned.
using GetWork
    = std::function<bool(const std::string &tmpl, const std::string &text, std::string &out)>;

/// --get over the inputs of @p args: the template checked (a usage error
/// of @p command otherwise), then one line per input from @p work on @p jobs
/// threads. The exit status.
[[nodiscard]] int runGetBatch(const ParsedArgs &args, std::string_view command, Jobs jobs,
                              const GetWork &work);

/// @p tmpl with each field replaced by its value: "" for a component that is
/// undefined; "{:field}" percent-decoded; every value made safe to print
/// (uri::escapeUnsafe()). "{{" is a "{".
[[nodiscard]] std::string expandTemplate(std::string_view tmpl, const GetSource &source);

} // namespace uri::cli
