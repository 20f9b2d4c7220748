#include "renderer/config.hpp"

namespace anyplot::renderer {

config load_config(const common::env_reader& env) {
    config c;
    c.listen = env.listen("RENDERER_LISTEN", "127.0.0.1:8081");
    c.auth = common::load_auth(env, "RENDERER_TOKENS", "RENDERER_ENV", c.listen);
    c.python = env.string("RENDERER_PYTHON", "/usr/bin/python3");
    if (c.python.empty() || c.python.front() != '/') {
        throw common::config_error("RENDERER_PYTHON: must be an absolute path");
    }
    c.slots = static_cast<int>(env.integer("RENDERER_SLOTS", 1, 1, 16));
    c.slot_wait_s = env.number("RENDERER_SLOT_WAIT_S", 30, 0, 600);
    c.warm = env.flag("RENDERER_WARM", true);
    c.drain_s = env.number("RENDERER_DRAIN_S", 35, 0, 600);
    return c;
}

const char* usage() {
    return "anyplot-renderer: runs untrusted data-generating Python in a sandbox (POST /run-data)\n"
           "\n"
           "Environment:\n"
           "  RENDERER_LISTEN       address:port to listen on (default 127.0.0.1:8081; port 0 = any)\n"
           "  RENDERER_TOKENS       accepted bearer tokens, comma-separated (required)\n"
           "  RENDERER_ENV          production (default) or development (no token, loopback only)\n"
           "  RENDERER_PYTHON       interpreter with numpy/pandas/scipy (default /usr/bin/python3)\n"
           "  RENDERER_SLOTS        runs at once (default 1)\n"
           "  RENDERER_SLOT_WAIT_S  bounded wait for a slot before 503 busy (default 30)\n"
           "  RENDERER_WARM         1 = warm interpreters (default), 0 = one interpreter per run\n"
           "  RENDERER_DRAIN_S      seconds in-flight runs may finish after SIGTERM (default 35)\n";
}

}  // namespace anyplot::renderer
