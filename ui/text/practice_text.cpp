#include "text/practice_text.h"

#include "common/japanese_breaks.h"
#include "text/resolution_text.h"
#include "text/security_text.h"
#include "uriinspector/normalize.h"
#include "uriinspector/utf8.h"

namespace uri::ui {

namespace p = uri::practice;

namespace {

QString utf8(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// A value as the core quotes it: escaped, between double quotes.
QString quoted(std::string_view text)
{
    return QLatin1Char('"') + utf8(escapeForDisplay(text)) + QLatin1Char('"');
}

// A text for a file: without the word joiners that keep Japanese words
// together on screen (japanese_breaks.h), which a file's reader would get.
std::string forFile(QString text)
{
    return text.remove(kWordJoiner).toStdString();
}

QString quotedOrUndefined(const std::optional<std::string> &value)
{
    //: an undefined component (RFC 3986 §5.3), as opposed to an empty one
    return value ? quoted(*value) : PracticeText::tr("undefined");
}

QString fieldName(std::size_t index, p::Topic topic)
{
    if (topic == p::Topic::Split)
        return PracticeText::componentName(index);
    //: the one field of an answer that is not a split
    return PracticeText::tr("answer");
}

} // namespace

QString PracticeText::topicTitle(p::Topic topic)
{
    switch (topic) {
    case p::Topic::Split:
        return tr("Split");
    case p::Topic::Resolve:
        return tr("Resolve");
    case p::Topic::Normalize:
        return tr("Normal form");
    case p::Topic::Equivalence:
        return tr("Equivalence");
    case p::Topic::Destination:
        return tr("Where it goes");
    }
    return {};
}

QString PracticeText::source(const p::Exercise &exercise)
{
    //: the source of an exercise made by the generator, not printed by an RFC
    return exercise.source == "generated" ? tr("generated") : utf8(exercise.source);
}

QString PracticeText::componentName(std::size_t index)
{
    return partName(index < p::kComponentNames.size() ? p::kComponentNames[index] : "");
}

QString PracticeText::partName(std::string_view name)
{
    if (name == "scheme")
        return tr("scheme");
    if (name == "authority")
        return tr("authority");
    if (name == "userinfo")
        return tr("userinfo");
    if (name == "host")
        return tr("host");
    if (name == "port")
        return tr("port");
    if (name == "path")
        return tr("path");
    if (name == "query")
        return tr("query");
    if (name == "fragment")
        return tr("fragment");
    return utf8(name);
}

QString PracticeText::question(const p::Exercise &e)
{
    switch (e.topic) {
    case p::Topic::Split:
        return tr("Split %1 into its five components (RFC 3986 §3); say which are undefined.")
            .arg(quoted(e.uri));
    case p::Topic::Resolve:
        return tr("Resolve the reference %1 against the base %2 by %3.")
            .arg(quoted(e.uri), quoted(e.base), utf8(p::resolutionCite(e.spec)));
    case p::Topic::Normalize:
        return tr("Write the normal form of %1 (RFC 3986 §6.2.2 and §6.2.3).").arg(quoted(e.uri));
    case p::Topic::Equivalence:
        return tr("Are %1 and %2 equivalent by the ladder of RFC 3986 §6.2? Answer yes or no.")
            .arg(quoted(e.uri), quoted(e.other));
    case p::Topic::Destination:
        return tr("A link reads %1. Which host does a browser connect to?").arg(quoted(e.uri));
    }
    return {};
}

QString PracticeText::hint(const p::Exercise &e)
{
    const p::HintFacts facts = p::hintFacts(e);
    switch (e.topic) {
    case p::Topic::Split:
        return tr("A component is defined when its delimiter is there, even with nothing after "
                  "it (RFC 3986 §5.3, Appendix B): here %1 of the five are defined.")
            .arg(facts.defined);
    case p::Topic::Resolve:
        if (!facts.firstRule)
            return tr("Split both first (RFC 3986 §5.2.1).");
        return tr("The first rule that applies is %1 (%2).")
            .arg(ResolutionText::ruleLabel(*facts.firstRule),
                 ResolutionText::ruleCite(*facts.firstRule));
    case p::Topic::Normalize: {
        if (facts.rungs.empty())
            return tr("No rung of the ladder changes it.");
        QStringList rungs;
        for (Rung rung : facts.rungs)
            rungs << tr("%1 (%2)").arg(utf8(rungName(rung)), utf8(rungCite(rung)));
        return tr("These rungs of the ladder change it: %1.").arg(rungs.join(tr(", ")));
    }
    case p::Topic::Equivalence: {
        QStringList parts;
        for (std::string_view part : facts.differing)
            parts << partName(part);
        return tr("As written they differ in: %1. Climb the ladder with both, rung by rung.")
            .arg(parts.isEmpty() ? tr("nothing") : parts.join(tr(", ")));
    }
    case p::Topic::Destination:
        return tr("The host is what follows \"//\" up to the next \"/\", \"?\" or \"#\"; in it, "
                  "everything up to the last \"@\" is userinfo (RFC 3986 §3.2, §7.6). "
                  "A browser also reads \"\\\" as \"/\" and numbers as IPv4 addresses.");
    }
    return {};
}

QString PracticeText::answer(const p::Exercise &e)
{
    switch (e.topic) {
    case p::Topic::Split: {
        QStringList parts;
        for (std::size_t f = 0; f < p::kComponentNames.size(); ++f) {
            //: %1 a component's name, %2 its value or "undefined"
            parts << tr("%1 %2").arg(componentName(f),
                                     quotedOrUndefined(p::component(e.components, f)));
        }
        return parts.join(tr(", "));
    }
    case p::Topic::Resolve:
    case p::Topic::Normalize:
        return quoted(e.expected);
    case p::Topic::Equivalence: {
        const CompareResult c = compare(e.uri, e.other);
        if (c.equivalent)
            return tr("yes, from the %1 rung on (%2)")
                .arg(utf8(rungName(*c.rung)), utf8(rungCite(*c.rung)));
        QStringList parts;
        for (const ComponentDifference &d : c.differences)
            parts << partName(d.component);
        return tr("no: after the ladder they still differ in %1").arg(parts.join(tr(", ")));
    }
    case p::Topic::Destination: {
        QString out = quoted(e.expected);
        if (!e.expectedAlt.empty())
            out += tr(" (%1)").arg(quoted(e.expectedAlt));
        if (!e.claimed.empty()) {
            out += p::reachesClaimed(e) ? tr(", the host it names")
                                        : tr(", not %1").arg(quoted(e.claimed));
        }
        return out;
    }
    }
    return {};
}

QStringList PracticeText::feedback(const p::Exercise &e, const p::Grade &g)
{
    QStringList out;
    out << (g.right ? tr("Right.") : tr("Not quite."));
    for (std::size_t i = 0; i < g.fields.size(); ++i) {
        const p::FieldMark &f = g.fields[i];
        const QString name = fieldName(i, e.topic);
        const QString delim
            = e.topic == p::Topic::Split ? utf8(p::kComponentDelimiters[i]) : QString();
        switch (f.mark) {
        case p::Mark::Right:
            break;
        case p::Mark::RightIgnoringCase:
            out << tr("%1: right; case does not matter there (RFC 3986 §6.2.2.1), and the "
                      "text has %2.")
                       .arg(name, quotedOrUndefined(f.expected));
            break;
        case p::Mark::Wrong:
            out << tr("%1: %2 is wrong; it is %3.")
                       .arg(name, quotedOrUndefined(f.given), quotedOrUndefined(f.expected));
            break;
        case p::Mark::EmptyForUndefined:
            out << tr("%1: undefined, not empty: there is no \"%2\" for it (RFC 3986 §5.3).")
                       .arg(name, delim);
            break;
        case p::Mark::UndefinedForEmpty:
            out << tr("%1: defined and empty: its \"%2\" is there (RFC 3986 §5.3).")
                       .arg(name, delim);
            break;
        case p::Mark::Missing:
            out << tr("%1: it is %2, not undefined.").arg(name, quotedOrUndefined(f.expected));
            break;
        case p::Mark::Extra:
            out << tr("%1: it is undefined, not %2.").arg(name, quotedOrUndefined(f.given));
            break;
        case p::Mark::NotNormal:
            out << tr("Equivalent, but not yet normal: the %1 rung makes it %2.")
                       .arg(utf8(g.rung), quoted(g.rungResult));
            break;
        }
    }
    if (g.wrongStep && *g.wrongStep < g.trace.size()) {
        const TraceStep &step = g.trace[*g.wrongStep];
        QStringList clauses;
        for (const TraceClause &clause : step.clauses)
            clauses << ResolutionText::clauseText(clause);
        out << tr("It went wrong at step %1, %2 (%3): %4.")
                   .arg(QString::number(*g.wrongStep + 1), ResolutionText::ruleLabel(step.rule),
                        ResolutionText::ruleCite(step.rule),
                        //: between the clauses of what a step did
                        clauses.join(tr("; ")));
    }
    // the answer in words where the field's line does not give it all
    if (!g.right && (e.topic == p::Topic::Equivalence || e.topic == p::Topic::Destination))
        out << tr("The answer is %1.").arg(answer(e));
    for (const security::Finding &f : g.findings) {
        //: %1 the check's id ("A12"), %2 its name, %3 what it found
        out << tr("%1 %2: %3").arg(utf8(f.id), utf8(f.name), SecurityText::message(f));
    }
    return out;
}

p::WorksheetWords PracticeText::worksheetWords()
{
    p::WorksheetWords words;
    words.title = forFile(tr("URI practice"));
    //: {seed} and {count} are filled in; keep them as they are
    words.seedLine
        = forFile(tr("Seed {seed}: {count} exercises. The answers are on the last page."));
    words.answersTitle = forFile(tr("Answers"));
    words.sourceLabel = forFile(tr("Source"));
    words.blank = forFile(tr("Your answer:"));
    return words;
}

std::vector<p::WorksheetItem> PracticeText::worksheetItems(std::span<const p::Exercise> list)
{
    std::vector<p::WorksheetItem> items;
    for (const p::Exercise &e : list)
        items.push_back({forFile(topicTitle(e.topic)), forFile(question(e)), forFile(source(e)),
                         forFile(answer(e))});
    return items;
}

} // namespace uri::ui
