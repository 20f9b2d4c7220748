#pragma once
// What a turn tells its person, in order (docs/api.md, "POST /v1/sessions/{sid}/messages"): ready,
// status, dataset, message, refusal, error, and done last. The turn emits without waiting; the
// route writes them out (an event stream) in the same order. Domain code: no HTTP here.
//
// Each kind is a struct with typed fields; the kind names, the status steps and every field's
// spelling on the wire live in events.cpp only (encode, history_line). Nothing else compares them.
#include "agents/chat/codes.hpp"
#include "agents/data/plot.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace anyplot::agents::chat {

// The stream's protocol version, the `ready` event's `v`.
inline constexpr std::string_view stream_version = "anyplot/1";

// In the order of the `event` variant's alternatives (kind_of relies on it).
enum class event_kind { ready, status, dataset, message, refusal, error, done };
[[nodiscard]] std::string_view to_string(event_kind k) noexcept;  // the event's name on the wire

enum class status_step {
    judging,   // the scope judge
    thinking,  // a model call
    running,   // a data run or a formula
    queued,    // waiting for the sandbox (with its place in line)
};
[[nodiscard]] std::string_view to_string(status_step s) noexcept;

enum class dataset_source { code, formula };
[[nodiscard]] std::string_view to_string(dataset_source s) noexcept;

struct ready_event {
    std::string run_id;
};

struct queue_place {
    int position = 0;  // 1 = next
    int waiting = 0;   // everyone in line
};

struct status_event {
    status_step step = status_step::thinking;
    queue_place place;  // on the wire only for `queued`
};

struct dataset_event {
    int version = 0;
    std::int64_t rows = 0;
    dataset_source source = dataset_source::code;
    std::string code;  // the Python that ran, or the formula
    data::plot_spec plot;
};

struct message_event {
    std::string text;  // a piece of the answer (a streamed answer comes as several)
};

struct refusal_event {
    refusal_code code = refusal_code::out_of_scope;
    std::string text;  // the refusal's text in `lang`
    std::string lang;
};

struct error_event {
    turn_error code = turn_error::internal;
    std::string ref;  // the turn's run id, which the logs carry
};

struct done_event {
    int llm_calls = 0;
    std::int64_t tokens = 0;
};

using event = std::variant<ready_event, status_event, dataset_event, message_event, refusal_event, error_event,
                           done_event>;

[[nodiscard]] event_kind kind_of(const event& e) noexcept;

// An event as the stream writes it: its name and one JSON object.
struct wire_event {
    std::string name;
    nlohmann::json data;
};
[[nodiscard]] wire_event encode(const event& e);

// The session's chat history (docs/api.md, GET .../messages): the line an event leaves, for the
// kinds a person reads (dataset, message, refusal, error); none for ready, status and done.
[[nodiscard]] std::optional<nlohmann::json> history_line(const event& e);
// The person's own message, the first line of a turn.
[[nodiscard]] nlohmann::json person_line(std::string_view text);

class event_sink {
public:
    virtual ~event_sink() = default;
    // Queues one event; never blocks, never fails (a person who left just misses them).
    virtual void emit(event e) = 0;
};

}  // namespace anyplot::agents::chat
