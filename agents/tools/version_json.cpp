#include "agents/tools/version_json.hpp"

#include "agents/tools/plot_json.hpp"

namespace anyplot::agents::tools {

nlohmann::json columns_json(const data_version& v) {
    nlohmann::json columns = nlohmann::json::array();
    for (const auto& c : v.columns) columns.push_back({{"name", c.name}, {"dtype", c.dtype}});
    return columns;
}

nlohmann::json new_version_json(const data_version& v) {
    return {{"version", v.version},
            {"rows", v.rows},
            {"columns", columns_json(v)},
            {"warnings", v.warnings},
            {"plot", plot_json(v.plot)}};
}

nlohmann::json stored_version_json(const store::dataset_version& v) {
    nlohmann::json columns = nlohmann::json::parse(v.columns_json, nullptr, false);
    return {{"version", v.version},
            {"source", store::to_string(v.source)},
            {"confirmed", v.confirmed},
            {"rows", v.rows},
            {"columns", columns.is_discarded() ? nlohmann::json::array() : columns},
            {"csv", v.csv},
            {"code", v.code ? nlohmann::json(*v.code) : nlohmann::json(nullptr)},
            {"plot", plot_json(stored_plot(v.plot_json, v.columns_json))}};
}

nlohmann::json version_list_json(const std::vector<store::version_summary>& versions) {
    nlohmann::json out = nlohmann::json::array();
    for (const store::version_summary& v : versions) {
        out.push_back({{"version", v.version},
                       {"source", store::to_string(v.source)},
                       {"confirmed", v.confirmed},
                       {"rows", v.rows},
                       {"created_at", v.created_at.time_since_epoch().count()}});
    }
    return out;
}

}  // namespace anyplot::agents::tools
