// The Chat Completions API (POST {base}/chat/completions), as OpenAI, vLLM, llama.cpp's server and
// Ollama speak it: tools as `tool_calls` with JSON-string arguments, streaming as `data:` chunks
// ending with `[DONE]`, usage in a last chunk (stream_options.include_usage).
#include "agents/models/provider.hpp"

#include <map>

namespace anyplot::agents::models {

namespace {

using json = nlohmann::json;

json messages_of(const std::string& system, const std::vector<message>& messages) {
    json out = json::array();
    if (!system.empty()) out.push_back({{"role", "system"}, {"content", system}});
    for (const auto& m : messages) {
        switch (m.who) {
            case role::user: out.push_back({{"role", "user"}, {"content", m.text}}); break;
            case role::tool: out.push_back({{"role", "tool"}, {"tool_call_id", m.call_id}, {"content", m.text}}); break;
            case role::assistant: {
                json a = {{"role", "assistant"}, {"content", m.text.empty() ? json(nullptr) : json(m.text)}};
                if (!m.calls.empty()) {
                    json calls = json::array();
                    for (const auto& c : m.calls) {
                        calls.push_back({{"id", c.id},
                                         {"type", "function"},
                                         {"function", {{"name", c.name}, {"arguments", c.arguments.dump()}}}});
                    }
                    a["tool_calls"] = calls;
                }
                out.push_back(a);
                break;
            }
        }
    }
    return out;
}

usage usage_of(const json& u) {
    usage out;
    const auto prompt = u.value("prompt_tokens", std::int64_t{0});
    std::int64_t cached = 0;
    if (u.contains("prompt_tokens_details") && u["prompt_tokens_details"].is_object()) {
        cached = u["prompt_tokens_details"].value("cached_tokens", std::int64_t{0});
    }
    out.cached_tokens = cached;
    out.input_tokens = std::max<std::int64_t>(0, prompt - cached);
    out.output_tokens = u.value("completion_tokens", std::int64_t{0});
    return out;
}

class openai_decoder final : public stream_decoder {
public:
    bool feed(const common::http::sse_event& e, const std::function<void(std::string_view)>& on_text) override {
        if (e.data == "[DONE]") {
            finished_ = true;
            return true;
        }
        const json j = json::parse(e.data, nullptr, false);
        if (j.is_discarded() || !j.is_object()) return false;
        if (j.contains("error")) return false;
        if (j.contains("usage") && j["usage"].is_object()) reply_.used = usage_of(j["usage"]);
        if (!j.contains("choices") || !j["choices"].is_array() || j["choices"].empty()) return true;
        const json& choice = j["choices"][0];
        if (choice.contains("finish_reason") && choice["finish_reason"].is_string()) finish_seen_ = true;
        if (!choice.contains("delta") || !choice["delta"].is_object()) return true;
        const json& delta = choice["delta"];
        if (delta.contains("content") && delta["content"].is_string()) {
            const std::string piece = delta["content"].get<std::string>();
            reply_.text += piece;
            if (!piece.empty() && on_text) on_text(piece);
        }
        if (delta.contains("tool_calls") && delta["tool_calls"].is_array()) {
            for (const auto& c : delta["tool_calls"]) {
                auto& t = calls_.at(c.value("index", 0));
                if (c.contains("id") && c["id"].is_string()) t.id = c["id"].get<std::string>();
                if (c.contains("function") && c["function"].is_object()) {
                    const json& f = c["function"];
                    if (f.contains("name") && f["name"].is_string()) t.name += f["name"].get<std::string>();
                    if (f.contains("arguments") && f["arguments"].is_string()) t.arguments += f["arguments"].get<std::string>();
                }
            }
        }
        return true;
    }
    // Some servers end the stream after the finish reason without `[DONE]`.
    [[nodiscard]] bool finished() const noexcept override { return finished_ || finish_seen_; }
    std::optional<chat_reply> reply() override {
        if (!calls_.finish(reply_)) return std::nullopt;
        return reply_;
    }

private:
    chat_reply reply_;
    streamed_calls calls_;
    bool finished_ = false;
    bool finish_seen_ = false;
};

class openai final : public wire_format {
public:
    [[nodiscard]] std::string path() const override { return "/chat/completions"; }
    [[nodiscard]] std::vector<common::http::header_field> headers(const std::string& key) const override {
        if (key.empty()) return {};
        return {{"Authorization", "Bearer " + key}};
    }
    [[nodiscard]] json request(const call_spec& spec, bool stream) const override {
        json body = {{"model", spec.model},
                     {"max_tokens", spec.max_tokens},
                     {"messages", messages_of(spec.system, spec.messages)},
                     {"stream", stream}};
        if (stream) body["stream_options"] = {{"include_usage", true}};
        if (!spec.tools.empty()) {
            json tools = json::array();
            for (const auto& t : spec.tools) {
                tools.push_back({{"type", "function"},
                                 {"function", {{"name", t.name}, {"description", t.description}, {"parameters", t.parameters}}}});
            }
            body["tools"] = tools;
        }
        return body;
    }
    [[nodiscard]] std::optional<chat_reply> parse(std::string_view body) const override {
        const json j = json::parse(body, nullptr, false);
        if (j.is_discarded() || !j.is_object() || !j.contains("choices") || !j["choices"].is_array() ||
            j["choices"].empty()) {
            return std::nullopt;
        }
        const json& m = j["choices"][0].value("message", json::object());
        chat_reply r;
        if (m.contains("content") && m["content"].is_string()) r.text = m["content"].get<std::string>();
        if (m.contains("tool_calls") && m["tool_calls"].is_array()) {
            for (const auto& c : m["tool_calls"]) {
                const json f = c.value("function", json::object());
                auto arguments = call_arguments(f.value("arguments", ""));
                if (!arguments) return std::nullopt;
                r.calls.push_back({c.value("id", ""), f.value("name", ""), std::move(*arguments)});
            }
        }
        if (j.contains("usage") && j["usage"].is_object()) r.used = usage_of(j["usage"]);
        return r;
    }
    [[nodiscard]] std::unique_ptr<stream_decoder> decoder() const override { return std::make_unique<openai_decoder>(); }
};

}  // namespace

std::unique_ptr<wire_format> openai_format() { return std::make_unique<openai>(); }

}  // namespace anyplot::agents::models
