#include "common/save_dialog.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QStringList>

namespace uri::ui {

QString askSavePath(QWidget *parent, const QString &title, const QString &name,
                    const QList<SaveFormat> &formats)
{
    QStringList filters;
    for (const SaveFormat &f : formats)
        filters << f.filter;
    QString filter = filters.value(0);
    QString path = QFileDialog::getSaveFileName(parent, title, name + formats.value(0).suffix,
                                                filters.join(QStringLiteral(";;")), &filter);
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty()) // the format the user chose
        path += formats
                    .value(static_cast<qsizetype>(std::max<qsizetype>(0, filters.indexOf(filter))))
                    .suffix;
    return path;
}

} // namespace uri::ui
