#pragma once
// /mcp: the MCP server on Streamable HTTP (docs/mcp.md). POST carries one JSON-RPC message and is
// answered with JSON, or with an event stream scoped to the request when the client accepts one
// and asked for progress (notifications/progress, then the response). GET opens a legacy session's
// stream (we send no server requests: it carries heartbeats until the session ends); DELETE ends a
// legacy session. Behind the bearer token like every route; an Origin not allowed is 403.
#include "agents/mcp/server.hpp"
#include "common/http/router.hpp"

#include <optional>
#include <string>
#include <vector>

namespace anyplot::agents::api {

class mcp_api {
public:
    // `origins`: the browser origins allowed to call (AGENT_MCP_ORIGINS); a request without an
    // Origin header (a server-side client) is not a browser's and passes.
    mcp_api(mcp::server* server, std::vector<std::string> origins) : server_(server), origins_(std::move(origins)) {}
    void add_routes(common::http::router& r);

    // Public for the route lambdas only (named coroutines, parameters by value).
    [[nodiscard]] boost::asio::awaitable<common::http::response> post(common::http::request req);
    [[nodiscard]] boost::asio::awaitable<common::http::response> get(common::http::request req);
    [[nodiscard]] boost::asio::awaitable<common::http::response> remove(common::http::request req);

private:
    [[nodiscard]] bool origin_allowed(const common::http::request& req) const;

    mcp::server* server_;
    std::vector<std::string> origins_;
};

// Who calls: X-Anyplot-User when a trusted front end names the person, else the bearer token's
// own id ("token-<id>"): one person per token (docs/mcp.md, "Who the person is"). nullopt when
// the header is there and malformed: never silently another person.
[[nodiscard]] std::optional<std::string> mcp_person(const common::http::request& req);

}  // namespace anyplot::agents::api
