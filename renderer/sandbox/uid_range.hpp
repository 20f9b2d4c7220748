#pragma once
// Layer: identity, the daemon's side. The dedicated uids one daemon hands to its runs, and the
// host-wide lock that keeps two daemons from handing out the same uid (their runs could then
// signal, ptrace or read each other's files).
#include "common/process/unique_fd.hpp"

#include <sys/types.h>

#include <cstddef>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace anyplot::renderer::sandbox {

// `count` consecutive ids from `base`, leased one per run. Thread-safe (a used standby child is
// retired off the I/O thread).
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

// One lock file per uid under `dir` (`uid-<n>.lock`, flock exclusive, held open for the daemon's
// life; the kernel drops it when the daemon dies, even by SIGKILL). Per uid rather than per range,
// so ranges that merely overlap collide too.
class uid_range_lock {
public:
    // nullopt and `error` ("uid 58003 is in use by another renderer" or an errno text) when any
    // id of [base, base + count) is locked already or the directory is unusable.
    [[nodiscard]] static std::optional<uid_range_lock> acquire(const std::string& dir, uid_t base, std::size_t count,
                                                               std::string& error);

private:
    uid_range_lock() = default;
    std::vector<common::process::unique_fd> locks_;
};

}  // namespace anyplot::renderer::sandbox
