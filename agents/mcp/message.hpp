#pragma once
// One JSON-RPC message a client POSTs to /mcp, decoded into plain values (docs/mcp.md). The
// decoder (decode.cpp) is the only place the body's bytes are parsed; everything after it reads
// these fields. MCP's objects are open (a client may add fields), so unknown members of params and
// _meta are ignored; a tool's arguments are kept as a closed set of scalars and objects, checked
// against the tool's own schema by the call (calls.cpp).
#include "common/result.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace anyplot::agents::mcp {

// A tool argument. An object or array is kept as its JSON text, re-serialised by the decoder
// (the plot argument is decoded again by its own closed decoder).
struct json_text {
    std::string text;
};
using argument = std::variant<std::nullptr_t, bool, std::int64_t, double, std::string, json_text>;

struct message {
    enum class kind { request, notification, response };
    kind type = kind::request;
    std::string id;  // a request's id as JSON text (a string or an integer), echoed as it came
    std::string method;
    // params.name (tools/call) and params.uri (resources/read): what Mcp-Name mirrors.
    std::optional<std::string> name;
    std::optional<std::string> uri;
    bool arguments_object = true;  // false: params.arguments was there and not an object
    std::map<std::string, argument, std::less<>> arguments;
    // params.protocolVersion (initialize) and params.requestId (notifications/cancelled).
    std::optional<std::string> initialize_version;
    std::optional<std::string> cancelled_id;  // JSON text, like `id`
    // params._meta: the modern era's per-request fields, and the progress token (JSON text).
    std::optional<std::string> protocol_version;
    bool client_capabilities = false;  // io.modelcontextprotocol/clientCapabilities is an object
    std::optional<std::string> progress_token;
};

// Why a body is not a message: parse_error (-32700) or invalid_request (-32600).
enum class decode_problem { not_json, not_a_message };

// `body` ≤ the server's body cap; nesting is bounded by wire::max_json_depth.
[[nodiscard]] common::result<message, decode_problem> decode(std::string_view body);

}  // namespace anyplot::agents::mcp
