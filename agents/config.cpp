#include "agents/config.hpp"

#include "agents/models/provider.hpp"
#include "agents/store/open_store.hpp"
#include "common/http/client.hpp"
#include "common/http/upstream.hpp"

#include <algorithm>
#include <cctype>

namespace anyplot::agents {

std::string_view to_string(model_provider_kind k) noexcept {
    switch (k) {
        case model_provider_kind::offline: return "offline";
        case model_provider_kind::anthropic: return "anthropic";
        case model_provider_kind::openai: return "openai";
    }
    return "offline";
}

config load_config(const common::env_reader& env) {
    config c;
    c.listen = env.listen("AGENT_LISTEN", "127.0.0.1:8080");
    c.auth = common::load_auth(env, "AGENT_TOKENS", "AGENT_ENV", c.listen);
    const std::string backend = env.string("AGENT_RENDERER", "remote");
    if (backend == "remote") {
        c.backend = backend_kind::remote;
    } else if (backend == "fake") {
        c.backend = backend_kind::fake;
    } else if (backend == "local") {
        c.backend = backend_kind::local;
    } else {
        throw common::config_error("AGENT_RENDERER: must be remote, fake or local");
    }
    c.render_urls = parse_render_urls(env.string("AGENT_RENDER_URL", ""));
    c.render_token = env.string("AGENT_RENDER_TOKEN", "");
    c.database_url = env.string("AGENT_DATABASE_URL", "");
    if (!c.database_url.empty() && !store::is_postgres_url(c.database_url)) {
        throw common::config_error("AGENT_DATABASE_URL: expected postgresql://...");
    }
    c.render_down_s = env.number("AGENT_RENDER_DOWN_S", 5, 0.1, 3600);
    c.data_dir = env.string("AGENT_DATA_DIR", "./var");
    if (c.data_dir.empty()) throw common::config_error("AGENT_DATA_DIR: must not be empty");
    c.daily_data_runs = static_cast<int>(env.integer("AGENT_DAILY_DATA_RUNS", 30, 0, 100000));
    c.drain_s = env.number("AGENT_DRAIN_S", 10, 0, 600);
    c.sweep_s = env.number("AGENT_SWEEP_S", 60, 0.5, 3600);
    c.daily_hold_s = env.number("AGENT_DAILY_HOLD_S", 0, 0, 86400);
    c.share_dir = env.string("AGENT_SHARE_DIR", "");
    if (c.share_dir.empty()) c.share_dir = common::beside_executable("share");
    const std::string provider = env.string("AGENT_MODEL_PROVIDER", "offline");
    if (provider == "offline") {
        c.model_provider = model_provider_kind::offline;
    } else if (provider == "anthropic") {
        c.model_provider = model_provider_kind::anthropic;
    } else if (provider == "openai") {
        c.model_provider = model_provider_kind::openai;
    } else {
        throw common::config_error("AGENT_MODEL_PROVIDER: must be offline, anthropic or openai");
    }
    c.ca_file = env.string("AGENT_CA_FILE", "");
    if (c.model_provider != model_provider_kind::offline) {
        const bool anthropic = c.model_provider == model_provider_kind::anthropic;
        c.model_url = env.string("AGENT_MODEL_URL", anthropic ? "https://api.anthropic.com" : "https://api.openai.com/v1");
        while (!c.model_url.empty() && c.model_url.back() == '/') c.model_url.pop_back();
        const auto url = common::http::parse_upstream_url(c.model_url);
        if (!url) {
            throw common::config_error(url.error() == common::http::upstream_error::not_allowed
                                           ? "AGENT_MODEL_URL: plain http is allowed only to a loopback address"
                                           : "AGENT_MODEL_URL: expected https://host[:port][/path]");
        }
        c.model_name = env.string("AGENT_MODEL_NAME", "");
        if (c.model_name.empty()) throw common::config_error("AGENT_MODEL_NAME: required with a model provider");
        c.scope_model_name = env.string("AGENT_SCOPE_MODEL_NAME", c.model_name);
        c.dataset_model_name = env.string("AGENT_DATASET_MODEL_NAME", c.model_name);
        const std::string key_file = env.string("AGENT_MODEL_KEY_FILE", "");
        if (!key_file.empty()) {
            c.model_key = models::read_key_file(key_file);
        } else if (url->tls) {
            // A hosted API needs its key; a model server on this machine may not.
            throw common::config_error("AGENT_MODEL_KEY_FILE: required for a model provider over https");
        }
    }
    c.run_slots = static_cast<int>(env.integer("AGENT_RUN_SLOTS", 2, 1, 256));
    c.queue_max = static_cast<int>(env.integer("AGENT_QUEUE_MAX", 16, 1, 100000));
    // One person's share of the sandbox (docs/api.md, "Fair shares"): by default half the slots,
    // so another person's run always finds one.
    c.user_runs = static_cast<int>(env.integer("AGENT_USER_RUNS", std::max(1, c.run_slots / 2), 1, 256));
    c.user_queued = static_cast<int>(env.integer("AGENT_USER_QUEUED", 2, 1, 100000));
    c.sessions_per_hour = static_cast<int>(env.integer("AGENT_USER_SESSIONS_PER_HOUR", 30, 1, 1000000));
    c.sessions_per_day = static_cast<int>(env.integer("AGENT_USER_SESSIONS_PER_DAY", 200, 1, 10000000));
    c.queue_wait_s = env.number("AGENT_QUEUE_WAIT_S", 60, 0.1, 3600);
    c.turn_deadline_s = env.number("AGENT_TURN_DEADLINE_S", 120, 1, 3600);
    c.messages_per_minute = static_cast<int>(env.integer("AGENT_USER_MESSAGES_PER_MINUTE", 10, 1, 100000));
    c.messages_per_day = static_cast<int>(env.integer("AGENT_USER_MESSAGES_PER_DAY", 200, 1, 10000000));
    c.pastes_per_minute = static_cast<int>(env.integer("AGENT_USER_PASTES_PER_MINUTE", 10, 1, 100000));
    // Browser origins allowed to call /mcp (docs/mcp.md); none by default: server-side clients send
    // no Origin, and a browser page is refused unless named here.
    c.mcp_origins = env.list("AGENT_MCP_ORIGINS", "");
    c.session_refusals = static_cast<int>(env.integer("AGENT_SESSION_REFUSALS", 3, 1, 1000));
    c.attack_strikes = static_cast<int>(env.integer("AGENT_ATTACK_STRIKES", 3, 1, 1000));
    c.attack_lockout_h = static_cast<int>(env.integer("AGENT_ATTACK_LOCKOUT_H", 24, 1, 24 * 365));
    c.turn_tokens = env.integer("AGENT_TURN_TOKENS", 60'000, 1, 100'000'000);
    c.user_tokens_per_day = env.integer("AGENT_USER_TOKENS_PER_DAY", 1'000'000, 1, 10'000'000'000LL);
    return c;
}

std::vector<std::string> parse_render_urls(std::string_view text) {
    std::vector<std::string> out;
    std::vector<std::string> seen;  // host:port of each, the duplicate check
    int n = 0;
    for (std::string entry : common::split_list(text)) {
        ++n;  // errors name the entry by position: an entry is not echoed (it could hold a secret by mistake)
        const auto u = common::http::parse_url(entry);
        // The path is ours to add (/run-data, /run-data/{id}/cancel): an entry names a renderer only.
        // No user info ("user:secret@host"): the renderers take a bearer token, and /v1/status shows these URLs.
        if (!u || u->target != "/" || u->host.find('@') != std::string::npos) {
            throw common::config_error("AGENT_RENDER_URL: entry " + std::to_string(n) +
                                       " is not http://host:port (a pool is comma-separated)");
        }
        std::string key = u->host + ":" + std::to_string(u->port);
        for (char& ch : key) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));  // host names ignore case
        for (const auto& k : seen) {
            if (k == key) {
                throw common::config_error("AGENT_RENDER_URL: entry " + std::to_string(n) + " repeats an earlier one");
            }
        }
        seen.push_back(key);
        if (entry.back() == '/') entry.pop_back();
        out.push_back(std::move(entry));
    }
    return out;
}

const char* usage() {
    return "anyplot-agents: turns a person's computation into a dataset version (run_data_code)\n"
           "\n"
           "Usage:\n"
           "  anyplot-agents                       run the service, configured by the environment below\n"
           "  anyplot-agents validate [--runs] FILE\n"
           "                                       judge a snippet with the DATA-profile validator, once\n"
           "                                       (JSON on stdout; --runs: the code as the sandbox runs it)\n"
           "  anyplot-agents data-code FILE [--url URL] [--token TOKEN] [--user USER]\n"
           "                                       post a snippet to a running service and print its table\n"
           "\n"
           "Environment:\n"
           "  AGENT_LISTEN           address:port to listen on (default 127.0.0.1:8080; port 0 = any)\n"
           "  AGENT_TOKENS           accepted bearer tokens, comma-separated (required)\n"
           "  AGENT_ENV              production (default) or development (no token, loopback only)\n"
           "  AGENT_RENDERER         remote (default), fake or local\n"
           "  AGENT_RENDER_URL       the renderer, e.g. http://127.0.0.1:8081, or a pool of them,\n"
           "                         comma-separated (least in flight first; docs/operations.md)\n"
           "  AGENT_RENDER_TOKEN     the bearer token to present to the renderers (one for all)\n"
           "  AGENT_RENDER_DOWN_S    seconds a renderer that failed (no connection, stuck, no sandbox)\n"
           "                         is skipped (default 5)\n"
           "  AGENT_DATA_DIR         SQLite file and other state (default ./var)\n"
           "  AGENT_DATABASE_URL     postgresql://user@host/db: PostgreSQL instead of the SQLite file, shared\n"
           "                         by several agents instances (keep passwords in PGPASSFILE; never logged)\n"
           "  AGENT_DAILY_DATA_RUNS  data runs per user per UTC day (default 30)\n"
           "  AGENT_DRAIN_S          seconds in-flight requests may finish after SIGTERM (default 10)\n"
           "  AGENT_SWEEP_S          seconds between sweeps: idle sessions deleted, daily uses of runs\n"
           "                         that never ended (a crash) returned (default 60)\n"
           "  AGENT_DAILY_HOLD_S     seconds a run's daily use is held before a sweep returns it (default:\n"
           "                         AGENT_QUEUE_WAIT_S + 60); a run that ends later still counts\n"
           "  AGENT_SHARE_DIR        texts and the offline catalogue (default: share/ next to the executable)\n"
           "  AGENT_MODEL_PROVIDER   offline (default: no network, deterministic), anthropic or openai\n"
           "                         (OpenAI, vLLM, llama.cpp, Ollama; docs/models.md)\n"
           "  AGENT_MODEL_URL        the provider's API base (default https://api.anthropic.com or\n"
           "                         https://api.openai.com/v1; plain http only to loopback)\n"
           "  AGENT_MODEL_NAME       the root's model (required with a provider)\n"
           "  AGENT_SCOPE_MODEL_NAME, AGENT_DATASET_MODEL_NAME  the judges' models (default: the root's)\n"
           "  AGENT_MODEL_KEY_FILE   a file holding the API key (never an environment value; never logged)\n"
           "  AGENT_CA_FILE          trust these CA certificates instead of the system's\n"
           "  AGENT_RUN_SLOTS        sandbox runs at once (default 2)\n"
           "  AGENT_QUEUE_MAX        chat turns that may wait for a run slot (default 16)\n"
           "  AGENT_USER_RUNS        one person's runs at once (default: half of AGENT_RUN_SLOTS, at least 1)\n"
           "  AGENT_USER_QUEUED      one person's places in the sandbox line (default 2)\n"
           "  AGENT_USER_SESSIONS_PER_HOUR  new sessions per person in a rolling hour (default 30)\n"
           "  AGENT_USER_SESSIONS_PER_DAY   new sessions per person in a rolling day (default 200)\n"
           "  AGENT_QUEUE_WAIT_S     longest wait for a run slot before error capacity (default 60)\n"
           "  AGENT_TURN_DEADLINE_S  a turn's deadline, paused while queued (default 120)\n"
           "  AGENT_USER_MESSAGES_PER_MINUTE  chat messages per user in a rolling minute (default 10)\n"
           "  AGENT_USER_MESSAGES_PER_DAY     chat messages per user per UTC day (default 200)\n"
           "  AGENT_USER_PASTES_PER_MINUTE    pastes and formulas (direct routes) per user per rolling minute (default 10)\n"
           "  AGENT_SESSION_REFUSALS  scope refusals that close a session (default 3)\n"
           "  AGENT_ATTACK_STRIKES   attack refusals within 24 h that lock a user (default 3)\n"
           "  AGENT_ATTACK_LOCKOUT_H  hours a locked user waits (default 24)\n"
           "  AGENT_TURN_TOKENS      weighted model tokens one turn may use (default 60000)\n"
           "  AGENT_USER_TOKENS_PER_DAY  weighted model tokens per user per UTC day (default 1000000)\n";
}

}  // namespace anyplot::agents
