#pragma once
// What every tool that makes a dataset version shares: the services it calls (tool_context),
// the per-turn state, and the version it answers (run_data_code, generate_data, a paste).
#include "agents/backends/backend.hpp"
#include "agents/data/plot.hpp"
#include "agents/models/model.hpp"
#include "common/metrics.hpp"

#include <boost/asio/any_io_executor.hpp>

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::agents::validate {
class validator;
}
namespace anyplot::agents::store {
class async_store;
}
namespace anyplot::agents::data {
class dataset_judge;
}

namespace anyplot::agents::tools {

// Per chat turn (one HTTP request of the data-code route is one turn).
struct turn_state {
    // The turn's id, the person's `(ref …)`: every run's job id at the renderer starts with it, so
    // one grep follows a turn through both services' logs (docs/operations.md).
    std::string ref;
    int data_calls = 0;
    double backend_ms = 0;  // time spent in the backend (the renderer), for the turn's own-time log
    double queued_ms = 0;   // time spent waiting for the sandbox queue
    // A model dataset judge's calls, for the turn's token ledger.
    int judge_calls = 0;
    models::usage judge_used;
    double judge_ms = 0;
    // The provider is down and the offline model answers this turn (docs/models.md, "When the
    // provider fails"): a table with no text cells is guarded by the rules alone, as without a
    // provider; one with text cells still needs the model's judgement.
    bool provider_down = false;
};

struct column_summary {
    std::string name;
    std::string dtype;
};

struct data_version {
    int version = 0;
    std::int64_t rows = 0;
    std::vector<column_summary> columns;
    std::string code;                   // the Python that ran (guard stripped), or the formula
    std::vector<std::string> warnings;  // code-like: "formula_cells_neutralised:3", "non_finite:2"
    std::vector<std::vector<std::string>> preview;  // the stored table's first rows (≤ 5), canonical text
    data::plot_spec plot;                           // how the version is drawn (docs/api.md, "plot")
};

struct tool_context {
    validate::validator* validator = nullptr;
    store::async_store* store = nullptr;
    backends::data_backend* backend = nullptr;
    data::dataset_judge* judge = nullptr;          // the guard's rules (data/guard.hpp)
    models::dataset_judge* model_judge = nullptr;  // a model's judgement after the rules, when one is configured
    boost::asio::any_io_executor blocking;         // where the validator and the guard run
    int daily_limit = 30;
    double run_timeout_s = 30;
    // How long a run's daily use is held before the sweep returns it (store.hpp, take_daily_held):
    // longer than a run can wait for a slot, run and be stored.
    std::chrono::seconds daily_hold_for{180};
    std::function<std::chrono::sys_seconds()> now;  // UTC, for the daily counter
    common::metrics_registry* metrics = nullptr;   // the latency histograms (docs/operations.md); may be null
};

// The agents' latency histograms (described by api/service.cpp, observed by the tools and the turn).
inline constexpr std::string_view validation_seconds = "agents_validation_seconds";
inline constexpr std::string_view slot_wait_seconds = "agents_slot_wait_seconds";
inline constexpr std::string_view run_seconds = "agents_run_seconds";
inline constexpr std::string_view turn_seconds = "agents_turn_seconds";
// Counters of outcomes (docs/operations.md, "Metrics"): chat turns by ending and code, tool calls by
// tool and result (ok or the refusal's code).
inline constexpr std::string_view turns_total = "agents_turns_total";
inline constexpr std::string_view tool_calls_total = "agents_tool_calls_total";

// Observes the seconds since `started` when a registry is configured.
inline void observe_since(common::metrics_registry* m, std::string_view name, common::metrics_registry::labels l,
                          std::chrono::steady_clock::time_point started) {
    if (m == nullptr) return;
    m->observe(name, l, std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
}

inline constexpr std::string_view daily_counter = "data_runs";

}  // namespace anyplot::agents::tools
