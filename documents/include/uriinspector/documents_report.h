/**
 * @file documents_report.h
 * @brief The words and the JSON of a document's records, one function each,
 * so that `uri-inspect extract` and the window's Document pane say the
 * same thing about the same document (docs/cli.md "extract", docs/json.md).
 */
#pragma once

#include "uriinspector/documents.h"
#include "uriinspector/inspection.h"
#include "uriinspector/json.h"

#include <cstddef>
#include <string>
#include <vector>

namespace uri::documents {

/// The document records belong to, as the reports name it.
struct DocumentInfo
{
    std::size_t input = 0; ///< its place among the inputs, from 0
    std::string name;      ///< the file's name as given ("-" for standard input)
    Format format = Format::Text;
};

/// The URI a reader goes to: the target, or what is written when it has none.
[[nodiscard]] const std::string &linkUri(const LinkRecord &link);

/// The inspection of the URI a reader goes to, as `extract --check` makes
/// it (no normalization ladder; the security analysis of any length), with
/// the reviewer's @p blocklists when given.
[[nodiscard]] Inspection inspectLink(const LinkRecord &link,
                                     const std::vector<security::Blocklist> *blocklists = nullptr);

/// The link's object (`"record": "link"`), its context findings under
/// "context_findings"; with @p inspection (`--check`) its `check --json`
/// object under "inspection" and linkVerdict() under "verdict".
[[nodiscard]] Json linkJson(const LinkRecord &link, const DocumentInfo &document,
                            const Inspection *inspection = nullptr);
/// jsonLine(linkJson(...)), the same bytes, appended to @p out without
/// building the inspection's document.
void appendLinkJsonLine(const LinkRecord &link, const DocumentInfo &document,
                        const Inspection *inspection, std::string &out);
/// The message's object (`"record": "message"`), its sender's findings
/// under "context_findings".
[[nodiscard]] Json messageJson(const MessageRecord &message, const DocumentInfo &document);
/// The notice's object (`"record": "notice"`).
[[nodiscard]] Json noticeJson(const Notice &notice, const DocumentInfo &document);

/// The link in text: the URI and its span, then where it stands and what
/// it shows, what is written when it differs, the URL a known redirect
/// wrapper leads to, and with @p inspection its verdict (linkVerdict()) and host; lines
/// after the first indented by 4 spaces, no line feed at the end.
[[nodiscard]] std::string linkText(const LinkRecord &link, const Inspection *inspection = nullptr);
/// The message in text: "message 1: From\n    Subject: ...".
[[nodiscard]] std::string messageText(const MessageRecord &message);
/// The notice in text, after the name of its document: "a.mbox, message
/// 2, part 1: The part is larger than 50 MB; it is not read.", "a.pdf: The
/// PDF is encrypted with a password; it is not read."
[[nodiscard]] std::string noticeText(const Notice &notice, const std::string &documentName);
/// A link's verdict: the highest severity of its own analysis (@p
/// inspection) and of its context findings (LinkRecord::findings).
[[nodiscard]] std::optional<security::Risk> linkVerdict(const LinkRecord &link,
                                                        const Inspection &inspection);
/// The words of linkVerdict(): "high", "none".
[[nodiscard]] std::string verdictText(const LinkRecord &link, const Inspection &inspection);
/// Context findings in text, one line each after a line feed, indented by
/// 4 spaces: "\n    C1 critical: The text shows paypal.com, ...".
[[nodiscard]] std::string findingsText(const std::vector<security::Finding> &findings);

} // namespace uri::documents
