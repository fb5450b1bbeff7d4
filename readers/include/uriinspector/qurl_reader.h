/**
 * @file qurl_reader.h
 * @brief Qt's QUrl as a reader (readers.h), in TolerantMode and StrictMode:
 * the library uri_readers_qt, which links QtCore; nothing below it does.
 */
#pragma once

#include "uriinspector/readers.h"

#include <memory>
#include <vector>

namespace uri::readers {

/// QUrl(text, QUrl::TolerantMode) and QUrl(text, QUrl::StrictMode), with
/// the parts as QUrl::FullyEncoded gives them (the form QUrl sends).
[[nodiscard]] std::vector<std::unique_ptr<Reader>> qurlReaders();

/// standardReaders(@p spec) followed by qurlReaders(): every reader linked
/// into the program.
[[nodiscard]] std::vector<std::unique_ptr<Reader>> allReaders(Spec spec = Spec::Rfc3986);

/// allReaders(@p spec) and serverReaders(@p options), those @p choice
/// chooses: what the window, `uri-inspect readers` and `check --readers` run.
[[nodiscard]] std::vector<std::unique_ptr<Reader>>
chosenReaders(Spec spec, const ReaderChoice &choice = {}, const ServerOptions &options = {});

} // namespace uri::readers
