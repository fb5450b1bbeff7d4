/**
 * @file parse_test_support.h
 * @brief What the parser tests share: an exact-size input buffer, and the
 * parse result written out as strings that QCOMPARE can show.
 *
 * The TSV files of tests/data are read with readTsv().
 *
 * A span is written "name[offset,length]=text", the text escaped with
 * uri::escapeForDisplay() (so controls and invalid bytes are visible); an
 * undefined component is not written at all, an empty one is written with
 * nothing after "=". A diagnostic is written "code[offset,length] cite".
 */
#pragma once

#include "uriinspector/parse.h"
#include "uriinspector/utf8.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstring>
#include <memory>
#include <string_view>

namespace uri::test {

/**
 * @brief The input copied into a heap buffer of exactly its size, and its
 * parse: a read past the end is a heap-buffer-overflow under ASan (style
 * guide E, after ada's tests).
 */
class ExactParse
{
public:
    explicit ExactParse(QByteArrayView bytes, Spec spec = Spec::Rfc3986)
        : m_size(static_cast<std::size_t>(bytes.size()))
        , m_buffer(new char[m_size])
    {
        if (m_size > 0)
            std::memcpy(m_buffer.get(), bytes.data(), m_size);
        result = parse(text(), spec);
    }
    ExactParse(const ExactParse &) = delete;
    ExactParse &operator=(const ExactParse &) = delete;

    [[nodiscard]] std::string_view text() const { return {m_buffer.get(), m_size}; }

    ParseResult result;

private:
    std::size_t m_size;
    std::unique_ptr<char[]> m_buffer;
};

/// Bytes as readable text: controls, bidi and invalid UTF-8 escaped.
inline QString shown(std::string_view bytes)
{
    return QString::fromStdString(escapeForDisplay(bytes));
}

inline QString spanString(Span span)
{
    return QStringLiteral("[%1,%2]").arg(span.offset).arg(span.length);
}

/// "name[offset,length]=text"
inline QString part(const char *name, Span span, std::string_view input)
{
    return QLatin1String(name) + spanString(span) + QLatin1Char('=') + shown(span.in(input));
}

/// Every defined component, in the order of RFC 3986 §3, then the inside of
/// an IP-literal and its zone id. The path is always defined.
inline QStringList partsOf(const ParseResult &r)
{
    QStringList parts;
    const auto add = [&](const char *name, const OptSpan &span) {
        if (span)
            parts << part(name, *span, r.input);
    };
    add("scheme", r.scheme);
    add("authority", r.authority);
    add("userinfo", r.userinfo);
    add("user", r.user);
    add("password", r.password);
    add("host", r.host);
    add("address", r.ipLiteralAddress);
    add("zone", r.zoneId);
    add("port", r.port);
    add("path", r.path);
    add("params", r.params);
    add("query", r.query);
    add("fragment", r.fragment);
    return parts;
}

/// "reg-name", "ipv4", "ipv6", "ipvfuture", or "" when there is no host.
inline QString hostTypeOf(const ParseResult &r)
{
    return r.hostType ? QString::fromLatin1(hostTypeName(*r.hostType)) : QString();
}

inline QString formOf(const ParseResult &r)
{
    return QString::fromLatin1(formName(r.form));
}

/// "code[offset,length] cite" for every diagnostic, in the order reported.
inline QStringList diagnosticsOf(const ParseResult &r)
{
    QStringList out;
    for (const Diagnostic &d : r.diagnostics) {
        const std::string_view name = diagCodeName(d.code);
        out << QString::fromLatin1(name.data(), qsizetype(name.size())) + spanString(d.span)
                   + QLatin1Char(' ') + QString::fromUtf8(d.cite.data(), qsizetype(d.cite.size()));
    }
    return out;
}

/// The codes of the diagnostics (every severity), comma-separated, each once,
/// in the order first reported.
inline QString codesOf(const ParseResult &r)
{
    QStringList codes;
    for (const Diagnostic &d : r.diagnostics) {
        const std::string_view name = diagCodeName(d.code);
        const QString code = QString::fromLatin1(name.data(), qsizetype(name.size()));
        if (!codes.contains(code))
            codes << code;
    }
    return codes.join(QLatin1Char(','));
}

/// One row of a TSV file, its fields with the escapes of the vectors README
/// (`\t`, `\n`, `\r`, `\\`, `\xNN`) undone.
struct TsvRow
{
    int line = 0;
    QByteArray rawFirst; ///< the first field as written, for row names
    QList<QByteArray> fields;
};

inline QByteArray unescape(const QByteArray &field)
{
    QByteArray out;
    for (qsizetype i = 0; i < field.size(); ++i) {
        const char c = field[i];
        if (c != '\\' || i + 1 == field.size()) {
            out += c;
            continue;
        }
        const char e = field[++i];
        if (e == 't') {
            out += '\t';
        } else if (e == 'n') {
            out += '\n';
        } else if (e == 'r') {
            out += '\r';
        } else if (e == 'x' && i + 2 < field.size()) {
            out += char(field.mid(i + 1, 2).toInt(nullptr, 16));
            i += 2;
        } else {
            out += e; // "\\"
        }
    }
    return out;
}

/// The rows of URI_TEST_DATA_DIR/@p name, without its header line.
inline QList<TsvRow> readTsv(const char *name)
{
    QFile file(QStringLiteral(URI_TEST_DATA_DIR "/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QList<TsvRow> rows;
    for (int i = 1; i < lines.size(); ++i) {
        if (lines[i].isEmpty())
            continue;
        TsvRow row;
        row.line = i + 1;
        const QList<QByteArray> raw = lines[i].split('\t');
        row.rawFirst = raw.front();
        for (const QByteArray &field : raw)
            row.fields << unescape(field);
        rows << row;
    }
    return rows;
}

} // namespace uri::test
