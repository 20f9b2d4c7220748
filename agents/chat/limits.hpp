#pragma once
// The chat turn's limits, every counter in the store (they survive restarts and hold across
// agents instances sharing it). Checked before any model call, so a flood costs no model:
//   a locked user → locked; a closed session → session_closed; the user's tokens today over
//   AGENT_USER_TOKENS_PER_DAY → budget; AGENT_USER_MESSAGES_PER_MINUTE (a rolling minute) →
//   rate_limited; AGENT_USER_MESSAGES_PER_DAY (the UTC day) → daily_limit.
// The store checks and takes in one transaction (store::admit_message); the session's count,
// which the turn already holds, is checked here. A turn is counted when admitted and given back
// when it ends refused (refused turns do not count). Scope refusals close a session at
// AGENT_SESSION_REFUSALS; attacks are also strikes (store::record_strike), and
// AGENT_ATTACK_STRIKES within 24 h lock the user for AGENT_ATTACK_LOCKOUT_H.
#include "agents/chat/codes.hpp"
#include "agents/store/async_store.hpp"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

namespace anyplot::agents::chat {

struct limit_settings {
    int messages_per_minute = 10;
    int messages_per_day = 200;
    int session_refusals = 3;
    int attack_strikes = 3;
    std::chrono::hours lockout{24};
    std::int64_t user_tokens_per_day = 1'000'000;
};

// The store's spelling of the daily counters others read (the token ledger in turn.cpp).
inline constexpr std::string_view messages_counter = store::to_string(store::event_kind::messages);
inline constexpr std::string_view tokens_counter = store::to_string(store::event_kind::tokens);

struct admission {
    std::optional<refusal_code> refused;        // set: the turn ends with this refusal, nothing counted
    std::optional<store::message_taken> taken;  // set when admitted: what give_back returns
    bool store_failed = false;  // the store could not answer: the turn ends with error internal
};

[[nodiscard]] boost::asio::awaitable<admission> admit(store::async_store* db, limit_settings s, std::string user,
                                                       int session_refusals, store::time_point now);
// The turn ended refused: it does not count.
[[nodiscard]] boost::asio::awaitable<void> give_back(store::async_store* db, admission a, std::string user);
// A scope refusal (out_of_scope or attack) recorded on the session and, for an attack, as a
// strike. Answers the code to send: the given one, session_closed when it was the session's last
// allowed, or locked when it was the user's last strike.
[[nodiscard]] boost::asio::awaitable<refusal_code> record_scope_refusal(store::async_store* db, limit_settings s,
                                                                        std::string user, std::string session_id,
                                                                        refusal_code code, store::time_point now);

}  // namespace anyplot::agents::chat
