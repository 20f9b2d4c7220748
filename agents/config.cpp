#include "agents/config.hpp"

#include "common/http/client.hpp"

namespace anyplot::agents {

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
    c.render_url = env.string("AGENT_RENDER_URL", "");
    if (!c.render_url.empty() && !common::http::parse_url(c.render_url)) {
        throw common::config_error("AGENT_RENDER_URL: expected http://host:port");
    }
    c.render_token = env.string("AGENT_RENDER_TOKEN", "");
    c.data_dir = env.string("AGENT_DATA_DIR", "./var");
    if (c.data_dir.empty()) throw common::config_error("AGENT_DATA_DIR: must not be empty");
    c.daily_data_runs = static_cast<int>(env.integer("AGENT_DAILY_DATA_RUNS", 30, 0, 100000));
    c.drain_s = env.number("AGENT_DRAIN_S", 10, 0, 600);
    return c;
}

const char* usage() {
    return "anyplot-agents: turns a person's computation into a dataset version (run_data_code)\n"
           "\n"
           "Environment:\n"
           "  AGENT_LISTEN           address:port to listen on (default 127.0.0.1:8080; port 0 = any)\n"
           "  AGENT_TOKENS           accepted bearer tokens, comma-separated (required)\n"
           "  AGENT_ENV              production (default) or development (no token, loopback only)\n"
           "  AGENT_RENDERER         remote (default), fake or local\n"
           "  AGENT_RENDER_URL       the renderer, e.g. http://127.0.0.1:8081\n"
           "  AGENT_RENDER_TOKEN     the bearer token to present to the renderer\n"
           "  AGENT_DATA_DIR         SQLite file and other state (default ./var)\n"
           "  AGENT_DAILY_DATA_RUNS  data runs per user per UTC day (default 30)\n"
           "  AGENT_DRAIN_S          seconds in-flight requests may finish after SIGTERM (default 10)\n";
}

}  // namespace anyplot::agents
