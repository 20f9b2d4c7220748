#pragma once
// Closed decoders for the agents API's request bodies (simdjson stays in bodies.cpp).
#include "common/result.hpp"

#include <cstddef>
#include <string>
#include <string_view>

namespace anyplot::agents::api {

struct data_code_body {
    std::string code;
    std::string source_language;
};

// {"code": str, "source_language": str}, nothing else; false for anything malformed.
[[nodiscard]] common::result<data_code_body, bool> decode_data_code(std::string_view json) noexcept;

inline constexpr std::size_t max_message_chars = 2000;

// {"text": str} with 1..2,000 characters of valid UTF-8, nothing else; false for anything else.
[[nodiscard]] common::result<std::string, bool> decode_message(std::string_view json) noexcept;

}  // namespace anyplot::agents::api
