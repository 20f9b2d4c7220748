#pragma once
// run_data_code(code, source_language): the one function both the data-code route and the chat
// root call. Steps, in order (each refusal is a code of the fixed vocabulary):
//   tool safety (language, size, calls per turn) → strip the __main__ guard and validate (DATA
//   profile) → the user's daily count → the turn's hold on the sandbox queue → the backend's run
//   → parse out.csv with the paste parser → a number or date column → the dataset guard → the
//   next dataset version, stored with the Python that ran.
// Blocking work (the validator's helper, the guard, the store) runs off the I/O thread. The
// caller's cancel signal stops the call at any step (a run already started is cancelled at the
// renderer) and nothing is stored then.
// Nothing the snippet printed reaches the result: notes are ours (refusal.hpp).
#include "agents/backends/backend.hpp"
#include "agents/models/model.hpp"
#include "agents/tools/refusal.hpp"
#include "common/result.hpp"
#include "common/signal.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>

#include <chrono>
#include <functional>
#include <memory>
#include <string>
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
    int data_calls = 0;
    double backend_ms = 0;  // time spent in the backend (the renderer), for the turn's own-time log
    double queued_ms = 0;   // time spent waiting for the sandbox queue
    // A model dataset judge's calls, for the turn's token ledger.
    int judge_calls = 0;
    models::usage judge_used;
    double judge_ms = 0;
};

struct column_summary {
    std::string name;
    std::string dtype;
};

struct data_version {
    int version = 0;
    std::int64_t rows = 0;
    std::vector<column_summary> columns;
    std::string code;  // the Python that ran (guard stripped)
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
    std::function<std::chrono::sys_seconds()> now;  // UTC, for the daily counter
};

// A turn's place in the process's queue for sandbox work: taken on the turn's first run and held
// until the turn ends (only sandbox work queues: a chat answer never waits for it). The chat turn
// and the data-code route each implement it.
class sandbox_hold {
public:
    enum class outcome { granted, capacity, cancelled };
    virtual ~sandbox_hold() = default;
    // Waits for the turn's run slot; once granted, later calls answer granted at once.
    [[nodiscard]] virtual boost::asio::awaitable<outcome> hold() = 0;
};

inline constexpr std::string_view daily_counter = "data_runs";

[[nodiscard]] boost::asio::awaitable<common::result<data_version, tool_refusal>> run_data_code(
    tool_context ctx, std::string user, std::string session_id, std::string code, std::string source_language,
    turn_state* turn, sandbox_hold* sandbox, std::shared_ptr<common::one_shot_signal> cancel);

}  // namespace anyplot::agents::tools
