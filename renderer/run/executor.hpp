#pragma once
// One run of the harness on a snippet: a fresh run directory, the launch, stdout/stderr drained
// with caps, the watchdog (wall time, run-dir bytes and entries, MemAvailable floor, cancel), the
// kill path (SIGKILL to the process group and the run's cgroup, bounded wait, `stuck` when it
// survives), the verdict (outcome.hpp: from evidence the daemon owns) and the collection of
// out.csv, whose caps the daemon checks itself (collector.hpp). Everything runs on the daemon's
// I/O thread.
#include "common/signal.hpp"
#include "renderer/run/collector.hpp"
#include "renderer/run/outcome.hpp"
#include "renderer/run/standby.hpp"
#include "renderer/sandbox/host.hpp"

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
    std::string run_root;  // where run directories are made when runs have no namespaces
    std::uint64_t disk_budget_bytes = 64ull * 1024 * 1024;
    std::uint64_t max_entries = 1000;
    int max_depth = 16;
    std::int64_t kill_floor_mb = 256;  // MemAvailable below this kills the run (reason memory)
    std::chrono::milliseconds tick{50};
    std::chrono::milliseconds kill_wait{2000};
    std::size_t stderr_keep = 64 * 1024;
    // stdout and stderr together: past this the run is stopped at once (reason output_flood)
    // instead of keeping its slot and a core until its timeout. Data code prints little; a
    // 20,000-row frame printed whole is about 1 MB.
    std::uint64_t max_output_bytes = 4ull << 20;
    bool guard = true;  // false only in the kernel-layer security tests
    // The kernel layers (required: a run without a host answers sandbox_unavailable).
    sandbox::host* sandbox = nullptr;
};

struct run_outcome {
    run_verdict verdict;
    std::optional<std::string> csv_text;  // only for a clean exit whose out.csv passed collection
    // Which cap the table went over, with the figures: the collector's (output_rejected) or the
    // harness's record after exit 13 (collector.hpp read_over_caps).
    std::optional<collect_failure> over_cap;
    std::string stderr_tail;              // sanitized, ≤ 2,000 characters
    double wall_s = 0;
    bool warm = false;   // ran on a standby child of the zygote
    bool stuck = false;  // survived SIGKILL: the daemon answers 503 stuck until it is gone
};

// Counts runs that survived their kill; the daemon answers 503 stuck while it is non-zero.
struct stuck_counter {
    int count = 0;
};

// The RLIMIT_CPU a run of `timeout_s` gets (seconds): the wall time and two more.
[[nodiscard]] double cpu_limit_s(double timeout_s);

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
