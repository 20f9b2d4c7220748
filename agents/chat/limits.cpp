#include "agents/chat/limits.hpp"

#include "common/log.hpp"

#include <variant>

namespace anyplot::agents::chat {

namespace {

constexpr std::chrono::seconds minute{60};
constexpr std::chrono::hours strike_window{24};

refusal_code code_of(store::message_refusal r) noexcept {
    switch (r) {
    case store::message_refusal::locked: return refusal_code::locked;
    case store::message_refusal::budget: return refusal_code::budget;
    case store::message_refusal::rate_limited: return refusal_code::rate_limited;
    case store::message_refusal::daily_limit: return refusal_code::daily_limit;
    }
    return refusal_code::locked;
}

}  // namespace

boost::asio::awaitable<admission> admit(store::async_store* db, limit_settings s, std::string user,
                                        int session_refusals, store::time_point now) {
    admission a;
    const std::chrono::seconds lockout = s.lockout;
    if (session_refusals >= s.session_refusals) {
        // A lock outranks a closed session, so a closed session still asks the store that one thing.
        auto locks = [&](store::store& st) {
            return st.count_events(user, store::to_string(store::event_kind::lock), lockout, now);
        };
        auto locked = co_await db->call(locks);
        if (!locked) {
            a.store_failed = true;
        } else {
            a.refused = *locked > 0 ? refusal_code::locked : refusal_code::session_closed;
        }
        co_return a;
    }
    const store::message_caps caps{.lockout = lockout,
                                   .tokens_per_day = s.user_tokens_per_day,
                                   .per_minute = s.messages_per_minute,
                                   .rate_window = minute,
                                   .per_day = s.messages_per_day};
    auto take = [&](store::store& st) { return st.admit_message(user, caps, now); };
    auto admitted = co_await db->call(take);
    if (!admitted) {
        a.store_failed = true;
    } else if (const auto* refused = std::get_if<store::message_refusal>(&*admitted)) {
        a.refused = code_of(*refused);
    } else {
        a.taken = std::get<store::message_taken>(*admitted);
    }
    co_return a;
}

boost::asio::awaitable<void> give_back(store::async_store* db, admission a, std::string user) {
    if (!a.taken) co_return;
    auto undo = [&](store::store& st) { return st.give_back_message(user, *a.taken); };
    auto r = co_await db->call(undo);
    if (!r) common::log::warn("message_give_back_failed", {{"error", store::message(r.error())}});
}

boost::asio::awaitable<refusal_code> record_scope_refusal(store::async_store* db, limit_settings s, std::string user,
                                                          std::string session_id, refusal_code code,
                                                          store::time_point now) {
    refusal_code answer = code;
    auto add = [&](store::store& st) { return st.add_session_refusal(session_id); };
    auto count = co_await db->call(add);
    if (count && *count >= s.session_refusals) answer = refusal_code::session_closed;
    if (code == refusal_code::attack) {
        const store::strike_caps caps{.strikes = s.attack_strikes, .window = strike_window, .lockout = s.lockout};
        auto strike = [&](store::store& st) { return st.record_strike(user, caps, now); };
        auto struck = co_await db->call(strike);
        if (struck && struck->locked) {
            common::log::warn("user_locked", {{"strikes", static_cast<std::int64_t>(struck->strikes)}});
            answer = refusal_code::locked;
        }
    }
    co_return answer;
}

}  // namespace anyplot::agents::chat
