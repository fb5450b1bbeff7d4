#!/usr/bin/python3
"""Writes an mbox of real-sized messages for the documents benchmark
(bench/README.md, "Documents"): each message about 18 KB, a multipart/
alternative of a quoted-printable HTML part and its plain-text version. The
HTML has 3 to 7 items, each an image, a tracked link and a link taken in
turn from a file of real URLs (bench/data/kasztp.txt); the text has the link
again; with the unsubscribe links, 15 to 31 links a message (23 on average).
The same arguments give the same bytes.

    make_mbox.py URLS COUNT OUT
"""
import quopri
import random
import sys

FILLER = ("Our team has been busy this month. Here is what changed, what is "
          "coming, and what you asked us about. ")


def message(n, rng, urls):
    links = [urls[(n * 31 + i) % len(urls)] for i in range(rng.randint(3, 7))]
    html = ["<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Newsletter %d</title>"
            "<style>td{font-family:sans-serif}</style></head><body><table width=\"600\">" % n]
    text = ["Newsletter %d\n" % n]
    for i, url in enumerate(links):
        html.append("<tr><td><img src=\"https://img.news.example/%d/%d.png\" alt=\"\" width=\"600\">"
                    "<p>%s</p><p><a href=\"https://click.news.example/t/%d/%d?u=%s\" "
                    "title=\"Read more\">Read more about item %d</a> or visit "
                    "<a href=\"%s\">%s</a></p></td></tr>"
                    % (n, i, FILLER * rng.randint(20, 30), n, i, i, i, url, url[:60]))
        text.append("%s\nRead more: %s\n" % (FILLER * 3, url))
    html.append("<tr><td><a href=\"https://news.example/unsubscribe?m=%d\">Unsubscribe</a>"
                "</td></tr></table></body></html>" % n)
    html_part = quopri.encodestring("".join(html).encode("utf-8")).decode("ascii")
    text_part = quopri.encodestring("\n".join(text).encode("utf-8")).decode("ascii")
    return ("From news@news.example Mon Dec  1 10:00:00 2026\n"
            "From: \"Example News\" <news@news.example>\n"
            "To: reader%d@example.org\n"
            "Subject: Newsletter %d\n"
            "Message-ID: <%d@news.example>\n"
            "Date: Mon, 01 Dec 2026 10:00:00 +0000\n"
            "List-Unsubscribe: <https://news.example/unsubscribe?m=%d>, <mailto:unsub@news.example>\n"
            "MIME-Version: 1.0\n"
            "Content-Type: multipart/alternative; boundary=\"alt%d\"\n\n"
            "--alt%d\nContent-Type: text/plain; charset=utf-8\n"
            "Content-Transfer-Encoding: quoted-printable\n\n%s\n"
            "--alt%d\nContent-Type: text/html; charset=utf-8\n"
            "Content-Transfer-Encoding: quoted-printable\n\n%s\n"
            "--alt%d--\n\n" % (n, n, n, n, n, n, text_part, n, html_part, n))


def main():
    urls_file, count, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    with open(urls_file, encoding="utf-8", errors="replace") as f:
        urls = [line.strip().lstrip("\ufeff") for line in f
                if line.startswith(("http://", "https://")) and '"' not in line]
    rng = random.Random(1)
    with open(out, "w", encoding="utf-8") as f:
        for n in range(1, count + 1):
            f.write(message(n, rng, urls))


if __name__ == "__main__":
    main()
