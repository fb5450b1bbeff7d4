#include "widgets/uri_line_edit.h"

#include "window/theme.h"

#include <algorithm>
#include <array>
#include <utility>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QDropEvent>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>
#include <QStyle>
#include <QToolTip>

#include "uriinspector/utf8.h"

namespace uri::ui {

namespace {

// The bidi and invisible rows of the table in uri_line_edit.h, i.e. every
// character of uri::isBidiOrInvisible(): UAX #9 §2.1-§2.6 (explicit
// formatting, marks, isolates) and the default-ignorable characters that
// draw nothing.
struct StandIn
{
    char16_t real;
    char16_t shown;
};
constexpr std::array kStandIns = {
    StandIn{0x00AD, 0x25AD}, // SOFT HYPHEN
    StandIn{0x034F, 0x25CC}, // COMBINING GRAPHEME JOINER
    StandIn{0x061C, 0x21BD}, // ARABIC LETTER MARK (UAX #9 §2.6)
    StandIn{0x180E, 0x25AB}, // MONGOLIAN VOWEL SEPARATOR
    StandIn{0x200B, 0x25AF}, // ZERO WIDTH SPACE
    StandIn{0x200C, 0x25C7}, // ZERO WIDTH NON-JOINER
    StandIn{0x200D, 0x25C6}, // ZERO WIDTH JOINER
    StandIn{0x200E, 0x21C0}, // LEFT-TO-RIGHT MARK (UAX #9 §2.6)
    StandIn{0x200F, 0x21BC}, // RIGHT-TO-LEFT MARK (UAX #9 §2.6)
    StandIn{0x2028, 0x21B5}, // LINE SEPARATOR
    StandIn{0x2029, 0x204B}, // PARAGRAPH SEPARATOR
    StandIn{0x202A, 0x21E5}, // LEFT-TO-RIGHT EMBEDDING (UAX #9 §2.1)
    StandIn{0x202B, 0x21E4}, // RIGHT-TO-LEFT EMBEDDING (UAX #9 §2.1)
    StandIn{0x202C, 0x21A5}, // POP DIRECTIONAL FORMATTING (UAX #9 §2.3)
    StandIn{0x202D, 0x21DB}, // LEFT-TO-RIGHT OVERRIDE (UAX #9 §2.2)
    StandIn{0x202E, 0x21DA}, // RIGHT-TO-LEFT OVERRIDE (UAX #9 §2.2)
    StandIn{0x2060, 0x25C8}, // WORD JOINER
    StandIn{0x2061, 0x25A4}, // FUNCTION APPLICATION
    StandIn{0x2062, 0x25A5}, // INVISIBLE TIMES
    StandIn{0x2063, 0x25A6}, // INVISIBLE SEPARATOR
    StandIn{0x2064, 0x25A7}, // INVISIBLE PLUS
    StandIn{0x2066, 0x21A0}, // LEFT-TO-RIGHT ISOLATE (UAX #9 §2.4)
    StandIn{0x2067, 0x219E}, // RIGHT-TO-LEFT ISOLATE (UAX #9 §2.4)
    StandIn{0x2068, 0x21AD}, // FIRST STRONG ISOLATE (UAX #9 §2.4)
    StandIn{0x2069, 0x21E1}, // POP DIRECTIONAL ISOLATE (UAX #9 §2.5)
    StandIn{0xFEFF, 0x25C9}, // ZERO WIDTH NO-BREAK SPACE
};

constexpr char16_t kControlPictures = 0x2400; // U+2400 SYMBOL FOR NULL
constexpr char16_t kDelPicture = 0x2421;      // U+2421 SYMBOL FOR DELETE
constexpr char16_t kC1StandIn = 0x25A3;
constexpr char16_t kInvisibleStandIn = 0x2B1A; // DOTTED SQUARE: the rest of isBidiOrInvisible()

// Whether @p c is a stand-in glyph (which the text may also hold for real).
bool isStandInGlyph(char16_t c)
{
    if ((c >= kControlPictures && c < kControlPictures + 0x20) || c == kDelPicture
        || c == kC1StandIn || c == kInvisibleStandIn)
        return true;
    return std::any_of(kStandIns.begin(), kStandIns.end(),
                       [c](const StandIn &s) { return s.shown == c; });
}

// A character the pure-ASCII fast paths can skip: printable ASCII.
bool isPlainAscii(char16_t c)
{
    return c >= 0x20 && c < 0x7F;
}

QString codePoint(char16_t c)
{
    return QString::fromStdString(uri::codePointName(c));
}

} // namespace

char16_t UriLineEdit::standIn(char16_t c)
{
    if (isPlainAscii(c))
        return c;
    if (c < 0x20)
        return static_cast<char16_t>(kControlPictures + c); // Control Pictures
    if (c == 0x7F)
        return kDelPicture;
    if (c >= 0x80 && c < 0xA0)
        return kC1StandIn; // C1 controls: no picture of their own
    // a lone surrogate: a byte that is not UTF-8 (SpanMapping::inputText())
    if (QChar::isSurrogate(c))
        return QChar::ReplacementCharacter;
    for (const StandIn &s : kStandIns) {
        if (s.real == c)
            return s.shown;
    }
    return uri::isBidiOrInvisible(c) ? kInvisibleStandIn : c;
}

QString UriLineEdit::withStandIns(const QString &real)
{
    QString shown = real;
    // One pass, no allocation unless a stand-in is needed (a 10 MB paste).
    const qsizetype n = real.size();
    const char16_t *in = reinterpret_cast<const char16_t *>(real.constData());
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = in[i];
        if (isPlainAscii(c))
            continue;
        if (QChar::isHighSurrogate(c) && i + 1 < n && QChar::isLowSurrogate(in[i + 1])) {
            // beyond the BMP: a tag character, a variation selector supplement, ...
            if (uri::isBidiOrInvisible(QChar::surrogateToUcs4(c, in[i + 1]))) {
                shown[i] = QChar(kInvisibleStandIn);
                shown[i + 1] = QChar(kInvisibleStandIn);
            }
            ++i;
            continue;
        }
        const char16_t s = standIn(c);
        if (s != c)
            shown[i] = QChar(s);
    }
    return shown;
}

UriLineEdit::UriLineEdit(QWidget *parent)
    : QLineEdit(parent)
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPointSizeF(font.pointSizeF() * 1.15);
    setFont(font);
    // RFC 3987 §4.1: an IRI is rendered as in a left-to-right embedding, so
    // the line is left to right whatever the window's direction.
    setLayoutDirection(Qt::LeftToRight);
    setMaxLength(static_cast<int>(kMaxEditableLength));
    setClearButtonEnabled(true);
    m_stateAction = addAction(QIcon(), QLineEdit::LeadingPosition);
    connect(this, &QLineEdit::textEdited, this, &UriLineEdit::onTextEdited);
    connect(this, &QLineEdit::selectionChanged, this, &UriLineEdit::onSelectionChanged);
    applyState();
}

void UriLineEdit::showReal(qsizetype cursor)
{
    m_shown = withStandIns(m_truncated ? m_real.left(kMaxEditableLength) : m_real);
    m_standIns = 0;
    const char16_t *shown = reinterpret_cast<const char16_t *>(m_shown.constData());
    const char16_t *real = reinterpret_cast<const char16_t *>(m_real.constData());
    for (qsizetype i = 0; i < m_shown.size(); ++i) {
        if (!isPlainAscii(shown[i]) && (shown[i] != real[i] || isStandInGlyph(real[i])))
            ++m_standIns;
    }
    m_mapping.reset();
    if (text() != m_shown)
        setText(m_shown);
    setCursorPosition(static_cast<int>(std::min(cursor, m_shown.size())));
    updateStatusTip();
}

void UriLineEdit::setUri(const QString &uri)
{
    m_marked.reset();
    m_undo.clear();
    m_redo.clear();
    m_lastTyped = false;
    m_real = uri;
    m_truncated = uri.size() > kMaxEditableLength;
    setReadOnly(m_truncated);
    showReal(0); // the start of a long URI (its scheme and host) in view
    emit uriEdited(uri);
}

void UriLineEdit::onTextEdited(const QString &shown)
{
    if (m_truncated) { // edited although read-only: what is shown is the text
        m_real = m_real.left(m_shown.size());
        m_truncated = false;
        m_undo.clear();
        m_redo.clear();
    }
    // The edit replaced one range of m_shown: find it as the common prefix
    // and suffix of the old and new texts. The text right of the cursor was
    // not touched, so the suffix stops there: U+202E then a real U+21DA are
    // both shown as U+21DA; a U+21DA typed before them shows three alike,
    // and the new one must go first, not after the U+202E.
    const qsizetype oldSize = m_shown.size();
    const qsizetype newSize = shown.size();
    const qsizetype common = std::min(oldSize, newSize);
    const qsizetype suffixCap = std::clamp(newSize - cursorPosition(), qsizetype(0), common);
    qsizetype suffix = 0;
    while (suffix < suffixCap && m_shown[oldSize - 1 - suffix] == shown[newSize - 1 - suffix])
        ++suffix;
    qsizetype prefix = 0;
    while (prefix < common - suffix && m_shown[prefix] == shown[prefix])
        ++prefix;
    Edit edit{prefix, m_real.mid(prefix, oldSize - prefix - suffix),
              shown.mid(prefix, newSize - prefix - suffix)};
    if (edit.removed.isEmpty() && edit.inserted.isEmpty())
        return;
    const qsizetype cursor = cursorPosition();
    m_real.replace(edit.position, edit.removed.size(), edit.inserted);
    const bool typed = edit.removed.size() + edit.inserted.size() == 1;
    pushEdit(std::move(edit), typed);
    m_marked.reset();
    showReal(cursor); // an input method may have committed a U+202E
    emit uriEdited(m_real);
}

void UriLineEdit::pushEdit(Edit edit, bool typed)
{
    m_redo.clear();
    if (typed && m_lastTyped && !m_undo.empty()) {
        // Typing and deleting one character at a time is one undo step.
        Edit &last = m_undo.back();
        if (last.removed.isEmpty() && edit.removed.isEmpty()
            && edit.position == last.position + last.inserted.size()) {
            last.inserted += edit.inserted;
            return;
        }
        if (last.inserted.isEmpty() && edit.inserted.isEmpty()) {
            if (edit.position + edit.removed.size() == last.position) { // Backspace
                last.position = edit.position;
                last.removed.prepend(edit.removed);
                return;
            }
            if (edit.position == last.position) { // Delete
                last.removed += edit.removed;
                return;
            }
        }
    }
    constexpr std::size_t kMaxUndo = 1000;
    if (m_undo.size() == kMaxUndo)
        m_undo.pop_front();
    m_undo.push_back(std::move(edit));
    m_lastTyped = typed;
}

void UriLineEdit::replaceRange(qsizetype start, qsizetype length, const QString &text)
{
    Edit edit{start, m_real.mid(start, length), text};
    m_real.replace(start, length, text);
    pushEdit(std::move(edit), false);
    m_marked.reset();
    showReal(start + text.size());
    emit uriEdited(m_real);
}

void UriLineEdit::undoUri()
{
    if (m_undo.empty() || isReadOnly())
        return;
    Edit edit = std::move(m_undo.back());
    m_undo.pop_back();
    m_real.replace(edit.position, edit.inserted.size(), edit.removed);
    const qsizetype cursor = edit.position + edit.removed.size();
    m_redo.push_back(std::move(edit));
    m_lastTyped = false;
    m_marked.reset();
    showReal(cursor);
    emit uriEdited(m_real);
}

void UriLineEdit::redoUri()
{
    if (m_redo.empty() || isReadOnly())
        return;
    Edit edit = std::move(m_redo.back());
    m_redo.pop_back();
    m_real.replace(edit.position, edit.removed.size(), edit.inserted);
    const qsizetype cursor = edit.position + edit.inserted.size();
    m_undo.push_back(std::move(edit));
    m_lastTyped = false;
    m_marked.reset();
    showReal(cursor);
    emit uriEdited(m_real);
}

QString UriLineEdit::selectedUri() const
{
    if (!hasSelectedText())
        return {};
    return m_real.mid(selectionStart(), selectionLength());
}

void UriLineEdit::copyUri() const
{
    if (hasSelectedText())
        QApplication::clipboard()->setText(selectedUri());
}

void UriLineEdit::cutUri()
{
    if (!hasSelectedText() || isReadOnly())
        return;
    copyUri();
    replaceRange(selectionStart(), selectionLength(), QString());
}

void UriLineEdit::copyToSelectionClipboard() const
{
    // QLineEdit puts the shown selection there (X11 primary selection).
    QClipboard *clipboard = QApplication::clipboard();
    if (clipboard->supportsSelection() && hasSelectedText())
        clipboard->setText(selectedUri(), QClipboard::Selection);
}

QString UriLineEdit::standInNote() const
{
    if (m_standIns == 0)
        return {};
    // Each stand-in once, in the order of the text.
    constexpr int kMaxLines = 12;
    QStringList lines;
    QList<char16_t> seen;
    QList<char16_t> glyphs;
    int more = 0;
    const char16_t *shown = reinterpret_cast<const char16_t *>(m_shown.constData());
    const char16_t *real = reinterpret_cast<const char16_t *>(m_real.constData());
    for (qsizetype i = 0; i < m_shown.size(); ++i) {
        if (isPlainAscii(shown[i]))
            continue;
        if (shown[i] != real[i]) {
            if (seen.contains(real[i]))
                continue;
            seen.append(real[i]);
            if (lines.size() < kMaxLines)
                //: A stand-in glyph of the input line and the code point it
                //: is shown for, e.g. "(arrow)  for U+202E".
                lines << tr("%1  for %2").arg(QString(QChar(shown[i])), codePoint(real[i]));
            else
                ++more;
        } else if (isStandInGlyph(real[i]) && !glyphs.contains(real[i])) {
            glyphs.append(real[i]);
        }
    }
    QString note;
    if (!lines.isEmpty()) {
        note = tr("Characters that could hide or reorder the text are shown as "
                  "stand-ins; copying gives the real characters:")
               + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
        if (more > 0)
            note += QLatin1Char('\n') + tr("and %1 more").arg(more);
    }
    for (const char16_t glyph : std::as_const(glyphs)) {
        if (!note.isEmpty())
            note += QStringLiteral("\n\n");
        note += tr("The text also holds %1 (%2) itself, which looks like a stand-in "
                   "here; the anatomy shows it as an escape.")
                    .arg(QString(QChar(glyph)), codePoint(glyph));
    }
    return note;
}

void UriLineEdit::updateStatusTip()
{
    setStatusTip(m_standIns == 0 ? QString()
                                 : tr("Some characters are shown as stand-ins; hover "
                                      "over the line to see which."));
}

bool UriLineEdit::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        // The window's tooltip for the line, then what its stand-ins are.
        const QString note = standInNote();
        QString tip = toolTip();
        if (!note.isEmpty())
            tip = tip.isEmpty() ? note : tip + QStringLiteral("\n\n") + note;
        if (tip.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), tip, this);
        }
        return true;
    }
    return QLineEdit::event(event);
}

void UriLineEdit::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateStatusTip();
    QLineEdit::changeEvent(event);
}

void UriLineEdit::setSyntaxState(SyntaxState state, const QString &message)
{
    m_stateAction->setToolTip(message);
    if (state == m_state)
        return;
    m_state = state;
    applyState();
    emit syntaxStateChanged(state);
}

void UriLineEdit::setComponentPalette(const ComponentPalette &palette)
{
    m_palette = palette;
    applyState();
}

void UriLineEdit::applyState()
{
    // Colour is never the only signal: the icon in front says the same.
    QPalette p = QApplication::palette(this);
    switch (m_state) {
    case Empty:
        m_stateAction->setIcon(QIcon());
        break;
    case Busy:
        m_stateAction->setIcon(standardIcon(QStyle::SP_BrowserReload));
        break;
    case Invalid:
        m_stateAction->setIcon(standardIcon(QStyle::SP_MessageBoxCritical));
        p.setColor(QPalette::Base, m_palette.invalidBase());
        break;
    case Valid:
        m_stateAction->setIcon(standardIcon(QStyle::SP_DialogApplyButton));
        p.setColor(QPalette::Base, m_palette.validBase());
        break;
    }
    setPalette(p);
}

const SpanMapping &UriLineEdit::mapping() const
{
    // Of the real characters shown: the core's spans are bytes of uri().
    if (!m_mapping)
        m_mapping.emplace(SpanMapping::inputBytes(QStringView(m_real).left(m_shown.size())));
    return *m_mapping;
}

void UriLineEdit::markSpan(Span span)
{
    m_marked = span;
    const Utf16Range range = mapping().toUtf16(span);
    m_marking = true;
    if (range.start + range.length <= m_shown.size()) {
        if (range.length > 0)
            setSelection(static_cast<int>(range.start), static_cast<int>(range.length));
        else
            setCursorPosition(static_cast<int>(range.start));
    } else {
        deselect(); // beyond the part shown
    }
    m_marking = false;
}

void UriLineEdit::onSelectionChanged()
{
    if (m_marking || !hasSelectedText())
        return;
    const Span span = mapping().toBytes({selectionStart(), selectionLength()});
    m_marked = span;
    emit spanSelected(span);
}

void UriLineEdit::pasteText(const QString &pasted)
{
    if (m_truncated) {
        setUri(pasted); // a long text is replaced whole
        return;
    }
    const qsizetype start = hasSelectedText() ? selectionStart() : cursorPosition();
    const qsizetype length = hasSelectedText() ? selectionLength() : 0;
    if (m_real.size() - length + pasted.size() <= kMaxEditableLength) {
        replaceRange(start, length, pasted);
        return;
    }
    QString whole = m_real;
    whole.replace(start, length, pasted);
    setUri(whole);
}

void UriLineEdit::keyPressEvent(QKeyEvent *event)
{
    // The shown text has stand-ins: every command that reads or restores
    // text works on the real text instead.
    if (event == QKeySequence::Paste) {
        if (!isReadOnly() || m_truncated)
            pasteText(QApplication::clipboard()->text());
    } else if (event == QKeySequence::Copy) {
        copyUri();
    } else if (event == QKeySequence::Cut) {
        cutUri();
    } else if (event == QKeySequence::Undo) {
        undoUri();
    } else if (event == QKeySequence::Redo) {
        redoUri();
    } else {
        QLineEdit::keyPressEvent(event);
        return;
    }
    event->accept();
}

void UriLineEdit::mouseReleaseEvent(QMouseEvent *event)
{
    QLineEdit::mouseReleaseEvent(event);
    if (event->button() == Qt::LeftButton)
        copyToSelectionClipboard();
}

void UriLineEdit::mouseDoubleClickEvent(QMouseEvent *event)
{
    QLineEdit::mouseDoubleClickEvent(event);
    copyToSelectionClipboard();
}

void UriLineEdit::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu *menu = createStandardContextMenu();
    // Route the commands through the real text; Paste through pasteText(),
    // which takes long texts whole.
    const auto reroute = [this](QAction *action, void (UriLineEdit::*slot)()) {
        disconnect(action, &QAction::triggered, nullptr, nullptr);
        connect(action, &QAction::triggered, this, slot);
    };
    for (QAction *action : menu->actions()) {
        const QString name = action->objectName();
        if (name == QLatin1String("edit-paste")) {
            disconnect(action, &QAction::triggered, nullptr, nullptr);
            connect(action, &QAction::triggered, this,
                    [this] { pasteText(QApplication::clipboard()->text()); });
        } else if (name == QLatin1String("edit-copy")) {
            disconnect(action, &QAction::triggered, nullptr, nullptr);
            connect(action, &QAction::triggered, this, [this] { copyUri(); });
        } else if (name == QLatin1String("edit-cut")) {
            reroute(action, &UriLineEdit::cutUri);
        } else if (name == QLatin1String("edit-undo")) {
            reroute(action, &UriLineEdit::undoUri);
            action->setEnabled(!isReadOnly() && isUndoUriAvailable());
        } else if (name == QLatin1String("edit-redo")) {
            reroute(action, &UriLineEdit::redoUri);
            action->setEnabled(!isReadOnly() && isRedoUriAvailable());
        }
    }
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
}

void UriLineEdit::dropEvent(QDropEvent *event)
{
    const QMimeData *mime = event->mimeData();
    if (mime->hasText() && mime->text().size() > kMaxEditableLength) {
        setUri(mime->text());
        event->acceptProposedAction();
        return;
    }
    if (mime->hasText() && !isReadOnly()) {
        // Inserted as real text where it is dropped (QLineEdit's own drop
        // would bypass the real text).
        const qsizetype at = cursorPositionAt(event->position().toPoint());
        const QString dropped = mime->text();
        if (m_real.size() + dropped.size() > kMaxEditableLength) {
            QString whole = m_real;
            whole.insert(at, dropped);
            setUri(whole);
        } else {
            replaceRange(at, 0, dropped);
        }
        setFocus(Qt::MouseFocusReason);
        event->acceptProposedAction();
        return;
    }
    QLineEdit::dropEvent(event);
}

} // namespace uri::ui
