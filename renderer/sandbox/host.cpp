#include "renderer/sandbox/host.hpp"

#include "common/config.hpp"
#include "common/log.hpp"
#include "common/process/proc.hpp"
#include "renderer/sandbox/confinement.hpp"
#include "renderer/sandbox/filesystem.hpp"
#include "renderer/sandbox/landlock.hpp"
#include "renderer/sandbox/seccomp.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace anyplot::renderer::sandbox {

namespace {

using common::process::unique_fd;

std::string errno_text(int e) { return std::strerror(e); }

// Reads `fd` until end of file or `limit`; the probe's status lines are short.
std::string read_until_eof(int fd, std::chrono::milliseconds limit, std::string_view stop_after) {
    std::string text;
    const auto deadline = std::chrono::steady_clock::now() + limit;
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) break;
        pollfd p{fd, POLLIN, 0};
        const int rc = ::poll(&p, 1, static_cast<int>(left.count()));
        if (rc < 0 && errno == EINTR) continue;
        if (rc <= 0) break;
        char buf[512];
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        text.append(buf, static_cast<std::size_t>(n));
        if (!stop_after.empty() && text.find(stop_after) != std::string::npos) break;
    }
    return text;
}

}  // namespace

run_lease::run_lease(run_lease&& other) noexcept
    : plan_(std::move(other.plan_)),
      work_mount_(std::move(other.work_mount_)),
      group_(std::move(other.group_)),
      pool_(std::move(other.pool_)) {
    other.pool_.reset();
    other.group_.reset();
}

run_lease::~run_lease() {
    group_.reset();  // kills what is left, removes the directories
    if (const auto pool = pool_.lock()) pool->release(plan_.uid);
}

host::host(host_settings settings) : settings_(std::move(settings)) {
    for (const auto& row : layer_table) {
        layer_state& l = layers_[layer_index(row.value)];
        l.id = row.value;
        l.required = settings_.degraded.count(row.value) == 0;
    }
    detect();
    self_test();
    for (const auto& l : layers_) {
        if (l.active) continue;
        if (l.required) {
            common::log::error("sandbox_layer_missing", {{"layer", to_string(l.id)}, {"detail", l.detail}});
        } else {
            // An operator asked for this; say so at every start.
            common::log::warn("sandbox_degraded", {{"layer", to_string(l.id)}, {"detail", l.detail}});
        }
    }
}

host::~host() {
    // This daemon's own directory: its runs are gone by now.
    ::rmdir(new_root_.c_str());
    ::rmdir(settings_.run_root.c_str());
}

void host::set(layer which, bool ok, std::string detail) {
    auto& l = layers_[layer_index(which)];
    if (!l.required) return;
    l.active = ok;
    if (!ok && l.detail.empty()) l.detail = std::move(detail);
    if (ok) l.detail.clear();
}

bool host::healthy() const noexcept {
    return std::all_of(layers_.begin(), layers_.end(), [](const layer_state& l) { return l.active || !l.required; });
}

std::string host::cgroup_version() const { return cgroups_ ? cgroups_->version() : std::string("none"); }

void host::sweep_stale_runs() {
    // Daemons sharing a run root each work in <run root>/<pid>. Runs' tmpfs are detached mounts
    // (nothing is mounted there), but a daemon killed hard leaves its directories (and, from
    // older versions, mounts): whatever belongs to a pid that is gone is unmounted and removed.
    int swept = 0;
    for (const auto& dead : common::process::dead_owner_dirs(settings_.shared_root, "")) {
        std::error_code inner;
        for (std::filesystem::directory_iterator run(dead, inner), stop; !inner && run != stop; run.increment(inner)) {
            unmount(run->path());
        }
        std::error_code removed;
        std::filesystem::remove_all(dead, removed);
        ++swept;
    }
    if (swept > 0) common::log::warn("stale_runs_swept", {{"daemons", static_cast<std::int64_t>(swept)}});
}

void host::detect() {
    std::error_code made;
    std::filesystem::create_directories(settings_.shared_root, made);  // parents too; 0711 below
    ::chmod(settings_.shared_root.c_str(), 0711);
    sweep_stale_runs();
    ::mkdir(settings_.run_root.c_str(), 0711);
    // Where each run's child builds its root: one empty directory, used in private mount namespaces only.
    new_root_ = settings_.run_root + "/.root";
    ::mkdir(new_root_.c_str(), 0700);

    auto compiled = compile_policy();
    if (compiled) {
        policy_ = std::move(*compiled);
        policy_fd_ = unique_fd(policy_memfd(policy_));
        set(layer::seccomp, policy_fd_.get() >= 0, "cannot hold the policy in a sealed memfd");
    } else {
        set(layer::seccomp, false, "libseccomp: " + compiled.error().message());
    }
    landlock_abi_ = sandbox::landlock_abi();
    set(layer::landlock, landlock_abi_ > 0, "the kernel offers no Landlock");

    std::string error;
    cgroups_ = cgroup_tree::detect("anyplot-renderer-" + std::to_string(::getpid()), settings_.cgroup_root, error);
    set(layer::cgroups, cgroups_.has_value(), error);

    if (::geteuid() == 0) {
        // Every uid this daemon hands out, and the zygote's own (the last), locked host-wide:
        // a second daemon with an overlapping RENDERER_SANDBOX_UID_BASE range must not start.
        std::string lock_error;
        uid_lock_ = uid_range_lock::acquire(settings_.lock_dir, settings_.uid_base, settings_.uid_count + 1, lock_error);
        if (!uid_lock_) throw common::config_error("RENDERER_SANDBOX_UID_BASE: " + lock_error);
        uids_ = std::make_shared<uid_pool>(settings_.uid_base, settings_.uid_count);
        set(layer::dedicated_uid, true, "");
    } else {
        set(layer::dedicated_uid, false, "not root: runs keep the daemon's uid");
    }
    // The per-run tmpfs needs mount rights; a probe mount tells.
    const int probe = make_run_tmpfs(1 << 20, 16, ::geteuid(), ::getegid());
    can_mount_ = probe >= 0;
    if (can_mount_) ::close(probe);
    set(layer::namespaces, can_mount_, "cannot make the per-run tmpfs (needs root)");
    // A degraded mode the operator named: those layers are not applied at all.
    for (auto& l : layers_) {
        if (!l.required) {
            l.active = false;
            l.detail = "disabled by RENDERER_SANDBOX_DEGRADED";
        }
    }
}

std::optional<run_lease> host::prepare(const std::string& name, std::string& error) {
    run_lease lease;
    plan& p = lease.plan_;
    p.namespaces = active(layer::namespaces);
    p.landlock = active(layer::landlock);
    p.cgroups = active(layer::cgroups);
    p.new_root = new_root_;
    p.harness = settings_.harness;
    p.tree = settings_.tree;
    p.uid = ::geteuid();
    p.gid = ::getegid();
    if (uids_ && active(layer::dedicated_uid)) {
        const auto uid = uids_->acquire();
        if (!uid) {
            error = "no free sandbox uid";
            return std::nullopt;
        }
        p.uid = *uid;
        p.gid = *uid;
        lease.pool_ = uids_;
    }
    if (can_mount_) {
        // Size and inode limits: a little above the watchdog's budgets, so the watchdog usually
        // names the budget first and the tmpfs is the hard stop.
        const int mnt = make_run_tmpfs(settings_.disk_budget_bytes + (1u << 20), settings_.max_entries + 8, p.uid, p.gid);
        if (mnt < 0) {
            error = "run tmpfs: " + errno_text(-mnt);
            return std::nullopt;
        }
        lease.work_mount_ = unique_fd(mnt);
    }
    if (!attach_cgroup(lease, name, settings_.limits, error)) return std::nullopt;
    return lease;
}

bool host::attach_cgroup(run_lease& lease, const std::string& name, const cgroup_limits& limits, std::string& error) {
    if (!lease.plan_.cgroups || !cgroups_) return true;
    int err = 0;
    auto group = cgroups_->create(name, limits, err);
    if (!group) {
        error = name + " cgroup: " + errno_text(err);
        return false;
    }
    lease.plan_.cgroup_procs = group->procs_files();
    lease.group_ = std::move(group);
    return true;
}

std::optional<run_lease> host::prepare_zygote(std::string& error) {
    if (!active(layer::namespaces) || !active(layer::dedicated_uid) || !uids_) {
        error = "warm interpreters need the namespaces and dedicated_uid layers";
        return std::nullopt;
    }
    run_lease lease;
    plan& p = lease.plan_;
    p.namespaces = true;
    p.zygote = true;
    p.landlock = false;  // each standby child adds its own Landlock domain
    p.cgroups = active(layer::cgroups);
    p.new_root = new_root_;
    p.harness = settings_.harness;
    p.tree = settings_.tree;
    p.uid = settings_.uid_base;
    p.gid = settings_.uid_base;
    p.id_count = static_cast<unsigned>(uids_->size()) + 1;  // the last id is the zygote's own
    const auto own = static_cast<uid_t>(settings_.uid_base + uids_->size());
    const int mnt = make_run_tmpfs(1u << 20, 16, own, own);
    if (mnt < 0) {
        error = "zygote tmpfs: " + errno_text(-mnt);
        return std::nullopt;
    }
    lease.work_mount_ = unique_fd(mnt);
    cgroup_limits limits = settings_.limits;
    limits.pids = 16 + static_cast<std::int64_t>(uids_->size()) * 2;  // it forks the standby children
    if (!attach_cgroup(lease, "zygote", limits, error)) return std::nullopt;
    return lease;
}

uid_t host::zygote_inside_id(uid_t outside) const noexcept { return inside_id + (outside - settings_.uid_base); }

std::vector<std::string> host::launcher_argv(const plan& p) const {
    std::vector<std::string> argv{settings_.launcher};
    const auto rest = to_args(p);
    argv.insert(argv.end(), rest.begin(), rest.end());
    return argv;
}

std::string host::check_standby(pid_t pid, uid_t uid, pid_t zygote) const {
    confinement_expectation expected;
    expected.ids = active(layer::dedicated_uid);
    expected.uid = uid;
    expected.seccomp = active(layer::seccomp);
    expected.namespaces = active(layer::namespaces);
    if (expected.namespaces) expected.pid_namespace_not_of = zygote;
    // The child, then its memory holder (a CLONE_VM process it made after its lockdown).
    std::vector<pid_t> members{pid};
    for (const pid_t holder : common::process::children(pid)) members.push_back(holder);
    for (const pid_t member : members) {
        if (const auto failure = check_confinement(member, expected)) {
            return std::string(to_string(failure->layer)) + ": " + failure->detail + (member == pid ? "" : " (memory holder)");
        }
    }
    return {};
}

common::result<common::process::child::released, std::error_code> host::launch(
    const plan& p, std::vector<std::pair<int, int>> fds, std::vector<std::string> env) const {
    common::process::spawn_spec spec;
    spec.argv = launcher_argv(p);
    spec.path = spec.argv.front();
    spec.env = std::move(env);
    spec.in = common::process::stdio::null;
    spec.out = common::process::stdio::pipe;
    spec.err = common::process::stdio::pipe;
    spec.fds = std::move(fds);
    auto child = common::process::spawn(spec);
    if (!child) return common::failure{child.error()};
    return child->release();
}

void host::self_test() {
    // A throwaway child goes through the whole checklist (seccomp included), then waits while we
    // look at it from outside (confinement.hpp): ids, capabilities, namespaces, and that
    // nothing it holds is on a mount outside its own namespace.
    std::string error;
    auto lease = prepare("self-test", error);
    if (!lease) {
        for (const layer l : {layer::namespaces, layer::cgroups, layer::dedicated_uid}) set(l, false, "self-test: " + error);
        return;
    }
    plan& p = lease->the_plan();
    p.probe = true;
    std::string probe_dir;
    if (!p.namespaces) {
        probe_dir = settings_.run_root + "/.self-test";
        ::mkdir(probe_dir.c_str(), 0700);
        p.work = probe_dir;
    }
    int status_pipe[2];
    int hold_pipe[2];
    if (::pipe2(status_pipe, O_CLOEXEC) != 0 || ::pipe2(hold_pipe, O_CLOEXEC) != 0) {
        for (const auto& row : layer_table) set(row.value, false, "self-test: no pipe");
        return;
    }
    unique_fd status_read(status_pipe[0]), status_write(status_pipe[1]);
    unique_fd hold_read(hold_pipe[0]), hold_write(hold_pipe[1]);
    std::vector<std::pair<int, int>> fds{{status_write.get(), status_fd}, {hold_read.get(), hold_fd}};
    if (policy_fd_.get() >= 0) fds.emplace_back(policy_fd_.get(), sandbox::policy_fd);
    if (lease->work_mount() >= 0 && p.namespaces) fds.emplace_back(lease->work_mount(), sandbox::work_fd);
    auto child = launch(p, std::move(fds), {"PATH=/usr/bin:/bin"});
    status_write.reset();
    hold_read.reset();
    if (!child) {
        for (const auto& row : layer_table) set(row.value, false, "self-test: launcher: " + child.error().message());
        if (!probe_dir.empty()) ::rmdir(probe_dir.c_str());
        return;
    }
    const std::string lines = read_until_eof(status_read.get(), std::chrono::seconds(10), "ready ok\n");
    const auto report = parse_status(lines);
    const pid_t inner = report.inner_pid > 0 ? report.inner_pid : child->pid;
    const std::string failed = report.failed ? "self-test: step " + std::string(report.failed_name()) + ": " +
                                                   errno_text(report.failed_errno)
                                             : "";
    const bool ready = report.passed_step(checklist_step::ready);

    confinement_expectation expected;
    expected.ids = uids_ != nullptr && active(layer::dedicated_uid);
    expected.uid = p.uid;
    expected.seccomp = active(layer::seccomp);
    expected.namespaces = p.namespaces;
    const auto confined = ready ? check_confinement(inner, expected) : std::nullopt;
    const auto layer_ok = [&](layer l) { return ready && (!confined || confined->layer != l); };
    const auto why = [&](layer l, const char* otherwise) {
        if (!failed.empty()) return failed;
        if (confined && confined->layer == l) return "self-test: " + confined->detail;
        return std::string(otherwise);
    };
    if (p.namespaces) {
        set(layer::namespaces,
            layer_ok(layer::namespaces) && report.passed_step(checklist_step::mounts) &&
                report.passed_step(checklist_step::id_maps),
            why(layer::namespaces, "self-test: namespaces not distinct"));
    }
    if (expected.ids) {
        set(layer::dedicated_uid, layer_ok(layer::dedicated_uid),
            why(layer::dedicated_uid, "self-test: uid or capabilities not as planned"));
    }
    set(layer::seccomp, layer_ok(layer::seccomp) && report.passed_step(checklist_step::seccomp),
        why(layer::seccomp, "self-test: no seccomp filter on the probe"));
    if (p.landlock) {
        set(layer::landlock, ready && report.passed_step(checklist_step::landlock),
            failed.empty() ? "self-test: landlock" : failed);
    }
    if (p.cgroups) {
        std::ifstream in("/proc/" + std::to_string(inner) + "/cgroup");
        std::ostringstream text;
        text << in.rdbuf();
        set(layer::cgroups, ready && report.passed_step(checklist_step::cgroups) && text.str().find("/self-test") != std::string::npos,
            failed.empty() ? "self-test: the probe is not in its cgroup" : failed);
    }
    hold_write.reset();  // lets the probe exit
    ::kill(-child->pid, SIGKILL);
    ::waitpid(child->pid, nullptr, 0);
    lease.reset();
    if (!probe_dir.empty()) ::rmdir(probe_dir.c_str());
}

}  // namespace anyplot::renderer::sandbox
