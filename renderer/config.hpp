#pragma once
// The renderer's settings (CONTRACT.md "Running"), read once at startup.
#include "common/auth.hpp"
#include "common/config.hpp"

#include <string>

namespace anyplot::renderer {

struct config {
    common::listen_address listen;
    common::auth_config auth;
    std::string python = "/usr/bin/python3";
    int slots = 1;
    double slot_wait_s = 30;
    bool warm = true;
    double drain_s = 35;  // in-flight runs (≤ 30 s) may finish on SIGTERM
};

[[nodiscard]] config load_config(const common::env_reader& env);
[[nodiscard]] const char* usage();

}  // namespace anyplot::renderer
