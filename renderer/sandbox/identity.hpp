#pragma once
// Layer: identity. A dedicated unprivileged uid/gid per slot (RLIMIT_NPROC is not enforced for
// root, measured), no capabilities left in any set, and PR_SET_NO_NEW_PRIVS.
#include <sys/types.h>

#include <cstddef>
#include <optional>
#include <vector>

namespace anyplot::renderer::sandbox {

// Daemon side: `count` consecutive ids from `base`, leased one per run.
class uid_pool {
public:
    uid_pool(uid_t base, std::size_t count) : base_(base), used_(count, false) {}
    [[nodiscard]] std::optional<uid_t> acquire();
    void release(uid_t id);
    [[nodiscard]] std::size_t size() const noexcept { return used_.size(); }

private:
    uid_t base_;
    std::vector<bool> used_;
};

// Child side, in this order. Each returns 0 or an errno.
[[nodiscard]] int drop_bounding_set() noexcept;    // bounding + ambient sets, securebits locked (needs CAP_SETPCAP)
[[nodiscard]] int become(uid_t uid, gid_t gid) noexcept;  // setresgid + setresuid (groups already empty)
[[nodiscard]] int clear_capabilities() noexcept;   // permitted/effective/inheritable all empty, verified
[[nodiscard]] int set_no_new_privs() noexcept;

}  // namespace anyplot::renderer::sandbox
