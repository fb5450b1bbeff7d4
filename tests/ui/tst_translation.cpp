// The Japanese translation: it loads, the .ts file has no unfinished entry,
// and the whole window, every diagnostic code and every example is
// translated (a spy translator records every text the catalogue lacks).
#include "language.h"

#include "diagnostic_text.h"
#include "examples.h"
#include "main_window.h"
#include "models/byte_model.h"
#include "models/component_tree_model.h"
#include "models/diagnostics_model.h"
#include "models/resolution_dot_model.h"
#include "panes/resolution_pane.h"
#include "part_kind.h"
#include "security_text.h"
#include "tour.h"
#include "uriinspector/diagnostic.h"
#include "uriinspector/security.h"
#include "widgets/anatomy_view.h"

#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

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
        for (const uri::security::MessageInfo &m : uri::security::messageCatalog()) {
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
            QVERIFY2(hasJapanese(tour->titleLabel()->text()), qPrintable(tour->titleLabel()->text()));
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

QTEST_MAIN(TstTranslation)
#include "tst_translation.moc"
