// Uses only UriInspector::syntax: the components of RFC 3986 §3.
#include <uriinspector/parse.h>

#include <iostream>

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const uri::ParseResult r = uri::parse(argv[i]);
        std::cout << (r.valid() ? "valid" : "invalid")
                  << " host=" << (r.host ? r.text(*r.host) : "(undefined)") << "\n";
    }
}
