#pragma once
// A sandboxed process checked from outside, before it is given anything untrusted: the startup
// self-test's probe (the cold path's state at exec) and every warm standby child (after its
// lockdown, before it may take a job). The checks are what an escape would need broken:
//   * its uids and gids are the run's dedicated id; every capability set, the bounding set
//     included, is empty; no_new_privs is set; a seccomp filter is loaded (when required);
//   * its user, pid, net, mount, ipc, uts and cgroup namespaces are not the daemon's (and its pid
//     namespace not the zygote's, for a warm child: each has its own);
//   * its cwd, its root and every descriptor it holds are on a mount of its OWN mount namespace
//     (pipes, sockets and anonymous inodes aside): a directory opened in another namespace lets
//     `..` climb past the process root, and Landlock does not cover stat, readlink, statfs,
//     utimensat or O_PATH opens.
#include "renderer/sandbox/layer.hpp"

#include <sys/types.h>

#include <optional>
#include <string>

namespace anyplot::renderer::sandbox {

// Which checks apply (a layer the operator degraded is not checked).
struct confinement_expectation {
    bool ids = true;         // dedicated_uid: uids/gids == uid, every capability set empty, no_new_privs
    uid_t uid = 0;           // every real/effective/saved/fs uid and gid, as the daemon sees them
    bool seccomp = true;     // "Seccomp: 2"
    bool namespaces = true;  // its own namespaces, and nothing held on another mount namespace
    pid_t pid_namespace_not_of = 0;  // > 0: nor this process's pid namespace (the zygote's, for a warm child)
};

struct confinement_failure {
    sandbox::layer layer;  // the /status layer the failed check belongs to
    std::string detail;    // operator-facing: check names, fd numbers and mount ids, never a path
};

// nullopt when every check holds, else the first one that failed.
[[nodiscard]] std::optional<confinement_failure> check_confinement(pid_t pid, const confinement_expectation& expected);

}  // namespace anyplot::renderer::sandbox
