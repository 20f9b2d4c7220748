#pragma once
// The chat stream's closed vocabularies (docs/api.md, "POST /v1/sessions/{sid}/messages"): why a
// turn was refused (`refusal{code,text,lang}`, a text in the person's language) and why it failed
// (`error{code,ref}`). The HTTP `detail` codes are wire::agent_error.
#include <optional>
#include <string_view>

namespace anyplot::agents::chat {

enum class refusal_code {
    out_of_scope,    // not a computation or data task (counts toward closing the session)
    attack,          // code or words that reach for files, the network or the system (counts; a strike)
    needs_data,      // a question about data while there is none yet
    needs_model,     // JavaScript, R, a formula or words the offline model cannot translate
    rate_limited,    // AGENT_USER_MESSAGES_PER_MINUTE
    daily_limit,     // AGENT_USER_MESSAGES_PER_DAY
    session_closed,  // AGENT_SESSION_REFUSALS scope refusals in this session
    locked,          // AGENT_ATTACK_STRIKES within 24 h: AGENT_ATTACK_LOCKOUT_H without turns
    budget,          // the turn's weighted tokens went over AGENT_TURN_TOKENS
};
inline constexpr refusal_code all_refusal_codes[] = {
    refusal_code::out_of_scope, refusal_code::attack,      refusal_code::needs_data,
    refusal_code::needs_model,  refusal_code::rate_limited, refusal_code::daily_limit,
    refusal_code::session_closed, refusal_code::locked,    refusal_code::budget};
[[nodiscard]] std::string_view to_string(refusal_code c) noexcept;
[[nodiscard]] std::optional<refusal_code> parse_refusal_code(std::string_view s) noexcept;

enum class turn_error {
    capacity,           // the sandbox queue was full, or the wait for it ran out
    deadline,           // the turn's deadline passed (AGENT_TURN_DEADLINE_S, paused while queued)
    guard_unavailable,  // the dataset guard could not judge a table
    upstream,           // the model provider failed (its own error text never passes)
    internal,           // our own failure (the store, a bug); logged with the turn's run id
    session_expired,    // the session was deleted while the turn ran: nothing was stored
    too_many_runs,      // the person's own runs fill their share of the sandbox queue
};
[[nodiscard]] std::string_view to_string(turn_error e) noexcept;

}  // namespace anyplot::agents::chat
