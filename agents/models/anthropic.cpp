// Anthropic's Messages API (POST {base}/v1/messages): tools as `tool_use` / `tool_result` content
// blocks, streaming as named events (message_start, content_block_*, message_delta, message_stop).
#include "agents/models/provider.hpp"

#include <map>

namespace anyplot::agents::models {

namespace {

using json = nlohmann::json;

json text_block(const std::string& text) { return {{"type", "text"}, {"text", text}}; }

json messages_of(const std::vector<message>& messages) {
    json out = json::array();
    for (const auto& m : messages) {
        if (m.who == role::tool) {
            const json result = {{"type", "tool_result"}, {"tool_use_id", m.call_id}, {"content", m.text}};
            // Results of one assistant turn go back together, in one user message.
            if (!out.empty() && out.back()["role"] == "user" && out.back()["content"].is_array() &&
                !out.back()["content"].empty() && out.back()["content"].back().value("type", "") == "tool_result") {
                out.back()["content"].push_back(result);
            } else {
                out.push_back({{"role", "user"}, {"content", json::array({result})}});
            }
            continue;
        }
        json content = json::array();
        if (!m.text.empty()) content.push_back(text_block(m.text));
        for (const auto& c : m.calls) {
            content.push_back({{"type", "tool_use"}, {"id", c.id}, {"name", c.name}, {"input", c.arguments}});
        }
        out.push_back({{"role", m.who == role::assistant ? "assistant" : "user"}, {"content", content}});
    }
    return out;
}

usage usage_of(const json& u) {
    usage out;
    out.input_tokens = u.value("input_tokens", std::int64_t{0}) + u.value("cache_creation_input_tokens", std::int64_t{0});
    out.cached_tokens = u.value("cache_read_input_tokens", std::int64_t{0});
    out.output_tokens = u.value("output_tokens", std::int64_t{0});
    return out;
}

class anthropic_decoder final : public stream_decoder {
public:
    bool feed(const common::http::sse_event& e, const std::function<void(std::string_view)>& on_text) override {
        const json j = json::parse(e.data, nullptr, false);
        if (j.is_discarded() || !j.is_object()) return e.name == "ping";
        const std::string type = j.value("type", e.name);
        if (type == "message_start") {
            if (j.contains("message") && j["message"].contains("usage")) {
                const usage u = usage_of(j["message"]["usage"]);
                reply_.used.input_tokens = u.input_tokens;
                reply_.used.cached_tokens = u.cached_tokens;
            }
        } else if (type == "content_block_start") {
            const int index = j.value("index", -1);
            const json& block = j.contains("content_block") ? j["content_block"] : json::object();
            if (block.value("type", "") == "tool_use") {
                calls_.at(index) = {block.value("id", ""), block.value("name", ""), ""};
            }
        } else if (type == "content_block_delta") {
            const int index = j.value("index", -1);
            const json& delta = j.contains("delta") ? j["delta"] : json::object();
            const std::string kind = delta.value("type", "");
            if (kind == "text_delta") {
                const std::string piece = delta.value("text", "");
                reply_.text += piece;
                if (!piece.empty() && on_text) on_text(piece);
            } else if (kind == "input_json_delta") {
                auto* call = calls_.find(index);
                if (call == nullptr) return false;
                call->arguments += delta.value("partial_json", "");
            }
        } else if (type == "message_delta") {
            if (j.contains("usage")) reply_.used.output_tokens = j["usage"].value("output_tokens", std::int64_t{0});
        } else if (type == "message_stop") {
            finished_ = true;
        } else if (type == "error") {
            return false;  // overloaded and friends, mid-stream
        }
        return true;
    }
    [[nodiscard]] bool finished() const noexcept override { return finished_; }
    std::optional<chat_reply> reply() override {
        if (!calls_.finish(reply_)) return std::nullopt;
        return reply_;
    }

private:
    chat_reply reply_;
    streamed_calls calls_;
    bool finished_ = false;
};

class anthropic final : public wire_format {
public:
    [[nodiscard]] std::string path() const override { return "/v1/messages"; }
    [[nodiscard]] std::vector<common::http::header_field> headers(const std::string& key) const override {
        std::vector<common::http::header_field> h{{"anthropic-version", "2023-06-01"}};
        if (!key.empty()) h.push_back({"x-api-key", key});
        return h;
    }
    [[nodiscard]] json request(const call_spec& spec, bool stream) const override {
        json body = {{"model", spec.model},
                     {"max_tokens", spec.max_tokens},
                     {"messages", messages_of(spec.messages)},
                     {"stream", stream}};
        if (!spec.system.empty()) body["system"] = spec.system;
        if (!spec.tools.empty()) {
            json tools = json::array();
            for (const auto& t : spec.tools) {
                tools.push_back({{"name", t.name}, {"description", t.description}, {"input_schema", t.parameters}});
            }
            body["tools"] = tools;
        }
        return body;
    }
    [[nodiscard]] std::optional<chat_reply> parse(std::string_view body) const override {
        const json j = json::parse(body, nullptr, false);
        if (j.is_discarded() || !j.is_object() || !j.contains("content") || !j["content"].is_array()) return std::nullopt;
        chat_reply r;
        for (const auto& block : j["content"]) {
            const std::string type = block.value("type", "");
            if (type == "text") {
                r.text += block.value("text", "");
            } else if (type == "tool_use") {
                r.calls.push_back({block.value("id", ""), block.value("name", ""),
                                   block.contains("input") ? block["input"] : json::object()});
            }
        }
        if (j.contains("usage") && j["usage"].is_object()) r.used = usage_of(j["usage"]);
        return r;
    }
    [[nodiscard]] std::unique_ptr<stream_decoder> decoder() const override {
        return std::make_unique<anthropic_decoder>();
    }
};

}  // namespace

std::unique_ptr<wire_format> anthropic_format() { return std::make_unique<anthropic>(); }

}  // namespace anyplot::agents::models
