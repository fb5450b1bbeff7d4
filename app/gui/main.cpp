// uri-inspector: the window. Everything it does lives in ui/ (Application).
#include "application.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("uri-inspector"));
    QCoreApplication::setApplicationName(QStringLiteral("uri-inspector"));
    QCoreApplication::setApplicationVersion(QStringLiteral(URI_INSPECTOR_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.uri_inspector.UriInspector"));

    const uri::ui::CommandLine options = uri::ui::Application::parseCommandLine(app.arguments());
    if (options.exitCode >= 0)
        return options.exitCode;
    return uri::ui::Application::run(options);
}
