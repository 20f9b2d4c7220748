#include "agents/api/bodies.hpp"

#include "common/utf8.hpp"

#include <simdjson.h>

#include <optional>

namespace anyplot::agents::api {

namespace {

static_assert(SIMDJSON_EXCEPTIONS == 0, "decoders of untrusted bodies must not throw");

// The body as a JSON object (at most `max_bytes`), parsed into this thread's parser; nullopt for
// anything else. The object is valid until the thread's next parse.
std::optional<simdjson::dom::object> object_of(std::string_view json, std::size_t max_bytes) noexcept {
    if (json.size() > max_bytes) return std::nullopt;
    thread_local simdjson::dom::parser parser;
    const simdjson::padded_string padded(json);
    simdjson::dom::element root;
    if (parser.parse(padded).get(root) != simdjson::SUCCESS) return std::nullopt;
    simdjson::dom::object object;
    if (root.get_object().get(object) != simdjson::SUCCESS) return std::nullopt;
    return object;
}

}  // namespace

common::result<data_code_body, bool> decode_data_code(std::string_view json) noexcept {
    const auto object = object_of(json, 256 * 1024);
    if (!object) return common::failure{false};
    data_code_body out;
    bool has_code = false;
    bool has_language = false;
    for (const auto field : *object) {
        std::string_view value;
        if (field.value.get_string().get(value) != simdjson::SUCCESS) return common::failure{false};
        if (field.key == "code" && !has_code) {
            out.code = std::string(value);
            has_code = true;
        } else if (field.key == "source_language" && !has_language) {
            out.source_language = std::string(value);
            has_language = true;
        } else {
            return common::failure{false};  // unknown or duplicate field
        }
    }
    if (!has_code || !has_language || !common::utf8::valid(out.code)) return common::failure{false};
    return out;
}

common::result<std::string, bool> decode_one_string(std::string_view json, std::string_view key,
                                                    std::size_t max_bytes) noexcept {
    const auto object = object_of(json, max_bytes);
    if (!object) return common::failure{false};
    std::string text;
    bool has_text = false;
    for (const auto field : *object) {
        std::string_view value;
        if (field.key != key || has_text) return common::failure{false};  // unknown or duplicate field
        if (field.value.get_string().get(value) != simdjson::SUCCESS) return common::failure{false};
        text = std::string(value);
        has_text = true;
    }
    if (!has_text || !common::utf8::valid(text)) return common::failure{false};
    return text;
}

common::result<data::plot_spec, bool> decode_plot(std::string_view json) noexcept {
    const auto object = object_of(json, 16 * 1024);
    if (!object) return common::failure{false};
    data::plot_spec out;
    bool has_x = false, has_y = false, has_kind = false;
    for (const auto field : *object) {
        std::string_view text;
        if (field.key == "x" && !has_x) {
            has_x = true;
            if (field.value.is_null()) continue;
            if (field.value.get_string().get(text) != simdjson::SUCCESS || !common::utf8::valid(text)) {
                return common::failure{false};
            }
            out.x = std::string(text);
        } else if (field.key == "y" && !has_y) {
            has_y = true;
            simdjson::dom::array names;
            if (field.value.get_array().get(names) != simdjson::SUCCESS) return common::failure{false};
            for (const auto name : names) {
                if (out.y.size() == data::max_plot_series) return common::failure{false};
                if (name.get_string().get(text) != simdjson::SUCCESS || !common::utf8::valid(text)) {
                    return common::failure{false};
                }
                out.y.emplace_back(text);
            }
        } else if (field.key == "kind" && !has_kind) {
            has_kind = true;
            if (field.value.get_string().get(text) != simdjson::SUCCESS) return common::failure{false};
            const auto kind = data::parse_plot_kind(text);
            if (!kind) return common::failure{false};
            out.kind = *kind;
        } else {
            return common::failure{false};  // unknown or duplicate field
        }
    }
    if (!has_y || !has_kind || out.y.empty()) return common::failure{false};
    return out;
}

common::result<std::string, bool> decode_message(std::string_view json) noexcept {
    // 2,000 characters of 4 bytes, each escaped as \uXXXX\uXXXX, fit well under this.
    auto text = decode_one_string(json, "text", 32 * 1024);
    if (!text) return text;
    const std::size_t chars = common::utf8::length(*text);
    if (chars < 1 || chars > max_message_chars) return common::failure{false};
    return text;
}

common::result<std::string, wire::agent_error> decode_paste(std::string_view content_type, std::string body) {
    // The media type without parameters, lower case.
    std::string media(content_type.substr(0, content_type.find(';')));
    while (!media.empty() && (media.back() == ' ' || media.back() == '\t')) media.pop_back();
    for (auto& c : media) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
    if (media == "text/csv" || media == "text/plain") return body;
    if (media != "application/json" && !media.empty()) return common::failure{wire::agent_error::invalid_arguments};
    // A JSON string spends at most 6 bytes per byte of text (\u00XX): a larger body cannot hold a
    // paste within the cap. Below it, the route's own cap answers for the decoded text.
    if (body.size() > 6 * wire::max_csv_bytes + 64) return common::failure{wire::agent_error::too_long};
    auto text = decode_one_string(body, "text", 6 * wire::max_csv_bytes + 64);
    if (!text) return common::failure{wire::agent_error::invalid_arguments};
    return std::move(text).value();
}

}  // namespace anyplot::agents::api
