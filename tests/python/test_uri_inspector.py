"""The Python module uri_inspector against the command line (docs/python.md).

Every function's result must be what its uri-inspect command prints with
--json for the same input: the same members in the same order, the same
values. The inputs are every vector of tests/data and the two bench files.
Run by ctest with Debian's /usr/bin/python3 -m pytest; the environment names
the command line (URI_INSPECT), the data (URI_TEST_DATA, URI_BENCH_DATA) and
the module's directory (PYTHONPATH). URI_BENCH_STRIDE=N compares every Nth
line of the bench and real-world files only (every line by default; ctest
sets 4 in an unoptimised build, where the full files took 100 s).
"""

import concurrent.futures
import json
import os
import pathlib
import subprocess

import pytest

import uri_inspector

EXE = os.environ["URI_INSPECT"]
DATA = pathlib.Path(os.environ["URI_TEST_DATA"])
BENCH = pathlib.Path(os.environ["URI_BENCH_DATA"])
STRIDE = int(os.environ.get("URI_BENCH_STRIDE", "1"))

RFC_SPECS = ["rfc3986", "rfc2396", "draft-01", "rfc1808", "rfc1630"]


def canonical(value):
    """The compact text of a JSON value, its members in their order, as
    uri-inspect writes a line: two results are equal when these are."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def cli_lines(args, lines):
    """uri-inspect ARGS --json -, fed LINES: its lines of output."""
    stdin = b"".join(line + b"\n" for line in lines)
    run = subprocess.run([EXE, *args, "--json", "-"], input=stdin, capture_output=True,
                         check=False)
    assert run.returncode in (0, 1), run.stderr.decode(errors="replace")
    return run.stdout.decode("utf-8").splitlines()


def assert_same(ours, theirs, inputs):
    """OURS (objects) are THEIRS (lines of uri-inspect), one by one."""
    assert len(ours) == len(theirs)
    for text, mine, cli in zip(inputs, ours, theirs):
        if canonical(mine) != cli:
            # the same document written another way (a number's form) is equal
            assert canonical(mine) == canonical(json.loads(cli)), text


def tsv_column(name, column):
    rows = (DATA / name).read_bytes().split(b"\n")
    header = None
    out = []
    for row in rows:
        if not row or row.startswith(b"#"):
            continue
        cells = row.split(b"\t")
        if header is None:
            header = cells
            continue
        out.append(cells[header.index(column.encode())])
    return out


def unescape(text):
    """readers_cases.tsv's escapes: \\t \\n \\r \\\\ and \\xHH."""
    out = bytearray()
    i = 0
    while i < len(text):
        if text[i:i + 1] == b"\\" and i + 1 < len(text):
            c = text[i + 1:i + 2]
            if c == b"x":
                out.append(int(text[i + 2:i + 4], 16))
                i += 4
                continue
            out += {b"t": b"\t", b"n": b"\n", b"r": b"\r", b"\\": b"\\"}[c]
            i += 2
            continue
        out += text[i:i + 1]
        i += 1
    return bytes(out)


def vectors():
    """Every URI of tests/data, as bytes, once each."""
    found = []
    found += tsv_column("parse_valid.tsv", "uri")
    found += tsv_column("parse_invalid.tsv", "uri")
    found += [b"http://" + h + b"/" for h in tsv_column("hosts.tsv", "host")]
    found += tsv_column("normalize.tsv", "input")
    found += tsv_column("equivalent.tsv", "a") + tsv_column("equivalent.tsv", "b")
    found += tsv_column("resolve.tsv", "base") + tsv_column("resolve.tsv", "reference")
    found += [b"http://" + h + b"/" for h in tsv_column("chrome_idn_cases.tsv", "ascii")]
    for row in (DATA / "readers_cases.tsv").read_bytes().split(b"\n"):
        if row and not row.startswith(b"#"):
            found.append(unescape(row.split(b"\t")[0]))
    for test in json.loads((DATA / "wpt_urltestdata.json").read_text(encoding="utf-8")):
        if isinstance(test, dict):
            found.append(test["input"].encode("utf-8", "surrogatepass"))
    return as_lines(found)


def as_lines(found):
    """FOUND as lines of standard input, once each."""
    # lines of standard input: no line break inside, no final CR, no BOM
    unique = dict.fromkeys(v for v in found
                           if b"\n" not in v and not v.endswith(b"\r")
                           and not v.startswith(b"\xef\xbb\xbf"))
    return list(unique)


VECTORS = vectors()
# the links of tests/data/realworld: benign and phishing, as collected
REALWORLD = as_lines([line for name in sorted((DATA / "realworld").glob("*.txt"))
                      for line in name.read_bytes().split(b"\n")
                      if line and not line.startswith(b"#")])


def test_the_vectors_are_there():
    assert len(VECTORS) > 2000
    assert len(REALWORLD) > 40000


def test_check_equals_the_command_on_every_vector():
    ours = [uri_inspector.check(v) for v in VECTORS]
    assert_same(ours, cli_lines(["check"], VECTORS), VECTORS)


def test_check_many_equals_one_call_each():
    one_each = [canonical(uri_inspector.check(v)) for v in VECTORS]
    for jobs in (1, 2, 0):
        many = uri_inspector.check_many(VECTORS, jobs=jobs)
        assert [canonical(r) for r in many] == one_each


def test_check_from_threads_equals_one_call_each():
    one_each = [canonical(uri_inspector.check(v)) for v in VECTORS[:800]]
    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        threaded = list(pool.map(uri_inspector.check, VECTORS[:800]))
    assert [canonical(r) for r in threaded] == one_each


@pytest.mark.parametrize("name", ["kasztp.txt", "node_files.txt", "realworld"])
def test_check_many_equals_the_command_on_the_bench_files(name):
    if name == "realworld":
        lines = REALWORLD
    else:
        # standard input's first byte order mark is no part of the first line
        lines = [line for line in (BENCH / name).read_bytes().removeprefix(b"\xef\xbb\xbf")
                 .split(b"\n") if line]
    lines = lines[::STRIDE]
    assert len(lines) > 5000
    ours = uri_inspector.check_many(lines)
    assert_same(ours, cli_lines(["check"], lines), lines)


def test_check_options_equal_the_command():
    base = "http://example.com/a/b"
    inputs = VECTORS[:400]
    data = DATA / "blocklists"
    lists = sorted(str(p) for p in data.iterdir() if p.is_file())[:2]
    assert lists
    args = ["check", "--base", base, "--normalize"]
    for path in lists:
        args += ["--blocklist", path]
    ours = uri_inspector.check_many(inputs, base=base, normalize=True, blocklists=lists)
    assert_same(ours, cli_lines(args, inputs), inputs)
    with_readers = [uri_inspector.check(v, readers=True) for v in inputs[:100]]
    assert "readers" in with_readers[0]
    assert_same(with_readers, cli_lines(["check", "--readers"], inputs[:100]), inputs[:100])


@pytest.mark.parametrize("spec", RFC_SPECS + ["whatwg"])
def test_parse_equals_the_command(spec):
    ours = [uri_inspector.parse(v, spec=spec) for v in VECTORS]
    assert_same(ours, cli_lines(["parse", "--spec", spec], VECTORS), VECTORS)


def test_parse_against_a_base_equals_the_command():
    base = "http://user@example.com:8080/a/b?q#f"
    ours = [uri_inspector.parse(v, spec="whatwg", base=base) for v in VECTORS[:500]]
    theirs = cli_lines(["parse", "--spec", "whatwg", "--base", base], VECTORS[:500])
    assert_same(ours, theirs, VECTORS[:500])


def resolve_pairs():
    pairs = list(zip(tsv_column("resolve.tsv", "base"), tsv_column("resolve.tsv", "reference")))
    # RFC 3986 §5.4: the examples' base with every vector as a reference
    pairs += [(b"http://a/b/c/d;p?q", v) for v in VECTORS[:600] if b"\t" not in v]
    return [(b, r) for b, r in pairs if b"\t" not in b and b"\t" not in r]


@pytest.mark.parametrize("spec", ["rfc3986", "rfc2396", "draft-01", "rfc1808", "whatwg"])
def test_resolve_equals_the_command(spec):
    pairs = resolve_pairs()
    ours = [uri_inspector.resolve(b, r, spec=spec) for b, r in pairs]
    theirs = cli_lines(["resolve", "--spec", spec], [b + b"\t" + r for b, r in pairs])
    assert_same(ours, theirs, pairs)
    for mine, (b, r) in zip(ours[:50], pairs[:50]):
        short = uri_inspector.resolve(b, r, spec=spec, trace=False)
        del mine["trace"]
        assert canonical(short) == canonical(mine)


def test_resolve_traces_rfc_3986_section_5_4():
    r = uri_inspector.resolve("http://a/b/c/d;p?q", "../../../g")
    assert r["target"] == "http://a/g"
    assert r["trace"]


def test_normalize_and_compare_equal_the_command():
    ours = [uri_inspector.normalize(v) for v in VECTORS]
    assert_same(ours, cli_lines(["normalize"], VECTORS), VECTORS)
    pairs = list(zip(tsv_column("equivalent.tsv", "a"), tsv_column("equivalent.tsv", "b")))
    ours = [uri_inspector.compare(a, b) for a, b in pairs]
    assert_same(ours, cli_lines(["compare"], [a + b"\t" + b for a, b in pairs]), pairs)


def test_readers_equal_the_command():
    cases = VECTORS[:300]
    ours = [uri_inspector.readers(v) for v in cases]
    assert_same(ours, cli_lines(["readers"], cases), cases)


def cli_extract(args):
    run = subprocess.run([EXE, "extract", "--json", *args], capture_output=True, check=False)
    assert run.returncode in (0, 1), run.stderr.decode(errors="replace")
    return run.stdout.decode("utf-8").splitlines()


def documents():
    docs = sorted(p for p in (DATA / "documents").iterdir() if p.is_file())
    return docs + sorted((DATA / "realworld").glob("*.txt"))


@pytest.mark.parametrize("check", [False, True])
def test_extract_equals_the_command_on_every_document(check):
    for path in documents():
        ours = uri_inspector.extract(path=str(path), check=check)
        theirs = cli_extract((["--check"] if check else []) + ["--file", str(path)])
        assert_same(ours, theirs, [path] * len(ours))


def test_extract_from_text_equals_the_command():
    lines = (DATA / "realworld" / "benign_debian_homepages.txt").read_text(encoding="utf-8")
    text = "\n".join(lines.splitlines()[:300])  # an argument of uri-inspect
    text += "\nSee hxxps://evil[.]example/login and <http://a.example/b>, (http://c.example/d)."
    for check in (False, True):
        ours = uri_inspector.extract(text, check=check)
        theirs = cli_extract((["--check"] if check else []) + ["--", text])
        assert len(ours) > 10
        assert_same(ours, theirs, [text] * len(ours))


def test_bad_input_is_what_the_command_says():
    bad = [b"http://a\x00b/", b"http://\xff\xfe/\xc0\xaf", b"http://a/\xe2\x80\xaeexe.txt",
           b"http://" + b"a" * (10 << 20) + b"/"]
    ours = [uri_inspector.check(v) for v in bad]
    assert_same(ours, cli_lines(["check"], bad), bad)
    assert ours[1]["input"] == "http://\ufffd\ufffd/\ufffd\ufffd"
    # str with the surrogate escapes of os.fsdecode() is the same bytes
    assert canonical(uri_inspector.check(os.fsdecode(bad[1]))) == canonical(ours[1])
    assert canonical(uri_inspector.parse(bytearray(bad[0]))) == cli_lines(["parse"], bad[:1])[0]


def cli_error(args):
    run = subprocess.run([EXE, *args], capture_output=True, check=False)
    assert run.returncode == 2
    return run.stderr.decode()


def test_errors_are_exceptions_with_the_commands_messages():
    with pytest.raises(ValueError) as error:
        uri_inspector.parse("a:b", spec="rfc9999")
    assert str(error.value) in cli_error(["parse", "--spec", "rfc9999", "a:b"])
    with pytest.raises(ValueError) as error:
        uri_inspector.check("http://a/", data=str(DATA / "no-such-table.txt"))
    assert str(error.value) in cli_error(["check", "--data", str(DATA / "no-such-table.txt"),
                                          "http://a/"])
    with pytest.raises(ValueError) as error:
        uri_inspector.check("http://a/", blocklists=[str(DATA / "no-such-list.txt")])
    assert str(error.value) in cli_error(["check", "--blocklist", str(DATA / "no-such-list.txt"),
                                          "http://a/"])
    with pytest.raises(ValueError) as error:
        uri_inspector.parse("x", spec="whatwg", base="not a url")
    assert str(error.value).startswith("base 'not a url' is no URL: ")
    assert str(error.value) in cli_error(["parse", "--spec", "whatwg", "--base", "not a url", "x"])
    with pytest.raises(TypeError):
        uri_inspector.check(42)
    with pytest.raises(TypeError):
        uri_inspector.extract("text", path="file")
    with pytest.raises(ValueError):
        uri_inspector.check_many(["http://a/"], jobs=-1)


def test_the_issue_example_and_the_help():
    assert uri_inspector.check("http://0x7f.1/")["verdict"] == "critical"
    assert uri_inspector.__version__
    doc = uri_inspector.check.__doc__
    assert "uri-inspect check --json" in doc
    assert "A1-A12 RFC 3986" in doc
    for name in ("parse", "resolve", "normalize", "compare", "readers", "extract", "check_many"):
        assert f"uri-inspect {name.split('_')[0]}" in getattr(uri_inspector, name).__doc__
