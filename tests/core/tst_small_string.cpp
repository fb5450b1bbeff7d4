// SmallString (small_string.h): the host names and paths of the URL
// Standard's record, kept in the record up to N bytes and allocated beyond.
#include "uriinspector/small_string.h"

#include <QtTest>

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>

namespace {

using Small = uri::SmallString<8>;

// whether @p s keeps its bytes in itself
bool inRecord(const Small &s)
{
    const auto *self = reinterpret_cast<const char *>(&s);
    return s.data() >= self && s.data() < self + sizeof s;
}

} // namespace

class TstSmallString : public QObject
{
    Q_OBJECT

private slots:
    void keptInTheRecordUpToItsRoom()
    {
        Small s("abcdefgh");
        QCOMPARE(s.size(), std::size_t{8});
        QVERIFY(inRecord(s));
        s += 'i';
        QVERIFY(!inRecord(s));
        QCOMPARE(s.str(), std::string("abcdefghi"));
        QVERIFY(s.capacity() >= 16);
        // growing again keeps every byte
        s += std::string_view("jklmnopqrstuvwxyz");
        QCOMPARE(s.str(), std::string("abcdefghijklmnopqrstuvwxyz"));
        s.clear();
        QVERIFY(s.empty());
        QCOMPARE(s.view(), std::string_view());
    }

    void takesAnEmptyView()
    {
        // a default string_view's data() is null (UBSan: memmove's argument)
        Small s;
        s += std::string_view();
        s = std::string_view();
        QVERIFY(s.empty());
        Small t("a longer text than eight bytes");
        t = std::string_view();
        t += std::string_view();
        QVERIFY(t.empty());
    }

    void appendsAPartOfItself()
    {
        // the text appended may be inside the string, before and after it grows
        Small s("/abc");
        s += s.view().substr(1);
        QCOMPARE(s.str(), std::string("/abcabc"));
        s += s.view();
        QCOMPARE(s.str(), std::string("/abcabc/abcabc"));
        s += s.view();
        QCOMPARE(s.str(), std::string("/abcabc/abcabc/abcabc/abcabc"));
        Small t("0123456789");
        t = t.view().substr(2, 3);
        QCOMPARE(t.str(), std::string("234"));
    }

    void movesEveryShortLength()
    {
        // texts of up to 32 bytes are moved without memmove(): each length,
        // from elsewhere and from inside the string itself (to its start, and
        // after its end, as append() writes)
        const std::string source = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
        for (std::size_t n = 0; n <= 40; ++n) {
            uri::SmallString<48> fromElsewhere;
            fromElsewhere = std::string_view(source).substr(3, n);
            QCOMPARE(fromElsewhere.str(), source.substr(3, n));
            fromElsewhere += std::string_view(source).substr(5, n);
            QCOMPARE(fromElsewhere.str(), source.substr(3, n) + source.substr(5, n));
            for (std::size_t from = 0; from + n <= 48; from += 7) {
                // down: a part of the string moves to its start
                uri::SmallString<48> down(std::string_view(source).substr(0, 48));
                down = down.view().substr(from, n);
                QCOMPARE(down.str(), source.substr(from, n));
                // up: the string's start is appended after its end
                uri::SmallString<96> up(std::string_view(source).substr(0, from));
                up += up.view().substr(0, std::min(n, from));
                QCOMPARE(up.str(), source.substr(0, from) + source.substr(0, std::min(n, from)));
            }
        }
    }

    void copiesAndMoves()
    {
        const Small shortText("host");
        const Small longText("a.long.host.name");
        for (const Small *from : {&shortText, &longText}) {
            Small copy(*from);
            QCOMPARE(copy, *from);
            QVERIFY(copy.data() != from->data());
            Small moved(std::move(copy));
            QCOMPARE(moved, *from);
            QVERIFY(copy.empty()); // NOLINT: a moved-from string is empty
            copy = moved;          // and usable
            QCOMPARE(copy, *from);
            Small assigned("x");
            assigned = std::move(moved);
            QCOMPARE(assigned, *from);
            QCOMPARE(inRecord(assigned), from->size() <= 8);
            // assignment to itself keeps it
            const Small &same = assigned;
            assigned = same;
            QCOMPARE(assigned, *from);
        }
    }

    void editsAsThePathNeedsThem()
    {
        // URL Standard §4.2 shorten a path: drop the last segment
        Small path("/a/bb/ccc");
        path.erase(path.rfind('/'));
        QCOMPARE(path.str(), std::string("/a/bb"));
        path.erase(100);
        QCOMPARE(path.str(), std::string("/a/bb"));
        path[1] = 'A';
        QVERIFY(path.starts_with("/A/"));
        QVERIFY(path == std::string_view("/A/bb"));
        QVERIFY(!(path == std::string_view("/A/b")));
        path.reserve(100);
        QVERIFY(path.capacity() >= 100);
        QCOMPARE(path.str(), std::string("/A/bb"));
        std::string lowered;
        for (char c : path)
            lowered += static_cast<char>(c | 0x20);
        QCOMPARE(lowered, std::string("/a/bb"));
    }
};

QTEST_APPLESS_MAIN(TstSmallString)
#include "tst_small_string.moc"
