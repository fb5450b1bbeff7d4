#include "uriinspector/encode_sets.h"

namespace uri {

std::string_view componentName(Component component)
{
    switch (component) {
    case Component::Userinfo:
        return "userinfo";
    case Component::RegName:
        return "reg-name";
    case Component::Path:
        return "path";
    case Component::PathSegment:
        return "path-segment";
    case Component::Query:
        return "query";
    case Component::Fragment:
        break;
    }
    return "fragment";
}

std::optional<Component> componentFromName(std::string_view name)
{
    if (name == "host")
        return Component::RegName;
    if (name == "segment")
        return Component::PathSegment;
    for (Component c : kAllComponents) {
        if (componentName(c) == name)
            return c;
    }
    return std::nullopt;
}

} // namespace uri
