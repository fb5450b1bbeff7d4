// Running uri-inspect as a user runs it (QProcess), for the command-line tests.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>
#include <QTemporaryDir>
#include <QThread>

namespace clitest {

/// What one run of uri-inspect gave: its exit status (-2 for a crash, -1
/// when it did not start) and its two streams.
struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// Run URI_INSPECT_EXE with @p args, @p stdinData on its standard input,
/// and NO_COLOR unset (so that --color is what decides).
inline Run runCli(const QStringList &args, const QByteArray &stdinData = {})
{
    QProcess p;
    p.setProgram(QStringLiteral(URI_INSPECT_EXE));
    p.setArguments(args);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("NO_COLOR"));
    p.setProcessEnvironment(env);
    p.start();
    if (!p.waitForStarted())
        return {};
    p.write(stdinData);
    p.closeWriteChannel();
    p.waitForFinished(600000); // ctest's timeout is the real bound
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

/// runCli() whose standard input gives @p first, then waits @p pauseMs
/// (as a slow pipe does), then gives @p rest. With @p afterOutput, the pause
/// begins once the program has written some output: a slow start (under
/// ASan, on a busy machine) is not taken for the pause.
inline Run runCliPaused(const QStringList &args, const QByteArray &first, int pauseMs,
                        const QByteArray &rest, bool afterOutput = false)
{
    QProcess p;
    p.setProgram(QStringLiteral(URI_INSPECT_EXE));
    p.setArguments(args);
    p.start();
    if (!p.waitForStarted())
        return {};
    p.write(first);
    p.waitForBytesWritten();
    if (afterOutput)
        p.waitForReadyRead(60000);
    QThread::msleep(static_cast<unsigned long>(pauseMs));
    p.write(rest);
    p.closeWriteChannel();
    p.waitForFinished(600000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

/// Write @p bytes to the file @p name in @p dir; its path, or "" when it
/// could not be written.
inline QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

/// The lines of @p out, without the empty one after a final newline.
inline QList<QByteArray> lines(const QByteArray &out)
{
    QList<QByteArray> result = out.split('\n');
    if (!result.isEmpty() && result.last().isEmpty())
        result.removeLast();
    return result;
}

} // namespace clitest
