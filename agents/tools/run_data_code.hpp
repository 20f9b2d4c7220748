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
#include "agents/models/source_language.hpp"
#include "agents/tools/context.hpp"
#include "agents/tools/refusal.hpp"
#include "common/result.hpp"
#include "common/signal.hpp"

#include <boost/asio/awaitable.hpp>

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace anyplot::agents::tools {

// A turn's place in the process's queue for sandbox work: taken on the turn's first run and held
// until the turn ends (only sandbox work queues: a chat answer never waits for it). The chat turn
// and the data-code route each implement it.
class sandbox_hold {
public:
    enum class outcome { granted, capacity, cancelled, owner_full };
    virtual ~sandbox_hold() = default;
    // Waits for the turn's run slot; once granted, later calls answer granted at once.
    [[nodiscard]] virtual boost::asio::awaitable<outcome> hold() = 0;
};

// A language other than Python: what a model translates first.
[[nodiscard]] bool needs_translation(models::source_language language) noexcept;

// `language` is decoded at the edge (models::parse_source_language); nullopt is a name outside
// the set, refused as unsupported_language by the first safety step, where it always was.
[[nodiscard]] boost::asio::awaitable<common::result<data_version, tool_refusal>> run_data_code(
    tool_context ctx, std::string user, std::string session_id, std::string code,
    std::optional<models::source_language> language, turn_state* turn, sandbox_hold* sandbox,
    std::shared_ptr<common::one_shot_signal> cancel, std::optional<data::plot_spec> plot = std::nullopt);

}  // namespace anyplot::agents::tools
