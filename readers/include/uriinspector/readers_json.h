/**
 * @file readers_json.h
 * @brief The JSON of the readers' matrix (docs/json.md, "readers"): the
 * `readers` field of `check --readers --json` and of the window's report,
 * and the object of `uri-inspect readers --json`.
 */
#pragma once

#include "uriinspector/json.h"
#include "uriinspector/readers.h"

namespace uri::readers {

/// {id, name, library, version, mode, browser, outcome, error, host, scheme,
/// userinfo, port, path, query, fragment, canonical_host, differs{component:
/// "spelling"|"meaning"}}; components null when undefined.
[[nodiscard]] Json readingJson(const Reading &reading);

/// {browser, disagree, readings[...], finding}: the browser's reading's id
/// (or null), whether P11 fired, every reading, and the P11 finding or null.
[[nodiscard]] Json matrixJson(const Matrix &matrix);

/// The `readers --json` object: {input} and the members of matrixJson().
[[nodiscard]] Json readersJson(std::string_view input, const Matrix &matrix);

/// inspectionJson() of @p inspection, with @p readings as "readers" when
/// there are: the object of `check --json --readers` and of the window's
/// JSON report.
[[nodiscard]] Json inspectionJson(const Inspection &inspection, const Matrix *readings);

/// jsonLine(inspectionJson(@p inspection, @p readings)), the same bytes,
/// appended to @p out without building the inspection's document.
void appendInspectionJsonLine(const Inspection &inspection, const Matrix *readings,
                              std::string &out);

} // namespace uri::readers
