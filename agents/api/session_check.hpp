#pragma once
// What every /v1 route does first and last: the user from X-Anyplot-User, the caller's session
// (another user's, an unknown or an idle-expired one: 404 session_expired), the one error shape,
// and the X-Request-Id echo.
#include "agents/store/async_store.hpp"
#include "common/http/message.hpp"
#include "common/result.hpp"
#include "wire/vocabulary.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace anyplot::agents::api {

// `^[A-Za-z0-9_-]{1,64}$` (ids and users), or without `_` (request ids).
[[nodiscard]] bool id_like(std::string_view s, bool allow_underscore) noexcept;
[[nodiscard]] std::optional<std::string> user_of(const common::http::request& req);
// The request id to echo: the caller's when well-formed, else one of ours.
[[nodiscard]] std::string request_id(const common::http::request& req);
// X-Request-Id on the answer.
[[nodiscard]] common::http::response finish(common::http::response r, const common::http::request& req);
// {"detail": code[, "notes": [...]]} with the code's status.
[[nodiscard]] common::http::response fail(wire::agent_error code, const common::http::request& req,
                                          const std::vector<std::string>& notes = {});
// The same with fields of ours beside them (a paste's "chat", a formula error's "position").
[[nodiscard]] common::http::response fail(wire::agent_error code, const common::http::request& req,
                                          const std::vector<std::string>& notes, const nlohmann::json& extra);

struct checked_session {
    std::string user;
    store::session session;
};

// The caller's live session, touched (it will not idle-expire now), or the answer to give:
// 400 user_required, 404 session_expired, 503 unavailable when the store fails.
[[nodiscard]] boost::asio::awaitable<common::result<checked_session, common::http::response>> check_session(
    store::async_store* db, const common::http::request* req);

}  // namespace anyplot::agents::api
