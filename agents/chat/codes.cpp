#include "agents/chat/codes.hpp"

namespace anyplot::agents::chat {

std::string_view to_string(refusal_code c) noexcept {
    switch (c) {
        case refusal_code::out_of_scope: return "out_of_scope";
        case refusal_code::attack: return "attack";
        case refusal_code::needs_data: return "needs_data";
        case refusal_code::needs_model: return "needs_model";
        case refusal_code::rate_limited: return "rate_limited";
        case refusal_code::daily_limit: return "daily_limit";
        case refusal_code::session_closed: return "session_closed";
        case refusal_code::locked: return "locked";
        case refusal_code::budget: return "budget";
    }
    return "out_of_scope";
}

std::optional<refusal_code> parse_refusal_code(std::string_view s) noexcept {
    for (const auto c : all_refusal_codes) {
        if (to_string(c) == s) return c;
    }
    return std::nullopt;
}

std::string_view to_string(turn_error e) noexcept {
    switch (e) {
        case turn_error::capacity: return "capacity";
        case turn_error::deadline: return "deadline";
        case turn_error::guard_unavailable: return "guard_unavailable";
        case turn_error::upstream: return "upstream";
        case turn_error::internal: return "internal";
        case turn_error::session_expired: return "session_expired";
        case turn_error::too_many_runs: return "too_many_runs";
    }
    return "internal";
}

}  // namespace anyplot::agents::chat
