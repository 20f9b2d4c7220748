#pragma once
// The one tail every dataset version goes through, whatever made the table (a code run, a
// formula, a paste): the dataset guard's rules off the I/O thread, then a model's judgement when
// one is configured, then the session's next version with its source and its code (the Python
// that ran, the formula, or nothing for a paste). The caller's cancel signal stops it before the
// store; nothing is stored then. Refusals: data_refused, guard_unavailable, cancelled,
// unavailable (the store failed), session_expired (the session is gone: deleted during the run). The version is drawn as `plot` says when it names the table's
// columns (data::plot_problem); otherwise, or without one, as data::infer_plot reads the table,
// and a `plot` that could not draw it adds the warning plot_inferred. `settles_hold`, a held daily
// use (store.hpp, take_daily_held), is settled in the version's own write.
#include "agents/data/table.hpp"
#include "agents/store/store.hpp"
#include "agents/tools/context.hpp"
#include "agents/tools/refusal.hpp"
#include "common/result.hpp"
#include "common/signal.hpp"

#include <boost/asio/awaitable.hpp>

#include <memory>
#include <optional>
#include <string>

namespace anyplot::agents::tools {

[[nodiscard]] boost::asio::awaitable<common::result<data_version, tool_refusal>> store_table(
    tool_context ctx, std::string session_id, data::table table, store::dataset_source source,
    std::optional<std::string> code, turn_state* turn, std::shared_ptr<common::one_shot_signal> cancel,
    std::optional<data::plot_spec> plot = std::nullopt, std::int64_t settles_hold = 0);

}  // namespace anyplot::agents::tools
