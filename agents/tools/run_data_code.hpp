#pragma once
// run_data_code(code, source_language): the one function both the data-code route and the chat
// root call. Steps, in order (each refusal is a code of the fixed vocabulary):
//   tool safety (language, size, calls per turn) → strip the __main__ guard and validate (DATA
//   profile) → the user's daily count → the turn slot → the backend's run → parse out.csv with
//   the paste parser → a number or date column → the dataset guard → the next dataset version,
//   stored with the Python that ran.
// Nothing the snippet printed reaches the result: notes are ours (refusal.hpp).
#include "agents/backends/backend.hpp"
#include "agents/tools/refusal.hpp"
#include "common/result.hpp"

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>

#include <chrono>
#include <functional>
#include <string>
#include <vector>

namespace anyplot::common {
class run_slots;
}
namespace anyplot::agents::validate {
class validator;
}
namespace anyplot::agents::store {
class store;
}
namespace anyplot::agents::data {
class dataset_judge;
}

namespace anyplot::agents::tools {

// Per chat turn (one HTTP request of the data-code route is one turn).
struct turn_state {
    int data_calls = 0;
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
    store::store* store = nullptr;
    backends::data_backend* backend = nullptr;
    data::dataset_judge* judge = nullptr;
    common::run_slots* turn_slots = nullptr;      // the process's queue for sandbox work
    boost::asio::any_io_executor blocking;         // where the validator's blocking call runs
    int daily_limit = 30;
    double run_timeout_s = 30;
    std::chrono::milliseconds slot_wait{30'000};
    std::function<std::chrono::sys_seconds()> now;  // UTC, for the daily counter
};

inline constexpr std::string_view daily_counter = "data_runs";

[[nodiscard]] boost::asio::awaitable<common::result<data_version, tool_refusal>> run_data_code(
    tool_context ctx, std::string user, std::string session_id, std::string code, std::string source_language,
    turn_state* turn);

}  // namespace anyplot::agents::tools
