// uri-inspector: the window. Everything it does lives in ui/ (Application).
#include "window/application.h"

#include <QApplication>

#include <algorithm>
#include <cstring>

namespace {

// Whether argv asks only for text (help or version): that is answered by a
// QCoreApplication, before any QApplication exists, so that it works without
// a display.
bool asksForText(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--") == 0)
            return false;
        for (const char *option : {"-h", "--help", "--help-all", "-v", "--version"}) {
            if (std::strcmp(argv[i], option) == 0)
                return true;
        }
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication::setOrganizationName(QStringLiteral("uri-inspector"));
    QCoreApplication::setApplicationName(QStringLiteral("uri-inspector"));
    QCoreApplication::setApplicationVersion(QStringLiteral(URI_INSPECTOR_VERSION));
    if (asksForText(argc, argv)) {
        const QCoreApplication core(argc, argv);
        return std::max(
            0, uri::ui::Application::parseCommandLine(uri::ui::Application::arguments(argc, argv))
                   .exitCode);
    }

    // --export and --export-diagram write a file and show nothing: no
    // display is needed
    for (int i = 1; i < argc && std::strcmp(argv[i], "--") != 0; ++i) {
        const bool exports = std::strcmp(argv[i], "--export") == 0
                             || std::strncmp(argv[i], "--export=", 9) == 0
                             || std::strcmp(argv[i], "--export-diagram") == 0
                             || std::strncmp(argv[i], "--export-diagram=", 17) == 0;
        if (exports && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    QGuiApplication::setDesktopFileName(QStringLiteral(URI_APP_ID));

    // argv as QApplication left it (its own options taken out), each byte kept
    const uri::ui::CommandLine options
        = uri::ui::Application::parseCommandLine(uri::ui::Application::arguments(argc, argv));
    if (options.exitCode >= 0)
        return options.exitCode;
    return uri::ui::Application::run(options);
}
