#include "agents/mcp/message.hpp"

#include "wire/json_object.hpp"

#include <nlohmann/json.hpp>

#include <set>

// Untrusted bytes: agents/CMakeLists.txt builds this file with SIMDJSON_EXCEPTIONS=0, so the
// throwing simdjson API does not even exist here (wire/json_object.hpp checks it).

namespace anyplot::agents::mcp {
namespace {

namespace dom = simdjson::dom;
using common::failure;

// The server's body cap (api/service.cpp): a message is never larger.
constexpr std::size_t max_message_bytes = 2 * 1024 * 1024;

std::string quoted(std::string_view s) {
    // simdjson has checked the UTF-8 already: nothing to replace.
    return nlohmann::json(std::string(s)).dump();
}

// A JSON-RPC id or a progress token: a string or an integer, as JSON text.
std::optional<std::string> id_text(dom::element e) {
    std::string_view s;
    if (e.get_string().get(s) == simdjson::SUCCESS) return quoted(s);
    std::int64_t i = 0;
    if (e.get_int64().get(i) == simdjson::SUCCESS) return std::to_string(i);
    return std::nullopt;
}

std::optional<argument> argument_of(dom::element e) {
    switch (e.type()) {
        case dom::element_type::NULL_VALUE: return argument{nullptr};
        case dom::element_type::BOOL: {
            bool b = false;
            if (e.get_bool().get(b) != simdjson::SUCCESS) return std::nullopt;
            return argument{b};
        }
        case dom::element_type::INT64: {
            std::int64_t i = 0;
            if (e.get_int64().get(i) != simdjson::SUCCESS) return std::nullopt;
            return argument{i};
        }
        case dom::element_type::UINT64:
        case dom::element_type::DOUBLE: {
            double d = 0;
            if (e.get_double().get(d) != simdjson::SUCCESS) return std::nullopt;
            return argument{d};
        }
        case dom::element_type::STRING: {
            std::string_view s;
            if (e.get_string().get(s) != simdjson::SUCCESS) return std::nullopt;
            return argument{std::string(s)};
        }
        case dom::element_type::ARRAY:
        case dom::element_type::OBJECT: return argument{json_text{simdjson::minify(e)}};
    }
    return std::nullopt;
}

// The members of one object, refusing a repeated key (parsers disagree on which copy wins).
template <class F>
bool each_member(dom::object obj, F&& visit) {
    std::set<std::string_view, std::less<>> seen;
    for (const auto field : obj) {
        if (!seen.insert(field.key).second) return false;
        if (!visit(field.key, field.value)) return false;
    }
    return true;
}

bool read_meta(dom::object meta, message& m) {
    return each_member(meta, [&](std::string_view key, dom::element v) {
        if (key == "io.modelcontextprotocol/protocolVersion") {
            std::string_view s;
            if (v.get_string().get(s) == simdjson::SUCCESS) m.protocol_version = std::string(s);
        } else if (key == "io.modelcontextprotocol/clientCapabilities") {
            m.client_capabilities = v.is_object();
        } else if (key == "progressToken") {
            m.progress_token = id_text(v);
        }
        return true;
    });
}

bool read_params(dom::object params, message& m) {
    return each_member(params, [&](std::string_view key, dom::element v) {
        std::string_view s;
        if (key == "name" && v.get_string().get(s) == simdjson::SUCCESS) {
            m.name = std::string(s);
        } else if (key == "uri" && v.get_string().get(s) == simdjson::SUCCESS) {
            m.uri = std::string(s);
        } else if (key == "protocolVersion" && v.get_string().get(s) == simdjson::SUCCESS) {
            m.initialize_version = std::string(s);
        } else if (key == "requestId") {
            m.cancelled_id = id_text(v);
        } else if (key == "_meta") {
            dom::object meta;
            if (v.get_object().get(meta) == simdjson::SUCCESS && !read_meta(meta, m)) return false;
        } else if (key == "arguments") {
            dom::object args;
            if (v.get_object().get(args) != simdjson::SUCCESS) {
                m.arguments_object = v.is_null();  // null reads as no arguments
                return true;
            }
            return each_member(args, [&](std::string_view name, dom::element value) {
                auto a = argument_of(value);
                if (!a) return false;
                m.arguments.emplace(std::string(name), std::move(*a));
                return true;
            });
        }
        return true;
    });
}

}  // namespace

common::result<message, decode_problem> decode(std::string_view body) {
    // Bounded in bytes and in depth (wire::max_json_depth); bad UTF-8 is not JSON either.
    auto root = wire::json::parse_bounded<max_message_bytes>(body);
    if (!root) return failure{decode_problem::not_json};
    dom::object obj;
    if (root->get_object().get(obj) != simdjson::SUCCESS) return failure{decode_problem::not_a_message};
    message m;
    bool version_ok = false, has_id = false, has_method = false, has_outcome = false;
    const bool members_ok = each_member(obj, [&](std::string_view key, dom::element v) {
        std::string_view s;
        if (key == "jsonrpc") {
            version_ok = v.get_string().get(s) == simdjson::SUCCESS && s == "2.0";
        } else if (key == "id") {
            auto id = id_text(v);
            if (!id) return false;  // null and other kinds are not ids MCP allows
            m.id = std::move(*id);
            has_id = true;
        } else if (key == "method") {
            if (v.get_string().get(s) != simdjson::SUCCESS) return false;
            m.method = std::string(s);
            has_method = true;
        } else if (key == "params") {
            dom::object params;
            if (v.get_object().get(params) != simdjson::SUCCESS) return false;
            return read_params(params, m);
        } else if (key == "result" || key == "error") {
            has_outcome = true;
        }
        return true;
    });
    if (!members_ok || !version_ok) return failure{decode_problem::not_a_message};
    if (has_method && !has_outcome) {
        m.type = has_id ? message::kind::request : message::kind::notification;
        return m;
    }
    if (!has_method && has_outcome && has_id) {
        m.type = message::kind::response;
        return m;
    }
    return failure{decode_problem::not_a_message};
}

}  // namespace anyplot::agents::mcp
