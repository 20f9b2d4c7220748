#include "agents/chat/limits.hpp"

#include "common/log.hpp"

#include <climits>

namespace anyplot::agents::chat {

namespace {

constexpr std::chrono::seconds minute{60};
constexpr std::chrono::hours strike_window{24};

}  // namespace

boost::asio::awaitable<admission> admit(store::async_store* db, limit_settings s, std::string user,
                                        int session_refusals, store::time_point now) {
    admission a;
    a.at = now;
    const std::chrono::seconds lockout = s.lockout;
    auto locks = [&](store::store& st) { return st.count_events(user, "lock", lockout, now); };
    auto locked = co_await db->call(locks);
    if (!locked) {
        a.store_failed = true;
        co_return a;
    }
    if (*locked > 0) {
        a.refused = refusal_code::locked;
        co_return a;
    }
    if (session_refusals >= s.session_refusals) {
        a.refused = refusal_code::session_closed;
        co_return a;
    }
    auto tokens_today = [&](store::store& st) { return st.daily_count(user, tokens_counter, now); };
    auto tokens = co_await db->call(tokens_today);
    if (tokens && *tokens >= s.user_tokens_per_day) {
        a.refused = refusal_code::budget;
        co_return a;
    }
    auto per_minute = [&](store::store& st) { return st.take_event(user, messages_counter, s.messages_per_minute, minute, now); };
    auto event = co_await db->call(per_minute);
    if (!event) {
        if (event.error() == store::store_error::limit_reached) {
            a.refused = refusal_code::rate_limited;
        } else {
            a.store_failed = true;
        }
        co_return a;
    }
    a.minute_event = *event;
    auto per_day = [&](store::store& st) { return st.take_daily(user, messages_counter, s.messages_per_day, now); };
    auto day = co_await db->call(per_day);
    if (!day) {
        auto undo = [&](store::store& st) { return st.give_back_event(a.minute_event); };
        (void)co_await db->call(undo);
        a.minute_event = 0;
        if (day.error() == store::store_error::limit_reached) {
            a.refused = refusal_code::daily_limit;
        } else {
            a.store_failed = true;
        }
        co_return a;
    }
    a.counted_day = true;
    co_return a;
}

boost::asio::awaitable<void> give_back(store::async_store* db, admission a, std::string user) {
    if (a.minute_event != 0) {
        auto undo = [&](store::store& st) { return st.give_back_event(a.minute_event); };
        (void)co_await db->call(undo);
    }
    if (a.counted_day) {
        auto undo = [&](store::store& st) { return st.give_back_daily(user, messages_counter, a.at); };
        auto r = co_await db->call(undo);
        if (!r) common::log::warn("message_give_back_failed", {{"error", store::message(r.error())}});
    }
}

boost::asio::awaitable<refusal_code> record_scope_refusal(store::async_store* db, limit_settings s, std::string user,
                                                          std::string session_id, refusal_code code,
                                                          store::time_point now) {
    refusal_code answer = code;
    auto add = [&](store::store& st) { return st.add_session_refusal(session_id); };
    auto count = co_await db->call(add);
    if (count && *count >= s.session_refusals) answer = refusal_code::session_closed;
    if (code == refusal_code::attack) {
        auto strike = [&](store::store& st) { return st.take_event(user, "attack", INT_MAX, strike_window, now); };
        (void)co_await db->call(strike);
        auto strikes = [&](store::store& st) { return st.count_events(user, "attack", strike_window, now); };
        auto n = co_await db->call(strikes);
        if (n && *n >= s.attack_strikes) {
            const std::chrono::seconds lockout = s.lockout;
            auto lock = [&](store::store& st) { return st.take_event(user, "lock", INT_MAX, lockout, now); };
            (void)co_await db->call(lock);
            common::log::warn("user_locked", {{"strikes", static_cast<std::int64_t>(*n)}});
            answer = refusal_code::locked;
        }
    }
    co_return answer;
}

}  // namespace anyplot::agents::chat
