#pragma once
// A warm interpreter ready for exactly one job: a child the zygote forked, already locked down
// (its run's tmpfs at /work in a mount namespace of its own, its own uid, no capabilities,
// Landlock, seccomp), placed in its own cgroup, checked from outside, blocked on its job pipe. renderer/zygote makes them; the executor runs one job on one and discards it.
#include "common/process/unique_fd.hpp"
#include "common/signal.hpp"
#include "renderer/run/run_dir.hpp"
#include "renderer/sandbox/host.hpp"

#include <sys/types.h>

#include <memory>
#include <optional>
#include <string>

namespace anyplot::renderer {

// How a warm child ended, as its zygote (its parent, which reaps it) reported it.
struct exit_note {
    common::one_shot_signal done;
    int wait_status = 0;
    double cpu_s = 0;    // user + system CPU, from the zygote's wait4
    bool known = false;  // false when the zygote died first (the child died with it)
};

struct standby_child {
    standby_child() = default;
    standby_child(const standby_child&) = delete;
    standby_child& operator=(const standby_child&) = delete;
    ~standby_child();  // an unused child is killed; its cgroup and run directory go with it

    std::string id;
    std::optional<run_dir> dir;
    std::optional<sandbox::run_lease> lease;
    common::process::unique_fd job;  // write `go` to start the job
    std::string go;                  // the protocol's "go" token (zygote_protocol.json)
    common::process::unique_fd out;  // its stdout and stderr (read ends, non-blocking)
    common::process::unique_fd err;
    common::process::unique_fd pidfd;
    pid_t pid = -1;  // as the daemon sees it
    double cpu_limit_s = 0;  // the RLIMIT_CPU it set itself before its job was known
    std::shared_ptr<exit_note> exit = std::make_shared<exit_note>();
};

}  // namespace anyplot::renderer
