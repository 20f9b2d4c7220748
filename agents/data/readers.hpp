#pragma once
// The two front ends of the parser: delimited text and JSON. Both hand back untyped, untrimmed
// cells; caps, trimming, header cleanup and typing happen once, in parse.cpp.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "agents/data/table.hpp"
#include "common/result.hpp"

namespace anyplot::agents::data::detail {

struct raw_table {
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    std::vector<std::size_t> row_offsets;  // byte offset of each row in the text (CSV only)
};

// Line and code-point column (both 1-based) of a byte offset; `\n` and a lone `\r` end a line.
struct position {
    std::size_t line = 1;
    std::size_t column = 1;
};
[[nodiscard]] position position_of(std::string_view text, std::size_t offset) noexcept;

// `\r\n` and a lone `\r` become `\n` (defined in parse.cpp, shared with the JSON reader).
[[nodiscard]] std::string normalise_newlines(std::string_view s);

// `text` is valid UTF-8 without control characters and with `\n` line ends only.
[[nodiscard]] char sniff_delimiter(std::string_view text) noexcept;
[[nodiscard]] common::result<raw_table, parse_error> read_csv(std::string_view text, char delimiter);
[[nodiscard]] common::result<raw_table, parse_error> read_json(std::string_view text);

}  // namespace anyplot::agents::data::detail
