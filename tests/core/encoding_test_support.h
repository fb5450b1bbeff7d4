/**
 * @file encoding_test_support.h
 * @brief What the encoding, IRI, IDNA and normalization tests share: results
 * written as comparable strings.
 *
 * A diagnostic is written "code[offset,length] cite", a span "[offset,length]".
 * Non-ASCII test inputs are built from escapes (the sources are ASCII only).
 */
#pragma once

#include "uriinspector/diagnostic.h"
#include "uriinspector/utf8.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <string>
#include <string_view>
#include <vector>

namespace uri::test {

inline QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

inline QByteArray qb(std::string_view bytes)
{
    return QByteArray(bytes.data(), qsizetype(bytes.size()));
}

inline std::string str(const QByteArray &bytes)
{
    return bytes.toStdString();
}

inline QString spanText(Span span)
{
    return QStringLiteral("[%1,%2]").arg(span.offset).arg(span.length);
}

/// "code[offset,length] cite" for each diagnostic, in order.
inline QStringList diagnosticsOf(const std::vector<Diagnostic> &diags)
{
    QStringList out;
    for (const Diagnostic &d : diags)
        out << qs(diagCodeName(d.code)) + spanText(d.span) + QLatin1Char(' ') + qs(d.cite);
    return out;
}

/// The codes alone, in order.
inline QStringList codesOf(const std::vector<Diagnostic> &diags)
{
    QStringList out;
    for (const Diagnostic &d : diags)
        out << qs(diagCodeName(d.code));
    return out;
}

/// The UTF-8 form of the code points in @p cps.
inline QByteArray utf8(std::initializer_list<char32_t> cps)
{
    QByteArray out;
    for (char32_t cp : cps)
        out += QString::fromUcs4(&cp, 1).toUtf8();
    return out;
}

} // namespace uri::test
