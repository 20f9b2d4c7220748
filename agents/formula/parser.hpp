#pragma once
// The parser (internal): tokens -> clauses, each expression already in postfix form. Names that
// are not known yet stay `pending` (a range may be declared after the formula that uses it);
// compile.cpp resolves them once every clause is read.
#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "agents/formula/compiled.hpp"
#include "agents/formula/lexer.hpp"
#include "common/result.hpp"

namespace anyplot::agents::formula::detail {

struct code_block {
    std::vector<instr> code;
    std::size_t height = 0;     // stack height after the code emitted so far
    std::size_t max_stack = 0;  // the deepest it went
    std::size_t position = 0;   // first token of the expression, for domain errors
};

struct pending_name {
    std::string_view name;
    std::size_t position = 0;
};

struct raw_definition {
    std::string_view name;
    std::size_t position = 0;
    code_block body;
};

struct raw_range {
    std::string_view name;
    std::size_t position = 0;
    code_block from;
    code_block to;
    std::optional<code_block> step;
    std::optional<code_block> count;  // the `n = ...` clause that followed it
};

struct parsed {
    std::vector<raw_definition> definitions;  // in text order
    std::vector<raw_range> ranges;            // in text order (the first is a grid's outer loop)
    std::vector<pending_name> pending;        // indexed by instr::arg of opcode::pending
};

[[nodiscard]] common::result<parsed, formula_error> parse_clauses(const std::vector<token>& tokens);

}  // namespace anyplot::agents::formula::detail
