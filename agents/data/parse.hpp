#pragma once
// The paste parser, shared by pastes and by the CSV a code run produced (docs/data.md).
// Untrusted bytes in, a canonical typed table or a positioned error out; it never throws on input.
#include <string_view>

#include "agents/data/table.hpp"
#include "common/result.hpp"

namespace anyplot::agents::data {

[[nodiscard]] common::result<table, parse_error> parse_table(std::string_view text);

}  // namespace anyplot::agents::data
