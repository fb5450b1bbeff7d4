// Uses UriInspector::core: the inspection of `uri-inspect check --json`.
#include <uriinspector/inspection.h>
#include <uriinspector/json.h>

#include <iostream>

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const uri::Inspection in = uri::inspect(argv[i]);
        const uri::Json json = uri::inspectionJson(in);
        std::cout << json["verdict"].get<std::string>() << "\n";
    }
}
