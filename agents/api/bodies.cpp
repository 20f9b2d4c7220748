#include "agents/api/bodies.hpp"

#include "common/utf8.hpp"

#include <simdjson.h>

namespace anyplot::agents::api {

common::result<data_code_body, bool> decode_data_code(std::string_view json) noexcept {
    static_assert(SIMDJSON_EXCEPTIONS == 0, "decoders of untrusted bodies must not throw");
    if (json.size() > 256 * 1024) return common::failure{false};
    thread_local simdjson::dom::parser parser;
    const simdjson::padded_string padded(json);
    simdjson::dom::element root;
    if (parser.parse(padded).get(root) != simdjson::SUCCESS) return common::failure{false};
    simdjson::dom::object object;
    if (root.get_object().get(object) != simdjson::SUCCESS) return common::failure{false};
    data_code_body out;
    bool has_code = false;
    bool has_language = false;
    for (const auto field : object) {
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

common::result<std::string, bool> decode_message(std::string_view json) noexcept {
    // 2,000 characters of 4 bytes, each escaped as \uXXXX\uXXXX, fit well under this.
    if (json.size() > 32 * 1024) return common::failure{false};
    thread_local simdjson::dom::parser parser;
    const simdjson::padded_string padded(json);
    simdjson::dom::element root;
    if (parser.parse(padded).get(root) != simdjson::SUCCESS) return common::failure{false};
    simdjson::dom::object object;
    if (root.get_object().get(object) != simdjson::SUCCESS) return common::failure{false};
    std::string text;
    bool has_text = false;
    for (const auto field : object) {
        std::string_view value;
        if (field.key != "text" || has_text) return common::failure{false};  // unknown or duplicate field
        if (field.value.get_string().get(value) != simdjson::SUCCESS) return common::failure{false};
        text = std::string(value);
        has_text = true;
    }
    if (!has_text || !common::utf8::valid(text)) return common::failure{false};
    const std::size_t chars = common::utf8::length(text);
    if (chars < 1 || chars > max_message_chars) return common::failure{false};
    return text;
}

}  // namespace anyplot::agents::api
