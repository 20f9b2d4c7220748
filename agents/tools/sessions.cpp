#include "agents/tools/sessions.hpp"

#include "agents/store/event_kind.hpp"

#include <chrono>

namespace anyplot::agents::tools {

using wire::agent_error;

bool session_id_like(std::string_view s) noexcept {
    if (s.size() != 32) return false;
    for (const char c : s) {
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
    }
    return true;
}

boost::asio::awaitable<common::result<std::string, agent_error>> open_session(store::async_store* db, std::string user,
                                                                              session_caps caps,
                                                                              store::time_point now) {
    // Sessions live 24 h, so the day's cap bounds the live ones and what one login can add to the
    // store (docs/api.md, "Fair shares").
    auto take = [&](store::store& s) -> store::result<std::int64_t> {
        auto hour = s.take_event(user, to_string(store::event_kind::session_hour), caps.per_hour, std::chrono::hours(1), now);
        if (!hour) return hour;
        auto day = s.take_event(user, to_string(store::event_kind::session_day), caps.per_day, std::chrono::hours(24), now);
        if (!day) (void)s.give_back_event(*hour);
        return day;
    };
    const auto taken = co_await db->call(take);
    if (!taken) {
        co_return common::failure{taken.error() == store::store_error::limit_reached ? agent_error::too_many_sessions
                                                                                     : agent_error::unavailable};
    }
    auto create = [&](store::store& s) { return s.create_session(user); };
    auto sid = co_await db->call(create);
    if (!sid) co_return common::failure{agent_error::unavailable};
    co_return std::move(*sid);
}

boost::asio::awaitable<common::result<store::session, agent_error>> own_session(store::async_store* db,
                                                                                std::string user,
                                                                                std::string session_id) {
    // The store makes ids of 32 lowercase hex characters: anything else never existed, and is
    // answered without a store call (a byte PostgreSQL cannot read as UTF-8 never reaches it).
    if (!session_id_like(session_id)) co_return common::failure{agent_error::session_expired};
    auto find_and_touch = [&](store::store& s) -> store::result<store::session> {
        auto found = s.find_session(session_id, user);
        if (found) (void)s.touch_session(session_id, user);
        return found;
    };
    auto found = co_await db->call(find_and_touch);
    if (!found) {
        co_return common::failure{found.error() == store::store_error::not_found ? agent_error::session_expired
                                                                                 : agent_error::unavailable};
    }
    co_return std::move(*found);
}

}  // namespace anyplot::agents::tools
