// The JSON of the readers' matrix (docs/json.md, "readers").
#include "uriinspector/readers_json.h"

namespace uri::readers {

Json readingJson(const Reading &r)
{
    Json j = Json::object();
    j["id"] = r.id;
    j["language"] = r.language;
    j["name"] = r.name;
    j["library"] = r.library;
    j["version"] = r.version;
    j["mode"] = r.mode;
    j["browser"] = r.browser;
    j["outcome"] = outcomeName(r.outcome);
    j["error"] = r.error.empty() ? Json(nullptr) : Json(r.error);
    for (const Component c : kComponents) {
        const auto &part = r.part(c);
        j[std::string(componentName(c))] = part ? Json(*part) : Json(nullptr);
    }
    j["canonical_host"] = r.canonicalHost ? Json(*r.canonicalHost) : Json(nullptr);
    Json differs = Json::object();
    for (const Component c : kComponents) {
        if (r.difference(c) != Difference::Same)
            differs[std::string(componentName(c))] = differenceName(r.difference(c));
    }
    j["differs"] = std::move(differs);
    return j;
}

Json matrixJson(const Matrix &m)
{
    Json readings = Json::array();
    for (const Reading &r : m.readings)
        readings.push_back(readingJson(r));
    Json j = Json::object();
    const Reading *browser = m.browser();
    j["browser"] = browser != nullptr ? Json(browser->id) : Json(nullptr);
    j["disagree"] = m.finding.has_value();
    j["readings"] = std::move(readings);
    j["finding"] = m.finding ? findingJson(*m.finding) : Json(nullptr);
    return j;
}

Json readersJson(std::string_view input, const Matrix &matrix)
{
    Json out = Json::object();
    out["input"] = std::string(input);
    Json members = matrixJson(matrix);
    for (auto &[key, value] : members.items())
        out[key] = std::move(value);
    return out;
}

Json inspectionJson(const Inspection &inspection, const Matrix *readings)
{
    Json j = uri::inspectionJson(inspection);
    if (readings != nullptr)
        j["readers"] = matrixJson(*readings);
    return j;
}

void appendInspectionJsonLine(const Inspection &inspection, const Matrix *readings,
                              std::string &out)
{
    appendInspectionJson(inspection, out);
    if (readings != nullptr) {
        out.back() = ','; // the inspection's closing brace: "readers" is its last member
        out += "\"readers\":";
        appendJson(matrixJson(*readings), out);
        out += '}';
    }
    out += '\n';
}

} // namespace uri::readers
