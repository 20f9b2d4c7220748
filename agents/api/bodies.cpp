#include "agents/api/bodies.hpp"

#include "common/utf8.hpp"
#include "wire/json_object.hpp"  // simdjson's error-code API only (agents/CMakeLists.txt)

#include <array>

namespace anyplot::agents::api {

namespace dom = simdjson::dom;

// Every body is parsed by wire::json::parse_object (nested at most wire::max_json_depth, into
// this thread's parser, valid until the thread's next parse). A route answers every malformed
// body with the same `false`, so the reader's codes go no further than this file.

common::result<data_code_body, bool> decode_data_code(std::string_view json) noexcept {
    const auto object = wire::json::parse_object(json, 256 * 1024);
    if (!object) return common::failure{false};
    enum : std::size_t { code, source_language, count };
    static constexpr std::array<std::string_view, count> names{"code", "source_language"};
    std::array<dom::element, count> f;
    if (wire::json::collect(*object, names, f, true)) return common::failure{false};
    wire::json::reader in;
    data_code_body out;
    out.code = in.text(f[code]);
    out.language = models::parse_source_language(in.text(f[source_language]));
    if (in.error() || !common::utf8::valid(out.code)) return common::failure{false};
    return out;
}

common::result<std::string, bool> decode_one_string(std::string_view json, std::string_view key,
                                                    std::size_t max_bytes) noexcept {
    const auto object = wire::json::parse_object(json, max_bytes);
    if (!object) return common::failure{false};
    const std::array<std::string_view, 1> names{key};
    std::array<dom::element, 1> f;
    if (wire::json::collect(*object, names, f, true)) return common::failure{false};
    wire::json::reader in;
    std::string text = in.text(f[0]);
    if (in.error() || !common::utf8::valid(text)) return common::failure{false};
    return text;
}

common::result<data::plot_spec, bool> decode_plot(std::string_view json) noexcept {
    const auto object = wire::json::parse_object(json, 16 * 1024);
    if (!object) return common::failure{false};
    enum : std::size_t { y, kind, required, x = required, count };  // x may be absent
    static constexpr std::array<std::string_view, count> names{"y", "kind", "x"};
    std::array<dom::element, count> f;
    std::array<bool, count> present{};
    if (wire::json::collect(*object, names, f, true, required, &present)) return common::failure{false};
    wire::json::reader in;
    data::plot_spec out;
    if (present[x]) out.x = in.nullable_text(f[x]);
    dom::array series;
    if (f[y].get_array().get(series) != simdjson::SUCCESS) return common::failure{false};
    for (const dom::element name : series) {
        if (out.y.size() == data::max_plot_series) return common::failure{false};
        out.y.push_back(in.text(name));
    }
    const auto plot_kind = in.name(f[kind], data::parse_plot_kind);
    if (in.error() || out.y.empty()) return common::failure{false};
    out.kind = *plot_kind;
    if (out.x && !common::utf8::valid(*out.x)) return common::failure{false};
    for (const auto& name : out.y) {
        if (!common::utf8::valid(name)) return common::failure{false};
    }
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
