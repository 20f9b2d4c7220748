#pragma once
// Layer: Landlock. Reads (and exec of the interpreter) only under the Python tree, reads and
// writes only in the run directory, no TCP bind/connect (ABI ≥ 4), no signals or abstract unix
// sockets outside the sandbox (ABI ≥ 6). Debian's header stops at ABI 3, so the constants and
// structs this needs are defined here; the kernel's ABI is detected and only what it knows is
// asked for.
#include <string>
#include <vector>

namespace anyplot::renderer::sandbox {

// The kernel's Landlock ABI version, or 0 when Landlock is unavailable (disabled or too old).
[[nodiscard]] int landlock_abi() noexcept;

struct landlock_paths {
    std::vector<std::string> read_exec;   // directories: read files, list, execute
    std::vector<std::string> read_files;  // single files (or directories) read-only, no exec
    std::vector<std::string> devices;     // character devices: read and write (/dev/null...)
    std::vector<std::string> work;        // directories: read, write, create and remove regular files and dirs
};

// Restricts the calling process (and its future children) for good. Requires no_new_privs.
// 0 on success, else an errno (ENOSYS/EOPNOTSUPP when the kernel lacks Landlock).
[[nodiscard]] int landlock_restrict(const landlock_paths& paths) noexcept;

}  // namespace anyplot::renderer::sandbox
