#pragma once
// The keys the per-person limits keep their rows under (user_events.kind, daily_counts.counter), and
// the one table of how each is spelled in the database. The spelling is stored data: existing
// databases hold these exact strings, so a row's text never changes once released.
#include <array>
#include <cstddef>
#include <string_view>
#include <utility>

namespace anyplot::agents::store {

enum class event_kind {
    messages,  // an admitted chat message: a per-minute event and the daily counter
    tokens,    // the daily token ledger (a counter only)
    attack,    // a strike (an attack refusal)
    lock,      // a lockout after too many strikes
    session_hour,    // a new dataset session, in the person's rolling hour (tools/sessions.hpp)
    session_day,     // the same, in the rolling day
    direct_version,  // a version from a paste or a formula outside the chat (tools/paste.hpp)
};

inline constexpr std::array<std::pair<event_kind, std::string_view>, 7> event_kind_names{{
    {event_kind::messages, "messages"},
    {event_kind::tokens, "tokens"},
    {event_kind::attack, "attack"},
    {event_kind::lock, "lock"},
    {event_kind::session_hour, "session_hour"},
    {event_kind::session_day, "session_day"},
    {event_kind::direct_version, "direct_version"},
}};

namespace detail {
// The table is indexed by the enum's value: a reordered or missing row would store a
// neighbour's spelling.
constexpr bool in_enum_order() {
    for (std::size_t i = 0; i < event_kind_names.size(); ++i) {
        if (static_cast<std::size_t>(event_kind_names[i].first) != i) return false;
    }
    return true;
}
}  // namespace detail
static_assert(detail::in_enum_order());
static_assert(event_kind_names.size() == static_cast<std::size_t>(event_kind::direct_version) + 1);

[[nodiscard]] constexpr std::string_view to_string(event_kind k) noexcept {
    return event_kind_names[static_cast<std::size_t>(k)].second;
}

}  // namespace anyplot::agents::store
