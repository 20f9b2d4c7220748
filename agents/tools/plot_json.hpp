#pragma once
// A plot spec (data/plot.hpp) as the API, the tools' arguments and the store write it:
// {"x": "<column>" | null, "y": ["<column>", ...], "kind": "line" | "points" | "bars" | "area"}
// (docs/api.md, "plot").
#include "agents/data/plot.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::agents::tools {

[[nodiscard]] nlohmann::json plot_json(const data::plot_spec& spec);
[[nodiscard]] std::string plot_text(const data::plot_spec& spec);

// The spec a JSON value describes, by shape only (the columns are checked by data::plot_problem):
// an object of exactly x (a string, null or absent), y (an array of strings) and kind (a name);
// nullopt otherwise.
[[nodiscard]] std::optional<data::plot_spec> plot_of(const nlohmann::json& value);

// The JSON Schema of a tool's optional `plot` argument (what a model may send).
[[nodiscard]] nlohmann::json plot_argument_schema();

// The columns (name and type) of a stored columns profile (JSON text); empty when it is not one.
[[nodiscard]] std::vector<data::column_profile> profile_columns(std::string_view columns_json);

// A stored version's spec: its plot_json, or for a version stored before plots were (an empty
// plot_json) one inferred from its columns profile.
[[nodiscard]] data::plot_spec stored_plot(std::string_view plot_json, std::string_view columns_json);

}  // namespace anyplot::agents::tools
