#include "window/application.h"

#include "analysis/analyzer.h"
#include "analysis/roles.h"
#include "common/span_mapping.h"
#include "panes/analysis_pane.h"
#include "panes/document/document_pane.h"
#include "panes/resolution/resolution_pane.h"
#include "panes/security/security_pane.h"
#include "widgets/diagram.h"
#include "window/blocklist_set.h"
#include "window/main_window.h"
#include "window/practice_dock.h"
#include "window/theme.h"
#include "window/tour.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDeadlineTimer>
#include <QDockWidget>
#include <QPixmap>
#include <QPushButton>
#include <QStatusBar>
#include <QTreeView>

#include <cstdio>

namespace uri::ui {

QStringList Application::arguments(int argc, const char *const argv[])
{
    QStringList out;
    for (int i = 0; i < argc; ++i)
        out << SpanMapping::inputText(argv[i]);
    return out;
}

namespace {

// A usage error: said on stderr; the program exits with 2.
void usageError(CommandLine &options, const QString &message)
{
    std::fprintf(stderr, "%s\n", qPrintable(message));
    options.exitCode = 2;
}

// --open with --screenshot: the document read, its most flagged link
// chosen (the first of the highest verdict), so that the picture shows a
// link in its context (its picture drawn).
void showDocument(MainWindow &window)
{
    auto *pane = qobject_cast<DocumentPane *>(window.pane(QStringLiteral("document")));
    if (pane == nullptr || !pane->waitForResult(120000))
        return;
    int best = -1;
    int bestRisk = -1;
    for (int r = 0; r < pane->model()->rowCount(); ++r) {
        const QVariant risk = pane->model()->index(r, 0).data(RiskRole);
        if (risk.isValid() && risk.toInt() > bestRisk) {
            best = r;
            bestRisk = risk.toInt();
        }
    }
    if (best >= 0) {
        pane->view()->setCurrentIndex(pane->model()->index(best, 0));
        pane->waitForPicture(120000);
    }
}

// The options of the window's command line (README.md, "The window").
void declareOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(Application::tr(
        "Takes a URI apart and shows what every character means. It never fetches the URI."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("URI"),
                                 Application::tr("The URI reference to open with."),
                                 QStringLiteral("[URI]"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        Application::tr("Render the window to the PNG file FILE and exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  Application::tr("The language of the window: en, ja or system."),
                                  QStringLiteral("LANG"));
    const QCommandLineOption spec(
        QStringLiteral("spec"),
        Application::tr("The specification to check against, e.g. rfc3986."),
        QStringLiteral("SPEC"));
    const QCommandLineOption dark(
        QStringLiteral("dark"),
        Application::tr("Start with the dark theme (as View > Theme > Dark)."));
    const QCommandLineOption pane(
        QStringLiteral("pane"),
        Application::tr(
            "Show and raise the pane NAME: componentsPane, bytesPane, diagnosticsPane, "
            "resolutionPane, normalizePane, securityPane, readersPane, extractPane, "
            "documentPane, encodingPane or grammarPane (or the name without \"Pane\": "
            "readers). "
            "resolution:algorithm "
            "shows the Resolution pane's Algorithm tab, resolution:algorithm:N at step N of "
            "the trace; security:views and security:nested the Security pane's tab of the "
            "views or of the nested URLs."),
        QStringLiteral("NAME"));
    const QCommandLineOption base(
        QStringLiteral("base"),
        Application::tr("Resolve the URI against the base URI BASE (the Resolution pane's base)."),
        QStringLiteral("BASE"));
    const QCommandLineOption exportOption(
        QStringLiteral("export"),
        Application::tr(
            "Write the report of the URI to FILE without showing the window, and exit: JSON, "
            "HTML or Markdown by the suffix (.json, .html, .md); the JSON is that of "
            "\"uri-inspect check --json --normalize --readers\". Exit status: 0, 1 when the "
            "link is flagged (low or above), 2 on a usage or write error."),
        QStringLiteral("FILE"));
    const QCommandLineOption diagram(
        QStringLiteral("export-diagram"),
        Application::tr(
            "Write the anatomy of the URI to FILE without showing the window, and exit: SVG "
            "(its labels as text, for a slide) or PNG by the suffix (.svg, .png), 960 pixels "
            "wide, light or with --dark dark, in the language of --lang. Exit status: 0, 2 on "
            "a usage or write error."),
        QStringLiteral("FILE"));
    const QCommandLineOption tour(
        QStringLiteral("tour"),
        Application::tr("Open the tour (Help > Tour) at stop N, 1 to %1.").arg(Tour::kStopCount),
        QStringLiteral("N"));
    const QCommandLineOption practice(
        QStringLiteral("practice"),
        Application::tr("Open Help > Practice: exercises the window asks and grades."));
    const QCommandLineOption seed(
        QStringLiteral("seed"),
        Application::tr("With --practice: the sequence of exercises N, 0 to %1 (default 1); the "
                        "same on every machine.")
            .arg(PracticeDock::kMaxSeed),
        QStringLiteral("N"));
    const QCommandLineOption size(
        QStringLiteral("size"),
        Application::tr(
            "The window's size in pixels, WxH (e.g. 1024x700), on screen and in --screenshot."),
        QStringLiteral("WxH"));
    const QCommandLineOption blocklist(
        QStringLiteral("blocklist"),
        Application::tr(
            "Match the link against the blocklist FILE (hosts file, Adblock Plus filters, plain "
            "domains or URLs, URLhaus CSV), as \"uri-inspect check --blocklist\"; repeatable; "
            "for this session only (Data > Blocklists... keeps lists across sessions)."),
        QStringLiteral("FILE"));
    const QCommandLineOption open(
        QStringLiteral("open"),
        Application::tr(
            "Open the file FILE by its content, as File > Open does: a mail, an mbox, a web "
            "page, a PDF or an image in the Document pane (with --screenshot, its most "
            "flagged link chosen), a text in the Extract pane."),
        QStringLiteral("FILE"));
    parser.addOptions({screenshot, exportOption, diagram, lang, spec, dark, pane, base, tour,
                       practice, seed, size, blocklist, open});
}

// --help, --help-all and --version: answered, and the program exits with 0.
bool answerHelp(const QCommandLineParser &parser, CommandLine &options)
{
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) {
        std::printf("%s", qPrintable(parser.helpText()));
        if (parser.isSet(QStringLiteral("help-all"))) {
            // QApplication's own options (QGuiApplication, QApplication docs)
            std::printf("%s\n", qPrintable(Application::tr(
                                    "Qt options:\n"
                                    "  -platform NAME  the platform plugin (xcb, wayland, "
                                    "offscreen, ...)\n"
                                    "  -style NAME     the widget style (Fusion, ...)\n"
                                    "  -reverse        right-to-left layout\n"
                                    "  -display NAME   the X11 display")));
        }
        options.exitCode = 0;
        return true;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::printf("%s %s\n", qPrintable(QCoreApplication::applicationName()),
                    qPrintable(QCoreApplication::applicationVersion()));
        options.exitCode = 0;
        return true;
    }
    return false;
}

// --export FILE: a report format the name says, and alone.
void readExport(const QCommandLineParser &parser, CommandLine &options)
{
    options.exportPath = parser.value(QStringLiteral("export"));
    if (!parser.isSet(QStringLiteral("export")))
        return;
    const QString suffix = options.exportPath.section(QLatin1Char('.'), -1).toLower();
    if (options.exportPath.isEmpty() || !options.exportPath.contains(QLatin1Char('.'))
        || !QStringList{QStringLiteral("json"), QStringLiteral("html"), QStringLiteral("md")}
                .contains(suffix)) {
        usageError(options, Application::tr("Unknown report format \"%1\": the file's name ends "
                                            "in .json, .html or .md.")
                                .arg(options.exportPath));
    } else if (!options.screenshot.isEmpty() || options.tour) {
        usageError(options, Application::tr("--export writes a report alone: not with "
                                            "--screenshot or --tour."));
    }
}

// --export-diagram FILE: an SVG or a PNG, and alone.
void readDiagram(const QCommandLineParser &parser, CommandLine &options)
{
    if (!parser.isSet(QStringLiteral("export-diagram")))
        return;
    options.diagramPath = parser.value(QStringLiteral("export-diagram"));
    if (!diagramFormat(options.diagramPath)) {
        usageError(options, Application::tr("Unknown diagram format \"%1\": the file's name "
                                            "ends in .svg or .png.")
                                .arg(options.diagramPath));
    } else if (!options.screenshot.isEmpty() || options.tour || !options.exportPath.isEmpty()) {
        usageError(options, Application::tr("--export-diagram writes a diagram alone: not with "
                                            "--screenshot, --tour or --export."));
    }
}

// --tour N, --practice [--seed N] and --size WxH.
void readTourAndSize(const QCommandLineParser &parser, CommandLine &options)
{
    const QString seed = parser.value(QStringLiteral("seed"));
    if (parser.isSet(QStringLiteral("practice"))) {
        bool ok = seed.isNull();
        const int value = seed.isNull() ? 1 : seed.toInt(&ok);
        if (parser.isSet(QStringLiteral("tour")))
            usageError(options,
                       Application::tr("--practice and --tour are two lessons: give one."));
        else if (ok && value >= 0)
            options.practice = static_cast<std::uint32_t>(value);
        else
            usageError(options, Application::tr("Unknown seed \"%1\"; give a number from 0 to %2.")
                                    .arg(seed)
                                    .arg(PracticeDock::kMaxSeed));
    } else if (!seed.isNull()) {
        usageError(options, Application::tr("--seed goes with --practice."));
    }
    if (const QString value = parser.value(QStringLiteral("tour")); !value.isNull()) {
        bool ok = false;
        const int stop = value.toInt(&ok);
        if (ok && stop >= 1 && stop <= Tour::kStopCount)
            options.tour = stop;
        else
            usageError(options, Application::tr("Unknown stop \"%1\"; the tour has stops 1 to %2.")
                                    .arg(value)
                                    .arg(Tour::kStopCount));
    }
    if (const QString value = parser.value(QStringLiteral("size")); !value.isNull()) {
        const QStringList wh = value.split(QLatin1Char('x'));
        bool okW = false;
        bool okH = false;
        const int w = wh.size() == 2 ? wh[0].toInt(&okW) : 0;
        const int h = wh.size() == 2 ? wh[1].toInt(&okH) : 0;
        if (okW && okH && w >= 200 && h >= 200 && w <= 10000 && h <= 10000)
            options.size = QSize(w, h);
        else
            usageError(options, Application::tr("Unknown size \"%1\"; give WxH in pixels, 200 "
                                                "to 10000 each (1024x700).")
                                    .arg(value));
    }
}

} // namespace

CommandLine Application::parseCommandLine(const QStringList &arguments)
{
    CommandLine options;
    QCommandLineParser parser;
    declareOptions(parser);
    if (!parser.parse(arguments)) {
        usageError(options, parser.errorText());
        return options;
    }
    if (answerHelp(parser, options))
        return options;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        usageError(options, tr("Give at most one URI."));
        return options;
    }
    if (!positional.isEmpty())
        options.uri = positional.front();
    options.screenshot = parser.value(QStringLiteral("screenshot"));
    readTourAndSize(parser, options);
    readExport(parser, options);
    readDiagram(parser, options);
    if (options.exitCode >= 0)
        return options;
    options.blocklists = parser.values(QStringLiteral("blocklist"));
    options.open = parser.value(QStringLiteral("open"));
    options.dark = parser.isSet(QStringLiteral("dark"));
    options.pane = parser.value(QStringLiteral("pane"));
    if (parser.isSet(QStringLiteral("base")))
        options.base = parser.value(QStringLiteral("base"));
    if (const QString lang = parser.value(QStringLiteral("lang")); !lang.isNull()) {
        options.language = LanguageManager::fromCode(lang);
        if (!options.language)
            usageError(options, tr("Unknown language \"%1\"; use en, ja or system.").arg(lang));
    }
    if (const QString spec = parser.value(QStringLiteral("spec")); !spec.isNull()) {
        options.spec = specFromName(spec.toStdString());
        if (!options.spec)
            usageError(options, tr("Unknown specification \"%1\".").arg(spec));
    }
    return options;
}

bool Application::addBlocklists(MainWindow &window, const CommandLine &options)
{
    for (const QString &path : options.blocklists) {
        if (const QString error = window.blocklists()->add(path); !error.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return false;
        }
    }
    return true;
}

bool Application::saveScreenshot(MainWindow &window, const QString &path)
{
    const QPixmap pixmap = window.grab();
    return !pixmap.isNull() && pixmap.save(path, "PNG");
}

bool Application::inspectWithoutDisplay(MainWindow &window, const CommandLine &options)
{
    if (options.language)
        window.setLanguage(*options.language);
    if (options.spec)
        window.setSpec(*options.spec);
    if (options.base)
        window.setBase(*options.base);
    if (!addBlocklists(window, options))
        return false;
    window.setUri(options.uri.value_or(QString()));
    return true;
}

int Application::exportReport(const CommandLine &options)
{
    // the window's own inspection and report, as File > Export writes them
    MainWindow window;
    if (!inspectWithoutDisplay(window, options))
        return 2;
    if (!window.waitForAnalysis(120000)) {
        std::fprintf(stderr, "%s\n", qPrintable(tr("The analysis did not finish in time.")));
        return 2;
    }
    if (!window.exportReport(options.exportPath)) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(tr("Cannot write \"%1\".").arg(options.exportPath)));
        return 2;
    }
    // `uri-inspect check`: 1 when the link is flagged, low or above
    const auto &security = window.analyzer()->current()->security;
    return security && security->verdict && *security->verdict > security::Risk::Info ? 1 : 0;
}

int Application::exportDiagram(const CommandLine &options)
{
    MainWindow window;
    // light unless --dark, whatever the desktop's theme (QT_QPA_PLATFORM set)
    window.setTheme(options.dark ? Theme::Dark : Theme::Light);
    if (!inspectWithoutDisplay(window, options))
        return 2;
    if (!window.exportDiagram(options.diagramPath)) {
        // the status bar's words: no input, or the file not written
        std::fprintf(stderr, "%s\n", qPrintable(window.statusBar()->currentMessage()));
        return 2;
    }
    return 0;
}

int Application::run(const CommandLine &options)
{
    if (!options.exportPath.isEmpty())
        return exportReport(options);
    if (!options.diagramPath.isEmpty())
        return exportDiagram(options);
    ThemeManager::captureSystem(); // before anything changes the desktop's look
    MainWindow window;
    const bool screenshot = !options.screenshot.isEmpty();
    if (!screenshot)
        window.restoreSettings(); // screenshots are the same on every machine
    if (options.dark)
        window.setTheme(Theme::Dark); // as View > Theme > Dark
    if (options.language)
        window.setLanguage(*options.language);
    if (options.spec) {
        window.setSpec(*options.spec);
    }
    if (options.base)
        window.setBase(*options.base);
    if (!addBlocklists(window, options))
        return 2;
    if (options.uri)
        window.setUri(*options.uri);
    if (!options.open.isEmpty() && !window.openFile(options.open)) {
        std::fprintf(stderr, "%s\n", qPrintable(tr("Cannot read \"%1\".").arg(options.open)));
        return 2;
    }
    // --pane NAME, resolution:algorithm[:STEP], or security:views|nested
    const QStringList paneParts = options.pane.split(QLatin1Char(':'));
    ResolutionPane *algorithmPane = nullptr;
    int algorithmStep = -1; // -1: the end
    if (!options.pane.isEmpty()) {
        AnalysisPane *pane = window.pane(paneParts.front());
        auto *securityPane = qobject_cast<SecurityPane *>(pane);
        if (securityPane && paneParts.size() == 2) {
            // security:views, security:nested: that tab in front
            if (paneParts[1] == QLatin1String("views"))
                securityPane->showTab(SecurityPane::ViewsTab);
            else if (paneParts[1] == QLatin1String("nested"))
                securityPane->showTab(SecurityPane::NestedTab);
            else
                pane = nullptr;
        } else if (pane && paneParts.size() > 1) {
            algorithmPane = qobject_cast<ResolutionPane *>(pane);
            bool ok = paneParts.size() == 2;
            if (paneParts.size() == 3)
                algorithmStep = paneParts[2].toInt(&ok) - 1;
            if (!algorithmPane || paneParts[1] != QLatin1String("algorithm") || !ok
                || paneParts.size() > 3 || (paneParts.size() == 3 && algorithmStep < 0))
                pane = nullptr;
        }
        if (!pane) {
            std::fprintf(stderr, "%s\n", qPrintable(tr("Unknown pane \"%1\".").arg(options.pane)));
            return 2;
        }
        if (algorithmPane)
            algorithmPane->showAlgorithm();
        QDockWidget *dock = window.dockOf(pane);
        dock->show();
        dock->raise();
    }
    // the tour sets its own input, base, spec and pane over the options
    Tour *tour = options.tour ? window.startTour(*options.tour - 1) : nullptr;
    if (options.practice)
        window.startPractice(*options.practice);
    if (tour != nullptr && screenshot)
        tour->setAutoStepInterval(0); // the screenshot steps the trace itself

    if (screenshot) {
        window.resize(options.size.value_or(MainWindow::defaultSize()));
        window.show();
        if (!options.open.isEmpty())
            showDocument(window);
        if (!window.waitForAnalysis()) {
            std::fprintf(stderr, "%s\n", qPrintable(tr("The analysis did not finish in time.")));
            return 1;
        }
        const QDeadlineTimer deadline(10000);
        while (tour != nullptr && !tour->isSettled() && !deadline.hasExpired())
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        // a trace halfway: steps shown, the current one marked, steps to come
        if (tour != nullptr && tour->stepButton()->isVisible()) {
            for (int i = 0; i < 3; ++i)
                tour->step();
        }
        if (algorithmPane && algorithmStep >= 0)
            algorithmPane->setTraceStep(algorithmStep);
        QCoreApplication::processEvents();
        if (!saveScreenshot(window, options.screenshot)) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(tr("Cannot write \"%1\".").arg(options.screenshot)));
            return 1;
        }
        return 0;
    }
    if (options.size)
        window.resize(*options.size);
    window.show();
    // the step is one of the input's trace: it is set once that trace is shown
    if (algorithmPane && algorithmStep >= 0 && window.waitForAnalysis())
        algorithmPane->setTraceStep(algorithmStep);
    const int status = QApplication::exec();
    window.saveSettings();
    return status;
}

} // namespace uri::ui
