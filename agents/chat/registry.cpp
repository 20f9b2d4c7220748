#include "agents/chat/registry.hpp"

#include "agents/chat/turn.hpp"

#include "common/utf8.hpp"

namespace anyplot::agents::chat {

namespace {

std::string dump(const nlohmann::json& j) { return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); }

nlohmann::json refused(std::string_view code, std::string message) {
    return {{"status", "refused"}, {"code", code}, {"message", std::move(message)}};
}

}  // namespace

void tool_registry::add(std::unique_ptr<tool> t) {
    const std::string name = t->schema().name;
    tools_[name] = std::move(t);
}

std::vector<models::tool_schema> tool_registry::schemas() const {
    std::vector<models::tool_schema> out;
    for (const auto& [name, t] : tools_) out.push_back(t->schema());
    return out;
}

boost::asio::awaitable<nlohmann::json> tool_registry::invoke(models::tool_call call, turn_scope* turn) {
    // Label values are ours: a registered tool's name (a model's unknown name is "unknown") and our codes.
    common::metrics_registry* metrics =
        turn != nullptr && turn->services != nullptr ? turn->services->tool_ctx.metrics : nullptr;
    const auto count = [metrics](std::string_view tool, std::string_view result) {
        if (metrics != nullptr) metrics->add(tools::tool_calls_total, {{"tool", std::string(tool)}, {"result", std::string(result)}});
    };
    const auto it = tools_.find(call.name);
    if (it == tools_.end()) {
        count("unknown", "invalid_arguments");
        co_return refused("invalid_arguments", "there is no tool of that name");
    }
    if (const auto why = schema_violation(it->second->schema().parameters, call.arguments)) {
        count(it->first, "invalid_arguments");
        co_return refused("invalid_arguments", "the arguments do not match the tool's schema: " + *why);
    }
    auto result = co_await it->second->invoke(std::move(call.arguments), turn);
    const bool ok = result.is_object() && result.value("status", "") == "ok";
    count(it->first, ok ? std::string("ok") : result.is_object() ? result.value("code", std::string("other")) : "other");
    co_return cap_result(std::move(result));
}

std::optional<std::string> schema_violation(const nlohmann::json& schema, const nlohmann::json& value) {
    const std::string type = schema.value("type", "");
    if (type == "object") {
        if (!value.is_object()) return "expected an object";
        const auto props = schema.value("properties", nlohmann::json::object());
        if (schema.contains("required")) {
            for (const auto& r : schema["required"]) {
                if (r.is_string() && !value.contains(r.get<std::string>())) return "'" + r.get<std::string>() + "' is missing";
            }
        }
        for (const auto& [key, v] : value.items()) {
            if (!props.contains(key)) {
                if (schema.value("additionalProperties", true) == false) return "'" + key.substr(0, 40) + "' is not a known argument";
                continue;
            }
            if (auto why = schema_violation(props[key], v)) return "'" + key + "': " + *why;
        }
        return std::nullopt;
    }
    if (type == "string") {
        if (!value.is_string()) return "expected a string";
        const std::string& s = value.get_ref<const std::string&>();
        if (!common::utf8::valid(s)) return "not valid UTF-8";
        const auto len = common::utf8::length(s);
        if (schema.contains("minLength") && len < schema["minLength"].get<std::size_t>()) return "too short";
        if (schema.contains("maxLength") && len > schema["maxLength"].get<std::size_t>()) return "too long";
        if (schema.contains("enum")) {
            bool found = false;
            for (const auto& e : schema["enum"]) found = found || (e.is_string() && e.get_ref<const std::string&>() == s);
            if (!found) return "not one of the allowed values";
        }
        return std::nullopt;
    }
    if (type == "array") {
        if (!value.is_array()) return "expected an array";
        if (schema.contains("minItems") && value.size() < schema["minItems"].get<std::size_t>()) return "too few items";
        if (schema.contains("maxItems") && value.size() > schema["maxItems"].get<std::size_t>()) return "too many items";
        if (schema.contains("items")) {
            for (const auto& item : value) {
                if (auto why = schema_violation(schema["items"], item)) return "an item: " + *why;
            }
        }
        return std::nullopt;
    }
    if (type == "integer") return value.is_number_integer() ? std::nullopt : std::optional<std::string>("expected an integer");
    if (type == "number") return value.is_number() ? std::nullopt : std::optional<std::string>("expected a number");
    if (type == "boolean") return value.is_boolean() ? std::nullopt : std::optional<std::string>("expected true or false");
    return std::nullopt;
}

nlohmann::json cap_result(nlohmann::json result, std::size_t max_bytes) {
    std::string text = dump(result);
    if (text.size() <= max_bytes) return result;
    nlohmann::json cut = {{"truncated", true}};
    if (result.is_object()) {
        if (result.contains("status")) cut["status"] = result["status"];
        if (result.contains("code")) cut["code"] = result["code"];
    }
    // What is left for the text, with room for the keys, the escaping of the cut text and the
    // marker: escaping can at most sextuple a byte (\u00XX).
    const std::size_t overhead = dump(cut).size() + 64;
    const std::size_t room = max_bytes > overhead ? (max_bytes - overhead) / 6 : 0;
    std::string_view keep(text.data(), std::min(room, text.size()));
    while (!keep.empty() && !common::utf8::valid(keep)) keep.remove_suffix(1);  // whole code points only
    cut["text"] = std::string(keep) + " [cut: the result was longer than 16 KB]";
    return cut;
}

}  // namespace anyplot::agents::chat
