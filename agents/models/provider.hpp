#pragma once
// Hosted and self-hosted language models behind the model interface (docs/models.md):
// `anthropic` (the Messages API) and `openai` (the Chat Completions API: OpenAI, vLLM,
// llama.cpp's server, Ollama), both with tools and streaming, over common/http/upstream (HTTPS
// verified; plain HTTP to loopback only). One call path for every model role: the root (a chat
// model), the scope judge and the dataset judge, each with its own model name.
//
// Retries: 429, 5xx and connection failures, with jittered exponential backoff, honouring
// Retry-After, within the turn (its cancel signal, the deadline included) and a retry budget;
// never once a piece of text has gone to the person. A provider's error body never reaches a
// person or a log line: only its status and our own words. The key comes from a file, goes only
// into the request's header, and is never logged or put in an error.
#include "agents/models/model.hpp"
#include "common/http/sse.hpp"
#include "common/http/upstream.hpp"

#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::agents::models {

enum class provider_kind { anthropic, openai };

struct provider_settings {
    provider_kind kind = provider_kind::anthropic;
    std::string url;  // the API base: https://api.anthropic.com, https://api.openai.com/v1, http://127.0.0.1:8000/v1
    std::string model;          // AGENT_MODEL_NAME: the root
    std::string scope_model;    // AGENT_SCOPE_MODEL_NAME (default: the root's)
    std::string dataset_model;  // AGENT_DATASET_MODEL_NAME (default: the root's)
    std::string key;            // from AGENT_MODEL_KEY_FILE; empty for a local server without one
    int max_tokens = 4096;
    int max_attempts = 3;
    std::chrono::milliseconds first_backoff{500};
    std::chrono::milliseconds retry_budget{30'000};
    common::http::upstream_timeouts timeouts;
};

// What one call asks: the system prompt, the conversation, the tools.
struct call_spec {
    std::string model;
    std::string system;
    std::vector<message> messages;
    std::vector<tool_schema> tools;
    int max_tokens = 4096;
};

// A streamed answer, read event by event.
class stream_decoder {
public:
    virtual ~stream_decoder() = default;
    // One event of the stream. False when it breaks the wire format. Text pieces go to `on_text`.
    virtual bool feed(const common::http::sse_event& e, const std::function<void(std::string_view)>& on_text) = 0;
    [[nodiscard]] virtual bool finished() const noexcept = 0;
    // The whole answer once finished; nullopt when what came does not add up (a tool call's
    // arguments that are not JSON, ...).
    [[nodiscard]] virtual std::optional<chat_reply> reply() = 0;
};

// Tool calls as a stream builds them: opened by index (id and name may come in pieces too), their
// JSON arguments arriving as text. Both wire formats stream them this way.
class streamed_calls {
public:
    struct call {
        std::string id, name, arguments;
    };
    call& at(int index) { return calls_[index]; }
    [[nodiscard]] call* find(int index) {
        const auto it = calls_.find(index);
        return it == calls_.end() ? nullptr : &it->second;
    }
    // The calls in index order into `reply`; false when one's arguments are not JSON.
    [[nodiscard]] bool finish(chat_reply& reply) const;

private:
    std::map<int, call> calls_;
};

// A tool call's arguments as a provider sent them (an empty text is {}); nullopt when not JSON.
[[nodiscard]] std::optional<nlohmann::json> call_arguments(const std::string& text);

// One provider's wire format: how a request is written and how its answer is read.
class wire_format {
public:
    virtual ~wire_format() = default;
    [[nodiscard]] virtual std::string path() const = 0;  // after the API base
    [[nodiscard]] virtual std::vector<common::http::header_field> headers(const std::string& key) const = 0;
    [[nodiscard]] virtual nlohmann::json request(const call_spec& spec, bool stream) const = 0;
    [[nodiscard]] virtual std::optional<chat_reply> parse(std::string_view body) const = 0;
    [[nodiscard]] virtual std::unique_ptr<stream_decoder> decoder() const = 0;
};

[[nodiscard]] std::unique_ptr<wire_format> anthropic_format();
[[nodiscard]] std::unique_ptr<wire_format> openai_format();

// The shared call: streamed when `spec` is answered to a person (`on_text` set), whole otherwise.
// How the provider has answered lately, for /v1/status (docs/api.md): times in Unix seconds (0:
// never), the last error in our words ("status 503", "timeout", "malformed"), never its body.
struct provider_health {
    std::int64_t last_success = 0;
    std::int64_t last_failure = 0;
    std::string last_error;
    std::int64_t failures_in_a_row = 0;
};

class provider {
public:
    provider(provider_settings settings, common::http::upstream_client* client);
    [[nodiscard]] const provider_settings& settings() const noexcept { return settings_; }
    [[nodiscard]] provider_health health() const;

    [[nodiscard]] boost::asio::awaitable<common::result<chat_reply, model_error>> call(
        call_spec spec, std::function<void(std::string_view)> on_text, std::shared_ptr<common::one_shot_signal> cancel);

private:
    void note(bool ok, std::string error = {});

    provider_settings settings_;
    common::http::upstream_client* client_;
    std::unique_ptr<wire_format> format_;
    mutable std::mutex health_mutex_;  // read by the status route, written by calls
    provider_health health_;
};

// The key from its file: the first line, trimmed. Throws config_error naming the variable (never
// the content) when it cannot be read or is empty.
[[nodiscard]] std::string read_key_file(const std::string& path);

// Retry-After in seconds (a number; an HTTP date is read as "no advice"), capped.
[[nodiscard]] std::optional<std::chrono::milliseconds> retry_after(std::string_view value);

}  // namespace anyplot::agents::models
