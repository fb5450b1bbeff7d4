/**
 * @file cli_documents.h
 * @brief uri-inspect extract over a document that is not plain text: a mail
 * message, an mbox, an HTML page (documents.h), each link one record.
 */
#pragma once

#include "cli_jobs.h"
#include "cli_progress.h"

#include "uriinspector/documents.h"
#include "uriinspector/security.h"

#include <optional>
#include <string>
#include <vector>

namespace uri::cli {

/// How the links of a document are written.
struct DocumentOutput
{
    bool json = false;
    bool check = false; ///< each link inspected as `check --json` does
    const std::vector<security::Blocklist> *blocklists = nullptr;
    /// The messages of an mbox on this many threads, the output in their
    /// order; automatic: every core once 16 messages have been read.
    Jobs jobs;
    /// The progress line, and where notes go over it; standard error when null.
    Progress *progress = nullptr;
};

/**
 * @brief Writes the records of the document named @p name, whose first
 * bytes are @p head and whose rest is read from @p fd (documents::readStream()),
 * read as @p format, to standard output as they are found (notices in text
 * go to standard error); whether some link is flagged (with check).
 * @p bytesRead counts the bytes read, for the progress line.
 */
bool extractDocument(const std::string &name, std::string head, int fd, documents::Format format,
                     const documents::ReadOptions &options, const DocumentOutput &output,
                     std::size_t &bytesRead);

} // namespace uri::cli
