# The Python reader of URI Inspector (docs/readers.md, "Server-side
# readers"): urllib.parse.urlsplit() and urllib3's parse_url(), which
# requests uses. It only parses: nothing is fetched, no name is resolved.
#
# The protocol (readers/worker_process.h): one line of hello, then for each
# line of hex read (the link's bytes) one line of JSON written, in order.
import json
import sys
import urllib.parse

try:
    import urllib3.util
    import urllib3.exceptions

    URLLIB3 = urllib3.__version__
except ImportError:  # python3-urllib3 is not installed
    URLLIB3 = None

PARTS = ("scheme", "userinfo", "host", "port", "path", "query", "fragment")


def encoded(value):
    if value is None:
        return None
    return value.encode("utf-8", "surrogateescape").hex()


def reading(**parts):
    return {name: encoded(parts.get(name)) for name in PARTS}


def failure(error):
    # the error may quote the link: bytes that are not UTF-8 are written \xHH
    words = type(error).__name__ + ": " + str(error)
    return {"error": words.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")}


def urlsplit(text):
    try:
        s = urllib.parse.urlsplit(text)
        port = s.port  # ValueError for a port that is no number or out of range
        userinfo = None
        if s.username is not None:
            userinfo = s.username + ("" if s.password is None else ":" + s.password)
        # urlsplit cannot tell an absent part from an empty one: "" is absent
        return reading(
            scheme=s.scheme or None,
            userinfo=userinfo,
            host=s.hostname,
            port=None if port is None else str(port),
            path=s.path,
            query=s.query or None,
            fragment=s.fragment or None,
        )
    except Exception as error:  # the reader reports every error the call raises
        return failure(error)


def parse_url(text):
    if URLLIB3 is None:
        return {"error": "urllib3 is not installed (Debian package python3-urllib3)"}
    try:
        u = urllib3.util.parse_url(text)
        return reading(
            scheme=u.scheme,
            userinfo=u.auth,
            host=u.host,
            port=None if u.port is None else str(u.port),
            path=u.path,
            query=u.query,
            fragment=u.fragment,
        )
    except Exception as error:
        return failure(error)


def main():
    version = sys.version.split()[0]
    out = sys.stdout
    out.write(json.dumps({"hello": "uri-inspector-reader/1", "runtime": version,
                          "versions": {"python-urllib": version, "python-urllib3": URLLIB3 or ""}}) + "\n")
    out.flush()
    n = 0
    for line in sys.stdin.buffer:
        n += 1
        text = bytes.fromhex(line.strip().decode("ascii")).decode("utf-8", "surrogateescape")
        reply = {"n": n, "readings": {"python-urllib": urlsplit(text),
                                      "python-urllib3": parse_url(text)}}
        out.write(json.dumps(reply) + "\n")
        out.flush()


main()
