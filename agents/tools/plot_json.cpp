#include "agents/tools/plot_json.hpp"

#include "common/utf8.hpp"

namespace anyplot::agents::tools {

nlohmann::json plot_json(const data::plot_spec& spec) {
    return {{"x", spec.x ? nlohmann::json(*spec.x) : nlohmann::json(nullptr)},
            {"y", spec.y},
            {"kind", data::plot_kind_name(spec.kind)}};
}

std::string plot_text(const data::plot_spec& spec) {
    return plot_json(spec).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::optional<data::plot_spec> plot_of(const nlohmann::json& value) {
    if (!value.is_object()) return std::nullopt;
    data::plot_spec out;
    bool has_y = false, has_kind = false;
    for (const auto& [key, v] : value.items()) {
        if (key == "x") {
            if (v.is_string()) {
                out.x = v.get<std::string>();
            } else if (!v.is_null()) {
                return std::nullopt;
            }
        } else if (key == "y") {
            if (!v.is_array() || v.size() > data::max_plot_series) return std::nullopt;
            for (const auto& name : v) {
                if (!name.is_string()) return std::nullopt;
                out.y.push_back(name.get<std::string>());
            }
            has_y = true;
        } else if (key == "kind") {
            const auto kind = v.is_string() ? data::parse_plot_kind(v.get_ref<const std::string&>()) : std::nullopt;
            if (!kind) return std::nullopt;
            out.kind = *kind;
            has_kind = true;
        } else {
            return std::nullopt;
        }
    }
    if (!has_y || !has_kind) return std::nullopt;
    if (out.x && !common::utf8::valid(*out.x)) return std::nullopt;
    for (const auto& y : out.y) {
        if (!common::utf8::valid(y)) return std::nullopt;
    }
    return out;
}

nlohmann::json plot_argument_schema() {
    return {{"type", "object"},
            {"description",
             "How the page draws the table: x (a column; omit for the row number), y (number columns), kind."},
            {"properties",
             {{"x", {{"type", "string"}, {"minLength", 1}, {"maxLength", 200}}},
              {"y",
               {{"type", "array"},
                {"items", {{"type", "string"}, {"minLength", 1}, {"maxLength", 200}}},
                {"minItems", 1},
                {"maxItems", data::max_plot_series}}},
              {"kind", {{"type", "string"}, {"enum", {"line", "points", "bars", "area"}}}}}},
            {"required", {"y", "kind"}},
            {"additionalProperties", false}};
}

std::vector<data::column_profile> profile_columns(std::string_view columns_json) {
    std::vector<data::column_profile> out;
    const auto columns = nlohmann::json::parse(columns_json, nullptr, false);
    if (!columns.is_array()) return out;
    for (const auto& c : columns) {
        if (!c.is_object() || !c.contains("name") || !c["name"].is_string()) continue;
        data::column_profile p;
        p.name = c["name"].get<std::string>();
        const auto dtype = c.contains("dtype") && c["dtype"].is_string() ? c["dtype"].get<std::string>() : "text";
        p.type = data::parse_dtype(dtype).value_or(data::dtype::text);
        out.push_back(std::move(p));
    }
    return out;
}

data::plot_spec stored_plot(std::string_view plot_json_text, std::string_view columns_json) {
    if (!plot_json_text.empty()) {
        const auto parsed = nlohmann::json::parse(plot_json_text, nullptr, false);
        if (auto spec = plot_of(parsed)) return *spec;
    }
    data::table shape;
    shape.columns = profile_columns(columns_json);
    return data::infer_plot(shape);
}

}  // namespace anyplot::agents::tools
