/**
 * @file resolve_test_support.h
 * @brief What the resolution tests share: traces written as rows that
 * QCOMPARE can show, the "(current document)" notation of the older specs,
 * and a reader for the TSV vector files of tests/data.
 *
 * A trace row is written "label|output|input" (the rule as its spec labels
 * it, then both buffers), which is how the tables of RFC 3986 §5.2.4 print
 * them; descriptions are English and are not compared (docs/style.md C).
 */
#pragma once

#include "uriinspector/resolve.h"

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace uri::test {

inline QByteArray bytes(std::string_view text)
{
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

inline std::string_view view(const QByteArray &text)
{
    return {text.constData(), static_cast<std::size_t>(text.size())};
}

/// "label|output|input" for every row.
inline QStringList traceRows(const std::vector<TraceStep> &trace)
{
    QStringList rows;
    for (const TraceStep &s : trace) {
        rows << QString::fromUtf8(bytes(ruleLabel(s.rule))) + QLatin1Char('|')
                    + QString::fromUtf8(bytes(s.output)) + QLatin1Char('|')
                    + QString::fromUtf8(bytes(s.input));
    }
    return rows;
}

/// The target, or "<none>" when there is none.
inline QByteArray targetOf(const ResolveResult &r)
{
    return r.target ? bytes(*r.target) : QByteArray("<none>");
}

/**
 * @brief The result as RFC 2396 Appendix C and draft-01 Appendix C print
 * it: "(current document)" plus the fragment for a reference the spec calls
 * one to the current document, else the target.
 *
 * @p printed is the expectation: draft-01 prints "<> = http://a/b/c/d;p?q"
 * although its Step 2a calls "<>" the current document too, so the
 * notation is used only where the expectation uses it.
 */
inline QByteArray printedAs(const ResolveResult &r, const QByteArray &printed)
{
    if (!printed.startsWith("(current document)"))
        return targetOf(r);
    if (!r.sameDocument || !r.target)
        return "<not the current document: " + targetOf(r) + ">";
    const qsizetype hash = r.target->find('#') == std::string::npos
                               ? -1
                               : static_cast<qsizetype>(r.target->find('#'));
    return "(current document)" + (hash < 0 ? QByteArray() : bytes(*r.target).mid(hash));
}

/// A TSV file of tests/data (format in tests/data/README.md).
struct Tsv
{
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    QString error;

    [[nodiscard]] int column(std::string_view name) const
    {
        for (std::size_t i = 0; i < header.size(); ++i) {
            if (header[i] == name)
                return static_cast<int>(i);
        }
        return -1;
    }
};

/// `\t`, `\n`, `\r`, `\\` and `\xNN` as the bytes they stand for.
inline std::string unescapeField(std::string_view field)
{
    std::string out;
    for (std::size_t i = 0; i < field.size(); ++i) {
        if (field[i] != '\\' || i + 1 >= field.size()) {
            out += field[i];
            continue;
        }
        const char next = field[i + 1];
        if (next == 't' || next == 'n' || next == 'r' || next == '\\') {
            out += next == 't' ? '\t' : next == 'n' ? '\n' : next == 'r' ? '\r' : '\\';
            ++i;
        } else if (next == 'x' && i + 3 < field.size()) {
            bool ok = false;
            const int value = QByteArray(field.data() + i + 2, 2).toInt(&ok, 16);
            if (ok) {
                out += static_cast<char>(value);
                i += 3;
            } else {
                out += field[i];
            }
        } else {
            out += field[i];
        }
    }
    return out;
}

inline Tsv readTsv(const QString &path)
{
    Tsv tsv;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        tsv.error = QStringLiteral("cannot open ") + path;
        return tsv;
    }
    bool first = true;
    while (!file.atEnd()) {
        QByteArray line = file.readLine();
        if (line.endsWith('\n'))
            line.chop(1);
        if (line.endsWith('\r'))
            line.chop(1);
        std::vector<std::string> fields;
        for (const QByteArray &f : line.split('\t'))
            fields.push_back(unescapeField(view(f)));
        if (first) {
            tsv.header = std::move(fields);
            first = false;
        } else {
            fields.resize(std::max(fields.size(), tsv.header.size()));
            tsv.rows.push_back(std::move(fields));
        }
    }
    return tsv;
}

inline QString dataFile(const char *name)
{
    return QStringLiteral(URI_TEST_DATA_DIR) + QLatin1Char('/') + QLatin1String(name);
}

/// The lines of tests/data/@p name.
inline QStringList readLines(const char *name)
{
    QFile file(dataFile(name));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
}

/// An example row " ref = result" of draft-01 Appendix C, as printed.
struct Example
{
    QString section;
    QByteArray reference;
    QByteArray printed;
};

/// The rows of draft-01 Appendix C (C.1 and C.2), and its Content-Base in @p base.
inline QList<Example> draft01Examples(QByteArray *base)
{
    const QStringList lines = readLines("draft-fielding-url-syntax-01.txt");
    const qsizetype c = lines.lastIndexOf(QStringLiteral("C. Examples of Resolving Relative URLs"));
    const qsizetype d
        = lines.lastIndexOf(QStringLiteral("D. Embedding the Base URL in HTML documents"));
    const QRegularExpression contentBase(QStringLiteral("^ Content-Base: (\\S+)$"));
    const QRegularExpression example(
        QStringLiteral("^ (\\S+) = (\\(current document\\)\\S*|\\S+)$"));
    QList<Example> examples;
    QString section;
    for (qsizetype i = c; c >= 0 && i < d; ++i) {
        const QString &line = lines[i];
        if (line.startsWith(QStringLiteral("C.1.")) || line.startsWith(QStringLiteral("C.2.")))
            section = line.left(3);
        if (const QRegularExpressionMatch m = contentBase.match(line); m.hasMatch())
            *base = m.captured(1).toUtf8();
        if (const QRegularExpressionMatch m = example.match(line); m.hasMatch()) {
            // "<>" is how the draft writes the empty reference
            const QString ref = m.captured(1) == QStringLiteral("<>") ? QString() : m.captured(1);
            examples.append({section, ref.toUtf8(), m.captured(2).toUtf8()});
        }
    }
    return examples;
}

} // namespace uri::test
