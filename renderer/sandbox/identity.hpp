#pragma once
// Layer: identity. A dedicated unprivileged uid/gid per slot (RLIMIT_NPROC is not enforced for
// root, measured), no capabilities left in any set, and PR_SET_NO_NEW_PRIVS.
#include <sys/types.h>

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <optional>
#include <vector>

namespace anyplot::renderer::sandbox {

// Daemon side: `count` consecutive ids from `base`, leased one per run. Thread-safe (a used
// standby child is retired off the I/O thread).
class uid_pool {
public:
    uid_pool(uid_t base, std::size_t count) : base_(base), used_(count, false) {}
    [[nodiscard]] std::optional<uid_t> acquire();
    void release(uid_t id);
    [[nodiscard]] std::size_t size() const noexcept { return used_.size(); }

private:
    uid_t base_;
    std::mutex mutex_;
    std::vector<bool> used_;
};

// Child side, in this order. Each returns 0 or an errno.
// Bounding + ambient sets (all but `keep`, a mask of CAP_* bits), securebits locked (needs CAP_SETPCAP).
[[nodiscard]] int drop_bounding_set(std::uint64_t keep = 0) noexcept;
[[nodiscard]] int become(uid_t uid, gid_t gid) noexcept;  // setresgid + setresuid (groups already empty)
// Permitted/effective/inheritable = `keep` (and ambient, so it survives the exec), verified.
[[nodiscard]] int clear_capabilities(std::uint64_t keep = 0) noexcept;
// The zygote's mask: CAP_SETUID and CAP_SETGID, inside its own user namespace only.
[[nodiscard]] std::uint64_t setid_capabilities() noexcept;
[[nodiscard]] int set_no_new_privs() noexcept;

}  // namespace anyplot::renderer::sandbox
