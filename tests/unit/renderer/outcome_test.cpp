// classify(): how a run ended, from evidence the daemon owns, never from what the snippet's
// process can forge (its exit code beyond the harness's, the signals it raises on itself).
#include "renderer/run/outcome.hpp"

#include <catch2/catch.hpp>

#include <signal.h>

using namespace anyplot::renderer;
using anyplot::wire::stop_reason;

namespace {

int killed_by(int sig) { return sig; }          // WIFSIGNALED form of a wait status
int exited_with(int code) { return code << 8; }  // WIFEXITED form

run_facts ran(int wait_status) {
    run_facts f;
    f.sandboxed = true;
    f.started = true;
    f.wait_status = wait_status;
    f.cpu_limit_s = 12;
    return f;
}

}  // namespace

TEST_CASE("classify: a clean exit is a clean exit / the harness's own codes pass through", "[outcome]") {
    const auto ok = classify(ran(exited_with(0)));
    CHECK(ok.end == run_end::answered);
    CHECK(ok.clean_exit());
    CHECK(ok.exit_code == 0);
    CHECK_FALSE(ok.stopped);
    CHECK(classify(ran(exited_with(28))).exit_code == 28);
}

TEST_CASE("classify: a signal the process raised on itself is a crash, not a stop reason", "[outcome]") {
    // SIGXCPU with no CPU time behind it: the process forged it.
    auto f = ran(killed_by(SIGXCPU));
    f.cpu_s = 0.4;
    auto v = classify(f);
    CHECK_FALSE(v.stopped);
    CHECK(v.exit_code == 128 + SIGXCPU);
    // SIGKILL with neither an OOM record nor the CPU limit reached.
    v = classify(ran(killed_by(SIGKILL)));
    CHECK_FALSE(v.stopped);
    CHECK(v.exit_code == 128 + SIGKILL);
}

TEST_CASE("classify: cpu and memory only from the reaper's CPU time and the cgroup's OOM record", "[outcome]") {
    auto cpu = ran(killed_by(SIGKILL));
    cpu.cpu_s = 12.03;
    auto v = classify(cpu);
    REQUIRE(v.stopped);
    CHECK(v.stopped->reason == stop_reason::cpu);
    CHECK(v.stopped->measured == 12);
    CHECK(v.stopped->limit == 12);
    CHECK_FALSE(v.exit_code);

    auto oom = ran(killed_by(SIGKILL));
    oom.oom_killed = true;
    oom.peak_mib = 512;
    oom.memory_limit_mib = 512;
    v = classify(oom);
    REQUIRE(v.stopped);
    CHECK(v.stopped->reason == stop_reason::memory);
    CHECK(v.stopped->measured == 512);
}

TEST_CASE("classify: SIGSYS is seccomp's (the policy refuses it to the process itself)", "[outcome]") {
    const auto v = classify(ran(killed_by(SIGSYS)));
    REQUIRE(v.stopped);
    CHECK(v.stopped->reason == stop_reason::violation);
    auto unsandboxed = ran(killed_by(SIGSYS));
    unsandboxed.sandboxed = false;
    CHECK(classify(unsandboxed).exit_code == 128 + SIGSYS);
}

TEST_CASE("classify: budgets are re-checked after every exit, 0 included", "[outcome]") {
    auto f = ran(exited_with(0));
    f.budget_after_exit = stop{stop_reason::file_budget, 1001, 1000};
    const auto v = classify(f);
    CHECK_FALSE(v.clean_exit());
    REQUIRE(v.stopped);
    CHECK(v.stopped->reason == stop_reason::file_budget);
    CHECK(v.exit_code == 0);  // the harness's code, reported beside the reason
}

TEST_CASE("classify: the watchdog's stops, cancels, the launcher and setup failures", "[outcome]") {
    run_facts timed;
    timed.started = true;
    timed.watchdog = stop{stop_reason::timeout, 5, 5};
    auto v = classify(timed);
    CHECK(v.timed_out());
    CHECK_FALSE(v.exit_code);

    run_facts cancelled;
    cancelled.started = true;
    cancelled.cancelled = true;
    CHECK(classify(cancelled).end == run_end::cancelled);

    auto never_started = ran(exited_with(1));
    never_started.started = false;
    v = classify(never_started);
    REQUIRE(v.stopped);
    CHECK(v.stopped->reason == stop_reason::launcher);
    CHECK(v.retry);

    run_facts io;
    io.before = run_facts::setup::io;
    CHECK(classify(io).end == run_end::io);
    run_facts layer;
    layer.before = run_facts::setup::sandbox;
    CHECK(classify(layer).end == run_end::sandbox_unavailable);
    auto checklist = ran(exited_with(126));
    checklist.checklist_failed = true;
    CHECK(classify(checklist).end == run_end::sandbox_unavailable);
    // The harness could not load seccomp after it started: the layer is missing.
    CHECK(classify(ran(exited_with(3))).end == run_end::sandbox_unavailable);
}
