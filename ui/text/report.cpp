#include "text/report.h"

#include "uriinspector/json.h"
#include "uriinspector/readers_json.h"

#include "common/display_cells.h"
#include "common/japanese_breaks.h"
#include "common/palette.h"
#include "panes/security/findings_model.h"
#include "text/diagnostic_text.h"
#include "text/security_text.h"
#include "uriinspector/utf8.h"

#include <QList>

#include <algorithm>

namespace uri::ui {

namespace {

// The input is shown up to this many bytes in a report.
constexpr std::size_t kReportBytes = 64 * 1024;

QString utf8(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

/// A cell: translated text, or text from the input (already visible, shown as code).
struct Cell
{
    QString text;
    bool code = false;
};

Cell plain(const QString &text)
{
    return {text, false};
}

Cell code(const QString &visible)
{
    return {visible, true};
}

struct Table
{
    QStringList headers;
    QList<QList<Cell>> rows;
};

struct Section
{
    QString heading;
    QList<std::pair<QString, Cell>> fields;
    Table table;
    QString empty; ///< said when the table has no rows
};

QString spanText(const OptSpan &span)
{
    if (!span)
        return Report::tr("undefined");
    return QStringLiteral("[%1, %2]").arg(span->offset).arg(span->length);
}

QString optionalText(const std::optional<std::string> &value)
{
    return value ? escapedText(*value, kShownValueBytes, Escape::NonAscii) : Report::tr("(none)");
}

// The input, its length, the spec, its form and validity.
Section inputSection(const Analysis &a)
{
    const std::string_view input = a.bytes();
    Section summary;
    summary.heading = Report::tr("Input");
    summary.fields.append(
        {Report::tr("Input"), code(escapedText(input, kReportBytes, Escape::NonAscii))});
    summary.fields.append(
        {Report::tr("Length"),
         plain(Report::tr("%n byte(s)", nullptr, static_cast<int>(input.size())))});
    summary.fields.append({Report::tr("Specification"), plain(utf8(specName(a.spec)))});
    summary.fields.append({Report::tr("Form"), plain(utf8(formName(a.syntax.form)))});
    summary.fields.append(
        {Report::tr("Valid"), plain(a.syntax.valid() ? Report::tr("yes") : Report::tr("no"))});
    return summary;
}

// The components of RFC 3986 §3, each with its span, "undefined" apart from empty.
Section componentsSection(const Analysis &a)
{
    const std::string_view input = a.bytes();
    Section components;
    components.heading = Report::tr("Components");
    components.table.headers
        = {Report::tr("Component"), Report::tr("Value"), Report::tr("Span [offset, length]")};
    const ParseResult &r = a.syntax;
    const std::pair<QString, OptSpan> parts[] = {
        {Report::tr("scheme"), r.scheme},     {Report::tr("authority"), r.authority},
        {Report::tr("userinfo"), r.userinfo}, {Report::tr("host"), r.host},
        {Report::tr("port"), r.port},         {Report::tr("path"), r.path},
        {Report::tr("query"), r.query},       {Report::tr("fragment"), r.fragment},
    };
    for (const auto &[name, span] : parts) {
        components.table.rows.append(
            {plain(name),
             span ? code(escapedText(span->in(input), kReportBytes, Escape::NonAscii))
                  : plain(Report::tr("undefined")),
             plain(spanText(span))});
    }
    return components;
}

// The diagnostics of the parse.
Section diagnosticsSection(const Analysis &a)
{
    const std::string_view input = a.bytes();
    const ParseResult &r = a.syntax;
    Section diagnostics;
    diagnostics.heading = Report::tr("Diagnostics");
    diagnostics.empty = Report::tr("None: the input is a valid URI reference.");
    diagnostics.table.headers
        = {Report::tr("Severity"), Report::tr("Code"),     Report::tr("Span [offset, length]"),
           Report::tr("Rule"),     Report::tr("Citation"), Report::tr("Message")};
    for (const Diagnostic &d : r.diagnostics) {
        diagnostics.table.rows.append({plain(DiagnosticText::severityName(d.severity)),
                                       code(utf8(diagCodeName(d.code))), plain(spanText(d.span)),
                                       code(utf8(d.rule)), plain(utf8(d.cite)),
                                       plain(DiagnosticText::message(d, input))});
    }
    return diagnostics;
}

// The security verdict, where the link goes, and the data it was judged with.
Section verdictSection(const security::Assessment &s, std::string_view input)
{
    Section verdict;
    verdict.heading = Report::tr("Security");
    verdict.fields.append({Report::tr("Verdict"), plain(SecurityText::verdictLine(s))});
    verdict.fields.append({Report::tr("Where it goes"), plain(SecurityText::banner(s, input))});
    const security::Destination &d = s.destination;
    verdict.fields.append({Report::tr("Scheme"), code(optionalText(d.scheme))});
    verdict.fields.append({Report::tr("Host"), code(optionalText(d.host))});
    if (d.readsAs)
        verdict.fields.append({Report::tr("Reads as"),
                               code(escapedText(*d.readsAs, kShownValueBytes, Escape::NonAscii))});
    verdict.fields.append({Report::tr("IP address"), code(optionalText(d.ip))});
    verdict.fields.append(
        {Report::tr("Port"), plain(d.port ? QString::number(*d.port) : Report::tr("(none)"))});
    verdict.fields.append(
        {Report::tr("Registrable domain"), code(optionalText(d.registrableDomain))});
    if (!d.hostClass.empty())
        verdict.fields.append({Report::tr("Host class"),
                               code(escapedText(d.hostClass, kShownValueBytes, Escape::NonAscii))});
    if (!s.display.host.empty())
        verdict.fields.append(
            {Report::tr("Show the host as"),
             code(escapedText(s.display.host, kShownValueBytes, Escape::NonAscii))});
    for (const security::Escalation &e : s.escalations)
        verdict.fields.append({Report::tr("Escalation"), plain(SecurityText::escalation(e))});
    verdict.fields.append(
        {Report::tr("Data"),
         plain(Report::tr("ICU %1 (Unicode %2), libpsl %3, public suffix list of %4")
                   .arg(escapedText(s.versions.icu), escapedText(s.versions.unicode),
                        escapedText(s.versions.psl), escapedText(s.versions.pslDate)))});
    return verdict;
}

// The security findings.
Section findingsSection(const security::Assessment &s, std::string_view input)
{
    Section findings;
    findings.heading = Report::tr("Findings");
    findings.empty = Report::tr("None.");
    findings.table.headers = {Report::tr("Severity"),
                              Report::tr("Check"),
                              Report::tr("Name"),
                              Report::tr("Where"),
                              Report::tr("Span [offset, length]"),
                              Report::tr("Citation"),
                              Report::tr("Message")};
    for (const security::Finding &f : s.findings) {
        QString message = SecurityText::message(f);
        if (!f.nested.empty())
            message += QLatin1Char(' ')
                       + Report::tr("(nested: %1)")
                             .arg(escapedText(f.nested, kShownValueBytes, Escape::NonAscii));
        findings.table.rows.append({plain(SecurityText::riskName(f.severity)), code(utf8(f.id)),
                                    code(utf8(f.name)),
                                    code(escapedText(f.span.in(input), 256, Escape::NonAscii)),
                                    plain(spanText(f.span)), plain(utf8(f.cite)), plain(message)});
    }
    return findings;
}

// The views the Security pane shows (the target's, with a base): RFC 3986, the browser, the legacy
// first "@".
Section viewsSection(const Analysis &a)
{
    Section views;
    // the views the Security pane shows: the target's, with a base
    const security::Views &shown = SecurityViewsModel::shownViews(a);
    const bool legacy = SecurityViewsModel::legacyDiffers(shown);
    views.heading = Report::tr("RFC 3986 and the browser (URL Standard)");
    views.table.headers = {Report::tr("Component"), Report::tr("RFC 3986"), Report::tr("Browser")};
    if (legacy)
        views.table.headers.append(Report::tr("First \"@\" (legacy)"));
    views.table.headers.append(Report::tr("Differs"));
    if (a.target)
        views.fields.append({Report::tr("Resolved against the base"),
                             code(escapedText(*a.target, kReportBytes, Escape::NonAscii))});
    if (!shown.whatwg.failure)
        views.fields.append(
            {Report::tr("Browser href"), code(escapedText(shown.whatwg.href.value_or(std::string()),
                                                          kReportBytes, Escape::NonAscii))});
    else
        views.fields.append({Report::tr("Browser"), plain(Report::tr("failure: a browser "
                                                                     "rejects this URL"))});
    const auto cell = [](const security::ViewSummary &v, int row) {
        if (v.failure)
            return plain(Report::tr("(failure)"));
        const std::optional<std::string_view> value = SecurityViewsModel::value(v, row);
        if (!value)
            return plain(Report::tr("undefined"));
        return code(escapedText(*value, kReportBytes, Escape::NonAscii));
    };
    const QString names[SecurityViewsModel::RowCount] = {
        Report::tr("scheme"), Report::tr("userinfo"), Report::tr("host"),     Report::tr("port"),
        Report::tr("path"),   Report::tr("query"),    Report::tr("fragment"),
    };
    for (int row = 0; row < SecurityViewsModel::RowCount; ++row) {
        QList<Cell> cells{plain(names[row]), cell(shown.rfc3986, row), cell(shown.whatwg, row)};
        if (legacy)
            cells.append(cell(shown.legacy, row));
        cells.append(
            plain(SecurityViewsModel::differs(shown, row) ? Report::tr("differs") : QString()));
        views.table.rows.append(cells);
    }
    return views;
}

// The URLs nested in the link.
Section nestedSection(const security::Assessment &s)
{
    Section nested;
    nested.heading = Report::tr("Nested URLs");
    nested.table.headers
        = {Report::tr("Where"), Report::tr("URL"), Report::tr("Span [offset, length]")};
    for (const security::NestedUrl &n : s.nested)
        nested.table.rows.append({code(escapedText(n.path, kShownValueBytes, Escape::NonAscii)),
                                  code(escapedText(n.url, kReportBytes, Escape::NonAscii)),
                                  plain(spanText(n.span))});
    return nested;
}

// The normalization ladder of RFC 3986 §6.2.
Section normalizationSection(const NormalizeResult &n)
{
    Section normalized;
    normalized.heading = Report::tr("Normalization (RFC 3986 §6.2)");
    normalized.fields.append({Report::tr("Normalized"),
                              code(escapedText(n.normalized, kReportBytes, Escape::NonAscii))});
    normalized.table.headers
        = {Report::tr("Rung"), Report::tr("Citation"), Report::tr("Result"), Report::tr("Changed")};
    for (const NormalizeStep &step : n.steps) {
        normalized.table.rows.append(
            {code(utf8(rungName(step.rung))), plain(utf8(rungCite(step.rung))),
             step.performed ? code(escapedText(step.result, kReportBytes, Escape::NonAscii))
                            : plain(Report::tr("not performed (nothing is fetched)")),
             plain(step.changed() ? Report::tr("yes") : Report::tr("no"))});
    }
    return normalized;
}

QList<Section> sections(const Analysis &a)
{
    QList<Section> out{inputSection(a), componentsSection(a), diagnosticsSection(a)};
    if (a.security) {
        out << verdictSection(*a.security, a.bytes()) << findingsSection(*a.security, a.bytes())
            << viewsSection(a);
        if (!a.security->nested.empty())
            out << nestedSection(*a.security);
    }
    if (a.normalization)
        out << normalizationSection(*a.normalization);
    return out;
}

/// Control, bidi and invisible characters that survived (from translations
/// or the core's messages) become visible escapes; but the word joiners that
/// keep the Japanese translation's words together on screen
/// (japanese_breaks.h) are dropped: a file is not laid out by the window, and
/// every value from the input was escaped before (escapedText()), so a
/// U+2060 here is the translation's, never the input's.
QString visibleControls(const QString &text)
{
    QString out;
    out.reserve(text.size());
    const QList<uint> ucs4 = text.toUcs4();
    for (const uint cp : ucs4) {
        if (cp == kWordJoiner)
            continue;
        const bool control = cp < 0x20 || (cp >= 0x7F && cp < 0xA0);
        if (control || isBidiOrInvisible(static_cast<char32_t>(cp))) {
            out += QStringLiteral("\\u{")
                   + QString::number(cp, 16).toUpper().rightJustified(4, QLatin1Char('0'))
                   + QLatin1Char('}');
        } else {
            out += characterText(cp);
        }
    }
    return out;
}

QString colourOf(std::optional<security::Risk> verdict)
{
    const ComponentPalette palette{QPalette()};
    return SecurityText::verdictColor(verdict, palette).name();
}

} // namespace

QString Report::htmlEscaped(const QString &text)
{
    return visibleControls(text).toHtmlEscaped().replace(QLatin1Char('\''),
                                                         QStringLiteral("&#39;"));
}

QString Report::markdownText(const QString &text)
{
    // The characters that can open or close markup inside a line (CommonMark
    // 2.4: any ASCII punctuation may be backslash-escaped): emphasis, code,
    // links, raw HTML, entities, table cells, strikethrough.
    static const QString kMarkup = QStringLiteral("\\`*_[]<>|~&");
    const QString visible = visibleControls(text);
    QString out;
    out.reserve(visible.size());
    for (const QChar c : visible) {
        if (kMarkup.contains(c))
            out += QLatin1Char('\\');
        out += c;
    }
    return out;
}

QString Report::markdownCode(const QString &text)
{
    QString body = visibleControls(text);
    body.replace(QLatin1Char('|'), QStringLiteral("\\|")); // GFM: "|" ends a table cell
    qsizetype longest = 0;
    qsizetype run = 0;
    for (const QChar c : body) {
        run = c == QLatin1Char('`') ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    const QString fence(longest + 1, QLatin1Char('`'));
    // CommonMark 6.1: one space each side is stripped when both are there, so
    // a body that begins or ends with a backtick (or is empty) gets them.
    const bool pad = body.isEmpty() || body.startsWith(QLatin1Char('`'))
                     || body.endsWith(QLatin1Char('`')) || body.startsWith(QLatin1Char(' '));
    if (pad)
        body = QLatin1Char(' ') + body + QLatin1Char(' ');
    return fence + body + fence;
}

QString Report::html(const Analysis &analysis)
{
    const QList<Section> parts = sections(analysis);
    const std::optional<security::Risk> verdict
        = analysis.security ? analysis.security->verdict : std::nullopt;
    const auto cellHtml = [](const Cell &cell) {
        return cell.code
                   ? QStringLiteral("<code>") + htmlEscaped(cell.text) + QStringLiteral("</code>")
                   : htmlEscaped(cell.text);
    };
    QString out;
    out += QStringLiteral("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
                          "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src "
                          "'none'; style-src 'unsafe-inline'\">\n<title>");
    out += htmlEscaped(tr("URI Inspector report"));
    out += QStringLiteral("</title>\n<style>\nbody { font-family: sans-serif; }\n"
                          "code { font-family: monospace; white-space: pre-wrap; "
                          "word-break: break-all; }\n"
                          "table { border-collapse: collapse; }\n"
                          "th, td { border: 1px solid; padding: 2px 6px; text-align: left; "
                          "vertical-align: top; }\n.verdict { font-weight: bold; color: ");
    out += colourOf(verdict);
    out += QStringLiteral("; }\n</style>\n</head>\n<body>\n<h1>");
    out += htmlEscaped(tr("URI Inspector report"));
    out += QStringLiteral("</h1>\n");
    if (analysis.security) {
        out += QStringLiteral("<p><span class=\"verdict\">")
               + htmlEscaped(tr("Verdict: %1").arg(SecurityText::verdictLine(*analysis.security)))
               + QStringLiteral("</span> ")
               + htmlEscaped(SecurityText::banner(*analysis.security, analysis.bytes()))
               + QStringLiteral("</p>\n");
    }
    for (const Section &s : parts) {
        out += QStringLiteral("<h2>") + htmlEscaped(s.heading) + QStringLiteral("</h2>\n");
        if (!s.fields.isEmpty()) {
            out += QStringLiteral("<dl>\n");
            for (const auto &[name, value] : s.fields)
                out += QStringLiteral("<dt>") + htmlEscaped(name) + QStringLiteral("</dt><dd>")
                       + cellHtml(value) + QStringLiteral("</dd>\n");
            out += QStringLiteral("</dl>\n");
        }
        if (s.table.headers.isEmpty())
            continue;
        if (s.table.rows.isEmpty()) {
            if (!s.empty.isEmpty())
                out += QStringLiteral("<p>") + htmlEscaped(s.empty) + QStringLiteral("</p>\n");
            continue;
        }
        out += QStringLiteral("<table>\n<tr>");
        for (const QString &h : s.table.headers)
            out += QStringLiteral("<th>") + htmlEscaped(h) + QStringLiteral("</th>");
        out += QStringLiteral("</tr>\n");
        for (const QList<Cell> &row : s.table.rows) {
            out += QStringLiteral("<tr>");
            for (const Cell &c : row)
                out += QStringLiteral("<td>") + cellHtml(c) + QStringLiteral("</td>");
            out += QStringLiteral("</tr>\n");
        }
        out += QStringLiteral("</table>\n");
    }
    out += QStringLiteral("</body>\n</html>\n");
    return out;
}

QString Report::markdown(const Analysis &analysis)
{
    const QList<Section> parts = sections(analysis);
    const auto cellMd = [](const Cell &cell) {
        if (cell.code)
            return markdownCode(cell.text);
        return markdownText(cell.text);
    };
    QString out
        = QStringLiteral("# ") + markdownText(tr("URI Inspector report")) + QStringLiteral("\n\n");
    if (analysis.security) {
        out += QStringLiteral("**")
               + markdownText(tr("Verdict: %1").arg(SecurityText::verdictLine(*analysis.security)))
               + QStringLiteral("**: ")
               + markdownText(SecurityText::banner(*analysis.security, analysis.bytes()))
               + QStringLiteral("\n\n");
    }
    for (const Section &s : parts) {
        out += QStringLiteral("## ") + markdownText(s.heading) + QStringLiteral("\n\n");
        for (const auto &[name, value] : s.fields)
            out += QStringLiteral("- ") + markdownText(name) + QStringLiteral(": ") + cellMd(value)
                   + QLatin1Char('\n');
        if (!s.fields.isEmpty())
            out += QLatin1Char('\n');
        if (s.table.headers.isEmpty())
            continue;
        if (s.table.rows.isEmpty()) {
            if (!s.empty.isEmpty())
                out += markdownText(s.empty) + QStringLiteral("\n\n");
            continue;
        }
        QStringList header;
        QStringList rule;
        for (const QString &h : s.table.headers) {
            header << markdownText(h);
            rule << QStringLiteral("---");
        }
        out += QStringLiteral("| ") + header.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
        out += QStringLiteral("| ") + rule.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
        for (const QList<Cell> &row : s.table.rows) {
            QStringList cells;
            for (const Cell &c : row)
                cells << cellMd(c);
            out += QStringLiteral("| ") + cells.join(QStringLiteral(" | "))
                   + QStringLiteral(" |\n");
        }
        out += QLatin1Char('\n');
    }
    return out;
}

QString Report::json(const Analysis &a)
{
    // docs/json.md: the object `uri-inspect check --json --readers` prints for
    // the same inspection; ensure_ascii writes every non-ASCII character as \uXXXX
    Json j = readers::inspectionJson(a, a.readers ? &*a.readers : nullptr);
    const std::string text = j.dump(4, ' ', true, Json::error_handler_t::replace);
    return QString::fromLatin1(text.data(), static_cast<qsizetype>(text.size()))
           + QLatin1Char('\n');
}

} // namespace uri::ui
