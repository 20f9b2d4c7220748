#pragma once
// generate_data(formula): the one function the formula route and the chat root's generate_data
// tool call. A closed formula over one or two ranges is evaluated in this process by the formula
// language (agents/formula, docs/formula.md): no Python, no sandbox run, no data-run count.
// Steps, in order: tool safety (valid UTF-8, ≤ 2,000 characters → too_long, calls per turn) → the
// formula language off the I/O thread (formula_syntax / formula_domain with the position, never
// the text) → a table of numbers (non-finite points are missing cells, counted in a warning) →
// the dataset guard and the next version (store_table.hpp), source "formula", the formula kept
// as the version's code.
#include "agents/tools/context.hpp"
#include "agents/tools/refusal.hpp"
#include "common/result.hpp"
#include "common/signal.hpp"

#include <boost/asio/awaitable.hpp>

#include <memory>
#include <optional>
#include <string>

namespace anyplot::agents::tools {

[[nodiscard]] boost::asio::awaitable<common::result<data_version, tool_refusal>> generate_data(
    tool_context ctx, std::string session_id, std::string formula, turn_state* turn,
    std::shared_ptr<common::one_shot_signal> cancel, std::optional<data::plot_spec> plot = std::nullopt);

}  // namespace anyplot::agents::tools
