#pragma once
// The renderer's settings (docs/operations.md, "Starting": the environment variables), read
// once at startup.
#include "common/auth.hpp"
#include "common/config.hpp"
#include "renderer/sandbox/layer.hpp"

#include <set>
#include <vector>
#include <string>

namespace anyplot::renderer {

struct config {
    common::listen_address listen;
    common::auth_config auth;
    std::string python = "/usr/bin/python3";
    int slots = 1;
    double slot_wait_s = 30;
    bool warm = true;
    int standby = 2;  // RENDERER_STANDBY: warm children kept ready even when idle (default: RENDERER_SLOTS + 1)
    int standby_max = 8;  // RENDERER_STANDBY_MAX: most kept ready when runs arrive fast
    std::int64_t standby_memory_mb = 256;  // RENDERER_STANDBY_MEMORY_MB: their private memory above the floor
    double drain_s = 35;  // in-flight runs (≤ 30 s) may finish on SIGTERM
    std::string harness;   // harness.py; default: harness/harness.py next to the executable
    std::string run_root = "/tmp/anyplot-renderer";
    std::int64_t disk_budget_mb = 64;
    std::int64_t file_budget = 1000;
    std::int64_t max_output_mb = 4;  // stdout + stderr of a run past this: stopped, output_flood
    std::int64_t admit_floor_mb = 512;
    std::int64_t kill_floor_mb = 256;
    bool guard = true;  // RENDERER_GUARD=0: test-only, refused outside development mode
    std::string sandbox_launcher;        // anyplot-sandbox; default: next to the executable
    std::set<sandbox::layer> degraded;   // RENDERER_SANDBOX_DEGRADED: layers run without (named, logged)
    std::vector<std::string> tree{"/usr"};  // RENDERER_SANDBOX_TREE: read-only inside (the Python install)
    std::int64_t uid_base = 58000;       // dedicated uids: uid_base .. uid_base + slots + standby
    std::string lock_dir = "/run/anyplot-renderer";  // host-wide locks of every daemon's uid range
    std::int64_t memory_mb = 512;        // cgroup memory limit per run (no swap)
    std::string cgroup_root;             // override of the cgroup mount points (unusual hosts, tests)
};

[[nodiscard]] config load_config(const common::env_reader& env);
[[nodiscard]] const char* usage();

}  // namespace anyplot::renderer
