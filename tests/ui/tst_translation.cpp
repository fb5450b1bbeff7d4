// The Japanese translation: it loads, the .ts file has no unfinished entry,
// and the whole window, every diagnostic code and every example is
// translated (a spy translator records every text the catalogue lacks).
#include "window/language.h"

#include "common/japanese_breaks.h"
#include "panes/analysis_pane.h"
#include "panes/bytes/byte_model.h"
#include "panes/components/component_tree_model.h"
#include "panes/diagnostics/diagnostics_model.h"
#include "panes/resolution/resolution_dot_model.h"
#include "panes/resolution/resolution_pane.h"
#include "text/diagnostic_text.h"
#include "text/part_kind.h"
#include "text/security_text.h"
#include "uriinspector/diagnostic.h"
#include "uriinspector/security.h"
#include "widgets/anatomy_view.h"
#include "window/examples.h"
#include "window/main_window.h"
#include "window/tour.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabBar>
#include <QTextLayout>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

#include <unicode/brkiter.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>

#include <functional>
#include <memory>
#include <set>

using namespace uri::ui;

namespace {

/// Installed before the real catalogue, so asked only for what it lacks.
class MissSpy : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override
    {
        Q_UNUSED(disambiguation)
        Q_UNUSED(n)
        const QString ctx = QString::fromUtf8(context);
        if (ctx.startsWith(QStringLiteral("uri::ui::")) && sourceText && *sourceText)
            misses.insert(ctx + QStringLiteral(": ") + QString::fromUtf8(sourceText));
        return {};
    }
    bool isEmpty() const override { return false; }

    mutable std::set<QString> misses;
};

bool hasJapanese(const QString &s)
{
    for (QChar c : s) {
        if (c.unicode() >= 0x3000)
            return true;
    }
    return false;
}

/// What a person reads under @p root: every visible label, button, tab,
/// placeholder, the headers and first rows of every visible view. HTML is
/// reduced to its text.
QStringList visibleTexts(const QWidget &root)
{
    QStringList out;
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    const auto add = [&out](QString text) {
        text.remove(tag);
        text.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
        text.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
        text.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
        text.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
        if (!text.trimmed().isEmpty())
            out << text;
    };
    for (QWidget *w : root.findChildren<QWidget *>()) {
        if (!w->isVisible())
            continue;
        if (auto *label = qobject_cast<QLabel *>(w)) {
            add(label->text());
        } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            add(button->text());
        } else if (auto *bar = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < bar->count(); ++i)
                add(bar->tabText(i));
        } else if (auto *line = qobject_cast<QLineEdit *>(w)) {
            add(line->placeholderText());
            if (line->isReadOnly()) // a line the window writes (Resolution's target)
                add(line->text());
        } else if (auto *view = qobject_cast<QAbstractItemView *>(w)) {
            const QAbstractItemModel *model = view->model();
            if (model == nullptr)
                continue;
            for (int c = 0; c < model->columnCount(); ++c)
                add(model->headerData(c, Qt::Horizontal).toString());
            std::function<void(const QModelIndex &, int)> rows
                = [&](const QModelIndex &parent, int depth) {
                      for (int r = 0; r < std::min(model->rowCount(parent), 40); ++r) {
                          for (int c = 0; c < model->columnCount(parent); ++c)
                              add(model->index(r, c, parent).data().toString());
                          if (depth < 3)
                              rows(model->index(r, 0, parent), depth + 1);
                      }
                  };
            rows({}, 0);
        }
    }
    return out;
}

/// The English words of @p text that a Japanese reader should not meet: a
/// word of letters that is not a name kept in the Japanese text (RFC, URL
/// Standard, the libraries, the schemes), not in @p input, and not part of
/// an identifier, a URL, a check id or a number (a token with a digit or one
/// of "/:.@%=_-#?&[]\\(" ... inside it).
QStringList englishWords(const QString &text, const QString &input)
{
    static const std::set<QString> kept{
        // names the Japanese text keeps as they are (RFCs, standards, libraries)
        QStringLiteral("RFC"), QStringLiteral("URI"), QStringLiteral("URIs"), QStringLiteral("URL"),
        QStringLiteral("URLs"), QStringLiteral("IRI"), QStringLiteral("WHATWG"),
        QStringLiteral("Standard"), QStringLiteral("ABNF"), QStringLiteral("IPv"),
        QStringLiteral("ICU"), QStringLiteral("Unicode"), QStringLiteral("libpsl"),
        QStringLiteral("libidn"), QStringLiteral("PSL"), QStringLiteral("UTF"),
        QStringLiteral("ASCII"), QStringLiteral("IDNA"), QStringLiteral("IDN"),
        QStringLiteral("UTS"), QStringLiteral("HTTP"), QStringLiteral("HTTPS"),
        QStringLiteral("DNS"), QStringLiteral("TLS"), QStringLiteral("Boost"),
        QStringLiteral("QUrl"), QStringLiteral("Qt"), QStringLiteral("libcurl"),
        QStringLiteral("curl"), QStringLiteral("uriparser"), QStringLiteral("TolerantMode"),
        QStringLiteral("StrictMode"), QStringLiteral("JSON"), QStringLiteral("CSV"),
        QStringLiteral("HTML"), QStringLiteral("Markdown"), QStringLiteral("punycode"),
        QStringLiteral("userinfo"), QStringLiteral("CWE"), QStringLiteral("Claroty"),
        QStringLiteral("Snyk"), QStringLiteral("Orange"), QStringLiteral("Tsai"),
        QStringLiteral("ISO"), QStringLiteral("PEP"), QStringLiteral("Fetch"),
        QStringLiteral("Inspector"),
        // the server-side readers' languages, and Ruby's uri library
        QStringLiteral("Python"), QStringLiteral("Node"), QStringLiteral("Go"),
        QStringLiteral("Java"), QStringLiteral("Ruby"), QStringLiteral("uri"),
        // the formats of documents, as the Japanese text writes them (Web for a web page)
        QStringLiteral("mbox"), QStringLiteral("Web"), QStringLiteral("PDF"), QStringLiteral("QR"),
        QStringLiteral("MIME"),
        // the RFC's own names for the parts and the functions of §5.2, which
        // the Japanese text gives beside its words ("authority" in parentheses)
        QStringLiteral("scheme"), QStringLiteral("authority"), QStringLiteral("host"),
        QStringLiteral("port"), QStringLiteral("path"), QStringLiteral("query"),
        QStringLiteral("fragment"), QStringLiteral("merge"), QStringLiteral("unreserved"),
        // rule names of the grammars, in the Diagnostics pane's Rule column
        QStringLiteral("segment"), QStringLiteral("pchar"), QStringLiteral("whitespace"),
        // the schemes, as written
        QStringLiteral("http"), QStringLiteral("https"), QStringLiteral("ftp"),
        QStringLiteral("mailto"), QStringLiteral("file"), QStringLiteral("urn"),
        QStringLiteral("javascript"), QStringLiteral("data"), QStringLiteral("ws"),
        QStringLiteral("wss"), QStringLiteral("foo"), QStringLiteral("news"), QStringLiteral("tel"),
        QStringLiteral("ldap"), QStringLiteral("telnet")};
    static const QRegularExpression token(QStringLiteral("[^\\s\\x{3000}-\\x{FFFF}]+"));
    static const QRegularExpression identifier(
        QStringLiteral("[0-9/:.@%=_#?&\\[\\]\\\\+<>{}|~$^*\\-]"));
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{2,}"));
    // quoted text is data (the input, a library's own error): as written
    static const QRegularExpression quoted(
        QStringLiteral("\"[^\"]*\"|\\x{300C}[^\\x{300D}]*\\x{300D}"));
    QString unquoted = text;
    unquoted.replace(quoted, QStringLiteral(" "));
    // a citation names its section as the cited text prints it
    static const QRegularExpression citation(
        QStringLiteral("^(RFC \\d|URL Standard|UTS #|UAX #|ISO |IANA|CWE-|RFC$)"));
    if (citation.match(text).hasMatch())
        return {};
    QStringList out;
    for (const QRegularExpressionMatch &t : token.globalMatch(unquoted)) {
        QString piece = t.captured();
        // quotes and brackets around a word do not make it an identifier
        while (!piece.isEmpty() && QStringLiteral("\"'(),;!").contains(piece.back()))
            piece.chop(1);
        while (!piece.isEmpty() && QStringLiteral("\"'(,;").contains(piece.front()))
            piece.remove(0, 1);
        if (piece.contains(identifier) || input.contains(piece, Qt::CaseInsensitive))
            continue;
        for (const QRegularExpressionMatch &w : word.globalMatch(piece)) {
            const QString name = w.captured();
            // an acronym, an error code or a Unicode character's name
            if (name == name.toUpper())
                continue;
            if (kept.count(name) == 0 && !input.contains(name, Qt::CaseInsensitive))
                out << name;
        }
    }
    return out;
}

} // namespace

class TstTranslation : public QObject
{
    Q_OBJECT

private slots:
    void catalogueLoads();
    void tsFileIsFinished();
    void everyCodeHasItsOwnText();
    void windowIsFullyTranslated();
    void switchesBackToEnglish();
    void visibleWordsAreJapanese_data();
    void visibleWordsAreJapanese();
    void japaneseWrapsBetweenWords();
};

void TstTranslation::catalogueLoads()
{
    QTranslator translator;
    QVERIFY(translator.load(LanguageManager::japaneseCatalog()));
    QVERIFY(!translator.isEmpty());
    QCOMPARE(translator.language(), QStringLiteral("ja_JP"));
    QCOMPARE(translator.translate("uri::ui::MainWindow", "&File"),
             QStringLiteral("\u30D5\u30A1\u30A4\u30EB(&F)"));
}

void TstTranslation::tsFileIsFinished()
{
    QFile file(QStringLiteral(URI_TS_FILE));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    int messages = 0;
    QStringList problems;
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            ++messages;
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!type.isEmpty())
                problems << type + QStringLiteral(": ") + source;
            else if (text.trimmed().isEmpty())
                problems << QStringLiteral("empty: ") + source;
            else if (!hasJapanese(text) && source.size() > 20) // sentences, not names
                problems << QStringLiteral("not Japanese: ") + source;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(messages > 150);
}

void TstTranslation::everyCodeHasItsOwnText()
{
    // A code without its own case gets the fallback text; every code in the
    // core's table must have its own (the table grows: append the case).
    QStringList missing;
    for (auto *info = uri::diagCodeInfoBegin(); info != uri::diagCodeInfoEnd(); ++info) {
        const QString x = QStringLiteral("\"x\"");
        if (DiagnosticText::message(info->code, x) == DiagnosticText::fallback(info->code, x))
            missing << QString::fromLatin1(info->name.data(),
                                           static_cast<qsizetype>(info->name.size()));
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("no text for: ") + missing.join(QStringLiteral(", "))));
}

void TstTranslation::windowIsFullyTranslated()
{
    MissSpy spy;
    QCoreApplication::installTranslator(&spy); // asked last
    {
        MainWindow window;
        window.show();
        window.setLanguage(Language::Japanese);
        // what was asked before the catalogue was installed does not count:
        // ask again, now in Japanese
        spy.misses.clear();
        window.setLanguage(Language::Japanese);
        // exercise every text: the views over inputs that reach every branch
        const QStringList inputs{
            QStringLiteral("foo://u:p@example.com:8042/over/there?name=ferret&x#nose"),
            QStringLiteral("http://[fe80::1%25eth0]:/a%20b"),
            QStringLiteral("urn:a:b"),
            QStringLiteral("http://[::1]x/ a"),
            QStringLiteral("//[v1.x]/?#"),
            QStringLiteral("http://192.0.2.1/"),
            QStringLiteral("http://[v7]/")};
        for (const QString &input : inputs) {
            window.setUri(input);
            QVERIFY(window.waitForAnalysis());
            auto *tree = window.componentModel();
            std::function<void(const QModelIndex &)> visit = [&](const QModelIndex &parent) {
                for (int r = 0; r < tree->rowCount(parent); ++r) {
                    for (int c = 0; c < tree->columnCount(); ++c) {
                        tree->index(r, c, parent).data();
                        tree->index(r, c, parent).data(Qt::ToolTipRole);
                    }
                    visit(tree->index(r, 0, parent));
                }
            };
            visit({});
            for (auto *model : {static_cast<QAbstractItemModel *>(window.componentModel()),
                                static_cast<QAbstractItemModel *>(window.diagnosticsModel()),
                                static_cast<QAbstractItemModel *>(window.byteModel())}) {
                for (int c = 0; c < model->columnCount(); ++c)
                    model->headerData(c, Qt::Horizontal);
                for (int r = 0; r < std::min(model->rowCount(), 50); ++r) {
                    for (int c = 0; c < model->columnCount(); ++c)
                        model->index(r, c).data();
                }
            }
        }
        for (int k = 0; k <= static_cast<int>(PartKind::More); ++k) {
            PartNames::name(static_cast<PartKind>(k), 1);
            PartNames::description(static_cast<PartKind>(k));
        }
        for (auto *info = uri::diagCodeInfoBegin(); info != uri::diagCodeInfoEnd(); ++info)
            QVERIFY(hasJapanese(DiagnosticText::message(info->code, QStringLiteral("\"x\""))));
        for (const uri::security::CheckInfo &info : uri::security::checkInfos())
            QVERIFY2(hasJapanese(SecurityText::checkTitle(info.check)), info.id.data());
        // every finding's wording, its placeholders kept (SecurityText::message)
        static const QRegularExpression placeholder(QStringLiteral("\\{[a-z0-9_]+\\}"));
        std::vector<uri::security::MessageInfo> wordings = uri::security::messageCatalog();
        for (const uri::security::MessageInfo &m : uri::security::escalationCatalog())
            wordings.push_back(m);
        for (const uri::security::MessageInfo &m : wordings) {
            const QString english = QString::fromUtf8(m.text.data(), qsizetype(m.text.size()));
            const QString japanese = QCoreApplication::translate("uri::security::Message",
                                                                 english.toUtf8().constData());
            QVERIFY2(hasJapanese(japanese), m.id.data());
            for (const QRegularExpressionMatch &p : placeholder.globalMatch(english))
                QVERIFY2(japanese.contains(p.captured()), m.id.data());
        }
        for (const Example &example : Examples::all())
            QVERIFY(hasJapanese(Examples::explanation(example)));
        // the tour: every stop, its trace stepped to the end
        Tour *tour = window.startTour(0);
        tour->setAutoStepInterval(0);
        const auto *resolution
            = qobject_cast<ResolutionPane *>(window.pane(QStringLiteral("resolutionPane")));
        for (int stop = 0; stop < Tour::kStopCount; ++stop) {
            tour->showStop(stop);
            QVERIFY(QTest::qWaitFor([tour] { return tour->isSettled(); }, 10000));
            while (resolution->dotModel()->canStepForward() && tour->stepButton()->isVisible())
                tour->step();
            QVERIFY2(hasJapanese(tour->titleLabel()->text()),
                     qPrintable(tour->titleLabel()->text()));
            QVERIFY2(hasJapanese(tour->bodyLabel()->text()), qPrintable(tour->bodyLabel()->text()));
            QVERIFY(hasJapanese(tour->positionLabel()->text()));
            QVERIFY(hasJapanese(tour->changesLabel()->text()));
        }
        tour->leave();
        QVERIFY(hasJapanese(window.windowTitle()));
        QVERIFY(hasJapanese(window.menuBar()->actions().front()->text()));
        QVERIFY(hasJapanese(window.anatomyView()->braceLabels().front()));
        // before the window (and its catalogue) goes away
        QCoreApplication::removeTranslator(&spy);
    }
    QStringList misses(spy.misses.begin(), spy.misses.end());
    QVERIFY2(misses.isEmpty(),
             qPrintable(QStringLiteral("untranslated:\n") + misses.join(QLatin1Char('\n'))));
}

void TstTranslation::switchesBackToEnglish()
{
    MainWindow window;
    window.setLanguage(Language::Japanese);
    QVERIFY(hasJapanese(window.windowTitle()));
    window.setLanguage(Language::English);
    QCOMPARE(window.windowTitle(), QStringLiteral("URI Inspector"));
    QCOMPARE(window.menuBar()->actions().front()->text(), QStringLiteral("&File"));
}

void TstTranslation::visibleWordsAreJapanese_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("base");
    // RFC 3986 §3's example; the inputs the issue names: P11 beside the
    // readers' table, a reader that fails, a whole-script confusable (its
    // script named), a backslash, a relative reference against a base
    QTest::newRow("rfc3986-3") << QStringLiteral(
        "foo://example.com:8042/over/there?name=ferret#nose")
                               << QString();
    QTest::newRow("readers disagree")
        << QStringLiteral("http://foo@evil.com:80@google.com/") << QString();
    QTest::newRow("reader fails") << QStringLiteral("http://[::1]x/ a") << QString();
    QTest::newRow("confusable") << QStringLiteral("https://\u0430\u0440\u0440\u04cf\u0435.com/")
                                << QString();
    QTest::newRow("backslash") << QStringLiteral("https://evil.example\\@bank.example/p")
                               << QString();
    QTest::newRow("relative") << QStringLiteral("../img/a.png")
                              << QStringLiteral("https://example.com/docs/v1/index.html");
    QTest::newRow("wrapper") << QStringLiteral(
        "https://nam12.safelinks.protection.outlook.com/?url=http%3A%2F%2Fwww.google.com%40evil"
        ".example%2F&data=x") << QString();
    // each combination rule of docs/security-checks.md §3 raises the
    // verdict, and the Security pane says which one did
    QTest::newRow("userinfo and address")
        << QStringLiteral("http://bank.example:secure@192.0.2.7/") << QString();
    QTest::newRow("brand in path")
        << QStringLiteral("https://evil.example/paypal.com/login") << QString();
    QTest::newRow("obfuscated loopback") << QStringLiteral("http://0x7f.1/") << QString();
}

// Every pane raised in turn in the Japanese window: no English word is left
// in what a person reads there, other than names the Japanese text keeps
// (RFC, URL Standard, the libraries), identifiers, URLs and the input.
void TstTranslation::visibleWordsAreJapanese()
{
    QFETCH(QString, input);
    QFETCH(QString, base);
    MainWindow window;
    window.resize(1280, 860);
    window.show();
    window.setLanguage(Language::Japanese);
    window.setBase(base);
    window.setUri(input);
    QVERIFY(window.waitForAnalysis());
    QStringList english;
    const auto check = [&](const QString &where, const QStringList &texts) {
        for (const QString &text : texts) {
            const QStringList words = englishWords(text, input + QLatin1Char(' ') + base);
            if (!words.isEmpty())
                english << where + QStringLiteral(": ") + words.join(QLatin1Char(' '))
                               + QStringLiteral("  <- ") + text.left(200);
        }
    };
    // the input line, the state, the anatomy
    check(QStringLiteral("window"), visibleTexts(*window.centralWidget()));
    check(QStringLiteral("anatomy"),
          window.anatomyView()->braceLabels() + window.anatomyView()->summaryLines());
    for (AnalysisPane *pane : window.panes()) {
        QDockWidget *dock = window.dockOf(pane);
        dock->show();
        dock->raise();
        QCoreApplication::processEvents();
        check(pane->objectName(), visibleTexts(*pane));
    }
    english.removeDuplicates();
    QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
}

// Every text of the catalogue, laid out by Qt at widths from a narrow side
// panel's to a dialog's, breaks only between words: where ICU's word break
// iterator for Japanese has a boundary, or beside a character that is not
// kana or kanji. Without the word joiners, UAX #14 breaks between any two
// kana ("\u3053\u306E...\u3057\u305F\u3053 / \u3068", "What the step did:", in the
// Algorithm tab's side panel at 1024x700).
void TstTranslation::japaneseWrapsBetweenWords()
{
    JapaneseTranslator translator;
    QVERIFY(translator.load(LanguageManager::japaneseCatalog()));
    QTranslator plain;
    QVERIFY(plain.load(LanguageManager::japaneseCatalog()));

    // (context, source, comment) of every message
    QFile file(QStringLiteral(URI_TS_FILE));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    struct Message
    {
        QByteArray context, source, comment;
    };
    std::vector<Message> messages;
    QByteArray context;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText().toUtf8();
        else if (xml.name() == QLatin1String("message"))
            messages.push_back({context, {}, {}});
        else if (xml.name() == QLatin1String("source"))
            messages.back().source = xml.readElementText().toUtf8();
        else if (xml.name() == QLatin1String("comment"))
            messages.back().comment = xml.readElementText().toUtf8();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));

    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::BreakIterator> words(
        icu::BreakIterator::createWordInstance(icu::Locale::getJapanese(), status));
    QVERIFY(U_SUCCESS(status));
    const auto kanaOrKanji = [](QChar c) {
        return (c.unicode() >= 0x3040 && c.unicode() <= 0x30FF)
               || (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF);
    };
    QFont font = QApplication::font();
    QStringList wrong;
    int lines = 0;
    for (const Message &m : messages) {
        const char *comment = m.comment.isEmpty() ? nullptr : m.comment.constData();
        const QString shown = translator.translate(m.context, m.source, comment);
        const QString text = plain.translate(m.context, m.source, comment);
        if (text.isEmpty() || text.contains(QLatin1Char('<')))
            continue; // rich text: laid out by QTextDocument, not here
        QCOMPARE(QString(shown).remove(QChar(kWordJoiner)), text);
        const icu::UnicodeString u(false, reinterpret_cast<const UChar *>(text.utf16()),
                                   static_cast<int32_t>(text.size()));
        words->setText(u);
        for (const qreal width : {70.0, 110.0, 160.0, 240.0}) {
            QTextLayout layout(shown, font);
            QTextOption option;
            option.setWrapMode(QTextOption::WordWrap);
            layout.setTextOption(option);
            layout.beginLayout();
            while (true) {
                QTextLine line = layout.createLine();
                if (!line.isValid())
                    break;
                line.setLineWidth(width);
                const qsizetype start = line.textStart();
                if (start == 0)
                    continue;
                ++lines;
                // the offset in the text without the joiners
                const qsizetype at = start - shown.left(start).count(QChar(kWordJoiner));
                if (at <= 0 || at >= text.size() || !kanaOrKanji(text[at - 1])
                    || !kanaOrKanji(text[at]) || words->isBoundary(static_cast<int32_t>(at)))
                    continue;
                // a word longer than the line may break anywhere (QTextOption::WordWrap)
                const int32_t before = words->preceding(static_cast<int32_t>(at));
                const int32_t after = words->following(static_cast<int32_t>(at));
                if (QFontMetricsF(font).horizontalAdvance(text.mid(before, after - before)) > width)
                    continue;
                wrong << QStringLiteral("%1 px: %2 / %3")
                             .arg(width)
                             .arg(text.left(at).right(12), text.mid(at, 12));
            }
            layout.endLayout();
        }
    }
    words->setText(icu::UnicodeString());
    QVERIFY(lines > 500);
    QVERIFY2(wrong.isEmpty(),
             qPrintable(QString::number(wrong.size()) + QStringLiteral(" breaks inside a word:\n")
                        + wrong.mid(0, 30).join(QLatin1Char('\n'))));
}

QTEST_MAIN(TstTranslation)
#include "tst_translation.moc"
