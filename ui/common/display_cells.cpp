#include "common/display_cells.h"

#include "uriinspector/utf8.h"

#include <algorithm>
#include <array>

namespace uri::ui {

namespace {

constexpr std::size_t kExcerptBefore = 12; // cells shown before a span
constexpr std::size_t kExcerptSpan = 32;   // cells of a span shown at most
constexpr std::size_t kExcerptAfter = 8;   // cells shown after a span

QString hexByte(unsigned b)
{
    return QStringLiteral("\\x")
           + QString::number(b, 16).rightJustified(2, QLatin1Char('0')).toUpper();
}

QString codePointEscape(char32_t cp)
{
    return QStringLiteral("\\u{")
           + QString::number(static_cast<uint>(cp), 16)
                 .rightJustified(4, QLatin1Char('0'))
                 .toUpper()
           + QLatin1Char('}');
}

} // namespace

void forEachDisplayCell(std::string_view text, std::size_t maxBytes, bool escapeNonAscii,
                        const std::function<void(const DisplayCell &)> &visit)
{
    const std::size_t end = std::min(maxBytes, text.size());
    DisplayCell cell;
    // the shown text of each printable ASCII character, made once
    std::array<QString, 128> ascii;
    std::size_t i = 0;
    while (i < end) {
        const auto b = static_cast<unsigned char>(text[i]);
        cell.valid = true;
        cell.kind = DisplayCell::Kind::Plain;
        if (b < 0x80) {
            cell.bytes = {i, 1};
            cell.codePoint = b;
            if (b == '\t') {
                cell.text = QStringLiteral("\\t");
                cell.kind = DisplayCell::Kind::Escape;
            } else if (b == '\n') {
                cell.text = QStringLiteral("\\n");
                cell.kind = DisplayCell::Kind::Escape;
            } else if (b == '\r') {
                cell.text = QStringLiteral("\\r");
                cell.kind = DisplayCell::Kind::Escape;
            } else if (b < 0x20 || b == 0x7F) {
                cell.text = hexByte(b);
                cell.kind = DisplayCell::Kind::Escape;
            } else if (b == ' ') {
                cell.text = QString(QChar(0x2423)); // OPEN BOX, a visible space
                cell.kind = DisplayCell::Kind::Escape;
            } else if (b == '\\') {
                cell.text = QStringLiteral("\\\\");
            } else {
                QString &shown = ascii[b];
                if (shown.isNull())
                    shown = QString(QChar(static_cast<char16_t>(b)));
                cell.text = shown; // shared, not copied
            }
            ++i;
        } else {
            const Utf8Char ch = decodeUtf8(text, i);
            cell.bytes = {i, ch.length};
            if (!ch.valid) {
                cell.valid = false;
                cell.codePoint = 0xFFFD;
                cell.text = hexByte(b);
                cell.kind = DisplayCell::Kind::Escape;
            } else {
                cell.codePoint = ch.codePoint;
                const bool control = ch.codePoint >= 0x80 && ch.codePoint < 0xA0;
                if (control || isBidiOrInvisible(ch.codePoint)) {
                    cell.text = codePointEscape(ch.codePoint);
                    cell.kind = DisplayCell::Kind::Escape;
                } else if (escapeNonAscii) {
                    cell.text = codePointEscape(ch.codePoint);
                    cell.kind = DisplayCell::Kind::NonAscii;
                } else {
                    cell.text = characterText(ch.codePoint);
                    cell.kind = DisplayCell::Kind::NonAscii;
                }
            }
            i += ch.length;
        }
        visit(cell);
    }
}

std::vector<DisplayCell> displayCells(std::string_view text, std::size_t maxBytes,
                                      bool escapeNonAscii)
{
    std::vector<DisplayCell> cells;
    forEachDisplayCell(text, maxBytes, escapeNonAscii,
                       [&cells](const DisplayCell &cell) { cells.push_back(cell); });
    return cells;
}

QString escapedText(std::string_view bytes, std::size_t maxBytes, Escape escape)
{
    QString out;
    if (escape == Escape::NonAscii) {
        for (const DisplayCell &cell : displayCells(bytes, maxBytes, true))
            out += cell.text;
    } else {
        std::size_t end = std::min(maxBytes, bytes.size());
        // cut at a character boundary
        while (end < bytes.size() && end > 0
               && (static_cast<unsigned char>(bytes[end]) & 0xC0) == 0x80)
            --end;
        out = QString::fromStdString(escapeForDisplay(bytes.substr(0, end)));
    }
    if (bytes.size() > maxBytes)
        out += QStringLiteral("...");
    return out;
}

QString caretExcerpt(std::string_view input, Span span)
{
    span.offset = std::min(span.offset, input.size());
    span.length = std::min(span.length, input.size() - span.offset);
    // Start at most kExcerptBefore characters before the span; walking back
    // over continuation bytes keeps the start on a character boundary.
    std::size_t from = span.offset;
    for (std::size_t n = 0; n < kExcerptBefore && from > 0; ++n) {
        --from;
        while (from > 0 && (static_cast<unsigned char>(input[from]) & 0xC0) == 0x80)
            --from;
    }
    const std::string_view window = input.substr(from);
    const std::size_t limit = span.end() - from + 4 * kExcerptAfter;
    const std::vector<DisplayCell> cells = displayCells(window, limit, true);

    QString line;
    QString carets;
    if (from > 0) {
        line += QStringLiteral("...");
        carets += QStringLiteral("   ");
    }
    std::size_t spanCells = 0;
    std::size_t afterCells = 0;
    bool caretPlaced = false;
    for (const DisplayCell &cell : cells) {
        const std::size_t at = cell.bytes.offset + from;
        const bool inSpan = at >= span.offset && at < span.end();
        if (!caretPlaced && span.length == 0 && at >= span.offset) {
            carets += QLatin1Char('^');
            caretPlaced = true;
        }
        if (inSpan) {
            if (++spanCells > kExcerptSpan) {
                if (spanCells == kExcerptSpan + 1) {
                    line += QStringLiteral("...");
                    carets += QStringLiteral("^^^");
                }
                continue;
            }
        } else if (at >= span.end()) {
            if (++afterCells > kExcerptAfter) {
                line += QStringLiteral("...");
                break;
            }
        }
        line += cell.text;
        if (inSpan)
            carets += QString(cell.text.size(), QLatin1Char('^'));
        else if (at < span.offset)
            carets += QString(cell.text.size(), QLatin1Char(' '));
    }
    if (span.length == 0 && !caretPlaced)
        carets += QLatin1Char('^');
    return line + QLatin1Char('\n') + carets;
}

QString characterText(char32_t codePoint)
{
    if (!QChar::requiresSurrogates(codePoint))
        return QString(QChar(static_cast<char16_t>(codePoint)));
    const QChar pair[2]
        = {QChar(QChar::highSurrogate(codePoint)), QChar(QChar::lowSurrogate(codePoint))};
    return QString(pair, 2);
}

} // namespace uri::ui
