#pragma once
// The model interface the chat turn talks to (docs/models.md): a chat model (messages and tool
// schemas in, text and/or tool calls out, with token usage) and a scope judge, both awaitable and
// cancellable. The offline model is the embedded default; hosted providers implement the same
// interface. Domain code: no HTTP, no JSON parser beyond nlohmann values for tool arguments.
#include "common/result.hpp"
#include "common/signal.hpp"

#include <utility>  // before Asio: Boost 1.74's awaitable.hpp uses std::exchange without it

#include <boost/asio/awaitable.hpp>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace anyplot::agents::models {

struct tool_call {
    std::string id;
    std::string name;
    nlohmann::json arguments;  // as the model wrote them; the tool registry checks them
};

enum class role { user, assistant, tool };

struct message {
    role who = role::user;
    std::string text;
    std::vector<tool_call> calls;  // assistant messages that call tools
    std::string call_id;           // tool messages: the call they answer
};

struct tool_schema {
    std::string name;
    std::string description;
    nlohmann::json parameters;  // JSON Schema of the arguments object
};

struct usage {
    std::int64_t input_tokens = 0;   // not read from a cache
    std::int64_t output_tokens = 0;
    std::int64_t cached_tokens = 0;  // input read from the provider's prompt cache

    usage& operator+=(const usage& o) noexcept {
        input_tokens += o.input_tokens;
        output_tokens += o.output_tokens;
        cached_tokens += o.cached_tokens;
        return *this;
    }
    // What was used since `earlier` (a running total's difference).
    [[nodiscard]] usage since(const usage& earlier) const noexcept {
        return {input_tokens - earlier.input_tokens, output_tokens - earlier.output_tokens,
                cached_tokens - earlier.cached_tokens};
    }
};

struct chat_request {
    std::vector<message> messages;  // the conversation of this turn, oldest first
    std::vector<tool_schema> tools;
    std::string language;  // the person's language (en, de, ...), for the reply
    // Pieces of the answer's text as they stream (the turn passes them on to the person). A
    // provider never retries a call once it has passed a piece on.
    std::function<void(std::string_view)> on_text;
};

struct chat_reply {
    std::string text;              // may be empty when it only calls tools
    std::vector<tool_call> calls;  // none: the turn's answer is `text`
    // A model may decline to answer in the chat's fixed vocabulary (the offline model does for
    // what it cannot translate: needs_model).
    std::optional<std::string> decline;
    usage used;
};

enum class model_error {
    unavailable,  // the provider could not be reached or answered an error (never its text)
    cancelled,    // the turn's cancel signal fired
    malformed,    // the provider's answer broke its own wire format
};

// What the scope judge decides about a message before any tool runs.
enum class scope_decision {
    in_scope,      // a computation or data task: the root model takes it
    greeting,      // a greeting: a short fixed answer
    about,         // a question about the service: a short fixed answer
    out_of_scope,  // an unrelated task
    attack,        // code or words reaching for files, the network or the system
    needs_data,    // a question about data while the session has none
};

struct scope_verdict {
    scope_decision decision = scope_decision::in_scope;
    usage used;
};

struct scope_request {
    std::string text;
    bool session_has_data = false;
    std::string language;
};

class chat_model {
public:
    virtual ~chat_model() = default;
    // True for a real language model (its calls and tokens count in `done`); false for the
    // offline model.
    [[nodiscard]] virtual bool is_llm() const noexcept = 0;
    [[nodiscard]] virtual boost::asio::awaitable<common::result<chat_reply, model_error>> complete(
        chat_request request, std::shared_ptr<common::one_shot_signal> cancel) = 0;
};

class scope_judge {
public:
    virtual ~scope_judge() = default;
    [[nodiscard]] virtual bool is_llm() const noexcept = 0;
    [[nodiscard]] virtual boost::asio::awaitable<common::result<scope_verdict, model_error>> judge(
        scope_request request, std::shared_ptr<common::one_shot_signal> cancel) = 0;
};

// The dataset judge's view of a table: its headers and a sample of its text cells (the judge is
// told they are data; they are cut and fenced before a model sees them).
struct table_sample {
    std::vector<std::string> headers;
    std::vector<std::string> text_cells;
};

enum class dataset_decision { allow, refuse };

struct dataset_verdict {
    dataset_decision decision = dataset_decision::allow;
    std::string language;  // the headers' language, when the judge says (a model does; the rules do not)
    usage used;
};

class dataset_judge {
public:
    virtual ~dataset_judge() = default;
    [[nodiscard]] virtual bool is_llm() const noexcept = 0;
    [[nodiscard]] virtual boost::asio::awaitable<common::result<dataset_verdict, model_error>> judge(
        table_sample table, std::shared_ptr<common::one_shot_signal> cancel) = 0;
};

}  // namespace anyplot::agents::models
