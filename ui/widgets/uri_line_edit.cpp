#include "widgets/uri_line_edit.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QDropEvent>
#include <QFontDatabase>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>
#include <QStyle>

namespace uri::ui {

UriLineEdit::UriLineEdit(QWidget *parent)
    : QLineEdit(parent)
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPointSizeF(font.pointSizeF() * 1.15);
    setFont(font);
    setMaxLength(static_cast<int>(kMaxEditableLength));
    setClearButtonEnabled(true);
    m_stateAction = addAction(QIcon(), QLineEdit::LeadingPosition);
    connect(this, &QLineEdit::textEdited, this, [this](const QString &text) {
        m_editSeen = true;
        m_truncated = false;
        m_full.clear();
        m_marked.reset();
        emit uriEdited(text);
    });
    connect(this, &QLineEdit::textChanged, this, [this] { m_mapping.reset(); });
    connect(this, &QLineEdit::selectionChanged, this, &UriLineEdit::onSelectionChanged);
    applyState();
}

void UriLineEdit::setUri(const QString &uri)
{
    m_marked.reset();
    m_truncated = uri.size() > kMaxEditableLength;
    if (m_truncated) {
        m_full = uri;
        setText(uri.left(kMaxEditableLength));
        setReadOnly(true);
    } else {
        m_full.clear();
        setReadOnly(false);
        setText(uri);
    }
    setCursorPosition(0); // the start of a long URI (its scheme and host) in view
    emit uriEdited(uri);
}

QString UriLineEdit::uri() const
{
    return m_truncated ? m_full : text();
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
    const QStyle *s = style();
    switch (m_state) {
    case Empty:
        m_stateAction->setIcon(QIcon());
        break;
    case Busy:
        m_stateAction->setIcon(s->standardIcon(QStyle::SP_BrowserReload));
        break;
    case Invalid:
        m_stateAction->setIcon(s->standardIcon(QStyle::SP_MessageBoxCritical));
        p.setColor(QPalette::Base, m_palette.invalidBase());
        break;
    case Valid:
        m_stateAction->setIcon(s->standardIcon(QStyle::SP_DialogApplyButton));
        p.setColor(QPalette::Base, m_palette.validBase());
        break;
    }
    setPalette(p);
}

const SpanMapping &UriLineEdit::mapping() const
{
    if (!m_mapping)
        m_mapping.emplace(text().toStdString());
    return *m_mapping;
}

void UriLineEdit::markSpan(Span span)
{
    m_marked = span;
    const Utf16Range range = mapping().toUtf16(span);
    m_marking = true;
    if (range.start + range.length <= text().size()) {
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
    const Span span
        = mapping().toBytes({selectionStart(), static_cast<qsizetype>(selectedText().size())});
    m_marked = span;
    emit spanSelected(span);
}

void UriLineEdit::pasteText(const QString &pasted)
{
    if (m_truncated) {
        setUri(pasted); // a long text is replaced whole
        return;
    }
    const qsizetype resulting = text().size() - selectedText().size() + pasted.size();
    if (resulting <= kMaxEditableLength) {
        m_editSeen = false;
        insert(pasted);
        if (!m_editSeen) // insert() emits textEdited in Qt 6.4; say it once either way
            emit uriEdited(text());
        return;
    }
    QString whole = text();
    const int start = hasSelectedText() ? selectionStart() : cursorPosition();
    whole.replace(start, selectedText().size(), pasted);
    setUri(whole);
}

void UriLineEdit::keyPressEvent(QKeyEvent *event)
{
    if (event == QKeySequence::Paste) {
        pasteText(QApplication::clipboard()->text());
        event->accept();
        return;
    }
    QLineEdit::keyPressEvent(event);
}

void UriLineEdit::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu *menu = createStandardContextMenu();
    // Route Paste through pasteText(), which takes long texts whole.
    for (QAction *action : menu->actions()) {
        if (action->objectName() == QLatin1String("edit-paste")) {
            disconnect(action, &QAction::triggered, nullptr, nullptr);
            connect(action, &QAction::triggered, this,
                    [this] { pasteText(QApplication::clipboard()->text()); });
        }
    }
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
}

void UriLineEdit::dropEvent(QDropEvent *event)
{
    if (event->mimeData()->hasText() && event->mimeData()->text().size() > kMaxEditableLength) {
        setUri(event->mimeData()->text());
        event->acceptProposedAction();
        return;
    }
    QLineEdit::dropEvent(event);
}

} // namespace uri::ui
