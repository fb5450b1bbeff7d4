/**
 * @file uri_line_edit.h
 * @brief The input line: monospace, shows whether its text is a valid URI,
 * never lets the text it shows be reordered or hidden, and takes a 10 MB
 * paste without freezing.
 */
#pragma once

#include "analysis/roles.h" // Q_DECLARE_METATYPE(uri::Span) for the signals
#include "common/palette.h"
#include "common/span_mapping.h"
#include "uriinspector/span.h"

#include <QLineEdit>

#include <deque>
#include <optional>

class QAction;

namespace uri::ui {

/**
 * @brief A QLineEdit with a syntax state (as Wireshark's SyntaxLineEdit), span
 * marking, and stand-ins for the characters that could deceive.
 *
 * QLineEdit lays out its whole text on every change, which takes seconds for
 * megabytes. So a text longer than kMaxEditableLength (from setUri() or a
 * paste) is kept whole in uri() while the line shows its first part,
 * read-only, until the text is replaced or cleared.
 *
 * @par Stand-ins
 * The line never shows the real text, which Qt's bidi algorithm would
 * reorder: `http://ex<U+202E>elpmaxe.com` would read as `http://exmoc.example`.
 * Each character below is shown as one visible stand-in instead; every
 * stand-in is one UTF-16 unit for one UTF-16 unit of the real text, so
 * positions in the line are positions in uri().
 *
 * | Real characters                         | Stand-in                      |
 * |-----------------------------------------|-------------------------------|
 * | C0 controls U+0000 to U+001F            | U+2400 + c (Control Pictures) |
 * | DEL U+007F                              | U+2421 SYMBOL FOR DELETE      |
 * | C1 controls U+0080 to U+009F            | U+25A3 (square in square)     |
 * | U+061C ARABIC LETTER MARK               | U+21BD (harpoon left, down)   |
 * | U+200E LEFT-TO-RIGHT MARK               | U+21C0 (harpoon right)        |
 * | U+200F RIGHT-TO-LEFT MARK               | U+21BC (harpoon left)         |
 * | U+202A LEFT-TO-RIGHT EMBEDDING          | U+21E5 (arrow right to bar)   |
 * | U+202B RIGHT-TO-LEFT EMBEDDING          | U+21E4 (arrow left to bar)    |
 * | U+202C POP DIRECTIONAL FORMATTING       | U+21A5 (arrow up from bar)    |
 * | U+202D LEFT-TO-RIGHT OVERRIDE           | U+21DB (triple arrow right)   |
 * | U+202E RIGHT-TO-LEFT OVERRIDE           | U+21DA (triple arrow left)    |
 * | U+2066 LEFT-TO-RIGHT ISOLATE            | U+21A0 (two-headed right)     |
 * | U+2067 RIGHT-TO-LEFT ISOLATE            | U+219E (two-headed left)      |
 * | U+2068 FIRST STRONG ISOLATE             | U+21AD (wave left right)      |
 * | U+2069 POP DIRECTIONAL ISOLATE          | U+21E1 (dashed arrow up)      |
 * | U+00AD SOFT HYPHEN                      | U+25AD (white rectangle)      |
 * | U+034F COMBINING GRAPHEME JOINER        | U+25CC (dotted circle)        |
 * | U+180E MONGOLIAN VOWEL SEPARATOR        | U+25AB (small white square)   |
 * | U+200B ZERO WIDTH SPACE                 | U+25AF (white vertical rect.) |
 * | U+200C ZERO WIDTH NON-JOINER            | U+25C7 (white diamond)        |
 * | U+200D ZERO WIDTH JOINER                | U+25C6 (black diamond)        |
 * | U+2028 LINE SEPARATOR                   | U+21B5 (arrow down, corner)   |
 * | U+2029 PARAGRAPH SEPARATOR              | U+204B (reversed pilcrow)     |
 * | U+2060 WORD JOINER                      | U+25C8 (diamond in diamond)   |
 * | U+2061 to U+2064 invisible operators    | U+25A4 to U+25A7 (hatched)    |
 * | U+FEFF ZERO WIDTH NO-BREAK SPACE        | U+25C9 (fisheye)              |
 * | a lone surrogate: a byte that is not    | U+FFFD REPLACEMENT CHARACTER  |
 * | UTF-8 (SpanMapping::inputText())        |                               |
 * | any other default-ignorable character   | U+2B1A (dotted square)        |
 * | (variation selectors, Hangul fillers,   | for each of its UTF-16 units  |
 * | tag characters, ...)                    |                               |
 *
 * The bidi and invisible rows are exactly uri::isBidiOrInvisible(), in and
 * beyond the BMP (a character outside it shows two dotted squares). No
 * stand-in is ASCII, so none can pass for a URI delimiter; none is a strong
 * right-to-left character, so none can start a reordering itself.
 *
 * Editing keeps the real characters: an edit replaces a range of the shown
 * text, and the real characters outside that range are kept while the new
 * characters are taken as typed or pasted (those needing a stand-in are
 * stored real and shown as their stand-in). Copy and cut put the real
 * characters on the clipboard, and undo and redo are the line's own, over
 * real text (QLineEdit's would restore stand-ins as if typed).
 *
 * A stand-in glyph typed or pasted itself (a real U+2400) is kept as that
 * glyph: the line cannot show it differently from the stand-in for NUL, but
 * uri() holds the glyph, the tooltip says that the text contains it, and the
 * anatomy view shows it as an escape (`\u{2400}`).
 */
class UriLineEdit : public QLineEdit
{
    Q_OBJECT
    Q_PROPERTY(SyntaxState syntaxState READ syntaxState NOTIFY syntaxStateChanged)

public:
    enum SyntaxState {
        Empty,   ///< no text
        Busy,    ///< being analysed
        Invalid, ///< errors were found
        Valid,   ///< no error
    };
    Q_ENUM(SyntaxState)

    /// Longer texts are shown in part, read-only.
    static constexpr qsizetype kMaxEditableLength = 32767;

    explicit UriLineEdit(QWidget *parent = nullptr);

    /// Replace the whole text (and emit uriEdited()); @p uri is real text.
    void setUri(const QString &uri);
    /// The whole real text, also when only a part of it is shown.
    [[nodiscard]] QString uri() const { return m_real; }
    /// Whether only the first kMaxEditableLength characters are shown.
    [[nodiscard]] bool isTruncated() const { return m_truncated; }

    /// The stand-in shown for @p c (see the table above), or @p c itself.
    [[nodiscard]] static char16_t standIn(char16_t c);
    /// @p real with every character of the table replaced by its stand-in.
    [[nodiscard]] static QString withStandIns(const QString &real);
    /// Whether the shown text has a stand-in (or a real stand-in glyph).
    [[nodiscard]] bool hasStandIns() const { return m_standIns > 0; }
    /// The explanation of the stand-ins shown, for the tooltip; empty when
    /// the line shows none.
    [[nodiscard]] QString standInNote() const;

    [[nodiscard]] SyntaxState syntaxState() const { return m_state; }
    /// Show @p state; @p message explains it (tooltip of the state icon).
    void setSyntaxState(SyntaxState state, const QString &message);

    /// The colours for the state tint.
    void setComponentPalette(const ComponentPalette &palette);

    /// Select the characters of @p span (bytes of the UTF-8 text) without
    /// emitting spanSelected().
    void markSpan(Span span);
    /// The span last marked or selected; nothing when none.
    [[nodiscard]] std::optional<Span> markedSpan() const { return m_marked; }

    /// The real characters of the selection.
    [[nodiscard]] QString selectedUri() const;
    /// Copy the real characters of the selection to the clipboard.
    void copyUri() const;
    /// Copy the real characters of the selection and remove them.
    void cutUri();
    /// Undo or redo the last edit of the real text.
    void undoUri();
    void redoUri();
    [[nodiscard]] bool isUndoUriAvailable() const { return !m_undo.empty(); }
    [[nodiscard]] bool isRedoUriAvailable() const { return !m_redo.empty(); }

signals:
    /// The user (or setUri()) changed the text; @p uri is the real text.
    void uriEdited(const QString &uri);
    /// The user selected characters; @p span is in bytes of the UTF-8 text.
    void spanSelected(uri::Span span);
    void syntaxStateChanged(uri::ui::UriLineEdit::SyntaxState state);

protected:
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    /// One edit of the real text: at @c position, @c removed became
    /// @c inserted.
    struct Edit
    {
        qsizetype position = 0;
        QString removed;
        QString inserted;
    };

    void onTextEdited(const QString &shown);
    void replaceRange(qsizetype start, qsizetype length, const QString &text);
    void pushEdit(Edit edit, bool typed);
    void showReal(qsizetype cursor);
    void pasteText(const QString &text);
    void copyToSelectionClipboard() const;
    void onSelectionChanged();
    void applyState();
    void updateStatusTip();
    [[nodiscard]] const SpanMapping &mapping() const;

    QString m_real;           ///< the whole real text
    QString m_shown;          ///< what the line shows: stand-ins, maybe the first part
    qsizetype m_standIns = 0; ///< stand-ins (and real stand-in glyphs) shown
    std::deque<Edit> m_undo;
    std::deque<Edit> m_redo;
    bool m_lastTyped = false; ///< whether m_undo.back() may take more typing
    bool m_truncated = false;
    bool m_marking = false;
    SyntaxState m_state = Empty;
    QAction *m_stateAction = nullptr;
    ComponentPalette m_palette;
    std::optional<Span> m_marked;
    mutable std::optional<SpanMapping> m_mapping; ///< of the real shown part
};

} // namespace uri::ui
