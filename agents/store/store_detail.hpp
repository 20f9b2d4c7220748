#pragma once
// Internal to the store implementations: what SQLite's and PostgreSQL's share.
#include "agents/store/event_kind.hpp"
#include "agents/store/store.hpp"

#include <chrono>
#include <cstdint>

namespace anyplot::agents::store::detail {

// The longest rolling window any limit reads (attack strikes and lockouts: a day) plus a margin:
// events older than this go with the idle sweep.
inline constexpr std::chrono::seconds event_keep = std::chrono::hours(48);
// 128 random bits do not collide in practice; a retry keeps a collision from surfacing.
inline constexpr int session_id_attempts = 3;

[[nodiscard]] inline std::int64_t unix_s(time_point t) noexcept { return t.time_since_epoch().count(); }
[[nodiscard]] inline time_point from_unix_s(std::int64_t s) noexcept { return time_point{std::chrono::seconds{s}}; }

[[nodiscard]] inline time_point now_of(const store_options& o) {
    return o.clock ? o.clock() : std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
}

// Any exception inside an implementation (allocation, the CSPRNG, a mutex) becomes io: nothing
// throws across the interface.
template <class F>
auto guarded(F&& f) noexcept -> decltype(f()) {
    try {
        return f();
    } catch (...) {
        return common::failure{store_error::io};
    }
}

// admit_message's checks and takes, in their one order, for both back ends: run inside the caller's
// transaction, which commits only a message_taken (a refusal rolls back what was taken). `Impl`
// has count_events, take_event and take_daily; `tokens_spent` reads the day's token count.
template <class Impl, class TokensSpent>
[[nodiscard]] result<message_admission> admit_in_order(Impl& impl, std::string_view user, const message_caps& caps,
                                                       time_point now, TokensSpent tokens_spent) {
    const auto locks = impl.count_events(user, to_string(event_kind::lock), caps.lockout, now);
    if (!locks) return common::failure{locks.error()};
    if (*locks > 0) return message_admission{message_refusal::locked};
    const auto spent = tokens_spent();
    if (!spent) return common::failure{spent.error()};
    if (*spent >= caps.tokens_per_day) return message_admission{message_refusal::budget};
    const auto messages = to_string(event_kind::messages);
    const auto event = impl.take_event(user, messages, caps.per_minute, caps.rate_window, now);
    if (!event && event.error() == store_error::limit_reached) return message_admission{message_refusal::rate_limited};
    if (!event) return common::failure{event.error()};
    const auto day = impl.take_daily(user, messages, caps.per_day, now);
    if (!day && day.error() == store_error::limit_reached) return message_admission{message_refusal::daily_limit};
    if (!day) return common::failure{day.error()};
    return message_admission{message_taken{*event, now}};
}

}  // namespace anyplot::agents::store::detail
