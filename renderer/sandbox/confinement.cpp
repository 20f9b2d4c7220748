#include "renderer/sandbox/confinement.hpp"

#include "common/process/proc.hpp"

#include <filesystem>

namespace anyplot::renderer::sandbox {

namespace {

using common::process::proc_status;

// Whether `pid` shares namespace `ns` with `other` (0: this daemon).
bool same_namespace(pid_t pid, const char* ns, pid_t other = 0) {
    std::error_code a, b;
    const std::string whose = other > 0 ? std::to_string(other) : std::string("self");
    const auto mine = std::filesystem::read_symlink("/proc/" + whose + "/ns/" + ns, a);
    const auto theirs = std::filesystem::read_symlink("/proc/" + std::to_string(pid) + "/ns/" + ns, b);
    return a || b || mine == theirs;  // unreadable counts as shared: the check fails closed
}

bool all_equal(const std::vector<long long>& values, long long expected) {
    if (values.size() != 4) return false;
    for (const long long v : values) {
        if (v != expected) return false;
    }
    return true;
}

}  // namespace

std::optional<confinement_failure> check_confinement(pid_t pid, const confinement_expectation& expected) {
    const auto status = proc_status::read(pid);
    if (!status.found()) return confinement_failure{layer::namespaces, "process gone"};
    if (expected.ids) {
        if (!all_equal(status.numbers("Uid"), expected.uid)) return confinement_failure{layer::dedicated_uid, "uids not the run's"};
        if (!all_equal(status.numbers("Gid"), expected.uid)) return confinement_failure{layer::dedicated_uid, "gids not the run's"};
        for (const char* set : {"CapInh", "CapPrm", "CapEff", "CapBnd", "CapAmb"}) {
            if (status.field(set) != "0000000000000000") {
                return confinement_failure{layer::dedicated_uid, std::string(set) + " not empty"};
            }
        }
        if (status.field("NoNewPrivs") != "1") return confinement_failure{layer::dedicated_uid, "no_new_privs not set"};
    }
    if (expected.seccomp && status.field("Seccomp") != "2") return confinement_failure{layer::seccomp, "no seccomp filter"};
    if (!expected.namespaces) return std::nullopt;
    for (const char* ns : {"user", "pid", "net", "mnt", "ipc", "uts", "cgroup"}) {
        if (same_namespace(pid, ns)) {
            return confinement_failure{layer::namespaces, std::string(ns) + " namespace shared with the daemon"};
        }
    }
    if (expected.pid_namespace_not_of > 0 && same_namespace(pid, "pid", expected.pid_namespace_not_of)) {
        return confinement_failure{layer::namespaces, "pid namespace shared with the zygote"};
    }
    // The time namespace where the kernel has them (namespaces.hpp): the host's clocks otherwise.
    std::error_code no_time;
    if (std::filesystem::exists("/proc/self/ns/time", no_time) && same_namespace(pid, "time")) {
        return confinement_failure{layer::namespaces, "time namespace shared with the daemon"};
    }
    const auto mounts = common::process::mount_ids(pid);
    const auto held = common::process::held_files(pid);
    if (mounts.empty() || held.empty()) return confinement_failure{layer::namespaces, "process gone"};
    for (const auto& f : held) {
        if (f.mnt_id && mounts.count(*f.mnt_id) == 0) {
            return confinement_failure{layer::namespaces, f.what + " is on mount " + std::to_string(*f.mnt_id) +
                                                         ", outside its mount namespace"};
        }
    }
    return std::nullopt;
}

}  // namespace anyplot::renderer::sandbox
