// The history of inputs (File > Recent Inputs): settled inputs, newest first,
// bounded, and kept in the settings.
#include "window/input_history.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using uri::ui::InputHistory;

class TstInputHistory : public QObject
{
    Q_OBJECT

private slots:
    void keepsSettledInputs();
    void bounded();
    void roundTrip();
};

void TstInputHistory::keepsSettledInputs()
{
    InputHistory h;
    // typing "http://a" key by key leaves one entry, not one per key
    for (const char *typed : {"h", "ht", "http:/", "http://a"})
        h.add(QString::fromLatin1(typed));
    QCOMPARE(h.entries(), QStringList{QStringLiteral("http://a")});
    h.add(QStringLiteral("urn:x"));
    h.add(QStringLiteral("http://a")); // moves to the front, once
    QCOMPARE(h.entries(), (QStringList{QStringLiteral("http://a"), QStringLiteral("urn:x")}));
    h.add(QString());
    QCOMPARE(h.entries().size(), 2);
    h.clear();
    QVERIFY(h.isEmpty());
}

void TstInputHistory::bounded()
{
    InputHistory h;
    h.add(QStringLiteral("urn:x"));
    h.add(QString(InputHistory::kMaxLength + 1, u'a')); // too long to keep
    QCOMPARE(h.entries(), QStringList{QStringLiteral("urn:x")});
    for (int i = 0; i < 30; ++i)
        h.add(QStringLiteral("x:%1/").arg(i * 11));
    QCOMPARE(h.entries().size(), InputHistory::kMax);
    QCOMPARE(h.entries().front(), QStringLiteral("x:319/"));
}

void TstInputHistory::roundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("settings.ini"));
    InputHistory h;
    h.add(QStringLiteral("urn:isbn:0451450523"));
    h.add(QStringLiteral("http://a/b?c"));
    {
        QSettings settings(file, QSettings::IniFormat);
        h.save(settings);
        // what another version may have written: too many, too long, empty
        QStringList stored = settings.value(QStringLiteral("history")).toStringList();
        stored << QString() << QString(InputHistory::kMaxLength + 1, u'b');
        for (int i = 0; i < 30; ++i)
            stored << QStringLiteral("y:%1").arg(i);
        settings.setValue(QStringLiteral("history"), stored);
    }
    InputHistory loaded;
    loaded.load(QSettings(file, QSettings::IniFormat));
    QCOMPARE(loaded.entries().size(), InputHistory::kMax);
    QCOMPARE(loaded.entries().mid(0, 2),
             (QStringList{QStringLiteral("http://a/b?c"), QStringLiteral("urn:isbn:0451450523")}));
    for (const QString &entry : loaded.entries())
        QVERIFY(!entry.isEmpty() && entry.size() <= InputHistory::kMaxLength);
}

QTEST_APPLESS_MAIN(TstInputHistory)
#include "tst_input_history.moc"
