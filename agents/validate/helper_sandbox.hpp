#pragma once
// The parse helper's sandbox. The helper only ever runs CPython's parser on the snippet, never
// the snippet itself, so the threat is a parser or encoder bug driven by crafted source. Layers:
//   1. posix_spawn from common/process: empty environment, fds 0-2 only, own session, cwd "/",
//      `python3 -I -S -B` (no site, no user paths, no bytecode writes).
//   2. rlimits set by the parent with prlimit() before any input (helper_rlimits()).
//   3. The helper locks itself down before it reads anything untrusted: drops root to
//      65534:65534, sets PR_SET_NO_NEW_PRIVS and installs the seccomp filter that
//      seccomp_program() compiled here with libseccomp (sent as its first frame).
//   4. The parent checks /proc/<pid>/status (NoNewPrivs, Seccomp, Uid) before the first request;
//      a helper that did not lock down is killed and never used.
// Why the helper installs the filter itself: posix_spawn runs no code of ours between clone and
// exec, and a filter installed before exec would have to allow everything the interpreter needs
// to start (open, stat, mmap of libraries...). Installing it after the imports lets the filter
// allow only what parsing needs: read(0), write(1|2), memory management, exit.
#include <span>
#include <string>
#include <string_view>
#include <sys/types.h>
#include <system_error>

#include "common/process/spawn.hpp"
#include "common/result.hpp"

namespace anyplot::agents::validate {

inline constexpr unsigned helper_uid = 65534;  // nobody / nogroup: used only when we are root
inline constexpr unsigned helper_gid = 65534;

// The BPF program (raw struct sock_filter array), compiled once per process.
[[nodiscard]] common::result<std::string, std::error_code> seccomp_program();

// AS 512 MiB, CPU 30 s, NOFILE 16, NPROC 0, FSIZE 0, CORE 0 (soft = hard).
[[nodiscard]] std::span<const common::process::rlimit_setting> helper_rlimits() noexcept;

// The first frame's payload: "L", uid, gid, the nesting limit (max_ast_depth, ast_decode.hpp)
// as big-endian u32s, then the BPF program (may be empty).
[[nodiscard]] std::string lockdown_payload(std::string_view bpf);

struct lockdown_state {
    bool no_new_privs = false;
    int seccomp_mode = 0;  // 2 = filter
    long uid = -1;         // real uid
};
// Reads /proc/<pid>/status. nullopt-like failure as an error code (no /proc, bad pid).
[[nodiscard]] common::result<lockdown_state, std::error_code> read_lockdown_state(pid_t pid);

}  // namespace anyplot::agents::validate
