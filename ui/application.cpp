#include "application.h"

#include "main_window.h"
#include "panes/analysis_pane.h"
#include "panes/resolution_pane.h"
#include "tour.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDeadlineTimer>
#include <QDockWidget>
#include <QPixmap>
#include <QPushButton>

#include <cstdio>

namespace uri::ui {

CommandLine Application::parseCommandLine(const QStringList &arguments)
{
    CommandLine options;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Takes a URI apart and shows what every character means. It never fetches the URI."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("URI"), tr("The URI reference to open with."),
                                 QStringLiteral("[URI]"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        tr("Render the window to the PNG file FILE and exit."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  tr("The language of the window: en, ja or system."),
                                  QStringLiteral("LANG"));
    const QCommandLineOption spec(QStringLiteral("spec"),
                                  tr("The specification to check against, e.g. rfc3986."),
                                  QStringLiteral("SPEC"));
    const QCommandLineOption dark(QStringLiteral("dark"),
                                  tr("Start with the dark theme (as View > Theme > Dark)."));
    const QCommandLineOption pane(
        QStringLiteral("pane"),
        tr("Show and raise the pane NAME: componentsPane, bytesPane, diagnosticsPane, "
           "resolutionPane, normalizePane, securityPane, readersPane, extractPane or "
           "encodingPane (or the name without \"Pane\": readers). resolution:algorithm "
           "shows the Resolution pane's Algorithm tab, resolution:algorithm:N at step N of "
           "the trace."),
        QStringLiteral("NAME"));
    const QCommandLineOption base(
        QStringLiteral("base"),
        tr("Resolve the URI against the base URI BASE (the Resolution pane's base)."),
        QStringLiteral("BASE"));
    const QCommandLineOption tour(
        QStringLiteral("tour"),
        tr("Open the tour (Help > Tour) at stop N, 1 to %1.").arg(Tour::kStopCount),
        QStringLiteral("N"));
    parser.addOptions({screenshot, lang, spec, dark, pane, base, tour});
    if (!parser.parse(arguments)) {
        std::fprintf(stderr, "%s\n", qPrintable(parser.errorText()));
        options.exitCode = 2;
        return options;
    }
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) {
        std::printf("%s", qPrintable(parser.helpText()));
        if (parser.isSet(QStringLiteral("help-all"))) {
            // QApplication's own options (QGuiApplication, QApplication docs)
            std::printf("%s\n",
                        qPrintable(tr("Qt options:\n"
                                      "  -platform NAME  the platform plugin (xcb, wayland, "
                                      "offscreen, ...)\n"
                                      "  -style NAME     the widget style (Fusion, ...)\n"
                                      "  -reverse        right-to-left layout\n"
                                      "  -display NAME   the X11 display")));
        }
        options.exitCode = 0;
        return options;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::printf("%s %s\n", qPrintable(QCoreApplication::applicationName()),
                    qPrintable(QCoreApplication::applicationVersion()));
        options.exitCode = 0;
        return options;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        std::fprintf(stderr, "%s\n", qPrintable(tr("Give at most one URI.")));
        options.exitCode = 2;
        return options;
    }
    if (!positional.isEmpty())
        options.uri = positional.front();
    options.screenshot = parser.value(screenshot);
    options.dark = parser.isSet(dark);
    options.pane = parser.value(pane);
    if (parser.isSet(base))
        options.base = parser.value(base);
    if (parser.isSet(lang)) {
        options.language = LanguageManager::fromCode(parser.value(lang));
        if (!options.language) {
            std::fprintf(
                stderr, "%s\n",
                qPrintable(
                    tr("Unknown language \"%1\"; use en, ja or system.").arg(parser.value(lang))));
            options.exitCode = 2;
        }
    }
    if (parser.isSet(tour)) {
        bool ok = false;
        const int stop = parser.value(tour).toInt(&ok);
        if (ok && stop >= 1 && stop <= Tour::kStopCount) {
            options.tour = stop;
        } else {
            std::fprintf(stderr, "%s\n",
                         qPrintable(tr("Unknown stop \"%1\"; the tour has stops 1 to %2.")
                                        .arg(parser.value(tour))
                                        .arg(Tour::kStopCount)));
            options.exitCode = 2;
        }
    }
    if (parser.isSet(spec)) {
        options.spec = specFromName(parser.value(spec).toStdString());
        if (!options.spec) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(tr("Unknown specification \"%1\".").arg(parser.value(spec))));
            options.exitCode = 2;
        }
    }
    return options;
}

bool Application::saveScreenshot(MainWindow &window, const QString &path)
{
    const QPixmap pixmap = window.grab();
    return !pixmap.isNull() && pixmap.save(path, "PNG");
}

int Application::run(const CommandLine &options)
{
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
    if (options.base) {
        if (auto *resolution
            = qobject_cast<ResolutionPane *>(window.pane(QStringLiteral("resolutionPane"))))
            resolution->setBase(*options.base);
    }
    if (options.uri)
        window.setUri(*options.uri);
    // --pane NAME, or resolution:algorithm[:STEP]
    const QStringList paneParts = options.pane.split(QLatin1Char(':'));
    ResolutionPane *algorithmPane = nullptr;
    int algorithmStep = -1; // -1: the end
    if (!options.pane.isEmpty()) {
        AnalysisPane *pane = window.pane(paneParts.front());
        if (pane && paneParts.size() > 1) {
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
        if (algorithmPane) {
            algorithmPane->showAlgorithm();
            if (algorithmStep >= 0)
                algorithmPane->setTraceStep(algorithmStep);
        }
        QDockWidget *dock = window.dockOf(pane);
        dock->show();
        dock->raise();
    }
    // the tour sets its own input, base, spec and pane over the options
    Tour *tour = options.tour ? window.startTour(*options.tour - 1) : nullptr;
    if (tour != nullptr && screenshot)
        tour->setAutoStepInterval(0); // the screenshot steps the trace itself

    if (screenshot) {
        window.resize(MainWindow::defaultSize());
        window.show();
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
    window.show();
    const int status = QApplication::exec();
    window.saveSettings();
    return status;
}

} // namespace uri::ui
