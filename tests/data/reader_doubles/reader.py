# A test double of the Python reader (readers/workers/reader.py): it speaks
# the same protocol, and misbehaves on purpose for tst_server_readers. Its
# reading of any other text is the text itself as the host.
#   "hang"    it answers nothing, ever
#   "crash"   it dies of SIGSEGV
#   "garbage" it answers a line that is no JSON
#   "exit"    it writes to standard error and exits with status 3
import json
import os
import signal
import sys
import time

print(json.dumps({"hello": "uri-inspector-reader/1", "runtime": "double",
                  "versions": {"python-urllib": "double-1", "python-urllib3": "double-1"}}), flush=True)
for n, line in enumerate(sys.stdin, 1):
    text = bytes.fromhex(line.strip()).decode("utf-8", "surrogateescape")
    if text == "hang":
        time.sleep(3600)
    elif text == "crash":
        os.kill(os.getpid(), signal.SIGSEGV)
    elif text == "garbage":
        print("Traceback? no: this is not JSON", flush=True)
        continue
    elif text == "exit":
        print("the double gives up", file=sys.stderr, flush=True)
        sys.exit(3)
    reading = {part: None for part in ("scheme", "userinfo", "port", "path", "query", "fragment")}
    reading["host"] = line.strip()
    print(json.dumps({"n": n, "readings": {"python-urllib": reading,
                                            "python-urllib3": {"error": "ValueError: double"}}}), flush=True)
