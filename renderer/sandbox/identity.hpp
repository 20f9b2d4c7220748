#pragma once
// Layer: identity. A dedicated unprivileged uid/gid per slot (RLIMIT_NPROC is not enforced for
// root, measured), no capabilities left in any set, and PR_SET_NO_NEW_PRIVS.
#include <sys/types.h>

#include <cstdint>

namespace anyplot::renderer::sandbox {

// Child side (the daemon's side, the uid range, is uid_range.hpp), in this order. Each returns 0 or an errno.
// Bounding + ambient sets (all but `keep`, a mask of CAP_* bits), securebits locked (needs CAP_SETPCAP).
[[nodiscard]] int drop_bounding_set(std::uint64_t keep = 0) noexcept;
[[nodiscard]] int become(uid_t uid, gid_t gid) noexcept;  // setresgid + setresuid (groups already empty)
// Permitted/effective/inheritable = `keep` (and ambient, so it survives the exec), verified.
[[nodiscard]] int clear_capabilities(std::uint64_t keep = 0) noexcept;
// The zygote's mask, inside its own user namespace only: CAP_SETUID and CAP_SETGID (each
// standby child takes its own id), CAP_SYS_ADMIN (each child attaches its run's tmpfs in a mount
// namespace of its own) and CAP_SETPCAP (each child empties its bounding set). A child drops
// all four before it reads a snippet.
[[nodiscard]] std::uint64_t zygote_capabilities() noexcept;
[[nodiscard]] int set_no_new_privs() noexcept;

}  // namespace anyplot::renderer::sandbox
