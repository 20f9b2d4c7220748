#pragma once
// The agents service's settings (CONTRACT.md "Running"), read once at startup.
#include "common/auth.hpp"
#include "common/config.hpp"

#include <string>

namespace anyplot::agents {

enum class backend_kind { remote, fake, local };

struct config {
    common::listen_address listen;
    common::auth_config auth;
    backend_kind backend = backend_kind::remote;
    std::string render_url;    // empty → data runs answer `unavailable`
    std::string render_token;
    std::string data_dir = "./var";
    int daily_data_runs = 30;
    double drain_s = 10;
};

[[nodiscard]] config load_config(const common::env_reader& env);
[[nodiscard]] const char* usage();

}  // namespace anyplot::agents
