#!/usr/bin/env python3
"""Seeds for the harnesses of fuzz/, from the test data (tests/data, whose
README names each file's source: the WPT url tests, uriparser's, Boost.URL's
and the RFC 3986 examples, the IDNA tests of WPT, the real-world host lists). Writes fuzz/corpus/<harness>/seedN; run again
after the test data changes.

    python3 fuzz/make_corpus.py
"""
import json
import os
import random

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "tests", "data")
OUT = os.path.join(ROOT, "fuzz", "corpus")
PER_HARNESS = 200


def tsv(name, columns):
    rows = []
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        index = [header.index(c) for c in columns]
        for line in f:
            cells = line.rstrip("\n").split("\t")
            if len(cells) >= len(header) and not line.startswith("#"):
                rows.append([cells[i] for i in index])
    return rows


def wpt():
    with open(os.path.join(DATA, "wpt_urltestdata.json"), encoding="utf-8") as f:
        return [e for e in json.load(f) if isinstance(e, dict)]


def unescape(text):
    """The escapes of the test data: \\t \\n \\r \\\\ and \\xHH (a byte)."""
    out = bytearray()
    i = 0
    while i < len(text):
        c = text[i]
        if c == "\\" and i + 1 < len(text):
            n = text[i + 1]
            if n in "tnr\\":
                out += {"t": b"\t", "n": b"\n", "r": b"\r", "\\": b"\\"}[n]
                i += 2
                continue
            if n == "x" and i + 3 < len(text) + 1:
                out.append(int(text[i + 2:i + 4], 16))
                i += 4
                continue
        out += c.encode("utf-8")
        i += 1
    return bytes(out)


def readers_cases():
    out = []
    with open(os.path.join(DATA, "readers_cases.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                out.append(unescape(line.split("\t")[0]))
    return out


def idna_inputs():
    with open(os.path.join(DATA, "IdnaTestV2.json"), encoding="utf-8") as f:
        return [e["input"].encode("utf-8", "surrogatepass") for e in json.load(f)
                if isinstance(e, dict)]


def lines(name):
    with open(os.path.join(DATA, "realworld", name), encoding="utf-8") as f:
        return [l.strip().encode() for l in f if l.strip() and not l.startswith("#")]


def write(harness, seeds):
    folder = os.path.join(OUT, harness)
    os.makedirs(folder, exist_ok=True)
    for old in os.listdir(folder):
        os.remove(os.path.join(folder, old))
    unique = list(dict.fromkeys(seeds))
    random.Random(3986).shuffle(unique)
    for i, seed in enumerate(unique[:PER_HARNESS]):
        with open(os.path.join(folder, "seed%d" % i), "wb") as f:
            f.write(seed)


def main():
    urls = [e["input"].encode("utf-8", "surrogatepass") for e in wpt()]
    with_base = [(e["input"] + "\n" + (e.get("base") or "")).encode("utf-8", "surrogatepass")
                 for e in wpt()]
    valid = [unescape(r[0]) for r in tsv("parse_valid.tsv", ["uri"])]
    invalid = [unescape(r[0]) for r in tsv("parse_invalid.tsv", ["uri"])]
    pairs = [(b + "\n" + r).encode() for b, r in tsv("resolve.tsv", ["base", "reference"])]
    targets = [(b + "\n" + t).encode() for t, b in tsv("relativize.tsv", ["target", "base"])]
    normal = [r[0].encode() for r in tsv("normalize.tsv", ["input"])]
    hostile = readers_cases()
    write("parse", valid + invalid + urls)
    # the first byte chooses the generation (fuzz_support.h, specOf())
    write("resolve", [bytes([i % 6]) + p for i, p in enumerate(pairs)])
    write("relativize", targets + pairs)
    write("normalize", normal + valid + urls)
    write("whatwg", with_base + urls)
    write("analyze", hostile + urls + valid)
    write("extract", [b"see " + u + b" and <" + u + b">" for u in hostile + urls[:100]])
    write("encode", urls + invalid)
    idn = lines("legit_idn.txt") + lines("phishing_idn.txt")
    write("iri", urls + [b"http://" + h + b"/" for h in idn] + hostile)
    # the first byte chooses the options (fuzz_idna.cpp): 0x06 and 0x16 are
    # the URL Standard's and a DNS name's
    write("idna", [bytes([(0x06, 0x16, 0x1f)[i % 3]]) + h
                   for i, h in enumerate(idna_inputs() + idn)])
    # a list (fuzz_blocklist.cpp): each list of tests/data/blocklists whole,
    # and each cut into pieces of a few lines
    blocklists = []
    folder = os.path.join(DATA, "blocklists")
    for name in sorted(os.listdir(folder)):
        if name.endswith((".txt", ".csv")):
            with open(os.path.join(folder, name), "rb") as f:
                text = f.read()
            blocklists.append(text)
            rows = text.split(b"\n")
            blocklists += [b"\n".join(rows[i:i + 4]) for i in range(0, len(rows), 4)]
    write("blocklist", blocklists + [b"0.0.0.0 " + h for h in idn[:50]] + [b"||" + h + b"^" for h in idn[:50]])
    # the window (fuzz_window.cpp): the first byte chooses the spec (bits
    # 5-7), a base before the first newline (bit 4) and the pane raised
    # (bits 0-3); the second the tab of each pane
    alone = hostile + urls + valid
    based = pairs + [(e.get("base") + "\n" + e["input"]).encode("utf-8", "surrogatepass")
                     for e in wpt() if e.get("base")]
    write("window", [bytes([(i * 37) & 0xEF, i % 5]) + u for i, u in enumerate(alone)]
          + [bytes([((i * 41) & 0xEF) | 0x10, i % 5]) + p for i, p in enumerate(based)])


if __name__ == "__main__":
    main()
