#pragma once
// The MCP server behind /mcp (docs/mcp.md): one JSON-RPC message in, one answer out, for both
// protocol eras on one endpoint.
// - Modern (2026-07-28): stateless; every request carries its protocol version and capabilities in
//   params._meta, mirrored in the MCP-Protocol-Version, Mcp-Method and Mcp-Name headers, which
//   must match the body (400, HeaderMismatch -32020). server/discover, ping, tools/list, tools/call.
// - Legacy (2025-11-25 and the revisions it accepts): initialize opens a session (Mcp-Session-Id),
//   every later request names it; ping, tools/list, tools/call, notifications/cancelled; the
//   session ends with DELETE or when idle.
// The answer's transport (JSON or a request-scoped event stream) is the route's choice
// (api/mcp_route.cpp); this class knows nothing of HTTP but the status each answer takes.
#include "agents/mcp/message.hpp"
#include "agents/mcp/tools.hpp"
#include "common/signal.hpp"

#include <boost/asio/awaitable.hpp>
#include <nlohmann/json.hpp>

#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace anyplot::agents::mcp {

inline constexpr std::string_view modern_version = "2026-07-28";
inline constexpr std::string_view newest_legacy_version = "2025-11-25";

// The request's transport facts the protocol reads (header values as received).
struct headers {
    std::optional<std::string> protocol_version;  // MCP-Protocol-Version
    std::optional<std::string> method;            // Mcp-Method
    std::optional<std::string> name;              // Mcp-Name
    std::optional<std::string> session;           // Mcp-Session-Id
};

struct answer {
    int status = 200;            // 200, 202 (a notification), 400, 404
    std::string body;            // one JSON-RPC message; empty with 202
    std::string session_id;      // legacy initialize: the new Mcp-Session-Id
};

struct server_settings {
    std::string version;           // serverInfo.version
    int sessions_per_caller = 16;  // legacy sessions one caller holds; the oldest goes first
    int sessions_total = 1024;
    std::chrono::seconds idle{3600};  // a legacy session unused this long is gone
};

class server {
public:
    server(tool_deps deps, server_settings s) : deps_(std::move(deps)), settings_(std::move(s)) {}

    // What the request's headers, era and session already answer (an error, or 202 for a modern
    // notification), before any work: the route asks this before it opens a stream.
    [[nodiscard]] std::optional<answer> check(const message& m, const headers& h, const std::string& person);

    // check(), then the method. `progress` may be null (no stream); `gone` fires when
    // the client leaves (closing a request's stream cancels it).
    [[nodiscard]] boost::asio::awaitable<answer> handle(message m, headers h, std::string person, std::string language,
                                                        progress_sink* progress,
                                                        std::shared_ptr<common::one_shot_signal> gone);

    // Whether a tools/call will be worth a stream (a progress token was given): the route asks
    // before it opens one.
    [[nodiscard]] static bool streams(const message& m) noexcept;

    // Legacy sessions, for GET (the stream of server messages; ours carries none) and DELETE.
    enum class session_state { live, unknown };
    [[nodiscard]] session_state find_session(std::string_view id, std::string_view person);
    // Ends the session (its open stream and its running calls are told); false when unknown.
    bool end_session(std::string_view id, std::string_view person);
    // The signal a session's GET stream waits on: fired when the session ends. Null when unknown.
    [[nodiscard]] std::shared_ptr<common::one_shot_signal> session_ended(std::string_view id, std::string_view person);
    [[nodiscard]] std::size_t session_count() const noexcept { return sessions_.size(); }

private:
    struct session {
        std::string person;
        std::string version;
        std::chrono::steady_clock::time_point used;
        std::shared_ptr<common::one_shot_signal> ended = std::make_shared<common::one_shot_signal>();
        std::map<std::string, std::shared_ptr<common::one_shot_signal>> running;  // request id → cancel
    };

    [[nodiscard]] static bool legacy_era(const message& m, const headers& h) noexcept;
    [[nodiscard]] std::optional<answer> modern_problem(const message& m, const headers& h);
    [[nodiscard]] std::optional<answer> legacy_problem(const message& m, const headers& h, const std::string& person);
    [[nodiscard]] boost::asio::awaitable<answer> modern(message m, std::string person, std::string language,
                                                        progress_sink* progress,
                                                        std::shared_ptr<common::one_shot_signal> gone);
    [[nodiscard]] boost::asio::awaitable<answer> legacy(message m, headers h, std::string person, std::string language,
                                                        progress_sink* progress,
                                                        std::shared_ptr<common::one_shot_signal> gone);
    [[nodiscard]] answer initialize(const message& m, const std::string& person);
    [[nodiscard]] boost::asio::awaitable<nlohmann::json> call(message m, std::string person, std::string language,
                                                              progress_sink* progress,
                                                              std::shared_ptr<common::one_shot_signal> cancel);
    void expire_idle();

    tool_deps deps_;
    server_settings settings_;
    std::map<std::string, session, std::less<>> sessions_;
};

}  // namespace anyplot::agents::mcp
