/**
 * @file application.h
 * @brief What uri-inspector does with its command line, kept out of app/ so
 * that tests can run it.
 */
#pragma once

#include "uriinspector/spec.h"
#include "window/language.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

namespace uri::ui {

class MainWindow;

struct CommandLine
{
    std::optional<QString> uri;  ///< the URI to open with
    std::optional<QString> base; ///< --base URI: the Resolution pane's base
    QString screenshot;          ///< render the window to this PNG and exit
    /// --export FILE: write the report (.json, .html or .md) without a window and exit
    QString exportPath;
    /// --export-diagram FILE: write the anatomy (.svg or .png) without a window and exit
    QString diagramPath;
    std::optional<Language> language; ///< --lang en|ja|system
    std::optional<Spec> spec;         ///< --spec NAME
    bool dark = false;                ///< a dark Fusion palette
    QString pane;                     ///< --pane NAME: show and raise that pane (e.g. securityPane)
    std::optional<int> tour;          ///< --tour N: open the tour at stop N (1-based)
    /// --practice [--seed N]: open Help > Practice on the sequence of seed N (1)
    std::optional<std::uint32_t> practice;
    std::optional<QSize> size; ///< --size WxH: the window's size
    QStringList blocklists;    ///< --blocklist FILE (repeatable), for this session
    /// --open FILE: opened by its content as File > Open does (a mail, a
    /// PDF ... in the Document pane)
    QString open;
    int exitCode = -1; ///< >= 0: exit at once with this status
};

class Application
{
    Q_DECLARE_TR_FUNCTIONS(uri::ui::Application)

public:
    /**
     * @brief The command line's arguments with every byte kept: an argument
     * that is not UTF-8 (a URI with a raw 0xFF) is inspected as given, not
     * with U+FFFD as QCoreApplication::arguments() has it
     * (SpanMapping::inputText()).
     */
    [[nodiscard]] static QStringList arguments(int argc, const char *const argv[]);

    /// Parse `uri-inspector [options] [URI]`; prints help, version or errors.
    [[nodiscard]] static CommandLine parseCommandLine(const QStringList &arguments);

    /// Show the window as @p options say and run the event loop (or write the
    /// screenshot, or the report). Returns the exit status: for --export
    /// that of `uri-inspect check` (0; 1 flagged, low or above; 2 a usage or
    /// write error).
    [[nodiscard]] static int run(const CommandLine &options);

    /// --export: the report of options.uri, written without a window shown.
    [[nodiscard]] static int exportReport(const CommandLine &options);
    /// --export-diagram: the anatomy written without showing the window; 0, or 2.
    [[nodiscard]] static int exportDiagram(const CommandLine &options);

    /// Render @p window at its current size to the PNG file @p path.
    static bool saveScreenshot(MainWindow &window, const QString &path);
    /// Loads --blocklist's files into @p window; false, with the error on
    /// standard error, when one cannot be read.
    static bool addBlocklists(MainWindow &window, const CommandLine &options);
    /// --export and --export-diagram: the language, specification, base,
    /// blocklists and URI of @p options given to @p window; false when a
    /// blocklist cannot be read (its message printed).
    static bool inspectWithoutDisplay(MainWindow &window, const CommandLine &options);
};

} // namespace uri::ui
