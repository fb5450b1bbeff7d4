# Type stubs of the uri_inspector module (python/uri_inspector.cpp,
# docs/python.md). Each function returns its command's --json object
# (docs/json.md): JSON's types, null as None.
from os import PathLike
from typing import Any, Iterable, Literal

__version__: str

Text = str | bytes | bytearray
Spec = Literal["rfc3986", "rfc3986-nonstrict", "rfc2396", "draft-01", "rfc1808",
               "rfc1630", "whatwg"]

def check(text: Text, base: Text | None = None, readers: bool = False,
          data: str | None = None, blocklists: Iterable[str] | None = None,
          normalize: bool = False) -> dict[str, Any]: ...
def check_many(texts: Iterable[Text], jobs: int = 0, base: Text | None = None,
               readers: bool = False, data: str | None = None,
               blocklists: Iterable[str] | None = None,
               normalize: bool = False) -> list[dict[str, Any]]: ...
def parse(text: Text, spec: Spec = "rfc3986", base: Text | None = None) -> dict[str, Any]: ...
def resolve(base: Text, reference: Text, spec: Spec = "rfc3986",
            trace: bool = True) -> dict[str, Any]: ...
def normalize(text: Text) -> dict[str, Any]: ...
def compare(a: Text, b: Text) -> dict[str, Any]: ...
def readers(text: Text, spec: Spec = "rfc3986") -> dict[str, Any]: ...
def extract(text: Text | None = None, *, path: str | bytes | PathLike[str] | None = None,
            check: bool = False, base: Text | None = None,
            defanged: bool = True) -> list[dict[str, Any]]: ...
