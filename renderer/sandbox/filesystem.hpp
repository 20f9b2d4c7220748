#pragma once
// Layer: the mount namespace's file system. A fresh tmpfs root holding only the read-only
// Python tree (same paths as on the host), four device nodes, the harness directory at /anyplot and the
// run directory at /work; no /proc, no /sys, no /tmp, no /etc but the loader cache and
// Debian's alternatives symlinks (BLAS/LAPACK). The run
// directory itself is a tmpfs the daemon mounts per run, with size and inode limits and
// noexec/nosuid/nodev, so the daemon can measure and collect it from outside.
#include <cstdint>
#include <string>
#include <vector>

#include <sys/types.h>

namespace anyplot::renderer::sandbox {

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
