/**
 * @file uri_line_edit.h
 * @brief The input line: monospace, shows whether its text is a valid URI,
 * and takes a 10 MB paste without freezing.
 */
#pragma once

#include "roles.h" // Q_DECLARE_METATYPE(uri::Span) for the signals
#include "uriinspector/span.h"
#include "utils/palette.h"
#include "utils/span_mapping.h"

#include <QLineEdit>

#include <optional>

class QAction;

namespace uri::ui {

/**
 * @brief A QLineEdit with a syntax state (as Wireshark's SyntaxLineEdit) and
 * span marking.
 *
 * QLineEdit lays out its whole text on every change, which takes seconds for
 * megabytes. So a text longer than kMaxEditableLength (from setUri() or a
 * paste) is kept whole in uri() while the line shows its first part,
 * read-only, until the text is replaced or cleared.
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

    /// Replace the whole text (and emit uriEdited()).
    void setUri(const QString &uri);
    /// The whole text, also when only a part of it is shown.
    [[nodiscard]] QString uri() const;
    /// Whether only the first kMaxEditableLength characters are shown.
    [[nodiscard]] bool isTruncated() const { return m_truncated; }

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

signals:
    /// The user (or setUri()) changed the text.
    void uriEdited(const QString &uri);
    /// The user selected characters; @p span is in bytes of the UTF-8 text.
    void spanSelected(uri::Span span);
    void syntaxStateChanged(uri::ui::UriLineEdit::SyntaxState state);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void pasteText(const QString &text);
    void onSelectionChanged();
    void applyState();
    [[nodiscard]] const SpanMapping &mapping() const;

    QString m_full; ///< the whole text when truncated
    bool m_truncated = false;
    bool m_marking = false;
    bool m_editSeen = false;
    SyntaxState m_state = Empty;
    QAction *m_stateAction = nullptr;
    ComponentPalette m_palette;
    std::optional<Span> m_marked;
    mutable std::optional<SpanMapping> m_mapping; ///< of text(), built on demand
};

} // namespace uri::ui
