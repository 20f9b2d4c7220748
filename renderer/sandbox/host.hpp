#pragma once
// The daemon's side of the sandbox: detects what the kernel offers, compiles the seccomp policy
// once, locks its uid range host-wide, proves every layer in a throwaway child at startup
// (self_test, checked from outside), and prepares each run (a dedicated uid, a size-limited
// detached tmpfs for its run directory, a cgroup, the launcher's argv).
#include "renderer/sandbox/cgroups.hpp"
#include "renderer/sandbox/checklist.hpp"
#include "renderer/sandbox/layer.hpp"
#include "renderer/sandbox/plan.hpp"
#include "renderer/sandbox/uid_range.hpp"

#include "common/process/spawn.hpp"
#include "common/process/unique_fd.hpp"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace anyplot::renderer::sandbox {


struct layer_state {
    layer id = layer::namespaces;
    bool active = false;
    bool required = true;
    std::string detail;  // why not active (operator-facing, no user data)
};

struct host_settings {
    std::string launcher;  // the anyplot-sandbox executable
    std::string harness;   // harness.py on the host
    std::string shared_root;  // RENDERER_RUN_ROOT: one directory per daemon below it
    std::string run_root;     // this daemon's: <shared_root>/<pid>
    std::vector<std::string> tree{"/usr"};
    std::set<layer> degraded;  // layers the operator allowed to be missing
    uid_t uid_base = 58000;
    std::size_t uid_count = 8;
    std::string lock_dir = "/run/anyplot-renderer";  // host-wide uid locks (uid_range.hpp)
    cgroup_limits limits;
    std::string cgroup_root;  // override of the cgroup mount points (tests, unusual hosts)
    std::uint64_t disk_budget_bytes = 64ull << 20;
    std::uint64_t max_entries = 1000;
};

// What one run gets; releases its uid and removes its cgroup when destroyed.
class run_lease {
public:
    run_lease(run_lease&&) noexcept;
    run_lease& operator=(run_lease&&) = delete;
    run_lease(const run_lease&) = delete;
    run_lease& operator=(const run_lease&) = delete;
    ~run_lease();

    [[nodiscard]] plan& the_plan() noexcept { return plan_; }
    [[nodiscard]] const run_cgroup* cgroup() const noexcept { return group_ ? &*group_ : nullptr; }
    // The run directory's detached tmpfs (filesystem.hpp), or -1 when runs have no namespaces
    // (then the run directory is a plain directory the caller makes, sized by the watchdog).
    [[nodiscard]] int work_mount() const noexcept { return work_mount_.get(); }
    void keep_uid() noexcept { pool_.reset(); }  // a run that survived its kill keeps its uid

private:
    friend class host;
    run_lease() = default;
    plan plan_;
    common::process::unique_fd work_mount_;
    std::optional<run_cgroup> group_;
    std::weak_ptr<uid_pool> pool_;  // may outlive the host (a coroutine frame destroyed late)
};

class host {
public:
    explicit host(host_settings settings);  // detection + self-test; never throws for a missing layer
    host(const host&) = delete;
    host& operator=(const host&) = delete;
    ~host();

    [[nodiscard]] bool healthy() const noexcept;  // every required layer is active
    using layer_states = std::array<layer_state, layer_table.size()>;  // indexed by layer
    [[nodiscard]] const layer_states& layers() const noexcept { return layers_; }
    [[nodiscard]] bool active(layer l) const noexcept { return layers_[layer_index(l)].active; }
    [[nodiscard]] int policy_fd() const noexcept { return policy_fd_.get(); }
    [[nodiscard]] int landlock_abi() const noexcept { return landlock_abi_; }
    [[nodiscard]] std::string cgroup_version() const;
    [[nodiscard]] const std::vector<std::string>& tree() const noexcept { return settings_.tree; }
    [[nodiscard]] const std::string& harness() const noexcept { return settings_.harness; }

    // One run: leases a uid and a cgroup, makes its tmpfs (detached: attached only inside the
    // run's own mount namespace) and fills the launcher's plan (exec left to the caller; a
    // standby child uses the lease without it). errno text on failure.
    [[nodiscard]] std::optional<run_lease> prepare(const std::string& name, std::string& error);
    // The zygote's own lease: the namespaces and a small tmpfs, no Landlock, and the whole uid
    // range mapped so it can give each standby child a leased uid. nullopt when warm
    // interpreters cannot be sandboxed here (namespaces or dedicated uids missing).
    [[nodiscard]] std::optional<run_lease> prepare_zygote(std::string& error);
    // A standby child (and its memory holder) before it may take a job, checked from outside
    // like the self-test's probe (confinement.hpp); with namespaces, neither in the zygote's pid
    // namespace (`zygote`). Empty when held as planned, else why not.
    [[nodiscard]] std::string check_standby(pid_t pid, uid_t uid, pid_t zygote) const;
    // A leased uid (from prepare) as the zygote's user namespace sees it.
    [[nodiscard]] uid_t zygote_inside_id(uid_t outside) const noexcept;
    // The argv that starts `plan` through the launcher.
    [[nodiscard]] std::vector<std::string> launcher_argv(const plan& p) const;
    // Starts `plan` through the launcher (common/process/spawn: posix_spawn, its own session,
    // stdin /dev/null, stdout/stderr pipes, `fds` passed at their numbers, nothing else open)
    // and hands the child over: the caller watches its pidfd and reaps it.
    [[nodiscard]] common::result<common::process::child::released, std::error_code> launch(
        const plan& p, std::vector<std::pair<int, int>> fds, std::vector<std::string> env) const;

private:
    void detect();
    void sweep_stale_runs();
    [[nodiscard]] bool attach_cgroup(run_lease& lease, const std::string& name, const cgroup_limits& limits,
                                     std::string& error);
    void self_test();
    void set(layer l, bool ok, std::string detail);

    host_settings settings_;
    layer_states layers_;
    std::string policy_;
    common::process::unique_fd policy_fd_;
    std::optional<cgroup_tree> cgroups_;
    std::shared_ptr<uid_pool> uids_;
    std::optional<uid_range_lock> uid_lock_;
    int landlock_abi_ = 0;
    std::string new_root_;
    bool can_mount_ = false;
};

}  // namespace anyplot::renderer::sandbox
