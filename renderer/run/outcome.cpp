#include "renderer/run/outcome.hpp"

#include "wire/harness_contract.hpp"

#include <signal.h>
#include <sys/wait.h>

#include <cmath>

namespace anyplot::renderer {

namespace {

// The harness could not load seccomp (its internal exit, harness_contract.json's "lockdown"): the
// layer is missing, not the snippet's fault.
constexpr int harness_lockdown_exit = wire::harness_contract::exit_lockdown;

run_verdict ended(run_end end) {
    run_verdict v;
    v.end = end;
    return v;
}

// A process the kernel ended by a signal: the reason only from evidence the daemon owns.
run_verdict signalled(const run_facts& f, int sig) {
    run_verdict v;
    if (f.oom_killed) {
        v.stopped = stop{wire::stop_reason::memory, f.peak_mib, f.memory_limit_mib};
    } else if (f.cpu_limit_s > 0 && f.cpu_s >= f.cpu_limit_s) {
        const auto limit = static_cast<std::int64_t>(std::llround(f.cpu_limit_s));
        v.stopped = stop{wire::stop_reason::cpu, static_cast<std::int64_t>(std::floor(f.cpu_s)), limit};
    } else if (sig == SIGSYS && f.sandboxed) {
        v.stopped = stop{wire::stop_reason::violation, std::nullopt, std::nullopt};
    } else {
        v.exit_code = 128 + sig;  // a crash: shell convention, no stop reason
    }
    return v;
}

}  // namespace

run_verdict classify(const run_facts& f) {
    switch (f.before) {
        case run_facts::setup::io: return ended(run_end::io);
        case run_facts::setup::sandbox: return ended(run_end::sandbox_unavailable);
        case run_facts::setup::launch: {
            run_verdict v;
            v.stopped = stop{wire::stop_reason::launcher, std::nullopt, std::nullopt};
            v.retry = true;
            return v;
        }
        case run_facts::setup::ok: break;
    }
    if (f.checklist_failed) return ended(run_end::sandbox_unavailable);
    run_verdict v;
    if (f.watchdog) {
        v.stopped = f.watchdog;
    } else if (f.wait_status) {
        const int status = *f.wait_status;
        if (WIFEXITED(status)) {
            v.exit_code = WEXITSTATUS(status);
        } else if (WIFSIGNALED(status)) {
            v = signalled(f, WTERMSIG(status));
        }
        if (v.exit_code == harness_lockdown_exit && f.sandboxed && (f.started || f.warm)) {
            return ended(run_end::sandbox_unavailable);
        }
        // Whatever the exit (0 included): a run over a budget is named by the budget.
        if (!v.stopped && f.budget_after_exit) v.stopped = f.budget_after_exit;
    } else if (f.cancelled) {
        return ended(run_end::cancelled);
    }
    if (f.cancelled && !v.exit_code && !v.stopped) return ended(run_end::cancelled);
    if (!f.started && !v.stopped && !f.cancelled) {
        // The harness never said it started: the launcher (or the interpreter's start) failed.
        v.stopped = stop{wire::stop_reason::launcher, std::nullopt, std::nullopt};
        v.retry = !f.survived_kill;
    }
    return v;
}

}  // namespace anyplot::renderer
