// The anatomy for a slide (widgets/diagram.h): File > Export Diagram, Edit >
// Copy Diagram and `uri-inspector --export-diagram FILE`. The SVG is XML
// whose labels are text in named fonts, light or dark, in the window's
// language, and draws what the PNG draws.
#include "widgets/anatomy_view.h"
#include "widgets/diagram.h"
#include "window/main_window.h"
#include "window/theme.h"

#include <QClipboard>
#include <QImage>
#include <QMimeData>
#include <QPainter>
#include <QProcess>
#include <QStatusBar>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

using namespace uri::ui;

class TstDiagram : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void svgKeepsTheLabelsAsText();
    void fontsNamed();
    void lightAndDark();
    void japanese();
    void hostileInputStaysXml_data();
    void hostileInputStaysXml();
    void longInputWithinPixels();
    void svgDrawsAsThePng();
    void exportFromTheWindow();
    void copyDiagram();
    void commandLine_data();
    void commandLine();
};

namespace {

const QString kUri = QStringLiteral("http://user:pw@www.example.com:8080/a/b/c.html?x=1&y=2#top");

/// What an SVG says: its title, its viewBox, the text of each <text>, each
/// font-family, the fill of its first rectangle (the background); the
/// reader's error when it is no XML.
struct Svg
{
    QString title;
    QString viewBox;
    QStringList texts;
    QStringList families;
    QString background;
    QString error;
};

Svg readSvg(const QByteArray &bytes)
{
    Svg svg;
    QXmlStreamReader xml(bytes);
    QString fill;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto attributes = xml.attributes();
        if (attributes.hasAttribute(QStringLiteral("fill")))
            fill = attributes.value(QStringLiteral("fill")).toString();
        if (attributes.hasAttribute(QStringLiteral("font-family")))
            svg.families << attributes.value(QStringLiteral("font-family")).toString();
        if (xml.name() == QLatin1String("svg"))
            svg.viewBox = attributes.value(QStringLiteral("viewBox")).toString();
        else if (xml.name() == QLatin1String("title"))
            svg.title = xml.readElementText();
        else if (xml.name() == QLatin1String("text"))
            svg.texts << xml.readElementText();
        else if (xml.name() == QLatin1String("rect") && svg.background.isEmpty())
            svg.background = fill;
    }
    if (xml.hasError())
        svg.error = xml.errorString();
    return svg;
}

/// The window with @p uri inspected.
void inspect(MainWindow &window, const QString &uri)
{
    window.setUri(uri);
    QVERIFY(window.waitForAnalysis());
}

/// The texts of one character each, in order: the drawn input.
QString drawnInput(const Svg &svg)
{
    QString out;
    for (const QString &t : svg.texts) {
        if (t.size() == 1)
            out += t;
    }
    return out;
}

} // namespace

void TstDiagram::init()
{
    ThemeManager::apply(Theme::Light);
}

// Every brace's label is a <text> of its own, whole; the input's characters
// are drawn in order; the title is the input; 960 pixels wide.
void TstDiagram::svgKeepsTheLabelsAsText()
{
    MainWindow window;
    inspect(window, kUri);
    const Svg svg = readSvg(Diagram(*window.anatomyView()).svg(kUri));
    QCOMPARE(svg.error, QString());
    QCOMPARE(svg.title, kUri);
    QVERIFY2(svg.viewBox.startsWith(QStringLiteral("0 0 960 ")), qPrintable(svg.viewBox));
    QStringList labels;
    for (const QString &t : svg.texts) {
        if (t.size() > 1)
            labels << t;
    }
    QCOMPARE(labels, (QStringList{QStringLiteral("Host: www.example.com (registered name)"),
                                  QStringLiteral("scheme"),
                                  QStringLiteral("authority"),
                                  QStringLiteral("userinfo"),
                                  QStringLiteral("user"),
                                  QStringLiteral("password"),
                                  QStringLiteral("host"),
                                  QStringLiteral("label 1"),
                                  QStringLiteral("label 2"),
                                  QStringLiteral("label 3"),
                                  QStringLiteral("registrable domain"),
                                  QStringLiteral("port"),
                                  QStringLiteral("path"),
                                  QStringLiteral("segment 1"),
                                  QStringLiteral("segment 2"),
                                  QStringLiteral("segment 3"),
                                  QStringLiteral("query"),
                                  QStringLiteral("parameter 1"),
                                  QStringLiteral("parameter 2"),
                                  QStringLiteral("fragment")}));
    QCOMPARE(drawnInput(svg), kUri);
}

// Each font as the font drawn, a CSS generic family after it: never the
// family Qt was asked for ("Sans Serif", "Monospace").
void TstDiagram::fontsNamed()
{
    MainWindow window;
    inspect(window, kUri);
    const Svg svg = readSvg(Diagram(*window.anatomyView()).svg(kUri));
    QVERIFY(!svg.families.isEmpty());
    bool mono = false;
    for (const QString &family : svg.families) {
        const QStringList names = family.split(QStringLiteral(", "));
        QCOMPARE(names.size(), 2);
        QVERIFY2(names[1] == QLatin1String("monospace") || names[1] == QLatin1String("sans-serif"),
                 qPrintable(family));
        QVERIFY2(names[0] != QLatin1String("Sans Serif") && names[0] != QLatin1String("Monospace"),
                 qPrintable(family));
        mono = mono || names[1] == QLatin1String("monospace");
    }
    QVERIFY(mono); // the input, in the window's fixed-pitch font
}

// The background and the labels follow the theme.
void TstDiagram::lightAndDark()
{
    for (const Theme theme : {Theme::Light, Theme::Dark}) {
        MainWindow window;
        window.setTheme(theme);
        inspect(window, kUri);
        const Svg svg = readSvg(Diagram(*window.anatomyView()).svg(kUri));
        const QColor background(svg.background);
        QVERIFY2(background.isValid(), qPrintable(svg.background));
        if (theme == Theme::Dark)
            QVERIFY2(background.lightness() < 80, qPrintable(svg.background));
        else
            QVERIFY2(background.lightness() > 200, qPrintable(svg.background));
        const QImage png = Diagram(*window.anatomyView()).image(1);
        QCOMPARE(png.pixelColor(2, 2).rgb(), background.rgb());
    }
}

// The Japanese window's diagram: its labels from the catalogue, each one
// <text> whole (the word joiners that keep a Japanese word on one line are
// not painted, else each character would be a text of its own): scheme,
// authority, host, port, path, query and fragment in katakana.
void TstDiagram::japanese()
{
    MainWindow window;
    window.setLanguage(Language::Japanese);
    // the translator is the application's: English again however this ends
    const auto english = qScopeGuard([&window] { window.setLanguage(Language::English); });
    inspect(window, kUri);
    const Svg svg = readSvg(Diagram(*window.anatomyView()).svg(kUri));
    QCOMPARE(svg.error, QString());
    for (const char *label : {"\u30B9\u30AD\u30FC\u30E0", "\u30AA\u30FC\u30BD\u30EA\u30C6\u30A3",
                              "\u30DB\u30B9\u30C8", "\u30DD\u30FC\u30C8", "\u30D1\u30B9",
                              "\u30AF\u30A8\u30EA", "\u30D5\u30E9\u30B0\u30E1\u30F3\u30C8"})
        QVERIFY2(svg.texts.contains(QString::fromUtf8(label)), label);
    QCOMPARE(drawnInput(svg), kUri);
}

void TstDiagram::hostileInputStaysXml_data()
{
    QTest::addColumn<QString>("input");
    QTest::newRow("bidi, controls, markup")
        << QStringLiteral("http://a\u202Eb.example/<script>&amp;") + QChar(0x01) + QChar(0x7F)
               + QStringLiteral("?\"'#]]>");
    // noncharacters and nothing else outside ASCII: no security finding
    // asks the anatomy for escapes, and XML 1.0 has no U+FFFE nor U+FFFF
    QTest::newRow("noncharacters") << QStringLiteral("http://a.example/x\uFFFF\uFFFE?q=\uFDD0");
}

// Hostile input: the SVG stays XML, every text and the title free of
// controls, bidi characters and the two characters XML 1.0 lacks; the
// title shows the input as the window escapes it.
void TstDiagram::hostileInputStaysXml()
{
    QFETCH(QString, input);
    MainWindow window;
    inspect(window, input);
    const Svg svg = readSvg(Diagram(*window.anatomyView()).svg(input));
    QCOMPARE(svg.error, QString());
    QVERIFY2(svg.title.startsWith(QStringLiteral("http://a")), qPrintable(svg.title));
    QVERIFY(!svg.texts.isEmpty());
    for (const QString &t : svg.texts + QStringList{svg.title}) {
        for (const QChar c : t) {
            QVERIFY2(c.unicode() >= 0x20 && c.unicode() != 0x7F && c != QChar(0x202E)
                         && c.unicode() != 0xFFFE && c.unicode() != 0xFFFF,
                     qPrintable(t));
        }
    }
}

// 4 KiB of escaped characters (the most the anatomy draws): the PNG stays
// within kDiagramMaxPixels, drawn at fewer than twice the pixels if need be.
void TstDiagram::longInputWithinPixels()
{
    MainWindow window;
    QString input = QStringLiteral("http://\u202E.example/");
    for (int i = 0; i < 1100; ++i)
        input += QChar::fromUcs4(0x1F600 + static_cast<char32_t>(i % 64));
    inspect(window, input);
    const QImage png = Diagram(*window.anatomyView()).image();
    QVERIFY(png.width() >= kDiagramWidth);
    QVERIFY2(qint64(png.width()) * png.height() <= kDiagramMaxPixels,
             qPrintable(QStringLiteral("%1x%2").arg(png.width()).arg(png.height())));
}

// The SVG drawn again (Qt's own renderer) against the PNG: the same
// background, and ink in the same places (the glyphs' edges may differ).
void TstDiagram::svgDrawsAsThePng()
{
    MainWindow window;
    inspect(window, kUri);
    const QImage png
        = Diagram(*window.anatomyView()).image(1).convertToFormat(QImage::Format_RGB32);
    // Qt 6.4's renderer takes a font-family list for one name, which no font
    // has: it is given the first name alone
    QByteArray svg = Diagram(*window.anatomyView()).svg(kUri);
    svg.replace(", monospace\"", "\"").replace(", sans-serif\"", "\"");
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.viewBox().size(), png.size());
    QImage drawn(png.size(), QImage::Format_RGB32);
    drawn.fill(Qt::magenta);
    {
        QPainter painter(&drawn);
        renderer.render(&painter);
    }
    // blocks of 8x8 pixels drawn on (not all background) in one and not
    // in the other: text drawn with other hinting or a pixel off moves a
    // word's end into the next block at most; a missing fill, brace or word
    // leaves many blocks empty
    const QRgb background = png.pixel(0, 0);
    QCOMPARE(drawn.pixel(0, 0), background);
    const auto empty = [background](const QImage &image, int bx, int by) {
        for (int y = by; y < by + 8; ++y) {
            for (int x = bx; x < bx + 8; ++x) {
                if (image.pixel(x, y) != background)
                    return false;
            }
        }
        return true;
    };
    int blocks = 0;
    int drawnOn = 0;
    int differ = 0;
    for (int y = 0; y + 8 <= png.height(); y += 8) {
        for (int x = 0; x + 8 <= png.width(); x += 8) {
            const bool a = empty(png, x, y);
            ++blocks;
            drawnOn += a ? 0 : 1;
            differ += a != empty(drawn, x, y) ? 1 : 0;
        }
    }
    QVERIFY2(drawnOn > blocks / 5, qPrintable(QString::number(drawnOn)));
    // 39 of 1,102 when this was written
    QVERIFY2(differ * 20 < drawnOn,
             qPrintable(QStringLiteral("%1 of %2 blocks differ").arg(differ).arg(drawnOn)));
}

// File > Export Diagram: by the suffix; a name of another format, or no
// input, is a message in the status bar and no file.
void TstDiagram::exportFromTheWindow()
{
    QTemporaryDir dir;
    MainWindow window;
    const QString none = dir.filePath(QStringLiteral("none.svg"));
    QVERIFY(!window.exportDiagram(none));
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("Not saved: there is no input to draw."));
    QVERIFY(!QFile::exists(none));
    inspect(window, kUri);
    const QString gif = dir.filePath(QStringLiteral("d.gif"));
    QVERIFY(!window.exportDiagram(gif));
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("Not saved: a diagram is saved as SVG (.svg) or PNG (.png)."));
    QVERIFY(!QFile::exists(gif));
    const QString missing = dir.filePath(QStringLiteral("missing/d.svg"));
    QVERIFY(!window.exportDiagram(missing));
    QVERIFY2(window.statusBar()->currentMessage().startsWith(
                 QStringLiteral("Cannot write \"%1\": ").arg(missing)),
             qPrintable(window.statusBar()->currentMessage()));
    const QString svgPath = dir.filePath(QStringLiteral("d.SVG"));
    QVERIFY(window.exportDiagram(svgPath));
    QFile svg(svgPath);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QCOMPARE(readSvg(svg.readAll()).title, kUri);
    const QString pngPath = dir.filePath(QStringLiteral("d.png"));
    QVERIFY(window.exportDiagram(pngPath));
    const QImage png(pngPath);
    QCOMPARE(png.width(), 2 * kDiagramWidth);
}

// Edit > Copy Diagram: SVG and an image on the clipboard.
void TstDiagram::copyDiagram()
{
    MainWindow window;
    inspect(window, kUri);
    window.copyDiagram();
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    QVERIFY(mime != nullptr);
    QCOMPARE(readSvg(mime->data(QStringLiteral("image/svg+xml"))).title, kUri);
    QVERIFY(mime->hasImage());
    QCOMPARE(qvariant_cast<QImage>(mime->imageData()).width(), 2 * kDiagramWidth);
}

void TstDiagram::commandLine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("error");
    QTest::newRow("svg") << QStringList{kUri} << "d.svg" << 0 << QString();
    QTest::newRow("png, dark, Japanese")
        << QStringList{QStringLiteral("--dark"), QStringLiteral("--lang"), QStringLiteral("ja"),
                       kUri}
        << "d.png" << 0 << QString();
    QTest::newRow("svg, Japanese")
        << QStringList{QStringLiteral("--lang"), QStringLiteral("ja"), kUri} << "ja.svg" << 0
        << QString();
    QTest::newRow("a folder that is not there")
        << QStringList{kUri} << "missing/d.svg" << 2 << QStringLiteral("Cannot write");
    QTest::newRow("another format")
        << QStringList{kUri} << "d.gif" << 2 << QStringLiteral("Unknown diagram format");
    QTest::newRow("with --screenshot")
        << QStringList{QStringLiteral("--screenshot"), QStringLiteral("s.png"), kUri} << "d.svg"
        << 2 << QStringLiteral("writes a diagram alone");
    QTest::newRow("no input") << QStringList() << "d.svg" << 2
                              << QStringLiteral("Not saved: there is no input to draw.");
}

// `uri-inspector --export-diagram FILE`, with no display.
void TstDiagram::commandLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, file);
    QFETCH(int, status);
    QFETCH(QString, error);
    QTemporaryDir dir;
    const QString path = dir.filePath(file);
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(dir.path());
    process.start(QStringLiteral(URI_INSPECTOR_EXE),
                  QStringList{QStringLiteral("--export-diagram"), path} + arguments);
    QVERIFY(process.waitForFinished(60000));
    const QString stderrText = QString::fromUtf8(process.readAllStandardError());
    QCOMPARE(process.exitCode(), status);
    if (status != 0) {
        QVERIFY2(stderrText.contains(error), qPrintable(stderrText));
        QVERIFY(!QFile::exists(path));
        return;
    }
    if (file.endsWith(QLatin1String(".png"))) {
        const QImage png(path);
        QCOMPARE(png.width(), 2 * kDiagramWidth);
        QVERIFY(QColor(png.pixel(2, 2)).lightness() < 80); // --dark
        return;
    }
    QFile svg(path);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const Svg read = readSvg(svg.readAll());
    QCOMPARE(read.error, QString());
    QCOMPARE(read.title, kUri);
    // "port" in English, in katakana in Japanese
    const QString port = file.startsWith(QLatin1String("ja")) ? QStringLiteral("\u30DD\u30FC\u30C8")
                                                              : QStringLiteral("port");
    QVERIFY(read.texts.contains(port));
}

QTEST_MAIN(TstDiagram)
#include "tst_diagram.moc"
