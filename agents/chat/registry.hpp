#pragma once
// The root's tools: each has a name, a JSON schema for its arguments and an awaitable invoke
// that answers JSON for the model (not an HTTP status). The registry is where tool safety sits:
// arguments are checked against the schema (rejected, never coerced), and every result is cut
// to at most 16 KB of JSON with a marker. What a tool returns must be server-written: findings
// fenced as tool notes, an exception as class and line, never snippet output or table cells.
#include "agents/models/model.hpp"

#include <utility>  // before Asio: Boost 1.74's awaitable.hpp uses std::exchange without it

#include <boost/asio/awaitable.hpp>
#include <nlohmann/json.hpp>

#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace anyplot::agents::chat {

struct turn_scope;  // what one turn lends its tool calls (turn.hpp)

inline constexpr std::size_t max_tool_result_bytes = 16 * 1024;

class tool {
public:
    virtual ~tool() = default;
    [[nodiscard]] virtual const models::tool_schema& schema() const noexcept = 0;
    // `arguments` already passed the schema check.
    [[nodiscard]] virtual boost::asio::awaitable<nlohmann::json> invoke(nlohmann::json arguments, turn_scope* turn) = 0;
};

class tool_registry {
public:
    void add(std::unique_ptr<tool> t);
    [[nodiscard]] std::vector<models::tool_schema> schemas() const;
    // The tool's answer for the model: {"status":"refused","code":"invalid_arguments",...} for an
    // unknown tool or arguments that break the schema; the tool's JSON otherwise, cut to
    // max_tool_result_bytes.
    [[nodiscard]] boost::asio::awaitable<nlohmann::json> invoke(models::tool_call call, turn_scope* turn);

private:
    std::map<std::string, std::unique_ptr<tool>, std::less<>> tools_;
};

// Why `value` breaks `schema` (the subset we write: type object with properties, required,
// additionalProperties false; string with minLength, maxLength, enum; integer, number, boolean),
// or nullopt when it conforms. A number is not a string, "3" is not an integer: nothing is coerced.
[[nodiscard]] std::optional<std::string> schema_violation(const nlohmann::json& schema, const nlohmann::json& value);

// `result` as at most `max_bytes` of JSON: itself when it fits; else its status and code with the
// text cut at a UTF-8 boundary and "truncated": true.
[[nodiscard]] nlohmann::json cap_result(nlohmann::json result, std::size_t max_bytes = max_tool_result_bytes);

}  // namespace anyplot::agents::chat
