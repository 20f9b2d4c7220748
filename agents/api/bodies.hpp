#pragma once
// Closed decoders for the agents API's request bodies (simdjson stays in bodies.cpp).
#include "agents/data/plot.hpp"
#include "agents/models/source_language.hpp"
#include "common/result.hpp"
#include "wire/limits.hpp"
#include "wire/vocabulary.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace anyplot::agents::api {

struct data_code_body {
    std::string code;
    // nullopt: a name outside the set, which the tool refuses (unsupported_language), not the body.
    std::optional<models::source_language> language;
};

// {"code": str, "source_language": str}, nothing else; false for anything malformed.
[[nodiscard]] common::result<data_code_body, bool> decode_data_code(std::string_view json) noexcept;

inline constexpr std::size_t max_message_chars = wire::max_chat_text_chars;

// {"<key>": str} with valid UTF-8, nothing else, the JSON at most `max_bytes`; false otherwise.
// The string's own size is the caller's to check (a route answers its own too_long).
[[nodiscard]] common::result<std::string, bool> decode_one_string(std::string_view json, std::string_view key,
                                                                  std::size_t max_bytes) noexcept;

// A paste's text: {"text": str} as JSON (also without a content type), or the raw body for
// text/csv and text/plain (any charset parameter). too_long for JSON that cannot hold ≤ 204,800
// bytes of text, invalid_arguments for another content type or malformed JSON.
[[nodiscard]] common::result<std::string, wire::agent_error> decode_paste(std::string_view content_type,
                                                                          std::string body);

// {"x": str | null, "y": [str, ...], "kind": str} (PUT .../plot): x may be absent (the row number),
// y holds 1..8 names, kind is a plot kind; nothing else. False for anything else (the columns are
// the route's to check).
[[nodiscard]] common::result<data::plot_spec, bool> decode_plot(std::string_view json) noexcept;

// {"text": str} with 1..2,000 characters of valid UTF-8, nothing else; false for anything else.
[[nodiscard]] common::result<std::string, bool> decode_message(std::string_view json) noexcept;

}  // namespace anyplot::agents::api
