#pragma once
// Layer: the mount namespace's file system. A fresh tmpfs root holding only the read-only
// Python tree (same paths as on the host), four device nodes, the harness directory at /anyplot and the
// run directory at /work; no /proc, no /sys, no /tmp, no /etc but the loader cache and
// Debian's alternatives symlinks (BLAS/LAPACK). The run
// directory itself is a tmpfs the daemon creates per run as a *detached* mount (fsopen/fsmount:
// size and inode limits, noexec/nosuid/nodev), attached at /work only inside the sandbox's own
// mount namespace. The daemon measures and collects it through its mount descriptor; nothing is
// mounted on the host, and no sandboxed process ever holds a descriptor, cwd or root on a mount
// of another namespace (a directory opened outside lets `..` climb past the process root).
#include "renderer/sandbox/landlock.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include <sys/types.h>

namespace anyplot::renderer::sandbox {

// The device nodes bound into every new root.
inline constexpr std::array<const char*, 4> root_devices = {"/dev/null", "/dev/zero", "/dev/urandom", "/dev/random"};

// Landlock's grants inside the new root (enter_new_root's layout): the tree readable and
// executable, /anyplot and the loader cache readable, the devices. The caller adds its work
// directory. The cold checklist and a warm child's lockdown both use this.
[[nodiscard]] inline landlock_paths inside_root_paths(std::vector<std::string> tree) {
    landlock_paths paths;
    paths.read_exec = std::move(tree);
    paths.read_files = {"/anyplot", "/etc/ld.so.cache"};
    paths.devices.assign(root_devices.begin(), root_devices.end());
    return paths;
}

struct root_layout {
    std::string new_root;           // empty directory to build the root on
    std::vector<std::string> tree;  // read-only binds, e.g. /usr
    std::string harness;            // harness.py: its directory is bound at /anyplot
    int work_mount = -1;            // the run's detached tmpfs (make_run_tmpfs), attached at /work
};

// Child side, inside fresh user+mount namespaces: builds the root, attaches the run's tmpfs at
// /work, pivots into the root, makes it read-only, closes the mount descriptor and enters /work
// by path. Standard input becomes the new root's /dev/null. 0 or errno.
[[nodiscard]] int enter_new_root(const root_layout& layout) noexcept;

// Daemon side: a detached tmpfs (not attached anywhere) owned by uid/gid, mode 0700, noexec,
// nosuid, nodev: its mount descriptor (O_CLOEXEC), or -errno.
[[nodiscard]] int make_run_tmpfs(std::uint64_t bytes, std::uint64_t inodes, uid_t uid, gid_t gid) noexcept;
// Attaches a detached mount at `target` in the caller's mount namespace. 0 or errno.
[[nodiscard]] int attach_mount(int mount_fd, const char* target) noexcept;
// A standby child of the zygote, still holding CAP_SYS_ADMIN in the zygote's user namespace:
// a mount namespace of its own (a copy of the zygote's), the run's tmpfs attached over /work,
// the descriptor closed and /work entered by path. 0 or errno.
[[nodiscard]] int enter_run_mount(int mount_fd) noexcept;
// Lazily unmounts whatever is mounted on `dir` (a no-op when nothing is).
void unmount(const std::string& dir) noexcept;

}  // namespace anyplot::renderer::sandbox
