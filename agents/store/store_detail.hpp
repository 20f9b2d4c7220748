#pragma once
// Internal to the store implementations: what SQLite's and PostgreSQL's share.
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

}  // namespace anyplot::agents::store::detail
