#include "renderer/config.hpp"

#include "renderer/sandbox/layer.hpp"

#include <unistd.h>

#include <algorithm>
#include <filesystem>

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
    // The pool follows demand between a floor and a ceiling (renderer/zygote/demand.hpp). The
    // floor keeps one spare per idle daemon so a lone request never waits for a preparation.
    c.standby = static_cast<int>(env.integer("RENDERER_STANDBY", c.slots + 1, 1, 64));
    c.standby_max = static_cast<int>(env.integer("RENDERER_STANDBY_MAX", std::max(8, c.standby), c.standby, 64));
    c.standby_memory_mb = env.integer("RENDERER_STANDBY_MEMORY_MB", 256, 8, 1 << 20);
    c.drain_s = env.number("RENDERER_DRAIN_S", 35, 0, 600);
    c.harness = env.string("RENDERER_HARNESS", "");
    if (c.harness.empty()) c.harness = common::beside_executable("harness/harness.py");
    if (c.harness.empty() || c.harness.front() != '/' || ::access(c.harness.c_str(), R_OK) != 0) {
        throw common::config_error("RENDERER_HARNESS: harness.py not found (set an absolute path)");
    }
    c.run_root = env.string("RENDERER_RUN_ROOT", "/tmp/anyplot-renderer");
    if (c.run_root.empty() || c.run_root.front() != '/') {
        throw common::config_error("RENDERER_RUN_ROOT: must be an absolute path");
    }
    c.disk_budget_mb = env.integer("RENDERER_DISK_BUDGET_MB", 64, 1, 4096);
    c.file_budget = env.integer("RENDERER_FILE_BUDGET", 1000, 16, 1000000);
    c.max_output_mb = env.integer("RENDERER_MAX_OUTPUT_MB", 4, 1, 1024);
    c.admit_floor_mb = env.integer("RENDERER_MIN_AVAILABLE_MB", 512, 0, 1 << 20);
    c.kill_floor_mb = env.integer("RENDERER_KILL_AVAILABLE_MB", 256, 0, 1 << 20);
    // Switching the audit guard off exists so tests can show the other layers hold on their own.
    c.guard = env.flag("RENDERER_GUARD", true);
    if (!c.guard && env.string("RENDERER_ENV", "production") != "development") {
        throw common::config_error("RENDERER_GUARD=0 is a test switch, allowed only with RENDERER_ENV=development");
    }
    c.sandbox_launcher = env.string("RENDERER_SANDBOX_LAUNCHER", "");
    if (c.sandbox_launcher.empty()) c.sandbox_launcher = common::beside_executable("anyplot-sandbox");
    if (c.sandbox_launcher.empty() || c.sandbox_launcher.front() != '/' ||
        ::access(c.sandbox_launcher.c_str(), X_OK) != 0) {
        throw common::config_error("RENDERER_SANDBOX_LAUNCHER: anyplot-sandbox not found (set an absolute path)");
    }
    for (const auto& name : env.list("RENDERER_SANDBOX_DEGRADED", "")) {
        const auto degraded = sandbox::parse_layer(name);
        if (!degraded) {
            std::string known;
            for (const auto& row : sandbox::layer_table) known += (known.empty() ? "" : ", ") + std::string(row.name);
            throw common::config_error("RENDERER_SANDBOX_DEGRADED: unknown layer '" + name + "' (" + known + ")");
        }
        c.degraded.insert(*degraded);
    }
    c.tree = env.list("RENDERER_SANDBOX_TREE", "/usr");
    for (const auto& dir : c.tree) {
        if (dir.front() != '/' || dir.find("..") != std::string::npos || dir == "/") {
            throw common::config_error("RENDERER_SANDBOX_TREE: absolute directories below /, comma-separated");
        }
    }
    if (c.tree.empty()) throw common::config_error("RENDERER_SANDBOX_TREE: at least one directory");
    c.uid_base = env.integer("RENDERER_SANDBOX_UID_BASE", 58000, 1000, 4000000000LL);
    c.lock_dir = env.string("RENDERER_SANDBOX_LOCK_DIR", "/run/anyplot-renderer");
    if (c.lock_dir.empty() || c.lock_dir.front() != '/') {
        throw common::config_error("RENDERER_SANDBOX_LOCK_DIR: must be an absolute path");
    }
    c.memory_mb = env.integer("RENDERER_MEMORY_MB", 512, 64, 1 << 20);
    c.cgroup_root = env.string("RENDERER_CGROUP_ROOT", "");
    if (!c.cgroup_root.empty() && c.cgroup_root.front() != '/') {
        throw common::config_error("RENDERER_CGROUP_ROOT: must be an absolute path");
    }
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
           "  RENDERER_STANDBY      warm interpreters kept ready even when idle (default: RENDERER_SLOTS + 1)\n"
           "  RENDERER_STANDBY_MAX  most kept ready when runs arrive fast (default: 8, at least RENDERER_STANDBY)\n"
           "  RENDERER_STANDBY_MEMORY_MB  private memory the ready ones may hold above the floor (default 256)\n"
           "  RENDERER_DRAIN_S      seconds in-flight runs may finish after SIGTERM (default 35)\n"
           "  RENDERER_HARNESS      harness.py (default: harness/harness.py next to the executable)\n"
           "  RENDERER_RUN_ROOT     where per-run directories are made (default /tmp/anyplot-renderer)\n"
           "  RENDERER_DISK_BUDGET_MB     bytes a run may write, in MiB (default 64)\n"
           "  RENDERER_FILE_BUDGET        entries a run may create (default 1000)\n"
           "  RENDERER_MIN_AVAILABLE_MB   MemAvailable floor to admit a run: 503 low_memory (default 512)\n"
           "  RENDERER_KILL_AVAILABLE_MB  MemAvailable floor that kills a running run (default 256)\n"
           "  RENDERER_MEMORY_MB          cgroup memory limit per run, no swap (default 512)\n"
           "  RENDERER_SANDBOX_DEGRADED   layers to run without, comma-separated, logged at every start\n"
           "                              (default none: every layer is required; a missing one makes\n"
           "                              /healthz 503 and runs 503 sandbox_unavailable)\n"
           "  RENDERER_SANDBOX_TREE       read-only directories inside the sandbox (default /usr)\n"
           "  RENDERER_SANDBOX_UID_BASE   first dedicated uid for runs (default 58000); two daemons'\n"
           "                              ranges must not overlap (a second one exits with code 2)\n"
           "  RENDERER_SANDBOX_LOCK_DIR   where the uid ranges are locked host-wide (default\n"
           "                              /run/anyplot-renderer)\n"
           "  RENDERER_SANDBOX_LAUNCHER   anyplot-sandbox (default: next to the executable)\n"
           "  RENDERER_CGROUP_ROOT        where cgroup controllers are mounted (default: from /proc)\n";
}

}  // namespace anyplot::renderer
