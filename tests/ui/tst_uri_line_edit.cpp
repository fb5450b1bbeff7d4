// The input line shows stand-ins for the characters that could hide or
// reorder its text, while uri(), copy, undo and the span links
// keep working on the real characters.
#include "widgets/uri_line_edit.h"

#include "uriinspector/utf8.h"

#include <QClipboard>
#include <QInputMethodEvent>
#include <QMimeData>
#include <QSignalSpy>
#include <QtTest>

using uri::Span;
using uri::ui::UriLineEdit;

class TstUriLineEdit : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void standIns_data();
    void standIns();
    void everyHiddenCharacterHasAStandIn();
    void typingInTheMiddle();
    void backspaceOverStandIn();
    void typedGlyphBeforeItsLookAlike();
    void paste();
    void undoRedo();
    void copyAndCut();
    void inputMethodCommit();
    void drop();
    void markSpanAroundOverride();
    void selectionGivesBytes();
    void note();
    void truncated();
    void leftToRight();

private:
    UriLineEdit *m_line = nullptr;
};

namespace {

// RIGHT-TO-LEFT OVERRIDE inside a host: the line would otherwise show
// "http://exmoc.example/".
const QString kSpoof = QStringLiteral("http://ex\u202Eelpmaxe.com/");
const QString kSpoofShown = QStringLiteral("http://ex\u21DAelpmaxe.com/");

} // namespace

void TstUriLineEdit::init()
{
    qRegisterMetaType<Span>();
    m_line = new UriLineEdit;
    m_line->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_line));
    m_line->setFocus();
}

void TstUriLineEdit::cleanup()
{
    delete m_line;
    m_line = nullptr;
}

void TstUriLineEdit::standIns_data()
{
    QTest::addColumn<QString>("real");
    QTest::addColumn<QString>("shown");
    QTest::addColumn<bool>("hasStandIns");

    QTest::newRow("ASCII") << QStringLiteral("http://a/b?c#d") << QStringLiteral("http://a/b?c#d")
                           << false;
    QTest::newRow("U+00E9 stays") << QStringLiteral("caf\u00E9") << QStringLiteral("caf\u00E9")
                                  << false;
    // C0 controls and DEL: Control Pictures
    QTest::newRow("NUL") << (QStringLiteral("a") + QChar(0) + u'b') << QStringLiteral("a\u2400b")
                         << true;
    QTest::newRow("TAB LF CR") << QStringLiteral("a\t\n\rb")
                               << QStringLiteral("a\u2409\u240A\u240Db") << true;
    QTest::newRow("U+001F") << QStringLiteral("a\u001Fb") << QStringLiteral("a\u241Fb") << true;
    QTest::newRow("DEL") << QStringLiteral("a\u007Fb") << QStringLiteral("a\u2421b") << true;
    QTest::newRow("C1 U+0085") << QStringLiteral("a\u0085b") << QStringLiteral("a\u25A3b") << true;
    // UAX #9 explicit formatting, marks and isolates
    QTest::newRow("RLO host") << kSpoof << kSpoofShown << true;
    QTest::newRow("LRE RLE PDF LRO") << QStringLiteral("\u202A\u202B\u202C\u202D")
                                     << QStringLiteral("\u21E5\u21E4\u21A5\u21DB") << true;
    QTest::newRow("marks") << QStringLiteral("\u061C\u200E\u200F")
                           << QStringLiteral("\u21BD\u21C0\u21BC") << true;
    QTest::newRow("isolates") << QStringLiteral("\u2066\u2067\u2068\u2069")
                              << QStringLiteral("\u21A0\u219E\u21AD\u21E1") << true;
    // invisible characters
    QTest::newRow("zero width") << QStringLiteral("a\u200B\u200C\u200D\u2060\uFEFFb")
                                << QStringLiteral("a\u25AF\u25C7\u25C6\u25C8\u25C9b") << true;
    QTest::newRow("SHY CGJ MVS") << QStringLiteral("\u00AD\u034F\u180E")
                                 << QStringLiteral("\u25AD\u25CC\u25AB") << true;
    QTest::newRow("invisible operators") << QStringLiteral("\u2061\u2062\u2063\u2064")
                                         << QStringLiteral("\u25A4\u25A5\u25A6\u25A7") << true;
    QTest::newRow("LS PS") << QStringLiteral("\u2028\u2029") << QStringLiteral("\u21B5\u204B")
                           << true;
    // a stand-in glyph itself is kept, and counted as one
    QTest::newRow("real U+21DA") << QStringLiteral("a\u21DAb") << QStringLiteral("a\u21DAb")
                                 << true;
}

void TstUriLineEdit::standIns()
{
    QFETCH(QString, real);
    QFETCH(QString, shown);
    QFETCH(bool, hasStandIns);

    QSignalSpy edited(m_line, &UriLineEdit::uriEdited);
    m_line->setUri(real);
    QCOMPARE(m_line->text(), shown);
    QCOMPARE(m_line->uri(), real);
    QCOMPARE(m_line->hasStandIns(), hasStandIns);
    QCOMPARE(UriLineEdit::withStandIns(real), shown);
    QCOMPARE(edited.size(), 1);
    QCOMPARE(edited.at(0).at(0).toString(), real);
}

void TstUriLineEdit::everyHiddenCharacterHasAStandIn()
{
    // The table is the same set as the anatomy's escapes: C0, DEL, C1 and
    // uri::isBidiOrInvisible; every stand-in is visible non-ASCII, and the
    // bidi and invisible ones are told apart.
    QSet<char16_t> distinct;
    int hidden = 0;
    int invisible = 0;
    for (char32_t c = 0; c <= 0xFFFF; ++c) {
        const auto unit = static_cast<char16_t>(c);
        const bool control = c < 0x20 || c == 0x7F || (c >= 0x80 && c < 0xA0);
        const bool bidiOrInvisible = uri::isBidiOrInvisible(c);
        const bool lone = QChar::isSurrogate(unit); // a byte that is not UTF-8
        const char16_t shown = UriLineEdit::standIn(unit);
        QCOMPARE(shown != unit, control || bidiOrInvisible || lone);
        if (shown == unit)
            continue;
        ++hidden;
        QVERIFY(shown >= 0x80);
        QVERIFY(QChar(shown).isPrint());
        QVERIFY(UriLineEdit::standIn(shown) == shown);
        QCOMPARE(QChar(shown).direction(), QChar::DirON);
        // each C0 control and each named bidi or invisible character has a
        // stand-in of its own; the other default-ignorables share U+2B1A
        if ((bidiOrInvisible || c < 0x20) && shown != 0x2B1A) {
            QVERIFY2(!distinct.contains(shown), qPrintable(QString::number(c, 16)));
            distinct.insert(shown);
        }
        if (bidiOrInvisible)
            ++invisible;
    }
    QCOMPARE(distinct.size(), 32 + 26);
    QCOMPARE(hidden, 32 + 1 + 32 + invisible + 0x800);
    QVERIFY(invisible > 26); // Default_Ignorable_Code_Point: variation selectors, fillers, ...
    // beyond the BMP: U+E0041 TAG LATIN CAPITAL LETTER A, two units, two stand-ins
    QCOMPARE(UriLineEdit::withStandIns(QStringLiteral("a\U000E0041b")),
             QStringLiteral("a\u2B1A\u2B1Ab"));
}

void TstUriLineEdit::typingInTheMiddle()
{
    m_line->setUri(kSpoof);
    QSignalSpy edited(m_line, &UriLineEdit::uriEdited);
    m_line->setCursorPosition(10); // after the U+202E
    QTest::keyClicks(m_line, QStringLiteral("ab"));
    QCOMPARE(m_line->uri(), QStringLiteral("http://ex\u202Eabelpmaxe.com/"));
    QCOMPARE(m_line->text(), QStringLiteral("http://ex\u21DAabelpmaxe.com/"));
    QCOMPARE(m_line->cursorPosition(), 12);
    QCOMPARE(edited.size(), 2);
    QCOMPARE(edited.at(1).at(0).toString(), QStringLiteral("http://ex\u202Eabelpmaxe.com/"));

    // replacing a selection that holds a stand-in
    m_line->setSelection(8, 4); // "x", U+202E, "ab"
    QTest::keyClicks(m_line, QStringLiteral("Z"));
    QCOMPARE(m_line->uri(), QStringLiteral("http://eZelpmaxe.com/"));
    QCOMPARE(m_line->hasStandIns(), false);
}

void TstUriLineEdit::backspaceOverStandIn()
{
    m_line->setUri(kSpoof);
    m_line->setCursorPosition(10);
    QTest::keyClick(m_line, Qt::Key_Backspace);
    QCOMPARE(m_line->uri(), QStringLiteral("http://exelpmaxe.com/"));
    QCOMPARE(m_line->text(), QStringLiteral("http://exelpmaxe.com/"));
    QCOMPARE(m_line->cursorPosition(), 9);
    // and Delete in front of one
    m_line->setUri(kSpoof);
    m_line->setCursorPosition(9);
    QTest::keyClick(m_line, Qt::Key_Delete);
    QCOMPARE(m_line->uri(), QStringLiteral("http://exelpmaxe.com/"));
}

void TstUriLineEdit::typedGlyphBeforeItsLookAlike()
{
    // U+202E and a real U+21DA look alike; a U+21DA typed before both
    // goes first, not after the U+202E.
    m_line->setUri(QStringLiteral("\u202E\u21DA"));
    m_line->setCursorPosition(0);
    QTest::sendKeyEvent(QTest::Click, m_line, Qt::Key_unknown, QStringLiteral("\u21DA"),
                        Qt::NoModifier);
    QCOMPARE(m_line->uri(), QStringLiteral("\u21DA\u202E\u21DA"));
    QCOMPARE(m_line->text(), QStringLiteral("\u21DA\u21DA\u21DA"));
    QCOMPARE(m_line->cursorPosition(), 1);
}

void TstUriLineEdit::paste()
{
    m_line->setUri(kSpoof);
    QSignalSpy edited(m_line, &UriLineEdit::uriEdited);
    QApplication::clipboard()->setText(QStringLiteral("w\u200Bw."));
    m_line->setCursorPosition(7);
    QTest::keySequence(m_line, QKeySequence::Paste);
    QCOMPARE(m_line->uri(), QStringLiteral("http://w\u200Bw.ex\u202Eelpmaxe.com/"));
    QCOMPARE(m_line->text(), QStringLiteral("http://w\u25AFw.ex\u21DAelpmaxe.com/"));
    QCOMPARE(m_line->cursorPosition(), 11);
    QCOMPARE(edited.size(), 1);
    QCOMPARE(edited.at(0).at(0).toString(), m_line->uri());

    // over a selection with a stand-in; a pasted stand-in glyph stays a glyph
    QApplication::clipboard()->setText(QStringLiteral("\u2400"));
    m_line->setSelection(13, 1); // the U+202E
    QTest::keySequence(m_line, QKeySequence::Paste);
    QCOMPARE(m_line->uri(), QStringLiteral("http://w\u200Bw.ex\u2400elpmaxe.com/"));
    QCOMPARE(m_line->text(), QStringLiteral("http://w\u25AFw.ex\u2400elpmaxe.com/"));
}

void TstUriLineEdit::undoRedo()
{
    m_line->setUri(kSpoof);
    m_line->setCursorPosition(10);
    QTest::keyClick(m_line, Qt::Key_Backspace); // deletes the U+202E
    QCOMPARE(m_line->uri(), QStringLiteral("http://exelpmaxe.com/"));
    QTest::keyClicks(m_line, QStringLiteral("xy")); // one undo step
    QCOMPARE(m_line->uri(), QStringLiteral("http://exxyelpmaxe.com/"));
    QApplication::clipboard()->setText(QStringLiteral("\u2066"));
    m_line->setCursorPosition(0);
    QTest::keySequence(m_line, QKeySequence::Paste);
    QCOMPARE(m_line->uri(), QStringLiteral("\u2066http://exxyelpmaxe.com/"));

    QSignalSpy edited(m_line, &UriLineEdit::uriEdited);
    QTest::keySequence(m_line, QKeySequence::Undo);
    QCOMPARE(m_line->uri(), QStringLiteral("http://exxyelpmaxe.com/"));
    QTest::keySequence(m_line, QKeySequence::Undo);
    QCOMPARE(m_line->uri(), QStringLiteral("http://exelpmaxe.com/"));
    QTest::keySequence(m_line, QKeySequence::Undo); // the U+202E is back, real
    QCOMPARE(m_line->uri(), kSpoof);
    QCOMPARE(m_line->text(), kSpoofShown);
    QCOMPARE(m_line->cursorPosition(), 10);
    QVERIFY(!m_line->isUndoUriAvailable());
    QCOMPARE(edited.size(), 3);
    QCOMPARE(edited.at(2).at(0).toString(), kSpoof);

    QTest::keySequence(m_line, QKeySequence::Redo);
    QTest::keySequence(m_line, QKeySequence::Redo);
    QTest::keySequence(m_line, QKeySequence::Redo);
    QCOMPARE(m_line->uri(), QStringLiteral("\u2066http://exxyelpmaxe.com/"));
    QCOMPARE(m_line->text(), QStringLiteral("\u21A0http://exxyelpmaxe.com/"));
    QVERIFY(!m_line->isRedoUriAvailable());

    // a new edit drops what could be redone; the cursor is where the undone
    // paste was
    QTest::keySequence(m_line, QKeySequence::Undo);
    QCOMPARE(m_line->cursorPosition(), 0);
    QTest::keyClicks(m_line, QStringLiteral("q"));
    QVERIFY(!m_line->isRedoUriAvailable());
    QCOMPARE(m_line->uri(), QStringLiteral("qhttp://exxyelpmaxe.com/"));
}

void TstUriLineEdit::copyAndCut()
{
    m_line->setUri(kSpoof);
    m_line->setSelection(7, 4); // "ex", U+202E, "e"
    QCOMPARE(m_line->selectedText(), QStringLiteral("ex\u21DAe"));
    QCOMPARE(m_line->selectedUri(), QStringLiteral("ex\u202Ee"));
    QApplication::clipboard()->clear();
    QTest::keySequence(m_line, QKeySequence::Copy);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("ex\u202Ee"));
    QCOMPARE(m_line->uri(), kSpoof);

    QApplication::clipboard()->clear();
    QTest::keySequence(m_line, QKeySequence::Cut);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("ex\u202Ee"));
    QCOMPARE(m_line->uri(), QStringLiteral("http://lpmaxe.com/"));
    QTest::keySequence(m_line, QKeySequence::Undo);
    QCOMPARE(m_line->uri(), kSpoof);
}

void TstUriLineEdit::inputMethodCommit()
{
    // An input method can commit what no key types: a U+202E is stored real
    // and shown as its stand-in.
    m_line->setUri(QStringLiteral("http://ab/"));
    m_line->setCursorPosition(8);
    QInputMethodEvent commit;
    commit.setCommitString(QStringLiteral("\u202E"));
    QCoreApplication::sendEvent(m_line, &commit);
    QCOMPARE(m_line->uri(), QStringLiteral("http://a\u202Eb/"));
    QCOMPARE(m_line->text(), QStringLiteral("http://a\u21DAb/"));
    QCOMPARE(m_line->cursorPosition(), 9);
    QTest::keySequence(m_line, QKeySequence::Undo);
    QCOMPARE(m_line->uri(), QStringLiteral("http://ab/"));
}

void TstUriLineEdit::drop()
{
    m_line->setUri(QStringLiteral("ab"));
    QMimeData mime;
    mime.setText(QStringLiteral("\u202Ec"));
    const QPointF end(m_line->width() - 1, m_line->height() / 2.0); // after the text
    QDragEnterEvent enter(end.toPoint(), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_line, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent event(end, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_line, &event);
    QCOMPARE(m_line->uri(), QStringLiteral("ab\u202Ec"));
    QVERIFY(event.isAccepted());
    QCOMPARE(m_line->text(), QStringLiteral("ab\u21DAc"));
}

void TstUriLineEdit::markSpanAroundOverride()
{
    m_line->setUri(kSpoof);
    QSignalSpy selected(m_line, &UriLineEdit::spanSelected);
    // "ex", U+202E (3 bytes), "elpmaxe.com": bytes 7 to 23
    m_line->markSpan({7, 16});
    QCOMPARE(m_line->selectionStart(), 7);
    QCOMPARE(m_line->selectionLength(), 14);
    QCOMPARE(m_line->selectedUri(), QStringLiteral("ex\u202Eelpmaxe.com"));
    QCOMPARE(m_line->markedSpan(), std::optional<Span>(Span{7, 16}));
    QCOMPARE(selected.size(), 0);
    // the U+202E alone
    m_line->markSpan({9, 3});
    QCOMPARE(m_line->selectionStart(), 9);
    QCOMPARE(m_line->selectedText(), QStringLiteral("\u21DA"));

    // the bytes are those of the real text: TAB is 1 byte, its stand-in 3
    m_line->setUri(QStringLiteral("a\tb/c"));
    m_line->markSpan({3, 2});
    QCOMPARE(m_line->selectionStart(), 3);
    QCOMPARE(m_line->selectedText(), QStringLiteral("/c"));
}

void TstUriLineEdit::selectionGivesBytes()
{
    m_line->setUri(kSpoof);
    QSignalSpy selected(m_line, &UriLineEdit::spanSelected);
    m_line->setSelection(10, 7); // "elpmaxe", after the U+202E
    QCOMPARE(selected.size(), 1);
    QCOMPARE(selected.at(0).at(0).value<Span>(), (Span{12, 7}));
    m_line->setSelection(9, 1); // the stand-in: the 3 bytes of U+202E
    QCOMPARE(selected.at(1).at(0).value<Span>(), (Span{9, 3}));

    // C1 U+0085 is 2 bytes, TAB 1; their stand-ins are 3 each
    m_line->setUri(QStringLiteral("a\u0085\tb"));
    m_line->setSelection(1, 3);
    QCOMPARE(selected.last().at(0).value<Span>(), (Span{1, 4}));
}

void TstUriLineEdit::note()
{
    m_line->setUri(QStringLiteral("http://a/"));
    QCOMPARE(m_line->standInNote(), QString());
    QCOMPARE(m_line->statusTip(), QString());

    m_line->setUri(QStringLiteral("a\u202Eb") + QChar(0) + QStringLiteral("\u202E\u21DA"));
    QCOMPARE(m_line->standInNote(),
             QStringLiteral("Characters that could hide or reorder the text are shown as "
                            "stand-ins; copying gives the real characters:\n"
                            "\u21DA  for U+202E\n"
                            "\u2400  for U+0000\n\n"
                            "The text also holds \u21DA (U+21DA) itself, which looks like a "
                            "stand-in here; the anatomy shows it as an escape."));
    QCOMPARE(m_line->statusTip(),
             QStringLiteral("Some characters are shown as stand-ins; hover over the line to "
                            "see which."));
}

void TstUriLineEdit::truncated()
{
    const QString longUri
        = QStringLiteral("http://\u202E/") + QString(UriLineEdit::kMaxEditableLength, u'a');
    m_line->setUri(longUri);
    QVERIFY(m_line->isTruncated());
    QVERIFY(m_line->isReadOnly());
    QCOMPARE(m_line->uri(), longUri);
    QCOMPARE(m_line->text().size(), UriLineEdit::kMaxEditableLength);
    QCOMPARE(m_line->text().left(10), QStringLiteral("http://\u21DA/a"));
    m_line->markSpan({7, 3});
    QCOMPARE(m_line->selectedUri(), QStringLiteral("\u202E"));
    // a paste replaces the whole text
    QApplication::clipboard()->setText(QStringLiteral("x\u200By"));
    QTest::keySequence(m_line, QKeySequence::Paste);
    QVERIFY(!m_line->isTruncated());
    QCOMPARE(m_line->uri(), QStringLiteral("x\u200By"));
    QCOMPARE(m_line->text(), QStringLiteral("x\u25AFy"));
}

void TstUriLineEdit::leftToRight()
{
    // RFC 3987 §4.1: shown as in a left-to-right embedding, in any window
    QWidget rtl;
    rtl.setLayoutDirection(Qt::RightToLeft);
    UriLineEdit line(&rtl);
    QCOMPARE(line.layoutDirection(), Qt::LeftToRight);
    line.setUri(QStringLiteral("\u05D0\u05D1"));
    QCOMPARE(line.text(), QStringLiteral("\u05D0\u05D1")); // letters are not stand-ins
}

QTEST_MAIN(TstUriLineEdit)
#include "tst_uri_line_edit.moc"
