/**
 * @file help_window.h
 * @brief The documentation built into the program (docs/guide.md and the
 * documents it links to, embedded at :/docs): links between them open
 * here; links to the web are shown, never followed (no network).
 */
#pragma once

#include <QUrl>
#include <QWidget>

class QLabel;
class QTextBrowser;
class QToolButton;

namespace uri::ui {

class HelpWindow : public QWidget
{
    Q_OBJECT

public:
    explicit HelpWindow(QWidget *parent = nullptr);

    /// Show @p url: an embedded document (qrc:/docs/...), with its fragment.
    void open(const QUrl &url);
    [[nodiscard]] QUrl source() const;
    [[nodiscard]] QTextBrowser *browser() const { return m_browser; }
    /// The note under the text ("not opened: ..."), empty when none.
    [[nodiscard]] QString note() const;

    /// The guide: qrc:/docs/guide.md.
    [[nodiscard]] static QUrl home();

protected:
    void changeEvent(QEvent *event) override;

private:
    void follow(const QUrl &link);
    void retranslateUi();

    QTextBrowser *m_browser = nullptr;
    QToolButton *m_back = nullptr;
    QToolButton *m_home = nullptr;
    QLabel *m_note = nullptr;
};

} // namespace uri::ui
