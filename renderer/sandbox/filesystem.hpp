#pragma once
// Layer: the mount namespace's file system. A fresh tmpfs root holding only the read-only
// Python tree (same paths as on the host), four device nodes, the harness directory at /anyplot and the
// run directory at /work; no /proc, no /sys, no /tmp, no /etc but the loader cache and
// Debian's alternatives symlinks (BLAS/LAPACK). The run
// directory itself is a tmpfs the daemon mounts per run, with size and inode limits and
// noexec/nosuid/nodev, so the daemon can measure and collect it from outside.
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
    std::string work;               // directory bound at /work
};

// Child side, inside fresh user+mount namespaces: builds the root, pivots into it, makes it
// read-only and enters /work. 0 or errno.
[[nodiscard]] int enter_new_root(const root_layout& layout) noexcept;

// Daemon side: mounts a tmpfs on `dir` owned by uid/gid, mode 0700. 0 or errno.
[[nodiscard]] int mount_run_tmpfs(const std::string& dir, std::uint64_t bytes, std::uint64_t inodes, uid_t uid,
                                  gid_t gid) noexcept;
// Lazily unmounts whatever is mounted on `dir` (a no-op when nothing is).
void unmount(const std::string& dir) noexcept;

}  // namespace anyplot::renderer::sandbox
