#pragma once
// What a turn tells its person, in order (docs/api.md, "POST /v1/sessions/{sid}/messages"): ready,
// status, dataset, message, refusal, error, and done last. The turn emits without waiting; the
// route writes them out (an event stream) in the same order. Domain code: no HTTP here.
#include <nlohmann/json.hpp>

#include <string>

namespace anyplot::agents::chat {

struct event {
    std::string name;     // ready, status, dataset, message, refusal, error, done
    nlohmann::json data;  // one JSON object
};

class event_sink {
public:
    virtual ~event_sink() = default;
    // Queues one event; never blocks, never fails (a person who left just misses them).
    virtual void emit(event e) = 0;
};

}  // namespace anyplot::agents::chat
