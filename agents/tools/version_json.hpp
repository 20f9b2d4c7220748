#pragma once
// A dataset version as every front door answers it (docs/api.md, the data-code, formula, paste and
// dataset routes; docs/mcp.md, the tools' structured results): one encoder, so the /v1 routes and
// the MCP tools cannot drift apart.
#include "agents/store/store.hpp"
#include "agents/tools/context.hpp"

#include <nlohmann/json.hpp>

#include <vector>

namespace anyplot::agents::tools {

// [{"name", "dtype"}, ...]
[[nodiscard]] nlohmann::json columns_json(const data_version& v);
// {"version", "rows", "columns", "warnings", "plot"}: what a new version's answer starts from.
[[nodiscard]] nlohmann::json new_version_json(const data_version& v);
// {"version", "source", "confirmed", "rows", "columns", "csv", "code", "plot"}.
[[nodiscard]] nlohmann::json stored_version_json(const store::dataset_version& v);
// [{"version", "source", "confirmed", "rows", "created_at"}, ...], newest first.
[[nodiscard]] nlohmann::json version_list_json(const std::vector<store::version_summary>& versions);

}  // namespace anyplot::agents::tools
