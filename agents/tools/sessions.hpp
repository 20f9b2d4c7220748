#pragma once
// A person's dataset sessions as every front door opens and finds them: the /v1 routes and the MCP
// tools (docs/api.md, "Sessions"; docs/mcp.md). One definition, so the caps and the ownership rule
// cannot differ between doors.
#include "agents/store/async_store.hpp"
#include "common/result.hpp"
#include "wire/vocabulary.hpp"

#include <boost/asio/awaitable.hpp>

#include <string>

namespace anyplot::agents::tools {

struct session_caps {
    int per_hour = 30;  // AGENT_USER_SESSIONS_PER_HOUR
    int per_day = 200;  // AGENT_USER_SESSIONS_PER_DAY
};

// A session id as the store makes them: 32 lowercase hex characters.
[[nodiscard]] bool session_id_like(std::string_view s) noexcept;

// A new session of `user`'s: too_many_sessions past a cap (a person's new sessions in a rolling
// hour and day), unavailable when the store fails.
[[nodiscard]] boost::asio::awaitable<common::result<std::string, wire::agent_error>> open_session(
    store::async_store* db, std::string user, session_caps caps, store::time_point now);

// `user`'s live session `session_id`, touched (it will not idle-expire now): session_expired for
// another user's, an unknown or an idle-expired one (indistinguishable by design), unavailable
// when the store fails.
[[nodiscard]] boost::asio::awaitable<common::result<store::session, wire::agent_error>> own_session(
    store::async_store* db, std::string user, std::string session_id);

}  // namespace anyplot::agents::tools
