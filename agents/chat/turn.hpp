#pragma once
// One chat turn (docs/chat.md): a person's message in, events out, in this order:
//   ready → the limits (limits.hpp; before any model call) → the scope judge → the root loop
//   (the model, its tool calls through the registry, their results back to the model) → done.
// A greeting or a question about the service gets a fixed answer; a scope refusal is counted on
// the session (and as a strike for an attack). Only sandbox work queues: a run_data_code call
// takes the turn's place in the sandbox queue (status queued with its position while it waits)
// and holds it until the turn ends; the turn's deadline pauses meanwhile. One cancel signal (the
// client left, the cancel route, the deadline) stops every step; a cancelled or failed turn
// stores no half version. `done{llm_calls,tokens}` comes last, also after an error.
#include "agents/chat/codes.hpp"
#include "agents/chat/events.hpp"
#include "agents/chat/limits.hpp"
#include "agents/chat/registry.hpp"
#include "agents/models/model.hpp"
#include "agents/store/async_store.hpp"
#include "agents/texts/texts.hpp"
#include "agents/tools/run_data_code.hpp"
#include "common/signal.hpp"
#include "common/slots.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace anyplot::agents::chat {

struct turn_settings {
    limit_settings limits;
    std::chrono::milliseconds deadline{120'000};  // AGENT_TURN_DEADLINE_S
    std::chrono::milliseconds queue_wait{60'000};  // AGENT_QUEUE_WAIT_S
    std::int64_t turn_tokens = 60'000;             // AGENT_TURN_TOKENS (weighted)
    int output_token_weight = 4;                   // an output token weighs as much as this many input tokens
    int max_model_steps = 6;                       // model calls in one turn's root loop
};

struct turn_services {
    store::async_store* store = nullptr;
    models::chat_model* model = nullptr;
    models::scope_judge* judge = nullptr;
    // With a provider configured: the offline model and judge, which answer what they can when
    // the provider fails (a formula, a catalogue computation, Python as is), saying so once.
    models::chat_model* fallback_model = nullptr;
    models::scope_judge* fallback_judge = nullptr;
    const texts::texts* texts = nullptr;
    tool_registry* tools = nullptr;
    tools::tool_context tool_ctx;                 // what run_data_code needs
    common::run_slots* sandbox_slots = nullptr;   // the process's queue for sandbox work (AGENT_QUEUE_MAX)
    std::function<std::chrono::sys_seconds()> now;  // UTC
};

struct turn_request {
    std::string run_id;  // the `ready` event's id, and the `ref` of an error
    std::string user;
    std::string session_id;
    int session_refusals = 0;
    std::string session_language;  // store::session::language ("" until a message showed one)
    std::string text;
    std::string accept_language;
};

// What one turn lends its tool calls.
struct turn_scope {
    const turn_services* services = nullptr;
    std::string user;
    std::string session_id;
    std::string language;
    tools::turn_state state;
    tools::sandbox_hold* sandbox = nullptr;
    std::shared_ptr<common::one_shot_signal> cancel;
    event_sink* events = nullptr;
    std::optional<turn_error> fatal;  // a tool ended the turn (capacity, guard_unavailable, internal)
};

// The whole turn. Never throws (an escaped exception is the caller's internal error); emits
// `done` last on every path that returns.
[[nodiscard]] boost::asio::awaitable<void> run_turn(const turn_services* services, turn_settings settings,
                                                    turn_request request, event_sink* events,
                                                    std::shared_ptr<common::one_shot_signal> cancel);

// The root's data tools as it sees them (schema and the model-facing result): run_data_code
// (Python in the sandbox) and generate_data (a closed formula, evaluated here).
[[nodiscard]] std::unique_ptr<tool> make_run_data_code_tool();
[[nodiscard]] std::unique_ptr<tool> make_generate_data_tool();

}  // namespace anyplot::agents::chat
