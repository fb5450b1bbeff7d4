/**
 * @file save_dialog.h
 * @brief The file dialog of the window's exports: a format chosen from the
 * filters, its suffix added when the name given has none.
 */
#pragma once

#include <QList>
#include <QString>

class QWidget;

namespace uri::ui {

/// One format a file can be saved as: its filter ("HTML (*.html)") and its
/// suffix (".html").
struct SaveFormat
{
    QString filter;
    QString suffix;
};

/// Ask where to save, in one of @p formats (the first chosen at first;
/// @p name without a suffix proposed); the path with the chosen format's
/// suffix when it has none, or "" when the user cancels.
[[nodiscard]] QString askSavePath(QWidget *parent, const QString &title, const QString &name,
                                  const QList<SaveFormat> &formats);

} // namespace uri::ui
