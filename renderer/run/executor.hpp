#pragma once
// One run of the harness on a snippet: a fresh run directory, the launch, stdout/stderr drained
// with caps, the watchdog (wall time, run-dir bytes and entries, MemAvailable floor, cancel), the
// kill path (SIGKILL to the process group, bounded wait, `stuck` when it survives) and the
// collection of out.csv. Everything runs on the daemon's I/O thread.
#include "common/signal.hpp"
#include "renderer/run/standby.hpp"
#include "renderer/sandbox/host.hpp"
#include "wire/vocabulary.hpp"

#include <boost/asio/awaitable.hpp>

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace anyplot::renderer {

struct executor_settings {
    std::string python = "/usr/bin/python3";
    std::string harness;   // absolute path of harness.py
    std::string run_root;  // where run directories are made
    std::uint64_t disk_budget_bytes = 64ull * 1024 * 1024;
    std::uint64_t max_entries = 1000;
    int max_depth = 16;
    std::int64_t kill_floor_mb = 256;  // MemAvailable below this kills the run (reason memory)
    std::chrono::milliseconds tick{50};
    std::chrono::milliseconds kill_wait{2000};
    std::size_t stderr_keep = 64 * 1024;
    bool guard = true;  // false only in the kernel-layer security tests
    // The kernel layers. Null only in tests of the watchdog itself: the daemon always has one.
    sandbox::host* sandbox = nullptr;
};

struct run_outcome {
    std::optional<int> exit_code;  // null when we stopped the run
    bool timed_out = false;
    std::optional<wire::stop_reason> reason;
    std::optional<std::int64_t> measured;
    std::optional<std::int64_t> limit;
    std::optional<std::string> csv_text;
    std::string stderr_tail;  // sanitized, ≤ 2,000 characters
    double wall_s = 0;
    bool started = false;      // the harness printed its start line
    bool launch_failed = false;  // could not start at all
    bool io_failure = false;     // no run directory: the daemon's own disk problem
    bool stuck = false;          // survived SIGKILL for kill_wait
    bool sandbox_failed = false; // a kernel layer could not be applied: the snippet never ran
    bool warm = false;           // ran on a standby child of the zygote
};

// Counts runs that survived their kill; the daemon answers 503 stuck while it is non-zero.
struct stuck_counter {
    int count = 0;
};

// The interpreter's whole environment (rlimits for the harness, one BLAS thread, no bytecode).
[[nodiscard]] std::vector<std::string> interpreter_env(const executor_settings& s, const std::string& dir,
                                                       double timeout_s);

// The cold path: a fresh interpreter started through the sandbox launcher.
[[nodiscard]] boost::asio::awaitable<run_outcome> execute(executor_settings settings, std::string source,
                                                          double timeout_s,
                                                          std::shared_ptr<common::one_shot_signal> cancel,
                                                          std::shared_ptr<stuck_counter> stuck);

// The warm path: the job handed to a standby child; the same watchdog, kill path and collection.
[[nodiscard]] boost::asio::awaitable<run_outcome> execute_warm(executor_settings settings,
                                                               std::shared_ptr<standby_child> child,
                                                               std::string source, double timeout_s,
                                                               std::shared_ptr<common::one_shot_signal> cancel,
                                                               std::shared_ptr<stuck_counter> stuck);

}  // namespace anyplot::renderer
