#pragma once
// Layer: cgroups. Memory (no swap), pids and cpu limits per run, and the numbers behind a
// `memory` stop reason. These machines have cgroup v1 controllers (the v2 `unified` tree has no
// controllers there); both are detected per controller from /proc/self/cgroup and
// /proc/self/mountinfo, and every run group is nested under the daemon's own cgroup.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace anyplot::renderer::sandbox {

struct cgroup_limits {
    std::int64_t memory_bytes = 512LL << 20;
    std::int64_t pids = 64;
    double cpus = 1.0;
};

// One controller's directory for this daemon (v1: one per controller; v2: one for all).
struct controller_dir {
    std::string controller;  // memory, pids, cpu
    std::string path;        // the daemon's own cgroup directory for it
    bool v2 = false;
};

// The cgroup directories of one run. The destructor kills what is left and removes them.
class run_cgroup {
public:
    run_cgroup() = default;
    run_cgroup(run_cgroup&& other) noexcept;
    run_cgroup& operator=(run_cgroup&& other) noexcept;
    run_cgroup(const run_cgroup&) = delete;
    run_cgroup& operator=(const run_cgroup&) = delete;
    ~run_cgroup();

    // cgroup.procs of every directory: a process joins by writing "0" to each.
    [[nodiscard]] std::vector<std::string> procs_files() const;
    void kill_all() const noexcept;       // SIGKILL every member (v2: cgroup.kill)
    [[nodiscard]] bool oom_killed() const;  // the memory limit killed something
    [[nodiscard]] std::int64_t peak_memory_bytes() const;
    [[nodiscard]] std::int64_t memory_limit_bytes() const noexcept { return memory_limit_; }
    [[nodiscard]] bool empty() const noexcept { return dirs_.empty(); }

private:
    friend class cgroup_tree;
    std::vector<controller_dir> dirs_;
    std::int64_t memory_limit_ = 0;
    void remove() noexcept;
};

class cgroup_tree {
public:
    // Finds memory, pids and cpu for this process and makes `<own cgroup>/<name>` under each.
    // `root_override` (tests, unusual hosts) replaces every mount point. Error text on failure.
    [[nodiscard]] static std::optional<cgroup_tree> detect(const std::string& name, const std::string& root_override,
                                                           std::string& error);
    cgroup_tree(cgroup_tree&&) noexcept = default;
    cgroup_tree& operator=(cgroup_tree&&) noexcept = default;
    cgroup_tree(const cgroup_tree&) = delete;
    cgroup_tree& operator=(const cgroup_tree&) = delete;
    ~cgroup_tree();

    // A fresh group for one run with the limits written. errno on failure.
    [[nodiscard]] std::optional<run_cgroup> create(const std::string& run_name, const cgroup_limits& limits,
                                                   int& error) const;
    [[nodiscard]] std::string version() const;  // "v1", "v2" or "mixed"

private:
    cgroup_tree() = default;
    std::vector<controller_dir> base_;
};

// Run groups whose removal was deferred because a member had not left yet (rmdir said EBUSY for
// longer than a removal waits); each later group creation or removal tries them again.
[[nodiscard]] std::size_t deferred_cgroups() noexcept;
// One more attempt at each of them (an idle daemon makes no groups: its pool calls this).
void remove_deferred_cgroups() noexcept;

}  // namespace anyplot::renderer::sandbox
