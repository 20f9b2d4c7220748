#include "agents/mcp/server.hpp"

#include "common/crypto.hpp"

#include <algorithm>
#include <array>

namespace anyplot::agents::mcp {

namespace {

// The legacy revisions served over Streamable HTTP (which began with 2025-03-26), newest first.
constexpr std::array<std::string_view, 3> legacy_versions = {newest_legacy_version, "2025-06-18", "2025-03-26"};
// How long a client may keep the tool list and the discovery answer: they change only with a
// new build of the service.
constexpr std::int64_t list_ttl_ms = 3'600'000;

constexpr std::string_view instructions =
    "Data tools: run_data_code runs Python that assigns a pandas DataFrame to df, generate_data evaluates a "
    "formula, paste_table stores a pasted table. Each result is a new version of a dataset session; pass its "
    "session_id to later calls to keep working on the same dataset.";

// JSON-RPC and MCP error codes (docs/mcp.md, "Errors").
enum class rpc : int {
    parse_error = -32700,
    invalid_request = -32600,
    method_not_found = -32601,
    invalid_params = -32602,
    header_mismatch = -32020,
    unsupported_version = -32022,
};

bool is_legacy(std::string_view v) {
    return std::find(legacy_versions.begin(), legacy_versions.end(), v) != legacy_versions.end();
}

nlohmann::json supported_versions() {
    nlohmann::json out = nlohmann::json::array({modern_version});
    for (const auto v : legacy_versions) out.push_back(v);
    return out;
}

std::string dump(const nlohmann::json& j) { return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); }

// `id` is JSON text the decoder wrote (a quoted string or an integer), or empty for none.
answer result_answer(const std::string& id, const nlohmann::json& result) {
    return {200, R"({"jsonrpc":"2.0","id":)" + id + R"(,"result":)" + dump(result) + "}", {}};
}

answer error_answer(int status, const std::string& id, rpc code, std::string_view text,
                    const nlohmann::json& data = nullptr) {
    nlohmann::json error{{"code", static_cast<int>(code)}, {"message", text}};
    if (!data.is_null()) error["data"] = data;
    return {status, R"({"jsonrpc":"2.0","id":)" + (id.empty() ? std::string("null") : id) + R"(,"error":)" +
                        dump(error) + "}",
            {}};
}

// RFC 4648 base64 (the standard alphabet, padding optional); nullopt on any other byte.
std::optional<std::string> base64_decode(std::string_view in) {
    std::string out;
    std::uint32_t acc = 0;
    int bits = 0;
    for (const char ch : in) {
        if (ch == '=') break;
        int v = -1;
        if (ch >= 'A' && ch <= 'Z') v = ch - 'A';
        else if (ch >= 'a' && ch <= 'z') v = ch - 'a' + 26;
        else if (ch >= '0' && ch <= '9') v = ch - '0' + 52;
        else if (ch == '+') v = 62;
        else if (ch == '/') v = 63;
        if (v < 0) return std::nullopt;
        acc = (acc << 6) | static_cast<std::uint32_t>(v);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out.push_back(static_cast<char>((acc >> bits) & 0xFF));
        }
    }
    return out;
}

// An Mcp-Name value as the body has it: the `=?base64?…?=` form decoded (Streamable HTTP, "Value
// Encoding").
std::optional<std::string> header_value(std::string_view raw) {
    constexpr std::string_view prefix = "=?base64?", suffix = "?=";
    if (raw.size() >= prefix.size() + suffix.size() && raw.substr(0, prefix.size()) == prefix &&
        raw.substr(raw.size() - suffix.size()) == suffix) {
        return base64_decode(raw.substr(prefix.size(), raw.size() - prefix.size() - suffix.size()));
    }
    return std::string(raw);
}

nlohmann::json server_info(const server_settings& s) { return {{"name", "anyplot-data"}, {"version", s.version}}; }

// A modern result: resultType and who answered, in every result (basic/index, "_meta").
nlohmann::json modern_result(nlohmann::json r, const server_settings& s) {
    r["resultType"] = "complete";
    r["_meta"]["io.modelcontextprotocol/serverInfo"] = server_info(s);
    return r;
}

}  // namespace

bool server::streams(const message& m) noexcept {
    return m.type == message::kind::request && m.method == "tools/call" && m.progress_token.has_value();
}

bool server::legacy_era(const message& m, const headers& h) noexcept {
    // initialize or a session selects the legacy era; per-request metadata the modern one.
    return m.method == "initialize" || h.session.has_value() ||
           (!m.protocol_version && h.protocol_version && is_legacy(*h.protocol_version));
}

std::optional<answer> server::check(const message& m, const headers& h, const std::string& person) {
    expire_idle();
    if (m.type == message::kind::response) {
        // We never ask a client anything, so no response is owed to us.
        return error_answer(400, "", rpc::invalid_request, "no request of the server is waiting for a response");
    }
    return legacy_era(m, h) ? legacy_problem(m, h, person) : modern_problem(m, h);
}

boost::asio::awaitable<answer> server::handle(message m, headers h, std::string person, std::string language,
                                              progress_sink* progress, std::shared_ptr<common::one_shot_signal> gone) {
    if (auto problem = check(m, h, person)) co_return std::move(*problem);
    if (legacy_era(m, h)) {
        co_return co_await legacy(std::move(m), std::move(h), std::move(person), std::move(language), progress,
                                  std::move(gone));
    }
    co_return co_await modern(std::move(m), std::move(person), std::move(language), progress, std::move(gone));
}

std::optional<answer> server::modern_problem(const message& m, const headers& h) {
    if (m.type == message::kind::notification) return answer{202, {}, {}};
    if (!h.protocol_version) {
        return error_answer(400, m.id, rpc::header_mismatch, "the MCP-Protocol-Version header is required");
    }
    if (!m.protocol_version || !m.client_capabilities) {
        return error_answer(400, m.id, rpc::invalid_params,
                            "params._meta needs io.modelcontextprotocol/protocolVersion and "
                            "io.modelcontextprotocol/clientCapabilities");
    }
    if (*h.protocol_version != *m.protocol_version) {
        return error_answer(400, m.id, rpc::header_mismatch,
                            "the MCP-Protocol-Version header does not match the request's protocol version");
    }
    if (*m.protocol_version != modern_version) {
        return error_answer(400, m.id, rpc::unsupported_version, "Unsupported protocol version",
                            {{"supported", supported_versions()}, {"requested", *m.protocol_version}});
    }
    if (!h.method || *h.method != m.method) {
        return error_answer(400, m.id, rpc::header_mismatch, "the Mcp-Method header does not match the method");
    }
    if (m.method == "tools/call" || m.method == "resources/read" || m.method == "prompts/get") {
        const auto& body_name = m.method == "resources/read" ? m.uri : m.name;
        const auto header_name = h.name ? header_value(*h.name) : std::nullopt;
        if (!header_name || !body_name || *header_name != *body_name) {
            return error_answer(400, m.id, rpc::header_mismatch, "the Mcp-Name header does not match the request");
        }
    }
    if (m.method == "tools/call" && (!m.name || !known_tool(*m.name) || !m.arguments_object)) {
        return error_answer(400, m.id, rpc::invalid_params, "Unknown tool or arguments that are not an object");
    }
    return std::nullopt;
}

boost::asio::awaitable<answer> server::modern(message m, std::string person, std::string language,
                                              progress_sink* progress, std::shared_ptr<common::one_shot_signal> gone) {
    if (m.method == "server/discover") {
        co_return result_answer(m.id, modern_result({{"supportedVersions", supported_versions()},
                                                     {"capabilities", {{"tools", nlohmann::json::object()}}},
                                                     {"instructions", instructions},
                                                     {"ttlMs", list_ttl_ms},
                                                     {"cacheScope", "public"}},
                                                    settings_));
    }
    if (m.method == "ping") co_return result_answer(m.id, modern_result(nlohmann::json::object(), settings_));
    if (m.method == "tools/list") {
        co_return result_answer(m.id, modern_result({{"tools", tool_list()}, {"ttlMs", list_ttl_ms}, {"cacheScope", "public"}},
                                                    settings_));
    }
    if (m.method == "tools/call") {
        const std::string id = m.id;
        auto result = co_await call(std::move(m), std::move(person), std::move(language), progress, std::move(gone));
        co_return result_answer(id, modern_result(std::move(result), settings_));
    }
    co_return error_answer(404, m.id, rpc::method_not_found, "Method not found");
}

std::optional<answer> server::legacy_problem(const message& m, const headers& h, const std::string& person) {
    if (m.method == "initialize") {
        if (m.type != message::kind::request) return error_answer(400, "", rpc::invalid_request, "initialize is a request");
        return std::nullopt;
    }
    if (!h.session) return error_answer(400, m.id, rpc::invalid_request, "Bad Request: the Mcp-Session-Id header is required");
    const auto it = sessions_.find(*h.session);
    if (it == sessions_.end() || it->second.person != person) {
        return error_answer(404, m.id, rpc::invalid_request, "Session not found");
    }
    if (h.protocol_version && !is_legacy(*h.protocol_version)) {
        return error_answer(400, m.id, rpc::invalid_request, "Bad Request: unsupported MCP-Protocol-Version");
    }
    if (m.type == message::kind::notification) return std::nullopt;
    if (m.method == "ping" || m.method == "tools/list") return std::nullopt;
    if (m.method != "tools/call") return error_answer(200, m.id, rpc::method_not_found, "Method not found");
    if (!m.name || !known_tool(*m.name) || !m.arguments_object) {
        return error_answer(200, m.id, rpc::invalid_params, "Unknown tool or arguments that are not an object");
    }
    return std::nullopt;
}

boost::asio::awaitable<answer> server::legacy(message m, headers h, std::string person, std::string language,
                                              progress_sink* progress, std::shared_ptr<common::one_shot_signal> gone) {
    if (m.method == "initialize") co_return initialize(m, person);
    const auto it = sessions_.find(*h.session);
    it->second.used = std::chrono::steady_clock::now();
    if (m.type == message::kind::notification) {
        if (m.method == "notifications/cancelled" && m.cancelled_id) {
            if (const auto run = it->second.running.find(*m.cancelled_id); run != it->second.running.end()) {
                run->second->fire();
            }
        }
        co_return answer{202, {}, {}};
    }
    if (m.method == "ping") co_return result_answer(m.id, nlohmann::json::object());
    if (m.method == "tools/list") co_return result_answer(m.id, {{"tools", tool_list()}});
    // The call is cancelled by a closed stream, by notifications/cancelled naming it, or by the
    // session's end.
    auto cancel = std::make_shared<common::one_shot_signal>();
    const std::string session_id = *h.session, id = m.id;
    it->second.running[id] = cancel;
    const common::scoped_listener on_gone(gone, [cancel] { cancel->fire(); });
    const common::scoped_listener on_end(it->second.ended, [cancel] { cancel->fire(); });
    auto result = co_await call(std::move(m), std::move(person), std::move(language), progress, cancel);
    if (const auto again = sessions_.find(session_id); again != sessions_.end()) again->second.running.erase(id);
    co_return result_answer(id, result);
}

answer server::initialize(const message& m, const std::string& person) {
    const std::string version =
        m.initialize_version && is_legacy(*m.initialize_version) ? *m.initialize_version : std::string(newest_legacy_version);
    // Bounded: a caller's oldest session makes room for its new one, and the oldest of all when
    // the service holds its total.
    auto oldest_where = [&](auto&& pick) {
        auto found = sessions_.end();
        for (auto it = sessions_.begin(); it != sessions_.end(); ++it) {
            if (pick(it->second) && (found == sessions_.end() || it->second.used < found->second.used)) found = it;
        }
        return found;
    };
    const auto own = std::count_if(sessions_.begin(), sessions_.end(), [&](const auto& s) { return s.second.person == person; });
    if (own >= settings_.sessions_per_caller) {
        const auto old = oldest_where([&](const session& s) { return s.person == person; });
        old->second.ended->fire();
        sessions_.erase(old);
    } else if (static_cast<int>(sessions_.size()) >= settings_.sessions_total) {
        const auto old = oldest_where([](const session&) { return true; });
        old->second.ended->fire();
        sessions_.erase(old);
    }
    const std::string id = common::crypto::random_hex(16);
    session s;
    s.person = person;
    s.version = version;
    s.used = std::chrono::steady_clock::now();
    sessions_.emplace(id, std::move(s));
    answer a = result_answer(m.id, {{"protocolVersion", version},
                                    {"capabilities", {{"tools", {{"listChanged", false}}}}},
                                    {"serverInfo", server_info(settings_)},
                                    {"instructions", instructions}});
    a.session_id = id;
    return a;
}

boost::asio::awaitable<nlohmann::json> server::call(message m, std::string person, std::string language,
                                                    progress_sink* progress,
                                                    std::shared_ptr<common::one_shot_signal> cancel) {
    // Progress only for a client that asked for it (a token) and reads a stream.
    progress_sink* steps = m.progress_token ? progress : nullptr;
    mcp::call c{std::move(person), std::move(language), std::move(*m.name), std::move(m.arguments)};
    co_return co_await call_tool(deps_, std::move(c), steps, std::move(cancel));
}

void server::expire_idle() {
    const auto now = std::chrono::steady_clock::now();
    for (auto it = sessions_.begin(); it != sessions_.end();) {
        if (now - it->second.used > settings_.idle && it->second.running.empty()) {
            it->second.ended->fire();
            it = sessions_.erase(it);
        } else {
            ++it;
        }
    }
}

server::session_state server::find_session(std::string_view id, std::string_view person) {
    expire_idle();
    const auto it = sessions_.find(id);
    if (it == sessions_.end() || it->second.person != person) return session_state::unknown;
    it->second.used = std::chrono::steady_clock::now();
    return session_state::live;
}

bool server::end_session(std::string_view id, std::string_view person) {
    const auto it = sessions_.find(id);
    if (it == sessions_.end() || it->second.person != person) return false;
    it->second.ended->fire();
    sessions_.erase(it);
    return true;
}

std::shared_ptr<common::one_shot_signal> server::session_ended(std::string_view id, std::string_view person) {
    const auto it = sessions_.find(id);
    if (it == sessions_.end() || it->second.person != person) return nullptr;
    return it->second.ended;
}

}  // namespace anyplot::agents::mcp
