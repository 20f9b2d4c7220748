#pragma once
// The agents service's settings (docs/operations.md, "Starting": the environment variables),
// read once at startup.
#include "common/auth.hpp"
#include "common/config.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace anyplot::agents {

enum class backend_kind { remote, fake, local };
// AGENT_MODEL_PROVIDER: what answers the chat (docs/models.md).
enum class model_provider_kind { offline, anthropic, openai };
[[nodiscard]] std::string_view to_string(model_provider_kind k) noexcept;

struct config {
    common::listen_address listen;
    common::auth_config auth;
    backend_kind backend = backend_kind::remote;
    // AGENT_RENDER_URL: one renderer or a comma-separated pool ("http://host:port", distinct);
    // empty → data runs answer `unavailable`.
    std::vector<std::string> render_urls;
    std::string render_token;  // presented to every renderer of the pool
    double render_down_s = 5;  // AGENT_RENDER_DOWN_S: how long a renderer that failed stays marked down
    std::string data_dir = "./var";
    std::string database_url;  // AGENT_DATABASE_URL: PostgreSQL instead of SQLite (may hold a password: never logged)
    int daily_data_runs = 30;
    double drain_s = 10;
    double sweep_s = 60;  // AGENT_SWEEP_S: how often idle sessions go and unended daily holds return
    // AGENT_DAILY_HOLD_S: how long a run's daily use is held before the sweep returns it (0: the
    // queue wait + the 30 s run + 30 s; store.hpp, take_daily_held).
    double daily_hold_s = 0;
    // The chat turn (docs/chat.md).
    std::string share_dir;  // texts and the offline catalogue; default: share/ next to the executable
    model_provider_kind model_provider = model_provider_kind::offline;
    std::string model_url;           // the API base (default per provider)
    std::string model_name;          // the root's model (required for a provider)
    std::string scope_model_name;    // default: model_name
    std::string dataset_model_name;  // default: model_name
    std::string model_key;           // read from AGENT_MODEL_KEY_FILE; never logged
    std::string ca_file;             // AGENT_CA_FILE: trust these CAs instead of the system store
    int run_slots = 2;        // AGENT_RUN_SLOTS: sandbox runs at once (match the renderers' slots)
    int queue_max = 16;       // AGENT_QUEUE_MAX: turns waiting for a run slot
    int user_runs = 1;        // AGENT_USER_RUNS: one person's runs at once (default: half the slots, at least 1)
    int user_queued = 2;      // AGENT_USER_QUEUED: one person's places in the line
    int sessions_per_hour = 30;   // AGENT_USER_SESSIONS_PER_HOUR: new sessions per person in a rolling hour
    int sessions_per_day = 200;   // AGENT_USER_SESSIONS_PER_DAY: ... in a rolling day (sessions live 24 h)
    double queue_wait_s = 60;  // AGENT_QUEUE_WAIT_S
    double turn_deadline_s = 120;
    int messages_per_minute = 10;
    int messages_per_day = 200;
    int pastes_per_minute = 10;  // pastes and formulas per user in a rolling minute (the direct routes)
    std::vector<std::string> mcp_origins;  // AGENT_MCP_ORIGINS: browser origins allowed on /mcp
    int session_refusals = 3;
    int attack_strikes = 3;
    int attack_lockout_h = 24;
    std::int64_t turn_tokens = 60'000;
    std::int64_t user_tokens_per_day = 1'000'000;
};

[[nodiscard]] config load_config(const common::env_reader& env);
// AGENT_RENDER_URL's entries, checked ("http://host:port", a trailing "/" dropped, no path) and
// distinct. Throws config_error naming the entry.
[[nodiscard]] std::vector<std::string> parse_render_urls(std::string_view text);
[[nodiscard]] const char* usage();

}  // namespace anyplot::agents
