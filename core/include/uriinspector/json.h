/**
 * @file json.h
 * @brief The JSON of the core's results: one writer for each, which the
 * command line (`--json`) and the window's JSON export share. docs/json.md
 * documents every object and field.
 *
 * Conventions (docs/cli.md): a component that is undefined is null, an empty
 * one is ""; a span is [offset, length] in bytes of the input, or
 * "offset" and "length" fields where a record has one span; names of codes
 * and kinds are the stable strings of the core (diagCodeName(), riskName(),
 * ...). Strings hold the input's bytes; the caller chooses how to write
 * invalid UTF-8 (jsonLine() replaces it, the window escapes it).
 */
#pragma once

#include "uriinspector/blocklist.h"
#include "uriinspector/extract.h"
#include "uriinspector/inspection.h"
#include "uriinspector/normalize.h"
#include "uriinspector/grammar.h"
#include "uriinspector/parse.h"
#include "uriinspector/resolve.h"
#include "uriinspector/security.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace uri {

using Json = nlohmann::ordered_json;

/// [offset, length], or null.
[[nodiscard]] Json spanJson(const OptSpan &span);

/// {severity, code, offset, length, rule, cite, message}
[[nodiscard]] Json diagnosticJson(const Diagnostic &diag);

/// The `parse --json` object: input, spec, valid, form, every component
/// (null when undefined), segments, query parameters, spans and diagnostics.
[[nodiscard]] Json parseJson(const ParseResult &result);

/// The `parse --derivation --json` member "derivation": the root node,
/// {rule, span: [offset, length], children}, and on the node where a rejected
/// input's grammar stopped "stop": {offset, alternatives: [{alternative,
/// reach}]}; the root also has "accepted" and "source" (and "refusal"
/// instead of a tree when none was drawn).
[[nodiscard]] Json derivationJson(const Derivation &derivation);

/**
 * @brief jsonLine(parseJson(result)), the same bytes, written member by
 * member into @p out without building the document: a huge input costs its
 * own size, not a node per segment.
 *
 * @p drain, when set, is handed @p out each time it has grown past a
 * mebibyte (to write it away and clear it); long strings are written in
 * pieces for it.
 */
void appendParseJsonLine(const ParseResult &result, std::string &out,
                         const std::function<void(std::string &)> &drain = {});

/// One finding of `check --json`: {id, name, severity, offset, length, cite,
/// message, message_id, arguments, nested, view, details}.
[[nodiscard]] Json findingJson(const security::Finding &finding);

/// The fields of `check --json` for one analysis: input, verdict,
/// destination, views, findings, escalations, nested, truncated,
/// findings_limited, display and data_versions.
[[nodiscard]] Json securityJson(const security::Assessment &analysis);

/// The `resolve --json` object of one resolution (the trace as rows of
/// rule, description, output and input); @p differs adds
/// "differs_from_rfc3986" (resolve --all-specs).
[[nodiscard]] Json resolveJson(const ResolveResult &result,
                               const std::optional<bool> &differs = std::nullopt);

/// The `normalize --json` object: input, valid, normalized, every rung.
[[nodiscard]] Json normalizeJson(const NormalizeResult &result);

/**
 * @brief The `parse --spec whatwg --json` object: `input, spec, base,
 * failure, valid`, then (unless failure) the URL API's `href, origin,
 * protocol, username, password, host, hostname, port, pathname, search,
 * hash`, and `host_type, display_host, spans`; always `diagnostics`; and,
 * without a base, `differences` from the RFC 3986 view.
 */
[[nodiscard]] Json whatwgJson(const whatwg::ParseResult &result,
                              const std::optional<std::string> &base = std::nullopt);

/// Why a base of `parse --spec whatwg` is refused, when the URL Standard's
/// parser gives no URL for it (@p parsed): "'BASE' is no URL: code,
/// message" with the last error, BASE escaped for display; empty when
/// @p parsed has a URL. The command line and the Python module both say it.
[[nodiscard]] std::string whatwgBaseRefusal(std::string_view base,
                                            const whatwg::ParseResult &parsed);

/**
 * @brief The `resolve --spec whatwg --json` object: what `new URL(reference,
 * base)` gives, with the fields of resolveJson() (trace and notes empty:
 * the Standard's state machine has no steps to show), `failure`, and the
 * URL API's fields of the target.
 */
[[nodiscard]] Json whatwgResolutionJson(std::string_view base, std::string_view reference);

/// The `compare --json` object: a, b, equivalent, the rung and its
/// citation, every rung's forms, the differing components, validity and
/// diagnostics of both.
[[nodiscard]] Json compareJson(const CompareResult &result);

/// The analysis `extract --check` makes of a URI found in text: that of
/// `check`, without the tables' versions, with the reviewer's @p blocklists.
/// It borrows @p uri, as analyze() does.
[[nodiscard]] security::Assessment
checkExtracted(std::string_view uri, const std::vector<security::Blocklist> *blocklists = nullptr);

/// The `extract --json` object of @p found in text input number @p input
/// (from 0): `record` "link", the URI, its span, how it was written
/// (delimited, defanged, ...), its redirect wrappers unwrapped, and with
/// @p analysis (`--check`) its verdict, host and registrable domain.
[[nodiscard]] Json extractedJson(const ExtractedUri &found, std::size_t input,
                                 const security::Assessment *analysis = nullptr);

/**
 * @brief The one object of an inspection: what `uri-inspect check --json`
 * prints and what the window exports, identical for the same input and the
 * same analyses.
 *
 * {input, input_escaped, spec, parse, deep, verdict, destination, views,
 * findings, escalations, nested, truncated, findings_limited, display,
 * data_versions, normalization, base, resolution}: the security fields when
 * the analysis ran (deep), normalization when the ladder ran, base and
 * resolution (under `spec`, or RFC 3986 for the URL Standard) when a base
 * was given.
 */
[[nodiscard]] Json inspectionJson(const Inspection &inspection);

/**
 * @brief jsonLine(inspectionJson(inspection)) without its newline, the
 * same bytes, appended to @p out without building the document (a batch's
 * cost per link is the text, not a node per member).
 */
void appendInspectionJson(const Inspection &inspection, std::string &out);

/**
 * @brief Where the values of a JSON document go one by one, in the order
 * of its text: for a front end that makes its own objects of them (the
 * Python module) without writing and reading the text.
 *
 * An object is open('{'), then member(key) and its value for each member,
 * then close('}'); an array is open('['), its values, close(']'). Strings
 * are the input's bytes, invalid UTF-8 included (jsonStringValue() gives
 * what jsonLine()'s text of them reads back as).
 */
class JsonSink
{
public:
    virtual ~JsonSink() = default;
    virtual void open(char bracket) = 0;
    virtual void close(char bracket) = 0;
    virtual void member(std::string_view key) = 0;
    virtual void null() = 0;
    virtual void boolean(bool value) = 0;
    virtual void integer(std::int64_t value) = 0;
    virtual void unsignedInteger(std::uint64_t value) = 0;
    virtual void floating(double value) = 0;
    virtual void string(std::string_view value) = 0;
};

/// inspectionJson(@p inspection)'s values, in its order, into @p sink.
void writeInspectionJson(const Inspection &inspection, JsonSink &sink);

/// The string a reader of jsonLine()'s text gets for @p text: @p text
/// itself when it is valid UTF-8, else with each invalid sequence replaced
/// by U+FFFD as jsonLine() replaces it.
[[nodiscard]] std::string jsonStringValue(std::string_view text);

/// One JSON Lines record: compact, invalid UTF-8 replaced by U+FFFD (the
/// spans still count the input's own bytes), and a newline.
[[nodiscard]] std::string jsonLine(const Json &value);

/// The text of jsonLine(@p value) without its newline, appended to @p out.
void appendJson(const Json &value, std::string &out);

} // namespace uri
