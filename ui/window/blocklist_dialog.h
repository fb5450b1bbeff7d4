/**
 * @file blocklist_dialog.h
 * @brief Data > Blocklists...: the reviewer's lists, added, removed and
 * seen (format, rules, the lines that gave none), and remembered across
 * sessions only when asked (docs/security-checks.md §4.10).
 */
#pragma once

#include <QDialog>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace uri::ui {

class BlocklistSet;

class BlocklistDialog : public QDialog
{
    Q_OBJECT

public:
    explicit BlocklistDialog(BlocklistSet *set, QWidget *parent = nullptr);

    /// Adds the list at @p path as Add... does; the error shown, or "".
    QString addFile(const QString &path);

    [[nodiscard]] QTableWidget *table() const { return m_table; }
    /// The selected list's lines that gave no rule.
    [[nodiscard]] QPlainTextEdit *problemsView() const { return m_problems; }
    [[nodiscard]] QCheckBox *rememberBox() const { return m_remember; }
    [[nodiscard]] QLabel *errorLabel() const { return m_error; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void rebuild();
    void showProblems();
    void chooseFiles();

    BlocklistSet *m_set;
    QLabel *m_intro;
    QTableWidget *m_table;
    QPlainTextEdit *m_problems;
    QLabel *m_error;
    QPushButton *m_add;
    QPushButton *m_remove;
    QCheckBox *m_remember;
};

} // namespace uri::ui
