#pragma once
// How a run ended, decided once. The supervisor collects facts it owns (its own timers and
// budget walks, the reaper's wait status and CPU time, the cgroup's OOM record, the launcher's
// checklist); classify() turns them into the verdict. Nothing the snippet's process can write
// (its files, its exit code, the signals it raises, stdout) is evidence for a stop reason:
//   * memory    - the run's cgroup recorded an OOM kill;
//   * cpu       - the reaper's CPU time reached the run's RLIMIT_CPU (the kernel's SIGKILL);
//   * violation - SIGSYS, which only seccomp can deliver here (the policy refuses tgkill with
//                 SIGSYS, SIGXCPU, SIGXFSZ, SIGKILL or a stop signal, and every other kill call);
//   * timeout, disk_budget, file_budget, memory (floor), output_flood - the watchdog's own
//                 measurements (output_flood: the bytes it drained from stdout and stderr),
//                 re-checked after EVERY exit, 0 included;
//   * output_rejected - the daemon's own checks of out.csv (collector.hpp);
//   * launcher  - the harness never said it started.
// Any other signal is a crash: exit code 128 + signal, no reason.
#include "wire/vocabulary.hpp"

#include <cstdint>
#include <optional>

namespace anyplot::renderer {

struct stop {
    wire::stop_reason reason;
    std::optional<std::int64_t> measured;
    std::optional<std::int64_t> limit;
};

struct run_facts {
    enum class setup { ok, io, launch, sandbox };
    setup before = setup::ok;        // the run could not be set up (nothing ran, or only the launcher)
    bool sandboxed = false;          // the kernel layers were applied (a lease)
    bool warm = false;               // a standby child of the zygote ran it
    bool checklist_failed = false;   // the launcher's checklist reported a failed step
    bool started = false;            // the harness's start line came first on stdout (retry hint only)
    std::optional<stop> watchdog;    // the watchdog stopped it (timeout, budgets, memory floor)
    bool cancelled = false;          // the cancel signal fired before it exited
    bool survived_kill = false;      // still alive kill_wait after SIGKILL
    std::optional<int> wait_status;  // the reaper's status, when it exited on its own
    double cpu_s = 0;                // user + system CPU of the run's process, from its reaper
    double cpu_limit_s = 0;          // the RLIMIT_CPU it ran under
    bool oom_killed = false;         // the run's cgroup recorded an OOM kill
    std::int64_t peak_mib = 0;
    std::int64_t memory_limit_mib = 0;
    std::optional<stop> budget_after_exit;  // the run directory over a budget once it exited
};

enum class run_end {
    answered,             // a DataRunResponse (exit code and/or stop reason)
    io,                   // 503 io: the daemon's own disk problem
    sandbox_unavailable,  // 503: a kernel layer could not be applied; the snippet never ran
    cancelled,            // 499: stopped by the cancel route or because every client left
};

struct run_verdict {
    run_end end = run_end::answered;
    std::optional<int> exit_code;  // null when the daemon or the kernel stopped the run
    std::optional<stop> stopped;
    bool retry = false;  // the harness never started (a launcher hiccup): worth one more attempt
    [[nodiscard]] bool clean_exit() const noexcept { return end == run_end::answered && exit_code == 0 && !stopped; }
    [[nodiscard]] bool timed_out() const noexcept { return stopped && stopped->reason == wire::stop_reason::timeout; }
};

[[nodiscard]] run_verdict classify(const run_facts& facts);

}  // namespace anyplot::renderer
