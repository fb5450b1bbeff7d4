/**
 * @file cli.h
 * @brief The pieces of uri-inspect: JSON and text renderings of core results.
 *
 * The command-line contract is in docs/cli.md (docs/design.md draws the layers): JSON Lines
 * with `--json`, null for undefined components, spans as [offset, length]
 * in bytes of the input.
 */
#pragma once

#include "uriinspector/json.h"
#include "uriinspector/parse.h"
#include "uriinspector/readers.h"

#include <string>
#include <string_view>
#include <vector>

namespace uri::cli {

struct ParsedArgs;

/// Terminal styling; every function returns "" when colour is off.
struct Style
{
    bool color = false;
    [[nodiscard]] std::string paint(std::string_view text, std::string_view sgr) const;
};

/// `uri-inspect parse`; returns the exit status.
int runParse(const std::vector<std::string> &argv);

/// `uri-inspect resolve`; returns the exit status.
int runResolve(const std::vector<std::string> &argv);

/// `uri-inspect normalize`: the RFC 3986 §6.2 ladder; returns the exit status.
int runNormalize(const std::vector<std::string> &argv);

/// `uri-inspect compare A B`: equivalence by the §6.2 ladder; returns the exit status.
int runCompare(const std::vector<std::string> &argv);

/// `uri-inspect encode --component C`: text to its percent-encoded form.
int runEncode(const std::vector<std::string> &argv);

/// `uri-inspect decode`: the percent-encoding, IRI and IDNA views of a URI.
int runDecode(const std::vector<std::string> &argv);

/// `uri-inspect check`: the link-security analysis; returns the exit status.
int runCheck(const std::vector<std::string> &argv);

/// `uri-inspect extract`: every URI in free text; returns the exit status.
int runExtract(const std::vector<std::string> &argv);

/// `uri-inspect readers`: real URL libraries side by side; returns the exit status.
int runReaders(const std::vector<std::string> &argv);

/// `--readers[=LIST]`: every installed reader, or those LIST names;
/// nullopt with @p error for a name that is no reader or language.
[[nodiscard]] std::optional<readers::ReaderChoice> readerChoiceFromOption(const ParsedArgs &args,
                                                                          std::string &error);

/// The readers' table of one matrix, indented, and its P11 finding or a
/// line that says they agree.
[[nodiscard]] std::string readersTable(const readers::Matrix &matrix, const Style &style);

/// `uri-inspect practice`: exercises asked and graded, or a worksheet.
int runPractice(const std::vector<std::string> &argv);

/// `uri-inspect relativize`; returns the exit status.
int runRelativize(const std::vector<std::string> &argv);

/// The readable form of a parse: the input coloured by component, the
/// component tree, and every diagnostic with a caret under its span.
[[nodiscard]] std::string parseText(const ParseResult &result, const Style &style);

/// The SGR colour of a severity.
[[nodiscard]] std::string_view severitySgr(Severity severity);

/// A diagnostic in the readable forms: severity, code, offset(+length), rule
/// and citation, the message, and the input with carets under the span.
/// Two lines: a window of @p input around @p span, escaped, and carets under
/// the span, aligned by grapheme cluster and East Asian width
/// (displayColumns()).
[[nodiscard]] std::string caretLines(std::string_view input, Span span, const Style &style);

[[nodiscard]] std::string diagnosticBlock(const Diagnostic &diag, std::string_view input,
                                          const Style &style);

/// "[offset,length]"
[[nodiscard]] std::string spanText(Span span);

/// "  severity code [offset,length]: message" and a newline, the message
/// escaped: a diagnostic in one line, under the readable forms.
[[nodiscard]] std::string diagnosticLine(const Diagnostic &diag);

} // namespace uri::cli
