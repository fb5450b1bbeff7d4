/**
 * @file practice_text.h
 * @brief Practice's sentences (practice.h) in the window's language: in
 * English, the words of `uri-inspect practice` (questionText(), hintText(),
 * answerText(), feedbackLines()), which tst_practice_window compares.
 */
#pragma once

#include "uriinspector/practice.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <span>
#include <vector>

namespace uri::ui {

class PracticeText
{
    Q_DECLARE_TR_FUNCTIONS(uri::ui::PracticeText)

public:
    /// "Split", "Resolve", "Normal form", "Equivalence", "Where it goes".
    static QString topicTitle(practice::Topic topic);
    /// The exercise's source: "generated" translated, a citation as it is.
    static QString source(const practice::Exercise &exercise);
    static QString question(const practice::Exercise &exercise);
    static QString hint(const practice::Exercise &exercise);
    /// The expected answer on one line.
    static QString answer(const practice::Exercise &exercise);
    /// "Right." or "Not quite.", then a line per field that does not count,
    /// the step where a resolution went wrong, the answer, the findings.
    static QStringList feedback(const practice::Exercise &exercise, const practice::Grade &grade);
    /// A component's name by its index in kComponentNames: "scheme", ..., "fragment".
    static QString componentName(std::size_t index);
    /// A part's name as the core gives it ("scheme" ... "fragment", and the
    /// authority's "userinfo", "host" and "port"), translated.
    static QString partName(std::string_view name);
    /// The words around a worksheet's exercises, and the exercises worded.
    static practice::WorksheetWords worksheetWords();
    static std::vector<practice::WorksheetItem>
    worksheetItems(std::span<const practice::Exercise> list);
};

} // namespace uri::ui
