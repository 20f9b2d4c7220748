#pragma once
// A paste becomes the next dataset version (POST /v1/sessions/{sid}/dataset). Steps, in order:
// the size cap (> 204,800 bytes → too_long) → the user's pastes per minute (rate_limited) → the
// classifier, off the I/O thread with the parser (code → `code`, a formula → `formula`, each with
// where the text should go instead: "send" when it fits a chat message, "shorten" when not) → the
// paste parser (unparseable, with the parser's own fixed line) → the dataset guard and the store
// (store_table.hpp), source "paste", no code.
#include "agents/store/event_kind.hpp"
#include "agents/tools/context.hpp"
#include "agents/tools/refusal.hpp"
#include "common/result.hpp"
#include "common/signal.hpp"

#include <boost/asio/awaitable.hpp>

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace anyplot::agents::tools {

struct paste_refusal {
    tool_refusal refusal;
    std::string_view chat;  // code / formula: "send" (≤ 2,000 characters) or "shorten"; else empty
};

// The direct routes' versions (pastes and formulas) per user in a rolling minute: what bounds the
// store's growth from them (AGENT_USER_PASTES_PER_MINUTE). A chat's versions are bounded by the
// chat's own message limits.
inline constexpr std::string_view direct_versions_counter = to_string(store::event_kind::direct_version);

// Takes one of the user's direct versions of this minute: nullopt when taken, else rate_limited
// (or unavailable when the store failed). paste_dataset takes it after its size cap; the formula
// route before generate_data (which the chat shares, under the chat's own limits).
[[nodiscard]] boost::asio::awaitable<std::optional<wire::agent_error>> take_direct_version(tool_context ctx,
                                                                                         std::string user,
                                                                                         int per_minute);

[[nodiscard]] boost::asio::awaitable<common::result<data_version, paste_refusal>> paste_dataset(
    tool_context ctx, std::string user, std::string session_id, std::string text, int per_minute,
    std::shared_ptr<common::one_shot_signal> cancel);

}  // namespace anyplot::agents::tools
